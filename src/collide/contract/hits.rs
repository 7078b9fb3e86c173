//! The original's five hit slots (`Y[]` tile columns, `P[]` tile rows, -1 when empty).

/// How many hits a collecting query can record; a sixth is an index fault.
pub const HIT_SLOTS: usize = 5;

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
}
