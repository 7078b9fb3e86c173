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
    /// The theme (`if<n>`).
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
                let mut t: heapless::String<64> = heapless::String::new();
                let _ = write!(t, "SAVED TO MY LEVELS AS LEVEL {}", k + 1);
                self.say(&t);
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
            MenuItem::Save if i.choose => {
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
        let (undo, redo) = self.ed.can_undo();
        let _ = write!(
            facts,
            "ROW {} COLUMN {}   MAP {} X {}   THEME {}   {}{}{}",
            self.ed.cursor.0 + 1,
            self.ed.cursor.1 + 1,
            d.rows,
            d.cols,
            d.theme,
            if undo { "UNDO " } else { "" },
            if redo { "REDO " } else { "" },
            if self.finished.is_some() {
                "FINISHED"
            } else {
                ""
            },
        );
        let w = item
            .width(&top)
            .max(fine.width(&facts))
            .max(if self.note_frames > 0 {
                fine.width(&self.note)
            } else {
                0
            })
            + 16;
        let mut named: heapless::String<32> = heapless::String::new();
        if !self.ed.name().is_empty() {
            let _ = write!(named, "NAME {}", self.ed.name());
        }
        let w = w.max(fine.width(&named) + 16) + PICTURE + 6;
        let lines = 2 + (self.note_frames > 0) as i32 + !named.is_empty() as i32;
        let h = (item.step() + fine.step() * (lines - 1) + 4).max(PICTURE + 8);
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
        if !named.is_empty() {
            fine.draw(c, tx, y, TEXT, &named);
            y += fine.step();
        }
        fine.draw(c, tx, y, TEXT, &facts);
        if self.note_frames > 0 {
            y += fine.step();
            fine.draw(c, tx, y, TEXT, &self.note);
        }
    }

    fn draw_menu(&self, v: View<'_, '_>, c: &mut impl Canvas, sel: usize) {
        ui::dim(c);
        let item = ui::style(v, Role::Item);
        let title = ui::style(v, Role::Title);
        let d = self.ed.doc();
        // Each entry's label, and its value when it has one (‹ VALUE ›, the marks in
        // columns of their own as far apart as the widest value, docs/UI.md).
        let mut rows: [(&str, heapless::String<8>); MENU.len()] = Default::default();
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
                MenuItem::Theme => write!(value, "{}", d.theme),
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
        let widest = ["127", "OFF", "ON"]
            .iter()
            .map(|t| item.width(t))
            .max()
            .unwrap_or(0);
        let mark = item.width("‹");
        let valued = labels + 12 + mark + 10 + widest + 10 + mark;
        let w = rows
            .iter()
            .map(|(l, _)| item.width(l))
            .max()
            .unwrap_or(0)
            .max(valued)
            .max(labels + 12 + item.width(self.ed.name()).max(item.width("NOT NAMED")))
            .max(title.width("LEVEL"))
            + 40;
        // SAVE refused over a folder that cannot be written: said under the entries, which
        // MY LEVELS explains (crate::app::mylevels's rule).
        let body = ui::style(v, Role::Body);
        let said = v.c.mylevels.refusal().map_or("", |(_, line)| line);
        let said_h = if said.is_empty() { 0 } else { body.step() + 6 };
        let w = w.max(body.width(said) + 40);
        let h = title.step() + item.step() * MENU.len() as i32 + 8 + said_h;
        let r = Rect::new(
            (crate::gfx::SCREEN_W - w) / 2,
            (crate::gfx::SCREEN_H - h) / 2,
            w,
            h,
        );
        ui::panel(v, c, r);
        title.centred(c, r.x + w / 2, r.y + 4, GOLD, "LEVEL");
        let vx = r.x + 24 + labels + 12;
        for (k, (label, value)) in rows.iter().enumerate() {
            let y = r.y + 4 + title.step() + item.step() * k as i32;
            let refused = MenuItem::Save == MENU[k] && !said.is_empty();
            let colour = match (k == sel, refused) {
                (true, _) => GOLD,
                (false, true) => ui::DIM,
                (false, false) => TEXT,
            };
            if k == sel {
                crate::app::menu::cursor(v, c, r.x + 8, y, item.height());
            }
            item.draw(c, r.x + 24, y, colour, label);
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
        }
        if !said.is_empty() {
            let y = r.y + 4 + title.step() + item.step() * MENU.len() as i32 + 6;
            body.centred(c, r.x + w / 2, y, TEXT, said);
        }
        indicators::hint_bar(
            v,
            c,
            crate::app::hints::bar(v.c.confirm, crate::app::hints::Bar::Values),
        );
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
