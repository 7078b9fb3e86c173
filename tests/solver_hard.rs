//! The solver's hard levels of issue 49 (`tests/solver_hard/*.txt`, level sources in the
//! original's format, the tutorial slot last): long maps built with the ingredients of
//! the original's levels the solver does not finish, in the counts the issue gives. Each
//! one is proved completable by a route made by hand (`NN_name.macro`, turned into the
//! replay `NN_name.replay` by `scripts/macro-replay.sh`), played here as `play --replay`
//! plays it. What the solver does on them is measured, not tested (docs/SOLVER.md, "Hard
//! levels").

mod support;

use bounceback::res::lf::WATER;
use bounceback::res::{lf, Resources};
use bounceback::sim::{limits, tiles};
use bounceback::tool::play::{self, RunOptions};
use bounceback::tool::{replay, resdir, solve};
use std::path::{Path, PathBuf};

const DIR: &str = "tests/solver_hard";

/// The set's level sources in file-name order.
fn sources() -> Vec<PathBuf> {
    support::level_sources(DIR)
}

/// The pack's files with `lf` made from the set's sources.
fn hard_set() -> Vec<(String, Vec<u8>)> {
    let names = sources();
    support::pack_sources(&names)
}

/// The hard levels: every source but the tutorial slot, which is last.
fn hard_levels() -> Vec<(usize, PathBuf)> {
    let names = sources();
    let n = names.len() - 1;
    names.into_iter().take(n).enumerate().collect()
}

#[test]
fn there_are_five_hard_levels_and_the_tutorial_slot() {
    let files = hard_set();
    let table = resdir::table(&files);
    let res = Resources::parse(&table[..]).unwrap();
    assert_eq!(res.levels.len(), 6);
    assert_eq!(hard_levels().len(), 5);
}

#[test]
fn every_hard_level_is_within_the_original_limits() {
    let files = hard_set();
    let table = resdir::table(&files);
    let res = Resources::parse(&table[..]).unwrap();
    for (i, path) in hard_levels() {
        let problems = limits::check_level(&res, i);
        assert!(problems.is_empty(), "{}: {problems:?}", path.display());
    }
}

/// What a map holds, counted as the issue counts it.
#[derive(Debug, Default)]
struct Counts {
    water: usize,
    hoops: usize,
    spikes: usize,
    conveyors: usize,
    winds: usize,
    fans: usize,
    bricks: usize,
    checkpoints: usize,
    inflaters: usize,
    deflaters: usize,
    f_forms: usize,
    reverse: usize,
}

fn counts(level: &lf::Level<'_>) -> Counts {
    let mut c = Counts::default();
    for &b in level.cells {
        let t = tiles::id(b);
        c.water += usize::from(b & WATER != 0);
        c.hoops += usize::from(tiles::counts_as_hoop(t));
        c.spikes += usize::from(tiles::is_spike(t));
        c.conveyors += usize::from(tiles::is_conveyor(t));
        c.fans += usize::from(tiles::is_fan(t));
        c.winds += usize::from(
            !tiles::is_fan(t)
                && (tiles::up_wind(t).is_some()
                    || tiles::left_wind(t).is_some()
                    || tiles::pushes_right(t)),
        );
        c.bricks += usize::from(tiles::is_brick(t));
        c.checkpoints += usize::from(t == tiles::CHECKPOINT);
        c.inflaters += usize::from(t == tiles::INFLATER);
        c.deflaters += usize::from(t == tiles::DEFLATER);
        c.f_forms += usize::from(t == tiles::F_FORM);
        c.reverse += usize::from(t == tiles::REVERSE_GRAVITY);
    }
    c
}

#[test]
fn every_hard_level_has_the_ingredients_in_the_issues_counts() {
    let files = hard_set();
    let table = resdir::table(&files);
    let res = Resources::parse(&table[..]).unwrap();
    for (i, path) in hard_levels() {
        let level = &res.levels[i];
        let c = counts(level);
        let at = format!("{}: {c:?}", path.display());
        // Maps of 50 x 66 to 90 x 47 cells, either way round.
        let (long, short) = (level.rows.max(level.cols), level.rows.min(level.cols));
        assert!(
            (66..=90).contains(&long) && (47..=66).contains(&short),
            "{at}"
        );
        assert!((260..=680).contains(&c.water), "{at}");
        assert!((14..=19).contains(&c.hoops), "{at}");
        assert!((20..=50).contains(&c.spikes), "{at}");
        assert!((29..=51).contains(&c.conveyors), "{at}");
        assert!((18..=30).contains(&c.winds), "{at}");
        assert_eq!(c.fans, 36, "{at}");
        assert!((6..=15).contains(&c.bricks), "{at}");
        assert!((3..=7).contains(&c.checkpoints), "{at}");
        assert!(
            level.enemies.len() <= 17 && !level.enemies.is_empty(),
            "{at}"
        );
        assert!(c.inflaters >= 1 && c.deflaters >= 1, "{at}");
        assert!(c.f_forms >= 1 && c.reverse >= 1, "{at}");
    }
}

#[test]
fn every_hard_level_is_completed_by_its_hand_made_replay() {
    let files = hard_set();
    let table = resdir::table(&files);
    let res = Resources::parse(&table[..]).unwrap();
    for (i, path) in hard_levels() {
        let replay_path = path.with_extension("replay");
        let events = replay::read(Path::new(&replay_path)).unwrap();
        let out = play::run(
            &res,
            RunOptions {
                level: Some(i),
                replay: &events,
                ..RunOptions::default()
            },
        )
        .unwrap();
        assert!(
            out.exit && out.hoops_left == 0 && out.deaths == 0,
            "{}: {}",
            replay_path.display(),
            out.json()
        );
    }
}

/// The explorer's measure of the way left (`solve --route`) tells a run that skipped a
/// hoop from one that took it: `00_carried_form.skipped.replay` is an explorer run that
/// bounced over the first corridor's second hoop, (7, 36), and dropped on; from then on,
/// with as many hoops left as the hand-made route at some point, its way left is longer
/// at every such point, since the hoop behind costs the whole way back.
#[test]
fn a_run_that_skipped_a_hoop_has_the_longer_way_left() {
    let files = hard_set();
    let table = resdir::table(&files);
    let res = Resources::parse(&table[..]).unwrap();
    let route = |name: &str| {
        let events = replay::read(&Path::new(DIR).join(name)).unwrap();
        solve::route_along(&res, 0, &events).unwrap()
    };
    let took = route("00_carried_form.replay");
    let skipped = route("00_carried_form.skipped.replay");
    let behind = (7, 36);
    assert!(
        took.last().unwrap().cells.is_empty(),
        "the hand-made route takes every hoop"
    );
    let mut compared = 0;
    for s in skipped.iter().filter(|s| s.cells.contains(&behind)) {
        let Some(t) = took.iter().find(|t| t.cells.len() == s.cells.len()) else {
            continue;
        };
        if t.cells.contains(&behind) {
            continue;
        }
        assert!(
            s.way_left > t.way_left,
            "with {} hoop cells left: skipped {} (tick {}), took {} (tick {})",
            s.cells.len(),
            s.way_left,
            s.tick,
            t.way_left,
            t.tick
        );
        compared += 1;
    }
    assert!(compared >= 10, "only {compared} points compared");
}
