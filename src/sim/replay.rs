//! Replays: input scripts that drive a level, as text (`TICK jump|down|left|right
//! press|release`, `#` comments): the form the autoplay build embeds, and the tests' and
//! `content/`'s replays. The tool's other forms (writing the text, the original's demo
//! layout) are in `tool::replay`.
//!
//! Event ticks count steps: an event with tick `t` is applied before the `t`-th step
//! (the first step is 1). The demo layout counts from 0 (its record tick 0 is applied in
//! step 1), so a record's tick is one less than its event tick.

use super::latch::Key;
use alloc::vec::Vec;
use core::fmt;

/// One input event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReplayEvent {
    /// The step before which the event applies (1 = before the first step).
    pub tick: u32,
    /// The key.
    pub key: Key,
    /// Pressed, else released.
    pub pressed: bool,
}

/// A malformed text replay line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// The 1-based line number.
    pub line: usize,
    /// What is wrong with it.
    pub message: &'static str,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl core::error::Error for ReplayError {}

/// Reads the text form. Ticks must not decrease.
///
/// # Errors
///
/// The first malformed line: not `TICK KEY ACTION`, a tick of 0 or going back, an unknown
/// key or action.
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

/// Feeds a replay to a level step by step.
#[derive(Clone, Debug)]
pub struct Player<'a> {
    events: &'a [ReplayEvent],
    next: usize,
    step: u32,
}

impl<'a> Player<'a> {
    /// A player at the start of `events`, which must be in tick order.
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
