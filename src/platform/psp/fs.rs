//! The memory stick as the resource search's [`Volume`], through `sceIo`.

use alloc::string::String;
use alloc::vec::Vec;
use bounceback::res::locate::{Entry, ReadError, Volume};
use psp::sys::{self, IoOpenFlags, IoStatMode, IoWhence, SceIoDirent};

/// A path as the kernel takes it: NUL-terminated, at most 255 bytes.
fn c_path(path: &str) -> Option<heapless::Vec<u8, 256>> {
    let mut p = heapless::Vec::new();
    p.extend_from_slice(path.as_bytes()).ok()?;
    p.push(0).ok()?;
    Some(p)
}

pub struct Stick;

impl Volume for Stick {
    fn list(&mut self, dir: &str) -> Option<Vec<Entry>> {
        let path = c_path(dir)?;
        let mut out = Vec::new();
        // SAFETY: `path` is NUL-terminated; `ent` is a zeroed dirent the kernel fills and
        // whose name it NUL-terminates within its 256 bytes; the handle is closed.
        unsafe {
            let fd = sys::sceIoDopen(path.as_ptr());
            if fd.0 < 0 {
                return None;
            }
            loop {
                let mut ent: SceIoDirent = core::mem::zeroed();
                if sys::sceIoDread(fd, &mut ent) <= 0 {
                    break;
                }
                let len = ent.d_name.iter().position(|&b| b == 0).unwrap_or(0);
                let Ok(name) = core::str::from_utf8(&ent.d_name[..len]) else {
                    continue;
                };
                if name.is_empty() || name == "." || name == ".." {
                    continue;
                }
                out.push(Entry {
                    name: String::from(name),
                    is_dir: ent.d_stat.st_mode.contains(IoStatMode::IFDIR),
                });
            }
            sys::sceIoDclose(fd);
        }
        Some(out)
    }

    fn read(&mut self, path: &str, max: usize) -> Result<Vec<u8>, ReadError> {
        let c = c_path(path).ok_or(ReadError::Io(-1))?;
        // SAFETY: `c` is NUL-terminated; reads go into `buf` within its length; the handle
        // is closed on every path.
        unsafe {
            let fd = sys::sceIoOpen(c.as_ptr(), IoOpenFlags::RD_ONLY, 0o777);
            if fd.0 < 0 {
                return Err(ReadError::Io(fd.0));
            }
            let size = sys::sceIoLseek(fd, 0, IoWhence::End);
            sys::sceIoLseek(fd, 0, IoWhence::Set);
            if size < 0 {
                sys::sceIoClose(fd);
                return Err(ReadError::Io(size as i32));
            }
            if size as u64 > max as u64 {
                sys::sceIoClose(fd);
                return Err(ReadError::TooLarge);
            }
            let size = size as usize;
            let mut buf = alloc::vec![0u8; size];
            let mut n = 0;
            while n < size {
                let r = sys::sceIoRead(
                    fd,
                    buf[n..].as_mut_ptr() as *mut core::ffi::c_void,
                    (size - n) as u32,
                );
                if r < 0 {
                    sys::sceIoClose(fd);
                    return Err(ReadError::Io(r));
                }
                if r == 0 {
                    break;
                }
                n += r as usize;
            }
            sys::sceIoClose(fd);
            buf.truncate(n);
            Ok(buf)
        }
    }
}

/// Whether a memory stick is in the slot: the `mscmhc0:` driver's "medium inserted" query
/// (devctl 0x02025806, which writes 1 when one is). `None` when the query itself fails
/// (a PSP Go's internal storage answers it too).
pub fn stick_inserted() -> Option<bool> {
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
