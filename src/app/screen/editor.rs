//! MAKE A LEVEL: the level editor's screen over the model of [`crate::edit`]. The map with
//! a cursor (the D-pad a cell, R held four), the palette and the map's facts in a panel at
//! the top, the buttons in the hint bar; START plays the level from its start (R + START
//! from the cursor) and START again, a completion or a game over comes straight back to
//! the cursor. The circle (back) button opens the level's menu: size, theme, the big ball,
//! leave.

use super::field;
use super::{Cx, Next, Pad, PlayEnd, Route, Scene, Screen, TitleItem, View};
use crate::app::indicators;
use crate::app::ui::{self, GOLD, TEXT};
use crate::edit::{Doc, Editor, Item, Outcome, MAX_CELLS};
use crate::gfx::{hex, Canvas, Color32, Rect, Role};
use crate::input::Buttons;
use crate::render::scene::{self, Camera, Thing};
use crate::sim::replay::ReplayEvent;
use crate::sim::tiles;
use crate::sim::Sound;
use alloc::boxed::Box;
use core::fmt::Write as _;

/// Key events a test play keeps (its replay); past them the run is not kept.
pub(crate) const MAX_REPLAY: usize = 2048;
/// Frames a direction is held before it repeats, then frames between repeats.
const HOLD: u32 = 12;
const EVERY: u32 = 3;
/// The palette item's picture in the panel: a square this many pixels a side.
const PICTURE: i32 = 32;
/// Frames a refusal or a note stays on screen.
const NOTE_FRAMES: u32 = 150;

/// The level menu's entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuItem {
    /// Back to the map.
    Edit,
    /// Test play from the level's start.
    Test,
    /// The level's name, typed on the system's keyboard.
    Name,
    /// Map rows.
    Rows,
    /// Map columns.
    Cols,
    /// The theme (`if<n>`), by its name ([`crate::edit::theme_name`]).
    Theme,
    /// The ball starts big.
    BigBall,
    /// Into MY LEVELS (over the level opened from there).
    Save,
    /// Back to the title (the level is kept while the game runs).
    Quit,
}

const MENU: [MenuItem; 9] = [
    MenuItem::Edit,
    MenuItem::Test,
    MenuItem::Name,
    MenuItem::Save,
    MenuItem::Rows,
    MenuItem::Cols,
    MenuItem::Theme,
    MenuItem::BigBall,
    MenuItem::Quit,
];

/// The level menu's entry at `k`.
pub(super) fn menu_item(k: usize) -> MenuItem {
    MENU[k % MENU.len()]
}

/// Sixteenths of a cell the cursor moves a frame with the stick pushed 1, 2 or 3 steps
/// out ([`Buttons::stick_push`]): 7.5, 22.5 and 60 cells a second.
pub(crate) const GLIDE: [i32; 4] = [0, 2, 6, 16];

/// The cursor's glide under the stick: what it has moved of a cell on each axis.
#[derive(Clone, Copy, Debug, Default)]
struct Glide {
    acc: [i32; 2],
    /// The directions pushed at the last frame (a new one moves a cell at once).
    dirs: [i32; 2],
}

impl Glide {
    /// The cells to move this frame (rows, columns) with the stick as `held` says.
    fn step(&mut self, held: Buttons) -> (i32, i32) {
        let v = GLIDE[held.stick_push() as usize & 3];
        let dirs = [
            held.contains(Buttons::DOWN) as i32 - held.contains(Buttons::STICK_UP) as i32,
            held.contains(Buttons::RIGHT) as i32 - held.contains(Buttons::LEFT) as i32,
        ];
        let mut out = [0; 2];
        for k in 0..2 {
            if dirs[k] == 0 {
                self.acc[k] = 0;
            } else {
                if dirs[k] != self.dirs[k] {
                    // A fresh push moves a cell at once.
                    self.acc[k] = 16 - v;
                }
                self.acc[k] += v;
                out[k] = dirs[k] * (self.acc[k] / 16);
                self.acc[k] %= 16;
            }
        }
        self.dirs = dirs;
        (out[0], out[1])
    }
}

/// A test play under way.
struct Test {
    /// From the level's start (a completion then counts as the maker's).
    from_start: bool,
}

/// The editor screen.
pub(crate) struct EditorScreen {
    pub ed: Box<Editor>,
    scratch: Box<[u8; MAX_CELLS]>,
    test: Option<Test>,
    /// The level menu's selection, while it is open.
    pub menu: Option<usize>,
    note: heapless::String<64>,
    note_frames: u32,
    /// Frames the directions now held have been held.
    held_for: u32,
    /// The cursor's glide while the stick is pushed.
    glide: Glide,
    /// The buttons held at the last update (the hint bar shows the layer held).
    held: Buttons,
    /// SAVE's place in MY LEVELS while its files are written (the menu says SAVING and
    /// the saving indicator is up; SAVED once they are on the stick).
    saving: Option<usize>,
    /// Buttons held when a test play ended: the map ignores them until they are released
    /// (a direction held through the run's end would otherwise repeat on the map).
    stale: Buttons,
    /// The key events of the test play under way.
    rec: Box<heapless::Vec<ReplayEvent, MAX_REPLAY>>,
    /// The last run from the start that finished the level, as its replay.
    pub finished: Option<Box<heapless::Vec<ReplayEvent, MAX_REPLAY>>>,
}

impl EditorScreen {
    /// A new level (or the one kept since the editor was last open).
    pub(crate) fn open(cx: &mut Cx<'_, '_>, doc: Doc) -> EditorScreen {
        cx.say("editor open");
        EditorScreen {
            ed: Box::new(Editor::new(doc)),
            scratch: Box::new([0; MAX_CELLS]),
            test: None,
            menu: None,
            note: heapless::String::new(),
            note_frames: 0,
            held_for: 0,
            glide: Glide::default(),
            held: Buttons::NONE,
            stale: Buttons::NONE,
            saving: None,
            rec: Box::new(heapless::Vec::new()),
            finished: None,
        }
    }

    /// SAVE: the level into MY LEVELS (over the one opened from there), finished when the
    /// maker's run from the start is kept.
    fn save(&mut self, cx: &mut Cx<'_, '_>) {
        let run = self.finished.as_deref().map(|r| r.as_slice());
        let (res, slot) = (cx.c.res, cx.c.editing);
        match cx
            .c
            .mylevels
            .save(res, self.ed.doc(), self.ed.name(), run, slot)
        {
            Ok(k) => {
                cx.sound(Sound::Select);
                cx.c.editing = Some(k);
                // SAVED is said once the files are written ([`EditorScreen::watch_save`]).
                self.saving = Some(k);
                self.note_frames = 0;
                cx.c.saving = cx.c.saving.max(crate::app::SAVING_FRAMES);
            }
            Err(why) => {
                cx.sound(Sound::Back);
                self.say(why);
            }
        }
        for l in core::mem::take(&mut cx.c.mylevels.said) {
            cx.line(l);
        }
    }

    /// While SAVE's files are written: the saving indicator stays up; once they are (and
    /// the indicator has been up its time), SAVED or why the stick refused them.
    fn watch_save(&mut self, cx: &mut Cx<'_, '_>) {
        let Some(k) = self.saving else {
            return;
        };
        if cx.c.mylevels.busy() {
            cx.c.saving = cx.c.saving.max(1);
            return;
        }
        if cx.c.saving > 0 {
            return;
        }
        self.saving = None;
        if matches!(cx.c.mylevels.state, crate::app::mylevels::State::Failed(_)) {
            cx.sound(Sound::Back);
            self.say("NOT SAVED: THE MEMORY STICK CANNOT BE WRITTEN");
        } else {
            let mut t: heapless::String<64> = heapless::String::new();
            let _ = write!(t, "SAVED TO MY LEVELS AS LEVEL {}", k + 1);
            self.say(&t);
        }
    }

    /// Whether a test play is under way.
    pub(crate) fn testing(&self) -> bool {
        self.test.is_some()
    }

    fn say(&mut self, text: &str) {
        self.note.clear();
        for ch in text.chars() {
            if self.note.push(ch).is_err() {
                break;
            }
        }
        self.note_frames = NOTE_FRAMES;
    }

    fn outcome(&mut self, cx: &mut Cx<'_, '_>, o: Outcome) {
        match o {
            Outcome::Changed => {
                cx.sound(Sound::Select);
                self.finished = None;
            }
            Outcome::Nothing => {}
            Outcome::PathStarted => self.say("NOW PLACE THE FAR END OF ITS PATH"),
            Outcome::Refused(r) => {
                cx.sound(Sound::Back);
                let mut l = crate::runtime::Line::new();
                let _ = write!(l, "editor refused: {}: {}", r.limit, r.text);
                cx.line(l);
                self.say(&r.text);
            }
        }
    }

    fn start_test(&mut self, cx: &mut Cx<'_, '_>, from_start: bool) {
        let from = (!from_start).then_some(self.ed.cursor);
        match crate::edit::trial::game(cx.c.res, self.ed.doc(), from, &mut self.scratch) {
            Ok(g) => {
                cx.say(if from_start {
                    "editor test from start"
                } else {
                    "editor test from cursor"
                });
                cx.c.play.start(g);
                self.rec.clear();
                cx.c.play.hold_anew();
                self.test = Some(Test { from_start });
            }
            Err(_) => self.say("THIS LEVEL CANNOT BE PLAYED"),
        }
    }

    /// Back to the map from a test play, with `held` the buttons then down: they act on
    /// the map only once released and pressed again.
    fn end_test(&mut self, cx: &mut Cx<'_, '_>, held: Buttons) {
        self.test = None;
        cx.c.play.game = None;
        self.stale = Buttons(held.0 & !Buttons::STICK_PUSH.0);
        self.held_for = 0;
        self.glide = Glide::default();
    }

    /// `held` less the buttons still held since a test play ended (the stick's push goes
    /// with them when no direction is left).
    fn fresh_held(&mut self, held: Buttons) -> Buttons {
        self.stale = Buttons(self.stale.0 & held.0);
        let live = Buttons(held.0 & !self.stale.0);
        let dirs = Buttons::UP.0 | Buttons::DOWN.0 | Buttons::LEFT.0 | Buttons::RIGHT.0;
        if live.0 & (dirs | Buttons::STICK_UP.0) == 0 {
            Buttons(live.0 & !Buttons::STICK_PUSH.0)
        } else {
            live
        }
    }

    /// The keyboard's answer to the NAME entry: the level's name.
    fn take_typed(&mut self, cx: &mut Cx<'_, '_>) {
        let Some(typed) = cx.c.typed.take() else {
            return;
        };
        let Some(typed) = typed else {
            cx.say("editor name unchanged");
            return;
        };
        let (name, refused) = crate::edit::name_of(&typed, crate::gfx::font::has_glyph);
        self.ed.set_name(&name);
        let mut l = crate::runtime::Line::new();
        let _ = write!(l, "editor name: {name}");
        cx.line(l);
        if refused > 0 {
            let mut t: heapless::String<64> = heapless::String::new();
            let _ = write!(t, "LEFT OUT {refused} CHARACTERS THE GAME CANNOT DRAW");
            self.say(&t);
        }
    }

    fn update_editor(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        self.note_frames = self.note_frames.saturating_sub(1);
        self.watch_save(cx);
        self.take_typed(cx);
        if cx.c.typing || cx.c.text_ask.is_some() {
            // The system's keyboard is up (or about to be): it has the buttons.
            return Next::Stay;
        }
        if self.test.is_some() {
            self.held = i.held;
            self.update_test(cx, i);
            return Next::Stay;
        }
        self.held = self.fresh_held(i.held);
        if let Some(sel) = self.menu {
            return self.update_menu(cx, i, sel);
        }
        if i.back {
            cx.sound(Sound::Select);
            self.menu = Some(0);
            // The menu's line is for what happens in it.
            self.note_frames = 0;
            return Next::Stay;
        }
        let held = self.held;
        if i.start {
            self.start_test(cx, !held.contains(Buttons::R));
            return Next::Stay;
        }
        // Directions: a press moves at once, a hold repeats; R held moves four cells.
        let dirs = Buttons(
            held.0 & (Buttons::UP.0 | Buttons::DOWN.0 | Buttons::LEFT.0 | Buttons::RIGHT.0),
        );
        let fresh = i.pressed.any(dirs);
        self.held_for = if dirs == Buttons::NONE {
            0
        } else {
            self.held_for + 1
        };
        let repeat = self.held_for > HOLD && (self.held_for - HOLD).is_multiple_of(EVERY);
        let (mut dr, mut dc) = (0, 0);
        if fresh || repeat {
            let on = |b: Buttons| held.contains(b) && (repeat || i.pressed.contains(b));
            dr = on(Buttons::DOWN) as i32 - on(Buttons::UP) as i32;
            dc = on(Buttons::RIGHT) as i32 - on(Buttons::LEFT) as i32;
        }
        let ok = cx.c.confirm.ok();
        if held.contains(Buttons::L) {
            let o = if dc < 0 {
                self.ed.undo()
            } else if dc > 0 {
                self.ed.redo()
            } else if i.pressed.contains(ok) {
                self.ed.toggle_mark();
                Outcome::Nothing
            } else if i.pressed.contains(Buttons::SQUARE) {
                self.ed.copy();
                let (r, c) = self.ed.clip_size();
                let mut t: heapless::String<64> = heapless::String::new();
                let _ = write!(t, "COPIED {r} X {c}");
                self.say(&t);
                Outcome::Nothing
            } else if i.pressed.contains(Buttons::TRIANGLE) {
                self.ed.paste(cx.c.res)
            } else {
                Outcome::Nothing
            };
            self.outcome(cx, o);
            return Next::Stay;
        }
        if held.contains(Buttons::TRIANGLE) {
            // The palette: LEFT and RIGHT the item, UP and DOWN the group.
            if dc != 0 {
                self.ed.pick = self.ed.pick.step_item(dc);
            } else if dr != 0 {
                self.ed.pick = self.ed.pick.step_group(dr);
            }
            return Next::Stay;
        }
        let step = if held.contains(Buttons::R) { 4 } else { 1 };
        if held.stick_push() > 0 {
            // The stick: the cursor glides, faster the further it is pushed.
            let (sr, sc) = self.glide.step(held);
            self.ed.move_cursor(sr, sc);
        } else {
            self.glide = Glide::default();
            if dr != 0 || dc != 0 {
                self.ed.move_cursor(dr * step, dc * step);
            }
        }
        if i.pressed.contains(ok) {
            let o = if self.ed.mark.is_some() {
                self.ed.fill(cx.c.res)
            } else {
                self.ed.place(cx.c.res)
            };
            self.outcome(cx, o);
        } else if i.pressed.contains(Buttons::SQUARE) {
            let o = self.ed.erase(cx.c.res);
            self.outcome(cx, o);
        }
        Next::Stay
    }

    fn update_menu(&mut self, cx: &mut Cx<'_, '_>, i: &Pad, sel: usize) -> Next {
        let n = MENU.len();
        if i.back {
            cx.sound(Sound::Back);
            self.menu = None;
            return Next::Stay;
        }
        // A direction still held since a test play ended moves nothing until pressed again.
        let up = i.up && !self.stale.any(Buttons::UP | Buttons::STICK_UP);
        let down = i.down && !self.stale.any(Buttons::DOWN);
        if up || down {
            cx.sound(Sound::Select);
            self.menu = Some((sel + if down { 1 } else { n - 1 }) % n);
            return Next::Stay;
        }
        let by = if i.pressed.contains(Buttons::LEFT) {
            -1
        } else if i.pressed.contains(Buttons::RIGHT) || i.choose {
            1
        } else {
            return Next::Stay;
        };
        let res = cx.c.res;
        let o = match MENU[sel] {
            MenuItem::Edit if i.choose => {
                self.menu = None;
                Outcome::Nothing
            }
            MenuItem::Test if i.choose => {
                self.menu = None;
                self.start_test(cx, true);
                Outcome::Nothing
            }
            MenuItem::Name if i.choose => {
                cx.say("editor name asked");
                cx.c.text_ask = Some(crate::runtime::TextAsk::new(
                    "LEVEL NAME",
                    self.ed.name(),
                    crate::edit::NAME_MAX,
                ));
                Outcome::Nothing
            }
            MenuItem::Save if i.choose && self.saving.is_none() => {
                self.save(cx);
                Outcome::Nothing
            }
            MenuItem::Quit if i.choose => {
                cx.sound(Sound::Back);
                cx.c.made_name = self.ed.name().try_into().unwrap_or_default();
                cx.c.made = Some(Box::new(self.ed.doc().clone()));
                return Next::Go(Route::Title(TitleItem::MakeLevel));
            }
            MenuItem::Rows => self.ed.resize(res, by, 0),
            MenuItem::Cols => self.ed.resize(res, 0, by),
            MenuItem::Theme => self.ed.step_theme(res, by),
            MenuItem::BigBall => self.ed.toggle_big(res),
            _ => Outcome::Nothing,
        };
        self.outcome(cx, o);
        Next::Stay
    }

    /// A frame of test play: every third steps the game with the key changes, which are
    /// kept as the run's replay; START, a completion or a game over ends it.
    fn update_test(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) {
        if i.start {
            cx.sound(Sound::Back);
            self.end_test(cx, i.held);
            return;
        }
        if !cx.c.play.tick_due() {
            return;
        }
        let Some(from_start) = self.test.as_ref().map(|t| t.from_start) else {
            return;
        };
        let tick = cx.c.play.game.as_ref().map_or(0, |g| g.sim.ticks() + 1);
        for (key, pressed) in cx.c.play.feed_held(i.held, cx.save.options.jump) {
            let _ = self.rec.push(ReplayEvent { tick, key, pressed });
        }
        match cx.step_made_play("editor") {
            Some(PlayEnd::Complete { .. }) if from_start && !self.rec.is_full() => {
                self.finished = Some(self.rec.clone());
                self.say("FINISHED: YOUR RUN IS KEPT AS THE LEVEL'S REPLAY");
            }
            Some(PlayEnd::Complete { .. }) => self.say("LEVEL COMPLETE"),
            Some(PlayEnd::GameOver) => self.say("GAME OVER"),
            None => return,
        }
        self.end_test(cx, i.held);
    }

    fn draw_editor(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        if self.test.is_some() {
            field::draw(v, c);
            indicators::hint_bar_over_level(v, c, "START BACK TO THE MAP");
            return;
        }
        self.draw_map(v, c);
        // The level menu stands alone over the dimmed map: it shows the map's size and
        // theme itself, and nine rows leave no room beside the panel.
        if let Some(sel) = self.menu {
            self.draw_menu(v, c, sel);
            return;
        }
        self.draw_panel(v, c);
        indicators::hint_bar(v, c, self.hints(v.c.confirm));
    }

    /// The hint bar: the layer of the button held (△ the palette, L the region and the
    /// history), else the plain buttons; the confirm setting's ✕ or ○.
    fn hints(&self, confirm: crate::input::Confirm) -> &'static str {
        let cross = confirm == crate::input::Confirm::Cross;
        if self.held.contains(Buttons::TRIANGLE) {
            "△ + ‹ › ITEM   △ + ▲ ▼ GROUP"
        } else if self.held.contains(Buttons::L) {
            match (cross, self.ed.mark.is_some()) {
                (true, false) => "L+✕ MARK  L+□ COPY  L+△ PASTE  L+‹ UNDO  L+› REDO",
                (true, true) => "L+✕ UNMARK  L+□ COPY  L+‹ UNDO  L+› REDO",
                (false, false) => "L+○ MARK  L+□ COPY  L+△ PASTE  L+‹ UNDO  L+› REDO",
                (false, true) => "L+○ UNMARK  L+□ COPY  L+‹ UNDO  L+› REDO",
            }
        } else {
            match (cross, self.ed.mark.is_some()) {
                (true, false) => "✕ PLACE  □ ERASE  △ PALETTE  L MORE  START TEST  ○ MENU",
                (true, true) => "✕ FILL  □ ERASE  △ PALETTE  L MORE  START TEST  ○ MENU",
                (false, false) => "○ PLACE  □ ERASE  △ PALETTE  L MORE  START TEST  ✕ MENU",
                (false, true) => "○ FILL  □ ERASE  △ PALETTE  L MORE  START TEST  ✕ MENU",
            }
        }
    }

    fn draw_map(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        let view = Rect::new(0, 0, crate::gfx::SCREEN_W, crate::gfx::SCREEN_H);
        c.fill_rect(view, scene::BORDER);
        let d = self.ed.doc();
        let (r, col) = self.ed.cursor;
        let cam = Camera::follow(
            16 * col + 8,
            16 * r + 8,
            16 * d.cols as i32,
            16 * d.rows as i32,
            view,
        );
        // The level as it stands, drawn from the level itself: nothing is loaded or
        // allocated when it changes.
        let ball = crate::sim::Ball::spawn(d.start.0 as i32, d.start.1 as i32, d.start_big);
        scene::draw_still(
            c,
            v.res(),
            d.theme,
            |r, cc| d.cell(r, cc),
            (d.exit.0 as i32, d.exit.1 as i32),
            &d.enemies,
            &ball,
            &cam,
        );
        let at = |rr: i32, cc: i32| (view.x + 16 * cc - cam.left, view.y + 16 * rr - cam.top);
        // Enemies' paths.
        for e in d.enemies.iter() {
            let (x0, y0) = at(e.row0 as i32, e.col0 as i32);
            let (x1, y1) = at(e.row1 as i32, e.col1 as i32);
            outline(
                c,
                Rect::new(x0 + 6, y0 + 6, x1 - x0 + 4, y1 - y0 + 4),
                hex(0xFF6A3F),
            );
        }
        if let Some((_, pr, pc)) = self.ed.pending {
            let (x, y) = at(pr, pc);
            outline(c, Rect::new(x + 2, y + 2, 12, 12), hex(0xFF6A3F));
        }
        let (t, l, b, rr) = self.ed.rect();
        let (x0, y0) = at(t, l);
        let (x1, y1) = at(b + 1, rr + 1);
        if self.ed.mark.is_some() {
            outline(c, Rect::new(x0, y0, x1 - x0, y1 - y0), hex(0x3FD2FF));
        }
        let (x, y) = at(r, col);
        outline(c, Rect::new(x - 1, y - 1, 18, 18), GOLD);
        outline(c, Rect::new(x, y, 16, 16), hex(0x000000));
    }

    fn draw_panel(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        let item = ui::style(v, Role::Item);
        let fine = ui::style(v, Role::Fine);
        let d = self.ed.doc();
        let mut top: heapless::String<64> = heapless::String::new();
        let g = self.ed.pick.group();
        let _ = write!(top, "{}  ‹ {} ›", g.name, self.ed.pick.item().name());
        let mut facts: heapless::String<80> = heapless::String::new();
        let _ = write!(
            facts,
            "ROW {} COLUMN {}   MAP {} X {}   THEME {}",
            self.ed.cursor.0 + 1,
            self.ed.cursor.1 + 1,
            d.rows,
            d.cols,
            Theme(d.theme),
        );
        // What the history holds, with the buttons that walk it (as the L layer's hints
        // name them), and whether the maker's run is kept.
        let (undo, redo) = self.ed.can_undo();
        let mut history: heapless::String<64> = heapless::String::new();
        for (on, text) in [
            (undo, "L+‹ UNDO THE LAST CHANGE"),
            (redo, "L+› REDO"),
            (self.finished.is_some(), "FINISHED"),
        ] {
            if on {
                if !history.is_empty() {
                    let _ = history.push_str("   ");
                }
                let _ = history.push_str(text);
            }
        }
        let mut named: heapless::String<32> = heapless::String::new();
        if !self.ed.name().is_empty() {
            let _ = write!(named, "NAME {}", self.ed.name());
        }
        let note = if self.note_frames > 0 {
            self.note.as_str()
        } else {
            ""
        };
        let fines = [named.as_str(), facts.as_str(), history.as_str(), note];
        let w = fines
            .iter()
            .map(|t| fine.width(t))
            .max()
            .unwrap_or(0)
            .max(item.width(&top))
            + 16
            + PICTURE
            + 6;
        let lines = fines.iter().filter(|t| !t.is_empty()).count() as i32;
        let h = (item.step() + fine.step() * lines + 4).max(PICTURE + 8);
        let r = Rect::new(6, 6, w, h);
        ui::panel(v, c, r);
        // The item's own picture, in the level's theme.
        let thing = match self.ed.pick.item() {
            Item::Tile(id) => Thing::Tile(id),
            Item::BigHoop { upright: true } => {
                Thing::Pair(tiles::BIG_V_TOP, tiles::BIG_V_BOTTOM, true)
            }
            Item::BigHoop { upright: false } => {
                Thing::Pair(tiles::BIG_H_LEFT, tiles::BIG_H_RIGHT, false)
            }
            Item::Water => Thing::Water,
            Item::Start => Thing::Ball,
            Item::Exit => Thing::Door,
            Item::Enemy(k) => Thing::Enemy(k),
        };
        scene::draw_thing(c, v.res(), d.theme, thing, r.x + 6, r.y + 4, PICTURE);
        let tx = r.x + 8 + PICTURE + 6;
        item.draw(c, tx, r.y + 4, GOLD, &top);
        let mut y = r.y + 4 + item.step();
        for t in fines.iter().filter(|t| !t.is_empty()) {
            fine.draw(c, tx, y, TEXT, t);
            y += fine.step();
        }
    }

    /// The menu's line under its entries: SAVE under way, then what the last choice did
    /// or why it was refused, else why SAVE is off (MY LEVELS explains it,
    /// crate::app::mylevels's rule).
    fn menu_line<'a>(&'a self, v: View<'a, '_>) -> &'a str {
        if self.saving.is_some() {
            "SAVING TO MY LEVELS..."
        } else if self.note_frames > 0 {
            &self.note
        } else {
            v.c.mylevels.refusal().map_or("", |(_, line)| line)
        }
    }

    fn draw_menu(&self, v: View<'_, '_>, c: &mut impl Canvas, sel: usize) {
        ui::dim(c);
        let item = ui::style(v, Role::Item);
        let title = ui::style(v, Role::Title);
        let body = ui::style(v, Role::Body);
        let d = self.ed.doc();
        // Each entry's label, and its value when it has one (‹ VALUE ›, the marks in
        // columns of their own as far apart as the widest value, docs/UI.md).
        let mut rows: [(&str, heapless::String<16>); MENU.len()] = Default::default();
        for (k, m) in MENU.iter().enumerate() {
            let (label, value) = &mut rows[k];
            *label = match m {
                MenuItem::Edit => "BACK TO THE MAP",
                MenuItem::Test => "TEST FROM THE START",
                MenuItem::Name => "NAME",
                MenuItem::Save => "SAVE TO MY LEVELS",
                MenuItem::Rows => "ROWS",
                MenuItem::Cols => "COLUMNS",
                MenuItem::Theme => "THEME",
                MenuItem::BigBall => "BIG BALL",
                MenuItem::Quit => "QUIT TO THE TITLE",
            };
            let _ = match m {
                MenuItem::Rows => write!(value, "{}", d.rows),
                MenuItem::Cols => write!(value, "{}", d.cols),
                MenuItem::Theme => write!(value, "{}", Theme(d.theme)),
                MenuItem::BigBall => write!(value, "{}", if d.start_big { "ON" } else { "OFF" }),
                _ => Ok(()),
            };
        }
        let labels = rows
            .iter()
            .filter(|(_, v)| !v.is_empty())
            .map(|(l, _)| item.width(l))
            .max()
            .unwrap_or(0);
        // The values' column as wide as the widest any value takes, so that it stays put
        // while they change.
        let widest = ["127", "OFF", "ON"]
            .into_iter()
            .chain((0..3).filter_map(crate::edit::theme_name))
            .map(|t| item.width(t))
            .max()
            .unwrap_or(0);
        let mark = item.width("‹");
        let gap = item.width("  ");
        let valued = labels + gap + mark + 10 + widest + 10 + mark;
        let inner = rows
            .iter()
            .map(|(l, _)| item.width(l))
            .max()
            .unwrap_or(0)
            .max(valued)
            .max(labels + gap + item.width(self.ed.name()).max(item.width("NOT NAMED")))
            .max(title.width("LEVEL"));
        // The line under the entries, broken to fit, in a place kept for it (one line at
        // least, so that the panel stands still when something is said).
        let said = self.menu_line(v);
        let most = crate::gfx::SCREEN_W - 2 * ui::GAP - 2 * MENU_SIDE;
        let inner = inner.max(body.width(said).min(most));
        let said_lines = ui::wrap_even_n::<2>(&body.f, said, inner);
        let w = inner + 2 * MENU_SIDE;
        let head = title.height() + MENU_EDGE;
        let said_h = |n: i32| MENU_EDGE + body.step() * n - (body.step() - body.height());
        let n = MENU.len() as i32;
        let h_of = |step: i32, lines: i32| {
            MENU_EDGE + head + step * (n - 1) + item.height() + said_h(lines) + MENU_EDGE
        };
        // The entries a role's step apart, closer (three blank rows at least) when the
        // panel would not fit between the screen's top margin and the bottom rows.
        // SAVE writes from here: the saving indicator's row stays free under the hint bar.
        let bottom = crate::gfx::SCREEN_H - ui::BOTTOM_ROW - indicators::saving_height() - 2;
        let lines = said_lines.len().max(1) as i32;
        let mut step = item.step();
        while step > item.height() + 3 && h_of(step, lines) > bottom - ui::GAP {
            step -= 1;
        }
        // Centred as with one line said; a second grows the panel downwards.
        let top = ((bottom - h_of(step, 1)) / 2).max(ui::GAP);
        let h = h_of(step, lines);
        let r = Rect::new(
            (crate::gfx::SCREEN_W - w) / 2,
            top.min(bottom - h).max(ui::GAP),
            w,
            h,
        );
        ui::panel(v, c, r);
        title.centred(c, r.x + w / 2, r.y + MENU_EDGE, GOLD, "LEVEL");
        let x0 = r.x + MENU_SIDE;
        let vx = x0 + labels + gap;
        let save_off = v.c.mylevels.refusal().is_some();
        let mut y = r.y + MENU_EDGE + head;
        for (k, (label, value)) in rows.iter().enumerate() {
            let refused = MenuItem::Save == MENU[k] && save_off;
            let colour = match (k == sel, refused) {
                (true, _) => GOLD,
                (false, true) => ui::DIM,
                (false, false) => TEXT,
            };
            if k == sel {
                crate::app::menu::cursor(v, c, x0, y, item.height());
            }
            item.draw(c, x0, y, colour, label);
            if !value.is_empty() {
                item.draw(c, vx, y, colour, "‹");
                item.centred(c, vx + mark + 10 + widest / 2, y, colour, value);
                item.draw(c, vx + mark + 10 + widest + 10, y, colour, "›");
            }
            if MENU[k] == MenuItem::Name {
                // The name in the values' column (typed, not stepped: no marks); a level
                // saved unnamed is listed by its number.
                let name = match self.ed.name() {
                    "" => "NOT NAMED",
                    n => n,
                };
                item.draw(c, vx, y, colour, name);
            }
            y += step;
        }
        let mut y = y - step + item.height() + MENU_EDGE;
        for l in said_lines.iter().filter(|l| !l.is_empty()) {
            body.centred(c, r.x + w / 2, y, TEXT, l);
            y += body.step();
        }
        indicators::hint_bar_over_saving(
            v,
            c,
            crate::app::hints::bar(v.c.confirm, crate::app::hints::Bar::Values),
        );
    }
}

/// The level menu's room either side of its entries (the cursor's on the left), as the
/// game's other lists keep ([`crate::app::menu::List`]).
const MENU_SIDE: i32 = 32;
/// The level menu's room above its heading, under it, above the line said and below.
const MENU_EDGE: i32 = 8;

/// A theme as the player reads it: its name, or its number past the named ones.
struct Theme(i8);

impl core::fmt::Display for Theme {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match crate::edit::theme_name(self.0) {
            Some(name) => f.write_str(name),
            None => write!(f, "{}", self.0),
        }
    }
}

/// A one-pixel frame around `r`.
fn outline(c: &mut impl Canvas, r: Rect, colour: Color32) {
    c.fill_rect(Rect::new(r.x, r.y, r.w, 1), colour);
    c.fill_rect(Rect::new(r.x, r.y + r.h - 1, r.w, 1), colour);
    c.fill_rect(Rect::new(r.x, r.y, 1, r.h), colour);
    c.fill_rect(Rect::new(r.x + r.w - 1, r.y, 1, r.h), colour);
}

impl EditorScreen {
    /// Opens on `Route::Editor`, on the level kept since the editor was last left (or a
    /// new one).
    pub(super) fn open_kept(cx: &mut Cx<'_, '_>) -> Option<EditorScreen> {
        let doc = cx.c.made.take().map(|d| *d).unwrap_or_default();
        let name = core::mem::take(&mut cx.c.made_name);
        let replay = cx.c.made_replay.take();
        let mut s = EditorScreen::open(cx, doc);
        s.ed.set_name(&name);
        // A finished level opened from MY LEVELS stays finished until it changes.
        s.finished = replay
            .and_then(|r| heapless::Vec::from_slice(&r).ok())
            .map(Box::new);
        Some(s)
    }
}

impl Scene for EditorScreen {
    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        self.update_editor(cx, i)
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        self.draw_editor(v, c)
    }

    fn at(&self) -> Screen {
        Screen::Editor {
            cursor: self.ed.cursor,
            menu: self.menu.map(menu_item),
            testing: self.testing(),
        }
    }
}
