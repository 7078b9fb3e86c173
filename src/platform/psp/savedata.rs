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
use bounceback::runtime::{
    GameName, SaveFolder, SaveSlot, SaveTitle, GAME_NAME_MAX, SAVE_DETAIL_MAX, SAVE_TITLE_MAX,
    SET_TITLE_MAX,
};
use core::ffi::c_void;
use core::fmt::Write as _;
use core::ptr::{addr_of, addr_of_mut, NonNull};
use psp::sys::{
    self, SceUtilitySavedataParam, SystemParamLanguage, UtilityDialogButtonAccept,
    UtilitySavedataFileData, UtilitySavedataMode,
};

/// The data file inside the save's folder.
pub(super) const FILE: &str = bounceback::runtime::SAVEDATA_FILE;
/// The largest save read (a save is well under 1 KB without time attack runs; with every
/// level's run it stays under [`bounceback::sim::attack::TIMES_BUDGET`] and this).
pub(super) const MAX: usize = bounceback::runtime::SAVE_MAX;

/// How a job ended.
pub(super) use save_plan::Outcome;

#[repr(C, align(64))]
struct Job {
    param: SceUtilitySavedataParam,
    data: [u8; MAX],
}

/// The savedata utility driven for one resource set.
pub(super) struct Savedata {
    /// The job's memory, owned through a raw pointer (allocated as a `Box` would be): the utility
    /// holds its address and reads and writes it while a job runs, after the calls that
    /// handed it over returned, so no Rust reference to it may live across a system call
    /// then (a `Box` or `&mut` would tell the compiler the memory is this value's alone).
    /// What the utility writes (`result`, `data_size`, the data) is read with volatile
    /// reads. It is freed only when no job holds it (`state` idle, on drop), and leaked,
    /// not freed, otherwise (a dropped `Savedata` mid-job, a job abandoned on its timeout).
    job: NonNull<Job>,
    /// The job's phases, and what they allow.
    state: JobState,
    game: GameName,
    /// The folder: the game name, then the save name (the set in 8 hex digits).
    folder: SaveFolder,
    title: SaveTitle,
    /// The save browser's pictures ([`SaveSlot::icon0`], [`SaveSlot::pic1`]).
    icon0: &'static [u8],
    pic1: &'static [u8],
    savedata_title: heapless::String<SET_TITLE_MAX>,
    /// The bytes of the last save started.
    last_save: usize,
}

/// `PARAM.SFO`'s size as the utility writes it (about 4.8 KB; one cluster either way).
const SFO_BYTES: u64 = 0x1330;

/// The utility as [`JobState::poll`] drives it, over the job's memory.
struct Utility<'a>(&'a mut NonNull<Job>);

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
        let job = self.0.as_ptr();
        // SAFETY: `job` is the live allocation `Savedata` owns (never freed while a job
        // runs); the fields are read in place, without a reference, and volatile: the
        // utility wrote them behind the compiler's back (the call that handed them over
        // returned long ago), so no earlier read may stand in for these.
        let (result, size) = unsafe {
            (
                addr_of!((*job).param.base.result).read_volatile(),
                addr_of!((*job).param.data_size).read_volatile(),
            )
        };
        (result as u32, size.min(MAX))
    }

    fn shut_down(&mut self) {
        // SAFETY: the utility has finished (`poll` calls this only then); this starts its
        // shutdown.
        unsafe { sys::sceUtilitySavedataShutdownStart() };
    }

    fn abandon(&mut self) {
        // The utility may still hold the job: it is left to it (leaked, the pointer
        // forgotten), and the next job gets a new one.
        *self.0 = new_job();
    }
}

/// A zeroed job, for the utility to fill, owned by the caller through the pointer.
fn new_job() -> NonNull<Job> {
    // Zeroed on the heap where it stays: `Box::new(zeroed())` would build its 33 KB on the
    // stack first.
    let layout = core::alloc::Layout::new::<Job>();
    // SAFETY: `Job` is not zero-sized, so `layout` is a valid layout to allocate; `Job` is
    // plain data (integers, byte arrays, raw pointers and C-like enums whose variant 0
    // exists), so the all-zero bytes `alloc_zeroed` returns are a valid `Job`.
    let job = unsafe { alloc::alloc::alloc_zeroed(layout) }.cast::<Job>();
    NonNull::new(job).unwrap_or_else(|| alloc::alloc::handle_alloc_error(layout))
}

/// Copies `s` and a closing NUL into a field of the utility's. Nothing is ever cut: a text
/// comes in a type that bounds it to `N` bytes ([`GameName`], [`SaveTitle`], a
/// `heapless::String<N>`), and `N` is checked against the field's room as this compiles.
fn copy_c<const N: usize, const M: usize>(dst: &mut [u8; M], s: &str) {
    const {
        assert!(
            N < M,
            "a text's bound does not leave its field room for the NUL"
        )
    };
    debug_assert!(s.len() <= N);
    let n = s.len().min(M - 1);
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
        Savedata {
            job: new_job(),
            state: JobState::new(),
            game: slot.game,
            folder: slot.folder(),
            title: slot.title,
            icon0: slot.icon0,
            pic1: slot.pic1,
            savedata_title: slot.set_title.clone(),
            last_save: 0,
        }
    }

    /// The room the last save started takes on the stick, in KB (its four files).
    pub(super) fn needed_kb(&self) -> u32 {
        let sizes = [
            SFO_BYTES,
            self.icon0.len() as u64,
            self.pic1.len() as u64,
            self.last_save as u64,
        ];
        save_plan::space::needed_kb(&sizes)
    }

    /// The folder name under `ms0:/PSP/SAVEDATA/` ([`SaveSlot::folder`]).
    pub(super) fn folder(&self) -> SaveFolder {
        self.folder.clone()
    }

    /// The save name: the folder's part after the game name (the set's 8 hex digits).
    fn save_name(&self) -> heapless::String<8> {
        let mut s = heapless::String::new();
        let fitted = s.push_str(self.folder.get(self.game.as_str().len()..).unwrap_or(""));
        // The folder is the game name and 8 digits (`SaveSlot::folder`).
        debug_assert!(fitted.is_ok());
        s
    }

    /// Whether a new job can start.
    pub(super) fn idle(&self) -> bool {
        self.state.idle()
    }

    /// The bytes the last load read, once it has ended and before another job starts:
    /// `None` while a job runs (the utility may still write them) or when it was no load.
    pub(super) fn data(&self) -> Option<&[u8]> {
        if !self.idle() {
            return None;
        }
        // SAFETY: idle: no job holds the memory (the utility is gone, or the job it held
        // was replaced), so nothing writes it while the slice, tied to `&self`, lives (only
        // `&mut self` methods start a job).
        let data = unsafe { &*addr_of!((*self.job.as_ptr()).data) };
        self.state.data(data)
    }

    /// The statuses the current or last job saw, with the poll each appeared at (printed
    /// as `savedata: statuses 1@1 2@2 3@9 4@10` when a job ends).
    pub(super) fn trace(&self) -> &[(i32, u32)] {
        self.state.trace()
    }

    /// The job's memory, for a job to be prepared: only while no job holds it.
    fn idle_job(&mut self) -> &mut Job {
        debug_assert!(self.idle());
        // SAFETY: the callers (`prepare`, `start_save`) run only while idle: no job holds
        // the memory, so this is its one reference until it is handed over in `start`
        // (which takes the pointer, not this reference).
        unsafe { self.job.as_mut() }
    }

    fn prepare(&mut self, mode: UtilitySavedataMode) {
        let (game, save_name) = (self.game, self.save_name());
        let job = self.idle_job();
        let data = job.data.as_mut_ptr() as *mut c_void;
        let p = &mut job.param;
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
        // Whole: at most GAME_NAME_MAX (12) bytes and the NUL, checked when it was made.
        copy_c::<GAME_NAME_MAX, _>(&mut p.game_name, game.as_str());
        copy_c::<8, _>(&mut p.save_name, &save_name);
        copy_c::<{ FILE.len() }, _>(&mut p.file_name, FILE);
        p.data_buf = data;
        p.data_buf_size = MAX;
    }

    fn start(&mut self, kind: Kind) -> bool {
        let param = self.job.as_ptr();
        self.state.start(kind, || {
            // SAFETY: no job holds `job` (the callers checked `idle`, and `start` calls this
            // only then); it is heap memory that is neither freed nor moved while the job
            // runs (see `Savedata::job`), handed over as a raw pointer (no reference to it
            // outlives this call), and this value reads it only through volatile reads or
            // once the job has ended (`poll`, `data`).
            unsafe { sys::sceUtilitySavedataInitStart(addr_of_mut!((*param).param)) }
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
    pub(super) fn start_save(
        &mut self,
        bytes: &[u8],
        detail: &heapless::String<SAVE_DETAIL_MAX>,
    ) -> bool {
        if !self.idle() || bytes.len() > MAX {
            return false;
        }
        self.prepare(UtilitySavedataMode::AutoSave);
        self.last_save = bytes.len();
        let (title, savedata_title) = (self.title, self.savedata_title.clone());
        let (icon0, pic1) = (self.icon0, self.pic1);
        let job = self.idle_job();
        job.data[..bytes.len()].copy_from_slice(bytes);
        let p = &mut job.param;
        p.data_size = bytes.len();
        copy_c::<SAVE_TITLE_MAX, _>(&mut p.sfo_param.title, title.as_str());
        copy_c::<SET_TITLE_MAX, _>(&mut p.sfo_param.savedata_title, &savedata_title);
        copy_c::<SAVE_DETAIL_MAX, _>(&mut p.sfo_param.detail, detail);
        p.icon0_file_data = file_data(icon0);
        p.pic1_file_data = file_data(pic1);
        self.start(Kind::Save)
    }

    /// Once a frame: drives a running job; its outcome when it has ended (once).
    ///
    /// Inlined or not, as the optimiser likes: the `#[inline(never)]` an earlier version
    /// kept here had no proven cause (docs/HARDWARE.md, "The savedata wait loop"): both
    /// layouts read the status afresh from the system on every poll, and the result only
    /// after it. The statuses each job saw are printed when it ends ([`Savedata::trace`]).
    pub(super) fn poll(&mut self) -> Option<Outcome> {
        let outcome = self.state.poll(&mut Utility(&mut self.job));
        if outcome.is_some() && !self.trace().is_empty() {
            let mut l: heapless::String<96> = heapless::String::new();
            let _ = l.push_str("savedata: statuses");
            for (status, at) in self.trace() {
                let _ = write!(l, " {status}@{at}");
            }
            super::stdout::line(&l);
        }
        outcome
    }
}

impl Drop for Savedata {
    fn drop(&mut self) {
        if self.idle() {
            // SAFETY: no job holds `job` (idle: the utility is gone, or the job it held was
            // replaced); it came from `new_job`, allocated with `Job`'s own layout as a
            // `Box<Job>` is, and is freed once, here, as `self` is dropped and nothing uses
            // it again.
            drop(unsafe { Box::from_raw(self.job.as_ptr()) });
        }
    }
}
