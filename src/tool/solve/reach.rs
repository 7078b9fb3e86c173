//! Where the ball can get to under gravity, as a distance field the search is guided by.
//!
//! A flying ball's distance map sends the search up walls no jump climbs and leaves it
//! stalled under ledges. Here a state is a cell and the rows of rise the ball has left:
//! standing on something (a floor, a platform's path where it can be boarded, an up-wind,
//! water for the big ball, which floats) restores the full jump, each row up or across in
//! the air spends one, and a fall spends it all, so a ledge higher than a jump is out of
//! reach unless something carries the ball there. Some edges are one-way: a lift that can
//! only be got on at its top only brings the ball down, and a sideways wind is crossed with
//! it, never against it.
//! Gravity's direction comes from the mode (reverse gravity turns the map upside down),
//! and so does the jump: about 5 rows for the small ball and 11 for the big one, a quarter
//! more speed (about half again the height) with the jump power.
//!
//! A mode is also what a power tile changes: the distance from a state to the goal is the
//! walk to the goal in the ball's mode, or the walk to a power tile plus the distance from
//! there in the mode it gives, whichever is shorter. So a big ball in front of a small hoop
//! is guided to a deflater first, and a ceiling it cannot jump to, to the reverse-gravity
//! pickup.

use crate::sim::enemy::PLATFORM;
use crate::sim::flow::Game;
use crate::sim::tiles::{self, WATER};
use std::collections::BinaryHeap;

/// What the ball's reach depends on: its size and the timed power it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) struct Mode {
    pub big: bool,
    pub power: Power,
}

/// The timed powers that change where the ball can go (each clears the others).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) enum Power {
    None,
    ReverseGravity,
    Jump,
}

impl Mode {
    pub(super) const ALL: [Mode; 6] = [
        Mode::new(false, Power::None),
        Mode::new(true, Power::None),
        Mode::new(false, Power::ReverseGravity),
        Mode::new(true, Power::ReverseGravity),
        Mode::new(false, Power::Jump),
        Mode::new(true, Power::Jump),
    ];

    pub(super) const fn new(big: bool, power: Power) -> Mode {
        Mode { big, power }
    }

    /// The mode of the ball in `game`.
    pub(super) fn of(game: &Game) -> Mode {
        let b = game.sim.ball();
        let power = if b.reverse_gravity {
            Power::ReverseGravity
        } else if b.jump_boost {
            Power::Jump
        } else {
            Power::None
        };
        Mode::new(b.big, power)
    }

    fn index(self) -> usize {
        Mode::ALL.iter().position(|m| *m == self).unwrap_or(0)
    }

    /// Rows a jump from a standing start rises.
    pub(super) fn jump_rows(self) -> i32 {
        match (self.big, self.power == Power::Jump) {
            (false, false) => 5,
            (true, false) => 11,
            (false, true) => 7,
            (true, true) => 16,
        }
    }

    /// The row step that goes with gravity (+1 down, -1 under reverse gravity).
    fn down(self) -> i32 {
        if self.power == Power::ReverseGravity {
            -1
        } else {
            1
        }
    }

    /// The mode a power tile gives, if it changes this one.
    fn after(self, tile: u8) -> Option<Mode> {
        match tile {
            tiles::DEFLATER if self.big => Some(Mode::new(false, self.power)),
            tiles::INFLATER if !self.big => Some(Mode::new(true, self.power)),
            tiles::REVERSE_GRAVITY if self.power != Power::ReverseGravity => {
                Some(Mode::new(self.big, Power::ReverseGravity))
            }
            tiles::JUMP if self.power != Power::Jump => Some(Mode::new(self.big, Power::Jump)),
            tiles::SPEED if self.power != Power::None => Some(Mode::new(self.big, Power::None)),
            _ => None,
        }
    }
}

/// What the map says about one cell for the field.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Cell {
    /// Walls, rubber, slopes, conveyors, fan housings: blocks, and carries.
    Solid,
    /// Spikes: neither passable nor a floor.
    Deadly,
    /// Air (with whatever it holds: pickups, powers, winds, passed hoops), and bricks.
    Open,
    /// A small hoop: only the small ball gets through.
    SmallHoop,
}

fn classify(cell: u8) -> Cell {
    let id = tiles::id(cell);
    if tiles::is_spike(id) {
        return Cell::Deadly;
    }
    if matches!(id, tiles::SMALL_V_HOOP | tiles::SMALL_H_HOOP)
        || matches!(id, tiles::SMALL_V_HOOP_PASSED | tiles::SMALL_H_HOOP_PASSED)
    {
        return Cell::SmallHoop;
    }
    // Bricks count as open: the F-form breaks them, and the search finds out whether it
    // has one; as walls they would hide every room behind them.
    let open = id == tiles::EMPTY
        || tiles::is_brick(id)
        || tiles::is_power(id)
        || tiles::is_pickup(id)
        || id == tiles::CHECKPOINT_ACTIVE
        || tiles::is_hoop(id)
        || (!tiles::is_fan(id)
            && (tiles::up_wind(id).is_some()
                || tiles::left_wind(id).is_some()
                || tiles::pushes_right(id)));
    if open {
        Cell::Open
    } else {
        Cell::Solid
    }
}

/// A cell's sideways wind: -1 left, 1 right, 0 none (fans are solid to the field).
fn wind_of(id: u8) -> i8 {
    if tiles::is_fan(id) {
        0
    } else if tiles::left_wind(id).is_some() {
        -1
    } else if tiles::pushes_right(id) {
        1
    } else {
        0
    }
}

/// The level's map as the field needs it, read once per target set.
pub(super) struct Terrain {
    rows: i32,
    cols: i32,
    cells: Vec<Cell>,
    water: Vec<bool>,
    lift: Vec<bool>,
    up_wind: Vec<bool>,
    /// The sideways winds: -1 blows left, 1 right. A wind (250 or 125 a tick) outweighs
    /// the ball's steering (18 a tick, 60 at most), so it is a one-way edge: the ball is
    /// blown through, never makes way against it.
    wind: Vec<i8>,
    power: Vec<u8>,
}

impl Terrain {
    /// `rows` x `cols` cells, all solid, with nothing on them.
    fn solid(rows: i32, cols: i32) -> Terrain {
        let n = (rows * cols) as usize;
        Terrain {
            rows,
            cols,
            cells: vec![Cell::Solid; n],
            water: vec![false; n],
            lift: vec![false; n],
            up_wind: vec![false; n],
            wind: vec![0; n],
            power: vec![0; n],
        }
    }

    pub(super) fn new(game: &Game) -> Terrain {
        let sim = &game.sim;
        let (rows, cols) = (sim.rows(), sim.cols());
        let mut t = Terrain::solid(rows, cols);
        for r in 0..rows {
            for c in 0..cols {
                let b = sim.map().get(r, c).unwrap_or(tiles::WALL);
                let k = (r * cols + c) as usize;
                let id = tiles::id(b);
                t.cells[k] = classify(b);
                t.water[k] = b & WATER != 0;
                t.up_wind[k] = !tiles::is_fan(id) && tiles::up_wind(id).is_some();
                t.wind[k] = wind_of(id);
                if tiles::is_power(id) {
                    t.power[k] = id;
                }
            }
        }
        for e in sim.enemies().iter().filter(|e| e.kind == PLATFORM) {
            t.mark_lift(e.row0, e.col0, e.row1, e.col1);
        }
        t
    }

    /// Marks the cells where a platform on the path (`r0`, `c0`) to (`r1`, `c1`) carries
    /// the ball. A level path is a floor along its length (the cells its top passes and
    /// the row above, where the ball sits). A lift is a way up only from where the ball
    /// can get on it: it is boarded from its top end, or at a row of its path by a jump
    /// from standing ground beside the path (the platform blocks a ball coming from below,
    /// and it never passes beside a 24-pixel platform in its two-cell shaft). From the
    /// lowest such row it carries the ball up to the top and down again, so those rows are
    /// floors; below it, the path is only air a ball falls through (it rides the lift
    /// down, and cannot come back up by it except to where it got on). A lift whose lower
    /// end cannot be got to (closed in, under spikes, or only from underneath) is thus no
    /// way up at all, where it used to count as a ladder.
    fn mark_lift(&mut self, r0: i32, c0: i32, r1: i32, c1: i32) {
        let (top, bot) = (r0.min(r1), r0.max(r1));
        let (cl, cr) = (c0.min(c1), c0.max(c1) + 1);
        let lowest = if top == bot {
            bot
        } else {
            // The ball rides a row above the platform's top; the lowest riding row from
            // which it is boarded, or the top's.
            (top - 1..bot)
                .rev()
                .find(|&x| self.boardable(x, cl - 1) || self.boardable(x, cr + 1))
                .map_or(top - 1, |x| x + 1)
        };
        for r in top - 1..=lowest {
            for c in cl..=cr {
                if let Some(k) = self.at(r, c) {
                    self.lift[k] = true;
                }
            }
        }
    }

    /// Whether the ball gets to row `x` of column `c` (beside a lift's path) by a jump of
    /// a small ball (5 rows) from standing ground straight below it in that column.
    fn boardable(&self, x: i32, c: i32) -> bool {
        for r in x..=x + 5 {
            let Some(k) = self.at(r, c) else {
                return false;
            };
            if self.cells[k] != Cell::Open {
                return false;
            }
            let below = self.at(r + 1, c).map(|b| self.cells[b]);
            if below == Some(Cell::Solid) || self.water[k] {
                return true;
            }
        }
        false
    }

    fn at(&self, r: i32, c: i32) -> Option<usize> {
        ((0..self.rows).contains(&r) && (0..self.cols).contains(&c))
            .then_some((r * self.cols + c) as usize)
    }

    fn passable(&self, k: usize, mode: Mode) -> bool {
        match self.cells[k] {
            Cell::Open => true,
            Cell::SmallHoop => !mode.big,
            Cell::Solid | Cell::Deadly => false,
        }
    }

    /// Whether the ball in `k` can start a jump (or keeps rising whatever it does).
    fn carried(&self, k: usize, r: i32, c: i32, mode: Mode) -> bool {
        if self.lift[k] || self.up_wind[k] || (self.water[k] && mode.big) {
            return true;
        }
        match self.at(r + mode.down(), c) {
            Some(b) => self.cells[b] == Cell::Solid || self.lift[b],
            None => true,
        }
    }
}

/// Distances (pixels of path) from every (cell, rise left) state to the goal, in one mode.
pub(super) struct Field {
    cols: i32,
    rows: i32,
    jump: i32,
    down: i32,
    dist: Vec<u32>,
}

pub(super) const FAR: u32 = u32::MAX;
const STEP: u32 = 16;
/// What taking a power costs on top of the walk, so that a detour is only taken when the
/// direct way is much longer or closed.
const POWER_COST: u32 = 8 * STEP;

impl Field {
    /// Backward Dijkstra from `seeds` (cell, distance) over the forward moves of `mode`.
    fn build(t: &Terrain, mode: Mode, seeds: &[(usize, u32)]) -> Field {
        let jump = mode.jump_rows();
        let layers = (jump + 1) as usize;
        let n = t.cells.len();
        // Forward moves, inverted once: for each state, the states that move into it.
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n * layers];
        let state = |k: usize, b: i32| k * layers + b as usize;
        for r in 0..t.rows {
            for c in 0..t.cols {
                let k = (r * t.cols + c) as usize;
                if !t.passable(k, mode) {
                    continue;
                }
                let carried = t.carried(k, r, c, mode);
                for b in 0..=jump {
                    let from = state(k, b) as u32;
                    let eff = if carried { jump } else { b };
                    let mut go = |nr: i32, nc: i32, nb: i32| {
                        if let Some(nk) = t.at(nr, nc) {
                            if t.passable(nk, mode) {
                                preds[state(nk, nb)].push(from);
                            }
                        }
                    };
                    if eff > 0 {
                        go(r - mode.down(), c, eff - 1);
                    }
                    go(r + mode.down(), c, 0);
                    // Across in the air spends rise too: a jump carries the ball a
                    // few cells sideways, not over the whole map.
                    let side = if carried { jump } else { (b - 1).max(0) };
                    if t.wind[k] <= 0 {
                        go(r, c - 1, side);
                    }
                    if t.wind[k] >= 0 {
                        go(r, c + 1, side);
                    }
                }
            }
        }
        let mut dist = vec![FAR; n * layers];
        let mut open = BinaryHeap::new();
        for &(k, d) in seeds {
            for b in 0..=jump {
                let s = state(k, b);
                if d < dist[s] {
                    dist[s] = d;
                    open.push(std::cmp::Reverse((d, s as u32)));
                }
            }
        }
        while let Some(std::cmp::Reverse((d, s))) = open.pop() {
            if d > dist[s as usize] {
                continue;
            }
            for &p in &preds[s as usize] {
                let nd = d + STEP;
                if nd < dist[p as usize] {
                    dist[p as usize] = nd;
                    open.push(std::cmp::Reverse((nd, p)));
                }
            }
        }
        Field {
            cols: t.cols,
            rows: t.rows,
            jump,
            down: mode.down(),
            dist,
        }
    }

    fn cell(&self, k: usize, rise: i32) -> u32 {
        self.dist[k * (self.jump + 1) as usize + rise.clamp(0, self.jump) as usize]
    }

    /// The distance from standing in cell (row, column), or `FAR`.
    pub(super) fn standing_at(&self, r: i32, c: i32) -> u32 {
        if !(0..self.rows).contains(&r) || !(0..self.cols).contains(&c) {
            return FAR;
        }
        self.cell((r * self.cols + c) as usize, self.jump)
    }

    /// The rows a ball still rises: all of its jump on the ground, what its speed carries
    /// it on the way up (`vy` in tenths of a pixel a tick, against gravity's pull of 7),
    /// none on the way down.
    pub(super) fn rise(&self, on_ground: bool, vy: i32) -> i32 {
        if on_ground {
            self.jump
        } else if vy < 0 {
            let px = vy * vy / 140;
            ((px + 15) / 16).min(self.jump)
        } else {
            0
        }
    }

    /// The distance from the ball at pixel `(x, y)` with `rise` rows of rise left, through
    /// the best nearby cell centre (one against gravity costs a row of the rise).
    pub(super) fn at(&self, x: i32, y: i32, rise: i32) -> Option<f64> {
        let (r0, c0) = (y.div_euclid(16), x.div_euclid(16));
        let mut best = f64::INFINITY;
        for r in r0 - 1..=r0 + 1 {
            for c in c0 - 1..=c0 + 1 {
                if !(0..self.rows).contains(&r) || !(0..self.cols).contains(&c) {
                    continue;
                }
                let up = r == r0 - self.down;
                let d = self.cell((r * self.cols + c) as usize, rise - i32::from(up));
                if d == FAR || (up && rise == 0) {
                    continue;
                }
                let (cx, cy) = (16 * c + 8, 16 * r + 8);
                let e = (((x - cx).pow(2) + (y - cy).pow(2)) as f64).sqrt();
                // A neighbour's distance counts only as far as a step to it would.
                let near = r == r0 && c == c0;
                best = best.min(d as f64 + e + if near { 0.0 } else { 8.0 });
            }
        }
        best.is_finite().then_some(best)
    }
}

/// The fields of one goal in every mode, power detours included.
pub(super) struct Fields {
    by_mode: Vec<Field>,
}

impl Fields {
    /// `targets(mode)` are the goal's cells in that mode (a small hoop is no goal for the
    /// big ball).
    pub(super) fn new(t: &Terrain, targets: &dyn Fn(Mode) -> Vec<(i32, i32)>) -> Fields {
        let direct: Vec<Vec<(usize, u32)>> = Mode::ALL
            .iter()
            .map(|&m| {
                targets(m)
                    .into_iter()
                    .filter_map(|(r, c)| t.at(r, c))
                    .map(|k| (k, 0))
                    .collect()
            })
            .collect();
        let mut by_mode: Vec<Field> = Mode::ALL
            .iter()
            .map(|&m| Field::build(t, m, &direct[m.index()]))
            .collect();
        // Two rounds of power detours: enough for two powers in a row (deflate, then
        // reverse gravity).
        for _ in 0..2 {
            let next: Vec<Field> = Mode::ALL
                .iter()
                .map(|&m| {
                    let mut seeds = direct[m.index()].clone();
                    for (k, &p) in t.power.iter().enumerate() {
                        if p == 0 {
                            continue;
                        }
                        if let Some(m2) = m.after(p) {
                            let d = by_mode[m2.index()].cell(k, by_mode[m2.index()].jump);
                            if d != FAR {
                                seeds.push((k, d + POWER_COST));
                            }
                        }
                    }
                    Field::build(t, m, &seeds)
                })
                .collect();
            by_mode = next;
        }
        Fields { by_mode }
    }

    pub(super) fn get(&self, mode: Mode) -> &Field {
        &self.by_mode[mode.index()]
    }

    /// Whether the goal can be reached from standing in cell (row, column) with no timed
    /// power (what a ball has after a hoop, as far as a plan can tell), either size.
    pub(super) fn reachable_from(&self, r: i32, c: i32) -> bool {
        self.distance_from(r, c) != FAR
    }

    /// The way to the goal from standing in cell (row, column) with no timed power, the
    /// shorter of the two sizes' (`FAR`: none).
    pub(super) fn distance_from(&self, r: i32, c: i32) -> u32 {
        [false, true]
            .iter()
            .map(|&big| self.get(Mode::new(big, Power::None)).standing_at(r, c))
            .min()
            .unwrap_or(FAR)
    }
}

/// The hoops a route can take next: those from which some order passes every other hoop
/// and then reaches the door, by depth-first search over orders (remembering the dead
/// ends, so each set of hoops left is tried once per hoop). `reach[a][b]` says whether
/// hoop `b` can be reached from hoop `a`, `door[a]` whether the door can be from `a`.
/// When no hoop has a complete order (the field is only a model of the game) every hoop
/// is a candidate, as it would be without a plan.
pub(super) fn first_hoops(reach: &[Vec<bool>], door: &[bool]) -> Vec<bool> {
    let n = reach.len();
    if n > 20 {
        return vec![true; n];
    }
    let full = (1u32 << n) - 1;
    let mut dead = std::collections::HashSet::new();
    fn ends(
        at: usize,
        done: u32,
        full: u32,
        reach: &[Vec<bool>],
        door: &[bool],
        dead: &mut std::collections::HashSet<(usize, u32)>,
    ) -> bool {
        if done == full {
            return door[at];
        }
        if dead.contains(&(at, done)) {
            return false;
        }
        for next in 0..reach.len() {
            if done & (1 << next) == 0
                && reach[at][next]
                && ends(next, done | (1 << next), full, reach, door, dead)
            {
                return true;
            }
        }
        dead.insert((at, done));
        false
    }
    let firsts: Vec<bool> = (0..n)
        .map(|h| ends(h, 1 << h, full, reach, door, &mut dead))
        .collect();
    if firsts.iter().any(|f| *f) {
        firsts
    } else {
        vec![true; n]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_hoop_is_one_that_leaves_every_other_within_reach() {
        // Hoop 0 is the corner: from it both others can be reached; from 1 (past a drop)
        // neither 0 nor 2's way back; 2 leads to 1. Orders: 0, 2, 1, then the door (only
        // reachable from 1).
        let reach = vec![
            vec![true, true, true],
            vec![false, true, false],
            vec![false, true, true],
        ];
        let door = vec![false, true, false];
        assert_eq!(first_hoops(&reach, &door), vec![true, false, false]);
        // With the door reachable from nowhere, no order works: every hoop stays a
        // candidate rather than none.
        assert_eq!(first_hoops(&reach, &[false; 3]), vec![true; 3]);
    }

    /// A terrain from text: `#` wall, `.` air, `-` deflater, `h` small hoop, `~` water,
    /// `<` and `>` winds blowing left and right.
    fn terrain(rows: &[&str]) -> Terrain {
        let (nr, nc) = (rows.len() as i32, rows[0].len() as i32);
        let mut t = Terrain::solid(nr, nc);
        for (r, line) in rows.iter().enumerate() {
            for (c, ch) in line.chars().enumerate() {
                let k = r * nc as usize + c;
                let cell = match ch {
                    '#' => tiles::WALL,
                    '-' => tiles::DEFLATER,
                    'h' => tiles::SMALL_H_HOOP,
                    '<' => tiles::WIND_LEFT,
                    '>' => tiles::WIND_RIGHT,
                    _ => tiles::EMPTY,
                };
                t.wind[k] = wind_of(cell);
                t.cells[k] = classify(cell);
                t.water[k] = ch == '~';
                if tiles::is_power(cell) {
                    t.power[k] = cell;
                }
            }
        }
        t
    }

    #[test]
    fn a_ledge_higher_than_a_jump_is_out_of_reach_and_a_low_one_is_not() {
        // The goal `G` sits on a ledge 8 rows over the floor: above the small ball's jump,
        // below the big ball's. `S` stands on the floor on the left.
        let t = terrain(&[
            "##########",
            "#........#",
            "#........#",
            "#.....G..#",
            "#.....####",
            "#........#",
            "#........#",
            "#........#",
            "#........#",
            "#........#",
            "#........#",
            "#........#",
            "#S.......#",
            "##########",
        ]);
        let goal = t.at(3, 6).unwrap();
        let start = t.at(12, 1).unwrap();
        let small = Field::build(&t, Mode::new(false, Power::None), &[(goal, 0)]);
        let big = Field::build(&t, Mode::new(true, Power::None), &[(goal, 0)]);
        assert_eq!(
            small.cell(start, 5),
            FAR,
            "a small ball jumps 5 rows, not 9"
        );
        assert_ne!(big.cell(start, 11), FAR, "a big ball jumps 11");
        // Falling from mid-air, the ball must land before it can rise: 3 rows down first.
        assert_eq!(big.cell(t.at(9, 1).unwrap(), 0), 16 * (3 + 9 + 5));
        // The way is 9 rows up and 5 columns across, one step each, over the ledge's edge.
        assert_eq!(big.cell(start, 11), 16 * (9 + 5));
    }

    #[test]
    fn a_sideways_wind_is_crossed_with_it_and_not_against_it() {
        // A corridor with a strip of left wind in its middle: from the right end the left
        // end is reached, from the left end the right end is not; a right wind the other
        // way round.
        let across = |row: &str, from: (i32, i32), to: (i32, i32)| {
            let t = terrain(&["#########", row, "#########"]);
            let goal = t.at(to.0, to.1).unwrap();
            let f = Field::build(&t, Mode::new(false, Power::None), &[(goal, 0)]);
            f.cell(t.at(from.0, from.1).unwrap(), 5)
        };
        assert_eq!(across("#..<<<..#", (1, 7), (1, 1)), 6 * STEP);
        assert_eq!(across("#..<<<..#", (1, 1), (1, 7)), FAR);
        assert_eq!(across("#..>>>..#", (1, 1), (1, 7)), 6 * STEP);
        assert_eq!(across("#..>>>..#", (1, 7), (1, 1)), FAR);
    }

    #[test]
    fn a_lift_is_a_way_up_only_from_where_it_can_be_boarded() {
        // A two-cell shaft (columns 2 and 3) hangs from the top corridor, where the goal
        // `G` is; the start `S` stands on the floor of the room under it. A platform that
        // goes down only to row 10 stays in the closed shaft: a jump from the floor gets
        // into the shaft under it, never onto it. One that goes down to row 12 passes
        // the room's floor beside the shaft's foot, where the ball jumps on.
        let rows = [
            "##########",
            "#G.......#",
            "##..######",
            "##..######",
            "##..######",
            "##..######",
            "##..######",
            "##..######",
            "##..######",
            "##..######",
            "##..######",
            "#........#",
            "#........#",
            "#S.......#",
            "##########",
        ];
        let reach_from_start = |bottom: i32| {
            let mut t = terrain(&rows);
            t.mark_lift(2, 2, bottom, 2);
            let goal = t.at(1, 1).unwrap();
            let start = t.at(13, 1).unwrap();
            Field::build(&t, Mode::new(false, Power::None), &[(goal, 0)]).cell(start, 5)
        };
        assert_eq!(
            reach_from_start(10),
            FAR,
            "the closed shaft's lift only goes down"
        );
        assert_ne!(
            reach_from_start(12),
            FAR,
            "the lift down to the floor carries up"
        );
        // The shaft above the closed lift's foot is still a way down from the corridor.
        let mut t = terrain(&rows);
        t.mark_lift(2, 2, 10, 2);
        let f = Field::build(
            &t,
            Mode::new(false, Power::None),
            &[(t.at(9, 2).unwrap(), 0)],
        );
        assert_ne!(f.cell(t.at(1, 1).unwrap(), 5), FAR);
    }

    #[test]
    fn a_big_ball_is_sent_to_the_deflater_before_a_small_hoop() {
        // The goal `G` is in a chamber whose only way in is the small hoop `h` below it;
        // the deflater `-` lies four cells left of where the ball stands, at (4, 5).
        let t = terrain(&[
            "#######", "###..##", "###.G##", "####h##", "#-....#", "#######",
        ]);
        let fields = Fields::new(&t, &|_| vec![(2, 4)]);
        let start = t.at(4, 5).unwrap();
        let small = fields.get(Mode::new(false, Power::None)).cell(start, 5);
        let big = fields.get(Mode::new(true, Power::None)).cell(start, 11);
        // Small: one left, two up through the hoop.
        assert_eq!(small, 3 * STEP);
        // Big: four to the deflater, the power's cost, then the small ball's five.
        assert_eq!(big, 4 * STEP + POWER_COST + 5 * STEP);
        // Without a deflater the big ball cannot get there at all.
        let closed = terrain(&[
            "#######", "###..##", "###.G##", "####h##", "#.....#", "#######",
        ]);
        let fields = Fields::new(&closed, &|_| vec![(2, 4)]);
        assert_eq!(
            fields.get(Mode::new(true, Power::None)).cell(start, 11),
            FAR
        );
    }
}
