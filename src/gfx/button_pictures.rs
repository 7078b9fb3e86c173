//! The small pictures a line of text may hold beside its letters, in either font: the PSP's
//! face buttons ✕ ○ △ □ (a light button with the symbol in its colour, as the console's
//! own screens show them, so a hint names a button the way the player sees it) and the
//! marks of lists and values ‹ › ▲ ▼ (in the line's ink). They are drawn from rectangles,
//! sized from the font's glyph height, so they suit both fonts and every scale.

use super::{hex, Canvas, Color32, Rect};

/// The cross button.
pub const CROSS: char = '✕';
/// The circle button.
pub const CIRCLE: char = '○';
/// The triangle button.
pub const TRIANGLE: char = '△';
/// The square button.
pub const SQUARE: char = '□';
/// A value can be changed down (LEFT).
pub const LEFT: char = '‹';
/// A value can be changed up (RIGHT).
pub const RIGHT: char = '›';
/// More rows above.
pub const UP: char = '▲';
/// More rows below.
pub const DOWN: char = '▼';

/// The button face: light, so the symbol's colour reads on it and it reads on a dark panel.
pub const FACE: Color32 = hex(0xE8E8F0);
/// The face's rim, so the button keeps its round edge on a light background too.
pub const RIM: Color32 = hex(0x30344C);

/// The symbols' colours, the PSP's own hues darkened to read on the light face.
/// The cross's.
pub const CROSS_INK: Color32 = hex(0x2452B8);
/// The circle's.
pub const CIRCLE_INK: Color32 = hex(0xB8202E);
/// The triangle's.
pub const TRIANGLE_INK: Color32 = hex(0x17704A);
/// The square's.
pub const SQUARE_INK: Color32 = hex(0xA02C7C);

/// Whether `ch` is drawn as a picture rather than from the font.
pub fn is_picture(ch: char) -> bool {
    matches!(
        ch,
        CROSS | CIRCLE | TRIANGLE | SQUARE | LEFT | RIGHT | UP | DOWN
    )
}

/// Whether `ch` is a button (drawn taller than the letters, see [`overhang`]).
pub fn is_button(ch: char) -> bool {
    matches!(ch, CROSS | CIRCLE | TRIANGLE | SQUARE)
}

/// A button's diameter beside letters `h` high: odd, two pixels above and below them.
fn diameter(h: i32) -> i32 {
    (h + 4) | 1
}

/// Rows a button reaches above (and below) the letters of a line `h` high.
pub fn overhang(h: i32) -> i32 {
    (diameter(h) - h) / 2
}

/// The width of the picture `ch` beside letters `h` high (0 for any other character).
pub fn width(ch: char, h: i32) -> i32 {
    match ch {
        CROSS | CIRCLE | TRIANGLE | SQUARE => diameter(h),
        LEFT | RIGHT => (h + 1) / 2,
        UP | DOWN => h | 1,
        _ => 0,
    }
}

/// The space after a picture beside letters `h` high.
pub fn gap(h: i32) -> i32 {
    (h / 6).max(1)
}

/// Draws the picture `ch` with its left at `x`, beside letters `h` high whose top is `y`;
/// `ink` is the line's colour (for the list and value marks).
pub fn draw(c: &mut impl Canvas, ch: char, x: i32, y: i32, h: i32, ink: Color32) {
    match ch {
        CROSS | CIRCLE | TRIANGLE | SQUARE => button(c, ch, x, y - overhang(h), diameter(h)),
        LEFT | RIGHT => {
            // A triangle pointing out, as tall as the letters.
            let w = (h + 1) / 2;
            for row in 0..h {
                let reach = w - (2 * row + 1 - h).abs() / 2;
                let reach = reach.clamp(1, w);
                let x0 = if ch == LEFT { x + w - reach } else { x };
                c.fill_rect(Rect::new(x0, y + row, reach, 1), ink);
            }
        }
        UP | DOWN => {
            // A triangle as wide as the letters are tall, half as high, mid-line.
            let w = h | 1;
            let rows = (w + 1) / 2;
            let top = y + (h - rows) / 2;
            for k in 0..rows {
                let half = if ch == UP { k } else { rows - 1 - k };
                c.fill_rect(Rect::new(x + w / 2 - half, top + k, 2 * half + 1, 1), ink);
            }
        }
        _ => {}
    }
}

/// A round button `d` across at `(x, y)` with its symbol.
fn button(c: &mut impl Canvas, ch: char, x: i32, y: i32, d: i32) {
    disc(c, x, y, d, RIM);
    disc(c, x + 1, y + 1, d - 2, FACE);
    // The symbol in a square box in the middle, about half the button.
    let s = (d / 2) | 1;
    let (sx, sy) = (x + (d - s) / 2, y + (d - s) / 2);
    let t = (s / 6).max(1);
    let ink = match ch {
        CROSS => CROSS_INK,
        CIRCLE => CIRCLE_INK,
        TRIANGLE => TRIANGLE_INK,
        _ => SQUARE_INK,
    };
    match ch {
        CROSS => {
            for i in 0..s {
                c.fill_rect(Rect::new(sx + i, sy + i, t, 1), ink);
                c.fill_rect(Rect::new(sx + s - t - i, sy + i, t, 1), ink);
            }
        }
        CIRCLE => {
            // A ring: the rows of a disc less the rows of the disc inside it.
            for row in 0..s {
                let (a0, a1) = span(s, row);
                let inner = s - 2 * t;
                let (b0, b1) = if row >= t && row < t + inner {
                    let (b0, b1) = span(inner, row - t);
                    (b0 + t, b1 + t)
                } else {
                    (a1, a1)
                };
                if b0 >= b1 {
                    c.fill_rect(Rect::new(sx + a0, sy + row, a1 - a0, 1), ink);
                } else {
                    c.fill_rect(Rect::new(sx + a0, sy + row, b0 - a0, 1), ink);
                    c.fill_rect(Rect::new(sx + b1, sy + row, a1 - b1, 1), ink);
                }
            }
        }
        TRIANGLE => {
            // Its apex on top, its base the box's bottom row.
            let mid = s / 2;
            for row in 0..s - 1 {
                let half = (row * mid + (s - 2) / 2) / (s - 1).max(1);
                c.fill_rect(Rect::new(sx + mid - half, sy + row, t, 1), ink);
                c.fill_rect(Rect::new(sx + mid + half - t + 1, sy + row, t, 1), ink);
            }
            c.fill_rect(Rect::new(sx, sy + s - t, s, t), ink);
        }
        _ => {
            c.fill_rect(Rect::new(sx, sy, s, t), ink);
            c.fill_rect(Rect::new(sx, sy + s - t, s, t), ink);
            c.fill_rect(Rect::new(sx, sy + t, t, s - 2 * t), ink);
            c.fill_rect(Rect::new(sx + s - t, sy + t, t, s - 2 * t), ink);
        }
    }
}

/// The columns `[x0, x1)` of row `row` of a disc `d` across (in doubled coordinates, so
/// no square root and no fractions: a pixel is in when its centre is).
fn span(d: i32, row: i32) -> (i32, i32) {
    let yy = 2 * row + 1 - d;
    let mut x0 = 0;
    while x0 < d {
        let xx = 2 * x0 + 1 - d;
        if xx * xx + yy * yy <= d * d {
            break;
        }
        x0 += 1;
    }
    (x0, d - x0)
}

fn disc(c: &mut impl Canvas, x: i32, y: i32, d: i32, color: Color32) {
    for row in 0..d {
        let (x0, x1) = span(d, row);
        if x1 > x0 {
            c.fill_rect(Rect::new(x + x0, y + row, x1 - x0, 1), color);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gfx::testing::TestCanvas;

    const L: [(char, Color32); 7] = [
        ('.', 0),
        ('o', FACE),
        ('#', RIM),
        ('x', CROSS_INK),
        ('c', CIRCLE_INK),
        ('t', TRIANGLE_INK),
        ('s', SQUARE_INK),
    ];

    fn pic(ch: char, h: i32) -> alloc::vec::Vec<alloc::string::String> {
        let d = diameter(h);
        let mut c = TestCanvas::blank(d, d, &L);
        draw(&mut c, ch, 0, overhang(h), h, hex(0xFFFFFF));
        c.pattern()
    }

    #[test]
    fn the_buttons_are_round_with_their_symbols_in_their_colours() {
        // Beside the small font's letters (7 high): 11 across.
        assert_eq!(diameter(7), 11);
        assert_eq!(overhang(7), 2);
        let cross = pic(CROSS, 7);
        let want = ["...#####...", "..#ooooo#..", ".#ooooooo#."];
        // The rim and face, symmetric left to right and top to bottom.
        assert_eq!(cross[0], want[0]);
        assert_eq!(cross[1], want[1]);
        assert_eq!(cross[2], want[2]);
        for row in &cross {
            let rev: alloc::string::String = row.chars().rev().collect();
            assert_eq!(rev.replace('x', ""), row.replace('x', ""), "{cross:?}");
        }
        // The cross is its two diagonals in the middle 5 x 5.
        assert_eq!(&cross[3][3..8], "xooox");
        assert_eq!(&cross[5][3..8], "ooxoo");
        assert_eq!(&cross[7][3..8], "xooox");
        let circle = pic(CIRCLE, 7);
        assert_eq!(&circle[5][3..8], "coooc");
        assert!(circle[3][3..8].contains("ccc"), "{circle:?}");
        let tri = pic(TRIANGLE, 7);
        assert_eq!(&tri[7][3..8], "ttttt");
        assert_eq!(&tri[3][3..8], "ootoo");
        let sq = pic(SQUARE, 7);
        assert_eq!(&sq[3][3..8], "sssss");
        assert_eq!(&sq[5][3..8], "sooos");
        // Each picture is its own.
        assert_ne!(cross, circle);
        assert_ne!(tri, sq);
    }

    #[test]
    fn the_marks_point_their_way_in_the_ink() {
        let l = [('.', 0), ('#', hex(0xFFFFFF))];
        let draw_one = |ch: char, w: i32, h: i32| {
            let mut c = TestCanvas::blank(w, h, &l);
            draw(&mut c, ch, 0, 0, 7, hex(0xFFFFFF));
            c.pattern()
        };
        assert_eq!(
            draw_one(RIGHT, 4, 7),
            ["#...", "##..", "###.", "####", "###.", "##..", "#..."]
        );
        assert_eq!(
            draw_one(LEFT, 4, 7),
            ["...#", "..##", ".###", "####", ".###", "..##", "...#"]
        );
        assert_eq!(
            draw_one(UP, 7, 7),
            [".......", "...#...", "..###..", ".#####.", "#######", ".......", "......."]
        );
        let down = draw_one(DOWN, 7, 7);
        assert_eq!(down[1], "#######");
        assert_eq!(down[4], "...#...");
        assert!(is_picture(UP) && !is_button(UP) && is_button(SQUARE) && !is_picture('X'));
        assert_eq!(width('A', 7), 0);
    }
}
