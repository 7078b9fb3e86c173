//! A finished level's result taken (the confirm button on the level complete or
//! congratulation screen). The level's best bonus and the next level's unlock were kept as
//! the level complete screen opened (`Cx::keep_completed_level`). A leaf: it imports no
//! screen.

use super::{Cx, Next, Route};
use crate::sim::flow::Phase;

/// The confirm button on the level complete or congratulation screen: the game takes the
/// result and goes on.
pub(super) fn accept_result(cx: &mut Cx<'_, '_>) -> Next {
    // A level played from MY LEVELS goes back there, saying how it went.
    if cx.c.made_play.is_some() {
        let bonus = match cx.c.play.game.as_ref().map(|g| g.phase) {
            Some(Phase::LevelComplete { bonus, .. }) => bonus,
            _ => 0,
        };
        let k = cx.end_made_play(format_args!("LEVEL COMPLETE, BONUS {bonus}"));
        return Next::Go(Route::MyLevels(k.unwrap_or(0)));
    }
    let Some(mut g) = cx.c.play.game.take() else {
        return Next::Stay;
    };
    if g.confirm(cx.res()).is_err() {
        cx.c.play.game = Some(g);
        return Next::Go(Route::GameOver(false));
    }
    cx.store_progress(&mut g);
    let phase = g.phase;
    cx.c.play.game = Some(g);
    Next::Go(match phase {
        Phase::Playing => Route::Banner,
        Phase::Congratulation { .. } => Route::Congratulation,
        _ => Route::GameOver(true),
    })
}
