//! The system's on-screen keyboard (`sceUtilityOsk`) for a text the program asks for
//! ([`bounceback::runtime::TextAsk`]). Like the savedata utility it works over frames: after
//! `sceUtilityOskInitStart` the loop keeps drawing its own frame (the GPU's list finished
//! and synced, `gu::Gu::end`), then [`Osk::poll`] updates the keyboard, which draws over
//! that frame before it is shown; once the player has answered it is shut down and the
//! typed text (UTF-16) is read back. The job's phases are the core's
//! [`JobState`](bounceback::runtime::save_plan::JobState), as a dialog with no timeout.

use alloc::boxed::Box;
use bounceback::input::Confirm;
use bounceback::runtime::save_plan::{self, JobState, Kind, Outcome};
use bounceback::runtime::{Text, TextAsk, TEXT_MAX};
use core::ptr::{addr_of, addr_of_mut, NonNull};
use psp::sys::{
    self, SceUtilityOskData, SceUtilityOskInputLanguage, SceUtilityOskInputType,
    SceUtilityOskParams, SystemParamLanguage, UtilityDialogButtonAccept,
};

/// UTF-16 units of a text field: [`TEXT_MAX`] characters and the closing NUL.
const UNITS: usize = TEXT_MAX + 1;

/// `SceUtilityOskResult::Cancelled`: the player left without typing.
const CANCELLED: u32 = 1;

/// The keyboard's memory: its parameters, the one field's data and the texts, all read and
/// written by the utility while it runs.
#[repr(C, align(64))]
struct Job {
    params: SceUtilityOskParams,
    data: SceUtilityOskData,
    desc: [u16; UNITS],
    intext: [u16; UNITS],
    outtext: [u16; UNITS],
}

/// The keyboard, one question at a time.
pub(super) struct Osk {
    /// Owned through a raw pointer from `Box::leak`, as the savedata job's is (see
    /// `savedata::Savedata::job`): the utility holds its address while a job runs, so no
    /// Rust reference to it lives across a system call then; freed only when idle.
    job: NonNull<Job>,
    state: JobState,
    confirm: Confirm,
}

fn new_job() -> NonNull<Job> {
    // SAFETY: `Job` is plain data (integers, arrays of them, raw pointers and C-like enums
    // whose variant 0 exists), so all-zero bytes are a valid value.
    let job = Box::new(unsafe { core::mem::zeroed::<Job>() });
    NonNull::from(Box::leak(job))
}

/// `text` as UTF-16 into `out`, NUL-terminated (cut to the room).
fn utf16(out: &mut [u16; UNITS], text: &str) {
    out.fill(0);
    for (slot, unit) in out[..UNITS - 1].iter_mut().zip(text.encode_utf16()) {
        *slot = unit;
    }
}

/// The utility as [`JobState::poll`] drives it.
struct Utility<'a>(&'a mut NonNull<Job>);

impl save_plan::Utility for Utility<'_> {
    fn status(&mut self) -> i32 {
        // SAFETY: a status query of the keyboard this module started (polled only while a
        // job runs).
        unsafe { sys::sceUtilityOskGetStatus() }
    }

    fn update(&mut self) {
        // SAFETY: as above; called once a frame while the keyboard is visible, after the
        // frame's own list has finished (the driver polls after `end_frame`), as PSPSDK's
        // keyboard sample does; 1 is what the sample passes.
        unsafe { sys::sceUtilityOskUpdate(1) };
    }

    fn result(&mut self) -> (u32, usize) {
        let job = self.0.as_ptr();
        // SAFETY: `job` is the live allocation `Osk` owns (never freed while a job runs),
        // read in place and volatile: the utility wrote it after the call that handed it
        // over returned.
        let result = unsafe { addr_of!((*job).params.base.result).read_volatile() };
        (result as u32, 0)
    }

    fn shut_down(&mut self) {
        // SAFETY: the keyboard has finished (`poll` calls this only then).
        unsafe { sys::sceUtilityOskShutdownStart() };
    }

    fn abandon(&mut self) {
        // The utility may still hold the memory: it is left to it, and the next job gets
        // a new one.
        *self.0 = new_job();
    }
}

impl Osk {
    pub(super) fn new(confirm: Confirm) -> Osk {
        Osk {
            job: new_job(),
            state: JobState::new(),
            confirm,
        }
    }

    /// Whether the keyboard is up (or closing).
    pub(super) fn running(&self) -> bool {
        !self.state.idle()
    }

    /// Opens the keyboard for `ask`; `false` when it could not.
    pub(super) fn start(&mut self, ask: &TextAsk) -> bool {
        if self.running() {
            return false;
        }
        // SAFETY: idle: no job holds the memory (the utility is gone, or the job it held
        // was replaced), so this is its one reference until it is handed over below as a
        // raw pointer.
        let job = unsafe { self.job.as_mut() };
        utf16(&mut job.desc, &ask.title);
        utf16(&mut job.intext, &ask.initial);
        job.outtext.fill(0);
        // SAFETY: see `new_job`: all-zero is a valid value of both.
        job.data = unsafe { core::mem::zeroed() };
        // SAFETY: as above.
        job.params = unsafe { core::mem::zeroed() };
        job.data.language = SceUtilityOskInputLanguage::Default;
        job.data.inputtype = SceUtilityOskInputType::All;
        job.data.lines = 1;
        job.data.desc = job.desc.as_mut_ptr();
        job.data.intext = job.intext.as_mut_ptr();
        job.data.outtextlength = UNITS as i32;
        job.data.outtextlimit = ask.max.min(TEXT_MAX) as i32;
        job.data.outtext = job.outtext.as_mut_ptr();
        let data = addr_of_mut!(job.data);
        let p = &mut job.params;
        p.base.size = core::mem::size_of::<SceUtilityOskParams>() as u32;
        p.base.language = SystemParamLanguage::English;
        p.base.button_accept = match self.confirm {
            Confirm::Cross => UtilityDialogButtonAccept::Cross,
            Confirm::Circle => UtilityDialogButtonAccept::Circle,
        };
        // The priorities PSPSDK's samples give the utility's threads.
        p.base.graphics_thread = 17;
        p.base.access_thread = 19;
        p.base.font_thread = 18;
        p.base.sound_thread = 16;
        p.datacount = 1;
        p.data = data;
        let params = self.job.as_ptr();
        self.state.start(Kind::Dialog, || {
            // SAFETY: no job holds the memory (checked above); it is heap memory neither
            // freed nor moved while the job runs, handed over as a raw pointer (no reference
            // to it outlives this call), and read only through volatile reads or once the
            // job has ended (`poll`). Its inner pointers point into the same allocation.
            unsafe { sys::sceUtilityOskInitStart(addr_of_mut!((*params).params)) }
        })
    }

    /// Once a frame while running, after the frame's list finished and before it is shown:
    /// the typed text once the keyboard has gone (`None` inside: cancelled or failed).
    pub(super) fn poll(&mut self) -> Option<Option<Text>> {
        let outcome = self.state.poll(&mut Utility(&mut self.job))?;
        if !matches!(outcome, Outcome::Done(_)) {
            return Some(None);
        }
        let job = self.job.as_ptr();
        // SAFETY: idle now (the job has ended: the utility is gone), so nothing writes the
        // memory; read in place and volatile (the utility wrote it behind the compiler's
        // back).
        let (result, units) = unsafe {
            (
                (addr_of!((*job).data.result) as *const u32).read_volatile(),
                addr_of!((*job).outtext).read_volatile(),
            )
        };
        if result == CANCELLED {
            return Some(None);
        }
        let end = units.iter().position(|&u| u == 0).unwrap_or(UNITS);
        let mut text = Text::new();
        for ch in char::decode_utf16(units[..end].iter().copied()) {
            if text
                .push(ch.unwrap_or(char::REPLACEMENT_CHARACTER))
                .is_err()
            {
                break;
            }
        }
        Some(Some(text))
    }
}

impl Drop for Osk {
    fn drop(&mut self) {
        if self.state.idle() {
            // SAFETY: no job holds the memory; it came from `Box::leak` in `new_job` and is
            // freed once, here.
            drop(unsafe { Box::from_raw(self.job.as_ptr()) });
        }
    }
}
