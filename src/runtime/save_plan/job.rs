//! One savedata utility job's phases: started, running until the utility says it finished,
//! closing until it is gone, then idle with its outcome reported once. The utility reads and
//! writes the job's buffer after the call that handed it over has returned, so the buffer
//! is the utility's from [`JobState::start`] until the state is [`Phase::Idle`] again: only
//! then may its bytes be read ([`JobState::data`]) or the buffer be freed or reused. A job
//! that never ends is given up on ([`TIMEOUT_FRAMES`]) and its buffer left to the utility
//! ([`Utility::abandon`]).
//!
//! ```text
//!  Idle ──start──▶ Running ──finished──▶ Closing ──status none or shut down──▶ Idle (outcome)
//!   ▲  └─refused─▶ Idle (Failed)   │ timeout ─▶ Closing    │ 2 × timeout ─▶ Idle (abandoned)
//! ```
//!
//! After the shutdown both "none" (0) and "shut down" (4) mean the utility is gone: the `psp`
//! crate documents 4 as "complete shutdown" and PSPSDK's savedata sample stops waiting on it.
//! PPSSPP reports 4 once and then 0; a firmware that stayed at 4 would otherwise hold every
//! job for its full [`TIMEOUT_FRAMES`] twice over.
//!
//! Every job keeps the statuses it saw, each with the poll it first appeared at
//! ([`JobState::trace`]): the platform prints them when the job ends, so a job that stops
//! somewhere (on a console, in the emulator) shows where.

/// The utility's status (`sceUtilitySavedataGetStatus`): no utility running.
const STATUS_NONE: i32 = 0;
/// The utility works; it is updated once a frame.
const STATUS_RUNNING: i32 = 2;
/// The utility has finished its job; its shutdown may start.
const STATUS_FINISHED: i32 = 3;
/// The utility has shut down (after [`STATUS_FINISHED`] and the shutdown's start): gone.
const STATUS_SHUTDOWN: i32 = 4;

/// Status changes kept per job: a job goes through at most five statuses (1 to 4 and 0);
/// room for a few more shows a utility that goes back and forth.
pub const TRACE_LEN: usize = 8;

/// The utility's results that mean AUTOLOAD found no save yet (no folder, no file, no
/// data): a first start, not a failure.
const NO_DATA: [u32; 3] = [0x8011_0301, 0x8011_0307, 0x8011_0309];

/// Frames a job may take before it counts as failed (10 s at 60 frames a second); after
/// twice as many the utility is no longer waited for.
pub const TIMEOUT_FRAMES: u32 = 600;

/// How a job ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// Loaded (this many bytes in the job's buffer) or saved.
    Done(usize),
    /// AUTOLOAD found no save.
    NoData,
    /// The job gave no save, or wrote none.
    Failed(JobError),
}

/// Why a job gave no save or wrote none. The utility's numbers mean different things (a
/// result code, a refusal at the start, the status a stalled job was left in) and some
/// failures have no number at all: each is its own variant, never a code of 0.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum JobError {
    /// The utility ended the job with this error code (its result, never 0).
    Code(u32),
    /// The utility refused to start the job, with the (negative) code it returned.
    Refused(i32),
    /// The job ran past [`TIMEOUT_FRAMES`]; the utility's status then (2: still running).
    TimedOut {
        /// The status the job was left in.
        status: i32,
    },
    /// The utility was gone before it gave the job's result.
    NoResult,
    /// A load ended well but its bytes were not left to read (the job was given up on).
    NoBytes,
    /// A write ended with the utility's "no data" result: nothing was written.
    NoData,
    /// A platform that keeps the save as a plain file (the host tool) could not write it:
    /// the system's error number (-1 when it gave none).
    File(i32),
}

impl core::fmt::Display for JobError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            JobError::Code(code) => write!(f, "{code:08x}"),
            JobError::Refused(code) => write!(f, "refused at the start ({:08x})", *code as u32),
            JobError::TimedOut { status } => write!(
                f,
                "timed out after {TIMEOUT_FRAMES} frames (the utility's status {status})"
            ),
            JobError::NoResult => f.write_str("the utility ended without a result"),
            JobError::NoBytes => f.write_str("the loaded bytes were given up"),
            JobError::NoData => f.write_str("the utility found no save to write"),
            JobError::File(n) => write!(f, "the file could not be written (error {n})"),
        }
    }
}

impl core::error::Error for JobError {}

impl Outcome {
    /// A finished job's outcome from the utility's `result` code and the bytes it says the
    /// job holds (`size`, already within the buffer).
    pub fn of(result: u32, size: usize) -> Outcome {
        if result == 0 {
            Outcome::Done(size)
        } else if NO_DATA.contains(&result) {
            Outcome::NoData
        } else {
            Outcome::Failed(JobError::Code(result))
        }
    }

    /// What the end of a write means: a write that found "no data" did not write either.
    ///
    /// # Errors
    ///
    /// Why the write did not end well.
    pub fn written(self) -> Result<(), JobError> {
        match self {
            Outcome::Done(_) => Ok(()),
            Outcome::NoData => Err(JobError::NoData),
            Outcome::Failed(e) => Err(e),
        }
    }
}

/// Where a job stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// No job holds the buffer: a new one may start.
    Idle,
    /// Started; the utility has not finished yet.
    Running,
    /// Shut down (or given up on); waiting for the utility to be gone.
    Closing,
}

/// What a job is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// AUTOLOAD: its bytes are read once it has ended.
    Load,
    /// AUTOSAVE.
    Save,
    /// A dialog the player answers (the on-screen keyboard): it may run as long as the
    /// player takes, so no timeout applies while it runs (its closing still has one).
    Dialog,
}

/// The utility as [`JobState::poll`] drives it: the platform's calls, made only while a
/// job this state started is under way.
pub trait Utility {
    /// The utility's status (`sceUtilitySavedataGetStatus`), as the system's number.
    fn status(&mut self) -> i32;
    /// Lets the running utility work for a frame.
    fn update(&mut self);
    /// The finished job's result code and the bytes its buffer holds (at most the
    /// buffer's size).
    fn result(&mut self) -> (u32, usize);
    /// Starts the finished utility's shutdown.
    fn shut_down(&mut self);
    /// The job was given up on while the utility may still hold its buffer: leave that
    /// buffer to it (never free it) and take a new one for the next job.
    fn abandon(&mut self);
}

/// One utility job's progress (the platform keeps the buffer and makes the calls).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JobState {
    phase: Phase,
    /// Whether the job started was a load.
    loading: bool,
    /// Whether the job is a dialog the player answers (no timeout while it runs).
    patient: bool,
    /// The poll at which a dialog was last seen running.
    answered: u32,
    /// The bytes the last load read, once it has ended.
    loaded: Option<usize>,
    /// Polls since the job started.
    frames: u32,
    /// The job's result, kept while the utility closes or until it is polled.
    result: Option<Outcome>,
    /// The statuses the job saw, each with the poll it first appeared at.
    trace: heapless::Vec<(i32, u32), TRACE_LEN>,
}

impl Default for JobState {
    fn default() -> JobState {
        JobState::new()
    }
}

impl JobState {
    /// No job yet.
    pub const fn new() -> JobState {
        JobState {
            phase: Phase::Idle,
            loading: false,
            patient: false,
            answered: 0,
            loaded: None,
            frames: 0,
            result: None,
            trace: heapless::Vec::new(),
        }
    }

    /// The statuses the current or last job saw, in order, each with the poll (1 is the
    /// first after the start) at which it first appeared; a status seen again after another
    /// is listed again. Only the first [`TRACE_LEN`] changes are kept.
    pub fn trace(&self) -> &[(i32, u32)] {
        &self.trace
    }

    /// Where the job stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whether a new job can start (and the buffer is the platform's).
    pub fn idle(&self) -> bool {
        self.phase == Phase::Idle
    }

    /// Starts a job: `init` prepares the buffer and hands it to the utility, returning the
    /// utility's code (negative: refused at once; the refusal is then the next
    /// [`JobState::poll`]'s outcome). `false`, without calling `init`, while a job holds the
    /// buffer, and when the utility refused.
    pub fn start(&mut self, kind: Kind, init: impl FnOnce() -> i32) -> bool {
        if !self.idle() {
            return false;
        }
        self.loaded = None;
        self.loading = kind == Kind::Load;
        self.patient = kind == Kind::Dialog;
        self.answered = 0;
        self.trace.clear();
        let r = init();
        if r < 0 {
            self.result = Some(Outcome::Failed(JobError::Refused(r)));
            self.phase = Phase::Idle;
            return false;
        }
        self.phase = Phase::Running;
        self.frames = 0;
        self.result = None;
        true
    }

    /// Once a frame: drives a job under way through `utility`; its outcome when it has
    /// ended (once). Idle, it makes no call and reports a refused start's outcome, if any.
    pub fn poll(&mut self, utility: &mut impl Utility) -> Option<Outcome> {
        if self.phase == Phase::Idle {
            return self.result.take();
        }
        self.frames += 1;
        let status = utility.status();
        if self.trace.last().map(|&(s, _)| s) != Some(status) {
            // Full: the later changes are dropped (the first ones say where it went wrong).
            let _ = self.trace.push((status, self.frames));
        }
        match self.phase {
            Phase::Running => match status {
                STATUS_RUNNING => utility.update(),
                STATUS_FINISHED => {
                    let (result, size) = utility.result();
                    self.result = Some(Outcome::of(result, size));
                    utility.shut_down();
                    self.phase = Phase::Closing;
                }
                _ => {}
            },
            _ => {
                if status == STATUS_NONE || status == STATUS_SHUTDOWN {
                    self.phase = Phase::Idle;
                    let result = self
                        .result
                        .take()
                        .unwrap_or(Outcome::Failed(JobError::NoResult));
                    if let (true, Outcome::Done(n)) = (self.loading, result) {
                        self.loaded = Some(n);
                    }
                    return Some(result);
                }
            }
        }
        if self.patient {
            // The player answers in their own time: only the closing is timed, from the
            // answer.
            if self.phase == Phase::Running {
                self.answered = self.frames;
            } else if self.frames - self.answered > 2 * TIMEOUT_FRAMES {
                utility.abandon();
                self.phase = Phase::Idle;
                return self.result.take();
            }
        } else if self.frames > TIMEOUT_FRAMES && self.phase == Phase::Running {
            // Reported as a failure; the utility is still waited for before the next job.
            self.phase = Phase::Closing;
            self.result = Some(Outcome::Failed(JobError::TimedOut { status }));
        } else if self.frames > 2 * TIMEOUT_FRAMES {
            // The utility may still hold the buffer: it is left to it, and the next job
            // gets a new one (its bytes are not read: no load's data then).
            utility.abandon();
            self.phase = Phase::Idle;
            return self.result.take();
        }
        None
    }

    /// The bytes of `buffer` (the job's) the last load read, once it has ended and before
    /// another job starts: `None` while a job runs (the utility may still write them), when
    /// it was no load, failed or was given up on.
    pub fn data<'a>(&self, buffer: &'a [u8]) -> Option<&'a [u8]> {
        let n = self.loaded.filter(|_| self.idle())?;
        Some(&buffer[..n.min(buffer.len())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// A utility that answers `status` and records the calls it gets.
    struct Fake {
        status: i32,
        result: u32,
        size: usize,
        calls: Vec<&'static str>,
    }

    impl Fake {
        fn new(status: i32) -> Fake {
            Fake {
                status,
                result: 0,
                size: 0,
                calls: Vec::new(),
            }
        }
    }

    impl Utility for Fake {
        fn status(&mut self) -> i32 {
            self.calls.push("status");
            self.status
        }
        fn update(&mut self) {
            self.calls.push("update");
        }
        fn result(&mut self) -> (u32, usize) {
            self.calls.push("result");
            (self.result, self.size)
        }
        fn shut_down(&mut self) {
            self.calls.push("shut_down");
        }
        fn abandon(&mut self) {
            self.calls.push("abandon");
        }
    }

    const BUF: [u8; 8] = [10, 11, 12, 13, 14, 15, 16, 17];

    /// A job of `kind` started, finished by the utility with `result` and `size`, and its
    /// utility gone: the end's outcome.
    fn run(job: &mut JobState, kind: Kind, result: u32, size: usize) -> Option<Outcome> {
        assert!(job.start(kind, || 0));
        let mut u = Fake::new(STATUS_FINISHED);
        u.result = result;
        u.size = size;
        assert_eq!(job.poll(&mut u), None);
        u.status = STATUS_NONE;
        job.poll(&mut u)
    }

    #[test]
    fn a_new_job_is_idle_has_no_data_and_polls_to_nothing_without_calls() {
        let mut job = JobState::new();
        assert_eq!(job, JobState::default());
        assert!(job.idle());
        assert_eq!(job.phase(), Phase::Idle);
        assert_eq!(job.data(&BUF), None);
        let mut u = Fake::new(STATUS_RUNNING);
        assert_eq!(job.poll(&mut u), None);
        assert!(u.calls.is_empty());
    }

    #[test]
    fn a_start_the_utility_takes_runs_and_holds_the_buffer() {
        let mut job = JobState::new();
        let mut called = 0;
        assert!(job.start(Kind::Load, || {
            called += 1;
            0
        }));
        assert_eq!(called, 1);
        assert_eq!(job.phase(), Phase::Running);
        assert!(!job.idle());
        assert_eq!(job.data(&BUF), None);
    }

    #[test]
    fn a_second_start_while_busy_is_refused_without_touching_the_buffer() {
        let mut job = JobState::new();
        assert!(job.start(Kind::Save, || 0));
        let before = job.clone();
        let mut called = false;
        assert!(!job.start(Kind::Load, || {
            called = true;
            0
        }));
        assert!(!called);
        assert_eq!(job, before);
        // Closing is busy too.
        let mut u = Fake::new(STATUS_FINISHED);
        assert_eq!(job.poll(&mut u), None);
        assert_eq!(job.phase(), Phase::Closing);
        assert!(!job.start(Kind::Load, || {
            called = true;
            0
        }));
        assert!(!called);
        assert_eq!(job.phase(), Phase::Closing);
    }

    #[test]
    fn a_start_refused_at_once_stays_idle_and_the_next_poll_reports_it_once() {
        let mut job = JobState::new();
        assert!(!job.start(Kind::Load, || -5));
        assert!(job.idle());
        let mut u = Fake::new(STATUS_RUNNING);
        assert_eq!(
            job.poll(&mut u),
            Some(Outcome::Failed(JobError::Refused(-5)))
        );
        assert_eq!(job.poll(&mut u), None);
        assert!(u.calls.is_empty());
        assert_eq!(job.data(&BUF), None);
    }

    #[test]
    fn running_updates_the_utility_while_it_works_and_waits_on_other_statuses() {
        let mut job = JobState::new();
        assert!(job.start(Kind::Load, || 0));
        let mut u = Fake::new(STATUS_RUNNING);
        assert_eq!(job.poll(&mut u), None);
        assert_eq!(u.calls, ["status", "update"]);
        u.calls.clear();
        u.status = 1; // initialising
        assert_eq!(job.poll(&mut u), None);
        assert_eq!(u.calls, ["status"]);
        assert_eq!(job.phase(), Phase::Running);
    }

    #[test]
    fn finished_reads_the_result_then_shuts_down_and_closes_until_the_utility_is_gone() {
        let mut job = JobState::new();
        assert!(job.start(Kind::Load, || 0));
        let mut u = Fake::new(STATUS_FINISHED);
        u.size = 5;
        assert_eq!(job.poll(&mut u), None);
        assert_eq!(u.calls, ["status", "result", "shut_down"]);
        assert_eq!(job.phase(), Phase::Closing);
        assert_eq!(job.data(&BUF), None);
        // Not gone yet (still "finished" while its shutdown begins): no outcome, no call
        // but the status, and no second shutdown.
        u.calls.clear();
        assert_eq!(job.poll(&mut u), None);
        assert_eq!(u.calls, ["status"]);
        assert_eq!(job.data(&BUF), None);
        u.status = STATUS_NONE;
        assert_eq!(job.poll(&mut u), Some(Outcome::Done(5)));
        assert!(job.idle());
        assert_eq!(job.poll(&mut u), None);
    }

    #[test]
    fn a_dialog_waits_for_the_player_as_long_as_it_takes_but_its_closing_is_timed() {
        let mut job = JobState::new();
        assert!(job.start(Kind::Dialog, || 0));
        let mut u = Fake::new(STATUS_RUNNING);
        for _ in 0..5 * TIMEOUT_FRAMES {
            assert_eq!(job.poll(&mut u), None);
        }
        assert_eq!(job.phase(), Phase::Running);
        u.status = STATUS_FINISHED;
        assert_eq!(job.poll(&mut u), None);
        assert_eq!(job.phase(), Phase::Closing);
        // A utility that never goes is given up on 2 x TIMEOUT_FRAMES after the answer.
        let mut polls = 0;
        let out = loop {
            polls += 1;
            if let Some(o) = job.poll(&mut u) {
                break o;
            }
        };
        assert_eq!(out, Outcome::Done(0));
        assert_eq!(polls, 2 * TIMEOUT_FRAMES);
        assert!(u.calls.contains(&"abandon"));
        // A save under the same state still times out while it runs.
        assert!(job.start(Kind::Save, || 0));
        u.status = STATUS_RUNNING;
        let mut polls = 0;
        while job.phase() == Phase::Running {
            job.poll(&mut u);
            polls += 1;
        }
        assert_eq!(polls, TIMEOUT_FRAMES + 1);
    }

    #[test]
    fn a_shut_down_utility_status_4_is_gone_like_status_0() {
        for gone in [STATUS_NONE, STATUS_SHUTDOWN] {
            let mut job = JobState::new();
            assert!(job.start(Kind::Load, || 0));
            let mut u = Fake::new(STATUS_FINISHED);
            u.size = 3;
            assert_eq!(job.poll(&mut u), None);
            u.status = gone;
            u.calls.clear();
            assert_eq!(job.poll(&mut u), Some(Outcome::Done(3)), "status {gone}");
            assert_eq!(u.calls, ["status"]);
            assert!(job.idle());
            assert_eq!(job.data(&BUF), Some(&BUF[..3]));
        }
        // While running, 4 is no end: the job waits for "finished" (and so for its result).
        let mut job = JobState::new();
        assert!(job.start(Kind::Save, || 0));
        let mut u = Fake::new(STATUS_SHUTDOWN);
        assert_eq!(job.poll(&mut u), None);
        assert_eq!(job.phase(), Phase::Running);
    }

    #[test]
    fn the_trace_lists_each_status_change_with_its_poll_and_restarts_with_each_job() {
        let mut job = JobState::new();
        assert!(job.trace().is_empty());
        assert!(job.start(Kind::Load, || 0));
        let mut u = Fake::new(1);
        for status in [1, 2, 2, 2, 3, 4] {
            u.status = status;
            job.poll(&mut u);
        }
        assert_eq!(job.trace(), [(1, 1), (2, 2), (3, 5), (4, 6)]);
        assert!(job.idle());
        // A new job forgets the last one's, even one refused at once.
        assert!(!job.start(Kind::Save, || -1));
        assert!(job.trace().is_empty());
        // A utility that goes back and forth: only the first TRACE_LEN changes are kept.
        assert!(job.start(Kind::Save, || 0));
        for i in 0..3 * TRACE_LEN {
            u.status = [1, 2][i % 2];
            job.poll(&mut u);
        }
        assert_eq!(job.trace().len(), TRACE_LEN);
        assert_eq!(job.trace()[0], (1, 1));
        assert_eq!(job.trace()[TRACE_LEN - 1], (2, TRACE_LEN as u32));
    }

    #[test]
    fn a_finished_load_s_bytes_are_readable_until_the_next_start() {
        let mut job = JobState::new();
        assert_eq!(run(&mut job, Kind::Load, 0, 3), Some(Outcome::Done(3)));
        assert_eq!(job.data(&BUF), Some(&BUF[..3]));
        // A size past the buffer is cut to it.
        assert_eq!(run(&mut job, Kind::Load, 0, 20), Some(Outcome::Done(20)));
        assert_eq!(job.data(&BUF), Some(&BUF[..]));
        // Any start forgets them, even one refused at once.
        assert!(!job.start(Kind::Save, || -1));
        assert_eq!(job.data(&BUF), None);
    }

    #[test]
    fn a_save_or_a_failed_or_empty_load_has_no_data() {
        let mut job = JobState::new();
        assert_eq!(run(&mut job, Kind::Save, 0, 4), Some(Outcome::Done(4)));
        assert_eq!(job.data(&BUF), None);
        for code in NO_DATA {
            assert_eq!(run(&mut job, Kind::Load, code, 4), Some(Outcome::NoData));
            assert_eq!(job.data(&BUF), None);
        }
        assert_eq!(
            run(&mut job, Kind::Load, 0x8011_0327, 4),
            Some(Outcome::Failed(JobError::Code(0x8011_0327)))
        );
        assert_eq!(job.data(&BUF), None);
    }

    #[test]
    fn a_job_running_past_the_timeout_fails_with_the_status_and_still_waits_to_close() {
        let mut job = JobState::new();
        assert!(job.start(Kind::Load, || 0));
        let mut u = Fake::new(STATUS_RUNNING);
        for _ in 0..TIMEOUT_FRAMES {
            assert_eq!(job.poll(&mut u), None);
            assert_eq!(job.phase(), Phase::Running);
        }
        assert_eq!(job.poll(&mut u), None);
        assert_eq!(job.phase(), Phase::Closing);
        u.calls.clear();
        u.status = STATUS_NONE;
        assert_eq!(
            job.poll(&mut u),
            Some(Outcome::Failed(JobError::TimedOut {
                status: STATUS_RUNNING
            }))
        );
        assert_eq!(u.calls, ["status"], "no shutdown is started on a timeout");
        assert!(job.idle());
        assert_eq!(job.data(&BUF), None);
    }

    #[test]
    fn a_utility_that_never_goes_is_abandoned_after_twice_the_timeout() {
        let mut job = JobState::new();
        assert!(job.start(Kind::Load, || 0));
        let mut u = Fake::new(STATUS_FINISHED);
        u.size = 2;
        for _ in 0..2 * TIMEOUT_FRAMES {
            assert_eq!(job.poll(&mut u), None);
        }
        assert!(!u.calls.contains(&"abandon"));
        assert_eq!(job.phase(), Phase::Closing);
        // The load's outcome is told, but its bytes are the utility's: no data.
        assert_eq!(job.poll(&mut u), Some(Outcome::Done(2)));
        assert_eq!(u.calls.last(), Some(&"abandon"));
        assert!(job.idle());
        assert_eq!(job.data(&BUF), None);
        assert!(job.start(Kind::Save, || 0));
    }

    #[test]
    fn a_write_ends_well_only_when_done() {
        assert_eq!(Outcome::Done(0).written(), Ok(()));
        assert_eq!(Outcome::NoData.written(), Err(JobError::NoData));
        assert_eq!(
            Outcome::Failed(JobError::Code(7)).written(),
            Err(JobError::Code(7))
        );
    }
}
