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
mod gpu_pictures;
mod gu;
mod input;
mod jobs;
mod machine;
pub mod memory;
mod once;
mod osk;
mod save;
mod savedata;
#[cfg(feature = "selftest")]
pub mod selftest;
mod stdout;
#[cfg(feature = "callback-probe")]
mod switch_stand_in;

pub use fs::MemoryStick;

/// Makes the binary's PSP main function: it runs the program `make` builds
/// ([`run`]). A binary (the game, an example) says it once, at its top level.
#[macro_export]
macro_rules! psp_main {
    ($make:expr) => {
        #[no_mangle]
        fn bounceback_psp_main() {
            $crate::platform::psp::run($make)
        }
    };
}

use bounceback::res::Resources;
use bounceback::runtime::driver::Driver;
use bounceback::runtime::{Assets, Boot, Program, Timing};
use core::fmt::Write as _;

fn now_us() -> i64 {
    // SAFETY: reads the system clock; no arguments.
    unsafe { psp::sys::sceKernelGetSystemTimeWide() }
}

/// Each thread's stack high-water mark as a stdout line
/// (`stack: main 49136 of 262144 B, audio 468 of 16384 B, callbacks 472 of 4096 B`), from
/// `sceKernelGetThreadStackFreeSize`; printed when the game leaves, so a run's deepest use
/// is on record (docs/HARDWARE.md).
fn stack_line() {
    // SAFETY: this thread's id; no arguments.
    let main = psp::sys::SceUid(unsafe { psp::sys::sceKernelGetThreadId() });
    let threads = [
        ("main", Some(main), entry::MAIN_STACK),
        ("audio", audio::thread(), audio::STACK),
        ("callbacks", callbacks::thread(), callbacks::STACK),
    ];
    let mut l: heapless::String<128> = heapless::String::new();
    let _ = l.push_str("stack:");
    for (i, (name, id, size)) in threads.into_iter().enumerate() {
        // SAFETY: a query of a thread this program made; no pointers.
        let free = id.map_or(-1, |id| unsafe {
            psp::sys::sceKernelGetThreadStackFreeSize(id)
        });
        let sep = if i == 0 { " " } else { ", " };
        let _ = if free < 0 {
            write!(l, "{sep}{name} unknown")
        } else {
            write!(l, "{sep}{name} {} of {size} B", size - free)
        };
    }
    stdout::line(&l);
    memory::line("leaving");
}

/// The heap's free bytes (every allocation is in the program's own heap, so the
/// partition's free memory no longer moves when the program allocates).
fn free_bytes() -> usize {
    memory::HEAP_BYTES - memory::counts().live as usize
}

/// What the platform offers a program's start-up, before the program exists: the memory
/// stick's files, the path the EBOOT was started from, stdout, the clock, and a home the GPU
/// can read for pictures decoded at run time.
pub struct Start {
    _private: (),
}

impl Start {
    /// The memory stick's files (the resource search's [`Volume`](bounceback::res::locate::Volume)).
    pub fn stick(&mut self) -> MemoryStick {
        MemoryStick
    }

    /// The path the EBOOT was started from (empty when the loader passed none).
    pub fn argv0(&self) -> &'static str {
        entry::argv0()
    }

    /// Writes `l` as a line to stdout.
    pub fn line(&mut self, l: &str) {
        stdout::line(l);
    }

    /// The system clock, in microseconds.
    pub fn now_us(&self) -> i64 {
        now_us()
    }

    /// The heap's free memory, in bytes.
    pub fn free_bytes(&self) -> usize {
        free_bytes()
    }

    /// Moves the pictures of `res` (decoded at run time) into one block the GPU can read;
    /// returns its size in bytes (0: they could not move, and are not drawn).
    pub fn settle(&mut self, res: &mut Resources<'static>) -> usize {
        gpu_pictures::settle(res)
    }
}

/// [`Start::settle`] for a program made without a start (the self-test).
pub fn settle(res: &mut Resources<'static>) -> usize {
    gpu_pictures::settle(res)
}

/// The save at start-up, read through the savedata utility while `gu` presents frames of
/// the program's first screen (the player sees it from the first: `shown` gets when); the
/// program says which of the bytes found are its save.
fn load_save<P: Program>(
    program: &mut P,
    slot: &mut save::Slot,
    gu: &mut gu::Gu,
    shown: &mut Option<i64>,
) -> (Result<Option<P::Save>, P::SaveError>, save::Source) {
    let outcome = slot.read_savedata(|| {
        gu.begin();
        program.draw(gu, &Timing::default());
        gu.end();
        gu.present();
        if shown.is_none() {
            *shown = Some(now_us());
        }
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
/// program at start-up (choosing its data with what [`Start`] offers); its [`Assets`] are
/// the pictures the GPU draws and the tunes the sound thread plays for the whole run.
pub fn run<P: Program + Assets>(make: impl FnOnce(&mut Start) -> P) {
    callbacks::start();
    let t_start = now_us();
    // The console's own clock, 222 MHz (bus 111), set rather than assumed: a launcher may
    // have left it raised. Every scene fits its budget there (tests/emu/clock.sh), and a
    // PSP at 333 MHz runs hotter and empties its battery sooner.
    // SAFETY: a power call with the clocks as numbers; no pointers.
    unsafe {
        psp::sys::scePowerSetClockFrequency(222, 222, 111);
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

    let mut program = make(&mut Start { _private: () });
    memory::line("started");
    // SAFETY: makes every picture the GPU reads from main memory (the program's, built in
    // or decoded at start-up) visible to it; no arguments.
    unsafe { psp::sys::sceKernelDcacheWritebackAll() };
    let Some(mut gu) = gu::Gu::init(&program) else {
        stdout::line("gu: set up twice");
        return;
    };
    let pad = input::Pad::init();
    audio::start(&program);
    let mut slot = program
        .save_slot()
        .filter(|_| !no_stick)
        .map(|s| save::Slot::new(&s));
    let mut shown = None;
    let (save, source) = match &mut slot {
        Some(slot) if program.keeps_save() => load_save(&mut program, slot, &mut gu, &mut shown),
        _ => (Ok(None), save::Source::None),
    };
    let mut boot = Boot::new(save);
    boot.moved = source == save::Source::Legacy;
    boot.confirm = input::system_confirm();
    boot.no_stick = no_stick;
    program.start(boot);
    let mut machine = machine::Machine {
        gu,
        pad,
        slot,
        osk: osk::Osk::new(input::system_confirm()),
        files: jobs::Service::default(),
        #[cfg(feature = "callback-probe")]
        stand_in: switch_stand_in::SwitchStandIn::new(),
    };
    let mut driver = Driver::new(t_start);
    if let Some(at) = shown {
        driver.shown_at(at);
    }
    loop {
        driver.frame(&mut program, &mut machine);
    }
}
