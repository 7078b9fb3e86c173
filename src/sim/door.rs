//! The exit door and the original's camera (docs/RULES.md §5.3, §6.1).
//!
//! The door only changes while the original's 176 x 179 view would paint it, so the
//! simulation computes that view itself every step, whatever screen draws the game.

/// The original game view's width.
pub const VIEW_W: i32 = 176;
/// The original game view's height (the phone's screen less the HUD).
pub const VIEW_H: i32 = 179;

/// The door and its animation counter I: counting up from 0 while every hoop is passed,
/// open from the paint on which I becomes exactly 48, looping 48..71 while open; a door
/// closed by the ball entering it keeps counting and never opens again (docs/RULES.md §5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Door {
    /// Top-left pixel once latched by the first paint inside the window; `(-1, -1)` before.
    pub x: i32,
    /// See `x`.
    pub y: i32,
    /// The animation counter I.
    pub anim: i32,
    /// Whether the ball can enter.
    pub open: bool,
    /// The counter the last paint drew the door with: a paint draws the door, then
    /// advances it (the oracle's frames show the strip one step behind `anim`).
    pub drawn: i32,
}

impl Default for Door {
    fn default() -> Self {
        Door {
            x: -1,
            y: -1,
            anim: 0,
            open: false,
            drawn: 0,
        }
    }
}

/// The original camera's tile origin for a ball at `(x, y)` in a `rows` x `cols` map:
/// `camCol` is 0 at the left clamp, `cols - 12` at the right clamp (the view's left at or past
/// `worldW - 176`, equality included), else `left / 16`; and likewise `camRow` with 13 rows.
/// Near the right and bottom edges the origin is one tile further than the visible tiles
/// suggest, with the rest a sub-tile offset, as the original's own trace shows.
pub fn camera_origin(x: i32, y: i32, rows: i32, cols: i32) -> (i32, i32) {
    let (world_w, world_h) = (16 * cols, 16 * rows);
    let x = x.clamp(0, world_w - 1);
    let y = y.clamp(0, world_h - 1);
    let axis = |p: i32, half: i32, view: i32, world: i32, tiles: i32, far: i32| {
        let v = p - half;
        let max = world - view;
        if v < 0 || max <= 0 {
            0
        } else if v >= max {
            tiles - far
        } else {
            v / 16
        }
    };
    (
        axis(x, 88, VIEW_W, world_w, cols, 12),
        axis(y, 89, VIEW_H, world_h, rows, 13),
    )
}

impl Door {
    /// One paint: advances the door when the exit tile is inside the original view's window.
    pub fn paint(&mut self, exit: (i32, i32), cam: (i32, i32), hoops_left: i32) {
        let (row, col) = exit;
        let (cam_col, cam_row) = cam;
        let inside = (cam_col - 2..=cam_col + 12).contains(&col)
            && (cam_row - 3..=cam_row + 13).contains(&row);
        if !inside {
            return;
        }
        if self.x == -1 && self.y == -1 {
            self.x = 16 * col;
            self.y = 16 * row;
        }
        self.drawn = self.anim;
        if self.open {
            self.anim += 1;
            if self.anim == 72 {
                self.anim = 48;
            }
        } else if hoops_left == 0 {
            // The test is equality: once the entered door has closed with I in 48..71,
            // I counts on past 48 (and past 72: it wraps only while open), so the door
            // stays shut. Java's int arithmetic wraps.
            self.anim = self.anim.wrapping_add(1);
            if self.anim == 48 {
                self.open = true;
            }
        }
    }

    /// Whether a ball centre at `(x, y)` is inside the open doorway.
    pub fn entered(&self, x: i32, y: i32) -> bool {
        self.open && self.x < x && x < self.x + 32 && self.y < y && y < self.y + 48
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn camera_origin_clamps_one_tile_early_on_the_far_edges() {
        // 13 x 60 map: world 960 x 208.
        assert_eq!(camera_origin(10, 10, 13, 60), (0, 0));
        assert_eq!(camera_origin(88 + 16 * 5 + 3, 100, 13, 60), (5, 0));
        // Right clamp: cols - 12, although the first visible column is cols - 11.
        assert_eq!(camera_origin(950, 200, 13, 60), (48, 0));
        // Exactly at the clamp value the origin is already clamped (the oracle's level 1:
        // focus 872, origin 48, not (960 - 176) / 16 = 49); one pixel before it is free.
        assert_eq!(camera_origin(960 - 88, 0, 13, 60), (48, 0));
        assert_eq!(camera_origin(960 - 89, 0, 13, 60), (48, 0));
        // Bottom: 18 rows (288 px), top at 288 - 179 = 109 is clamped (rows - 13 = 5), one
        // pixel before (108 / 16 = 6) is free.
        assert_eq!(camera_origin(0, 109 + 89, 18, 30), (0, 5));
        assert_eq!(camera_origin(0, 108 + 89, 18, 30), (0, 6));
        // Bottom clamp on a tall map.
        assert_eq!(camera_origin(0, 16 * 40 - 1, 40, 30), (0, 27));
    }

    #[test]
    fn door_opens_after_48_paints_and_loops() {
        let mut d = Door::default();
        let exit = (5, 5);
        d.paint(exit, (0, 0), 1);
        assert_eq!((d.x, d.y, d.anim), (80, 80, 0));
        for _ in 0..47 {
            d.paint(exit, (0, 0), 0);
        }
        assert!(!d.open);
        d.paint(exit, (0, 0), 0);
        assert!(d.open && d.anim == 48);
        for _ in 0..24 {
            d.paint(exit, (0, 0), 0);
        }
        assert_eq!(d.anim, 48);
        // Out of the window nothing moves.
        d.paint(exit, (20, 0), 0);
        assert_eq!(d.anim, 48);
        assert!(d.entered(81, 81) && !d.entered(80, 81) && !d.entered(112, 100));
    }

    #[test]
    fn a_door_closed_past_48_counts_on_and_stays_shut() {
        let mut d = Door {
            x: 80,
            y: 80,
            anim: 66,
            open: false,
            drawn: 66,
        };
        for i in 67..200 {
            d.paint((5, 5), (0, 0), 0);
            // The paint drew the door with the count it found, then advanced it.
            assert_eq!((d.drawn, d.anim, d.open), (i - 1, i, false));
        }
    }
}
