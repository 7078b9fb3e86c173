//! A decoded image in the layout the renderers use: palette indices with rows padded to
//! 16 bytes and a palette padded to a multiple of 8 entries, which is what the PSP's GPU
//! takes as an 8-bit texture with a colour lookup table.

use super::png::IndexedImage;
use crate::gfx::{Color32, Image};
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
    pub palette: Cow<'a, [Color32]>,
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
        let mut palette: Vec<Color32> = img.palette.clone();
        palette.resize(palette.len().div_ceil(PALETTE_ALIGN) * PALETTE_ALIGN, 0);
        Picture {
            width: w as u16,
            height: h as u16,
            stride: stride as u16,
            indices: Cow::Owned(indices),
            palette: Cow::Owned(palette),
        }
    }

    /// The picture under one of MIDP's transforms (`Graphics.drawRegion`): what the
    /// original draws some of its overlays with.
    pub fn transformed<'x>(&self, t: Transform) -> Picture<'x> {
        let (w, h) = (self.width as usize, self.height as usize);
        let (ow, oh) = match t {
            Transform::Rot90 | Transform::Transpose => (h, w),
            Transform::Mirror | Transform::Rot180 => (w, h),
        };
        let stride = ow.div_ceil(ROW_ALIGN) * ROW_ALIGN;
        let mut indices = alloc::vec![0u8; stride * oh];
        for y in 0..oh {
            for x in 0..ow {
                // The source pixel that lands at (x, y).
                let (sx, sy) = match t {
                    Transform::Rot90 => (y, h - 1 - x),
                    Transform::Rot180 => (w - 1 - x, h - 1 - y),
                    Transform::Mirror => (w - 1 - x, y),
                    Transform::Transpose => (y, x),
                };
                indices[y * stride + x] = self.indices[sy * self.stride as usize + sx];
            }
        }
        Picture {
            width: ow as u16,
            height: oh as u16,
            stride: stride as u16,
            indices: Cow::Owned(indices),
            palette: Cow::Owned(self.palette.to_vec()),
        }
    }

    /// A picture of no pixels.
    pub fn empty<'x>() -> Picture<'x> {
        Picture {
            width: 0,
            height: 0,
            stride: 0,
            indices: Cow::Owned(Vec::new()),
            palette: Cow::Owned(Vec::new()),
        }
    }

    /// A square picture under a tile record's transform code, as the collision test turns
    /// the tile's mask (flips first: 0x08 left-right, 0x04 top-bottom; then `code & 3`
    /// quarter turns clockwise): pixel (x, y) of the result is pixel (u, v) of this one.
    /// A picture that is not square comes back as it is.
    pub fn with_tile_transform<'x>(&self, code: u8) -> Picture<'x> {
        let n = self.width as usize;
        let stride = self.stride as usize;
        let mut indices = self.indices.to_vec();
        if self.height as usize == n {
            for y in 0..n {
                for x in 0..n {
                    let (mut u, mut v) = (x, y);
                    if code & 0x08 != 0 {
                        u = n - 1 - u;
                    }
                    if code & 0x04 != 0 {
                        v = n - 1 - v;
                    }
                    (u, v) = match code & 0x03 {
                        1 => (v, n - 1 - u),
                        2 => (n - 1 - u, n - 1 - v),
                        3 => (n - 1 - v, u),
                        _ => (u, v),
                    };
                    indices[y * stride + x] = self.indices[v * stride + u];
                }
            }
        }
        Picture {
            width: self.width,
            height: self.height,
            stride: self.stride,
            indices: Cow::Owned(indices),
            palette: Cow::Owned(self.palette.to_vec()),
        }
    }

    /// The picture as a drawable image; the empty image when its fields disagree (every
    /// constructor here makes `stride * height` indices).
    pub fn image(&self) -> Image<'_> {
        Image::new(
            self.width as i32,
            self.height as i32,
            self.stride as usize,
            &self.indices,
            &self.palette,
        )
        .unwrap_or(Image::EMPTY)
    }
}

/// The transforms the original's overlays use (MIDP's `TRANS_ROT90`, `TRANS_ROT180`,
/// `TRANS_MIRROR`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transform {
    /// A quarter turn clockwise: the left column becomes the top row.
    Rot90,
    /// A half turn.
    Rot180,
    /// Mirrored left to right.
    Mirror,
    /// Mirrored across the main diagonal (`TRANS_MIRROR_ROT270`): the left column becomes
    /// the top row, unreversed.
    Transpose,
}

impl Transform {
    pub const ALL: [Transform; 4] = [
        Transform::Rot90,
        Transform::Rot180,
        Transform::Mirror,
        Transform::Transpose,
    ];

    /// The name of the derived picture list of `file` under this transform.
    pub const fn derived_name(self) -> &'static str {
        match self {
            Transform::Rot90 => "ic rot90",
            Transform::Rot180 => "ic rot180",
            Transform::Mirror => "ic mirror",
            Transform::Transpose => "ic transpose",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `a b c` over `d e f`: asymmetric both ways.
    fn abc() -> Picture<'static> {
        Picture::from_indexed(&IndexedImage {
            width: 3,
            height: 2,
            indices: alloc::vec![1, 2, 3, 4, 5, 6],
            palette: alloc::vec![0; 7],
        })
    }

    fn rows(p: &Picture<'_>) -> Vec<Vec<u8>> {
        let i = p.image();
        (0..i.height() as usize)
            .map(|y| {
                (0..i.width() as usize)
                    .map(|x| i.indices()[y * i.stride() + x])
                    .collect()
            })
            .collect()
    }

    #[test]
    fn a_picture_whose_fields_disagree_draws_nothing() {
        let p = abc();
        assert_eq!((p.image().width(), p.image().height()), (3, 2));
        // Fewer indices than `stride * height`: no image a renderer would read past.
        let mut short = p.clone();
        short.indices.to_mut().truncate(p.stride as usize * 2 - 1);
        let i = short.image();
        assert_eq!((i.width(), i.height(), i.indices().len()), (0, 0, 0));
        let mut narrow = p;
        narrow.stride = 2;
        assert_eq!(narrow.image().width(), 0);
    }

    #[test]
    fn the_transforms_move_pixels_as_midp_draws_them() {
        let p = abc();
        // A quarter turn clockwise:  d a / e b / f c.
        assert_eq!(
            rows(&p.transformed(Transform::Rot90)),
            [[4, 1], [5, 2], [6, 3]]
        );
        // A half turn:  f e d / c b a.
        assert_eq!(
            rows(&p.transformed(Transform::Rot180)),
            [[6, 5, 4], [3, 2, 1]]
        );
        // Mirrored:  c b a / f e d.
        assert_eq!(
            rows(&p.transformed(Transform::Mirror)),
            [[3, 2, 1], [6, 5, 4]]
        );
        // Tile codes on a square picture: 1 a quarter turn clockwise, 4 top-bottom, 8
        // left-right.
        let sq = Picture::from_indexed(&IndexedImage {
            width: 2,
            height: 2,
            indices: alloc::vec![1, 2, 3, 4],
            palette: alloc::vec![0; 5],
        });
        assert_eq!(rows(&sq.with_tile_transform(1)), [[3, 1], [4, 2]]);
        assert_eq!(rows(&sq.with_tile_transform(4)), [[3, 4], [1, 2]]);
        assert_eq!(rows(&sq.with_tile_transform(8)), [[2, 1], [4, 3]]);
        assert_eq!(rows(&sq.with_tile_transform(2)), [[4, 3], [2, 1]]);
        assert_eq!(
            rows(&p.with_tile_transform(1)),
            rows(&p),
            "not square: unchanged"
        );
        // Two quarter turns are a half turn; four are the picture itself.
        let q = p
            .transformed(Transform::Rot90)
            .transformed(Transform::Rot90);
        assert_eq!(rows(&q), rows(&p.transformed(Transform::Rot180)));
        assert_eq!(rows(&q.transformed(Transform::Rot180)), rows(&p));
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
