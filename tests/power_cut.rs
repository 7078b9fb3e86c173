//! Nothing a player was shown is lost, whenever the power goes (docs/RULES.md §6.6,
//! "Progress shown is progress kept"). As SQLite tests its journal by cutting the power at
//! every write, scripted games are played through the PSP's own frame driver over a machine
//! whose memory stick is kept in memory, and the application is stopped at **every frame**
//! of them: started again on what the stick holds at that moment, the save must read (never
//! refused, never the damaged-save screen) and everything the screens had shown before the
//! cut must be there: the levels opened, each level's best bonus, the records, the options,
//! the levels of MY LEVELS.
//!
//! The stick's model. Every file is written whole or not at all (a file job, the savedata
//! utility's data file); a cut falls between two frames, and so between any two writes of
//! a multi-file job (MY LEVELS writes its level, its list and its run one job a frame). The
//! savedata utility is modelled two ways: as the host tool writes (within the frame that
//! starts it), and as a console's utility does, over [`UTILITY_FRAMES`] frames, writing the
//! folder's `PARAM.SFO` on its first frame and the data file on its last, so cuts fall
//! inside the job, after its first write and before its last. With the console's timing
//! what a screen shows reaches the stick when the write ends, while the game shows SAVING
//! (the PSP's rule: do not switch off while a save is written): a fact is owed from the
//! first frame after its screen at which nothing is left unwritten. What a console adds
//! beyond this model: a battery or a stick pulled in the middle of the utility's own write
//! of one file can leave that file cut short; the game then shows the damaged-save screen,
//! which keeps the file unless the player says YES to REPLACE THE SAVE?.
//!
//! The same rule holds on random-button walks through the whole application, with the power
//! cut at random frames and the walk going on from the restarted application
//! ([`random_walks_with_the_power_cut_at_random_frames`]).

mod support;

use bounceback::app::program::AppProgram;
use bounceback::app::save::SaveData;
use bounceback::app::{App, EditorItem, MyLevelsAction, Screen, TitleItem, SECRET};
use bounceback::embedded::RESOURCES;
use bounceback::gfx::{Canvas, Color32, Image, Rect};
use bounceback::input::{Buttons, Confirm};
use bounceback::runtime::driver::{Driver, ListUse, Platform, Store};
use bounceback::runtime::files::{FileAnswer, FileError, FileJob, FileReply};
use bounceback::runtime::{Boot, JobError, Program, SaveWrite, SAVEDATA_FILE};
use bounceback::sim::attack::Course;
use bounceback::sim::flow::Phase;
use bounceback::sim::replay::{self, ReplayEvent};
use bounceback::tool::flow::held_after;
use std::collections::BTreeMap;
use std::rc::Rc;
use support::rng::Rng;
use support::walk;

/// Frames a console's savedata utility takes for a write in this model.
const UTILITY_FRAMES: u32 = 24;

/// The memory stick: every file by its `ms0:` path.
type Files = BTreeMap<String, Vec<u8>>;

/// A screen that shows nothing (the facts are read from the application).
struct Unseen;

impl Canvas for Unseen {
    fn size(&self) -> (i32, i32) {
        (480, 272)
    }
    fn fill_rect(&mut self, _r: Rect, _color: Color32) {}
    fn blit(&mut self, _img: &Image<'_>, _src: Rect, _dx: i32, _dy: i32) {}
    fn blit_tinted(&mut self, _img: &Image<'_>, _src: Rect, _dx: i32, _dy: i32, _tint: Color32) {}
}

/// A savedata write under way (the console's timing): its bytes and frames left.
struct Job {
    bytes: Vec<u8>,
    polls: u32,
}

/// The machine: the pad, the stick, the savedata utility.
struct Machine {
    held: Buttons,
    stick: Files,
    /// The save folder (`ms0:/PSP/SAVEDATA/<folder>/`).
    folder: String,
    /// Frames a savedata write takes: 0, within the frame that starts it (the host's).
    utility_frames: u32,
    job: Option<Job>,
    /// Writes the stick took (files written or deleted), for the count of cut points.
    writes: u32,
    exited: bool,
    canvas: Unseen,
}

impl Machine {
    fn data_path(&self) -> String {
        format!("{}{SAVEDATA_FILE}", self.folder)
    }

    fn write(&mut self, path: String, bytes: Vec<u8>) {
        self.stick.insert(path, bytes);
        self.writes += 1;
    }
}

impl Platform for Machine {
    type Canvas = Unseen;

    fn now_us(&mut self) -> i64 {
        0
    }
    fn buttons(&mut self) -> Buttons {
        self.held
    }
    fn take_suspend(&mut self) -> bool {
        false
    }
    fn take_resumed(&mut self) -> bool {
        false
    }
    fn exit_requested(&mut self) -> bool {
        false
    }
    fn line(&mut self, _text: &str) {}
    fn set_sound(&mut self, _on: bool) {}
    fn set_volume(&mut self, _volume: bounceback::audio::Volume) {}
    fn play(&mut self, _index: u8) {}
    fn can_save(&self) -> bool {
        true
    }
    fn save_idle(&self) -> bool {
        self.job.is_none()
    }
    fn save_poll(&mut self) -> Option<Result<(), JobError>> {
        let job = self.job.as_mut()?;
        job.polls += 1;
        if job.polls == 1 {
            let sfo = format!("{}PARAM.SFO", self.folder);
            self.write(sfo, b"PSF".to_vec());
        }
        if self.job.as_ref().unwrap().polls < self.utility_frames {
            return None;
        }
        let job = self.job.take().unwrap();
        let path = self.data_path();
        self.write(path, job.bytes);
        Some(Ok(()))
    }
    fn save_start(&mut self, save: &SaveWrite) -> Store {
        if self.utility_frames == 0 {
            let path = self.data_path();
            self.write(path, save.bytes.clone());
            return Store::Done(Ok(()));
        }
        self.job = Some(Job {
            bytes: save.bytes.clone(),
            polls: 0,
        });
        Store::Running
    }
    fn file_start(&mut self, job: FileJob) -> Option<FileReply> {
        Some(serve(self, job))
    }
    fn power_lock(&mut self) {}
    fn power_unlock(&mut self) {}
    fn begin_frame(&mut self) -> &mut Unseen {
        &mut self.canvas
    }
    fn end_frame(&mut self) {}
    fn list_use(&self) -> ListUse {
        ListUse::default()
    }
    fn present(&mut self) {}
    fn exit(&mut self) {
        self.exited = true;
    }
}

/// A file job on the stick in memory, whole files at a time.
fn serve(m: &mut Machine, job: FileJob) -> FileReply {
    match job {
        FileJob::Read { path, max } => match m.stick.get(path.as_str()) {
            Some(b) if b.len() > max => Err(FileError::TooLarge),
            Some(b) => Ok(FileAnswer::Bytes(b.clone())),
            None => Err(FileError::NotFound),
        },
        FileJob::Write { path, bytes } => {
            m.write(path.to_string(), bytes);
            Ok(FileAnswer::Done)
        }
        FileJob::Delete { path } => {
            if m.stick.remove(path.as_str()).is_some() {
                m.writes += 1;
            }
            Ok(FileAnswer::Done)
        }
        FileJob::List { dir } => {
            let dir = format!("{}/", dir.as_str().trim_end_matches('/'));
            let mut names: Vec<String> = m
                .stick
                .keys()
                .filter_map(|k| k.strip_prefix(&dir))
                .map(|rest| match rest.split_once('/') {
                    Some((d, _)) => format!("{d}/"),
                    None => rest.to_string(),
                })
                .collect();
            names.dedup();
            if names.is_empty() {
                return Err(FileError::NotFound);
            }
            Ok(FileAnswer::Names(names))
        }
    }
}

/// What a screen showed the player, owed to the stick.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Fact {
    /// Level N open in New Game's list (0: every level).
    Open(i32),
    /// A level's best bonus, at least this.
    Best(usize, i32),
    /// A score in the top five.
    Record(i32),
    /// The options as shown (sound, and the port's options byte by byte).
    Options(bool, Vec<u8>),
    /// MY LEVELS' list as shown: name, finished, best.
    MyLevels(Vec<(String, bool, i32)>),
    /// TIME ATTACK: a level's best time, at most these ticks.
    Time(Course, u32),
}

/// The facts the application shows after a frame.
fn shown(app: &App<'_>) -> Vec<Fact> {
    let s = &app.save;
    let mut out = Vec::new();
    match app.screen() {
        // A level of MY LEVELS' tally opens no level of New Game's: it tells the level's
        // best bonus, kept in MY LEVELS' list as it shows.
        Screen::LevelComplete { .. } if app.playing_my_level().is_some() => {
            out.push(my_levels(app))
        }
        Screen::LevelComplete { .. } => {
            if let Some(g) = app.game() {
                if let Phase::LevelComplete { bonus, .. } = g.phase {
                    if s.unlocked != 0 {
                        out.push(Fact::Open(g.level_number() + 1));
                    }
                    out.push(Fact::Best(g.sim.level(), bonus));
                }
            }
        }
        Screen::LevelSelect { .. } => {
            out.push(Fact::Open(s.unlocked));
            for (i, b) in s.best.iter().enumerate().filter(|(_, b)| **b > 0) {
                out.push(Fact::Best(i, *b));
            }
        }
        Screen::GameOver { .. } => {
            if let Some(g) = app.game() {
                if g.new_record && g.sim.stats().score > 0 {
                    out.push(Fact::Record(g.sim.stats().score));
                }
            }
        }
        Screen::Records => {
            for r in s.settings.records.iter().filter(|r| **r > 0) {
                out.push(Fact::Record(*r));
            }
        }
        Screen::Options { .. } => out.push(options(s)),
        // TIME ATTACK's results tell the level's best (NEW BEST or BEST), its list every
        // level's it shows: the set's, and those of MY LEVELS' levels listed.
        Screen::AttackResult { .. } => {
            let best = app
                .attack_raced()
                .and_then(|r| s.times.best(r.course()).map(|b| (r.course(), b.ticks)));
            if let Some((course, ticks)) = best {
                out.push(Fact::Time(course, ticks));
            }
        }
        Screen::AttackList { .. } => {
            let listed: Vec<u32> = app
                .my_levels()
                .levels
                .iter()
                .filter_map(|m| m.crc())
                .collect();
            for (course, run) in s.times.iter() {
                let shown = match course {
                    Course::Set(k) => k + 1 < RESOURCES.levels.len(),
                    Course::Made(crc) => listed.contains(&crc),
                };
                if shown {
                    out.push(Fact::Time(course, run.ticks));
                }
            }
        }
        // MY LEVELS' list as its screen shows it, and as the editor's SAVED message tells
        // it.
        Screen::MyLevels { .. } => out.push(my_levels(app)),
        Screen::Editor { .. } if app.notice().is_some_and(|n| n.starts_with("SAVED")) => {
            out.push(my_levels(app))
        }
        _ => {}
    }
    out
}

fn my_levels(app: &App<'_>) -> Fact {
    Fact::MyLevels(
        app.my_levels()
            .levels
            .iter()
            .map(|l| (l.name.to_string(), l.finished, l.best))
            .collect(),
    )
}

fn options(s: &SaveData) -> Fact {
    let fresh = SaveData {
        settings: bounceback::sim::snapshot::Settings {
            sound: s.settings.sound,
            ..Default::default()
        },
        options: s.options,
        ..SaveData::default()
    };
    Fact::Options(s.settings.sound, fresh.to_bytes(RESOURCES.levels_crc))
}

/// Whether the application started on `stick` holds `fact`.
fn holds(app: &App<'_>, fact: &Fact) -> bool {
    let s = &app.save;
    match fact {
        Fact::Open(0) => s.unlocked == 0,
        Fact::Open(n) => s.unlocked == 0 || s.unlocked >= *n,
        Fact::Best(i, b) => s.best[*i] >= *b,
        Fact::Record(r) => s.settings.records.contains(r),
        f @ Fact::Options(..) => options(s) == *f,
        f @ Fact::MyLevels(_) => my_levels(app) == *f,
        Fact::Time(course, ticks) => s.times.best(*course).is_some_and(|r| r.ticks <= *ticks),
    }
}

/// Facts shown and what the stick owes of them: a fact is owed from the first frame after
/// its screen at which nothing was left unwritten. Levels opened, best bonuses and records
/// add up; the options and MY LEVELS' list are owed as last shown then, or as any value
/// shown since (a newer value on the stick loses nothing).
#[derive(Default)]
struct Ledger {
    owed: Vec<Fact>,
    pending: Vec<Fact>,
    /// The options, then MY LEVELS' list: the values shown since the last owed one (that
    /// one first), and whether one is owed.
    latest: [(Vec<Fact>, bool); 2],
}

fn latest_kind(f: &Fact) -> Option<usize> {
    match f {
        Fact::Options(..) => Some(0),
        Fact::MyLevels(_) => Some(1),
        _ => None,
    }
}

impl Ledger {
    fn frame(&mut self, facts: &[Fact], idle: bool) {
        for fact in facts {
            match latest_kind(fact) {
                Some(k) => {
                    let values = &mut self.latest[k].0;
                    if values.last() != Some(fact) {
                        values.push(fact.clone());
                    }
                }
                None => {
                    if !self.pending.contains(fact) && !self.owed.contains(fact) {
                        self.pending.push(fact.clone());
                    }
                }
            }
        }
        if idle {
            self.owed.append(&mut self.pending);
            for (values, owed) in &mut self.latest {
                if let Some(last) = values.pop() {
                    *values = vec![last];
                    *owed = true;
                }
            }
        }
    }

    /// The application started again after a cut: what was shown and not yet owed is gone
    /// with the cut (the player saw SAVING), and the options and MY LEVELS' list are what
    /// the stick gave it.
    fn restarted(&mut self, app: &App<'_>) {
        self.pending.clear();
        for (values, owed) in &mut self.latest {
            values.retain(|f| holds(app, f));
            values.truncate(1);
            *owed = !values.is_empty();
        }
    }

    /// What the application started again is missing of what is owed.
    fn missing(&self, app: &App<'_>) -> Option<String> {
        if let Some(f) = self.owed.iter().find(|f| !holds(app, f)) {
            return Some(format!("{f:?}"));
        }
        for (values, owed) in &self.latest {
            if *owed && !values.iter().any(|f| holds(app, f)) {
                return Some(format!("one of {values:?}"));
            }
        }
        None
    }
}

/// One frame's record: the stick after it, the facts shown, and whether nothing was left
/// unwritten at its end.
struct Record {
    stick: Rc<Files>,
    facts: Vec<Fact>,
    idle: bool,
}

/// A session: the program driven frame by frame, every frame recorded.
struct Session {
    program: AppProgram<'static>,
    driver: Driver,
    m: Machine,
    log: Vec<Record>,
}

impl Session {
    fn boot(stick: Files, utility_frames: u32) -> Session {
        let mut program = AppProgram::player(&RESOURCES, None);
        let folder = format!(
            "ms0:/PSP/SAVEDATA/{}/",
            program.save_slot().unwrap().folder().as_str()
        );
        let m = Machine {
            held: Buttons::NONE,
            folder,
            stick,
            utility_frames,
            job: None,
            writes: 0,
            exited: false,
            canvas: Unseen,
        };
        let save = match m.stick.get(&m.data_path()) {
            Some(b) => program.read_save(Ok(b)).map(Some),
            None => Ok(None),
        };
        let mut boot = Boot::new(save);
        boot.confirm = Confirm::Cross;
        program.start(boot);
        Session {
            program,
            driver: Driver::new(0),
            m,
            log: Vec::new(),
        }
    }

    fn app(&self) -> &App<'static> {
        self.program.app()
    }

    fn frame(&mut self, held: Buttons) {
        self.m.held = held;
        self.driver.frame(&mut self.program, &mut self.m);
        let app = self.program.app();
        // Nothing left unwritten: no savedata write under way or due, no file job of MY
        // LEVELS.
        let idle = self.m.job.is_none() && !app.saves().unsaved() && !app.my_levels().busy();
        // While the player keeps a damaged save and plays without saving (told so on the
        // title), nothing shown is owed.
        let facts = if app.saves().stopped() {
            Vec::new()
        } else {
            shown(app)
        };
        let stick = match self.log.last() {
            Some(r) if *r.stick == self.m.stick => r.stick.clone(),
            _ => Rc::new(self.m.stick.clone()),
        };
        self.log.push(Record { stick, facts, idle });
    }

    fn frames(&mut self, n: u32, held: Buttons) {
        for _ in 0..n {
            self.frame(held);
        }
    }

    fn tap(&mut self, b: Buttons) {
        self.frame(b);
        self.frame(Buttons::NONE);
    }

    /// Moves the title's cursor to `item` and chooses it.
    fn title(&mut self, item: TitleItem) {
        for _ in 0..12 {
            if self.app().screen() == (Screen::Title { sel: item }) {
                self.tap(Buttons::CROSS);
                return;
            }
            self.tap(Buttons::DOWN);
        }
        panic!("no {item:?} on the title: {:?}", self.app().screen());
    }

    /// Plays the level behind the banner with a replay's key events, until it ends or the
    /// replay's last event is 60 ticks behind.
    fn play(&mut self, script: &[ReplayEvent]) {
        assert_eq!(self.app().screen(), Screen::Banner);
        self.tap(Buttons::SQUARE);
        self.play_on(script);
    }

    /// [`Session::play`] on a level already in play (TIME ATTACK's RETRY: no banner).
    fn play_on(&mut self, script: &[ReplayEvent]) {
        let last = script.iter().map(|e| e.tick).max().unwrap_or(0) + 60;
        let mut keys = Buttons::NONE;
        for t in 1..=last {
            for e in script.iter().filter(|e| e.tick == t) {
                keys = held_after(keys, e);
            }
            let ticks = |s: &Session| s.app().game().map_or(0, |g| g.sim.ticks());
            let before = ticks(self);
            for _ in 0..6 {
                self.frame(keys);
                if ticks(self) != before {
                    break;
                }
            }
            if self.app().screen() != Screen::Playing {
                break;
            }
        }
        self.frame(Buttons::NONE);
    }

    /// From a level's banner out to the title, through the pause menu: QUIT TO TITLE, YES.
    fn quit_to_title(&mut self) {
        self.tap(Buttons::SQUARE);
        self.tap(Buttons::START);
        for _ in 0..3 {
            self.tap(Buttons::DOWN);
        }
        self.tap(Buttons::CROSS);
        self.tap(Buttons::LEFT);
        self.tap(Buttons::CROSS);
        self.frames(10, Buttons::NONE);
    }

    /// Confirms until `screen` shows (at most 40 presses).
    fn ok_until(&mut self, done: impl Fn(Screen) -> bool) {
        for _ in 0..40 {
            if done(self.app().screen()) {
                return;
            }
            self.tap(Buttons::CROSS);
        }
        panic!("stuck at {:?}", self.app().screen());
    }
}

fn script(path: &str) -> Vec<ReplayEvent> {
    replay::parse_text(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The application started again on `stick`, its start-up's reads done.
fn restarted(stick: &Files) -> Session {
    let mut s = Session::boot(stick.clone(), 0);
    s.frames(2, Buttons::NONE);
    let mut n = 0;
    while s.app().my_levels().busy() {
        s.frame(Buttons::NONE);
        n += 1;
        assert!(n < 600, "MY LEVELS' read does not end");
    }
    s
}

/// Cuts the power after every frame of `log` (and before the first), starts the
/// application again on what the stick held then, and checks the rule; the number of cut
/// points and how many fell inside a write (a savedata job, or between a multi-file job's
/// writes).
fn cut_everywhere(name: &str, damaged: Option<&[u8]>, log: &[Record]) -> (usize, usize) {
    let mut ledger = Ledger::default();
    let mut inside = 0;
    let mut last: Option<(Rc<Files>, bool)> = None;
    for (f, r) in log.iter().enumerate() {
        ledger.frame(&r.facts, r.idle);
        if !r.idle {
            inside += 1;
        }
        // Starting again on an unchanged stick with nothing new owed proves nothing new.
        let same = last
            .as_ref()
            .is_some_and(|(s, idle)| Rc::ptr_eq(s, &r.stick) && *idle == r.idle);
        if same && !r.idle {
            continue;
        }
        last = Some((r.stick.clone(), r.idle));
        let s = restarted(&r.stick);
        let app = s.app();
        if damaged.is_some() && r.stick.get(&s.m.data_path()).map(|b| &b[..]) == damaged {
            // The damaged file is still the player's, as kept: its screen asks again.
            assert!(
                matches!(app.screen(), Screen::DamagedSave { .. }),
                "{name}: cut after frame {}: the kept file is not asked about",
                f + 1
            );
            continue;
        }
        assert!(
            !matches!(app.screen(), Screen::DamagedSave { .. }),
            "{name}: cut after frame {}: the save does not read",
            f + 1
        );
        if let Some(lost) = ledger.missing(app) {
            panic!(
                "{name}: cut after frame {}: {lost} was shown and is lost (the stick: unlocked {}, bests {:?}, records {:?}, MY LEVELS {:?} {:?})",
                f + 1,
                app.save.unlocked,
                &app.save.best[..4],
                app.save.settings.records,
                my_levels(app),
                app.my_levels().state
            );
        }
    }
    (log.len() + 1, inside)
}

/// New Game from Level 1: three levels completed with the pack's replays (each result
/// confirmed), the options changed, then the secret sequence, Level 4 completed and every
/// life lost on Level 5: a game over with a new record, and the records.
fn levels_records_options(s: &mut Session) {
    s.frames(30, Buttons::NONE);
    s.title(TitleItem::NewGame);
    s.tap(Buttons::CROSS);
    for k in 0..3 {
        s.play(&script(&format!("tests/replays/level_{k:02}.txt")));
        assert!(matches!(s.app().screen(), Screen::LevelComplete { .. }));
        s.frames(30, Buttons::NONE);
        s.ok_until(|sc| sc == Screen::Banner);
    }
    s.quit_to_title();
    // The options: sound off, the view changed.
    s.title(TitleItem::Options);
    s.tap(Buttons::RIGHT);
    s.tap(Buttons::DOWN);
    s.tap(Buttons::RIGHT);
    s.frames(10, Buttons::NONE);
    s.tap(Buttons::CIRCLE);
    // Every level open, Level 4 completed, every life lost on Level 5.
    for b in SECRET {
        s.tap(b);
    }
    s.frames(10, Buttons::NONE);
    s.title(TitleItem::NewGame);
    for _ in 0..3 {
        s.tap(Buttons::DOWN);
    }
    s.tap(Buttons::CROSS);
    s.play(&script("tests/replays/level_03.txt"));
    s.frames(10, Buttons::NONE);
    s.ok_until(|sc| sc == Screen::Banner);
    s.play(&script("tests/oracle/runs/level_04_script_1.txt"));
    s.frames(60, Buttons::NONE);
}

#[test]
fn levels_records_and_options_survive_a_cut_at_every_frame() {
    for utility_frames in [0, UTILITY_FRAMES] {
        let mut s = Session::boot(Files::new(), utility_frames);
        levels_records_options(&mut s);
        let shown: Vec<&Fact> = s.log.iter().flat_map(|r| &r.facts).collect();
        assert!(
            shown.iter().any(|f| matches!(f, Fact::Record(r) if *r > 0)),
            "a record was shown"
        );
        assert!(
            shown.iter().any(|f| matches!(f, Fact::Best(3, _))),
            "Level 4's best was shown"
        );
        let (cuts, inside) = cut_everywhere("levels", None, &s.log);
        println!(
            "levels, records, options (utility {utility_frames} frames): {cuts} cut points, {inside} inside a write, {} writes",
            s.m.writes
        );
        assert!(utility_frames == 0 || inside > 0);
    }
}

/// A level made in the editor (the new level: the ball rolls right to the door), finished
/// in test play and saved from its menu; then out of the editor by its menu's QUIT.
fn make_and_save(s: &mut Session) {
    s.title(TitleItem::MakeLevel);
    s.tap(Buttons::START);
    let mut n = 0;
    while matches!(s.app().screen(), Screen::Editor { testing: true, .. }) && n < 3600 {
        s.frame(Buttons::RIGHT);
        n += 1;
    }
    s.frame(Buttons::NONE);
    assert!(
        s.app().editor_finished().is_some(),
        "the run finished the level"
    );
    s.tap(Buttons::CIRCLE);
    for _ in 0..10 {
        if matches!(
            s.app().screen(),
            Screen::Editor {
                menu: Some(EditorItem::Save),
                ..
            }
        ) {
            break;
        }
        s.tap(Buttons::DOWN);
    }
    s.tap(Buttons::CROSS);
    s.frames(60, Buttons::NONE);
    assert_eq!(s.app().my_levels().levels.len(), 1, "saved");
    // Out of the editor by its menu's QUIT, to MY LEVELS.
    for _ in 0..12 {
        if matches!(
            s.app().screen(),
            Screen::Editor {
                menu: Some(EditorItem::Quit),
                ..
            }
        ) {
            break;
        }
        s.tap(Buttons::DOWN);
    }
    s.tap(Buttons::CROSS);
    if s.app().asking().is_some() {
        s.tap(Buttons::LEFT);
        s.tap(Buttons::CROSS);
    }
    s.frames(20, Buttons::NONE);
}

/// MY LEVELS: a level made in the editor, finished in test play and saved from its menu;
/// then, from MY LEVELS, played (its best bonus kept), copied, and the copy deleted (NO
/// first, then YES). Each of these writes several files one job a frame: the cuts fall
/// between them.
fn my_levels_scenario(s: &mut Session) {
    s.frames(30, Buttons::NONE);
    make_and_save(s);
    s.title(TitleItem::MyLevels);
    // The list is read from the stick as it opens, a file a frame.
    s.frames(60, Buttons::NONE);
    let action = |s: &mut Session, a: MyLevelsAction| {
        s.tap(Buttons::CROSS);
        for _ in 0..5 {
            if matches!(s.app().screen(), Screen::MyLevels { action: Some(x), .. } if x == a) {
                s.tap(Buttons::CROSS);
                return;
            }
            s.tap(Buttons::DOWN);
        }
        panic!("no {a:?}: {:?}", s.app().screen());
    };
    action(s, MyLevelsAction::Play);
    // Its banner, play to the level complete tally, and the confirm back to the list.
    let mut n = 0;
    while !matches!(s.app().screen(), Screen::LevelComplete { .. }) && n < 3600 {
        s.frame(Buttons::RIGHT);
        n += 1;
    }
    s.frames(20, Buttons::NONE);
    s.tap(Buttons::CROSS);
    s.tap(Buttons::CROSS);
    s.frames(60, Buttons::NONE);
    assert!(matches!(s.app().screen(), Screen::MyLevels { .. }));
    assert!(s.app().my_levels().levels[0].best > 0, "the best is kept");
    action(s, MyLevelsAction::Copy);
    s.frames(60, Buttons::NONE);
    assert_eq!(s.app().my_levels().levels.len(), 2, "copied");
    action(s, MyLevelsAction::Delete);
    s.tap(Buttons::CROSS);
    s.frames(20, Buttons::NONE);
    action(s, MyLevelsAction::Delete);
    s.tap(Buttons::LEFT);
    s.tap(Buttons::CROSS);
    s.frames(60, Buttons::NONE);
    assert_eq!(s.app().my_levels().levels.len(), 1, "deleted");
}

#[test]
fn my_levels_saved_played_copied_and_deleted_survive_a_cut_at_every_frame() {
    let mut s = Session::boot(Files::new(), UTILITY_FRAMES);
    my_levels_scenario(&mut s);
    let lists = s
        .log
        .iter()
        .flat_map(|r| &r.facts)
        .filter(|f| matches!(f, Fact::MyLevels(_)))
        .count();
    assert!(lists > 0);
    let (cuts, inside) = cut_everywhere("my levels", None, &s.log);
    println!(
        "MY LEVELS: {cuts} cut points, {inside} inside a write ({} files written or deleted)",
        s.m.writes
    );
    assert!(inside > 0);
}

/// A save from a newer version (levels open to 2, a top score of 2,688) on the stick: kept
/// once (the file untouched while the player plays without saving), then replaced: NEW SAVE
/// asks REPLACE THE SAVE? on NO, NO keeps the file, YES writes the new save, and Level 1 is
/// completed on it.
#[test]
fn a_damaged_save_kept_then_replaced_survives_a_cut_at_every_frame() {
    let mut old = SaveData {
        unlocked: 2,
        ..SaveData::default()
    };
    old.settings.records[0] = 2688;
    let mut damaged = old.to_bytes(RESOURCES.levels_crc);
    damaged[4] = 99;
    let mut stick = Files::new();
    for utility_frames in [0, UTILITY_FRAMES] {
        let probe = Session::boot(Files::new(), 0);
        stick.insert(probe.m.data_path(), damaged.clone());
        // Kept: the title, the options changed, nothing written.
        let mut s = Session::boot(stick.clone(), utility_frames);
        assert!(matches!(s.app().screen(), Screen::DamagedSave { .. }));
        s.tap(Buttons::CROSS);
        s.frames(10, Buttons::NONE);
        s.title(TitleItem::Options);
        s.tap(Buttons::RIGHT);
        s.tap(Buttons::CIRCLE);
        s.frames(30, Buttons::NONE);
        assert_eq!(s.m.stick, stick, "KEEP IT writes nothing");
        cut_everywhere("kept", Some(&damaged), &s.log);
        // Replaced, after a NO.
        let mut s = Session::boot(stick.clone(), utility_frames);
        s.tap(Buttons::DOWN);
        s.tap(Buttons::CROSS);
        s.frames(20, Buttons::NONE);
        s.tap(Buttons::CROSS);
        s.frames(20, Buttons::NONE);
        assert_eq!(s.m.stick, stick, "NO writes nothing");
        s.tap(Buttons::CROSS);
        s.tap(Buttons::LEFT);
        s.tap(Buttons::CROSS);
        s.frames(40, Buttons::NONE);
        assert_ne!(s.m.stick, stick, "YES writes the new save");
        s.title(TitleItem::NewGame);
        s.tap(Buttons::CROSS);
        s.play(&script("tests/replays/level_00.txt"));
        s.frames(40, Buttons::NONE);
        s.ok_until(|sc| sc == Screen::Banner);
        let (cuts, inside) = cut_everywhere("replaced", Some(&damaged), &s.log);
        println!("damaged save kept, then replaced (utility {utility_frames} frames): {cuts} cut points, {inside} inside a write");
    }
}

/// Random walks through the application (the pins' generator) with the power cut at random
/// frames: each cut starts the application again on its stick, checks the rule, and the walk
/// goes on from there.
#[test]
fn random_walks_with_the_power_cut_at_random_frames() {
    let seeds: u64 = std::env::var("BOUNCE_CUT_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    let (mut frames, mut cuts) = (0usize, 0usize);
    for seed in 1..=seeds {
        let mut rng = Rng(seed ^ 0x5eed);
        let walk = walk::buttons(seed, &[], 6000);
        let mut s = Session::boot(Files::new(), if seed % 2 == 0 { UTILITY_FRAMES } else { 0 });
        let mut ledger = Ledger::default();
        let mut next_cut = 200 + rng.splitmix64() % 1500;
        for (i, &held) in walk.iter().enumerate() {
            s.frame(held);
            frames += 1;
            let r = s.log.last().unwrap();
            ledger.frame(&r.facts, r.idle);
            if i as u64 == next_cut {
                cuts += 1;
                next_cut += 200 + rng.splitmix64() % 1500;
                let stick = s.m.stick.clone();
                let utility = s.m.utility_frames;
                s = Session::boot(stick, utility);
                s.frames(2, Buttons::NONE);
                while s.app().my_levels().busy() {
                    s.frame(Buttons::NONE);
                }
                let app = s.app();
                assert!(
                    !matches!(app.screen(), Screen::DamagedSave { .. }),
                    "seed {seed}: cut at frame {i}: the save does not read"
                );
                if let Some(lost) = ledger.missing(app) {
                    panic!("seed {seed}: cut at frame {i}: {lost} was shown and is lost");
                }
                ledger.restarted(app);
            }
        }
    }
    println!("random walks: {seeds} seeds, {frames} frames, {cuts} power cuts");
    assert!(cuts as u64 >= seeds * 2);
}

/// TIME ATTACK: a level made and saved to MY LEVELS; Level 1 completed in New Game; then
/// Level 1 raced slowly (its first best), RETRY and raced faster (a new best), the list;
/// then the level of MY LEVELS raced (its first best) and the list again. Each best shown
/// on the results and the list is owed to the stick from the frame its save is written.
fn time_attack_scenario(s: &mut Session) {
    s.frames(30, Buttons::NONE);
    make_and_save(s);
    s.title(TitleItem::NewGame);
    s.tap(Buttons::CROSS);
    let level1 = script("tests/replays/level_00.txt");
    s.play(&level1);
    assert!(matches!(s.app().screen(), Screen::LevelComplete { .. }));
    s.frames(30, Buttons::NONE);
    s.ok_until(|sc| sc == Screen::Banner);
    s.quit_to_title();
    s.title(TitleItem::TimeAttack);
    assert_eq!(s.app().screen(), Screen::AttackList { sel: 0 });
    s.tap(Buttons::CROSS);
    let slow: Vec<ReplayEvent> = level1
        .iter()
        .map(|e| ReplayEvent {
            tick: e.tick + 20,
            ..*e
        })
        .collect();
    s.play(&slow);
    assert!(matches!(s.app().screen(), Screen::AttackResult { .. }));
    s.frames(30, Buttons::NONE);
    // RETRY: at once, no banner.
    s.tap(Buttons::CROSS);
    assert_eq!(s.app().screen(), Screen::Playing);
    s.play_on(&level1);
    assert!(s.app().attack_end().is_some_and(|e| matches!(
        e,
        bounceback::app::AttackEnd::Finished { offer: Some(o), .. } if o.kept
    )));
    s.frames(30, Buttons::NONE);
    // LEVEL LIST; then UP to the last row, MY LEVELS' level.
    s.tap(Buttons::DOWN);
    s.tap(Buttons::CROSS);
    s.frames(20, Buttons::NONE);
    s.tap(Buttons::UP);
    s.tap(Buttons::CROSS);
    assert_eq!(s.app().screen(), Screen::Banner);
    s.tap(Buttons::SQUARE);
    let mut n = 0;
    while s.app().attack_end().is_none() && n < 3600 {
        s.frame(Buttons::RIGHT);
        n += 1;
    }
    s.frames(30, Buttons::NONE);
    assert!(matches!(s.app().screen(), Screen::AttackResult { .. }));
    s.tap(Buttons::DOWN);
    s.tap(Buttons::CROSS);
    s.frames(60, Buttons::NONE);
}

#[test]
fn time_attack_bests_survive_a_cut_at_every_frame() {
    for utility_frames in [0, UTILITY_FRAMES] {
        let mut s = Session::boot(Files::new(), utility_frames);
        time_attack_scenario(&mut s);
        let times: Vec<&Fact> = s
            .log
            .iter()
            .flat_map(|r| &r.facts)
            .filter(|f| matches!(f, Fact::Time(..)))
            .collect();
        for want in [Course::Set(0), Course::Made(0)] {
            assert!(
                times.iter().any(|f| matches!(f, Fact::Time(c, _)
                    if std::mem::discriminant(c) == std::mem::discriminant(&want))),
                "a time of {want:?}'s kind was shown"
            );
        }
        let (cuts, inside) = cut_everywhere("time attack", None, &s.log);
        println!(
            "TIME ATTACK (utility {utility_frames} frames): {cuts} cut points, {inside} inside a write, {} writes",
            s.m.writes
        );
        assert!(utility_frames == 0 || inside > 0);
    }
}
