//! The file service a program asks of its platform: read a file, write one, list a
//! folder, delete a file, one job at a time ([`FileJob`], answered by a [`FileReply`]).
//! The program names paths as the PSP does (`ms0:/...`); the PSP answers through `sceIo`
//! (a write goes out in chunks over frames), `bounceback app --stick DIR` through a host
//! folder. The driver hands a job over when the platform is idle and the answer back when
//! it comes ([`super::driver::Driver::frame`]).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// A path as a program names it (`ms0:/PSP/...`).
pub type FilePath = heapless::String<128>;

/// Bytes a write hands the stick in one frame on a platform whose writes take frames.
pub const WRITE_CHUNK: usize = 32 * 1024;

/// A file job.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileJob {
    /// The whole file at `path`, of at most `max` bytes.
    Read {
        /// The file.
        path: FilePath,
        /// The most bytes it may hold.
        max: usize,
    },
    /// `bytes` written to `path` (its folders made when missing; an older file replaced).
    Write {
        /// The file.
        path: FilePath,
        /// Its bytes.
        bytes: Vec<u8>,
    },
    /// The names in the folder `dir` (folders end with `/`).
    List {
        /// The folder.
        dir: FilePath,
    },
    /// The file at `path` taken away (a missing one is no failure).
    Delete {
        /// The file.
        path: FilePath,
    },
}

impl FileJob {
    /// The path the job is about.
    pub fn path(&self) -> &str {
        match self {
            FileJob::Read { path, .. }
            | FileJob::Write { path, .. }
            | FileJob::Delete { path }
            | FileJob::List { dir: path } => path,
        }
    }
}

/// What a job that went well gives back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileAnswer {
    /// A read's bytes.
    Bytes(Vec<u8>),
    /// A list's names.
    Names(Vec<String>),
    /// A write or a delete ended.
    Done,
}

/// Why a job failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileError {
    /// No such file or folder.
    NotFound,
    /// The file is larger than the read allowed.
    TooLarge,
    /// The path cannot be named on this platform.
    Path,
    /// The system's error code.
    Io(i32),
    /// The platform keeps no files (no stick, or a run without one).
    NoService,
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::NotFound => f.write_str("not found"),
            FileError::TooLarge => f.write_str("too large"),
            FileError::Path => f.write_str("a path the system cannot take"),
            FileError::Io(code) => write!(f, "error {:08x}", *code as u32),
            FileError::NoService => f.write_str("no memory stick"),
        }
    }
}

impl core::error::Error for FileError {}

/// The answer to a job.
pub type FileReply = Result<FileAnswer, FileError>;

/// `dir` and `name` joined with one `/`; `None` when it does not fit a [`FilePath`].
pub fn join(dir: &str, name: &str) -> Option<FilePath> {
    let mut p = FilePath::new();
    p.push_str(dir.trim_end_matches('/')).ok()?;
    p.push('/').ok()?;
    p.push_str(name).ok()?;
    Some(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_error_is_an_error_as_every_error_type_is() {
        fn source_of(e: &dyn core::error::Error) -> Option<&dyn core::error::Error> {
            e.source()
        }
        let e = FileError::Io(-2);
        assert!(source_of(&e).is_none());
        assert_eq!(alloc::format!("{e}"), "error fffffffe");
    }

    #[test]
    fn paths_join_with_one_slash_and_never_cut() {
        assert_eq!(join("ms0:/A/", "b.txt").unwrap(), "ms0:/A/b.txt");
        assert_eq!(join("ms0:/A", "b").unwrap(), "ms0:/A/b");
        let long = "x".repeat(130);
        assert_eq!(join("ms0:/A", &long), None);
        let j = FileJob::Delete {
            path: join("ms0:/A", "c").unwrap(),
        };
        assert_eq!(j.path(), "ms0:/A/c");
    }
}
