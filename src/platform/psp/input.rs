//! The pad: digital buttons and the analog stick folded into the core's [`Buttons`] (the
//! folding is the core's [`input::stick`]).

use bounceback::input::{self, Buttons};
use psp::sys::{CtrlButtons, CtrlMode, SceCtrlData};

pub struct Pad;

impl Pad {
    pub fn init() -> Pad {
        // SAFETY: plain configuration calls on the controller service.
        unsafe {
            psp::sys::sceCtrlSetSamplingCycle(0);
            psp::sys::sceCtrlSetSamplingMode(CtrlMode::Analog);
        }
        Pad
    }

    /// The buttons held now.
    pub fn read(&mut self) -> Buttons {
        let mut data = SceCtrlData::default();
        // SAFETY: `data` is a valid, writable SceCtrlData for one sample.
        unsafe {
            psp::sys::sceCtrlPeekBufferPositive(&mut data, 1);
        }
        let b = data.buttons;
        let map = [
            (CtrlButtons::UP, Buttons::UP),
            (CtrlButtons::DOWN, Buttons::DOWN),
            (CtrlButtons::LEFT, Buttons::LEFT),
            (CtrlButtons::RIGHT, Buttons::RIGHT),
            (CtrlButtons::CROSS, Buttons::CROSS),
            (CtrlButtons::CIRCLE, Buttons::CIRCLE),
            (CtrlButtons::SQUARE, Buttons::SQUARE),
            (CtrlButtons::TRIANGLE, Buttons::TRIANGLE),
            (CtrlButtons::START, Buttons::START),
            (CtrlButtons::SELECT, Buttons::SELECT),
            (CtrlButtons::LTRIGGER, Buttons::L),
            (CtrlButtons::RTRIGGER, Buttons::R),
        ];
        let mut held = Buttons::NONE;
        for (psp_bit, ours) in map {
            if b.contains(psp_bit) {
                held = held | ours;
            }
        }
        held | input::stick(data.lx, data.ly)
    }
}
