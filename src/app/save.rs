//! The save file: the original's three records (unlocked level; sound, vibration and the
//! top five; the continue snapshot) in one file with a magic, a version, the record
//! lengths and a CRC-32, so a truncated or corrupt file is recognised and ignored; and the
//! resource set it belongs to (its levels' CRC-32), so that the records, unlocks and the
//! continue snapshot of one set (the original's 22 levels) never mix with another's (this
//! pack's 12). Each set also has its own file name ([`file_name`]), so a save of another set
//! is left alone, never overwritten.

use crate::res::crc32::crc32;
use crate::sim::snapshot::{self, Settings};
use alloc::vec::Vec;

const MAGIC: &[u8; 4] = b"BBSV";
/// Version 2 added the resource set; version 1 files (no set) are read as the built-in
/// set's, the only set that could write them.
const VERSION: u8 = 2;
const HEADER: usize = 13;

/// Everything the game keeps between sessions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveData {
    /// Record 1: the highest unlocked level (1-based; 0 means all).
    pub unlocked: i32,
    /// Record 2.
    pub settings: Settings,
    /// Record 3: the continue snapshot (empty or state 0: no Continue).
    pub snapshot: Vec<u8>,
}

impl Default for SaveData {
    fn default() -> Self {
        SaveData {
            unlocked: 1,
            settings: Settings::default(),
            snapshot: alloc::vec![0],
        }
    }
}

/// Why a save file was ignored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveError {
    BadMagic,
    UnknownVersion(u8),
    Truncated,
    BadChecksum,
    BadRecord(snapshot::SnapshotError),
    /// The system could not read the save (its error code).
    Unreadable(u32),
    /// The save belongs to another resource set (by its levels' CRC-32).
    OtherSet {
        found: u32,
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
            SaveError::Unreadable(code) => write!(f, "the save could not be read ({code:08x})"),
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
    let _ = core::fmt::Write::write_fmt(&mut n, format_args!("S{set:08X}.BIN"));
    n
}

/// The line the system's Saved Data Utility shows under the save's title, e.g.
/// "Level 4 reached, best 12500" (and where Continue goes on, if anywhere).
pub fn detail(s: &SaveData) -> heapless::String<96> {
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
        let r1 = snapshot::write_unlocked(self.unlocked);
        let r2 = self.settings.to_bytes();
        let mut payload = Vec::with_capacity(20 + r2.len() + self.snapshot.len());
        payload.extend_from_slice(&set.to_be_bytes());
        for r in [&r1[..], &r2[..], &self.snapshot[..]] {
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
        if version != 1 && version != VERSION {
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
        let mut records: [&[u8]; 3] = [&[]; 3];
        for r in records.iter_mut() {
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
        if !rest.is_empty() {
            return Err(SaveError::Truncated);
        }
        let unlocked = snapshot::read_unlocked(records[0]).map_err(SaveError::BadRecord)?;
        let settings = Settings::from_bytes(records[1]).map_err(SaveError::BadRecord)?;
        snapshot::peek(records[2]).map_err(SaveError::BadRecord)?;
        Ok(SaveData {
            unlocked,
            settings,
            snapshot: records[2].to_vec(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> SaveData {
        SaveData {
            unlocked: 4,
            settings: Settings {
                sound: false,
                vibra: false,
                records: [900, 500, 0, 0, 0],
            },
            snapshot: alloc::vec![0],
        }
    }

    const SET: u32 = 0x1234_ABCD;

    /// `s` as version 1 wrote it: no set in the payload.
    fn version_1(s: &SaveData) -> Vec<u8> {
        let v2 = s.to_bytes(SET);
        let payload = &v2[HEADER + 4..];
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.push(1);
        out.extend_from_slice(&(payload.len() as u32).to_be_bytes());
        out.extend_from_slice(&crc32(payload).to_be_bytes());
        out.extend_from_slice(payload);
        out
    }

    #[test]
    fn round_trip_and_every_kind_of_damage() {
        let s = sample();
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
        assert_eq!(
            SaveData::from_bytes(b"nope, not a save", SET, true),
            Err(SaveError::BadMagic)
        );
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

    #[test]
    fn version_1_files_belong_to_the_built_in_set() {
        let s = sample();
        let v1 = version_1(&s);
        assert_eq!(SaveData::from_bytes(&v1, 77, true).unwrap(), s);
        assert_eq!(
            SaveData::from_bytes(&v1, 77, false),
            Err(SaveError::OtherSet {
                found: 0,
                expected: 77
            })
        );
        // Once written again it is a version 2 file of that set.
        let again = s.to_bytes(77);
        assert_eq!(again[4], VERSION);
        assert_eq!(SaveData::from_bytes(&again, 77, false).unwrap(), s);
    }
}
