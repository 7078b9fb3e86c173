//! A tile collision world: one world per scene doing actor/actor and actor/terrain
//! detection, position correction and contact delivery, with per-tile policies and an
//! optional rectangle candidate index.
//!
//! **Reference text:** "Tilemap collision" of `@simpludify/core` (its `CollisionWorld`).
//! Its terms here: `CollisionWorld` is [`World`], `Actor` an [`ActorHandle`] with its
//! position, `CollisionBody` [`Body`], `Collider` a [`ColliderDesc`] / [`ColliderHandle`],
//! `CollisionShape` [`Shape`], `CollisionResponse` (Solid, Trigger) [`Response`], `Tilemap`
//! and its placement [`WorldMap`] / [`MapHandle`] with per-tile policies [`TilePolicy`],
//! `ContactEnter`/`ContactStay`/`ContactExit` [`ActorContactEvent`] with [`Phase`],
//! `TileContactEnter`/`TileContactStay`/`TileContactExit` [`TileContactEvent`],
//! `tileContactsFor` [`World::tile_events`], `tileSearch: "rectangles"` [`TileSearch`].
//!
//! The design and its rules are described in `docs/ENGINE.md`; here they are built with
//! handles, fixed capacities and fixed-point arithmetic. The table below says where each rule
//! lives.
//!
//! # Model
//!
//! * **Units.** Positions and lengths are [`Fx`] (`I24F8`, 1/256 px), directions [`Unit`]
//!   (`I16F16`). The solver uses integer arithmetic only; results are bit-identical on every
//!   platform.
//! * **Objects.** [`World`] owns actors (a position and a [`Body`]), colliders attached to
//!   actors (a [`Shape`], [`Response`], layer/mask filter) and map placements ([`WorldMap`]).
//!   They are addressed by generational handles; removal or disabling takes effect at once.
//! * **Capacities.** [`WorldConfig`] fixes every buffer; [`World::new`] and
//!   [`World::add_map`] allocate, [`World::step`], edits and queries never do. A full buffer
//!   is reported in [`StepReport::lost`], never silently; [`Losses`] prints as a one-line
//!   warning, and [`WorldConfig`] tells what each capacity holds and what fills first.
//! * **Delivery.** `step` writes Enter/Stay/Exit into [`World::actor_events`] then
//!   [`World::tile_events`]; the caller reads them after the step, so edits made while
//!   handling events naturally affect the next pass.
//!
//! A top-down room (the PSP sandbox's use): a map with Solid wall tiles and a Trigger key
//! tile, a circle hero with a dynamic body moved by [`World::translate`] each frame and
//! slid along walls by `step`, the key reported by a tile Enter event, a gate opened by
//! [`WorldMap::set_tile`] (next pass), and an overlay reading [`World::diagnostics`],
//! [`World::response_diagnostics`], [`World::tile_diagnostics`] and
//! [`World::index_diagnostics`].
//!
//! ```
//! use bounceback::collide::world::*;
//!
//! const WALL: TileId = 1;
//! const KEY: TileId = 2;
//! let rules = [TileRule::new(WALL, Response::Solid), TileRule::new(KEY, Response::Trigger)];
//! let mut world = World::new(WorldConfig::new(8)).unwrap();
//! let tile = Fx::from_num(16);
//! let room = world.add_map(&MapDesc::new(8, 3, tile, tile).rules(&rules)).unwrap();
//! let map = world.map_mut(room).unwrap();
//! map.fill(0, 0, 8, 3, Some(WALL)).unwrap();
//! map.fill(1, 1, 6, 1, None).unwrap(); // the corridor
//! map.set_tile(2, 1, Some(KEY)).unwrap();
//! map.set_tile(5, 1, Some(WALL)).unwrap(); // the gate
//!
//! let hero = world.add_actor(Vec2::px(24, 24), Body::Dynamic).unwrap();
//! let circle = ColliderDesc::new(Shape::circle(Fx::from_num(6))).solid();
//! let body = world.add_collider(hero, circle).unwrap();
//! let mut has_key = false;
//! for _ in 0..40 {
//!     world.translate(hero, Vec2::px(2, 0)).unwrap();
//!     world.step();
//!     has_key |= world.tile_events().iter().any(|e| e.phase == Phase::Enter && e.contact.tile == Some(KEY));
//! }
//! // Held by the gate (x = 80) while the key was picked up on the way.
//! assert_eq!(world.position(hero).unwrap(), Vec2::px(74, 24));
//! assert!(has_key);
//! world.map_mut(room).unwrap().set_tile(5, 1, None).unwrap(); // open: effective next pass
//! for _ in 0..40 {
//!     world.translate(hero, Vec2::px(2, 0)).unwrap();
//!     world.step();
//! }
//! // Now against the far wall (x = 112); the overlay reads the counters.
//! assert_eq!(world.position(hero).unwrap(), Vec2::px(106, 24));
//! assert!(world.tile_contacts_for(body).any(|c| c.tile_x == 7 && c.resolved));
//! assert_eq!(world.response_diagnostics().passes, 80);
//! ```
//!
//! # Design rules and where they live
//!
//! | Rule | Here |
//! | --- | --- |
//! | Policy: tile, response, layer (default 1), mask (default all); zero layer, duplicate ids: invalid | [`TileRule`], validated in [`World::add_map`] ([`Error::InvalidValue`]); ids must be below [`MapDesc::tile_ids`] (the sheet's frame count) |
//! | Both masks must include a bit of the other's layer | [`Filter::interacts`], used for actor pairs, cells and index regions, before any narrow test |
//! | Per-cell overrides; reset for inheritance | [`WorldMap::set_cell_policy`], [`WorldMap::reset_cell_policy`]; interned in a fixed palette ([`MapDesc::override_policies`]) |
//! | Cells use the grid's integer/bounds errors | [`Error::OutOfBounds`] from every cell read and write, [`WorldMap::fill`] included (the whole rectangle must lie in the map); [`WorldMap::fill_clipped`] is the explicitly clipping brush |
//! | Equal explicit set is a no-op; override equal to inherited is a change; image-only edits with equal policy do not advance the collision revision; collision-only edits do not advance the image revision; `fill` sends one invalidation | [`WorldMap::collision_revision`], [`WorldMap::tile_revision`], [`WorldMap::fill`] |
//! | Wall stops an actor only when both Solid and its body is enabled dynamic; Collider response defaults to Trigger; absent/disabled/static body has zero weight | [`ColliderDesc::new`] (Trigger), [`Body`], [`World::set_body_enabled`]; `movable` in the pass |
//! | Circle and rotated box; narrow phase after an AABB candidate test | [`Shape::Circle`], [`Shape::Box`] (`narrow.rs`) |
//! | Actor X sweep; each actor AABB queries each map's clamped cell rectangle; closed bounds include both sides of seams; half-open point-to-cell conversion | `Pass::capture_actors` (`step.rs`), `WorldMap::cell_range`, [`WorldMap::world_to_tile`] |
//! | One iteration budget, actor corrections first then terrain by actor, map, cell; recapture after changed iterations; terrain inverse mass 0; Trigger never corrects; static/static still detect | [`World::step`], `Pass::correct` (`step.rs`), [`WorldConfig::iterations`], [`WorldConfig::correct_positions`] |
//! | Internal faces/vertices removed only between equal full policies; exact manifolds kept at exposed faces and convex corners; otherwise only a real exposed finite feature (circle projection, box slab) supplies a direction; no normal rounding | `terrain.rs` (`response`), `WorldMap::exposed` |
//! | Actor events Enter/Stay/Exit with `self`/`other`/`selfActor`/`otherActor` per side | one [`ActorContactEvent`] per pair (`a` the collider created first, `b`, their actors, the normal from `a` to `b`); each side's own view is a [`ContactView`] (`collider`/`actor` are self, the normal points away from self): [`ActorContact::view`], [`World::actor_events_for`], [`World::contacts_for`] |
//! | Tile contact payload: collider, actor, map, tile x/y, observed id and policy, normal, depth, effective response, resolved | [`TileContact`] |
//! | Identity: collider + map + cell + effective response; ids/revisions are not identity | `contact.rs` keys (creation serials, never reused) |
//! | Actor pairs in their sweep discovery order and first; then terrain by collider, map, row-major cell; once per pass; Solids observed during correction stay observed; Triggers sampled at final positions only | `contact.rs` (`merge_observations`, `deliver_discovered` for actor pairs: Enter/Stay in the order of each pair's first observation in the pass, then Exits in their last delivery order; `deliver` for tiles), `Capture` in `step.rs` |
//! | Exit retains the last observation even if the map changed or is gone | tracked records keep their payload; removed maps and colliders Exit on the next pass |
//! | Removal/disable invalidates queries immediately; records remain until the next pass for matched Exit | [`World::tile_contacts_for`] checks the collider, its actor and the contact's map; [`World::contacts_for`] the collider, the other collider and both actors; tracking tables keep the records for the Exit |
//! | The tile contact query returns value snapshots | [`World::tile_contacts_for`] yields copies |
//! | Diagnostics: actor (colliders, contacts, X candidates, narrow tests), response (passes, corrections, unresolved), tile (maps, candidate cells, policy rejected, narrow/response tests, contacts, corrections, unresolved, neighbour probes, retained cells) | `diagnostics.rs` |
//! | Candidate search per world: direct cells or rectangles | [`TileSearch`] in [`WorldConfig`] |
//! | Rectangles: equal-policy horizontal runs merged vertically, never across a 16x16 chunk, never over holes; built lazily for queried chunks; cell edits invalidate one chunk (image-only too), id default changes invalidate chunks containing the id, bulk and enable changes clear; regions prune candidates, the cell narrow phase/response/order are unchanged | `index.rs`, `search.rs` (`query`, `collect_regions`) |
//! | Index diagnostics: mode, cached chunks/regions/cells, cumulative builds/built cells of live maps, region tests and region narrow tests of the last pass | [`IndexDiagnostics`] (plus `fallbacks`) |
//! | Queries sort a reusable cell scratch to keep order | fixed `scratch_cells`; overflow falls back to the direct scan (same result) |
//! | Explicitly moved terrain is sampled next pass; no velocity transfer | [`WorldMap::set_origin`] |
//!
//! Left out on purpose: scene and engine wiring (the caller owns the world and calls
//! `step`); sprites, images, camera, textures and waiting for them (no presentation here);
//! names for tile ids (ids are numbers; names are the caller's table); callbacks (events are
//! buffered, and `&mut self` makes a recursive step impossible). Policies are `Copy` values,
//! so a returned one cannot change the map. A removed map's handle is stale: reads return
//! [`Error::Stale`]. Cell geometry is computed from the map, not kept in shared records;
//! `retained_cells` counts the distinct cells held by tracked contacts. Fixed point has no
//! precision drift; [`COORD_LIMIT_PX`] and [`SIZE_LIMIT_PX`] bound it.
//!
//! # Shapes
//!
//! [`Shape::Mask`] is a [`PixelMask`] of up to 32x32 one-pixel bits centred on the collider
//! (not rotated). Its detection is exact per set pixel; its response geometry against
//! anything is the bounding box of its set pixels that touch the other shape.
//!
//! # Limits
//!
//! Discrete, finite-budget position correction: fully embedded interior terrain has no
//! exposed feature, so deep starts, impossible gaps, teleports, dense crowds and small
//! budgets can remain unresolved (reported, never a panic). No general depenetration, CCD,
//! friction, bounce, slopes or moving-platform guarantee. Different policies meeting at a
//! seam keep separate response features on purpose.

mod buffer;
mod cells;
mod config;
mod contact;
mod diagnostics;
mod error;
mod handle;
mod index;
mod map;
mod narrow;
mod objects;
mod policy;
mod search;
mod shape;
mod step;
mod terrain;
mod units;
#[allow(clippy::module_inception)]
mod world;

pub use config::{TileSearch, WorldConfig};
pub use contact::{
    ActorContact, ActorContactEvent, ContactView, ContactViewEvent, Phase, TileContact,
    TileContactEvent,
};
pub use diagnostics::{ActorDiagnostics, IndexDiagnostics, ResponseDiagnostics, TileDiagnostics};
pub use error::Error;
pub use handle::{ActorHandle, ColliderHandle, MapHandle};
pub use index::CHUNK;
pub use map::{MapDesc, WorldMap};
pub use objects::{Body, ColliderDesc};
pub use policy::{Filter, Response, TileId, TilePolicy, TileRule};
pub use shape::{PixelMask, Shape, MASK_MAX};
pub use step::{Losses, StepReport};
pub use units::{Fx, Normal, Rot, Unit, Vec2, COORD_LIMIT_PX, SIZE_LIMIT_PX};
pub use world::World;
