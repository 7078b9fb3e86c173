//! The sandbox's fine print in the built-in 5 x 7 font, a button's picture among the
//! letters: each letter through [`crate::gfx::Canvas::builtin_glyph`] (one sprite of the
//! font's atlas on the PSP, where every drawing call is a command of a fixed display list).

use crate::gfx::font::CELL_W;
use crate::gfx::{button_pictures, Canvas, Color32, Mark, Rect, Role};

/// Draws `text` with its top-left at (`x`, `y`); `\n` is skipped, as the built-in font does.
pub fn draw(c: &mut impl Canvas, x: i32, y: i32, color: Color32, text: &str) {
    // Measured and marked as the built-in font does (a button picture among the letters
    // included); the sandbox's lines are its fine print (docs/UI.md).
    let f = crate::gfx::text::Font::Builtin { scale: 1 };
    let over = if text.chars().any(button_pictures::is_button) {
        button_pictures::overhang(7)
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
        if button_pictures::is_picture(ch) {
            button_pictures::draw(c, ch, cx, y, 7, color);
            cx += button_pictures::width(ch, 7) + button_pictures::gap(7);
            continue;
        }
        if ch != ' ' {
            c.builtin_glyph(cx, y, 1, color, ch);
        }
        cx += CELL_W;
    }
}
