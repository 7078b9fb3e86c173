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
//!
//! **The output's answer:** `sceAudioOutputBlocking` returns a sample count (not 0) when it
//! took the buffer and a negative error code when it did not (pspsdk issue 321; the
//! PSPSDK documentation's "0 on success" is wrong). Only a negative value is an error; the
//! thread then waits a buffer's time itself (a refused call does not block, so it would
//! spin) and counts it. The self-test reads the counts ([`stats`]).
//!
//! **Thread:** priority 0x12 (above the main thread's 32, so a long frame never starves the
//! sound), 16 KiB of stack (the self-test measures its high-water mark: docs/HARDWARE.md),
//! no VFPU attribute: the thread's code (the core's integer mixer) has no VFPU instruction,
//! which `tests/emu/selftest-eboot.sh` checks on the whole binary.

use super::once::TakeOnce;
use bounceback::audio::{Player, Ring, TuneBank, Volume};
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
/// The volumes ([`Volume::to_word`]); full until the program says otherwise.
static VOLUME: AtomicU32 = AtomicU32::new(Volume::FULL.to_word());
/// The audio thread (`-1` until [`start`] made it).
static THREAD: AtomicI32 = AtomicI32::new(-1);
/// The thread's stack, in bytes.
pub(super) const STACK: i32 = 0x4000;
/// A buffer's duration, in microseconds (1024 samples at 44.1 kHz).
pub(super) const BUFFER_US: i64 = SAMPLES as i64 * 1_000_000 / 44_100;

/// Keep outputting (silence when nothing plays) instead of sleeping: for the self-test's
/// measurement of the ring against the clock.
static KEEP_RUNNING: AtomicBool = AtomicBool::new(false);
/// Buffers the output took, outputs it refused, the last refusal's code, and buffers handed
/// over later than the one before had played (the channel ran dry: an underrun).
static TAKEN: AtomicU32 = AtomicU32::new(0);
static REFUSED: AtomicU32 = AtomicU32::new(0);
static LAST_ERROR: AtomicI32 = AtomicI32::new(0);
static LATE: AtomicU32 = AtomicU32::new(0);

/// What the audio thread's output did so far.
#[cfg_attr(not(feature = "selftest"), allow(dead_code))]
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Stats {
    /// Buffers the output took.
    pub taken: u32,
    /// Outputs refused (a negative answer), and the last one's code.
    pub refused: u32,
    pub last_error: i32,
    /// Buffers handed over more than a buffer's time after the one before was taken.
    pub late: u32,
}

/// The output's counts so far.
#[cfg_attr(not(feature = "selftest"), allow(dead_code))]
pub(super) fn stats() -> Stats {
    Stats {
        taken: TAKEN.load(Ordering::Acquire),
        refused: REFUSED.load(Ordering::Acquire),
        last_error: LAST_ERROR.load(Ordering::Acquire),
        late: LATE.load(Ordering::Acquire),
    }
}

/// Keeps the thread outputting while nothing plays (`true`), or lets it sleep again.
#[cfg_attr(not(feature = "selftest"), allow(dead_code))]
pub(super) fn keep_running(on: bool) {
    KEEP_RUNNING.store(on, Ordering::Release);
    play_nothing();
}

/// The audio thread, once [`start`] made it.
pub(super) fn thread() -> Option<SceUid> {
    let id = THREAD.load(Ordering::Acquire);
    (id >= 0).then_some(SceUid(id))
}

/// Taken by the one [`start`] that fills [`BANK`] and starts the thread.
static STARTED: TakeOnce = TakeOnce::new();

/// The tunes, filled once by [`start`] before the thread that reads them starts.
static mut BANK: TuneBank = TuneBank::new();

/// A buffer of the ring, on its own cache lines. The driver's mixer reads it with the CPU
/// (through the data cache) when it mixes the channel, so no cache writeback is needed:
/// only the mixed result goes to the hardware by DMA.
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
            bounceback_audio_thread,
            0x12,
            STACK,
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
    play_nothing();
}

/// Wakes the thread to look at its mailbox and settings again.
fn play_nothing() {
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

/// The effects' and the music's volumes: the thread applies them from its next buffer,
/// to the tune playing too.
pub(super) fn set_volume(volume: Volume) {
    VOLUME.store(volume.to_word(), Ordering::Release);
}

// A global symbol (the EBOOT keeps no local ones): tests/emu/selftest-eboot.sh finds the
// thread's code by it.
#[no_mangle]
unsafe extern "C" fn bounceback_audio_thread(_args: usize, _argp: *mut c_void) -> i32 {
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
        player.set_volume(Volume::from_word(VOLUME.load(Ordering::Acquire)));
        let req = REQUEST.load(Ordering::Acquire);
        if req >> 8 != seen {
            seen = req >> 8;
            player.play((req & 0xFF) as usize);
        }
    };
    let keep = || KEEP_RUNNING.load(Ordering::Acquire);
    // When the output last took a buffer (None: after a sleep, when no buffer played).
    let mut last_taken: Option<i64> = None;
    loop {
        take(&mut player);
        if !player.is_playing() && !keep() {
            // SAFETY: clears this thread's pending wake-ups; no pointers.
            unsafe { sys::sceKernelCancelWakeupThread(me) };
            take(&mut player);
            // SAFETY: sleeps until `play` wakes this thread; no arguments.
            if !player.is_playing() && !keep() && unsafe { sys::sceKernelSleepThread() } >= 0 {
                last_taken = None;
                continue;
            }
        }
        let i = ring.next();
        // SAFETY: only this thread touches BUFS, and the ring's next buffer is not the one
        // the driver reads: the reference is to buffer `i` alone and ends before the call.
        let buf = unsafe { &mut (*(&raw mut BUFS).cast::<Pcm>().add(i)).0 };
        player.render(buf);
        let samples = buf.as_mut_ptr().cast::<c_void>();
        if let Some(t) = last_taken {
            if super::now_us() - t > BUFFER_US {
                LATE.fetch_add(1, Ordering::AcqRel);
            }
        }
        // SAFETY: `samples` points at SAMPLES samples in a static that lives forever; the
        // driver reads them after the call returns, and the ring does not hand this buffer
        // out again until the driver has moved on to the next one.
        let r = unsafe { sys::sceAudioOutputBlocking(ch, sys::AUDIO_VOLUME_MAX as i32, samples) };
        if r < 0 {
            REFUSED.fetch_add(1, Ordering::AcqRel);
            LAST_ERROR.store(r, Ordering::Release);
            last_taken = None;
            // SAFETY: waits a buffer's time (a refused output does not block); no pointers.
            unsafe { sys::sceKernelDelayThread(BUFFER_US as u32) };
            continue;
        }
        TAKEN.fetch_add(1, Ordering::AcqRel);
        last_taken = Some(super::now_us());
        ring.hand_over();
    }
}
