//! MY LEVELS end to end on a host folder standing for the memory stick (the service
//! `bounceback app --stick` answers the game's file jobs with): a level made and finished in
//! the editor is saved from its menu; the folder is a resource set `check` passes, whose
//! kept run finishes the level in `play`; the app started again on the folder lists it,
//! plays it (the best bonus kept), copies and deletes it (delete asks first); a damaged
//! folder gives the typed error (file, line, what was expected), never a panic.

use bounceback::app::mylevels::{State, INDEX};
use bounceback::app::{App, EditorItem, MyLevelsAction, Screen, TitleItem};
use bounceback::embedded::RESOURCES;
use bounceback::input::Buttons as B;
use bounceback::tool::stick::serve;
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
            playing: false
        }
    );
    action(&mut app, &root, MyLevelsAction::Play);
    assert!(matches!(
        app.screen(),
        Screen::MyLevels { playing: true, .. }
    ));
    let mut frames = 0;
    while matches!(app.screen(), Screen::MyLevels { playing: true, .. }) && frames < 3600 {
        app.update(B::RIGHT);
        pump(&mut app, &root);
        frames += 1;
    }
    app.update(B::NONE);
    let best = app.my_levels().levels[0].best;
    assert!(best > 0, "the best bonus is kept");
    let index = std::fs::read_to_string(dir.join(INDEX)).unwrap();
    assert!(index.contains(&format!("LEVEL 1|1|{best}")), "{index}");

    // Copy, then delete the copy (asked first: NO keeps it, YES takes it away).
    action(&mut app, &root, MyLevelsAction::Copy);
    assert_eq!(app.my_levels().levels.len(), 2);
    assert!(dir.join("level-2.replay.txt").is_file());
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

#[test]
fn a_damaged_folder_is_named_file_line_and_what_was_expected() {
    let root = stick("mylevels-damaged");
    let mut app = start(&root);
    make_and_save(&mut app, &root);
    let dir = folder(&root);
    let good = std::fs::read(dir.join(INDEX)).unwrap();

    std::fs::write(dir.join(INDEX), b"# mine\nLEVEL 1|yes|0\n").unwrap();
    let app = start(&root);
    match &app.my_levels().state {
        State::Damaged(e) => {
            assert_eq!((e.file.as_str(), e.line), (INDEX, 2));
            assert_eq!(e.expected, "a finished mark, 1 or 0");
        }
        s => panic!("{s:?}"),
    }
    assert!(app.my_levels().levels.is_empty());

    std::fs::write(dir.join(INDEX), &good).unwrap();
    let lf = std::fs::read(dir.join("lf")).unwrap();
    std::fs::write(dir.join("lf"), &lf[..lf.len() / 2]).unwrap();
    let mut app = start(&root);
    match &app.my_levels().state {
        State::Damaged(e) => assert_eq!(e.file.as_str(), "lf"),
        s => panic!("{s:?}"),
    }
    // Nothing is written over a damaged folder: SAVE says so.
    make_and_save(&mut app, &root);
    assert_eq!(std::fs::read(dir.join("lf")).unwrap(), &lf[..lf.len() / 2]);

    std::fs::write(dir.join("lf"), &lf).unwrap();
    std::fs::write(dir.join("level-1.replay.txt"), b"12 jump sideways\n").unwrap();
    let app = start(&root);
    match &app.my_levels().state {
        State::Damaged(e) => assert_eq!((e.file.as_str(), e.line), ("level-1.replay.txt", 1)),
        s => panic!("{s:?}"),
    }
}
