//! What a save file that cannot be used holds, read as far as it reads: the damaged-save
//! screen lists it, so that the player knows what KEEP IT keeps and NEW SAVE writes over.
//! Nothing here is trusted or used to play: a file refused by [`SaveData::from_bytes`] is
//! looked at record by record in this version's layout, each record that reads told.

use super::{MAGIC, RECORDS, RECORD_BEST, RECORD_SETTINGS, RECORD_SNAPSHOT, RECORD_UNLOCKED};
use crate::sim::snapshot::{self, Settings};

#[cfg(doc)]
use super::SaveData;

/// What a refused save file holds, as far as it reads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Held {
    /// The file's length in bytes.
    pub bytes: usize,
    /// The save version it names (when it starts as a save of this game does).
    pub version: Option<u8>,
    /// The highest level unlocked (1-based; 0: all).
    pub unlocked: Option<i32>,
    /// The best of the top five scores.
    pub top_score: Option<i32>,
    /// The level Continue goes on from (1-based), if any.
    pub continue_level: Option<i32>,
    /// How many levels have a best bonus kept.
    pub bests: Option<usize>,
}

impl Held {
    /// Whether any record read.
    pub fn any_record(&self) -> bool {
        self.unlocked.is_some()
            || self.top_score.is_some()
            || self.continue_level.is_some()
            || self.bests.is_some()
    }
}

/// `b` read as far as it reads (never fails, never panics).
pub fn held(b: &[u8]) -> Held {
    let mut h = Held {
        bytes: b.len(),
        ..Held::default()
    };
    if b.len() < 13 || &b[..4] != MAGIC {
        return h;
    }
    h.version = Some(b[4]);
    // Version 1 has no set id before its records; later ones do.
    let mut rest = &b[13..];
    if b[4] != 1 {
        rest = rest.get(4..).unwrap_or(&[]);
    }
    let mut records: [Option<&[u8]>; RECORDS] = [None; RECORDS];
    for r in records.iter_mut() {
        let Some(&[a, z]) = rest.get(..2).and_then(|s| <&[u8; 2]>::try_from(s).ok()) else {
            break;
        };
        let n = u16::from_be_bytes([a, z]) as usize;
        let Some(body) = rest.get(2..2 + n) else {
            break;
        };
        *r = Some(body);
        rest = &rest[2 + n..];
    }
    h.unlocked = records[RECORD_UNLOCKED].and_then(|r| snapshot::read_unlocked(r).ok());
    h.top_score = records[RECORD_SETTINGS]
        .and_then(|r| Settings::from_bytes(r).ok())
        .map(|s| s.records[0]);
    h.continue_level = records[RECORD_SNAPSHOT]
        .and_then(|r| snapshot::peek(r).ok())
        .flatten()
        // A level complete's record continues with the next level.
        .map(|c| match c.state {
            snapshot::STATE_LEVEL_COMPLETE => c.level + 2,
            _ => c.level + 1,
        });
    h.bests = records[RECORD_BEST]
        .filter(|r| r.len() % 4 == 0)
        .map(|r| r.chunks(4).filter(|c| c.iter().any(|&x| x != 0)).count());
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::save::SaveData;

    #[test]
    fn a_good_file_made_unreadable_still_tells_what_it_holds() {
        let mut s = SaveData {
            unlocked: 4,
            ..SaveData::default()
        };
        s.settings.records[0] = 12_500;
        s.best[0] = 1188;
        s.best[2] = 900;
        let mut b = s.to_bytes(7);
        // A newer version, and a byte changed (the checksum fails): both refused.
        b[4] = 9;
        let last = b.len() - 1;
        b[last] ^= 0x55;
        assert!(SaveData::from_bytes(&b, 7, true).is_err());
        let h = held(&b);
        assert_eq!(h.version, Some(9));
        assert_eq!(h.unlocked, Some(4));
        assert_eq!(h.top_score, Some(12_500));
        assert_eq!(h.continue_level, None);
        assert!(h.any_record());
        assert_eq!(h.bytes, b.len());
        // Cut anywhere, it never panics and tells what it still can.
        for n in 0..b.len() {
            let h = held(&b[..n]);
            assert_eq!(h.bytes, n);
            assert!(h.unlocked.is_none() || h.unlocked == Some(4));
        }
        // Not a save at all.
        let h = held(b"hello, world: not a save file");
        assert_eq!((h.version, h.any_record()), (None, false));
    }
}
