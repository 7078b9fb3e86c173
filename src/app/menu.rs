//! Menus: entries are actions (an enum with its labels), the selection is an action, and
//! moving it skips greyed entries; a held direction repeats ([`Repeat`]); the vertical menu
//! box they are drawn in.

use super::context::View;
use super::ui::{self, DIM, GOLD, TEXT};
use super::SCREEN_H;
use crate::gfx::{button_pictures, Canvas, Color32, Mark, Rect, Role};
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

/// [`step_index`] for a list moved by the frame's pad: a held direction's repeat stops at
/// the first and last rows, only a fresh press wraps round (a player holding DOWN to reach
/// the last level does not land back on the first).
pub(super) fn step_list(
    sel: usize,
    n: usize,
    i: &super::pad::Pad,
    enabled: impl Fn(usize) -> bool,
) -> usize {
    let next = step_index(sel, n, i.up, i.down, enabled);
    let wrapped = (i.down && next < sel) || (i.up && next > sel);
    if i.repeated && wrapped {
        sel.min(n.saturating_sub(1))
    } else {
        next
    }
}

/// [`draw`] inside `area`.
pub(super) fn draw_in(
    v: View<'_, '_>,
    c: &mut impl Canvas,
    area: Rect,
    title: &str,
    items: &[(&str, bool)],
    sel: usize,
    y: i32,
) -> Rect {
    draw_in_spaced_for(v, c, area, title, items, sel, y, items.len())
}

/// [`draw_in`], the rows spaced for `spaced_for` of them ([`List::draw_spaced_for`]).
#[allow(clippy::too_many_arguments)]
pub(super) fn draw_in_spaced_for(
    v: View<'_, '_>,
    c: &mut impl Canvas,
    area: Rect,
    title: &str,
    items: &[(&str, bool)],
    sel: usize,
    y: i32,
    spaced_for: usize,
) -> Rect {
    // The title's ten entries at most.
    let rows: heapless::Vec<Row<'_>, 10> = items
        .iter()
        .map(|&(t, enabled)| Row::plain([t, ""], enabled))
        .collect();
    List {
        title,
        rows: &rows,
        sel,
        columns: [0, 0],
        above: false,
        below: false,
        values: false,
    }
    .draw_spaced_for(v, c, area, y, spaced_for)
}

/// A row of a [`List`]: its cells (the second may be empty), whether it can be chosen, and
/// a badge drawn in gold after the second cell (empty for none: TIME ATTACK's PAR); or a
/// heading inside the list (its first cell, in gold on the first column's edge, never under
/// the cursor: TIME ATTACK's MY LEVELS).
#[derive(Clone, Copy)]
pub(super) struct Row<'t> {
    pub cells: [&'t str; 2],
    pub enabled: bool,
    pub badge: &'t str,
    pub heading: bool,
}

impl<'t> Row<'t> {
    /// A row of cells, enabled or not, with no badge.
    pub(super) fn plain(cells: [&'t str; 2], enabled: bool) -> Row<'t> {
        Row {
            cells,
            enabled,
            badge: "",
            heading: false,
        }
    }

    /// A heading row.
    pub(super) fn heading(text: &'t str) -> Row<'t> {
        Row {
            cells: [text, ""],
            enabled: false,
            badge: "",
            heading: true,
        }
    }

    /// The second column's width in `f`: the second cell and its badge after a space.
    pub(super) fn second_width(&self, f: &ui::Style<'_>) -> i32 {
        let badge = if self.badge.is_empty() {
            0
        } else {
            f.width(" ") + f.width(self.badge)
        };
        f.width(self.cells[1]) + badge
    }
}

/// A list in a panel, as every menu is drawn (docs/UI.md): one column grid (each column
/// left-aligned on one edge), the cursor left of the selected row, the title centred
/// above; ▲ and ▼ at the right when rows are hidden above or below.
pub(super) struct List<'a, 't> {
    pub title: &'a str,
    pub rows: &'a [Row<'t>],
    pub sel: usize,
    /// Each column's width at least (a list that scrolls keeps the columns of all its
    /// rows, shown or not).
    pub columns: [i32; 2],
    pub above: bool,
    pub below: bool,
    /// The second cells are values, drawn `‹ VALUE ›`: the marks in two columns of their
    /// own, each value centred between them (docs/UI.md, values).
    pub values: bool,
}

/// Space either side of the rows: the cursor's room on the left, the scroll marks' on the
/// right.
const SIDE: i32 = 32;

impl<'a, 't> List<'a, 't> {
    /// A list of levels that scrolls, over the title art (New Game's and TIME ATTACK's):
    /// `rows` shows the levels from `first` of `n`, `sel` the selected level's index, the
    /// columns as wide as every level's `columns` (shown or not); drawn where the other
    /// lists stand.
    pub(super) fn levels(
        title: &'a str,
        rows: &'a [Row<'t>],
        sel: usize,
        first: usize,
        n: usize,
        columns: [i32; 2],
    ) -> Self {
        List {
            title,
            rows,
            sel: sel - first,
            columns,
            above: first > 0,
            below: first + rows.len() < n,
            values: false,
        }
    }

    /// Draws [`List::levels`]'s list where the title's lists stand.
    pub(super) fn draw_levels(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        self.draw(v, c, ui::SCREEN, ui::below_title(v, 86));
    }

    /// The rows' width in `f`: the first column, a gap, the second.
    pub(super) fn width_of(f: &ui::Style<'_>, rows: &[Row<'_>]) -> (i32, i32) {
        let cells = rows.iter().filter(|r| !r.heading);
        let col0 = cells
            .clone()
            .map(|r| f.width(r.cells[0]))
            .max()
            .unwrap_or(0);
        let col1 = cells.map(|r| r.second_width(f)).max().unwrap_or(0);
        (col0, col1)
    }

    /// The widest heading row's text in `f`.
    fn headings_width(f: &ui::Style<'_>, rows: &[Row<'_>]) -> i32 {
        rows.iter()
            .filter(|r| r.heading)
            .map(|r| f.width(r.cells[0]))
            .max()
            .unwrap_or(0)
    }

    /// The room a value's marks take either side of it.
    fn mark_room(f: &ui::Style<'_>) -> i32 {
        f.width("‹ ")
    }

    /// Draws the list with its panel's top at `y` of the whole screen (centred on the game
    /// view in the original's window); the panel's rectangle.
    pub(super) fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas, area: Rect, y: i32) -> Rect {
        self.draw_spaced_for(v, c, area, y, self.rows.len())
    }

    /// [`List::draw`] with the rows spaced as a list of `spaced_for` rows would be (at
    /// least its own): a menu that shows an entry only at times (the title's CONTINUE)
    /// keeps its spacing when the entry comes and goes.
    pub(super) fn draw_spaced_for(
        &self,
        v: View<'_, '_>,
        c: &mut impl Canvas,
        area: Rect,
        y: i32,
        spaced_for: usize,
    ) -> Rect {
        self.draw_to(v, c, area, y, spaced_for, SCREEN_H - ui::BOTTOM_ROW)
    }

    /// [`List::draw`] with the panel's bottom at `floor` at most on the whole screen
    /// (something of the screen's own lies below, such as the hint bar over a level): the
    /// rows closer first, then the panel raised, never above the screen's gap.
    pub(super) fn draw_above(
        &self,
        v: View<'_, '_>,
        c: &mut impl Canvas,
        area: Rect,
        y: i32,
        floor: i32,
    ) -> Rect {
        let y = if area == ui::SCREEN {
            let (_, _, h) = self.pitch(v, area, y, self.rows.len(), floor);
            y.min(floor - h).max(ui::GAP)
        } else {
            y
        };
        self.draw_to(v, c, area, y, self.rows.len(), floor)
    }

    /// The rows' pitch, the title's room above them and the panel's height for a panel at
    /// `y` over `floor`.
    fn pitch(
        &self,
        v: View<'_, '_>,
        area: Rect,
        y: i32,
        spaced_for: usize,
        floor: i32,
    ) -> (i32, i32, i32) {
        let f = ui::style(v, Role::Item);
        let t = ui::style(v, Role::Title);
        let rows = self.rows.len() as i32;
        let bottom = if area == ui::SCREEN {
            floor - y
        } else {
            area.h - 8
        };
        let head = self.head(&t, 8);
        // Closer rows when the list would run off the bottom of the area (8 pixels above
        // the first line and below the last), never closer than 3 blank rows. A gap next
        // to a button's picture keeps its own room ([`List::gap`]): the others share
        // what is left.
        let spaced_for = (spaced_for as i32).max(rows);
        let room = bottom - 16 - head - f.height();
        let (fixed, fixed_room) = (1..self.rows.len())
            .map(|i| self.gap(&f, 0, i))
            .filter(|&g| g > 0)
            .fold((0, 0), |(n, sum), g| (n + 1, sum + g));
        let free = (spaced_for - 1 - fixed).max(1);
        let fit = (room - fixed_room) / free;
        let lh = (f.height() + 8).min(fit).max(f.height() + 3);
        let gaps: i32 = (1..self.rows.len()).map(|i| self.gap(&f, lh, i)).sum();
        // Still too long at the closest rows: the title closes up too, to 3 blank rows.
        let over = 16 + head + gaps + f.height() - bottom;
        let head = if over > 0 {
            self.head(&t, (8 - over).max(3))
        } else {
            head
        };
        (lh, head, 16 + head + gaps + f.height())
    }

    /// The title's room above the rows, `blank` rows under its line (none without a title).
    fn head(&self, t: &ui::Style<'_>, blank: i32) -> i32 {
        if self.title.is_empty() {
            0
        } else {
            t.height() + blank
        }
    }

    /// The pitch from row `i - 1` to row `i` at the list's pitch `lh`: a button's picture
    /// reaches [`button_pictures::overhang`] rows past its line's letters, and the rows
    /// either side of it keep 3 blank rows from it (0 when `lh` is 0 and neither row has a
    /// picture).
    fn gap(&self, f: &ui::Style<'_>, lh: i32, i: usize) -> i32 {
        let pictures = [i - 1, i]
            .iter()
            .filter(|&&k| {
                self.rows.get(k).is_some_and(|r| {
                    r.cells
                        .iter()
                        .any(|s| s.chars().any(button_pictures::is_button))
                })
            })
            .count() as i32;
        if pictures == 0 {
            return lh;
        }
        lh.max(f.height() + 3 + pictures * button_pictures::overhang(f.height()))
    }

    fn draw_to(
        &self,
        v: View<'_, '_>,
        c: &mut impl Canvas,
        area: Rect,
        y: i32,
        spaced_for: usize,
        floor: i32,
    ) -> Rect {
        let f = ui::style(v, Role::Item);
        let t = ui::style(v, Role::Title);
        let (col0, col1) = Self::width_of(&f, self.rows);
        let col1 = if self.values && col1 > 0 {
            col1 + 2 * Self::mark_room(&f)
        } else {
            col1
        };
        let (col0, col1) = (col0.max(self.columns[0]), col1.max(self.columns[1]));
        let gap = if col1 > 0 { f.width("  ") } else { 0 };
        let inner = (col0 + gap + col1)
            .max(t.width(self.title))
            .max(Self::headings_width(&f, self.rows));
        let w = (inner + 2 * SIDE).min(area.w - 4);
        let (lh, head, h) = self.pitch(v, area, y, spaced_for, floor);
        let r = Rect::new(area.x + (area.w - w) / 2, ui::panel_top(area, h, y), w, h);
        ui::panel(v, c, r);
        let cx = r.x + r.w / 2;
        let mut ty = r.y + 8;
        if !self.title.is_empty() {
            t.centred(c, cx, ty, GOLD, self.title);
            ty += head;
        }
        // Centred, unless the rows fill the panel: then clear of the cursor's room.
        let x0 = (cx - inner / 2).max(r.x + cursor_room(v, f.height()));
        let x1 = x0 + col0 + gap;
        let marks = ui::small(Role::Hint);
        let mark_x = r.x + r.w - 8 - marks.width("▲");
        for (i, row) in self.rows.iter().enumerate() {
            if row.heading {
                // On the rows' own edge: a list is one column grid.
                f.draw(c, x0, ty, GOLD, row.cells[0]);
                ty += self.gap(&f, lh, i + 1);
                continue;
            }
            let color = if !row.enabled {
                DIM
            } else if i == self.sel {
                GOLD
            } else {
                TEXT
            };
            f.draw(c, x0, ty, color, row.cells[0]);
            if !row.cells[1].is_empty() && self.values {
                let right = x1 + col1;
                f.draw(c, x1, ty, color, "‹");
                f.centred(c, (x1 + right) / 2, ty, color, row.cells[1]);
                f.right(c, right, ty, color, "›");
            } else if !row.cells[1].is_empty() {
                f.draw(c, x1, ty, color, row.cells[1]);
            }
            if !row.badge.is_empty() && !self.values {
                let bx = x1 + f.width(row.cells[1]) + f.width(" ");
                f.draw(c, bx, ty, GOLD, row.badge);
            }
            if i == self.sel {
                cursor(v, c, x0, ty, f.height());
            }
            let mid = ty + (f.height() - marks.height()) / 2;
            if i == 0 && self.above {
                marks.draw(c, mark_x, mid, TEXT, "▲");
            }
            if i + 1 == self.rows.len() && self.below {
                marks.draw(c, mark_x, mid, TEXT, "▼");
            }
            ty += self.gap(&f, lh, i + 1);
        }
        r
    }
}

/// The selection cursor left of a line at `(x, y)` whose letters are `h` high: the pack's
/// (`im` 6, pointing right), else a triangle of our own (the original's art has no cursor;
/// its scroll arrow points up). The one cursor every choice on every screen uses.
pub(super) fn cursor(v: View<'_, '_>, c: &mut impl Canvas, x: i32, y: i32, h: i32) {
    match ui::menu_picture(v, ui::IM_CURSOR) {
        Some(a) if a.width() <= 16 && a.height() <= h + 6 => {
            let (ax, ay) = (x - a.width() - 6, y + (h - a.height()) / 2);
            c.mark(Mark::Cursor(Rect::new(ax, ay, a.width(), a.height())));
            ui::blit(c, &a, ax, ay)
        }
        _ => {
            let half = h / 2;
            c.mark(Mark::Cursor(Rect::new(x - 6 - half - 1, y, half + 1, h)));
            triangle(c, x - 6, y, h, GOLD)
        }
    }
}

/// The room [`cursor`] takes left of a line whose letters are `h` high, from the panel's
/// edge (2 pixels clear of its frame).
pub(super) fn cursor_room(v: View<'_, '_>, h: i32) -> i32 {
    let w = match ui::menu_picture(v, ui::IM_CURSOR) {
        Some(a) if a.width() <= 16 && a.height() <= h + 6 => a.width(),
        _ => h / 2 + 1,
    };
    2 + w + 6
}

/// A triangle pointing right, `h` high, its tip at `(tip_x, y + h / 2)`.
fn triangle(c: &mut impl Canvas, tip_x: i32, y: i32, h: i32, color: Color32) {
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
) -> Rect {
    draw_items_in(v, c, ui::SCREEN, title, sel, y, enabled)
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
) -> Rect {
    const { assert!(T::ALL.len() <= 9, "a menu of more than nine entries") };
    let items: heapless::Vec<(&str, bool), 9> =
        T::ALL.iter().map(|&i| (i.label(), enabled(i))).collect();
    draw_in(v, c, area, title, &items, sel.index(), y)
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
