//! A finished level's result taken (the confirm button on the level complete or
//! congratulation screen), and the choices the results and the game over offer: the road
//! on (the original's one), RETRY and LEVEL SELECT (the port's own, docs/RULES.md §6.6).
//! The level's best bonus and the next level's unlock were kept as the level complete
//! screen opened (`Cx::keep_completed_level`). A leaf: it imports no screen.

use super::{Cx, Next, Route, View};
use crate::app::menu;
use crate::app::ui::{self, Buf, DIM, GOLD, TEXT};
use crate::gfx::{Canvas, Role};
use crate::sim::flow::{Game, Phase};
use crate::sim::Sound;
use core::fmt::Write as _;

/// A choice on the level complete or game over screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultItem {
    /// The original's road from the level complete screen: the next level (or the
    /// congratulation, or the game over after the last one). Selected when it opens.
    GoOn,
    /// The level again: from the level complete screen with the score and lives it began
    /// with; from the game over a new game at the last level played.
    Retry,
    /// New Game's level list (the game left; what it won is kept).
    LevelSelect,
    /// The original's road from the game over: the title. Selected when it opens.
    Title,
}

impl ResultItem {
    /// The entry's text; `v` names the level a retry plays and where the road on leads.
    pub(super) fn label(self, v: View<'_, '_>) -> Buf {
        let mut b = Buf::new();
        let _ = match self {
            ResultItem::GoOn if v.c.made_play.is_some() => b.write_str("BACK TO MY LEVELS"),
            ResultItem::GoOn if next_is_a_level(v) => b.write_str("NEXT LEVEL"),
            ResultItem::GoOn => b.write_str("GO ON"),
            ResultItem::Retry if v.c.made_play.is_some() => b.write_str("RETRY"),
            ResultItem::Retry => match retry_level(v) {
                Some(i) => write!(b, "RETRY LEVEL {}", i + 1),
                None => b.write_str("RETRY"),
            },
            ResultItem::LevelSelect => b.write_str("LEVEL SELECT"),
            ResultItem::Title => b.write_str("TITLE SCREEN"),
        };
        b
    }
}

/// Whether the confirm on the level complete screen loads another level (not the
/// congratulation or the game over that follow the last ones).
fn next_is_a_level(v: View<'_, '_>) -> bool {
    v.game()
        .is_some_and(|g| g.level_number() < g.playable() as i32 - 1)
}

/// The pack's level a retry plays: the game's level, when it is one of the pack's playable
/// levels (not the demo's tutorial).
pub(super) fn retry_level(v: View<'_, '_>) -> Option<usize> {
    let g = v.game()?;
    (g.playable() == v.c.playable() && g.sim.level() < v.c.playable()).then(|| g.sim.level())
}

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

/// RETRY on the level complete screen: the level again behind its banner, with the score
/// and lives it began with ([`Game::retry_level`]); its best bonus and the next level's
/// unlock stay kept, and the continue point stays the one written as the screen opened.
/// A level of the player's own (MY LEVELS) is theirs to reload, not the set's.
pub(super) fn retry_completed(cx: &mut Cx<'_, '_>) -> Next {
    let res = cx.res();
    let Some(g) = cx.c.play.game.as_mut() else {
        return Next::Stay;
    };
    let again = match cx.c.made_play {
        Some(k) => cx.c.mylevels.restart(res, k, g),
        None => g.retry_level(res).is_ok(),
    };
    if !again {
        return Next::Go(Route::GameOver(false));
    }
    cx.sound(Sound::Select);
    Next::Go(Route::Banner)
}

/// RETRY on the game over screen: a new game at the last level played, as New Game's
/// level list starts one (lives 3, score 0).
pub(super) fn retry_new_game(cx: &mut Cx<'_, '_>) -> Next {
    let Some(index) = retry_level(cx.view()) else {
        return Next::Stay;
    };
    let Ok(g) = Game::new(cx.res(), index) else {
        return Next::Stay;
    };
    cx.sound(Sound::Select);
    cx.c.play.game = Some(g);
    Next::Go(Route::Banner)
}

/// Whether `item` can be chosen on the level complete screen: a level of MY LEVELS has no
/// place in New Game's list (its way back is the road on).
pub(super) fn offered(v: View<'_, '_>, item: ResultItem) -> bool {
    item != ResultItem::LevelSelect || v.c.made_play.is_none()
}

/// LEVEL SELECT: the game is left for New Game's level list, open on the level just played.
pub(super) fn level_select(cx: &mut Cx<'_, '_>) -> Next {
    cx.c.list_at = retry_level(cx.view());
    cx.sound(Sound::Select);
    cx.c.play.game = None;
    Next::Go(Route::LevelSelect)
}

/// The choices as a menu's rows in a panel, the first at `(x, y)` and `step` apart, each
/// with whether it can be chosen: the selected one gold behind the cursor; all greyed, no
/// cursor, while `sel` is `None` (the screen does not take a choice yet).
pub(super) fn draw_choices(
    v: View<'_, '_>,
    c: &mut impl Canvas,
    (x, y): (i32, i32),
    step: i32,
    rows: &[(Buf, bool)],
    sel: Option<usize>,
) {
    let f = ui::style(v, Role::Item);
    for (k, (label, enabled)) in rows.iter().enumerate() {
        let ty = y + step * k as i32;
        let color = match sel {
            Some(s) if s == k => GOLD,
            Some(_) if *enabled => TEXT,
            _ => DIM,
        };
        f.draw(c, x, ty, color, label);
        if sel == Some(k) {
            menu::cursor(v, c, x, ty, f.height());
        }
    }
}

/// The results panels' spacing: what a tally line's step adds to its role's, the choices'
/// step and the gap around the tally; closer in the original's window (the panel stays
/// clear of its hint bar there).
pub(super) fn spacing(v: View<'_, '_>) -> (i32, i32, i32) {
    let f = ui::style(v, Role::Item);
    if ui::in_window(v) {
        (0, f.height() + 6, 8)
    } else {
        (4, f.height() + 8, 12)
    }
}

/// A results panel's height: its heading, `lines` body lines `step` apart, and `choices`
/// choices ([`spacing`]); the level complete's and the game over's panels are built alike.
pub(super) fn panel_height(v: View<'_, '_>, lines: i32, step: i32, choices: i32) -> i32 {
    let t = ui::style(v, Role::Title);
    let b = ui::style(v, Role::Body);
    let f = ui::style(v, Role::Item);
    let (_, choice_step, gap) = spacing(v);
    10 + t.height()
        + gap
        + (lines - 1) * step
        + b.height()
        + gap
        + 4
        + (choices - 1) * choice_step
        + f.height()
        + 10
}

/// The rows of `items` for [`draw_choices`], and the widest one's width in the item role.
pub(super) fn rows<const N: usize>(
    v: View<'_, '_>,
    items: &[ResultItem; N],
    enabled: impl Fn(ResultItem) -> bool,
) -> ([(Buf, bool); N], i32) {
    let f = ui::style(v, Role::Item);
    let rows = items.map(|i| (i.label(v), enabled(i)));
    let w = rows.iter().map(|(l, _)| f.width(l)).max().unwrap_or(0);
    (rows, w)
}
