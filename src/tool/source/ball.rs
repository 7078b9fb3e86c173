//! `ball.txt`: the ball's collision masks (chunk 0 of `b`), `#` set, rows y down.
//!
//! ```text
//! mask 16 16
//! ......####......
//! ```

use super::text::{arity, field, Text};
use super::SrcError;
use crate::res::ball::BallMask;
use std::fmt::Write;

/// The ball masks as text.
pub fn write(masks: &[BallMask<'_>]) -> String {
    let mut s = String::new();
    for m in masks {
        let _ = writeln!(s, "mask {} {}", m.w, m.h);
        for y in 0..m.h as usize {
            let row: String = (0..m.w as usize)
                .map(|x| if m.get(x, y) { '#' } else { '.' })
                .collect();
            let _ = writeln!(s, "{row}");
        }
    }
    s
}

/// The masks as `(w, h, row-major bits)`.
///
/// # Errors
///
/// The first malformed line.
pub fn parse(t: &mut Text<'_>) -> Result<Vec<(u8, u8, Vec<u8>)>, SrcError> {
    let mut out = Vec::new();
    while let Some(line) = t.next_line() {
        let w = line.words();
        if w[0] != "mask" {
            return Err(t.word_error(&line, 0, format!("unknown keyword '{}'", w[0])));
        }
        arity(t, &line, &w, 3)?;
        let mw = field(t, &line, &w, 1, "width", 1, 255)? as usize;
        let mh = field(t, &line, &w, 2, "height", 1, 255)? as usize;
        let mut bits = Vec::with_capacity(mw * mh);
        for r in t.raw_rows(mh, line.number)? {
            let chars: Vec<char> = r.text.chars().collect();
            if chars.len() != mw || chars.iter().any(|c| *c != '#' && *c != '.') {
                return Err(t.error(
                    r.number,
                    format!("a mask row is {mw} characters of '#' and '.'"),
                ));
            }
            bits.extend(chars.iter().map(|c| (*c == '#') as u8));
        }
        out.push((mw as u8, mh as u8, bits));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_asymmetric() {
        let bits = [1, 0, 0, 1, 1, 0];
        let m = [BallMask {
            w: 3,
            h: 2,
            bits: &bits,
        }];
        let text = write(&m);
        assert_eq!(text, "mask 3 2\n#..\n##.\n");
        let back = parse(&mut Text::new("ball.txt", &text)).unwrap();
        assert_eq!(back, vec![(3, 2, bits.to_vec())]);
    }
}
