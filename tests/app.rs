//! The application's flow on the host, driven by buttons as the PSP drives it: menus, a
//! level started from New Game, pause and quit with a save, Continue, options, the demo,
//! and damaged saves.

use bounceback::app::save::{SaveData, SaveError};
use bounceback::app::{App, Screen};
use bounceback::content::RESOURCES;
use bounceback::input::Buttons;

/// Presses `b` for one frame, then releases it for one.
fn tap(app: &mut App<'_>, b: Buttons) {
    app.update(b);
    app.update(Buttons::NONE);
}

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
        Screen::Title { sel: 1 },
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
    let x0 = app.game().unwrap().sim.ball.x;
    frames(&mut app, 60, Buttons::RIGHT);
    assert_eq!(app.game().unwrap().sim.ticks, 20);
    assert!(app.game().unwrap().sim.ball.x > x0);
    // Pause: the simulation stops.
    tap(&mut app, Buttons::START);
    assert_eq!(app.screen(), Screen::Paused { sel: 0 });
    frames(&mut app, 30, Buttons::NONE);
    assert_eq!(app.game().unwrap().sim.ticks, 20);
    // Quit to title writes the continue snapshot.
    for _ in 0..3 {
        tap(&mut app, Buttons::DOWN);
    }
    assert_eq!(app.screen(), Screen::Paused { sel: 3 });
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Title { sel: 0 });
    assert!(lines(&mut app).contains(&"save written".to_string()));
    let bytes = app.take_save().expect("a save to write");
    let save = SaveData::from_bytes(&bytes, RESOURCES.levels_crc, true).unwrap();
    // A fresh start with that save offers Continue and restores the level.
    let mut app = App::new(&RESOURCES, Ok(Some(save)));
    assert_eq!(app.screen(), Screen::Title { sel: 0 });
    tap(&mut app, Buttons::CROSS);
    assert!(lines(&mut app).contains(&"continue level 1".to_string()));
    assert_eq!(app.screen(), Screen::Banner);
    assert_eq!(
        app.game().unwrap().sim.ticks,
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
    assert_eq!(app.screen(), Screen::Title { sel: 2 });
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
    assert_eq!(app.screen(), Screen::Help { sel: 0 });
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Demo);
    frames(&mut app, 90, Buttons::NONE);
    assert_eq!(app.game().unwrap().sim.ticks, 30);
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(app.screen(), Screen::Help { sel: 0 });
}

#[test]
fn a_damaged_save_is_ignored_with_a_notice() {
    let mut app = App::new(&RESOURCES, Err(SaveError::BadChecksum));
    assert!(lines(&mut app)
        .iter()
        .any(|l| l.starts_with("save ignored")));
    assert_eq!(app.save, SaveData::default());
    assert_eq!(app.screen(), Screen::Title { sel: 1 });
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

/// New Game, level 1 in play for 30 frames.
fn playing() -> App<'static> {
    let mut app = App::new(&RESOURCES, Ok(None));
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Playing);
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
    let ticks = app.game().unwrap().sim.ticks;
    app.suspend();
    assert_eq!(app.screen(), Screen::Paused { sel: 0 });
    frames(&mut app, 30, Buttons::NONE);
    assert_eq!(app.game().unwrap().sim.ticks, ticks, "no jump while paused");
    // Elsewhere it changes nothing.
    let mut title = App::new(&RESOURCES, Ok(None));
    title.suspend();
    assert_eq!(title.screen(), Screen::Title { sel: 1 });
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
    assert_eq!(again.screen(), Screen::Title { sel: 0 });
    tap(&mut again, Buttons::CROSS);
    assert!(lines(&mut again).contains(&"continue level 1".to_string()));
    // From the title there is nothing to keep.
    let mut title = App::new(&RESOURCES, Ok(None));
    title.exit_requested();
    assert!(title.take_save().is_none());
}
