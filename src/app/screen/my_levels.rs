//! MY LEVELS: the levels the player made and saved (docs/EDITOR.md), read from the memory
//! stick's MYLEVELS folder as the list opens: each with its name, FINISHED when its maker
//! completed it from the start, and its best bonus. The confirm button on a level offers
//! PLAY, EDIT, COPY and DELETE (which asks first); a play from here keeps the best bonus.
//! A damaged folder says which file and what was expected there.

use super::field;
use super::{Cx, Next, Pad, PlayEnd, Route, Scene, Screen, TitleItem, View};
use crate::app::dialog::{Ask, Question};
use crate::app::hints::{self, Bar};
use crate::app::indicators;
use crate::app::menu::{self, List, Row};
use crate::app::mylevels::{Made, State};
use crate::app::ui::{self, Buf};
use crate::edit::MAX_CELLS;
use crate::gfx::{Canvas, Role};
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
        })
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
        if let Some(ask) = &mut self.ask {
            if let Some(yes) = ask.update(i) {
                self.ask = None;
                if yes {
                    match cx.c.mylevels.delete(cx.c.res, self.sel) {
                        Ok(()) => {
                            cx.sound(Sound::Select);
                            self.say("DELETED");
                        }
                        Err(why) => self.say(why),
                    }
                } else {
                    cx.sound(Sound::Back);
                }
            }
            return Next::Stay;
        }
        if let Some(a) = self.action {
            if i.back {
                cx.sound(Sound::Back);
                self.action = None;
            } else if i.up || i.down {
                cx.sound(Sound::Select);
                let m = ACTIONS.len();
                self.action = Some((a + if i.down { 1 } else { m - 1 }) % m);
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
            self.action = Some(0);
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
            let items: [(&str, bool); 4] = [
                ("PLAY", true),
                ("EDIT", true),
                ("COPY", true),
                ("DELETE", true),
            ];
            let title = my.levels.get(self.sel).map_or("", |m| m.name.as_str());
            menu::draw_in(v, c, ui::SCREEN, title, &items, a, ui::below_title(v, 86));
            indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::OkBack));
            return;
        }
        let y = ui::below_title(v, 86);
        let (head, sub): (&str, Buf) = match &my.state {
            State::Reading => (
                "MY LEVELS",
                Buf::try_from("READING THE MEMORY STICK").unwrap_or_default(),
            ),
            State::Damaged(e) => ("THE MYLEVELS FOLDER IS DAMAGED", upper(e)),
            State::Failed(e) => ("THE MEMORY STICK CANNOT BE READ", upper(e)),
            State::Ready if my.levels.is_empty() => (
                "MY LEVELS",
                Buf::try_from("NONE YET: SAVE ONE FROM THE EDITOR'S MENU").unwrap_or_default(),
            ),
            State::Ready => ("", Buf::new()),
        };
        if !head.is_empty() {
            // Broken at its colon: the file, then what was expected there.
            let (a, b) = match sub.find(": ") {
                Some(k) => (&sub[..k + 1], &sub[k + 2..]),
                None => (sub.as_str(), ""),
            };
            let rows = [[a, ""], [b, ""]];
            let n = if b.is_empty() { 1 } else { 2 };
            ui::text_panel(v, c, ui::room(v), head, &rows[..n], ui::Align::Centre);
            indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::Back));
            return;
        }
        let n = my.levels.len();
        let first = self.sel.saturating_sub(2).min(n.saturating_sub(ROWS));
        let cells: heapless::Vec<(Buf, Buf), ROWS> =
            my.levels[first..].iter().take(ROWS).map(label).collect();
        let rows: heapless::Vec<Row<'_>, ROWS> = cells
            .iter()
            .map(|(a, b)| Row {
                cells: [a.as_str(), b.as_str()],
                enabled: true,
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
            below: first + ROWS < n,
            values: false,
        }
        .draw(v, c, ui::SCREEN, y);
        if !self.note.is_empty() && self.action.is_none() && self.ask.is_none() {
            let fine = ui::style(v, Role::Body);
            fine.centred(
                c,
                list.x + list.w / 2,
                list.y + list.h + 6,
                ui::TEXT,
                &self.note,
            );
        }
        if let Some(ask) = &self.ask {
            ask.draw(v, c, list);
            return;
        }
        indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::OkBack));
    }
}

/// A level's row: its name; FINISHED and its best bonus, or NOT FINISHED.
fn label(m: &Made) -> (Buf, Buf) {
    let (mut name, mut status) = (Buf::new(), Buf::new());
    let _ = write!(name, "{}", m.name.as_str());
    let _ = match (m.finished, m.best) {
        (true, 0) => write!(status, "FINISHED"),
        (true, b) => write!(status, "FINISHED, BEST {b}"),
        (false, 0) => write!(status, "NOT FINISHED"),
        (false, b) => write!(status, "BEST BONUS {b}"),
    };
    (name, status)
}

/// A folder error's sentence in capitals (the file's name keeps its case).
fn upper(e: &crate::app::mylevels::FolderError) -> Buf {
    let mut b = Buf::new();
    let _ = write!(b, "{}", e.file);
    if e.line > 0 {
        let _ = write!(b, " LINE {}", e.line);
    }
    let _ = write!(b, ": EXPECTED ");
    for ch in e.expected.chars() {
        if b.push(ch.to_ascii_uppercase()).is_err() {
            break;
        }
    }
    b
}
