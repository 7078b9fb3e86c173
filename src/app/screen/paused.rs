//! The pause menu over the level: resume, restart the level, options, quit to the title
//! (keeping the continue point); restarting and quitting are asked first.

use super::field;
use super::{Cx, Next, Pad, PauseItem, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::attack;
use crate::app::dialog::{Ask, Question};
use crate::app::hints::{self, Bar};
use crate::app::menu::Item as _;
use crate::app::raced::Raced;
use crate::app::{indicators, menu, ui};
use crate::gfx::Canvas;
use crate::sim::Sound;

/// The top of the pause menu's panel over a level in the wide view (the options opened from
/// it stand there too).
pub(super) const PAUSE_Y: i32 = 80;

/// The pause screen.
pub(crate) struct Paused {
    pub sel: PauseItem,
    /// The question of RESTART LEVEL or QUIT TO TITLE, while it is open.
    pub ask: Option<Ask>,
}

impl Paused {
    pub(crate) fn at(sel: PauseItem) -> Paused {
        Paused { sel, ask: None }
    }

    /// Pauses the level in play. Pausing stops the original's timer: every input slot
    /// reads released.
    pub(crate) fn pause(cx: &mut Cx<'_, '_>) -> Paused {
        if let Some(g) = cx.c.play.game.as_mut() {
            g.sim.release_keys();
        }
        Paused::at(PauseItem::Resume)
    }

    /// Opens on `Route::Pause`.
    pub(super) fn open_pause(cx: &mut Cx<'_, '_>) -> Option<Paused> {
        Some(Paused::pause(cx))
    }

    /// Opens on `Route::Paused`.
    pub(super) fn open(_: &mut Cx<'_, '_>, sel: PauseItem) -> Option<Paused> {
        Some(Paused::at(sel))
    }
}

impl Scene for Paused {
    fn at(&self) -> Screen {
        Screen::Paused { sel: self.sel }
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if let Some(ask) = &mut self.ask {
            let question = ask.question;
            return match ask.update(i) {
                Some(true) => {
                    self.ask = None;
                    cx.sound(Sound::Select);
                    act(cx, question)
                }
                Some(false) => {
                    self.ask = None;
                    cx.sound(Sound::Back);
                    Next::Stay
                }
                None => Next::Stay,
            };
        }
        self.sel = menu::step(self.sel, i.up, i.down, |_| true);
        if i.back {
            return resume(cx);
        }
        // START confirms as the confirm button does; the menu opens on RESUME, so START
        // twice pauses and resumes.
        if !i.choose {
            return Next::Stay;
        }
        cx.sound(Sound::Select);
        match self.sel {
            PauseItem::Resume => resume(cx),
            PauseItem::RestartLevel => {
                self.ask = Some(Ask::new(Question::RestartLevel));
                Next::Stay
            }
            PauseItem::Options => Next::Go(Route::Options(true)),
            PauseItem::QuitToTitle => {
                self.ask = Some(Ask::new(if cx.c.made_play.is_some() {
                    Question::QuitToMyLevels
                } else if cx.c.attack.is_some() {
                    Question::QuitAttack
                } else {
                    Question::QuitToTitle
                }));
                Next::Stay
            }
        }
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
        ui::dim_paused(v, c);
        // A level played from MY LEVELS quits back there, and says so.
        let items: heapless::Vec<(&str, bool), 4> = PauseItem::ALL
            .iter()
            .map(|&i| match i {
                PauseItem::QuitToTitle if v.c.made_play.is_some() => ("QUIT TO MY LEVELS", true),
                PauseItem::QuitToTitle if v.c.attack.is_some() => ("QUIT TO LEVEL LIST", true),
                i => (i.label(), true),
            })
            .collect();
        let r = menu::draw_in(
            v,
            c,
            ui::area(v),
            "PAUSED",
            &items,
            self.sel.index(),
            PAUSE_Y,
        );
        if let Some(ask) = &self.ask {
            ask.draw(v, c, r);
        }
        indicators::hint_bar_over_level(v, c, hints::bar(v.c.confirm, Bar::OkBack));
    }
}

/// RESTART LEVEL or QUIT TO TITLE, answered YES.
fn act(cx: &mut Cx<'_, '_>, question: Question) -> Next {
    match question {
        Question::RestartLevel if cx.c.attack.is_some() => {
            // A time attack run starts again from the level's start, the ghost with it.
            let raced = cx.c.attack.as_ref().map_or(Raced::Set(0), |a| a.raced);
            attack::start(cx.attack_parts(), raced);
            Next::Go(Route::Banner)
        }
        Question::QuitAttack => {
            let raced = cx.c.attack.as_ref().map_or(Raced::Set(0), |a| a.raced);
            Next::Go(Route::AttackList(raced))
        }
        Question::RestartLevel => {
            let res = cx.res();
            if let Some(g) = cx.c.play.game.as_mut() {
                match cx.c.made_play {
                    // A level of the player's own is not the set's to reload.
                    Some(k) => {
                        let _ = cx.c.mylevels.restart(res, k, g);
                    }
                    None => {
                        let _ = g.restart_level(res);
                    }
                }
            }
            Next::Go(Route::Banner)
        }
        Question::QuitToMyLevels => {
            let k = cx.end_made_play(format_args!(""));
            Next::Go(Route::MyLevels(k.unwrap_or(0)))
        }
        Question::QuitToTitle => {
            cx.store_snapshot();
            cx.c.play.game = None;
            Next::Go(Route::Title(TitleItem::Continue))
        }
        Question::Exit | Question::DeleteLevel | Question::ReplaceSave | Question::RebuildList => {
            Next::Stay
        }
    }
}

/// Back to play. Restarting the original's timer runs one more tile animation step (docs/RULES.md §3);
/// buttons still held act from the first tick, as after the level's banner.
fn resume(cx: &mut Cx<'_, '_>) -> Next {
    if let Some(g) = cx.c.play.game.as_mut() {
        g.sim.animate();
    }
    cx.c.play.hold_anew();
    Next::Go(Route::Playing)
}
