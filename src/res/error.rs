//! Typed errors for every reader: which file, which chunk, which byte, what was expected.

use core::fmt;

/// A file name such as `tf`, `lf`, `if1`, an archive's `BounceBack.jar` or its entry
/// `res/lf` (at most [`FileName::CAPACITY`] bytes), heapless so errors stay `Copy` and small
/// (every reader returns them). Callers that know a longer path, such as the host's
/// archive path, print it themselves beside [`ResError::detail`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct FileName {
    bytes: [u8; FileName::CAPACITY],
    len: u8,
}

impl FileName {
    /// Room for a jar's name or a resource entry's path; longer names are cut.
    pub const CAPACITY: usize = 16;

    /// The name, truncated to [`FileName::CAPACITY`] bytes (at a character boundary).
    pub const fn new(name: &str) -> Self {
        let src = name.as_bytes();
        let mut bytes = [0u8; FileName::CAPACITY];
        let mut i = 0;
        while i < src.len() && i < FileName::CAPACITY {
            bytes[i] = src[i];
            i += 1;
        }
        if i < src.len() {
            // Drop a character cut in two (its continuation bytes are 0b10xx_xxxx).
            while i > 0 && src[i] & 0xC0 == 0x80 {
                i -= 1;
                bytes[i] = 0;
            }
        }
        FileName {
            bytes,
            len: i as u8,
        }
    }

    /// `prefix` followed by the decimal digits of `n` (`if` + 1 gives `if1`).
    pub fn numbered(prefix: &str, n: u8) -> Self {
        let mut f = FileName::new(prefix);
        let mut digits = [0u8; 3];
        let mut k = 0;
        let mut v = n;
        loop {
            digits[k] = b'0' + v % 10;
            k += 1;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        while k > 0 && (f.len as usize) < FileName::CAPACITY {
            k -= 1;
            f.bytes[f.len as usize] = digits[k];
            f.len += 1;
        }
        f
    }

    /// The name as text (`?` if a cut left it invalid, which [`FileName::new`] prevents).
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..self.len as usize]).unwrap_or("?")
    }
}

impl fmt::Debug for FileName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl fmt::Display for FileName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What was wrong at the reported place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The file is missing from the resource folder.
    MissingFile,
    /// Fewer bytes than a field or record needs.
    Truncated {
        /// Bytes the field or record needs.
        needed: usize,
        /// Bytes left from the offset.
        available: usize,
    },
    /// A container's chunk size table points past the end of the file.
    ChunkPastEnd {
        /// The chunk's size from the table.
        size: usize,
        /// Bytes left where the chunk starts.
        available: usize,
    },
    /// A chunk size over 32767, which the original stores into a signed short.
    ChunkTooLarge {
        /// The chunk's size from the table.
        size: usize,
    },
    /// A container has fewer chunks than the reader needs.
    MissingChunk {
        /// The chunk the reader asked for.
        index: usize,
        /// The chunks the container has.
        count: usize,
    },
    /// The tile count promises more records than the chunks hold.
    TileRecordsMissing {
        /// The tile count the file declares.
        count: usize,
        /// The tile records actually present.
        present: usize,
    },
    /// A collision type 3 tile whose `aux` is not an earlier tile with its own mask.
    BadAlias {
        /// The aliasing tile.
        tile: usize,
        /// The tile it names for its mask.
        aux: i32,
    },
    /// A map with fewer (or more) cells than rows x cols.
    MapSize {
        /// The declared rows.
        rows: usize,
        /// The declared columns.
        cols: usize,
        /// The cells actually present.
        cells: usize,
    },
    /// A PNG image that is not palette-indexed (colour type 3).
    PngNotPalette {
        /// The header's colour type.
        color_type: u8,
    },
    /// A PNG chunk whose CRC does not match.
    PngCrc {
        /// The chunk's four-letter type.
        chunk: [u8; 4],
    },
    /// The image data did not inflate to the expected size.
    PngData {
        /// Filtered bytes the header's size and depth call for.
        expected: usize,
        /// Bytes the stream inflated to.
        inflated: usize,
    },
    /// A kept run (a par in `par`) does not read.
    Run(super::run::RunFault),
    /// A field holds a value outside what the layout allows.
    Invalid {
        /// The field's name, as docs/FORMAT.md calls it.
        field: &'static str,
        /// The value read.
        value: i64,
        /// What the layout allows, in words.
        expected: &'static str,
    },
    /// A problem in an archive (`.jar`), at a byte of the archive; `entry` is the entry it
    /// concerns, `None` for the archive's own records.
    Zip {
        /// The entry concerned, `None` for the archive's own records.
        entry: Option<FileName>,
        /// What is wrong.
        problem: ZipProblem,
    },
}

/// What is wrong in an archive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZipProblem {
    /// No end of central directory record whose comment reaches the end of the file.
    NoEnd {
        /// Bytes searched back from the end.
        searched: usize,
    },
    /// A ZIP64 record or a field saturated to its ZIP64 marker.
    Zip64 {
        /// The saturated field, or the ZIP64 record found.
        field: &'static str,
    },
    /// An archive split over several disks.
    MultiDisk {
        /// The disk field that is not zero.
        field: &'static str,
        /// Its value.
        value: u32,
    },
    /// The central directory does not end where the end record starts.
    DirectoryBounds {
        /// Where the end record says the directory starts.
        start: usize,
        /// The directory's size, as the end record says.
        size: usize,
        /// Where the end record starts.
        end_record: usize,
    },
    /// A record cut short by the end of the area it must fit in.
    Truncated {
        /// The record's name.
        record: &'static str,
        /// Bytes the record needs.
        needed: usize,
        /// Bytes left in its area.
        available: usize,
    },
    /// A record without its `PK` signature.
    Signature {
        /// The record's name.
        record: &'static str,
        /// The four bytes found instead, little-endian.
        found: u32,
    },
    /// Bytes left in the central directory after its last entry.
    DirectoryTrailing {
        /// Bytes left over.
        count: usize,
    },
    /// Encryption (general purpose flag bit 0).
    Encrypted,
    /// A compression method other than 0 (stored) and 8 (deflate).
    Method {
        /// The entry's method.
        method: u16,
    },
    /// A stored entry whose compressed and uncompressed sizes differ.
    StoredSize {
        /// The compressed size.
        compressed: usize,
        /// The uncompressed size.
        size: usize,
    },
    /// An uncompressed size over the reader's limit.
    TooLarge {
        /// The entry's uncompressed size.
        size: usize,
        /// The reader's limit.
        limit: usize,
    },
    /// A deflated entry claiming more than its compressed size can give.
    Ratio {
        /// The claimed uncompressed size.
        size: usize,
        /// The compressed size.
        compressed: usize,
    },
    /// A local header offset at or past the central directory.
    LocalOffset {
        /// The entry's local header offset.
        offset: usize,
        /// Where the central directory starts.
        limit: usize,
    },
    /// The local header's name differs from the central directory's.
    LocalName,
    /// The entry's data runs into the central directory.
    DataPastEnd {
        /// Where the data would end.
        end: usize,
        /// Where the central directory starts.
        limit: usize,
    },
    /// The deflate stream is corrupt.
    Inflate,
    /// The deflate stream gives another size than the directory says (`None`: more).
    Inflated {
        /// The directory's uncompressed size.
        expected: usize,
        /// What the stream gave, `None` when more than `expected`.
        inflated: Option<usize>,
    },
    /// The data's CRC-32 is not the directory's.
    Crc {
        /// The CRC-32 of the data read.
        computed: u32,
        /// The directory's CRC-32.
        expected: u32,
    },
    /// A second entry of the same resource name.
    Duplicate {
        /// The first entry's directory record offset.
        first: usize,
    },
    /// Resource entries in a second folder (`first` is an entry in the first).
    TwoFolders {
        /// An entry in the first folder found.
        first: FileName,
    },
    /// No resource file at the root or in one folder.
    NoResources,
}

impl fmt::Display for ZipProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            // Plain words, shown to a player as fine print: what the file is, not where
            // the search for the zip's end record began or how far it went.
            ZipProblem::NoEnd { searched: 0 } => f.write_str("the file is empty"),
            ZipProblem::NoEnd { .. } => f.write_str(
                "the zip's directory is not at its end: the file is cut short, or is not a zip",
            ),
            ZipProblem::Zip64 { field } => write!(
                f,
                "{field} marks a ZIP64 archive, expected a plain zip (below 4 GiB, 65535 entries)"
            ),
            ZipProblem::MultiDisk { field, value } => {
                write!(f, "{field} is {value}, expected a single-disk archive")
            }
            ZipProblem::DirectoryBounds {
                start,
                size,
                end_record,
            } => write!(
                f,
                "the central directory ({size} byte(s) from byte {start}) does not end where the end record starts (byte {end_record})"
            ),
            ZipProblem::Truncated {
                record,
                needed,
                available,
            } => write!(
                f,
                "expected {needed} byte(s) of {record}, only {available} left"
            ),
            ZipProblem::Signature { record, found } => {
                write!(f, "expected a {record} signature, found 0x{found:08X}")
            }
            ZipProblem::DirectoryTrailing { count } => write!(
                f,
                "expected the central directory's end after its last entry, found {count} more byte(s)"
            ),
            ZipProblem::Encrypted => write!(
                f,
                "the entry is encrypted (flag bit 0), expected a plain entry"
            ),
            ZipProblem::Method { method } => write!(
                f,
                "compression method is {method}, expected 0 (stored) or 8 (deflate)"
            ),
            ZipProblem::StoredSize { compressed, size } => write!(
                f,
                "a stored entry of {compressed} byte(s) claims {size} uncompressed, expected the same"
            ),
            ZipProblem::TooLarge { size, limit } => write!(
                f,
                "uncompressed size {size} is over the limit of {limit} byte(s)"
            ),
            ZipProblem::Ratio { size, compressed } => write!(
                f,
                "uncompressed size {size} is more than {compressed} deflated byte(s) can give"
            ),
            ZipProblem::LocalOffset { offset, limit } => write!(
                f,
                "local header offset is {offset}, expected one before the central directory (byte {limit})"
            ),
            ZipProblem::LocalName => write!(
                f,
                "the local header names another entry, expected the central directory's name"
            ),
            ZipProblem::DataPastEnd { end, limit } => write!(
                f,
                "the data runs to byte {end}, expected it to end by the central directory (byte {limit})"
            ),
            ZipProblem::Inflate => write!(f, "the deflate data is corrupt"),
            ZipProblem::Inflated { expected, inflated } => match inflated {
                Some(n) => write!(f, "the data inflates to {n} byte(s), expected {expected}"),
                None => write!(
                    f,
                    "the data inflates to more than {expected} byte(s), expected {expected}"
                ),
            },
            ZipProblem::Crc { computed, expected } => write!(
                f,
                "CRC-32 is 0x{computed:08X}, expected 0x{expected:08X}"
            ),
            ZipProblem::Duplicate { first } => write!(
                f,
                "a second entry of this name, expected one (the first's directory record is at byte {first})"
            ),
            ZipProblem::TwoFolders { first } => write!(
                f,
                "resource files in a second folder, expected all in the folder of {first} (or at the root)"
            ),
            ZipProblem::NoResources => write!(
                f,
                "expected resource files (tf, lf, ...) at the root or in one folder, found none"
            ),
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ErrorKind::MissingFile => write!(f, "the file is missing"),
            ErrorKind::Truncated { needed, available } => write!(
                f,
                "expected {needed} more byte(s), only {available} left"
            ),
            ErrorKind::ChunkPastEnd { size, available } => write!(
                f,
                "chunk size {size} runs past the end of the file ({available} byte(s) left)"
            ),
            ErrorKind::ChunkTooLarge { size } => {
                write!(f, "chunk size {size} is over 32767 (a signed 16-bit size)")
            }
            ErrorKind::MissingChunk { index, count } => {
                write!(f, "expected a chunk {index}, the container has {count}")
            }
            ErrorKind::TileRecordsMissing { count, present } => write!(
                f,
                "tile count {count} is over the {present} tile record(s) present"
            ),
            ErrorKind::BadAlias { tile, aux } => write!(
                f,
                "tile {tile} aliases the mask of tile {aux}, expected an earlier tile with its own mask (collision type 1)"
            ),
            ErrorKind::MapSize { rows, cols, cells } => write!(
                f,
                "expected {rows} x {cols} = {} map cells, found {cells}",
                rows * cols
            ),
            ErrorKind::PngNotPalette { color_type } => write!(
                f,
                "expected a palette-indexed PNG (colour type 3), found colour type {color_type}"
            ),
            ErrorKind::PngCrc { chunk } => write!(
                f,
                "PNG chunk {} has a bad CRC",
                core::str::from_utf8(&chunk).unwrap_or("????")
            ),
            ErrorKind::PngData { expected, inflated } => write!(
                f,
                "expected {expected} byte(s) of filtered image data, the stream inflates to {inflated}"
            ),
            ErrorKind::Invalid {
                field,
                value,
                expected,
            } => write!(f, "{field} is {value}, expected {expected}"),
            ErrorKind::Zip { problem, .. } => write!(f, "{problem}"),
            ErrorKind::Run(fault) => write!(f, "the run does not read: {fault}"),
        }
    }
}

/// A reader error: the file, the chunk (when the file is a container), the byte offset in
/// the file, and what was expected there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResError {
    /// The file being read.
    pub file: FileName,
    /// The chunk, when the file is a container.
    pub chunk: Option<usize>,
    /// Bytes from the start of the file (not of the chunk).
    pub offset: usize,
    /// What was wrong there.
    pub kind: ErrorKind,
}

impl ResError {
    /// The message without the file name (`chunk 0, byte 10: ...`), for callers that name
    /// the file their own way (a full path, an archive and its entry).
    pub fn detail(&self) -> Detail<'_> {
        Detail(self)
    }

    fn write(&self, f: &mut fmt::Formatter<'_>, file: bool) -> fmt::Result {
        let mut sep = "";
        if file {
            write!(f, "{}", self.file)?;
            sep = ": ";
        }
        if let ErrorKind::Zip {
            entry: Some(entry), ..
        } = self.kind
        {
            write!(f, "{sep}entry {entry}")?;
            sep = ": ";
        }
        if let Some(c) = self.chunk {
            write!(f, "{sep}chunk {c}")?;
            sep = ": ";
        }
        // A zip whose end is not found has no byte to point at (the offset is where the
        // search began).
        if let ErrorKind::Zip {
            problem: ZipProblem::NoEnd { .. },
            ..
        } = self.kind
        {
            return write!(f, "{sep}{}", self.kind);
        }
        let sep = if sep.is_empty() { "" } else { ", " };
        write!(f, "{sep}byte {}: {}", self.offset, self.kind)
    }
}

impl fmt::Display for ResError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, true)
    }
}

/// [`ResError::detail`]: the message after the file name.
pub struct Detail<'a>(&'a ResError);

impl fmt::Display for Detail<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write(f, false)
    }
}

impl core::error::Error for ResError {}
impl core::error::Error for ErrorKind {}
impl core::error::Error for ZipProblem {}

/// Where a reader is: the file, the chunk and the file offset of the chunk's first byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The file being read.
    pub file: FileName,
    /// The chunk, when the file is a container.
    pub chunk: Option<usize>,
    /// The file offset of the place's first byte, so errors report file offsets.
    pub base: usize,
}

impl Place {
    /// The start of a whole (non-container) file.
    pub const fn file(name: &str) -> Self {
        Place {
            file: FileName::new(name),
            chunk: None,
            base: 0,
        }
    }

    /// An error at `offset` bytes into this place.
    pub fn error(&self, offset: usize, kind: ErrorKind) -> ResError {
        ResError {
            file: self.file,
            chunk: self.chunk,
            offset: self.base + offset,
            kind,
        }
    }

    /// The place `offset` bytes further in (for nested containers).
    pub fn nested(&self, offset: usize) -> Place {
        Place {
            base: self.base + offset,
            ..*self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn names_and_messages() {
        assert_eq!(FileName::numbered("if", 2).as_str(), "if2");
        assert_eq!(FileName::numbered("ib", 120).as_str(), "ib120");
        assert_eq!(
            FileName::new("BounceBack_v1.2.jar").as_str(),
            "BounceBack_v1.2."
        );
        // A character cut in two is dropped whole.
        assert_eq!(
            FileName::new("012345678901234é").as_str(),
            "012345678901234"
        );
        // Errors stay small: every reader returns them (clippy's result_large_err is 128).
        assert!(core::mem::size_of::<ResError>() <= 120);
        let e = Place {
            file: FileName::new("lf"),
            chunk: Some(3),
            base: 100,
        }
        .error(
            5,
            ErrorKind::MapSize {
                rows: 2,
                cols: 3,
                cells: 4,
            },
        );
        assert_eq!(
            e.to_string(),
            "lf: chunk 3, byte 105: expected 2 x 3 = 6 map cells, found 4"
        );
        assert_eq!(
            e.detail().to_string(),
            "chunk 3, byte 105: expected 2 x 3 = 6 map cells, found 4"
        );
        let z = Place::file("BounceBack.jar").error(
            1234,
            ErrorKind::Zip {
                entry: Some(FileName::new("res/lf")),
                problem: ZipProblem::Crc {
                    computed: 0x1234_ABCD,
                    expected: 0xFF,
                },
            },
        );
        assert_eq!(
            z.to_string(),
            "BounceBack.jar: entry res/lf, byte 1234: CRC-32 is 0x1234ABCD, expected 0x000000FF"
        );
        assert_eq!(
            z.detail().to_string(),
            "entry res/lf, byte 1234: CRC-32 is 0x1234ABCD, expected 0x000000FF"
        );
        let whole = Place::file("x.jar").error(
            0,
            ErrorKind::Zip {
                entry: None,
                problem: ZipProblem::NoEnd { searched: 3 },
            },
        );
        // No byte to point at, and plain words (a player reads them as fine print).
        assert_eq!(
            whole.to_string(),
            "x.jar: the zip's directory is not at its end: the file is cut short, or is not a zip"
        );
        assert!(whole
            .detail()
            .to_string()
            .starts_with("the zip's directory"));
        let empty = Place::file("x.jar").error(
            0,
            ErrorKind::Zip {
                entry: None,
                problem: ZipProblem::NoEnd { searched: 0 },
            },
        );
        assert_eq!(empty.to_string(), "x.jar: the file is empty");
    }
}
