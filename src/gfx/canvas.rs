//! The drawing boundary. The core draws through two calls, filled rectangles and image
//! blits: the host implements them in software ([`super::Frame`], also usable over a PSP
//! framebuffer), the PSP's GPU back end with sprites. Everything above this boundary
//! (layers, camera, HUD, menus) is shared by every platform.

use super::scale::Filter;
use super::{Color32, Image, Rect};

/// What a group of drawing calls is, told to the canvas before them: a canvas that checks
/// the screens' layout (the tests' recording canvas) collects these; every other ignores
/// them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A line of text; the rectangle its glyphs fill.
    Text(Rect),
    /// A box that text is laid out in.
    Panel(Rect),
    /// One of the title art's own lines (the game's name, its subtitle, the logo).
    Title(Rect),
    /// The next line's ink and its letters' height (the font's size), told by the font.
    Ink {
        /// The letters' colour.
        color: Color32,
        /// The letters' height in pixels.
        size: i32,
    },
    /// The next line's part in the visual system (docs/UI.md), told by the screen.
    Role(Role),
    /// What is drawn so far inside the rectangle is dimmed (behind a dialog).
    Dim(Rect),
    /// A dialog's box: what is under it waits for its answer.
    Modal(Rect),
    /// A part of the play field a panel keeps off or stays inside whole (the HUD strip, the
    /// original's window and its HUD rows): a box half over it hides what it shows.
    Keep(Rect),
    /// The selection cursor: the rectangle it covers (inside its menu's panel).
    Cursor(Rect),
}

/// The parts a line of text plays on a screen (docs/UI.md): each has one size in each view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// A screen's or a box's heading.
    Title,
    /// A choice in a menu or list, or a value.
    Item,
    /// A sentence that explains.
    Body,
    /// The buttons' meaning (the hint bar, a prompt).
    Hint,
    /// What a player may skip: technical detail, the version, counters.
    Fine,
}

/// The drawing boundary every platform implements.
///
/// The core draws only through these calls, so the same screens land in a host
/// [`Frame`](super::Frame), the PSP's GPU list or a test's recording canvas. A frame, say,
/// draws a fill and a blit with a transparent pixel, clipped at its edge:
///
/// ```
/// use bounceback::gfx::{rgb, Canvas, Color32, Frame, Image, Rect};
///
/// const BG: Color32 = rgb(0, 0, 0);
/// const RED: Color32 = rgb(255, 0, 0);
/// const GREEN: Color32 = rgb(0, 255, 0);
///
/// // 4 x 3 pixels, rows 5 apart: the fifth column is not part of the frame.
/// let mut px = [BG; 5 * 3];
/// let mut f = Frame::new(&mut px, 4, 3, 5).unwrap();
/// f.fill_rect(Rect::new(-1, 0, 3, 1), RED);
/// // A 3 x 1 picture: green, transparent (index 1 is past the palette), green.
/// let img = Image::new(3, 1, 3, &[0, 1, 0], &[GREEN]).unwrap();
/// f.blit(&img, Rect::new(0, 0, 3, 1), 2, 2);
///
/// let rows: Vec<&[Color32]> = (0..3).map(|y| f.row(y)).collect();
/// assert_eq!(rows[0], [RED, RED, BG, BG]);
/// assert_eq!(rows[1], [BG; 4]);
/// assert_eq!(rows[2], [BG, BG, GREEN, BG]);
/// // Nothing was drawn past the frame's width.
/// assert!(px.chunks(5).all(|row| row[4] == BG));
/// ```
pub trait Canvas {
    /// Size of the target in pixels.
    fn size(&self) -> (i32, i32);

    /// Fills `r` (clipped to the target) with `color`; alpha below 255 blends.
    fn fill_rect(&mut self, r: Rect, color: Color32);

    /// Draws the part `src` of `img` with its top-left at `(dx, dy)`, honouring the image's
    /// per-pixel alpha. Parts outside the image or the target are skipped.
    fn blit(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32);

    /// Like [`Canvas::blit`], with every pixel's colour multiplied by `tint` (white keeps
    /// the picture as it is, see [`super::modulate`]); used for coloured text from a white
    /// font sheet.
    fn blit_tinted(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32, tint: Color32);

    /// Draws `ch` in the built-in 5 x 7 font ([`super::font`]) with its top left at
    /// `(x, y)`, each font pixel a `scale` x `scale` square of `color`. By default its runs
    /// of pixels as rectangles; a GPU canvas draws the glyph's cell of
    /// [`super::font::atlas`] as one tinted sprite instead, the same pixels.
    fn builtin_glyph(&mut self, x: i32, y: i32, scale: i32, color: Color32, ch: char) {
        glyph_runs(self, x, y, scale, color, super::font::glyph(ch));
    }

    /// What follows is the frame's last layer (the performance overlay): a back end that
    /// keeps room for it in a bounded command list frees that room now.
    fn last_layer(&mut self) {}

    /// The calls that follow draw `m` (see [`Mark`]); drawing back ends ignore it.
    fn mark(&mut self, _m: Mark) {}

    /// Draws what `paint` draws, a picture of `size` in its own coordinates (`(0, 0)` its
    /// top-left; nothing lands outside it), shown enlarged over `dst` by `filter` (see
    /// [`super::scale`]): the GPU draws it into a texture first, a software canvas into a
    /// scratch buffer ([`super::Frame::with_scratch`]; without one, unscaled in the middle
    /// of `dst`). `paint` should cover the whole picture. A canvas that shows nothing
    /// (the default) draws nothing.
    fn picture(
        &mut self,
        size: (i32, i32),
        dst: Rect,
        filter: Filter,
        paint: &mut dyn FnMut(&mut dyn Canvas),
    ) {
        let _ = (size, dst, filter, paint);
    }
}

/// Draws the part `src` of `img` at `(dx, dy)` with its background left out: when the
/// part's top-left pixel is opaque (art made for a strip of that colour, as the original's
/// HUD pictures are), the pixels of that colour are not drawn, so the art sits on whatever
/// is beneath instead of in a box of its own background. A part with a transparent corner
/// is blitted as it is. The rest is drawn as runs of one row each.
pub fn blit_masked(c: &mut impl Canvas, img: &Image<'_>, src: Rect, dx: i32, dy: i32) {
    let key = img.pixel(src.x, src.y);
    if key >> 24 != 0xFF {
        c.blit(img, src, dx, dy);
        return;
    }
    for y in 0..src.h {
        let mut x = 0;
        while x < src.w {
            if img.pixel(src.x + x, src.y + y) == key {
                x += 1;
                continue;
            }
            let start = x;
            while x < src.w && img.pixel(src.x + x, src.y + y) != key {
                x += 1;
            }
            let run = Rect::new(src.x + start, src.y + y, x - start, 1);
            c.blit(img, run, dx + start, dy + y);
        }
    }
}

/// One glyph's rows as runs (first column, end column, first row), a run carried down
/// while the next row has the same one.
pub(super) fn glyph_runs<C: Canvas + ?Sized>(
    c: &mut C,
    x: i32,
    y: i32,
    scale: i32,
    color: Color32,
    rows: &[u8; 7],
) {
    // At most three runs fit in five columns.
    let mut open: [Option<(i32, i32, i32)>; 3] = [None; 3];
    for (row, bits) in rows.iter().chain(&[0u8]).enumerate() {
        let row = row as i32;
        let mut runs: [Option<(i32, i32)>; 3] = [None; 3];
        let (mut n, mut col) = (0, 0);
        while col < 5 {
            if bits & (0x10 >> col) != 0 {
                let start = col;
                while col < 5 && bits & (0x10 >> col) != 0 {
                    col += 1;
                }
                if n < 3 {
                    runs[n] = Some((start, col));
                    n += 1;
                }
            } else {
                col += 1;
            }
        }
        let mut next: [Option<(i32, i32, i32)>; 3] = [None; 3];
        for (k, run) in runs.iter().flatten().enumerate() {
            let carried = open
                .iter_mut()
                .find(|o| o.is_some_and(|(a, b, _)| (a, b) == *run))
                .and_then(Option::take);
            next[k] = Some(carried.unwrap_or((run.0, run.1, row)));
        }
        for (a, b, top) in open.iter().flatten() {
            c.fill_rect(
                Rect::new(
                    x + a * scale,
                    y + top * scale,
                    (b - a) * scale,
                    (row - top) * scale,
                ),
                color,
            );
        }
        open = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gfx::hex;
    use crate::gfx::testing::TestCanvas;

    const BLUE: Color32 = hex(0x0077EE);
    const A: Color32 = hex(0x110000);
    const B: Color32 = hex(0x002200);
    const BG: Color32 = hex(0x000033);
    const LEGEND: [(char, Color32); 4] = [('.', BG), ('o', BLUE), ('a', A), ('b', B)];

    #[test]
    fn a_masked_blit_leaves_out_the_corner_colour_only_when_it_is_opaque() {
        // `o a o b` over `a o o o`: the corner is the opaque blue.
        let idx = [0, 1, 0, 2, 1, 0, 0, 0];
        let pal = [BLUE, A, B];
        let img = Image::new(4, 2, 4, &idx, &pal).unwrap();
        let mut c = TestCanvas::blank(5, 3, &LEGEND);
        blit_masked(&mut c, &img, Rect::new(0, 0, 4, 2), 1, 1);
        c.assert_pattern(&[".....", "..a.b", ".a..."]);
        // A part whose corner is another colour keys that one: here `a` (at (1, 0)).
        let mut c = TestCanvas::blank(5, 3, &LEGEND);
        blit_masked(&mut c, &img, Rect::new(1, 0, 3, 2), 0, 0);
        c.assert_pattern(&[".ob..", "ooo..", "....."]);
        // A transparent corner: the picture as it is, in one call.
        let pal = [0, A, B];
        let img = Image::new(4, 2, 4, &idx, &pal).unwrap();
        let mut c = TestCanvas::blank(5, 3, &LEGEND);
        blit_masked(&mut c, &img, Rect::new(0, 0, 4, 2), 0, 0);
        c.assert_pattern(&[".a.b.", "a....", "....."]);
        assert_eq!(
            c.calls(),
            [crate::gfx::testing::Call::Blit(Rect::new(0, 0, 4, 2), 0, 0)]
        );
    }
}
