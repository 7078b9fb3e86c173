//! The cell layers of a map: the tile id of every cell, the per-cell policy overrides
//! (interned in a small fixed palette, so a cell stores two bytes for each layer) and the
//! default policy of every tile id. Both the map and its candidate index read them; only
//! the map edits them.

use alloc::vec;
use alloc::vec::Vec;

use super::error::Error;
use super::policy::{TileId, TilePolicy};

/// The stored tile of a cell without one.
pub(crate) const EMPTY: u16 = u16::MAX;

#[derive(Clone, Copy, Debug)]
struct PaletteEntry {
    policy: TilePolicy,
    refs: u32,
}

/// What a tile write changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct TileEdit {
    /// The cell's tile id changed.
    pub tile: bool,
    /// The cell's effective policy changed with it.
    pub policy: bool,
}

/// Cell layers and policy tables, row-major with `width` cells a row.
pub(crate) struct Cells {
    width: i32,
    height: i32,
    tiles: Vec<u16>,
    overrides: Vec<u16>,
    palette: Vec<PaletteEntry>,
    palette_cap: usize,
    defaults: Vec<Option<TilePolicy>>,
}

impl Cells {
    /// Empty cells without overrides; `defaults` holds one entry per tile id of the sheet.
    pub(super) fn new(
        width: i32,
        height: i32,
        defaults: Vec<Option<TilePolicy>>,
        palette_cap: usize,
    ) -> Cells {
        let n = width as usize * height as usize;
        Cells {
            width,
            height,
            tiles: vec![EMPTY; n],
            overrides: vec![0; n],
            palette: Vec::with_capacity(palette_cap),
            palette_cap,
            defaults,
        }
    }

    pub(super) fn width(&self) -> i32 {
        self.width
    }

    pub(super) fn height(&self) -> i32 {
        self.height
    }

    /// Number of tile ids of the sheet: valid ids are below it.
    pub(super) fn tile_ids(&self) -> usize {
        self.defaults.len()
    }

    /// The tile id of cell `idx`, if it has one.
    #[inline]
    pub(super) fn tile(&self, idx: usize) -> Option<TileId> {
        let t = self.tiles[idx];
        (t != EMPTY).then_some(t)
    }

    /// The effective policy of cell `idx`: its override, else its tile's default.
    #[inline]
    pub(super) fn policy_at(&self, idx: usize) -> Option<TilePolicy> {
        let o = self.overrides[idx];
        if o != 0 {
            return Some(self.palette[o as usize - 1].policy);
        }
        let t = self.tiles[idx];
        if t == EMPTY {
            None
        } else {
            self.defaults[t as usize]
        }
    }

    /// The explicit override of cell `idx`, if any.
    pub(super) fn override_at(&self, idx: usize) -> Option<TilePolicy> {
        let o = self.overrides[idx];
        (o != 0).then(|| self.palette[o as usize - 1].policy)
    }

    /// The default policy of a tile id; None when the id is outside the sheet.
    pub(super) fn default_of(&self, tile: TileId) -> Option<Option<TilePolicy>> {
        self.defaults.get(tile as usize).copied()
    }

    /// Whether a cell of the rectangle `x0..x1` by `y0..y1` shows tile `t`.
    pub(super) fn shows(&self, (x0, x1): (i32, i32), (y0, y1): (i32, i32), t: u16) -> bool {
        (y0..y1).any(|y| {
            let row = (y * self.width) as usize;
            self.tiles[row + x0 as usize..row + x1 as usize].contains(&t)
        })
    }

    /// Writes the stored tile of cell `idx` (`t` already checked against the sheet).
    pub(super) fn set_tile(&mut self, idx: usize, t: u16) -> TileEdit {
        if self.tiles[idx] == t {
            return TileEdit::default();
        }
        let before = self.policy_at(idx);
        self.tiles[idx] = t;
        TileEdit {
            tile: true,
            policy: self.policy_at(idx) != before,
        }
    }

    /// Sets the default policy of a tile id; `Ok(false)` when it was already that.
    pub(super) fn set_default(
        &mut self,
        tile: TileId,
        policy: Option<TilePolicy>,
    ) -> Result<bool, Error> {
        let slot = self
            .defaults
            .get_mut(tile as usize)
            .ok_or(Error::InvalidValue("tile id outside the sheet"))?;
        if *slot == policy {
            return Ok(false);
        }
        *slot = policy;
        Ok(true)
    }

    /// Sets the override of cell `idx`; `Ok(false)` when it was already that override.
    pub(super) fn set_override(&mut self, idx: usize, policy: TilePolicy) -> Result<bool, Error> {
        if self.override_at(idx) == Some(policy) {
            return Ok(false);
        }
        // Release first so a full palette can still swap this cell's own entry.
        let old = self.overrides[idx];
        self.release(old);
        match self.intern(policy) {
            Ok(new) => self.overrides[idx] = new,
            Err(e) => {
                if old != 0 {
                    self.palette[old as usize - 1].refs += 1;
                }
                return Err(e);
            }
        }
        Ok(true)
    }

    /// Drops the override of cell `idx`; false when there was none.
    pub(super) fn reset_override(&mut self, idx: usize) -> bool {
        let old = core::mem::replace(&mut self.overrides[idx], 0);
        if old == 0 {
            return false;
        }
        self.release(old);
        true
    }

    fn intern(&mut self, p: TilePolicy) -> Result<u16, Error> {
        if let Some(i) = self
            .palette
            .iter()
            .position(|e| e.refs > 0 && e.policy == p)
        {
            self.palette[i].refs += 1;
            return Ok(i as u16 + 1);
        }
        if let Some(i) = self.palette.iter().position(|e| e.refs == 0) {
            self.palette[i] = PaletteEntry { policy: p, refs: 1 };
            return Ok(i as u16 + 1);
        }
        if self.palette.len() < self.palette_cap {
            self.palette.push(PaletteEntry { policy: p, refs: 1 });
            return Ok(self.palette.len() as u16);
        }
        Err(Error::Capacity("override policies of the map"))
    }

    fn release(&mut self, o: u16) {
        if o != 0 {
            let e = &mut self.palette[o as usize - 1];
            e.refs = e.refs.saturating_sub(1);
        }
    }
}
