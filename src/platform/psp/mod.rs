//! The PSP platform layer: display through the GPU, pad, sound, the memory stick, timing,
//! stdout and the exit callback. It runs the core's [`App`] at the screen's 60 Hz and knows
//! nothing of game rules.

mod audio;
mod entry;
mod fs;
mod gu;
mod input;
#[cfg_attr(
    any(feature = "demo-autoplay", feature = "replay-autoplay"),
    allow(dead_code)
)]
mod save;
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

fn make_app(res: &'static Resources<'static>, _slot: &save::Slot) -> App<'static> {
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
        App::new(res, _slot.load())
    }
}

/// The game's main loop: one update and one drawn frame per vertical blank.
pub fn run() {
    psp::enable_home_button();
    // SAFETY: sets the CPU to the 333 MHz the budget is measured at; makes the resources
    // the GPU reads from main memory visible to it.
    let t_start = now_us();
    // SAFETY: sets the CPU to the 333 MHz the budget is measured at.
    unsafe {
        psp::sys::scePowerSetClockFrequency(333, 333, 166);
    }
    stdout::line(bounceback::boot_line());
    stdout::line(&alloc::format!("started from {}", entry::argv0()));

    let (res, refused) = choose_resources();
    let slot = save::Slot::new(res.levels_crc, core::ptr::eq(res, &RESOURCES));
    let mut gu = gu::Gu::init();
    let mut pad = input::Pad::init();
    audio::start(res);
    let mut app = make_app(res, &slot);
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
    loop {
        let held = pad.read();
        let t0 = now_us();
        let ticks_before = app.game().map(|g| g.sim.ticks);
        let request = app.update(held);
        let t1 = now_us();
        // The update of a frame that stepped the simulation is the tick's time.
        if app.game().map(|g| g.sim.ticks) != ticks_before {
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
        if let Some(bytes) = app.take_save() {
            stdout::line(if slot.store(&bytes) {
                "save stored"
            } else {
                "save failed"
            });
        }
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
        if request == Request::Exit {
            // SAFETY: ends the game the way the HOME menu's exit does.
            unsafe { psp::sys::sceKernelExitGame() };
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
