//! An optional per-map lookup table in caller storage, so a blocked query reads one word
//! instead of a tile per spanned cell and its code's meaning.
//!
//! A circle of radius `r <= 1.5` centred in cell (`cx`, `cy`) can only overlap tiles of the
//! 4 x 4 block around the cell corner nearest its centre. Per cell, per movement mode and per
//! quadrant of the cell, the index holds that block's blocked tiles as 16 bits, in the
//! quadrant's own order: bit [`bit`]`(i, j)` is the tile `i` columns and `j` rows away in the
//! order of their gaps to the centre (the centre's own column, the nearer neighbour, the
//! farther neighbour, the one beyond the nearer), so the query builds the same 16-bit mask of
//! overlapped tiles in any quadrant. Tiles outside the map are marked blocked, which is the
//! map's edge rule for centres inside it. The index also covers a ring of cells a tile wide
//! around the map, every word all blocked: a centre outside the map with `r > 0` crosses its
//! edge, so a centre up to a tile past the map reads its answer like any other, with no
//! branch on where it lies (a stream of queries near the edges would mispredict one). Words
//! are laid out by half-tile squares of the map and its ring,
//! `index[2 * ((2 * (cy + 1) + qy) * 2 * (width + 2) + 2 * (cx + 1) + qx) + dodge]`, so the
//! centre's raw coordinates shifted by 15 (plus 2) address them directly.

use super::GridError;

const ONE: i64 = 1 << 16;
const HALF: i64 = ONE / 2;
/// The largest radius the index answers (1.5 tiles): the 4 x 4 block's reach.
const REACH: i64 = 3 * HALF;
/// Words per cell: 2 modes x 4 quadrants.
const PER_CELL: usize = 8;
/// The ring of cells around the map that the index also covers, in tiles.
const RING: usize = 1;

/// Words an index of a `width` x `height` map needs
/// ([`GridMap::write_index`](super::GridMap::write_index)): the map and a ring a tile wide;
/// none for an empty map, which answers without one.
pub const fn index_words(width: usize, height: usize) -> usize {
    if width == 0 || height == 0 {
        return 0;
    }
    let (w, h) = (
        width.saturating_add(2 * RING),
        height.saturating_add(2 * RING),
    );
    w.saturating_mul(h).saturating_mul(PER_CELL)
}

/// Writes the ring's words: every tile blocked, as a centre outside the map with `r > 0`
/// always crosses its edge. `index` is full length for a map `width` x `height`.
pub(super) fn write_ring(index: &mut [u16], width: usize, height: usize) {
    let (w, h) = (width + 2 * RING, height + 2 * RING);
    for cy in 0..h {
        for cx in 0..w {
            if (RING..w - RING).contains(&cx) && (RING..h - RING).contains(&cy) {
                continue;
            }
            for qy in 0..2 {
                // Both quadrants of the row, both modes: four words from the left one's.
                let half = half_square(width, (cx, cy), (0, qy));
                if let Some(words) = index.get_mut(2 * half..2 * half + 4) {
                    words.fill(u16::MAX);
                }
            }
        }
    }
}

/// The half-tile square of quadrant (`qx`, `qy`) of cell (`cx`, `cy`) counted from the
/// ring's corner, in the index of a map `width` tiles wide: its words are `2 * half` (walking)
/// and `2 * half + 1` (dodging).
const fn half_square(width: usize, (cx, cy): (usize, usize), (qx, qy): (usize, usize)) -> usize {
    (2 * cy + qy) * 2 * (width + 2 * RING) + 2 * cx + qx
}

/// The index's words for a `width` x `height` map, or the error naming the words needed.
pub(super) fn words(
    index: &mut [u16],
    width: usize,
    height: usize,
) -> Result<&mut [u16], GridError> {
    let needed = index_words(width, height);
    let got = index.len();
    index
        .get_mut(..needed)
        .ok_or(GridError::IndexTooShort { needed, got })
}

/// Writes the 8 words of cell (`cx`, `cy`), inside a map `width` tiles wide; `index` is full
/// length; `blocked(tx, ty, dodge)` is the map's cell test.
pub(super) fn write_cell(
    index: &mut [u16],
    width: usize,
    cx: usize,
    cy: usize,
    blocked: impl Fn(usize, usize, bool) -> bool,
) {
    let blocked = |dx: isize, dy: isize, dodge: bool| match (
        cx.checked_add_signed(dx),
        cy.checked_add_signed(dy),
    ) {
        (Some(tx), Some(ty)) => blocked(tx, ty, dodge),
        _ => true,
    };
    for qy in 0..2 {
        for qx in 0..2 {
            let (sx, sy) = (2 * qx as isize - 1, 2 * qy as isize - 1);
            let half = half_square(width, (cx + RING, cy + RING), (qx, qy));
            for dodge in [false, true] {
                let mut word = 0u16;
                for (j, dy) in [0, sy, -sy, 2 * sy].into_iter().enumerate() {
                    for (i, dx) in [0, sx, -sx, 2 * sx].into_iter().enumerate() {
                        word |= u16::from(blocked(dx, dy, dodge)) << bit(i, j);
                    }
                }
                if let Some(w) = index.get_mut(2 * half + usize::from(dodge)) {
                    *w = word;
                }
            }
        }
    }
}

/// The edge and tile tests from `index` (full length for a map `width` tiles wide) for a
/// centre inside the map or its ring and `r <= 1/2`; the rest out of line, and what the index
/// does not answer by `plain`, the map's test without it. The half-tile square holding the
/// centre picks the word; `a`, `b` are the gaps to the nearer vertical and horizontal edges
/// of the cell, so the block's column gaps are `0, a, 1 - a, 1 + a` (rows likewise). Tiles
/// outside the map are blocked in the index, so the map's edge needs no test of its own: from
/// inside, a circle crosses it exactly when it overlaps the tiles beyond; from the ring, the
/// centre's own tile is blocked.
#[inline(always)]
pub(super) fn edge_or_tiles(
    index: &[u16],
    width: usize,
    (x, y, r): (i64, i64, i64),
    dodge: bool,
    plain: impl Fn(i64, i64, i64, bool) -> bool,
) -> bool {
    // Half-tile column and row from the ring's corner; the word is
    // `index[2 * (hy * row + hx) + dodge]`.
    let ring = 2 * RING as i64;
    let (hx, hy) = ((x >> 15) + ring, (y >> 15) + ring);
    let row = 2 * (width as i64 + ring);
    // Negative or past the end when the centre's row is past the ring (no overflow:
    // callers' |y| < 2^33, so |hy * row| < 2^34).
    let slot = 2 * (hy * row + hx) + i64::from(dodge);
    let word = match index.get(slot as usize) {
        Some(&word) if (hx as u64) < row as u64 => word,
        _ => return outside(x, y, r, dodge, plain),
    };
    // The low 16 bits as signed: the offset from the cell's nearer vertical edge, whose
    // magnitude is the gap `a` to that edge (likewise `b`); only squares are needed here.
    let (dx, dy) = (i64::from(x as i16), i64::from(y as i16));
    if (r - 1) as u64 >= HALF as u64 {
        return wide(word, x, y, r, dodge, plain);
    }
    // 0 < r <= 1/2: only the centre's tile (bit 0), the nearer neighbours (bits 1, 2) and
    // the corner between them (bit 3) can overlap. Sign bits of a^2 - r^2, b^2 - r^2 and
    // a^2 + b^2 - r^2 (all below 2^31 in magnitude).
    let (a2, b2, r2) = (dx * dx, dy * dy, r * r);
    let mask = 1 | (a2 - r2) >> 63 & 2 | (b2 - r2) >> 63 & 4 | (a2 + b2 - r2) >> 63 & 8;
    i64::from(word) & mask != 0
}

/// A centre past the ring: the plain test.
#[inline(never)]
fn outside(
    x: i64,
    y: i64,
    r: i64,
    dodge: bool,
    plain: impl Fn(i64, i64, i64, bool) -> bool,
) -> bool {
    plain(x, y, r, dodge)
}

/// [`edge_or_tiles`] for `r <= 0` or `r > 1/2`: the plain test for `r <= 0` (the answer
/// depends on whether the centre is in the ring) and past the index's reach. Its arguments
/// are scalars, all in registers: a tuple would be written to the stack on every query, this
/// call or not.
#[inline(never)]
fn wide(
    word: u16,
    x: i64,
    y: i64,
    r: i64,
    dodge: bool,
    plain: impl Fn(i64, i64, i64, bool) -> bool,
) -> bool {
    // The gaps to the cell's nearer edges, as in `edge_or_tiles`.
    let (a, b) = (i64::from(x as i16).abs(), i64::from(y as i16).abs());
    if r <= 0 || r > REACH {
        return plain(x, y, r, dodge);
    }
    let r2 = r * r;
    let sq = |g: i64| g * g;
    let cols = [0, sq(a), sq(ONE - a), sq(ONE + a)];
    let rows = [0, sq(b), sq(ONE - b), sq(ONE + b)];
    let mut mask = 0u16;
    for (j, row) in rows.into_iter().enumerate() {
        for (i, col) in cols.into_iter().enumerate() {
            mask |= u16::from(row + col < r2) << bit(i, j);
        }
    }
    word & mask != 0
}

/// The bit of the block's tile `i` columns and `j` rows away in gap order: Morton order, so
/// the 2 x 2 tiles a circle of radius up to 1/2 can reach are bits 0 to 3.
const fn bit(i: usize, j: usize) -> usize {
    (i & 1) | (j & 1) << 1 | (i & 2) << 1 | (j & 2) << 2
}
