//! The original's input model: six latched slots (docs/RULES.md §3). Each holds 0, 1 (pressed) or 2
//! (released); slots 0 to 3 drive the ball's bits every tick and are never reset, so a press
//! and a release inside one tick are lost. Slots 4 and 5 are the demo's.

/// The ball's input bit for left, as the original numbers them ([`crate::sim::Ball::input`]).
pub const BIT_LEFT: u8 = 1;
/// The ball's input bit for right.
pub const BIT_RIGHT: u8 = 2;
/// The ball's input bit for down (which holds a jump back).
pub const BIT_DOWN: u8 = 4;
/// The ball's input bit for jump.
pub const BIT_JUMP: u8 = 8;

/// A slot's value for a key that went down since.
pub const PRESSED: i8 = 1;
/// A slot's value for a key that went up since.
pub const RELEASED: i8 = 2;

/// The slot jump writes.
pub const SLOT_JUMP: usize = 0;
/// The slot down writes.
pub const SLOT_DOWN: usize = 1;
/// The slot left writes.
pub const SLOT_LEFT: usize = 2;
/// The slot right writes.
pub const SLOT_RIGHT: usize = 3;
/// The demo's slot that ends it (set to [`PRESSED`] by its last record).
pub const SLOT_DEMO_END: usize = 4;
/// The demo's slot that shows its next tip (any value but 0).
pub const SLOT_DEMO_TIP: usize = 5;
/// The slots that drive the ball's bits: the keys' four, from slot 0.
pub const KEY_SLOTS: usize = 4;
/// All the slots.
pub const SLOTS: usize = 6;

/// An input the platform (or a replay) feeds: a key going down or up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// Jump.
    Jump,
    /// Down: holds a jump back.
    Down,
    /// Roll left.
    Left,
    /// Roll right.
    Right,
}

impl Key {
    /// The slot this key writes.
    pub const fn slot(self) -> usize {
        match self {
            Key::Jump => SLOT_JUMP,
            Key::Down => SLOT_DOWN,
            Key::Left => SLOT_LEFT,
            Key::Right => SLOT_RIGHT,
        }
    }

    /// The key that writes `slot`; `None` for the demo's slots.
    pub fn of_slot(slot: usize) -> Option<Key> {
        Key::ALL.get(slot).copied()
    }

    /// The ball bit slot `slot` drives.
    pub const fn bit_of_slot(slot: usize) -> u8 {
        match slot {
            SLOT_JUMP => BIT_JUMP,
            SLOT_DOWN => BIT_DOWN,
            SLOT_LEFT => BIT_LEFT,
            _ => BIT_RIGHT,
        }
    }

    /// Every key, in slot order.
    pub const ALL: [Key; KEY_SLOTS] = [Key::Jump, Key::Down, Key::Left, Key::Right];

    /// The key's name in replay files and traces.
    pub fn name(self) -> &'static str {
        match self {
            Key::Jump => "jump",
            Key::Down => "down",
            Key::Left => "left",
            Key::Right => "right",
        }
    }

    /// The key a replay file's name stands for.
    pub fn from_name(s: &str) -> Option<Key> {
        Key::ALL.into_iter().find(|k| k.name() == s)
    }
}

/// The six slots, indexed by the `SLOT_*` constants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Slots(pub [i8; SLOTS]);

impl Slots {
    /// Latches a key event.
    pub fn key(&mut self, key: Key, pressed: bool) {
        self.0[key.slot()] = if pressed { PRESSED } else { RELEASED };
    }

    /// Applies the key slots to the ball's bits: 1 sets the bit, 2 clears it, 0 leaves it.
    pub fn apply(&self, bits: &mut u8) {
        for (slot, value) in self.0.iter().take(KEY_SLOTS).enumerate() {
            let b = Key::bit_of_slot(slot);
            match *value {
                PRESSED => *bits |= b,
                RELEASED => *bits &= !b,
                _ => {}
            }
        }
    }

    /// Losing focus: every slot reads released.
    pub fn release_all(&mut self) {
        self.0 = [RELEASED; SLOTS];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::res::demo::{self, DemoRecord};

    #[test]
    fn the_demo_records_write_the_named_slots() {
        let slot = |code| {
            DemoRecord {
                tick: 0,
                code,
                value: 1,
            }
            .slot()
        };
        assert_eq!(slot(demo::CODE_JUMP), Some(SLOT_JUMP));
        assert_eq!(slot(demo::CODE_DOWN), Some(SLOT_DOWN));
        assert_eq!(slot(demo::CODE_LEFT), Some(SLOT_LEFT));
        assert_eq!(slot(demo::CODE_RIGHT), Some(SLOT_RIGHT));
        assert_eq!(slot(demo::CODE_END), Some(SLOT_DEMO_END));
        assert_eq!(slot(demo::CODE_TIP), Some(SLOT_DEMO_TIP));
        for k in Key::ALL {
            assert_eq!(Key::of_slot(k.slot()), Some(k));
        }
        assert_eq!(Key::of_slot(SLOT_DEMO_END), None);
    }

    #[test]
    fn latched_slots_drive_bits_every_tick() {
        let mut s = Slots::default();
        let mut bits = 0;
        s.key(Key::Right, true);
        s.key(Key::Jump, true);
        s.apply(&mut bits);
        assert_eq!(bits, BIT_RIGHT | BIT_JUMP);
        // A press and release in one tick: only the release is seen.
        s.key(Key::Left, true);
        s.key(Key::Left, false);
        s.key(Key::Jump, false);
        s.apply(&mut bits);
        assert_eq!(bits, BIT_RIGHT);
        // Bits cleared elsewhere (a respawn) come back from the latched slot.
        bits = 0;
        s.apply(&mut bits);
        assert_eq!(bits, BIT_RIGHT);
    }
}
