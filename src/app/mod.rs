//! The game application as a player meets it, from the title to the last level: screens
//! and their flow (docs/RULES.md §6.4 adapted to the PSP), the 20 Hz simulation under a 60 Hz screen with
//! interpolated drawing, the HUD, tips, banners and the save data.
//!
//! The platform calls [`App::update`] once per displayed frame with the buttons held, then
//! [`App::draw`]; it plays the sounds, writes the save and prints the lines the app hands
//! out. It knows nothing of what the screens are.
//!
//! Inside: [`App`] holds the screen on show (`screen/`, one type and file per screen, each
//! with its update and its drawing) and the state the screens share (`context.rs`: the
//! resources, the save and its queue, the running game of `play.rs`, the confirm button,
//! the queues of lines and sounds, the notice). Menus are enums of actions (`menu.rs`, with
//! the key repeat), their yes/no question is `dialog.rs`; `ui.rs` holds the drawing pieces
//! the screens share, `indicators.rs` the hint bar and the saving indicator. The autoplay test runs
//! (`autoplay.rs`) exist only with the `demo-autoplay` or `replay-autoplay` feature, or on
//! the host with `std`; the player's EBOOT has none.

#![warn(missing_docs, unreachable_pub)]
#![warn(clippy::missing_errors_doc, clippy::missing_panics_doc)]

mod advance;
mod attack;
pub use attack::AttackEnd;
#[cfg(any(
    feature = "demo-autoplay",
    feature = "replay-autoplay",
    feature = "selftest",
    all(feature = "std", not(target_os = "psp"))
))]
mod autoplay;
mod context;
pub mod dialog;
mod field;
pub mod guide;
pub mod hints;
mod indicators;
mod items;
pub mod journal;
mod menu;
pub mod mylevels;
mod overlay;
mod pad;
mod play;
pub mod program;
pub mod raced;
pub mod run_files;
pub mod save;
pub mod save_queue;
mod screen;
pub mod title_art;
mod ui;

use crate::gfx::Canvas;
use crate::input::{Buttons, Confirm};
use crate::res::locate::Refusal;
use crate::res::Resources;
use crate::runtime::{Line, Timing};
use crate::sim::flow::Game;
use alloc::string::String;
use alloc::vec::Vec;
use context::{Context, Cx, View};
use core::fmt::Write as _;
pub use items::{HelpItem, PauseItem, TitleItem};
pub use menu::{REPEAT_DELAY, REPEAT_EVERY};
use pad::Pad;
pub use save::SaveData;
use screen::{Active, ResourceError, TitleMenu};
pub use screen::{
    AttackChoice, DamagedChoice, EditorItem, MyLevelsAction, OptionsItem, ResultItem, Screen,
    ATTRACT_FRAMES, OPENED, OPENED_FRAMES, SECRET,
};
use screen::{Next, Route};
pub use ui::IM_FONT;

use crate::gfx::{SCREEN_H, SCREEN_W};
/// Displayed frames per simulation step (60 Hz over 20 Hz).
pub const FRAMES_PER_TICK: u8 = 3;

/// The work a frame gives to building a loaded level's collision tables
/// ([`Game::prepare`](crate::sim::flow::Game::prepare)): about 2 ms of the PSP's at
/// 222 MHz, so a level's first frames stay within half a vertical blank (level 1's tables
/// take about 20 frames, the largest level's about 100).
pub const PREPARE_UNITS: u32 = 25_000;

/// The tutorial tips, one per line (`|` breaks a line inside a tip; `{JUMP}` stands for the
/// jump buttons the player chose: draw [`hints::tips`]).
pub const TIPS: &str = include_str!("../../content/tips.txt");

/// What the platform should do after an update.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// Keep running.
    None,
    /// The player asked to leave the application.
    Exit,
}

/// The notice shown while a failed save waits for its retry.
const SAVE_FAILED: &str = "SAVE FAILED - WILL RETRY";

/// The notice of a saved TIME ATTACK run refused as the save was read.
pub const TIME_DROPPED: &str = "A DAMAGED SAVED TIME WAS DROPPED";

/// A notice at the top of the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// What it says.
    pub text: heapless::String<40>,
    /// Whether it tells of a failed save (it goes once a write succeeds).
    pub failed_save: bool,
}

impl Notice {
    /// A failed save's notice saying `text` (cut to the notice's room).
    fn failed(text: &str) -> Notice {
        let mut n = Notice::from(text);
        n.failed_save = true;
        n
    }
}

impl From<&str> for Notice {
    fn from(text: &str) -> Notice {
        let mut t = heapless::String::new();
        for ch in text.chars() {
            if t.push(ch).is_err() {
                break;
            }
        }
        Notice {
            failed_save: text == SAVE_FAILED,
            text: t,
        }
    }
}

/// Frames the saving indicator stays up for at least from the start of a write (2 s at
/// 60 Hz: time to read its two lines even when the write is quick).
pub const SAVING_FRAMES: u32 = 120;

/// The application: the screen on show and what the screens share.
pub struct App<'r> {
    /// The save data as the game last left it (the platform writes it when asked).
    pub save: SaveData,
    /// The platform's timings, for the performance overlay.
    pub timing: Timing,
    cx: Context<'r>,
    screen: Active,
    /// The buttons held at the last update.
    held: Buttons,
    /// Menu moves repeating while a direction is held.
    repeat: menu::Repeat,
    frame: u32,
    overlay: bool,
}

impl<'r> App<'r> {
    /// The application over `res`, with the save read at start-up (`None`: no save; an
    /// error: a save that cannot be used, which the player is told about and asked before
    /// it is written over, nothing being written meanwhile).
    pub fn new(res: &'r Resources<'r>, save: Result<Option<SaveData>, save::SaveError>) -> Self {
        let mut cx = Context::new(res);
        let save = match save {
            Ok(s) => {
                let s = s.unwrap_or_default();
                // A damaged time record was refused alone: the rest of the save is kept,
                // the player told; the next write leaves it out.
                for r in &s.refused {
                    let mut l = Line::new();
                    let _ = write!(l, "{r}");
                    cx.line(l);
                }
                if !s.refused.is_empty() {
                    cx.notice = Some((Notice::from(TIME_DROPPED), 240));
                }
                let runs = s.times.iter().count();
                if runs > 0 {
                    let mut l = Line::new();
                    let _ = write!(
                        l,
                        "save: {runs} time attack runs, {} bytes",
                        s.times.bytes()
                    );
                    cx.line(l);
                }
                s
            }
            Err(e) => {
                let mut l = Line::new();
                let _ = write!(l, "save ignored: {e}");
                cx.line(l);
                cx.damaged = Some(e);
                cx.saves.stop();
                SaveData::default()
            }
        };
        let screen = match cx.damaged {
            Some(e) => screen::DamagedSave::new(e).into(),
            None => TitleMenu::opening(View {
                save: &save,
                c: &cx,
            })
            .into(),
        };
        App {
            save,
            timing: Timing::default(),
            cx,
            screen,
            held: Buttons::NONE,
            repeat: menu::Repeat::default(),
            frame: 0,
            overlay: false,
        }
    }

    /// The screens' hold on the shared state.
    fn cx(&mut self) -> Cx<'_, 'r> {
        Cx {
            save: &mut self.save,
            c: &mut self.cx,
        }
    }

    /// Opens on the screen that tells the player why their resource set was refused (what
    /// is wrong and what to do, the detail below); the confirm button
    /// ([`App::set_confirm`]) goes on to the title, on the resources this app was made with.
    pub fn show_refusal(&mut self, r: &Refusal) {
        self.screen = ResourceError { told: r.clone() }.into();
    }

    /// [`App::show_refusal`] for the set at `path`, whose cause is known only as the text
    /// `why` (told as its detail, under [`Refusal::CANNOT_PLAY`]).
    pub fn show_resource_error(&mut self, path: &str, why: &str) {
        self.show_refusal(&Refusal {
            path: String::from(path),
            plain: Refusal::CANNOT_PLAY,
            detail: String::from(why),
        });
    }

    /// What the resource error screen tells, while it is up.
    pub fn resource_error(&self) -> Option<&Refusal> {
        match &self.screen {
            Active::ResourceError(e) => Some(&e.told),
            _ => None,
        }
    }

    /// The title's confirmation that [`SECRET`] opened every level ([`OPENED`]), while it
    /// is up.
    pub fn levels_opened_shown(&self) -> bool {
        matches!(&self.screen, Active::Title(t) if t.opened > 0)
    }

    /// Where the player is.
    pub fn screen(&self) -> Screen {
        self.screen.at()
    }

    /// The yes/no question open over the screen, and whether YES is selected.
    pub fn asking(&self) -> Option<dialog::Ask> {
        match &self.screen {
            Active::Title(s) => s.ask,
            Active::Paused(s) => s.ask,
            Active::DamagedSave(s) => s.ask,
            Active::MyLevels(s) => s.asking(),
            _ => None,
        }
    }

    /// Which button confirms in menus (the other goes back), as the platform read the
    /// system's setting; says so on stdout (`confirm: circle` or `confirm: cross`). Jumping
    /// stays on CROSS and UP either way.
    pub fn set_confirm(&mut self, confirm: Confirm) {
        self.cx.confirm = confirm;
        let mut l = Line::new();
        let _ = write!(l, "confirm: {}", confirm.name());
        self.cx.line(l);
    }

    /// A test run that plays by itself writes nothing: it never read the player's save,
    /// so a write would replace the player's progress with its own.
    pub fn write_no_saves(&mut self) {
        self.cx.saves.stop();
    }

    /// There is no memory stick: nothing is written this session (the save queue is stopped,
    /// so nothing waits on a save), the player is told so once, now, before the title, and
    /// the title then shows a NOT SAVING reminder. Says `no memory stick: not saving`.
    pub fn set_no_stick(&mut self) {
        self.cx.no_stick = true;
        self.cx.saves.stop();
        self.cx.say("no memory stick: not saving");
        self.screen = screen::NoStick.into();
    }

    /// Whether this session saves nothing for want of a memory stick.
    pub fn no_stick(&self) -> bool {
        self.cx.no_stick
    }

    /// The button that confirms in menus (CROSS unless [`App::set_confirm`] said otherwise).
    pub fn confirm_button(&self) -> Confirm {
        self.cx.confirm
    }

    /// Whether the title offers Continue (the save holds a level to go on with).
    pub fn can_continue(&self) -> bool {
        View {
            save: &self.save,
            c: &self.cx,
        }
        .can_continue()
    }

    /// Levels New Game's list lets the player start: the first ones up to the highest
    /// unlocked, or every playable one when all are open.
    pub fn levels_open(&self) -> usize {
        View {
            save: &self.save,
            c: &self.cx,
        }
        .selectable()
    }

    /// TIME ATTACK's list row `level` as the list draws it: the level's name, its status
    /// (its best time, NO TIME YET, NOT FINISHED or CANNOT BE PLAYED) and its gold badge
    /// (`PAR`, or empty). The set's levels come first, by index; then, when MY LEVELS has
    /// levels, a heading row (empty cells) and MY LEVELS' levels in their order.
    pub fn attack_row(
        &self,
        level: usize,
    ) -> (heapless::String<64>, heapless::String<64>, &'static str) {
        screen::attack_list::label(
            View {
                save: &self.save,
                c: &self.cx,
            },
            level,
        )
    }

    /// The level the TIME ATTACK run in play (or just ended) races.
    pub fn attack_raced(&self) -> Option<raced::Raced> {
        self.cx.attack.as_ref().map(|a| a.raced)
    }

    /// How the TIME ATTACK run in play ended, once it has.
    pub fn attack_end(&self) -> Option<AttackEnd> {
        self.cx.attack.as_ref().and_then(|a| a.end)
    }

    /// Where TIME ATTACK's ghost is (its ball's centre in level pixels), while one races.
    pub fn ghost_position(&self) -> Option<(i32, i32)> {
        let g = self.cx.attack.as_ref()?.ghost.as_ref()?;
        Some(g.position())
    }

    /// The game in progress, if any.
    pub fn game(&self) -> Option<&Game> {
        self.cx.play.game.as_ref()
    }

    /// The scene, while the sandbox is on screen.
    pub fn sandbox(&self) -> Option<&crate::sandbox::Sandbox> {
        match &self.screen {
            Active::Sandbox(s) => Some(&s.scene),
            _ => None,
        }
    }

    /// Whether the sandbox's room is done (through the exit) and its end is on show.
    pub fn sandbox_done(&self) -> bool {
        matches!(&self.screen, Active::Sandbox(s) if s.done())
    }

    /// The level editor, while it is on screen.
    pub fn editor(&self) -> Option<&crate::edit::Editor> {
        match &self.screen {
            Active::Editor(s) => Some(&s.ed),
            _ => None,
        }
    }

    /// The run that finished the level in the editor from its start, as a replay's events
    /// (`None` until one did, or after a change): the level's proof and its kept replay.
    pub fn editor_finished(&self) -> Option<&[crate::sim::replay::ReplayEvent]> {
        match &self.screen {
            Active::Editor(s) => s.finished.as_deref().map(|v| v.as_slice()),
            _ => None,
        }
    }

    /// A text a screen asks the player to type (the editor's level name), for the
    /// platform's keyboard; its answer goes to [`App::text_typed`].
    pub fn take_text_ask(&mut self) -> Option<crate::runtime::TextAsk> {
        let ask = self.cx.text_ask.take()?;
        self.cx.typing = true;
        Some(ask)
    }

    /// The keyboard's answer: the text typed, or `None` (cancelled, or no keyboard).
    pub fn text_typed(&mut self, text: Option<&str>) {
        self.cx.typing = false;
        self.cx.typed = Some(text.map(|t| {
            let mut out = crate::runtime::Text::new();
            for ch in t.chars() {
                if out.push(ch).is_err() {
                    break;
                }
            }
            out
        }));
    }

    /// Whether the keyboard is up over the game.
    pub fn typing(&self) -> bool {
        self.cx.typing
    }

    /// The place in MY LEVELS of the level in play from there, if the game's screens are
    /// showing one (its banner, pause menu and level complete tally lead back there and keep
    /// nothing of New Game's).
    pub fn playing_my_level(&self) -> Option<usize> {
        self.cx.made_play
    }

    /// MY LEVELS as read from the stick.
    pub fn my_levels(&self) -> &mylevels::MyLevels {
        &self.cx.mylevels
    }

    /// The next file job of the platform's (answer with [`App::file_done`]): MY LEVELS'
    /// first, then TIME ATTACK's best runs' files ([`run_files`]), one job at a time.
    pub fn take_file_job(&mut self) -> Option<crate::runtime::FileJob> {
        if self.cx.run_files.writing() || self.cx.mylevels.running() {
            return None;
        }
        self.cx
            .mylevels
            .take_job()
            .or_else(|| self.cx.run_files.take_job(&self.save.times))
    }

    /// The answer to the last [`App::take_file_job`].
    pub fn file_done(&mut self, reply: crate::runtime::FileReply) {
        if self.cx.run_files.writing() {
            let l = self.cx.run_files.done(reply);
            self.cx.line(l);
            return;
        }
        self.cx.mylevels.done(reply);
        for l in core::mem::take(&mut self.cx.mylevels.said) {
            self.cx.line(l);
        }
    }

    /// Frames updated since start.
    pub fn frame(&self) -> u32 {
        self.frame
    }

    /// Sounds started since the last call (play the last: a new sound stops the current).
    pub fn take_sounds(&mut self) -> heapless::Vec<crate::sim::Sound, 8> {
        core::mem::take(&mut self.cx.sounds)
    }

    /// Lines for stdout since the last call.
    pub fn take_lines(&mut self) -> heapless::Vec<Line, 8> {
        core::mem::take(&mut self.cx.lines)
    }

    /// The save file to write, when the save data changed (or a failed write is due
    /// again); report how the write went with [`App::save_done`].
    pub fn take_save(&mut self) -> Option<Vec<u8>> {
        if !self.cx.saves.start() {
            return None;
        }
        self.cx.saving = SAVING_FRAMES;
        Some(self.save.to_bytes(self.cx.res.levels_crc))
    }

    /// Whether the saving indicator is up: while a write runs, and for at least
    /// [`SAVING_FRAMES`] from its start unless it failed (the failure's notice says so).
    pub fn saving_shown(&self) -> bool {
        indicators::shown(View {
            save: &self.save,
            c: &self.cx,
        })
    }

    /// How the write of the last [`App::take_save`] went; a failure is retried and the
    /// player is told.
    pub fn save_done(&mut self, ok: bool) {
        self.cx.saves.finished(ok);
        if !ok {
            self.cx.notice = Some((Notice::from(SAVE_FAILED), 240));
            self.cx.say("save failed, will retry");
        } else if self.cx.notice.as_ref().is_some_and(|(t, _)| t.failed_save) {
            // A failure's notice goes once a write succeeds.
            self.cx.notice = None;
        }
    }

    /// The last write failed because the memory stick is full: like a failed write, but the
    /// notice names the room a save needs (`needed_kb`), and stays until a write succeeds.
    /// The save data is kept and retried; nothing on the stick was written over.
    pub fn save_no_space(&mut self, needed_kb: u32) {
        self.save_done(false);
        let text = crate::runtime::save_plan::space::message(needed_kb);
        self.cx.notice = Some((Notice::failed(&text), u32::MAX));
        let mut l = Line::new();
        let _ = write!(l, "save failed: memory stick full, {needed_kb} KB needed");
        self.cx.line(l);
    }

    /// What the save refused at start-up holds, read as far as it reads: its screen lists
    /// it.
    pub fn set_damaged_held(&mut self, held: save::Held) {
        self.cx.damaged_held = Some(held);
    }

    /// The notice shown at the top of the screen, if any.
    pub fn notice(&self) -> Option<&str> {
        self.cx.notice.as_ref().map(|(t, _)| t.text.as_str())
    }

    /// The save's state (whether something is not on the memory stick yet).
    pub fn saves(&self) -> &save_queue::SaveQueue {
        &self.cx.saves
    }

    /// Asks for the save data to be written (e.g. a save read from an old place, to be
    /// written to the new one).
    pub fn request_save(&mut self) {
        self.cx.saves.mark();
    }

    /// The system is about to sleep: a level in play is paused, so the pause menu is up
    /// when the player comes back.
    pub fn suspend(&mut self) {
        if matches!(self.screen, Active::Playing(_)) && self.cx.player() {
            if let Some(s) = Active::open(&mut self.cx(), Route::Pause) {
                self.screen = s;
            }
        }
    }

    /// The player leaves the application from outside it (HOME): a level in progress
    /// keeps its continue snapshot, as QUIT TO TITLE does; the platform then writes the
    /// save before exiting.
    pub fn exit_requested(&mut self) {
        let away = matches!(self.screen, Active::Demo(_) | Active::Sandbox(_));
        if self.cx.player() && !away {
            self.cx().store_snapshot();
        }
    }

    /// Whether sound is on.
    pub fn sound_on(&self) -> bool {
        self.save.settings.sound
    }

    /// The effects' and the music's volumes, as OPTIONS sets them.
    pub fn volume(&self) -> crate::audio::Volume {
        crate::audio::Volume {
            effects: self.save.options.effects,
            music: self.save.options.music,
            music_tunes: crate::sim::Sound::music_mask(),
        }
    }

    /// Sets the view option as OPTIONS → VIEW does, without marking the save (tools and
    /// tests that start a game directly).
    pub fn set_original_view(&mut self, on: bool) {
        self.save.options.original_view = on;
    }

    /// Whether the play field is drawn as the original's 176 x 208 window.
    pub fn original_view(&self) -> bool {
        self.save.options.original_view
    }

    /// Sets the SCREEN option as OPTIONS → SCREEN does, without marking the save.
    pub fn set_scale(&mut self, scale: crate::gfx::scale::Scale) {
        self.save.options.scale = scale;
    }

    /// How the original's window is shown (the SCREEN option).
    pub fn scale(&self) -> crate::gfx::scale::Scale {
        self.save.options.scale
    }

    /// Whether the performance overlay is shown.
    pub fn overlay(&self) -> bool {
        self.overlay
    }

    /// Advances one displayed frame with the buttons now held.
    pub fn update(&mut self, held: Buttons) -> Request {
        let moves = self.repeat.update(held.navigation());
        let input = Pad::new(held, self.held, self.cx.confirm, moves);
        self.held = held;
        self.frame = self.frame.wrapping_add(1);
        if input.pressed.contains(Buttons::SELECT) {
            self.overlay = !self.overlay;
        }
        self.cx.overlay = self.overlay;
        self.cx.saves.tick();
        self.cx.saving = self.cx.saving.saturating_sub(1);
        if let Some((_, t)) = &mut self.cx.notice {
            *t = t.saturating_sub(1);
            if *t == 0 {
                self.cx.notice = None;
            }
        }
        self.cx.title_art.update(input.pressed);
        let mut cx = Cx {
            save: &mut self.save,
            c: &mut self.cx,
        };
        match self.screen.update(&mut cx, &input) {
            Next::Stay => {}
            Next::Go(r) => {
                if let Some(s) = Active::open(&mut cx, r) {
                    self.screen = s;
                }
            }
            Next::Exit => return Request::Exit,
        }
        for l in core::mem::take(&mut self.cx.mylevels.said) {
            self.cx.line(l);
        }
        // A level's load leaves its collision tables to build a slice a frame from the
        // frame after it (the first frames show its banner); answers are the same before
        // they are done.
        let play = &mut self.cx.play;
        if let Some(g) = play
            .game
            .as_mut()
            .filter(|_| !core::mem::take(&mut play.fresh))
        {
            // TIME ATTACK's ghost builds its own once the player's are done.
            if g.prepare(PREPARE_UNITS) {
                if let Some(ghost) = self.cx.attack.as_mut().and_then(|a| a.ghost.as_mut()) {
                    ghost.prepare(PREPARE_UNITS);
                }
            }
        }
        Request::None
    }

    /// Draws the current screen.
    pub fn draw(&self, c: &mut impl Canvas) {
        let v = View {
            save: &self.save,
            c: &self.cx,
        };
        self.screen.draw(v, c);
        if let Some((notice, _)) = &self.cx.notice {
            ui::notice(v, c, &notice.text, self.screen.over_title());
        }
        if self.saving_shown() {
            indicators::saving(v, c, self.frame, self.screen.over_title());
        }
        if self.overlay {
            c.last_layer();
            overlay::draw(&self.timing, c);
        }
    }
}

/// Where the autoplay test runs ([`autoplay`]) open.
#[cfg(any(
    feature = "demo-autoplay",
    feature = "replay-autoplay",
    feature = "selftest",
    all(feature = "std", not(target_os = "psp"))
))]
impl App<'_> {
    /// On the demo.
    fn open_demo(&mut self) {
        if let Some(s) = screen::Demo::open(&mut self.cx()) {
            self.screen = s.into();
        }
    }

    /// On `level` in play, past its banner.
    fn open_level(&mut self, level: usize) {
        if let Ok(g) = Game::new(self.cx.res, level) {
            // The banner's route begins the level; autoplay goes on to play at once.
            self.cx.play.game = Some(g);
            if Active::open(&mut self.cx(), Route::Banner).is_some() {
                if let Some(s) = Active::open(&mut self.cx(), Route::Playing) {
                    self.screen = s;
                }
            }
        }
    }
}

/// The player's build has no autoplay: the type has no values.
#[cfg(not(any(
    feature = "demo-autoplay",
    feature = "replay-autoplay",
    feature = "selftest",
    all(feature = "std", not(target_os = "psp"))
)))]
mod autoplay {
    use crate::runtime::Line;
    use crate::sim::flow::Game;
    use crate::sim::Events;

    pub(super) enum Autoplay {}

    impl Autoplay {
        pub(super) fn restart(&mut self) {
            match *self {}
        }

        pub(super) fn feed(&mut self, _: &mut Game) {
            match *self {}
        }

        pub(super) fn report(&mut self, _: Events, _: &Game) -> Option<Line> {
            match *self {}
        }
    }
}
