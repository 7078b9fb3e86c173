//! TIME ATTACK in the application: beside the game in play (a [`Game`] of one level with
//! one life, stepped by the play screen as any other), the run's key events recorded as its
//! replay and the best run's ghost stepped with it; at the end, the run offered as the
//! level's best. The rules are the core's (`crate::sim::attack`); this holds what a
//! screen needs between frames. It takes the shared state's parts it uses ([`Parts`]), not
//! the whole (`app::context` holds the run and imports this module).

use super::mylevels::{Damage, Made, MyLevels};
use super::play::Play;
use super::raced::Raced;
use super::save::SaveData;
use super::save_queue::SaveQueue;
use crate::edit::MAX_CELLS;
use crate::res::Resources;
use crate::runtime::Line;
use crate::sim::attack::{ghost::Ghost, Course, Offer, Run, Times, ATTACK_STATS, MAX_EVENTS};
use crate::sim::flow::Game;
use crate::sim::replay::ReplayEvent;
use crate::sim::{Events, Key};
use alloc::boxed::Box;
use alloc::vec::Vec;
use core::fmt::Write as _;

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttackEnd {
    /// The level completed on this tick; `offer` says whether it is the best now.
    Finished {
        /// The run's time.
        ticks: u32,
        /// What offering it as the best did (`None`: too many events to keep).
        offer: Option<Offer>,
        /// It was faster but the save could not hold it (past the runs' budget,
        /// [`crate::sim::attack::TIMES_BUDGET`], or the file's, [`crate::runtime::SAVE_MAX`]).
        save_full: bool,
    },
    /// The ball was lost on this tick: no time.
    Lost(u32),
}

/// A time attack run in play.
pub(super) struct AttackPlay {
    /// The level raced.
    pub raced: Raced,
    events: Vec<ReplayEvent>,
    too_long: bool,
    /// The best run's ghost, when there is one.
    pub ghost: Option<Ghost>,
    /// The ghost's ball at the last two ticks, for the drawing between them.
    prev: (i32, i32),
    cur: (i32, i32),
    /// The saved best did not finish its level on its tick when played again: dropped.
    pub ghost_false: bool,
    /// How the run ended, once it has.
    pub end: Option<AttackEnd>,
}

impl AttackPlay {
    /// What the run's end says: `time attack level N: T ticks, new best|not faster|not
    /// kept` or `time attack level N: ball lost at tick T`, with `, ghost` when a ghost
    /// raced beside it (the emulator's checks read it).
    pub(super) fn ended(&self) -> Line {
        let mut l = Line::new();
        let _ = match self.raced {
            Raced::Set(level) => write!(l, "time attack level {}: ", level + 1),
            Raced::Made { k, .. } => write!(l, "time attack my level {}: ", k + 1),
        };
        let _ = match self.end {
            Some(AttackEnd::Finished { ticks, offer, .. }) => {
                let what = match offer {
                    Some(o) if o.kept => "new best",
                    Some(o) if o.previous.is_some_and(|p| ticks >= p) => "not faster",
                    _ => "not kept",
                };
                write!(l, "{ticks} ticks, {what}")
            }
            Some(AttackEnd::Lost(ticks)) => write!(l, "ball lost at tick {ticks}"),
            None => write!(l, "over"),
        };
        if self.ghost.is_some() {
            let _ = l.push_str(", ghost");
        }
        l
    }

    /// The ghost's ball `t` 256ths of the way from the last tick to this one, and its
    /// sprite.
    pub(super) fn ghost_at(&self, t: i32) -> Option<((i32, i32), usize)> {
        let g = self.ghost.as_ref()?;
        let mix = |a: i32, b: i32| a + (b - a) * t / 256;
        Some((
            (mix(self.prev.0, self.cur.0), mix(self.prev.1, self.cur.1)),
            g.sprite(),
        ))
    }
}

/// The shared state's parts a time attack run reads and changes.
pub(super) struct Parts<'a, 'r> {
    pub res: &'r Resources<'r>,
    pub save: &'a mut SaveData,
    pub saves: &'a mut SaveQueue,
    pub play: &'a mut Play,
    pub attack: &'a mut Option<AttackPlay>,
    pub run_files: &'a mut super::run_files::RunFiles,
    pub mylevels: &'a MyLevels,
}

/// Starts `raced` as a time attack run: the game in play (behind its banner), the
/// recording's room taken, the saved best's ghost beside it. False when the level cannot
/// be loaded (or MY LEVELS' level at that place is no longer the one raced).
pub(super) fn start(cx: Parts<'_, '_>, raced: Raced) -> bool {
    let res = cx.res;
    let g = match raced {
        Raced::Set(level) => Game::new_with(res, level, ATTACK_STATS).ok(),
        Raced::Made { k, crc } => {
            let mut buf = Box::new([0u8; MAX_CELLS]);
            cx.mylevels
                .levels
                .get(k)
                .filter(|m| m.crc() == Some(crc))
                .and_then(|m| Game::of_level_with(res, &m.doc.level(&mut buf), ATTACK_STATS).ok())
        }
    };
    let Some(g) = g else {
        return false;
    };
    // The ghost a fork of the player's level as loaded: no second load in this frame.
    let ghost = cx
        .save
        .times
        .best(raced.course())
        .map(|r| Ghost::beside(&g.sim, r));
    let at = ghost.as_ref().map_or((0, 0), Ghost::position);
    cx.play.start(g);
    *cx.attack = Some(AttackPlay {
        raced,
        events: Vec::with_capacity(MAX_EVENTS),
        too_long: false,
        ghost,
        prev: at,
        cur: at,
        ghost_false: false,
        end: None,
    });
    true
}

/// Records the key events fed before the step to come (the game's next tick).
pub(super) fn record(play: &Play, attack: &mut Option<AttackPlay>, fed: &[(Key, bool)]) {
    let tick = play.game.as_ref().map_or(0, |g| g.sim.ticks()) + 1;
    let Some(a) = attack.as_mut() else {
        return;
    };
    for &(key, pressed) in fed {
        if a.events.len() < MAX_EVENTS {
            a.events.push(ReplayEvent { tick, key, pressed });
        } else {
            a.too_long = true;
        }
    }
}

/// After a step of the game: the ghost's step, and the run's end when `events` end it
/// (then the run is offered as the best). Whether the run ended.
pub(super) fn stepped(cx: Parts<'_, '_>, events: Events) -> bool {
    let res = cx.res;
    let ticks = cx.play.game.as_ref().map_or(0, |g| g.sim.ticks());
    let Some(a) = cx.attack.as_mut() else {
        return false;
    };
    if let Some(g) = a.ghost.as_mut() {
        let was = g.finished();
        let ev = g.step(res);
        a.prev = a.cur;
        a.cur = g.position();
        // The saved run is the replay played again: it must complete its level on its
        // last tick, with no ball lost on the way.
        let lost = ev.contains(Events::DEATH) || ev.contains(Events::GAME_OVER);
        let done = ev.contains(Events::LEVEL_COMPLETE);
        if !was && (lost || done != g.finished()) {
            a.ghost_false = true;
        }
    }
    let lost = events.contains(Events::DEATH) || events.contains(Events::GAME_OVER);
    if !lost && !events.contains(Events::LEVEL_COMPLETE) {
        return false;
    }
    let raced = a.raced;
    let level = raced.course();
    // A saved best that did not finish as it says is dropped as the run ends, either way.
    if a.ghost_false && cx.save.times.best(level).is_some() {
        cx.save.times.forget(level);
        cx.saves.mark();
    }
    if lost {
        if let Some(a) = cx.attack.as_mut() {
            a.end = Some(AttackEnd::Lost(ticks));
        }
        return true;
    }
    let (offer, save_full) = if a.too_long {
        (None, false)
    } else {
        let run = Run {
            ticks,
            events: a.events.clone(),
        };
        offer_within_save(cx.save, cx.saves, level, run)
    };
    if offer.is_some_and(|o| o.kept) {
        // A new best is also written as a replay file beside the game.
        cx.run_files.kept(raced);
        // Kept for MY LEVELS: the times of levels no longer in the folder (edited or
        // deleted) go, when the folder was read whole (a level left out of a damaged list
        // keeps its time).
        if let Raced::Made { .. } = raced {
            prune_made(cx.save, cx.mylevels);
        }
    }
    if let Some(a) = cx.attack.as_mut() {
        a.end = Some(AttackEnd::Finished {
            ticks,
            offer,
            save_full,
        });
    }
    true
}

/// Offers `run` as the level's best; a run the save's file could not then hold on the
/// console ([`crate::runtime::SAVE_MAX`]) is taken back. The second value: a faster run was
/// not kept for want of room (past the runs' budget, or the file's), which the results say.
fn offer_within_save(
    save: &mut SaveData,
    saves: &mut SaveQueue,
    level: Course,
    run: Run,
) -> (Option<Offer>, bool) {
    let before: Option<Run> = save.times.best(level).cloned();
    let offer = save.times.offer(level, run);
    if !offer.kept {
        return (Some(offer), offer.over_budget);
    }
    if save.to_bytes(0).len() > crate::runtime::SAVE_MAX {
        save.times.forget(level);
        if let Some(b) = before {
            save.times.offer(level, b);
        }
        let not = Offer {
            kept: false,
            ..offer
        };
        return (Some(not), true);
    }
    saves.mark();
    (Some(offer), false)
}

/// Drops the times of made levels no longer in MY LEVELS, when the folder was read whole.
fn prune_made(save: &mut SaveData, mylevels: &MyLevels) {
    let whole = mylevels.state == super::mylevels::State::Ready
        && mylevels.bad_count == 0
        && !mylevels.index_missing
        && !mylevels.lf_missing
        && mylevels
            .levels
            .iter()
            .all(|m| m.damage != Some(Damage::Level));
    if !whole {
        return;
    }
    let there: Vec<u32> = mylevels.levels.iter().filter_map(Made::crc).collect();
    save.times.retain_made(|crc| there.contains(&crc));
}

/// The levels TIME ATTACK offers: those finished in New Game (a best bonus kept), and
/// those with a time.
pub(super) fn finished(best: &[i32], times: &Times, level: usize) -> bool {
    best.get(level).is_some_and(|&b| b > 0) || times.best(level).is_some()
}
