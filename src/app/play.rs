//! The running game under a 60 Hz screen: every third frame steps the 20 Hz simulation
//! with the key changes since the last step, and the play field is drawn with the ball and
//! enemies interpolated between the last two ticks.

use super::context::{Cx, View};
use super::screen::{Active, GameOver, Help, HelpItem, LevelComplete};
use super::ui::{self, TEXT};
use super::{FRAMES_PER_TICK, SCREEN_H, SCREEN_W, TIPS};
use crate::input::Buttons;
use crate::render::scene::{self, Camera, Positions};
use crate::render::{hud, Canvas, Rect};
use crate::sim::flow::{Game, Phase};
use crate::sim::{Events, Key, Sound};

/// The game in play and where its moving things were at the last two ticks.
#[derive(Default)]
pub(super) struct Play {
    pub game: Option<Game>,
    prev: Positions,
    cur: Positions,
    /// Frames since the last tick.
    sub: u8,
    /// The buttons held at the last tick (their changes become key events).
    pub tick_held: Buttons,
}

impl Play {
    /// Takes `g` into play from its first tick.
    pub fn start(&mut self, g: Game) {
        self.cur = Positions::of(&g.sim);
        self.prev = self.cur.clone();
        self.sub = 0;
        self.game = Some(g);
    }
}

/// A displayed frame of play. `held` is the player's buttons, `None` where the player does
/// not steer (the demo). Returns the screen a step's outcome leads to.
pub(super) fn frame(cx: &mut Cx<'_, '_>, held: Option<Buttons>) -> Option<Active> {
    let res = cx.res();
    let p = &mut cx.c.play;
    p.sub += 1;
    if p.sub < FRAMES_PER_TICK {
        return None;
    }
    p.sub = 0;
    let g = p.game.as_mut()?;
    match (cx.c.autoplay.as_mut(), held) {
        (Some(a), _) => a.feed(g),
        (None, Some(held)) => {
            for (key, buttons) in [
                (Key::Left, Buttons::LEFT),
                (Key::Right, Buttons::RIGHT),
                (Key::Down, Buttons::DOWN),
            ] {
                let (now, was) = (held.contains(buttons), p.tick_held.contains(buttons));
                if now != was {
                    g.sim.key(key, now);
                }
            }
            let jump = Buttons::CROSS | Buttons::UP;
            let (now, was) = (held.0 & jump.0 != 0, p.tick_held.0 & jump.0 != 0);
            if now != was {
                g.sim.key(Key::Jump, now);
            }
            p.tick_held = held;
        }
        (None, None) => {}
    }
    p.prev = core::mem::take(&mut p.cur);
    let ev = g.step(res);
    p.cur = Positions::of(&g.sim);
    let sounds: heapless::Vec<Sound, 8> = g.sim.sounds().iter().copied().collect();
    let phase = g.phase;
    // An autoplay run reports the state hash once, after the step that ends it.
    let report = match cx.c.autoplay.as_mut() {
        Some(a) => a.report(ev, g),
        None => None,
    };
    for s in sounds {
        cx.sound(s);
    }
    if let Some(l) = report {
        cx.line(l);
    }
    after_step(cx, ev, phase)
}

fn after_step(cx: &mut Cx<'_, '_>, ev: Events, phase: Phase) -> Option<Active> {
    if ev.contains(Events::DEMO_END) || phase == Phase::DemoEnded {
        if cx.c.player() {
            cx.c.play.game = None;
            return Some(Help::at(HelpItem::GameHelp).into());
        }
        return Some(GameOver.into());
    }
    match phase {
        Phase::LevelComplete { .. } => {
            cx.say("level complete");
            Some(LevelComplete::new().into())
        }
        Phase::GameOver => {
            cx.say("game over");
            Some(cx.game_over())
        }
        _ => None,
    }
}

/// The level with the ball and enemies interpolated between the last two ticks (the
/// backdrop when no game runs).
pub(super) fn draw_world(v: View<'_, '_>, c: &mut impl Canvas) {
    let p = &v.c.play;
    let Some(g) = p.game.as_ref() else {
        ui::backdrop(v, c);
        return;
    };
    let sim = &g.sim;
    let t = (p.sub as i32 * 256) / FRAMES_PER_TICK as i32;
    let pos = Positions::lerp(&p.prev, &p.cur, t);
    if v.c.original_view {
        original_world(v, g, c, &pos);
    } else {
        wide_world(v, g, c, &pos);
    }
    if let Some(demo) = sim.demo {
        if demo.tip.is_some() {
            tip(v, c, demo.tip_index as usize);
        }
    }
}

/// The play field as the original's 176 x 208 window (its own camera, §6.1, and HUD,
/// §6.3) centred on the screen, framed ([`scene::WINDOW_EDGE`], a line with a 1-pixel gap
/// around the window) on the plain border colour.
fn original_world(v: View<'_, '_>, g: &Game, c: &mut impl Canvas, pos: &Positions) {
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
