//! A folder on the host's disk as a [`Volume`], so that `build.rs` (`BOUNCE_RES`) and the
//! tool (`--res`) read a resource folder with the memory stick's reader and rule
//! ([`crate::res::locate::read_folder`]). `build.rs` compiles this file as its own.

use crate::res::locate::{Entry, ReadError, Volume};
use std::io::Read;
use std::path::Path;

/// The host's file system, paths taken as they are.
pub struct Disk;

/// An I/O error as [`ReadError::Io`]'s code: the system's error number, negated.
pub fn io_code(e: &std::io::Error) -> i32 {
    e.raw_os_error().map_or(-1, |c| -c)
}

/// The entries of the folder `dir` (those whose names are not UTF-8 left out).
pub fn list(dir: &Path) -> Option<Vec<Entry>> {
    let entries = std::fs::read_dir(dir).ok()?;
    Some(
        entries
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                Some(Entry {
                    name: e.file_name().into_string().ok()?,
                    is_dir: e.file_type().ok()?.is_dir(),
                })
            })
            .collect(),
    )
}

/// The whole file at `path`, at most `max` bytes.
///
/// # Errors
///
/// [`ReadError::TooLarge`] past `max` bytes, [`ReadError::Io`] when it cannot be read.
pub fn read(path: &Path, max: usize) -> Result<Vec<u8>, ReadError> {
    let f = std::fs::File::open(path).map_err(|e| ReadError::Io(io_code(&e)))?;
    let mut bytes = Vec::new();
    f.take(max as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| ReadError::Io(io_code(&e)))?;
    if bytes.len() > max {
        return Err(ReadError::TooLarge);
    }
    Ok(bytes)
}

impl Volume for Disk {
    fn list(&mut self, dir: &str) -> Option<Vec<Entry>> {
        list(Path::new(dir))
    }

    fn read(&mut self, path: &str, max: usize) -> Result<Vec<u8>, ReadError> {
        read(Path::new(path), max)
    }
}
