//! A counting global allocator for the no-allocation and memory-bound tests: it forwards every
//! call to the system allocator and counts, for the calling thread only (the test harness's
//! other threads allocate too), the allocations and reallocations, and the bytes held and the
//! most held at once. The counters are const-initialised thread-local `Cell`s, so counting
//! never allocates.
//!
//! A test crate installs it itself (one global allocator a crate):
//!
//! ```ignore
//! #[global_allocator]
//! static GLOBAL: Counting = Counting;
//! ```

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The allocator; see the module docs.
pub struct Counting;

thread_local! {
    static COUNT: Cell<u64> = const { Cell::new(0) };
    /// Bytes this thread holds, and the most it held since the last reset.
    static LIVE: Cell<usize> = const { Cell::new(0) };
    static PEAK: Cell<usize> = const { Cell::new(0) };
}

fn note() {
    // `try_with`: the thread-locals may be gone while a thread shuts down.
    let _ = COUNT.try_with(|c| c.set(c.get() + 1));
}

fn grow(n: usize) {
    let _ = LIVE.try_with(|l| {
        l.set(l.get() + n);
        let _ = PEAK.try_with(|p| p.set(p.get().max(l.get())));
    });
}

fn shrink(n: usize) {
    let _ = LIVE.try_with(|l| l.set(l.get().saturating_sub(n)));
}

// SAFETY: every call is forwarded unchanged to the system allocator; counting touches only a
// thread-local Cell, which needs no allocation.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note();
        grow(layout.size());
        // SAFETY: forwards the caller's layout to the system allocator.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        shrink(layout.size());
        // SAFETY: `ptr` came from `alloc` or `realloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note();
        grow(new_size);
        shrink(layout.size());
        // SAFETY: as for `alloc` and `dealloc`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// Allocations and reallocations this thread has made so far.
pub fn allocations() -> u64 {
    COUNT.with(Cell::get)
}

/// Runs `f`, returning its result and the allocations it made on this thread.
pub fn counted<R>(f: impl FnOnce() -> R) -> (R, u64) {
    let before = allocations();
    let r = f();
    (r, allocations() - before)
}

/// Runs `f`, returning its result and the most memory it held at once on this thread beyond
/// what was held before it.
pub fn peak_of<R>(f: impl FnOnce() -> R) -> (R, usize) {
    let base = LIVE.with(Cell::get);
    PEAK.with(|p| p.set(base));
    let r = f();
    (r, PEAK.with(Cell::get) - base)
}
