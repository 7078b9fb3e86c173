//! A small picture (the original's 176 x 208) shown larger: where its window goes on the
//! screen, and the software reference of how the PSP's GPU fills it.
//!
//! The GPU draws the picture into a texture in VRAM, then draws that texture as one sprite
//! over the window with its bilinear filter. [`Filter::Smooth`] is that filter alone.
//! [`Filter::Sharp`] is "sharp bilinear": the picture is drawn into the texture enlarged by a
//! whole factor ([`Filter::prescale`], each pixel a block of that many texels, exactly), and
//! the filter brings it down to the window's size, so that only the texels along a block's
//! edge are blended and every source pixel keeps (within a pixel) the same width.
//!
//! [`scale_into`] computes, in integers, what the GPU's filter computes (the one PPSSPP's
//! software renderer models): a pixel's centre mapped to the texture in 256ths of a texel,
//! the two texels about it taken with a weight in 16ths, the four weighted colours summed and
//! cut to 8 bits; texels past the picture's edge repeat its last ones (the GPU path copies
//! the last column and row one further before drawing). Hosts draw with it, so the host's
//! pictures are the PSP's up to the GPU's own rounding.

use super::{channels, rgb, Color32, Rect};

/// How the original's window is shown: the SCREEN option.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Scale {
    /// Pixel for pixel, as the phone showed it.
    #[default]
    One,
    /// Fitted to the screen's height, each pixel a crisp block blended only at its edges.
    Sharp,
    /// Fitted to the screen's height with a plain linear filter.
    Smooth,
}

/// Texels a GPU texture may hold along each side.
pub const MAX_TEXTURE: i32 = 512;

impl Scale {
    /// Every setting, in the order the option steps through them.
    pub const ALL: [Scale; 3] = [Scale::One, Scale::Sharp, Scale::Smooth];

    /// The setting's name as the options show it.
    pub const fn name(self) -> &'static str {
        match self {
            Scale::One => "1:1",
            Scale::Sharp => "SHARP",
            Scale::Smooth => "SMOOTH",
        }
    }

    /// The filter that enlarges the picture (none at 1:1).
    pub const fn filter(self) -> Option<Filter> {
        match self {
            Scale::One => None,
            Scale::Sharp => Some(Filter::Sharp),
            Scale::Smooth => Some(Filter::Smooth),
        }
    }

    /// The next setting (after the last, the first).
    pub fn next(self) -> Scale {
        let i = Scale::ALL.iter().position(|&s| s == self).unwrap_or(0);
        Scale::ALL[(i + 1) % Scale::ALL.len()]
    }

    /// The setting before this one (before the first, the last).
    pub fn prev(self) -> Scale {
        let i = Scale::ALL.iter().position(|&s| s == self).unwrap_or(0);
        Scale::ALL[(i + Scale::ALL.len() - 1) % Scale::ALL.len()]
    }

    /// The window a `picture`-sized picture fills on a `screen`-sized screen, centred: the
    /// picture's own size at 1:1 (or the screen's, if smaller), else as high as the screen
    /// (or as wide, if that is narrower) with the picture's aspect kept, rounded to the
    /// nearest pixel.
    pub const fn window(self, screen: (i32, i32), picture: (i32, i32)) -> Rect {
        let (sw, sh) = screen;
        let (pw, ph) = picture;
        let (w, h) = match self {
            Scale::One => (min(pw, sw), min(ph, sh)),
            Scale::Sharp | Scale::Smooth => {
                if pw <= 0 || ph <= 0 {
                    (0, 0)
                } else if (pw as i64) * (sh as i64) <= (sw as i64) * (ph as i64) {
                    (div_round(pw as i64 * sh as i64, ph as i64), sh)
                } else {
                    (sw, div_round(ph as i64 * sw as i64, pw as i64))
                }
            }
        };
        Rect::new((sw - w) / 2, (sh - h) / 2, w, h)
    }
}

const fn min(a: i32, b: i32) -> i32 {
    if a < b {
        a
    } else {
        b
    }
}

const fn div_round(n: i64, d: i64) -> i32 {
    ((2 * n + d) / (2 * d)) as i32
}

/// How the GPU's texture of the picture is brought to the window's size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Filter {
    /// A whole-factor nearest prescale, then the linear filter down (sharp bilinear).
    Sharp,
    /// The linear filter on the picture itself.
    Smooth,
}

impl Filter {
    /// The whole factor the picture is drawn enlarged by in the texture: 1 for
    /// [`Filter::Smooth`]; for [`Filter::Sharp`] the smallest whole factor at least the
    /// window's, so that the filter only ever shrinks, but no larger than a texture holds
    /// ([`MAX_TEXTURE`], with the extra column and row the edge copy takes).
    pub const fn prescale(self, picture: (i32, i32), window: Rect) -> i32 {
        match self {
            Filter::Smooth => 1,
            Filter::Sharp => {
                let (pw, ph) = picture;
                if pw <= 0 || ph <= 0 {
                    return 1;
                }
                let kx = (window.w + pw - 1) / pw;
                let ky = (window.h + ph - 1) / ph;
                let mut k = if kx > ky { kx } else { ky };
                while k > 1 && (pw * k + 1 > MAX_TEXTURE || ph * k + 1 > MAX_TEXTURE) {
                    k -= 1;
                }
                if k < 1 {
                    1
                } else {
                    k
                }
            }
        }
    }
}

/// Where output pixel `i` of `n` samples a span of `texels` texels: the first of its two
/// texels (it may be -1 or `texels - 1`: the edge repeats) and the second one's weight in
/// 16ths. The pixel's centre, `(i + 1/2) * texels / n`, in 256ths of a texel, less half a
/// texel (texel centres lie at halves), then cut to 16ths.
pub const fn tap(i: i32, n: i32, texels: i32) -> (i32, i32) {
    if n <= 0 {
        return (0, 0);
    }
    let at = ((2 * i as i64 + 1) * texels as i64 * 256) / (2 * n as i64);
    let base = at as i32 - 128;
    (base >> 8, (base >> 4) & 15)
}

/// The picture `src` (`w` x `h`, rows `stride` apart) shown in `dst` by `filter`, written
/// into the pixels `out` (rows `out_stride` apart), only where `clip` (in `out`'s
/// coordinates) allows. Every pixel written is opaque.
#[allow(clippy::too_many_arguments)]
pub fn scale_into(
    src: &[Color32],
    (w, h): (i32, i32),
    stride: usize,
    filter: Filter,
    dst: Rect,
    out: &mut [Color32],
    out_stride: usize,
    clip: Rect,
) {
    if w <= 0 || h <= 0 || dst.is_empty() {
        return;
    }
    let k = filter.prescale((w, h), dst);
    let (tw, th) = (w * k, h * k);
    let area = dst.intersect(&clip);
    let px = |tx: i32, ty: i32| -> Color32 {
        let x = tx.clamp(0, tw - 1) / k;
        let y = ty.clamp(0, th - 1) / k;
        src.get(y as usize * stride + x as usize)
            .copied()
            .unwrap_or(0)
    };
    for oy in area.y..area.y + area.h {
        let (ty, fv) = tap(oy - dst.y, dst.h, th);
        let row = oy as usize * out_stride;
        for ox in area.x..area.x + area.w {
            let (tx, fu) = tap(ox - dst.x, dst.w, tw);
            let c = bilinear(
                [
                    px(tx, ty),
                    px(tx + 1, ty),
                    px(tx, ty + 1),
                    px(tx + 1, ty + 1),
                ],
                fu,
                fv,
            );
            if let Some(o) = out.get_mut(row + ox as usize) {
                *o = c;
            }
        }
    }
}

/// The four texels `[top-left, top-right, bottom-left, bottom-right]` weighted by `fu` and
/// `fv` 16ths towards the right and the bottom, each channel's sum cut to 8 bits; opaque.
pub fn bilinear(t: [Color32; 4], fu: i32, fv: i32) -> Color32 {
    let ch = |p: Color32| {
        let (r, g, b, _) = channels(p);
        [r as i32, g as i32, b as i32]
    };
    let (a, b, c, d) = (ch(t[0]), ch(t[1]), ch(t[2]), ch(t[3]));
    let mix = |n: usize| {
        let top = a[n] * (16 - fu) + b[n] * fu;
        let bot = c[n] * (16 - fu) + d[n] * fu;
        ((top * (16 - fv) + bot * fv) / 256) as u8
    };
    rgb(mix(0), mix(1), mix(2))
}

/// A rectangle of a `picture`-sized picture where it lands in `window`: each edge mapped
/// and rounded down, so rectangles that touch in the picture touch in the window.
pub const fn map_rect(picture: (i32, i32), window: Rect, r: Rect) -> Rect {
    let (x0, y0) = map_point(picture, window, r.x, r.y);
    let (x1, y1) = map_point(picture, window, r.x + r.w, r.y + r.h);
    Rect::new(x0, y0, x1 - x0, y1 - y0)
}

/// The point `(x, y)` of a `picture`-sized picture where it lands in `window` (rounded
/// down).
pub const fn map_point(picture: (i32, i32), window: Rect, x: i32, y: i32) -> (i32, i32) {
    let (pw, ph) = picture;
    if pw <= 0 || ph <= 0 {
        return (window.x, window.y);
    }
    (
        window.x + (x as i64 * window.w as i64).div_euclid(pw as i64) as i32,
        window.y + (y as i64 * window.h as i64).div_euclid(ph as i64) as i32,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_fills_the_screen_height_with_the_aspect_kept() {
        let one = Scale::One.window((480, 272), (176, 208));
        assert_eq!(one, Rect::new(152, 32, 176, 208));
        for s in [Scale::Sharp, Scale::Smooth] {
            assert_eq!(
                s.window((480, 272), (176, 208)),
                Rect::new(125, 0, 230, 272)
            );
        }
        // A wide picture meets the screen's sides first.
        assert_eq!(
            Scale::Sharp.window((480, 272), (400, 100)),
            Rect::new(0, 76, 480, 120)
        );
    }

    #[test]
    fn sharp_prescales_by_the_whole_factor_above_and_within_a_texture() {
        let win = Rect::new(125, 0, 230, 272);
        assert_eq!(Filter::Sharp.prescale((176, 208), win), 2);
        assert_eq!(Filter::Smooth.prescale((176, 208), win), 1);
        // 3x would need 529 texels: kept at 2.
        assert_eq!(
            Filter::Sharp.prescale((176, 176), Rect::new(0, 0, 500, 500)),
            2
        );
    }

    #[test]
    fn taps_of_an_exact_double_fall_on_texel_pairs() {
        // 2 texels a pixel: pixel i's centre is texel 2i + 1 exactly, half way.
        assert_eq!(tap(0, 4, 8), (0, 8));
        assert_eq!(tap(3, 4, 8), (6, 8));
        // 1:1: on the texel's centre, no weight on the next.
        assert_eq!(tap(5, 10, 10), (5, 0));
        // Enlarging: the first pixel reaches half a texel before the first.
        assert_eq!(tap(0, 4, 2), (-1, 12));
    }

    #[test]
    fn bilinear_weights_sixteenths_and_cuts() {
        let (black, white) = (rgb(0, 0, 0), rgb(255, 255, 255));
        assert_eq!(bilinear([black, white, black, white], 0, 0), black);
        assert_eq!(
            bilinear([black, white, black, white], 8, 3),
            rgb(127, 127, 127)
        );
        assert_eq!(
            bilinear([black, black, white, white], 0, 4),
            rgb(63, 63, 63)
        );
    }

    #[test]
    fn rectangles_map_edge_by_edge() {
        let win = Rect::new(125, 0, 230, 272);
        assert_eq!(map_rect((176, 208), win, Rect::new(0, 0, 176, 208)), win);
        let a = map_rect((176, 208), win, Rect::new(0, 0, 38, 94));
        let b = map_rect((176, 208), win, Rect::new(38, 94, 100, 20));
        assert_eq!((a.x + a.w, a.y + a.h), (b.x, b.y));
    }
}
