//! A counting global allocator for the no-allocation tests: it forwards every call to the
//! system allocator and counts the allocations and reallocations of the calling thread only,
//! since the test harness's other threads allocate too. The counter is a const-initialised
//! thread-local `Cell`, so counting never allocates.
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
}

fn note() {
    // `try_with`: the thread-local may be gone while a thread shuts down.
    let _ = COUNT.try_with(|c| c.set(c.get() + 1));
}

// SAFETY: every call is forwarded unchanged to the system allocator; counting touches only a
// thread-local Cell, which needs no allocation.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note();
        // SAFETY: forwards the caller's layout to the system allocator.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `alloc` or `realloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note();
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
