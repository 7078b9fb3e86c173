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
mod machine;
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
use bounceback::res::locate::{self, Located};
use bounceback::res::Resources;
use bounceback::runtime::driver::Driver;
use bounceback::runtime::{Boot, Program, Timing};
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
    let pad = input::Pad::init();
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
    let mut machine = machine::Machine {
        gu,
        pad,
        slot,
        #[cfg(feature = "callback-probe")]
        probe: probe::Probe::new(),
    };
    let mut driver = Driver::new(t_start);
    loop {
        driver.frame(&mut program, &mut machine);
    }
}
