//! Exact narrow phase: contact manifolds between placed shapes and against a cell rectangle.
//!
//! Contact is closed (touching counts, depth 0). Depths round down and distances round up,
//! so a sub-sub-pixel residue after a correction reads as touching, not as a new
//! penetration. Separating-axis tests run in Q16-scaled `i64` sub-pixels without rounding,
//! which keeps a cell test and the test of any rectangle containing that cell consistent
//! (the candidate index relies on it).

use super::shape::{Aabb, Obb, Placed, PlacedMask};
use super::units::{ceil_sqrt, N, ONE, P};

/// Penetration of one shape into another: `n` points from the first shape toward the second
/// and moving the first by `-n * depth` separates them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Manifold {
    pub n: N,
    pub depth: i32,
}

/// A side of a cell rectangle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Side {
    Left = 0,
    Right = 1,
    Top = 2,
    Bottom = 3,
}

impl Side {
    pub(super) const ALL: [Side; 4] = [Side::Left, Side::Right, Side::Top, Side::Bottom];

    /// Normal from a shape outside this face toward the cell.
    pub(super) fn inward(self) -> N {
        match self {
            Side::Left => N::new(ONE, 0),
            Side::Right => N::new(-ONE, 0),
            Side::Top => N::new(0, ONE),
            Side::Bottom => N::new(0, -ONE),
        }
    }
}

/// The cell boundary feature an exact manifold pushes against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Feature {
    Face(Side),
    /// A corner: its horizontal side (Left/Right) and vertical side (Top/Bottom).
    Vertex(Side, Side),
}

const S: i64 = 1 << 16;

fn floor_depth(scaled: i64) -> i32 {
    (scaled >> 16) as i32
}

/// Circle against a closed rectangle, with the feature that produced the manifold.
pub(crate) fn circle_rect(c: P, r: i32, b: &Aabb) -> Option<(Manifold, Feature)> {
    let qx = c.x.clamp(b.x0, b.x1);
    let qy = c.y.clamp(b.y0, b.y1);
    let (dx, dy) = ((qx - c.x) as i64, (qy - c.y) as i64);
    if dx != 0 || dy != 0 {
        let d2 = dx * dx + dy * dy;
        let rr = r as i64 * r as i64;
        if d2 > rr {
            return None;
        }
        let depth = (r as i64 - ceil_sqrt(d2 as u64) as i64).max(0) as i32;
        let h = if c.x < b.x0 {
            Some(Side::Left)
        } else if c.x > b.x1 {
            Some(Side::Right)
        } else {
            None
        };
        let v = if c.y < b.y0 {
            Some(Side::Top)
        } else if c.y > b.y1 {
            Some(Side::Bottom)
        } else {
            None
        };
        let feature = match (h, v) {
            (Some(h), Some(v)) => Feature::Vertex(h, v),
            (Some(s), None) | (None, Some(s)) => Feature::Face(s),
            (None, None) => unreachable_face(),
        };
        return Some((
            Manifold {
                n: N::of(dx, dy),
                depth,
            },
            feature,
        ));
    }
    // Centre inside (or on the boundary): leave through the nearest face.
    let dists = [c.x - b.x0, b.x1 - c.x, c.y - b.y0, b.y1 - c.y];
    let mut best = 0;
    for i in 1..4 {
        if dists[i] < dists[best] {
            best = i;
        }
    }
    let side = Side::ALL[best];
    Some((
        Manifold {
            n: side.inward(),
            depth: r + dists[best],
        },
        Feature::Face(side),
    ))
}

/// Unreachable in practice (a clamped point differs from the centre only when the centre
/// lies outside on some axis); answers a face deterministically instead of panicking.
#[cold]
fn unreachable_face() -> Feature {
    Feature::Face(Side::Top)
}

/// Closed circle/box overlap (used for mask pixels).
pub(crate) fn circle_touches(c: P, r: i32, b: &Aabb) -> bool {
    let dx = (c.x.clamp(b.x0, b.x1) - c.x) as i64;
    let dy = (c.y.clamp(b.y0, b.y1) - c.y) as i64;
    dx * dx + dy * dy <= r as i64 * r as i64
}

/// Projection interval of a closed rectangle on a Q16 axis, scaled by 2^16.
fn rect_proj(b: &Aabb, ux: i64, uy: i64) -> (i64, i64) {
    let (ax, bx) = (b.x0 as i64 * ux, b.x1 as i64 * ux);
    let (ay, by) = (b.y0 as i64 * uy, b.y1 as i64 * uy);
    (ax.min(bx) + ay.min(by), ax.max(bx) + ay.max(by))
}

/// Oriented box against a closed rectangle by separating axes, with the feature.
pub(crate) fn obb_rect(o: &Obb, b: &Aabb) -> Option<(Manifold, Feature)> {
    let (ex, ey) = o.world_extent_scaled();
    let (cx, cy) = ((o.c.x as i64) << 16, (o.c.y as i64) << 16);
    let (x0, x1, y0, y1) = (
        (b.x0 as i64) << 16,
        (b.x1 as i64) << 16,
        (b.y0 as i64) << 16,
        (b.y1 as i64) << 16,
    );
    if cx - ex > x1 || cx + ex < x0 || cy - ey > y1 || cy + ey < y0 {
        return None;
    }
    let mut best = ((cx + ex) - x0, N::new(ONE, 0), Feature::Face(Side::Left));
    let mut consider = |d: i64, n: N, f: Feature| {
        if d < best.0 {
            best = (d, n, f);
        }
    };
    consider(x1 - (cx - ex), N::new(-ONE, 0), Feature::Face(Side::Right));
    consider((cy + ey) - y0, N::new(0, ONE), Feature::Face(Side::Top));
    consider(y1 - (cy - ey), N::new(0, -ONE), Feature::Face(Side::Bottom));
    if !o.axis_aligned() {
        for (ux, uy, h) in [(o.cos, o.sin, o.hx), (-o.sin, o.cos, o.hy)] {
            let (ux64, uy64) = (ux as i64, uy as i64);
            let p = o.c.x as i64 * ux64 + o.c.y as i64 * uy64;
            let (s0, s1) = (p - h as i64 * S, p + h as i64 * S);
            let (c0, c1) = rect_proj(b, ux64, uy64);
            if s0 > c1 || s1 < c0 {
                return None;
            }
            let (hl, hr) = if ux > 0 {
                (Side::Left, Side::Right)
            } else {
                (Side::Right, Side::Left)
            };
            let (vt, vb) = if uy > 0 {
                (Side::Top, Side::Bottom)
            } else {
                (Side::Bottom, Side::Top)
            };
            consider(s1 - c0, N::new(ux, uy), Feature::Vertex(hl, vt));
            consider(c1 - s0, N::new(-ux, -uy), Feature::Vertex(hr, vb));
        }
    }
    Some((
        Manifold {
            n: best.1,
            depth: floor_depth(best.0),
        },
        best.2,
    ))
}

/// Closed overlap of an oriented box and a rectangle.
pub(crate) fn obb_touches(o: &Obb, b: &Aabb) -> bool {
    obb_rect(o, b).is_some()
}

/// Any shape against a closed rectangle (a cell or an index region).
pub(crate) fn shape_rect(s: &Placed, b: &Aabb) -> Option<(Manifold, Feature)> {
    match s {
        Placed::Circle { c, r } => circle_rect(*c, *r, b),
        Placed::Obb(o) => obb_rect(o, b),
        Placed::Mask(m) => obb_rect(&Obb::from_aabb(&m.box_hits(b)?), b),
    }
}

/// Whether a shape touches a closed rectangle (cheaper than a manifold for masks).
pub(crate) fn shape_touches_rect(s: &Placed, b: &Aabb) -> bool {
    match s {
        Placed::Circle { c, r } => circle_touches(*c, *r, b),
        Placed::Obb(o) => obb_touches(o, b),
        Placed::Mask(m) => m.box_hits(b).is_some(),
    }
}

fn circle_circle(a: P, ra: i32, b: P, rb: i32) -> Option<Manifold> {
    let (dx, dy) = ((b.x - a.x) as i64, (b.y - a.y) as i64);
    let rs = (ra + rb) as i64;
    let d2 = dx * dx + dy * dy;
    if d2 > rs * rs {
        return None;
    }
    let dist = ceil_sqrt(d2 as u64) as i64;
    let n = if d2 == 0 {
        N::new(ONE, 0)
    } else {
        N::of(dx, dy)
    };
    Some(Manifold {
        n,
        depth: (rs - dist).max(0) as i32,
    })
}

fn rotate(n: N, cos: i32, sin: i32) -> N {
    let (x, y, c, s) = (n.x as i64, n.y as i64, cos as i64, sin as i64);
    N::new(
        ((x * c - y * s) >> 16) as i32,
        ((x * s + y * c) >> 16) as i32,
    )
}

/// Circle `a` against box `o`; the normal points from the circle toward the box.
fn circle_obb(c: P, r: i32, o: &Obb) -> Option<Manifold> {
    let (dx, dy) = ((c.x - o.c.x) as i64, (c.y - o.c.y) as i64);
    let (cs, sn) = (o.cos as i64, o.sin as i64);
    // Into box space (inverse rotation), rounded to nearest.
    let lx = ((dx * cs + dy * sn + (S >> 1)) >> 16) as i32;
    let ly = ((-dx * sn + dy * cs + (S >> 1)) >> 16) as i32;
    let local = Aabb {
        x0: -o.hx,
        y0: -o.hy,
        x1: o.hx,
        y1: o.hy,
    };
    let (m, _) = circle_rect(P::new(lx, ly), r, &local)?;
    Some(Manifold {
        n: rotate(m.n, o.cos, o.sin),
        depth: m.depth,
    })
}

/// Projection half-extent of box `o` on Q16 axis (ux, uy), scaled by 2^16.
fn obb_extent_on(o: &Obb, ux: i64, uy: i64) -> i64 {
    let du = ((ux * o.cos as i64 + uy * o.sin as i64) >> 16).abs();
    let dv = ((-ux * o.sin as i64 + uy * o.cos as i64) >> 16).abs();
    du * o.hx as i64 + dv * o.hy as i64
}

fn obb_obb(a: &Obb, b: &Obb) -> Option<Manifold> {
    let axes = [
        (a.cos, a.sin),
        (-a.sin, a.cos),
        (b.cos, b.sin),
        (-b.sin, b.cos),
    ];
    let mut best: Option<(i64, N)> = None;
    for (ux, uy) in axes {
        let (ux, uy) = (ux as i64, uy as i64);
        let pa = a.c.x as i64 * ux + a.c.y as i64 * uy;
        let pb = b.c.x as i64 * ux + b.c.y as i64 * uy;
        let (ea, eb) = (obb_extent_on(a, ux, uy), obb_extent_on(b, ux, uy));
        let overlap = ea + eb - (pb - pa).abs();
        if overlap < 0 {
            return None;
        }
        let n = if pb >= pa {
            N::new(ux as i32, uy as i32)
        } else {
            N::new(-ux as i32, -uy as i32)
        };
        if best.is_none_or(|(d, _)| overlap < d) {
            best = Some((overlap, n));
        }
    }
    best.map(|(d, n)| Manifold {
        n,
        depth: floor_depth(d),
    })
}

/// The box of a mask's set pixels touching `other`: its response geometry against `other`.
fn mask_hit_box(m: &PlacedMask, other: &Placed) -> Option<Aabb> {
    let near = other.aabb();
    match other {
        Placed::Circle { c, r } => m.hit_box(&near, |px| circle_touches(*c, *r, px)),
        Placed::Obb(o) => m.hit_box(&near, |px| obb_touches(o, px)),
        Placed::Mask(om) => m.hit_box(&near, |px| om.box_hits(px).is_some()),
    }
}

/// Manifold between two placed shapes, from `a` toward `b`.
pub(crate) fn pair(a: &Placed, b: &Placed) -> Option<Manifold> {
    if !a.aabb().touches(&b.aabb()) {
        return None;
    }
    match (a, b) {
        (Placed::Circle { c: ca, r: ra }, Placed::Circle { c: cb, r: rb }) => {
            circle_circle(*ca, *ra, *cb, *rb)
        }
        (Placed::Circle { c, r }, Placed::Obb(o)) => circle_obb(*c, *r, o),
        (Placed::Obb(o), Placed::Circle { c, r }) => circle_obb(*c, *r, o).map(flip),
        (Placed::Obb(oa), Placed::Obb(ob)) => obb_obb(oa, ob),
        (Placed::Mask(ma), _) => {
            let ba = mask_hit_box(ma, b)?;
            let oa = Obb::from_aabb(&ba);
            match b {
                Placed::Circle { c, r } => circle_obb(*c, *r, &oa).map(flip),
                Placed::Obb(ob) => obb_obb(&oa, ob),
                Placed::Mask(mb) => {
                    let bb = mask_hit_box(mb, a)?;
                    obb_obb(&oa, &Obb::from_aabb(&bb))
                }
            }
        }
        (_, Placed::Mask(_)) => pair(b, a).map(flip),
    }
}

fn flip(m: Manifold) -> Manifold {
    Manifold {
        n: m.n.neg(),
        depth: m.depth,
    }
}

#[cfg(test)]
mod tests {
    use super::super::shape::{PixelMask, Shape};
    use super::super::units::{Fx, Rot};
    use super::*;
    use proptest::prelude::*;

    fn rect(x0: i32, y0: i32, x1: i32, y1: i32) -> Aabb {
        Aabb { x0, y0, x1, y1 }
    }

    /// f64 reference: signed distance from a point to a rectangle (negative inside).
    fn sd_rect(px: f64, py: f64, b: &Aabb) -> f64 {
        let (cx, cy) = ((b.x0 + b.x1) as f64 / 2.0, (b.y0 + b.y1) as f64 / 2.0);
        let (hx, hy) = ((b.x1 - b.x0) as f64 / 2.0, (b.y1 - b.y0) as f64 / 2.0);
        let (dx, dy) = ((px - cx).abs() - hx, (py - cy).abs() - hy);
        let out = (dx.max(0.0).powi(2) + dy.max(0.0).powi(2)).sqrt();
        out + dx.max(dy).min(0.0)
    }

    proptest! {
        #[test]
        fn circle_rect_matches_reference(
            cx in -4000i32..4000, cy in -4000i32..4000, r in 1i32..3000,
            x0 in -3000i32..3000, y0 in -3000i32..3000, w in 1i32..3000, h in 1i32..3000,
        ) {
            let b = rect(x0, y0, x0 + w, y0 + h);
            let sd = sd_rect(cx as f64, cy as f64, &b);
            let got = circle_rect(P::new(cx, cy), r, &b);
            let want_depth = r as f64 - sd;
            match got {
                None => prop_assert!(want_depth < 0.0),
                Some((m, _)) => {
                    prop_assert!(want_depth >= 0.0);
                    // Rounded down by at most one unit.
                    prop_assert!((m.depth as f64) <= want_depth + 1e-9 && (m.depth as f64) > want_depth - 1.0 - 1e-9,
                        "depth {} want {}", m.depth, want_depth);
                    // Moving by -n*depth (rounded away) never increases the penetration.
                    let d = m.n.scale_away(m.depth);
                    let sd2 = sd_rect((cx - d.x) as f64, (cy - d.y) as f64, &b);
                    prop_assert!(r as f64 - sd2 <= want_depth.max(0.0) + 1.0);
                    prop_assert!(r as f64 - sd2 < 1.5, "residual {}", r as f64 - sd2);
                }
            }
        }

        #[test]
        fn obb_rect_detection_matches_sampling(
            cx in -3000i32..3000, cy in -3000i32..3000, hx in 1i32..2000, hy in 1i32..2000,
            deg in 0i32..360,
            x0 in -3000i32..3000, y0 in -3000i32..3000, w in 1i32..3000, h in 1i32..3000,
        ) {
            let rot = Rot::from_degrees(deg);
            let o = Obb { c: P::new(cx, cy), hx, hy, cos: rot.cos, sin: rot.sin };
            let b = rect(x0, y0, x0 + w, y0 + h);
            // Reference: f64 SAT on the four axes with a small tolerance band.
            let (c, s) = (rot.cos as f64 / 65536.0, rot.sin as f64 / 65536.0);
            let corners_o: Vec<(f64, f64)> = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
                .iter()
                .map(|(a, bb)| {
                    let (lx, ly) = (a * hx as f64, bb * hy as f64);
                    (cx as f64 + lx * c - ly * s, cy as f64 + lx * s + ly * c)
                })
                .collect();
            let corners_b = [(b.x0 as f64, b.y0 as f64), (b.x1 as f64, b.y0 as f64), (b.x1 as f64, b.y1 as f64), (b.x0 as f64, b.y1 as f64)];
            let mut min_gap = f64::INFINITY;
            let mut max_sep = f64::NEG_INFINITY;
            for (ux, uy) in [(1.0, 0.0), (0.0, 1.0), (c, s), (-s, c)] {
                let p = |pts: &[(f64, f64)]| {
                    let v: Vec<f64> = pts.iter().map(|(x, y)| x * ux + y * uy).collect();
                    (v.iter().cloned().fold(f64::INFINITY, f64::min), v.iter().cloned().fold(f64::NEG_INFINITY, f64::max))
                };
                let (a0, a1) = p(&corners_o);
                let (b0, b1) = p(&corners_b);
                let sep = (a0 - b1).max(b0 - a1);
                max_sep = max_sep.max(sep);
                min_gap = min_gap.min((a1 - b0).min(b1 - a0));
            }
            let got = obb_rect(&o, &b);
            if max_sep > 2.0 {
                prop_assert!(got.is_none());
            } else if max_sep < -2.0 {
                let (m, _) = got.unwrap();
                prop_assert!((m.depth as f64 - min_gap).abs() <= 2.0, "depth {} want {}", m.depth, min_gap);
            }
        }

        #[test]
        fn pair_is_antisymmetric(
            ax in -2000i32..2000, ay in -2000i32..2000, bx in -2000i32..2000, by in -2000i32..2000,
            ka in 0u8..3, kb in 0u8..3, deg in 0i32..360,
        ) {
            let mask = PixelMask::new(5, 3, &[0b00111, 0b01100, 0b11000]).unwrap();
            let shape = |k: u8| match k {
                0 => Shape::circle(Fx::from_bits(900)),
                1 => Shape::obb(Fx::from_bits(1200), Fx::from_bits(500), Rot::from_degrees(deg)),
                _ => Shape::Mask(mask),
            };
            let (sa, sb) = (shape(ka), shape(kb));
            let (pa, pb) = (sa.place(P::new(ax, ay)), sb.place(P::new(bx, by)));
            let ab = pair(&pa, &pb);
            let ba = pair(&pb, &pa);
            prop_assert_eq!(ab.is_some(), ba.is_some());
            if let (Some(ab), Some(ba)) = (ab, ba) {
                prop_assert!((ab.depth - ba.depth).abs() <= 1);
                // Opposite normals (within rounding), except for exact ties where both
                // calls pick the same axis direction (equal centres on that axis).
                if ab.depth > 1 && ab.n != ba.n {
                    prop_assert!((ab.n.x + ba.n.x).abs() <= 4 && (ab.n.y + ba.n.y).abs() <= 4, "{:?} {:?}", ab, ba);
                }
            }
        }
    }

    #[test]
    fn circle_features() {
        let b = rect(0, 0, 100, 100);
        let (m, f) = circle_rect(P::new(50, -5), 10, &b).unwrap();
        assert_eq!(
            (m, f),
            (
                Manifold {
                    n: N::new(0, ONE),
                    depth: 5
                },
                Feature::Face(Side::Top)
            )
        );
        let (m, f) = circle_rect(P::new(106, 50), 10, &b).unwrap();
        assert_eq!(
            (m, f),
            (
                Manifold {
                    n: N::new(-ONE, 0),
                    depth: 4
                },
                Feature::Face(Side::Right)
            )
        );
        let (m, f) = circle_rect(P::new(-3, 104), 10, &b).unwrap();
        assert_eq!(f, Feature::Vertex(Side::Left, Side::Bottom));
        assert_eq!(m.depth, 5);
        assert!(m.n.x > 0 && m.n.y < 0);
        // Inside: nearest face is the bottom (distance 2).
        let (m, f) = circle_rect(P::new(40, 98), 10, &b).unwrap();
        assert_eq!(
            (m.n, m.depth, f),
            (N::new(0, -ONE), 12, Feature::Face(Side::Bottom))
        );
        // Touching is a contact of depth 0.
        assert_eq!(circle_rect(P::new(-10, 50), 10, &b).unwrap().0.depth, 0);
        assert!(circle_rect(P::new(-11, 50), 10, &b).is_none());
    }

    #[test]
    fn circle_circle_and_box() {
        let a_shape = Shape::circle(Fx::from_bits(100));
        let a = a_shape.place(P::new(0, 0));
        let b_shape = Shape::circle(Fx::from_bits(50));
        let b = b_shape.place(P::new(120, 0));
        assert_eq!(
            pair(&a, &b),
            Some(Manifold {
                n: N::new(ONE, 0),
                depth: 30
            })
        );
        let bx_shape = Shape::aabb(Fx::from_bits(40), Fx::from_bits(300));
        let bx = bx_shape.place(P::new(0, 130));
        // The box spans x in [-40, 40], y in [-170, 430]: the circle centre is inside it.
        let m = pair(&a, &bx).unwrap();
        // The circle leaves through the nearest side of the box (its left, 40 away).
        assert_eq!(m.n, N::new(ONE, 0));
        assert_eq!(m.depth, 140);
    }

    #[test]
    fn mask_pair_uses_only_touching_pixels() {
        // Asymmetric L, 3 wide and 4 tall, bits at column 0 and the bottom row.
        let mask = PixelMask::new(3, 4, &[0b001, 0b001, 0b001, 0b111]).unwrap();
        let pm_shape = Shape::Mask(mask);
        // The mask spans [-384, 384] x [-512, 512].
        let pm = pm_shape.place(P::new(0, 0));
        // A small circle at the top right (where no bits are) does not touch.
        let c_shape = Shape::circle(Fx::from_bits(100));
        let c = c_shape.place(P::new(300, -400));
        assert!(pair(&pm, &c).is_none());
        // Mirrored to the top left (over the column) it does.
        let c_shape = Shape::circle(Fx::from_bits(100));
        let c = c_shape.place(P::new(-300, -400));
        let m = pair(&pm, &c).unwrap();
        assert!(m.depth > 0);
        assert_eq!(pair(&c, &pm).unwrap().n, m.n.neg());
    }
}
