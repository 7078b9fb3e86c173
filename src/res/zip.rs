//! The resource files out of the original's MIDlet archive (`.jar`, a zip): the end record,
//! the central directory, and for each resource entry its local header and data, inflated
//! and CRC-checked. Only what a jar needs: one disk, no ZIP64, no encryption, methods 0
//! (stored) and 8 (deflate). Every failure is a [`ResError`] whose file is the archive and
//! whose offset is a byte of the archive (`docs/FORMAT.md`, "Archives").
//!
//! Sizes and CRC-32s come from the central directory only: the local header's copies are
//! zero when the writer streamed the entry (flag bit 3, a data descriptor after the data),
//! and the directory is what every unzip trusts.

use super::crc32::crc32;
use super::error::{ErrorKind, FileName, Place, ResError, ZipProblem};
use super::set::is_resource_name;
use alloc::borrow::Cow;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// Largest uncompressed resource entry. The original's files are tens of KiB; the limit
/// keeps a lying or hostile archive from asking for memory the PSP does not have.
pub const MAX_ENTRY: usize = 16 << 20;
/// Largest sum of the resource entries' uncompressed sizes, for the same reason.
pub const MAX_TOTAL: usize = 64 << 20;
/// Most bytes one deflated byte can give (a 258-byte match in two bits, rounded up): a
/// larger claim is refused before anything is inflated.
const DEFLATE_RATIO: usize = 1032;

const END_SIG: u32 = 0x0605_4B50;
const DIR_SIG: u32 = 0x0201_4B50;
const LOCAL_SIG: u32 = 0x0403_4B50;
const ZIP64_LOCATOR_SIG: u32 = 0x0706_4B50;
const END_LEN: usize = 22;
const DIR_LEN: usize = 46;
const LOCAL_LEN: usize = 30;
const ZIP64_LOCATOR_LEN: usize = 20;
const MAX_COMMENT: usize = 0xFFFF;

const FLAG_ENCRYPTED: u16 = 1;
const STORED: u16 = 0;
const DEFLATE: u16 = 8;

/// One resource file taken from the archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member<'a> {
    /// The resource name (`lf`).
    pub name: &'a str,
    /// The entry's name in the archive (`res/lf`).
    pub entry: &'a str,
    /// Where the entry's local header starts in the archive.
    pub offset: usize,
    /// The file's bytes: borrowed from the archive when stored, inflated otherwise.
    pub data: Cow<'a, [u8]>,
}

/// The resource files of an archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Archive<'a> {
    /// The archive's name, as errors report it.
    pub name: FileName,
    /// The folder the resource entries are in (`res`), `None` at the root.
    pub folder: Option<&'a str>,
    /// Sorted by name, one per name.
    pub members: Vec<Member<'a>>,
}

/// A central directory entry that names a resource file.
struct Record<'a> {
    /// Where the directory record starts.
    at: usize,
    entry: &'a str,
    folder: Option<&'a str>,
    name: &'a str,
    flags: u16,
    method: u16,
    crc: u32,
    compressed: u32,
    size: u32,
    disk: u16,
    local: u32,
}

/// Little-endian fields over the archive, every read bounds-checked.
struct Bytes<'a> {
    data: &'a [u8],
    place: Place,
}

impl<'a> Bytes<'a> {
    fn error(&self, at: usize, entry: Option<&str>, problem: ZipProblem) -> ResError {
        self.place.error(
            at,
            ErrorKind::Zip {
                entry: entry.map(FileName::new),
                problem,
            },
        )
    }

    /// `len` bytes at `at`, which must end by `limit`; `record` names them in the error.
    fn slice(
        &self,
        at: usize,
        len: usize,
        limit: usize,
        record: &'static str,
        entry: Option<&str>,
    ) -> Result<&'a [u8], ResError> {
        let limit = limit.min(self.data.len());
        let available = limit.saturating_sub(at);
        if len > available {
            return Err(self.error(
                at,
                entry,
                ZipProblem::Truncated {
                    record,
                    needed: len,
                    available,
                },
            ));
        }
        // In bounds: at + len <= limit <= data.len().
        Ok(self.data.get(at..at + len).unwrap_or(&[]))
    }
}

/// The field at `at` (callers have checked it is there; 0 past the end).
fn u16_at(b: &[u8], at: usize) -> u16 {
    match b.get(at..).and_then(|s| s.get(..2)) {
        Some(&[x, y]) => u16::from_le_bytes([x, y]),
        _ => 0,
    }
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    match b.get(at..).and_then(|s| s.get(..4)) {
        Some(&[a, b, c, d]) => u32::from_le_bytes([a, b, c, d]),
        _ => 0,
    }
}

/// The end of central directory record: where it starts, the entry count and where the
/// directory (which ends where the record starts) starts.
struct End {
    at: usize,
    entries: usize,
    dir_start: usize,
}

/// Scans back from the end for the end record; a candidate counts only if its comment
/// length reaches exactly the end of the file, so a `PK 5 6` inside a comment is skipped.
fn find_end(b: &Bytes<'_>) -> Result<End, ResError> {
    let len = b.data.len();
    let last = len.checked_sub(END_LEN);
    let first = last.map_or(0, |l| l.saturating_sub(MAX_COMMENT));
    let found = last.and_then(|last| {
        (first..=last).rev().find(|&at| {
            u32_at(b.data, at) == END_SIG && at + END_LEN + u16_at(b.data, at + 20) as usize == len
        })
    });
    let Some(at) = found else {
        return Err(b.error(
            first,
            None,
            ZipProblem::NoEnd {
                searched: len - first,
            },
        ));
    };
    let r = b.data.get(at..).unwrap_or(&[]);
    if at >= ZIP64_LOCATOR_LEN && u32_at(b.data, at - ZIP64_LOCATOR_LEN) == ZIP64_LOCATOR_SIG {
        return Err(b.error(
            at - ZIP64_LOCATOR_LEN,
            None,
            ZipProblem::Zip64 {
                field: "a ZIP64 end record locator",
            },
        ));
    }
    for (off, field) in [(4, "disk number"), (6, "central directory disk")] {
        let v = u16_at(r, off);
        if v != 0 {
            return Err(b.error(
                at + off,
                None,
                ZipProblem::MultiDisk {
                    field,
                    value: v as u32,
                },
            ));
        }
    }
    let (here, total) = (u16_at(r, 8), u16_at(r, 10));
    if total == 0xFFFF {
        return Err(b.error(
            at + 10,
            None,
            ZipProblem::Zip64 {
                field: "entry count 0xFFFF",
            },
        ));
    }
    if here != total {
        return Err(b.error(
            at + 8,
            None,
            ZipProblem::MultiDisk {
                field: "entries on this disk",
                value: here as u32,
            },
        ));
    }
    let (size, start) = (u32_at(r, 12), u32_at(r, 16));
    for (off, v, field) in [
        (12, size, "central directory size 0xFFFFFFFF"),
        (16, start, "central directory offset 0xFFFFFFFF"),
    ] {
        if v == u32::MAX {
            return Err(b.error(at + off, None, ZipProblem::Zip64 { field }));
        }
    }
    let (start, size) = (start as usize, size as usize);
    if start.checked_add(size) != Some(at) {
        return Err(b.error(
            at + 16,
            None,
            ZipProblem::DirectoryBounds {
                start,
                size,
                end_record: at,
            },
        ));
    }
    Ok(End {
        at,
        entries: total as usize,
        dir_start: start,
    })
}

/// `Some((folder, name))` for a resource entry: a resource name at the root or under
/// exactly one folder. Directories, deeper paths and other names give `None`.
fn resource_path(entry: &str) -> Option<(Option<&str>, &str)> {
    let (folder, name) = match entry.split_once('/') {
        None => (None, entry),
        Some((folder, name)) if !folder.is_empty() && !name.contains('/') => (Some(folder), name),
        Some(_) => return None,
    };
    is_resource_name(name).then_some((folder, name))
}

/// Every directory record (checked for shape), keeping those that name resource files.
fn read_directory<'a>(b: &Bytes<'a>, end: &End) -> Result<Vec<Record<'a>>, ResError> {
    let mut records = Vec::new();
    let mut pos = end.dir_start;
    for _ in 0..end.entries {
        let fixed = b.slice(pos, DIR_LEN, end.at, "central directory record", None)?;
        let sig = u32_at(fixed, 0);
        if sig != DIR_SIG {
            return Err(b.error(
                pos,
                None,
                ZipProblem::Signature {
                    record: "central directory record (PK 1 2)",
                    found: sig,
                },
            ));
        }
        let name_len = u16_at(fixed, 28) as usize;
        let rest = name_len + u16_at(fixed, 30) as usize + u16_at(fixed, 32) as usize;
        let name = b.slice(
            pos + DIR_LEN,
            rest,
            end.at,
            "central directory record names and fields",
            None,
        )?;
        let name = name.get(..name_len).unwrap_or(&[]);
        // A name that is not UTF-8 is no resource name.
        let entry = core::str::from_utf8(name).ok();
        if let Some((entry, (folder, file))) =
            entry.and_then(|e| resource_path(e).map(|path| (e, path)))
        {
            records.push(Record {
                at: pos,
                entry,
                folder,
                name: file,
                flags: u16_at(fixed, 8),
                method: u16_at(fixed, 10),
                crc: u32_at(fixed, 16),
                compressed: u32_at(fixed, 20),
                size: u32_at(fixed, 24),
                disk: u16_at(fixed, 34),
                local: u32_at(fixed, 42),
            });
        }
        pos += DIR_LEN + rest;
    }
    if pos != end.at {
        return Err(b.error(
            pos,
            None,
            ZipProblem::DirectoryTrailing {
                count: end.at - pos,
            },
        ));
    }
    Ok(records)
}

/// The records the archive's resources are: those at the root if any, else those of the
/// one folder; two folders or a name twice are errors.
fn select<'a>(
    b: &Bytes<'a>,
    records: Vec<Record<'a>>,
    end: usize,
) -> Result<Vec<Record<'a>>, ResError> {
    let at_root = records.iter().any(|r| r.folder.is_none());
    let mut chosen: Vec<Record<'a>> = Vec::new();
    for r in records {
        if at_root && r.folder.is_some() {
            continue;
        }
        if let Some(first) = chosen.first() {
            if first.folder != r.folder {
                return Err(b.error(
                    r.at,
                    Some(r.entry),
                    ZipProblem::TwoFolders {
                        first: FileName::new(first.entry),
                    },
                ));
            }
        }
        if let Some(first) = chosen.iter().find(|c| c.name == r.name) {
            return Err(b.error(
                r.at,
                Some(r.entry),
                ZipProblem::Duplicate { first: first.at },
            ));
        }
        chosen.push(r);
    }
    if chosen.is_empty() {
        return Err(b.error(end, None, ZipProblem::NoResources));
    }
    Ok(chosen)
}

/// What the directory record alone says against reading the entry.
fn check(b: &Bytes<'_>, r: &Record<'_>) -> Result<(), ResError> {
    let err = |at: usize, problem| b.error(at, Some(r.entry), problem);
    if r.flags & FLAG_ENCRYPTED != 0 {
        return Err(err(r.at + 8, ZipProblem::Encrypted));
    }
    if r.method != STORED && r.method != DEFLATE {
        return Err(err(r.at + 10, ZipProblem::Method { method: r.method }));
    }
    for (off, v, field) in [
        (20, r.compressed, "compressed size 0xFFFFFFFF"),
        (24, r.size, "uncompressed size 0xFFFFFFFF"),
        (42, r.local, "local header offset 0xFFFFFFFF"),
    ] {
        if v == u32::MAX {
            return Err(err(r.at + off, ZipProblem::Zip64 { field }));
        }
    }
    if r.disk != 0 {
        return Err(err(
            r.at + 34,
            ZipProblem::MultiDisk {
                field: "the entry's disk number",
                value: r.disk as u32,
            },
        ));
    }
    let (compressed, size) = (r.compressed as usize, r.size as usize);
    if size > MAX_ENTRY {
        return Err(err(
            r.at + 24,
            ZipProblem::TooLarge {
                size,
                limit: MAX_ENTRY,
            },
        ));
    }
    match r.method {
        STORED if compressed != size => {
            return Err(err(r.at + 20, ZipProblem::StoredSize { compressed, size }));
        }
        DEFLATE if size > compressed.saturating_mul(DEFLATE_RATIO) => {
            return Err(err(r.at + 24, ZipProblem::Ratio { size, compressed }));
        }
        _ => {}
    }
    Ok(())
}

/// The bytes of one checked entry: local header, then the data, inflated and CRC-checked.
fn read_member<'a>(
    b: &Bytes<'a>,
    r: &Record<'a>,
    dir_start: usize,
) -> Result<Cow<'a, [u8]>, ResError> {
    let err = |at: usize, problem| b.error(at, Some(r.entry), problem);
    let (compressed, size, local) = (r.compressed as usize, r.size as usize, r.local as usize);
    if local >= dir_start {
        // Reported at the directory's field: the offset itself may be past the file.
        return Err(err(
            r.at + 42,
            ZipProblem::LocalOffset {
                offset: local,
                limit: dir_start,
            },
        ));
    }
    let header = b.slice(local, LOCAL_LEN, dir_start, "local header", Some(r.entry))?;
    let sig = u32_at(header, 0);
    if sig != LOCAL_SIG {
        return Err(err(
            local,
            ZipProblem::Signature {
                record: "local header (PK 3 4)",
                found: sig,
            },
        ));
    }
    let name_len = u16_at(header, 26) as usize;
    let extra_len = u16_at(header, 28) as usize;
    let name = b.slice(
        local + LOCAL_LEN,
        name_len + extra_len,
        dir_start,
        "local header name and extra field",
        Some(r.entry),
    )?;
    if name.get(..name_len) != Some(r.entry.as_bytes()) {
        return Err(err(local + LOCAL_LEN, ZipProblem::LocalName));
    }
    let start = local + LOCAL_LEN + name_len + extra_len;
    if start.saturating_add(compressed) > dir_start {
        return Err(err(
            start,
            ZipProblem::DataPastEnd {
                end: start.saturating_add(compressed),
                limit: dir_start,
            },
        ));
    }
    let raw = b.slice(start, compressed, dir_start, "entry data", Some(r.entry))?;
    let data = if r.method == STORED {
        Cow::Borrowed(raw)
    } else {
        Cow::Owned(inflate(raw, size).map_err(|problem| err(start, problem))?)
    };
    let computed = crc32(&data);
    if computed != r.crc {
        return Err(err(
            start,
            ZipProblem::Crc {
                computed,
                expected: r.crc,
            },
        ));
    }
    Ok(data)
}

/// Raw deflate data into exactly `size` bytes. The buffer is the directory's size, which
/// [`check`] has bounded by [`MAX_ENTRY`] and the deflate ratio of the compressed size, so
/// a lying size costs no more than that, and a stream giving more stops there.
fn inflate(raw: &[u8], size: usize) -> Result<Vec<u8>, ZipProblem> {
    use miniz_oxide::inflate::TINFLStatus;
    let mut out = alloc::vec![0u8; size];
    match miniz_oxide::inflate::decompress_slice_iter_to_slice(
        &mut out,
        core::iter::once(raw),
        false,
        false,
    ) {
        Ok(n) if n == size => Ok(out),
        Ok(n) => Err(ZipProblem::Inflated {
            expected: size,
            inflated: Some(n),
        }),
        Err(TINFLStatus::HasMoreOutput) => Err(ZipProblem::Inflated {
            expected: size,
            inflated: None,
        }),
        Err(_) => Err(ZipProblem::Inflate),
    }
}

impl<'a> Archive<'a> {
    /// Reads the resource entries of the archive `data`, called `name` in errors. Entries
    /// that are not resource files (`META-INF/MANIFEST.MF`, classes, deeper paths) are
    /// looked at only as directory records.
    ///
    /// # Errors
    ///
    /// A [`ResError`] whose kind is [`ErrorKind::Zip`], at the archive's byte: what
    /// docs/FORMAT.md lists as refused (ZIP64, several disks, encryption, unknown methods, bad
    /// CRCs, sizes over the limit, duplicate names, resources in two folders, none at all).
    pub fn parse(name: FileName, data: &'a [u8]) -> Result<Archive<'a>, ResError> {
        let b = Bytes {
            data,
            place: Place {
                file: name,
                chunk: None,
                base: 0,
            },
        };
        let end = find_end(&b)?;
        let records = select(&b, read_directory(&b, &end)?, end.at)?;
        for r in &records {
            check(&b, r)?;
        }
        let mut total = 0usize;
        for r in &records {
            total = total.saturating_add(r.size as usize);
            if total > MAX_TOTAL {
                return Err(b.error(
                    r.at + 24,
                    Some(r.entry),
                    ZipProblem::TooLarge {
                        size: total,
                        limit: MAX_TOTAL,
                    },
                ));
            }
        }
        let mut members = Vec::with_capacity(records.len());
        for r in &records {
            members.push(Member {
                name: r.name,
                entry: r.entry,
                offset: r.local as usize,
                data: read_member(&b, r, end.dir_start)?,
            });
        }
        members.sort_unstable_by(|x, y| x.name.cmp(y.name));
        Ok(Archive {
            name,
            folder: records.first().and_then(|r| r.folder),
            members,
        })
    }

    /// A borrowed view for [`Resources::parse`](super::Resources::parse).
    pub fn table(&self) -> Vec<(&str, &[u8])> {
        self.members.iter().map(|m| (m.name, &m.data[..])).collect()
    }

    /// [`describe`] for this archive's folder.
    pub fn describe(&self, e: &ResError) -> String {
        describe(self.folder, e)
    }
}

/// The message for `e` after the archive's own name. An archive problem is reported as it
/// is (`entry res/lf, byte 1234: ...`, a byte of the archive); a resource reader's error
/// under the entry's path (`res/lf: chunk 0, byte 10: ...`), since its offsets are bytes of
/// the file, not of the archive.
pub fn describe(folder: Option<&str>, e: &ResError) -> String {
    if matches!(e.kind, ErrorKind::Zip { .. }) {
        return e.detail().to_string();
    }
    match folder {
        Some(f) => format!("{f}/{}: {}", e.file, e.detail()),
        None => format!("{}: {}", e.file, e.detail()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resource_paths() {
        assert_eq!(resource_path("lf"), Some((None, "lf")));
        assert_eq!(resource_path("res/if1"), Some((Some("res"), "if1")));
        for other in [
            "res/",
            "/lf",
            "a/b/lf",
            "META-INF/MANIFEST.MF",
            "lf/",
            "Game.class",
        ] {
            assert_eq!(resource_path(other), None, "{other}");
        }
    }

    #[test]
    fn too_short_for_an_end_record() {
        for len in [0, 1, 21] {
            let e = Archive::parse(FileName::new("x.jar"), &[0u8; 21][..len]).unwrap_err();
            assert_eq!(
                e.kind,
                ErrorKind::Zip {
                    entry: None,
                    problem: ZipProblem::NoEnd { searched: len }
                }
            );
        }
    }

    #[test]
    fn inflate_stops_at_the_size() {
        let z = miniz_oxide::deflate::compress_to_vec(b"", 6);
        assert_eq!(inflate(&z, 0), Ok(alloc::vec![]));
        let z = miniz_oxide::deflate::compress_to_vec(b"abcabcabc", 6);
        assert_eq!(inflate(&z, 9).as_deref(), Ok(&b"abcabcabc"[..]));
        let more = ZipProblem::Inflated {
            expected: 8,
            inflated: None,
        };
        assert_eq!(inflate(&z, 8), Err(more));
        assert_eq!(
            inflate(&z, 0).unwrap_err(),
            ZipProblem::Inflated {
                expected: 0,
                inflated: None
            }
        );
        let less = ZipProblem::Inflated {
            expected: 10,
            inflated: Some(9),
        };
        assert_eq!(inflate(&z, 10), Err(less));
        assert_eq!(inflate(&z[..z.len() - 1], 9), Err(ZipProblem::Inflate));
        assert_eq!(inflate(&[], 0), Err(ZipProblem::Inflate));
    }
}
