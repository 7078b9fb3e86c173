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
    let mut header = [None::<i64>; 10];
    let mut groups = Vec::new();
    let mut tiles: Vec<TileRecord> = Vec::new();
    while let Some(line) = t.peek() {
        let w = line.words();
        let Some(k) = KEYS.iter().position(|k| *k == w[0]) else {
            break;
        };
        t.next_line();
        match w[0] {
            "clamp" | "tile_size" => {
                arity(t, &line, &w, 3)?;
                let a = field(t, &line, &w, 1, w[0], -128, 127)?;
                let b = field(t, &line, &w, 2, w[0], -128, 127)?;
                header[k] = Some(a << 8 | (b & 0xFF));
            }
            "group" => groups.push(parse_group(t, &line, &w, groups.len())?),
            "tile" => {
                let rec = parse_tile(t, &line, &w, tiles.len())?;
                tiles.push(rec);
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
    Ok(TileSet {
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
    })
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
