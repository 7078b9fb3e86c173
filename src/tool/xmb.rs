//! The XMB pictures of `EBOOT-assets/`, drawn by the game's own title code so that the
//! icon and background match the title screen.

use super::Failure;
use crate::app::title_art;
use crate::gfx::Frame;

/// `(file name, PNG bytes)` for ICON0.PNG (144x80) and PIC1.PNG (480x272).
pub(super) fn render_all() -> Result<Vec<(&'static str, Vec<u8>)>, Failure> {
    let fail = |m: String| Failure {
        code: 1,
        message: m,
    };
    let mut out = Vec::new();
    let (w, h) = (144, 80);
    let mut px = vec![0u32; w * h];
    let mut f = Frame::new(&mut px, w as i32, h as i32, w).ok_or_else(|| fail("frame".into()))?;
    title_art::draw_icon(&mut f);
    out.push((
        "ICON0.PNG",
        super::png::encode(w as u32, h as u32, &px, false).map_err(fail)?,
    ));
    let (w, h) = (480, 272);
    let mut px = vec![0u32; w * h];
    let mut f = Frame::new(&mut px, w as i32, h as i32, w).ok_or_else(|| fail("frame".into()))?;
    title_art::draw_backdrop(&mut f, 380, 200);
    out.push((
        "PIC1.PNG",
        super::png::encode(w as u32, h as u32, &px, false).map_err(fail)?,
    ));
    Ok(out)
}
