//! The world: the public face over the registered objects (`objects.rs`) and the pass
//! that steps them (`step.rs`). Registration, edits, results and diagnostics.
//!
//! Edits between steps take effect on the next pass. Nothing in `step` allocates: every
//! buffer was sized by [`WorldConfig`] in [`World::new`].

use super::config::{TileSearch, WorldConfig};
use super::contact::{
    ActorContactEvent, ContactView, ContactViewEvent, TileContact, TileContactEvent,
};
use super::diagnostics::{
    ActorDiagnostics, IndexDiagnostics, ResponseDiagnostics, TileDiagnostics,
};
use super::error::Error;
use super::handle::{ActorHandle, ColliderHandle, MapHandle};
use super::map::{MapDesc, WorldMap};
use super::objects::{Bodies, Body, ColliderDesc, Maps, Serials};
use super::policy::Response;
use super::shape::Shape;
use super::step::{Pass, StepReport};
use super::units::Vec2;

/// The collision world.
///
/// Actors against actors, no map: a dynamic Solid circle walks into a static Solid crate and
/// is held at its face, past a Trigger coin that reports without correcting. Each pair gets
/// one Enter, Stays while touching, and one Exit; each collider reads its own side of them.
///
/// ```
/// use bounceback::collide::world::*;
///
/// let mut world = World::new(WorldConfig::new(4))?;
/// let crate_ = world.add_actor(Vec2::px(40, 0), Body::Static)?;
/// let half = Fx::from_num(8);
/// world.add_collider(crate_, ColliderDesc::new(Shape::aabb(half, half)).solid())?;
/// let coin = world.add_actor(Vec2::px(12, 0), Body::None)?;
/// let coin_c = world.add_collider(coin, ColliderDesc::new(Shape::circle(Fx::from_num(3))))?;
/// let hero = world.add_actor(Vec2::px(0, 0), Body::Dynamic)?;
/// let body = ColliderDesc::new(Shape::circle(Fx::from_num(6))).solid();
/// let hero_c = world.add_collider(hero, body)?;
///
/// let mut entered = Vec::new();
/// for _ in 0..20 {
///     world.translate(hero, Vec2::px(2, 0))?;
///     world.step();
///     // The hero's own view of its pairs: `other` is the coin or the crate.
///     for e in world.actor_events_for(hero_c).filter(|e| e.phase == Phase::Enter) {
///         entered.push(if e.contact.other_actor == coin { "coin" } else { "crate" });
///     }
/// }
/// // The crate's left face is at 32: the hero's centre stops a radius short of it.
/// assert_eq!(world.position(hero)?, Vec2::px(26, 0));
/// // The coin was passed, then the crate met; the normal points from the hero to the crate.
/// assert_eq!(entered, ["coin", "crate"]);
/// let touching: Vec<ContactView> = world.contacts_for(hero_c).collect();
/// assert_eq!(touching.len(), 1);
/// assert_eq!(touching[0].normal.x, Unit::ONE);
/// assert_eq!(world.contacts_for(coin_c).count(), 0);
///
/// world.translate(hero, Vec2::px(-10, 0))?;
/// world.step();
/// assert!(world.actor_events_for(hero_c).any(|e| e.phase == Phase::Exit));
/// # Ok::<(), Error>(())
/// ```
pub struct World {
    cfg: WorldConfig,
    serials: Serials,
    bodies: Bodies,
    maps: Maps,
    pass: Pass,
}

impl World {
    /// Allocates every buffer once.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidValue`] when a capacity is `u16::MAX`.
    pub fn new(cfg: WorldConfig) -> Result<World, Error> {
        cfg.validate()?;
        Ok(World {
            serials: Serials::new(),
            bodies: Bodies::new(cfg.actors as usize, cfg.colliders as usize),
            maps: Maps::new(cfg.maps as usize),
            pass: Pass::new(&cfg),
            cfg,
        })
    }

    /// The capacities the world was made with, to size callers' own buffers alike.
    pub fn config(&self) -> &WorldConfig {
        &self.cfg
    }

    /// Runs one collision pass. Never allocates; see [`StepReport::lost`] for overflow.
    pub fn step(&mut self) -> StepReport {
        self.pass.step(&self.cfg, &mut self.bodies, &mut self.maps)
    }

    // ---- actors ----

    /// Registers an actor; `InvalidValue` past the coordinate limit, `Capacity` when full.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidValue`] when `position` is beyond [`COORD_LIMIT_PX`](super::COORD_LIMIT_PX);
    /// [`Error::Capacity`] when the world holds [`WorldConfig::actors`] already.
    pub fn add_actor(&mut self, position: Vec2, body: Body) -> Result<ActorHandle, Error> {
        self.bodies.add_actor(position, body)
    }

    /// Removes an actor and its colliders; their contacts Exit on the next pass.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the actor was removed.
    pub fn remove_actor(&mut self, a: ActorHandle) -> Result<(), Error> {
        self.bodies.remove_actor(a)
    }

    /// Where the actor is, after the last pass's corrections.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the actor was removed.
    pub fn position(&self, a: ActorHandle) -> Result<Vec2, Error> {
        self.bodies.position(a)
    }

    /// Teleports: the next pass resolves from there, with no sweep in between.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the actor was removed. [`Error::InvalidValue`] when `p` is beyond
    /// [`COORD_LIMIT_PX`](super::COORD_LIMIT_PX).
    pub fn set_position(&mut self, a: ActorHandle, p: Vec2) -> Result<(), Error> {
        self.bodies.set_position(a, p)
    }

    /// Moves by `d` (the usual per-frame motion); the next pass slides it out of walls.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the actor was removed. [`Error::InvalidValue`] when the new position
    /// is beyond [`COORD_LIMIT_PX`](super::COORD_LIMIT_PX) (the actor stays).
    pub fn translate(&mut self, a: ActorHandle, d: Vec2) -> Result<(), Error> {
        self.bodies.translate(a, d)
    }

    /// Changes whether corrections move the actor.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the actor was removed.
    pub fn set_body(&mut self, a: ActorHandle, body: Body) -> Result<(), Error> {
        self.bodies.set_body(a, body)
    }

    /// Pauses the body without forgetting its kind: a disabled body detects but never moves.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the actor was removed.
    pub fn set_body_enabled(&mut self, a: ActorHandle, on: bool) -> Result<(), Error> {
        self.bodies.set_body_enabled(a, on)
    }

    /// A disabled actor's colliders leave collision at once.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the actor was removed.
    pub fn set_actor_enabled(&mut self, a: ActorHandle, on: bool) -> Result<(), Error> {
        self.bodies.set_actor_enabled(a, on)
    }

    // ---- colliders ----

    /// Attaches a shape to an actor; the desc is validated here, so later passes cannot fail.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the actor was removed; [`Error::InvalidValue`] for an invalid shape, a
    /// zero layer or an offset out of range; [`Error::Capacity`] when the world holds
    /// [`WorldConfig::colliders`] already, or once 2^32 colliders and maps have been created (their
    /// serials are never reused).
    pub fn add_collider(
        &mut self,
        a: ActorHandle,
        d: ColliderDesc,
    ) -> Result<ColliderHandle, Error> {
        self.bodies.add_collider(a, d, &mut self.serials)
    }

    /// Removes a collider; its contacts Exit on the next pass with their last observation.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the collider (or its actor) was removed.
    pub fn remove_collider(&mut self, c: ColliderHandle) -> Result<(), Error> {
        self.bodies.remove_collider(c)
    }

    /// The actor a collider belongs to.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the collider (or its actor) was removed.
    pub fn collider_actor(&self, c: ColliderHandle) -> Result<ActorHandle, Error> {
        self.bodies.collider_actor(c)
    }

    /// Takes the collider out of collision (or back) at once; its contacts Exit next pass.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the collider (or its actor) was removed.
    pub fn set_collider_enabled(&mut self, c: ColliderHandle, on: bool) -> Result<(), Error> {
        self.bodies.set_collider_enabled(c, on)
    }

    /// Switches between Solid and Trigger; effective next pass.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the collider (or its actor) was removed.
    pub fn set_response(&mut self, c: ColliderHandle, r: Response) -> Result<(), Error> {
        self.bodies.set_response(c, r)
    }

    /// Changes who the collider meets; a zero layer is refused.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the collider (or its actor) was removed. [`Error::InvalidValue`] for a
    /// zero layer.
    pub fn set_filter(&mut self, c: ColliderHandle, layer: u32, mask: u32) -> Result<(), Error> {
        self.bodies.set_filter(c, layer, mask)
    }

    /// Replaces the shape (growing, shrinking); validated like a new one.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the collider (or its actor) was removed. [`Error::InvalidValue`] for
    /// an invalid shape.
    pub fn set_shape(&mut self, c: ColliderHandle, shape: Shape) -> Result<(), Error> {
        self.bodies.set_shape(c, shape)
    }

    /// Whether a collider takes part now (it, and its actor, live and enabled).
    pub fn collider_active(&self, c: ColliderHandle) -> bool {
        self.bodies.collider_active(c)
    }

    // ---- maps ----

    /// Places a map; the desc and its rules are validated here.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidValue`] for an invalid desc or rule (see [`MapDesc`],
    /// [`TileRule`](super::TileRule)); [`Error::Capacity`] when the world holds
    /// [`WorldConfig::maps`] already, or once 2^32 colliders and maps have been created (their
    /// serials are never reused).
    pub fn add_map(&mut self, d: &MapDesc) -> Result<MapHandle, Error> {
        let map = WorldMap::new(d, self.cfg.search == TileSearch::Rectangles)?;
        self.maps.add(map, &mut self.serials)
    }

    /// Removes a map; its contacts Exit on the next pass with their last observation.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the map was removed.
    pub fn remove_map(&mut self, m: MapHandle) -> Result<(), Error> {
        self.maps.remove(m)
    }

    /// Reads a map (its cells, policies, revisions).
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the map was removed.
    pub fn map(&self, m: MapHandle) -> Result<&WorldMap, Error> {
        self.maps.get(m)
    }

    /// Edits take effect on the next pass.
    ///
    /// # Errors
    ///
    /// [`Error::Stale`] when the map was removed.
    pub fn map_mut(&mut self, m: MapHandle) -> Result<&mut WorldMap, Error> {
        self.maps.get_mut(m)
    }

    // ---- results ----

    /// Actor events of the last pass, one per pair, in delivery order: the observed pairs in
    /// the order the sweep discovered them (Enter and Stay), then the Exits in the order the
    /// pairs were last delivered. [`ActorContact::views`](super::ActorContact::views) gives
    /// both sides' payloads.
    pub fn actor_events(&self) -> &[ActorContactEvent] {
        self.pass.actor_events()
    }

    /// The last pass's actor events of collider `c`, as `c` receives them: its own side of each
    /// pair, the normal pointing away from it. The events were delivered, so a collider removed
    /// since still finds its own.
    pub fn actor_events_for(
        &self,
        c: ColliderHandle,
    ) -> impl Iterator<Item = ContactViewEvent> + '_ {
        self.pass
            .actor_events()
            .iter()
            .filter_map(move |e| e.view(c))
    }

    /// Tile events of the last pass, in delivery order (after all actor events).
    pub fn tile_events(&self) -> &[TileContactEvent] {
        self.pass.tile_events()
    }

    /// Current actor contacts of a collider, each as `c` sees it (`other`, and the normal
    /// pointing away from `c`), in delivery order. Removal and disabling act at once: empty
    /// once `c` (or its actor) is removed or disabled, and without the pairs whose other
    /// collider (or its actor) is; their Exit still comes with the next pass.
    pub fn contacts_for(&self, c: ColliderHandle) -> impl Iterator<Item = ContactView> + '_ {
        let live = self.collider_active(c);
        let bodies = &self.bodies;
        self.pass
            .actor_contacts_of(c)
            .filter(move |_| live)
            .filter_map(move |k| k.view(c))
            .filter(move |v| bodies.collider_active(v.other))
    }

    /// Current tile contacts of a collider as value snapshots, in map then row-major cell
    /// order. Removal and disabling act at once: empty once the collider (or its actor) is
    /// removed or disabled, and without the cells of maps removed or disabled since the
    /// pass; their Exit still comes with the next pass.
    pub fn tile_contacts_for(&self, c: ColliderHandle) -> impl Iterator<Item = TileContact> + '_ {
        let maps = &self.maps;
        self.pass
            .tile_contacts_of(self.bodies.active_serial(c))
            .filter(move |t| maps.get(t.map).is_ok_and(WorldMap::enabled))
    }

    /// Actor detection counters of the last pass, for a performance overlay.
    pub fn diagnostics(&self) -> ActorDiagnostics {
        self.pass.actor_diagnostics()
    }

    /// Solver counters of the last pass.
    pub fn response_diagnostics(&self) -> ResponseDiagnostics {
        self.pass.response_diagnostics()
    }

    /// Terrain counters of the last pass.
    pub fn tile_diagnostics(&self) -> TileDiagnostics {
        self.pass.tile_diagnostics()
    }

    /// Index counters of the last pass, with the live maps' cache totals.
    pub fn index_diagnostics(&self) -> IndexDiagnostics {
        let mut d = self.pass.index_diagnostics();
        d.cached_chunks = 0;
        d.cached_regions = 0;
        d.cached_cells = 0;
        d.builds = 0;
        d.built_cells = 0;
        for m in self.maps.live() {
            if let Some(c) = m.index_counts() {
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
