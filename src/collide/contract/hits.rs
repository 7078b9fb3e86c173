//! The original's five hit slots (`Y[]` tile columns, `P[]` tile rows, -1 when empty).

/// How many hits a collecting query can record; a sixth is an index fault.
pub const HIT_SLOTS: usize = 5;

/// The hit slots as the original leaves them: filled in walk order (columns outer, rows
/// inner), -1 past the last hit. Every query clears them first, collecting or not.
///
/// Two ways to hold them, so the fast path writes at most a word and a pixel a query: slots
/// pushed one by one (the walk), or a square's set of touched cells and the query's corner,
/// read out in walk order only when the slots are looked at (`Hits::set_square`).
/// Clearing writes the one word.
#[derive(Clone)]
pub struct Hits {
    /// Pushed slots; those at or past the pushed count are stale.
    cols: [i32; HIT_SLOTS],
    rows: [i32; HIT_SLOTS],
    /// Bits 0..16: the touched cells of a square, bit `per_column * dc + dr` for cell
    /// (col0 + dc, row0 + dr); bits 16..24: `per_column`; bits 24..32: how many slots were
    /// pushed. Zero when cleared.
    state: u32,
    /// While a square is held: a pixel (x, y) of its first cell, whose column and row are
    /// x >> 4 and y >> 4 (the query's own corner, so filling copies it as it is).
    pixel: [i32; 2],
}

const SQUARE_BITS: u32 = 0xFFFF;
const PER_COLUMN_SHIFT: u32 = 16;
const PUSHED_SHIFT: u32 = 24;

impl PartialEq for Hits {
    fn eq(&self, other: &Self) -> bool {
        (self.cols(), self.rows()) == (other.cols(), other.rows())
    }
}

impl Eq for Hits {}

impl core::fmt::Debug for Hits {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Hits")
            .field("cols", &self.cols())
            .field("rows", &self.rows())
            .finish()
    }
}

impl Default for Hits {
    fn default() -> Self {
        Hits::new()
    }
}

impl Hits {
    /// All slots empty (-1).
    pub const fn new() -> Self {
        Hits {
            cols: [-1; HIT_SLOTS],
            rows: [-1; HIT_SLOTS],
            state: 0,
            pixel: [0; 2],
        }
    }

    /// Empties every slot, as each query does on entry.
    #[inline(always)]
    pub fn clear(&mut self) {
        self.state = 0;
    }

    /// Records a hit after a clear or other pushes; `false` when all five slots are taken
    /// (the original's overflow fault).
    #[inline]
    pub(crate) fn push(&mut self, col: i32, row: i32) -> bool {
        let n = (self.state >> PUSHED_SHIFT & 0xFF) as usize;
        match (self.cols.get_mut(n), self.rows.get_mut(n)) {
            (Some(c), Some(r)) => {
                *c = col;
                *r = row;
                self.state += 1 << PUSHED_SHIFT;
                true
            }
            _ => false,
        }
    }

    /// The square layout for [`Hits::set_square`]: `per_column` bits a column (3 or 4).
    pub(crate) const fn square_layout(per_column: u32) -> u32 {
        per_column << PER_COLUMN_SHIFT
    }

    /// Sets the slots, in place of a clear, to the cells of a square marked in `found` (bit
    /// `per_column * dc + dr`, up to 16 bits, `layout` from [`Hits::square_layout`]) from the
    /// cell holding pixel (`x`, `y`), lowest bit first, as that many pushes would: a sixth
    /// hit is dropped (the caller answers `true` either way). Two stores, no branch: the
    /// pixel is the query's corner as it is, one 8-byte copy.
    #[inline(always)]
    pub(crate) fn set_square(&mut self, found: u32, layout: u32, [x, y]: [i32; 2]) {
        self.state = (found & SQUARE_BITS) | layout;
        self.pixel = [x, y];
    }

    /// The filled slots in order, as (tile column, tile row), from whichever form holds them.
    fn slots(&self) -> ([i32; HIT_SLOTS], [i32; HIT_SLOTS], usize) {
        let (mut cols, mut rows) = ([-1; HIT_SLOTS], [-1; HIT_SLOTS]);
        let square = self.state & SQUARE_BITS;
        if square == 0 {
            let n = ((self.state >> PUSHED_SHIFT & 0xFF) as usize).min(HIT_SLOTS);
            cols[..n].copy_from_slice(&self.cols[..n]);
            rows[..n].copy_from_slice(&self.rows[..n]);
            return (cols, rows, n);
        }
        let per_column = ((self.state >> PER_COLUMN_SHIFT) & 0xFF).max(1) as i32;
        let [col0, row0] = self.pixel.map(|v| v >> 4);
        let mut rest = square;
        let mut n = 0;
        while rest != 0 && n < HIT_SLOTS {
            let k = rest.trailing_zeros() as i32;
            cols[n] = col0 + k / per_column;
            rows[n] = row0 + k % per_column;
            rest &= rest - 1;
            n += 1;
        }
        (cols, rows, n)
    }

    /// How many slots are filled.
    pub fn len(&self) -> usize {
        self.slots().2
    }

    /// No slot filled.
    pub fn is_empty(&self) -> bool {
        self.state & (SQUARE_BITS | 0xFF << PUSHED_SHIFT) == 0
    }

    /// The tile column of each slot (`Y[]` in the original), -1 when empty.
    pub fn cols(&self) -> [i32; HIT_SLOTS] {
        self.slots().0
    }

    /// The tile row of each slot (`P[]` in the original), -1 when empty.
    pub fn rows(&self) -> [i32; HIT_SLOTS] {
        self.slots().1
    }

    /// The filled slots in order, as (tile column, tile row).
    pub fn iter(&self) -> impl Iterator<Item = (i32, i32)> {
        let (cols, rows, n) = self.slots();
        cols.into_iter().zip(rows).take(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_slots_then_overflow_and_clear_resets_to_minus_one() {
        let mut h = Hits::new();
        for i in 0..5 {
            assert!(h.push(i, 10 + i));
        }
        assert!(!h.push(9, 9), "a sixth hit overflows");
        assert_eq!(h.cols(), [0, 1, 2, 3, 4]);
        assert_eq!(h.rows(), [10, 11, 12, 13, 14]);
        assert_eq!(h.iter().nth(4), Some((4, 14)));
        h.clear();
        assert_eq!((h.cols(), h.rows(), h.len()), ([-1; 5], [-1; 5], 0));
        assert_eq!(h, Hits::new());
        assert!(h.push(7, 8));
        assert_eq!(h.cols(), [7, -1, -1, -1, -1], "no stale slot shows");
        assert_eq!(h.rows(), [8, -1, -1, -1, -1]);
    }

    /// What pushing the set bits of `found` (bit `per_column * dc + dr`) in order leaves.
    fn pushed(found: u32, per_column: u32, col0: i32, row0: i32) -> (Hits, bool) {
        let mut h = Hits::new();
        let mut overflow = false;
        for k in (0..16).filter(|k| found >> k & 1 == 1) {
            let (dc, dr) = ((k / per_column) as i32, (k % per_column) as i32);
            overflow |= !h.push(col0 + dc, row0 + dr);
        }
        (h, overflow)
    }

    #[test]
    fn squares_read_as_pushes_in_bit_order() {
        // Columns 3 and 4 from an odd origin, so swapped axes or offsets show.
        let (col0, row0) = (-1, 6);
        let sets = (0..512u32).map(|f| (f, 3)).chain(
            (0..1u32 << 16)
                .step_by(7)
                .chain([0xFFFF, 0x8001, 0x1F])
                .map(|f| (f, 4)),
        );
        for (found, per_column) in sets {
            let mut h = Hits::new();
            // Stale pushed slots must not show.
            for i in 0..5 {
                h.push(40 + i, 50);
            }
            // A pixel inside the first cell, not its corner, so a missing shift shows.
            h.set_square(
                found,
                Hits::square_layout(per_column),
                [col0 * 16 + 9, row0 * 16 + 15],
            );
            let (want, overflow) = pushed(found, per_column, col0, row0);
            assert_eq!(h, want, "{per_column} x {per_column} set {found:#b}");
            assert_eq!(h.len(), want.len());
            assert_eq!(h.is_empty(), found == 0);
            assert!(h.iter().eq(want.iter()));
            assert_eq!(overflow, found.count_ones() > 5);
            // Nor a stale square after a clear and pushes.
            h.clear();
            assert!(h.is_empty() && h.push(-7, 9));
            assert_eq!(
                (h.cols(), h.rows()),
                ([-7, -1, -1, -1, -1], [9, -1, -1, -1, -1])
            );
        }
    }
}
