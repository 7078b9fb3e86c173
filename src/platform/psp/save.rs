//! The save of one resource set (`bounceback::app::save`) through the system's savedata
//! utility ([`super::savedata`]): `ms0:/PSP/SAVEDATA/BOUNCE001<set>/`, shown in the XMB.
//! A set with no savedata yet reads the file the earlier versions wrote through sceIo
//! (`ms0:/PSP/SAVEDATA/BOUNCEBACK/S<set>.BIN`, or its `.NEW` when that is damaged; and for
//! the built-in set the version 1 `SAVE.BIN`) once, and the platform writes it through
//! the utility at once; the old files are left where they are (never written again).

use super::savedata::{Outcome, Savedata};
use bounceback::app::save::{self, SaveData, SaveError};
use core::fmt::Write as _;
use psp::sys::{self, IoOpenFlags};

const FOLDER: &str = "ms0:/PSP/SAVEDATA/BOUNCEBACK/";
const LEGACY: [&str; 2] = ["SAVE.BIN", "SAVE.NEW"];
/// Largest save file read (a save is well under 1 KB).
const MAX: usize = 4096;

type Path = heapless::String<64>;

/// `FOLDER` + `name`, NUL-terminated for the kernel.
fn path(name: &str) -> Path {
    let mut p = Path::new();
    let _ = write!(p, "{FOLDER}{name}\0");
    p
}

/// The save of one resource set.
pub struct Slot {
    set: u32,
    builtin: bool,
    main: Path,
    new: Path,
    savedata: Savedata,
}

/// What the save at start-up came from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Source {
    None,
    Savedata,
    /// An old sceIo file: to be written through the utility.
    Legacy,
}

impl Slot {
    /// The slot of the set whose levels' CRC-32 is `set`.
    pub fn new(set: u32, builtin: bool) -> Slot {
        let name = save::file_name(set);
        let stem = name.as_str().trim_end_matches(".BIN");
        let mut new = heapless::String::<16>::new();
        let _ = write!(new, "{stem}.NEW");
        Slot {
            set,
            builtin,
            main: path(&name),
            new: path(&new),
            savedata: Savedata::new(set, builtin),
        }
    }

    /// The savedata folder's name.
    pub fn folder(&self) -> heapless::String<32> {
        self.savedata.folder()
    }

    fn parse(&self, b: &[u8]) -> Result<SaveData, SaveError> {
        SaveData::from_bytes(b, self.set, self.builtin)
    }

    /// The first of `paths` that holds a valid save; else the first error, or none.
    fn first_valid(&self, paths: &[&Path]) -> Result<Option<SaveData>, SaveError> {
        let mut first_err = None;
        for p in paths {
            let mut buf = [0u8; MAX];
            match read(p, &mut buf).map(|n| self.parse(&buf[..n])) {
                Some(Ok(s)) => return Ok(Some(s)),
                Some(Err(e)) => {
                    first_err.get_or_insert(e);
                }
                None => {}
            }
        }
        first_err.map_or(Ok(None), Err)
    }

    /// The save the sceIo versions wrote: `Ok(None)` when there is none.
    fn legacy(&self) -> Result<Option<SaveData>, SaveError> {
        let own = self.first_valid(&[&self.main, &self.new]);
        if !self.builtin || !matches!(own, Ok(None)) {
            return own;
        }
        let legacy = LEGACY.map(path);
        match self.first_valid(&[&legacy[0], &legacy[1]]) {
            Ok(Some(s)) => Ok(Some(s)),
            // A legacy file that is not this set's is simply not this set's save.
            _ => Ok(None),
        }
    }

    /// The save at start-up: `Ok(None)` when there is none, an error when it was damaged
    /// (the defaults are used then). The utility runs over several frames: `frame` is
    /// called once a frame meanwhile (it presents a frame, waiting for the vblank).
    pub fn load(
        &mut self,
        mut frame: impl FnMut(),
    ) -> (Result<Option<SaveData>, SaveError>, Source) {
        let outcome = if self.savedata.start_load() {
            loop {
                if let Some(o) = self.savedata.poll() {
                    break o;
                }
                frame();
            }
        } else {
            self.savedata.poll().unwrap_or(Outcome::Failed(0))
        };
        let from_legacy =
            |s: &Slot, otherwise: Result<Option<SaveData>, SaveError>| match s.legacy() {
                Ok(Some(d)) => (Ok(Some(d)), Source::Legacy),
                Ok(None) => (otherwise, Source::None),
                Err(e) => (Err(e), Source::None),
            };
        match outcome {
            Outcome::Done(n) => match self.parse(self.savedata.data(n)) {
                Ok(d) => (Ok(Some(d)), Source::Savedata),
                Err(e) => from_legacy(self, Err(e)),
            },
            Outcome::NoData => from_legacy(self, Ok(None)),
            Outcome::Failed(code) => from_legacy(self, Err(SaveError::Unreadable(code))),
        }
    }

    /// Starts writing `bytes` as the new save, with `detail` shown in the XMB; `false`
    /// when it could not start (the write then counts as failed).
    pub fn start_store(&mut self, bytes: &[u8], detail: &str) -> bool {
        self.savedata.start_save(bytes, detail)
    }

    /// Whether a write may start.
    pub fn idle(&self) -> bool {
        self.savedata.idle()
    }

    /// Once a frame: `Some(ok)` when a write has ended, with its error code on failure.
    pub fn poll(&mut self) -> Option<Result<(), u32>> {
        self.savedata.poll().map(|o| match o {
            Outcome::Done(_) => Ok(()),
            Outcome::NoData => Err(0),
            Outcome::Failed(code) => Err(code),
        })
    }
}

fn read(path: &Path, buf: &mut [u8; MAX]) -> Option<usize> {
    // SAFETY: `path` is NUL-terminated; reads go into `buf` within its length.
    unsafe {
        let fd = sys::sceIoOpen(path.as_ptr(), IoOpenFlags::RD_ONLY, 0o777);
        if fd.0 < 0 {
            return None;
        }
        let mut n = 0usize;
        loop {
            let r = sys::sceIoRead(
                fd,
                buf[n..].as_mut_ptr() as *mut core::ffi::c_void,
                (MAX - n) as u32,
            );
            if r <= 0 {
                break;
            }
            n += r as usize;
            if n == MAX {
                break;
            }
        }
        sys::sceIoClose(fd);
        Some(n)
    }
}
