//! New Game's level list: every playable level, six rows at a time; the ones past the
//! highest unlocked are greyed with LOCKED (the cursor reaches them, so the list scrolls to
//! the last level, but they do not start), the others show their best bonus.

use super::{Cx, Next, Pad, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::hints::{self, Bar};
use crate::app::indicators;
use crate::app::menu::{self, List, Row};
use crate::app::ui::{self, Buf};
use crate::gfx::{Canvas, Role};
use crate::sim::flow::Game;
use crate::sim::Sound;
use core::fmt::Write as _;

/// Rows shown at once.
const ROWS: usize = 6;
/// Levels the list names at most (the save keeps as many bests).
const MAX: usize = crate::app::save::BEST_LEVELS;

/// The level list screen.
pub(crate) struct LevelSelect {
    /// The selected level's index.
    pub sel: usize,
}

impl LevelSelect {
    /// Opens on `Route::LevelSelect`: on the level the results' LEVEL SELECT names, else on
    /// the first.
    pub(super) fn open(cx: &mut Cx<'_, '_>) -> Option<LevelSelect> {
        let sel = cx.c.list_at.take().unwrap_or(0);
        Some(LevelSelect { sel })
    }
}

impl Scene for LevelSelect {
    fn at(&self) -> Screen {
        Screen::LevelSelect { sel: self.sel }
    }

    fn over_title(&self) -> bool {
        true
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        let v = cx.view();
        let (n, open) = (v.c.playable().min(MAX), v.selectable());
        // The cursor reaches the locked rows too: the list scrolls to every level the set
        // has, so the player sees how many there are (docs/UI.md, Lists); a held direction
        // stops at the ends.
        self.sel = menu::step_list(self.sel, n, i, |_| true);
        if i.choose && self.sel >= open {
            // LOCKED: nothing to start.
            cx.sound(Sound::Back);
            Next::Stay
        } else if i.choose {
            cx.sound(Sound::Select);
            match Game::new(cx.res(), self.sel) {
                Ok(g) => {
                    cx.c.play.game = Some(g);
                    Next::Go(Route::Banner)
                }
                Err(_) => Next::Stay,
            }
        } else if i.back {
            cx.sound(Sound::Back);
            Next::Go(Route::Title(TitleItem::NewGame))
        } else {
            Next::Stay
        }
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        let (n, open) = (v.c.playable().min(MAX), v.selectable());
        // A window of rows around the selection.
        let first = self.sel.saturating_sub(2).min(n.saturating_sub(ROWS));
        let cells: heapless::Vec<(Buf, Buf), ROWS> = (first..n)
            .take(ROWS)
            .map(|k| label(v, k, k < open))
            .collect();
        let rows: heapless::Vec<Row<'_>, ROWS> = cells
            .iter()
            .enumerate()
            .map(|(row, (name, status))| {
                Row::plain([name.as_str(), status.as_str()], first + row < open)
            })
            .collect();
        // The panel keeps the width of every row, shown or not: it does not change as the
        // list scrolls.
        let f = ui::style(v, Role::Item);
        let (mut col0, mut col1) = (0, 0);
        for k in 0..n {
            let (name, status) = label(v, k, k < open);
            col0 = col0.max(f.width(&name));
            col1 = col1.max(f.width(&status));
        }
        List::levels("NEW GAME", &rows, self.sel, first, n, [col0, col1]).draw_levels(v, c);
        // A locked row starts nothing: the bar offers only the way back there.
        let bar = if self.sel < open {
            Bar::OkBack
        } else {
            Bar::Back
        };
        indicators::hint_bar(v, c, hints::bar(v.c.confirm, bar));
    }
}

/// Level `k`'s row: its name (the bonus level's says so), then LOCKED or its best bonus.
fn label(v: View<'_, '_>, k: usize, open: bool) -> (Buf, Buf) {
    let (mut name, mut status) = (Buf::new(), Buf::new());
    let bonus = if k + 1 == v.c.playable() {
        "BONUS "
    } else {
        ""
    };
    let _ = write!(name, "{bonus}LEVEL {}", k + 1);
    let best = v.save.best.get(k).copied().unwrap_or(0);
    if !open {
        let _ = write!(status, "LOCKED");
    } else if best > 0 {
        let _ = write!(status, "BEST BONUS {best}");
    }
    (name, status)
}
