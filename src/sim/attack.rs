//! TIME ATTACK: a level raced from its start with one life against the clock, and the best
//! run kept as its replay. A run is its finishing tick and the key events fed to the
//! simulation, which (the simulation being deterministic) is the whole run: played again
//! from the level's start it finishes on the same tick, and the ghost ([`ghost`]) is that
//! replay stepped beside the player.
//!
//! A run is kept in a compact form ([`Run::write`]): the ticks and the event count as
//! LEB128 numbers, then one number per event packing the ticks since the last event with
//! the key and whether it went down, so that an event less than 16 ticks after the last
//! takes one byte (`docs/FORMAT.md`, "Time attack runs").

pub mod ghost;

use super::events::Events;
use super::latch::Key;
use super::replay::{Player, ReplayEvent};
use super::{LoadError, Sim, Stats};
use crate::res::run::{event_number, number_size, write_number, Decoder};
pub use crate::res::run::{RunError, RunFault, MAX_EVENTS};
use crate::res::Resources;
use alloc::vec::Vec;
use core::fmt;

/// The simulation's ticks in a second: the clock's unit.
pub const TICKS_PER_SECOND: u32 = 20;

/// The most bytes the kept runs take in the save together, each with its record's 3 bytes
/// (its length and level): 24 KB, leaving the save's data file with the other records under
/// the one 32 KB cluster of the memory stick it takes (the room a save needs, which the
/// STICK FULL message names, stays 160 KB). Every level's slow human-like run, 21 levels,
/// takes about 11.6 KB (`docs/FORMAT.md`, "Time attack runs").
pub const TIMES_BUDGET: usize = 24 * 1024;

/// Lives left besides the ball in play: none, one life.
pub const ATTACK_STATS: Stats = Stats { lives: 0, score: 0 };

/// The clock's text: `mm:ss.cc`.
pub type ClockText = heapless::String<8>;

/// The longest time the clock shows: 99:59.95, held from there on.
pub const CLOCK_MAX_TICKS: u32 = 100 * 60 * TICKS_PER_SECOND - 1;

/// `ticks` as minutes, seconds and hundredths (`mm:ss.cc`, a tick being 5 hundredths);
/// from [`CLOCK_MAX_TICKS`] on it shows 99:59.95, so the HUD's room never grows.
pub fn clock(ticks: u32) -> ClockText {
    use core::fmt::Write as _;
    let t = ticks.min(CLOCK_MAX_TICKS);
    let minutes = t / (60 * TICKS_PER_SECOND);
    let seconds = t / TICKS_PER_SECOND % 60;
    let hundredths = t % TICKS_PER_SECOND * (100 / TICKS_PER_SECOND);
    let mut s = ClockText::new();
    // 8 bytes in 8: always fits.
    let _ = write!(s, "{minutes:02}:{seconds:02}.{hundredths:02}");
    s
}

/// Whether a best of `best` ticks earns a level's PAR mark against its par of `par` ticks:
/// at or under it. The par is the shortest run the solver knows, so matching it counts.
pub fn at_par(best: u32, par: u32) -> bool {
    best <= par
}

/// One finished run: the tick it finished on and the key events that played it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// The step on which the level completed (1 is the first step).
    pub ticks: u32,
    /// The events, in tick order, none after `ticks`.
    pub events: Vec<ReplayEvent>,
}

/// An event's key and action in the low 3 bits of its number.
fn pack(e: &ReplayEvent, delta: u32) -> u32 {
    event_number(delta, e.key.slot() as u8, e.pressed)
}

impl Run {
    /// Appends the run's bytes to `out`.
    ///
    /// # Panics
    ///
    /// Never for a run whose events are in tick order with ticks under 2^29 apart; out of
    /// order they are written as if at the last event's tick (and so do not read back the
    /// same), never panicking.
    pub fn write(&self, out: &mut Vec<u8>) {
        write_number(out, self.ticks);
        write_number(out, self.events.len() as u32);
        let mut last = 0;
        for e in &self.events {
            let delta = e.tick.saturating_sub(last).min(u32::MAX >> 3);
            last = last.max(e.tick);
            write_number(out, pack(e, delta));
        }
    }

    /// The bytes [`Run::write`] appends, counted without writing them.
    pub fn size(&self) -> usize {
        let mut n = number_size(self.ticks) + number_size(self.events.len() as u32);
        let mut last = 0;
        for e in &self.events {
            let delta = e.tick.saturating_sub(last).min(u32::MAX >> 3);
            last = last.max(e.tick);
            n += number_size(pack(e, delta));
        }
        n
    }

    /// The run's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        self.write(&mut out);
        out
    }

    /// Reads a run written by [`Run::write`], all of `b`.
    ///
    /// # Errors
    ///
    /// The first fault and the byte it is at ([`RunError`]).
    pub fn read(b: &[u8]) -> Result<Run, RunError> {
        let mut d = Decoder::new(b)?;
        let mut events = Vec::with_capacity(d.count() as usize);
        while let Some(e) = d.next_event()? {
            events.push(ReplayEvent {
                tick: e.tick,
                key: Key::ALL[usize::from(e.slot & 3)],
                pressed: e.pressed,
            });
        }
        Ok(Run {
            ticks: d.ticks(),
            events,
        })
    }
}

/// Why a run played again from the level's start is not the run it says it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The level cannot be loaded.
    Load(LoadError),
    /// The ball died (on that tick): a time attack run has one life.
    Died(u32),
    /// The level completed on another tick (that tick).
    FinishedAt(u32),
    /// The level had not completed by the run's last tick.
    NotFinished,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::Load(e) => write!(f, "the level cannot be loaded: {e}"),
            VerifyError::Died(t) => write!(f, "the ball dies on tick {t}"),
            VerifyError::FinishedAt(t) => write!(f, "it finishes on tick {t}"),
            VerifyError::NotFinished => write!(f, "it does not finish the level"),
        }
    }
}

impl core::error::Error for VerifyError {}

/// Plays `run` from level `level`'s start, with one life: it must complete the level on its
/// tick, no sooner, no later, and not lose the ball on the way. What a run read from the
/// stick must pass before it is raced.
///
/// # Errors
///
/// Where it parted from what it says ([`VerifyError`]).
pub fn verify(res: &Resources<'_>, level: usize, run: &Run) -> Result<(), VerifyError> {
    let sim = Sim::load(res, level, ATTACK_STATS).map_err(VerifyError::Load)?;
    verify_from(res, sim, run)
}

/// [`verify`] from `sim`, a level at its start with [`ATTACK_STATS`] (a level of MY
/// LEVELS, loaded from its document).
///
/// # Errors
///
/// Where it parted from what it says ([`VerifyError`]).
pub fn verify_from(res: &Resources<'_>, mut sim: Sim, run: &Run) -> Result<(), VerifyError> {
    let mut player = Player::new(&run.events);
    for tick in 1..=run.ticks {
        for e in player.before_next_step() {
            sim.key(e.key, e.pressed);
        }
        let ev = sim.step(res);
        if ev.contains(Events::DEATH) || ev.contains(Events::GAME_OVER) {
            return Err(VerifyError::Died(tick));
        }
        if ev.contains(Events::LEVEL_COMPLETE) {
            return if tick == run.ticks {
                Ok(())
            } else {
                Err(VerifyError::FinishedAt(tick))
            };
        }
    }
    Err(VerifyError::NotFinished)
}

/// Where a time attack run stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Being played: the clock runs.
    Running,
    /// The level completed on `ticks`.
    Finished {
        /// The run's time.
        ticks: u32,
        /// Its events did not fit a kept run ([`MAX_EVENTS`]): it cannot be kept.
        too_long: bool,
    },
    /// The ball died on `ticks`: no time.
    Failed {
        /// The tick it died on.
        ticks: u32,
    },
}

/// One time attack run in play: the level from its start with one life, every key event
/// recorded as the run's replay, and the ghost of the best run beside it.
pub struct Attack {
    /// The player's level.
    pub sim: Sim,
    /// The best run's ghost, if raced against one.
    pub ghost: Option<ghost::Ghost>,
    events: Vec<ReplayEvent>,
    tick: u32,
    too_long: bool,
    phase: Phase,
}

impl Attack {
    /// Level `level` from its start; `best`'s ghost beside it when given. The recording's
    /// room is taken here, so a frame of play allocates nothing.
    ///
    /// # Errors
    ///
    /// The level cannot be loaded ([`LoadError`]).
    pub fn start(res: &Resources<'_>, level: usize, best: Option<&Run>) -> Result<Self, LoadError> {
        Ok(Attack {
            sim: Sim::load(res, level, ATTACK_STATS)?,
            ghost: best.map(|b| ghost::Ghost::new(res, level, b)).transpose()?,
            events: Vec::with_capacity(MAX_EVENTS),
            tick: 0,
            too_long: false,
            phase: Phase::Running,
        })
    }

    /// A key going down or up, applied at the next step and recorded for it.
    pub fn key(&mut self, key: Key, pressed: bool) {
        if self.phase != Phase::Running {
            return;
        }
        self.sim.key(key, pressed);
        if self.events.len() < MAX_EVENTS {
            self.events.push(ReplayEvent {
                tick: self.tick + 1,
                key,
                pressed,
            });
        } else {
            self.too_long = true;
        }
    }

    /// One tick of the player's level and the ghost's; nothing once the run is over.
    pub fn step(&mut self, res: &Resources<'_>) -> Events {
        if self.phase != Phase::Running {
            return Events::default();
        }
        self.tick += 1;
        let ev = self.sim.step(res);
        if let Some(g) = self.ghost.as_mut() {
            g.step(res);
        }
        if ev.contains(Events::DEATH) || ev.contains(Events::GAME_OVER) {
            self.phase = Phase::Failed { ticks: self.tick };
        } else if ev.contains(Events::LEVEL_COMPLETE) {
            self.phase = Phase::Finished {
                ticks: self.tick,
                too_long: self.too_long,
            };
        }
        ev
    }

    /// The clock: ticks stepped so far.
    pub fn ticks(&self) -> u32 {
        self.tick
    }

    /// Where the run stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The finished run, to offer as the best ([`Times::offer`]); `None` while running,
    /// after a death, or when it was too long to keep.
    pub fn run(&self) -> Option<Run> {
        match self.phase {
            Phase::Finished {
                ticks,
                too_long: false,
            } => Some(Run {
                ticks,
                events: self.events.clone(),
            }),
            _ => None,
        }
    }
}

/// Levels whose best run is kept (as many as the level list shows).
pub const TIME_LEVELS: usize = 64;

/// Levels of MY LEVELS whose best run is kept at most: the folder holds 21, and times of
/// levels since edited or deleted stay until [`Times::retain_made`] drops them.
pub const MADE_TIMES: usize = 64;

/// The level a time is kept for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Course {
    /// A level of the resource set, by its index.
    Set(usize),
    /// A level of MY LEVELS, by the checksum of its two `lf` chunks
    /// (`crate::edit::set::chunks_crc`): its content, not its place in the folder, so an
    /// edited level is raced afresh (the old run would not finish it), a level moved keeps
    /// its time and a copy shares it.
    Made(u32),
}

impl From<usize> for Course {
    fn from(level: usize) -> Course {
        Course::Set(level)
    }
}

impl Course {
    /// The bytes a run's record takes in the save with a run of `run_size` bytes: its
    /// length (2), the level (1) and, for a made level, its checksum (4).
    pub const fn record_size(self, run_size: usize) -> usize {
        match self {
            Course::Set(_) => 3 + run_size,
            Course::Made(_) => 7 + run_size,
        }
    }
}

/// What offering a run to [`Times::offer`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The run is the level's best now.
    pub kept: bool,
    /// The best time before it (none for a level's first).
    pub previous: Option<u32>,
    /// A faster run not kept: with it the runs would take more than [`TIMES_BUDGET`].
    pub over_budget: bool,
}

/// The bytes a set level's run record takes in the save: its length (2), its level (1)
/// and the run ([`Course::record_size`]).
pub const fn record_size(run_size: usize) -> usize {
    Course::Set(0).record_size(run_size)
}

/// Each level's best run: the set's by level index, MY LEVELS' by checksum.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Times {
    runs: Vec<Option<Run>>,
    /// In checksum order, one a checksum.
    made: Vec<(u32, Run)>,
}

impl Times {
    /// The best run of `course` (a set level's index, or a [`Course`]).
    pub fn best(&self, course: impl Into<Course>) -> Option<&Run> {
        match course.into() {
            Course::Set(level) => self.runs.get(level).and_then(Option::as_ref),
            Course::Made(crc) => self
                .made
                .binary_search_by_key(&crc, |m| m.0)
                .ok()
                .map(|i| &self.made[i].1),
        }
    }

    /// How many levels of MY LEVELS have a run (at most [`MADE_TIMES`]).
    pub fn made_count(&self) -> usize {
        self.made.len()
    }

    /// The bytes the runs' records take in the save.
    pub fn bytes(&self) -> usize {
        self.iter().map(|(c, r)| c.record_size(r.size())).sum()
    }

    /// Keeps `run` as the best of `course` when it is faster than the one kept (a tie
    /// keeps the older), or the level has none, and the runs then fit [`TIMES_BUDGET`]; a
    /// set level past [`TIME_LEVELS`], or a made level past [`MADE_TIMES`] others, keeps
    /// none, and a run that would not read back ([`Run::read`]: no ticks, too many events)
    /// is not kept.
    pub fn offer(&mut self, course: impl Into<Course>, run: Run) -> Offer {
        let course = course.into();
        let previous = self.best(course).map(|r| r.ticks);
        let room = match course {
            Course::Set(level) => level < TIME_LEVELS,
            Course::Made(_) => previous.is_some() || self.made.len() < MADE_TIMES,
        };
        let faster = room
            && run.ticks > 0
            && run.events.len() <= MAX_EVENTS
            && previous.is_none_or(|p| run.ticks < p);
        let old = self
            .best(course)
            .map_or(0, |r| course.record_size(r.size()));
        let over_budget =
            faster && self.bytes() - old + course.record_size(run.size()) > TIMES_BUDGET;
        let kept = faster && !over_budget;
        if kept {
            match course {
                Course::Set(level) => {
                    if self.runs.len() <= level {
                        self.runs.resize(level + 1, None);
                    }
                    self.runs[level] = Some(run);
                }
                Course::Made(crc) => match self.made.binary_search_by_key(&crc, |m| m.0) {
                    Ok(i) => self.made[i].1 = run,
                    Err(i) => self.made.insert(i, (crc, run)),
                },
            }
        }
        Offer {
            kept,
            previous,
            over_budget,
        }
    }

    /// Forgets the run of `course` (one that did not verify).
    pub fn forget(&mut self, course: impl Into<Course>) {
        match course.into() {
            Course::Set(level) => {
                if let Some(r) = self.runs.get_mut(level) {
                    *r = None;
                }
            }
            Course::Made(crc) => self.made.retain(|m| m.0 != crc),
        }
    }

    /// Keeps the made levels' runs whose checksum `keep` holds: MY LEVELS drops the times
    /// of levels no longer in the folder (edited or deleted). How many were dropped.
    pub fn retain_made(&mut self, keep: impl Fn(u32) -> bool) -> usize {
        let before = self.made.len();
        self.made.retain(|m| keep(m.0));
        before - self.made.len()
    }

    /// The levels with a run: the set's in level order, then MY LEVELS' in checksum order.
    pub fn iter(&self) -> impl Iterator<Item = (Course, &Run)> + Clone {
        let set = self
            .runs
            .iter()
            .enumerate()
            .filter_map(|(i, r)| r.as_ref().map(|r| (Course::Set(i), r)));
        set.chain(self.made.iter().map(|(crc, r)| (Course::Made(*crc), r)))
    }

    /// Plays every kept run of the set's levels again ([`verify`]) and forgets each that
    /// does not finish its level on its tick; the levels forgotten, and why. (A made
    /// level's run is played again as it is raced, beside the player: the folder is read
    /// after the save.)
    pub fn verify_all(&mut self, res: &Resources<'_>) -> Vec<(usize, VerifyError)> {
        let mut dropped = Vec::new();
        for (level, slot) in self.runs.iter_mut().enumerate() {
            if let Some(run) = slot {
                if let Err(e) = verify(res, level, run) {
                    dropped.push((level, e));
                    *slot = None;
                }
            }
        }
        dropped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(tick: u32, key: Key, pressed: bool) -> ReplayEvent {
        ReplayEvent { tick, key, pressed }
    }

    #[test]
    fn the_clock_shows_minutes_seconds_and_hundredths() {
        for (ticks, text) in [
            (0, "00:00.00"),
            (1, "00:00.05"),
            (19, "00:00.95"),
            (20, "00:01.00"),
            (1199, "00:59.95"),
            (1200, "01:00.00"),
            (72_000 - 1, "59:59.95"),
            (72_000, "60:00.00"),
            (CLOCK_MAX_TICKS, "99:59.95"),
            (CLOCK_MAX_TICKS + 1, "99:59.95"),
            (u32::MAX, "99:59.95"),
        ] {
            assert_eq!(clock(ticks).as_str(), text, "{ticks} ticks");
        }
        // Every tick of the first hour reads back as the ticks it shows.
        for ticks in (0..72_000).step_by(7) {
            let c = clock(ticks);
            let n: u32 = c[0..2].parse::<u32>().unwrap() * 1200
                + c[3..5].parse::<u32>().unwrap() * 20
                + c[6..8].parse::<u32>().unwrap() / 5;
            assert_eq!(n, ticks, "{c}");
        }
    }

    #[test]
    fn a_best_at_or_under_the_par_is_at_par() {
        assert!(at_par(246, 247));
        assert!(at_par(247, 247));
        assert!(!at_par(248, 247));
    }

    #[test]
    fn a_run_reads_back_as_written() {
        let run = Run {
            ticks: 70_000,
            events: alloc::vec![
                ev(1, Key::Right, true),
                ev(1, Key::Jump, true),
                ev(16, Key::Jump, false),
                ev(17, Key::Down, true),
                ev(2_064, Key::Left, true),
                ev(70_000, Key::Right, false),
            ],
        };
        let b = run.to_bytes();
        assert_eq!(Run::read(&b), Ok(run.clone()));
        // 3 + 1 for the ticks and the count; an event takes 1 byte within 15 ticks of
        // the last, 2 within 2,047, 3 past that.
        assert_eq!(b.len(), 3 + 1 + 4 + 2 + 3);
        let empty = Run {
            ticks: 1,
            events: Vec::new(),
        };
        assert_eq!(Run::read(&empty.to_bytes()), Ok(empty));
    }

    #[test]
    fn a_damaged_run_names_its_fault_and_byte() {
        let fail = |b: &[u8], at, fault| assert_eq!(Run::read(b), Err(RunError { at, fault }));
        fail(&[], 0, RunFault::Cut);
        fail(&[0, 0], 0, RunFault::NoTicks);
        fail(&[5], 1, RunFault::Cut);
        fail(&[5, 2, 8], 3, RunFault::Cut);
        fail(&[0xff, 0xff, 0xff, 0xff, 0x10], 0, RunFault::Overlong);
        fail(&[0xff, 0xff, 0xff, 0xff, 0x8f, 0], 0, RunFault::Overlong);
        fail(&[0x85, 0x00, 0], 0, RunFault::Overlong);
        fail(&[5, 0x80, 0x00], 1, RunFault::Overlong);
        fail(
            &[5, 0x81, 0x10],
            1,
            RunFault::TooManyEvents(MAX_EVENTS as u32 + 1),
        );
        // Tick 6 in a run of 5.
        fail(&[5, 1, 6 << 3], 2, RunFault::AfterEnd(6));
        fail(&[5, 0, 0], 2, RunFault::Trailing);
        // Nine events 2^29 - 1 ticks apart: the ninth's tick is past 32 bits.
        let mut b = alloc::vec![0xff, 0xff, 0xff, 0xff, 0x0f, 9];
        for _ in 0..9 {
            b.extend_from_slice(&[0xf8, 0xff, 0xff, 0xff, 0x0f]);
        }
        fail(&b, 6 + 8 * 5, RunFault::TickOverflow);
        // The largest readable number reads.
        let top = Run {
            ticks: u32::MAX,
            events: Vec::new(),
        };
        assert_eq!(Run::read(&top.to_bytes()), Ok(top));
    }

    fn run(ticks: u32) -> Run {
        Run {
            ticks,
            events: Vec::new(),
        }
    }

    #[test]
    fn only_a_faster_run_replaces_the_best() {
        let mut t = Times::default();
        assert_eq!(
            t.offer(3, run(500)),
            Offer {
                kept: true,
                previous: None,
                over_budget: false
            }
        );
        for slower in [500, 501, 9_000] {
            assert_eq!(
                t.offer(3, run(slower)),
                Offer {
                    kept: false,
                    previous: Some(500),
                    over_budget: false
                }
            );
        }
        assert_eq!(
            t.offer(3, run(499)),
            Offer {
                kept: true,
                previous: Some(500),
                over_budget: false
            }
        );
        assert_eq!(t.best(3).map(|r| r.ticks), Some(499));
        assert_eq!(t.best(2), None);
        assert!(!t.offer(TIME_LEVELS, run(1)).kept);
        assert!(!t.offer(4, run(0)).kept, "no ticks");
        let crowded = Run {
            ticks: 100,
            events: alloc::vec![ev(1, Key::Left, true); MAX_EVENTS + 1],
        };
        assert!(!t.offer(4, crowded).kept, "too many events to read back");
        t.forget(3);
        assert_eq!(t.iter().count(), 0);
    }

    /// A run of `events` events `gap` ticks apart.
    fn busy(events: u32, gap: u32) -> Run {
        Run {
            ticks: events * gap,
            events: (1..=events)
                .map(|i| ev(i * gap, Key::ALL[i as usize % 4], i % 2 == 0))
                .collect(),
        }
    }

    #[test]
    fn the_runs_kept_fit_the_budget() {
        for (events, gap) in [(0, 1), (5, 1), (100, 15), (100, 16), (300, 2047), (9, 2048)] {
            let r = busy(events, gap);
            assert_eq!(r.size(), r.to_bytes().len(), "{events} events {gap} apart");
        }
        // Runs of 2,000 events 20 ticks apart: 4,003 bytes each with its record.
        let big = busy(2000, 20);
        assert_eq!(record_size(big.size()), 3 + 3 + 2 + 2 * 2000);
        let mut t = Times::default();
        let fit = TIMES_BUDGET / record_size(big.size());
        for level in 0..fit {
            assert!(t.offer(level, big.clone()).kept);
        }
        let o = t.offer(fit, big.clone());
        assert!(!o.kept && o.over_budget && o.previous.is_none());
        // A faster run of a level kept replaces it when the two differ by what is left.
        let mut faster = big.clone();
        faster.ticks -= 1;
        faster.events.pop();
        assert!(t.offer(0, faster).kept);
        assert!(t.bytes() <= TIMES_BUDGET);
        // A small run still fits.
        assert!(t.offer(fit, busy(3, 5)).kept);
    }

    #[test]
    fn a_made_level_keeps_its_best_by_checksum_beside_the_set_levels() {
        let mut t = Times::default();
        assert!(t.offer(2, run(300)).kept);
        // A made level whose checksum reads as a set level's index is another level.
        assert!(t.offer(Course::Made(2), run(500)).kept);
        assert!(t.offer(Course::Made(0xDEAD_BEEF), run(700)).kept);
        assert_eq!(t.best(2).map(|r| r.ticks), Some(300));
        assert_eq!(t.best(Course::Made(2)).map(|r| r.ticks), Some(500));
        let slower = t.offer(Course::Made(2), run(501));
        assert!(!slower.kept && slower.previous == Some(500));
        let faster = t.offer(Course::Made(2), run(499));
        assert!(faster.kept && faster.previous == Some(500));
        // The set's first, then the made levels by checksum; each record's bytes counted.
        let order: Vec<Course> = t.iter().map(|(c, _)| c).collect();
        assert_eq!(
            order,
            [Course::Set(2), Course::Made(2), Course::Made(0xDEAD_BEEF)]
        );
        let size = |ticks| run(ticks).size();
        assert_eq!(t.bytes(), 3 + size(300) + 7 + size(499) + 7 + size(700));
        // Forgetting a made level leaves the set level of the same number.
        t.forget(Course::Made(2));
        assert_eq!(t.best(2).map(|r| r.ticks), Some(300));
        assert!(t.best(Course::Made(2)).is_none());
        // Levels no longer in the folder are dropped; the set's are not touched.
        assert_eq!(t.retain_made(|crc| crc != 0xDEAD_BEEF), 1);
        assert_eq!(t.iter().count(), 1);
        // At most MADE_TIMES made levels; a faster run of one kept still replaces it.
        for crc in 0..MADE_TIMES as u32 {
            assert!(t.offer(Course::Made(crc * 7), run(100)).kept, "{crc}");
        }
        assert!(!t.offer(Course::Made(1), run(100)).kept);
        assert!(t.offer(Course::Made(7), run(99)).kept);
        assert!(
            t.offer(5, run(100)).kept,
            "the set's levels keep their own room"
        );
    }
}
