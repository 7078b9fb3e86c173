//! Contact tables: for one object mask and each distinct tile shape, whether the mask placed
//! at each offset from the tile's origin touches the shape's solid pixels, so a cell's hit
//! is one bit.

use alloc::vec::Vec;

use super::{ObjectMask, TileShapes, ID_MASK};

/// The empty shape, whose table is all zeros: tiles that never hit (collision type 0, no
/// solid pixel, or an id past the table) and the cells around the map.
pub(crate) const EMPTY: u8 = 0;

/// The largest mask side with tables: offsets -(w-1) ..= 15 fit one 64-bit row, and a
/// position covers at most 4 x 4 cells.
pub(crate) const MAX_SIDE: usize = 49;

/// Rows per table, a power of two above the most a table needs (48 + 49 + 15), so a row
/// index never leaves its table.
pub(crate) const ROWS: usize = 128;

/// The tables of one mask, for squares of up to `k` x `k` cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Tables {
    w: usize,
    h: usize,
    k: usize,
    /// Per tile id (`id & 0x7F`): its shape.
    shape: [u8; 128],
    /// Per shape, its solid rows (shape 0 the empty one), to find a shape already made.
    solids: Vec<[u16; 16]>,
    /// Per shape, `16 (k-1)` zero rows (offsets above the tile, for cells of a k x k square
    /// the mask does not reach), then row `16 (k-1) + j` for offset y = j - (h-1),
    /// j < h + 15. Bit i of a row is offset x = i - (w-1).
    rows: Vec<[u64; ROWS]>,
}

impl Tables {
    /// Tables with no tile id's shape yet (every id empty), for [`Tables::add`] to fill id by
    /// id; `None` for an empty mask or one larger than [`MAX_SIDE`]. Squares of `k` x `k`
    /// cells need `k` at least the most cells the mask covers along a side.
    pub(crate) fn begin(mask: &ObjectMask, k: usize) -> Option<Self> {
        let (w, h) = (mask.width(), mask.height());
        if w == 0 || h == 0 || w > MAX_SIDE || h > MAX_SIDE || k < cells_covered(w.max(h)) {
            return None;
        }
        Some(Tables {
            w,
            h,
            k,
            shape: [EMPTY; 128],
            solids: alloc::vec![[0; 16]],
            rows: alloc::vec![[0; ROWS]],
        })
    }

    /// Gives tile `id` its shape, making the shape's table if it is a new one; `None` past
    /// the tile table (or id 128), else whether a table was made.
    pub(crate) fn add(
        &mut self,
        shapes: &TileShapes,
        mask: &ObjectMask,
        id: usize,
    ) -> Option<bool> {
        let (_, solid) = shapes.tile(u8::try_from(id).ok().filter(|&id| id < 128)?)?;
        if solid.iter().all(|&r| r == 0) {
            return Some(false);
        }
        let known = self.solids.iter().position(|s| s == solid);
        let t = known.unwrap_or_else(|| {
            self.solids.push(*solid);
            let mut t = [0; ROWS];
            for (row, bits) in t.iter_mut().skip(16 * (self.k - 1)).zip(table(solid, mask)) {
                *row = bits;
            }
            self.rows.push(t);
            self.solids.len() - 1
        });
        // At most 128 ids, so at most 128 shapes.
        self.shape[id] = t as u8;
        Some(known.is_none())
    }

    pub(crate) fn size(&self) -> (usize, usize) {
        (self.w, self.h)
    }

    /// The square side the rows are padded for.
    pub(crate) fn k(&self) -> usize {
        self.k
    }

    /// The shape of a cell byte.
    #[inline(always)]
    pub(crate) fn shape(&self, cell: u8) -> u8 {
        self.shape[usize::from(cell & ID_MASK)]
    }

    /// Row `j` of shape `s`'s table (`j` counts the leading zero rows); zero for a shape
    /// that is not one of the table's.
    #[inline(always)]
    pub(crate) fn row(&self, s: u8, j: usize) -> u64 {
        // A select, not a branch: `s` is always one of the table's (it was made from it).
        let table = self.rows.get(usize::from(s)).unwrap_or(&[0; ROWS]);
        table[j % ROWS]
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
        self.rows.len() * ROWS * 8
    }
}

/// The most cells a mask `side` pixels long covers along that side (from any offset).
pub(crate) fn cells_covered(side: usize) -> usize {
    (side + 14) / 16 + 1
}

/// One shape's table: bit i of row j is set when some mask pixel (u, v) lands on a solid
/// pixel (tx, ty) = (ox + u, oy + v). Reversing each mask row (u -> w-1-u) turns that into
/// i = tx + (w-1-u): an OR of the reversed row shifted by each solid tx.
fn table(solid: &[u16; 16], mask: &ObjectMask) -> Vec<u64> {
    let (w, h) = (mask.width(), mask.height() as i32);
    let reversed: Vec<u64> = (0..mask.height())
        .map(|v| {
            let m = mask.low_row(v);
            (0..w)
                .filter(|&u| m >> u & 1 == 1)
                .fold(0, |r, u| r | 1 << (w - 1 - u))
        })
        .collect();
    (0..h + 15)
        .map(|j| {
            let oy = j - (h - 1);
            let mut row = 0u64;
            for ty in oy.max(0)..(oy + h).min(16) {
                let r = reversed[(ty - oy) as usize];
                let mut bits = solid[ty as usize];
                while bits != 0 {
                    row |= r << bits.trailing_zeros();
                    bits &= bits - 1;
                }
            }
            row
        })
        .collect()
}
