//! Where a screen's update leads: stay, another screen ([`Route`], as data), or out. A leaf
//! of `app` beside the screens, so the frame of play (`advance.rs`) can answer it too.

use super::items::{HelpItem, PauseItem, TitleItem};

/// Where a screen's update leads.
pub(super) enum Next {
    Stay,
    Go(Route),
    /// The player leaves the application.
    Exit,
}

/// The screen a screen's update sends the player to, as data with what that screen needs:
/// screens name no other screen, `Active::open` (`screen/mod.rs`) alone opens one.
pub(super) enum Route {
    /// The title with the entry selected.
    Title(TitleItem),
    /// The title as the game opens on it (first the question of a damaged save, while
    /// it is not answered).
    Opening,
    LevelSelect,
    Options {
        /// From the pause menu (and back there), else from the title.
        from_pause: bool,
    },
    Records,
    Help(HelpItem),
    Controls,
    /// The demo from its start; no move when the pack's demo cannot be loaded.
    Demo,
    /// The title's attract demo, back to the title on the entry; no move without a demo.
    Attract(TitleItem),
    /// The collision sandbox; no move when its scene cannot start.
    Sandbox,
    /// MAKE A LEVEL: the editor, on the level kept since it was last left (or a new one).
    Editor,
    /// The game in play (a fresh one, or the next or restarted level) behind its banner; no
    /// move without one.
    /// The game itself stays in the shared state (`cx.c.play.game`): a route is small.
    Banner,
    Playing,
    /// The level in play paused.
    Pause,
    /// Back to the pause menu with the entry selected.
    Paused(PauseItem),
    LevelComplete,
    Congratulation,
    GameOver {
        /// The game has just ended: its progress is kept and the continue point dropped.
        ended: bool,
    },
}
