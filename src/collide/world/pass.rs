//! The collision pass behind [`World::step`]: capture, respond, deliver.
//!
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

use super::buffer::FixedVec;
use super::contact::{
    deliver, merge_observations, ActorContact, ActorRecord, DeliveryLoss, Record, TileContact,
    TileRecord,
};
use super::diagnostics::TileDiagnostics;
use super::handle::{ActorHandle, ColliderHandle, MapHandle, Slots};
use super::narrow::{pair, shape_rect};
use super::policy::{Filter, Response, TilePolicy};
use super::search::query;
use super::shape::{Aabb, Placed};
use super::terrain;
use super::units::{Fx, Normal, COORD_LIMIT, P};
use super::world::{ActorData, Body, ColliderData, Losses, StepReport, World};

/// An eligible collider in the current pass.
#[derive(Clone, Copy)]
pub(super) struct Active {
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
pub(super) struct ActorCand {
    a: u16,
    b: u16,
    obs: u32,
}

#[derive(Clone, Copy)]
pub(super) struct TileCand {
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
pub(super) struct Pass {
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
}

impl Pass {
    pub(super) fn new(
        colliders: usize,
        candidates: usize,
        scratch: usize,
        actor_obs: usize,
        tile_obs: usize,
        tracked: usize,
    ) -> Pass {
        Pass {
            active: FixedVec::new(colliders),
            sweep: FixedVec::new(colliders),
            actor_cands: FixedVec::new(candidates),
            tile_cands: FixedVec::new(candidates),
            cells: FixedVec::new(scratch),
            actor_obs: FixedVec::new(actor_obs),
            tile_obs: FixedVec::new(tile_obs),
            retained: FixedVec::new(tracked),
            lost: Losses::default(),
        }
    }
}

impl World {
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
        p.sweep.clear();
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
            if p.sweep.is_empty() {
                for (i, a) in p.active.iter().enumerate() {
                    let _ = p
                        .sweep
                        .push((a.aabb.x0, a.serial, i as u16, a.aabb.y0, a.aabb.y1));
                }
                p.sweep.sort_unstable();
            } else {
                // Later captures of a pass: positions moved little, insertion sort is linear.
                for e in p.sweep.iter_mut() {
                    let b = p.active[e.2 as usize].aabb;
                    (e.0, e.3, e.4) = (b.x0, b.y0, b.y1);
                }
                insertion_sort(&mut p.sweep);
            }
        }
        let n = self.pass.sweep.len();
        for si in 0..n {
            let i = self.pass.sweep[si].2 as usize;
            let ai = self.pass.active[i];
            for sj in si + 1..n {
                let (x0, _, j, y0, y1) = self.pass.sweep[sj];
                if x0 > ai.aabb.x1 {
                    break;
                }
                self.actor_diag.x_candidates += 1;
                if y0 > ai.aabb.y1 || ai.aabb.y0 > y1 {
                    continue;
                }
                let j = j as usize;
                let aj = self.pass.active[j];
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
                if !md.map.enabled() {
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
                                tile: map.tile_at(idx),
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
            let Some(p) = map.policy_at(c.idx as usize) else {
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
