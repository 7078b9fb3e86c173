//! Palette-indexed ASCII pictures: the text form the content pack's art is authored in.
//!
//! ```text
//! palette
//! . 00000000
//! # 3A2B1C
//! pixels
//! .##.
//! ```
//! Each palette line is a character and a colour, RRGGBB (opaque) or RRGGBBAA.

use super::text::Text;
use super::SrcError;
use crate::gfx::{channels, rgba, Color32};
use crate::res::png::IndexedImage;
use std::fmt::Write;

fn color(s: &str) -> Option<Color32> {
    let v = u32::from_str_radix(s, 16).ok()?;
    match s.len() {
        6 => Some(rgba((v >> 16) as u8, (v >> 8) as u8, v as u8, 0xFF)),
        8 => Some(rgba(
            (v >> 24) as u8,
            (v >> 16) as u8,
            (v >> 8) as u8,
            v as u8,
        )),
        _ => None,
    }
}

/// Reads a picture's text.
///
/// # Errors
///
/// The first malformed line.
pub fn parse(t: &mut Text<'_>) -> Result<IndexedImage, SrcError> {
    let head = t
        .next_line()
        .filter(|l| l.text == "palette")
        .ok_or_else(|| t.error(1, "expected 'palette'"))?;
    let mut keys: Vec<char> = Vec::new();
    let mut palette = Vec::new();
    // Palette lines are read whole: '#' is a palette key here, not a comment.
    let rows_head = loop {
        let line = t
            .raw_rows(1, head.number)
            .map_err(|_| t.error(head.number, "expected 'pixels' after the palette"))?
            .remove(0);
        if line.text == "pixels" {
            break line;
        }
        let mut parts = line.text.split_whitespace();
        let (Some(k), Some(c), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(t.error(line.number, "a palette line is 'CHAR RRGGBB[AA]'"));
        };
        let mut kc = k.chars();
        let (Some(key), None) = (kc.next(), kc.next()) else {
            return Err(t.error(line.number, "a palette key is one character"));
        };
        if keys.contains(&key) {
            return Err(t.error(line.number, format!("'{key}' defined twice")));
        }
        let c = color(c).ok_or_else(|| {
            t.error(
                line.number,
                format!("colour '{c}' is not RRGGBB or RRGGBBAA hex"),
            )
        })?;
        if keys.len() == 256 {
            return Err(t.error(line.number, "at most 256 colours"));
        }
        keys.push(key);
        palette.push(c);
    };
    let mut rows: Vec<Vec<u8>> = Vec::new();
    // Pixel rows run to the end of the file; '#' here is a pixel, not a comment.
    while let Ok(mut r) = t.raw_rows(1, rows_head.number) {
        let r = r.remove(0);
        let mut row = Vec::with_capacity(r.text.len());
        for (k, c) in r.text.chars().enumerate() {
            let i = keys.iter().position(|k| *k == c).ok_or_else(|| {
                t.error_at(
                    r.number,
                    r.char_column(k),
                    format!("'{c}' is not in the palette"),
                )
            })?;
            row.push(i as u8);
        }
        if let Some(first) = rows.first() {
            if first.len() != row.len() {
                return Err(t.error(
                    r.number,
                    format!("row has {} pixels, expected {}", row.len(), first.len()),
                ));
            }
        }
        rows.push(row);
    }
    let width = rows.first().map_or(0, |r| r.len());
    if rows.is_empty() || width == 0 || width > 512 || rows.len() > 512 {
        return Err(t.error(
            rows_head.number,
            "a picture is 1 to 512 pixels on each side",
        ));
    }
    Ok(IndexedImage {
        width: width as u32,
        height: rows.len() as u32,
        indices: rows.concat(),
        palette,
    })
}

/// Palette keys for [`write`], in order of use.
const KEYS: &str = ".#abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-*/=<>!?@$%&()[]{}:;,'\"^_|~`\\";

/// The ASCII form of a picture with at most as many colours as there are keys.
pub fn write(img: &IndexedImage) -> Option<String> {
    let keys: Vec<char> = KEYS.chars().collect();
    if img.palette.len() > keys.len() {
        return None;
    }
    let mut s = String::from("palette\n");
    for (i, p) in img.palette.iter().enumerate() {
        let (r, g, b, a) = channels(*p);
        if a == 0xFF {
            let _ = writeln!(s, "{} {r:02X}{g:02X}{b:02X}", keys[i]);
        } else {
            let _ = writeln!(s, "{} {r:02X}{g:02X}{b:02X}{a:02X}", keys[i]);
        }
    }
    s.push_str("pixels\n");
    for row in img.indices.chunks(img.width as usize) {
        let line: String = row.iter().map(|i| keys[*i as usize]).collect();
        let _ = writeln!(s, "{line}");
    }
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_asymmetric() {
        let img = crate::res::png::tests::sample();
        let text = write(&img).unwrap();
        assert_eq!(
            text,
            "palette\n. 00000000\n# FF0000\na 0000FF\npixels\n.#a\naa#\n"
        );
        assert_eq!(parse(&mut Text::new("x.txt", &text)).unwrap(), img);
    }

    #[test]
    fn errors() {
        let e = parse(&mut Text::new("x", "palette\n. 000000\npixels\n..\n.x\n")).unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (5, "'x' is not in the palette")
        );
        let e = parse(&mut Text::new("x", "palette\n. 0000\npixels\n.\n")).unwrap_err();
        assert!(e.message.contains("colour '0000'"), "{e}");
    }
}
