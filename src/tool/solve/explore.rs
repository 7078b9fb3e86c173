//! The archive-and-return search (`solve --strategy explore`): the Go-Explore family
//! (Ecoffet et al., "First return, then explore", Nature 2021), which solved the Atari games
//! where rewards are far apart and deceptive, as a level of many hoops in an order the map
//! does not show is.
//!
//! Instead of a frontier that fills with near copies of one dead end (the beam's plateau),
//! it keeps an **archive of cells**: a cell is a coarse picture of a state (the ball's tile
//! and size, the power running and its time left in 5-second steps, gravity, the goal it is
//! on and which hoops are passed), and each cell keeps the quickest state found that is in
//! it. Each round it **chooses** a cell (a tournament among a few drawn at random: the one
//! furthest along the goals, then the least chosen, wins, so new and rarely tried cells
//! are returned to), **returns** to it by restoring that state exactly (the simulation is
//! deterministic and a state is a value, so a return is a copy, not a replay), and
//! **explores** from it with a few random macro actions (the beam's actions, held for 2 to
//! 8 ticks, the last action more likely than a new one, so the ball commits to a
//! direction). Every state reached that is in a new cell, or in a known cell sooner, goes
//! into the archive. A death ends the exploration.
//!
//! Once the door is reached the search goes on until its time or rounds run out, keeping
//! the shortest run, so its answer can serve as a level's par. Memory is bounded by the
//! archive's cap: when it is full, a new cell takes the place of the least promising of a
//! few drawn at random (behind in the goals, and chosen most). Everything random comes from
//! one generator seeded by `--seed`, and the archive is kept in insertion order, so a run
//! with the same seed and rounds gives the same answer.

use super::{expand, flatten, hash_of, stuck, End, Goals, Node, Solution, Stuck, ACTIONS};
use crate::res::Resources;
use std::collections::HashMap;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How the explorer runs.
#[derive(Clone, Debug)]
pub struct Explore {
    /// The generator's seed.
    pub seed: u64,
    /// Cells kept at most.
    pub archive: usize,
    /// Rounds at most (choose, return, explore); `None`: until the time runs out.
    pub rounds: Option<u64>,
    /// Macro actions in one exploration at most.
    pub steps: u32,
    /// The search's clock.
    pub time_limit: Option<Duration>,
    /// Ticks a run may take at most.
    pub max_ticks: u32,
    /// Set from outside to stop at the end of the round.
    pub stop: Option<Arc<AtomicBool>>,
}

impl Default for Explore {
    fn default() -> Self {
        Explore {
            seed: 1,
            // About 1.6 GB at the peak on a 50 x 80 map (a cell keeps a whole game).
            archive: 10_000,
            rounds: None,
            steps: 24,
            time_limit: None,
            max_ticks: 6000,
            stop: None,
        }
    }
}

/// A small deterministic generator (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n` > 0).
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The cell of a state: what two states share when going on from either is the same for
/// the search's purpose. The ball's tile (16 pixels) and size, gravity, the power running
/// and its time left in steps of 100 ticks (5 seconds: a power that has time for the walk
/// to the bricks differs from one that has not), the goal and the hoops passed.
fn cell(n: &Node) -> u64 {
    let b = n.game.sim.ball();
    let power = (b.speed_boost, b.jump_boost, b.f_form);
    let left = b.power_timer.max(b.f_form_timer).max(0) / 100;
    hash_of((
        n.goal,
        n.hoops.as_ref(),
        b.y.div_euclid(16),
        b.x.div_euclid(16),
        b.big,
        b.reverse_gravity,
        power,
        left,
    ))
}

/// A cell of the archive: its quickest state, and how often it was chosen.
struct Entry {
    key: u64,
    node: Node,
    chosen: u32,
}

impl Entry {
    /// How promising the cell is: furthest along the goals, then least chosen.
    fn promise(&self) -> (usize, u32) {
        (self.node.goal, u32::MAX - self.chosen)
    }
}

/// Cells drawn for a choice or an eviction.
const TOURNAMENT: usize = 12;

/// The winner of [`TOURNAMENT`] cells drawn at random: `a` beats `b` when `wins(a, b)`.
fn tournament(rng: &mut Rng, archive: &[Entry], wins: impl Fn(&Entry, &Entry) -> bool) -> usize {
    let mut pick = rng.below(archive.len() as u64) as usize;
    for _ in 1..TOURNAMENT {
        let i = rng.below(archive.len() as u64) as usize;
        if wins(&archive[i], &archive[pick]) {
            pick = i;
        }
    }
    pick
}

/// Runs the explorer from `root`. `log` gets a progress line every few seconds (goals
/// reached, cells, the best run so far), `on_best` the best state while no run is found.
pub(super) fn explore(
    res: &Resources<'_>,
    goals: &Goals,
    root: Node,
    x: &Explore,
    log: &mut dyn Write,
    on_best: &mut dyn FnMut(&Stuck),
) -> Result<Solution, Stuck> {
    let started = Instant::now();
    let mut rng = Rng(x.seed);
    let mut archive: Vec<Entry> = Vec::new();
    let mut index: HashMap<u64, usize> = HashMap::new();
    let mut best_goal = root.goal;
    let mut furthest = root.clone();
    let mut solution: Option<Solution> = None;
    let cap = x.archive.max(1);
    let k = cell(&root);
    index.insert(k, 0);
    archive.push(Entry {
        key: k,
        node: root,
        chosen: 0,
    });
    let mut last_line = Instant::now();
    let mut round = 0u64;
    let end = loop {
        if x.rounds.is_some_and(|r| round >= r) {
            break End::Rounds;
        }
        if x.time_limit.is_some_and(|t| started.elapsed() >= t) {
            break End::TimeLimit;
        }
        if x.stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed)) {
            break End::Interrupted;
        }
        round += 1;
        // Choose: the most promising of a few at random.
        let pick = tournament(&mut rng, &archive, |a, b| a.promise() > b.promise());
        archive[pick].chosen = archive[pick].chosen.saturating_add(1);
        // Return, then explore.
        let mut node = archive[pick].node.clone();
        let mut action = node.keys;
        for _ in 0..x.steps {
            if rng.below(10) >= 6 {
                action = ACTIONS[rng.below(ACTIONS.len() as u64) as usize];
            }
            let hold = 2 + rng.below(7) as u32;
            let Some((n, done)) = expand(res, goals, &node, action, hold) else {
                break;
            };
            node = n;
            if done {
                if solution.as_ref().is_none_or(|s| node.ticks < s.ticks) {
                    solution = Some(Solution {
                        events: flatten(&node.history),
                        ticks: node.ticks,
                    });
                }
                break;
            }
            if node.ticks >= x.max_ticks || solution.as_ref().is_some_and(|s| node.ticks >= s.ticks)
            {
                break;
            }
            let key = cell(&node);
            match index.get(&key) {
                Some(&i) => {
                    if node.ticks < archive[i].node.ticks {
                        archive[i].node = node.clone();
                    }
                }
                None => {
                    if archive.len() < cap {
                        index.insert(key, archive.len());
                        archive.push(Entry {
                            key,
                            node: node.clone(),
                            chosen: 0,
                        });
                    } else {
                        // Full: the least promising of a few takes the new cell's place.
                        let worst =
                            tournament(&mut rng, &archive, |a, b| a.promise() < b.promise());
                        if archive[worst].node.goal <= node.goal {
                            index.remove(&archive[worst].key);
                            index.insert(key, worst);
                            archive[worst] = Entry {
                                key,
                                node: node.clone(),
                                chosen: 0,
                            };
                        }
                    }
                }
            }
            if node.goal > best_goal {
                best_goal = node.goal;
                furthest = node.clone();
                if solution.is_none() {
                    on_best(&stuck(&furthest, goals, End::MaxTicks));
                }
            }
        }
        if last_line.elapsed() >= Duration::from_secs(5) {
            last_line = Instant::now();
            let _ = writeln!(
                log,
                "explore: {:.0} s, round {round}, goal {}/{}, cells {}, best run {}",
                started.elapsed().as_secs_f64(),
                best_goal + 1,
                goals.list.len(),
                archive.len(),
                solution
                    .as_ref()
                    .map_or("none".to_string(), |s| format!("{} ticks", s.ticks)),
            );
        }
    };
    match solution {
        Some(s) => Ok(s),
        None => Err(stuck(&furthest, goals, end)),
    }
}
