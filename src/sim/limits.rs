//! The original game's limits: what of a resource set the original could not run. The port
//! reads more than the original does (any level count, any picture size); a pack author who
//! wants the set to run on the phone too, and the level editor, need to know where it goes
//! past the original's fixed tables and layout. One implementation for both: `bounceback
//! check` prints [`check`]'s problems, an editor asks [`check_level`] or [`check_map`] about
//! the level it holds. Every limit is listed, with its reason, in docs/FORMAT.md ("Limits of
//! the original"); [`LIMITS`] names them in the same order.

use super::flow::Game;
use super::{tiles, Events};
use crate::res::demo::CODE_TIP;
use crate::res::lf::Level;
use crate::res::tf::{DrawType, TileSet};
use crate::res::{LevelName, Resources};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// Levels the original has: New Game lists 1..=21, index 20 is the bonus level, the demo
/// plays index 21 and the tutorial texts exist only for indices above 20.
pub const LEVELS: usize = 22;
/// Entries of the original's tip position table.
pub const TIP_POSITIONS: i32 = 5;
/// The view's tile origin at the bottom and right clamps is rows - 13 and cols - 12.
pub const MIN_ROWS: usize = 13;
/// See [`MIN_ROWS`].
pub const MIN_COLS: usize = 12;
/// The original's code writes ids up to 116 into maps (passed hoops, break frames) and
/// knows tiles by id up to there.
pub const MIN_TILES: usize = 117;
/// The level's hoop-front list, fan-housing list and saved-cell table.
pub const MAX_HOOP_ENTRIES: usize = 30;
/// See [`MAX_HOOP_ENTRIES`].
pub const MAX_FAN_CELLS: usize = 36;
/// See [`MAX_HOOP_ENTRIES`].
pub const MAX_SAVED_CELLS: usize = 50;
/// The original's window: 176 x 208, its view 179 rows, the HUD the 29 rows under it.
pub const WINDOW: (u16, u16) = (176, 208);
/// See [`WINDOW`].
pub const HUD_ROWS: u16 = 29;
/// Demo ticks simulated before giving up on the demo's end.
const DEMO_TICKS: u32 = 40_000;

/// The limits [`check`] tests, by name.
pub const LIMITS: &[&str] = &[
    "load",
    "level-count",
    "map-size",
    "map-tile",
    "hoop-list",
    "fan-list",
    "saved-cells",
    "tile-count",
    "tile-size",
    "anim-frame",
    "tip-count",
    "tip-at-end",
    "hud-strip",
    "digit-strip",
    "door-strip",
    "splash",
    "par",
];

/// The limits that concern one level's map ([`check_map`]).
pub const MAP_LIMITS: &[&str] = &[
    "map-size",
    "map-tile",
    "hoop-list",
    "fan-list",
    "saved-cells",
];

/// One broken limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// A name of [`LIMITS`].
    pub limit: &'static str,
    /// The resource file (or, for `load`, the set).
    pub file: String,
    /// The chunk, level, group, tip or picture it is in.
    pub record: String,
    /// The value found and the limit.
    pub value: String,
}

impl core::fmt::Display for Problem {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "{}: {} {}: {}",
            self.limit, self.file, self.record, self.value
        )
    }
}

impl Problem {
    /// A problem of limit `limit` (a name of [`LIMITS`]).
    pub fn new(limit: &'static str, file: &str, record: String, value: String) -> Problem {
        debug_assert!(LIMITS.contains(&limit));
        Problem {
            limit,
            file: file.to_string(),
            record,
            value,
        }
    }
}

/// Every limit of the original that `res` breaks, in the order of [`LIMITS`] within each
/// file: the levels, the tile set, the demo, the pictures.
pub fn check(res: &Resources<'_>) -> Vec<Problem> {
    let mut out = Vec::new();
    level_count(res, &mut out);
    for index in 0..res.levels.len() {
        map(res, index, &mut out);
    }
    tile_set(&res.tiles, &mut out);
    demo(res, &mut out);
    pictures(res, &mut out);
    pars(res, &mut out);
    out
}

/// `par`: each level's par, its run played from the level's start with one life as TIME
/// ATTACK plays it, completes the level on exactly its ticks. Not a limit of the original
/// (which has no par) but of the set: the game shows the par without playing it.
fn pars(res: &Resources<'_>, out: &mut Vec<Problem>) {
    use super::attack::{verify, Run};
    let playable = res.levels.len().saturating_sub(1);
    for (level, par) in res.pars.iter().enumerate() {
        let Some(par) = par else {
            continue;
        };
        let problem = match Run::read(par.run) {
            _ if level >= playable => Some(format!("a par past the {playable} playable levels")),
            Err(e) => Some(format!("the run does not read: {e}")),
            Ok(run) => verify(res, level, &run).err().map(|e| {
                format!(
                    "{e}, the par is {} ticks ({})",
                    par.ticks,
                    super::attack::clock(par.ticks)
                )
            }),
        };
        if let Some(value) = problem {
            let name = LevelName::new(level, res.levels.len());
            out.push(Problem::new(
                "par",
                crate::res::par::FILE,
                format!("{name}"),
                value,
            ));
        }
    }
}

/// The problems of level `index` alone: its map (size, tiles, hoop, fan and saved-cell
/// lists) and, for the tutorial level the demo plays, the demo's tips. Empty for an index
/// past the last level.
pub fn check_level(res: &Resources<'_>, index: usize) -> Vec<Problem> {
    let mut out = Vec::new();
    if index < res.levels.len() {
        map(res, index, &mut out);
        if index == res.tutorial_level() {
            demo(res, &mut out);
        }
    }
    out
}

/// The problems of `level`'s map, as the level `name` of a set with the tile set `tiles`: a
/// level being edited, before it is in a set. Only [`MAP_LIMITS`].
pub fn check_map(name: LevelName, level: &Level<'_>, tiles: &TileSet<'_>) -> Vec<Problem> {
    let mut out = Vec::new();
    map_problems(name, level, tiles.tiles.len(), &mut out);
    out
}

fn level_count(res: &Resources<'_>, out: &mut Vec<Problem>) {
    let n = res.levels.len();
    if n != LEVELS {
        out.push(Problem::new(
            "level-count",
            "lf",
            format!("({} chunks)", 2 * n),
            format!(
                "{n} levels, the original needs exactly {LEVELS}: levels 1 to {} (index 0 to \
                 {}), {} and {}",
                LEVELS - 2,
                LEVELS - 3,
                LevelName::new(LEVELS - 2, LEVELS),
                LevelName::new(LEVELS - 1, LEVELS)
            ),
        ));
    }
}

fn map(res: &Resources<'_>, index: usize, out: &mut Vec<Problem>) {
    let name = LevelName::new(index, res.levels.len());
    map_problems(name, &res.levels[index], res.tiles.tiles.len(), out);
}

fn map_problems(name: LevelName, level: &Level<'_>, tile_count: usize, out: &mut Vec<Problem>) {
    let map = format!("{name}, chunk {}", 2 * name.index + 1);
    map_faults(level, tile_count, &mut |limit, what| {
        out.push(Problem::new(limit, "lf", map.clone(), what.to_string()));
    });
}

/// The limits of [`MAP_LIMITS`] `level`'s map breaks (with a tile set of `tile_count`
/// tiles), each as its limit's name and what is wrong, in order, through `each`: without
/// the heap, so that the editor checks every change with the rules `check` applies.
pub fn map_faults(
    level: &Level<'_>,
    tile_count: usize,
    each: &mut dyn FnMut(&'static str, core::fmt::Arguments<'_>),
) {
    if level.rows < MIN_ROWS || level.cols < MIN_COLS {
        each(
            "map-size",
            format_args!(
                "{} x {} tiles, the original needs at least {MIN_ROWS} x {MIN_COLS}",
                level.rows, level.cols
            ),
        );
    }
    let (mut hoops, mut fans, mut saved) = (0, 0, 0);
    let mut unknown = None;
    for (i, &cell) in level.cells.iter().enumerate() {
        let id = tiles::id(cell);
        if id as usize >= tile_count && unknown.is_none() {
            unknown = Some((i, id));
        }
        // One front entry per hoop: a small hoop's cell, a big one's top or left cell.
        if matches!(id, 93..=97 | 99 | 101 | 103) {
            hoops += 1;
        }
        if tiles::is_fan(id) {
            fans += 1;
        }
        if tiles::in_snapshot(id) {
            saved += 1;
        }
    }
    if let Some((i, id)) = unknown {
        each(
            "map-tile",
            format_args!(
                "cell (row {}, column {}) is tile {id}, the tile set has {tile_count} tiles",
                i / level.cols.max(1),
                i % level.cols.max(1)
            ),
        );
    }
    for (limit, count, max, what) in [
        ("hoop-list", hoops, MAX_HOOP_ENTRIES, "hoops"),
        ("fan-list", fans, MAX_FAN_CELLS, "fan housing cells"),
        (
            "saved-cells",
            saved,
            MAX_SAVED_CELLS,
            "cells a save keeps (bricks, lives, gems, checkpoints, hoops)",
        ),
    ] {
        if count > max {
            each(
                limit,
                format_args!("{count} {what}, the original's table holds {max}"),
            );
        }
    }
}

fn tile_set(t: &TileSet<'_>, out: &mut Vec<Problem>) {
    if t.tiles.len() < MIN_TILES {
        out.push(Problem::new(
            "tile-count",
            "tf",
            "chunk 0 (header byte 6)".into(),
            format!(
                "{} tiles, the original's code uses ids up to {}",
                t.tiles.len(),
                MIN_TILES - 1
            ),
        ));
    }
    let size = (t.raw_tile_w, t.raw_tile_h);
    if size != (12, 12) && size != (16, 16) {
        out.push(Problem::new(
            "tile-size",
            "tf",
            "chunk 0 (header bytes 4, 5)".into(),
            format!(
                "{} x {}, the original needs 12 x 12 (read as 16 x 16) or 16 x 16",
                size.0, size.1
            ),
        ));
    }
    for (g, group) in t.groups.iter().enumerate() {
        for (k, &f) in group.frames().iter().enumerate() {
            let draw = t.tiles.get(f as usize).map(|r| r.draw);
            if draw == Some(DrawType::Animated) {
                out.push(Problem::new(
                    "anim-frame",
                    "tf",
                    format!("group {g} frame {k}"),
                    format!("tile {f} is animated, the original draws only plain tiles as frames"),
                ));
            }
        }
    }
}

/// The demo record of tip `n` (0-based), or record 0.
fn tip_record(res: &Resources<'_>, n: usize) -> usize {
    res.demo
        .iter()
        .enumerate()
        .filter(|(_, r)| r.code == CODE_TIP)
        .nth(n)
        .map_or(0, |(k, _)| k)
}

fn demo(res: &Resources<'_>, out: &mut Vec<Problem>) {
    let tips = res.demo.iter().filter(|r| r.code == CODE_TIP).count();
    if tips > TIP_POSITIONS as usize {
        let k = tip_record(res, TIP_POSITIONS as usize);
        out.push(Problem::new(
            "tip-count",
            "r",
            format!("record {k}"),
            format!("{tips} tips, the original has {TIP_POSITIONS} tip positions"),
        ));
    }
    // Past its last position the original's tip index runs off the table: every paint
    // after the last of 5 tips expires, before the demo ends, throws.
    let Ok(mut game) = Game::demo(res) else {
        return;
    };
    let mut expired = None;
    for _ in 0..DEMO_TICKS {
        let ev = game.step(res);
        let index = game.sim.demo().map_or(0, |d| d.tip_index);
        if index >= TIP_POSITIONS && expired.is_none() {
            expired = Some(game.sim.ticks());
        }
        if ev.contains(Events::DEMO_END) {
            if let Some(t) = expired {
                let k = tip_record(res, TIP_POSITIONS as usize - 1);
                out.push(Problem::new(
                    "tip-at-end",
                    "r",
                    format!("tip {TIP_POSITIONS} (record {k})"),
                    format!(
                        "expires on tick {t}, the demo ends on tick {}; the original's tip \
                         index then runs past its {TIP_POSITIONS} positions",
                        game.sim.ticks()
                    ),
                ));
            }
            return;
        }
    }
}

/// A picture the original's layout needs at a least size: limit, file, picture, size, why.
type Wanted = (&'static str, &'static str, usize, (u16, u16), &'static str);

fn pictures(res: &Resources<'_>, out: &mut Vec<Problem>) {
    let wanted: [Wanted; 4] = [
        (
            "hud-strip",
            "ic",
            0,
            (WINDOW.0, HUD_ROWS),
            "the HUD fills the 29 rows under the view",
        ),
        (
            "digit-strip",
            "ic",
            1,
            (12, 96),
            "the lives digit is cut from rows 16 x lives, lives up to 5",
        ),
        (
            "door-strip",
            "ic",
            7,
            (32, 96),
            "the door is drawn from two 24-row windows sliding over 96 rows",
        ),
        (
            "splash",
            "im",
            0,
            WINDOW,
            "the splash covers the whole window",
        ),
    ];
    for (limit, file, k, (w, h), why) in wanted {
        let Some(p) = res.pictures(file).and_then(|p| p.get(k)) else {
            continue;
        };
        if p.width < w || p.height < h {
            out.push(Problem::new(
                limit,
                file,
                format!("picture {k}"),
                format!(
                    "{} x {}, the original needs at least {w} x {h} ({why})",
                    p.width, p.height
                ),
            ));
        }
    }
}
