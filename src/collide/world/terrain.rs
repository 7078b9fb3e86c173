//! Topology-aware terrain correction: the push one cell applies to a shape.
//!
//! A face shared with a neighbour of equal full policy is internal: the union of such cells
//! is one solid, so that face (and any corner not between two exposed faces) must not push,
//! or a body sliding over a seam would catch on it (a ghost collision). Exposed faces and
//! convex corners keep the exact manifold. When the exact feature is internal, only an
//! exposed face of this cell that the shape really touches (finite segment test) may supply
//! the direction, with the shape's penetration past that face's line as depth (a circle's
//! projection, a box's slab). No direction is invented: a shape touching only internal
//! features gets no response from this cell, which is how fully embedded bodies stay
//! unresolved instead of being flung out.

use super::narrow::{circle_touches, obb_touches, shape_rect, Feature, Manifold, Side};
use super::shape::{Aabb, Obb, Placed};

/// Exposed flags of a cell's faces, indexed by [`Side`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Exposed(pub [bool; 4]);

impl Exposed {
    #[cfg(test)]
    pub(crate) const ALL: Exposed = Exposed([true; 4]);

    fn has(self, s: Side) -> bool {
        self.0[s as usize]
    }
}

/// The closed segment of a face.
fn face(b: &Aabb, s: Side) -> Aabb {
    match s {
        Side::Left => Aabb { x1: b.x0, ..*b },
        Side::Right => Aabb { x0: b.x1, ..*b },
        Side::Top => Aabb { y1: b.y0, ..*b },
        Side::Bottom => Aabb { y0: b.y1, ..*b },
    }
}

/// Response geometry: circle or box (a mask answers with the box of its touching pixels).
enum Geom {
    Circle(super::units::P, i32),
    Box(Obb),
}

impl Geom {
    fn touches(&self, seg: &Aabb) -> bool {
        match self {
            Geom::Circle(c, r) => circle_touches(*c, *r, seg),
            Geom::Box(o) => obb_touches(o, seg),
        }
    }

    /// How far the shape reaches past face `s` into the cell, in sub-pixels (rounded down).
    fn depth_past(&self, b: &Aabb, s: Side) -> i32 {
        // Bounds of the shape, scaled by 2^shift (boxes project in Q16-scaled units).
        let (x0, x1, y0, y1, shift) = match self {
            Geom::Circle(c, r) => {
                let (x, y, r) = (c.x as i64, c.y as i64, *r as i64);
                (x - r, x + r, y - r, y + r, 0)
            }
            Geom::Box(o) => {
                let (ex, ey) = o.world_extent_scaled();
                let (x, y) = ((o.c.x as i64) << 16, (o.c.y as i64) << 16);
                (x - ex, x + ex, y - ey, y + ey, 16)
            }
        };
        let d = match s {
            Side::Left => x1 - ((b.x0 as i64) << shift),
            Side::Right => ((b.x1 as i64) << shift) - x0,
            Side::Top => y1 - ((b.y0 as i64) << shift),
            Side::Bottom => ((b.y1 as i64) << shift) - y0,
        };
        (d >> shift) as i32
    }
}

/// The correction `cell` applies to `shape`, or None when it should not push.
/// `exposed` is only consulted (the neighbour probes only made) when the shape really
/// penetrates the cell.
pub(crate) fn correction(
    shape: &Placed,
    cell: &Aabb,
    exposed: impl FnOnce() -> Exposed,
) -> Option<Manifold> {
    let (m, f) = shape_rect(shape, cell)?;
    if m.depth <= 0 {
        return None;
    }
    let exposed = exposed();
    let keep = match f {
        Feature::Face(s) => exposed.has(s),
        Feature::Vertex(h, v) => exposed.has(h) && exposed.has(v),
    };
    if keep {
        return Some(m);
    }
    let geom = match shape {
        Placed::Circle { c, r } => Geom::Circle(*c, *r),
        Placed::Obb(o) => Geom::Box(*o),
        Placed::Mask(pm) => Geom::Box(Obb::from_aabb(&pm.box_hits(cell)?)),
    };
    let mut best: Option<Manifold> = None;
    for s in Side::ALL {
        if !exposed.has(s) || !geom.touches(&face(cell, s)) {
            continue;
        }
        let d = geom.depth_past(cell, s);
        if d > 0 && best.is_none_or(|b| d < b.depth) {
            best = Some(Manifold {
                n: s.inward(),
                depth: d,
            });
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::super::shape::Shape;
    use super::super::units::{Fx, Rot, N, ONE, P};
    use super::*;

    const CELL: Aabb = Aabb {
        x0: 0,
        y0: 0,
        x1: 1000,
        y1: 1000,
    };

    fn circle(r: i32) -> Shape {
        Shape::circle(Fx::from_bits(r))
    }

    #[test]
    fn exposed_face_keeps_exact_manifold() {
        let s = circle(100);
        let p = s.place(P::new(500, -60));
        let m = correction(&p, &CELL, || Exposed::ALL).unwrap();
        assert_eq!(
            m,
            Manifold {
                n: N::new(0, ONE),
                depth: 40
            }
        );
    }

    #[test]
    fn internal_corner_uses_the_exposed_top_face() {
        // A floor seam: the left face is internal. The circle sits above-left of the cell's
        // top-left corner, penetrating the floor line by 40.
        let s = circle(100);
        let p = s.place(P::new(-30, -60));
        let exact = shape_rect(&p, &CELL).unwrap().0;
        assert!(
            exact.n.x > 0 && exact.n.y > 0,
            "exact is diagonal: {exact:?}"
        );
        let ex = Exposed([false, true, true, true]);
        let m = correction(&p, &CELL, || ex).unwrap();
        assert_eq!(
            m,
            Manifold {
                n: N::new(0, ONE),
                depth: 40
            }
        );
        // With the left face exposed (a real convex corner) the exact diagonal stays.
        assert_eq!(correction(&p, &CELL, || Exposed::ALL), Some(exact));
    }

    #[test]
    fn concave_cell_with_no_touched_exposed_face_does_not_push() {
        // Both the left and top faces internal (an L corner's inner cell), circle at the
        // top-left corner: the exposed right/bottom faces are far away.
        let s = circle(100);
        let p = s.place(P::new(-30, -30));
        assert!(shape_rect(&p, &CELL).unwrap().0.depth > 0);
        assert_eq!(
            correction(&p, &CELL, || Exposed([false, true, false, true])),
            None
        );
    }

    #[test]
    fn embedded_without_exposed_face_is_left_alone() {
        let s = circle(100);
        let p = s.place(P::new(500, 500));
        assert_eq!(correction(&p, &CELL, || Exposed([false; 4])), None);
        // An isolated cell pushes an embedded circle out through its nearest face.
        let p = s.place(P::new(500, 900));
        assert_eq!(
            correction(&p, &CELL, || Exposed::ALL),
            Some(Manifold {
                n: N::new(0, -ONE),
                depth: 200
            })
        );
    }

    #[test]
    fn rotated_box_on_a_seam_uses_the_slab() {
        // A box turned 30 degrees resting with its lowest corner just left of the seam: its
        // exact manifold against this cell (left face internal) is replaced by the top face.
        let s = Shape::obb(
            Fx::from_bits(200),
            Fx::from_bits(100),
            Rot::from_degrees(30),
        );
        let p = s.place(P::new(-150, -120));
        let (exact, f) = shape_rect(&p, &CELL).unwrap();
        // Exactly: the cell's top-left corner pokes ~10 into the box's lower edge.
        assert_eq!(f, Feature::Vertex(Side::Left, Side::Top));
        assert!((9..=11).contains(&exact.depth), "{exact:?}");
        // With the left face internal the corner is no feature; the box's lowest point is at
        // y = -120 + (200 sin30 + 100 cos30) = 66.6, so the floor line is 66 deep.
        let m = correction(&p, &CELL, || Exposed([false, true, true, true])).unwrap();
        assert_eq!(
            m,
            Manifold {
                n: N::new(0, ONE),
                depth: 66
            }
        );
        assert_eq!(correction(&p, &CELL, || Exposed::ALL), Some(exact));
    }
}
