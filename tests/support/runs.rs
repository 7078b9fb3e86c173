//! The host runner's plays of the embedded pack that more than one test reads.

use bounceback::embedded::RESOURCES;
use bounceback::tool::play::{self, RunOptions, RunSummary};

/// The demo played to its end by the host runner (`bounceback play --demo`).
pub fn demo() -> RunSummary {
    play::run(
        &RESOURCES,
        RunOptions {
            demo: true,
            ..RunOptions::default()
        },
    )
    .unwrap()
}
