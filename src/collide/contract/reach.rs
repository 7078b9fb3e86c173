//! The reach plane of a mask with tables: for each top-left position, whether the mask
//! there touches any cell (the OR of the covered cells' table bits), so a query that does not
//! collect, or touches nothing, is one bit. Rebuilt around a cell when the cell is
//! rewritten.

use super::bits::Bits;
use super::tables::{Tables, EMPTY};

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Reach {
    /// Bit (x + 15, y + 15): whether the mask with its top-left at (x, y) touches a cell
    /// (x, y >= -15; meaningful where the tables answer). Rows only for the y the tables
    /// answer (the range's last row inside the map), so the row's bounds check is that test.
    bits: Bits,
    rows: usize,
}

impl Reach {
    /// The plane of `tables` over a `rows` x `cols` map with no row built yet (all clear):
    /// [`Reach::build_row`] builds each of its [`Reach::rows`].
    pub(crate) fn begin(tables: &Tables, (rows, cols): (usize, usize)) -> Self {
        let height = (16 * rows + 15).saturating_sub(tables.size().1);
        Reach {
            bits: Bits::new(height, 16 * cols + 15),
            rows: height,
        }
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
            px: 0..16 * cols + 15,
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
            px: (16 * col + 16).saturating_sub(w)..16 * col + 31,
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
        }
    }

    /// Whether the mask with its top-left at (px - 15, py - 15) touches anything, for `px`
    /// where the tables answer; `None` for `py` past the rows the tables answer.
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
        self.bits.clear_span(py, span.px.start, span.px.end);
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
                // Stored at x + 15 = 16c - (w-1) + 15, which is negative for wide masks at
                // column 0 (those positions fault and are never asked). Bits outside
                // `span.px` are this unchanged cell's true contributions: OR-ing them again is
                // harmless.
                if bits != 0 {
                    self.bits.or_at(16 * c as isize + 16 - w as isize, py, bits);
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
    /// Stored positions (x + 15) rewritten.
    px: core::ops::Range<usize>,
}
