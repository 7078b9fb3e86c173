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
    // One implementation of the original's limits: `bounceback check`'s, on this map, the
    // first it finds, without the heap.
    let mut first = None;
    crate::sim::limits::map_faults(&level, res.tiles.tiles.len(), &mut |limit, what| {
        if first.is_none() {
            let mut r = Refusal::new(limit, what);
            r.text.make_ascii_uppercase();
            if limit == "map-size" {
                r = map_size(level.rows, level.cols);
            }
            first = Some(r);
        }
    });
    first
}

/// The map-size refusal in a player's words: which side is too short, and its least.
fn map_size(rows: usize, cols: usize) -> Refusal {
    use crate::sim::limits::{MIN_COLS, MIN_ROWS};
    let limit = "map-size";
    match (rows < MIN_ROWS, cols < MIN_COLS) {
        (true, true) => Refusal::new(
            limit,
            format_args!(
                "TOO SMALL: A LEVEL NEEDS {MIN_ROWS} ROWS AND {MIN_COLS} COLUMNS AT LEAST"
            ),
        ),
        (true, false) => Refusal::new(
            limit,
            format_args!("TOO FEW ROWS: A LEVEL NEEDS {MIN_ROWS} ROWS AT LEAST"),
        ),
        _ => Refusal::new(
            limit,
            format_args!("TOO FEW COLUMNS: A LEVEL NEEDS {MIN_COLS} COLUMNS AT LEAST"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::map_size;

    #[test]
    fn a_map_too_small_is_refused_naming_the_short_side_and_its_least() {
        assert_eq!(
            map_size(12, 20).text,
            "TOO FEW ROWS: A LEVEL NEEDS 13 ROWS AT LEAST"
        );
        assert_eq!(
            map_size(13, 11).text,
            "TOO FEW COLUMNS: A LEVEL NEEDS 12 COLUMNS AT LEAST"
        );
        assert_eq!(
            map_size(1, 1).text,
            "TOO SMALL: A LEVEL NEEDS 13 ROWS AND 12 COLUMNS AT LEAST"
        );
    }
}
