//! The PSP platform layer: display through the GPU, pad, sound, the memory stick, timing,
//! stdout and the exit callback. It runs any [`Program`] of the core at the screen's 60 Hz
//! and knows nothing of what the program is.
//!
//! Every `unsafe` block says why it is sound, and an `unsafe fn`'s body is no licence for
//! the calls in it: the two lints below hold that.

#![deny(clippy::undocumented_unsafe_blocks, unsafe_op_in_unsafe_fn)]

mod audio;
mod callbacks;
mod entry;
mod file;
mod fs;
mod gu;
mod input;
mod once;
#[cfg(feature = "callback-probe")]
mod probe;
mod save;
mod savedata;
mod stdout;
mod textures;

use alloc::boxed::Box;
use alloc::string::String;
use bounceback::content::RESOURCES;
use bounceback::input::Buttons;
use bounceback::res::locate::{self, Located};
use bounceback::res::Resources;
use bounceback::runtime::{Boot, Event, Program, Timing};
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
        Located::Builtin => (&RESOURCES, None),
        Located::Refused { path, error } => {
            let why = alloc::format!("{error}");
            stdout::line(&alloc::format!("resource error: {path}: {why}"));
            (&RESOURCES, Some((path, why)))
        }
        Located::Loaded { mut resources, .. } => {
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

/// The save at start-up, read through the savedata utility while `gu` presents frames of
/// the program's first screen; the program says which of the bytes found are its save.
fn load_save<P: Program>(
    program: &mut P,
    slot: &mut save::Slot,
    gu: &mut gu::Gu,
) -> (Result<Option<P::Save>, P::SaveError>, save::Source) {
    let outcome = slot.read_savedata(|| {
        gu.begin();
        program.draw(gu, &Timing::default());
        gu.end();
        gu.present();
    });
    let (save, source) = slot.load(outcome, |found| program.read_save(found));
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

/// Writes the program's save through the utility when a write is due and none is running,
/// and reports a write that ended to the program; holds the power switch off meanwhile.
struct Saver {
    power_locked: bool,
}

impl Saver {
    fn frame(&mut self, program: &mut impl Program, slot: &mut save::Slot) {
        if let Some(r) = slot.poll() {
            let mut l: heapless::String<64> = heapless::String::new();
            let _ = match r {
                Ok(()) => write!(l, "save stored"),
                Err(code) => write!(l, "save failed {code:08x}"),
            };
            stdout::line(&l);
            program.save_done(r.is_ok());
        }
        if slot.idle() {
            if let Some(w) = program.take_save() {
                if !slot.start_store(&w.bytes, &w.detail) {
                    stdout::line("save failed to start");
                    program.save_done(false);
                }
            }
        }
        // A sleep waits for a write under way, and for changes when the program says so.
        let hold = !slot.idle() || program.save_status().hold_sleep;
        if hold != self.power_locked {
            self.power_locked = hold;
            if hold {
                // SAFETY: a plain power call, balanced by `power_locked`.
                unsafe { psp::sys::scePowerLock(0) };
            } else {
                // SAFETY: as above: undoes the lock taken before.
                unsafe { psp::sys::scePowerUnlock(0) };
            }
        }
    }
}

/// The main loop: one update and one drawn frame per vertical blank. `make` builds the
/// program over the resources chosen at boot, given the player's own set that was found
/// and refused (its path and why), if any.
pub fn run<P: Program>(make: impl FnOnce(&'static Resources<'static>, Option<(&str, &str)>) -> P) {
    callbacks::start();
    let t_start = now_us();
    // SAFETY: sets the CPU to the 333 MHz the budget is measured at.
    unsafe {
        psp::sys::scePowerSetClockFrequency(333, 333, 166);
    }
    stdout::line(bounceback::boot_line());
    stdout::line(&alloc::format!("started from {}", entry::argv0()));
    // Without a stick nothing is read or written: no save utility call is made to fail,
    // be retried, or be waited on.
    let stick = fs::stick_inserted();
    let no_stick = stick == Some(false);
    stdout::line(match stick {
        Some(true) => "memory stick: inserted",
        Some(false) => "memory stick: none",
        None => "memory stick: unknown",
    });

    let (res, refused) = choose_resources();
    let Some(mut gu) = gu::Gu::init(res) else {
        stdout::line("gu: set up twice");
        return;
    };
    let mut pad = input::Pad::init();
    audio::start(res);
    let mut program = make(res, refused.as_ref().map(|(p, w)| (p.as_str(), w.as_str())));
    let mut slot = program
        .save_slot()
        .filter(|_| !no_stick)
        .map(|s| save::Slot::new(res.levels_crc, &s));
    let (save, source) = match &mut slot {
        Some(slot) if program.keeps_save() => load_save(&mut program, slot, &mut gu),
        _ => (Ok(None), save::Source::None),
    };
    program.start(Boot {
        save,
        moved: source == save::Source::Legacy,
        confirm: input::system_confirm(),
        no_stick,
    });
    let mut saver = Saver {
        power_locked: false,
    };
    // Frames updated since start.
    let mut frame = 0u32;
    // The frame after which the program exits even with the save still unwritten.
    let mut exit_by: Option<u32> = None;
    let mut timing = Timing::default();
    let mut report_at = 0u32;
    let mut first_frame = true;
    #[cfg(feature = "callback-probe")]
    let mut probe = probe::Probe::new();
    loop {
        #[cfg(feature = "callback-probe")]
        probe.frame();
        if callbacks::take_suspend() {
            program.event(Event::Suspend);
            stdout::line("suspend: paused");
        }
        if callbacks::take_resumed() {
            stdout::line("resumed");
        }
        if callbacks::exit_requested() && exit_by.is_none() {
            program.event(Event::ExitRequested);
            exit_by = Some(frame + EXIT_FRAMES);
            stdout::line("exit requested");
        }
        let held = if exit_by.is_some() {
            Buttons::NONE
        } else {
            pad.read()
        };
        let t0 = now_us();
        let fx = program.update(held);
        frame = frame.wrapping_add(1);
        let t1 = now_us();
        // The update of a frame that stepped the simulation is the tick's time.
        if fx.stepped {
            timing.tick_us = (t1 - t0) as u32;
        }
        gu.begin();
        program.draw(&mut gu, &timing);
        gu.end();
        let t2 = now_us();
        timing.draw_us = (t2 - t1) as u32;
        timing.frame_us = (t2 - t0) as u32;
        let list = gu.list_use();
        timing.list_capacity = list.capacity;
        timing.list_used = list.used;
        timing.list_high = list.high_water;
        timing.list_dropped = list.dropped;

        audio::set_enabled(fx.sound_on);
        for &s in &fx.sounds {
            audio::play(s);
        }
        for l in &fx.lines {
            stdout::line(l);
        }
        if let Some(slot) = &mut slot {
            saver.frame(&mut program, slot);
        }
        // With the overlay on, the timings also go to stdout once a second.
        if fx.overlay && frame >= report_at {
            report_at = frame + 60;
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
        if fx.exit && exit_by.is_none() {
            exit_by = Some(frame + EXIT_FRAMES);
        }
        if let Some(by) = exit_by {
            let idle = slot.as_ref().is_none_or(save::Slot::idle);
            let saved = idle && !program.save_status().unsaved;
            if saved || frame >= by {
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
