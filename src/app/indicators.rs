//! What the application draws over any screen by PSP convention: the button hint bar along
//! the bottom of a menu, the saving indicator while the Memory Stick is written, and the
//! reminder that nothing is saved after the player kept a save that cannot be read.

use super::context::View;
use super::ui::{self, DIM, GOLD, TEXT};
use crate::gfx::text::Font;
use crate::gfx::{Canvas, Rect};
use crate::render::{hud, scene};

/// The hint bar ([`super::hints::bar`]): the text in a small box at the bottom right of
/// the area the panels use ([`ui::area`]: the screen, where the version stays readable at
/// the bottom left; in the original view the window over a level, whose border stays
/// untouched), in the menus' font when it fits in about half of it.
pub(super) fn hint_bar(v: View<'_, '_>, c: &mut impl Canvas, text: &str) {
    bar_in(v, c, ui::area(v), text, Some(ui::BOTTOM_ROW));
}

/// The hint bar over a level in play: above its HUD (the wide strip, or the HUD rows of
/// the original's window), so that the score, the lives and the hoops stay readable.
pub(super) fn hint_bar_over_level(v: View<'_, '_>, c: &mut impl Canvas, text: &str) {
    let a = ui::area(v);
    let hud = if a == ui::SCREEN {
        hud::HEIGHT
    } else {
        // The original's HUD rows as the window's scale shows them (29 at 1:1).
        a.h - scene::ORIGINAL_VIEW_H * a.h / scene::ORIGINAL_H
    };
    bar_in(v, c, Rect::new(a.x, a.y, a.w, a.h - hud), text, None);
}

/// The bar at the bottom right of `a`; with `rows`, no taller than the bottom rows the
/// screens' panels leave free ([`ui::BOTTOM_ROW`]), in the small font if the menus' one
/// does not fit them.
fn bar_in(v: View<'_, '_>, c: &mut impl Canvas, a: Rect, text: &str, rows: Option<i32>) {
    let mut f = ui::font_fitting(v, (a.w / 2 + 40).min(a.w - 24), &[text]);
    if rows.is_some_and(|rows| f.line_height() + 8 > rows) {
        f = Font::Builtin { scale: 1 };
    }
    let (w, h) = (f.width(text) + 16, f.line_height() + 6);
    let r = Rect::new(a.x + a.w - w - 4, a.y + a.h - h - 2, w, h);
    ui::panel(v, c, r);
    f.draw(c, r.x + 8, r.y + 3, TEXT, text);
}

/// The saving indicator, PSP style: a turning mark, "SAVING..." and the warning not to
/// take the Memory Stick out or switch off, at the top left of the screen (the notices are
/// centred; in the original view it stands on the border, clear of the window).
/// `frame` turns the mark.
pub(super) fn saving(v: View<'_, '_>, c: &mut impl Canvas, frame: u32) {
    const WARNING: &str = "DO NOT REMOVE THE MEMORY STICK OR SWITCH OFF";
    let f = Font::Builtin { scale: 1 };
    let lh = f.line_height();
    let w = f.width(WARNING) + 44;
    let h = 2 * lh + 14;
    let r = Rect::new(4, 4, w, h);
    ui::panel(v, c, r);
    // Eight dots round a circle, one lit, moving on every 6 frames.
    let lit = (frame / 6 % 8) as i32;
    let (ox, oy) = (r.x + 16, r.y + h / 2);
    const RING: [(i32, i32); 8] = [
        (0, -8),
        (6, -6),
        (8, 0),
        (6, 6),
        (0, 8),
        (-6, 6),
        (-8, 0),
        (-6, -6),
    ];
    for (k, (dx, dy)) in RING.iter().enumerate() {
        let colour = if k as i32 == lit { GOLD } else { DIM };
        c.fill_rect(Rect::new(ox + dx - 1, oy + dy - 1, 3, 3), colour);
    }
    f.draw(c, r.x + 32, r.y + 6, GOLD, "SAVING...");
    f.draw(c, r.x + 32, r.y + 8 + lh, TEXT, WARNING);
}

/// The reminder, on the title, that this session saves nothing (the player chose to keep a
/// save that cannot be read, or there is no memory stick): where the saving indicator
/// would be.
pub(super) fn not_saving(v: View<'_, '_>, c: &mut impl Canvas) {
    let why = if v.c.no_stick {
        "NO MEMORY STICK"
    } else {
        "THE SAVED DATA THAT CANNOT BE READ IS KEPT"
    };
    let lines = ["NOT SAVING", why];
    let f = Font::Builtin { scale: 1 };
    let lh = f.line_height();
    let r = Rect::new(4, 4, f.width(lines[1]) + 16, 2 * lh + 14);
    ui::panel(v, c, r);
    f.draw(c, r.x + 8, r.y + 6, GOLD, lines[0]);
    f.draw(c, r.x + 8, r.y + 8 + lh, DIM, lines[1]);
}
