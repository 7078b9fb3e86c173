//! The drawing pieces the screens share: the pack's menu art and font, panels, message
//! boxes and the title backdrop.

use super::context::View;
use super::{SCREEN_H, SCREEN_W};
use crate::render::text::Font;
use crate::render::{hex, rgba, Canvas, Image, Pixel, Rect};
use core::fmt::Write as _;

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
    c.fill_rect(r, SHADE);
    c.fill_rect(Rect::new(r.x, r.y, r.w, 1), EDGE);
    c.fill_rect(Rect::new(r.x, r.y + r.h - 1, r.w, 1), EDGE);
    c.fill_rect(Rect::new(r.x, r.y, 1, r.h), EDGE);
    c.fill_rect(Rect::new(r.x + r.w - 1, r.y, 1, r.h), EDGE);
}

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

/// A centred two-line message box over the level.
pub fn message(v: View<'_, '_>, c: &mut impl Canvas, head: &str, sub: &str) {
    let f = font(v);
    let w = f.width(head).max(f.width(sub)) + 48;
    let h = 2 * f.line_height() + 28;
    let r = Rect::new((SCREEN_W - w) / 2, 84, w, h);
    panel(v, c, r);
    f.draw_centred(c, SCREEN_W / 2, r.y + 10, GOLD, head);
    f.draw_centred(c, SCREEN_W / 2, r.y + 18 + f.line_height(), TEXT, sub);
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
