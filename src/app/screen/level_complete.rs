//! Level complete: the score, the bonus counting up and the total, then what next: NEXT
//! LEVEL (the original's road, selected), RETRY, LEVEL SELECT. The confirm button (or
//! START) skips the count, then takes the choice.

use super::field;
use super::result::{self, accept_result, ResultItem};
use super::{Cx, Next, Pad, View};
use super::{Scene, Screen};
use crate::app::hints;
use crate::app::indicators;
use crate::app::menu;
use crate::app::ui::{self, Buf, GOLD, TEXT};
use crate::gfx::{Canvas, Rect, Role};
use crate::render::hud;
use crate::sim::flow::Phase;
use core::fmt::Write as _;

/// The choices, top to bottom; the first is selected as the screen opens, and taking it is
/// the original's confirm.
const CHOICES: [ResultItem; 3] = [ResultItem::GoOn, ResultItem::Retry, ResultItem::LevelSelect];

/// The level complete screen.
pub(crate) struct LevelComplete {
    /// The bonus counted up so far.
    pub shown: i32,
    /// The choice selected (its place in [`CHOICES`]).
    pub sel: usize,
}

impl LevelComplete {
    pub(crate) fn new() -> LevelComplete {
        LevelComplete { shown: 0, sel: 0 }
    }

    /// Opens on `Route::LevelComplete`.
    pub(super) fn open(cx: &mut Cx<'_, '_>) -> Option<LevelComplete> {
        // What this screen tells the player is theirs from its first frame: the next level
        // open and the best bonus, written now as the confirm would (docs/RULES.md §6.6).
        cx.keep_completed_level();
        // The original writes its continue point as the level ends: Continue then
        // starts the next level.
        cx.store_snapshot();
        Some(LevelComplete::new())
    }
}

/// The bonus the screen counts up to.
fn bonus_of(v: View<'_, '_>) -> i32 {
    match v.game().map(|g| g.phase) {
        Some(Phase::LevelComplete { bonus, .. }) => bonus,
        _ => 0,
    }
}

impl Scene for LevelComplete {
    fn at(&self) -> Screen {
        Screen::LevelComplete {
            shown: self.shown,
            sel: CHOICES[self.sel],
        }
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        let target = bonus_of(cx.view());
        // The bonus counts up on screen; the confirm button skips, then takes the choice.
        let step = (target / 40).max(17);
        self.shown = (self.shown + step).min(target);
        if self.shown < target {
            if i.choose {
                self.shown = target;
            }
            return Next::Stay;
        }
        let v = cx.view();
        self.sel = menu::step_index(self.sel, CHOICES.len(), i.up, i.down, |k| {
            result::offered(v, CHOICES[k])
        });
        if !i.choose {
            return Next::Stay;
        }
        match CHOICES[self.sel] {
            ResultItem::Retry => result::retry_completed(cx),
            ResultItem::LevelSelect => result::level_select(cx),
            ResultItem::GoOn | ResultItem::Title => accept_result(cx),
        }
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
        let Some(Phase::LevelComplete {
            old_score,
            bonus,
            new_score,
        }) = v.game().map(|g| g.phase)
        else {
            return;
        };
        let shown = self.shown;
        let counted = shown >= bonus;
        let total = if counted {
            new_score
        } else {
            old_score + shown
        };
        let tally = [("SCORE", old_score), ("BONUS", shown), ("TOTAL", total)];
        let t = ui::style(v, Role::Title);
        let b = ui::style(v, Role::Body);
        let (choices, choices_w) = result::rows(v, &CHOICES, |i| result::offered(v, i));
        // 240 wide on the whole screen; in the original's window as wide as it allows.
        let a = ui::area(v);
        let w = 240.min(a.w - 4);
        // Closer in the original's window, which holds the panel above its hint bar.
        let (step, choice_step, gap) = result::spacing(v);
        let step = b.step() + step;
        let h = result::panel_height(v, tally.len() as i32, step, CHOICES.len() as i32);
        // On the whole screen centred between its top and the hint bar over the HUD.
        let wide_y = (ui::SCREEN.h - hud::HEIGHT - 18 - h) / 2;
        let r = Rect::new(a.x + (a.w - w) / 2, ui::panel_top(a, h, wide_y), w, h);
        let cx = a.x + a.w / 2;
        ui::panel(v, c, r);
        t.centred(c, cx, r.y + 10, GOLD, "LEVEL COMPLETE");
        // The labels in a column on the left, the numbers right-aligned in one on the
        // right; the choices start on the labels' edge.
        let inner = (b.width("TOTAL") + b.width("  ") + b.width("999999999")).max(choices_w);
        let (x0, x1) = (cx - inner / 2, cx + inner / 2);
        let mut y = r.y + 10 + t.height() + gap;
        for (k, n) in tally {
            let mut num = Buf::new();
            let _ = write!(num, "{n}");
            b.draw(c, x0, y, TEXT, k);
            b.right(c, x1, y, TEXT, &num);
            y += step;
        }
        y += b.height() - step + gap + 4;
        // Greyed while the bonus counts (the confirm button skips the count then).
        let sel = counted.then_some(self.sel);
        result::draw_choices(v, c, (x0, y), choice_step, &choices, sel);
        if counted {
            indicators::hint_bar_over_level(v, c, hints::results(v.c.confirm, false));
        }
    }
}
