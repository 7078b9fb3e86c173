//! Menus: entries are actions (an enum with its labels), the selection is an action, and
//! moving it skips greyed entries; a held direction repeats ([`Repeat`]); the vertical menu
//! box they are drawn in.

use super::context::View;
use super::ui::{self, DIM, GOLD, TEXT};
use super::SCREEN_H;
use crate::gfx::text::Font;
use crate::gfx::{Canvas, Color32, Rect};
use crate::input::Buttons;

/// Frames a direction is held before it repeats (400 ms at 60 Hz: longer than a tap, so a
/// press moves once).
pub const REPEAT_DELAY: u32 = 24;
/// Frames between repeats after that (100 ms: ten entries a second).
pub const REPEAT_EVERY: u32 = 6;

/// The D-pad directions.
const DIRECTIONS: Buttons =
    Buttons(Buttons::UP.0 | Buttons::DOWN.0 | Buttons::LEFT.0 | Buttons::RIGHT.0);

/// Key repeat for menu moves, as system menus do: a direction moves when pressed, then
/// again [`REPEAT_DELAY`] frames later if still held, then every [`REPEAT_EVERY`] frames.
/// Changing the directions held starts over (a fresh press moves at once).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Repeat {
    held: Buttons,
    /// Frames the same directions have been held, kept below `REPEAT_DELAY + REPEAT_EVERY`.
    frames: u32,
}

impl Repeat {
    /// The directions that move this frame, from the buttons held as menus read them
    /// ([`Buttons::navigation`]).
    pub(super) fn update(&mut self, held: Buttons) -> Buttons {
        let dirs = Buttons(held.0 & DIRECTIONS.0);
        if dirs != self.held {
            let fresh = dirs.pressed_since(self.held);
            *self = Repeat {
                held: dirs,
                frames: 0,
            };
            return fresh;
        }
        if dirs == Buttons::NONE {
            return Buttons::NONE;
        }
        self.frames += 1;
        if self.frames == REPEAT_DELAY + REPEAT_EVERY {
            self.frames = REPEAT_DELAY;
        }
        if self.frames == REPEAT_DELAY {
            dirs
        } else {
            Buttons::NONE
        }
    }
}

/// A menu's entries, in the order shown.
pub(super) trait Item: Copy + Eq + 'static {
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
pub(super) fn step<T: Item>(sel: T, up: bool, down: bool, enabled: impl Fn(T) -> bool) -> T {
    let i = step_index(sel.index(), T::ALL.len(), up, down, |i| enabled(T::ALL[i]));
    T::ALL[i]
}

/// [`step`] over rows `0..n`.
pub(super) fn step_index(
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
pub(super) fn draw(
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
pub(super) fn draw_in(
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
    let arrow = ui::menu_picture(v, ui::IM_CURSOR);
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
                Some(a) if a.width() <= 16 => ui::blit(
                    c,
                    a,
                    x - a.width() - 6,
                    ty + (f.line_height() - a.height()) / 2,
                ),
                _ => cursor(c, x - 6, ty, f.height(), GOLD),
            }
        }
        ty += lh;
    }
}

/// A triangle pointing right, `h` high, its tip at `(tip_x, y + h / 2)`.
fn cursor(c: &mut impl Canvas, tip_x: i32, y: i32, h: i32, color: Color32) {
    let half = h / 2;
    for dy in 0..h {
        let w = half - (dy - half).abs() + 1;
        c.fill_rect(Rect::new(tip_x - half - 1, y + dy, w, 1), color);
    }
}

/// Draws a menu of `T`'s entries, all enabled unless `enabled` says otherwise.
pub(super) fn draw_items<T: Item>(
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
pub(super) fn draw_items_in<T: Item>(
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
    use super::{step, step_index, Item, Repeat, REPEAT_DELAY, REPEAT_EVERY};
    use crate::app::TitleItem;
    use crate::input::Buttons;

    /// The frames (from 0, the press) on which `held`, held for `n` frames, moves.
    fn moves(r: &mut Repeat, held: Buttons, n: u32) -> alloc::vec::Vec<u32> {
        (0..n).filter(|_| r.update(held) != Buttons::NONE).collect()
    }

    #[test]
    fn a_held_direction_repeats_after_the_delay_then_steadily() {
        let mut r = Repeat::default();
        let d = REPEAT_DELAY;
        let e = REPEAT_EVERY;
        assert_eq!((d, e), (24, 6), "400 ms, then every 100 ms at 60 Hz");
        let want: alloc::vec::Vec<u32> = [0, d, d + e, d + 2 * e, d + 3 * e, d + 4 * e].into();
        assert_eq!(moves(&mut r, Buttons::DOWN, d + 4 * e + 5), want);
        // The moves are the direction held.
        let mut r = Repeat::default();
        assert_eq!(r.update(Buttons::UP), Buttons::UP);
        for _ in 1..d {
            assert_eq!(r.update(Buttons::UP), Buttons::NONE);
        }
        assert_eq!(r.update(Buttons::UP), Buttons::UP);
        // Released and pressed again: a move at once, and the delay starts over.
        r.update(Buttons::NONE);
        assert_eq!(moves(&mut r, Buttons::UP, d + 1), [0, d]);
        // A tap shorter than the delay moves once.
        let mut r = Repeat::default();
        assert_eq!(moves(&mut r, Buttons::DOWN, d - 1), [0]);
        assert_eq!(r.update(Buttons::NONE), Buttons::NONE);
        // Another direction pressed while one is held moves at once, as itself.
        let mut r = Repeat::default();
        moves(&mut r, Buttons::DOWN, 10);
        assert_eq!(r.update(Buttons::DOWN | Buttons::UP), Buttons::UP);
        // Other buttons neither move nor break a repeat.
        let mut r = Repeat::default();
        assert_eq!(r.update(Buttons::CROSS), Buttons::NONE);
        assert_eq!(moves(&mut r, Buttons::DOWN | Buttons::CROSS, d + 1), [0, d]);
        // Held for an hour, it keeps its pace.
        let mut r = Repeat::default();
        let n = moves(&mut r, Buttons::DOWN, 216_000).len() as u32;
        assert_eq!(n, 1 + (216_000 - d - 1) / e + 1);
    }

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
