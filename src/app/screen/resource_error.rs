//! Why the player's own resource files were refused: what is wrong and what to do in plain
//! words, then where the files are and the technical detail (file, chunk, byte and reason;
//! or every missing file) below, each wrapped to the panel; the confirm button goes on to
//! the title with the built-in pack.

use super::{Cx, Input, Next, Route, View};
use crate::app::ui::{self, DIM, GOLD, TEXT};
use crate::app::{hints, SCREEN_H, SCREEN_W};
use crate::gfx::{Canvas, Rect};
use crate::res::locate::Refusal;
use crate::sim::Sound;

/// The resource error screen.
pub(crate) struct ResourceError {
    /// What it tells.
    pub told: Refusal,
}

impl ResourceError {
    pub(crate) fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        if i.ok {
            cx.sound(Sound::Select);
            return Next::Go(Route::Opening);
        }
        Next::Stay
    }

    pub(crate) fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        // The panel covers the title's lines whole: the message needs the room.
        let r = Rect::new(ui::GAP, 8, SCREEN_W - 2 * ui::GAP, SCREEN_H - 16);
        let head = "YOUR RESOURCE FILES CANNOT BE PLAYED";
        let go_on = hints::resource_error_go_on(v.c.confirm);
        let f = ui::font_fitting(v, r.w - 32, &[head, go_on]);
        ui::panel(v, c, r);
        let lh = ui::line_step(&f);
        f.draw_centred(c, SCREEN_W / 2, r.y + 10, GOLD, head);
        // Characters a line holds: the font's advance (a glyph and its gap) per column.
        let advance = (f.width("MM") - f.width("M")).max(1);
        let cols = ((r.w - 32 + advance - f.width("M")) / advance).max(8) as usize;
        let mut y = r.y + 14 + 2 * lh;
        let t = &self.told;
        for (text, colour) in [
            (t.plain, TEXT),
            (t.path.as_str(), DIM),
            (t.detail.as_str(), DIM),
        ] {
            for l in wrap(text, cols) {
                if y + lh > r.y + r.h - 2 * lh {
                    break;
                }
                f.draw(c, r.x + 16, y, colour, l);
                y += lh;
            }
            y += lh / 2;
        }
        f.draw_centred(c, SCREEN_W / 2, r.y + r.h - 10 - f.height(), GOLD, go_on);
    }
}

/// `text` in lines of at most `cols` characters, broken at spaces where possible.
fn wrap(text: &str, cols: usize) -> impl Iterator<Item = &str> {
    let mut rest = text.trim();
    core::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let end = match rest.char_indices().nth(cols) {
            None => rest.len(),
            Some((limit, ' ')) => limit,
            Some((limit, _)) => match rest[..limit].rfind(' ') {
                Some(space) if space > 0 => space,
                _ => limit,
            },
        };
        let (line, after) = rest.split_at(end);
        rest = after.trim_start();
        Some(line.trim_end())
    })
}

#[cfg(test)]
mod tests {
    use super::wrap;
    use alloc::vec::Vec;

    #[test]
    fn wrap_breaks_at_spaces_and_splits_long_words() {
        let l: Vec<&str> = wrap("lf: chunk 0, byte 10: theme is 9", 12).collect();
        assert_eq!(l, ["lf: chunk 0,", "byte 10:", "theme is 9"]);
        let l: Vec<&str> = wrap("abcdefghij xy", 4).collect();
        assert_eq!(l, ["abcd", "efgh", "ij", "xy"]);
        assert_eq!(wrap("  ", 5).count(), 0);
        assert_eq!(
            wrap("ms0:/PSP/GAME/é", 80).collect::<Vec<_>>(),
            ["ms0:/PSP/GAME/é"]
        );
    }
}
