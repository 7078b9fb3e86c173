//! `r`: the demo. A raw file of 7-byte records: i16 tick, i32 code, i8 value.

use super::cursor::Cursor;
use super::error::{FileName, Place, ResError};
use alloc::vec::Vec;

/// Input slot codes: jump, down, left, right write press (1) or release (2) into slots 0-3.
pub const CODE_JUMP: i32 = 8;
/// Down (slot 1).
pub const CODE_DOWN: i32 = 4;
/// Left (slot 2).
pub const CODE_LEFT: i32 = 1;
/// Right (slot 3).
pub const CODE_RIGHT: i32 = 2;
/// Ends the demo (slot 4).
pub const CODE_END: i32 = 20;
/// Shows the next tutorial tip (slot 5).
pub const CODE_TIP: i32 = 21;

/// One demo record: at `tick`, write `value` into the slot of `code`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DemoRecord {
    /// The demo step it applies at, from 0, never decreasing.
    pub tick: i16,
    /// Which slot: one of the `CODE_` constants.
    pub code: i32,
    /// Press (1) or release (2) for the button codes.
    pub value: i8,
}

impl DemoRecord {
    /// The input slot this record writes (0 to 5).
    pub fn slot(&self) -> Option<usize> {
        Some(match self.code {
            CODE_JUMP => 0,
            CODE_DOWN => 1,
            CODE_LEFT => 2,
            CODE_RIGHT => 3,
            CODE_END => 4,
            CODE_TIP => 5,
            _ => return None,
        })
    }
}

/// Reads the `r` file, record by record to its end.
///
/// # Errors
///
/// A [`ResError`] at a record cut short, a tick lower than the one before, an unknown code,
/// or a button code whose value is not press or release.
pub fn parse(file: FileName, data: &[u8]) -> Result<Vec<DemoRecord>, ResError> {
    let mut c = Cursor::new(data, Place::file(file.as_str()));
    let mut out = Vec::with_capacity(data.len() / 7);
    let mut last = 0i16;
    while c.remaining() > 0 {
        let at = c.pos();
        let tick = c.i16()?;
        if tick < last {
            return Err(c.invalid_at(
                at,
                "demo tick",
                tick as i64,
                "ticks in non-decreasing order from 0",
            ));
        }
        last = tick;
        let at = c.pos();
        let code = c.i32()?;
        let at_v = c.pos();
        let value = c.i8()?;
        let rec = DemoRecord { tick, code, value };
        match rec.slot() {
            None => return Err(c.invalid_at(at, "demo code", code as i64, "8, 4, 1, 2, 20 or 21")),
            Some(0..=3) if !(1..=2).contains(&value) => {
                return Err(c.invalid_at(
                    at_v,
                    "demo value",
                    value as i64,
                    "1 (press) or 2 (release)",
                ))
            }
            _ => {}
        }
        out.push(rec);
    }
    Ok(out)
}

/// The `r` bytes [`parse`] reads back (a packed demo, a replay written as one).
pub fn to_file(records: &[DemoRecord]) -> Vec<u8> {
    let mut out = Vec::with_capacity(records.len() * 7);
    for r in records {
        out.extend_from_slice(&r.tick.to_be_bytes());
        out.extend_from_slice(&r.code.to_be_bytes());
        out.push(r.value as u8);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::res::ErrorKind;

    fn name() -> FileName {
        FileName::new("r")
    }

    #[test]
    fn round_trip() {
        let recs = [
            DemoRecord {
                tick: 45,
                code: CODE_RIGHT,
                value: 1,
            },
            DemoRecord {
                tick: 45,
                code: CODE_TIP,
                value: 0,
            },
            DemoRecord {
                tick: 300,
                code: CODE_RIGHT,
                value: 2,
            },
            DemoRecord {
                tick: 752,
                code: CODE_END,
                value: 1,
            },
        ];
        let f = to_file(&recs);
        assert_eq!(f.len(), 28);
        assert_eq!(parse(name(), &f).unwrap(), recs);
        assert_eq!(recs[0].slot(), Some(3));
    }

    #[test]
    fn errors() {
        let good = to_file(&[
            DemoRecord {
                tick: 5,
                code: CODE_JUMP,
                value: 1,
            },
            DemoRecord {
                tick: 6,
                code: CODE_JUMP,
                value: 2,
            },
        ]);
        // The second record's tick reads; its code finds 1 of 4 bytes.
        let e = parse(name(), &good[..10]).unwrap_err();
        assert_eq!(
            (e.offset, e.kind),
            (
                9,
                ErrorKind::Truncated {
                    needed: 4,
                    available: 1
                }
            )
        );
        let mut bad = good.clone();
        bad[8] = 4; // tick 4 after 5
        assert_eq!(parse(name(), &bad).unwrap_err().offset, 7);
        let mut bad = good.clone();
        bad[12] = 3; // code 3
        assert_eq!(parse(name(), &bad).unwrap_err().offset, 9);
        let mut bad = good;
        bad[13] = 0; // value 0 on an input code
        assert_eq!(parse(name(), &bad).unwrap_err().offset, 13);
    }
}
