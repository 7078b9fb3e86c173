//! Rows of bits: the storage of the level planes and the contact reach planes.

use alloc::vec::Vec;

/// `rows` rows of `width` bits, each padded with at least one zero word so a 64-bit window
/// starting at any in-range bit reads in bounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Bits {
    stride: usize,
    words: Vec<u64>,
}

impl Bits {
    pub(crate) fn new(rows: usize, width: usize) -> Self {
        let stride = width.div_ceil(64) + 1;
        Bits {
            stride,
            words: alloc::vec![0; stride * rows],
        }
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
        self.words.len() * 8
    }

    /// Bits `x .. x + 64` of row `y` (bit 0 is `x`); zero past the width.
    #[inline]
    pub(crate) fn window(&self, x: usize, y: usize) -> u64 {
        let at = y * self.stride + x / 64;
        let s = x % 64;
        let lo = self.words.get(at).copied().unwrap_or(0);
        let hi = self.words.get(at + 1).copied().unwrap_or(0);
        // `hi << (64 - s)` without the shift overflowing when s == 0.
        (lo >> s) | ((hi << 1) << (63 - s))
    }

    /// Bit `x` of row `y` (x inside the width); `None` past the last row.
    #[inline(always)]
    pub(crate) fn bit(&self, x: u32, y: u32) -> Option<bool> {
        // In u64, so no row past the last wraps around to a valid index (a 32-bit usize, as
        // on the PSP, could).
        let at = u64::from(y) * self.stride as u64 + u64::from(x / 64);
        let w = self.words.get(usize::try_from(at).ok()?)?;
        // A rotate by `x` (its low six bits) puts bit x % 64 at bit 0 in one instruction,
        // with no mask to build.
        Some(w.rotate_right(x) & 1 == 1)
    }

    /// Replaces the `n`-bit field at `x` of row `y` (1 <= n <= 64; the field must not
    /// straddle a word).
    pub(crate) fn put(&mut self, x: usize, y: usize, n: u32, value: u64) {
        let (word, shift) = (x / 64, x % 64);
        let field = (u64::MAX >> (64 - n)) << shift;
        if let Some(w) = self.words.get_mut(y * self.stride + word) {
            *w = (*w & !field) | (value << shift & field);
        }
    }

    /// ORs `value` into row `y` with its bit 0 at `x`, which may be negative (bits left of
    /// the row are dropped). Bits past the row's last word are dropped too.
    pub(crate) fn or_at(&mut self, x: isize, y: usize, value: u64) {
        let (x, value) = if x < 0 {
            (0, value.checked_shr(x.unsigned_abs() as u32).unwrap_or(0))
        } else {
            (x as usize, value)
        };
        let row = y * self.stride;
        let (word, s) = (x / 64, x % 64);
        if word < self.stride {
            if let Some(w) = self.words.get_mut(row + word) {
                *w |= value << s;
            }
        }
        if word + 1 < self.stride {
            if let Some(w) = self.words.get_mut(row + word + 1) {
                *w |= (value >> 1) >> (63 - s);
            }
        }
    }

    /// Clears bits `lo .. hi` of row `y` (bits past the row's words are ignored).
    pub(crate) fn clear_span(&mut self, y: usize, lo: usize, hi: usize) {
        self.span(y, lo, hi, false);
    }

    /// Sets bits `lo .. hi` of row `y` (bits past the row's words are ignored).
    pub(crate) fn fill_span(&mut self, y: usize, lo: usize, hi: usize) {
        self.span(y, lo, hi, true);
    }

    fn span(&mut self, y: usize, lo: usize, hi: usize, set: bool) {
        let row = y * self.stride;
        let mut x = lo;
        while x < hi && x / 64 < self.stride {
            let (word, s) = (x / 64, x % 64);
            let n = (64 - s).min(hi - x);
            let field = (u64::MAX >> (64 - n)) << s;
            if let Some(w) = self.words.get_mut(row + word) {
                *w = if set { *w | field } else { *w & !field };
            }
            x += n;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn get(b: &Bits, x: u32, y: u32) -> bool {
        b.bit(x, y) == Some(true)
    }

    #[test]
    fn fields_windows_and_ors_straddle_words_correctly() {
        let mut b = Bits::new(3, 130);
        b.put(48, 1, 16, 0x8001);
        assert_eq!(b.window(48, 1), 0x8001);
        assert_eq!(b.window(40, 1), 0x8001 << 8);
        assert!(get(&b, 48, 1) && get(&b, 63, 1) && !get(&b, 49, 1));
        b.or_at(60, 2, 0b1_0001);
        assert_eq!(b.window(60, 2), 0b1_0001);
        assert!(get(&b, 64, 2));
        b.or_at(-3, 0, 0b1111_0000);
        assert_eq!(b.window(0, 0), 0b1_1110, "bits left of the row drop");
        b.or_at(200, 0, u64::MAX);
        assert!(get(&b, 200, 0) && get(&b, 255, 0) && !get(&b, 199, 0));
        assert_eq!(
            b.window(0, 1),
            0x8001 << 48,
            "bits past the row's words drop"
        );
        b.clear_span(0, 3, 202);
        assert_eq!(b.window(0, 0), 0b110, "bits 1 and 2 stay");
        assert!(!get(&b, 201, 0) && get(&b, 202, 0) && get(&b, 255, 0));
        b.fill_span(1, 47, 130);
        assert_eq!(b.window(0, 1), !0 << 47, "set from bit 47");
        assert_eq!((b.window(64, 1), b.window(128, 1)), (!0, 0b11));
        b.clear_span(1, 47, 130);
        assert_eq!(
            (b.window(0, 1), b.window(64, 1), b.window(128, 1)),
            (0, 0, 0)
        );
        b.put(48, 1, 16, 0x8001);
        b.clear_span(0, 0, 1000);
        assert_eq!(
            (b.window(0, 0), b.window(64, 0), b.window(192, 0)),
            (0, 0, 0)
        );
        assert_eq!(b.window(48, 1), 0x8001, "other rows keep their bits");
        assert!(!get(&b, 5000, 1));
        // Rows past the last read nothing, even where y * stride (4 words) wraps in 32 bits.
        assert_eq!(
            (b.bit(0, 3), b.bit(0, 1 << 30), b.bit(0, u32::MAX)),
            (None, None, None)
        );
    }
}
