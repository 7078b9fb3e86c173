//! The level's tile map: its cells (bytes as stored, the tile table they name, the bit plane
//! drawn from them) and the masks registered with it, kept in sync on every write.

#[cfg(any(test, all(feature = "std", not(target_os = "psp"))))]
use alloc::vec::Vec;

use super::cells::{CellView, Cells};
use super::contact::Contacts;
use super::registered::{MaskId, Registered};
use super::{fast, Hits, ObjectMask, Query, TileShapes};

/// The largest row or column count (the level format stores both as one byte).
pub const MAX_MAP_DIM: usize = 255;

/// A map the constructor cannot build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MapError {
    /// `cells.len()` is not `rows * cols`.
    CellCount {
        /// The rows asked for.
        rows: usize,
        /// The columns asked for.
        cols: usize,
        /// The cells given.
        cells: usize,
    },
    /// More than [`MAX_MAP_DIM`] rows or columns.
    TooLarge {
        /// The rows asked for.
        rows: usize,
        /// The columns asked for.
        cols: usize,
    },
}

impl core::fmt::Display for MapError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            MapError::CellCount { rows, cols, cells } => {
                write!(
                    f,
                    "a {rows}x{cols} map needs {} cells, got {cells}",
                    rows * cols
                )
            }
            MapError::TooLarge { rows, cols } => write!(
                f,
                "a {rows}x{cols} map is larger than {MAX_MAP_DIM}x{MAX_MAP_DIM}"
            ),
        }
    }
}

impl core::error::Error for MapError {}

/// A write to a cell outside the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutsideMap;

/// The level's tile map (`R[row][col]` in the original). Cells keep the whole stored byte;
/// collision reads only `cell & 0x7F`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelMap {
    cells: Cells,
    /// Registered masks with their contact tables (which answer nothing for masks too large
    /// for them).
    masks: Registered,
    #[cfg(all(feature = "std", not(target_os = "psp")))]
    recorder: super::record::Recorder,
}

impl LevelMap {
    /// Takes the tile table and `rows * cols` cell bytes in row-major order; builds the bit
    /// plane once (about `rows * cols * 32` bytes).
    ///
    /// # Errors
    ///
    /// [`MapError::TooLarge`] for more than [`MAX_MAP_DIM`] rows or columns;
    /// [`MapError::CellCount`] when `cells` is not `rows * cols` long.
    pub fn new(
        shapes: TileShapes,
        rows: usize,
        cols: usize,
        cells: &[u8],
    ) -> Result<Self, MapError> {
        if rows > MAX_MAP_DIM || cols > MAX_MAP_DIM {
            return Err(MapError::TooLarge { rows, cols });
        }
        if cells.len() != rows * cols {
            return Err(MapError::CellCount {
                rows,
                cols,
                cells: cells.len(),
            });
        }
        Ok(LevelMap {
            cells: Cells::new(shapes, rows, cols, cells),
            masks: Registered::default(),
            #[cfg(all(feature = "std", not(target_os = "psp")))]
            recorder: Default::default(),
        })
    }

    /// Rows of cells (reading a row outside them is an index fault).
    pub fn rows(&self) -> usize {
        self.cells.rows()
    }

    /// Columns of cells (reading a column outside them is an index fault).
    pub fn cols(&self) -> usize {
        self.cells.cols()
    }

    /// The tile table the cells name.
    pub fn shapes(&self) -> &TileShapes {
        self.cells.shapes()
    }

    /// All cell bytes, row-major.
    pub fn cells(&self) -> &[u8] {
        self.cells.bytes()
    }

    /// The cell byte at (row, col), `None` outside the map.
    #[inline]
    pub fn get(&self, row: i32, col: i32) -> Option<u8> {
        self.cells.get(row, col)
    }

    /// Rewrites a cell byte (flag bit included) and keeps the bit plane in sync.
    ///
    /// # Errors
    ///
    /// [`OutsideMap`] for a cell outside the map; nothing changes.
    pub fn set(&mut self, row: i32, col: i32, byte: u8) -> Result<(), OutsideMap> {
        let at = self.cells.set(row, col, byte).ok_or(OutsideMap)?;
        let cells = &self.cells;
        let faults = cells.has_unknown_ids();
        for contacts in self.masks.contacts_mut() {
            contacts.refresh(at, cells.bytes(), (cells.rows(), cells.cols()), faults);
        }
        Ok(())
    }

    /// Takes an object mask the game queries often (the ball's) and precomputes what it
    /// touches: its contact with every tile shape; for every position on the map whether it
    /// touches anything (one more bit per map pixel, and 64 around the map, where a range
    /// leaving it answers `true`); and the hit pattern of every distinct
    /// square of cells a position can cover (256 answers each, shared by the map's cells with
    /// that square), all kept in sync by [`LevelMap::set`]. Queries made with
    /// [`LevelMap::mask`]`(id)` at the mask's own size then cost one bit when nothing is
    /// touched or hits are not collected, and two reads and a table lookup otherwise (masks up
    /// to 49 x 49). Other masks work too, more slowly. The first four registered are found
    /// from the mask's address alone (one subtraction and one test); later ones by a search, and
    /// each cell write updates them all, so keep this to a handful.
    pub fn add_mask(&mut self, mask: ObjectMask) -> MaskId {
        self.register(mask, None)
    }

    /// [`LevelMap::add_mask`] with room for `spare` more hit patterns than the map needs.
    #[cfg(test)]
    pub(crate) fn add_mask_with_spare(&mut self, mask: ObjectMask, spare: usize) -> MaskId {
        self.register(mask, Some(spare))
    }

    fn register(&mut self, mask: ObjectMask, spare: Option<usize>) -> MaskId {
        let id = self.add_mask_unbuilt(mask, spare);
        while !self.prepare(u32::MAX) {}
        id
    }

    /// [`LevelMap::add_mask`], but the tables are built later, in steps, by
    /// [`LevelMap::prepare`]: until they are all built, queries with the mask take the
    /// general path (the same answers and slots, more slowly). For a level loaded while a
    /// screen shows, the work spread over its frames.
    pub fn add_mask_deferred(&mut self, mask: ObjectMask) -> MaskId {
        self.add_mask_unbuilt(mask, None)
    }

    fn add_mask_unbuilt(&mut self, mask: ObjectMask, spare: Option<usize>) -> MaskId {
        let contacts = Contacts::begin(&mask, spare);
        self.masks.push(mask, contacts)
    }

    /// Builds the registered masks' tables (see [`LevelMap::add_mask_deferred`]) for about
    /// `budget` units of work (a unit is about a nanosecond of a desktop core; on the PSP
    /// at 222 MHz about 80 ns); true when all are built. Cell writes may come between calls.
    pub fn prepare(&mut self, mut budget: u32) -> bool {
        let cells = &self.cells;
        let size = (cells.rows(), cells.cols());
        let faults = cells.has_unknown_ids();
        for (mask, contacts) in self.masks.iter_mut() {
            if !contacts.build(
                cells.shapes(),
                mask,
                cells.bytes(),
                size,
                faults,
                &mut budget,
            ) {
                return false;
            }
        }
        true
    }

    /// Whether every registered mask's tables are built ([`LevelMap::prepare`]).
    pub fn prepared(&self) -> bool {
        self.masks.iter().all(|(_, c)| c.built())
    }

    /// What the registered masks' lookups answer to `q` (`None`: the general path's).
    #[cfg(test)]
    pub(crate) fn masks_answer(&self, q: &Query<'_>) -> Option<bool> {
        self.tabled(q, &mut Hits::new())
    }

    /// How many anchors of each registered mask have no hit pattern.
    #[cfg(test)]
    pub(crate) fn anchors_without_pattern(&self) -> Vec<usize> {
        self.masks
            .iter()
            .map(|(_, c)| c.anchors_without_pattern())
            .collect()
    }

    /// A registered mask, to query with (`None` for an id from another map).
    pub fn mask(&self, id: MaskId) -> Option<&ObjectMask> {
        self.masks.get(id).map(|(m, _)| m)
    }

    /// The game's collision query ([`fast`]).
    #[inline]
    pub fn collide(&self, query: &Query<'_>, hits: &mut Hits) -> bool {
        #[cfg(all(feature = "std", not(target_os = "psp")))]
        self.recorder.note(query, || self.masks.id_of(query.mask));
        fast::collide(self, query, hits)
    }

    /// Host builds: starts keeping every query made through [`LevelMap::collide`] (the
    /// game's path), emptying what was kept before.
    #[cfg(all(feature = "std", not(target_os = "psp")))]
    pub fn record_queries(&self) {
        self.recorder.start();
    }

    /// Host builds: stops keeping queries and returns them in the order they were made.
    #[cfg(all(feature = "std", not(target_os = "psp")))]
    pub fn take_recorded(&self) -> Vec<super::Recorded> {
        self.recorder.take()
    }

    /// Bytes the fast path keeps beyond the cells: the level planes, and each registered
    /// mask's tables and lookups (what a level costs in memory besides its cells).
    pub fn fast_path_bytes(&self) -> usize {
        let masks = self.masks.iter().map(|(_, c)| c.bytes());
        self.cells.plane().bytes() + masks.sum::<usize>()
    }
}

impl CellView for LevelMap {
    #[inline(always)]
    fn view(&self) -> &Cells {
        &self.cells
    }

    #[inline(always)]
    fn tabled(&self, q: &Query<'_>, hits: &mut Hits) -> Option<bool> {
        self.masks.find(q.mask)?.answer(q, hits)
    }
}
