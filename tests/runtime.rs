//! The two programs (the game and the standalone sandbox) driven only through the platform
//! boundary, `bounceback::runtime::Program`, by a host stand-in for the PSP loop: the game
//! through it is the application itself, frame for frame; the save goes out and back in
//! as bytes the platform never reads; the autoplay modes end on their pinned hashes; the
//! sandbox on its own is the title's SANDBOX screen, and a frame of it allocates nothing.

mod sandbox_support;
mod support;

use bounceback::app::runtime::AppProgram;
use bounceback::app::sandbox::runtime::SandboxProgram;
use bounceback::app::App;
use bounceback::content::RESOURCES;
use bounceback::gfx::{Color32, Frame};
use bounceback::input::{Buttons, Confirm};
use bounceback::runtime::{Boot, Effects, Event, Program, SaveWrite, Timing};
use bounceback::sim::replay;
use bounceback::tool::app_run::{held_at, picture};
use sandbox_support::{from_boot, route, route_end, START};
use support::alloc::Counting;
use support::walk;

#[global_allocator]
static GLOBAL: Counting = Counting;

const W: i32 = 480;
const H: i32 = 272;

/// The PSP loop's part that matters on the host: start-up with what the "stick" holds,
/// then update, draw, and every save written at once.
struct Host<P: Program> {
    program: P,
    screen: Vec<Color32>,
    written: Vec<SaveWrite>,
}

impl<P: Program> Host<P> {
    /// Starts `program` with `stick` as the bytes found for the save (none: no save).
    fn boot(mut program: P, stick: Option<&[u8]>, moved: bool) -> Host<P> {
        let save = match stick {
            Some(b) if program.keeps_save() => program.read_save(Ok(b)).map(Some),
            _ => Ok(None),
        };
        program.start(Boot {
            save,
            moved,
            confirm: Confirm::Cross,
            no_stick: false,
        });
        Host {
            program,
            screen: vec![0; (W * H) as usize],
            written: Vec::new(),
        }
    }

    fn frame(&mut self, held: Buttons, timing: &Timing) -> Effects {
        let fx = self.program.update(held);
        // Each frame starts black, as the GPU's clear makes it.
        self.screen.fill(0);
        let mut f = Frame::new(&mut self.screen, W, H, W as usize).unwrap();
        self.program.draw(&mut f, timing);
        if let Some(w) = self.program.take_save() {
            self.written.push(w);
            self.program.save_done(true);
        }
        fx
    }
}

fn lines(fx: &Effects) -> Vec<String> {
    fx.lines.iter().map(|l| l.to_string()).collect()
}

#[test]
fn the_game_through_the_boundary_is_the_application_frame_for_frame() {
    // Seeds whose walk (the pins' generator, `support::walk`) plays a level within 1500
    // frames.
    for seed in [1, 2, 3] {
        let mut host = Host::boot(AppProgram::player(&RESOURCES, None), None, false);
        let mut app = App::new(&RESOURCES, Ok(None));
        app.set_confirm(Confirm::Cross);
        let mut stepped = 0;
        for (i, &held) in walk::buttons(seed, &[], 1500).iter().enumerate() {
            let frame = i + 1;
            let ticks = |a: &App<'_>| a.game().map(|g| g.sim.ticks());
            let before = ticks(&app);
            let request = app.update(held);
            let fx = host.frame(held, &Timing::default());
            assert_eq!(
                fx.stepped,
                ticks(&app) != before,
                "seed {seed} frame {frame}"
            );
            stepped += fx.stepped as u32;
            assert_eq!(fx.exit, request == bounceback::app::Request::Exit);
            let want: Vec<String> = app.take_lines().iter().map(|l| l.to_string()).collect();
            assert_eq!(lines(&fx), want, "seed {seed} frame {frame}");
            let sounds: Vec<u8> = app.take_sounds().iter().map(|&s| s as u8).collect();
            assert_eq!(fx.sounds.as_slice(), sounds, "seed {seed} frame {frame}");
            assert_eq!((fx.sound_on, fx.overlay), (app.sound_on(), app.overlay()));
            if let Some(bytes) = app.take_save() {
                let w = host.written.last().expect("the program wrote no save");
                assert_eq!(w.bytes, bytes, "seed {seed} frame {frame}");
                assert_eq!(w.detail, bounceback::app::save::detail(&app.save));
                app.save_done(true);
            }
            assert_eq!(host.written.len() as u32, app.saves().written());
            if frame % 50 == 0 {
                assert!(
                    host.screen == picture(&app),
                    "seed {seed} frame {frame}: the pictures differ"
                );
            }
        }
        assert!(stepped > 0, "seed {seed}: no level was played");
    }
}

#[test]
fn the_save_goes_out_and_comes_back_as_bytes() {
    // A save found in an old place is written to the new one at once.
    let mut host = Host::boot(AppProgram::player(&RESOURCES, None), None, true);
    assert!(host.program.save_status().unsaved);
    host.frame(Buttons::NONE, &Timing::default());
    let first = host.written.pop().expect("the moved save was not written");
    assert_eq!(first.detail.as_str(), "Level 1 reached");
    assert!(!host.program.save_status().unsaved);

    // A failed write is retried, and the player told.
    let mut host = Host::boot(AppProgram::player(&RESOURCES, None), None, true);
    let program = &mut host.program;
    program.update(Buttons::NONE);
    assert!(program.take_save().is_some());
    program.save_done(false);
    let status = program.save_status();
    assert!(status.unsaved && status.failures == 1);
    assert_eq!(
        lines(&program.update(Buttons::NONE)),
        ["save failed, will retry"]
    );

    // The program reads what it wrote, and refuses what it did not.
    let program = AppProgram::player(&RESOURCES, None);
    assert!(program.read_save(Ok(&first.bytes)).is_ok());
    let mut damaged = first.bytes.clone();
    *damaged.last_mut().unwrap() ^= 1;
    let e = program.read_save(Ok(&damaged)).err().unwrap();
    assert_eq!(e.to_string(), "the save file is corrupt (checksum)");
    let e = program.read_save(Err(0x8011_0325)).err().unwrap();
    assert_eq!(e.to_string(), "the save could not be read (80110325)");
    let mut host = Host::boot(program, Some(&damaged), true);
    let fx = host.frame(Buttons::NONE, &Timing::default());
    assert_eq!(
        lines(&fx),
        [
            "save ignored: the save file is corrupt (checksum)",
            "confirm: cross"
        ]
    );
    // Nothing is written over it, not even as a moved save, until the player says so; a
    // sleep or an exit has nothing to wait for.
    for _ in 0..200 {
        host.frame(Buttons::NONE, &Timing::default());
    }
    assert!(host.written.is_empty());
    assert!(!host.program.save_status().unsaved);
    for held in [Buttons::DOWN, Buttons::NONE, Buttons::CROSS, Buttons::NONE] {
        host.frame(held, &Timing::default());
    }
    assert_eq!(
        host.written.len(),
        1,
        "START A NEW SAVE OVER IT writes at once"
    );
    assert_eq!(host.written[0].detail.as_str(), "Level 1 reached");
}

#[test]
fn a_level_left_by_home_keeps_its_continue_point() {
    let mut host = Host::boot(AppProgram::player(&RESOURCES, None), None, false);
    // NEW GAME, the first level, past its banner, into play.
    for held in [Buttons::CROSS, Buttons::NONE].repeat(3) {
        host.frame(held, &Timing::default());
    }
    for _ in 0..30 {
        host.frame(Buttons::RIGHT, &Timing::default());
    }
    assert!(host.program.app().game().is_some());
    host.program.event(Event::ExitRequested);
    host.frame(Buttons::NONE, &Timing::default());
    let saved = host.written.last().expect("leaving wrote no save");
    assert!(
        saved.detail.contains("Continue: level 1"),
        "{}",
        saved.detail
    );
    // The next start offers Continue from it.
    let program = AppProgram::player(&RESOURCES, None);
    let host = Host::boot(program, Some(&saved.bytes), false);
    assert_eq!(
        host.program.app().screen(),
        bounceback::app::Screen::Title {
            sel: bounceback::app::TitleItem::Continue
        }
    );
}

#[test]
fn the_overlay_shows_the_timings_the_platform_measured() {
    let mut host = Host::boot(AppProgram::player(&RESOURCES, None), None, false);
    assert!(host.frame(Buttons::SELECT, &Timing::default()).overlay);
    let quiet = host.screen.clone();
    let timing = Timing {
        tick_us: 1234,
        draw_us: 5678,
        frame_us: 6912,
        ..Timing::default()
    };
    host.program.draw(
        &mut Frame::new(&mut host.screen, W, H, W as usize).unwrap(),
        &timing,
    );
    assert!(
        host.screen != quiet,
        "the timings did not reach the overlay"
    );
}

/// Runs an autoplay program to its end (no drawing: the hash is the simulation's) and
/// returns its hash line.
fn autoplay_line(mut program: AppProgram<'_>, key: &str) -> String {
    assert!(!program.keeps_save());
    program.start(Boot {
        save: Ok(None),
        moved: false,
        confirm: Confirm::Cross,
        no_stick: false,
    });
    for _ in 0..200_000 {
        let fx = program.update(Buttons::NONE);
        if let Some(l) = fx.lines.iter().find(|l| l.starts_with(key)) {
            return l.to_string();
        }
    }
    panic!("no {key} line");
}

#[test]
fn the_autoplay_modes_end_on_their_pinned_hashes() {
    // The hashes tests/pins.rs pins for the demo and level 0's replay.
    assert_eq!(
        autoplay_line(AppProgram::demo(&RESOURCES), "demo_hash="),
        "demo_hash=36a8a7b9bff4a18b"
    );
    let text = std::fs::read_to_string("tests/replays/level_00.txt").unwrap();
    assert!(replay::parse_text(&text).is_ok());
    assert_eq!(
        autoplay_line(AppProgram::replay(&RESOURCES, 0, &text), "replay_hash="),
        "replay_hash=1ed9a1306bce4d77"
    );
}

#[test]
fn an_autoplay_run_writes_no_save() {
    // It never read the player's save: a write would replace it. Level 0's replay runs
    // through its level complete (where the player's game saves) and on for a while.
    let text = std::fs::read_to_string("tests/replays/level_00.txt").unwrap();
    let mut program = AppProgram::replay(&RESOURCES, 0, &text);
    program.start(Boot {
        save: Ok(None),
        moved: false,
        confirm: Confirm::Cross,
        no_stick: false,
    });
    let mut said = Vec::new();
    for _ in 0..1500 {
        said.extend(lines(&program.update(Buttons::NONE)));
        assert!(program.take_save().is_none(), "{said:?}");
        assert!(!program.save_status().unsaved);
    }
    assert!(said.contains(&"level complete".to_string()), "{said:?}");
}

#[test]
fn the_sandbox_on_its_own_is_the_title_s_sandbox_screen() {
    let presses = from_boot();
    let mut game = Host::boot(AppProgram::player(&RESOURCES, None), None, false);
    for frame in 1..START {
        game.frame(held_at(&presses, frame), &Timing::default());
    }
    let opened = game.frame(held_at(&presses, START), &Timing::default());
    let mut alone = Host::boot(SandboxProgram::new(&RESOURCES), None, false);
    assert!(!alone.program.keeps_save());
    let route = route();
    let mut heard = 0;
    for k in 1..=route_end() + 30 {
        let g = game.frame(held_at(&presses, START + k), &Timing::default());
        let a = alone.frame(held_at(&route, k), &Timing::default());
        let mut want = lines(&g);
        if k == 1 {
            // The title printed its start when CROSS chose it; on its own, the first frame.
            want.splice(0..0, lines(&opened));
        }
        assert_eq!(lines(&a), want, "route frame {k}");
        assert_eq!(a.sounds, g.sounds, "route frame {k}");
        heard += a.sounds.len();
        assert!(!a.exit);
        if k % 25 == 0 {
            assert!(
                alone.screen == game.screen,
                "route frame {k}: pictures differ"
            );
        }
    }
    assert_eq!(heard, 5, "three keys, the gate, the exit");
    assert!(alone.program.scene().unwrap().through_gate());
    // Leaving the scene ends the program, with the title's back sound.
    let a = alone.frame(Buttons::CIRCLE, &Timing::default());
    assert!(a.exit);
    assert_eq!(a.sounds.as_slice(), [bounceback::sim::Sound::Back as u8]);
    assert!(alone.written.is_empty());
}

#[test]
fn a_sandbox_frame_through_the_boundary_allocates_nothing() {
    let mut alone = Host::boot(SandboxProgram::new(&RESOURCES), None, false);
    let route = route();
    let timing = Timing::default();
    let held: Vec<Buttons> = (1..=route_end()).map(|k| held_at(&route, k)).collect();
    let ((), n) = support::alloc::counted(|| {
        for &b in &held {
            alone.frame(b, &timing);
        }
    });
    assert_eq!(n, 0);
}

#[test]
fn the_save_is_named_for_the_eboots_disc_id_and_title() {
    let program = AppProgram::player(&RESOURCES, None);
    let slot = program.save_slot().expect("the game keeps a save");
    let toml = std::fs::read_to_string("Psp.toml").unwrap();
    let value = |key: &str| {
        toml.lines()
            .find_map(|l| {
                l.strip_prefix(key)?
                    .trim()
                    .strip_prefix('=')?
                    .trim()
                    .strip_prefix('"')?
                    .strip_suffix('"')
            })
            .unwrap_or_else(|| panic!("Psp.toml has no {key}"))
            .to_string()
    };
    assert_eq!(slot.game, value("disc_id"));
    assert_eq!(slot.title, value("title"));
    assert!(SandboxProgram::new(&RESOURCES).save_slot().is_none());
}

#[test]
fn without_a_memory_stick_the_game_plays_and_never_asks_for_a_write() {
    let mut program = AppProgram::player(&RESOURCES, None);
    program.start(Boot {
        save: Ok(None),
        moved: false,
        confirm: Confirm::Cross,
        no_stick: true,
    });
    let mut host = Host {
        program,
        screen: vec![0; (W * H) as usize],
        written: Vec::new(),
    };
    let mut said = Vec::new();
    // The notice, then New Game, level 1, a few seconds of play, pause, quit (YES).
    let mut presses = vec![
        (1, Buttons::CROSS),
        (10, Buttons::CROSS),
        (20, Buttons::CROSS),
    ];
    presses.extend([
        (30, Buttons::CROSS),
        (300, Buttons::START),
        (310, Buttons::DOWN),
    ]);
    presses.extend([
        (320, Buttons::DOWN),
        (330, Buttons::DOWN),
        (340, Buttons::CROSS),
    ]);
    presses.extend([(350, Buttons::LEFT), (360, Buttons::CROSS)]);
    for frame in 0..900 {
        let held = presses
            .iter()
            .find(|&&(f, _)| f == frame)
            .map_or(Buttons::NONE, |&(_, b)| b);
        let held = if (40..300).contains(&frame) {
            Buttons::RIGHT
        } else {
            held
        };
        let fx = host.frame(held, &Timing::default());
        said.extend(lines(&fx));
        assert!(!host.program.save_status().hold_sleep, "frame {frame}");
    }
    assert!(
        said.contains(&"no memory stick: not saving".to_string()),
        "{said:?}"
    );
    assert!(said.contains(&"level 1 start".to_string()), "{said:?}");
    assert!(host.written.is_empty(), "a save was handed out: {said:?}");
}
