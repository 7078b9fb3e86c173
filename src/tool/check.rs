//! `bounceback check [--res DIR|JAR]`: what of a resource set the original game could not
//! run. The port reads more than the original does (any level count, any picture size); a
//! pack author who wants the set to run on the phone too needs to know where it goes past
//! the original's fixed tables and layout. Every limit is listed, with its reason, in
//! docs/FORMAT.md ("Limits of the original"); [`LIMITS`] names them in the same order.

use super::resdir::RawFiles;
use super::{Args, Failure};
use crate::res::tf::DrawType;
use crate::res::Resources;
use crate::sim::flow::Game;
use crate::sim::{tiles, Events};
use std::io::Write;
use std::path::Path;

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

/// The limits `check` tests, by name.
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
];

/// One broken limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// A name of [`LIMITS`].
    pub limit: &'static str,
    /// The resource file.
    pub file: String,
    /// The chunk, level, group, tip or picture it is in.
    pub record: String,
    /// The value found and the limit.
    pub value: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {} {}: {}",
            self.limit, self.file, self.record, self.value
        )
    }
}

fn problem(limit: &'static str, file: &str, record: String, value: String) -> Problem {
    debug_assert!(LIMITS.contains(&limit));
    Problem {
        limit,
        file: file.to_string(),
        record,
        value,
    }
}

/// Every limit of the original that `res` breaks.
pub fn check(res: &Resources<'_>) -> Vec<Problem> {
    let mut out = Vec::new();
    levels(res, &mut out);
    tile_set(res, &mut out);
    demo(res, &mut out);
    pictures(res, &mut out);
    out
}

fn levels(res: &Resources<'_>, out: &mut Vec<Problem>) {
    let n = res.levels.len();
    if n != LEVELS {
        out.push(problem(
            "level-count",
            "lf",
            format!("({} chunks)", 2 * n),
            format!("{n} levels, the original needs exactly {LEVELS} (0..=19 regular, 20 the bonus, 21 the tutorial)"),
        ));
    }
    let tile_count = res.tiles.tiles.len();
    for (l, level) in res.levels.iter().enumerate() {
        let map = format!("level {l} (chunk {})", 2 * l + 1);
        if level.rows < MIN_ROWS || level.cols < MIN_COLS {
            out.push(problem(
                "map-size",
                "lf",
                map.clone(),
                format!(
                    "{} x {} tiles, the original needs at least {MIN_ROWS} x {MIN_COLS}",
                    level.rows, level.cols
                ),
            ));
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
            out.push(problem(
                "map-tile",
                "lf",
                map.clone(),
                format!(
                    "cell (row {}, column {}) is tile {id}, the tile set has {tile_count} tiles",
                    i / level.cols.max(1),
                    i % level.cols.max(1)
                ),
            ));
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
                out.push(problem(
                    limit,
                    "lf",
                    map.clone(),
                    format!("{count} {what}, the original's table holds {max}"),
                ));
            }
        }
    }
}

fn tile_set(res: &Resources<'_>, out: &mut Vec<Problem>) {
    let t = &res.tiles;
    if t.tiles.len() < MIN_TILES {
        out.push(problem(
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
        out.push(problem(
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
                out.push(problem(
                    "anim-frame",
                    "tf",
                    format!("group {g} frame {k}"),
                    format!("tile {f} is animated, the original draws only plain tiles as frames"),
                ));
            }
        }
    }
}

fn demo(res: &Resources<'_>, out: &mut Vec<Problem>) {
    let tips = res
        .demo
        .iter()
        .filter(|r| r.code == crate::res::demo::CODE_TIP)
        .count();
    if tips > TIP_POSITIONS as usize {
        let k = res
            .demo
            .iter()
            .enumerate()
            .filter(|(_, r)| r.code == crate::res::demo::CODE_TIP)
            .nth(TIP_POSITIONS as usize)
            .map_or(0, |(k, _)| k);
        out.push(problem(
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
                let k = res
                    .demo
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| r.code == crate::res::demo::CODE_TIP)
                    .nth(TIP_POSITIONS as usize - 1)
                    .map_or(0, |(k, _)| k);
                out.push(problem(
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
            out.push(problem(
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

/// `check [--res DIR|JAR]`: prints one line per broken limit (non-zero exit), or "ok".
///
/// # Errors
///
/// Bad arguments (exit code 2), or what the subcommand found wrong or could not read or
/// write (1).
pub fn command(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let mut rest = Args::new(args);
    let path = rest.option("--res")?;
    rest.finish()?;
    let io = |e: std::io::Error| Failure {
        code: 1,
        message: format!("cannot write output: {e}"),
    };
    let name = path.clone().unwrap_or_else(|| "the embedded set".into());
    let files = RawFiles::load(path.as_deref().map(Path::new))?;
    let problems = match files.resources() {
        Ok(res) => check(&res),
        Err(f) => vec![problem(
            "load",
            &name,
            "(the whole set)".into(),
            format!("the set does not load: {}", f.message),
        )],
    };
    for p in &problems {
        writeln!(out, "{p}").map_err(io)?;
    }
    if problems.is_empty() {
        writeln!(
            out,
            "ok: {name} is within every limit of the original ({} checked)",
            LIMITS.len()
        )
        .map_err(io)
    } else {
        Err(Failure {
            code: 1,
            message: format!(
                "{name}: {} problem(s) the original could not run",
                problems.len()
            ),
        })
    }
}
