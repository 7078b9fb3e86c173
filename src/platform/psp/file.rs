//! Files and folders through `sceIo`, with the kernel's contracts held by types: a
//! [`CPath`] is NUL-terminated by construction, and a [`File`] or [`Dir`] closes its
//! handle when dropped, on every path out of the code that opened it.

use alloc::vec::Vec;
use bounceback::res::locate::ReadError;
use psp::sys::{self, IoOpenFlags, IoWhence, SceIoDirent, SceUid};

/// Longest path kept, its NUL included (the kernel's own limit is 255 bytes and a NUL).
const PATH_MAX: usize = 256;

/// A path as the kernel takes it: NUL-terminated, with no NUL before the end.
pub(super) struct CPath(heapless::Vec<u8, PATH_MAX>);

/// `parts` joined into one [`CPath`]; `None` when it would be too long or a part holds a
/// NUL (the kernel would read a different path).
pub(super) fn c_path(parts: &[&str]) -> Option<CPath> {
    let mut p = heapless::Vec::new();
    for part in parts {
        if part.as_bytes().contains(&0) {
            return None;
        }
        p.extend_from_slice(part.as_bytes()).ok()?;
    }
    p.push(0).ok()?;
    Some(CPath(p))
}

impl CPath {
    /// The path's first byte: a NUL-terminated string that lives as long as `self`.
    pub(super) fn as_ptr(&self) -> *const u8 {
        self.0.as_ptr()
    }
}

/// An open file, closed on drop.
pub(super) struct File(SceUid);

impl File {
    /// Opens `path` for reading; the kernel's error code when it cannot.
    pub(super) fn open(path: &CPath) -> Result<File, i32> {
        // SAFETY: `path` is NUL-terminated (a `CPath`) and outlives the call, which only
        // reads it.
        let fd = unsafe { sys::sceIoOpen(path.as_ptr(), IoOpenFlags::RD_ONLY, 0o777) };
        if fd.0 < 0 {
            Err(fd.0)
        } else {
            Ok(File(fd))
        }
    }

    /// Creates (or empties) `path` for writing; the kernel's error code when it cannot.
    pub(super) fn create(path: &CPath) -> Result<File, i32> {
        let flags = IoOpenFlags::WR_ONLY | IoOpenFlags::CREAT | IoOpenFlags::TRUNC;
        // SAFETY: `path` is NUL-terminated (a `CPath`) and outlives the call, which only
        // reads it.
        let fd = unsafe { sys::sceIoOpen(path.as_ptr(), flags, 0o777) };
        if fd.0 < 0 {
            Err(fd.0)
        } else {
            Ok(File(fd))
        }
    }

    /// Writes all of `bytes` (the kernel may take them in parts).
    pub(super) fn write_all(&mut self, bytes: &[u8]) -> Result<(), i32> {
        let mut n = 0;
        while n < bytes.len() {
            let rest = &bytes[n..];
            // SAFETY: the kernel reads at most `rest.len()` bytes from `rest`, borrowed for
            // the call; the handle is open.
            let r = unsafe { sys::sceIoWrite(self.0, rest.as_ptr().cast(), rest.len()) };
            if r <= 0 {
                return Err(if r < 0 { r } else { -1 });
            }
            n += r as usize;
        }
        Ok(())
    }

    /// The file's size in bytes, leaving the position at its start.
    fn size(&mut self) -> Result<u64, i32> {
        // SAFETY: seeks a handle this value opened and has not closed; no pointers.
        let size = unsafe { sys::sceIoLseek(self.0, 0, IoWhence::End) };
        // SAFETY: as above.
        let start = unsafe { sys::sceIoLseek(self.0, 0, IoWhence::Set) };
        if size < 0 {
            return Err(size as i32);
        }
        if start < 0 {
            return Err(start as i32);
        }
        Ok(size as u64)
    }

    /// Reads until the end of the file or until `buf` is full: the bytes read.
    fn read_into(&mut self, buf: &mut [u8]) -> Result<usize, i32> {
        let mut n = 0;
        while n < buf.len() {
            let rest = &mut buf[n..];
            let len = u32::try_from(rest.len()).unwrap_or(u32::MAX);
            // SAFETY: the kernel writes at most `len` bytes, no more than `rest` holds, into
            // memory borrowed mutably for the call; the handle is open.
            let r = unsafe { sys::sceIoRead(self.0, rest.as_mut_ptr().cast(), len) };
            if r < 0 {
                return Err(r);
            }
            if r == 0 {
                break;
            }
            n += r as usize;
        }
        Ok(n)
    }
}

impl Drop for File {
    fn drop(&mut self) {
        // SAFETY: closes the handle this value opened, once; nothing uses it afterwards.
        unsafe { sys::sceIoClose(self.0) };
    }
}

/// The whole file at `path`, which may hold at most `max` bytes.
pub(super) fn read_whole(path: &CPath, max: usize) -> Result<Vec<u8>, ReadError> {
    let mut f = File::open(path).map_err(ReadError::Io)?;
    let size = f.size().map_err(ReadError::Io)?;
    if size > max as u64 {
        return Err(ReadError::TooLarge);
    }
    let mut buf = alloc::vec![0u8; size as usize];
    let n = f.read_into(&mut buf).map_err(ReadError::Io)?;
    buf.truncate(n);
    Ok(buf)
}

/// Takes the file at `path` away; the kernel's error code when it cannot.
pub(super) fn remove(path: &CPath) -> Result<(), i32> {
    // SAFETY: `path` is NUL-terminated and outlives the call, which only reads it.
    let r = unsafe { sys::sceIoRemove(path.as_ptr()) };
    if r < 0 {
        Err(r)
    } else {
        Ok(())
    }
}

/// Makes the folder `path` (an error, such as one that exists already, is not told).
pub(super) fn make_dir(path: &CPath) {
    // SAFETY: `path` is NUL-terminated and outlives the call, which only reads it.
    unsafe { sys::sceIoMkdir(path.as_ptr(), 0o777) };
}

/// An open folder, closed on drop.
pub(super) struct Dir(SceUid);

/// One entry of a folder.
pub(super) struct DirEntry {
    dirent: SceIoDirent,
}

impl DirEntry {
    /// The entry's name; `None` when it is not UTF-8.
    pub(super) fn name(&self) -> Option<&str> {
        let name = &self.dirent.d_name;
        let len = name.iter().position(|&b| b == 0).unwrap_or(name.len());
        core::str::from_utf8(&name[..len]).ok()
    }

    pub(super) fn is_dir(&self) -> bool {
        self.dirent.d_stat.st_mode.contains(sys::IoStatMode::IFDIR)
    }
}

impl Dir {
    /// Opens the folder `path`; the kernel's error code when it cannot.
    pub(super) fn open(path: &CPath) -> Result<Dir, i32> {
        // SAFETY: as in `File::open`.
        let fd = unsafe { sys::sceIoDopen(path.as_ptr()) };
        if fd.0 < 0 {
            Err(fd.0)
        } else {
            Ok(Dir(fd))
        }
    }

    /// The next entry; `None` at the end (or on an error).
    pub(super) fn next_entry(&mut self) -> Option<DirEntry> {
        // SAFETY: `SceIoDirent` is plain data (integers, byte arrays, a raw pointer and a
        // bit set), so all-zero bytes are a valid value.
        let mut dirent: SceIoDirent = unsafe { core::mem::zeroed() };
        // SAFETY: the kernel fills `dirent`, borrowed mutably for the call, and
        // NUL-terminates the name within its 256 bytes; the handle is open.
        let r = unsafe { sys::sceIoDread(self.0, &mut dirent) };
        (r > 0).then_some(DirEntry { dirent })
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        // SAFETY: closes the handle this value opened, once; nothing uses it afterwards.
        unsafe { sys::sceIoDclose(self.0) };
    }
}
