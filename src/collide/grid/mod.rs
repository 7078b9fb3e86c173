//! Circle movement over tile grids, for top-down games: passability tables, exact
//! circle-vs-tile overlap, wall sliding, dodging over chasms and gates.
//!
//! **Reference text:** FreeExile's client collision engine (`collision_engine.js`, the
//! report "Client-Side Tile-Level Collision & 2-Axis Sliding Physics"). Its terms here:
//! `isPositionBlocked` is [`GridMap::is_position_blocked`], `isTileBlocked`
//! [`GridMap::is_cell_blocked`], `resolveMovementWithSliding`
//! [`GridMap::resolve_movement_with_sliding`] (its `SLIDE_RESULT` is [`Slide`]),
//! `canBypassChasm` [`GridMap::can_bypass_chasm`], `isBossGateUnlocked` [`Gates`], the
//! 20-code schema (`map_data_types.py`: VOID, FLOOR, WALL, CHASM, BOSS_GATE, WATER) and the
//! compact codes (WALL=1, CHASM=4, WATER=5, BOSS_GATE=15) [`standard`] and [`compact`]
//! ([`Passability`], [`Schema`]), `isDodge` the `dodge` argument, world units of one tile
//! [`I16F16`].
//!
//! The design (passability tables, exact circle-vs-box tests, dominant-axis sliding, sampled
//! dodges) is described in `docs/ENGINE.md`; here it runs in fixed point and without
//! allocation. The exact rules are these (and only here):
//!
//! - **Units.** 1 world unit = 1 tile, as [`I16F16`] (steps of 2^-16 tile). Tile (`tx`, `ty`)
//!   is the closed box `[tx, tx + 1] x [ty, ty + 1]`; cells are row-major, `cells[ty * w + tx]`.
//!   Map sides are at most [`MAX_SIDE`] tiles, so every point of a map is representable.
//! - **Radius.** A negative radius, or a negative footprint size, counts as zero.
//! - **Map edge.** Blocked iff `x - r < 0 || x + r > width || y - r < 0 || y + r > height`:
//!   a circle may touch the edge.
//! - **Tiles.** Every tile the circle spans is tested, for any radius. A blocking tile
//!   overlaps iff the squared distance from the centre to its box is strictly below `r^2`:
//!   touching never blocks, so a zero-radius point is never blocked by a tile (only by the
//!   edge or a prop). Tiles that can only touch (`floor(p + r)` when `p + r` is a whole
//!   number) are skipped, so after the edge test no tile outside the map is ever read
//!   (reading outside cells as blocking would give the same answers).
//! - **Passability.** A table indexed by code ([`Passability`]); codes it does not name pass
//!   (the built-in schemas name codes below 32). Chasm codes pass while dodging; gate codes
//!   pass when open ([`Gates`]: all breached or a per-cell bitset). Rewriting a gate cell to the
//!   table's [`Passability::floor`] opens it too: 1 in the standard schema, 0 in the compact
//!   schema, where 1 is a wall (writing 1 there would wall the gate in).
//! - **Props.** After the tiles, in slice order; see [`Footprint`] for the shapes (a scaled
//!   ellipse, a square-cornered box). Low props are ignored while dodging.
//! - **Exactness.** Comparisons run on raw bits widened to `i64`/`u64`/`u128` (squares of
//!   differences, ellipse cross products), so no answer is rounded and a position anywhere in
//!   the `I16F16` range is safe (far outside the map it is simply blocked).
//! - **Index.** Optional, for maps queried often: [`GridMap::write_index`] fills
//!   [`index_words`] `u16`s of caller storage from the map's cells, passability and gates, and
//!   [`GridMap::with_index`] answers from it (one word per query instead of a cell and a table
//!   load per spanned tile; radii up to 1.5 tiles, larger ones use the tiles). The caller keeps
//!   it in step: [`GridMap::update_index`] after rewriting a cell or changing a gate bit,
//!   `write_index` after switching [`Gates`] variant. The answers are the same either way.
//!   Per frame, as a game would:
//!
//! ```
//! use bounceback::collide::grid::*;
//!
//! let (w, h) = (8, 5);
//! let mut cells = vec![standard::FLOOR; w * h];
//! cells[2 * w + 4] = standard::BOSS_GATE;
//! let mut open = vec![0u32; gate_words(w, h)];
//! let mut index = vec![0u16; index_words(w, h)]; // set-up: the only allocation
//! let hero = Point::new(I16F16::from_num(4.5), I16F16::from_num(2.5));
//! let r = I16F16::from_num(0.35);
//!
//! let map = GridMap::new(&cells, w, h, Passability::STANDARD)?.with_gates(Gates::PerCell(&open));
//! map.write_index(&mut index)?;
//! assert!(map.with_index(&index)?.is_position_blocked(hero, r, false));
//!
//! // The key opens the gate: change the state, then bring the index up to date around it.
//! set_gate(&mut open, w, h, 4, 2, true)?;
//! let map = GridMap::new(&cells, w, h, Passability::STANDARD)?.with_gates(Gates::PerCell(&open));
//! map.update_index(&mut index, 4, 2)?;
//! assert!(!map.with_index(&index)?.is_position_blocked(hero, r, false));
//! # Ok::<(), GridError>(())
//! ```
//!
//! - **Sliding and dodging.** See [`GridMap::resolve_movement_with_sliding`] and
//!   [`GridMap::can_bypass_chasm`]. A dodge takes `max(2, ceil(4 |target - start|))` steps,
//!   computed exactly; each sample is rounded to the nearest 2^-16.
//! - **Host probe.** `bounceback grid-probe` states its input rules (padding, defaults,
//!   rounding) in `tool::grid_probe`.

mod gates;
mod index;
mod map;
mod movement;
mod passability;
mod prop;

pub use fixed::types::I16F16;
pub use gates::{gate_words, set_gate, Gates};
pub use index::index_words;
pub use map::GridMap;
pub use movement::Slide;
pub use passability::{compact, standard, CodeSet, Passability, Schema};
pub use prop::{Footprint, Prop};

/// The largest map side in tiles: every point of such a map fits in [`I16F16`].
pub const MAX_SIDE: usize = 32767;

/// A position or displacement in world units (tiles).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Point {
    /// Tiles from the map's left edge.
    pub x: I16F16,
    /// Tiles from the map's top edge.
    pub y: I16F16,
}

impl Point {
    /// `const`, so fixed points (spawns, probes) can be constants.
    pub const fn new(x: I16F16, y: I16F16) -> Point {
        Point { x, y }
    }
}

/// Why a map view or gate update was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridError {
    /// A side exceeds [`MAX_SIDE`].
    TooLarge {
        /// The requested width in tiles.
        width: usize,
        /// The requested height in tiles.
        height: usize,
    },
    /// The cell slice is shorter than `width * height`.
    CellsTooShort {
        /// `width * height`.
        needed: usize,
        /// The slice's length.
        got: usize,
    },
    /// A gate update named a cell outside the map.
    CellOutOfRange {
        /// The cell's column.
        x: usize,
        /// The cell's row.
        y: usize,
    },
    /// The gate bitset is shorter than [`gate_words`] asks for.
    GateBitsTooShort {
        /// [`gate_words`] of the map.
        needed: usize,
        /// The slice's length.
        got: usize,
    },
    /// The index is shorter than [`index_words`] asks for.
    IndexTooShort {
        /// [`index_words`] of the map.
        needed: usize,
        /// The slice's length.
        got: usize,
    },
}

impl core::fmt::Display for GridError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            GridError::TooLarge { width, height } => {
                write!(f, "map {width}x{height} exceeds {MAX_SIDE} tiles a side")
            }
            GridError::CellsTooShort { needed, got } => {
                write!(f, "map needs {needed} cells, got {got}")
            }
            GridError::CellOutOfRange { x, y } => write!(f, "cell ({x}, {y}) is outside the map"),
            GridError::GateBitsTooShort { needed, got } => {
                write!(f, "gate bitset needs {needed} words, got {got}")
            }
            GridError::IndexTooShort { needed, got } => {
                write!(f, "map index needs {needed} words, got {got}")
            }
        }
    }
}

impl core::error::Error for GridError {}
