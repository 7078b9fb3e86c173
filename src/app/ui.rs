//! The drawing pieces the screens share: the pack's menu art and font, panels, message
//! boxes, dialogs' dimming and the title backdrop, and the visual system of docs/UI.md:
//! every line of text is drawn in a role ([`style`]: title, item, body, hint, fine print),
//! one size per role in each view; panels are opaque ([`panel`]), sentences are broken
//! evenly ([`wrap_even`]) and screens over the title art keep below its lines ([`room`]).
//! tests/screens.rs checks the rules on every screen from the [`Mark`]s the drawing leaves.

use super::context::View;
use super::{SCREEN_H, SCREEN_W};
use crate::gfx::text::Font;
use crate::gfx::{hex, rgba, Canvas, Color32, Image, Mark, Rect, Rgba, Role, Target};
use crate::render::scene;
use core::fmt::Write as _;
use embedded_graphics::primitives::{
    Primitive, PrimitiveStyle, PrimitiveStyleBuilder, Rectangle, StrokeAlignment,
};

/// Text that can be read and chosen.
pub(super) const TEXT: Color32 = hex(0xF4F4F4);
/// Text that cannot be chosen now (a greyed entry, a locked level): still 4.5:1 on a panel.
pub(super) const DIM: Color32 = hex(0x9AA2BA);
/// Headings and the selection.
pub(super) const GOLD: Color32 = hex(0xFFD23F);
const SHADE: Color32 = hex(0x080A18);
const EDGE: Color32 = hex(0x6A74A8);
/// What a dialog lays over the screen under it: three quarters black.
const DIMMER: Color32 = rgba(0, 0, 0, 0xB0);
/// [`dim_paused`]'s: half.
const PAUSE_DIMMER: Color32 = rgba(0, 0, 0, 0x80);

/// A text role's font on a screen ([`style`]): one size per role in each view (docs/UI.md).
#[derive(Clone, Copy)]
pub(super) struct Style<'a> {
    pub f: Font<'a>,
    role: Role,
}

impl Style<'_> {
    /// Draws `text` at `(x, y)` in `color`, telling the canvas its role.
    pub(super) fn draw(&self, c: &mut impl Canvas, x: i32, y: i32, color: Color32, text: &str) {
        c.mark(Mark::Role(self.role));
        self.f.draw(c, x, y, color, text);
    }

    /// Draws `text` centred on `cx`.
    pub(super) fn centred(&self, c: &mut impl Canvas, cx: i32, y: i32, color: Color32, text: &str) {
        self.draw(c, cx - self.f.width(text) / 2, y, color, text);
    }

    /// Draws `text` with its right edge at `right`.
    pub(super) fn right(
        &self,
        c: &mut impl Canvas,
        right: i32,
        y: i32,
        color: Color32,
        text: &str,
    ) {
        self.draw(c, right - self.f.width(text), y, color, text);
    }

    pub(super) fn width(&self, text: &str) -> i32 {
        self.f.width(text)
    }

    pub(super) fn height(&self) -> i32 {
        self.f.height()
    }

    /// From one line's top to the next's in a block of this role: the letters and a gap
    /// that keeps lines apart (wider when a line may hold a button picture).
    pub(super) fn step(&self) -> i32 {
        self.f.height() + 2 * crate::gfx::button_pictures::overhang(self.f.height()) + 3
    }
}

/// Whether the screen draws in the original's 176 x 208 window (the original view over a
/// level), where every role takes the small font, as the original's own text does.
pub(super) fn in_window(v: View<'_, '_>) -> bool {
    area(v) != SCREEN
}

/// The font of `role` on this screen: in the wide view headings, entries and sentences in
/// the menus' font and hints and fine print in the small one; in the original's window all
/// in the small one.
pub(super) fn style<'a>(v: View<'a, '_>, role: Role) -> Style<'a> {
    let small = Font::Builtin { scale: 1 };
    let f = match role {
        Role::Title | Role::Item | Role::Body if !in_window(v) => font(v),
        _ => small,
    };
    Style { f, role }
}

/// Dims everything drawn so far (behind a dialog, [`Mark::Dim`]).
pub(super) fn dim(c: &mut impl Canvas) {
    c.mark(Mark::Dim(SCREEN));
    c.fill_rect(SCREEN, DIMMER);
}

/// Half dims the level behind the pause menu and the options opened from it (in the
/// original view the window, its border untouched): the game is stopped, and the level
/// still shows where the ball is.
pub(super) fn dim_paused(v: View<'_, '_>, c: &mut impl Canvas) {
    let a = area(v);
    c.mark(Mark::Dim(a));
    c.fill_rect(a, PAUSE_DIMMER);
}

/// `text` broken into lines no wider than `width` ([`wrap_n`]), each about as wide as the
/// others: the narrowest width that needs no more lines, so no word stands alone.
pub(super) fn wrap_even<'t>(f: &Font<'_>, text: &'t str, width: i32) -> heapless::Vec<&'t str, 4> {
    wrap_even_n(f, text, width)
}

/// [`wrap_even`] into at most `N` lines.
pub(super) fn wrap_even_n<'t, const N: usize>(
    f: &Font<'_>,
    text: &'t str,
    width: i32,
) -> heapless::Vec<&'t str, N> {
    let n = wrap_n::<N>(f, text, width).len();
    let (mut lo, mut hi) = (1, width);
    while lo < hi {
        let mid = (lo + hi) / 2;
        let w = wrap_n::<N>(f, text, mid);
        if w.len() <= n && w.iter().all(|l| f.width(l) <= mid) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    wrap_n(f, text, hi)
}

/// Text that fits a fixed buffer (no allocation while drawing).
pub(super) type Buf = heapless::String<64>;

/// The pack's title backdrop (`im` 0: 480 x 272; the original's splash is smaller and
/// is not used as one).
pub(super) const IM_BACKDROP: usize = 0;
/// The pack's logo (`im` 1: used when wider than the original's).
pub(super) const IM_LOGO: usize = 1;
/// The pack's nine-slice panel (`im` 3: 24 x 24; the original's side ornament is not).
pub(super) const IM_PANEL: usize = 3;
pub use crate::assets::IM_FONT;
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

/// One line of `s` in a panel of its own, centred under `under` with its top at `y` (what
/// is wrong, or what the last action did, under a list); the panel's rectangle.
pub(super) fn line_panel(
    v: View<'_, '_>,
    c: &mut impl Canvas,
    s: &Style<'_>,
    under: Rect,
    y: i32,
    text: &str,
) -> Rect {
    let h = s.height() + 2 * crate::gfx::button_pictures::overhang(s.height()) + 8;
    let w = (s.width(text) + 24).min(room(v).w);
    let r = Rect::new(under.x + (under.w - w) / 2, y, w, h);
    panel(v, c, r);
    s.centred(c, r.x + r.w / 2, r.y + (h - s.height()) / 2, TEXT, text);
    r
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
    // A centre of one opaque colour is one fill, not a tile every 8 pixels (a panel the
    // size of the screen would be some 1700 sprites of the PSP's display list).
    // A translucent one lies over its own colour made opaque ([`panel`]), which is what
    // the tiles would show: the opaque colour alone is the same picture.
    let first = p.pixel(8, 8);
    let flat = first >> 24 != 0 && (8..16).all(|y| (8..16).all(|x| p.pixel(x, y) == first));
    let (x1, y1) = (r.x + r.w - 8, r.y + r.h - 8);
    let (iw, ih) = (r.w - 16, r.h - 16);
    if flat {
        c.fill_rect(Rect::new(r.x + 8, r.y + 8, iw, ih), first | 0xFF00_0000);
    }
    let mut draw = |src: Rect, x: i32, y: i32| c.blit(p, src, x, y);
    if !flat {
        tile(&mut draw, 8, 8, r.x + 8, r.y + 8, iw, ih);
    }
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
            let (bx, by) = v.c.title_art.ball();
            super::title_art::draw_backdrop(c, bx, by);
            for r in super::title_art::NAME_LINES {
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
        _ => super::title_art::NAME_LINES
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

/// The game's version in the bottom-left corner, in fine print, light on a dark plate so
/// that it reads over any art.
pub(super) fn version(c: &mut impl Canvas) {
    let f = small(Role::Fine);
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

/// `role` in the small font, whatever the view (what only ever takes it: hints, fine print).
pub(super) fn small(role: Role) -> Style<'static> {
    Style {
        f: Font::Builtin { scale: 1 },
        role,
    }
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

/// `text` broken at spaces into lines at most `width` wide in `f` (a word wider than that
/// stands alone); at most four lines, the fourth holding the rest of the text whatever its
/// width, so no word is lost.
#[cfg(test)]
pub(super) fn wrap<'t>(f: &Font<'_>, text: &'t str, width: i32) -> heapless::Vec<&'t str, 4> {
    wrap_n(f, text, width)
}

/// `text` broken at spaces into lines at most `width` wide in `f` (a word wider than that
/// stands alone); at most `N` lines, the last holding the rest of the text whatever its
/// width, so no word is lost.
pub(super) fn wrap_n<'t, const N: usize>(
    f: &Font<'_>,
    text: &'t str,
    width: i32,
) -> heapless::Vec<&'t str, N> {
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

/// How [`text_panel`] lines up its rows.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Align {
    /// Left-aligned columns (a second column starts where the widest first cell ends).
    Columns,
    /// Each line centred.
    Centre,
}

/// Padding across a panel, and above, between and below its heading and its lines.
const PAD: i32 = 16;
const EDGE_PAD: i32 = 8;

/// A panel with a heading (a title) and rows of sentences (body), as large as its text, at
/// the top of `room` and centred across it; the rows close up to 3 pixels apart when they
/// would not fit its height. A row is one or two cells: the second cells make a column.
pub(super) fn text_panel(
    v: View<'_, '_>,
    c: &mut impl Canvas,
    room: Rect,
    head: &str,
    rows: &[[&str; 2]],
    align: Align,
) -> Rect {
    let t = style(v, Role::Title);
    let b = style(v, Role::Body);
    let n = rows.len() as i32;
    let col0 = rows.iter().map(|r| b.width(r[0])).max().unwrap_or(0);
    let gap = b.width("  ");
    let has1 = rows.iter().any(|r| !r[1].is_empty());
    let col1 = rows.iter().map(|r| b.width(r[1])).max().unwrap_or(0);
    let widest = match align {
        Align::Columns if has1 => col0 + gap + col1,
        _ => col0,
    };
    let w = (widest.max(t.width(head)) + 2 * PAD).min(room.w);
    let height =
        |step: i32| EDGE_PAD + t.height() + EDGE_PAD + n * step - (step - b.height()) + EDGE_PAD;
    // Lines close up to two blank rows between a button's picture and the next line.
    let least = b.step() - 1;
    let room = tall_room(room, height(least));
    let mut step = b.step() + 3;
    while step > least && height(step) > room.h {
        step -= 1;
    }
    let h = height(step).min(room.h);
    let r = Rect::new(room.x + (room.w - w) / 2, room.y, w, h);
    panel(v, c, r);
    let cx = r.x + r.w / 2;
    t.centred(c, cx, r.y + EDGE_PAD, GOLD, head);
    let x0 = cx - widest / 2;
    let mut y = r.y + EDGE_PAD + t.height() + EDGE_PAD;
    for row in rows {
        match align {
            Align::Columns => {
                b.draw(c, x0, y, TEXT, row[0]);
                if !row[1].is_empty() {
                    b.draw(c, x0 + col0 + gap, y, TEXT, row[1]);
                }
            }
            Align::Centre => b.centred(c, cx, y, TEXT, row[0]),
        }
        y += step;
    }
    r
}

/// `room`, or when `h` rows do not fit it, the screen's whole height inside its margins
/// and above its bottom row (a panel there covers the title art's lines whole).
pub(super) fn tall_room(room: Rect, h: i32) -> Rect {
    if h <= room.h {
        room
    } else {
        Rect::new(room.x, GAP, room.w, SCREEN_H - BOTTOM_ROW - GAP)
    }
}

/// A centred message box over the level: a heading, and a line (broken evenly to fit the
/// area) in `role` (a sentence, or a prompt).
pub(super) fn message(v: View<'_, '_>, c: &mut impl Canvas, head: &str, sub: &str, role: Role) {
    let a = area(v);
    let t = style(v, Role::Title);
    let b = style(v, role);
    let room = a.w - 8 - 2 * PAD;
    let subs = wrap_even(&b.f, sub, room);
    let widest = subs.iter().map(|l| b.width(l)).max().unwrap_or(0);
    let w = (t.width(head).max(widest) + 2 * PAD + 16).min(a.w - 8);
    let step = b.step();
    let h = 10 + t.height() + 10 + subs.len() as i32 * step - (step - b.height()) + 10;
    let r = Rect::new(a.x + (a.w - w) / 2, panel_top(a, h, 84), w, h);
    let cx = a.x + a.w / 2;
    panel(v, c, r);
    t.centred(c, cx, r.y + 10, GOLD, head);
    for (i, l) in subs.iter().enumerate() {
        let y = r.y + 10 + t.height() + 10 + step * i as i32;
        b.centred(c, cx, y, TEXT, l);
    }
}

/// The notice (a save that failed, every level opened): a hint-sized line at the top of
/// the screen, over the title art above its logo (16 rows down), so that the bottom row
/// stays free for the hints and the saving indicator.
pub(super) fn notice(v: View<'_, '_>, c: &mut impl Canvas, text: &str, over_title: bool) {
    let f = small(Role::Hint);
    let pad = 3;
    let w = f.width(text) + 16;
    let h = f.height() + 2 * pad + 1;
    let y = if over_title { 1 } else { 4 };
    panel(v, c, Rect::new((SCREEN_W - w) / 2, y, w, h));
    f.centred(c, SCREEN_W / 2, y + pad, GOLD, text);
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
