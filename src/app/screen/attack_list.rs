//! TIME ATTACK's level list: every playable level, six rows at a time, each with its best
//! time, and a gold PAR after it when the best is at or under the level's par (matching
//! the solver's shortest run is as good as it gets, so it counts); the ones not yet
//! finished in New Game are greyed with NOT FINISHED (the cursor reaches them, as New
//! Game's LOCKED rows, but they do not start). A set without a par (a player's own
//! original) marks no row.

use super::{Cx, Next, Pad, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::attack;
use crate::app::hints::{self, Bar};
use crate::app::indicators;
use crate::app::menu::{self, List, Row};
use crate::app::ui::{self, Buf};
use crate::gfx::{Canvas, Role};
use crate::sim::attack::{at_par, clock};
use crate::sim::Sound;
use core::fmt::Write as _;

/// Rows shown at once.
const ROWS: usize = 6;
/// Levels the list names at most (the save keeps as many times).
const MAX: usize = crate::sim::attack::TIME_LEVELS;

/// TIME ATTACK's level list.
pub(crate) struct AttackList {
    /// The selected level's index.
    pub sel: usize,
}

impl AttackList {
    /// Opens on `Route::AttackList`: on the level given, the run in play (if any) left.
    pub(super) fn open(cx: &mut Cx<'_, '_>, sel: usize) -> Option<AttackList> {
        if cx.c.attack.take().is_some() {
            cx.c.play.game = None;
        }
        Some(AttackList { sel })
    }
}

/// Whether level `k` can be raced.
fn open(v: View<'_, '_>, k: usize) -> bool {
    attack::finished(&v.save.best, &v.save.times, k)
}

impl Scene for AttackList {
    fn at(&self) -> Screen {
        Screen::AttackList { sel: self.sel }
    }

    fn over_title(&self) -> bool {
        true
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        let n = cx.c.playable().min(MAX);
        self.sel = menu::step_list(self.sel, n, i, |_| true);
        if i.choose && !open(cx.view(), self.sel) {
            cx.sound(Sound::Back);
            Next::Stay
        } else if i.choose {
            cx.sound(Sound::Select);
            if attack::start(cx.attack_parts(), self.sel) {
                Next::Go(Route::Banner)
            } else {
                Next::Stay
            }
        } else if i.back {
            cx.sound(Sound::Back);
            Next::Go(Route::Title(TitleItem::TimeAttack))
        } else {
            Next::Stay
        }
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        let n = v.c.playable().min(MAX);
        let first = self.sel.saturating_sub(2).min(n.saturating_sub(ROWS));
        let cells: heapless::Vec<(Buf, Buf, &str), ROWS> =
            (first..n).take(ROWS).map(|k| label(v, k)).collect();
        let rows: heapless::Vec<Row<'_>, ROWS> = cells
            .iter()
            .enumerate()
            .map(|(row, (name, status, badge))| Row {
                cells: [name.as_str(), status.as_str()],
                enabled: open(v, first + row),
                badge,
            })
            .collect();
        // The panel keeps the width of every row, shown or not.
        let f = ui::style(v, Role::Item);
        let (mut col0, mut col1) = (0, 0);
        for k in 0..n {
            let (name, status, badge) = label(v, k);
            let row = Row {
                cells: [&name, &status],
                enabled: true,
                badge,
            };
            col0 = col0.max(f.width(&name));
            col1 = col1.max(row.second_width(&f));
        }
        List::levels("TIME ATTACK", &rows, self.sel, first, n, [col0, col1]).draw_levels(v, c);
        let bar = if open(v, self.sel) {
            Bar::OkBack
        } else {
            Bar::Back
        };
        indicators::hint_bar(v, c, hints::bar(v.c.confirm, bar));
    }
}

/// Level `k`'s row: its name, then NOT FINISHED, NO TIME YET or its best time, and its
/// badge: PAR when the best is at or under the set's par for the level ([`at_par`]).
pub(crate) fn label(v: View<'_, '_>, k: usize) -> (Buf, Buf, &'static str) {
    let (mut name, mut status) = (Buf::new(), Buf::new());
    let bonus = if k + 1 == v.c.playable() {
        "BONUS "
    } else {
        ""
    };
    let _ = write!(name, "{bonus}LEVEL {}", k + 1);
    let _ = match v.save.times.best(k) {
        Some(r) => write!(status, "BEST {}", clock(r.ticks)),
        None if open(v, k) => write!(status, "NO TIME YET"),
        None => write!(status, "NOT FINISHED"),
    };
    let par = v.c.res.par(k).map(|p| p.ticks);
    let best = v.save.times.best(k).map(|r| r.ticks);
    let badge = match (best, par) {
        (Some(b), Some(p)) if at_par(b, p) => "PAR",
        _ => "",
    };
    (name, status, badge)
}
