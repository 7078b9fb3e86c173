//! TIME ATTACK's level list: every playable level, six rows at a time, each with its best
//! time, and a gold PAR after it when the best is at or under the level's par (matching
//! the solver's shortest run is as good as it gets, so it counts); the ones not yet
//! finished in New Game are greyed with NOT FINISHED (the cursor reaches them, as New
//! Game's LOCKED rows, but they do not start). A set without a par (a player's own
//! original) marks no row. Then, under a MY LEVELS heading the cursor passes over, every
//! level of MY LEVELS by its name (each can be raced: the player made it; one whose data
//! does not read is greyed, CANNOT BE PLAYED), with its best time and no par.

use super::{Cx, Next, Pad, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::attack;
use crate::app::hints::{self, Bar};
use crate::app::indicators;
use crate::app::menu::{self, List, Row};
use crate::app::mylevels::State;
use crate::app::raced::Raced;
use crate::app::ui::{self, Buf};
use crate::gfx::{Canvas, Role};
use crate::sim::attack::{at_par, clock};
use crate::sim::Sound;
use core::fmt::Write as _;

/// Rows shown at once.
const ROWS: usize = 6;
/// Levels the list names at most (the save keeps as many times).
const MAX: usize = crate::sim::attack::TIME_LEVELS;
/// The heading over MY LEVELS' levels.
const MY_LEVELS: &str = "MY LEVELS";

/// A row of the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Entry {
    /// A level of the set's (its index).
    Set(usize),
    /// The heading over MY LEVELS' levels.
    Heading,
    /// MY LEVELS' level at this place.
    Made(usize),
}

/// The set's levels the list shows.
fn set_levels(v: View<'_, '_>) -> usize {
    v.c.playable().min(MAX)
}

/// MY LEVELS' levels the list shows: all of them once the folder is read.
fn made_levels(v: View<'_, '_>) -> usize {
    match v.c.mylevels.state {
        State::Ready => v.c.mylevels.levels.len(),
        _ => 0,
    }
}

/// The list's rows: the set's levels, then the heading and MY LEVELS' when it has any.
fn rows(v: View<'_, '_>) -> usize {
    match made_levels(v) {
        0 => set_levels(v),
        made => set_levels(v) + 1 + made,
    }
}

/// What row `row` holds.
pub(crate) fn entry(v: View<'_, '_>, row: usize) -> Entry {
    let set = set_levels(v);
    match row.checked_sub(set) {
        None => Entry::Set(row),
        Some(0) => Entry::Heading,
        Some(k) => Entry::Made(k - 1),
    }
}

/// The row of `raced` (the first when it is no longer listed).
fn row_of(v: View<'_, '_>, raced: Raced) -> usize {
    match raced {
        Raced::Set(level) => level.min(rows(v).saturating_sub(1)),
        Raced::Made { k, crc } => {
            let listed = (0..made_levels(v)).find(|&j| v.c.mylevels.levels[j].crc() == Some(crc));
            listed
                .or((k < made_levels(v)).then_some(k))
                .map_or(0, |k| set_levels(v) + 1 + k)
        }
    }
}

/// The level row `row` races, when it can be raced now.
fn raced(v: View<'_, '_>, row: usize) -> Option<Raced> {
    match entry(v, row) {
        Entry::Set(k) => attack::finished(&v.save.best, &v.save.times, k).then_some(Raced::Set(k)),
        Entry::Heading => None,
        Entry::Made(k) => {
            let crc = v.c.mylevels.levels.get(k)?.crc()?;
            Some(Raced::Made { k, crc })
        }
    }
}

/// TIME ATTACK's level list.
pub(crate) struct AttackList {
    /// The selected row (the set's levels by index, then the heading and MY LEVELS').
    pub sel: usize,
}

impl AttackList {
    /// Opens on `Route::AttackList`: on the level given, the run in play (if any) left.
    pub(super) fn open(cx: &mut Cx<'_, '_>, at: Raced) -> Option<AttackList> {
        if cx.c.attack.take().is_some() {
            cx.c.play.game = None;
        }
        Some(AttackList {
            sel: row_of(cx.view(), at),
        })
    }
}

impl Scene for AttackList {
    fn at(&self) -> Screen {
        Screen::AttackList { sel: self.sel }
    }

    fn over_title(&self) -> bool {
        true
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        let v = cx.view();
        let n = rows(v);
        // MY LEVELS' levels come and go as the folder is read: the row stays in the list.
        self.sel = self.sel.min(n.saturating_sub(1));
        self.sel = menu::step_list(self.sel, n, i, |row| entry(v, row) != Entry::Heading);
        let chosen = raced(v, self.sel);
        if i.choose && chosen.is_none() {
            cx.sound(Sound::Back);
            Next::Stay
        } else if let Some(r) = chosen.filter(|_| i.choose) {
            cx.sound(Sound::Select);
            if attack::start(cx.attack_parts(), r) {
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
        let n = rows(v);
        let sel = self.sel.min(n.saturating_sub(1));
        let first = sel.saturating_sub(2).min(n.saturating_sub(ROWS));
        let cells: heapless::Vec<(Buf, Buf, &str), ROWS> =
            (first..n).take(ROWS).map(|k| label(v, k)).collect();
        let rows: heapless::Vec<Row<'_>, ROWS> = cells
            .iter()
            .enumerate()
            .map(|(row, (name, status, badge))| {
                if entry(v, first + row) == Entry::Heading {
                    Row::heading(MY_LEVELS)
                } else {
                    Row {
                        cells: [name.as_str(), status.as_str()],
                        enabled: raced(v, first + row).is_some(),
                        badge,
                        heading: false,
                    }
                }
            })
            .collect();
        // The panel keeps the width of every row, shown or not.
        let f = ui::style(v, Role::Item);
        let (mut col0, mut col1) = (0, 0);
        for k in (0..n).filter(|&k| entry(v, k) != Entry::Heading) {
            let (name, status, badge) = label(v, k);
            let row = Row {
                cells: [&name, &status],
                enabled: true,
                badge,
                heading: false,
            };
            col0 = col0.max(f.width(&name));
            col1 = col1.max(row.second_width(&f));
        }
        List::levels("TIME ATTACK", &rows, sel, first, n, [col0, col1]).draw_levels(v, c);
        let bar = if raced(v, sel).is_some() {
            Bar::OkBack
        } else {
            Bar::Back
        };
        indicators::hint_bar(v, c, hints::bar(v.c.confirm, bar));
    }
}

/// Row `row`'s cells: a level of the set's named LEVEL N (BONUS LEVEL N the last), one of
/// MY LEVELS' by its name; then NOT FINISHED, CANNOT BE PLAYED, NO TIME YET or its best
/// time, and its badge: PAR when the best is at or under the set's par for the level
/// ([`at_par`]). The heading's are empty.
pub(crate) fn label(v: View<'_, '_>, row: usize) -> (Buf, Buf, &'static str) {
    let (mut name, mut status) = (Buf::new(), Buf::new());
    let (entry, raced) = (entry(v, row), raced(v, row));
    let (best, par) = match entry {
        Entry::Heading => return (name, status, ""),
        Entry::Set(k) => {
            let bonus = if k + 1 == v.c.playable() {
                "BONUS "
            } else {
                ""
            };
            let _ = write!(name, "{bonus}LEVEL {}", k + 1);
            let par = v.c.res.par(k).map(|p| p.ticks);
            (v.save.times.best(k).map(|r| r.ticks), par)
        }
        Entry::Made(k) => {
            let m = v.c.mylevels.levels.get(k);
            let _ = name.write_str(m.map_or("", |m| m.name.as_str()));
            let best = raced.and_then(|r| v.save.times.best(r.course()));
            (best.map(|r| r.ticks), None)
        }
    };
    let _ = match best {
        Some(t) => write!(status, "BEST {}", clock(t)),
        None if raced.is_some() => write!(status, "NO TIME YET"),
        None if matches!(entry, Entry::Made(_)) => write!(status, "CANNOT BE PLAYED"),
        None => write!(status, "NOT FINISHED"),
    };
    let badge = match (best, par) {
        (Some(b), Some(p)) if at_par(b, p) => "PAR",
        _ => "",
    };
    (name, status, badge)
}
