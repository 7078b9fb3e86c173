//! A host-only log of the queries a map answers through [`LevelMap::collide`], so the query
//! mix the game really makes can be captured from the simulation and replayed elsewhere (the
//! collide benchmark times both implementations on it). The PSP build has none of this; on
//! the host an idle log costs the game's path one relaxed load.
//!
//! [`LevelMap::collide`]: super::LevelMap::collide

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::vec::Vec;

use super::{MaskId, Query};

/// One query as made: the box, the registered mask it used (`None` for any other mask) and
/// whether hits were collected. Replay it with [`LevelMap::mask`](super::LevelMap::mask) on a
/// map built the same way (masks registered in the same order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recorded {
    /// As [`Query::x`].
    pub x: i32,
    /// As [`Query::y`].
    pub y: i32,
    /// As [`Query::w`].
    pub w: i32,
    /// As [`Query::h`].
    pub h: i32,
    /// The registered mask the query used, `None` for any other.
    pub mask: Option<MaskId>,
    /// As [`Query::collect`].
    pub collect: bool,
}

impl Recorded {
    /// The query again, with `mask` standing for the mask it used.
    pub fn query<'m>(&self, mask: &'m super::ObjectMask) -> Query<'m> {
        Query {
            x: self.x,
            y: self.y,
            w: self.w,
            h: self.h,
            mask,
            collect: self.collect,
        }
    }
}

/// The log: off until started. It belongs to one map instance: a clone starts off and empty,
/// and two maps compare equal whatever their logs hold.
#[derive(Default)]
pub(crate) struct Recorder {
    on: AtomicBool,
    log: Mutex<Vec<Recorded>>,
}

impl Recorder {
    /// Empties the log and starts keeping queries.
    pub(crate) fn start(&self) {
        self.lock().clear();
        self.on.store(true, Ordering::Relaxed);
    }

    /// Stops keeping queries and hands over what was kept.
    pub(crate) fn take(&self) -> Vec<Recorded> {
        self.on.store(false, Ordering::Relaxed);
        core::mem::take(&mut *self.lock())
    }

    #[inline]
    pub(crate) fn note(&self, q: &Query<'_>, mask: impl FnOnce() -> Option<MaskId>) {
        if self.on.load(Ordering::Relaxed) {
            self.lock().push(Recorded {
                x: q.x,
                y: q.y,
                w: q.w,
                h: q.h,
                mask: mask(),
                collect: q.collect,
            });
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Recorded>> {
        // A panic while holding the lock leaves a log of plain values: still usable.
        self.log.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Clone for Recorder {
    fn clone(&self) -> Self {
        Recorder::default()
    }
}

impl PartialEq for Recorder {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for Recorder {}

impl core::fmt::Debug for Recorder {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Recorder")
            .field("on", &self.on.load(Ordering::Relaxed))
            .field("kept", &self.lock().len())
            .finish()
    }
}
