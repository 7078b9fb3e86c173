//! The hero's movement over the grid module's map: walking with wall sliding and the dodge
//! roll across chasms. Positions are whole sub-pixels (1/256 px, the collision world's
//! `Fx`), so they convert exactly to the grid's 1/65536-tile units (16 px tiles) and back.

use crate::collide::grid::{GridMap, Point, I16F16};

/// Sub-pixels per pixel.
pub const SUB: i32 = 256;
/// The hero circle's radius.
pub const RADIUS: i32 = 6 * SUB;
/// Walking speed per frame along one axis, and per axis on a diagonal (2 px / sqrt 2,
/// rounded down), so the hero is no faster diagonally.
pub const WALK: i32 = 2 * SUB;
/// [`WALK`] per axis on a diagonal.
pub const WALK_DIAGONAL: i32 = 362;
/// The dodge's full length (3 tiles), per axis on a diagonal (48 px / sqrt 2 rounded down,
/// so the diagonal is no longer), and its speed: one grid sample (a quarter tile) a frame.
pub const DODGE: i32 = 48 * SUB;
/// [`DODGE`] per axis on a diagonal.
pub const DODGE_DIAGONAL: i32 = 8688;
const DODGE_STEPS: i32 = 12;
/// Bisection steps over a walk's refused part: the gap left to a wall is under 1/64 of a
/// step (6 sub-pixels at walking speed).
const APPROACH_TRIES: usize = 6;

/// A position or displacement in sub-pixels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Px {
    /// Right, in sub-pixels.
    pub x: i32,
    /// Down, in sub-pixels.
    pub y: i32,
}

impl Px {
    /// The point or displacement `(x, y)`.
    pub const fn new(x: i32, y: i32) -> Px {
        Px { x, y }
    }

    /// Whole pixels (rounded down).
    pub const fn pixels(self) -> (i32, i32) {
        (self.x >> 8, self.y >> 8)
    }

    fn add(self, o: Px) -> Px {
        Px::new(self.x.saturating_add(o.x), self.y.saturating_add(o.y))
    }

    fn sub(self, o: Px) -> Px {
        Px::new(self.x.saturating_sub(o.x), self.y.saturating_sub(o.y))
    }
}

/// The grid position of `p` (16 px tiles: one sub-pixel is 16 grid units).
pub fn point(p: Px) -> Point {
    Point::new(
        I16F16::from_bits(p.x.saturating_mul(16)),
        I16F16::from_bits(p.y.saturating_mul(16)),
    )
}

/// The sub-pixel position of a grid point this module produced (a multiple of 16 units).
fn px(p: Point) -> Px {
    Px::new(p.x.to_bits() >> 4, p.y.to_bits() >> 4)
}

/// The hero's radius in grid units.
pub fn radius() -> I16F16 {
    I16F16::from_bits(RADIUS * 16)
}

/// A walking step for a D-pad direction (each component -1, 0 or 1).
pub fn walk_delta(dir: (i32, i32)) -> Px {
    let speed = if dir.0 != 0 && dir.1 != 0 {
        WALK_DIAGONAL
    } else {
        WALK
    };
    Px::new(dir.0 * speed, dir.1 * speed)
}

/// Where a walk ended and whether it slid along something to get there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Walk {
    /// Where the walk ended.
    pub pos: Px,
    /// Whether it slid along an obstacle.
    pub sliding: bool,
}

/// Walks from `pos` by `delta` with the grid's wall sliding. The grid takes a move whole,
/// or one axis of it, or nothing, so a step that would cross into a wall is refused
/// entirely; shorter parts of the refused remainder are then tried (a bisection) so the
/// hero closes the gap and stands flush against the wall instead of a step short of it.
pub fn walk(map: &GridMap<'_>, pos: Px, delta: Px) -> Walk {
    let r = radius();
    let first = map.resolve_movement_with_sliding(point(pos), point(delta), r, false);
    let mut at = px(first.pos);
    // A bisection over the refused remainder: try its first half; if that goes, the
    // second half is what is left to try, else the untaken part of the first half.
    let mut refused = delta.sub(at.sub(pos));
    for _ in 0..APPROACH_TRIES {
        let half = Px::new(refused.x / 2, refused.y / 2);
        if half == Px::default() {
            break;
        }
        let s = map.resolve_movement_with_sliding(point(at), point(half), r, false);
        let next = px(s.pos);
        let moved = next.sub(at);
        at = next;
        refused = if moved == half {
            refused.sub(half)
        } else {
            half.sub(moved)
        };
    }
    Walk {
        pos: at,
        sliding: first.sliding,
    }
}

/// A dodge roll in progress: a straight dash the grid approved with `can_bypass_chasm`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dash {
    /// Where the dash starts.
    pub from: Px,
    /// Where it lands.
    pub to: Px,
    /// Frames done, of `frames`.
    pub frame: u8,
    /// Frames it takes (one grid sample a frame).
    pub frames: u8,
}

impl Dash {
    /// The longest dash from `pos` toward `dir` (the full length, else shorter by twelfths)
    /// that starts and lands on ground clear for walking with nothing but chasm between:
    /// `None` when even the shortest is refused (e.g. from a chasm's edge into it).
    pub fn plan(map: &GridMap<'_>, pos: Px, dir: (i32, i32)) -> Option<Dash> {
        if dir == (0, 0) {
            return None;
        }
        let full = if dir.0 != 0 && dir.1 != 0 {
            DODGE_DIAGONAL
        } else {
            DODGE
        };
        let r = radius();
        (1..=DODGE_STEPS).rev().find_map(|steps| {
            let len = full * steps / DODGE_STEPS;
            let to = pos.add(Px::new(dir.0 * len, dir.1 * len));
            map.can_bypass_chasm(point(pos), point(to), r)
                .then_some(Dash {
                    from: pos,
                    to,
                    frame: 0,
                    frames: steps as u8,
                })
        })
    }

    /// The position after `frame` of the dash's frames (rounded to the nearest sub-pixel).
    pub fn at(&self, frame: u8) -> Px {
        let n = i64::from(self.frames.max(1));
        let k = i64::from(frame.min(self.frames));
        let lerp = |a: i32, b: i32| {
            let d = i64::from(b) - i64::from(a);
            a + (2 * d * k + n).div_euclid(2 * n) as i32
        };
        Px::new(lerp(self.from.x, self.to.x), lerp(self.from.y, self.to.y))
    }

    /// Whether the dash has landed.
    pub fn done(&self) -> bool {
        self.frame >= self.frames
    }
}

/// Advances a dash by one frame: the new position, or `None` when the dash cannot go on
/// (a position the grid blocks even while dodging; the approval makes that a corner case
/// between its samples).
pub fn dash_step(map: &GridMap<'_>, dash: &mut Dash) -> Option<Px> {
    let next = dash.at(dash.frame.saturating_add(1));
    if map.is_position_blocked(point(next), radius(), true) {
        return None;
    }
    dash.frame = dash.frame.saturating_add(1);
    Some(next)
}
