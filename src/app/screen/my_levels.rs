//! MY LEVELS: the levels the player made and saved (docs/EDITOR.md), read from the memory
//! stick's MYLEVELS folder as the list opens: each with its name, FINISHED when its maker
//! completed it from the start, and its best bonus. The confirm button on a level offers
//! PLAY, EDIT, COPY and DELETE (which asks first); a play from here keeps the best bonus.
//!
//! A damaged folder never locks the player out (the rule: `crate::app::mylevels`): the
//! levels that read are listed, a level whose data does not is greyed with a plain-word mark
//! (only DELETE is offered for it), and lines of the list left out, a missing list or a
//! missing `lf` are said in plain words as the list opens, with REBUILD THE LIST? (NO
//! selected, as every question here); △ asks again, and a line under the list says so.
//! An `lf` that cannot be read at all is a message saying what to do.

use super::field;
use super::{Cx, Next, Pad, PlayEnd, Route, Scene, Screen, TitleItem, View};
use crate::app::dialog::{Ask, Question};
use crate::app::hints::{self, Bar};
use crate::app::indicators;
use crate::app::menu::{self, List, Row};
use crate::app::mylevels::{Damage, Made, State};
use crate::app::ui::{self, Buf};
use crate::edit::MAX_CELLS;
use crate::gfx::{Canvas, Rect, Role};
use crate::input::Buttons;
use crate::sim::flow::Game;
use crate::sim::Sound;
use alloc::boxed::Box;
use core::fmt::Write as _;

/// Rows shown at once.
const ROWS: usize = 6;

/// What can be done with a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Play it (the best bonus is kept).
    Play,
    /// Open it in the editor (SAVE writes over it).
    Edit,
    /// A copy at the end of the list.
    Copy,
    /// Take it off the stick (asks first).
    Delete,
}

const ACTIONS: [Action; 4] = [Action::Play, Action::Edit, Action::Copy, Action::Delete];

/// The MY LEVELS screen.
pub(crate) struct MyLevelsScreen {
    sel: usize,
    /// The action menu over the selected level, on this entry.
    action: Option<usize>,
    ask: Option<Ask>,
    /// A level played from the list: its place, and the buttons held at the last step.
    playing: Option<usize>,
    note: Buf,
    /// REBUILD THE LIST? was asked since the list opened.
    asked: bool,
}

impl MyLevelsScreen {
    /// Opens on `Route::MyLevels` on level `sel`, reading the folder again.
    pub(super) fn open(cx: &mut Cx<'_, '_>, sel: usize) -> Option<MyLevelsScreen> {
        cx.c.mylevels.reread();
        cx.say("my levels open");
        Some(MyLevelsScreen {
            sel,
            action: None,
            ask: None,
            playing: None,
            note: Buf::new(),
            asked: false,
        })
    }

    /// The question open over the list.
    pub(crate) fn asking(&self) -> Option<Ask> {
        self.ask
    }

    fn say(&mut self, text: &str) {
        self.note.clear();
        for ch in text.chars() {
            if self.note.push(ch).is_err() {
                break;
            }
        }
    }

    fn play(&mut self, cx: &mut Cx<'_, '_>, k: usize) {
        let Some(m) = cx.c.mylevels.levels.get(k) else {
            return;
        };
        let mut buf = Box::new([0u8; MAX_CELLS]);
        let level = m.doc.level(&mut buf);
        match Game::of_level(cx.c.res, &level) {
            Ok(g) => {
                let mut l = crate::runtime::Line::new();
                let _ = write!(l, "my levels play {}", k + 1);
                cx.line(l);
                cx.c.play.start(g);
                cx.c.play.hold_anew();
                self.playing = Some(k);
            }
            Err(_) => self.say("THIS LEVEL CANNOT BE PLAYED"),
        }
    }

    fn update_play(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) {
        let Some(k) = self.playing else {
            return;
        };
        if i.start {
            cx.sound(Sound::Back);
            self.playing = None;
            cx.c.play.game = None;
            return;
        }
        if !cx.c.play.tick_due() {
            return;
        }
        cx.c.play.feed_held(i.held, cx.save.options.jump);
        match cx.step_made_play("my levels") {
            Some(PlayEnd::Complete { bonus }) => {
                cx.c.mylevels.record_best(k, bonus);
                self.say("LEVEL COMPLETE");
            }
            Some(PlayEnd::GameOver) => self.say("GAME OVER"),
            None => return,
        }
        self.playing = None;
        cx.c.play.game = None;
    }

    fn act(&mut self, cx: &mut Cx<'_, '_>, a: Action) -> Next {
        let k = self.sel;
        let res = cx.c.res;
        self.action = None;
        if a != Action::Delete && !readable(cx.c.mylevels.levels.get(k)) {
            self.say("THIS LEVEL CANNOT BE READ: DELETE IT");
            return Next::Stay;
        }
        match a {
            Action::Play => self.play(cx, k),
            Action::Edit => {
                if let Some(m) = cx.c.mylevels.levels.get(k) {
                    cx.c.made = Some(m.doc.clone());
                    cx.c.made_replay = m.replay.clone();
                    cx.c.made_name = crate::edit::name_of(&m.name, |_| true).0;
                    cx.c.editing = Some(k);
                    return Next::Go(Route::Editor);
                }
            }
            Action::Copy => match cx.c.mylevels.copy(res, k) {
                Ok(n) => {
                    self.sel = n;
                    self.say("COPIED");
                }
                Err(why) => self.say(why),
            },
            Action::Delete => self.ask = Some(Ask::new(Question::DeleteLevel)),
        }
        Next::Stay
    }
}

impl Scene for MyLevelsScreen {
    fn at(&self) -> Screen {
        Screen::MyLevels {
            sel: self.sel,
            action: self.action.map(|a| ACTIONS[a]),
            playing: self.playing.is_some(),
        }
    }

    fn over_title(&self) -> bool {
        self.playing.is_none()
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if self.playing.is_some() {
            self.update_play(cx, i);
            return Next::Stay;
        }
        let n = cx.c.mylevels.levels.len();
        self.sel = self.sel.min(n.saturating_sub(1));
        let offered = cx.c.mylevels.rebuild_offered();
        if offered && self.ask.is_none() && self.action.is_none() {
            // Asked once the folder is read, and again on △.
            if !self.asked || i.pressed.contains(Buttons::TRIANGLE) {
                self.asked = true;
                self.ask = Some(Ask::new(Question::RebuildList));
                return Next::Stay;
            }
        }
        if let Some(ask) = &mut self.ask {
            if let Some(yes) = ask.update(i) {
                let question = ask.question;
                self.ask = None;
                match (yes, question) {
                    (true, Question::RebuildList) => match cx.c.mylevels.rebuild() {
                        Ok(()) => {
                            cx.sound(Sound::Select);
                            self.sel = 0;
                            self.say("THE LIST IS WRITTEN AGAIN");
                        }
                        Err(why) => self.say(why),
                    },
                    (true, _) => match cx.c.mylevels.delete(cx.c.res, self.sel) {
                        Ok(()) => {
                            cx.sound(Sound::Select);
                            self.say("DELETED");
                        }
                        Err(why) => self.say(why),
                    },
                    (false, _) => cx.sound(Sound::Back),
                }
            }
            return Next::Stay;
        }
        if let Some(a) = self.action {
            let ok = readable(cx.c.mylevels.levels.get(self.sel));
            let enabled = |j: usize| ok || ACTIONS[j] == Action::Delete;
            if i.back {
                cx.sound(Sound::Back);
                self.action = None;
            } else if i.up || i.down {
                cx.sound(Sound::Select);
                self.action = Some(menu::step_index(a, ACTIONS.len(), i.up, i.down, enabled));
            } else if i.choose {
                cx.sound(Sound::Select);
                return self.act(cx, ACTIONS[a]);
            }
            return Next::Stay;
        }
        if i.back {
            cx.sound(Sound::Back);
            return Next::Go(Route::Title(TitleItem::MyLevels));
        }
        self.sel = menu::step_index(self.sel, n, i.up, i.down, |_| true);
        if i.choose && n > 0 && cx.c.mylevels.state == State::Ready {
            cx.sound(Sound::Select);
            let ok = readable(cx.c.mylevels.levels.get(self.sel));
            self.action = Some(if ok { 0 } else { ACTIONS.len() - 1 });
        }
        Next::Stay
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        if self.playing.is_some() {
            field::draw(v, c);
            indicators::hint_bar_over_level(v, c, "START BACK TO THE LIST");
            return;
        }
        ui::backdrop(v, c);
        let my = &v.c.mylevels;
        if let Some(a) = self.action {
            // The level's actions in place of the list, headed by its name.
            let ok = readable(my.levels.get(self.sel));
            let items: [(&str, bool); 4] =
                [("PLAY", ok), ("EDIT", ok), ("COPY", ok), ("DELETE", true)];
            let title = my.levels.get(self.sel).map_or("", |m| m.name.as_str());
            menu::draw_in(v, c, ui::SCREEN, title, &items, a, ui::below_title(v, 86));
            indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::OkBack));
            return;
        }
        let y = ui::below_title(v, 86);
        if let Some((head, text)) = my.message() {
            // A sentence for the player, broken evenly to fit the panel.
            let b = ui::style(v, Role::Body);
            let room = ui::room(v);
            let lines: heapless::Vec<&str, 8> = ui::wrap_even_n(&b.f, &text, room.w - 40);
            let rows: heapless::Vec<[&str; 2], 8> = lines.iter().map(|l| [*l, ""]).collect();
            let panel = ui::text_panel(v, c, room, head, &rows, ui::Align::Centre);
            if let Some(ask) = &self.ask {
                ask.draw_saying(v, c, panel, said(ask, my.trouble().as_ref()));
                return;
            }
            indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::Back));
            return;
        }
        let trouble = my.rebuild_offered();
        let shown = if trouble { ROWS - 1 } else { ROWS };
        let n = my.levels.len();
        let first = self.sel.saturating_sub(2).min(n.saturating_sub(shown));
        let cells: heapless::Vec<(Buf, Buf, bool), ROWS> = my.levels[first..]
            .iter()
            .take(shown)
            .map(|m| {
                let (a, b) = label(m);
                (a, b, readable(Some(m)))
            })
            .collect();
        let rows: heapless::Vec<Row<'_>, ROWS> = cells
            .iter()
            .map(|(a, b, ok)| Row {
                cells: [a.as_str(), b.as_str()],
                enabled: *ok,
            })
            .collect();
        let f = ui::style(v, Role::Item);
        let (mut col0, mut col1) = (0, 0);
        for m in &my.levels {
            let (a, b) = label(m);
            col0 = col0.max(f.width(&a));
            col1 = col1.max(f.width(&b));
        }
        let list = List {
            title: "MY LEVELS",
            rows: &rows,
            sel: self.sel - first,
            columns: [col0, col1],
            above: first > 0,
            below: first + shown < n,
            values: false,
        }
        .draw(v, c, ui::SCREEN, y);
        let mut under = list.y + list.h + 6;
        if trouble {
            // What is wrong, in a line under the list, and the button that asks again.
            let fine = ui::style(v, Role::Hint);
            let mut t = Buf::new();
            let _ = match (my.bad_count, my.lf_missing, my.index_missing) {
                (_, true, _) => write!(t, "THE LEVELS FILE IS MISSING"),
                (_, _, true) => write!(t, "THE LIST IS MISSING"),
                (1, _, _) => write!(t, "A LINE OF THE LIST IS LEFT OUT"),
                (k, _, _) => write!(t, "{k} LINES OF THE LIST ARE LEFT OUT"),
            };
            let _ = write!(t, "   △ REBUILD THE LIST");
            let w = fine.width(&t) + 16;
            let h = fine.height() + 2 * crate::gfx::glyphs::overhang(fine.height()) + 8;
            let r = Rect::new(list.x + (list.w - w) / 2, under, w, h);
            ui::panel(v, c, r);
            fine.centred(
                c,
                r.x + r.w / 2,
                r.y + (h - fine.height()) / 2,
                ui::TEXT,
                &t,
            );
            under = r.y + r.h + 6;
        }
        if !self.note.is_empty() && self.action.is_none() && self.ask.is_none() {
            let fine = ui::style(v, Role::Body);
            fine.centred(c, list.x + list.w / 2, under, ui::TEXT, &self.note);
        }
        if let Some(ask) = &self.ask {
            ask.draw_saying(v, c, list, said(ask, my.trouble().as_ref()));
            return;
        }
        indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::OkBack));
    }
}

/// What a question says before its own line: the folder's trouble, for REBUILD THE LIST?.
fn said<'t>(ask: &Ask, trouble: Option<&'t crate::app::mylevels::Text>) -> &'t str {
    match (ask.question, trouble) {
        (Question::RebuildList, Some(t)) => t.as_str(),
        _ => "",
    }
}

/// Whether a level's data reads (it can be played, edited and copied).
fn readable(m: Option<&Made>) -> bool {
    m.is_some_and(|m| m.damage != Some(Damage::Level))
}

/// A level's row: its name; FINISHED and its best bonus, or NOT FINISHED.
fn label(m: &Made) -> (Buf, Buf) {
    let (mut name, mut status) = (Buf::new(), Buf::new());
    let _ = write!(name, "{}", m.name.as_str());
    let _ = match (m.damage, m.finished, m.best) {
        (Some(Damage::Level), ..) => write!(status, "CANNOT BE PLAYED"),
        (Some(Damage::Run), _, 0) => write!(status, "RUN DAMAGED"),
        (Some(Damage::Run), _, b) => write!(status, "RUN DAMAGED, BEST {b}"),
        (None, true, 0) => write!(status, "FINISHED"),
        (None, true, b) => write!(status, "FINISHED, BEST {b}"),
        (None, false, 0) => write!(status, "NOT FINISHED"),
        (None, false, b) => write!(status, "BEST BONUS {b}"),
    };
    (name, status)
}
