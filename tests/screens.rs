//! Every screen, with the built-in pack and with a set of our own shaped like the
//! original's (tests/layout_set: no font sheet, so the wide built-in font; no panel
//! picture; HUD art on an opaque blue), checked two ways:
//!
//! - the layout rules, from the marks the drawing leaves ([`Mark`]): every text line lies
//!   inside a panel with a margin and inside the screen, no two lines touch, nothing is
//!   drawn over the title art's own lines (unless a panel covers them whole), and panels
//!   are opaque (the picture is the same whatever was beneath a panel);
//! - a golden picture per screen and set under tests/golden/screens/, compared exactly;
//!   `BOUNCE_GOLDEN_REFRESH=1` rewrites them; on a mismatch the port's picture and a diff
//!   go to target/screens/.

mod support;

use support::press::{tap, taps};

mod layout_set;
mod png_support;
mod sandbox_support;

use bounceback::app::save::SaveError;
use bounceback::app::{App, ResultItem, SaveData, Screen};
use bounceback::embedded::RESOURCES;
use bounceback::gfx::testing::{Call, TestCanvas};
use bounceback::gfx::{
    button_pictures, channels, hex, Color32, Mark, Rect, Role, SCREEN_H, SCREEN_W,
};
use bounceback::input::{Buttons, Confirm};
use bounceback::res::Resources;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The layout set, read once for every test.
fn layout_res() -> &'static Resources<'static> {
    static RES: OnceLock<&'static Resources<'static>> = OnceLock::new();
    RES.get_or_init(|| {
        let files: &'static [(String, Vec<u8>)] = Vec::leak(layout_set::files());
        let table: &'static [(&'static str, &'static [u8])] = Vec::leak(
            files
                .iter()
                .map(|(n, b)| (n.as_str(), b.as_slice()))
                .collect(),
        );
        Box::leak(Box::new(
            Resources::parse(table).expect("the layout set reads"),
        ))
    })
}

/// The two sets, by the name their goldens are filed under.
fn sets() -> [(&'static str, &'static Resources<'static>); 2] {
    [("pack", &RESOURCES), ("layout", layout_res())]
}

/// The app's picture and marks, with `under` filled into each panel's inside before the
/// panel is drawn (what is beneath it, made known).
fn draw(app: &App<'_>, under: Option<Color32>) -> (Vec<Color32>, Vec<Mark>) {
    let (px, marks, _) = draw_calls(app, under);
    (px, marks)
}

/// [`draw`], and the calls that followed each dimming mark: the fill that dims.
fn draw_calls(app: &App<'_>, under: Option<Color32>) -> (Vec<Color32>, Vec<Mark>, Vec<String>) {
    // Unclipped: the scene leaves clipping to the canvas, as a `Frame` clips.
    let mut c = TestCanvas::blank(SCREEN_W, SCREEN_H, &[('.', 0)]).allow_out_of_bounds();
    if let Some(u) = under {
        c = c.fill_under_panels(u);
    }
    app.draw(&mut c);
    let marks = c.marks();
    (c.pixels().to_vec(), marks, dim_fill_faults(c.calls()))
}

/// Each dimming mark is followed by the fill that dims: that rectangle, in a dark colour
/// at least half opaque.
fn dim_fill_faults(calls: &[Call]) -> Vec<String> {
    let mut faults = Vec::new();
    for (i, call) in calls.iter().enumerate() {
        if let Call::Mark(Mark::Dim(d)) = call {
            match calls.get(i + 1) {
                Some(Call::Fill(r, color))
                    if r == d && color >> 24 >= 0x80 && luminance(*color) < 0.05 => {}
                other => faults.push(format!("dimming {d:?} is drawn as {other:?}")),
            }
        }
    }
    faults
}

fn frames(app: &mut App<'_>, n: u32) {
    for _ in 0..n {
        app.update(Buttons::NONE);
    }
}

use Buttons as B;

/// The title's entries below New Game: Options, Records, Help, Sandbox.
const DOWN_TO_HELP: [Buttons; 3] = [B::DOWN, B::DOWN, B::DOWN];

/// Level 1 in play for a few seconds, in the view given.
fn playing(res: &'static Resources<'static>, original: bool) -> App<'static> {
    let mut app = App::new(res, Ok(None));
    app.set_original_view(original);
    taps(&mut app, &[B::CROSS, B::CROSS, B::CROSS]);
    assert_eq!(app.screen(), Screen::Playing);
    frames(&mut app, 90);
    app
}

/// Level `index` completed by its replay, its bonus counting (the screen's first frame).
fn counting(res: &'static Resources<'static>, index: usize) -> App<'static> {
    let path = format!("tests/replays/level_{index:02}.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let events = bounceback::sim::replay::parse_text(&text).unwrap();
    let mut app = App::replay_autoplay(res, index, events);
    let mut n = 0;
    while !matches!(app.screen(), Screen::LevelComplete { .. }) {
        app.update(B::NONE);
        n += 1;
        assert!(n < 30_000, "the replay completes level {}", index + 1);
    }
    app
}

/// Level `index` completed by its replay, the bonus counted up.
fn completed(res: &'static Resources<'static>, index: usize, original: bool) -> App<'static> {
    let path = format!("tests/replays/level_{index:02}.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let events = bounceback::sim::replay::parse_text(&text).unwrap();
    let mut app = App::replay_autoplay(res, index, events);
    app.set_original_view(original);
    let mut n = 0;
    while !matches!(app.screen(), Screen::LevelComplete { .. }) {
        app.update(B::NONE);
        n += 1;
        assert!(n < 30_000, "the replay completes level {}", index + 1);
    }
    tap(&mut app, B::CROSS);
    app
}

fn level_complete(res: &'static Resources<'static>, original: bool) -> App<'static> {
    completed(res, 0, original)
}

/// The demo, on until its first tip is up.
fn demo(res: &'static Resources<'static>, original: bool) -> App<'static> {
    let mut app = App::new(res, Ok(None));
    app.set_original_view(original);
    taps(&mut app, &DOWN_TO_HELP);
    taps(&mut app, &[B::CROSS, B::CROSS]);
    assert_eq!(app.screen(), Screen::Demo);
    let mut n = 0;
    while app
        .game()
        .and_then(|g| g.sim.demo())
        .is_none_or(|d| d.painted.is_none())
    {
        app.update(B::NONE);
        n += 1;
        assert!(n < 20_000, "the demo shows a tip");
    }
    frames(&mut app, 30);
    app
}

/// Every screen to check, by name, as a set shows it.
fn screens(res: &'static Resources<'static>) -> Vec<(&'static str, App<'static>)> {
    let new = || App::new(res, Ok(None));
    let mut out = Vec::new();
    let mut app = new();
    frames(&mut app, 20);
    out.push(("title", app));
    let mut app = new();
    app.save_done(false);
    out.push(("title_notice", app));
    // EXIT asked.
    let mut app = new();
    taps(&mut app, &[B::UP, B::CROSS]);
    assert!(app.asking().is_some());
    out.push(("title_exit", app));
    // Every level opened by the secret sequence: the title says so in a box, and saves.
    let mut app = new();
    taps(&mut app, &bounceback::app::SECRET);
    assert!(app.levels_opened_shown(), "the unlock is confirmed");
    out.push(("title_unlocked", app));
    // The saving indicator over the title.
    let mut app = new();
    app.request_save();
    frames(&mut app, 2);
    let _ = app.take_save();
    assert!(app.saving_shown());
    out.push(("title_saving", app));
    // Saving over the options, whose hint bar is the longest: the line stands left of it.
    let mut app = new();
    taps(&mut app, &[B::DOWN, B::CROSS, B::RIGHT]);
    frames(&mut app, 2);
    let _ = app.take_save();
    assert!(app.saving_shown());
    out.push(("options_saving", app));
    // Saving over the original's window enlarged to the screen's height: in the margin.
    let mut app = playing(res, true);
    app.set_scale(bounceback::gfx::scale::Scale::Sharp);
    app.request_save();
    frames(&mut app, 2);
    let _ = app.take_save();
    assert!(app.saving_shown());
    out.push(("playing_sharp_saving", app));
    // A save from a newer version of the game, and a damaged one.
    // What it holds, read as far as it reads: as a save of a newer version would be.
    let mut newer = SaveData {
        unlocked: 4,
        ..SaveData::default()
    };
    newer.settings.records[0] = 12_500;
    newer.best[0] = 1188;
    newer.best[2] = 930;
    let mut bytes = newer.to_bytes(res.levels_crc);
    bytes[4] = 9;
    let mut app = App::new(res, Err(SaveError::UnknownVersion(9)));
    app.set_damaged_held(bounceback::app::save::held(&bytes));
    out.push(("damaged_save_newer", app));
    let app = App::new(res, Err(SaveError::BadChecksum));
    out.push(("damaged_save", app));
    let mut app = new();
    app.set_no_stick();
    out.push(("no_stick", app));
    let mut app = new();
    tap(&mut app, B::CROSS);
    out.push(("level_select", app));
    // Every level open, the last (the bonus level) selected: the list's window of rows.
    let save = SaveData {
        unlocked: 0,
        ..SaveData::default()
    };
    let mut app = App::new(res, Ok(Some(save)));
    taps(&mut app, &[B::CROSS, B::UP]);
    out.push(("level_select_all", app));
    // In the middle of the list: rows hidden above and below, two bests kept.
    let mut save = SaveData {
        unlocked: 0,
        ..SaveData::default()
    };
    save.best[8] = 1188;
    save.best[10] = 23_456;
    let mut app = App::new(res, Ok(Some(save)));
    taps(&mut app, &[B::CROSS]);
    taps(&mut app, &[B::DOWN; 9]);
    out.push(("level_select_middle", app));
    let mut app = new();
    taps(&mut app, &[B::DOWN, B::CROSS]);
    out.push(("options", app));
    let mut save = SaveData::default();
    save.settings.records = [9_876_543, 120_450, 35_000, 1_200, 5];
    let mut app = App::new(res, Ok(Some(save)));
    taps(&mut app, &[B::DOWN, B::DOWN, B::CROSS]);
    assert_eq!(app.screen(), Screen::Records);
    out.push(("records_full", app));
    let mut app = new();
    taps(&mut app, &[B::DOWN, B::DOWN, B::CROSS]);
    assert_eq!(app.screen(), Screen::Records);
    out.push(("records", app));
    let mut app = new();
    taps(&mut app, &DOWN_TO_HELP);
    tap(&mut app, B::CROSS);
    out.push(("help", app));
    let mut app = new();
    taps(&mut app, &DOWN_TO_HELP);
    taps(&mut app, &[B::CROSS, B::DOWN, B::CROSS]);
    assert_eq!(app.screen(), Screen::Controls);
    out.push(("controls", app));
    let mut app = new();
    taps(&mut app, &[B::DOWN, B::DOWN, B::DOWN, B::DOWN, B::CROSS]);
    assert_eq!(app.screen(), Screen::Sandbox);
    frames(&mut app, 10);
    out.push(("sandbox", app));
    let mut app = new();
    taps(
        &mut app,
        &[B::DOWN, B::DOWN, B::DOWN, B::DOWN, B::CROSS, B::SELECT],
    );
    out.push(("sandbox_counters", app));
    let mut app = new();
    app.show_resource_error(
        "ms0:/PSP/GAME/BounceBack/res",
        "lf: chunk 3, byte 120: the level's theme is 9, expected 0 to 2",
    );
    out.push(("resource_error", app));
    // A long path (one word longer than a line) and a long reason: both wrapped.
    let mut app = new();
    app.show_resource_error(
        "ms0:/PSP/GAME/BounceBack/a_folder_named_at_great_length_by_its_owner/BounceBack.jar",
        "BounceBack.jar: entry res/lf, byte 1234: CRC-32 is 0x1C291CA3, expected \
         0x12345678; the archive may have been cut short while it was copied",
    );
    out.push(("resource_error_long", app));
    for original in [false, true] {
        let view = |wide: &'static str, orig: &'static str| if original { orig } else { wide };
        let mut app = new();
        app.set_original_view(original);
        taps(&mut app, &[B::CROSS, B::CROSS]);
        assert_eq!(app.screen(), Screen::Banner);
        out.push((view("banner", "banner_original"), app));
        out.push((view("playing", "playing_original"), playing(res, original)));
        let mut app = playing(res, original);
        tap(&mut app, B::START);
        out.push((view("paused", "paused_original"), app));
        // RESTART LEVEL asked: the dialog over the pause menu.
        let mut app = playing(res, original);
        taps(&mut app, &[B::START, B::DOWN, B::CROSS]);
        assert!(app.asking().is_some());
        out.push((view("paused_ask", "paused_ask_original"), app));
        let mut app = playing(res, original);
        taps(&mut app, &[B::START, B::DOWN, B::DOWN, B::CROSS]);
        assert!(matches!(
            app.screen(),
            Screen::Options {
                from_pause: true,
                ..
            }
        ));
        out.push((view("options_paused", "options_paused_original"), app));
        out.push((
            view("level_complete", "level_complete_original"),
            level_complete(res, original),
        ));
        out.push((view("demo", "demo_original"), demo(res, original)));
        // The tip naming the jump button: its picture, in either view.
        let mut app = demo(res, original);
        let mut n = 0;
        while app
            .game()
            .and_then(|g| g.sim.demo())
            .is_none_or(|d| d.painted != Some(1))
        {
            app.update(B::NONE);
            n += 1;
            assert!(n < 20_000, "the demo shows its second tip");
        }
        frames(&mut app, 30);
        out.push((view("demo_jump", "demo_jump_original"), app));
    }
    let mut app = App::demo_autoplay(res);
    let mut n = 0;
    while !matches!(app.screen(), Screen::GameOver { .. }) {
        app.update(B::NONE);
        n += 1;
        assert!(n < 30_000, "the demo ends on game over");
    }
    out.push(("game_over", app));
    // The last level before the bonus level (the resources' last is the tutorial)
    // finished, and its result taken.
    let mut app = completed(res, res.levels.len() - 3, false);
    tap(&mut app, B::CROSS);
    assert_eq!(app.screen(), Screen::Congratulation);
    out.push(("congratulation", app));
    // The game that ends there (it did not begin at Level 1), its score a new record.
    let mut app = completed(res, res.levels.len() - 3, false);
    taps(&mut app, &[B::CROSS, B::CROSS]);
    assert!(matches!(app.screen(), Screen::GameOver { .. }));
    assert!(app.game().is_some_and(|g| g.new_record));
    out.push(("game_over_record", app));
    // MAKE A LEVEL (UP from NEW GAME: EXIT, MY LEVELS, then MAKE A LEVEL): the map under its cursor, a
    // wall placed, the palette and the map's facts above, the hint bar below.
    let editor = || {
        let mut app = new();
        taps(&mut app, &[B::UP, B::UP, B::UP, B::CROSS]);
        assert!(matches!(app.screen(), Screen::Editor { .. }));
        app
    };
    let mut app = editor();
    taps(&mut app, &[B::RIGHT, B::RIGHT, B::UP, B::CROSS]);
    out.push(("editor", app));
    // The level's menu over it.
    let mut app = editor();
    taps(&mut app, &[B::CIRCLE, B::DOWN, B::DOWN]);
    out.push(("editor_menu", app));
    // Test play, with the way back.
    let mut app = editor();
    tap(&mut app, B::START);
    frames(&mut app, 30);
    assert!(matches!(app.screen(), Screen::Editor { testing: true, .. }));
    out.push(("editor_testing", app));
    // MY LEVELS (UP from NEW GAME: EXIT, then MY LEVELS) on a stick holding two levels, one
    // finished with a best bonus; the action menu over the first; DELETE asked; and a
    // damaged folder named.
    let index = "LEVEL 1|1|1130\nLONG WAY ROUND|0|0\n";
    let app = my_levels(res, "list", index);
    out.push(("my_levels", app));
    let mut app = my_levels(res, "actions", index);
    taps(&mut app, &[B::CROSS, B::DOWN]);
    out.push(("my_levels_actions", app));
    let mut app = my_levels(res, "delete", index);
    taps(&mut app, &[B::CROSS, B::UP, B::CROSS]);
    assert!(matches!(app.screen(), Screen::MyLevels { .. }));
    out.push(("my_levels_delete", app));
    // A damaged folder: a bad line left out and REBUILD THE LIST? asked as the list opens;
    // NO answered (the list, the line under it); a level whose data does not read and a
    // run that does not, marked; an lf that cannot be read at all; and SAVE refused in
    // the editor's menu over it.
    for (name, case) in MY_LEVELS_DAMAGED {
        out.push((name, damaged_my_levels(res, name, case)));
    }
    out.extend(screens_results(res));
    out.extend(screens_mylv(res));
    out.extend(screens_feedback(res));
    out.extend(screens_guide(res));
    out.extend(screens_attack(res));
    out
}

/// Help's guide on page `page` (RIGHT pressed that many times from the first), in the view
/// given (the guide stands over the title art in both).
fn guide(res: &'static Resources<'static>, page: usize, original: bool) -> App<'static> {
    let mut app = App::new(res, Ok(None));
    app.set_original_view(original);
    taps(&mut app, &DOWN_TO_HELP);
    taps(&mut app, &[B::CROSS, B::DOWN, B::DOWN, B::CROSS]);
    for _ in 0..page {
        tap(&mut app, B::RIGHT);
    }
    assert_eq!(app.screen(), Screen::Guide { page });
    app
}

/// The guide's page named `name`.
fn guide_page(name: &str) -> usize {
    bounceback::app::guide::PAGES
        .iter()
        .position(|p| p.name == name)
        .unwrap_or_else(|| panic!("no guide page {name}"))
}

/// Level `index` played by its replay until `after` frames after a power has started.
fn power_running(res: &'static Resources<'static>, index: usize, after: u32) -> App<'static> {
    let path = format!("tests/replays/level_{index:02}.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let events = bounceback::sim::replay::parse_text(&text).unwrap();
    let mut app = App::replay_autoplay(res, index, events);
    let mut n = 0;
    while app.game().is_none_or(|g| g.sim.ball().power_bar == 0) {
        app.update(B::NONE);
        n += 1;
        assert!(
            n < 30_000,
            "the replay of level {} takes a power",
            index + 1
        );
    }
    frames(&mut app, after);
    assert_eq!(app.screen(), Screen::Playing);
    app
}

/// Help's guide (a few pages, in both views) and the HUD naming a running power.
fn screens_guide(res: &'static Resources<'static>) -> Vec<(&'static str, App<'static>)> {
    let mut out = Vec::new();
    let last = bounceback::app::guide::PAGES.len() - 1;
    for (original, names) in [
        (
            false,
            ["guide_first", "guide_power", "guide_enemies", "guide_last"],
        ),
        (
            true,
            [
                "guide_original_view_first",
                "guide_original_view_power",
                "guide_original_view_enemies",
                "guide_original_view_last",
            ],
        ),
    ] {
        let pages = [0, guide_page("F BALL"), guide_page("ENEMIES"), last];
        for (name, page) in names.into_iter().zip(pages) {
            out.push((name, guide(res, page, original)));
        }
    }
    // Reverse gravity (the longest name) on level 8, two seconds in.
    out.push(("playing_power", power_running(res, 7, 120)));
    // The F-form on level 17, a second in.
    out.push(("playing_power_f", power_running(res, 16, 60)));
    out
}

/// MY LEVELS' level at the top of the list (the new level: the ball rolls right to the
/// door) chosen with PLAY, in the view given: its banner up.
fn my_levels_play(res: &'static Resources<'static>, name: &str, original: bool) -> App<'static> {
    let mut app = my_levels(res, name, "LEVEL 1|1|1130\nLONG WAY ROUND|0|0\n");
    app.set_original_view(original);
    taps(&mut app, &[B::CROSS, B::CROSS]);
    assert_eq!(app.screen(), Screen::Banner);
    app
}

/// [`my_levels_play`] played through to the level complete tally, counted up.
fn my_levels_completed(
    res: &'static Resources<'static>,
    name: &str,
    original: bool,
) -> App<'static> {
    let mut app = my_levels_play(res, name, original);
    let mut n = 0;
    while !matches!(app.screen(), Screen::LevelComplete { .. }) {
        app.update(B::RIGHT);
        n += 1;
        assert!(n < 3600, "RIGHT held finishes the new level");
    }
    frames(&mut app, 60);
    app
}

/// Issue 46's MY LEVELS, resource error, damaged save and level list screens: a level
/// played from MY LEVELS in the game's own frame (its banner, pause menu and level complete
/// tally, both views), what an action did in a panel under the list, the empty list, the
/// resource error's longest real messages and the empty `.jar`, a save that reads as
/// nothing, and the level list scrolled to its locked rows.
fn screens_mylv(res: &'static Resources<'static>) -> Vec<(&'static str, App<'static>)> {
    let index = "LEVEL 1|1|1130\nLONG WAY ROUND|0|0\n";
    let mut out = Vec::new();
    for original in [false, true] {
        let view = |wide: &'static str, orig: &'static str| if original { orig } else { wide };
        let app = my_levels_play(res, view("banner", "banner_o"), original);
        out.push((view("my_levels_banner", "my_levels_banner_original"), app));
        let mut app = my_levels_play(res, view("paused", "paused_o"), original);
        tap(&mut app, B::CROSS);
        frames(&mut app, 30);
        tap(&mut app, B::START);
        assert!(matches!(app.screen(), Screen::Paused { .. }));
        out.push((view("my_levels_paused", "my_levels_paused_original"), app));
        let app = my_levels_completed(res, view("complete", "complete_o"), original);
        out.push((
            view("my_levels_complete", "my_levels_complete_original"),
            app,
        ));
    }
    // The tally's confirm: back on the list, which says how the play went.
    let mut app = my_levels_completed(res, "after", false);
    tap(&mut app, B::CROSS);
    assert!(matches!(
        app.screen(),
        Screen::MyLevels { action: None, .. }
    ));
    out.push(("my_levels_after_play", app));
    // QUIT TO MY LEVELS asked from the pause menu.
    let mut app = my_levels_play(res, "quit", false);
    taps(&mut app, &[B::CROSS, B::START, B::UP, B::CROSS]);
    assert!(app.asking().is_some());
    out.push(("my_levels_paused_quit", app));
    // COPY and DELETE done: said under the list.
    let mut app = my_levels(res, "copied", index);
    taps(&mut app, &[B::CROSS, B::DOWN, B::DOWN, B::CROSS]);
    assert_eq!(app.my_levels().levels.len(), 3);
    out.push(("my_levels_copied", app));
    let mut app = my_levels(res, "deleted", index);
    taps(
        &mut app,
        &[B::DOWN, B::CROSS, B::UP, B::CROSS, B::LEFT, B::CROSS],
    );
    assert_eq!(app.my_levels().levels.len(), 1);
    out.push(("my_levels_deleted", app));
    // An empty folder: the title's name for the editor.
    let app = my_levels_in(res, "empty", index, |dir| {
        for f in ["lf", "mylevels.txt", "level-1.replay.txt"] {
            std::fs::remove_file(dir.join(f)).unwrap();
        }
    });
    assert!(app.my_levels().levels.is_empty());
    out.push(("my_levels_empty", app));
    // The resource error: an empty `.jar` found where the game looks, as the game finds it.
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("screens-empty-jar-{:08x}", res.levels_crc));
    let dir = root.join("PSP/GAME/BounceBack");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("BounceBack.jar"), b"").unwrap();
    let mut stick = bounceback::tool::host_stick::HostStick { root };
    let empty =
        bounceback::res::locate::find_and_load(&mut stick, bounceback::tool::host_stick::ARGV0)
            .refusal()
            .expect("an empty .jar is refused");
    let mut app = App::new(res, Ok(None));
    app.show_refusal(&empty);
    out.push(("resource_error_empty_jar", app));
    // The longest plain words a refusal has, and the longest detail (every file missing from
    // a .jar), as the game tells them.
    use bounceback::res::locate::{LoadError, Located, ReadError};
    let path = "ms0:/PSP/GAME/BounceBack/BounceBack.jar".to_string();
    let every: Vec<String> = bounceback::res::set::REQUIRED
        .iter()
        .map(|f| format!("res/{f}"))
        .collect();
    let errors = [
        LoadError::Read {
            path: path.clone(),
            why: ReadError::Io(-2147418110),
        },
        LoadError::Read {
            path: path.clone(),
            why: ReadError::TooLarge,
        },
        LoadError::NoFolder { path: path.clone() },
        LoadError::Empty,
        LoadError::Missing {
            files: every.clone(),
            in_archive: false,
        },
        LoadError::Missing {
            files: every,
            in_archive: true,
        },
    ];
    let told: Vec<_> = errors
        .into_iter()
        .filter_map(|error| {
            Located::Refused {
                path: path.clone(),
                error,
            }
            .refusal()
        })
        .chain([empty])
        .collect();
    let longest_plain = told.iter().max_by_key(|r| r.plain.len()).unwrap();
    let longest_detail = told.iter().max_by_key(|r| r.detail.len()).unwrap();
    for (name, r) in [
        ("resource_error_longest_plain", longest_plain),
        ("resource_error_longest_detail", longest_detail),
    ] {
        let mut app = App::new(res, Ok(None));
        app.show_refusal(r);
        out.push((name, app));
    }
    // A save file none of whose records read.
    let mut app = App::new(res, Err(SaveError::BadChecksum));
    app.set_damaged_held(bounceback::app::save::held(&[0x55; 189]));
    out.push(("damaged_save_unread", app));
    // Only Level 1 open: the cursor goes down the locked rows, the list scrolling to the
    // last level.
    let mut app = App::new(res, Ok(None));
    tap(&mut app, B::CROSS);
    taps(&mut app, &[B::DOWN; 7]);
    assert_eq!(app.screen(), Screen::LevelSelect { sel: 7 });
    out.push(("level_select_locked", app));
    out
}

/// The results' choices (issue 46): the level complete screen while its bonus counts (the
/// choices greyed) and with RETRY selected; the game over of a real game (RETRY open) in
/// both views (the window at 1:1 and enlarged), RETRY selected.
fn screens_results(res: &'static Resources<'static>) -> Vec<(&'static str, App<'static>)> {
    let mut out = Vec::new();
    let mut app = completed(res, 0, false);
    tap(&mut app, B::DOWN);
    assert!(matches!(
        app.screen(),
        Screen::LevelComplete {
            sel: ResultItem::Retry,
            ..
        }
    ));
    out.push(("level_complete_retry", app));
    let mut app = counting(res, 0);
    frames(&mut app, 3);
    assert!(matches!(
        app.screen(),
        Screen::LevelComplete { shown, .. } if shown > 0
            && app.game().is_some_and(|g| matches!(
                g.phase,
                bounceback::sim::flow::Phase::LevelComplete { bonus, .. } if shown < bonus
            ))
    ));
    out.push(("level_complete_counting", app));
    // The game that ends after the last regular level (not begun at Level 1).
    for (name, original, down) in [
        ("game_over_original", true, false),
        ("game_over_retry", false, true),
    ] {
        let mut app = completed(res, res.levels.len() - 3, original);
        taps(&mut app, &[B::CROSS, B::CROSS]);
        if down {
            tap(&mut app, B::DOWN);
        }
        assert!(matches!(app.screen(), Screen::GameOver { .. }));
        out.push((name, app));
    }
    // The original's window enlarged (SHARP): both panels still fit it above its hint bar.
    let mut app = completed(res, 0, true);
    app.set_scale(bounceback::gfx::scale::Scale::Sharp);
    out.push(("level_complete_sharp_original", app));
    let mut app = completed(res, res.levels.len() - 3, true);
    app.set_scale(bounceback::gfx::scale::Scale::Sharp);
    taps(&mut app, &[B::CROSS, B::CROSS]);
    out.push(("game_over_sharp_original", app));
    out
}

/// Level 1's replay as a time attack run of `res` (its time and its keys), `delay` ticks
/// late.
fn attack_run(res: &'static Resources<'static>, delay: u32) -> bounceback::sim::attack::Run {
    use bounceback::sim::attack::{Attack, Phase};
    let text = std::fs::read_to_string("tests/replays/level_00.txt").unwrap();
    let mut events = bounceback::sim::replay::parse_text(&text).unwrap();
    for e in &mut events {
        e.tick += delay;
    }
    let mut a = Attack::start(res, 0, None).unwrap();
    let mut next = 0;
    while a.phase() == Phase::Running && a.ticks() < 5000 {
        while let Some(e) = events.get(next).filter(|e| e.tick <= a.ticks() + 1) {
            a.key(e.key, e.pressed);
            next += 1;
        }
        a.step(res);
    }
    a.run().expect("level 1's replay finishes it")
}

/// The buttons `run` holds for step `tick`.
fn attack_held(run: &bounceback::sim::attack::Run, tick: u32) -> Buttons {
    use bounceback::sim::Key;
    let mut held = B::NONE;
    for e in run.events.iter().take_while(|e| e.tick <= tick) {
        let b = match e.key {
            Key::Left => B::LEFT,
            Key::Right => B::RIGHT,
            Key::Down => B::DOWN,
            Key::Jump => B::CROSS,
        };
        held = if e.pressed {
            held | b
        } else {
            Buttons(held.0 & !b.0)
        };
    }
    held
}

/// TIME ATTACK: its list with a best time, a run with the clock and the ghost ahead (both
/// views), and the results of a slower run and of a new best.
fn screens_attack(res: &'static Resources<'static>) -> Vec<(&'static str, App<'static>)> {
    let mut out = Vec::new();
    let fast = attack_run(res, 0);
    let slow = attack_run(res, 40);
    let with_best = |best: bool| {
        let mut save = SaveData::default();
        save.best[0] = 1188;
        save.best[1] = 930;
        if best {
            save.times.offer(0, fast.clone());
        }
        save
    };
    // From NEW GAME down past OPTIONS, RECORDS, HELP and SANDBOX.
    let list = |best: bool, original: bool| {
        let mut app = App::new(res, Ok(Some(with_best(best))));
        app.set_original_view(original);
        taps(&mut app, &[B::DOWN; 5]);
        tap(&mut app, B::CROSS);
        assert_eq!(app.screen(), Screen::AttackList { sel: 0 });
        app
    };
    out.push(("time_attack_list", list(true, false)));
    // Level 1's best at its par (the par's own run): the gold PAR on its row, the cursor
    // on the next so that the mark stands out against the row's white.
    let par_run = bounceback::sim::attack::Run::read(res.par(0).expect("level 1's par").run)
        .expect("the par reads");
    let mut app = App::new(res, Ok(Some(with_best(false))));
    app.save.times.offer(0, par_run.clone());
    taps(&mut app, &[B::DOWN; 5]);
    tap(&mut app, B::CROSS);
    tap(&mut app, B::DOWN);
    assert_eq!(app.screen(), Screen::AttackList { sel: 1 });
    assert_eq!(app.attack_row(0).2, "PAR");
    out.push(("time_attack_list_par", app));
    // Racing until `until` ticks (or the end), steered by `run`'s keys.
    let race = |app: &mut App<'static>, run: &bounceback::sim::attack::Run, until: u32| {
        tap(app, B::CROSS);
        assert_eq!(app.screen(), Screen::Banner);
        for _ in 0..20_000 {
            let tick = app.game().map_or(0, |g| g.sim.ticks()) + 1;
            if tick > until || app.attack_end().is_some() {
                break;
            }
            let mut held = attack_held(run, tick);
            if app.screen() == Screen::Banner && held == B::NONE {
                held = B::START;
            }
            app.update(held);
        }
    };
    for (name, original) in [
        ("time_attack_play", false),
        ("time_attack_play_original", true),
    ] {
        let mut app = list(true, original);
        race(&mut app, &slow, 75);
        assert_eq!(app.screen(), Screen::Playing);
        out.push((name, app));
    }
    let mut app = list(true, false);
    race(&mut app, &slow, u32::MAX);
    assert!(matches!(app.screen(), Screen::AttackResult { .. }));
    out.push(("time_attack_result_behind", app));
    let mut app = list(false, false);
    race(&mut app, &fast, u32::MAX);
    assert!(matches!(app.screen(), Screen::AttackResult { .. }));
    out.push(("time_attack_result_new_best", app));
    // The par's run after the slower best: a new best at par, TO PAR in gold.
    let mut app = list(true, false);
    race(&mut app, &par_run, u32::MAX);
    assert!(matches!(app.screen(), Screen::AttackResult { .. }));
    out.push(("time_attack_result_par", app));
    // The same in the original's window, where the panel is tightest.
    let mut app = list(true, true);
    race(&mut app, &par_run, u32::MAX);
    assert!(matches!(app.screen(), Screen::AttackResult { .. }));
    out.push(("time_attack_result_par_original", app));
    // MY LEVELS under the set's levels: its first level raced to the door (its first
    // time: NEW BEST, no par rows, the level's name over them), then LEVEL LIST: the list
    // on it with its best, under the MY LEVELS heading.
    let root = my_levels_stick(
        res,
        "attack",
        "LEVEL 1|1|1130\nLONG WAY ROUND|0|0\n",
        |_| {},
    );
    let made = res.levels.len() - 1 + 1;
    let raced_made = || {
        let mut app = App::new(res, Ok(Some(with_best(true))));
        pump_on(&mut app, &root);
        taps(&mut app, &[B::DOWN; 5]);
        tap(&mut app, B::CROSS);
        taps(&mut app, &[B::UP, B::UP]);
        assert_eq!(app.screen(), Screen::AttackList { sel: made });
        tap(&mut app, B::CROSS);
        assert_eq!(app.screen(), Screen::Banner);
        for _ in 0..3_000 {
            if app.attack_end().is_some() {
                break;
            }
            app.update(B::RIGHT);
        }
        frames(&mut app, 2);
        assert!(matches!(app.screen(), Screen::AttackResult { .. }));
        app
    };
    let app = raced_made();
    let crc = {
        use bounceback::edit::{set::chunks_crc, MAX_CELLS};
        let mut buf = Box::new([0u8; MAX_CELLS]);
        let docs = my_levels_docs();
        let l = docs[0].level(&mut buf);
        chunks_crc(&l.header_bytes(), &l.map_bytes())
    };
    let kept = app
        .save
        .times
        .best(bounceback::sim::attack::Course::Made(crc));
    assert!(kept.is_some_and(|r| r.ticks > 0));
    out.push(("time_attack_result_my_level", app));
    let mut app = raced_made();
    taps(&mut app, &[B::DOWN, B::CROSS]);
    assert_eq!(app.screen(), Screen::AttackList { sel: made });
    assert!(app.attack_row(made).1.starts_with("BEST "));
    assert_eq!(app.attack_row(made - 1), Default::default(), "the heading");
    out.push(("time_attack_list_my_levels", app));
    out
}

/// OPTIONS → GHOST OFF hides TIME ATTACK's ghost and nothing else: a run raced against a
/// best with the switch off draws, frame for frame, what the same run with no best at all
/// draws, while the ghost still runs unseen (it is what checks the saved best); with the
/// switch on the pictures differ, and only within the ghost's disc. Both views.
#[test]
fn the_ghost_switch_hides_the_ghost_and_nothing_else() {
    let res: &'static Resources<'static> = &RESOURCES;
    let fast = attack_run(res, 0);
    // A few ticks behind, so that the ghost stays in sight.
    let slow = attack_run(res, 8);
    let start = |best: bool, ghost: bool, original: bool| {
        let mut save = SaveData::default();
        save.best[0] = 1188;
        if best {
            save.times.offer(0, fast.clone());
        }
        save.options.ghost = ghost;
        let mut app = App::new(res, Ok(Some(save)));
        app.set_original_view(original);
        taps(&mut app, &[B::DOWN; 5]);
        tap(&mut app, B::CROSS);
        tap(&mut app, B::CROSS);
        assert_eq!(app.screen(), Screen::Banner);
        app
    };
    for original in [false, true] {
        let mut none = start(false, true, original);
        let mut off = start(true, false, original);
        let mut on = start(true, true, original);
        let mut compared = 0;
        for frame in 0..600 {
            let tick = none.game().map_or(0, |g| g.sim.ticks()) + 1;
            let mut held = attack_held(&slow, tick);
            if none.screen() == Screen::Banner && held == B::NONE {
                held = B::START;
            }
            for app in [&mut none, &mut off, &mut on] {
                app.update(held);
            }
            if none.screen() != Screen::Playing || frame % 7 != 0 {
                continue;
            }
            assert!(none.ghost_position().is_none());
            assert!(
                off.ghost_position().is_some(),
                "the hidden ghost still runs"
            );
            assert_eq!(off.ghost_position(), on.ghost_position());
            let (p_none, _) = draw(&none, None);
            let (p_off, _) = draw(&off, None);
            let (p_on, _) = draw(&on, None);
            assert!(p_off == p_none, "frame {frame}: GHOST OFF drew something");
            let changed: Vec<(i32, i32)> = (0..p_on.len())
                .filter(|&i| p_on[i] != p_none[i])
                .map(|i| ((i as i32) % SCREEN_W, (i as i32) / SCREEN_W))
                .collect();
            if let (Some(x0), Some(x1), Some(y0), Some(y1)) = (
                changed.iter().map(|p| p.0).min(),
                changed.iter().map(|p| p.0).max(),
                changed.iter().map(|p| p.1).min(),
                changed.iter().map(|p| p.1).max(),
            ) {
                // The disc is the ball's size (at most 32 pixels across, enlarged twice at
                // most in the original's window).
                assert!(
                    x1 - x0 < 64 && y1 - y0 < 64,
                    "frame {frame}: the ghost's change spans {x0}..{x1} x {y0}..{y1}"
                );
                compared += 1;
            }
        }
        assert!(compared > 20, "the ghost was seen on {compared} frames");
    }
}

/// What the editor's menu says as it acts (a change refused, SAVE writing, then done), and
/// the sandbox's end.
fn screens_feedback(res: &'static Resources<'static>) -> Vec<(&'static str, App<'static>)> {
    use bounceback::app::EditorItem;
    let mut out = Vec::new();
    // ROWS stepped below 13: refused, the reason under the entries.
    let mut app = App::new(res, Ok(None));
    taps(&mut app, &[B::UP, B::UP, B::UP, B::CROSS, B::CIRCLE]);
    taps(&mut app, &[B::DOWN; 4]);
    tap(&mut app, B::LEFT);
    assert!(matches!(
        app.screen(),
        Screen::Editor {
            menu: Some(EditorItem::Rows),
            ..
        }
    ));
    out.push(("editor_menu_refused", app));
    // SAVE TO MY LEVELS on a stick: while its files are written, and once they are.
    let (app, _) = editor_saving(res, "saving");
    assert!(app.saving_shown());
    out.push(("editor_menu_saving", app));
    let (mut app, root) = editor_saving(res, "saved");
    pump_stick(&mut app, &root);
    frames(&mut app, bounceback::app::SAVING_FRAMES + 2);
    assert!(!app.saving_shown());
    assert_eq!(app.my_levels().levels.len(), 1);
    out.push(("editor_menu_saved", app));
    // The sandbox's room done: through the exit by the scripted route.
    let presses = sandbox_support::from_boot();
    let mut app = App::new(res, Ok(None));
    let mut frame = 0;
    while !app.sandbox_done() {
        frame += 1;
        app.update(bounceback::tool::support::held_at(&presses, frame));
        assert!(frame < 5_000, "the route ends the room");
    }
    out.push(("sandbox_done", app));
    out
}

/// Answers the app's file jobs from the stick folder `root`, as `bounceback app --stick`.
fn pump_stick(app: &mut App<'_>, root: &Path) {
    while let Some(job) = app.take_file_job() {
        let r = bounceback::tool::host_stick::serve(root, job);
        app.file_done(r);
    }
}

/// A new level saved from the editor's menu to an empty stick folder of its own: its files
/// not written yet (the stick's root with it).
fn editor_saving(res: &'static Resources<'static>, name: &str) -> (App<'static>, PathBuf) {
    use bounceback::app::EditorItem;
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("screens-editor")
        .join(format!("{name}-{:08x}-{call}", res.levels_crc));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap();
    let mut app = App::new(res, Ok(None));
    pump_stick(&mut app, &root);
    taps(&mut app, &[B::UP, B::UP, B::UP, B::CROSS, B::CIRCLE]);
    taps(&mut app, &[B::DOWN; 3]);
    assert!(matches!(
        app.screen(),
        Screen::Editor {
            menu: Some(EditorItem::Save),
            ..
        }
    ));
    tap(&mut app, B::CROSS);
    (app, root)
}

/// MY LEVELS' damaged-folder cases, by screen name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Damaged {
    /// A bad line: the question over the list.
    BadLine,
    /// The same, NO answered.
    BadLineNo,
    /// Level 2's data in lf invalid, level 1's run unreadable.
    Marked,
    /// lf missing under a list of two: the question.
    LfMissing,
    /// lf cut short: the message.
    LfBad,
    /// The longest sentence: lf missing, thousands of bad lines, the last at line 100000.
    Longest,
    /// Only bad lines: the question over the message.
    OnlyBad,
    /// The list missing while lf holds levels: the question.
    NoList,
    /// The editor's menu over a folder whose lf cannot be read.
    EditorSaveOff,
}

const MY_LEVELS_DAMAGED: [(&str, Damaged); 9] = [
    ("my_levels_damaged", Damaged::BadLine),
    ("my_levels_left_out", Damaged::BadLineNo),
    ("my_levels_marked", Damaged::Marked),
    ("my_levels_lf_missing", Damaged::LfMissing),
    ("my_levels_lf_damaged", Damaged::LfBad),
    ("my_levels_longest", Damaged::Longest),
    ("my_levels_only_bad", Damaged::OnlyBad),
    ("my_levels_no_list", Damaged::NoList),
    ("editor_menu_save_off", Damaged::EditorSaveOff),
];

/// The app on a damaged MY LEVELS folder (see [`Damaged`]).
fn damaged_my_levels(res: &'static Resources<'static>, name: &str, case: Damaged) -> App<'static> {
    use bounceback::app::mylevels::State;
    let good = "LEVEL 1|1|1130\nLONG WAY ROUND|0|0\n";
    let (index, change): (String, fn(&Path)) = match case {
        Damaged::BadLine | Damaged::BadLineNo => {
            (format!("{good}garbage line without bars\n"), |_| {})
        }
        Damaged::Marked => (good.to_string(), |dir| {
            // Level 2's header: its theme byte made negative; level 1's run garbled.
            let mut lf = std::fs::read(dir.join("lf")).unwrap();
            let count = u16::from_be_bytes([lf[0], lf[1]]) as usize;
            let size = |k: usize| u16::from_be_bytes([lf[2 + 2 * k], lf[3 + 2 * k]]) as usize;
            let at = 2 + 2 * count + size(0) + size(1);
            lf[at] = 0xFF;
            std::fs::write(dir.join("lf"), lf).unwrap();
            std::fs::write(dir.join("level-1.replay.txt"), "12 jump sideways\n").unwrap();
        }),
        Damaged::LfMissing => (good.to_string(), |dir| {
            std::fs::remove_file(dir.join("lf")).unwrap();
        }),
        Damaged::LfBad | Damaged::EditorSaveOff => (good.to_string(), |dir| {
            let lf = std::fs::read(dir.join("lf")).unwrap();
            std::fs::write(dir.join("lf"), &lf[..lf.len() / 2]).unwrap();
        }),
        Damaged::Longest => {
            // The first bad line at line 100000 (the comments before it are skipped), then
            // 99999 more: 100000 lines left out, the largest figures a 1 MB list can hold.
            let mut t = String::from(good);
            t.push_str(&"#\n".repeat(99_997));
            t.push_str("THE LONGEST NAME THERE IS|maybe|0\n");
            t.push_str(&"x\n".repeat(99_999));
            (t, |dir| std::fs::remove_file(dir.join("lf")).unwrap())
        }
        Damaged::OnlyBad => ("not a level\nnor this\n".to_string(), |_| {}),
        Damaged::NoList => (good.to_string(), |dir| {
            std::fs::remove_file(dir.join("mylevels.txt")).unwrap();
        }),
    };
    let mut app = my_levels_in(res, name, &index, change);
    let state = app.my_levels().state.clone();
    match case {
        Damaged::LfBad | Damaged::EditorSaveOff => {
            assert!(matches!(state, State::Damaged(_)), "{state:?}")
        }
        _ => assert_eq!(state, State::Ready),
    }
    let offered = !matches!(
        case,
        Damaged::Marked | Damaged::LfBad | Damaged::EditorSaveOff
    );
    assert_eq!(app.my_levels().rebuild_offered(), offered, "{case:?}");
    assert_eq!(
        app.asking().is_some(),
        offered,
        "{case:?}: asked as the list opens"
    );
    match case {
        Damaged::BadLineNo => {
            tap(&mut app, B::CROSS);
            assert!(app.asking().is_none(), "NO is selected first");
        }
        Damaged::EditorSaveOff => {
            taps(&mut app, &[B::CIRCLE, B::UP, B::CROSS]);
            assert!(
                matches!(app.screen(), Screen::Editor { .. }),
                "{:?}",
                app.screen()
            );
            tap(&mut app, B::CIRCLE);
        }
        _ => {}
    }
    app
}

/// The app on MY LEVELS, read from a stick folder holding `index` and two new levels (the
/// first finished, with a run), its file jobs answered as `bounceback app --stick` does.
fn my_levels(res: &'static Resources<'static>, name: &str, index: &str) -> App<'static> {
    my_levels_in(res, name, index, |_| {})
}

/// [`my_levels`] with the folder changed by `change` before the app reads it.
fn my_levels_in(
    res: &'static Resources<'static>,
    name: &str,
    index: &str,
    change: impl FnOnce(&Path),
) -> App<'static> {
    let root = my_levels_stick(res, name, index, change);
    let mut app = App::new(res, Ok(None));
    taps(&mut app, &[B::UP, B::UP, B::CROSS]);
    assert!(
        matches!(app.screen(), Screen::MyLevels { .. }),
        "{:?}",
        app.screen()
    );
    pump_on(&mut app, &root);
    frames(&mut app, 2);
    app
}

/// A stick (its root) whose MY LEVELS folder holds two levels (the editor's new level, and
/// the same with the ball started big) listed by `index`, level 1's maker's run, changed by
/// `change`.
fn my_levels_stick(
    res: &'static Resources<'static>,
    name: &str,
    index: &str,
    change: impl FnOnce(&Path),
) -> PathBuf {
    use bounceback::edit::{set::lf_file, MAX_CELLS};
    // A folder of its own each call: the tests that draw every screen run side by side.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("screens-mylevels")
        .join(format!("{name}-{:08x}-{call}", res.levels_crc));
    let dir = root.join("PSP/GAME/BounceBack/MYLEVELS");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (mut a, mut b) = (Box::new([0u8; MAX_CELLS]), Box::new([0u8; MAX_CELLS]));
    let [d1, d2] = my_levels_docs();
    let levels = [d1.level(&mut a), d2.level(&mut b)];
    std::fs::write(dir.join("lf"), lf_file(res, &levels).unwrap()).unwrap();
    std::fs::write(dir.join("mylevels.txt"), index).unwrap();
    std::fs::write(dir.join("level-1.replay.txt"), "1 right press\n").unwrap();
    change(&dir);
    root
}

/// The two levels of [`my_levels_stick`]'s folder.
fn my_levels_docs() -> [bounceback::edit::Doc; 2] {
    let (d1, mut d2) = (bounceback::edit::Doc::new(), bounceback::edit::Doc::new());
    d2.start_big = true;
    [d1, d2]
}

/// Runs the app's file jobs on the stick at `root` until none is due.
fn pump_on(app: &mut App<'_>, root: &Path) {
    while let Some(job) = app.take_file_job() {
        let r = bounceback::tool::host_stick::serve(root, job);
        app.file_done(r);
    }
}

/// `r` grown by `d` on every side.
fn grow(r: Rect, d: i32) -> Rect {
    Rect::new(r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d)
}

fn inside(inner: Rect, outer: Rect) -> bool {
    inner.x >= outer.x
        && inner.y >= outer.y
        && inner.x + inner.w <= outer.x + outer.w
        && inner.y + inner.h <= outer.y + outer.h
}

fn meets(a: Rect, b: Rect) -> bool {
    !a.intersect(&b).is_empty()
}

/// The layout rules over one picture's marks; the broken ones, as sentences.
fn layout_faults(marks: &[Mark]) -> Vec<String> {
    let screen = Rect::new(0, 0, SCREEN_W, SCREEN_H);
    let mut faults = Vec::new();
    let mut panels: Vec<Rect> = Vec::new();
    let mut texts: Vec<Rect> = Vec::new();
    let mut titles: Vec<Rect> = Vec::new();
    let mut keeps: Vec<Rect> = Vec::new();
    for m in marks {
        match *m {
            Mark::Title(r) => titles.push(r),
            Mark::Keep(r) => keeps.push(r),
            Mark::Panel(r) => {
                if !inside(r, screen) {
                    faults.push(format!("panel {r:?} leaves the screen"));
                }
                // The HUD and the original's window: off them, or inside one whole.
                for k in &keeps {
                    if meets(r, *k) && !inside(r, *k) {
                        faults.push(format!("panel {r:?} is half over the play field's {k:?}"));
                    }
                }
                // A box over a line either hides it whole or leaves it alone.
                for t in &texts {
                    if meets(r, *t) && !inside(*t, r) {
                        faults.push(format!("panel {r:?} cuts the line {t:?}"));
                    }
                }
                for t in &titles {
                    if meets(r, *t) && !inside(*t, r) {
                        faults.push(format!("panel {r:?} runs into the title's {t:?}"));
                    }
                }
                // A box over another stands inside it or covers it whole: one across its
                // border (the hint bar over a menu's corner) hides part of its frame.
                for p in &panels {
                    if meets(r, *p) && !inside(r, *p) && !inside(*p, r) {
                        faults.push(format!("panel {r:?} crosses the border of panel {p:?}"));
                    }
                }
                // The lines it covers whole are out of sight (panels are opaque).
                texts.retain(|t| !inside(*t, r));
                panels.push(r);
            }
            Mark::Text(r) => {
                if !inside(r, grow(screen, -2)) {
                    faults.push(format!("text {r:?} is not 2 pixels inside the screen"));
                }
                // Its panel: the last one drawn under it.
                match panels.iter().rev().find(|p| meets(**p, r)) {
                    Some(p) if inside(r, grow(*p, -2)) => {}
                    Some(p) => faults.push(format!("text {r:?} runs past its panel {p:?}")),
                    None => faults.push(format!("text {r:?} is in no panel")),
                }
                for t in &titles {
                    let covered = panels.iter().any(|p| inside(*t, *p));
                    if meets(r, *t) && !covered {
                        faults.push(format!("text {r:?} is over the title's {t:?}"));
                    }
                }
                // Two blank rows (or columns) at least between lines.
                for o in &texts {
                    if meets(grow(r, 2), *o) {
                        faults.push(format!("text {r:?} touches text {o:?}"));
                    }
                }
                texts.push(r);
            }
            // The lines a dialog covers are out of sight: the dialog's own may stand
            // where they were.
            Mark::Modal(d) => texts.retain(|t| !inside(*t, d)),
            // The selection cursor stands inside its menu's panel, clear of the frame.
            Mark::Cursor(r) => match panels.iter().rev().find(|p| meets(**p, r)) {
                Some(p) if inside(r, grow(*p, -2)) => {}
                Some(p) => faults.push(format!("cursor {r:?} runs past its panel {p:?}")),
                None => faults.push(format!("cursor {r:?} is in no panel")),
            },
            _ => {}
        }
    }
    faults
}

/// One text line as the marks tell it: where, its ink and letters' height, its role, and
/// whether it was drawn under a later dimming.
#[derive(Clone, Copy, Debug)]
struct Line {
    r: Rect,
    ink: Color32,
    size: i32,
    role: Option<Role>,
}

/// The text lines of a picture's marks, each with the ink, size and role told before it,
/// and whether a dimming came after it (what is under a dialog).
fn lines(marks: &[Mark]) -> Vec<(Line, bool)> {
    let mut out: Vec<(Line, bool)> = Vec::new();
    let (mut ink, mut size, mut role) = (0, 0, None);
    for m in marks {
        match *m {
            Mark::Ink { color, size: s } => (ink, size) = (color, s),
            Mark::Role(r) => role = Some(r),
            Mark::Text(r) => {
                out.push((
                    Line {
                        r,
                        ink,
                        size,
                        role: role.take(),
                    },
                    false,
                ));
            }
            Mark::Dim(d) => {
                for (l, dimmed) in out.iter_mut() {
                    if inside(l.r, d) {
                        *dimmed = true;
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// sRGB relative luminance (WCAG 2).
fn luminance(p: Color32) -> f64 {
    let (r, g, b, _) = channels(p);
    let lin = |c: u8| {
        let c = c as f64 / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/// The contrast ratio of two colours (1 to 21).
fn contrast(a: Color32, b: Color32) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The colours under a line: the pixels of its rectangle that are not its ink, the most
/// common first, each with its share of them.
fn under(px: &[Color32], l: &Line) -> Vec<(Color32, f64)> {
    let mut counts: std::collections::HashMap<Color32, usize> = Default::default();
    let mut n = 0;
    for y in l.r.y.max(0)..(l.r.y + l.r.h).min(SCREEN_H) {
        for x in l.r.x.max(0)..(l.r.x + l.r.w).min(SCREEN_W) {
            let p = px[(y * SCREEN_W + x) as usize] | 0xFF00_0000;
            // A button's picture is not what the letters stand on.
            let button = [
                button_pictures::FACE,
                button_pictures::RIM,
                button_pictures::CROSS_INK,
                button_pictures::CIRCLE_INK,
                button_pictures::TRIANGLE_INK,
                button_pictures::SQUARE_INK,
            ];
            if p != l.ink | 0xFF00_0000 && !button.contains(&p) {
                *counts.entry(p).or_default() += 1;
                n += 1;
            }
        }
    }
    let mut v: Vec<(Color32, f64)> = counts
        .into_iter()
        .map(|(c, k)| (c, k as f64 / n.max(1) as f64))
        .collect();
    v.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    v
}

/// The visual system's rules (docs/UI.md) over one picture and its marks; the broken
/// ones, as sentences. `sizes` collects each role's letter heights across the screens of
/// one view (one size per role is checked over all of them, [`role_sizes_faults`]).
fn system_faults(
    px: &[Color32],
    marks: &[Mark],
    sizes: &mut std::collections::BTreeMap<Role, std::collections::BTreeSet<i32>>,
) -> Vec<String> {
    let mut faults = Vec::new();
    let ls = lines(marks);
    // Contrast: 4.5:1 against the colour under most of the line (and any other that
    // covers a fifth of it), unless a dialog dims it.
    for (l, dimmed) in &ls {
        if *dimmed {
            continue;
        }
        for (bg, share) in under(px, l).into_iter().take(2) {
            if share < 0.2 {
                break;
            }
            let k = contrast(l.ink, bg);
            if k < 4.5 {
                faults.push(format!(
                    "text {:?} in {:06x} on {:06x}: contrast {k:.2} < 4.5",
                    l.r,
                    l.ink & 0xFF_FFFF,
                    bg & 0xFF_FFFF
                ));
            }
        }
    }
    // Roles: every line has one, and each role one size.
    for (l, _) in &ls {
        match l.role {
            Some(r) => {
                sizes.entry(r).or_default().insert(l.size);
            }
            None => faults.push(format!("text {:?} has no role", l.r)),
        }
    }
    // The modal rule: a dialog's box comes after a dimming of everything drawn before it,
    // and no line under it is cut by its edge.
    let mut dimmed_since = false;
    let mut before: Vec<Rect> = Vec::new();
    for m in marks {
        match *m {
            Mark::Text(r) => before.push(r),
            Mark::Dim(d) => {
                if before.iter().all(|t| inside(*t, d)) {
                    dimmed_since = true;
                } else {
                    faults.push(format!("dimming {d:?} leaves text out"));
                }
            }
            Mark::Modal(r) => {
                if !dimmed_since {
                    faults.push(format!("dialog {r:?} over what is not dimmed"));
                }
                for t in &before {
                    if meets(*t, r) && !inside(*t, r) {
                        faults.push(format!("dialog {r:?} cuts text {t:?}"));
                    }
                }
                dimmed_since = false;
            }
            _ => {}
        }
    }
    // Lists: in each panel the entries (item lines) stand in columns: the rows' first
    // cells share their left edge, and each further column its left or right edge.
    let mut panel_rows: Vec<(Rect, Vec<Vec<Rect>>)> = Vec::new();
    let mut role_now = None;
    for m in marks {
        match *m {
            Mark::Panel(p) | Mark::Modal(p) => panel_rows.push((p, Vec::new())),
            Mark::Role(r) => role_now = Some(r),
            Mark::Text(r) => {
                if role_now == Some(Role::Item) {
                    if let Some((_, rows)) = panel_rows.iter_mut().rev().find(|(p, _)| meets(*p, r))
                    {
                        // One row: lines that share their middle row of pixels (a button's
                        // picture stands taller than the letters around it).
                        let mid = |t: &Rect| 2 * t.y + t.h;
                        match rows
                            .iter_mut()
                            .find(|row| (mid(&row[0]) - mid(&r)).abs() <= 1)
                        {
                            Some(row) => row.push(r),
                            None => rows.push(vec![r]),
                        }
                    }
                }
                role_now = None;
            }
            _ => {}
        }
    }
    for (p, rows) in &mut panel_rows {
        // Cells from left to right, whatever order they were drawn in.
        for row in rows.iter_mut() {
            row.sort_by_key(|c| c.x);
        }
        // A row of side-by-side choices (YES NO) is one row: no column to line up.
        if rows.len() < 2 {
            continue;
        }
        let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
        for k in 0..cols {
            let cells: Vec<Rect> = rows.iter().filter_map(|row| row.get(k).copied()).collect();
            if cells.len() < 2 {
                continue;
            }
            let same = |f: &dyn Fn(&Rect) -> i32| cells.iter().all(|c| f(c) == f(&cells[0]));
            // The first column on its left edge; another on its left or right edge, or
            // centred (a value between its marks).
            let aligned = if k == 0 {
                same(&|c| c.x)
            } else {
                same(&|c| c.x)
                    || same(&|c| c.x + c.w)
                    || cells
                        .iter()
                        .all(|c| (2 * c.x + c.w - 2 * cells[0].x - cells[0].w).abs() <= 1)
            };
            if !aligned {
                faults.push(format!("panel {p:?}: column {k} is ragged: {cells:?}"));
            }
        }
    }
    faults
}

/// Each role's sizes across the screens of one view: more than one is a fault.
fn role_sizes_faults(
    view: &str,
    sizes: &std::collections::BTreeMap<Role, std::collections::BTreeSet<i32>>,
) -> Vec<String> {
    sizes
        .iter()
        .filter(|(_, s)| s.len() > 1)
        .map(|(r, s)| format!("{view}: {r:?} takes sizes {s:?}"))
        .collect()
}

/// The view a screen is drawn in, by its name: the original's window, or wide.
fn view_of(name: &str) -> &'static str {
    if name.ends_with("_original") {
        "original"
    } else {
        "wide"
    }
}

#[test]
fn every_screen_keeps_the_visual_system_with_both_sets_and_confirm_settings() {
    let mut faults = Vec::new();
    for (set, res) in sets() {
        let mut sizes: std::collections::BTreeMap<
            &str,
            std::collections::BTreeMap<Role, std::collections::BTreeSet<i32>>,
        > = Default::default();
        for (name, mut app) in screens(res) {
            for confirm in [Confirm::Cross, Confirm::Circle] {
                app.set_confirm(confirm);
                let (px, marks, dims) = draw_calls(&app, None);
                let view = sizes.entry(view_of(name)).or_default();
                for f in system_faults(&px, &marks, view).into_iter().chain(dims) {
                    faults.push(format!("{set} {name} ({confirm:?}): {f}"));
                }
            }
            app.set_confirm(Confirm::Cross);
        }
        for (view, s) in &sizes {
            for f in role_sizes_faults(view, s) {
                faults.push(format!("{set} {f}"));
            }
        }
    }
    faults.dedup();
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// A screen of `set` by name, drawn: pixels, marks.
fn screen_named(res: &'static Resources<'static>, name: &str) -> (Vec<Color32>, Vec<Mark>) {
    let (_, app) = screens(res)
        .into_iter()
        .find(|(n, _)| *n == name)
        .unwrap_or_else(|| panic!("no screen {name}"));
    draw(&app, None)
}

/// Each rule of the visual system fails on a screen broken on purpose: real screens
/// with one thing changed.
#[test]
fn the_visual_system_s_rules_find_faults_on_broken_screens() {
    let mut none = Default::default();
    let faults = |px: &[Color32], marks: &[Mark], sizes: &mut _| system_faults(px, marks, sizes);
    // The dialog over the pause menu keeps the rules as drawn.
    let (px, marks) = screen_named(&RESOURCES, "paused_ask");
    assert_eq!(faults(&px, &marks, &mut none), Vec::<String>::new());
    // Without its dimming: "over what is not dimmed".
    let undimmed: Vec<Mark> = marks
        .iter()
        .copied()
        .filter(|m| !matches!(m, Mark::Dim(_)))
        .collect();
    let f = faults(&px, &undimmed, &mut Default::default());
    assert!(f.iter().any(|f| f.contains("not dimmed")), "{f:?}");
    // Its box made smaller, so that its edge cuts the menu's lines: "cuts text".
    let cut: Vec<Mark> = marks
        .iter()
        .map(|m| match *m {
            Mark::Modal(r) => Mark::Modal(Rect::new(r.x + 20, r.y + 20, r.w - 40, r.h - 40)),
            m => m,
        })
        .collect();
    let f = faults(&px, &cut, &mut Default::default());
    assert!(f.iter().any(|f| f.contains("cuts text")), "{f:?}");
    // A line's ink made close to its panel's colour: "contrast".
    let (mut px, marks) = screen_named(&RESOURCES, "options");
    let mut ls = lines(&marks);
    let (l, _) = ls.remove(1);
    let bg = under(&px, &l)[0].0;
    let (r, g, b, _) = channels(bg);
    let faint = bounceback::gfx::rgb(
        r.saturating_add(40),
        g.saturating_add(40),
        b.saturating_add(40),
    );
    for y in l.r.y..l.r.y + l.r.h {
        for x in l.r.x..l.r.x + l.r.w {
            let p = &mut px[(y * SCREEN_W + x) as usize];
            if *p == l.ink {
                *p = faint;
            }
        }
    }
    let faint_marks: Vec<Mark> = marks
        .iter()
        .scan(0, |k, m| {
            let m = match *m {
                Mark::Ink { size, .. } => {
                    *k += 1;
                    if *k == 2 {
                        Mark::Ink { color: faint, size }
                    } else {
                        *m
                    }
                }
                m => m,
            };
            Some(m)
        })
        .collect();
    let f = faults(&px, &faint_marks, &mut Default::default());
    assert!(f.iter().any(|f| f.contains("contrast")), "{f:?}");
    // One entry of the level list moved: "ragged"; a second column likewise.
    let (px, marks) = screen_named(&RESOURCES, "level_select");
    assert_eq!(
        faults(&px, &marks, &mut Default::default()),
        Vec::<String>::new()
    );
    for k in [1, 2] {
        let mut n = 0;
        let moved: Vec<Mark> = marks
            .iter()
            .scan(None, |role, m| {
                Some(match *m {
                    Mark::Role(r) => {
                        *role = Some(r);
                        *m
                    }
                    Mark::Text(r) if *role == Some(Role::Item) => {
                        n += 1;
                        if n == 2 * k {
                            Mark::Text(Rect::new(r.x + 8, r.y, r.w, r.h))
                        } else {
                            *m
                        }
                    }
                    m => m,
                })
            })
            .collect();
        let f = faults(&px, &moved, &mut Default::default());
        assert!(f.iter().any(|f| f.contains("ragged")), "{k}: {f:?}");
    }
    // A line without a role, and a role in two sizes across two screens.
    let (px, marks) = screen_named(&RESOURCES, "help");
    let roleless: Vec<Mark> = marks
        .iter()
        .copied()
        .filter(|m| !matches!(m, Mark::Role(Role::Title)))
        .collect();
    let f = faults(&px, &roleless, &mut Default::default());
    assert!(f.iter().any(|f| f.contains("no role")), "{f:?}");
    let mut sizes = Default::default();
    assert!(faults(&px, &marks, &mut sizes).is_empty());
    assert!(role_sizes_faults("wide", &sizes).is_empty());
    let bigger: Vec<Mark> = marks
        .iter()
        .map(|m| match *m {
            Mark::Ink { color, size } => Mark::Ink {
                color,
                size: size + 2,
            },
            m => m,
        })
        .collect();
    let _ = faults(&px, &bigger, &mut sizes);
    let f = role_sizes_faults("wide", &sizes);
    assert!(f.iter().any(|f| f.contains("Title")), "{f:?}");
    // A dimming drawn as nothing, or too light.
    let light = [
        Call::Mark(Mark::Dim(Rect::new(0, 0, 480, 272))),
        Call::Fill(
            Rect::new(0, 0, 480, 272),
            bounceback::gfx::rgba(0, 0, 0, 0x20),
        ),
    ];
    assert_eq!(dim_fill_faults(&light).len(), 1);
    assert_eq!(dim_fill_faults(&light[..1]).len(), 1);
    let dark = [
        light[0],
        Call::Fill(
            Rect::new(0, 0, 480, 272),
            bounceback::gfx::rgba(0, 0, 0, 0xB0),
        ),
    ];
    assert!(dim_fill_faults(&dark).is_empty());
}

#[test]
fn every_screen_keeps_the_layout_rules_with_both_sets() {
    let mut faults = Vec::new();
    for (set, res) in sets() {
        for (name, mut app) in screens(res) {
            // The hints name CIRCLE under the other setting: longer lines.
            let (_, circle) = {
                app.set_confirm(Confirm::Circle);
                let d = draw(&app, None);
                app.set_confirm(Confirm::Cross);
                d
            };
            for f in layout_faults(&circle) {
                faults.push(format!("{set} {name} (circle confirms): {f}"));
            }
            let (_, marks) = draw(&app, None);
            let texts = marks.iter().filter(|m| matches!(m, Mark::Text(_))).count();
            if texts == 0 && !name.starts_with("playing") {
                faults.push(format!("{set} {name}: no text at all"));
            }
            for f in layout_faults(&marks) {
                faults.push(format!("{set} {name}: {f}"));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn panels_are_opaque_whatever_is_beneath_them() {
    for (set, res) in sets() {
        for (name, app) in screens(res) {
            let (a, marks) = draw(&app, Some(hex(0xFF00FF)));
            let (b, _) = draw(&app, Some(hex(0x00FF00)));
            let panels = marks.iter().filter(|m| matches!(m, Mark::Panel(_))).count();
            assert!(
                panels > 0 || name.starts_with("playing"),
                "{set} {name}: no panel"
            );
            let differ = a.iter().zip(&b).filter(|(p, q)| p != q).count();
            assert_eq!(differ, 0, "{set} {name}: a panel shows what is beneath it");
        }
    }
}

/// The layout rules can fail: text past its panel, lines that touch, a panel over the
/// title's lines are found.
#[test]
fn the_layout_rules_find_faults() {
    let title = Mark::Title(Rect::new(40, 40, 400, 40));
    let panel = Mark::Panel(Rect::new(100, 100, 100, 50));
    let ok = [title, panel, Mark::Text(Rect::new(110, 110, 80, 14))];
    assert!(layout_faults(&ok).is_empty(), "{:?}", layout_faults(&ok));
    let past = [panel, Mark::Text(Rect::new(110, 110, 95, 14))];
    assert_eq!(layout_faults(&past).len(), 1);
    let touch = [
        panel,
        Mark::Text(Rect::new(110, 110, 80, 14)),
        Mark::Text(Rect::new(110, 125, 80, 14)),
    ];
    assert_eq!(layout_faults(&touch).len(), 1);
    let over = [title, Mark::Panel(Rect::new(100, 70, 100, 50))];
    assert_eq!(layout_faults(&over).len(), 1);
    let covered = [title, Mark::Panel(Rect::new(20, 30, 440, 60))];
    assert!(layout_faults(&covered).is_empty());
    let alone = [Mark::Text(Rect::new(0, 0, 10, 7))];
    assert_eq!(
        layout_faults(&alone).len(),
        2,
        "off the margin, in no panel"
    );
    // A box half over the HUD (the options over a level, issue 46's first finding), and
    // one inside the original's window.
    let hud = Mark::Keep(Rect::new(0, 248, 480, 24));
    let half = [hud, Mark::Panel(Rect::new(96, 118, 288, 136))];
    assert_eq!(layout_faults(&half).len(), 1, "{:?}", layout_faults(&half));
    let window = Mark::Keep(Rect::new(152, 32, 176, 208));
    let within = [window, Mark::Panel(Rect::new(160, 60, 150, 80))];
    assert!(layout_faults(&within).is_empty());
    // A later box cutting a line (the saving line over the hint bar's), and one hiding a
    // line whole.
    let bar = Mark::Panel(Rect::new(300, 254, 176, 17));
    let words = Mark::Text(Rect::new(303, 257, 165, 11));
    let cut = [bar, words, Mark::Panel(Rect::new(4, 254, 363, 17))];
    assert_eq!(layout_faults(&cut).len(), 2, "and across the bar's border");
    // A box across another's border (the hint bar over the corner of the options with
    // sound's volumes, opened from the pause), and one inside another or covering it.
    let menu = Mark::Panel(Rect::new(124, 80, 232, 156));
    let corner = [menu, Mark::Panel(Rect::new(296, 228, 180, 18))];
    assert_eq!(
        layout_faults(&corner).len(),
        1,
        "{:?}",
        layout_faults(&corner)
    );
    let inner = [menu, Mark::Panel(Rect::new(130, 90, 50, 20))];
    assert!(layout_faults(&inner).is_empty());
    let whole = [menu, Mark::Panel(Rect::new(100, 70, 300, 200))];
    assert!(layout_faults(&whole).is_empty());
    let hidden = [bar, words, Mark::Panel(Rect::new(290, 250, 186, 21))];
    assert!(layout_faults(&hidden).is_empty());
    // A cursor across its panel's left border, or in none.
    let cursor = |x| [panel, Mark::Cursor(Rect::new(x, 110, 8, 14))];
    assert!(layout_faults(&cursor(104)).is_empty());
    assert_eq!(layout_faults(&cursor(96)).len(), 1, "across the border");
    assert_eq!(
        layout_faults(&[Mark::Cursor(Rect::new(4, 4, 8, 14))]).len(),
        1
    );
    // The editor's level menu with its cursor where it stood before issue 46 (its tip 2
    // pixels inside the panel's left edge, the rest across the border), in both sets.
    for (set, res) in sets() {
        let (_, marks) = screen_named(res, "editor_menu");
        assert!(layout_faults(&marks).is_empty(), "{set}");
        let panel = marks
            .iter()
            .rev()
            .find_map(|m| match m {
                Mark::Panel(p) if p.w > 200 => Some(*p),
                _ => None,
            })
            .expect("the menu's panel");
        let old: Vec<Mark> = marks
            .iter()
            .map(|m| match *m {
                Mark::Cursor(r) => Mark::Cursor(Rect::new(panel.x + 2 - r.w, r.y, r.w, r.h)),
                m => m,
            })
            .collect();
        let f = layout_faults(&old);
        assert!(f.iter().any(|f| f.contains("cursor")), "{set}: {f:?}");
    }
}

/// The HUD strip's blue of the layout set's HUD art shows nowhere on the wide HUD: the
/// icons and the digit are masked.
#[test]
fn the_hud_art_s_background_shows_no_boxes() {
    let blue = hex(0x0077EE);
    let app = playing(layout_res(), false);
    assert!(app.game().unwrap().sim.hoops_left() > 0, "hoops are shown");
    let (px, _) = draw(&app, None);
    let hud = &px[((SCREEN_H - bounceback::render::hud::HEIGHT) * SCREEN_W) as usize..];
    assert_eq!(hud.iter().filter(|&&p| p == blue).count(), 0, "blue boxes");
    // The icons are there: the layout set's gold ring.
    let gold = hex(0xFFE040);
    assert!(
        hud.iter().filter(|&&p| p == gold).count() > 20,
        "hoop icons"
    );
    // The original view draws the original's HUD strip, blue as the art.
    let app = playing(layout_res(), true);
    let (px, _) = draw(&app, None);
    assert!(px.iter().filter(|&&p| p == blue).count() > 1000);
}

/// The selection cursor points right whatever the art: with the layout set (whose only
/// arrow points up) it is a triangle whose rows widen towards its middle.
#[test]
fn the_cursor_points_right_without_the_pack_s_cursor() {
    let app = App::new(layout_res(), Ok(None));
    let (px, marks) = draw(&app, None);
    // New Game, selected: the first text line of the menu (CONTINUE shows only with a
    // level to continue); the cursor ends 6 left of it.
    let Some(Mark::Text(t)) = marks
        .iter()
        .filter(|m| matches!(m, Mark::Text(_)))
        .nth(1)
        .copied()
    else {
        panic!("no menu text")
    };
    let gold = hex(0xFFD23F);
    let run = |y: i32| {
        (t.x - 24..t.x)
            .filter(|&x| px[(y * SCREEN_W + x) as usize] == gold)
            .count()
    };
    let (top, mid, bottom) = (run(t.y), run(t.y + t.h / 2), run(t.y + t.h - 1));
    assert!(mid > top + 4 && mid > bottom + 4, "{top} {mid} {bottom}");
    // Its tip, the rightmost gold pixel, is on the middle row.
    let right = |y: i32| {
        (t.x - 24..t.x)
            .rev()
            .find(|&x| px[(y * SCREEN_W + x) as usize] == gold)
    };
    assert!(right(t.y + t.h / 2) > right(t.y + 1));
}

fn golden_dir(set: &str) -> PathBuf {
    Path::new("tests/golden/screens").join(set)
}

fn encode(px: &[Color32]) -> Vec<u8> {
    bounceback::tool::png::encode(SCREEN_W as u32, SCREEN_H as u32, px, false).unwrap()
}

/// A PNG's pixels as RGB bytes.
fn decode_rgb(bytes: &[u8]) -> Vec<u8> {
    let d = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut r = d.read_info().unwrap();
    let mut buf = vec![0; r.output_buffer_size().unwrap()];
    let info = r.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    buf
}

fn rgb(px: &[Color32]) -> Vec<u8> {
    px.iter()
        .flat_map(|&p| {
            let (r, g, b, _) = channels(p);
            [r, g, b]
        })
        .collect()
}

#[test]
fn every_screen_matches_its_golden_picture() {
    let refresh = std::env::var_os("BOUNCE_GOLDEN_REFRESH").is_some();
    let mut wrong = Vec::new();
    for (set, res) in sets() {
        let dir = golden_dir(set);
        for (name, app) in screens(res) {
            let (px, _) = draw(&app, None);
            let path = dir.join(format!("{name}.png"));
            if refresh {
                std::fs::create_dir_all(&dir).unwrap();
                std::fs::write(&path, encode(&px)).unwrap();
                continue;
            }
            let want = match std::fs::read(&path) {
                Ok(b) => decode_rgb(&b),
                Err(_) => Vec::new(),
            };
            let got = rgb(&px);
            if want == got {
                continue;
            }
            let out = Path::new("target/screens").join(set);
            std::fs::create_dir_all(&out).unwrap();
            std::fs::write(out.join(format!("{name}.port.png")), encode(&px)).unwrap();
            if want.len() == got.len() {
                let diff: Vec<Color32> = px
                    .iter()
                    .enumerate()
                    .map(|(i, &p)| {
                        if want[3 * i..3 * i + 3] == got[3 * i..3 * i + 3] {
                            let (r, g, b, _) = channels(p);
                            let grey = (r as u32 + g as u32 + b as u32) / 12;
                            hex(grey * 0x010101)
                        } else {
                            hex(0xFF0000)
                        }
                    })
                    .collect();
                std::fs::write(out.join(format!("{name}.diff.png")), encode(&diff)).unwrap();
            }
            wrong.push(format!("{set}/{name}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "pictures differ from tests/golden/screens (port and diff in target/screens; \
         BOUNCE_GOLDEN_REFRESH=1 rewrites them): {wrong:?}"
    );
}

/// The layout set as a folder for the tool: `cargo run -- app --res target/layout_set`.
#[test]
fn the_layout_set_is_written_for_the_tool_and_reads_back() {
    let dir = Path::new("target/layout_set");
    layout_set::write(dir);
    let files = bounceback::tool::resdir::RawFiles::load(Some(dir)).unwrap();
    let res = files.resources().unwrap();
    let im = res.pictures("im").unwrap();
    let sizes: Vec<(i32, i32)> = im
        .iter()
        .map(|p| (p.image().width(), p.image().height()))
        .collect();
    assert_eq!(
        sizes,
        [(176, 208), (145, 26), (176, 21), (28, 187), (16, 16)]
    );
    let ic = res.pictures("ic").unwrap();
    assert_eq!(ic.len(), RESOURCES.pictures("ic").unwrap().len());
    // The HUD art is opaque blue at its corners.
    for (k, p) in ic.iter().take(3).enumerate() {
        assert_eq!(p.image().pixel(0, 0), hex(0x0077EE), "ic {k}");
    }
}

/// The level list keeps its panel's width and its columns while it scrolls (docs/UI.md,
/// lists): at its top, in its middle and at its end, with every level open and bests kept.
#[test]
fn the_level_list_keeps_its_width_and_columns_while_it_scrolls() {
    for (set, res) in sets() {
        let mut save = SaveData {
            unlocked: 0,
            ..SaveData::default()
        };
        save.best[0] = 1188;
        save.best[14] = 23_456;
        let mut seen: Vec<(Rect, Vec<i32>)> = Vec::new();
        for downs in [0, 9, 20] {
            let mut app = App::new(res, Ok(Some(save.clone())));
            tap(&mut app, B::CROSS);
            for _ in 0..downs {
                tap(&mut app, B::DOWN);
            }
            let (_, marks) = draw(&app, None);
            // The list's panel: the one its entries stand in.
            let mut panel = None;
            let mut role = None;
            let mut second: Vec<i32> = Vec::new();
            let mut first_x = None;
            for m in &marks {
                match *m {
                    Mark::Panel(p) if p.w > 100 && p.h > 100 => panel = Some(p),
                    Mark::Role(r) => role = Some(r),
                    Mark::Text(t) if role == Some(Role::Item) => {
                        match first_x {
                            None => first_x = Some(t.x),
                            Some(x) if t.x != x => second.push(t.x),
                            _ => {}
                        }
                        role = None;
                    }
                    _ => {}
                }
            }
            second.dedup();
            seen.push((panel.expect("the list's panel"), second));
        }
        for (p, cols) in &seen[1..] {
            assert_eq!(p.w, seen[0].0.w, "{set}: the panel changes width: {seen:?}");
            assert!(cols.len() <= 1, "{set}: {cols:?}");
            if let (Some(a), Some(b)) = (cols.first(), seen[0].1.first()) {
                assert_eq!(a, b, "{set}: the second column moves: {seen:?}");
            }
        }
    }
}

/// The PSP's display list holds about 2500 rectangles a frame (tests/sandbox.rs): every
/// screen, the button pictures and list marks included, stays well below, with room left
/// for the performance overlay.
#[test]
fn every_screen_draws_within_the_display_list_budget() {
    let mut most = (0, String::new());
    for (set, res) in sets() {
        for (name, app) in screens(res) {
            let mut c = TestCanvas::blank(SCREEN_W, SCREEN_H, &[('.', 0)]).allow_out_of_bounds();
            app.draw(&mut c);
            if c.draws() > most.0 {
                most = (c.draws(), format!("{set} {name}"));
            }
        }
    }
    assert!(most.0 <= 2000, "{} drawing calls on {}", most.0, most.1);
    println!("most drawing calls: {} ({})", most.0, most.1);
}

/// The letters of a text mark: its width in the font its height tells (the built-in font,
/// 6 pixels a letter at scale 1 less the last gap; the pack's sheet, 8 a letter).
fn letters(r: Rect, size: i32) -> usize {
    if size % 7 == 0 {
        let s = size / 7;
        ((r.w + s) / (6 * s)) as usize
    } else {
        (r.w / 8) as usize
    }
}

/// The body lines drawn inside `panel` after it, and how many letters they hold with a
/// space at each break: what of a sentence reached the screen.
fn body_letters(marks: &[Mark], panel: Rect) -> (usize, usize) {
    let (mut size, mut role, mut n, mut lines) = (0, None, 0usize, 0usize);
    let from = marks
        .iter()
        .rposition(|m| matches!(m, Mark::Modal(p) | Mark::Panel(p) if *p == panel))
        .unwrap_or(0);
    for m in &marks[from..] {
        match *m {
            Mark::Ink { size: s, .. } => size = s,
            Mark::Role(r) => role = Some(r),
            Mark::Text(t) => {
                if role == Some(Role::Body) && inside(t, panel) {
                    n += letters(t, size);
                    lines += 1;
                }
                role = None;
            }
            _ => {}
        }
    }
    (n + lines.saturating_sub(1), lines)
}

/// MY LEVELS' damaged-folder messages reach the screen whole, in both sets and both views:
/// every letter of each sentence is drawn (a sentence cut short, by a buffer or the panel's
/// edge, fails), and every line lies inside its box with its margin (the layout rules).
#[test]
fn my_levels_damaged_messages_fit_their_boxes() {
    let mut faults = Vec::new();
    for (set, res) in sets() {
        for (name, case) in MY_LEVELS_DAMAGED {
            for original in [false, true] {
                let mut app = damaged_my_levels(res, name, case);
                app.set_original_view(original);
                let (_, marks) = draw(&app, None);
                let at = format!("{set} {name} (original view {original})");
                for f in layout_faults(&marks) {
                    faults.push(format!("{at}: {f}"));
                }
                // The sentence, and the box it stands in.
                let my = app.my_levels();
                // A dialog's box (the last), or the largest panel.
                let last = |modal: bool| {
                    marks
                        .iter()
                        .filter_map(|m| match (m, modal) {
                            (Mark::Modal(p), true) | (Mark::Panel(p), false) => Some(*p),
                            _ => None,
                        })
                        .enumerate()
                        .max_by_key(|(k, p)| if modal { *k as i32 } else { p.w * p.h })
                        .unwrap()
                        .1
                };
                let (whole, panel) = if let Some(ask) = app.asking() {
                    let (_, sub) = ask.question.text();
                    let said = my.trouble().expect("the trouble is said");
                    (format!("{said} {sub}"), last(true))
                } else if case == Damaged::EditorSaveOff {
                    (bounceback::app::mylevels::SAVE_OFF.to_string(), last(false))
                } else if let Some((_, text)) = my.message() {
                    (text.to_string(), last(false))
                } else {
                    continue;
                };
                let (drawn, lines) = body_letters(&marks, panel);
                if drawn != whole.chars().count() {
                    faults.push(format!(
                        "{at}: {drawn} of the {} letters of {whole:?} drawn in {lines} lines",
                        whole.chars().count()
                    ));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// Every page of the guide, not only those with goldens, keeps the layout rules and the
/// visual system (a text too long for its column, a name too wide for its panel), in
/// both sets and under both confirm settings.
#[test]
fn every_guide_page_keeps_the_rules_with_both_sets() {
    let mut faults = Vec::new();
    for (set, res) in sets() {
        let mut sizes = Default::default();
        for page in 0..bounceback::app::guide::PAGES.len() {
            let mut app = guide(res, page, false);
            for confirm in [Confirm::Cross, Confirm::Circle] {
                app.set_confirm(confirm);
                let (px, marks) = draw(&app, None);
                for f in layout_faults(&marks)
                    .into_iter()
                    .chain(system_faults(&px, &marks, &mut sizes))
                {
                    faults.push(format!("{set} page {page} ({confirm:?}): {f}"));
                }
            }
        }
        for f in role_sizes_faults("wide", &sizes) {
            faults.push(format!("{set} {f}"));
        }
    }
    faults.dedup();
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// What a part of a guide page draws alone on a blank canvas, with `res`: the pixels
/// that changed.
fn part_pixels(res: &Resources<'_>, thing: bounceback::render::scene::Thing) -> usize {
    const BLANK: Color32 = hex(0x123456);
    let mut c = TestCanvas::blank(64, 64, &[('.', BLANK)]).allow_out_of_bounds();
    bounceback::render::scene::draw_thing(&mut c, res, 0, thing, 8, 8, 48);
    c.pixels().iter().filter(|&&p| p != BLANK).count()
}

/// Every part of every guide page draws something from the set in play: an id that names
/// an empty tile, a missing picture or a sprite past the set's would leave it blank.
#[test]
fn every_guide_picture_draws_from_the_set() {
    use bounceback::render::scene::Thing;
    let mut blank = Vec::new();
    for (set, res) in sets() {
        for page in bounceback::app::guide::PAGES {
            assert!(!page.parts.is_empty(), "{}: no picture", page.name);
            for &(thing, x, y) in page.parts {
                let (w, h) = bounceback::app::guide::STAGE;
                assert!(
                    (0..w).contains(&x) && (0..h).contains(&y),
                    "{}: {thing:?} at ({x}, {y}) is off the stage",
                    page.name
                );
                if part_pixels(res, thing) == 0 {
                    blank.push(format!("{set} {}: {thing:?}", page.name));
                }
            }
        }
        // The rule's own check: an empty tile, a sprite and a hoop front the set lacks.
        assert_eq!(
            part_pixels(res, Thing::Tile(0)),
            0,
            "{set}: tile 0 is empty"
        );
        assert_eq!(part_pixels(res, Thing::Sprite(999)), 0);
        assert_eq!(
            part_pixels(res, Thing::Front(bounceback::sim::tiles::WALL)),
            0
        );
    }
    assert!(blank.is_empty(), "parts that draw nothing: {blank:?}");
}

/// LEFT and RIGHT turn the guide's pages round (the confirm button forward too), the back
/// button goes back to Help on its entry, under both confirm settings.
#[test]
fn the_guide_turns_its_pages_and_goes_back() {
    use bounceback::app::HelpItem;
    let n = bounceback::app::guide::PAGES.len();
    for confirm in [Confirm::Cross, Confirm::Circle] {
        let mut app = guide(&RESOURCES, 0, false);
        app.set_confirm(confirm);
        let (ok, back) = match confirm {
            Confirm::Cross => (B::CROSS, B::CIRCLE),
            Confirm::Circle => (B::CIRCLE, B::CROSS),
        };
        tap(&mut app, B::LEFT);
        assert_eq!(app.screen(), Screen::Guide { page: n - 1 });
        tap(&mut app, B::RIGHT);
        assert_eq!(app.screen(), Screen::Guide { page: 0 });
        tap(&mut app, B::RIGHT);
        tap(&mut app, ok);
        assert_eq!(app.screen(), Screen::Guide { page: 2 });
        // Held, RIGHT turns one page.
        for _ in 0..60 {
            app.update(B::RIGHT);
        }
        app.update(B::NONE);
        assert_eq!(app.screen(), Screen::Guide { page: 3 });
        // UP, DOWN and START do nothing here.
        taps(&mut app, &[B::UP, B::DOWN, B::START]);
        assert_eq!(app.screen(), Screen::Guide { page: 3 });
        tap(&mut app, back);
        assert_eq!(
            app.screen(),
            Screen::Help {
                sel: HelpItem::Guide
            }
        );
        // Opened again, the guide starts at its first page.
        tap(&mut app, ok);
        assert_eq!(app.screen(), Screen::Guide { page: 0 });
    }
}

/// The HUD's gauge is there with either set (a set without a wide strip gets one drawn),
/// labelled POWER while empty; a running power fills it and is named above it.
#[test]
fn the_hud_s_gauge_is_drawn_and_labelled_with_both_sets() {
    let hud_top = SCREEN_H - 24;
    for (set, res) in sets() {
        for (name, app) in [
            ("playing", playing(res, false)),
            ("playing_power", power_running(res, 7, 120)),
        ] {
            let (px, marks) = draw(&app, None);
            let green = px[(hud_top as usize) * SCREEN_W as usize..]
                .iter()
                .filter(|&&p| p == hex(0x7FFF00))
                .count();
            let trough = marks
                .iter()
                .any(|m| matches!(m, Mark::Panel(r) if r.y >= hud_top && r.w >= 100));
            let labels: Vec<Rect> = marks
                .iter()
                .filter_map(|m| match m {
                    Mark::Text(r) if r.y >= hud_top - 12 => Some(*r),
                    _ => None,
                })
                .collect();
            assert!(trough, "{set} {name}: no trough");
            if name == "playing" {
                assert_eq!(green, 0, "{set} {name}");
                assert!(labels.iter().any(|r| r.y >= hud_top), "{set}: POWER");
            } else {
                assert!(green > 0, "{set} {name}: the bar");
                assert!(
                    labels.iter().any(|r| r.y < hud_top),
                    "{set} {name}: the power's name over the trough"
                );
            }
        }
    }
}
