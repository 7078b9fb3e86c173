//! An editor's change allocates nothing: its buffers (the history ring, the work copy, the
//! clipboard) are allocated when it opens, and the map under the cursor is drawn from the
//! level itself. A counting allocator watches placing, erasing, filling, copying and
//! pasting, undo and redo, the cursor under the D-pad and the stick, the level menu's
//! values, each frame drawn, through the application as the PSP runs it.

mod support;

use bounceback::app::{App, Screen, TitleItem};
use bounceback::embedded::RESOURCES;
use bounceback::gfx::{Frame, SCREEN_H, SCREEN_W};
use bounceback::input::{stick, Buttons as B};
use support::alloc::{allocations, Counting};

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn changes_in_the_editor_allocate_nothing_after_it_opens() {
    let mut app = App::new(&RESOURCES, Ok(None));
    app.write_no_saves();
    let mut pixels = vec![0u32; (SCREEN_W * SCREEN_H) as usize];
    let mut frame = |app: &mut App<'_>, held: B| {
        app.update(held);
        let mut f = Frame::new(&mut pixels, SCREEN_W, SCREEN_H, SCREEN_W as usize).unwrap();
        app.draw(&mut f);
        let _ = app.take_lines();
        let _ = app.take_sounds();
    };
    for _ in 0..12 {
        if app.screen()
            == (Screen::Title {
                sel: TitleItem::MakeLevel,
            })
        {
            break;
        }
        frame(&mut app, B::DOWN);
        frame(&mut app, B::NONE);
    }
    let opening = allocations();
    frame(&mut app, B::CROSS);
    frame(&mut app, B::NONE);
    assert!(matches!(app.screen(), Screen::Editor { .. }));
    assert!(
        allocations() > opening,
        "opening the editor allocated nothing?"
    );
    let doc0 = app.editor().unwrap().doc().clone();
    let mut script: Vec<B> = Vec::new();
    let tap = |s: &mut Vec<B>, b: B| s.extend([b, B::NONE]);
    let with = |s: &mut Vec<B>, h: B, b: B| s.extend([h, h | b, h, B::NONE]);
    // Place along a row (each a change), erase one, mark and fill, copy and paste.
    for _ in 0..6 {
        tap(&mut script, B::UP);
        tap(&mut script, B::CROSS);
    }
    tap(&mut script, B::SQUARE);
    with(&mut script, B::L, B::CROSS);
    tap(&mut script, B::RIGHT);
    tap(&mut script, B::RIGHT);
    tap(&mut script, B::CROSS);
    with(&mut script, B::L, B::SQUARE);
    tap(&mut script, B::RIGHT);
    tap(&mut script, B::RIGHT);
    tap(&mut script, B::RIGHT);
    with(&mut script, B::L, B::TRIANGLE);
    // Undo twice, redo once; another palette item placed.
    with(&mut script, B::L, B::LEFT);
    with(&mut script, B::L, B::LEFT);
    with(&mut script, B::L, B::RIGHT);
    with(&mut script, B::TRIANGLE, B::DOWN);
    tap(&mut script, B::CROSS);
    // The stick, and the level menu: a column more, the theme, back.
    script.extend([stick(255, 128); 8]);
    script.extend([stick(128, 255); 3]);
    script.push(B::NONE);
    tap(&mut script, B::CIRCLE);
    // Down past TEST PLAY, NAME, SAVE and ROWS to COLUMNS.
    for _ in 0..5 {
        tap(&mut script, B::DOWN);
    }
    tap(&mut script, B::RIGHT);
    tap(&mut script, B::DOWN);
    tap(&mut script, B::DOWN);
    tap(&mut script, B::RIGHT);
    tap(&mut script, B::CIRCLE);
    let before = allocations();
    for held in script {
        frame(&mut app, held);
    }
    let after = allocations();
    let ed = app.editor().expect("still in the editor");
    // The script changed the level (it did what it says), and allocated nothing.
    assert_ne!(*ed.doc(), doc0);
    assert_eq!(ed.doc().cols, doc0.cols + 1);
    assert!(ed.can_undo().0);
    assert_eq!(after - before, 0, "the editor allocated after it opened");
}
