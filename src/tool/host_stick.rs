//! A folder on the host standing in for the PSP's memory stick (`ms0:/`), so that
//! `bounceback app --stick DIR` runs the same start-up search for the player's own
//! resource files as the EBOOT, over the same [`Volume`] interface.

use super::disk;
use crate::res::locate::{Entry, ReadError, Volume};
use crate::runtime::{FileAnswer, FileError, FileJob, FileReply};
use std::path::{Path, PathBuf};

/// Where `bounceback app --stick` pretends the EBOOT was started from.
pub const ARGV0: &str = "ms0:/PSP/GAME/BounceBack/EBOOT.PBP";

/// A host folder standing for the memory stick.
pub struct HostStick {
    /// The folder.
    pub root: PathBuf,
}

impl HostStick {
    /// The host path of a `ms0:/` path (`None` for another device).
    fn host(&self, path: &str) -> Option<PathBuf> {
        let rest = path.strip_prefix("ms0:")?.trim_start_matches('/');
        let mut p = self.root.clone();
        for part in rest.split('/').filter(|s| !s.is_empty()) {
            if part == ".." {
                return None;
            }
            p.push(part);
        }
        Some(p)
    }
}

impl Volume for HostStick {
    fn list(&mut self, dir: &str) -> Option<Vec<Entry>> {
        disk::list(&self.host(dir)?)
    }

    fn read(&mut self, path: &str, max: usize) -> Result<Vec<u8>, ReadError> {
        disk::read(&self.host(path).ok_or(ReadError::Path)?, max)
    }
}

/// The stick's folder of saves (`ms0:/PSP/SAVEDATA/`) on the host.
pub fn savedata(root: &Path) -> PathBuf {
    root.join("PSP/SAVEDATA")
}

/// A file job ([`crate::runtime::files`]) done on the stick's folder `root` at once, as the
/// PSP does it through `sceIo` (`bounceback app --stick`, and tests that run the app).
///
/// # Errors
///
/// The job's [`FileError`]: no such file, too large, a path off the stick, the host's error.
pub fn serve(root: &Path, job: FileJob) -> FileReply {
    let stick = HostStick {
        root: root.to_path_buf(),
    };
    let path = stick.host(job.path()).ok_or(FileError::Path)?;
    let io = |e: std::io::Error| match e.kind() {
        std::io::ErrorKind::NotFound => FileError::NotFound,
        _ => FileError::Io(disk::io_code(&e)),
    };
    match job {
        FileJob::Read { max, .. } => match disk::read(&path, max) {
            Ok(b) => Ok(FileAnswer::Bytes(b)),
            Err(ReadError::TooLarge) => Err(FileError::TooLarge),
            Err(ReadError::Io(-2)) => Err(FileError::NotFound),
            Err(ReadError::Io(c)) => Err(FileError::Io(c)),
            Err(_) => Err(FileError::Path),
        },
        FileJob::Write { bytes, .. } => {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).map_err(io)?;
            }
            std::fs::write(&path, bytes).map_err(io)?;
            Ok(FileAnswer::Done)
        }
        FileJob::List { .. } => {
            let entries = disk::list(&path).ok_or(FileError::NotFound)?;
            let mut names: Vec<String> = entries
                .into_iter()
                .map(|e| if e.is_dir { e.name + "/" } else { e.name })
                .collect();
            names.sort();
            Ok(FileAnswer::Names(names))
        }
        FileJob::Delete { .. } => match std::fs::remove_file(&path) {
            Ok(()) => Ok(FileAnswer::Done),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(FileAnswer::Done),
            Err(e) => Err(io(e)),
        },
    }
}
