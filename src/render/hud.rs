//! The in-game HUD laid out for the PSP's wide screen: a strip along the bottom with the
//! hoops left, the power bar, the score and the lives. It uses the pack's HUD pictures
//! (`ic` 0 the strip, 1 the lives digits, 2 the hoop icon) and falls back to plain shapes.
//!
//! The icons and the digit are drawn masked ([`blit_masked`]): art made for the
//! original's blue strip keeps its background off this one.
//!
//! The strip's bottom 480 x 24 has three trays: hoops at x 4 to 171, the power bar's trough
//! at x 179 to 282 (y 7 to 16), score and lives at x 292 to 475.

use crate::gfx::text::Font;
use crate::gfx::{blit_masked, draw_text, font, hex, Canvas, Image, Mark, Rect, Role, SCREEN_W};
use crate::res::Resources;
use crate::sim::Sim;
use core::fmt::Write as _;

/// Height of the HUD strip.
pub const HEIGHT: i32 = 24;

const BACK: u32 = hex(0x1A1A28);
const EDGE: u32 = hex(0x4A4A66);
const TEXT: u32 = hex(0xF4F4F4);
const GOLD: u32 = hex(0xFFD23F);
const POWER: u32 = hex(0x7FFF00);
/// The empty power trough's label, and its ink.
const POWER_LABEL: &str = "POWER";
const LABEL: u32 = hex(0x9AA2BA);
/// The inside of the trough drawn when the set has no wide strip.
const TROUGH: u32 = hex(0x0C0C16);
/// The simulation's ticks in a second (docs/RULES.md §3: 50 ms a tick).
const TICKS_PER_SECOND: i32 = 20;

/// The timed powers' names: the F-form, speed, high jump, reverse gravity.
pub const POWER_NAMES: [&str; 4] = ["F BALL", "SPEED", "HIGH JUMP", "REVERSE GRAVITY"];

/// The power the bar is measuring, by its name (Help's guide names it the same), and its
/// ticks left: the F-form's timer while it runs (the bar follows it then, docs/RULES.md
/// §4.3 step 6), else the one power of speed, high jump and reverse gravity that runs.
pub fn running(sim: &Sim) -> Option<(&'static str, i32)> {
    let b = sim.ball();
    let [f, speed, jump, gravity] = POWER_NAMES;
    if b.f_form_timer > 0 {
        return Some((f, b.f_form_timer));
    }
    if b.power_timer <= 0 {
        return None;
    }
    let name = if b.speed_boost {
        speed
    } else if b.jump_boost {
        jump
    } else if b.reverse_gravity {
        gravity
    } else {
        return None;
    };
    Some((name, b.power_timer))
}

fn pic<'a>(res: &'a Resources<'_>, k: usize) -> Option<Image<'a>> {
    res.pictures("ic")?.get(k).map(|p| p.image())
}

/// Draws the HUD into `area` (the full width, [`HEIGHT`] tall); the pack's strip is used when it
/// spans the screen. A taller strip shows its bottom [`HEIGHT`] rows: ours is 29 rows, as
/// many as the original's window gives its HUD, with the trays in the bottom 24.
pub fn draw(c: &mut impl Canvas, res: &Resources<'_>, sim: &Sim, area: Rect) {
    let strip = pic(res, 0).filter(|s| s.width() >= SCREEN_W && s.height() >= HEIGHT);
    match strip {
        Some(strip) => c.blit(
            &strip,
            Rect::new(0, strip.height() - HEIGHT, area.w, HEIGHT),
            area.x,
            area.y,
        ),
        None => {
            c.fill_rect(area, BACK);
            c.fill_rect(Rect::new(area.x, area.y, area.w, 1), EDGE);
        }
    }
    // Hoops left: an icon each while they fit the tray, else one icon and the count.
    let hoops = sim.hoops_left().max(0);
    if let Some(icon) = pic(res, 2) {
        let step = icon.width() + 2;
        let y = area.y + (HEIGHT - icon.height()) / 2;
        let fits = 167 / step.max(1);
        let shown = if hoops <= fits { hoops } else { 1 };
        for k in 0..shown {
            // Masked: art made for another strip (the original's blue) shows no box.
            blit_masked(
                c,
                &icon,
                Rect::new(0, 0, icon.width(), icon.height()),
                area.x + 6 + k * step,
                y,
            );
        }
        if hoops > fits {
            draw_number(c, area.x + 10 + step, area.y + 5, hoops, GOLD);
        }
    }
    // The power bar: powerTimer / 18, at most 25 units, in the trough: the strip's own, or
    // one drawn like it when the set has no wide strip (the gauge is always there). The
    // empty trough says what it is for, a running power is named above it with the seconds
    // it has left (docs/UI.md: no unlabelled gauge).
    let trough = Rect::new(area.x + 179, area.y + 6, 104, 12);
    let inside = match strip {
        // The trough's inside made its own colour again (as the art has it), so that the
        // label stands on one colour, in a panel that holds it.
        Some(strip) => strip.pixel(230, strip.height() - HEIGHT + 11) | 0xFF00_0000,
        None => {
            c.fill_rect(trough, EDGE);
            TROUGH
        }
    };
    let v = sim.ball().power_bar.clamp(0, 25);
    c.mark(Mark::Panel(trough));
    c.fill_rect(Rect::new(trough.x + 1, area.y + 8, trough.w - 2, 8), inside);
    let f = Font::Builtin { scale: 1 };
    if v > 0 {
        c.fill_rect(Rect::new(area.x + 180, area.y + 8, 4 * v, 8), POWER);
    } else {
        c.mark(Mark::Role(Role::Fine));
        f.draw(
            c,
            trough.x + (trough.w - f.width(POWER_LABEL)) / 2,
            area.y + 8,
            LABEL,
            POWER_LABEL,
        );
    }
    if let Some((name, ticks)) = running(sim) {
        let mut left: heapless::String<16> = heapless::String::new();
        let _ = write!(
            left,
            "{} S",
            (ticks + TICKS_PER_SECOND - 1) / TICKS_PER_SECOND
        );
        let (wn, gap) = (f.width(name), f.width("  "));
        let w = wn + gap + f.width(&left) + 12;
        let tab = Rect::new(trough.x + (trough.w - w) / 2, area.y - 12, w, 13);
        c.mark(Mark::Panel(tab));
        c.fill_rect(tab, EDGE);
        c.fill_rect(Rect::new(tab.x + 1, tab.y + 1, tab.w - 2, tab.h - 1), BACK);
        c.mark(Mark::Role(Role::Fine));
        f.draw(c, tab.x + 6, tab.y + 3, TEXT, name);
        c.mark(Mark::Role(Role::Fine));
        f.draw(c, tab.x + 6 + wn + gap, tab.y + 3, GOLD, &left);
    }
    // Score, then the lives: the ball sprite and a digit from the digit strip.
    let mut buf = [0u8; 16];
    let score = format_int(&mut buf, sim.stats().score);
    let sw = font::text_width(score) * 2;
    draw_text(c, area.x + 420 - sw, area.y + 5, 2, TEXT, score);
    if let Some(ball) = res.ball_sprites.first().map(|p| p.image()) {
        c.blit(
            &ball,
            Rect::new(0, 0, ball.width(), ball.height()),
            area.x + 430,
            area.y + 4,
        );
    }
    let lives = sim.stats().lives.clamp(0, 9);
    match pic(res, 1).filter(|d| d.height() >= 160) {
        Some(digits) => blit_masked(
            c,
            &digits,
            Rect::new(0, 16 * lives, digits.width(), 16),
            area.x + 452,
            area.y + 4,
        ),
        None => {
            let mut b = [0u8; 16];
            draw_text(
                c,
                area.x + 452,
                area.y + 5,
                2,
                GOLD,
                format_int(&mut b, lives),
            );
        }
    }
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
