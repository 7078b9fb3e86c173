//! A borrowed view of a tile map and the blocked-position query every movement rule builds on.

use super::index::{self, index_words};
use super::passability::CodeSet;
use super::{Gates, GridError, Passability, Point, Prop, MAX_SIDE};
use fixed::types::I16F16;

/// Raw fixed-point one (a tile).
const ONE: i64 = 1 << 16;

/// What a tile code means to the query, per map and movement mode.
const PASS: u8 = 0;
const SOLID: u8 = 1;
/// A gate code whose cell's own bit decides.
const CELL_GATE: u8 = 2;

/// The prop filter's grid: `NEAR` x `NEAR` squares over the map.
const NEAR: usize = 16;
/// The largest radius the prop filter answers (1.5 tiles, raw); larger circles test every
/// prop.
const NEAR_REACH: i64 = 3 * ONE / 2;

/// A tile map as the collision queries see it: the caller's row-major cells
/// (`cells[y * width + x]`), its passability table, gate state and solid props. Cheap to build
/// and `Copy`, so a game can rebuild it after rewriting a cell.
///
/// A walled room split by a chasm: a step into the corner slides along the wall, walking into
/// the chasm is blocked, and a dodge crosses it.
///
/// ```
/// use bounceback::collide::grid::{standard, GridMap, Passability, Point, I16F16};
///
/// let (w, h) = (6, 4);
/// let mut cells = vec![standard::WALL; w * h];
/// for y in 1..3 {
///     for x in 1..5 {
///         cells[y * w + x] = if x == 3 { standard::CHASM } else { standard::FLOOR };
///     }
/// }
/// let map = GridMap::new(&cells, w, h, Passability::STANDARD)?;
/// let at = |x: f64, y: f64| Point::new(I16F16::from_num(x), I16F16::from_num(y));
/// let r = I16F16::from_num(0.3);
///
/// // Up and right from (1.5, 1.5): the top wall stops the up, the right is taken.
/// let step = map.resolve_movement_with_sliding(at(1.5, 1.5), at(0.5, -0.5), r, false);
/// assert_eq!(step.pos, at(2.0, 1.5));
/// assert!(step.sliding);
///
/// // The chasm blocks a walk but not a dodge over it to the ground beyond.
/// assert!(map.is_position_blocked(at(3.5, 1.5), r, false));
/// assert!(!map.is_position_blocked(at(3.5, 1.5), r, true));
/// assert!(map.can_bypass_chasm(at(2.5, 1.5), at(4.5, 1.5), r));
/// // A dodge must land on ground: into the wall it is refused.
/// assert!(!map.can_bypass_chasm(at(2.5, 1.5), at(5.5, 1.5), r));
/// # Ok::<(), bounceback::collide::grid::GridError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct GridMap<'a> {
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
    /// The prop filter: the map cut into `NEAR` x `NEAR` squares of `1 << near_shift` raw
    /// units a side; bit x of `near[y]` is set when a prop's bounding box grown by
    /// [`NEAR_REACH`] meets square (x, y). A circle of radius up to that reach centred in a
    /// clear square overlaps no prop, so most queries test none.
    near: [u16; NEAR],
    near_shift: u32,
}

impl<'a> GridMap<'a> {
    /// A `width` x `height` map over `cells` (extra cells are ignored), all gates locked, no
    /// props. Sides above [`MAX_SIDE`] cannot be addressed by `I16F16` positions.
    ///
    /// # Errors
    ///
    /// [`GridError::TooLarge`] for a side above [`MAX_SIDE`]; [`GridError::CellsTooShort`] when
    /// `cells` holds fewer than `width * height`.
    pub fn new(
        cells: &'a [u8],
        width: usize,
        height: usize,
        rules: Passability,
    ) -> Result<GridMap<'a>, GridError> {
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
        let map = GridMap {
            cells,
            width,
            height,
            rules,
            gates: Gates::Locked,
            props: &[],
            kind: [[PASS; 256]; 2],
            has_cell_gates: false,
            index: &[],
            near: [0; NEAR],
            near_shift: 0,
        };
        Ok(map.with_gates(Gates::Locked))
    }

    /// The same map with the given gate state, without its index (written for other gates).
    pub fn with_gates(self, gates: Gates<'a>) -> GridMap<'a> {
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
        GridMap {
            gates,
            kind,
            has_cell_gates: cell_gates != CodeSet::EMPTY,
            index: &[],
            ..self
        }
    }

    /// The same map with the given solid props.
    pub fn with_props(self, props: &'a [Prop]) -> GridMap<'a> {
        // Squares of a power of two raw units, NEAR of them covering the longer side.
        let side = self.width.max(self.height).max(1) as i64 * ONE;
        let mut near_shift = 0;
        while (NEAR as i64) << near_shift < side {
            near_shift += 1;
        }
        let mut near = [0u16; NEAR];
        let last = NEAR as i64 - 1;
        for prop in props {
            let (hx, hy) = prop.half_extents();
            let (cx, cy) = (
                i64::from(prop.center.x.to_bits()),
                i64::from(prop.center.y.to_bits()),
            );
            let square = |v: i64| (v >> near_shift).clamp(-1, last + 1);
            let (x0, x1) = (square(cx - hx - NEAR_REACH), square(cx + hx + NEAR_REACH));
            let (y0, y1) = (square(cy - hy - NEAR_REACH), square(cy + hy + NEAR_REACH));
            for y in y0.max(0)..=y1.min(last) {
                for x in x0.max(0)..=x1.min(last) {
                    near[y as usize] |= 1 << x;
                }
            }
        }
        GridMap {
            props,
            near,
            near_shift,
            ..self
        }
    }

    /// The same map answering from `index`, which must have been written for this map's
    /// cells, passability and gates (see [`GridMap::write_index`]): a stale index gives stale
    /// answers, never a panic. [`GridMap::with_gates`] drops it.
    ///
    /// # Errors
    ///
    /// [`GridError::IndexTooShort`] when `index` is shorter than [`index_words`] of the map.
    pub fn with_index(self, index: &'a [u16]) -> Result<GridMap<'a>, GridError> {
        let needed = index_words(self.width, self.height);
        let got = index.len();
        let index = index
            .get(..needed)
            .ok_or(GridError::IndexTooShort { needed, got })?;
        Ok(GridMap { index, ..self })
    }

    /// Fills `index` for this map's cells, passability and gates. Answers from a map with the
    /// index attached ([`GridMap::with_index`]) are those of the map without it as long as the
    /// index is kept in step: after rewriting a cell or changing a gate bit, call
    /// [`GridMap::update_index`] (on a map over the new state); after a change of
    /// [`Gates`] variant or of passability table, write it again.
    ///
    /// # Errors
    ///
    /// [`GridError::IndexTooShort`] when `index` is shorter than [`index_words`] of the map;
    /// nothing is written.
    pub fn write_index(&self, index: &mut [u16]) -> Result<(), GridError> {
        let index = index::words(index, self.width, self.height)?;
        index::write_ring(index, self.width, self.height);
        for cy in 0..self.height {
            for cx in 0..self.width {
                self.index_cell(index, cx, cy);
            }
        }
        Ok(())
    }

    /// Brings `index` up to date after cell (`x`, `y`) was rewritten or its gate bit changed:
    /// rewrites the words of the 5 x 5 cells around it, the only ones whose blocks contain it.
    ///
    /// # Errors
    ///
    /// [`GridError::CellOutOfRange`] for a cell outside the map; [`GridError::IndexTooShort`]
    /// when `index` is shorter than [`index_words`] of the map. Nothing is written.
    pub fn update_index(&self, index: &mut [u16], x: usize, y: usize) -> Result<(), GridError> {
        if x >= self.width || y >= self.height {
            return Err(GridError::CellOutOfRange { x, y });
        }
        let index = index::words(index, self.width, self.height)?;
        for cy in y.saturating_sub(2)..=(y + 2).min(self.height - 1) {
            for cx in x.saturating_sub(2)..=(x + 2).min(self.width - 1) {
                self.index_cell(index, cx, cy);
            }
        }
        Ok(())
    }

    /// Writes the index words of cell (`cx`, `cy`), inside the map; `index` is full length.
    fn index_cell(&self, index: &mut [u16], cx: usize, cy: usize) {
        index::write_cell(index, self.width, cx, cy, |tx, ty, dodge| {
            self.is_cell_blocked(tx, ty, dodge)
        });
    }

    /// Tiles a row: the map edge the circle may not cross on the right.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Tile rows: the map edge the circle may not cross at the bottom.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The table the answers come from, so a caller can reuse its floor and gate codes.
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
        self.edge_or_tiles(x, y, r, dodge)
            || (self.props_near(x, y, r) && self.props_overlap(x, y, r, dodge))
    }

    /// Whether a prop may overlap the circle, which is inside the map (the edge test
    /// passed): false when its centre's square is clear of every prop and `r` within reach.
    #[inline(always)]
    fn props_near(&self, x: i64, y: i64, r: i64) -> bool {
        let row = self.near[((y >> self.near_shift) as usize).min(NEAR - 1)];
        let bit = row >> ((x >> self.near_shift) as usize).min(NEAR - 1) & 1;
        bit != 0 || r > NEAR_REACH
    }

    /// Whether the circle crosses the map's edge or overlaps a blocking tile.
    #[inline(always)]
    fn edge_or_tiles(&self, x: i64, y: i64, r: i64, dodge: bool) -> bool {
        if self.index.is_empty() {
            self.edge_or_tiles_unindexed(x, y, r, dodge)
        } else {
            index::edge_or_tiles(
                self.index,
                self.width,
                (x, y, r),
                dodge,
                |x, y, r, dodge| self.edge_or_tiles_unindexed(x, y, r, dodge),
            )
        }
    }

    /// [`GridMap::edge_or_tiles`] from the cells.
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
    /// The circle is inside the map (the edge test passed). Up to half a tile it can only
    /// overlap the centre's tile, the neighbours across the cell's nearer edges and the
    /// corner tile between them, tested branch-free; larger circles go to the loop.
    #[inline(always)]
    fn tiles_overlap(&self, x: i64, y: i64, r: i64, dodge: bool) -> bool {
        if (r - 1) as u64 >= ONE as u64 / 2 {
            return r > 0 && self.tiles_overlap_slow(x, y, r, dodge);
        }
        let (cx, cy) = ((x >> 16) as usize, (y >> 16) as usize);
        // The low 16 bits as signed: the offset from the cell's nearer vertical edge (negative
        // when the right one), whose square is that gap's (likewise dy).
        let (dx, dy) = (i64::from(x as i16), i64::from(y as i16));
        let (a2, b2, r2) = (dx * dx, dy * dy, r * r);
        // All ones when the nearer column, row or corner tile overlaps (terms below 2^31).
        let (h, v) = ((a2 - r2) >> 63, (b2 - r2) >> 63);
        let corner = ((a2 + b2 - r2) >> 63) as u8;
        // Steps toward the nearer edges, zero unless that neighbour overlaps: so every cell
        // read is inside the map.
        let sx = -((dx >> 63) | 1) & h;
        let w = self.width as i64;
        let sy = (if dy < 0 { w } else { -w }) & v;
        let nx = (cx as i64 + sx) as usize;
        let row_c = cy * self.width;
        let row_n = (row_c as i64 + sy) as usize;
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
            .any(|prop| !(dodge & prop.low) && prop.overlaps(x, y, r))
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
