//! PNG output for pictures the tool draws (frames, XMB art).

use crate::gfx::{channels, Color32};

/// Encodes `pixels` (row-major, `w * h`) as an 8-bit RGB PNG, or RGBA when `alpha`.
///
/// # Errors
///
/// A pixel count that is not `w * h`, or the encoder's message.
pub fn encode(w: u32, h: u32, pixels: &[Color32], alpha: bool) -> Result<Vec<u8>, String> {
    if pixels.len() != (w as usize) * (h as usize) {
        return Err(format!("{} pixels for a {w}x{h} picture", pixels.len()));
    }
    let mut data = Vec::with_capacity(pixels.len() * 4);
    for p in pixels {
        let (r, g, b, a) = channels(*p);
        data.extend_from_slice(&[r, g, b]);
        if alpha {
            data.push(a);
        }
    }
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(if alpha {
        png::ColorType::Rgba
    } else {
        png::ColorType::Rgb
    });
    enc.set_depth(png::BitDepth::Eight);
    let mut writer = enc.write_header().map_err(|e| e.to_string())?;
    writer.write_image_data(&data).map_err(|e| e.to_string())?;
    writer.finish().map_err(|e| e.to_string())?;
    Ok(out)
}
