//! Drawing a frame into a target.
//!
//! The core draws through the small [`Canvas`] boundary: filled rectangles and image blits.
//! The host implements it in software ([`Frame`], also usable over a PSP framebuffer); a GPU
//! back end can implement the same two calls with sprites. Everything above this boundary
//! (layers, camera, HUD, menus) is shared by every platform.

pub mod font;
mod frame;

pub use frame::Frame;

/// A pixel in the PSP's 32-bit layout: bytes R, G, B, A in memory, so the `u32` reads
/// `0xAABBGGRR` on the little-endian PSP and host.
pub type Pixel = u32;

/// An opaque colour from 8-bit channels.
pub const fn rgb(r: u8, g: u8, b: u8) -> Pixel {
    rgba(r, g, b, 0xFF)
}

/// A colour with alpha (0 transparent, 255 opaque).
pub const fn rgba(r: u8, g: u8, b: u8, a: u8) -> Pixel {
    (a as u32) << 24 | (b as u32) << 16 | (g as u32) << 8 | r as u32
}

/// An opaque colour from a `0xRRGGBB` value, the way the original's resources store them.
pub const fn hex(rgb24: u32) -> Pixel {
    rgb((rgb24 >> 16) as u8, (rgb24 >> 8) as u8, rgb24 as u8)
}

/// The channels `(r, g, b, a)` of a pixel.
pub const fn channels(p: Pixel) -> (u8, u8, u8, u8) {
    (p as u8, (p >> 8) as u8, (p >> 16) as u8, (p >> 24) as u8)
}

/// `src` over `dst` with `src`'s alpha; the result is opaque when `dst` is.
pub fn blend(dst: Pixel, src: Pixel) -> Pixel {
    let a = src >> 24;
    match a {
        0 => dst,
        0xFF => src,
        _ => {
            let (sr, sg, sb, _) = channels(src);
            let (dr, dg, db, da) = channels(dst);
            let mix = |s: u8, d: u8| ((s as u32 * a + d as u32 * (255 - a) + 127) / 255) as u8;
            rgba(mix(sr, dr), mix(sg, dg), mix(sb, db), da.max(a as u8))
        }
    }
}

/// A rectangle in pixels; empty when `w` or `h` is not positive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Rect {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
}

impl Rect {
    pub const fn new(x: i32, y: i32, w: i32, h: i32) -> Self {
        Rect { x, y, w, h }
    }

    pub const fn is_empty(&self) -> bool {
        self.w <= 0 || self.h <= 0
    }

    /// The overlap of two rectangles (possibly empty).
    pub fn intersect(&self, o: &Rect) -> Rect {
        let x0 = self.x.max(o.x);
        let y0 = self.y.max(o.y);
        let x1 = (self.x.saturating_add(self.w)).min(o.x.saturating_add(o.w));
        let y1 = (self.y.saturating_add(self.h)).min(o.y.saturating_add(o.h));
        Rect::new(x0, y0, x1 - x0, y1 - y0)
    }
}

/// A read-only image in [`Pixel`] format, row-major, `width * height` pixels.
#[derive(Clone, Copy, Debug)]
pub struct Image<'a> {
    pub width: i32,
    pub height: i32,
    pub pixels: &'a [Pixel],
}

impl<'a> Image<'a> {
    /// An image over `pixels`, or `None` when the slice does not hold `width * height`.
    pub fn new(width: i32, height: i32, pixels: &'a [Pixel]) -> Option<Self> {
        let n = usize::try_from(width).ok()? * usize::try_from(height).ok()?;
        (pixels.len() == n).then_some(Image {
            width,
            height,
            pixels,
        })
    }
}

/// The drawing boundary every platform implements.
pub trait Canvas {
    /// Size of the target in pixels.
    fn size(&self) -> (i32, i32);

    /// Fills `r` (clipped to the target) with `color`; alpha below 255 blends.
    fn fill_rect(&mut self, r: Rect, color: Pixel);

    /// Draws the part `src` of `img` with its top-left at `(dx, dy)`, honouring the image's
    /// per-pixel alpha. Parts outside the image or the target are skipped.
    fn blit(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32);
}

/// Draws `text` with the built-in font, each font pixel a `scale`x`scale` square.
pub fn draw_text(c: &mut impl Canvas, x: i32, y: i32, scale: i32, color: Pixel, text: &str) {
    let mut cx = x;
    for ch in text.chars() {
        if ch == '\n' {
            continue;
        }
        for (row, bits) in font::glyph(ch).iter().enumerate() {
            let mut col = 0;
            while col < 5 {
                // Merge runs of set bits into one rectangle.
                if bits & (0x10 >> col) != 0 {
                    let start = col;
                    while col < 5 && bits & (0x10 >> col) != 0 {
                        col += 1;
                    }
                    c.fill_rect(
                        Rect::new(
                            cx + start * scale,
                            y + row as i32 * scale,
                            (col - start) * scale,
                            scale,
                        ),
                        color,
                    );
                } else {
                    col += 1;
                }
            }
        }
        cx += font::CELL_W * scale;
    }
}

/// Draws `text` centred horizontally on `cx`.
pub fn draw_text_centred(
    c: &mut impl Canvas,
    cx: i32,
    y: i32,
    scale: i32,
    color: Pixel,
    text: &str,
) {
    let w = font::text_width(text) * scale;
    draw_text(c, cx - w / 2, y, scale, color, text);
}
