//! The system's callbacks: HOME's exit and the power switch / sleep. They run on a thread
//! of their own that sleeps in `sceKernelSleepThreadCB` (as `psp::enable_home_button`
//! does) and only raise flags; the main loop acts on them between frames (it writes the
//! save before exiting, pauses the game before a sleep).

use core::ffi::c_void;
use core::ptr;
use core::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use psp::sys::{self, PowerInfo, ThreadAttributes};

static EXIT: AtomicBool = AtomicBool::new(false);
static SUSPEND: AtomicBool = AtomicBool::new(false);
static RESUMED: AtomicBool = AtomicBool::new(false);
/// The callbacks' ids (0 until the thread made them), for the emulator test's probe.
static EXIT_ID: AtomicI32 = AtomicI32::new(0);
static POWER_ID: AtomicI32 = AtomicI32::new(0);
/// The callback thread (`-1` until [`start`] made it).
static THREAD: AtomicI32 = AtomicI32::new(-1);
/// The thread's stack, in bytes: it only registers two callbacks and sleeps, and the
/// callbacks, which run on it, only store atomics (the self-test measures its high-water
/// mark: docs/HARDWARE.md).
pub(super) const STACK: i32 = 0x1000;

/// The callback thread, once [`start`] made it.
pub(super) fn thread() -> Option<sys::SceUid> {
    let id = THREAD.load(Ordering::Acquire);
    (id >= 0).then_some(sys::SceUid(id))
}

/// The ids of the exit and the power callback, once both exist.
#[cfg_attr(
    not(any(feature = "callback-probe", feature = "memory-probe")),
    allow(dead_code)
)]
pub(super) fn ids() -> Option<(i32, i32)> {
    let (e, p) = (
        EXIT_ID.load(Ordering::Acquire),
        POWER_ID.load(Ordering::Acquire),
    );
    (e > 0 && p > 0).then_some((e, p))
}

/// Whether HOME's exit was chosen (stays set).
pub(super) fn exit_requested() -> bool {
    EXIT.load(Ordering::Acquire)
}

/// Whether the system began to sleep since the last call.
pub(super) fn take_suspend() -> bool {
    SUSPEND.swap(false, Ordering::AcqRel)
}

/// Whether the system woke up since the last call.
pub(super) fn take_resumed() -> bool {
    RESUMED.swap(false, Ordering::AcqRel)
}

unsafe extern "C" fn exit_callback(_arg1: i32, _arg2: i32, _arg: *mut c_void) -> i32 {
    EXIT.store(true, Ordering::Release);
    0
}

unsafe extern "C" fn power_callback(_count: i32, info: i32, _arg: *mut c_void) -> i32 {
    let info = PowerInfo::from_bits_truncate(info as u32);
    if info.intersects(PowerInfo::POWER_SWITCH | PowerInfo::SUSPENDING) {
        SUSPEND.store(true, Ordering::Release);
    }
    if info.intersects(PowerInfo::RESUMING | PowerInfo::RESUME_COMPLETE) {
        // A sleep the main loop never saw begin still pauses the game on waking.
        SUSPEND.store(true, Ordering::Release);
        RESUMED.store(true, Ordering::Release);
    }
    0
}

unsafe extern "C" fn callback_thread(_args: usize, _argp: *mut c_void) -> i32 {
    // SAFETY: a NUL-terminated name and an `extern "C"` function with the kernel's callback
    // signature that only touches atomics; no argument pointer.
    let exit = unsafe {
        sys::sceKernelCreateCallback(c"bb_exit".as_ptr().cast(), exit_callback, ptr::null_mut())
    };
    // SAFETY: registers the callback just made; no pointers.
    unsafe { sys::sceKernelRegisterExitCallback(exit) };
    EXIT_ID.store(exit.0, Ordering::Release);
    // SAFETY: as for the exit callback.
    let power = unsafe {
        sys::sceKernelCreateCallback(c"bb_power".as_ptr().cast(), power_callback, ptr::null_mut())
    };
    // Slot -1: any free one.
    // SAFETY: registers the callback just made; no pointers.
    unsafe { sys::scePowerRegisterCallback(-1, power) };
    POWER_ID.store(power.0, Ordering::Release);
    // SAFETY: this thread then sleeps with callbacks enabled for the rest of the game; no
    // arguments.
    unsafe { sys::sceKernelSleepThreadCB() };
    0
}

/// Starts the callback thread (instead of `psp::enable_home_button`).
pub(super) fn start() {
    // SAFETY: a NUL-terminated name and an entry with the kernel's thread signature; the
    // call `psp::enable_home_button` makes. psp 0.3.14 declares it with its `i6` shim,
    // which passes the 5th and 6th arguments (attributes, options) in $t0 and $t1 as the
    // kernel's EABI wants them; no option structure is passed.
    let id = unsafe {
        sys::sceKernelCreateThread(
            c"bb_callbacks".as_ptr().cast(),
            callback_thread,
            32,
            STACK,
            ThreadAttributes::empty(),
            ptr::null_mut(),
        )
    };
    // SAFETY: starts the thread just made with no arguments (length 0, no pointer).
    if id.0 >= 0 && unsafe { sys::sceKernelStartThread(id, 0, ptr::null_mut()) } >= 0 {
        THREAD.store(id.0, Ordering::Release);
    }
}
