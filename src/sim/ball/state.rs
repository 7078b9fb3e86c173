//! The ball's state (docs/RULES.md §4): position, velocity, the form it has and the powers it holds.

use crate::sim::latch::{BIT_DOWN, BIT_JUMP, BIT_LEFT, BIT_RIGHT};

/// The ball's state. Velocities are tenths of a pixel per tick; `vy` is gravity-relative.
///
/// The fields follow the original's state one for one (docs/RULES.md §4.1); where the
/// original's name differs, the field's doc gives it, as the spec and the oracle's traces
/// use it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ball {
    /// The centre's column, in pixels.
    pub x: i32,
    /// The centre's row, in pixels.
    pub y: i32,
    /// Horizontal speed, tenths of a pixel per tick.
    pub vx: i32,
    /// Vertical speed toward the current gravity, tenths of a pixel per tick.
    pub vy: i32,
    /// The sprite shown, which also gives the collision mask (docs/RULES.md §1.5).
    pub sprite: usize,
    /// Resting on the ground, so gravity does not apply (`onGround`).
    pub on_ground: bool,
    /// The bounce height being worked down by landings, 0 when none (`G`).
    pub bounce: i32,
    /// The rubber tiles' jump combo, carried from tick to tick (`Z`).
    pub rubber_combo: i32,
    /// The checkpoint's row, where a respawn puts the ball (`respawnRow`).
    pub respawn_row: i32,
    /// The checkpoint's column (`respawnCol`).
    pub respawn_col: i32,
    /// Whether the ball respawns big, taken at the checkpoint (`respawnBig`).
    pub respawn_big: bool,
    /// The big (inflated) ball: jumps higher and floats in water.
    pub big: bool,
    /// Gravity points up, from a reverse gravity tile (`reverseGravity`, `rg`).
    pub reverse_gravity: bool,
    /// The jump power-up: jumps a quarter higher (`jumpBoost`).
    pub jump_boost: bool,
    /// The speed power-up (`speedBoost`).
    pub speed_boost: bool,
    /// The F-form: spikes and enemies do not hurt, bricks break, jumps are lower (`F`).
    pub f_form: bool,
    /// The centre cell is water (`inWater`).
    pub in_water: bool,
    /// An animation is running; most squashes wait for it to end. It stays set through
    /// the whole F-form (docs/RULES.md §4.7).
    pub animating: bool,
    /// The death animation is running; the ball does not move.
    pub dying: bool,
    /// Ticks left of the running animation step (3 down to 0) or of the death (25 down
    /// to 0) (`A`).
    pub anim_ticks: i32,
    /// Ticks left of the power-up held (speed, jump or reverse gravity) (`powerTimer`).
    pub power_timer: i32,
    /// Ticks left of the F-form (`fTimer`).
    pub f_form_timer: i32,
    /// The size change under way: [`Ball::INFLATING`], [`Ball::DEFLATING`] or
    /// [`Ball::NO_CHANGE`] (`inflateMode`).
    pub size_change: i32,
    /// The F-form change under way: [`Ball::F_STARTING`], [`Ball::F_ENDING`],
    /// [`Ball::F_STARTING_BIG`] or [`Ball::NO_CHANGE`] (`fMode`).
    pub f_form_change: i32,
    /// The enemy the last collecting probe touched, -1 for none (`enemyHit`).
    pub touched_enemy: i32,
    /// The held directions and jump, as `sim::latch`'s `BIT_*` (the original's input bits).
    pub input: u8,
    /// The HUD power bar, the timer of the power or F-form held / 18.
    pub power_bar: i32,
}

impl Ball {
    /// No size or F-form change under way (`size_change`, `f_form_change`).
    pub const NO_CHANGE: i32 = 0;
    /// `size_change`: growing into the big ball.
    pub const INFLATING: i32 = 1;
    /// `size_change`: shrinking back to the small ball.
    pub const DEFLATING: i32 = 2;
    /// `f_form_change`: turning into the F-form from the small ball.
    pub const F_STARTING: i32 = 1;
    /// `f_form_change`: the F-form running out.
    pub const F_ENDING: i32 = 2;
    /// `f_form_change`: shrinking first, then turning into the F-form as from the small ball.
    pub const F_STARTING_BIG: i32 = 3;

    /// A ball at the spawn tile. `start_big` gives the big sprite and offset but not the
    /// big flag, a latent bug of the original (docs/RULES.md §1.3) kept as is.
    pub fn spawn(row: i32, col: i32, start_big: bool) -> Ball {
        let mut b = Ball {
            x: 16 * col + 8,
            y: 16 * row + 8,
            vx: 0,
            vy: 0,
            sprite: 0,
            on_ground: false,
            bounce: 0,
            rubber_combo: 0,
            respawn_row: row,
            respawn_col: col,
            respawn_big: false,
            big: false,
            reverse_gravity: false,
            jump_boost: false,
            speed_boost: false,
            f_form: false,
            in_water: false,
            animating: false,
            dying: false,
            anim_ticks: 0,
            power_timer: 0,
            f_form_timer: 0,
            size_change: 0,
            f_form_change: 0,
            touched_enemy: -1,
            input: 0,
            power_bar: 0,
        };
        if start_big {
            b.x += 12;
            b.y += 12;
            b.sprite = 11;
        }
        b
    }

    /// jumpHeld: jump down and not down.
    pub fn jump_held(&self) -> bool {
        self.input & BIT_JUMP != 0 && self.input & BIT_DOWN == 0
    }

    /// Rolling right: right held and not left.
    pub fn right(&self) -> bool {
        self.input & BIT_RIGHT != 0 && self.input & BIT_LEFT == 0
    }

    /// Rolling left: left held and not right.
    pub fn left(&self) -> bool {
        self.input & BIT_LEFT != 0 && self.input & BIT_RIGHT == 0
    }

    /// jumpVel: the speed a jump starts with, by form, boost and water (docs/RULES.md §4.2).
    pub fn jump_vel(&self) -> i32 {
        let mut v = if self.big {
            -180
        } else if self.f_form {
            -95
        } else {
            -125
        };
        if self.jump_boost {
            v += v >> 2;
        }
        if self.in_water {
            v -= v >> 2;
        }
        v
    }

    /// bounceCap: the highest bounce a landing starts (docs/RULES.md §4.2).
    pub fn bounce_cap(&self) -> i32 {
        let mut v = if self.big {
            -120
        } else if self.f_form {
            -63
        } else {
            -83
        };
        if self.jump_boost {
            v += v >> 2;
        }
        v
    }

    /// The sprite the ball rests as: 11 when big, else 0.
    pub fn base_sprite(&self) -> usize {
        if self.big {
            11
        } else {
            0
        }
    }
}
