//! The screens, one type (and one file) each, with its update and its drawing. A screen
//! updates with the frame's [`Input`] and the shared state ([`Cx`]), and answers where the
//! player goes next ([`Next`]); it draws from a [`View`] of the same state.

mod banner;
mod congratulation;
mod controls;
mod demo;
mod field;
mod game_over;
mod help;
mod level_complete;
mod level_select;
mod options;
mod paused;
mod playing;
mod records;
mod resource_error;
mod sandbox;
mod title;

pub use banner::Banner;
pub use congratulation::Congratulation;
pub use controls::Controls;
pub use demo::Demo;
pub use game_over::GameOver;
pub use help::{Help, HelpItem};
pub use level_complete::LevelComplete;
pub use level_select::LevelSelect;
pub use options::{Options, OptionsItem};
pub use paused::{PauseItem, Paused};
pub use playing::Playing;
pub use records::Records;
pub use resource_error::ResourceError;
pub use sandbox::SandboxScreen;
pub use title::{TitleItem, TitleMenu};

use super::context::{Cx, View};
use crate::input::{Buttons, Confirm};
use crate::render::Canvas;

/// The frame's buttons, as the screens read them.
pub(super) struct Input {
    pub held: Buttons,
    pub pressed: Buttons,
    /// Menu moves (the D-pad and the stick alike).
    pub up: bool,
    pub down: bool,
    /// The confirm button, and the other one (back).
    pub ok: bool,
    pub back: bool,
    pub start: bool,
}

impl Input {
    pub fn new(held: Buttons, before: Buttons, confirm: Confirm) -> Input {
        let pressed = held.pressed_since(before);
        // Menus move on the D-pad and the stick alike (the stick's up counts as UP).
        let moved = held.navigation().pressed_since(before.navigation());
        Input {
            held,
            pressed,
            up: moved.contains(Buttons::UP),
            down: moved.contains(Buttons::DOWN),
            ok: pressed.contains(confirm.ok()),
            back: pressed.contains(confirm.back()),
            start: pressed.contains(Buttons::START),
        }
    }
}

/// Where a screen's update leads.
pub(super) enum Next {
    Stay,
    Go(Active),
    /// The player leaves the application.
    Exit,
}

impl Next {
    pub fn to(s: impl Into<Active>) -> Next {
        Next::Go(s.into())
    }
}

impl From<Option<Active>> for Next {
    fn from(s: Option<Active>) -> Next {
        s.map_or(Next::Stay, Next::Go)
    }
}

/// Where the player is: the screen, and its selection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Title {
        sel: TitleItem,
    },
    LevelSelect {
        /// The level's index.
        sel: usize,
    },
    Options {
        sel: OptionsItem,
        from_pause: bool,
    },
    Records,
    Help {
        sel: HelpItem,
    },
    Controls,
    /// "Level N" before play; a key press starts the level.
    Banner,
    Playing,
    Paused {
        sel: PauseItem,
    },
    LevelComplete {
        /// The bonus counted up so far.
        shown: i32,
    },
    Congratulation,
    GameOver,
    /// The demo (Game Help).
    Demo,
    /// The collision sandbox ([`super::sandbox::Sandbox`]).
    Sandbox,
    /// The player's own resource files were found but cannot be played: the screen names
    /// the file, chunk, byte and reason; the confirm button goes on with the built-in pack.
    ResourceError,
}

/// The screen on show, with its own state.
pub(super) enum Active {
    Title(TitleMenu),
    LevelSelect(LevelSelect),
    Options(Options),
    Records(Records),
    Help(Help),
    Controls(Controls),
    Banner(Banner),
    Playing(Playing),
    Paused(Paused),
    LevelComplete(LevelComplete),
    Congratulation(Congratulation),
    GameOver(GameOver),
    Demo(Demo),
    Sandbox(SandboxScreen),
    ResourceError(ResourceError),
}

macro_rules! into_active {
    ($($v:ident($t:ty)),* $(,)?) => {
        $(impl From<$t> for Active {
            fn from(s: $t) -> Active {
                Active::$v(s)
            }
        })*
    };
}

into_active!(
    Title(TitleMenu),
    LevelSelect(LevelSelect),
    Options(Options),
    Records(Records),
    Help(Help),
    Controls(Controls),
    Banner(Banner),
    Playing(Playing),
    Paused(Paused),
    LevelComplete(LevelComplete),
    Congratulation(Congratulation),
    GameOver(GameOver),
    Demo(Demo),
    Sandbox(SandboxScreen),
    ResourceError(ResourceError),
);

impl Active {
    pub fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        match self {
            Active::Title(s) => s.update(cx, i),
            Active::LevelSelect(s) => s.update(cx, i),
            Active::Options(s) => s.update(cx, i),
            Active::Records(s) => s.update(cx, i),
            Active::Help(s) => s.update(cx, i),
            Active::Controls(s) => s.update(cx, i),
            Active::Banner(s) => s.update(cx, i),
            Active::Playing(s) => s.update(cx, i),
            Active::Paused(s) => s.update(cx, i),
            Active::LevelComplete(s) => s.update(cx, i),
            Active::Congratulation(s) => s.update(cx, i),
            Active::GameOver(s) => s.update(cx, i),
            Active::Demo(s) => s.update(cx, i),
            Active::Sandbox(s) => s.update(cx, i),
            Active::ResourceError(s) => s.update(cx, i),
        }
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        match self {
            Active::Title(s) => s.draw(v, c),
            Active::LevelSelect(s) => s.draw(v, c),
            Active::Options(s) => s.draw(v, c),
            Active::Records(s) => s.draw(v, c),
            Active::Help(s) => s.draw(v, c),
            Active::Controls(s) => s.draw(v, c),
            Active::Banner(s) => s.draw(v, c),
            Active::Playing(s) => s.draw(v, c),
            Active::Paused(s) => s.draw(v, c),
            Active::LevelComplete(s) => s.draw(v, c),
            Active::Congratulation(s) => s.draw(v, c),
            Active::GameOver(s) => s.draw(v, c),
            Active::Demo(s) => s.draw(v, c),
            Active::Sandbox(s) => s.draw(v, c),
            Active::ResourceError(s) => s.draw(v, c),
        }
    }

    /// Where the player is.
    pub fn at(&self) -> Screen {
        match self {
            Active::Title(s) => Screen::Title { sel: s.sel },
            Active::LevelSelect(s) => Screen::LevelSelect { sel: s.sel },
            Active::Options(s) => Screen::Options {
                sel: s.sel,
                from_pause: s.from_pause,
            },
            Active::Records(_) => Screen::Records,
            Active::Help(s) => Screen::Help { sel: s.sel },
            Active::Controls(_) => Screen::Controls,
            Active::Banner(_) => Screen::Banner,
            Active::Playing(_) => Screen::Playing,
            Active::Paused(s) => Screen::Paused { sel: s.sel },
            Active::LevelComplete(s) => Screen::LevelComplete { shown: s.shown },
            Active::Congratulation(_) => Screen::Congratulation,
            Active::GameOver(_) => Screen::GameOver,
            Active::Demo(_) => Screen::Demo,
            Active::Sandbox(_) => Screen::Sandbox,
            Active::ResourceError(_) => Screen::ResourceError,
        }
    }
}
