//! `lf`: the levels. Level `L` is chunk `2L` (header) and chunk `2L + 1` (map).

use super::container::{self, Container};
use super::cursor::Cursor;
use super::error::{ErrorKind, FileName, ResError};
use alloc::borrow::Cow;
use alloc::vec::Vec;

/// Most rows or columns a map may have (each is stored into a signed byte).
pub const MAX_SIDE: usize = 127;
/// Cell bit that marks water; the rest is the tile id.
pub const WATER: u8 = 0x80;

/// An enemy or platform record as stored (all signed bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct EnemyDef {
    /// 0 large spiked, 1 small bouncer, 2 platform.
    pub kind: i8,
    /// The path's first tile row.
    pub row0: i8,
    /// The path's first tile column.
    pub col0: i8,
    /// The path's last tile row.
    pub row1: i8,
    /// The path's last tile column.
    pub col1: i8,
    /// Where on the path it starts, in tiles down from `row0`.
    pub y_off_tiles: i8,
    /// Where on the path it starts, in tiles right of `col0`.
    pub x_off_tiles: i8,
    /// Vertical pixels per step, signed.
    pub y_speed: i8,
    /// Horizontal pixels per step, signed.
    pub x_speed: i8,
}

/// An enemy as the game starts it, after the load-time swap rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnemyStart {
    /// As [`EnemyDef::kind`].
    pub kind: i8,
    /// The path's top tile row (after the swap).
    pub row0: i32,
    /// The path's left tile column (after the swap).
    pub col0: i32,
    /// The path's bottom tile row (after the swap).
    pub row1: i32,
    /// The path's right tile column (after the swap).
    pub col1: i32,
    /// Pixels down from `row0` where it starts.
    pub y_off: i32,
    /// Pixels right of `col0` where it starts.
    pub x_off: i32,
    /// Vertical pixels per step, signed.
    pub y_speed: i32,
    /// Horizontal pixels per step, signed.
    pub x_speed: i32,
}

impl EnemyDef {
    /// The starting state: offsets in pixels; if the end lies before the start on either
    /// axis, start and end swap on both axes, the offsets put the object back on its stored
    /// start, and a positive speed negates both speeds.
    pub fn start(&self) -> EnemyStart {
        let (mut r0, mut c0, mut r1, mut c1) = (
            self.row0 as i32,
            self.col0 as i32,
            self.row1 as i32,
            self.col1 as i32,
        );
        let mut y_off = 16 * self.y_off_tiles as i32;
        let mut x_off = 16 * self.x_off_tiles as i32;
        let mut ys = self.y_speed as i32;
        let mut xs = self.x_speed as i32;
        if r0 > r1 || c0 > c1 {
            core::mem::swap(&mut r0, &mut r1);
            core::mem::swap(&mut c0, &mut c1);
            y_off = 16 * (r1 - r0);
            x_off = 16 * (c1 - c0);
            if ys > 0 || xs > 0 {
                ys = -ys;
                xs = -xs;
            }
        }
        EnemyStart {
            kind: self.kind,
            row0: r0,
            col0: c0,
            row1: r1,
            col1: c1,
            y_off,
            x_off,
            y_speed: ys,
            x_speed: xs,
        }
    }
}

/// One level: header and map. The map borrows the file's bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Level<'a> {
    /// Which `if<theme>` (and `ib<theme>`) picture set the level draws with.
    pub theme: i8,
    /// The ball's start tile row.
    pub spawn_row: i8,
    /// The ball's start tile column.
    pub spawn_col: i8,
    /// Non-zero: the ball starts big.
    pub start_big: i8,
    /// The exit door's top tile row (the door is 2 x 3 tiles).
    pub exit_row: i8,
    /// The exit door's left tile column.
    pub exit_col: i8,
    /// The enemies and platforms as stored, before [`EnemyDef::start`].
    pub enemies: Cow<'a, [EnemyDef]>,
    /// Map rows, 1..=[`MAX_SIDE`].
    pub rows: usize,
    /// Map columns, 1..=[`MAX_SIDE`].
    pub cols: usize,
    /// `rows * cols` cell bytes, row-major: tile id in the low 7 bits, water in 0x80.
    pub cells: &'a [u8],
}

impl Level<'_> {
    /// The cell byte at `(row, col)`, or `None` outside the map.
    pub fn cell(&self, row: i32, col: i32) -> Option<u8> {
        if row < 0 || col < 0 || row as usize >= self.rows || col as usize >= self.cols {
            return None;
        }
        self.cells
            .get(row as usize * self.cols + col as usize)
            .copied()
    }

    /// Header chunk body.
    pub fn header_bytes(&self) -> Vec<u8> {
        let mut h = alloc::vec![
            self.theme as u8,
            self.spawn_row as u8,
            self.spawn_col as u8,
            self.start_big as u8,
            self.exit_row as u8,
            self.exit_col as u8,
            self.enemies.len() as u8,
        ];
        for e in self.enemies.iter() {
            h.extend_from_slice(&[
                e.kind as u8,
                e.row0 as u8,
                e.col0 as u8,
                e.row1 as u8,
                e.col1 as u8,
                e.y_off_tiles as u8,
                e.x_off_tiles as u8,
                e.y_speed as u8,
                e.x_speed as u8,
            ]);
        }
        h
    }

    /// Map chunk body.
    pub fn map_bytes(&self) -> Vec<u8> {
        let mut m = alloc::vec![self.rows as u8, self.cols as u8];
        m.extend_from_slice(self.cells);
        m
    }
}

/// Reads every level of an `lf` file.
///
/// # Errors
///
/// A [`ResError`] at the first fault: a malformed container, no chunk or an odd count, a header or
/// map cut short or a value out of range (docs/FORMAT.md lists them).
pub fn parse(file: FileName, data: &[u8]) -> Result<Vec<Level<'_>>, ResError> {
    let c = Container::parse(file, data)?;
    if c.is_empty() || c.len() % 2 != 0 {
        return Err(super::Place::file(file.as_str()).error(
            0,
            ErrorKind::Invalid {
                field: "chunk count",
                value: c.len() as i64,
                expected: "an even number, 2 or more (header and map per level)",
            },
        ));
    }
    (0..c.len() / 2).map(|l| level(&c, l)).collect()
}

/// Reads an `lf` file level by level: the container must read, and each level (its header
/// and map chunks, the last one's map perhaps missing) reads or gives its own error, so one
/// damaged level leaves the others readable (MY LEVELS, `crate::app::mylevels`).
///
/// # Errors
///
/// A [`ResError`] when the container itself does not read.
pub fn parse_each(
    file: FileName,
    data: &[u8],
) -> Result<Vec<Result<Level<'_>, ResError>>, ResError> {
    let c = Container::parse(file, data)?;
    Ok((0..c.len().div_ceil(2)).map(|l| level(&c, l)).collect())
}

/// Level `l` of the container: its header chunk `2 l` and map chunk `2 l + 1`.
fn level<'a>(c: &Container<'a>, l: usize) -> Result<Level<'a>, ResError> {
    let (hb, hp) = c.chunk(2 * l)?;
    let (mb, mp) = c.chunk(2 * l + 1)?;
    let mut h = Cursor::new(hb, hp);
    let theme = h.i8()?;
    if theme < 0 {
        return Err(h.invalid_at(0, "theme", theme as i64, "0 or more"));
    }
    let spawn_row = h.i8()?;
    let spawn_col = h.i8()?;
    let start_big = h.i8()?;
    let exit_row = h.i8()?;
    let exit_col = h.i8()?;
    let at = h.pos();
    let n = h.i8()?;
    if n < 0 {
        return Err(h.invalid_at(at, "enemy count", n as i64, "0 to 127"));
    }
    let mut enemies = Vec::with_capacity(n as usize);
    for _ in 0..n {
        let at = h.pos();
        let b = h.bytes(9)?;
        let kind = b[0] as i8;
        if !(0..=2).contains(&kind) {
            return Err(h.invalid_at(at, "enemy type", kind as i64, "0, 1 or 2"));
        }
        enemies.push(EnemyDef {
            kind,
            row0: b[1] as i8,
            col0: b[2] as i8,
            row1: b[3] as i8,
            col1: b[4] as i8,
            y_off_tiles: b[5] as i8,
            x_off_tiles: b[6] as i8,
            y_speed: b[7] as i8,
            x_speed: b[8] as i8,
        });
    }
    // Bytes after the last enemy are never read, by the original either.

    let mut m = Cursor::new(mb, mp);
    let rows = m.u8()?;
    if !(1..=MAX_SIDE as u8).contains(&rows) {
        return Err(m.invalid_at(0, "map rows", rows as i64, "1 to 127"));
    }
    let cols = m.u8()?;
    if !(1..=MAX_SIDE as u8).contains(&cols) {
        return Err(m.invalid_at(1, "map columns", cols as i64, "1 to 127"));
    }
    let (rows, cols) = (rows as usize, cols as usize);
    // The original reads rows x cols cells; bytes after them are never read.
    let rest = m.rest();
    let Some(cells) = rest.get(..rows * cols) else {
        return Err(m.error_at(
            2,
            ErrorKind::MapSize {
                rows,
                cols,
                cells: rest.len(),
            },
        ));
    };
    let level = Level {
        enemies: Cow::Owned(enemies),
        theme,
        spawn_row,
        spawn_col,
        start_big,
        exit_row,
        exit_col,
        rows,
        cols,
        cells,
    };
    if level.cell(spawn_row as i32, spawn_col as i32).is_none() {
        return Err(h.invalid_at(1, "spawn row", spawn_row as i64, "a cell inside the map"));
    }
    // The door is 2 x 3 tiles from its top-left cell.
    if level.cell(exit_row as i32, exit_col as i32).is_none()
        || level
            .cell(exit_row as i32 + 2, exit_col as i32 + 1)
            .is_none()
    {
        return Err(h.invalid_at(
            4,
            "exit row",
            exit_row as i64,
            "a 2 x 3 tile door inside the map",
        ));
    }
    Ok(level)
}

/// The whole `lf` file for `levels`.
///
/// # Errors
///
/// When a map side is over [`MAX_SIDE`], a level has more than 127 enemies, or a chunk is over
/// 32767 bytes.
pub fn to_file(levels: &[Level<'_>]) -> Result<Vec<u8>, &'static str> {
    let mut bodies = Vec::new();
    for l in levels {
        if l.rows > MAX_SIDE || l.cols > MAX_SIDE || l.cells.len() != l.rows * l.cols {
            return Err("a map size does not fit the format");
        }
        if l.enemies.len() > 127 {
            return Err("more than 127 enemies in a level");
        }
        bodies.push(l.header_bytes());
        bodies.push(l.map_bytes());
    }
    let mut out = Vec::new();
    container::write(&mut out, &bodies)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name() -> FileName {
        FileName::new("lf")
    }

    fn sample(cells: &[u8]) -> Level<'_> {
        Level {
            theme: 1,
            spawn_row: 1,
            spawn_col: 1,
            start_big: 0,
            exit_row: 0,
            exit_col: 2,
            enemies: Cow::Owned(alloc::vec![EnemyDef {
                kind: 2,
                row0: 1,
                col0: 0,
                row1: 1,
                col1: 3,
                y_off_tiles: 0,
                x_off_tiles: 1,
                y_speed: 0,
                x_speed: 2,
            }]),
            rows: 3,
            cols: 4,
            cells,
        }
    }

    const CELLS: [u8; 12] = [110, 0, 0, 0, 110, 0x80, 0x80 | 30, 0, 110, 110, 110, 110];

    #[test]
    fn parse_each_reads_the_levels_around_a_damaged_one() {
        let a = sample(&CELLS);
        let f = to_file(&[a.clone(), a.clone(), a.clone()]).unwrap();
        let each = parse_each(name(), &f).unwrap();
        assert_eq!(each.len(), 3);
        assert!(each.iter().all(|l| l.as_ref() == Ok(&a)));
        // Level 2's theme byte negative: levels 1 and 3 still read.
        let c = Container::parse(name(), &f).unwrap();
        let (_, place) = c.chunk(2).unwrap();
        let mut bad = f.clone();
        bad[place.base] = 0xFF;
        let each = parse_each(name(), &bad).unwrap();
        assert_eq!(each[0].as_ref(), Ok(&a));
        assert!(each[1].is_err());
        assert_eq!(each[2].as_ref(), Ok(&a));
        assert_eq!(
            parse(name(), &bad).unwrap_err(),
            each[1].clone().unwrap_err()
        );
        // An odd count: the last level's map is missing.
        let mut odd = Vec::new();
        crate::res::container::write(
            &mut odd,
            &[a.header_bytes(), a.map_bytes(), a.header_bytes()],
        )
        .unwrap();
        let each = parse_each(name(), &odd).unwrap();
        assert_eq!(
            (each.len(), each[0].is_ok(), each[1].is_err()),
            (2, true, true)
        );
        // A container that does not read is an error of its own.
        assert!(parse_each(name(), &f[..f.len() / 2]).is_err());
    }

    #[test]
    fn round_trip_two_levels() {
        let a = sample(&CELLS);
        let mut b = sample(&CELLS);
        b.theme = 2;
        b.enemies = Cow::Borrowed(&[]);
        let f = to_file(&[a.clone(), b.clone()]).unwrap();
        let back = parse(name(), &f).unwrap();
        assert_eq!(back, [a, b]);
        assert_eq!(back[0].cell(1, 2), Some(0x80 | 30));
        assert_eq!(back[0].cell(3, 0), None);
        assert_eq!(back[0].cell(0, -1), None);
    }

    #[test]
    fn swap_rule() {
        let e = EnemyDef {
            kind: 0,
            row0: 5,
            col0: 9,
            row1: 5,
            col1: 4,
            y_off_tiles: 0,
            x_off_tiles: 0,
            y_speed: 0,
            x_speed: 3,
        };
        let s = e.start();
        assert_eq!((s.col0, s.col1, s.x_off, s.y_off), (4, 9, 80, 0));
        assert_eq!((s.x_speed, s.y_speed), (-3, 0));
        // The object starts where it was stored: 16 * col0 + xOff.
        assert_eq!(16 * s.col0 + s.x_off, 16 * 9);
        // A negative speed is kept on swap.
        let s = EnemyDef { x_speed: -3, ..e }.start();
        assert_eq!(s.x_speed, -3);
        // No swap: offsets are the stored tile offsets.
        let s = EnemyDef {
            col1: 12,
            x_off_tiles: 2,
            y_off_tiles: -1,
            ..e
        }
        .start();
        assert_eq!((s.col0, s.x_off, s.y_off, s.x_speed), (9, 32, -16, 3));
    }

    #[test]
    fn map_shorter_than_rows_by_cols() {
        let l = sample(&CELLS[..11]);
        let mut bodies = [l.header_bytes(), l.map_bytes()];
        bodies[1][0] = 3;
        let mut f = Vec::new();
        container::write(&mut f, &[&bodies[0], &bodies[1]]).unwrap();
        let e = parse(name(), &f).unwrap_err();
        assert_eq!(e.chunk, Some(1));
        assert_eq!(e.offset, 2 + 4 + bodies[0].len() + 2);
        assert_eq!(
            e.kind,
            ErrorKind::MapSize {
                rows: 3,
                cols: 4,
                cells: 11
            }
        );
        assert_eq!(
            std::string::ToString::to_string(&e),
            std::format!(
                "lf: chunk 1, byte {}: expected 3 x 4 = 12 map cells, found 11",
                e.offset
            )
        );
    }

    #[test]
    fn header_errors() {
        let l = sample(&CELLS);
        let f = to_file(core::slice::from_ref(&l)).unwrap();
        let h0 = 6; // chunk 0 body offset
        let mut bad = f.clone();
        bad[h0 + 7] = 3; // enemy type 3
        let e = parse(name(), &bad).unwrap_err();
        assert_eq!((e.chunk, e.offset), (Some(0), h0 + 7));
        let mut bad = f.clone();
        bad[h0 + 1] = 9; // spawn row outside
        assert!(matches!(
            parse(name(), &bad).unwrap_err().kind,
            ErrorKind::Invalid {
                field: "spawn row",
                ..
            }
        ));
        let mut bad = f.clone();
        bad[h0 + 5] = 3; // door would cover column 4 of 4
        assert!(matches!(
            parse(name(), &bad).unwrap_err().kind,
            ErrorKind::Invalid {
                field: "exit row",
                ..
            }
        ));
        let mut bad = f;
        bad[h0 + 6] = 2; // two enemies promised, one present
        let e = parse(name(), &bad).unwrap_err();
        assert!(matches!(
            e.kind,
            ErrorKind::Truncated {
                needed: 9,
                available: 0
            }
        ));
        // An odd chunk count.
        let mut odd = Vec::new();
        container::write(&mut odd, &[&l.header_bytes()]).unwrap();
        assert!(matches!(
            parse(name(), &odd).unwrap_err().kind,
            ErrorKind::Invalid {
                field: "chunk count",
                ..
            }
        ));
    }
}
