//! `bounceback check`: our pack keeps every limit of the original, and for each limit a
//! copy of the pack that breaks just that one gets exactly that limit named, with its
//! file, record and value.

use bounceback::res::container::{self, Container};
use bounceback::res::demo::{DemoRecord, CODE_TIP};
use bounceback::res::lf::{self, Level};
use bounceback::res::png::{self, IndexedImage};
use bounceback::res::{FileName, Resources};
use bounceback::sim::attack::{clock, Run};
use bounceback::tool::check::{self, Problem, LIMITS};
use bounceback::tool::resdir;
use std::borrow::Cow;

mod zip_support;

type Files = Vec<(String, Vec<u8>)>;

fn files() -> Files {
    resdir::read_dir(std::path::Path::new("res")).unwrap()
}

fn file<'a>(f: &'a mut Files, name: &str) -> &'a mut Vec<u8> {
    &mut f.iter_mut().find(|(n, _)| n == name).unwrap().1
}

fn problems(f: &Files) -> Vec<Problem> {
    let table = resdir::table(f);
    let res = Resources::parse(&table[..]).expect("the broken set still loads");
    check::check(&res)
}

/// The one problem `f` has: its limit, and its line as `check` prints it.
fn only(f: &Files) -> (String, String) {
    let p = problems(f);
    assert_eq!(p.len(), 1, "expected one problem, got {p:#?}");
    (p[0].limit.to_string(), p[0].to_string())
}

/// Rewrites `lf` with `change` applied to the levels, and leaves `par` out: the pack's pars
/// are runs of its own levels (a changed level's par would be a problem of its own).
fn with_levels(f: &mut Files, change: impl FnOnce(&mut Vec<Level<'_>>)) {
    f.retain(|(n, _)| n != "par");
    let bytes = file(f, "lf").clone();
    let mut levels = lf::parse(FileName::new("lf"), &bytes).unwrap();
    change(&mut levels);
    let out = lf::to_file(&levels).unwrap();
    *file(f, "lf") = out;
}

/// A walled `rows` x `cols` map with `count` cells of tile `id` from row `rows - 5` upwards
/// (columns 4 to `cols - 5`), clear of the spawn and the door that [`replace_level`] sets.
fn small_map(rows: usize, cols: usize, id: u8, count: usize) -> Vec<u8> {
    let mut cells = vec![0u8; rows * cols];
    for r in 0..rows {
        for c in 0..cols {
            if r == 0 || r == rows - 1 || c == 0 || c == cols - 1 {
                cells[r * cols + c] = 110;
            }
        }
    }
    let mut placed = 0;
    'rows: for r in (1..rows - 4).rev() {
        for c in 4..cols - 4 {
            if placed == count {
                break 'rows;
            }
            cells[r * cols + c] = id;
            placed += 1;
        }
    }
    assert_eq!(placed, count, "the map has room");
    cells
}

fn replace_level(f: &mut Files, index: usize, rows: usize, cols: usize, cells: &[u8]) {
    with_levels(f, |levels| {
        let old = levels[index].clone();
        levels[index] = Level {
            spawn_row: (rows - 2) as i8,
            spawn_col: 1,
            exit_row: (rows - 4) as i8,
            exit_col: (cols - 3) as i8,
            enemies: Cow::Owned(Vec::new()),
            rows,
            cols,
            cells: leak(cells),
            ..old
        };
    });
}

/// The level view borrows its cells; the test keeps them alive for its whole run.
fn leak(cells: &[u8]) -> &'static [u8] {
    Box::leak(cells.to_vec().into_boxed_slice())
}

/// A picture of `w` x `h` pixels, one colour.
fn picture(w: u32, h: u32) -> Vec<u8> {
    png::encode(&IndexedImage {
        width: w,
        height: h,
        indices: vec![0; (w * h) as usize],
        palette: vec![0xFF20_4060],
    })
}

fn replace_picture(f: &mut Files, name: &str, k: usize, body: &[u8]) {
    let data = file(f, name).clone();
    let c = Container::parse(FileName::new(name), &data).unwrap();
    let mut chunks: Vec<Vec<u8>> = (0..c.len())
        .map(|i| c.chunk(i).unwrap().0.to_vec())
        .collect();
    chunks[k] = body.to_vec();
    let mut out = Vec::new();
    container::write(&mut out, &chunks).unwrap();
    *file(f, name) = out;
}

fn with_demo(f: &mut Files, change: impl FnOnce(&mut Vec<DemoRecord>)) {
    let mut records = bounceback::res::demo::parse(FileName::new("r"), file(f, "r")).unwrap();
    change(&mut records);
    records.sort_by_key(|r| r.tick);
    *file(f, "r") = bounceback::res::demo::to_file(&records);
}

fn with_tiles(f: &mut Files, change: impl FnOnce(&mut bounceback::res::tf::TileSet<'_>)) {
    let bytes = file(f, "tf").clone();
    let mut set = bounceback::res::tf::TileSet::parse(FileName::new("tf"), &bytes).unwrap();
    change(&mut set);
    *file(f, "tf") = set.to_file().unwrap();
}

#[test]
fn our_pack_keeps_every_limit() {
    assert_eq!(problems(&files()), Vec::new());
    let mut out = Vec::new();
    bounceback::tool::run(&["check".into(), "--res".into(), "res".into()], &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.starts_with("ok: res "), "{text}");
    assert_eq!(text.lines().count(), 1);
}

#[test]
fn the_oracle_set_keeps_every_limit() {
    // The set the oracle (version 2) ran the original on is our pack as it was, unpatched:
    // the original ran it as it is.
    let f = resdir::read_dir(std::path::Path::new("tests/oracle/res")).unwrap();
    assert_eq!(problems(&f), Vec::new());
}

#[test]
fn a_jar_is_checked_like_a_folder() {
    let check = |path: &std::path::Path| {
        let mut out = Vec::new();
        let r = bounceback::tool::run(
            &["check".into(), "--res".into(), path.display().to_string()],
            &mut out,
        );
        (r.err().map(|e| e.code), String::from_utf8(out).unwrap())
    };
    let tmp = std::env::temp_dir().join(format!("bounce_check_jar_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).unwrap();
    // The oracle's set as a MIDlet archive: nothing to say, a clean exit.
    let jar = tmp.join("oracle.jar");
    let bytes = zip_support::jar_of(std::path::Path::new("tests/oracle/res"), Some("res"));
    std::fs::write(&jar, bytes).unwrap();
    let (code, text) = check(&jar);
    assert_eq!(code, None, "{text}");
    assert!(text.starts_with("ok: "), "{text}");
    // A copy with a HUD strip of 24 rows, as a folder and as an archive: the same one
    // problem, and a failing exit.
    let mut f = resdir::read_dir(std::path::Path::new("tests/oracle/res")).unwrap();
    replace_picture(&mut f, "ic", 0, &picture(480, 24));
    let (limit, line) = only(&f);
    assert_eq!(limit, "hud-strip");
    let dir = tmp.join("broken");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, body) in &f {
        std::fs::write(dir.join(name), body).unwrap();
    }
    let jar = tmp.join("broken.jar");
    std::fs::write(&jar, zip_support::jar_of(&dir, Some("res"))).unwrap();
    for path in [&dir, &jar] {
        let (code, text) = check(path);
        assert_eq!(code, Some(1), "{text}");
        assert_eq!(
            text.lines().collect::<Vec<_>>(),
            [line.as_str()],
            "{}",
            path.display()
        );
    }
    assert!(
        line.starts_with("hud-strip: ic picture 0: 480 x 24"),
        "{line}"
    );
    std::fs::remove_dir_all(&tmp).unwrap();
}

#[test]
fn a_set_that_does_not_load_is_reported_and_fails() {
    let dir = std::env::temp_dir().join(format!("bounce_check_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, bytes) in files() {
        if name != "tf" {
            std::fs::write(dir.join(&name), bytes).unwrap();
        }
    }
    let mut out = Vec::new();
    let err = bounceback::tool::run(
        &["check".into(), "--res".into(), dir.display().to_string()],
        &mut out,
    )
    .unwrap_err();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(err.code, 1);
    let text = String::from_utf8(out).unwrap();
    assert_eq!(
        text,
        format!(
            "load: {} (the whole set): the set does not load: tf, byte 0: the file is missing\n",
            dir.display()
        )
    );
    assert!(err
        .message
        .ends_with("1 problem(s) the original could not run"));
}

#[test]
fn too_few_levels() {
    let mut f = files();
    // Level 19 dropped: the tutorial is still the last level, at index 20.
    with_levels(&mut f, |levels| {
        levels.remove(19);
    });
    let (limit, line) = only(&f);
    assert_eq!(limit, "level-count");
    assert_eq!(
        line,
        "level-count: lf (42 chunks): 21 levels, the original needs exactly 22: levels 1 to 20 \
         (index 0 to 19), Bonus level 21 (index 20) and the tutorial (index 21)"
    );
}

#[test]
fn a_map_smaller_than_the_view() {
    let mut f = files();
    replace_level(&mut f, 4, 12, 40, &small_map(12, 40, 0, 0));
    let (limit, line) = only(&f);
    assert_eq!(limit, "map-size");
    assert_eq!(
        line,
        "map-size: lf Level 5 (index 4), chunk 9: 12 x 40 tiles, the original needs at least 13 x 12"
    );
}

#[test]
fn a_cell_past_the_tile_table() {
    let mut f = files();
    let l = &resources_levels()[2];
    let mut cells = l.0.clone();
    cells[l.1 + 5] = 120;
    replace_level_cells(&mut f, 2, cells);
    let (limit, line) = only(&f);
    assert_eq!(limit, "map-tile");
    assert_eq!(
        line,
        "map-tile: lf Level 3 (index 2), chunk 5: cell (row 1, column 5) is tile 120, the tile set \
         has 117 tiles"
    );
}

/// Each level's cells and column count.
fn resources_levels() -> Vec<(Vec<u8>, usize)> {
    let f = files();
    let table = resdir::table(&f);
    let res = Resources::parse(&table[..]).unwrap();
    res.levels
        .iter()
        .map(|l| (l.cells.to_vec(), l.cols))
        .collect()
}

fn replace_level_cells(f: &mut Files, index: usize, cells: Vec<u8>) {
    with_levels(f, |levels| {
        levels[index].cells = leak(&cells);
    });
}

#[test]
fn too_many_hoops_fans_or_saved_cells() {
    for (id, count, limit, what) in [
        (
            93u8,
            31,
            "hoop-list",
            "31 hoops, the original's table holds 30",
        ),
        (
            55,
            37,
            "fan-list",
            "37 fan housing cells, the original's table holds 36",
        ),
        (
            30,
            51,
            "saved-cells",
            "51 cells a save keeps (bricks, lives, gems, checkpoints, hoops), the original's \
             table holds 50",
        ),
    ] {
        let mut f = files();
        replace_level(&mut f, 7, 13, 40, &small_map(13, 40, id, count));
        let (l, line) = only(&f);
        assert_eq!(l, limit);
        assert_eq!(
            line,
            format!("{limit}: lf Level 8 (index 7), chunk 15: {what}")
        );
        // One fewer is within the limit.
        let mut f = files();
        replace_level(&mut f, 7, 13, 40, &small_map(13, 40, id, count - 1));
        assert_eq!(problems(&f), Vec::new(), "{limit}");
    }
}

#[test]
fn a_tile_table_without_the_ids_the_original_uses() {
    let mut f = files();
    with_tiles(&mut f, |t| {
        t.tiles.to_mut().truncate(116);
    });
    // No map may use tile 116 then (that would be a map-tile problem as well).
    let levels = resources_levels();
    for (k, (cells, _)) in levels.iter().enumerate() {
        let mut cells = cells.clone();
        for c in cells.iter_mut() {
            if *c & 0x7F == 116 {
                *c &= 0x80;
            }
        }
        replace_level_cells(&mut f, k, cells);
    }
    let (limit, line) = only(&f);
    assert_eq!(limit, "tile-count");
    assert_eq!(
        line,
        "tile-count: tf chunk 0 (header byte 6): 116 tiles, the original's code uses ids up to 116"
    );
}

#[test]
fn a_tile_size_the_original_cannot_use() {
    let mut f = files();
    with_tiles(&mut f, |t| {
        t.raw_tile_w = 16;
        t.raw_tile_h = 12;
    });
    let (limit, line) = only(&f);
    assert_eq!(limit, "tile-size");
    assert_eq!(
        line,
        "tile-size: tf chunk 0 (header bytes 4, 5): 16 x 12, the original needs 12 x 12 (read \
         as 16 x 16) or 16 x 16"
    );
}

#[test]
fn an_animated_tile_as_a_frame() {
    let mut f = files();
    // As our pack had it: group 3 listing its own animated tile 22 first.
    with_tiles(&mut f, |t| {
        let g = &mut t.groups.to_mut()[3];
        let old = g.frames;
        g.frames[0] = 22;
        g.frames[1] = old[0];
        g.frames[2] = old[1];
        g.len = 3;
    });
    let (limit, line) = only(&f);
    assert_eq!(limit, "anim-frame");
    assert_eq!(
        line,
        "anim-frame: tf group 3 frame 0: tile 22 is animated, the original draws only plain \
         tiles as frames"
    );
}

#[test]
fn a_sixth_tip() {
    let mut f = files();
    with_demo(&mut f, |r| {
        r.push(DemoRecord {
            tick: 400,
            code: CODE_TIP,
            value: 1,
        })
    });
    let (limit, line) = only(&f);
    assert_eq!(limit, "tip-count");
    // Records sorted by tick: the sixth tip lands just after tip 5 and the 393 release.
    let index = bounceback::res::demo::parse(FileName::new("r"), file(&mut f, "r"))
        .unwrap()
        .iter()
        .position(|r| r.tick == 400)
        .unwrap();
    assert_eq!(
        line,
        format!("tip-count: r record {index}: 6 tips, the original has 5 tip positions")
    );
}

#[test]
fn the_last_tip_expires_before_the_demo_ends() {
    let mut f = files();
    // Tip 5 where our demo had it: 81 paints later it is gone, long before the end.
    with_demo(&mut f, |r| {
        let last = r.iter().rposition(|r| r.code == CODE_TIP).unwrap();
        r[last].tick = 329;
    });
    let (limit, line) = only(&f);
    assert_eq!(limit, "tip-at-end");
    let records = bounceback::res::demo::parse(FileName::new("r"), file(&mut f, "r")).unwrap();
    let index = records.iter().position(|r| r.tick == 329).unwrap();
    assert_eq!(
        line,
        format!(
            "tip-at-end: r tip 5 (record {index}): expires on tick 410, the demo ends on tick \
             453; the original's tip index then runs past its 5 positions"
        )
    );
}

#[test]
fn pictures_smaller_than_the_layout() {
    for (name, k, w, h, limit, what) in [
        (
            "ic",
            0,
            480,
            24,
            "hud-strip",
            "at least 176 x 29 (the HUD fills the 29 rows under the view)",
        ),
        (
            "ic",
            1,
            12,
            80,
            "digit-strip",
            "at least 12 x 96 (the lives digit is cut from rows 16 x lives, lives up to 5)",
        ),
        (
            "ic",
            7,
            32,
            72,
            "door-strip",
            "at least 32 x 96 (the door is drawn from two 24-row windows sliding over 96 rows)",
        ),
        (
            "im",
            0,
            176,
            200,
            "splash",
            "at least 176 x 208 (the splash covers the whole window)",
        ),
    ] {
        let mut f = files();
        replace_picture(&mut f, name, k, &picture(w, h));
        let (l, line) = only(&f);
        assert_eq!(l, limit);
        assert_eq!(
            line,
            format!("{limit}: {name} picture {k}: {w} x {h}, the original needs {what}")
        );
    }
}

/// Rewrites `par` with `change` applied to the runs, one a level (`None`: no par).
fn with_pars(f: &mut Files, change: impl FnOnce(&mut Vec<Option<Run>>)) {
    let bytes = file(f, "par").clone();
    let mut runs: Vec<Option<Run>> = bounceback::res::par::parse(FileName::new("par"), &bytes)
        .unwrap()
        .iter()
        .map(|p| p.map(|p| Run::read(p.run).unwrap()))
        .collect();
    change(&mut runs);
    let bytes: Vec<Option<Vec<u8>>> = runs.iter().map(|r| r.as_ref().map(Run::to_bytes)).collect();
    let refs: Vec<Option<&[u8]>> = bytes.iter().map(|b| b.as_deref()).collect();
    *file(f, "par") = bounceback::res::par::to_file(&refs).unwrap();
}

#[test]
fn a_par_that_does_not_finish_on_its_tick_is_named() {
    // Every playable level of the pack has a par, and each finishes on its tick (the
    // embedded set is ok: `our_pack_keeps_every_limit`).
    let f = files();
    let table = resdir::table(&f);
    let res = Resources::parse(&table[..]).unwrap();
    assert_eq!(res.pars.len(), res.levels.len() - 1);
    assert!(res.pars.iter().all(Option::is_some));
    let par4 = res.par(4).unwrap().ticks;
    // One tick more than the run takes: it finishes a tick early.
    let mut f = files();
    with_pars(&mut f, |r| r[4].as_mut().unwrap().ticks += 1);
    let (limit, line) = only(&f);
    assert_eq!(limit, "par");
    assert_eq!(
        line,
        format!(
            "par: par Level 5 (index 4): it finishes on tick {par4}, the par is {} ticks ({})",
            par4 + 1,
            clock(par4 + 1)
        )
    );
    // One tick less: the run has not finished by its end.
    let mut f = files();
    with_pars(&mut f, |r| {
        let run = r[7].as_mut().unwrap();
        run.ticks -= 1;
        run.events.retain(|e| e.tick <= run.ticks);
    });
    let (limit, line) = only(&f);
    assert_eq!(limit, "par");
    assert!(
        line.starts_with("par: par Level 8 (index 7): it does not finish the level, the par is "),
        "{line}"
    );
    // Another level's run: it does not finish this one (or loses the ball on the way).
    let mut f = files();
    with_pars(&mut f, |r| r[0] = r[1].clone());
    let (limit, line) = only(&f);
    assert_eq!(limit, "par");
    assert!(line.starts_with("par: par Level 1 (index 0): "), "{line}");
    // A set without par (the original's): no par, nothing to check.
    let mut f = files();
    f.retain(|(n, _)| n != "par");
    assert_eq!(problems(&f), Vec::new());
    let table = resdir::table(&f);
    assert!(Resources::parse(&table[..]).unwrap().par(0).is_none());
    // A par past the playable levels: named, and never shown (the list stops before).
    let mut f = files();
    with_pars(&mut f, |r| {
        let last = r.last().cloned().unwrap();
        r.push(last.clone());
        r.push(None);
        r.push(last);
    });
    let p = problems(&f);
    let lines: Vec<String> = p.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        lines,
        [
            "par: par the tutorial (index 21): a par past the 21 playable levels",
            "par: par level 24 (index 23): a par past the 21 playable levels",
        ]
    );
}

#[test]
fn every_limit_has_a_test_here() {
    // The names the tests above break, against the tool's list.
    let tested = [
        "load",
        "level-count",
        "map-size",
        "map-tile",
        "hoop-list",
        "fan-list",
        "saved-cells",
        "tile-count",
        "tile-size",
        "anim-frame",
        "tip-count",
        "tip-at-end",
        "hud-strip",
        "digit-strip",
        "door-strip",
        "splash",
        "par",
    ];
    assert_eq!(LIMITS, tested);
    // docs/FORMAT.md lists each of them.
    let doc = std::fs::read_to_string("docs/FORMAT.md").unwrap();
    let section = doc
        .split("## Limits of the original")
        .nth(1)
        .expect("docs/FORMAT.md has a section \"Limits of the original\"");
    for name in LIMITS {
        assert!(
            section.contains(&format!("`{name}`")),
            "{name} is not in docs/FORMAT.md"
        );
    }
}

/// The editor's questions: one level's problems are the whole check's problems of that
/// level, and nothing of the others; an unsaved map gets the same answers.
#[test]
fn one_level_asked_alone() {
    let mut f = files();
    replace_level(&mut f, 4, 12, 40, &small_map(12, 40, 93, 31));
    replace_level(&mut f, 7, 13, 40, &small_map(13, 40, 55, 37));
    with_demo(&mut f, |r| {
        r.push(DemoRecord {
            tick: 400,
            code: CODE_TIP,
            value: 1,
        })
    });
    let table = resdir::table(&f);
    let res = Resources::parse(&table[..]).unwrap();
    let all = check::check(&res);
    let limits = |p: &[Problem]| p.iter().map(|p| p.limit).collect::<Vec<_>>();
    assert_eq!(
        limits(&all),
        ["map-size", "hoop-list", "fan-list", "tip-count"]
    );
    let four = check::check_level(&res, 4);
    assert_eq!(four, all[..2].to_vec());
    assert_eq!(check::check_level(&res, 7), all[2..3].to_vec());
    assert_eq!(check::check_level(&res, 3), Vec::new());
    // The demo plays the last level: its tips are that level's.
    let last = res.levels.len() - 1;
    assert_eq!(check::check_level(&res, last), all[3..].to_vec());
    assert_eq!(check::check_level(&res, last + 1), Vec::new());
    for (index, level) in res.levels.iter().enumerate() {
        let name = bounceback::res::LevelName::new(index, res.levels.len());
        let map = check::check_map(name, level, &res.tiles);
        assert!(map.iter().all(|p| check::MAP_LIMITS.contains(&p.limit)));
        let level_only: Vec<Problem> = check::check_level(&res, index)
            .into_iter()
            .filter(|p| check::MAP_LIMITS.contains(&p.limit))
            .collect();
        assert_eq!(map, level_only, "level {index}");
    }
}
