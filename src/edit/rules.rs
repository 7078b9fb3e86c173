//! The original's limits on one level, applied to the level being edited after every change
//! (a change that breaks one is taken back and the refusal says why): the editor can make
//! nothing `bounceback check` would refuse.

use super::doc::{Doc, MAX_CELLS};
use crate::res::Resources;
use core::fmt::Write as _;

/// Why a change was refused: the limit's name (as `bounceback check` names it) and a
/// sentence for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The limit's name (`map-size`, `hoop-list`, ...; `start`, `exit` for the format's own
    /// rules).
    pub limit: &'static str,
    /// What is wrong, in capitals.
    pub text: heapless::String<64>,
}

impl Refusal {
    fn new(limit: &'static str, args: core::fmt::Arguments<'_>) -> Refusal {
        let mut text = heapless::String::new();
        let _ = text.write_fmt(args);
        Refusal { limit, text }
    }
}

/// The first rule `doc` breaks, `None` when the original could run it. `scratch` holds the
/// packed map while the rules read it.
pub fn check(doc: &Doc, res: &Resources<'_>, scratch: &mut [u8; MAX_CELLS]) -> Option<Refusal> {
    if !doc.inside(doc.start.0 as i32, doc.start.1 as i32) {
        return Some(Refusal::new(
            "start",
            format_args!("THE BALL'S START MUST BE ON THE MAP"),
        ));
    }
    let (er, ec) = (doc.exit.0 as i32, doc.exit.1 as i32);
    if !doc.inside(er, ec) || !doc.inside(er + 2, ec + 1) {
        return Some(Refusal::new(
            "exit",
            format_args!("THE EXIT DOOR (2 X 3) MUST BE ON THE MAP"),
        ));
    }
    let level = doc.level(scratch);
    level_limits(&level, res.tiles.tiles.len())
}

/// The per-level limits of `bounceback check` (docs/FORMAT.md, "Limits of the original").
fn level_limits(level: &crate::res::lf::Level<'_>, tile_count: usize) -> Option<Refusal> {
    use crate::sim::tiles;
    const MIN_ROWS: usize = 13;
    const MIN_COLS: usize = 12;
    if level.rows < MIN_ROWS || level.cols < MIN_COLS {
        return Some(Refusal::new(
            "map-size",
            format_args!("THE MAP MUST BE AT LEAST {MIN_ROWS} X {MIN_COLS}"),
        ));
    }
    let (mut hoops, mut fans, mut saved) = (0, 0, 0);
    for &cell in level.cells {
        let id = tiles::id(cell);
        if id as usize >= tile_count {
            return Some(Refusal::new(
                "map-tile",
                format_args!("TILE {id} IS NOT IN THE TILE SET"),
            ));
        }
        // One front entry per hoop: a small hoop's cell, a big one's top or left cell.
        hoops += matches!(id, 93..=97 | 99 | 101 | 103) as usize;
        fans += tiles::is_fan(id) as usize;
        saved += tiles::in_snapshot(id) as usize;
    }
    for (limit, count, max, what) in [
        ("hoop-list", hoops, 30, "HOOPS"),
        ("fan-list", fans, 36, "FAN CELLS"),
        (
            "saved-cells",
            saved,
            50,
            "BRICKS, PICKUPS, CHECKPOINTS AND HOOPS",
        ),
    ] {
        if count > max {
            return Some(Refusal::new(limit, format_args!("AT MOST {max} {what}")));
        }
    }
    None
}
