//! Any [`Canvas`] as an embedded-graphics [`DrawTarget`], so that embedded-graphics
//! drawables (primitives, text, images) draw on the PSP screen and into the host frame.
//!
//! Whole areas stay whole: [`DrawTarget::fill_solid`] is one [`Canvas::fill_rect`] of the
//! clipped area, and [`DrawTarget::fill_contiguous`] is one rectangle when every colour is
//! the same, else one per run of equal colour in a row, so the GPU canvas draws sprites,
//! not pixels. Only [`DrawTarget::draw_iter`] goes pixel by pixel.

use super::{Canvas, Color32, Rect};
use core::convert::Infallible;
use embedded_graphics_core::draw_target::DrawTarget;
use embedded_graphics_core::geometry::{OriginDimensions, Point, Size};
use embedded_graphics_core::pixelcolor::raw::{RawData, RawU32};
use embedded_graphics_core::pixelcolor::{PixelColor, Rgb888, RgbColor};
use embedded_graphics_core::primitives::Rectangle;
use embedded_graphics_core::Drawable;

/// Our RGBA [`Color32`] as an embedded-graphics colour (alpha below 255 blends, as on every
/// canvas).
///
/// Its raw value is the [`Color32`] itself (`0xAABBGGRR`), so an `ImageRaw<Rgba,
/// LittleEndian>` reads a buffer in the PSP's memory layout (bytes R, G, B, A) as it is, a
/// frame's bytes included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Rgba(pub Color32);

impl PixelColor for Rgba {
    type Raw = RawU32;
}

impl From<RawU32> for Rgba {
    fn from(raw: RawU32) -> Rgba {
        Rgba(raw.into_inner())
    }
}

impl From<Rgba> for RawU32 {
    fn from(c: Rgba) -> RawU32 {
        RawU32::new(c.0)
    }
}

impl From<Rgb888> for Rgba {
    fn from(c: Rgb888) -> Rgba {
        Rgba(super::rgb(c.r(), c.g(), c.b()))
    }
}

impl From<Rect> for Rectangle {
    /// An empty [`Rect`] (negative size) becomes an empty rectangle.
    fn from(r: Rect) -> Rectangle {
        let size = |n: i32| u32::try_from(n).unwrap_or(0);
        Rectangle::new(Point::new(r.x, r.y), Size::new(size(r.w), size(r.h)))
    }
}

/// A rectangle as a [`Rect`], saturating what `i32` cannot hold.
fn rect_of(r: &Rectangle) -> Rect {
    let size = |n: u32| i32::try_from(n).unwrap_or(i32::MAX);
    Rect::new(
        r.top_left.x,
        r.top_left.y,
        size(r.size.width),
        size(r.size.height),
    )
}

/// A [`Canvas`] borrowed as a [`DrawTarget`] (an adapter: the orphan rule keeps the
/// foreign trait off a generic `impl Canvas`).
pub struct Target<'c, C: Canvas> {
    canvas: &'c mut C,
}

impl<'c, C: Canvas> Target<'c, C> {
    /// Borrows `canvas` for drawing.
    pub fn new(canvas: &'c mut C) -> Self {
        Target { canvas }
    }

    /// Draws `d`; drawing on a canvas cannot fail.
    pub fn draw<D: Drawable<Color = Rgba>>(&mut self, d: &D) -> D::Output {
        match d.draw(self) {
            Ok(out) => out,
            Err(never) => match never {},
        }
    }

    fn bounds(&self) -> Rect {
        let (w, h) = self.canvas.size();
        Rect::new(0, 0, w, h)
    }
}

impl<C: Canvas> OriginDimensions for Target<'_, C> {
    fn size(&self) -> Size {
        let (w, h) = self.canvas.size();
        Size::new(w.max(0) as u32, h.max(0) as u32)
    }
}

impl<C: Canvas> DrawTarget for Target<'_, C> {
    type Color = Rgba;
    type Error = Infallible;

    fn draw_iter<I>(&mut self, pixels: I) -> Result<(), Infallible>
    where
        I: IntoIterator<Item = embedded_graphics_core::Pixel<Rgba>>,
    {
        let b = self.bounds();
        for embedded_graphics_core::Pixel(p, c) in pixels {
            if p.x >= 0 && p.y >= 0 && p.x < b.w && p.y < b.h {
                self.canvas.fill_rect(Rect::new(p.x, p.y, 1, 1), c.0);
            }
        }
        Ok(())
    }

    fn fill_contiguous<I>(&mut self, area: &Rectangle, colors: I) -> Result<(), Infallible>
    where
        I: IntoIterator<Item = Rgba>,
    {
        let area = rect_of(area);
        let clip = area.intersect(&self.bounds());
        if clip.is_empty() {
            return Ok(());
        }
        let mut colors = colors.into_iter();
        // Uniform rows of one colour, stacked, waiting for the first row that differs.
        let mut block: Option<(Rect, Color32)> = None;
        'rows: for y in area.y..area.y + area.h {
            let inside = (clip.y..clip.y + clip.h).contains(&y);
            // The current run of equal colour in this row (start, end, colour), and whether
            // the row has split into more than one.
            let mut run: Option<(i32, i32, Color32)> = None;
            let mut split = false;
            let mut exhausted = false;
            for x in area.x..area.x + area.w {
                let Some(Rgba(c)) = colors.next() else {
                    exhausted = true;
                    break;
                };
                if !inside || !(clip.x..clip.x + clip.w).contains(&x) {
                    continue;
                }
                match &mut run {
                    Some((_, end, rc)) if *rc == c => *end = x + 1,
                    _ => {
                        if let Some((x0, end, rc)) = run {
                            if !split {
                                split = true;
                                self.flush(&mut block);
                            }
                            self.canvas.fill_rect(Rect::new(x0, y, end - x0, 1), rc);
                        }
                        run = Some((x, x + 1, c));
                    }
                }
            }
            if let Some((x0, end, c)) = run {
                let whole = x0 == clip.x && end == clip.x + clip.w;
                match &mut block {
                    Some((r, bc)) if !split && whole && *bc == c && r.y + r.h == y => r.h += 1,
                    _ if !split && whole => {
                        self.flush(&mut block);
                        block = Some((Rect::new(clip.x, y, clip.w, 1), c));
                    }
                    _ => {
                        self.flush(&mut block);
                        self.canvas.fill_rect(Rect::new(x0, y, end - x0, 1), c);
                    }
                }
            }
            if exhausted {
                break 'rows;
            }
        }
        self.flush(&mut block);
        Ok(())
    }

    fn fill_solid(&mut self, area: &Rectangle, color: Rgba) -> Result<(), Infallible> {
        let r = rect_of(area).intersect(&self.bounds());
        if !r.is_empty() {
            self.canvas.fill_rect(r, color.0);
        }
        Ok(())
    }
}

impl<C: Canvas> Target<'_, C> {
    fn flush(&mut self, block: &mut Option<(Rect, Color32)>) {
        if let Some((r, c)) = block.take() {
            self.canvas.fill_rect(r, c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gfx::rgb;
    use crate::gfx::testing::{Call, TestCanvas};
    use embedded_graphics::primitives::{Primitive, PrimitiveStyleBuilder, StrokeAlignment};
    use std::string::String;
    use std::vec::Vec;

    const BG: Color32 = rgb(0, 0, 0);
    const A: Color32 = rgb(255, 255, 255);
    const B: Color32 = rgb(255, 0, 0);

    const LEGEND: [(char, Color32); 3] = [('.', BG), ('#', A), ('r', B)];

    /// A canvas that records the adapter's calls (and panics on one outside it).
    fn calls(w: i32, h: i32) -> TestCanvas {
        TestCanvas::blank(w, h, &LEGEND)
    }

    /// The fills the adapter made: it makes no other call.
    fn fills(c: &TestCanvas) -> Vec<(Rect, Color32)> {
        c.calls()
            .iter()
            .map(|call| match *call {
                Call::Fill(r, p) => (r, p),
                other => panic!("the adapter only fills, not {other:?}"),
            })
            .collect()
    }

    /// Draws with `f` into a `w` x `h` canvas and renders it as ASCII (`.` `#` `r`).
    fn ascii(w: i32, h: i32, f: impl FnOnce(&mut Target<'_, TestCanvas>)) -> Vec<String> {
        let mut c = calls(w, h);
        f(&mut Target::new(&mut c));
        c.pattern()
    }

    fn rect(x: i32, y: i32, w: u32, h: u32) -> Rectangle {
        Rectangle::new(Point::new(x, y), Size::new(w, h))
    }

    #[test]
    fn fill_solid_is_one_call_of_the_clipped_rectangle() {
        let mut c = calls(6, 4);
        Target::new(&mut c)
            .fill_solid(&rect(-2, 1, 5, 10), Rgba(A))
            .unwrap();
        assert_eq!(fills(&c), [(Rect::new(0, 1, 3, 3), A)]);
        // Wholly outside: no call at all.
        Target::new(&mut c)
            .fill_solid(&rect(6, 0, 3, 3), Rgba(A))
            .unwrap();
        Target::new(&mut c).clear(Rgba(B)).unwrap();
        assert_eq!(fills(&c)[1..], [(Rect::new(0, 0, 6, 4), B)]);
    }

    #[test]
    fn fill_contiguous_of_one_colour_is_one_rectangle() {
        let mut c = calls(6, 4);
        let area = rect(-1, -1, 4, 3);
        Target::new(&mut c)
            .fill_contiguous(&area, core::iter::repeat_n(Rgba(A), 12))
            .unwrap();
        assert_eq!(fills(&c), [(Rect::new(0, 0, 3, 2), A)]);
    }

    #[test]
    fn fill_contiguous_of_mixed_colours_is_runs_per_row_and_keeps_orientation() {
        // Row-major colours of a 4 x 3 area: an L of A with a B corner, asymmetric in both
        // axes, clipped by the frame's left column.
        let pattern = ["#..r", "#..r", "####"];
        let colors = pattern.iter().flat_map(|row| {
            row.chars().map(|ch| match ch {
                '#' => Rgba(A),
                'r' => Rgba(B),
                _ => Rgba(BG),
            })
        });
        let mut c = calls(5, 4);
        Target::new(&mut c)
            .fill_contiguous(&rect(-1, 1, 4, 3), colors.clone())
            .unwrap();
        assert_eq!(
            fills(&c),
            [
                (Rect::new(0, 1, 2, 1), BG),
                (Rect::new(2, 1, 1, 1), B),
                (Rect::new(0, 2, 2, 1), BG),
                (Rect::new(2, 2, 1, 1), B),
                (Rect::new(0, 3, 3, 1), A),
            ]
        );
        let got = ascii(5, 4, |t| {
            t.fill_contiguous(&rect(1, 0, 4, 3), colors).unwrap();
        });
        assert_eq!(got, [".#..r", ".#..r", ".####", "....."]);
    }

    #[test]
    fn fill_contiguous_stops_where_the_colours_end() {
        let mut c = calls(8, 8);
        Target::new(&mut c)
            .fill_contiguous(&rect(0, 0, 4, 4), core::iter::repeat_n(Rgba(A), 6))
            .unwrap();
        assert_eq!(
            fills(&c),
            [(Rect::new(0, 0, 4, 1), A), (Rect::new(0, 1, 2, 1), A)]
        );
    }

    #[test]
    fn draw_iter_draws_each_pixel_inside_and_skips_the_rest() {
        let pixels = [(0, 0, A), (3, 1, B), (-1, 0, A), (0, 2, A), (4, 0, B)];
        let got = ascii(4, 3, |t| {
            t.draw_iter(
                pixels
                    .iter()
                    .map(|&(x, y, c)| embedded_graphics_core::Pixel(Point::new(x, y), Rgba(c))),
            )
            .unwrap();
        });
        assert_eq!(got, ["#...", "...r", "#..."]);
        let mut c = calls(4, 3);
        Target::new(&mut c)
            .draw_iter(
                pixels
                    .iter()
                    .map(|&(x, y, c)| embedded_graphics_core::Pixel(Point::new(x, y), Rgba(c))),
            )
            .unwrap();
        assert_eq!(fills(&c).len(), 3);
    }

    #[test]
    fn a_styled_rectangle_is_five_fills_and_matches_a_framed_box() {
        let style = PrimitiveStyleBuilder::new()
            .fill_color(Rgba(B))
            .stroke_color(Rgba(A))
            .stroke_width(1)
            .stroke_alignment(StrokeAlignment::Inside)
            .build();
        let shape = Rectangle::from(Rect::new(1, 0, 5, 4)).into_styled(style);
        let got = ascii(7, 5, |t| t.draw(&shape));
        assert_eq!(got, [".#####.", ".#rrr#.", ".#rrr#.", ".#####.", "......."]);
        let mut c = calls(7, 5);
        Target::new(&mut c).draw(&shape);
        assert_eq!(fills(&c).len(), 5);
        assert_eq!(Rgba::from(Rgb888::new(1, 2, 3)), Rgba(rgb(1, 2, 3)));
    }

    #[test]
    fn raw_values_are_the_colour_itself() {
        let c = crate::gfx::rgba(0x12, 0x34, 0x56, 0x78);
        assert_eq!(RawU32::from(Rgba(c)).into_inner(), 0x7856_3412);
        assert_eq!(Rgba::from(RawU32::new(0x7856_3412)), Rgba(c));
    }

    #[test]
    fn an_image_raw_of_rgba_draws_in_place_and_the_right_way_round() {
        use embedded_graphics::image::{Image as EgImage, ImageRaw, ImageRawBE};
        use embedded_graphics_core::pixelcolor::raw::LittleEndian;
        // A 3 x 2 picture, asymmetric in both axes: a B in the top right corner only.
        let picture = [A, BG, B, A, A, BG];
        // Little-endian: the bytes as a frame holds them in memory (R, G, B, A).
        let le: Vec<u8> = picture.iter().flat_map(|p| p.to_le_bytes()).collect();
        let raw = ImageRaw::<Rgba, LittleEndian>::new(&le, 3);
        let got = ascii(5, 4, |t| t.draw(&EgImage::new(&raw, Point::new(1, 1))));
        assert_eq!(got, [".....", ".#.r.", ".##..", "....."]);
        // Big-endian: the same picture from its values' big-endian bytes, its left column
        // clipped by the frame's edge.
        let be: Vec<u8> = picture.iter().flat_map(|p| p.to_be_bytes()).collect();
        let raw = ImageRawBE::<Rgba>::new(&be, 3);
        let got = ascii(5, 3, |t| t.draw(&EgImage::new(&raw, Point::new(-1, 0))));
        assert_eq!(got, [".r...", "#....", "....."]);
    }
}
