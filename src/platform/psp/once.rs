//! A guard for set-up that writes `static mut` state: the state is sound to write only
//! while nothing else can see it, which holds on the first call alone.

use core::sync::atomic::{AtomicBool, Ordering};

/// A flag that can be taken once.
pub(super) struct TakeOnce(AtomicBool);

impl TakeOnce {
    pub(super) const fn new() -> TakeOnce {
        TakeOnce(AtomicBool::new(false))
    }

    /// `true` on the first call only (on any thread).
    pub(super) fn take(&self) -> bool {
        !self.0.swap(true, Ordering::AcqRel)
    }
}
