//! When the save is written, platform-free: the app marks the save data changed, the
//! platform takes a write when it can start one and reports how it went. A write that
//! fails is retried after [`RETRY_FRAMES`] frames, never dropped; data that changes while
//! a write is under way is written again once it ends (the newest data always wins: what
//! is written is the save data as it is when a write starts, so older pending data is
//! simply replaced). Writes can be stopped ([`SaveQueue::stop`]): the player chose to keep
//! a damaged save and play without saving, so nothing is ever written over it.
//!
//! ```text
//!  Idle ──mark──▶ Pending ──start──▶ Writing ──ok──▶ Written (Idle) / Pending (if marked meanwhile)
//!                    ▲                  │
//!                    └──RETRY_FRAMES────┴──failed──▶ Failed
//! ```

/// Frames between a failed write and its retry (2 s at 60 Hz).
pub const RETRY_FRAMES: u32 = 120;

/// Where the save stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveState {
    /// Nothing to write (the last write succeeded, or none was needed).
    Idle,
    /// The data changed and waits for a write to start.
    Pending,
    /// A write is under way.
    Writing {
        /// The data changed since the write started.
        again: bool,
    },
    /// The last write failed; it is retried (sooner if the data changes again).
    Failed {
        /// Frames left until the retry.
        retry_in: u32,
    },
}

/// The save's state machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SaveQueue {
    state: SaveState,
    /// Writes that failed in a row.
    failures: u32,
    /// Writes that succeeded.
    written: u32,
    /// Nothing is written, changes are not kept for later.
    stopped: bool,
}

impl Default for SaveQueue {
    fn default() -> Self {
        SaveQueue::new()
    }
}

impl SaveQueue {
    /// A queue with nothing to write.
    pub const fn new() -> SaveQueue {
        SaveQueue {
            state: SaveState::Idle,
            failures: 0,
            written: 0,
            stopped: false,
        }
    }

    /// No more writes: what is pending is dropped and changes are no longer marked, so that
    /// a save on the stick the player chose to keep is never written over.
    pub fn stop(&mut self) {
        self.stopped = true;
        self.state = SaveState::Idle;
    }

    /// Writes again (the next change is written).
    pub fn resume(&mut self) {
        self.stopped = false;
    }

    /// Whether writes are stopped.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Where the save stands.
    pub fn state(&self) -> SaveState {
        self.state
    }

    /// Failed writes since the last one that succeeded.
    pub fn failures(&self) -> u32 {
        self.failures
    }

    /// Writes that succeeded.
    pub fn written(&self) -> u32 {
        self.written
    }

    /// Whether some change is not on the memory stick yet.
    pub fn unsaved(&self) -> bool {
        self.state != SaveState::Idle
    }

    /// The save data changed (ignored while writes are stopped).
    pub fn mark(&mut self) {
        if self.stopped {
            return;
        }
        self.state = match self.state {
            SaveState::Writing { .. } => SaveState::Writing { again: true },
            _ => SaveState::Pending,
        };
    }

    /// One displayed frame: counts down to a retry.
    pub fn tick(&mut self) {
        if let SaveState::Failed { retry_in } = self.state {
            self.state = if retry_in <= 1 {
                SaveState::Pending
            } else {
                SaveState::Failed {
                    retry_in: retry_in - 1,
                }
            };
        }
    }

    /// Starts a write when one is due; the caller then writes the save data as it is now.
    pub fn start(&mut self) -> bool {
        if self.state == SaveState::Pending {
            self.state = SaveState::Writing { again: false };
            true
        } else {
            false
        }
    }

    /// How the write started by [`SaveQueue::start`] went.
    pub fn finished(&mut self, ok: bool) {
        let SaveState::Writing { again } = self.state else {
            return;
        };
        if ok {
            self.failures = 0;
            self.written += 1;
            self.state = if again {
                SaveState::Pending
            } else {
                SaveState::Idle
            };
        } else {
            self.failures += 1;
            self.state = if again {
                // Newer data is waiting: still wait a little, the stick just refused.
                SaveState::Failed {
                    retry_in: RETRY_FRAMES / 4,
                }
            } else {
                SaveState::Failed {
                    retry_in: RETRY_FRAMES,
                }
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frames(q: &mut SaveQueue, n: u32) {
        for _ in 0..n {
            q.tick();
        }
    }

    #[test]
    fn a_change_is_pending_until_a_write_starts_and_succeeds() {
        let mut q = SaveQueue::new();
        assert!(!q.start(), "nothing to write");
        assert!(!q.unsaved());
        q.mark();
        assert_eq!(q.state(), SaveState::Pending);
        assert!(q.unsaved());
        assert!(q.start());
        assert!(!q.start(), "one write at a time");
        assert_eq!(q.state(), SaveState::Writing { again: false });
        q.finished(true);
        assert_eq!(q.state(), SaveState::Idle);
        assert_eq!(q.written(), 1);
        assert!(!q.unsaved());
    }

    #[test]
    fn a_failed_write_is_retried_after_the_delay() {
        let mut q = SaveQueue::new();
        q.mark();
        assert!(q.start());
        q.finished(false);
        assert_eq!(
            q.state(),
            SaveState::Failed {
                retry_in: RETRY_FRAMES
            }
        );
        assert_eq!(q.failures(), 1);
        assert!(q.unsaved(), "a failed save is never dropped");
        frames(&mut q, RETRY_FRAMES - 1);
        assert!(!q.start(), "not before the delay");
        q.tick();
        assert_eq!(q.state(), SaveState::Pending);
        assert!(q.start());
        q.finished(false);
        assert_eq!(q.failures(), 2);
        frames(&mut q, RETRY_FRAMES);
        assert!(q.start());
        q.finished(true);
        assert_eq!(q.state(), SaveState::Idle);
        assert_eq!(q.failures(), 0);
    }

    #[test]
    fn a_change_during_a_write_is_written_again() {
        let mut q = SaveQueue::new();
        q.mark();
        assert!(q.start());
        q.mark();
        assert_eq!(q.state(), SaveState::Writing { again: true });
        q.finished(true);
        assert_eq!(q.state(), SaveState::Pending, "the newer data still waits");
        assert!(q.start());
        q.finished(true);
        assert_eq!(q.state(), SaveState::Idle);
        assert_eq!(q.written(), 2);
    }

    #[test]
    fn a_change_after_a_failure_is_written_at_once() {
        let mut q = SaveQueue::new();
        q.mark();
        assert!(q.start());
        q.finished(false);
        q.mark();
        assert!(q.start(), "newer data replaces the failed data, no wait");
        q.finished(true);
        assert!(!q.unsaved());
    }

    #[test]
    fn a_stopped_queue_writes_nothing_until_resumed() {
        let mut q = SaveQueue::new();
        q.mark();
        q.stop();
        assert!(q.stopped());
        assert!(!q.unsaved(), "what was pending is dropped");
        q.mark();
        frames(&mut q, RETRY_FRAMES * 2);
        assert!(!q.start());
        assert!(
            !q.unsaved(),
            "nothing waits: exiting loses nothing the player kept"
        );
        q.resume();
        assert!(!q.start(), "resuming writes nothing by itself");
        q.mark();
        assert!(q.start());
        q.finished(true);
        assert_eq!(q.written(), 1);
    }

    #[test]
    fn reports_without_a_write_are_ignored() {
        let mut q = SaveQueue::new();
        q.finished(false);
        assert_eq!(q.state(), SaveState::Idle);
        q.mark();
        q.finished(true);
        assert_eq!(q.state(), SaveState::Pending);
    }
}
