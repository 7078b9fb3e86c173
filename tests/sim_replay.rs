//! Determinism and replays: the same level and input give the same state hash on every
//! run, whichever replay form carries the input; and a short replay's trace matches the
//! checked-in golden trace line for line.

use bounceback::content::RESOURCES;
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
    let bin = replay::to_binary(&ev).unwrap();
    let c = run(&replay::parse_binary(&bin).unwrap());
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
    // Every line has every field of the trace format.
    for line in got.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        for k in [
            "tick",
            "x",
            "y",
            "vx",
            "vy",
            "onGround",
            "big",
            "sprite",
            "lives",
            "score",
            "hoopsLeft",
            "dying",
            "doorOpen",
            "levelScore",
            "water",
            "revGrav",
            "jumpBoost",
            "speedBoost",
            "powerTimer",
            "fForm",
            "fTimer",
            "enemies",
            "mapCrc",
            "events",
        ] {
            assert!(v.get(k).is_some(), "{k} missing");
        }
    }
}
