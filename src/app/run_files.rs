//! TIME ATTACK's best runs written beside the game as replay files,
//! `ms0:/PSP/GAME/BounceBack/RUNS/<set>/level-N.replay.txt`, which `bounceback play --level
//! N-1 --replay FILE` plays on any machine (a level of MY LEVELS' as
//! `my-<its checksum>.replay.txt`, played with `--res` naming a copy of the MY LEVELS
//! folder and `--level` its place in the list, from 0): the save keeps each best run too, but the
//! savedata utility encrypts it. A copy for the player to take, never read back: the save
//! stays the record. Written through the platform's file jobs, after MY LEVELS' own.

use super::mylevels::{replay_name, replay_text};
use super::raced::Raced;
use crate::runtime::files::{self, FilePath};
use crate::runtime::{FileJob, FileReply, Line};
use crate::sim::attack::{clock, Times};
use alloc::string::String;
use core::fmt::Write as _;

/// The folder of the runs' files (a folder per resource set under it).
pub const DIR: &str = "ms0:/PSP/GAME/BounceBack/RUNS";

/// Levels whose new best waits to be written at most (one more drops the oldest wait:
/// its level's best is in the save, and a later best writes its file again).
const WAITING: usize = 8;

/// The runs' files waiting and the one being written.
pub struct RunFiles {
    set: u32,
    waiting: heapless::Deque<Raced, WAITING>,
    writing: Option<Raced>,
}

impl RunFiles {
    /// The files of the resource set `set` (its levels' CRC-32, the folder's name).
    pub fn new(set: u32) -> RunFiles {
        RunFiles {
            set,
            waiting: heapless::Deque::new(),
            writing: None,
        }
    }

    /// The best of `level` was kept: its file is written when the platform is free.
    pub fn kept(&mut self, level: impl Into<Raced>) {
        let level = level.into();
        if self.waiting.iter().any(|&k| k == level) {
            return;
        }
        if self.waiting.is_full() {
            self.waiting.pop_front();
        }
        let _ = self.waiting.push_back(level);
    }

    /// A file is being written.
    pub fn writing(&self) -> bool {
        self.writing.is_some()
    }

    /// The next file's job, when none is being written: the level's best run as it is now
    /// in `times` (a level whose best is gone is skipped).
    pub fn take_job(&mut self, times: &Times) -> Option<FileJob> {
        if self.writing.is_some() {
            return None;
        }
        while let Some(level) = self.waiting.pop_front() {
            let Some(run) = times.best(level.course()) else {
                continue;
            };
            let Some(path) = self.path(level) else {
                continue;
            };
            let mut text = String::new();
            let _ = match level {
                Raced::Set(level) => writeln!(
                    text,
                    "# Level {}, TIME ATTACK's best: {} ticks ({}). Played by bounceback play \
                     --level {} --replay FILE.",
                    level + 1,
                    run.ticks,
                    clock(run.ticks),
                    level
                ),
                Raced::Made { k, crc } => writeln!(
                    text,
                    "# Level {} of MY LEVELS (checksum {crc:08X}), TIME ATTACK's best: {} \
                     ticks ({}). Played by bounceback play --res MYLEVELS --level {} \
                     --replay FILE, MYLEVELS a copy of the folder, the level at its place.",
                    k + 1,
                    run.ticks,
                    clock(run.ticks),
                    k
                ),
            };
            text.push_str(&replay_text(&run.events));
            self.writing = Some(level);
            return Some(FileJob::Write {
                path,
                bytes: text.into_bytes(),
            });
        }
        None
    }

    /// The answer to the job [`RunFiles::take_job`] gave: what to say of it.
    pub fn done(&mut self, reply: FileReply) -> Line {
        let mut which = Line::new();
        let _ = match self.writing.take() {
            Some(Raced::Made { k, .. }) => write!(which, "my level {}", k + 1),
            Some(Raced::Set(k)) => write!(which, "level {}", k + 1),
            None => write!(which, "level 0"),
        };
        let mut l = Line::new();
        let _ = match reply {
            Ok(_) => write!(l, "run file written: {which}"),
            Err(e) => write!(l, "run file not written: {which}: {e}"),
        };
        l
    }

    /// The file of `level`: `RUNS/<set in 8 hex digits>/level-N.replay.txt` (N from 1),
    /// or `my-<checksum in 8 hex digits>.replay.txt` for a level of MY LEVELS.
    pub fn path(&self, level: impl Into<Raced>) -> Option<FilePath> {
        let mut dir = FilePath::new();
        write!(dir, "{DIR}/{:08X}", self.set).ok()?;
        match level.into() {
            Raced::Set(level) => files::join(&dir, &replay_name(level)),
            Raced::Made { crc, .. } => {
                let mut name = heapless::String::<24>::new();
                write!(name, "my-{crc:08X}.replay.txt").ok()?;
                files::join(&dir, &name)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runtime::FileAnswer;
    use crate::sim::attack::Run;
    use crate::sim::replay::{parse_text, ReplayEvent};
    use crate::sim::Key;

    fn run(ticks: u32) -> Run {
        Run {
            ticks,
            events: alloc::vec![
                ReplayEvent {
                    tick: 1,
                    key: Key::Right,
                    pressed: true,
                },
                ReplayEvent {
                    tick: 7,
                    key: Key::Jump,
                    pressed: true,
                },
                ReplayEvent {
                    tick: 9,
                    key: Key::Jump,
                    pressed: false,
                },
            ],
        }
    }

    #[test]
    fn a_kept_best_is_written_once_as_a_replay_that_reads_back() {
        let mut times = Times::default();
        assert!(times.offer(4, run(30)).kept);
        let mut f = RunFiles::new(0x3EA2_57B0);
        f.kept(4);
        f.kept(4);
        let Some(FileJob::Write { path, bytes }) = f.take_job(&times) else {
            panic!("no write");
        };
        assert_eq!(
            path.as_str(),
            "ms0:/PSP/GAME/BounceBack/RUNS/3EA257B0/level-5.replay.txt"
        );
        let text = core::str::from_utf8(&bytes).unwrap();
        assert!(text.starts_with("# Level 5, TIME ATTACK's best: 30 ticks (00:01.50)."));
        assert_eq!(parse_text(text).unwrap(), run(30).events);
        // One at a time; the same level asked twice is written once.
        assert!(f.writing() && f.take_job(&times).is_none());
        assert_eq!(
            f.done(Ok(FileAnswer::Done)).as_str(),
            "run file written: level 5"
        );
        assert!(!f.writing() && f.take_job(&times).is_none());
    }

    #[test]
    fn waits_past_the_room_drop_the_oldest_and_a_level_with_no_best_is_skipped() {
        let mut times = Times::default();
        for k in 0..=WAITING {
            assert!(times.offer(k, run(20 + k as u32)).kept);
        }
        let mut f = RunFiles::new(1);
        for k in 0..=WAITING {
            f.kept(k);
        }
        // A best gone before its file was written (a damaged one dropped) is skipped.
        times.forget(5);
        let mut written = alloc::vec::Vec::new();
        while let Some(FileJob::Write { path, .. }) = f.take_job(&times) {
            written.push(path);
            let said = f.done(Err(crate::runtime::FileError::NoService));
            assert!(said.starts_with("run file not written: level "), "{said}");
        }
        // Level 0 (the oldest past the room) and level 5 (no best) are not written.
        let names: alloc::vec::Vec<&str> = written
            .iter()
            .map(|p| p.rsplit('/').next().unwrap())
            .collect();
        let want: alloc::vec::Vec<alloc::string::String> = (1..=WAITING)
            .filter(|&k| k != 5)
            .map(|k| alloc::format!("level-{}.replay.txt", k + 1))
            .collect();
        assert_eq!(names, want);
    }
}
