//! The program's save of one resource set through the system's savedata utility
//! ([`super::savedata`]): `ms0:/PSP/SAVEDATA/<game><set>/`, shown in the XMB.
//! A set with no savedata yet reads the files earlier versions wrote through sceIo in the
//! program's legacy folder, when it has one (its [`SaveSlot`] names them: the set's own,
//! then older ones that may be another set's) once, and the platform writes it through
//! the utility at once; the old files are left where they are (never written again). What
//! the bytes mean is the program's business: it says which are a save ([`Read`]), the
//! platform only finds them.

use super::file::{self, c_path, CPath};
use super::savedata::{Outcome, Savedata};
use bounceback::runtime::save_plan::{self, Found};
use bounceback::runtime::{JobError, SaveFolder, SaveSlot, OLDER_FILES_MAX};

/// Where the system keeps saves.
const SAVEDATA: &str = "ms0:/PSP/SAVEDATA/";
/// Largest save file read: a larger file is no save (the utility's own limit).
const MAX: usize = bounceback::runtime::SAVE_MAX;

/// `name` in `folder` under [`SAVEDATA`]; `None` when the kernel could not take it (the
/// file is then never found).
fn path(folder: &str, name: &str) -> Option<CPath> {
    c_path(&[SAVEDATA, folder, "/", name])
}

/// The bytes of each of `paths`, read when taken: `None` when a file is absent, unreadable
/// or too large for a save.
fn files(paths: &[Option<CPath>]) -> impl Iterator<Item = Option<alloc::vec::Vec<u8>>> + '_ {
    paths
        .iter()
        .flatten()
        .map(|p| file::read_whole(p, MAX).ok())
}

/// The program's reading of bytes found for the save, or of the code of a read that failed
/// ([`bounceback::runtime::Program::read_save`]).
pub(super) trait Read<S, E>: Fn(Result<&[u8], JobError>) -> Result<S, E> {}
impl<S, E, F: Fn(Result<&[u8], JobError>) -> Result<S, E>> Read<S, E> for F {}

/// The save of one resource set.
pub(super) struct Slot {
    /// The set's own old files, then the older ones.
    own: [Option<CPath>; 2],
    older: heapless::Vec<Option<CPath>, OLDER_FILES_MAX>,
    savedata: Savedata,
}

/// What the save at start-up came from.
pub(super) use save_plan::Source;

impl Slot {
    /// The slot under the program's names (of its set), with no old files to read when
    /// it names no earlier place.
    pub(super) fn new(slot: &SaveSlot) -> Slot {
        let mut own = [None, None];
        let mut older = heapless::Vec::new();
        if let Some(legacy) = &slot.legacy {
            let at = |name: &str| path(legacy.folder, name);
            own = [at(&legacy.files[0]), at(&legacy.files[1])];
            // The same capacity as `older_files` (bounded when the slot was built): all fit.
            older = legacy.older_files.iter().map(|name| at(name)).collect();
        }
        Slot {
            own,
            older,
            savedata: Savedata::new(slot),
        }
    }

    /// The savedata folder's name.
    pub(super) fn folder(&self) -> SaveFolder {
        self.savedata.folder()
    }

    /// Reads the savedata at start-up (AUTOLOAD). The utility runs over several frames:
    /// `frame` is called once a frame meanwhile (it presents a frame, waiting for the
    /// vblank). Hand the outcome to [`Slot::load`].
    pub(super) fn read_savedata(&mut self, mut frame: impl FnMut()) -> Outcome {
        if self.savedata.start_load() {
            loop {
                if let Some(o) = self.savedata.poll() {
                    break o;
                }
                frame();
            }
        } else {
            self.savedata
                .poll()
                .unwrap_or(Outcome::Failed(JobError::NoResult))
        }
    }

    /// The save at start-up from the savedata's `outcome`, else from the old files, as
    /// `parse` reads them: `Ok(None)` when there is none, an error when it was damaged
    /// (the defaults are used then).
    pub(super) fn load<S, E>(
        &self,
        outcome: Outcome,
        parse: impl Read<S, E>,
    ) -> (Result<Option<S>, E>, Source) {
        save_plan::load(
            Found::of(outcome, self.savedata.data()),
            files(&self.own),
            files(&self.older),
            parse,
        )
    }

    /// Starts writing `bytes` as the new save, with `detail` shown in the XMB; `false`
    /// when it could not start (the write then counts as failed).
    pub(super) fn start_store(
        &mut self,
        bytes: &[u8],
        detail: &heapless::String<{ bounceback::runtime::SAVE_DETAIL_MAX }>,
    ) -> bool {
        self.savedata.start_save(bytes, detail)
    }

    /// The room a save takes on the stick, in KB (after a write failed for want of it).
    pub(super) fn needed_kb(&self) -> u32 {
        self.savedata.needed_kb()
    }

    /// Whether a write may start.
    pub(super) fn idle(&self) -> bool {
        self.savedata.idle()
    }

    /// Once a frame: `Some(ok)` when a write has ended, with why on failure.
    pub(super) fn poll(&mut self) -> Option<Result<(), JobError>> {
        self.savedata.poll().map(Outcome::written)
    }
}
