//! The original's own 176 x 208 screen, painted as the original paints it after a tick
//! (docs/RULES.md §6.2, §6.3): the level in the 176 x 179 view under the view's clip, the
//! HUD at row 179, the "Level N" box while the banner is up, the demo's tip bubbles, and on
//! the loading tick the loading screen beneath. The oracle's frames (`tests/oracle.rs`)
//! hold this picture to the original's, pixel for pixel.
//!
//! It draws in the window's own coordinates, `(0, 0)` its top-left; a platform places it
//! with [`crate::gfx::Window`], which also keeps every pixel inside the window. Text goes
//! through [`TextBox`]es, the boxes the original draws text into, so that the boxes can be
//! compared with the oracle's whatever font draws the words.

use super::scene::{self, Camera, Positions, ORIGINAL_H, ORIGINAL_VIEW_H, ORIGINAL_W};
use crate::gfx::text::Font;
use crate::gfx::{hex, scale, Canvas, Color32, Mark, Rect, Role, Window};
use crate::res::Resources;
use crate::sim::Sim;
use core::fmt::Write as _;

/// The loading screen's fill: what the HUD image leaves of the window's bottom rows stays
/// this colour (5 rows with the oracle's copy of our pack, whose strip is 24 rows high; none
/// with ours or the original's, 29).
pub const LOADING: Color32 = hex(0x0077EE);
/// The game view's clip.
pub const VIEW: Rect = Rect::new(0, 0, ORIGINAL_W, ORIGINAL_VIEW_H);
/// The whole window.
pub const SCREEN: Rect = Rect::new(0, 0, ORIGINAL_W, ORIGINAL_H);
/// The row the HUD starts at.
pub const HUD_Y: i32 = ORIGINAL_VIEW_H;
/// The power bar's colour (docs/RULES.md §6.3).
pub const POWER: Color32 = hex(0x7FFF00);
/// The boxes' fill and border, and the colour of the text drawn into them.
pub const BOX_FILL: Color32 = hex(0xFFFFFF);
/// The boxes' border.
pub const BOX_EDGE: Color32 = hex(0x000000);
/// The text drawn into the boxes.
pub const BOX_TEXT: Color32 = hex(0x000000);

/// The "Loading" and "Level N" box: 100 x 20 at (38, 94).
pub const LEVEL_BOX: Rect = Rect::new(38, 94, 100, 20);
/// The demo's tip boxes by tip index (docs/RULES.md §1.6); past the table, the last.
pub const TIP_BOXES: [Rect; 5] = [
    Rect::new(6, 6, 160, 50),
    Rect::new(6, 6, 160, 40),
    Rect::new(6, 100, 160, 40),
    Rect::new(6, 6, 160, 40),
    Rect::new(6, 6, 160, 50),
];
/// A box's text lines: anchored at their top centre (MIDP `TOP | HCENTER`), the first 4
/// pixels below the box's top, each next one 15 pixels lower.
pub const ANCHOR_TOP_HCENTER: u8 = 17;
/// The first line's anchor, in pixels below the box's top.
pub const LINE_TOP: i32 = 4;
/// Pixels from one line's anchor to the next.
pub const LINE_STEP: i32 = 15;
/// Lines a box holds at the most.
pub const MAX_LINES: usize = 3;
/// Boxes one paint draws at the most (the loading box, the level box, a tip).
pub const MAX_BOXES: usize = 3;

/// What the paint shows besides the level.
#[derive(Clone, Copy, Debug, Default)]
pub struct Paint<'t> {
    /// The loading tick: the loading screen is painted first (its box, then the level over
    /// it).
    pub loading: bool,
    /// The level's banner is up ("Level N" box); the number shown.
    pub banner: Option<i32>,
    /// The demo's tips, one a line, `|` breaking a tip's lines.
    pub tips: &'t str,
}

/// One line of text in a box, at `(x, y)` of the box (its anchor point).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextLine {
    /// The anchor's column in the box.
    pub x: i32,
    /// The anchor's row in the box.
    pub y: i32,
    /// Which point of the text sits at `(x, y)`, as MIDP's anchor bits.
    pub anchor: u8,
    /// The line, cut at 48 bytes.
    pub text: heapless::String<48>,
}

/// A box with text, as the original draws one: an image of `at.w` x `at.h` (white, a black
/// border without its corner pixels) with the lines drawn into it, blitted at `at`'s
/// top-left under `clip`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextBox {
    /// Where on the window the box goes, and its size.
    pub at: Rect,
    /// The clip the box is blitted under (the view, or the whole window while loading).
    pub clip: Rect,
    /// Its lines, top first.
    pub lines: heapless::Vec<TextLine, MAX_LINES>,
}

impl TextBox {
    fn new(at: Rect, clip: Rect, text: &str) -> TextBox {
        let mut lines = heapless::Vec::new();
        for (i, l) in text.split('|').map(str::trim).enumerate() {
            let mut s = heapless::String::new();
            for ch in l.chars() {
                if s.push(ch).is_err() {
                    break;
                }
            }
            let line = TextLine {
                x: at.w / 2,
                y: LINE_TOP + LINE_STEP * i as i32,
                anchor: ANCHOR_TOP_HCENTER,
                text: s,
            };
            if lines.push(line).is_err() {
                break;
            }
        }
        TextBox { at, clip, lines }
    }
}

/// The boxes with text a paint draws, in the order it draws them.
pub fn text_boxes(sim: &Sim, paint: &Paint<'_>) -> heapless::Vec<TextBox, MAX_BOXES> {
    let loading = paint
        .loading
        .then(|| TextBox::new(LEVEL_BOX, SCREEN, "LOADING"));
    let tip = sim.demo().and_then(|demo| {
        let k = demo.painted?.max(0) as usize;
        let at = TIP_BOXES[k.min(TIP_BOXES.len() - 1)];
        let text = paint.tips.lines().filter(|l| !l.trim().is_empty()).nth(k)?;
        Some(TextBox::new(at, VIEW, text))
    });
    let banner = paint.banner.map(|n| {
        let mut s = heapless::String::<16>::new();
        let _ = write!(s, "LEVEL {n}");
        TextBox::new(LEVEL_BOX, VIEW, &s)
    });
    let boxes: [Option<TextBox>; MAX_BOXES] = [loading, tip, banner];
    boxes.into_iter().flatten().collect()
}

/// Paints the screen for the state `sim` is in (`pos`, the positions to draw the ball and
/// enemies at: the tick's own, or interpolated ones); `font` draws the boxes' text (`None`
/// leaves it out, which is how frames are compared with the oracle's).
pub fn paint(
    c: &mut impl Canvas,
    res: &Resources<'_>,
    sim: &Sim,
    pos: &Positions,
    paint: &Paint<'_>,
    font: Option<&Font<'_>>,
) {
    let boxes = text_boxes(sim, paint);
    let mut boxes = boxes.iter();
    if paint.loading {
        c.fill_rect(SCREEN, LOADING);
        if let Some(b) = boxes.next() {
            draw_box(c, b, font);
        }
    } else {
        // What the HUD image does not cover keeps the loading screen's fill.
        c.fill_rect(Rect::new(0, HUD_Y, ORIGINAL_W, ORIGINAL_H - HUD_Y), LOADING);
    }
    {
        let mut v = Window::clip_to(&mut *c, VIEW);
        let cam = Camera::original_ball(sim, pos, VIEW);
        scene::draw(&mut v, res, sim, pos, &cam, scene::Style::Original);
        for b in boxes.by_ref().filter(|b| b.clip == VIEW) {
            draw_box(&mut v, b, font);
        }
    }
    hud(c, res, sim);
}

/// The HUD (docs/RULES.md §6.3): the pack's panel at row 179, an icon for each hoop left at
/// (12 + 6n, 187), the power bar, the lives digit clipped to (157, 185, 12, 16).
pub fn hud(c: &mut impl Canvas, res: &Resources<'_>, sim: &Sim) {
    let pic = |k| scene::hud_picture(res, k);
    if let Some(panel) = pic(0) {
        c.blit(
            &panel,
            Rect::new(0, 0, panel.width(), panel.height()),
            0,
            HUD_Y,
        );
    }
    if let Some(icon) = pic(2) {
        for n in (1..=sim.hoops_left().clamp(0, 26)).rev() {
            c.blit(
                &icon,
                Rect::new(0, 0, icon.width(), icon.height()),
                12 + 6 * n,
                HUD_Y + 8,
            );
        }
    }
    if sim.bar_below() {
        // The bar's rows below the panel: painted once, never covered again.
        let bar = Rect::new(2, HUD_Y + 2, 4, 26);
        let below = pic(0).map_or(HUD_Y, |p| HUD_Y + p.height());
        c.fill_rect(
            bar.intersect(&Rect::new(0, below, ORIGINAL_W, ORIGINAL_H)),
            POWER,
        );
    }
    let v = sim.ball().power_bar.min(25);
    if v > 0 {
        c.fill_rect(Rect::new(2, HUD_Y + 2 + 25 - v, 4, v + 1), POWER);
    }
    if let Some(digits) = pic(1) {
        let lives = sim.stats().lives;
        let clip = Rect::new(157, HUD_Y + 6, 12, 16);
        let mut cl = Window::clip_to(c, clip);
        let y = clip.y - 16 * lives;
        cl.blit(
            &digits,
            Rect::new(0, 0, digits.width(), digits.height()),
            clip.x,
            y,
        );
    }
}

/// A text box: its image (fill, border without corners), its lines, blitted under its clip.
fn draw_box(c: &mut impl Canvas, b: &TextBox, font: Option<&Font<'_>>) {
    let mut cl = Window::clip_to(c, b.clip);
    let r = b.at;
    cl.mark(Mark::Panel(r));
    cl.fill_rect(r, BOX_FILL);
    cl.fill_rect(Rect::new(r.x + 1, r.y, r.w - 2, 1), BOX_EDGE);
    cl.fill_rect(Rect::new(r.x + 1, r.y + r.h - 1, r.w - 2, 1), BOX_EDGE);
    cl.fill_rect(Rect::new(r.x, r.y + 1, 1, r.h - 2), BOX_EDGE);
    cl.fill_rect(Rect::new(r.x + r.w - 1, r.y + 1, 1, r.h - 2), BOX_EDGE);
    if let Some(f) = font {
        box_text(&mut cl, b, r, LINE_STEP, &|x, y| (x, y), f);
    }
}

/// A box's lines in `f`, in the box as it lands on `c` (`r`), with lines `step` apart and
/// each line's anchor placed by `at` (from the window's coordinates to `c`'s). A font too
/// wide for the box or too tall for the lines' spacing gives way to the built-in one at its
/// smallest, and text never leaves its box.
fn box_text(
    c: &mut impl Canvas,
    b: &TextBox,
    r: Rect,
    step: i32,
    at: &dyn Fn(i32, i32) -> (i32, i32),
    f: &Font<'_>,
) {
    // The box's lines stand where the original's do.
    let fits = |f: &Font<'_>| {
        f.height() <= step - 3
            && b.lines.iter().all(|l| {
                let (_, y) = at(b.at.x + l.x, b.at.y + l.y);
                f.width(&l.text) <= r.w - 4 && y - r.y + f.height() <= r.h - 2
            })
    };
    let small = Font::Builtin { scale: 1 };
    let f = if fits(f) { f } else { &small };
    let mut inner = Window::clip_to(c, r);
    for l in &b.lines {
        let (x, y) = at(b.at.x + l.x, b.at.y + l.y);
        inner.mark(Mark::Role(Role::Body));
        f.draw_centred(&mut inner, x, y, BOX_TEXT, &l.text);
    }
}

/// The boxes' text of a paint shown enlarged in `window` ([`crate::gfx::scale`]), drawn on
/// the screen over the enlarged picture, unscaled, so that it stays crisp: the picture is
/// painted without it (`font` `None` in [`paint`]), and each line is put at its anchor's
/// place in the window, cut to its box and the box's clip as they land there.
pub fn paint_text(
    c: &mut impl Canvas,
    sim: &Sim,
    paint: &Paint<'_>,
    font: &Font<'_>,
    window: Rect,
) {
    let size = (ORIGINAL_W, ORIGINAL_H);
    let at = |x: i32, y: i32| scale::map_point(size, window, x, y);
    let step = scale::map_rect(size, window, Rect::new(0, 0, 1, LINE_STEP)).h;
    let boxes = text_boxes(sim, paint);
    for (i, b) in boxes.iter().enumerate() {
        // A box a later one covers (the loading box under the banner's) shows none of
        // its text, as in the 1:1 picture.
        let covered = boxes[i + 1..].iter().any(|o| {
            let shown = o.at.intersect(&o.clip);
            shown.intersect(&b.at) == b.at
        });
        if covered {
            continue;
        }
        let r = scale::map_rect(size, window, b.at);
        let clip = scale::map_rect(size, window, b.clip);
        let mut cl = Window::clip_to(&mut *c, clip);
        cl.mark(Mark::Panel(r));
        box_text(&mut cl, b, r, step, &at, font);
    }
}
