//! Enemies and platforms (docs/RULES.md §5.4): the large spiked enemy, the small bouncer and the
//! platform. They move before the ball every step.

use crate::res::lf::EnemyDef;

/// The large spiked enemy: deadly but to the F-form. The enemy types follow.
pub const SPIKED: i8 = 0;
/// The small bouncer: falls and springs up its column.
pub const BOUNCER: i8 = 1;
/// The moving platform the ball rides.
pub const PLATFORM: i8 = 2;

/// An enemy's state; the rectangle is `(16 col0 + x_off, 16 row0 + y_off)` and its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Enemy {
    /// [`SPIKED`], [`BOUNCER`] or [`PLATFORM`].
    pub kind: i8,
    /// The path's start cell, row (`row0`).
    pub row0: i32,
    /// The path's start cell, column (`col0`).
    pub col0: i32,
    /// The path's end cell, row (`row1`).
    pub row1: i32,
    /// The path's end cell, column (`col1`).
    pub col1: i32,
    /// Pixels right of the start cell (`xOff`), 0 to the path's width.
    pub x_off: i32,
    /// Pixels down from the start cell (`yOff`), 0 to the path's height.
    pub y_off: i32,
    /// Pixels a step along x, the sign its way (`xSpeed`; the bouncer's never changes).
    pub x_speed: i32,
    /// Pixels a step along y (`ySpeed`; tenths of a pixel for the bouncer).
    pub y_speed: i32,
    /// Reversed by the F ball already this step (a reversal happens once per step).
    pub reversed: bool,
}

/// A rectangle: left, top, width, height.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    /// Left.
    pub l: i32,
    /// Top.
    pub t: i32,
    /// Width.
    pub w: i32,
    /// Height.
    pub h: i32,
}

impl Rect {
    /// The strict overlap test the original uses.
    pub fn overlaps(&self, e: &Rect) -> bool {
        self.l + self.w > e.l && self.t + self.h > e.t && self.l < e.l + e.w && self.t < e.t + e.h
    }
}

impl Enemy {
    /// An enemy at its path's start, as the level defines it.
    pub fn new(def: &EnemyDef) -> Enemy {
        let s = def.start();
        Enemy {
            kind: s.kind,
            row0: s.row0,
            col0: s.col0,
            row1: s.row1,
            col1: s.col1,
            x_off: s.x_off,
            y_off: s.y_off,
            x_speed: s.x_speed,
            y_speed: s.y_speed,
            reversed: false,
        }
    }

    /// Collision size (the platform is drawn 24 x 12 but collides 24 x 11).
    pub fn size(&self) -> (i32, i32) {
        match self.kind {
            SPIKED => (32, 32),
            BOUNCER => (16, 16),
            _ => (24, 11),
        }
    }

    /// The rectangle's left column.
    pub fn left(&self) -> i32 {
        16 * self.col0 + self.x_off
    }

    /// The rectangle's top row.
    pub fn top(&self) -> i32 {
        16 * self.row0 + self.y_off
    }

    /// The collision rectangle.
    pub fn rect(&self) -> Rect {
        let (w, h) = self.size();
        Rect {
            l: self.left(),
            t: self.top(),
            w,
            h,
        }
    }

    /// Whether offsets lie on the enemy's path, where its step keeps them.
    pub fn path_holds(&self, x_off: i32, y_off: i32) -> bool {
        let on = |v: i32, range: i32| (range.min(0)..=range.max(0)).contains(&v);
        on(x_off, self.range_x()) && on(y_off, self.range_y())
    }

    fn range_x(&self) -> i32 {
        16 * (self.col1 - self.col0)
    }

    fn range_y(&self) -> i32 {
        16 * (self.row1 - self.row0)
    }

    /// Moves one step. `ball` is the ball's rectangle grown by a pixel when the ball is in
    /// F-form (it blocks spiked enemies and bouncers), else `None`.
    pub fn step(&mut self, ball: Option<Rect>) {
        self.reversed = false;
        match self.kind {
            BOUNCER => self.bounce(ball),
            _ => self.patrol(ball),
        }
    }

    fn patrol(&mut self, ball: Option<Rect>) {
        let start = self.rect();
        let blocked = self.kind == SPIKED && ball.is_some_and(|b| b.overlaps(&start));
        // X pass: the step direction flips with the speed at the endpoints.
        let range_x = self.range_x();
        let mut dir = self.x_speed.signum();
        for _ in 0..self.x_speed.unsigned_abs() {
            if !blocked {
                self.x_off += dir;
            }
            if self.x_off == 0 || self.x_off == range_x {
                self.x_speed = -self.x_speed;
                dir = -dir;
            }
        }
        self.x_off = clamp_range(self.x_off, range_x);
        // Y pass: the speed flips at the endpoints, the step direction does not (sic).
        let range_y = self.range_y();
        let dir = self.y_speed.signum();
        for _ in 0..self.y_speed.unsigned_abs() {
            if !blocked {
                self.y_off += dir;
            }
            if self.y_off == 0 || self.y_off == range_y {
                self.y_speed = -self.y_speed;
            }
        }
        self.y_off = clamp_range(self.y_off, range_y);
    }

    fn bounce(&mut self, ball: Option<Rect>) {
        let range_y = self.range_y();
        if self.y_off == 0 {
            self.y_speed = 30;
        }
        if self.y_off == range_y {
            self.y_speed = -40;
        }
        self.y_speed = (self.y_speed + 1).min(80);
        let at = Rect {
            l: 16 * self.col0,
            t: 16 * self.row0 + self.y_off,
            w: 16,
            h: 16,
        };
        let waits = ball.is_some_and(|b| b.overlaps(&at));
        if !waits {
            let dist = (self.y_speed / 10).abs().min(3);
            self.y_off += dist * self.y_speed.signum();
        }
        self.y_off = clamp_range(self.y_off, range_y);
    }

    /// The F ball pushes the enemy back: its vertical speed if it has one, else its
    /// horizontal speed; once per step.
    pub fn reverse(&mut self) {
        if self.reversed {
            return;
        }
        self.reversed = true;
        if self.y_speed != 0 {
            self.y_speed = -self.y_speed;
        } else {
            self.x_speed = -self.x_speed;
        }
    }

    /// Reverses the horizontal speed (once per step).
    pub fn reverse_x(&mut self) {
        if !self.reversed {
            self.reversed = true;
            self.x_speed = -self.x_speed;
        }
    }
}

/// Clamps to `[0, range]`, or to `[range, 0]` when a swapped record made the range
/// negative (the original clamps with the range as the upper bound; with a negative range
/// that pins the offset to it).
fn clamp_range(v: i32, range: i32) -> i32 {
    if range >= 0 {
        v.clamp(0, range)
    } else {
        range
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn platform(x_speed: i8, y_speed: i8) -> Enemy {
        Enemy::new(&EnemyDef {
            kind: PLATFORM,
            row0: 2,
            col0: 2,
            row1: 4,
            col1: 4,
            y_off_tiles: 0,
            x_off_tiles: 0,
            y_speed,
            x_speed,
        })
    }

    #[test]
    fn patrol_bounces_between_the_endpoints() {
        let mut e = platform(3, 0);
        let mut seen = std::vec::Vec::new();
        for _ in 0..30 {
            e.step(None);
            seen.push(e.x_off);
            assert!((0..=32).contains(&e.x_off));
        }
        assert_eq!(&seen[..12], &[3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 31, 28]);
    }

    #[test]
    fn y_pass_keeps_its_direction_within_a_step() {
        // Starting 1 pixel above the bottom end with speed 3: the speed flips when the end
        // is reached, but the remaining steps still go down; the clamp pulls it back.
        let mut e = platform(0, 3);
        e.y_off = 31;
        e.step(None);
        assert_eq!((e.y_off, e.y_speed), (32, -3));
    }

    #[test]
    fn spiked_enemy_waits_for_the_f_ball_and_flips_at_an_end() {
        let mut e = platform(2, 0);
        e.kind = SPIKED;
        let ball = Rect {
            l: 30,
            t: 30,
            w: 18,
            h: 18,
        };
        e.step(Some(ball));
        // Blocked at x_off 0 (an endpoint): each skipped iteration flips the speed.
        assert_eq!((e.x_off, e.x_speed), (0, 2));
        e.step(None);
        assert_eq!(e.x_off, 2);
    }

    #[test]
    fn bouncer_falls_and_is_kicked_back_up() {
        let mut e = Enemy::new(&EnemyDef {
            kind: BOUNCER,
            row0: 0,
            col0: 0,
            row1: 3,
            col1: 0,
            y_off_tiles: 0,
            x_off_tiles: 0,
            y_speed: 0,
            x_speed: 0,
        });
        e.step(None);
        assert_eq!((e.y_speed, e.y_off), (31, 3));
        let mut bottom = false;
        for _ in 0..40 {
            e.step(None);
            assert!((0..=48).contains(&e.y_off));
            bottom |= e.y_off == 48;
        }
        assert!(bottom);
    }
}
