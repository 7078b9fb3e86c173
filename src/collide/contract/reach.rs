//! The reach plane of a mask with tables: for each top-left position, whether the mask
//! there touches any cell (the OR of the covered cells' table bits), so a query that does not
//! collect, or touches nothing, is one bit. Rebuilt around a cell when the cell is
//! rewritten.
//!
//! Around the positions whose tile range is inside the map, a [`MARGIN`] of positions whose
//! range leaves it, all set: such a query's walk reads a cell outside the map unless it
//! answers `true` first, and that read faults, so its answer is `true` whatever the pixels.
//! A query beside a map without border walls then answers from its bit too.

use super::bits::Bits;
use super::tables::{Tables, EMPTY};

/// Positions held past the inner ones on each side (where the range leaves the map).
pub(crate) const MARGIN: u32 = 64;
const M: usize = MARGIN as usize;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Reach {
    /// Bit (x + 15 + MARGIN, y + 15 + MARGIN): whether the mask with its top-left at (x, y)
    /// touches a cell, or its range leaves the map (x, y >= -15 - MARGIN). The inner
    /// positions are those whose range is inside the map: `x + 15 < cols`, `y + 15 < rows`.
    /// Rows only as far as the bottom margin, so the row's bounds check is that test.
    bits: Bits,
    /// The inner positions' rows and columns (x + 15 and y + 15 from 0).
    rows: usize,
    cols: usize,
}

impl Reach {
    /// The plane of `tables` over a `rows` x `cols` map with its margins set and no inner
    /// row built yet (all clear): [`Reach::build_row`] builds each of its [`Reach::rows`].
    pub(crate) fn begin(tables: &Tables, (rows, cols): (usize, usize)) -> Self {
        let (w, h) = tables.size();
        let (rows, cols) = (
            (16 * rows + 15).saturating_sub(h),
            (16 * cols + 15).saturating_sub(w),
        );
        let mut bits = Bits::new(rows + 2 * M, cols + 2 * M);
        for y in 0..rows + 2 * M {
            if (M..M + rows).contains(&y) {
                bits.fill_span(y, 0, M);
                bits.fill_span(y, M + cols, cols + 2 * M);
            } else {
                bits.fill_span(y, 0, cols + 2 * M);
            }
        }
        Reach { bits, rows, cols }
    }

    /// The stored positions a query's (x + 15 + MARGIN) is checked against: the inner
    /// columns and both margins.
    pub(crate) fn width(&self) -> u32 {
        (self.cols + 2 * M) as u32
    }

    /// The inner positions' columns and rows: a position (x + 15, y + 15) inside both is
    /// one whose range is inside the map.
    pub(crate) fn inner(&self) -> (u32, u32) {
        (self.cols as u32, self.rows as u32)
    }

    /// The rows to build.
    pub(crate) fn rows(&self) -> usize {
        self.rows
    }

    /// Builds row `py` from `cells`, `rows` x `cols`.
    pub(crate) fn build_row(
        &mut self,
        tables: &Tables,
        py: usize,
        cells: &[u8],
        (rows, cols): (usize, usize),
    ) {
        let all = Span {
            cols: 0..cols,
            px: 0..self.cols,
        };
        self.rebuild(tables, py, cells, (rows, cols), &all);
    }

    /// Brings the plane up to date after cell (row, col) changed: the positions that cover
    /// it, from cells close enough to reach them.
    pub(crate) fn refresh(
        &mut self,
        tables: &Tables,
        (row, col): (usize, usize),
        cells: &[u8],
        (rows, cols): (usize, usize),
    ) {
        let (w, h) = tables.size();
        // Positions x from 16 col - (w-1) to 16 col + 15, stored at x + 15; the same for y.
        let reach = (w + 14) / 16;
        let span = Span {
            cols: col.saturating_sub(reach)..(col + reach + 1).min(cols),
            px: (16 * col + 16).saturating_sub(w)..(16 * col + 31).min(self.cols),
        };
        let first = (16 * row + 16).saturating_sub(h);
        let last = (16 * row + 31).min(self.rows);
        for py in first..last {
            self.rebuild(tables, py, cells, (rows, cols), &span);
        }
    }

    /// No positions (for a mask without tables).
    pub(crate) fn empty() -> Self {
        Reach {
            bits: Bits::new(0, 0),
            rows: 0,
            cols: 0,
        }
    }

    /// Whether the mask with its top-left at (px - 15 - MARGIN, py - 15 - MARGIN) touches
    /// anything or its range leaves the map, for `px` below [`Reach::width`]; `None` for
    /// `py` past the bottom margin.
    #[inline(always)]
    pub(crate) fn reaches(&self, px: u32, py: u32) -> Option<bool> {
        self.bits.bit(px, py)
    }

    /// Positions `span.px` of reach row `py` (y = py - 15), from the cells of columns
    /// `span.cols`: each cell row r the mask covers from there contributes its table row
    /// j = y - 16r + (h-1), placed at x = 16c - (w-1) per column c.
    fn rebuild(
        &mut self,
        tables: &Tables,
        py: usize,
        cells: &[u8],
        (rows, cols): (usize, usize),
        span: &Span,
    ) {
        let row = py + M;
        self.bits
            .clear_span(row, M + span.px.start, M + span.px.end);
        let y = py as i32 - 15;
        let (w, h) = (tables.size().0 as i32, tables.size().1 as i32);
        let pad = 16 * (tables.k() - 1);
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
                let s = tables.shape(cell);
                if s == EMPTY {
                    continue;
                }
                let bits = tables.row(s, pad + j as usize);
                // At x + 15 = 16c - (w-1) + 15 from the inner positions' first, which is
                // left of it for wide masks at column 0 (those positions are in the margin,
                // set). Bits outside `span.px` are this unchanged cell's true contributions
                // or margin positions: OR-ing them is harmless.
                if bits != 0 {
                    let x = (M + 16 * c + 16) as isize - w as isize;
                    self.bits.or_at(x, row, bits);
                }
            }
        }
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
        self.bits.bytes()
    }
}

/// The part of the reach plane a rebuild rewrites.
struct Span {
    /// Cell columns that contribute.
    cols: core::ops::Range<usize>,
    /// Inner positions (x + 15) rewritten.
    px: core::ops::Range<usize>,
}
