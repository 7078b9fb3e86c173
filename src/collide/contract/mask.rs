//! The object mask (`boolean[][] mask`, read as `mask[u][v]` with u the column): kept both as
//! booleans, which the reference reads pixel by pixel, and as packed rows for the fast path.

use alloc::vec::Vec;

/// A mask the constructors cannot build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaskError {
    /// `width * height` does not match the number of pixels given.
    SizeMismatch {
        /// The width asked for.
        width: usize,
        /// The height asked for.
        height: usize,
        /// The pixels given.
        pixels: usize,
    },
    /// ASCII row `row` has `len` characters where the first row has `width`.
    UnequalRows {
        /// The row's index.
        row: usize,
        /// Its length in characters.
        len: usize,
        /// The first row's length.
        width: usize,
    },
}

impl core::fmt::Display for MaskError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            MaskError::SizeMismatch {
                width,
                height,
                pixels,
            } => write!(
                f,
                "a {width}x{height} mask needs {} pixels, got {pixels}",
                width * height
            ),
            MaskError::UnequalRows { row, len, width } => write!(
                f,
                "mask row {row} has {len} characters, but row 0 has {width}"
            ),
        }
    }
}

impl core::error::Error for MaskError {}

/// An object's collision mask with its own width and height, which a query may declare
/// differently (a read past the mask is the original's index fault).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjectMask {
    width: usize,
    height: usize,
    /// Row-major, `y * width + x`.
    pixels: Vec<bool>,
    /// Per row, `stride` words with bit `x` of the row at word `x / 64`, bit `x % 64`; the last
    /// word of each row is always zero so a 64-bit window at any `x < width` reads in bounds.
    bits: Vec<u64>,
    stride: usize,
}

impl ObjectMask {
    /// From row-major booleans (`y * width + x`), the layout of the ball masks in `/res/b`.
    ///
    /// # Errors
    ///
    /// [`MaskError::SizeMismatch`] when `pixels` does not hold `width * height` booleans.
    pub fn from_row_major(width: usize, height: usize, pixels: &[bool]) -> Result<Self, MaskError> {
        if width.checked_mul(height) != Some(pixels.len()) {
            return Err(MaskError::SizeMismatch {
                width,
                height,
                pixels: pixels.len(),
            });
        }
        let stride = width / 64 + 2;
        let mut bits = alloc::vec![0u64; stride * height];
        if width > 0 {
            for (y, row) in pixels.chunks_exact(width).enumerate() {
                for (x, _) in row.iter().enumerate().filter(|(_, &p)| p) {
                    bits[y * stride + x / 64] |= 1 << (x % 64);
                }
            }
        }
        Ok(ObjectMask {
            width,
            height,
            pixels: pixels.to_vec(),
            bits,
            stride,
        })
    }

    /// The 0 x 0 mask, which allocates nothing (a free registration slot's).
    pub(crate) const fn empty() -> Self {
        ObjectMask {
            width: 0,
            height: 0,
            pixels: Vec::new(),
            bits: Vec::new(),
            stride: 2,
        }
    }

    /// From text rows (rows are y, characters are x, `#` set, anything else clear).
    ///
    /// # Errors
    ///
    /// [`MaskError::UnequalRows`] when a row's length differs from the first's.
    pub fn from_ascii_rows<S: AsRef<str>>(rows: &[S]) -> Result<Self, MaskError> {
        let width = rows.first().map_or(0, |r| r.as_ref().chars().count());
        let mut pixels = Vec::with_capacity(width * rows.len());
        for (row, text) in rows.iter().enumerate() {
            let len = text.as_ref().chars().count();
            if len != width {
                return Err(MaskError::UnequalRows { row, len, width });
            }
            pixels.extend(text.as_ref().chars().map(|c| c == '#'));
        }
        ObjectMask::from_row_major(width, rows.len(), &pixels)
    }

    /// Columns: the `u` range of `mask[u][v]`.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows: the `v` range of `mask[u][v]`.
    pub fn height(&self) -> usize {
        self.height
    }

    /// How many pixels are set.
    pub fn count(&self) -> usize {
        self.pixels.iter().filter(|&&p| p).count()
    }

    /// `mask[u][v]` as Java reads it: `None` where Java throws (either index outside).
    pub fn get(&self, u: i32, v: i32) -> Option<bool> {
        let u = usize::try_from(u).ok().filter(|&u| u < self.width)?;
        let v = usize::try_from(v).ok().filter(|&v| v < self.height)?;
        self.pixels.get(v * self.width + u).copied()
    }

    /// Bits `x .. x + 64` of row `y` (bit 0 is pixel x); zero past the width.
    /// Needs `x < width` and `y < height`.
    #[inline]
    pub(crate) fn window(&self, x: usize, y: usize) -> u64 {
        let at = y * self.stride + x / 64;
        let s = x % 64;
        let lo = self.bits.get(at).copied().unwrap_or(0);
        let hi = self.bits.get(at + 1).copied().unwrap_or(0);
        // `hi << (64 - s)` without the shift overflowing when s == 0.
        (lo >> s) | ((hi << 1) << (63 - s))
    }

    /// The first 64 pixels of row `y` (y < height).
    #[inline]
    pub(crate) fn low_row(&self, y: usize) -> u64 {
        self.bits.get(y * self.stride).copied().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_and_row_major_agree_and_read_as_mask_u_v() {
        let m = ObjectMask::from_ascii_rows(&["#..", "..#"]).unwrap();
        let b = ObjectMask::from_row_major(3, 2, &[true, false, false, false, false, true]);
        assert_eq!(Ok(&m), b.as_ref());
        assert_eq!((m.width(), m.height(), m.count()), (3, 2, 2));
        assert_eq!(m.get(0, 0), Some(true));
        assert_eq!(m.get(2, 1), Some(true));
        assert_eq!(m.get(1, 0), Some(false));
        assert_eq!(m.get(0, 1), Some(false), "u is the column, v the row");
        assert_eq!(m.get(3, 0), None);
        assert_eq!(m.get(0, 2), None);
        assert_eq!(m.get(-1, 0), None);
    }

    #[test]
    fn malformed_masks_are_typed_errors() {
        assert_eq!(
            ObjectMask::from_ascii_rows(&["##", "###"]),
            Err(MaskError::UnequalRows {
                row: 1,
                len: 3,
                width: 2
            })
        );
        assert!(matches!(
            ObjectMask::from_row_major(4, 4, &[true; 15]),
            Err(MaskError::SizeMismatch { .. })
        ));
        let empty = ObjectMask::from_ascii_rows::<&str>(&[]).unwrap();
        assert_eq!(
            (empty.width(), empty.height(), empty.get(0, 0)),
            (0, 0, None)
        );
    }

    #[test]
    fn windows_cross_word_boundaries() {
        // A 130-wide row with pixels at 0, 63, 64, 100 and 129.
        let mut px = [false; 130];
        for x in [0, 63, 64, 100, 129] {
            px[x] = true;
        }
        let m = ObjectMask::from_row_major(130, 1, &px).unwrap();
        assert_eq!(m.low_row(0), 1 | 1 << 63);
        assert_eq!(m.window(0, 0), 1 | 1 << 63);
        assert_eq!(m.window(63, 0), 0b11 | 1 << 37);
        assert_eq!(m.window(100, 0), 1 | 1 << 29);
        assert_eq!(m.window(129, 0), 1);
    }
}
