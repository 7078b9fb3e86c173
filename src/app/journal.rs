//! A change to several files of one folder made all or nothing across a power cut (MY
//! LEVELS' `lf`, its runs and its list change together). The whole change is first written
//! as one journal file; then each file; then the journal is deleted. A reader that finds a
//! journal that reads whole (its check matches) does the change again before anything else,
//! so the folder is always the old one or the new one, never a mix; a journal cut short
//! fails its check and is dropped, and the files are still the old ones, since none is
//! written before the journal is whole.
//!
//! ```text
//!  "BBJ1" · u16 count · count × (u8 name length · name · u8 kind (1 write, 0 delete)
//!                                · [u32 length · bytes]) · u32 CRC-32 of all before it
//! ```
//! Numbers are big-endian; a name is a plain file name of the folder (no `/`, not `.` or
//! `..`, at most [`NAME_MAX`] bytes).

use crate::res::crc32::crc32;
use alloc::string::String;
use alloc::vec::Vec;

const MAGIC: &[u8; 4] = b"BBJ1";
/// The longest file name a journal holds.
pub const NAME_MAX: usize = 64;

/// One file's change: its new bytes, or `None` for the file taken away.
pub type Op = (String, Option<Vec<u8>>);

/// Whether `name` is a plain file name of the folder.
fn plain(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= NAME_MAX
        && name != "."
        && name != ".."
        && !name.contains(['/', '\\', ':'])
}

/// The journal of `ops`; `None` when a name is not a plain file name or there are more than
/// 65,535 of them (nothing the game writes).
pub fn encode(ops: &[Op]) -> Option<Vec<u8>> {
    let count = u16::try_from(ops.len()).ok()?;
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&count.to_be_bytes());
    for (name, bytes) in ops {
        if !plain(name) {
            return None;
        }
        out.push(name.len() as u8);
        out.extend_from_slice(name.as_bytes());
        match bytes {
            Some(b) => {
                out.push(1);
                out.extend_from_slice(&u32::try_from(b.len()).ok()?.to_be_bytes());
                out.extend_from_slice(b);
            }
            None => out.push(0),
        }
    }
    let check = crc32(&out);
    out.extend_from_slice(&check.to_be_bytes());
    Some(out)
}

/// The changes of a journal that reads whole; `None` for anything else (cut short, its
/// check not matching, a name that is not plain, bytes after its end).
pub fn decode(b: &[u8]) -> Option<Vec<Op>> {
    let (body, check) = b.split_at_checked(b.len().checked_sub(4)?)?;
    if crc32(body).to_be_bytes() != *check {
        return None;
    }
    let mut r = body.strip_prefix(MAGIC.as_slice())?;
    let mut take = |n: usize| -> Option<&[u8]> {
        let (head, rest) = r.split_at_checked(n)?;
        r = rest;
        Some(head)
    };
    let count = u16::from_be_bytes(take(2)?.try_into().ok()?);
    let mut ops = Vec::new();
    for _ in 0..count {
        let len = usize::from(take(1)?[0]);
        let name = core::str::from_utf8(take(len)?).ok()?;
        if !plain(name) {
            return None;
        }
        let bytes = match take(1)?[0] {
            0 => None,
            1 => {
                let n = u32::from_be_bytes(take(4)?.try_into().ok()?) as usize;
                Some(take(n)?.to_vec())
            }
            _ => return None,
        };
        ops.push((String::from(name), bytes));
    }
    r.is_empty().then_some(ops)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    fn ops() -> Vec<Op> {
        vec![
            (String::from("lf"), Some(vec![0, 1, 2, 250])),
            (String::from("level-2.replay.txt"), None),
            (
                String::from("mylevels.txt"),
                Some(b"LEVEL 1|1|0\n".to_vec()),
            ),
        ]
    }

    #[test]
    fn a_journal_reads_back_whole() {
        let j = encode(&ops()).unwrap();
        assert_eq!(decode(&j), Some(ops()));
        assert_eq!(decode(&encode(&[]).unwrap()), Some(vec![]));
    }

    #[test]
    fn a_journal_cut_short_or_changed_anywhere_is_refused() {
        let j = encode(&ops()).unwrap();
        for n in 0..j.len() {
            assert_eq!(decode(&j[..n]), None, "cut at {n}");
        }
        for i in 0..j.len() {
            let mut k = j.clone();
            k[i] ^= 0x10;
            assert_eq!(decode(&k), None, "byte {i} changed");
        }
    }

    proptest::proptest! {
        /// Any bytes read as a journal give its changes or nothing, never a panic; a
        /// journal's changes read back as written whatever they are.
        #[test]
        fn any_bytes_are_read_without_a_panic(b in proptest::collection::vec(proptest::num::u8::ANY, 0..300)) {
            let _ = decode(&b);
            let mut j = MAGIC.to_vec();
            j.extend_from_slice(&b);
            let check = crc32(&j);
            j.extend_from_slice(&check.to_be_bytes());
            let _ = decode(&j);
        }

        #[test]
        fn changes_read_back_as_written(
            files in proptest::collection::vec(
                ("[a-z0-9.-]{1,20}", proptest::option::of(proptest::collection::vec(proptest::num::u8::ANY, 0..200))),
                0..6,
            )
        ) {
            let ops: Vec<Op> = files
                .into_iter()
                .filter(|(n, _)| plain(n))
                .map(|(n, b)| (String::from(n.as_str()), b))
                .collect();
            let j = encode(&ops).unwrap();
            proptest::prop_assert_eq!(decode(&j), Some(ops));
        }
    }

    #[test]
    fn only_plain_names_are_written() {
        for bad in ["", ".", "..", "../lf", "a/b", "ms0:x"] {
            assert_eq!(encode(&[(String::from(bad), None)]), None, "{bad:?}");
        }
    }
}
