//! The demo (Help, Game Help) with its tips; the player's confirm, back or START leaves it.

use super::field;
use super::frame::frame;
use super::{Cx, HelpItem, Input, Next, Route, View};
use crate::gfx::Canvas;
use crate::sim::flow::Game;

/// The demo screen.
pub struct Demo;

impl Demo {
    /// The demo from its start (`None`: the pack's demo cannot be loaded).
    pub fn start(cx: &mut Cx<'_, '_>) -> Option<Demo> {
        let g = Game::demo(cx.res()).ok()?;
        cx.c.play.start(g);
        Some(Demo)
    }

    pub fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        if cx.c.player() && (i.ok || i.back || i.start) {
            cx.c.play.game = None;
            return Next::Go(Route::Help(HelpItem::GameHelp));
        }
        frame(cx, None)
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
    }
}
