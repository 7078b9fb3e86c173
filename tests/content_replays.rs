//! The content pack's proof of play: every playable level has a replay in
//! `tests/replays/level_NN.txt` (`tests/pins.rs` plays each once: it completes its level, exit
//! reached with every hoop passed, at its pinned state hash), and the tutorial demo plays to
//! its end showing all five tips, each when what it tells happens. A physics change that
//! breaks a level shows up here.

mod support;

use bounceback::embedded::RESOURCES;
use bounceback::sim::flow::Game;
use bounceback::sim::Events;
use bounceback::tool::play;
use std::path::PathBuf;

/// Tips the tutorial demo shows (the original's five).
const TIPS: i32 = 5;

fn replay_path(level: usize) -> PathBuf {
    PathBuf::from(format!("tests/replays/level_{level:02}.txt"))
}

fn playable() -> usize {
    RESOURCES.levels.len() - 1
}

#[test]
fn every_playable_level_has_a_replay_and_nothing_else_does() {
    let n = playable();
    assert_eq!(
        n, 21,
        "20 regular levels and the bonus level, as the original has"
    );
    for level in 0..n {
        assert!(
            replay_path(level).is_file(),
            "{} is missing",
            replay_path(level).display()
        );
    }
    for entry in std::fs::read_dir("tests/replays").unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let index: usize = name
            .strip_prefix("level_")
            .and_then(|s| s.strip_suffix(".txt"))
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("tests/replays/{name} is not level_NN.txt"));
        assert!(index < n, "tests/replays/{name} names no playable level");
    }
}

#[test]
fn the_demo_passes_a_hoop_shows_every_tip_and_ends() {
    let mut game = Game::demo(&RESOURCES).unwrap();
    let hoops = game.sim.hoops_left();
    // The tick each tip record is applied on, and hoopsLeft then.
    let mut tips = Vec::new();
    let mut ended = false;
    let mut last_hoop = None;
    for _ in 0..play::DEFAULT_TICKS {
        let ev = game.step(&RESOURCES);
        if ev.contains(Events::TIP) {
            tips.push((game.sim.ticks(), game.sim.hoops_left()));
        }
        if ev.contains(Events::HOOP) && game.sim.hoops_left() == 0 {
            last_hoop = Some(game.sim.ticks());
        }
        if ev.contains(Events::DEATH) {
            panic!("the demo ball died at step {}", game.sim.ticks());
        }
        if ev.contains(Events::DEMO_END) {
            ended = true;
            break;
        }
    }
    assert!(ended, "the demo never ended");
    assert!(game.sim.hoops_left() < hoops, "the demo passed no hoop");
    assert_eq!(tips.len(), TIPS as usize, "tips shown: {tips:?}");
    // Tip 5 ("All hoops passed") comes only once the last hoop is passed.
    let last_hoop = last_hoop.expect("the demo passes every hoop");
    let (tip5, left) = tips[4];
    assert_eq!(left, 0, "tip 5 at tick {tip5} with hoops left");
    assert!(
        tip5 > last_hoop,
        "tip 5 at tick {tip5}, the last hoop at {last_hoop}"
    );
    // The last tip still shows when the demo ends: the original moves past its 5 tip
    // positions when a tip expires, and a paint after the fifth would index past them.
    let demo = game.sim.demo().unwrap();
    assert_eq!(demo.tip_index, TIPS - 1, "the fifth tip is the current one");
    assert!(demo.tip.is_some(), "no tip showing at the demo's end");
    // The same through the play runner.
    let out = support::runs::demo();
    assert!(out.events.contains(Events::DEMO_END));
    assert_eq!(out.ticks, game.sim.ticks());
}

#[test]
fn the_tips_file_has_one_short_tip_per_demo_tip() {
    let text = std::fs::read_to_string("content/tips.txt").unwrap();
    let tips: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(tips.len(), TIPS as usize);
    let records = RESOURCES
        .demo
        .iter()
        .filter(|r| r.code == bounceback::res::demo::CODE_TIP)
        .count();
    assert_eq!(records, TIPS as usize, "tip records in the demo");
    for t in tips {
        for line in t.split('|') {
            assert!(
                // 20 glyphs of 8 pixels fill the original view's 160-pixel tip box.
                !line.is_empty() && line.chars().count() <= 20,
                "tip line '{line}'"
            );
        }
    }
}
