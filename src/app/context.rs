//! What the screens share: the resources, the save and its queue, the running game, the
//! confirm button, the queues of lines and sounds, the notice, a damaged save's error and
//! the saving indicator's time. A
//! screen borrows it as [`Cx`] to update and as [`View`] to draw.

use super::autoplay::Autoplay;
use super::play::Play;
use super::save::SaveError;
use super::save_queue::SaveQueue;
use super::{title_art, Notice, SaveData};
use crate::input::Confirm;
use crate::res::Resources;
use crate::runtime::Line;
use crate::sim::flow::{Game, Phase};
use crate::sim::Sound;
use core::fmt::Write;

/// The state every screen may read or change, owned by the application.
pub(super) struct Context<'r> {
    pub res: &'r Resources<'r>,
    pub saves: SaveQueue,
    /// The game in play (or the demo), and its frames between ticks.
    pub play: Play,
    pub confirm: Confirm,
    /// The title scene's bouncing ball, behind every menu.
    pub title_art: title_art::TitleArt,
    /// The notice at the top of the screen and the frames it stays.
    pub notice: Option<(Notice, u32)>,
    /// Why the save read at start-up was refused, until the player says whether to write
    /// over it (writes are stopped meanwhile).
    pub damaged: Option<SaveError>,
    /// What that save holds, as far as it reads (when the platform handed its bytes).
    pub damaged_held: Option<super::save::Held>,
    /// The performance overlay (SELECT) is up.
    pub overlay: bool,
    /// No memory stick at start-up: writes are stopped for the session.
    pub no_stick: bool,
    /// Frames the saving indicator stays up for at least.
    pub saving: u32,
    pub sounds: heapless::Vec<Sound, 8>,
    pub lines: heapless::Vec<Line, 8>,
    /// Lines that did not fit [`Context::lines`] since the start (see
    /// [`crate::runtime::queue_line`]).
    pub lines_dropped: u16,
    /// A test run that plays by itself (`None` when a player plays).
    pub autoplay: Option<Autoplay>,
    /// The level made in the editor, kept from when it was left until it opens again.
    pub made: Option<alloc::boxed::Box<crate::edit::Doc>>,
    /// The made level's name, kept with it.
    pub made_name: crate::edit::Name,
    /// A text a screen asks the player to type, until the platform takes the question.
    pub text_ask: Option<crate::runtime::TextAsk>,
    /// The keyboard is up (asked and not answered yet).
    pub typing: bool,
    /// The keyboard's answer, until the screen that asked takes it (`Some(None)`: nothing
    /// typed).
    pub typed: Option<Option<crate::runtime::Text>>,
    /// The maker's run of that level, when it was opened finished from MY LEVELS.
    pub made_replay: Option<alloc::vec::Vec<crate::sim::replay::ReplayEvent>>,
    /// The place in MY LEVELS of the level in the editor (its SAVE writes over it).
    pub editing: Option<usize>,
    /// MY LEVELS: the made levels on the stick, and their file jobs.
    pub mylevels: super::mylevels::MyLevels,
    /// The level New Game's list opens on next (the one just played, when the results'
    /// LEVEL SELECT opens it); taken as it opens.
    pub list_at: Option<usize>,
    /// The place in MY LEVELS of the level in play from there: the game's own screens
    /// (banner, pause, level complete) then keep nothing of New Game's (no continue point,
    /// no unlock, no record) and lead back to MY LEVELS.
    pub made_play: Option<usize>,
    /// What MY LEVELS says as it opens after such a play (how it ended).
    pub made_note: heapless::String<64>,
    /// The TIME ATTACK run in play, if the game in play is one.
    pub attack: Option<super::attack::AttackPlay>,
    /// TIME ATTACK's best runs waiting to be written as replay files beside the game.
    pub run_files: super::run_files::RunFiles,
}

impl<'r> Context<'r> {
    pub(super) fn new(res: &'r Resources<'r>) -> Self {
        Context {
            res,
            saves: SaveQueue::new(),
            play: Play::default(),
            confirm: Confirm::Cross,
            title_art: title_art::TitleArt::new(),
            notice: None,
            damaged: None,
            damaged_held: None,
            overlay: false,
            no_stick: false,
            saving: 0,
            sounds: heapless::Vec::new(),
            lines: heapless::Vec::new(),
            lines_dropped: 0,
            autoplay: None,
            made: None,
            made_name: crate::edit::Name::new(),
            text_ask: None,
            typing: false,
            typed: None,
            made_replay: None,
            editing: None,
            mylevels: super::mylevels::MyLevels::for_set(res),
            made_play: None,
            list_at: None,
            made_note: heapless::String::new(),
            attack: None,
            run_files: super::run_files::RunFiles::new(res.levels_crc),
        }
    }

    pub(super) fn line(&mut self, l: Line) {
        crate::runtime::queue_line(&mut self.lines, &mut self.lines_dropped, l);
    }

    /// Says one of the program's own lines, which all fit a [`Line`].
    pub(super) fn say(&mut self, text: &'static str) {
        let mut l = Line::new();
        let fitted = l.push_str(text);
        debug_assert!(fitted.is_ok(), "{text}");
        self.line(l);
    }

    /// Whether a player plays (no autoplay test run).
    pub(super) fn player(&self) -> bool {
        self.autoplay.is_none()
    }

    /// Levels the pack has before the bonus level's slot.
    pub(super) fn playable(&self) -> usize {
        self.res.levels.len().saturating_sub(1)
    }
}

/// How a made level's play ended.
pub(super) enum PlayEnd {
    /// The level was completed (its bonus is in the line said).
    Complete {},
    /// The last life was lost.
    GameOver,
}

/// A screen's hold on the shared state while it updates. The save is a field of [`super::App`]
/// of its own (the platform reads it), so the hold carries it beside the context.
pub(super) struct Cx<'a, 'r> {
    pub save: &'a mut SaveData,
    pub c: &'a mut Context<'r>,
}

impl<'r> Cx<'_, 'r> {
    pub(super) fn res(&self) -> &'r Resources<'r> {
        self.c.res
    }

    /// The parts of the shared state a time attack run uses ([`super::attack`]).
    pub(super) fn attack_parts(&mut self) -> super::attack::Parts<'_, 'r> {
        super::attack::Parts {
            res: self.c.res,
            save: self.save,
            saves: &mut self.c.saves,
            play: &mut self.c.play,
            attack: &mut self.c.attack,
            run_files: &mut self.c.run_files,
            mylevels: &self.c.mylevels,
        }
    }

    pub(super) fn view(&self) -> View<'_, 'r> {
        View {
            save: self.save,
            c: self.c,
        }
    }

    /// Queues a sound, when sound is on.
    pub(super) fn sound(&mut self, s: Sound) {
        if self.save.settings.sound {
            crate::runtime::queue_tune(&mut self.c.sounds, s);
        }
    }

    pub(super) fn line(&mut self, l: Line) {
        self.c.line(l);
    }

    pub(super) fn say(&mut self, text: &'static str) {
        self.c.say(text);
    }

    /// A step of a made level's play (MY LEVELS' PLAY, the editor's test): steps the game,
    /// sounds its sounds and, at its end, prints `<who> level complete, bonus N` or `<who>
    /// game over`. Returns how it ended, if it did.
    pub(super) fn step_made_play(&mut self, who: &str) -> Option<PlayEnd> {
        let step = self.c.play.step(self.c.res)?;
        for s in step.sounds {
            self.sound(s);
        }
        let mut l = Line::new();
        let end = match step.phase {
            Phase::LevelComplete { bonus, .. } => {
                let _ = write!(l, "{who} level complete, bonus {bonus}");
                PlayEnd::Complete {}
            }
            Phase::GameOver => {
                let _ = write!(l, "{who} game over");
                PlayEnd::GameOver
            }
            _ => return None,
        };
        self.line(l);
        Some(end)
    }

    /// Keeps the continue snapshot of the level in progress, if any, in the save data.
    pub(super) fn store_snapshot(&mut self) {
        // A made level, or a time attack run, is no point of New Game's to continue from.
        if self.c.made_play.is_some() || self.c.attack.is_some() {
            return;
        }
        if let Some(snap) = self.c.play.game.as_mut().and_then(|g| g.snapshot()) {
            self.save.snapshot = snap;
            self.c.saves.mark();
            // While writes are stopped the point is kept for this session only.
            self.say(if self.c.saves.stopped() {
                "continue point kept, not saving"
            } else {
                "save written"
            });
        }
    }

    /// Keeps what the level complete screen shows from its first frame, as its confirm
    /// keeps it (docs/RULES.md §6.6): the level's best bonus and the next level open in New
    /// Game's list (unclamped, as the confirm's unlock). Leaving on the screen (HOME, the
    /// power) then loses neither; the confirm finds both done.
    pub(super) fn keep_completed_level(&mut self) {
        let Some(g) = self.c.play.game.as_ref() else {
            return;
        };
        let Phase::LevelComplete { bonus, .. } = g.phase else {
            return;
        };
        // A made level's best is MY LEVELS' own (its list), not a level of the set's.
        if let Some(k) = self.c.made_play {
            self.c.mylevels.record_best(k, bonus);
            return;
        }
        let next = g.level_number() + 1;
        let mut changed = self.save.record_best(g.sim.level(), bonus);
        if self.save.unlocked != 0 && next > self.save.unlocked {
            self.save.unlocked = next;
            changed = true;
        }
        if changed {
            self.c.saves.mark();
        }
    }

    /// Ends a play from MY LEVELS: the game dropped, `note` for the list to say; the level's
    /// place in the list, to go back to (`None`: no such play).
    pub(super) fn end_made_play(&mut self, note: core::fmt::Arguments<'_>) -> Option<usize> {
        let k = self.c.made_play.take()?;
        self.c.play.game = None;
        self.c.made_note.clear();
        let _ = self.c.made_note.write_fmt(note);
        Some(k)
    }

    /// Copies unlocked levels and records into the save data when they changed.
    pub(super) fn store_progress(&mut self, g: &mut Game) {
        if g.progress_changed {
            g.progress_changed = false;
            self.save.unlocked = g.highest_unlocked;
            self.save.settings.records = g.records;
            self.c.saves.mark();
        }
    }
}

/// A screen's look at the shared state while it draws.
#[derive(Clone, Copy)]
pub(super) struct View<'a, 'r> {
    pub save: &'a SaveData,
    pub c: &'a Context<'r>,
}

impl<'a, 'r> View<'a, 'r> {
    pub(super) fn res(&self) -> &'r Resources<'r> {
        self.c.res
    }

    pub(super) fn game(&self) -> Option<&'a Game> {
        self.c.play.game.as_ref()
    }

    /// Whether the save holds a level to continue.
    pub(super) fn can_continue(&self) -> bool {
        matches!(
            crate::sim::snapshot::peek(&self.save.snapshot),
            Ok(Some(info)) if (0..self.c.playable() as i32).contains(&info.level)
        )
    }

    /// Levels New Game offers: 1 to min(playable, unlocked), all when unlocked is 0.
    pub(super) fn selectable(&self) -> usize {
        let p = self.c.playable();
        match self.save.unlocked {
            0 => p,
            n => (n.max(1) as usize).min(p),
        }
    }
}
