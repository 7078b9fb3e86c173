//! The game application as a player meets it, from the title to the last level: screens
//! and their flow (§6.4 adapted to the PSP), the 20 Hz simulation under a 60 Hz screen with
//! interpolated drawing, the HUD, tips, banners and the save data.
//!
//! The platform calls [`App::update`] once per displayed frame with the buttons held, then
//! [`App::draw`]; it plays the sounds, writes the save and prints the lines the app hands
//! out. It knows nothing of what the screens are.

mod draw;
pub mod hints;
pub mod runtime;
pub mod sandbox;
pub mod save;
pub mod save_queue;
pub mod title;

use crate::input::{Buttons, Confirm};
use crate::render::scene::Positions;
use crate::render::Canvas;
use crate::res::Resources;
use crate::sim::flow::{Game, Phase};
use crate::sim::replay::ReplayEvent;
use crate::sim::{Events, Key, Sound};
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;
pub use save::SaveData;

/// The logical screen size the application lays itself out for (the PSP screen).
pub const SCREEN_W: i32 = 480;
pub const SCREEN_H: i32 = 272;
/// Displayed frames per simulation step (60 Hz over 20 Hz).
pub const FRAMES_PER_TICK: u8 = 3;

/// The tutorial tips, one per line (`|` breaks a line inside a tip).
pub const TIPS: &str = include_str!("../../content/tips.txt");

/// What the platform should do after an update.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// Keep running.
    None,
    /// The player asked to leave the application.
    Exit,
}

/// A line for the platform's stdout (tests read these).
pub type Line = heapless::String<96>;

/// The notice shown while a failed save waits for its retry.
const SAVE_FAILED: &str = "SAVE FAILED - WILL RETRY";

/// Main menu entries.
const MAIN: [&str; 7] = [
    "CONTINUE", "NEW GAME", "OPTIONS", "RECORDS", "HELP", "SANDBOX", "EXIT",
];
const PAUSE: [&str; 4] = ["RESUME", "RESTART LEVEL", "OPTIONS", "QUIT TO TITLE"];
const HELP: [&str; 3] = ["GAME HELP", "CONTROLS", "BACK"];

/// Where the player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Title {
        sel: usize,
    },
    LevelSelect {
        sel: usize,
    },
    Options {
        sel: usize,
        from_pause: bool,
    },
    Records,
    Help {
        sel: usize,
    },
    Controls,
    /// "Level N" before play; a key press starts the level.
    Banner,
    Playing,
    Paused {
        sel: usize,
    },
    LevelComplete {
        shown: i32,
    },
    Congratulation,
    GameOver,
    /// The demo (Game Help).
    Demo,
    /// The collision sandbox ([`sandbox::Sandbox`]).
    Sandbox,
    /// The player's own resource files were found but cannot be played: the screen names
    /// the file, chunk, byte and reason; the confirm button goes on with the built-in pack.
    ResourceError,
}

/// How the application was started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Normal play from the title.
    Player,
    /// Plays the demo at boot and prints `demo_hash=` at its end.
    DemoAutoplay,
    /// Plays a level with a replay at boot and prints `replay_hash=` at its end.
    ReplayAutoplay,
}

/// Times the platform measured, for the performance overlay.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Timing {
    pub tick_us: u32,
    pub draw_us: u32,
    pub frame_us: u32,
    /// The GPU display list's usable size in bytes (0: the platform has none, and the overlay
    /// leaves its line out), the bytes the last frame used, the most any frame used, and
    /// the command groups the last frame dropped for want of room.
    pub list_capacity: u32,
    pub list_used: u32,
    pub list_high: u32,
    pub list_dropped: u32,
}

/// The application state.
pub struct App<'r> {
    res: &'r Resources<'r>,
    mode: Mode,
    pub save: SaveData,
    saves: save_queue::SaveQueue,
    screen: Screen,
    game: Option<Game>,
    prev: Positions,
    cur: Positions,
    sub: u8,
    held: Buttons,
    tick_held: Buttons,
    confirm: Confirm,
    frame: u32,
    overlay: bool,
    /// The play field drawn as the original's 176 x 208 window (an option, off at start;
    /// kept in memory only: the save file has no place for it).
    original_view: bool,
    pub timing: Timing,
    sounds: heapless::Vec<Sound, 8>,
    lines: heapless::Vec<Line, 8>,
    title: title::Title,
    notice: Option<(&'static str, u32)>,
    replay: Vec<ReplayEvent>,
    replay_at: usize,
    replay_step: u32,
    finished: bool,
    sandbox: Option<sandbox::Sandbox>,
    /// Where the refused resource set was, and why ([`Screen::ResourceError`]).
    resource_error: Option<(String, String)>,
}

impl<'r> App<'r> {
    /// The application over `res`, with the save read at start-up (`None`: no save, or
    /// one that was ignored with the given reason).
    pub fn new(res: &'r Resources<'r>, save: Result<Option<SaveData>, save::SaveError>) -> Self {
        let mut app = App {
            res,
            mode: Mode::Player,
            save: SaveData::default(),
            saves: save_queue::SaveQueue::new(),
            screen: Screen::Title { sel: 1 },
            game: None,
            prev: Positions::default(),
            cur: Positions::default(),
            sub: 0,
            held: Buttons::NONE,
            tick_held: Buttons::NONE,
            confirm: Confirm::Cross,
            frame: 0,
            overlay: false,
            original_view: false,
            timing: Timing::default(),
            sounds: heapless::Vec::new(),
            lines: heapless::Vec::new(),
            title: title::Title::new(),
            notice: None,
            replay: Vec::new(),
            replay_at: 0,
            replay_step: 0,
            finished: false,
            sandbox: None,
            resource_error: None,
        };
        match save {
            Ok(Some(s)) => app.save = s,
            Ok(None) => {}
            Err(e) => {
                app.notice = Some(("SAVE DATA IGNORED", 240));
                let mut l = Line::new();
                let _ = write!(l, "save ignored: {e}");
                app.line(l);
            }
        }
        if app.can_continue() {
            app.screen = Screen::Title { sel: 0 };
        }
        app
    }

    /// Opens on the screen that says why the resource set at `path` was refused; the confirm
    /// button ([`App::set_confirm`]) goes on to the title, on the resources this app was made
    /// with.
    pub fn show_resource_error(&mut self, path: &str, why: &str) {
        self.resource_error = Some((String::from(path), String::from(why)));
        self.screen = Screen::ResourceError;
    }

    /// The refused resource set's path and the reason, while its screen is up.
    pub fn resource_error(&self) -> Option<(&str, &str)> {
        self.resource_error
            .as_ref()
            .map(|(p, w)| (p.as_str(), w.as_str()))
    }

    /// The demo played at boot (`demo-autoplay`).
    pub fn demo_autoplay(res: &'r Resources<'r>) -> Self {
        let mut app = App::new(res, Ok(None));
        app.mode = Mode::DemoAutoplay;
        app.start_demo();
        app
    }

    /// A level played at boot with a replay (`replay-autoplay`).
    pub fn replay_autoplay(res: &'r Resources<'r>, level: usize, events: Vec<ReplayEvent>) -> Self {
        let mut app = App::new(res, Ok(None));
        app.mode = Mode::ReplayAutoplay;
        app.replay = events;
        if let Ok(g) = Game::new(res, level) {
            app.begin(g);
            app.screen = Screen::Playing;
        }
        app
    }

    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// Which button confirms in menus (the other goes back), as the platform read the
    /// system's setting; says so on stdout (`confirm: circle` or `confirm: cross`). Jumping
    /// stays on CROSS and UP either way.
    pub fn set_confirm(&mut self, confirm: Confirm) {
        self.confirm = confirm;
        let mut l = Line::new();
        let _ = write!(l, "confirm: {}", confirm.name());
        self.line(l);
    }

    /// The button that confirms in menus (CROSS unless [`App::set_confirm`] said otherwise).
    pub fn confirm_button(&self) -> Confirm {
        self.confirm
    }

    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// Frames updated since start.
    pub fn frame(&self) -> u32 {
        self.frame
    }

    /// Whether an autoplay run has ended.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// Sounds started since the last call (play the last: a new sound stops the current).
    pub fn take_sounds(&mut self) -> heapless::Vec<Sound, 8> {
        core::mem::take(&mut self.sounds)
    }

    /// Lines for stdout since the last call.
    pub fn take_lines(&mut self) -> heapless::Vec<Line, 8> {
        core::mem::take(&mut self.lines)
    }

    /// The save file to write, when the save data changed (or a failed write is due
    /// again); report how the write went with [`App::save_done`].
    pub fn take_save(&mut self) -> Option<Vec<u8>> {
        self.saves
            .start()
            .then(|| self.save.to_bytes(self.res.levels_crc))
    }

    /// How the write of the last [`App::take_save`] went; a failure is retried and the
    /// player is told.
    pub fn save_done(&mut self, ok: bool) {
        self.saves.finished(ok);
        if !ok {
            self.notice = Some((SAVE_FAILED, 240));
            self.say("save failed, will retry");
        } else if self.notice.is_some_and(|(t, _)| t == SAVE_FAILED) {
            self.notice = None;
        }
    }

    /// The notice shown at the top of the screen, if any.
    pub fn notice(&self) -> Option<&'static str> {
        self.notice.map(|(t, _)| t)
    }

    /// The save's state (whether something is not on the memory stick yet).
    pub fn saves(&self) -> &save_queue::SaveQueue {
        &self.saves
    }

    /// Asks for the save data to be written (e.g. a save read from an old place, to be
    /// written to the new one).
    pub fn request_save(&mut self) {
        self.saves.mark();
    }

    /// The system is about to sleep: a level in play is paused, so the pause menu is up
    /// when the player comes back.
    pub fn suspend(&mut self) {
        if self.screen == Screen::Playing && self.mode == Mode::Player {
            if let Some(g) = self.game.as_mut() {
                g.sim.slots.release_all();
            }
            self.screen = Screen::Paused { sel: 0 };
        }
    }

    /// The player leaves the application from outside it (HOME): a level in progress
    /// keeps its continue snapshot, as QUIT TO TITLE does; the platform then writes the
    /// save before exiting.
    pub fn exit_requested(&mut self) {
        if self.mode == Mode::Player && !matches!(self.screen, Screen::Demo | Screen::Sandbox) {
            self.store_snapshot();
        }
    }

    /// Whether sound is on.
    pub fn sound_on(&self) -> bool {
        self.save.settings.sound
    }

    /// Whether the play field is drawn as the original's 176 x 208 window.
    pub fn original_view(&self) -> bool {
        self.original_view
    }

    /// Whether the performance overlay is shown.
    pub fn overlay(&self) -> bool {
        self.overlay
    }

    fn line(&mut self, l: Line) {
        let _ = self.lines.push(l);
    }

    fn say(&mut self, text: &str) {
        let mut l = Line::new();
        let _ = l.push_str(text);
        self.line(l);
    }

    fn sound(&mut self, s: Sound) {
        if self.save.settings.sound {
            let _ = self.sounds.push(s);
        }
    }

    fn can_continue(&self) -> bool {
        matches!(
            crate::sim::snapshot::peek(&self.save.snapshot),
            Ok(Some(info)) if (0..self.playable() as i32).contains(&info.level)
        )
    }

    fn playable(&self) -> usize {
        self.res.levels.len().saturating_sub(1)
    }

    /// Levels New Game offers: 1 to min(playable, unlocked), all when unlocked is 0.
    fn selectable(&self) -> usize {
        let p = self.playable();
        match self.save.unlocked {
            0 => p,
            n => (n.max(1) as usize).min(p),
        }
    }

    /// Takes a fresh game (or level) into play behind the banner.
    fn begin(&mut self, mut g: Game) {
        g.records = self.save.settings.records;
        g.highest_unlocked = self.save.unlocked;
        self.cur = Positions::of(&g.sim);
        self.prev = self.cur.clone();
        self.sub = 0;
        self.replay_at = 0;
        self.replay_step = 0;
        let mut l = Line::new();
        let _ = write!(l, "level {} start", g.level_number());
        self.game = Some(g);
        self.line(l);
        self.screen = Screen::Banner;
    }

    fn start_demo(&mut self) {
        if let Ok(g) = Game::demo(self.res) {
            self.cur = Positions::of(&g.sim);
            self.prev = self.cur.clone();
            self.sub = 0;
            self.game = Some(g);
            self.screen = Screen::Demo;
        }
    }

    /// Advances one displayed frame with the buttons now held.
    pub fn update(&mut self, held: Buttons) -> Request {
        let pressed = held.pressed_since(self.held);
        // Menus move on the D-pad and the stick alike (the stick's up counts as UP).
        let moved = held.navigation().pressed_since(self.held.navigation());
        self.held = held;
        self.frame = self.frame.wrapping_add(1);
        if pressed.contains(Buttons::SELECT) {
            self.overlay = !self.overlay;
        }
        self.saves.tick();
        if let Some((_, t)) = &mut self.notice {
            *t = t.saturating_sub(1);
            if *t == 0 {
                self.notice = None;
            }
        }
        self.title.update(pressed);
        let up = moved.contains(Buttons::UP);
        let down = moved.contains(Buttons::DOWN);
        let ok = pressed.contains(self.confirm.ok());
        let back = pressed.contains(self.confirm.back());
        match self.screen {
            Screen::Title { sel } => {
                let sel = self.menu_move(sel, MAIN.len(), up, down, |app, i| {
                    i != 0 || app.can_continue()
                });
                self.screen = Screen::Title { sel };
                if ok || pressed.contains(Buttons::START) {
                    self.sound(Sound::Select);
                    match sel {
                        0 => {
                            if let Ok(g) = Game::restore(self.res, &self.save.snapshot) {
                                let mut l = Line::new();
                                let _ = write!(l, "continue level {}", g.level_number());
                                self.line(l);
                                self.begin(g);
                            }
                        }
                        1 => self.screen = Screen::LevelSelect { sel: 0 },
                        2 => {
                            self.screen = Screen::Options {
                                sel: 0,
                                from_pause: false,
                            }
                        }
                        3 => self.screen = Screen::Records,
                        4 => self.screen = Screen::Help { sel: 0 },
                        5 => self.start_sandbox(),
                        _ => return Request::Exit,
                    }
                }
            }
            Screen::LevelSelect { sel } => {
                let n = self.selectable();
                let sel = self.menu_move(sel, n, up, down, |_, _| true);
                self.screen = Screen::LevelSelect { sel };
                if ok {
                    self.sound(Sound::Select);
                    if let Ok(g) = Game::new(self.res, sel) {
                        self.begin(g);
                    }
                } else if back {
                    self.sound(Sound::Back);
                    self.screen = Screen::Title { sel: 1 };
                }
            }
            Screen::Options { sel, from_pause } => {
                let sel = self.menu_move(sel, 3, up, down, |_, _| true);
                self.screen = Screen::Options { sel, from_pause };
                let leave = back || (ok && sel == 2);
                if ok && sel == 0 {
                    self.save.settings.sound = !self.save.settings.sound;
                    self.saves.mark();
                    self.sound(Sound::Select);
                } else if ok && sel == 1 {
                    self.original_view = !self.original_view;
                    self.sound(Sound::Select);
                } else if leave {
                    self.sound(Sound::Back);
                    self.screen = if from_pause {
                        Screen::Paused { sel: 2 }
                    } else {
                        Screen::Title { sel: 2 }
                    };
                }
            }
            Screen::Records | Screen::Controls => {
                if ok || back {
                    self.sound(Sound::Back);
                    self.screen = if self.screen == Screen::Records {
                        Screen::Title { sel: 3 }
                    } else {
                        Screen::Help { sel: 1 }
                    };
                }
            }
            Screen::Help { sel } => {
                let sel = self.menu_move(sel, HELP.len(), up, down, |_, _| true);
                self.screen = Screen::Help { sel };
                if ok {
                    self.sound(Sound::Select);
                    match sel {
                        0 => self.start_demo(),
                        1 => self.screen = Screen::Controls,
                        _ => self.screen = Screen::Title { sel: 4 },
                    }
                } else if back {
                    self.sound(Sound::Back);
                    self.screen = Screen::Title { sel: 4 };
                }
            }
            Screen::ResourceError => {
                if ok {
                    self.sound(Sound::Select);
                    self.resource_error = None;
                    self.screen = Screen::Title {
                        sel: if self.can_continue() { 0 } else { 1 },
                    };
                }
            }
            Screen::Banner => {
                if pressed != Buttons::NONE {
                    // The first key only dismisses the banner; held keys start afresh.
                    self.tick_held = held;
                    self.screen = Screen::Playing;
                }
            }
            Screen::Playing => {
                if pressed.contains(Buttons::START) && self.mode == Mode::Player {
                    self.sound(Sound::Select);
                    // Pausing stops the original's timer: every input slot reads released.
                    if let Some(g) = self.game.as_mut() {
                        g.sim.slots.release_all();
                    }
                    self.screen = Screen::Paused { sel: 0 };
                } else {
                    self.play_frame(held);
                }
            }
            Screen::Demo => {
                if self.mode == Mode::Player && (ok || back || pressed.contains(Buttons::START)) {
                    self.game = None;
                    self.screen = Screen::Help { sel: 0 };
                } else {
                    self.play_frame(Buttons::NONE);
                }
            }
            Screen::Paused { sel } => {
                let sel = self.menu_move(sel, PAUSE.len(), up, down, |_, _| true);
                self.screen = Screen::Paused { sel };
                if pressed.contains(Buttons::START) || back {
                    self.resume(held);
                } else if ok {
                    self.sound(Sound::Select);
                    match sel {
                        0 => self.resume(held),
                        1 => {
                            if let Some(g) = self.game.as_mut() {
                                let _ = g.restart_level(self.res);
                            }
                            if let Some(g) = self.game.take() {
                                self.begin(g);
                            }
                        }
                        2 => {
                            self.screen = Screen::Options {
                                sel: 0,
                                from_pause: true,
                            }
                        }
                        _ => self.quit_to_title(),
                    }
                }
            }
            Screen::LevelComplete { shown } => {
                let target = match self.game.as_ref().map(|g| g.phase) {
                    Some(Phase::LevelComplete { bonus, .. }) => bonus,
                    _ => 0,
                };
                // The bonus counts up on screen; the confirm button skips, then continues.
                let step = (target / 40).max(17);
                let shown2 = (shown + step).min(target);
                self.screen = Screen::LevelComplete { shown: shown2 };
                if ok {
                    if shown2 < target {
                        self.screen = Screen::LevelComplete { shown: target };
                    } else {
                        self.accept_result();
                    }
                }
            }
            Screen::Congratulation => {
                if ok {
                    self.accept_result();
                }
            }
            Screen::Sandbox => self.sandbox_frame(held, pressed),
            Screen::GameOver => {
                if ok || back || pressed.contains(Buttons::START) {
                    self.game = None;
                    self.screen = Screen::Title { sel: 1 };
                }
            }
        }
        Request::None
    }

    /// Moves a menu selection, skipping entries `enabled` refuses.
    fn menu_move(
        &self,
        sel: usize,
        n: usize,
        up: bool,
        down: bool,
        enabled: impl Fn(&Self, usize) -> bool,
    ) -> usize {
        if n == 0 {
            return 0;
        }
        let mut s = sel.min(n - 1);
        let dir = if up {
            n - 1
        } else if down {
            1
        } else {
            return if enabled(self, s) { s } else { (s + 1) % n };
        };
        for _ in 0..n {
            s = (s + dir) % n;
            if enabled(self, s) {
                break;
            }
        }
        s
    }

    /// Back from the pause menu. Restarting the original's timer runs one more tile
    /// animation step (§3); keys still held count only once pressed again.
    fn resume(&mut self, held: Buttons) {
        if let Some(g) = self.game.as_mut() {
            g.sim.animate();
        }
        self.tick_held = held;
        self.screen = Screen::Playing;
    }

    fn quit_to_title(&mut self) {
        self.store_snapshot();
        self.game = None;
        self.screen = Screen::Title { sel: 0 };
    }

    /// Keeps the continue snapshot of the level in progress, if any, in the save data.
    fn store_snapshot(&mut self) {
        if let Some(g) = self.game.as_mut() {
            if let Some(snap) = g.snapshot() {
                self.save.snapshot = snap;
                self.saves.mark();
                self.say("save written");
            }
        }
    }

    /// OK on the level complete or congratulation screen.
    fn accept_result(&mut self) {
        let Some(mut g) = self.game.take() else {
            return;
        };
        if g.confirm(self.res).is_err() {
            self.screen = Screen::GameOver;
            self.game = Some(g);
            return;
        }
        self.store_progress(&mut g);
        match g.phase {
            Phase::Playing => self.begin(g),
            Phase::Congratulation { .. } => {
                self.game = Some(g);
                self.screen = Screen::Congratulation;
            }
            _ => {
                self.game = Some(g);
                self.game_over();
            }
        }
    }

    fn store_progress(&mut self, g: &mut Game) {
        if g.progress_changed {
            g.progress_changed = false;
            self.save.unlocked = g.highest_unlocked;
            self.save.settings.records = g.records;
            self.saves.mark();
        }
    }

    fn game_over(&mut self) {
        if let Some(mut g) = self.game.take() {
            self.store_progress(&mut g);
            self.save.snapshot = alloc::vec![0];
            self.saves.mark();
            self.game = Some(g);
        }
        self.screen = Screen::GameOver;
    }

    /// A displayed frame of play: every third frame steps the simulation with the key
    /// events since the last step.
    fn play_frame(&mut self, held: Buttons) {
        self.sub += 1;
        if self.sub < FRAMES_PER_TICK {
            return;
        }
        self.sub = 0;
        let Some(g) = self.game.as_mut() else {
            return;
        };
        match self.mode {
            Mode::ReplayAutoplay => {
                // Events with tick t apply before step t, as the host runner applies them.
                self.replay_step += 1;
                while let Some(e) = self.replay.get(self.replay_at) {
                    if e.tick > self.replay_step {
                        break;
                    }
                    g.sim.key(e.key, e.pressed);
                    self.replay_at += 1;
                }
            }
            Mode::Player if self.screen == Screen::Playing => {
                for (key, buttons) in [
                    (Key::Left, Buttons::LEFT),
                    (Key::Right, Buttons::RIGHT),
                    (Key::Down, Buttons::DOWN),
                ] {
                    let (now, was) = (held.contains(buttons), self.tick_held.contains(buttons));
                    if now != was {
                        g.sim.key(key, now);
                    }
                }
                let jump = Buttons::CROSS | Buttons::UP;
                let (now, was) = (held.0 & jump.0 != 0, self.tick_held.0 & jump.0 != 0);
                if now != was {
                    g.sim.key(Key::Jump, now);
                }
                self.tick_held = held;
            }
            _ => {}
        }
        self.prev = core::mem::take(&mut self.cur);
        let ev = g.step(self.res);
        self.cur = Positions::of(&g.sim);
        let sounds: heapless::Vec<Sound, 8> = g.sim.sounds().iter().copied().collect();
        let phase = g.phase;
        // An autoplay run reports the state hash once, after the step that ends it.
        let hash = (ev.ends_run() && self.mode != Mode::Player && !self.finished)
            .then(|| g.sim.state_hash());
        for s in sounds {
            self.sound(s);
        }
        self.after_step(ev, phase, hash);
    }

    fn after_step(&mut self, ev: Events, phase: Phase, hash: Option<u64>) {
        if let Some(hash) = hash {
            self.finished = true;
            let mut l = Line::new();
            let key = if self.mode == Mode::DemoAutoplay {
                "demo_hash"
            } else {
                "replay_hash"
            };
            let _ = write!(l, "{key}={hash:016x}");
            self.line(l);
        }
        if ev.contains(Events::DEMO_END) || phase == Phase::DemoEnded {
            if self.mode == Mode::Player {
                self.game = None;
                self.screen = Screen::Help { sel: 0 };
            } else {
                self.screen = Screen::GameOver;
            }
            return;
        }
        match phase {
            Phase::LevelComplete { .. } => {
                self.say("level complete");
                self.screen = Screen::LevelComplete { shown: 0 };
            }
            Phase::GameOver => {
                self.say("game over");
                self.game_over();
            }
            _ => {}
        }
    }

    /// Draws the current screen.
    pub fn draw(&self, c: &mut impl Canvas) {
        draw::screen(self, c);
    }
}
