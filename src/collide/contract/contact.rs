//! What a registered object mask touches, precomputed once per map and kept in sync with
//! cell writes: the mask's contact [`Tables`], and from them, for every top-left position
//! the tables answer (the original's tile range inside the map, no unknown id), whether it
//! touches anything ([`Reach`], one bit: the answer when not collecting or touching nothing)
//! and which cells it touches ([`Patterns`]: the hits when collecting).

use super::patterns::{bits_per_column, Patterns};
use super::reach::Reach;
use super::tables::{cells_covered, Tables, MAX_SIDE};
use super::{Hits, ObjectMask, Query, TileShapes};

/// Patterns made at set-up beyond those the level needs, per cell of a square: room for the
/// squares cell writes make (a write changes k x k squares).
const SPARE_PER_CELL: usize = 4;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Contacts {
    /// The mask's size, which a query must declare to use the lookups, as [`size_key`].
    size: u64,
    /// The lookups answer positions with `x + 15 < x_end` (as `u32`) whose `y + 15` is a
    /// row of the reach plane: the original's range inside the map. 0 while the map names
    /// an unknown id, and for masks without tables.
    x_end: u32,
    /// The hit slots' square layout for this mask's patterns ([`Hits::square_layout`]).
    square_layout: u32,
    /// `None` (and empty lookups) for an empty mask or one larger than 49 x 49.
    tables: Option<Tables>,
    /// Not an `Option`: `x_end` already keeps every query from empty ones, and
    /// the query path is short enough for one more check to show.
    lookups: (Reach, Patterns),
}

/// A declared size as one word, so checking it is one comparison.
#[inline(always)]
fn size_key(w: i32, h: i32) -> u64 {
    u64::from(w as u32) | u64::from(h as u32) << 32
}

impl Contacts {
    #[cfg(test)]
    pub(crate) fn anchors_without_pattern(&self) -> usize {
        self.lookups.1.anchors_without_pattern()
    }

    /// `cells` is the map, `rows` x `cols`, row-major; `faults` whether it names an id past
    /// the tile table; `spare` the patterns made beyond those the map needs (by default
    /// [`SPARE_PER_CELL`] per cell of a square).
    pub(crate) fn new(
        shapes: &TileShapes,
        mask: &ObjectMask,
        cells: &[u8],
        size: (usize, usize),
        faults: bool,
        spare: Option<usize>,
    ) -> Self {
        let (w, h) = (mask.width(), mask.height());
        let k = cells_covered(w.max(h)).max(2);
        let tables = Tables::new(shapes, mask, k);
        let spare = spare.unwrap_or(SPARE_PER_CELL * k * k);
        let lookups = tables.as_ref().map_or_else(
            || (Reach::empty(), Patterns::empty()),
            |t| {
                (
                    Reach::new(t, cells, size),
                    Patterns::new(t, cells, size, spare),
                )
            },
        );
        let mut contacts = Contacts {
            // Sizes past MAX_SIDE never match: such masks have no tables.
            size: size_key(w.min(MAX_SIDE + 1) as i32, h.min(MAX_SIDE + 1) as i32),
            x_end: 0,
            square_layout: Hits::square_layout(bits_per_column(k) as u32),
            tables,
            lookups,
        };
        contacts.set_faults(faults, size);
        contacts
    }

    /// Answers nothing: the contacts of a free registration slot.
    pub(crate) fn none() -> Self {
        Contacts {
            size: 0,
            x_end: 0,
            square_layout: 0,
            tables: None,
            lookups: (Reach::empty(), Patterns::empty()),
        }
    }

    /// Whether the map names an unknown id (the lookups then answer nothing: any query may
    /// fault).
    fn set_faults(&mut self, faults: bool, (_, cols): (usize, usize)) {
        self.x_end = match &self.tables {
            Some(t) if !faults => (16 * cols as i64 - t.size().0 as i64 + 15).max(0) as u32,
            _ => 0,
        };
    }

    /// Brings the lookups up to date after cell (row, col) changed.
    pub(crate) fn refresh(
        &mut self,
        at: (usize, usize),
        cells: &[u8],
        size: (usize, usize),
        faults: bool,
    ) {
        self.set_faults(faults, size);
        if let Some(tables) = &self.tables {
            let (reach, patterns) = &mut self.lookups;
            reach.refresh(tables, at, cells, size);
            patterns.refresh(tables, at, cells, size);
        }
    }

    /// The answer to `q`, a query with this mask, if the lookups give it: the mask at its
    /// own size, the original's range inside the map, no unknown id, and a pattern for the
    /// position's anchor.
    #[inline(always)]
    pub(crate) fn answer(&self, q: &Query<'_>, hits: &mut Hits) -> Option<bool> {
        // Stored positions: x + 15, y + 15, unsigned, so the checks also catch x, y < -15.
        let (px, py) = (q.x.wrapping_add(15) as u32, q.y.wrapping_add(15) as u32);
        if !(px < self.x_end && size_key(q.w, q.h) == self.size) {
            return None;
        }
        let (reach, patterns) = &self.lookups;
        // The reach plane's rows are the y the lookups answer: its bounds check `py`.
        let touches = reach.reaches(px, py)?;
        // One branch, on whether the slots take the position's hits, not one on touching
        // and another on collecting: a mixed query set predicts neither.
        if !(touches & q.collect) {
            return Some(touches);
        }
        let found = patterns.found(px, py)?;
        hits.set_square(found, self.square_layout, [q.x, q.y]);
        Some(true)
    }

    /// Bytes held by the tables and lookups.
    pub(crate) fn bytes(&self) -> usize {
        let (r, p) = &self.lookups;
        self.tables.as_ref().map_or(0, Tables::bytes) + r.bytes() + p.bytes()
    }
}
