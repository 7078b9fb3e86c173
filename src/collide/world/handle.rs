//! Generational handles for actors, colliders and maps. Removing an object bumps its slot's
//! generation, so old handles turn stale at once (removal is immediate, `docs/ENGINE.md`)
//! and a reused slot is never mistaken for its predecessor.

use alloc::vec::Vec;

use super::error::Error;

macro_rules! handle {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name {
            index: u16,
            gen: u32,
        }

        impl $name {
            pub(crate) fn new(index: u16, gen: u32) -> Self {
                $name { index, gen }
            }

            /// The slot index (stable while the object lives; reused after removal).
            pub fn index(self) -> u16 {
                self.index
            }

            /// The slot's generation when the handle was made.
            pub(crate) fn gen(self) -> u32 {
                self.gen
            }
        }
    };
}

handle!(
    /// An actor: a position and a body; owns colliders.
    ActorHandle
);
handle!(
    /// A collider attached to an actor.
    ColliderHandle
);
handle!(
    /// A map placement.
    MapHandle
);

/// Fixed-capacity slots with generations.
pub(crate) struct Slots<T> {
    gens: Vec<u32>,
    items: Vec<Option<T>>,
}

impl<T> Slots<T> {
    pub(super) fn new(cap: usize) -> Self {
        let mut items = Vec::with_capacity(cap);
        items.resize_with(cap, || None);
        Slots {
            gens: alloc::vec![0; cap],
            items,
        }
    }

    /// Stores a value; returns (index, generation).
    pub(super) fn insert(&mut self, v: T, what: &'static str) -> Result<(u16, u32), Error> {
        let i = self
            .items
            .iter()
            .position(Option::is_none)
            .ok_or(Error::Capacity(what))?;
        self.items[i] = Some(v);
        Ok((i as u16, self.gens[i]))
    }

    pub(super) fn remove(&mut self, index: u16, gen: u32) -> Result<T, Error> {
        let i = index as usize;
        if self.gens.get(i) != Some(&gen) {
            return Err(Error::Stale);
        }
        let v = self.items[i].take().ok_or(Error::Stale)?;
        self.gens[i] = self.gens[i].wrapping_add(1);
        Ok(v)
    }

    pub(super) fn get(&self, index: u16, gen: u32) -> Result<&T, Error> {
        let i = index as usize;
        match (self.gens.get(i), self.items.get(i)) {
            (Some(&g), Some(Some(v))) if g == gen => Ok(v),
            _ => Err(Error::Stale),
        }
    }

    pub(super) fn get_mut(&mut self, index: u16, gen: u32) -> Result<&mut T, Error> {
        let i = index as usize;
        match (self.gens.get(i), self.items.get_mut(i)) {
            (Some(&g), Some(Some(v))) if g == gen => Ok(v),
            _ => Err(Error::Stale),
        }
    }

    /// By index alone, for internal iteration over live slots.
    pub(super) fn at(&self, index: u16) -> &T {
        self.items[index as usize]
            .as_ref()
            .expect("internal index of a live slot")
    }

    pub(super) fn at_mut(&mut self, index: u16) -> &mut T {
        self.items[index as usize]
            .as_mut()
            .expect("internal index of a live slot")
    }

    pub(super) fn gen(&self, index: u16) -> u32 {
        self.gens[index as usize]
    }

    pub(super) fn live(&self) -> impl Iterator<Item = (u16, &T)> {
        self.items
            .iter()
            .enumerate()
            .filter_map(|(i, v)| v.as_ref().map(|v| (i as u16, v)))
    }
}
