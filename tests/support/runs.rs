//! The host runner's plays of the embedded pack that more than one test reads.

use bounceback::embedded::RESOURCES;
use bounceback::sim::replay::{self, ReplayEvent};
use bounceback::tool::play::{self, RunOptions, RunSummary};

/// The pack's level `level` replay (`tests/replays/level_NN.txt`, the solver's run).
pub fn level_replay(level: usize) -> Vec<ReplayEvent> {
    let path = format!("tests/replays/level_{level:02}.txt");
    replay::parse_text(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

/// `events` `delay` ticks later: the same run begun after a wait.
pub fn delayed(events: &[ReplayEvent], delay: u32) -> Vec<ReplayEvent> {
    events
        .iter()
        .map(|e| ReplayEvent {
            tick: e.tick + delay,
            ..*e
        })
        .collect()
}

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
