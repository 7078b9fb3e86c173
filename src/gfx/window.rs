//! A canvas seen through a window: drawing at `(x, y)` lands at `origin + (x, y)` of the
//! canvas beneath, and nothing lands outside the window's clip. This is how a picture
//! laid out for a smaller screen (the original's 176 x 208) is placed on a larger one, with
//! the same clipping a phone's `Graphics.setClip` gives.

use super::scale::Filter;
use super::{Canvas, Color32, Image, Mark, Rect};

/// `inner` seen through `clip` (in the window's own coordinates), the window's `(0, 0)`
/// at `origin` of `inner`.
pub struct Window<'c, C: Canvas + ?Sized> {
    inner: &'c mut C,
    origin: (i32, i32),
    clip: Rect,
}

impl<'c, C: Canvas + ?Sized> Window<'c, C> {
    /// A window of `size` at `origin` of `inner`, clipped to itself.
    pub fn new(inner: &'c mut C, origin: (i32, i32), size: (i32, i32)) -> Self {
        Window {
            inner,
            origin,
            clip: Rect::new(0, 0, size.0, size.1),
        }
    }

    /// `inner` itself (no offset) clipped to `clip`: MIDP's `setClip`.
    pub fn clip_to(inner: &'c mut C, clip: Rect) -> Self {
        Window {
            inner,
            origin: (0, 0),
            clip,
        }
    }

    /// The clip, in the window's coordinates.
    pub fn clip(&self) -> Rect {
        self.clip
    }

    /// Draws `f` with the clip narrowed to `r` (window coordinates), then restores it.
    pub fn clipped<R>(&mut self, r: Rect, f: impl FnOnce(&mut Self) -> R) -> R {
        let old = self.clip;
        self.clip = old.intersect(&r);
        let out = f(self);
        self.clip = old;
        out
    }

    /// The part of `src` that lands inside the clip when drawn at `(dx, dy)`, and where it
    /// lands on the canvas beneath; `None` when nothing does.
    fn place(&self, src: Rect, dx: i32, dy: i32) -> Option<(Rect, i32, i32)> {
        let dst = Rect::new(dx, dy, src.w, src.h).intersect(&self.clip);
        if dst.is_empty() {
            return None;
        }
        let part = Rect::new(src.x + dst.x - dx, src.y + dst.y - dy, dst.w, dst.h);
        Some((part, self.origin.0 + dst.x, self.origin.1 + dst.y))
    }
}

impl<C: Canvas + ?Sized> Canvas for Window<'_, C> {
    fn size(&self) -> (i32, i32) {
        (self.clip.x + self.clip.w, self.clip.y + self.clip.h)
    }

    fn fill_rect(&mut self, r: Rect, color: Color32) {
        let r = r.intersect(&self.clip);
        if !r.is_empty() {
            let at = Rect::new(self.origin.0 + r.x, self.origin.1 + r.y, r.w, r.h);
            self.inner.fill_rect(at, color);
        }
    }

    fn blit(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32) {
        if let Some((part, x, y)) = self.place(src, dx, dy) {
            self.inner.blit(img, part, x, y);
        }
    }

    fn blit_tinted(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32, tint: Color32) {
        if let Some((part, x, y)) = self.place(src, dx, dy) {
            self.inner.blit_tinted(img, part, x, y, tint);
        }
    }

    fn last_layer(&mut self) {
        self.inner.last_layer();
    }

    /// A glyph wholly inside the clip goes to the canvas beneath as a glyph; one the clip
    /// cuts, as rectangles (clipped here).
    fn builtin_glyph(&mut self, x: i32, y: i32, scale: i32, color: Color32, ch: char) {
        let cell = Rect::new(x, y, 5 * scale, 7 * scale);
        if cell.intersect(&self.clip) == cell {
            let (ox, oy) = self.origin;
            self.inner.builtin_glyph(x + ox, y + oy, scale, color, ch);
        } else {
            super::canvas::glyph_runs(self, x, y, scale, color, super::font::glyph(ch));
        }
    }

    /// The picture lands where the window puts `dst`, cut to the window's clip.
    fn picture(
        &mut self,
        size: (i32, i32),
        dst: Rect,
        filter: Filter,
        paint: &mut dyn FnMut(&mut dyn Canvas),
    ) {
        if dst.intersect(&self.clip) != dst {
            // Partly outside: the picture itself is cut by this window.
            let origin = (dst.x + (dst.w - size.0) / 2, dst.y + (dst.h - size.1) / 2);
            let mut w = Window::new(self as &mut dyn Canvas, origin, size);
            return paint(&mut w);
        }
        let at = Rect::new(self.origin.0 + dst.x, self.origin.1 + dst.y, dst.w, dst.h);
        self.inner.picture(size, at, filter, paint);
    }

    /// Marks are moved by the origin, not clipped: a layout check sees what the clip cuts.
    fn mark(&mut self, m: Mark) {
        let (ox, oy) = self.origin;
        let at = |r: Rect| Rect::new(r.x + ox, r.y + oy, r.w, r.h);
        self.inner.mark(match m {
            Mark::Text(r) => Mark::Text(at(r)),
            Mark::Panel(r) => Mark::Panel(at(r)),
            Mark::Title(r) => Mark::Title(at(r)),
            Mark::Dim(r) => Mark::Dim(at(r)),
            Mark::Modal(r) => Mark::Modal(at(r)),
            Mark::Keep(r) => Mark::Keep(at(r)),
            Mark::Cursor(r) => Mark::Cursor(at(r)),
            m @ (Mark::Ink { .. } | Mark::Role(_)) => m,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gfx::testing::TestCanvas;

    /// An asymmetric 3 x 2 picture: `a b c` over `d e f`.
    const IDX: [u8; 6] = [1, 2, 3, 4, 5, 6];
    const PAL: [Color32; 7] = [
        0,
        0xFF00_0001,
        0xFF00_0002,
        0xFF00_0003,
        0xFF00_0004,
        0xFF00_0005,
        0xFF00_0006,
    ];

    const LEGEND: [(char, Color32); 8] = [
        ('.', 0),
        ('a', PAL[1]),
        ('b', PAL[2]),
        ('c', PAL[3]),
        ('d', PAL[4]),
        ('e', PAL[5]),
        ('f', PAL[6]),
        ('#', 0xFF00_00FF),
    ];

    #[test]
    fn a_blit_is_moved_by_the_origin_and_cut_by_the_clip() {
        // The canvas panics on a call outside it: the window clips, not the canvas.
        let mut f = TestCanvas::blank(6, 4, &LEGEND);
        let img = Image::new(3, 2, 3, &IDX, &PAL).unwrap();
        {
            let mut w = Window::new(&mut f, (1, 1), (3, 2));
            // One column off the window's left: `b c` over `e f` show.
            w.blit(&img, Rect::new(0, 0, 3, 2), -1, 0);
            // Entirely right of the window: nothing.
            w.blit(&img, Rect::new(0, 0, 3, 2), 3, 0);
        }
        f.assert_pattern(&["......", ".bc...", ".ef...", "......"]);
    }

    #[test]
    fn fills_and_narrowed_clips_never_leave_the_window() {
        let mut f = TestCanvas::blank(6, 4, &LEGEND);
        {
            let mut w = Window::new(&mut f, (2, 0), (3, 3));
            w.fill_rect(Rect::new(-5, -5, 50, 50), 0xFF00_00FF);
            w.clipped(Rect::new(0, 0, 1, 2), |w| {
                w.fill_rect(Rect::new(0, 0, 9, 9), 0xFF00_0001)
            });
            assert_eq!(w.clip(), Rect::new(0, 0, 3, 3));
        }
        f.assert_pattern(&["..a##.", "..a##.", "..###.", "......"]);
    }
}
