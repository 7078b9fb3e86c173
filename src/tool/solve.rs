//! `bounceback solve`: searches for a replay that completes a level, so every shipped
//! level carries a proof that it can be finished.
//!
//! A beam search over short "macro" actions (hold left, right or neither, with or without
//! jump, for a few ticks), run on the real simulation. Each state is scored by its progress
//! through a goal list (optional waypoints, then every hoop, then the door) and, within a
//! goal, by the path distance from the ball to that goal over the tile grid (walls and
//! spikes block, gravity is ignored). The beam keeps only a few states per map cell, so it
//! spreads over the level instead of piling up against a wall next to the goal. Deaths are
//! pruned, and so are states that die within a few ticks whatever simple input follows
//! (falling into a spike pit), which would otherwise crowd out the survivors. Everything is
//! ordered by score and then by insertion, so runs are deterministic.
//!
//! The search knows nothing of the level beyond the map: a level that needs a detour the
//! distance field cannot see (power up first, come back bigger) is guided with waypoints,
//! `--path "ROW,COL hoop ..."`, and a hard stretch can be searched on its own from a
//! replay prefix with `--start FILE`.

use super::play::{self, RunOptions};
use super::replay;
use super::resdir::RawFiles;
use super::{Args, Failure};
use crate::res::Resources;
use crate::sim::flow::Game;
use crate::sim::replay::ReplayEvent;
use crate::sim::tiles::{self, EMPTY, RUBBER, WALL};
use crate::sim::{Events, Key};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::Write;
use std::path::Path;
use std::rc::Rc;

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

/// What makes two states of one layer the same: ball position and velocity, held keys,
/// goal and ground contact.
type StateKey = (i32, i32, i32, i32, u8, usize, bool);

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
    history: Option<Rc<History>>,
}

/// Path distances (pixels) from every cell to the nearest target cell.
struct Field {
    cols: i32,
    dist: Vec<u32>,
}

const FAR: u32 = u32::MAX;

/// Whether the search may route through a cell: not a wall, rubber, power, spike or conveyor.
fn passable(cell: u8) -> bool {
    let id = tiles::id(cell);
    id != RUBBER
        && !tiles::is_wall(id)
        && !tiles::is_power(id)
        && !tiles::is_spike(id)
        && !tiles::is_conveyor(id)
}

impl Field {
    fn new(game: &Game, targets: &[(i32, i32)]) -> Field {
        let sim = &game.sim;
        let (rows, cols) = (sim.rows(), sim.cols());
        let mut dist = vec![FAR; (rows * cols) as usize];
        let mut open = BTreeMap::new();
        for &(r, c) in targets {
            if (0..rows).contains(&r) && (0..cols).contains(&c) {
                dist[(r * cols + c) as usize] = 0;
                open.insert((0u32, r, c), ());
            }
        }
        while let Some(((d, r, c), ())) = open.pop_first() {
            if d > dist[(r * cols + c) as usize] {
                continue;
            }
            for (dr, dc, w) in [
                (0, 1, 16),
                (0, -1, 16),
                (1, 0, 16),
                (-1, 0, 16),
                (1, 1, 23),
                (1, -1, 23),
                (-1, 1, 23),
                (-1, -1, 23),
            ] {
                let (nr, nc) = (r + dr, c + dc);
                if !(0..rows).contains(&nr) || !(0..cols).contains(&nc) {
                    continue;
                }
                let cell = sim.map().get(nr, nc).unwrap_or(WALL);
                if !passable(cell) {
                    continue;
                }
                // Diagonals only between two open cells.
                if dr != 0 && dc != 0 {
                    let a = sim.map().get(r + dr, c).unwrap_or(WALL);
                    let b = sim.map().get(r, c + dc).unwrap_or(WALL);
                    if !passable(a) || !passable(b) {
                        continue;
                    }
                }
                let nd = d + w;
                let k = (nr * cols + nc) as usize;
                if nd < dist[k] {
                    dist[k] = nd;
                    open.insert((nd, nr, nc), ());
                }
            }
        }
        Field { cols, dist }
    }

    /// The distance from the pixel `(x, y)`: through the best nearby cell centre.
    fn at(&self, x: i32, y: i32) -> f64 {
        let (r0, c0) = (y.div_euclid(16), x.div_euclid(16));
        let rows = self.dist.len() as i32 / self.cols;
        let mut best = f64::INFINITY;
        for r in r0 - 1..=r0 + 1 {
            for c in c0 - 1..=c0 + 1 {
                if !(0..rows).contains(&r) || !(0..self.cols).contains(&c) {
                    continue;
                }
                let d = self.dist[(r * self.cols + c) as usize];
                if d == FAR {
                    continue;
                }
                let (cx, cy) = (16 * c + 8, 16 * r + 8);
                let e = (((x - cx).pow(2) + (y - cy).pow(2)) as f64).sqrt();
                best = best.min(d as f64 + e);
            }
        }
        if best.is_finite() {
            best
        } else {
            1.0e6
        }
    }
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

/// The search's view of the goals, with cached distance fields.
struct Goals {
    list: Vec<Goal>,
    cells: HashMap<usize, Field>,
    hoops: HashMap<Vec<(i32, i32)>, Field>,
    door: Field,
}

impl Goals {
    fn new(start: &Game, path: &[Goal]) -> Goals {
        let mut list: Vec<Goal> = path.to_vec();
        let named = list.iter().filter(|g| **g == Goal::Hoop).count() as i32;
        for _ in named..start.sim.hoops_left() {
            list.push(Goal::Hoop);
        }
        list.push(Goal::Door);
        let (er, ec) = start.sim.exit();
        let door_cells: Vec<(i32, i32)> = (0..3)
            .flat_map(|r| (0..2).map(move |c| (er + r, ec + c)))
            .collect();
        let mut cells = HashMap::new();
        for (i, g) in list.iter().enumerate() {
            if let Goal::Cell(r, c) = g {
                cells.insert(i, Field::new(start, &[(*r, *c)]));
            }
        }
        Goals {
            list,
            cells,
            hoops: HashMap::new(),
            door: Field::new(start, &door_cells),
        }
    }

    /// Advances `n` past every goal it has reached.
    fn advance(&self, n: &mut Node) {
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

    fn score(&mut self, n: &Node) -> f64 {
        let b = n.game.sim.ball();
        let d = match self.list.get(n.goal) {
            Some(Goal::Cell(..)) => self.cells[&n.goal].at(b.x, b.y),
            Some(Goal::Hoop) => {
                let cells = hoop_cells(&n.game);
                if cells.is_empty() {
                    0.0
                } else {
                    self.hoops
                        .entry(cells.clone())
                        .or_insert_with(|| Field::new(&n.game, &cells))
                        .at(b.x, b.y)
                }
            }
            Some(Goal::Door) | None => self.door.at(b.x, b.y),
        };
        n.goal as f64 * 1.0e6 - d
    }
}

/// What a search found.
pub struct Solution {
    /// The replay that completes the level.
    pub events: Vec<ReplayEvent>,
    /// Steps it takes.
    pub ticks: u32,
}

/// Where a search stopped without a solution.
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
    Ok(Node {
        game,
        keys,
        ticks: last,
        goal: 0,
        hoops_at_goal: hoops,
        history: Some(Rc::new(History {
            parent: None,
            events: prefix.to_vec(),
        })),
    })
}

/// Runs the search. `log` receives a progress line now and then.
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
) -> Result<Result<Solution, Stuck>, Failure> {
    let mut root = start_node(res, level, prefix)?;
    let mut goals = Goals::new(&root.game, &settings.path);
    goals.advance(&mut root);
    let mut beam = vec![root];
    let mut best_seen = f64::NEG_INFINITY;
    let mut layer = 0u32;
    loop {
        layer += 1;
        let mut children: Vec<(f64, Node)> = Vec::with_capacity(beam.len() * ACTIONS.len());
        for node in &beam {
            for &a in &ACTIONS {
                let mut n = node.clone();
                let mut events = Vec::new();
                let changed = n.keys ^ a;
                for (bit, key) in KEYS {
                    if changed & bit != 0 {
                        let e = ReplayEvent {
                            tick: n.ticks + 1,
                            key,
                            pressed: a & bit != 0,
                        };
                        n.game.sim.key(e.key, e.pressed);
                        events.push(e);
                    }
                }
                n.keys = a;
                let mut dead = false;
                let mut done = false;
                for _ in 0..settings.hold {
                    let ev = n.game.step(res);
                    n.ticks += 1;
                    if ev.contains(Events::DEATH) || ev.contains(Events::GAME_OVER) {
                        dead = true;
                        break;
                    }
                    goals.advance(&mut n);
                    if ev.contains(Events::LEVEL_COMPLETE) {
                        done = true;
                        break;
                    }
                }
                if dead {
                    continue;
                }
                if !events.is_empty() {
                    n.history = Some(Rc::new(History {
                        parent: n.history.take(),
                        events,
                    }));
                }
                if done {
                    return Ok(Ok(Solution {
                        events: flatten(&n.history),
                        ticks: n.ticks,
                    }));
                }
                let s = goals.score(&n);
                children.push((s, n));
            }
        }
        if children.is_empty() {
            return Ok(Err(stuck(&beam, &goals)));
        }
        // Best first; ties keep their generation order (stable sort).
        children.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut per_cell: HashMap<(usize, i32, i32), usize> = HashMap::new();
        let mut seen: HashSet<StateKey> = HashSet::new();
        let mut next = Vec::with_capacity(settings.beam);
        for (_, n) in children {
            let b = n.game.sim.ball();
            let key = (b.x, b.y, b.vx, b.vy, n.keys, n.goal, b.on_ground);
            if !seen.insert(key) {
                continue;
            }
            let cell = (n.goal, b.y.div_euclid(16), b.x.div_euclid(16));
            let c = per_cell.entry(cell).or_insert(0);
            if *c >= settings.per_cell {
                continue;
            }
            if doomed(res, &n, settings.lookahead) {
                continue;
            }
            *c += 1;
            next.push(n);
            if next.len() >= settings.beam {
                break;
            }
        }
        beam = next;
        let top = goals.score(&beam[0]);
        if top > best_seen {
            best_seen = top;
        }
        if layer.is_multiple_of(20) {
            let b = beam[0].game.sim.ball();
            let _ = writeln!(
                log,
                "tick {}: goal {}/{} ({:?}), best at ({}, {}), score {:.0}",
                beam[0].ticks,
                beam[0].goal + 1,
                goals.list.len(),
                goals.list.get(beam[0].goal),
                b.x,
                b.y,
                top
            );
        }
        if beam[0].ticks >= settings.max_ticks {
            return Ok(Err(stuck(&beam, &goals)));
        }
    }
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

fn stuck(beam: &[Node], goals: &Goals) -> Stuck {
    // The beam is best first: the first state of the furthest goal.
    let top = beam.iter().map(|n| n.goal).max().unwrap_or(0);
    let best = beam.iter().find(|n| n.goal == top);
    match best {
        Some(n) => Stuck {
            ticks: n.ticks,
            goal: n.goal,
            goals: goals.list.clone(),
            best: flatten(&n.history),
            x: n.game.sim.ball().x,
            y: n.game.sim.ball().y,
        },
        None => Stuck {
            ticks: 0,
            goal: 0,
            goals: goals.list.clone(),
            best: Vec::new(),
            x: 0,
            y: 0,
        },
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
    a.finish()?;
    let level = level.ok_or_else(|| Failure::usage("solve needs --level N"))?;
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
    match solve(&res, level, &prefix, &settings, &mut err)? {
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
            if !check.exit || check.hoops_left != 0 {
                return Err(Failure {
                    code: 1,
                    message: format!("the found replay does not replay: {}", check.json()),
                });
            }
            let text = format!(
                "# Completes level {level:02} in {} ticks (bounceback solve).\n{}",
                check.ticks,
                replay::to_text(&sol.events)
            );
            std::fs::write(&out_path, text).map_err(|e| Failure {
                code: 1,
                message: format!("cannot write {out_path}: {e}"),
            })?;
            writeln!(out, "{}", check.json()).map_err(io)
        }
        Err(s) => {
            let text = format!(
                "# Partial: level {level:02}, goal {} of {:?}, ball at ({}, {}) after {} ticks.\n{}",
                s.goal + 1,
                s.goals,
                s.x,
                s.y,
                s.ticks,
                replay::to_text(&s.best)
            );
            let partial = format!("{out_path}.partial");
            std::fs::write(&partial, text).map_err(|e| Failure {
                code: 1,
                message: format!("cannot write {partial}: {e}"),
            })?;
            Err(Failure {
                code: 1,
                message: format!(
                    "no solution within {} ticks: stuck at goal {} of {} ({:?}) at ({}, {}); best path in {partial}",
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
    use crate::content::RESOURCES;

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
    fn the_distance_field_follows_open_cells_around_walls() {
        let game = Game::new(&RESOURCES, 0).unwrap();
        let (rows, cols) = (game.sim.rows(), game.sim.cols());
        let target = (rows - 2, cols - 2);
        let f = Field::new(&game, &[target]);
        let at = |r: i32, c: i32| f.dist[(r * cols + c) as usize];
        assert_eq!(at(target.0, target.1), 0);
        // The border is solid: unreachable.
        assert_eq!(at(0, 0), FAR);
        // A straight run along the open bottom row costs 16 a cell.
        assert_eq!(at(target.0, target.1 - 1), 16);
        // Every open cell's distance is at most a neighbour's plus one step.
        for r in 1..rows - 1 {
            for c in 1..cols - 1 {
                let d = at(r, c);
                if d == FAR || d == 0 {
                    continue;
                }
                let best = [(0, 1), (0, -1), (1, 0), (-1, 0)]
                    .iter()
                    .map(|(dr, dc)| at(r + dr, c + dc))
                    .filter(|d| *d != FAR)
                    .min()
                    .unwrap();
                assert!(d <= best + 16, "cell ({r}, {c})");
            }
        }
    }

    #[test]
    fn it_finds_a_replay_that_completes_the_first_level() {
        let settings = Settings {
            beam: 60,
            max_ticks: 1500,
            ..Settings::default()
        };
        let found = solve(&RESOURCES, 0, &[], &settings, &mut std::io::sink()).unwrap();
        let Ok(sol) = found else {
            panic!("no solution for level 0");
        };
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
}
