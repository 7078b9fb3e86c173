//! TIME ATTACK played by presses through the application, as a player does: the title's
//! entry, its level list, a run steered with the buttons frame by frame, the results and
//! RETRY. The best is kept only when a run is faster, in the save written.

mod support;

use bounceback::app::{save::SaveData, App, AttackChoice, AttackEnd, Screen, TitleItem};
use bounceback::embedded::RESOURCES;
use bounceback::input::Buttons;
use bounceback::sim::attack::{Attack, Phase};
use bounceback::sim::replay::{self, ReplayEvent};
use bounceback::sim::Key;
use support::press::tap;
use support::runs::{delayed, level_replay};

fn button(k: Key) -> Buttons {
    match k {
        Key::Left => Buttons::LEFT,
        Key::Right => Buttons::RIGHT,
        Key::Down => Buttons::DOWN,
        Key::Jump => Buttons::CROSS,
    }
}

/// The buttons held for step `tick`: every event up to it applied.
fn held_at(events: &[ReplayEvent], tick: u32) -> Buttons {
    let mut held = Buttons::NONE;
    for e in events.iter().take_while(|e| e.tick <= tick) {
        held = if e.pressed {
            held | button(e.key)
        } else {
            Buttons(held.0 & !button(e.key).0)
        };
    }
    held
}

/// A save with levels `finished` done in New Game (a best bonus each).
fn save_with(finished: &[usize]) -> SaveData {
    let mut s = SaveData::default();
    for &k in finished {
        s.best[k] = 100;
    }
    s
}

/// From the title to TIME ATTACK's list.
fn to_the_list(app: &mut App<'_>) {
    for _ in 0..12 {
        if app.screen()
            == (Screen::Title {
                sel: TitleItem::TimeAttack,
            })
        {
            tap(app, Buttons::CROSS);
            assert!(matches!(app.screen(), Screen::AttackList { .. }));
            return;
        }
        tap(app, Buttons::DOWN);
    }
    panic!("no TIME ATTACK on the title: {:?}", app.screen());
}

/// From the banner (or at once, after RETRY), the buttons of `events` held tick by tick
/// until the run ends; the banner is dismissed with the first tick's buttons (or START
/// when none), which act from the first tick, as a player's held direction does.
fn race(app: &mut App<'_>, events: &[ReplayEvent]) -> AttackEnd {
    race_seeing(app, events, &mut Vec::new())
}

/// [`race`], noting where the ghost was at each frame (`None`: no ghost).
fn race_seeing(
    app: &mut App<'_>,
    events: &[ReplayEvent],
    ghost: &mut Vec<Option<(i32, i32)>>,
) -> AttackEnd {
    assert!(
        matches!(app.screen(), Screen::Banner | Screen::Playing),
        "{:?}",
        app.screen()
    );
    assert_eq!(app.game().map(|g| g.sim.ticks()), Some(0));
    for _ in 0..60_000 {
        if let Some(end) = app.attack_end() {
            return end;
        }
        let tick = app.game().map_or(0, |g| g.sim.ticks()) + 1;
        let mut held = held_at(events, tick);
        if app.screen() == Screen::Banner && held == Buttons::NONE {
            held = Buttons::START;
        }
        app.update(held);
        ghost.push(app.ghost_position());
    }
    panic!("the run did not end: {:?}", app.screen());
}

/// The save the application last wrote, read back.
fn written(app: &mut App<'_>) -> SaveData {
    let mut last = None;
    while let Some(b) = app.take_save() {
        app.save_done(true);
        last = Some(b);
    }
    let b = last.expect("no save written");
    SaveData::from_bytes(&b, RESOURCES.levels_crc, true).unwrap()
}

/// The run files the application asks the platform to write (MY LEVELS' own jobs answered
/// as on a stick with no MY LEVELS folder), each answered as written: their paths and texts.
fn run_files(app: &mut App<'_>) -> Vec<(String, String)> {
    use bounceback::runtime::{FileAnswer, FileError, FileJob};
    let mut out = Vec::new();
    while let Some(job) = app.take_file_job() {
        match job {
            FileJob::Write { path, bytes } if path.contains("/RUNS/") => {
                out.push((path.to_string(), String::from_utf8(bytes).unwrap()));
                app.file_done(Ok(FileAnswer::Done));
            }
            _ => app.file_done(Err(FileError::NotFound)),
        }
    }
    out
}

#[test]
fn a_faster_run_replaces_the_best_and_a_slower_one_does_not() {
    let level = 0;
    let fast = level_replay(level);
    let slow = delayed(&fast, 40);
    let mut app = App::new(&RESOURCES, Ok(Some(save_with(&[level]))));
    let before = written_or_default(&mut app);
    to_the_list(&mut app);
    assert_eq!(app.screen(), Screen::AttackList { sel: 0 });
    tap(&mut app, Buttons::CROSS);
    // The slow run first: the level's first time, no ghost to race.
    let mut seen = Vec::new();
    let AttackEnd::Finished {
        ticks: slow_ticks,
        offer: Some(first),
        save_full: false,
    } = race_seeing(&mut app, &slow, &mut seen)
    else {
        panic!("the slow run did not finish");
    };
    assert!(first.kept && first.previous.is_none());
    assert!(seen.iter().all(Option::is_none));
    assert_eq!(
        app.screen(),
        Screen::AttackResult {
            sel: AttackChoice::Retry
        }
    );
    let s = written(&mut app);
    let kept = s.times.best(level).unwrap();
    assert_eq!((kept.ticks, &kept.events), (slow_ticks, &slow));
    // Its replay file beside the game: the run as kept, which plays again to the door.
    let files = run_files(&mut app);
    let want = format!(
        "ms0:/PSP/GAME/BounceBack/RUNS/{:08X}/level-1.replay.txt",
        RESOURCES.levels_crc
    );
    assert_eq!(files.len(), 1);
    assert_eq!(files[0].0, want);
    assert_eq!(replay::parse_text(&files[0].1).unwrap(), slow);
    assert_eq!(
        bounceback::sim::attack::verify(&RESOURCES, level, kept),
        Ok(())
    );
    // RETRY at once (no banner): the faster run replaces it, the ghost of the slow one
    // beside it.
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Playing);
    let mut seen = Vec::new();
    let AttackEnd::Finished {
        ticks: fast_ticks,
        offer: Some(second),
        ..
    } = race_seeing(&mut app, &fast, &mut seen)
    else {
        panic!("the fast run did not finish");
    };
    assert!(fast_ticks < slow_ticks);
    assert!(
        seen.iter().all(Option::is_some),
        "the slow run's ghost raced"
    );
    assert!(second.kept);
    assert_eq!(second.previous, Some(slow_ticks));
    let s = written(&mut app);
    assert_eq!(s.times.best(level).map(|r| r.ticks), Some(fast_ticks));
    assert_eq!(s.times.best(level).map(|r| &r.events), Some(&fast));
    let files = run_files(&mut app);
    assert_eq!(files.len(), 1, "the new best's file written over the old");
    assert_eq!(
        (
            files[0].0.as_str(),
            replay::parse_text(&files[0].1).unwrap()
        ),
        (want.as_str(), fast.clone())
    );
    // The slow run again: not kept, the best stays.
    tap(&mut app, Buttons::CROSS);
    let AttackEnd::Finished {
        offer: Some(third), ..
    } = race(&mut app, &slow)
    else {
        panic!("the slow run did not finish");
    };
    assert!(!third.kept);
    assert_eq!(third.previous, Some(fast_ticks));
    assert!(app.take_save().is_none(), "nothing new to write");
    assert!(run_files(&mut app).is_empty(), "no file for a run not kept");
    // Nothing of New Game's moved: records, unlocks, the Continue point.
    let after = app_save(&app);
    assert_eq!(after.settings.records, before.settings.records);
    assert_eq!(after.unlocked, before.unlocked);
    assert_eq!(after.snapshot, before.snapshot);
    assert!(!app.can_continue());
    // LEVEL LIST, then back to the title on the entry.
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::AttackList { sel: level });
    tap(&mut app, Buttons::CIRCLE);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::TimeAttack
        }
    );
}

fn written_or_default(app: &mut App<'_>) -> SaveData {
    while app.take_save().is_some() {
        app.save_done(true);
    }
    app_save(app)
}

fn app_save(app: &App<'_>) -> SaveData {
    app.save.clone()
}

#[test]
fn a_level_not_finished_does_not_start_and_a_lost_ball_keeps_no_time() {
    // A level where a held key loses the ball (found with the core's run).
    let (level, key) = (0..RESOURCES.levels.len() - 1)
        .flat_map(|l| Key::ALL.map(|k| (l, k)))
        .find(|&(l, k)| {
            let mut a = Attack::start(&RESOURCES, l, None).unwrap();
            a.key(k, true);
            while a.phase() == Phase::Running && a.ticks() < 1200 {
                a.step(&RESOURCES);
            }
            matches!(a.phase(), Phase::Failed { .. })
        })
        .expect("no held key loses the ball");
    let other = if level == 0 { 1 } else { 0 };
    let mut app = App::new(&RESOURCES, Ok(Some(save_with(&[level]))));
    to_the_list(&mut app);
    // Down to the level not finished: it does not start.
    for _ in 0..other {
        tap(&mut app, Buttons::DOWN);
    }
    assert_eq!(app.screen(), Screen::AttackList { sel: other });
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::AttackList { sel: other });
    // The finished one does; the held key loses the ball.
    while app.screen() != (Screen::AttackList { sel: level }) {
        tap(
            &mut app,
            if level > other {
                Buttons::DOWN
            } else {
                Buttons::UP
            },
        );
    }
    tap(&mut app, Buttons::CROSS);
    let hold = [ReplayEvent {
        tick: 1,
        key,
        pressed: true,
    }];
    let end = race(&mut app, &hold);
    assert!(matches!(end, AttackEnd::Lost(_)), "{end:?}");
    assert_eq!(app.save.times.best(level), None);
}

/// A faster run the console's save could not hold is not kept: the results say SAVE FULL
/// and the save is left as it was.
#[test]
fn a_run_the_save_cannot_hold_is_not_kept() {
    use bounceback::sim::attack::Run;
    let level = 0;
    let mut save = save_with(&[level]);
    // Other levels' runs filling the runs' budget to a few bytes short (the save's file then
    // stays within what the console reads: the budget is the bound that acts).
    let filler = |events: u32| Run {
        ticks: events * 4 + 1,
        events: (1..=events)
            .map(|i| ReplayEvent {
                tick: i * 4,
                key: Key::Left,
                pressed: i % 2 == 1,
            })
            .collect(),
    };
    use bounceback::sim::attack::TIMES_BUDGET;
    let mut l = 1;
    while save.times.bytes() + 2100 < TIMES_BUDGET {
        assert!(save.times.offer(l, filler(2000)).kept);
        l += 1;
    }
    let room = TIMES_BUDGET - save.times.bytes();
    assert!(save.times.offer(l, filler(room as u32 - 20)).kept);
    let short = TIMES_BUDGET - save.times.bytes();
    assert!(short < 30, "{short} bytes left");
    assert!(save.to_bytes(1).len() <= bounceback::runtime::SAVE_MAX);
    let mut app = App::new(&RESOURCES, Ok(Some(save.clone())));
    to_the_list(&mut app);
    tap(&mut app, Buttons::CROSS);
    let end = race(&mut app, &level_replay(level));
    let AttackEnd::Finished {
        offer: Some(o),
        save_full: true,
        ..
    } = end
    else {
        panic!("{end:?}");
    };
    assert!(!o.kept && o.over_budget && o.previous.is_none());
    assert_eq!(app.save.times, save.times);
    assert!(app.save.to_bytes(1).len() <= bounceback::runtime::SAVE_MAX);
}

/// A saved best that does not finish its level on its tick when played again (as the
/// ghost) is dropped as the run ends: the run then is the level's first time.
#[test]
fn a_saved_best_that_does_not_finish_on_its_tick_is_dropped() {
    use bounceback::sim::attack::Run;
    let level = 0;
    let fast = level_replay(level);
    // The replay's own keys, claiming one tick less than they take: false.
    let true_ticks = {
        let mut app = App::new(&RESOURCES, Ok(Some(save_with(&[level]))));
        to_the_list(&mut app);
        tap(&mut app, Buttons::CROSS);
        match race(&mut app, &fast) {
            AttackEnd::Finished { ticks, .. } => ticks,
            e => panic!("{e:?}"),
        }
    };
    let mut save = save_with(&[level]);
    assert!(
        save.times
            .offer(
                level,
                Run {
                    ticks: true_ticks - 1,
                    events: fast.clone()
                }
            )
            .kept
    );
    let mut app = App::new(&RESOURCES, Ok(Some(save)));
    to_the_list(&mut app);
    tap(&mut app, Buttons::CROSS);
    let AttackEnd::Finished {
        ticks,
        offer: Some(o),
        ..
    } = race(&mut app, &delayed(&fast, 40))
    else {
        panic!("the run did not finish");
    };
    assert_eq!(ticks, true_ticks + 40);
    assert!(o.kept && o.previous.is_none(), "{o:?}");
    assert_eq!(app.save.times.best(level).map(|r| r.ticks), Some(ticks));
}

/// A save with a damaged time record: the rest is kept, the player told, the record left
/// out of the next save.
#[test]
fn a_damaged_saved_time_is_dropped_with_a_notice_and_the_rest_kept() {
    use bounceback::res::crc32::crc32;
    let mut s = save_with(&[0, 1]);
    s.settings.records[0] = 4321;
    let good = s.to_bytes(RESOURCES.levels_crc);
    // A time record for Level 1 (index 0) whose run has a byte after its last event.
    let mut payload = good[13..].to_vec();
    payload.extend_from_slice(&[0, 4, 0, 5, 0, 0]);
    let mut file = good[..5].to_vec();
    file.extend_from_slice(&(payload.len() as u32).to_be_bytes());
    file.extend_from_slice(&crc32(&payload).to_be_bytes());
    file.extend_from_slice(&payload);
    let read = SaveData::from_bytes(&file, RESOURCES.levels_crc, true).unwrap();
    assert_eq!(read.refused.len(), 1);
    let mut app = App::new(&RESOURCES, Ok(Some(read)));
    assert_eq!(app.notice(), Some(bounceback::app::TIME_DROPPED));
    let lines = app.take_lines();
    assert!(
        lines
            .iter()
            .any(|l| l.contains("save record 6") && l.contains("bytes after")),
        "{lines:?}"
    );
    assert_eq!(app.save.settings.records[0], 4321);
    assert_eq!(app.save.best[1], 100);
    assert_eq!(app.save.times.best(0), None);
    // Written again, the file reads clean.
    app.request_save();
    let again = written(&mut app);
    assert!(again.refused.is_empty());
    assert_eq!(again.settings.records[0], 4321);
}

/// The list to level `level`'s row, from the title.
fn list_at(app: &mut App<'_>, level: usize) {
    to_the_list(app);
    for _ in 0..level {
        tap(app, Buttons::DOWN);
    }
    assert_eq!(app.screen(), Screen::AttackList { sel: level });
}

/// From the results to the list by LEVEL LIST.
fn results_to_list(app: &mut App<'_>, level: usize) {
    tap(app, Buttons::DOWN);
    tap(app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::AttackList { sel: level });
}

/// A best slower than the level's par leaves its row unmarked; one at the par (the par's
/// own run, played with the buttons) earns the gold PAR; no other row has it. A set
/// without par marks no row, whatever the best.
#[test]
fn a_best_at_par_is_marked_on_the_list_and_a_slower_one_is_not() {
    use bounceback::sim::attack::{clock, Run};
    let level = 2;
    let par = RESOURCES
        .par(level)
        .expect("the pack has a par for every level");
    let run = Run::read(par.run).unwrap();
    assert_eq!(run.ticks, par.ticks);
    let mut app = App::new(&RESOURCES, Ok(Some(save_with(&[level]))));
    list_at(&mut app, level);
    assert_eq!(app.attack_row(level).2, "", "no time yet");
    tap(&mut app, Buttons::CROSS);
    let AttackEnd::Finished { ticks, .. } = race(&mut app, &delayed(&run.events, 30)) else {
        panic!("the delayed par run did not finish");
    };
    assert_eq!(ticks, par.ticks + 30);
    results_to_list(&mut app, level);
    let (_, status, badge) = app.attack_row(level);
    assert_eq!(status.as_str(), format!("BEST {}", clock(par.ticks + 30)));
    assert_eq!(badge, "", "slower than par");
    tap(&mut app, Buttons::CROSS);
    let AttackEnd::Finished { ticks, offer, .. } = race(&mut app, &run.events) else {
        panic!("the par run did not finish");
    };
    assert_eq!(ticks, par.ticks);
    assert!(offer.is_some_and(|o| o.kept));
    results_to_list(&mut app, level);
    let (_, status, badge) = app.attack_row(level);
    assert_eq!(status.as_str(), format!("BEST {}", clock(par.ticks)));
    assert_eq!(badge, "PAR");
    for k in (0..RESOURCES.levels.len() - 1).filter(|&k| k != level) {
        assert_eq!(app.attack_row(k).2, "", "level {k}");
    }
    // The same save on the set without its par: no mark.
    let mut bare = RESOURCES.get().clone();
    bare.pars = std::borrow::Cow::Borrowed(&[]);
    let bare: &'static _ = Box::leak(Box::new(bare));
    let app = App::new(bare, Ok(Some(app.save.clone())));
    let (_, status, badge) = app.attack_row(level);
    assert_eq!(status.as_str(), format!("BEST {}", clock(par.ticks)));
    assert_eq!(badge, "");
}

/// Runs the app's file jobs on the host folder `root` (the memory stick) until none is due.
fn pump(app: &mut App<'_>, root: &std::path::Path) {
    while let Some(job) = app.take_file_job() {
        let r = bounceback::tool::host_stick::serve(root, job);
        app.file_done(r);
    }
}

/// A level of MY LEVELS: the editor's new level (the ball rolls right to the door), its
/// ball started `from` cells in from the left wall.
fn made_doc(from: i8) -> bounceback::edit::Doc {
    let mut d = bounceback::edit::Doc::new();
    d.start.1 = from;
    d
}

/// Writes MY LEVELS' folder on the stick at `root`: `docs` as LEVEL 1, LEVEL 2, ... (none
/// finished by its maker); their checksums, the keys of their times.
fn my_levels_on(root: &std::path::Path, docs: &[bounceback::edit::Doc]) -> Vec<u32> {
    use bounceback::edit::{set, MAX_CELLS};
    let dir = root.join("PSP/GAME/BounceBack/MYLEVELS");
    std::fs::create_dir_all(&dir).unwrap();
    let mut bufs = vec![[0u8; MAX_CELLS]; docs.len()];
    let levels: Vec<_> = docs
        .iter()
        .zip(bufs.iter_mut())
        .map(|(d, b)| d.level(b))
        .collect();
    std::fs::write(dir.join("lf"), set::lf_file(&RESOURCES, &levels).unwrap()).unwrap();
    for (name, bytes) in set::art_files(&RESOURCES).unwrap() {
        std::fs::write(dir.join(name), bytes).unwrap();
    }
    let index: String = (1..=docs.len())
        .map(|k| format!("LEVEL {k}|0|0\n"))
        .collect();
    std::fs::write(dir.join("mylevels.txt"), index).unwrap();
    levels
        .iter()
        .map(|l| set::chunks_crc(&l.header_bytes(), &l.map_bytes()))
        .collect()
}

/// [`tap`], the file jobs answered by the stick at `root`.
fn tap_on(app: &mut App<'_>, root: &std::path::Path, b: Buttons) {
    app.update(b);
    pump(app, root);
    app.update(Buttons::NONE);
    pump(app, root);
}

/// Every level of MY LEVELS is raced in TIME ATTACK (its maker need not have finished it),
/// listed under a MY LEVELS heading after the set's levels, by name, with no par. Its best
/// is kept in the save by the level's checksum: faster replaces it, slower does not, the
/// ghost races beside, its run file plays the folder's level to the door in `bounceback
/// play`. A level changed since (a new checksum) shows no time, and its old time goes when
/// the next best of MY LEVELS is kept; the set's times stay.
#[test]
fn every_level_of_my_levels_is_raced_and_its_best_kept_by_checksum() {
    use bounceback::sim::attack::{clock, Course, Run};
    let root = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("attack-mylevels");
    let _ = std::fs::remove_dir_all(&root);
    let crcs = my_levels_on(&root, &[made_doc(2), made_doc(8)]);
    assert_ne!(crcs[0], crcs[1]);
    // A save with a time of the set's level 1 (its par's run) and no level finished.
    let par = RESOURCES.par(0).unwrap();
    let mut save = SaveData::default();
    assert!(save.times.offer(0, Run::read(par.run).unwrap()).kept);
    let mut app = App::new(&RESOURCES, Ok(Some(save)));
    pump(&mut app, &root);
    let set = RESOURCES.levels.len() - 1;
    to_the_list(&mut app);
    // The heading's row is empty and the cursor passes over it.
    assert_eq!(app.attack_row(set), Default::default());
    for _ in 0..set {
        tap_on(&mut app, &root, Buttons::DOWN);
    }
    let row = set + 1;
    assert_eq!(app.screen(), Screen::AttackList { sel: row });
    let (name, status, badge) = app.attack_row(row);
    assert_eq!(
        (name.as_str(), status.as_str(), badge),
        ("LEVEL 1", "NO TIME YET", "")
    );
    assert_eq!(app.attack_row(row + 1).0.as_str(), "LEVEL 2");
    // A slow run (right from tick 21), then RETRY and a fast one with the ghost beside.
    let right = |from| {
        vec![ReplayEvent {
            tick: from,
            key: Key::Right,
            pressed: true,
        }]
    };
    tap_on(&mut app, &root, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Banner);
    let AttackEnd::Finished {
        ticks: slow,
        offer: Some(first),
        ..
    } = race(&mut app, &right(21))
    else {
        panic!("the slow run did not finish");
    };
    assert!(first.kept && first.previous.is_none());
    tap_on(&mut app, &root, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Playing);
    let mut seen = Vec::new();
    let AttackEnd::Finished {
        ticks: fast,
        offer: Some(second),
        ..
    } = race_seeing(&mut app, &right(1), &mut seen)
    else {
        panic!("the fast run did not finish");
    };
    assert_eq!(fast + 20, slow, "the same run 20 ticks later");
    assert!(second.kept && second.previous == Some(slow));
    assert!(seen.iter().all(Option::is_some), "the ghost raced");
    let s = written(&mut app);
    let kept = s.times.best(Course::Made(crcs[0])).unwrap();
    assert_eq!((kept.ticks, &kept.events), (fast, &right(1)));
    assert_eq!(s.times.best(0).map(|r| r.ticks), Some(par.ticks));
    // Its run file: the folder's level 1 played to the door by the tool.
    pump(&mut app, &root);
    let file = root.join(format!(
        "PSP/GAME/BounceBack/RUNS/{:08X}/my-{:08X}.replay.txt",
        RESOURCES.levels_crc, crcs[0]
    ));
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(replay::parse_text(&text).unwrap(), right(1));
    let dir = root.join("PSP/GAME/BounceBack/MYLEVELS");
    let args: Vec<String> = ["play", "--res", dir.to_str().unwrap(), "--level", "0"]
        .iter()
        .map(|s| s.to_string())
        .chain(["--replay".into(), file.to_str().unwrap().into()])
        .collect();
    let mut out = Vec::new();
    bounceback::tool::run(&args, &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("\"exit\":true"), "{out}");
    // Slower again: not kept. LEVEL LIST is back on the level's row, showing its best.
    tap_on(&mut app, &root, Buttons::CROSS);
    let AttackEnd::Finished {
        offer: Some(third), ..
    } = race(&mut app, &right(5))
    else {
        panic!("the slower run did not finish");
    };
    assert!(!third.kept && third.previous == Some(fast));
    tap_on(&mut app, &root, Buttons::DOWN);
    tap_on(&mut app, &root, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::AttackList { sel: row });
    assert_eq!(
        app.attack_row(row).1.as_str(),
        format!("BEST {}", clock(fast))
    );
    assert_eq!(app.attack_row(row + 1).1.as_str(), "NO TIME YET");

    // Level 1 changed on the stick (its ball further in): no time shown for it, though the
    // save still holds the old one until a best of MY LEVELS is kept.
    let changed = my_levels_on(&root, &[made_doc(4), made_doc(8)]);
    assert_eq!(changed[1], crcs[1]);
    let mut app = App::new(&RESOURCES, Ok(Some(s.clone())));
    pump(&mut app, &root);
    assert_eq!(app.attack_row(row).1.as_str(), "NO TIME YET");
    assert!(app.save.times.best(Course::Made(crcs[0])).is_some());
    to_the_list(&mut app);
    for _ in 0..set + 1 {
        tap_on(&mut app, &root, Buttons::DOWN);
    }
    assert_eq!(app.screen(), Screen::AttackList { sel: row + 1 });
    tap_on(&mut app, &root, Buttons::CROSS);
    let AttackEnd::Finished { offer: Some(o), .. } = race(&mut app, &right(1)) else {
        panic!("level 2 did not finish");
    };
    assert!(o.kept);
    let s = written(&mut app);
    assert!(
        s.times.best(Course::Made(crcs[0])).is_none(),
        "the old level's time went"
    );
    assert!(s.times.best(Course::Made(crcs[1])).is_some());
    assert_eq!(
        s.times.best(0).map(|r| r.ticks),
        Some(par.ticks),
        "the set's kept"
    );
    assert_eq!(s.times.iter().count(), 2);
}
