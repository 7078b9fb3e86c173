//! Palette PNG images, the only kind the original's resources hold (colour type 3,
//! 1 to 8 bits per pixel, plain or Adam7-interlaced: the original's icon and eight of its
//! tile pictures are interlaced). Chunks are CRC-checked; the pixels are inflated and
//! unfiltered into one palette index per pixel.

use super::crc32::Crc32;
use super::cursor::Cursor;
use super::error::{ErrorKind, Place, ResError};
use crate::gfx::{rgba, Color32};
use alloc::vec::Vec;

/// Largest side the PSP's GPU can texture from.
pub const MAX_SIDE: u32 = 512;

const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];

/// A decoded palette image: one index per pixel, row-major, and the palette as pixels
/// (alpha from `tRNS`, opaque where it has no entry).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexedImage {
    /// Pixels per row.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// `width * height` palette indices, row-major, each below `palette.len()`.
    pub indices: Vec<u8>,
    /// The colours the indices name.
    pub palette: Vec<Color32>,
}

/// What the header chunk says, checked against what this reader supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    /// Pixels per row, 1..=[`MAX_SIDE`].
    pub width: u32,
    /// Rows, 1..=[`MAX_SIDE`].
    pub height: u32,
    /// Bits per index: 1, 2, 4 or 8.
    pub depth: u8,
    /// Adam7 (interlace method 1).
    pub interlaced: bool,
}

/// Adam7's seven passes as (first column, first row, column step, row step).
const ADAM7: [Pass; 7] = [
    (0, 0, 8, 8),
    (4, 0, 8, 8),
    (0, 4, 4, 8),
    (2, 0, 4, 4),
    (0, 2, 2, 4),
    (1, 0, 2, 2),
    (0, 1, 1, 2),
];
type Pass = (usize, usize, usize, usize);

/// The sub-images the data is stored as: the whole image, or Adam7's passes.
fn passes(interlaced: bool) -> &'static [Pass] {
    if interlaced {
        &ADAM7
    } else {
        &[(0, 0, 1, 1)]
    }
}

/// A pass's width and height in pixels (either may be 0: that pass stores nothing).
fn pass_size(w: usize, h: usize, (x0, y0, dx, dy): Pass) -> (usize, usize) {
    (
        w.saturating_sub(x0).div_ceil(dx),
        h.saturating_sub(y0).div_ceil(dy),
    )
}

/// Bytes of one stored row, its filter byte included (rows are packed per pass).
fn stride(width: usize, depth: u8) -> usize {
    1 + (width * depth as usize).div_ceil(8)
}

/// The exact filtered size of the image data.
fn filtered_size(hdr: &Header) -> usize {
    let (w, h) = (hdr.width as usize, hdr.height as usize);
    passes(hdr.interlaced)
        .iter()
        .map(|p| match pass_size(w, h, *p) {
            (0, _) | (_, 0) => 0,
            (pw, ph) => ph * stride(pw, hdr.depth),
        })
        .sum()
}

fn invalid(c: &Cursor<'_>, at: usize, field: &'static str, v: i64, e: &'static str) -> ResError {
    c.invalid_at(at, field, v, e)
}

/// Reads only the header: size and bit depth, rejecting what cannot be decoded.
///
/// # Errors
///
/// A [`ResError`] for a bad signature, a first chunk that is not a 13-byte `IHDR`, a bad CRC, a
/// side of 0 or over [`MAX_SIDE`], or a colour type, depth, compression, filter or interlace
/// method this reader does not take.
pub fn header(data: &[u8], place: Place) -> Result<Header, ResError> {
    let mut c = Cursor::new(data, place);
    let sig = c.bytes(8)?;
    if sig != SIGNATURE {
        return Err(invalid(
            &c,
            0,
            "PNG signature byte",
            sig[0] as i64,
            "the PNG signature",
        ));
    }
    let (kind, body, _) = chunk(&mut c)?;
    if &kind != b"IHDR" || body.len() != 13 {
        return Err(invalid(
            &c,
            8,
            "first PNG chunk length",
            body.len() as i64,
            "an IHDR of 13 bytes",
        ));
    }
    let mut h = Cursor::new(body, place.nested(16));
    let width = h.u32()?;
    let height = h.u32()?;
    if !(1..=MAX_SIDE).contains(&width) {
        return Err(invalid(&h, 0, "PNG width", width as i64, "1 to 512"));
    }
    if !(1..=MAX_SIDE).contains(&height) {
        return Err(invalid(&h, 4, "PNG height", height as i64, "1 to 512"));
    }
    let depth = h.u8()?;
    let color_type = h.u8()?;
    if color_type != 3 {
        return Err(h.error_at(9, ErrorKind::PngNotPalette { color_type }));
    }
    if !matches!(depth, 1 | 2 | 4 | 8) {
        return Err(invalid(
            &h,
            8,
            "PNG bit depth",
            depth as i64,
            "1, 2, 4 or 8",
        ));
    }
    for (at, field) in [(10, "PNG compression method"), (11, "PNG filter method")] {
        let v = h.u8()?;
        if v != 0 {
            return Err(invalid(&h, at, field, v as i64, "0"));
        }
    }
    let interlace = h.u8()?;
    if interlace > 1 {
        return Err(invalid(
            &h,
            12,
            "PNG interlace method",
            interlace as i64,
            "0 (none) or 1 (Adam7)",
        ));
    }
    Ok(Header {
        width,
        height,
        depth,
        interlaced: interlace == 1,
    })
}

/// One chunk: its type, its body, and the offset of its length field.
fn chunk<'a>(c: &mut Cursor<'a>) -> Result<([u8; 4], &'a [u8], usize), ResError> {
    let at = c.pos();
    let len = c.u32()?;
    if len > 0x7FFF_FFFF {
        return Err(invalid(c, at, "PNG chunk length", len as i64, "below 2^31"));
    }
    let kind_bytes = c.bytes(4)?;
    let mut kind = [0u8; 4];
    kind.copy_from_slice(kind_bytes);
    let body = c.bytes(len as usize)?;
    let crc_at = c.pos();
    let stored = c.u32()?;
    let mut crc = Crc32::new();
    crc.update(&kind);
    crc.update(body);
    if crc.finish() != stored {
        return Err(c.error_at(crc_at, ErrorKind::PngCrc { chunk: kind }));
    }
    Ok((kind, body, at))
}

/// Decodes a palette PNG.
///
/// # Errors
///
/// A [`ResError`] for anything docs/FORMAT.md lists as rejected: the header's, a bad CRC, a
/// missing or misplaced chunk, data that does not inflate to the size the rows need, a bad row
/// filter or an index past the palette.
pub fn decode(data: &[u8], place: Place) -> Result<IndexedImage, ResError> {
    let hdr = header(data, place)?;
    let mut c = Cursor::new(data, place);
    c.bytes(8)?;
    chunk(&mut c)?; // IHDR, checked above
    let mut palette: Option<(&[u8], usize)> = None;
    let mut trns: Option<&[u8]> = None;
    let mut idat_start = None;
    let mut idat_end = 0;
    let mut ended = false;
    while !ended {
        let (kind, body, at) = chunk(&mut c)?;
        match &kind {
            b"PLTE" => {
                if palette.is_some()
                    || idat_start.is_some()
                    || body.is_empty()
                    || body.len() % 3 != 0
                    || body.len() / 3 > 256
                {
                    return Err(invalid(&c, at, "PLTE length", body.len() as i64, "one palette of 3 bytes per entry, before the image data, at most 256 entries"));
                }
                // Entries past 2^depth cannot be used; decoders drop them (as libpng does).
                let usable = body.len().min(3 << hdr.depth);
                palette = Some((&body[..usable], at));
            }
            b"tRNS" => {
                let n = palette.map_or(0, |(p, _)| p.len() / 3);
                if palette.is_none() || idat_start.is_some() || body.len() > n {
                    return Err(invalid(&c, at, "tRNS length", body.len() as i64, "after PLTE and before the image data, at most one entry per palette colour"));
                }
                trns = Some(body);
            }
            b"IDAT" => {
                if idat_start.is_some() && idat_end != at {
                    return Err(invalid(
                        &c,
                        at,
                        "IDAT chunk",
                        0,
                        "the image data chunks back to back",
                    ));
                }
                if idat_start.is_none() {
                    idat_start = Some(at);
                }
                idat_end = c.pos();
            }
            b"IEND" => ended = true,
            _ => {
                // Ancillary chunks (lower-case first letter) may be skipped; critical may not.
                if kind[0] & 0x20 == 0 {
                    return Err(invalid(
                        &c,
                        at,
                        "critical PNG chunk",
                        kind[0] as i64,
                        "IHDR, PLTE, IDAT or IEND",
                    ));
                }
            }
        }
    }
    // Decoders stop at IEND: whatever follows it is never read.
    let (plte, _) = palette.ok_or_else(|| invalid(&c, 8, "PLTE chunk", 0, "a palette"))?;
    let idat_start = idat_start.ok_or_else(|| invalid(&c, 8, "IDAT chunk", 0, "image data"))?;

    // Gather the IDAT bodies and inflate them into the exact filtered size.
    let mut parts = Vec::new();
    let mut d = Cursor::new(&data[idat_start..idat_end], place.nested(idat_start));
    while d.remaining() > 0 {
        let (_, body, _) = chunk(&mut d)?;
        parts.push(body);
    }
    let expected = filtered_size(&hdr);
    // One byte of slack: with an exactly full buffer the inflater can report more output
    // pending when an IDAT boundary falls near the stream's end, and the slack also shows
    // a stream that is too long.
    let mut raw = alloc::vec![0u8; expected + 1];
    let inflated = miniz_oxide::inflate::decompress_slice_iter_to_slice(
        &mut raw,
        parts.iter().copied(),
        true,
        false,
    )
    .map_err(|_| {
        place.error(
            idat_start,
            ErrorKind::PngData {
                expected,
                inflated: 0,
            },
        )
    })?;
    if inflated != expected {
        return Err(place.error(idat_start, ErrorKind::PngData { expected, inflated }));
    }

    let entries = plte.len() / 3;
    let pal: Vec<Color32> = plte
        .as_chunks::<3>()
        .0
        .iter()
        .enumerate()
        .map(|(i, [r, g, b])| {
            let a = trns.and_then(|t| t.get(i)).copied().unwrap_or(0xFF);
            rgba(*r, *g, *b, a)
        })
        .collect();

    let (w, h) = (hdr.width as usize, hdr.height as usize);
    let depth = hdr.depth as usize;
    let value_mask = ((1u16 << depth) - 1) as u8;
    let data_error = |field, value, expected| {
        place.error(
            idat_start,
            ErrorKind::Invalid {
                field,
                value,
                expected,
            },
        )
    };
    let mut indices = alloc::vec![0u8; w * h];
    let mut rest: &mut [u8] = &mut raw;
    for &pass in passes(hdr.interlaced) {
        let (pw, ph) = pass_size(w, h, pass);
        if pw == 0 || ph == 0 {
            continue;
        }
        let (x0, y0, dx, dy) = pass;
        let row_len = stride(pw, hdr.depth);
        let Some((region, tail)) = core::mem::take(&mut rest).split_at_mut_checked(ph * row_len)
        else {
            return Err(place.error(idat_start, ErrorKind::PngData { expected, inflated }));
        };
        rest = tail;
        // Each pass is its own image: its first row is filtered against zeros.
        let mut prev: Option<&[u8]> = None;
        for (r, row) in region.chunks_exact_mut(row_len).enumerate() {
            let Some((&mut filter, cur)) = row.split_first_mut() else {
                break;
            };
            unfilter(filter, cur, prev)
                .ok_or_else(|| data_error("PNG row filter", filter as i64, "0 to 4"))?;
            let y = y0 + r * dy;
            for c in 0..pw {
                let bit = c * depth;
                let byte = cur.get(bit / 8).copied().unwrap_or(0);
                let idx = (byte >> (8 - depth - bit % 8)) & value_mask;
                if idx as usize >= entries {
                    return Err(data_error(
                        "palette index",
                        idx as i64,
                        "below the palette size",
                    ));
                }
                if let Some(slot) = indices.get_mut(y * w + x0 + c * dx) {
                    *slot = idx;
                }
            }
            prev = Some(cur);
        }
    }
    Ok(IndexedImage {
        width: hdr.width,
        height: hdr.height,
        indices,
        palette: pal,
    })
}

/// Reverses one row's filter in place (one byte per "pixel" at these depths); `prev` is
/// the row above in the same pass, `None` on a pass's first row (all zeros).
fn unfilter(filter: u8, cur: &mut [u8], prev: Option<&[u8]>) -> Option<()> {
    let up = |i: usize| prev.and_then(|p| p.get(i)).copied().unwrap_or(0);
    let mut left = 0u8;
    match filter {
        0 => {}
        1 => {
            for b in cur.iter_mut() {
                *b = b.wrapping_add(left);
                left = *b;
            }
        }
        2 => {
            for (i, b) in cur.iter_mut().enumerate() {
                *b = b.wrapping_add(up(i));
            }
        }
        3 => {
            for (i, b) in cur.iter_mut().enumerate() {
                *b = b.wrapping_add(((left as u16 + up(i) as u16) / 2) as u8);
                left = *b;
            }
        }
        4 => {
            for (i, b) in cur.iter_mut().enumerate() {
                let upper_left = if i > 0 { up(i - 1) } else { 0 };
                *b = b.wrapping_add(paeth(left, up(i), upper_left));
                left = *b;
            }
        }
        _ => return None,
    }
    Some(())
}

/// The Paeth predictor: whichever of left, up and upper-left is closest to their sum
/// less the upper-left.
fn paeth(a: u8, b: u8, c: u8) -> u8 {
    let (a16, b16, c16) = (a as i16, b as i16, c as i16);
    let p = a16 + b16 - c16;
    let (pa, pb, pc) = ((p - a16).abs(), (p - b16).abs(), (p - c16).abs());
    if pa <= pb && pa <= pc {
        a
    } else if pb <= pc {
        b
    } else {
        c
    }
}

/// Encodes a palette image as a PNG (8 bits per pixel, no filtering): what the packer
/// and tests use to make valid files.
pub fn encode(img: &IndexedImage) -> Vec<u8> {
    let mut out = Vec::from(SIGNATURE);
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&img.width.to_be_bytes());
    ihdr.extend_from_slice(&img.height.to_be_bytes());
    ihdr.extend_from_slice(&[8, 3, 0, 0, 0]);
    put_chunk(&mut out, b"IHDR", &ihdr);
    put_palette(&mut out, &img.palette);
    let w = img.width as usize;
    let mut raw = Vec::with_capacity(img.indices.len() + img.height as usize);
    for row in img.indices.chunks(w.max(1)) {
        raw.push(0);
        raw.extend_from_slice(row);
    }
    let z = miniz_oxide::deflate::compress_to_vec_zlib(&raw, 9);
    put_chunk(&mut out, b"IDAT", &z);
    put_chunk(&mut out, b"IEND", &[]);
    out
}

/// Encodes a laid-out picture (`stride` indices a row, `width` of them shown) as a PNG of
/// 8 bits per pixel, its image data deflated with the format's fixed codes and two kinds
/// of repeats (the pixel before, the row above): no general compressor is needed to write
/// a picture the game holds decoded, and a drawn picture still shrinks several times.
pub fn encode_fixed(
    width: usize,
    height: usize,
    stride: usize,
    indices: &[u8],
    palette: &[Color32],
) -> Vec<u8> {
    let mut out = Vec::from(SIGNATURE);
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&(width as u32).to_be_bytes());
    ihdr.extend_from_slice(&(height as u32).to_be_bytes());
    ihdr.extend_from_slice(&[8, 3, 0, 0, 0]);
    put_chunk(&mut out, b"IHDR", &ihdr);
    put_palette(&mut out, palette);
    let mut raw = Vec::with_capacity((width + 1) * height);
    for y in 0..height {
        raw.push(0);
        let row = indices.get(y * stride..y * stride + width).unwrap_or(&[]);
        raw.extend_from_slice(row);
        raw.resize((width + 1) * (y + 1), 0);
    }
    put_chunk(&mut out, b"IDAT", &zlib_fixed(&raw, width + 1));
    put_chunk(&mut out, b"IEND", &[]);
    out
}

/// Bits written least significant first, as deflate packs them.
struct Bits {
    out: Vec<u8>,
    acc: u32,
    n: u32,
}

impl Bits {
    fn put(&mut self, value: u32, count: u32) {
        self.acc |= value << self.n;
        self.n += count;
        while self.n >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n -= 8;
        }
    }

    /// A Huffman code: its bits from the most significant.
    fn code(&mut self, code: u32, len: u32) {
        let rev = code.reverse_bits() >> (32 - len);
        self.put(rev, len);
    }

    /// A symbol of the fixed literal/length code.
    fn sym(&mut self, s: u32) {
        match s {
            0..=143 => self.code(0x30 + s, 8),
            144..=255 => self.code(0x190 + s - 144, 9),
            256..=279 => self.code(s - 256, 7),
            _ => self.code(0xC0 + s - 280, 8),
        }
    }
}

const LEN_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LEN_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];

/// `data` as a zlib stream of one fixed-code block, repeating the byte before or the one
/// `row` bytes before (the row above) where three or more bytes match.
fn zlib_fixed(data: &[u8], row: usize) -> Vec<u8> {
    let mut bits = Bits {
        out: alloc::vec![0x78, 0x01],
        acc: 0,
        n: 0,
    };
    // The last block, of fixed codes.
    bits.put(1, 1);
    bits.put(1, 2);
    // The last place each 3 bytes were seen (a hash of them), for repeats from further back.
    let mut last = alloc::vec![u32::MAX; 1 << 12];
    let hash = |k: usize| {
        (((data[k] as usize) << 4) ^ ((data[k + 1] as usize) << 2) ^ ((data[k + 2] as usize) * 31))
            & 0xFFF
    };
    let mut i = 0;
    while i < data.len() {
        let run = |d: usize| {
            if d == 0 || d > i || d > 32768 {
                return 0;
            }
            let max = (data.len() - i).min(258);
            (0..max)
                .take_while(|&k| data[i + k] == data[i + k - d])
                .count()
        };
        let (mut len, mut dist) = (run(1), 1);
        let mut consider = |d: usize| {
            let l = run(d);
            if l > len {
                (len, dist) = (l, d);
            }
        };
        consider(row);
        if i + 2 < data.len() {
            let h = hash(i);
            if let Some(seen) = last.get(h).copied().filter(|&s| s != u32::MAX) {
                consider(i - seen as usize);
            }
            if let Some(slot) = last.get_mut(h) {
                *slot = i as u32;
            }
        }
        if len < 3 {
            bits.sym(data[i] as u32);
            i += 1;
            continue;
        }
        let lc = LEN_BASE
            .iter()
            .rposition(|&b| b as usize <= len)
            .unwrap_or(0);
        bits.sym(257 + lc as u32);
        bits.put((len - LEN_BASE[lc] as usize) as u32, LEN_EXTRA[lc] as u32);
        let dc = DIST_BASE
            .iter()
            .rposition(|&b| b as usize <= dist)
            .unwrap_or(0);
        bits.code(dc as u32, 5);
        bits.put(
            (dist - DIST_BASE[dc] as usize) as u32,
            DIST_EXTRA[dc] as u32,
        );
        i += len;
    }
    bits.sym(256);
    if bits.n > 0 {
        bits.out.push(bits.acc as u8);
    }
    let (mut a, mut b) = (1u32, 0u32);
    for &x in data {
        a = (a + x as u32) % 65521;
        b = (b + a) % 65521;
    }
    let mut out = bits.out;
    out.extend_from_slice(&((b << 16) | a).to_be_bytes());
    out
}

/// The `PLTE` chunk, and `tRNS` with the alphas up to the last one below opaque.
fn put_palette(out: &mut Vec<u8>, palette: &[Color32]) {
    let mut plte = Vec::new();
    let mut trns = Vec::new();
    for p in palette {
        let (r, g, b, a) = crate::gfx::channels(*p);
        plte.extend_from_slice(&[r, g, b]);
        trns.push(a);
    }
    put_chunk(out, b"PLTE", &plte);
    while trns.last() == Some(&0xFF) {
        trns.pop();
    }
    if !trns.is_empty() {
        put_chunk(out, b"tRNS", &trns);
    }
}

fn put_chunk(out: &mut Vec<u8>, kind: &[u8; 4], body: &[u8]) {
    out.extend_from_slice(&(body.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(body);
    let mut c = Crc32::new();
    c.update(kind);
    c.update(body);
    out.extend_from_slice(&c.finish().to_be_bytes());
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::gfx::rgb;

    pub(crate) fn place() -> Place {
        Place::file("ic")
    }

    /// A 3x2 image with an asymmetric pattern, a transparent entry and three colours.
    pub(crate) fn sample() -> IndexedImage {
        IndexedImage {
            width: 3,
            height: 2,
            indices: alloc::vec![0, 1, 2, 2, 2, 1],
            palette: alloc::vec![rgba(0, 0, 0, 0), rgb(255, 0, 0), rgb(0, 0, 255)],
        }
    }

    #[test]
    fn round_trip() {
        let img = sample();
        let bytes = encode(&img);
        assert_eq!(decode(&bytes, place()).unwrap(), img);
        assert_eq!(
            header(&bytes, place()).unwrap(),
            Header {
                width: 3,
                height: 2,
                depth: 8,
                interlaced: false
            }
        );
    }

    #[test]
    fn not_palette_is_rejected_with_its_offset() {
        let mut bytes = encode(&sample());
        bytes[25] = 2; // colour type RGB
                       // Fix the IHDR CRC so the colour type is what fails.
        let crc = super::super::crc32::crc32(&bytes[12..29]);
        bytes[29..33].copy_from_slice(&crc.to_be_bytes());
        let e = decode(&bytes, place()).unwrap_err();
        assert_eq!(e.kind, ErrorKind::PngNotPalette { color_type: 2 });
        assert_eq!(e.offset, 25);
    }

    #[test]
    fn crc_and_truncation_errors() {
        let bytes = encode(&sample());
        let mut bad = bytes.clone();
        bad[20] ^= 1;
        assert_eq!(
            decode(&bad, place()).unwrap_err().kind,
            ErrorKind::PngCrc { chunk: *b"IHDR" }
        );
        let e = decode(&bytes[..bytes.len() - 3], place()).unwrap_err();
        assert!(matches!(e.kind, ErrorKind::Truncated { .. }));
    }

    /// Packs indices at `depth` bits with the given per-row filter, for the decoder tests.
    fn encode_with(depth: u8, filter: u8, w: usize, rows: &[&[u8]], plte: &[u8]) -> Vec<u8> {
        let mut out = Vec::from(SIGNATURE);
        let mut ihdr = Vec::new();
        ihdr.extend_from_slice(&(w as u32).to_be_bytes());
        ihdr.extend_from_slice(&(rows.len() as u32).to_be_bytes());
        ihdr.extend_from_slice(&[depth, 3, 0, 0, 0]);
        put_chunk(&mut out, b"IHDR", &ihdr);
        put_chunk(&mut out, b"PLTE", plte);
        let rb = (w * depth as usize).div_ceil(8);
        let mut raw = Vec::new();
        let mut prev = alloc::vec![0u8; rb];
        for r in rows {
            let mut packed = alloc::vec![0u8; rb];
            for (x, v) in r.iter().enumerate() {
                let bit = x * depth as usize;
                packed[bit / 8] |= v << (8 - depth as usize - bit % 8);
            }
            raw.push(filter);
            for i in 0..rb {
                let left = if i > 0 { packed[i - 1] } else { 0 };
                let up = prev[i];
                let f = match filter {
                    0 => 0,
                    1 => left,
                    2 => up,
                    3 => ((left as u16 + up as u16) / 2) as u8,
                    _ => {
                        let (a, b, c) = (
                            left as i16,
                            up as i16,
                            if i > 0 { prev[i - 1] as i16 } else { 0 },
                        );
                        let p = a + b - c;
                        let (pa, pb, pc) = ((p - a).abs(), (p - b).abs(), (p - c).abs());
                        (if pa <= pb && pa <= pc {
                            a
                        } else if pb <= pc {
                            b
                        } else {
                            c
                        }) as u8
                    }
                };
                raw.push(packed[i].wrapping_sub(f));
            }
            prev = packed;
        }
        // Split the data into two IDAT chunks to exercise the gathering.
        let z = miniz_oxide::deflate::compress_to_vec_zlib(&raw, 6);
        let (a, b) = z.split_at(z.len() / 2);
        put_chunk(&mut out, b"IDAT", a);
        put_chunk(&mut out, b"IDAT", b);
        put_chunk(&mut out, b"IEND", &[]);
        out
    }

    #[test]
    fn every_depth_and_filter() {
        let plte: Vec<u8> = (0..16u8).flat_map(|i| [i, 2 * i, 3 * i]).collect();
        for depth in [1u8, 2, 4, 8] {
            let max = ((1u16 << depth) - 1).min(15) as u8;
            let rows: [&[u8]; 3] = [
                &[0, max, 1 % (max + 1), 0, max, 0, 1 % (max + 1)],
                &[max, max, 0, 0, 1 % (max + 1), max, 0],
                &[0, 0, 0, max, 0, 0, max],
            ];
            for filter in 0..5u8 {
                let n = (plte.len() / 3).min(1 << depth) * 3;
                let bytes = encode_with(depth, filter, 7, &rows, &plte[..n]);
                let img = decode(&bytes, place())
                    .unwrap_or_else(|e| panic!("depth {depth} filter {filter}: {e}"));
                let want: Vec<u8> = rows.iter().flat_map(|r| r.iter().copied()).collect();
                assert_eq!(img.indices, want, "depth {depth} filter {filter}");
            }
        }
    }

    /// The image data may be cut into IDAT chunks anywhere, empty ones included (the
    /// inflater once failed on cuts near the stream's end).
    #[test]
    fn idat_split_at_every_byte() {
        let img = IndexedImage {
            width: 7,
            height: 5,
            indices: (0..35).map(|i| (i * 5 % 3) as u8).collect(),
            palette: sample().palette,
        };
        let whole = encode(&img);
        let at = whole.windows(4).position(|w| w == b"IDAT").unwrap() - 4;
        let len = u32::from_be_bytes(whole[at..at + 4].try_into().unwrap()) as usize;
        let z = &whole[at + 8..at + 8 + len];
        for cut in 0..=z.len() {
            for cut2 in [cut, z.len()] {
                let mut f = whole[..at].to_vec();
                put_chunk(&mut f, b"IDAT", &z[..cut]);
                put_chunk(&mut f, b"IDAT", &z[cut..cut2]);
                put_chunk(&mut f, b"IDAT", &z[cut2..]);
                put_chunk(&mut f, b"IEND", &[]);
                assert_eq!(decode(&f, place()), Ok(img.clone()), "cut at {cut}, {cut2}");
            }
        }
    }

    /// Adam7's passes cover every pixel exactly once, whatever the size, and store
    /// nothing for an empty pass.
    #[test]
    fn passes_cover_each_pixel_once() {
        for w in 1..=17 {
            for h in 1..=17 {
                let mut seen = alloc::vec![0u8; w * h];
                for &(x0, y0, dx, dy) in &ADAM7 {
                    let (pw, ph) = pass_size(w, h, (x0, y0, dx, dy));
                    for r in 0..ph {
                        for c in 0..pw {
                            seen[(y0 + r * dy) * w + x0 + c * dx] += 1;
                        }
                    }
                }
                assert!(seen.iter().all(|n| *n == 1), "{w}x{h}");
            }
        }
        let one = Header {
            width: 1,
            height: 1,
            depth: 1,
            interlaced: true,
        };
        assert_eq!(filtered_size(&one), 2);
        // 5x1: passes 1, 2 and 4 hold one pixel each, pass 6 two; 3, 5 and 7 are empty.
        let row = Header {
            width: 5,
            height: 1,
            depth: 8,
            interlaced: true,
        };
        assert_eq!(filtered_size(&row), 2 + 2 + 2 + 3);
    }

    /// What a decoder does not read is not checked: bytes after IEND, palette entries
    /// past 2^depth (dropped, so an index cannot reach them).
    #[test]
    fn what_decoders_skip() {
        let img = sample();
        let mut f = encode(&img);
        f.extend_from_slice(b"after the end");
        assert_eq!(decode(&f, place()), Ok(img));
        let plte: Vec<u8> = (0..6u8).flat_map(|i| [i, i, i]).collect();
        let f = encode_with(1, 0, 3, &[&[1, 0, 1]], &plte);
        let got = decode(&f, place()).unwrap();
        assert_eq!((got.indices, got.palette.len()), (alloc::vec![1, 0, 1], 2));
    }

    #[test]
    fn index_past_the_palette() {
        let plte = [1, 2, 3, 4, 5, 6];
        let bytes = encode_with(8, 0, 2, &[&[0, 2]], &plte);
        let e = decode(&bytes, place()).unwrap_err();
        assert!(matches!(
            e.kind,
            ErrorKind::Invalid {
                field: "palette index",
                value: 2,
                ..
            }
        ));
    }
}
