//! The records: the top five scores; the back button (or the confirm button, or START)
//! goes back, as the hint bar says.

use super::{Cx, Next, Pad, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::hints::{self, Bar};
use crate::app::indicators;
use crate::app::ui::{self, Buf};
use crate::gfx::Canvas;
use crate::sim::Sound;
use core::fmt::Write as _;

/// The records screen.
pub(crate) struct Records;

impl Records {
    /// Opens on `Route::Records`.
    pub(super) fn open(_: &mut Cx<'_, '_>) -> Option<Records> {
        Some(Records)
    }
}

impl Scene for Records {
    fn at(&self) -> Screen {
        Screen::Records
    }

    fn over_title(&self) -> bool {
        true
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if i.choose || i.back {
            cx.sound(Sound::Back);
            return Next::Go(Route::Title(TitleItem::Records));
        }
        Next::Stay
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        let rows: heapless::Vec<Buf, 8> = v
            .save
            .settings
            .records
            .iter()
            .enumerate()
            .map(|(i, s)| {
                // A place no game has scored in is empty, not a record of 0 (docs/RULES.md
                // §6.6).
                let mut b = Buf::new();
                let _ = match s {
                    0 => write!(b, "{}. {:>7}", i + 1, "-"),
                    _ => write!(b, "{}. {:>7}", i + 1, s),
                };
                b
            })
            .collect();
        let lines: heapless::Vec<[&str; 2], 8> = rows.iter().map(|b| [b.as_str(), ""]).collect();
        ui::text_panel(v, c, ui::room(v), "RECORDS", &lines, ui::Align::Centre);
        indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::Back));
    }
}
