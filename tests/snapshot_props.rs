//! The continue snapshot (record 3, `src/sim/snapshot.rs`) cut into every replay at random
//! ticks: the game restored from it and played on with the rest of the replay ends as the
//! straight run ends, in everything the record keeps.
//!
//! The record is the original's, and keeps less than the whole state (docs/RULES.md §6.5):
//! not the tile animations' counters (a restored level starts them afresh), not the jump
//! and speed boosts; and the sprite, re-applied through setSprite against the fresh map
//! before the saved cells are put back, nudges a ball it finds in a tile. So the cuts are
//! where no boost is on, no brick is breaking (its timer is not kept either), a hoop is
//! left (so the door is shut and stays so for a while: its place, latched by a paint, is
//! not kept, and the first paint latches it again, too late for a ball already at it) and
//! the restored game saves the very record it came from; and the end is compared without
//! the animation counters.

use bounceback::embedded::RESOURCES;
use bounceback::sim::flow::{Game, Phase};
use bounceback::sim::replay::{self, ReplayEvent};
use bounceback::sim::{tiles, Sim};
use proptest::prelude::*;
use std::sync::OnceLock;

/// A level's replay and how its straight run went.
struct Run {
    level: usize,
    events: Vec<ReplayEvent>,
    /// Steps until the run ended.
    ticks: u32,
    end: String,
}

/// What the record keeps of a game, and what follows from it, as text (the map as a hash).
fn kept(g: &Game) -> String {
    use std::hash::{Hash, Hasher};
    let s = &g.sim;
    let mut map = std::collections::hash_map::DefaultHasher::new();
    s.map().cells().hash(&mut map);
    format!(
        "{:?}\n{:?}\n{:?}\nmap {:016x}\n{:?} pts {} hoops {} ms {}\n{:?}",
        g.phase,
        s.ball(),
        s.enemies(),
        map.finish(),
        s.stats(),
        s.level_pts(),
        s.hoops_left(),
        s.elapsed_ms(),
        s.door(),
    )
}

fn runs() -> &'static [Run] {
    static RUNS: OnceLock<Vec<Run>> = OnceLock::new();
    RUNS.get_or_init(|| {
        (0..RESOURCES.levels.len() - 1)
            .map(|level| {
                let path = format!("tests/replays/level_{level:02}.txt");
                let events = replay::parse_text(&std::fs::read_to_string(path).unwrap()).unwrap();
                let mut g = Game::new(&RESOURCES, level).unwrap();
                let ticks = play(&mut g, &events, 0, u32::MAX);
                // No replay asks for a sixth hit slot (the original's index fault).
                assert_eq!(g.sim.hits_dropped(), 0, "level {level}");
                Run {
                    level,
                    events,
                    ticks,
                    end: kept(&g),
                }
            })
            .collect()
    })
}

/// Plays `g` from step `from` (the steps done) on with `events` until the level ends or
/// `until` steps are done; the steps done.
fn play(g: &mut Game, events: &[ReplayEvent], from: u32, until: u32) -> u32 {
    let mut tick = from;
    while tick < until && g.phase == Phase::Playing {
        for e in events.iter().filter(|e| e.tick == tick + 1) {
            g.sim.key(e.key, e.pressed);
        }
        let ev = g.step(&RESOURCES);
        tick += 1;
        if ev.ends_run() {
            break;
        }
    }
    tick
}

/// The input slots as `events` left them after `done` steps: a Continue starts with keys
/// as the system reports them, which a replay stands in for.
fn latch(sim: &mut Sim, events: &[ReplayEvent], done: u32) {
    for e in events.iter().filter(|e| e.tick <= done) {
        sim.key(e.key, e.pressed);
    }
}

proptest! {
    // About 4 draws in 10 are skipped (a cut after the run's end, while the ball is boosted
    // or dying, after the last hoop, or while a brick breaks). The cap on skips grows with
    // the case count, which PROPTEST_CASES may raise, so it trips only when 4 in 5 draws are
    // skipped.
    #![proptest_config({
        // The default holds the case count PROPTEST_CASES sets (256 without it).
        let default = ProptestConfig::default();
        ProptestConfig {
            max_global_rejects: 4 * default.cases.max(256),
            ..default
        }
    })]

    #[test]
    fn a_continue_from_any_tick_ends_as_the_straight_run(which in 0usize..21, at in 0.0f64..1.0) {
        let run = &runs()[which % runs().len()];
        let cut = ((run.ticks as f64) * at) as u32;
        let mut g = Game::new(&RESOURCES, run.level).unwrap();
        play(&mut g, &run.events, 0, cut);
        let b = g.sim.ball();
        prop_assume!(g.phase == Phase::Playing && !b.dying);
        prop_assume!(!b.jump_boost && !b.speed_boost);
        prop_assume!(g.sim.bricks().iter().all(|k| k.timer == 0) && g.sim.hoops_left() > 0);
        let breaking = |c: &u8| matches!(tiles::id(*c), tiles::BREAKING_1 | tiles::BREAKING_2);
        prop_assume!(!g.sim.map().cells().iter().any(breaking));
        let bytes = g.clone().snapshot().expect("the replays keep at most 50 cells");
        let mut r = Game::restore(&RESOURCES, &bytes).unwrap();
        prop_assume!(r.clone().snapshot().unwrap() == bytes);
        latch(&mut r.sim, &run.events, cut);
        // A run that strays ends at the limit, short of or past the straight run's ticks.
        let ticks = play(&mut r, &run.events, cut, run.ticks + 100);
        prop_assert_eq!(ticks, run.ticks, "level {} cut at {}", run.level, cut);
        prop_assert_eq!(kept(&r), run.end.clone(), "level {} cut at {}", run.level, cut);
    }
}
