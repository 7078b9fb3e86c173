//! Hit patterns: for every top-left position of a mask with tables, which cells of the
//! k x k square from the one holding its top-left pixel (the anchor) the mask touches, so a
//! collecting query finds its hits in two reads.
//!
//! A position's answer depends only on the shapes of its anchor's square and on its offset
//! in the anchor (16 x 16 offsets), and a level has few distinct squares (walls, floors,
//! slopes and their corners repeat), so each distinct square is a pattern: 256 answers,
//! computed once, shared by every anchor with that square. A cell write re-points the
//! anchors whose squares hold the cell to a pattern in use with the new square, or to a
//! free one (one no anchor uses any more), computed then. Patterns are made at set-up with
//! room to spare and never allocated after: an anchor left without one (all taken) answers
//! nothing, and its queries take the general path.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use super::tables::{Tables, EMPTY};

/// A square: the shapes of its k x k cells, column by column (16 bytes hold k <= 4).
type Square = [u8; 16];

/// An anchor without a pattern.
const NONE: u16 = u16::MAX;

/// Offsets per anchor.
const OFFSETS: usize = 256;

/// Where the answers of an anchor without a pattern would start: past the end of `found`,
/// as pattern numbers stay below [`NONE`].
const NONE_AT: u32 = NONE as u32 * OFFSETS as u32;

/// In declared order (`repr(C)`): what a query reads (`anchors`, `stride`, `found`) in the
/// first 56 bytes, the rest after.
#[derive(Clone, Debug)]
#[repr(C)]
pub(crate) struct Patterns {
    /// Per anchor (r, c), -1 <= r < rows and -1 <= c < cols, number `a = (r + 1) * stride +
    /// c + 1`: where its pattern's answers start in `found` (pattern * 256, or [`NONE_AT`]),
    /// less `16 * (16 (r + 1) + c + 1)` (wrapping), so that adding `16 ay + ax` for a
    /// position (ax, ay) = (x + 16, y + 16) in the anchor gives its answer's index directly.
    anchors: Vec<u32>,
    stride: usize,
    /// Pattern p's answer at offset (ox, oy) is at `p * 256 + 16 oy + ox`: bit
    /// `bits_per_column(k) dc + dr` set when the mask touches the cell dc columns right and
    /// dr rows down of the anchor.
    found: Vec<u16>,
    k: usize,
    /// Per anchor, its square's `k * k` shapes.
    squares: Vec<u8>,
    /// Each pattern's square, and how many anchors use it (0: free).
    keys: Vec<Square>,
    uses: Vec<u32>,
    /// While anchors are scanned: the pattern of each square seen (empty after).
    known: BTreeMap<Square, u16>,
}

impl Patterns {
    /// The patterns of a `rows` x `cols` map with no anchor scanned yet: then
    /// [`Patterns::scan`] each of the [`Patterns::anchor_count`] anchors in order,
    /// [`Patterns::settle`], and [`Patterns::compute`] each pattern it counts.
    pub(crate) fn begin(tables: &Tables, (rows, cols): (usize, usize)) -> Self {
        let (k, stride) = (tables.k(), cols + 1);
        let anchors = (rows + 1) * stride;
        Patterns {
            k,
            anchors: alloc::vec![NONE_AT; anchors],
            squares: alloc::vec![EMPTY; anchors * k * k],
            stride,
            found: Vec::new(),
            keys: Vec::new(),
            uses: Vec::new(),
            known: BTreeMap::new(),
        }
    }

    /// The anchors to scan.
    pub(crate) fn anchor_count(&self) -> usize {
        self.anchors.len()
    }

    /// Finds anchor `a`'s square over `cells`, `rows` x `cols`, and numbers it (a new
    /// square gets the next pattern number).
    pub(crate) fn scan(&mut self, tables: &Tables, cells: &[u8], size: (usize, usize), a: usize) {
        let square = square(tables, cells, size, self.at(a));
        self.store(a, &square);
        let next = self.keys.len() as u16;
        let p = *self.known.entry(square).or_insert(next);
        if p == next {
            self.keys.push(square);
            self.uses.push(0);
        }
        let base = self.base(a, Some(usize::from(p)));
        self.anchors[a] = base;
        self.uses[usize::from(p)] += 1;
    }

    /// After every anchor is scanned: makes room for the patterns found and `spare` more;
    /// returns how many patterns to [`Patterns::compute`] (numbers 0 up).
    pub(crate) fn settle(&mut self, spare: usize) -> usize {
        let found = core::mem::take(&mut self.known).len();
        // Pattern numbers stay below NONE, which is then never a pattern.
        let total = (self.keys.len() + spare).min(usize::from(NONE));
        self.keys.resize(total, [EMPTY; 16]);
        self.uses.resize(total, 0);
        self.found = alloc::vec![0; total * OFFSETS];
        found
    }

    /// No anchors (for a mask without tables).
    pub(crate) fn empty() -> Self {
        Patterns {
            k: 2,
            anchors: Vec::new(),
            squares: Vec::new(),
            stride: 0,
            found: Vec::new(),
            keys: Vec::new(),
            uses: Vec::new(),
            known: BTreeMap::new(),
        }
    }

    /// The hit cells of the mask with its top-left at (px - 15, py - 15), for a position whose
    /// anchor is on the map or in the row or column before it (cells off the map count as
    /// empty); `None` if its anchor has no pattern.
    #[inline(always)]
    pub(crate) fn found(&self, px: u32, py: u32) -> Option<u32> {
        // Anchor (r, c) = ((py - 15) >> 4, (px - 15) >> 4), numbered from (-1, -1).
        let (ax, ay) = (px + 1, py + 1);
        let a = (ay >> 4) as usize * self.stride + (ax >> 4) as usize;
        // The anchor's base plus 16 ay + ax: its pattern's answer at this offset, or past
        // the end of `found` for an anchor without a pattern.
        let at = self.anchors.get(a)?.wrapping_add(ay << 4).wrapping_add(ax);
        self.found.get(at as usize).map(|&f| u32::from(f))
    }

    /// Whether the anchor of the position (px - 15, py - 15) is one of the map's (from the
    /// row and column before it): false when the cell holding its top-left pixel is right of
    /// or below the map, or the position is left of or above -15.
    pub(crate) fn has_anchor(&self, px: i64, py: i64) -> bool {
        let rows = self.anchors.len() / self.stride.max(1);
        let (ax, ay) = (px + 1, py + 1);
        ax >= 1 && ay >= 1 && ((ax >> 4) as usize) < self.stride && ((ay >> 4) as usize) < rows
    }

    /// Bits a column of a pattern's answer takes.
    pub(crate) fn per_column(&self) -> usize {
        bits_per_column(self.k)
    }

    /// Re-points the anchors whose squares hold cell (row, col) after it changed.
    pub(crate) fn refresh(
        &mut self,
        tables: &Tables,
        (row, col): (usize, usize),
        cells: &[u8],
        size: (usize, usize),
    ) {
        let k = self.k;
        // Anchors (r, c) up to k - 1 above and left of the cell, numbered as in `anchors`.
        for r in (row + 2).saturating_sub(k)..=row + 1 {
            for c in (col + 2).saturating_sub(k)..=col + 1 {
                let a = r * self.stride + c;
                let square = square(tables, cells, size, self.at(a));
                if self.squares.get(a * k * k..(a + 1) * k * k) == Some(&square[..k * k]) {
                    continue;
                }
                self.store(a, &square);
                if let Some(u) = self.pattern(a).and_then(|p| self.uses.get_mut(p)) {
                    *u -= 1;
                }
                let p = self.pattern_of(tables, &square);
                let base = self.base(a, p);
                self.anchors[a] = base;
            }
        }
    }

    /// A pattern for `square`, counted as used: one in use with that square, else a free
    /// one, computed; `None` when all are in use with other squares.
    fn pattern_of(&mut self, tables: &Tables, square: &Square) -> Option<usize> {
        let in_use = |p: &usize| self.uses[*p] > 0 && self.keys[*p] == *square;
        let p = match (0..self.uses.len()).find(in_use) {
            Some(p) => p,
            None => {
                let p = self.uses.iter().position(|&u| u == 0)?;
                self.keys[p] = *square;
                self.compute(tables, p);
                p
            }
        };
        self.uses[p] += 1;
        Some(p)
    }

    /// Fills pattern p's answers from its square's tables: per row of offsets and cell, the
    /// table row gives the cell's bit at all sixteen x offsets at once, spread to their
    /// answers four at a time.
    pub(crate) fn compute(&mut self, tables: &Tables, p: usize) {
        let (k, (w, h)) = (self.k, tables.size());
        let square = self.keys[p];
        let answers = &mut self.found[p * OFFSETS..(p + 1) * OFFSETS];
        for (oy, line) in answers.as_chunks_mut::<16>().0.iter_mut().enumerate() {
            // Answers ox = 4q .. 4q + 3 in the four 16-bit lanes of lanes[q].
            let mut lanes = [0u64; 4];
            for dc in 0..k {
                for dr in 0..k {
                    // The cell's offset is (ox - 16 dc, oy - 16 dr): table row
                    // 16 (k-1) + oy - 16 dr + (h-1), bit ox - 16 dc + (w-1).
                    let row = tables.row(square[dc * k + dr], 16 * (k - 1 - dr) + oy + h - 1);
                    let at_ox = match (w - 1).checked_sub(16 * dc) {
                        Some(right) => row >> right,
                        None => row << (16 * dc - (w - 1)),
                    };
                    let bit = bits_per_column(k) * dc + dr;
                    for (q, lane) in lanes.iter_mut().enumerate() {
                        *lane |= spread_nibble(at_ox >> (4 * q)) << bit;
                    }
                }
            }
            for (ox, answer) in line.iter_mut().enumerate() {
                *answer = (lanes[ox / 4] >> (16 * (ox % 4))) as u16;
            }
        }
    }

    /// What anchor `a` stores for pattern `p` (`None`: no pattern).
    fn base(&self, a: usize, p: Option<usize>) -> u32 {
        let first = p.map_or(NONE_AT, |p| (p * OFFSETS) as u32);
        let corner = 16 * (16 * (a / self.stride) + a % self.stride) as u32;
        first.wrapping_sub(corner)
    }

    /// Anchor `a`'s pattern, from what it stores.
    fn pattern(&self, a: usize) -> Option<usize> {
        let corner = 16 * (16 * (a / self.stride) + a % self.stride) as u32;
        let first = self.anchors.get(a)?.wrapping_add(corner);
        (first != NONE_AT).then_some(first as usize / OFFSETS)
    }

    /// Anchor number `a` as (r, c).
    fn at(&self, a: usize) -> (i32, i32) {
        ((a / self.stride) as i32 - 1, (a % self.stride) as i32 - 1)
    }

    fn store(&mut self, a: usize, square: &Square) {
        let k2 = self.k * self.k;
        if let Some(s) = self.squares.get_mut(a * k2..(a + 1) * k2) {
            s.copy_from_slice(&square[..k2]);
        }
    }

    #[cfg(test)]
    pub(crate) fn anchors_without_pattern(&self) -> usize {
        (0..self.anchors.len())
            .filter(|&a| self.pattern(a).is_none())
            .count()
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
        self.anchors.len() * 4
            + self.squares.len()
            + self.found.len() * 2
            + self.keys.len() * 16
            + self.uses.len() * 4
    }
}

/// Two pattern sets are equal when their anchors have the same squares: which pattern holds
/// a square, and what the free ones hold, does not matter.
impl PartialEq for Patterns {
    fn eq(&self, other: &Self) -> bool {
        (self.k, self.stride, &self.squares) == (other.k, other.stride, &other.squares)
    }
}

impl Eq for Patterns {}

/// Bit j of the low four bits of `v` to bit 16 j.
fn spread_nibble(v: u64) -> u64 {
    // Bit j lands at j + 15 i for each i; only i = j makes a multiple of 16.
    ((v & 0xF) * 0x0000_2000_4000_8001) & 0x0001_0001_0001_0001
}

/// Bits per square column in an answer: 3 up to 3 x 3 squares (so 2 x 2 and 3 x 3 answers
/// read alike), else 4.
pub(crate) fn bits_per_column(k: usize) -> usize {
    k.max(3)
}

/// The square of anchor (r, c): the shapes of the k x k cells from it, empty off the map.
fn square(
    tables: &Tables,
    cells: &[u8],
    (rows, cols): (usize, usize),
    (r, c): (i32, i32),
) -> Square {
    let k = tables.k();
    let mut square = [EMPTY; 16];
    for dc in 0..k {
        for dr in 0..k {
            let (r, c) = (r + dr as i32, c + dc as i32);
            let inside = (0..rows as i32).contains(&r) && (0..cols as i32).contains(&c);
            let cell = inside
                .then(|| cells.get(r as usize * cols + c as usize))
                .flatten();
            square[dc * k + dr] = cell.map_or(EMPTY, |&cell| tables.shape(cell));
        }
    }
    square
}

#[cfg(test)]
mod tests {
    use super::spread_nibble;
    use crate::collide::contract::{
        fast, reference, Hits, LevelMap, ObjectMask, Query, TileDef, TileShapes,
    };

    /// An n x n disc.
    fn disc(n: i64) -> ObjectMask {
        let px: alloc::vec::Vec<bool> = (0..n * n)
            .map(|i| {
                let (dx, dy) = (2 * (i % n) + 1 - n, 2 * (i / n) + 1 - n);
                dx * dx + dy * dy <= n * n
            })
            .collect();
        ObjectMask::from_row_major(n as usize, n as usize, &px).unwrap()
    }

    /// Every position on and around the map, collecting or not, as the reference answers.
    fn agree(map: &LevelMap, masks: &[&ObjectMask]) {
        let (mut a, mut b) = (Hits::new(), Hits::new());
        for &mask in masks {
            for y in -20..16 * map.rows() as i32 + 4 {
                for x in -20..16 * map.cols() as i32 + 4 {
                    for collect in [false, true] {
                        let q = Query::at(x, y, mask, collect);
                        let want = reference::collide(map, &q, &mut a);
                        assert_eq!(fast::collide(map, &q, &mut b), want, "{q:?}");
                        assert_eq!(a, b, "{q:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn anchors_left_without_a_pattern_still_answer_as_the_reference() {
        // 0 empty, 1 solid, 2 a slope (rows of growing width), 3 a lone pixel.
        let slope: [u16; 16] = core::array::from_fn(|y| ((1u16 << y) - 1) | (1 << y));
        let defs = [
            TileDef {
                ctype: 0,
                transform: 0,
                mask: [0; 16],
            },
            TileDef {
                ctype: 2,
                transform: 0,
                mask: [0; 16],
            },
            TileDef {
                ctype: 1,
                transform: 0,
                mask: slope,
            },
            TileDef {
                ctype: 1,
                transform: 0,
                mask: core::array::from_fn(|y| u16::from(y == 3) << 9),
            },
        ];
        let mut cells = [0u8; 30];
        for c in 0..6 {
            cells[24 + c] = 1;
        }
        cells[19] = 2;
        let shapes = TileShapes::new(&defs).unwrap();
        let mut map = LevelMap::new(shapes.clone(), 5, 6, &cells).unwrap();
        let (small, big) = (
            map.add_mask_with_spare(disc(16), 0),
            map.add_mask_with_spare(disc(24), 1),
        );
        assert_eq!(map.anchors_without_pattern(), [0, 0]);
        // New squares: more than the spare allows.
        for (r, c, id) in [(1, 1, 3), (2, 4, 2), (0, 5, 1), (3, 0, 3), (2, 2, 1)] {
            map.set(r, c, id).unwrap();
        }
        let left = map.anchors_without_pattern();
        assert!(left.iter().all(|&n| n > 0), "the spare ran out: {left:?}");
        let (s, b) = (
            map.mask(small).unwrap().clone(),
            map.mask(big).unwrap().clone(),
        );
        let masks = [map.mask(small).unwrap(), map.mask(big).unwrap()];
        agree(&map, &masks);
        // Cells written back: the anchors find their patterns again, and the map is as built.
        for (r, c) in [(1, 1), (2, 4), (0, 5), (3, 0), (2, 2)] {
            map.set(r, c, cells[r as usize * 6 + c as usize]).unwrap();
        }
        assert_eq!(map.anchors_without_pattern(), [0, 0]);
        let mut fresh = LevelMap::new(shapes, 5, 6, &cells).unwrap();
        fresh.add_mask_with_spare(s, 0);
        fresh.add_mask_with_spare(b, 1);
        assert!(map == fresh);
        agree(&map, &[map.mask(small).unwrap(), map.mask(big).unwrap()]);
    }

    #[test]
    fn tables_built_in_slices_with_writes_between_answer_as_the_reference() {
        let slope: [u16; 16] = core::array::from_fn(|y| ((1u16 << y) - 1) | (1 << y));
        let def = |ctype, mask| TileDef {
            ctype,
            transform: 0,
            mask,
        };
        let defs = [def(0, [0; 16]), def(2, [0; 16]), def(1, slope)];
        let mut cells = [0u8; 30];
        for c in 0..6 {
            cells[24 + c] = 1;
        }
        cells[19] = 2;
        let shapes = TileShapes::new(&defs).unwrap();
        // Writes at every few slices, in every stage of the build.
        for every in [1usize, 3, 7, 40] {
            let mut map = LevelMap::new(shapes.clone(), 5, 6, &cells).unwrap();
            let (small, big) = (
                map.add_mask_deferred(disc(16)),
                map.add_mask_deferred(disc(24)),
            );
            let writes = [(1, 1, 2), (2, 4, 1), (3, 0, 1), (1, 1, 0), (0, 5, 2)];
            let mut slices = 0;
            while !map.prepare(500) {
                slices += 1;
                assert!(!map.prepared());
                if slices % every == 0 {
                    if let Some(&(r, c, id)) = writes.get(slices / every - 1) {
                        map.set(r, c, id).unwrap();
                    }
                }
                if slices % 25 == 0 {
                    agree(&map, &[map.mask(small).unwrap(), map.mask(big).unwrap()]);
                }
            }
            assert!(map.prepared() && slices > 10, "{slices} slices");
            agree(&map, &[map.mask(small).unwrap(), map.mask(big).unwrap()]);
            // Built, the lookups answer (the general path would too, so look at them).
            let q = Query::at(20, 40, map.mask(small).unwrap(), true);
            assert!(map.masks_answer(&q).is_some(), "every {every}");
        }
    }

    #[test]
    fn spread_moves_bit_j_to_16j() {
        assert_eq!(spread_nibble(0), 0);
        assert_eq!(spread_nibble(0b0001), 1);
        assert_eq!(spread_nibble(0b0010), 1 << 16);
        assert_eq!(spread_nibble(0b1001), 1 | 1 << 48);
        assert_eq!(
            spread_nibble(0xFF),
            0x0001_0001_0001_0001,
            "bits past 4 drop"
        );
    }
}
