//! Palette images as every drawing layer reads them.

use super::Color32;

/// A read-only palette image: one palette index per pixel, rows `stride` indices apart
/// (the PSP's GPU wants texture rows a multiple of 16 bytes), and the palette as pixels.
/// Its fields are private so that every image holds what [`Image::new`] checked:
/// `height` rows of `stride >= width` indices (a renderer, the GPU's among them, reads
/// that much).
#[derive(Clone, Copy, Debug)]
pub struct Image<'a> {
    width: i32,
    height: i32,
    stride: usize,
    indices: &'a [u8],
    palette: &'a [Color32],
}

impl Image<'static> {
    /// The image of no pixels.
    pub const EMPTY: Image<'static> = Image {
        width: 0,
        height: 0,
        stride: 0,
        indices: &[],
        palette: &[],
    };
}

impl<'a> Image<'a> {
    /// An image over `indices`, or `None` when the slice does not hold `height` rows of
    /// `stride >= width` indices. Indices past the palette draw as transparent.
    pub fn new(
        width: i32,
        height: i32,
        stride: usize,
        indices: &'a [u8],
        palette: &'a [Color32],
    ) -> Option<Self> {
        let w = usize::try_from(width).ok()?;
        let h = usize::try_from(height).ok()?;
        if stride < w || indices.len() < stride.checked_mul(h)? {
            return None;
        }
        Some(Image {
            width,
            height,
            stride,
            indices,
            palette,
        })
    }

    /// Width in pixels.
    pub fn width(&self) -> i32 {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> i32 {
        self.height
    }

    /// Indices from one row to the next.
    pub fn stride(&self) -> usize {
        self.stride
    }

    /// The indices: at least `stride * height` of them.
    pub fn indices(&self) -> &'a [u8] {
        self.indices
    }

    /// The colours the indices name.
    pub fn palette(&self) -> &'a [Color32] {
        self.palette
    }

    /// The colour of pixel `(x, y)` (transparent outside the image or the palette).
    pub fn pixel(&self, x: i32, y: i32) -> Color32 {
        if x < 0 || y < 0 || x >= self.width || y >= self.height {
            return 0;
        }
        let i = self.indices[y as usize * self.stride + x as usize];
        self.palette.get(i as usize).copied().unwrap_or(0)
    }
}
