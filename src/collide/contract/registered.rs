//! The object masks registered with a map, each with its contact tables and the id it is
//! known by.
//!
//! The game registers two (the ball's small and big masks) and every query names one of
//! them; other users of the engine a few more. The first [`INLINE`] live in the map itself,
//! in slots a power of two apart, as many as a power of two: finding a query's tables is then
//! a subtraction and a test of its mask's address, with no list to walk and no branch on
//! which mask it is. Later registrations go to a list searched in order.

use alloc::vec::Vec;

use super::contact::Contacts;
use super::ObjectMask;

/// A mask registered with [`LevelMap::add_mask`](super::LevelMap::add_mask): its number is
/// the count registered before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaskId(usize);

/// Registrations held in place: a power of two, so one test of a distance's bits tells an
/// inline mask.
const INLINE: usize = 4;

/// A registration held in place: its tables, its mask, and padding to [`SLOT`] bytes, so
/// that a mask's distance from the first slot's mask alone says whether it is an inline
/// registration and which.
#[derive(Clone, Debug, PartialEq, Eq)]
#[repr(C)]
struct Slot {
    contacts: Contacts,
    /// The 0 x 0 mask while the slot is free (no reference to it leaves this module then).
    mask: ObjectMask,
    pad: [u8; PAD],
}

/// The parts of a slot, each a multiple of the slot's alignment in size.
const PARTS: usize = core::mem::size_of::<Contacts>() + core::mem::size_of::<ObjectMask>();
/// A slot's size: a power of two, so the check of a distance is one mask of its bits.
const SLOT: usize = PARTS.next_power_of_two();
const PAD: usize = SLOT - PARTS;
const _: () = assert!(core::mem::size_of::<Slot>() == SLOT && INLINE.is_power_of_two());
/// The bits a distance from the first slot's mask may have for an inline registration.
const INLINE_OFFSETS: usize = (INLINE - 1) * SLOT;

impl Slot {
    fn free() -> Self {
        Slot {
            contacts: Contacts::none(),
            mask: ObjectMask::empty(),
            pad: [0; PAD],
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Registered {
    /// The first registrations; the first `live` are in use.
    slots: [Slot; INLINE],
    live: usize,
    /// The rest, in registration order.
    more: Vec<(ObjectMask, Contacts)>,
}

impl Default for Registered {
    fn default() -> Self {
        Registered {
            slots: core::array::from_fn(|_| Slot::free()),
            live: 0,
            more: Vec::new(),
        }
    }
}

impl Registered {
    /// Registers a mask.
    pub(crate) fn push(&mut self, mask: ObjectMask, contacts: Contacts) -> MaskId {
        let n = self.len();
        match self.slots.get_mut(n) {
            // Slot n is free while n < INLINE: the list fills only once both are taken.
            Some(slot) => {
                *slot = Slot {
                    contacts,
                    mask,
                    pad: [0; PAD],
                };
                self.live += 1;
            }
            _ => self.more.push((mask, contacts)),
        }
        MaskId(n)
    }

    pub(crate) fn len(&self) -> usize {
        self.live + self.more.len()
    }

    fn inline(&self) -> &[Slot] {
        &self.slots[..self.live]
    }

    /// Registration `id` (`None` for an id from another map).
    pub(crate) fn get(&self, MaskId(i): MaskId) -> Option<(&ObjectMask, &Contacts)> {
        match self.inline().get(i) {
            Some(s) => Some((&s.mask, &s.contacts)),
            None => {
                let (m, c) = self.more.get(i.checked_sub(INLINE)?)?;
                Some((m, c))
            }
        }
    }

    /// Every registration in order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (&ObjectMask, &Contacts)> {
        let more = self.more.iter().map(|(m, c)| (m, c));
        self.inline()
            .iter()
            .map(|s| (&s.mask, &s.contacts))
            .chain(more)
    }

    /// The id of `mask` if it is a registered mask itself (not an equal copy).
    #[cfg(all(feature = "std", not(target_os = "psp")))]
    pub(crate) fn id_of(&self, mask: &ObjectMask) -> Option<MaskId> {
        self.iter()
            .position(|(m, _)| core::ptr::eq(m, mask))
            .map(MaskId)
    }

    /// Every registration, its tables mutable (to build them).
    pub(crate) fn iter_mut(&mut self) -> impl Iterator<Item = (&ObjectMask, &mut Contacts)> {
        let more = self.more.iter_mut().map(|(m, c)| (&*m, c));
        let live = self.live;
        self.slots[..live]
            .iter_mut()
            .map(|s| (&s.mask, &mut s.contacts))
            .chain(more)
    }

    /// Every registration's tables, to bring up to date after a cell write.
    pub(crate) fn contacts_mut(&mut self) -> impl Iterator<Item = &mut Contacts> {
        let more = self.more.iter_mut().map(|(_, c)| c);
        let live = self.live;
        self.slots[..live]
            .iter_mut()
            .map(|s| &mut s.contacts)
            .chain(more)
    }

    /// The tables of `mask` if it is a registered mask itself (not an equal copy).
    #[inline(always)]
    pub(crate) fn find(&self, mask: &ObjectMask) -> Option<&Contacts> {
        // The mask's distance from the first slot's mask is a multiple of SLOT below
        // INLINE * SLOT for an inline one (no other mask can start inside a slot): its slot
        // with no branch on which, where a compare per slot mispredicts on a mixed stream of
        // queries. A free slot's tables answer nothing.
        let first = core::ptr::from_ref(&self.slots[0].mask).addr();
        let off = core::ptr::from_ref(mask).addr().wrapping_sub(first);
        if off & !INLINE_OFFSETS == 0 {
            return self.slots.get(off / SLOT).map(|s| &s.contacts);
        }
        self.find_more(mask)
    }

    #[inline(never)]
    fn find_more(&self, mask: &ObjectMask) -> Option<&Contacts> {
        let (_, contacts) = self.more.iter().find(|(m, _)| core::ptr::eq(m, mask))?;
        Some(contacts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::collide::contract::{TileDef, TileShapes};

    /// Six masks of different, non-square sizes, each registered on a 2 x 3 map: four
    /// inline, two in the list.
    fn registered() -> (Registered, Vec<ObjectMask>) {
        let solid = TileDef {
            ctype: 2,
            transform: 0,
            mask: [0; 16],
        };
        let empty = TileDef { ctype: 0, ..solid };
        let shapes = TileShapes::new(&[empty, solid]).unwrap();
        let cells = [0, 1, 0, 1, 1, 0];
        let masks: Vec<ObjectMask> = [
            ["#..", "##."].as_slice(),
            &["#", "#", "."],
            &["##"],
            &["#.#.", "..##"],
            &["...#", "#...", ".#.."],
            &[".#", "#.", "##", ".."],
        ]
        .iter()
        .map(|rows| ObjectMask::from_ascii_rows(rows).unwrap())
        .collect();
        let mut reg = Registered::default();
        for (i, m) in masks.iter().enumerate() {
            let contacts = Contacts::new(&shapes, m, &cells, (2, 3), false, None);
            assert_eq!(
                reg.push(m.clone(), contacts),
                MaskId(i),
                "numbered in order"
            );
        }
        (reg, masks)
    }

    #[test]
    fn each_registration_finds_its_own_tables_inline_or_listed() {
        let (reg, masks) = registered();
        assert_eq!(reg.len(), 6);
        assert_eq!((reg.live, reg.more.len()), (INLINE, 2));
        assert!(reg.iter().map(|(m, _)| m).eq(masks.iter()), "in order");
        for (i, want) in masks.iter().enumerate() {
            let (m, c) = reg.get(MaskId(i)).unwrap();
            assert_eq!(m, want, "registration {i}");
            // Its own instance finds its own tables, past the inline ones too.
            let found = reg.find(m).unwrap();
            assert!(core::ptr::eq(found, c), "registration {i}");
            // An equal copy is not registered.
            assert!(reg.find(want).is_none(), "a copy of registration {i}");
        }
        assert!(reg.get(MaskId(6)).is_none());
        let mut reg = reg;
        assert_eq!(reg.contacts_mut().count(), 6);
    }

    #[test]
    fn free_inline_slots_find_nothing() {
        let (full, masks) = registered();
        let mut reg = Registered::default();
        assert!(reg.find(&masks[0]).is_none() && reg.get(MaskId(0)).is_none());
        let (m, c) = full.get(MaskId(0)).unwrap();
        reg.push(m.clone(), c.clone());
        let (m, _) = reg.get(MaskId(0)).unwrap();
        assert!(reg.find(m).is_some());
        // The second slot's address holds no mask: nothing can refer to it.
        assert!(reg.find(&masks[1]).is_none() && reg.get(MaskId(1)).is_none());
        assert_eq!(reg.len(), 1);
    }
}
