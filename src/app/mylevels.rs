//! MY LEVELS: the levels a player made, kept on the memory stick in
//! [`DIR`] as a resource set in the original's formats (the set's art and tile files written
//! from what the game holds, [`crate::edit::set::art_files`], and an `lf` holding the made
//! levels first, [`crate::edit::set::lf_file`]), with a small text index ([`INDEX`]: each
//! level's name, finished mark and best bonus) and each finished level's maker's run as
//! `level-N.replay.txt` (`bounceback play --res DIR --level N-1 --replay FILE`).
//!
//! Everything is read back from the folder (at start, and each time the list opens), so a
//! folder copied to another console's stick shows up there. The files go through the
//! platform's file service ([`crate::runtime::files`]), one job at a time; nothing read
//! panics, whatever the bytes.
//!
//! ## A damaged folder never locks the player out
//!
//! The index is read line by line ([`parse_index`]): each line that reads gives its level;
//! a line that does not is left out of the list and remembered ([`BadLine`]: its line and,
//! in plain words, what is wrong). A line holding a `|` is a level's line gone bad and keeps
//! that level's place in `lf` (the lines are in `lf`'s order); a line without one is not a
//! level's line and takes no place. A listed level whose data does not read is marked
//! ([`Damage`]): its level in `lf` missing or invalid ([`Damage::Level`]: it cannot be
//! played, edited or copied, only deleted), or its maker's run unreadable ([`Damage::Run`]:
//! it plays, NOT FINISHED). The other levels play. When lines are left out, the list is
//! missing, or `lf` is missing under a list, MY LEVELS says so and offers to rebuild the list
//! ([`MyLevels::rebuild`]: a new index of the levels `lf` holds, named from the old lines).
//!
//! The rule for writing (SAVE, COPY, DELETE, a best bonus): a write never destroys a level
//! the player has. So it goes ahead over a partly damaged folder, keeping what it cannot read
//! as it was: a left-out line is written back word for word at its place with its level's
//! bytes in `lf` and its run's file, and a damaged level's bytes are written back as read
//! (it stays marked until deleted); only a run that does not read is dropped (its level is
//! kept, NOT FINISHED), and a line without a `|` (not a level's) is not written again. It is
//! refused, with what to do, when writing would overwrite levels the game cannot account
//! for: `lf` is there but cannot be read at all ([`State::Damaged`]: copy the folder off
//! the stick, or delete `lf` to start again), or the list is missing while `lf` holds made
//! levels (rebuild the list first). Rebuilding writes only the index.
//!
//! ## A power cut never leaves half a change
//!
//! SAVE, COPY and DELETE change `lf`, the runs and the list together, one file job a frame.
//! The change is written first as one journal file ([`JOURNAL`], [`super::journal`]), then
//! file by file, then the journal is deleted. A read that finds a journal that reads whole
//! makes its change again before reading the folder, so a power cut at any frame leaves the
//! folder as it was before the change or as it is after it (`tests/power_cut.rs` cuts at
//! every frame of a level saved, played, copied and deleted). A best bonus and a rebuild
//! write only the list, one file, which needs no journal.

use crate::edit::set::{self, LEVELS};
use crate::edit::{Doc, MAX_CELLS};
use crate::res::container::Container;
use crate::res::lf;
use crate::res::{FileName, Resources};
use crate::runtime::files::{join, FilePath};
use crate::runtime::{FileAnswer, FileError, FileJob, FileReply};
use crate::sim::replay::{self, ReplayEvent};
use alloc::boxed::Box;
use alloc::collections::VecDeque;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write as _};

/// The folder on the stick.
pub const DIR: &str = "ms0:/PSP/GAME/BounceBack/MYLEVELS";
/// The index file in it.
pub const INDEX: &str = "mylevels.txt";
/// The journal of a change under way ([`super::journal`]): present only while one is
/// written; found at a read, the change is made again first.
pub const JOURNAL: &str = "mylevels.journal";
/// Made levels the folder keeps: the `lf` holds them before the tutorial.
pub const MAX: usize = LEVELS - 1;
/// The longest name kept.
pub const NAME_MAX: usize = 24;
/// The largest file read from the folder.
const READ_MAX: usize = 1 << 20;

/// A level's name.
pub type Name = heapless::String<NAME_MAX>;

/// What of a listed level does not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Damage {
    /// Its level in `lf` is missing or invalid: it cannot be played, edited or copied.
    Level,
    /// Its maker's run (`level-N.replay.txt`) is missing or does not read: it plays, NOT
    /// FINISHED.
    Run,
}

/// A made level as MY LEVELS keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Made {
    /// Its name (`LEVEL N` until the player names it).
    pub name: Name,
    /// The maker completed it in test play from its start ([`Made::replay`] is that run).
    pub finished: bool,
    /// The best level-complete bonus played from the list (0: none yet).
    pub best: i32,
    /// The level (an empty one when [`Damage::Level`]).
    pub doc: Box<Doc>,
    /// The maker's run, when finished.
    pub replay: Option<Vec<ReplayEvent>>,
    /// What of it does not read, if anything.
    pub damage: Option<Damage>,
    /// A damaged level's two `lf` chunks as read, written back as they were.
    chunks: Option<Box<[Vec<u8>; 2]>>,
    /// The checksum of the level's two chunks ([`set::chunks_crc`]): its time's key in
    /// TIME ATTACK, kept so a frame that shows it computes nothing.
    crc: u32,
}

impl Made {
    fn new(name: Name, doc: Doc) -> Made {
        Made {
            name,
            finished: false,
            best: 0,
            crc: doc_crc(&doc),
            doc: Box::new(doc),
            replay: None,
            damage: None,
            chunks: None,
        }
    }

    /// The checksum of the level's two `lf` chunks ([`set::chunks_crc`]), the key of its
    /// TIME ATTACK time; `None` when it cannot be played ([`Damage::Level`]).
    pub fn crc(&self) -> Option<u32> {
        (self.damage != Some(Damage::Level)).then_some(self.crc)
    }
}

/// The checksum of `doc`'s two `lf` chunks as they are written.
fn doc_crc(doc: &Doc) -> u32 {
    let mut buf = Box::new([0u8; MAX_CELLS]);
    let level = doc.level(&mut buf);
    set::chunks_crc(&level.header_bytes(), &level.map_bytes())
}

/// Why the folder could not be read: the file, the line (0: none), what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FolderError {
    /// The file in [`DIR`].
    pub file: heapless::String<24>,
    /// Its line (from 1), or 0.
    pub line: u32,
    /// What was expected there.
    pub expected: heapless::String<64>,
}

fn push_str<const N: usize>(s: &mut heapless::String<N>, text: &str) {
    for ch in text.chars() {
        if s.push(ch).is_err() {
            break;
        }
    }
}

impl FolderError {
    fn new(file: &str, line: u32, expected: &str) -> FolderError {
        let mut e = FolderError {
            file: heapless::String::new(),
            line,
            expected: heapless::String::new(),
        };
        push_str(&mut e.file, file);
        push_str(&mut e.expected, expected);
        e
    }
}

impl fmt::Display for FolderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "{} line {}: {}", self.file, self.line, self.expected)
        } else {
            write!(f, "{}: {}", self.file, self.expected)
        }
    }
}

/// Where the folder stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum State {
    /// Being read (or the list being rebuilt).
    Reading,
    /// Read (or there is none yet): [`MyLevels::levels`] is the folder, perhaps with lines
    /// left out ([`MyLevels::bad`]) and levels marked ([`Made::damage`]).
    Ready,
    /// `lf` is there but cannot be read at all: nothing is written over it.
    Damaged(FolderError),
    /// The platform keeps no files, or a file job failed.
    Failed(FolderError),
}

/// A line of the index that does not read: left out of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLine {
    /// Its line in the index, from 1.
    pub line: u32,
    /// What is wrong with it, in plain words (capitals).
    pub why: &'static str,
    /// The place in `lf` of the level it stands for (a line holding a `|`), if any.
    pub slot: Option<usize>,
    /// The line as it was (kept for a line with a place, to be written back).
    pub text: Vec<u8>,
}

/// A line of the index that reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its line in the index, from 1.
    pub line: u32,
    /// Its level's place in `lf`.
    pub slot: usize,
    /// The level's name.
    pub name: Name,
    /// Its finished mark.
    pub finished: bool,
    /// Its best bonus.
    pub best: i32,
}

/// The index as read: the lines that read, and those that do not.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Index {
    /// The lines that read, in order.
    pub entries: Vec<Entry>,
    /// The lines that do not: every one with a place, and the first others up to
    /// [`BAD_KEPT`].
    pub bad: Vec<BadLine>,
    /// How many lines do not read.
    pub bad_count: usize,
    /// The places in `lf` the lines stand for (good and bad).
    pub slots: usize,
}

/// Bad lines without a place that are remembered (the others are counted).
pub const BAD_KEPT: usize = 16;

/// What is wrong with a line, in plain words.
pub mod why {
    /// Not text.
    pub const NOT_TEXT: &str = "IT IS NOT PLAIN TEXT";
    /// No `|` at all.
    pub const NOT_A_LEVEL: &str = "IT IS NOT A LEVEL'S LINE";
    /// Not three parts.
    pub const PARTS: &str = "IT DOES NOT HOLD 3 PARTS";
    /// The name.
    pub const NAME: &str = "ITS NAME IS NOT 1 TO 24 LETTERS";
    /// The finished mark.
    pub const FINISHED: &str = "ITS FINISHED MARK IS NOT 1 OR 0";
    /// The bonus.
    pub const BONUS: &str = "ITS BONUS IS NOT A NUMBER";
    /// Past the last place.
    pub const TOO_MANY: &str = "THE LIST HOLDS 21 LEVELS AT MOST";
}

/// What the answer to a job is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum For {
    /// The journal of a change cut short ([`super::journal`]), read first.
    Journal,
    Index,
    Lf,
    /// The run of the listed level at this place in the list.
    Replay(usize),
    /// The run's file of the left-out line at this place in [`MyLevels::kept`].
    KeptRun(usize),
    /// Rebuilding: whether the run of the level at this place in `lf` reads.
    Probe(usize),
    Write,
}

/// A left-out line with a place: written back as it was, with its level's bytes and run.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Kept {
    slot: usize,
    text: Vec<u8>,
    chunks: [Vec<u8>; 2],
    run: Option<Vec<u8>>,
}

/// A place in the folder's order: a listed level, or a left-out line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Listed(usize),
    Kept(usize),
}

/// Text for the player, built without allocating.
pub type Text = heapless::String<256>;

/// The made levels, the folder's state and the file jobs to run.
pub struct MyLevels {
    /// The levels listed, in the folder's order.
    pub levels: Vec<Made>,
    /// Where the folder stands.
    pub state: State,
    /// The index's lines left out, as last read.
    pub bad: Vec<BadLine>,
    /// How many lines were left out.
    pub bad_count: usize,
    /// The index is missing, or too large to be read (`lf` read without it).
    pub index_missing: bool,
    /// `lf` is missing under an index that lists levels.
    pub lf_missing: bool,
    /// The left-out lines with a place.
    kept: Vec<Kept>,
    /// The index read, until the `lf` and replays are.
    index: Index,
    /// The `lf` last read or written (for a rebuild).
    lf: Vec<u8>,
    /// The checksums of the set's regular levels ([`set::padding_crcs`]).
    padding: Vec<u32>,
    /// Made levels `lf` has room for (its levels less the tutorial, at most [`MAX`]).
    held: usize,
    /// From this place on, `lf` holds the set's own levels written after the made ones.
    pad_from: usize,
    /// A rebuild under way: each place's name, finished (probed), best.
    rebuilding: Option<Vec<(Name, bool, i32)>>,
    /// The jobs to run, in order, with what their answers are for.
    jobs: VecDeque<(FileJob, For)>,
    /// The job under way.
    running: Option<For>,
    /// The art files are known to be in the folder.
    art_there: bool,
    /// Lines for stdout.
    pub said: heapless::Vec<crate::runtime::Line, 4>,
}

impl Default for MyLevels {
    fn default() -> Self {
        MyLevels::new()
    }
}

fn path(name: &str) -> FilePath {
    join(DIR, name).unwrap_or_default()
}

/// The job that writes `bytes` to the folder's file `name`, or deletes it (`None`).
fn change(name: &str, bytes: Option<Vec<u8>>) -> FileJob {
    match bytes {
        Some(bytes) => FileJob::Write {
            path: path(name),
            bytes,
        },
        None => FileJob::Delete { path: path(name) },
    }
}

fn read(name: &str) -> FileJob {
    FileJob::Read {
        path: path(name),
        max: READ_MAX,
    }
}

/// The replay file of the level at `k` (from 0) in `lf`.
pub fn replay_name(k: usize) -> heapless::String<24> {
    let mut s = heapless::String::new();
    let _ = write!(s, "level-{}.replay.txt", k + 1);
    s
}

/// The text form of a replay (what [`replay::parse_text`] reads).
pub fn replay_text(events: &[ReplayEvent]) -> String {
    let mut s = String::new();
    for e in events {
        let _ = writeln!(
            s,
            "{} {} {}",
            e.tick,
            e.key.name(),
            if e.pressed { "press" } else { "release" }
        );
    }
    s
}

const INDEX_HEAD: &str =
    "# MY LEVELS: one line a level, in the order of lf: NAME|FINISHED (1 or 0)|BEST BONUS\n";

fn index_line(s: &mut String, name: &str, finished: bool, best: i32) {
    let _ = writeln!(s, "{}|{}|{}", name, finished as u8, best);
}

/// The index file's text for `levels`.
pub fn index_text(levels: &[Made]) -> String {
    let mut s = String::from(INDEX_HEAD);
    for m in levels {
        index_line(&mut s, &m.name, m.finished, m.best);
    }
    s
}

/// A run's bytes as the game reads them: the events, when there are any.
fn run_of(bytes: &[u8]) -> Option<Vec<ReplayEvent>> {
    match core::str::from_utf8(bytes).map(replay::parse_text) {
        Ok(Ok(ev)) if !ev.is_empty() => Some(ev),
        _ => None,
    }
}

/// One line of the index (trimmed, neither blank nor a comment) read: the entry, or what is
/// wrong with it.
fn parse_line(l: &str) -> Result<(Name, bool, i32), &'static str> {
    let mut parts = l.split('|');
    let (Some(name), Some(fin), Some(best), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(why::PARTS);
    };
    let name = name.trim();
    let ok_name = !name.is_empty()
        && name.len() <= NAME_MAX
        && name.bytes().all(|b| (0x20..0x7F).contains(&b));
    if !ok_name {
        return Err(why::NAME);
    }
    let finished = match fin.trim() {
        "1" => true,
        "0" => false,
        _ => return Err(why::FINISHED),
    };
    let best: i32 = match best.trim().parse() {
        Ok(b) if b >= 0 => b,
        _ => return Err(why::BONUS),
    };
    Ok((Name::try_from(name).unwrap_or_default(), finished, best))
}

/// Reads the index file line by line, whatever its bytes: every line that is
/// `NAME|0 or 1|BONUS` gives an entry; blank lines and `#` comments are skipped; any other
/// line is a [`BadLine`]. Each line holding a `|` (good or bad) stands for the next level
/// in `lf`, up to [`MAX`]; a level's line past that is bad.
pub fn parse_index(bytes: &[u8]) -> Index {
    let mut out = Index::default();
    for (k, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let line = (k + 1).min(u32::MAX as usize) as u32;
        let text = core::str::from_utf8(raw).map(str::trim);
        if matches!(text, Ok(l) if l.is_empty() || l.starts_with('#')) {
            continue;
        }
        let mut bad = |why: &'static str, slot: Option<usize>| {
            out.bad_count += 1;
            if slot.is_some() || out.bad.len() < BAD_KEPT {
                let text = if slot.is_some() {
                    raw.to_vec()
                } else {
                    Vec::new()
                };
                out.bad.push(BadLine {
                    line,
                    why,
                    slot,
                    text,
                });
            }
        };
        if !raw.contains(&b'|') {
            bad(
                if text.is_ok() {
                    why::NOT_A_LEVEL
                } else {
                    why::NOT_TEXT
                },
                None,
            );
            continue;
        }
        if out.slots == MAX {
            bad(why::TOO_MANY, None);
            continue;
        }
        let slot = out.slots;
        out.slots += 1;
        match text.map_err(|_| why::NOT_TEXT).and_then(parse_line) {
            Ok((name, finished, best)) => out.entries.push(Entry {
                line,
                slot,
                name,
                finished,
                best,
            }),
            Err(why) => bad(why, Some(slot)),
        }
    }
    out
}

/// Why a change to MY LEVELS was not made (a sentence for the player).
pub type Refused = &'static str;

/// SAVE refused because `lf` cannot be read (short, for the editor's panel).
pub const REFUSED_LF: Refused = "MY LEVELS' FILE lf CANNOT BE READ: NOTHING IS SAVED";
/// SAVE refused because the list is missing while `lf` holds levels.
pub const REFUSED_NO_LIST: Refused = "THE LIST OF MY LEVELS IS MISSING: REBUILD IT THERE";
/// What to do when `lf` cannot be read (MY LEVELS' message and the editor's menu).
pub const LF_ADVICE: &str = "THE FILE lf IN THE MYLEVELS FOLDER CANNOT BE READ, SO NOTHING IS \
     SAVED OVER IT. COPY THE FOLDER TO A COMPUTER TO KEEP IT, OR DELETE lf TO START AGAIN.";
/// What the editor's menu says under SAVE while the folder cannot be written over.
pub const SAVE_OFF: &str = "NOTHING CAN BE SAVED: SEE MY LEVELS";

impl MyLevels {
    /// Nothing read yet; the read is the first job. The set's own levels are not known, so
    /// every level `lf` holds past the list counts as the player's (see
    /// [`MyLevels::for_set`]).
    pub fn new() -> MyLevels {
        let mut m = MyLevels {
            levels: Vec::new(),
            state: State::Reading,
            bad: Vec::new(),
            bad_count: 0,
            index_missing: false,
            lf_missing: false,
            kept: Vec::new(),
            index: Index::default(),
            lf: Vec::new(),
            padding: Vec::new(),
            held: 0,
            pad_from: 0,
            rebuilding: None,
            jobs: VecDeque::new(),
            running: None,
            art_there: false,
            said: heapless::Vec::new(),
        };
        m.jobs.push_back((read(JOURNAL), For::Journal));
        m
    }

    /// [`MyLevels::new`] for the set `res`: its regular levels, which [`set::lf_file`]
    /// writes after the made ones, are known apart from made levels when rebuilding.
    pub fn for_set(res: &Resources<'_>) -> MyLevels {
        let mut m = MyLevels::new();
        m.padding = set::padding_crcs(res);
        m
    }

    fn say(&mut self, args: fmt::Arguments<'_>) {
        let mut l = crate::runtime::Line::new();
        let _ = l.write_fmt(args);
        let _ = self.said.push(l);
    }

    /// Reads the folder again, when nothing is under way.
    pub fn reread(&mut self) {
        if !self.busy() {
            self.state = State::Reading;
            self.jobs.push_back((read(JOURNAL), For::Journal));
        }
    }

    /// Whether jobs are waiting or running.
    pub fn busy(&self) -> bool {
        !self.jobs.is_empty() || self.running.is_some()
    }

    /// A job of MY LEVELS' is with the platform.
    pub fn running(&self) -> bool {
        self.running.is_some()
    }

    /// The next file job, when one is due and none runs.
    pub fn take_job(&mut self) -> Option<FileJob> {
        if self.running.is_some() {
            return None;
        }
        let (job, what) = self.jobs.pop_front()?;
        self.running = Some(what);
        Some(job)
    }

    /// Forgets what was read, for a new read.
    fn forget(&mut self) {
        self.levels.clear();
        self.kept.clear();
        self.bad.clear();
        self.bad_count = 0;
        self.index_missing = false;
        self.lf_missing = false;
        self.index = Index::default();
        self.lf.clear();
        self.held = 0;
        self.pad_from = 0;
    }

    /// The answer to the job under way.
    pub fn done(&mut self, reply: FileReply) {
        let Some(what) = self.running.take() else {
            return;
        };
        let fail = |file: &str, e: FileError| {
            let mut t: heapless::String<64> = heapless::String::new();
            let _ = write!(t, "a file the stick reads ({e})");
            FolderError::new(file, 0, &t)
        };
        match (what, reply) {
            (For::Write, Ok(_)) => {
                if !self.jobs.iter().any(|(_, f)| *f == For::Write) {
                    self.say(format_args!(
                        "mylevels written: {} levels",
                        self.levels.len()
                    ));
                }
            }
            (For::Write, Err(e)) => {
                self.jobs.clear();
                self.rebuilding = None;
                self.say(format_args!("mylevels write failed: {e}"));
                self.state = State::Failed(fail("MYLEVELS", e));
            }
            // A change cut short by a power cut: made again, whole, before the folder is
            // read; a journal that does not read whole was cut short itself (nothing of
            // its change was written yet) and is dropped.
            (For::Journal, Ok(FileAnswer::Bytes(b))) => {
                self.jobs.push_front((read(INDEX), For::Index));
                self.jobs.push_front((
                    FileJob::Delete {
                        path: path(JOURNAL),
                    },
                    For::Write,
                ));
                match super::journal::decode(&b) {
                    Some(ops) => {
                        self.say(format_args!(
                            "mylevels: a change cut short is made again ({} files)",
                            ops.len()
                        ));
                        for (name, bytes) in ops.into_iter().rev() {
                            self.jobs.push_front((change(&name, bytes), For::Write));
                        }
                    }
                    None => self.say(format_args!("mylevels: a journal cut short is dropped")),
                }
            }
            (For::Journal, _) => self.jobs.push_front((read(INDEX), For::Index)),
            // No list, or one too large to be a list: read `lf` without it (a rebuild mends it).
            (For::Index, Err(FileError::NotFound | FileError::TooLarge)) => {
                self.forget();
                self.index_missing = true;
                self.jobs.push_front((read("lf"), For::Lf));
            }
            (For::Index, Err(e)) => {
                self.say(format_args!("mylevels unreadable: {e}"));
                self.state = State::Failed(fail(INDEX, e));
            }
            (For::Index, Ok(FileAnswer::Bytes(b))) => {
                self.forget();
                self.index = parse_index(&b);
                for l in self.index.bad.iter().take(2) {
                    let mut t = crate::runtime::Line::new();
                    let _ = write!(t, "mylevels: {INDEX} line {} left out: {}", l.line, l.why);
                    let _ = self.said.push(t);
                }
                self.jobs.push_front((read("lf"), For::Lf));
            }
            (For::Lf, Ok(FileAnswer::Bytes(b))) => self.read_lf(b),
            (For::Lf, Err(FileError::NotFound)) => self.no_lf(),
            (For::Lf, Err(e)) => {
                self.say(format_args!("mylevels unreadable: {e}"));
                self.state = State::Failed(fail("lf", e));
            }
            (For::Replay(k), r) => {
                let run = match &r {
                    Ok(FileAnswer::Bytes(b)) => run_of(b),
                    _ => None,
                };
                let unread = run.is_none();
                if let Some(m) = self.levels.get_mut(k) {
                    if unread {
                        m.finished = false;
                        m.damage = Some(Damage::Run);
                    }
                    m.replay = run;
                }
                if unread {
                    self.say(format_args!("mylevels: level {} run unreadable", k + 1));
                }
                self.runs_read();
            }
            (For::KeptRun(j), r) => {
                if let (Some(kept), Ok(FileAnswer::Bytes(b))) = (self.kept.get_mut(j), r) {
                    kept.run = Some(b);
                }
                self.runs_read();
            }
            (For::Probe(p), r) => {
                let reads = matches!(&r, Ok(FileAnswer::Bytes(b)) if run_of(b).is_some());
                if let Some(e) = self.rebuilding.as_mut().and_then(|v| v.get_mut(p)) {
                    e.1 = reads;
                }
                if !self.jobs.iter().any(|(_, f)| matches!(f, For::Probe(_))) {
                    self.rebuilt();
                }
            }
            (_, Ok(_)) => self.damaged(FolderError::new(INDEX, 0, "a file, not a folder")),
        }
    }

    fn runs_read(&mut self) {
        let more = self
            .jobs
            .iter()
            .any(|(_, f)| matches!(f, For::Replay(_) | For::KeptRun(_)));
        if !more {
            self.ready();
        }
    }

    fn ready(&mut self) {
        self.state = State::Ready;
        self.bad = core::mem::take(&mut self.index.bad);
        self.bad_count = self.index.bad_count;
        let (n, bad) = (self.levels.len(), self.bad_count);
        self.say(format_args!("mylevels: {n} levels"));
        if bad > 0 {
            self.say(format_args!("mylevels: {bad} lines of {INDEX} left out"));
        }
    }

    fn damaged(&mut self, e: FolderError) {
        self.say(format_args!("mylevels damaged: {e}"));
        self.levels.clear();
        self.kept.clear();
        self.state = State::Damaged(e);
    }

    /// No `lf`: the listed levels are missing (marked), or there is no folder at all.
    fn no_lf(&mut self) {
        let index = core::mem::take(&mut self.index);
        self.lf_missing = !index.entries.is_empty() || !index.bad.is_empty();
        self.index_missing = false;
        self.levels = index
            .entries
            .iter()
            .map(|e| {
                let mut m = Made::new(e.name.clone(), Doc::new());
                m.best = e.best;
                m.damage = Some(Damage::Level);
                m.chunks = Some(Box::new([Vec::new(), Vec::new()]));
                m
            })
            .collect();
        self.kept = index
            .bad
            .iter()
            .filter_map(|b| {
                Some(Kept {
                    slot: b.slot?,
                    text: b.text.clone(),
                    chunks: [Vec::new(), Vec::new()],
                    run: None,
                })
            })
            .collect();
        self.index = index;
        self.art_there = false;
        self.ready();
    }

    fn read_lf(&mut self, bytes: Vec<u8>) {
        let file = FileName::new("lf");
        let (levels, c) = match (lf::parse_each(file, &bytes), Container::parse(file, &bytes)) {
            (Ok(l), Ok(c)) => (l, c),
            (Err(e), _) | (_, Err(e)) => {
                let mut t: heapless::String<96> = heapless::String::new();
                let _ = write!(t, "{e}");
                let t = t.strip_prefix("lf: ").unwrap_or(&t);
                return self.damaged(FolderError::new("lf", 0, t));
            }
        };
        let chunk = |k: usize| c.chunk(k).map_or(&[][..], |(b, _)| b);
        let pair = |l: usize| [chunk(2 * l), chunk(2 * l + 1)];
        self.held = levels.len().saturating_sub(1).min(MAX);
        let crc = |l: usize| {
            let [h, m] = pair(l);
            set::chunks_crc(h, m)
        };
        let pad = &self.padding;
        let held = self.held;
        self.pad_from = (0..=held)
            .find(|&m| (m..held).all(|j| !pad.is_empty() && crc(j) == pad[(j - m) % pad.len()]))
            .unwrap_or(held);
        let index = core::mem::take(&mut self.index);
        let mut made = Vec::with_capacity(index.entries.len());
        for e in &index.entries {
            let level = if e.slot < held {
                levels.get(e.slot).and_then(|l| l.as_ref().ok())
            } else {
                None
            };
            let mut m = match level {
                Some(l) => Made::new(e.name.clone(), Doc::from_level(l)),
                None => {
                    let mut m = Made::new(e.name.clone(), Doc::new());
                    m.damage = Some(Damage::Level);
                    let [h, mp] = if e.slot < held {
                        pair(e.slot)
                    } else {
                        [&[][..]; 2]
                    };
                    m.chunks = Some(Box::new([h.to_vec(), mp.to_vec()]));
                    self.say(format_args!(
                        "mylevels: level {} unreadable in lf",
                        e.slot + 1
                    ));
                    m
                }
            };
            m.best = e.best;
            m.finished = e.finished && m.damage.is_none();
            made.push(m);
        }
        let kept: Vec<Kept> = index
            .bad
            .iter()
            .filter_map(|b| {
                let slot = b.slot?;
                let [h, m] = if slot < held {
                    pair(slot)
                } else {
                    [&[][..]; 2]
                };
                Some(Kept {
                    slot,
                    text: b.text.clone(),
                    chunks: [h.to_vec(), m.to_vec()],
                    run: None,
                })
            })
            .collect();
        drop(levels);
        self.levels = made;
        self.kept = kept;
        self.index = index;
        self.lf = bytes;
        self.art_there = true;
        // The runs: each finished level's, and each left-out line's file (kept as bytes).
        for (k, e) in self.index.entries.iter().enumerate() {
            if self.levels[k].finished {
                self.jobs
                    .push_back((read(&replay_name(e.slot)), For::Replay(k)));
            }
        }
        for (j, kept) in self.kept.iter().enumerate() {
            self.jobs
                .push_back((read(&replay_name(kept.slot)), For::KeptRun(j)));
        }
        self.runs_read();
    }

    /// The folder's order: each place in `lf`, a listed level or a left-out line.
    fn order(&self) -> Vec<Slot> {
        let n = self.levels.len() + self.kept.len();
        let mut out = Vec::with_capacity(n);
        let (mut li, mut ki) = (0, 0);
        while out.len() < n {
            let kept_here = ki < self.kept.len()
                && (self.kept[ki].slot <= out.len() || li == self.levels.len());
            if kept_here {
                out.push(Slot::Kept(ki));
                ki += 1;
            } else {
                out.push(Slot::Listed(li));
                li += 1;
            }
        }
        out
    }

    /// Whether the folder has trouble a rebuilt list mends: lines left out, the list
    /// missing while `lf` holds made levels, or `lf` missing under a list.
    pub fn rebuild_offered(&self) -> bool {
        self.state == State::Ready
            && (self.bad_count > 0 || self.lf_missing || (self.index_missing && self.pad_from > 0))
    }

    /// The folder's trouble in plain words (what is wrong, and what the game does about
    /// it), when [`MyLevels::rebuild_offered`].
    pub fn trouble(&self) -> Option<Text> {
        if !self.rebuild_offered() {
            return None;
        }
        let mut t = Text::new();
        if self.index_missing {
            let _ = write!(
                t,
                "THE LIST OF YOUR LEVELS, {INDEX}, IS MISSING OR CANNOT BE READ; NOTHING IS \
                 SAVED UNTIL IT IS WRITTEN AGAIN."
            );
        }
        if self.lf_missing {
            let n = self.levels.len() + self.kept.len();
            let _ = write!(
                t,
                "THE LEVELS FILE lf IS MISSING: THE {n} LEVEL{} LISTED CANNOT BE PLAYED.",
                if n == 1 { "" } else { "S" }
            );
        }
        if let Some(first) = self.bad.first() {
            if !t.is_empty() {
                let _ = t.push(' ');
            }
            let _ = if self.bad_count == 1 {
                write!(
                    t,
                    "LINE {} OF THE LIST CANNOT BE READ ({}); IT IS LEFT OUT.",
                    first.line, first.why
                )
            } else {
                write!(
                    t,
                    "{} LINES OF THE LIST CANNOT BE READ (LINE {}: {}); THEY ARE LEFT OUT.",
                    self.bad_count, first.line, first.why
                )
            };
        }
        Some(t)
    }

    /// The message MY LEVELS shows in place of the list: a heading and a sentence.
    pub fn message(&self) -> Option<(&'static str, Text)> {
        let mut t = Text::new();
        let head = match &self.state {
            State::Reading => {
                push_str(&mut t, "READING THE MEMORY STICK");
                "MY LEVELS"
            }
            State::Damaged(_) => {
                push_str(&mut t, LF_ADVICE);
                "MY LEVELS CANNOT BE READ"
            }
            State::Failed(e) => {
                let _ = write!(
                    t,
                    "THE MEMORY STICK DID NOT READ OR WRITE {}: TRY AGAIN, OR CHECK THE STICK.",
                    e.file
                );
                "THE MEMORY STICK CANNOT BE READ"
            }
            State::Ready if self.levels.is_empty() => {
                match self.trouble() {
                    Some(tr) => t = tr,
                    None => push_str(&mut t, "NONE YET: MAKE ONE IN MAKE A LEVEL, THEN SAVE IT FROM ITS MENU WITH SAVE TO MY LEVELS."),
                }
                "MY LEVELS"
            }
            State::Ready => return None,
        };
        Some((head, t))
    }

    /// Why a write is refused now because of the folder (not while it is read, nor when the
    /// stick fails): the short sentence (SAVE's answer), and the editor menu's line.
    pub fn refusal(&self) -> Option<(Refused, &'static str)> {
        match self.writable() {
            Err(why @ (REFUSED_LF | REFUSED_NO_LIST)) => Some((why, SAVE_OFF)),
            _ => None,
        }
    }

    /// Writes a new index of the levels `lf` holds: each place up to the last made level
    /// (the set's own levels after them left out; when they cannot be told apart, every
    /// place the old list or `lf` accounts for), named from the old line that read, else
    /// `LEVEL N`; finished where its run's file reads; the best bonus from the old line, or
    /// 0. Only the index is written; the folder is read again after.
    ///
    /// # Errors
    ///
    /// The folder is being read, or `lf` cannot be read.
    pub fn rebuild(&mut self) -> Result<(), Refused> {
        match self.state {
            State::Ready => {}
            State::Reading => return Err("MY LEVELS ARE STILL BEING READ"),
            State::Damaged(_) => return Err(REFUSED_LF),
            State::Failed(_) => return Err("THE MEMORY STICK CANNOT BE WRITTEN"),
        }
        let order = self.order();
        let told = !self.padding.is_empty() && (self.pad_from < self.held || self.held == 0);
        let last_listed = order
            .iter()
            .enumerate()
            .filter(|(_, s)| {
                matches!(s, Slot::Listed(k) if self.levels[*k].damage != Some(Damage::Level))
            })
            .map(|(p, _)| p + 1)
            .max()
            .unwrap_or(0);
        let count = if told {
            self.pad_from.max(last_listed)
        } else if self.index_missing {
            self.held
        } else {
            order.len()
        }
        .min(self.held);
        let entries: Vec<(Name, bool, i32)> = (0..count)
            .map(|p| match order.get(p) {
                Some(Slot::Listed(k)) => {
                    (self.levels[*k].name.clone(), false, self.levels[*k].best)
                }
                _ => {
                    let mut n = Name::new();
                    let _ = write!(n, "LEVEL {}", p + 1);
                    (n, false, 0)
                }
            })
            .collect();
        self.say(format_args!("mylevels rebuilding the list: {count} levels"));
        self.rebuilding = Some(entries);
        self.state = State::Reading;
        for p in 0..count {
            self.jobs.push_back((read(&replay_name(p)), For::Probe(p)));
        }
        if count == 0 {
            self.rebuilt();
        }
        Ok(())
    }

    /// The rebuild's runs probed: the index written, then read again.
    fn rebuilt(&mut self) {
        let Some(entries) = self.rebuilding.take() else {
            return;
        };
        let mut s = String::from(INDEX_HEAD);
        for (name, finished, best) in &entries {
            index_line(&mut s, name, *finished, *best);
        }
        self.write(INDEX, s.into_bytes());
        self.jobs.push_back((read(INDEX), For::Index));
    }

    /// Saves `doc` named `name` as level `slot` (over it) or as a new one (`None`, or a slot
    /// past the end): finished when `replay` is the maker's run. An empty name keeps the
    /// level's own (`LEVEL N` for a new one). The level's place in the list.
    ///
    /// # Errors
    ///
    /// The folder is not read (or cannot be written over, see the module's rule), MY LEVELS
    /// is full, or the level does not fit the format.
    pub fn save(
        &mut self,
        res: &Resources<'_>,
        doc: &Doc,
        name: &str,
        replay: Option<&[ReplayEvent]>,
        slot: Option<usize>,
    ) -> Result<usize, Refused> {
        self.writable()?;
        let before = self.order().len();
        let k = match slot.filter(|&k| k < self.levels.len()) {
            Some(k) => {
                let m = &mut self.levels[k];
                if *m.doc != *doc {
                    m.best = 0;
                }
                *m.doc = doc.clone();
                m.crc = doc_crc(doc);
                m.damage = None;
                m.chunks = None;
                k
            }
            None => {
                if before >= MAX {
                    return Err("MY LEVELS HOLDS 21 LEVELS: DELETE ONE FIRST");
                }
                let mut name = Name::new();
                let _ = write!(name, "LEVEL {}", before + 1);
                self.levels.push(Made::new(name, doc.clone()));
                self.levels.len() - 1
            }
        };
        let m = &mut self.levels[k];
        if !name.is_empty() {
            m.name = Name::try_from(name).unwrap_or_else(|()| m.name.clone());
        }
        m.finished = replay.is_some();
        m.replay = replay.map(<[ReplayEvent]>::to_vec);
        if m.damage == Some(Damage::Run) {
            m.damage = None;
        }
        self.write_all(res, before)?;
        self.say(format_args!("mylevels saved level {}", k + 1));
        Ok(k)
    }

    /// A copy of level `k` at the end of the list.
    ///
    /// # Errors
    ///
    /// As [`MyLevels::save`], and a level whose data does not read.
    pub fn copy(&mut self, res: &Resources<'_>, k: usize) -> Result<usize, Refused> {
        self.writable()?;
        let Some(m) = self.levels.get(k) else {
            return Err("NO SUCH LEVEL");
        };
        if m.damage == Some(Damage::Level) {
            return Err("THIS LEVEL CANNOT BE READ: IT CANNOT BE COPIED");
        }
        let before = self.order().len();
        if before >= MAX {
            return Err("MY LEVELS HOLDS 21 LEVELS: DELETE ONE FIRST");
        }
        let mut c = m.clone();
        c.name = self.copy_name(&m.name);
        // The maker's run and the best are the original's: a copy is finished anew.
        c.finished = false;
        c.replay = None;
        c.best = 0;
        if c.damage == Some(Damage::Run) {
            c.damage = None;
        }
        self.levels.push(c);
        self.write_all(res, before)?;
        self.say(format_args!("mylevels copied level {}", k + 1));
        Ok(self.levels.len() - 1)
    }

    /// A name for a copy of `name` no level has: `NAME COPY`, else `NAME COPY 2`, 3, ...
    /// (the name cut to leave room within [`NAME_MAX`]).
    fn copy_name(&self, name: &str) -> Name {
        let taken = |n: &Name| self.levels.iter().any(|m| m.name == *n);
        for k in 1..=MAX + 1 {
            let mut tail: heapless::String<12> = heapless::String::new();
            let _ = if k == 1 {
                write!(tail, " COPY")
            } else {
                write!(tail, " COPY {k}")
            };
            let room = NAME_MAX - tail.len();
            let mut n = Name::new();
            // Names are printable ASCII (`parse_line`): a byte is a letter.
            let _ = n.push_str(name.get(..name.len().min(room)).unwrap_or(""));
            let _ = n.push_str(&tail);
            if !taken(&n) {
                return n;
            }
        }
        let mut n = Name::new();
        let _ = write!(n, "LEVEL {}", self.levels.len() + 1);
        n
    }

    /// Takes level `k` off the list (and the stick).
    ///
    /// # Errors
    ///
    /// As [`MyLevels::save`].
    pub fn delete(&mut self, res: &Resources<'_>, k: usize) -> Result<(), Refused> {
        self.writable()?;
        if k >= self.levels.len() {
            return Err("NO SUCH LEVEL");
        }
        let order = self.order();
        let before = order.len();
        let p = order
            .iter()
            .position(|s| *s == Slot::Listed(k))
            .unwrap_or(before);
        self.levels.remove(k);
        for kept in &mut self.kept {
            if kept.slot > p {
                kept.slot -= 1;
            }
        }
        self.write_all(res, before)?;
        self.say(format_args!("mylevels deleted level {}", k + 1));
        Ok(())
    }

    /// A game of level `k`, from its start (`None`: no such level, or it does not load).
    pub fn game(&self, res: &Resources<'_>, k: usize) -> Option<crate::sim::flow::Game> {
        let m = self.levels.get(k)?;
        let mut buf = Box::new([0u8; MAX_CELLS]);
        crate::sim::flow::Game::of_level(res, &m.doc.level(&mut buf)).ok()
    }

    /// Level `k` of `g` (a game of it) from its start again, score and lives kept; false
    /// when it does not load.
    pub fn restart(&self, res: &Resources<'_>, k: usize, g: &mut crate::sim::flow::Game) -> bool {
        let Some(m) = self.levels.get(k) else {
            return false;
        };
        let mut buf = Box::new([0u8; MAX_CELLS]);
        g.restart_of_level(res, &m.doc.level(&mut buf)).is_ok()
    }

    /// A play from the list ended with `bonus`: kept when it is the level's best.
    pub fn record_best(&mut self, k: usize, bonus: i32) {
        if self.writable().is_err() {
            return;
        }
        let Some(m) = self.levels.get_mut(k) else {
            return;
        };
        if bonus > m.best {
            m.best = bonus;
            let text = self.index_bytes(&self.order());
            self.write(INDEX, text);
        }
    }

    fn writable(&self) -> Result<(), Refused> {
        match self.state {
            State::Ready => {}
            State::Reading => return Err("MY LEVELS ARE STILL BEING READ"),
            State::Damaged(_) => return Err(REFUSED_LF),
            State::Failed(_) => return Err("THE MEMORY STICK CANNOT BE WRITTEN"),
        }
        if self.index_missing && self.pad_from > 0 {
            return Err(REFUSED_NO_LIST);
        }
        Ok(())
    }

    fn write(&mut self, name: &str, bytes: Vec<u8>) {
        self.jobs.push_back((
            FileJob::Write {
                path: path(name),
                bytes,
            },
            For::Write,
        ));
    }

    /// The index for the folder's `order`: each listed level's line, and each left-out
    /// line as it was.
    fn index_bytes(&self, order: &[Slot]) -> Vec<u8> {
        let mut s = String::from(INDEX_HEAD);
        let mut out = Vec::new();
        for slot in order {
            match *slot {
                Slot::Listed(k) => {
                    let m = &self.levels[k];
                    index_line(&mut s, &m.name, m.finished, m.best);
                }
                Slot::Kept(j) => {
                    out.extend_from_slice(s.as_bytes());
                    s.clear();
                    let text = &self.kept[j].text;
                    out.extend_from_slice(text.strip_suffix(b"\r").unwrap_or(text));
                    out.push(b'\n');
                }
            }
        }
        out.extend_from_slice(s.as_bytes());
        out
    }

    /// Writes the whole folder: the art (when not known to be there), `lf`, the runs (and
    /// deletes those of places without one, up to `before` places), the index last.
    fn write_all(&mut self, res: &Resources<'_>, before: usize) -> Result<(), Refused> {
        const UNFIT: Refused = "THE LEVEL DOES NOT FIT THE FORMAT";
        let order = self.order();
        let mut buf = Box::new([0; MAX_CELLS]);
        let mut parts: Vec<[Vec<u8>; 2]> = Vec::with_capacity(order.len());
        for slot in &order {
            parts.push(match *slot {
                Slot::Listed(k) => match &self.levels[k].chunks {
                    Some(c) => (**c).clone(),
                    None => {
                        let l = self.levels[k].doc.level(&mut buf);
                        let fits = l.rows <= lf::MAX_SIDE
                            && l.cols <= lf::MAX_SIDE
                            && l.cells.len() == l.rows * l.cols
                            && l.enemies.len() <= 127;
                        if !fits {
                            return Err(UNFIT);
                        }
                        [l.header_bytes(), l.map_bytes()]
                    }
                },
                Slot::Kept(j) => self.kept[j].chunks.clone(),
            });
        }
        let refs: Vec<[&[u8]; 2]> = parts.iter().map(|[h, m]| [&h[..], &m[..]]).collect();
        let lf_bytes = set::lf_file_chunks(res, &refs).map_err(|_| UNFIT)?;
        drop(refs);
        drop(parts);
        if !self.art_there {
            for (name, bytes) in set::art_files(res).map_err(|_| "THE ART CANNOT BE WRITTEN")? {
                self.write(&name, bytes);
            }
            self.art_there = true;
        }
        self.lf.clone_from(&lf_bytes);
        // `lf`, the runs and the list change together, through a journal (all or nothing
        // across a power cut); the art above is the same whatever the change.
        let mut ops: Vec<super::journal::Op> = Vec::new();
        ops.push((String::from("lf"), Some(lf_bytes)));
        for p in 0..order.len().max(before) {
            let run = match order.get(p) {
                Some(Slot::Listed(k)) => self.levels[*k]
                    .replay
                    .as_deref()
                    .map(|r| replay_text(r).into_bytes()),
                Some(Slot::Kept(j)) => self.kept[*j].run.clone(),
                None => None,
            };
            ops.push((String::from(replay_name(p).as_str()), run));
        }
        for (p, slot) in order.iter().enumerate() {
            if let Slot::Kept(j) = *slot {
                self.kept[j].slot = p;
            }
        }
        // What is written is what the folder holds now.
        self.held = set::LEVELS - 1;
        self.pad_from = order.len();
        self.index_missing = false;
        self.lf_missing = false;
        ops.push((String::from(INDEX), Some(self.index_bytes(&order))));
        let journal = super::journal::encode(&ops).ok_or(UNFIT)?;
        self.write(JOURNAL, journal);
        for (name, bytes) in ops {
            self.jobs.push_back((change(&name, bytes), For::Write));
        }
        self.jobs.push_back((change(JOURNAL, None), For::Write));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_reads_back_and_each_bad_line_is_left_out_and_named() {
        let mut d = Doc::new();
        d.theme = 1;
        let mut m = Made::new(Name::try_from("LEVEL 1").unwrap(), d);
        m.finished = true;
        m.best = 1200;
        let mut n = m.clone();
        n.name = Name::try_from("MINE").unwrap();
        n.finished = false;
        n.best = 0;
        let text = index_text(&[m, n]);
        let back = parse_index(text.as_bytes());
        assert!(back.bad.is_empty());
        let got: Vec<_> = back
            .entries
            .iter()
            .map(|e| (e.name.as_str(), e.finished, e.best, e.slot))
            .collect();
        assert_eq!(got, [("LEVEL 1", true, 1200, 0), ("MINE", false, 0, 1)]);

        // A bad line keeps its level's place; the next line still reads.
        let i = parse_index(b"# x\nA|1|5\nB|2|0\nC|0|0\n");
        assert_eq!(i.entries.len(), 2);
        assert_eq!((i.entries[1].name.as_str(), i.entries[1].slot), ("C", 2));
        assert_eq!(i.bad_count, 1);
        let b = &i.bad[0];
        assert_eq!((b.line, b.why, b.slot), (3, why::FINISHED, Some(1)));
        assert_eq!(b.text, b"B|2|0");
        // A line without a bar is no level's: no place.
        let i = parse_index(b"A|1|0\ngarbage line without bars\nB|0|0");
        assert_eq!(i.entries.len(), 2);
        assert_eq!(i.entries[1].slot, 1);
        assert_eq!(
            (i.bad[0].line, i.bad[0].why, i.bad[0].slot),
            (2, why::NOT_A_LEVEL, None)
        );
        assert_eq!(parse_index(b"A|1").bad[0].why, why::PARTS);
        assert_eq!(parse_index(b"A|1|-4").bad[0].why, why::BONUS);
        assert_eq!(parse_index(b"|1|0").bad[0].why, why::NAME);
        assert_eq!(parse_index(&[0xFF, b'|', 0xFE]).bad[0].why, why::NOT_TEXT);
        assert_eq!(parse_index(&[0xFF, 0xFE]).bad[0].slot, None);
        let many: String = (0..22).map(|k| alloc::format!("L{k}|0|0\n")).collect();
        let i = parse_index(many.as_bytes());
        assert_eq!(i.entries.len(), MAX);
        assert_eq!((i.bad[0].line, i.bad[0].why), (22, why::TOO_MANY));
    }

    #[test]
    fn left_out_lines_are_written_back_in_place() {
        let mut m = MyLevels::new();
        m.state = State::Ready;
        let a = Made::new(Name::try_from("A").unwrap(), Doc::new());
        let c = Made::new(Name::try_from("C").unwrap(), Doc::new());
        m.levels = alloc::vec![a, c];
        m.kept.push(Kept {
            slot: 1,
            text: b"B|maybe|0\r".to_vec(),
            chunks: [Vec::new(), Vec::new()],
            run: None,
        });
        let order = m.order();
        assert_eq!(order, [Slot::Listed(0), Slot::Kept(0), Slot::Listed(1)]);
        let text = m.index_bytes(&order);
        let back = parse_index(&text);
        assert_eq!(back.entries.len(), 2);
        assert_eq!(back.entries[1].slot, 2);
        assert_eq!(back.bad[0].text, b"B|maybe|0");
    }
}
