//! The save file on the memory stick, written so that a power cut never loses the old
//! save: the new data goes to `SAVE.NEW`, then replaces `SAVE.BIN`; at start-up a missing
//! or damaged `SAVE.BIN` falls back to a complete `SAVE.NEW`.

use bounceback::app::save::{SaveData, SaveError};
use psp::sys::{self, IoOpenFlags};

const DIRS: [&[u8]; 3] = [
    b"ms0:/PSP\0",
    b"ms0:/PSP/SAVEDATA\0",
    b"ms0:/PSP/SAVEDATA/BOUNCEBACK\0",
];
const MAIN: &[u8] = b"ms0:/PSP/SAVEDATA/BOUNCEBACK/SAVE.BIN\0";
const NEW: &[u8] = b"ms0:/PSP/SAVEDATA/BOUNCEBACK/SAVE.NEW\0";
/// Largest save file read (a save is well under 1 KB).
const MAX: usize = 4096;

fn read(path: &[u8], buf: &mut [u8; MAX]) -> Option<usize> {
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

/// The save at start-up: `Ok(None)` when there is none, an error when it was damaged (the
/// defaults are used then).
pub fn load() -> Result<Option<SaveData>, SaveError> {
    let mut buf = [0u8; MAX];
    let main = read(MAIN, &mut buf).map(|n| SaveData::from_bytes(&buf[..n]));
    match main {
        Some(Ok(s)) => Ok(Some(s)),
        other => {
            let mut buf2 = [0u8; MAX];
            match read(NEW, &mut buf2).map(|n| SaveData::from_bytes(&buf2[..n])) {
                Some(Ok(s)) => Ok(Some(s)),
                _ => match other {
                    Some(Err(e)) => Err(e),
                    _ => Ok(None),
                },
            }
        }
    }
}

/// Writes `bytes` as the new save; `false` when the memory stick refused.
pub fn store(bytes: &[u8]) -> bool {
    // SAFETY: NUL-terminated paths; the write reads `bytes` within its length.
    unsafe {
        for d in DIRS {
            sys::sceIoMkdir(d.as_ptr(), 0o777);
        }
        let fd = sys::sceIoOpen(
            NEW.as_ptr(),
            IoOpenFlags::WR_ONLY | IoOpenFlags::CREAT | IoOpenFlags::TRUNC,
            0o777,
        );
        if fd.0 < 0 {
            return false;
        }
        let written = sys::sceIoWrite(fd, bytes.as_ptr() as *const core::ffi::c_void, bytes.len());
        sys::sceIoClose(fd);
        if written != bytes.len() as i32 {
            return false;
        }
        sys::sceIoRemove(MAIN.as_ptr());
        sys::sceIoRename(NEW.as_ptr(), MAIN.as_ptr()) >= 0
    }
}
