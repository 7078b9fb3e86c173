//! The level a TIME ATTACK run races: one of the set's, or one of MY LEVELS' (its place in
//! the list, and its checksum, the key its time is kept by). Shared by the run
//! (`app::attack`) and the run files written beside the game ([`super::run_files`]).

use crate::sim::attack::Course;

/// The level a run races.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Raced {
    /// A level of the set's, by its index.
    Set(usize),
    /// A level of MY LEVELS: its place in the list, and its checksum (the key of its time,
    /// [`Course::Made`]).
    Made {
        /// Its place in MY LEVELS' list.
        k: usize,
        /// The checksum of its two `lf` chunks.
        crc: u32,
    },
}

impl From<usize> for Raced {
    fn from(level: usize) -> Raced {
        Raced::Set(level)
    }
}

impl Raced {
    /// The key of the level's time.
    pub fn course(self) -> Course {
        match self {
            Raced::Set(level) => Course::Set(level),
            Raced::Made { crc, .. } => Course::Made(crc),
        }
    }
}
