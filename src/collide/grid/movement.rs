//! Moving a circle over the map: wall sliding and dodging over chasms.

use super::{GridMap, Point};
use fixed::types::I16F16;

/// Samples along a dodge are at most this far apart: a quarter tile, as `1 / SAMPLES_PER_TILE`.
const SAMPLES_PER_TILE: u64 = 4;

/// Where a move ended and whether it slid along an obstacle to get there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slide {
    /// The circle's centre after the move (the start when fully blocked).
    pub pos: Point,
    /// The move was blocked and one axis of it was taken instead.
    pub sliding: bool,
}

impl GridMap<'_> {
    /// Moves a circle by `delta`: the whole move if clear; else one axis alone (the larger one,
    /// `x` on a tie, when both are clear, so an outside corner is never cut); else no move.
    /// A zero component never counts as a clear axis.
    pub fn resolve_movement_with_sliding(
        &self,
        pos: Point,
        delta: Point,
        radius: I16F16,
        dodge: bool,
    ) -> Slide {
        let (x, y) = (i64::from(pos.x.to_bits()), i64::from(pos.y.to_bits()));
        let (dx, dy) = (i64::from(delta.x.to_bits()), i64::from(delta.y.to_bits()));
        let r = i64::from(radius.to_bits()).max(0);
        let clear = |x: i64, y: i64| !self.blocked_raw(x, y, r, dodge);
        // Clear targets lie inside the map (side <= MAX_SIDE), so they fit back into I16F16.
        let to_point = |x: i64, y: i64| Point {
            x: I16F16::from_bits(x as i32),
            y: I16F16::from_bits(y as i32),
        };
        if clear(x + dx, y + dy) {
            return Slide {
                pos: to_point(x + dx, y + dy),
                sliding: false,
            };
        }
        let along_x = dx != 0 && clear(x + dx, y);
        let along_y = dy != 0 && clear(x, y + dy);
        let pos = match (along_x, along_y) {
            (true, true) if dx.abs() >= dy.abs() => to_point(x + dx, y),
            (true, false) => to_point(x + dx, y),
            (_, true) => to_point(x, y + dy),
            (false, false) => {
                return Slide {
                    pos,
                    sliding: false,
                }
            }
        };
        Slide { pos, sliding: true }
    }

    /// Whether a dodge from `start` to `target` is safe: both ends stand on ground clear without
    /// dodging, and every sample between them (at most a quarter tile apart, at least one) is
    /// clear while dodging, so chasms and low props are crossed but walls, water and locked
    /// gates are not.
    pub fn can_bypass_chasm(&self, start: Point, target: Point, radius: I16F16) -> bool {
        let (x0, y0) = (i64::from(start.x.to_bits()), i64::from(start.y.to_bits()));
        let (x1, y1) = (i64::from(target.x.to_bits()), i64::from(target.y.to_bits()));
        let r = i64::from(radius.to_bits()).max(0);
        if self.blocked_raw(x0, y0, r, false) || self.blocked_raw(x1, y1, r, false) {
            return false;
        }
        let (dx, dy) = (x1 - x0, y1 - y0);
        let steps = dodge_steps(dx, dy).max(2) as i64;
        (1..steps).all(|i| {
            let sx = x0 + rounded_div(dx * i, steps);
            let sy = y0 + rounded_div(dy * i, steps);
            !self.blocked_raw(sx, sy, r, true)
        })
    }
}

/// `ceil(|(dx, dy)| * SAMPLES_PER_TILE)` for raw components of two in-map points, exactly:
/// the least `n` with `(n / SAMPLES_PER_TILE)^2 >= (dx^2 + dy^2) / 2^32`.
fn dodge_steps(dx: i64, dy: i64) -> u64 {
    // In-map components are below 2^31, so the squared length is below 2^63.
    let (ax, ay) = (dx.unsigned_abs(), dy.unsigned_abs());
    let len2 = u128::from(ax * ax + ay * ay);
    // n^2 * 2^32 / SAMPLES_PER_TILE^2 >= len2.
    let scale = (1u128 << 32) / u128::from(SAMPLES_PER_TILE * SAMPLES_PER_TILE);
    let mut n = (len2 / scale).isqrt();
    while n * n * scale < len2 {
        n += 1;
    }
    n as u64
}

/// `num / den` rounded to nearest (halves up), `den > 0`.
fn rounded_div(num: i64, den: i64) -> i64 {
    (2 * num + den).div_euclid(2 * den)
}
