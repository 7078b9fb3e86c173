//! The contract as written: a per-pixel loop in the original's order, with Java int
//! arithmetic (wrapping adds, division toward zero) and every array index fault answering
//! `true`. This is the oracle the fast path is tested against, not the game's path.

use super::{ctype, Hits, LevelMap, Query, TileDef, ID_MASK, TILE};

/// An `ArrayIndexOutOfBoundsException` inside the test; the original catches it and answers
/// `true`.
struct Fault;

/// `g.collisionTest(x, y, w, h, mask, collect)`.
pub fn collide(map: &LevelMap, q: &Query<'_>, hits: &mut Hits) -> bool {
    hits.clear();
    let col0 = q.x / TILE;
    let col1 = q.x.wrapping_add(q.w) / TILE;
    let row0 = q.y / TILE;
    let row1 = q.y.wrapping_add(q.h) / TILE;
    if row0 > row1 {
        // The column loop would spin without indexing anything.
        return false;
    }
    // Columns outer, rows inner. Once a column is past the map the first cell read faults,
    // so this loop ends within cols + 1 columns.
    for col in col0..=col1 {
        for row in row0..=row1 {
            let Some(cell) = map.get(row, col) else {
                return true;
            };
            let Some(tile) = map.shapes().get(cell & ID_MASK) else {
                return true;
            };
            if tile.ctype == ctype::NONE {
                continue;
            }
            match pixel_test(tile, col, row, q) {
                Err(Fault) => return true,
                Ok(false) => {}
                Ok(true) if q.collect => {
                    if !hits.push(col, row) {
                        return true;
                    }
                }
                Ok(true) => return true,
            }
        }
    }
    !hits.is_empty()
}

/// The overlap of the box with the tile on one axis: (mask offset, tile offset, length).
fn overlap(pos: i32, size: i32, origin: i32) -> (i32, i32, i32) {
    if pos < origin {
        let skip = origin.wrapping_sub(pos);
        (skip, 0, TILE.min(size.wrapping_sub(skip)))
    } else if pos > origin {
        let into = pos.wrapping_sub(origin);
        (0, into, size.min(TILE.wrapping_sub(into)))
    } else {
        (0, 0, size.min(TILE))
    }
}

fn pixel_test(tile: &TileDef, col: i32, row: i32, q: &Query<'_>) -> Result<bool, Fault> {
    let (mx, tx, width) = overlap(q.x, q.w, col.wrapping_mul(TILE));
    let (my, ty, height) = overlap(q.y, q.h, row.wrapping_mul(TILE));
    // Java's loops run `for (j = height - 1; j >= 0; j--)`: nothing when a length is not
    // positive. (A length of i32::MIN, where `height - 1` would wrap, cannot reach here: its
    // tile range is empty or faults first.)
    if width <= 0 || height <= 0 {
        return Ok(false);
    }
    // Bottom-right to top-left, rows outer.
    let mut j = height - 1;
    while j >= 0 {
        let mut i = width - 1;
        while i >= 0 {
            if q.mask
                .get(i.wrapping_add(mx), j.wrapping_add(my))
                .ok_or(Fault)?
            {
                let hit = match tile.ctype {
                    ctype::SOLID => true,
                    ctype::OWN => tile_pixel(&tile.mask, tx + i, ty + j)?,
                    _ => {
                        let (u, v) = alias_source(tile.transform, tx + i, ty + j);
                        tile_pixel(&tile.mask, u, v)?
                    }
                };
                if hit {
                    return Ok(true);
                }
            }
            i -= 1;
        }
        j -= 1;
    }
    Ok(false)
}

/// `tileMask[y][x]` on runtime rows.
fn tile_pixel(mask: &[u16; 16], x: i32, y: i32) -> Result<bool, Fault> {
    let row = usize::try_from(y)
        .ok()
        .and_then(|y| mask.get(y))
        .ok_or(Fault)?;
    let x = u32::try_from(x).ok().filter(|&x| x < 16).ok_or(Fault)?;
    Ok(row >> x & 1 == 1)
}

/// The base pixel a type-3 tile reads at local (x, y): flips, then rotation.
fn alias_source(transform: u8, x: i32, y: i32) -> (i32, i32) {
    let last = TILE - 1;
    let (mut u, mut v) = (x, y);
    if transform & 0x08 != 0 {
        u = last - u;
    }
    if transform & 0x04 != 0 {
        v = last - v;
    }
    match transform & 0x03 {
        3 => (last - v, u),
        1 => (v, last - u),
        2 => (last - u, last - v),
        _ => (u, v),
    }
}
