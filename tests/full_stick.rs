//! A save on a full memory stick, through the savedata job's `Utility` trait: the utility
//! answers "no space" and writes nothing; the job reports the code, the player's notice
//! names the room a save needs, the data is kept and retried, and the save already on the
//! stick is what the next start-up reads.

use bounceback::app::save::SaveData;
use bounceback::app::App;
use bounceback::embedded::RESOURCES;
use bounceback::input::Buttons;
use bounceback::runtime::save_plan::space::{self, NO_SPACE};
use bounceback::runtime::save_plan::{self, Found, JobError, JobState, Kind, Outcome, Utility};

/// A stick with `free` bytes left and the save already on it; the utility's statuses run
/// 1, 2, 3 and (after the shutdown) 4. A save that does not fit writes nothing.
struct Stick {
    free: u64,
    saved: Option<Vec<u8>>,
    /// The job under way: what it writes (None: a load), and the buffer a load fills.
    writing: Option<Vec<u8>>,
    buffer: Vec<u8>,
    status: i32,
    result: u32,
    size: usize,
}

impl Stick {
    fn new(free: u64, saved: Option<Vec<u8>>) -> Stick {
        Stick {
            free,
            saved,
            writing: None,
            buffer: vec![0; 4096],
            status: 0,
            result: 0,
            size: 0,
        }
    }

    /// The job's start, as the platform's `InitStart` would.
    fn start(&mut self, writing: Option<Vec<u8>>) -> i32 {
        self.writing = writing;
        self.status = 1;
        0
    }

    fn finish(&mut self) {
        match self.writing.take() {
            Some(bytes) => {
                // A save's four files and its folder, in clusters.
                let need = space::needed_kb(&[4912, 9000, 30000, bytes.len() as u64]) as u64 * 1024;
                if need > self.free {
                    self.result = NO_SPACE;
                } else {
                    self.free -= need;
                    self.saved = Some(bytes);
                    self.result = 0;
                }
                self.size = 0;
            }
            None => match &self.saved {
                Some(b) => {
                    self.buffer[..b.len()].copy_from_slice(b);
                    self.result = 0;
                    self.size = b.len();
                }
                None => {
                    self.result = 0x8011_0307;
                    self.size = 0;
                }
            },
        }
    }
}

impl Utility for Stick {
    fn status(&mut self) -> i32 {
        let s = self.status;
        // The utility works for a poll, then has finished.
        if s == 1 {
            self.status = 2;
        } else if s == 2 {
            self.finish();
            self.status = 3;
        }
        s
    }
    fn update(&mut self) {}
    fn result(&mut self) -> (u32, usize) {
        (self.result, self.size)
    }
    fn shut_down(&mut self) {
        self.status = 4;
    }
    fn abandon(&mut self) {
        panic!("a job that ends is never abandoned");
    }
}

/// Runs a job to its end: the outcome.
fn run(job: &mut JobState, stick: &mut Stick, kind: Kind, bytes: Option<Vec<u8>>) -> Outcome {
    assert!(job.start(kind, || stick.start(bytes)));
    for _ in 0..10 {
        if let Some(o) = job.poll(stick) {
            return o;
        }
    }
    panic!("the job did not end");
}

/// A save with `unlocked` levels open.
fn save_with(unlocked: i32) -> SaveData {
    SaveData {
        unlocked,
        ..SaveData::default()
    }
}

#[test]
fn a_full_stick_fails_the_save_names_the_room_and_keeps_the_old_save() {
    let crc = RESOURCES.levels_crc;
    let old = save_with(3).to_bytes(crc);
    let new = save_with(7).to_bytes(crc);
    // Room for nothing more.
    let mut stick = Stick::new(40 * 1024, Some(old.clone()));
    let mut job = JobState::new();
    let outcome = run(&mut job, &mut stick, Kind::Save, Some(new.clone()));
    assert_eq!(outcome, Outcome::Failed(JobError::Code(NO_SPACE)));
    assert_eq!(outcome.written(), Err(JobError::Code(NO_SPACE)));
    assert_eq!(
        stick.saved.as_deref(),
        Some(&old[..]),
        "nothing on the stick was written over"
    );

    // The player is told how much room a save needs; the data waits for its retry.
    let need = space::needed_kb(&[4912, 9000, 30000, new.len() as u64]);
    assert_eq!(need, 160);
    let mut app = App::new(&RESOURCES, Ok(None));
    app.request_save();
    let pending = app.take_save().expect("a save to write");
    app.save_no_space(need);
    assert_eq!(app.notice(), Some("STICK FULL - FREE 160 KB TO SAVE"));
    assert!(app.saves().unsaved(), "the data is kept for the retry");
    assert!(app
        .take_lines()
        .iter()
        .any(|l| l.contains("memory stick full, 160 KB needed")));
    // The notice stays until a write succeeds, however long that takes.
    for _ in 0..2000 {
        app.update(Buttons::NONE);
    }
    assert_eq!(app.notice(), Some("STICK FULL - FREE 160 KB TO SAVE"));
    let again = app.take_save().expect("retried");
    assert_eq!(again, pending, "the same data is retried");
    app.save_done(true);
    assert_eq!(app.notice(), None);

    // The next start-up reads the old save, whole.
    let loaded = run(&mut job, &mut stick, Kind::Load, None);
    assert_eq!(loaded, Outcome::Done(old.len()));
    let (save, source) = save_plan::load(
        Found::of(loaded, job.data(&stick.buffer)),
        [None::<Vec<u8>>],
        [None::<Vec<u8>>],
        |found| SaveData::from_bytes(found.map_err(|_| ())?, crc, true).map_err(|_| ()),
    );
    assert_eq!(source, save_plan::Source::Savedata);
    assert_eq!(save.unwrap().unwrap().unlocked, 3);
}

#[test]
fn a_stick_with_room_takes_the_save() {
    let crc = RESOURCES.levels_crc;
    let new = save_with(7).to_bytes(crc);
    let mut stick = Stick::new(10 << 20, None);
    let mut job = JobState::new();
    assert_eq!(
        run(&mut job, &mut stick, Kind::Save, Some(new.clone())),
        Outcome::Done(0)
    );
    assert_eq!(stick.saved.as_deref(), Some(&new[..]));
    // Ended at status 4, the job is idle: the next one starts at once.
    assert!(job.idle());
    assert_eq!(job.trace(), [(1, 1), (2, 2), (3, 3), (4, 4)]);
}
