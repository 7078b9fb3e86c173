//! The in-game HUD laid out for a wide screen: hoops left, lives, the power bar and the
//! score, in a strip along the bottom.

use super::{draw_text, hex, Canvas, Rect};
use crate::res::Resources;
use crate::sim::Sim;

/// Height of the HUD strip.
pub const HEIGHT: i32 = 24;

const BACK: u32 = hex(0x1A1A28);
const EDGE: u32 = hex(0x4A4A66);
const TEXT: u32 = hex(0xF4F4F4);
const GOLD: u32 = hex(0xFFD23F);
const POWER: u32 = hex(0x7FFF00);

/// Draws the HUD into `area` (the full width, [`HEIGHT`] tall).
pub fn draw(c: &mut impl Canvas, res: &Resources<'_>, sim: &Sim, area: Rect) {
    c.fill_rect(area, BACK);
    c.fill_rect(Rect::new(area.x, area.y, area.w, 1), EDGE);
    let y = area.y + 5;
    // Hoops left: the HUD hoop icon per hoop, or a count when there are many.
    let mut x = area.x + 8;
    if let Some(icon) = res.pictures("ic").and_then(|p| p.get(2)).map(|p| p.image()) {
        let n = sim.hoops_left.max(0);
        if n <= 12 {
            for _ in 0..n {
                c.blit(
                    &icon,
                    Rect::new(0, 0, icon.width, icon.height),
                    x,
                    area.y + 4,
                );
                x += icon.width + 3;
            }
        } else {
            c.blit(
                &icon,
                Rect::new(0, 0, icon.width, icon.height),
                x,
                area.y + 4,
            );
            x += icon.width + 4;
            draw_number(c, x, y + 2, sim.hoops_left, GOLD);
        }
    }
    // The power bar: powerTimer / 18, at most 25 units.
    let v = sim.ball.power_bar.clamp(0, 25);
    if v > 0 {
        let bar = Rect::new(area.x + 180, area.y + 8, 4 * v, 8);
        c.fill_rect(Rect::new(bar.x - 1, bar.y - 1, 102, 10), EDGE);
        c.fill_rect(bar, POWER);
    }
    // Score and lives on the right.
    let mut buf = [0u8; 16];
    let score = format_int(&mut buf, sim.stats.score);
    let sw = super::font::text_width(score) * 2;
    draw_text(c, area.x + area.w - 80 - sw, y, 2, TEXT, score);
    if let Some(ball) = res.ball_sprites.first().map(|p| p.image()) {
        c.blit(
            &ball,
            Rect::new(0, 0, ball.width, ball.height),
            area.x + area.w - 56,
            area.y + 4,
        );
    }
    let mut buf2 = [0u8; 16];
    let lives = format_int(&mut buf2, sim.stats.lives.max(0));
    draw_text(c, area.x + area.w - 36, y, 2, GOLD, "x");
    draw_text(c, area.x + area.w - 24, y, 2, GOLD, lives);
}

fn draw_number(c: &mut impl Canvas, x: i32, y: i32, n: i32, color: u32) {
    let mut buf = [0u8; 16];
    let s = format_int(&mut buf, n);
    draw_text(c, x, y, 2, color, s);
}

/// Formats a non-negative integer into `buf` (negative values show as 0).
pub fn format_int(buf: &mut [u8; 16], n: i32) -> &str {
    let mut v = n.max(0) as u32;
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 || i == 0 {
            break;
        }
    }
    core::str::from_utf8(&buf[i..]).unwrap_or("0")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers() {
        let mut b = [0u8; 16];
        assert_eq!(format_int(&mut b, 0), "0");
        assert_eq!(format_int(&mut b, 1234567), "1234567");
        assert_eq!(format_int(&mut b, -5), "0");
        assert_eq!(format_int(&mut b, i32::MAX), "2147483647");
    }
}
