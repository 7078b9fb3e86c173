//! The title screen: the game's name over a little scene with a bouncing ball.

use super::{SCREEN_H, SCREEN_W};
use crate::gfx::{draw_text, draw_text_centred, hex, Canvas, Color32, Rect};
use crate::input::Buttons;

const SKY_TOP: Color32 = hex(0x1B2A4A);
const SKY_BANDS: [Color32; 4] = [hex(0x22365E), hex(0x2A4372), hex(0x345188), hex(0x3F609E)];
const BRICK: Color32 = hex(0xB5502D);
const BRICK_DARK: Color32 = hex(0x7A3019);
const MORTAR: Color32 = hex(0xD9A066);
const BALL: Color32 = hex(0xE23B3B);
const BALL_SHINE: Color32 = hex(0xFFB0A0);
const TITLE: Color32 = hex(0xFFD23F);
const TITLE_SHADOW: Color32 = hex(0x5A1E0E);
const TEXT: Color32 = hex(0xF4F4F4);
const DIM: Color32 = hex(0x9FB3D9);

const GROUND_Y: i32 = 224;
const BALL_R: i32 = 12;

/// TitleArt screen state: the bouncing ball, in sixteenths of a pixel.
pub struct TitleArt {
    x: i32,
    y: i32,
    vx: i32,
    vy: i32,
}

impl Default for TitleArt {
    fn default() -> Self {
        Self::new()
    }
}

impl TitleArt {
    /// The ball's centre in screen pixels.
    pub fn ball(&self) -> (i32, i32) {
        (self.x / 16, self.y / 16)
    }

    /// The ball at its start, rolling right.
    pub fn new() -> Self {
        TitleArt {
            x: 60 * 16,
            y: 120 * 16,
            vx: 30,
            vy: 0,
        }
    }

    /// One frame of the ball's bounce (the buttons do not steer it).
    pub fn update(&mut self, _pressed: Buttons) {
        self.vy += 6;
        self.x += self.vx;
        self.y += self.vy;
        let floor = (GROUND_Y - BALL_R) * 16;
        if self.y > floor {
            self.y = floor;
            self.vy = -self.vy.abs() * 15 / 16;
            if self.vy > -100 {
                self.vy = -150; // keep it bouncing forever
            }
        }
        let (left, right) = (BALL_R * 16, (SCREEN_W - BALL_R) * 16);
        if self.x < left || self.x > right {
            self.vx = -self.vx;
            self.x = self.x.clamp(left, right);
        }
    }

    /// Draws the scene at `frame` (the prompt blinks every half second).
    pub fn draw(&self, c: &mut impl Canvas, frame: u32) {
        draw_backdrop(c, self.x / 16, self.y / 16);
        if (frame / 30).is_multiple_of(2) {
            draw_text_centred(c, SCREEN_W / 2, 150, 3, TEXT, "PRESS START");
        }
        let v = crate::VERSION;
        let mut buf = [0u8; 24];
        let label = version_label(&mut buf, v);
        draw_text(c, 6, SCREEN_H - 12, 1, MORTAR, label);
    }
}

/// The title scene without prompts: sky, bricks, the ball at `(bx, by)` and the name. Also
/// the XMB background picture.
pub fn draw_backdrop(c: &mut impl Canvas, bx: i32, by: i32) {
    let (w, _) = c.size();
    c.fill_rect(Rect::new(0, 0, w, SCREEN_H), SKY_TOP);
    for (i, band) in SKY_BANDS.iter().enumerate() {
        let y = 40 + 46 * i as i32;
        c.fill_rect(Rect::new(0, y, w, GROUND_Y - y), *band);
    }
    draw_ground(c, GROUND_Y);
    draw_ball(c, bx, by);
    draw_text_centred(c, w / 2 + 3, NAME_Y + 3, NAME_SCALE, TITLE_SHADOW, NAME);
    draw_text_centred(c, w / 2, NAME_Y, NAME_SCALE, TITLE, NAME);
    draw_text_centred(c, w / 2, SUB_Y, SUB_SCALE, DIM, SUBTITLE);
}

const NAME: &str = "BOUNCE BACK";
const NAME_Y: i32 = 18;
const NAME_SCALE: i32 = 5;
const SUBTITLE: &str = "A PSP PORT";
const SUB_Y: i32 = 62;
const SUB_SCALE: i32 = 2;

/// Where [`draw_backdrop`] puts the name (with its shadow) and the subtitle on the screen:
/// screens over the scene lay out below them.
pub const NAME_LINES: [Rect; 2] = [
    centred(NAME, NAME_Y, NAME_SCALE, 3),
    centred(SUBTITLE, SUB_Y, SUB_SCALE, 0),
];

/// The rectangle `text` fills, centred on the screen at `y` in the built-in font at
/// `scale`, `shadow` pixels more down and right.
const fn centred(text: &str, y: i32, scale: i32, shadow: i32) -> Rect {
    let w = (text.len() as i32 * crate::gfx::font::CELL_W - 1) * scale;
    Rect::new(SCREEN_W / 2 - w / 2, y, w + shadow, 7 * scale + shadow)
}

/// The 144x80 XMB icon: the name over bricks, with the ball.
pub fn draw_icon(c: &mut impl Canvas) {
    let (w, h) = c.size();
    c.fill_rect(Rect::new(0, 0, w, h), SKY_BANDS[1]);
    c.fill_rect(Rect::new(0, 0, w, 20), SKY_TOP);
    draw_ground(c, h - 17);
    draw_ball(c, w - 22, h - 17 - BALL_R);
    draw_text(c, 8, 8, 3, TITLE_SHADOW, "BOUNCE");
    draw_text(c, 6, 6, 3, TITLE, "BOUNCE");
    draw_text(c, 8, 34, 3, TITLE_SHADOW, "BACK");
    draw_text(c, 6, 32, 3, TITLE, "BACK");
}

fn version_label<'a>(buf: &'a mut [u8; 24], v: &str) -> &'a str {
    let mut n = 0;
    for b in b"V".iter().chain(v.as_bytes()).take(buf.len()) {
        buf[n] = *b;
        n += 1;
    }
    core::str::from_utf8(&buf[..n]).unwrap_or("")
}

fn draw_ground(c: &mut impl Canvas, top: i32) {
    let (w, h) = c.size();
    c.fill_rect(Rect::new(0, top, w, h - top), MORTAR);
    for row in 0..(h - top + 15) / 16 {
        let y = top + 1 + row * 16;
        let shift = if row % 2 == 0 { 0 } else { 16 };
        let mut x = -shift;
        while x < w {
            c.fill_rect(Rect::new(x + 1, y, 30, 15), BRICK);
            c.fill_rect(Rect::new(x + 1, y + 12, 30, 3), BRICK_DARK);
            x += 32;
        }
    }
}

fn draw_ball(c: &mut impl Canvas, cx: i32, cy: i32) {
    disc(c, cx + 3, cy + 3, BALL_R, hex(0x10182A));
    disc(c, cx, cy, BALL_R, BALL);
    disc(c, cx - 4, cy - 4, 4, BALL_SHINE);
}

/// A filled disc of radius `r` centred on `(cx, cy)`, one span per row.
fn disc(c: &mut impl Canvas, cx: i32, cy: i32, r: i32, color: Color32) {
    for dy in -r..=r {
        let mut half = 0;
        while (half + 1) * (half + 1) + dy * dy <= r * r {
            half += 1;
        }
        c.fill_rect(Rect::new(cx - half, cy + dy, 2 * half + 1, 1), color);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gfx::Frame;

    #[test]
    fn ball_stays_on_screen_and_keeps_bouncing() {
        let mut t = TitleArt::new();
        let mut lowest = i32::MIN;
        let mut highest = i32::MAX;
        for _ in 0..2000 {
            t.update(Buttons::NONE);
            let (x, y) = (t.x / 16, t.y / 16);
            assert!((BALL_R..=SCREEN_W - BALL_R).contains(&x));
            lowest = lowest.max(y);
            highest = highest.min(y);
        }
        assert_eq!(lowest, GROUND_Y - BALL_R);
        assert!(
            highest < GROUND_Y - 60,
            "the ball should still bounce: {highest}"
        );
    }

    #[test]
    fn title_is_drawn_in_our_colours() {
        let mut buf = std::vec![0u32; (SCREEN_W * SCREEN_H) as usize];
        let mut f = Frame::new(&mut buf, SCREEN_W, SCREEN_H, SCREEN_W as usize).unwrap();
        TitleArt::new().draw(&mut f, 0);
        let count = |p: Color32| buf.iter().filter(|&&q| q == p).count();
        assert!(count(TITLE) > 1000, "title text");
        assert!(count(TEXT) > 300, "press start");
        assert!(count(BALL) > 200, "ball");
        assert_eq!(
            buf.iter().filter(|&&p| p >> 24 != 0xFF).count(),
            0,
            "opaque"
        );
    }

    #[test]
    fn version_label_fits() {
        let mut b = [0u8; 24];
        assert_eq!(version_label(&mut b, "0.1.0"), "V0.1.0");
    }
}
