//! The save's time attack records (version 6 on): after the fifth record, one record a
//! level with a best run, its level index (a byte) and then the run
//! ([`crate::sim::attack::Run::write`]); from version 7 a level of MY LEVELS too, as the
//! byte [`MADE`], the level's checksum (4 bytes, big-endian) and the run. A record that does not read is refused alone: the
//! level loses its time, the save keeps everything else, and the refusal names the record,
//! the level and the byte of the file, for the player's message.

use crate::sim::attack::{Course, Run, RunError, Times, MADE_TIMES, TIME_LEVELS};
use alloc::vec::Vec;
use core::fmt;

/// What is wrong with a time record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeFault {
    /// The record is empty: no level.
    Empty,
    /// A level index past the levels a save keeps times for.
    NoSuchLevel(u8),
    /// A second record for a level (the first is kept).
    Twice(u8),
    /// A made level's record (version 7 on) too short to hold its checksum.
    MadeCut,
    /// A second record for the made level of this checksum (the first is kept).
    MadeTwice(u32),
    /// A made level's record past the [`MADE_TIMES`] kept.
    TooManyMade,
    /// The run does not read.
    Run(RunError),
    /// With this run the runs read so far would take more than
    /// [`crate::sim::attack::TIMES_BUDGET`] bytes.
    OverBudget,
}

/// A time record the save refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeRefused {
    /// The record's number in the file (the first time record is record 6).
    pub record: usize,
    /// Where the record's bytes begin in the file.
    pub offset: usize,
    /// What is wrong.
    pub fault: TimeFault,
    /// Where the run's bytes begin in the record (after the level, and a made level's
    /// checksum).
    pub run_at: usize,
}

impl fmt::Display for TimeRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "save record {} ", self.record)?;
        match self.fault {
            TimeFault::Empty => write!(f, "(byte {}): an empty time record", self.offset),
            TimeFault::NoSuchLevel(l) => write!(
                f,
                "(byte {}): a time for level {}, past the {TIME_LEVELS} kept",
                self.offset,
                u32::from(l) + 1
            ),
            TimeFault::Twice(l) => write!(
                f,
                "(byte {}): a second time for level {}",
                self.offset,
                u32::from(l) + 1
            ),
            TimeFault::MadeCut => write!(
                f,
                "(byte {}): a time of MY LEVELS with no level checksum",
                self.offset
            ),
            TimeFault::MadeTwice(crc) => write!(
                f,
                "(byte {}): a second time for the MY LEVELS level {crc:08X}",
                self.offset
            ),
            TimeFault::TooManyMade => write!(
                f,
                "(byte {}): a time of MY LEVELS past the {MADE_TIMES} kept",
                self.offset
            ),
            TimeFault::OverBudget => write!(
                f,
                "(byte {}): the times take more than {} bytes",
                self.offset,
                crate::sim::attack::TIMES_BUDGET
            ),
            // The run's bytes start after the level's byte (and a made level's checksum).
            TimeFault::Run(e) => write!(
                f,
                "(byte {}): its run, byte {}: {}",
                self.offset,
                self.offset + self.run_at + e.at,
                e.fault
            ),
        }
    }
}

/// The level byte of a made level's record.
pub(super) const MADE: u8 = 0xFF;

/// The time records of `times`, in [`Times::iter`]'s order.
pub(super) fn records(times: &Times) -> Vec<Vec<u8>> {
    times
        .iter()
        .map(|(course, run)| {
            let mut r = Vec::with_capacity(5 + 8 + run.events.len());
            match course {
                Course::Set(level) => r.push(level as u8),
                Course::Made(crc) => {
                    r.push(MADE);
                    r.extend_from_slice(&crc.to_be_bytes());
                }
            }
            run.write(&mut r);
            r
        })
        .collect()
}

/// Reads time record number `record` of a file of `version`, whose bytes begin at
/// `offset` in the file, into `times`; what is wrong with it, if anything (then `times`
/// is as it was).
pub(super) fn read(
    times: &mut Times,
    r: &[u8],
    version: u8,
    record: usize,
    offset: usize,
) -> Result<(), TimeRefused> {
    let refuse = |fault, run_at| TimeRefused {
        record,
        offset,
        fault,
        run_at,
    };
    let Some((&level, rest)) = r.split_first() else {
        return Err(refuse(TimeFault::Empty, 1));
    };
    let (course, run, run_at) = if level == MADE && version >= 7 {
        let Some((crc, run)) = rest.split_first_chunk::<4>() else {
            return Err(refuse(TimeFault::MadeCut, 5));
        };
        let crc = u32::from_be_bytes(*crc);
        if times.best(Course::Made(crc)).is_some() {
            return Err(refuse(TimeFault::MadeTwice(crc), 5));
        }
        if times.made_count() >= MADE_TIMES {
            return Err(refuse(TimeFault::TooManyMade, 5));
        }
        (Course::Made(crc), run, 5)
    } else {
        if usize::from(level) >= TIME_LEVELS {
            return Err(refuse(TimeFault::NoSuchLevel(level), 1));
        }
        if times.best(usize::from(level)).is_some() {
            return Err(refuse(TimeFault::Twice(level), 1));
        }
        (Course::Set(level.into()), rest, 1)
    };
    let run = Run::read(run).map_err(|e| refuse(TimeFault::Run(e), run_at))?;
    if times.offer(course, run).kept {
        Ok(())
    } else {
        Err(refuse(TimeFault::OverBudget, run_at))
    }
}
