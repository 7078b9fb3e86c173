//! What the application draws over any screen by PSP convention: the button hint bar along
//! the bottom of a menu, the saving indicator while the Memory Stick is written, and the
//! reminder that nothing is saved after the player kept a save that cannot be read.

use super::context::View;
use super::save_queue::SaveState;
use super::ui::{self, DIM, GOLD, TEXT};
use super::SCREEN_H;
use crate::gfx::{button_pictures, Canvas, Rect, Role};
use crate::render::{hud, scene};

/// The hint bar ([`super::hints::bar`]): the text in a small box at the bottom right of
/// the area the panels use ([`ui::area`]: the screen, where the version stays readable at
/// the bottom left; in the original view the window over a level, whose border stays
/// untouched), in the menus' font when it fits in about half of it.
pub(super) fn hint_bar(v: View<'_, '_>, c: &mut impl Canvas, text: &str) {
    bar_in(v, c, ui::area(v), text, false);
}

/// [`hint_bar`] on a screen that keeps the saving indicator's row free above the bottom
/// row (the editor's menu, whose SAVE writes): while the indicator shows, the bar stands
/// on it instead of under it.
pub(super) fn hint_bar_over_saving(v: View<'_, '_>, c: &mut impl Canvas, text: &str) {
    bar_in(v, c, ui::area(v), text, true);
}

/// The hint bar over a level in play: above its HUD (the wide strip, or the HUD rows of
/// the original's window), so that the score, the lives and the hoops stay readable.
pub(super) fn hint_bar_over_level(v: View<'_, '_>, c: &mut impl Canvas, text: &str) {
    bar_in(v, c, over_level(v), text, false);
}

/// The top of the bar [`hint_bar_over_level`] draws: a panel over the level ends above it.
pub(super) fn hint_bar_top_over_level(v: View<'_, '_>, text: &str) -> i32 {
    bar_rect(v, over_level(v), text, false).y
}

/// The play field over the HUD, where the bar over a level stands.
fn over_level(v: View<'_, '_>) -> Rect {
    let a = ui::area(v);
    let hud = if a == ui::SCREEN {
        hud::HEIGHT
    } else {
        // The original's HUD rows as the window's scale shows them (29 at 1:1).
        a.h - scene::ORIGINAL_VIEW_H * a.h / scene::ORIGINAL_H
    };
    Rect::new(a.x, a.y, a.w, a.h - hud)
}

/// The bar at the bottom right of `a`, in the hint role's small font, no taller than the
/// bottom rows the screens' panels leave free ([`ui::BOTTOM_ROW`]).
fn bar_in(v: View<'_, '_>, c: &mut impl Canvas, a: Rect, text: &str, over_saving: bool) {
    let f = ui::small(Role::Hint);
    let over = button_pictures::overhang(f.height());
    let r = bar_rect(v, a, text, over_saving);
    ui::panel(v, c, r);
    f.draw(c, r.x + 8, r.y + 3 + over, TEXT, text);
}

/// Where [`bar_in`] puts the bar.
fn bar_rect(v: View<'_, '_>, a: Rect, text: &str, over_saving: bool) -> Rect {
    let f = ui::small(Role::Hint);
    let over = button_pictures::overhang(f.height());
    let (w, h) = (f.width(text) + 16, f.height() + 2 * over + 6);
    let mut r = Rect::new(a.x + a.w - w - 4, a.y + a.h - h - 1, w, h);
    let saving = saving_rect(SCREEN_H - saving_height() - 1);
    if over_saving && shown(v) && !r.intersect(&saving).is_empty() {
        r.y = saving.y - h - 2;
    }
    r
}

/// The saving indicator, PSP style: a turning mark, "SAVING" and the warning to keep the
/// Memory Stick in and the power on, on one line in the screen's bottom-left corner (over
/// the version, clear of the title's logo, of the hint bar at the bottom right and of the
/// original's window), or at the top left over a level in the wide view (whose bottom is
/// the HUD). Where an enlarged original window leaves no bottom row, the line is broken
/// evenly into the margin left of the window. `frame` turns the mark.
pub(super) fn saving(v: View<'_, '_>, c: &mut impl Canvas, frame: u32, over_title: bool) {
    let f = ui::small(Role::Hint);
    let step = f.height() + 3;
    let window = (!over_title && v.game().is_some() && v.save.options.original_view)
        .then(|| ui::original_window(v));
    let mut lines: heapless::Vec<&str, 4> = heapless::Vec::new();
    let bottom = SCREEN_H - saving_height() - 1;
    let r = match window {
        // The window's frame is 2 pixels round it; the box keeps the panels' gap from it.
        Some(win) if win.y + win.h + 2 + ui::GAP > bottom => {
            let w = win.x - 2 - ui::GAP - 4;
            lines = ui::wrap_even_n(&f.f, SAVING_LINE, w - RING_ROOM - 8);
            let h = lines.len() as i32 * step + 7;
            Rect::new(4, SCREEN_H - h - 1, w, h)
        }
        _ => {
            let _ = lines.push(SAVING_LINE);
            let top = !over_title && v.game().is_some() && !ui::in_window(v);
            saving_rect(if top { 4 } else { bottom })
        }
    };
    ui::panel(v, c, r);
    // Eight dots round a circle, one lit, moving on every 6 frames.
    let lit = (frame / 6 % 8) as i32;
    let (ox, oy) = (r.x + 13, r.y + 5 + f.height() / 2);
    const RING: [(i32, i32); 8] = [
        (0, -5),
        (4, -4),
        (5, 0),
        (4, 4),
        (0, 5),
        (-4, 4),
        (-5, 0),
        (-4, -4),
    ];
    for (k, (dx, dy)) in RING.iter().enumerate() {
        let colour = if k as i32 == lit { GOLD } else { DIM };
        c.fill_rect(Rect::new(ox + dx - 1, oy + dy - 1, 2, 2), colour);
    }
    for (i, l) in lines.iter().enumerate() {
        f.draw(c, r.x + RING_ROOM, r.y + 5 + i as i32 * step, GOLD, l);
    }
}

/// The saving indicator's height: a screen that saves keeps it free above the bottom row.
pub(super) fn saving_height() -> i32 {
    ui::small(Role::Hint).height() + 10
}

/// The saving indicator's box with its top at `y`.
fn saving_rect(y: i32) -> Rect {
    Rect::new(
        4,
        y,
        ui::small(Role::Hint).width(SAVING_LINE) + RING_ROOM + 8,
        saving_height(),
    )
}

/// Whether the saving indicator is up: while a write runs, and for at least
/// [`super::SAVING_FRAMES`] from its start unless it failed (the failure's notice says so).
pub(super) fn shown(v: View<'_, '_>) -> bool {
    match v.c.saves.state() {
        SaveState::Writing { .. } => true,
        SaveState::Failed { .. } => false,
        _ => v.c.saving > 0,
    }
}

/// The saving indicator's words: short enough to stand left of the longest hint bar on
/// the bottom row (the options' `‹ › CHANGE ✕ OK ○ BACK`).
const SAVING_LINE: &str = "SAVING: KEEP THE MEMORY STICK IN, POWER ON";

/// The room the turning mark takes left of the saving indicator's words.
const RING_ROOM: i32 = 26;

/// The reminder, on the title, that this session saves nothing (the player chose to keep a
/// save that cannot be read, or there is no memory stick): in the bottom-left corner, over
/// the version, where the saving indicator would be.
pub(super) fn not_saving(v: View<'_, '_>, c: &mut impl Canvas) {
    let line = if v.c.no_stick {
        "NOT SAVING: NO MEMORY STICK"
    } else {
        "NOT SAVING: THE SAVED DATA THAT CANNOT BE READ IS KEPT"
    };
    let f = ui::small(Role::Hint);
    let h = f.height() + 10;
    let r = Rect::new(4, SCREEN_H - h - 1, f.width(line) + 16, h);
    ui::panel(v, c, r);
    f.draw(c, r.x + 8, r.y + 5, GOLD, line);
}
