//! `s`: Nokia tone sequences (the Smart Messaging ringing-tone bit stream that the Nokia UI
//! API's `Sound` takes as format 1). Each chunk of the container is one tune.
//!
//! The stream, most significant bit first: a command count (8 bits); commands of 7 bits
//! (`ringing-tone-programming` and `unicode` are followed by filler bits up to a byte
//! boundary); `sound` is followed by the song: song type (3 bits, basic 1 or temporary 2),
//! for a basic song a title (4-bit length, then 8-bit or, after `unicode`, 16-bit
//! characters), then the sequence length (8 bits) and the patterns. A pattern header is
//! `000`, a pattern id (2), a loop value (4) and the instruction count (8; 0 repeats an
//! earlier pattern of that id). Instructions: `001` note (value 4, duration 3, duration
//! specifier 2), `010` scale (2), `011` style (2), `100` tempo (5), `101` volume (4).
//! The rest of the stream must be zero bits.

use super::container::{self, Container};
use super::error::{ErrorKind, FileName, Place, ResError};
use alloc::borrow::Cow;
use alloc::vec::Vec;

const CMD_PROGRAMMING: u32 = 0b010_0101;
const CMD_UNICODE: u32 = 0b010_0010;
const CMD_SOUND: u32 = 0b001_1101;

/// Beats per minute for each tempo code.
pub const TEMPO_BPM: [u16; 32] = [
    25, 28, 31, 35, 40, 45, 50, 56, 63, 70, 80, 90, 100, 112, 125, 140, 160, 180, 200, 225, 250,
    285, 320, 355, 400, 450, 500, 565, 635, 715, 800, 900,
];

/// One pattern instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Instr {
    /// `note` 0 is a pause, 1 to 12 are C to B; `duration` 0 (whole) to 5 (1/32);
    /// `spec` 0 plain, 1 dotted, 2 double dotted, 3 two thirds.
    Note {
        /// 0 a pause, 1 to 12 C to B.
        note: u8,
        /// 0 (whole) to 5 (1/32).
        duration: u8,
        /// 0 plain, 1 dotted, 2 double dotted, 3 two thirds.
        spec: u8,
    },
    /// Octave: 0 (A = 440 Hz) to 3 (A = 3520 Hz).
    Scale(u8),
    /// 0 natural, 1 continuous, 2 staccato.
    Style(u8),
    /// An index into [`TEMPO_BPM`].
    Tempo(u8),
    /// 0 (off) to 15.
    Volume(u8),
}

/// One pattern of a tune: a run of instructions played `1 + loops` times.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern<'a> {
    /// 0 to 3; a later pattern with no instructions repeats the one of its id.
    pub id: u8,
    /// Extra plays after the first, 15 for forever (played once when a tune is timed).
    pub loops: u8,
    /// Empty when the pattern repeats the earlier one with the same id.
    pub instrs: Cow<'a, [Instr]>,
}

/// One tune.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tune<'a> {
    /// The stream had the `unicode` command: the title's characters are 16-bit.
    pub unicode: bool,
    /// 1 basic (with a title) or 2 temporary.
    pub song_type: u8,
    /// The basic song's title characters (empty for a temporary song).
    pub title: Cow<'a, [u16]>,
    /// The patterns in play order.
    pub patterns: Cow<'a, [Pattern<'a>]>,
}

struct Bits<'a> {
    data: &'a [u8],
    bit: usize,
    place: Place,
}

impl Bits<'_> {
    fn take(&mut self, n: usize) -> Result<u32, ResError> {
        if self.bit + n > self.data.len() * 8 {
            return Err(self.place.error(
                self.bit / 8,
                ErrorKind::Truncated {
                    needed: (self.bit + n).div_ceil(8) - self.bit / 8,
                    available: self.data.len() - self.bit / 8,
                },
            ));
        }
        let mut v = 0u32;
        for _ in 0..n {
            let b = self.data[self.bit / 8] >> (7 - self.bit % 8) & 1;
            v = v << 1 | b as u32;
            self.bit += 1;
        }
        Ok(v)
    }

    fn align(&mut self) {
        self.bit = self.bit.div_ceil(8) * 8;
    }

    fn invalid(&self, at_bit: usize, field: &'static str, v: u32, e: &'static str) -> ResError {
        self.place.error(
            at_bit / 8,
            ErrorKind::Invalid {
                field,
                value: v as i64,
                expected: e,
            },
        )
    }
}

/// Reads one tune from a chunk.
///
/// # Errors
///
/// A [`ResError`] at the first bit the layout does not allow: an unknown command or song type,
/// a pattern or instruction cut short, a repeat of no earlier pattern, or set bits after the
/// song.
pub fn parse_tune<'x>(data: &[u8], place: Place) -> Result<Tune<'x>, ResError> {
    let mut b = Bits {
        data,
        bit: 0,
        place,
    };
    let commands = b.take(8)?;
    let mut unicode = false;
    let mut song = None;
    for _ in 0..commands {
        let at = b.bit;
        match b.take(7)? {
            CMD_PROGRAMMING => b.align(),
            CMD_UNICODE => {
                unicode = true;
                b.align();
            }
            CMD_SOUND => {
                if song.is_some() {
                    return Err(b.invalid(at, "tone command", CMD_SOUND, "one sound command"));
                }
                song = Some(read_song(&mut b, unicode)?);
            }
            other => {
                return Err(b.invalid(
                    at,
                    "tone command",
                    other,
                    "ringing-tone-programming (0x25), unicode (0x22) or sound (0x1D)",
                ))
            }
        }
    }
    let at = b.bit;
    let song = song.ok_or_else(|| b.invalid(at, "tone command", 0, "a sound command"))?;
    while b.bit < data.len() * 8 {
        let at = b.bit;
        if b.take(1)? != 0 {
            return Err(b.invalid(at, "tone padding bit", 1, "0 after the song"));
        }
    }
    Ok(song)
}

fn read_song<'x>(b: &mut Bits<'_>, unicode: bool) -> Result<Tune<'x>, ResError> {
    let at = b.bit;
    let song_type = b.take(3)? as u8;
    let mut title = Vec::new();
    match song_type {
        1 => {
            let n = b.take(4)?;
            for _ in 0..n {
                title.push(b.take(if unicode { 16 } else { 8 })? as u16);
            }
        }
        2 => {}
        _ => {
            return Err(b.invalid(
                at,
                "song type",
                song_type as u32,
                "1 (basic) or 2 (temporary)",
            ))
        }
    }
    let count = b.take(8)?;
    let mut patterns = Vec::with_capacity(count as usize);
    for _ in 0..count {
        let at = b.bit;
        let hdr = b.take(3)?;
        if hdr != 0 {
            return Err(b.invalid(at, "pattern header", hdr, "000"));
        }
        let id = b.take(2)? as u8;
        let loops = b.take(4)? as u8;
        let at = b.bit;
        let n = b.take(8)?;
        if n == 0
            && !patterns
                .iter()
                .any(|p: &Pattern<'_>| p.id == id && !p.instrs.is_empty())
        {
            return Err(b.invalid(
                at,
                "pattern instruction count",
                0,
                "instructions, or an earlier pattern with this id",
            ));
        }
        let mut instrs = Vec::with_capacity(n as usize);
        for _ in 0..n {
            let at = b.bit;
            let i = match b.take(3)? {
                0b001 => {
                    let note = b.take(4)? as u8;
                    if note > 12 {
                        return Err(b.invalid(
                            at + 3,
                            "note value",
                            note as u32,
                            "0 (pause) to 12",
                        ));
                    }
                    let duration = b.take(3)? as u8;
                    if duration > 5 {
                        return Err(b.invalid(at + 7, "note duration", duration as u32, "0 to 5"));
                    }
                    let spec = b.take(2)? as u8;
                    Instr::Note {
                        note,
                        duration,
                        spec,
                    }
                }
                0b010 => Instr::Scale(b.take(2)? as u8),
                0b011 => {
                    let s = b.take(2)? as u8;
                    if s > 2 {
                        return Err(b.invalid(at + 3, "style", s as u32, "0 to 2"));
                    }
                    Instr::Style(s)
                }
                0b100 => Instr::Tempo(b.take(5)? as u8),
                0b101 => Instr::Volume(b.take(4)? as u8),
                other => {
                    return Err(b.invalid(
                        at,
                        "pattern instruction",
                        other,
                        "note, scale, style, tempo or volume",
                    ))
                }
            };
            instrs.push(i);
        }
        patterns.push(Pattern {
            id,
            loops,
            instrs: Cow::Owned(instrs),
        });
    }
    Ok(Tune {
        unicode,
        song_type,
        title: Cow::Owned(title),
        patterns: Cow::Owned(patterns),
    })
}

struct BitWriter {
    out: Vec<u8>,
    bit: usize,
}

impl BitWriter {
    fn put(&mut self, n: usize, v: u32) {
        for k in (0..n).rev() {
            if self.bit.is_multiple_of(8) {
                self.out.push(0);
            }
            if v >> k & 1 != 0 {
                *self.out.last_mut().unwrap_or(&mut 0) |= 0x80 >> (self.bit % 8);
            }
            self.bit += 1;
        }
    }

    fn align(&mut self) {
        self.bit = self.bit.div_ceil(8) * 8;
    }
}

impl Tune<'_> {
    /// The canonical stream: programming, (unicode,) sound, the song, zero padding.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = BitWriter {
            out: Vec::new(),
            bit: 0,
        };
        w.put(8, 2 + self.unicode as u32);
        w.put(7, CMD_PROGRAMMING);
        w.align();
        if self.unicode {
            w.put(7, CMD_UNICODE);
            w.align();
        }
        w.put(7, CMD_SOUND);
        w.put(3, self.song_type as u32);
        if self.song_type == 1 {
            w.put(4, self.title.len() as u32);
            for c in self.title.iter() {
                w.put(if self.unicode { 16 } else { 8 }, *c as u32);
            }
        }
        w.put(8, self.patterns.len() as u32);
        for p in self.patterns.iter() {
            w.put(3, 0);
            w.put(2, p.id as u32);
            w.put(4, p.loops as u32);
            w.put(8, p.instrs.len() as u32);
            for i in p.instrs.iter() {
                match *i {
                    Instr::Note {
                        note,
                        duration,
                        spec,
                    } => {
                        w.put(3, 0b001);
                        w.put(4, note as u32);
                        w.put(3, duration as u32);
                        w.put(2, spec as u32);
                    }
                    Instr::Scale(s) => {
                        w.put(3, 0b010);
                        w.put(2, s as u32);
                    }
                    Instr::Style(s) => {
                        w.put(3, 0b011);
                        w.put(2, s as u32);
                    }
                    Instr::Tempo(t) => {
                        w.put(3, 0b100);
                        w.put(5, t as u32);
                    }
                    Instr::Volume(v) => {
                        w.put(3, 0b101);
                        w.put(4, v as u32);
                    }
                }
            }
        }
        w.out
    }

    /// The tune as timed tones, in play order, with loops expanded (a loop value of 15,
    /// "forever", plays once).
    pub fn events(&self) -> Vec<ToneEvent> {
        let mut st = PlayState::default();
        let mut out = Vec::new();
        for p in self.patterns.iter() {
            let body: &[Instr] = if p.instrs.is_empty() {
                self.patterns
                    .iter()
                    .find(|q| q.id == p.id && !q.instrs.is_empty())
                    .map(|q| &q.instrs[..])
                    .unwrap_or(&[])
            } else {
                &p.instrs
            };
            let times = if p.loops == 15 {
                1
            } else {
                1 + p.loops as usize
            };
            for _ in 0..times {
                for i in body {
                    st.apply(i, &mut out);
                }
            }
        }
        out
    }
}

/// A tone to play: frequency in millihertz (0 for silence), for `ms` milliseconds, of
/// which the first `sound_ms` sound (the style shortens notes), at `volume` 0 to 15.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ToneEvent {
    /// The frequency, 0 for silence.
    pub millihertz: u32,
    /// The whole length, sound and gap.
    pub ms: u32,
    /// The sounding part at the start.
    pub sound_ms: u32,
    /// 0 (off) to 15.
    pub volume: u8,
}

struct PlayState {
    scale: u8,
    style: u8,
    bpm: u32,
    volume: u8,
}

impl Default for PlayState {
    /// Smart Messaging defaults: scale 2 (A = 880 Hz), natural style, 63 beats per
    /// minute, volume 7.
    fn default() -> Self {
        PlayState {
            scale: 1,
            style: 0,
            bpm: 63,
            volume: 7,
        }
    }
}

/// A4..G#5 relative to A in millihertz for scale 0 (A = 440 Hz), by note value 1 (C) to 12 (B).
const SCALE0_MHZ: [u32; 12] = [
    261_626, 277_183, 293_665, 311_127, 329_628, 349_228, 369_994, 391_995, 415_305, 440_000,
    466_164, 493_883,
];

impl PlayState {
    fn apply(&mut self, i: &Instr, out: &mut Vec<ToneEvent>) {
        match *i {
            Instr::Scale(s) => self.scale = s,
            Instr::Style(s) => self.style = s,
            Instr::Tempo(t) => self.bpm = TEMPO_BPM[t as usize & 31] as u32,
            Instr::Volume(v) => self.volume = v,
            Instr::Note {
                note,
                duration,
                spec,
            } => {
                // A whole note is four beats.
                let whole = 240_000 / self.bpm;
                let base = whole >> duration;
                let ms = match spec {
                    1 => base * 3 / 2,
                    2 => base * 7 / 4,
                    3 => base * 2 / 3,
                    _ => base,
                };
                let sound_ms = match self.style {
                    1 => ms,
                    2 => ms / 2,
                    _ => ms * 15 / 16,
                };
                let millihertz = if note == 0 {
                    0
                } else {
                    SCALE0_MHZ[(note - 1) as usize] << self.scale
                };
                out.push(ToneEvent {
                    millihertz,
                    ms,
                    sound_ms: if note == 0 { 0 } else { sound_ms },
                    volume: self.volume,
                });
            }
        }
    }
}

/// Reads every tune of an `s` file.
///
/// # Errors
///
/// A [`ResError`] for a malformed container or the first tune [`parse_tune`] rejects.
pub fn parse<'x>(file: FileName, data: &[u8]) -> Result<Vec<Tune<'x>>, ResError> {
    let c = Container::parse(file, data)?;
    (0..c.len())
        .map(|k| {
            let (b, p) = c.chunk(k)?;
            parse_tune(b, p)
        })
        .collect()
}

/// The whole `s` file.
///
/// # Errors
///
/// When a tune's stream is over 32767 bytes or there are more than 65535 tunes.
pub fn to_file(tunes: &[Tune<'_>]) -> Result<Vec<u8>, &'static str> {
    let bodies: Vec<Vec<u8>> = tunes.iter().map(|t| t.to_bytes()).collect();
    let mut out = Vec::new();
    container::write(&mut out, &bodies)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place() -> Place {
        Place::file("s")
    }

    fn tune() -> Tune<'static> {
        Tune {
            unicode: false,
            song_type: 1,
            title: Cow::Owned("Hop".bytes().map(u16::from).collect()),
            patterns: Cow::Owned(alloc::vec![
                Pattern {
                    id: 0,
                    loops: 1,
                    instrs: Cow::Owned(alloc::vec![
                        Instr::Tempo(16),
                        Instr::Style(2),
                        Instr::Note {
                            note: 10,
                            duration: 2,
                            spec: 0
                        },
                        Instr::Note {
                            note: 0,
                            duration: 3,
                            spec: 1
                        },
                        Instr::Scale(2),
                        Instr::Note {
                            note: 1,
                            duration: 4,
                            spec: 3
                        },
                    ]),
                },
                Pattern {
                    id: 0,
                    loops: 0,
                    instrs: Cow::Borrowed(&[])
                },
            ]),
        }
    }

    #[test]
    fn known_stream_start() {
        // The classic opening bytes: 2 commands, programming + filler, sound, basic song.
        let bytes = tune().to_bytes();
        assert_eq!(&bytes[..3], &[0x02, 0x4A, 0x3A]);
        assert_eq!(bytes[3] >> 6, 0b01); // song type 001 straddles the byte
    }

    #[test]
    fn round_trip_and_events() {
        let t = tune();
        let bytes = t.to_bytes();
        assert_eq!(parse_tune(&bytes, place()).unwrap(), t);
        let ev = t.events();
        // Pattern 0 twice (loop 1), then its repeat once: 3 notes x 3.
        assert_eq!(ev.len(), 9);
        // 160 bpm: a quarter note is 375 ms; staccato sounds half of it.
        assert_eq!(
            ev[0],
            ToneEvent {
                millihertz: 880_000,
                ms: 375,
                sound_ms: 187,
                volume: 7
            }
        );
        // A dotted eighth pause.
        assert_eq!((ev[1].millihertz, ev[1].ms, ev[1].sound_ms), (0, 280, 0));
        // Scale 2 C: 4 x 261.626 Hz; a triplet sixteenth.
        assert_eq!((ev[2].millihertz, ev[2].ms), (1_046_504, 62));
        let file = to_file(&[t.clone(), t.clone()]).unwrap();
        assert_eq!(parse(FileName::new("s"), &file).unwrap(), [t.clone(), t]);
    }

    #[test]
    fn errors_point_at_the_byte() {
        let bytes = tune().to_bytes();
        let e = parse_tune(&bytes[..bytes.len() - 2], place()).unwrap_err();
        assert!(matches!(e.kind, ErrorKind::Truncated { .. }));
        let mut bad = bytes.clone();
        bad[2] = 0x7A; // command 0x3D is not a known command
        let e = parse_tune(&bad, place()).unwrap_err();
        assert_eq!(e.offset, 2);
        assert!(matches!(
            e.kind,
            ErrorKind::Invalid {
                field: "tone command",
                value: 0x3D,
                ..
            }
        ));
        let mut bad = bytes;
        bad.push(1);
        assert!(matches!(
            parse_tune(&bad, place()).unwrap_err().kind,
            ErrorKind::Invalid {
                field: "tone padding bit",
                ..
            }
        ));
    }
}
