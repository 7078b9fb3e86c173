//! The screens, one type (and one file) each. A screen updates with the frame's [`Pad`] and
//! the shared state ([`Cx`]), and answers where the player goes next ([`Next`]); it draws
//! from a [`View`] of the same state. Screens are values in [`Active`] (no heap).
//!
//! # How to add a screen
//!
//! 1. Write `screen/NAME.rs`: a type, its constructors, and `impl Scene` for it (`update`,
//!    `draw`, `at`, and `over_title` when it stands over the title art).
//! 2. Here: `mod NAME;` and one line `Variant(NAME::Type)` in the `screens!` list, which
//!    makes its `Active` variant and every dispatch; `at` answers a variant of [`Screen`]
//!    (where the player is, public), add one when no existing one fits.
//! 3. To reach it: a variant in `Route` (`app/route.rs`), as data, and its arm in
//!    `Active::open` below; screens return `Next::Go(Route::...)` and name no other screen.
//!
//! Menu entries other screens name live in `app/items.rs`; the field of play behind screens
//! in `app/field.rs`.

mod banner;
mod congratulation;
mod controls;
mod damaged_save;
mod demo;
mod editor;
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

pub use damaged_save::DamagedChoice;
pub use editor::MenuItem as EditorItem;
pub use options::OptionsItem;
pub use title_menu::{ATTRACT_FRAMES, OPENED, OPENED_FRAMES, SECRET};

use super::context::{Cx, View};
use super::field;
use super::items::{HelpItem, PauseItem, TitleItem};
use super::pad::Pad;
use super::route::{Next, Route};
use crate::gfx::Canvas;

/// What every screen type is: its update, its drawing, and where it tells the player is.
pub(super) trait Scene {
    /// One tick with the frame's buttons: where the player goes next.
    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next;

    /// The screen's picture.
    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas);

    /// Where the player is ([`Screen`], public: the tests and the tool read it).
    fn at(&self) -> Screen;

    /// Whether the screen is drawn over the title art ([`super::ui::backdrop`]), whose
    /// lines are at the top of the screen (notices and the saving mark then go lower).
    fn over_title(&self) -> bool {
        false
    }
}

/// Declares (re-exports) each screen type, `Active` with one variant a screen type, `From` each
/// screen type into it, and `Active`'s dispatch to [`Scene`], from the one list below.
macro_rules! screens {
    ($($v:ident($m:ident::$t:ident)),* $(,)?) => {
        $(pub(crate) use $m::$t;)*

        /// The screen on show, with its own state (a value: no heap).
        pub(super) enum Active {
            $($v($t),)*
        }

        $(impl From<$t> for Active {
            fn from(s: $t) -> Active {
                Active::$v(s)
            }
        })*

        impl Active {
            pub(super) fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
                match self {
                    $(Active::$v(s) => s.update(cx, i),)*
                }
            }

            pub(super) fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
                match self {
                    $(Active::$v(s) => s.draw(v, c),)*
                }
            }

            /// Where the player is.
            pub(super) fn at(&self) -> Screen {
                match self {
                    $(Active::$v(s) => s.at(),)*
                }
            }

            /// See [`Scene::over_title`].
            pub(super) fn over_title(&self) -> bool {
                match self {
                    $(Active::$v(s) => s.over_title(),)*
                }
            }
        }
    };
}

// The screens: `Active`'s variant (module::Type). A new screen is one line here.
screens!(
    Title(title_menu::TitleMenu),
    LevelSelect(level_select::LevelSelect),
    Options(options::Options),
    Records(records::Records),
    Help(help::Help),
    Controls(controls::Controls),
    Banner(banner::Banner),
    Playing(playing::Playing),
    Paused(paused::Paused),
    LevelComplete(level_complete::LevelComplete),
    Congratulation(congratulation::Congratulation),
    GameOver(game_over::GameOver),
    Demo(demo::Demo),
    Sandbox(sandbox::SandboxScreen),
    Editor(editor::EditorScreen),
    ResourceError(resource_error::ResourceError),
    DamagedSave(damaged_save::DamagedSave),
    NoStick(no_stick::NoStick),
);

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
    /// MAKE A LEVEL: the level editor ([`crate::edit`]).
    Editor {
        /// The cursor's cell (row, column).
        cursor: (i32, i32),
        /// The level's menu is open, on this entry.
        menu: Option<EditorItem>,
        /// A test play is under way.
        testing: bool,
    },
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
            Route::Editor => {
                let doc = cx.c.made.take().map(|d| *d).unwrap_or_default();
                EditorScreen::open(cx, doc).into()
            }
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
}
