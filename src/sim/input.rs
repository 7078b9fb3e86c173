//! The original's input model: six latched slots (docs/RULES.md §3). Each holds 0, 1 (pressed) or 2
//! (released); slots 0 to 3 drive the ball's bits every tick and are never reset, so a press
//! and a release inside one tick are lost. Slots 4 and 5 are the demo's.

/// Ball input bits, as the original numbers them.
pub const BIT_LEFT: u8 = 1;
pub const BIT_RIGHT: u8 = 2;
pub const BIT_DOWN: u8 = 4;
pub const BIT_JUMP: u8 = 8;

/// Slot values.
pub const PRESSED: i8 = 1;
pub const RELEASED: i8 = 2;

/// An input the platform (or a replay) feeds: a key going down or up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    Jump,
    Down,
    Left,
    Right,
}

impl Key {
    /// The slot this key writes.
    pub const fn slot(self) -> usize {
        match self {
            Key::Jump => 0,
            Key::Down => 1,
            Key::Left => 2,
            Key::Right => 3,
        }
    }

    /// The ball bit slot `slot` drives.
    pub const fn bit_of_slot(slot: usize) -> u8 {
        match slot {
            0 => BIT_JUMP,
            1 => BIT_DOWN,
            2 => BIT_LEFT,
            _ => BIT_RIGHT,
        }
    }

    pub const ALL: [Key; 4] = [Key::Jump, Key::Down, Key::Left, Key::Right];

    pub fn name(self) -> &'static str {
        match self {
            Key::Jump => "jump",
            Key::Down => "down",
            Key::Left => "left",
            Key::Right => "right",
        }
    }

    pub fn from_name(s: &str) -> Option<Key> {
        Key::ALL.into_iter().find(|k| k.name() == s)
    }
}

/// The six slots.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Slots(pub [i8; 6]);

impl Slots {
    /// Latches a key event.
    pub fn key(&mut self, key: Key, pressed: bool) {
        self.0[key.slot()] = if pressed { PRESSED } else { RELEASED };
    }

    /// Applies slots 0..3 to the ball's bits: 1 sets the bit, 2 clears it, 0 leaves it.
    pub fn apply(&self, bits: &mut u8) {
        for (slot, value) in self.0.iter().take(4).enumerate() {
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
        self.0 = [RELEASED; 6];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
