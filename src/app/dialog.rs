//! The yes/no question a menu asks before an entry that cannot be undone (restart the
//! level, quit to the title, exit): NO is selected when it opens, so a second press of the
//! confirm button never does the thing by accident; the back button answers NO.

use super::context::View;
use super::menu;
use super::pad::Pad;
use super::ui::{self, GOLD, TEXT};
use crate::gfx::{Canvas, Mark, Rect, Role};
use crate::input::Buttons;

/// What is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// The pause menu's RESTART LEVEL.
    RestartLevel,
    /// The pause menu's QUIT TO TITLE.
    QuitToTitle,
    /// The pause menu's QUIT TO MY LEVELS (a level played from there).
    QuitToMyLevels,
    /// The pause menu's QUIT TO LEVEL LIST (a TIME ATTACK run).
    QuitAttack,
    /// The title's EXIT.
    Exit,
    /// MY LEVELS' DELETE.
    DeleteLevel,
    /// The damaged save's START A NEW SAVE OVER IT (its screen says under it what the file
    /// holds).
    ReplaceSave,
    /// MY LEVELS' folder has trouble a new list mends (said before the line under it).
    RebuildList,
}

impl Question {
    /// The question and the line under it (what happens on YES).
    pub fn text(self) -> (&'static str, &'static str) {
        match self {
            Question::RestartLevel => {
                ("RESTART THE LEVEL?", "IT STARTS OVER, SCORE AND LIVES KEPT")
            }
            Question::QuitToTitle => ("QUIT TO THE TITLE?", "CONTINUE GOES ON FROM HERE"),
            Question::QuitToMyLevels => ("QUIT TO MY LEVELS?", "THIS PLAY OF THE LEVEL ENDS"),
            Question::QuitAttack => ("QUIT THIS RUN?", "IT KEEPS NO TIME"),
            Question::Exit => ("EXIT BOUNCE BACK?", "BACK TO THE PSP'S MENU"),
            Question::DeleteLevel => ("DELETE THIS LEVEL?", "IT IS TAKEN OFF THE MEMORY STICK"),
            // The damaged save's screen says what is lost (`Ask::draw_saying`).
            Question::ReplaceSave => ("REPLACE THE SAVE?", ""),
            Question::RebuildList => (
                "REBUILD THE LIST?",
                "YES WRITES A NEW LIST OF THE LEVELS IN THE FOLDER.",
            ),
        }
    }
}

/// An open question and the answer selected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ask {
    /// What is asked.
    pub question: Question,
    /// YES is selected (NO when the question opens).
    pub yes: bool,
}

impl Ask {
    /// `question`, opened with NO selected.
    pub fn new(question: Question) -> Ask {
        Ask {
            question,
            yes: false,
        }
    }

    /// The frame's answer: `Some(true)` for YES chosen, `Some(false)` for NO chosen or the
    /// back button; `None` while the player decides. YES is on the left: LEFT selects it,
    /// RIGHT selects NO, UP and DOWN switch.
    pub(super) fn update(&mut self, i: &Pad) -> Option<bool> {
        if i.back {
            return Some(false);
        }
        if i.choose {
            return Some(self.yes);
        }
        if i.up || i.down {
            self.yes = !self.yes;
        }
        if i.pressed.contains(Buttons::LEFT) {
            self.yes = true;
        } else if i.pressed.contains(Buttons::RIGHT) {
            self.yes = false;
        }
        None
    }

    /// The question as a dialog (docs/UI.md's modal rule): everything under it dimmed, its
    /// box in the middle of the area the screen's panels use and covering `over` (the menu
    /// it was asked from) whole, so that no line under it is cut by its edge; the question,
    /// the line under it broken evenly to fit, and YES and NO side by side with the menus'
    /// cursor.
    pub(super) fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas, over: Rect) {
        self.draw_saying(v, c, over, "");
    }

    /// [`Ask::draw`] with `said` (what the question is about) before the line under the
    /// question, all broken evenly into up to 8 lines; a box too tall for the room under
    /// the title art covers the art's lines whole.
    pub(super) fn draw_saying(&self, v: View<'_, '_>, c: &mut impl Canvas, over: Rect, said: &str) {
        self.draw_headed(v, c, over, self.question.text().0, said);
    }

    /// [`Ask::draw_saying`] under `head` in place of the question's own (a question that
    /// names what it is about: DELETE "NAME"?).
    pub(super) fn draw_headed(
        &self,
        v: View<'_, '_>,
        c: &mut impl Canvas,
        over: Rect,
        head: &str,
        said: &str,
    ) {
        let sub = self.question.text().1;
        let mut text: heapless::String<320> = heapless::String::new();
        let gap = if said.is_empty() || sub.is_empty() {
            ""
        } else {
            " "
        };
        for part in [said, gap, sub] {
            for ch in part.chars() {
                let _ = text.push(ch);
            }
        }
        let a = ui::area(v);
        let t = ui::style(v, Role::Title);
        let b = ui::style(v, Role::Body);
        let f = ui::style(v, Role::Item);
        let room = a.w - 8 - 32;
        let subs: heapless::Vec<&str, 8> = ui::wrap_even_n(&b.f, &text, room);
        let widest = subs.iter().map(|l| b.width(l)).max().unwrap_or(0);
        let step = b.step();
        let w = (t.width(head).max(widest) + 32).min(a.w - 8);
        let h = 10 + t.height() + 8 + subs.len() as i32 * step + 8 + f.height() + 10;
        let own = Rect::new(a.x + (a.w - w) / 2, ui::panel_top(a, h, 100), w, h);
        // Over the title art, below its lines (or over them whole when it needs the room).
        let (a, own) = if v.game().is_none() {
            let top = ui::title_bottom(v) + ui::GAP;
            // Above the bottom row, where the hint bar stands.
            let below = Rect::new(a.x, top, a.w, a.h - top - ui::BOTTOM_ROW);
            if h <= below.h {
                let y = own.y.min(below.y + below.h - h).max(below.y);
                (below, Rect::new(own.x, y, own.w, own.h))
            } else {
                // From the top of the screen's room and across it, so that it covers the
                // title art's lines whole.
                let room = ui::tall_room(ui::room(v), h);
                (room, Rect::new(room.x, room.y, room.w, own.h))
            }
        } else {
            (a, own)
        };
        let r = cover(own, over, a);
        ui::dim(c);
        c.mark(Mark::Modal(r));
        ui::panel(v, c, r);
        let cx = r.x + r.w / 2;
        // The text in the middle of the box.
        let mut y = r.y + (r.h - h) / 2 + 10;
        t.centred(c, cx, y, GOLD, head);
        y += t.height() + 8;
        for l in &subs {
            b.centred(c, cx, y, TEXT, l);
            y += step;
        }
        y += 8 - (step - b.height());
        let gap = w.min(r.w) / 4;
        for (label, yes, x) in [("YES", true, cx - gap), ("NO", false, cx + gap)] {
            let on = yes == self.yes;
            let colour = if on { GOLD } else { TEXT };
            let lx = x - f.width(label) / 2;
            f.draw(c, lx, y, colour, label);
            if on {
                menu::cursor(v, c, lx, y, f.height());
            }
        }
    }
}

/// The smallest box holding `own` and `over` grown by a margin, inside `area`.
fn cover(own: Rect, over: Rect, area: Rect) -> Rect {
    if over.w <= 0 || over.h <= 0 {
        return own;
    }
    let m = 4;
    let x0 = own.x.min(over.x - m).max(area.x);
    let y0 = own.y.min(over.y - m).max(area.y);
    let x1 = (own.x + own.w)
        .max(over.x + over.w + m)
        .min(area.x + area.w);
    let y1 = (own.y + own.h)
        .max(over.y + over.h + m)
        .min(area.y + area.h);
    Rect::new(x0, y0, x1 - x0, y1 - y0)
}
