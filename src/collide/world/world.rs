//! The world: registration of actors, colliders and maps, the step pipeline and queries.
//!
//! One step is one collision pass:
//! 1. gather eligible colliders (collider and actor enabled) in creation order;
//! 2. up to `iterations` times: capture every correctable pair at the current positions
//!    (actor X sweep, then each collider's cells in each map), then respond to the captured
//!    pairs in order (actor pairs first, then terrain by collider, map, row-major cell),
//!    recomputing each manifold at response time; stop early when nothing moved;
//! 3. a final capture at the final positions samples Trigger and non-correctable pairs (and
//!    the correctable ones too if the last iteration moved something) and counts the
//!    movable Solid overlaps left unresolved;
//! 4. observations merge per pair and meet the tracked pairs: Enter/Stay/Exit are written to
//!    the event buffers, actor pairs first, then tile pairs.
//!
//! Edits between steps take effect on the next pass. Nothing in `step` allocates: every
//! buffer was sized by [`WorldConfig`] in [`World::new`].

use super::buffer::FixedVec;
use super::config::{TileSearch, WorldConfig};
use super::contact::{
    deliver, merge_observations, ActorContact, ActorContactEvent, ActorRecord, DeliveryLoss,
    Record, TileContact, TileContactEvent, TileRecord,
};
use super::diagnostics::{
    ActorDiagnostics, IndexDiagnostics, ResponseDiagnostics, TileDiagnostics,
};
use super::error::Error;
use super::handle::{ActorHandle, ColliderHandle, MapHandle, Slots};
use super::index::CHUNK;
use super::map::{MapDesc, TileMap, EMPTY};
use super::narrow::{pair, shape_rect, shape_touches_rect};
use super::policy::{Filter, Response, TilePolicy};
use super::shape::{Aabb, Placed, Shape};
use super::terrain;
use super::units::{Fx, Normal, Vec2, COORD_LIMIT, P};

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

struct ActorData {
    pos: P,
    body: Body,
    body_enabled: bool,
    enabled: bool,
}

struct ColliderData {
    actor: u16,
    shape: Shape,
    offset: P,
    response: Response,
    filter: Filter,
    enabled: bool,
    serial: u32,
}

struct MapData {
    map: TileMap,
    serial: u32,
}

/// An eligible collider in the current pass.
#[derive(Clone, Copy)]
struct Active {
    slot: u16,
    actor: u16,
    serial: u32,
    movable: bool,
    solid: bool,
    filter: Filter,
    response: Response,
    aabb: Aabb,
}

#[derive(Clone, Copy)]
struct ActorCand {
    a: u16,
    b: u16,
    obs: u32,
}

#[derive(Clone, Copy)]
struct TileCand {
    active: u16,
    map: u16,
    x: i32,
    y: i32,
    idx: u32,
    obs: u32,
}

const NO_OBS: u32 = u32::MAX;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Capture {
    /// Correctable pairs only; queue correction candidates.
    Iterate,
    /// Non-correctable pairs, plus correctable ones when `correctable`; count unresolved.
    Final { correctable: bool },
}

impl Capture {
    fn wants(self, correctable: bool) -> bool {
        match self {
            Capture::Iterate => correctable,
            Capture::Final { correctable: c } => !correctable || c,
        }
    }
}

/// Per-pass buffers.
struct Pass {
    active: FixedVec<Active>,
    sweep: FixedVec<u16>,
    actor_cands: FixedVec<ActorCand>,
    tile_cands: FixedVec<TileCand>,
    cells: FixedVec<u32>,
    actor_obs: FixedVec<ActorRecord>,
    tile_obs: FixedVec<TileRecord>,
    retained: FixedVec<u64>,
    lost: Losses,
}

/// The collision world.
pub struct World {
    cfg: WorldConfig,
    actors: Slots<ActorData>,
    colliders: Slots<ColliderData>,
    maps: Slots<MapData>,
    collider_order: FixedVec<u16>,
    map_order: FixedVec<u16>,
    serial: u32,
    pass: Pass,
    actor_tracked: FixedVec<ActorRecord>,
    actor_next: FixedVec<ActorRecord>,
    tile_tracked: FixedVec<TileRecord>,
    tile_next: FixedVec<TileRecord>,
    actor_events: FixedVec<ActorContactEvent>,
    tile_events: FixedVec<TileContactEvent>,
    actor_diag: ActorDiagnostics,
    response_diag: ResponseDiagnostics,
    tile_diag: TileDiagnostics,
    index_diag: IndexDiagnostics,
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
            pass: Pass {
                active: FixedVec::new(n),
                sweep: FixedVec::new(n),
                actor_cands: FixedVec::new(cfg.candidates as usize),
                tile_cands: FixedVec::new(cfg.candidates as usize),
                cells: FixedVec::new(cfg.scratch_cells as usize),
                actor_obs: FixedVec::new(cfg.actor_observations as usize),
                tile_obs: FixedVec::new(cfg.tile_observations as usize),
                retained: FixedVec::new(cfg.tile_contacts as usize),
                lost: Losses::default(),
            },
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
            if let Some(ix) = &m.map.index {
                let c = ix.counts();
                d.cached_chunks += c.chunks;
                d.cached_regions += c.regions;
                d.cached_cells += c.cells;
                d.builds += ix.builds;
                d.built_cells += ix.built_cells;
            }
        }
        d
    }

    // ---- the pass ----

    /// Runs one collision pass. Never allocates; see [`StepReport::lost`] for overflow.
    pub fn step(&mut self) -> StepReport {
        self.begin();
        let mut moved = true;
        let mut iterations = 0;
        let mut unresolved = None;
        for _ in 0..self.cfg.iterations {
            iterations += 1;
            self.capture(Capture::Iterate);
            moved = false;
            if !self.respond() {
                // Nothing moved: the captured penetrations are the final ones.
                let (a, t) = (
                    self.pass.actor_cands.len() as u32,
                    self.pass.tile_cands.len() as u32,
                );
                unresolved = Some((a, t));
                break;
            }
            moved = true;
        }
        let (ua, ut) = self.capture(Capture::Final { correctable: moved });
        let (ua, ut) = unresolved.unwrap_or((ua, ut));
        self.tile_diag.unresolved = ut;
        self.response_diag.unresolved = ua + ut;
        self.response_diag.iterations = iterations;
        self.finish()
    }

    fn begin(&mut self) {
        self.actor_diag.x_candidates = 0;
        self.actor_diag.narrow_tests = 0;
        self.response_diag.passes += 1;
        self.response_diag.corrections = 0;
        self.tile_diag = TileDiagnostics {
            maps: self.map_order.len() as u32,
            ..TileDiagnostics::default()
        };
        self.index_diag.region_tests = 0;
        self.index_diag.region_narrow_tests = 0;
        self.index_diag.fallbacks = 0;
        let p = &mut self.pass;
        p.active.clear();
        p.actor_obs.clear();
        p.tile_obs.clear();
        p.lost = Losses::default();
        for &s in self.collider_order.iter() {
            let c = self.colliders.at(s);
            let a = self.actors.at(c.actor);
            if !c.enabled || !a.enabled {
                continue;
            }
            let movable = self.cfg.correct_positions && a.body == Body::Dynamic && a.body_enabled;
            // Capacity equals the collider capacity: cannot fail.
            let _ = p.active.push(Active {
                slot: s,
                actor: c.actor,
                serial: c.serial,
                movable,
                solid: c.response == Response::Solid,
                filter: c.filter,
                response: c.response,
                aabb: Aabb {
                    x0: 0,
                    y0: 0,
                    x1: 0,
                    y1: 0,
                },
            });
        }
        self.actor_diag.colliders = p.active.len() as u32;
    }

    fn placed<'a>(
        colliders: &'a Slots<ColliderData>,
        actors: &Slots<ActorData>,
        a: &Active,
    ) -> Placed<'a> {
        let c = colliders.at(a.slot);
        c.shape.place(actors.at(a.actor).pos.add(c.offset))
    }

    fn handles(&self, a: &Active) -> (ColliderHandle, ActorHandle) {
        (
            ColliderHandle {
                index: a.slot,
                gen: self.colliders.gen(a.slot),
            },
            ActorHandle {
                index: a.actor,
                gen: self.actors.gen(a.actor),
            },
        )
    }

    /// Captures pairs at the current positions; returns the correctable penetrations found
    /// (actor, terrain), meaningful for final captures.
    fn capture(&mut self, mode: Capture) -> (u32, u32) {
        self.pass.actor_cands.clear();
        self.pass.tile_cands.clear();
        let ua = self.capture_actors(mode);
        let ut = self.capture_terrain(mode);
        (ua, ut)
    }

    fn capture_actors(&mut self, mode: Capture) -> u32 {
        let mut unresolved = 0;
        {
            let (colliders, actors) = (&self.colliders, &self.actors);
            let p = &mut self.pass;
            for a in p.active.iter_mut() {
                a.aabb = Self::placed(colliders, actors, a).aabb();
            }
            p.sweep.clear();
            for i in 0..p.active.len() {
                let _ = p.sweep.push(i as u16);
            }
            let active = &p.active;
            p.sweep
                .sort_unstable_by_key(|&i| (active[i as usize].aabb.x0, active[i as usize].serial));
        }
        let n = self.pass.sweep.len();
        for si in 0..n {
            let i = self.pass.sweep[si] as usize;
            for sj in si + 1..n {
                let j = self.pass.sweep[sj] as usize;
                let (ai, aj) = (self.pass.active[i], self.pass.active[j]);
                if aj.aabb.x0 > ai.aabb.x1 {
                    break;
                }
                self.actor_diag.x_candidates += 1;
                if aj.aabb.y0 > ai.aabb.y1 || ai.aabb.y0 > aj.aabb.y1 {
                    continue;
                }
                if ai.actor == aj.actor || !ai.filter.interacts(aj.filter) {
                    continue;
                }
                let (lo, hi, li, hj) = if ai.serial < aj.serial {
                    (ai, aj, i, j)
                } else {
                    (aj, ai, j, i)
                };
                let response = lo.response.pair(hi.response);
                let correctable = response == Response::Solid && (lo.movable || hi.movable);
                if !mode.wants(correctable) {
                    continue;
                }
                self.actor_diag.narrow_tests += 1;
                let m = {
                    let pl = Self::placed(&self.colliders, &self.actors, &lo);
                    let ph = Self::placed(&self.colliders, &self.actors, &hi);
                    pair(&pl, &ph)
                };
                let Some(m) = m else { continue };
                let (ch_a, ah_a) = self.handles(&lo);
                let (ch_b, ah_b) = self.handles(&hi);
                let seq = self.pass.actor_obs.len() as u32;
                let rec = ActorRecord {
                    key: (lo.serial, hi.serial),
                    seq,
                    contact: ActorContact {
                        a: ch_a,
                        b: ch_b,
                        a_actor: ah_a,
                        b_actor: ah_b,
                        normal: Normal::from_raw(m.n),
                        depth: Fx::from_bits(m.depth),
                        response,
                        resolved: false,
                    },
                };
                let obs = if self.pass.actor_obs.push(rec).is_ok() {
                    seq
                } else {
                    self.pass.lost.observations += 1;
                    NO_OBS
                };
                if correctable && m.depth > 0 {
                    match mode {
                        Capture::Iterate => {
                            let cand = ActorCand {
                                a: li as u16,
                                b: hj as u16,
                                obs,
                            };
                            if self.pass.actor_cands.push(cand).is_err() {
                                self.pass.lost.candidates += 1;
                            }
                        }
                        Capture::Final { .. } => unresolved += 1,
                    }
                }
            }
        }
        unresolved
    }

    fn capture_terrain(&mut self, mode: Capture) -> u32 {
        let mut unresolved = 0;
        let World {
            colliders,
            actors,
            maps,
            map_order,
            pass,
            tile_diag,
            index_diag,
            ..
        } = self;
        for ai in 0..pass.active.len() {
            let a = pass.active[ai];
            let collider_movable = a.solid && a.movable;
            if mode == Capture::Iterate && !collider_movable {
                continue;
            }
            let placed = Self::placed(colliders, actors, &a);
            let handles = (
                ColliderHandle {
                    index: a.slot,
                    gen: colliders.gen(a.slot),
                },
                ActorHandle {
                    index: a.actor,
                    gen: actors.gen(a.actor),
                },
            );
            for &ms in map_order.iter() {
                let map_gen = maps.gen(ms);
                let md = maps.at_mut(ms);
                if !md.map.enabled {
                    continue;
                }
                let map_serial = md.serial;
                let wants =
                    |p: TilePolicy| mode.wants(collider_movable && p.response == Response::Solid);
                let mut narrow = 0u32;
                let Pass {
                    cells,
                    tile_obs,
                    tile_cands,
                    lost,
                    ..
                } = pass;
                query(
                    &mut md.map,
                    &placed,
                    &a.aabb,
                    a.filter,
                    &wants,
                    cells,
                    tile_diag,
                    index_diag,
                    |map, x, y, idx, p| {
                        narrow += 1;
                        let Some((m, _)) = shape_rect(&placed, &map.cell_rect(x, y)) else {
                            return;
                        };
                        let response = a.response.pair(p.response);
                        let seq = tile_obs.len() as u32;
                        let tile = map.cells.tiles[idx];
                        let rec = TileRecord {
                            key: (a.serial, map_serial, idx as u32, response),
                            seq,
                            contact: TileContact {
                                collider: handles.0,
                                actor: handles.1,
                                map: MapHandle {
                                    index: ms,
                                    gen: map_gen,
                                },
                                tile_x: x as u16,
                                tile_y: y as u16,
                                tile: (tile != EMPTY).then_some(tile),
                                policy: p,
                                normal: Normal::from_raw(m.n),
                                depth: Fx::from_bits(m.depth),
                                response,
                                resolved: false,
                            },
                        };
                        let obs = if tile_obs.push(rec).is_ok() {
                            seq
                        } else {
                            lost.observations += 1;
                            NO_OBS
                        };
                        let correctable = collider_movable && p.response == Response::Solid;
                        if correctable && m.depth > 0 {
                            match mode {
                                Capture::Iterate => {
                                    let cand = TileCand {
                                        active: ai as u16,
                                        map: ms,
                                        x,
                                        y,
                                        idx: idx as u32,
                                        obs,
                                    };
                                    if tile_cands.push(cand).is_err() {
                                        lost.candidates += 1;
                                    }
                                }
                                Capture::Final { .. } => unresolved += 1,
                            }
                        }
                    },
                );
                tile_diag.narrow_tests += narrow;
            }
        }
        unresolved
    }

    fn move_actor(actors: &mut Slots<ActorData>, actor: u16, d: P) {
        let a = actors.at_mut(actor);
        a.pos = P::new(
            (a.pos.x + d.x).clamp(-COORD_LIMIT, COORD_LIMIT),
            (a.pos.y + d.y).clamp(-COORD_LIMIT, COORD_LIMIT),
        );
    }

    /// Applies corrections to the captured candidates; returns whether anything moved.
    fn respond(&mut self) -> bool {
        let mut changed = false;
        for k in 0..self.pass.actor_cands.len() {
            let c = self.pass.actor_cands[k];
            let (a, b) = (
                self.pass.active[c.a as usize],
                self.pass.active[c.b as usize],
            );
            let m = {
                let pa = Self::placed(&self.colliders, &self.actors, &a);
                let pb = Self::placed(&self.colliders, &self.actors, &b);
                pair(&pa, &pb)
            };
            let Some(m) = m.filter(|m| m.depth > 0) else {
                continue;
            };
            let (da, db) = match (a.movable, b.movable) {
                (true, true) => (m.depth / 2, m.depth - m.depth / 2),
                (true, false) => (m.depth, 0),
                (false, true) => (0, m.depth),
                (false, false) => continue,
            };
            let (va, vb) = (m.n.neg().scale_away(da), m.n.scale_away(db));
            Self::move_actor(&mut self.actors, a.actor, va);
            Self::move_actor(&mut self.actors, b.actor, vb);
            self.response_diag.corrections += 1;
            if let Some(r) = self.pass.actor_obs.get_mut(c.obs as usize) {
                r.set_resolved();
            }
            changed = true;
        }
        for k in 0..self.pass.tile_cands.len() {
            let c = self.pass.tile_cands[k];
            let a = self.pass.active[c.active as usize];
            let map = &self.maps.at(c.map).map;
            let Some(p) = map.cells.policy_at(c.idx as usize) else {
                continue;
            };
            self.tile_diag.response_tests += 1;
            let m = {
                let placed = Self::placed(&self.colliders, &self.actors, &a);
                let probes = &mut self.tile_diag.neighbor_probes;
                terrain::response(&placed, &map.cell_rect(c.x, c.y), || {
                    *probes += 4;
                    map.exposed(c.x, c.y, p)
                })
            };
            let Some(m) = m else { continue };
            Self::move_actor(&mut self.actors, a.actor, m.n.neg().scale_away(m.depth));
            self.response_diag.corrections += 1;
            self.tile_diag.corrections += 1;
            if let Some(r) = self.pass.tile_obs.get_mut(c.obs as usize) {
                r.set_resolved();
            }
            changed = true;
        }
        changed
    }

    fn finish(&mut self) -> StepReport {
        merge_observations(&mut self.pass.actor_obs);
        merge_observations(&mut self.pass.tile_obs);
        self.actor_events.clear();
        self.tile_events.clear();
        self.actor_next.clear();
        self.tile_next.clear();
        let la: DeliveryLoss = deliver(
            &self.actor_tracked,
            &self.pass.actor_obs,
            &mut self.actor_next,
            &mut self.actor_events,
        );
        let lt = deliver(
            &self.tile_tracked,
            &self.pass.tile_obs,
            &mut self.tile_next,
            &mut self.tile_events,
        );
        core::mem::swap(&mut self.actor_tracked, &mut self.actor_next);
        core::mem::swap(&mut self.tile_tracked, &mut self.tile_next);
        let lost = &mut self.pass.lost;
        lost.events += la.events + lt.events;
        lost.untracked += la.untracked + lt.untracked;

        self.actor_diag.contacts = self.actor_tracked.len() as u32;
        self.tile_diag.contacts = self.tile_tracked.len() as u32;
        let r = &mut self.pass.retained;
        r.clear();
        for t in self.tile_tracked.iter() {
            let _ = r.push(((t.key.1 as u64) << 32) | t.key.2 as u64);
        }
        r.sort_unstable();
        let distinct = r
            .iter()
            .enumerate()
            .filter(|&(i, v)| i == 0 || r[i - 1] != *v)
            .count();
        self.tile_diag.retained_cells = distinct as u32;

        StepReport {
            actor_events: self.actor_events.len() as u32,
            tile_events: self.tile_events.len() as u32,
            iterations: self.response_diag.iterations,
            corrections: self.response_diag.corrections,
            unresolved: self.response_diag.unresolved,
            lost: self.pass.lost,
        }
    }
}

/// Visits the cells of `map` under `aabb` that pass the layer/mask filter and `wants`, in
/// row-major order, with the direct or the indexed search.
#[allow(clippy::too_many_arguments)]
fn query(
    map: &mut TileMap,
    shape: &Placed,
    aabb: &Aabb,
    filter: Filter,
    wants: &impl Fn(TilePolicy) -> bool,
    scratch: &mut FixedVec<u32>,
    diag: &mut TileDiagnostics,
    index_diag: &mut IndexDiagnostics,
    mut visit: impl FnMut(&TileMap, i32, i32, usize, TilePolicy),
) {
    let Some((x0, y0, x1, y1)) = map.cell_range(aabb) else {
        return;
    };
    let w = map.cells.width;
    if map.index.is_some() {
        if collect_regions(
            map,
            shape,
            (x0, y0, x1, y1),
            filter,
            wants,
            scratch,
            index_diag,
        ) {
            scratch.sort_unstable();
            for &idx in scratch.iter() {
                let (x, y) = (idx as i32 % w, idx as i32 / w);
                diag.candidate_cells += 1;
                if let Some(p) = map.cells.policy_at(idx as usize) {
                    visit(map, x, y, idx as usize, p);
                }
            }
            return;
        }
        index_diag.fallbacks += 1;
    }
    for y in y0..=y1 {
        for x in x0..=x1 {
            let idx = (y * w + x) as usize;
            diag.candidate_cells += 1;
            let Some(p) = map.cells.policy_at(idx) else {
                continue;
            };
            if !p.filter.interacts(filter) {
                diag.policy_rejected += 1;
                continue;
            }
            if wants(p) {
                visit(map, x, y, idx, p);
            }
        }
    }
}

/// Collects into `scratch` the cells of index regions that pass the policy filter and touch
/// the shape; false when the scratch overflowed.
fn collect_regions(
    map: &mut TileMap,
    shape: &Placed,
    (x0, y0, x1, y1): (i32, i32, i32, i32),
    filter: Filter,
    wants: &impl Fn(TilePolicy) -> bool,
    scratch: &mut FixedVec<u32>,
    index_diag: &mut IndexDiagnostics,
) -> bool {
    scratch.clear();
    let (origin, tw, th, w) = (map.origin, map.tw, map.th, map.cells.width);
    let TileMap { cells, index, .. } = map;
    let Some(index) = index.as_mut() else {
        return false;
    };
    for cy in y0 / CHUNK..=y1 / CHUNK {
        for cx in x0 / CHUNK..=x1 / CHUNK {
            for r in index.regions(cells, cx, cy) {
                let rx0 = (cx * CHUNK + r.x0 as i32).max(x0);
                let rx1 = (cx * CHUNK + r.x1 as i32).min(x1);
                let ry0 = (cy * CHUNK + r.y0 as i32).max(y0);
                let ry1 = (cy * CHUNK + r.y1 as i32).min(y1);
                if rx0 > rx1 || ry0 > ry1 {
                    continue;
                }
                index_diag.region_tests += 1;
                if !r.policy.filter.interacts(filter) || !wants(r.policy) {
                    continue;
                }
                index_diag.region_narrow_tests += 1;
                let rect = Aabb {
                    x0: origin.x + rx0 * tw,
                    y0: origin.y + ry0 * th,
                    x1: origin.x + (rx1 + 1) * tw,
                    y1: origin.y + (ry1 + 1) * th,
                };
                if !shape_touches_rect(shape, &rect) {
                    continue;
                }
                for y in ry0..=ry1 {
                    for x in rx0..=rx1 {
                        if scratch.push((y * w + x) as u32).is_err() {
                            return false;
                        }
                    }
                }
            }
        }
    }
    true
}
