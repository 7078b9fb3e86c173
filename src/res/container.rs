//! The chunk container that wraps every resource but `i` and `r`: `u16 N`, `N` 16-bit
//! sizes, then the chunk bodies back to back. No magic, no checksum.

use super::cursor::Cursor;
use super::error::{ErrorKind, FileName, Place, ResError};

/// Largest chunk the original can read: sizes go through a signed short.
pub const MAX_CHUNK: usize = 32767;
/// Most chunks a container may list (the chunk count is a u16).
pub const MAX_CHUNKS: usize = 0xFFFF;

/// A validated container over borrowed bytes.
#[derive(Clone, Copy, Debug)]
pub struct Container<'a> {
    data: &'a [u8],
    count: usize,
    place: Place,
}

impl<'a> Container<'a> {
    /// Reads the size table of `data`, the whole file `file`.
    ///
    /// # Errors
    ///
    /// A [`ResError`] when the size table is cut short, a size is over 32767 or a chunk runs
    /// past the end of `data`.
    pub fn parse(file: FileName, data: &'a [u8]) -> Result<Self, ResError> {
        Self::parse_at(
            data,
            Place {
                file,
                chunk: None,
                base: 0,
            },
        )
    }

    /// Reads a container nested at `place` (the bg file's chunks are containers too).
    ///
    /// # Errors
    ///
    /// As [`Container::parse`], with the offsets of `place`.
    pub fn parse_at(data: &'a [u8], place: Place) -> Result<Self, ResError> {
        let mut c = Cursor::new(data, place);
        let count = c.u16()? as usize;
        let table = 2 + 2 * count;
        let mut total = 0usize;
        for i in 0..count {
            let at = c.pos();
            let size = c.u16()? as usize;
            if size > MAX_CHUNK {
                return Err(c.error_at(at, ErrorKind::ChunkTooLarge { size }));
            }
            let available = data.len().saturating_sub(table + total);
            if size > available {
                let mut e = c.error_at(at, ErrorKind::ChunkPastEnd { size, available });
                e.chunk = place.chunk.or(Some(i));
                return Err(e);
            }
            total += size;
        }
        // Bytes after the last chunk are never read, by the original either.
        Ok(Container { data, count, place })
    }

    /// The chunk count.
    pub fn len(&self) -> usize {
        self.count
    }

    /// No chunk at all.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    fn size(&self, k: usize) -> usize {
        u16::from_be_bytes([self.data[2 + 2 * k], self.data[3 + 2 * k]]) as usize
    }

    /// Chunk `k`'s bytes and the place of its first byte.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::MissingChunk`] when there is no chunk `k`.
    pub fn chunk(&self, k: usize) -> Result<(&'a [u8], Place), ResError> {
        if k >= self.count {
            return Err(self.place.error(
                0,
                ErrorKind::MissingChunk {
                    index: k,
                    count: self.count,
                },
            ));
        }
        let start = 2 + 2 * self.count + (0..k).map(|i| self.size(i)).sum::<usize>();
        let end = start + self.size(k);
        // A nested container reports the chunk of the file it lies in.
        let place = Place {
            file: self.place.file,
            chunk: self.place.chunk.or(Some(k)),
            base: self.place.base + start,
        };
        Ok((&self.data[start..end], place))
    }

    /// Fails unless the container has at least `n` chunks.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::MissingChunk`] naming chunk `n - 1`.
    pub fn require(&self, n: usize) -> Result<(), ResError> {
        if self.count < n {
            return Err(self.place.error(
                0,
                ErrorKind::MissingChunk {
                    index: n - 1,
                    count: self.count,
                },
            ));
        }
        Ok(())
    }
}

/// Appends the container layout of `chunks` to `out` (the packer's side).
///
/// # Errors
///
/// When there are more than [`MAX_CHUNKS`] chunks, or one is over 32767 bytes; `out` may then
/// hold part of the size table.
pub fn write<C: AsRef<[u8]>>(
    out: &mut alloc::vec::Vec<u8>,
    chunks: &[C],
) -> Result<(), &'static str> {
    if chunks.len() > MAX_CHUNKS {
        return Err("too many chunks for a container");
    }
    out.extend_from_slice(&(chunks.len() as u16).to_be_bytes());
    for c in chunks {
        if c.as_ref().len() > MAX_CHUNK {
            return Err("a chunk is over 32767 bytes");
        }
        out.extend_from_slice(&(c.as_ref().len() as u16).to_be_bytes());
    }
    for c in chunks {
        out.extend_from_slice(c.as_ref());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    fn name() -> FileName {
        FileName::new("ic")
    }

    #[test]
    fn round_trip_and_offsets() {
        let mut out = Vec::new();
        write(&mut out, &[&b"abc"[..], &b""[..], &b"de"[..]]).unwrap();
        assert_eq!(out, [0, 3, 0, 3, 0, 0, 0, 2, b'a', b'b', b'c', b'd', b'e']);
        let c = Container::parse(name(), &out).unwrap();
        assert_eq!(c.len(), 3);
        let (b, p) = c.chunk(2).unwrap();
        assert_eq!((b, p.base, p.chunk), (&b"de"[..], 11, Some(2)));
        assert!(c.chunk(1).unwrap().0.is_empty());
    }

    #[test]
    fn errors_name_chunk_and_offset() {
        let e = Container::parse(name(), &[0, 2, 0, 1, 0, 5, 9]).unwrap_err();
        assert_eq!(e.chunk, Some(1));
        assert_eq!(e.offset, 4);
        assert_eq!(
            e.kind,
            ErrorKind::ChunkPastEnd {
                size: 5,
                available: 0
            }
        );
        let e = Container::parse(name(), &[0, 1, 0x80, 0]).unwrap_err();
        assert_eq!(e.kind, ErrorKind::ChunkTooLarge { size: 0x8000 });
        assert_eq!(e.offset, 2);
        // Bytes after the last chunk are ignored.
        let c = Container::parse(name(), &[0, 1, 0, 1, 7, 8]).unwrap();
        assert_eq!((c.len(), c.chunk(0).unwrap().0), (1, &[7u8][..]));
        let e = Container::parse(name(), &[0]).unwrap_err();
        assert!(matches!(
            e.kind,
            ErrorKind::Truncated {
                needed: 2,
                available: 1
            }
        ));
        let c = Container::parse(name(), &[0, 0]).unwrap();
        assert!(matches!(
            c.chunk(0).unwrap_err().kind,
            ErrorKind::MissingChunk { index: 0, count: 0 }
        ));
    }
}
