//! No memory stick in the slot at start-up: the player is told, once, that this session
//! saves nothing (progress, records, settings), before the title; any button goes on. The
//! game then plays as usual with writes stopped, so nothing waits on a save.

use super::{Cx, Input, Next, Route, View};
use crate::app::hints::{self, Bar};
use crate::app::ui::{self, GOLD, TEXT};
use crate::app::{indicators, SCREEN_W};
use crate::gfx::{Canvas, Rect};
use crate::input::Buttons;
use crate::sim::Sound;

/// What the player is told, after the heading.
pub(super) const TOLD: &str = "PROGRESS, RECORDS AND SETTINGS CANNOT BE SAVED. \
                        TO SAVE, INSERT A MEMORY STICK AND START THE GAME AGAIN.";

/// The no-memory-stick notice.
pub(crate) struct NoStick;

impl NoStick {
    pub(crate) fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        if i.pressed == Buttons::NONE {
            return Next::Stay;
        }
        cx.sound(Sound::Select);
        Next::Go(Route::Opening)
    }

    /// Below the title's logo and name, above the hint bar.
    pub(crate) fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        let head = "NO MEMORY STICK";
        let r = Rect::new(24, 118, SCREEN_W - 48, 110);
        let room = r.w - 24;
        let f = ui::font_fitting(v, room, &[head]);
        let lines = ui::wrap(&f, TOLD, room);
        ui::panel(v, c, r);
        let cx = SCREEN_W / 2;
        let lh = f.line_height();
        f.draw_centred(c, cx, r.y + 10, GOLD, head);
        for (k, l) in lines.iter().enumerate() {
            f.draw_centred(c, cx, r.y + 18 + lh * (k as i32 + 1), TEXT, l);
        }
        indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::Ok));
    }
}
