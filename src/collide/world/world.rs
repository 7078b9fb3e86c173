//! The world: registration of actors, colliders and maps, edits, results and diagnostics.
//! The pass itself is in `pass.rs`.
//!
//! Edits between steps take effect on the next pass. Nothing in `step` allocates: every
//! buffer was sized by [`WorldConfig`] in [`World::new`].

use super::buffer::FixedVec;
use super::config::{TileSearch, WorldConfig};
use super::contact::{
    ActorContact, ActorContactEvent, ActorRecord, TileContact, TileContactEvent, TileRecord,
};
use super::diagnostics::{
    ActorDiagnostics, IndexDiagnostics, ResponseDiagnostics, TileDiagnostics,
};
use super::error::Error;
use super::handle::{ActorHandle, ColliderHandle, MapHandle, Slots};
use super::map::{MapDesc, TileMap};
use super::pass::Pass;
use super::policy::{Filter, Response};
use super::shape::Shape;
use super::units::{Vec2, COORD_LIMIT, P};

/// Correction weight of an actor: only an enabled dynamic body moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Body {
    /// No body: detects, never moves (zero correction weight).
    #[default]
    None,
    /// Detects, never moves.
    Static,
    /// Moved by Solid corrections.
    Dynamic,
}

/// How a collider is created. Defaults follow the seed: Trigger, layer 1, mask all, enabled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColliderDesc {
    pub shape: Shape,
    /// Shape centre relative to the actor position.
    pub offset: Vec2,
    pub response: Response,
    pub layer: u32,
    pub mask: u32,
    pub enabled: bool,
}

impl ColliderDesc {
    pub fn new(shape: Shape) -> ColliderDesc {
        ColliderDesc {
            shape,
            offset: Vec2::ZERO,
            response: Response::Trigger,
            layer: 1,
            mask: u32::MAX,
            enabled: true,
        }
    }

    pub fn response(mut self, r: Response) -> Self {
        self.response = r;
        self
    }

    pub fn solid(self) -> Self {
        self.response(Response::Solid)
    }

    pub fn offset(mut self, o: Vec2) -> Self {
        self.offset = o;
        self
    }

    pub fn filter(mut self, layer: u32, mask: u32) -> Self {
        self.layer = layer;
        self.mask = mask;
        self
    }
}

/// What a step produced and what it could not hold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StepReport {
    pub actor_events: u32,
    pub tile_events: u32,
    pub iterations: u32,
    pub corrections: u32,
    pub unresolved: u32,
    pub lost: Losses,
}

/// Work dropped because a fixed buffer was full. Anything non-zero means the pass's contact
/// picture is incomplete; raise the matching [`WorldConfig`] capacity.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Losses {
    /// Observations not recorded (those pairs may Exit spuriously).
    pub observations: u32,
    /// Correction candidates not queued (those overlaps were not corrected that iteration).
    pub candidates: u32,
    /// New pairs not tracked (no Enter delivered).
    pub untracked: u32,
    /// Events not buffered.
    pub events: u32,
}

impl Losses {
    pub fn any(&self) -> bool {
        *self != Losses::default()
    }
}

pub(super) struct ActorData {
    pub(super) pos: P,
    pub(super) body: Body,
    pub(super) body_enabled: bool,
    pub(super) enabled: bool,
}

pub(super) struct ColliderData {
    pub(super) actor: u16,
    pub(super) shape: Shape,
    pub(super) offset: P,
    pub(super) response: Response,
    pub(super) filter: Filter,
    pub(super) enabled: bool,
    pub(super) serial: u32,
}

pub(super) struct MapData {
    pub(super) map: TileMap,
    pub(super) serial: u32,
}

/// The collision world.
pub struct World {
    pub(super) cfg: WorldConfig,
    pub(super) actors: Slots<ActorData>,
    pub(super) colliders: Slots<ColliderData>,
    pub(super) maps: Slots<MapData>,
    pub(super) collider_order: FixedVec<u16>,
    pub(super) map_order: FixedVec<u16>,
    pub(super) serial: u32,
    pub(super) pass: Pass,
    pub(super) actor_tracked: FixedVec<ActorRecord>,
    pub(super) actor_next: FixedVec<ActorRecord>,
    pub(super) tile_tracked: FixedVec<TileRecord>,
    pub(super) tile_next: FixedVec<TileRecord>,
    pub(super) actor_events: FixedVec<ActorContactEvent>,
    pub(super) tile_events: FixedVec<TileContactEvent>,
    pub(super) actor_diag: ActorDiagnostics,
    pub(super) response_diag: ResponseDiagnostics,
    pub(super) tile_diag: TileDiagnostics,
    pub(super) index_diag: IndexDiagnostics,
}

fn check_point(p: P) -> Result<P, Error> {
    if p.x.abs() <= COORD_LIMIT && p.y.abs() <= COORD_LIMIT {
        Ok(p)
    } else {
        Err(Error::InvalidValue("position beyond the coordinate limit"))
    }
}

impl World {
    /// Allocates every buffer once.
    pub fn new(cfg: WorldConfig) -> Result<World, Error> {
        cfg.validate()?;
        let n = cfg.colliders as usize;
        Ok(World {
            actors: Slots::new(cfg.actors as usize),
            colliders: Slots::new(n),
            maps: Slots::new(cfg.maps as usize),
            collider_order: FixedVec::new(n),
            map_order: FixedVec::new(cfg.maps as usize),
            serial: 0,
            pass: Pass::new(
                n,
                cfg.candidates as usize,
                cfg.scratch_cells as usize,
                cfg.actor_observations as usize,
                cfg.tile_observations as usize,
                cfg.tile_contacts as usize,
            ),
            actor_tracked: FixedVec::new(cfg.actor_contacts as usize),
            actor_next: FixedVec::new(cfg.actor_contacts as usize),
            tile_tracked: FixedVec::new(cfg.tile_contacts as usize),
            tile_next: FixedVec::new(cfg.tile_contacts as usize),
            actor_events: FixedVec::new(cfg.events as usize),
            tile_events: FixedVec::new(cfg.events as usize),
            actor_diag: ActorDiagnostics::default(),
            response_diag: ResponseDiagnostics::default(),
            tile_diag: TileDiagnostics::default(),
            index_diag: IndexDiagnostics {
                mode: cfg.search,
                ..IndexDiagnostics::default()
            },
            cfg,
        })
    }

    pub fn config(&self) -> &WorldConfig {
        &self.cfg
    }

    fn next_serial(&mut self) -> Result<u32, Error> {
        let s = self.serial;
        self.serial = s
            .checked_add(1)
            .ok_or(Error::Capacity("creation serials"))?;
        Ok(s)
    }

    // ---- actors ----

    pub fn add_actor(&mut self, position: Vec2, body: Body) -> Result<ActorHandle, Error> {
        let pos = check_point(position.raw())?;
        let (index, gen) = self.actors.insert(
            ActorData {
                pos,
                body,
                body_enabled: true,
                enabled: true,
            },
            "actors",
        )?;
        Ok(ActorHandle { index, gen })
    }

    /// Removes an actor and its colliders; their contacts Exit on the next pass.
    pub fn remove_actor(&mut self, a: ActorHandle) -> Result<(), Error> {
        self.actors.get(a.index, a.gen)?;
        let owned = self
            .collider_order
            .iter()
            .copied()
            .filter(|&s| self.colliders.at(s).actor == a.index)
            .count();
        for _ in 0..owned {
            if let Some(pos) = self
                .collider_order
                .iter()
                .position(|&s| self.colliders.at(s).actor == a.index)
            {
                let s = self.collider_order.remove(pos);
                let gen = self.colliders.gen(s);
                let _ = self.colliders.remove(s, gen);
            }
        }
        self.actors.remove(a.index, a.gen)?;
        Ok(())
    }

    pub fn position(&self, a: ActorHandle) -> Result<Vec2, Error> {
        Ok(self.actors.get(a.index, a.gen)?.pos.to_vec())
    }

    pub fn set_position(&mut self, a: ActorHandle, p: Vec2) -> Result<(), Error> {
        let p = check_point(p.raw())?;
        self.actors.get_mut(a.index, a.gen)?.pos = p;
        Ok(())
    }

    pub fn translate(&mut self, a: ActorHandle, d: Vec2) -> Result<(), Error> {
        let cur = self.actors.get(a.index, a.gen)?.pos;
        let d = d.raw();
        let p = P::new(cur.x.saturating_add(d.x), cur.y.saturating_add(d.y));
        self.actors.get_mut(a.index, a.gen)?.pos = check_point(p)?;
        Ok(())
    }

    pub fn set_body(&mut self, a: ActorHandle, body: Body) -> Result<(), Error> {
        self.actors.get_mut(a.index, a.gen)?.body = body;
        Ok(())
    }

    pub fn set_body_enabled(&mut self, a: ActorHandle, on: bool) -> Result<(), Error> {
        self.actors.get_mut(a.index, a.gen)?.body_enabled = on;
        Ok(())
    }

    /// A disabled actor's colliders leave collision at once.
    pub fn set_actor_enabled(&mut self, a: ActorHandle, on: bool) -> Result<(), Error> {
        self.actors.get_mut(a.index, a.gen)?.enabled = on;
        Ok(())
    }

    // ---- colliders ----

    pub fn add_collider(
        &mut self,
        a: ActorHandle,
        d: ColliderDesc,
    ) -> Result<ColliderHandle, Error> {
        self.actors.get(a.index, a.gen)?;
        d.shape.validate()?;
        let filter = Filter::new(d.layer, d.mask)?;
        let offset = d.offset.raw();
        if offset.x.abs() > super::units::SIZE_LIMIT * 4
            || offset.y.abs() > super::units::SIZE_LIMIT * 4
        {
            return Err(Error::InvalidValue("collider offset out of range"));
        }
        let serial = self.next_serial()?;
        let (index, gen) = self.colliders.insert(
            ColliderData {
                actor: a.index,
                shape: d.shape,
                offset,
                response: d.response,
                filter,
                enabled: d.enabled,
                serial,
            },
            "colliders",
        )?;
        // Serials grow, so appending keeps creation order.
        if self.collider_order.push(index).is_err() {
            let _ = self.colliders.remove(index, gen);
            return Err(Error::Capacity("colliders"));
        }
        Ok(ColliderHandle { index, gen })
    }

    /// Removes a collider; its contacts Exit on the next pass with their last observation.
    pub fn remove_collider(&mut self, c: ColliderHandle) -> Result<(), Error> {
        self.colliders.remove(c.index, c.gen)?;
        if let Some(pos) = self.collider_order.iter().position(|&s| s == c.index) {
            self.collider_order.remove(pos);
        }
        Ok(())
    }

    /// The actor a collider belongs to.
    pub fn collider_actor(&self, c: ColliderHandle) -> Result<ActorHandle, Error> {
        let d = self.colliders.get(c.index, c.gen)?;
        Ok(ActorHandle {
            index: d.actor,
            gen: self.actors.gen(d.actor),
        })
    }

    pub fn set_collider_enabled(&mut self, c: ColliderHandle, on: bool) -> Result<(), Error> {
        self.colliders.get_mut(c.index, c.gen)?.enabled = on;
        Ok(())
    }

    pub fn set_response(&mut self, c: ColliderHandle, r: Response) -> Result<(), Error> {
        self.colliders.get_mut(c.index, c.gen)?.response = r;
        Ok(())
    }

    pub fn set_filter(&mut self, c: ColliderHandle, layer: u32, mask: u32) -> Result<(), Error> {
        let f = Filter::new(layer, mask)?;
        self.colliders.get_mut(c.index, c.gen)?.filter = f;
        Ok(())
    }

    pub fn set_shape(&mut self, c: ColliderHandle, shape: Shape) -> Result<(), Error> {
        shape.validate()?;
        self.colliders.get_mut(c.index, c.gen)?.shape = shape;
        Ok(())
    }

    /// Whether a collider takes part now (it, and its actor, live and enabled).
    pub fn collider_active(&self, c: ColliderHandle) -> bool {
        self.colliders
            .get(c.index, c.gen)
            .is_ok_and(|d| d.enabled && self.actors.at(d.actor).enabled)
    }

    // ---- maps ----

    pub fn add_map(&mut self, d: &MapDesc) -> Result<MapHandle, Error> {
        let map = TileMap::new(d, self.cfg.search == TileSearch::Rectangles)?;
        let serial = self.next_serial()?;
        let (index, gen) = self.maps.insert(MapData { map, serial }, "maps")?;
        if self.map_order.push(index).is_err() {
            let _ = self.maps.remove(index, gen);
            return Err(Error::Capacity("maps"));
        }
        Ok(MapHandle { index, gen })
    }

    /// Removes a map; its contacts Exit on the next pass with their last observation.
    pub fn remove_map(&mut self, m: MapHandle) -> Result<(), Error> {
        self.maps.remove(m.index, m.gen)?;
        if let Some(pos) = self.map_order.iter().position(|&s| s == m.index) {
            self.map_order.remove(pos);
        }
        Ok(())
    }

    pub fn map(&self, m: MapHandle) -> Result<&TileMap, Error> {
        Ok(&self.maps.get(m.index, m.gen)?.map)
    }

    /// Edits take effect on the next pass.
    pub fn map_mut(&mut self, m: MapHandle) -> Result<&mut TileMap, Error> {
        Ok(&mut self.maps.get_mut(m.index, m.gen)?.map)
    }

    // ---- results ----

    /// Actor events of the last pass, in delivery order.
    pub fn actor_events(&self) -> &[ActorContactEvent] {
        &self.actor_events
    }

    /// Tile events of the last pass, in delivery order (after all actor events).
    pub fn tile_events(&self) -> &[TileContactEvent] {
        &self.tile_events
    }

    /// Current actor contacts of a collider (empty once it is removed or disabled).
    pub fn contacts_for(&self, c: ColliderHandle) -> impl Iterator<Item = ActorContact> + '_ {
        let live = self.collider_active(c);
        self.actor_tracked
            .iter()
            .filter(move |r| live && (r.contact.a == c || r.contact.b == c))
            .map(|r| r.contact)
    }

    /// Current tile contacts of a collider as value snapshots, in map then row-major cell
    /// order (empty once it is removed or disabled).
    pub fn tile_contacts_for(&self, c: ColliderHandle) -> impl Iterator<Item = TileContact> + '_ {
        let records: &[TileRecord] = match self.colliders.get(c.index, c.gen) {
            Ok(d) if self.collider_active(c) => {
                let s = d.serial;
                let lo = self.tile_tracked.partition_point(|r| r.key.0 < s);
                let hi = self.tile_tracked.partition_point(|r| r.key.0 <= s);
                &self.tile_tracked[lo..hi]
            }
            _ => &[],
        };
        records.iter().map(|r| r.contact)
    }

    pub fn diagnostics(&self) -> ActorDiagnostics {
        self.actor_diag
    }

    pub fn response_diagnostics(&self) -> ResponseDiagnostics {
        self.response_diag
    }

    pub fn tile_diagnostics(&self) -> TileDiagnostics {
        self.tile_diag
    }

    pub fn index_diagnostics(&self) -> IndexDiagnostics {
        let mut d = self.index_diag;
        d.cached_chunks = 0;
        d.cached_regions = 0;
        d.cached_cells = 0;
        d.builds = 0;
        d.built_cells = 0;
        for (_, m) in self.maps.live() {
            if let Some(c) = m.map.index_counts() {
                d.cached_chunks += c.chunks;
                d.cached_regions += c.regions;
                d.cached_cells += c.cells;
                d.builds += c.builds;
                d.built_cells += c.built_cells;
            }
        }
        d
    }
}
