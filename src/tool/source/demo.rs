//! `demo.txt`: the demo records of `r`, in the replay text form.
//!
//! ```text
//! 45 right press
//! 60 tip 1
//! 752 end 1
//! ```
//! `TICK jump|down|left|right press|release`; `tip V` shows the next tutorial tip (slot 5
//! = V); `end V` ends the demo (slot 4 = V).

use super::text::{field, Text};
use super::SrcError;
use crate::res::demo::{
    DemoRecord, CODE_DOWN, CODE_END, CODE_JUMP, CODE_LEFT, CODE_RIGHT, CODE_TIP,
};
use std::fmt::Write;

const ACTIONS: [(&str, i32); 6] = [
    ("jump", CODE_JUMP),
    ("down", CODE_DOWN),
    ("left", CODE_LEFT),
    ("right", CODE_RIGHT),
    ("end", CODE_END),
    ("tip", CODE_TIP),
];

/// The demo's records as text, one a line.
pub fn write(records: &[DemoRecord]) -> String {
    let mut s = String::new();
    for r in records {
        let name = ACTIONS
            .iter()
            .find(|(_, c)| *c == r.code)
            .map(|(n, _)| *n)
            .unwrap_or("?");
        let value = match (r.code, r.value) {
            (CODE_END | CODE_TIP, v) => v.to_string(),
            (_, 1) => "press".into(),
            (_, 2) => "release".into(),
            (_, v) => v.to_string(),
        };
        let _ = writeln!(s, "{} {name} {value}", r.tick);
    }
    s
}

/// Reads the demo's text.
///
/// # Errors
///
/// The first malformed line.
pub fn parse(t: &mut Text<'_>) -> Result<Vec<DemoRecord>, SrcError> {
    parse_placed(t).map(|(records, _)| records)
}

/// [`parse`], with the line and the columns of each record's three words.
///
/// # Errors
///
/// As [`parse`].
pub fn parse_placed(t: &mut Text<'_>) -> Result<(Vec<DemoRecord>, Vec<RecordPlace>), SrcError> {
    let mut out = Vec::new();
    let mut places = Vec::new();
    while let Some(line) = t.next_line() {
        let w = line.words();
        if w.len() != 3 {
            return Err(t.word_error(&line, 3.min(w.len()), "expected 'TICK ACTION VALUE'"));
        }
        let tick = field(t, &line, &w, 0, "tick", 0, i16::MAX as i64)? as i16;
        let code = ACTIONS
            .iter()
            .find(|(n, _)| *n == w[1])
            .map(|(_, c)| *c)
            .ok_or_else(|| {
                t.word_error(
                    &line,
                    1,
                    format!(
                        "action '{}', expected jump, down, left, right, tip or end",
                        w[1]
                    ),
                )
            })?;
        let value = match (code, w[2]) {
            (CODE_END | CODE_TIP, _) => field(t, &line, &w, 2, "value", -128, 127)? as i8,
            (_, "press") => 1,
            (_, "release") => 2,
            (_, other) => {
                return Err(t.word_error(&line, 2, format!("'{other}', expected press or release")))
            }
        };
        out.push(DemoRecord { tick, code, value });
        places.push(RecordPlace {
            line: line.number,
            columns: core::array::from_fn(|i| line.word_column(i)),
        });
    }
    Ok((out, places))
}

/// Where a demo record stands in `demo.txt`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordPlace {
    /// Its line.
    pub line: usize,
    /// The columns of its tick, action and value.
    pub columns: [usize; 3],
}

impl RecordPlace {
    /// The line and column of byte `at` of the record as `r` lays it out (tick 2 bytes,
    /// code 4, value 1).
    pub fn of_byte(&self, at: usize) -> (usize, usize) {
        let word = match at {
            0 | 1 => 0,
            2..=5 => 1,
            _ => 2,
        };
        (self.line, self.columns[word])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let recs = vec![
            DemoRecord {
                tick: 3,
                code: CODE_LEFT,
                value: 1,
            },
            DemoRecord {
                tick: 9,
                code: CODE_TIP,
                value: 0,
            },
            DemoRecord {
                tick: 9,
                code: CODE_LEFT,
                value: 2,
            },
            DemoRecord {
                tick: 20,
                code: CODE_END,
                value: 1,
            },
        ];
        let text = write(&recs);
        assert_eq!(text, "3 left press\n9 tip 0\n9 left release\n20 end 1\n");
        assert_eq!(parse(&mut Text::new("demo.txt", &text)).unwrap(), recs);
        let e = parse(&mut Text::new("demo.txt", "5 hop press\n")).unwrap_err();
        assert_eq!(e.line, 1);
    }
}
