//! A palette PNG writer for the tests, written apart from the crate's reader: a pixel's
//! Adam7 pass comes from the PNG specification's 8 x 8 pattern (not from a table of pass
//! offsets and steps), and the filters are applied, not reversed.

#![allow(dead_code)]

use bounceback::res::crc32::crc32;

/// The pass (1 to 7) of pixel `(x, y)` is `PATTERN[y % 8][x % 8]`.
pub const PATTERN: [[u8; 8]; 8] = [
    [1, 6, 4, 6, 2, 6, 4, 6],
    [7, 7, 7, 7, 7, 7, 7, 7],
    [5, 6, 5, 6, 5, 6, 5, 6],
    [7, 7, 7, 7, 7, 7, 7, 7],
    [3, 6, 4, 6, 3, 6, 4, 6],
    [7, 7, 7, 7, 7, 7, 7, 7],
    [5, 6, 5, 6, 5, 6, 5, 6],
    [7, 7, 7, 7, 7, 7, 7, 7],
];

/// A palette image: indices row-major, RGB palette, alpha per entry (may be shorter).
#[derive(Clone, Debug)]
pub struct Img {
    pub width: usize,
    pub height: usize,
    pub depth: u8,
    pub indices: Vec<u8>,
    pub palette: Vec<[u8; 3]>,
    pub trns: Vec<u8>,
}

impl Img {
    /// The palette as the reader gives it (`0xAABBGGRR`, opaque past `trns`).
    pub fn pixels(&self) -> Vec<u32> {
        self.palette
            .iter()
            .enumerate()
            .map(|(i, [r, g, b])| {
                let a = self.trns.get(i).copied().unwrap_or(0xFF);
                bounceback::gfx::rgba(*r, *g, *b, a)
            })
            .collect()
    }

    fn plte(&self) -> Vec<u8> {
        self.palette.iter().flatten().copied().collect()
    }

    /// The index rows of each stored sub-image: the whole image, or the seven passes
    /// (empty rows left out, so an empty pass has no rows).
    pub fn sub_images(&self, interlaced: bool) -> Vec<Vec<Vec<u8>>> {
        let at = |x: usize, y: usize| self.indices[y * self.width + x];
        if !interlaced {
            return vec![(0..self.height)
                .map(|y| (0..self.width).map(|x| at(x, y)).collect())
                .collect()];
        }
        (1..=7u8)
            .map(|p| {
                (0..self.height)
                    .map(|y| {
                        (0..self.width)
                            .filter(|x| PATTERN[y % 8][x % 8] == p)
                            .map(|x| at(x, y))
                            .collect::<Vec<u8>>()
                    })
                    .filter(|row| !row.is_empty())
                    .collect()
            })
            .collect()
    }

    /// The filtered data (before compression), one filter byte a row, the filter of
    /// each row from `filter` (called once per stored row, in order).
    pub fn filtered(&self, interlaced: bool, filter: &mut dyn FnMut() -> u8) -> Vec<u8> {
        let mut out = Vec::new();
        for rows in self.sub_images(interlaced) {
            let mut prev: Option<Vec<u8>> = None;
            for row in rows {
                let packed = pack(&row, self.depth);
                let f = filter();
                out.push(f);
                out.extend(apply_filter(f, &packed, prev.as_deref()));
                prev = Some(packed);
            }
        }
        out
    }
}

/// Packs indices at `depth` bits, most significant bits first, the last byte zero-padded.
pub fn pack(row: &[u8], depth: u8) -> Vec<u8> {
    let per_byte = 8 / depth as usize;
    row.chunks(per_byte)
        .map(|group| {
            let mut b = 0u8;
            for (k, v) in group.iter().enumerate() {
                b |= v << (8 - depth as usize * (k + 1));
            }
            b
        })
        .collect()
}

/// Filters one packed row against the row above (`None`: a sub-image's first row).
pub fn apply_filter(f: u8, row: &[u8], prev: Option<&[u8]>) -> Vec<u8> {
    let up = |i: usize| prev.map_or(0, |p| p[i]);
    (0..row.len())
        .map(|i| {
            let a = if i > 0 { row[i - 1] as i32 } else { 0 };
            let b = up(i) as i32;
            let c = if i > 0 { up(i - 1) as i32 } else { 0 };
            let predicted = match f {
                0 => 0,
                1 => a,
                2 => b,
                3 => (a + b) / 2,
                4 => {
                    let p = a + b - c;
                    let (pa, pb, pc) = ((p - a).abs(), (p - b).abs(), (p - c).abs());
                    if pa <= pb && pa <= pc {
                        a
                    } else if pb <= pc {
                        b
                    } else {
                        c
                    }
                }
                _ => 0,
            };
            row[i].wrapping_sub(predicted as u8)
        })
        .collect()
}

pub fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], body: &[u8]) {
    out.extend_from_slice(&(body.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(body);
    let mut crc_input = kind.to_vec();
    crc_input.extend_from_slice(body);
    out.extend_from_slice(&crc32(&crc_input).to_be_bytes());
}

/// How a file is laid out around its pixels.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    /// Interlace method byte (0 or 1; others to test rejection).
    pub interlace: u8,
    /// Where the compressed stream is cut into IDAT chunks (offsets, any order, repeats
    /// give empty IDATs).
    pub cuts: Vec<usize>,
    /// Ancillary chunks a phone decoder skips (tEXt, gAMA, pHYs, tIME, iTXt, a private one).
    pub ancillary: bool,
}

/// A whole PNG holding `filtered` (already filtered data) for `img`'s header and palette.
pub fn file(img: &Img, filtered: &[u8], layout: &Layout) -> Vec<u8> {
    let mut out = vec![0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&(img.width as u32).to_be_bytes());
    ihdr.extend_from_slice(&(img.height as u32).to_be_bytes());
    ihdr.extend_from_slice(&[img.depth, 3, 0, 0, layout.interlace]);
    chunk(&mut out, b"IHDR", &ihdr);
    if layout.ancillary {
        chunk(&mut out, b"gAMA", &45455u32.to_be_bytes());
        chunk(&mut out, b"tEXt", b"Comment\0made by a test");
    }
    chunk(&mut out, b"PLTE", &img.plte());
    if !img.trns.is_empty() {
        chunk(&mut out, b"tRNS", &img.trns);
    }
    if layout.ancillary {
        chunk(&mut out, b"pHYs", &[0, 0, 11, 19, 0, 0, 11, 19, 1]);
        chunk(&mut out, b"prIv", &[1, 2, 3]);
    }
    let z = miniz_oxide::deflate::compress_to_vec_zlib(filtered, 6);
    let mut cuts: Vec<usize> = layout.cuts.iter().map(|c| c % (z.len() + 1)).collect();
    cuts.sort_unstable();
    let mut from = 0;
    for c in cuts {
        chunk(&mut out, b"IDAT", &z[from..c]);
        from = c;
    }
    chunk(&mut out, b"IDAT", &z[from..]);
    if layout.ancillary {
        chunk(&mut out, b"tIME", &[7, 234, 1, 2, 3, 4, 5]);
        chunk(&mut out, b"iTXt", b"Title\0\0\0\0Bounce");
    }
    chunk(&mut out, b"IEND", &[]);
    out
}

/// `img` as an Adam7 PNG, the filter of each row cycling through 0 to 4.
pub fn interlaced(img: &Img) -> Vec<u8> {
    let mut k = 0u8;
    let raw = img.filtered(true, &mut || {
        k = (k + 1) % 5;
        k
    });
    file(
        img,
        &raw,
        &Layout {
            interlace: 1,
            ..Layout::default()
        },
    )
}

/// A deterministic image with every index in use that the palette allows.
pub fn pattern(width: usize, height: usize, depth: u8) -> Img {
    let entries = (1usize << depth).min(256).min(width * height).max(2);
    let indices = (0..width * height)
        .map(|i| {
            let (x, y) = (i % width, i / width);
            ((x * 7 + y * 13 + x * y) % entries) as u8
        })
        .collect();
    Img {
        width,
        height,
        depth,
        indices,
        palette: (0..entries)
            .map(|i| [i as u8, (i * 3) as u8, 255 - i as u8])
            .collect(),
        trns: vec![0, 128],
    }
}
