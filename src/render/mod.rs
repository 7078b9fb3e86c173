//! Drawing a frame into a target.
//!
//! The core draws through the small [`Canvas`] boundary: filled rectangles and image blits.
//! The host implements it in software ([`Frame`], also usable over a PSP framebuffer); a GPU
//! back end can implement the same two calls with sprites. Everything above this boundary
//! (layers, camera, HUD, menus) is shared by every platform.

pub mod budget;
pub mod font;
mod frame;
pub mod hud;
mod image;
mod pixel;
pub mod scene;
pub mod text;

pub use frame::Frame;
pub use image::Image;
pub use pixel::*;

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

/// The drawing boundary every platform implements.
pub trait Canvas {
    /// Size of the target in pixels.
    fn size(&self) -> (i32, i32);

    /// Fills `r` (clipped to the target) with `color`; alpha below 255 blends.
    fn fill_rect(&mut self, r: Rect, color: Pixel);

    /// Draws the part `src` of `img` with its top-left at `(dx, dy)`, honouring the image's
    /// per-pixel alpha. Parts outside the image or the target are skipped.
    fn blit(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32);

    /// Like [`Canvas::blit`], with every pixel's colour multiplied by `tint` (white keeps
    /// the picture as it is); used for coloured text from a white font sheet.
    fn blit_tinted(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32, tint: Pixel);

    /// What follows is the frame's last layer (the performance overlay): a back end that
    /// keeps room for it in a bounded command list frees that room now.
    fn last_layer(&mut self) {}
}

/// A colour multiplied channel by channel (alpha included) by a tint.
pub fn modulate(p: Pixel, tint: Pixel) -> Pixel {
    let (r, g, b, a) = channels(p);
    let (tr, tg, tb, ta) = channels(tint);
    let m = |x: u8, y: u8| ((x as u32 * y as u32 + 127) / 255) as u8;
    rgba(m(r, tr), m(g, tg), m(b, tb), m(a, ta))
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
