//! The save file: the original's three records (unlocked level; sound, vibration and the
//! top five; the continue snapshot) in one file with a magic, a version, the record
//! lengths and a CRC-32, so a truncated or corrupt file is recognised and ignored.

use crate::res::crc32::crc32;
use crate::sim::snapshot::{self, Settings};
use alloc::vec::Vec;

const MAGIC: &[u8; 4] = b"BBSV";
const VERSION: u8 = 1;

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
}

impl core::fmt::Display for SaveError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            SaveError::BadMagic => write!(f, "not a save file"),
            SaveError::UnknownVersion(v) => write!(f, "unknown save version {v}"),
            SaveError::Truncated => write!(f, "the save file is truncated"),
            SaveError::BadChecksum => write!(f, "the save file is corrupt (checksum)"),
            SaveError::BadRecord(e) => write!(f, "a save record is invalid: {e}"),
        }
    }
}

impl SaveData {
    pub fn to_bytes(&self) -> Vec<u8> {
        let r1 = snapshot::write_unlocked(self.unlocked);
        let r2 = self.settings.to_bytes();
        let mut payload = Vec::with_capacity(16 + r2.len() + self.snapshot.len());
        for r in [&r1[..], &r2[..], &self.snapshot[..]] {
            payload.extend_from_slice(&(r.len() as u16).to_be_bytes());
            payload.extend_from_slice(r);
        }
        let mut out = Vec::with_capacity(payload.len() + 13);
        out.extend_from_slice(MAGIC);
        out.push(VERSION);
        out.extend_from_slice(&(payload.len() as u32).to_be_bytes());
        out.extend_from_slice(&crc32(&payload).to_be_bytes());
        out.extend_from_slice(&payload);
        out
    }

    pub fn from_bytes(b: &[u8]) -> Result<SaveData, SaveError> {
        if b.len() < 13 {
            return Err(if b.len() >= 4 && &b[..4] != MAGIC {
                SaveError::BadMagic
            } else {
                SaveError::Truncated
            });
        }
        if &b[..4] != MAGIC {
            return Err(SaveError::BadMagic);
        }
        if b[4] != VERSION {
            return Err(SaveError::UnknownVersion(b[4]));
        }
        let len = u32::from_be_bytes([b[5], b[6], b[7], b[8]]) as usize;
        let crc = u32::from_be_bytes([b[9], b[10], b[11], b[12]]);
        let payload = &b[13..];
        if payload.len() != len {
            return Err(SaveError::Truncated);
        }
        if crc32(payload) != crc {
            return Err(SaveError::BadChecksum);
        }
        let mut records: [&[u8]; 3] = [&[]; 3];
        let mut rest = payload;
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

    #[test]
    fn round_trip_and_every_kind_of_damage() {
        let s = sample();
        let b = s.to_bytes();
        assert_eq!(SaveData::from_bytes(&b).unwrap(), s);
        for cut in 0..b.len() {
            assert!(
                SaveData::from_bytes(&b[..cut]).is_err(),
                "truncated at {cut}"
            );
        }
        for i in 0..b.len() {
            let mut bad = b.clone();
            bad[i] ^= 0x10;
            assert!(SaveData::from_bytes(&bad).is_err(), "flipped byte {i}");
        }
        assert_eq!(
            SaveData::from_bytes(b"nope, not a save"),
            Err(SaveError::BadMagic)
        );
    }
}
