//! The sandbox's room: a small ASCII map embedded in the EBOOT, read into the grid module's
//! tile codes (the standard schema), from which the collision world's map is mirrored.
//!
//! One character per 16 px cell, [`W`] x [`H`] cells (the screen above the status bar):
//! `#` wall, `.` floor, `~` chasm, `k` key, `G` locked gate, `E` exit area, `@` the hero's
//! start (floor). Malformed text gives a [`RoomError`], never a panic.

use crate::collide::grid::standard;
use crate::collide::world::TileId;

/// Cells across.
pub const W: usize = 30;
/// Cells down.
pub const H: usize = 14;
/// Cell side in pixels.
pub const TILE_PX: i32 = 16;
/// The most keys a room may hold (the status bar draws one icon per key).
pub const MAX_KEYS: usize = 8;
/// The most gate cells a room may hold.
pub const MAX_GATES: usize = 8;

/// The embedded room.
pub const ROOM: &str = include_str!("../../content/sandbox/room.txt");

/// What a cell is, as the sandbox draws and plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Ground to walk on (`.`, `@`).
    Floor,
    /// A wall (`#`).
    Wall,
    /// A chasm only a dodge roll crosses (`~`).
    Chasm,
    /// A key to take (`k`).
    Key,
    /// A gate still locked; an opened gate's cell becomes [`Cell::Floor`].
    Gate,
    /// The exit area behind the gate (`E`).
    Exit,
}

/// World tile ids (the world map's sheet): floor and exit cells are empty there.
pub mod tile {
    use super::TileId;
    /// A wall.
    pub const WALL: TileId = 1;
    /// A chasm.
    pub const CHASM: TileId = 2;
    /// A locked gate.
    pub const GATE: TileId = 3;
    /// A key.
    pub const KEY: TileId = 4;
    /// Ids the world map's sheet holds.
    pub const COUNT: u16 = 5;
}

impl Cell {
    /// The grid module's code: keys are a passable point of interest, the exit a path.
    pub const fn code(self) -> u8 {
        match self {
            Cell::Floor => standard::FLOOR,
            Cell::Wall => standard::WALL,
            Cell::Chasm => standard::CHASM,
            Cell::Key => standard::POI,
            Cell::Gate => standard::BOSS_GATE,
            Cell::Exit => standard::PATH,
        }
    }

    /// The cell a grid code stands for (codes the sandbox never writes read as walls).
    pub const fn of_code(code: u8) -> Cell {
        match code {
            standard::FLOOR => Cell::Floor,
            standard::CHASM => Cell::Chasm,
            standard::POI => Cell::Key,
            standard::BOSS_GATE => Cell::Gate,
            standard::PATH => Cell::Exit,
            _ => Cell::Wall,
        }
    }

    /// The world map's tile id, `None` for cells that do not collide.
    pub const fn tile(self) -> Option<TileId> {
        match self {
            Cell::Floor | Cell::Exit => None,
            Cell::Wall => Some(tile::WALL),
            Cell::Chasm => Some(tile::CHASM),
            Cell::Gate => Some(tile::GATE),
            Cell::Key => Some(tile::KEY),
        }
    }
}

/// Why a room text was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoomError {
    /// The text does not have [`H`] lines.
    Rows {
        /// The lines it has.
        got: usize,
    },
    /// Line `row` does not have [`W`] characters.
    Columns {
        /// The line, from 0.
        row: usize,
        /// The characters it has.
        got: usize,
    },
    /// A character outside the legend.
    Unknown {
        /// The cell's column.
        x: usize,
        /// The cell's row.
        y: usize,
        /// The character.
        ch: char,
    },
    /// Not exactly one `@`.
    Starts {
        /// The starts it has.
        got: usize,
    },
    /// No key, or more than [`MAX_KEYS`].
    Keys {
        /// The keys it has.
        got: usize,
    },
    /// No gate, or more than [`MAX_GATES`] gate cells.
    Gates {
        /// The gate cells it has.
        got: usize,
    },
    /// No exit cell.
    NoExit,
}

impl core::fmt::Display for RoomError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            RoomError::Rows { got } => write!(f, "room has {got} lines, expected {H}"),
            RoomError::Columns { row, got } => {
                write!(f, "room line {} has {got} cells, expected {W}", row + 1)
            }
            RoomError::Unknown { x, y, ch } => {
                write!(f, "room cell ({x}, {y}): unknown character {ch:?}")
            }
            RoomError::Starts { got } => write!(f, "room has {got} starts ('@'), expected 1"),
            RoomError::Keys { got } => {
                write!(f, "room has {got} keys ('k'), expected 1 to {MAX_KEYS}")
            }
            RoomError::Gates { got } => {
                write!(
                    f,
                    "room has {got} gate cells ('G'), expected 1 to {MAX_GATES}"
                )
            }
            RoomError::NoExit => write!(f, "room has no exit cell ('E')"),
        }
    }
}

impl core::error::Error for RoomError {}

/// A parsed room: grid codes row-major, where the hero starts and what there is to find.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Room {
    /// The grid module's code of every cell, row-major.
    pub codes: [u8; W * H],
    /// The start cell (`x`, `y`).
    pub start: (usize, usize),
    /// The keys to take.
    pub keys: usize,
    /// The gate cells (`x`, `y`), row-major.
    pub gates: heapless::Vec<(usize, usize), MAX_GATES>,
}

impl Room {
    /// Reads a room text (lines may end in `\r\n`; one trailing newline is allowed).
    ///
    /// # Errors
    ///
    /// The first thing wrong with the text, as a [`RoomError`].
    pub fn parse(text: &str) -> Result<Room, RoomError> {
        let text = text.strip_suffix('\n').unwrap_or(text);
        let rows = text.split('\n').count();
        if rows != H {
            return Err(RoomError::Rows { got: rows });
        }
        let mut codes = [standard::WALL; W * H];
        let (mut starts, mut keys, mut gates_over, mut exits) = (0usize, 0usize, 0usize, 0usize);
        let mut start = (0, 0);
        let mut gates = heapless::Vec::new();
        for (y, line) in text.split('\n').enumerate() {
            let line = line.strip_suffix('\r').unwrap_or(line);
            let got = line.chars().count();
            if got != W {
                return Err(RoomError::Columns { row: y, got });
            }
            for ((x, ch), code) in line.chars().enumerate().zip(&mut codes[y * W..]) {
                let cell = match ch {
                    '#' => Cell::Wall,
                    '.' => Cell::Floor,
                    '~' => Cell::Chasm,
                    'k' => Cell::Key,
                    'G' => Cell::Gate,
                    'E' => Cell::Exit,
                    '@' => {
                        starts += 1;
                        start = (x, y);
                        Cell::Floor
                    }
                    _ => return Err(RoomError::Unknown { x, y, ch }),
                };
                match cell {
                    Cell::Key => keys += 1,
                    Cell::Gate => gates_over += usize::from(gates.push((x, y)).is_err()),
                    Cell::Exit => exits += 1,
                    _ => {}
                }
                *code = cell.code();
            }
        }
        if starts != 1 {
            return Err(RoomError::Starts { got: starts });
        }
        if keys == 0 || keys > MAX_KEYS {
            return Err(RoomError::Keys { got: keys });
        }
        let gate_count = gates.len() + gates_over;
        if gate_count == 0 || gate_count > MAX_GATES {
            return Err(RoomError::Gates { got: gate_count });
        }
        if exits == 0 {
            return Err(RoomError::NoExit);
        }
        Ok(Room {
            codes,
            start,
            keys,
            gates,
        })
    }
}
