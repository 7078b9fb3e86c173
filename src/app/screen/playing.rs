//! A level in play; START pauses it. A step's outcome decides the next screen
//! ([`frame`], shared with the demo).

use super::frame::frame;
use super::{field, Cx, Input, Next, Route, View};
use crate::gfx::Canvas;
use crate::sim::Sound;

/// The play screen.
pub(crate) struct Playing;

impl Playing {
    pub(crate) fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        if i.start && cx.c.player() {
            cx.sound(Sound::Select);
            return Next::Go(Route::Pause);
        }
        frame(cx, Some(i.held))
    }

    pub(crate) fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
    }
}
