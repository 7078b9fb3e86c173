//! A displayed frame of play, shared by the play screen and the demo: a step's outcome
//! decides where the player goes next. It imports no screen: the screens call it.

use super::context::Cx;
use super::items::HelpItem;
use super::route::{Next, Route};
use crate::input::Buttons;
use crate::sim::flow::Phase;
use crate::sim::Events;

/// A displayed frame of play: every third steps the game. `held` is the player's buttons,
/// `None` where the player does not steer (the demo); an autoplay run steers itself.
pub(super) fn advance(cx: &mut Cx<'_, '_>, held: Option<Buttons>) -> Next {
    let play = &mut cx.c.play;
    if !play.tick_due() {
        return Next::Stay;
    }
    let Some(g) = play.game.as_mut() else {
        return Next::Stay;
    };
    match (cx.c.autoplay.as_mut(), held) {
        (Some(a), _) => a.feed(g),
        (None, Some(held)) => play.feed_held(held, cx.save.options.jump),
        (None, None) => {}
    }
    let Some(step) = play.step(cx.c.res) else {
        return Next::Stay;
    };
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
            return Next::Go(Route::Help(HelpItem::GameHelp));
        }
        return Next::Go(Route::GameOver { ended: false });
    }
    match step.phase {
        Phase::LevelComplete { .. } => {
            cx.say("level complete");
            Next::Go(Route::LevelComplete)
        }
        Phase::GameOver => {
            cx.say("game over");
            Next::Go(Route::GameOver { ended: true })
        }
        _ => Next::Stay,
    }
}
