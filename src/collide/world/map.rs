//! A collision map placement: tile ids per cell, per-id default policies, per-cell policy
//! overrides and the revision counters that follow the seed's change rules.
//!
//! The tile id in a cell is the seed's "image id"; the policy layer sits beside it. The
//! effective policy of a cell is its override if set, else the default of its tile id, else
//! none (the cell does not collide). Overrides are interned in a small fixed palette so a
//! cell stores two bytes for each layer.

use alloc::vec;
use alloc::vec::Vec;

use super::error::Error;
use super::index::RegionIndex;
use super::policy::{TileId, TilePolicy, TileRule};
use super::shape::Aabb;
use super::terrain::Exposed;
use super::units::{Fx, Vec2, COORD_LIMIT, P, SIZE_LIMIT};

pub(crate) const EMPTY: u16 = u16::MAX;

/// How a map is created.
#[derive(Clone, Copy, Debug)]
pub struct MapDesc<'a> {
    pub width: u16,
    pub height: u16,
    pub tile_width: Fx,
    pub tile_height: Fx,
    /// World position of the top-left corner of cell (0, 0).
    pub origin: Vec2,
    /// Number of tile ids of the sheet: valid ids are `0..tile_ids`.
    pub tile_ids: u16,
    /// Default policies per tile id (the seed's `collision.tiles`).
    pub rules: &'a [TileRule],
    /// How many distinct override policies the map can hold at once.
    pub override_policies: u16,
    /// `rectangles` search: cached chunk slots (0: one per chunk of the map).
    pub index_chunks: u16,
}

impl MapDesc<'_> {
    /// An empty map at the origin with 256 tile ids, no rules, 16 override policies.
    pub fn new(width: u16, height: u16, tile_width: Fx, tile_height: Fx) -> MapDesc<'static> {
        MapDesc {
            width,
            height,
            tile_width,
            tile_height,
            origin: Vec2::ZERO,
            tile_ids: 256,
            rules: &[],
            override_policies: 16,
            index_chunks: 0,
        }
    }
}

impl<'a> MapDesc<'a> {
    pub fn rules<'b>(self, rules: &'b [TileRule]) -> MapDesc<'b> {
        MapDesc {
            width: self.width,
            height: self.height,
            tile_width: self.tile_width,
            tile_height: self.tile_height,
            origin: self.origin,
            tile_ids: self.tile_ids,
            rules,
            override_policies: self.override_policies,
            index_chunks: self.index_chunks,
        }
    }

    pub fn origin(mut self, origin: Vec2) -> Self {
        self.origin = origin;
        self
    }

    pub fn tile_ids(mut self, n: u16) -> Self {
        self.tile_ids = n;
        self
    }

    pub fn override_policies(mut self, n: u16) -> Self {
        self.override_policies = n;
        self
    }

    pub fn index_chunks(mut self, n: u16) -> Self {
        self.index_chunks = n;
        self
    }
}

#[derive(Clone, Copy, Debug)]
struct PaletteEntry {
    policy: TilePolicy,
    refs: u32,
}

/// Cell layers and policy tables: everything the index needs to read.
pub(crate) struct Cells {
    pub width: i32,
    pub height: i32,
    pub tiles: Vec<u16>,
    overrides: Vec<u16>,
    palette: Vec<PaletteEntry>,
    palette_cap: usize,
    defaults: Vec<Option<TilePolicy>>,
}

impl Cells {
    #[inline]
    pub fn policy_at(&self, idx: usize) -> Option<TilePolicy> {
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

    fn override_at(&self, idx: usize) -> Option<TilePolicy> {
        let o = self.overrides[idx];
        (o != 0).then(|| self.palette[o as usize - 1].policy)
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

/// One map placement. Reads and edits go through `World::map` / `World::map_mut`.
pub struct TileMap {
    pub(crate) cells: Cells,
    pub(crate) tw: i32,
    pub(crate) th: i32,
    pub(crate) origin: P,
    pub(crate) enabled: bool,
    collision_revision: u64,
    tile_revision: u64,
    pub(crate) index: Option<RegionIndex>,
}

impl TileMap {
    pub(crate) fn new(d: &MapDesc, rectangles: bool) -> Result<TileMap, Error> {
        let (tw, th) = (d.tile_width.to_bits(), d.tile_height.to_bits());
        if d.width == 0 || d.height == 0 {
            return Err(Error::InvalidValue("map size must be positive"));
        }
        if tw <= 0 || th <= 0 || tw > SIZE_LIMIT || th > SIZE_LIMIT {
            return Err(Error::InvalidValue("tile size out of range"));
        }
        if d.tile_ids == 0 || d.tile_ids == u16::MAX {
            return Err(Error::InvalidValue("tile id count must be 1..=65534"));
        }
        let origin = d.origin.raw();
        check_extent(origin, d.width as i32, d.height as i32, tw, th)?;
        let mut defaults = vec![None; d.tile_ids as usize];
        for rule in d.rules {
            let p = rule.policy()?;
            let slot = defaults
                .get_mut(rule.tile as usize)
                .ok_or(Error::InvalidValue("rule tile id outside the sheet"))?;
            if slot.is_some() {
                return Err(Error::InvalidValue("duplicate tile rule"));
            }
            *slot = Some(p);
        }
        let n = d.width as usize * d.height as usize;
        let cap = d.override_policies as usize;
        Ok(TileMap {
            cells: Cells {
                width: d.width as i32,
                height: d.height as i32,
                tiles: vec![EMPTY; n],
                overrides: vec![0; n],
                palette: Vec::with_capacity(cap),
                palette_cap: cap,
                defaults,
            },
            tw,
            th,
            origin,
            enabled: true,
            collision_revision: 0,
            tile_revision: 0,
            index: rectangles.then(|| {
                RegionIndex::new(d.width as i32, d.height as i32, d.index_chunks as usize)
            }),
        })
    }

    pub fn width(&self) -> u16 {
        self.cells.width as u16
    }

    pub fn height(&self) -> u16 {
        self.cells.height as u16
    }

    pub fn origin(&self) -> Vec2 {
        self.origin.to_vec()
    }

    pub fn tile_size(&self) -> (Fx, Fx) {
        (Fx::from_bits(self.tw), Fx::from_bits(self.th))
    }

    /// Whether the map takes part in collision.
    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Advanced by every change of effective or explicit collision configuration.
    pub fn collision_revision(&self) -> u64 {
        self.collision_revision
    }

    /// Advanced by every change of a cell's tile id; policy-only edits leave it alone.
    pub fn tile_revision(&self) -> u64 {
        self.tile_revision
    }

    pub(crate) fn index_of(&self, x: i32, y: i32) -> Result<usize, Error> {
        if x < 0 || y < 0 || x >= self.cells.width || y >= self.cells.height {
            return Err(Error::OutOfBounds);
        }
        Ok((y * self.cells.width + x) as usize)
    }

    pub fn tile(&self, x: i32, y: i32) -> Result<Option<TileId>, Error> {
        let t = self.cells.tiles[self.index_of(x, y)?];
        Ok((t != EMPTY).then_some(t))
    }

    /// The policy in force at a cell.
    pub fn policy(&self, x: i32, y: i32) -> Result<Option<TilePolicy>, Error> {
        Ok(self.cells.policy_at(self.index_of(x, y)?))
    }

    /// The cell's explicit override, if any.
    pub fn cell_override(&self, x: i32, y: i32) -> Result<Option<TilePolicy>, Error> {
        Ok(self.cells.override_at(self.index_of(x, y)?))
    }

    /// The default policy of a tile id.
    pub fn tile_rule(&self, tile: TileId) -> Result<Option<TilePolicy>, Error> {
        self.cells
            .defaults
            .get(tile as usize)
            .copied()
            .ok_or(Error::InvalidValue("tile id outside the sheet"))
    }

    /// Half-open point to cell conversion (may lie outside the map).
    pub fn world_to_tile(&self, p: Vec2) -> (i32, i32) {
        let p = p.raw();
        (
            (p.x - self.origin.x).div_euclid(self.tw),
            (p.y - self.origin.y).div_euclid(self.th),
        )
    }

    fn check_tile(&self, tile: Option<TileId>) -> Result<u16, Error> {
        match tile {
            None => Ok(EMPTY),
            Some(t) if (t as usize) < self.cells.defaults.len() => Ok(t),
            Some(_) => Err(Error::InvalidValue("tile id outside the sheet")),
        }
    }

    fn bump_collision(&mut self) {
        self.collision_revision = self.collision_revision.wrapping_add(1);
    }

    /// Writes a tile id (None clears the cell). The collision revision advances only when
    /// the effective policy changes; the chunk's index entry is dropped either way.
    pub fn set_tile(&mut self, x: i32, y: i32, tile: Option<TileId>) -> Result<(), Error> {
        let idx = self.index_of(x, y)?;
        let t = self.check_tile(tile)?;
        if self.cells.tiles[idx] == t {
            return Ok(());
        }
        let before = self.cells.policy_at(idx);
        self.cells.tiles[idx] = t;
        self.tile_revision = self.tile_revision.wrapping_add(1);
        if self.cells.policy_at(idx) != before {
            self.bump_collision();
        }
        if let Some(ix) = &mut self.index {
            ix.invalidate_cell(x, y);
        }
        Ok(())
    }

    /// Fills a rectangle of cells (clipped to the map) with one tile id: one collision
    /// revision step if any effective policy changed, and the whole index cache dropped.
    pub fn fill(
        &mut self,
        x: i32,
        y: i32,
        w: i32,
        h: i32,
        tile: Option<TileId>,
    ) -> Result<(), Error> {
        let t = self.check_tile(tile)?;
        let (x0, y0) = (x.max(0), y.max(0));
        let x1 = x.saturating_add(w).min(self.cells.width);
        let y1 = y.saturating_add(h).min(self.cells.height);
        let (mut tiles_changed, mut policy_changed) = (false, false);
        for cy in y0..y1 {
            for cx in x0..x1 {
                let idx = (cy * self.cells.width + cx) as usize;
                if self.cells.tiles[idx] == t {
                    continue;
                }
                let before = self.cells.policy_at(idx);
                self.cells.tiles[idx] = t;
                tiles_changed = true;
                policy_changed |= self.cells.policy_at(idx) != before;
            }
        }
        if tiles_changed {
            self.tile_revision = self.tile_revision.wrapping_add(1);
            if let Some(ix) = &mut self.index {
                ix.clear();
            }
        }
        if policy_changed {
            self.bump_collision();
        }
        Ok(())
    }

    /// Sets a cell override. An equal explicit override is a no-op; establishing an override
    /// equal to the inherited policy still counts as a change (later default edits no longer
    /// reach the cell).
    pub fn set_cell_policy(&mut self, x: i32, y: i32, policy: TilePolicy) -> Result<(), Error> {
        let idx = self.index_of(x, y)?;
        if self.cells.override_at(idx) == Some(policy) {
            return Ok(());
        }
        // Release first so a full palette can still swap this cell's own entry.
        let old = self.cells.overrides[idx];
        self.cells.release(old);
        match self.cells.intern(policy) {
            Ok(new) => self.cells.overrides[idx] = new,
            Err(e) => {
                if old != 0 {
                    self.cells.palette[old as usize - 1].refs += 1;
                }
                return Err(e);
            }
        }
        self.bump_collision();
        if let Some(ix) = &mut self.index {
            ix.invalidate_cell(x, y);
        }
        Ok(())
    }

    /// Removes a cell override (back to inheritance); a no-op when there is none.
    pub fn reset_cell_policy(&mut self, x: i32, y: i32) -> Result<(), Error> {
        let idx = self.index_of(x, y)?;
        let old = core::mem::replace(&mut self.cells.overrides[idx], 0);
        if old == 0 {
            return Ok(());
        }
        self.cells.release(old);
        self.bump_collision();
        if let Some(ix) = &mut self.index {
            ix.invalidate_cell(x, y);
        }
        Ok(())
    }

    /// Sets or clears the default policy of a tile id; an equal value is a no-op. Cached index
    /// chunks showing that id are dropped.
    pub fn set_tile_rule(&mut self, tile: TileId, policy: Option<TilePolicy>) -> Result<(), Error> {
        let slot = self
            .cells
            .defaults
            .get_mut(tile as usize)
            .ok_or(Error::InvalidValue("tile id outside the sheet"))?;
        if *slot == policy {
            return Ok(());
        }
        *slot = policy;
        self.bump_collision();
        if let Some(ix) = &mut self.index {
            ix.invalidate_tile(&self.cells, tile);
        }
        Ok(())
    }

    /// Moves the map; the next pass samples it at the new place (no velocity transfer).
    pub fn set_origin(&mut self, origin: Vec2) -> Result<(), Error> {
        let o = origin.raw();
        check_extent(o, self.cells.width, self.cells.height, self.tw, self.th)?;
        self.origin = o;
        Ok(())
    }

    /// Turns collision for the whole map on or off; clears the index cache.
    pub fn set_enabled(&mut self, on: bool) {
        if self.enabled != on {
            self.enabled = on;
            if let Some(ix) = &mut self.index {
                ix.clear();
            }
        }
    }

    /// Closed rectangle of cell (x, y).
    #[inline]
    pub(crate) fn cell_rect(&self, x: i32, y: i32) -> Aabb {
        let x0 = self.origin.x + x * self.tw;
        let y0 = self.origin.y + y * self.th;
        Aabb {
            x0,
            y0,
            x1: x0 + self.tw,
            y1: y0 + self.th,
        }
    }

    /// Cells whose closed rectangles touch the closed box `b`, clamped to the map: both sides
    /// of an exact seam are included.
    pub(crate) fn cell_range(&self, b: &Aabb) -> Option<(i32, i32, i32, i32)> {
        let lo = |v: i32, o: i32, t: i32| (v - o - 1).div_euclid(t);
        let hi = |v: i32, o: i32, t: i32| (v - o).div_euclid(t);
        let x0 = lo(b.x0, self.origin.x, self.tw).max(0);
        let y0 = lo(b.y0, self.origin.y, self.th).max(0);
        let x1 = hi(b.x1, self.origin.x, self.tw).min(self.cells.width - 1);
        let y1 = hi(b.y1, self.origin.y, self.th).min(self.cells.height - 1);
        (x0 <= x1 && y0 <= y1).then_some((x0, y0, x1, y1))
    }

    /// Which faces of cell (x, y) with policy `p` are exposed: the neighbour across the face
    /// is outside the map or lacks an equal full policy.
    pub(crate) fn exposed(&self, x: i32, y: i32, p: TilePolicy) -> Exposed {
        let (w, h) = (self.cells.width, self.cells.height);
        let same = |nx: i32, ny: i32| {
            nx >= 0
                && ny >= 0
                && nx < w
                && ny < h
                && self.cells.policy_at((ny * w + nx) as usize) == Some(p)
        };
        Exposed([
            !same(x - 1, y),
            !same(x + 1, y),
            !same(x, y - 1),
            !same(x, y + 1),
        ])
    }
}

fn check_extent(o: P, w: i32, h: i32, tw: i32, th: i32) -> Result<(), Error> {
    let ok = |o: i32, n: i32, t: i32| {
        let end = o as i64 + n as i64 * t as i64;
        (o as i64).abs() <= COORD_LIMIT as i64 && end.abs() <= COORD_LIMIT as i64
    };
    if ok(o.x, w, tw) && ok(o.y, h, th) {
        Ok(())
    } else {
        Err(Error::InvalidValue(
            "map extent beyond the coordinate limit",
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::super::policy::Response;
    use super::*;

    fn map() -> TileMap {
        let rules = [
            TileRule::new(1, Response::Solid),
            TileRule::new(2, Response::Trigger).layer(4),
        ];
        let d = MapDesc::new(5, 4, Fx::from_num(16), Fx::from_num(8)).rules(&rules);
        TileMap::new(&d, false).unwrap()
    }

    #[test]
    fn rules_are_validated() {
        let bad = [TileRule::new(1, Response::Solid).layer(0)];
        let d = MapDesc::new(2, 2, Fx::ONE, Fx::ONE).rules(&bad);
        assert!(matches!(
            TileMap::new(&d, false),
            Err(Error::InvalidValue(_))
        ));
        let dup = [
            TileRule::new(1, Response::Solid),
            TileRule::new(1, Response::Trigger),
        ];
        let d = MapDesc::new(2, 2, Fx::ONE, Fx::ONE).rules(&dup);
        assert_eq!(
            TileMap::new(&d, false).err(),
            Some(Error::InvalidValue("duplicate tile rule"))
        );
        let out = [TileRule::new(9, Response::Solid)];
        let d = MapDesc::new(2, 2, Fx::ONE, Fx::ONE).rules(&out).tile_ids(9);
        assert!(TileMap::new(&d, false).is_err());
        // Mask zero is a valid (never interacting) filter.
        let z = [TileRule::new(1, Response::Solid).mask(0)];
        assert!(TileMap::new(&MapDesc::new(2, 2, Fx::ONE, Fx::ONE).rules(&z), false).is_ok());
        assert!(TileMap::new(&MapDesc::new(0, 2, Fx::ONE, Fx::ONE), false).is_err());
        assert!(TileMap::new(&MapDesc::new(2, 2, Fx::ZERO, Fx::ONE), false).is_err());
    }

    #[test]
    fn revisions_follow_the_rules() {
        let mut m = map();
        let r0 = m.collision_revision();
        // Empty -> solid tile: effective change.
        m.set_tile(1, 1, Some(1)).unwrap();
        assert_eq!(m.collision_revision(), r0 + 1);
        assert_eq!(m.tile_revision(), 1);
        // Same tile again: nothing.
        m.set_tile(1, 1, Some(1)).unwrap();
        assert_eq!((m.collision_revision(), m.tile_revision()), (r0 + 1, 1));
        // Tile 3 has no rule, tile 0 has no rule: image-only change with equal (None) policy.
        m.set_tile(2, 2, Some(3)).unwrap();
        m.set_tile(2, 2, Some(0)).unwrap();
        assert_eq!((m.collision_revision(), m.tile_revision()), (r0 + 1, 3));
        // Override equal to the inherited policy is still a change...
        m.set_cell_policy(1, 1, TilePolicy::SOLID).unwrap();
        assert_eq!(m.collision_revision(), r0 + 2);
        // ...but the same explicit override again is not; and no image revision.
        m.set_cell_policy(1, 1, TilePolicy::SOLID).unwrap();
        assert_eq!((m.collision_revision(), m.tile_revision()), (r0 + 2, 3));
        // The override shields the cell from a default change.
        m.set_tile_rule(1, Some(TilePolicy::TRIGGER)).unwrap();
        assert_eq!(m.collision_revision(), r0 + 3);
        assert_eq!(m.policy(1, 1).unwrap(), Some(TilePolicy::SOLID));
        m.set_tile_rule(1, Some(TilePolicy::TRIGGER)).unwrap();
        assert_eq!(m.collision_revision(), r0 + 3);
        // Reset: inherits the trigger again.
        m.reset_cell_policy(1, 1).unwrap();
        assert_eq!(m.collision_revision(), r0 + 4);
        assert_eq!(m.policy(1, 1).unwrap(), Some(TilePolicy::TRIGGER));
        m.reset_cell_policy(1, 1).unwrap();
        assert_eq!(m.collision_revision(), r0 + 4);
        // Image edit between two ids with equal effective policy (now both trigger).
        let l4 = TilePolicy::new(Response::Trigger, 4, u32::MAX).unwrap();
        m.set_tile_rule(1, Some(l4)).unwrap();
        let r = m.collision_revision();
        m.set_tile(1, 1, Some(2)).unwrap();
        assert_eq!(m.collision_revision(), r);
        // Fill: one step for many changed cells, none when only images change.
        m.fill(0, 0, 5, 2, Some(1)).unwrap();
        assert_eq!(m.collision_revision(), r + 1);
        m.fill(0, 0, 5, 2, Some(2)).unwrap();
        assert_eq!(m.collision_revision(), r + 1);
        assert!(m.set_tile(5, 0, Some(1)).is_err());
        assert!(m.set_tile(0, -1, Some(1)).is_err());
        assert!(m.set_tile(0, 0, Some(256)).is_err());
    }

    #[test]
    fn palette_is_bounded_and_recycled() {
        let d = MapDesc::new(4, 1, Fx::ONE, Fx::ONE).override_policies(2);
        let mut m = TileMap::new(&d, false).unwrap();
        let p = |l| TilePolicy::new(Response::Solid, l, 1).unwrap();
        m.set_cell_policy(0, 0, p(1)).unwrap();
        m.set_cell_policy(1, 0, p(2)).unwrap();
        m.set_cell_policy(2, 0, p(2)).unwrap();
        assert_eq!(
            m.set_cell_policy(3, 0, p(3)),
            Err(Error::Capacity("override policies of the map"))
        );
        m.reset_cell_policy(0, 0).unwrap();
        m.set_cell_policy(3, 0, p(3)).unwrap();
        assert_eq!(m.cell_override(3, 0).unwrap(), Some(p(3)));
        assert_eq!(m.cell_override(1, 0).unwrap(), Some(p(2)));
        assert_eq!(m.cell_override(0, 0).unwrap(), None);
    }

    #[test]
    fn cell_range_is_closed_on_seams() {
        let m = map(); // 16 x 8 px cells
        let px = |v: i32| v * 256;
        // A box from x = 16 px to 20 px touches columns 0 (its right edge) and 1.
        let b = Aabb {
            x0: px(16),
            y0: px(1),
            x1: px(20),
            y1: px(2),
        };
        assert_eq!(m.cell_range(&b), Some((0, 0, 1, 0)));
        // Ending exactly on the seam at y = 8 px includes row 1.
        let b = Aabb {
            x0: px(1),
            y0: px(1),
            x1: px(2),
            y1: px(8),
        };
        assert_eq!(m.cell_range(&b), Some((0, 0, 0, 1)));
        // Outside the map.
        let b = Aabb {
            x0: px(-10),
            y0: px(1),
            x1: px(-1),
            y1: px(2),
        };
        assert_eq!(m.cell_range(&b), None);
        assert_eq!(m.world_to_tile(Vec2::px(16, 7)), (1, 0));
        assert_eq!(m.world_to_tile(Vec2::px(-1, 8)), (-1, 1));
    }
}
