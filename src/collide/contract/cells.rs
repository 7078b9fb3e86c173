//! The level's cells as the queries read them: the stored bytes (id and water flag), the tile
//! table they name and the bit plane drawn from both, kept in sync on every write. The map
//! owns them; both the map and the fast path read them, and only the map writes them.

use alloc::vec::Vec;

use super::plane::Plane;
use super::{ctype, Hits, Query, TileShapes, ID_MASK};

/// Cell bytes, row-major with `cols` cells a row, and what is drawn from them. (`pub` only
/// to appear in [`CellView`]: the module is private.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cells {
    rows: usize,
    cols: usize,
    bytes: Vec<u8>,
    shapes: TileShapes,
    plane: Plane,
    /// Cells whose id is past the tile table (an index fault when a query reaches them).
    unknown_ids: usize,
}

impl Cells {
    /// Takes `rows * cols` bytes (the caller checks the count) and draws the plane once.
    pub(crate) fn new(shapes: TileShapes, rows: usize, cols: usize, bytes: &[u8]) -> Self {
        let mut cells = Cells {
            rows,
            cols,
            bytes: bytes.to_vec(),
            shapes,
            plane: Plane::new(rows, cols),
            unknown_ids: 0,
        };
        for (i, &byte) in bytes.iter().enumerate() {
            cells.unknown_ids += usize::from(cells.is_unknown(byte));
            cells.paint(i / cols, i % cols);
        }
        cells
    }

    #[inline]
    pub(crate) fn rows(&self) -> usize {
        self.rows
    }

    #[inline]
    pub(crate) fn cols(&self) -> usize {
        self.cols
    }

    #[inline]
    pub(crate) fn shapes(&self) -> &TileShapes {
        &self.shapes
    }

    /// All cell bytes, row-major.
    pub(crate) fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The cell byte at (row, col), `None` outside the map.
    #[inline]
    pub(crate) fn get(&self, row: i32, col: i32) -> Option<u8> {
        self.index(row, col).map(|i| self.bytes[i])
    }

    /// Rewrites a cell byte (flag bit included) and keeps the plane in sync; the cell's
    /// (row, col), `None` outside the map (nothing written).
    pub(crate) fn set(&mut self, row: i32, col: i32, byte: u8) -> Option<(usize, usize)> {
        let i = self.index(row, col)?;
        self.unknown_ids -= usize::from(self.is_unknown(self.bytes[i]));
        self.unknown_ids += usize::from(self.is_unknown(byte));
        self.bytes[i] = byte;
        let at = (i / self.cols, i % self.cols);
        self.paint(at.0, at.1);
        Some(at)
    }

    /// Whether some cell names a tile id past the table.
    #[inline]
    pub(crate) fn has_unknown_ids(&self) -> bool {
        self.unknown_ids != 0
    }

    #[inline]
    pub(crate) fn plane(&self) -> &Plane {
        &self.plane
    }

    #[inline]
    fn index(&self, row: i32, col: i32) -> Option<usize> {
        let r = usize::try_from(row).ok().filter(|&r| r < self.rows)?;
        let c = usize::try_from(col).ok().filter(|&c| c < self.cols)?;
        Some(r * self.cols + c)
    }

    fn is_unknown(&self, byte: u8) -> bool {
        self.shapes.get(byte & ID_MASK).is_none()
    }

    /// Draws cell (r, c) into the plane; an unknown id draws no pixels (it faults instead).
    fn paint(&mut self, r: usize, c: usize) {
        let id = self.bytes[r * self.cols + c] & ID_MASK;
        let (solid, tested) = match self.shapes.tile(id) {
            Some((kind, solid)) => (*solid, kind != ctype::NONE),
            None => ([0; 16], true),
        };
        self.plane.put_cell(r, c, &solid, tested);
    }
}

/// What the fast path reads of a map: its cells and the lookups of its registered masks.
/// Sealed in effect (the module is private): [`LevelMap`](super::LevelMap) is the one map.
pub trait CellView {
    /// The map's cells.
    fn view(&self) -> &Cells;

    /// The answer of the lookups of `q.mask` if it is a registered mask itself (not an equal
    /// copy) and they answer `q`; the hit slots are then those of the answer.
    fn tabled(&self, q: &Query<'_>, hits: &mut Hits) -> Option<bool>;
}
