//! A level in play; START pauses it.

use super::{Cx, Input, Next, Paused, View};
use crate::app::play;
use crate::render::Canvas;
use crate::sim::Sound;

/// The play screen.
pub struct Playing;

impl Playing {
    pub fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        if i.start && cx.c.player() {
            cx.sound(Sound::Select);
            return Next::to(Paused::pause(cx));
        }
        play::frame(cx, Some(i.held)).into()
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        play::draw_world(v, c);
    }
}
