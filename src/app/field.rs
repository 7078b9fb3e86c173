//! The play field behind the screens of a game: the level, the ball and enemies
//! interpolated between the last two ticks, the HUD, and the demo's tips.

use super::context::View;
use crate::app::hints;
use crate::app::ui::{self, TEXT};
use crate::app::{SCREEN_H, SCREEN_W};
use crate::gfx::text::Font;
use crate::gfx::{Canvas, Mark, Rect, Rgba, Role, Target, Window};
use crate::render::scene::{self, Camera, Positions, ORIGINAL_H, ORIGINAL_W};
use crate::render::{hud, original};
use crate::sim::flow::Game;
use embedded_graphics::primitives::{Primitive, PrimitiveStyleBuilder, Rectangle, StrokeAlignment};

/// The level with the ball and enemies interpolated between the last two ticks (the
/// backdrop when no game runs).
pub(super) fn draw(v: View<'_, '_>, c: &mut impl Canvas) {
    draw_with(v, c, None);
}

/// [`draw`], with the original's own "Level N" box in the original view when `banner`
/// names the level (the banner screen shows it as the original does).
pub(super) fn draw_with(v: View<'_, '_>, c: &mut impl Canvas, banner: Option<i32>) {
    let Some(g) = v.game() else {
        ui::backdrop(v, c);
        return;
    };
    let sim = &g.sim;
    let pos = v.c.play.positions();
    if v.save.options.original_view {
        // The original's picture has its own tips.
        original_world(v, g, c, &pos, banner);
        attack_clock(v, g, c);
        return;
    }
    wide_world(v, g, c, &pos);
    attack_clock(v, g, c);
    if let Some(demo) = sim.demo() {
        if let Some(k) = demo.painted {
            tip(v, c, k as usize);
        }
    }
}

/// The play field as the original's 176 x 208 window centred on the screen, at the size the
/// SCREEN option gives it ([`ui::original_window`]), framed ([`scene::WINDOW_EDGE`], a line
/// with a 1-pixel gap around the window) on the plain border colour; inside it, the
/// original's own picture ([`original::paint`]): at 1:1 drawn through a [`Window`] so that
/// nothing of the level lands outside it; enlarged, drawn as a picture the canvas scales
/// ([`Canvas::picture`]: the GPU's filter), with the boxes' text put over it unscaled.
fn original_world(
    v: View<'_, '_>,
    g: &Game,
    c: &mut impl Canvas,
    pos: &Positions,
    banner: Option<i32>,
) {
    let sim = &g.sim;
    let win = ui::original_window(v);
    c.fill_rect(Rect::new(0, 0, SCREEN_W, SCREEN_H), scene::BORDER);
    let frame = Rect::new(win.x - 2, win.y - 2, win.w + 4, win.h + 4);
    let edge = PrimitiveStyleBuilder::new()
        .stroke_color(Rgba(scene::WINDOW_EDGE))
        .stroke_width(1)
        .stroke_alignment(StrokeAlignment::Inside)
        .build();
    Target::new(c).draw(&Rectangle::from(frame).into_styled(edge));
    // Panels stay inside the window, off its frame and off its HUD rows.
    c.mark(Mark::Keep(win));
    let view_h = scene::ORIGINAL_VIEW_H * win.h / ORIGINAL_H;
    c.mark(Mark::Keep(Rect::new(
        win.x,
        win.y + view_h,
        win.w,
        win.h - view_h,
    )));
    // The buttons as their pictures, as in the wide view's tip box.
    let tips: Tips = hints::pictured(&hints::tips(v.save.options.jump));
    let paint = original::Paint {
        loading: false,
        banner,
        tips: &tips,
    };
    // The window's one size for every text role (docs/UI.md): the small font, whose
    // capitals keep the case rule in the original's boxes too. Over an enlarged window the
    // text is drawn after the picture, at the font's own size (never scaled).
    let font = Font::Builtin { scale: 1 };
    let size = (ORIGINAL_W, ORIGINAL_H);
    // TIME ATTACK's ghost, under the original's own camera, in the window's picture.
    let ghost = ghost_at(v);
    let cam = Camera::original_ball(sim, pos, original::VIEW);
    let Some(filter) = v.save.options.scale.filter() else {
        let mut w = Window::new(c, (win.x, win.y), (win.w, win.h));
        original::paint(&mut w, v.res(), sim, pos, &paint, Some(&font));
        if let Some((at, sprite)) = ghost {
            scene::draw_ghost(&mut w, v.res(), at, sprite, &cam);
        }
        return;
    };
    c.picture(size, win, filter, &mut |pc| {
        let mut w = Window::new(pc, (0, 0), size);
        // What the paint leaves uncovered shows the border, as around the 1:1 window.
        w.fill_rect(Rect::new(0, 0, size.0, size.1), scene::BORDER);
        original::paint(&mut w, v.res(), sim, pos, &paint, None);
        if let Some((at, sprite)) = ghost {
            scene::draw_ghost(&mut w, v.res(), at, sprite, &cam);
        }
    });
    original::paint_text(c, sim, &paint, &font, win);
}

/// The play field over the whole screen, the HUD strip along the bottom.
fn wide_world(v: View<'_, '_>, g: &Game, c: &mut impl Canvas, pos: &Positions) {
    let sim = &g.sim;
    let view = Rect::new(0, 0, SCREEN_W, SCREEN_H - hud::HEIGHT);
    c.fill_rect(view, scene::BORDER);
    let cam = Camera::follow_ball(sim, pos, view);
    scene::draw(c, v.res(), sim, pos, &cam, scene::Style::Wide);
    // TIME ATTACK's ghost, between the same two ticks as the player's ball.
    if let Some((at, sprite)) = ghost_at(v) {
        scene::draw_ghost(c, v.res(), at, sprite, &cam);
    }
    let strip = Rect::new(0, SCREEN_H - hud::HEIGHT, SCREEN_W, hud::HEIGHT);
    hud::draw(c, v.res(), sim, strip);
    c.mark(Mark::Keep(strip));
}

/// TIME ATTACK's ghost to draw, between the same two ticks as the player's ball: none when
/// OPTIONS → GHOST is off (the ghost still runs then, unseen: it is what checks the saved
/// best).
fn ghost_at(v: View<'_, '_>) -> Option<((i32, i32), usize)> {
    if !v.save.options.ghost {
        return None;
    }
    let t = pos_fraction(v) * 256 / super::FRAMES_PER_TICK as i32;
    v.c.attack.as_ref().and_then(|a| a.ghost_at(t))
}

/// Frames since the last tick (the ghost's drawing between ticks, as the ball's).
fn pos_fraction(v: View<'_, '_>) -> i32 {
    v.c.play.sub() as i32
}

/// TIME ATTACK's clock in the top right corner, in a panel, over either view: the run's
/// time so far, mm:ss.cc.
fn attack_clock(v: View<'_, '_>, g: &Game, c: &mut impl Canvas) {
    // Once the run is over its results panel tells the time.
    if v.c.attack.as_ref().is_none_or(|a| a.end.is_some()) {
        return;
    }
    let text = crate::sim::attack::clock(g.sim.ticks());
    let f = ui::style(v, crate::gfx::Role::Body);
    let (w, h) = (f.width(&text) + 12, f.height() + 8);
    let r = Rect::new(SCREEN_W - w - 4, 4, w, h);
    ui::panel(v, c, r);
    f.draw(c, r.x + 6, r.y + 4, TEXT, &text);
}

/// The tips with their buttons pictured ([`hints::pictured`]).
type Tips = heapless::String<{ super::TIPS.len() + 32 }>;

/// The tutorial tip box: the tip's text, `|` breaking lines.
fn tip(v: View<'_, '_>, c: &mut impl Canvas, index: usize) {
    let tips: Tips = hints::pictured(&hints::tips(v.save.options.jump));
    let Some(text) = tips.lines().filter(|l| !l.trim().is_empty()).nth(index) else {
        return;
    };
    let lines: heapless::Vec<&str, 4> = text.split('|').map(str::trim).take(4).collect();
    let f = ui::style(v, Role::Body);
    let step = f.step();
    let n = lines.len() as i32;
    let w = lines.iter().map(|l| f.width(l)).max().unwrap_or(0) + 24;
    let h = n * step - (step - f.height()) + 16;
    let r = Rect::new((SCREEN_W - w) / 2, 10, w, h);
    ui::panel(v, c, r);
    for (i, l) in lines.iter().enumerate() {
        f.centred(c, SCREEN_W / 2, r.y + 8 + i as i32 * step, TEXT, l);
    }
}
