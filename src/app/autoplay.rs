//! Test runs that play by themselves (the `demo-autoplay` and `replay-autoplay` EBOOTs, and
//! the host tests): the demo, or a level with a replay, from boot, printing the state hash
//! at the end (`demo_hash=` or `replay_hash=`) so the emulator's run can be compared with
//! the host runner's. Not in the player's build.

use super::App;
use crate::res::Resources;
use crate::runtime::Line;
use crate::sim::flow::Game;
use crate::sim::replay::ReplayEvent;
use crate::sim::Events;
use alloc::vec::Vec;
use core::fmt::Write as _;

/// What runs by itself.
pub(super) struct Autoplay {
    /// The replay's key events (none for the demo, which steers itself).
    replay: Option<Replay>,
    /// Whether the hash was reported.
    finished: bool,
}

struct Replay {
    events: Vec<ReplayEvent>,
    at: usize,
    step: u32,
}

impl Autoplay {
    /// A level begins: the replay starts over.
    pub(super) fn restart(&mut self) {
        if let Some(r) = self.replay.as_mut() {
            r.at = 0;
            r.step = 0;
        }
    }

    /// Before a step: the replay's events for it. Events with tick t apply before step t,
    /// as the host runner applies them.
    pub(super) fn feed(&mut self, g: &mut Game) {
        let Some(r) = self.replay.as_mut() else {
            return;
        };
        r.step += 1;
        while let Some(e) = r.events.get(r.at) {
            if e.tick > r.step {
                break;
            }
            g.sim.key(e.key, e.pressed);
            r.at += 1;
        }
    }

    /// After a step: the hash line, once, after the step that ends the run.
    pub(super) fn report(&mut self, ev: Events, g: &Game) -> Option<Line> {
        if !ev.ends_run() || self.finished {
            return None;
        }
        let hash = g.sim.state_hash();
        self.finished = true;
        let key = match self.replay {
            None => "demo_hash",
            Some(_) => "replay_hash",
        };
        let mut l = Line::new();
        let _ = write!(l, "{key}={hash:016x}");
        Some(l)
    }
}

impl<'r> App<'r> {
    /// The demo played at boot (`demo-autoplay`).
    pub fn demo_autoplay(res: &'r Resources<'r>) -> Self {
        let mut app = App::new(res, Ok(None));
        app.cx.autoplay = Some(Autoplay {
            replay: None,
            finished: false,
        });
        app.open_demo();
        app
    }

    /// A level played at boot with a replay (`replay-autoplay`).
    pub fn replay_autoplay(res: &'r Resources<'r>, level: usize, events: Vec<ReplayEvent>) -> Self {
        let mut app = App::new(res, Ok(None));
        app.cx.autoplay = Some(Autoplay {
            replay: Some(Replay {
                events,
                at: 0,
                step: 0,
            }),
            finished: false,
        });
        app.open_level(level);
        app
    }

    /// Whether an autoplay run has ended.
    pub fn finished(&self) -> bool {
        self.cx.autoplay.as_ref().is_some_and(|a| a.finished)
    }
}
