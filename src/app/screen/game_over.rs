//! Game over: levels completed and the score, then what next: TITLE SCREEN (the original's
//! road, selected), RETRY the last level played (a new game there), LEVEL SELECT. The back
//! button goes to the title.

use super::field;
use super::result::{self, ResultItem};
use super::{Cx, Next, Pad, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::hints;
use crate::app::indicators;
use crate::app::menu;
use crate::app::ui::{self, Buf, GOLD, TEXT};
use crate::gfx::{Canvas, Rect, Role};
use crate::render::hud;
use core::fmt::Write as _;

/// The choices, top to bottom; the first is selected as the screen opens, and taking it is
/// the original's OK.
const CHOICES: [ResultItem; 3] = [
    ResultItem::Title,
    ResultItem::Retry,
    ResultItem::LevelSelect,
];

/// The game over screen.
pub(crate) struct GameOver {
    /// The choice selected (its place in [`CHOICES`]).
    pub sel: usize,
}

impl GameOver {
    /// The game has ended: its progress is kept and the continue point dropped.
    pub(crate) fn enter(cx: &mut Cx<'_, '_>) -> GameOver {
        if let Some(mut g) = cx.c.play.game.take() {
            cx.store_progress(&mut g);
            cx.save.snapshot = alloc::vec![0];
            cx.c.saves.mark();
            cx.c.play.game = Some(g);
        }
        GameOver { sel: 0 }
    }

    /// Opens on `Route::GameOver`; `ended`: the game has just ended.
    pub(super) fn open(cx: &mut Cx<'_, '_>, ended: bool) -> Option<GameOver> {
        Some(if ended {
            GameOver::enter(cx)
        } else {
            GameOver { sel: 0 }
        })
    }
}

/// Whether `item` can be chosen: RETRY needs a level of the pack to play again.
fn enabled(v: View<'_, '_>, item: ResultItem) -> bool {
    item != ResultItem::Retry || result::retry_level(v).is_some()
}

impl Scene for GameOver {
    fn at(&self) -> Screen {
        Screen::GameOver {
            sel: CHOICES[self.sel],
        }
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        let v = cx.view();
        self.sel = menu::step_index(self.sel, CHOICES.len(), i.up, i.down, |k| {
            enabled(v, CHOICES[k])
        });
        let item = if i.back {
            ResultItem::Title
        } else if i.choose {
            CHOICES[self.sel]
        } else {
            return Next::Stay;
        };
        match item {
            ResultItem::Retry => result::retry_new_game(cx),
            ResultItem::LevelSelect => result::level_select(cx),
            ResultItem::Title | ResultItem::GoOn => {
                cx.c.play.game = None;
                Next::Go(Route::Title(TitleItem::NewGame))
            }
        }
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
        // The game's tally, and NEW RECORD on a line of its own.
        let mut tally = Buf::new();
        let mut record = false;
        if let Some(g) = v.game() {
            let _ = write!(
                tally,
                "LEVELS {}  SCORE {}",
                g.levels_completed,
                g.sim.stats().score
            );
            // A score of 0 is no record to a player, though the original's table takes it
            // when empty (docs/RULES.md §6.6).
            record = g.new_record && g.sim.stats().score > 0;
        }
        let lines: heapless::Vec<&str, 2> = [tally.as_str(), "NEW RECORD"]
            .into_iter()
            .take(if record { 2 } else { 1 })
            .collect();
        let t = ui::style(v, Role::Title);
        let b = ui::style(v, Role::Body);
        let (choices, choices_w) = result::rows(v, &CHOICES, |i| enabled(v, i));
        let a = ui::area(v);
        let widest = lines.iter().map(|l| b.width(l)).max().unwrap_or(0);
        let w = (widest.max(choices_w).max(t.width("GAME OVER")) + 64).min(a.w - 4);
        // Closer in the original's window, which holds the panel above its hint bar.
        let (_, choice_step, gap) = result::spacing(v);
        let step = b.step();
        let n = lines.len() as i32;
        let h = result::panel_height(v, n, step, CHOICES.len() as i32);
        // On the whole screen where the original's message stood (clear of the demo's tip
        // box at the top), its bottom above the hint bar over the HUD.
        let wide_y = 80.min(ui::SCREEN.h - hud::HEIGHT - 24 - h);
        let r = Rect::new(a.x + (a.w - w) / 2, ui::panel_top(a, h, wide_y), w, h);
        let cx = a.x + a.w / 2;
        ui::panel(v, c, r);
        t.centred(c, cx, r.y + 10, GOLD, "GAME OVER");
        let mut y = r.y + 10 + t.height() + gap;
        for l in &lines {
            b.centred(c, cx, y, TEXT, l);
            y += step;
        }
        y += b.height() - step + gap + 4;
        result::draw_choices(
            v,
            c,
            (cx - choices_w / 2, y),
            choice_step,
            &choices,
            Some(self.sel),
        );
        indicators::hint_bar_over_level(v, c, hints::results(v.c.confirm, true));
    }
}
