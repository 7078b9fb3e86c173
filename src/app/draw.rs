//! Drawing the application's screens: the title and menus over the pack's menu art, and
//! the level in play (interpolated between ticks) with the HUD, tips and message boxes.

use super::{App, Screen, HELP, MAIN, PAUSE, SCREEN_H, SCREEN_W, TIPS};
use crate::render::scene::{self, Camera, Positions};
use crate::render::text::Font;
use crate::render::{hex, hud, rgba, Canvas, Image, Pixel, Rect};
use crate::sim::flow::Phase;
use core::fmt::Write as _;

const TEXT: Pixel = hex(0xF4F4F4);
const DIM: Pixel = hex(0x8890A8);
const GOLD: Pixel = hex(0xFFD23F);
const SHADE: Pixel = rgba(8, 10, 24, 0xC8);
const EDGE: Pixel = hex(0x6A74A8);

fn menu_picture<'a>(app: &'a App<'_>, k: usize) -> Option<Image<'a>> {
    app.res.pictures("im")?.get(k).map(|p| p.image())
}

fn font<'a>(app: &'a App<'_>) -> Font<'a> {
    Font::pick(menu_picture(app, 5), 2)
}

fn blit(c: &mut impl Canvas, img: &Image<'_>, x: i32, y: i32) {
    c.blit(img, Rect::new(0, 0, img.width, img.height), x, y);
}

/// A box: the pack's nine-slice panel (`im` 3: 24 x 24, 8 x 8 corners, the middle 8 pixels
/// of each edge and the centre repeat), or a translucent box with a frame.
fn panel(app: &App<'_>, c: &mut impl Canvas, r: Rect) {
    if let Some(p) = menu_picture(app, 3).filter(|p| p.width == 24 && p.height == 24) {
        nine_slice(c, &p, r);
        return;
    }
    c.fill_rect(r, SHADE);
    c.fill_rect(Rect::new(r.x, r.y, r.w, 1), EDGE);
    c.fill_rect(Rect::new(r.x, r.y + r.h - 1, r.w, 1), EDGE);
    c.fill_rect(Rect::new(r.x, r.y, 1, r.h), EDGE);
    c.fill_rect(Rect::new(r.x + r.w - 1, r.y, 1, r.h), EDGE);
}

fn nine_slice(c: &mut impl Canvas, p: &Image<'_>, r: Rect) {
    let tile =
        |c: &mut dyn FnMut(Rect, i32, i32), sx: i32, sy: i32, x0: i32, y0: i32, w: i32, h: i32| {
            let mut y = y0;
            while y < y0 + h {
                let th = 8.min(y0 + h - y);
                let mut x = x0;
                while x < x0 + w {
                    let tw = 8.min(x0 + w - x);
                    c(Rect::new(sx, sy, tw, th), x, y);
                    x += 8;
                }
                y += 8;
            }
        };
    let mut draw = |src: Rect, x: i32, y: i32| c.blit(p, src, x, y);
    let (x1, y1) = (r.x + r.w - 8, r.y + r.h - 8);
    let (iw, ih) = (r.w - 16, r.h - 16);
    tile(&mut draw, 8, 8, r.x + 8, r.y + 8, iw, ih);
    tile(&mut draw, 8, 0, r.x + 8, r.y, iw, 8);
    tile(&mut draw, 8, 16, r.x + 8, y1, iw, 8);
    tile(&mut draw, 0, 8, r.x, r.y + 8, 8, ih);
    tile(&mut draw, 16, 8, x1, r.y + 8, 8, ih);
    draw(Rect::new(0, 0, 8, 8), r.x, r.y);
    draw(Rect::new(16, 0, 8, 8), x1, r.y);
    draw(Rect::new(0, 16, 8, 8), r.x, y1);
    draw(Rect::new(16, 16, 8, 8), x1, y1);
}

/// Text that fits a fixed buffer (no allocation while drawing).
type Buf = heapless::String<64>;

pub(super) fn screen(app: &App<'_>, c: &mut impl Canvas) {
    match app.screen {
        Screen::Title { sel } => {
            backdrop(app, c);
            let items: [(&str, bool); MAIN.len()] =
                core::array::from_fn(|i| (MAIN[i], i != 0 || app.can_continue()));
            menu(app, c, "", &items, sel, 86);
        }
        Screen::LevelSelect { sel } => {
            backdrop(app, c);
            let n = app.selectable();
            let mut names: heapless::Vec<Buf, 64> = heapless::Vec::new();
            for i in 0..n.min(64) {
                let mut b = Buf::new();
                if i + 1 == app.playable() {
                    let _ = write!(b, "BONUS LEVEL {}", i + 1);
                } else {
                    let _ = write!(b, "LEVEL {}", i + 1);
                }
                let _ = names.push(b);
            }
            // Show a window of 6 around the selection.
            let first = sel.saturating_sub(2).min(n.saturating_sub(6));
            let shown: heapless::Vec<(&str, bool), 6> = names
                .iter()
                .skip(first)
                .take(6)
                .map(|b| (b.as_str(), true))
                .collect();
            menu(app, c, "NEW GAME", &shown, sel - first, 86);
        }
        Screen::Options { sel, from_pause } => {
            if from_pause {
                world(app, c);
            } else {
                backdrop(app, c);
            }
            let sound = if app.save.settings.sound {
                "SOUND: ON"
            } else {
                "SOUND: OFF"
            };
            let view = if app.original_view {
                "VIEW: ORIGINAL"
            } else {
                "VIEW: WIDE"
            };
            menu(
                app,
                c,
                "OPTIONS",
                &[(sound, true), (view, true), ("DONE", true)],
                sel,
                118,
            );
        }
        Screen::Records => {
            backdrop(app, c);
            let f = font(app);
            let r = Rect::new(140, 86, 200, 140);
            panel(app, c, r);
            f.draw_centred(c, SCREEN_W / 2, r.y + 10, GOLD, "RECORDS");
            for (i, s) in app.save.settings.records.iter().enumerate() {
                let mut b = Buf::new();
                let _ = write!(b, "{}. {:>7}", i + 1, s);
                f.draw_centred(c, SCREEN_W / 2, r.y + 34 + 20 * i as i32, TEXT, &b);
            }
        }
        Screen::Help { sel } => {
            backdrop(app, c);
            let items: [(&str, bool); 3] = core::array::from_fn(|i| (HELP[i], true));
            menu(app, c, "HELP", &items, sel, 96);
        }
        Screen::Controls => {
            backdrop(app, c);
            let f = font(app);
            let r = Rect::new(60, 86, 360, 160);
            panel(app, c, r);
            f.draw_centred(c, SCREEN_W / 2, r.y + 8, GOLD, "CONTROLS");
            let lines = super::hints::controls(app.confirm);
            for (i, l) in lines.iter().enumerate() {
                f.draw(c, r.x + 16, r.y + 32 + 20 * i as i32, TEXT, l);
            }
        }
        Screen::Banner => {
            world(app, c);
            if let Some(g) = app.game() {
                let mut b = Buf::new();
                if g.level_number() as usize == app.playable() {
                    let _ = write!(b, "BONUS LEVEL {}", g.level_number());
                } else {
                    let _ = write!(b, "LEVEL {}", g.level_number());
                }
                message(app, c, &b, "PRESS ANY BUTTON");
            }
        }
        Screen::Playing | Screen::Demo => world(app, c),
        Screen::Paused { sel } => {
            world(app, c);
            let items: [(&str, bool); 4] = core::array::from_fn(|i| (PAUSE[i], true));
            menu(app, c, "PAUSED", &items, sel, 80);
        }
        Screen::LevelComplete { shown } => {
            world(app, c);
            if let Some(Phase::LevelComplete {
                old_score,
                bonus,
                new_score,
            }) = app.game().map(|g| g.phase)
            {
                let f = font(app);
                let r = Rect::new(120, 60, 240, 130);
                panel(app, c, r);
                f.draw_centred(c, SCREEN_W / 2, r.y + 10, GOLD, "LEVEL COMPLETE");
                let rows = [
                    ("SCORE", old_score),
                    ("BONUS", shown),
                    (
                        "TOTAL",
                        if shown >= bonus {
                            new_score
                        } else {
                            old_score + shown
                        },
                    ),
                ];
                for (i, (k, v)) in rows.iter().enumerate() {
                    let mut b = Buf::new();
                    let _ = write!(b, "{k:<6}{v:>9}");
                    f.draw_centred(c, SCREEN_W / 2, r.y + 38 + 22 * i as i32, TEXT, &b);
                }
                if shown >= bonus {
                    let hint = super::hints::press_ok(app.confirm);
                    f.draw_centred(c, SCREEN_W / 2, r.y + r.h - 18, DIM, hint);
                }
            }
        }
        Screen::Congratulation => {
            world(app, c);
            let one_go = matches!(
                app.game().map(|g| g.phase),
                Some(Phase::Congratulation { in_one_go: true })
            );
            if one_go {
                message(
                    app,
                    c,
                    "CONGRATULATIONS!",
                    "ALL IN ONE GO: ON TO THE BONUS LEVEL",
                );
            } else {
                message(app, c, "CONGRATULATIONS!", "YOU FINISHED EVERY LEVEL");
            }
        }
        Screen::GameOver => {
            world(app, c);
            let mut b = Buf::new();
            if let Some(g) = app.game() {
                let _ = write!(
                    b,
                    "LEVELS {}  SCORE {}",
                    g.levels_completed,
                    g.sim.stats().score
                );
            }
            message(app, c, "GAME OVER", &b);
        }
        Screen::Sandbox => match app.sandbox() {
            Some(s) => s.draw(c, font(app)),
            None => backdrop(app, c),
        },
        Screen::ResourceError => resource_error(app, c),
    }
    if let Some((text, _)) = app.notice {
        let f = font(app);
        let w = f.width(text) + 16;
        panel(
            app,
            c,
            Rect::new((SCREEN_W - w) / 2, 4, w, f.line_height() + 8),
        );
        f.draw_centred(c, SCREEN_W / 2, 8, GOLD, text);
    }
    if app.overlay {
        c.last_layer();
        overlay(app, c);
    }
}

/// The title art: the pack's 480 x 272 backdrop and logo, else the built-in scene.
fn backdrop(app: &App<'_>, c: &mut impl Canvas) {
    match menu_picture(app, 0) {
        Some(bg) if bg.width == SCREEN_W && bg.height == SCREEN_H => blit(c, &bg, 0, 0),
        _ => {
            let (bx, by) = app.title.ball();
            super::title::draw_backdrop(c, bx, by);
        }
    }
    if let Some(logo) = menu_picture(app, 1).filter(|l| l.width > 176) {
        blit(c, &logo, (SCREEN_W - logo.width) / 2, 16);
    }
    let f = font(app);
    let mut b = Buf::new();
    let _ = write!(b, "V{}", crate::VERSION);
    f.draw(c, 6, SCREEN_H - f.line_height() - 2, DIM, &b);
}

/// A vertical menu with a title; disabled entries are dimmed.
fn menu(
    app: &App<'_>,
    c: &mut impl Canvas,
    title: &str,
    items: &[(&str, bool)],
    sel: usize,
    y: i32,
) {
    let f = font(app);
    // Closer lines when the list would run off the bottom of the screen.
    let rows = items.len() as i32 + i32::from(!title.is_empty());
    let lh = (f.line_height() + 8).min((SCREEN_H - 20 - y) / rows.max(1));
    let w = items
        .iter()
        .map(|(t, _)| f.width(t))
        .max()
        .unwrap_or(0)
        .max(f.width(title))
        + 64;
    let h = lh * items.len() as i32 + if title.is_empty() { 16 } else { 16 + lh };
    let r = Rect::new((SCREEN_W - w) / 2, y, w, h);
    panel(app, c, r);
    let mut ty = r.y + 8;
    if !title.is_empty() {
        f.draw_centred(c, SCREEN_W / 2, ty, GOLD, title);
        ty += lh;
    }
    // The selection cursor (`im` 6, pointing right), else the scroll arrow.
    let arrow = menu_picture(app, 6).or_else(|| menu_picture(app, 4));
    for (i, (t, enabled)) in items.iter().enumerate() {
        let color = if !enabled {
            DIM
        } else if i == sel {
            GOLD
        } else {
            TEXT
        };
        let tw = f.width(t);
        let x = (SCREEN_W - tw) / 2;
        f.draw(c, x, ty, color, t);
        if i == sel {
            match &arrow {
                Some(a) if a.width <= 16 => {
                    blit(c, a, x - a.width - 6, ty + (f.line_height() - a.height) / 2)
                }
                _ => f.draw(c, x - f.width("> ") - 2, ty, GOLD, ">"),
            }
        }
        ty += lh;
    }
}

/// Why the player's own files were refused: the path, then the reader's message (file,
/// chunk, byte and reason) wrapped to the panel.
fn resource_error(app: &App<'_>, c: &mut impl Canvas) {
    backdrop(app, c);
    let Some((path, why)) = app.resource_error() else {
        return;
    };
    let f = font(app);
    let r = Rect::new(16, 36, SCREEN_W - 32, 200);
    panel(app, c, r);
    let lh = f.line_height() + 4;
    f.draw_centred(
        c,
        SCREEN_W / 2,
        r.y + 10,
        GOLD,
        "YOUR RESOURCE FILES CANNOT BE PLAYED",
    );
    let cols = ((r.w - 32) / f.width("M").max(1)).max(8) as usize;
    let mut y = r.y + 14 + 2 * lh;
    for (text, colour) in [(path, DIM), (why, TEXT)] {
        for l in wrap(text, cols) {
            if y + lh > r.y + r.h - 2 * lh {
                break;
            }
            f.draw(c, r.x + 16, y, colour, l);
            y += lh;
        }
        y += lh / 2;
    }
    f.draw_centred(
        c,
        SCREEN_W / 2,
        r.y + r.h - 10 - f.line_height(),
        GOLD,
        super::hints::resource_error_go_on(app.confirm),
    );
}

/// `text` in lines of at most `cols` characters, broken at spaces where possible.
fn wrap(text: &str, cols: usize) -> impl Iterator<Item = &str> {
    let mut rest = text.trim();
    core::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let end = match rest.char_indices().nth(cols) {
            None => rest.len(),
            Some((limit, ' ')) => limit,
            Some((limit, _)) => match rest[..limit].rfind(' ') {
                Some(space) if space > 0 => space,
                _ => limit,
            },
        };
        let (line, after) = rest.split_at(end);
        rest = after.trim_start();
        Some(line.trim_end())
    })
}

/// A centred two-line message box over the level.
fn message(app: &App<'_>, c: &mut impl Canvas, head: &str, sub: &str) {
    let f = font(app);
    let w = f.width(head).max(f.width(sub)) + 48;
    let h = 2 * f.line_height() + 28;
    let r = Rect::new((SCREEN_W - w) / 2, 84, w, h);
    panel(app, c, r);
    f.draw_centred(c, SCREEN_W / 2, r.y + 10, GOLD, head);
    f.draw_centred(c, SCREEN_W / 2, r.y + 18 + f.line_height(), TEXT, sub);
}

/// The level with the ball and enemies interpolated between the last two ticks.
fn world(app: &App<'_>, c: &mut impl Canvas) {
    let Some(g) = app.game() else {
        backdrop(app, c);
        return;
    };
    let sim = &g.sim;
    let t = (app.sub as i32 * 256) / super::FRAMES_PER_TICK as i32;
    let pos = Positions::lerp(&app.prev, &app.cur, t);
    if app.original_view {
        original_world(app, c, &pos);
    } else {
        wide_world(app, c, &pos);
    }
    if let Some(demo) = sim.demo() {
        if demo.tip.is_some() {
            tip(app, c, demo.tip_index as usize);
        }
    }
}

/// The play field as the original's 176 x 208 window (its own camera, §6.1, and HUD,
/// §6.3) centred on the screen, framed ([`scene::WINDOW_EDGE`], a line with a 1-pixel gap
/// around the window) on the plain border colour.
fn original_world(app: &App<'_>, c: &mut impl Canvas, pos: &Positions) {
    let Some(g) = app.game() else {
        return;
    };
    let sim = &g.sim;
    let win = scene::original_window(SCREEN_W, SCREEN_H);
    c.fill_rect(Rect::new(0, 0, SCREEN_W, SCREEN_H), scene::BORDER);
    let frame = Rect::new(win.x - 2, win.y - 2, win.w + 4, win.h + 4);
    for r in [
        Rect::new(frame.x, frame.y, frame.w, 1),
        Rect::new(frame.x, frame.y + frame.h - 1, frame.w, 1),
        Rect::new(frame.x, frame.y, 1, frame.h),
        Rect::new(frame.x + frame.w - 1, frame.y, 1, frame.h),
    ] {
        c.fill_rect(r, scene::WINDOW_EDGE);
    }
    let view = Rect::new(win.x, win.y, win.w, scene::ORIGINAL_VIEW_H);
    let cam = Camera::original(
        pos.ball.0,
        pos.ball.1,
        16 * sim.cols(),
        16 * sim.rows(),
        view,
    );
    scene::draw(c, app.res, sim, pos, &cam);
    hud::draw_original(
        c,
        app.res,
        sim,
        Rect::new(
            win.x,
            win.y + scene::ORIGINAL_VIEW_H,
            win.w,
            scene::ORIGINAL_HUD_H,
        ),
    );
}

/// The play field over the whole screen, the HUD strip along the bottom.
fn wide_world(app: &App<'_>, c: &mut impl Canvas, pos: &Positions) {
    let Some(g) = app.game() else {
        return;
    };
    let sim = &g.sim;
    let view = Rect::new(0, 0, SCREEN_W, SCREEN_H - hud::HEIGHT);
    c.fill_rect(view, scene::BORDER);
    let cam = Camera::follow(
        pos.ball.0,
        pos.ball.1,
        16 * sim.cols(),
        16 * sim.rows(),
        view,
    );
    scene::draw(c, app.res, sim, pos, &cam);
    hud::draw(
        c,
        app.res,
        sim,
        Rect::new(0, SCREEN_H - hud::HEIGHT, SCREEN_W, hud::HEIGHT),
    );
}

/// The tutorial tip box: the tip's text, `|` breaking lines.
fn tip(app: &App<'_>, c: &mut impl Canvas, index: usize) {
    let Some(text) = TIPS.lines().filter(|l| !l.trim().is_empty()).nth(index) else {
        return;
    };
    let f = font(app);
    let lines = text.split('|').map(str::trim);
    let n = lines.clone().count() as i32;
    let w = lines.clone().map(|l| f.width(l)).max().unwrap_or(0) + 24;
    let h = n * f.line_height() + 16;
    let r = Rect::new((SCREEN_W - w) / 2, 10, w, h);
    panel(app, c, r);
    for (i, l) in lines.enumerate() {
        f.draw_centred(
            c,
            SCREEN_W / 2,
            r.y + 8 + i as i32 * f.line_height(),
            TEXT,
            l,
        );
    }
}

/// The performance overlay (SELECT): microseconds per simulation tick and per drawn frame.
fn overlay(app: &App<'_>, c: &mut impl Canvas) {
    let f = Font::Builtin { scale: 1 };
    let mut b = Buf::new();
    let _ = write!(
        b,
        "TICK {}US DRAW {}US FRAME {}US",
        app.timing.tick_us, app.timing.draw_us, app.timing.frame_us
    );
    let w = f.width(&b) + 8;
    c.fill_rect(Rect::new(2, 2, w, 12), rgba(0, 0, 0, 0xB0));
    f.draw(c, 6, 4, hex(0x7FFF00), &b);
    let t = &app.timing;
    if t.list_capacity != 0 {
        let mut b = Buf::new();
        let _ = write!(
            b,
            "LIST {}K/{}K HIGH {}K DROP {}",
            t.list_used.div_ceil(1024),
            t.list_capacity.div_ceil(1024),
            t.list_high.div_ceil(1024),
            t.list_dropped
        );
        let w = f.width(&b) + 8;
        let colour = if t.list_dropped != 0 {
            hex(0xFF5050)
        } else {
            hex(0x7FFF00)
        };
        c.fill_rect(Rect::new(2, 14, w, 12), rgba(0, 0, 0, 0xB0));
        f.draw(c, 6, 16, colour, &b);
    }
}

#[cfg(test)]
mod tests {
    use super::wrap;
    use alloc::vec::Vec;

    #[test]
    fn wrap_breaks_at_spaces_and_splits_long_words() {
        let l: Vec<&str> = wrap("lf: chunk 0, byte 10: theme is 9", 12).collect();
        assert_eq!(l, ["lf: chunk 0,", "byte 10:", "theme is 9"]);
        let l: Vec<&str> = wrap("abcdefghij xy", 4).collect();
        assert_eq!(l, ["abcd", "efgh", "ij", "xy"]);
        assert_eq!(wrap("  ", 5).count(), 0);
        assert_eq!(
            wrap("ms0:/PSP/GAME/é", 80).collect::<Vec<_>>(),
            ["ms0:/PSP/GAME/é"]
        );
    }
}
