//! Resource folders on disk, and the choice between a folder and the embedded set.

use super::Failure;
use crate::res::Resources;
use std::path::Path;

/// The files of a resource folder, sorted by name (dot files and folders skipped).
pub fn read_dir(dir: &Path) -> Result<Vec<(String, Vec<u8>)>, Failure> {
    let fail = |m: String| Failure {
        code: 1,
        message: m,
    };
    let entries =
        std::fs::read_dir(dir).map_err(|e| fail(format!("cannot read {}: {e}", dir.display())))?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| fail(e.to_string()))?.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()).map(str::to_owned) else {
            continue;
        };
        if name.starts_with('.') || !path.is_file() {
            continue;
        }
        let bytes = std::fs::read(&path)
            .map_err(|e| fail(format!("cannot read {}: {e}", path.display())))?;
        files.push((name, bytes));
    }
    files.sort();
    Ok(files)
}

/// A borrowed view of files for [`Resources::parse`].
pub fn table(files: &[(String, Vec<u8>)]) -> Vec<(&str, &[u8])> {
    files
        .iter()
        .map(|(n, b)| (n.as_str(), b.as_slice()))
        .collect()
}

/// Raw resource files: from `dir`, or the embedded set's files.
pub enum RawFiles {
    Dir(Vec<(String, Vec<u8>)>),
    Embedded,
}

impl RawFiles {
    pub fn load(dir: Option<&Path>) -> Result<RawFiles, Failure> {
        Ok(match dir {
            Some(d) => RawFiles::Dir(read_dir(d)?),
            None if crate::content::BOOTSTRAP => {
                return Err(Failure::usage(
                    "this build embeds no resources (BOUNCE_RES_BOOTSTRAP); pass --res DIR",
                ))
            }
            None => RawFiles::Embedded,
        })
    }

    pub fn table(&self) -> Vec<(&str, &[u8])> {
        match self {
            RawFiles::Dir(f) => table(f),
            RawFiles::Embedded => crate::content::RAW_FILES.to_vec(),
        }
    }

    pub fn get(&self, name: &str) -> Result<&[u8], Failure> {
        self.table()
            .into_iter()
            .find(|(n, _)| *n == name)
            .map(|(_, b)| b)
            .ok_or_else(|| Failure {
                code: 1,
                message: format!("{name}: the file is missing"),
            })
    }
}

/// Reads and validates the whole set in `files`.
pub fn resources<'a>(files: &'a [(&'a str, &'a [u8])]) -> Result<Resources<'a>, Failure> {
    Resources::parse(files).map_err(|e| Failure {
        code: 1,
        message: e.to_string(),
    })
}
