//! The title menu: Continue (with a level to continue), New Game, Options, Records, Help,
//! the sandbox and Exit, over the title art.

use super::{Banner, Cx, Input, View};
use super::{Help, HelpItem, LevelSelect, Next, Options, Records, SandboxScreen};
use crate::app::menu::{self, Item};
use crate::app::ui;
use crate::render::Canvas;
use crate::sim::flow::Game;
use crate::sim::Sound;
use core::fmt::Write as _;

/// The title menu's entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TitleItem {
    Continue,
    NewGame,
    Options,
    Records,
    Help,
    Sandbox,
    Exit,
}

impl Item for TitleItem {
    const ALL: &'static [TitleItem] = &[
        TitleItem::Continue,
        TitleItem::NewGame,
        TitleItem::Options,
        TitleItem::Records,
        TitleItem::Help,
        TitleItem::Sandbox,
        TitleItem::Exit,
    ];

    fn label(self) -> &'static str {
        match self {
            TitleItem::Continue => "CONTINUE",
            TitleItem::NewGame => "NEW GAME",
            TitleItem::Options => "OPTIONS",
            TitleItem::Records => "RECORDS",
            TitleItem::Help => "HELP",
            TitleItem::Sandbox => "SANDBOX",
            TitleItem::Exit => "EXIT",
        }
    }
}

/// The title menu screen.
pub struct TitleMenu {
    pub sel: TitleItem,
}

impl TitleMenu {
    /// The title with `sel` selected (where a screen returns to).
    pub fn at(sel: TitleItem) -> TitleMenu {
        TitleMenu { sel }
    }

    /// The title as the game opens on it: on Continue when there is a level to continue.
    pub fn opening(v: View<'_, '_>) -> TitleMenu {
        TitleMenu::at(if v.can_continue() {
            TitleItem::Continue
        } else {
            TitleItem::NewGame
        })
    }

    pub fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        let v = cx.view();
        self.sel = menu::step(self.sel, i.up, i.down, |t| enabled(v, t));
        if !(i.ok || i.start) {
            return Next::Stay;
        }
        cx.sound(Sound::Select);
        match self.sel {
            TitleItem::Continue => match Game::restore(cx.res(), &cx.save.snapshot) {
                Ok(g) => {
                    let mut l = crate::app::Line::new();
                    let _ = write!(l, "continue level {}", g.level_number());
                    cx.line(l);
                    Next::to(Banner::begin(cx, g))
                }
                Err(_) => Next::Stay,
            },
            TitleItem::NewGame => Next::to(LevelSelect::new()),
            TitleItem::Options => Next::to(Options::new(false)),
            TitleItem::Records => Next::to(Records),
            TitleItem::Help => Next::to(Help::at(HelpItem::GameHelp)),
            TitleItem::Sandbox => SandboxScreen::start(cx).into(),
            TitleItem::Exit => Next::Exit,
        }
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        menu::draw_items(v, c, "", self.sel, 86, |t| enabled(v, t));
    }
}

/// Continue is greyed without a level to continue.
fn enabled(v: View<'_, '_>, t: TitleItem) -> bool {
    t != TitleItem::Continue || v.can_continue()
}
