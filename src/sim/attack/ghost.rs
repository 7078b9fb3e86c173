//! The ghost: the best run played again beside the player, one step for each of theirs.
//! It is a second [`Sim`] of its own: it shares nothing with the player's level, so it
//! can neither collide with the player's ball nor change the player's run (a test holds
//! the player's state hash, tick by tick, the same with and without it).

use super::{Run, ATTACK_STATS};
use crate::res::Resources;
use crate::sim::replay::ReplayEvent;
use crate::sim::{Events, LoadError, Sim};
use alloc::vec::Vec;

/// The best run, replayed.
pub struct Ghost {
    sim: Sim,
    events: Vec<ReplayEvent>,
    next: usize,
    tick: u32,
    ticks: u32,
}

impl Ghost {
    /// `run` at level `level`'s start.
    ///
    /// # Errors
    ///
    /// The level cannot be loaded ([`LoadError`]).
    pub fn new(res: &Resources<'_>, level: usize, run: &Run) -> Result<Ghost, LoadError> {
        Ok(Ghost::at_start(Sim::load(res, level, ATTACK_STATS)?, run))
    }

    /// `run` beside `start`, a level just loaded for the player ([`Sim::load_deferred`], no
    /// step yet): a [`Sim::fork`] of it, so the ghost costs the load's frame no second
    /// load; its collision tables are built with [`Ghost::prepare`], a slice a frame (on
    /// the PSP the whole build in one frame took 50 ms, three vertical blanks).
    pub fn beside(start: &Sim, run: &Run) -> Ghost {
        Ghost::at_start(start.fork(), run)
    }

    /// `run` from `sim`, a level at its start.
    fn at_start(sim: Sim, run: &Run) -> Ghost {
        Ghost {
            sim,
            events: run.events.clone(),
            next: 0,
            tick: 0,
            ticks: run.ticks,
        }
    }

    /// Builds the ghost's collision tables for about `budget` units ([`Sim::prepare`]);
    /// true when all are built. Its answers, and so its run, are the same before.
    pub fn prepare(&mut self, budget: u32) -> bool {
        self.sim.prepare(budget)
    }

    /// One step of the run, and its events; after its last tick the ghost stays where it
    /// finished (no events).
    pub fn step(&mut self, res: &Resources<'_>) -> Events {
        if self.finished() {
            return Events::default();
        }
        self.tick += 1;
        while let Some(e) = self.events.get(self.next).filter(|e| e.tick <= self.tick) {
            self.sim.key(e.key, e.pressed);
            self.next += 1;
        }
        self.sim.step(res)
    }

    /// The ghost's ball: its centre in level pixels.
    pub fn position(&self) -> (i32, i32) {
        let b = self.sim.ball();
        (b.x, b.y)
    }

    /// The sprite the ghost's ball shows (its size).
    pub fn sprite(&self) -> usize {
        self.sim.ball().sprite
    }

    /// The run has reached its last tick.
    pub fn finished(&self) -> bool {
        self.tick >= self.ticks
    }

    /// Steps taken.
    pub fn steps(&self) -> u32 {
        self.tick
    }
}
