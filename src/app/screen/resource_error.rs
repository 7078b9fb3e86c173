//! Why the player's own resource files were refused: what is wrong and what to do in plain
//! words, then where the files are and the technical detail (file, chunk, byte and reason;
//! or every missing file) below, each wrapped to the panel; the confirm button goes on to
//! the title with the built-in pack.

use super::{Cx, Next, Pad, Route, View};
use super::{Scene, Screen};
use crate::app::ui::{self, GOLD, TEXT};
use crate::app::{hints, SCREEN_H, SCREEN_W};
use crate::gfx::{Canvas, Rect, Role};
use crate::res::locate::Refusal;
use crate::sim::Sound;

/// The resource error screen.
pub(crate) struct ResourceError {
    /// What it tells.
    pub told: Refusal,
}

impl Scene for ResourceError {
    fn at(&self) -> Screen {
        Screen::ResourceError
    }

    fn over_title(&self) -> bool {
        true
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if i.ok {
            cx.sound(Sound::Select);
            return Next::Go(Route::Opening);
        }
        Next::Stay
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        // The panel covers the title's lines whole: the message needs the room.
        let r = Rect::new(ui::GAP, 8, SCREEN_W - 2 * ui::GAP, SCREEN_H - 16);
        let head = "YOUR RESOURCE FILES CANNOT BE PLAYED";
        let go_on = hints::resource_error_go_on(v.c.confirm);
        let t = ui::style(v, Role::Title);
        ui::panel(v, c, r);
        t.centred(c, SCREEN_W / 2, r.y + 10, GOLD, head);
        let mut y = r.y + 10 + t.height() + 12;
        // What is wrong and what to do in sentences, in capitals (the case rule), broken
        // evenly (no word alone on a line); the path and the technical detail as fine
        // print, as they are spelt (a file name's case matters), broken where they must.
        let told = &self.told;
        let b = ui::style(v, Role::Body);
        let mut plain: heapless::String<256> = heapless::String::new();
        for ch in told.plain.chars() {
            let _ = plain.push(ch.to_ascii_uppercase());
        }
        for l in ui::wrap_even_n::<8>(&b.f, &plain, r.w - 32) {
            b.draw(c, r.x + 16, y, TEXT, l);
            y += b.step();
        }
        y += 6;
        let s = ui::small(Role::Fine);
        for text in [told.path.as_str(), told.detail.as_str()] {
            // Characters a line holds: the font's advance (a glyph and its gap) per column.
            let advance = (s.width("MM") - s.width("M")).max(1);
            let cols = ((r.w - 32 + advance - s.width("M")) / advance).clamp(8, 64) as usize;
            for l in wrap(text, cols) {
                if y + s.step() > r.y + r.h - 24 {
                    break;
                }
                // As it is spelt: the lower-case letters' own glyphs.
                let mut line: heapless::String<256> = heapless::String::new();
                for ch in l.chars() {
                    let _ = line.push(crate::gfx::font::spelt(ch));
                }
                s.draw(c, r.x + 16, y, TEXT, &line);
                y += s.step();
            }
            y += 6;
        }
        let p = ui::small(Role::Hint);
        p.centred(c, SCREEN_W / 2, r.y + r.h - 8 - p.height() - 2, GOLD, go_on);
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
