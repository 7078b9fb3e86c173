//! A sandbox frame allocates nothing: the world is allocated when the scene starts, and a
//! counting allocator watches the whole scripted route (update, lines and drawing) after
//! that, through the application as the PSP runs it.

mod sandbox_support;
mod support;

use bounceback::app::{App, Screen};
use bounceback::embedded::RESOURCES;
use bounceback::gfx::{Frame, SCREEN_H, SCREEN_W};
use bounceback::input::Buttons;
use bounceback::tool::support::held_at;
use sandbox_support::{from_boot, route_end, START};
use support::alloc::{allocations, Counting};

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn the_route_allocates_nothing_after_the_scene_starts() {
    let presses = from_boot();
    let end = START + route_end();
    let mut app = App::new(&RESOURCES, Ok(None));
    let mut pixels = vec![0u32; (SCREEN_W * SCREEN_H) as usize];
    app.update(Buttons::SELECT); // the performance overlay too
    let entering = allocations();
    for frame in 2..=START {
        app.update(held_at(&presses, frame));
    }
    assert_eq!(app.screen(), Screen::Sandbox);
    assert_eq!(
        app.take_lines().last().map(|l| l.as_str()),
        Some("sandbox start")
    );
    // The counter sees this thread's allocations: starting the scene makes the world.
    let before = allocations();
    assert!(before > entering, "the scene's start allocated nothing?");
    let mut lines = 0;
    for frame in START + 1..=end {
        app.update(held_at(&presses, frame));
        lines += app.take_lines().len();
        let mut f = Frame::new(&mut pixels, SCREEN_W, SCREEN_H, SCREEN_W as usize).unwrap();
        app.draw(&mut f);
    }
    let after = allocations();
    assert_eq!(after - before, 0, "allocations during the route");
    // The route did its work: three keys, the gate and the way through.
    assert_eq!(lines, 5);
    assert!(app.sandbox().is_some_and(|s| s.through_gate()));
}
