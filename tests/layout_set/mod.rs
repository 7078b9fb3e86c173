//! A resource set of our own shaped like the original's where the layout depends on it,
//! for the screens' layout checks (tests/screens.rs): the built-in pack's files with `im`
//! and `ic`'s HUD pictures replaced.
//!
//! - `im` holds five pictures of the original's sizes (a 176 x 208 splash, a 145 x 26
//!   logo, a 176 x 21 title bar, a 28 x 187 side ornament and a 16 x 16 scroll arrow
//!   pointing up): no font sheet (`im` 5) and no nine-slice panel (`im` 3 is not 24 x 24),
//!   so the port falls back to the built-in font at twice its size (12 pixels a glyph,
//!   half as wide again as the pack's sheet) and its own panel, and no cursor (`im` 6).
//! - `ic` 0 to 2 (the HUD strip, the lives digits, the hoop icon) are drawn on an opaque
//!   blue background as the original's are (no transparency); 3 to 11 are the pack's.
//!
//! Every picture is generated here (asymmetric patterns, the digits from the built-in
//! font), none is the original's. `write` puts the set in a folder that
//! `cargo run -- app --res DIR` plays.

#![allow(dead_code)]

use crate::png_support::{self, Img};
use bounceback::embedded::RAW_FILES;
use bounceback::res::container::{self, Container};
use bounceback::res::FileName;
use std::path::Path;

/// The background of the HUD pictures (the original's HUD strip colour).
pub const HUD_BLUE: [u8; 3] = [0x00, 0x77, 0xEE];

/// A picture of `w` x `h` from `at(x, y)`, a palette index; `palette[0]` is transparent
/// when `clear`.
fn picture(
    w: usize,
    h: usize,
    palette: &[[u8; 3]],
    clear: bool,
    at: impl Fn(usize, usize) -> u8,
) -> Vec<u8> {
    let mut indices = Vec::with_capacity(w * h);
    for y in 0..h {
        for x in 0..w {
            indices.push(at(x, y));
        }
    }
    let img = Img {
        width: w,
        height: h,
        depth: 8,
        indices,
        palette: palette.to_vec(),
        trns: if clear { vec![0] } else { vec![] },
    };
    let raw = img.filtered(false, &mut || 0);
    png_support::file(&img, &raw, &png_support::Layout::default())
}

/// The five `im` pictures.
fn menu_pictures() -> Vec<Vec<u8>> {
    let sky = [[0x20, 0x30, 0x60], [0x60, 0x90, 0xD0], [0xF0, 0xC0, 0x40]];
    // 0: the splash, bands and a sun off to the upper right.
    let splash = picture(176, 208, &sky, false, |x, y| {
        let (dx, dy) = (x as i32 - 130, y as i32 - 40);
        if dx * dx + dy * dy < 400 {
            2
        } else {
            ((y / 26 + x / 88) % 2) as u8
        }
    });
    // 1: the logo, a slanted bar on transparency.
    let logo = picture(
        145,
        26,
        &[[0, 0, 0], [0xE0, 0x40, 0x30], [0xFF, 0xFF, 0xFF]],
        true,
        |x, y| {
            if (x + y / 2) % 29 < 20 && y > 2 && y < 23 {
                1 + ((x / 7) % 2) as u8
            } else {
                0
            }
        },
    );
    // 2: the title bar, a ramp; 3: the ornament, a chain of diamonds.
    let bar = picture(176, 21, &sky, false, |x, y| ((x * 3 + y) / 80 % 3) as u8);
    let ornament = picture(28, 187, &sky, true, |x, y| {
        let (dx, dy) = ((x as i32 - 14).abs(), (y as i32 % 20 - 10).abs());
        if dx + dy < 9 {
            1 + (y / 20 % 2) as u8
        } else {
            0
        }
    });
    // 4: the scroll arrow, pointing up, with a stem left of centre.
    let arrow = picture(16, 16, &[[0, 0, 0], [0xFF, 0xF0, 0x80]], true, |x, y| {
        let x = x as i32;
        let y = y as i32;
        let head = y < 8 && (x - 7).abs() <= y;
        let stem = y >= 8 && (5..9).contains(&x);
        u8::from(head || stem)
    });
    vec![splash, logo, bar, ornament, arrow]
}

/// `ic` 0 to 2 on the HUD blue, then the pack's 3 to 11.
fn hud_pictures() -> Vec<Vec<u8>> {
    let pal = [
        HUD_BLUE,
        [0x00, 0x30, 0x80],
        [0xFF, 0xE0, 0x40],
        [0xFF, 0xFF, 0xFF],
    ];
    // 0: the strip, 176 x 29: blue with two darker trays.
    let strip = picture(176, 29, &pal, false, |x, y| {
        let tray = (4..25).contains(&y) && ((10..150).contains(&x) || (154..172).contains(&x));
        u8::from(tray)
    });
    // 1: the lives digits, 12 x 16 each, white from the built-in font on blue.
    let digits = picture(12, 160, &pal, false, |x, y| {
        let d = char::from(b'0' + (y / 16) as u8);
        let (gx, gy) = (x as i32 - 1, (y % 16) as i32 - 1);
        let rows = bounceback::gfx::font::glyph(d);
        // The glyph at twice its size, one pixel in from the cell's top-left.
        let (fx, fy) = (gx.div_euclid(2), gy.div_euclid(2));
        let on =
            (0..5).contains(&fx) && (0..7).contains(&fy) && rows[fy as usize] & (0x10 >> fx) != 0;
        if on {
            3
        } else {
            0
        }
    });
    // 2: the hoop icon, 9 x 15: a gold ring on blue, thicker on its left.
    let hoop = picture(9, 15, &pal, false, |x, y| {
        let (dx, dy) = (x as i32 * 2 - 8, y as i32 * 2 - 14);
        let d = dx * dx * 3 + dy * dy;
        let inner = if dx < 0 { 40 } else { 70 };
        if d <= 170 && d >= inner {
            2
        } else {
            0
        }
    });
    let mut out = vec![strip, digits, hoop];
    let (_, ic) = RAW_FILES.iter().find(|(n, _)| *n == "ic").expect("ic");
    let pack = Container::parse(FileName::new("ic"), ic).expect("the pack's ic");
    for k in 3..pack.len() {
        out.push(pack.chunk(k).expect("chunk").0.to_vec());
    }
    out
}

fn container(chunks: &[Vec<u8>]) -> Vec<u8> {
    let mut out = Vec::new();
    container::write(&mut out, chunks).expect("container");
    out
}

/// The set's files: the pack's, with `im` and `ic` ours.
pub fn files() -> Vec<(String, Vec<u8>)> {
    let im = container(&menu_pictures());
    let ic = container(&hud_pictures());
    RAW_FILES
        .iter()
        .map(|(n, b)| {
            let bytes = match *n {
                "im" => im.clone(),
                "ic" => ic.clone(),
                _ => b.to_vec(),
            };
            (n.to_string(), bytes)
        })
        .collect()
}

/// Writes the set into `dir` (made if needed).
pub fn write(dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    for (n, b) in files() {
        std::fs::write(dir.join(n), b).unwrap();
    }
}
