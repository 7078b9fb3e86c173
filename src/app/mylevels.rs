//! MY LEVELS: the levels a player made, kept on the memory stick in
//! [`DIR`] as a resource set in the original's formats (the set's art and tile files written
//! from what the game holds, [`crate::edit::set::art_files`], and an `lf` holding the made
//! levels first, [`crate::edit::set::lf_file`]), with a small text index ([`INDEX`]: each
//! level's name, finished mark and best bonus) and each finished level's maker's run as
//! `level-N.replay.txt` (`bounceback play --res DIR --level N-1 --replay FILE`).
//!
//! Everything is read back from the folder (at start, and each time the list opens), so a
//! folder copied to another console's stick shows up there. The files go through the
//! platform's file service ([`crate::runtime::files`]), one job at a time; a damaged
//! folder gives a [`FolderError`] naming the file and what was expected, never a panic.

use crate::edit::set::{self, LEVELS};
use crate::edit::{Doc, MAX_CELLS};
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
/// Made levels the folder keeps: the `lf` holds them before the tutorial.
pub const MAX: usize = LEVELS - 1;
/// The longest name kept.
pub const NAME_MAX: usize = 24;
/// The largest file read from the folder.
const READ_MAX: usize = 1 << 20;

/// A level's name.
pub type Name = heapless::String<NAME_MAX>;

/// A made level as MY LEVELS keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Made {
    /// Its name (`LEVEL N` until the player names it).
    pub name: Name,
    /// The maker completed it in test play from its start ([`Made::replay`] is that run).
    pub finished: bool,
    /// The best level-complete bonus played from the list (0: none yet).
    pub best: i32,
    /// The level.
    pub doc: Box<Doc>,
    /// The maker's run, when finished.
    pub replay: Option<Vec<ReplayEvent>>,
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

impl FolderError {
    fn new(file: &str, line: u32, expected: &str) -> FolderError {
        let mut e = FolderError {
            file: heapless::String::new(),
            line,
            expected: heapless::String::new(),
        };
        for ch in file.chars() {
            if e.file.push(ch).is_err() {
                break;
            }
        }
        for ch in expected.chars() {
            if e.expected.push(ch).is_err() {
                break;
            }
        }
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
    /// Being read.
    Reading,
    /// Read (or there is none yet): [`MyLevels::levels`] is the folder.
    Ready,
    /// The folder is damaged: nothing is written over it.
    Damaged(FolderError),
    /// The platform keeps no files, or a file job failed.
    Failed(FolderError),
}

/// What the answer to a job is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum For {
    Index,
    Lf,
    Replay(usize),
    Write,
}

/// The made levels, the folder's state and the file jobs to run.
pub struct MyLevels {
    /// The levels, in the folder's order.
    pub levels: Vec<Made>,
    /// Where the folder stands.
    pub state: State,
    /// The index read, until the `lf` and replays are.
    index: Vec<(Name, bool, i32)>,
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

fn read(name: &str) -> FileJob {
    FileJob::Read {
        path: path(name),
        max: READ_MAX,
    }
}

/// The replay file of the level at `k` (from 0).
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

/// The index file's text for `levels`.
pub fn index_text(levels: &[Made]) -> String {
    let mut s = String::from(
        "# MY LEVELS: one line a level, in the order of lf: NAME|FINISHED (1 or 0)|BEST BONUS\n",
    );
    for m in levels {
        let _ = writeln!(s, "{}|{}|{}", m.name, m.finished as u8, m.best);
    }
    s
}

/// Reads the index file.
///
/// # Errors
///
/// The first line that is not `NAME|0 or 1|BONUS`, or more than [`MAX`] levels.
pub fn parse_index(bytes: &[u8]) -> Result<Vec<(Name, bool, i32)>, FolderError> {
    let text =
        core::str::from_utf8(bytes).map_err(|_| FolderError::new(INDEX, 0, "text (UTF-8)"))?;
    let mut out = Vec::new();
    for (k, raw) in text.lines().enumerate() {
        let line = (k + 1) as u32;
        let l = raw.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let err = |what: &str| FolderError::new(INDEX, line, what);
        let mut parts = l.split('|');
        let (Some(name), Some(fin), Some(best), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(err("NAME|FINISHED|BEST BONUS (three fields)"));
        };
        let name = name.trim();
        let ok_name = !name.is_empty()
            && name.len() <= NAME_MAX
            && name.bytes().all(|b| (0x20..0x7F).contains(&b));
        if !ok_name {
            return Err(err("a name of 1 to 24 letters, digits or spaces"));
        }
        let finished = match fin.trim() {
            "1" => true,
            "0" => false,
            _ => return Err(err("a finished mark, 1 or 0")),
        };
        let best: i32 = match best.trim().parse() {
            Ok(b) if b >= 0 => b,
            _ => return Err(err("a best bonus, a number 0 or more")),
        };
        if out.len() == MAX {
            return Err(err("at most 21 levels"));
        }
        out.push((Name::try_from(name).unwrap_or_default(), finished, best));
    }
    Ok(out)
}

/// Why a change to MY LEVELS was not made (a sentence for the player).
pub type Refused = &'static str;

impl MyLevels {
    /// Nothing read yet; the read is the first job.
    pub fn new() -> MyLevels {
        let mut m = MyLevels {
            levels: Vec::new(),
            state: State::Reading,
            index: Vec::new(),
            jobs: VecDeque::new(),
            running: None,
            art_there: false,
            said: heapless::Vec::new(),
        };
        m.jobs.push_back((read(INDEX), For::Index));
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
            self.jobs.push_back((read(INDEX), For::Index));
        }
    }

    /// Whether jobs are waiting or running.
    pub fn busy(&self) -> bool {
        !self.jobs.is_empty() || self.running.is_some()
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
                self.say(format_args!("mylevels write failed: {e}"));
                self.state = State::Failed(fail("MYLEVELS", e));
            }
            (For::Index, Err(FileError::NotFound)) => {
                self.levels.clear();
                self.art_there = false;
                self.ready();
            }
            (For::Index, Err(e)) => {
                self.say(format_args!("mylevels unreadable: {e}"));
                self.state = State::Failed(fail(INDEX, e));
            }
            (For::Index, Ok(FileAnswer::Bytes(b))) => match parse_index(&b) {
                Ok(index) => {
                    self.index = index;
                    self.jobs.push_front((read("lf"), For::Lf));
                }
                Err(e) => self.damaged(e),
            },
            (For::Lf, Ok(FileAnswer::Bytes(b))) => self.read_lf(&b),
            (For::Lf, Err(e)) => self.damaged(fail("lf", e)),
            (For::Replay(k), Ok(FileAnswer::Bytes(b))) => {
                let name = replay_name(k);
                match core::str::from_utf8(&b).map(replay::parse_text) {
                    Ok(Ok(ev)) if !ev.is_empty() => {
                        if let Some(m) = self.levels.get_mut(k) {
                            m.replay = Some(ev);
                        }
                        self.next_replay(k + 1);
                    }
                    Ok(Ok(_)) => self.damaged(FolderError::new(&name, 0, "the maker's run")),
                    Ok(Err(e)) => {
                        self.damaged(FolderError::new(&name, e.line as u32, e.message));
                    }
                    Err(_) => self.damaged(FolderError::new(&name, 0, "text (UTF-8)")),
                }
            }
            (For::Replay(k), Err(e)) => self.damaged(fail(&replay_name(k), e)),
            (_, Ok(_)) => self.damaged(FolderError::new(INDEX, 0, "a file, not a folder")),
        }
    }

    fn ready(&mut self) {
        self.state = State::Ready;
        self.say(format_args!("mylevels: {} levels", self.levels.len()));
    }

    fn damaged(&mut self, e: FolderError) {
        self.say(format_args!("mylevels damaged: {e}"));
        self.levels.clear();
        self.index.clear();
        self.state = State::Damaged(e);
    }

    fn read_lf(&mut self, bytes: &[u8]) {
        let levels = match lf::parse(FileName::new("lf"), bytes) {
            Ok(l) => l,
            Err(e) => {
                let mut t: heapless::String<64> = heapless::String::new();
                let _ = write!(t, "{e}");
                return self.damaged(FolderError::new("lf", 0, &t));
            }
        };
        if levels.len() < self.index.len() + 1 {
            let mut t: heapless::String<64> = heapless::String::new();
            let _ = write!(
                t,
                "{} levels and the tutorial ({} read)",
                self.index.len(),
                levels.len()
            );
            return self.damaged(FolderError::new("lf", 0, &t));
        }
        let index = core::mem::take(&mut self.index);
        self.levels = index
            .into_iter()
            .zip(levels.iter())
            .map(|((name, finished, best), l)| Made {
                name,
                finished,
                best,
                doc: Box::new(Doc::from_level(l)),
                replay: None,
            })
            .collect();
        self.art_there = true;
        self.next_replay(0);
    }

    /// Reads the replay of the next finished level from `k`, or ends the read.
    fn next_replay(&mut self, k: usize) {
        match (k..self.levels.len()).find(|&j| self.levels[j].finished) {
            Some(j) => self
                .jobs
                .push_front((read(&replay_name(j)), For::Replay(j))),
            None => self.ready(),
        }
    }

    /// Saves `doc` named `name` as level `slot` (over it) or as a new one (`None`, or a slot
    /// past the end): finished when `replay` is the maker's run. An empty name keeps the
    /// level's own (`LEVEL N` for a new one). The level's place in the list.
    ///
    /// # Errors
    ///
    /// The folder is not read (or damaged), MY LEVELS is full, or the level does not fit
    /// the format.
    pub fn save(
        &mut self,
        res: &Resources<'_>,
        doc: &Doc,
        name: &str,
        replay: Option<&[ReplayEvent]>,
        slot: Option<usize>,
    ) -> Result<usize, Refused> {
        self.writable()?;
        let k = match slot.filter(|&k| k < self.levels.len()) {
            Some(k) => {
                let m = &mut self.levels[k];
                if *m.doc != *doc {
                    m.best = 0;
                }
                *m.doc = doc.clone();
                k
            }
            None => {
                if self.levels.len() == MAX {
                    return Err("MY LEVELS HOLDS 21 LEVELS: DELETE ONE FIRST");
                }
                let mut name = Name::new();
                let _ = write!(name, "LEVEL {}", self.levels.len() + 1);
                self.levels.push(Made {
                    name,
                    finished: false,
                    best: 0,
                    doc: Box::new(doc.clone()),
                    replay: None,
                });
                self.levels.len() - 1
            }
        };
        let m = &mut self.levels[k];
        if !name.is_empty() {
            m.name = Name::try_from(name).unwrap_or_else(|()| m.name.clone());
        }
        m.finished = replay.is_some();
        m.replay = replay.map(<[ReplayEvent]>::to_vec);
        self.write_all(res, self.levels.len())?;
        self.say(format_args!("mylevels saved level {}", k + 1));
        Ok(k)
    }

    /// A copy of level `k` at the end of the list.
    ///
    /// # Errors
    ///
    /// As [`MyLevels::save`].
    pub fn copy(&mut self, res: &Resources<'_>, k: usize) -> Result<usize, Refused> {
        self.writable()?;
        let Some(m) = self.levels.get(k) else {
            return Err("NO SUCH LEVEL");
        };
        if self.levels.len() == MAX {
            return Err("MY LEVELS HOLDS 21 LEVELS: DELETE ONE FIRST");
        }
        let mut c = m.clone();
        c.name.clear();
        let _ = write!(c.name, "LEVEL {}", self.levels.len() + 1);
        self.levels.push(c);
        self.write_all(res, self.levels.len())?;
        self.say(format_args!("mylevels copied level {}", k + 1));
        Ok(self.levels.len() - 1)
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
        let before = self.levels.len();
        self.levels.remove(k);
        self.write_all(res, before)?;
        self.say(format_args!("mylevels deleted level {}", k + 1));
        Ok(())
    }

    /// A play from the list ended with `bonus`: kept when it is the level's best.
    pub fn record_best(&mut self, k: usize, bonus: i32) {
        if !matches!(self.state, State::Ready) {
            return;
        }
        let Some(m) = self.levels.get_mut(k) else {
            return;
        };
        if bonus > m.best {
            m.best = bonus;
            let text = index_text(&self.levels);
            self.write(INDEX, text.into_bytes());
        }
    }

    fn writable(&self) -> Result<(), Refused> {
        match self.state {
            State::Ready => Ok(()),
            State::Reading => Err("MY LEVELS ARE STILL BEING READ"),
            State::Damaged(_) => Err("THE MYLEVELS FOLDER IS DAMAGED: NOTHING IS WRITTEN"),
            State::Failed(_) => Err("THE MEMORY STICK CANNOT BE WRITTEN"),
        }
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

    /// Writes the whole folder: the art (when not known to be there), `lf`, the replays
    /// (and deletes those of levels not finished, up to `before` levels), the index last.
    fn write_all(&mut self, res: &Resources<'_>, before: usize) -> Result<(), Refused> {
        let mut bufs: Vec<Box<[u8; MAX_CELLS]>> = (0..self.levels.len())
            .map(|_| Box::new([0; MAX_CELLS]))
            .collect();
        let levels: Vec<lf::Level<'_>> = self
            .levels
            .iter()
            .zip(bufs.iter_mut())
            .map(|(m, b)| m.doc.level(b))
            .collect();
        let lf_bytes =
            set::lf_file(res, &levels).map_err(|_| "THE LEVEL DOES NOT FIT THE FORMAT")?;
        drop(levels);
        if !self.art_there {
            for (name, bytes) in set::art_files(res).map_err(|_| "THE ART CANNOT BE WRITTEN")? {
                self.write(&name, bytes);
            }
            self.art_there = true;
        }
        self.write("lf", lf_bytes);
        for k in 0..self.levels.len().max(before) {
            match self.levels.get(k).and_then(|m| m.replay.as_ref()) {
                Some(r) => {
                    let text = replay_text(r);
                    self.write(&replay_name(k), text.into_bytes());
                }
                None => self.jobs.push_back((
                    FileJob::Delete {
                        path: path(&replay_name(k)),
                    },
                    For::Write,
                )),
            }
        }
        let text = index_text(&self.levels);
        self.write(INDEX, text.into_bytes());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_reads_back_and_a_bad_line_is_named() {
        let mut d = Doc::new();
        d.theme = 1;
        let m = Made {
            name: Name::try_from("LEVEL 1").unwrap(),
            finished: true,
            best: 1200,
            doc: Box::new(d),
            replay: None,
        };
        let mut n = m.clone();
        n.name = Name::try_from("MINE").unwrap();
        n.finished = false;
        n.best = 0;
        let text = index_text(&[m, n]);
        let back = parse_index(text.as_bytes()).unwrap();
        assert_eq!(back.len(), 2);
        assert_eq!(
            (back[0].0.as_str(), back[0].1, back[0].2),
            ("LEVEL 1", true, 1200)
        );
        assert_eq!(
            (back[1].0.as_str(), back[1].1, back[1].2),
            ("MINE", false, 0)
        );
        let e = parse_index(b"# x\nA|1|5\nB|2|0\n").unwrap_err();
        assert_eq!((e.file.as_str(), e.line), (INDEX, 3));
        assert_eq!(e.expected, "a finished mark, 1 or 0");
        let e = parse_index(b"A|1\n").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(parse_index(b"A|1|-4").is_err());
        assert!(parse_index(&[0xFF, 0xFE]).is_err());
        let many: String = (0..22).map(|k| alloc::format!("L{k}|0|0\n")).collect();
        assert_eq!(parse_index(many.as_bytes()).unwrap_err().line, 22);
    }
}
