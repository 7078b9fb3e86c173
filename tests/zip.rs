//! The archive reader (`res::zip`) against archives from an independent writer (the zip
//! writer in `zip_support`, and one made by Python's `zipfile` through `tests/tools/jar.py`):
//! layouts, methods, data descriptors, comments, and every rejection with its message.

mod support;
mod zip_support;

use std::path::Path;

use bounceback::res::zip::{Archive, MAX_ENTRY, MAX_TOTAL};
use bounceback::res::{ErrorKind, FileName, ResError, Resources, ZipProblem};
use support::alloc::{peak_of, Counting};
use zip_support::{crc, write, Entry};

const JAR: FileName = FileName::new("BounceBack.jar");

fn parse(bytes: &[u8]) -> Result<Archive<'_>, ResError> {
    Archive::parse(JAR, bytes)
}

fn err(bytes: &[u8]) -> ResError {
    match parse(bytes) {
        Ok(a) => panic!("accepted: {:?}", a.table()),
        Err(e) => e,
    }
}

/// The members as (resource name, entry name, bytes).
fn members(a: &Archive<'_>) -> Vec<(String, String, Vec<u8>)> {
    a.members
        .iter()
        .map(|m| (m.name.to_string(), m.entry.to_string(), m.data.to_vec()))
        .collect()
}

fn owned(v: &[(&str, &str, &[u8])]) -> Vec<(String, String, Vec<u8>)> {
    v.iter()
        .map(|(n, e, d)| (n.to_string(), e.to_string(), d.to_vec()))
        .collect()
}

const TF: &[u8] = b"a tile set, a tile set, a tile set, a tile set";
const LF: &[u8] = b"levels levels levels levels levels levels levels";
const IC: &[u8] = &[0x89, b'P', b'N', b'G', 1, 2, 3, 4, 5, 6, 7, 8, 9];

#[test]
fn root_layout() {
    let w = write(
        &[
            Entry::deflated("META-INF/MANIFEST.MF", b"Manifest-Version: 1.0\r\n"),
            Entry::deflated("tf", TF),
            Entry::stored("ic", IC),
            Entry::deflated("lf", LF),
            Entry::deflated("Bounce.class", &[0xCA, 0xFE, 0xBA, 0xBE]),
        ],
        b"",
    );
    let a = parse(&w.bytes).unwrap();
    assert_eq!(a.folder, None);
    assert_eq!(a.name, JAR);
    assert_eq!(
        members(&a),
        owned(&[("ic", "ic", IC), ("lf", "lf", LF), ("tf", "tf", TF)])
    );
    assert_eq!(a.members[0].offset, w.local[2]);
    // A stored entry is the archive's own bytes, not a copy.
    let ic = &a.members[0].data;
    assert!(matches!(ic, std::borrow::Cow::Borrowed(_)));
    assert_eq!(ic.as_ptr(), w.bytes[w.data[2]..].as_ptr());
}

#[test]
fn one_folder_layout() {
    let w = write(
        &[
            Entry::stored("res/", b""),
            Entry::deflated("res/tf", TF),
            Entry::stored("res/ic", IC),
            Entry::deflated("res/lf", LF),
            Entry::deflated("META-INF/MANIFEST.MF", b"Manifest-Version: 1.0\r\n"),
        ],
        b"",
    );
    let a = parse(&w.bytes).unwrap();
    assert_eq!(a.folder, Some("res"));
    assert_eq!(
        members(&a),
        owned(&[
            ("ic", "res/ic", IC),
            ("lf", "res/lf", LF),
            ("tf", "res/tf", TF)
        ])
    );
}

#[test]
fn descriptors_comments_extra_fields_and_ignored_entries() {
    let mut streamed = Entry::deflated("res/lf", LF);
    streamed.descriptor = true;
    let mut stored_streamed = Entry::stored("res/ic", IC);
    stored_streamed.descriptor = true;
    let mut extra = Entry::deflated("res/tf", TF);
    // A local extra field the directory does not repeat (jar tools write 0xCAFE here).
    extra.extra = vec![0xFE, 0xCA, 0, 0];
    extra.comment = b"an entry comment".to_vec();
    let w = write(
        &[
            Entry::stored("META-INF/", b""),
            Entry::deflated("META-INF/MANIFEST.MF", b"Manifest-Version: 1.0\r\n"),
            streamed,
            stored_streamed,
            extra,
            // Not resource files: deeper, other case, a number too large, a directory.
            Entry::deflated("res/deep/lf", b"no"),
            Entry::deflated("res/LF", b"no"),
            Entry::deflated("res/if256", b"no"),
            Entry::stored("res/i/", b""),
            Entry::deflated("res/README", b"no"),
        ],
        // An archive comment that itself holds an end record signature.
        b"made by a test PK\x05\x06 with a fake end record inside",
    );
    let a = parse(&w.bytes).unwrap();
    assert_eq!(a.folder, Some("res"));
    assert_eq!(
        members(&a),
        owned(&[
            ("ic", "res/ic", IC),
            ("lf", "res/lf", LF),
            ("tf", "res/tf", TF)
        ])
    );
}

#[test]
fn the_root_is_preferred_over_a_folder() {
    let w = write(
        &[
            Entry::deflated("res/tf", b"folder"),
            Entry::deflated("lf", LF),
            Entry::deflated("other/lf", b"folder"),
            Entry::deflated("tf", TF),
        ],
        b"",
    );
    let a = parse(&w.bytes).unwrap();
    assert_eq!(a.folder, None);
    assert_eq!(members(&a), owned(&[("lf", "lf", LF), ("tf", "tf", TF)]));
}

/// `tests/zip_support/python.jar` was written by Python's `zipfile`:
/// `python3 tests/tools/jar.py --folder res --comment "made by tests/tools/jar.py" DIR OUT`
/// over a folder of `tf` ("tiles " x 40), `ic` (bytes 0 to 255), an empty `lf` and a
/// `README`.
#[test]
fn an_archive_written_by_python() {
    let bytes = std::fs::read("tests/zip_support/python.jar").unwrap();
    let a = parse(&bytes).unwrap();
    assert_eq!(a.folder, Some("res"));
    let ic: Vec<u8> = (0..=255).collect();
    assert_eq!(
        members(&a),
        owned(&[
            ("ic", "res/ic", &ic),
            ("lf", "res/lf", b""),
            ("tf", "res/tf", "tiles ".repeat(40).as_bytes()),
        ])
    );
}

fn read_res() -> Vec<(String, Vec<u8>)> {
    bounceback::tool::resdir::read_dir(Path::new("res")).unwrap()
}

#[test]
fn a_jar_of_res_reads_as_the_folder() {
    let files = read_res();
    let table = bounceback::tool::resdir::table(&files);
    for layout in [Some("res"), None] {
        let folder = Resources::parse(&table[..]).unwrap();
        let bytes = zip_support::jar_of(Path::new("res"), layout);
        let a = parse(&bytes).unwrap();
        assert_eq!(a.folder, layout);
        // Every file of res/ is a resource file, so the members are exactly the folder.
        let names: Vec<&str> = a.members.iter().map(|m| m.name).collect();
        let expected: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, expected);
        let t = a.table();
        assert_eq!(Resources::parse(&t[..]).unwrap(), folder);
    }
}

#[test]
fn a_reader_error_in_a_member_names_the_entry() {
    // The first level's theme becomes 9, which has no pictures (as .ci/run does).
    let mut files = read_res();
    let lf = &mut files.iter_mut().find(|(n, _)| n == "lf").unwrap().1;
    let n = (lf[0] as usize) << 8 | lf[1] as usize;
    lf[2 + 2 * n] = 9;
    let entries: Vec<Entry> = files
        .iter()
        .map(|(n, d)| Entry::deflated(&format!("res/{n}"), d))
        .collect();
    let w = write(&entries, b"");
    let a = parse(&w.bytes).unwrap();
    let t = a.table();
    let e = Resources::parse(&t[..]).unwrap_err();
    assert_eq!(
        a.describe(&e),
        format!(
            "res/lf: chunk 0, byte {}: theme is 9, expected a theme whose image file if<theme> exists",
            2 + 2 * n
        )
    );
}

// ---- rejections: each names the archive, the entry (when there is one) and the byte ----

fn lf_at(method: u16) -> Entry {
    let mut e = Entry::deflated("res/lf", LF);
    e.method = method;
    e
}

#[test]
fn a_bad_crc() {
    for method in [0, 8] {
        let mut bad = lf_at(method);
        bad.crc = Some(0x1234_5678);
        let w = write(&[Entry::deflated("res/tf", TF), bad], b"");
        let e = err(&w.bytes);
        assert_eq!(
            e.to_string(),
            format!(
                "BounceBack.jar: entry res/lf, byte {}: CRC-32 is 0x{:08X}, expected 0x12345678",
                w.data[1],
                crc(LF)
            )
        );
    }
    // One flipped data byte of a stored entry: the CRC catches it.
    let w = write(&[lf_at(0)], b"");
    let mut bytes = w.bytes.clone();
    bytes[w.data[0] + 3] ^= 0x20;
    let mut flipped = LF.to_vec();
    flipped[3] ^= 0x20;
    assert_eq!(
        err(&bytes).to_string(),
        format!(
            "BounceBack.jar: entry res/lf, byte {}: CRC-32 is 0x{:08X}, expected 0x{:08X}",
            w.data[0],
            crc(&flipped),
            crc(LF)
        )
    );
}

/// What a `.jar` of `len` bytes without a zip end record is said to be: in plain words, no
/// byte counts (they are read by a player as fine print).
fn no_end(len: usize) -> String {
    if len == 0 {
        "BounceBack.jar: the file is empty".to_string()
    } else {
        "BounceBack.jar: the zip's directory is not at its end: the file is cut short, or is not a zip"
            .to_string()
    }
}

#[test]
fn truncated_archives() {
    let w = write(&[Entry::deflated("res/tf", TF), lf_at(8)], b"");
    // Cut anywhere: the end record is gone (or incomplete), nothing else is trusted.
    for len in [0, 10, w.dir, w.end, w.bytes.len() - 1] {
        let e = err(&w.bytes[..len]);
        assert_eq!(e.to_string(), no_end(len));
    }
    // The end record promises one entry more than the directory holds.
    let mut bytes = w.bytes.clone();
    bytes[w.end + 8] = 3;
    bytes[w.end + 10] = 3;
    assert_eq!(
        err(&bytes).to_string(),
        format!(
            "BounceBack.jar, byte {}: expected 46 byte(s) of central directory record, only 0 left",
            w.end
        )
    );
    // An entry whose compressed size runs into the central directory.
    let mut bytes = w.bytes.clone();
    let size_field = w.record[1] + 20;
    bytes[size_field..size_field + 4].copy_from_slice(&1000u32.to_le_bytes());
    assert_eq!(
        err(&bytes).to_string(),
        format!(
            "BounceBack.jar: entry res/lf, byte {}: the data runs to byte {}, expected it to end by the central directory (byte {})",
            w.data[1],
            w.data[1] + 1000,
            w.dir
        )
    );
    // The directory is cut short of its last record's name.
    let mut bytes = w.bytes.clone();
    let name_len = w.record[1] + 28;
    bytes[name_len] = 40;
    assert_eq!(
        err(&bytes).to_string(),
        format!(
            "BounceBack.jar, byte {}: expected 40 byte(s) of central directory record names and fields, only 6 left",
            w.record[1] + 46
        )
    );
}

#[test]
fn an_unknown_method() {
    let mut e = lf_at(12);
    e.raw = Some(b"BZh91AY&SY".to_vec());
    let w = write(&[e], b"");
    assert_eq!(
        err(&w.bytes).to_string(),
        format!(
            "BounceBack.jar: entry res/lf, byte {}: compression method is 12, expected 0 (stored) or 8 (deflate)",
            w.record[0] + 10
        )
    );
}

#[test]
fn an_encrypted_entry() {
    let mut e = lf_at(8);
    e.flags = 1;
    let w = write(&[Entry::deflated("res/tf", TF), e], b"");
    assert_eq!(
        err(&w.bytes).to_string(),
        format!(
            "BounceBack.jar: entry res/lf, byte {}: the entry is encrypted (flag bit 0), expected a plain entry",
            w.record[1] + 8
        )
    );
    // Encrypted entries that are not resource files are never opened.
    let mut class = Entry::deflated("Bounce.class", b"\xCA\xFE");
    class.flags = 1;
    let w = write(&[class, lf_at(8)], b"");
    assert!(parse(&w.bytes).is_ok());
}

#[test]
fn two_folders() {
    let w = write(
        &[
            Entry::deflated("a/tf", TF),
            Entry::deflated("META-INF/MANIFEST.MF", b""),
            Entry::deflated("b/lf", LF),
        ],
        b"",
    );
    assert_eq!(
        err(&w.bytes).to_string(),
        format!(
            "BounceBack.jar: entry b/lf, byte {}: resource files in a second folder, expected all in the folder of a/tf (or at the root)",
            w.record[2]
        )
    );
}

#[test]
fn duplicate_names() {
    for (first, second) in [("res/lf", "res/lf"), ("lf", "lf")] {
        let w = write(
            &[
                Entry::deflated(first, LF),
                Entry::deflated("res/tf", TF),
                Entry::stored(second, LF),
            ],
            b"",
        );
        let at_root = !first.contains('/');
        let (record, first_record) = (w.record[2], w.record[0]);
        let e = err(&w.bytes);
        assert_eq!(
            e.to_string(),
            format!(
                "BounceBack.jar: entry {second}, byte {record}: a second entry of this name, expected one (the first's directory record is at byte {first_record})"
            ),
            "at the root: {at_root}"
        );
    }
}

#[test]
fn no_end_record() {
    for bytes in [&b""[..], b"PK\x03\x04 not really a zip", &[0u8; 100_000]] {
        assert_eq!(err(bytes).to_string(), no_end(bytes.len()));
    }
    // A comment length that does not reach the end of the file: not an end record.
    let w = write(&[lf_at(8)], b"");
    let mut bytes = w.bytes.clone();
    bytes.push(0);
    assert!(matches!(
        err(&bytes).kind,
        ErrorKind::Zip {
            entry: None,
            problem: ZipProblem::NoEnd { .. }
        }
    ));
}

#[test]
fn zip64_and_multi_disk() {
    let w = write(&[lf_at(8)], b"");
    let with = |at: usize, v: &[u8]| {
        let mut b = w.bytes.clone();
        b[at..at + v.len()].copy_from_slice(v);
        err(&b).to_string()
    };
    assert_eq!(
        with(w.end + 10, &[0xFF, 0xFF]),
        format!("BounceBack.jar, byte {}: entry count 0xFFFF marks a ZIP64 archive, expected a plain zip (below 4 GiB, 65535 entries)", w.end + 10)
    );
    assert_eq!(
        with(w.end + 4, &[1, 0]),
        format!(
            "BounceBack.jar, byte {}: disk number is 1, expected a single-disk archive",
            w.end + 4
        )
    );
    assert_eq!(
        with(w.record[0] + 24, &[0xFF; 4]),
        format!("BounceBack.jar: entry res/lf, byte {}: uncompressed size 0xFFFFFFFF marks a ZIP64 archive, expected a plain zip (below 4 GiB, 65535 entries)", w.record[0] + 24)
    );
    assert_eq!(
        with(w.record[0] + 34, &[2, 0]),
        format!("BounceBack.jar: entry res/lf, byte {}: the entry's disk number is 2, expected a single-disk archive", w.record[0] + 34)
    );
    // A ZIP64 end record locator just before the end record.
    let mut b = w.bytes[..w.end].to_vec();
    b.extend_from_slice(&0x0706_4B50u32.to_le_bytes());
    b.extend_from_slice(&[0; 16]);
    b.extend_from_slice(&w.bytes[w.end..]);
    assert_eq!(
        err(&b).to_string(),
        format!("BounceBack.jar, byte {}: a ZIP64 end record locator marks a ZIP64 archive, expected a plain zip (below 4 GiB, 65535 entries)", w.end)
    );
}

#[test]
fn other_broken_records() {
    let w = write(&[Entry::deflated("res/tf", TF), lf_at(8)], b"");
    let with = |at: usize, v: &[u8]| {
        let mut b = w.bytes.clone();
        b[at..at + v.len()].copy_from_slice(v);
        err(&b).to_string()
    };
    assert_eq!(
        with(w.local[1], b"PK\x01\x02"),
        format!("BounceBack.jar: entry res/lf, byte {}: expected a local header (PK 3 4) signature, found 0x02014B50", w.local[1])
    );
    assert_eq!(
        with(w.record[1], b"XK"),
        format!("BounceBack.jar, byte {}: expected a central directory record (PK 1 2) signature, found 0x02014B58", w.record[1])
    );
    assert_eq!(
        with(w.record[1] + 42, &0xF000_0000u32.to_le_bytes()),
        format!("BounceBack.jar: entry res/lf, byte {}: local header offset is {}, expected one before the central directory (byte {})", w.record[1] + 42, 0xF000_0000u32, w.dir)
    );
    assert_eq!(
        with(w.record[1] + 42, &((w.dir - 10) as u32).to_le_bytes()),
        format!("BounceBack.jar: entry res/lf, byte {}: expected 30 byte(s) of local header, only 10 left", w.dir - 10)
    );
    assert_eq!(
        with(w.local[1] + 30, b"x"),
        format!("BounceBack.jar: entry res/lf, byte {}: the local header names another entry, expected the central directory's name", w.local[1] + 30)
    );
    assert_eq!(
        with(w.end + 16, &((w.dir + 1) as u32).to_le_bytes()),
        format!("BounceBack.jar, byte {}: the central directory ({} byte(s) from byte {}) does not end where the end record starts (byte {})", w.end + 16, w.end - w.dir, w.dir + 1, w.end)
    );
    // The directory holds two records, the end record counts one.
    assert_eq!(
        with(w.end + 8, &[1, 0, 1, 0]),
        format!("BounceBack.jar, byte {}: expected the central directory's end after its last entry, found {} more byte(s)", w.record[1], w.end - w.record[1])
    );
    // Only a manifest.
    let m = write(&[Entry::deflated("META-INF/MANIFEST.MF", b"x")], b"");
    assert_eq!(
        err(&m.bytes).to_string(),
        format!("BounceBack.jar, byte {}: expected resource files (tf, lf, ...) at the root or in one folder, found none", m.end)
    );
}

#[test]
fn sizes_that_disagree_with_the_data() {
    let mut stored = lf_at(0);
    stored.size = Some(LF.len() as u32 + 1);
    let w = write(&[stored], b"");
    assert_eq!(
        err(&w.bytes).to_string(),
        format!("BounceBack.jar: entry res/lf, byte {}: a stored entry of {} byte(s) claims {} uncompressed, expected the same", w.record[0] + 20, LF.len(), LF.len() + 1)
    );
    for (claim, inflated) in [
        (LF.len() + 7, format!("to {}", LF.len())),
        (LF.len() - 1, format!("to more than {}", LF.len() - 1)),
    ] {
        let mut e = lf_at(8);
        e.size = Some(claim as u32);
        let w = write(&[e], b"");
        assert_eq!(
            err(&w.bytes).to_string(),
            format!("BounceBack.jar: entry res/lf, byte {}: the data inflates {inflated} byte(s), expected {claim}", w.data[0])
        );
    }
    // No deflate data at all (claiming nothing), and a block of the reserved type 3.
    for (raw, size) in [(&b""[..], Some(0)), (&[0xFF, 0xFF, 0xFF, 0xFF], None)] {
        let mut e = lf_at(8);
        e.raw = Some(raw.to_vec());
        e.size = size;
        let w = write(&[e], b"");
        assert_eq!(
            err(&w.bytes).to_string(),
            format!(
                "BounceBack.jar: entry res/lf, byte {}: the deflate data is corrupt",
                w.data[0]
            )
        );
    }
}

// ---- sizes a hostile archive claims: refused, or inflated no further than claimed ----

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn the_peak_counter_sees_what_is_held() {
    // The bounds below mean something only if the counter counts.
    let (_, peak) = peak_of(|| vec![0u8; 1 << 20].len());
    assert!(peak >= 1 << 20, "{peak} bytes seen for a 1 MiB buffer");
    let (_, peak) = peak_of(|| 7);
    assert_eq!(peak, 0);
}

#[test]
fn sizes_claimed_past_the_limits_are_refused_before_inflating() {
    // Just below the ZIP64 marker.
    let mut e = lf_at(8);
    e.size = Some(0xFFFF_FFFE);
    let w = write(&[e], b"");
    let (r, peak) = peak_of(|| parse(&w.bytes).map(|_| ()));
    assert_eq!(
        r.unwrap_err().to_string(),
        format!("BounceBack.jar: entry res/lf, byte {}: uncompressed size 4294967294 is over the limit of {MAX_ENTRY} byte(s)", w.record[0] + 24)
    );
    assert!(peak < 64 << 10, "{peak} bytes held");

    // Under the limit, but more than the deflated bytes can give.
    let mut e = lf_at(8);
    e.size = Some(10 << 20);
    let w = write(&[e], b"");
    let compressed = w.dir - w.data[0];
    let (r, peak) = peak_of(|| parse(&w.bytes).map(|_| ()));
    assert_eq!(
        r.unwrap_err().to_string(),
        format!("BounceBack.jar: entry res/lf, byte {}: uncompressed size {} is more than {compressed} deflated byte(s) can give", w.record[0] + 24, 10 << 20)
    );
    assert!(peak < 64 << 10, "{peak} bytes held");

    // Each entry under the limit, together over the total (checked before any is read).
    let filler = vec![0u8; 16 << 10];
    let entries: Vec<Entry> = ["tf", "lf", "b", "r", "bg"]
        .iter()
        .map(|n| {
            let mut e = Entry::deflated(n, b"");
            e.raw = Some(filler.clone());
            e.size = Some(MAX_ENTRY as u32);
            e
        })
        .collect();
    let w = write(&entries, b"");
    let (r, peak) = peak_of(|| parse(&w.bytes).map(|_| ()));
    assert_eq!(
        r.unwrap_err().to_string(),
        format!("BounceBack.jar: entry bg, byte {}: uncompressed size {} is over the limit of {MAX_TOTAL} byte(s)", w.record[4] + 24, 5 * MAX_ENTRY)
    );
    assert!(peak < 64 << 10, "{peak} bytes held");
}

#[test]
fn a_bomb_inflates_no_further_than_its_claimed_size() {
    // 8 MiB of zeros deflate to a few KiB; the directory claims 64 KiB.
    let zeros = vec![0u8; 8 << 20];
    let mut e = Entry::deflated("lf", &zeros);
    e.size = Some(64 << 10);
    let w = write(&[e], b"");
    drop(zeros);
    assert!(w.bytes.len() < 64 << 10);
    let (r, peak) = peak_of(|| parse(&w.bytes).map(|_| ()));
    assert_eq!(
        r.unwrap_err().to_string(),
        format!("BounceBack.jar: entry lf, byte {}: the data inflates to more than 65536 byte(s), expected 65536", w.data[0])
    );
    // The output buffer is the claimed size; the stream stops there.
    assert!(peak < (64 << 10) + (16 << 10), "{peak} bytes held");
}

#[test]
fn any_claimed_size_holds_at_most_that_much() {
    use proptest::prelude::*;
    use proptest::test_runner::{Config, TestRunner};
    // 4 MiB of zeros in about 4 KiB of deflate data, under any claimed size.
    const REAL: usize = 4 << 20;
    let zeros = vec![0u8; REAL];
    let (bomb, zeros_crc) = (
        miniz_oxide::deflate::compress_to_vec(&zeros, 6),
        crc(&zeros),
    );
    drop(zeros);
    let mut runner = TestRunner::new(Config {
        cases: 64,
        failure_persistence: None,
        ..Config::default()
    });
    let claims = prop_oneof![
        any::<u32>(),
        0u32..(MAX_ENTRY as u32 + 2),
        Just(REAL as u32)
    ];
    runner
        .run(&claims, |claim| {
            let mut e = Entry::deflated("res/lf", b"");
            e.raw = Some(bomb.clone());
            e.size = Some(claim);
            e.crc = Some(zeros_crc);
            let w = write(&[Entry::deflated("res/tf", TF), e], b"");
            let (r, peak) = peak_of(|| parse(&w.bytes).map(|a| a.members.len()));
            // The claim itself, at most what the compressed size can honestly give.
            let bound = (claim as usize).min(1032 * bomb.len()) + (64 << 10);
            prop_assert!(peak <= bound, "claim {claim}: {peak} bytes held");
            // Only the true size is accepted.
            prop_assert_eq!(
                r.is_ok(),
                claim as usize == REAL,
                "claim {}: {:?}",
                claim,
                r
            );
            Ok(())
        })
        .unwrap();
}
