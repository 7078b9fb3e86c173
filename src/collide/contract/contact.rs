//! What a registered object mask touches, precomputed:
//! - contact tables: for each distinct tile shape, whether the mask placed at each offset from
//!   the tile's origin touches the shape, so a cell's hit is one bit;
//! - a reach plane: for each top-left position on the map, whether the mask there touches any
//!   cell (the OR of the covered cells' table bits), so a query that touches nothing, or does
//!   not collect, is one bit. It is rebuilt around a cell when the cell is rewritten.

use alloc::vec::Vec;

use super::bits::Bits;
use super::{ObjectMask, TileShapes, ID_MASK};

/// The first table is the empty shape's, all zeros: tiles that never hit (collision type 0,
/// no solid pixel, or an id past the table) point there, so a lookup never branches.
const EMPTY: u32 = 0;

/// The largest mask side with tables: offsets -(w-1) ..= 15 fit one 64-bit row, and a
/// position covers at most 4 x 4 cells.
pub(crate) const MAX_SIDE: usize = 49;

/// Tables for one mask against one tile table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Contacts {
    w: i32,
    h: i32,
    /// Per tile id (`id & 0x7F`): the index of its table's first row.
    first_row: [u32; 128],
    /// Row j of a table is offset y = j - (h-1); its bit i is offset x = i - (w-1).
    tables: Vec<u64>,
    /// Bit (x + 15, y + 15): whether the mask with its top-left at (x, y) touches a cell
    /// (x, y >= -15; meaningful where the original's range lies inside the map).
    reach: Bits,
}

impl Contacts {
    /// `None` for an empty mask or one larger than [`MAX_SIDE`]. `cells` is the map,
    /// `rows` x `cols`, row-major.
    pub(crate) fn new(
        shapes: &TileShapes,
        mask: &ObjectMask,
        cells: &[u8],
        rows: usize,
        cols: usize,
    ) -> Option<Self> {
        let (w, h) = (mask.width(), mask.height());
        if w == 0 || h == 0 || w > MAX_SIDE || h > MAX_SIDE {
            return None;
        }
        let mut first_row = [EMPTY; 128];
        let mut solids: Vec<[u16; 16]> = alloc::vec![[0; 16]];
        let mut tables = alloc::vec![0; h + 15];
        for (id, first) in (0u8..).zip(first_row.iter_mut()) {
            let Some((_, solid)) = shapes.tile(id) else {
                break;
            };
            let t = solids.iter().position(|s| s == solid).unwrap_or_else(|| {
                solids.push(*solid);
                tables.extend(table(solid, mask));
                solids.len() - 1
            });
            *first = (t * (h + 15)) as u32;
        }
        let mut contacts = Contacts {
            w: w as i32,
            h: h as i32,
            first_row,
            tables,
            reach: Bits::new(16 * rows + 15, 16 * cols + 15),
        };
        let all = Span {
            cols: 0..cols,
            px: 0..16 * cols + 15,
        };
        for py in 0..16 * rows + 15 {
            contacts.rebuild(py, cells, rows, cols, &all);
        }
        Some(contacts)
    }

    /// Brings the reach plane up to date after cell (row, col) changed: only the positions
    /// that cover it, from cells close enough to reach them.
    pub(crate) fn refresh(
        &mut self,
        row: usize,
        col: usize,
        cells: &[u8],
        rows: usize,
        cols: usize,
    ) {
        let (w, h) = (self.w as usize, self.h as usize);
        // Positions x from 16 col - (w-1) to 16 col + 15, stored at x + 15; the same for y.
        let reach = (w + 14) / 16;
        let span = Span {
            cols: col.saturating_sub(reach)..(col + reach + 1).min(cols),
            px: (16 * col + 16).saturating_sub(w)..16 * col + 31,
        };
        let first = (16 * row + 16).saturating_sub(h);
        let last = (16 * row + 30).min(16 * rows + 14);
        for py in first..=last {
            self.rebuild(py, cells, rows, cols, &span);
        }
    }

    /// The mask's size, which a query must declare to use the tables.
    pub(crate) fn size(&self) -> (i32, i32) {
        (self.w, self.h)
    }

    /// Whether the mask with its top-left at (i - (w-1), j - (h-1)) from the origin of a tile
    /// whose cell byte is `cell` touches the tile's solid pixels (i < w + 15, j < h + 15).
    #[inline]
    pub(crate) fn touches(&self, cell: u8, i: u32, j: u32) -> bool {
        let first = self.first_row[usize::from(cell & ID_MASK)] as usize;
        let row = self.tables.get(first + j as usize).copied().unwrap_or(0);
        row >> i & 1 == 1
    }

    /// Whether the mask with its top-left at (x, y) touches anything (x, y >= -15).
    #[inline]
    pub(crate) fn reaches(&self, x: i32, y: i32) -> bool {
        self.reach.get((x + 15) as usize, (y + 15) as usize)
    }

    /// Positions `span.px` of reach row `py` (y = py - 15), from the cells of columns
    /// `span.cols`: each cell row r the mask covers from there contributes its table row
    /// j = y - 16r + (h-1), placed at x = 16c - (w-1) per column c.
    fn rebuild(&mut self, py: usize, cells: &[u8], rows: usize, cols: usize, span: &Span) {
        self.reach.clear_span(py, span.px.start, span.px.end);
        let y = py as i32 - 15;
        let (w, h) = (self.w, self.h);
        let first = (y - 15).div_euclid(16).max(0);
        let last = (y + h - 1).div_euclid(16).min(rows as i32 - 1);
        for r in first..=last {
            let j = y - 16 * r + h - 1;
            if !(0..h + 15).contains(&j) {
                continue;
            }
            let line = cells
                .get(r as usize * cols..(r as usize + 1) * cols)
                .and_then(|line| line.get(span.cols.clone()))
                .unwrap_or(&[]);
            for (c, &cell) in (span.cols.start..).zip(line) {
                let first_row = self.first_row[usize::from(cell & ID_MASK)];
                if first_row == EMPTY {
                    continue;
                }
                let bits = self
                    .tables
                    .get(first_row as usize + j as usize)
                    .copied()
                    .unwrap_or(0);
                // Stored at x + 15 = 16c - (w-1) + 15, which is negative for wide masks at
                // column 0 (those positions fault and are never asked). Bits outside
                // `span.px` are this unchanged cell's true contributions: OR-ing them again is
                // harmless.
                if bits != 0 {
                    self.reach
                        .or_at(16 * c as isize + 16 - w as isize, py, bits);
                }
            }
        }
    }
}

/// The part of the reach plane a rebuild rewrites.
struct Span {
    /// Cell columns that contribute.
    cols: core::ops::Range<usize>,
    /// Stored positions (x + 15) rewritten.
    px: core::ops::Range<usize>,
}

/// One shape's table: bit i of row j is set when some mask pixel (u, v) lands on a solid
/// pixel (tx, ty) = (ox + u, oy + v). Reversing each mask row (u -> w-1-u) turns that into
/// i = tx + (w-1-u): an OR of the reversed row shifted by each solid tx.
fn table(solid: &[u16; 16], mask: &ObjectMask) -> Vec<u64> {
    let (w, h) = (mask.width(), mask.height() as i32);
    let reversed: Vec<u64> = (0..mask.height())
        .map(|v| {
            let m = mask.low_row(v);
            (0..w)
                .filter(|&u| m >> u & 1 == 1)
                .fold(0, |r, u| r | 1 << (w - 1 - u))
        })
        .collect();
    (0..h + 15)
        .map(|j| {
            let oy = j - (h - 1);
            let mut row = 0u64;
            for ty in oy.max(0)..(oy + h).min(16) {
                let r = reversed[(ty - oy) as usize];
                let mut bits = solid[ty as usize];
                while bits != 0 {
                    row |= r << bits.trailing_zeros();
                    bits &= bits - 1;
                }
            }
            row
        })
        .collect()
}
