//! The colour format every layer shares, and the colour arithmetic on it.

/// A colour in the PSP's 32-bit layout, as every frame, palette and canvas holds it: bytes
/// R, G, B, A in memory, so the `u32` reads `0xAABBGGRR` on the little-endian PSP and host.
/// A plain `u32`, so buffers of it go to the GPU as they are; [`crate::gfx::Rgba`] wraps it
/// as an embedded-graphics colour.
pub type Color32 = u32;

/// An opaque colour from 8-bit channels.
pub const fn rgb(r: u8, g: u8, b: u8) -> Color32 {
    rgba(r, g, b, 0xFF)
}

/// A colour with alpha (0 transparent, 255 opaque).
pub const fn rgba(r: u8, g: u8, b: u8, a: u8) -> Color32 {
    (a as u32) << 24 | (b as u32) << 16 | (g as u32) << 8 | r as u32
}

/// An opaque colour from a `0xRRGGBB` value, the way the original's resources store them.
pub const fn hex(rgb24: u32) -> Color32 {
    rgb((rgb24 >> 16) as u8, (rgb24 >> 8) as u8, rgb24 as u8)
}

/// The channels `(r, g, b, a)` of a pixel.
pub const fn channels(p: Color32) -> (u8, u8, u8, u8) {
    (p as u8, (p >> 8) as u8, (p >> 16) as u8, (p >> 24) as u8)
}

/// `src` over `dst` with `src`'s alpha; the result is opaque when `dst` is.
pub fn blend(dst: Color32, src: Color32) -> Color32 {
    let a = src >> 24;
    match a {
        0 => dst,
        0xFF => src,
        _ => {
            let (sr, sg, sb, _) = channels(src);
            let (dr, dg, db, da) = channels(dst);
            let mix = |s: u8, d: u8| ((s as u32 * a + d as u32 * (255 - a) + 127) / 255) as u8;
            rgba(mix(sr, dr), mix(sg, dg), mix(sb, db), da.max(a as u8))
        }
    }
}

/// A colour multiplied channel by channel (alpha included) by a tint.
pub fn modulate(p: Color32, tint: Color32) -> Color32 {
    let (r, g, b, a) = channels(p);
    let (tr, tg, tb, ta) = channels(tint);
    let m = |x: u8, y: u8| ((x as u32 * y as u32 + 127) / 255) as u8;
    rgba(m(r, tr), m(g, tg), m(b, tb), m(a, ta))
}
