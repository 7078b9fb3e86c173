//! `bounceback flow`: plays a scenario of the oracle's `flow/` language (docs/RULES.md §6.6)
//! through the port's own application, by its buttons, as the PSP runs it (60 updates a
//! second, the game stepping every third), and records what the oracle records: one JSON
//! line per event (`menu`, `levelSelect`, `options`, `records` as their screens open;
//! `levelStart`, `levelComplete`, `gameEnd`, `gameOver`, `quit`), with the oracle's field
//! names, and the per-tick state of every level played (the `play --trace` format, the
//! score being the game's: a completed level's bonus counts from its tick).
//!
//! Sounds are what the application hands the platform to play: a frame that steps the level
//! gives its sounds to that tick's trace line (`sounds`); every other frame's (the menus')
//! are carried by the next event line, so an event line's `sounds` are what the menus played
//! since the line before, in order.
//!
//! The phone's menus are not the port's: `choose ITEM` maps the original's items onto the
//! port's screens (the title's Continue, New Game, Options, Records, Help, Exit; the level
//! list's `Level N`), `key K` the phone's key codes onto the port's buttons (on the title the
//! phone's unlock sequence 9 1 0 3 6 4 3 becomes the port's own, [`crate::app::SECRET`]), a
//! pause to the title is START, QUIT TO TITLE, YES, and the "Level N" splash is dismissed
//! with SQUARE, a button the game ignores (the original's neutral key).

use super::play::{push_sounds, trace_line_scored};
use super::replay;
use super::resdir::RawFiles;
use super::{Args, Failure};
use crate::app::{
    App, OptionsItem, PauseItem, SaveData, Screen, TitleItem, FRAMES_PER_TICK, SECRET,
};
use crate::input::Buttons;
use crate::res::Resources;
use crate::sim::flow::TOP_SCORES;
use crate::sim::flow::{item_bonus, time_bonus, Game, Phase};
use crate::sim::replay::ReplayEvent;
use crate::sim::{Key, Sound};
use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};

/// One command of a scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// The application starts (with what it stored, if anything).
    Start,
    /// The system closes the application and starts it again.
    Restart,
    /// The title settles.
    Wait,
    /// Move to a menu item and select it.
    Choose(String),
    /// Confirm the screen shown.
    Ok,
    /// Leave the screen shown.
    Back,
    /// The port's own: the title's secret sequence ([`crate::app::SECRET`]), every level
    /// open (the original's number keys 9 1 0 3 6 4 3), and its confirmation closed.
    Secret,
    /// One of the phone's key codes ([`key_button`]).
    Key(i32),
    /// Play the level waiting behind its banner with an input script.
    Play {
        /// The input script, a replay file named relative to the scenario.
        script: String,
        /// Trace lines at most (tick 0 included).
        max: Option<u32>,
        /// Pause to the title just before this tick.
        quit: Option<u32>,
        /// Script tick t is delivered before level tick t - offset.
        offset: u32,
    },
}

/// Reads a scenario: one command a line, `#` comments.
///
/// # Errors
///
/// The first malformed line (exit code 2).
pub fn parse(text: &str) -> Result<Vec<Command>, Failure> {
    let mut out = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = |why: &str| Failure::usage(format!("scenario line {}: {why}: {line}", n + 1));
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        out.push(match word {
            "start" => Command::Start,
            "restart" => Command::Restart,
            "wait" => Command::Wait,
            "ok" => Command::Ok,
            "back" => Command::Back,
            "secret" => Command::Secret,
            "choose" if !rest.is_empty() => Command::Choose(rest.to_string()),
            "key" => Command::Key(
                rest.parse()
                    .map_err(|_| bad("key needs the phone's key code"))?,
            ),
            "play" => {
                let mut words = rest.split_whitespace();
                let script = words.next().ok_or_else(|| bad("play needs a script"))?;
                let (mut max, mut quit, mut offset) = (None, None, 0);
                while let Some(w) = words.next() {
                    let v: u32 = words
                        .next()
                        .and_then(|v| v.parse().ok())
                        .ok_or_else(|| bad("expected a number"))?;
                    match w {
                        "max" => max = Some(v),
                        "quit" => quit = Some(v),
                        "offset" => offset = v,
                        _ => return Err(bad("unknown play option")),
                    }
                }
                Command::Play {
                    script: script.to_string(),
                    max,
                    quit,
                    offset,
                }
            }
            _ => return Err(bad("unknown command")),
        });
    }
    Ok(out)
}

/// The phone's unlock sequence on its menus, as key codes: 9 1 0 3 6 4 3 (docs/RULES.md §3,
/// cheats). On the title the port has it as [`crate::app::SECRET`].
pub const PHONE_SECRET: [i32; 7] = [57, 49, 48, 51, 54, 52, 51];

/// The port's button for one of the phone's key codes anywhere but in the unlock sequence:
/// the navigation keys (-1 up, -2 down, -3 left, -4 right), the centre key and the left
/// soft key confirm (-5, -6), the right soft key goes back (-7). `None`: the PSP has no
/// such key there (the digits, `*` and `#`).
pub fn key_button(code: i32, confirm: crate::input::Confirm) -> Option<Buttons> {
    Some(match code {
        -1 => Buttons::UP,
        -2 => Buttons::DOWN,
        -3 => Buttons::LEFT,
        -4 => Buttons::RIGHT,
        -5 | -6 => confirm.ok(),
        -7 => confirm.back(),
        _ => return None,
    })
}

/// What a scenario recorded.
#[derive(Debug, Default)]
pub struct Recorded {
    /// One JSON line per event.
    pub events: Vec<String>,
    /// Per level played, in order: its name (`NN_level_LL`: the NN-th level started, level
    /// index LL) and its trace lines.
    pub traces: Vec<(String, Vec<String>)>,
    /// Sounds the menus played after the last event line, in order.
    pub sounds_after: Vec<u8>,
    /// The save file as the scenario left it (the last one written), if any.
    pub save: Option<Vec<u8>>,
}

/// Ticks a `play` without `max` runs at most (30 minutes).
const MAX_TICKS: u32 = 36_000;

/// The application under the scenario's hands, and what it recorded.
struct Driver<'r> {
    res: &'r Resources<'r>,
    builtin: bool,
    app: Option<App<'r>>,
    /// The save file as last written (the memory stick).
    stick: Option<Vec<u8>>,
    rec: Recorded,
    last_screen: Option<Screen>,
    last_phase: Option<Phase>,
    /// The simulation's step count when last seen, and the level's ticks traced.
    sim_ticks: u32,
    level_tick: u32,
    /// The next level start is a Continue of a level in play.
    resuming: bool,
    /// Sounds the menus played since the last event line.
    pending: Vec<u8>,
    /// While a `quit` goes through the port's own pause menu: the sounds it plays.
    pause_menu: Option<Vec<u8>>,
    /// The game went past its final regular level (the congratulation was shown): the
    /// original's level counter then stands at the bonus level's number.
    past_final: bool,
    /// Keys of [`PHONE_SECRET`] typed on the title so far, in order.
    phone_secret: usize,
    /// The level behind its banner: its `levelStart` line, its trace's name and tick 0,
    /// recorded as it is played (as the oracle does: a level no `play` plays is not).
    waiting: Option<(String, String, String)>,
}

fn fail(m: impl Into<String>) -> Failure {
    Failure {
        code: 1,
        message: m.into(),
    }
}

/// The midlet's fields the oracle writes on most events, from the game in play; `level` is
/// the original's level counter.
fn game_fields(s: &mut String, g: &Game, level: i32) {
    let _ = write!(
        s,
        ",\"level\":{},\"score\":{},\"lives\":{},\"completed\":{},\"unlocked\":{},\"oneGo\":{}",
        level,
        g.score(),
        g.sim.stats().lives,
        g.levels_completed,
        g.highest_unlocked,
        g.started_at_level1
    );
}

fn records_json(r: &[i32; TOP_SCORES]) -> String {
    format!("[{},{},{},{},{}]", r[0], r[1], r[2], r[3], r[4])
}

impl<'r> Driver<'r> {
    fn app(&mut self) -> Result<&mut App<'r>, Failure> {
        self.app
            .as_mut()
            .ok_or_else(|| fail("the application is not running (start first)"))
    }

    fn start(&mut self) -> Result<(), Failure> {
        let save = match &self.stick {
            Some(b) => SaveData::from_bytes(b, self.res.levels_crc, self.builtin).map(Some),
            None => Ok(None),
        };
        self.app = Some(App::new(self.res, save));
        self.last_screen = None;
        self.last_phase = None;
        self.phone_secret = 0;
        // The screen it opens on, before any frame has run.
        self.observe(&[]);
        Ok(())
    }

    /// One displayed frame with `held`; the save written as soon as the app asks.
    fn frame(&mut self, held: Buttons) -> Result<(), Failure> {
        let app = self.app()?;
        app.update(held);
        let _ = app.take_lines();
        let sounds = app.take_sounds();
        if let Some(b) = app.take_save() {
            app.save_done(true);
            self.stick = Some(b);
        }
        self.observe(&sounds);
        Ok(())
    }

    /// A button pressed for a frame, then released.
    fn tap(&mut self, b: Buttons) -> Result<(), Failure> {
        self.frame(b)?;
        self.frame(Buttons::NONE)
    }

    fn screen(&self) -> Option<Screen> {
        self.app.as_ref().map(|a| a.screen())
    }

    /// Writes an event line: `body` is the JSON object without its closing brace; the
    /// sounds the menus played since the line before close it.
    fn event(&mut self, mut body: String) {
        body.push_str(",\"sounds\":");
        push_sounds(&mut body, self.pending.drain(..));
        body.push('}');
        self.rec.events.push(body);
    }

    /// The save's fields every menu event carries.
    fn save_fields(app: &App<'_>) -> String {
        format!(
            ",\"unlocked\":{},\"continueEnabled\":{},\"records\":{}",
            app.save.unlocked,
            app.can_continue(),
            records_json(&app.save.settings.records)
        )
    }

    /// The original's level counter: the level in play, or past the final regular level
    /// the bonus level's number.
    fn level_counter(&self, g: &Game) -> i32 {
        if self.past_final {
            g.playable() as i32
        } else {
            g.level_number()
        }
    }

    /// Records what the last frame changed, `sounds` being what it played: a menu screen
    /// opened, a level started, a tick stepped, a level completed, the end, the game over.
    fn observe(&mut self, sounds: &[Sound]) {
        let Some(app) = self.app.as_ref() else {
            return;
        };
        let screen = app.screen();
        let entered = self.last_screen.map(|s| core::mem::discriminant(&s))
            != Some(core::mem::discriminant(&screen));
        self.last_screen = Some(screen);
        let banner = entered && screen == Screen::Banner;
        let stepped = !banner
            && app.game().is_some_and(|g| g.sim.ticks() != self.sim_ticks)
            && matches!(
                screen,
                Screen::Playing | Screen::LevelComplete { .. } | Screen::GameOver { .. }
            );
        if !stepped {
            let to = self.pause_menu.as_mut().unwrap_or(&mut self.pending);
            to.extend(sounds.iter().map(|s| *s as u8));
        }
        if entered {
            let menu = match screen {
                Screen::Title { .. } => Some("{\"event\":\"menu\"".to_string()),
                Screen::LevelSelect { sel } => Some(format!(
                    "{{\"event\":\"levelSelect\",\"selected\":{sel},\"items\":{}",
                    app.levels_open()
                )),
                Screen::Options {
                    sel: OptionsItem::Sound,
                    from_pause: false,
                } => Some("{\"event\":\"options\",\"selected\":0".to_string()),
                Screen::Records => Some("{\"event\":\"records\"".to_string()),
                _ => None,
            };
            if let Some(mut s) = menu {
                s.push_str(&Self::save_fields(app));
                self.event(s);
            }
        }
        let Some(app) = self.app.as_ref() else {
            return;
        };
        let Some(g) = app.game() else {
            self.last_phase = None;
            return;
        };
        if banner {
            let mut s = format!(
                "{{\"event\":\"levelStart\",\"tick\":0,\"levelIndex\":{},\"resumed\":{},\"splash\":true",
                g.sim.level(),
                self.resuming
            );
            self.resuming = false;
            self.past_final = false;
            game_fields(&mut s, g, g.level_number());
            let b = g.sim.ball();
            let _ = write!(
                s,
                ",\"continueEnabled\":{},\"records\":{},\"ball\":[{},{}],\"hoopsLeft\":{},\"levelScore\":{},\"levelTimeMs\":{}",
                app.can_continue(),
                records_json(&g.records),
                b.x,
                b.y,
                g.sim.hoops_left(),
                g.sim.level_pts(),
                g.sim.elapsed_ms()
            );
            let name = format!(
                "{:02}_level_{:02}",
                self.rec.traces.len() + 1,
                g.sim.level()
            );
            let line = trace_line_scored(0, &g.sim, Default::default(), &[], g.score());
            self.sim_ticks = g.sim.ticks();
            self.level_tick = 0;
            self.last_phase = Some(g.phase);
            self.waiting = Some((s, name, line));
        }
        let Some(app) = self.app.as_ref() else {
            return;
        };
        let Some(g) = app.game() else {
            return;
        };
        if stepped {
            self.sim_ticks = g.sim.ticks();
            self.level_tick += 1;
            let line =
                trace_line_scored(self.level_tick, &g.sim, g.sim.events(), sounds, g.score());
            if let Some((_, t)) = self.rec.traces.last_mut() {
                t.push(line);
            }
        }
        let phase = Some(g.phase);
        let changed = phase.map(|p| core::mem::discriminant(&p))
            != self.last_phase.map(|p| core::mem::discriminant(&p));
        self.last_phase = phase;
        if !changed {
            return;
        }
        let s = match g.phase {
            Phase::LevelComplete { bonus, .. } => {
                let ms = g.level_time_ms();
                let mut s = format!("{{\"event\":\"levelComplete\",\"tick\":{}", self.level_tick);
                game_fields(&mut s, g, g.level_number());
                let _ = write!(
                    s,
                    ",\"continueEnabled\":{},\"records\":{},\"levelTimeMs\":{ms},\"timeBonus\":{},\"levelScore\":{},\"itemBonus\":{},\"bonus\":{bonus}",
                    app.can_continue(),
                    records_json(&g.records),
                    time_bonus(ms, g.level_number()),
                    g.sim.level_pts(),
                    item_bonus(g.sim.level_pts()),
                );
                s
            }
            Phase::GameOver => {
                // A tick raised it, or the confirm after the end (no level tick).
                let mut s = if stepped {
                    format!("{{\"event\":\"gameOver\",\"tick\":{}", self.level_tick)
                } else {
                    "{\"event\":\"gameOver\",\"tick\":null".to_string()
                };
                game_fields(&mut s, g, self.level_counter(g));
                let _ = write!(
                    s,
                    ",\"continueEnabled\":{},\"records\":{},\"newRecord\":{}",
                    app.can_continue(),
                    records_json(&g.records),
                    g.new_record
                );
                s
            }
            Phase::Congratulation { in_one_go } => {
                // The original's screens 11 (in one go: the bonus level follows) and 12.
                self.past_final = true;
                let mut s = format!(
                    "{{\"event\":\"gameEnd\",\"mode\":{}",
                    if in_one_go { 11 } else { 12 }
                );
                game_fields(&mut s, g, self.level_counter(g));
                let _ = write!(
                    s,
                    ",\"continueEnabled\":{},\"records\":{}",
                    app.can_continue(),
                    records_json(&g.records)
                );
                s
            }
            _ => return,
        };
        self.event(s);
    }

    fn choose(&mut self, item: &str) -> Result<(), Failure> {
        let cannot = |why: &str| fail(format!("choose {item}: {why}"));
        match self.screen() {
            Some(Screen::Title { .. }) => {
                let target = match item {
                    "Continue" => TitleItem::Continue,
                    "New Game" => TitleItem::NewGame,
                    "Options" => TitleItem::Options,
                    "Records" => TitleItem::Records,
                    "Help" => TitleItem::Help,
                    "Sandbox" => TitleItem::Sandbox,
                    "MakeLevel" => TitleItem::MakeLevel,
                    "Exit" => TitleItem::Exit,
                    _ => return Err(cannot("no such title item")),
                };
                for _ in 0..16 {
                    if self.screen() == Some(Screen::Title { sel: target }) {
                        if target == TitleItem::Continue {
                            let snap = &self.app()?.save.snapshot;
                            self.resuming = matches!(
                                crate::sim::snapshot::peek(snap),
                                Ok(Some(i)) if i.state == crate::sim::snapshot::STATE_IN_PLAY
                            );
                        }
                        return self.tap(Buttons::CROSS);
                    }
                    self.tap(Buttons::DOWN)?;
                }
                Err(cannot("the title never selects it"))
            }
            Some(Screen::LevelSelect { .. }) => {
                let n: usize = item
                    .strip_prefix("Level ")
                    .and_then(|n| n.parse().ok())
                    .filter(|n| *n >= 1)
                    .ok_or_else(|| cannot("the level list has only Level N"))?;
                for _ in 0..64 {
                    match self.screen() {
                        Some(Screen::LevelSelect { sel }) if sel == n - 1 => {
                            return self.tap(Buttons::CROSS);
                        }
                        Some(Screen::LevelSelect { sel }) if sel < n - 1 => {
                            self.tap(Buttons::DOWN)?
                        }
                        _ => self.tap(Buttons::UP)?,
                    }
                }
                Err(cannot("the level list never selects it (locked?)"))
            }
            s => Err(cannot(&format!("not on a menu ({s:?})"))),
        }
    }

    /// One of the phone's key codes given to the screen shown. On the title a digit goes
    /// towards the unlock sequence: the port's button at the same place of its own sequence
    /// when it continues the phone's, else one that breaks it (as a wrong digit does).
    fn key(&mut self, code: i32) -> Result<(), Failure> {
        let on_title = matches!(self.screen(), Some(Screen::Title { .. }));
        if on_title && (48..=57).contains(&code) {
            let at = self.phone_secret;
            let (next, b) = if code == PHONE_SECRET[at] {
                (at + 1, SECRET[at])
            } else if code == PHONE_SECRET[0] {
                (1, SECRET[0])
            } else {
                // A button of the sequence that neither continues nor starts it.
                let breaks = [Buttons::TRIANGLE, Buttons::SQUARE, Buttons::R]
                    .into_iter()
                    .find(|b| *b != SECRET[at] && *b != SECRET[0])
                    .unwrap_or(Buttons::TRIANGLE);
                (0, breaks)
            };
            self.phone_secret = if next == PHONE_SECRET.len() { 0 } else { next };
            self.tap(b)?;
            return self.close_opened();
        }
        let confirm = self.app()?.confirm_button();
        let b = key_button(code, confirm).ok_or_else(|| {
            fail(format!(
                "key {code}: the port has no button for it here ({:?})",
                self.screen()
            ))
        })?;
        self.tap(b)
    }

    /// The port's confirmation of the unlock sequence (the phone shows none) stands in front
    /// of the menu until a button closes it: closed, so that the next command meets the menu
    /// as the phone's does.
    fn close_opened(&mut self) -> Result<(), Failure> {
        if self.app()?.levels_opened_shown() {
            self.tap(Buttons::SQUARE)?;
        }
        Ok(())
    }

    /// The confirm key on the screen shown; on the level complete screen a count still
    /// running is skipped first (the phone's screen has none), so that it is left.
    fn ok(&mut self) -> Result<(), Failure> {
        let confirm = self.app()?.confirm_button().ok();
        self.tap(confirm)?;
        for _ in 0..3 {
            if !matches!(self.screen(), Some(Screen::LevelComplete { .. })) {
                return Ok(());
            }
            self.tap(confirm)?;
        }
        Err(fail(format!("ok: the screen stays ({:?})", self.screen())))
    }

    fn play(
        &mut self,
        script: &[ReplayEvent],
        max: Option<u32>,
        quit: Option<u32>,
        offset: u32,
    ) -> Result<(), Failure> {
        if self.screen() != Some(Screen::Banner) {
            return Err(fail(format!(
                "play: no level waits behind its banner ({:?})",
                self.screen()
            )));
        }
        if let Some((start, name, line)) = self.waiting.take() {
            self.event(start);
            self.rec.traces.push((name, vec![line]));
        }
        let limit = max.unwrap_or(MAX_TICKS);
        if limit <= 1 {
            return Ok(());
        }
        self.frame(Buttons::SQUARE)?;
        self.frame(Buttons::NONE)?;
        let mut keys = Buttons::NONE;
        for t in 1..limit {
            if quit == Some(t) {
                return self.quit(t);
            }
            for e in script
                .iter()
                .filter(|e| e.tick > offset && e.tick - offset == t)
            {
                keys = held_after(keys, e);
            }
            let before = self.level_tick;
            for _ in 0..2 * FRAMES_PER_TICK {
                self.frame(keys)?;
                if self.level_tick != before {
                    break;
                }
            }
            if self.level_tick != t {
                return Err(fail(format!("play: level tick {t} did not run")));
            }
            if self.screen() != Some(Screen::Playing) {
                break;
            }
        }
        self.frame(Buttons::NONE)
    }

    /// Pause to the title just before level tick `t`: START, QUIT TO TITLE, YES. The
    /// original's soft key goes to its menu at once, without a sound; the port's own pause
    /// menu clicks, and its sounds go to the quit's `pauseMenuSounds`.
    fn quit(&mut self, t: u32) -> Result<(), Failure> {
        let mut s = format!(
            "{{\"event\":\"quit\",\"tick\":{},\"beforeTick\":{t}",
            self.level_tick
        );
        if let Some(g) = self.app()?.game() {
            game_fields(&mut s, g, g.level_number());
        }
        self.pause_menu = Some(Vec::new());
        let done = self.pause_to_title();
        let clicks = self.pause_menu.take().unwrap_or_default();
        done?;
        let app = self.app()?;
        let _ = write!(
            s,
            ",\"continueEnabled\":{},\"records\":{},\"pauseMenuSounds\":",
            app.can_continue(),
            records_json(&app.save.settings.records)
        );
        push_sounds(&mut s, clicks.into_iter());
        self.event(s);
        Ok(())
    }

    fn pause_to_title(&mut self) -> Result<(), Failure> {
        self.tap(Buttons::START)?;
        for _ in 0..8 {
            if self.screen()
                == Some(Screen::Paused {
                    sel: PauseItem::QuitToTitle,
                })
            {
                break;
            }
            self.tap(Buttons::DOWN)?;
        }
        self.tap(Buttons::CROSS)?;
        self.tap(Buttons::LEFT)?;
        if !self.app()?.asking().is_some_and(|a| a.yes) {
            return Err(fail("quit: QUIT TO TITLE asks no question"));
        }
        self.tap(Buttons::CROSS)?;
        if !matches!(self.screen(), Some(Screen::Title { .. })) {
            return Err(fail(format!(
                "quit: not on the title ({:?})",
                self.screen()
            )));
        }
        Ok(())
    }

    fn run(&mut self, c: &Command, dir: &Path) -> Result<(), Failure> {
        match c {
            Command::Start => self.start(),
            Command::Restart => {
                let app = self.app()?;
                app.exit_requested();
                if let Some(b) = app.take_save() {
                    app.save_done(true);
                    self.stick = Some(b);
                }
                self.start()
            }
            Command::Wait => {
                for _ in 0..30 {
                    self.frame(Buttons::NONE)?;
                }
                Ok(())
            }
            Command::Choose(item) => self.choose(item),
            Command::Ok => self.ok(),
            Command::Secret => {
                for b in SECRET {
                    self.tap(b)?;
                }
                self.close_opened()
            }
            Command::Key(code) => self.key(*code),
            Command::Back => {
                let app = self.app()?;
                let back = app.confirm_button().back();
                self.tap(back)
            }
            Command::Play {
                script,
                max,
                quit,
                offset,
            } => {
                let events = replay::read(&dir.join(script))?;
                self.play(&events, *max, *quit, *offset)
            }
        }
    }
}

/// The buttons held after a replay's key event `e`, `keys` held before it: the key's button
/// (the jump on CROSS) pressed or released. A replay played through the application's
/// buttons, as the flow and the power-cut test play it.
pub fn held_after(keys: Buttons, e: &ReplayEvent) -> Buttons {
    let b = match e.key {
        Key::Jump => Buttons::CROSS,
        Key::Down => Buttons::DOWN,
        Key::Left => Buttons::LEFT,
        Key::Right => Buttons::RIGHT,
    };
    if e.pressed {
        keys | b
    } else {
        Buttons(keys.0 & !b.0)
    }
}

/// Plays `scenario` (its scripts read from `dir`) on `res`; `builtin` says whether `res` is
/// the set built into the game (it owns version 1 saves).
///
/// # Errors
///
/// A malformed scenario, a script that cannot be read, or a step the game does not take as
/// the scenario says.
pub fn run<'r>(
    res: &'r Resources<'r>,
    builtin: bool,
    scenario: &str,
    dir: &Path,
) -> Result<Recorded, Failure> {
    let commands = parse(scenario)?;
    let mut d = Driver {
        res,
        builtin,
        app: None,
        stick: None,
        rec: Recorded::default(),
        last_screen: None,
        last_phase: None,
        sim_ticks: 0,
        level_tick: 0,
        resuming: false,
        pending: Vec::new(),
        pause_menu: None,
        past_final: false,
        phone_secret: 0,
        waiting: None,
    };
    for c in &commands {
        d.run(c, dir)?;
    }
    d.rec.sounds_after = core::mem::take(&mut d.pending);
    d.rec.save = d.stick.take();
    Ok(d.rec)
}

/// The `flow` subcommand.
///
/// # Errors
///
/// Bad arguments (exit code 2), or what the subcommand found wrong or could not read or
/// write (1).
pub fn command(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let mut a = Args::new(args);
    let res_dir = a.option("--res")?;
    let events_out = a
        .option("--events")?
        .ok_or_else(|| Failure::usage("flow needs --events OUT.jsonl"))?;
    let prefix = a.option("--trace-prefix")?;
    let save_out = a.option("--save-out")?;
    let scenario = a
        .positional()
        .ok_or_else(|| Failure::usage("flow needs a scenario file"))?;
    a.finish()?;
    let path = PathBuf::from(&scenario);
    let text =
        std::fs::read_to_string(&path).map_err(|e| fail(format!("cannot read {scenario}: {e}")))?;
    let files = RawFiles::load(res_dir.as_deref().map(Path::new))?;
    let res = files.resources()?;
    let dir = path.parent().unwrap_or(Path::new("."));
    let rec = run(&res, res_dir.is_none(), &text, dir)?;
    let write = |p: &str, lines: &[String]| -> Result<(), Failure> {
        let mut s = lines.join("\n");
        s.push('\n');
        std::fs::write(p, s).map_err(|e| fail(format!("cannot write {p}: {e}")))
    };
    write(&events_out, &rec.events)?;
    if let Some(p) = &prefix {
        for (name, lines) in &rec.traces {
            write(&format!("{p}_{name}.jsonl"), lines)?;
        }
    }
    if let Some(p) = &save_out {
        let bytes = rec
            .save
            .as_ref()
            .ok_or_else(|| fail("--save-out: the scenario wrote no save"))?;
        std::fs::write(p, bytes).map_err(|e| fail(format!("cannot write {p}: {e}")))?;
    }
    writeln!(
        out,
        "{} events, {} levels played",
        rec.events.len(),
        rec.traces.len()
    )
    .map_err(|e| fail(e.to_string()))
}
