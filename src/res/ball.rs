//! `b`: the ball. Chunk 0 holds the collision masks (row-major booleans); chunks 1 to 25
//! are the sprites 0 to 24 as palette PNGs.

use super::container::{self, Container};
use super::cursor::Cursor;
use super::error::{ErrorKind, FileName, Place, ResError};
use alloc::vec::Vec;

/// Sprites the game draws (0 to 24).
pub const SPRITES: usize = 25;
/// Masks the game uses (0: small ball, 1: big ball).
pub const MASKS: usize = 2;

/// A collision mask, `w * h` booleans row-major (`y * w + x`), zero-copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BallMask<'a> {
    /// Columns, >= 1.
    pub w: u8,
    /// Rows, >= 1.
    pub h: u8,
    /// `w * h` bytes as stored: non-zero is set.
    pub bits: &'a [u8],
}

impl BallMask<'_> {
    /// Whether pixel `(x, y)` is set; outside the mask it is not.
    pub fn get(&self, x: usize, y: usize) -> bool {
        x < self.w as usize && y < self.h as usize && self.bits[y * self.w as usize + x] != 0
    }
}

/// The masks chunk and where each sprite's PNG lies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BallFile<'a> {
    /// The collision masks, at least [`MASKS`].
    pub masks: Vec<BallMask<'a>>,
    /// Each sprite's PNG bytes and their place, for errors from the PNG reader.
    pub sprites: Vec<(&'a [u8], Place)>,
}

/// Which mask a sprite collides with: 0 for the small sprites and the F-form, 1 for the
/// inflate frames and the big ball.
pub fn mask_for_sprite(sprite: usize) -> usize {
    if (9..=19).contains(&sprite) {
        1
    } else {
        0
    }
}

/// Reads the `b` container: the masks decoded, the sprites left as PNG bytes for
/// [`super::png`].
///
/// # Errors
///
/// A [`ResError`] when the container is malformed, has other than `1 +` [`SPRITES`]
/// chunks, or a mask is truncated, fewer than [`MASKS`] or of zero size.
pub fn parse(file: FileName, data: &[u8]) -> Result<BallFile<'_>, ResError> {
    let c = Container::parse(file, data)?;
    c.require(1 + SPRITES)?;
    if c.len() != 1 + SPRITES {
        return Err(Place::file(file.as_str()).error(
            0,
            ErrorKind::Invalid {
                field: "chunk count",
                value: c.len() as i64,
                expected: "26 (the masks and sprites 0 to 24)",
            },
        ));
    }
    let (m, mp) = c.chunk(0)?;
    let mut cur = Cursor::new(m, mp);
    let at = cur.pos();
    let n = cur.u8()?;
    if (n as usize) < MASKS {
        return Err(cur.invalid_at(at, "mask count", n as i64, "2 or more"));
    }
    let mut masks = Vec::with_capacity(n as usize);
    for _ in 0..n {
        let at = cur.pos();
        let w = cur.u8()?;
        let h = cur.u8()?;
        if w == 0 || h == 0 {
            return Err(cur.invalid_at(at, "mask size", (w as i64) * (h as i64), "at least 1 x 1"));
        }
        // Java booleans, kept as stored: any non-zero byte is a set pixel.
        let bits = cur.bytes(w as usize * h as usize)?;
        masks.push(BallMask { w, h, bits });
    }
    // Bytes after the last mask are never read, by the original either.
    let sprites = (1..c.len())
        .map(|k| c.chunk(k))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(BallFile { masks, sprites })
}

/// Chunk 0's body for `masks`.
pub fn masks_chunk(masks: &[BallMask<'_>]) -> Vec<u8> {
    let mut out = alloc::vec![masks.len() as u8];
    for m in masks {
        out.extend_from_slice(&[m.w, m.h]);
        out.extend_from_slice(m.bits);
    }
    out
}

/// The whole `b` file.
///
/// # Errors
///
/// When a chunk (the masks or a sprite) is over 32767 bytes.
pub fn to_file(masks: &[BallMask<'_>], sprites: &[&[u8]]) -> Result<Vec<u8>, &'static str> {
    let m = masks_chunk(masks);
    let mut chunks: Vec<&[u8]> = alloc::vec![&m];
    chunks.extend_from_slice(sprites);
    let mut out = Vec::new();
    container::write(&mut out, &chunks)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn disc(d: u8) -> Vec<u8> {
        let r = d as i32;
        (0..d as i32)
            .flat_map(|y| {
                (0..d as i32)
                    .map(move |x| ((2 * x + 1 - r).pow(2) + (2 * y + 1 - r).pow(2) <= r * r) as u8)
            })
            .collect()
    }

    #[test]
    fn round_trip_and_orientation() {
        // An asymmetric 3x2 mask: (2, 0) and (0, 1) set.
        let odd = [0, 0, 1, 1, 0, 0];
        let small = disc(16);
        let masks = [
            BallMask {
                w: 3,
                h: 2,
                bits: &odd,
            },
            BallMask {
                w: 16,
                h: 16,
                bits: &small,
            },
        ];
        let sprite = b"png-bytes";
        let sprites: Vec<&[u8]> = (0..SPRITES).map(|_| &sprite[..]).collect();
        let f = to_file(&masks, &sprites).unwrap();
        let b = parse(FileName::new("b"), &f).unwrap();
        assert_eq!(b.masks, masks);
        assert!(b.masks[0].get(2, 0) && b.masks[0].get(0, 1) && !b.masks[0].get(0, 0));
        assert!(!b.masks[0].get(3, 0));
        assert_eq!(b.sprites.len(), SPRITES);
        assert_eq!(b.sprites[24].1.chunk, Some(25));
        assert_eq!(small.iter().filter(|b| **b != 0).count(), 208);
        assert_eq!(disc(24).iter().filter(|b| **b != 0).count(), 448);
    }

    /// A file of two 16 x 16 disc masks and `sprites` one-byte sprites.
    fn discs_file(sprites: usize) -> Vec<u8> {
        let small = disc(16);
        let masks = [BallMask {
            w: 16,
            h: 16,
            bits: &small,
        }; 2];
        let sprites: Vec<&[u8]> = (0..sprites).map(|_| &b"x"[..]).collect();
        to_file(&masks, &sprites).unwrap()
    }

    #[test]
    fn errors() {
        let mut f = discs_file(SPRITES);
        let body = 2 + 2 * 26;
        f[body + 1] = 0; // a mask size of 0 x 16
        let e = parse(FileName::new("b"), &f).unwrap_err();
        assert_eq!((e.chunk, e.offset), (Some(0), body + 1));
        let f = discs_file(24);
        let e = parse(FileName::new("b"), &f).unwrap_err();
        assert!(matches!(
            e.kind,
            ErrorKind::MissingChunk {
                index: 25,
                count: 25
            }
        ));
    }

    /// A mask byte other than 0 or 1 is a set pixel (a Java boolean), as the original
    /// reads it.
    #[test]
    fn mask_bytes_are_booleans() {
        let mut f = discs_file(SPRITES);
        let at = 2 + 2 * 26 + 3 + 16 * 8 + 8; // mask 0, pixel (8, 8): set
        let clear = 2 + 2 * 26 + 3; // pixel (0, 0): clear
        assert_eq!((f[at], f[clear]), (1, 0));
        f[at] = 7;
        let b = parse(FileName::new("b"), &f).unwrap();
        assert!(b.masks[0].get(8, 8) && !b.masks[0].get(0, 0));
        let set = |m: &BallMask<'_>| (0..256).filter(|q| m.get(q % 16, q / 16)).count();
        let plain = discs_file(SPRITES);
        let plain = parse(FileName::new("b"), &plain).unwrap();
        assert_eq!(set(&b.masks[0]), set(&plain.masks[0]));
    }

    #[test]
    fn mask_choice() {
        let m: Vec<usize> = (0..SPRITES).map(mask_for_sprite).collect();
        assert_eq!(m[..9], [0; 9]);
        assert_eq!(m[9..20], [1; 11]);
        assert_eq!(m[20..], [0; 5]);
    }
}
