//! The solver's hard test set (`tests/solver_levels/*.txt`, level sources in the original's
//! format): a lift shaft, a small hoop under water, a hoop set in a shelf that is passed
//! falling from above, a ceiling hoop behind the reverse-gravity pickup, a corner hoop that
//! must come before the hoop past a drop, a lift too short without the inflater, a deep
//! shaft whose lift must be waited for, a roof reached by stairs far the other way, a
//! ledge only the big ball jumps to with a small hoop on it, and a lift that can only bring
//! the ball down beside the start, with the stairs far away the real way up. The short ones are solved
//! here and their replays played back as `play --replay` plays them: the level must
//! complete, every hoop passed, on the very tick the solver claims. The deep shaft (about
//! 2000 ticks) is only benchmarked: the timed figures are `scripts/solver-bench.sh`'s
//! (docs/SOLVER.md), not a test's.

mod support;

use bounceback::res::Resources;
use bounceback::tool::play::{self, RunOptions};
use bounceback::tool::resdir;
use bounceback::tool::solve::{self, Settings};

/// The pack's files with `lf` made from the hard set's sources, in file-name order.
fn hard_set() -> Vec<(String, Vec<u8>)> {
    support::pack_sources(&support::level_sources("tests/solver_levels"))
}

fn solve_and_replay(index: usize, settings: &Settings) {
    let files = hard_set();
    let table = resdir::table(&files);
    let res = Resources::parse(&table[..]).unwrap();
    let mut log = Vec::new();
    let found = solve::solve(&res, index, &[], settings, &mut log, &mut |_| {}).unwrap();
    let sol = match found {
        Ok(sol) => sol,
        Err(s) => panic!(
            "hard level {index}: {} at goal {} of {:?}, ({}, {})",
            s.end.describe(),
            s.goal + 1,
            s.goals,
            s.x,
            s.y
        ),
    };
    let out = play::run(
        &res,
        RunOptions {
            level: Some(index),
            replay: &sol.events,
            ..RunOptions::default()
        },
    )
    .unwrap();
    assert!(
        out.exit && out.hoops_left == 0 && out.deaths == 0,
        "{}",
        out.json()
    );
    assert_eq!(
        out.ticks, sol.ticks,
        "the replay completes on the claimed tick"
    );
    // The narration tells the same story: every hoop, then the completion on that tick.
    let mut story = Vec::new();
    solve::narrate(&res, index, &sol.events, sol.ticks, &mut story).unwrap();
    let story = String::from_utf8(story).unwrap();
    let hoops = story.matches("hoop passed").count();
    assert!(hoops >= 1, "{story}");
    assert!(
        story.ends_with(&format!("tick {}: level complete\n", sol.ticks)),
        "{story}"
    );
}

fn short() -> Settings {
    Settings {
        beam: 200,
        max_ticks: 800,
        ..Settings::default()
    }
}

#[test]
fn the_set_has_its_levels_in_the_original_format() {
    let files = hard_set();
    let table = resdir::table(&files);
    let res = Resources::parse(&table[..]).unwrap();
    // Ten hard levels and the tutorial slot.
    assert_eq!(res.levels.len(), 11);
}

#[test]
fn a_lift_shaft_is_ridden_up() {
    solve_and_replay(0, &short());
}

#[test]
fn a_small_hoop_under_water_is_passed() {
    solve_and_replay(1, &short());
}

#[test]
fn a_hoop_in_a_shelf_is_passed_from_above() {
    solve_and_replay(2, &short());
}

#[test]
fn the_reverse_gravity_pickup_leads_to_a_ceiling_hoop() {
    solve_and_replay(3, &short());
}

#[test]
fn the_corner_hoop_comes_before_the_drop() {
    solve_and_replay(4, &short());
}

#[test]
fn the_inflater_comes_before_the_short_lift() {
    solve_and_replay(5, &short());
}

#[test]
fn the_stairs_far_away_lead_to_the_roof() {
    solve_and_replay(7, &short());
}

#[test]
fn the_ball_inflates_to_climb_and_deflates_for_the_small_hoop() {
    solve_and_replay(8, &short());
}

#[test]
fn a_lift_that_only_comes_down_is_no_way_up() {
    solve_and_replay(9, &short());
}
