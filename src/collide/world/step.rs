//! The collision pass behind `World::step`: capture, correct, deliver. [`Pass`] owns
//! everything a step writes (its buffers, the tracked contacts, the events and the
//! diagnostics); it reads the registered objects and moves actors through [`Bodies`], and
//! queries maps (whose index caches fill) through [`Maps`].
//!
//! 1. gather eligible colliders (collider and actor enabled) in creation order;
//! 2. up to `iterations` times: capture every correctable pair at the current positions
//!    (actor X sweep, then each collider's cells in each map), then correct the captured
//!    pairs in order (actor pairs first, then terrain by collider, map, row-major cell),
//!    recomputing each manifold at response time; stop early when nothing moved;
//! 3. a final capture at the final positions samples Trigger and non-correctable pairs (and
//!    the correctable ones too if the last iteration moved something) and counts the
//!    movable Solid overlaps left unresolved;
//! 4. observations merge per pair and meet the tracked pairs: Enter/Stay/Exit are written to
//!    the event buffers, actor pairs first (in sweep discovery order), then tile pairs (by
//!    collider, map, row-major cell).

use super::buffer::FixedVec;
use super::config::WorldConfig;
use super::contact::{
    deliver, deliver_discovered, merge_observations, ActorContact, ActorContactEvent, ActorRecord,
    DeliveryLoss, Planned, Record, TileContact, TileContactEvent, TileRecord,
};
use super::diagnostics::{
    ActorDiagnostics, IndexDiagnostics, ResponseDiagnostics, TileDiagnostics,
};
use super::handle::ColliderHandle;
use super::narrow::{pair, shape_rect};
use super::objects::{Bodies, Maps};
use super::policy::{Filter, Response, TilePolicy};
use super::search::query;
use super::shape::Aabb;
use super::terrain;
use super::units::{Fx, Normal};

/// What a step produced and what it could not hold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StepReport {
    /// Actor events delivered (also `World::actor_events().len()`).
    pub actor_events: u32,
    /// Tile events delivered.
    pub tile_events: u32,
    /// Correction iterations used; below the budget when the pass settled early.
    pub iterations: u32,
    /// Corrections applied.
    pub corrections: u32,
    /// Movable Solid overlaps left: non-zero means the budget ran out or a body is stuck.
    pub unresolved: u32,
    /// Work dropped for full buffers; see [`Losses`].
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
    /// Whether anything was dropped: one check per step is enough to notice.
    pub fn any(&self) -> bool {
        *self != Losses::default()
    }

    /// Everything dropped, of every kind.
    pub fn total(&self) -> u32 {
        self.observations
            .saturating_add(self.candidates)
            .saturating_add(self.untracked)
            .saturating_add(self.events)
    }
}

/// The one-line warning for a log or an overlay, naming the capacities to raise.
///
/// ```
/// use bounceback::collide::world::Losses;
/// let lost = Losses { untracked: 17, events: 3, ..Losses::default() };
/// assert_eq!(
///     lost.to_string(),
///     "contacts lost: 17 untracked (raise tile_contacts/actor_contacts), 3 events (raise events)"
/// );
/// ```
impl core::fmt::Display for Losses {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("contacts lost:")?;
        let kinds = [
            (
                self.observations,
                "observations",
                "tile_observations/actor_observations",
            ),
            (self.candidates, "candidates", "candidates"),
            (self.untracked, "untracked", "tile_contacts/actor_contacts"),
            (self.events, "events", "events"),
        ];
        let mut sep = " ";
        for (n, what, raise) in kinds {
            if n > 0 {
                write!(f, "{sep}{n} {what} (raise {raise})")?;
                sep = ", ";
            }
        }
        if !self.any() {
            f.write_str(" none")?;
        }
        Ok(())
    }
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

/// The step's state: per-pass buffers, the contacts tracked across passes, the last pass's
/// events and the diagnostics.
pub(crate) struct Pass {
    active: FixedVec<Active>,
    /// Sweep order: (min x, serial, active index, min y, max y), sorted by the unique
    /// (min x, serial) and kept sorted between captures; y rides along so the y rejection
    /// does not have to fetch the collider.
    sweep: FixedVec<(i32, u32, u16, i32, i32)>,
    actor_cands: FixedVec<ActorCand>,
    tile_cands: FixedVec<TileCand>,
    cells: FixedVec<u32>,
    actor_obs: FixedVec<ActorRecord>,
    tile_obs: FixedVec<TileRecord>,
    retained: FixedVec<u64>,
    lost: Losses,
    /// In delivery (discovery) order, as the queries list them.
    actor_tracked: FixedVec<ActorRecord>,
    actor_next: FixedVec<ActorRecord>,
    actor_plan: FixedVec<Planned>,
    tile_tracked: FixedVec<TileRecord>,
    tile_next: FixedVec<TileRecord>,
    actor_events: FixedVec<ActorContactEvent>,
    tile_events: FixedVec<TileContactEvent>,
    actor_diag: ActorDiagnostics,
    response_diag: ResponseDiagnostics,
    tile_diag: TileDiagnostics,
    index_diag: IndexDiagnostics,
}

impl Pass {
    /// Allocates every buffer the step uses, sized by `cfg`.
    pub(super) fn new(cfg: &WorldConfig) -> Pass {
        let n = cfg.colliders as usize;
        Pass {
            active: FixedVec::new(n),
            sweep: FixedVec::new(n),
            actor_cands: FixedVec::new(cfg.candidates as usize),
            tile_cands: FixedVec::new(cfg.candidates as usize),
            cells: FixedVec::new(cfg.scratch_cells as usize),
            actor_obs: FixedVec::new(cfg.actor_observations as usize),
            tile_obs: FixedVec::new(cfg.tile_observations as usize),
            retained: FixedVec::new(cfg.tile_contacts as usize),
            lost: Losses::default(),
            actor_tracked: FixedVec::new(cfg.actor_contacts as usize),
            actor_next: FixedVec::new(cfg.actor_contacts as usize),
            actor_plan: FixedVec::new(
                cfg.actor_contacts as usize + cfg.actor_observations as usize,
            ),
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
        }
    }

    // ---- results of the last pass ----

    pub(super) fn actor_events(&self) -> &[ActorContactEvent] {
        &self.actor_events
    }

    pub(super) fn tile_events(&self) -> &[TileContactEvent] {
        &self.tile_events
    }

    /// Tracked actor contacts involving collider `c`, in their last delivery order.
    pub(super) fn actor_contacts_of(
        &self,
        c: ColliderHandle,
    ) -> impl Iterator<Item = ActorContact> + '_ {
        self.actor_tracked
            .iter()
            .map(ActorRecord::contact)
            .filter(move |k| k.a == c || k.b == c)
    }

    /// Tracked tile contacts of the collider with creation serial `serial` (none for None),
    /// in map then row-major cell order.
    pub(super) fn tile_contacts_of(
        &self,
        serial: Option<u32>,
    ) -> impl Iterator<Item = TileContact> + '_ {
        let records: &[TileRecord] = match serial {
            Some(s) => {
                let lo = self.tile_tracked.partition_point(|r| r.key().0 < s);
                let hi = self.tile_tracked.partition_point(|r| r.key().0 <= s);
                &self.tile_tracked[lo..hi]
            }
            None => &[],
        };
        records.iter().map(TileRecord::contact)
    }

    pub(super) fn actor_diagnostics(&self) -> ActorDiagnostics {
        self.actor_diag
    }

    pub(super) fn response_diagnostics(&self) -> ResponseDiagnostics {
        self.response_diag
    }

    pub(super) fn tile_diagnostics(&self) -> TileDiagnostics {
        self.tile_diag
    }

    /// The index counters of the last pass (the cache totals are the maps' to add).
    pub(super) fn index_diagnostics(&self) -> IndexDiagnostics {
        self.index_diag
    }

    // ---- the step ----

    /// Runs one collision pass over the objects. Never allocates.
    pub(super) fn step(
        &mut self,
        cfg: &WorldConfig,
        bodies: &mut Bodies,
        maps: &mut Maps,
    ) -> StepReport {
        self.begin(cfg, bodies, maps);
        let mut moved = true;
        let mut iterations = 0;
        let mut unresolved = None;
        for _ in 0..cfg.iterations {
            iterations += 1;
            self.capture(bodies, maps, Capture::Iterate);
            moved = false;
            if !self.correct(bodies, maps) {
                // Nothing moved: the captured penetrations are the final ones.
                let (a, t) = (self.actor_cands.len() as u32, self.tile_cands.len() as u32);
                unresolved = Some((a, t));
                break;
            }
            moved = true;
        }
        let (ua, ut) = self.capture(bodies, maps, Capture::Final { correctable: moved });
        let (ua, ut) = unresolved.unwrap_or((ua, ut));
        self.tile_diag.unresolved = ut;
        self.response_diag.unresolved = ua + ut;
        self.response_diag.iterations = iterations;
        self.finish()
    }

    fn begin(&mut self, cfg: &WorldConfig, bodies: &Bodies, maps: &Maps) {
        self.actor_diag.x_candidates = 0;
        self.actor_diag.narrow_tests = 0;
        self.response_diag.passes += 1;
        self.response_diag.corrections = 0;
        self.tile_diag = TileDiagnostics {
            maps: maps.len() as u32,
            ..TileDiagnostics::default()
        };
        self.index_diag.region_tests = 0;
        self.index_diag.region_narrow_tests = 0;
        self.index_diag.fallbacks = 0;
        self.active.clear();
        self.sweep.clear();
        self.actor_obs.clear();
        self.tile_obs.clear();
        self.lost = Losses::default();
        for e in bodies.eligible(cfg.correct_positions) {
            let fitted = self.active.push(Active {
                slot: e.slot,
                actor: e.actor,
                serial: e.serial,
                movable: e.movable,
                solid: e.response == Response::Solid,
                filter: e.filter,
                response: e.response,
                aabb: Aabb {
                    x0: 0,
                    y0: 0,
                    x1: 0,
                    y1: 0,
                },
            });
            // Capacity equals the collider capacity.
            debug_assert!(fitted.is_ok());
        }
        self.actor_diag.colliders = self.active.len() as u32;
    }

    /// Captures pairs at the current positions; returns the correctable penetrations found
    /// (actor, terrain), meaningful for final captures.
    fn capture(&mut self, bodies: &Bodies, maps: &mut Maps, mode: Capture) -> (u32, u32) {
        self.actor_cands.clear();
        self.tile_cands.clear();
        let ua = self.capture_actors(bodies, mode);
        let ut = self.capture_terrain(bodies, maps, mode);
        (ua, ut)
    }

    fn capture_actors(&mut self, bodies: &Bodies, mode: Capture) -> u32 {
        let mut unresolved = 0;
        for a in self.active.iter_mut() {
            a.aabb = bodies.placed(a.slot).aabb();
        }
        if self.sweep.is_empty() {
            for (i, a) in self.active.iter().enumerate() {
                let _ = self
                    .sweep
                    .push((a.aabb.x0, a.serial, i as u16, a.aabb.y0, a.aabb.y1));
            }
            self.sweep.sort_unstable();
        } else {
            // Later captures of a pass: positions moved little, insertion sort is linear.
            for e in self.sweep.iter_mut() {
                let b = self.active[e.2 as usize].aabb;
                (e.0, e.3, e.4) = (b.x0, b.y0, b.y1);
            }
            insertion_sort(&mut self.sweep);
        }
        let n = self.sweep.len();
        for si in 0..n {
            let i = self.sweep[si].2 as usize;
            let ai = self.active[i];
            for sj in si + 1..n {
                let (x0, _, j, y0, y1) = self.sweep[sj];
                if x0 > ai.aabb.x1 {
                    break;
                }
                self.actor_diag.x_candidates += 1;
                if y0 > ai.aabb.y1 || ai.aabb.y0 > y1 {
                    continue;
                }
                let j = j as usize;
                let aj = self.active[j];
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
                    let pl = bodies.placed(lo.slot);
                    let ph = bodies.placed(hi.slot);
                    pair(&pl, &ph)
                };
                let Some(m) = m else { continue };
                let (ch_a, ah_a) = bodies.handles(lo.slot, lo.actor);
                let (ch_b, ah_b) = bodies.handles(hi.slot, hi.actor);
                let seq = self.actor_obs.len() as u32;
                let rec = ActorRecord::new(
                    (lo.serial, hi.serial),
                    seq,
                    ActorContact {
                        a: ch_a,
                        b: ch_b,
                        a_actor: ah_a,
                        b_actor: ah_b,
                        normal: Normal::from_raw(m.n),
                        depth: Fx::from_bits(m.depth),
                        response,
                        resolved: false,
                    },
                );
                let obs = if self.actor_obs.push(rec).is_ok() {
                    seq
                } else {
                    self.lost.observations += 1;
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
                            if self.actor_cands.push(cand).is_err() {
                                self.lost.candidates += 1;
                            }
                        }
                        Capture::Final { .. } => unresolved += 1,
                    }
                }
            }
        }
        unresolved
    }

    fn capture_terrain(&mut self, bodies: &Bodies, maps: &mut Maps, mode: Capture) -> u32 {
        let mut unresolved = 0;
        let Pass {
            active,
            cells,
            tile_obs,
            tile_cands,
            lost,
            tile_diag,
            index_diag,
            ..
        } = self;
        for ai in 0..active.len() {
            let a = active[ai];
            let collider_movable = a.solid && a.movable;
            if mode == Capture::Iterate && !collider_movable {
                continue;
            }
            let placed = bodies.placed(a.slot);
            let handles = bodies.handles(a.slot, a.actor);
            for k in 0..maps.len() {
                let ms = maps.slot(k);
                let (map_handle, map_serial) = maps.identity(ms);
                let map = maps.at_mut(ms);
                if !map.enabled() {
                    continue;
                }
                let wants =
                    |p: TilePolicy| mode.wants(collider_movable && p.response == Response::Solid);
                let mut narrow = 0u32;
                query(
                    map,
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
                        let rec = TileRecord::new(
                            (a.serial, map_serial, idx as u32, response),
                            seq,
                            TileContact {
                                collider: handles.0,
                                actor: handles.1,
                                map: map_handle,
                                tile_x: x as u16,
                                tile_y: y as u16,
                                tile: map.tile_at(idx),
                                policy: p,
                                normal: Normal::from_raw(m.n),
                                depth: Fx::from_bits(m.depth),
                                response,
                                resolved: false,
                            },
                        );
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

    /// Applies corrections to the captured candidates; returns whether anything moved.
    fn correct(&mut self, bodies: &mut Bodies, maps: &Maps) -> bool {
        let mut changed = false;
        for k in 0..self.actor_cands.len() {
            let c = self.actor_cands[k];
            let (a, b) = (self.active[c.a as usize], self.active[c.b as usize]);
            let m = {
                let pa = bodies.placed(a.slot);
                let pb = bodies.placed(b.slot);
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
            bodies.move_actor(a.actor, va);
            bodies.move_actor(b.actor, vb);
            self.response_diag.corrections += 1;
            if let Some(r) = self.actor_obs.get_mut(c.obs as usize) {
                r.set_resolved();
            }
            changed = true;
        }
        for k in 0..self.tile_cands.len() {
            let c = self.tile_cands[k];
            let a = self.active[c.active as usize];
            let map = maps.at(c.map);
            let Some(p) = map.policy_at(c.idx as usize) else {
                continue;
            };
            self.tile_diag.response_tests += 1;
            let m = {
                let placed = bodies.placed(a.slot);
                let probes = &mut self.tile_diag.neighbor_probes;
                terrain::correction(&placed, &map.cell_rect(c.x, c.y), || {
                    *probes += 4;
                    map.exposed(c.x, c.y, p)
                })
            };
            let Some(m) = m else { continue };
            bodies.move_actor(a.actor, m.n.neg().scale_away(m.depth));
            self.response_diag.corrections += 1;
            self.tile_diag.corrections += 1;
            if let Some(r) = self.tile_obs.get_mut(c.obs as usize) {
                r.set_resolved();
            }
            changed = true;
        }
        changed
    }

    fn finish(&mut self) -> StepReport {
        merge_observations(&mut self.actor_obs);
        merge_observations(&mut self.tile_obs);
        self.actor_events.clear();
        self.tile_events.clear();
        self.actor_next.clear();
        self.tile_next.clear();
        let la: DeliveryLoss = deliver_discovered(
            &mut self.actor_tracked,
            &self.actor_obs,
            &mut self.actor_plan,
            &mut self.actor_next,
            &mut self.actor_events,
        );
        let lt = deliver(
            &self.tile_tracked,
            &self.tile_obs,
            &mut self.tile_next,
            &mut self.tile_events,
        );
        core::mem::swap(&mut self.actor_tracked, &mut self.actor_next);
        core::mem::swap(&mut self.tile_tracked, &mut self.tile_next);
        let lost = &mut self.lost;
        lost.events += la.events + lt.events;
        lost.untracked += la.untracked + lt.untracked;

        self.actor_diag.contacts = self.actor_tracked.len() as u32;
        self.tile_diag.contacts = self.tile_tracked.len() as u32;
        let r = &mut self.retained;
        r.clear();
        for t in self.tile_tracked.iter() {
            let k = t.key();
            let fitted = r.push(((k.1 as u64) << 32) | k.2 as u64);
            // The same capacity as the tracked contacts'.
            debug_assert!(fitted.is_ok());
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
            lost: self.lost,
        }
    }
}

/// Sorts a nearly sorted slice in place (no allocation; linear when already in order).
fn insertion_sort<T: Ord + Copy>(v: &mut [T]) {
    for i in 1..v.len() {
        let x = v[i];
        let mut j = i;
        while j > 0 && v[j - 1] > x {
            v[j] = v[j - 1];
            j -= 1;
        }
        v[j] = x;
    }
}
