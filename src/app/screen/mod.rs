//! The screens, one type (and one file) each. A screen updates with the frame's [`Pad`] and
//! the shared state ([`Cx`]), and answers where the player goes next ([`Next`]); it draws
//! from a [`View`] of the same state. Screens are values in [`Active`] (no heap).
//!
//! # How to add a screen
//!
//! 1. Its file, `screen/NAME.rs`: a type, `impl Scene` for it (`update`, `draw`, `at`, and
//!    `over_title` when it stands over the title art), and its opener, a
//!    `fn open(cx, payload) -> Option<Self>` (or `Option<Active>`; `None`: it cannot open,
//!    the player stays).
//!    `at` answers a variant of [`Screen`] (where the player is, public): add one only for
//!    a new kind of place.
//! 2. Its line in the `screens!` list below (and `mod NAME;` above it, outside the macro so
//!    that `cargo fmt` reads the file): `Variant(NAME::Type) { Route(Payload) => open }`. The
//!    line makes its `Active` variant, every dispatch, and the `Route` variant(s) that open
//!    it: other screens return `Next::Go(Route::Variant(..))` and name no screen.
//!
//! Menu entries other screens name live in `app/items.rs`; the field of play behind screens
//! in `app/field.rs`.

pub(crate) mod attack_list;
mod attack_result;
mod banner;
mod congratulation;
mod controls;
mod damaged_save;
mod demo;
mod editor;
mod game_over;
mod guide;
mod help;
mod level_complete;
mod level_select;
mod my_levels;
mod no_stick;
mod options;
mod paused;
mod playing;
mod records;
mod resource_error;
mod result;
mod sandbox;
mod title_menu;

pub use attack_result::AttackChoice;
pub use damaged_save::DamagedChoice;
pub use editor::MenuItem as EditorItem;
pub use my_levels::Action as MyLevelsAction;
pub use options::OptionsItem;
pub use result::ResultItem;
pub use title_menu::{ATTRACT_FRAMES, OPENED, OPENED_FRAMES, SECRET};

use super::context::{Cx, PlayEnd, View};
use super::field;
use super::items::{HelpItem, PauseItem, TitleItem};
use super::pad::Pad;
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

/// Where a screen's update leads.
pub(super) enum Next {
    Stay,
    Go(Route),
    /// The player leaves the application.
    Exit,
}

/// Its argument's pattern or expression: `a` once per payload type (at most one).
macro_rules! arg {
    ($a:ident $p:ty) => {
        $a
    };
}

/// From the one list below: each screen type declared (re-exported); `Active`, one variant a
/// screen type, and `From` each into it; `Active`'s dispatch to [`Scene`]; `Route`, one
/// variant a way to open a screen (with its payload); and `Active::open`, which calls the
/// opener each route names in its screen's file.
macro_rules! screens {
    ($(
        $v:ident($m:ident::$t:ident) {
            $($(#[$doc:meta])* $r:ident $(($p:ty))? => $f:ident),* $(,)?
        }
    ),* $(,)?) => {
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

        /// The screen a screen's update sends the player to, as data with what that screen
        /// needs: screens name no other screen, [`Active::open`] alone opens one.
        pub(super) enum Route {
            $($($(#[$doc])* $r $(($p))?,)*)*
        }

        impl Active {
            /// The screen `route` leads to (`None`: it cannot open, the player stays).
            pub(super) fn open(cx: &mut Cx<'_, '_>, route: Route) -> Option<Active> {
                match route {
                    $($(Route::$r $((arg!(a $p)))? => {
                        $t::$f(cx $(, arg!(a $p))?).map(Active::from)
                    })*)*
                }
            }

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

// The screens: `Active`'s variant (module::Type) { each `Route` that opens it (payload) =>
// its opener in the screen's file }. A new screen is one line here (and its `mod` above).
screens!(
    Title(title_menu::TitleMenu) {
        /// The title with the entry selected.
        Title(TitleItem) => open,
    },
    LevelSelect(level_select::LevelSelect) { LevelSelect => open },
    Options(options::Options) {
        /// Options; `true`: from the pause menu (and back there), else from the title.
        Options(bool) => open,
    },
    Records(records::Records) { Records => open },
    Help(help::Help) { Help(HelpItem) => open },
    Controls(controls::Controls) { Controls => open },
    Guide(guide::Guide) {
        /// Help's guide on the page given.
        Guide(usize) => open,
    },
    Banner(banner::Banner) {
        /// The game in play (a fresh one, or the next or restarted level) behind its
        /// banner; no move without one. The game itself stays in the shared state
        /// (`cx.c.play.game`): a route is small.
        Banner => open,
    },
    Playing(playing::Playing) { Playing => open },
    Paused(paused::Paused) {
        /// The level in play paused.
        Pause => open_pause,
        /// Back to the pause menu with the entry selected.
        Paused(PauseItem) => open,
    },
    LevelComplete(level_complete::LevelComplete) { LevelComplete => open },
    Congratulation(congratulation::Congratulation) { Congratulation => open },
    GameOver(game_over::GameOver) {
        /// Game over; `true`: the game has just ended (its progress is kept and the
        /// continue point dropped).
        GameOver(bool) => open,
    },
    Demo(demo::Demo) {
        /// The demo from its start; no move when the pack's demo cannot be loaded.
        Demo => open,
        /// The title's attract demo, back to the title on the entry; no move without a demo.
        Attract(TitleItem) => open_attract,
    },
    Sandbox(sandbox::SandboxScreen) {
        /// The collision sandbox; no move when its scene cannot start.
        Sandbox => open,
    },
    Editor(editor::EditorScreen) {
        /// MAKE A LEVEL: the editor, on the level kept since it was last left (or a new one).
        Editor => open_kept,
    },
    MyLevels(my_levels::MyLevelsScreen) {
        /// MY LEVELS on the level at this place (the folder read again).
        MyLevels(usize) => open,
    },
    ResourceError(resource_error::ResourceError) {},
    DamagedSave(damaged_save::DamagedSave) {
        /// The title as the game opens on it (first the question of a damaged save, while
        /// it is not answered).
        Opening => open,
    },
    NoStick(no_stick::NoStick) {},
    AttackList(attack_list::AttackList) {
        /// TIME ATTACK's level list on the level given.
        AttackList(crate::app::raced::Raced) => open,
    },
    AttackResult(attack_result::AttackResult) {
        /// A time attack run's results: this run, the best, the previous best.
        AttackResult => open,
    },
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
    /// Help's guide to what a level holds ([`crate::app::guide`]).
    Guide {
        /// The page on show (its place in [`crate::app::guide::PAGES`]).
        page: usize,
    },
    /// "Level N" before play; a key press starts the level.
    Banner,
    /// A level in play.
    Playing,
    /// The pause menu over the level.
    Paused {
        /// The entry selected.
        sel: PauseItem,
    },
    /// The level complete panel, its bonus counting up, then its choices.
    LevelComplete {
        /// The bonus counted up so far.
        shown: i32,
        /// The choice selected.
        sel: ResultItem,
    },
    /// The last level completed.
    Congratulation,
    /// The last life lost (or the game's end), and its choices.
    GameOver {
        /// The choice selected.
        sel: ResultItem,
    },
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
    /// MY LEVELS: the levels made and saved on the memory stick.
    MyLevels {
        /// The level selected (its place in the list).
        sel: usize,
        /// The action menu over it is open, on this entry.
        action: Option<MyLevelsAction>,
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
    /// TIME ATTACK's level list.
    AttackList {
        /// The row selected: the set's levels by index, then the MY LEVELS heading and MY
        /// LEVELS' levels in their order.
        sel: usize,
    },
    /// A time attack run's results.
    AttackResult {
        /// The choice selected.
        sel: AttackChoice,
    },
}
