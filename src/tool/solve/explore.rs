//! The archive-and-return search (`solve --strategy explore`): the Go-Explore family
//! (Ecoffet et al., "First return, then explore", Nature 2021), which solved the Atari games
//! where rewards are far apart and deceptive, as a level of many hoops in an order the map
//! does not show is.
//!
//! Instead of a frontier that fills with near copies of one dead end (the beam's plateau),
//! it keeps an **archive of cells**: a cell is a coarse picture of a state (the ball's tile,
//! whether it is on the ground, its size, the power running and its time left in 5-second
//! steps, gravity, the goal it is on and which hoops are passed), and each cell keeps the
//! quickest state found that is in it. Each round it **chooses** a cell, **returns** to it
//! by restoring that state exactly (the simulation is deterministic and a state is a value,
//! so a return is a copy, not a replay), and **explores** from it with a few random macro
//! actions (held for 2 to 8 ticks, the last action more likely than a new one, so the ball
//! commits to a direction; a jump in a third of the draws, so the ball also rolls). Every
//! state reached that is in a new cell, or in a known cell sooner, goes into the archive.
//! A death ends the exploration.
//!
//! **Stages.** Cells with the same goal and hoops passed form a stage. A run that skipped a
//! hoop it cannot come back to (it bounced over it and dropped into the next corridor) is
//! further along the goals than the run that took it, and would take every round from it
//! if the choice went by the goals alone; the terrain model cannot tell such a dead end (it
//! finds a way back over every one seen). So the choice is made of stages: half the rounds
//! the furthest stage of a few drawn that still finds new cells, the other half a goal
//! drawn evenly among those reached and its least chosen stage, so a stage just reached is
//! tried at once however many dead ends share its goal. Within a stage, the least chosen of
//! a few cells.
//!
//! **Shorter runs.** Once the door is reached the search goes on until its time or rounds
//! run out: half the rounds then go to the cells with the most time to spare on the best
//! run's schedule (the tick it had finished the cell's goal by, less the cell's), runs that
//! are already as long as the best stop, and the shortest run is the answer, so it can
//! serve as a level's par.
//!
//! **Memory.** The archive is capped: when it is full, a cell of the most crowded of a few
//! stages, the most chosen, makes room (never the last of its stage). A game shares its map
//! with its copies until one writes a cell (`Sim`'s copy on write), and a cell's map is
//! shared with any equal one already kept ([`Sim::share_map`](crate::sim::Sim::share_map)),
//! so a cell costs about 6 KB beside its map instead of a whole level. Everything random
//! comes from one generator seeded by `--seed`, and the archive is kept in insertion
//! order, so a run with the same seed and rounds gives the same answer.

use super::{expand, flatten, hash_of, replay_tick, stuck, End, Goals, Node, Solution, Stuck};
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
    /// Bytes the archive may hold, by its estimate (its maps and cells): past it, the
    /// stages with the longest way left go.
    pub memory: usize,
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
            // 1.1 to 1.8 GB at the peak on the hard levels at 100,000 (a cell keeps its
            // game, about 6 KB, with the map shared among equal ones): 80,000 keeps the
            // worst within 2 GB.
            archive: 80_000,
            rounds: None,
            steps: 24,
            // Leaves room within 2 GB for the rest: the search's caches, the games in
            // play and the allocator's slack.
            memory: 1400 << 20,
            time_limit: None,
            // Ten minutes of play: a first run found by wandering is long (twice a
            // human's on the hard levels), and the search shortens it afterwards.
            max_ticks: 12_000,
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
/// the search's purpose. The ball's tile (16 pixels), whether it is on the ground (a ball
/// rolling at the bottom of the water goes through the hoop there, one bouncing in the same
/// tile goes over it), its size, gravity, the power running and its time left in steps of
/// 100 ticks (5 seconds: a power that has time for the walk to the bricks differs from one
/// that has not), the goal and the hoops passed.
fn cell(n: &Node) -> u64 {
    let b = n.game.sim.ball();
    let power = (b.speed_boost, b.jump_boost, b.f_form);
    let left = b.power_timer.max(b.f_form_timer).max(0) / 100;
    hash_of((
        n.goal,
        n.hoops.as_ref(),
        b.y.div_euclid(16),
        b.x.div_euclid(16),
        b.on_ground,
        b.big,
        b.reverse_gravity,
        power,
        left,
    ))
}

/// A cell of the archive: its quickest state, its group, and how often it was chosen.
struct Entry {
    key: u64,
    group: usize,
    node: Node,
    chosen: u32,
    /// False for a slot freed by [`Archive::trim`], waiting to be used again.
    live: bool,
}

/// The cells that share a stage of the level: the goal and the set of hoops passed.
/// Choosing a stage first, the least chosen, gives every order of the hoops its share:
/// a stage whose hoops left include one it can no longer get to (the ball fell past it)
/// goes on being explored for a while, but it does not take the rounds of the stage
/// behind it that took that hoop.
struct Group {
    members: Vec<usize>,
    chosen: u64,
    /// [`Goals::way_left`] from its first cell.
    way: u64,
    /// Rounds from this stage since one of them filed a new cell.
    idle: u32,
}

/// Rounds without a new cell after which a stage counts as worked out.
const IDLE: u32 = 400;

/// The actions an exploration draws from: the beam's six, those without a jump twice as
/// likely, so that a ball rolls through a hoop on the floor or under a ceiling rather than
/// bouncing over it (a bouncing ball also settles on the ground only when no jump follows).
const MOVES: [u8; 9] = [0, 0, 1, 1, 2, 2, 4, 5, 6];

/// What a cell costs beside its map, for [`Archive::trim`]'s estimate: its game (about
/// 6 KB), its entry and its index (measured: 100 MB for 10,000 cells of one map each).
const CELL_BYTES: usize = 10 * 1024;

/// Rounds between two of [`Archive::trim`]'s counts (by rounds, not time, so that a seed
/// gives one run; a count of 80,000 cells takes about a millisecond).
const TRIM_EVERY: u64 = 2_000;

/// Cells drawn for a choice within a stage, or for an eviction.
const TOURNAMENT: usize = 12;

/// The winner of `draws` indices below `len` drawn at random: `a` beats `b` when `wins(a, b)`.
fn tournament(
    rng: &mut Rng,
    len: usize,
    draws: usize,
    wins: impl Fn(usize, usize) -> bool,
) -> usize {
    let mut pick = rng.below(len as u64) as usize;
    for _ in 1..draws {
        let i = rng.below(len as u64) as usize;
        if wins(i, pick) {
            pick = i;
        }
    }
    pick
}

/// The archive: cells, their stages, and the key of each.
struct Archive {
    cells: Vec<Entry>,
    index: HashMap<u64, usize>,
    groups: Vec<Group>,
    group_of: HashMap<u64, usize>,
    /// The goals reached, and the stages of each.
    goals: Vec<usize>,
    by_goal: Vec<Vec<usize>>,
    /// A cell holding each map seen, by a hash of its bytes, so that equal maps are kept
    /// once (a cell that was replaced since is found out by the comparison).
    maps: HashMap<u64, usize>,
    /// Slots [`Archive::trim`] freed.
    free: Vec<usize>,
    cap: usize,
}

impl Archive {
    fn group(&mut self, n: &Node, goals: &mut Goals) -> usize {
        let key = hash_of((n.goal, n.hoops.as_ref()));
        let next = self.groups.len();
        let g = *self.group_of.entry(key).or_insert(next);
        if g == next {
            match self.goals.iter().position(|&goal| goal == n.goal) {
                Some(i) => self.by_goal[i].push(g),
                None => {
                    self.goals.push(n.goal);
                    self.by_goal.push(vec![g]);
                }
            }
            self.groups.push(Group {
                members: Vec::new(),
                chosen: 0,
                way: goals.way_left(n),
                idle: 0,
            });
        }
        g
    }

    /// Chooses a cell. Once there is a run, half the rounds go to shortening it (the cell
    /// with the most time to spare on its schedule, of a few). Otherwise half go to the
    /// stage with the shortest way left of a few that still finds new cells (the least
    /// chosen of equals), half to a goal drawn evenly and its least chosen stage, so that
    /// no stage starves; then the least chosen of a few of the stage's cells.
    fn choose(&mut self, rng: &mut Rng, schedule: &[u32]) -> usize {
        if !schedule.is_empty() && rng.below(2) == 0 {
            // Shortening: a cell with the most time to spare on the best run's schedule
            // (the tick that run had finished the cell's goal by, less the cell's tick).
            let cells = &self.cells;
            let spare = |i: usize| {
                if !cells[i].live {
                    return i64::MIN;
                }
                let n = &cells[i].node;
                let by = schedule
                    .get(n.goal + 1)
                    .or(schedule.last())
                    .copied()
                    .unwrap_or(0);
                i64::from(by) - i64::from(n.ticks)
            };
            let pick = tournament(rng, cells.len(), TOURNAMENT, |a, b| spare(a) > spare(b));
            self.cells[pick].chosen = self.cells[pick].chosen.saturating_add(1);
            return pick;
        }
        let groups = &self.groups;
        let live = |g: usize| !groups[g].members.is_empty();
        let mut g = if rng.below(2) == 0 {
            let rank = |g: usize| {
                let s = &groups[g];
                (
                    live(g),
                    s.idle < IDLE,
                    u64::MAX - s.way,
                    u64::MAX - s.chosen,
                )
            };
            tournament(rng, groups.len(), TOURNAMENT, |a, b| rank(a) > rank(b))
        } else {
            // A goal drawn evenly among those reached, then its least chosen stage: a
            // stage just reached is tried at once, however many stages its goal has.
            let goal = &self.by_goal[rng.below(self.by_goal.len() as u64) as usize];
            goal.iter()
                .copied()
                .filter(|&g| live(g))
                .min_by_key(|&g| groups[g].chosen)
                .unwrap_or(goal[0])
        };
        while !live(g) {
            // A stage emptied by evictions or dropped by a trim: a live cell's (the stage
            // with the shortest way left always keeps its cells).
            let e = &self.cells[rng.below(self.cells.len() as u64) as usize];
            if e.live {
                g = e.group;
            }
        }
        self.groups[g].chosen += 1;
        let members = &self.groups[g].members;
        let cells = &self.cells;
        let m = tournament(rng, members.len(), TOURNAMENT, |a, b| {
            cells[members[a]].chosen < cells[members[b]].chosen
        });
        let pick = members[m];
        self.cells[pick].chosen = self.cells[pick].chosen.saturating_add(1);
        pick
    }

    /// Files `node` under cell `key`: a new cell, or a known one reached sooner.
    /// True for a new cell.
    fn offer(&mut self, rng: &mut Rng, goals: &mut Goals, key: u64, node: &Node) -> bool {
        if let Some(&i) = self.index.get(&key) {
            if node.ticks < self.cells[i].node.ticks {
                let (node, holds) = self.kept(node);
                self.cells[i].node = node;
                if let Some(m) = holds {
                    self.maps.insert(m, i);
                }
            }
            return false;
        }
        let group = self.group(node, goals);
        let (node, holds) = self.kept(node);
        let entry = Entry {
            key,
            group,
            node,
            chosen: 0,
            live: true,
        };
        let slot = if let Some(free) = self.free.pop() {
            self.cells[free] = entry;
            free
        } else if self.cells.len() < self.cap {
            self.cells.push(entry);
            self.cells.len() - 1
        } else {
            // Full: the cell of the most crowded stage of a few drawn, the most chosen,
            // makes room; never the last of its stage.
            let (cells, groups) = (&self.cells, &self.groups);
            let size = |i: usize| groups[cells[i].group].members.len();
            let worst = tournament(rng, cells.len(), TOURNAMENT, |a, b| {
                (size(a), cells[a].chosen) > (size(b), cells[b].chosen)
            });
            if size(worst) <= 1 {
                return false;
            }
            let old = &self.cells[worst];
            self.index.remove(&old.key);
            let members = &mut self.groups[old.group].members;
            if let Some(p) = members.iter().position(|&m| m == worst) {
                members.swap_remove(p);
            }
            self.cells[worst] = entry;
            worst
        };
        self.index.insert(key, slot);
        self.groups[group].members.push(slot);
        if let Some(m) = holds {
            self.maps.insert(m, slot);
        }
        true
    }

    /// Keeps the archive's memory within `budget` bytes: the maps its cells hold, counted
    /// once each (`map_bytes` a map), and [`CELL_BYTES`] a cell. Over it, whole stages
    /// go, the longest way left first (the runs that left a hoop far behind), until the
    /// estimate is three quarters of the budget; their slots are kept for new cells, each
    /// holding a copy of `blank` (which shares the level's first map) meanwhile. The cell
    /// cap alone does not bound memory: each stage writes its own hoops, so a level whose
    /// stages multiply holds a map for each.
    fn trim(&mut self, budget: usize, map_bytes: usize, blank: &Node) {
        let mut maps: HashMap<*const crate::collide::contract::LevelMap, usize> = HashMap::new();
        let mut stage_maps = vec![0usize; self.groups.len()];
        let mut live = 0usize;
        for e in self.cells.iter().filter(|e| e.live) {
            live += 1;
            let at: *const _ = e.node.game.sim.map();
            if let std::collections::hash_map::Entry::Vacant(v) = maps.entry(at) {
                v.insert(e.group);
                stage_maps[e.group] += 1;
            }
        }
        let mut estimate = maps.len() * map_bytes + live * CELL_BYTES;
        if estimate <= budget {
            return;
        }
        let mut order: Vec<usize> = (0..self.groups.len())
            .filter(|&g| !self.groups[g].members.is_empty())
            .collect();
        order.sort_by_key(|&g| (std::cmp::Reverse(self.groups[g].way), g));
        // Keep the stage with the shortest way left, whatever the estimate.
        order.pop();
        for g in order {
            if estimate <= budget / 4 * 3 {
                break;
            }
            let members = std::mem::take(&mut self.groups[g].members);
            estimate =
                estimate.saturating_sub(stage_maps[g] * map_bytes + members.len() * CELL_BYTES);
            for i in members {
                let e = &mut self.cells[i];
                self.index.remove(&e.key);
                e.node = blank.clone();
                e.live = false;
                self.free.push(i);
            }
        }
    }

    /// The copy of `node` to keep: sharing the map of a cell with an equal one; beside it,
    /// the map's hash when no cell holds that map yet (the cell kept becomes its holder).
    fn kept(&self, node: &Node) -> (Node, Option<u64>) {
        let mut node = node.clone();
        let hash = hash_of(node.game.sim.map().cells());
        let shared = self
            .maps
            .get(&hash)
            .is_some_and(|&i| node.game.sim.share_map(&self.cells[i].node.game.sim));
        (node, (!shared).then_some(hash))
    }
}

/// The tick a run reaches each goal by (the goal it starts on at its first tick), and
/// `end` last: the schedule a shorter run has to beat.
fn goal_ticks(
    res: &Resources<'_>,
    goals: &Goals,
    start: &Node,
    events: &[crate::sim::replay::ReplayEvent],
    end: u32,
) -> Vec<u32> {
    let mut n = start.clone();
    let mut out = vec![n.ticks; n.goal + 1];
    let mut next = events.partition_point(|e| e.tick <= n.ticks);
    while n.ticks < end {
        replay_tick(res, goals, &mut n, events, &mut next);
        while out.len() <= n.goal {
            out.push(n.ticks);
        }
    }
    out.push(end);
    out
}

/// Runs the explorer from `root`. `log` gets a progress line every few seconds (goals
/// reached, cells, the best run so far), `on_best` the best state while no run is found.
pub(super) fn explore(
    res: &Resources<'_>,
    goals: &mut Goals,
    root: Node,
    x: &Explore,
    log: &mut dyn Write,
    on_best: &mut dyn FnMut(&Stuck),
) -> Result<Solution, Stuck> {
    let started = Instant::now();
    let mut rng = Rng(x.seed);
    let mut archive = Archive {
        cells: Vec::new(),
        index: HashMap::new(),
        groups: Vec::new(),
        group_of: HashMap::new(),
        goals: Vec::new(),
        by_goal: Vec::new(),
        maps: HashMap::new(),
        free: Vec::new(),
        cap: x.archive.max(1),
    };
    let mut best_goal = root.goal;
    let mut furthest = root.clone();
    let mut solution: Option<Solution> = None;
    // The tick the best run reached each goal by, and its end (empty before a run).
    let mut schedule: Vec<u32> = Vec::new();
    let start = root.clone();
    let map = start.game.sim.map();
    let map_bytes = map.fast_path_bytes() + map.cells().len() + std::mem::size_of_val(map);
    let _ = archive.offer(&mut rng, goals, cell(&root), &root);
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
        // Choose, return, then explore.
        let pick = archive.choose(&mut rng, &schedule);
        let stage = archive.cells[pick].group;
        let mut found_new = false;
        let mut node = archive.cells[pick].node.clone();
        let mut action = node.keys;
        for _ in 0..x.steps {
            if rng.below(10) >= 6 {
                action = MOVES[rng.below(MOVES.len() as u64) as usize];
            }
            let hold = 2 + rng.below(7) as u32;
            let Some((n, done)) = expand(res, goals, &node, action, hold) else {
                break;
            };
            node = n;
            if done {
                if solution.as_ref().is_none_or(|s| node.ticks < s.ticks) {
                    let events = flatten(&node.history);
                    schedule = goal_ticks(res, goals, &start, &events, node.ticks);
                    solution = Some(Solution {
                        events,
                        ticks: node.ticks,
                    });
                }
                break;
            }
            if node.ticks >= x.max_ticks || solution.as_ref().is_some_and(|s| node.ticks >= s.ticks)
            {
                break;
            }
            found_new |= archive.offer(&mut rng, goals, cell(&node), &node);
            if node.goal > best_goal {
                best_goal = node.goal;
                furthest = node.clone();
                if solution.is_none() {
                    on_best(&stuck(&furthest, goals, End::MaxTicks));
                }
            }
        }
        let idle = &mut archive.groups[stage].idle;
        *idle = if found_new { 0 } else { idle.saturating_add(1) };
        if round.is_multiple_of(TRIM_EVERY) {
            archive.trim(x.memory, map_bytes, &start);
        }
        if last_line.elapsed() >= Duration::from_secs(5) {
            last_line = Instant::now();
            let _ = writeln!(
                log,
                "explore: {:.0} s, round {round}, goal {}/{}, cells {}, stages {}, best run {}",
                started.elapsed().as_secs_f64(),
                best_goal + 1,
                goals.list.len(),
                archive.cells.len() - archive.free.len(),
                archive.groups.len(),
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
