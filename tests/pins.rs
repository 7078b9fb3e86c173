//! What the game does, pinned: the demo's and every level replay's state hash, and a long
//! seeded walk through the whole application (every screen the buttons reach, drawn by the
//! host renderer) folded into one digest per checkpoint. A change of structure must leave
//! all of them as they are; a change of behaviour shows which checkpoint moved first.
//!
//! `BOUNCE_PIN_REFRESH=1 cargo test --test pins` rewrites `tests/golden/tour.txt` after a
//! deliberate change of behaviour (say which in the commit).

mod support;

use bounceback::app::App;
use bounceback::embedded::RESOURCES;
use bounceback::input::Buttons;
use bounceback::sim::{replay, Events};
use bounceback::tool::play::{self, RunOptions};
use bounceback::tool::support::picture;
use support::walk;

/// The demo's state hash at its end.
const DEMO: u64 = 0x36a8_a7b9_bff4_a18b;

/// Each level replay's (`tests/replays/level_NN.txt`) state hash at its end.
const REPLAYS: [u64; 21] = [
    0x1ed9_a130_6bce_4d77,
    0x9be0_9d13_1c4d_02a1,
    0x980b_2afa_0766_cfd7,
    0x4ed3_7d8d_7820_f339,
    0xd7f4_b38f_679c_7bab,
    0x7048_a964_8e1a_5365,
    0x7394_3591_61a2_4843,
    0xea0d_d35b_a2e9_fbda,
    0x0209_f2f6_36ae_fc20,
    0xd0c8_b6a7_12c7_c65e,
    0xaa62_14d5_b29e_60a9,
    0xfc0e_01a6_e69e_dff0,
    0xd431_ede5_9a1e_9ef9,
    0x003b_9dc2_af12_512f,
    0x7bae_4be9_cf2a_97d1,
    0xaa1f_6758_4e06_c903,
    0x9121_5e20_8e8a_3375,
    0x36a0_f5fd_cce6_48b9,
    0xcc1f_a294_83a7_6591,
    0xca6f_8127_6233_6ab3,
    0xe7b8_059e_ab23_9b6a,
];

#[test]
fn the_demo_hash_is_pinned() {
    let out = support::runs::demo();
    assert_eq!(out.hash, DEMO, "demo: {:016x}", out.hash);
}

/// The one walk over the level replays: each completes its level (exit reached with every hoop
/// passed, no life lost, no input after the end; `tests/content_replays.rs` checks that every
/// playable level has one) at its pinned state hash.
#[test]
fn every_replay_completes_its_level_at_its_pinned_hash() {
    for (level, want) in REPLAYS.iter().enumerate() {
        let path = format!("tests/replays/level_{level:02}.txt");
        let events = replay::parse_text(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let out = play::run(
            &RESOURCES,
            RunOptions {
                level: Some(level),
                replay: &events,
                ..RunOptions::default()
            },
        )
        .unwrap();
        assert!(
            out.exit && out.events.contains(Events::LEVEL_COMPLETE),
            "{path}: the level did not complete: {}",
            out.json()
        );
        assert_eq!(out.hoops_left, 0, "{path}: {}", out.json());
        assert_eq!(out.deaths, 0, "{path}: {}", out.json());
        // The run stops at the completion, so the replay's last input comes before it.
        let last = events.last().map_or(0, |e| e.tick);
        assert!(last <= out.ticks, "{path}: input after the end");
        assert_eq!(out.hash, *want, "{path}: {:016x}", out.hash);
    }
}

/// FNV-1a over 32-bit words.
fn fnv(h: &mut u64, words: impl IntoIterator<Item = u32>) {
    for w in words {
        for b in w.to_le_bytes() {
            *h ^= b as u64;
            *h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

const FNV0: u64 = 0xcbf2_9ce4_8422_2325;

/// Frames between two checkpoints of a walk.
const EVERY: u32 = 20;

/// One walk: `frames` frames of buttons drawn from `seed`, held for a few frames each (menus
/// see presses and releases, play sees long holds). A checkpoint folds the picture, the lines,
/// the sounds and the save bytes of the frames since the last one.
fn walk(
    name: &str,
    mut app: App<'_>,
    prefix: &[Buttons],
    seed: u64,
    frames: u32,
    out: &mut Vec<String>,
) {
    let mut h = FNV0;
    for (i, &held) in walk::buttons(seed, prefix, frames).iter().enumerate() {
        let frame = i as u32 + 1;
        let request = app.update(held);
        fnv(&mut h, [format!("{request:?}").len() as u32]);
        for l in app.take_lines() {
            fnv(&mut h, l.bytes().map(u32::from));
        }
        for s in app.take_sounds() {
            fnv(&mut h, [s as u32]);
        }
        if let Some(bytes) = app.take_save() {
            fnv(&mut h, bytes.iter().map(|&b| b as u32));
            app.save_done(true);
        }
        if frame.is_multiple_of(EVERY) {
            fnv(&mut h, picture(&app));
            out.push(format!("{name} {seed} {frame} {h:016x}"));
        }
    }
}

#[test]
fn a_seeded_walk_through_the_application_is_pinned() {
    let mut got = Vec::new();
    let app = || App::new(&RESOURCES, Ok(None));
    let down = Buttons::DOWN;
    let cross = Buttons::CROSS;
    for seed in 1..=6 {
        walk("title", app(), &[], seed, 3000, &mut got);
    }
    // From the title's New Game: Records (two down), the sandbox (four down).
    walk("records", app(), &[down, down, cross], 7, 600, &mut got);
    for seed in 8..=9 {
        walk(
            "sandbox",
            app(),
            &[down, down, down, down, cross],
            seed,
            3000,
            &mut got,
        );
    }
    let mut refused = app();
    refused.show_resource_error("ms0:/PSP/GAME/BounceBack/res", "tf: chunk 0, byte 2: bad");
    walk("refused", refused, &[], 10, 600, &mut got);
    walk(
        "demo",
        App::demo_autoplay(&RESOURCES),
        &[],
        0,
        1500,
        &mut got,
    );
    for level in [0, 9, 20] {
        let path = format!("tests/replays/level_{level:02}.txt");
        let events = replay::parse_text(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let a = App::replay_autoplay(&RESOURCES, level, events);
        walk(&format!("replay{level}"), a, &[], 0, 4000, &mut got);
    }
    let path = "tests/golden/tour.txt";
    let text = got.join("\n") + "\n";
    if std::env::var_os("BOUNCE_PIN_REFRESH").is_some() {
        std::fs::write(path, &text).unwrap();
        return;
    }
    let want = std::fs::read_to_string(path).unwrap();
    for (g, w) in got.iter().zip(want.lines()) {
        assert_eq!(g, w, "the first checkpoint that moved (seed frame digest)");
    }
    assert_eq!(got.len(), want.lines().count(), "{path}: checkpoints");
}
