//! `bg`: the background layer. Three chunks, each itself a one-entry container: a tile-set
//! header in the `tf` layout (chunk 0), an unused chunk 1, and a map (chunk 2).

use super::container::{self, Container};
use super::cursor::Cursor;
use super::error::{ErrorKind, FileName, Place, ResError};
use super::tf::{DrawType, TileSet};
use alloc::vec::Vec;

/// The background layer: a tile set and a map that wraps both ways behind the level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Background<'a> {
    /// The background's tiles (every record in chunk 0).
    pub tiles: TileSet<'a>,
    /// Chunk 1 as stored (the original never reads it).
    pub unused: &'a [u8],
    /// Map rows, >= 1.
    pub rows: usize,
    /// Map columns, >= 1.
    pub cols: usize,
    /// `rows * cols` cell bytes, row-major, each naming a tile of `tiles`.
    pub cells: &'a [u8],
}

impl Background<'_> {
    /// The tile id at `(row, col)`, wrapping both ways (the background wraps).
    pub fn cell_wrapped(&self, row: i32, col: i32) -> u8 {
        let r = row.rem_euclid(self.rows as i32) as usize;
        let c = col.rem_euclid(self.cols as i32) as usize;
        self.cells[r * self.cols + c] & self.tiles.id_mask
    }
}

/// The body of a one-entry container. The original skips the 4-byte header unread, so
/// its count and size are not checked either.
fn inner(data: &[u8], place: Place) -> Result<(&[u8], Place), ResError> {
    let mut c = Cursor::new(data, place);
    c.bytes(4)?;
    Ok((c.rest(), place.nested(4)))
}

/// Reads the `bg` container.
///
/// # Errors
///
/// A [`ResError`] when the container or a chunk's nested header is malformed, there are
/// other than three chunks, the tile set is invalid or draws other than none, image or
/// fill, or a cell names no tile of the set.
pub fn parse(file: FileName, data: &[u8]) -> Result<Background<'_>, ResError> {
    let c = Container::parse(file, data)?;
    c.require(3)?;
    if c.len() != 3 {
        return Err(Place::file(file.as_str()).error(
            0,
            ErrorKind::Invalid {
                field: "chunk count",
                value: c.len() as i64,
                expected: "3",
            },
        ));
    }
    let (h, hp) = c.chunk(0)?;
    let (hb, hbp) = inner(h, hp)?;
    let tiles = TileSet::parse_chunks(hb, hbp, None)?;
    for (i, t) in tiles.tiles.iter().enumerate() {
        if !matches!(t.draw, DrawType::Fill | DrawType::Image | DrawType::None) {
            return Err(hbp.error(
                0,
                ErrorKind::Invalid {
                    field: "background tile draw type",
                    value: t.draw.to_byte() as i64 + 100 * i as i64,
                    expected: "none, image or fill (value = 100 x tile + draw type)",
                },
            ));
        }
    }
    let (unused, _) = c.chunk(1)?;
    let (m, mp) = c.chunk(2)?;
    let (mb, mbp) = inner(m, mp)?;
    let mut cur = Cursor::new(mb, mbp);
    let rows = cur.u8()?;
    let cols = cur.u8()?;
    if !(1..=127).contains(&rows) || !(1..=127).contains(&cols) {
        return Err(cur.invalid_at(
            0,
            "background map size",
            rows as i64 * 1000 + cols as i64,
            "rows and columns 1 to 127 (value = rows x 1000 + columns)",
        ));
    }
    let (rows, cols) = (rows as usize, cols as usize);
    // The original reads rows x cols cells; bytes after them are never read.
    let rest = cur.rest();
    let Some(cells) = rest.get(..rows * cols) else {
        return Err(cur.error_at(
            2,
            ErrorKind::MapSize {
                rows,
                cols,
                cells: rest.len(),
            },
        ));
    };
    if let Some(k) = cells
        .iter()
        .position(|b| (b & tiles.id_mask) as usize >= tiles.tiles.len())
    {
        return Err(cur.invalid_at(
            2 + k,
            "background cell",
            cells[k] as i64,
            "a tile of the background set",
        ));
    }
    Ok(Background {
        tiles,
        unused,
        rows,
        cols,
        cells,
    })
}

fn wrap(body: &[u8]) -> Result<Vec<u8>, &'static str> {
    let mut out = Vec::new();
    container::write(&mut out, &[body])?;
    Ok(out)
}

/// The whole `bg` file.
///
/// # Errors
///
/// When the tile set has records past its split (the background keeps all in chunk 0), does not
/// fit the format, or a chunk is over 32767 bytes.
pub fn to_file(bg: &Background<'_>) -> Result<Vec<u8>, &'static str> {
    let (c0, c1) = bg.tiles.to_chunks()?;
    if !c1.is_empty() {
        return Err("the background tile set must fit its header chunk (split >= count)");
    }
    let h = wrap(&c0)?;
    let mut map = alloc::vec![bg.rows as u8, bg.cols as u8];
    map.extend_from_slice(bg.cells);
    let m = wrap(&map)?;
    let mut out = Vec::new();
    container::write(&mut out, &[&h, bg.unused, &m])?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::res::tf::{AnimGroup, Collision, TileRecord};
    use alloc::borrow::Cow;

    pub(crate) fn sample() -> Background<'static> {
        let rec = |draw, image, aux| TileRecord {
            draw,
            image,
            transform: 0,
            collision: Collision::None,
            mask: None,
            aux,
        };
        Background {
            tiles: TileSet {
                image_count: 1,
                base_images: 1,
                clamp_x: 0,
                clamp_y: 0,
                raw_tile_w: 96,
                raw_tile_h: 96,
                split: 2,
                id_mask: 0xFF,
                flag_mask: 0,
                flag_color: 0,
                groups: Cow::Borrowed(&[] as &[AnimGroup]),
                tiles: Cow::Owned(alloc::vec![
                    rec(DrawType::Fill, 0, 0x0077EE),
                    rec(DrawType::Image, 0, 0)
                ]),
            },
            unused: &[0, 1, 0, 0],
            rows: 2,
            cols: 3,
            cells: &[0, 1, 1, 1, 0, 0],
        }
    }

    #[test]
    fn round_trip_and_wrap() {
        let bg = sample();
        let f = to_file(&bg).unwrap();
        let back = parse(FileName::new("bg"), &f).unwrap();
        assert_eq!(back, bg);
        assert_eq!(back.tiles.tile_w(), 96);
        assert_eq!(back.cell_wrapped(0, 1), 1);
        assert_eq!(back.cell_wrapped(-1, -3), 1); // row 1, col 0
        assert_eq!(back.cell_wrapped(3, 5), 0); // row 1, col 2
    }

    /// The nested containers' 4-byte headers are skipped unread, as the original does.
    #[test]
    fn nested_headers_are_skipped() {
        let bg = sample();
        let f = to_file(&bg).unwrap();
        let mut odd = f.clone();
        let c0 = 2 + 2 * 3; // chunk 0's nested header
        odd[c0..c0 + 4].copy_from_slice(&[0, 7, 0xFF, 0xFF]);
        let c2 = f.len() - 2 - 6 - 4; // chunk 2: header, rows, columns, 6 cells
        odd[c2..c2 + 4].copy_from_slice(&[0, 0, 0, 1]);
        let back = parse(FileName::new("bg"), &odd).unwrap();
        assert_eq!(back, bg);
        assert_eq!(to_file(&back).unwrap(), f);
        // A map chunk too short for the header is still an error.
        let c = Container::parse(FileName::new("bg"), &f).unwrap();
        let mut short = Vec::new();
        container::write(&mut short, &[c.chunk(0).unwrap().0, bg.unused, &[0, 1, 0]]).unwrap();
        let e = parse(FileName::new("bg"), &short).unwrap_err();
        assert_eq!((e.chunk, e.offset), (Some(2), short.len() - 3));
        assert!(matches!(e.kind, ErrorKind::Truncated { needed: 4, .. }));
    }

    #[test]
    fn cell_past_the_set() {
        let mut bg = sample();
        bg.cells = &[0, 1, 2, 1, 0, 0];
        let f = to_file(&bg).unwrap();
        let e = parse(FileName::new("bg"), &f).unwrap_err();
        assert_eq!(e.chunk, Some(2));
        assert_eq!(e.offset, f.len() - 4);
    }
}
