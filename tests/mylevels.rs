//! MY LEVELS end to end on a host folder standing for the memory stick (the service
//! `bounceback app --stick` answers the game's file jobs with): a level made and finished in
//! the editor is saved from its menu; the folder is a resource set `check` passes, whose
//! kept run finishes the level in `play`; the app started again on the folder lists it,
//! plays it (the best bonus kept), copies and deletes it (delete asks first).
//!
//! A damaged folder never locks the player out (issue 45): a bad line of the index is left
//! out and the rest listed, REBUILD THE LIST? asked (NO first), and SAVE still works,
//! keeping what it cannot read; a level whose data does not read is marked and the others
//! play; an `lf` that cannot be read at all refuses every write, saying what to do. Random
//! index text never panics, and every well-formed line is listed whatever surrounds it.

use bounceback::app::mylevels::{self, parse_index, why, Damage, State, INDEX, MAX};
use bounceback::app::{App, EditorItem, MyLevelsAction, Screen, TitleItem};
use bounceback::embedded::RESOURCES;
use bounceback::input::Buttons as B;
use bounceback::tool::host_stick::serve;
use proptest::prelude::*;
use std::path::{Path, PathBuf};

/// Runs the app's file jobs on `root` until none is due.
fn pump(app: &mut App<'_>, root: &Path) {
    while let Some(job) = app.take_file_job() {
        let r = serve(root, job);
        app.file_done(r);
    }
}

fn tap(app: &mut App<'_>, root: &Path, b: B) {
    app.update(b);
    pump(app, root);
    app.update(B::NONE);
    pump(app, root);
}

fn stick(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn folder(root: &Path) -> PathBuf {
    root.join("PSP/GAME/BounceBack/MYLEVELS")
}

fn start(root: &Path) -> App<'static> {
    let mut app = App::new(&RESOURCES, Ok(None));
    app.write_no_saves();
    pump(&mut app, root);
    app
}

fn title(app: &mut App<'_>, root: &Path, item: TitleItem) {
    for _ in 0..12 {
        if app.screen() == (Screen::Title { sel: item }) {
            tap(app, root, B::CROSS);
            return;
        }
        tap(app, root, B::DOWN);
    }
    panic!("no {item:?} on the title: {:?}", app.screen());
}

/// A level made in the editor (the new level: the ball rolls right to the door), finished
/// in test play from its start, and saved from the level's menu.
fn make_and_save(app: &mut App<'_>, root: &Path) {
    title(app, root, TitleItem::MakeLevel);
    tap(app, root, B::START);
    let mut frames = 0;
    while matches!(app.screen(), Screen::Editor { testing: true, .. }) && frames < 3600 {
        app.update(B::RIGHT);
        frames += 1;
    }
    app.update(B::NONE);
    assert!(
        app.editor_finished().is_some(),
        "the run finished the level"
    );
    tap(app, root, B::CIRCLE);
    for _ in 0..10 {
        if matches!(
            app.screen(),
            Screen::Editor {
                menu: Some(EditorItem::Save),
                ..
            }
        ) {
            break;
        }
        tap(app, root, B::DOWN);
    }
    tap(app, root, B::CROSS);
}

fn run(args: &[&str]) -> (Result<(), String>, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let mut out = Vec::new();
    let r = bounceback::tool::run(&args, &mut out);
    (r.map_err(|f| f.message), String::from_utf8(out).unwrap())
}

fn action(app: &mut App<'_>, root: &Path, a: MyLevelsAction) {
    tap(app, root, B::CROSS);
    for _ in 0..5 {
        if matches!(app.screen(), Screen::MyLevels { action: Some(x), .. } if x == a) {
            tap(app, root, B::CROSS);
            return;
        }
        tap(app, root, B::DOWN);
    }
    panic!("no {a:?}: {:?}", app.screen());
}

#[test]
fn a_saved_level_is_a_set_the_original_could_run_and_comes_back_after_a_restart() {
    let root = stick("mylevels-stick");
    let mut app = start(&root);
    assert_eq!(app.my_levels().state, State::Ready);
    assert!(app.my_levels().levels.is_empty());
    make_and_save(&mut app, &root);
    assert_eq!(app.my_levels().levels.len(), 1);
    let dir = folder(&root);
    for f in [
        INDEX,
        "lf",
        "level-1.replay.txt",
        "tf",
        "b",
        "im",
        "if0",
        "s",
    ] {
        assert!(dir.join(f).is_file(), "{f} not written");
    }
    let index = std::fs::read_to_string(dir.join(INDEX)).unwrap();
    assert!(index.lines().any(|l| l == "LEVEL 1|1|0"), "{index}");

    // The folder is a set the original could run, and the kept run finishes the level.
    let d = dir.to_str().unwrap();
    let (ok, out) = run(&["check", "--res", d]);
    assert!(ok.is_ok() && out.starts_with("ok"), "{ok:?} {out}");
    let replay = dir.join("level-1.replay.txt");
    let (ok, out) = run(&[
        "play",
        "--res",
        d,
        "--level",
        "0",
        "--replay",
        replay.to_str().unwrap(),
    ]);
    assert!(ok.is_ok() && out.contains("\"exit\":true"), "{ok:?} {out}");

    // A new start on the same stick: listed, and played from the list.
    let made = app.my_levels().levels[0].clone();
    drop(app);
    let mut app = start(&root);
    assert_eq!(app.my_levels().levels, vec![made]);
    title(&mut app, &root, TitleItem::MyLevels);
    assert_eq!(
        app.screen(),
        Screen::MyLevels {
            sel: 0,
            action: None,
        }
    );
    // PLAY: the game's own frame, the level's banner first; START pauses it, and QUIT TO
    // MY LEVELS (asked, NO first) goes back to the list, keeping nothing of New Game's.
    let (open, cont) = (app.levels_open(), app.can_continue());
    action(&mut app, &root, MyLevelsAction::Play);
    assert_eq!(app.screen(), Screen::Banner);
    tap(&mut app, &root, B::CROSS);
    assert_eq!(app.screen(), Screen::Playing);
    tap(&mut app, &root, B::START);
    assert!(matches!(app.screen(), Screen::Paused { .. }));
    for b in [B::UP, B::CROSS, B::LEFT, B::CROSS] {
        tap(&mut app, &root, b);
    }
    assert_eq!(
        app.screen(),
        Screen::MyLevels {
            sel: 0,
            action: None,
        }
    );
    assert!(app.game().is_none());
    // Played through: the banner, play, the level complete tally (the best bonus kept as
    // it opens), and the confirm back to the list.
    action(&mut app, &root, MyLevelsAction::Play);
    assert_eq!(app.screen(), Screen::Banner);
    let mut frames = 0;
    while !matches!(app.screen(), Screen::LevelComplete { .. }) && frames < 3600 {
        app.update(B::RIGHT);
        pump(&mut app, &root);
        frames += 1;
    }
    app.update(B::NONE);
    pump(&mut app, &root);
    let best = app.my_levels().levels[0].best;
    assert!(best > 0, "the best bonus is kept");
    tap(&mut app, &root, B::CROSS);
    tap(&mut app, &root, B::CROSS);
    assert!(
        matches!(app.screen(), Screen::MyLevels { sel: 0, .. }),
        "{:?}",
        app.screen()
    );
    assert_eq!(
        (app.levels_open(), app.can_continue()),
        (open, cont),
        "a made level opens no level and leaves no continue point"
    );
    let index = std::fs::read_to_string(dir.join(INDEX)).unwrap();
    assert!(index.contains(&format!("LEVEL 1|1|{best}")), "{index}");
    // RETRY on its tally plays the made level again (LEVEL SELECT, New Game's list, is not
    // offered: UP from the road on wraps past it), from its start, not the set's level.
    action(&mut app, &root, MyLevelsAction::Play);
    let first = app.game().unwrap().sim.state_hash();
    let mut frames = 0;
    while !matches!(app.screen(), Screen::LevelComplete { .. }) && frames < 3600 {
        app.update(B::RIGHT);
        pump(&mut app, &root);
        frames += 1;
    }
    app.update(B::NONE);
    tap(&mut app, &root, B::CROSS);
    tap(&mut app, &root, B::UP);
    assert!(
        matches!(
            app.screen(),
            Screen::LevelComplete {
                sel: bounceback::app::ResultItem::Retry,
                ..
            }
        ),
        "{:?}",
        app.screen()
    );
    tap(&mut app, &root, B::CROSS);
    assert_eq!(app.screen(), Screen::Banner);
    let again = app.game().unwrap();
    assert!(matches!(again.phase, bounceback::sim::flow::Phase::Playing));
    assert_eq!(
        (again.sim.ball().x, again.sim.ball().y),
        {
            let g = app.my_levels().game(&RESOURCES, 0).unwrap();
            (g.sim.ball().x, g.sim.ball().y)
        },
        "the made level's start, not the set's Level 1 (first {first:x})"
    );
    tap(&mut app, &root, B::START);
    tap(&mut app, &root, B::START);
    for b in [B::UP, B::CROSS, B::LEFT, B::CROSS] {
        tap(&mut app, &root, b);
    }
    assert!(
        matches!(app.screen(), Screen::MyLevels { sel: 0, .. }),
        "{:?}",
        app.screen()
    );

    // Copy, then delete the copy (asked first: NO keeps it, YES takes it away).
    // A copy has a name of its own and is not finished (the maker's run is the original's).
    action(&mut app, &root, MyLevelsAction::Copy);
    assert_eq!(app.my_levels().levels.len(), 2);
    let copy = &app.my_levels().levels[1];
    assert_eq!(
        (copy.name.as_str(), copy.finished, copy.best),
        ("LEVEL 1 COPY", false, 0)
    );
    assert!(!dir.join("level-2.replay.txt").exists());
    // A second copy of the same level is numbered.
    tap(&mut app, &root, B::UP);
    action(&mut app, &root, MyLevelsAction::Copy);
    assert_eq!(app.my_levels().levels[2].name.as_str(), "LEVEL 1 COPY 2");
    action(&mut app, &root, MyLevelsAction::Delete);
    tap(&mut app, &root, B::LEFT);
    tap(&mut app, &root, B::CROSS);
    assert_eq!(app.my_levels().levels.len(), 2);
    action(&mut app, &root, MyLevelsAction::Delete);
    assert!(app.asking().is_some() || matches!(app.screen(), Screen::MyLevels { .. }));
    tap(&mut app, &root, B::CROSS);
    assert_eq!(app.my_levels().levels.len(), 2, "NO is selected first");
    action(&mut app, &root, MyLevelsAction::Delete);
    tap(&mut app, &root, B::LEFT);
    tap(&mut app, &root, B::CROSS);
    assert_eq!(app.my_levels().levels.len(), 1);
    assert!(!dir.join("level-2.replay.txt").exists());
    let again = start(&root);
    assert_eq!(again.my_levels().levels.len(), 1);
}

/// The chunks of an `lf` file (the container's size table, then the bodies).
fn chunks(lf: &[u8]) -> Vec<Vec<u8>> {
    let n = u16::from_be_bytes([lf[0], lf[1]]) as usize;
    let mut at = 2 + 2 * n;
    (0..n)
        .map(|k| {
            let size = u16::from_be_bytes([lf[2 + 2 * k], lf[3 + 2 * k]]) as usize;
            at += size;
            lf[at - size..at].to_vec()
        })
        .collect()
}

/// Opens MY LEVELS from the title (its file jobs run).
fn open_list(app: &mut App<'_>, root: &Path) {
    title(app, root, TitleItem::MyLevels);
    pump(app, root);
    tap(app, root, B::NONE);
}

/// Back to the title from MY LEVELS.
fn leave_list(app: &mut App<'_>, root: &Path) {
    while app.asking().is_some() {
        tap(app, root, B::CIRCLE);
    }
    tap(app, root, B::CIRCLE);
    assert!(
        matches!(app.screen(), Screen::Title { .. }),
        "{:?}",
        app.screen()
    );
}

#[test]
fn a_bad_line_in_the_list_is_left_out_said_and_saving_still_works() {
    let root = stick("mylevels-bad-line");
    let mut app = start(&root);
    make_and_save(&mut app, &root);
    let dir = folder(&root);
    let mut index = std::fs::read_to_string(dir.join(INDEX)).unwrap();
    index.push_str("garbage line without bars\n");
    std::fs::write(dir.join(INDEX), &index).unwrap();

    let mut app = start(&root);
    let my = app.my_levels();
    assert_eq!(my.state, State::Ready);
    assert_eq!(my.levels.len(), 1, "the good line still gives its level");
    assert_eq!((my.bad.len(), my.bad[0].line), (1, 3));
    assert_eq!((my.bad[0].why, my.bad[0].slot), (why::NOT_A_LEVEL, None));
    let said = my.trouble().unwrap();
    assert_eq!(
        said.as_str(),
        "LINE 3 OF THE LIST CANNOT BE READ (IT IS NOT A LEVEL'S LINE); IT IS LEFT OUT."
    );

    // The list opens on REBUILD THE LIST?, NO selected: CROSS writes nothing.
    open_list(&mut app, &root);
    let ask = app.asking().expect("asked as the list opens");
    assert_eq!(ask.question, bounceback::app::dialog::Question::RebuildList);
    assert!(!ask.yes);
    tap(&mut app, &root, B::CROSS);
    assert!(app.asking().is_none());
    assert_eq!(std::fs::read_to_string(dir.join(INDEX)).unwrap(), index);
    // △ asks again.
    tap(&mut app, &root, B::TRIANGLE);
    assert!(app.asking().is_some());
    leave_list(&mut app, &root);

    // MAKE A LEVEL saves again: two levels, the stray line not written back.
    make_and_save(&mut app, &root);
    assert_eq!(app.my_levels().levels.len(), 2);
    let written = std::fs::read_to_string(dir.join(INDEX)).unwrap();
    assert!(!written.contains("garbage"), "{written}");
    let (ok, out) = run(&["check", "--res", dir.to_str().unwrap()]);
    assert!(ok.is_ok() && out.starts_with("ok"), "{ok:?} {out}");
    let again = start(&root);
    assert_eq!(again.my_levels().levels.len(), 2);
    assert!(!again.my_levels().rebuild_offered());
}

#[test]
fn a_bad_line_keeps_its_level_through_a_save_and_the_rebuild_names_it() {
    let root = stick("mylevels-rebuild");
    let mut app = start(&root);
    make_and_save(&mut app, &root);
    let mut app = start(&root);
    make_and_save(&mut app, &root);
    let second = app.my_levels().levels[1].clone();
    let dir = folder(&root);
    let index = std::fs::read_to_string(dir.join(INDEX)).unwrap();
    let index = index.replace("LEVEL 2|1|0", "LEVEL 2|maybe|0");
    std::fs::write(dir.join(INDEX), &index).unwrap();

    let mut app = start(&root);
    let my = app.my_levels();
    assert_eq!(my.levels.len(), 1);
    assert_eq!(
        (my.bad[0].line, my.bad[0].why, my.bad[0].slot),
        (3, why::FINISHED, Some(1))
    );
    // A save goes ahead, and keeps the left-out line and its level where they were.
    let lf_before = chunks(&std::fs::read(dir.join("lf")).unwrap());
    make_and_save(&mut app, &root);
    assert_eq!(app.my_levels().levels.len(), 2);
    let written = std::fs::read_to_string(dir.join(INDEX)).unwrap();
    let lines: Vec<&str> = written.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(lines, ["LEVEL 1|1|0", "LEVEL 2|maybe|0", "LEVEL 3|1|0"]);
    let lf_after = chunks(&std::fs::read(dir.join("lf")).unwrap());
    assert_eq!(
        lf_after[2..4],
        lf_before[2..4],
        "the left-out line's level is kept"
    );
    assert!(dir.join("level-2.replay.txt").is_file(), "and its run");

    // Rebuilt (YES): every level listed, the left-out one as LEVEL 2, finished by its run.
    let mut app = start(&root);
    open_list(&mut app, &root);
    assert!(app.asking().is_some());
    tap(&mut app, &root, B::LEFT);
    tap(&mut app, &root, B::CROSS);
    pump(&mut app, &root);
    let my = app.my_levels();
    assert_eq!(my.state, State::Ready);
    assert!(my.bad.is_empty() && !my.rebuild_offered());
    let names: Vec<&str> = my.levels.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["LEVEL 1", "LEVEL 2", "LEVEL 3"]);
    assert!(my.levels.iter().all(|m| m.finished && m.replay.is_some()));
    assert_eq!(my.levels[1].doc, second.doc);
    assert!(app.asking().is_none());
}

#[test]
fn a_level_whose_data_does_not_read_is_marked_and_the_others_play() {
    let root = stick("mylevels-marked");
    let mut app = start(&root);
    make_and_save(&mut app, &root);
    let mut app = start(&root);
    make_and_save(&mut app, &root);
    let dir = folder(&root);
    // Level 1's header: its theme byte negative; level 2's run garbled.
    let mut lf = std::fs::read(dir.join("lf")).unwrap();
    let count = u16::from_be_bytes([lf[0], lf[1]]) as usize;
    lf[2 + 2 * count] = 0xFF;
    std::fs::write(dir.join("lf"), &lf).unwrap();
    std::fs::write(dir.join("level-2.replay.txt"), b"12 jump sideways\n").unwrap();

    let mut app = start(&root);
    let my = app.my_levels();
    assert_eq!(my.state, State::Ready);
    assert_eq!(my.levels.len(), 2);
    assert_eq!(my.levels[0].damage, Some(Damage::Level));
    assert_eq!(my.levels[1].damage, Some(Damage::Run));
    assert!(!my.levels[1].finished);
    assert!(!my.rebuild_offered(), "nothing a new list mends");

    // The damaged level offers DELETE only; the other plays.
    open_list(&mut app, &root);
    assert!(app.asking().is_none());
    tap(&mut app, &root, B::CROSS);
    assert!(matches!(
        app.screen(),
        Screen::MyLevels {
            action: Some(MyLevelsAction::Delete),
            ..
        }
    ));
    tap(&mut app, &root, B::UP);
    assert!(matches!(
        app.screen(),
        Screen::MyLevels {
            action: Some(MyLevelsAction::Delete),
            ..
        }
    ));
    tap(&mut app, &root, B::CIRCLE);
    tap(&mut app, &root, B::DOWN);
    action(&mut app, &root, MyLevelsAction::Play);
    assert_eq!(app.screen(), Screen::Banner);
    for b in [B::CROSS, B::START, B::UP, B::CROSS, B::LEFT, B::CROSS] {
        tap(&mut app, &root, b);
    }
    assert!(matches!(app.screen(), Screen::MyLevels { .. }));
    leave_list(&mut app, &root);

    // A save keeps the damaged level's bytes as they were.
    make_and_save(&mut app, &root);
    assert_eq!(app.my_levels().levels.len(), 3);
    let after = chunks(&std::fs::read(dir.join("lf")).unwrap());
    assert_eq!(after[..2], chunks(&lf)[..2]);
    let again = start(&root);
    assert_eq!(again.my_levels().levels[0].damage, Some(Damage::Level));
    assert_eq!(again.my_levels().levels.len(), 3);
}

#[test]
fn a_missing_lf_is_said_and_the_rebuild_empties_the_list() {
    let root = stick("mylevels-no-lf");
    let mut app = start(&root);
    make_and_save(&mut app, &root);
    let dir = folder(&root);
    std::fs::remove_file(dir.join("lf")).unwrap();
    let mut app = start(&root);
    let my = app.my_levels();
    assert!(my.lf_missing && my.rebuild_offered());
    assert_eq!(my.levels[0].damage, Some(Damage::Level));
    assert_eq!(
        my.trouble().unwrap().as_str(),
        "THE LEVELS FILE lf IS MISSING: THE 1 LEVEL LISTED CANNOT BE PLAYED."
    );
    open_list(&mut app, &root);
    tap(&mut app, &root, B::LEFT);
    tap(&mut app, &root, B::CROSS);
    pump(&mut app, &root);
    assert!(app.my_levels().levels.is_empty());
    assert!(!app.my_levels().rebuild_offered());
    leave_list(&mut app, &root);
    make_and_save(&mut app, &root);
    assert_eq!(app.my_levels().levels.len(), 1);
    assert!(dir.join("lf").is_file());
}

#[test]
fn an_lf_that_cannot_be_read_refuses_every_write_and_says_what_to_do() {
    let root = stick("mylevels-damaged");
    let mut app = start(&root);
    make_and_save(&mut app, &root);
    let dir = folder(&root);
    let lf = std::fs::read(dir.join("lf")).unwrap();
    std::fs::write(dir.join("lf"), &lf[..lf.len() / 2]).unwrap();
    let mut app = start(&root);
    match &app.my_levels().state {
        State::Damaged(e) => assert_eq!(e.file.as_str(), "lf"),
        s => panic!("{s:?}"),
    }
    let (why, menu) = app.my_levels().refusal().unwrap();
    assert_eq!((why, menu), (mylevels::REFUSED_LF, mylevels::SAVE_OFF));
    let (head, text) = app.my_levels().message().unwrap();
    assert_eq!(head, "MY LEVELS CANNOT BE READ");
    assert!(text.contains("DELETE lf TO START AGAIN"), "{text}");
    // Nothing is written over it: SAVE says so.
    make_and_save(&mut app, &root);
    assert_eq!(std::fs::read(dir.join("lf")).unwrap(), &lf[..lf.len() / 2]);
    // The list missing while lf holds levels: refused too, until rebuilt.
    std::fs::write(dir.join("lf"), &lf).unwrap();
    std::fs::remove_file(dir.join(INDEX)).unwrap();
    let mut app = start(&root);
    assert!(app.my_levels().index_missing && app.my_levels().rebuild_offered());
    assert_eq!(
        app.my_levels().refusal().map(|r| r.0),
        Some(mylevels::REFUSED_NO_LIST)
    );
    open_list(&mut app, &root);
    tap(&mut app, &root, B::LEFT);
    tap(&mut app, &root, B::CROSS);
    pump(&mut app, &root);
    let my = app.my_levels();
    assert_eq!(
        my.levels.len(),
        1,
        "the set's own levels after it are left out"
    );
    assert_eq!(my.levels[0].name.as_str(), "LEVEL 1");
    assert!(my.levels[0].finished);
    assert_eq!(my.refusal(), None);

    // A list too large to be one is read as a missing one.
    std::fs::write(dir.join(INDEX), vec![b'#'; (1 << 20) + 1]).unwrap();
    let app = start(&root);
    assert!(app.my_levels().index_missing && app.my_levels().rebuild_offered());
    assert_eq!(app.my_levels().levels.len(), 0);
}

/// A level's line of the index, or a line that is bad whatever its bytes.
#[derive(Clone, Debug)]
enum Line {
    Good(String, bool, u32),
    /// Bytes with no `|` (no level's line: no place).
    Stray(Vec<u8>),
    /// Not UTF-8, with a `|`: a level's line gone bad (a place).
    NotText(Vec<u8>),
    /// Two parts.
    Short(String),
}

fn line() -> impl Strategy<Value = Line> {
    let plain = |v: Vec<u8>| {
        v.into_iter()
            .filter(|b| *b != b'\n' && *b != b'|')
            .collect()
    };
    prop_oneof![
        (
            "[A-Z0-9][A-Z0-9 ]{0,22}[A-Z0-9]",
            any::<bool>(),
            0u32..2_000_000
        )
            .prop_map(|(n, f, b)| Line::Good(n, f, b)),
        proptest::collection::vec(any::<u8>(), 0..40).prop_map(move |v| Line::Stray(plain(v))),
        proptest::collection::vec(any::<u8>(), 0..20).prop_map(move |v| {
            let mut v: Vec<u8> = plain(v);
            v.extend_from_slice(&[0xFF, b'|']);
            Line::NotText(v)
        }),
        "[A-Z]{1,8}\\|[01]".prop_map(Line::Short),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn random_index_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..4000)) {
        let i = parse_index(&bytes);
        prop_assert!(i.entries.len() <= MAX && i.slots <= MAX);
        prop_assert!(i.entries.iter().all(|e| e.slot < i.slots));
        let lines = bytes.split(|b| *b == b'\n').count();
        prop_assert!(i.entries.len() + i.bad_count <= lines);
    }

    #[test]
    fn every_well_formed_line_is_listed_whatever_bad_lines_surround_it(
        lines in proptest::collection::vec(line(), 0..40),
    ) {
        let mut text = Vec::new();
        for l in &lines {
            match l {
                Line::Good(n, f, b) => text.extend(format!("{n}|{}|{b}", *f as u8).bytes()),
                Line::Stray(v) | Line::NotText(v) => text.extend_from_slice(v),
                Line::Short(s) => text.extend(s.bytes()),
            }
            text.push(b'\n');
        }
        let i = parse_index(&text);
        // Each level's line (one holding a |) takes the next place, up to MAX.
        let mut slots = 0;
        let mut want = Vec::new();
        for (k, l) in lines.iter().enumerate() {
            let level = !matches!(l, Line::Stray(_));
            if !level || slots == MAX {
                continue;
            }
            if let Line::Good(n, f, b) = l {
                want.push(((k + 1) as u32, slots, n.clone(), *f, *b as i32));
            }
            slots += 1;
        }
        let got: Vec<_> = i
            .entries
            .iter()
            .map(|e| (e.line, e.slot, e.name.to_string(), e.finished, e.best))
            .collect();
        prop_assert_eq!(got, want);
        prop_assert_eq!(i.slots, slots);
    }
}
