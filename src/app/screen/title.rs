//! The title menu: Continue (with a level to continue), New Game, Options, Records, Help,
//! the sandbox and Exit, over the title art.

use super::{Cx, HelpItem, Input, Next, Route, TitleItem, View};
use crate::app::menu;
use crate::app::ui;
use crate::gfx::Canvas;
use crate::sim::flow::Game;
use crate::sim::Sound;
use core::fmt::Write as _;

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
            TitleItem::Exit => Next::Exit,
        }
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        ui::version(c);
        let y = ui::below_title(v, 86);
        menu::draw_items(v, c, "", self.sel, y, |t| enabled(v, t));
    }
}

/// Continue is greyed without a level to continue.
fn enabled(v: View<'_, '_>, t: TitleItem) -> bool {
    t != TitleItem::Continue || v.can_continue()
}
