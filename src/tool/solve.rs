//! `bounceback solve`: searches for a replay that completes a level, so every shipped
//! level carries a proof that it can be finished, and a pack author learns where a level
//! of theirs cannot be.
//!
//! A beam search over short "macro" actions (hold left, right or neither, with or without
//! jump, for a few ticks), run on the real simulation. Each state is scored by its progress
//! through a goal list (optional waypoints, then every hoop, then the door) and, within a
//! goal, by its distance to that goal in `reach.rs`'s gravity-aware field: jumps as high as
//! the ball's size and power allow, lifts (from where they can be boarded) and up-winds as
//! the ways up, sideways winds as one-way edges, and power tiles as steps of the route (a deflater before a small hoop, the reverse-gravity pickup before
//! a ceiling). Hoops are taken in an order that can be finished: the field leads only to
//! the hoops from which, by the fields' reach, every other hoop and then the door can still
//! be got to (a depth-first search over orders that backs out of dead ends), so a corner
//! hoop is not skipped for one past a drop with no way back. As the plan is only as good
//! as the model, the beam also gives no single set of passed hoops more than two thirds of
//! its places, keeping other orders alive. Two states are the same only with the same ball,
//! keys, goal, passed hoops and platform positions, and the per-cell limit counts the
//! platforms near the ball too, so a state waiting for a lift is not pruned by one that
//! does not wait. Deaths are pruned, and so are states that die within a few ticks whatever
//! simple input follows. Everything is ordered by score and then by insertion, so runs are
//! deterministic.
//!
//! Memory: a layer's children are scored and dropped; only the ones kept are played
//! again, so a layer holds two beams of games, not six.
//!
//! Progress is not lost: the best state so far is handed to a callback every few seconds
//! and when the search ends (solved, `--max-ticks`, `--time-limit`, or nothing survived),
//! and the command writes it to `OUT.partial`. SIGINT and SIGTERM (Ctrl-C, `kill`,
//! `timeout`) set a flag the search looks at after each layer: it stops there, writes the
//! best path, says it was interrupted and exits with code 1, so an interrupted search
//! loses at most one layer (an uncatchable SIGKILL still loses up to `--save-every`).
//!
//! A level that needs a detour the field cannot see is still guided with waypoints,
//! `--path "ROW,COL hoop ..."`, and a hard stretch can be searched on its own from a
//! replay prefix with `--start FILE`.

mod explore;
mod reach;

pub use explore::Explore;

use super::play::{self, RunOptions};
use super::replay;
use super::resdir::RawFiles;
use super::{Args, Failure};
use crate::res::Resources;
use crate::sim::enemy::PLATFORM;
use crate::sim::flow::Game;
use crate::sim::replay::ReplayEvent;
use crate::sim::tiles::{self, EMPTY};
use crate::sim::{Events, Key};
use reach::{Fields, Mode, Terrain};
use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::io::Write;
use std::path::Path;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// One thing the search must achieve, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Put the ball centre into this cell (row, column).
    Cell(i32, i32),
    /// Pass one more hoop (any).
    Hoop,
    /// Enter the door (complete the level).
    Door,
}

/// Search settings.
#[derive(Clone, Debug)]
pub struct Settings {
    /// States kept per layer.
    pub beam: usize,
    /// Ticks each macro action is held.
    pub hold: u32,
    /// States kept per map cell and goal.
    pub per_cell: usize,
    /// Give up after this many ticks.
    pub max_ticks: u32,
    /// Ticks a kept state is played on (holding its keys, or none, or the other way)
    /// to drop states already doomed to die; 0 turns the check off.
    pub lookahead: u32,
    /// Waypoints and hoop goals before the implicit remaining hoops and the door.
    pub path: Vec<Goal>,
    /// Give up after this much search time.
    pub time_limit: Option<Duration>,
    /// How often the best state so far is handed out while the search runs.
    pub save_every: Duration,
    /// Once set, the search ends after the layer it is in ([`End::Interrupted`]): the
    /// command's SIGINT/SIGTERM handler sets it, so a kill still leaves the best path.
    pub stop: Option<Arc<AtomicBool>>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            beam: 600,
            hold: 5,
            per_cell: 3,
            max_ticks: 6000,
            lookahead: 8,
            path: Vec::new(),
            time_limit: None,
            save_every: Duration::from_secs(10),
            stop: None,
        }
    }
}

/// Held keys: bit 0 left, 1 right, 2 jump, 3 down.
const KEYS: [(u8, Key); 4] = [
    (1, Key::Left),
    (2, Key::Right),
    (4, Key::Jump),
    (8, Key::Down),
];

/// The macro actions: every horizontal choice with and without jump.
const ACTIONS: [u8; 6] = [0, 1, 2, 4, 5, 6];

/// The events a search path added, linked to its parent's.
struct History {
    parent: Option<Rc<History>>,
    events: Vec<ReplayEvent>,
}

fn flatten(h: &Option<Rc<History>>) -> Vec<ReplayEvent> {
    let mut parts = Vec::new();
    let mut cur = h.clone();
    while let Some(n) = cur {
        parts.push(n.clone());
        cur = n.parent.clone();
    }
    parts.reverse();
    parts
        .iter()
        .flat_map(|p| p.events.iter().copied())
        .collect()
}

#[derive(Clone)]
struct Node {
    game: Game,
    keys: u8,
    ticks: u32,
    goal: usize,
    hoops_at_goal: i32,
    /// The hoops not passed yet, by cell (shared until one is passed), and their count.
    hoops: Rc<Vec<(i32, i32)>>,
    hoops_count: i32,
    history: Option<Rc<History>>,
}

fn hoop_cells(game: &Game) -> Vec<(i32, i32)> {
    let sim = &game.sim;
    let mut out = Vec::new();
    for r in 0..sim.rows() {
        for c in 0..sim.cols() {
            let id = tiles::id(sim.map().get(r, c).unwrap_or(EMPTY));
            if tiles::is_unpassed_hoop(id) {
                out.push((r, c));
            }
        }
    }
    out
}

fn is_small_hoop(game: &Game, (r, c): (i32, i32)) -> bool {
    let id = tiles::id(game.sim.map().get(r, c).unwrap_or(EMPTY));
    matches!(id, tiles::SMALL_V_HOOP | tiles::SMALL_H_HOOP)
}

/// The hoops left as groups of cells (a big hoop's two halves together).
fn hoop_groups(game: &Game, cells: &[(i32, i32)]) -> Vec<Vec<(i32, i32)>> {
    let id = |(r, c): (i32, i32)| tiles::id(game.sim.map().get(r, c).unwrap_or(EMPTY));
    let mut groups = Vec::new();
    for &cell in cells {
        let t = id(cell);
        let (r, c) = cell;
        match t {
            tiles::BIG_V_BOTTOM if cells.contains(&(r - 1, c)) => continue,
            tiles::BIG_H_RIGHT if cells.contains(&(r, c - 1)) => continue,
            tiles::BIG_V_TOP if cells.contains(&(r + 1, c)) => groups.push(vec![cell, (r + 1, c)]),
            tiles::BIG_H_LEFT if cells.contains(&(r, c + 1)) => groups.push(vec![cell, (r, c + 1)]),
            _ => groups.push(vec![cell]),
        }
    }
    groups
}

/// What [`Goals::way_left`] counts for a goal the fields find no way to: more than any
/// way on a map the game can hold (255 x 255 cells at 16 a cell, a few times over).
const WAY_UNKNOWN: u64 = 1 << 24;

/// What a state scores when its goal is out of reach of the field: behind every state
/// that can reach it, ahead of the previous goal.
const UNREACHABLE: f64 = 5.0e5;

/// The search's view of the goals, with cached distance fields.
struct Goals {
    list: Vec<Goal>,
    terrain: Terrain,
    cells: HashMap<usize, Fields>,
    hoops: HashMap<Vec<(i32, i32)>, Rc<Fields>>,
    single: HashMap<Vec<(i32, i32)>, Rc<Fields>>,
    door: Fields,
}

impl Goals {
    fn new(start: &Game, path: &[Goal]) -> Goals {
        let mut list: Vec<Goal> = path.to_vec();
        let named = list.iter().filter(|g| **g == Goal::Hoop).count() as i32;
        for _ in named..start.sim.hoops_left() {
            list.push(Goal::Hoop);
        }
        list.push(Goal::Door);
        let terrain = Terrain::new(start);
        let (er, ec) = start.sim.exit();
        let door_cells: Vec<(i32, i32)> = (0..3)
            .flat_map(|r| (0..2).map(move |c| (er + r, ec + c)))
            .collect();
        let mut cells = HashMap::new();
        for (i, g) in list.iter().enumerate() {
            if let Goal::Cell(r, c) = *g {
                cells.insert(i, Fields::new(&terrain, &|_| vec![(r, c)]));
            }
        }
        let door = Fields::new(&terrain, &|_| door_cells.clone());
        Goals {
            list,
            terrain,
            cells,
            hoops: HashMap::new(),
            single: HashMap::new(),
            door,
        }
    }

    /// Advances `n` past every goal it has reached.
    fn advance(&self, n: &mut Node) {
        if n.game.sim.hoops_left() != n.hoops_count {
            n.hoops = Rc::new(hoop_cells(&n.game));
            n.hoops_count = n.game.sim.hoops_left();
        }
        while let Some(g) = self.list.get(n.goal) {
            let done = match *g {
                Goal::Cell(r, c) => {
                    let b = n.game.sim.ball();
                    b.y.div_euclid(16) == r && b.x.div_euclid(16) == c
                }
                Goal::Hoop => n.game.sim.hoops_left() < n.hoops_at_goal,
                Goal::Door => false,
            };
            if !done {
                return;
            }
            n.goal += 1;
            if *g == Goal::Hoop {
                n.hoops_at_goal -= 1;
            } else {
                n.hoops_at_goal = n.game.sim.hoops_left();
            }
        }
    }

    /// The field of one hoop (its cells), cached.
    fn one_hoop(&mut self, game: &Game, cells: &[(i32, i32)]) -> Rc<Fields> {
        if let Some(f) = self.single.get(cells) {
            return f.clone();
        }
        let small = is_small_hoop(game, cells[0]);
        let list = cells.to_vec();
        let f = Rc::new(Fields::new(&self.terrain, &|m: Mode| {
            if m.big && small {
                Vec::new()
            } else {
                list.clone()
            }
        }));
        self.single.insert(cells.to_vec(), f.clone());
        f
    }

    /// The field of the hoops left that a complete order can start with
    /// ([`reach::first_hoops`]), cached by the hoops left.
    fn hoop_fields(&mut self, n: &Node) -> Rc<Fields> {
        if let Some(f) = self.hoops.get(n.hoops.as_ref()) {
            return f.clone();
        }
        let groups = hoop_groups(&n.game, &n.hoops);
        let fields: Vec<Rc<Fields>> = groups.iter().map(|g| self.one_hoop(&n.game, g)).collect();
        let reach: Vec<Vec<bool>> = groups
            .iter()
            .map(|a| {
                fields
                    .iter()
                    .map(|f| f.reachable_from(a[0].0, a[0].1))
                    .collect()
            })
            .collect();
        let door: Vec<bool> = groups
            .iter()
            .map(|a| self.door.reachable_from(a[0].0, a[0].1))
            .collect();
        let firsts = reach::first_hoops(&reach, &door);
        let chosen: Vec<(Vec<(i32, i32)>, bool)> = groups
            .iter()
            .zip(&firsts)
            .filter(|(_, f)| **f)
            .map(|(g, _)| (g.clone(), is_small_hoop(&n.game, g[0])))
            .collect();
        let f = Rc::new(Fields::new(&self.terrain, &|m: Mode| {
            chosen
                .iter()
                .filter(|(_, small)| !(m.big && *small))
                .flat_map(|(g, _)| g.iter().copied())
                .collect()
        }));
        self.hoops.insert(n.hoops.as_ref().clone(), f.clone());
        f
    }

    /// A measure of the way left from `n`, for telling a run that skipped a hoop from
    /// one that did not: each hoop left costs the shortest way to it, from the ball or
    /// from another hoop left, and the door the shortest way from a hoop left (from the
    /// ball when none is). A hoop left far behind (the ball dropped past it) costs the
    /// whole way back, or [`WAY_UNKNOWN`] when the fields find none, however few hoops
    /// remain; hoops ahead cost the short hops between them. The sum of each goal's
    /// cheapest way in is no more than any order's length (an assignment bound).
    fn way_left(&mut self, n: &Node) -> u64 {
        let b = *n.game.sim.ball();
        let modes = [
            Mode::of(&n.game),
            Mode::new(false, reach::Power::None),
            Mode::new(true, reach::Power::None),
        ];
        let from_ball = |f: &Fields| {
            modes
                .iter()
                .filter_map(|&m| {
                    let field = f.get(m);
                    field.at(b.x, b.y, field.rise(b.on_ground, b.vy))
                })
                .fold(f64::INFINITY, f64::min)
        };
        let cost = |d: u32| {
            if d == reach::FAR {
                WAY_UNKNOWN
            } else {
                u64::from(d)
            }
        };
        let groups = hoop_groups(&n.game, &n.hoops);
        let fields: Vec<Rc<Fields>> = groups.iter().map(|g| self.one_hoop(&n.game, g)).collect();
        let ball_cost = |f: &Fields| {
            let d = from_ball(f);
            if d.is_finite() {
                d as u64
            } else {
                WAY_UNKNOWN
            }
        };
        if groups.is_empty() {
            return ball_cost(&self.door);
        }
        let mut total = 0u64;
        for (i, f) in fields.iter().enumerate() {
            let from_hoops = groups
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, a)| cost(f.distance_from(a[0].0, a[0].1)))
                .min()
                .unwrap_or(WAY_UNKNOWN);
            total += from_hoops.min(ball_cost(f));
        }
        let door = groups
            .iter()
            .map(|a| cost(self.door.distance_from(a[0].0, a[0].1)))
            .min()
            .unwrap_or(WAY_UNKNOWN);
        total + door
    }

    fn score(&mut self, n: &Node) -> f64 {
        let b = *n.game.sim.ball();
        let mode = Mode::of(&n.game);
        let at = |f: &reach::Field| f.at(b.x, b.y, f.rise(b.on_ground, b.vy));
        let d = match self.list.get(n.goal) {
            Some(Goal::Cell(..)) => at(self.cells[&n.goal].get(mode)),
            Some(Goal::Hoop) => {
                if n.hoops.is_empty() {
                    Some(0.0)
                } else {
                    at(self.hoop_fields(n).get(mode))
                }
            }
            Some(Goal::Door) | None => at(self.door.get(mode)),
        };
        n.goal as f64 * 1.0e6 - d.unwrap_or(UNREACHABLE).min(UNREACHABLE)
    }
}

/// What a search found.
pub struct Solution {
    /// The replay that completes the level.
    pub events: Vec<ReplayEvent>,
    /// Steps it takes.
    pub ticks: u32,
}

/// Why a search ended without a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The best state reached `--max-ticks`.
    MaxTicks,
    /// `--time-limit` ran out.
    TimeLimit,
    /// Every state died.
    NoSurvivors,
    /// [`Settings::stop`] was set (SIGINT or SIGTERM).
    Interrupted,
    /// The explorer's `--rounds` ran out.
    Rounds,
}

impl End {
    /// The reason in words, for `--log` and the tool's message.
    pub fn describe(self) -> &'static str {
        match self {
            End::MaxTicks => "the tick limit was reached",
            End::TimeLimit => "the time limit ran out",
            End::NoSurvivors => "every state died",
            End::Interrupted => "it was interrupted",
            End::Rounds => "the rounds ran out",
        }
    }
}

/// Where a search stopped without a solution, or the best state so far while it runs.
#[derive(Clone)]
pub struct Stuck {
    /// Steps searched.
    pub ticks: u32,
    /// The goal it was on (0-based).
    pub goal: usize,
    /// The goals in order: the hoops, then the door.
    pub goals: Vec<Goal>,
    /// The input of the best attempt.
    pub best: Vec<ReplayEvent>,
    /// Where that attempt left the ball, x.
    pub x: i32,
    /// Where that attempt left the ball, y.
    pub y: i32,
    /// Why the search ended (`MaxTicks` for the best state reported while it runs).
    pub end: End,
}

/// Starts a node from New Game on `level`, after the `prefix` replay's events (run up to
/// their last tick).
fn start_node(res: &Resources<'_>, level: usize, prefix: &[ReplayEvent]) -> Result<Node, Failure> {
    let mut game = Game::new(res, level).map_err(|e| Failure::usage(e.to_string()))?;
    let mut keys = 0u8;
    let last = prefix.last().map_or(0, |e| e.tick);
    let mut next = 0;
    for tick in 1..=last {
        while next < prefix.len() && prefix[next].tick <= tick {
            let e = prefix[next];
            game.sim.key(e.key, e.pressed);
            let bit = KEYS
                .iter()
                .find(|(_, k)| *k == e.key)
                .map_or(0, |(b, _)| *b);
            if e.pressed {
                keys |= bit;
            } else {
                keys &= !bit;
            }
            next += 1;
        }
        game.step(res);
    }
    let hoops = game.sim.hoops_left();
    let cells = hoop_cells(&game);
    Ok(Node {
        game,
        keys,
        ticks: last,
        goal: 0,
        hoops_at_goal: hoops,
        hoops: Rc::new(cells),
        hoops_count: hoops,
        history: Some(Rc::new(History {
            parent: None,
            events: prefix.to_vec(),
        })),
    })
}

/// Plays `action` on a copy of `node` for `hold` ticks: the child, or `None` when it died;
/// `true` beside it when the level completed.
fn expand(
    res: &Resources<'_>,
    goals: &Goals,
    node: &Node,
    action: u8,
    hold: u32,
) -> Option<(Node, bool)> {
    let mut n = node.clone();
    let mut events = Vec::new();
    let changed = n.keys ^ action;
    for (bit, key) in KEYS {
        if changed & bit != 0 {
            let e = ReplayEvent {
                tick: n.ticks + 1,
                key,
                pressed: action & bit != 0,
            };
            n.game.sim.key(e.key, e.pressed);
            events.push(e);
        }
    }
    n.keys = action;
    let mut done = false;
    for _ in 0..hold {
        let ev = n.game.step(res);
        n.ticks += 1;
        if ev.contains(Events::DEATH) || ev.contains(Events::GAME_OVER) {
            return None;
        }
        goals.advance(&mut n);
        if ev.contains(Events::LEVEL_COMPLETE) {
            done = true;
            break;
        }
    }
    if !events.is_empty() {
        n.history = Some(Rc::new(History {
            parent: n.history.take(),
            events,
        }));
    }
    Some((n, done))
}

fn hash_of(v: impl Hash) -> u64 {
    let mut h = DefaultHasher::new();
    v.hash(&mut h);
    h.finish()
}

/// What makes two states of one layer the same: the ball, held keys, goal, hoops passed
/// and every enemy's place and motion (a state waiting for a lift differs from one that
/// does not by where the lift is).
fn state_key(n: &Node) -> u64 {
    let b = n.game.sim.ball();
    let enemies: Vec<(i32, i32, i32, i32)> = n
        .game
        .sim
        .enemies()
        .iter()
        .map(|e| (e.x_off, e.y_off, e.x_speed, e.y_speed))
        .collect();
    hash_of((b, n.keys, n.goal, n.hoops.as_ref(), enemies))
}

/// The per-cell limit's cell: the goal, the passed hoops, the ball's cell and size, and
/// where the platforms near the ball are (in 8-pixel steps).
fn cell_key(n: &Node) -> u64 {
    let b = n.game.sim.ball();
    let (r, c) = (b.y.div_euclid(16), b.x.div_euclid(16));
    let lifts: Vec<(i32, i32)> = n
        .game
        .sim
        .enemies()
        .iter()
        .filter(|e| e.kind == PLATFORM)
        .filter(|e| {
            let (r0, r1) = (e.row0.min(e.row1), e.row0.max(e.row1));
            let (c0, c1) = (e.col0.min(e.col1), e.col0.max(e.col1));
            r >= r0 - 8 && r <= r1 + 8 && c >= c0 - 4 && c <= c1 + 5
        })
        .map(|e| (e.x_off / 8, e.y_off / 8))
        .collect();
    hash_of((
        n.goal,
        n.hoops.as_ref(),
        r,
        c,
        b.big,
        b.reverse_gravity,
        lifts,
    ))
}

/// A scored child: its parent in the beam and the action that made it.
struct Child {
    score: f64,
    parent: u32,
    action: u8,
    key: u64,
    cell: u64,
    group: u64,
}

/// Runs the search. `log` receives a progress line now and then; `on_best` the best state
/// so far, every `settings.save_every` while it improves and once when the search ends
/// without a solution.
///
/// The inner result is the search's: a [`Solution`], or where it stopped ([`Stuck`]).
///
/// # Errors
///
/// The level does not load (exit code 2).
pub fn solve(
    res: &Resources<'_>,
    level: usize,
    prefix: &[ReplayEvent],
    settings: &Settings,
    log: &mut dyn Write,
    on_best: &mut dyn FnMut(&Stuck),
) -> Result<Result<Solution, Stuck>, Failure> {
    let started = Instant::now();
    let mut root = start_node(res, level, prefix)?;
    let mut goals = Goals::new(&root.game, &settings.path);
    goals.advance(&mut root);
    let mut best = (goals.score(&root), root.clone());
    let mut best_saved = false;
    let mut last_save = Instant::now();
    let mut beam = vec![root];
    let mut layer = 0u32;
    let group_quota = (settings.beam * 2 / 3).max(1);
    let end = loop {
        layer += 1;
        let mut children: Vec<Child> = Vec::with_capacity(beam.len() * ACTIONS.len());
        for (i, node) in beam.iter().enumerate() {
            for &a in &ACTIONS {
                let Some((n, done)) = expand(res, &goals, node, a, settings.hold) else {
                    continue;
                };
                if done {
                    return Ok(Ok(Solution {
                        events: flatten(&n.history),
                        ticks: n.ticks,
                    }));
                }
                children.push(Child {
                    score: goals.score(&n),
                    parent: i as u32,
                    action: a,
                    key: state_key(&n),
                    cell: cell_key(&n),
                    group: hash_of(n.hoops.as_ref()),
                });
            }
        }
        if children.is_empty() {
            break End::NoSurvivors;
        }
        // Best first; ties keep their generation order (stable sort).
        children.sort_by(|a, b| b.score.total_cmp(&a.score));
        let mut per_cell: HashMap<u64, usize> = HashMap::new();
        let mut per_group: HashMap<u64, usize> = HashMap::new();
        let mut seen: HashSet<u64> = HashSet::new();
        let mut next: Vec<(usize, Node)> = Vec::with_capacity(settings.beam);
        let mut over_quota = Vec::new();
        for (i, ch) in children.iter().enumerate() {
            if next.len() >= settings.beam {
                break;
            }
            if seen.contains(&ch.key) {
                continue;
            }
            let c = per_cell.get(&ch.cell).copied().unwrap_or(0);
            if c >= settings.per_cell {
                continue;
            }
            if per_group.get(&ch.group).copied().unwrap_or(0) >= group_quota {
                over_quota.push(i);
                continue;
            }
            let Some(n) = admit(res, &goals, &beam, ch, settings, &mut seen) else {
                continue;
            };
            *per_cell.entry(ch.cell).or_insert(0) += 1;
            *per_group.entry(ch.group).or_insert(0) += 1;
            next.push((i, n));
        }
        // The places the quota left empty go to the best of those it held back.
        for i in over_quota {
            if next.len() >= settings.beam {
                break;
            }
            let ch = &children[i];
            if seen.contains(&ch.key)
                || per_cell.get(&ch.cell).copied().unwrap_or(0) >= settings.per_cell
            {
                continue;
            }
            let Some(n) = admit(res, &goals, &beam, ch, settings, &mut seen) else {
                continue;
            };
            *per_cell.entry(ch.cell).or_insert(0) += 1;
            next.push((i, n));
        }
        if next.is_empty() {
            break End::NoSurvivors;
        }
        next.sort_by_key(|(i, _)| *i);
        let top = children[next[0].0].score;
        beam = next.into_iter().map(|(_, n)| n).collect();
        drop(children);
        if top > best.0 {
            best = (top, beam[0].clone());
            best_saved = false;
        }
        if !best_saved && last_save.elapsed() >= settings.save_every {
            on_best(&stuck(&best.1, &goals, End::MaxTicks));
            best_saved = true;
            last_save = Instant::now();
        }
        if layer.is_multiple_of(20) {
            let b = beam[0].game.sim.ball();
            let _ = writeln!(
                log,
                "tick {}: goal {}/{} ({:?}), best at ({}, {}), score {:.0}, {:.0} s",
                beam[0].ticks,
                beam[0].goal + 1,
                goals.list.len(),
                goals.list.get(beam[0].goal),
                b.x,
                b.y,
                top,
                started.elapsed().as_secs_f64()
            );
        }
        if beam[0].ticks >= settings.max_ticks {
            break End::MaxTicks;
        }
        if settings.time_limit.is_some_and(|t| started.elapsed() >= t) {
            break End::TimeLimit;
        }
        if settings
            .stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
        {
            break End::Interrupted;
        }
    };
    let s = stuck(&best.1, &goals, end);
    on_best(&s);
    Ok(Err(s))
}

/// Runs the archive-and-return search ([`Explore`], `explore.rs`) on `level` after the
/// `prefix` replay, through the goals of `path` (then every hoop, then the door).
///
/// # Errors
///
/// The level does not load (exit code 2).
pub fn solve_explore(
    res: &Resources<'_>,
    level: usize,
    prefix: &[ReplayEvent],
    path: &[Goal],
    x: &Explore,
    log: &mut dyn Write,
    on_best: &mut dyn FnMut(&Stuck),
) -> Result<Result<Solution, Stuck>, Failure> {
    let mut root = start_node(res, level, prefix)?;
    let mut goals = Goals::new(&root.game, path);
    goals.advance(&mut root);
    let found = explore::explore(res, &mut goals, root, x, log, on_best);
    if let Err(s) = &found {
        on_best(s);
    }
    Ok(found)
}

/// Plays the next tick of a replay on `n`: the keys of `events[*next..]` due by then,
/// one step, and the goals it reached; `next` moves past the events applied.
fn replay_tick(
    res: &Resources<'_>,
    goals: &Goals,
    n: &mut Node,
    events: &[ReplayEvent],
    next: &mut usize,
) -> Events {
    let tick = n.ticks + 1;
    while let Some(e) = events.get(*next).filter(|e| e.tick <= tick) {
        n.game.sim.key(e.key, e.pressed);
        *next += 1;
    }
    let ev = n.game.step(res);
    n.ticks = tick;
    goals.advance(n);
    ev
}

/// The hoops a run leaves, after each one it passes ([`route_along`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HoopsLeft {
    /// The tick the hoop was passed on (0: the start).
    pub tick: u32,
    /// The hoops left, by their cells (row, column; a big hoop's two).
    pub cells: Vec<(i32, i32)>,
    /// The explorer's measure of the way left from there (`Goals::way_left`).
    pub way_left: u64,
}

/// Plays `events` on `level` and lists the hoops left at the start and after each hoop
/// passed, with the explorer's measure of the way left: which hoop a search's run
/// skipped, when, and what it cost the run in the explorer's eyes (`solve --route`).
///
/// # Errors
///
/// The level cannot be loaded.
pub fn route_along(
    res: &Resources<'_>,
    level: usize,
    events: &[ReplayEvent],
) -> Result<Vec<HoopsLeft>, Failure> {
    let mut n = start_node(res, level, &[])?;
    let mut goals = Goals::new(&n.game, &[]);
    let mut out = vec![HoopsLeft {
        tick: 0,
        cells: n.hoops.as_ref().clone(),
        way_left: goals.way_left(&n),
    }];
    let last = events.last().map_or(0, |e| e.tick);
    let mut next = 0;
    while n.ticks <= last {
        let before = n.hoops_count;
        let ev = replay_tick(res, &goals, &mut n, events, &mut next);
        if n.hoops_count < before {
            out.push(HoopsLeft {
                tick: n.ticks,
                cells: n.hoops.as_ref().clone(),
                way_left: goals.way_left(&n),
            });
        }
        if ev.contains(Events::LEVEL_COMPLETE) || ev.contains(Events::GAME_OVER) {
            break;
        }
    }
    Ok(out)
}

/// Plays the kept child `ch` again from its parent: the node, unless it died or is doomed
/// (a doomed one's key stays in `seen`, so an equal child is not played again).
fn admit(
    res: &Resources<'_>,
    goals: &Goals,
    beam: &[Node],
    ch: &Child,
    settings: &Settings,
    seen: &mut HashSet<u64>,
) -> Option<Node> {
    let (n, _) = expand(
        res,
        goals,
        &beam[ch.parent as usize],
        ch.action,
        settings.hold,
    )?;
    seen.insert(ch.key);
    (!doomed(res, &n, settings.lookahead)).then_some(n)
}

/// Whether every simple continuation of `n` (its keys held, no keys, the other direction)
/// dies within `ticks` steps.
fn doomed(res: &Resources<'_>, n: &Node, ticks: u32) -> bool {
    if ticks == 0 {
        return false;
    }
    let flip = |k: u8| (k & !3) | ((k & 1) << 1) | ((k & 2) >> 1);
    let mut tried = Vec::with_capacity(3);
    for keys in [n.keys, 0, flip(n.keys)] {
        if tried.contains(&keys) {
            continue;
        }
        tried.push(keys);
        let mut game = n.game.clone();
        for (bit, key) in KEYS {
            if (n.keys ^ keys) & bit != 0 {
                game.sim.key(key, keys & bit != 0);
            }
        }
        let mut died = false;
        for _ in 0..ticks {
            let ev = game.step(res);
            if ev.contains(Events::DEATH) || ev.contains(Events::GAME_OVER) {
                died = true;
                break;
            }
            if ev.contains(Events::LEVEL_COMPLETE) {
                break;
            }
        }
        if !died {
            return false;
        }
    }
    true
}

fn stuck(n: &Node, goals: &Goals, end: End) -> Stuck {
    Stuck {
        ticks: n.ticks,
        goal: n.goal,
        goals: goals.list.clone(),
        best: flatten(&n.history),
        x: n.game.sim.ball().x,
        y: n.game.sim.ball().y,
        end,
    }
}

/// Plays `events` on `level` as `play --replay` does and tells `log` each hoop passed
/// (tick, the ball's cell, its size), each power taken, each death, and how the run
/// ended.
///
/// # Errors
///
/// The level does not load (exit code 2).
pub fn narrate(
    res: &Resources<'_>,
    level: usize,
    events: &[ReplayEvent],
    ticks: u32,
    log: &mut dyn Write,
) -> Result<(), Failure> {
    let mut game = Game::new(res, level).map_err(|e| Failure::usage(e.to_string()))?;
    let mut next = 0;
    let size = |big: bool| if big { "big" } else { "small" };
    let mut tick = 0u32;
    loop {
        tick += 1;
        while next < events.len() && events[next].tick <= tick {
            game.sim.key(events[next].key, events[next].pressed);
            next += 1;
        }
        let before = *game.sim.ball();
        let ev = game.step(res);
        let b = *game.sim.ball();
        let cell = (b.y.div_euclid(16), b.x.div_euclid(16));
        if ev.contains(Events::HOOP) {
            let _ = writeln!(
                log,
                "tick {tick}: hoop passed at {cell:?}, {} ball, {} left",
                size(b.big),
                game.sim.hoops_left()
            );
        }
        let powers = [
            (
                before.big != b.big,
                if b.big { "inflater" } else { "deflater" },
            ),
            (
                !before.reverse_gravity && b.reverse_gravity,
                "reverse gravity",
            ),
            (!before.jump_boost && b.jump_boost, "jump"),
            (!before.speed_boost && b.speed_boost, "speed"),
            (!before.f_form && b.f_form, "F-form"),
        ];
        for (taken, name) in powers {
            if taken {
                let _ = writeln!(log, "tick {tick}: power {name} taken at {cell:?}");
            }
        }
        if ev.contains(Events::DEATH) {
            let _ = writeln!(log, "tick {tick}: died at {cell:?}");
        }
        if ev.contains(Events::LEVEL_COMPLETE) {
            let _ = writeln!(log, "tick {tick}: level complete");
            return Ok(());
        }
        if ev.ends_run() || tick >= ticks {
            let _ = writeln!(
                log,
                "tick {tick}: replay ends at {cell:?}, {} ball, {} hoops left",
                size(b.big),
                game.sim.hoops_left()
            );
            return Ok(());
        }
    }
}

fn parse_path(s: &str) -> Result<Vec<Goal>, Failure> {
    s.split_whitespace()
        .map(|w| {
            if w == "hoop" {
                return Ok(Goal::Hoop);
            }
            let (r, c) = w.split_once(',').ok_or_else(|| {
                Failure::usage(format!("path step '{w}': expected ROW,COL or hoop"))
            })?;
            let num = |v: &str| {
                v.parse::<i32>()
                    .map_err(|_| Failure::usage(format!("path step '{w}' is not ROW,COL")))
            };
            Ok(Goal::Cell(num(r)?, num(c)?))
        })
        .collect()
}

fn write_text(path: &str, text: &str) -> Result<(), Failure> {
    std::fs::write(path, text).map_err(|e| Failure {
        code: 1,
        message: format!("cannot write {path}: {e}"),
    })
}

fn partial_text(level: usize, s: &Stuck) -> String {
    format!(
        "# Partial: level {level:02}, goal {} of {:?}, ball at ({}, {}) after {} ticks.\n{}",
        s.goal + 1,
        s.goals,
        s.x,
        s.y,
        s.ticks,
        replay::to_text(&s.best)
    )
}

/// The flag SIGINT and SIGTERM set, with its handler installed on first use (a process
/// has one handler; later calls share it). `None` when the handler cannot be installed:
/// the search then runs as before, with only the periodic writes.
fn interrupt_flag() -> Option<Arc<AtomicBool>> {
    static FLAG: OnceLock<Option<Arc<AtomicBool>>> = OnceLock::new();
    FLAG.get_or_init(|| {
        let flag = Arc::new(AtomicBool::new(false));
        let set = flag.clone();
        ctrlc::set_handler(move || set.store(true, Ordering::Relaxed))
            .ok()
            .map(|()| flag)
    })
    .clone()
}

fn seconds(a: &mut Args<'_>, name: &str) -> Result<Option<Duration>, Failure> {
    Ok(a.number::<u64>(name)?.map(Duration::from_secs))
}

/// The `solve` subcommand.
///
/// # Errors
///
/// Bad arguments (exit code 2), or what the subcommand found wrong or could not read or
/// write (1).
pub fn command(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let mut a = Args::new(args);
    let res_dir = a.option("--res")?;
    let level = a.number::<usize>("--level")?;
    let out_path = a.option("--out")?;
    let start = a.option("--start")?;
    let path = a.option("--path")?;
    let beam = a.number::<usize>("--beam")?;
    let hold = a.number::<usize>("--hold")?;
    let per_cell = a.number::<usize>("--per-cell")?;
    let max_ticks = a.number::<usize>("--max-ticks")?;
    let lookahead = a.number::<usize>("--lookahead")?;
    let time_limit = seconds(&mut a, "--time-limit")?;
    let save_every = seconds(&mut a, "--save-every")?;
    let narrate_run = a.flag("--log");
    let strategy = a.option("--strategy")?;
    let seed = a.number::<u64>("--seed")?;
    let archive = a.number::<usize>("--archive")?;
    let rounds = a.number::<u64>("--rounds")?;
    let route = a.option("--route")?;
    a.finish()?;
    let explore_run = match strategy.as_deref() {
        None | Some("beam") => false,
        Some("explore") => true,
        Some(other) => {
            return Err(Failure::usage(format!(
                "--strategy is beam or explore, not {other}"
            )))
        }
    };
    let level = level.ok_or_else(|| Failure::usage("solve needs --level N"))?;
    if let Some(file) = route {
        let events = replay::read(Path::new(&file))?;
        let files = RawFiles::load(res_dir.as_deref().map(Path::new))?;
        let res = files.resources()?;
        let io = |e: std::io::Error| Failure {
            code: 1,
            message: format!("cannot write: {e}"),
        };
        for h in route_along(&res, level, &events)? {
            let cells: Vec<String> = h.cells.iter().map(|(r, c)| format!("{r},{c}")).collect();
            writeln!(
                out,
                "tick {}: way left {}, {} hoop cells left: {}",
                h.tick,
                h.way_left,
                h.cells.len(),
                cells.join(" ")
            )
            .map_err(io)?;
        }
        return Ok(());
    }
    let out_path = out_path.ok_or_else(|| Failure::usage("solve needs --out FILE"))?;
    let mut settings = Settings::default();
    if let Some(v) = beam {
        settings.beam = v.max(1);
    }
    if let Some(v) = hold {
        settings.hold = v.max(1) as u32;
    }
    if let Some(v) = per_cell {
        settings.per_cell = v.max(1);
    }
    if let Some(v) = max_ticks {
        settings.max_ticks = v as u32;
    }
    if let Some(v) = lookahead {
        settings.lookahead = v as u32;
    }
    if let Some(p) = &path {
        settings.path = parse_path(p)?;
    }
    settings.time_limit = time_limit;
    if let Some(v) = save_every {
        settings.save_every = v.max(Duration::from_secs(1));
    }
    settings.stop = interrupt_flag();
    let prefix = match &start {
        Some(p) => replay::read(Path::new(p))?,
        None => Vec::new(),
    };
    let files = RawFiles::load(res_dir.as_deref().map(Path::new))?;
    let res = files.resources()?;
    let mut err = std::io::stderr();
    let io = |e: std::io::Error| Failure {
        code: 1,
        message: format!("cannot write: {e}"),
    };
    let partial = format!("{out_path}.partial");
    let mut write_error = None;
    let mut save = |s: &Stuck| {
        if let Err(e) = write_text(&partial, &partial_text(level, s)) {
            write_error.get_or_insert(e);
        }
    };
    let found = if explore_run {
        let x = Explore {
            seed: seed.unwrap_or(1),
            archive: archive.unwrap_or(Explore::default().archive).max(1),
            // With no clock, a bounded search: rounds, not forever.
            rounds: rounds.or(settings.time_limit.is_none().then_some(100_000)),
            time_limit: settings.time_limit,
            max_ticks: max_ticks.map_or(Explore::default().max_ticks, |v| v as u32),
            stop: settings.stop.clone(),
            ..Explore::default()
        };
        solve_explore(
            &res,
            level,
            &prefix,
            &settings.path,
            &x,
            &mut err,
            &mut save,
        )?
    } else {
        solve(&res, level, &prefix, &settings, &mut err, &mut save)?
    };
    if let Some(e) = write_error {
        return Err(e);
    }
    match found {
        Ok(sol) => {
            // Check the replay from scratch, as the tests will run it.
            let check = play::run(
                &res,
                RunOptions {
                    level: Some(level),
                    replay: &sol.events,
                    ..RunOptions::default()
                },
            )?;
            if !check.exit || check.hoops_left != 0 || check.ticks != sol.ticks {
                return Err(Failure {
                    code: 1,
                    message: format!(
                        "the found replay does not replay as found (tick {}): {}",
                        sol.ticks,
                        check.json()
                    ),
                });
            }
            if narrate_run {
                narrate(&res, level, &sol.events, sol.ticks, &mut err)?;
                let _ = writeln!(err, "search ended: solved in {} ticks", sol.ticks);
            }
            let text = format!(
                "# Completes level {level:02} in {} ticks (bounceback solve).\n{}",
                check.ticks,
                replay::to_text(&sol.events)
            );
            write_text(&out_path, &text)?;
            // A solution makes the partial path of the same run stale.
            let _ = std::fs::remove_file(&partial);
            writeln!(out, "{}", check.json()).map_err(io)
        }
        Err(s) => {
            if narrate_run {
                narrate(&res, level, &s.best, s.ticks, &mut err)?;
                let _ = writeln!(err, "search ended: {}", s.end.describe());
            }
            Err(Failure {
                code: 1,
                message: format!(
                    "no solution ({} after {} ticks): stuck at goal {} of {} ({:?}) at ({}, {}); best path in {partial}",
                    s.end.describe(),
                    s.ticks,
                    s.goal + 1,
                    s.goals.len(),
                    s.goals.get(s.goal),
                    s.x,
                    s.y
                ),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::embedded::RESOURCES;

    /// `sol` played by `play`'s runner: the door on level 0, every hoop passed, on the
    /// tick the search claimed.
    fn assert_finishes_level_0(sol: &Solution) {
        let out = play::run(
            &RESOURCES,
            RunOptions {
                level: Some(0),
                replay: &sol.events,
                ..RunOptions::default()
            },
        )
        .unwrap();
        assert!(out.exit && out.hoops_left == 0, "{}", out.json());
        assert_eq!(out.ticks, sol.ticks);
    }

    #[test]
    fn path_steps_parse_and_bad_ones_are_usage_errors() {
        assert_eq!(
            parse_path("3,4 hoop 10,-1").unwrap(),
            vec![Goal::Cell(3, 4), Goal::Hoop, Goal::Cell(10, -1)]
        );
        for bad in ["3", "a,b", "hoops", "1,2,3"] {
            assert_eq!(parse_path(bad).unwrap_err().code, 2, "{bad}");
        }
    }

    #[test]
    fn it_finds_a_replay_that_completes_the_first_level() {
        let settings = Settings {
            beam: 60,
            max_ticks: 1500,
            ..Settings::default()
        };
        let found = solve(
            &RESOURCES,
            0,
            &[],
            &settings,
            &mut std::io::sink(),
            &mut |_| {},
        )
        .unwrap();
        let Ok(sol) = found else {
            panic!("no solution for level 0");
        };
        assert_finishes_level_0(&sol);
    }

    /// The explorer with no memory to spare: every count drops all stages but the one with
    /// the shortest way left, and it still finishes the first level, the same way twice,
    /// with a run that replays.
    #[test]
    fn the_explorer_trimmed_to_one_stage_still_finishes_the_first_level() {
        let run = || {
            let x = Explore {
                rounds: Some(40_000),
                memory: 0,
                ..Explore::default()
            };
            solve_explore(
                &RESOURCES,
                0,
                &[],
                &[],
                &x,
                &mut std::io::sink(),
                &mut |_| {},
            )
            .unwrap()
        };
        let (Ok(a), Ok(b)) = (run(), run()) else {
            panic!("trimmed to one stage, the explorer did not finish level 0");
        };
        assert_eq!((a.ticks, &a.events), (b.ticks, &b.events));
        assert_finishes_level_0(&a);
    }

    /// The explorer on the first level: a run to the door in a bounded number of rounds,
    /// the same run again from the same seed, and a run that replays as found.
    #[test]
    fn the_explorer_finishes_the_first_level_and_a_seed_gives_the_same_run() {
        let run = |seed: u64, rounds: u64| {
            let x = Explore {
                seed,
                rounds: Some(rounds),
                ..Explore::default()
            };
            let mut handed = 0;
            let found = solve_explore(
                &RESOURCES,
                0,
                &[],
                &[],
                &x,
                &mut std::io::sink(),
                &mut |_| handed += 1,
            )
            .unwrap();
            (found, handed)
        };
        let (Ok(a), _) = run(1, 20_000) else {
            panic!("the explorer did not finish level 0 in 20,000 rounds");
        };
        let (Ok(b), _) = run(1, 20_000) else {
            panic!("the second run did not finish");
        };
        assert_eq!(
            (a.ticks, &a.events),
            (b.ticks, &b.events),
            "same seed, same run"
        );
        assert_finishes_level_0(&a);
        // Too few rounds: no run, the furthest state handed out, the reason said.
        let (Err(s), handed) = run(1, 3) else {
            panic!("three rounds finished a level");
        };
        assert_eq!(s.end, End::Rounds);
        assert!(handed >= 1);
    }

    #[test]
    fn a_time_out_hands_out_the_best_partial_path_and_says_why() {
        let settings = Settings {
            beam: 20,
            time_limit: Some(Duration::ZERO),
            ..Settings::default()
        };
        let mut handed = Vec::new();
        let found = solve(
            &RESOURCES,
            0,
            &[],
            &settings,
            &mut std::io::sink(),
            &mut |s| handed.push(s.clone()),
        )
        .unwrap();
        let Err(s) = found else {
            panic!("solved in one layer");
        };
        assert_eq!(s.end, End::TimeLimit);
        // One layer of 5 ticks was searched, and the best path handed out once, at the end.
        assert!(s.ticks <= settings.hold, "{}", s.ticks);
        assert_eq!(handed.len(), 1);
        assert_eq!(handed[0].best, s.best);
        assert_eq!(handed[0].end, End::TimeLimit);
    }

    #[test]
    fn a_set_stop_flag_ends_the_search_after_one_layer_as_interrupted() {
        let settings = Settings {
            beam: 20,
            stop: Some(Arc::new(AtomicBool::new(true))),
            ..Settings::default()
        };
        let mut handed = Vec::new();
        let found = solve(
            &RESOURCES,
            0,
            &[],
            &settings,
            &mut std::io::sink(),
            &mut |s| handed.push(s.end),
        )
        .unwrap();
        let Err(s) = found else {
            panic!("solved in one layer");
        };
        assert_eq!(s.end, End::Interrupted);
        assert!(s.ticks <= settings.hold, "{}", s.ticks);
        assert_eq!(handed, vec![End::Interrupted]);
    }
}
