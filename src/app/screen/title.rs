//! The title menu: Continue (with a level to continue), New Game, Options, Records, Help,
//! the sandbox and Exit (asked first), over the title art. Left alone for
//! [`ATTRACT_FRAMES`], it plays the demo.

use super::{Cx, HelpItem, Input, Next, Route, TitleItem, View};
use crate::app::dialog::{Ask, Question};
use crate::app::hints::{self, Bar};
use crate::app::{indicators, menu, ui};
use crate::gfx::Canvas;
use crate::input::Buttons;
use crate::sim::flow::Game;
use crate::sim::Sound;
use core::fmt::Write as _;

/// Frames of no button on the title before the demo plays (30 s at 60 Hz): long enough to
/// read the menu and think, short enough that a PSP left on a table shows the game moving.
pub const ATTRACT_FRAMES: u32 = 30 * 60;

/// The title menu screen.
pub struct TitleMenu {
    pub sel: TitleItem,
    /// EXIT's question, while it is open.
    pub ask: Option<Ask>,
    /// Frames since a button was last held.
    idle: u32,
}

impl TitleMenu {
    /// The title with `sel` selected (where a screen returns to).
    pub fn at(sel: TitleItem) -> TitleMenu {
        TitleMenu {
            sel,
            ask: None,
            idle: 0,
        }
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
        self.idle = if i.held == Buttons::NONE {
            self.idle.saturating_add(1)
        } else {
            0
        };
        if let Some(ask) = &mut self.ask {
            return match ask.update(i) {
                Some(true) => {
                    cx.sound(Sound::Select);
                    Next::Exit
                }
                Some(false) => {
                    cx.sound(Sound::Back);
                    self.ask = None;
                    Next::Stay
                }
                None => Next::Stay,
            };
        }
        if self.idle >= ATTRACT_FRAMES && cx.c.player() {
            self.idle = 0;
            return Next::Go(Route::Attract(self.sel));
        }
        let v = cx.view();
        self.sel = menu::step(self.sel, i.up, i.down, |t| enabled(v, t));
        if !i.choose {
            return Next::Stay;
        }
        cx.sound(Sound::Select);
        match self.sel {
            TitleItem::Continue => match Game::restore(cx.res(), &cx.save.snapshot) {
                Ok(g) => {
                    let mut l = crate::app::Line::new();
                    let _ = write!(l, "continue level {}", g.level_number());
                    cx.line(l);
                    cx.c.play.game = Some(g);
                    Next::Go(Route::Banner)
                }
                Err(_) => Next::Stay,
            },
            TitleItem::NewGame => Next::Go(Route::LevelSelect),
            TitleItem::Options => Next::Go(Route::Options { from_pause: false }),
            TitleItem::Records => Next::Go(Route::Records),
            TitleItem::Help => Next::Go(Route::Help(HelpItem::GameHelp)),
            TitleItem::Sandbox => Next::Go(Route::Sandbox),
            TitleItem::Exit => {
                self.ask = Some(Ask::new(Question::Exit));
                Next::Stay
            }
        }
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        menu::draw_items(v, c, "", self.sel, 86, |t| enabled(v, t));
        if v.c.saves.stopped() {
            indicators::not_saving(v, c);
        }
        match &self.ask {
            Some(ask) => {
                ask.draw(v, c);
                indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::OkBack));
            }
            None => indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::Ok)),
        }
    }
}

/// Continue is greyed without a level to continue.
fn enabled(v: View<'_, '_>, t: TitleItem) -> bool {
    t != TitleItem::Continue || v.can_continue()
}
