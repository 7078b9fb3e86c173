//! Shared helpers for the tests: tiny hand-made levels in the level text format, packed
//! into the real resource files and read back through the game's readers; the counting
//! allocator of the no-allocation tests ([`alloc`]), the deterministic generator of the
//! randomised tests ([`rng`], which the benchmarks include too) and the seeded button walks
//! through the application ([`walk`]), a player's tap of a button ([`press`]) and the
//! host runner's demo ([`runs`]).

#![allow(dead_code)]

pub mod alloc;
pub mod press;
pub mod rng;
pub mod runs;
pub mod walk;

use bounceback::embedded::RAW_FILES;
use bounceback::res::{lf, FileName, Resources};
use bounceback::sim::flow::Game;
use bounceback::sim::replay;
use bounceback::sim::{Ball, Events, Stats};
use bounceback::tool::source::{level, text::Text};

/// The embedded resource files with `lf` replaced by the given levels, followed by the
/// embedded tutorial level (so every given level is playable).
pub struct TestRes {
    files: Vec<(String, Vec<u8>)>,
}

impl TestRes {
    pub fn new(levels: &[&str]) -> TestRes {
        let srcs: Vec<level::LevelSrc> = levels
            .iter()
            .enumerate()
            .map(|(i, t)| {
                level::parse(&mut Text::new(format!("test level {i}"), t))
                    .unwrap_or_else(|e| panic!("{e}"))
            })
            .collect();
        let lf_raw = RAW_FILES.iter().find(|(n, _)| *n == "lf").unwrap().1;
        let embedded = lf::parse(FileName::new("lf"), lf_raw).unwrap();
        let mut all: Vec<lf::Level<'_>> = srcs.iter().map(|s| s.level()).collect();
        all.push(embedded.last().unwrap().clone());
        let lf_bytes = lf::to_file(&all).unwrap();
        let mut files: Vec<(String, Vec<u8>)> = RAW_FILES
            .iter()
            .map(|(n, b)| (n.to_string(), b.to_vec()))
            .collect();
        for f in files.iter_mut() {
            if f.0 == "lf" {
                f.1 = lf_bytes.clone();
            }
        }
        TestRes { files }
    }

    pub fn table(&self) -> Vec<(&str, &[u8])> {
        self.files
            .iter()
            .map(|(n, b)| (n.as_str(), b.as_slice()))
            .collect()
    }
}

/// Parses a resource table (kept by the caller, since the resources borrow it).
pub fn parse<'a>(table: &'a [(&'a str, &'a [u8])]) -> Resources<'a> {
    Resources::parse(table).unwrap_or_else(|e| panic!("{e}"))
}

/// What the tests look at after each step.
#[derive(Clone, Debug)]
pub struct Tick {
    pub tick: u32,
    pub ball: Ball,
    pub events: Events,
    pub stats: Stats,
    pub hoops_left: i32,
    pub door_open: bool,
}

/// Runs level `index` for `ticks` steps (or to its end) with a text replay.
pub fn run(res: &Resources<'_>, index: usize, replay_text: &str, ticks: u32) -> (Game, Vec<Tick>) {
    let events = replay::parse_text(replay_text).unwrap();
    let mut player = replay::Player::new(&events);
    let mut game = Game::new(res, index).unwrap();
    let mut out = Vec::new();
    for t in 1..=ticks {
        for e in player.before_next_step() {
            game.sim.key(e.key, e.pressed);
        }
        let ev = game.step(res);
        out.push(Tick {
            tick: t,
            ball: *game.sim.ball(),
            events: ev,
            stats: game.sim.stats(),
            hoops_left: game.sim.hoops_left(),
            door_open: game.sim.door().open,
        });
        if ev.ends_run() {
            break;
        }
    }
    (game, out)
}

/// The first tick with event `e`.
pub fn first(ticks: &[Tick], e: Events) -> Option<&Tick> {
    ticks.iter().find(|t| t.events.contains(e))
}

/// The level sources (`.txt`) of a folder, in file-name order.
pub fn level_sources(dir: &str) -> Vec<std::path::PathBuf> {
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    names.sort();
    names
}

/// The pack's files with `lf` made from level sources (the original's format, read by the
/// tool's reader), in the order given: a solver test set as the game reads it.
pub fn pack_sources(names: &[std::path::PathBuf]) -> Vec<(String, Vec<u8>)> {
    let texts: Vec<String> = names
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    let srcs: Vec<level::LevelSrc> = names
        .iter()
        .zip(&texts)
        .map(|(p, t)| level::parse(&mut Text::new(p.display().to_string(), t)).unwrap())
        .collect();
    let levels: Vec<lf::Level<'_>> = srcs.iter().map(|s| s.level()).collect();
    let lf_bytes = lf::to_file(&levels).unwrap();
    RAW_FILES
        .iter()
        .map(|(n, b)| {
            let bytes = if *n == "lf" {
                lf_bytes.clone()
            } else {
                b.to_vec()
            };
            (n.to_string(), bytes)
        })
        .collect()
}
