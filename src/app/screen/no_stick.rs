//! No memory stick in the slot at start-up: the player is told, once, that this session
//! saves nothing (progress, records, settings), before the title; any button goes on. The
//! game then plays as usual with writes stopped, so nothing waits on a save.

use super::{Cx, Next, Pad, Route, View};
use super::{Scene, Screen};
use crate::app::hints::{self, Bar};
use crate::app::ui::{self, GOLD, TEXT};
use crate::app::{indicators, SCREEN_W};
use crate::gfx::{Canvas, Rect, Role};
use crate::input::Buttons;
use crate::sim::Sound;

/// What the player is told, after the heading.
pub(super) const TOLD: &str = "PROGRESS, RECORDS AND SETTINGS CANNOT BE SAVED. \
                        TO SAVE, INSERT A MEMORY STICK AND START THE GAME AGAIN.";

/// The no-memory-stick notice.
pub(crate) struct NoStick;

impl Scene for NoStick {
    fn at(&self) -> Screen {
        Screen::NoStick
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if i.pressed == Buttons::NONE {
            return Next::Stay;
        }
        cx.sound(Sound::Select);
        Next::Go(Route::Opening)
    }

    /// Below the title's logo and name, above the hint bar.
    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        let head = "NO MEMORY STICK";
        let t = ui::style(v, Role::Title);
        let b = ui::style(v, Role::Body);
        let space = ui::room(v);
        let room = space.w - 48;
        let lines = ui::wrap_even(&b.f, TOLD, room);
        let h = 18 + t.height() + b.step() * lines.len() as i32 + 6;
        let space = ui::tall_room(space, h);
        let r = Rect::new(space.x + 12, space.y, space.w - 24, h);
        ui::panel(v, c, r);
        let cx = SCREEN_W / 2;
        t.centred(c, cx, r.y + 10, GOLD, head);
        for (k, l) in lines.iter().enumerate() {
            b.centred(c, cx, r.y + 18 + t.height() + b.step() * k as i32, TEXT, l);
        }
        indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::Ok));
    }
}
