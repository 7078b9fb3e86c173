//! What a registered object mask touches, precomputed once per map and kept in sync with
//! cell writes: the mask's contact [`Tables`], and from them, for every top-left position
//! the tables answer (the original's tile range inside the map, no unknown id), whether it
//! touches anything ([`Reach`], one bit: the answer when not collecting or touching nothing)
//! and which cells it touches ([`Patterns`]: the hits when collecting).

use super::patterns::{bits_per_column, Patterns};
use super::reach::{Reach, MARGIN};
use super::tables::{cells_covered, Tables, MAX_SIDE};
use super::{Hits, ObjectMask, Query, TileShapes};

/// Patterns made at set-up beyond those the level needs, per cell of a square: room for the
/// squares cell writes make (a write changes k x k squares).
const SPARE_PER_CELL: usize = 4;

/// In declared order (`repr(C)`): what every query reads (the size, `x_end`, the reach
/// plane) first, the rest after. `inner`, read only by collecting queries, sits before the
/// lookups: placed after them, the bench's `level09` and the game's own queries measured
/// slower (December 2026).
#[derive(Clone, Debug, PartialEq, Eq)]
#[repr(C)]
pub(crate) struct Contacts {
    /// The mask's size, which a query must declare to use the lookups, as [`size_key`].
    size: u64,
    /// The lookups answer positions with `x + 15 + MARGIN < x_end` (as `u32`) whose
    /// `y + 15 + MARGIN` is a row of the reach plane: the original's range inside the map or
    /// leaving it by at most the reach plane's [`MARGIN`]. 0 while the map names an unknown
    /// id, and for masks without tables.
    x_end: u32,
    /// The hit slots' square layout for this mask's patterns ([`Hits::square_layout`]).
    square_layout: u32,
    /// The positions (x + 15, y + 15) whose range is inside the map. A collecting query
    /// outside them, in the margins, takes its slots from [`Contacts::leaving`].
    inner: (u32, u32),
    /// Not an `Option`: `x_end` already keeps every query from empty ones, and
    /// the query path is short enough for one more check to show.
    lookups: (Reach, Patterns),
    /// `None` (and empty lookups) for an empty mask or one larger than 49 x 49.
    tables: Option<Tables>,
    /// The patterns to make beyond those the map needs.
    spare: usize,
    /// How far the tables and lookups are built.
    build: Build,
}

/// How far [`Contacts::build`] has gone: the tables id by id, the reach plane row by row,
/// the anchors' squares one by one, the patterns one by one.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Build {
    /// Tile ids from `next` get their shapes.
    Tables { next: usize },
    /// Reach rows from `py` are built.
    Reach { py: usize },
    /// Anchors from `a` are scanned.
    Squares { a: usize },
    /// Patterns `p..n` are computed.
    Patterns { p: usize, n: usize },
    /// All built: the lookups answer.
    Done,
}

/// [`Contacts::build`]'s cost of a new shape's table.
pub(crate) const UNITS_SHAPE: u32 = 3_000;
/// Of allocating the lookups (zeroed planes and tables).
pub(crate) const UNITS_ALLOC: u32 = 2_000;
/// Of a reach row, per column of the map.
pub(crate) const UNITS_REACH_COL: u32 = 6;
/// Of an anchor's square, per cell of it.
pub(crate) const UNITS_ANCHOR: u32 = 12;
/// Of a pattern, per cell of its square.
pub(crate) const UNITS_PATTERN: u32 = 110;

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
    #[cfg(test)]
    pub(crate) fn new(
        shapes: &TileShapes,
        mask: &ObjectMask,
        cells: &[u8],
        size: (usize, usize),
        faults: bool,
        spare: Option<usize>,
    ) -> Self {
        let mut contacts = Contacts::begin(mask, spare);
        let mut budget = u32::MAX;
        while !contacts.build(shapes, mask, cells, size, faults, &mut budget) {}
        contacts
    }

    /// The contacts of `mask`, not built yet: they answer nothing
    /// (every query takes the general path, with the same answers) until
    /// [`Contacts::build`] has built them all. `spare` as for [`Contacts::new`].
    pub(crate) fn begin(mask: &ObjectMask, spare: Option<usize>) -> Self {
        let (w, h) = (mask.width(), mask.height());
        let k = cells_covered(w.max(h)).max(2);
        let tables = Tables::begin(mask, k);
        let build = match &tables {
            Some(_) => Build::Tables { next: 0 },
            None => Build::Done,
        };
        Contacts {
            // Sizes past MAX_SIDE never match: such masks have no tables.
            size: size_key(w.min(MAX_SIDE + 1) as i32, h.min(MAX_SIDE + 1) as i32),
            x_end: 0,
            square_layout: Hits::square_layout(bits_per_column(k) as u32),
            inner: (0, 0),
            tables,
            lookups: (Reach::empty(), Patterns::empty()),
            spare: spare.unwrap_or(SPARE_PER_CELL * k * k),
            build,
        }
    }

    /// Whether [`Contacts::build`] is done.
    pub(crate) fn built(&self) -> bool {
        self.build == Build::Done
    }

    /// Builds the tables and lookups in steps of about [`Contacts::build`]'s units, taking
    /// them from `budget` until it is spent (the last step may overdraw it); true once all
    /// is built, when the lookups start answering. `shapes`, `mask`, `cells`, `size` and
    /// `faults` as for [`Contacts::new`]; a cell write between calls goes through
    /// [`Contacts::refresh`], which keeps what is built true or starts a part again.
    ///
    /// A unit is about a nanosecond of a desktop core's time (a few hundred cycles of the
    /// PSP's): a new shape's table costs [`UNITS_SHAPE`], a reach row [`UNITS_REACH_COL`] a
    /// column of the map, an anchor's square [`UNITS_ANCHOR`] a cell of it, a pattern
    /// [`UNITS_PATTERN`] a cell of its square.
    pub(crate) fn build(
        &mut self,
        shapes: &TileShapes,
        mask: &ObjectMask,
        cells: &[u8],
        size: (usize, usize),
        faults: bool,
        budget: &mut u32,
    ) -> bool {
        if self.build == Build::Done {
            return true;
        }
        let Some(tables) = self.tables.as_mut() else {
            self.build = Build::Done;
            return true;
        };
        let k2 = (tables.k() * tables.k()) as u32;
        let (reach, patterns) = &mut self.lookups;
        while *budget > 0 {
            let cost = match &mut self.build {
                Build::Done => return true,
                Build::Tables { next } => match tables.add(shapes, mask, *next) {
                    Some(made) => {
                        *next += 1;
                        if made {
                            UNITS_SHAPE
                        } else {
                            1
                        }
                    }
                    None => {
                        *reach = Reach::begin(tables, size);
                        *patterns = Patterns::begin(tables, size);
                        self.build = Build::Reach { py: 0 };
                        UNITS_ALLOC
                    }
                },
                Build::Reach { py } => {
                    if *py < reach.rows() {
                        reach.build_row(tables, *py, cells, size);
                        *py += 1;
                        UNITS_REACH_COL * size.1 as u32
                    } else {
                        self.build = Build::Squares { a: 0 };
                        1
                    }
                }
                Build::Squares { a } => {
                    if *a < patterns.anchor_count() {
                        patterns.scan(tables, cells, size, *a);
                        *a += 1;
                        UNITS_ANCHOR * k2
                    } else {
                        let n = patterns.settle(self.spare);
                        self.build = Build::Patterns { p: 0, n };
                        UNITS_ALLOC
                    }
                }
                Build::Patterns { p, n } => {
                    if *p < *n {
                        patterns.compute(tables, *p);
                        *p += 1;
                        UNITS_PATTERN * k2
                    } else {
                        self.build = Build::Done;
                        self.set_faults(faults);
                        return true;
                    }
                }
            };
            *budget = budget.saturating_sub(cost);
        }
        false
    }

    /// Answers nothing: the contacts of a free registration slot.
    pub(crate) fn none() -> Self {
        Contacts {
            size: 0,
            x_end: 0,
            square_layout: 0,
            inner: (0, 0),
            tables: None,
            lookups: (Reach::empty(), Patterns::empty()),
            spare: 0,
            build: Build::Done,
        }
    }

    /// Whether the map names an unknown id (the lookups then answer nothing: any query may
    /// fault).
    fn set_faults(&mut self, faults: bool) {
        let reach = &self.lookups.0;
        (self.x_end, self.inner) = match self.tables {
            Some(_) if !faults && self.build == Build::Done => (reach.width(), reach.inner()),
            _ => (0, (0, 0)),
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
        self.set_faults(faults);
        let Some(tables) = &self.tables else {
            return;
        };
        let (reach, patterns) = &mut self.lookups;
        match self.build {
            Build::Done => {
                reach.refresh(tables, at, cells, size);
                patterns.refresh(tables, at, cells, size);
            }
            // Nothing read from the cells yet.
            Build::Tables { .. } => {}
            // Rows not built yet are built whole later, from the cells as they are then.
            Build::Reach { .. } => reach.refresh(tables, at, cells, size),
            // The squares scanned so far may be stale: scan them all again.
            Build::Squares { .. } | Build::Patterns { .. } => {
                reach.refresh(tables, at, cells, size);
                *patterns = Patterns::begin(tables, size);
                self.build = Build::Squares { a: 0 };
            }
        }
    }

    /// The answer to `q`, a query with this mask, if the lookups give it: the mask at its
    /// own size, the original's range inside the map, no unknown id, and a pattern for the
    /// position's anchor.
    #[inline(always)]
    pub(crate) fn answer(&self, q: &Query<'_>, hits: &mut Hits) -> Option<bool> {
        // Stored positions: x + 15 + MARGIN, y + 15 + MARGIN, unsigned, so the checks also
        // catch positions left of or above the margins.
        const OFF: i32 = 15 + MARGIN as i32;
        let (px, py) = (q.x.wrapping_add(OFF) as u32, q.y.wrapping_add(OFF) as u32);
        if !(px < self.x_end && size_key(q.w, q.h) == self.size) {
            return None;
        }
        let (reach, patterns) = &self.lookups;
        // The reach plane's rows are the y the lookups answer: its bounds check `py`.
        let touches = reach.reaches(px, py)?;
        // The query's own flag first: it is known before the bit is read, so a mispredict on
        // it does not wait for that read, where one branch on both did (on a million new
        // positions half collecting, 7.7 ns a query against 6.4). Then touching, which a
        // collecting query near solid cells mostly is.
        if !q.collect {
            return Some(touches);
        }
        if !touches {
            return Some(false);
        }
        // Past the positions whose range is inside the map, the slots are the walk's up to
        // its first read outside.
        let (ix, iy) = (px.wrapping_sub(MARGIN), py.wrapping_sub(MARGIN));
        if !(ix < self.inner.0 && iy < self.inner.1) {
            return self.leaving(q, hits);
        }
        let found = patterns.found(ix, iy)?;
        hits.set_square(found, self.square_layout, [q.x, q.y]);
        Some(true)
    }

    /// A collecting query in the margins, whose range leaves the map: the answer is `true`
    /// and the slots are the walk's before its first read outside. None when that read is
    /// the first (the first cell right of, below, left of or above the map); otherwise the
    /// pattern's cells (those off the map are empty in it), all of them when the range leaves
    /// on the right only (every in-map column is walked whole, then the next column's first
    /// read faults), the first column's when it leaves at the bottom (that column's next
    /// read faults).
    #[inline(never)]
    fn leaving(&self, q: &Query<'_>, hits: &mut Hits) -> Option<bool> {
        let patterns = &self.lookups.1;
        let (px, py) = (i64::from(q.x) + 15, i64::from(q.y) + 15);
        if !patterns.has_anchor(px, py) {
            return Some(true);
        }
        let found = patterns.found(px as u32, py as u32)?;
        let keep = if py >= i64::from(self.inner.1) {
            // The first column walked is the anchor's, or the next when the anchor is the
            // column before the map (x < 0).
            let per = patterns.per_column() as u32;
            ((1u32 << per) - 1) << (per * u32::from(q.x < 0))
        } else {
            u32::MAX
        };
        hits.set_square(found & keep, self.square_layout, [q.x, q.y]);
        Some(true)
    }

    /// Bytes held by the tables and lookups.
    pub(crate) fn bytes(&self) -> usize {
        let (r, p) = &self.lookups;
        self.tables.as_ref().map_or(0, Tables::bytes) + r.bytes() + p.bytes()
    }
}
