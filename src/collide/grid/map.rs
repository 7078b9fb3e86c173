//! A borrowed view of a tile map and the blocked-position query every movement rule builds on.

use super::passability::CodeSet;
use super::{index_words, Gates, GridError, Passability, Point, Prop, MAX_SIDE};
use fixed::types::I16F16;

/// Raw fixed-point one (a tile).
const ONE: i64 = 1 << 16;

/// What a tile code means to the query, per map and movement mode.
const PASS: u8 = 0;
const SOLID: u8 = 1;
/// A gate code whose cell's own bit decides.
const CELL_GATE: u8 = 2;

/// A tile map as the collision queries see it: the caller's row-major cells
/// (`cells[y * width + x]`), its passability table, gate state and solid props. Cheap to build
/// and `Copy`, so a game can rebuild it after rewriting a cell.
#[derive(Clone, Copy, Debug)]
pub struct TileMap<'a> {
    cells: &'a [u8],
    pub(super) width: usize,
    pub(super) height: usize,
    rules: Passability,
    gates: Gates<'a>,
    props: &'a [Prop],
    /// `[walking, dodging]`: PASS, SOLID or CELL_GATE per code, for the current gate state.
    /// One byte load per tile; no shifts, no bounds check.
    kind: [[u8; 256]; 2],
    has_cell_gates: bool,
    /// The caller's lookup table (`super::index`), or empty.
    pub(super) index: &'a [u16],
}

impl<'a> TileMap<'a> {
    /// A `width` x `height` map over `cells` (extra cells are ignored), all gates locked, no
    /// props. Sides above [`MAX_SIDE`] cannot be addressed by `I16F16` positions.
    pub fn new(
        cells: &'a [u8],
        width: usize,
        height: usize,
        rules: Passability,
    ) -> Result<TileMap<'a>, GridError> {
        if width > MAX_SIDE || height > MAX_SIDE {
            return Err(GridError::TooLarge { width, height });
        }
        let needed = width * height;
        if cells.len() < needed {
            return Err(GridError::CellsTooShort {
                needed,
                got: cells.len(),
            });
        }
        let map = TileMap {
            cells,
            width,
            height,
            rules,
            gates: Gates::Locked,
            props: &[],
            kind: [[PASS; 256]; 2],
            has_cell_gates: false,
            index: &[],
        };
        Ok(map.with_gates(Gates::Locked))
    }

    /// The same map with the given gate state, without its index (written for other gates).
    pub fn with_gates(self, gates: Gates<'a>) -> TileMap<'a> {
        let solid = self.rules.masks(gates != Gates::Locked);
        let cell_gates = match gates {
            Gates::PerCell(_) => self.rules.gates(),
            Gates::Locked | Gates::Breached => CodeSet::EMPTY,
        };
        let mut kind = [[PASS; 256]; 2];
        for (table, solid) in kind.iter_mut().zip(solid) {
            for (code, k) in (0..=u8::MAX).zip(table.iter_mut()) {
                *k = if solid.contains(code) {
                    SOLID
                } else if cell_gates.contains(code) {
                    CELL_GATE
                } else {
                    PASS
                };
            }
        }
        TileMap {
            gates,
            kind,
            has_cell_gates: cell_gates != CodeSet::EMPTY,
            index: &[],
            ..self
        }
    }

    /// The same map with the given solid props.
    pub fn with_props(self, props: &'a [Prop]) -> TileMap<'a> {
        TileMap { props, ..self }
    }

    /// The same map answering from `index`, which must have been written for this map's
    /// cells, passability and gates (see [`TileMap::write_index`]): a stale index gives stale
    /// answers, never a panic. [`TileMap::with_gates`] drops it.
    pub fn with_index(self, index: &'a [u16]) -> Result<TileMap<'a>, GridError> {
        let needed = index_words(self.width, self.height);
        let got = index.len();
        let index = index
            .get(..needed)
            .ok_or(GridError::IndexTooShort { needed, got })?;
        Ok(TileMap { index, ..self })
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    pub fn passability(&self) -> &Passability {
        &self.rules
    }

    /// The code at cell (`x`, `y`), `None` outside the map.
    pub fn cell(&self, x: usize, y: usize) -> Option<u8> {
        if x < self.width && y < self.height {
            self.cells.get(y * self.width + x).copied()
        } else {
            None
        }
    }

    /// Whether cell (`x`, `y`) blocks a mover (outside the map: yes).
    pub fn is_cell_blocked(&self, x: usize, y: usize, dodge: bool) -> bool {
        match self.cell(x, y) {
            Some(code) => self.code_blocks(code, y * self.width + x, dodge),
            None => true,
        }
    }

    /// Whether a circle of `radius` centred at `pos` overlaps the map's edge, a blocking tile
    /// or a solid prop (low props are ignored while dodging). Exact; see the module notes.
    /// Inline: the common path is short and callers query in tight loops.
    #[inline(always)]
    pub fn is_position_blocked(&self, pos: Point, radius: I16F16, dodge: bool) -> bool {
        self.blocked_raw(
            i64::from(pos.x.to_bits()),
            i64::from(pos.y.to_bits()),
            i64::from(radius.to_bits()),
            dodge,
        )
    }

    /// The query on raw fixed-point values widened to `i64`, so positions past the `I16F16`
    /// range (a move's target: `|x|, |y| < 2^33`) need no special case. A negative `r` counts
    /// as zero.
    #[inline(always)]
    pub(super) fn blocked_raw(&self, x: i64, y: i64, r: i64, dodge: bool) -> bool {
        // Two inlined copies of the tile test, so a map without props tests nothing after it.
        if self.props.is_empty() {
            return self.edge_or_tiles(x, y, r, dodge);
        }
        self.edge_or_tiles(x, y, r, dodge) || self.props_overlap(x, y, r, dodge)
    }

    /// Whether the circle crosses the map's edge or overlaps a blocking tile.
    #[inline(always)]
    fn edge_or_tiles(&self, x: i64, y: i64, r: i64, dodge: bool) -> bool {
        if self.index.is_empty() {
            self.edge_or_tiles_unindexed(x, y, r, dodge)
        } else {
            self.edge_or_tiles_indexed(x, y, r, dodge)
        }
    }

    /// [`TileMap::edge_or_tiles`] from the cells.
    #[inline(always)]
    pub(super) fn edge_or_tiles_unindexed(&self, x: i64, y: i64, r: i64, dodge: bool) -> bool {
        let r = r.max(0);
        // One branch: any margin to the map's edges negative.
        let (w, h) = (self.width as i64 * ONE, self.height as i64 * ONE);
        if (x - r) | (y - r) | (w - x - r) | (h - y - r) < 0 {
            return true;
        }
        self.tiles_overlap(x, y, r, dodge)
    }

    /// Whether any blocking tile lies strictly closer than `r` to (`x`, `y`).
    ///
    /// The circle is inside the map (the edge test passed). Along each axis the tiles it can
    /// overlap are those meeting the open interval `(p - r, p + r)`, i.e. the span
    /// `(p - r) >> 16 ..= (p + r - 1) >> 16` in raw units: inside the map, so never clamped.
    /// A tile of the span in the centre's own row (or column) overlaps outright; the others
    /// need the distance to their nearest corner.
    #[inline(always)]
    fn tiles_overlap(&self, x: i64, y: i64, r: i64, dodge: bool) -> bool {
        if r == 0 {
            return false; // `d^2 < 0` never holds
        }
        let tx0 = ((x - r) >> 16) as usize;
        let tx1 = ((x + r - 1) >> 16) as usize;
        let ty0 = ((y - r) >> 16) as usize;
        let ty1 = ((y + r - 1) >> 16) as usize;
        if (tx1 - tx0) | (ty1 - ty0) > 1 {
            return self.tiles_overlap_slow(x, y, r, dodge);
        }
        // At most 2 x 2 tiles (every radius under half a tile), branch-free: the centre's
        // tile (cx, cy), the neighbours across the nearer edges (nx, ny; the centre's own
        // column or row when the span is one wide) and the corner tile (nx, ny), which alone
        // needs a distance test. gx, gy: gaps to the edges shared with the neighbours (the
        // edge at tx1 either way). When a span is one wide the "corner" repeats a neighbour
        // already counted, so its test does not matter.
        let (cx, cy) = ((x >> 16) as usize, (y >> 16) as usize);
        let (nx, ny) = (tx0 + tx1 - cx, ty0 + ty1 - cy);
        let (gx, gy) = (x - tx1 as i64 * ONE, y - ty1 as i64 * ONE);
        // 0xFF when gx^2 + gy^2 < r^2, else 0: the sign bit, no branch (terms below 2^34).
        let corner = ((gx * gx + gy * gy - r * r) >> 63) as u8;
        let (row_c, row_n) = (cy * self.width, ny * self.width);
        let kind = &self.kind[usize::from(dodge)];
        let at = |i: usize| kind[usize::from(self.cells[i])];
        let any = at(row_c + cx) | at(row_c + nx) | at(row_n + cx) | (at(row_n + nx) & corner);
        // Branch only on the map's kind, never on `any`, which a mixed query set cannot
        // predict. A hit that may be a per-cell gate is settled on the slow path.
        if self.has_cell_gates {
            return any != PASS && self.tiles_overlap_slow(x, y, r, dodge);
        }
        any != PASS
    }

    /// The general tile test: any radius, per-cell gates; preconditions as above. Out of
    /// line, so the common small-circle path stays short.
    #[inline(never)]
    fn tiles_overlap_slow(&self, x: i64, y: i64, r: i64, dodge: bool) -> bool {
        let tx0 = ((x - r) >> 16) as usize;
        let tx1 = ((x + r - 1) >> 16) as usize;
        let ty0 = ((y - r) >> 16) as usize;
        let ty1 = ((y + r - 1) >> 16) as usize;
        let kind = &self.kind[usize::from(dodge)];
        let r2 = r * r;
        for ty in ty0..=ty1 {
            let dy = axis_gap(y, ty as i64 * ONE);
            let dy2 = dy * dy;
            let row = ty * self.width;
            for tx in tx0..=tx1 {
                let k = kind[usize::from(self.cells[row + tx])];
                if k == PASS {
                    continue;
                }
                let dx = axis_gap(x, tx as i64 * ONE);
                // dx, dy <= r < 2^31: the sum of squares is below 2^63.
                if dy2 + dx * dx < r2 && (k == SOLID || self.gate_blocks(row + tx)) {
                    return true;
                }
            }
        }
        false
    }

    #[inline(never)]
    fn props_overlap(&self, x: i64, y: i64, r: i64, dodge: bool) -> bool {
        let r = r.max(0);
        self.props
            .iter()
            .any(|prop| !(dodge && prop.low) && prop.overlaps(x, y, r))
    }

    /// Whether the gate code at cell `index` blocks, i.e. its gate is not open.
    #[cold]
    fn gate_blocks(&self, index: usize) -> bool {
        !self.gates.is_open(index)
    }

    fn code_blocks(&self, code: u8, index: usize, dodge: bool) -> bool {
        match self.kind[usize::from(dodge)][usize::from(code)] {
            PASS => false,
            SOLID => true,
            _ => self.gate_blocks(index),
        }
    }
}

/// Signed distance along one axis from `v` to the unit interval starting at `lo`.
#[inline(always)]
fn axis_gap(v: i64, lo: i64) -> i64 {
    v - v.clamp(lo, lo + ONE)
}
