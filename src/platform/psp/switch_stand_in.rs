//! The emulator tests' stand-in for the power switch and the HOME menu, which the headless
//! harness cannot press: with the `callback-probe` feature the main loop notifies the game's
//! own exit and power callbacks (`sceKernelNotifyCallback`, the kernel's own way to run
//! them) at the frames named at build time by `BOUNCE_PROBE`, e.g.
//! `suspend@600,resume@660,exit@900`. Everything after the notification (the callback
//! thread, the flags, the loop's pause, save and exit) is the code a PSP runs.

use psp::sys::{self, PowerInfo, SceUid};

const PLAN: &str = match option_env!("BOUNCE_PROBE") {
    Some(p) => p,
    None => "",
};

/// Counts the loop's frames and fires the plan's events on theirs.
pub(super) struct SwitchStandIn {
    frame: u32,
}

impl SwitchStandIn {
    pub(super) fn new() -> SwitchStandIn {
        if PLAN.is_empty() {
            super::stdout::line("probe: BOUNCE_PROBE is empty; nothing will be notified");
        }
        SwitchStandIn { frame: 0 }
    }

    /// Call once per frame, before the loop reads the callbacks' flags.
    pub(super) fn frame(&mut self) {
        self.frame += 1;
        for item in PLAN.split(',') {
            let Some((what, at)) = item.trim().split_once('@') else {
                continue;
            };
            if at.parse::<u32>().ok() != Some(self.frame) {
                continue;
            }
            let Some((exit, power)) = super::callbacks::ids() else {
                super::stdout::line("probe: the callbacks are not registered yet");
                continue;
            };
            let (id, arg) = match what {
                "suspend" => (
                    power,
                    (PowerInfo::POWER_SWITCH | PowerInfo::SUSPENDING).bits(),
                ),
                "resume" => (
                    power,
                    (PowerInfo::RESUMING | PowerInfo::RESUME_COMPLETE).bits(),
                ),
                "exit" => (exit, 0),
                _ => {
                    super::stdout::line("probe: unknown event (suspend, resume, exit)");
                    continue;
                }
            };
            // SAFETY: notifies a callback this game created; the kernel runs it on the
            // callback thread, as it does for the real power switch or HOME menu.
            let r = unsafe { sys::sceKernelNotifyCallback(SceUid(id), arg as i32) };
            let mut l: heapless::String<48> = heapless::String::new();
            let _ = core::fmt::Write::write_fmt(
                &mut l,
                format_args!("probe: {what} at frame {} ({r})", self.frame),
            );
            super::stdout::line(&l);
        }
    }
}
