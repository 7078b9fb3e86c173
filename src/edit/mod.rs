//! The level editor's model, free of any platform and of the heap once opened: the level
//! being edited ([`Doc`]), the cursor, the palette ([`palette`]), place, erase, fill a
//! rectangle, copy and paste a region, undo and redo over a ring of fixed depth, resize,
//! theme; every change checked against the original's limits ([`rules`]) and taken back,
//! with the reason, when it breaks one. The screen (`app::screen::editor`) maps buttons to
//! these actions.

pub mod doc;
pub mod palette;
pub mod rules;
pub mod set;
pub mod trial;

pub use doc::{Doc, MAX_CELLS, MAX_ENEMIES};
pub use palette::{Item, Pick, GROUPS};
pub use rules::Refusal;

use crate::res::lf::{EnemyDef, MAX_SIDE, WATER};
use crate::res::Resources;
use crate::sim::tiles;
use alloc::boxed::Box;
use alloc::vec::Vec;

/// Changes undo can take back.
pub const UNDO_DEPTH: usize = 16;

/// The most characters a level's name holds.
pub const NAME_MAX: usize = 20;

/// A level's name: capitals, digits and the signs the game's font draws.
pub type Name = heapless::String<NAME_MAX>;

/// A typed text as a level's name: lower-case letters put in capitals, characters
/// `drawable` refuses left out (and counted), runs of spaces made one, spaces at the ends
/// dropped, cut at [`NAME_MAX`] characters. Returns the name and how many characters were
/// refused.
pub fn name_of(typed: &str, drawable: impl Fn(char) -> bool) -> (Name, usize) {
    let mut name = Name::new();
    let mut refused = 0;
    for ch in typed.chars() {
        let ch = ch.to_ascii_uppercase();
        if ch.is_whitespace() {
            if !name.is_empty() && !name.ends_with(' ') {
                let _ = name.push(' ');
            }
        } else if ch.is_ascii() && !ch.is_ascii_control() && drawable(ch) {
            let _ = name.push(ch);
        } else {
            refused += 1;
        }
    }
    while name.ends_with(' ') {
        name.pop();
    }
    (name, refused)
}

/// A region copied: its size and cells (row-major, `cols` apart).
struct Clip {
    rows: usize,
    cols: usize,
    cells: [u8; MAX_CELLS],
}

/// What an action did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The level changed.
    Changed,
    /// Nothing to do (the cell already held it, nothing to undo, ...).
    Nothing,
    /// An enemy's start is set; the next place sets its path's far end.
    PathStarted,
    /// The change would break a limit: it was not made.
    Refused(Refusal),
}

/// The editor: the level, its history, the cursor, the palette's pick, the mark of a
/// rectangle and the clipboard. Every buffer is allocated when it opens.
pub struct Editor {
    /// The history ring, [`UNDO_DEPTH`] long once that many changes were made; the level
    /// as it is now is `ring[at]`.
    ring: Vec<Doc>,
    at: usize,
    /// Steps undo can take back, and redo forward.
    past: usize,
    future: usize,
    /// A change being made, checked before it enters the ring.
    work: Box<Doc>,
    scratch: Box<[u8; MAX_CELLS]>,
    clip: Box<Clip>,
    /// The cursor's cell (row, column).
    pub cursor: (i32, i32),
    /// The palette's pick.
    pub pick: Pick,
    /// The corner a rectangle is marked from, when one is.
    pub mark: Option<(i32, i32)>,
    /// An enemy whose start is set, waiting for its path's end: kind, row, column.
    pub pending: Option<(i8, i32, i32)>,
    /// The level's name (empty: none yet).
    name: Name,
}

impl Editor {
    /// An editor on `doc` (allocates its buffers: call it as the editor opens, not per frame).
    pub fn new(doc: Doc) -> Editor {
        let cursor = (doc.start.0 as i32, doc.start.1 as i32);
        // The ring's room is allocated now and filled as changes come (a push within the
        // capacity allocates nothing): sixteen copies of a 16 KB level up front were most
        // of the editor's opening frame on the PSP.
        let mut ring: Vec<Doc> = Vec::with_capacity(UNDO_DEPTH);
        ring.push(doc.clone());
        Editor {
            ring,
            at: 0,
            past: 0,
            future: 0,
            work: Box::new(doc),
            scratch: Box::new([0; MAX_CELLS]),
            clip: Box::new(Clip {
                rows: 0,
                cols: 0,
                cells: [0; MAX_CELLS],
            }),
            cursor,
            pick: Pick::default(),
            mark: None,
            pending: None,
            name: Name::new(),
        }
    }

    /// The level's name (empty until one is given).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Names the level `name` (cut at [`NAME_MAX`] bytes; see [`name_of`] for a typed
    /// text). Not a change undo takes back.
    pub fn set_name(&mut self, name: &str) {
        self.name.clear();
        for ch in name.chars() {
            if self.name.push(ch).is_err() {
                break;
            }
        }
    }

    /// The level as it is now.
    pub fn doc(&self) -> &Doc {
        &self.ring[self.at]
    }

    /// Whether undo, and redo, have a step to take.
    pub fn can_undo(&self) -> (bool, bool) {
        (self.past > 0, self.future > 0)
    }

    /// Moves the cursor by `(dr, dc)`, kept on the map.
    pub fn move_cursor(&mut self, dr: i32, dc: i32) {
        let d = self.doc();
        let r = (self.cursor.0 + dr).clamp(0, d.rows as i32 - 1);
        let c = (self.cursor.1 + dc).clamp(0, d.cols as i32 - 1);
        self.cursor = (r, c);
    }

    /// Makes a change on a copy of the level, checks it and keeps it when it is within the
    /// limits (undo then takes it back).
    fn change(&mut self, res: &Resources<'_>, f: impl FnOnce(&mut Doc)) -> Outcome {
        self.begin();
        f(&mut self.work);
        self.finish(res)
    }

    /// Starts a change: `work` becomes the level as it is now.
    fn begin(&mut self) {
        let now = &self.ring[self.at];
        (*self.work).clone_from(now);
    }

    /// Ends a change made on `work`: checked, and kept when within the limits.
    fn finish(&mut self, res: &Resources<'_>) -> Outcome {
        if *self.work == self.ring[self.at] {
            return Outcome::Nothing;
        }
        if let Some(r) = rules::check(&self.work, res, &mut self.scratch) {
            return Outcome::Refused(r);
        }
        self.at = (self.at + 1) % UNDO_DEPTH;
        // `at` steps one past the slots filled only to the next slot, within the capacity.
        match self.ring.get_mut(self.at) {
            Some(slot) => slot.clone_from(&self.work),
            None => self.ring.push((*self.work).clone()),
        }
        self.past = (self.past + 1).min(UNDO_DEPTH - 1);
        self.future = 0;
        self.clamp_cursor();
        Outcome::Changed
    }

    fn clamp_cursor(&mut self) {
        self.move_cursor(0, 0);
    }

    /// Takes back the last change.
    pub fn undo(&mut self) -> Outcome {
        if self.past == 0 {
            return Outcome::Nothing;
        }
        self.at = (self.at + UNDO_DEPTH - 1) % UNDO_DEPTH;
        self.past -= 1;
        self.future += 1;
        self.clamp_cursor();
        Outcome::Changed
    }

    /// Makes again the change undo took back.
    pub fn redo(&mut self) -> Outcome {
        if self.future == 0 {
            return Outcome::Nothing;
        }
        self.at = (self.at + 1) % UNDO_DEPTH;
        self.future -= 1;
        self.past += 1;
        self.clamp_cursor();
        Outcome::Changed
    }

    /// Places the palette's item at the cursor (an enemy takes two places: its start, then
    /// its path's far end).
    pub fn place(&mut self, res: &Resources<'_>) -> Outcome {
        let (r, c) = self.cursor;
        match self.pick.item() {
            Item::Enemy(kind) => match self.pending.take() {
                None => {
                    self.pending = Some((kind, r, c));
                    Outcome::PathStarted
                }
                Some((kind, r0, c0)) => self.change(res, |d| {
                    let e = enemy(kind, (r0, c0), (r, c));
                    let _ = d.enemies.push(e);
                }),
            },
            item => {
                self.pending = None;
                self.change(res, |d| put_item(d, item, r, c))
            }
        }
    }

    /// Clears the cell at the cursor (tile and water) and takes away an enemy starting there.
    pub fn erase(&mut self, res: &Resources<'_>) -> Outcome {
        let (r, c) = self.cursor;
        self.pending = None;
        self.change(res, |d| {
            d.put(r, c, tiles::EMPTY);
            d.enemies.retain(|e| enemy_start(e) != (r, c));
        })
    }

    /// Sets (or clears, when one is set) the corner a rectangle is marked from.
    pub fn toggle_mark(&mut self) {
        self.mark = match self.mark {
            Some(_) => None,
            None => Some(self.cursor),
        };
    }

    /// The marked rectangle (top, left, bottom, right, inclusive): from the mark to the
    /// cursor, or the cursor's cell alone.
    pub fn rect(&self) -> (i32, i32, i32, i32) {
        let (r1, c1) = self.cursor;
        let (r0, c0) = self.mark.unwrap_or(self.cursor);
        (r0.min(r1), c0.min(c1), r0.max(r1), c0.max(c1))
    }

    /// Fills the marked rectangle with the palette's item (a tile or water); the mark goes.
    pub fn fill(&mut self, res: &Resources<'_>) -> Outcome {
        let item = self.pick.item();
        if !item.fills() {
            return Outcome::Refused(Refusal {
                limit: "fill",
                text: heapless::String::try_from("ONLY TILES AND WATER FILL A RECTANGLE")
                    .unwrap_or_default(),
            });
        }
        let (t, l, b, r) = self.rect();
        self.mark = None;
        self.change(res, |d| {
            for row in t..=b {
                for col in l..=r {
                    put_item(d, item, row, col);
                }
            }
        })
    }

    /// Copies the marked rectangle (or the cursor's cell); the mark goes.
    pub fn copy(&mut self) -> Outcome {
        let (t, l, b, r) = self.rect();
        self.mark = None;
        let d = &self.ring[self.at];
        let (rows, cols) = ((b - t + 1) as usize, (r - l + 1) as usize);
        self.clip.rows = rows;
        self.clip.cols = cols;
        for row in 0..rows {
            for col in 0..cols {
                self.clip.cells[row * cols + col] =
                    d.cell(t + row as i32, l + col as i32).unwrap_or(0);
            }
        }
        Outcome::Nothing
    }

    /// The size of the region copied (rows, columns), (0, 0) before a copy.
    pub fn clip_size(&self) -> (usize, usize) {
        (self.clip.rows, self.clip.cols)
    }

    /// Pastes the copied region with its top-left at the cursor (what falls off the map is
    /// left out).
    pub fn paste(&mut self, res: &Resources<'_>) -> Outcome {
        let (rows, cols) = (self.clip.rows, self.clip.cols);
        if rows == 0 {
            return Outcome::Nothing;
        }
        let (r0, c0) = self.cursor;
        self.begin();
        for row in 0..rows {
            for col in 0..cols {
                let v = self.clip.cells[row * cols + col];
                self.work.put(r0 + row as i32, c0 + col as i32, v);
            }
        }
        self.finish(res)
    }

    /// Resizes the map by `(dr, dc)` rows and columns (at the bottom and right).
    pub fn resize(&mut self, res: &Resources<'_>, dr: i32, dc: i32) -> Outcome {
        let d = self.doc();
        let rows = (d.rows as i32 + dr).clamp(1, MAX_SIDE as i32) as usize;
        let cols = (d.cols as i32 + dc).clamp(1, MAX_SIDE as i32) as usize;
        self.change(res, |d| {
            d.resize(rows, cols);
            d.enemies.retain(|e| {
                d_inside(rows, cols, e.row0, e.col0) && d_inside(rows, cols, e.row1, e.col1)
            });
        })
    }

    /// The next theme (`+1`) or the one before, among the `if<n>` files of the set.
    pub fn step_theme(&mut self, res: &Resources<'_>, delta: i32) -> Outcome {
        let themes = themes(res);
        if themes == 0 {
            return Outcome::Nothing;
        }
        let t = (self.doc().theme as i32 + delta).rem_euclid(themes as i32) as i8;
        self.change(res, |d| d.theme = t)
    }

    /// Starts the ball big, or small.
    pub fn toggle_big(&mut self, res: &Resources<'_>) -> Outcome {
        self.change(res, |d| d.start_big = !d.start_big)
    }
}

/// A theme's name for the player, after the look its tiles have in the built-in pack
/// (`if<n>`: walls of purple blocks, of red bricks, of grey stone); `None` past those three,
/// which a set of its own may add (shown by number).
pub fn theme_name(theme: i8) -> Option<&'static str> {
    match theme {
        0 => Some("PURPLE BLOCKS"),
        1 => Some("RED BRICKS"),
        2 => Some("GREY STONE"),
        _ => None,
    }
}

/// The themes a set offers: `if0`, `if1`, ... up to the first missing.
pub fn themes(res: &Resources<'_>) -> usize {
    let mut n = 0;
    while n < 100 {
        let mut name: heapless::String<8> = heapless::String::new();
        let _ = core::fmt::Write::write_fmt(&mut name, format_args!("if{n}"));
        if res.pictures(&name).is_none() {
            break;
        }
        n += 1;
    }
    n
}

fn d_inside(rows: usize, cols: usize, r: i8, c: i8) -> bool {
    r >= 0 && c >= 0 && (r as usize) < rows && (c as usize) < cols
}

/// Where an enemy starts, in cells.
pub fn enemy_start(e: &EnemyDef) -> (i32, i32) {
    let s = e.start();
    (s.row0 + s.y_off / 16, s.col0 + s.x_off / 16)
}

/// An enemy of `kind` starting at `from`, moving to `to` and back (2 pixels a step on each
/// axis it moves along).
fn enemy(kind: i8, from: (i32, i32), to: (i32, i32)) -> EnemyDef {
    let speed = |a: i32, b: i32| if a == b { 0 } else { 2 };
    EnemyDef {
        kind,
        row0: from.0.min(to.0) as i8,
        col0: from.1.min(to.1) as i8,
        row1: from.0.max(to.0) as i8,
        col1: from.1.max(to.1) as i8,
        y_off_tiles: (from.0 - from.0.min(to.0)) as i8,
        x_off_tiles: (from.1 - from.1.min(to.1)) as i8,
        y_speed: speed(from.0, to.0),
        x_speed: speed(from.1, to.1),
    }
}

/// Puts `item` at `(r, c)` of `d` (an enemy is placed by [`Editor::place`]).
fn put_item(d: &mut Doc, item: Item, r: i32, c: i32) {
    let Some(old) = d.cell(r, c) else {
        return;
    };
    match item {
        Item::Tile(id) => d.put(r, c, (old & WATER) | id),
        Item::Water => d.put(r, c, old | WATER),
        Item::BigHoop { upright } => {
            let (a, b, r2, c2) = if upright {
                (tiles::BIG_V_TOP, tiles::BIG_V_BOTTOM, r + 1, c)
            } else {
                (tiles::BIG_H_LEFT, tiles::BIG_H_RIGHT, r, c + 1)
            };
            if let Some(o2) = d.cell(r2, c2) {
                d.put(r, c, (old & WATER) | a);
                d.put(r2, c2, (o2 & WATER) | b);
            }
        }
        Item::Start => d.start = (r as i8, c as i8),
        Item::Exit => d.exit = (r as i8, c as i8),
        Item::Enemy(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::embedded::RESOURCES;

    fn res() -> &'static Resources<'static> {
        &RESOURCES
    }

    #[test]
    fn a_typed_name_is_put_in_capitals_and_refused_characters_are_counted() {
        let drawable = |c: char| c.is_ascii_alphanumeric() || " !-'".contains(c);
        assert_eq!(
            name_of("  My  level 2!  ", drawable),
            (Name::try_from("MY LEVEL 2!").unwrap(), 0)
        );
        assert_eq!(
            name_of("Café~ô", drawable),
            (Name::try_from("CAF").unwrap(), 3)
        );
        let (long, refused) = name_of("abcdefghijklmnopqrstuvwxyz", drawable);
        assert_eq!((long.as_str(), refused), ("ABCDEFGHIJKLMNOPQRST", 0));
        let mut e = Editor::new(Doc::new());
        assert_eq!(e.name(), "");
        e.set_name("TOWER");
        assert_eq!(e.name(), "TOWER");
        assert_eq!(e.undo(), Outcome::Nothing);
        assert_eq!(e.name(), "TOWER");
    }

    #[test]
    fn undo_and_redo_follow_a_plain_history_over_any_sequence_of_changes() {
        // The reference: every level kept, a position in it, at most UNDO_DEPTH - 1 steps
        // back, redo cleared by a change.
        use proptest::prelude::*;
        let ops = proptest::collection::vec((0u8..4, 0i32..6, 0i32..6), 1..80);
        proptest!(ProptestConfig::with_cases(200), |(ops in ops)| {
            let mut e = Editor::new(Doc::new());
            let mut history = vec![e.doc().clone()];
            let (mut at, mut oldest) = (0usize, 0usize);
            for (op, r, c) in ops {
                match op {
                    0 | 3 => {
                        e.cursor = (2 + r, 2 + c);
                        e.pick = Pick::default();
                        if e.place(res()) == Outcome::Changed {
                            history.truncate(at + 1);
                            history.push(e.doc().clone());
                            at += 1;
                            oldest = oldest.max((at + 1).saturating_sub(UNDO_DEPTH));
                        }
                        // Erase too, so that the same cell changes back and forth.
                        if r == 0 && e.erase(res()) == Outcome::Changed {
                            history.truncate(at + 1);
                            history.push(e.doc().clone());
                            at += 1;
                            oldest = oldest.max((at + 1).saturating_sub(UNDO_DEPTH));
                        }
                    }
                    // Undo or redo up to 20 times in a row, past the ring's depth.
                    1 => {
                        for _ in 0..=r * 4 {
                            let can = at > oldest;
                            prop_assert_eq!(e.undo() == Outcome::Changed, can);
                            if can {
                                at -= 1;
                            }
                            prop_assert_eq!(e.doc(), &history[at]);
                        }
                    }
                    _ => {
                        for _ in 0..=r * 4 {
                            let can = at + 1 < history.len();
                            prop_assert_eq!(e.redo() == Outcome::Changed, can);
                            if can {
                                at += 1;
                            }
                            prop_assert_eq!(e.doc(), &history[at]);
                        }
                    }
                }
                prop_assert_eq!(e.doc(), &history[at]);
            }
        });
    }

    #[test]
    fn place_undo_redo_and_the_ring_s_depth() {
        let mut e = Editor::new(Doc::new());
        let before = e.doc().clone();
        e.cursor = (5, 5);
        assert_eq!(e.place(res()), Outcome::Changed);
        assert_eq!(e.doc().cell(5, 5), Some(tiles::WALL));
        assert_eq!(e.place(res()), Outcome::Nothing);
        assert_eq!(e.undo(), Outcome::Changed);
        assert_eq!(*e.doc(), before);
        assert_eq!(e.undo(), Outcome::Nothing);
        assert_eq!(e.redo(), Outcome::Changed);
        assert_eq!(e.doc().cell(5, 5), Some(tiles::WALL));
        // More changes than the ring holds: undo takes back UNDO_DEPTH - 1 of them.
        for c in 1..=UNDO_DEPTH as i32 + 2 {
            e.cursor = (3, c);
            assert_eq!(e.place(res()), Outcome::Changed);
        }
        let mut undone = 0;
        while e.undo() == Outcome::Changed {
            undone += 1;
        }
        assert_eq!(undone, UNDO_DEPTH - 1);
        assert_eq!(e.doc().cell(3, 3), Some(tiles::WALL));
        assert_eq!(e.doc().cell(3, 4), Some(tiles::EMPTY));
    }

    #[test]
    fn limits_refuse_with_the_reason_and_change_nothing() {
        let mut e = Editor::new(Doc::new());
        e.pick = Pick { group: 3, item: 0 };
        assert_eq!(e.pick.item(), Item::Tile(tiles::SMALL_V_HOOP));
        let mut placed = 0;
        'rows: for r in 1..12 {
            for c in 1..19 {
                e.cursor = (r, c);
                match e.place(res()) {
                    Outcome::Changed => placed += 1,
                    Outcome::Refused(why) => {
                        assert_eq!(why.limit, "hoop-list");
                        break 'rows;
                    }
                    o => panic!("{o:?}"),
                }
            }
        }
        assert_eq!(placed, 30);
        // The map's least size.
        let o = e.resize(res(), -1, 0);
        assert!(
            matches!(o, Outcome::Refused(ref r) if r.limit == "map-size"),
            "{o:?}"
        );
        assert_eq!(e.doc().rows, 13);
    }

    #[test]
    fn fill_copy_paste_and_an_enemy_path() {
        let mut e = Editor::new(Doc::new());
        e.pick = Pick { group: 2, item: 0 };
        e.cursor = (8, 3);
        e.toggle_mark();
        e.cursor = (10, 6);
        assert_eq!(e.fill(res()), Outcome::Changed);
        assert!(e.doc().water(8, 3) && e.doc().water(10, 6) && !e.doc().water(7, 3));
        assert_eq!(e.mark, None);
        e.cursor = (8, 3);
        e.toggle_mark();
        e.cursor = (9, 4);
        e.copy();
        assert_eq!(e.clip_size(), (2, 2));
        e.cursor = (2, 14);
        assert_eq!(e.paste(res()), Outcome::Changed);
        assert!(e.doc().water(3, 15) && !e.doc().water(4, 15));
        e.pick = Pick { group: 8, item: 2 };
        e.cursor = (4, 4);
        assert_eq!(e.place(res()), Outcome::PathStarted);
        e.cursor = (4, 9);
        assert_eq!(e.place(res()), Outcome::Changed);
        let en = e.doc().enemies[0];
        assert_eq!(
            (en.kind, en.col0, en.col1, en.x_speed, en.y_speed),
            (2, 4, 9, 2, 0)
        );
        assert_eq!(enemy_start(&en), (4, 4));
        e.cursor = (4, 4);
        assert_eq!(e.erase(res()), Outcome::Changed);
        assert!(e.doc().enemies.is_empty());
    }
}
