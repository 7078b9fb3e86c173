//! The save file: the original's three records (unlocked level; sound, vibration and the
//! top five; the continue snapshot), the port's own options, each level's best bonus and
//! each level's best time attack run in one file with a magic, a version, the record
//! lengths and a CRC-32, so a truncated or corrupt file is recognised and ignored; and the
//! resource set it belongs to (its levels' CRC-32), so that the records, unlocks and the
//! continue snapshot of one set (the original's 22 levels) never mix with another's (this
//! pack's 12). Each set also has its own file name ([`file_name`]), so a save of another set
//! is left alone, never overwritten.

use crate::res::crc32::crc32;
use crate::sim::snapshot::{self, Settings};
use alloc::vec::Vec;

mod held;
mod options;
mod times;
use crate::sim::attack::Times;
pub use held::{held, Held};
pub use options::PortOptions;
pub use times::{TimeFault, TimeRefused};

const MAGIC: &[u8; 4] = b"BBSV";
/// Version 2 added the resource set; version 1 files (no set) are read as the built-in
/// set's, the only set that could write them. Version 3 added the port's options (a fourth
/// record); older files read with the options at their defaults. Version 4 added each
/// level's best bonus (a fifth record); older files read with none. Version 5 added the
/// effects' and the music's volumes to the options record; older files read at full volume.
/// Version 6 added the time attack runs, a record a level after the fifth; older files
/// read with no times. Version 7 added the runs of MY LEVELS' levels, by checksum (a
/// record whose level byte is `0xFF`); older files read with none (in a version 6 file that
/// byte is a level past those kept, refused alone).
const VERSION: u8 = 7;

/// Levels whose best bonus the save keeps (the level list shows as many at most).
pub const BEST_LEVELS: usize = 64;
/// The header: magic, version, the payload's length and its CRC-32.
const HEADER: usize = 13;

/// The records, in file order. The first three are the original's records 1 to 3; the
/// last two the port's.
const RECORD_UNLOCKED: usize = 0;
const RECORD_SETTINGS: usize = 1;
const RECORD_SNAPSHOT: usize = 2;
const RECORD_OPTIONS: usize = 3;
const RECORD_BEST: usize = 4;
const RECORDS: usize = 5;

/// Everything the game keeps between sessions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveData {
    /// Record 1: the highest unlocked level (1-based; 0 means all).
    pub unlocked: i32,
    /// Record 2.
    pub settings: Settings,
    /// Record 3: the continue snapshot (empty or state 0: no Continue).
    pub snapshot: Vec<u8>,
    /// Record 4 (version 3 on).
    pub options: PortOptions,
    /// Record 5 (version 4 on): each level's best level-complete bonus, by level index
    /// (0: not completed yet).
    pub best: [i32; BEST_LEVELS],
    /// Records 6 on (version 6 on): each level's best time attack run, as read (not yet
    /// played again: [`Times::verify_all`] does that with the resources).
    pub times: Times,
    /// The time records refused as the file was read (each level's alone; the rest of the
    /// save is kept). Never written: the next save leaves them out.
    pub refused: Vec<TimeRefused>,
}

impl Default for SaveData {
    fn default() -> Self {
        SaveData {
            unlocked: 1,
            settings: Settings::default(),
            snapshot: alloc::vec![0],
            options: PortOptions::default(),
            best: [0; BEST_LEVELS],
            times: Times::default(),
            refused: Vec::new(),
        }
    }
}

impl SaveData {
    /// Keeps `bonus` as level `index`'s best when it beats the one kept; whether it did.
    pub fn record_best(&mut self, index: usize, bonus: i32) -> bool {
        match self.best.get_mut(index) {
            Some(b) if bonus > *b => {
                *b = bonus;
                true
            }
            _ => false,
        }
    }
}

/// The best-bonus record: big-endian i32s up to the last level with one.
fn best_record(best: &[i32; BEST_LEVELS]) -> Vec<u8> {
    let n = best.iter().rposition(|&b| b != 0).map_or(0, |i| i + 1);
    best[..n].iter().flat_map(|b| b.to_be_bytes()).collect()
}

/// Lengths that are not whole i32s or more than [`BEST_LEVELS`] of them, and negative
/// bonuses, are refused.
fn read_best(r: &[u8]) -> Result<[i32; BEST_LEVELS], SaveError> {
    let (whole, rest) = r.as_chunks::<4>();
    if !rest.is_empty() || whole.len() > BEST_LEVELS {
        return Err(SaveError::BestLength(r.len()));
    }
    let mut best = [0; BEST_LEVELS];
    for (b, bytes) in best.iter_mut().zip(whole) {
        *b = i32::from_be_bytes(*bytes);
        if *b < 0 {
            return Err(SaveError::NegativeBest(*b));
        }
    }
    Ok(best)
}

/// Why a save file was ignored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not a save file of this game.
    BadMagic,
    /// A version newer than this game's (the version).
    UnknownVersion(u8),
    /// Cut short, or its length does not add up.
    Truncated,
    /// The CRC-32 does not match: damaged.
    BadChecksum,
    /// One of the original's records cannot be read.
    BadRecord(snapshot::SnapshotError),
    /// The options record is not one byte long (three from version 5) (its length).
    OptionsLength(usize),
    /// The options byte has flags this version does not know, or a volume is past the
    /// loudest step (the byte).
    UnknownOptions(u8),
    /// The best-bonus record is not whole numbers of at most [`BEST_LEVELS`] levels (its
    /// length).
    BestLength(usize),
    /// A best bonus below zero.
    NegativeBest(i32),
    /// The system could not read the save, and why.
    Unreadable(crate::runtime::JobError),
    /// The save belongs to another resource set (by its levels' CRC-32).
    OtherSet {
        /// The set the file names (0 for a version 1 file).
        found: u32,
        /// The set being played.
        expected: u32,
    },
}

impl core::fmt::Display for SaveError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            SaveError::BadMagic => write!(f, "not a save file"),
            SaveError::UnknownVersion(v) => write!(f, "unknown save version {v}"),
            SaveError::Truncated => write!(f, "the save file is truncated"),
            SaveError::BadChecksum => write!(f, "the save file is corrupt (checksum)"),
            SaveError::BadRecord(e) => write!(f, "a save record is invalid: {e}"),
            SaveError::OptionsLength(n) => {
                write!(f, "the options record is {n} bytes long, not 1")
            }
            SaveError::UnknownOptions(b) => write!(f, "unknown options {b:02x}"),
            SaveError::BestLength(n) => write!(f, "the best bonus record is {n} bytes long"),
            SaveError::NegativeBest(b) => write!(f, "a best bonus is {b}"),
            SaveError::Unreadable(e) => write!(f, "the save could not be read ({e})"),
            SaveError::OtherSet { found, expected } => write!(
                f,
                "the save belongs to resource set {found:08x}, not {expected:08x}"
            ),
        }
    }
}

impl core::error::Error for SaveError {}

/// The save file's name for resource set `set` (a [`crate::res::Resources::levels_crc`]).
pub fn file_name(set: u32) -> heapless::String<16> {
    let mut n = heapless::String::new();
    let fitted = core::fmt::Write::write_fmt(&mut n, format_args!("S{set:08X}.BIN"));
    // 13 bytes in 16: always fits.
    debug_assert!(fitted.is_ok());
    n
}

/// The line the system's Saved Data Utility shows under the save's title, e.g.
/// "Level 4 reached, best 12500" (and where Continue goes on, if anywhere).
pub fn detail(s: &SaveData) -> heapless::String<{ crate::runtime::SAVE_DETAIL_MAX }> {
    use core::fmt::Write as _;
    let mut d = heapless::String::new();
    let _ = match s.unlocked {
        0 => write!(d, "All levels open"),
        n => write!(d, "Level {n} reached"),
    };
    let best = s.settings.records.iter().copied().max().unwrap_or(0);
    if best > 0 {
        let _ = write!(d, ", best {best}");
    }
    if let Ok(Some(c)) = snapshot::peek(&s.snapshot) {
        let _ = write!(d, "\nContinue: level {}, score {}", c.level + 1, c.score);
    }
    d
}

impl SaveData {
    /// The file for resource set `set`.
    pub fn to_bytes(&self, set: u32) -> Vec<u8> {
        let unlocked = snapshot::write_unlocked(self.unlocked);
        let settings = self.settings.to_bytes();
        let options = self.options.to_record();
        let best = best_record(&self.best);
        let times = times::records(&self.times);
        let mut records: [&[u8]; RECORDS] = [&[]; RECORDS];
        records[RECORD_UNLOCKED] = &unlocked;
        records[RECORD_SETTINGS] = &settings;
        records[RECORD_SNAPSHOT] = &self.snapshot;
        records[RECORD_OPTIONS] = &options;
        records[RECORD_BEST] = &best;
        let all = records.into_iter().chain(times.iter().map(Vec::as_slice));
        let mut payload = Vec::with_capacity(4 + all.clone().map(|r| 2 + r.len()).sum::<usize>());
        payload.extend_from_slice(&set.to_be_bytes());
        for r in all {
            payload.extend_from_slice(&(r.len() as u16).to_be_bytes());
            payload.extend_from_slice(r);
        }
        let mut out = Vec::with_capacity(payload.len() + HEADER);
        out.extend_from_slice(MAGIC);
        out.push(VERSION);
        out.extend_from_slice(&(payload.len() as u32).to_be_bytes());
        out.extend_from_slice(&crc32(&payload).to_be_bytes());
        out.extend_from_slice(&payload);
        out
    }

    /// Reads a save of resource set `set`; `builtin` says whether that set is the one built
    /// into the game, which owns version 1 files.
    ///
    /// # Errors
    ///
    /// Why the file cannot be used ([`SaveError`]): not a save, cut short, damaged, newer,
    /// of another set, or a record that does not read.
    pub fn from_bytes(b: &[u8], set: u32, builtin: bool) -> Result<SaveData, SaveError> {
        if b.len() < HEADER {
            return Err(if b.len() >= 4 && &b[..4] != MAGIC {
                SaveError::BadMagic
            } else {
                SaveError::Truncated
            });
        }
        if &b[..4] != MAGIC {
            return Err(SaveError::BadMagic);
        }
        let version = b[4];
        if !(1..=VERSION).contains(&version) {
            return Err(SaveError::UnknownVersion(version));
        }
        let len = u32::from_be_bytes([b[5], b[6], b[7], b[8]]) as usize;
        let crc = u32::from_be_bytes([b[9], b[10], b[11], b[12]]);
        let payload = &b[HEADER..];
        if payload.len() != len {
            return Err(SaveError::Truncated);
        }
        if crc32(payload) != crc {
            return Err(SaveError::BadChecksum);
        }
        let mut rest = payload;
        if version == 1 {
            if !builtin {
                return Err(SaveError::OtherSet {
                    found: 0,
                    expected: set,
                });
            }
        } else {
            let Some((id, after)) = rest.split_first_chunk::<4>() else {
                return Err(SaveError::Truncated);
            };
            let found = u32::from_be_bytes(*id);
            if found != set {
                return Err(SaveError::OtherSet {
                    found,
                    expected: set,
                });
            }
            rest = after;
        }
        let count = match version {
            1 | 2 => RECORD_SNAPSHOT + 1,
            3 => RECORD_OPTIONS + 1,
            _ => RECORDS,
        };
        let mut records: [&[u8]; RECORDS] = [&[]; RECORDS];
        for r in records.iter_mut().take(count) {
            if rest.len() < 2 {
                return Err(SaveError::Truncated);
            }
            let n = u16::from_be_bytes([rest[0], rest[1]]) as usize;
            if rest.len() < 2 + n {
                return Err(SaveError::Truncated);
            }
            *r = &rest[2..2 + n];
            rest = &rest[2 + n..];
        }
        let mut times = Times::default();
        let mut refused = Vec::new();
        let mut number = RECORDS;
        while version >= 6 && !rest.is_empty() {
            let n = match rest {
                &[a, z, ..] => u16::from_be_bytes([a, z]) as usize,
                _ => return Err(SaveError::Truncated),
            };
            let Some(r) = rest.get(2..2 + n) else {
                return Err(SaveError::Truncated);
            };
            number += 1;
            let offset = b.len() - rest.len() + 2;
            if let Err(e) = times::read(&mut times, r, version, number, offset) {
                refused.push(e);
            }
            rest = &rest[2 + n..];
        }
        if !rest.is_empty() {
            return Err(SaveError::Truncated);
        }
        let unlocked =
            snapshot::read_unlocked(records[RECORD_UNLOCKED]).map_err(SaveError::BadRecord)?;
        let settings =
            Settings::from_bytes(records[RECORD_SETTINGS]).map_err(SaveError::BadRecord)?;
        snapshot::peek(records[RECORD_SNAPSHOT]).map_err(SaveError::BadRecord)?;
        let options = match version {
            1 | 2 => PortOptions::default(),
            _ => PortOptions::from_record(records[RECORD_OPTIONS], version)?,
        };
        let best = match version {
            1..=3 => [0; BEST_LEVELS],
            _ => read_best(records[RECORD_BEST])?,
        };
        Ok(SaveData {
            unlocked,
            settings,
            snapshot: records[RECORD_SNAPSHOT].to_vec(),
            options,
            best,
            times,
            refused,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audio::STEPS;
    use crate::gfx::scale::Scale;
    use crate::input::Jump;
    use crate::sim::attack::{Run, RunError, RunFault, TIME_LEVELS};
    use crate::sim::latch::Key;
    use crate::sim::replay::ReplayEvent;

    fn sample() -> SaveData {
        SaveData {
            unlocked: 4,
            settings: Settings {
                sound: false,
                vibra: false,
                records: [900, 500, 0, 0, 0],
            },
            snapshot: alloc::vec![0],
            options: PortOptions {
                original_view: true,
                scale: Scale::Smooth,
                jump: Jump::Triangle,
                effects: 3,
                music: 7,
                ghost: true,
            },
            best: {
                let mut b = [0; BEST_LEVELS];
                b[0] = 4321;
                b[2] = 77;
                b
            },
            times: Times::default(),
            refused: Vec::new(),
        }
    }

    const SET: u32 = 0x1234_ABCD;
    /// [`sample`]'s options byte, laid out by hand: the view (bit 0), SMOOTH (2) in bits 1
    /// and 2, TRIANGLE (2) in bits 3 and 4.
    const OPT: u8 = 1 | 2 << 1 | 2 << 3;
    /// [`sample`]'s options record as version 5 lays it out: [`OPT`], then the effects'
    /// and the music's steps.
    const OPT5: [u8; 3] = [OPT, 3, 7];

    /// A file of `version` around `payload`, with a true length and checksum, so that the
    /// records themselves are what is read.
    fn wrap(version: u8, payload: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.push(version);
        out.extend_from_slice(&(payload.len() as u32).to_be_bytes());
        out.extend_from_slice(&crc32(payload).to_be_bytes());
        out.extend_from_slice(payload);
        out
    }

    /// The records of `s`, laid out here apart from [`SaveData::to_bytes`]: the set (from
    /// version 2), the original's three, and `extra` after them (the options as record 4
    /// from version 3, the best bonuses as record 5 from version 4).
    fn payload(s: &SaveData, set: Option<u32>, extra: &[&[u8]]) -> Vec<u8> {
        let mut p = Vec::new();
        if let Some(set) = set {
            p.extend_from_slice(&set.to_be_bytes());
        }
        let r1 = snapshot::write_unlocked(s.unlocked);
        let r2 = s.settings.to_bytes();
        let mut records = alloc::vec![&r1[..], &r2[..], &s.snapshot[..]];
        records.extend(extra);
        for r in records {
            p.extend_from_slice(&(r.len() as u16).to_be_bytes());
            p.extend_from_slice(r);
        }
        p
    }

    fn off(s: &SaveData) -> SaveData {
        SaveData {
            options: PortOptions::default(),
            best: [0; BEST_LEVELS],
            ..s.clone()
        }
    }

    /// [`off`] with the options kept, but at full volume: what a version 3 file holds.
    fn no_best(s: &SaveData) -> SaveData {
        SaveData {
            best: [0; BEST_LEVELS],
            ..full_volume(s)
        }
    }

    /// `s` at full volume: what a file from before version 5 holds.
    fn full_volume(s: &SaveData) -> SaveData {
        let mut s = s.clone();
        s.options.effects = STEPS;
        s.options.music = STEPS;
        s
    }

    /// Record 5 of `s`, laid out here apart from [`best_record`].
    fn best_bytes(s: &SaveData) -> Vec<u8> {
        let mut r = Vec::new();
        for b in &s.best[..3] {
            r.extend_from_slice(&b.to_be_bytes());
        }
        r
    }

    #[test]
    fn round_trip_and_every_kind_of_damage() {
        for s in [sample(), off(&sample()), SaveData::default()] {
            let b = s.to_bytes(SET);
            assert_eq!(SaveData::from_bytes(&b, SET, false).unwrap(), s);
            for cut in 0..b.len() {
                assert!(
                    SaveData::from_bytes(&b[..cut], SET, true).is_err(),
                    "truncated at {cut}"
                );
            }
            for i in 0..b.len() {
                let mut bad = b.clone();
                bad[i] ^= 0x10;
                assert!(
                    SaveData::from_bytes(&bad, SET, true).is_err(),
                    "flipped byte {i}"
                );
            }
        }
        assert_eq!(
            SaveData::from_bytes(b"nope, not a save", SET, true),
            Err(SaveError::BadMagic)
        );
    }

    /// Written as the current version, which adds only the time records after these (none
    /// here).
    #[test]
    fn version_5_is_version_4_with_the_volumes_after_the_options_byte() {
        let s = sample();
        let b = s.to_bytes(SET);
        assert_eq!(b[4], VERSION);
        let best = best_bytes(&s);
        assert_eq!(best.len(), 12, "up to the last level with a best");
        assert_eq!(b, wrap(VERSION, &payload(&s, Some(SET), &[&OPT5, &best])));
        let off = off(&s);
        assert_eq!(
            off.to_bytes(SET),
            wrap(
                VERSION,
                &payload(&off, Some(SET), &[&[0, STEPS, STEPS], &[]])
            )
        );
        // Every pair of steps is kept.
        for (effects, music) in [(0, 0), (0, STEPS), (STEPS, 1), (5, 9)] {
            let mut t = s.clone();
            t.options.effects = effects;
            t.options.music = music;
            assert_eq!(SaveData::from_bytes(&t.to_bytes(SET), SET, false), Ok(t));
        }
        // The last of the 64 levels kept.
        let mut far = off.clone();
        far.best[BEST_LEVELS - 1] = 9;
        let b = far.to_bytes(SET);
        assert_eq!(SaveData::from_bytes(&b, SET, false).unwrap(), far);
        assert_eq!(b.len(), off.to_bytes(SET).len() + 4 * BEST_LEVELS);
    }

    #[test]
    fn version_4_reads_at_full_volume() {
        let s = sample();
        let v4 = wrap(4, &payload(&s, Some(SET), &[&[OPT], &best_bytes(&s)]));
        assert_eq!(SaveData::from_bytes(&v4, SET, false), Ok(full_volume(&s)));
        // A version 4 file has the one byte; three are a newer layout in an older number.
        let v4_long = wrap(4, &payload(&s, Some(SET), &[&OPT5, &best_bytes(&s)]));
        assert_eq!(
            SaveData::from_bytes(&v4_long, SET, false),
            Err(SaveError::OptionsLength(3))
        );
    }

    #[test]
    fn version_3_reads_with_no_best_bonuses() {
        let s = sample();
        let v3 = wrap(3, &payload(&s, Some(SET), &[&[OPT]]));
        assert_eq!(SaveData::from_bytes(&v3, SET, false).unwrap(), no_best(&s));
        let v3_with = wrap(3, &payload(&s, Some(SET), &[&[OPT], &best_bytes(&s)]));
        assert_eq!(
            SaveData::from_bytes(&v3_with, SET, false),
            Err(SaveError::Truncated)
        );
    }

    #[test]
    fn a_bad_best_record_is_refused() {
        let s = sample();
        for n in [1, 3, 5, 4 * BEST_LEVELS + 4] {
            let b = wrap(4, &payload(&s, Some(SET), &[&[OPT], &alloc::vec![0; n]]));
            assert_eq!(
                SaveData::from_bytes(&b, SET, false),
                Err(SaveError::BestLength(n))
            );
        }
        let b = wrap(
            4,
            &payload(&s, Some(SET), &[&[OPT], &(-5i32).to_be_bytes()]),
        );
        assert_eq!(
            SaveData::from_bytes(&b, SET, false),
            Err(SaveError::NegativeBest(-5))
        );
        let missing = wrap(4, &payload(&s, Some(SET), &[&[OPT]]));
        assert_eq!(
            SaveData::from_bytes(&missing, SET, false),
            Err(SaveError::Truncated)
        );
    }

    #[test]
    fn a_best_is_kept_only_when_beaten() {
        let mut s = SaveData::default();
        assert!(s.record_best(2, 500));
        assert!(!s.record_best(2, 500));
        assert!(!s.record_best(2, 499));
        assert!(s.record_best(2, 501));
        assert_eq!(s.best[2], 501);
        assert!(
            !s.record_best(BEST_LEVELS, 1_000),
            "past the record: not kept"
        );
        assert!(!s.record_best(0, 0), "no bonus is no best");
    }

    #[test]
    fn versions_1_and_2_read_with_the_options_off() {
        let s = sample();
        let v2 = wrap(2, &payload(&s, Some(SET), &[]));
        assert_eq!(SaveData::from_bytes(&v2, SET, false).unwrap(), off(&s));
        let v1 = wrap(1, &payload(&s, None, &[]));
        assert_eq!(SaveData::from_bytes(&v1, SET, true).unwrap(), off(&s));
        // An options record in an old version is bytes after the end.
        let v2_with = wrap(2, &payload(&s, Some(SET), &[&[OPT]]));
        assert_eq!(
            SaveData::from_bytes(&v2_with, SET, false),
            Err(SaveError::Truncated)
        );
        assert_eq!(
            SaveData::from_bytes(&wrap(8, &payload(&s, Some(SET), &[&OPT5, &[]])), SET, false),
            Err(SaveError::UnknownVersion(8))
        );
    }

    #[test]
    fn the_screen_option_is_bits_1_and_2_of_the_options_byte() {
        for (scale, bits) in [(Scale::One, 0), (Scale::Sharp, 2), (Scale::Smooth, 4)] {
            for view in [false, true] {
                let o = PortOptions {
                    original_view: view,
                    scale,
                    jump: Jump::Cross,
                    ..PortOptions::default()
                };
                let byte = bits | u8::from(view);
                assert_eq!(o.to_byte(), byte);
                assert_eq!(PortOptions::from_record(&[byte], 4), Ok(o));
                assert_eq!(PortOptions::from_record(&[byte, 10, 10], 5), Ok(o));
            }
        }
        // A save from before the option: the view alone, read at 1:1.
        assert_eq!(
            PortOptions::from_record(&[1], 3).map(|o| o.scale),
            Ok(Scale::One)
        );
    }

    #[test]
    fn the_jump_button_is_kept_in_the_options_byte_and_old_files_read_as_cross() {
        for jump in Jump::ALL {
            for original_view in [false, true] {
                let mut s = sample();
                s.options = PortOptions {
                    original_view,
                    scale: Scale::One,
                    jump,
                    ..PortOptions::default()
                };
                let b = s.to_bytes(SET);
                assert_eq!(SaveData::from_bytes(&b, SET, false).unwrap(), s);
                let byte = u8::from(original_view) | jump.index() << 3;
                let best = best_bytes(&s);
                let record = [byte, STEPS, STEPS];
                assert_eq!(b, wrap(VERSION, &payload(&s, Some(SET), &[&record, &best])));
            }
        }
        // A file written before the choice existed (its byte has the view bit alone).
        let mut s = sample();
        for byte in [0u8, 1] {
            let old = wrap(4, &payload(&s, Some(SET), &[&[byte], &best_bytes(&s)]));
            s.options = PortOptions {
                original_view: byte == 1,
                scale: Scale::One,
                jump: Jump::Cross,
                ..PortOptions::default()
            };
            assert_eq!(SaveData::from_bytes(&old, SET, false).unwrap(), s);
        }
        assert_eq!(SaveData::default().options.jump, Jump::Cross);
    }

    #[test]
    fn the_ghost_switch_is_bit_5_from_version_6_and_older_files_show_the_ghost() {
        let best = best_bytes(&sample());
        for ghost in [true, false] {
            let mut s = sample();
            s.options.ghost = ghost;
            let b = s.to_bytes(SET);
            assert_eq!(SaveData::from_bytes(&b, SET, false).unwrap(), s);
            let byte = OPT | u8::from(!ghost) << 5;
            assert_eq!(
                b,
                wrap(VERSION, &payload(&s, Some(SET), &[&[byte, 3, 7], &best]))
            );
        }
        // Older files never wrote it: they read with the ghost shown, and the bit set in
        // one is no option of its version.
        let s = sample();
        let old = wrap(5, &payload(&s, Some(SET), &[&OPT5, &best]));
        assert!(
            SaveData::from_bytes(&old, SET, false)
                .unwrap()
                .options
                .ghost
        );
        for version in [3, 4, 5] {
            let byte = OPT | 1 << 5;
            let record: &[u8] = if version == 5 { &[byte, 3, 7] } else { &[byte] };
            let extra: &[&[u8]] = if version == 3 {
                &[record]
            } else {
                &[record, &best]
            };
            let b = wrap(version, &payload(&s, Some(SET), extra));
            assert_eq!(
                SaveData::from_bytes(&b, SET, false),
                Err(SaveError::UnknownOptions(byte)),
                "version {version}"
            );
        }
        // Bits 6 and 7 are no option of version 6 either.
        for bit in [6, 7] {
            let byte = OPT | 1 << bit;
            let b = wrap(6, &payload(&s, Some(SET), &[&[byte, 3, 7], &best]));
            assert_eq!(
                SaveData::from_bytes(&b, SET, false),
                Err(SaveError::UnknownOptions(byte))
            );
        }
    }

    #[test]
    fn a_bad_options_record_is_refused() {
        let s = sample();
        // Bits 5 up are no option; bits 1 and 2 both set are no scale.
        for flags in (5..8).map(|bit| 1u8 << bit).chain([0b110]) {
            for byte in [flags, flags | 1] {
                let b = wrap(3, &payload(&s, Some(SET), &[&[byte]]));
                assert_eq!(
                    SaveData::from_bytes(&b, SET, false),
                    Err(SaveError::UnknownOptions(byte))
                );
            }
        }
        let missing = wrap(3, &payload(&s, Some(SET), &[]));
        assert_eq!(
            SaveData::from_bytes(&missing, SET, false),
            Err(SaveError::Truncated)
        );
        for record in [&[][..], &[1, 0], &[0, 0, 0]] {
            let b = wrap(3, &payload(&s, Some(SET), &[record]));
            assert_eq!(
                SaveData::from_bytes(&b, SET, false),
                Err(SaveError::OptionsLength(record.len()))
            );
        }
        let best = best_bytes(&s);
        for record in [&[][..], &[1], &[1, 10], &[1, 10, 10, 0]] {
            let b = wrap(5, &payload(&s, Some(SET), &[record, &best]));
            assert_eq!(
                SaveData::from_bytes(&b, SET, false),
                Err(SaveError::OptionsLength(record.len()))
            );
        }
        // A step past the loudest, of either kind.
        for (record, bad) in [([OPT, 11, 0], 11), ([OPT, 0, 255], 255)] {
            let b = wrap(5, &payload(&s, Some(SET), &[&record, &best]));
            assert_eq!(
                SaveData::from_bytes(&b, SET, false),
                Err(SaveError::UnknownOptions(bad))
            );
        }
    }

    #[test]
    fn a_payload_cut_anywhere_is_refused_even_with_a_true_checksum() {
        let s = sample();
        for (version, p) in [
            (1, payload(&s, None, &[])),
            (2, payload(&s, Some(SET), &[])),
            (3, payload(&s, Some(SET), &[&[OPT]])),
            (4, payload(&s, Some(SET), &[&[OPT], &best_bytes(&s)])),
            (5, payload(&s, Some(SET), &[&OPT5, &best_bytes(&s)])),
        ] {
            assert!(SaveData::from_bytes(&wrap(version, &p), SET, true).is_ok());
            for cut in 0..p.len() {
                assert!(
                    SaveData::from_bytes(&wrap(version, &p[..cut]), SET, true).is_err(),
                    "version {version} cut at {cut}"
                );
            }
        }
    }

    #[test]
    fn a_save_of_another_set_is_refused() {
        let b = sample().to_bytes(SET);
        for other in [SET ^ 1, SET ^ 0x8000_0000, 0] {
            assert_eq!(
                SaveData::from_bytes(&b, other, true),
                Err(SaveError::OtherSet {
                    found: SET,
                    expected: other
                })
            );
        }
        assert_ne!(file_name(SET), file_name(SET ^ 1));
        assert_eq!(file_name(SET).as_str(), "S1234ABCD.BIN");
    }

    #[test]
    fn the_detail_line_says_how_far_the_player_got() {
        let mut s = sample();
        assert_eq!(detail(&s).as_str(), "Level 4 reached, best 900");
        s.unlocked = 0;
        s.settings.records = [0; 5];
        assert_eq!(detail(&SaveData::default()).as_str(), "Level 1 reached");
        assert_eq!(detail(&s).as_str(), "All levels open");
    }

    fn run(ticks: u32, keys: &[(u32, Key, bool)]) -> Run {
        Run {
            ticks,
            events: keys
                .iter()
                .map(|&(tick, key, pressed)| ReplayEvent { tick, key, pressed })
                .collect(),
        }
    }

    /// [`sample`] with the runs of levels 1 and 5 (level indices 0 and 4).
    fn with_times() -> SaveData {
        let mut s = sample();
        s.times
            .offer(0, run(240, &[(1, Key::Right, true), (30, Key::Jump, true)]));
        s.times.offer(4, run(3_000, &[(2_000, Key::Left, false)]));
        s
    }

    /// A time record laid out by hand: the level, then the run's bytes.
    fn time_record(level: u8, run: &Run) -> Vec<u8> {
        let mut r = alloc::vec![level];
        r.extend(run.to_bytes());
        r
    }

    #[test]
    fn version_6_keeps_a_record_a_level_with_a_best_run() {
        let s = with_times();
        let b = s.to_bytes(SET);
        assert_eq!(b[4], VERSION);
        let r0 = time_record(0, s.times.best(0).unwrap());
        let r4 = time_record(4, s.times.best(4).unwrap());
        // Level 1: 240 ticks (2 bytes), 2 events of 1 byte and (30 - 1) << 3 = 232 (2).
        assert_eq!(r0.len(), 1 + 2 + 1 + 1 + 2);
        let best = best_bytes(&s);
        assert_eq!(
            b,
            wrap(VERSION, &payload(&s, Some(SET), &[&OPT5, &best, &r0, &r4]))
        );
        assert_eq!(SaveData::from_bytes(&b, SET, false), Ok(s.clone()));
        // Older files read with no times; time records in one are bytes after the end.
        let v5 = wrap(5, &payload(&s, Some(SET), &[&OPT5, &best]));
        assert_eq!(SaveData::from_bytes(&v5, SET, false), Ok(sample()));
        let v5_with = wrap(5, &payload(&s, Some(SET), &[&OPT5, &best, &r0]));
        assert_eq!(
            SaveData::from_bytes(&v5_with, SET, false),
            Err(SaveError::Truncated)
        );
    }

    #[test]
    fn a_bad_time_record_is_refused_alone_naming_what_and_where() {
        let s = with_times();
        let good = time_record(0, s.times.best(0).unwrap());
        let mut trailing = time_record(4, s.times.best(4).unwrap());
        trailing.push(0);
        let far = time_record(TIME_LEVELS as u8, s.times.best(4).unwrap());
        let twice = time_record(0, &run(100, &[]));
        let records: [&[u8]; 5] = [&good, &trailing, &[], &far, &twice];
        let mut extra: Vec<&[u8]> = alloc::vec![&OPT5, &[]];
        extra.extend(records);
        let b = wrap(6, &payload(&s, Some(SET), &extra));
        let d = SaveData::from_bytes(&b, SET, false).unwrap();
        // Everything else is kept, and level 1's good run.
        let mut want = sample();
        want.best = [0; BEST_LEVELS];
        want.times.offer(0, s.times.best(0).unwrap().clone());
        assert_eq!(
            SaveData {
                refused: Vec::new(),
                ..d.clone()
            },
            want
        );
        let faults: Vec<(usize, TimeFault)> =
            d.refused.iter().map(|r| (r.record, r.fault)).collect();
        assert_eq!(
            faults,
            alloc::vec![
                (
                    7,
                    TimeFault::Run(RunError {
                        at: trailing.len() - 2,
                        fault: RunFault::Trailing
                    })
                ),
                (8, TimeFault::Empty),
                (9, TimeFault::NoSuchLevel(TIME_LEVELS as u8)),
                (10, TimeFault::Twice(0)),
            ]
        );
        // Each names the byte of the file its record starts at.
        for (r, rec) in d.refused.iter().zip(&records[1..]) {
            assert_eq!(&b[r.offset..r.offset + rec.len()], *rec);
            assert!(r
                .to_string()
                .contains(&alloc::format!("record {}", r.record)));
        }
        assert_eq!(
            d.refused[0].to_string(),
            alloc::format!(
                "save record 7 (byte {}): its run, byte {}: bytes after the last event",
                d.refused[0].offset,
                d.refused[0].offset + trailing.len() - 1
            )
        );
        // Written back, the refused records are gone and the rest reads the same.
        assert_eq!(SaveData::from_bytes(&d.to_bytes(SET), SET, false), Ok(want));
    }

    /// A made level's record laid out by hand: `0xFF`, the checksum, the run's bytes.
    fn made_record(crc: u32, run: &Run) -> Vec<u8> {
        let mut r = alloc::vec![0xFF];
        r.extend(crc.to_be_bytes());
        r.extend(run.to_bytes());
        r
    }

    #[test]
    fn version_7_keeps_the_runs_of_my_levels_by_checksum() {
        use crate::sim::attack::Course;
        let mut s = with_times();
        let mine = run(77, &[(1, Key::Left, true), (40, Key::Left, false)]);
        s.times.offer(Course::Made(0x0102_0304), mine.clone());
        s.times.offer(Course::Made(4), run(500, &[]));
        let b = s.to_bytes(SET);
        assert_eq!(b[4], 7);
        let r0 = time_record(0, s.times.best(0).unwrap());
        let r4 = time_record(4, s.times.best(4).unwrap());
        // Checksum order: 4 before 0x01020304; the set's levels first.
        let m4 = made_record(4, &run(500, &[]));
        let m = made_record(0x0102_0304, &mine);
        assert_eq!(&m[..5], &[0xFF, 1, 2, 3, 4]);
        assert_eq!(
            b,
            wrap(
                7,
                &payload(&s, Some(SET), &[&OPT5, &best_bytes(&s), &r0, &r4, &m4, &m])
            )
        );
        assert_eq!(SaveData::from_bytes(&b, SET, false), Ok(s.clone()));
        // A version 6 file never held one: its 0xFF is a level past those kept, refused
        // alone, the rest of the file read.
        let v6 = wrap(
            6,
            &payload(&s, Some(SET), &[&OPT5, &best_bytes(&s), &r0, &m]),
        );
        let d = SaveData::from_bytes(&v6, SET, false).unwrap();
        assert_eq!(d.times.iter().count(), 1);
        assert_eq!(d.refused.len(), 1);
        assert_eq!(d.refused[0].fault, TimeFault::NoSuchLevel(0xFF));
        // Damaged made records are refused alone, naming the fault and the byte.
        let mut bad_run = made_record(9, &mine);
        bad_run.push(0);
        let twice = made_record(0x0102_0304, &run(10, &[]));
        let records: [&[u8]; 4] = [&m, &[0xFF, 1, 2], &twice, &bad_run];
        let mut extra: Vec<&[u8]> = alloc::vec![&OPT5, &[]];
        extra.extend(records);
        let b = wrap(7, &payload(&s, Some(SET), &extra));
        let d = SaveData::from_bytes(&b, SET, false).unwrap();
        assert_eq!(d.times.best(Course::Made(0x0102_0304)), Some(&mine));
        assert_eq!(d.times.iter().count(), 1);
        let faults: Vec<TimeFault> = d.refused.iter().map(|r| r.fault).collect();
        assert_eq!(
            faults,
            alloc::vec![
                TimeFault::MadeCut,
                TimeFault::MadeTwice(0x0102_0304),
                TimeFault::Run(RunError {
                    at: bad_run.len() - 5 - 1,
                    fault: RunFault::Trailing
                }),
            ]
        );
        for (r, rec) in d.refused.iter().zip(&records[1..]) {
            assert_eq!(&b[r.offset..r.offset + rec.len()], *rec);
        }
        // The run's fault names the file's byte: past the tag and the checksum.
        let r = &d.refused[2];
        assert_eq!(
            r.to_string(),
            alloc::format!(
                "save record 9 (byte {}): its run, byte {}: bytes after the last event",
                r.offset,
                r.offset + bad_run.len() - 1
            )
        );
        assert_eq!(b[r.offset + bad_run.len() - 1], 0);
        assert!(d.refused[1].to_string().contains("01020304"));
    }

    #[test]
    fn made_time_records_past_those_kept_are_refused() {
        use crate::sim::attack::MADE_TIMES;
        let small = run(10, &[]);
        let records: Vec<Vec<u8>> = (0..=MADE_TIMES as u32)
            .map(|crc| made_record(crc, &small))
            .collect();
        let mut extra: Vec<&[u8]> = alloc::vec![&OPT5, &[]];
        extra.extend(records.iter().map(Vec::as_slice));
        let b = wrap(7, &payload(&sample(), Some(SET), &extra));
        let d = SaveData::from_bytes(&b, SET, false).unwrap();
        assert_eq!(d.times.made_count(), MADE_TIMES);
        let faults: Vec<(usize, TimeFault)> =
            d.refused.iter().map(|r| (r.record, r.fault)).collect();
        assert_eq!(faults, [(6 + MADE_TIMES, TimeFault::TooManyMade)]);
    }

    #[test]
    fn time_records_past_the_budget_are_refused() {
        let keys = [Key::Left, Key::Right];
        let big = run(
            40_000,
            &(1..=2000u32)
                .map(|i| (i * 20, keys[i as usize % 2], i % 4 < 2))
                .collect::<Vec<_>>(),
        );
        let one = 3 + big.size();
        let fit = crate::sim::attack::TIMES_BUDGET / one;
        let records: Vec<Vec<u8>> = (0..=fit as u8).map(|l| time_record(l, &big)).collect();
        let mut extra: Vec<&[u8]> = alloc::vec![&OPT5, &[]];
        extra.extend(records.iter().map(Vec::as_slice));
        let s = sample();
        let d =
            SaveData::from_bytes(&wrap(6, &payload(&s, Some(SET), &extra)), SET, false).unwrap();
        assert_eq!(d.times.iter().count(), fit);
        assert_eq!(d.refused.len(), 1);
        assert_eq!(
            (d.refused[0].record, d.refused[0].fault),
            (6 + fit, TimeFault::OverBudget)
        );
    }

    #[test]
    fn version_1_files_belong_to_the_built_in_set() {
        let s = off(&sample());
        let v1 = wrap(1, &payload(&s, None, &[]));
        assert_eq!(SaveData::from_bytes(&v1, 77, true).unwrap(), s);
        assert_eq!(
            SaveData::from_bytes(&v1, 77, false),
            Err(SaveError::OtherSet {
                found: 0,
                expected: 77
            })
        );
        // Once written again it is a file of the current version and that set.
        let again = s.to_bytes(77);
        assert_eq!(again[4], VERSION);
        assert_eq!(SaveData::from_bytes(&again, 77, false).unwrap(), s);
    }
}
