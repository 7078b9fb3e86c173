//! The demo with its tips: Help's Game Help, or the title's attract demo after it was left
//! alone ([`super::title_menu::ATTRACT_FRAMES`]). From Help the player's confirm, back or START
//! leaves it for Help; the attract demo goes back to the title on any button (which does
//! nothing more there) and at its end.

use super::field;
use super::{Cx, HelpItem, Next, Pad, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::advance::{advance, Outcome};
use crate::app::hints::{self, Bar};
use crate::app::indicators;
use crate::gfx::Canvas;
use crate::input::Buttons;
use crate::sim::flow::Game;

/// The demo screen.
pub(crate) struct Demo {
    /// The attract demo, and the title entry it returns to; `None` from Help.
    pub attract: Option<TitleItem>,
}

impl Demo {
    /// The demo from its start, on `Route::Demo` (`None`: the pack's demo cannot be loaded).
    pub(crate) fn open(cx: &mut Cx<'_, '_>) -> Option<Demo> {
        let g = Game::demo(cx.res()).ok()?;
        cx.c.play.start(g);
        Some(Demo { attract: None })
    }

    /// The attract demo, back to the title on `sel`, on `Route::Attract`.
    pub(super) fn open_attract(cx: &mut Cx<'_, '_>, sel: TitleItem) -> Option<Demo> {
        let mut d = Demo::open(cx)?;
        d.attract = Some(sel);
        cx.say("attract demo");
        Some(d)
    }
}

impl Scene for Demo {
    fn at(&self) -> Screen {
        match self.attract {
            Some(_) => Screen::Attract,
            None => Screen::Demo,
        }
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if let Some(sel) = self.attract {
            // The press only ends the demo: the title sees it as held, not pressed.
            if i.pressed != Buttons::NONE {
                cx.c.play.game = None;
                return Next::Go(Route::Title(sel));
            }
            return match advance(cx, None) {
                Outcome::GameHelp => Next::Go(Route::Title(sel)),
                o => o.into(),
            };
        }
        if cx.c.player() && (i.ok || i.back || i.start) {
            cx.c.play.game = None;
            return Next::Go(Route::Help(HelpItem::GameHelp));
        }
        advance(cx, None).into()
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
        // The attract demo ends on any button; Game Help's goes back to Help.
        let hint = match self.attract {
            Some(_) => hints::ATTRACT,
            None => hints::bar(v.c.confirm, Bar::Back),
        };
        indicators::hint_bar_over_level(v, c, hint);
    }
}
