//! Game over: levels completed and the score; any of confirm, back or START leaves for the
//! title.

use super::field;
use super::{Cx, Next, Pad, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::hints::{self, Bar};
use crate::app::indicators;
use crate::app::ui::{self, Buf};
use crate::gfx::{Canvas, Role};
use core::fmt::Write as _;

/// The game over screen.
pub(crate) struct GameOver;

impl GameOver {
    /// The game has ended: its progress is kept and the continue point dropped.
    pub(crate) fn enter(cx: &mut Cx<'_, '_>) -> GameOver {
        if let Some(mut g) = cx.c.play.game.take() {
            cx.store_progress(&mut g);
            cx.save.snapshot = alloc::vec![0];
            cx.c.saves.mark();
            cx.c.play.game = Some(g);
        }
        GameOver
    }

    /// Opens on `Route::GameOver`; `ended`: the game has just ended.
    pub(super) fn open(cx: &mut Cx<'_, '_>, ended: bool) -> Option<GameOver> {
        Some(if ended { GameOver::enter(cx) } else { GameOver })
    }
}

impl Scene for GameOver {
    fn at(&self) -> Screen {
        Screen::GameOver
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if i.ok || i.back || i.start {
            cx.c.play.game = None;
            return Next::Go(Route::Title(TitleItem::NewGame));
        }
        Next::Stay
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
        let mut b = Buf::new();
        if let Some(g) = v.game() {
            let _ = write!(
                b,
                "LEVELS {}  SCORE {}",
                g.levels_completed,
                g.sim.stats().score
            );
            // A score of 0 is no record to a player, though the original's table takes it
            // when empty (docs/RULES.md §6.6).
            if g.new_record && g.sim.stats().score > 0 {
                let _ = write!(b, "  NEW RECORD");
            }
        }
        ui::message(v, c, "GAME OVER", &b, Role::Body);
        indicators::hint_bar_over_level(v, c, hints::bar(v.c.confirm, Bar::Ok));
    }
}
