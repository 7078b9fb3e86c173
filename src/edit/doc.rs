//! The level being edited: what an `lf` level holds, in fixed room (a map of up to
//! [`MAX_SIDE`] x [`MAX_SIDE`] cells, up to [`MAX_ENEMIES`] enemies), so that editing never
//! touches the heap.

use crate::res::lf::{EnemyDef, Level, MAX_SIDE, WATER};
use crate::sim::tiles;
use alloc::borrow::Cow;

/// Cells the map's room holds (it is stored with rows [`MAX_SIDE`] cells apart, so that a
/// resize moves nothing).
pub const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;
/// Enemies and platforms a made level may have (the format's count is a signed byte).
pub const MAX_ENEMIES: usize = 32;

/// A level being edited.
#[derive(Clone, PartialEq, Eq)]
pub struct Doc {
    /// Map rows, 1..=[`MAX_SIDE`].
    pub rows: usize,
    /// Map columns, 1..=[`MAX_SIDE`].
    pub cols: usize,
    /// Cell `(r, c)` at `r * MAX_SIDE + c`: tile id in the low 7 bits, water in 0x80.
    cells: [u8; MAX_CELLS],
    /// Which `if<theme>` picture set the level draws with.
    pub theme: i8,
    /// The ball's start cell (row, column).
    pub start: (i8, i8),
    /// Whether the ball starts big.
    pub start_big: bool,
    /// The exit door's top-left cell (the door is 2 x 3 tiles).
    pub exit: (i8, i8),
    /// Enemies and platforms as stored.
    pub enemies: heapless::Vec<EnemyDef, MAX_ENEMIES>,
}

impl core::fmt::Debug for Doc {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "Doc({} x {}, theme {}, start {:?}, exit {:?}, {} enemies)",
            self.rows,
            self.cols,
            self.theme,
            self.start,
            self.exit,
            self.enemies.len()
        )
    }
}

/// Rows of a new level (the original's least).
pub const NEW_ROWS: usize = 13;
/// Columns of a new level.
pub const NEW_COLS: usize = 20;

impl Doc {
    /// A new level: a walled room [`NEW_ROWS`] x [`NEW_COLS`], the ball at the left, the door at
    /// the right (open from the start: the room has no hoop).
    pub fn new() -> Doc {
        let mut d = Doc {
            rows: NEW_ROWS,
            cols: NEW_COLS,
            cells: [0; MAX_CELLS],
            theme: 0,
            start: (NEW_ROWS as i8 - 3, 2),
            start_big: false,
            exit: (NEW_ROWS as i8 - 4, NEW_COLS as i8 - 3),
            enemies: heapless::Vec::new(),
        };
        for r in 0..d.rows {
            for c in 0..d.cols {
                if r == 0 || c == 0 || r + 1 == d.rows || c + 1 == d.cols {
                    d.set(r, c, tiles::WALL);
                }
            }
        }
        d
    }

    /// The doc of a level read from a set (cells past the room, enemies past
    /// [`MAX_ENEMIES`] left out: a read level is within both).
    pub fn from_level(l: &Level<'_>) -> Doc {
        let mut d = Doc {
            rows: l.rows.clamp(1, MAX_SIDE),
            cols: l.cols.clamp(1, MAX_SIDE),
            cells: [0; MAX_CELLS],
            theme: l.theme,
            start: (l.spawn_row, l.spawn_col),
            start_big: l.start_big != 0,
            exit: (l.exit_row, l.exit_col),
            enemies: l.enemies.iter().take(MAX_ENEMIES).copied().collect(),
        };
        for r in 0..d.rows {
            for c in 0..d.cols {
                let v = l.cell(r as i32, c as i32).unwrap_or(0);
                d.set(r, c, v);
            }
        }
        d
    }

    /// Whether `(r, c)` is on the map.
    pub fn inside(&self, r: i32, c: i32) -> bool {
        r >= 0 && c >= 0 && (r as usize) < self.rows && (c as usize) < self.cols
    }

    /// The cell byte at `(r, c)`, `None` off the map.
    pub fn cell(&self, r: i32, c: i32) -> Option<u8> {
        if !self.inside(r, c) {
            return None;
        }
        Some(self.cells[r as usize * MAX_SIDE + c as usize])
    }

    /// Sets the cell byte at `(r, c)` (nothing off the map's room).
    pub fn set(&mut self, r: usize, c: usize, v: u8) {
        if r < MAX_SIDE && c < MAX_SIDE {
            self.cells[r * MAX_SIDE + c] = v;
        }
    }

    /// Sets `(r, c)` when it is on the map.
    pub fn put(&mut self, r: i32, c: i32, v: u8) {
        if self.inside(r, c) {
            self.set(r as usize, c as usize, v);
        }
    }

    /// Resizes to `rows` x `cols` (each clamped to 1..=[`MAX_SIDE`]); cells left off the
    /// map are cleared, new ones are empty.
    pub fn resize(&mut self, rows: usize, cols: usize) {
        let (rows, cols) = (rows.clamp(1, MAX_SIDE), cols.clamp(1, MAX_SIDE));
        for r in 0..MAX_SIDE {
            for c in 0..MAX_SIDE {
                if r >= rows || c >= cols {
                    self.cells[r * MAX_SIDE + c] = 0;
                }
            }
        }
        self.rows = rows;
        self.cols = cols;
    }

    /// The map packed row-major into `out` (its first `rows * cols` bytes), as `lf` stores
    /// it; returns that length.
    pub fn pack(&self, out: &mut [u8; MAX_CELLS]) -> usize {
        let mut n = 0;
        for r in 0..self.rows {
            for c in 0..self.cols {
                out[n] = self.cells[r * MAX_SIDE + c];
                n += 1;
            }
        }
        n
    }

    /// The level as the game reads it, its map in `buf` (see [`Doc::pack`]).
    pub fn level<'a>(&'a self, buf: &'a mut [u8; MAX_CELLS]) -> Level<'a> {
        let n = self.pack(buf);
        Level {
            theme: self.theme,
            spawn_row: self.start.0,
            spawn_col: self.start.1,
            start_big: self.start_big as i8,
            exit_row: self.exit.0,
            exit_col: self.exit.1,
            enemies: Cow::Borrowed(&self.enemies),
            rows: self.rows,
            cols: self.cols,
            cells: &buf[..n],
        }
    }

    /// Whether the cell holds water.
    pub fn water(&self, r: i32, c: i32) -> bool {
        self.cell(r, c).is_some_and(|v| v & WATER != 0)
    }
}

impl Default for Doc {
    fn default() -> Doc {
        Doc::new()
    }
}
