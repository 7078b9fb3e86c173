//! The frame loop's decisions, made once for every platform: what a displayed frame does
//! with the outside's events, the program's effects and the save, when the power switch is
//! held off, when the program may end and what stdout is told. A platform only answers the
//! small questions of [`Platform`] (the clock, the pad, the callbacks' flags, the save
//! slot, the screen), so HOME, exit and power decisions are the same on the PSP, in
//! `bounceback app` and in the host tests that check them. A frame allocates nothing here.
//!
//! The driver runs every displayed frame (60 Hz); the 20 Hz simulation tick is the program's
//! own decision: the game's is `Play::tick_due` in `src/app/play.rs` (every third frame,
//! [`crate::app::FRAMES_PER_TICK`]).

#![warn(missing_docs)]

use super::save_plan::{space, JobError};
use super::{
    Effects, Event, FileError, FileJob, FileReply, HeapCounts, Program, SaveWrite, Text, TextAsk,
    Timing,
};
use crate::gfx::Canvas;
use crate::input::Buttons;
use core::fmt;

/// Frames the exit may wait for the save (2 s at 60 frames a second) after HOME or the
/// program's own exit: a stick that never answers must not keep the player in.
pub const EXIT_FRAMES: u32 = 120;

/// Frames between two perf lines while the overlay is up (one second).
pub const REPORT_FRAMES: u32 = 60;

/// A frame's use of the GPU display list, as the overlay and the perf line show it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ListUse {
    /// The list's usable size in bytes (0: the platform has none).
    pub capacity: u32,
    /// The bytes the last frame used.
    pub used: u32,
    /// The most any frame used.
    pub high_water: u32,
    /// The command groups the last frame dropped for want of room.
    pub dropped: u32,
    /// The command groups dropped since start.
    pub dropped_total: u32,
}

/// How the start of a save's write went ([`Platform::save_start`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Store {
    /// The write runs; [`Platform::save_poll`] tells when it ends.
    Running,
    /// The write could not start (it counts as failed).
    NotStarted,
    /// The write ended within the call, with the system's error code on failure: a
    /// platform whose writes do not take frames.
    Done(Result<(), JobError>),
}

/// What the driver tells stdout; its [`fmt::Display`] is the line, word for word (the
/// emulator tests read them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// The system began to sleep: the program was told.
    Suspended,
    /// The system woke up.
    Resumed,
    /// HOME's exit was chosen: the exit waits for the save from now on.
    ExitRequested,
    /// A write of the save ended well.
    SaveStored,
    /// A write of the save failed, and why.
    SaveFailed(JobError),
    /// A write of the save could not start.
    SaveNotStarted,
    /// The timings, once a second while the overlay is up.
    Perf {
        /// As [`Timing::tick_us`].
        tick_us: u32,
        /// As [`Timing::draw_us`].
        draw_us: u32,
        /// As [`Timing::frame_us`].
        frame_us: u32,
        /// The longest `frame_us` of every frame since the last perf line (or since the
        /// overlay came on): a slow frame between two lines is not lost.
        worst_us: u32,
        /// The list's bytes the last frame used.
        list_bytes: u32,
        /// The most any frame used.
        list_high: u32,
        /// The command groups dropped since start.
        list_dropped: u32,
        /// The heap since the last perf line (or since the overlay came on), where the
        /// platform counts it ([`Platform::heap`]).
        heap: Option<HeapWindow>,
    },
    /// The program ends now; `saved`: nothing was left unwritten.
    Exit {
        /// The save was idle and nothing was unsaved (else the deadline passed).
        saved: bool,
    },
    /// The first frame was presented this long after the platform started: the loop's
    /// first, or the program's first screen shown while the platform read the save
    /// ([`Driver::shown_at`]).
    FirstFrame {
        /// Milliseconds since [`Driver::new`]'s start time.
        ms: i64,
    },
    /// The system's keyboard opened for a text the program asked for.
    TextOpened,
    /// The keyboard closed: the text was typed (`true`), or the player cancelled.
    TextClosed {
        /// A text was typed.
        typed: bool,
    },
    /// The keyboard could not open (the program was told: nothing typed).
    TextNotStarted,
    /// The loop's first frame came this long after the platform started, later than the
    /// first frame shown (the save's read took the time between).
    LoopStarted {
        /// Milliseconds since [`Driver::new`]'s start time.
        ms: i64,
    },
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Note::Suspended => f.write_str("suspend: paused"),
            Note::Resumed => f.write_str("resumed"),
            Note::ExitRequested => f.write_str("exit requested"),
            Note::SaveStored => f.write_str("save stored"),
            // The utility's code as it always read; the other failures say what they were.
            Note::SaveFailed(JobError::Code(code)) => write!(f, "save failed {code:08x}"),
            Note::SaveFailed(e) => write!(f, "save failed: {e}"),
            Note::SaveNotStarted => f.write_str("save failed to start"),
            Note::Perf {
                tick_us,
                draw_us,
                frame_us,
                worst_us,
                list_bytes,
                list_high,
                list_dropped,
                heap,
            } => {
                write!(
                    f,
                    "perf tick_us={tick_us} draw_us={draw_us} frame_us={frame_us} \
                     worst_us={worst_us} list_bytes={list_bytes} list_high={list_high} list_dropped={list_dropped}"
                )?;
                match heap {
                    Some(h) => write!(
                        f,
                        " frames={} allocs={} live={} peak={}",
                        h.frames, h.allocs, h.live, h.peak
                    ),
                    None => Ok(()),
                }
            }
            Note::TextOpened => f.write_str("keyboard open"),
            Note::TextClosed { typed: true } => f.write_str("keyboard closed: typed"),
            Note::TextClosed { typed: false } => f.write_str("keyboard closed: cancelled"),
            Note::TextNotStarted => f.write_str("keyboard failed to open"),
            Note::Exit { saved: true } => f.write_str("exit"),
            Note::Exit { saved: false } => f.write_str("exit with the save unwritten"),
            Note::FirstFrame { ms } => write!(f, "first frame after {ms} ms"),
            Note::LoopStarted { ms } => write!(f, "frame loop after {ms} ms"),
        }
    }
}

/// The longest [`Note`] line (a perf line of seven 10-digit figures is 149 bytes).
pub type NoteLine = heapless::String<160>;

impl Note {
    /// The note's line, without the heap.
    pub fn line(&self) -> NoteLine {
        let mut l = NoteLine::new();
        let _ = fmt::Write::write_fmt(&mut l, format_args!("{self}"));
        l
    }
}

/// The heap over a perf line's frames ([`Note::Perf`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeapWindow {
    /// Frames the window holds.
    pub frames: u32,
    /// Allocations made in them.
    pub allocs: u32,
    /// Bytes live at its end.
    pub live: u32,
    /// The most bytes live at once in it.
    pub peak: u32,
}

/// What the driver needs of a machine. The calls come in a fixed order each frame (see
/// [`Driver::frame`]); none of them decides anything.
pub trait Platform {
    /// What the program draws into.
    type Canvas: Canvas;

    /// A frame begins, before the polls (a test build may fire its events here).
    fn frame_start(&mut self) {}
    /// A clock in microseconds (any origin; only differences count).
    fn now_us(&mut self) -> i64;
    /// The buttons held now.
    fn buttons(&mut self) -> Buttons;
    /// Whether the system began to sleep since the last call.
    fn take_suspend(&mut self) -> bool;
    /// Whether the system woke up since the last call.
    fn take_resumed(&mut self) -> bool;
    /// Whether the player chose to leave from outside the program (stays set).
    fn exit_requested(&mut self) -> bool;
    /// Writes a line to stdout.
    fn line(&mut self, text: &str);
    /// The heap's counts, where the platform counts them: allocations since start, and
    /// the peak since the last call (the driver calls it once a perf line, and when the
    /// overlay comes on).
    fn heap(&mut self) -> Option<HeapCounts> {
        None
    }
    /// Writes the driver's own line; a platform may keep some of them to itself.
    fn note(&mut self, note: Note) {
        self.line(&note.line());
    }
    /// Sound on or off.
    fn set_sound(&mut self, on: bool);
    /// How loud the effects and the music play, from now on (the tune playing too).
    fn set_volume(&mut self, volume: crate::audio::Volume);
    /// Starts tune `index` (a new one stops the current).
    fn play(&mut self, index: u8);
    /// Whether there is a save slot (none: the program never saves, or no stick is in).
    fn can_save(&self) -> bool;
    /// Whether a write may start (none is running).
    fn save_idle(&self) -> bool;
    /// Once a frame: `Some` when a write has ended, with its error code on failure.
    fn save_poll(&mut self) -> Option<Result<(), JobError>>;
    /// Starts writing `save`.
    fn save_start(&mut self, save: &SaveWrite) -> Store;
    /// The room a save takes on the stick, in KB, once a write failed for want of it
    /// ([`crate::runtime::save_plan::space`]); 0 when unknown.
    fn save_needed_kb(&self) -> u32 {
        0
    }
    /// Opens the system's keyboard for `ask`; `false` when there is none or it could not
    /// open. None by default.
    fn text_start(&mut self, ask: &TextAsk) -> bool {
        let _ = ask;
        false
    }
    /// Whether the keyboard is up (or closing): the program's buttons are the keyboard's,
    /// and no save starts. Never by default.
    fn text_running(&self) -> bool {
        false
    }
    /// Once a frame while [`Platform::text_running`], after [`Platform::end_frame`] and
    /// before [`Platform::present`] (the keyboard draws over the finished frame): `Some`
    /// once it has closed, with the text typed or `None` (cancelled, failed).
    fn text_poll(&mut self) -> Option<Option<Text>> {
        None
    }
    /// Starts a file job ([`crate::runtime::files`]): `Some` with its answer when it ended
    /// within the call, `None` when it runs on ([`Platform::file_poll`] answers it). By
    /// default the platform keeps no files.
    fn file_start(&mut self, job: FileJob) -> Option<FileReply> {
        let _ = job;
        Some(Err(FileError::NoService))
    }
    /// Once a frame: the answer of the file job under way, when it has ended.
    fn file_poll(&mut self) -> Option<FileReply> {
        None
    }
    /// Whether no file job runs.
    fn file_idle(&self) -> bool {
        true
    }
    /// Holds the power switch off (a sleep waits).
    fn power_lock(&mut self);
    /// Undoes [`Platform::power_lock`].
    fn power_unlock(&mut self);
    /// Starts a frame's drawing.
    fn begin_frame(&mut self) -> &mut Self::Canvas;
    /// Ends the frame's drawing (it is shown at [`Platform::present`]).
    fn end_frame(&mut self);
    /// The frame's use of the display list, read after [`Platform::end_frame`].
    fn list_use(&self) -> ListUse;
    /// Shows the frame drawn (waiting for the vertical blank).
    fn present(&mut self);
    /// Ends the program. A platform that returns from it is told nothing more by this
    /// frame but [`Platform::present`] and [`Platform::note`]; the caller stops calling.
    fn exit(&mut self);
}

/// The frame loop's state, between frames. Start-up (the save's read, [`Program::start`])
/// is the platform's; then [`Driver::frame`] once a displayed frame.
#[derive(Clone, Debug)]
pub struct Driver {
    started_us: i64,
    /// Frames updated since start.
    frame: u32,
    /// The frame after which the program exits even with the save still unwritten.
    exit_by: Option<u32>,
    timing: Timing,
    /// The frame from which the next perf line is due.
    report_at: u32,
    /// The longest frame since the last perf line, while the overlay is up (0 otherwise).
    worst_us: u32,
    /// The heap's allocations and the frame at the last perf line (or when the overlay
    /// came on); `None` while the overlay is off.
    heap_at: Option<(u32, u32)>,
    first_frame: bool,
    /// When a frame was first shown before the loop ([`Driver::shown_at`]).
    shown_us: Option<i64>,
    /// The power lock is held: every lock is undone once, before another is taken.
    power_locked: bool,
}

impl Driver {
    /// The loop of a platform that started at `started_us` on its clock (the first frame's
    /// line counts from there).
    pub fn new(started_us: i64) -> Driver {
        Driver {
            started_us,
            frame: 0,
            exit_by: None,
            timing: Timing::default(),
            report_at: 0,
            worst_us: 0,
            heap_at: None,
            first_frame: true,
            shown_us: None,
            power_locked: false,
        }
    }

    /// A frame of the program was presented at `at_us` before the loop (its first screen,
    /// drawn while the platform read the save): the first frame's line counts from the
    /// earliest such, and the loop's start gets a line of its own.
    pub fn shown_at(&mut self, at_us: i64) {
        if self.first_frame && self.shown_us.is_none() {
            self.shown_us = Some(at_us);
        }
    }

    /// Frames updated since start.
    pub fn frames(&self) -> u32 {
        self.frame
    }

    /// The frame by which the program ends even with the save unwritten, once an exit is
    /// under way.
    pub fn exit_by(&self) -> Option<u32> {
        self.exit_by
    }

    /// One displayed frame: the outside's events to the program, one update (with no
    /// buttons once an exit is under way), the drawing, timed; the effects to the
    /// platform; the save (a write that ended is reported before the next is taken); the
    /// power lock; the perf line; the exit; the frame shown. Returns the update's effects,
    /// after the platform has had them.
    pub fn frame<P: Program, L: Platform>(&mut self, program: &mut P, platform: &mut L) -> Effects {
        platform.frame_start();
        if platform.take_suspend() {
            program.event(Event::Suspend);
            platform.note(Note::Suspended);
        }
        if platform.take_resumed() {
            platform.note(Note::Resumed);
        }
        if platform.exit_requested() && self.exit_by.is_none() {
            program.event(Event::ExitRequested);
            self.exit_by = Some(self.frame.wrapping_add(EXIT_FRAMES));
            platform.note(Note::ExitRequested);
        }
        // Leaving, the player's buttons no longer count; the keyboard, when up, has them.
        let held = if self.exit_by.is_some() || platform.text_running() {
            Buttons::NONE
        } else {
            platform.buttons()
        };
        let t0 = platform.now_us();
        let fx = program.update(held);
        self.frame = self.frame.wrapping_add(1);
        let t1 = platform.now_us();
        // The update of a frame that stepped the simulation is the tick's time.
        if fx.stepped {
            self.timing.tick_us = (t1 - t0) as u32;
        }
        program.draw(platform.begin_frame(), &self.timing);
        platform.end_frame();
        let t2 = platform.now_us();
        self.timing.draw_us = (t2 - t1) as u32;
        self.timing.frame_us = (t2 - t0) as u32;
        let list = platform.list_use();
        self.timing.list_capacity = list.capacity;
        self.timing.list_used = list.used;
        self.timing.list_high = list.high_water;
        self.timing.list_dropped = list.dropped;

        platform.set_sound(fx.sound_on);
        platform.set_volume(fx.volume);
        for &s in &fx.sounds {
            platform.play(s);
        }
        for l in &fx.lines {
            platform.line(l);
        }
        self.text(program, platform);
        if platform.can_save() {
            self.save(program, platform);
        }
        self.files(program, platform);
        // With the overlay on, the timings also go to stdout once a second, with the
        // longest frame since the last line.
        self.worst_us = if fx.overlay {
            self.worst_us.max(self.timing.frame_us)
        } else {
            0
        };
        if !fx.overlay {
            self.heap_at = None;
        } else if self.heap_at.is_none() {
            self.heap_at = platform.heap().map(|h| (h.allocs, self.frame));
        }
        if fx.overlay && self.frame >= self.report_at {
            self.report_at = self.frame.wrapping_add(REPORT_FRAMES);
            let heap = match (platform.heap(), self.heap_at) {
                (Some(h), Some((allocs, frame))) => {
                    self.heap_at = Some((h.allocs, self.frame));
                    self.timing.heap_counted = true;
                    self.timing.heap_allocs = h.allocs.wrapping_sub(allocs);
                    self.timing.heap_live = h.live;
                    self.timing.heap_peak = h.peak;
                    Some(HeapWindow {
                        frames: self.frame.wrapping_sub(frame),
                        allocs: h.allocs.wrapping_sub(allocs),
                        live: h.live,
                        peak: h.peak,
                    })
                }
                _ => None,
            };
            platform.note(Note::Perf {
                tick_us: self.timing.tick_us,
                draw_us: self.timing.draw_us,
                frame_us: self.timing.frame_us,
                worst_us: core::mem::take(&mut self.worst_us),
                list_bytes: list.used,
                list_high: list.high_water,
                list_dropped: list.dropped_total,
                heap,
            });
        }
        if fx.exit && self.exit_by.is_none() {
            self.exit_by = Some(self.frame.wrapping_add(EXIT_FRAMES));
        }
        if let Some(by) = self.exit_by {
            let idle = (!platform.can_save() || platform.save_idle()) && platform.file_idle();
            let saved = idle && !program.save_status().unsaved;
            if saved || self.frame >= by {
                platform.note(Note::Exit { saved });
                platform.exit();
            }
        }
        platform.present();
        if self.first_frame {
            self.first_frame = false;
            let ms = |at_us: i64| (at_us - self.started_us) / 1000;
            let now = platform.now_us();
            match self.shown_us {
                Some(shown) => {
                    platform.note(Note::FirstFrame { ms: ms(shown) });
                    platform.note(Note::LoopStarted { ms: ms(now) });
                }
                None => platform.note(Note::FirstFrame { ms: ms(now) }),
            }
        }
        fx
    }

    /// The keyboard: polled while it is up (its answer to the program once it closed),
    /// opened when the program asks and no save is being written.
    fn text<P: Program, L: Platform>(&mut self, program: &mut P, platform: &mut L) {
        if platform.text_running() {
            if let Some(typed) = platform.text_poll() {
                platform.note(Note::TextClosed {
                    typed: typed.is_some(),
                });
                program.text_typed(typed.as_deref());
            }
        } else if !platform.can_save() || platform.save_idle() {
            if let Some(ask) = program.take_text_ask() {
                if platform.text_start(&ask) {
                    platform.note(Note::TextOpened);
                } else {
                    platform.note(Note::TextNotStarted);
                    program.text_typed(None);
                }
            }
        }
    }

    /// Reports a write that ended, starts the one due when none runs, and holds the power
    /// switch off meanwhile.
    fn save<P: Program, L: Platform>(&mut self, program: &mut P, platform: &mut L) {
        if let Some(r) = platform.save_poll() {
            ended(program, platform, r);
        }
        if platform.save_idle() && !platform.text_running() {
            if let Some(w) = program.take_save() {
                match platform.save_start(&w) {
                    Store::Running => {}
                    Store::NotStarted => {
                        platform.note(Note::SaveNotStarted);
                        program.save_done(false);
                    }
                    Store::Done(r) => ended(program, platform, r),
                }
            }
        }
        // A sleep waits for a write under way, and for changes when the program says so.
        let hold =
            !platform.save_idle() || !platform.file_idle() || program.save_status().hold_sleep;
        if hold != self.power_locked {
            self.power_locked = hold;
            if hold {
                platform.power_lock();
            } else {
                platform.power_unlock();
            }
        }
    }
}

impl Driver {
    /// The file job that ended goes back to the program; the next starts when none runs.
    fn files<P: Program, L: Platform>(&mut self, program: &mut P, platform: &mut L) {
        if let Some(r) = platform.file_poll() {
            program.file_done(r);
        }
        if platform.file_idle() {
            if let Some(job) = program.take_file_job() {
                if let Some(r) = platform.file_start(job) {
                    program.file_done(r);
                }
            }
        }
    }
}

/// A write that ended: stdout and the program are told.
fn ended<P: Program, L: Platform>(program: &mut P, platform: &mut L, r: Result<(), JobError>) {
    platform.note(match r {
        Ok(()) => Note::SaveStored,
        Err(e) => Note::SaveFailed(e),
    });
    match (r, platform.save_needed_kb()) {
        (Err(JobError::Code(space::NO_SPACE)), kb) if kb > 0 => program.save_no_space(kb),
        _ => program.save_done(r.is_ok()),
    }
}
