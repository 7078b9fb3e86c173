//! The original view (an option, off in a new save): the play field drawn as the original's
//! 176 x 208 window centred on the PSP screen, framed, with its own camera (§6.1) and HUD.

use bounceback::app::{App, OptionsItem, Screen, TitleItem};
use bounceback::content::RESOURCES;
use bounceback::gfx::testing::TestCanvas;
use bounceback::gfx::{Canvas, Frame, Rect, SCREEN_H, SCREEN_W};
use bounceback::input::Buttons;
use bounceback::render::scene::{
    self, Camera, Positions, BORDER, ORIGINAL_VIEW_H, ORIGINAL_W, WINDOW_EDGE,
};

fn tap(app: &mut App<'_>, b: Buttons) {
    app.update(b);
    app.update(Buttons::NONE);
}

fn picture(app: &App<'_>) -> Vec<u32> {
    // Unclipped: the scene leaves clipping to the canvas, as a `Frame` clips.
    let mut c = TestCanvas::blank(SCREEN_W, SCREEN_H, &[('.', 0)]).allow_out_of_bounds();
    app.draw(&mut c);
    c.into_pixels()
}

/// From the title: Options, the view entry toggled, Done; then level 1 in play.
fn level_1(original: bool) -> App<'static> {
    let mut app = App::new(&RESOURCES, Ok(None));
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        }
    );
    if original {
        tap(&mut app, Buttons::DOWN);
        tap(&mut app, Buttons::CROSS);
        tap(&mut app, Buttons::DOWN);
        tap(&mut app, Buttons::CROSS);
        assert!(app.original_view());
        // Past JUMP to DONE.
        tap(&mut app, Buttons::DOWN);
        tap(&mut app, Buttons::DOWN);
        tap(&mut app, Buttons::CROSS);
        assert_eq!(
            app.screen(),
            Screen::Title {
                sel: TitleItem::Options
            }
        );
        tap(&mut app, Buttons::UP);
    }
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Banner);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Playing);
    app
}

#[test]
fn the_view_option_is_off_at_start_toggles_and_is_saved() {
    let mut app = App::new(&RESOURCES, Ok(None));
    assert!(!app.original_view());
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::DOWN);
    assert_eq!(
        app.screen(),
        Screen::Options {
            sel: OptionsItem::View,
            from_pause: false
        }
    );
    tap(&mut app, Buttons::CROSS);
    assert!(app.original_view());
    // Saved, as sound is (tests/app.rs reads it back).
    assert!(app.take_save().is_some());
    tap(&mut app, Buttons::CROSS);
    assert!(!app.original_view());
    // Done is the fourth entry, past JUMP.
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Options
        }
    );
}

#[test]
fn the_original_window_is_centred_framed_and_alone_on_the_border() {
    let app = level_1(true);
    let px = picture(&app);
    let at = |x: i32, y: i32| px[(y * SCREEN_W + x) as usize];
    let win = scene::original_window(SCREEN_W, SCREEN_H);
    assert_eq!(win, Rect::new(152, 32, 176, 208));
    let line = Rect::new(win.x - 2, win.y - 2, win.w + 4, win.h + 4);
    let mut inside_not_border = 0;
    for y in 0..SCREEN_H {
        for x in 0..SCREEN_W {
            let in_win = (win.x..win.x + win.w).contains(&x) && (win.y..win.y + win.h).contains(&y);
            let in_line =
                (line.x..line.x + line.w).contains(&x) && (line.y..line.y + line.h).contains(&y);
            let on_line = in_line
                && (x == line.x
                    || x == line.x + line.w - 1
                    || y == line.y
                    || y == line.y + line.h - 1);
            if on_line {
                assert_eq!(at(x, y), WINDOW_EDGE, "frame at ({x}, {y})");
            } else if !in_win {
                assert_eq!(at(x, y), BORDER, "outside the window at ({x}, {y})");
            } else if at(x, y) != BORDER {
                inside_not_border += 1;
            }
        }
    }
    // The window is drawn: the level fills its view (no border showing through).
    assert_eq!(inside_not_border, win.w * win.h);
}

#[test]
fn the_window_shows_the_level_through_the_original_camera() {
    let app = level_1(true);
    let px = picture(&app);
    let g = app.game().unwrap();
    let sim = &g.sim;
    // The same level drawn alone into a 176 x 179 picture with the original's camera.
    let mut alone = vec![0u32; (ORIGINAL_W * ORIGINAL_VIEW_H) as usize];
    let mut f = Frame::new(&mut alone, ORIGINAL_W, ORIGINAL_VIEW_H, ORIGINAL_W as usize).unwrap();
    f.fill_rect(Rect::new(0, 0, ORIGINAL_W, ORIGINAL_VIEW_H), BORDER);
    let pos = Positions::of(sim);
    let view = Rect::new(0, 0, ORIGINAL_W, ORIGINAL_VIEW_H);
    let cam = Camera::original_ball(sim, &pos, view);
    // The level starts with the ball near the world's left edge: the camera is clamped.
    assert!(pos.ball.0 < 88, "ball at {:?}", pos.ball);
    assert_eq!(cam.left, 0);
    scene::draw(&mut f, &RESOURCES, sim, &pos, &cam, scene::Style::Original);
    let win = scene::original_window(SCREEN_W, SCREEN_H);
    for y in 0..ORIGINAL_VIEW_H {
        let row = &px[((win.y + y) * SCREEN_W + win.x) as usize..][..ORIGINAL_W as usize];
        assert_eq!(
            row,
            &alone[(y * ORIGINAL_W) as usize..][..ORIGINAL_W as usize],
            "view row {y}"
        );
    }
    // Below the view, the original's 29-pixel HUD: its panel's top edge line spans the
    // window, and the score (drawn in the wide HUD) is not there.
    let hud_y = win.y + ORIGINAL_VIEW_H;
    let top = &px[(hud_y * SCREEN_W + win.x) as usize..][..ORIGINAL_W as usize];
    assert!(top.iter().all(|&p| p == top[0]) && top[0] != BORDER);
}

#[test]
fn the_wide_view_is_unchanged_when_the_option_is_off() {
    let wide = picture(&level_1(false));
    let original = picture(&level_1(true));
    assert_ne!(wide, original);
    // The wide view fills the screen: its corners are the level, not the border.
    let win = scene::original_window(SCREEN_W, SCREEN_H);
    assert_ne!(wide[(win.y * SCREEN_W + 20) as usize], BORDER);
}

/// The door, the hoops' fronts, enemies and the ball are drawn by the original's camera and
/// cut by the window: on every level, with the ball swept across the map (so that the door
/// and the hoops pass just outside each edge of the window), not one pixel of the original
/// view lands outside the 176 x 208 window.
#[test]
fn nothing_of_the_original_view_lands_outside_its_window() {
    use bounceback::gfx::Window;
    use bounceback::render::original::{self, Paint};
    use bounceback::sim::{Sim, Stats};
    const OUTSIDE: u32 = 0xFF12_3456;
    let win = scene::original_window(SCREEN_W, SCREEN_H);
    let mut px = vec![0u32; (SCREEN_W * SCREEN_H) as usize];
    let mut checked = 0;
    for level in 0..RESOURCES.levels.len() {
        let mut sim = Sim::load(&RESOURCES, level, Stats { lives: 3, score: 0 }).unwrap();
        let (w, h) = (16 * sim.cols(), 16 * sim.rows());
        for y in (8..h).step_by(23) {
            for x in (8..w).step_by(29) {
                let b = sim.ball_mut();
                b.x = x;
                b.y = y;
                px.fill(OUTSIDE);
                let mut f = Frame::new(&mut px, SCREEN_W, SCREEN_H, SCREEN_W as usize).unwrap();
                let paint = Paint {
                    loading: false,
                    banner: Some(1),
                    tips: "",
                };
                let mut c = Window::new(&mut f, (win.x, win.y), (win.w, win.h));
                original::paint(&mut c, &RESOURCES, &sim, &Positions::of(&sim), &paint, None);
                for yy in 0..SCREEN_H {
                    for xx in 0..SCREEN_W {
                        let inside = (win.x..win.x + win.w).contains(&xx)
                            && (win.y..win.y + win.h).contains(&yy);
                        let p = px[(yy * SCREEN_W + xx) as usize];
                        if inside {
                            assert_ne!(
                                p, OUTSIDE,
                                "level {level}, ball ({x}, {y}): ({xx}, {yy}) not painted"
                            );
                        } else {
                            assert_eq!(
                                p, OUTSIDE,
                                "level {level}, ball ({x}, {y}): ({xx}, {yy}) painted"
                            );
                        }
                    }
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 500, "{checked} positions");
}

/// Every pixel outside the window and its frame line is the plain border.
fn alone_in_the_window(px: &[u32], what: &str) {
    let win = scene::original_window(SCREEN_W, SCREEN_H);
    let line = Rect::new(win.x - 2, win.y - 2, win.w + 4, win.h + 4);
    for y in 0..SCREEN_H {
        for x in 0..SCREEN_W {
            let inside =
                (line.x..line.x + line.w).contains(&x) && (line.y..line.y + line.h).contains(&y);
            if !inside {
                assert_eq!(
                    px[(y * SCREEN_W + x) as usize],
                    BORDER,
                    "{what}: ({x}, {y})"
                );
            }
        }
    }
}

/// The panels over a level in the original view (the banner, pause, options from the pause,
/// level complete) stay inside the window: the border around it is untouched.
#[test]
fn the_panels_of_the_original_view_fit_its_window() {
    let text = std::fs::read_to_string("tests/replays/level_00.txt").unwrap();
    // The banner: New Game, level 1.
    let mut app = App::new(&RESOURCES, Ok(None));
    app.set_original_view(true);
    tap(&mut app, Buttons::CROSS);
    tap(&mut app, Buttons::CROSS);
    assert_eq!(app.screen(), Screen::Banner);
    alone_in_the_window(&picture(&app), "banner");
    // The pause menu and its options, over level 1 in play.
    let mut app = level_1(true);
    tap(&mut app, Buttons::START);
    assert!(
        matches!(app.screen(), Screen::Paused { .. }),
        "{:?}",
        app.screen()
    );
    alone_in_the_window(&picture(&app), "paused");
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::DOWN);
    tap(&mut app, Buttons::CROSS);
    assert!(
        matches!(
            app.screen(),
            Screen::Options {
                from_pause: true,
                ..
            }
        ),
        "{:?}",
        app.screen()
    );
    alone_in_the_window(&picture(&app), "options from the pause");
    // Level complete, counting its bonus: the replay run by the application.
    let events = bounceback::sim::replay::parse_text(&text).unwrap();
    let mut app = App::replay_autoplay(&RESOURCES, 0, events);
    app.set_original_view(true);
    let mut n = 0;
    while !matches!(app.screen(), Screen::LevelComplete { .. }) {
        app.update(Buttons::NONE);
        n += 1;
        assert!(n < 30_000, "the replay completes level 1");
    }
    for _ in 0..400 {
        alone_in_the_window(&picture(&app), "level complete");
        app.update(Buttons::NONE);
        if !matches!(app.screen(), Screen::LevelComplete { .. }) {
            break;
        }
    }
}

/// The wide view draws the door by its own camera: with the ball a little left of the
/// exit, the door's frame column (the strip's column 0, the same on every row) stands at
/// the exit's place under the wide camera, wherever the original camera would put it.
#[test]
fn the_wide_view_draws_the_door_by_its_own_camera() {
    use bounceback::sim::{Sim, Stats};
    let mut sim = Sim::load(&RESOURCES, 0, Stats { lives: 3, score: 0 }).unwrap();
    let (row, col) = sim.exit();
    let b = sim.ball_mut();
    b.x = 16 * col - 100;
    b.y = 16 * row + 24;
    let strip = RESOURCES.pictures("ic").unwrap()[7].image();
    let mut px = vec![0u32; (SCREEN_W * SCREEN_H) as usize];
    let mut f = Frame::new(&mut px, SCREEN_W, SCREEN_H, SCREEN_W as usize).unwrap();
    let view = Rect::new(0, 0, SCREEN_W, SCREEN_H - 24);
    let pos = Positions::of(&sim);
    let wide = Camera::follow_ball(&sim, &pos, view);
    let original = Camera::original_ball(&sim, &pos, Rect::new(0, 0, ORIGINAL_W, ORIGINAL_VIEW_H));
    assert_ne!(wide.left, original.left, "the two cameras differ here");
    scene::draw(&mut f, &RESOURCES, &sim, &pos, &wide, scene::Style::Wide);
    let (dx, dy) = (16 * col - wide.left, 16 * row - wide.top);
    for y in 0..48 {
        assert_eq!(
            px[((dy + y) * SCREEN_W + dx) as usize],
            strip.pixel(0, 0),
            "door frame at ({dx}, {})",
            dy + y
        );
    }
}
