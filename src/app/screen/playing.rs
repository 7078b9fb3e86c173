//! A level in play; START pauses it. A step's outcome decides the next screen
//! (`app/advance.rs`, shared with the demo).

use super::{field, Cx, HelpItem, Next, Pad, Route, View};
use super::{Scene, Screen};
use crate::app::advance::{advance, Outcome};
use crate::gfx::Canvas;
use crate::sim::Sound;

/// The play screen.
pub(crate) struct Playing;

/// Where a frame of play leads, as a route (the demo's too).
impl From<Outcome> for Next {
    fn from(o: Outcome) -> Next {
        match o {
            Outcome::Stay => Next::Stay,
            Outcome::GameHelp => Next::Go(Route::Help(HelpItem::GameHelp)),
            Outcome::LevelComplete => Next::Go(Route::LevelComplete),
            Outcome::GameOver(ended) => Next::Go(Route::GameOver(ended)),
            Outcome::AttackOver => Next::Go(Route::AttackResult),
        }
    }
}

impl Playing {
    /// Opens on `Route::Playing`.
    pub(super) fn open(_: &mut Cx<'_, '_>) -> Option<Playing> {
        Some(Playing)
    }
}

impl Scene for Playing {
    fn at(&self) -> Screen {
        Screen::Playing
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if i.start && cx.c.player() {
            cx.sound(Sound::Select);
            return Next::Go(Route::Pause);
        }
        match advance(cx, Some(i.held)) {
            // A level played from MY LEVELS ends there (no game of New Game's is over).
            Outcome::GameOver(true) if cx.c.made_play.is_some() => {
                let k = cx.end_made_play(format_args!("GAME OVER"));
                Next::Go(Route::MyLevels(k.unwrap_or(0)))
            }
            o => o.into(),
        }
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
    }
}
