//! The save's time attack records (version 6 on): after the fifth record, one record a
//! level with a best run, its level index (a byte) and then the run
//! ([`crate::sim::attack::Run::write`]). A record that does not read is refused alone: the
//! level loses its time, the save keeps everything else, and the refusal names the record,
//! the level and the byte of the file, for the player's message.

use crate::sim::attack::{Run, RunError, Times, TIME_LEVELS};
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
            // The run's bytes start after the level's byte.
            TimeFault::OverBudget => write!(
                f,
                "(byte {}): the times take more than {} bytes",
                self.offset,
                crate::sim::attack::TIMES_BUDGET
            ),
            TimeFault::Run(e) => write!(
                f,
                "(byte {}): its run, byte {}: {}",
                self.offset,
                self.offset + 1 + e.at,
                e.fault
            ),
        }
    }
}

/// The time records of `times`, in level order.
pub(super) fn records(times: &Times) -> Vec<Vec<u8>> {
    times
        .iter()
        .map(|(level, run)| {
            let mut r = Vec::with_capacity(1 + 8 + run.events.len());
            r.push(level as u8);
            run.write(&mut r);
            r
        })
        .collect()
}

/// Reads time record number `record`, whose bytes begin at `offset` in the file, into
/// `times`; what is wrong with it, if anything (then `times` is as it was).
pub(super) fn read(
    times: &mut Times,
    r: &[u8],
    record: usize,
    offset: usize,
) -> Result<(), TimeRefused> {
    let refuse = |fault| TimeRefused {
        record,
        offset,
        fault,
    };
    let Some((&level, run)) = r.split_first() else {
        return Err(refuse(TimeFault::Empty));
    };
    if usize::from(level) >= TIME_LEVELS {
        return Err(refuse(TimeFault::NoSuchLevel(level)));
    }
    if times.best(level.into()).is_some() {
        return Err(refuse(TimeFault::Twice(level)));
    }
    let run = Run::read(run).map_err(|e| refuse(TimeFault::Run(e)))?;
    if times.offer(level.into(), run).kept {
        Ok(())
    } else {
        Err(refuse(TimeFault::OverBudget))
    }
}
