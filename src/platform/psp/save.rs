//! The save file on the memory stick, one per resource set (`bounceback::app::save`), written
//! so that a power cut never loses the old save: the new data goes to `<name>.NEW`, then
//! replaces `<name>.BIN`; at start-up a missing or damaged `.BIN` falls back to a complete
//! `.NEW`. The built-in set also reads the version 1 file `SAVE.BIN` once, when it has no
//! save of its own yet (the file is left in place).

use bounceback::app::save::{self, SaveData, SaveError};
use core::fmt::Write as _;
use psp::sys::{self, IoOpenFlags};

const DIRS: [&str; 3] = [
    "ms0:/PSP",
    "ms0:/PSP/SAVEDATA",
    "ms0:/PSP/SAVEDATA/BOUNCEBACK",
];
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

fn c_dir(d: &str) -> Path {
    let mut p = Path::new();
    let _ = write!(p, "{d}\0");
    p
}

/// The save of one resource set.
pub struct Slot {
    set: u32,
    builtin: bool,
    main: Path,
    new: Path,
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
        }
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

    /// The save at start-up: `Ok(None)` when there is none, an error when it was damaged
    /// (the defaults are used then).
    pub fn load(&self) -> Result<Option<SaveData>, SaveError> {
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

    /// Writes `bytes` as the new save; `false` when the memory stick refused.
    pub fn store(&self, bytes: &[u8]) -> bool {
        // SAFETY: NUL-terminated paths; the write reads `bytes` within its length.
        unsafe {
            for d in DIRS {
                sys::sceIoMkdir(c_dir(d).as_ptr(), 0o777);
            }
            let fd = sys::sceIoOpen(
                self.new.as_ptr(),
                IoOpenFlags::WR_ONLY | IoOpenFlags::CREAT | IoOpenFlags::TRUNC,
                0o777,
            );
            if fd.0 < 0 {
                return false;
            }
            let written =
                sys::sceIoWrite(fd, bytes.as_ptr() as *const core::ffi::c_void, bytes.len());
            sys::sceIoClose(fd);
            if written != bytes.len() as i32 {
                return false;
            }
            sys::sceIoRemove(self.main.as_ptr());
            sys::sceIoRename(self.new.as_ptr(), self.main.as_ptr()) >= 0
        }
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
