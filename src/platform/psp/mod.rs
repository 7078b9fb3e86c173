//! The PSP platform layer: display through the GPU, pad, sound, the memory stick, timing,
//! stdout and the exit callback. It runs the core's [`App`] at the screen's 60 Hz and knows
//! nothing of game rules.

mod audio;
mod callbacks;
mod entry;
mod fs;
mod gu;
mod input;
#[cfg(feature = "callback-probe")]
mod probe;
#[cfg_attr(
    any(feature = "demo-autoplay", feature = "replay-autoplay"),
    allow(dead_code)
)]
mod save;
#[cfg_attr(
    any(feature = "demo-autoplay", feature = "replay-autoplay"),
    allow(dead_code)
)]
mod savedata;
mod stdout;
mod textures;

use alloc::boxed::Box;
use alloc::string::String;
use bounceback::app::{App, Request, Timing};
use bounceback::content::RESOURCES;
use bounceback::res::locate::{self, Outcome};
use bounceback::res::Resources;
use core::fmt::Write as _;

fn now_us() -> i64 {
    // SAFETY: reads the system clock; no arguments.
    unsafe { psp::sys::sceKernelGetSystemTimeWide() }
}

fn free_bytes() -> usize {
    // SAFETY: a query of the user partition's free memory; no arguments.
    unsafe { psp::sys::sceKernelTotalFreeMemSize() }
}

/// The resources to play: the player's own set when one is found beside the EBOOT and is
/// valid, else the built-in pack (with the reason when a found set was refused).
fn choose_resources() -> (&'static Resources<'static>, Option<(String, String)>) {
    let t0 = now_us();
    let free0 = free_bytes();
    let outcome = locate::find_and_load(&mut fs::Stick, entry::argv0());
    stdout::line(&outcome.line());
    let chosen = match outcome {
        Outcome::Builtin => (&RESOURCES, None),
        Outcome::Refused { path, error } => {
            let why = alloc::format!("{error}");
            stdout::line(&alloc::format!("resource error: {path}: {why}"));
            (&RESOURCES, Some((path, why)))
        }
        Outcome::Loaded { mut resources, .. } => {
            let block = textures::settle(&mut resources);
            let res: &'static Resources<'static> = Box::leak(resources);
            stdout::line(&alloc::format!(
                "resources loaded in {} ms: heap {} KiB, textures {} KiB",
                (now_us() - t0) / 1000,
                free0.saturating_sub(free_bytes()) / 1024,
                block / 1024
            ));
            (res, None)
        }
    };
    // SAFETY: makes every picture the GPU reads from main memory (the embedded set, or
    // the one just decoded) visible to it; no arguments.
    unsafe { psp::sys::sceKernelDcacheWritebackAll() };
    chosen
}

/// Frames the exit may wait for the save (2 s).
const EXIT_FRAMES: u32 = 120;

/// The save at start-up, read through the savedata utility while `gu` presents frames.
#[cfg(not(any(feature = "demo-autoplay", feature = "replay-autoplay")))]
fn load_save(
    slot: &mut save::Slot,
    gu: &mut gu::Gu,
    res: &'static Resources<'static>,
    refused: &Option<(String, String)>,
) -> (
    Result<Option<bounceback::app::SaveData>, bounceback::app::save::SaveError>,
    save::Source,
) {
    // Meanwhile the screen the game opens on is shown (as it is without a save).
    let mut shown = App::new(res, Ok(None));
    if let Some((path, why)) = refused {
        shown.show_resource_error(path, why);
    }
    let (save, source) = slot.load(|| {
        gu.begin();
        shown.draw(gu);
        gu.end();
        gu.present();
    });
    let mut l: heapless::String<96> = heapless::String::new();
    let _ = match (&save, source) {
        (Ok(Some(_)), save::Source::Savedata) => write!(l, "savedata: loaded {}", slot.folder()),
        (Ok(Some(_)), _) => write!(l, "savedata: moving the old save to {}", slot.folder()),
        (Ok(None), _) => write!(l, "savedata: none"),
        (Err(e), _) => write!(l, "savedata: {e}"),
    };
    stdout::line(&l);
    (save, source)
}

/// Writes the save data through the utility when a write is due and none is running, and
/// reports a write that ended to the app; holds the power switch off meanwhile.
struct Saver {
    power_locked: bool,
}

impl Saver {
    fn frame(&mut self, app: &mut App<'_>, slot: &mut save::Slot) {
        if let Some(r) = slot.poll() {
            let mut l: heapless::String<64> = heapless::String::new();
            let _ = match r {
                Ok(()) => write!(l, "save stored"),
                Err(code) => write!(l, "save failed {code:08x}"),
            };
            stdout::line(&l);
            app.save_done(r.is_ok());
        }
        if slot.idle() {
            if let Some(bytes) = app.take_save() {
                let detail = bounceback::app::save::detail(&app.save);
                if !slot.start_store(&bytes, &detail) {
                    stdout::line("save failed to start");
                    app.save_done(false);
                }
            }
        }
        // A sleep waits for changes to reach the stick (not for a stick that keeps failing).
        let hold = !slot.idle() || (app.saves().unsaved() && app.saves().failures() < 3);
        if hold != self.power_locked {
            self.power_locked = hold;
            // SAFETY: plain power calls, balanced by `power_locked`.
            unsafe {
                if hold {
                    psp::sys::scePowerLock(0);
                } else {
                    psp::sys::scePowerUnlock(0);
                }
            }
        }
    }
}

fn make_app(
    res: &'static Resources<'static>,
    _slot: &mut save::Slot,
    _gu: &mut gu::Gu,
    _refused: &Option<(String, String)>,
) -> App<'static> {
    #[cfg(feature = "demo-autoplay")]
    {
        App::demo_autoplay(res)
    }
    #[cfg(all(feature = "replay-autoplay", not(feature = "demo-autoplay")))]
    {
        let events = bounceback::sim::replay::parse_text(bounceback::content::REPLAY_TEXT)
            .unwrap_or_default();
        App::replay_autoplay(res, bounceback::content::REPLAY_LEVEL, events)
    }
    #[cfg(not(any(feature = "demo-autoplay", feature = "replay-autoplay")))]
    {
        let (save, source) = load_save(_slot, _gu, res, _refused);
        let mut app = App::new(res, save);
        if source == save::Source::Legacy {
            app.request_save();
        }
        app
    }
}

/// The game's main loop: one update and one drawn frame per vertical blank.
pub fn run() {
    callbacks::start();
    let t_start = now_us();
    // SAFETY: sets the CPU to the 333 MHz the budget is measured at.
    unsafe {
        psp::sys::scePowerSetClockFrequency(333, 333, 166);
    }
    stdout::line(bounceback::boot_line());
    stdout::line(&alloc::format!("started from {}", entry::argv0()));

    let (res, refused) = choose_resources();
    let mut slot = save::Slot::new(res.levels_crc, core::ptr::eq(res, &RESOURCES));
    let mut gu = gu::Gu::init();
    let mut pad = input::Pad::init();
    audio::start(res);
    let mut app = make_app(res, &mut slot, &mut gu, &refused);
    app.set_confirm(input::system_confirm());
    let mut saver = Saver {
        power_locked: false,
    };
    // The frame after which the game exits even with the save still unwritten.
    let mut exit_by: Option<u32> = None;
    if let Some((path, why)) = refused {
        if cfg!(not(any(
            feature = "demo-autoplay",
            feature = "replay-autoplay"
        ))) {
            app.show_resource_error(&path, &why);
        }
    }
    let mut timing = Timing::default();
    let mut report_at = 0u32;
    let mut first_frame = true;
    #[cfg(feature = "callback-probe")]
    let mut probe = probe::Probe::new();
    loop {
        #[cfg(feature = "callback-probe")]
        probe.frame();
        if callbacks::take_suspend() {
            app.suspend();
            stdout::line("suspend: paused");
        }
        if callbacks::take_resumed() {
            stdout::line("resumed");
        }
        if callbacks::exit_requested() && exit_by.is_none() {
            app.suspend();
            app.exit_requested();
            exit_by = Some(app.frame() + EXIT_FRAMES);
            stdout::line("exit requested");
        }
        let held = if exit_by.is_some() {
            bounceback::input::Buttons::NONE
        } else {
            pad.read()
        };
        let t0 = now_us();
        let ticks_before = app.game().map(|g| g.sim.ticks());
        let request = app.update(held);
        let t1 = now_us();
        // The update of a frame that stepped the simulation is the tick's time.
        if app.game().map(|g| g.sim.ticks()) != ticks_before {
            timing.tick_us = (t1 - t0) as u32;
        }
        gu.begin();
        app.timing = timing;
        app.draw(&mut gu);
        gu.end();
        let t2 = now_us();
        timing.draw_us = (t2 - t1) as u32;
        timing.frame_us = (t2 - t0) as u32;
        let list = gu.list_use();
        timing.list_capacity = list.capacity;
        timing.list_used = list.used;
        timing.list_high = list.high_water;
        timing.list_dropped = list.dropped;

        audio::set_enabled(app.sound_on());
        for s in app.take_sounds() {
            audio::play(s as u8);
        }
        for l in app.take_lines() {
            stdout::line(&l);
        }
        saver.frame(&mut app, &mut slot);
        // With the overlay on, the timings also go to stdout once a second.
        if app.overlay() && app.frame() >= report_at {
            report_at = app.frame() + 60;
            let mut l: heapless::String<160> = heapless::String::new();
            let _ = write!(
                l,
                "perf tick_us={} draw_us={} frame_us={} list_bytes={} list_high={} \
                 list_dropped={}",
                timing.tick_us,
                timing.draw_us,
                timing.frame_us,
                list.used,
                list.high_water,
                list.dropped_total
            );
            stdout::line(&l);
        }
        if request == Request::Exit && exit_by.is_none() {
            exit_by = Some(app.frame() + EXIT_FRAMES);
        }
        if let Some(by) = exit_by {
            let saved = slot.idle() && !app.saves().unsaved();
            if saved || app.frame() >= by {
                stdout::line(if saved {
                    "exit"
                } else {
                    "exit with the save unwritten"
                });
                // SAFETY: ends the game the way the HOME menu's exit does.
                unsafe { psp::sys::sceKernelExitGame() };
            }
        }
        gu.present();
        if first_frame {
            first_frame = false;
            let mut l: heapless::String<48> = heapless::String::new();
            let _ = write!(l, "first frame after {} ms", (now_us() - t_start) / 1000);
            stdout::line(&l);
        }
    }
}
