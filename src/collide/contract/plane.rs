//! The level bit planes the fast path reads, kept in sync with every cell write:
//! - a pixel plane, one bit per map pixel, set where the cell's tile collides there, so a box
//!   is tested with one AND per mask row instead of a walk over tiles and pixels;
//! - a cell plane, one bit per cell, set where the original would run a pixel test (collision
//!   type not 0) or fault (unknown id), so a box among empty cells is answered at once.

use super::bits::Bits;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Plane {
    pixels: Bits,
    cells: Bits,
}

impl Plane {
    pub(crate) fn new(rows: usize, cols: usize) -> Self {
        Plane {
            pixels: Bits::new(rows * 16, cols * 16),
            cells: Bits::new(rows, cols),
        }
    }

    /// Writes one cell: its 16 solid rows (a tile's 16 bits never straddle a word, as
    /// 16 | 64), and whether a query reaching it tests pixels or faults.
    pub(crate) fn put_cell(&mut self, row: usize, col: usize, solid: &[u16; 16], tested: bool) {
        for (y, &bits) in solid.iter().enumerate() {
            self.pixels.put(col * 16, row * 16 + y, 16, u64::from(bits));
        }
        self.cells.put(col, row, 1, u64::from(tested));
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
        self.pixels.bytes() + self.cells.bytes()
    }

    /// Solid pixels `x .. x + 64` of pixel row `y` (x, y inside the map).
    #[inline]
    pub(crate) fn pixels(&self, x: usize, y: usize) -> u64 {
        self.pixels.window(x, y)
    }

    /// Whether any cell of rows `row0 ..= row1` and columns `col0 .. col0 + n` (n <= 64,
    /// all inside the map) tests pixels or faults.
    #[inline]
    pub(crate) fn any_tested(&self, row0: usize, row1: usize, col0: usize, n: u32) -> bool {
        let keep = u64::MAX >> (64 - n);
        (row0..=row1).any(|r| self.cells.window(col0, r) & keep != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_land_at_their_pixels_and_windows_straddle_words() {
        let mut p = Plane::new(2, 9);
        let mut solid = [0u16; 16];
        solid[3] = 1 << 15 | 1; // pixels x = 0 and 15 of tile row 3
        p.put_cell(1, 3, &solid, true); // pixel row 19, pixels 48 and 63
        assert_eq!(p.pixels(48, 19), 1 | 1 << 15);
        assert_eq!(p.pixels(0, 19), 1 << 48 | 1 << 63);
        assert_eq!(p.pixels(48, 18), 0);
        p.put_cell(1, 4, &solid, true); // pixels 64 and 79
        assert_eq!(p.pixels(60, 19), 1 << 3 | 1 << 4 | 1 << 19);
        assert_eq!(p.pixels(65, 19), 1 << 14);
        p.put_cell(1, 3, &[0; 16], false);
        assert_eq!(
            p.pixels(40, 19),
            1 << 24 | 1 << 39,
            "rewriting a cell clears its pixels"
        );
    }

    #[test]
    fn the_cell_plane_marks_tested_cells() {
        let mut p = Plane::new(3, 70);
        p.put_cell(2, 66, &[0; 16], true);
        assert!(p.any_tested(0, 2, 60, 7));
        assert!(p.any_tested(2, 2, 66, 1));
        assert!(!p.any_tested(0, 1, 0, 64), "other rows");
        assert!(!p.any_tested(0, 2, 60, 6), "columns 60..=65");
        assert!(!p.any_tested(0, 2, 67, 3));
        p.put_cell(2, 66, &[1; 16], false);
        assert!(!p.any_tested(0, 2, 60, 10));
    }
}
