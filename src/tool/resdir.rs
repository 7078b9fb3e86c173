//! Resource folders and archives (`.jar`) on disk, and the choice between them and the
//! embedded set.

use super::disk::Disk;
use super::Failure;
use crate::res::locate;
use crate::res::zip::{self, Archive};
use crate::res::{FileName, ResError, Resources};
use std::path::{Path, PathBuf};

/// The game's files in a resource folder, sorted by name, read as the memory stick's are
/// ([`locate::read_folder`]: names in any case, read under their lower-case names).
///
/// # Errors
///
/// The folder or one of its files cannot be read (exit code 1).
pub fn read_dir(dir: &Path) -> Result<Vec<(String, Vec<u8>)>, Failure> {
    let path = dir.to_str().ok_or_else(|| Failure {
        code: 1,
        message: format!("{}: the folder's path is not UTF-8", dir.display()),
    })?;
    locate::read_folder(&mut Disk, path)
        .map(locate::named)
        .map_err(|e| Failure {
            code: 1,
            message: e.to_string(),
        })
}

/// A borrowed view of files for [`Resources::parse`].
pub use crate::res::locate::table;

/// The resource files of the archive at `path`, sorted by name.
///
/// # Errors
///
/// The archive cannot be read or is not a zip (exit code 1).
pub fn read_archive(path: &Path) -> Result<RawFiles, Failure> {
    let fail = |m: String| Failure {
        code: 1,
        message: m,
    };
    let bytes =
        std::fs::read(path).map_err(|e| fail(format!("cannot read {}: {e}", path.display())))?;
    let label = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("archive");
    let archive = Archive::parse(FileName::new(label), &bytes)
        .map_err(|e| fail(format!("{}: {}", path.display(), zip::describe(None, &e))))?;
    let files = archive
        .members
        .iter()
        .map(|m| (m.name.to_owned(), m.data.to_vec()))
        .collect();
    Ok(RawFiles::Archive {
        path: path.to_owned(),
        folder: archive.folder.map(str::to_owned),
        files,
    })
}

/// Raw resource files: from a folder, an archive, or the embedded set's files.
pub enum RawFiles {
    /// The files of the folder at `path`, by name.
    Dir {
        /// The folder.
        path: PathBuf,
        /// Its files, by name.
        files: Vec<(String, Vec<u8>)>,
    },
    /// The resource entries of the archive at `path`, by resource name; `folder` is the
    /// folder they are in inside the archive.
    Archive {
        /// The archive.
        path: PathBuf,
        /// The folder inside it.
        folder: Option<String>,
        /// The resource entries, by resource name.
        files: Vec<(String, Vec<u8>)>,
    },
    /// The set the build embedded.
    Embedded,
}

impl RawFiles {
    /// A folder, or an archive when `path` is a regular file (a zip, whatever its name).
    ///
    /// # Errors
    ///
    /// The folder or archive cannot be read, or this build embeds no resources and none was
    /// named.
    pub fn load(path: Option<&Path>) -> Result<RawFiles, Failure> {
        Ok(match path {
            Some(p) if p.is_file() => read_archive(p)?,
            Some(d) => RawFiles::Dir {
                path: d.to_owned(),
                files: read_dir(d)?,
            },
            None if crate::embedded::BOOTSTRAP => {
                return Err(Failure::usage(
                    "this build embeds no resources (BOUNCE_RES_BOOTSTRAP); pass --res DIR",
                ))
            }
            None => RawFiles::Embedded,
        })
    }

    /// Every file, by name.
    pub fn table(&self) -> Vec<(&str, &[u8])> {
        match self {
            RawFiles::Dir { files: f, .. } | RawFiles::Archive { files: f, .. } => table(f),
            RawFiles::Embedded => crate::embedded::RAW_FILES.to_vec(),
        }
    }

    /// The file `name`.
    ///
    /// # Errors
    ///
    /// The set has no such file (exit code 1).
    pub fn get(&self, name: &str) -> Result<&[u8], Failure> {
        self.table()
            .into_iter()
            .find(|(n, _)| *n == name)
            .map(|(_, b)| b)
            .ok_or_else(|| Failure {
                code: 1,
                message: match self {
                    RawFiles::Archive { path, folder, .. } => {
                        let dir = folder.as_ref().map_or(String::new(), |f| format!("{f}/"));
                        format!("{}: {dir}{name}: the file is missing", path.display())
                    }
                    RawFiles::Dir { path, .. } => {
                        format!("{}: {name}: the file is missing", path.display())
                    }
                    RawFiles::Embedded => format!("{name}: the file is missing"),
                },
            })
    }

    /// A reader's error as the user should see it: under the folder's or the archive's
    /// path (and, in an archive, the entry's name).
    pub fn message(&self, e: &ResError) -> String {
        match self {
            RawFiles::Archive { path, .. } | RawFiles::Dir { path, .. } => {
                format!("{}: {}", path.display(), self.describe(e))
            }
            RawFiles::Embedded => self.describe(e),
        }
    }

    /// A reader's error inside the set, for a message that names the set itself: in an
    /// archive under the entry's name.
    pub fn describe(&self, e: &ResError) -> String {
        match self {
            RawFiles::Archive { folder, .. } => zip::describe(folder.as_deref(), e),
            RawFiles::Dir { .. } | RawFiles::Embedded => e.to_string(),
        }
    }

    /// [`RawFiles::message`] as a failure.
    pub fn fail(&self, e: &ResError) -> Failure {
        Failure {
            code: 1,
            message: self.message(e),
        }
    }

    /// Reads and validates the whole set.
    ///
    /// # Errors
    ///
    /// The files do not make a valid resource set (exit code 1).
    pub fn resources(&self) -> Result<Resources<'_>, Failure> {
        let table = self.table();
        Resources::parse(&table[..]).map_err(|e| self.fail(&e))
    }
}

/// Reads and validates the whole set in `files`.
///
/// # Errors
///
/// The files do not make a valid resource set (exit code 1).
pub fn resources<'a>(files: &'a [(&'a str, &'a [u8])]) -> Result<Resources<'a>, Failure> {
    Resources::parse(files).map_err(|e| Failure {
        code: 1,
        message: e.to_string(),
    })
}
