//! The pad: digital buttons and the analog stick folded into the core's [`Buttons`].

use bounceback::input::Buttons;
use psp::sys::{CtrlButtons, CtrlMode, SceCtrlData};

/// Stick deflection from the centre (128) below which the stick counts as neutral.
const DEAD_ZONE: i32 = 48;

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
        let (dx, dy) = (data.lx as i32 - 128, data.ly as i32 - 128);
        if dx < -DEAD_ZONE {
            held = held | Buttons::LEFT;
        } else if dx > DEAD_ZONE {
            held = held | Buttons::RIGHT;
        }
        if dy < -DEAD_ZONE {
            held = held | Buttons::UP;
        } else if dy > DEAD_ZONE {
            held = held | Buttons::DOWN;
        }
        held
    }
}
