//! MY LEVELS: the levels the player made and saved (docs/EDITOR.md), read from the memory
//! stick's MYLEVELS folder as the list opens: each with its name, FINISHED when its maker
//! completed it from the start, and its best bonus. The confirm button on a level offers
//! PLAY, EDIT, COPY and DELETE (which asks first, naming the level). PLAY plays the level in
//! the game's own frame (its banner, pause menu and level complete tally: `Context::made_play`
//! tells them the level is the player's own) and comes back here saying how it went; it keeps
//! the best bonus. What an action did is said in a panel under the list.
//!
//! A damaged folder never locks the player out (the rule: `crate::app::mylevels`): the
//! levels that read are listed, a level whose data does not is greyed with a plain-word mark
//! (only DELETE is offered for it), and lines of the list left out, a missing list or a
//! missing `lf` are said in plain words as the list opens, with REBUILD THE LIST? (NO
//! selected, as every question here); △ asks again, and a line under the list says so.
//! An `lf` that cannot be read at all is a message saying what to do.

use super::{Cx, Next, Pad, Route, Scene, Screen, TitleItem, View};
use crate::app::dialog::{Ask, Question};
use crate::app::hints::{self, Bar};
use crate::app::indicators;
use crate::app::menu::{self, List, Row};
use crate::app::mylevels::{Damage, Made, State};
use crate::app::ui::{self, Buf};
use crate::gfx::{Canvas, Role};
use crate::input::Buttons;
use crate::sim::Sound;
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
    /// What the last action did (said under the list until the next move).
    note: Buf,
    /// REBUILD THE LIST? was asked since the list opened.
    asked: bool,
}

impl MyLevelsScreen {
    /// Opens on `Route::MyLevels` on level `sel`, reading the folder again.
    pub(super) fn open(cx: &mut Cx<'_, '_>, sel: usize) -> Option<MyLevelsScreen> {
        cx.c.mylevels.reread();
        cx.say("my levels open");
        // How a play from here ended, when it did.
        let note = core::mem::take(&mut cx.c.made_note);
        Some(MyLevelsScreen {
            sel,
            action: None,
            ask: None,
            note,
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

    /// Level `k` into play behind the game's banner, the game's screens told it is the
    /// player's own (they lead back here).
    fn play(&mut self, cx: &mut Cx<'_, '_>, k: usize) -> Next {
        match cx.c.mylevels.game(cx.c.res, k) {
            Some(g) => {
                let mut l = crate::runtime::Line::new();
                let _ = write!(l, "my levels play {}", k + 1);
                cx.line(l);
                cx.c.made_play = Some(k);
                cx.c.play.game = Some(g);
                Next::Go(Route::Banner)
            }
            None => {
                self.say("THIS LEVEL CANNOT BE PLAYED");
                Next::Stay
            }
        }
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
            Action::Play => return self.play(cx, k),
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
        }
    }

    fn over_title(&self) -> bool {
        true
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
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
        if i.up || i.down || i.choose {
            // What was said is for the level it was about: a new move clears it.
            self.note.clear();
        }
        self.sel = menu::step_list(self.sel, n, i, |_| true);
        if i.choose && n > 0 && cx.c.mylevels.state == State::Ready {
            cx.sound(Sound::Select);
            let ok = readable(cx.c.mylevels.levels.get(self.sel));
            self.action = Some(if ok { 0 } else { ACTIONS.len() - 1 });
        }
        Next::Stay
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
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
                indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::OkBack));
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
            .map(|(a, b, ok)| Row::plain([a.as_str(), b.as_str()], *ok))
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
            let r = ui::line_panel(v, c, &fine, list, under, &t);
            under = r.y + r.h + 6;
        }
        if !self.note.is_empty() && self.ask.is_none() {
            // What the last action did, in a panel of its own under the list.
            let b = ui::style(v, Role::Body);
            ui::line_panel(v, c, &b, list, under, &self.note);
        }
        if let Some(ask) = &self.ask {
            match ask.question {
                // The level asked about, by its name.
                Question::DeleteLevel => {
                    let name = my.levels.get(self.sel).map_or("", |m| m.name.as_str());
                    let mut head: heapless::String<40> = heapless::String::new();
                    let _ = write!(head, "DELETE \"{name}\"?");
                    ask.draw_headed(v, c, list, &head, "");
                }
                _ => ask.draw_saying(v, c, list, said(ask, my.trouble().as_ref())),
            }
            indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::OkBack));
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

/// A level's row: its name, then one status as New Game's list has one: CANNOT BE PLAYED or
/// RUN DAMAGED when something does not read, else BEST BONUS N (New Game's words) once it
/// was completed from the list, else FINISHED (its maker completed it) or NOT FINISHED. One
/// status keeps the row as wide as New Game's in the wide built-in font.
fn label(m: &Made) -> (Buf, Buf) {
    let (mut name, mut status) = (Buf::new(), Buf::new());
    let _ = write!(name, "{}", m.name.as_str());
    let _ = match (m.damage, m.finished, m.best) {
        (Some(Damage::Level), ..) => write!(status, "CANNOT BE PLAYED"),
        (Some(Damage::Run), ..) => write!(status, "RUN DAMAGED"),
        (None, _, b) if b > 0 => write!(status, "BEST BONUS {b}"),
        (None, true, _) => write!(status, "FINISHED"),
        (None, false, _) => write!(status, "NOT FINISHED"),
    };
    (name, status)
}
