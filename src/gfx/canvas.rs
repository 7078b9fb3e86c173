//! The drawing boundary. The core draws through two calls, filled rectangles and image
//! blits: the host implements them in software ([`super::Frame`], also usable over a PSP
//! framebuffer), the PSP's GPU back end with sprites. Everything above this boundary
//! (layers, camera, HUD, menus) is shared by every platform.

use super::{Image, Pixel, Rect};

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
    /// the picture as it is, see [`super::modulate`]); used for coloured text from a white
    /// font sheet.
    fn blit_tinted(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32, tint: Pixel);

    /// What follows is the frame's last layer (the performance overlay): a back end that
    /// keeps room for it in a bounded command list frees that room now.
    fn last_layer(&mut self) {}
}
