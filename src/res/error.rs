//! Typed errors for every reader: which file, which chunk, which byte, what was expected.

use core::fmt;

/// A resource file name such as `tf`, `lf` or `if1` (at most 8 bytes).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct FileName {
    bytes: [u8; 8],
    len: u8,
}

impl FileName {
    /// The name, truncated to 8 bytes.
    pub const fn new(name: &str) -> Self {
        let src = name.as_bytes();
        let mut bytes = [0u8; 8];
        let mut i = 0;
        while i < src.len() && i < 8 {
            bytes[i] = src[i];
            i += 1;
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
        while k > 0 && (f.len as usize) < 8 {
            k -= 1;
            f.bytes[f.len as usize] = digits[k];
            f.len += 1;
        }
        f
    }

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
    Truncated { needed: usize, available: usize },
    /// A container's chunk size table points past the end of the file.
    ChunkPastEnd { size: usize, available: usize },
    /// A chunk size over 32767, which the original stores into a signed short.
    ChunkTooLarge { size: usize },
    /// A container has fewer chunks than the reader needs.
    MissingChunk { index: usize, count: usize },
    /// The tile count promises more records than the chunks hold.
    TileRecordsMissing { count: usize, present: usize },
    /// A collision type 3 tile whose `aux` is not an earlier tile with its own mask.
    BadAlias { tile: usize, aux: i32 },
    /// A map with fewer (or more) cells than rows x cols.
    MapSize {
        rows: usize,
        cols: usize,
        cells: usize,
    },
    /// A PNG image that is not palette-indexed (colour type 3).
    PngNotPalette { color_type: u8 },
    /// A PNG chunk whose CRC does not match.
    PngCrc { chunk: [u8; 4] },
    /// The image data did not inflate to the expected size.
    PngData { expected: usize, inflated: usize },
    /// A field holds a value outside what the layout allows.
    Invalid {
        field: &'static str,
        value: i64,
        expected: &'static str,
    },
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
        }
    }
}

/// A reader error: the file, the chunk (when the file is a container), the byte offset in
/// the file, and what was expected there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResError {
    pub file: FileName,
    pub chunk: Option<usize>,
    pub offset: usize,
    pub kind: ErrorKind,
}

impl fmt::Display for ResError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(c) = self.chunk {
            write!(f, ": chunk {c}")?;
        }
        write!(f, ", byte {}: {}", self.offset, self.kind)
    }
}

impl core::error::Error for ResError {}

/// Where a reader is: the file, the chunk and the file offset of the chunk's first byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub file: FileName,
    pub chunk: Option<usize>,
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
        assert_eq!(FileName::new("averylongname").as_str(), "averylon");
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
    }
}
