//! The PSP as the frame driver's [`Platform`]: the system clock, the pad, the callbacks'
//! flags, stdout, the sound thread, the savedata slot, the power lock and the GPU. It
//! answers and does what the driver asks; every decision is the driver's
//! ([`bounceback::runtime::driver`]).

use super::{audio, callbacks, gu, input, jobs, osk, save, stdout};
use bounceback::input::Buttons;
use bounceback::runtime::driver::{ListUse, Platform, Store};
use bounceback::runtime::SaveWrite;

/// The machine after start-up.
pub(super) struct Machine {
    pub gu: gu::Gu,
    pub pad: input::Pad,
    /// None: the program keeps no save, or no stick is in.
    pub slot: Option<save::Slot>,
    /// The system's keyboard, for a text the program asks for.
    pub osk: osk::Osk,
    /// The program's file jobs.
    pub files: jobs::Service,
    #[cfg(feature = "callback-probe")]
    pub stand_in: super::switch_stand_in::SwitchStandIn,
}

impl Platform for Machine {
    type Canvas = gu::Gu;

    fn frame_start(&mut self) {
        #[cfg(feature = "callback-probe")]
        self.stand_in.frame();
        #[cfg(feature = "memory-probe")]
        super::memory::probe();
    }

    fn now_us(&mut self) -> i64 {
        super::now_us()
    }

    fn buttons(&mut self) -> Buttons {
        self.pad.read()
    }

    fn take_suspend(&mut self) -> bool {
        callbacks::take_suspend()
    }

    fn take_resumed(&mut self) -> bool {
        callbacks::take_resumed()
    }

    fn exit_requested(&mut self) -> bool {
        callbacks::exit_requested()
    }

    fn line(&mut self, text: &str) {
        stdout::line(text);
    }

    fn heap(&mut self) -> Option<bounceback::runtime::HeapCounts> {
        Some(super::memory::window())
    }

    fn set_sound(&mut self, on: bool) {
        audio::set_enabled(on);
    }

    fn set_volume(&mut self, volume: bounceback::audio::Volume) {
        audio::set_volume(volume);
    }

    fn play(&mut self, index: u8) {
        audio::play(index);
    }

    fn can_save(&self) -> bool {
        self.slot.is_some()
    }

    fn save_idle(&self) -> bool {
        self.slot.as_ref().is_none_or(save::Slot::idle)
    }

    fn save_poll(&mut self) -> Option<Result<(), bounceback::runtime::JobError>> {
        self.slot.as_mut()?.poll()
    }

    fn save_start(&mut self, w: &SaveWrite) -> Store {
        match &mut self.slot {
            Some(slot) => {
                if slot.start_store(&w.bytes, &w.detail) {
                    Store::Running
                } else {
                    Store::NotStarted
                }
            }
            None => Store::NotStarted,
        }
    }

    fn save_needed_kb(&self) -> u32 {
        self.slot.as_ref().map_or(0, save::Slot::needed_kb)
    }

    fn text_start(&mut self, ask: &bounceback::runtime::TextAsk) -> bool {
        self.osk.start(ask)
    }

    fn text_running(&self) -> bool {
        self.osk.running()
    }

    fn text_poll(&mut self) -> Option<Option<bounceback::runtime::Text>> {
        self.osk.poll()
    }

    fn file_start(
        &mut self,
        job: bounceback::runtime::FileJob,
    ) -> Option<bounceback::runtime::FileReply> {
        self.files.start(job)
    }

    fn file_poll(&mut self) -> Option<bounceback::runtime::FileReply> {
        self.files.poll()
    }

    fn file_idle(&self) -> bool {
        self.files.idle()
    }

    fn power_lock(&mut self) {
        // SAFETY: a plain power call; the driver undoes it once before it locks again.
        unsafe { psp::sys::scePowerLock(0) };
    }

    fn power_unlock(&mut self) {
        // SAFETY: as above: undoes the lock the driver took before.
        unsafe { psp::sys::scePowerUnlock(0) };
    }

    fn begin_frame(&mut self) -> &mut gu::Gu {
        self.gu.begin();
        &mut self.gu
    }

    fn end_frame(&mut self) {
        self.gu.end();
    }

    fn list_use(&self) -> ListUse {
        self.gu.list_use()
    }

    fn present(&mut self) {
        self.gu.present();
    }

    fn exit(&mut self) {
        super::stack_line();
        // SAFETY: ends the game the way the HOME menu's exit does.
        unsafe { psp::sys::sceKernelExitGame() };
    }
}
