//! The PSP platform layer: display through the GPU, pad, sound, the memory stick, timing,
//! stdout and the exit callback. It runs the core's [`App`] at the screen's 60 Hz and knows
//! nothing of game rules.

mod audio;
mod gu;
mod input;
#[cfg_attr(
    any(feature = "demo-autoplay", feature = "replay-autoplay"),
    allow(dead_code)
)]
mod save;
mod stdout;

use bounceback::app::{App, Request, Timing};
use bounceback::content::RESOURCES;
use core::fmt::Write as _;

fn now_us() -> i64 {
    // SAFETY: reads the system clock; no arguments.
    unsafe { psp::sys::sceKernelGetSystemTimeWide() }
}

fn make_app() -> App<'static> {
    #[cfg(feature = "demo-autoplay")]
    {
        App::demo_autoplay(&RESOURCES)
    }
    #[cfg(all(feature = "replay-autoplay", not(feature = "demo-autoplay")))]
    {
        let events = bounceback::sim::replay::parse_text(bounceback::content::REPLAY_TEXT)
            .unwrap_or_default();
        App::replay_autoplay(&RESOURCES, bounceback::content::REPLAY_LEVEL, events)
    }
    #[cfg(not(any(feature = "demo-autoplay", feature = "replay-autoplay")))]
    {
        App::new(&RESOURCES, save::load())
    }
}

/// The game's main loop: one update and one drawn frame per vertical blank.
pub fn run() {
    psp::enable_home_button();
    // SAFETY: sets the CPU to the 333 MHz the budget is measured at; makes the resources
    // the GPU reads from main memory visible to it.
    unsafe {
        psp::sys::scePowerSetClockFrequency(333, 333, 166);
        psp::sys::sceKernelDcacheWritebackAll();
    }
    stdout::line(bounceback::boot_line());

    let mut gu = gu::Gu::init();
    let mut pad = input::Pad::init();
    audio::start(&RESOURCES);
    let mut app = make_app();
    app.set_confirm(input::system_confirm());
    let mut timing = Timing::default();
    let mut report_at = 0u32;
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

        for s in app.take_sounds() {
            audio::play(s as u8);
        }
        for l in app.take_lines() {
            stdout::line(&l);
        }
        if let Some(bytes) = app.take_save() {
            stdout::line(if save::store(&bytes) {
                "save stored"
            } else {
                "save failed"
            });
        }
        // With the overlay on, the timings also go to stdout once a second.
        if app.overlay() && app.frame() >= report_at {
            report_at = app.frame() + 60;
            let mut l: heapless::String<96> = heapless::String::new();
            let _ = write!(
                l,
                "perf tick_us={} draw_us={} frame_us={}",
                timing.tick_us, timing.draw_us, timing.frame_us
            );
            stdout::line(&l);
        }
        if request == Request::Exit {
            // SAFETY: ends the game the way the HOME menu's exit does.
            unsafe { psp::sys::sceKernelExitGame() };
        }
        gu.present();
    }
}
