//! Draws a level in play: the original's layers (§6.2) laid out for any screen size.
//!
//! Positions come from [`Positions`] so a platform can interpolate between two ticks: the
//! simulation runs at 20 Hz while the screen draws at 60.

use super::{Canvas, Image, Pixel, Rect};
use crate::res::tf::DrawType;
use crate::res::Resources;
use crate::sim::{tiles, Sim, MAX_ENEMIES};

/// What moves between ticks: the ball centre and each enemy's offsets.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Positions {
    pub ball: (i32, i32),
    pub enemies: heapless::Vec<(i32, i32), MAX_ENEMIES>,
}

impl Positions {
    pub fn of(sim: &Sim) -> Positions {
        let mut enemies = heapless::Vec::new();
        for e in &sim.enemies {
            let _ = enemies.push((e.x_off, e.y_off));
        }
        Positions {
            ball: (sim.ball.x, sim.ball.y),
            enemies,
        }
    }

    /// `a` blended towards `b` by `t` / 256 (a respawn or a teleport does not blend).
    pub fn lerp(a: &Positions, b: &Positions, t: i32) -> Positions {
        let mix = |p: i32, q: i32| {
            if (q - p).abs() > 48 {
                q
            } else {
                p + ((q - p) * t) / 256
            }
        };
        let mut enemies = heapless::Vec::new();
        for (i, q) in b.enemies.iter().enumerate() {
            let p = a.enemies.get(i).copied().unwrap_or(*q);
            let _ = enemies.push((mix(p.0, q.0), mix(p.1, q.1)));
        }
        Positions {
            ball: (mix(a.ball.0, b.ball.0), mix(a.ball.1, b.ball.1)),
            enemies,
        }
    }
}

/// The camera: the world pixel at the screen's top-left, and the screen area it fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Camera {
    pub left: i32,
    pub top: i32,
    pub view: Rect,
}

impl Camera {
    /// Centres `(x, y)` in `view`, clamped to the world; a world smaller than the view is
    /// centred in it.
    pub fn follow(x: i32, y: i32, world_w: i32, world_h: i32, view: Rect) -> Camera {
        let axis = |p: i32, size: i32, world: i32| {
            if world <= size {
                -(size - world) / 2
            } else {
                (p - size / 2).clamp(0, world - size)
            }
        };
        Camera {
            left: axis(x, view.w, world_w),
            top: axis(y, view.h, world_h),
            view,
        }
    }

    fn screen_pos(&self, wx: i32, wy: i32) -> (i32, i32) {
        (self.view.x + wx - self.left, self.view.y + wy - self.top)
    }
}

/// The ball's pixel image for a sprite index.
fn sprite<'a>(res: &'a Resources<'_>, k: usize) -> Option<Image<'a>> {
    res.ball_sprites.get(k).map(|p| p.image())
}

fn hud_picture<'a>(res: &'a Resources<'_>, k: usize) -> Option<Image<'a>> {
    res.pictures("ic")?.get(k).map(|p| p.image())
}

fn blit_all(c: &mut impl Canvas, img: &Image<'_>, x: i32, y: i32) {
    c.blit(img, Rect::new(0, 0, img.width, img.height), x, y);
}

/// Draws the background, the level, the door, enemies, the ball and the overlays into
/// `cam.view`.
pub fn draw(c: &mut impl Canvas, res: &Resources<'_>, sim: &Sim, pos: &Positions, cam: &Camera) {
    let view = cam.view;
    let world_w = 16 * sim.cols();
    let world_h = 16 * sim.rows();
    draw_background(c, res, sim.theme, pos.ball, world_w, world_h, cam);

    let flag = res.tiles.flag_color as u32 & 0xFF_FFFF;
    let water = super::hex(flag) & 0x00FF_FFFF | 0x7F00_0000;
    let col0 = cam.left.div_euclid(16);
    let row0 = cam.top.div_euclid(16);
    let cols = view.w / 16 + 2;
    let rows = view.h / 16 + 2;
    for r in row0..row0 + rows {
        for cc in col0..col0 + cols {
            let Some(cell) = sim.map().get(r, cc) else {
                continue;
            };
            let (sx, sy) = cam.screen_pos(16 * cc, 16 * r);
            if cell & 0x80 != 0 {
                c.fill_rect(Rect::new(sx, sy, 16, 16).intersect(&view), water);
            }
            draw_tile(c, res, sim, cell & 0x7F, sx, sy, view);
        }
    }

    // The door, in two 32 x 24 windows of the strip.
    if let Some(strip) = hud_picture(res, 7) {
        let (dx, dy) = cam.screen_pos(16 * sim.exit.1, 16 * sim.exit.0);
        let i = sim.door.anim;
        c.blit(&strip, Rect::new(0, i >> 1, 32, 24), dx, dy);
        c.blit(&strip, Rect::new(0, 72 - (i >> 1), 32, 24), dx, dy + 24);
    }

    // Enemies.
    for (k, e) in sim.enemies.iter().enumerate() {
        let (xo, yo) = pos.enemies.get(k).copied().unwrap_or((e.x_off, e.y_off));
        let pic = match e.kind {
            2 => 8,
            0 => 9,
            _ if e.y_speed > 0 => 11,
            _ => 10,
        };
        if let Some(img) = hud_picture(res, pic) {
            let (sx, sy) = cam.screen_pos(16 * e.col0 + xo, 16 * e.row0 + yo);
            blit_all(c, &img, sx, sy);
        }
    }

    // The ball.
    let b = &sim.ball;
    let (bx, by) = pos.ball;
    if b.dying {
        if b.a > 13 {
            let (k, size) = if b.big { (24, 32) } else { (23, 24) };
            let frame = if b.a >= 22 {
                0
            } else if b.a >= 18 {
                1
            } else {
                2
            };
            if let Some(img) = sprite(res, k) {
                let (sx, sy) = cam.screen_pos(bx - size / 2, by - size / 2);
                c.blit(&img, Rect::new(0, frame * size, size, size), sx, sy);
            }
        }
    } else if let Some(img) = sprite(res, b.sprite) {
        let (sx, sy) = cam.screen_pos(bx - (img.width >> 1), by - (img.height >> 1));
        blit_all(c, &img, sx, sy);
    }

    // Hoop fronts and fan housings over the ball.
    for r in row0..row0 + rows {
        for cc in col0..col0 + cols {
            let Some(cell) = sim.map().get(r, cc) else {
                continue;
            };
            let id = cell & 0x7F;
            let (sx, sy) = cam.screen_pos(16 * cc, 16 * r);
            if tiles::is_fan(id) {
                draw_tile(c, res, sim, id, sx, sy, view);
            } else if let Some(k) = hoop_front(id) {
                if let Some(img) = hud_picture(res, k) {
                    // Vertical big hoops draw their front once, from the top cell.
                    blit_all(c, &img, sx, sy);
                }
            }
        }
    }
}

/// The front overlay picture (in `ic`) drawn over the ball for a hoop cell.
fn hoop_front(id: u8) -> Option<usize> {
    match id {
        93 => Some(3),
        95 => Some(4),
        97 => Some(5),
        99 => Some(6),
        _ => None,
    }
}

fn draw_tile(
    c: &mut impl Canvas,
    res: &Resources<'_>,
    sim: &Sim,
    id: u8,
    sx: i32,
    sy: i32,
    view: Rect,
) {
    let Some(t) = res.tiles.tiles.get(id as usize) else {
        return;
    };
    let cell = Rect::new(sx, sy, 16, 16).intersect(&view);
    let image = match t.draw {
        DrawType::None => None,
        DrawType::Fill => {
            c.fill_rect(cell, super::hex(t.aux as u32 & 0xFF_FFFF));
            None
        }
        DrawType::Image => Some(t.image as usize),
        DrawType::FillImage => {
            c.fill_rect(cell, super::hex(t.aux as u32 & 0xFF_FFFF));
            Some(t.image as usize)
        }
        DrawType::Animated => {
            let g = t.aux as usize;
            let first = res
                .tiles
                .groups
                .get(g)
                .and_then(|gr| res.tiles.tiles.get(gr.frames[0] as usize))
                .map_or(t.image as usize, |f| f.image as usize);
            Some(first + sim.anim_frame(g) as usize)
        }
    };
    if let Some(k) = image {
        if let Some(p) = res.tile_picture(sim.theme, k) {
            let img = p.image();
            let src = Rect::new(cell.x - sx, cell.y - sy, cell.w, cell.h);
            c.blit(&img, src, cell.x, cell.y);
        }
    }
}

/// The wrapping background at half the foreground's speed (§6.1).
fn draw_background(
    c: &mut impl Canvas,
    res: &Resources<'_>,
    theme: i8,
    ball: (i32, i32),
    world_w: i32,
    world_h: i32,
    cam: &Camera,
) {
    let bg = &res.background;
    let tw = bg.tiles.tile_w().max(1);
    let th = bg.tiles.tile_h().max(1);
    let view = cam.view;
    // Half speed: the background moves half as far as the camera.
    let _ = (ball, world_w, world_h);
    let ox = cam.left >> 1;
    let oy = cam.top >> 1;
    let pic = res.background_picture(theme).map(|p| p.image());
    let c0 = ox.div_euclid(tw);
    let r0 = oy.div_euclid(th);
    for r in r0..=r0 + view.h / th + 1 {
        for cc in c0..=c0 + view.w / tw + 1 {
            let id = bg.cell_wrapped(r, cc) as usize;
            let sx = view.x + cc * tw - ox;
            let sy = view.y + r * th - oy;
            let cell = Rect::new(sx, sy, tw, th).intersect(&view);
            let Some(t) = bg.tiles.tiles.get(id) else {
                continue;
            };
            match t.draw {
                DrawType::Fill | DrawType::FillImage => {
                    c.fill_rect(cell, super::hex(t.aux as u32 & 0xFF_FFFF));
                }
                _ => {}
            }
            if t.draw.uses_image() {
                if let Some(img) = &pic {
                    let src = Rect::new(cell.x - sx, cell.y - sy, cell.w, cell.h);
                    c.blit(img, src, cell.x, cell.y);
                }
            }
        }
    }
}

/// A plain colour for what the level's screen area does not cover.
pub const BORDER: Pixel = super::hex(0x101018);
