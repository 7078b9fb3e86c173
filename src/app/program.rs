//! The game as a [`Program`]: [`App`] behind the platform boundary, through its public
//! API only. The autoplay test modes are other constructors of the same program (built,
//! as `App`'s autoplay is, only with their features or on the host), so the platform
//! never knows them.

use super::save::{self, SaveData, SaveError};
use super::{App, Request};
use crate::audio::TuneBank;
use crate::gfx::Canvas;
use crate::gfx::Color32;
use crate::input::Buttons;
use crate::res::locate::Refusal;
use crate::res::Resources;
use crate::runtime::{
    Assets, Boot, Effects, Event, GameName, LegacySlot, Program, SaveSlot, SaveStatus, SaveTitle,
    SaveWrite, Timing,
};
use core::fmt::Write as _;

/// The save's name for the system: the EBOOT's DISC_ID (`Psp.toml`).
pub const GAME: GameName = GameName::of("BOUNCE001");
/// The save browser's pictures: the EBOOT's own.
static ICON0: &[u8] = include_bytes!("../../EBOOT-assets/ICON0.PNG");
static PIC1: &[u8] = include_bytes!("../../EBOOT-assets/PIC1.PNG");

/// The game application run by a platform.
pub struct AppProgram<'r> {
    res: &'r Resources<'r>,
    app: App<'r>,
    /// Normal play: the save is read at start-up.
    player: bool,
    /// What the player is told about their refused resource set, on the first screen.
    refused: Option<Refusal>,
    /// What a save refused at start-up holds, read as far as it reads (for its screen).
    held: core::cell::Cell<Option<save::Held>>,
}

impl<'r> AppProgram<'r> {
    /// Normal play over `res`; `refused` tells the player's own resource set that was found
    /// and refused, shown before the title.
    pub fn player(res: &'r Resources<'r>, refused: Option<&Refusal>) -> Self {
        let mut app = App::new(res, Ok(None));
        let refused = refused.cloned();
        if let Some(r) = &refused {
            app.show_refusal(r);
        }
        AppProgram {
            res,
            app,
            player: true,
            refused,
            held: core::cell::Cell::new(None),
        }
    }

    /// The demo played at boot, `demo_hash=` at its end (`demo-autoplay`).
    #[cfg(any(
        feature = "demo-autoplay",
        feature = "replay-autoplay",
        feature = "selftest",
        all(feature = "std", not(target_os = "psp"))
    ))]
    pub fn demo(res: &'r Resources<'r>) -> Self {
        AppProgram {
            res,
            app: App::demo_autoplay(res),
            player: false,
            refused: None,
            held: core::cell::Cell::new(None),
        }
    }

    /// Level `level` played at boot with the replay `text` (`tests/replays/` syntax; an
    /// unreadable one plays no input), `replay_hash=` at its end (`replay-autoplay`).
    #[cfg(any(
        feature = "demo-autoplay",
        feature = "replay-autoplay",
        feature = "selftest",
        all(feature = "std", not(target_os = "psp"))
    ))]
    pub fn replay(res: &'r Resources<'r>, level: usize, text: &str) -> Self {
        let events = crate::sim::replay::parse_text(text).unwrap_or_default();
        let mut app = App::replay_autoplay(res, level, events);
        // `BOUNCE_VIEW=original` at build time plays it in the original view (the emulator's
        // view test); the simulation, and so the hash, is the same.
        if option_env!("BOUNCE_VIEW") == Some("original") {
            app.set_original_view(true);
        }
        // `BOUNCE_SCALE=1:1|sharp|smooth` with it picks the SCREEN setting (the emulator's
        // comparison of each with the host's pictures).
        let scale = option_env!("BOUNCE_SCALE").and_then(|s| {
            crate::gfx::scale::Scale::ALL
                .into_iter()
                .find(|k| k.name().eq_ignore_ascii_case(s))
        });
        if let Some(scale) = scale {
            app.set_scale(scale);
        }
        AppProgram {
            res,
            app,
            player: false,
            refused: None,
            held: core::cell::Cell::new(None),
        }
    }

    /// The application inside.
    pub fn app(&self) -> &App<'r> {
        &self.app
    }

    /// The application inside, to set options as a tool's flags ask.
    pub fn app_mut(&mut self) -> &mut App<'r> {
        &mut self.app
    }

    fn builtin(&self) -> bool {
        crate::embedded::RESOURCES.is(self.res)
    }
}

impl Assets for AppProgram<'static> {
    fn pictures(&self, each: &mut dyn FnMut(&'static [u8], &'static [Color32])) {
        crate::assets::pictures(self.res, each);
    }

    fn tunes(&self, bank: &mut TuneBank) {
        crate::assets::tunes(self.res, bank);
    }
}

impl<'r> Program for AppProgram<'r> {
    type Save = SaveData;
    type SaveError = SaveError;

    fn keeps_save(&self) -> bool {
        self.player
    }

    fn save_slot(&self) -> Option<SaveSlot> {
        let set = self.res.levels_crc;
        let builtin = self.builtin();
        let mut set_title = heapless::String::new();
        let _ = if builtin {
            write!(set_title, "Built-in levels")
        } else {
            write!(set_title, "Your levels ({set:08X})")
        };
        // The sceIo versions wrote the set's file, and while replacing it its `.NEW`.
        let main = save::file_name(set);
        let mut new = main.clone();
        new.truncate(main.len() - ".BIN".len());
        let fitted = new.push_str(".NEW");
        // The four bytes `.BIN` left.
        debug_assert!(fitted.is_ok());
        let mut slot = SaveSlot::new(GAME, SaveTitle::of("Bounce Back"), set);
        slot.set_title = set_title;
        slot.icon0 = ICON0;
        slot.pic1 = PIC1;
        // Version 1 kept one save, of the built-in levels.
        let older: &[&str] = if builtin {
            &["SAVE.BIN", "SAVE.NEW"]
        } else {
            &[]
        };
        // Two older files, within the bound: the slot always has its legacy place.
        slot.legacy = LegacySlot::new("BOUNCEBACK", [main, new], older).ok();
        Some(slot)
    }

    fn read_save(
        &self,
        found: Result<&[u8], crate::runtime::JobError>,
    ) -> Result<SaveData, SaveError> {
        let bytes = found.map_err(SaveError::Unreadable)?;
        let read = SaveData::from_bytes(bytes, self.res.levels_crc, self.builtin());
        if read.is_err() {
            self.held.set(Some(save::held(bytes)));
        }
        read
    }

    fn start(&mut self, boot: Boot<SaveData, SaveError>) {
        if self.player {
            self.app = App::new(self.res, boot.save);
            if let Some(h) = self.held.take() {
                self.app.set_damaged_held(h);
            }
            if boot.moved {
                self.app.request_save();
            }
        }
        self.app.set_confirm(boot.confirm);
        if boot.no_stick && self.player {
            self.app.set_no_stick();
        }
        if !self.player {
            self.app.write_no_saves();
        }
        if let Some(r) = &self.refused {
            self.app.show_refusal(r);
        }
    }

    fn event(&mut self, event: Event) {
        // Leaving from outside pauses first, as a sleep does, then keeps the Continue point.
        self.app.suspend();
        if event == Event::ExitRequested {
            self.app.exit_requested();
        }
    }

    fn update(&mut self, held: Buttons) -> Effects {
        let ticks = |app: &App<'_>| app.game().map(|g| g.sim.ticks());
        let before = ticks(&self.app);
        let request = self.app.update(held);
        let stepped = ticks(&self.app) != before;
        let mut sounds = heapless::Vec::new();
        for s in self.app.take_sounds() {
            crate::runtime::queue_tune(&mut sounds, s as u8);
        }
        Effects {
            lines: self.app.take_lines(),
            sounds,
            sound_on: self.app.sound_on(),
            volume: self.app.volume(),
            stepped,
            overlay: self.app.overlay(),
            exit: request == Request::Exit,
        }
    }

    fn draw(&mut self, canvas: &mut impl Canvas, timing: &Timing) {
        self.app.timing = *timing;
        self.app.draw(canvas);
    }

    fn take_save(&mut self) -> Option<SaveWrite> {
        let bytes = self.app.take_save()?;
        Some(SaveWrite {
            bytes,
            detail: save::detail(&self.app.save),
        })
    }

    fn save_done(&mut self, ok: bool) {
        self.app.save_done(ok);
    }

    fn save_no_space(&mut self, needed_kb: u32) {
        self.app.save_no_space(needed_kb);
    }

    fn take_text_ask(&mut self) -> Option<crate::runtime::TextAsk> {
        self.app.take_text_ask()
    }

    fn text_typed(&mut self, text: Option<&str>) {
        self.app.text_typed(text);
    }

    fn take_file_job(&mut self) -> Option<crate::runtime::FileJob> {
        if self.player {
            self.app.take_file_job()
        } else {
            None
        }
    }

    fn file_done(&mut self, reply: crate::runtime::FileReply) {
        self.app.file_done(reply);
    }

    fn save_status(&self) -> SaveStatus {
        let q = self.app.saves();
        SaveStatus {
            unsaved: q.unsaved(),
            failures: q.failures(),
            // A sleep waits for changes to reach the stick, not for a stick that keeps
            // failing.
            hold_sleep: q.unsaved() && q.failures() < 3,
        }
    }
}
