//! The collision sandbox as a screen: the scene ([`crate::sandbox::Sandbox`]) owned
//! while it is on show, its events made lines and sounds; the back button (the one that
//! does not confirm) or START leaves for the title. Through the exit, the room is done: a
//! panel says so over the dimmed room, the confirm button plays it again and the back
//! button (or START) leaves.

use super::{Cx, Next, Pad, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::ui::{self, GOLD, TEXT};
use crate::gfx::{Canvas, Rect, Role};
use crate::input::Confirm;
use crate::runtime::Line;
use crate::sandbox::Sandbox;
use crate::sim::Sound;
use alloc::boxed::Box;
use core::fmt::Write as _;

/// Frames the hero walks on in the exit before the room's end shows (half a second: the
/// player sees the hero arrive).
pub(crate) const END_AFTER: u32 = 30;

/// The sandbox screen.
pub(crate) struct SandboxScreen {
    /// Boxed: the scene is large beside the other screens' state.
    pub scene: Box<Sandbox>,
    /// Frames since the hero went through the exit (0: not yet).
    ended: u32,
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
                scene.set_confirm(cx.c.confirm);
                Some(SandboxScreen { scene, ended: 0 })
            }
            Err(e) => {
                let mut l = Line::new();
                let _ = write!(l, "sandbox error: {e}");
                cx.line(l);
                None
            }
        }
    }

    /// Opens on `Route::Sandbox`.
    pub(super) fn open(cx: &mut Cx<'_, '_>) -> Option<SandboxScreen> {
        SandboxScreen::start(cx)
    }

    /// Whether the room's end is on show (the scene stands still under it).
    pub(crate) fn done(&self) -> bool {
        self.ended >= END_AFTER
    }

    /// The end's panel: the heading, what the player did, and the two ways on.
    fn draw_end(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        const HEAD: &str = "ROOM CLEARED";
        const SAID: &str = "EVERY KEY TAKEN, THE GATE OPENED AND THE EXIT REACHED.";
        ui::dim(c);
        let t = ui::style(v, Role::Title);
        let b = ui::style(v, Role::Body);
        let hint = ui::small(Role::Hint);
        let ways = again_or_leave(v.c.confirm);
        let lines = ui::wrap_even_n::<3>(&b.f, SAID, 300);
        let widest = lines
            .iter()
            .map(|l| b.width(l))
            .max()
            .unwrap_or(0)
            .max(t.width(HEAD))
            .max(hint.width(ways));
        let (pad, edge) = (16, 10);
        let w = widest + 2 * pad;
        let step = b.step();
        let body_h = step * lines.len() as i32 - (step - b.height());
        let over = crate::gfx::button_pictures::overhang(hint.height());
        let h = edge + t.height() + edge + body_h + edge + 4 + hint.height() + 2 * over + edge;
        // Centred on the room, above the scene's status bar.
        let room_h = (crate::sandbox::room::H * crate::sandbox::room::TILE_PX as usize) as i32;
        let r = Rect::new(
            (crate::gfx::SCREEN_W - w) / 2,
            ((room_h - h) / 2).max(ui::GAP),
            w,
            h,
        );
        ui::panel(v, c, r);
        let cx = r.x + w / 2;
        let mut y = r.y + edge;
        t.centred(c, cx, y, GOLD, HEAD);
        y += t.height() + edge;
        for l in &lines {
            b.centred(c, cx, y, TEXT, l);
            y += step;
        }
        y += edge + 4 - (step - b.height()) + over;
        hint.centred(c, cx, y, TEXT, ways);
    }
}

/// The end panel's buttons: the confirm one plays the room again, the other leaves.
pub(crate) fn again_or_leave(confirm: Confirm) -> &'static str {
    match confirm {
        Confirm::Cross => "✕ PLAY AGAIN   ○ BACK TO THE TITLE",
        Confirm::Circle => "○ PLAY AGAIN   ✕ BACK TO THE TITLE",
    }
}

impl Scene for SandboxScreen {
    fn at(&self) -> Screen {
        Screen::Sandbox
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        self.scene.set_confirm(cx.c.confirm);
        if self.done() {
            if i.ok {
                cx.sound(Sound::Select);
                cx.say("sandbox again");
                return Next::Go(Route::Sandbox);
            }
            if i.back || i.start {
                cx.sound(Sound::Back);
                return Next::Go(Route::Title(TitleItem::Sandbox));
            }
            return Next::Stay;
        }
        if self.ended > 0 {
            self.ended += 1;
        }
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
            self.ended = 1;
        }
        if ev.leave {
            cx.sound(Sound::Back);
            return Next::Go(Route::Title(TitleItem::Sandbox));
        }
        Next::Stay
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        self.scene.draw(c, ui::font(v));
        if self.done() {
            self.draw_end(v, c);
        }
    }
}
