//! A collision map placement: tile ids per cell, per-id default policies, per-cell policy
//! overrides and the revision counters that follow the change rules of `docs/ENGINE.md`.
//!
//! The tile id in a cell is the picture's frame index; the policy layer sits beside it. The
//! effective policy of a cell is its override if set, else the default of its tile id, else
//! none (the cell does not collide). The layers themselves are `cells.rs`; the optional
//! candidate index beside them is `index.rs`.

use alloc::vec;

use super::cells::{Cells, EMPTY};
use super::error::Error;
use super::index::{CacheCounts, Region, RegionIndex};
use super::policy::{TileId, TilePolicy, TileRule};
use super::shape::Aabb;
use super::terrain::Exposed;
use super::units::{Fx, Vec2, COORD_LIMIT, P, SIZE_LIMIT};

/// How a map is created.
#[derive(Clone, Copy, Debug)]
pub struct MapDesc<'a> {
    /// Cells a row.
    pub width: u16,
    /// Cell rows.
    pub height: u16,
    /// Cell width in world units (need not be square).
    pub tile_width: Fx,
    /// Cell height in world units.
    pub tile_height: Fx,
    /// World position of the top-left corner of cell (0, 0).
    pub origin: Vec2,
    /// Number of tile ids of the sheet: valid ids are `0..tile_ids`.
    pub tile_ids: u16,
    /// Default policies per tile id (the map's collision rules).
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
    /// Sets the default policies (builder style; the rules may borrow for a shorter time).
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

    /// Places cell (0, 0) at `origin`.
    pub fn origin(mut self, origin: Vec2) -> Self {
        self.origin = origin;
        self
    }

    /// Sets the sheet's frame count: ids at or past it are refused.
    pub fn tile_ids(mut self, n: u16) -> Self {
        self.tile_ids = n;
        self
    }

    /// Sizes the override palette: more distinct overrides at once fail with `Capacity`.
    pub fn override_policies(mut self, n: u16) -> Self {
        self.override_policies = n;
        self
    }

    /// Bounds the `rectangles` cache (least recently used chunks are rebuilt when needed).
    pub fn index_chunks(mut self, n: u16) -> Self {
        self.index_chunks = n;
        self
    }
}

/// Where a map's cells lie in the world. A copy stays usable while the map's index is
/// borrowed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Geometry {
    origin: P,
    tw: i32,
    th: i32,
}

impl Geometry {
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

    /// Closed rectangle of the cells `x0..=x1` by `y0..=y1`.
    pub(crate) fn span_rect(&self, x0: i32, y0: i32, x1: i32, y1: i32) -> Aabb {
        Aabb {
            x0: self.origin.x + x0 * self.tw,
            y0: self.origin.y + y0 * self.th,
            x1: self.origin.x + (x1 + 1) * self.tw,
            y1: self.origin.y + (y1 + 1) * self.th,
        }
    }
}

/// One map placement. Reads and edits go through `World::map` / `World::map_mut`.
pub struct WorldMap {
    cells: Cells,
    geo: Geometry,
    enabled: bool,
    collision_revision: u64,
    tile_revision: u64,
    index: Option<RegionIndex>,
}

impl WorldMap {
    pub(crate) fn new(d: &MapDesc, rectangles: bool) -> Result<WorldMap, Error> {
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
        let (w, h) = (d.width as i32, d.height as i32);
        Ok(WorldMap {
            cells: Cells::new(w, h, defaults, d.override_policies as usize),
            geo: Geometry { origin, tw, th },
            enabled: true,
            collision_revision: 0,
            tile_revision: 0,
            index: rectangles.then(|| RegionIndex::new(w, h, d.index_chunks as usize)),
        })
    }

    /// Cells a row.
    pub fn width(&self) -> u16 {
        self.cells.width() as u16
    }

    /// Cell rows.
    pub fn height(&self) -> u16 {
        self.cells.height() as u16
    }

    /// World position of cell (0, 0)'s top-left corner.
    pub fn origin(&self) -> Vec2 {
        self.geo.origin.to_vec()
    }

    /// Cell width and height in world units.
    pub fn tile_size(&self) -> (Fx, Fx) {
        (Fx::from_bits(self.geo.tw), Fx::from_bits(self.geo.th))
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
        if x < 0 || y < 0 || x >= self.cells.width() || y >= self.cells.height() {
            return Err(Error::OutOfBounds);
        }
        Ok((y * self.cells.width() + x) as usize)
    }

    /// The tile id at a cell (None: empty); `OutOfBounds` outside the map.
    ///
    /// # Errors
    ///
    /// [`Error::OutOfBounds`] for a cell outside the map.
    pub fn tile(&self, x: i32, y: i32) -> Result<Option<TileId>, Error> {
        Ok(self.cells.tile(self.index_of(x, y)?))
    }

    /// The policy in force at a cell.
    ///
    /// # Errors
    ///
    /// [`Error::OutOfBounds`] for a cell outside the map.
    pub fn policy(&self, x: i32, y: i32) -> Result<Option<TilePolicy>, Error> {
        Ok(self.cells.policy_at(self.index_of(x, y)?))
    }

    /// The cell's explicit override, if any.
    ///
    /// # Errors
    ///
    /// [`Error::OutOfBounds`] for a cell outside the map.
    pub fn cell_override(&self, x: i32, y: i32) -> Result<Option<TilePolicy>, Error> {
        Ok(self.cells.override_at(self.index_of(x, y)?))
    }

    /// The default policy of a tile id.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidValue`] for a tile id at or past [`MapDesc::tile_ids`].
    pub fn tile_rule(&self, tile: TileId) -> Result<Option<TilePolicy>, Error> {
        self.cells
            .default_of(tile)
            .ok_or(Error::InvalidValue("tile id outside the sheet"))
    }

    /// Half-open point to cell conversion (may lie outside the map).
    pub fn world_to_tile(&self, p: Vec2) -> (i32, i32) {
        let p = p.raw();
        let g = &self.geo;
        (
            (p.x - g.origin.x).div_euclid(g.tw),
            (p.y - g.origin.y).div_euclid(g.th),
        )
    }

    fn check_tile(&self, tile: Option<TileId>) -> Result<u16, Error> {
        match tile {
            None => Ok(EMPTY),
            Some(t) if (t as usize) < self.cells.tile_ids() => Ok(t),
            Some(_) => Err(Error::InvalidValue("tile id outside the sheet")),
        }
    }

    fn bump_collision(&mut self) {
        self.collision_revision = self.collision_revision.wrapping_add(1);
    }

    /// Writes a tile id (None clears the cell). The collision revision advances only when
    /// the effective policy changes; the chunk's index entry is dropped either way.
    ///
    /// # Errors
    ///
    /// [`Error::OutOfBounds`] for a cell outside the map. [`Error::InvalidValue`] for a tile id
    /// at or past [`MapDesc::tile_ids`]. The map is unchanged.
    pub fn set_tile(&mut self, x: i32, y: i32, tile: Option<TileId>) -> Result<(), Error> {
        let idx = self.index_of(x, y)?;
        let t = self.check_tile(tile)?;
        let edit = self.cells.set_tile(idx, t);
        if !edit.tile {
            return Ok(());
        }
        self.tile_revision = self.tile_revision.wrapping_add(1);
        if edit.policy {
            self.bump_collision();
        }
        if let Some(ix) = &mut self.index {
            ix.invalidate_cell(x, y);
        }
        Ok(())
    }

    /// Fills the `w` x `h` rectangle of cells at (x, y) with one tile id: one collision
    /// revision step if any effective policy changed, and the whole index cache dropped. Like
    /// the cell writes, every cell must lie in the map; [`WorldMap::fill_clipped`] paints only
    /// the part inside instead.
    ///
    /// # Errors
    ///
    /// [`Error::OutOfBounds`] when the rectangle reaches outside the map (checked first, as for
    /// [`WorldMap::set_tile`]); [`Error::InvalidValue`] for a negative size or a tile id at or
    /// past [`MapDesc::tile_ids`]. The map is unchanged.
    pub fn fill(
        &mut self,
        x: i32,
        y: i32,
        w: i32,
        h: i32,
        tile: Option<TileId>,
    ) -> Result<(), Error> {
        if w < 0 || h < 0 {
            return Err(Error::InvalidValue("fill size must not be negative"));
        }
        let inside = |o: i32, n: i32, side: i32| o >= 0 && o <= side && n <= side - o;
        if !inside(x, w, self.cells.width()) || !inside(y, h, self.cells.height()) {
            return Err(Error::OutOfBounds);
        }
        let t = self.check_tile(tile)?;
        self.write_rect(x, y, x + w, y + h, t);
        Ok(())
    }

    /// Fills the part of the rectangle that lies in the map (a brush painting over an edge);
    /// the rest is ignored, so a rectangle wholly outside changes nothing. Otherwise as
    /// [`WorldMap::fill`].
    ///
    /// # Errors
    ///
    /// [`Error::InvalidValue`] for a tile id at or past [`MapDesc::tile_ids`]. The map is
    /// unchanged.
    pub fn fill_clipped(
        &mut self,
        x: i32,
        y: i32,
        w: i32,
        h: i32,
        tile: Option<TileId>,
    ) -> Result<(), Error> {
        let t = self.check_tile(tile)?;
        let (x0, y0) = (x.max(0), y.max(0));
        let x1 = x.saturating_add(w.max(0)).min(self.cells.width());
        let y1 = y.saturating_add(h.max(0)).min(self.cells.height());
        self.write_rect(x0, y0, x1, y1, t);
        Ok(())
    }

    /// Writes `t` into the cells `x0..x1` by `y0..y1` (already inside the map).
    fn write_rect(&mut self, x0: i32, y0: i32, x1: i32, y1: i32, t: u16) {
        let width = self.cells.width();
        let (mut tiles_changed, mut policy_changed) = (false, false);
        for cy in y0..y1 {
            for cx in x0..x1 {
                let edit = self.cells.set_tile((cy * width + cx) as usize, t);
                tiles_changed |= edit.tile;
                policy_changed |= edit.policy;
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
    }

    /// Sets a cell override. An equal explicit override is a no-op; establishing an override
    /// equal to the inherited policy still counts as a change (later default edits no longer
    /// reach the cell).
    ///
    /// # Errors
    ///
    /// [`Error::OutOfBounds`] for a cell outside the map. [`Error::Capacity`] when the map's
    /// [`MapDesc::override_policies`] are all in use by other cells (the cell keeps its
    /// override).
    pub fn set_cell_policy(&mut self, x: i32, y: i32, policy: TilePolicy) -> Result<(), Error> {
        let idx = self.index_of(x, y)?;
        if !self.cells.set_override(idx, policy)? {
            return Ok(());
        }
        self.bump_collision();
        if let Some(ix) = &mut self.index {
            ix.invalidate_cell(x, y);
        }
        Ok(())
    }

    /// Removes a cell override (back to inheritance); a no-op when there is none.
    ///
    /// # Errors
    ///
    /// [`Error::OutOfBounds`] for a cell outside the map.
    pub fn reset_cell_policy(&mut self, x: i32, y: i32) -> Result<(), Error> {
        let idx = self.index_of(x, y)?;
        if !self.cells.reset_override(idx) {
            return Ok(());
        }
        self.bump_collision();
        if let Some(ix) = &mut self.index {
            ix.invalidate_cell(x, y);
        }
        Ok(())
    }

    /// Sets or clears the default policy of a tile id; an equal value is a no-op. Cached index
    /// chunks showing that id are dropped.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidValue`] for a tile id at or past [`MapDesc::tile_ids`].
    pub fn set_tile_rule(&mut self, tile: TileId, policy: Option<TilePolicy>) -> Result<(), Error> {
        if !self.cells.set_default(tile, policy)? {
            return Ok(());
        }
        self.bump_collision();
        if let Some(ix) = &mut self.index {
            ix.invalidate_tile(&self.cells, tile);
        }
        Ok(())
    }

    /// Moves the map; the next pass samples it at the new place (no velocity transfer).
    ///
    /// # Errors
    ///
    /// [`Error::InvalidValue`] when the map would reach beyond
    /// [`COORD_LIMIT_PX`](super::COORD_LIMIT_PX); it stays where it was.
    pub fn set_origin(&mut self, origin: Vec2) -> Result<(), Error> {
        let o = origin.raw();
        let (w, h) = (self.cells.width(), self.cells.height());
        check_extent(o, w, h, self.geo.tw, self.geo.th)?;
        self.geo.origin = o;
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

    /// Where the cells lie, as a copy.
    #[inline]
    pub(crate) fn geometry(&self) -> Geometry {
        self.geo
    }

    /// Cells in a row.
    #[inline]
    pub(crate) fn cols(&self) -> i32 {
        self.cells.width()
    }

    /// The tile id of cell `idx` (row-major), if it has one.
    #[inline]
    pub(crate) fn tile_at(&self, idx: usize) -> Option<TileId> {
        self.cells.tile(idx)
    }

    /// The effective policy of cell `idx` (row-major).
    #[inline]
    pub(crate) fn policy_at(&self, idx: usize) -> Option<TilePolicy> {
        self.cells.policy_at(idx)
    }

    /// Closed rectangle of cell (x, y).
    #[inline]
    pub(crate) fn cell_rect(&self, x: i32, y: i32) -> Aabb {
        self.geo.cell_rect(x, y)
    }

    /// Cells whose closed rectangles touch the closed box `b`, clamped to the map: both sides
    /// of an exact seam are included.
    pub(crate) fn cell_range(&self, b: &Aabb) -> Option<(i32, i32, i32, i32)> {
        let lo = |v: i32, o: i32, t: i32| (v - o - 1).div_euclid(t);
        let hi = |v: i32, o: i32, t: i32| (v - o).div_euclid(t);
        let g = &self.geo;
        let x0 = lo(b.x0, g.origin.x, g.tw).max(0);
        let y0 = lo(b.y0, g.origin.y, g.th).max(0);
        let x1 = hi(b.x1, g.origin.x, g.tw).min(self.cells.width() - 1);
        let y1 = hi(b.y1, g.origin.y, g.th).min(self.cells.height() - 1);
        (x0 <= x1 && y0 <= y1).then_some((x0, y0, x1, y1))
    }

    /// Whether the map keeps a `rectangles` candidate index.
    #[inline]
    pub(crate) fn has_index(&self) -> bool {
        self.index.is_some()
    }

    /// The index regions of chunk (cx, cy), built if missing; None without an index.
    pub(crate) fn index_regions(&mut self, cx: i32, cy: i32) -> Option<&[Region]> {
        let index = self.index.as_mut()?;
        Some(index.regions(&self.cells, cx, cy))
    }

    /// The index cache's totals; None without an index.
    pub(crate) fn index_counts(&self) -> Option<CacheCounts> {
        self.index.as_ref().map(RegionIndex::counts)
    }

    /// Which faces of cell (x, y) with policy `p` are exposed: the neighbour across the face
    /// is outside the map or lacks an equal full policy.
    pub(crate) fn exposed(&self, x: i32, y: i32, p: TilePolicy) -> Exposed {
        let (w, h) = (self.cells.width(), self.cells.height());
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

    fn map() -> WorldMap {
        let rules = [
            TileRule::new(1, Response::Solid),
            TileRule::new(2, Response::Trigger).layer(4),
        ];
        let d = MapDesc::new(5, 4, Fx::from_num(16), Fx::from_num(8)).rules(&rules);
        WorldMap::new(&d, false).unwrap()
    }

    #[test]
    fn rules_are_validated() {
        let bad = [TileRule::new(1, Response::Solid).layer(0)];
        let d = MapDesc::new(2, 2, Fx::ONE, Fx::ONE).rules(&bad);
        assert!(matches!(
            WorldMap::new(&d, false),
            Err(Error::InvalidValue(_))
        ));
        let dup = [
            TileRule::new(1, Response::Solid),
            TileRule::new(1, Response::Trigger),
        ];
        let d = MapDesc::new(2, 2, Fx::ONE, Fx::ONE).rules(&dup);
        assert_eq!(
            WorldMap::new(&d, false).err(),
            Some(Error::InvalidValue("duplicate tile rule"))
        );
        let out = [TileRule::new(9, Response::Solid)];
        let d = MapDesc::new(2, 2, Fx::ONE, Fx::ONE).rules(&out).tile_ids(9);
        assert!(WorldMap::new(&d, false).is_err());
        // Mask zero is a valid (never interacting) filter.
        let z = [TileRule::new(1, Response::Solid).mask(0)];
        assert!(WorldMap::new(&MapDesc::new(2, 2, Fx::ONE, Fx::ONE).rules(&z), false).is_ok());
        assert!(WorldMap::new(&MapDesc::new(0, 2, Fx::ONE, Fx::ONE), false).is_err());
        assert!(WorldMap::new(&MapDesc::new(2, 2, Fx::ZERO, Fx::ONE), false).is_err());
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
        let mut m = WorldMap::new(&d, false).unwrap();
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
