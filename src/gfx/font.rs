//! A built-in 5x7 bitmap font, so that boot screens, overlays and error screens can always
//! draw text, even before (or without) the content pack's own font.
//!
//! Each glyph is seven rows of five bits, most significant bit on the left. Lower-case
//! letters are drawn as upper case.

/// Glyph cell size in font pixels (5x7 glyph plus one column and one row of spacing).
pub const CELL_W: i32 = 6;
/// Line height in font pixels.
pub const CELL_H: i32 = 8;

const GLYPHS: &[(char, [u8; 7])] = &[
    (' ', [0, 0, 0, 0, 0, 0, 0]),
    ('!', [0x04, 0x04, 0x04, 0x04, 0x04, 0x00, 0x04]),
    ('"', [0x0A, 0x0A, 0x00, 0x00, 0x00, 0x00, 0x00]),
    ('#', [0x0A, 0x1F, 0x0A, 0x0A, 0x1F, 0x0A, 0x00]),
    ('%', [0x19, 0x19, 0x02, 0x04, 0x08, 0x13, 0x13]),
    ('\'', [0x04, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00]),
    ('(', [0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02]),
    (')', [0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08]),
    ('*', [0x00, 0x04, 0x15, 0x0E, 0x15, 0x04, 0x00]),
    ('+', [0x00, 0x04, 0x04, 0x1F, 0x04, 0x04, 0x00]),
    (',', [0x00, 0x00, 0x00, 0x00, 0x06, 0x02, 0x04]),
    ('-', [0x00, 0x00, 0x00, 0x1F, 0x00, 0x00, 0x00]),
    ('.', [0x00, 0x00, 0x00, 0x00, 0x00, 0x06, 0x06]),
    ('/', [0x01, 0x01, 0x02, 0x04, 0x08, 0x10, 0x10]),
    ('0', [0x0E, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0E]),
    ('1', [0x04, 0x0C, 0x04, 0x04, 0x04, 0x04, 0x0E]),
    ('2', [0x0E, 0x11, 0x01, 0x06, 0x08, 0x10, 0x1F]),
    ('3', [0x1F, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0E]),
    ('4', [0x02, 0x06, 0x0A, 0x12, 0x1F, 0x02, 0x02]),
    ('5', [0x1F, 0x10, 0x1E, 0x01, 0x01, 0x11, 0x0E]),
    ('6', [0x06, 0x08, 0x10, 0x1E, 0x11, 0x11, 0x0E]),
    ('7', [0x1F, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08]),
    ('8', [0x0E, 0x11, 0x11, 0x0E, 0x11, 0x11, 0x0E]),
    ('9', [0x0E, 0x11, 0x11, 0x0F, 0x01, 0x02, 0x0C]),
    (':', [0x00, 0x06, 0x06, 0x00, 0x06, 0x06, 0x00]),
    (';', [0x00, 0x06, 0x06, 0x00, 0x06, 0x02, 0x04]),
    ('<', [0x02, 0x04, 0x08, 0x10, 0x08, 0x04, 0x02]),
    ('=', [0x00, 0x00, 0x1F, 0x00, 0x1F, 0x00, 0x00]),
    ('>', [0x08, 0x04, 0x02, 0x01, 0x02, 0x04, 0x08]),
    ('?', [0x0E, 0x11, 0x01, 0x02, 0x04, 0x00, 0x04]),
    ('A', [0x0E, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11]),
    ('B', [0x1E, 0x11, 0x11, 0x1E, 0x11, 0x11, 0x1E]),
    ('C', [0x0E, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0E]),
    ('D', [0x1C, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1C]),
    ('E', [0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x1F]),
    ('F', [0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x10]),
    ('G', [0x0E, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0F]),
    ('H', [0x11, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11]),
    ('I', [0x0E, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0E]),
    ('J', [0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0C]),
    ('K', [0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11]),
    ('L', [0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1F]),
    ('M', [0x11, 0x1B, 0x15, 0x15, 0x11, 0x11, 0x11]),
    ('N', [0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11]),
    ('O', [0x0E, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E]),
    ('P', [0x1E, 0x11, 0x11, 0x1E, 0x10, 0x10, 0x10]),
    ('Q', [0x0E, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0D]),
    ('R', [0x1E, 0x11, 0x11, 0x1E, 0x14, 0x12, 0x11]),
    ('S', [0x0F, 0x10, 0x10, 0x0E, 0x01, 0x01, 0x1E]),
    ('T', [0x1F, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04]),
    ('U', [0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E]),
    ('V', [0x11, 0x11, 0x11, 0x11, 0x11, 0x0A, 0x04]),
    ('W', [0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0A]),
    ('X', [0x11, 0x11, 0x0A, 0x04, 0x0A, 0x11, 0x11]),
    ('Y', [0x11, 0x11, 0x11, 0x0A, 0x04, 0x04, 0x04]),
    ('Z', [0x1F, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1F]),
    ('[', [0x0E, 0x08, 0x08, 0x08, 0x08, 0x08, 0x0E]),
    (']', [0x0E, 0x02, 0x02, 0x02, 0x02, 0x02, 0x0E]),
    ('_', [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1F]),
];

/// Whether the font has a glyph of its own for `c` (lower-case letters borrow the capitals'
/// and count only through them: `a` has none, `A` has).
pub fn has_glyph(c: char) -> bool {
    GLYPHS.iter().any(|(g, _)| *g == c)
}

/// The rows of `c`, or of `?` when the font has no such glyph.
pub fn glyph(c: char) -> &'static [u8; 7] {
    &GLYPHS[glyph_index(c)].1
}

/// Where `c`'s glyph (or `?`'s) is in the font, and in [`atlas`]'s cells.
fn glyph_index(c: char) -> usize {
    let c = c.to_ascii_uppercase();
    GLYPHS
        .iter()
        .position(|(g, _)| *g == c)
        .or_else(|| GLYPHS.iter().position(|(g, _)| *g == '?'))
        .unwrap_or(0)
}

/// Glyph cells a row of [`atlas`] holds.
const ATLAS_COLS: usize = 16;
/// A cell of [`atlas`]: 8 x 8 texels, the glyph's 5 x 7 at its top left.
const ATLAS_CELL: usize = 8;
/// [`atlas`]'s width: a power of two, as the PSP's GPU addresses a texture.
const ATLAS_W: usize = ATLAS_COLS * ATLAS_CELL;
const ATLAS_H: usize = GLYPHS.len().div_ceil(ATLAS_COLS) * ATLAS_CELL;

/// 16-byte aligned, as the PSP's GPU reads a texture and its colour table.
#[repr(C, align(16))]
struct Aligned<T>(T);

static ATLAS_INDICES: Aligned<[u8; ATLAS_W * ATLAS_H]> = Aligned(atlas_indices());
/// Transparent, then white (which a tint colours); 16 entries, two of the GPU's blocks of 8.
static ATLAS_PALETTE: Aligned<[u32; 16]> = {
    let mut p = [0u32; 16];
    p[1] = 0xFFFF_FFFF;
    Aligned(p)
};

const fn atlas_indices() -> [u8; ATLAS_W * ATLAS_H] {
    let mut out = [0u8; ATLAS_W * ATLAS_H];
    let mut i = 0;
    while i < GLYPHS.len() {
        let (x0, y0) = ((i % ATLAS_COLS) * ATLAS_CELL, (i / ATLAS_COLS) * ATLAS_CELL);
        let mut row = 0;
        while row < 7 {
            let mut col = 0;
            while col < 5 {
                if GLYPHS[i].1[row] & (0x10 >> col) != 0 {
                    out[(y0 + row) * ATLAS_W + x0 + col] = 1;
                }
                col += 1;
            }
            row += 1;
        }
        i += 1;
    }
    out
}

/// The whole font as one picture, a glyph an 8 x 8 cell (index 1 where a pixel is set,
/// white, 0 elsewhere, transparent), so that a GPU draws a glyph as one tinted sprite
/// rather than a rectangle a run of pixels (the GPU canvas's `builtin_glyph`).
pub fn atlas() -> super::Image<'static> {
    super::Image::new(
        ATLAS_W as i32,
        ATLAS_H as i32,
        ATLAS_W,
        &ATLAS_INDICES.0,
        &ATLAS_PALETTE.0,
    )
    .unwrap_or(super::Image::EMPTY)
}

/// The 5 x 7 part of [`atlas`] that holds `c`'s glyph (or `?`'s).
pub fn atlas_cell(c: char) -> super::Rect {
    let i = glyph_index(c);
    super::Rect::new(
        ((i % ATLAS_COLS) * ATLAS_CELL) as i32,
        ((i / ATLAS_COLS) * ATLAS_CELL) as i32,
        5,
        7,
    )
}

/// Width in font pixels of `text` drawn on one line (no trailing spacing column).
pub fn text_width(text: &str) -> i32 {
    let n = text.chars().count() as i32;
    if n == 0 {
        0
    } else {
        n * CELL_W - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_glyph_fits_five_columns_and_is_unique() {
        for (i, (c, rows)) in GLYPHS.iter().enumerate() {
            assert!(
                rows.iter().all(|r| *r < 0x20),
                "glyph {c:?} is wider than 5"
            );
            for (d, other) in &GLYPHS[i + 1..] {
                assert_ne!(c, d, "duplicate glyph");
                if *c != ' ' {
                    assert_ne!(rows, other, "{c:?} and {d:?} look the same");
                }
            }
        }
    }

    #[test]
    fn the_atlas_holds_every_glyph_pixel_for_pixel() {
        let img = atlas();
        assert_eq!(img.width() as usize, ATLAS_W);
        assert!(ATLAS_W.is_power_of_two());
        for (c, rows) in GLYPHS {
            let r = atlas_cell(*c);
            for y in 0..ATLAS_CELL as i32 {
                for x in 0..ATLAS_CELL as i32 {
                    let set = y < 7 && x < 5 && rows[y as usize] & (0x10 >> x) != 0;
                    let want = if set { 0xFFFF_FFFF } else { 0 };
                    assert_eq!(img.pixel(r.x + x, r.y + y), want, "{c:?} at {x},{y}");
                }
            }
        }
        assert_eq!(atlas_cell('a'), atlas_cell('A'));
        assert_eq!(atlas_cell('~'), atlas_cell('?'));
        assert_ne!(atlas_cell('A'), atlas_cell('B'));
    }

    #[test]
    fn lower_case_and_unknown_characters() {
        assert_eq!(glyph('a'), glyph('A'));
        assert_eq!(glyph('~'), glyph('?'));
        assert_eq!(text_width(""), 0);
        assert_eq!(text_width("AB"), 11);
    }
}
