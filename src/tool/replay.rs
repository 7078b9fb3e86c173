//! Replay files as the tool reads and writes them: a file is the text form
//! ([`crate::sim::replay`], the one the core reads) or the original's demo layout (7-byte
//! records: i16 tick, i32 code, i8 value), told apart by content; found replays are
//! written as text.

use super::Failure;
use crate::res::demo::{self, DemoRecord};
use crate::res::{FileName, ResError};
use crate::sim::replay::{parse_text, ReplayEvent};
use crate::sim::Key;
use std::path::Path;

/// Reads a replay file: the text form, or else the demo layout.
///
/// # Errors
///
/// The file cannot be read (exit code 1) or is malformed (2).
pub fn read(path: &Path) -> Result<Vec<ReplayEvent>, Failure> {
    let bytes = std::fs::read(path).map_err(|e| Failure {
        code: 1,
        message: format!("cannot read {}: {e}", path.display()),
    })?;
    let text_like = std::str::from_utf8(&bytes)
        .map(|s| s.chars().all(|c| !c.is_control() || c.is_whitespace()))
        .unwrap_or(false);
    if text_like {
        parse_text(std::str::from_utf8(&bytes).unwrap_or(""))
            .map_err(|e| Failure::usage(format!("{}: {e}", path.display())))
    } else {
        parse_binary(&bytes).map_err(|e| Failure::usage(format!("{}: {e}", path.display())))
    }
}

/// The text form of `events` (as MY LEVELS keeps a finished level's run).
pub fn to_text(events: &[ReplayEvent]) -> String {
    crate::app::mylevels::replay_text(events)
}

/// Reads the demo layout; records other than the four keys (tips, demo end) are dropped.
///
/// # Errors
///
/// The demo reader's error, for data that is not whole 7-byte records.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trip() {
        let ev =
            parse_text("1 right press\n3 jump press\n3 jump release\n10 right release\n").unwrap();
        assert_eq!(ev.len(), 4);
        assert_eq!(parse_text(&to_text(&ev)).unwrap(), ev);
    }

    #[test]
    fn binary_ticks_are_one_less() {
        let ev = parse_text("1 right press\n5 right release\n").unwrap();
        let bin = to_binary(&ev).unwrap();
        assert_eq!(&bin[..2], &[0, 0]);
        assert_eq!(parse_binary(&bin).unwrap(), ev);
    }
}
