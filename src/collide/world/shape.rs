//! Collider shapes and their world placement.
//!
//! A [`PixelMask`] is this module's own pixel-exact shape (the project's contract test lives
//! elsewhere and is not used): up to 32x32 one-pixel bits centred on the collider position,
//! never rotated. Detection is exact per pixel square; the response geometry is the bounding
//! box of the set pixels that touch the other shape, so a mask resolves like a box hugging
//! the part that actually hit.

use super::error::Error;
use super::units::{Fx, Rot, P, SIZE_LIMIT};

/// Largest pixel mask side.
pub const MASK_MAX: u8 = 32;

/// A bitmask of up to 32x32 one-pixel cells: bit `x` (LSB first) of `rows[y]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PixelMask {
    width: u8,
    height: u8,
    rows: [u32; MASK_MAX as usize],
    /// Bounding box of the set bits, inclusive pixel indices.
    bx0: u8,
    by0: u8,
    bx1: u8,
    by1: u8,
}

impl PixelMask {
    /// `rows[y]` holds row `y`; bits at `x >= width` and rows at `y >= height` must be clear,
    /// and at least one bit must be set.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidValue`] for a side of 0 or over [`MASK_MAX`], more than [`MASK_MAX`]
    /// rows, a set bit outside the size, or no set bit.
    pub fn new(width: u8, height: u8, rows: &[u32]) -> Result<PixelMask, Error> {
        if width == 0 || height == 0 || width > MASK_MAX || height > MASK_MAX {
            return Err(Error::InvalidValue("mask size must be 1..=32"));
        }
        if rows.len() > MASK_MAX as usize {
            return Err(Error::InvalidValue("mask has more than 32 rows"));
        }
        let mut all = [0u32; MASK_MAX as usize];
        all[..rows.len()].copy_from_slice(rows);
        let col_mask = if width == 32 {
            u32::MAX
        } else {
            (1u32 << width) - 1
        };
        let (mut bx0, mut by0, mut bx1, mut by1) = (u8::MAX, u8::MAX, 0u8, 0u8);
        for (y, &row) in all.iter().enumerate() {
            if row == 0 {
                continue;
            }
            if y >= height as usize || row & !col_mask != 0 {
                return Err(Error::InvalidValue("mask bit outside its size"));
            }
            by0 = by0.min(y as u8);
            by1 = y as u8;
            bx0 = bx0.min(row.trailing_zeros() as u8);
            bx1 = bx1.max(31 - row.leading_zeros() as u8);
        }
        if by0 == u8::MAX {
            return Err(Error::InvalidValue("mask has no set bit"));
        }
        Ok(PixelMask {
            width,
            height,
            rows: all,
            bx0,
            by0,
            bx1,
            by1,
        })
    }

    /// Pixels a row (at most [`MASK_MAX`]).
    pub fn width(&self) -> u8 {
        self.width
    }

    /// Pixel rows (at most [`MASK_MAX`]).
    pub fn height(&self) -> u8 {
        self.height
    }

    /// Whether pixel (x, y) collides; false outside the mask.
    pub fn get(&self, x: u8, y: u8) -> bool {
        x < self.width && y < self.height && self.rows[y as usize] >> x & 1 == 1
    }

    pub(crate) fn row(&self, y: usize) -> u32 {
        self.rows[y]
    }

    /// Set-bit bounding box, inclusive pixel indices (x0, y0, x1, y1).
    pub(crate) fn bounds(&self) -> (i32, i32, i32, i32) {
        (
            self.bx0 as i32,
            self.by0 as i32,
            self.bx1 as i32,
            self.by1 as i32,
        )
    }
}

/// A collider shape, centred on the collider's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A disc: the cheapest test and the smoothest slide along walls.
    Circle {
        /// In world units.
        radius: Fx,
    },
    /// An oriented box: half extents along its own axes, turned by `rotation`.
    Box {
        /// Half extent along the box's own x axis.
        half_width: Fx,
        /// Half extent along the box's own y axis.
        half_height: Fx,
        /// How the box's axes are turned from the world's.
        rotation: Rot,
    },
    /// Pixel-exact detection for sprite-shaped colliders (not rotated).
    Mask(PixelMask),
}

impl Shape {
    /// A disc; validated when added to a world.
    pub fn circle(radius: Fx) -> Shape {
        Shape::Circle { radius }
    }

    /// An unrotated box.
    pub fn aabb(half_width: Fx, half_height: Fx) -> Shape {
        Shape::Box {
            half_width,
            half_height,
            rotation: Rot::IDENTITY,
        }
    }

    /// A box turned by `rotation`.
    pub fn obb(half_width: Fx, half_height: Fx, rotation: Rot) -> Shape {
        Shape::Box {
            half_width,
            half_height,
            rotation,
        }
    }

    pub(crate) fn validate(&self) -> Result<(), Error> {
        let ok = |v: Fx| v.to_bits() > 0 && v.to_bits() <= SIZE_LIMIT;
        match *self {
            Shape::Circle { radius } if !ok(radius) => {
                Err(Error::InvalidValue("circle radius out of range"))
            }
            Shape::Box {
                half_width,
                half_height,
                ..
            } if !ok(half_width) || !ok(half_height) => {
                Err(Error::InvalidValue("box half extent out of range"))
            }
            _ => Ok(()),
        }
    }

    pub(crate) fn place(&self, c: P) -> Placed<'_> {
        match self {
            Shape::Circle { radius } => Placed::Circle {
                c,
                r: radius.to_bits(),
            },
            Shape::Box {
                half_width,
                half_height,
                rotation,
            } => Placed::Obb(Obb {
                c,
                hx: half_width.to_bits(),
                hy: half_height.to_bits(),
                cos: rotation.cos,
                sin: rotation.sin,
            }),
            Shape::Mask(m) => Placed::Mask(PlacedMask {
                o: P::new(c.x - m.width as i32 * 128, c.y - m.height as i32 * 128),
                m,
            }),
        }
    }
}

/// A closed axis-aligned box in sub-pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Aabb {
    pub x0: i32,
    pub y0: i32,
    pub x1: i32,
    pub y1: i32,
}

impl Aabb {
    pub(crate) fn touches(&self, o: &Aabb) -> bool {
        self.x0 <= o.x1 && o.x0 <= self.x1 && self.y0 <= o.y1 && o.y0 <= self.y1
    }
}

/// An oriented box in sub-pixels with a Q16 rotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Obb {
    pub c: P,
    pub hx: i32,
    pub hy: i32,
    pub cos: i32,
    pub sin: i32,
}

impl Obb {
    pub(crate) fn from_aabb(b: &Aabb) -> Obb {
        // Exact for even sizes, which every mask box is (whole pixels of 256 sub-pixels); an
        // odd size would grow by one sub-pixel on the low side.
        let (w, h) = (b.x1 - b.x0, b.y1 - b.y0);
        Obb {
            c: P::new(b.x0 + w / 2, b.y0 + h / 2),
            hx: w - w / 2,
            hy: h - h / 2,
            cos: super::units::ONE,
            sin: 0,
        }
    }

    pub(crate) fn axis_aligned(&self) -> bool {
        self.sin == 0 || self.cos == 0
    }

    /// Extents of the box projected on world x and y, in Q16-scaled sub-pixels.
    pub(crate) fn world_extent_scaled(&self) -> (i64, i64) {
        let (c, s) = ((self.cos as i64).abs(), (self.sin as i64).abs());
        let (hx, hy) = (self.hx as i64, self.hy as i64);
        (c * hx + s * hy, s * hx + c * hy)
    }

    pub(crate) fn aabb(&self) -> Aabb {
        let (ex, ey) = self.world_extent_scaled();
        let (ex, ey) = (((ex + 0xffff) >> 16) as i32, ((ey + 0xffff) >> 16) as i32);
        Aabb {
            x0: self.c.x - ex,
            y0: self.c.y - ey,
            x1: self.c.x + ex,
            y1: self.c.y + ey,
        }
    }
}

/// A mask placed with its top-left pixel corner at `o`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PlacedMask<'a> {
    pub o: P,
    pub m: &'a PixelMask,
}

impl PlacedMask<'_> {
    /// The closed square of pixel (i, j).
    pub(crate) fn pixel(&self, i: i32, j: i32) -> Aabb {
        Aabb {
            x0: self.o.x + i * 256,
            y0: self.o.y + j * 256,
            x1: self.o.x + (i + 1) * 256,
            y1: self.o.y + (j + 1) * 256,
        }
    }

    /// The pixel index range (inclusive, clamped to the set-bit bounds) whose closed squares
    /// touch the closed box `b`, or None.
    pub(crate) fn pixel_range(&self, b: &Aabb) -> Option<(i32, i32, i32, i32)> {
        let (bx0, by0, bx1, by1) = self.m.bounds();
        // Pixel i spans [o + 256 i, o + 256 (i + 1)]: it touches [b.x0, b.x1] when
        // o + 256 (i + 1) >= b.x0 and o + 256 i <= b.x1.
        let lo = |o: i32, v: i32| (v - o).div_euclid(256) - i32::from((v - o).rem_euclid(256) == 0);
        let hi = |o: i32, v: i32| (v - o).div_euclid(256);
        let i0 = lo(self.o.x, b.x0).max(bx0);
        let i1 = hi(self.o.x, b.x1).min(bx1);
        let j0 = lo(self.o.y, b.y0).max(by0);
        let j1 = hi(self.o.y, b.y1).min(by1);
        (i0 <= i1 && j0 <= j1).then_some((i0, j0, i1, j1))
    }

    pub(crate) fn aabb(&self) -> Aabb {
        let (bx0, by0, bx1, by1) = self.m.bounds();
        Aabb {
            x0: self.o.x + bx0 * 256,
            y0: self.o.y + by0 * 256,
            x1: self.o.x + (bx1 + 1) * 256,
            y1: self.o.y + (by1 + 1) * 256,
        }
    }

    /// Bounding box of the set pixels whose squares satisfy `hit`, searched within the pixel
    /// range touching `near`.
    pub(crate) fn hit_box(&self, near: &Aabb, mut hit: impl FnMut(&Aabb) -> bool) -> Option<Aabb> {
        let (i0, j0, i1, j1) = self.pixel_range(near)?;
        let mut out: Option<Aabb> = None;
        for j in j0..=j1 {
            let row = self.m.row(j as usize);
            if row == 0 {
                continue;
            }
            for i in i0..=i1 {
                if row >> i & 1 == 0 {
                    continue;
                }
                let px = self.pixel(i, j);
                if hit(&px) {
                    out = Some(match out {
                        None => px,
                        Some(o) => Aabb {
                            x0: o.x0.min(px.x0),
                            y0: o.y0.min(px.y0),
                            x1: o.x1.max(px.x1),
                            y1: o.y1.max(px.y1),
                        },
                    });
                }
            }
        }
        out
    }

    /// Bounding box of the set pixels touching the closed box `b`: bit arithmetic only.
    pub(crate) fn box_hits(&self, b: &Aabb) -> Option<Aabb> {
        let (i0, j0, i1, j1) = self.pixel_range(b)?;
        let cols = if i1 - i0 == 31 {
            u32::MAX
        } else {
            ((1u32 << (i1 - i0 + 1)) - 1) << i0
        };
        let (mut x0, mut y0, mut x1, mut y1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
        for j in j0..=j1 {
            let row = self.m.row(j as usize) & cols;
            if row != 0 {
                y0 = y0.min(j);
                y1 = j;
                x0 = x0.min(row.trailing_zeros() as i32);
                x1 = x1.max(31 - row.leading_zeros() as i32);
            }
        }
        (y0 != i32::MAX).then(|| Aabb {
            x0: self.o.x + x0 * 256,
            y0: self.o.y + y0 * 256,
            x1: self.o.x + (x1 + 1) * 256,
            y1: self.o.y + (y1 + 1) * 256,
        })
    }
}

/// A shape at its world position.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Placed<'a> {
    Circle { c: P, r: i32 },
    Obb(Obb),
    Mask(PlacedMask<'a>),
}

impl Placed<'_> {
    pub(crate) fn aabb(&self) -> Aabb {
        match self {
            Placed::Circle { c, r } => Aabb {
                x0: c.x - r,
                y0: c.y - r,
                x1: c.x + r,
                y1: c.y + r,
            },
            Placed::Obb(b) => b.aabb(),
            Placed::Mask(m) => m.aabb(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn l_mask() -> PixelMask {
        // An asymmetric L: column 0 rows 0..3, then row 3 columns 0..2 (3 wide, 4 tall).
        PixelMask::new(3, 4, &[0b001, 0b001, 0b001, 0b111]).unwrap()
    }

    #[test]
    fn mask_validation() {
        assert!(PixelMask::new(0, 1, &[1]).is_err());
        assert!(PixelMask::new(33, 1, &[1]).is_err());
        assert!(PixelMask::new(2, 1, &[0b100]).is_err());
        assert!(PixelMask::new(2, 1, &[0b01, 0b01]).is_err());
        assert!(PixelMask::new(2, 2, &[0, 0]).is_err());
        let m = l_mask();
        assert_eq!(m.bounds(), (0, 0, 2, 3));
        assert!(m.get(0, 0) && !m.get(1, 0) && m.get(2, 3) && !m.get(2, 2));
        let full = PixelMask::new(32, 32, &[u32::MAX; 32]).unwrap();
        assert_eq!(full.bounds(), (0, 0, 31, 31));
    }

    #[test]
    fn mask_box_hits_follow_bits() {
        let m = l_mask();
        let pm = PlacedMask {
            o: P::new(0, 0),
            m: &m,
        };
        // A probe over the top-right area (x in [1.5, 3] px, y in [0, 1] px) hits nothing.
        let probe = Aabb {
            x0: 384,
            y0: 0,
            x1: 768,
            y1: 200,
        };
        assert_eq!(pm.box_hits(&probe), None);
        // Over the bottom row right part: the pixels (1..=2, 3).
        let probe = Aabb {
            x0: 384,
            y0: 900,
            x1: 768,
            y1: 1000,
        };
        assert_eq!(
            pm.box_hits(&probe),
            Some(Aabb {
                x0: 256,
                y0: 768,
                x1: 768,
                y1: 1024
            })
        );
        // Touching exactly on a pixel edge counts (closed squares).
        let probe = Aabb {
            x0: 256,
            y0: 0,
            x1: 300,
            y1: 10,
        };
        assert_eq!(
            pm.box_hits(&probe),
            Some(Aabb {
                x0: 0,
                y0: 0,
                x1: 256,
                y1: 256
            })
        );
        let same = pm.hit_box(&probe, |_| true);
        assert_eq!(same, pm.box_hits(&probe));
    }

    #[test]
    fn obb_aabb_covers_rotation() {
        let b = Obb {
            c: P::new(0, 0),
            hx: 1000,
            hy: 100,
            cos: Rot::from_degrees(90).cos,
            sin: Rot::from_degrees(90).sin,
        };
        assert_eq!(
            b.aabb(),
            Aabb {
                x0: -100,
                y0: -1000,
                x1: 100,
                y1: 1000
            }
        );
    }
}
