//! The application's flow on the host, driven by buttons as the PSP drives it: menus, a
//! level started from New Game, pause and quit with a save, Continue, options, the demo,
//! and damaged saves.

mod support;

use support::press::{tap, taps};

use bounceback::app::dialog::{Ask, Question};
use bounceback::app::save::{SaveData, SaveError};
use bounceback::app::{
    App, DamagedChoice, HelpItem, OptionsItem, PauseItem, ResultItem, Screen, TitleItem,
};
use bounceback::embedded::RESOURCES;
use bounceback::input::{Buttons, Confirm, Jump};
use bounceback::sim::flow::Phase;
use bounceback::tool::support::picture;

fn frames(app: &mut App<'_>, n: u32, held: Buttons) {
    for _ in 0..n {
        app.update(held);
    }
}

fn lines(app: &mut App<'_>) -> Vec<String> {
    app.take_lines().iter().map(|l| l.to_string()).collect()
}

#[test]
fn new_game_pause_quit_and_continue() {
    let mut app = App::new(&RESOURCES, Ok(None));
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        },
        "Continue is greyed without a save"
    );
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::LevelSelect { sel: 0 });
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Banner);
    assert!(lines(&mut app).contains(&"level 1 start".to_string()));
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Playing);
    // 60 frames of RIGHT: 20 ticks, the ball moves right.
    let x0 = app.game().unwrap().sim.ball().x;
    frames(&mut app, 60, Buttons::RIGHT);
    assert_eq!(app.game().unwrap().sim.ticks(), 20);
    assert!(app.game().unwrap().sim.ball().x > x0);
    // Pause: the simulation stops.
    tap(&mut app, Buttons::START);
    assert_eq!(
        app.screen(),
        Screen::Paused {
            sel: PauseItem::Resume
        }
    );
    frames(&mut app, 30, Buttons::NONE);
    assert_eq!(app.game().unwrap().sim.ticks(), 20);
    // Quit to title writes the continue snapshot.
    for _ in 0..3 {
        tap(&mut app, Buttons::DOWN);
    }
    assert_eq!(
        app.screen(),
        Screen::Paused {
            sel: PauseItem::QuitToTitle
        }
    );
    // It asks first, NO selected; LEFT selects YES.
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.asking(), Some(Ask::new(Question::QuitToTitle)));
    tap(&mut app, Buttons::LEFT);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.asking(), None);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Continue
        }
    );
    assert!(lines(&mut app).contains(&"save written".to_string()));
    let bytes = app.take_save().expect("a save to write");
    let save = SaveData::from_bytes(&bytes, RESOURCES.levels_crc, true).unwrap();
    // A fresh start with that save offers Continue and restores the level.
    let mut app = App::new(&RESOURCES, Ok(Some(save)));
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Continue
        }
    );
    tap(&mut app, Buttons::CROSS);
    assert!(lines(&mut app).contains(&"continue level 1".to_string()));
    assert_eq!(app.screen(), Screen::Banner);
    assert_eq!(
        app.game().unwrap().sim.ticks(),
        20,
        "restored where it was left"
    );
}

#[test]
fn options_toggle_sound_and_save_it() {
    let mut app = App::new(&RESOURCES, Ok(None));
    assert!(app.sound_on());
    tap(&mut app, Buttons::DOWN); // OPTIONS
    tap(&mut app, Buttons::CROSS);
    assert!(matches!(app.screen(), Screen::Options { .. }));
    tap(&mut app, Buttons::CROSS);
    assert!(!app.sound_on());
    let save = SaveData::from_bytes(&app.take_save().unwrap(), RESOURCES.levels_crc, true).unwrap();
    assert!(!save.settings.sound);
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Options
        }
    );
    // Sound off: choosing a menu entry makes no sound.
    app.take_sounds();
    tap(&mut app, Buttons::CROSS);
    assert!(app.take_sounds().is_empty());
}

#[test]
fn help_runs_the_demo_and_any_button_leaves_it() {
    let mut app = App::new(&RESOURCES, Ok(None));
    for _ in 0..3 {
        tap(&mut app, Buttons::DOWN);
    }
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::Help {
            sel: HelpItem::GameHelp
        }
    );
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Demo);
    frames(&mut app, 90, Buttons::NONE);
    assert_eq!(app.game().unwrap().sim.ticks(), 30);
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(
        app.screen(),
        Screen::Help {
            sel: HelpItem::GameHelp
        }
    );
}

/// An app started on a damaged save, its screen up and nothing to write.
fn damaged() -> App<'static> {
    let mut app = App::new(&RESOURCES, Err(SaveError::BadChecksum));
    assert_eq!(
        lines(&mut app),
        ["save ignored: the save file is corrupt (checksum)"]
    );
    assert_eq!(app.save, SaveData::default());
    assert_eq!(
        app.screen(),
        Screen::DamagedSave {
            sel: DamagedChoice::Keep
        },
        "the safe answer is selected"
    );
    assert!(app.take_save().is_none());
    assert!(!app.saves().unsaved());
    app
}

/// On the title at NEW GAME, which says nothing is saved (at the bottom left, where
/// SAVING... would be): only those rows differ from a fresh title.
fn on_a_title_that_says_not_saving(app: &App<'_>) {
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        }
    );
    let rows = rows_differing(&picture(app), &picture(&App::new(&RESOURCES, Ok(None))));
    assert!(
        !rows.is_empty() && rows.iter().all(|&y| y >= 250),
        "{rows:?}"
    );
}

#[test]
fn a_damaged_save_is_kept_when_the_player_says_so_and_nothing_is_written() {
    let mut app = damaged();
    // The back button does not answer: there is nothing to go back to.
    tap(&mut app, Buttons::CIRCLE);
    assert!(matches!(app.screen(), Screen::DamagedSave { .. }));
    tap(&mut app, Buttons::CROSS);
    assert_eq!(lines(&mut app), ["damaged save kept, not saving"]);
    on_a_title_that_says_not_saving(&app);
    // Changes are played with but never written, and nothing waits to be.
    tap(&mut app, Buttons::DOWN); // OPTIONS
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS);
    assert!(!app.sound_on());
    frames(&mut app, 300, Buttons::NONE);
    assert!(app.take_save().is_none());
    assert!(!app.saves().unsaved());
    assert!(!app.saving_shown());
}

#[test]
fn a_damaged_save_is_written_over_only_once_the_player_chooses_it() {
    let mut app = damaged();
    tap(&mut app, Buttons::DOWN);
    assert_eq!(
        app.screen(),
        Screen::DamagedSave {
            sel: DamagedChoice::Overwrite
        }
    );
    frames(&mut app, 60, Buttons::NONE);
    assert!(app.take_save().is_none(), "not before it is chosen");
    // Chosen, it asks first, on NO: the confirm button there, or the back button, keeps
    // the file and goes back to the two answers.
    tap(&mut app, Buttons::START);
    assert_eq!(
        app.asking(),
        Some(Ask {
            question: Question::ReplaceSave,
            yes: false
        })
    );
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.asking(), None);
    assert!(matches!(app.screen(), Screen::DamagedSave { .. }));
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(app.asking(), None);
    assert!(matches!(app.screen(), Screen::DamagedSave { .. }));
    frames(&mut app, 60, Buttons::NONE);
    assert!(app.take_save().is_none(), "not on NO");
    assert!(lines(&mut app).is_empty());
    // YES writes the new save.
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::LEFT);
    tap(&mut app, Buttons::START);
    assert_eq!(lines(&mut app), ["damaged save replaced"]);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        }
    );
    // A fresh save goes out at once, and later changes too.
    let b = app.take_save().expect("the new save");
    assert_eq!(
        SaveData::from_bytes(&b, RESOURCES.levels_crc, true).unwrap(),
        SaveData::default()
    );
    app.save_done(true);
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS);
    assert!(app.take_save().is_some());
}

#[test]
fn the_damaged_save_screen_names_the_reason_and_keeps_the_logo_clear() {
    let a = picture(&damaged());
    let b = picture(&App::new(&RESOURCES, Err(SaveError::Truncated)));
    let rows: Vec<usize> = (0..272)
        .filter(|y| a[y * 480..(y + 1) * 480] != b[y * 480..(y + 1) * 480])
        .collect();
    assert!(!rows.is_empty(), "the reason is drawn");
    // The title's logo (whose last row is above row 72) is drawn as on the title.
    let title = picture(&App::new(&RESOURCES, Ok(None)));
    let changed = rows_differing(&a, &title);
    assert!(changed.iter().all(|&y| y >= 72), "{changed:?}");
    assert!(rows.iter().all(|&y| y > 72), "rows {rows:?}");
}

#[test]
fn demo_autoplay_prints_the_same_hash_as_the_host_runner() {
    let mut app = App::demo_autoplay(&RESOURCES);
    let mut hash = None;
    for _ in 0..30_000 {
        app.update(Buttons::NONE);
        for l in app.take_lines() {
            if let Some(h) = l.strip_prefix("demo_hash=") {
                hash = Some(h.to_string());
            }
        }
        if app.finished() {
            break;
        }
    }
    let host = bounceback::tool::play::run(
        &RESOURCES,
        bounceback::tool::play::RunOptions {
            demo: true,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(hash.unwrap(), format!("{:016x}", host.hash));
}

/// A fresh game of level 1 in play, the banner dismissed.
fn level_one() -> App<'static> {
    let mut app = App::new(&RESOURCES, Ok(None));
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Playing);
    app
}

/// The state hash and the ball's lowest and highest y after `n` frames of `held`, held
/// from when the ball has landed (a jump pressed in the air is not taken).
fn run_held(held: Buttons, n: u32) -> (u64, i32, i32) {
    let mut app = level_one();
    frames(&mut app, 30, Buttons::NONE);
    assert!(app.game().unwrap().sim.ball().on_ground);
    let (mut lo, mut hi) = (i32::MAX, i32::MIN);
    for _ in 0..n {
        app.update(held);
        let y = app.game().unwrap().sim.ball().y;
        lo = lo.min(y);
        hi = hi.max(y);
    }
    (app.game().unwrap().sim.state_hash(), lo, hi)
}

#[test]
fn the_stick_up_never_jumps_and_its_diagonal_only_rolls() {
    let idle = run_held(Buttons::NONE, 90);
    // D-pad UP jumps: the ball leaves the height it rests at (the test can fail).
    let dpad_up = run_held(Buttons::UP, 90);
    assert!(dpad_up.1 < idle.1, "UP jumps: {dpad_up:?} vs {idle:?}");
    // The stick straight up, and up at the dead zone's edge: as if nothing were held.
    assert_eq!(run_held(bounceback::input::stick(128, 0), 90), idle);
    assert_eq!(run_held(bounceback::input::stick(128, 79), 90), idle);
    // Up and right on the stick: exactly the D-pad's RIGHT, no jump.
    let right = run_held(Buttons::RIGHT, 90);
    assert_ne!(right.0, idle.0, "RIGHT rolls");
    assert_eq!(run_held(bounceback::input::stick(255, 0), 90), right);
    assert_eq!(
        run_held(bounceback::input::stick(0, 0), 90),
        run_held(Buttons::LEFT, 90)
    );
    // Down on the stick is DOWN.
    assert_eq!(
        run_held(bounceback::input::stick(128, 255), 90),
        run_held(Buttons::DOWN, 90)
    );
}

#[test]
fn the_stick_moves_menu_selections() {
    let mut app = App::new(&RESOURCES, Ok(None));
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        }
    );
    tap(&mut app, bounceback::input::stick(128, 255));
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Options
        }
    );
    tap(&mut app, bounceback::input::stick(128, 0));
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        }
    );
    // Continue is greyed: up again wraps to EXIT.
    tap(&mut app, Buttons::STICK_UP);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Exit
        }
    );
    // D-pad UP held, the stick pushed up as well: one move, not two.
    app.update(Buttons::UP);
    app.update(Buttons::UP | Buttons::STICK_UP);
    app.update(Buttons::NONE);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::MyLevels
        }
    );
}

#[test]
fn the_host_tool_presses_the_stick_as_the_psp_folds_it() {
    use bounceback::tool::support::parse_press;
    let p = parse_press("10:lstick-up+lstick-right:5").unwrap();
    assert_eq!((p.frame, p.hold), (10, 5));
    // Full deflection: the directions, pushed all the way out.
    assert_eq!(p.buttons.without_push(), Buttons::STICK_UP | Buttons::RIGHT);
    assert_eq!(p.buttons.stick_push(), 3);
    let q = parse_press("1:lstick-down+lstick-left").unwrap().buttons;
    assert_eq!(
        (q.without_push(), q.stick_push()),
        (Buttons::DOWN | Buttons::LEFT, 3)
    );
}

/// An app on a console set to O-confirm, its `confirm:` line checked and taken.
fn circle_app(save: Option<SaveData>) -> App<'static> {
    let mut app = App::new(&RESOURCES, Ok(save));
    assert_eq!(app.confirm_button(), Confirm::Cross, "CROSS unless told");
    app.set_confirm(Confirm::Circle);
    assert_eq!(app.confirm_button(), Confirm::Circle);
    assert_eq!(lines(&mut app), ["confirm: circle"]);
    app
}

#[test]
fn with_circle_confirm_circle_confirms_and_cross_goes_back() {
    let mut app = circle_app(None);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        }
    );
    // The title has nothing to go back to; CROSS does not confirm.
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        }
    );
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(app.screen(), Screen::LevelSelect { sel: 0 });
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        }
    );
    tap(&mut app, Buttons::CIRCLE);
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(app.screen(), Screen::Banner);
    assert!(lines(&mut app).contains(&"level 1 start".to_string()));
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(app.screen(), Screen::Playing);
    // Pause: CROSS goes back to play, CIRCLE chooses.
    tap(&mut app, Buttons::START);
    assert_eq!(
        app.screen(),
        Screen::Paused {
            sel: PauseItem::Resume
        }
    );
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Playing);
    taps(
        &mut app,
        &[
            Buttons::START,
            Buttons::DOWN,
            Buttons::DOWN,
            Buttons::CIRCLE,
        ],
    );
    assert_eq!(
        app.screen(),
        Screen::Options {
            sel: OptionsItem::Sound,
            from_pause: true
        }
    );
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::Paused {
            sel: PauseItem::Options
        }
    );
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CIRCLE);
    // The question: CIRCLE takes the answer selected, YES after a move.
    assert_eq!(app.asking(), Some(Ask::new(Question::QuitToTitle)));
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Continue
        }
    );
    assert!(lines(&mut app).contains(&"save written".to_string()));
    let save = SaveData::from_bytes(&app.take_save().unwrap(), RESOURCES.levels_crc, true).unwrap();

    // Continue, from a fresh start on that save.
    let mut app = circle_app(Some(save));
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Continue
        }
    );
    tap(&mut app, Buttons::CIRCLE);
    assert!(lines(&mut app).contains(&"continue level 1".to_string()));
    assert_eq!(app.screen(), Screen::Banner);
}

#[test]
fn with_circle_confirm_the_other_menus_follow() {
    let mut app = circle_app(None);
    // Options: CIRCLE toggles the sound, CROSS leaves.
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CIRCLE);
    assert!(matches!(
        app.screen(),
        Screen::Options {
            sel: OptionsItem::Sound,
            ..
        }
    ));
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Options
        }
    );
    assert!(app.sound_on(), "CROSS did not toggle");
    tap(&mut app, Buttons::CIRCLE);
    tap(&mut app, Buttons::CIRCLE);
    assert!(!app.sound_on());
    tap(&mut app, Buttons::CROSS);
    // Records: either button leaves.
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(app.screen(), Screen::Records);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Records
        }
    );
    // Help: CROSS goes back; CIRCLE opens the controls page and the demo.
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(
        app.screen(),
        Screen::Help {
            sel: HelpItem::GameHelp
        }
    );
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Help
        }
    );
    tap(&mut app, Buttons::CIRCLE);
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(app.screen(), Screen::Controls);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::Help {
            sel: HelpItem::Controls
        }
    );
    tap(&mut app, Buttons::STICK_UP);
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(app.screen(), Screen::Demo);
    frames(&mut app, 30, Buttons::NONE);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::Help {
            sel: HelpItem::GameHelp
        }
    );
}

/// The state hash and the ball's lowest y after 90 frames of `held` in level 1, held from
/// when the ball has landed, with `confirm` set.
fn jump_with(confirm: Confirm, held: Buttons) -> (u64, i32) {
    let mut app = App::new(&RESOURCES, Ok(None));
    app.set_confirm(confirm);
    for _ in 0..3 {
        tap(&mut app, confirm.ok());
    }
    assert_eq!(app.screen(), Screen::Playing);
    frames(&mut app, 30, Buttons::NONE);
    let mut lo = i32::MAX;
    for _ in 0..90 {
        app.update(held);
        lo = lo.min(app.game().unwrap().sim.ball().y);
    }
    (app.game().unwrap().sim.state_hash(), lo)
}

#[test]
fn jumping_stays_on_cross_and_up_whichever_button_confirms() {
    for c in [Confirm::Cross, Confirm::Circle] {
        let idle = jump_with(c, Buttons::NONE);
        assert!(
            jump_with(c, Buttons::CROSS).1 < idle.1,
            "{c:?}: CROSS jumps"
        );
        assert!(jump_with(c, Buttons::UP).1 < idle.1, "{c:?}: UP jumps");
        assert_eq!(
            jump_with(c, Buttons::CIRCLE),
            idle,
            "{c:?}: CIRCLE does not"
        );
        assert_eq!(
            jump_with(c, Buttons::STICK_UP),
            idle,
            "{c:?}: the stick does not"
        );
    }
}

#[test]
fn with_circle_confirm_circle_goes_on_after_a_level() {
    let text = std::fs::read_to_string("tests/replays/level_00.txt").unwrap();
    let events = bounceback::sim::replay::parse_text(&text).unwrap();
    let mut app = App::replay_autoplay(&RESOURCES, 0, events);
    app.set_confirm(Confirm::Circle);
    let mut n = 0;
    while !matches!(app.screen(), Screen::LevelComplete { .. }) {
        app.update(Buttons::NONE);
        n += 1;
        assert!(n < 30_000, "the replay completes level 1");
    }
    // The bonus counts up by itself; CROSS neither skips it nor goes on.
    let Some(Phase::LevelComplete { bonus, .. }) = app.game().map(|g| g.phase) else {
        panic!("level complete without its phase")
    };
    assert!(
        bonus > 17 * 4,
        "a bonus that takes a few frames to count: {bonus}"
    );
    tap(&mut app, Buttons::CROSS);
    assert!(
        matches!(app.screen(), Screen::LevelComplete { shown, .. } if shown < bonus),
        "CROSS did not skip the count: {:?}",
        app.screen()
    );
    frames(&mut app, 300, Buttons::NONE);
    let counted = picture(&app);
    tap(&mut app, Buttons::CROSS);
    assert!(matches!(app.screen(), Screen::LevelComplete { .. }));
    // The prompt names CIRCLE: the same screen with CROSS confirming draws another text.
    app.set_confirm(Confirm::Cross);
    assert_ne!(picture(&app), counted);
    app.set_confirm(Confirm::Circle);
    assert_eq!(picture(&app), counted);
    lines(&mut app);
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(app.screen(), Screen::Banner);
    assert!(lines(&mut app).contains(&"level 2 start".to_string()));
}

#[test]
fn the_hints_drawn_name_the_confirm_button() {
    use bounceback::app::hints;
    assert_eq!(hints::results(Confirm::Cross, false), "✕ OK");
    assert_eq!(
        hints::results(Confirm::Circle, true),
        "○ OK   ✕ TITLE SCREEN"
    );
    let page = |c| hints::controls(c, Buttons::CROSS);
    assert_eq!(page(Confirm::Cross)[5], ["✕", "OK IN MENUS"]);
    assert_eq!(page(Confirm::Cross)[6], ["○", "BACK IN MENUS"]);
    assert_eq!(page(Confirm::Circle)[5], ["○", "OK IN MENUS"]);
    assert_eq!(page(Confirm::Circle)[6], ["✕", "BACK IN MENUS"]);
    // The controls page as drawn: the same page under the two settings differs, and only
    // in the two rows of the OK and BACK buttons (the page is sized to its widest line,
    // which is another), the lowest but one.
    let mut app = App::new(&RESOURCES, Ok(None));
    for b in [Buttons::DOWN, Buttons::DOWN, Buttons::DOWN, Buttons::CROSS] {
        tap(&mut app, b);
    }
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Controls);
    let cross = picture(&app);
    app.set_confirm(Confirm::Circle);
    let circle = picture(&app);
    // Above the hint bar along the bottom (which names the buttons too, see
    // every_menu_has_a_hint_bar_that_follows_the_confirm_setting).
    let above_bar = 272 - 24;
    let rows: Vec<usize> = (0..above_bar)
        .filter(|y| cross[y * 480..(y + 1) * 480] != circle[y * 480..(y + 1) * 480])
        .collect();
    assert!(!rows.is_empty(), "the hint changes what is drawn");
    let (first, last) = (rows[0], rows[rows.len() - 1]);
    assert!(
        last - first < 40,
        "only the OK and BACK rows change: rows {rows:?}"
    );
    // Below them one line (HOME), above them the rest of the page.
    let text = bounceback::gfx::hex(0xF4F4F4);
    let lines_below = (last + 1..above_bar)
        .filter(|y| cross[y * 480..(y + 1) * 480].contains(&text))
        .count();
    assert!(lines_below > 0 && lines_below <= 14, "{lines_below}");
    assert!((0..first).any(|y| cross[y * 480..(y + 1) * 480].contains(&text)));
}

#[test]
fn with_circle_confirm_circle_goes_on_from_the_resource_error_screen() {
    use bounceback::app::hints;
    assert_eq!(
        hints::resource_error_go_on(Confirm::Cross),
        "✕ PLAY THE BUILT-IN LEVELS"
    );
    assert_eq!(
        hints::resource_error_go_on(Confirm::Circle),
        "○ PLAY THE BUILT-IN LEVELS"
    );
    let mut app = circle_app(None);
    app.show_resource_error("ms0:/PSP/GAME/BounceBack/res", "lf: chunk 0, byte 10: bad");
    let circle = picture(&app);
    app.set_confirm(Confirm::Cross);
    assert_ne!(picture(&app), circle, "the way on names the confirm button");
    app.set_confirm(Confirm::Circle);
    assert_eq!(picture(&app), circle);
    // CROSS (back here) and the rest leave it up; CIRCLE goes to the title.
    for b in [Buttons::CROSS, Buttons::START, Buttons::DOWN] {
        tap(&mut app, b);
        assert_eq!(app.screen(), Screen::ResourceError);
    }
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        }
    );
}

/// New Game, level 1 in play for 30 frames.
fn playing() -> App<'static> {
    let mut app = level_one();
    frames(&mut app, 30, Buttons::RIGHT);
    app
}

#[test]
fn a_failed_save_is_retried_and_the_player_is_told() {
    use bounceback::app::save_queue::RETRY_FRAMES;
    let mut app = App::new(&RESOURCES, Ok(None));
    tap(&mut app, Buttons::DOWN); // OPTIONS
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS); // sound off: a save
    let first = app.take_save().expect("a save to write");
    app.save_done(false);
    assert_eq!(app.notice(), Some("SAVE FAILED - WILL RETRY"));
    assert!(lines(&mut app).contains(&"save failed, will retry".to_string()));
    assert!(app.saves().unsaved());
    assert!(app.take_save().is_none(), "not retried at once");
    frames(&mut app, RETRY_FRAMES, Buttons::NONE);
    let again = app.take_save().expect("retried");
    assert_eq!(again, first);
    app.save_done(true);
    assert!(!app.saves().unsaved());
    assert_eq!(
        app.notice(),
        None,
        "the notice goes once the save is written"
    );
}

#[test]
fn newer_data_replaces_a_pending_or_failed_save() {
    let mut app = App::new(&RESOURCES, Ok(None));
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS); // sound off
    assert!(app.take_save().is_some());
    tap(&mut app, Buttons::CROSS); // sound on again while the first write is under way
    assert!(app.take_save().is_none(), "one write at a time");
    app.save_done(false);
    tap(&mut app, Buttons::CROSS); // off again: written without waiting for the retry
    let b = app.take_save().expect("the newest data");
    let s = SaveData::from_bytes(&b, RESOURCES.levels_crc, true).unwrap();
    assert!(!s.settings.sound);
    app.save_done(true);
    assert!(!app.saves().unsaved());
}

#[test]
fn suspend_pauses_a_level_in_play() {
    let mut app = playing();
    let ticks = app.game().unwrap().sim.ticks();
    app.suspend();
    assert_eq!(
        app.screen(),
        Screen::Paused {
            sel: PauseItem::Resume
        }
    );
    frames(&mut app, 30, Buttons::NONE);
    assert_eq!(
        app.game().unwrap().sim.ticks(),
        ticks,
        "no jump while paused"
    );
    // Elsewhere it changes nothing.
    let mut title = App::new(&RESOURCES, Ok(None));
    title.suspend();
    assert_eq!(
        title.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        }
    );
}

#[test]
fn exit_from_a_level_keeps_the_continue_snapshot() {
    let mut app = playing();
    app.take_lines();
    app.exit_requested();
    assert!(lines(&mut app).contains(&"save written".to_string()));
    let b = app.take_save().expect("a save to write before exiting");
    let save = SaveData::from_bytes(&b, RESOURCES.levels_crc, true).unwrap();
    let mut again = App::new(&RESOURCES, Ok(Some(save)));
    assert_eq!(
        again.screen(),
        Screen::Title {
            sel: TitleItem::Continue
        }
    );
    tap(&mut again, Buttons::CROSS);
    assert!(lines(&mut again).contains(&"continue level 1".to_string()));
    // From the title there is nothing to keep.
    let mut title = App::new(&RESOURCES, Ok(None));
    title.exit_requested();
    assert!(title.take_save().is_none());
}

/// Holds `b` for `n` frames, then releases it for one.
fn hold(app: &mut App<'_>, b: Buttons, n: u32) {
    frames(app, n, b);
    app.update(Buttons::NONE);
}

#[test]
fn a_held_direction_repeats_in_menus() {
    use bounceback::app::{REPEAT_DELAY, REPEAT_EVERY};
    let sel = |app: &App<'_>| match app.screen() {
        Screen::Title { sel } => sel,
        s => panic!("{s:?}"),
    };
    // Held just short of the delay: one move, NEW GAME to OPTIONS.
    let mut app = App::new(&RESOURCES, Ok(None));
    hold(&mut app, Buttons::DOWN, REPEAT_DELAY);
    assert_eq!(sel(&app), TitleItem::Options);
    // One frame more: a second move; then one every REPEAT_EVERY frames.
    let mut app = App::new(&RESOURCES, Ok(None));
    hold(&mut app, Buttons::DOWN, REPEAT_DELAY + 1);
    assert_eq!(sel(&app), TitleItem::Records);
    let mut app = App::new(&RESOURCES, Ok(None));
    hold(&mut app, Buttons::DOWN, REPEAT_DELAY + 2 * REPEAT_EVERY + 1);
    assert_eq!(sel(&app), TitleItem::Sandbox);
    // The stick repeats as the D-pad does.
    let mut app = App::new(&RESOURCES, Ok(None));
    hold(
        &mut app,
        bounceback::input::stick(128, 255),
        REPEAT_DELAY + 1,
    );
    assert_eq!(sel(&app), TitleItem::Records);
    // The level list too (all levels open).
    let mut app = App::new(
        &RESOURCES,
        Ok(Some(SaveData {
            unlocked: 0,
            ..SaveData::default()
        })),
    );
    tap(&mut app, Buttons::CROSS);
    hold(&mut app, Buttons::DOWN, REPEAT_DELAY + 3 * REPEAT_EVERY + 1);
    assert_eq!(app.screen(), Screen::LevelSelect { sel: 5 });
}

#[test]
fn start_confirms_wherever_the_confirm_button_does() {
    for confirm in [Confirm::Cross, Confirm::Circle] {
        let mut app = App::new(&RESOURCES, Ok(None));
        app.set_confirm(confirm);
        // Title, level list; the banner takes any button.
        tap(&mut app, Buttons::START);
        assert_eq!(app.screen(), Screen::LevelSelect { sel: 0 });
        tap(&mut app, Buttons::START);
        assert_eq!(app.screen(), Screen::Banner);
        tap(&mut app, Buttons::START);
        assert_eq!(app.screen(), Screen::Playing);
        // Pause opens on RESUME: START again resumes; on OPTIONS it opens them.
        tap(&mut app, Buttons::START);
        tap(&mut app, Buttons::START);
        assert_eq!(app.screen(), Screen::Playing);
        tap(&mut app, Buttons::START);
        tap(&mut app, Buttons::DOWN);
        tap(&mut app, Buttons::DOWN);
        tap(&mut app, Buttons::START);
        assert!(matches!(
            app.screen(),
            Screen::Options {
                sel: OptionsItem::Sound,
                from_pause: true
            }
        ));
        // Options: START toggles as the confirm button does.
        tap(&mut app, Buttons::START);
        assert!(!app.sound_on(), "{confirm:?}");
        tap(&mut app, confirm.back());
        // Help, from the title.
        let mut app = App::new(&RESOURCES, Ok(None));
        app.set_confirm(confirm);
        for _ in 0..3 {
            tap(&mut app, Buttons::DOWN);
        }
        tap(&mut app, Buttons::START);
        tap(&mut app, Buttons::DOWN);
        tap(&mut app, Buttons::START);
        assert_eq!(app.screen(), Screen::Controls);
    }
}

#[test]
fn start_skips_the_count_and_goes_on_after_a_level_and_its_best_is_kept_as_it_shows() {
    let text = std::fs::read_to_string("tests/replays/level_00.txt").unwrap();
    let events = bounceback::sim::replay::parse_text(&text).unwrap();
    let mut app = App::replay_autoplay(&RESOURCES, 0, events);
    let mut n = 0;
    while !matches!(app.screen(), Screen::LevelComplete { .. }) {
        app.update(Buttons::NONE);
        n += 1;
        assert!(n < 30_000, "the replay completes level 1");
    }
    let Some(Phase::LevelComplete { bonus, .. }) = app.game().map(|g| g.phase) else {
        panic!("level complete without its phase")
    };
    assert!(bonus > 0);
    // Kept from the screen's first frame, before any button (docs/RULES.md §6.6): the best
    // bonus and the next level open, on their way to the stick.
    assert_eq!(app.save.best[0], bonus, "kept as the screen shows it");
    assert_eq!(app.save.unlocked, 2);
    let b = app.take_save().expect("the best is saved");
    let s = SaveData::from_bytes(&b, RESOURCES.levels_crc, true).unwrap();
    assert_eq!((s.best[0], s.unlocked), (bonus, 2));
    assert_eq!(s.best[1..], [0; 63]);
    app.save_done(true);
    tap(&mut app, Buttons::START);
    assert_eq!(
        app.screen(),
        Screen::LevelComplete {
            shown: bonus,
            sel: ResultItem::GoOn
        }
    );
    tap(&mut app, Buttons::START);
    assert_eq!(app.screen(), Screen::Banner);
    assert_eq!((app.save.best[0], app.save.unlocked), (bonus, 2));
}

#[test]
fn the_level_list_greys_locked_levels_and_shows_the_bests() {
    let save = |unlocked| SaveData {
        unlocked,
        best: {
            let mut b = [0; 64];
            b[0] = 1234;
            b
        },
        ..SaveData::default()
    };
    let mut app = App::new(&RESOURCES, Ok(Some(save(2))));
    tap(&mut app, Buttons::CROSS);
    // Levels 3 on are locked, and the cursor reaches them (the list scrolls to every
    // level): DOWN from level 2 goes to level 3, UP back.
    tap(&mut app, Buttons::DOWN);
    assert_eq!(app.screen(), Screen::LevelSelect { sel: 1 });
    tap(&mut app, Buttons::DOWN);
    assert_eq!(app.screen(), Screen::LevelSelect { sel: 2 });
    tap(&mut app, Buttons::UP);
    assert_eq!(app.screen(), Screen::LevelSelect { sel: 1 });
    // Drawn: locked rows and the best differ from a list with everything open and no best.
    let two = picture(&app);
    // The list on level 2 for a save with no bests and `unlocked` levels open.
    let without_bests = |unlocked| {
        let mut a = App::new(
            &RESOURCES,
            Ok(Some(SaveData {
                best: [0; 64],
                ..save(unlocked)
            })),
        );
        tap(&mut a, Buttons::CROSS);
        tap(&mut a, Buttons::DOWN);
        assert_eq!(a.screen(), Screen::LevelSelect { sel: 1 });
        a
    };
    assert_ne!(picture(&without_bests(0)), two);
    assert_ne!(picture(&without_bests(2)), two, "the best bonus is drawn");
}

/// The rows of the two pictures that differ.
fn rows_differing(a: &[u32], b: &[u32]) -> Vec<usize> {
    (0..272)
        .filter(|y| a[y * 480..(y + 1) * 480] != b[y * 480..(y + 1) * 480])
        .collect()
}

#[test]
fn every_menu_has_a_hint_bar_that_follows_the_confirm_setting() {
    use bounceback::app::hints::{bar, Bar};
    assert_eq!(bar(Confirm::Cross, Bar::OkBack), "✕ OK   ○ BACK");
    assert_eq!(bar(Confirm::Circle, Bar::OkBack), "○ OK   ✕ BACK");
    assert_eq!(bar(Confirm::Cross, Bar::Back), "○ BACK");
    assert_eq!(bar(Confirm::Circle, Bar::Back), "✕ BACK");
    // Each menu drawn under the two settings: only the bar along the bottom differs.
    let paths: [&[Buttons]; 7] = [
        &[],                                             // title
        &[Buttons::CROSS],                               // level list
        &[Buttons::DOWN, Buttons::CROSS],                // options
        &[Buttons::DOWN, Buttons::DOWN, Buttons::CROSS], // records
        &[
            Buttons::UP,
            Buttons::UP,
            Buttons::UP,
            Buttons::UP,
            Buttons::UP,
            Buttons::UP,
            Buttons::CROSS,
        ], // help: up past EXIT, MY LEVELS, MAKE A LEVEL, TIME ATTACK and SANDBOX
        &[
            Buttons::CROSS,
            Buttons::CROSS,
            Buttons::CROSS,
            Buttons::START,
        ], // pause
        &[Buttons::UP, Buttons::CROSS],                  // the exit question
    ];
    for path in paths {
        let mut app = App::new(&RESOURCES, Ok(None));
        for &b in path {
            tap(&mut app, b);
        }
        let cross = picture(&app);
        app.set_confirm(Confirm::Circle);
        let circle = picture(&app);
        let rows = rows_differing(&cross, &circle);
        assert!(
            !rows.is_empty(),
            "{:?}: the bar names the buttons",
            app.screen()
        );
        // Over a level the bar stands above the HUD strip (24 rows), else at the bottom.
        let bottom = match app.screen() {
            Screen::Paused { .. } => 272 - 24,
            _ => 272,
        };
        assert!(
            rows.iter().all(|&y| (bottom - 26..bottom).contains(&y)),
            "{:?}: only the bar changes: rows {rows:?}",
            app.screen()
        );
    }
}

#[test]
fn the_records_go_back_with_the_back_button_as_their_hint_says() {
    for confirm in [Confirm::Cross, Confirm::Circle] {
        let mut app = App::new(&RESOURCES, Ok(None));
        app.set_confirm(confirm);
        tap(&mut app, Buttons::DOWN);
        tap(&mut app, Buttons::DOWN);
        tap(&mut app, confirm.ok());
        assert_eq!(app.screen(), Screen::Records);
        tap(&mut app, confirm.back());
        assert_eq!(
            app.screen(),
            Screen::Title {
                sel: TitleItem::Records
            }
        );
    }
}

/// A paused level 1 with `item` selected.
fn paused_on(item: PauseItem) -> App<'static> {
    let mut app = playing();
    tap(&mut app, Buttons::START);
    while app.screen() != (Screen::Paused { sel: item }) {
        tap(&mut app, Buttons::DOWN);
    }
    app
}

#[test]
fn restart_level_asks_first() {
    // NO (selected at first, or the back button): back on the pause menu, nothing changed.
    for no in [
        &[Buttons::CROSS][..],
        &[Buttons::CIRCLE],
        &[Buttons::LEFT, Buttons::RIGHT, Buttons::CROSS],
    ] {
        let mut app = paused_on(PauseItem::RestartLevel);
        let ticks = app.game().unwrap().sim.ticks();
        tap(&mut app, Buttons::CROSS);
        assert_eq!(app.asking(), Some(Ask::new(Question::RestartLevel)));
        for &b in no {
            tap(&mut app, b);
        }
        assert_eq!(app.asking(), None);
        assert_eq!(
            app.screen(),
            Screen::Paused {
                sel: PauseItem::RestartLevel
            }
        );
        assert_eq!(app.game().unwrap().sim.ticks(), ticks);
    }
    // YES: the level starts over behind its banner.
    let mut app = paused_on(PauseItem::RestartLevel);
    assert!(app.game().unwrap().sim.ticks() > 0);
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::UP);
    assert_eq!(app.asking().map(|a| a.yes), Some(true));
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Banner);
    assert_eq!(app.game().unwrap().sim.ticks(), 0);
}

#[test]
fn quit_to_title_asks_first() {
    let mut app = paused_on(PauseItem::QuitToTitle);
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS); // NO
    assert_eq!(
        app.screen(),
        Screen::Paused {
            sel: PauseItem::QuitToTitle
        }
    );
    assert!(app.take_save().is_none(), "no snapshot kept on NO");
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::LEFT);
    tap(&mut app, Buttons::START); // YES
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Continue
        }
    );
    assert!(app.take_save().is_some());
}

#[test]
fn exit_asks_first() {
    use bounceback::app::Request;
    let mut app = App::new(&RESOURCES, Ok(None));
    tap(&mut app, Buttons::UP);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Exit
        }
    );
    for no in [Buttons::CROSS, Buttons::CIRCLE] {
        assert_eq!(app.update(Buttons::CROSS), Request::None);
        app.update(Buttons::NONE);
        assert_eq!(app.asking(), Some(Ask::new(Question::Exit)));
        assert_eq!(app.update(no), Request::None);
        app.update(Buttons::NONE);
        assert_eq!(app.asking(), None);
    }
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::DOWN);
    assert_eq!(app.update(Buttons::CROSS), Request::Exit);
}

#[test]
fn the_title_left_alone_plays_the_demo_and_any_button_comes_back() {
    use bounceback::app::ATTRACT_FRAMES;
    assert_eq!(ATTRACT_FRAMES, 1800, "30 s at 60 Hz");
    let mut app = App::new(&RESOURCES, Ok(None));
    tap(&mut app, Buttons::DOWN); // OPTIONS
    frames(&mut app, ATTRACT_FRAMES - 2, Buttons::NONE);
    assert!(matches!(app.screen(), Screen::Title { .. }));
    // A button held resets the count.
    app.update(Buttons::L);
    frames(&mut app, ATTRACT_FRAMES - 1, Buttons::NONE);
    assert!(matches!(app.screen(), Screen::Title { .. }));
    app.update(Buttons::NONE);
    assert_eq!(app.screen(), Screen::Attract);
    assert!(lines(&mut app).contains(&"attract demo".to_string()));
    frames(&mut app, 90, Buttons::NONE);
    assert!(app.game().unwrap().sim.ticks() >= 29, "the demo plays");
    // Captioned as a demo at the bottom right, above the HUD; otherwise Help's demo at the
    // same tick.
    let mut help = App::new(&RESOURCES, Ok(None));
    for b in [
        Buttons::UP,
        Buttons::UP,
        Buttons::UP,
        Buttons::UP,
        Buttons::UP,
        Buttons::UP,
        Buttons::CROSS,
        Buttons::CROSS,
    ] {
        tap(&mut help, b);
    }
    assert_eq!(help.screen(), Screen::Demo);
    while help.game().unwrap().sim.ticks() < app.game().unwrap().sim.ticks() {
        help.update(Buttons::NONE);
    }
    // (Above the HUD strip's 24 rows.)
    let rows = rows_differing(&picture(&app), &picture(&help));
    assert!(
        !rows.is_empty() && rows.iter().all(|&y| (272 - 24 - 26..272 - 24).contains(&y)),
        "{rows:?}"
    );
    // Any button (here the confirm one) comes back, on the entry left, and does nothing more.
    for _ in 0..3 {
        app.update(Buttons::CROSS);
        assert_eq!(
            app.screen(),
            Screen::Title {
                sel: TitleItem::Options
            }
        );
    }
    app.update(Buttons::NONE);
    assert!(app.game().is_none());
    assert!(app.take_save().is_none());
    // Left alone to its end, the demo comes back to the title too.
    frames(&mut app, ATTRACT_FRAMES, Buttons::NONE);
    assert_eq!(app.screen(), Screen::Attract);
    let mut n = 0;
    while app.screen() == Screen::Attract {
        app.update(Buttons::NONE);
        n += 1;
        assert!(n < 30_000, "the demo ends");
    }
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Options
        }
    );
}

#[test]
fn the_saving_indicator_stays_up_while_writing_and_long_enough_to_read() {
    use bounceback::app::SAVING_FRAMES;
    let mut app = App::new(&RESOURCES, Ok(None));
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CROSS);
    let before = picture(&app);
    tap(&mut app, Buttons::CROSS); // sound off: a save
    assert!(!app.saving_shown(), "not before the write starts");
    assert!(app.take_save().is_some());
    assert!(app.saving_shown());
    // Drawn in the bottom rows (clear of the logo), and nowhere else.
    let mut quiet = App::new(&RESOURCES, Ok(None));
    tap(&mut quiet, Buttons::DOWN);
    tap(&mut quiet, Buttons::CROSS);
    tap(&mut quiet, Buttons::CROSS);
    let rows = rows_differing(&picture(&app), &picture(&quiet));
    assert!(
        !rows.is_empty() && rows.iter().all(|&y| y >= 250),
        "{rows:?}"
    );
    assert_ne!(before, picture(&app));
    // A write that takes long keeps it up.
    frames(&mut app, 3 * SAVING_FRAMES, Buttons::NONE);
    assert!(app.saving_shown());
    app.save_done(true);
    assert!(!app.saving_shown(), "up long enough already");
    // A quick write: up for SAVING_FRAMES from its start.
    tap(&mut app, Buttons::CROSS);
    assert!(app.take_save().is_some());
    app.save_done(true);
    frames(&mut app, SAVING_FRAMES - 1, Buttons::NONE);
    assert!(app.saving_shown());
    app.update(Buttons::NONE);
    assert!(!app.saving_shown());
    // A failed write takes it down: the failure's notice says what happened.
    tap(&mut app, Buttons::CROSS);
    assert!(app.take_save().is_some());
    app.save_done(false);
    assert!(!app.saving_shown());
}

#[test]
fn without_a_memory_stick_the_player_is_told_once_and_nothing_is_written() {
    let mut app = App::new(&RESOURCES, Ok(None));
    lines(&mut app);
    app.set_no_stick();
    assert_eq!(lines(&mut app), ["no memory stick: not saving"]);
    assert_eq!(app.screen(), Screen::NoStick);
    // Any button goes on to the title, which keeps a NOT SAVING reminder.
    tap(&mut app, Buttons::CIRCLE);
    on_a_title_that_says_not_saving(&app);
    // A level played, paused and quit: the game goes on as usual, Continue included, but
    // nothing is written and nothing waits to be (a sleep or HOME does not wait on it).
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Playing);
    frames(&mut app, 90, Buttons::RIGHT);
    tap(&mut app, Buttons::START);
    for _ in 0..3 {
        tap(&mut app, Buttons::DOWN);
    }
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::LEFT);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Continue
        }
    );
    frames(&mut app, 300, Buttons::NONE);
    let said = lines(&mut app);
    assert_eq!(said, ["level 1 start", "continue point kept, not saving"]);
    assert!(app.take_save().is_none());
    assert!(!app.saves().unsaved());
    assert!(!app.saving_shown());
    // Told once: Continue plays on without the notice coming back.
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Banner);
    assert!(app.no_stick());
}

/// The title's secret sequence (the original's number keys 9 1 0 3 6 4 3) opens every
/// level in New Game's list and saves it; a wrong press starts the sequence again, and
/// the same buttons out of order open nothing.
#[test]
fn the_titles_secret_sequence_opens_every_level() {
    use bounceback::app::SECRET;
    let mut app = App::new(&RESOURCES, Ok(None));
    assert_eq!(app.save.unlocked, 1);
    // Out of order: the last two swapped.
    let mut wrong = SECRET;
    wrong.swap(5, 6);
    for b in wrong {
        tap(&mut app, b);
    }
    // Interrupted by another button just before the end.
    for b in &SECRET[..6] {
        tap(&mut app, *b);
    }
    tap(&mut app, Buttons::TRIANGLE);
    assert_eq!(
        app.save.unlocked, 1,
        "only the whole sequence in order opens the levels"
    );
    assert!(
        app.take_save().is_none(),
        "nothing changed, nothing to write"
    );
    let _ = lines(&mut app);
    for b in SECRET {
        tap(&mut app, b);
    }
    assert_eq!(app.save.unlocked, 0, "0: every level open");
    assert!(lines(&mut app).contains(&"every level unlocked".to_string()));
    // The player sees so: a confirmation over the title, which a button closes (and
    // does nothing more), or which goes by itself after a while.
    assert!(app.levels_opened_shown());
    let title = picture(&app);
    tap(&mut app, Buttons::DOWN);
    assert!(!app.levels_opened_shown());
    assert!(picture(&app) != title, "the menu is back");
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        },
        "the closing press moved nothing"
    );
    let saved = app.take_save().expect("the unlock is saved");
    let back = SaveData::from_bytes(&saved, RESOURCES.levels_crc, true).unwrap();
    assert_eq!(back.unlocked, 0);
    assert!(
        matches!(app.screen(), Screen::Title { .. }),
        "the menu stays"
    );
    // Again (every level is open already): told again, and it goes by itself.
    for b in SECRET {
        tap(&mut app, b);
    }
    assert!(app.levels_opened_shown());
    frames(&mut app, bounceback::app::OPENED_FRAMES + 1, Buttons::NONE);
    assert!(!app.levels_opened_shown());
    // New Game's list now reaches the last playable level.
    while app.screen()
        != (Screen::Title {
            sel: TitleItem::NewGame,
        })
    {
        tap(&mut app, Buttons::DOWN);
    }
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::UP);
    let last = RESOURCES.levels.len() - 2;
    assert_eq!(app.screen(), Screen::LevelSelect { sel: last });
}

/// The ball's x and the state hash of level 1 after `presses` (the host tool's syntax)
/// over `frames` frames from the title, fed as `bounceback app` feeds them, with the
/// ball's x at frame `at` as well.
fn by_presses(presses: &[&str], frames: u32, at: u32) -> (i32, i32, u64) {
    use bounceback::tool::support::{held_at, parse_press};
    let presses: Vec<_> = presses.iter().map(|p| parse_press(p).unwrap()).collect();
    let mut app = App::new(&RESOURCES, Ok(None));
    let mut x_at = None;
    for frame in 1..=frames {
        app.update(held_at(&presses, frame));
        if frame == at {
            x_at = Some(app.game().unwrap().sim.ball().x);
        }
    }
    assert_eq!(app.screen(), Screen::Playing);
    let sim = &app.game().unwrap().sim;
    (x_at.unwrap(), sim.ball().x, sim.state_hash())
}

#[test]
fn a_button_held_through_the_level_banner_acts_from_the_first_tick() {
    // The case: RIGHT dismisses "PRESS ANY BUTTON" and is held 200 frames.
    let (at_215, at_390, held) = by_presses(&["30:cross", "60:cross", "200:right:200"], 390, 215);
    assert!(at_390 > at_215, "the ball rolls: x {at_215} then {at_390}");
    // Exactly as if another button had dismissed the banner and RIGHT were pressed on the
    // next frame: the prompt swallows nothing that is still held.
    let (_, _, pressed_after) = by_presses(
        &["30:cross", "60:cross", "200:square:1", "201:right:199"],
        390,
        215,
    );
    assert_eq!(held, pressed_after);
    // And the picture shows it: the ball is drawn elsewhere.
    use bounceback::tool::support::{held_at, parse_press};
    let presses: Vec<_> = ["30:cross", "60:cross", "200:right:200"]
        .iter()
        .map(|p| parse_press(p).unwrap())
        .collect();
    let mut app = App::new(&RESOURCES, Ok(None));
    let mut shots = Vec::new();
    for frame in 1..=390 {
        app.update(held_at(&presses, frame));
        if frame == 215 || frame == 390 {
            shots.push(picture(&app));
        }
    }
    assert_ne!(shots[0], shots[1]);
}

#[test]
fn the_jump_button_held_through_the_banner_jumps() {
    let mut app = App::new(&RESOURCES, Ok(None));
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Banner);
    let y0 = app.game().unwrap().sim.ball().y;
    let mut lo = y0;
    for _ in 0..30 {
        app.update(Buttons::CROSS);
        lo = lo.min(app.game().unwrap().sim.ball().y);
    }
    assert_eq!(app.screen(), Screen::Playing);
    assert!(lo < y0, "the ball jumps: y {y0}, lowest {lo}");
}

/// Level 1 paused from rest, `during` held through the pause menu and the back button
/// that resumes it, then `after` held for 30 frames: the ball's x and the state hash.
fn resumed_with(during: Buttons, after: Buttons) -> (i32, u64) {
    let mut app = level_one();
    frames(&mut app, 30, Buttons::NONE);
    tap(&mut app, Buttons::START);
    frames(&mut app, 4, during);
    assert_eq!(
        app.screen(),
        Screen::Paused {
            sel: PauseItem::Resume
        }
    );
    frames(&mut app, 1, during | Buttons::CIRCLE);
    assert_eq!(app.screen(), Screen::Playing);
    frames(&mut app, 30, after);
    let sim = &app.game().unwrap().sim;
    (sim.ball().x, sim.state_hash())
}

#[test]
fn a_direction_held_through_the_pause_menu_acts_once_play_resumes() {
    let idle = resumed_with(Buttons::NONE, Buttons::NONE);
    let held = resumed_with(Buttons::RIGHT, Buttons::RIGHT);
    assert!(held.0 > idle.0, "the ball rolls: {held:?} vs {idle:?}");
    // As if RIGHT were pressed on the frame after the menu closed.
    assert_eq!(held, resumed_with(Buttons::NONE, Buttons::RIGHT));
}

/// The title's Options with JUMP selected.
fn options_on_jump(app: &mut App<'_>) {
    tap(app, Buttons::DOWN); // OPTIONS
    tap(app, Buttons::CROSS);
    for _ in 0..4 {
        // Over EFFECTS, MUSIC, VIEW (SCREEN greyed in the wide view).
        tap(app, Buttons::DOWN);
    }
    assert_eq!(
        app.screen(),
        Screen::Options {
            sel: OptionsItem::Jump,
            from_pause: false
        }
    );
}

#[test]
fn the_jump_button_is_chosen_in_options_saved_and_restored() {
    let mut app = App::new(&RESOURCES, Ok(None));
    assert_eq!(app.save.options.jump, Jump::Cross, "CROSS by default");
    options_on_jump(&mut app);
    let mut seen = Vec::new();
    for _ in 0..4 {
        tap(&mut app, Buttons::CROSS);
        let bytes = app.take_save().expect("the choice marks the save");
        app.save_done(true);
        let save = SaveData::from_bytes(&bytes, RESOURCES.levels_crc, true).unwrap();
        assert_eq!(save.options.jump, app.save.options.jump);
        seen.push(app.save.options.jump);
    }
    assert_eq!(
        seen,
        [Jump::Square, Jump::Triangle, Jump::UpOnly, Jump::Cross],
        "choosing steps through them and wraps round"
    );
    // The entry shows the choice.
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        OptionsItem::Jump.value(&app.save),
        Some("□"),
        "the entry's value"
    );
    assert_eq!(OptionsItem::Done.value(&app.save), None);
    // Restored at start-up: SQUARE jumps in play from the save.
    let save = app.save.clone();
    let app = App::new(&RESOURCES, Ok(Some(save)));
    assert_eq!(app.save.options.jump, Jump::Square);
}

/// The ball's lowest y over 90 frames of `held` in level 1, from rest, with `jump` chosen.
fn lowest_with(jump: Jump, held: Buttons) -> i32 {
    let mut app = App::new(&RESOURCES, Ok(None));
    app.save.options.jump = jump;
    for _ in 0..3 {
        tap(&mut app, Buttons::CROSS);
    }
    assert_eq!(app.screen(), Screen::Playing);
    frames(&mut app, 30, Buttons::NONE);
    let mut lo = i32::MAX;
    for _ in 0..90 {
        app.update(held);
        lo = lo.min(app.game().unwrap().sim.ball().y);
    }
    lo
}

#[test]
fn the_chosen_button_jumps_up_always_does_and_the_stick_never() {
    let idle = lowest_with(Jump::Cross, Buttons::NONE);
    let faces = [
        Buttons::CROSS,
        Buttons::SQUARE,
        Buttons::TRIANGLE,
        Buttons::CIRCLE,
    ];
    for jump in Jump::ALL {
        assert!(lowest_with(jump, Buttons::UP) < idle, "{jump:?}: UP jumps");
        assert_eq!(
            lowest_with(jump, Buttons::STICK_UP),
            idle,
            "{jump:?}: the stick never jumps"
        );
        for b in faces {
            let jumps = lowest_with(jump, b) < idle;
            assert_eq!(jumps, jump.face() == Some(b), "{jump:?}: {b:?}");
        }
    }
}

#[test]
fn the_controls_page_and_the_demo_tip_name_the_chosen_button() {
    use bounceback::app::hints;
    // Help, Controls.
    let page = |jump: Jump| {
        let mut app = App::new(&RESOURCES, Ok(None));
        app.save.options.jump = jump;
        for _ in 0..3 {
            tap(&mut app, Buttons::DOWN);
        }
        tap(&mut app, Buttons::CROSS); // HELP
        tap(&mut app, Buttons::DOWN);
        tap(&mut app, Buttons::CROSS); // CONTROLS
        assert_eq!(app.screen(), Screen::Controls);
        picture(&app)
    };
    let cross = page(Jump::Cross);
    for jump in [Jump::Square, Jump::Triangle, Jump::UpOnly] {
        assert!(page(jump) != cross, "{jump:?}");
        let cell = match jump.face().and_then(hints::symbol) {
            Some(s) => format!("{s} / UP"),
            None => "UP".to_string(),
        };
        assert_eq!(
            hints::controls(Confirm::Cross, hints::jump_face(jump))[1][0],
            cell
        );
    }
    // The demo's jump tip, drawn in the wide view and in the original's window.
    for original in [false, true] {
        let tip = |jump: Jump| {
            let mut app = App::demo_autoplay(&RESOURCES);
            app.save.options.jump = jump;
            app.set_original_view(original);
            let mut shown = Vec::new();
            for _ in 0..3000 {
                app.update(Buttons::NONE);
                if app
                    .game()
                    .and_then(|g| g.sim.demo())
                    .and_then(|d| d.painted)
                    == Some(1)
                {
                    shown = picture(&app);
                    break;
                }
            }
            assert!(!shown.is_empty(), "the jump tip is shown");
            shown
        };
        assert!(
            tip(Jump::Triangle) != tip(Jump::Cross),
            "original view {original}"
        );
    }
}

/// Options: LEFT and RIGHT change the value selected as the confirm button does (round its
/// values), each change saved; on DONE they do nothing and the screen stays.
#[test]
fn left_and_right_change_an_option_s_value() {
    let mut app = App::new(&RESOURCES, Ok(None));
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CROSS);
    assert!(matches!(app.screen(), Screen::Options { .. }));
    assert!(app.sound_on());
    tap(&mut app, Buttons::RIGHT);
    assert!(!app.sound_on());
    assert!(app.take_save().is_some(), "the change is saved");
    tap(&mut app, Buttons::LEFT);
    assert!(app.sound_on());
    tap(&mut app, Buttons::LEFT);
    assert!(!app.sound_on(), "round the values");
    tap(&mut app, Buttons::DOWN);
    assert!(!app.original_view());
    tap(&mut app, Buttons::LEFT);
    assert!(app.original_view());
    tap(&mut app, Buttons::RIGHT);
    assert!(!app.original_view());
    // SCREEN is greyed in the wide view: DOWN goes on to JUMP, whose values go round too.
    tap(&mut app, Buttons::DOWN);
    assert!(matches!(
        app.screen(),
        Screen::Options {
            sel: OptionsItem::Jump,
            ..
        }
    ));
    tap(&mut app, Buttons::LEFT);
    assert_eq!(app.save.options.jump, bounceback::input::Jump::UpOnly);
    tap(&mut app, Buttons::RIGHT);
    assert_eq!(app.save.options.jump, bounceback::input::Jump::Cross);
    // GHOST: ON and OFF, round either way.
    tap(&mut app, Buttons::DOWN);
    assert!(app.save.options.ghost);
    tap(&mut app, Buttons::RIGHT);
    assert!(!app.save.options.ghost);
    tap(&mut app, Buttons::RIGHT);
    assert!(app.save.options.ghost);
    tap(&mut app, Buttons::LEFT);
    assert!(!app.save.options.ghost);
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::RIGHT);
    tap(&mut app, Buttons::LEFT);
    assert!(matches!(
        app.screen(),
        Screen::Options {
            sel: OptionsItem::Done,
            ..
        }
    ));
    assert!(!app.sound_on() && !app.original_view());
}

/// Issue 46, finding 11: with only Level 1 open the cursor goes down the LOCKED rows (the
/// list scrolls to the last level, so ▼ promises rows it reaches), a locked level starts
/// nothing, and a held DOWN stops on the last level: only a fresh press wraps to the first.
#[test]
fn the_level_list_reaches_its_locked_rows_and_a_held_down_does_not_wrap() {
    let mut app = App::new(&RESOURCES, Ok(None));
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::LevelSelect { sel: 0 });
    assert_eq!(app.levels_open(), 1);
    let last = RESOURCES.levels.len() - 2;
    tap(&mut app, Buttons::DOWN);
    assert_eq!(app.screen(), Screen::LevelSelect { sel: 1 });
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::LevelSelect { sel: 1 },
        "a locked level does not start"
    );
    // Held far longer than the repeat needs to run down the list and round again.
    for _ in 0..(last as u32 + 4) * 6 + 60 {
        app.update(Buttons::DOWN);
        assert!(
            !matches!(app.screen(), Screen::LevelSelect { sel: 0 }),
            "wrapped during the repeat"
        );
    }
    assert_eq!(app.screen(), Screen::LevelSelect { sel: last });
    app.update(Buttons::NONE);
    tap(&mut app, Buttons::DOWN);
    assert_eq!(
        app.screen(),
        Screen::LevelSelect { sel: 0 },
        "a fresh press wraps"
    );
    // UP held from level 2: its press moves to level 1, its repeats stay there.
    tap(&mut app, Buttons::DOWN);
    for _ in 0..60 {
        app.update(Buttons::UP);
    }
    assert_eq!(app.screen(), Screen::LevelSelect { sel: 0 });
}

/// Issue 46, sound in steps: EFFECTS and MUSIC each from 0 to 10, LEFT and RIGHT stopping
/// at the ends (the confirm button goes round), each change saved and heard in its own
/// kind, both greyed with SOUND off, and a restart with the save plays at those volumes.
#[test]
fn the_effects_and_the_music_have_their_own_volume_saved_with_the_options() {
    use bounceback::sim::Sound;
    let mut app = App::new(&RESOURCES, Ok(None));
    assert_eq!((app.volume().effects, app.volume().music), (10, 10));
    tap(&mut app, Buttons::DOWN); // OPTIONS
    tap(&mut app, Buttons::CROSS);
    let _ = app.take_sounds();
    let on = |app: &App<'_>| match app.screen() {
        Screen::Options { sel, .. } => sel,
        s => panic!("left the options: {s:?}"),
    };
    tap(&mut app, Buttons::DOWN);
    assert_eq!(on(&app), OptionsItem::Effects);
    // At the top RIGHT does nothing: no change, no sound, no save.
    tap(&mut app, Buttons::RIGHT);
    assert_eq!(app.volume().effects, 10);
    assert!(app.take_save().is_none() && app.take_sounds().is_empty());
    for want in (0..10).rev() {
        tap(&mut app, Buttons::LEFT);
        assert_eq!(app.volume().effects, want);
        assert_eq!(
            app.take_sounds().as_slice(),
            [Sound::Select],
            "heard as an effect"
        );
        let bytes = app.take_save().expect("each step is saved");
        app.save_done(true);
        let save = SaveData::from_bytes(&bytes, RESOURCES.levels_crc, true).unwrap();
        assert_eq!(save.options.effects, want);
    }
    tap(&mut app, Buttons::LEFT);
    assert_eq!(app.volume().effects, 0, "stops at silence");
    assert!(app.take_save().is_none());
    // The confirm button goes round: 0, 1.
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.volume().effects, 1);
    let _ = app.take_save();
    app.save_done(true);
    // MUSIC, heard as music; EFFECTS kept.
    tap(&mut app, Buttons::DOWN);
    assert_eq!(on(&app), OptionsItem::Music);
    let _ = app.take_sounds();
    for _ in 0..3 {
        tap(&mut app, Buttons::LEFT);
        assert_eq!(app.take_sounds().as_slice(), [Sound::Splash]);
        let _ = app.take_save();
        app.save_done(true);
    }
    tap(&mut app, Buttons::CROSS);
    assert_eq!(OptionsItem::Music.value(&app.save), Some("8"));
    assert_eq!((app.volume().effects, app.volume().music), (1, 8));
    assert_eq!(app.volume().music_tunes, Sound::music_mask());
    let bytes = app.take_save().unwrap();
    app.save_done(true);
    // SOUND off greys both: UP from VIEW goes to SOUND.
    tap(&mut app, Buttons::UP);
    tap(&mut app, Buttons::UP);
    assert_eq!(on(&app), OptionsItem::Sound);
    tap(&mut app, Buttons::CROSS);
    assert!(!app.sound_on());
    assert!(!OptionsItem::Effects.enabled(&app.save) && !OptionsItem::Music.enabled(&app.save));
    tap(&mut app, Buttons::DOWN);
    assert_eq!(on(&app), OptionsItem::View);
    tap(&mut app, Buttons::UP);
    assert_eq!(on(&app), OptionsItem::Sound);
    // A new start with the save of before plays at its volumes.
    let save = SaveData::from_bytes(&bytes, RESOURCES.levels_crc, true).unwrap();
    let app = App::new(&RESOURCES, Ok(Some(save)));
    assert_eq!((app.volume().effects, app.volume().music), (1, 8));
}
