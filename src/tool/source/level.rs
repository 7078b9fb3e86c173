//! `levels/NN.txt`: one level of `lf`, and the map part shared with `background.txt`.
//!
//! ```text
//! theme 1
//! spawn 10 4
//! start_big 0
//! exit 5 40
//! enemy 2 3 10 3 20 0 0 0 2
//! legend R 2
//! map 13 60
//! ############...
//! ```
//! `spawn` and `exit` are row and column (the door's top-left tile); `enemy` is type, row0,
//! col0, row1, col1, yOffTiles, xOffTiles, ySpeed, xSpeed; `legend` maps a character to a
//! cell byte (`ID`, `ID+water` or `0xNN`); `map` gives rows and columns, then the rows.
//! Characters without a `legend` line take [`DEFAULT_LEGEND`]. Maps that need more distinct
//! cell values than there are characters use `map_hex`, two hex digits per cell.

use super::text::{arity, field, int, SourceLine, Text};
use super::SrcError;
use crate::res::lf::{EnemyDef, Level, WATER};
use crate::sim::tiles;
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt::Write;

/// Map characters every level understands without a legend line.
pub const DEFAULT_LEGEND: &[(char, u8)] = &[
    ('.', tiles::EMPTY),
    ('~', WATER),
    ('#', tiles::WALL),
    ('=', tiles::WALL_B),
    ('%', tiles::WALL_C),
    ('R', tiles::RUBBER),
    ('/', tiles::RUBBER_SLOPE_SE),
    ('L', tiles::RUBBER_SLOPE_SW),
    ('\\', tiles::RUBBER_SLOPE_NW),
    ('J', tiles::RUBBER_SLOPE_NE),
    ('B', tiles::BRICK_A),
    ('b', tiles::BRICK_B),
    ('-', tiles::DEFLATER),
    ('+', tiles::LIFE),
    ('G', tiles::REVERSE_GRAVITY),
    ('*', tiles::INFLATER),
    ('F', tiles::F_FORM),
    ('^', tiles::JUMP),
    ('o', tiles::GEM),
    ('c', tiles::CHECKPOINT),
    ('s', tiles::SPEED),
    ('>', tiles::WIND_RIGHT),
    ('<', tiles::WIND_LEFT),
    ('A', tiles::WIND_UP),
    ('M', tiles::SPIKE_A0),
    ('W', tiles::SPIKE_A1),
    ('E', tiles::SPIKE_A2),
    ('3', tiles::SPIKE_A3),
    ('{', tiles::CONVEYOR_LEFT),
    ('}', tiles::CONVEYOR_RIGHT),
    ('H', tiles::SMALL_V_HOOP),
    ('h', tiles::SMALL_H_HOOP),
    ('O', tiles::BIG_V_TOP),
    ('0', tiles::BIG_V_BOTTOM),
    ('Q', tiles::BIG_H_LEFT),
    ('q', tiles::BIG_H_RIGHT),
];

/// Characters handed out, in order, to cell values the default legend lacks.
const SPARE: &str = "abdefgijklmnprtuvwxyzCDIKNPSTUVXYZ12456789!\"$&'()+,:;?@[]_`|";

fn cell_text(b: u8) -> String {
    let id = tiles::id(b);
    if b & WATER != 0 {
        format!("{id}+water")
    } else {
        id.to_string()
    }
}

fn parse_cell(s: &str) -> Option<u8> {
    if let Some(id) = s.strip_suffix("+water") {
        let v = int(id)?;
        return (0..=tiles::LAST_ID as i64)
            .contains(&v)
            .then_some(v as u8 | WATER);
    }
    let v = int(s)?;
    (0..=255).contains(&v).then_some(v as u8)
}

/// The `legend` and `map` (or `map_hex`) section for a grid of cell bytes.
pub fn write_map(s: &mut String, rows: usize, cols: usize, cells: &[u8]) {
    let mut legend: BTreeMap<u8, char> = BTreeMap::new();
    let mut spare = SPARE
        .chars()
        .filter(|c| !DEFAULT_LEGEND.iter().any(|(d, _)| d == c));
    let mut overflow = false;
    for b in cells {
        if legend.contains_key(b) {
            continue;
        }
        let c = DEFAULT_LEGEND
            .iter()
            .find(|(_, v)| v == b)
            .map(|(c, _)| *c)
            .or_else(|| spare.next());
        match c {
            Some(c) => {
                legend.insert(*b, c);
            }
            None => overflow = true,
        }
    }
    if overflow {
        let _ = writeln!(s, "map_hex {rows} {cols}");
        for r in cells.chunks(cols) {
            let line: String = r.iter().map(|b| format!("{b:02X}")).collect();
            let _ = writeln!(s, "{line}");
        }
        return;
    }
    let mut by_char: Vec<(char, u8)> = legend.iter().map(|(b, c)| (*c, *b)).collect();
    by_char.sort_by_key(|(c, _)| *c);
    for (c, b) in by_char {
        let _ = writeln!(s, "legend {c} {}", cell_text(b));
    }
    let _ = writeln!(s, "map {rows} {cols}");
    for r in cells.chunks(cols) {
        let line: String = r.iter().map(|b| legend[b]).collect();
        let _ = writeln!(s, "{line}");
    }
}

/// Reads a `map` or `map_hex` block (after its header line `line`) with `legend`.
///
/// # Errors
///
/// A row of the wrong length or with a character the legend does not have.
pub fn parse_map(
    t: &mut Text<'_>,
    line: &SourceLine<'_>,
    legend: &BTreeMap<char, u8>,
) -> Result<(usize, usize, Vec<u8>), SrcError> {
    parse_map_lines(t, line, legend).map(|(r, c, cells, _)| (r, c, cells))
}

/// [`parse_map`], with the line number of each row.
///
/// # Errors
///
/// As [`parse_map`].
pub fn parse_map_lines(
    t: &mut Text<'_>,
    line: &SourceLine<'_>,
    legend: &BTreeMap<char, u8>,
) -> Result<(usize, usize, Vec<u8>, Vec<usize>), SrcError> {
    let w = line.words();
    arity(t, line, &w, 3)?;
    let rows = field(t, line, &w, 1, "rows", 1, 127)? as usize;
    let cols = field(t, line, &w, 2, "columns", 1, 127)? as usize;
    let mut cells = Vec::with_capacity(rows * cols);
    let mut lines = Vec::with_capacity(rows);
    for r in t.raw_rows(rows, line.number)? {
        lines.push(r.number);
        if w[0] == "map_hex" {
            let hex = r.text.as_bytes();
            if hex.len() != 2 * cols {
                return Err(t.error_at(
                    r.number,
                    r.char_column(hex.len().min(2 * cols)),
                    format!("expected {} hex digits", 2 * cols),
                ));
            }
            for (k, pair) in hex.chunks(2).enumerate() {
                let v = std::str::from_utf8(pair)
                    .ok()
                    .and_then(|p| u8::from_str_radix(p, 16).ok())
                    .ok_or_else(|| t.error_at(r.number, r.char_column(2 * k), "not a hex cell"))?;
                cells.push(v);
            }
        } else {
            let chars: Vec<char> = r.text.chars().collect();
            if chars.len() != cols {
                return Err(t.error_at(
                    r.number,
                    r.char_column(chars.len().min(cols)),
                    format!("row has {} cells, expected {cols}", chars.len()),
                ));
            }
            for (k, c) in chars.into_iter().enumerate() {
                let v = legend
                    .get(&c)
                    .copied()
                    .or_else(|| {
                        DEFAULT_LEGEND
                            .iter()
                            .find(|(d, _)| *d == c)
                            .map(|(_, v)| *v)
                    })
                    .ok_or_else(|| {
                        t.error_at(
                            r.number,
                            r.char_column(k),
                            format!("'{c}' has no legend entry"),
                        )
                    })?;
                cells.push(v);
            }
        }
    }
    Ok((rows, cols, cells, lines))
}

/// Reads a `legend C VALUE` line into `legend`.
///
/// # Errors
///
/// A malformed legend line.
pub fn parse_legend(
    t: &Text<'_>,
    line: &SourceLine<'_>,
    legend: &mut BTreeMap<char, u8>,
) -> Result<(), SrcError> {
    let w = line.words();
    arity(t, line, &w, 3)?;
    let mut chars = w[1].chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return Err(t.word_error(line, 1, "a legend key is one character"));
    };
    let v = parse_cell(w[2]).ok_or_else(|| {
        t.word_error(
            line,
            2,
            format!("cell '{}', expected ID, ID+water or 0xNN", w[2]),
        )
    })?;
    if legend.insert(c, v).is_some() {
        return Err(t.word_error(line, 1, format!("'{c}' defined twice")));
    }
    Ok(())
}

/// The text form of a level.
pub fn write(l: &Level<'_>) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "theme {}", l.theme);
    let _ = writeln!(s, "spawn {} {}", l.spawn_row, l.spawn_col);
    let _ = writeln!(s, "start_big {}", l.start_big);
    let _ = writeln!(s, "exit {} {}", l.exit_row, l.exit_col);
    for e in l.enemies.iter() {
        let _ = writeln!(
            s,
            "enemy {} {} {} {} {} {} {} {} {}",
            e.kind,
            e.row0,
            e.col0,
            e.row1,
            e.col1,
            e.y_off_tiles,
            e.x_off_tiles,
            e.y_speed,
            e.x_speed
        );
    }
    write_map(&mut s, l.rows, l.cols, l.cells);
    s
}

/// A level read from text; the map bytes are owned by the caller's buffer.
pub struct LevelSrc {
    /// The theme (which `if<n>` and `ib<n>` art it uses).
    pub theme: i8,
    /// The ball's start cell (row, column).
    pub spawn: (i8, i8),
    /// Whether the ball starts big.
    pub start_big: i8,
    /// The door's cell (row, column).
    pub exit: (i8, i8),
    /// The enemies.
    pub enemies: Vec<EnemyDef>,
    /// The map's rows.
    pub rows: usize,
    /// The map's columns.
    pub cols: usize,
    /// The cells, row-major.
    pub cells: Vec<u8>,
    /// Where each value stands in the text.
    pub places: LevelPlaces,
}

/// A line and column of a source file (1-based; 0 where the text has no place for it).
pub type Pos = (usize, usize);

/// Where a level's values stand in its text, so that a fault the game's reader finds in the
/// packed bytes is told at its source line and column.
#[derive(Clone, Debug, Default)]
pub struct LevelPlaces {
    /// `theme`'s value.
    pub theme: Pos,
    /// `spawn`'s row and column.
    pub spawn: [Pos; 2],
    /// `start_big`'s value.
    pub start_big: Pos,
    /// `exit`'s row and column.
    pub exit: [Pos; 2],
    /// Each `enemy` line's nine values.
    pub enemies: Vec<[Pos; 9]>,
    /// The `map` line's rows and columns.
    pub size: [Pos; 2],
    /// Each map row's line.
    pub rows: Vec<usize>,
    /// Whether the map is `map_hex` (two characters a cell).
    pub hex: bool,
}

impl LevelPlaces {
    /// The place of byte `at` of the level's header chunk (`map` false) or map chunk, as
    /// `lf` lays them out (docs/FORMAT.md).
    pub fn of_byte(&self, map: bool, at: usize, cols: usize) -> Pos {
        if map {
            return match at {
                0 | 1 => self.size[at],
                _ => {
                    let i = at - 2;
                    let (r, c) = (i / cols.max(1), i % cols.max(1));
                    let step = if self.hex { 2 } else { 1 };
                    self.rows
                        .get(r)
                        .map_or(self.size[0], |&l| (l, 1 + step * c))
                }
            };
        }
        match at {
            0 => self.theme,
            1 | 2 => self.spawn[at - 1],
            3 => self.start_big,
            4 | 5 => self.exit[at - 4],
            6 => self.enemies.first().map_or(self.size[0], |e| (e[0].0, 1)),
            _ => {
                let (e, k) = ((at - 7) / 9, (at - 7) % 9);
                self.enemies.get(e).map_or(self.size[0], |v| v[k])
            }
        }
    }
}

impl LevelSrc {
    /// The level as the core reads it, borrowing this.
    pub fn level(&self) -> Level<'_> {
        Level {
            theme: self.theme,
            spawn_row: self.spawn.0,
            spawn_col: self.spawn.1,
            start_big: self.start_big,
            exit_row: self.exit.0,
            exit_col: self.exit.1,
            enemies: Cow::Borrowed(&self.enemies),
            rows: self.rows,
            cols: self.cols,
            cells: &self.cells,
        }
    }
}

/// Reads a level's text.
///
/// # Errors
///
/// The first malformed line.
pub fn parse(t: &mut Text<'_>) -> Result<LevelSrc, SrcError> {
    let mut theme = None;
    let mut spawn = None;
    let mut start_big = Some(0);
    let mut exit = None;
    let mut enemies = Vec::new();
    let mut legend = BTreeMap::new();
    let mut map = None;
    let mut places = LevelPlaces::default();
    while let Some(line) = t.next_line() {
        let w = line.words();
        let b = |i: usize, what: &str| field(t, &line, &w, i, what, -128, 127).map(|v| v as i8);
        let at = |i: usize| (line.number, line.word_column(i));
        match w[0] {
            "theme" => {
                arity(t, &line, &w, 2)?;
                theme = Some(b(1, "theme")?);
                places.theme = at(1);
            }
            "spawn" => {
                arity(t, &line, &w, 3)?;
                spawn = Some((b(1, "spawn row")?, b(2, "spawn column")?));
                places.spawn = [at(1), at(2)];
            }
            "start_big" => {
                arity(t, &line, &w, 2)?;
                start_big = Some(b(1, "start_big")?);
                places.start_big = at(1);
            }
            "exit" => {
                arity(t, &line, &w, 3)?;
                exit = Some((b(1, "exit row")?, b(2, "exit column")?));
                places.exit = [at(1), at(2)];
            }
            "enemy" => {
                arity(t, &line, &w, 10)?;
                enemies.push(EnemyDef {
                    kind: b(1, "type")?,
                    row0: b(2, "row0")?,
                    col0: b(3, "col0")?,
                    row1: b(4, "row1")?,
                    col1: b(5, "col1")?,
                    y_off_tiles: b(6, "yOffTiles")?,
                    x_off_tiles: b(7, "xOffTiles")?,
                    y_speed: b(8, "ySpeed")?,
                    x_speed: b(9, "xSpeed")?,
                });
                places.enemies.push(core::array::from_fn(|k| at(k + 1)));
            }
            "legend" => parse_legend(t, &line, &mut legend)?,
            "map" | "map_hex" => {
                if map.is_some() {
                    return Err(t.word_error(&line, 0, "a second map"));
                }
                places.size = [at(1), at(2)];
                places.hex = w[0] == "map_hex";
                let (rows, cols, cells, lines) = parse_map_lines(t, &line, &legend)?;
                map = Some((rows, cols, cells));
                places.rows = lines;
            }
            other => return Err(t.word_error(&line, 0, format!("unknown keyword '{other}'"))),
        }
    }
    let end = t.end_line();
    let missing = |what: &str| t.error(end, format!("missing '{what}'"));
    let (rows, cols, cells) = map.ok_or_else(|| missing("map"))?;
    Ok(LevelSrc {
        theme: theme.ok_or_else(|| missing("theme"))?,
        spawn: spawn.ok_or_else(|| missing("spawn"))?,
        start_big: start_big.unwrap_or(0),
        exit: exit.ok_or_else(|| missing("exit"))?,
        enemies,
        rows,
        cols,
        cells,
        places,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_with_water_and_spare_characters() {
        // 77 (an animation frame) and 0xFF are cell bytes the default legend has no
        // character for.
        let cells = [
            tiles::WALL,
            tiles::EMPTY,
            WATER,
            WATER | tiles::GEM,
            77,
            tiles::WALL,
            tiles::RUBBER,
            0xFF,
        ];
        let l = Level {
            theme: 2,
            spawn_row: 0,
            spawn_col: 1,
            start_big: 0,
            exit_row: 0,
            exit_col: 0,
            enemies: Cow::Owned(vec![EnemyDef {
                kind: 1,
                row0: 0,
                col0: 1,
                row1: 1,
                col1: 1,
                y_off_tiles: 0,
                x_off_tiles: 0,
                y_speed: -3,
                x_speed: 0,
            }]),
            rows: 2,
            cols: 4,
            cells: &cells,
        };
        let text = write(&l);
        assert!(text.contains("legend a 30+water\n"), "{text}");
        assert!(text.contains("#.~a\n"), "{text}");
        let back = parse(&mut Text::new("00.txt", &text)).unwrap();
        assert_eq!(back.level(), l);
    }

    #[test]
    fn hex_maps_when_characters_run_out() {
        let cells: Vec<u8> = (0..=255).collect();
        let mut s = String::new();
        write_map(&mut s, 16, 16, &cells);
        assert!(s.starts_with("map_hex 16 16\n000102"), "{s}");
        let mut t = Text::new("x", &s);
        let line = t.next_line().unwrap();
        let (r, c, back) = parse_map(&mut t, &line, &BTreeMap::new()).unwrap();
        assert_eq!((r, c, back), (16, 16, cells));
    }

    #[test]
    fn errors() {
        let src = "theme 1\nspawn 0 0\nexit 0 0\nmap 1 3\n#?#\n";
        let e = parse(&mut Text::new("03.txt", src)).err().unwrap();
        assert_eq!((e.line, e.message.as_str()), (5, "'?' has no legend entry"));
        let src = "theme 1\nspawn 0 0\nexit 0 0\nmap 1 3\n##\n";
        let e = parse(&mut Text::new("03.txt", src)).err().unwrap();
        assert!(e.message.contains("2 cells, expected 3"), "{e}");
        let e = parse(&mut Text::new("03.txt", "theme 1\nmap 1 1\n#\n"))
            .err()
            .unwrap();
        assert!(e.message.contains("missing 'spawn'"), "{e}");
    }
}
