//! Tile collision shapes: the per-tile definitions the level loader resolves from `/res/tf`,
//! and the solid bit rows the fast path reads, computed once at load.

use alloc::vec::Vec;

/// Tile size in pixels on both axes (the original normalises 12 to 16; "15" in the transform
/// formulas is `TILE - 1`).
pub const TILE: i32 = 16;

/// The cell bits that name the tile; the 0x80 water flag never takes part in collision.
pub const ID_MASK: u8 = 0x7F;

/// Collision types (`l[]` in the original).
pub mod ctype {
    /// No collision; the pixel test is skipped.
    pub const NONE: u8 = 0;
    /// The tile's own mask.
    pub const OWN: u8 = 1;
    /// Full solid: any set object pixel in the overlap hits.
    pub const SOLID: u8 = 2;
    /// The mask of tile `aux`, read through the tile's transform.
    pub const ALIAS: u8 = 3;
}

/// One tile's collision definition, indexed by tile id.
///
/// `mask` is in runtime orientation (`mask[y] >> x & 1` is pixel (x, y), as collision reads
/// it): the tile's own mask for type 1, the base tile's (aux) mask for type 3, ignored for
/// types 0 and 2. `transform` only matters for type 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileDef {
    /// The collision type, one of [`ctype`].
    pub ctype: u8,
    /// Flip and rotation bits (type 3 only): flips 8 and 4, rotation `& 3`.
    pub transform: u8,
    /// The mask rows, `mask[y] >> x & 1` (types 1 and 3 only).
    pub mask: [u16; 16],
}

/// A tile definition the collision test cannot represent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeError {
    /// A collision type outside 0..=3.
    UnknownCollisionType {
        /// The tile id.
        id: usize,
        /// Its collision type.
        ctype: u8,
    },
}

impl core::fmt::Display for ShapeError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ShapeError::UnknownCollisionType { id, ctype } => {
                write!(f, "tile {id} has collision type {ctype} (expected 0..=3)")
            }
        }
    }
}

impl core::error::Error for ShapeError {}

/// The level's tile table: the definitions as given, plus each tile's solid rows (type 2 all
/// set, type 3 already transformed) so the fast path never transforms per query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileShapes {
    defs: Vec<TileDef>,
    solid: Vec<[u16; 16]>,
}

impl TileShapes {
    /// Builds the table from definitions indexed by tile id. Ids at or past `defs.len()` are
    /// index faults at query time.
    ///
    /// # Errors
    ///
    /// [`ShapeError::UnknownCollisionType`] for a definition whose type is not one of
    /// [`ctype`].
    pub fn new(defs: &[TileDef]) -> Result<Self, ShapeError> {
        let mut solid = Vec::with_capacity(defs.len());
        for (id, d) in defs.iter().enumerate() {
            solid.push(match d.ctype {
                ctype::NONE => [0; 16],
                ctype::OWN => d.mask,
                ctype::SOLID => [u16::MAX; 16],
                ctype::ALIAS => transformed(&d.mask, d.transform),
                other => {
                    return Err(ShapeError::UnknownCollisionType { id, ctype: other });
                }
            });
        }
        Ok(TileShapes {
            defs: defs.to_vec(),
            solid,
        })
    }

    /// The number of tile ids in the table.
    pub fn len(&self) -> usize {
        self.defs.len()
    }

    /// No tile at all: every cell is an index fault.
    pub fn is_empty(&self) -> bool {
        self.defs.is_empty()
    }

    /// The definition of tile `id`, or `None` past the table (an index fault).
    pub fn get(&self, id: u8) -> Option<&TileDef> {
        self.defs.get(usize::from(id))
    }

    /// The collision type and solid rows of tile `id`.
    #[inline]
    pub(crate) fn tile(&self, id: u8) -> Option<(u8, &[u16; 16])> {
        let i = usize::from(id);
        Some((self.defs.get(i)?.ctype, self.solid.get(i)?))
    }

    /// The pixels tile `id` collides with, in runtime orientation.
    pub fn solid_rows(&self, id: u8) -> Option<&[u16; 16]> {
        self.solid.get(usize::from(id))
    }
}

/// The runtime mask a type-3 tile sees: pixel (x, y) of the result is base pixel (u, v) with
/// flips first (0x08: u = 15-u, 0x04: v = 15-v), then rotation `transform & 3`
/// (1: (v, 15-u); 2: (15-u, 15-v); 3: (15-v, u)). The sixteen codes give the eight
/// symmetries of the square; other bits are ignored.
pub fn transformed(base: &[u16; 16], transform: u8) -> [u16; 16] {
    let mut out = [0u16; 16];
    for (y, row) in (0u16..).zip(out.iter_mut()) {
        for x in 0u16..16 {
            let (mut u, mut v) = (x, y);
            if transform & 0x08 != 0 {
                u = 15 - u;
            }
            if transform & 0x04 != 0 {
                v = 15 - v;
            }
            (u, v) = match transform & 0x03 {
                1 => (v, 15 - u),
                2 => (15 - u, 15 - v),
                3 => (15 - v, u),
                _ => (u, v),
            };
            *row |= (base[usize::from(v)] >> u & 1) << x;
        }
    }
    out
}

/// Converts a 256-byte inline mask from `/res/tf` (nonzero = set) to runtime rows. Byte
/// `16u + v` is runtime pixel (x = u, y = v): the loader writes `s[x][y]` in file order and
/// collision reads `s[y][x]`, so the runtime mask is the file's transpose.
pub fn mask_from_file_bytes(bytes: &[u8; 256]) -> [u16; 16] {
    let mut rows = [0u16; 16];
    for (q, &b) in bytes.iter().enumerate() {
        if b != 0 {
            rows[q % 16] |= 1 << (q / 16);
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An asymmetric pattern: an L with a long foot and one stray pixel, so every axis swap
    /// and flip shows.
    fn ell() -> [u16; 16] {
        let mut m = [0u16; 16];
        for row in m.iter_mut().take(10) {
            *row |= 1 << 2; // the stem at x = 2, y = 0..9
        }
        m[9] |= 0b1111_1100; // the foot at y = 9, x = 2..7
        m[1] |= 1 << 13; // a stray pixel at (13, 1)
        m
    }

    fn px(m: &[u16; 16], x: usize, y: usize) -> bool {
        m[y] >> x & 1 == 1
    }

    #[test]
    fn each_rotation_moves_the_stray_pixel_where_the_formulas_say() {
        let base = ell();
        // Result pixel (x, y) reads base (u, v); the stray base pixel (13, 1) therefore shows
        // at the (x, y) that maps to it.
        // rot 1: (u, v) = (y, 15 - x) = (13, 1) -> x = 14, y = 13.
        assert!(px(&transformed(&base, 1), 14, 13));
        // rot 2: (15 - x, 15 - y) = (13, 1) -> (2, 14).
        assert!(px(&transformed(&base, 2), 2, 14));
        // rot 3: (15 - y, x) = (13, 1) -> (1, 2).
        assert!(px(&transformed(&base, 3), 1, 2));
        // flip x: (15 - x, y) -> (2, 1); flip y: (x, 15 - y) -> (13, 14).
        assert!(px(&transformed(&base, 0x08), 2, 1));
        assert!(px(&transformed(&base, 0x04), 13, 14));
        // 0x05 = flip y then rot 1: v' = 15 - y, then (v', 15 - x) = (13, 1) -> x = 14, y = 2.
        assert!(px(&transformed(&base, 0x05), 14, 2));
        // Identity, and the high bits (0x10..0x80) are ignored.
        assert_eq!(transformed(&base, 0), base);
        assert_eq!(transformed(&base, 0xF1), transformed(&base, 0x01));
        // Each transform preserves the pixel count.
        let count = |m: &[u16; 16]| m.iter().map(|r| r.count_ones()).sum::<u32>();
        for t in 0..16 {
            assert_eq!(count(&transformed(&base, t)), count(&base), "transform {t}");
        }
    }

    #[test]
    fn sixteen_codes_make_exactly_the_eight_symmetries() {
        let base = ell();
        let mut seen: Vec<[u16; 16]> = (0..16).map(|t| transformed(&base, t)).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 8);
        // flip x and flip y together equal rot 2.
        assert_eq!(transformed(&base, 0x0C), transformed(&base, 0x02));
    }

    #[test]
    fn file_bytes_are_transposed_into_runtime_rows() {
        let mut bytes = [0u8; 256];
        bytes[16 * 3 + 1] = 1; // u = 3, v = 1 -> runtime (x 3, y 1)
        bytes[16 * 14 + 9] = 0xFF; // u = 14, v = 9 -> runtime (x 14, y 9)
        bytes[5] = 2; // u = 0, v = 5
        let rows = mask_from_file_bytes(&bytes);
        let mut want = [0u16; 16];
        want[1] = 1 << 3;
        want[9] = 1 << 14;
        want[5] = 1;
        assert_eq!(rows, want);
    }

    #[test]
    fn solid_rows_follow_the_collision_type() {
        let m = ell();
        let defs = [
            TileDef {
                ctype: 0,
                transform: 3,
                mask: m,
            },
            TileDef {
                ctype: 1,
                transform: 3,
                mask: m,
            },
            TileDef {
                ctype: 2,
                transform: 3,
                mask: m,
            },
            TileDef {
                ctype: 3,
                transform: 3,
                mask: m,
            },
        ];
        let s = TileShapes::new(&defs).unwrap();
        assert_eq!(s.solid_rows(0), Some(&[0; 16]));
        assert_eq!(s.solid_rows(1), Some(&m), "type 1 ignores the transform");
        assert_eq!(s.solid_rows(2), Some(&[u16::MAX; 16]));
        assert_eq!(s.solid_rows(3), Some(&transformed(&m, 3)));
        assert_eq!(s.solid_rows(4), None);
        let bad = [TileDef {
            ctype: 4,
            transform: 0,
            mask: m,
        }];
        assert_eq!(
            TileShapes::new(&bad),
            Err(ShapeError::UnknownCollisionType { id: 0, ctype: 4 })
        );
    }
}
