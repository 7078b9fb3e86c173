//! Readers of the original game's resource formats: zero-copy where the data is large,
//! never panicking, every failure a [`ResError`] naming file, chunk and byte offset.
//!
//! The layouts are described in `docs/FORMAT.md`; [`zip`] takes the files out of the
//! original's `.jar`. The same code runs in `build.rs` (which validates and embeds the
//! resource folder or archive), in the host tool and in tests.

#![warn(missing_docs, unreachable_pub)]

pub mod ball;
pub mod bg;
pub mod container;
pub mod crc32;
mod cursor;
pub mod demo;
pub mod error;
pub mod level_name;
pub mod lf;
pub mod locate;
pub mod par;
pub mod picture;
pub mod png;
pub mod run;
pub mod set;
pub mod tf;
pub mod tone;
pub mod zip;

pub use error::{ErrorKind, FileName, Place, ResError, ZipProblem};
pub use level_name::{level_index, LevelName, LevelRange, NoSuchLevel};
pub use picture::Transform;
pub use set::{Files, ImageFile, Resources, TILES_AS_COLLIDED};
