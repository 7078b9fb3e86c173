//! Contacts: payloads, identities, and Enter/Stay/Exit delivery by merging a pass's
//! observations with the tracked pairs.
//!
//! Identity is (collider, collider) for actor pairs and (collider, map, cell, effective
//! response) for tile pairs, all by creation serials that are never reused. Tile ids,
//! geometry and revisions are payload, not identity. Actor pairs are delivered in the order
//! the sweep discovered them in the pass (Exits after, in their last delivery order); tile
//! pairs by key: collider, map, row-major cell. A pass may observe a pair several times (once
//! per capture); the observations merge into one record keeping the deepest pre-correction
//! observation (first on ties) and the first discovery, so each pair notifies once per pass.
//! Exit carries the last observation recorded for the pair.

use super::buffer::FixedVec;
use super::handle::{ActorHandle, ColliderHandle, MapHandle};
use super::policy::{Response, TileId, TilePolicy};
use super::units::{Fx, Normal};

/// Where a contact is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// First pass the pair touches: start a reaction here.
    Enter,
    /// Touching again: the payload is this pass's observation.
    Stay,
    /// No longer touching (or removed): the payload is the last observation.
    Exit,
}

/// An actor/actor contact as one pair. `a` is the collider created first; the normal points
/// from `a` toward `b`. A handler for one collider reads [`ActorContact::view`] instead: its
/// own side, with the normal already pointing away from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActorContact {
    /// The collider created first, so the pair has one fixed orientation.
    pub a: ColliderHandle,
    /// The collider created later.
    pub b: ColliderHandle,
    /// The actor of `a`, so a handler needs no lookup.
    pub a_actor: ActorHandle,
    /// The actor of `b`.
    pub b_actor: ActorHandle,
    /// Unit direction from `a` toward `b`.
    pub normal: Normal,
    /// Largest pre-correction penetration recorded in the pass.
    pub depth: Fx,
    /// Solid only when both colliders are Solid.
    pub response: Response,
    /// Whether a correction for this pair actually moved a body in the pass.
    pub resolved: bool,
}

impl ActorContact {
    /// The pair as `c` sees it (the reference's `self`/`other` view); None when `c` is not in
    /// the pair.
    pub fn view(&self, c: ColliderHandle) -> Option<ContactView> {
        let [va, vb] = self.views();
        if c == self.a {
            Some(va)
        } else if c == self.b {
            Some(vb)
        } else {
            None
        }
    }

    /// Both sides' views: `a`'s, then `b`'s (whose normal is `a`'s reversed).
    pub fn views(&self) -> [ContactView; 2] {
        let flipped = Normal {
            x: -self.normal.x,
            y: -self.normal.y,
        };
        let side = |collider, actor, other, other_actor, normal| ContactView {
            collider,
            actor,
            other,
            other_actor,
            normal,
            depth: self.depth,
            response: self.response,
            resolved: self.resolved,
        };
        [
            side(self.a, self.a_actor, self.b, self.b_actor, self.normal),
            side(self.b, self.b_actor, self.a, self.a_actor, flipped),
        ]
    }
}

/// One collider's side of an actor contact: the reference's `self`, `other`, `selfActor`,
/// `otherActor`. The fields mirror [`TileContact`]'s (`collider`, `actor` are self).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ContactView {
    /// The collider whose view this is (self).
    pub collider: ColliderHandle,
    /// Its actor (self actor).
    pub actor: ActorHandle,
    /// The collider on the other side.
    pub other: ColliderHandle,
    /// The other collider's actor.
    pub other_actor: ActorHandle,
    /// Unit direction away from `collider`, toward `other`.
    pub normal: Normal,
    /// Largest pre-correction penetration recorded in the pass (the same for both sides).
    pub depth: Fx,
    /// Solid only when both colliders are Solid.
    pub response: Response,
    /// Whether a correction for this pair actually moved a body in the pass.
    pub resolved: bool,
}

/// An actor/terrain contact, as a value snapshot (`docs/ENGINE.md`, events after the pass).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileContact {
    /// The actor's collider that touched the cell.
    pub collider: ColliderHandle,
    /// Its actor, so a handler needs no lookup.
    pub actor: ActorHandle,
    /// The map the cell belongs to.
    pub map: MapHandle,
    /// The cell's column.
    pub tile_x: u16,
    /// The cell's row.
    pub tile_y: u16,
    /// The tile id observed in the cell (None: an empty cell with a policy override).
    pub tile: Option<TileId>,
    /// The cell's policy as observed.
    pub policy: TilePolicy,
    /// The cell's geometric detection normal, from the collider toward the cell.
    pub normal: Normal,
    /// Largest pre-correction penetration recorded in the pass.
    pub depth: Fx,
    /// Effective pair response (a Trigger collider on a Solid cell is Trigger).
    pub response: Response,
    /// Whether a correction against this cell actually moved the body in the pass.
    pub resolved: bool,
}

/// A change in an actor pair's contact, delivered by `World::actor_events`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActorContactEvent {
    /// Which change.
    pub phase: Phase,
    /// The pair and its observation.
    pub contact: ActorContact,
}

impl ActorContactEvent {
    /// The event as collider `c` receives it; None when `c` is not in the pair.
    pub fn view(&self, c: ColliderHandle) -> Option<ContactViewEvent> {
        Some(ContactViewEvent {
            phase: self.phase,
            contact: self.contact.view(c)?,
        })
    }
}

/// A change in an actor pair's contact as one of its colliders receives it, from
/// `World::actor_events_for`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ContactViewEvent {
    /// Which change.
    pub phase: Phase,
    /// The receiving collider's side of the pair.
    pub contact: ContactView,
}

/// A change in an actor/cell contact, delivered by `World::tile_events`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileContactEvent {
    /// Which change.
    pub phase: Phase,
    /// The cell and its observation.
    pub contact: TileContact,
}

/// Serial-based identity of an actor pair (lower serial first).
pub(crate) type ActorKey = (u32, u32);
/// Serial-based identity of a tile pair.
pub(crate) type TileKey = (u32, u32, u32, Response);

/// A keyed observation or tracked record. `seq` orders observations of one pass; `first` is
/// the `seq` of the pair's first observation in the pass (its discovery).
pub(crate) trait Record: Copy {
    type Key: Ord + Copy;
    type Event;
    fn key(&self) -> Self::Key;
    fn seq(&self) -> u32;
    /// Only actor pairs are delivered in discovery order; tile records do not carry it (the
    /// merge sorts many of them, so they stay small): theirs is their own `seq`.
    fn first(&self) -> u32;
    fn set_first(&mut self, first: u32);
    fn depth(&self) -> Fx;
    fn resolved(&self) -> bool;
    fn set_resolved(&mut self);
    fn event(&self, phase: Phase) -> Self::Event;
}

/// A pair's contact as the pass tracks it: its key, the capture order of the observation, its
/// discovery (`D`: a `u32` for actor pairs, `()` for tile records, which do not carry it), and
/// the contact payload.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tracked<K, C, D> {
    first: D,
    key: K,
    seq: u32,
    contact: C,
}

/// An actor pair's record, delivered in discovery order.
pub(crate) type ActorRecord = Tracked<ActorKey, ActorContact, u32>;
/// A tile pair's record, delivered in key order.
pub(crate) type TileRecord = Tracked<TileKey, TileContact, ()>;

impl<K, C: Copy, D: Discovery> Tracked<K, C, D> {
    pub(super) fn new(key: K, seq: u32, contact: C) -> Self {
        Tracked {
            first: D::at(seq),
            key,
            seq,
            contact,
        }
    }

    pub(super) fn contact(&self) -> C {
        self.contact
    }
}

/// Whether a record keeps its pair's discovery (`u32`) or not (`()`, read as its own `seq`).
pub(crate) trait Discovery: Copy {
    fn at(seq: u32) -> Self;
    fn get(self, seq: u32) -> u32;
    fn set(&mut self, first: u32);
}

impl Discovery for u32 {
    fn at(seq: u32) -> u32 {
        seq
    }
    fn get(self, _seq: u32) -> u32 {
        self
    }
    fn set(&mut self, first: u32) {
        *self = first;
    }
}

impl Discovery for () {
    fn at(_seq: u32) {}
    fn get(self, seq: u32) -> u32 {
        seq
    }
    fn set(&mut self, _first: u32) {}
}

/// A contact payload: the deepest observation is kept, `resolved` or-ed, and it is delivered
/// as its event with a phase.
pub(crate) trait Payload: Copy {
    type Event;
    fn depth(&self) -> Fx;
    fn resolved(&self) -> bool;
    fn set_resolved(&mut self);
    fn event(&self, phase: Phase) -> Self::Event;
}

/// [`Payload`] for a contact type with `depth` and `resolved` fields and its event type.
macro_rules! payload {
    ($contact:ty, $event:ident) => {
        impl Payload for $contact {
            type Event = $event;
            fn depth(&self) -> Fx {
                self.depth
            }
            fn resolved(&self) -> bool {
                self.resolved
            }
            fn set_resolved(&mut self) {
                self.resolved = true;
            }
            fn event(&self, phase: Phase) -> $event {
                $event {
                    phase,
                    contact: *self,
                }
            }
        }
    };
}

payload!(ActorContact, ActorContactEvent);
payload!(TileContact, TileContactEvent);

impl<K: Ord + Copy, C: Payload, D: Discovery> Record for Tracked<K, C, D> {
    type Key = K;
    type Event = C::Event;
    fn key(&self) -> K {
        self.key
    }
    fn seq(&self) -> u32 {
        self.seq
    }
    fn first(&self) -> u32 {
        self.first.get(self.seq)
    }
    fn set_first(&mut self, first: u32) {
        self.first.set(first);
    }
    fn depth(&self) -> Fx {
        self.contact.depth()
    }
    fn resolved(&self) -> bool {
        self.contact.resolved()
    }
    fn set_resolved(&mut self) {
        self.contact.set_resolved();
    }
    fn event(&self, phase: Phase) -> C::Event {
        self.contact.event(phase)
    }
}

/// Sorts a pass's observations by (key, capture order) and folds each key's observations
/// into its first slot: deepest observation kept (earliest on ties), `resolved` or-ed, the
/// first discovery kept.
pub(crate) fn merge_observations<R: Record>(obs: &mut FixedVec<R>) {
    obs.sort_unstable_by_key(|r| (r.key(), r.seq()));
    let mut w = 0usize;
    for i in 0..obs.len() {
        if w > 0 && obs[w - 1].key() == obs[i].key() {
            let cur = obs[i];
            let keep = &mut obs[w - 1];
            let resolved = keep.resolved() || cur.resolved();
            if cur.depth() > keep.depth() {
                let first = keep.first();
                *keep = cur;
                keep.set_first(first);
            }
            if resolved {
                keep.set_resolved();
            }
        } else {
            obs[w] = obs[i];
            w += 1;
        }
    }
    obs.truncate(w);
}

/// What a delivery could not hold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct DeliveryLoss {
    pub events: u32,
    pub untracked: u32,
}

/// Merges sorted `tracked` with merged `obs` into `next` (which must be empty), emitting
/// Enter/Stay/Exit in key order. New pairs beyond the tracking capacity are not entered (and
/// counted); pairs already tracked always keep their place.
pub(crate) fn deliver<R: Record>(
    tracked: &[R],
    obs: &[R],
    next: &mut FixedVec<R>,
    events: &mut FixedVec<R::Event>,
) -> DeliveryLoss {
    let mut loss = DeliveryLoss::default();
    // Stays first claim their capacity.
    let stays = count_matches(tracked, obs);
    let mut enter_room = next.capacity().saturating_sub(stays);
    let (mut i, mut j) = (0usize, 0usize);
    let emit = |events: &mut FixedVec<R::Event>, e: R::Event, loss: &mut DeliveryLoss| {
        if events.push(e).is_err() {
            loss.events += 1;
        }
    };
    while i < tracked.len() || j < obs.len() {
        let order = merge_order(tracked.get(i).map(|t| t.key()), obs.get(j).map(|o| o.key()));
        match order {
            core::cmp::Ordering::Less => {
                emit(events, tracked[i].event(Phase::Exit), &mut loss);
                i += 1;
            }
            core::cmp::Ordering::Equal => {
                let o = obs[j];
                emit(events, o.event(Phase::Stay), &mut loss);
                let fitted = next.push(o);
                // Capacity was reserved for every stay.
                debug_assert!(fitted.is_ok());
                i += 1;
                j += 1;
            }
            core::cmp::Ordering::Greater => {
                let o = obs[j];
                if enter_room > 0 && next.push(o).is_ok() {
                    enter_room -= 1;
                    emit(events, o.event(Phase::Enter), &mut loss);
                } else {
                    loss.untracked += 1;
                }
                j += 1;
            }
        }
    }
    loss
}

/// What [`deliver_discovered`] does with one pair.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Fate {
    Stay,
    Enter,
    Exit,
}

/// One entry of the delivery plan: (observed first, then exits; discovery; fate; index into
/// the observations or, for an exit, the tracked records).
pub(crate) type Planned = (bool, u32, Fate, u32);

/// Like [`deliver`], but in discovery order: the observed pairs (Enter and Stay) in the order
/// their first observation was made in the pass, then the Exits in the order they were last
/// delivered. `tracked` is reordered (by key) to match; `next` receives the tracked pairs in
/// delivery order, which is the order the next pass's Exits and the queries use. New pairs
/// beyond the tracking capacity are the last discovered ones, counted, not entered. `plan`
/// needs room for `tracked.len() + obs.len()` entries.
pub(crate) fn deliver_discovered<R: Record>(
    tracked: &mut [R],
    obs: &[R],
    plan: &mut FixedVec<Planned>,
    next: &mut FixedVec<R>,
    events: &mut FixedVec<R::Event>,
) -> DeliveryLoss {
    tracked.sort_unstable_by_key(|r| r.key());
    plan.clear();
    let mut plan_one = |p: Planned| {
        let fitted = plan.push(p);
        // Sized for every tracked pair and every observation.
        debug_assert!(fitted.is_ok());
    };
    let (mut i, mut j, mut stays) = (0usize, 0usize, 0usize);
    while i < tracked.len() || j < obs.len() {
        let order = merge_order(tracked.get(i).map(|t| t.key()), obs.get(j).map(|o| o.key()));
        match order {
            core::cmp::Ordering::Less => {
                plan_one((true, tracked[i].first(), Fate::Exit, i as u32));
                i += 1;
            }
            core::cmp::Ordering::Equal => {
                plan_one((false, obs[j].first(), Fate::Stay, j as u32));
                stays += 1;
                i += 1;
                j += 1;
            }
            core::cmp::Ordering::Greater => {
                plan_one((false, obs[j].first(), Fate::Enter, j as u32));
                j += 1;
            }
        }
    }
    // Discoveries are unique in a pass, and the exits' last discoveries were unique in theirs.
    plan.sort_unstable();
    let mut loss = DeliveryLoss::default();
    let mut enter_room = next.capacity().saturating_sub(stays);
    let mut emit = |e: R::Event| {
        if events.push(e).is_err() {
            loss.events += 1;
        }
    };
    let mut untracked = 0;
    for &(_, _, fate, k) in plan.iter() {
        let k = k as usize;
        match fate {
            Fate::Exit => emit(tracked[k].event(Phase::Exit)),
            Fate::Stay => {
                let fitted = next.push(obs[k]);
                // Capacity was reserved for every stay.
                debug_assert!(fitted.is_ok());
                emit(obs[k].event(Phase::Stay));
            }
            Fate::Enter => {
                if enter_room > 0 && next.push(obs[k]).is_ok() {
                    enter_room -= 1;
                    emit(obs[k].event(Phase::Enter));
                } else {
                    untracked += 1;
                }
            }
        }
    }
    loss.untracked = untracked;
    loss
}

fn count_matches<R: Record>(a: &[R], b: &[R]) -> usize {
    let (mut i, mut j, mut n) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        match a[i].key().cmp(&b[j].key()) {
            core::cmp::Ordering::Less => i += 1,
            core::cmp::Ordering::Greater => j += 1,
            core::cmp::Ordering::Equal => {
                n += 1;
                i += 1;
                j += 1;
            }
        }
    }
    n
}

/// Which side a merge of the tracked records and the pass's observations (both sorted by
/// key) takes next: `Less` the tracked one (no observation: it exits), `Greater` the
/// observation (new: it enters), `Equal` both (it stays).
fn merge_order<K: Ord>(tracked: Option<K>, observed: Option<K>) -> core::cmp::Ordering {
    match (tracked, observed) {
        (Some(t), Some(o)) => t.cmp(&o),
        (Some(_), None) => core::cmp::Ordering::Less,
        _ => core::cmp::Ordering::Greater,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(a: u32, b: u32, seq: u32, depth: i32, resolved: bool) -> ActorRecord {
        let h = ColliderHandle::new(0, 0);
        let ah = ActorHandle::new(0, 0);
        ActorRecord {
            first: seq,
            key: (a, b),
            seq,
            contact: ActorContact {
                a: h,
                b: h,
                a_actor: ah,
                b_actor: ah,
                normal: Normal::default(),
                depth: Fx::from_bits(depth),
                response: Response::Solid,
                resolved,
            },
        }
    }

    #[test]
    fn observations_fold_to_deepest_first_and_resolved_or() {
        let mut obs = FixedVec::new(8);
        for r in [
            rec(2, 3, 0, 5, false),
            rec(1, 2, 1, 7, false),
            rec(2, 3, 2, 9, false),
            rec(2, 3, 3, 9, true),
            rec(1, 2, 4, 7, true),
        ] {
            obs.push(r).unwrap();
        }
        merge_observations(&mut obs);
        assert_eq!(obs.len(), 2);
        assert_eq!(obs[0].key, (1, 2));
        assert_eq!(obs[0].seq, 1, "earliest of equal depths kept");
        assert!(obs[0].contact.resolved);
        assert_eq!(
            (obs[1].key, obs[1].seq, obs[1].contact.depth.to_bits()),
            ((2, 3), 2, 9)
        );
        assert!(obs[1].contact.resolved);
    }

    #[test]
    fn delivery_orders_and_bounds() {
        let tracked = [
            rec(1, 2, 0, 1, false),
            rec(1, 3, 0, 1, false),
            rec(4, 5, 0, 1, false),
        ];
        let obs = [
            rec(1, 3, 0, 2, false),
            rec(2, 9, 0, 2, false),
            rec(6, 7, 0, 2, false),
        ];
        let mut next = FixedVec::new(3);
        let mut events = FixedVec::new(8);
        let loss = deliver(&tracked, &obs, &mut next, &mut events);
        let got: Vec<_> = events
            .iter()
            .map(|e| (e.phase, e.contact.depth.to_bits()))
            .collect();
        assert_eq!(
            got,
            vec![
                (Phase::Exit, 1),
                (Phase::Stay, 2),
                (Phase::Enter, 2),
                (Phase::Exit, 1),
                (Phase::Enter, 2),
            ]
        );
        assert_eq!(loss, DeliveryLoss::default());
        assert_eq!(
            next.iter().map(|r| r.key).collect::<Vec<_>>(),
            vec![(1, 3), (2, 9), (6, 7)]
        );

        // Capacity 2: the stay is kept, one enter fits, the other is counted; events of 2.
        let mut next = FixedVec::new(2);
        let mut events = FixedVec::new(2);
        let loss = deliver(&tracked, &obs, &mut next, &mut events);
        assert_eq!(
            loss,
            DeliveryLoss {
                events: 2,
                untracked: 1
            }
        );
        assert_eq!(
            next.iter().map(|r| r.key).collect::<Vec<_>>(),
            vec![(1, 3), (2, 9)]
        );
    }
}
