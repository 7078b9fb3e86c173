//! The bytes of a kept run (`docs/FORMAT.md`, "Time attack runs"): the ticks and the event
//! count as LEB128 numbers, then one number per event packing the ticks since the last
//! event with the key's slot and whether it went down. The save's best times and the
//! pack's par file (`par`) hold runs in this form; the reader lives here, with the
//! resource readers, so that `build.rs` checks a par file as it checks every other file,
//! and `crate::sim::attack::Run` turns the events into the simulation's keys.

use core::fmt;

/// The most key events a kept run holds (about 7 minutes at 5 a second). A run with more
/// is not kept.
pub const MAX_EVENTS: usize = 2048;

/// What is wrong with a kept run's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunFault {
    /// The bytes end inside a number or before the events they count.
    Cut,
    /// A number longer than 5 bytes, past 32 bits, or longer than it needs to be.
    Overlong,
    /// A run of 0 ticks.
    NoTicks,
    /// More events than a kept run holds (the count).
    TooManyEvents(u32),
    /// An event after the run's end (its tick).
    AfterEnd(u32),
    /// An event's tick past 32 bits.
    TickOverflow,
    /// Bytes after the last event.
    Trailing,
}

/// A kept run that does not read: what, and at which byte of the run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunError {
    /// The byte, from the run's first.
    pub at: usize,
    /// What is wrong there.
    pub fault: RunFault,
}

impl fmt::Display for RunFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RunFault::Cut => write!(f, "the run is cut short"),
            RunFault::Overlong => write!(f, "a number is longer than 32 bits"),
            RunFault::NoTicks => write!(f, "a run of 0 ticks"),
            RunFault::TooManyEvents(n) => write!(f, "{n} events, more than {MAX_EVENTS}"),
            RunFault::AfterEnd(t) => write!(f, "an event on tick {t}, after the run's end"),
            RunFault::TickOverflow => write!(f, "an event's tick is past 32 bits"),
            RunFault::Trailing => write!(f, "bytes after the last event"),
        }
    }
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "byte {}: {}", self.at, self.fault)
    }
}

impl core::error::Error for RunError {}

/// The bytes [`write_number`] takes for `v`.
pub const fn number_size(v: u32) -> usize {
    match v {
        0..0x80 => 1,
        0x80..0x4000 => 2,
        0x4000..0x20_0000 => 3,
        0x20_0000..0x1000_0000 => 4,
        _ => 5,
    }
}

/// Appends `v` as LEB128: seven bits a byte, low first, the top bit set on all but the last.
pub fn write_number(out: &mut alloc::vec::Vec<u8>, mut v: u32) {
    loop {
        let low = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

/// An event's number: the ticks since the last event, the key's slot (0 to 3) and the
/// action in the low 3 bits.
pub const fn event_number(delta: u32, slot: u8, pressed: bool) -> u32 {
    (delta << 3) | ((slot as u32 & 3) << 1) | pressed as u32
}

/// One event as read: its tick, the key's slot (0 jump, 1 down, 2 left, 3 right, as
/// `crate::sim::Key::ALL`) and whether it went down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunEvent {
    /// The step before which it applies (1 = before the first step).
    pub tick: u32,
    /// The key's slot.
    pub slot: u8,
    /// Pressed, else released.
    pub pressed: bool,
}

/// Reads a run front to back, each fault naming the byte it was found at: the ticks and
/// the count first ([`Decoder::new`]), then the events one at a time, so that a caller
/// keeps them in its own form without a second pass.
pub struct Decoder<'a> {
    b: &'a [u8],
    at: usize,
    ticks: u32,
    count: u32,
    left: u32,
    tick: u32,
}

impl<'a> Decoder<'a> {
    /// Reads the run's ticks and event count.
    ///
    /// # Errors
    ///
    /// The bytes end or a number is overlong ([`RunFault::Cut`], [`RunFault::Overlong`]),
    /// a run of no ticks or with more than [`MAX_EVENTS`] events.
    pub fn new(b: &'a [u8]) -> Result<Self, RunError> {
        let mut d = Decoder {
            b,
            at: 0,
            ticks: 0,
            count: 0,
            left: 0,
            tick: 0,
        };
        d.ticks = d.number()?;
        if d.ticks == 0 {
            return Err(d.fail(0, RunFault::NoTicks));
        }
        let count_at = d.at;
        d.count = d.number()?;
        if d.count as usize > MAX_EVENTS {
            return Err(d.fail(count_at, RunFault::TooManyEvents(d.count)));
        }
        d.left = d.count;
        Ok(d)
    }

    /// The run's ticks (never 0).
    pub fn ticks(&self) -> u32 {
        self.ticks
    }

    /// The events the run counts (at most [`MAX_EVENTS`]).
    pub fn count(&self) -> u32 {
        self.count
    }

    /// The next event; `None` after the last, once the bytes are seen to end there.
    ///
    /// # Errors
    ///
    /// The event's number does not read, its tick is past the run's end or past 32 bits,
    /// or bytes follow the last event.
    pub fn next_event(&mut self) -> Result<Option<RunEvent>, RunError> {
        if self.left == 0 {
            if self.at != self.b.len() {
                return Err(self.fail(self.at, RunFault::Trailing));
            }
            return Ok(None);
        }
        let at = self.at;
        let n = self.number()?;
        self.tick = self
            .tick
            .checked_add(n >> 3)
            .ok_or(self.fail(at, RunFault::TickOverflow))?;
        if self.tick > self.ticks {
            return Err(self.fail(at, RunFault::AfterEnd(self.tick)));
        }
        self.left -= 1;
        Ok(Some(RunEvent {
            tick: self.tick,
            slot: (n >> 1 & 3) as u8,
            pressed: n & 1 != 0,
        }))
    }

    fn fail(&self, at: usize, fault: RunFault) -> RunError {
        RunError { at, fault }
    }

    fn number(&mut self) -> Result<u32, RunError> {
        let start = self.at;
        let mut v: u32 = 0;
        for i in 0..5 {
            let Some(&byte) = self.b.get(self.at) else {
                return Err(self.fail(self.at, RunFault::Cut));
            };
            self.at += 1;
            // A last byte of 0 after the first is a longer spelling of a shorter number:
            // refused, so that every run read writes back to the same bytes.
            if i > 0 && byte == 0 {
                return Err(self.fail(start, RunFault::Overlong));
            }
            let part = u32::from(byte & 0x7f);
            // The fifth byte carries bits 28 to 31: four of its seven fit.
            if i == 4 && part > 0x0f {
                return Err(self.fail(start, RunFault::Overlong));
            }
            v |= part << (7 * i);
            if byte & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(self.fail(start, RunFault::Overlong))
    }
}

/// Reads the whole run in `b` for its ticks, every event checked.
///
/// # Errors
///
/// The first fault and its byte ([`RunError`]).
pub fn ticks(b: &[u8]) -> Result<u32, RunError> {
    let mut d = Decoder::new(b)?;
    while d.next_event()?.is_some() {}
    Ok(d.ticks())
}
