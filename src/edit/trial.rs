//! The level being edited in play: a game of that level alone on the set in use.

use super::doc::{Doc, MAX_CELLS};
use crate::res::Resources;
use crate::sim::flow::Game;
use crate::sim::LoadError;

/// A game on `doc` alone (lives 3, score 0), the ball at `from` when given, else at the
/// level's start; step it with `res` itself. `scratch` holds the packed map while it loads.
///
/// # Errors
///
/// The level cannot be loaded ([`LoadError`]).
pub fn game(
    res: &Resources<'_>,
    doc: &Doc,
    from: Option<(i32, i32)>,
    scratch: &mut [u8; MAX_CELLS],
) -> Result<Game, LoadError> {
    let mut level = doc.level(scratch);
    if let Some((r, c)) = from {
        if doc.inside(r, c) {
            level.spawn_row = r as i8;
            level.spawn_col = c as i8;
        }
    }
    Game::of_level(res, &level)
}
