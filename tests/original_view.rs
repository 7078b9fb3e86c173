//! The original view (an option, off in a new save): the play field drawn as the original's
//! 176 x 208 window centred on the PSP screen, framed, with its own camera (§6.1) and HUD.

mod support;

use support::press::{tap, taps};

use bounceback::app::{App, OptionsItem, SaveData, Screen, TitleItem};
use bounceback::embedded::RESOURCES;
use bounceback::gfx::scale::Scale;
use bounceback::gfx::testing::TestCanvas;
use bounceback::gfx::{Canvas, Frame, Rect, SCREEN_H, SCREEN_W};
use bounceback::input::Buttons;
use bounceback::render::scene::{
    self, Camera, Positions, BORDER, ORIGINAL_VIEW_H, ORIGINAL_W, WINDOW_EDGE,
};

fn picture(app: &App<'_>) -> Vec<u32> {
    // Unclipped: the scene leaves clipping to the canvas, as a `Frame` clips.
    let mut c = TestCanvas::blank(SCREEN_W, SCREEN_H, &[('.', 0)]).allow_out_of_bounds();
    app.draw(&mut c);
    c.into_pixels()
}

/// From the Options entry three above DONE (past JUMP and GHOST): DONE chosen, back on the
/// title's Options.
fn done_past_jump(app: &mut App<'_>) {
    taps(
        app,
        &[Buttons::DOWN, Buttons::DOWN, Buttons::DOWN, Buttons::CROSS],
    );
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Options
        }
    );
}

/// From the title: Options, the view entry toggled, Done; then level 1 in play.
fn level_1(original: bool) -> App<'static> {
    level_1_at(original, Scale::One)
}

/// From OPTIONS' first entry (SOUND, on) down over EFFECTS and MUSIC to MUSIC.
fn past_the_volumes(app: &mut App<'_>) {
    tap(app, Buttons::DOWN);
    tap(app, Buttons::DOWN);
    assert_eq!(
        app.screen(),
        Screen::Options {
            sel: OptionsItem::Music,
            from_pause: false
        }
    );
}

/// [`level_1`], with the SCREEN entry chosen until it shows `scale` (original view).
fn level_1_at(original: bool, scale: Scale) -> App<'static> {
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
        past_the_volumes(&mut app);
        tap(&mut app, Buttons::DOWN);
        tap(&mut app, Buttons::CROSS);
        assert!(app.original_view());
        // SCREEN, open in the original view: chosen until it shows `scale`.
        tap(&mut app, Buttons::DOWN);
        let mut n = 0;
        while app.scale() != scale {
            tap(&mut app, Buttons::CROSS);
            n += 1;
            assert!(n <= 3, "SCREEN never shows {scale:?}");
        }
        done_past_jump(&mut app);
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
fn the_view_option_is_off_at_start_toggles_is_saved_and_restored_at_start_up() {
    let mut app = App::new(&RESOURCES, Ok(None));
    assert!(!app.original_view());
    tap(&mut app, Buttons::DOWN); // OPTIONS
    tap(&mut app, Buttons::CROSS);
    past_the_volumes(&mut app);
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
    let bytes = app.take_save().expect("the option marks the save");
    let save = SaveData::from_bytes(&bytes, RESOURCES.levels_crc, true).unwrap();
    assert!(save.options.original_view);
    assert!(save.settings.sound, "sound untouched");
    tap(&mut app, Buttons::CROSS);
    assert!(!app.original_view());
    done_past_jump(&mut app);

    // A new start from the save: the option is on and level 1 is drawn in the window.
    let start = |save: Option<SaveData>| {
        let mut app = App::new(&RESOURCES, Ok(save));
        tap(&mut app, Buttons::CROSS); // NEW GAME
        tap(&mut app, Buttons::CROSS); // level 1
        tap(&mut app, Buttons::CROSS); // past the banner
        assert_eq!(app.screen(), Screen::Playing);
        app
    };
    let restored = start(Some(save.clone()));
    assert!(restored.original_view());
    let wide = start(Some(SaveData {
        options: Default::default(),
        ..save
    }));
    assert!(!wide.original_view());
    let win = scene::original_window(SCREEN_W, SCREEN_H);
    let (px, wide_px) = (picture(&restored), picture(&wide));
    // Outside the window: the plain border in the original view, the level in the wide one.
    let corner = (win.y * SCREEN_W + 20) as usize;
    assert_eq!(px[corner], BORDER);
    assert_ne!(wide_px[corner], BORDER);
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

/// Every pixel outside the 1:1 window and its frame line is the plain border.
fn alone_in_the_window(px: &[u32], what: &str) {
    alone_in(px, scene::original_window(SCREEN_W, SCREEN_H), what);
}

/// Every pixel outside `win` and its frame line is the plain border.
fn alone_in(px: &[u32], win: Rect, what: &str) {
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

/// Enlarged, the panels are laid out in the enlarged window: the pause menu and its options
/// leave the border alone, and the pause panel is centred on the enlarged window's view.
#[test]
fn the_panels_of_the_enlarged_view_fit_its_window() {
    use bounceback::gfx::Mark;
    for scale in [Scale::Sharp, Scale::Smooth] {
        let win = scale.window((SCREEN_W, SCREEN_H), (ORIGINAL_W, scene::ORIGINAL_H));
        let mut app = level_1_at(true, scale);
        tap(&mut app, Buttons::START);
        assert!(matches!(app.screen(), Screen::Paused { .. }));
        let mut c = TestCanvas::blank(SCREEN_W, SCREEN_H, &[('.', 0)]).allow_out_of_bounds();
        app.draw(&mut c);
        let panels: Vec<Rect> = c
            .marks()
            .into_iter()
            .filter_map(|m| match m {
                Mark::Panel(r) => Some(r),
                _ => None,
            })
            .collect();
        assert!(!panels.is_empty());
        for r in &panels {
            assert_eq!(
                r.intersect(&win),
                *r,
                "{scale:?}: panel {r:?} outside {win:?}"
            );
        }
        // Wider than the 1:1 window allows: the panel uses the room the scale gives.
        alone_in(&c.into_pixels(), win, "paused");
        tap(&mut app, Buttons::DOWN);
        tap(&mut app, Buttons::DOWN);
        tap(&mut app, Buttons::CROSS);
        alone_in(&picture(&app), win, "options from the pause");
    }
}

/// The SCREEN option: greyed (skipped) in the wide view, stepped 1:1, SHARP, SMOOTH by the
/// confirm button in the original view, and saved.
#[test]
fn the_screen_option_steps_in_the_original_view_only_and_is_saved() {
    use bounceback::app::SaveData;
    let mut app = App::new(&RESOURCES, Ok(None));
    taps(&mut app, &[Buttons::DOWN, Buttons::CROSS]);
    past_the_volumes(&mut app);
    taps(&mut app, &[Buttons::DOWN, Buttons::DOWN]);
    // Wide: from VIEW, down skips SCREEN.
    assert_eq!(
        app.screen(),
        Screen::Options {
            sel: OptionsItem::Jump,
            from_pause: false
        }
    );
    tap(&mut app, Buttons::UP);
    tap(&mut app, Buttons::CROSS);
    assert!(app.original_view());
    let _ = app.take_save();
    app.save_done(true);
    tap(&mut app, Buttons::DOWN);
    assert_eq!(
        app.screen(),
        Screen::Options {
            sel: OptionsItem::Screen,
            from_pause: false
        }
    );
    let mut seen = vec![app.scale()];
    for _ in 0..3 {
        tap(&mut app, Buttons::CROSS);
        seen.push(app.scale());
        let bytes = app.take_save().expect("SCREEN marks the save");
        let save = SaveData::from_bytes(&bytes, RESOURCES.levels_crc, true).unwrap();
        assert_eq!(save.options.scale, app.scale());
        assert!(save.options.original_view);
        app.save_done(true);
    }
    assert_eq!(seen, [Scale::One, Scale::Sharp, Scale::Smooth, Scale::One]);
}

/// The window's bounds at each setting: 176 x 208 at 1:1, 230 x 272 (the screen's height,
/// the aspect kept, within a pixel) enlarged; centred; the frame line around it.
#[test]
fn the_enlarged_window_is_the_screen_high_and_centred() {
    let exact = 176.0 * 272.0 / 208.0;
    for scale in [Scale::Sharp, Scale::Smooth] {
        let app = level_1_at(true, scale);
        let px = picture(&app);
        let at = |x: i32, y: i32| px[(y * SCREEN_W + x) as usize];
        // Found from the picture: the frame line's columns on a middle row.
        let row = SCREEN_H / 2;
        let cols: Vec<i32> = (0..SCREEN_W)
            .filter(|&x| at(x, row) == WINDOW_EDGE)
            .collect();
        assert_eq!(cols.len(), 2, "{scale:?}: frame columns {cols:?}");
        let (left, right) = (cols[0] + 2, cols[1] - 2);
        let w = right - left + 1;
        assert!((w as f64 - exact).abs() <= 1.0, "{scale:?}: width {w}");
        assert_eq!(left, (SCREEN_W - w) / 2, "{scale:?}: centred");
        // Every row of the window is drawn (the level or the HUD, never the border's
        // colour along its left edge alone), top to bottom of the screen.
        for y in 0..SCREEN_H {
            assert_ne!(at(left + 1, y), BORDER, "{scale:?}: row {y}");
            assert_eq!(at(left - 5, y), BORDER, "{scale:?}: outside at row {y}");
        }
    }
}

/// An independent reference of sharp bilinear, in floating point: the picture enlarged by
/// `k` (each pixel a k x k block), sampled at each output pixel's centre with a linear
/// filter (texel centres at halves, the edges repeated).
fn reference_sharp(
    src: &[u32],
    w: usize,
    h: usize,
    k: usize,
    ow: usize,
    oh: usize,
) -> Vec<[f64; 3]> {
    let ch = |p: u32| {
        [
            (p & 0xFF) as f64,
            ((p >> 8) & 0xFF) as f64,
            ((p >> 16) & 0xFF) as f64,
        ]
    };
    let texel = |tx: i64, ty: i64| {
        let x = tx.clamp(0, (w * k) as i64 - 1) as usize / k;
        let y = ty.clamp(0, (h * k) as i64 - 1) as usize / k;
        ch(src[y * w + x])
    };
    let mut out = Vec::with_capacity(ow * oh);
    for oy in 0..oh {
        let v = (oy as f64 + 0.5) * (h * k) as f64 / oh as f64 - 0.5;
        let (ty, fv) = (v.floor() as i64, v - v.floor());
        for ox in 0..ow {
            let u = (ox as f64 + 0.5) * (w * k) as f64 / ow as f64 - 0.5;
            let (tx, fu) = (u.floor() as i64, u - u.floor());
            let (a, b, c, d) = (
                texel(tx, ty),
                texel(tx + 1, ty),
                texel(tx, ty + 1),
                texel(tx + 1, ty + 1),
            );
            out.push(core::array::from_fn(|n| {
                (a[n] * (1.0 - fu) + b[n] * fu) * (1.0 - fv) + (c[n] * (1.0 - fu) + d[n] * fu) * fv
            }));
        }
    }
    out
}

/// The SHARP picture of a known frame (level 1 at its start, as the host draws it: the
/// 1:1 picture enlarged into 230 x 272) against the reference above: every channel within
/// the 16ths the GPU weighs texels in (one step of 255 / 16 and the cut), and on average
/// far closer; every pixel whose two texels both lie in one source pixel's block is that
/// pixel exactly (the crisp blocks), and blends lie only between neighbours.
#[test]
fn the_sharp_picture_matches_an_independent_sharp_bilinear() {
    let app = level_1_at(true, Scale::Sharp);
    let win = Scale::Sharp.window((SCREEN_W, SCREEN_H), (ORIGINAL_W, scene::ORIGINAL_H));
    assert_eq!(win, Rect::new(125, 0, 230, 272));
    // The 1:1 picture of the same state, from the 1:1 view.
    let one = picture(&level_1(true));
    let w1 = scene::original_window(SCREEN_W, SCREEN_H);
    let src: Vec<u32> = (0..w1.h)
        .flat_map(|y| (0..w1.w).map(move |x| (x, y)))
        .map(|(x, y)| one[((w1.y + y) * SCREEN_W + w1.x + x) as usize])
        .collect();
    let (w, h) = (w1.w as usize, w1.h as usize);
    let px = picture(&app);
    let want = reference_sharp(&src, w, h, 2, win.w as usize, win.h as usize);
    let mut worst = 0.0f64;
    let mut sum = 0.0;
    let mut crisp = 0;
    for oy in 0..win.h as usize {
        for ox in 0..win.w as usize {
            let p = px[(oy as i32 * SCREEN_W + win.x + ox as i32) as usize];
            let got = [
                (p & 0xFF) as f64,
                ((p >> 8) & 0xFF) as f64,
                ((p >> 16) & 0xFF) as f64,
            ];
            let r = want[oy * win.w as usize + ox];
            for n in 0..3 {
                let d = (got[n] - r[n]).abs();
                worst = worst.max(d);
                sum += d;
            }
            // Both taps in one block on both axes: the source pixel itself.
            let u = (ox as f64 + 0.5) * (2 * w) as f64 / win.w as f64 - 0.5;
            let v = (oy as f64 + 0.5) * (2 * h) as f64 / win.h as f64 - 0.5;
            let (tx, ty) = (u.floor() as i64, v.floor() as i64);
            if tx.rem_euclid(2) == 0 && ty.rem_euclid(2) == 0 && tx >= 0 && ty >= 0 {
                let s = src[(ty as usize / 2) * w + tx as usize / 2];
                assert_eq!(
                    p & 0xFF_FFFF,
                    s & 0xFF_FFFF,
                    "({ox}, {oy}) is not its block's pixel"
                );
                crisp += 1;
            }
        }
    }
    let mean = sum / (3 * win.w * win.h) as f64;
    assert!(worst <= 255.0 / 16.0 + 1.0, "worst difference {worst}");
    assert!(mean < 2.0, "mean difference {mean}");
    // About a quarter of the pixels (half the columns by half the rows) are crisp.
    let n = (win.w * win.h) as f64;
    assert!((crisp as f64) > 0.2 * n, "{crisp} crisp pixels of {n}");
}

/// No column is wider than its neighbours: the SHARP filter gives every source column the
/// same total weight across the window's columns (the window's 230 / 176 of a column, within
/// a small fraction), where a nearest-neighbour enlargement gives some one column and
/// others two.
#[test]
fn every_source_column_gets_the_same_width_when_sharp() {
    use bounceback::gfx::scale::{scale_into, Filter};
    // A 176-wide picture whose column x has red = 1 for x == c only, for each c in turn, is
    // too slow; instead one picture per residue: column x lit when x % 4 == r, weights read
    // back from the red channel (255 for full weight).
    let (w, h) = (176i32, 4i32);
    let win = Rect::new(0, 0, 230, 4);
    for r in 0..4 {
        let src: Vec<u32> = (0..w * h)
            .map(|i| {
                if (i % w) % 4 == r {
                    0xFF00_00FF
                } else {
                    0xFF00_0000
                }
            })
            .collect();
        let mut out = vec![0u32; (win.w * win.h) as usize];
        scale_into(
            &src,
            (w, h),
            w as usize,
            Filter::Sharp,
            win,
            &mut out,
            win.w as usize,
            win,
        );
        // The red of the first row, summed over each group of columns lit by one source
        // column (the columns between two unlit source columns' pure pixels).
        let red: Vec<i32> = out[..win.w as usize]
            .iter()
            .map(|p| (p & 0xFF) as i32)
            .collect();
        let total: i32 = red.iter().sum();
        let lit = (0..w).filter(|x| x % 4 == r).count() as f64;
        let per = total as f64 / 255.0 / lit;
        assert!(
            (per - 230.0 / 176.0).abs() < 0.05,
            "residue {r}: {per} columns a column"
        );
        // Each lit column's own weight: runs of non-zero red.
        let mut runs = Vec::new();
        let mut acc = 0;
        for &v in &red {
            if v == 0 && acc > 0 {
                runs.push(acc);
                acc = 0;
            }
            acc += v;
        }
        if acc > 0 {
            runs.push(acc);
        }
        for run in &runs[1..runs.len() - 1] {
            let cols = *run as f64 / 255.0;
            assert!(
                (cols - 230.0 / 176.0).abs() <= 0.4,
                "residue {r}: a column {cols} wide"
            );
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

/// `bounceback play --view original --scale ...` writes the PSP's whole screen with the
/// window at that setting, while `--frame-hashes` stay the 1:1 picture's (the oracle's).
#[test]
fn play_draws_the_screen_at_its_scale_and_hashes_the_one_to_one_picture() {
    use bounceback::tool::play::{self, RunOptions, View};
    let text = std::fs::read_to_string("tests/replays/level_00.txt").unwrap();
    let events = bounceback::sim::replay::parse_text(&text).unwrap();
    let run = |scale: Option<Scale>, tag: &str| {
        let dir = std::env::temp_dir().join(format!("bb-view-{}-{tag}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut hashes = Vec::new();
        play::run(
            &RESOURCES,
            RunOptions {
                level: Some(0),
                replay: &events,
                ticks: Some(40),
                frames: Some((&dir, 20)),
                frame_hashes: Some(&mut hashes),
                view: View::Original,
                text: true,
                scale,
                ..RunOptions::default()
            },
        )
        .unwrap();
        let png = std::fs::read(dir.join("tick_00020.png")).unwrap();
        std::fs::remove_dir_all(&dir).ok();
        let be = |o: usize| u32::from_be_bytes(png[o..o + 4].try_into().unwrap());
        (String::from_utf8(hashes).unwrap(), (be(16), be(20)), png)
    };
    let (plain, size, _) = run(None, "plain");
    assert_eq!(size, (176, 208));
    assert_eq!(plain.lines().count(), 41);
    let mut pictures = Vec::new();
    for (scale, tag) in [
        (Scale::One, "one"),
        (Scale::Sharp, "sharp"),
        (Scale::Smooth, "smooth"),
    ] {
        let (hashes, size, png) = run(Some(scale), tag);
        assert_eq!(hashes, plain, "{scale:?}: the hashes are the 1:1 picture's");
        assert_eq!(size, (480, 272), "{scale:?}");
        pictures.push(png);
    }
    assert_ne!(pictures[0], pictures[1]);
    assert_ne!(pictures[1], pictures[2]);
}
