//! The drawing pieces the screens share: the pack's menu art and font, panels, message
//! boxes and the title backdrop, and the layout rules they follow whatever the resource
//! set: text is measured in the font it is drawn in and a panel takes the largest font
//! that fits it ([`text_panel`], [`font_fitting`]), lines stay apart ([`line_step`]),
//! panels are opaque ([`panel`]), and screens over the title art keep below its lines
//! ([`room`]). tests/screens.rs checks them on every screen from the [`Mark`]s the
//! drawing leaves.

use super::context::View;
use super::{SCREEN_H, SCREEN_W};
use crate::gfx::text::Font;
use crate::gfx::{hex, Canvas, Color32, Image, Mark, Rect, Rgba, Target};
use crate::render::scene;
use core::fmt::Write as _;
use embedded_graphics::primitives::{
    Primitive, PrimitiveStyle, PrimitiveStyleBuilder, Rectangle, StrokeAlignment,
};

pub(super) const TEXT: Color32 = hex(0xF4F4F4);
pub(super) const DIM: Color32 = hex(0x8890A8);
pub(super) const GOLD: Color32 = hex(0xFFD23F);
const SHADE: Color32 = hex(0x080A18);
const EDGE: Color32 = hex(0x6A74A8);

/// Text that fits a fixed buffer (no allocation while drawing).
pub(super) type Buf = heapless::String<64>;

/// The pack's title backdrop (`im` 0: 480 x 272; the original's splash is smaller and
/// is not used as one).
pub(super) const IM_BACKDROP: usize = 0;
/// The pack's logo (`im` 1: used when wider than the original's).
pub(super) const IM_LOGO: usize = 1;
/// The pack's nine-slice panel (`im` 3: 24 x 24; the original's side ornament is not).
pub(super) const IM_PANEL: usize = 3;
/// The pack's font sheet (`im` 5).
pub const IM_FONT: usize = 5;
/// The pack's selection cursor (`im` 6).
pub(super) const IM_CURSOR: usize = 6;

/// The pack's menu picture `k` (`im`, one of the `IM_*` above), if it has one.
pub(super) fn menu_picture<'a>(v: View<'a, '_>, k: usize) -> Option<Image<'a>> {
    v.res().pictures("im")?.get(k).map(|p| p.image())
}

/// The menus' font: the pack's (`im` 5), else the built-in one at twice its size.
pub(super) fn font<'a>(v: View<'a, '_>) -> Font<'a> {
    Font::pick(menu_picture(v, IM_FONT), 2)
}

pub(super) fn blit(c: &mut impl Canvas, img: &Image<'_>, x: i32, y: i32) {
    c.blit(img, Rect::new(0, 0, img.width(), img.height()), x, y);
}

/// A box: the pack's nine-slice panel (`im` 3: 24 x 24, 8 x 8 corners, the middle 8 pixels
/// of each edge and the centre repeat), or a box with a frame. Opaque either way: nothing
/// behind a panel shows through its text (a translucent centre is laid over its own
/// colour made opaque).
pub(super) fn panel(v: View<'_, '_>, c: &mut impl Canvas, r: Rect) {
    c.mark(Mark::Panel(r));
    if let Some(p) = menu_picture(v, IM_PANEL).filter(|p| p.width() == 24 && p.height() == 24) {
        let centre = p.pixel(12, 12);
        if centre >> 24 != 0 {
            // Inside the corners' rounding (3 pixels), under the frame.
            c.fill_rect(
                Rect::new(r.x + 3, r.y + 3, r.w - 6, r.h - 6),
                centre | 0xFF00_0000,
            );
        }
        nine_slice(c, &p, r);
        return;
    }
    Target::new(c).draw(&Rectangle::from(r).into_styled(PANEL));
}

/// The fallback box: opaque inside a one-pixel frame within the box.
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

/// The title art: the pack's 480 x 272 backdrop and logo, else the built-in scene (with
/// its name and subtitle); the art's own lines are marked ([`Mark::Title`]).
pub(super) fn backdrop(v: View<'_, '_>, c: &mut impl Canvas) {
    match menu_picture(v, IM_BACKDROP) {
        Some(bg) if bg.width() == SCREEN_W && bg.height() == SCREEN_H => blit(c, &bg, 0, 0),
        _ => {
            let (bx, by) = v.c.title.ball();
            super::title::draw_backdrop(c, bx, by);
            for r in super::title::NAME_LINES {
                c.mark(Mark::Title(r));
            }
        }
    }
    if let Some((logo, at)) = logo(v) {
        blit(c, &logo, at.x, at.y);
        c.mark(Mark::Title(at));
    }
}

/// The pack's logo (`im` 1, wider than the original's) and where it stands: centred, 16
/// rows down; the rectangle is the picture's rows that are not all transparent.
fn logo<'a>(v: View<'a, '_>) -> Option<(Image<'a>, Rect)> {
    let logo = menu_picture(v, IM_LOGO).filter(|l| l.width() > 176)?;
    let seen = |y: i32| (0..logo.width()).any(|x| logo.pixel(x, y) >> 24 != 0);
    let top = (0..logo.height()).find(|&y| seen(y)).unwrap_or(0);
    let bottom = (0..logo.height()).rev().find(|&y| seen(y)).unwrap_or(0) + 1;
    let x = (SCREEN_W - logo.width()) / 2;
    Some((logo, Rect::new(x, 16 + top, logo.width(), bottom - top)))
}

/// The first row under the title art's own lines ([`backdrop`]): what a screen over the
/// backdrop lays out below.
pub(super) fn title_bottom(v: View<'_, '_>) -> i32 {
    let builtin = match menu_picture(v, IM_BACKDROP) {
        Some(bg) if bg.width() == SCREEN_W && bg.height() == SCREEN_H => 0,
        _ => super::title::NAME_LINES
            .iter()
            .map(|r| r.y + r.h)
            .max()
            .unwrap_or(0),
    };
    let logo = logo(v).map_or(0, |(_, r)| r.y + r.h);
    builtin.max(logo)
}

/// Space kept between the title's lines, a panel's edges and the screen's edges.
pub(super) const GAP: i32 = 6;

/// The room a screen over the backdrop has for its panels: below the title's lines, inside
/// the screen's margins, above the bottom row (where the version stands on the title).
pub(super) fn room(v: View<'_, '_>) -> Rect {
    let top = title_bottom(v) + GAP;
    Rect::new(GAP, top, SCREEN_W - 2 * GAP, SCREEN_H - BOTTOM_ROW - top)
}

/// The screen's bottom rows kept free of panels over the backdrop ([`room`]).
pub(super) const BOTTOM_ROW: i32 = 18;

/// `y` for a panel over the backdrop: not above the room [`room`] leaves under the title.
pub(super) fn below_title(v: View<'_, '_>, y: i32) -> i32 {
    y.max(room(v).y)
}

/// The game's version in the bottom-left corner, small, light on a dark plate so that it
/// reads over any art.
pub(super) fn version(c: &mut impl Canvas) {
    let f = Font::Builtin { scale: 1 };
    let mut b = Buf::new();
    let _ = write!(b, "V{}", crate::VERSION);
    let r = Rect::new(
        4,
        SCREEN_H - f.height() - 8,
        f.width(&b) + 6,
        f.height() + 4,
    );
    c.mark(Mark::Panel(r));
    c.fill_rect(r, SHADE);
    f.draw(c, r.x + 3, r.y + 2, TEXT, &b);
}

/// The whole screen.
pub(super) const SCREEN: Rect = Rect::new(0, 0, SCREEN_W, SCREEN_H);

/// The original's window on the screen: 176 x 208 centred, or enlarged by the SCREEN
/// option ([`crate::gfx::scale::Scale::window`]).
pub(super) fn original_window(v: View<'_, '_>) -> Rect {
    let picture = (scene::ORIGINAL_W, scene::ORIGINAL_H);
    v.save.options.scale.window((SCREEN_W, SCREEN_H), picture)
}

/// Where the panels over a level go: in the original view the original's window at the
/// size it is shown (a panel there fits inside it and leaves the border alone), else the
/// whole screen.
pub(super) fn area(v: View<'_, '_>) -> Rect {
    if v.save.options.original_view && v.game().is_some() {
        original_window(v)
    } else {
        SCREEN
    }
}

/// The top of a panel `h` high: `wide_y` on the whole screen, centred on the game view
/// (the window's top 179 of 208 rows, at the window's scale) in the original's window.
pub(super) fn panel_top(area: Rect, h: i32, wide_y: i32) -> i32 {
    if area == SCREEN {
        wide_y
    } else {
        let view_h = scene::ORIGINAL_VIEW_H * area.h / scene::ORIGINAL_H;
        area.y + ((view_h - h) / 2).max(2)
    }
}

/// The menus' font when every line is at most `width` wide in it, else the built-in one
/// at its smallest (which a panel then wraps, see [`wrap`]).
pub(super) fn font_fitting<'a>(v: View<'a, '_>, width: i32, lines: &[&str]) -> Font<'a> {
    let f = font(v);
    if lines.iter().all(|l| f.width(l) <= width) {
        f
    } else {
        Font::Builtin { scale: 1 }
    }
}

/// `text` broken at spaces into lines at most `width` wide in `f` (a word wider than that
/// stands alone); at most four lines, the fourth holding the rest of the text whatever its
/// width, so no word is lost.
pub(super) fn wrap<'t>(f: &Font<'_>, text: &'t str, width: i32) -> heapless::Vec<&'t str, 4> {
    let mut out = heapless::Vec::new();
    let mut start = 0;
    let mut end = 0;
    for (i, _) in text
        .match_indices(' ')
        .chain(core::iter::once((text.len(), "")))
    {
        if out.len() + 1 == out.capacity() {
            break;
        }
        if f.width(&text[start..i]) > width && end > start {
            let fitted = out.push(&text[start..end]);
            debug_assert!(fitted.is_ok());
            start = end + 1;
        }
        end = i;
    }
    if start < text.len() || out.is_empty() {
        // The loop leaves room for this one.
        let fitted = out.push(&text[start.min(text.len())..]);
        debug_assert!(fitted.is_ok());
    }
    out
}

/// The distance between two lines of text in `f`: its glyphs and a gap that keeps lines
/// apart whatever the font.
pub(super) fn line_step(f: &Font<'_>) -> i32 {
    f.height() + 6
}

/// The fonts a layout tries, largest first: the menus' font, then the built-in one at
/// twice and at its own size.
fn fonts<'a>(v: View<'a, '_>) -> heapless::Vec<Font<'a>, 3> {
    let builtin = |scale| {
        (!matches!(font(v), Font::Builtin { scale: s } if s <= scale))
            .then_some(Font::Builtin { scale })
    };
    [Some(font(v)), builtin(2), builtin(1)]
        .into_iter()
        .flatten()
        .collect()
}

/// How [`text_panel`] lines up its lines.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Align {
    Left,
    Centre,
}

/// A panel with a heading and lines, as large as its text, at the top of `room` and
/// centred across it: the largest font of [`fonts`] whose lines fit the room's width and
/// whose rows fit its height (the lines' spacing closes up to 3 pixels first).
pub(super) fn text_panel(
    v: View<'_, '_>,
    c: &mut impl Canvas,
    room: Rect,
    head: &str,
    lines: &[&str],
    align: Align,
) -> Rect {
    // Padding across, and above, between and below the heading and the lines.
    const PAD: i32 = 16;
    const EDGE: i32 = 8;
    let n = lines.len() as i32;
    let layout = |f: &Font<'_>, step: i32| {
        let widest = lines.iter().map(|l| f.width(l)).max().unwrap_or(0);
        let w = widest.max(f.width(head)) + 2 * PAD;
        let h = EDGE + f.height() + EDGE + n * step - (step - f.height()) + EDGE;
        (w, h)
    };
    let candidates = fonts(v);
    let mut pick = None;
    for f in candidates.iter() {
        let mut step = line_step(f);
        while step > f.height() + 3 && layout(f, step).1 > room.h {
            step -= 1;
        }
        let (w, h) = layout(f, step);
        if w <= room.w && h <= room.h {
            pick = Some((*f, step, w, h));
            break;
        }
    }
    let (f, step, w, h) = pick.unwrap_or_else(|| {
        let f = Font::Builtin { scale: 1 };
        let step = f.height() + 3;
        let (w, h) = layout(&f, step);
        (f, step, w.min(room.w), h.min(room.h))
    });
    let r = Rect::new(room.x + (room.w - w) / 2, room.y, w, h);
    panel(v, c, r);
    let cx = r.x + r.w / 2;
    f.draw_centred(c, cx, r.y + EDGE, GOLD, head);
    let widest = lines.iter().map(|l| f.width(l)).max().unwrap_or(0);
    let mut y = r.y + EDGE + f.height() + EDGE;
    for l in lines {
        match align {
            Align::Left => f.draw(c, cx - widest / 2, y, TEXT, l),
            Align::Centre => f.draw_centred(c, cx, y, TEXT, l),
        }
        y += step;
    }
    r
}

/// A centred message box over the level: a heading and a line (broken to fit the area).
pub(super) fn message(v: View<'_, '_>, c: &mut impl Canvas, head: &str, sub: &str) {
    let a = area(v);
    let room = a.w - 8 - 48;
    let f = font_fitting(v, room, &[head, sub]);
    let subs = wrap(&f, sub, room);
    let widest = subs.iter().map(|l| f.width(l)).max().unwrap_or(0);
    let w = (f.width(head).max(widest) + 48).min(a.w - 8);
    let step = line_step(&f);
    let h = 10 + f.height() + 12 + subs.len() as i32 * step - (step - f.height()) + 10;
    let r = Rect::new(a.x + (a.w - w) / 2, panel_top(a, h, 84), w, h);
    let cx = a.x + a.w / 2;
    panel(v, c, r);
    f.draw_centred(c, cx, r.y + 10, GOLD, head);
    for (i, l) in subs.iter().enumerate() {
        let y = r.y + 10 + f.height() + 12 + step * i as i32;
        f.draw_centred(c, cx, y, TEXT, l);
    }
}

/// The notice at the top of the screen; over the title art (`over_title`), whose lines
/// are at the top, in the bottom row ([`BOTTOM_ROW`]) in the small font instead.
pub(super) fn notice(v: View<'_, '_>, c: &mut impl Canvas, text: &str, over_title: bool) {
    let (f, pad) = if over_title {
        (Font::Builtin { scale: 1 }, 4)
    } else {
        (font_fitting(v, SCREEN_W - 2 * GAP - 16, &[text]), 6)
    };
    let w = f.width(text) + 16;
    let h = f.height() + 2 * pad;
    let y = if over_title { SCREEN_H - h - 2 } else { 4 };
    panel(v, c, Rect::new((SCREEN_W - w) / 2, y, w, h));
    f.draw_centred(c, SCREEN_W / 2, y + pad, GOLD, text);
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
        // The fourth holds the rest: nothing is lost.
        assert_eq!(&wrap(&f, "A B C D E F", 5)[..], ["A", "B", "C", "D E F"]);
        assert_eq!(&wrap(&f, "A B C D", 5)[..], ["A", "B", "C", "D"]);
    }
}
