//! The level editor end to end, by button presses alone: MAKE A LEVEL on the title, every
//! palette group placed, a platform given a path, a region marked, filled, copied and
//! pasted, undo and redo, the map resized in the level menu; then the level test-played
//! from its start to the exit, and the set built from it (the pack's art and levels with
//! the made level first) written under target/editor/: `check` passes on it, the kept run
//! finishes it in `play --replay`, and the set reads back with the made level equal.

mod support;

use bounceback::app::{App, EditorItem, Screen, TitleItem};
use bounceback::edit::{Doc, Item, GROUPS, MAX_CELLS};
use bounceback::embedded::RESOURCES;
use bounceback::input::Buttons as B;
use bounceback::res::Resources;
use bounceback::sim::tiles;
use std::path::Path;
use support::press::{tap, tap_with};

fn cursor(app: &App<'_>) -> (i32, i32) {
    match app.screen() {
        Screen::Editor { cursor, .. } => cursor,
        s => panic!("not in the editor: {s:?}"),
    }
}

/// Moves the cursor to `(r, c)` with the D-pad, a cell a press.
fn goto(app: &mut App<'_>, r: i32, c: i32) {
    for _ in 0..400 {
        let (cr, cc) = cursor(app);
        let b = if cr < r {
            B::DOWN
        } else if cr > r {
            B::UP
        } else if cc < c {
            B::RIGHT
        } else if cc > c {
            B::LEFT
        } else {
            return;
        };
        tap(app, b);
    }
    panic!("the cursor did not reach ({r}, {c})");
}

/// Picks `item` in the palette: △ held, ▲ ▼ the group, ‹ › the item.
fn pick(app: &mut App<'_>, item: Item) {
    let (g, k) = GROUPS
        .iter()
        .enumerate()
        .find_map(|(g, gr)| gr.items.iter().position(|&i| i == item).map(|k| (g, k)))
        .expect("the item is in the palette");
    for _ in 0..GROUPS.len() {
        if app.editor().unwrap().pick.group == g {
            break;
        }
        tap_with(app, B::TRIANGLE, B::DOWN);
    }
    for _ in 0..GROUPS[g].items.len() {
        if app.editor().unwrap().pick.item == k {
            break;
        }
        tap_with(app, B::TRIANGLE, B::RIGHT);
    }
    assert_eq!(app.editor().unwrap().pick.item(), item);
}

fn place(app: &mut App<'_>, item: Item, r: i32, c: i32) {
    pick(app, item);
    goto(app, r, c);
    tap(app, B::CROSS);
}

fn doc(app: &App<'_>) -> Doc {
    app.editor().expect("in the editor").doc().clone()
}

/// The level menu: ○ opens it, ▼ to `item`, ‹ › or ✕ on it, ○ closes it.
fn menu(app: &mut App<'_>, item: EditorItem, press: B) {
    tap(app, B::CIRCLE);
    for _ in 0..10 {
        if matches!(app.screen(), Screen::Editor { menu: Some(m), .. } if m == item) {
            break;
        }
        tap(app, B::DOWN);
    }
    tap(app, press);
    if matches!(app.screen(), Screen::Editor { menu: Some(_), .. }) {
        tap(app, B::CIRCLE);
    }
}

#[test]
fn a_level_made_by_buttons_is_played_to_its_end_and_kept_as_a_set_the_original_could_run() {
    let res: &'static Resources<'static> = &RESOURCES;
    let mut app = App::new(res, Ok(None));
    app.write_no_saves();
    for _ in 0..12 {
        if app.screen()
            == (Screen::Title {
                sel: TitleItem::MakeLevel,
            })
        {
            break;
        }
        tap(&mut app, B::DOWN);
    }
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::MakeLevel
        }
    );
    tap(&mut app, B::CROSS);
    let fresh = doc(&app);
    assert_eq!((fresh.rows, fresh.cols), (13, 20));

    // Every group: ground, hazards, water, hoops, pickups, power, wind, checkpoint,
    // enemies, exit, start. The ball rolls right along row 11 to the door.
    place(&mut app, Item::Tile(tiles::WALL_B), 4, 5);
    place(&mut app, Item::Tile(tiles::SPIKE_A0), 1, 9);
    place(&mut app, Item::Tile(tiles::GEM), 11, 6);
    place(&mut app, Item::Tile(tiles::JUMP), 2, 3);
    place(&mut app, Item::Tile(tiles::CONVEYOR_RIGHT), 5, 5);
    place(&mut app, Item::Tile(tiles::CHECKPOINT), 11, 11);
    place(&mut app, Item::Exit, 9, 16);
    place(&mut app, Item::Start, 11, 2);
    assert_eq!(doc(&app).exit, (9, 16));
    // Back against the right wall, where the rolling ball stops in it.
    place(&mut app, Item::Exit, 9, 17);
    let d = doc(&app);
    assert_eq!((d.exit, d.start), ((9, 17), (11, 2)));
    assert_eq!(d.cell(11, 6), Some(tiles::GEM));
    // A hoop placed, then erased (a hoop left in the room would keep the door shut).
    place(&mut app, Item::BigHoop { upright: true }, 2, 13);
    assert_eq!(doc(&app).cell(3, 13), Some(tiles::BIG_V_BOTTOM));
    goto(&mut app, 2, 13);
    tap(&mut app, B::SQUARE);
    goto(&mut app, 3, 13);
    tap(&mut app, B::SQUARE);
    assert_eq!(doc(&app).cell(2, 13), Some(tiles::EMPTY));
    // Water: a rectangle marked (L + ✕) and filled.
    pick(&mut app, Item::Water);
    goto(&mut app, 6, 9);
    tap_with(&mut app, B::L, B::CROSS);
    goto(&mut app, 7, 12);
    tap(&mut app, B::CROSS);
    let d = doc(&app);
    assert!(d.water(6, 9) && d.water(7, 12) && d.water(6, 12) && !d.water(8, 12));
    // Copy the wall and the conveyor under it (L + □), paste them (L + △).
    goto(&mut app, 4, 5);
    tap_with(&mut app, B::L, B::CROSS);
    goto(&mut app, 5, 5);
    tap_with(&mut app, B::L, B::SQUARE);
    goto(&mut app, 2, 7);
    tap_with(&mut app, B::L, B::TRIANGLE);
    let d = doc(&app);
    assert_eq!(
        (d.cell(2, 7), d.cell(3, 7)),
        (Some(tiles::WALL_B), Some(tiles::CONVEYOR_RIGHT))
    );
    // A platform moving along row 3 from column 9 to 12.
    pick(&mut app, Item::Enemy(2));
    goto(&mut app, 3, 9);
    tap(&mut app, B::CROSS);
    goto(&mut app, 3, 12);
    tap(&mut app, B::CROSS);
    let d = doc(&app);
    assert_eq!(d.enemies.len(), 1);
    let e = d.enemies[0];
    assert_eq!((e.kind, e.row0, e.col0, e.row1, e.col1), (2, 3, 9, 3, 12));
    // Undo takes the platform away, redo brings it back.
    tap_with(&mut app, B::L, B::LEFT);
    assert!(doc(&app).enemies.is_empty());
    tap_with(&mut app, B::L, B::RIGHT);
    assert_eq!(doc(&app), d);
    // The original's limits: a map under 13 rows is refused, nothing changes.
    menu(&mut app, EditorItem::Rows, B::LEFT);
    assert_eq!(doc(&app).rows, 13);
    // One more column (empty, right of the wall).
    menu(&mut app, EditorItem::Cols, B::RIGHT);
    assert_eq!(doc(&app).cols, 21);
    let made = doc(&app);

    // Test play from the start: hold RIGHT to the door.
    assert!(app.editor_finished().is_none());
    tap(&mut app, B::START);
    assert!(matches!(app.screen(), Screen::Editor { testing: true, .. }));
    let mut frames = 0;
    while matches!(app.screen(), Screen::Editor { testing: true, .. }) && frames < 60 * 60 {
        app.update(B::RIGHT);
        frames += 1;
    }
    app.update(B::NONE);
    assert!(matches!(
        app.screen(),
        Screen::Editor { testing: false, .. }
    ));
    let replay = app
        .editor_finished()
        .expect("the run finished the level")
        .to_vec();
    assert_eq!(doc(&app), made);

    // The set: the pack's files with the made level first, and no par (the pack's pars
    // are runs of its own levels; `check` would name each).
    let files = bounceback::tool::resdir::RawFiles::load(None).expect("the pack's files");
    let mut buf = Box::new([0u8; MAX_CELLS]);
    let level = made.level(&mut buf);
    let lf = bounceback::edit::set::lf_file(res, std::slice::from_ref(&level)).unwrap();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap()
        .join("editor");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (name, bytes) in files.table() {
        if name == bounceback::res::par::FILE {
            continue;
        }
        let bytes = if name == "lf" { &lf[..] } else { bytes };
        std::fs::write(dir.join(name), bytes).unwrap();
    }
    let replay_path = dir.join("level-1.replay.txt");
    std::fs::write(&replay_path, bounceback::tool::replay::to_text(&replay)).unwrap();

    let run = |args: &[&str]| {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut out = Vec::new();
        let r = bounceback::tool::run(&args, &mut out);
        (r.map_err(|f| f.message), String::from_utf8(out).unwrap())
    };
    let d = dir.to_str().unwrap();
    let (ok, out) = run(&["check", "--res", d]);
    assert!(ok.is_ok() && out.starts_with("ok"), "{ok:?} {out}");
    let (ok, out) = run(&[
        "play",
        "--res",
        d,
        "--level",
        "0",
        "--replay",
        replay_path.to_str().unwrap(),
    ]);
    assert!(ok.is_ok() && out.contains("\"exit\":true"), "{ok:?} {out}");

    // Read back: the made level, equal.
    let back = bounceback::tool::resdir::RawFiles::load(Some(&dir)).unwrap();
    let back = back.resources().unwrap();
    assert_eq!(back.levels.len(), 22);
    assert_eq!(Doc::from_level(&back.levels[0]), made);
    assert_eq!(back.levels[0], level);
    assert_eq!(back.levels[21], res.levels[res.levels.len() - 1]);
}

/// A new level in the editor, fresh from the title.
fn open_editor(res: &'static Resources<'static>) -> App<'static> {
    let mut app = App::new(res, Ok(None));
    app.write_no_saves();
    for _ in 0..12 {
        if app.screen()
            == (Screen::Title {
                sel: TitleItem::MakeLevel,
            })
        {
            break;
        }
        tap(&mut app, B::DOWN);
    }
    tap(&mut app, B::CROSS);
    assert!(matches!(app.screen(), Screen::Editor { .. }));
    app
}

#[test]
fn the_stick_moves_the_cursor_faster_the_further_it_is_pushed() {
    use bounceback::input::stick;
    // The stick pushed right for 10 frames, at each push (the dead zone's edge, a third
    // of the way further, full), from the start's cell.
    let mut went = Vec::new();
    for lx in [176u8, 190, 220, 255] {
        let mut app = open_editor(&RESOURCES);
        let (r0, c0) = cursor(&app);
        for _ in 0..10 {
            app.update(stick(lx, 128));
        }
        app.update(B::NONE);
        let (r, c) = cursor(&app);
        assert_eq!(r, r0);
        went.push(c - c0);
    }
    // Inside the dead zone nothing; then 1 + 9 x 2/16, 1 + 9 x 6/16, 10 cells.
    assert_eq!(went, [0, 2, 4, 10]);
    // Down and up (the stick's up is no D-pad UP, and moves all the same).
    let mut app = open_editor(&RESOURCES);
    let (r0, c0) = cursor(&app);
    for _ in 0..4 {
        app.update(stick(128, 0));
    }
    app.update(B::NONE);
    assert_eq!(cursor(&app), (r0 - 4, c0));
    // The D-pad stays a cell a press.
    tap(&mut app, B::RIGHT);
    assert_eq!(cursor(&app), (r0 - 4, c0 + 1));
}

/// A direction (or the stick) held when a test play ends acts on the map only once it is
/// released and pressed again: held through START, through the run's end, it neither
/// moves the cursor at once nor repeats.
#[test]
fn a_direction_held_through_a_test_play_s_end_waits_for_a_new_press() {
    use bounceback::input::stick;
    for held in [B::RIGHT, B::LEFT | B::DOWN, stick(255, 128)] {
        let mut app = open_editor(&RESOURCES);
        goto(&mut app, 3, 8);
        let at = cursor(&app);
        tap(&mut app, B::START);
        assert!(matches!(app.screen(), Screen::Editor { testing: true, .. }));
        for _ in 0..30 {
            app.update(held);
        }
        // START with the direction still held ends the run; held on for two seconds.
        app.update(held | B::START);
        assert!(matches!(
            app.screen(),
            Screen::Editor { testing: false, .. }
        ));
        for _ in 0..120 {
            app.update(held);
        }
        assert_eq!(
            cursor(&app),
            at,
            "{held:?} held since the run moved the cursor"
        );
        // Released and pressed again, it moves as ever.
        app.update(B::NONE);
        app.update(held);
        app.update(B::NONE);
        assert_ne!(cursor(&app), at, "{held:?} pressed again moves the cursor");
    }
}
