//! Sound: the tone sequences of the `s` resource played by a square-wave synthesizer on
//! its own thread, one tune at a time (a new one stops the current one, as the original
//! does).

use bounceback::res::tone::ToneEvent;
use core::ffi::c_void;
use core::sync::atomic::{AtomicU32, Ordering};
use psp::sys::{self, AudioFormat, ThreadAttributes};

const RATE: u32 = 44_100;
const SAMPLES: usize = 1024;
/// Tunes known to the thread (the `s` resource has 11).
const MAX_TUNES: usize = 16;
const MAX_EVENTS: usize = 256;

/// The request mailbox: tune index in the low byte, a sequence number above it.
static REQUEST: AtomicU32 = AtomicU32::new(0);

struct Tunes {
    events: [[ToneEvent; MAX_EVENTS]; MAX_TUNES],
    lens: [usize; MAX_TUNES],
}

static mut TUNES: Tunes = Tunes {
    events: [[ToneEvent {
        millihertz: 0,
        ms: 0,
        sound_ms: 0,
        volume: 0,
    }; MAX_EVENTS]; MAX_TUNES],
    lens: [0; MAX_TUNES],
};

static mut BUF: psp::Align16<[i16; SAMPLES]> = psp::Align16([0; SAMPLES]);

/// Starts the audio thread with the resources' tunes.
pub fn start(res: &bounceback::res::Resources<'_>) {
    // SAFETY: TUNES is written here, once, before the audio thread that reads it starts.
    unsafe {
        let tunes = &mut *(&raw mut TUNES);
        for (i, t) in res.tunes.iter().take(MAX_TUNES).enumerate() {
            let ev = t.events();
            let n = ev.len().min(MAX_EVENTS);
            tunes.events[i][..n].copy_from_slice(&ev[..n]);
            tunes.lens[i] = n;
        }
        let id = sys::sceKernelCreateThread(
            b"audio\0".as_ptr(),
            audio_thread,
            0x12,
            0x4000,
            ThreadAttributes::USER,
            core::ptr::null_mut(),
        );
        if id.0 >= 0 {
            sys::sceKernelStartThread(id, 0, core::ptr::null_mut());
        }
    }
}

/// Asks for tune `index` to start now.
pub fn play(index: u8) {
    let seq = (REQUEST.load(Ordering::Relaxed) >> 8).wrapping_add(1);
    REQUEST.store(seq << 8 | index as u32, Ordering::Release);
}

unsafe extern "C" fn audio_thread(_args: usize, _argp: *mut c_void) -> i32 {
    // SAFETY: this thread alone uses BUF and the channel; TUNES is read-only by now.
    unsafe {
        let ch = sys::sceAudioChReserve(-1, SAMPLES as i32, AudioFormat::Mono);
        if ch < 0 {
            return 0;
        }
        let tunes = &*(&raw const TUNES);
        let mut seen = REQUEST.load(Ordering::Acquire) >> 8;
        let mut tune: Option<usize> = None;
        let (mut ev, mut left, mut phase) = (0usize, 0u32, 0u32);
        loop {
            let req = REQUEST.load(Ordering::Acquire);
            if req >> 8 != seen {
                seen = req >> 8;
                let t = (req & 0xFF) as usize;
                if t < MAX_TUNES && tunes.lens[t] > 0 {
                    tune = Some(t);
                    ev = 0;
                    left = tunes.events[t][0].ms * RATE / 1000;
                    phase = 0;
                }
            }
            let buf = &mut *(&raw mut BUF);
            for s in buf.0.iter_mut() {
                *s = 0;
                let Some(t) = tune else { continue };
                while left == 0 {
                    ev += 1;
                    if ev >= tunes.lens[t] {
                        tune = None;
                        break;
                    }
                    left = tunes.events[t][ev].ms * RATE / 1000;
                    phase = 0;
                }
                let Some(t) = tune else { continue };
                let e = tunes.events[t][ev];
                let sounding = e.ms * RATE / 1000 - left < e.sound_ms * RATE / 1000;
                if e.millihertz > 0 && sounding {
                    // A square wave: the phase runs in millihertz per sample.
                    phase = (phase + e.millihertz) % (RATE * 1000);
                    let high = phase < RATE * 500;
                    let amp = 600 * e.volume.min(15) as i16;
                    *s = if high { amp } else { -amp };
                }
                left -= 1;
            }
            sys::sceAudioOutputBlocking(ch, 0x8000, buf.0.as_mut_ptr() as *mut c_void);
        }
    }
}
