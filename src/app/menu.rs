//! Menus: entries are actions (an enum with its labels), the selection is an action, and
//! moving it skips greyed entries; the vertical menu box they are drawn in.

use super::context::View;
use super::ui::{self, DIM, GOLD, TEXT};
use super::SCREEN_H;
use crate::gfx::text::Font;
use crate::gfx::{Canvas, Pixel, Rect};

/// A menu's entries, in the order shown.
pub trait Item: Copy + Eq + 'static {
    /// Every entry, top to bottom.
    const ALL: &'static [Self];

    /// The entry's text.
    fn label(self) -> &'static str;

    /// The entry's row.
    fn index(self) -> usize {
        Self::ALL.iter().position(|&i| i == self).unwrap_or(0)
    }
}

/// `sel` after a press of UP or DOWN, skipping entries `enabled` refuses (also when
/// nothing moves and `sel` itself is refused: the next entry is taken).
pub fn step<T: Item>(sel: T, up: bool, down: bool, enabled: impl Fn(T) -> bool) -> T {
    let i = step_index(sel.index(), T::ALL.len(), up, down, |i| enabled(T::ALL[i]));
    T::ALL[i]
}

/// [`step`] over rows `0..n`.
pub fn step_index(
    sel: usize,
    n: usize,
    up: bool,
    down: bool,
    enabled: impl Fn(usize) -> bool,
) -> usize {
    if n == 0 {
        return 0;
    }
    let mut s = sel.min(n - 1);
    let dir = if up {
        n - 1
    } else if down {
        1
    } else {
        return if enabled(s) { s } else { (s + 1) % n };
    };
    for _ in 0..n {
        s = (s + dir) % n;
        if enabled(s) {
            break;
        }
    }
    s
}

/// A vertical menu with a title at height `y` of the whole screen (centred on the game
/// view in the original's window, [`ui::area`]); disabled entries are dimmed.
pub fn draw(
    v: View<'_, '_>,
    c: &mut impl Canvas,
    title: &str,
    items: &[(&str, bool)],
    sel: usize,
    y: i32,
) {
    draw_in(v, c, ui::SCREEN, title, items, sel, y);
}

/// [`draw`] inside `area`: the panel and its font fit the area's width.
pub fn draw_in(
    v: View<'_, '_>,
    c: &mut impl Canvas,
    area: Rect,
    title: &str,
    items: &[(&str, bool)],
    sel: usize,
    y: i32,
) {
    let widest = |f: &Font<'_>| {
        items
            .iter()
            .map(|(t, _)| f.width(t))
            .max()
            .unwrap_or(0)
            .max(f.width(title))
    };
    let rows = items.len() as i32 + i32::from(!title.is_empty());
    let bottom = if area == ui::SCREEN {
        SCREEN_H - ui::BOTTOM_ROW - y
    } else {
        area.h - 8
    };
    // Closer lines when the list would run off the bottom of the area (8 pixels above
    // the first line and below the last); a font whose lines would then touch, or that
    // is too wide, gives way to the built-in one.
    let spacing =
        |f: &Font<'_>| (f.line_height() + 8).min((bottom - 16 - f.height()) / (rows - 1).max(1));
    let f = match ui::font(v) {
        f if widest(&f) + 64 <= area.w - 4 && spacing(&f) >= f.height() + 3 => f,
        _ => Font::Builtin { scale: 1 },
    };
    let lh = spacing(&f).max(f.height() + 3);
    let w = (widest(&f) + 64).min(area.w - 4);
    let h = 16 + lh * (rows - 1).max(0) + f.height();
    let cx = area.x + area.w / 2;
    let r = Rect::new(area.x + (area.w - w) / 2, ui::panel_top(area, h, y), w, h);
    ui::panel(v, c, r);
    let mut ty = r.y + 8;
    if !title.is_empty() {
        f.draw_centred(c, cx, ty, GOLD, title);
        ty += lh;
    }
    // The selection cursor: the pack's (`im` 6, pointing right), else a triangle of our
    // own (the original's art has no cursor; its scroll arrow points up).
    let arrow = ui::menu_picture(v, 6);
    for (i, (t, enabled)) in items.iter().enumerate() {
        let color = if !enabled {
            DIM
        } else if i == sel {
            GOLD
        } else {
            TEXT
        };
        let tw = f.width(t);
        let x = area.x + (area.w - tw) / 2;
        f.draw(c, x, ty, color, t);
        if i == sel {
            match &arrow {
                Some(a) if a.width <= 16 => {
                    ui::blit(c, a, x - a.width - 6, ty + (f.line_height() - a.height) / 2)
                }
                _ => cursor(c, x - 6, ty, f.height(), GOLD),
            }
        }
        ty += lh;
    }
}

/// A triangle pointing right, `h` high, its tip at `(tip_x, y + h / 2)`.
fn cursor(c: &mut impl Canvas, tip_x: i32, y: i32, h: i32, color: Pixel) {
    let half = h / 2;
    for dy in 0..h {
        let w = half - (dy - half).abs() + 1;
        c.fill_rect(Rect::new(tip_x - half - 1, y + dy, w, 1), color);
    }
}

/// Draws a menu of `T`'s entries, all enabled unless `enabled` says otherwise.
pub fn draw_items<T: Item>(
    v: View<'_, '_>,
    c: &mut impl Canvas,
    title: &str,
    sel: T,
    y: i32,
    enabled: impl Fn(T) -> bool,
) {
    draw_items_in(v, c, ui::SCREEN, title, sel, y, enabled);
}

/// [`draw_items`] inside `area` (see [`draw_in`]).
pub fn draw_items_in<T: Item>(
    v: View<'_, '_>,
    c: &mut impl Canvas,
    area: Rect,
    title: &str,
    sel: T,
    y: i32,
    enabled: impl Fn(T) -> bool,
) {
    let mut items: heapless::Vec<(&str, bool), 8> = heapless::Vec::new();
    for &i in T::ALL.iter().take(8) {
        let _ = items.push((i.label(), enabled(i)));
    }
    draw_in(v, c, area, title, &items, sel.index(), y);
}

#[cfg(test)]
mod tests {
    use super::{step, step_index, Item};
    use crate::app::TitleItem;

    #[test]
    fn the_selection_skips_refused_entries_and_wraps() {
        let no_continue = |t: TitleItem| t != TitleItem::Continue;
        // Up from New Game wraps past the refused Continue to Exit, and down comes back.
        assert_eq!(
            step(TitleItem::NewGame, true, false, no_continue),
            TitleItem::Exit
        );
        assert_eq!(
            step(TitleItem::Exit, false, true, no_continue),
            TitleItem::NewGame
        );
        // Not moving off a refused entry takes the next one; an enabled one stays.
        assert_eq!(
            step(TitleItem::Continue, false, false, no_continue),
            TitleItem::NewGame
        );
        assert_eq!(
            step(TitleItem::Records, false, false, no_continue),
            TitleItem::Records
        );
        assert_eq!(
            step(TitleItem::Continue, false, true, |_| true),
            TitleItem::NewGame
        );
        // Rows by index: an empty list stays at 0, a selection past the end is clamped.
        assert_eq!(step_index(3, 0, false, true, |_| true), 0);
        assert_eq!(step_index(9, 4, false, false, |_| true), 3);
        for (i, &t) in TitleItem::ALL.iter().enumerate() {
            assert_eq!(t.index(), i);
        }
    }
}
