//! The title menu: Continue (with a level to continue), New Game, Options, Records, Help,
//! the sandbox and Exit (asked first), over the title art. Left alone for
//! [`ATTRACT_FRAMES`], it plays the demo.

use super::{Cx, HelpItem, Next, Pad, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::dialog::{Ask, Question};
use crate::app::hints::{self, Bar};
use crate::app::{indicators, menu, ui};
use crate::gfx::Canvas;
use crate::input::Buttons;
use crate::sim::flow::Game;
use crate::sim::Sound;
use core::fmt::Write as _;

/// Frames of no button on the title before the demo plays (30 s at 60 Hz): long enough to
/// read the menu and think, short enough that a PSP left on a table shows the game moving.
pub const ATTRACT_FRAMES: u32 = 30 * 60;

/// The secret sequence that opens every level in New Game's list, pressed on the title:
/// the original's number keys 9 1 0 3 6 4 3 on its title menu, seven presses here too, of
/// buttons the title does not otherwise use (docs/PLAYERS.txt).
pub const SECRET: [Buttons; 7] = [
    Buttons::L,
    Buttons::R,
    Buttons::L,
    Buttons::R,
    Buttons::SQUARE,
    Buttons::TRIANGLE,
    Buttons::SQUARE,
];

/// Frames the confirmation of [`SECRET`] stays up (2 s at 60 Hz) unless a button closes it.
pub const OPENED_FRAMES: u32 = 120;

/// The confirmation of [`SECRET`]: a heading and a line.
pub const OPENED: (&str, &str) = ("ALL LEVELS OPEN", "NEW GAME LISTS EVERY LEVEL");

/// The title menu screen.
pub(crate) struct TitleMenu {
    pub sel: TitleItem,
    /// EXIT's question, while it is open.
    pub ask: Option<Ask>,
    /// Frames since a button was last held.
    idle: u32,
    /// Presses of [`SECRET`] made so far, in order.
    secret: usize,
    /// The splash tune is still to play (the title the application opens on).
    tune: bool,
    /// Frames the confirmation of [`SECRET`] stays up ([`OPENED`]; 0: not shown).
    pub opened: u32,
}

impl TitleMenu {
    /// The title with `sel` selected (where a screen returns to).
    pub(crate) fn at(sel: TitleItem) -> TitleMenu {
        TitleMenu {
            sel,
            ask: None,
            idle: 0,
            secret: 0,
            tune: false,
            opened: 0,
        }
    }

    /// The title as the game opens on it: on Continue when there is a level to continue;
    /// its first frame plays the splash tune, as the original's start does.
    pub(crate) fn opening(v: View<'_, '_>) -> TitleMenu {
        TitleMenu {
            tune: true,
            ..TitleMenu::at(if v.can_continue() {
                TitleItem::Continue
            } else {
                TitleItem::NewGame
            })
        }
    }

    /// One press towards [`SECRET`]; a wrong one starts it again. Done, every level is open
    /// (highest unlocked 0, saved), silently as in the original; the player sees so
    /// ([`OPENED`]).
    fn secret_press(&mut self, cx: &mut Cx<'_, '_>, pressed: Buttons) {
        self.secret = if pressed == SECRET[self.secret] {
            self.secret + 1
        } else {
            usize::from(pressed == SECRET[0])
        };
        if self.secret == SECRET.len() {
            self.secret = 0;
            if cx.save.unlocked != 0 {
                cx.save.unlocked = 0;
                cx.c.saves.mark();
            }
            cx.say("every level unlocked");
            self.opened = OPENED_FRAMES;
        }
    }

    /// Opens on `Route::Title`.
    pub(super) fn open(_: &mut Cx<'_, '_>, sel: TitleItem) -> Option<TitleMenu> {
        Some(TitleMenu::at(sel))
    }
}

impl Scene for TitleMenu {
    fn at(&self) -> Screen {
        Screen::Title { sel: self.sel }
    }

    fn over_title(&self) -> bool {
        true
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if core::mem::take(&mut self.tune) {
            cx.sound(Sound::Splash);
        }
        self.idle = if i.held == Buttons::NONE {
            self.idle.saturating_add(1)
        } else {
            0
        };
        if self.opened > 0 {
            // The confirmation stands in front of the menu: a button only closes it.
            self.opened = if i.pressed == Buttons::NONE {
                self.opened - 1
            } else {
                0
            };
            return Next::Stay;
        }
        if let Some(ask) = &mut self.ask {
            return match ask.update(i) {
                Some(true) => {
                    cx.sound(Sound::Select);
                    Next::Exit
                }
                Some(false) => {
                    cx.sound(Sound::Back);
                    self.ask = None;
                    Next::Stay
                }
                None => Next::Stay,
            };
        }
        if self.idle >= ATTRACT_FRAMES && cx.c.player() {
            self.idle = 0;
            return Next::Go(Route::Attract(self.sel));
        }
        if i.pressed != Buttons::NONE {
            self.secret_press(cx, i.pressed);
        }
        let v = cx.view();
        self.sel = menu::step(self.sel, i.up, i.down, |t| enabled(v, t));
        if !i.choose {
            return Next::Stay;
        }
        cx.sound(Sound::Select);
        match self.sel {
            TitleItem::Continue => match Game::restore(cx.res(), &cx.save.snapshot) {
                Ok(g) => {
                    let mut l = crate::runtime::Line::new();
                    let _ = write!(l, "continue level {}", g.level_number());
                    cx.line(l);
                    cx.c.play.game = Some(g);
                    Next::Go(Route::Banner)
                }
                Err(_) => Next::Stay,
            },
            TitleItem::NewGame => Next::Go(Route::LevelSelect),
            TitleItem::Options => Next::Go(Route::Options(false)),
            TitleItem::Records => Next::Go(Route::Records),
            TitleItem::Help => Next::Go(Route::Help(HelpItem::GameHelp)),
            TitleItem::Sandbox => Next::Go(Route::Sandbox),
            TitleItem::MakeLevel => Next::Go(Route::Editor),
            TitleItem::MyLevels => Next::Go(Route::MyLevels(0)),
            TitleItem::TimeAttack => Next::Go(Route::AttackList(crate::app::raced::Raced::Set(0))),
            TitleItem::Exit => {
                self.ask = Some(Ask::new(Question::Exit));
                Next::Stay
            }
        }
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        ui::version(c);
        if self.opened > 0 {
            ui::text_panel(
                v,
                c,
                ui::room(v),
                OPENED.0,
                &[[OPENED.1, ""]],
                ui::Align::Centre,
            );
            indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::Ok));
            return;
        }
        let y = ui::below_title(v, 86);
        // Continue shows only when there is a level to continue; the rows keep the
        // spacing of the menu with it, so they do not close up when it appears.
        let shown = || {
            <TitleItem as crate::app::menu::Item>::ALL
                .iter()
                .filter(|&&t| enabled(v, t))
        };
        let items: heapless::Vec<(&str, bool), ENTRIES> = shown()
            .map(|&t| (crate::app::menu::Item::label(t), true))
            .collect();
        let sel = shown().position(|&t| t == self.sel).unwrap_or(0);
        let all = <TitleItem as crate::app::menu::Item>::ALL.len();
        let r = menu::draw_in_spaced_for(v, c, ui::SCREEN, "", &items, sel, y, all);
        if v.c.saves.stopped() {
            indicators::not_saving(v, c);
        }
        match &self.ask {
            Some(ask) => {
                ask.draw(v, c, r);
                indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::OkBack));
            }
            None => indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::Ok)),
        }
    }
}

/// The title's entries, every one.
const ENTRIES: usize = <TitleItem as crate::app::menu::Item>::ALL.len();

/// Continue is greyed without a level to continue.
fn enabled(v: View<'_, '_>, t: TitleItem) -> bool {
    t != TitleItem::Continue || v.can_continue()
}
