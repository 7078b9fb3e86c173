//! The running game under a 60 Hz screen: every third frame steps the 20 Hz simulation
//! with the key changes since the last step; between steps the ball and enemies are drawn
//! interpolated between the last two ticks.

use super::FRAMES_PER_TICK;
use crate::input::{Buttons, Jump};
use crate::render::scene::Positions;
use crate::res::Resources;
use crate::sim::flow::{Game, Phase};
use crate::sim::{Events, Key, Sound};

/// The game in play and where its moving things were at the last two ticks.
#[derive(Default)]
pub(super) struct Play {
    pub game: Option<Game>,
    prev: Positions,
    cur: Positions,
    /// Frames since the last tick.
    sub: u8,
    /// The buttons held at the last tick (their changes become key events).
    tick_held: Buttons,
    /// The game came this frame: its load was this frame's work.
    pub fresh: bool,
}

impl Play {
    /// Takes `g` into play from its first tick.
    pub(super) fn start(&mut self, g: Game) {
        self.cur = Positions::of(&g.sim);
        self.prev = self.cur.clone();
        self.sub = 0;
        self.game = Some(g);
        self.fresh = true;
    }

    /// Frames since the last tick.
    pub(super) fn sub(&self) -> u8 {
        self.sub
    }

    /// Counts a displayed frame; true when it is the one that steps the simulation.
    pub(super) fn tick_due(&mut self) -> bool {
        self.sub += 1;
        if self.sub < FRAMES_PER_TICK {
            return false;
        }
        self.sub = 0;
        true
    }

    /// Play starts afresh from a prompt (the level's banner, the pause menu): the next step
    /// takes every button then held as pressed, the one that closed the prompt too. A PSP
    /// player holds a direction through a prompt and expects it to act; the phone's key
    /// events would have needed a second press (docs/RULES.md §6.6).
    pub(super) fn hold_anew(&mut self) {
        self.tick_held = Buttons::NONE;
    }

    /// The player's key changes since the last step, as the simulation's key events; the
    /// buttons of `jump` (the player's choice) are the jump key. Returns the events fed (the
    /// editor's test play keeps them as the run's replay).
    pub(super) fn feed_held(&mut self, held: Buttons, jump: Jump) -> heapless::Vec<(Key, bool), 4> {
        let mut fed = heapless::Vec::new();
        let Some(g) = self.game.as_mut() else {
            return fed;
        };
        // One button each (where `contains` is `any`), the jump one or several.
        for (key, buttons) in [
            (Key::Left, Buttons::LEFT),
            (Key::Right, Buttons::RIGHT),
            (Key::Down, Buttons::DOWN),
            (Key::Jump, jump.buttons()),
        ] {
            let (now, was) = (held.any(buttons), self.tick_held.any(buttons));
            if now != was {
                g.sim.key(key, now);
                // Four keys, room for four.
                let _ = fed.push((key, now));
            }
        }
        self.tick_held = held;
        fed
    }

    /// One simulation step of the game in play, if any.
    pub(super) fn step(&mut self, res: &Resources<'_>) -> Option<Step> {
        let g = self.game.as_mut()?;
        self.prev = core::mem::take(&mut self.cur);
        let events = g.step(res);
        self.cur = Positions::of(&g.sim);
        let sounds: heapless::Vec<Sound, 8> = g.sim.sounds().iter().copied().collect();
        let phase = g.phase;
        Some(Step {
            events,
            phase,
            sounds,
        })
    }

    /// The moving things' positions `t` 256ths of the way from the last tick to this one.
    pub(super) fn positions(&self) -> Positions {
        let t = (self.sub as i32 * 256) / FRAMES_PER_TICK as i32;
        Positions::lerp(&self.prev, &self.cur, t)
    }
}

/// What a step did.
pub(super) struct Step {
    pub events: Events,
    pub phase: Phase,
    /// The sounds the step started.
    pub sounds: heapless::Vec<Sound, 8>,
}
