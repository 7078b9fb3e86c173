//! The save's plumbing on a platform whose save goes through a system utility that works
//! over several frames (the PSP's `sceUtilitySavedata`), without the system: the platform
//! answers the utility's numbers and hands over the bytes it found, these modules decide.
//! So the order of a job's phases and which save is taken at start-up are tested on the
//! host, not only in the emulator.
//!
//! [`job`] is one utility job's phase machine (idle, running, closing; when its bytes may be
//! read and its buffer freed); [`precedence`] is the start-up's choice between the savedata,
//! the set's own old files and older files that may be another set's; [`space`] is what a
//! save that did not fit on the stick needed.

pub mod job;
pub mod precedence;
pub mod space;

pub use job::{JobError, JobState, Kind, Outcome, Phase, Utility};
pub use precedence::{load, Found, Source};
