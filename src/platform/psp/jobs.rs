//! The program's file jobs ([`bounceback::runtime::files`]) through `sceIo`: a read, a
//! list or a delete within the call; a write in chunks of
//! [`WRITE_CHUNK`](bounceback::runtime::files::WRITE_CHUNK) bytes, one a frame, so that a
//! large file does not stall a frame.

use super::file::{self, c_path, Dir, File};
use alloc::string::String;
use alloc::vec::Vec;
use bounceback::res::locate::ReadError;
use bounceback::runtime::files::WRITE_CHUNK;
use bounceback::runtime::{FileAnswer, FileError, FileJob, FileReply};

/// The kernel's "no such file or directory".
const NOT_FOUND: i32 = 0x8001_0002_u32 as i32;

fn code(c: i32) -> FileError {
    if c == NOT_FOUND {
        FileError::NotFound
    } else {
        FileError::Io(c)
    }
}

/// A write under way.
struct Writing {
    file: File,
    bytes: Vec<u8>,
    at: usize,
}

/// The file service: idle, or a write under way.
#[derive(Default)]
pub(super) struct Service {
    writing: Option<Writing>,
}

impl Service {
    pub(super) fn idle(&self) -> bool {
        self.writing.is_none()
    }

    /// Starts `job`: its answer when it ended within the call.
    pub(super) fn start(&mut self, job: FileJob) -> Option<FileReply> {
        let Some(path) = c_path(&[job.path()]) else {
            return Some(Err(FileError::Path));
        };
        Some(match job {
            FileJob::Read { max, .. } => match file::read_whole(&path, max) {
                Ok(b) => Ok(FileAnswer::Bytes(b)),
                Err(ReadError::TooLarge) => Err(FileError::TooLarge),
                Err(ReadError::Io(c)) => Err(code(c)),
                Err(_) => Err(FileError::Path),
            },
            FileJob::List { .. } => match Dir::open(&path) {
                Ok(mut d) => {
                    let mut names = Vec::new();
                    while let Some(e) = d.next_entry() {
                        match e.name() {
                            Some("" | "." | "..") | None => {}
                            Some(n) if e.is_dir() => names.push(String::from(n) + "/"),
                            Some(n) => names.push(String::from(n)),
                        }
                    }
                    Ok(FileAnswer::Names(names))
                }
                Err(c) => Err(code(c)),
            },
            FileJob::Delete { .. } => match file::remove(&path) {
                Ok(()) => Ok(FileAnswer::Done),
                Err(c) if c == NOT_FOUND => Ok(FileAnswer::Done),
                Err(c) => Err(code(c)),
            },
            FileJob::Write { path: p, bytes } => {
                // Its folders, from the device's root down (those there already refuse).
                for (k, _) in p.match_indices('/').skip(1) {
                    if let Some(dir) = c_path(&[&p[..k]]) {
                        file::make_dir(&dir);
                    }
                }
                match File::create(&path) {
                    Ok(file) => {
                        self.writing = Some(Writing { file, bytes, at: 0 });
                        return None;
                    }
                    Err(c) => Err(code(c)),
                }
            }
        })
    }

    /// A frame's part of the write under way: its answer once it ended.
    pub(super) fn poll(&mut self) -> Option<FileReply> {
        let w = self.writing.as_mut()?;
        let end = (w.at + WRITE_CHUNK).min(w.bytes.len());
        let r = w.file.write_all(&w.bytes[w.at..end]);
        w.at = end;
        match r {
            Err(c) => {
                self.writing = None;
                Some(Err(code(c)))
            }
            Ok(()) if end == w.bytes.len() => {
                // Dropping the file closes it.
                self.writing = None;
                Some(Ok(FileAnswer::Done))
            }
            Ok(()) => None,
        }
    }
}
