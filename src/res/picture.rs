//! A decoded image in the layout the renderers use: palette indices with rows padded to
//! 16 bytes and a palette padded to a multiple of 8 entries, which is what the PSP's GPU
//! takes as an 8-bit texture with a colour lookup table.

use super::png::IndexedImage;
use crate::gfx::{Image, Pixel};
use alloc::borrow::Cow;
use alloc::vec::Vec;

/// Row alignment in indices (bytes).
pub const ROW_ALIGN: usize = 16;
/// Palette length alignment in entries.
pub const PALETTE_ALIGN: usize = 8;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture<'a> {
    pub width: u16,
    pub height: u16,
    pub stride: u16,
    pub indices: Cow<'a, [u8]>,
    pub palette: Cow<'a, [Pixel]>,
}

impl Picture<'_> {
    /// Lays out a decoded image (sides are at most 512, so they fit `u16`).
    pub fn from_indexed<'x>(img: &IndexedImage) -> Picture<'x> {
        let (w, h) = (img.width as usize, img.height as usize);
        let stride = w.div_ceil(ROW_ALIGN) * ROW_ALIGN;
        let mut indices = alloc::vec![0u8; stride * h];
        for y in 0..h {
            indices[y * stride..y * stride + w].copy_from_slice(&img.indices[y * w..(y + 1) * w]);
        }
        let mut palette: Vec<Pixel> = img.palette.clone();
        palette.resize(palette.len().div_ceil(PALETTE_ALIGN) * PALETTE_ALIGN, 0);
        Picture {
            width: w as u16,
            height: h as u16,
            stride: stride as u16,
            indices: Cow::Owned(indices),
            palette: Cow::Owned(palette),
        }
    }

    /// The picture turned a quarter clockwise (MIDP's `TRANS_ROT90`): pixel `(x, y)` of
    /// the result is pixel `(y, height - 1 - x)` of this one.
    pub fn rotated_cw<'x>(&self) -> Picture<'x> {
        let (w, h) = (self.width as usize, self.height as usize);
        let stride = h.div_ceil(ROW_ALIGN) * ROW_ALIGN;
        let mut indices = alloc::vec![0u8; stride * w];
        for y in 0..w {
            for x in 0..h {
                indices[y * stride + x] = self.indices[(h - 1 - x) * self.stride as usize + y];
            }
        }
        Picture {
            width: h as u16,
            height: w as u16,
            stride: stride as u16,
            indices: Cow::Owned(indices),
            palette: Cow::Owned(self.palette.to_vec()),
        }
    }

    /// The picture as a drawable image.
    pub fn image(&self) -> Image<'_> {
        Image {
            width: self.width as i32,
            height: self.height as i32,
            stride: self.stride as usize,
            indices: &self.indices,
            palette: &self.palette,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarter_turn_clockwise_moves_the_left_column_to_the_top_row() {
        // 3 x 2, asymmetric:   a b c      turned:  d a
        //                      d e f               e b
        //                                          f c
        let img = IndexedImage {
            width: 3,
            height: 2,
            indices: alloc::vec![1, 2, 3, 4, 5, 6],
            palette: alloc::vec![0; 7],
        };
        let r = Picture::from_indexed(&img).rotated_cw();
        assert_eq!((r.width, r.height), (2, 3));
        let i = r.image();
        let rows: Vec<Vec<u8>> = (0..3)
            .map(|y| (0..2).map(|x| i.indices[y * i.stride + x]).collect())
            .collect();
        assert_eq!(rows, [[4, 1], [5, 2], [6, 3]]);
        // Four turns are the picture itself.
        let back = r.rotated_cw().rotated_cw().rotated_cw();
        assert_eq!((back.width, back.height), (3, 2));
        assert_eq!(&back.indices[..3], &[1, 2, 3]);
    }

    #[test]
    fn padding_keeps_pixels() {
        let img = super::super::png::tests::sample();
        let p = Picture::from_indexed(&img);
        assert_eq!((p.width, p.height, p.stride), (3, 2, 16));
        assert_eq!(p.palette.len(), 8);
        let i = p.image();
        for y in 0..2 {
            for x in 0..3 {
                let want = img.palette[img.indices[(y * 3 + x) as usize] as usize];
                assert_eq!(i.pixel(x, y), want, "({x}, {y})");
            }
        }
        assert_eq!(i.pixel(3, 0), 0);
    }
}
