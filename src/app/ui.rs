//! The drawing pieces the screens share: the pack's menu art and font, panels, message
//! boxes and the title backdrop.

use super::context::View;
use super::{SCREEN_H, SCREEN_W};
use crate::gfx::text::Font;
use crate::gfx::{hex, rgba, Canvas, Image, Pixel, Rect, Rgba, Target};
use crate::render::scene;
use core::fmt::Write as _;
use embedded_graphics::primitives::{
    Primitive, PrimitiveStyle, PrimitiveStyleBuilder, Rectangle, StrokeAlignment,
};

pub const TEXT: Pixel = hex(0xF4F4F4);
pub const DIM: Pixel = hex(0x8890A8);
pub const GOLD: Pixel = hex(0xFFD23F);
const SHADE: Pixel = rgba(8, 10, 24, 0xC8);
const EDGE: Pixel = hex(0x6A74A8);

/// Text that fits a fixed buffer (no allocation while drawing).
pub type Buf = heapless::String<64>;

/// The pack's menu picture `k` (`im`), if it has one.
pub fn menu_picture<'a>(v: View<'a, '_>, k: usize) -> Option<Image<'a>> {
    v.res().pictures("im")?.get(k).map(|p| p.image())
}

/// The menus' font: the pack's (`im` 5), else the built-in one at twice its size.
pub fn font<'a>(v: View<'a, '_>) -> Font<'a> {
    Font::pick(menu_picture(v, 5), 2)
}

pub fn blit(c: &mut impl Canvas, img: &Image<'_>, x: i32, y: i32) {
    c.blit(img, Rect::new(0, 0, img.width, img.height), x, y);
}

/// A box: the pack's nine-slice panel (`im` 3: 24 x 24, 8 x 8 corners, the middle 8 pixels
/// of each edge and the centre repeat), or a translucent box with a frame.
pub fn panel(v: View<'_, '_>, c: &mut impl Canvas, r: Rect) {
    if let Some(p) = menu_picture(v, 3).filter(|p| p.width == 24 && p.height == 24) {
        nine_slice(c, &p, r);
        return;
    }
    Target::new(c).draw(&Rectangle::from(r).into_styled(PANEL));
}

/// The fallback box: translucent inside a one-pixel frame within the box.
const PANEL: PrimitiveStyle<Rgba> = PrimitiveStyleBuilder::new()
    .fill_color(Rgba(SHADE))
    .stroke_color(Rgba(EDGE))
    .stroke_width(1)
    .stroke_alignment(StrokeAlignment::Inside)
    .build();

fn nine_slice(c: &mut impl Canvas, p: &Image<'_>, r: Rect) {
    let tile =
        |c: &mut dyn FnMut(Rect, i32, i32), sx: i32, sy: i32, x0: i32, y0: i32, w: i32, h: i32| {
            let mut y = y0;
            while y < y0 + h {
                let th = 8.min(y0 + h - y);
                let mut x = x0;
                while x < x0 + w {
                    let tw = 8.min(x0 + w - x);
                    c(Rect::new(sx, sy, tw, th), x, y);
                    x += 8;
                }
                y += 8;
            }
        };
    let mut draw = |src: Rect, x: i32, y: i32| c.blit(p, src, x, y);
    let (x1, y1) = (r.x + r.w - 8, r.y + r.h - 8);
    let (iw, ih) = (r.w - 16, r.h - 16);
    tile(&mut draw, 8, 8, r.x + 8, r.y + 8, iw, ih);
    tile(&mut draw, 8, 0, r.x + 8, r.y, iw, 8);
    tile(&mut draw, 8, 16, r.x + 8, y1, iw, 8);
    tile(&mut draw, 0, 8, r.x, r.y + 8, 8, ih);
    tile(&mut draw, 16, 8, x1, r.y + 8, 8, ih);
    draw(Rect::new(0, 0, 8, 8), r.x, r.y);
    draw(Rect::new(16, 0, 8, 8), x1, r.y);
    draw(Rect::new(0, 16, 8, 8), r.x, y1);
    draw(Rect::new(16, 16, 8, 8), x1, y1);
}

/// The title art: the pack's 480 x 272 backdrop and logo, else the built-in scene.
pub fn backdrop(v: View<'_, '_>, c: &mut impl Canvas) {
    match menu_picture(v, 0) {
        Some(bg) if bg.width == SCREEN_W && bg.height == SCREEN_H => blit(c, &bg, 0, 0),
        _ => {
            let (bx, by) = v.c.title.ball();
            super::title::draw_backdrop(c, bx, by);
        }
    }
    if let Some(logo) = menu_picture(v, 1).filter(|l| l.width > 176) {
        blit(c, &logo, (SCREEN_W - logo.width) / 2, 16);
    }
    let f = font(v);
    let mut b = Buf::new();
    let _ = write!(b, "V{}", crate::VERSION);
    f.draw(c, 6, SCREEN_H - f.line_height() - 2, DIM, &b);
}

/// The whole screen.
pub const SCREEN: Rect = Rect::new(0, 0, SCREEN_W, SCREEN_H);

/// Where the panels over a level go: in the original view the original's 176 x 208 window
/// (a panel there fits inside it and leaves the border alone), else the whole screen.
pub fn area(v: View<'_, '_>) -> Rect {
    if v.save.options.original_view && v.game().is_some() {
        scene::original_window(SCREEN_W, SCREEN_H)
    } else {
        SCREEN
    }
}

/// The top of a panel `h` high: `wide_y` on the whole screen, centred on the game view
/// (the window's top 179 rows) in the original's window.
pub fn panel_top(area: Rect, h: i32, wide_y: i32) -> i32 {
    if area == SCREEN {
        wide_y
    } else {
        area.y + ((scene::ORIGINAL_VIEW_H - h) / 2).max(2)
    }
}

/// The menus' font when every line is at most `width` wide in it, else the built-in one
/// at its smallest (which a panel then wraps, see [`wrap`]).
pub fn font_fitting<'a>(v: View<'a, '_>, width: i32, lines: &[&str]) -> Font<'a> {
    let f = font(v);
    if lines.iter().all(|l| f.width(l) <= width) {
        f
    } else {
        Font::Builtin { scale: 1 }
    }
}

/// `text` broken at spaces into lines at most `width` wide in `f` (a word wider than that
/// stands alone); at most four lines, the rest dropped.
pub fn wrap<'t>(f: &Font<'_>, text: &'t str, width: i32) -> heapless::Vec<&'t str, 4> {
    let mut out = heapless::Vec::new();
    let mut start = 0;
    let mut end = 0;
    for (i, _) in text
        .match_indices(' ')
        .chain(core::iter::once((text.len(), "")))
    {
        if f.width(&text[start..i]) > width && end > start {
            if out.push(&text[start..end]).is_err() {
                return out;
            }
            start = end + 1;
        }
        end = i;
    }
    if start < text.len() || out.is_empty() {
        let _ = out.push(&text[start.min(text.len())..]);
    }
    out
}

/// A centred message box over the level: a heading and a line (broken to fit the area).
pub fn message(v: View<'_, '_>, c: &mut impl Canvas, head: &str, sub: &str) {
    let a = area(v);
    let room = a.w - 8 - 48;
    let f = font_fitting(v, room, &[head, sub]);
    let subs = wrap(&f, sub, room);
    let widest = subs.iter().map(|l| f.width(l)).max().unwrap_or(0);
    let w = (f.width(head).max(widest) + 48).min(a.w - 8);
    let lh = f.line_height();
    let h = (1 + subs.len() as i32) * lh + 28;
    let r = Rect::new(a.x + (a.w - w) / 2, panel_top(a, h, 84), w, h);
    let cx = a.x + a.w / 2;
    panel(v, c, r);
    f.draw_centred(c, cx, r.y + 10, GOLD, head);
    for (i, l) in subs.iter().enumerate() {
        f.draw_centred(c, cx, r.y + 18 + lh * (i as i32 + 1), TEXT, l);
    }
}

/// The notice at the top of the screen.
pub fn notice(v: View<'_, '_>, c: &mut impl Canvas, text: &str) {
    let f = font(v);
    let w = f.width(text) + 16;
    panel(
        v,
        c,
        Rect::new((SCREEN_W - w) / 2, 4, w, f.line_height() + 8),
    );
    f.draw_centred(c, SCREEN_W / 2, 8, GOLD, text);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_breaks_at_spaces_to_fit_and_keeps_a_long_word_whole() {
        // The built-in font at scale 1: 6 pixels a glyph, less the last gap.
        let f = Font::Builtin { scale: 1 };
        assert_eq!(f.width("ABCD"), 23);
        assert_eq!(&wrap(&f, "AB CD EF", 17)[..], ["AB", "CD", "EF"]);
        assert_eq!(&wrap(&f, "AB CD EF", 29)[..], ["AB CD", "EF"]);
        assert_eq!(&wrap(&f, "AB CD EF", 999)[..], ["AB CD EF"]);
        // A word wider than the room stands alone on its line.
        assert_eq!(&wrap(&f, "ABCDEFGH IJ", 20)[..], ["ABCDEFGH", "IJ"]);
        assert_eq!(&wrap(&f, "", 20)[..], [""]);
        // At most four lines.
        assert_eq!(wrap(&f, "A B C D E F", 5).len(), 4);
    }
}
