//! `tiles.txt`: the tile set (`tf`), also the header part of `background.txt`.
//!
//! ```text
//! image_count 111
//! base_images 104
//! clamp 1 1
//! tile_size 12 12
//! split 110
//! id_mask 0x7F
//! flag_mask 0x80
//! flag_color 0x7F00007F
//! group 0 period 5 frames 9 10 11
//! tile 3 draw image image 1 transform 0 collision mask aux 0
//! mask
//! ...............#
//! ```
//! A mask block is 16 rows, x to the right and y down, as collision reads them.

use super::text::{arity, field, int, SourceLine, Text};
use super::SrcError;
use crate::res::tf::{
    AnimGroup, Collision, DrawType, TileRecord, TileSet, MAX_FRAMES, MAX_GROUPS, MAX_TILES,
};
use std::borrow::Cow;
use std::fmt::Write;

fn draw_name(d: DrawType) -> &'static str {
    match d {
        DrawType::None => "none",
        DrawType::Image => "image",
        DrawType::Fill => "fill",
        DrawType::Animated => "animated",
        DrawType::FillImage => "fill_image",
    }
}

fn collision_name(c: Collision) -> &'static str {
    match c {
        Collision::None => "none",
        Collision::OwnMask => "mask",
        Collision::Solid => "solid",
        Collision::Alias => "alias",
    }
}

/// Mask rows as `#`/`.` text, y down.
pub fn mask_rows(m: &[u16; 16]) -> Vec<String> {
    m.iter()
        .map(|r| {
            (0..16)
                .map(|x| if r >> x & 1 != 0 { '#' } else { '.' })
                .collect()
        })
        .collect()
}

/// The text form of a tile set.
pub fn write(set: &TileSet<'_>) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "image_count {}", set.image_count);
    let _ = writeln!(s, "base_images {}", set.base_images);
    let _ = writeln!(s, "clamp {} {}", set.clamp_x, set.clamp_y);
    let _ = writeln!(s, "tile_size {} {}", set.raw_tile_w, set.raw_tile_h);
    let _ = writeln!(s, "split {}", set.split);
    let _ = writeln!(s, "id_mask 0x{:02X}", set.id_mask);
    let _ = writeln!(s, "flag_mask 0x{:02X}", set.flag_mask);
    let _ = writeln!(s, "flag_color 0x{:08X}", set.flag_color as u32);
    for (i, g) in set.groups.iter().enumerate() {
        let frames: Vec<String> = g.frames().iter().map(|f| f.to_string()).collect();
        let _ = writeln!(
            s,
            "group {i} period {} frames {}",
            g.period,
            frames.join(" ")
        );
    }
    for (i, t) in set.tiles.iter().enumerate() {
        let aux = if matches!(t.draw, DrawType::Fill | DrawType::FillImage) {
            format!("0x{:06X}", t.aux)
        } else {
            t.aux.to_string()
        };
        let _ = writeln!(
            s,
            "tile {i} draw {} image {} transform {} collision {} aux {aux}",
            draw_name(t.draw),
            t.image,
            t.transform,
            collision_name(t.collision)
        );
        if let Some(m) = &t.mask {
            let _ = writeln!(s, "mask");
            for r in mask_rows(m) {
                let _ = writeln!(s, "{r}");
            }
        }
    }
    s
}

const KEYS: [&str; 10] = [
    "image_count",
    "base_images",
    "clamp",
    "tile_size",
    "split",
    "id_mask",
    "flag_mask",
    "flag_color",
    "group",
    "tile",
];

/// Reads a tile set from the lines of `t`, stopping at the first line whose keyword is
/// not a tile-set keyword.
///
/// # Errors
///
/// The first malformed line.
pub fn parse(t: &mut Text<'_>) -> Result<TileSet<'static>, SrcError> {
    parse_placed(t).map(|(set, _)| set)
}

/// A line and column of a source file (1-based).
pub type Pos = (usize, usize);

/// Where a tile set's values stand in its text, so that a fault the game's reader finds in
/// the packed `tf` is told at its source line and column.
#[derive(Clone, Debug, Default)]
pub struct TilePlaces {
    /// Each header keyword's values (`clamp` and `tile_size` two, the others one), by
    /// the index of its keyword.
    header: [[Pos; 2]; 8],
    /// Each `group` and `tile` line: its number and its words' columns.
    groups: Vec<(usize, Vec<usize>)>,
    tiles: Vec<(usize, Vec<usize>)>,
}

impl TilePlaces {
    /// The place of byte `at` of chunk `chunk` of `set`'s `tf` file, as the file lays the
    /// header, the groups and the records out (docs/FORMAT.md).
    pub fn of_byte(&self, set: &TileSet<'_>, chunk: usize, mut at: usize) -> Pos {
        let word = |(line, cols): &(usize, Vec<usize>), w: usize| {
            (*line, cols.get(w).copied().unwrap_or(1))
        };
        let first_tile = |i: usize| self.tiles.get(i).map_or((0, 0), |l| (l.0, 1));
        let split = (set.split.max(0) as usize).min(set.tiles.len());
        let first = if chunk == 0 {
            const HEADER: [(usize, usize); 14] = [
                (0, 0),
                (1, 0),
                (2, 0),
                (2, 1),
                (3, 0),
                (3, 1),
                (9, 0),
                (4, 0),
                (5, 0),
                (6, 0),
                (7, 0),
                (7, 0),
                (7, 0),
                (7, 0),
            ];
            if let Some(&(k, v)) = HEADER.get(at) {
                return if k == 9 {
                    first_tile(0)
                } else {
                    self.header[k][v]
                };
            }
            if at == 14 {
                return self.groups.first().map_or(first_tile(0), |l| (l.0, 1));
            }
            at -= 15;
            for (g, group) in set.groups.iter().enumerate() {
                let len = 3 + group.frames().len();
                if at < len {
                    let w = [1, 3, 4].get(at).copied().unwrap_or(5 + at - 3);
                    return self.groups.get(g).map_or((0, 0), |l| word(l, w));
                }
                at -= len;
            }
            0
        } else {
            split
        };
        let end = if chunk == 0 { split } else { set.tiles.len() };
        for i in first..end {
            let rec = &set.tiles[i];
            let len = 9 + if rec.collision == Collision::OwnMask {
                256
            } else {
                0
            };
            if at < len {
                let w = match at {
                    0 => 1,
                    1 => 3,
                    2 => 5,
                    3 => 7,
                    4 => 9,
                    a if a + 4 >= len => 11,
                    _ => 9,
                };
                return self.tiles.get(i).map_or((0, 0), |l| word(l, w));
            }
            at -= len;
        }
        (0, 0)
    }
}

/// [`parse`], with where each value stands.
///
/// # Errors
///
/// As [`parse`].
pub fn parse_placed(t: &mut Text<'_>) -> Result<(TileSet<'static>, TilePlaces), SrcError> {
    let mut places = TilePlaces::default();
    let mut header = [None::<i64>; 10];
    let mut groups = Vec::new();
    let mut tiles: Vec<TileRecord> = Vec::new();
    while let Some(line) = t.peek() {
        let w = line.words();
        let Some(k) = KEYS.iter().position(|k| *k == w[0]) else {
            break;
        };
        t.next_line();
        let cols: Vec<usize> = (0..w.len()).map(|i| line.word_column(i)).collect();
        if k < 8 {
            let at = |i: usize| (line.number, cols.get(i).copied().unwrap_or(1));
            places.header[k] = [at(1), at(2)];
        }
        match w[0] {
            "clamp" | "tile_size" => {
                arity(t, &line, &w, 3)?;
                let a = field(t, &line, &w, 1, w[0], -128, 127)?;
                let b = field(t, &line, &w, 2, w[0], -128, 127)?;
                header[k] = Some(a << 8 | (b & 0xFF));
            }
            "group" => {
                groups.push(parse_group(t, &line, &w, groups.len())?);
                places.groups.push((line.number, cols));
            }
            "tile" => {
                let rec = parse_tile(t, &line, &w, tiles.len())?;
                tiles.push(rec);
                places.tiles.push((line.number, cols));
            }
            _ => {
                arity(t, &line, &w, 2)?;
                let (lo, hi) = match w[0] {
                    "id_mask" | "flag_mask" => (0, 255),
                    "flag_color" => (i32::MIN as i64, u32::MAX as i64),
                    _ => (-128, 127),
                };
                header[k] = Some(field(t, &line, &w, 1, w[0], lo, hi)?);
            }
        }
    }
    let need =
        |i: usize| header[i].ok_or_else(|| t.error(t.end_line(), format!("missing '{}'", KEYS[i])));
    let (clamp, size) = (need(2)?, need(3)?);
    let set = TileSet {
        image_count: need(0)? as i8,
        base_images: need(1)? as i8,
        clamp_x: (clamp >> 8) as i8,
        clamp_y: clamp as i8,
        raw_tile_w: (size >> 8) as i8,
        raw_tile_h: size as i8,
        split: need(4)? as i8,
        id_mask: need(5)? as u8,
        flag_mask: need(6)? as u8,
        flag_color: need(7)? as u32 as i32,
        groups: Cow::Owned(groups),
        tiles: Cow::Owned(tiles),
    };
    Ok((set, places))
}

fn parse_group(
    t: &Text<'_>,
    line: &SourceLine<'_>,
    w: &[&str],
    index: usize,
) -> Result<AnimGroup, SrcError> {
    if w.len() < 6 || w[2] != "period" || w[4] != "frames" {
        return Err(t.error(line.number, "expected 'group N period P frames F...'"));
    }
    let i = field(t, line, w, 1, "group number", 0, MAX_GROUPS as i64 - 1)?;
    if i as usize != index {
        return Err(t.word_error(line, 1, format!("group {i} out of order, expected {index}")));
    }
    let period = field(t, line, w, 3, "period", -128, 127)? as i8;
    let n = w.len() - 5;
    if n > MAX_FRAMES {
        return Err(t.error(line.number, format!("{n} frames, at most {MAX_FRAMES}")));
    }
    let mut frames = [0u8; MAX_FRAMES];
    for (k, f) in frames.iter_mut().take(n).enumerate() {
        *f = field(t, line, w, 5 + k, "frame tile", 0, MAX_TILES as i64 - 1)? as u8;
    }
    Ok(AnimGroup {
        period,
        len: n as u8,
        frames,
    })
}

fn parse_tile(
    t: &mut Text<'_>,
    line: &SourceLine<'_>,
    w: &[&str],
    index: usize,
) -> Result<TileRecord, SrcError> {
    let keys = ["tile", "draw", "image", "transform", "collision", "aux"];
    if w.len() != 12 || (0..6).any(|k| w[2 * k] != keys[k]) {
        return Err(t.error(
            line.number,
            "expected 'tile N draw D image I transform T collision C aux A'",
        ));
    }
    let i = field(t, line, w, 1, "tile number", 0, MAX_TILES as i64 - 1)?;
    if i as usize != index {
        return Err(t.word_error(line, 1, format!("tile {i} out of order, expected {index}")));
    }
    let draw = match w[3] {
        "none" => DrawType::None,
        "image" => DrawType::Image,
        "fill" => DrawType::Fill,
        "animated" => DrawType::Animated,
        "fill_image" => DrawType::FillImage,
        d => {
            return Err(t.word_error(
                line,
                3,
                format!("draw type '{d}', expected none, image, fill, animated or fill_image"),
            ))
        }
    };
    let image = field(t, line, w, 5, "image", 0, 255)? as u8;
    let transform = field(t, line, w, 7, "transform", 0, 255)? as u8;
    let collision = match w[9] {
        "none" => Collision::None,
        "mask" => Collision::OwnMask,
        "solid" => Collision::Solid,
        "alias" => Collision::Alias,
        c => {
            return Err(t.word_error(
                line,
                9,
                format!("collision '{c}', expected none, mask, solid or alias"),
            ))
        }
    };
    let aux = int(w[11])
        .filter(|v| (i32::MIN as i64..=u32::MAX as i64).contains(v))
        .ok_or_else(|| t.word_error(line, 11, format!("aux '{}' is not a 32-bit number", w[11])))?
        as u32 as i32;
    let mask = if collision == Collision::OwnMask {
        let head = t.next_line().filter(|l| l.text == "mask").ok_or_else(|| {
            t.error(
                line.number,
                "a tile with collision 'mask' needs a 'mask' block",
            )
        })?;
        let rows = t.raw_rows(16, head.number)?;
        let mut m = [0u16; 16];
        for (y, r) in rows.iter().enumerate() {
            let chars: Vec<char> = r.text.chars().collect();
            if chars.len() != 16 || chars.iter().any(|c| *c != '#' && *c != '.') {
                let k = chars
                    .iter()
                    .position(|c| *c != '#' && *c != '.')
                    .unwrap_or(16.min(chars.len()));
                return Err(t.error_at(
                    r.number,
                    r.char_column(k),
                    "a mask row is 16 characters of '#' and '.'",
                ));
            }
            for (x, c) in chars.iter().enumerate() {
                if *c == '#' {
                    m[y] |= 1 << x;
                }
            }
        }
        Some(m)
    } else {
        None
    };
    Ok(TileRecord {
        draw,
        image,
        transform,
        collision,
        mask,
        aux,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::res::tf::tests::sample;

    #[test]
    fn round_trip_text() {
        let set = sample();
        let text = write(&set);
        assert!(text.contains("tile 3 draw image image 2 transform 0 collision mask aux 0\nmask\n...............#\n"), "{text}");
        let mut t = Text::new("tiles.txt", &text);
        assert_eq!(parse(&mut t).unwrap(), set);
    }

    #[test]
    fn errors_name_the_line() {
        let text = write(&sample()).replace("tile 2 draw image", "tile 2 draw picture");
        let e = parse(&mut Text::new("tiles.txt", &text)).unwrap_err();
        assert!(e.message.contains("draw type 'picture'"), "{e}");
        assert_eq!(e.file, "tiles.txt");
        let line = text.lines().position(|l| l.starts_with("tile 2")).unwrap() + 1;
        assert_eq!(e.line, line);
        let text = write(&sample()).replace("split 5\n", "");
        let e = parse(&mut Text::new("t", &text)).unwrap_err();
        assert!(e.message.contains("missing 'split'"), "{e}");
    }
}
