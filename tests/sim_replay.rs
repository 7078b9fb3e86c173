//! Determinism and replays: the same level and input give the same state hash on every
//! run, whichever replay form carries the input; and a short replay's trace matches the
//! checked-in golden trace line for line.

use bounceback::embedded::RESOURCES;
use bounceback::sim::replay;
use bounceback::tool::play::{self, RunOptions};
use std::process::Command;

fn events() -> Vec<replay::ReplayEvent> {
    replay::parse_text(&std::fs::read_to_string("tests/golden/short.txt").unwrap()).unwrap()
}

#[test]
fn the_same_input_gives_the_same_hash_and_the_binary_form_agrees() {
    let ev = events();
    let run = |ev: &[replay::ReplayEvent]| {
        play::run(
            &RESOURCES,
            RunOptions {
                level: Some(0),
                replay: ev,
                ticks: Some(300),
                ..RunOptions::default()
            },
        )
        .unwrap()
    };
    let a = run(&ev);
    let b = run(&ev);
    assert_eq!(a, b);
    let bin = bounceback::tool::replay::to_binary(&ev).unwrap();
    let c = run(&bounceback::tool::replay::parse_binary(&bin).unwrap());
    assert_eq!(a.hash, c.hash);
    // A different input gives a different hash.
    let mut other = ev.clone();
    other[0].tick = 2;
    assert_ne!(run(&other).hash, a.hash);
}

#[test]
fn the_play_command_prints_the_run_summary() {
    let out = Command::new(env!("CARGO_BIN_EXE_bounceback"))
        .args([
            "play",
            "--level",
            "0",
            "--replay",
            "tests/golden/short.txt",
            "--ticks",
            "300",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let line = String::from_utf8(out.stdout).unwrap();
    let v: serde_json::Value = serde_json::from_str(line.trim()).unwrap();
    let lib = play::run(
        &RESOURCES,
        RunOptions {
            level: Some(0),
            replay: &events(),
            ticks: Some(300),
            ..RunOptions::default()
        },
    )
    .unwrap();
    assert_eq!(v["hash"], format!("{:016x}", lib.hash));
    assert_eq!(v["ticks"], 300);
    assert_eq!(v["level"], 0);
    for k in ["lives", "score", "hoops_left", "deaths", "exit"] {
        assert!(v.get(k).is_some(), "{k}");
    }
    // Usage errors exit with 2.
    let bad = Command::new(env!("CARGO_BIN_EXE_bounceback"))
        .args(["play", "--demo", "--level", "1"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

/// Refresh with:
/// `cargo run -- play --level 0 --replay tests/golden/short.txt --ticks 120 --trace tests/golden/short_trace.jsonl`
#[test]
fn the_short_replay_matches_its_golden_trace() {
    let mut trace = Vec::new();
    play::run(
        &RESOURCES,
        RunOptions {
            level: Some(0),
            replay: &events(),
            ticks: Some(120),
            trace: Some(&mut trace),
            ..RunOptions::default()
        },
    )
    .unwrap();
    let got = String::from_utf8(trace).unwrap();
    let want = std::fs::read_to_string("tests/golden/short_trace.jsonl").unwrap();
    for (i, (g, w)) in got.lines().zip(want.lines()).enumerate() {
        assert_eq!(
            g, w,
            "trace line {i} differs from tests/golden/short_trace.jsonl (refresh it with the command in this test's doc comment if the change is intended)"
        );
    }
    assert_eq!(got.lines().count(), want.lines().count());
    check_trace_fields(&got, false);
}

/// What a trace field holds.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Int,
    Bool,
    /// An array of this many integers.
    Ints(usize),
    /// An array of anything.
    List,
    /// An integer on demo runs, null otherwise.
    DemoInt,
}

/// Every field of the trace format, with its type.
const FIELDS: &[(&str, Kind)] = &[
    ("tick", Kind::Int),
    ("x", Kind::Int),
    ("y", Kind::Int),
    ("vx", Kind::Int),
    ("vy", Kind::Int),
    ("onGround", Kind::Bool),
    ("big", Kind::Bool),
    ("sprite", Kind::Int),
    ("lives", Kind::Int),
    ("score", Kind::Int),
    ("hoopsLeft", Kind::Int),
    ("dying", Kind::Bool),
    ("doorOpen", Kind::Bool),
    ("levelScore", Kind::Int),
    ("water", Kind::Bool),
    ("bounceG", Kind::Int),
    ("z", Kind::Int),
    ("revGrav", Kind::Bool),
    ("jumpBoost", Kind::Bool),
    ("speedBoost", Kind::Bool),
    ("powerTimer", Kind::Int),
    ("fForm", Kind::Bool),
    ("fTimer", Kind::Int),
    ("animA", Kind::Int),
    ("fMode", Kind::Int),
    ("inflateMode", Kind::Int),
    ("animating", Kind::Bool),
    ("w", Kind::Int),
    ("h", Kind::Int),
    ("respawnCol", Kind::Int),
    ("respawnRow", Kind::Int),
    ("respawnBig", Kind::Bool),
    ("doorAnim", Kind::Int),
    ("doorX", Kind::Int),
    ("doorY", Kind::Int),
    ("inputs", Kind::Ints(4)),
    ("cam", Kind::Ints(2)),
    ("demoTick", Kind::DemoInt),
    ("enemies", Kind::List),
    ("mapCrc", Kind::Int),
    ("events", Kind::List),
    ("sounds", Kind::List),
];

/// Every line of `trace` has every field, of its type and no other field; a few values
/// are checked against what they mean.
fn check_trace_fields(trace: &str, demo: bool) {
    let mut lines = 0;
    for (i, line) in trace.lines().enumerate() {
        lines += 1;
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let o = v.as_object().unwrap();
        assert_eq!(o.len(), FIELDS.len(), "line {i}: {:?}", o.keys());
        for (k, kind) in FIELDS {
            let f = o.get(*k).unwrap_or_else(|| panic!("line {i}: {k} missing"));
            let ok = match kind {
                Kind::Int => f.is_i64(),
                Kind::Bool => f.is_boolean(),
                Kind::Ints(n) => f
                    .as_array()
                    .is_some_and(|a| a.len() == *n && a.iter().all(|x| x.is_i64())),
                Kind::List => f.is_array(),
                Kind::DemoInt if demo => f.is_i64(),
                Kind::DemoInt => f.is_null(),
            };
            assert!(ok, "line {i}: {k} is {f} ({kind:?} expected)");
        }
        let int = |k: &str| v[k].as_i64().unwrap();
        // Sounds are indices of the game's sound table (0..7: the game's own; 8..10 are
        // the menus').
        assert!(v["sounds"]
            .as_array()
            .unwrap()
            .iter()
            .all(|x| (0..=7).contains(&x.as_i64().unwrap())));
        // The four input slots hold 0, 1 (pressed) or 2 (released).
        assert!(v["inputs"]
            .as_array()
            .unwrap()
            .iter()
            .all(|x| (0..=2).contains(&x.as_i64().unwrap())));
        // The door is latched at a tile corner, or not yet (-1, -1).
        let (dx, dy) = (int("doorX"), int("doorY"));
        assert!((dx, dy) == (-1, -1) || (dx >= 0 && dx % 16 == 0 && dy >= 0 && dy % 16 == 0));
        assert!(int("doorAnim") >= 0 && int("w") > 0 && int("h") > 0);
        if demo {
            // The demo counter, incremented once a step from 0.
            assert_eq!(int("demoTick"), int("tick"), "line {i}");
        }
    }
    assert!(lines > 0);
}

fn trace_of(opt: RunOptions<'_>) -> String {
    let mut trace = Vec::new();
    play::run(
        &RESOURCES,
        RunOptions {
            trace: Some(&mut trace),
            level: opt.level,
            demo: opt.demo,
            replay: opt.replay,
            ticks: opt.ticks,
            ..RunOptions::default()
        },
    )
    .unwrap();
    String::from_utf8(trace).unwrap()
}

#[test]
fn every_trace_line_carries_the_whole_state() {
    let demo = trace_of(RunOptions {
        demo: true,
        ..RunOptions::default()
    });
    check_trace_fields(&demo, true);
    // The demo's ball enters the door and the door stays shut with I counting on.
    let last: Vec<serde_json::Value> = demo
        .lines()
        .rev()
        .take(2)
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(last.iter().all(|v| v["doorOpen"] == false));
    assert_eq!(
        last[0]["doorAnim"].as_i64().unwrap(),
        last[1]["doorAnim"].as_i64().unwrap() + 1
    );
    assert!(last[0]["doorAnim"].as_i64().unwrap() > 48);
    let level = trace_of(RunOptions {
        level: Some(0),
        replay: &events(),
        ticks: Some(300),
        ..RunOptions::default()
    });
    check_trace_fields(&level, false);
    // The replay presses right on its first ticks: the right slot is pressed then.
    let pressed = level
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .any(|v| v["inputs"][3] == 1);
    assert!(pressed);
}
