//! A level in play; START pauses it. A step's outcome decides the next screen
//! ([`frame`], shared with the demo).

use super::{field, Cx, Next, Pad, Route, View};
use super::{Scene, Screen};
use crate::app::advance::advance;
use crate::gfx::Canvas;
use crate::sim::Sound;

/// The play screen.
pub(crate) struct Playing;

impl Scene for Playing {
    fn at(&self) -> Screen {
        Screen::Playing
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if i.start && cx.c.player() {
            cx.sound(Sound::Select);
            return Next::Go(Route::Pause);
        }
        advance(cx, Some(i.held))
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
    }
}
