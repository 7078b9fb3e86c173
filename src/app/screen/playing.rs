//! A level in play; START pauses it. A step's outcome decides the next screen (also for
//! the demo, which plays through the same steps).

use super::{field, Cx, GameOver, Help, HelpItem, Input, LevelComplete, Next, Paused, View};
use crate::input::Buttons;
use crate::render::Canvas;
use crate::sim::flow::Phase;
use crate::sim::{Events, Sound};

/// The play screen.
pub struct Playing;

impl Playing {
    pub fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        if i.start && cx.c.player() {
            cx.sound(Sound::Select);
            return Next::to(Paused::pause(cx));
        }
        frame(cx, Some(i.held))
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
    }
}

/// A displayed frame of play: every third steps the game. `held` is the player's buttons,
/// `None` where the player does not steer (the demo); an autoplay run steers itself.
pub(super) fn frame(cx: &mut Cx<'_, '_>, held: Option<Buttons>) -> Next {
    let play = &mut cx.c.play;
    if !play.tick_due() {
        return Next::Stay;
    }
    let Some(g) = play.game.as_mut() else {
        return Next::Stay;
    };
    match (cx.c.autoplay.as_mut(), held) {
        (Some(a), _) => a.feed(g),
        (None, Some(held)) => play.feed_held(held),
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
            return Next::to(Help::at(HelpItem::GameHelp));
        }
        return Next::to(GameOver);
    }
    match step.phase {
        Phase::LevelComplete { .. } => {
            cx.say("level complete");
            Next::to(LevelComplete::new())
        }
        Phase::GameOver => {
            cx.say("game over");
            Next::to(GameOver::enter(cx))
        }
        _ => Next::Stay,
    }
}
