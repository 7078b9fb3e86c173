//! The game across levels (docs/RULES.md §5.5, §6.4): new game, level complete with its bonus,
//! unlocks, the congratulation and the bonus level, game over and the top five.
//!
//! The resources' last level is the tutorial; the ones before it are playable. The last
//! playable level is the bonus level, reached "in one go" from level 1; the one before it
//! is the final regular level. (The original has 22 levels: 20 regular, bonus 21, and the
//! tutorial.)

use super::events::Events;
use super::{LoadError, Sim, Stats};
use crate::res::Resources;

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// A level is being played.
    Playing,
    /// The level was completed: the old score, the bonus, and the new total.
    LevelComplete {
        /// The score before the bonus.
        old_score: i32,
        /// The level's bonus.
        bonus: i32,
        /// The score with the bonus.
        new_score: i32,
    },
    /// The final regular level was completed.
    Congratulation {
        /// Every level was completed in one game from the first.
        in_one_go: bool,
    },
    /// The last life was lost.
    GameOver,
    /// The demo ended (the game goes to Help).
    DemoEnded,
}

/// A game in progress.
#[derive(Clone)]
pub struct Game {
    /// The level being played.
    pub sim: Sim,
    /// Where the game stands.
    pub phase: Phase,
    /// Levels completed in this game.
    pub levels_completed: i32,
    /// The game began at the first level (for the Congratulation's in-one-go).
    pub started_at_level1: bool,
    /// The highest level (1-based) New Game offers; 0 means all.
    pub highest_unlocked: i32,
    /// The top five scores, highest first.
    pub records: [i32; TOP_SCORES],
    /// Set when `highest_unlocked` or `records` changed (the platform saves them).
    pub progress_changed: bool,
    /// At game over: the score reached the fifth record (the original then announces a
    /// new record, whatever place it took).
    pub new_record: bool,
    /// Score and lives as the level in play last began (loaded, restarted or continued):
    /// what a retry from its level complete screen starts it with ([`Game::retry_level`]).
    pub level_start: Stats,
    playable: usize,
}

/// The level bonus: `max(0, (1200 - seconds) * levelNumber) + levelPts / 10`.
pub fn bonus(elapsed_ms: i64, level_number: i32, level_pts: i32) -> i32 {
    time_bonus(elapsed_ms, level_number).saturating_add(item_bonus(level_pts))
}

/// The bonus's time part: `max(0, (1200 - whole seconds) * levelNumber)`.
pub fn time_bonus(elapsed_ms: i64, level_number: i32) -> i32 {
    ((1200 - elapsed_ms / 1000) * level_number as i64).clamp(0, i32::MAX as i64) as i32
}

/// The bonus's pickup part: a tenth of the level's points.
pub fn item_bonus(level_pts: i32) -> i32 {
    level_pts / 10
}

/// The level time the bonus is reckoned from: 50 ms a tick stepped since the level was
/// loaded or restored (a restore carries the saved time on; paused time is not stepped),
/// less the tick that completed it. The original starts its clock as the splash is
/// dismissed and reads it a tick before the completion (the oracle's `flow/`: completed on
/// tick L without a pause, 50 x (L - 1) ms).
pub fn level_time_ms(elapsed_ms: i64) -> i64 {
    (elapsed_ms - 50).max(0)
}

/// The length of the high score table: the top five.
pub const TOP_SCORES: usize = 5;

/// Inserts `score` into the descending top five if it is at least the fifth entry.
pub fn insert_record(records: &mut [i32; TOP_SCORES], score: i32) -> bool {
    let last = TOP_SCORES - 1;
    if score < records[last] {
        return false;
    }
    let at = records.iter().position(|r| score >= *r).unwrap_or(last);
    for i in (at + 1..TOP_SCORES).rev() {
        records[i] = records[i - 1];
    }
    records[at] = score;
    true
}

impl Game {
    /// New Game at level `index` (0-based): lives 3, score 0.
    ///
    /// # Errors
    ///
    /// No such level, or its map or the tile set cannot be used ([`LoadError`]).
    pub fn new(res: &Resources<'_>, index: usize) -> Result<Game, LoadError> {
        Game::new_with(res, index, Stats::default())
    }

    /// [`Game::new`] with `stats` (TIME ATTACK's one life), loaded once.
    ///
    /// # Errors
    ///
    /// No such level, or its map or the tile set cannot be used ([`LoadError`]).
    pub fn new_with(res: &Resources<'_>, index: usize, stats: Stats) -> Result<Game, LoadError> {
        crate::res::level_index(index, res.levels.len(), false).map_err(LoadError::NoSuchLevel)?;
        Ok(Game {
            sim: Sim::load_deferred(res, index, stats)?,
            phase: Phase::Playing,
            levels_completed: 0,
            started_at_level1: index == 0,
            highest_unlocked: 1,
            records: [0; TOP_SCORES],
            progress_changed: false,
            new_record: false,
            level_start: stats,
            playable: res.levels.len().saturating_sub(1),
        })
    }

    /// A game of `level` alone (a level being edited), as level 1 of one: lives 3, score 0;
    /// `res` gives everything else and steps it.
    ///
    /// # Errors
    ///
    /// Its map or the tile set cannot be used ([`LoadError`]).
    pub fn of_level(
        res: &Resources<'_>,
        level: &crate::res::lf::Level<'_>,
    ) -> Result<Game, LoadError> {
        Game::of_level_with(res, level, Stats::default())
    }

    /// [`Game::of_level`] with `stats` (TIME ATTACK's one life), loaded once.
    ///
    /// # Errors
    ///
    /// Its map or the tile set cannot be used ([`LoadError`]).
    pub fn of_level_with(
        res: &Resources<'_>,
        level: &crate::res::lf::Level<'_>,
        stats: Stats,
    ) -> Result<Game, LoadError> {
        Ok(Game {
            sim: Sim::load_level_deferred(res, level, crate::res::LevelName::new(0, 2), stats)?,
            phase: Phase::Playing,
            levels_completed: 0,
            started_at_level1: false,
            highest_unlocked: 0,
            records: [0; TOP_SCORES],
            progress_changed: false,
            new_record: false,
            level_start: stats,
            playable: 1,
        })
    }

    /// Restarts a level of the player's own ([`Game::of_level`]) from its start, keeping
    /// score and lives as [`Game::restart_level`] does (which reloads a level of the set's).
    ///
    /// # Errors
    ///
    /// The level cannot be loaded ([`LoadError`]).
    pub fn restart_of_level(
        &mut self,
        res: &Resources<'_>,
        level: &crate::res::lf::Level<'_>,
    ) -> Result<(), LoadError> {
        self.sim = Sim::load_level_deferred(
            res,
            level,
            crate::res::LevelName::new(0, 2),
            self.sim.stats(),
        )?;
        self.phase = Phase::Playing;
        Ok(())
    }

    /// The demo on the tutorial level.
    ///
    /// # Errors
    ///
    /// The tutorial level cannot be loaded ([`LoadError`]).
    pub fn demo(res: &Resources<'_>) -> Result<Game, LoadError> {
        Ok(Game {
            sim: Sim::load_demo_deferred(res)?,
            phase: Phase::Playing,
            levels_completed: 0,
            started_at_level1: false,
            highest_unlocked: 1,
            records: [0; TOP_SCORES],
            progress_changed: false,
            new_record: false,
            level_start: Stats::default(),
            playable: res.levels.len().saturating_sub(1),
        })
    }

    /// Builds the level's collision tables, which its load leaves to be built in steps
    /// ([`Sim::load_deferred`]), for about `budget` units; true when all are built.
    pub fn prepare(&mut self, budget: u32) -> bool {
        self.sim.prepare(budget)
    }

    /// Playable levels (the tutorial excluded).
    pub fn playable(&self) -> usize {
        self.playable
    }

    /// The 1-based number of the level in play.
    pub fn level_number(&self) -> i32 {
        self.sim.level() as i32 + 1
    }

    /// One step while playing; the level's end moves the game to its next phase. The
    /// level bonus is added to the score when the player confirms the level complete
    /// screen ([`Game::confirm`]).
    pub fn step(&mut self, res: &Resources<'_>) -> Events {
        if self.phase != Phase::Playing {
            return Events::default();
        }
        let ev = self.sim.step(res);
        if ev.contains(Events::DEMO_END) {
            self.phase = Phase::DemoEnded;
        } else if ev.contains(Events::LEVEL_COMPLETE) {
            let old = self.sim.stats().score;
            let b = bonus(
                self.level_time_ms(),
                self.level_number(),
                self.sim.level_pts(),
            );
            let new_score = old.saturating_add(b);
            self.phase = Phase::LevelComplete {
                old_score: old,
                bonus: b,
                new_score,
            };
        } else if ev.contains(Events::GAME_OVER) {
            self.game_over();
        }
        ev
    }

    /// The level time of the level in play ([`level_time_ms`]).
    pub fn level_time_ms(&self) -> i64 {
        level_time_ms(self.sim.elapsed_ms())
    }

    /// The game's score: a completed level's bonus counts from the tick that completed
    /// it (as the original adds it there), though the simulation takes it at the confirm.
    pub fn score(&self) -> i32 {
        match self.phase {
            Phase::LevelComplete { new_score, .. } => new_score,
            _ => self.sim.stats().score,
        }
    }

    fn game_over(&mut self) {
        self.phase = Phase::GameOver;
        self.new_record = insert_record(&mut self.records, self.sim.stats().score);
        if self.new_record {
            self.progress_changed = true;
        }
    }

    /// OK on the level complete or congratulation screen: unlock, then the next level,
    /// the bonus level, or game over.
    ///
    /// # Errors
    ///
    /// The next level cannot be loaded ([`LoadError`]).
    pub fn confirm(&mut self, res: &Resources<'_>) -> Result<(), LoadError> {
        match self.phase {
            Phase::LevelComplete { new_score, .. } => {
                self.sim.tally_mut().stats.score = new_score;
                let n = self.level_number();
                // Unclamped, as the original: the bonus level completed unlocks one past the
                // last (New Game's list still ends at the bonus level).
                if self.highest_unlocked != 0 && n + 1 > self.highest_unlocked {
                    self.highest_unlocked = n + 1;
                    self.progress_changed = true;
                }
                self.levels_completed += 1;
                let p = self.playable as i32;
                if n == p - 1 {
                    self.phase = Phase::Congratulation {
                        in_one_go: self.started_at_level1,
                    };
                } else if n >= p {
                    self.game_over();
                } else {
                    self.load(res, self.sim.level() + 1)?;
                }
            }
            Phase::Congratulation { in_one_go: true } => self.load(res, self.playable - 1)?,
            Phase::Congratulation { in_one_go: false } => self.game_over(),
            _ => {}
        }
        Ok(())
    }

    fn load(&mut self, res: &Resources<'_>, index: usize) -> Result<(), LoadError> {
        self.load_with(res, index, self.sim.stats())
    }

    fn load_with(
        &mut self,
        res: &Resources<'_>,
        index: usize,
        stats: Stats,
    ) -> Result<(), LoadError> {
        self.sim = Sim::load_deferred(res, index, stats)?;
        self.phase = Phase::Playing;
        self.level_start = stats;
        Ok(())
    }

    /// Restarts the level in play from its start, keeping score and lives.
    ///
    /// # Errors
    ///
    /// The level cannot be loaded again ([`LoadError`]).
    pub fn restart_level(&mut self, res: &Resources<'_>) -> Result<(), LoadError> {
        let index = self.sim.level();
        self.load(res, index)
    }

    /// RETRY on the level complete screen (the port's own, docs/RULES.md §6.6): the level
    /// just completed again from its start, with the score and lives it began with
    /// ([`Game::level_start`]); its bonus and the points and lives of the run are dropped,
    /// and it is not counted. Only a finished level is retried (else nothing changes).
    ///
    /// # Errors
    ///
    /// The level cannot be loaded again ([`LoadError`]).
    pub fn retry_level(&mut self, res: &Resources<'_>) -> Result<(), LoadError> {
        if !matches!(self.phase, Phase::LevelComplete { .. }) {
            return Ok(());
        }
        let index = self.sim.level();
        self.load_with(res, index, self.level_start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bonus_formula() {
        // 100 s on level 3 with 2700 pickup points.
        assert_eq!(bonus(100_000, 3, 2700), (1200 - 100) * 3 + 270);
        // Past 20 minutes the time part is 0, the pickups still count.
        assert_eq!(bonus(1_500_000, 4, 1000), 100);
        assert_eq!(bonus(999, 1, 0), 1200);
    }

    #[test]
    fn level_time_leaves_out_the_completing_tick() {
        // The oracle: level 1 completed on tick 255 without a pause took 12,700 ms, a
        // bonus of 1,188; a pause before tick 113 saved 5,600 ms and the level, continued,
        // completed on its tick 143 at the same 12,700 ms.
        assert_eq!(level_time_ms(255 * 50), 12_700);
        assert_eq!(bonus(level_time_ms(255 * 50), 1, 0), 1188);
        assert_eq!(level_time_ms(5_600 + 143 * 50), 12_700);
        assert_eq!(level_time_ms(0), 0);
        // The second level: 13,100 ms and 200 level points give 2,374 + 20.
        assert_eq!(time_bonus(13_100, 2), 2374);
        assert_eq!(item_bonus(200), 20);
    }

    #[test]
    fn a_retry_plays_the_level_again_with_the_score_and_lives_it_began_with() {
        let res = &crate::embedded::RESOURCES;
        let mut g = Game::new(res, 0).unwrap();
        let complete = |g: &mut Game, lives, score, bonus| {
            g.sim.tally_mut().stats = Stats { lives, score };
            g.phase = Phase::LevelComplete {
                old_score: score,
                bonus,
                new_score: score + bonus,
            };
        };
        // Level 1 completed; its confirm starts level 2 with the bonus in the score.
        complete(&mut g, 2, 100, 50);
        g.confirm(res).unwrap();
        let began = Stats {
            lives: 2,
            score: 150,
        };
        assert_eq!((g.sim.level(), g.level_start), (1, began));
        // Level 2 played (a life lost, points taken) and completed, then retried: level 2
        // again as it began, not counted, the bonus dropped.
        complete(&mut g, 1, 900, 70);
        g.retry_level(res).unwrap();
        assert_eq!(g.phase, Phase::Playing);
        assert_eq!((g.sim.level(), g.sim.stats()), (1, began));
        assert_eq!((g.levels_completed, g.level_start), (1, began));
        // Only a finished level is retried.
        g.sim.tally_mut().stats.score = 400;
        g.retry_level(res).unwrap();
        assert_eq!(g.sim.stats().score, 400);
        // The pause menu's restart keeps score and lives as they are, and the level begins
        // anew there.
        g.restart_level(res).unwrap();
        assert_eq!(g.level_start.score, 400);
    }

    #[test]
    fn top_five() {
        let mut r = [500, 400, 300, 200, 100];
        assert!(insert_record(&mut r, 350));
        assert_eq!(r, [500, 400, 350, 300, 200]);
        assert!(!insert_record(&mut r, 199));
        assert!(insert_record(&mut r, 200));
        assert_eq!(r, [500, 400, 350, 300, 200]);
        assert!(insert_record(&mut r, 900));
        assert_eq!(r, [900, 500, 400, 350, 300]);
    }
}
