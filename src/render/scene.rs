//! Draws a level in play: the original's layers (docs/RULES.md §6.2) laid out for any screen size.
//!
//! Positions come from [`Positions`] so a platform can interpolate between two ticks: the
//! simulation runs at 20 Hz while the screen draws at 60.

use crate::gfx::{hex, rgba, Canvas, Color32, Image, Rect};
use crate::res::tf::DrawType;
use crate::res::{Resources, Transform, TILES_AS_COLLIDED};
use crate::sim::{tiles, Sim, MAX_ENEMIES};

/// What moves between ticks: the ball centre and each enemy's offsets.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Positions {
    /// The ball's centre in world pixels.
    pub ball: (i32, i32),
    /// Each enemy's `(x_off, y_off)` from its path's first tile, in [`Sim::enemies`] order.
    pub enemies: heapless::Vec<(i32, i32), MAX_ENEMIES>,
}

impl Positions {
    /// The positions of the tick `sim` is at.
    pub fn of(sim: &Sim) -> Positions {
        let enemies = sim
            .enemies()
            .iter()
            .take(MAX_ENEMIES)
            .map(|e| (e.x_off, e.y_off))
            .collect();
        Positions {
            ball: (sim.ball().x, sim.ball().y),
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
        let enemies = b
            .enemies
            .iter()
            .enumerate()
            .map(|(i, q)| {
                let p = a.enemies.get(i).copied().unwrap_or(*q);
                (mix(p.0, q.0), mix(p.1, q.1))
            })
            .collect();
        Positions {
            ball: (mix(a.ball.0, b.ball.0), mix(a.ball.1, b.ball.1)),
            enemies,
        }
    }
}

/// The camera: the world pixel at the screen's top-left, the screen area it fills, and
/// the pixel of the wrapping background at that top-left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Camera {
    /// The world column at the view's left edge.
    pub left: i32,
    /// The world row at the view's top edge.
    pub top: i32,
    /// The screen area the level is drawn into.
    pub view: Rect,
    /// The background pixel at the view's top-left (it scrolls at its own rate).
    pub bg: (i32, i32),
}

/// The original's screen (docs/RULES.md §6.1): 176 x 208, a 176 x 179 view above a 176 x 29 HUD.
pub const ORIGINAL_W: i32 = 176;
/// The original screen's height.
pub const ORIGINAL_H: i32 = 208;
/// The original game view's height, above the HUD.
pub const ORIGINAL_VIEW_H: i32 = 179;
/// The original HUD's height, below the view.
pub const ORIGINAL_HUD_H: i32 = ORIGINAL_H - ORIGINAL_VIEW_H;

/// The original's 176 x 208 window centred on a `screen_w` x `screen_h` screen.
pub const fn original_window(screen_w: i32, screen_h: i32) -> Rect {
    Rect::new(
        (screen_w - ORIGINAL_W) / 2,
        (screen_h - ORIGINAL_H) / 2,
        ORIGINAL_W,
        ORIGINAL_H,
    )
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
        let (left, top) = (axis(x, view.w, world_w), axis(y, view.h, world_h));
        Camera {
            left,
            top,
            view,
            bg: (left >> 1, top >> 1),
        }
    }

    /// The original's camera (docs/RULES.md §6.1) over `view` (176 x 179 in the original): the ball is
    /// clamped into the world, the view's top-left is the ball less half the view (88, 89),
    /// clamped to the world; the background is centred on half the ball's position on an
    /// axis that was not clamped, else on half the view's centre at that edge (44 at the
    /// top or left edge, (world - 88) / 2 at the right, (world - 89) / 2 at the bottom).
    /// A world smaller than the view (which docs/RULES.md §6.1 leaves open) is centred in it.
    pub fn original(x: i32, y: i32, world_w: i32, world_h: i32, view: Rect) -> Camera {
        // (view's top-left, background's centre) on one axis.
        let axis = |p: i32, size: i32, world: i32| {
            let half = size / 2;
            if world <= size {
                let left = -(size - world) / 2;
                return (left, (left + half) >> 1);
            }
            let p = p.clamp(0, world);
            let left = p - half;
            let bg = if (0..=world - size).contains(&left) {
                p >> 1
            } else if p < half {
                half >> 1
            } else {
                (world - half) >> 1
            };
            (left.clamp(0, world - size), bg)
        };
        let (left, bx) = axis(x, view.w, world_w);
        let (top, by) = axis(y, view.h, world_h);
        Camera {
            left,
            top,
            view,
            bg: (bx - view.w / 2, by - view.h / 2),
        }
    }

    /// [`Camera::follow`] over `sim`'s level for the ball at `pos`.
    pub fn follow_ball(sim: &Sim, pos: &Positions, view: Rect) -> Camera {
        Camera::follow(
            pos.ball.0,
            pos.ball.1,
            16 * sim.cols(),
            16 * sim.rows(),
            view,
        )
    }

    /// [`Camera::original`] over `sim`'s level for the ball at `pos`.
    pub fn original_ball(sim: &Sim, pos: &Positions, view: Rect) -> Camera {
        Camera::original(
            pos.ball.0,
            pos.ball.1,
            16 * sim.cols(),
            16 * sim.rows(),
            view,
        )
    }

    fn screen_pos(&self, wx: i32, wy: i32) -> (i32, i32) {
        (self.view.x + wx - self.left, self.view.y + wy - self.top)
    }
}

/// The ball's pixel image for a sprite index.
fn sprite<'a>(res: &'a Resources<'_>, k: usize) -> Option<Image<'a>> {
    res.ball_sprites.get(k).map(|p| p.image())
}

/// Picture `k` of `ic` (the HUD's and the objects' pictures).
pub(super) fn hud_picture<'a>(res: &'a Resources<'_>, k: usize) -> Option<Image<'a>> {
    res.pictures("ic")?.get(k).map(|p| p.image())
}

fn blit_all(c: &mut impl Canvas, img: &Image<'_>, x: i32, y: i32) {
    c.blit(img, Rect::new(0, 0, img.width(), img.height()), x, y);
}

/// How the layers are drawn: the port's wide view, or the original's own picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// The wide view: a level's theme picks its background picture (`ib<theme>`, our
    /// pack's own addition).
    Wide,
    /// The original: the background is always `ib0`, whatever the theme (the oracle's
    /// frames).
    Original,
}

/// Draws the background, the level, the door, enemies, the ball and the overlays into
/// `cam.view`.
pub fn draw(
    c: &mut impl Canvas,
    res: &Resources<'_>,
    sim: &Sim,
    pos: &Positions,
    cam: &Camera,
    style: Style,
) {
    let view = cam.view;
    let theme = match style {
        Style::Wide => sim.theme(),
        Style::Original => 0,
    };
    draw_background(c, res, theme, cam);

    let flag = res.tiles.flag_color as u32 & 0xFF_FFFF;
    // The original fills water opaque (MIDP's setColor drops the colour's alpha byte); the
    // wide view lets the background show through.
    let water = match style {
        Style::Wide => hex(flag) & 0x00FF_FFFF | 0x7F00_0000,
        Style::Original => hex(flag),
    };
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
        let (dx, dy) = cam.screen_pos(16 * sim.exit().1, 16 * sim.exit().0);
        let i = sim.door().drawn;
        c.blit(&strip, Rect::new(0, i >> 1, 32, 24), dx, dy);
        c.blit(&strip, Rect::new(0, 72 - (i >> 1), 32, 24), dx, dy + 24);
    }

    // Enemies.
    for (k, e) in sim.enemies().iter().enumerate() {
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
    let b = sim.ball();
    let (bx, by) = pos.ball;
    if b.dying {
        if b.anim_ticks > 13 {
            let (k, size) = if b.big { (24, 32) } else { (23, 24) };
            let frame = if b.anim_ticks >= 22 {
                0
            } else if b.anim_ticks >= 18 {
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
        let (sx, sy) = cam.screen_pos(bx - (img.width() >> 1), by - (img.height() >> 1));
        blit_all(c, &img, sx, sy);
    }

    // Hoop fronts and fan housings over the ball. The original keeps them in lists and
    // draws those on the 12 x 13 tiles its foreground layer holds from its tile origin
    // (docs/RULES.md §5.3), so a front larger than its cell shows from a cell just off the
    // view, and one from a cell above or left of the origin does not.
    let (rows_over, cols_over) = match style {
        Style::Wide => (row0..row0 + rows, col0..col0 + cols),
        Style::Original => {
            let (cam_col, cam_row) =
                crate::sim::door::camera_origin(pos.ball.0, pos.ball.1, sim.rows(), sim.cols());
            (cam_row - 1..cam_row + 13, cam_col - 2..cam_col + 12)
        }
    };
    for r in rows_over {
        for cc in cols_over.clone() {
            let Some(cell) = sim.map().get(r, cc) else {
                continue;
            };
            let id = cell & 0x7F;
            let (sx, sy) = cam.screen_pos(16 * cc, 16 * r);
            if tiles::is_fan(id) {
                let turned = res
                    .pictures(TILES_AS_COLLIDED)
                    .and_then(|p| p.get(id as usize))
                    .filter(|p| p.width > 0 && style == Style::Original);
                match turned {
                    // The original redraws a fan housing under its record's transform.
                    Some(p) => blit_all(c, &p.image(), sx, sy),
                    None => draw_tile(c, res, sim, id, sx, sy, view),
                }
            } else {
                for f in hoop_fronts(id, style).into_iter().flatten() {
                    let file = f.transform.map_or("ic", Transform::derived_name);
                    if let Some(img) = res.pictures(file).and_then(|p| p.get(f.pic)) {
                        blit_all(c, &img.image(), sx + f.dx, sy + f.dy);
                    }
                }
            }
        }
    }
}

/// The ghost's colours: its own (a pale cyan fill, where the ball is red) inside a dark
/// navy rim, each about half opaque, so that it reads on the light skies and the dark
/// space alike as a rival's trace, not as a second ball to steer. Drawn as a disc the size
/// of the ball's sprite with filled rows, which blend alike on the host's frame and the
/// GE (a tinted blit of the sprite could only darken its red).
pub const GHOST: Color32 = rgba(170, 240, 255, 150);
/// The ghost's rim, one pixel wide.
pub const GHOST_RIM: Color32 = rgba(16, 24, 64, 170);

/// Draws TIME ATTACK's ghost (`crate::sim::attack::ghost`): a disc the size of ball
/// sprite `sprite_index`, [`GHOST`] inside a [`GHOST_RIM`], centred on `pos` (world
/// pixels), clipped to `cam.view`. Drawn over the level and the player's ball: it collides
/// with nothing, so nothing covers it. Each pixel is blended once.
pub fn draw_ghost(
    c: &mut impl Canvas,
    res: &Resources<'_>,
    pos: (i32, i32),
    sprite_index: usize,
    cam: &Camera,
) {
    let Some(img) = sprite(res, sprite_index) else {
        return;
    };
    let d = img.width().min(img.height()).max(4);
    let (sx, sy) = cam.screen_pos(pos.0 - (d >> 1), pos.1 - (d >> 1));
    let mut fill = |x: i32, y: i32, w: i32, colour: Color32| {
        let r = Rect::new(x, y, w, 1).intersect(&cam.view);
        if !r.is_empty() {
            c.fill_rect(r, colour);
        }
    };
    for row in 0..d {
        let outer = chord(d, row);
        // The inner disc is one pixel in from the rim all round.
        let inner = if row == 0 || row == d - 1 {
            0
        } else {
            chord(d - 2, row - 1)
        };
        let (ox, ix) = (sx + (d - outer) / 2, sx + (d - inner) / 2);
        let rim = (ix - ox).max(1).min(outer / 2);
        if inner == 0 {
            fill(ox, sy + row, outer, GHOST_RIM);
            continue;
        }
        fill(ox, sy + row, rim, GHOST_RIM);
        fill(ox + rim, sy + row, outer - 2 * rim, GHOST);
        fill(ox + outer - rim, sy + row, rim, GHOST_RIM);
    }
}

/// The width of row `row` of a disc `d` pixels across, evened to `d`'s parity so that it
/// sits centred: in half pixels the row's centre is `2 * row + 1 - d` from the disc's,
/// whose radius is `d`.
fn chord(d: i32, row: i32) -> i32 {
    let off = 2 * row + 1 - d;
    let w = isqrt(d * d - off * off);
    (w + (d - w) % 2).min(d)
}

/// The integer square root (rounded down) of `n` (0 for `n` below 1).
fn isqrt(n: i32) -> i32 {
    if n < 1 {
        return 0;
    }
    let mut x = n;
    let mut y = (x + 1) / 2;
    while y < x {
        x = y;
        y = (x + n / x) / 2;
    }
    x
}

/// How a hoop cell's front is drawn over the ball: the picture (`ic` 3 to 6), its
/// transform, and its offset from the cell's top-left.
struct Front {
    pic: usize,
    transform: Option<Transform>,
    dx: i32,
    dy: i32,
}

/// The fronts drawn over the ball for a hoop cell (at most two). The wide view draws each
/// vertical hoop's front over its (top) cell. The original, as its frames on our pack show
/// (docs/RULES.md §6.2), keeps one entry per hoop, at its top or left cell: a small
/// vertical hoop's front one pixel up; a small horizontal hoop's turned a quarter
/// clockwise, one pixel left; a big vertical hoop's mirrored at its top cell and turned
/// half round at its bottom cell (which hangs a cell below the hoop); a big horizontal
/// hoop's mirrored across the diagonal at its left cell and turned a quarter clockwise at
/// its right cell.
fn hoop_fronts(id: u8, style: Style) -> [Option<Front>; 2] {
    let f = |pic, transform, dx, dy| {
        Some(Front {
            pic,
            transform,
            dx,
            dy,
        })
    };
    let passed = matches!(id, 95 | 96 | 99 | 100 | 103 | 104) as usize;
    match style {
        Style::Wide => match id {
            93 | 95 => [f(3 + passed, None, 0, 0), None],
            97 | 99 => [f(5 + passed, None, 0, 0), None],
            _ => [None, None],
        },
        Style::Original => match id {
            93 | 95 => [f(3 + passed, None, 0, -1), None],
            94 | 96 => [f(3 + passed, Some(Transform::Rot90), -1, 0), None],
            97 | 99 => [
                f(5 + passed, Some(Transform::Mirror), 0, 0),
                f(5 + passed, Some(Transform::Rot180), 0, 16),
            ],
            101 | 103 => [
                f(5 + passed, Some(Transform::Transpose), 0, 0),
                f(5 + passed, Some(Transform::Rot90), 16, 0),
            ],
            _ => [None, None],
        },
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
    let frame = |g: usize| sim.anim_frame(g) as usize;
    tile_in_frame(c, res, sim.theme(), id, (sx, sy), view, frame);
}

/// Tile `id`'s picture at `at` within `view`, an animated tile in `frame(group)`.
fn tile_in_frame(
    c: &mut impl Canvas,
    res: &Resources<'_>,
    theme: i8,
    id: u8,
    (sx, sy): (i32, i32),
    view: Rect,
    frame: impl Fn(usize) -> usize,
) {
    let Some(t) = res.tiles.tiles.get(id as usize) else {
        return;
    };
    let cell = Rect::new(sx, sy, 16, 16).intersect(&view);
    let image = match t.draw {
        DrawType::None => None,
        DrawType::Fill => {
            c.fill_rect(cell, hex(t.aux as u32 & 0xFF_FFFF));
            None
        }
        DrawType::Image => Some(t.image as usize),
        DrawType::FillImage => {
            c.fill_rect(cell, hex(t.aux as u32 & 0xFF_FFFF));
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
            Some(first + frame(g))
        }
    };
    if let Some(k) = image {
        if let Some(p) = res.tile_picture(theme, k) {
            let src = Rect::new(cell.x - sx, cell.y - sy, cell.w, cell.h);
            c.blit(&p.image(), src, cell.x, cell.y);
        }
    }
}

/// The wrapping background at half the foreground's speed (docs/RULES.md §6.1).
fn draw_background(c: &mut impl Canvas, res: &Resources<'_>, theme: i8, cam: &Camera) {
    let bg = &res.background;
    let tw = bg.tiles.tile_w().max(1);
    let th = bg.tiles.tile_h().max(1);
    let view = cam.view;
    // Half speed: the background moves half as far as the camera (the camera says where).
    let (ox, oy) = cam.bg;
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
                    c.fill_rect(cell, hex(t.aux as u32 & 0xFF_FFFF));
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
pub const BORDER: Color32 = hex(0x101018);
/// The line framing the original's window (the menus' edge colour).
pub const WINDOW_EDGE: Color32 = hex(0x6A74A8);

#[cfg(test)]
mod tests {
    use super::*;

    const VIEW: Rect = Rect::new(152, 32, ORIGINAL_W, ORIGINAL_VIEW_H);

    #[test]
    fn the_original_window_is_centred() {
        assert_eq!(original_window(480, 272), Rect::new(152, 32, 176, 208));
        assert_eq!(ORIGINAL_HUD_H, 29);
    }

    #[test]
    fn the_original_camera_clamps_as_the_original() {
        // A 50 x 30 tile world (800 x 480 pixels).
        let cam = |x, y| Camera::original(x, y, 800, 480, VIEW);
        // Free on both axes: the ball less (88, 89); the background centred on half of it.
        let c = cam(400, 240);
        assert_eq!((c.left, c.top), (312, 151));
        assert_eq!(c.bg, ((400 >> 1) - 88, (240 >> 1) - 89));
        // Clamped at the top-left: 0, with the background centred on (44, 44).
        let c = cam(10, 20);
        assert_eq!((c.left, c.top, c.bg), (0, 0, (44 - 88, 44 - 89)));
        // Clamped at the bottom-right: world less view, background on (world - 88) / 2.
        let c = cam(790, 470);
        assert_eq!((c.left, c.top), (800 - 176, 480 - 179));
        assert_eq!(c.bg, (((800 - 88) >> 1) - 88, ((480 - 89) >> 1) - 89));
        // Exactly at the last free position on each side.
        assert_eq!(cam(88, 89).left, 0);
        assert_eq!(cam(88, 89).bg, (44 - 88, 44 - 89));
        assert_eq!(cam(800 - 88, 480 - 90).left, 800 - 176);
        assert_eq!(cam(800 - 88, 480 - 90).bg.0, ((800 - 88) >> 1) - 88);
        // A ball outside the world is clamped into it first.
        let c = cam(-40, 900);
        assert_eq!((c.left, c.top), (0, 480 - 179));
        assert_eq!(c.bg, (44 - 88, ((480 - 89) >> 1) - 89));
        assert_eq!(c.view, VIEW);
    }

    #[test]
    fn a_world_smaller_than_the_original_view_is_centred() {
        let c = Camera::original(60, 60, 128, 128, VIEW);
        assert_eq!((c.left, c.top), (-24, -25));
    }

    #[test]
    fn the_wide_camera_keeps_its_background_at_half_its_position() {
        let c = Camera::follow(400, 240, 800, 480, Rect::new(0, 0, 480, 248));
        assert_eq!((c.left, c.top), (160, 116));
        assert_eq!(c.bg, (80, 58));
    }
}

/// Something a level holds, as a picture on its own (the editor's palette).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thing {
    /// A tile, by its id (an animated one in its first frame).
    Tile(u8),
    /// Two tiles side by side (`false`) or one over the other (`true`).
    Pair(u8, u8, bool),
    /// Water over an empty cell.
    Water,
    /// The exit door, closed (its top half).
    Door,
    /// An enemy or platform of this kind.
    Enemy(i8),
    /// The ball, small.
    Ball,
    /// A hoop cell's front, as the wide view draws it over the ball (nothing for a cell
    /// that has none): drawn over the cell's [`Thing::Tile`], the hoop is whole.
    Front(u8),
    /// Ball sprite `k` (0 the small ball, 11 the big one, 22 the F-form).
    Sprite(usize),
    /// The exit door closed, whole (32 x 48: both windows of the strip).
    DoorClosed,
}

/// Draws `thing` with its top-left at `(x, y)` in the pictures of `theme`, clipped to
/// `size` x `size` pixels.
pub fn draw_thing(
    c: &mut impl Canvas,
    res: &Resources<'_>,
    theme: i8,
    thing: Thing,
    x: i32,
    y: i32,
    size: i32,
) {
    let slot = Rect::new(x, y, size, size);
    // A picture's part that fits the slot.
    fn picture(c: &mut impl Canvas, img: Option<Image<'_>>, src: Rect, slot: Rect) {
        if let Some(img) = img {
            let (w, h) = (src.w.min(slot.w), src.h.min(slot.h));
            if w > 0 && h > 0 {
                c.blit(&img, Rect::new(src.x, src.y, w, h), slot.x, slot.y);
            }
        }
    }
    let whole = |img: &Option<Image<'_>>| {
        img.as_ref().map_or(Rect::new(0, 0, 0, 0), |i| {
            Rect::new(0, 0, i.width(), i.height())
        })
    };
    match thing {
        Thing::Tile(id) => tile_alone(c, res, theme, id, x, y, slot),
        Thing::Pair(a, b, over) => {
            tile_alone(c, res, theme, a, x, y, slot);
            let (x2, y2) = if over { (x, y + 16) } else { (x + 16, y) };
            tile_alone(c, res, theme, b, x2, y2, slot);
        }
        Thing::Water => {
            let flag = res.tiles.flag_color as u32 & 0xFF_FFFF;
            c.fill_rect(Rect::new(x, y, 16, 16).intersect(&slot), hex(flag));
        }
        Thing::Door => picture(c, hud_picture(res, 7), Rect::new(0, 0, 32, 24), slot),
        Thing::Enemy(kind) => {
            let pic = match kind {
                2 => 8,
                0 => 9,
                _ => 10,
            };
            let img = hud_picture(res, pic);
            let r = whole(&img);
            picture(c, img, r, slot);
        }
        Thing::Ball => {
            let img = sprite(res, 0);
            let r = whole(&img);
            picture(c, img, r, slot);
        }
        Thing::Sprite(k) => {
            let img = sprite(res, k);
            let r = whole(&img);
            picture(c, img, r, slot);
        }
        Thing::Front(id) => {
            for f in hoop_fronts(id, Style::Wide).into_iter().flatten() {
                let img = hud_picture(res, f.pic);
                let r = whole(&img);
                let at = Rect::new(x + f.dx, y + f.dy, slot.w, slot.h).intersect(&slot);
                picture(c, img, r, at);
            }
        }
        Thing::DoorClosed => {
            let strip = hud_picture(res, 7);
            picture(c, strip, Rect::new(0, 0, 32, 24), slot);
            let lower = Rect::new(x, y + 24, slot.w, slot.h - 24);
            picture(c, strip, Rect::new(0, 72, 32, 24), lower);
        }
    }
}

/// The level's background of `theme` filling `view`, from its top-left (a picture of a
/// level's sky behind things drawn on their own).
pub fn draw_backdrop(c: &mut impl Canvas, res: &Resources<'_>, theme: i8, view: Rect) {
    let cam = Camera {
        left: 0,
        top: 0,
        view,
        bg: (0, 0),
    };
    draw_background(c, res, theme, &cam);
}

/// A tile's picture at `(sx, sy)` without a level (an animated one in its first frame),
/// within `view`.
fn tile_alone(
    c: &mut impl Canvas,
    res: &Resources<'_>,
    theme: i8,
    id: u8,
    sx: i32,
    sy: i32,
    view: Rect,
) {
    tile_in_frame(c, res, theme, id, (sx, sy), view, |_| 0);
}

/// A level as it stands before play, drawn without a game (the editor's map): what
/// [`draw`] shows of a level just loaded (the background of `theme`, the tiles in their
/// first frames, water, the door closed, the enemies where they start, the ball at its
/// start), read from `cell` (`None` off the map). Allocates nothing.
#[allow(clippy::too_many_arguments)]
pub fn draw_still(
    c: &mut impl Canvas,
    res: &Resources<'_>,
    theme: i8,
    cell: impl Fn(i32, i32) -> Option<u8>,
    exit: (i32, i32),
    enemies: &[crate::res::lf::EnemyDef],
    ball: &crate::sim::Ball,
    cam: &Camera,
) {
    let view = cam.view;
    draw_background(c, res, theme, cam);
    let flag = res.tiles.flag_color as u32 & 0xFF_FFFF;
    let water = hex(flag) & 0x00FF_FFFF | 0x7F00_0000;
    let col0 = cam.left.div_euclid(16);
    let row0 = cam.top.div_euclid(16);
    for r in row0..row0 + view.h / 16 + 2 {
        for cc in col0..col0 + view.w / 16 + 2 {
            let Some(v) = cell(r, cc) else {
                continue;
            };
            let (sx, sy) = cam.screen_pos(16 * cc, 16 * r);
            if v & 0x80 != 0 {
                c.fill_rect(Rect::new(sx, sy, 16, 16).intersect(&view), water);
            }
            tile_alone(c, res, theme, v & 0x7F, sx, sy, view);
        }
    }
    if let Some(strip) = hud_picture(res, 7) {
        let (dx, dy) = cam.screen_pos(16 * exit.1, 16 * exit.0);
        c.blit(&strip, Rect::new(0, 0, 32, 24), dx, dy);
        c.blit(&strip, Rect::new(0, 72, 32, 24), dx, dy + 24);
    }
    for e in enemies {
        let s = e.start();
        let pic = match s.kind {
            2 => 8,
            0 => 9,
            _ if s.y_speed > 0 => 11,
            _ => 10,
        };
        if let Some(img) = hud_picture(res, pic) {
            let (sx, sy) = cam.screen_pos(16 * s.col0 + s.x_off, 16 * s.row0 + s.y_off);
            blit_all(c, &img, sx, sy);
        }
    }
    if let Some(img) = sprite(res, ball.sprite) {
        let (sx, sy) = cam.screen_pos(ball.x - (img.width() >> 1), ball.y - (img.height() >> 1));
        blit_all(c, &img, sx, sy);
    }
}
