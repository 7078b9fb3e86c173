//! The memory stick as the resource search's [`Volume`], through `sceIo`.

use super::file::{self, c_path, Dir};
use alloc::string::String;
use alloc::vec::Vec;
use bounceback::res::locate::{Entry, ReadError, Volume};
use psp::sys;

/// The memory stick (`ms0:`), for programs that look for their own data on it at start-up.
pub struct MemoryStick;

impl Volume for MemoryStick {
    fn list(&mut self, dir: &str) -> Option<Vec<Entry>> {
        let mut d = Dir::open(&c_path(&[dir])?).ok()?;
        let mut out = Vec::new();
        while let Some(ent) = d.next_entry() {
            let Some(name) = ent.name() else {
                continue;
            };
            if name.is_empty() || name == "." || name == ".." {
                continue;
            }
            out.push(Entry {
                name: String::from(name),
                is_dir: ent.is_dir(),
            });
        }
        Some(out)
    }

    fn read(&mut self, path: &str, max: usize) -> Result<Vec<u8>, ReadError> {
        file::read_whole(&c_path(&[path]).ok_or(ReadError::Path)?, max)
    }
}

/// Whether a memory stick is in the slot: the `mscmhc0:` driver's "medium inserted" query
/// (devctl 0x02025806, which writes 1 when one is). `None` when the query itself fails
/// (a PSP Go's internal storage answers it too).
pub(super) fn stick_inserted() -> Option<bool> {
    let mut inserted = 0u32;
    // SAFETY: the device name is NUL-terminated; the kernel writes at most 4 bytes into
    // `inserted`, whose length is passed; no input buffer.
    let rc = unsafe {
        sys::sceIoDevctl(
            c"mscmhc0:".as_ptr().cast(),
            0x0202_5806,
            core::ptr::null_mut(),
            0,
            (&mut inserted as *mut u32).cast(),
            4,
        )
    };
    (rc >= 0).then_some(inserted == 1)
}
