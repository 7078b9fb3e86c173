//! The collision sandbox as a screen: the scene ([`crate::sandbox::Sandbox`]) owned
//! while it is on show, its events made lines and sounds; CIRCLE or START leaves for the
//! title.

use super::{Cx, Next, Pad, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::ui;
use crate::gfx::Canvas;
use crate::runtime::Line;
use crate::sandbox::Sandbox;
use crate::sim::Sound;
use alloc::boxed::Box;
use core::fmt::Write as _;

/// The sandbox screen.
pub(crate) struct SandboxScreen {
    /// Boxed: the scene is large beside the other screens' state.
    pub scene: Box<Sandbox>,
}

impl SandboxScreen {
    /// SANDBOX on the title: the scene starts (the world is allocated here); `None` when it
    /// cannot, with the reason on stdout.
    pub(crate) fn start(cx: &mut Cx<'_, '_>) -> Option<SandboxScreen> {
        match Sandbox::new() {
            Ok(scene) => {
                cx.say("sandbox start");
                let mut scene = Box::new(scene);
                scene.set_diagnostics(cx.c.overlay);
                Some(SandboxScreen { scene })
            }
            Err(e) => {
                let mut l = Line::new();
                let _ = write!(l, "sandbox error: {e}");
                cx.line(l);
                None
            }
        }
    }
}

impl Scene for SandboxScreen {
    fn at(&self) -> Screen {
        Screen::Sandbox
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        let ev = self.scene.update(i.held, i.pressed);
        // The engine's counters are part of the performance overlay (docs/UI.md).
        self.scene.set_diagnostics(cx.c.overlay);
        let total = self.scene.keys().1;
        if let Some(n) = ev.key {
            let mut l = Line::new();
            let _ = write!(l, "sandbox key {n}/{total}");
            cx.line(l);
            cx.sound(Sound::Pickup);
        }
        if ev.gate_opened {
            cx.say("sandbox gate open");
            cx.sound(Sound::Power);
        }
        if ev.through_gate {
            cx.say("sandbox through gate");
            cx.sound(Sound::Exit);
        }
        if ev.leave {
            cx.sound(Sound::Back);
            return Next::Go(Route::Title(TitleItem::Sandbox));
        }
        Next::Stay
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        self.scene.draw(c, ui::font(v));
    }
}
