//! A sandbox frame allocates nothing: the world is allocated when the scene starts, and a
//! counting allocator watches the whole scripted route (update, lines and drawing) after
//! that, through the application as the PSP runs it.

mod sandbox_support;

use bounceback::app::{App, Screen, SCREEN_H, SCREEN_W};
use bounceback::content::RESOURCES;
use bounceback::input::Buttons;
use bounceback::render::Frame;
use bounceback::tool::app_run::held_at;
use sandbox_support::{from_boot, route_end, START};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// Only the test's own thread is watched (the test harness's threads allocate too).
    static WATCHED: Cell<bool> = const { Cell::new(false) };
}

fn count() {
    if WATCHED.with(Cell::get) {
        ALLOCATIONS.fetch_add(1, Ordering::SeqCst);
    }
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: forwards the caller's layout to the system allocator.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `alloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new: usize) -> *mut u8 {
        count();
        // SAFETY: as for `alloc` and `dealloc`.
        unsafe { System.realloc(ptr, layout, new) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn the_route_allocates_nothing_after_the_scene_starts() {
    let presses = from_boot();
    let end = START + route_end();
    let mut app = App::new(&RESOURCES, Ok(None));
    let mut pixels = vec![0u32; (SCREEN_W * SCREEN_H) as usize];
    app.update(Buttons::SELECT); // the performance overlay too
    WATCHED.with(|w| w.set(true));
    let entering = ALLOCATIONS.load(Ordering::SeqCst);
    for frame in 2..=START {
        app.update(held_at(&presses, frame));
    }
    assert_eq!(app.screen(), Screen::Sandbox);
    assert_eq!(
        app.take_lines().last().map(|l| l.as_str()),
        Some("sandbox start")
    );
    // The counter sees this thread's allocations: starting the scene makes the world.
    let before = ALLOCATIONS.load(Ordering::SeqCst);
    assert!(before > entering, "the scene's start allocated nothing?");
    let mut lines = 0;
    for frame in START + 1..=end {
        app.update(held_at(&presses, frame));
        lines += app.take_lines().len();
        let mut f = Frame::new(&mut pixels, SCREEN_W, SCREEN_H, SCREEN_W as usize).unwrap();
        app.draw(&mut f);
    }
    let after = ALLOCATIONS.load(Ordering::SeqCst);
    WATCHED.with(|w| w.set(false));
    assert_eq!(after - before, 0, "allocations during the route");
    // The route did its work: three keys, the gate and the way through.
    assert_eq!(lines, 5);
    assert!(app.sandbox().is_some_and(|s| s.through_gate()));
}
