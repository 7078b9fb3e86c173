//! `step()` allocates nothing: a counting allocator watches 10,000 steps of play.

use bounceback::content::RESOURCES;
use bounceback::sim::flow::Game;
use bounceback::sim::Key;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    /// Allocations made by this thread only: the test harness's other threads allocate
    /// too. Const-initialised, so reading it never allocates.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn allocations() -> usize {
    ALLOCATIONS.with(|c| c.get())
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|c| c.set(c.get() + 1));
        // SAFETY: forwards the caller's layout to the system allocator.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `alloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new: usize) -> *mut u8 {
        ALLOCATIONS.with(|c| c.set(c.get() + 1));
        // SAFETY: as for `alloc` and `dealloc`.
        unsafe { System.realloc(ptr, layout, new) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn ten_thousand_steps_allocate_nothing() {
    let res = &RESOURCES;
    let mut game = Game::new(res, 0).unwrap();
    let keys = [Key::Right, Key::Jump, Key::Left, Key::Down];
    let before = allocations();
    for t in 0..10_000u32 {
        let k = keys[(t / 37) as usize % 4];
        game.sim.key(k, t % 5 != 0);
        game.step(res);
        std::hint::black_box(game.sim.state_hash());
    }
    let after = allocations();
    assert_eq!(after - before, 0, "allocations during 10,000 steps");
    assert_eq!(game.sim.ticks, 10_000);
}
