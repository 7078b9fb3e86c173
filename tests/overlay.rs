//! The performance overlay (SELECT): its second line, the GPU display list's use, is drawn
//! only when the platform has a display list (a capacity), in its own row under the timings.

use bounceback::app::App;
use bounceback::embedded::RESOURCES;
use bounceback::gfx::testing::TestCanvas;
use bounceback::gfx::{SCREEN_H, SCREEN_W};
use bounceback::input::Buttons;
use bounceback::runtime::Timing;

fn picture(app: &App<'_>) -> Vec<u32> {
    // Unclipped: the scene leaves clipping to the canvas, as a `Frame` clips.
    let mut c = TestCanvas::blank(SCREEN_W, SCREEN_H, &[('.', 0)]).allow_out_of_bounds();
    app.draw(&mut c);
    c.into_pixels()
}

/// Rows of `a` and `b` that differ.
fn rows_differing(a: &[u32], b: &[u32]) -> Vec<i32> {
    (0..SCREEN_H)
        .filter(|&y| {
            let r = (y * SCREEN_W) as usize..((y + 1) * SCREEN_W) as usize;
            a[r.clone()] != b[r]
        })
        .collect()
}

#[test]
fn the_list_line_is_drawn_only_with_a_list_and_shows_its_figures() {
    let mut app = App::new(&RESOURCES, Ok(None));
    app.update(Buttons::SELECT);
    app.update(Buttons::NONE);
    assert!(app.overlay());
    app.timing = Timing::default();
    app.timing.tick_us = 80;
    app.timing.draw_us = 2000;
    app.timing.frame_us = 2100;
    let without = picture(&app);
    app.timing.list_capacity = 262_080;
    app.timing.list_used = 45_708;
    app.timing.list_high = 111_356;
    let with = picture(&app);
    let rows = rows_differing(&without, &with);
    assert!(!rows.is_empty());
    // The line's box is rows 14 to 25, under the timings' (2 to 13).
    assert!(rows.iter().all(|y| (14..26).contains(y)), "{rows:?}");
    // Other figures draw other text in the same row.
    app.timing.list_dropped = 3;
    let dropped = picture(&app);
    let rows = rows_differing(&with, &dropped);
    assert!(!rows.is_empty() && rows.iter().all(|y| (14..26).contains(y)));
}

/// The heap's line (where the platform counts it) comes under the list's, in its own row.
#[test]
fn the_heap_line_is_drawn_only_where_counted_under_the_list_line() {
    let mut app = App::new(&RESOURCES, Ok(None));
    app.update(Buttons::SELECT);
    app.update(Buttons::NONE);
    assert!(app.overlay());
    app.timing = Timing::default();
    app.timing.frame_us = 2100;
    app.timing.list_capacity = 262_080;
    app.timing.heap_live = 606_287;
    app.timing.heap_peak = 606_287;
    let without = picture(&app);
    app.timing.heap_counted = true;
    let with = picture(&app);
    let rows = rows_differing(&without, &with);
    assert!(!rows.is_empty());
    // The line's box is rows 26 to 37, under the list's (14 to 25).
    assert!(rows.iter().all(|y| (26..38).contains(y)), "{rows:?}");
    // Allocations change the same row only.
    app.timing.heap_allocs = 60;
    let allocating = picture(&app);
    let rows = rows_differing(&with, &allocating);
    assert!(!rows.is_empty() && rows.iter().all(|y| (26..38).contains(y)));
}
