//! Text in one of two fonts: a bitmap font sheet from the content pack (ASCII 32 to 127 in
//! a 16 x 6 grid of 8 x 12 cells, white on transparent, tinted when drawn) or, when a pack
//! has none, the built-in 5 x 7 font ([`draw_text`]); in either, the pictures of
//! [`button_pictures`] (the PSP's buttons, the list and value marks) stand among the letters.

use super::{button_pictures, font, rgba, Canvas, Color32, Image, Mark, Rect};

/// Sheet cell width.
pub const CELL_W: i32 = 8;
/// Sheet cell height.
pub const CELL_H: i32 = 12;

/// A font to measure and draw text in: the screens lay out with the font they draw in.
#[derive(Clone, Copy, Debug)]
pub enum Font<'a> {
    /// The built-in font, each font pixel a `scale` x `scale` square.
    Builtin {
        /// Screen pixels a font pixel takes, each way.
        scale: i32,
    },
    /// A 128 x 72 sheet of 8 x 12 glyphs.
    Sheet(Image<'a>),
}

impl<'a> Font<'a> {
    /// The sheet font when `img` has the sheet's size, else the built-in one at `scale`.
    pub fn pick(img: Option<Image<'a>>, scale: i32) -> Font<'a> {
        match img {
            Some(i) if i.width() == 16 * CELL_W && i.height() == 6 * CELL_H => Font::Sheet(i),
            _ => Font::Builtin { scale },
        }
    }

    /// From one line's top to the next's.
    pub fn line_height(&self) -> i32 {
        match self {
            Font::Builtin { scale } => font::CELL_H * scale,
            Font::Sheet(_) => CELL_H + 2,
        }
    }

    /// The height of a line's glyphs (the line height less the gap under them).
    pub fn height(&self) -> i32 {
        match self {
            Font::Builtin { scale } => 7 * scale,
            Font::Sheet(_) => CELL_H,
        }
    }

    /// The width of `text` in pixels (the pictures of [`button_pictures`] included).
    pub fn width(&self, text: &str) -> i32 {
        let mut w = 0;
        let mut trailing = 0;
        for ch in text.chars().filter(|&ch| ch != '\n') {
            let (advance, gap) = self.advance(ch);
            w += advance;
            trailing = gap;
        }
        w - trailing
    }

    /// How far a character moves the pen, and the blank part of that at its right.
    fn advance(&self, ch: char) -> (i32, i32) {
        let h = self.height();
        if button_pictures::is_picture(ch) {
            let gap = button_pictures::gap(h);
            return (button_pictures::width(ch, h) + gap, gap);
        }
        match self {
            Font::Builtin { scale } => (font::CELL_W * scale, *scale),
            Font::Sheet(_) => (CELL_W, 0),
        }
    }

    /// Draws `text` with its top left at `(x, y)`, tinted `color`, and marks where it lands.
    pub fn draw(&self, c: &mut impl Canvas, x: i32, y: i32, color: Color32, text: &str) {
        self.mark(c, x, y, 0, text, color);
        self.paint(c, x, y, color, text);
    }

    /// Tells the canvas where `text` at `(x, y)` lands (`grow` pixels more each way down
    /// and right, for a shadow).
    /// The line's ink and its letters' height come first ([`Mark::Ink`]); a line with a
    /// button picture reaches above and below its letters.
    fn mark(&self, c: &mut impl Canvas, x: i32, y: i32, grow: i32, text: &str, ink: Color32) {
        if !text.trim().is_empty() {
            let h = self.height();
            let over = if text.chars().any(button_pictures::is_button) {
                button_pictures::overhang(h)
            } else {
                0
            };
            let r = Rect::new(x, y - over, self.width(text) + grow, h + grow + 2 * over);
            c.mark(Mark::Ink {
                color: ink,
                size: h,
            });
            c.mark(Mark::Text(r));
        }
    }

    fn paint(&self, c: &mut impl Canvas, x: i32, y: i32, color: Color32, text: &str) {
        let h = self.height();
        let mut cx = x;
        for ch in text.chars().filter(|&ch| ch != '\n') {
            if button_pictures::is_picture(ch) {
                button_pictures::draw(c, ch, cx, y, h, color);
            } else {
                match self {
                    Font::Builtin { scale } => {
                        let mut b = [0u8; 4];
                        draw_text(c, cx, y, *scale, color, ch.encode_utf8(&mut b));
                    }
                    Font::Sheet(img) => {
                        let code = ch as u32;
                        let k = if (32..128).contains(&code) {
                            code - 32
                        } else {
                            '?' as u32 - 32
                        } as i32;
                        let src = Rect::new((k % 16) * CELL_W, (k / 16) * CELL_H, CELL_W, CELL_H);
                        c.blit_tinted(img, src, cx, y, color);
                    }
                }
            }
            cx += self.advance(ch).0;
        }
    }

    /// Draws `text` centred on `cx`.
    pub fn draw_centred(&self, c: &mut impl Canvas, cx: i32, y: i32, color: Color32, text: &str) {
        let w = self.width(text);
        self.draw(c, cx - w / 2, y, color, text);
    }

    /// Draws `text` with a one-pixel shadow for legibility over pictures.
    pub fn draw_shadowed(&self, c: &mut impl Canvas, x: i32, y: i32, color: Color32, text: &str) {
        self.mark(c, x, y, 1, text, color);
        self.paint(c, x + 1, y + 1, rgba(0, 0, 0, 0xC0), text);
        self.paint(c, x, y, color, text);
    }
}

/// Draws `text` with the built-in font, each font pixel a `scale`x`scale` square, a glyph
/// at a time through [`Canvas::builtin_glyph`]: one sprite of the font's atlas on the PSP,
/// else its runs of pixels: a run of set pixels repeated on the rows below
/// it is one taller rectangle, about half the drawing calls of a rectangle a run a row.
pub fn draw_text(c: &mut impl Canvas, x: i32, y: i32, scale: i32, color: Color32, text: &str) {
    let mut cx = x;
    for ch in text.chars() {
        if ch == '\n' {
            continue;
        }
        c.builtin_glyph(cx, y, scale, color, ch);
        cx += font::CELL_W * scale;
    }
}

/// Draws `text` centred horizontally on `cx`.
pub fn draw_text_centred(
    c: &mut impl Canvas,
    cx: i32,
    y: i32,
    scale: i32,
    color: Color32,
    text: &str,
) {
    let w = font::text_width(text) * scale;
    draw_text(c, cx - w / 2, y, scale, color, text);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gfx::testing::{Call, TestCanvas};
    use std::vec::Vec;

    /// The box of the pixels `draw` sets in a 200 x 60 canvas, and the marks it leaves.
    fn ink(draw: impl FnOnce(&mut TestCanvas)) -> (Rect, Vec<Mark>) {
        let mut c = TestCanvas::blank(200, 60, &[('.', 0)]);
        draw(&mut c);
        // The lines' places (each follows its ink, see `ink_is_told_before_the_line`).
        let marks = c
            .calls()
            .iter()
            .filter_map(|call| match *call {
                Call::Mark(m @ Mark::Text(_)) => Some(m),
                _ => None,
            })
            .collect();
        let set: Vec<(i32, i32)> = (0..60)
            .flat_map(|y| (0..200).map(move |x| (x, y)))
            .filter(|&(x, y)| c.get(x, y) != Some(0))
            .collect();
        let x0 = set.iter().map(|p| p.0).min().unwrap();
        let x1 = set.iter().map(|p| p.0).max().unwrap();
        let y0 = set.iter().map(|p| p.1).min().unwrap();
        let y1 = set.iter().map(|p| p.1).max().unwrap();
        (Rect::new(x0, y0, x1 - x0 + 1, y1 - y0 + 1), marks)
    }

    /// The built-in font pixel by pixel: the reference for [`draw_text`]'s merged runs.
    fn reference(c: &mut TestCanvas, x: i32, y: i32, scale: i32, text: &str) {
        for (i, ch) in text.chars().enumerate() {
            for (row, bits) in font::glyph(ch).iter().enumerate() {
                for col in 0..5 {
                    if bits & (0x10 >> col) != 0 {
                        let px = x + (i as i32 * font::CELL_W + col) * scale;
                        let py = y + row as i32 * scale;
                        c.fill_rect(Rect::new(px, py, scale, scale), 0xFFFF_FFFF);
                    }
                }
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn merged_runs_draw_the_pixels_of_the_reference(
            text in "[ -_a-z]{0,12}",
            scale in 1i32..4,
            x in -8i32..20,
            y in -8i32..20,
        ) {
            let l = [('.', 0), ('#', 0xFFFF_FFFF)];
            let mut a = TestCanvas::blank(120, 40, &l).allow_out_of_bounds();
            let mut b = TestCanvas::blank(120, 40, &l).allow_out_of_bounds();
            draw_text(&mut a, x, y, scale, 0xFFFF_FFFF, &text);
            reference(&mut b, x, y, scale, &text);
            proptest::prop_assert_eq!(a.pattern(), b.pattern());
            proptest::prop_assert!(a.draws() <= b.draws());
        }
    }

    #[test]
    fn ink_is_told_before_the_line() {
        let mut c = TestCanvas::blank(50, 20, &[('.', 0)]);
        Font::Builtin { scale: 2 }.draw(&mut c, 1, 1, 0xFF00_00FF, "A");
        assert_eq!(
            c.marks(),
            [
                Mark::Ink {
                    color: 0xFF00_00FF,
                    size: 14
                },
                Mark::Text(Rect::new(1, 1, 10, 14))
            ]
        );
    }

    #[test]
    fn a_line_is_marked_where_its_glyphs_land() {
        // "MW": both glyphs fill their first and last columns and rows 0 and 6.
        for scale in [1, 2, 3] {
            let f = Font::Builtin { scale };
            let (r, marks) = ink(|c| f.draw(c, 7, 9, 0xFFFF_FFFF, "MW"));
            assert_eq!(
                r,
                Rect::new(7, 9, f.width("MW"), f.height()),
                "scale {scale}"
            );
            assert_eq!(marks, [Mark::Text(r)]);
        }
        // A sheet of full cells: the mark is the cells drawn.
        let idx = std::vec![1u8; 128 * 72];
        let pal = [0, 0xFFFF_FFFF];
        let sheet = Font::Sheet(Image::new(128, 72, 128, &idx, &pal).unwrap());
        let (r, marks) = ink(|c| sheet.draw(c, 3, 4, 0xFFFF_FFFF, "abc"));
        assert_eq!(r, Rect::new(3, 4, 24, 12));
        assert_eq!(marks, [Mark::Text(r)]);
        // A shadowed line is one mark, with its shadow; a blank one none.
        let f = Font::Builtin { scale: 2 };
        let (r, marks) = ink(|c| f.draw_shadowed(c, 5, 5, 0xFFFF_FFFF, "MW"));
        assert_eq!(marks, [Mark::Text(r)]);
        // A line with a button's picture reaches two rows above and below its letters,
        // and is as wide as the letters and the picture.
        let small = Font::Builtin { scale: 1 };
        let (r, marks) = ink(|c| small.draw(c, 20, 20, 0xFFFF_FFFF, "\u{2715} OK"));
        assert_eq!(marks, [Mark::Text(Rect::new(20, 18, 11 + 1 + 6 + 11, 11))]);
        assert_eq!(r, Rect::new(20, 18, 29, 11));
        let (_, marks) = ink(|c| {
            f.draw(c, 0, 0, 0xFFFF_FFFF, "  ");
            c.fill_rect(Rect::new(0, 0, 1, 1), 0xFF00_0001);
        });
        assert!(marks.is_empty());
    }
}
