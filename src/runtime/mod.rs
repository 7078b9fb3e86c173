//! The boundary between a program (the game, the sandbox) and the platform that runs it.
//!
//! A platform drives one [`Program`]: at start-up it hands over what it found (the save's
//! bytes, the system's confirm button), then once a displayed frame it passes the buttons
//! in, takes the frame's [`Effects`] out as plain data, has the program draw into a
//! [`Canvas`] and writes the save the program hands it. The platform knows nothing of what
//! the program is, and the program nothing of the machine: `bounceback app` and the host
//! tests drive the same programs through the same calls, and through the same frame loop:
//! [`driver`] makes every frame's decisions (HOME, the exit, the save's order, the power
//! lock, the timings) over a small [`driver::Platform`]. A frame allocates nothing here.

use crate::audio::TuneBank;
use crate::gfx::{Canvas, Color32};
use crate::input::{Buttons, Confirm};
use alloc::vec::Vec;

pub mod driver;
pub mod files;
pub mod mem;
pub mod save_plan;

pub use files::{FileAnswer, FileError, FileJob, FileReply};
pub use save_plan::JobError;

/// A line for the platform's stdout (the emulator tests read these).
pub type Line = heapless::String<96>;

/// The heap's counts as a platform keeps them ([`driver::Platform::heap`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeapCounts {
    /// Allocations since start (a reallocation counts as an allocation and a free).
    pub allocs: u32,
    /// Frees since start.
    pub frees: u32,
    /// Bytes allocated and not freed.
    pub live: u32,
    /// The most bytes live at once since the platform was last asked.
    pub peak: u32,
}

/// Times the platform measured, for the program's performance overlay.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Timing {
    /// The last update that advanced the simulation ([`Effects::stepped`]).
    pub tick_us: u32,
    /// The last frame's drawing.
    pub draw_us: u32,
    /// The last frame's update and drawing together.
    pub frame_us: u32,
    /// The GPU display list's usable size in bytes (0: the platform has none, and the
    /// overlay leaves its line out).
    pub list_capacity: u32,
    /// The display list's bytes the last frame used.
    pub list_used: u32,
    /// The most display list bytes any frame used.
    pub list_high: u32,
    /// The command groups the last frame dropped for want of room.
    pub list_dropped: u32,
    /// The heap's figures are counted (false: the platform does not count them, and the
    /// overlay leaves their line out).
    pub heap_counted: bool,
    /// Allocations in the last perf line's frames (a second's, with the overlay up).
    pub heap_allocs: u32,
    /// Bytes live on the heap at the last perf line.
    pub heap_live: u32,
    /// The most bytes live in the last perf line's frames.
    pub heap_peak: u32,
}

/// What the platform found at start-up.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Boot<S, E> {
    /// The save [`Program::read_save`] accepted; `Ok(None)` when there was none, the
    /// reason when what was found was refused or could not be read.
    pub save: Result<Option<S>, E>,
    /// The save came from an old place: the program should have it written to the new one.
    pub moved: bool,
    /// The system's confirm button for menus.
    pub confirm: Confirm,
    /// No memory stick is in the slot: nothing was read, and nothing can be written.
    pub no_stick: bool,
}

impl<S, E> Boot<S, E> {
    /// A start with `save` from a stick in the slot, nothing moved, CROSS confirming.
    pub fn new(save: Result<Option<S>, E>) -> Self {
        Boot {
            save,
            moved: false,
            confirm: Confirm::default(),
            no_stick: false,
        }
    }
}

/// Something that happened to the program from outside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Event {
    /// The system is about to sleep.
    Suspend,
    /// The player leaves from outside the program (HOME): the platform exits once the
    /// save is written, or after a time limit.
    ExitRequested,
}

/// What one frame's update asks of the platform.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Effects {
    /// Lines for stdout, in order.
    pub lines: heapless::Vec<Line, 8>,
    /// Tunes to start (indices into the resources' tunes); a new one stops the current.
    pub sounds: heapless::Vec<u8, 8>,
    /// Whether sound is on (off silences the tune playing).
    pub sound_on: bool,
    /// The effects' and the music's volumes (and which tunes are music).
    pub volume: crate::audio::Volume,
    /// The update advanced the simulation: its time is the tick's.
    pub stepped: bool,
    /// The performance overlay is up: the platform also reports its timings on stdout.
    pub overlay: bool,
    /// The program asks to end.
    pub exit: bool,
}

/// Queues `l` in `lines` for stdout. Past their capacity the line is dropped and counted
/// in `dropped`, and the last line becomes `lines dropped: <n>` (so one more is lost):
/// whoever reads stdout, such as an emulator test matching lines, sees that lines are
/// missing instead of missing them silently.
pub fn queue_line<const N: usize>(lines: &mut heapless::Vec<Line, N>, dropped: &mut u16, l: Line) {
    if lines.push(l).is_ok() {
        return;
    }
    let Some(last) = lines.last_mut() else {
        return;
    };
    if !last.starts_with(DROPPED) {
        // The line the count takes the place of.
        *dropped = dropped.saturating_add(1);
    }
    *dropped = dropped.saturating_add(1);
    last.clear();
    let _ = core::fmt::Write::write_fmt(last, format_args!("{DROPPED}{dropped}"));
}

/// The start of the line [`queue_line`] puts in place of those it drops.
pub const DROPPED: &str = "lines dropped: ";

/// Queues a tune in `tunes`. Past their capacity the newest takes the last one's place,
/// which loses nothing heard: each tune started stops the one before, so of a frame's
/// tunes only the last sounds.
pub fn queue_tune<T, const N: usize>(tunes: &mut heapless::Vec<T, N>, t: T) {
    if let Err(t) = tunes.push(t) {
        if let Some(last) = tunes.last_mut() {
            *last = t;
        }
    }
}

/// A save the platform is to write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveWrite {
    /// The file, byte for byte.
    pub bytes: Vec<u8>,
    /// The line the system's save browser shows under the title.
    pub detail: heapless::String<SAVE_DETAIL_MAX>,
}

/// The most characters a program asks the player to type ([`TextAsk::max`]).
pub const TEXT_MAX: usize = 32;

/// Text the player typed on the system's keyboard (UTF-8: room for [`TEXT_MAX`]
/// characters of up to four bytes).
pub type Text = heapless::String<{ 4 * TEXT_MAX }>;

/// A text the program asks the player to type, on the system's on-screen keyboard (the
/// PSP's `sceUtilityOsk`; a host stands in). The answer comes to [`Program::text_typed`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct TextAsk {
    /// What the text is for: the keyboard's heading.
    pub title: heapless::String<32>,
    /// The text the keyboard opens with.
    pub initial: Text,
    /// The most characters the player may type (1 to [`TEXT_MAX`]).
    pub max: usize,
}

impl TextAsk {
    /// A question headed `title`, opening on `initial` (cut to the room), of at most `max`
    /// characters (kept within 1 to [`TEXT_MAX`]).
    pub fn new(title: &str, initial: &str, max: usize) -> TextAsk {
        let mut a = TextAsk {
            max: max.clamp(1, TEXT_MAX),
            ..TextAsk::default()
        };
        for ch in title.chars() {
            if a.title.push(ch).is_err() {
                break;
            }
        }
        for ch in initial.chars().take(a.max) {
            if a.initial.push(ch).is_err() {
                break;
            }
        }
        a
    }
}

/// Where the program's save stands, so the platform knows when exiting loses nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SaveStatus {
    /// Some change is not written yet.
    pub unsaved: bool,
    /// Writes that failed in a row.
    pub failures: u32,
    /// A sleep should wait for the write (the program's policy: e.g. not for a stick
    /// that keeps failing).
    pub hold_sleep: bool,
}

/// The save's data file inside its savedata folder ([`SaveSlot::folder`]).
pub const SAVEDATA_FILE: &str = "DATA.BIN";

/// The names the system keeps and shows the program's save under, the pictures it shows
/// beside it, and where earlier versions kept it; the platform only turns them into paths
/// and its save records.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct SaveSlot {
    /// The save's name for the system (the savedata game name, e.g. the EBOOT's
    /// DISC_ID); the folder is this and [`SaveSlot::set`] in 8 hex digits.
    pub game: GameName,
    /// The title the system's save browser shows.
    pub title: SaveTitle,
    /// The line under it naming the resource set.
    pub set_title: heapless::String<SET_TITLE_MAX>,
    /// Which of the program's data sets the save is of (a program with one: any fixed
    /// number): each set keeps its own save.
    pub set: u32,
    /// The save browser's icon (`ICON0.PNG`, 144 x 80), and with [`SaveSlot::pic1`] its
    /// background (`PIC1.PNG`, 480 x 272), as PNG files; empty for none.
    pub icon0: &'static [u8],
    /// The save browser's background (see [`SaveSlot::icon0`]).
    pub pic1: &'static [u8],
    /// Where earlier versions kept the save, read once when there is no savedata yet.
    pub legacy: Option<LegacySlot>,
}

/// The longest savedata game name: the system's field holds 13 bytes with the closing NUL.
pub const GAME_NAME_MAX: usize = 12;

/// The most older files a [`LegacySlot`] names (what the platform keeps room for).
pub const OLDER_FILES_MAX: usize = 4;

/// Most bytes of the line under a save's title naming its set ([`SaveSlot::set_title`]).
pub const SET_TITLE_MAX: usize = 64;

/// Most bytes of a save file the console reads back (the savedata job's buffer,
/// `platform/psp/savedata.rs`, taken on the heap at start-up): the application keeps no
/// time attack run that would take its save past it. 32 KB, the one memory stick cluster a
/// save's data file takes: the runs' own budget
/// ([`crate::sim::attack::TIMES_BUDGET`], 24 KB) and the other records fit it.
pub const SAVE_MAX: usize = 32 * 1024;

/// Most bytes of a save's detail line ([`SaveWrite::detail`]).
pub const SAVE_DETAIL_MAX: usize = 96;

/// Most bytes of a save's title ([`SaveTitle`]): the system's field holds 128 with the
/// closing NUL.
pub const SAVE_TITLE_MAX: usize = 127;

/// A savedata folder's name: the game name and the set's 8 hex digits.
pub type SaveFolder = heapless::String<{ GAME_NAME_MAX + 8 }>;

/// A save slot's names that the platform could not keep whole: told when the slot is
/// built, never cut short on the way to the system.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotError {
    /// A game name that is empty, longer than [`GAME_NAME_MAX`] bytes, or holds a byte
    /// other than an ASCII letter, digit, `_` or `-` (it names a folder).
    GameName {
        /// Its length in bytes.
        len: usize,
    },
    /// More older files than [`OLDER_FILES_MAX`].
    OlderFiles {
        /// How many were named.
        count: usize,
    },
    /// A save title that is empty, longer than [`SAVE_TITLE_MAX`] bytes, or holds a NUL.
    Title {
        /// Its length in bytes.
        len: usize,
    },
}

impl core::fmt::Display for SlotError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            SlotError::GameName { len } => write!(
                f,
                "a savedata game name is 1 to {GAME_NAME_MAX} ASCII letters, digits, _ or - \
                 ({len} bytes given)"
            ),
            SlotError::OlderFiles { count } => write!(
                f,
                "at most {OLDER_FILES_MAX} older save files ({count} given)"
            ),
            SlotError::Title { len } => write!(
                f,
                "a save title is 1 to {SAVE_TITLE_MAX} bytes with no NUL ({len} bytes given)"
            ),
        }
    }
}

impl core::error::Error for SlotError {}

/// The title the system's save browser shows ([`SaveSlot::title`]), checked once when made:
/// 1 to [`SAVE_TITLE_MAX`] bytes with no NUL, so the system's field holds it whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SaveTitle(&'static str);

impl SaveTitle {
    /// `title`, when the system's field holds it whole.
    ///
    /// # Errors
    ///
    /// [`SlotError::Title`] otherwise.
    pub const fn new(title: &'static str) -> Result<SaveTitle, SlotError> {
        let b = title.as_bytes();
        let mut ok = !b.is_empty() && b.len() <= SAVE_TITLE_MAX;
        let mut i = 0;
        while ok && i < b.len() {
            ok = b[i] != 0;
            i += 1;
        }
        if ok {
            Ok(SaveTitle(title))
        } else {
            Err(SlotError::Title { len: b.len() })
        }
    }

    /// A program's own constant title, checked as the program is compiled (see
    /// [`GameName::of`]).
    pub const fn of(title: &'static str) -> SaveTitle {
        match SaveTitle::new(title) {
            Ok(t) => t,
            Err(_) => panic!("not a save title (1 to 127 bytes, no NUL)"),
        }
    }

    /// The title.
    pub const fn as_str(&self) -> &'static str {
        self.0
    }
}

/// A savedata game name ([`SaveSlot::game`]), checked once when made: 1 to
/// [`GAME_NAME_MAX`] ASCII letters, digits, `_` or `-`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameName(&'static str);

impl GameName {
    /// `name`, when it is a game name the system keeps whole.
    ///
    /// # Errors
    ///
    /// [`SlotError::GameName`] otherwise.
    pub const fn new(name: &'static str) -> Result<GameName, SlotError> {
        let b = name.as_bytes();
        let mut ok = !b.is_empty() && b.len() <= GAME_NAME_MAX;
        let mut i = 0;
        while ok && i < b.len() {
            ok = b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'-';
            i += 1;
        }
        if ok {
            Ok(GameName(name))
        } else {
            Err(SlotError::GameName { len: b.len() })
        }
    }

    /// A program's own constant name, checked as the program is compiled: use it in a
    /// `const` (`const GAME: GameName = GameName::of("BOUNCE001");`), where a bad name
    /// stops the build; a name from elsewhere goes through [`GameName::new`].
    pub const fn of(name: &'static str) -> GameName {
        match GameName::new(name) {
            Ok(g) => g,
            Err(_) => panic!("not a savedata game name (1 to 12 of A-Z a-z 0-9 _ -)"),
        }
    }

    /// The name.
    pub const fn as_str(&self) -> &'static str {
        self.0
    }
}

impl core::fmt::Display for GameName {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.0)
    }
}

/// The files earlier versions of a program wrote its save to, beside the system's saves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegacySlot {
    /// The folder, beside the system's saves.
    pub folder: &'static str,
    /// This set's files there, in the order to try.
    pub files: [heapless::String<16>; 2],
    /// Older files there that may hold this set's save or another's, in the order to
    /// try (one that is not a save of this set is no save): at most [`OLDER_FILES_MAX`].
    pub older_files: heapless::Vec<&'static str, OLDER_FILES_MAX>,
}

impl LegacySlot {
    /// The files in `folder`: this set's `files`, then the `older` ones.
    ///
    /// # Errors
    ///
    /// [`SlotError::OlderFiles`] for more than [`OLDER_FILES_MAX`] older files.
    pub fn new(
        folder: &'static str,
        files: [heapless::String<16>; 2],
        older: &[&'static str],
    ) -> Result<LegacySlot, SlotError> {
        let older_files = heapless::Vec::from_slice(older)
            .map_err(|()| SlotError::OlderFiles { count: older.len() })?;
        Ok(LegacySlot {
            folder,
            files,
            older_files,
        })
    }
}

impl SaveSlot {
    /// The save `game` of set `set`, shown as `title`, with no pictures and no earlier
    /// place.
    pub fn new(game: GameName, title: SaveTitle, set: u32) -> SaveSlot {
        SaveSlot {
            game,
            title,
            set_title: heapless::String::new(),
            set,
            icon0: &[],
            pic1: &[],
            legacy: None,
        }
    }

    /// The savedata folder under `PSP/SAVEDATA/`: the game name and the set's 8 hex digits
    /// (e.g. `BOUNCE0011234ABCD`).
    pub fn folder(&self) -> SaveFolder {
        let mut f = SaveFolder::new();
        let fitted = f
            .push_str(self.game.as_str())
            .and_then(|()| push_hex8(&mut f, self.set));
        // Always fits: the name is at most GAME_NAME_MAX bytes (checked when it was made),
        // and the folder's capacity is that and the 8 digits.
        debug_assert!(fitted.is_ok());
        f
    }
}

/// Appends `v` in 8 upper-case hex digits.
fn push_hex8<const N: usize>(s: &mut heapless::String<N>, v: u32) -> Result<(), ()> {
    (0..8).rev().try_for_each(|k| {
        let d = ((v >> (4 * k)) & 0xF) as u8;
        s.push(char::from(if d < 10 { b'0' + d } else { b'A' + d - 10 }))
            .map_err(|_| ())
    })
}

/// What the platform keeps for a program's whole run, taken once at start-up before the
/// first frame: the pictures the GPU may read and the tunes [`Effects::sounds`] names.
pub trait Assets {
    /// Calls `each` with every picture the program draws from (its indices and colour
    /// table), in memory that lives for the run. The GPU reads a picture after the draw
    /// call that named it returned, so a platform may draw only pictures named here.
    fn pictures(&self, each: &mut dyn FnMut(&'static [u8], &'static [Color32]));
    /// Fills `bank` with the tunes, in the order [`Effects::sounds`] indexes them.
    fn tunes(&self, bank: &mut TuneBank);
}

/// A program a platform runs, one update and one drawn frame per displayed frame.
///
/// Start-up: [`Program::keeps_save`] and [`Program::save_slot`], then for what the platform found where the save is
/// kept [`Program::read_save`] (the platform never parses a save), then
/// [`Program::start`]. Each frame: [`Program::update`], [`Program::draw`], then the save:
/// [`Program::save_done`] for a write that ended, [`Program::take_save`] when none runs.
///
/// A program that keeps no save and moves a square while RIGHT is held, ending on START,
/// driven here by hand as a platform would (the PSP and the host tool use
/// [`driver::Driver`] for the same calls):
///
/// ```
/// use bounceback::gfx::{rgb, Canvas, Color32, Frame, Rect};
/// use bounceback::input::Buttons;
/// use bounceback::runtime::{
///     Boot, Effects, Event, JobError, Program, SaveSlot, SaveStatus, SaveWrite, Timing,
/// };
/// use core::convert::Infallible;
///
/// const BG: Color32 = rgb(0, 0, 0);
/// const INK: Color32 = rgb(255, 200, 0);
///
/// struct Mover {
///     x: i32,
/// }
///
/// impl Program for Mover {
///     type Save = ();
///     type SaveError = Infallible;
///     fn keeps_save(&self) -> bool {
///         false
///     }
///     fn save_slot(&self) -> Option<SaveSlot> {
///         None
///     }
///     fn read_save(&self, _found: Result<&[u8], JobError>) -> Result<(), Infallible> {
///         Ok(())
///     }
///     fn start(&mut self, _boot: Boot<(), Infallible>) {}
///     fn event(&mut self, _event: Event) {}
///     fn update(&mut self, held: Buttons) -> Effects {
///         if held.contains(Buttons::RIGHT) {
///             self.x += 1;
///         }
///         let mut fx = Effects::default();
///         fx.exit = held.contains(Buttons::START);
///         fx
///     }
///     fn draw(&mut self, canvas: &mut impl Canvas, _timing: &Timing) {
///         let (w, h) = canvas.size();
///         canvas.fill_rect(Rect::new(0, 0, w, h), BG);
///         canvas.fill_rect(Rect::new(self.x, 1, 2, 2), INK);
///     }
///     fn take_save(&mut self) -> Option<SaveWrite> {
///         None
///     }
///     fn save_done(&mut self, _ok: bool) {}
///     fn save_status(&self) -> SaveStatus {
///         SaveStatus::default()
///     }
/// }
///
/// let mut program = Mover { x: 0 };
/// program.start(Boot::new(Ok(None)));
/// for held in [Buttons::RIGHT, Buttons::NONE, Buttons::RIGHT] {
///     assert!(!program.update(held).exit);
/// }
/// let mut px = [BG; 6 * 4];
/// program.draw(&mut Frame::new(&mut px, 6, 4, 6).unwrap(), &Timing::default());
/// // Moved twice: columns 2 and 3 of rows 1 and 2.
/// let row = |y: usize| px[y * 6..y * 6 + 6].to_vec();
/// assert_eq!(row(0), [BG; 6]);
/// assert_eq!(row(1), [BG, BG, INK, INK, BG, BG]);
/// assert_eq!(row(2), row(1));
/// assert_eq!(row(3), [BG; 6]);
/// assert!(program.update(Buttons::START).exit);
/// ```
pub trait Program {
    /// A save the program accepted.
    type Save;
    /// Why what was found is not a save the program can use.
    type SaveError: core::fmt::Display;

    /// Whether the platform should look for a save at start-up.
    fn keeps_save(&self) -> bool;
    /// Where the save is kept; `None` for a program that never saves.
    fn save_slot(&self) -> Option<SaveSlot>;
    /// The bytes found where the save is kept, or why a save there could not be read.
    fn read_save(&self, found: Result<&[u8], JobError>) -> Result<Self::Save, Self::SaveError>;
    /// Once, before the first update (the program may be drawn before it, while the
    /// platform looks for the save).
    fn start(&mut self, boot: Boot<Self::Save, Self::SaveError>);
    /// A lifecycle event, before the frame's update.
    fn event(&mut self, event: Event);
    /// Advances one displayed frame with the buttons held.
    fn update(&mut self, held: Buttons) -> Effects;
    /// Draws the current frame; `timing` is what the overlay shows.
    fn draw(&mut self, canvas: &mut impl Canvas, timing: &Timing);
    /// The save to write now, if one is due; report how it went with
    /// [`Program::save_done`].
    fn take_save(&mut self) -> Option<SaveWrite>;
    /// How the write of the last [`Program::take_save`] went.
    fn save_done(&mut self, ok: bool);
    /// The write of the last [`Program::take_save`] failed because the memory stick is full;
    /// a save takes `needed_kb` there ([`save_plan::space`]). By default a failed write.
    fn save_no_space(&mut self, needed_kb: u32) {
        let _ = needed_kb;
        self.save_done(false);
    }
    /// Where the save stands.
    fn save_status(&self) -> SaveStatus;
    /// A text to ask the player for now, if one is wanted (the platform opens its keyboard
    /// once no save is being written); the answer comes to [`Program::text_typed`]. None by
    /// default.
    fn take_text_ask(&mut self) -> Option<TextAsk> {
        None
    }
    /// The answer to the last [`Program::take_text_ask`]: the text typed, or `None` when
    /// the player cancelled or no keyboard could open. While the keyboard is up the
    /// program is updated with no buttons (the keyboard has them) and drawn beneath it.
    fn text_typed(&mut self, text: Option<&str>) {
        let _ = text;
    }

    /// A file job to start now, if one is due ([`files`]); its answer comes to
    /// [`Program::file_done`] before the next is taken. By default none.
    fn take_file_job(&mut self) -> Option<FileJob> {
        None
    }
    /// The answer to the last [`Program::take_file_job`].
    fn file_done(&mut self, reply: FileReply) {
        let _ = reply;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(s: &str) -> Line {
        Line::try_from(s).unwrap()
    }

    #[test]
    fn lines_past_the_capacity_are_counted_in_the_last_line() {
        let mut q: heapless::Vec<Line, 3> = heapless::Vec::new();
        let mut dropped = 0;
        for s in ["a", "b", "c"] {
            queue_line(&mut q, &mut dropped, line(s));
        }
        assert_eq!(dropped, 0);
        assert_eq!(q.as_slice(), ["a", "b", "c"]);
        queue_line(&mut q, &mut dropped, line("d"));
        assert_eq!(q.as_slice(), ["a", "b", "lines dropped: 2"]);
        queue_line(&mut q, &mut dropped, line("e"));
        assert_eq!(q.as_slice(), ["a", "b", "lines dropped: 3"]);
        // The next frame's queue: the count goes on from where it was.
        q.clear();
        for s in ["f", "g", "h", "i"] {
            queue_line(&mut q, &mut dropped, line(s));
        }
        assert_eq!(q.as_slice(), ["f", "g", "lines dropped: 5"]);
    }

    #[test]
    fn a_tune_past_the_capacity_replaces_the_last() {
        let mut q: heapless::Vec<u8, 2> = heapless::Vec::new();
        for t in [7, 8, 9, 4] {
            queue_tune(&mut q, t);
        }
        assert_eq!(q.as_slice(), [7, 4]);
    }
}
