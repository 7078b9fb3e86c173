//! `sounds.txt`: the tone sequences of `s`.
//!
//! ```text
//! tune hop
//! pattern 0 loops 0: tempo=160 style=staccato a/4 p/8. scale=3 c#/16t volume=9
//! pattern 0 loops 1 repeat
//! ```
//! `tune TITLE` starts a basic song (`tune -` a temporary song without a title). Notes are `c c# d d# e f f# g g# a a# b` or `p` (pause), `/` and the length (1, 2, 4,
//! 8, 16, 32), then `.` (dotted), `..` (double dotted) or `t` (two thirds). `scale=1` to
//! `scale=4` put A at 440, 880, 1760 or 3520 Hz. Add `unicode` after the title for 16-bit
//! title characters; `title_codes N...` gives a title by character codes.

use super::text::{field, SourceLine, Text};
use super::SrcError;
use crate::res::tone::{Instr, Pattern, Tune, TEMPO_BPM};
use std::borrow::Cow;
use std::fmt::Write;

const NOTES: [&str; 13] = [
    "p", "c", "c#", "d", "d#", "e", "f", "f#", "g", "g#", "a", "a#", "b",
];
const STYLES: [&str; 3] = ["natural", "continuous", "staccato"];

fn instr_text(i: &Instr) -> String {
    match *i {
        Instr::Note {
            note,
            duration,
            spec,
        } => {
            let suffix = ["", ".", "..", "t"][spec as usize & 3];
            format!("{}/{}{suffix}", NOTES[note as usize], 1 << duration)
        }
        Instr::Scale(s) => format!("scale={}", s + 1),
        Instr::Style(s) => format!("style={}", STYLES.get(s as usize).unwrap_or(&"?")),
        Instr::Tempo(t) => format!("tempo={}", TEMPO_BPM[t as usize & 31]),
        Instr::Volume(v) => format!("volume={v}"),
    }
}

fn title_printable(title: &[u16]) -> Option<String> {
    let s: String = title
        .iter()
        .map(|c| char::from_u32(*c as u32))
        .collect::<Option<_>>()?;
    (!s.is_empty() && s.chars().all(|c| c.is_ascii_graphic()) && s != "-").then_some(s)
}

/// The tunes as text.
pub fn write(tunes: &[Tune<'_>]) -> String {
    let mut s = String::new();
    for t in tunes {
        match (t.song_type, title_printable(&t.title)) {
            (2, _) => s.push_str("tune -"),
            (_, Some(title)) => {
                let _ = write!(s, "tune {title}");
            }
            (_, None) => s.push_str("tune"),
        }
        if t.unicode {
            s.push_str(" unicode");
        }
        s.push('\n');
        if t.song_type == 1 && title_printable(&t.title).is_none() {
            let codes: Vec<String> = t.title.iter().map(|c| c.to_string()).collect();
            let _ = writeln!(s, "title_codes {}", codes.join(" "));
        }
        for p in t.patterns.iter() {
            let _ = write!(s, "pattern {} loops {}", p.id, p.loops);
            if p.instrs.is_empty() {
                s.push_str(" repeat\n");
            } else {
                s.push(':');
                for i in p.instrs.iter() {
                    let _ = write!(s, " {}", instr_text(i));
                }
                s.push('\n');
            }
        }
    }
    s
}

fn parse_instr(t: &Text<'_>, line: &SourceLine<'_>, w: &str) -> Result<Instr, SrcError> {
    let bad = |m: String| t.error(line.number, m);
    if let Some(v) = w.strip_prefix("style=") {
        return STYLES
            .iter()
            .position(|s| *s == v)
            .map(|i| Instr::Style(i as u8))
            .ok_or_else(|| {
                bad(format!(
                    "style '{v}', expected natural, continuous or staccato"
                ))
            });
    }
    if let Some((k, v)) = w.split_once('=') {
        let n: i64 = v.parse().map_err(|_| bad(format!("'{w}': not a number")))?;
        return match k {
            "tempo" => TEMPO_BPM
                .iter()
                .position(|b| *b as i64 == n)
                .map(|i| Instr::Tempo(i as u8))
                .ok_or_else(|| bad(format!("tempo {n} is not one of {TEMPO_BPM:?}"))),
            "scale" if (1..=4).contains(&n) => Ok(Instr::Scale(n as u8 - 1)),
            "volume" if (0..=15).contains(&n) => Ok(Instr::Volume(n as u8)),
            _ => Err(bad(format!(
                "'{w}': expected tempo=, scale=1..4, volume=0..15 or style="
            ))),
        };
    }
    let (name, rest) = w.split_once('/').ok_or_else(|| {
        bad(format!(
            "'{w}': expected a note like a/4 or a setting like tempo=160"
        ))
    })?;
    let note = NOTES
        .iter()
        .position(|n| *n == name)
        .ok_or_else(|| bad(format!("note '{name}'")))? as u8;
    let (len, spec) = if let Some(l) = rest.strip_suffix("..") {
        (l, 2)
    } else if let Some(l) = rest.strip_suffix('.') {
        (l, 1)
    } else if let Some(l) = rest.strip_suffix('t') {
        (l, 3)
    } else {
        (rest, 0)
    };
    let duration = ["1", "2", "4", "8", "16", "32"]
        .iter()
        .position(|d| *d == len)
        .ok_or_else(|| {
            bad(format!(
                "note length '{len}', expected 1, 2, 4, 8, 16 or 32"
            ))
        })? as u8;
    Ok(Instr::Note {
        note,
        duration,
        spec,
    })
}

/// Reads the tunes' text.
///
/// # Errors
///
/// The first malformed line.
pub fn parse(t: &mut Text<'_>) -> Result<Vec<Tune<'static>>, SrcError> {
    let mut tunes: Vec<Tune<'static>> = Vec::new();
    while let Some(line) = t.next_line() {
        let w = line.words();
        match w[0] {
            "tune" => {
                let unicode = w.last() == Some(&"unicode") && w.len() > 1;
                let words = if unicode { &w[1..w.len() - 1] } else { &w[1..] };
                let (song_type, title) = match words {
                    ["-"] => (2, vec![]),
                    [] => (1, vec![]),
                    [title] => (1, title.chars().map(|c| c as u16).collect()),
                    _ => return Err(t.error(line.number, "a tune title is one word")),
                };
                tunes.push(Tune {
                    unicode,
                    song_type,
                    title: Cow::Owned(title),
                    patterns: Cow::Owned(vec![]),
                });
            }
            "title_codes" => {
                let tune = tunes
                    .last_mut()
                    .ok_or_else(|| t.error(line.number, "title_codes before a tune"))?;
                let max = if tune.unicode { 0xFFFF } else { 0xFF };
                let codes = (1..w.len())
                    .map(|i| field(t, &line, &w, i, "character code", 0, max).map(|v| v as u16))
                    .collect::<Result<Vec<_>, _>>()?;
                tune.title = Cow::Owned(codes);
            }
            "pattern" => {
                let (head, body) = match line.text.split_once(':') {
                    Some((h, b)) => (h, Some(b)),
                    None => (line.text, None),
                };
                let hw: Vec<&str> = head.split_whitespace().collect();
                let ok_head = hw.len() >= 4 && hw[2] == "loops";
                if !ok_head || (body.is_none() && hw.get(4) != Some(&"repeat")) {
                    return Err(t.error(
                        line.number,
                        "expected 'pattern ID loops N: ...' or 'pattern ID loops N repeat'",
                    ));
                }
                let id = field(t, &line, &hw, 1, "pattern id", 0, 3)? as u8;
                let loops = field(t, &line, &hw, 3, "loops", 0, 15)? as u8;
                let instrs = match body {
                    Some(b) => b
                        .split_whitespace()
                        .map(|w| parse_instr(t, &line, w))
                        .collect::<Result<Vec<_>, _>>()?,
                    None => vec![],
                };
                if instrs.len() > 255 {
                    return Err(t.error(line.number, "at most 255 instructions in a pattern"));
                }
                let tune = tunes
                    .last_mut()
                    .ok_or_else(|| t.error(line.number, "pattern before a tune"))?;
                tune.patterns.to_mut().push(Pattern {
                    id,
                    loops,
                    instrs: Cow::Owned(instrs),
                });
            }
            other => return Err(t.word_error(&line, 0, format!("unknown keyword '{other}'"))),
        }
    }
    Ok(tunes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let src = "tune hop\npattern 0 loops 1: tempo=160 style=staccato a/4 p/8. scale=3 c#/16t volume=9 b/32..\npattern 0 loops 0 repeat\ntune - unicode\npattern 2 loops 0: d/1\ntune\ntitle_codes 7 200\npattern 1 loops 0: e/2\ntune unicode\ntitle_codes 7 300\npattern 1 loops 0: e/2\n";
        let tunes = parse(&mut Text::new("sounds.txt", src)).unwrap();
        assert_eq!(tunes.len(), 4);
        assert_eq!(
            tunes[0].patterns[0].instrs[2],
            Instr::Note {
                note: 10,
                duration: 2,
                spec: 0
            }
        );
        assert_eq!(tunes[0].patterns[0].instrs[4], Instr::Scale(2));
        assert_eq!(tunes[1].song_type, 2);
        assert!(tunes[1].unicode);
        assert_eq!(&tunes[2].title[..], &[7, 200]);
        assert_eq!(&tunes[3].title[..], &[7, 300]);
        assert_eq!(write(&tunes), src);
        // The binary form round-trips too.
        for tune in &tunes {
            let b = tune.to_bytes();
            assert_eq!(
                &crate::res::tone::parse_tune(&b, crate::res::Place::file("s")).unwrap(),
                tune
            );
        }
    }

    #[test]
    fn errors() {
        let e = parse(&mut Text::new("s", "tune x\npattern 0 loops 0: a/3\n")).unwrap_err();
        assert_eq!(e.line, 2);
        assert!(e.message.contains("note length '3'"), "{e}");
        let e = parse(&mut Text::new(
            "s",
            "tune x\npattern 0 loops 0: tempo=161\n",
        ))
        .unwrap_err();
        assert!(e.message.contains("tempo 161"), "{e}");
    }
}
