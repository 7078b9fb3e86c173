//! The play field behind the screens of a game: the level, the ball and enemies
//! interpolated between the last two ticks, the HUD, and the demo's tips.

use super::View;
use crate::app::ui::{self, TEXT};
use crate::app::{SCREEN_H, SCREEN_W, TIPS};
use crate::gfx::{Canvas, Rect, Rgba, Target};
use crate::render::hud;
use crate::render::scene::{self, Camera, Positions};
use crate::sim::flow::Game;
use embedded_graphics::primitives::{Primitive, PrimitiveStyleBuilder, Rectangle, StrokeAlignment};

/// The level with the ball and enemies interpolated between the last two ticks (the
/// backdrop when no game runs).
pub(super) fn draw(v: View<'_, '_>, c: &mut impl Canvas) {
    let Some(g) = v.game() else {
        ui::backdrop(v, c);
        return;
    };
    let sim = &g.sim;
    let pos = v.c.play.positions();
    if v.save.options.original_view {
        original_world(v, g, c, &pos);
    } else {
        wide_world(v, g, c, &pos);
    }
    if let Some(demo) = sim.demo() {
        if demo.tip.is_some() {
            tip(v, c, demo.tip_index as usize);
        }
    }
}

/// The play field as the original's 176 x 208 window (its own camera, docs/RULES.md §6.1, and HUD,
/// docs/RULES.md §6.3) centred on the screen, framed ([`scene::WINDOW_EDGE`], a line with a 1-pixel gap
/// around the window) on the plain border colour.
fn original_world(v: View<'_, '_>, g: &Game, c: &mut impl Canvas, pos: &Positions) {
    let sim = &g.sim;
    let win = scene::original_window(SCREEN_W, SCREEN_H);
    c.fill_rect(Rect::new(0, 0, SCREEN_W, SCREEN_H), scene::BORDER);
    let frame = Rect::new(win.x - 2, win.y - 2, win.w + 4, win.h + 4);
    let edge = PrimitiveStyleBuilder::new()
        .stroke_color(Rgba(scene::WINDOW_EDGE))
        .stroke_width(1)
        .stroke_alignment(StrokeAlignment::Inside)
        .build();
    Target::new(c).draw(&Rectangle::from(frame).into_styled(edge));
    let view = Rect::new(win.x, win.y, win.w, scene::ORIGINAL_VIEW_H);
    let cam = Camera::original(
        pos.ball.0,
        pos.ball.1,
        16 * sim.cols(),
        16 * sim.rows(),
        view,
    );
    scene::draw(c, v.res(), sim, pos, &cam);
    hud::draw_original(
        c,
        v.res(),
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
fn wide_world(v: View<'_, '_>, g: &Game, c: &mut impl Canvas, pos: &Positions) {
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
    scene::draw(c, v.res(), sim, pos, &cam);
    hud::draw(
        c,
        v.res(),
        sim,
        Rect::new(0, SCREEN_H - hud::HEIGHT, SCREEN_W, hud::HEIGHT),
    );
}

/// The tutorial tip box: the tip's text, `|` breaking lines.
fn tip(v: View<'_, '_>, c: &mut impl Canvas, index: usize) {
    let Some(text) = TIPS.lines().filter(|l| !l.trim().is_empty()).nth(index) else {
        return;
    };
    let f = ui::font(v);
    let lines = text.split('|').map(str::trim);
    let n = lines.clone().count() as i32;
    let w = lines.clone().map(|l| f.width(l)).max().unwrap_or(0) + 24;
    let h = n * f.line_height() + 16;
    let r = Rect::new((SCREEN_W - w) / 2, 10, w, h);
    ui::panel(v, c, r);
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
