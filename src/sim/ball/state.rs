//! The ball's state (docs/RULES.md §4): position, velocity, the form it has and the powers it holds.

use crate::sim::input::{BIT_DOWN, BIT_JUMP, BIT_LEFT, BIT_RIGHT};

/// The ball's state. Velocities are tenths of a pixel per tick; `vy` is gravity-relative.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ball {
    pub x: i32,
    pub y: i32,
    pub vx: i32,
    pub vy: i32,
    pub sprite: usize,
    pub on_ground: bool,
    /// The bounce height being worked down.
    pub g: i32,
    /// The rubber jump combo.
    pub combo: i32,
    pub respawn_row: i32,
    pub respawn_col: i32,
    pub respawn_big: bool,
    pub big: bool,
    pub rg: bool,
    pub jump_boost: bool,
    pub speed_boost: bool,
    pub f: bool,
    pub in_water: bool,
    pub animating: bool,
    pub dying: bool,
    pub a: i32,
    pub power_timer: i32,
    pub f_timer: i32,
    pub inflate_mode: i32,
    pub f_mode: i32,
    pub enemy_hit: i32,
    pub bits: u8,
    /// The HUD power bar (powerTimer / 18).
    pub power_bar: i32,
}

impl Ball {
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
            g: 0,
            combo: 0,
            respawn_row: row,
            respawn_col: col,
            respawn_big: false,
            big: false,
            rg: false,
            jump_boost: false,
            speed_boost: false,
            f: false,
            in_water: false,
            animating: false,
            dying: false,
            a: 0,
            power_timer: 0,
            f_timer: 0,
            inflate_mode: 0,
            f_mode: 0,
            enemy_hit: -1,
            bits: 0,
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
        self.bits & BIT_JUMP != 0 && self.bits & BIT_DOWN == 0
    }

    pub fn right(&self) -> bool {
        self.bits & BIT_RIGHT != 0 && self.bits & BIT_LEFT == 0
    }

    pub fn left(&self) -> bool {
        self.bits & BIT_LEFT != 0 && self.bits & BIT_RIGHT == 0
    }

    pub fn jump_vel(&self) -> i32 {
        let mut v = if self.big {
            -180
        } else if self.f {
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

    pub fn bounce_cap(&self) -> i32 {
        let mut v = if self.big {
            -120
        } else if self.f {
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
