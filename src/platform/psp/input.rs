//! The pad: digital buttons and the analog stick folded into the core's [`Buttons`] (the
//! folding is the core's [`input::stick`]), and the system's confirm button.

use bounceback::input::{self, Buttons, Confirm};
use psp::sys::{CtrlButtons, CtrlMode, SceCtrlData, SystemParamId};

// The psp crate's id for the X/O setting is PSPSDK's PSP_SYSTEMPARAM_ID_INT_UNKNOWN.
const _: () = assert!(SystemParamId::Unknown as i32 == Confirm::SYSTEM_PARAM_ID);

/// The system's confirm button (Settings: the X/O swap of Japanese consoles), read once at
/// boot. A failed read counts as CROSS.
pub(super) fn system_confirm() -> Confirm {
    let mut value = 0i32;
    // SAFETY: `value` is a valid, writable i32 for the call to fill in; the id is a
    // documented integer parameter.
    let status =
        unsafe { psp::sys::sceUtilityGetSystemParamInt(SystemParamId::Unknown, &mut value) };
    Confirm::from_system_param((status == 0).then_some(value))
}

pub(super) struct Pad;

impl Pad {
    pub(super) fn init() -> Pad {
        // SAFETY: plain configuration calls on the controller service.
        unsafe {
            psp::sys::sceCtrlSetSamplingCycle(0);
            psp::sys::sceCtrlSetSamplingMode(CtrlMode::Analog);
        }
        Pad
    }

    /// The buttons held now.
    pub(super) fn read(&mut self) -> Buttons {
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
