//! Platform-free button state. Platforms translate their pads into [`Buttons`] once per
//! frame ([`stick`] folds the analog stick in); the game derives press and release edges
//! from consecutive states. [`Confirm`] is the system's choice of the button that confirms
//! in menus, [`Jump`] the player's choice of the button that jumps.

#![warn(missing_docs, unreachable_pub)]

/// A set of buttons, one bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Buttons(pub u16);

impl Buttons {
    /// D-pad up: jumps in play (whatever [`Jump`] says), moves a menu's selection.
    pub const UP: Buttons = Buttons(1 << 0);
    /// D-pad down (or the stick pushed down).
    pub const DOWN: Buttons = Buttons(1 << 1);
    /// D-pad left (or the stick pushed left).
    pub const LEFT: Buttons = Buttons(1 << 2);
    /// D-pad right (or the stick pushed right).
    pub const RIGHT: Buttons = Buttons(1 << 3);
    /// The cross face button: jumps in play ([`Jump`]'s default); confirms or goes back by
    /// [`Confirm`].
    pub const CROSS: Buttons = Buttons(1 << 4);
    /// The circle face button: confirms or goes back by [`Confirm`].
    pub const CIRCLE: Buttons = Buttons(1 << 5);
    /// The square face button.
    pub const SQUARE: Buttons = Buttons(1 << 6);
    /// The triangle face button.
    pub const TRIANGLE: Buttons = Buttons(1 << 7);
    /// START.
    pub const START: Buttons = Buttons(1 << 8);
    /// SELECT.
    pub const SELECT: Buttons = Buttons(1 << 9);
    /// The left shoulder button.
    pub const L: Buttons = Buttons(1 << 10);
    /// The right shoulder button.
    pub const R: Buttons = Buttons(1 << 11);
    /// The analog stick pushed up past its dead zone ([`stick`]). Menus (and the
    /// sandbox's walking) read it as UP ([`Buttons::navigation`]); play ignores it, so
    /// the stick never jumps.
    pub const STICK_UP: Buttons = Buttons(1 << 12);
    /// How far the analog stick is pushed, in two bits ([`Buttons::stick_push`]): a
    /// measure that comes with the stick's directions, not a button of its own: it never
    /// makes a press or a release ([`Buttons::pressed_since`]).
    pub const STICK_PUSH: Buttons = Buttons(0b11 << 13);
    /// No button down.
    pub const NONE: Buttons = Buttons(0);

    /// Whether all of `other`'s buttons are down; never for [`Buttons::NONE`], so an empty
    /// binding never fires.
    pub const fn contains(self, other: Buttons) -> bool {
        self.0 & other.0 == other.0 && other.0 != 0
    }

    /// Both sets' buttons, in `const` contexts too (`|` is the same outside them).
    pub const fn union(self, other: Buttons) -> Buttons {
        Buttons(self.0 | other.0)
    }

    /// Buttons down in `self` that were up in `prev`.
    /// Buttons down in `self` that were up in `prev` (the stick's push is no button).
    pub const fn pressed_since(self, prev: Buttons) -> Buttons {
        Buttons(self.0 & !prev.0 & !Buttons::STICK_PUSH.0)
    }

    /// Buttons up in `self` that were down in `prev` (the stick's push is no button).
    pub const fn released_since(self, prev: Buttons) -> Buttons {
        Buttons(prev.0 & !self.0 & !Buttons::STICK_PUSH.0)
    }

    /// How far the analog stick is pushed past its dead zone: 0 inside it (or no stick),
    /// then 1, 2 and 3 ([`stick`]'s [`STICK_PUSH_STEPS`]).
    pub const fn stick_push(self) -> u8 {
        ((self.0 & Buttons::STICK_PUSH.0) >> 13) as u8
    }

    /// The buttons without the stick's push: the directions and buttons alone.
    pub const fn without_push(self) -> Buttons {
        Buttons(self.0 & !Buttons::STICK_PUSH.0)
    }

    /// Whether any of `other`'s buttons is down.
    pub const fn any(self, other: Buttons) -> bool {
        self.0 & other.0 != 0
    }

    /// The buttons as menus read them: the stick's up ([`Buttons::STICK_UP`]) counts as
    /// UP, so it moves a selection like the D-pad (a D-pad UP and a stick up held
    /// together are one UP).
    pub const fn navigation(self) -> Buttons {
        if self.any(Buttons::STICK_UP) {
            Buttons((self.0 & !Buttons::STICK_UP.0) | Buttons::UP.0)
        } else {
            self
        }
    }
}

/// Stick deflection from the centre (128) up to which an axis counts as neutral: an axis
/// reads pushed from 49 away from the centre.
pub const STICK_DEAD_ZONE: i32 = 48;

/// The deflections past which the stick's push ([`Buttons::stick_push`]) is 1, 2 and 3:
/// the dead zone's edge, then two thirds of the way out (full deflection is 127 or 128).
pub const STICK_PUSH_STEPS: [i32; 3] = [STICK_DEAD_ZONE, 80, 112];

/// Folds an analog stick sample (each axis 0 to 255, 128 centred, y growing downwards, as
/// the PSP reports it) into buttons. Each axis counts on its own once it is more than
/// [`STICK_DEAD_ZONE`] from the centre, so a diagonal gives both directions: left and
/// right roll like the D-pad's LEFT and RIGHT, down is DOWN (stay low), and up is only
/// [`Buttons::STICK_UP`], never UP: a push up, straight or diagonal, never jumps.
///
/// How far it is pushed comes with the directions as [`Buttons::stick_push`]: the larger
/// axis's deflection past each of [`STICK_PUSH_STEPS`] (the first is the dead zone).
pub const fn stick(lx: u8, ly: u8) -> Buttons {
    let (dx, dy) = (lx as i32 - 128, ly as i32 - 128);
    let d = if dx.abs() > dy.abs() {
        dx.abs()
    } else {
        dy.abs()
    };
    let mut push = 0;
    while push < STICK_PUSH_STEPS.len() && d > STICK_PUSH_STEPS[push] {
        push += 1;
    }
    let mut b = (push as u16) << 13;
    if dx < -STICK_DEAD_ZONE {
        b |= Buttons::LEFT.0;
    } else if dx > STICK_DEAD_ZONE {
        b |= Buttons::RIGHT.0;
    }
    if dy < -STICK_DEAD_ZONE {
        b |= Buttons::STICK_UP.0;
    } else if dy > STICK_DEAD_ZONE {
        b |= Buttons::DOWN.0;
    }
    Buttons(b)
}

/// Which face button confirms in menus, as the system is set (Japanese consoles: CIRCLE;
/// others: CROSS); the other one goes back. Jumping in play is [`Jump`]'s either way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Confirm {
    /// CROSS confirms, CIRCLE goes back.
    #[default]
    Cross,
    /// CIRCLE confirms, CROSS goes back.
    Circle,
}

impl Confirm {
    /// The system parameter that holds the setting: `PSP_SYSTEMPARAM_ID_INT_UNKNOWN` in
    /// PSPSDK, `SystemParamId::Unknown` in the `psp` crate.
    pub const SYSTEM_PARAM_ID: i32 = 9;

    /// From that parameter's value: 0 is CIRCLE confirms, 1 CROSS confirms; anything else
    /// (or no value: the read failed) is CROSS, the Western default.
    pub const fn from_system_param(value: Option<i32>) -> Confirm {
        match value {
            Some(0) => Confirm::Circle,
            _ => Confirm::Cross,
        }
    }

    /// The button that confirms.
    pub const fn ok(self) -> Buttons {
        match self {
            Confirm::Cross => Buttons::CROSS,
            Confirm::Circle => Buttons::CIRCLE,
        }
    }

    /// The button that goes back.
    pub const fn back(self) -> Buttons {
        match self {
            Confirm::Cross => Buttons::CIRCLE,
            Confirm::Circle => Buttons::CROSS,
        }
    }

    /// The confirm button's name as hints on screen spell it.
    pub const fn ok_name(self) -> &'static str {
        match self {
            Confirm::Cross => "CROSS",
            Confirm::Circle => "CIRCLE",
        }
    }

    /// The back button's name as hints on screen spell it.
    pub const fn back_name(self) -> &'static str {
        match self {
            Confirm::Cross => "CIRCLE",
            Confirm::Circle => "CROSS",
        }
    }

    /// `cross` or `circle`: the setting's name on stdout and on the host tool's command
    /// line.
    pub const fn name(self) -> &'static str {
        match self {
            Confirm::Cross => "cross",
            Confirm::Circle => "circle",
        }
    }
}

/// Which button jumps in play, as the player chose it in Options: CROSS (the default),
/// SQUARE or TRIANGLE, each with the D-pad's UP, or UP only. The analog stick never jumps
/// ([`stick`]). The game maps the buttons onto the simulation's jump key, so replays keep
/// their meaning whatever the choice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Jump {
    /// CROSS or UP.
    #[default]
    Cross,
    /// SQUARE or UP.
    Square,
    /// TRIANGLE or UP.
    Triangle,
    /// The D-pad's UP only.
    UpOnly,
}

impl Jump {
    /// Every choice, in the order Options steps through them.
    pub const ALL: [Jump; 4] = [Jump::Cross, Jump::Square, Jump::Triangle, Jump::UpOnly];

    /// The face button that jumps, besides UP (`None`: UP only).
    pub const fn face(self) -> Option<Buttons> {
        match self {
            Jump::Cross => Some(Buttons::CROSS),
            Jump::Square => Some(Buttons::SQUARE),
            Jump::Triangle => Some(Buttons::TRIANGLE),
            Jump::UpOnly => None,
        }
    }

    /// Every button that jumps: the face button, if any, and UP.
    pub const fn buttons(self) -> Buttons {
        match self.face() {
            Some(b) => b.union(Buttons::UP),
            None => Buttons::UP,
        }
    }

    /// The choice's place in [`Jump::ALL`] (its number in the save).
    pub const fn index(self) -> u8 {
        match self {
            Jump::Cross => 0,
            Jump::Square => 1,
            Jump::Triangle => 2,
            Jump::UpOnly => 3,
        }
    }

    /// The choice numbered `i` ([`Jump::index`]); `None` past the last.
    pub const fn from_index(i: u8) -> Option<Jump> {
        match i {
            0 => Some(Jump::Cross),
            1 => Some(Jump::Square),
            2 => Some(Jump::Triangle),
            3 => Some(Jump::UpOnly),
            _ => None,
        }
    }

    /// The choice `by` places on in [`Jump::ALL`], wrapping round.
    pub const fn step(self, by: i8) -> Jump {
        let n = Jump::ALL.len() as i32;
        let i = (self.index() as i32 + by as i32).rem_euclid(n);
        Jump::ALL[i as usize]
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
        assert!(now.any(Buttons::CROSS | Buttons::LEFT));
        assert!(!now.any(Buttons::LEFT | Buttons::UP));
    }

    const C: u8 = 128;

    /// The stick's directions, without its push.
    fn stick(lx: u8, ly: u8) -> Buttons {
        super::stick(lx, ly).without_push()
    }

    #[test]
    fn the_stick_s_push_grows_with_its_deflection_and_makes_no_press() {
        assert_eq!(super::stick(C, C).stick_push(), 0);
        assert_eq!(super::stick(176, C).stick_push(), 0);
        assert_eq!(super::stick(177, C).stick_push(), 1);
        assert_eq!(super::stick(208, C).stick_push(), 1);
        assert_eq!(super::stick(C, 209).stick_push(), 2);
        assert_eq!(super::stick(C, 240).stick_push(), 2);
        assert_eq!(super::stick(15, C).stick_push(), 3);
        // The larger axis counts: a diagonal mostly right.
        assert_eq!(super::stick(255, 100).stick_push(), 3);
        assert_eq!(super::stick(255, 100).without_push(), Buttons::RIGHT);
        // Pushing further is no new press, easing back no release.
        let (soft, hard) = (super::stick(200, C), super::stick(255, C));
        assert_eq!(hard.pressed_since(soft), Buttons::NONE);
        assert_eq!(soft.released_since(hard), Buttons::NONE);
        assert_eq!(soft.pressed_since(Buttons::NONE), Buttons::RIGHT);
    }

    #[test]
    fn stick_centred_and_inside_the_dead_zone_is_nothing() {
        assert_eq!(stick(C, C), Buttons::NONE);
        // Exactly at the dead zone's edge, each way and on both axes at once.
        for (lx, ly) in [
            (80, C),
            (176, C),
            (C, 80),
            (C, 176),
            (80, 80),
            (176, 176),
            (80, 176),
        ] {
            assert_eq!(stick(lx, ly), Buttons::NONE, "({lx}, {ly})");
        }
    }

    #[test]
    fn stick_just_past_the_dead_zone_counts() {
        assert_eq!(stick(79, C), Buttons::LEFT);
        assert_eq!(stick(177, C), Buttons::RIGHT);
        assert_eq!(stick(C, 177), Buttons::DOWN);
        assert_eq!(stick(C, 79), Buttons::STICK_UP);
        // Full deflection.
        assert_eq!(stick(0, C), Buttons::LEFT);
        assert_eq!(stick(255, C), Buttons::RIGHT);
        assert_eq!(stick(C, 255), Buttons::DOWN);
        assert_eq!(stick(C, 0), Buttons::STICK_UP);
    }

    #[test]
    fn stick_diagonals_give_both_directions_and_never_up() {
        assert_eq!(stick(255, 0), Buttons::RIGHT | Buttons::STICK_UP);
        assert_eq!(stick(0, 0), Buttons::LEFT | Buttons::STICK_UP);
        assert_eq!(stick(255, 255), Buttons::RIGHT | Buttons::DOWN);
        assert_eq!(stick(0, 255), Buttons::LEFT | Buttons::DOWN);
        // A mostly-up push with a little right: the right is inside the dead zone.
        assert_eq!(stick(170, 10), Buttons::STICK_UP);
        // Past the edge on one axis, at it on the other.
        assert_eq!(stick(177, 80), Buttons::RIGHT);
        assert_eq!(stick(176, 79), Buttons::STICK_UP);
        // No sample of the whole range gives UP (the jump).
        for lx in 0..=255u8 {
            for ly in 0..=255u8 {
                assert!(!stick(lx, ly).any(Buttons::UP), "({lx}, {ly})");
            }
        }
    }

    #[test]
    fn navigation_reads_the_stick_up_as_up() {
        assert_eq!(Buttons::STICK_UP.navigation(), Buttons::UP);
        assert_eq!(
            (Buttons::STICK_UP | Buttons::RIGHT).navigation(),
            Buttons::UP | Buttons::RIGHT
        );
        assert_eq!((Buttons::STICK_UP | Buttons::UP).navigation(), Buttons::UP);
        assert_eq!(Buttons::CROSS.navigation(), Buttons::CROSS);
        // Holding D-pad UP, then also pushing the stick up, is no second press.
        let prev = Buttons::UP.navigation();
        let now = (Buttons::UP | Buttons::STICK_UP).navigation();
        assert_eq!(now.pressed_since(prev), Buttons::NONE);
    }

    #[test]
    fn each_jump_choice_jumps_with_its_button_and_up_only() {
        let face = [
            Buttons::CROSS,
            Buttons::SQUARE,
            Buttons::TRIANGLE,
            Buttons::CIRCLE,
        ];
        for (j, want) in Jump::ALL.into_iter().zip([
            Some(Buttons::CROSS),
            Some(Buttons::SQUARE),
            Some(Buttons::TRIANGLE),
            None,
        ]) {
            assert_eq!(j.face(), want, "{j:?}");
            assert!(j.buttons().any(Buttons::UP), "{j:?}: UP always jumps");
            for b in face {
                assert_eq!(j.buttons().any(b), want == Some(b), "{j:?} {b:?}");
            }
            assert!(
                !j.buttons().any(Buttons::STICK_UP),
                "{j:?}: never the stick"
            );
            assert_eq!(Jump::from_index(j.index()), Some(j));
        }
        assert_eq!(Jump::from_index(4), None);
        assert_eq!(Jump::default(), Jump::Cross);
        assert_eq!(Jump::Cross.step(1), Jump::Square);
        assert_eq!(Jump::UpOnly.step(1), Jump::Cross);
        assert_eq!(Jump::Cross.step(-1), Jump::UpOnly);
        assert_eq!(Jump::Triangle.step(-1), Jump::Square);
    }

    #[test]
    fn confirm_from_the_system_parameter() {
        assert_eq!(Confirm::SYSTEM_PARAM_ID, 9);
        assert_eq!(Confirm::from_system_param(Some(0)), Confirm::Circle);
        assert_eq!(Confirm::from_system_param(Some(1)), Confirm::Cross);
        assert_eq!(Confirm::from_system_param(Some(7)), Confirm::Cross);
        assert_eq!(Confirm::from_system_param(None), Confirm::Cross);
        assert_eq!(Confirm::default(), Confirm::Cross);
    }

    #[test]
    fn confirm_buttons_and_names() {
        assert_eq!(Confirm::Cross.ok(), Buttons::CROSS);
        assert_eq!(Confirm::Cross.back(), Buttons::CIRCLE);
        assert_eq!(Confirm::Circle.ok(), Buttons::CIRCLE);
        assert_eq!(Confirm::Circle.back(), Buttons::CROSS);
        assert_eq!(
            (Confirm::Cross.ok_name(), Confirm::Cross.back_name()),
            ("CROSS", "CIRCLE")
        );
        assert_eq!(
            (Confirm::Circle.ok_name(), Confirm::Circle.back_name()),
            ("CIRCLE", "CROSS")
        );
        assert_eq!(
            (Confirm::Cross.name(), Confirm::Circle.name()),
            ("cross", "circle")
        );
    }
}
