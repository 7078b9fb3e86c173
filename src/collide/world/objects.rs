//! The registered objects: actors and their colliders ([`Bodies`]), map placements
//! ([`Maps`]) and the creation serials both draw from ([`Serials`]). `World` edits them
//! through handles; the pass reads them by slot and moves actors.

use super::buffer::FixedVec;
use super::error::Error;
use super::handle::{ActorHandle, ColliderHandle, MapHandle, Slots};
use super::map::WorldMap;
use super::policy::{Filter, Response};
use super::shape::{Placed, Shape};
use super::units::{Vec2, COORD_LIMIT, P, SIZE_LIMIT};

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

/// How a collider is created. Defaults (`docs/ENGINE.md`): Trigger, layer 1, mask all, enabled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColliderDesc {
    /// What touches.
    pub shape: Shape,
    /// Shape centre relative to the actor position.
    pub offset: Vec2,
    /// Whether contacts correct positions or only report.
    pub response: Response,
    /// The layers the collider is on (non-zero, checked when added).
    pub layer: u32,
    /// The layers it accepts.
    pub mask: u32,
    /// Off: added but out of collision until `World::set_collider_enabled`.
    pub enabled: bool,
}

impl ColliderDesc {
    /// The defaults, so a sensor needs no further set-up.
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

    /// Sets the response (builder style).
    pub fn response(mut self, r: Response) -> Self {
        self.response = r;
        self
    }

    /// Solid: the common case of a body that walls stop.
    pub fn solid(self) -> Self {
        self.response(Response::Solid)
    }

    /// Moves the shape off the actor's position (several shapes on one actor).
    pub fn offset(mut self, o: Vec2) -> Self {
        self.offset = o;
        self
    }

    /// Sets layer and mask together, as they only make sense as a pair.
    pub fn filter(mut self, layer: u32, mask: u32) -> Self {
        self.layer = layer;
        self.mask = mask;
        self
    }
}

/// Creation serials, shared by colliders and maps: they order contacts and are never
/// reused.
pub(crate) struct Serials(u32);

impl Serials {
    pub(super) fn new() -> Serials {
        Serials(0)
    }

    fn next(&mut self) -> Result<u32, Error> {
        let s = self.0;
        self.0 = s
            .checked_add(1)
            .ok_or(Error::Capacity("creation serials"))?;
        Ok(s)
    }
}

struct Actor {
    pos: P,
    body: Body,
    body_enabled: bool,
    enabled: bool,
}

struct Collider {
    actor: u16,
    shape: Shape,
    offset: P,
    response: Response,
    filter: Filter,
    enabled: bool,
    serial: u32,
}

/// A collider that takes part in a pass, as the pass reads it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Eligible {
    pub slot: u16,
    pub actor: u16,
    pub serial: u32,
    /// Its actor has an enabled dynamic body and the world corrects positions.
    pub movable: bool,
    pub response: Response,
    pub filter: Filter,
}

fn check_point(p: P) -> Result<P, Error> {
    if p.x.abs() <= COORD_LIMIT && p.y.abs() <= COORD_LIMIT {
        Ok(p)
    } else {
        Err(Error::InvalidValue("position beyond the coordinate limit"))
    }
}

/// Actors and the colliders attached to them, with the colliders' creation order.
pub(crate) struct Bodies {
    actors: Slots<Actor>,
    colliders: Slots<Collider>,
    order: FixedVec<u16>,
}

impl Bodies {
    pub(super) fn new(actors: usize, colliders: usize) -> Bodies {
        Bodies {
            actors: Slots::new(actors),
            colliders: Slots::new(colliders),
            order: FixedVec::new(colliders),
        }
    }

    fn actor_handle_of(&self, slot: u16) -> ActorHandle {
        ActorHandle::new(slot, self.actors.gen(slot))
    }

    // ---- actors, by handle ----

    pub(super) fn add_actor(&mut self, position: Vec2, body: Body) -> Result<ActorHandle, Error> {
        let pos = check_point(position.raw())?;
        let (index, gen) = self.actors.insert(
            Actor {
                pos,
                body,
                body_enabled: true,
                enabled: true,
            },
            "actors",
        )?;
        Ok(ActorHandle::new(index, gen))
    }

    pub(super) fn remove_actor(&mut self, a: ActorHandle) -> Result<(), Error> {
        self.actors.get(a.index(), a.gen())?;
        let owned = self
            .order
            .iter()
            .copied()
            .filter(|&s| self.colliders.at(s).actor == a.index())
            .count();
        for _ in 0..owned {
            if let Some(pos) = self
                .order
                .iter()
                .position(|&s| self.colliders.at(s).actor == a.index())
            {
                let s = self.order.remove(pos);
                let gen = self.colliders.gen(s);
                let _ = self.colliders.remove(s, gen);
            }
        }
        self.actors.remove(a.index(), a.gen())?;
        Ok(())
    }

    fn actor_mut(&mut self, a: ActorHandle) -> Result<&mut Actor, Error> {
        self.actors.get_mut(a.index(), a.gen())
    }

    pub(super) fn position(&self, a: ActorHandle) -> Result<Vec2, Error> {
        Ok(self.actors.get(a.index(), a.gen())?.pos.to_vec())
    }

    pub(super) fn set_position(&mut self, a: ActorHandle, p: Vec2) -> Result<(), Error> {
        let p = check_point(p.raw())?;
        self.actor_mut(a)?.pos = p;
        Ok(())
    }

    pub(super) fn translate(&mut self, a: ActorHandle, d: Vec2) -> Result<(), Error> {
        let cur = self.actors.get(a.index(), a.gen())?.pos;
        let d = d.raw();
        let p = P::new(cur.x.saturating_add(d.x), cur.y.saturating_add(d.y));
        self.actor_mut(a)?.pos = check_point(p)?;
        Ok(())
    }

    pub(super) fn set_body(&mut self, a: ActorHandle, body: Body) -> Result<(), Error> {
        self.actor_mut(a)?.body = body;
        Ok(())
    }

    pub(super) fn set_body_enabled(&mut self, a: ActorHandle, on: bool) -> Result<(), Error> {
        self.actor_mut(a)?.body_enabled = on;
        Ok(())
    }

    pub(super) fn set_actor_enabled(&mut self, a: ActorHandle, on: bool) -> Result<(), Error> {
        self.actor_mut(a)?.enabled = on;
        Ok(())
    }

    // ---- colliders, by handle ----

    pub(super) fn add_collider(
        &mut self,
        a: ActorHandle,
        d: ColliderDesc,
        serials: &mut Serials,
    ) -> Result<ColliderHandle, Error> {
        self.actors.get(a.index(), a.gen())?;
        d.shape.validate()?;
        let filter = Filter::new(d.layer, d.mask)?;
        let offset = d.offset.raw();
        if offset.x.abs() > SIZE_LIMIT * 4 || offset.y.abs() > SIZE_LIMIT * 4 {
            return Err(Error::InvalidValue("collider offset out of range"));
        }
        let serial = serials.next()?;
        let (index, gen) = self.colliders.insert(
            Collider {
                actor: a.index(),
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
        if self.order.push(index).is_err() {
            let _ = self.colliders.remove(index, gen);
            return Err(Error::Capacity("colliders"));
        }
        Ok(ColliderHandle::new(index, gen))
    }

    pub(super) fn remove_collider(&mut self, c: ColliderHandle) -> Result<(), Error> {
        self.colliders.remove(c.index(), c.gen())?;
        if let Some(pos) = self.order.iter().position(|&s| s == c.index()) {
            self.order.remove(pos);
        }
        Ok(())
    }

    fn collider_mut(&mut self, c: ColliderHandle) -> Result<&mut Collider, Error> {
        self.colliders.get_mut(c.index(), c.gen())
    }

    pub(super) fn collider_actor(&self, c: ColliderHandle) -> Result<ActorHandle, Error> {
        let d = self.colliders.get(c.index(), c.gen())?;
        Ok(self.actor_handle_of(d.actor))
    }

    pub(super) fn set_collider_enabled(
        &mut self,
        c: ColliderHandle,
        on: bool,
    ) -> Result<(), Error> {
        self.collider_mut(c)?.enabled = on;
        Ok(())
    }

    pub(super) fn set_response(&mut self, c: ColliderHandle, r: Response) -> Result<(), Error> {
        self.collider_mut(c)?.response = r;
        Ok(())
    }

    pub(super) fn set_filter(
        &mut self,
        c: ColliderHandle,
        layer: u32,
        mask: u32,
    ) -> Result<(), Error> {
        let f = Filter::new(layer, mask)?;
        self.collider_mut(c)?.filter = f;
        Ok(())
    }

    pub(super) fn set_shape(&mut self, c: ColliderHandle, shape: Shape) -> Result<(), Error> {
        shape.validate()?;
        self.collider_mut(c)?.shape = shape;
        Ok(())
    }

    pub(super) fn collider_active(&self, c: ColliderHandle) -> bool {
        self.colliders
            .get(c.index(), c.gen())
            .is_ok_and(|d| d.enabled && self.actors.at(d.actor).enabled)
    }

    /// The creation serial of a collider that takes part now.
    pub(super) fn active_serial(&self, c: ColliderHandle) -> Option<u32> {
        match self.colliders.get(c.index(), c.gen()) {
            Ok(d) if self.collider_active(c) => Some(d.serial),
            _ => None,
        }
    }

    // ---- the pass, by slot ----

    /// The colliders that take part (collider and actor enabled), in creation order.
    pub(super) fn eligible(&self, correct_positions: bool) -> impl Iterator<Item = Eligible> + '_ {
        self.order.iter().filter_map(move |&s| {
            let c = self.colliders.at(s);
            let a = self.actors.at(c.actor);
            if !c.enabled || !a.enabled {
                return None;
            }
            Some(Eligible {
                slot: s,
                actor: c.actor,
                serial: c.serial,
                movable: correct_positions && a.body == Body::Dynamic && a.body_enabled,
                response: c.response,
                filter: c.filter,
            })
        })
    }

    /// The shape of the collider in `slot` where its actor is now.
    #[inline]
    pub(super) fn placed(&self, slot: u16) -> Placed<'_> {
        let c = self.colliders.at(slot);
        c.shape.place(self.actors.at(c.actor).pos.add(c.offset))
    }

    /// The handles of the collider in `slot` and of its actor in `actor`.
    pub(super) fn handles(&self, slot: u16, actor: u16) -> (ColliderHandle, ActorHandle) {
        (
            ColliderHandle::new(slot, self.colliders.gen(slot)),
            self.actor_handle_of(actor),
        )
    }

    /// Moves the actor in `slot` by `d`, clamped to the coordinate limit.
    pub(super) fn move_actor(&mut self, slot: u16, d: P) {
        let a = self.actors.at_mut(slot);
        a.pos = P::new(
            (a.pos.x + d.x).clamp(-COORD_LIMIT, COORD_LIMIT),
            (a.pos.y + d.y).clamp(-COORD_LIMIT, COORD_LIMIT),
        );
    }
}

struct Placement {
    map: WorldMap,
    serial: u32,
}

/// Map placements, with their creation order.
pub(crate) struct Maps {
    slots: Slots<Placement>,
    order: FixedVec<u16>,
}

impl Maps {
    pub(super) fn new(cap: usize) -> Maps {
        Maps {
            slots: Slots::new(cap),
            order: FixedVec::new(cap),
        }
    }

    pub(super) fn add(&mut self, map: WorldMap, serials: &mut Serials) -> Result<MapHandle, Error> {
        let serial = serials.next()?;
        let (index, gen) = self.slots.insert(Placement { map, serial }, "maps")?;
        if self.order.push(index).is_err() {
            let _ = self.slots.remove(index, gen);
            return Err(Error::Capacity("maps"));
        }
        Ok(MapHandle::new(index, gen))
    }

    pub(super) fn remove(&mut self, m: MapHandle) -> Result<(), Error> {
        self.slots.remove(m.index(), m.gen())?;
        if let Some(pos) = self.order.iter().position(|&s| s == m.index()) {
            self.order.remove(pos);
        }
        Ok(())
    }

    pub(super) fn get(&self, m: MapHandle) -> Result<&WorldMap, Error> {
        Ok(&self.slots.get(m.index(), m.gen())?.map)
    }

    pub(super) fn get_mut(&mut self, m: MapHandle) -> Result<&mut WorldMap, Error> {
        Ok(&mut self.slots.get_mut(m.index(), m.gen())?.map)
    }

    /// Every live map, in slot order.
    pub(super) fn live(&self) -> impl Iterator<Item = &WorldMap> {
        self.slots.live().map(|(_, p)| &p.map)
    }

    /// How many maps the world holds.
    pub(super) fn len(&self) -> usize {
        self.order.len()
    }

    /// The slot of the `k`-th map in creation order.
    pub(super) fn slot(&self, k: usize) -> u16 {
        self.order[k]
    }

    /// The handle and creation serial of the map in `slot`.
    pub(super) fn identity(&self, slot: u16) -> (MapHandle, u32) {
        (
            MapHandle::new(slot, self.slots.gen(slot)),
            self.slots.at(slot).serial,
        )
    }

    pub(super) fn at(&self, slot: u16) -> &WorldMap {
        &self.slots.at(slot).map
    }

    pub(super) fn at_mut(&mut self, slot: u16) -> &mut WorldMap {
        &mut self.slots.at_mut(slot).map
    }
}
