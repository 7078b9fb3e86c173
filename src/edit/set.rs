//! A player's levels as a resource set the original can run: the set in use with its levels
//! replaced by the made ones first, then the set's own levels in their order to make up the
//! original's count (22: 20 regular, the bonus level, the tutorial the demo plays, which
//! stays the set's own), written with the game's `lf` writer.

use crate::res::lf::{self, Level};
use crate::res::Resources;
use alloc::vec::Vec;

/// Levels the original's `lf` holds (`bounceback check`'s level-count).
pub const LEVELS: usize = 22;

/// The `lf` file of the set: `made` first (as many as fit before the tutorial), then the
/// set's regular levels round until there are [`LEVELS`] - 1, then the set's tutorial.
///
/// # Errors
///
/// A level does not fit the format ([`lf::to_file`]).
pub fn lf_file(res: &Resources<'_>, made: &[Level<'_>]) -> Result<Vec<u8>, &'static str> {
    let own = &res.levels[..];
    let tutorial = own.last();
    let regular = &own[..own.len().saturating_sub(1)];
    let mut all: Vec<Level<'_>> = made.iter().take(LEVELS - 1).cloned().collect();
    let mut k = 0;
    while all.len() < LEVELS - 1 && !regular.is_empty() {
        all.push(regular[k % regular.len()].clone());
        k += 1;
    }
    all.extend(tutorial.cloned());
    lf::to_file(&all)
}
