//! Where the ball meets the level: the ball's pixel-mask collision test (the original's
//! `g.collisionTest`, [`Ground::collide`], through `collide::contract`), the tile map it
//! runs on, the hit slots the last test filled, and the bricks breaking under the F ball
//! (docs/RULES.md §5.6). What a contact does (a spike's, a hoop's) is the ball's: `ball/hit.rs`.

use super::tiles;
use crate::collide::contract::{Hits, LevelMap, MaskId, Query};
use alloc::rc::Rc;

/// Breaking bricks tracked at once.
pub const BRICK_SLOTS: usize = 5;

/// A brick breaking under the F ball (docs/RULES.md §5.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Brick {
    /// Steps left; the cell's art changes at 10 and 5 and it empties at 0.
    pub timer: i32,
    /// The brick's row.
    pub row: i32,
    /// The brick's column.
    pub col: i32,
}

/// The map, its last query's hit slots and the breaking bricks.
#[derive(Clone)]
pub(crate) struct Ground {
    /// Shared by copies of a game until one of them writes a cell (copy on write): the
    /// solver keeps many thousands of copies of a level in play, nearly all with the same
    /// map and tables (about 150 KB on a 50 x 80 map). The game itself never copies, so
    /// its writes never allocate.
    map: Rc<LevelMap>,
    hits: Hits,
    bricks: [Brick; BRICK_SLOTS],
    /// Hoop cells [`Ground::mark_hit`] found no slot for since the level loaded (the
    /// original's index fault; here the cell is left out).
    hits_dropped: u32,
}

impl Ground {
    pub(crate) fn new(map: LevelMap) -> Ground {
        Ground {
            map: Rc::new(map),
            hits: Hits::new(),
            bricks: [Brick::default(); BRICK_SLOTS],
            hits_dropped: 0,
        }
    }

    /// The map as it is now.
    pub(crate) fn map(&self) -> &LevelMap {
        &self.map
    }

    /// Shares `other`'s map when the two are equal and not shared yet; true when this
    /// ground's map is `other`'s afterwards.
    pub(crate) fn share_map(&mut self, other: &Ground) -> bool {
        if Rc::ptr_eq(&self.map, &other.map) {
            return true;
        }
        if *self.map == *other.map {
            self.map = other.map.clone();
            return true;
        }
        false
    }

    /// Takes a map of its own (a copy of the shared one): writes after it never copy.
    pub(crate) fn own_map(&mut self) {
        self.map = Rc::new(LevelMap::clone(&self.map));
    }

    /// Registers a collision mask (at load).
    pub(crate) fn add_mask(&mut self, mask: crate::collide::contract::ObjectMask) -> MaskId {
        Rc::make_mut(&mut self.map).add_mask_deferred(mask)
    }

    /// Builds the masks' collision tables for about `budget` units
    /// ([`LevelMap::prepare`](crate::collide::contract::LevelMap::prepare)); true when done.
    pub(crate) fn prepare(&mut self, budget: u32) -> bool {
        self.map.prepared() || Rc::make_mut(&mut self.map).prepare(budget)
    }

    pub(crate) fn bricks(&self) -> &[Brick; BRICK_SLOTS] {
        &self.bricks
    }

    pub(crate) fn rows(&self) -> i32 {
        self.map.rows() as i32
    }

    pub(crate) fn cols(&self) -> i32 {
        self.map.cols() as i32
    }

    /// The cell byte at `(row, col)` for the original's unguarded reads: a cell outside the
    /// map reads as empty and dry (the original would fault there).
    pub(crate) fn cell_unguarded(&self, row: i32, col: i32) -> u8 {
        self.map.get(row, col).unwrap_or(tiles::EMPTY)
    }

    /// The tile id at `(row, col)` (unguarded read, see [`Ground::cell_unguarded`]).
    pub(crate) fn id_at(&self, row: i32, col: i32) -> u8 {
        tiles::id(self.cell_unguarded(row, col))
    }

    /// Rewrites the tile id of a cell, keeping its water bit.
    pub(crate) fn set_id(&mut self, row: i32, col: i32, id: u8) {
        if let Some(b) = self.map.get(row, col) {
            self.write(row, col, (b & tiles::WATER) | id);
        }
    }

    /// Writes a cell byte as it is (restoring a snapshot).
    pub(crate) fn set_cell(&mut self, row: i32, col: i32, byte: u8) {
        self.write(row, col, byte);
    }

    /// Writes a cell that changes (an unchanged one leaves a shared map shared); a cell
    /// outside the map is left alone.
    fn write(&mut self, row: i32, col: i32, byte: u8) {
        if self.map.get(row, col).is_some_and(|b| b != byte) {
            let _ = Rc::make_mut(&mut self.map).set(row, col, byte);
        }
    }

    /// The tile test of mask `mask` with its top-left corner at `(l, t)` (the original's
    /// `g.collisionTest`); with `collect` the hit slots are filled. A mask the map does not
    /// know counts as a hit.
    pub(crate) fn collide(&mut self, l: i32, t: i32, mask: MaskId, collect: bool) -> bool {
        match self.map.mask(mask) {
            Some(m) => self
                .map
                .collide(&Query::at(l, t, m, collect), &mut self.hits),
            None => true,
        }
    }

    /// Adds a cell to the hit slots (the hoops the original tests by id, not by mask).
    pub(crate) fn mark_hit(&mut self, col: i32, row: i32) {
        if !self.hits.push(col, row) {
            self.hits_dropped = self.hits_dropped.saturating_add(1);
        }
    }

    /// Hoop cells left out for want of a hit slot since the level loaded.
    pub(crate) fn hits_dropped(&self) -> u32 {
        self.hits_dropped
    }

    /// Hit slot `i` as `(col, row)`, `(-1, -1)` when empty.
    pub(crate) fn hit_cell(&self, i: usize) -> (i32, i32) {
        (self.hits.cols()[i], self.hits.rows()[i])
    }

    /// The F ball breaks a brick: the cell becomes a bare breaking frame (the water bit is
    /// dropped) and takes a timer slot, if one is free.
    pub(crate) fn break_brick(&mut self, row: i32, col: i32) {
        self.write(row, col, tiles::BREAKING_1);
        if let Some(slot) = self.bricks.iter_mut().find(|b| b.timer == 0) {
            *slot = Brick {
                timer: 15,
                row,
                col,
            };
        }
    }

    /// One step of the breaking bricks: each timer counts down through the two breaking
    /// frames to an empty cell.
    pub(crate) fn tick_bricks(&mut self) {
        for k in 0..BRICK_SLOTS {
            let b = self.bricks[k];
            if b.timer == 0 {
                continue;
            }
            let timer = b.timer - 1;
            self.bricks[k].timer = timer;
            let cell = match timer {
                10 => Some(tiles::BREAKING_1),
                5 => Some(tiles::BREAKING_2),
                0 => Some(tiles::EMPTY),
                _ => None,
            };
            if let Some(id) = cell {
                self.write(b.row, b.col, id);
            }
        }
    }
}
