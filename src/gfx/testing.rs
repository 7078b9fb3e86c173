//! A canvas for tests: made from an ASCII picture, compared against one with a readable
//! diff, recording every call, and (unless told otherwise) panicking on a call that draws
//! outside it, so a test of code that must clip finds out when it does not. Pixels are
//! drawn as a [`Frame`] draws them.

use super::{Canvas, Color32, Frame, Image, Mark, Rect};
use alloc::string::String;
use alloc::vec::Vec;

/// One call a [`TestCanvas`] received.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Call {
    /// A rectangle filled with a colour.
    Fill(Rect, Color32),
    /// The part of the image and where its top-left went.
    Blit(Rect, i32, i32),
    /// A tinted blit: the part, where it went, and the tint.
    BlitTinted(Rect, i32, i32, Color32),
    /// The caller said the last layer of the frame begins.
    LastLayer,
    /// A mark the caller left for tests.
    Mark(Mark),
    /// A picture drawn enlarged over the rectangle ([`Canvas::picture`]).
    Picture(Rect),
}

impl Call {
    /// Whether the call puts pixels down (what a GPU turns into a sprite of its display
    /// list), as against telling the canvas something.
    pub fn draws(&self) -> bool {
        matches!(
            self,
            Call::Fill(..) | Call::Blit(..) | Call::BlitTinted(..) | Call::Picture(..)
        )
    }
}

/// A canvas of pixels named by characters.
pub struct TestCanvas {
    w: i32,
    h: i32,
    px: Vec<Color32>,
    legend: Vec<(char, Color32)>,
    calls: Vec<Call>,
    out_of_bounds: bool,
    under_panels: Option<Color32>,
}

impl TestCanvas {
    /// A canvas holding `rows` (all as long), each character a pixel of the colour
    /// `legend` gives it.
    ///
    /// # Panics
    ///
    /// On a character the legend lacks, or rows of different lengths.
    #[track_caller]
    pub fn new(rows: &[&str], legend: &[(char, Color32)]) -> TestCanvas {
        let w = rows.first().map_or(0, |r| r.chars().count());
        let mut px = Vec::with_capacity(w * rows.len());
        for (y, row) in rows.iter().enumerate() {
            assert_eq!(
                row.chars().count(),
                w,
                "row {y} of the pattern is not {w} wide"
            );
            for ch in row.chars() {
                let p = legend.iter().find(|(c, _)| *c == ch).map(|(_, p)| *p);
                px.push(p.unwrap_or_else(|| panic!("'{ch}' is not in the legend")));
            }
        }
        TestCanvas {
            w: w as i32,
            h: rows.len() as i32,
            px,
            legend: legend.to_vec(),
            calls: Vec::new(),
            out_of_bounds: false,
            under_panels: None,
        }
    }

    /// A `w` x `h` canvas of `legend`'s first colour.
    pub fn blank(w: i32, h: i32, legend: &[(char, Color32)]) -> TestCanvas {
        let row: String = core::iter::repeat_n(legend[0].0, w as usize).collect();
        let rows: Vec<&str> = (0..h).map(|_| row.as_str()).collect();
        TestCanvas::new(&rows, legend)
    }

    /// Lets calls reach outside the canvas (the part outside is skipped, as on a
    /// [`Frame`]): for tests of callers that rely on the canvas to clip.
    pub fn allow_out_of_bounds(mut self) -> TestCanvas {
        self.out_of_bounds = true;
        self
    }

    /// On each [`Mark::Panel`], fills the panel's inside (less its rounded corners' 3
    /// pixels) with `color` before the panel is drawn: what lies beneath a panel made
    /// known, so a test can tell whether the panel covers it. The fill is not a call.
    pub fn fill_under_panels(mut self, color: Color32) -> TestCanvas {
        self.under_panels = Some(color);
        self
    }

    /// The canvas as rows of the legend's characters, `?` for a colour it lacks.
    pub fn pattern(&self) -> Vec<String> {
        ascii(&self.px, self.w as usize, &self.legend)
    }

    /// Checks the canvas is `want`.
    ///
    /// # Panics
    ///
    /// When it is not, showing both pictures and marking the rows that differ.
    #[track_caller]
    pub fn assert_pattern(&self, want: &[&str]) {
        let got = self.pattern();
        if got.iter().map(String::as_str).eq(want.iter().copied()) {
            return;
        }
        let mut msg = String::from("the canvas differs from the pattern\n  got | want\n");
        let rows = got.len().max(want.len());
        for y in 0..rows {
            let g = got.get(y).map_or("", String::as_str);
            let w = want.get(y).copied().unwrap_or("");
            let mark = if g == w { ' ' } else { '>' };
            msg.push_str(&alloc::format!("{mark}{y:3} {g} | {w}\n"));
        }
        panic!("{msg}");
    }

    /// The pixel at `(x, y)`.
    pub fn get(&self, x: i32, y: i32) -> Option<Color32> {
        ((0..self.w).contains(&x) && (0..self.h).contains(&y))
            .then(|| self.px[(y * self.w + x) as usize])
    }

    /// Every pixel, row by row.
    pub fn pixels(&self) -> &[Color32] {
        &self.px
    }

    /// The calls received, in order.
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// How many calls put pixels down (see [`Call::draws`]).
    pub fn draws(&self) -> usize {
        self.calls.iter().filter(|c| c.draws()).count()
    }

    /// The marks received, in order.
    pub fn marks(&self) -> Vec<Mark> {
        let mark = |c: &Call| match c {
            Call::Mark(m) => Some(*m),
            _ => None,
        };
        self.calls.iter().filter_map(mark).collect()
    }

    /// Every pixel, row by row, kept: for a test that compares whole pictures.
    pub fn into_pixels(self) -> Vec<Color32> {
        self.px
    }

    /// The calls received since the last take.
    pub fn take_calls(&mut self) -> Vec<Call> {
        core::mem::take(&mut self.calls)
    }

    #[track_caller]
    fn check(&self, what: &str, r: Rect) {
        let inside = r.x >= 0 && r.y >= 0 && r.x + r.w <= self.w && r.y + r.h <= self.h;
        if !self.out_of_bounds && r.w > 0 && r.h > 0 && !inside {
            panic!(
                "{what} {r:?} reaches outside the {} x {} canvas",
                self.w, self.h
            );
        }
    }

    fn frame(&mut self) -> Frame<'_> {
        match Frame::new(&mut self.px, self.w, self.h, self.w as usize) {
            Some(f) => f,
            None => unreachable!("the buffer is the canvas's size"),
        }
    }
}

impl Canvas for TestCanvas {
    fn size(&self) -> (i32, i32) {
        (self.w, self.h)
    }

    #[track_caller]
    fn fill_rect(&mut self, r: Rect, color: Color32) {
        self.check("fill", r);
        self.calls.push(Call::Fill(r, color));
        self.frame().fill_rect(r, color);
    }

    #[track_caller]
    fn blit(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32) {
        self.check("blit", Rect::new(dx, dy, src.w, src.h));
        self.calls.push(Call::Blit(src, dx, dy));
        self.frame().blit(img, src, dx, dy);
    }

    #[track_caller]
    fn blit_tinted(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32, tint: Color32) {
        self.check("tinted blit", Rect::new(dx, dy, src.w, src.h));
        self.calls.push(Call::BlitTinted(src, dx, dy, tint));
        self.frame().blit_tinted(img, src, dx, dy, tint);
    }

    fn last_layer(&mut self) {
        self.calls.push(Call::LastLayer);
    }

    /// Painted on a canvas of its own (which panics on a call outside the picture), then
    /// scaled in as a [`Frame`] with a scratch buffer scales it.
    #[track_caller]
    fn picture(
        &mut self,
        size: (i32, i32),
        dst: Rect,
        filter: super::scale::Filter,
        paint: &mut dyn FnMut(&mut dyn Canvas),
    ) {
        self.check("picture", dst);
        self.calls.push(Call::Picture(dst));
        let mut inner = TestCanvas::blank(size.0, size.1, &[(' ', 0)]);
        paint(&mut inner);
        let (w, h) = (self.w, self.h);
        super::scale::scale_into(
            &inner.px,
            size,
            size.0.max(0) as usize,
            filter,
            dst,
            &mut self.px,
            w as usize,
            Rect::new(0, 0, w, h),
        );
    }

    fn mark(&mut self, m: Mark) {
        if let (Mark::Panel(r), Some(u)) = (m, self.under_panels) {
            let inside = Rect::new(r.x + 3, r.y + 3, r.w - 6, r.h - 6);
            self.frame().fill_rect(inside, u);
        }
        self.calls.push(Call::Mark(m));
    }
}

/// Pixels `w` to a row as rows of `legend`'s characters, `?` for a colour it lacks: for
/// tests of a [`Frame`] over a buffer of their own.
pub fn ascii(px: &[Color32], w: usize, legend: &[(char, Color32)]) -> Vec<String> {
    px.chunks(w.max(1))
        .map(|row| {
            row.iter()
                .map(|p| legend.iter().find(|(_, q)| q == p).map_or('?', |(c, _)| *c))
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const L: [(char, Color32); 3] = [('.', 0xFF00_0000), ('#', 0xFFFF_FFFF), ('r', 0xFFFF_0000)];

    #[test]
    fn a_pattern_reads_back_and_records_what_was_drawn() {
        let mut c = TestCanvas::new(&["..#", "r.."], &L);
        assert_eq!(c.size(), (3, 2));
        assert_eq!(c.get(2, 0), Some(0xFFFF_FFFF));
        assert_eq!(c.get(0, 1), Some(0xFFFF_0000));
        c.fill_rect(Rect::new(1, 1, 2, 1), 0xFFFF_FFFF);
        c.mark(Mark::Text(Rect::new(0, 0, 1, 1)));
        c.assert_pattern(&["..#", "r##"]);
        assert_eq!(
            c.calls(),
            [
                Call::Fill(Rect::new(1, 1, 2, 1), 0xFFFF_FFFF),
                Call::Mark(Mark::Text(Rect::new(0, 0, 1, 1)))
            ]
        );
        // A colour outside the legend shows as `?`.
        c.fill_rect(Rect::new(0, 0, 1, 1), 0xFF12_3456);
        assert_eq!(c.pattern(), ["?.#", "r##"]);
    }

    #[test]
    fn draws_counts_pixel_calls_and_panels_can_be_filled_under() {
        let mut c = TestCanvas::blank(8, 8, &L).fill_under_panels(0xFFFF_0000);
        c.fill_rect(Rect::new(0, 0, 1, 1), 0xFFFF_FFFF);
        c.last_layer();
        c.mark(Mark::Panel(Rect::new(1, 0, 7, 8)));
        c.mark(Mark::Text(Rect::new(0, 0, 2, 1)));
        assert_eq!(c.draws(), 1);
        assert_eq!(
            c.marks(),
            [
                Mark::Panel(Rect::new(1, 0, 7, 8)),
                Mark::Text(Rect::new(0, 0, 2, 1))
            ]
        );
        c.assert_pattern(&[
            "#.......", "........", "........", "....r...", "....r...", "........", "........",
            "........",
        ]);
        assert_eq!(c.into_pixels()[3 * 8 + 4], 0xFFFF_0000);
    }

    #[test]
    #[should_panic(expected = "reaches outside the 3 x 2 canvas")]
    fn drawing_outside_panics() {
        TestCanvas::blank(3, 2, &L).fill_rect(Rect::new(2, 0, 2, 1), 0xFFFF_FFFF);
    }

    #[test]
    fn drawing_outside_is_clipped_once_allowed() {
        let mut c = TestCanvas::blank(3, 2, &L).allow_out_of_bounds();
        c.fill_rect(Rect::new(2, -1, 2, 2), 0xFFFF_FFFF);
        c.assert_pattern(&["..#", "..."]);
    }

    #[test]
    #[should_panic(expected = ">  1 .#. | ...")]
    fn a_differing_row_is_pointed_out() {
        let mut c = TestCanvas::blank(3, 2, &L);
        c.fill_rect(Rect::new(1, 1, 1, 1), 0xFFFF_FFFF);
        c.assert_pattern(&["...", "..."]);
    }
}
