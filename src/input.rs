//! Platform-free button state. Platforms translate their pads into [`Buttons`] once per
//! frame; the game derives press and release edges from consecutive states.

/// A set of buttons, one bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Buttons(pub u16);

impl Buttons {
    pub const UP: Buttons = Buttons(1 << 0);
    pub const DOWN: Buttons = Buttons(1 << 1);
    pub const LEFT: Buttons = Buttons(1 << 2);
    pub const RIGHT: Buttons = Buttons(1 << 3);
    pub const CROSS: Buttons = Buttons(1 << 4);
    pub const CIRCLE: Buttons = Buttons(1 << 5);
    pub const SQUARE: Buttons = Buttons(1 << 6);
    pub const TRIANGLE: Buttons = Buttons(1 << 7);
    pub const START: Buttons = Buttons(1 << 8);
    pub const SELECT: Buttons = Buttons(1 << 9);
    pub const L: Buttons = Buttons(1 << 10);
    pub const R: Buttons = Buttons(1 << 11);
    pub const NONE: Buttons = Buttons(0);

    pub const fn contains(self, other: Buttons) -> bool {
        self.0 & other.0 == other.0 && other.0 != 0
    }

    pub const fn union(self, other: Buttons) -> Buttons {
        Buttons(self.0 | other.0)
    }

    /// Buttons down in `self` that were up in `prev`.
    pub const fn pressed_since(self, prev: Buttons) -> Buttons {
        Buttons(self.0 & !prev.0)
    }

    /// Buttons up in `self` that were down in `prev`.
    pub const fn released_since(self, prev: Buttons) -> Buttons {
        Buttons(prev.0 & !self.0)
    }
}

impl core::ops::BitOr for Buttons {
    type Output = Buttons;
    fn bitor(self, rhs: Buttons) -> Buttons {
        self.union(rhs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges() {
        let prev = Buttons::LEFT | Buttons::CROSS;
        let now = Buttons::CROSS | Buttons::START;
        assert_eq!(now.pressed_since(prev), Buttons::START);
        assert_eq!(now.released_since(prev), Buttons::LEFT);
        assert!(now.contains(Buttons::CROSS));
        assert!(!now.contains(Buttons::NONE));
        assert!(!now.contains(Buttons::CROSS | Buttons::LEFT));
    }
}
