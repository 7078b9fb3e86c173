//! Sound: the core's [`Player`] on its own thread, one tune at a time (a new one stops the
//! current one, as the original does), rendered into a [`Ring`] of buffers.
//!
//! The thread only takes the request mailbox, has the player render into the ring's next
//! buffer and hands that buffer to `sceAudioOutputBlocking`. The driver keeps only the
//! buffer's address and reads the samples while they play, after the call returned, so
//! the buffers are filled in turn: the one the driver plays is never written.
//!
//! **Idle:** when nothing plays (no tune, a tune ended, or sound off) the thread sleeps
//! (`sceKernelSleepThread`) until [`play`] wakes it (`sceKernelWakeupThread`), rather than
//! outputting silence. A sleeping thread costs no CPU and the channel, given nothing, is
//! silent; outputting silent buffers would wake it 43 times a second for nothing. The
//! kernel counts wake-ups made while the thread is awake, so before sleeping the thread
//! clears them (`sceKernelCancelWakeupThread`) and then looks at the mailbox once more: a
//! request made after that look makes the sleep return at once, and none is lost. (Not a
//! semaphore: the `psp` crate's `sceKernelCreateSema` passes its fifth argument, the
//! option pointer, on the stack instead of in `$t0`, so the kernel would read garbage.)
//! Should a sleep fail, the thread outputs silence instead, which the blocking output
//! paces, so it never spins.

use super::once::TakeOnce;
use bounceback::audio::{Player, Ring, TuneBank};
use bounceback::runtime::Assets;
use core::ffi::c_void;
use core::sync::atomic::{AtomicBool, AtomicI32, AtomicU32, Ordering};
use psp::sys::{self, AudioFormat, SceUid, ThreadAttributes};

/// Samples per buffer: 1024 at 44.1 kHz, 23 ms.
const SAMPLES: usize = 1024;
/// Buffers in turn. Two suffice for the blocking output, which returns once the previous
/// buffer has been taken in; the driver then reads only the buffer just handed over.
const BUFFERS: usize = 2;

/// The request mailbox: tune index in the low byte, a sequence number above it.
static REQUEST: AtomicU32 = AtomicU32::new(0);
/// The sound setting, as the main thread last gave it.
static SOUND_ON: AtomicBool = AtomicBool::new(true);
/// The audio thread (`-1` until [`start`] made it).
static THREAD: AtomicI32 = AtomicI32::new(-1);

/// Taken by the one [`start`] that fills [`BANK`] and starts the thread.
static STARTED: TakeOnce = TakeOnce::new();

/// The tunes, filled once by [`start`] before the thread that reads them starts.
static mut BANK: TuneBank = TuneBank::new();

/// A buffer as the audio DMA wants it: on its own cache lines.
#[repr(C, align(64))]
struct Pcm([i16; SAMPLES]);

static mut BUFS: [Pcm; BUFFERS] = [const { Pcm([0; SAMPLES]) }; BUFFERS];

/// Starts the audio thread with the program's tunes; any call but the first does nothing
/// (the thread that reads the tunes may be running then).
pub(super) fn start(assets: &impl Assets) {
    if !STARTED.take() {
        return;
    }
    // SAFETY: BANK is written here, on the one call that took STARTED, in place, before
    // the audio thread that reads it starts; nothing else writes it.
    unsafe {
        let bank = &raw mut BANK;
        assets.tunes(&mut *bank);
    }
    // SAFETY: creates the audio thread: the name is a C string literal, the entry has the
    // kernel's thread signature, no option structure is passed.
    let id = unsafe {
        sys::sceKernelCreateThread(
            c"audio".as_ptr().cast(),
            audio_thread,
            0x12,
            0x4000,
            ThreadAttributes::USER,
            core::ptr::null_mut(),
        )
    };
    // SAFETY: starts the thread just made with no arguments (length 0, no pointer).
    if id.0 >= 0 && unsafe { sys::sceKernelStartThread(id, 0, core::ptr::null_mut()) } >= 0 {
        THREAD.store(id.0, Ordering::Release);
    }
}

/// Asks for tune `index` to start now.
pub(super) fn play(index: u8) {
    let seq = (REQUEST.load(Ordering::Relaxed) >> 8).wrapping_add(1);
    REQUEST.store(seq << 8 | index as u32, Ordering::Release);
    let thread = THREAD.load(Ordering::Acquire);
    if thread >= 0 {
        // SAFETY: wakes the audio thread `start` made, or counts a wake-up for its next
        // sleep; no pointers.
        unsafe { sys::sceKernelWakeupThread(SceUid(thread)) };
    }
}

/// Sound on or off (the player's setting): off stops the tune playing within a buffer and
/// drops requests.
pub(super) fn set_enabled(on: bool) {
    SOUND_ON.store(on, Ordering::Release);
}

unsafe extern "C" fn audio_thread(_args: usize, _argp: *mut c_void) -> i32 {
    // SAFETY: reserves a mono channel of SAMPLES samples; no pointers.
    let ch = unsafe { sys::sceAudioChReserve(-1, SAMPLES as i32, AudioFormat::Mono) };
    if ch < 0 {
        return 0;
    }
    // SAFETY: `start` filled BANK before starting this thread and never writes it again.
    let bank: &TuneBank = unsafe {
        let bank = &raw const BANK;
        &*bank
    };
    // SAFETY: asks for this thread's id; no arguments.
    let me = SceUid(unsafe { sys::sceKernelGetThreadId() });
    let mut player = Player::new(bank);
    let mut ring = Ring::<BUFFERS>::new();
    let mut seen = REQUEST.load(Ordering::Acquire) >> 8;
    let mut take = |player: &mut Player<'_>| {
        player.set_enabled(SOUND_ON.load(Ordering::Acquire));
        let req = REQUEST.load(Ordering::Acquire);
        if req >> 8 != seen {
            seen = req >> 8;
            player.play((req & 0xFF) as usize);
        }
    };
    loop {
        take(&mut player);
        if !player.is_playing() {
            // SAFETY: clears this thread's pending wake-ups; no pointers.
            unsafe { sys::sceKernelCancelWakeupThread(me) };
            take(&mut player);
            // SAFETY: sleeps until `play` wakes this thread; no arguments.
            if !player.is_playing() && unsafe { sys::sceKernelSleepThread() } >= 0 {
                continue;
            }
        }
        let i = ring.next();
        // SAFETY: only this thread touches BUFS, and the ring's next buffer is not the one
        // the driver reads: the reference is to buffer `i` alone and ends before the call.
        let buf = unsafe { &mut (*(&raw mut BUFS).cast::<Pcm>().add(i)).0 };
        player.render(buf);
        let samples = buf.as_mut_ptr().cast::<c_void>();
        // SAFETY: `samples` points at SAMPLES samples in a static that lives forever; the
        // driver reads them after the call returns, and the ring does not hand this buffer
        // out again until the driver has moved on to the next one.
        unsafe { sys::sceAudioOutputBlocking(ch, sys::AUDIO_VOLUME_MAX as i32, samples) };
        ring.hand_over();
    }
}
