//! Fixed-point units of the collision world.
//!
//! Positions and lengths are [`Fx`] (`I24F8`, 1/256 px); directions are [`Unit`] (`I16F16`).
//! Internally the solver works on the raw bits (`i32` sub-pixels, `i32` Q16 directions) with
//! `i64` products, so every result is exact integer arithmetic and deterministic everywhere.
//! Coordinates are limited to ±[`COORD_LIMIT_PX`] px so that differences and their squares
//! cannot overflow.

use fixed::types::{I16F16, I24F8};

use super::error::Error;

/// A position or length: 24 integer bits, 8 fractional bits (1/256 px).
pub type Fx = I24F8;
/// A direction component: 1.0 is `Unit::ONE`, 16 fractional bits.
pub type Unit = I16F16;

/// Largest accepted coordinate magnitude in pixels (positions, map extents).
pub const COORD_LIMIT_PX: i32 = 1 << 21;
/// Largest accepted shape size (radius, half extent) in pixels.
pub const SIZE_LIMIT_PX: i32 = 1 << 12;

pub(crate) const COORD_LIMIT: i32 = COORD_LIMIT_PX << 8;
pub(crate) const SIZE_LIMIT: i32 = SIZE_LIMIT_PX << 8;
/// Q16 one.
pub(crate) const ONE: i32 = 1 << 16;

/// A point or displacement in [`Fx`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Vec2 {
    /// Rightwards.
    pub x: Fx,
    /// Downwards, as on screen.
    pub y: Fx,
}

impl Vec2 {
    /// No offset, no motion.
    pub const ZERO: Vec2 = Vec2 {
        x: Fx::ZERO,
        y: Fx::ZERO,
    };

    /// `const`, so fixed positions can be constants.
    pub const fn new(x: Fx, y: Fx) -> Self {
        Vec2 { x, y }
    }

    /// Whole pixels, for set-up code and tests.
    pub fn px(x: i32, y: i32) -> Self {
        Vec2::new(
            Fx::from_bits(x.saturating_mul(256)),
            Fx::from_bits(y.saturating_mul(256)),
        )
    }

    pub(crate) fn raw(self) -> P {
        P {
            x: self.x.to_bits(),
            y: self.y.to_bits(),
        }
    }
}

/// A unit direction in [`Unit`]; contact normals point from the reporting collider toward
/// the other collider or the terrain.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Normal {
    /// Rightwards component.
    pub x: Unit,
    /// Downwards component.
    pub y: Unit,
}

impl Normal {
    pub(crate) fn from_raw(n: N) -> Self {
        Normal {
            x: Unit::from_bits(n.x),
            y: Unit::from_bits(n.y),
        }
    }
}

/// A raw point in sub-pixels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct P {
    pub x: i32,
    pub y: i32,
}

impl P {
    pub(crate) const fn new(x: i32, y: i32) -> Self {
        P { x, y }
    }

    pub(crate) fn add(self, o: P) -> P {
        P::new(self.x + o.x, self.y + o.y)
    }

    pub(crate) fn to_vec(self) -> Vec2 {
        Vec2::new(Fx::from_bits(self.x), Fx::from_bits(self.y))
    }
}

/// A raw Q16 direction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct N {
    pub x: i32,
    pub y: i32,
}

impl N {
    pub(crate) const fn new(x: i32, y: i32) -> Self {
        N { x, y }
    }

    pub(crate) fn neg(self) -> N {
        N::new(-self.x, -self.y)
    }

    /// The unit direction of a non-zero vector (components up to 2^31).
    pub(crate) fn of(dx: i64, dy: i64) -> N {
        if dy == 0 {
            return N::new(if dx < 0 { -ONE } else { ONE }, 0);
        }
        if dx == 0 {
            return N::new(0, if dy < 0 { -ONE } else { ONE });
        }
        let len = isqrt((dx * dx + dy * dy) as u64) as i64;
        let len = len.max(1);
        N::new(
            ((dx << 16) / len).clamp(-ONE as i64, ONE as i64) as i32,
            ((dy << 16) / len).clamp(-ONE as i64, ONE as i64) as i32,
        )
    }

    /// `self * len`, each component rounded away from zero so a correction never falls short.
    pub(crate) fn scale_away(self, len: i32) -> P {
        P::new(mul_away(self.x, len), mul_away(self.y, len))
    }
}

/// `q16 * len / 2^16`, rounded away from zero.
fn mul_away(q16: i32, len: i32) -> i32 {
    let p = q16 as i64 * len as i64;
    let r = if p >= 0 {
        (p + (ONE as i64 - 1)) >> 16
    } else {
        -((-p + (ONE as i64 - 1)) >> 16)
    };
    r as i32
}

/// Floor of the square root.
pub(crate) fn isqrt(v: u64) -> u64 {
    if v < 2 {
        return v;
    }
    // Start from a power of two above the root and descend with Newton's method.
    let bits = 64 - v.leading_zeros();
    let mut x = 1u64 << bits.div_ceil(2);
    loop {
        let y = (x + v / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}

/// Ceiling of the square root.
pub(crate) fn ceil_sqrt(v: u64) -> u64 {
    let r = isqrt(v);
    if r * r == v {
        r
    } else {
        r + 1
    }
}

/// A rotation stored as a unit direction (cosine, sine in Q16), so no trigonometry runs in the
/// solver. Positive angles turn +x toward +y (clockwise on a y-down screen).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rot {
    pub(crate) cos: i32,
    pub(crate) sin: i32,
}

/// sin(0..=90 degrees) in Q16.
const SIN_DEG: [i32; 91] = [
    0, 1144, 2287, 3430, 4572, 5712, 6850, 7987, 9121, 10252, 11380, 12505, 13626, 14742, 15855,
    16962, 18064, 19161, 20252, 21336, 22415, 23486, 24550, 25607, 26656, 27697, 28729, 29753,
    30767, 31772, 32768, 33754, 34729, 35693, 36647, 37590, 38521, 39441, 40348, 41243, 42126,
    42995, 43852, 44695, 45525, 46341, 47143, 47930, 48703, 49461, 50203, 50931, 51643, 52339,
    53020, 53684, 54332, 54963, 55578, 56175, 56756, 57319, 57865, 58393, 58903, 59396, 59870,
    60326, 60764, 61183, 61584, 61966, 62328, 62672, 62997, 63303, 63589, 63856, 64104, 64332,
    64540, 64729, 64898, 65048, 65177, 65287, 65376, 65446, 65496, 65526, 65536,
];

impl Rot {
    /// No rotation: an axis-aligned box.
    pub const IDENTITY: Rot = Rot { cos: ONE, sin: 0 };

    /// A whole-degree rotation from a table (any integer; reduced modulo 360).
    pub fn from_degrees(deg: i32) -> Rot {
        let d = deg.rem_euclid(360);
        let s = |a: i32| -> i32 {
            // sin for a in 0..360
            match a {
                0..=90 => SIN_DEG[a as usize],
                91..=180 => SIN_DEG[(180 - a) as usize],
                181..=270 => -SIN_DEG[(a - 180) as usize],
                _ => -SIN_DEG[(360 - a) as usize],
            }
        };
        Rot {
            cos: s((d + 90) % 360),
            sin: s(d),
        }
    }

    /// The rotation that turns +x toward `(x, y)`; the zero vector is an `InvalidValue`.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidValue`] for the zero vector, which has no direction.
    pub fn from_vector(x: Fx, y: Fx) -> Result<Rot, Error> {
        let (x, y) = (x.to_bits() as i64, y.to_bits() as i64);
        if x == 0 && y == 0 {
            return Err(Error::InvalidValue("rotation vector is zero"));
        }
        let n = N::of(x, y);
        Ok(Rot { cos: n.x, sin: n.y })
    }

    /// The cosine, as the solver uses it (for drawing the box).
    pub fn cos(self) -> Unit {
        Unit::from_bits(self.cos)
    }

    /// The sine, as the solver uses it (for drawing the box).
    pub fn sin(self) -> Unit {
        Unit::from_bits(self.sin)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn sqrt_edges() {
        for v in [
            0u64,
            1,
            2,
            3,
            4,
            15,
            16,
            17,
            1 << 40,
            u64::MAX >> 2,
            u64::MAX,
        ] {
            let r = isqrt(v);
            assert!((r as u128) * (r as u128) <= v as u128, "{v}");
            assert!((r as u128 + 1) * (r as u128 + 1) > v as u128, "{v}");
        }
        assert_eq!(ceil_sqrt(17), 5);
        assert_eq!(ceil_sqrt(16), 4);
    }

    proptest! {
        #[test]
        fn sqrt_is_floor(v in any::<u64>()) {
            let r = isqrt(v) as u128;
            prop_assert!(r * r <= v as u128 && (r + 1) * (r + 1) > v as u128);
        }

        #[test]
        fn normal_has_unit_length(dx in -(1i64 << 30)..(1i64 << 30), dy in -(1i64 << 30)..(1i64 << 30)) {
            prop_assume!(dx != 0 || dy != 0);
            let n = N::of(dx, dy);
            let len = ((n.x as f64).powi(2) + (n.y as f64).powi(2)).sqrt() / 65536.0;
            prop_assert!((len - 1.0).abs() < 1e-3, "{len}");
            // Same direction as the input.
            let cross = dx as f64 * n.y as f64 - dy as f64 * n.x as f64;
            let norm = ((dx * dx + dy * dy) as f64).sqrt() * 65536.0;
            prop_assert!((cross / norm).abs() < 1e-3);
        }
    }

    #[test]
    fn degrees_match_trigonometry_and_are_asymmetric() {
        for deg in [
            -450, -90, -30, 0, 1, 30, 45, 89, 90, 135, 180, 210, 270, 300, 359, 720,
        ] {
            let r = Rot::from_degrees(deg);
            let rad = (deg as f64).to_radians();
            assert!(
                (r.cos as f64 / 65536.0 - rad.cos()).abs() < 1e-4,
                "cos {deg}"
            );
            assert!(
                (r.sin as f64 / 65536.0 - rad.sin()).abs() < 1e-4,
                "sin {deg}"
            );
        }
        assert_eq!(Rot::from_degrees(90), Rot { cos: 0, sin: ONE });
        assert_eq!(Rot::from_degrees(0), Rot::IDENTITY);
    }

    #[test]
    fn rounding_away_never_falls_short() {
        assert_eq!(N::new(ONE, 0).scale_away(10), P::new(10, 0));
        assert_eq!(N::new(-ONE / 2, ONE / 3).scale_away(3), P::new(-2, 1));
        assert!(Rot::from_vector(Fx::ZERO, Fx::ZERO).is_err());
    }
}
