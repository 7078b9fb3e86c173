//! The controls page (Help, Controls), naming the system's confirm button.

use super::{Cx, HelpItem, Input, Next, Route, View};
use crate::app::hints::{self, Bar};
use crate::app::ui::{self, GOLD, TEXT};
use crate::app::{indicators, SCREEN_W};
use crate::gfx::{Canvas, Rect};
use crate::sim::Sound;

/// The controls screen.
pub struct Controls;

impl Controls {
    pub fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        if i.choose || i.back {
            cx.sound(Sound::Back);
            return Next::Go(Route::Help(HelpItem::Controls));
        }
        Next::Stay
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        let f = ui::font(v);
        let r = Rect::new(60, 86, 360, 160);
        ui::panel(v, c, r);
        f.draw_centred(c, SCREEN_W / 2, r.y + 8, GOLD, "CONTROLS");
        for (i, l) in hints::controls(v.c.confirm).iter().enumerate() {
            f.draw(c, r.x + 16, r.y + 32 + 20 * i as i32, TEXT, l);
        }
        indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::Back));
    }
}
