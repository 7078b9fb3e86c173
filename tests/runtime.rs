//! The two programs (the game and the standalone sandbox) driven only through the platform
//! boundary, `bounceback::runtime::Program`, by the PSP's own frame driver
//! (`runtime::driver`) over a mock machine: the game through it is the application
//! itself, frame for frame; the save goes out and back in as bytes the platform never
//! reads; the autoplay modes end on their pinned hashes; the sandbox on its own is the
//! title's SANDBOX screen, and a frame of it allocates nothing. Then the driver's own
//! decisions, with a scripted program: HOME and the program's exit against the save and
//! the deadline, the power lock, the order of events, input and the save's calls, the perf
//! and first-frame lines.

mod sandbox_support;
mod support;

use bounceback::app::program::AppProgram;
use bounceback::app::App;
use bounceback::embedded::RESOURCES;
use bounceback::gfx::{Canvas, Color32, Frame, Image, Rect};
use bounceback::input::{Buttons, Confirm};
use bounceback::runtime::driver::{Driver, ListUse, Note, Platform, Store, EXIT_FRAMES};
use bounceback::runtime::{
    Boot, Effects, Event, HeapCounts, JobError, Line, Program, SaveSlot, SaveStatus, SaveWrite,
    Timing,
};
use bounceback::sandbox::program::SandboxProgram;
use bounceback::sim::replay;
use bounceback::tool::support::{held_at, picture};
use sandbox_support::{from_boot, route, route_end, START};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use support::alloc::Counting;
use support::walk;

#[global_allocator]
static GLOBAL: Counting = Counting;

const W: i32 = 480;
const H: i32 = 272;

/// How the mock's save slot answers a write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Writes {
    /// Ended within the call, as the host tool's are.
    AtOnce,
    /// Ends at the n-th poll after its start (the PSP's take frames).
    After(u32),
    /// Never ends (a stick that hangs).
    Never,
    /// Cannot start.
    Refused,
    /// Ends within the call, failed this way.
    Failing(JobError),
}

/// A screen of the PSP's size, owned; each frame starts black, as the GPU's clear makes it.
/// Its second buffer is the scratch a picture is drawn in before it is scaled, as the GPU
/// draws one into a texture first.
struct Screen(Vec<Color32>, Vec<Color32>);

impl Screen {
    fn frame(&mut self) -> Frame<'_> {
        Frame::new(&mut self.0, W, H, W as usize)
            .unwrap()
            .with_scratch(&mut self.1)
    }
}

impl Canvas for Screen {
    fn size(&self) -> (i32, i32) {
        (W, H)
    }
    fn fill_rect(&mut self, r: Rect, color: Color32) {
        self.frame().fill_rect(r, color);
    }
    fn blit(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32) {
        self.frame().blit(img, src, dx, dy);
    }
    fn blit_tinted(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32, tint: Color32) {
        self.frame().blit_tinted(img, src, dx, dy, tint);
    }
    fn picture(
        &mut self,
        size: (i32, i32),
        dst: Rect,
        filter: bounceback::gfx::scale::Filter,
        paint: &mut dyn FnMut(&mut dyn Canvas),
    ) {
        self.frame().picture(size, dst, filter, paint);
    }
}

/// What the mock and the script program were asked, in order (for the tests of order).
type Log = Rc<RefCell<Vec<String>>>;

/// A machine for the driver: HOME and sleep at chosen frames, a pad held as told, a save
/// slot whose writes take as long as told, a power lock that refuses to be taken twice or
/// undone when not held, a clock a test program can move. A frame of it allocates nothing
/// (but for a save handed to it, and the log when there is one).
struct Mock {
    /// The frame being run, from 1.
    frame: u32,
    /// The volumes the driver last handed over.
    volume: Option<bounceback::audio::Volume>,
    clock: Rc<Cell<i64>>,
    held: Buttons,
    pad_reads: u32,
    suspend_at: Option<u32>,
    exit_at: Option<u32>,
    slot: bool,
    writes: Writes,
    /// Polls left until the running write ends.
    writing: Option<u32>,
    written: Vec<SaveWrite>,
    /// The frames writes started and ended on.
    started: Vec<u32>,
    ended: Vec<u32>,
    locked: bool,
    locks: Vec<(u32, bool)>,
    list: ListUse,
    /// The heap's counts, when the mock counts them (the peak drops to the live bytes at
    /// each ask, as the PSP's does).
    heap: Option<HeapCounts>,
    /// The room a save takes, as the platform reports it after a write failed for it.
    needed_kb: u32,
    /// This frame's lines from the program.
    lines: heapless::Vec<Line, 16>,
    /// The driver's notes since start, with their frames.
    notes: heapless::Vec<(u32, Note), 64>,
    exited_at: Option<u32>,
    screen: Screen,
    log: Option<Log>,
}

impl Mock {
    fn new(slot: bool) -> Mock {
        Mock {
            frame: 0,
            clock: Rc::new(Cell::new(0)),
            held: Buttons::NONE,
            pad_reads: 0,
            suspend_at: None,
            exit_at: None,
            slot,
            writes: Writes::AtOnce,
            writing: None,
            written: Vec::new(),
            started: Vec::new(),
            ended: Vec::new(),
            locked: false,
            locks: Vec::new(),
            list: ListUse::default(),
            heap: None,
            needed_kb: 0,
            volume: None,
            lines: heapless::Vec::new(),
            notes: heapless::Vec::new(),
            exited_at: None,
            screen: Screen(vec![0; (W * H) as usize], vec![0; (W * H) as usize]),
            log: None,
        }
    }

    fn log(&self, what: impl FnOnce() -> String) {
        if let Some(log) = &self.log {
            log.borrow_mut().push(what());
        }
    }

    /// The driver's lines, with their frames.
    fn said(&self) -> Vec<(u32, String)> {
        self.notes
            .iter()
            .map(|(f, n)| (*f, n.to_string()))
            .collect()
    }

    /// The frames of the notes `keep` picks.
    fn frames_of(&self, keep: impl Fn(&Note) -> bool) -> Vec<u32> {
        self.notes
            .iter()
            .filter(|(_, n)| keep(n))
            .map(|(f, _)| *f)
            .collect()
    }
}

impl Platform for Mock {
    type Canvas = Screen;

    fn frame_start(&mut self) {
        self.frame += 1;
        self.lines.clear();
        self.log(|| format!("frame {}", self.frame));
    }
    fn now_us(&mut self) -> i64 {
        self.clock.get()
    }
    /// A memory stick with nothing of ours on it: MY LEVELS reads an empty list.
    fn file_start(
        &mut self,
        _: bounceback::runtime::files::FileJob,
    ) -> Option<bounceback::runtime::files::FileReply> {
        Some(Err(bounceback::runtime::files::FileError::NotFound))
    }
    fn buttons(&mut self) -> Buttons {
        self.pad_reads += 1;
        self.log(|| "buttons".into());
        self.held
    }
    fn take_suspend(&mut self) -> bool {
        self.suspend_at == Some(self.frame)
    }
    fn take_resumed(&mut self) -> bool {
        false
    }
    fn exit_requested(&mut self) -> bool {
        self.exit_at.is_some_and(|f| self.frame >= f)
    }
    fn line(&mut self, text: &str) {
        self.lines.push(text.try_into().unwrap()).unwrap();
    }
    fn heap(&mut self) -> Option<HeapCounts> {
        let now = self.heap;
        if let Some(h) = &mut self.heap {
            h.peak = h.live;
        }
        now
    }
    fn note(&mut self, note: Note) {
        self.log(|| format!("note {note}"));
        self.notes.push((self.frame, note)).unwrap();
    }
    fn set_sound(&mut self, _on: bool) {}
    fn set_volume(&mut self, volume: bounceback::audio::Volume) {
        self.volume = Some(volume);
    }
    fn play(&mut self, _index: u8) {}
    fn can_save(&self) -> bool {
        self.slot
    }
    fn save_idle(&self) -> bool {
        self.writing.is_none()
    }
    fn save_poll(&mut self) -> Option<Result<(), JobError>> {
        let left = self.writing?;
        if left > 1 {
            self.writing = Some(left - 1);
            return None;
        }
        self.writing = None;
        self.ended.push(self.frame);
        self.log(|| "write ended".into());
        Some(Ok(()))
    }
    fn save_start(&mut self, save: &SaveWrite) -> Store {
        assert!(self.writing.is_none(), "a write started over a running one");
        self.log(|| "write started".into());
        self.written.push(save.clone());
        self.started.push(self.frame);
        match self.writes {
            Writes::AtOnce => Store::Done(Ok(())),
            Writes::After(n) => {
                self.writing = Some(n);
                Store::Running
            }
            Writes::Never => {
                self.writing = Some(u32::MAX);
                Store::Running
            }
            Writes::Refused => Store::NotStarted,
            Writes::Failing(e) => Store::Done(Err(e)),
        }
    }
    fn save_needed_kb(&self) -> u32 {
        self.needed_kb
    }
    fn power_lock(&mut self) {
        assert!(!self.locked, "frame {}: locked twice", self.frame);
        self.locked = true;
        self.locks.push((self.frame, true));
    }
    fn power_unlock(&mut self) {
        assert!(self.locked, "frame {}: unlocked, not locked", self.frame);
        self.locked = false;
        self.locks.push((self.frame, false));
    }
    fn begin_frame(&mut self) -> &mut Screen {
        self.screen.0.fill(0);
        &mut self.screen
    }
    fn end_frame(&mut self) {}
    fn list_use(&self) -> ListUse {
        self.list
    }
    fn present(&mut self) {}
    fn exit(&mut self) {
        assert_eq!(self.exited_at, None, "exited twice");
        self.exited_at = Some(self.frame);
    }
}

/// A program driven, as the PSP drives it, by the frame driver over the mock.
struct Host<P: Program> {
    program: P,
    driver: Driver,
    mock: Mock,
}

impl<P: Program> Host<P> {
    /// Starts `program` with `stick` as the bytes found for the save (none: no save).
    fn boot(mut program: P, stick: Option<&[u8]>, moved: bool) -> Host<P> {
        let save = match stick {
            Some(b) if program.keeps_save() => program.read_save(Ok(b)).map(Some),
            _ => Ok(None),
        };
        let mut boot = Boot::new(save);
        boot.moved = moved;
        boot.confirm = Confirm::Cross;
        program.start(boot);
        Host::started(program)
    }

    /// Drives a program already started; it has a save slot when it keeps a save.
    fn started(program: P) -> Host<P> {
        let mock = Mock::new(program.save_slot().is_some());
        Host {
            program,
            driver: Driver::new(0),
            mock,
        }
    }

    fn frame(&mut self, held: Buttons) -> Effects {
        self.mock.held = held;
        let fx = self.driver.frame(&mut self.program, &mut self.mock);
        assert_eq!(self.mock.lines, fx.lines, "the platform got other lines");
        fx
    }

    /// Runs frames with nothing held until the program exits (at most `most`); the frame
    /// it exited on.
    fn until_exit(&mut self, most: u32) -> Option<u32> {
        for _ in 0..most {
            self.frame(Buttons::NONE);
            if self.mock.exited_at.is_some() {
                break;
            }
        }
        self.mock.exited_at
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
            let fx = host.frame(held);
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
            // The mock's empty stick, as the driver asks it: one file job a frame.
            if app.take_file_job().is_some() {
                app.file_done(Err(bounceback::runtime::files::FileError::NotFound));
            }
            assert_eq!((fx.sound_on, fx.overlay), (app.sound_on(), app.overlay()));
            assert_eq!(fx.volume, app.volume(), "seed {seed} frame {frame}");
            assert_eq!(host.mock.volume, Some(fx.volume), "the driver handed it on");
            if let Some(bytes) = app.take_save() {
                let w = host.mock.written.last().expect("the program wrote no save");
                assert_eq!(w.bytes, bytes, "seed {seed} frame {frame}");
                assert_eq!(w.detail, bounceback::app::save::detail(&app.save));
                app.save_done(true);
            }
            assert_eq!(host.mock.written.len() as u32, app.saves().written());
            if frame % 50 == 0 {
                assert!(
                    host.mock.screen.0 == picture(&app),
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
    host.frame(Buttons::NONE);
    let first = host
        .mock
        .written
        .pop()
        .expect("the moved save was not written");
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
    let e = program
        .read_save(Err(JobError::Code(0x8011_0325)))
        .err()
        .unwrap();
    assert_eq!(e.to_string(), "the save could not be read (80110325)");
    let mut host = Host::boot(program, Some(&damaged), true);
    let fx = host.frame(Buttons::NONE);
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
        host.frame(Buttons::NONE);
    }
    assert!(host.mock.written.is_empty());
    assert!(!host.program.save_status().unsaved);
    // START A NEW SAVE OVER IT asks REPLACE THE SAVE? on NO; YES writes at once.
    for held in [Buttons::DOWN, Buttons::NONE, Buttons::CROSS, Buttons::NONE] {
        host.frame(held);
    }
    assert!(host.mock.written.is_empty(), "not before YES");
    for held in [Buttons::LEFT, Buttons::NONE, Buttons::CROSS, Buttons::NONE] {
        host.frame(held);
    }
    assert_eq!(
        host.mock.written.len(),
        1,
        "YES to REPLACE THE SAVE? writes at once"
    );
    assert_eq!(host.mock.written[0].detail.as_str(), "Level 1 reached");
}

#[test]
fn a_level_left_by_home_keeps_its_continue_point() {
    let mut host = Host::boot(AppProgram::player(&RESOURCES, None), None, false);
    // NEW GAME, the first level, past its banner, into play.
    for held in [Buttons::CROSS, Buttons::NONE].repeat(3) {
        host.frame(held);
    }
    for _ in 0..30 {
        host.frame(Buttons::RIGHT);
    }
    assert!(host.program.app().game().is_some());
    // HOME: the driver tells the program, which writes the point; the exit follows.
    host.mock.exit_at = Some(host.mock.frame + 1);
    assert_eq!(host.until_exit(1), Some(host.mock.frame));
    assert_eq!(
        host.mock.said(),
        [
            (1, "first frame after 0 ms".into()),
            (host.mock.frame, "exit requested".into()),
            (host.mock.frame, "save stored".into()),
            (host.mock.frame, "exit".into())
        ]
    );
    let saved = host.mock.written.last().expect("leaving wrote no save");
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
    assert!(host.frame(Buttons::SELECT).overlay);
    let quiet = host.mock.screen.0.clone();
    let mut timing = Timing::default();
    timing.tick_us = 1234;
    timing.draw_us = 5678;
    timing.frame_us = 6912;
    host.program.draw(
        &mut Frame::new(&mut host.mock.screen.0, W, H, W as usize).unwrap(),
        &timing,
    );
    assert!(
        host.mock.screen.0 != quiet,
        "the timings did not reach the overlay"
    );
}

/// Runs an autoplay program to its end (no drawing: the hash is the simulation's) and
/// returns its hash line.
fn autoplay_line(mut program: AppProgram<'_>, key: &str) -> String {
    assert!(!program.keeps_save());
    let mut boot = Boot::new(Ok(None));
    boot.confirm = Confirm::Cross;
    program.start(boot);
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
    let mut boot = Boot::new(Ok(None));
    boot.confirm = Confirm::Cross;
    program.start(boot);
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
        game.frame(held_at(&presses, frame));
    }
    let opened = game.frame(held_at(&presses, START));
    let mut alone = Host::boot(SandboxProgram::new(&RESOURCES), None, false);
    assert!(!alone.program.keeps_save());
    let route = route();
    let mut heard = 0;
    for k in 1..=route_end() + 30 {
        let g = game.frame(held_at(&presses, START + k));
        let a = alone.frame(held_at(&route, k));
        let mut want = lines(&g);
        if k == 1 {
            // The title printed its start when CROSS chose it; on its own, the first frame.
            want.splice(0..0, lines(&opened));
        }
        assert_eq!(lines(&a), want, "route frame {k}");
        assert_eq!(a.sounds, g.sounds, "route frame {k}");
        heard += a.sounds.len();
        assert!(!a.exit);
        // The title's sandbox ends on a panel that offers the title back (the room's end,
        // issue 46); on its own the room has no title to go back to and stands as it was.
        if k % 25 == 0 && !game.program.app().sandbox_done() {
            assert!(
                alone.mock.screen.0 == game.mock.screen.0,
                "route frame {k}: pictures differ"
            );
        }
    }
    assert_eq!(heard, 5, "three keys, the gate, the exit");
    assert!(alone.program.scene().unwrap().through_gate());
    // Leaving the scene ends the program, with the title's back sound.
    let a = alone.frame(Buttons::CIRCLE);
    assert!(a.exit);
    assert_eq!(a.sounds.as_slice(), [bounceback::sim::Sound::Back as u8]);
    assert!(alone.mock.written.is_empty());
}

#[test]
fn a_sandbox_frame_through_the_boundary_allocates_nothing() {
    let mut alone = Host::boot(SandboxProgram::new(&RESOURCES), None, false);
    let route = route();
    let held: Vec<Buttons> = (1..=route_end()).map(|k| held_at(&route, k)).collect();
    let ((), n) = support::alloc::counted(|| {
        for &b in &held {
            alone.frame(b);
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
    assert_eq!(slot.game.as_str(), value("disc_id"));
    assert_eq!(slot.title.as_str(), value("title"));
    assert!(SandboxProgram::new(&RESOURCES).save_slot().is_none());
    let legacy = slot
        .legacy
        .expect("the built-in set's slot names its old files");
    assert_eq!(legacy.older_files, ["SAVE.BIN", "SAVE.NEW"]);
}

#[test]
fn a_save_slot_s_limits_are_told_when_it_is_built_never_cut() {
    use bounceback::runtime::{
        GameName, LegacySlot, SaveTitle, SlotError, GAME_NAME_MAX, OLDER_FILES_MAX, SAVE_TITLE_MAX,
    };
    // The system's game name holds 12 bytes and the NUL: 12 pass whole, 13 are refused.
    let twelve = "ABCDEFGHIJ12";
    assert_eq!(twelve.len(), GAME_NAME_MAX);
    assert_eq!(GameName::new(twelve).unwrap().as_str(), twelve);
    assert_eq!(
        GameName::new("ABCDEFGHIJ123"),
        Err(SlotError::GameName { len: 13 })
    );
    for bad in ["", "BOUNCE/01", "BOUNCE 01", "BOUNCE\0"] {
        assert!(GameName::new(bad).is_err(), "{bad:?}");
    }
    assert!(GameName::new("ULUS-1234_a").is_ok());
    let e = GameName::new("ABCDEFGHIJ123").unwrap_err().to_string();
    assert!(e.contains("1 to 12") && e.contains("13 bytes"), "{e}");
    // The folder is the whole name and the set's 8 digits.
    let slot = SaveSlot::new(
        GameName::new(twelve).unwrap(),
        SaveTitle::of("T"),
        0x1234_abcd,
    );
    assert_eq!(slot.folder().as_str(), "ABCDEFGHIJ121234ABCD");
    // The browser's title holds 127 bytes and the NUL: 127 pass whole, 128, none and a NUL
    // are refused with their length.
    let long = "T".repeat(SAVE_TITLE_MAX + 1).leak();
    assert_eq!(SaveTitle::new(&long[1..]).unwrap().as_str().len(), 127);
    assert_eq!(SaveTitle::new(long), Err(SlotError::Title { len: 128 }));
    assert_eq!(SaveTitle::new(""), Err(SlotError::Title { len: 0 }));
    assert_eq!(SaveTitle::new("A\0B"), Err(SlotError::Title { len: 3 }));
    let e = SaveTitle::new(long).unwrap_err().to_string();
    assert!(e.contains("1 to 127") && e.contains("128 bytes"), "{e}");
    // Older files: up to the platform's room, more refused with their count.
    let files = || [heapless::String::new(), heapless::String::new()];
    let four = ["A", "B", "C", "D"];
    assert_eq!(four.len(), OLDER_FILES_MAX);
    let slot = LegacySlot::new("F", files(), &four).unwrap();
    assert_eq!(slot.older_files, four);
    assert_eq!(
        LegacySlot::new("F", files(), &["A", "B", "C", "D", "E"]),
        Err(SlotError::OlderFiles { count: 5 })
    );
}

#[test]
fn without_a_memory_stick_the_game_plays_and_never_asks_for_a_write() {
    let mut program = AppProgram::player(&RESOURCES, None);
    let mut boot = Boot::new(Ok(None));
    boot.confirm = Confirm::Cross;
    boot.no_stick = true;
    program.start(boot);
    // The slot stays offered (as it is not on a PSP without a stick), so a write the
    // program asked for would show.
    let mut host = Host::started(program);
    assert!(host.mock.slot);
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
        let fx = host.frame(held);
        said.extend(lines(&fx));
        assert!(!host.program.save_status().hold_sleep, "frame {frame}");
    }
    assert!(
        said.contains(&"no memory stick: not saving".to_string()),
        "{said:?}"
    );
    assert!(said.contains(&"level 1 start".to_string()), "{said:?}");
    assert!(
        host.mock.written.is_empty(),
        "a save was handed out: {said:?}"
    );
}

/// A program that does what a test says, on the frames it says: changes its save (a write
/// becomes due), asks to end, shows the overlay; it takes 1000 us to update and 2500 us
/// to draw on the shared clock, and logs its calls.
struct Script {
    frame: u32,
    clock: Rc<Cell<i64>>,
    log: Log,
    changes: Vec<u32>,
    exit_at: Option<u32>,
    overlay: fn(u32) -> bool,
    /// Microseconds the drawing of a frame takes beyond its usual 2500.
    slow: fn(u32) -> i64,
    /// Unwritten changes hold a sleep off.
    hold_sleep: bool,
    /// A change is not written yet / a write of it is due / one is out.
    unsaved: bool,
    due: bool,
    writing: bool,
    held: Vec<Buttons>,
    events: Vec<(u32, Event)>,
    done: Vec<(u32, bool)>,
    /// The writes told as failed for want of room: frame and the KB named.
    no_space: Vec<(u32, u32)>,
}

impl Script {
    fn new(clock: &Rc<Cell<i64>>, log: &Log) -> Script {
        Script {
            frame: 0,
            clock: clock.clone(),
            log: log.clone(),
            changes: Vec::new(),
            exit_at: None,
            overlay: |_| false,
            slow: |_| 0,
            hold_sleep: false,
            unsaved: false,
            due: false,
            writing: false,
            held: Vec::new(),
            events: Vec::new(),
            done: Vec::new(),
            no_space: Vec::new(),
        }
    }

    fn log(&self, what: String) {
        self.log.borrow_mut().push(what);
    }
}

impl Program for Script {
    type Save = ();
    type SaveError = &'static str;

    fn keeps_save(&self) -> bool {
        false
    }
    fn save_slot(&self) -> Option<SaveSlot> {
        None
    }
    fn read_save(&self, _found: Result<&[u8], JobError>) -> Result<(), &'static str> {
        Err("no save")
    }
    fn start(&mut self, _boot: Boot<(), &'static str>) {}
    fn event(&mut self, event: Event) {
        self.log(format!("event {event:?}"));
        // The driver tells it before the frame's update: the frame it is seen on is next.
        self.events.push((self.frame + 1, event));
    }
    fn update(&mut self, held: Buttons) -> Effects {
        self.frame += 1;
        self.log(format!("update {}", self.frame));
        self.held.push(held);
        self.clock.set(self.clock.get() + 1000);
        if self.changes.contains(&self.frame) {
            self.unsaved = true;
            self.due = true;
        }
        let mut fx = Effects::default();
        fx.stepped = true;
        fx.overlay = (self.overlay)(self.frame);
        fx.exit = self.exit_at == Some(self.frame);
        fx
    }
    fn draw(&mut self, _canvas: &mut impl Canvas, _timing: &Timing) {
        self.log("draw".into());
        self.clock
            .set(self.clock.get() + 2500 + (self.slow)(self.frame));
    }
    fn take_save(&mut self) -> Option<SaveWrite> {
        self.log("take_save".into());
        if !self.due || self.writing {
            return None;
        }
        self.due = false;
        self.writing = true;
        Some(SaveWrite {
            bytes: vec![self.frame as u8],
            detail: "scripted".try_into().unwrap(),
        })
    }
    fn save_no_space(&mut self, needed_kb: u32) {
        self.log(format!("save_no_space {needed_kb}"));
        self.no_space.push((self.frame, needed_kb));
        self.writing = false;
    }
    fn save_done(&mut self, ok: bool) {
        self.log(format!("save_done {ok}"));
        self.done.push((self.frame, ok));
        self.writing = false;
        if ok {
            self.unsaved = self.due;
        } else {
            self.due = true;
        }
    }
    fn save_status(&self) -> SaveStatus {
        SaveStatus {
            unsaved: self.unsaved,
            hold_sleep: self.hold_sleep && self.unsaved,
            ..SaveStatus::default()
        }
    }
}

/// A scripted program over a mock with a save slot, both logging to one log.
fn scripted(writes: Writes) -> (Host<Script>, Log) {
    let log: Log = Rc::default();
    let mut mock = Mock::new(true);
    mock.writes = writes;
    mock.log = Some(log.clone());
    let program = Script::new(&mock.clock, &log);
    let host = Host {
        program,
        driver: Driver::new(0),
        mock,
    };
    (host, log)
}

/// The log's entries of frame `frame` (from its `frame N` mark to the next).
fn frame_log(log: &Log, frame: u32) -> Vec<String> {
    let log = log.borrow();
    let mark = format!("frame {frame}");
    let start = log.iter().position(|l| *l == mark).expect("no such frame") + 1;
    log[start..]
        .iter()
        .take_while(|l| !l.starts_with("frame "))
        .cloned()
        .collect()
}

fn position(entries: &[String], what: &str) -> usize {
    entries
        .iter()
        .position(|e| e == what)
        .unwrap_or_else(|| panic!("no {what} in {entries:?}"))
}

#[test]
fn home_during_a_write_waits_for_it_then_exits() {
    // The game with a save moved from an old place: written at once, at frame 1; each
    // write takes 30 frames. HOME at frame 10, on the title (nothing more to write).
    let mut host = Host::boot(AppProgram::player(&RESOURCES, None), None, true);
    host.mock.writes = Writes::After(30);
    host.mock.exit_at = Some(10);
    let exited = host.until_exit(200);
    assert_eq!(host.mock.started, [1]);
    assert_eq!(host.mock.ended, [31]);
    assert_eq!(
        exited,
        Some(31),
        "not at the write's end: {:?}",
        host.mock.said()
    );
    assert_eq!(
        host.mock.said()[1..],
        [
            (10, "exit requested".into()),
            (31, "save stored".into()),
            (31, "exit".into())
        ]
    );
    assert!(!host.program.save_status().unsaved);
}

#[test]
fn home_mid_level_waits_for_the_continue_point_to_be_written() {
    let mut host = Host::boot(AppProgram::player(&RESOURCES, None), None, false);
    host.mock.writes = Writes::After(20);
    for held in [Buttons::CROSS, Buttons::NONE].repeat(3) {
        host.frame(held);
    }
    for _ in 0..30 {
        host.frame(Buttons::RIGHT);
    }
    assert!(host.program.app().game().is_some());
    assert!(host.mock.written.is_empty());
    let home = host.mock.frame + 1;
    host.mock.exit_at = Some(home);
    let exited = host.until_exit(200).expect("no exit");
    // The point is written from HOME's frame and the exit comes when that write ends.
    assert_eq!(host.mock.started, [home]);
    assert_eq!(exited, home + 20);
    let saved = host.mock.written.last().unwrap();
    assert!(
        saved.detail.contains("Continue: level 1"),
        "{}",
        saved.detail
    );
    assert_eq!(host.mock.said().last().unwrap().1, "exit");
}

#[test]
fn home_with_a_write_that_never_ends_exits_at_the_deadline() {
    let mut host = Host::boot(AppProgram::player(&RESOURCES, None), None, true);
    host.mock.writes = Writes::Never;
    host.mock.exit_at = Some(10);
    let exited = host.until_exit(500);
    // HOME's frame and the 119 after it: 2 s of frames, the last one exits.
    assert_eq!(exited, Some(10 + EXIT_FRAMES - 1));
    assert_eq!(
        host.mock.said()[1..],
        [
            (10, "exit requested".into()),
            (10 + EXIT_FRAMES - 1, "exit with the save unwritten".into())
        ]
    );
}

#[test]
fn a_program_s_exit_waits_for_its_save_within_the_deadline() {
    // Nothing unsaved: at once.
    let (mut host, _) = scripted(Writes::After(5));
    host.program.exit_at = Some(7);
    assert_eq!(host.until_exit(300), Some(7));
    assert_eq!(host.mock.said()[1..], [(7, "exit".into())]);
    // A change made on the same frame: once it is written.
    let (mut host, _) = scripted(Writes::After(5));
    host.program.exit_at = Some(7);
    host.program.changes = vec![7];
    assert_eq!(host.until_exit(300), Some(12));
    assert_eq!(
        host.mock.said()[1..],
        [(12, "save stored".into()), (12, "exit".into())]
    );
    assert_eq!(host.program.done, [(12, true)]);
    // A write that never ends: the frame 2 s after the program's own.
    let (mut host, _) = scripted(Writes::Never);
    host.program.exit_at = Some(7);
    host.program.changes = vec![7];
    assert_eq!(host.until_exit(300), Some(7 + EXIT_FRAMES));
    assert_eq!(
        host.mock.said()[1..],
        [(7 + EXIT_FRAMES, "exit with the save unwritten".into())]
    );
    // Without a save slot there is no write to wait for, but the program's word counts:
    // unsaved changes still take the deadline (a program that cannot save says so).
    let (mut host, _) = scripted(Writes::Never);
    host.mock.slot = false;
    host.program.exit_at = Some(7);
    host.program.changes = vec![3];
    assert_eq!(host.until_exit(300), Some(7 + EXIT_FRAMES));
    assert!(host.mock.written.is_empty());
    assert!(host.program.done.is_empty());
}

#[test]
fn the_power_lock_is_held_while_a_write_runs_and_taken_once() {
    let (mut host, _) = scripted(Writes::After(5));
    host.program.changes = vec![3, 20];
    for _ in 0..40 {
        host.frame(Buttons::NONE);
    }
    // The mock refuses a second lock and an unlock of nothing.
    assert_eq!(
        host.mock.locks,
        [(3, true), (8, false), (20, true), (25, false)]
    );
    assert_eq!(host.mock.ended, [8, 25]);

    // The program's policy holds a sleep off while its change is unwritten (writes that
    // cannot start), with the one lock.
    let (mut host, _) = scripted(Writes::Refused);
    host.program.hold_sleep = true;
    host.program.changes = vec![3];
    for _ in 0..40 {
        host.frame(Buttons::NONE);
    }
    assert_eq!(host.mock.locks, [(3, true)]);
    assert_eq!(host.mock.written.len(), 38, "retried every frame");
    // Without the policy, only a running write holds it: none here.
    let (mut host, _) = scripted(Writes::Refused);
    host.program.changes = vec![3];
    for _ in 0..40 {
        host.frame(Buttons::NONE);
    }
    assert!(host.mock.locks.is_empty());
    // No slot, no lock.
    let (mut host, _) = scripted(Writes::After(5));
    host.mock.slot = false;
    host.program.hold_sleep = true;
    host.program.changes = vec![3];
    for _ in 0..40 {
        host.frame(Buttons::NONE);
    }
    assert!(host.mock.locks.is_empty());
}

#[test]
fn a_sleep_reaches_the_program_before_the_frame_s_update() {
    let (mut host, log) = scripted(Writes::AtOnce);
    host.mock.suspend_at = Some(7);
    for _ in 0..10 {
        host.frame(Buttons::NONE);
    }
    assert_eq!(host.program.events, [(7, Event::Suspend)]);
    let seven = frame_log(&log, 7);
    assert!(
        position(&seven, "event Suspend") < position(&seven, "update 7"),
        "{seven:?}"
    );
    assert!(position(&seven, "note suspend: paused") < position(&seven, "update 7"));
    // The game pauses in that very update.
    let mut host = Host::boot(AppProgram::player(&RESOURCES, None), None, false);
    for held in [Buttons::CROSS, Buttons::NONE].repeat(3) {
        host.frame(held);
    }
    for _ in 0..30 {
        host.frame(Buttons::RIGHT);
    }
    host.mock.suspend_at = Some(host.mock.frame + 1);
    host.frame(Buttons::RIGHT);
    assert!(
        matches!(
            host.program.app().screen(),
            bounceback::app::Screen::Paused { .. }
        ),
        "{:?}",
        host.program.app().screen()
    );
}

#[test]
fn the_buttons_are_not_read_once_an_exit_is_under_way() {
    // HOME at frame 5 (a write that never ends keeps the program running).
    let (mut host, _) = scripted(Writes::Never);
    host.program.changes = vec![1];
    host.mock.exit_at = Some(5);
    for _ in 0..10 {
        host.frame(Buttons::RIGHT);
    }
    let right = |n| vec![Buttons::RIGHT; n];
    let none = |n| vec![Buttons::NONE; n];
    assert_eq!(host.program.held, [right(4), none(6)].concat());
    assert_eq!(host.mock.pad_reads, 4);
    assert_eq!(host.program.events, [(5, Event::ExitRequested)]);
    // The program's own exit at frame 3: from the next frame on.
    let (mut host, _) = scripted(Writes::Never);
    host.program.changes = vec![1];
    host.program.exit_at = Some(3);
    for _ in 0..10 {
        host.frame(Buttons::RIGHT);
    }
    assert_eq!(host.program.held, [right(3), none(7)].concat());
    assert!(
        host.program.events.is_empty(),
        "the program knows it is leaving"
    );
}

#[test]
fn a_write_that_ended_is_reported_before_the_next_is_taken() {
    // Changes at 2 and 4; the first write ends at frame 5, where the second is due.
    let (mut host, log) = scripted(Writes::After(3));
    host.program.changes = vec![2, 4];
    for _ in 0..12 {
        host.frame(Buttons::NONE);
    }
    assert_eq!(host.mock.started, [2, 5]);
    assert_eq!(host.mock.ended, [5, 8]);
    let five = frame_log(&log, 5);
    let done = position(&five, "save_done true");
    assert!(position(&five, "write ended") < done, "{five:?}");
    assert!(done < position(&five, "take_save"), "{five:?}");
    assert!(position(&five, "take_save") < position(&five, "write started"));
    // The save comes after the frame's drawing, and only once the slot is idle: while a
    // write runs the program is not asked.
    assert!(position(&five, "draw") < done);
    assert!(!frame_log(&log, 3).contains(&"take_save".to_string()));
    // A failed write and one that cannot start are told as failures.
    let (mut host, _) = scripted(Writes::Failing(JobError::Code(0x8011_0325)));
    host.program.changes = vec![2];
    host.frame(Buttons::NONE);
    host.frame(Buttons::NONE);
    assert_eq!(host.program.done, [(2, false)]);
    assert_eq!(host.mock.said()[1], (2, "save failed 80110325".into()));
    // A write that timed out says so (its status is no error code).
    let (mut host, _) = scripted(Writes::Failing(JobError::TimedOut { status: 2 }));
    host.program.changes = vec![2];
    host.frame(Buttons::NONE);
    host.frame(Buttons::NONE);
    assert_eq!(host.program.done, [(2, false)]);
    assert_eq!(
        host.mock.said()[1],
        (
            2,
            "save failed: timed out after 600 frames (the utility's status 2)".into()
        )
    );
    let (mut host, _) = scripted(Writes::Refused);
    host.program.changes = vec![2];
    host.frame(Buttons::NONE);
    host.frame(Buttons::NONE);
    assert_eq!(host.program.done, [(2, false)]);
    assert_eq!(host.mock.said()[1], (2, "save failed to start".into()));
}

#[test]
fn a_write_that_found_the_stick_full_is_told_with_the_room_it_needs() {
    use bounceback::runtime::save_plan::space::NO_SPACE;
    let (mut host, _) = scripted(Writes::Failing(JobError::Code(NO_SPACE)));
    host.mock.needed_kb = 160;
    host.program.changes = vec![2];
    host.frame(Buttons::NONE);
    host.frame(Buttons::NONE);
    assert_eq!(host.program.no_space, [(2, 160)]);
    assert!(host.program.done.is_empty(), "told once, as no space");
    assert_eq!(host.mock.said()[1], (2, "save failed 80110383".into()));
    // A platform that cannot tell the room, or another failure: a plain failed write.
    for (code, kb) in [(NO_SPACE, 0), (0x8011_0385, 160)] {
        let (mut host, _) = scripted(Writes::Failing(JobError::Code(code)));
        host.mock.needed_kb = kb;
        host.program.changes = vec![2];
        host.frame(Buttons::NONE);
        host.frame(Buttons::NONE);
        assert_eq!(host.program.done, [(2, false)], "{code:08x} {kb}");
        assert!(host.program.no_space.is_empty());
    }
}

#[test]
fn the_perf_line_comes_once_a_second_with_the_overlay_only() {
    let (mut host, _) = scripted(Writes::AtOnce);
    host.program.overlay = |f| f <= 150 || (301..=330).contains(&f);
    // Slow frames between lines: 30 (by 4000 us) and 100 (by 2000 us), and 200 while the
    // overlay is off (never reported).
    host.program.slow = |f| match f {
        30 => 4000,
        100 => 2000,
        200 => 9000,
        _ => 0,
    };
    host.mock.list = ListUse {
        capacity: 4096,
        used: 700,
        high_water: 900,
        dropped: 1,
        dropped_total: 3,
    };
    for _ in 0..400 {
        host.frame(Buttons::NONE);
    }
    let perf = host.mock.frames_of(|n| matches!(n, Note::Perf { .. }));
    assert_eq!(perf, [1, 61, 121, 301]);
    // The timings the driver measured: the update's 1000 us, the drawing's 2500.
    let (_, line) = &host.mock.said()[0];
    assert_eq!(
        line,
        "perf tick_us=1000 draw_us=2500 frame_us=3500 worst_us=3500 list_bytes=700 \
         list_high=900 list_dropped=3"
    );
    // Each line's worst frame is the longest since the line before (the overlay's frames).
    let said = host.mock.said();
    let worst: Vec<&str> = said
        .iter()
        .filter_map(|(_, l)| l.split_whitespace().find(|w| w.starts_with("worst_us=")))
        .collect();
    assert_eq!(
        worst,
        [
            "worst_us=3500",
            "worst_us=7500",
            "worst_us=5500",
            "worst_us=3500"
        ]
    );
    // Without it, never.
    let (mut host, _) = scripted(Writes::AtOnce);
    for _ in 0..200 {
        host.frame(Buttons::NONE);
    }
    assert!(host
        .mock
        .frames_of(|n| matches!(n, Note::Perf { .. }))
        .is_empty());
}

/// Where the platform counts the heap, each perf line says the allocations of its own
/// frames (from the overlay's first), the bytes live and the window's peak.
#[test]
fn the_perf_line_counts_the_heap_over_its_frames() {
    let (mut host, _) = scripted(Writes::AtOnce);
    host.program.overlay = |f| f >= 11;
    host.mock.heap = Some(HeapCounts {
        allocs: 40,
        frees: 10,
        live: 1000,
        peak: 5000,
    });
    for f in 1..=140 {
        // Before the overlay: 40 allocations; frame 30, one of 200 bytes freed at once;
        // frame 100, three kept.
        let h = host.mock.heap.as_mut().unwrap();
        match f {
            30 => {
                h.allocs += 1;
                h.frees += 1;
                h.peak = h.peak.max(h.live + 200);
            }
            100 => {
                h.allocs += 3;
                h.live += 300;
                h.peak = h.peak.max(h.live);
            }
            _ => {}
        }
        host.frame(Buttons::NONE);
    }
    let said = host.mock.said();
    let heap: Vec<&str> = said
        .iter()
        .filter(|(_, l)| l.starts_with("perf "))
        .map(|(_, l)| &l[l.find(" frames=").unwrap() + 1..])
        .collect();
    assert_eq!(
        heap,
        [
            "frames=0 allocs=0 live=1000 peak=1000",
            "frames=60 allocs=1 live=1000 peak=1200",
            "frames=60 allocs=3 live=1300 peak=1300",
        ]
    );
}

#[test]
fn the_first_frame_is_told_once_with_the_time_since_start() {
    let (mut host, _) = scripted(Writes::AtOnce);
    host.mock.clock.set(2_000_000);
    host.driver = Driver::new(500_000);
    for _ in 0..5 {
        host.frame(Buttons::NONE);
    }
    // Start-up took 1.5 s, the first frame's update and drawing 3.5 ms more.
    assert_eq!(host.mock.said(), [(1, "first frame after 1503 ms".into())]);
}

#[test]
fn a_screen_shown_while_the_save_is_read_is_the_first_frame() {
    let (mut host, _) = scripted(Writes::AtOnce);
    host.mock.clock.set(2_000_000);
    host.driver = Driver::new(500_000);
    // The platform showed the program's first screen at 0.7 s, then at 0.9 s (the save's
    // read); the first of them is the first frame.
    host.driver.shown_at(700_000);
    host.driver.shown_at(900_000);
    for _ in 0..5 {
        host.frame(Buttons::NONE);
    }
    assert_eq!(
        host.mock.said(),
        [
            (1, "first frame after 200 ms".into()),
            (1, "frame loop after 1503 ms".into())
        ]
    );
}
