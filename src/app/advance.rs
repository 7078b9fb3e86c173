//! A displayed frame of play, shared by the play screen and the demo: a step's outcome
//! decides where the player goes next ([`Outcome`]; the screens, which call it, turn it into
//! their route). It imports no screen.

use super::context::Cx;
use crate::input::Buttons;
use crate::runtime::Line;
use crate::sim::flow::Phase;
use crate::sim::Events;
use core::fmt::Write as _;

/// Where a frame of play leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    /// Play goes on.
    Stay,
    /// The player's demo has ended (or was left): back to Help, on Game Help.
    GameHelp,
    /// The level is complete.
    LevelComplete,
    /// The game is over; `true`: it has just ended (the last life lost), else a demo ended
    /// while no player watched.
    GameOver(bool),
    /// A TIME ATTACK run has ended (the level completed or the ball lost).
    AttackOver,
}

/// A displayed frame of play: every third steps the game. `held` is the player's buttons,
/// `None` where the player does not steer (the demo); an autoplay run steers itself.
pub(super) fn advance(cx: &mut Cx<'_, '_>, held: Option<Buttons>) -> Outcome {
    let play = &mut cx.c.play;
    if !play.tick_due() {
        return Outcome::Stay;
    }
    let Some(g) = play.game.as_mut() else {
        return Outcome::Stay;
    };
    let fed = match (cx.c.autoplay.as_mut(), held) {
        (Some(a), _) => {
            a.feed(g);
            heapless::Vec::new()
        }
        (None, Some(held)) => play.feed_held(held, cx.save.options.jump),
        (None, None) => heapless::Vec::new(),
    };
    // A time attack run keeps what was fed as its replay.
    super::attack::record(&cx.c.play, &mut cx.c.attack, &fed);
    let Some(step) = cx.c.play.step(cx.c.res) else {
        return Outcome::Stay;
    };
    let play = &mut cx.c.play;
    // An autoplay run reports the state hash once, after the step that ends it.
    let report = match (cx.c.autoplay.as_mut(), play.game.as_ref()) {
        (Some(a), Some(g)) => a.report(step.events, g),
        _ => None,
    };
    for s in step.sounds {
        cx.sound(s);
    }
    if let Some(l) = report {
        cx.line(l);
    }
    if step.events.contains(Events::DEMO_END) || step.phase == Phase::DemoEnded {
        if cx.c.player() {
            cx.c.play.game = None;
            return Outcome::GameHelp;
        }
        return Outcome::GameOver(false);
    }
    if cx.c.attack.is_some() {
        if !super::attack::stepped(cx.attack_parts(), step.events) {
            return Outcome::Stay;
        }
        if let Some(l) = cx.c.attack.as_ref().map(super::attack::AttackPlay::ended) {
            cx.line(l);
        }
        return Outcome::AttackOver;
    }
    // A level of MY LEVELS says so, with its bonus, as the editor's test play does.
    let made = cx.c.made_play.is_some();
    match step.phase {
        Phase::LevelComplete { bonus, .. } => {
            if made {
                let mut l = Line::new();
                let _ = write!(l, "my levels level complete, bonus {bonus}");
                cx.line(l);
            } else {
                cx.say("level complete");
            }
            Outcome::LevelComplete
        }
        Phase::GameOver => {
            cx.say(if made {
                "my levels game over"
            } else {
                "game over"
            });
            Outcome::GameOver(true)
        }
        _ => Outcome::Stay,
    }
}
