//! The sandbox as a [`Program`] of its own: the scene over the same resources (their font
//! and tunes), with no title around it. Its lines and sounds are those of the title's
//! SANDBOX entry; leaving the scene ends the program. It keeps no save.

use super::{Events, Sandbox};
use crate::audio::TuneBank;
use crate::gfx::text::Font;
use crate::gfx::Canvas;
use crate::gfx::Color32;
use crate::input::Buttons;
use crate::res::Resources;
use crate::runtime::{
    Assets, Boot, Effects, Event, Line, Program, SaveSlot, SaveStatus, SaveWrite, Timing,
};
use crate::sim::Sound;
use core::convert::Infallible;
use core::fmt::Write as _;

/// The sandbox run by a platform.
pub struct SandboxProgram<'r> {
    res: &'r Resources<'r>,
    /// `None` when the scene could not be made (said on the first frame, which then ends).
    scene: Option<Sandbox>,
    held: Buttons,
    /// The line made before the first update.
    pending: Option<Line>,
}

impl<'r> SandboxProgram<'r> {
    /// The scene over the embedded room, drawn with `res`'s font and heard with its tunes.
    pub fn new(res: &'r Resources<'r>) -> Self {
        let mut l = Line::new();
        let scene = match Sandbox::new() {
            Ok(s) => {
                let fitted = l.push_str("sandbox start");
                debug_assert!(fitted.is_ok());
                Some(s)
            }
            Err(e) => {
                let _ = write!(l, "sandbox error: {e}");
                None
            }
        };
        SandboxProgram {
            res,
            scene,
            held: Buttons::NONE,
            pending: Some(l),
        }
    }

    /// The scene inside.
    pub fn scene(&self) -> Option<&Sandbox> {
        self.scene.as_ref()
    }
}

/// A frame's scene events as the title's SANDBOX entry reports them.
fn report(ev: &Events, keys_total: u8, fx: &mut Effects) {
    let mut say = |text: core::fmt::Arguments<'_>| {
        let mut l = Line::new();
        let _ = l.write_fmt(text);
        let fitted = fx.lines.push(l);
        // Three lines at most, after the one pending line.
        debug_assert!(fitted.is_ok());
    };
    if let Some(n) = ev.key {
        say(format_args!("sandbox key {n}/{keys_total}"));
    }
    if ev.gate_opened {
        say(format_args!("sandbox gate open"));
    }
    if ev.through_gate {
        say(format_args!("sandbox through gate"));
    }
    let sounds = [
        (ev.key.is_some(), Sound::Pickup),
        (ev.gate_opened, Sound::Power),
        (ev.through_gate, Sound::Exit),
        (ev.leave, Sound::Back),
    ];
    for (on, s) in sounds {
        if on {
            crate::runtime::queue_tune(&mut fx.sounds, s as u8);
        }
    }
}

impl Assets for SandboxProgram<'static> {
    fn pictures(&self, each: &mut dyn FnMut(&'static [u8], &'static [Color32])) {
        crate::assets::pictures(self.res, each);
    }

    fn tunes(&self, bank: &mut TuneBank) {
        crate::assets::tunes(self.res, bank);
    }
}

impl Program for SandboxProgram<'_> {
    type Save = ();
    type SaveError = Infallible;

    fn keeps_save(&self) -> bool {
        false
    }

    fn save_slot(&self) -> Option<SaveSlot> {
        None
    }

    fn read_save(&self, _found: Result<&[u8], crate::runtime::JobError>) -> Result<(), Infallible> {
        Ok(())
    }

    fn start(&mut self, _boot: Boot<(), Infallible>) {}

    fn event(&mut self, _event: Event) {}

    fn update(&mut self, held: Buttons) -> Effects {
        let pressed = held.pressed_since(self.held);
        self.held = held;
        let mut fx = Effects {
            lines: self.pending.take().into_iter().collect(),
            sound_on: true,
            ..Effects::default()
        };
        let Some(s) = self.scene.as_mut() else {
            fx.exit = true;
            return fx;
        };
        let ev = s.update(held, pressed);
        fx.stepped = !ev.leave;
        report(&ev, s.keys().1, &mut fx);
        fx.exit = ev.leave;
        fx
    }

    fn draw(&mut self, canvas: &mut impl Canvas, _timing: &Timing) {
        if let Some(s) = &self.scene {
            let sheet = self
                .res
                .pictures("im")
                .and_then(|p| p.get(crate::assets::IM_FONT));
            s.draw(canvas, Font::pick(sheet.map(|p| p.image()), 2));
        }
    }

    fn take_save(&mut self) -> Option<SaveWrite> {
        None
    }

    fn save_done(&mut self, _ok: bool) {}

    fn save_status(&self) -> SaveStatus {
        SaveStatus::default()
    }
}
