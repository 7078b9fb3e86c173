//! The screens, one type (and one file) each, with its update and its drawing. A screen
//! updates with the frame's [`Pad`] and the shared state ([`Cx`]), and answers where the
//! player goes next ([`Next`]); it draws from a [`View`] of the same state.
//!
//! # How to add a screen
//!
//! Today (the fold of `Screen`, `Active` and `Route` into one list is issue 34's open part):
//! write `screen/NAME.rs` with a type that has `update(&mut self, cx, &Pad) -> Next` and
//! `draw(&self, View, canvas)`; declare it below (`mod` and `use`); give it a variant in
//! [`Screen`] (where the player is, public), in the `active!` list and in the matches of
//! `Active` (`update`, `draw`, `at`, and `over_title` if it stands over the title art); and
//! a variant in `Route` (`app/route.rs`) with its arm in `Active::open`. Menu entries other
//! screens name live in `app/items.rs`; the field of play behind screens in `app/field.rs`.

mod banner;
mod congratulation;
mod controls;
mod damaged_save;
mod demo;
mod game_over;
mod help;
mod level_complete;
mod level_select;
mod no_stick;
mod options;
mod paused;
mod playing;
mod records;
mod resource_error;
mod result;
mod sandbox;
mod title_menu;

pub(super) use banner::Banner;
pub(super) use congratulation::Congratulation;
pub(super) use controls::Controls;
pub use damaged_save::DamagedChoice;
pub(crate) use damaged_save::DamagedSave;
pub(super) use demo::Demo;
pub(super) use game_over::GameOver;
pub(super) use help::Help;
pub(super) use level_complete::LevelComplete;
pub(super) use level_select::LevelSelect;
pub(super) use no_stick::NoStick;
pub(crate) use options::Options;
pub use options::OptionsItem;
pub(super) use paused::Paused;
pub(super) use playing::Playing;
pub(super) use records::Records;
pub(super) use resource_error::ResourceError;
pub(super) use sandbox::SandboxScreen;
pub(crate) use title_menu::TitleMenu;
pub use title_menu::{ATTRACT_FRAMES, OPENED, OPENED_FRAMES, SECRET};

use super::context::{Cx, View};
use super::field;
use super::items::{HelpItem, PauseItem, TitleItem};
use super::pad::Pad;
use super::route::{Next, Route};
use crate::gfx::Canvas;

/// Where the player is: the screen, and its selection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The title menu.
    Title {
        /// The entry selected.
        sel: TitleItem,
    },
    /// New Game's level list.
    LevelSelect {
        /// The level's index.
        sel: usize,
    },
    /// Sound and view.
    Options {
        /// The entry selected.
        sel: OptionsItem,
        /// Opened from the pause menu (it goes back there).
        from_pause: bool,
    },
    /// The top five.
    Records,
    /// Help's menu.
    Help {
        /// The entry selected.
        sel: HelpItem,
    },
    /// The controls page.
    Controls,
    /// "Level N" before play; a key press starts the level.
    Banner,
    /// A level in play.
    Playing,
    /// The pause menu over the level.
    Paused {
        /// The entry selected.
        sel: PauseItem,
    },
    /// The level complete panel, its bonus counting up.
    LevelComplete {
        /// The bonus counted up so far.
        shown: i32,
    },
    /// The last level completed.
    Congratulation,
    /// The last life lost.
    GameOver,
    /// The demo (Game Help).
    Demo,
    /// The demo the title plays when left alone.
    Attract,
    /// The collision sandbox ([`crate::sandbox::Sandbox`]).
    Sandbox,
    /// The player's own resource files were found but cannot be played: the screen names
    /// the file, chunk, byte and reason; the confirm button goes on with the built-in pack.
    ResourceError,
    /// The save on the stick cannot be used: what it held, and whether to write over it.
    DamagedSave {
        /// The answer selected.
        sel: DamagedChoice,
    },
    /// No memory stick at start-up: nothing is saved this session (told once).
    NoStick,
}

/// Declares `Active` with one variant a screen type, and `From` each screen into it, from
/// one list.
macro_rules! active {
    ($($v:ident($t:ty)),* $(,)?) => {
        /// The screen on show, with its own state.
        pub(super) enum Active {
            $($v($t),)*
        }

        $(impl From<$t> for Active {
            fn from(s: $t) -> Active {
                Active::$v(s)
            }
        })*
    };
}

active!(
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
    DamagedSave(DamagedSave),
    NoStick(NoStick),
);

impl Active {
    /// The screen `route` leads to (`None`: it cannot open, the player stays).
    pub(super) fn open(cx: &mut Cx<'_, '_>, route: Route) -> Option<Active> {
        Some(match route {
            Route::Title(sel) => TitleMenu::at(sel).into(),
            Route::Opening => match cx.c.damaged {
                Some(e) => DamagedSave::new(e).into(),
                None => TitleMenu::opening(cx.view()).into(),
            },
            Route::LevelSelect => LevelSelect::new().into(),
            Route::Options { from_pause } => Options::new(from_pause).into(),
            Route::Records => Records.into(),
            Route::Help(sel) => Help::at(sel).into(),
            Route::Controls => Controls.into(),
            Route::Demo => Demo::start(cx)?.into(),
            Route::Attract(sel) => Demo::attract(cx, sel)?.into(),
            Route::Sandbox => SandboxScreen::start(cx)?.into(),
            Route::Banner => {
                let g = cx.c.play.game.take()?;
                Banner::begin(cx, g).into()
            }
            Route::Playing => Playing.into(),
            Route::Pause => Paused::pause(cx).into(),
            Route::Paused(sel) => Paused::at(sel).into(),
            Route::LevelComplete => {
                // The original writes its continue point as the level ends: Continue then
                // starts the next level.
                cx.store_snapshot();
                LevelComplete::new().into()
            }
            Route::Congratulation => Congratulation.into(),
            Route::GameOver { ended: true } => GameOver::enter(cx).into(),
            Route::GameOver { ended: false } => GameOver.into(),
        })
    }

    pub(super) fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
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
            Active::DamagedSave(s) => s.update(cx, i),
            Active::NoStick(s) => s.update(cx, i),
        }
    }

    pub(super) fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
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
            Active::DamagedSave(s) => s.draw(v, c),
            Active::NoStick(s) => s.draw(v, c),
        }
    }

    /// Whether the screen is drawn over the title art ([`super::ui::backdrop`]), whose
    /// lines are at the top of the screen.
    pub(super) fn over_title(&self) -> bool {
        match self {
            Active::Title(_)
            | Active::LevelSelect(_)
            | Active::Records(_)
            | Active::Help(_)
            | Active::Controls(_)
            | Active::ResourceError(_) => true,
            Active::Options(o) => !o.from_pause,
            _ => false,
        }
    }

    /// Where the player is.
    pub(super) fn at(&self) -> Screen {
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
            Active::Demo(d) if d.attract.is_some() => Screen::Attract,
            Active::Demo(_) => Screen::Demo,
            Active::Sandbox(_) => Screen::Sandbox,
            Active::ResourceError(_) => Screen::ResourceError,
            Active::DamagedSave(s) => Screen::DamagedSave { sel: s.sel },
            Active::NoStick(_) => Screen::NoStick,
        }
    }
}
