//! Axis-aligned rectangles in pixels, the unit of every fill and blit.

/// A rectangle in pixels; empty when `w` or `h` is not positive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Rect {
    /// Left column.
    pub x: i32,
    /// Top row.
    pub y: i32,
    /// Width; zero or less is empty.
    pub w: i32,
    /// Height; zero or less is empty.
    pub h: i32,
}

impl Rect {
    /// The rectangle at `(x, y)` of `w` x `h`.
    pub const fn new(x: i32, y: i32, w: i32, h: i32) -> Self {
        Rect { x, y, w, h }
    }

    /// Whether it covers no pixel.
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
