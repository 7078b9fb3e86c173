//! The records: the top five scores; the back button (or the confirm button, or START)
//! goes back, as the hint bar says.

use super::{Cx, Input, Next, Route, TitleItem, View};
use crate::app::hints::{self, Bar};
use crate::app::indicators;
use crate::app::ui::{self, Buf, GOLD, TEXT};
use crate::app::SCREEN_W;
use crate::gfx::{Canvas, Rect};
use crate::sim::Sound;
use core::fmt::Write as _;

/// The records screen.
pub struct Records;

impl Records {
    pub fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        if i.choose || i.back {
            cx.sound(Sound::Back);
            return Next::Go(Route::Title(TitleItem::Records));
        }
        Next::Stay
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        let f = ui::font(v);
        let r = Rect::new(140, 86, 200, 140);
        ui::panel(v, c, r);
        f.draw_centred(c, SCREEN_W / 2, r.y + 10, GOLD, "RECORDS");
        for (i, s) in v.save.settings.records.iter().enumerate() {
            let mut b = Buf::new();
            let _ = write!(b, "{}. {:>7}", i + 1, s);
            f.draw_centred(c, SCREEN_W / 2, r.y + 34 + 20 * i as i32, TEXT, &b);
        }
        indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::Back));
    }
}
