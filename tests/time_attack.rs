//! TIME ATTACK in the platform-free core: the pack's level replays taken as runs (each
//! verified, kept and read back), the rules of the best time played with key presses, and
//! the ghost: where it is on every tick, and that it changes nothing of the player's run.

mod support;

use bounceback::embedded::RESOURCES;
use bounceback::sim::attack::{self, ghost::Ghost, Attack, Course, Phase, Run, Times, VerifyError};
use bounceback::sim::replay::{Player, ReplayEvent};
use bounceback::sim::Sim;
use support::runs::{delayed, level_replay};

fn playable() -> usize {
    RESOURCES.levels.len() - 1
}

/// Plays `events` as a time attack run of `level`, pressing the keys as they come, with
/// `best`'s ghost or none; the state hash after every tick, and the run.
fn attack(
    level: usize,
    events: &[ReplayEvent],
    best: Option<&Run>,
    ghost_path: Option<&mut Vec<(i32, i32)>>,
) -> (Vec<u64>, Phase, Option<Run>) {
    let mut a = Attack::start(&RESOURCES, level, best).unwrap();
    let mut player = Player::new(events);
    let mut hashes = Vec::new();
    let mut path = ghost_path;
    while a.phase() == Phase::Running && a.ticks() < 20_000 {
        for e in player.before_next_step() {
            a.key(e.key, e.pressed);
        }
        a.step(&RESOURCES);
        hashes.push(a.sim.state_hash());
        if let (Some(p), Some(g)) = (path.as_mut(), a.ghost.as_ref()) {
            p.push(g.position());
        }
    }
    (hashes, a.phase(), a.run())
}

/// The run a level replay makes: it finishes, is recorded as pressed, and verifies.
fn run_of(level: usize, events: &[ReplayEvent]) -> Run {
    let (_, phase, run) = attack(level, events, None, None);
    let run = run.unwrap_or_else(|| panic!("level {level}: {phase:?}"));
    assert_eq!(
        attack::verify(&RESOURCES, level, &run),
        Ok(()),
        "level {level}"
    );
    run
}

#[test]
fn every_level_replay_is_a_run_that_verifies_and_reads_back() {
    let mut times = Times::default();
    for level in 0..playable() {
        let events = level_replay(level);
        let run = run_of(level, &events);
        // The recording is the presses as they came, so the run is the replay itself.
        assert_eq!(run.events, events, "level {level}");
        assert_eq!(Run::read(&run.to_bytes()).as_ref(), Ok(&run));
        assert!(times.offer(level, run).kept);
    }
    assert!(times.verify_all(&RESOURCES).is_empty());
    assert_eq!(times.iter().count(), playable());
}

#[test]
fn a_run_that_does_not_finish_on_its_tick_is_not_kept() {
    let level = 5;
    let run = run_of(level, &level_replay(level));
    let mut early = run.clone();
    early.ticks += 1;
    assert_eq!(
        attack::verify(&RESOURCES, level, &early),
        Err(VerifyError::FinishedAt(run.ticks))
    );
    let mut late = run.clone();
    late.ticks -= 1;
    assert_eq!(
        attack::verify(&RESOURCES, level, &late),
        Err(VerifyError::NotFinished)
    );
    // Another level's run does not finish this one.
    let other = run_of(6, &level_replay(6));
    assert!(attack::verify(&RESOURCES, level, &other).is_err());
    let mut times = Times::default();
    times.offer(level, late);
    times.offer(6, other.clone());
    let dropped = times.verify_all(&RESOURCES);
    assert_eq!(dropped, vec![(level, VerifyError::NotFinished)]);
    assert_eq!(times.best(level), None);
    assert_eq!(times.best(6), Some(&other));
    assert!(matches!(
        attack::verify(&RESOURCES, 200, &run),
        Err(VerifyError::Load(_))
    ));
}

#[test]
fn the_best_is_kept_only_when_a_run_is_faster() {
    let mut checked = 0;
    for level in 0..playable() {
        let events = level_replay(level);
        // A wait at the start may let something in the level (an enemy, a platform) move
        // into the ball's way: the levels where the slower run still finishes are raced.
        let (_, _, Some(slow)) = attack(level, &delayed(&events, 40), None, None) else {
            continue;
        };
        let fast = run_of(level, &events);
        assert!(slow.ticks > fast.ticks, "level {level}");
        let mut times = Times::default();
        let first = times.offer(level, slow.clone());
        assert!(first.kept && first.previous.is_none());
        let faster = times.offer(level, fast.clone());
        assert!(faster.kept, "level {level}");
        assert_eq!(faster.previous, Some(slow.ticks));
        let slower = times.offer(level, slow.clone());
        assert!(!slower.kept, "level {level}");
        assert_eq!(slower.previous, Some(fast.ticks));
        assert_eq!(times.best(level), Some(&fast));
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} levels raced");
}

#[test]
fn a_death_ends_the_run_with_no_time() {
    use bounceback::sim::latch::Key;
    // A key held from the start on every level: the runs that lose the ball are checked.
    let mut died = 0;
    for level in 0..playable() {
        for key in Key::ALL {
            let mut a = Attack::start(&RESOURCES, level, None).unwrap();
            a.key(key, true);
            while a.phase() == Phase::Running && a.ticks() < 1200 {
                a.step(&RESOURCES);
            }
            let Phase::Failed { ticks } = a.phase() else {
                continue;
            };
            assert_eq!(ticks, a.ticks());
            assert_eq!(a.run(), None, "level {level}: a run that died has no time");
            // Nothing moves after the end, whatever is pressed.
            let h = a.sim.state_hash();
            a.key(Key::Jump, true);
            a.step(&RESOURCES);
            assert_eq!((a.sim.state_hash(), a.ticks()), (h, ticks));
            died += 1;
        }
    }
    assert!(died > 0, "no held key lost the ball on any level");
}

#[test]
fn the_ghost_is_the_best_run_tick_by_tick_and_changes_nothing() {
    for level in [0, 5, 13, playable() - 1] {
        let best = run_of(level, &level_replay(level));
        // The best run's ball, tick by tick, from the kept bytes' own replay.
        let kept = Run::read(&best.to_bytes()).unwrap();
        let mut sim = Sim::load(&RESOURCES, level, attack::ATTACK_STATS).unwrap();
        let mut player = Player::new(&kept.events);
        let mut want = Vec::new();
        for _ in 0..kept.ticks {
            for e in player.before_next_step() {
                sim.key(e.key, e.pressed);
            }
            sim.step(&RESOURCES);
            want.push((sim.ball().x, sim.ball().y));
        }
        // The player races it with a slower run; and then with the best run itself.
        for events in [delayed(&level_replay(level), 40), level_replay(level)] {
            let (alone, phase_alone, _) = attack(level, &events, None, None);
            let mut path = Vec::new();
            let (raced, phase_raced, _) = attack(level, &events, Some(&kept), Some(&mut path));
            assert_eq!(alone, raced, "level {level}: the ghost changed the run");
            assert_eq!(phase_alone, phase_raced);
            let n = path.len().min(want.len());
            assert_eq!(path[..n], want[..n], "level {level}");
            // After its last tick the ghost waits where it finished.
            for p in &path[n..] {
                assert_eq!(Some(p), want.last());
            }
        }
        // The ghost alone, to its end and past it.
        let mut g = Ghost::new(&RESOURCES, level, &kept).unwrap();
        for (i, w) in want.iter().enumerate() {
            assert!(!g.finished());
            g.step(&RESOURCES);
            assert_eq!((g.position(), g.steps()), (*w, i as u32 + 1));
        }
        assert!(g.finished());
        g.step(&RESOURCES);
        assert_eq!(
            (g.position(), g.steps()),
            (*want.last().unwrap(), kept.ticks)
        );
    }
}

/// A slow human-like run of `ticks`: a key event every 1 to 8 ticks (5 a second on
/// average, a press and a release each 0.4 s, more than the busiest solver run's 4.5),
/// keys drawn at random. Its size is what matters here: the events' count and gaps.
fn human_like(ticks: u32, seed: u64) -> Run {
    let mut rng = seed | 1;
    let mut next = || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let keys = bounceback::sim::latch::Key::ALL;
    let mut events = Vec::new();
    let mut held = [false; 4];
    let mut tick = 0;
    loop {
        tick += 1 + (next() % 8) as u32;
        if tick > ticks {
            break;
        }
        let k = (next() % 4) as usize;
        held[k] = !held[k];
        events.push(ReplayEvent {
            tick,
            key: keys[k],
            pressed: held[k],
        });
    }
    Run { ticks, events }
}

/// The save's size with every playable level's best run: the solver's runs (the pack's
/// level replays) and slow human-like ones (three times the solver's time, and at least
/// two minutes). Printed as a table (`cargo test --test time_attack -- --nocapture
/// sizes`); `docs/FORMAT.md` has the figures.
#[test]
fn sizes_of_the_runs_and_the_save_with_all_of_them() {
    use bounceback::app::save::SaveData;
    let mut solver = SaveData::default();
    let mut human = SaveData::default();
    let base = solver.to_bytes(1).len();
    println!("| level | solver ticks | events | bytes | human-like ticks | events | bytes |");
    println!("|---|---|---|---|---|---|---|");
    let (mut most_solver, mut most_human) = (0, 0);
    for level in 0..playable() {
        let run = run_of(level, &level_replay(level));
        let slow = human_like((run.ticks * 3).max(2400), 2 * level as u64 + 1);
        let (a, b) = (run.to_bytes().len(), slow.to_bytes().len());
        println!(
            "| {} | {} | {} | {a} | {} | {} | {b} |",
            level + 1,
            run.ticks,
            run.events.len(),
            slow.ticks,
            slow.events.len(),
        );
        // An event takes one byte within 15 ticks of the last (every human-like one), two
        // within 2,047 (the solver's, on its 5-tick grid); the counts at most 6 here.
        assert!(a <= 2 * run.events.len() + 6, "level {level}");
        assert!(b <= slow.events.len() + 6, "level {level}");
        most_solver = most_solver.max(a);
        most_human = most_human.max(b);
        assert!(solver.times.offer(level, run).kept);
        assert!(human.times.offer(level, slow).kept);
    }
    let (s, h) = (solver.to_bytes(1).len(), human.to_bytes(1).len());
    println!(
        "biggest run: solver {most_solver} B, human-like {most_human} B; the save with none \
         {base} B, with every solver run {s} B, with every human-like run {h} B"
    );
    // Each time record costs its run, the level's byte and the record's length (and a
    // level of MY LEVELS its checksum's 4 bytes).
    let runs = |d: &SaveData| {
        d.times
            .iter()
            .map(|(c, r)| r.to_bytes().len() + 3 + 4 * usize::from(matches!(c, Course::Made(_))))
            .sum::<usize>()
    };
    assert_eq!(s, base + runs(&solver));
    assert_eq!(h, base + runs(&human));
    // MY LEVELS full (21 levels, as many as the set's playable ones), each with a slow run
    // as long as the set's: with every set level's slow run too, the save still fits.
    let mut both = human.clone();
    for (level, run) in human
        .times
        .iter()
        .map(|(c, r)| (c, r.clone()))
        .collect::<Vec<_>>()
    {
        let Course::Set(level) = level else {
            unreachable!()
        };
        let made = Course::Made(0x4D59_0000 + level as u32);
        assert!(both.times.offer(made, run).kept, "my level {level}");
    }
    let m = both.to_bytes(1).len();
    println!(
        "with every human-like run of the set's 21 levels and of MY LEVELS' 21: {m} B (the \
         runs {} B of the {} B budget)",
        both.times.bytes(),
        attack::TIMES_BUDGET
    );
    assert_eq!(m, base + runs(&both));
    assert_eq!(m - h, runs(&human) + 4 * playable());
    assert!(both.times.bytes() <= attack::TIMES_BUDGET);
    assert!(m <= bounceback::runtime::SAVE_MAX, "{m} bytes");
    // Within the budget, which keeps the save's data file in the one 32 KB cluster of the
    // stick it takes today (`runtime/save_plan/space.rs`).
    assert!(human.times.bytes() <= attack::TIMES_BUDGET);
    assert!(h <= 32 * 1024, "{h} bytes");
    assert!(h <= bounceback::runtime::SAVE_MAX, "{h} bytes");
    // The save with every slow run, for the emulator (tests/emu/savedata.sh: read back past
    // the 4 KB the console once read).
    assert!(h > 4096, "{h} bytes");
    std::fs::create_dir_all("target/time_attack").unwrap();
    std::fs::write(
        "target/time_attack/slow_runs.sav",
        human.to_bytes(RESOURCES.levels_crc),
    )
    .unwrap();
}

/// The ghost in the wide view's picture: a disc of its own colour blended over the level
/// where it is, nothing changed elsewhere, nothing drawn when it is out of the view.
#[test]
fn the_ghost_is_drawn_translucent_where_it_is_and_nowhere_else() {
    use bounceback::gfx::{blend, SCREEN_H, SCREEN_W};
    use bounceback::render::scene::{GHOST, GHOST_RIM};
    use bounceback::tool::play::{draw_frame, draw_ghost_over};
    let sim = Sim::load(&RESOURCES, 0, attack::ATTACK_STATS).unwrap();
    let mut plain = vec![0u32; (SCREEN_W * SCREEN_H) as usize];
    draw_frame(&RESOURCES, &sim, &mut plain);
    let b = sim.ball();
    let d = RESOURCES.ball_sprites[b.sprite].width as i32;
    for (dx, dy) in [(48, 0), (-30, -20), (0, 0)] {
        let at = (b.x + dx, b.y + dy);
        let mut with = plain.clone();
        draw_ghost_over(&RESOURCES, &sim, at, b.sprite, &mut with);
        // The player's ball is where the camera centres it: find it through a ghost on it.
        let mut changed = 0;
        let (mut x0, mut y0, mut x1, mut y1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
        for (i, (p, w)) in plain.iter().zip(&with).enumerate() {
            if p != w {
                // Blended once, with the fill or the rim.
                assert!(
                    *w == blend(*p, GHOST) || *w == blend(*p, GHOST_RIM),
                    "pixel {i}"
                );
                let (x, y) = (i as i32 % SCREEN_W, i as i32 / SCREEN_W);
                (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
                changed += 1;
            }
        }
        // A disc: as wide as tall, the ball's size, about pi/4 of its square.
        assert_eq!((x1 - x0 + 1, y1 - y0 + 1), (d, d), "ghost at {at:?}");
        assert!(changed * 100 > d * d * 70 && changed * 100 < d * d * 85);
    }
    // Far outside the view: nothing.
    let mut with = plain.clone();
    draw_ghost_over(&RESOURCES, &sim, (b.x + 2000, b.y), b.sprite, &mut with);
    assert!(with == plain);
}

/// `bounceback play --ghost`: the run's summary is the same with the ghost; its pictures
/// show it.
#[test]
fn the_play_tool_races_a_ghost_in_its_pictures() {
    use bounceback::tool::play::{run, RunOptions, View};
    let level = 0;
    let best = level_replay(level);
    let mine = delayed(&best, 40);
    for view in [View::Wide, View::Original] {
        let go = |ghost: Option<&[ReplayEvent]>| {
            let mut hashes = Vec::new();
            let s = run(
                &RESOURCES,
                RunOptions {
                    level: Some(level),
                    replay: &mine,
                    frame_hashes: Some(&mut hashes),
                    view,
                    ghost,
                    ..RunOptions::default()
                },
            )
            .unwrap();
            (s, String::from_utf8(hashes).unwrap())
        };
        let (alone, pictures) = go(None);
        let (raced, ghosted) = go(Some(&best));
        assert_eq!(alone, raced);
        assert!(alone.exit);
        let differ = pictures
            .lines()
            .zip(ghosted.lines())
            .filter(|(a, b)| a != b)
            .count();
        assert!(differ > 0, "{view:?}: the ghost was never drawn");
    }
}

/// The ghost in the original's own 176 x 208 picture: a disc of the ball's size that moves
/// as its position does (20 pixels right, 20 pixels further right), only inside the view
/// (never over the HUD rows below it), nothing when it is out of the view.
#[test]
fn the_ghost_is_drawn_in_the_original_view_under_its_camera() {
    use bounceback::render::original::SCREEN;
    use bounceback::render::scene::ORIGINAL_VIEW_H;
    use bounceback::sim::flow::Game;
    use bounceback::tool::play::{draw_ghost_over_original, draw_original};
    let game = Game::new(&RESOURCES, 0).unwrap();
    let (w, h) = (SCREEN.w, SCREEN.h);
    let mut plain = vec![0u32; (w * h) as usize];
    draw_original(&RESOURCES, &game, 0, false, &mut plain).unwrap();
    let b = game.sim.ball();
    let d = RESOURCES.ball_sprites[b.sprite].width as i32;
    let changed_box = |dx: i32, dy: i32| {
        let mut with = plain.clone();
        draw_ghost_over_original(
            &RESOURCES,
            &game.sim,
            (b.x + dx, b.y + dy),
            b.sprite,
            &mut with,
        );
        let mut r: Option<(i32, i32, i32, i32)> = None;
        for (i, (p, q)) in plain.iter().zip(&with).enumerate() {
            if p != q {
                let (x, y) = (i as i32 % w, i as i32 / w);
                assert!(y < ORIGINAL_VIEW_H, "the ghost drew on the HUD row {y}");
                r = Some(r.map_or((x, y, x, y), |(x0, y0, x1, y1)| {
                    (x0.min(x), y0.min(y), x1.max(x), y1.max(y))
                }));
            }
        }
        r
    };
    let (a, b2) = (changed_box(20, -8).unwrap(), changed_box(40, -8).unwrap());
    assert_eq!((a.2 - a.0 + 1, a.3 - a.1 + 1), (d, d), "{a:?}");
    assert_eq!((b2.0 - a.0, b2.1 - a.1, b2.2 - a.2), (20, 0, 20));
    assert_eq!(changed_box(2000, 0), None);
}
