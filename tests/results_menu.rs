//! The results' choices (issue 46, docs/RULES.md §6.6): on the level complete screen NEXT
//! LEVEL (selected, the original's confirm), RETRY and LEVEL SELECT; on the game over TITLE
//! SCREEN (selected, the original's OK), RETRY and LEVEL SELECT. Each goes where it should,
//! and the choice selected as a screen opens does exactly what its one button did before.

mod support;

use support::press::{tap, taps};

use bounceback::app::{App, ResultItem, Screen, TitleItem};
use bounceback::embedded::RESOURCES;
use bounceback::input::{Buttons, Confirm};
use bounceback::sim::flow::{Game, Phase};
use bounceback::sim::{Sound, Stats};

/// Level `index` completed by its replay (from a new game there: 3 lives, score 0), on the
/// level complete screen's first frame, its bonus still to count.
fn completing(index: usize, confirm: Confirm) -> App<'static> {
    let path = format!("tests/replays/level_{index:02}.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let events = bounceback::sim::replay::parse_text(&text).unwrap();
    let mut app = App::replay_autoplay(&RESOURCES, index, events);
    app.set_confirm(confirm);
    let mut n = 0;
    while !matches!(app.screen(), Screen::LevelComplete { .. }) {
        app.update(Buttons::NONE);
        n += 1;
        assert!(n < 30_000, "the replay completes level {}", index + 1);
    }
    app
}

/// [`completing`], the bonus counted up (the confirm button skips the count).
fn completed(index: usize, confirm: Confirm) -> App<'static> {
    let mut app = completing(index, confirm);
    tap(&mut app, confirm.ok());
    assert!(matches!(
        app.screen(),
        Screen::LevelComplete {
            sel: ResultItem::GoOn,
            ..
        }
    ));
    app
}

/// The game over of a game begun at the last regular level and completed there: a real
/// game (the demo's game over offers no RETRY), its level the pack's.
fn game_over(confirm: Confirm) -> App<'static> {
    let mut app = completed(RESOURCES.levels.len() - 3, confirm);
    taps(&mut app, &[confirm.ok(), confirm.ok()]);
    assert_eq!(
        app.screen(),
        Screen::GameOver {
            sel: ResultItem::Title
        }
    );
    app
}

fn lines(app: &mut App<'_>) -> Vec<String> {
    app.take_lines().iter().map(|l| l.to_string()).collect()
}

/// What a game is, as the player meets it: the level, score and lives, levels completed,
/// the phase, and the in-one-go mark.
fn state(g: &Game) -> (usize, Stats, i32, Phase, bool) {
    (
        g.sim.level(),
        g.sim.stats(),
        g.levels_completed,
        g.phase,
        g.started_at_level1,
    )
}

#[test]
fn next_level_selected_is_the_original_s_confirm() {
    for confirm in [Confirm::Cross, Confirm::Circle] {
        for button in [confirm.ok(), Buttons::START] {
            let mut app = completed(0, confirm);
            assert!(app.sound_on());
            // What the game's own confirm (the old screen's whole action) makes of it.
            let mut want = app.game().unwrap().clone();
            want.confirm(&RESOURCES).unwrap();
            let save = (app.save.unlocked, app.save.best, app.save.snapshot.clone());
            app.take_sounds();
            lines(&mut app);
            tap(&mut app, button);
            assert_eq!(app.screen(), Screen::Banner, "{confirm:?} {button:?}");
            assert_eq!(state(app.game().unwrap()), state(&want));
            assert_eq!(lines(&mut app), ["level 2 start"]);
            // Silent, as the original's confirm; the save as the screen kept it.
            assert!(app.take_sounds().is_empty());
            assert_eq!(
                (app.save.unlocked, app.save.best, app.save.snapshot.clone()),
                save
            );
        }
    }
}

#[test]
fn the_count_greys_the_choices_and_the_confirm_skips_it_first() {
    let mut app = completing(0, Confirm::Cross);
    // DOWN while the bonus counts moves nothing; the confirm button skips the count.
    tap(&mut app, Buttons::DOWN);
    let Screen::LevelComplete { shown, sel } = app.screen() else {
        panic!("{:?}", app.screen())
    };
    let Some(Phase::LevelComplete { bonus, .. }) = app.game().map(|g| g.phase) else {
        panic!("level complete without its phase")
    };
    assert!(shown < bonus);
    assert_eq!(sel, ResultItem::GoOn);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::LevelComplete {
            shown: bonus,
            sel: ResultItem::GoOn
        }
    );
    // Then the choices move, round the three.
    let mut seen = Vec::new();
    for _ in 0..3 {
        tap(&mut app, Buttons::DOWN);
        if let Screen::LevelComplete { sel, .. } = app.screen() {
            seen.push(sel);
        }
    }
    assert_eq!(
        seen,
        [ResultItem::Retry, ResultItem::LevelSelect, ResultItem::GoOn]
    );
    tap(&mut app, Buttons::UP);
    assert!(matches!(
        app.screen(),
        Screen::LevelComplete {
            sel: ResultItem::LevelSelect,
            ..
        }
    ));
    // The back button takes no choice here (nothing is left by mistake).
    tap(&mut app, Buttons::CIRCLE);
    assert!(matches!(app.screen(), Screen::LevelComplete { .. }));
}

#[test]
fn retry_after_a_level_plays_it_again_as_it_began_and_keeps_what_it_won() {
    for confirm in [Confirm::Cross, Confirm::Circle] {
        let mut app = completed(0, confirm);
        let g = app.game().unwrap();
        let Phase::LevelComplete {
            old_score, bonus, ..
        } = g.phase
        else {
            panic!("{:?}", g.phase)
        };
        assert!(old_score > 0, "the run scored: a retry drops it");
        let began = g.level_start;
        assert_eq!(began, Stats::default(), "the new game's level 1");
        let snapshot = app.save.snapshot.clone();
        app.take_sounds();
        lines(&mut app);
        taps(&mut app, &[Buttons::DOWN, confirm.ok()]);
        assert_eq!(app.screen(), Screen::Banner, "{confirm:?}");
        let g = app.game().unwrap();
        assert_eq!(
            state(g),
            (0, began, 0, Phase::Playing, true),
            "level 1 again, its score and lives as it began, not counted"
        );
        assert_eq!(lines(&mut app), ["level 1 start"]);
        assert_eq!(app.take_sounds().as_slice(), [Sound::Select]);
        // What the screen showed stays kept: the best bonus, level 2 open, the continue
        // point written as the screen opened (Continue starts level 2).
        assert_eq!((app.save.best[0], app.save.unlocked), (bonus, 2));
        assert_eq!(app.save.snapshot, snapshot);
        assert!(app.can_continue());
        // The level plays again (its replay, started over with it) to its level complete.
        tap(&mut app, Buttons::SQUARE);
        assert_eq!(app.screen(), Screen::Playing);
        let mut n = 0;
        while !matches!(app.screen(), Screen::LevelComplete { .. }) {
            app.update(Buttons::NONE);
            n += 1;
            assert!(n < 30_000, "the retried level completes");
        }
        let g = app.game().unwrap();
        assert!(matches!(g.phase, Phase::LevelComplete { old_score: o, .. } if o == old_score));
    }
}

#[test]
fn level_select_after_a_level_opens_the_list_and_keeps_the_level_won() {
    let mut app = completed(0, Confirm::Cross);
    let Some(Phase::LevelComplete { bonus, .. }) = app.game().map(|g| g.phase) else {
        panic!("level complete without its phase")
    };
    app.take_sounds();
    taps(&mut app, &[Buttons::DOWN, Buttons::DOWN, Buttons::CROSS]);
    assert_eq!(app.screen(), Screen::LevelSelect { sel: 0 });
    assert!(app.game().is_none());
    assert_eq!(app.take_sounds().as_slice(), [Sound::Select]);
    assert_eq!((app.save.best[0], app.save.unlocked), (bonus, 2));
    assert_eq!(app.levels_open(), 2);
    // The game left can still be continued (from level 2), as after a quit.
    assert!(app.can_continue());
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        }
    );
}

#[test]
fn title_selected_on_game_over_is_the_original_s_ok_and_back_goes_there_too() {
    for confirm in [Confirm::Cross, Confirm::Circle] {
        for button in [confirm.ok(), Buttons::START, confirm.back()] {
            let mut app = game_over(confirm);
            let save = (app.save.unlocked, app.save.settings.records);
            app.take_sounds();
            tap(&mut app, button);
            assert_eq!(
                app.screen(),
                Screen::Title {
                    sel: TitleItem::NewGame
                },
                "{confirm:?} {button:?}"
            );
            assert!(app.game().is_none());
            assert!(app.take_sounds().is_empty());
            assert!(!app.can_continue());
            assert_eq!((app.save.unlocked, app.save.settings.records), save);
        }
    }
    // The back button goes to the title whatever is selected.
    let mut app = game_over(Confirm::Cross);
    taps(&mut app, &[Buttons::DOWN, Buttons::CIRCLE]);
    assert!(matches!(app.screen(), Screen::Title { .. }));
}

#[test]
fn retry_on_game_over_starts_a_new_game_at_the_last_level_played() {
    for confirm in [Confirm::Cross, Confirm::Circle] {
        let mut app = game_over(confirm);
        let level = app.game().unwrap().sim.level();
        assert_eq!(level, RESOURCES.levels.len() - 3);
        assert!(app.game().unwrap().sim.stats().score > 0);
        app.take_sounds();
        lines(&mut app);
        tap(&mut app, Buttons::DOWN);
        assert_eq!(
            app.screen(),
            Screen::GameOver {
                sel: ResultItem::Retry
            }
        );
        tap(&mut app, confirm.ok());
        assert_eq!(app.screen(), Screen::Banner);
        let want = Game::new(&RESOURCES, level).unwrap();
        assert_eq!(
            state(app.game().unwrap()),
            state(&want),
            "as New Game starts it"
        );
        assert_eq!(lines(&mut app), [format!("level {} start", level + 1)]);
        assert_eq!(app.take_sounds().as_slice(), [Sound::Select]);
    }
}

#[test]
fn level_select_on_game_over_opens_the_list() {
    let mut app = game_over(Confirm::Cross);
    let unlocked = app.save.unlocked;
    let level = app.game().unwrap().sim.level();
    assert_ne!(
        level, 0,
        "a game over past Level 1 tells where the list opens"
    );
    app.take_sounds();
    taps(&mut app, &[Buttons::UP, Buttons::CROSS]);
    // The list opens on the level just played.
    assert_eq!(app.screen(), Screen::LevelSelect { sel: level });
    assert!(app.game().is_none());
    assert_eq!(app.save.unlocked, unlocked);
    assert_eq!(app.take_sounds().as_slice(), [Sound::Select]);
}

#[test]
fn the_demo_s_game_over_offers_no_retry() {
    // A demo that ends while no player watches: its level is the tutorial, no level of
    // New Game's list, so RETRY is greyed and skipped.
    let mut app = App::demo_autoplay(&RESOURCES);
    let mut n = 0;
    while !matches!(app.screen(), Screen::GameOver { .. }) {
        app.update(Buttons::NONE);
        n += 1;
        assert!(n < 30_000, "the demo ends on game over");
    }
    tap(&mut app, Buttons::DOWN);
    assert_eq!(
        app.screen(),
        Screen::GameOver {
            sel: ResultItem::LevelSelect
        }
    );
    tap(&mut app, Buttons::DOWN);
    assert_eq!(
        app.screen(),
        Screen::GameOver {
            sel: ResultItem::Title
        }
    );
}
