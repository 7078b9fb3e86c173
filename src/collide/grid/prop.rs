//! Solid prop footprints (altars, pillars, walls) the circle must also keep out of.

use super::Point;
use fixed::types::I16F16;

/// A footprint's shape, centred on its prop's `center`. Negative sizes count as zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Footprint {
    /// A disc: blocks when the centres are closer than `radius` plus the mover's radius.
    Circle {
        /// Tiles from the centre; a negative radius counts as zero.
        radius: I16F16,
    },
    /// An axis-aligned ellipse with semi-axes `rx`, `ry`, grown by the mover's radius along
    /// each axis (a scaled test, not the exact rounded outline).
    Ellipse {
        /// Semi-axis along x, in tiles.
        rx: I16F16,
        /// Semi-axis along y, in tiles.
        ry: I16F16,
    },
    /// An axis-aligned box of full size `width` x `height`, grown by the mover's radius on each
    /// side (square corners).
    Rect {
        /// Full size along x, in tiles.
        width: I16F16,
        /// Full size along y, in tiles.
        height: I16F16,
    },
}

/// A solid prop's footprint in world units. Only solid props belong in a map's prop slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prop {
    /// The footprint's centre (the prop's position plus the footprint's offset).
    pub center: Point,
    /// The shape that blocks, around `center`.
    pub footprint: Footprint,
    /// A low obstacle: a dodging mover passes over it.
    pub low: bool,
}

impl Prop {
    /// A solid, full-height prop.
    pub const fn new(center: Point, footprint: Footprint) -> Prop {
        Prop {
            center,
            footprint,
            low: false,
        }
    }

    /// The same prop as a low obstacle.
    pub const fn low(self) -> Prop {
        Prop { low: true, ..self }
    }

    /// Raw half sizes of the footprint's bounding box (a box's odd raw size rounded up):
    /// no circle of radius `r` whose centre is `r` or more past them on an axis overlaps it.
    pub(super) fn half_extents(&self) -> (i64, i64) {
        let size = |v: I16F16| i64::from(v.to_bits()).max(0);
        match self.footprint {
            Footprint::Circle { radius } => (size(radius), size(radius)),
            Footprint::Ellipse { rx, ry } => (size(rx), size(ry)),
            Footprint::Rect { width, height } => ((size(width) + 1) >> 1, (size(height) + 1) >> 1),
        }
    }

    /// Whether a circle at raw (`x`, `y`) of raw radius `r >= 0` overlaps the footprint; exact.
    /// `x` and `y` lie inside the map (at most 2^31 raw), so differences fit in 33 bits.
    #[inline(always)]
    pub(super) fn overlaps(&self, x: i64, y: i64, r: i64) -> bool {
        let dx = (x - i64::from(self.center.x.to_bits())).unsigned_abs();
        let dy = (y - i64::from(self.center.y.to_bits())).unsigned_abs();
        let size = |v: I16F16| i64::from(v.to_bits()).max(0);
        // Most props are far from a query: reject on the grown bounding box first, with no
        // branch on the shape (the box's half sizes from the two fields every shape has;
        // a box's odd raw size rounds up, so the reject stays exact).
        let (a, b, rect) = match self.footprint {
            Footprint::Circle { radius } => (radius, radius, false),
            Footprint::Ellipse { rx, ry } => (rx, ry, false),
            Footprint::Rect { width, height } => (width, height, true),
        };
        let half = |v: I16F16| (size(v) + i64::from(rect)) >> u32::from(rect);
        if (dx >= (half(a) + r) as u64) | (dy >= (half(b) + r) as u64) {
            return false;
        }
        self.overlaps_near(dx, dy, r)
    }

    /// [`Prop::overlaps`] for a centre inside the grown bounding box, at gaps `dx`, `dy`.
    #[inline(never)]
    fn overlaps_near(&self, dx: u64, dy: u64, r: i64) -> bool {
        let size = |v: I16F16| i64::from(v.to_bits()).max(0);
        match self.footprint {
            Footprint::Circle { radius } => {
                let reach = (size(radius) + r) as u64;
                // dx, dy < reach < 2^32, so each square fits in u64 and a^2 - dy^2 >= 0.
                dx < reach && dy < reach && dx * dx < reach * reach - dy * dy
            }
            Footprint::Ellipse { rx, ry } => {
                let a = (size(rx) + r) as u64;
                let b = (size(ry) + r) as u64;
                if dx >= a || dy >= b {
                    return false;
                }
                // dx^2/a^2 + dy^2/b^2 < 1  <=>  dx^2 b^2 < a^2 (b^2 - dy^2), each side < 2^128.
                let lhs = u128::from(dx * dx) * u128::from(b * b);
                let rhs = u128::from(a * a) * u128::from(b * b - dy * dy);
                lhs < rhs
            }
            Footprint::Rect { width, height } => {
                // |d| < size / 2 + r, doubled so odd raw sizes stay exact.
                2 * dx < (size(width) + 2 * r) as u64 && 2 * dy < (size(height) + 2 * r) as u64
            }
        }
    }
}
