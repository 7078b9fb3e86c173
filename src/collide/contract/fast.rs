//! The game's collision path: the same answers and hit slots as [`super::reference`], from
//! precomputed bits instead of pixels.
//!
//! When every cell the original would read is inside the map with a known id, the only
//! possible index fault is a read past the object mask, and only cells whose overlap with the
//! box has pixels can hit. Then, fastest first:
//! - a mask registered with the map ([`LevelMap::add_mask`]) at its own size: one reach bit
//!   says whether anything is touched, or whether the range leaves the map (up to 64
//!   positions past it, where the answer is `true`); collecting and touching, the position's
//!   hit pattern (two reads) gives the touched cells, which the slots keep as that set (two
//!   stores) and read out in walk order only when looked at (in the margins, the pattern's
//!   cells the walk reaches before its first read outside the map);
//! - no covered cell runs a pixel test (all collision type 0): `false` at once;
//! - the declared box inside the mask and at most 64 wide: the level's pixel plane gives, per
//!   tile row, the solid pixels the mask meets (one AND per mask row); each tile's hit is that
//!   row's bits under the tile's 16 columns.
//!
//! Everything else (a range leaving the map, unknown ids, masks smaller than declared, wide
//! or wrapped boxes) walks the tiles as the original does, testing each overlap row as a shift
//! and an AND against the tile's precomputed solid rows.
//!
//! [`LevelMap::add_mask`]: super::LevelMap::add_mask

use super::cells::{CellView, Cells};
use super::{ctype, Hits, Query, TileRange, ID_MASK, TILE};

/// The most tile rows the plane path covers; taller boxes walk.
const BANDS: usize = 8;

/// `g.collisionTest(x, y, w, h, mask, collect)`, fast, on a [`LevelMap`](super::LevelMap) (the
/// one map there is; the path reads only its cells and mask lookups). Inlined: the
/// registered-mask path is a few dozen instructions, and a call would be a good part of it.
#[inline(always)]
pub fn collide<M: CellView + ?Sized>(map: &M, q: &Query<'_>, hits: &mut Hits) -> bool {
    hits.clear();
    if let Some(answer) = map.tabled(q, hits) {
        return answer;
    }
    untabled(map.view(), q, hits)
}

/// Queries the registered masks' lookups do not answer.
#[inline(never)]
fn untabled(map: &Cells, q: &Query<'_>, hits: &mut Hits) -> bool {
    let range = TileRange::of(q);
    if range.is_empty() {
        return false;
    }
    let (cols, rows) = (map.cols() as i32, map.rows() as i32);
    let inside = range.col0 >= 0 && range.row0 >= 0 && range.col1 < cols && range.row1 < rows;
    if !inside {
        return leaving(map, q, &range, hits);
    }
    if !map.has_unknown_ids() {
        // No index fault is possible but a read past the mask.
        let Some(cover) = Cover::of(q) else {
            return false;
        };
        let n = cover.col1 - cover.col0 + 1;
        if n <= 64
            && !map.plane().any_tested(
                cover.row0 as usize,
                cover.row1 as usize,
                cover.col0 as usize,
                n as u32,
            )
        {
            return false;
        }
        if let Some(bands) = bands(
            map,
            q,
            range.row0 as usize,
            (range.row1 - range.row0) as usize + 1,
        ) {
            return attribute(q, &range, &bands, hits);
        }
    }
    walk(map, q, &range, hits)
}

/// A range that reads a cell outside the map: the walk reaches that read unless it answers
/// `true` first, and the read faults, so the answer is `true` whatever the pixels. Only the
/// slots need the walk: none when the first cell read (the range's top-left) is outside;
/// otherwise those pushed before the first outside read, from the plane when it can tell.
#[inline(never)]
fn leaving(map: &Cells, q: &Query<'_>, range: &TileRange, hits: &mut Hits) -> bool {
    let (cols, rows) = (map.cols() as i32, map.rows() as i32);
    if !q.collect || !(0..cols).contains(&range.col0) || !(0..rows).contains(&range.row0) {
        return true;
    }
    // Past the right edge only, every in-map column is walked whole before the first cell
    // past the edge faults: the plane gives their hits when it can answer exactly. Past the
    // bottom, only the first column's in-map rows are walked (its next read faults): one or
    // two tiles, quicker walked than the box's rows of pixels gathered.
    if range.row1 < rows && !map.has_unknown_ids() {
        let walked = TileRange {
            col1: cols - 1,
            ..*range
        };
        let n = (walked.row1 - walked.row0) as usize + 1;
        if let Some(bands) = bands(map, q, walked.row0 as usize, n) {
            attribute(q, &walked, &bands, hits);
            return true;
        }
    }
    walk(map, q, range, hits);
    true
}

/// The cells whose overlap with the box has pixels (inside-the-map queries only): the box's
/// pixels from max(x, 0) and max(y, 0), as no walked tile covers x or y in -15..-1. The extra
/// right and bottom tile of the range overlaps nothing.
struct Cover {
    col0: i32,
    col1: i32,
    row0: i32,
    row1: i32,
}

impl Cover {
    /// `None` when no cell has overlap pixels (w or h not positive, or the box left of or
    /// above the map). Needs the range inside the map, so no sum wraps.
    #[inline]
    fn of(q: &Query<'_>) -> Option<Self> {
        let (right, bottom) = (q.x + q.w - 1, q.y + q.h - 1);
        if q.w <= 0 || q.h <= 0 || right < 0 || bottom < 0 {
            return None;
        }
        Some(Cover {
            col0: q.x.max(0) / TILE,
            col1: right / TILE,
            row0: q.y.max(0) / TILE,
            row1: bottom / TILE,
        })
    }
}

/// Per tile row of the range (from `row0`, `rows` of them), the solid pixels the box's mask
/// meets, as 64-bit windows of world columns from `max(x, 0)`; `None` when the plane cannot
/// answer exactly. The range's rows must be inside the map, and its first column. Pixels left
/// of or above the map (x or y in -15..-1) are dropped: no walked tile covers them.
#[inline]
fn bands(map: &Cells, q: &Query<'_>, row0: usize, rows: usize) -> Option<[u64; BANDS]> {
    let w = usize::try_from(q.w)
        .ok()
        .filter(|&w| w <= 64 && w <= q.mask.width())?;
    let h = usize::try_from(q.h)
        .ok()
        .filter(|&h| h <= q.mask.height())?;
    if rows > BANDS {
        return None;
    }
    let keep = u64::MAX.checked_shr(64 - w as u32).unwrap_or(0);
    // The range's rows and first column are inside the map, so x and y are in -15 .. 16 *
    // size and y + h stays inside.
    let (x, skip) = (q.x.max(0) as usize, q.x.min(0).unsigned_abs());
    let v0 = q.y.min(0).unsigned_abs() as usize;
    let plane = map.plane();
    let mut bands = [0u64; BANDS];
    for v in v0..h {
        let bits = (q.mask.low_row(v) & keep) >> skip;
        let y = (q.y + v as i32) as usize;
        if let Some(b) = bands.get_mut(y / 16 - row0) {
            *b |= plane.pixels(x, y) & bits;
        }
    }
    Some(bands)
}

/// The hits from the bands, in the original's order (columns outer, rows inner).
#[inline]
fn attribute(q: &Query<'_>, range: &TileRange, bands: &[u64; BANDS], hits: &mut Hits) -> bool {
    if bands.iter().all(|&b| b == 0) {
        return false;
    }
    if !q.collect {
        return true;
    }
    let x0 = q.x.max(0);
    for col in range.col0..=range.col1 {
        // The tile's 16 columns in the window: col * 16 - x0 is in -15 ..= 64.
        let shift = (col * TILE - x0 + TILE) as u32;
        let under = ((0xFFFF_u128 << shift) >> TILE) as u64;
        for (row, &b) in (range.row0..=range.row1).zip(bands) {
            if b & under != 0 && !hits.push(col, row) {
                return true;
            }
        }
    }
    !hits.is_empty()
}

/// The overlap of the box with a tile on one axis, as the original computes it:
/// (mask offset, tile offset, length).
#[inline]
fn span(pos: i32, size: i32, origin: i32) -> (i32, i32, i32) {
    match pos.cmp(&origin) {
        core::cmp::Ordering::Less => {
            let skip = origin.wrapping_sub(pos);
            (skip, 0, TILE.min(size.wrapping_sub(skip)))
        }
        core::cmp::Ordering::Greater => {
            let into = pos.wrapping_sub(origin);
            (0, into, size.min(TILE.wrapping_sub(into)))
        }
        core::cmp::Ordering::Equal => (0, 0, size.min(TILE)),
    }
}

/// The original's walk: columns outer, rows inner, one hit per tile, faults answer `true`.
fn walk(map: &Cells, q: &Query<'_>, range: &TileRange, hits: &mut Hits) -> bool {
    let (mask_w, mask_h) = (q.mask.width(), q.mask.height());
    // Once a column is past the map its first read faults, so this ends within cols + 1.
    for col in range.col0..=range.col1 {
        // Used only for in-map columns, where x >= -15 and the offsets are small.
        let (mx, tx, width) = span(q.x, q.w, col.wrapping_mul(TILE));
        for row in range.row0..=range.row1 {
            let Some(cell) = map.get(row, col) else {
                return true;
            };
            let Some((kind, solid)) = map.shapes().tile(cell & ID_MASK) else {
                return true;
            };
            if kind == ctype::NONE {
                continue;
            }
            let (my, ty, height) = span(q.y, q.h, row.wrapping_mul(TILE));
            if width <= 0 || height <= 0 {
                continue;
            }
            let (mx, tx, width) = (mx as usize, tx as u32, width as usize);
            let (my, ty, height) = (my as usize, ty as usize, height as usize);
            // The pixel loop starts at the overlap's bottom-right corner, its largest mask
            // indices: if that read is outside the mask, it faults before any hit.
            if mx + width > mask_w || my + height > mask_h {
                return true;
            }
            let keep = (1u64 << width) - 1;
            let hit = solid[ty..ty + height]
                .iter()
                .zip(my..)
                .any(|(&t, v)| q.mask.window(mx, v) & keep & (u64::from(t) >> tx) != 0);
            // Not collecting, any hit answers; collecting, a sixth hit is the slots' fault.
            if hit && (!q.collect || !hits.push(col, row)) {
                return true;
            }
        }
    }
    !hits.is_empty()
}
