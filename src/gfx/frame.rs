//! The software canvas: a borrowed pixel buffer with a row stride, so the same code draws
//! into a host image or straight into a PSP framebuffer (stride 512).

use super::scale::{self, Filter};
use super::{blend, modulate, Canvas, Color32, Image, Rect};

/// A software [`Canvas`] over a borrowed buffer of `stride * height` pixels.
pub struct Frame<'a> {
    pixels: &'a mut [Color32],
    width: i32,
    height: i32,
    stride: usize,
    /// Where an enlarged picture is drawn before it is scaled ([`Canvas::picture`]).
    scratch: Option<&'a mut [Color32]>,
}

impl<'a> Frame<'a> {
    /// A frame over `pixels`; `None` unless `width <= stride` and the buffer holds
    /// `stride * height` pixels.
    pub fn new(pixels: &'a mut [Color32], width: i32, height: i32, stride: usize) -> Option<Self> {
        let w = usize::try_from(width).ok()?;
        let h = usize::try_from(height).ok()?;
        if w > stride || pixels.len() < stride.checked_mul(h)? {
            return None;
        }
        Some(Frame {
            pixels,
            width,
            height,
            stride,
            scratch: None,
        })
    }

    /// The frame with `scratch` to draw enlarged pictures in ([`Canvas::picture`]): one of
    /// `w x h` pixels needs `w * h` of it; a larger one is drawn unscaled.
    pub fn with_scratch(mut self, scratch: &'a mut [Color32]) -> Self {
        self.scratch = Some(scratch);
        self
    }

    /// The pixel at `(x, y)`, or `None` outside the frame.
    pub fn get(&self, x: i32, y: i32) -> Option<Color32> {
        if x < 0 || y < 0 || x >= self.width || y >= self.height {
            return None;
        }
        Some(self.pixels[y as usize * self.stride + x as usize])
    }

    /// One row of the visible frame.
    pub fn row(&self, y: usize) -> &[Color32] {
        let start = y * self.stride;
        &self.pixels[start..start + self.width as usize]
    }

    /// Sets every pixel to `color`.
    pub fn clear(&mut self, color: Color32) {
        for y in 0..self.height as usize {
            let start = y * self.stride;
            self.pixels[start..start + self.width as usize].fill(color);
        }
    }

    fn bounds(&self) -> Rect {
        Rect::new(0, 0, self.width, self.height)
    }
}

impl Canvas for Frame<'_> {
    fn size(&self) -> (i32, i32) {
        (self.width, self.height)
    }

    fn fill_rect(&mut self, r: Rect, color: Color32) {
        let r = r.intersect(&self.bounds());
        if r.is_empty() {
            return;
        }
        let opaque = color >> 24 == 0xFF;
        for y in r.y..r.y + r.h {
            let start = y as usize * self.stride + r.x as usize;
            let row = &mut self.pixels[start..start + r.w as usize];
            if opaque {
                row.fill(color);
            } else {
                for p in row {
                    *p = blend(*p, color);
                }
            }
        }
    }

    fn blit(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32) {
        self.blit_tinted(img, src, dx, dy, 0xFFFF_FFFF);
    }

    /// Drawn into the scratch buffer (cleared to transparent black first), then scaled
    /// into the frame by [`scale::scale_into`], the software reference of the GPU's
    /// filter.
    fn picture(
        &mut self,
        size: (i32, i32),
        dst: Rect,
        filter: Filter,
        paint: &mut dyn FnMut(&mut dyn Canvas),
    ) {
        let (w, h) = size;
        let n = (w.max(0) as usize) * (h.max(0) as usize);
        let Some(scratch) = self.scratch.take() else {
            return default_picture(self, size, dst, filter, paint);
        };
        if scratch.len() < n {
            self.scratch = Some(scratch);
            return default_picture(self, size, dst, filter, paint);
        }
        scratch[..n].fill(0);
        if let Some(mut f) = Frame::new(&mut scratch[..n], w, h, w as usize) {
            paint(&mut f);
        }
        let bounds = self.bounds();
        scale::scale_into(
            &scratch[..n],
            size,
            w as usize,
            filter,
            dst,
            self.pixels,
            self.stride,
            bounds,
        );
        self.scratch = Some(scratch);
    }

    fn blit_tinted(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32, tint: Color32) {
        // Clip the source to the image, then the destination to the frame.
        let src = src.intersect(&Rect::new(0, 0, img.width(), img.height()));
        let (dx, dy) = (dx + (src.x.max(0) - src.x), dy + (src.y.max(0) - src.y));
        let dst = Rect::new(dx, dy, src.w, src.h).intersect(&self.bounds());
        if dst.is_empty() {
            return;
        }
        let sx0 = src.x + (dst.x - dx);
        let sy0 = src.y + (dst.y - dy);
        for row in 0..dst.h {
            let s_start = (sy0 + row) as usize * img.stride() + sx0 as usize;
            let d_start = (dst.y + row) as usize * self.stride + dst.x as usize;
            let s = &img.indices()[s_start..s_start + dst.w as usize];
            let d = &mut self.pixels[d_start..d_start + dst.w as usize];
            for (d, i) in d.iter_mut().zip(s) {
                let mut p = img.palette().get(*i as usize).copied().unwrap_or(0);
                if tint != 0xFFFF_FFFF {
                    p = modulate(p, tint);
                }
                *d = blend(*d, p);
            }
        }
    }
}

/// [`Canvas::picture`]'s default for a frame without room to scale in.
fn default_picture(
    f: &mut Frame<'_>,
    size: (i32, i32),
    dst: Rect,
    _filter: Filter,
    paint: &mut dyn FnMut(&mut dyn Canvas),
) {
    let origin = (dst.x + (dst.w - size.0) / 2, dst.y + (dst.h - size.1) / 2);
    let mut cut = super::Window::clip_to(f, dst);
    let mut w = super::Window::new(&mut cut as &mut dyn Canvas, origin, size);
    paint(&mut w);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gfx::{draw_text, rgb, rgba};

    const BG: Color32 = rgb(0, 0, 0);
    const FG: Color32 = rgb(255, 255, 255);

    /// A frame's visible pixels as ASCII: `.` for the background, `#` for the foreground.
    fn ascii(f: &Frame<'_>) -> std::vec::Vec<std::string::String> {
        let (w, h) = f.size();
        let px: std::vec::Vec<Color32> = (0..h)
            .flat_map(|y| (0..w).map(move |x| (x, y)))
            .map(|(x, y)| f.get(x, y).unwrap())
            .collect();
        crate::gfx::testing::ascii(&px, w as usize, &[('.', BG), ('#', FG)])
    }

    #[test]
    fn rejects_buffers_that_are_too_small() {
        let mut buf = [0u32; 10];
        assert!(Frame::new(&mut buf, 4, 3, 4).is_none());
        assert!(Frame::new(&mut buf, 5, 2, 4).is_none());
        assert!(Frame::new(&mut buf, 5, 2, 5).is_some());
    }

    #[test]
    fn fill_is_clipped_and_respects_stride() {
        let mut buf = [BG; 8 * 3];
        let mut f = Frame::new(&mut buf, 5, 3, 8).unwrap();
        f.fill_rect(Rect::new(3, -1, 9, 3), FG);
        assert_eq!(ascii(&f), ["...##", "...##", "....."]);
        // Padding columns past the visible width stay untouched.
        assert_eq!(buf[5], BG);
    }

    #[test]
    fn blit_of_an_asymmetric_image_keeps_orientation_and_clips() {
        // An L shape: a symmetric pattern would hide swapped axes. Index 0 is
        // transparent, 1 the foreground; rows are 4 indices apart (stride padding).
        let palette = [0, FG];
        let idx = [1, 0, 0, 9, 1, 0, 0, 9, 1, 1, 1, 9];
        let img = Image::new(3, 3, 4, &idx, &palette).unwrap();
        assert!(Image::new(3, 3, 2, &idx, &palette).is_none());
        assert!(Image::new(3, 4, 4, &idx, &palette).is_none());
        let mut buf = [BG; 5 * 4];
        let mut f = Frame::new(&mut buf, 5, 4, 5).unwrap();
        f.blit(&img, Rect::new(0, 0, 3, 3), 1, 0);
        f.blit(&img, Rect::new(0, 1, 3, 2), 3, 2);
        assert_eq!(ascii(&f), [".#...", ".#...", ".###.", "...##"]);
    }

    #[test]
    fn half_alpha_blends_and_zero_alpha_skips() {
        let mut buf = [rgb(0, 0, 200); 2];
        let mut f = Frame::new(&mut buf, 2, 1, 2).unwrap();
        f.fill_rect(Rect::new(0, 0, 1, 1), rgba(0, 0, 0, 0));
        f.fill_rect(Rect::new(1, 0, 1, 1), rgba(0, 0, 0x7F, 0x7F));
        assert_eq!(buf[0], rgb(0, 0, 200));
        // (0x7F * 127 + 200 * 128) / 255 rounds to 164.
        assert_eq!(buf[1], rgb(0, 0, 164));
    }

    #[test]
    fn text_draws_the_glyph_rows() {
        let mut buf = [BG; 6 * 8];
        let mut f = Frame::new(&mut buf, 6, 8, 6).unwrap();
        draw_text(&mut f, 0, 0, 1, FG, "F");
        assert_eq!(
            ascii(&f),
            ["#####.", "#.....", "#.....", "####..", "#.....", "#.....", "#.....", "......"]
        );
    }

    #[test]
    fn a_picture_is_scaled_with_scratch_and_drawn_unscaled_without() {
        // A 2 x 1 picture (foreground, background) shown over a 3 x 2 rectangle at (1, 1).
        let mut paint = |c: &mut dyn Canvas| {
            c.fill_rect(Rect::new(0, 0, 2, 1), BG);
            c.fill_rect(Rect::new(0, 0, 1, 1), FG);
        };
        let dst = Rect::new(1, 1, 3, 2);
        let mut buf = [rgb(9, 9, 9); 6 * 4];
        let mut scratch = [0u32; 2];
        {
            let mut f = Frame::new(&mut buf, 6, 4, 6)
                .unwrap()
                .with_scratch(&mut scratch);
            f.picture((2, 1), dst, Filter::Sharp, &mut paint);
        }
        // Doubled (2 x 2 texels a pixel), then 4 texels brought to 3 columns: the outer
        // columns fall inside one pixel's block (crisp), the middle one on the blocks' edge
        // (half way); nothing lands outside the rectangle.
        let grey = rgb(127, 127, 127);
        let row = [rgb(9, 9, 9), FG, grey, BG, rgb(9, 9, 9), rgb(9, 9, 9)];
        assert_eq!(&buf[6..12], &row);
        assert_eq!(&buf[12..18], &row);
        assert!(buf[..6]
            .iter()
            .chain(&buf[18..])
            .all(|&p| p == rgb(9, 9, 9)));
        // Without scratch: 1:1 in the middle of the rectangle.
        let mut buf = [rgb(9, 9, 9); 6 * 4];
        {
            let mut f = Frame::new(&mut buf, 6, 4, 6).unwrap();
            f.picture((2, 1), dst, Filter::Sharp, &mut paint);
        }
        let mut want = [rgb(9, 9, 9); 6 * 4];
        want[6 + 1] = FG;
        want[6 + 2] = BG;
        assert_eq!(buf, want);
    }
}
