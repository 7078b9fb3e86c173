//! The save through the system's savedata utility (`sceUtilitySavedata`), in its automatic
//! modes (no dialog), so that it shows in the XMB's Saved Data Utility with the game's
//! title, a detail line and the icon. The utility works over several frames: after
//! `sceUtilitySavedataInitStart` the main loop keeps drawing and presenting frames, and
//! once a frame calls [`Savedata::poll`], which updates the utility while it runs, shuts
//! it down when it has finished and reports the result once it is gone.
//!
//! The folder is `ms0:/PSP/SAVEDATA/<game><set>/` (the program's [`SaveSlot::game`] and
//! [`SaveSlot::set`] in 8 hex digits), holding `PARAM.SFO` (with the program's title),
//! the program's `ICON0.PNG` and `PIC1.PNG` and [`FILE`], which is the program's save file
//! byte for byte (the utility may encrypt it on the stick; it hands back the plain bytes).

use alloc::boxed::Box;
use bounceback::runtime::save_plan::{self, JobState, Kind};
use bounceback::runtime::SaveSlot;
use core::ffi::c_void;
use core::fmt::Write as _;
use core::mem::ManuallyDrop;
use psp::sys::{
    self, SceUtilitySavedataParam, SystemParamLanguage, UtilityDialogButtonAccept,
    UtilitySavedataFileData, UtilitySavedataMode,
};

/// The data file inside the save's folder.
pub(super) const FILE: &str = bounceback::runtime::SAVEDATA_FILE;
/// The largest save read (a save is well under 1 KB).
pub(super) const MAX: usize = 4096;

/// How a job ended.
pub(super) use save_plan::Outcome;

#[repr(C, align(64))]
struct Job {
    param: SceUtilitySavedataParam,
    data: [u8; MAX],
}

/// The savedata utility driven for one resource set.
pub(super) struct Savedata {
    /// The utility reads and writes it while a job runs, after the calls that handed it
    /// over returned: so it is freed only when no job holds it (`state` idle, on drop),
    /// and leaked, not freed, otherwise (a dropped `Savedata` mid-job, a job abandoned on
    /// its timeout).
    job: ManuallyDrop<Box<Job>>,
    /// The job's phases, and what they allow.
    state: JobState,
    game: &'static str,
    title: &'static str,
    /// The save browser's pictures ([`SaveSlot::icon0`], [`SaveSlot::pic1`]).
    icon0: &'static [u8],
    pic1: &'static [u8],
    save_name: heapless::String<20>,
    savedata_title: heapless::String<64>,
}

/// The utility as [`JobState::poll`] drives it, over the job's buffer.
struct Utility<'a>(&'a mut ManuallyDrop<Box<Job>>);

impl save_plan::Utility for Utility<'_> {
    fn status(&mut self) -> i32 {
        // SAFETY: a status query of the utility this value started (`poll` calls it only
        // while a job runs).
        unsafe { sys::sceUtilitySavedataGetStatus() }
    }

    fn update(&mut self) {
        // SAFETY: as above; 1 is what the sample passes.
        unsafe { sys::sceUtilitySavedataUpdate(1) };
    }

    fn result(&mut self) -> (u32, usize) {
        let p = &self.0.param;
        (p.base.result as u32, p.data_size.min(MAX))
    }

    fn shut_down(&mut self) {
        // SAFETY: the utility has finished (`poll` calls this only then); this starts its
        // shutdown.
        unsafe { sys::sceUtilitySavedataShutdownStart() };
    }

    fn abandon(&mut self) {
        // The utility may still hold the job: it is left to it (leaked), and the next job
        // gets a new one.
        *self.0 = new_job();
    }
}

/// A zeroed job, for the utility to fill.
fn new_job() -> ManuallyDrop<Box<Job>> {
    // SAFETY: `Job` is plain data (integers, byte arrays, raw pointers and C-like enums
    // whose variant 0 exists), so all-zero bytes are a valid value.
    ManuallyDrop::new(Box::new(unsafe { core::mem::zeroed::<Job>() }))
}

fn copy_c(dst: &mut [u8], s: &str) {
    let n = s.len().min(dst.len() - 1);
    dst[..n].copy_from_slice(&s.as_bytes()[..n]);
    dst[n..].fill(0);
}

/// A picture for the utility; none (all zero) for an empty one.
fn file_data(b: &'static [u8]) -> UtilitySavedataFileData {
    if b.is_empty() {
        return UtilitySavedataFileData {
            buf: core::ptr::null_mut(),
            buf_size: 0,
            size: 0,
            unknown: 0,
        };
    }
    UtilitySavedataFileData {
        // The utility only reads pictures it is given when saving.
        buf: b.as_ptr() as *mut c_void,
        buf_size: b.len(),
        size: b.len(),
        unknown: 0,
    }
}

impl Savedata {
    /// The save of the program's set, under its names.
    pub(super) fn new(slot: &SaveSlot) -> Savedata {
        let mut save_name = heapless::String::new();
        let _ = write!(save_name, "{:08X}", slot.set);
        Savedata {
            job: new_job(),
            state: JobState::new(),
            game: slot.game,
            title: slot.title,
            icon0: slot.icon0,
            pic1: slot.pic1,
            save_name,
            savedata_title: slot.set_title.clone(),
        }
    }

    /// The folder name under `ms0:/PSP/SAVEDATA/`.
    pub(super) fn folder(&self) -> heapless::String<32> {
        let mut f = heapless::String::new();
        let _ = write!(f, "{}{}", self.game, self.save_name);
        f
    }

    /// Whether a new job can start.
    pub(super) fn idle(&self) -> bool {
        self.state.idle()
    }

    /// The bytes the last load read, once it has ended and before another job starts:
    /// `None` while a job runs (the utility may still write them) or when it was no load.
    pub(super) fn data(&self) -> Option<&[u8]> {
        self.state.data(&self.job.data)
    }

    fn prepare(&mut self, mode: UtilitySavedataMode) {
        let data = self.job.data.as_mut_ptr() as *mut c_void;
        let p = &mut self.job.param;
        // SAFETY: see `new`: all-zero is a valid `SceUtilitySavedataParam`.
        *p = unsafe { core::mem::zeroed() };
        p.base.size = core::mem::size_of::<SceUtilitySavedataParam>() as u32;
        p.base.language = SystemParamLanguage::English;
        p.base.button_accept = UtilityDialogButtonAccept::Cross;
        // The priorities PSPSDK's savedata sample gives the utility's threads.
        p.base.graphics_thread = 0x11;
        p.base.access_thread = 0x13;
        p.base.font_thread = 0x12;
        p.base.sound_thread = 0x10;
        p.mode = mode;
        p.overwrite = 1;
        copy_c(&mut p.game_name, self.game);
        copy_c(&mut p.save_name, &self.save_name);
        copy_c(&mut p.file_name, FILE);
        p.data_buf = data;
        p.data_buf_size = MAX;
    }

    fn start(&mut self, kind: Kind) -> bool {
        self.state.start(kind, || {
            // SAFETY: no job holds `job` (the callers checked `idle`, and `start` calls this
            // only then); it is heap memory that is neither freed nor moved while the job
            // runs (see `Savedata::job`), and this value reads it only once the job has
            // ended (`poll`, `data`).
            unsafe { sys::sceUtilitySavedataInitStart(&mut self.job.param) }
        })
    }

    /// Starts reading the save (AUTOLOAD). `false` when the utility refused at once.
    pub(super) fn start_load(&mut self) -> bool {
        if !self.idle() {
            return false;
        }
        self.prepare(UtilitySavedataMode::AutoLoad);
        self.start(Kind::Load)
    }

    /// Starts writing `bytes` as the save (AUTOSAVE), with `detail` under the title in the
    /// Saved Data Utility. `false` when it could not start.
    pub(super) fn start_save(&mut self, bytes: &[u8], detail: &str) -> bool {
        if !self.idle() || bytes.len() > MAX {
            return false;
        }
        self.prepare(UtilitySavedataMode::AutoSave);
        self.job.data[..bytes.len()].copy_from_slice(bytes);
        let p = &mut self.job.param;
        p.data_size = bytes.len();
        copy_c(&mut p.sfo_param.title, self.title);
        copy_c(&mut p.sfo_param.savedata_title, &self.savedata_title);
        copy_c(&mut p.sfo_param.detail, detail);
        p.icon0_file_data = file_data(self.icon0);
        p.pic1_file_data = file_data(self.pic1);
        self.start(Kind::Save)
    }

    /// Once a frame: drives a running job; its outcome when it has ended (once).
    ///
    /// Kept out of line: inlined into [`super::save::Slot::read_savedata`]'s wait loop (as
    /// the optimiser did once the phases moved to `runtime::save_plan`), the EBOOT's
    /// AUTOLOAD never ended in the emulator (no `savedata:` line); out of line it ends as
    /// before. Why was not found (the release build is LTO'd with the syscall stubs).
    #[inline(never)]
    pub(super) fn poll(&mut self) -> Option<Outcome> {
        self.state.poll(&mut Utility(&mut self.job))
    }
}

impl Drop for Savedata {
    fn drop(&mut self) {
        if self.idle() {
            // SAFETY: no job holds `job` (idle: the utility is gone, or the job it held was
            // replaced), and `self` is being dropped, so nothing uses it again.
            unsafe { ManuallyDrop::drop(&mut self.job) };
        }
    }
}
