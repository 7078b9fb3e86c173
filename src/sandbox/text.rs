//! The built-in 5 x 7 font in fewer rectangles: a run of set pixels repeated on the rows
//! below it becomes one taller rectangle. Same pixels as [`crate::gfx::draw_text`] at
//! scale 1, in about two thirds of the drawing calls, which matters for the counter lines
//! on the PSP, where every rectangle is a sprite in a fixed display list.

use crate::gfx::font::{glyph, CELL_W};
use crate::gfx::{glyphs, Canvas, Color32, Mark, Rect, Role};

/// A run being extended downward: first column, width, first row.
#[derive(Clone, Copy)]
struct Open {
    col: i32,
    w: i32,
    row: i32,
}

/// Draws `text` with its top-left at (`x`, `y`); `\n` is skipped, as the built-in font does.
pub fn draw(c: &mut impl Canvas, x: i32, y: i32, color: Color32, text: &str) {
    // Measured and marked as the built-in font does (a button picture among the letters
    // included); the sandbox's lines are its fine print (docs/UI.md).
    let f = crate::gfx::text::Font::Builtin { scale: 1 };
    let over = if text.chars().any(glyphs::is_button) {
        glyphs::overhang(7)
    } else {
        0
    };
    c.mark(Mark::Role(Role::Fine));
    c.mark(Mark::Ink { color, size: 7 });
    c.mark(Mark::Text(Rect::new(
        x,
        y - over,
        f.width(text),
        7 + 2 * over,
    )));
    let mut cx = x;
    for ch in text.chars() {
        if ch == '\n' {
            continue;
        }
        if glyphs::is_picture(ch) {
            glyphs::draw(c, ch, cx, y, 7, color);
            cx += glyphs::width(ch, 7) + glyphs::gap(7);
            continue;
        }
        if ch != ' ' {
            glyph_rects(c, cx, y, color, glyph(ch));
        }
        cx += CELL_W;
    }
}

fn glyph_rects(c: &mut impl Canvas, x: i32, y: i32, color: Color32, rows: &[u8; 7]) {
    // At most three runs fit in five columns. A blank row after the last closes them all.
    let mut open: [Option<Open>; 3] = [None; 3];
    for (row, bits) in rows.iter().chain(&[0u8]).enumerate() {
        let row = row as i32;
        let mut next: [Option<Open>; 3] = [None; 3];
        let mut n = 0;
        let mut col = 0;
        while col < 5 {
            if bits & (0x10 >> col) == 0 {
                col += 1;
                continue;
            }
            let start = col;
            while col < 5 && bits & (0x10 >> col) != 0 {
                col += 1;
            }
            let w = col - start;
            // Continue the run above with the same span, else start one here.
            let run = open
                .iter_mut()
                .find(|o| o.is_some_and(|o| o.col == start && o.w == w))
                .and_then(Option::take)
                .unwrap_or(Open { col: start, w, row });
            if let Some(slot) = next.get_mut(n) {
                *slot = Some(run);
                n += 1;
            }
        }
        for o in open.iter().flatten() {
            c.fill_rect(Rect::new(x + o.col, y + o.row, o.w, row - o.row), color);
        }
        open = next;
    }
}
