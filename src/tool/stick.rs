//! A folder on the host standing in for the PSP's memory stick (`ms0:/`), so that
//! `bounceback app --stick DIR` runs the same start-up search for the player's own
//! resource files as the EBOOT, over the same [`Volume`] interface.

use super::disk;
use crate::res::locate::{Entry, ReadError, Volume};
use std::path::{Path, PathBuf};

/// Where `bounceback app --stick` pretends the EBOOT was started from.
pub const ARGV0: &str = "ms0:/PSP/GAME/BounceBack/EBOOT.PBP";

/// A host folder standing for the memory stick.
pub struct Stick {
    /// The folder.
    pub root: PathBuf,
}

impl Stick {
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

impl Volume for Stick {
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
