//! The original's five hit slots (`Y[]` tile columns, `P[]` tile rows, -1 when empty).

/// How many hits a collecting query can record; a sixth is an index fault.
pub const HIT_SLOTS: usize = 5;

/// The first five of a set of hit cells of a square of up to 3 x 3 (bit `3 * dc + dr`), in
/// the original's order, as offsets from the square's first cell, and how many there are.
#[derive(Clone, Copy)]
struct Fill {
    dc: [i32; 4],
    dr: [i32; 4],
    dc5: i32,
    dr5: i32,
    len: usize,
}

/// Each set's [`Fill`], so filling the slots is a few additions (24 KiB).
static FILL_3X3: [Fill; 512] = {
    let none = Fill {
        dc: [0; 4],
        dr: [0; 4],
        dc5: 0,
        dr5: 0,
        len: 0,
    };
    let mut t = [none; 512];
    let mut f = 0;
    while f < 512 {
        let mut k = 0;
        while k < 9 {
            let n = t[f].len;
            if f >> k & 1 == 1 && n < HIT_SLOTS {
                let (dc, dr) = (k / 3, k % 3);
                if n < 4 {
                    t[f].dc[n] = dc;
                    t[f].dr[n] = dr;
                } else {
                    t[f].dc5 = dc;
                    t[f].dr5 = dr;
                }
                t[f].len += 1;
            }
            k += 1;
        }
        f += 1;
    }
    t
};

/// The hit slots as the original leaves them: filled in walk order (columns outer, rows
/// inner), -1 past the last hit. Every query clears them first, collecting or not.
///
/// Clearing only resets the count; the slots past it read as -1 (so a query that finds
/// nothing costs one store here).
#[derive(Clone)]
pub struct Hits {
    cols: [i32; HIT_SLOTS],
    rows: [i32; HIT_SLOTS],
    len: usize,
}

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
            len: 0,
        }
    }

    /// Empties every slot, as each query does on entry.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Records a hit; `false` when all five slots are taken (the original's overflow fault).
    #[inline]
    pub(crate) fn push(&mut self, col: i32, row: i32) -> bool {
        match (self.cols.get_mut(self.len), self.rows.get_mut(self.len)) {
            (Some(c), Some(r)) => {
                *c = col;
                *r = row;
                self.len += 1;
                true
            }
            _ => false,
        }
    }

    /// Fills the slots from the hit cells of a square of up to 3 x 3 cells, bit
    /// `3 * dc + dr` for cell (col0 + dc, row0 + dr), lowest bit first, as that many pushes
    /// would: a sixth hit is dropped (the caller answers `true` either way). Whether there is
    /// any hit.
    ///
    /// Without a branch: all five slots are written, those past the hits with junk that the
    /// length hides.
    #[inline(always)]
    pub(crate) fn fill_3x3(&mut self, found: u32, col0: i32, row0: i32) -> bool {
        let e = &FILL_3X3[(found & 511) as usize];
        for s in 0..4 {
            self.cols[s] = col0 + e.dc[s];
            self.rows[s] = row0 + e.dr[s];
        }
        self.cols[4] = col0 + e.dc5;
        self.rows[4] = row0 + e.dr5;
        self.len = e.len;
        found != 0
    }

    /// [`Hits::fill_3x3`] for squares of 4 x 4 cells, bit `4 * dc + dr`.
    #[inline(never)]
    pub(crate) fn fill_4x4(&mut self, found: u32, col0: i32, row0: i32) -> bool {
        let (mut rest, mut len) = (found, 0);
        for s in 0..HIT_SLOTS {
            let k = rest.trailing_zeros() as i32;
            self.cols[s] = col0 + (k >> 2);
            self.rows[s] = row0 + (k & 3);
            len += usize::from(rest != 0);
            rest &= rest.wrapping_sub(1);
        }
        self.len = len;
        found != 0
    }

    /// How many slots are filled.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The tile column of each slot (`Y[]` in the original), -1 when empty.
    pub fn cols(&self) -> [i32; HIT_SLOTS] {
        core::array::from_fn(|i| if i < self.len { self.cols[i] } else { -1 })
    }

    /// The tile row of each slot (`P[]` in the original), -1 when empty.
    pub fn rows(&self) -> [i32; HIT_SLOTS] {
        core::array::from_fn(|i| if i < self.len { self.rows[i] } else { -1 })
    }

    /// The filled slots in order, as (tile column, tile row).
    pub fn iter(&self) -> impl Iterator<Item = (i32, i32)> + '_ {
        self.cols
            .iter()
            .zip(&self.rows)
            .take(self.len)
            .map(|(&c, &r)| (c, r))
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
    fn fills_leave_the_slots_as_pushes_in_bit_order_do() {
        // Columns 3 and 4 from an odd origin, so swapped axes or offsets show.
        let (col0, row0) = (-1, 6);
        for found in 0..512u32 {
            let mut h = Hits::new();
            // Stale slots from an earlier fill must not show.
            h.fill_3x3(511, 40, 50);
            let any = h.fill_3x3(found, col0, row0);
            let (want, _) = pushed(found, 3, col0, row0);
            assert_eq!((any, &h), (found != 0, &want), "3 x 3 set {found:#b}");
        }
        for found in (0..1u32 << 16).step_by(7).chain([0xFFFF, 0x8001, 0x1F]) {
            let mut h = Hits::new();
            let any = h.fill_4x4(found, col0, row0);
            let (want, overflow) = pushed(found, 4, col0, row0);
            assert_eq!((any, &h), (found != 0, &want), "4 x 4 set {found:#b}");
            assert_eq!(overflow, found.count_ones() > 5);
        }
    }
}
