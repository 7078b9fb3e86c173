//! The menu entries that more than one screen names: a screen returns to the title, the
//! pause menu or Help on one of them. A leaf: it imports no screen.

use crate::app::menu::Item;

/// The title menu's entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TitleItem {
    /// Back into the level left (offered after a quit to the title).
    Continue,
    /// The level list.
    NewGame,
    /// Sound and view.
    Options,
    /// The top five.
    Records,
    /// The demo and the controls.
    Help,
    /// The collision sandbox.
    Sandbox,
    /// A finished level raced against the clock and the ghost of its best run.
    TimeAttack,
    /// The level editor.
    MakeLevel,
    /// The levels made and saved.
    MyLevels,
    /// Leave the game (asks first).
    Exit,
}

impl Item for TitleItem {
    const ALL: &'static [TitleItem] = &[
        TitleItem::Continue,
        TitleItem::NewGame,
        TitleItem::Options,
        TitleItem::Records,
        TitleItem::Help,
        TitleItem::Sandbox,
        TitleItem::TimeAttack,
        TitleItem::MakeLevel,
        TitleItem::MyLevels,
        TitleItem::Exit,
    ];

    fn label(self) -> &'static str {
        match self {
            TitleItem::Continue => "CONTINUE",
            TitleItem::NewGame => "NEW GAME",
            TitleItem::Options => "OPTIONS",
            TitleItem::Records => "RECORDS",
            TitleItem::Help => "HELP",
            TitleItem::Sandbox => "SANDBOX",
            TitleItem::MakeLevel => "MAKE A LEVEL",
            TitleItem::MyLevels => "MY LEVELS",
            TitleItem::TimeAttack => "TIME ATTACK",
            TitleItem::Exit => "EXIT",
        }
    }
}

/// The pause menu's entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PauseItem {
    /// Back into the level.
    Resume,
    /// The level from its start, a life kept (asks first).
    RestartLevel,
    /// Sound and view.
    Options,
    /// To the title, the level kept for Continue (asks first).
    QuitToTitle,
}

impl Item for PauseItem {
    const ALL: &'static [PauseItem] = &[
        PauseItem::Resume,
        PauseItem::RestartLevel,
        PauseItem::Options,
        PauseItem::QuitToTitle,
    ];

    fn label(self) -> &'static str {
        match self {
            PauseItem::Resume => "RESUME",
            PauseItem::RestartLevel => "RESTART LEVEL",
            PauseItem::Options => "OPTIONS",
            PauseItem::QuitToTitle => "QUIT TO TITLE",
        }
    }
}

/// Help's entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpItem {
    /// The demo with its tips.
    GameHelp,
    /// The buttons.
    Controls,
    /// The guide to what a level holds, a page a thing.
    Guide,
    /// Back to the title.
    Back,
}

impl Item for HelpItem {
    const ALL: &'static [HelpItem] = &[
        HelpItem::GameHelp,
        HelpItem::Controls,
        HelpItem::Guide,
        HelpItem::Back,
    ];

    fn label(self) -> &'static str {
        match self {
            HelpItem::GameHelp => "GAME HELP",
            HelpItem::Controls => "CONTROLS",
            HelpItem::Guide => "OBJECTS",
            HelpItem::Back => "BACK",
        }
    }
}
