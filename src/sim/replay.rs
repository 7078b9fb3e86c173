//! Replays: input scripts that drive a level, in the original demo layout (7-byte records:
//! i16 tick, i32 code, i8 value) or as text (`TICK jump|down|left|right press|release`,
//! `#` comments).
//!
//! Event ticks count steps: an event with tick `t` is applied before the `t`-th step
//! (the first step is 1). The demo layout counts from 0 (its record tick 0 is applied in
//! step 1), so a record's tick is one less than its event tick.

use super::input::Key;
use crate::res::demo::{self, DemoRecord};
use crate::res::{FileName, ResError};
use alloc::vec::Vec;
use core::fmt;

/// One input event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReplayEvent {
    /// The step before which the event applies (1 = before the first step).
    pub tick: u32,
    pub key: Key,
    pub pressed: bool,
}

/// A malformed text replay line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    pub line: usize,
    pub message: &'static str,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl core::error::Error for ReplayError {}

/// Reads the text form. Ticks must not decrease.
pub fn parse_text(src: &str) -> Result<Vec<ReplayEvent>, ReplayError> {
    let mut out = Vec::new();
    let mut last = 0u32;
    for (i, raw) in src.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let err = |message| ReplayError {
            line: i + 1,
            message,
        };
        let mut words = line.split_whitespace();
        let (Some(t), Some(k), Some(a), None) =
            (words.next(), words.next(), words.next(), words.next())
        else {
            return Err(err("expected 'TICK KEY press|release'"));
        };
        let tick: u32 = t
            .parse()
            .map_err(|_| err("the tick is not a whole number"))?;
        if tick == 0 {
            return Err(err("ticks start at 1 (before the first step)"));
        }
        if tick < last {
            return Err(err("ticks must not decrease"));
        }
        last = tick;
        let key =
            Key::from_name(k).ok_or_else(|| err("the key is not jump, down, left or right"))?;
        let pressed = match a {
            "press" => true,
            "release" => false,
            _ => return Err(err("the action is not press or release")),
        };
        out.push(ReplayEvent { tick, key, pressed });
    }
    Ok(out)
}

/// The text form of `events`.
pub fn to_text(events: &[ReplayEvent]) -> alloc::string::String {
    use core::fmt::Write;
    let mut s = alloc::string::String::new();
    for e in events {
        let _ = writeln!(
            s,
            "{} {} {}",
            e.tick,
            e.key.name(),
            if e.pressed { "press" } else { "release" }
        );
    }
    s
}

/// Reads the demo layout; records other than the four keys (tips, demo end) are dropped.
pub fn parse_binary(data: &[u8]) -> Result<Vec<ReplayEvent>, ResError> {
    let records = demo::parse(FileName::new("replay"), data)?;
    Ok(from_records(&records))
}

/// The key events of demo records.
pub fn from_records(records: &[DemoRecord]) -> Vec<ReplayEvent> {
    records
        .iter()
        .filter_map(|r| {
            let key = Key::of_slot(r.slot()?)?;
            Some(ReplayEvent {
                tick: r.tick as u32 + 1,
                key,
                pressed: r.value == 1,
            })
        })
        .collect()
}

/// The demo layout of `events` (ticks must fit a signed 16-bit counter).
pub fn to_binary(events: &[ReplayEvent]) -> Option<Vec<u8>> {
    let mut records = Vec::with_capacity(events.len());
    for e in events {
        let tick = i16::try_from(e.tick.checked_sub(1)?).ok()?;
        let code = match e.key {
            Key::Jump => demo::CODE_JUMP,
            Key::Down => demo::CODE_DOWN,
            Key::Left => demo::CODE_LEFT,
            Key::Right => demo::CODE_RIGHT,
        };
        records.push(DemoRecord {
            tick,
            code,
            value: if e.pressed { 1 } else { 2 },
        });
    }
    Some(demo::to_file(&records))
}

/// Feeds a replay to a level step by step.
#[derive(Clone, Debug)]
pub struct Player<'a> {
    events: &'a [ReplayEvent],
    next: usize,
    step: u32,
}

impl<'a> Player<'a> {
    pub fn new(events: &'a [ReplayEvent]) -> Self {
        Player {
            events,
            next: 0,
            step: 0,
        }
    }

    /// The events to apply before the next step, in order.
    pub fn before_next_step(&mut self) -> &'a [ReplayEvent] {
        self.step += 1;
        let start = self.next;
        while self.next < self.events.len() && self.events[self.next].tick <= self.step {
            self.next += 1;
        }
        &self.events[start..self.next]
    }

    /// The tick of the last event (0 for an empty replay).
    pub fn last_tick(&self) -> u32 {
        self.events.last().map_or(0, |e| e.tick)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trip_and_errors() {
        let src = "# hop\n1 right press\n\n3 jump press   # go\n3 jump release\n10 right release\n";
        let ev = parse_text(src).unwrap();
        assert_eq!(ev.len(), 4);
        assert_eq!(
            ev[1],
            ReplayEvent {
                tick: 3,
                key: Key::Jump,
                pressed: true
            }
        );
        assert_eq!(parse_text(&to_text(&ev)).unwrap(), ev);
        assert_eq!(
            parse_text("5 left press\n2 left release").unwrap_err().line,
            2
        );
        assert_eq!(parse_text("0 left press").unwrap_err().line, 1);
        assert!(parse_text("1 fly press").is_err());
        assert!(parse_text("1 left hold").is_err());
        assert!(parse_text("1 left").is_err());
    }

    #[test]
    fn binary_ticks_are_one_less() {
        let ev = parse_text("1 right press\n5 right release\n").unwrap();
        let bin = to_binary(&ev).unwrap();
        assert_eq!(&bin[..2], &[0, 0]);
        assert_eq!(parse_binary(&bin).unwrap(), ev);
    }

    #[test]
    fn player_hands_out_events_per_step() {
        let ev = parse_text("1 right press\n3 jump press\n3 jump release\n").unwrap();
        let mut p = Player::new(&ev);
        assert_eq!(p.before_next_step().len(), 1);
        assert!(p.before_next_step().is_empty());
        assert_eq!(p.before_next_step().len(), 2);
        assert!(p.before_next_step().is_empty());
        assert_eq!(p.last_tick(), 3);
    }
}
