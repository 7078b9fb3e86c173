//! The yes/no question a menu asks before an entry that cannot be undone (restart the
//! level, quit to the title, exit): NO is selected when it opens, so a second press of the
//! confirm button never does the thing by accident; the back button answers NO.

use super::context::View;
use super::screen::Input;
use super::ui::{self, GOLD, TEXT};
use crate::gfx::{Canvas, Rect};
use crate::input::Buttons;

/// What is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// The pause menu's RESTART LEVEL.
    RestartLevel,
    /// The pause menu's QUIT TO TITLE.
    QuitToTitle,
    /// The title's EXIT.
    Exit,
}

impl Question {
    /// The question and the line under it (what happens on YES).
    pub fn text(self) -> (&'static str, &'static str) {
        match self {
            Question::RestartLevel => {
                ("RESTART THE LEVEL?", "IT STARTS OVER, SCORE AND LIVES KEPT")
            }
            Question::QuitToTitle => ("QUIT TO THE TITLE?", "CONTINUE GOES ON FROM HERE"),
            Question::Exit => ("EXIT BOUNCE BACK?", "BACK TO THE PSP'S MENU"),
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
    pub(super) fn update(&mut self, i: &Input) -> Option<bool> {
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

    /// The question's box in the middle of the area the screen's panels use (in the
    /// original view the window, the line under the question broken to fit), YES and NO
    /// side by side under the text.
    pub(super) fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        let (head, sub) = self.question.text();
        let a = ui::area(v);
        let room = a.w - 8 - 32;
        let f = ui::font_fitting(v, room, &[head]);
        let subs = ui::wrap(&f, sub, room);
        let lh = f.line_height();
        let widest = subs.iter().map(|l| f.width(l)).max().unwrap_or(0);
        let w = (f.width(head).max(widest) + 32).min(a.w - 8);
        let h = (2 + subs.len() as i32) * (lh + 3) + 34;
        let r = Rect::new(a.x + (a.w - w) / 2, ui::panel_top(a, h, 100), w, h);
        let cx = a.x + a.w / 2;
        // Twice: the menu under it should not show through a translucent panel.
        ui::panel(v, c, r);
        ui::panel(v, c, r);
        f.draw_centred(c, cx, r.y + 8, GOLD, head);
        for (i, l) in subs.iter().enumerate() {
            f.draw_centred(c, cx, r.y + 14 + (lh + 3) * (i as i32 + 1), TEXT, l);
        }
        let y = r.y + h - 10 - lh;
        let gap = w / 4;
        for (label, yes, x) in [("YES", true, cx - gap), ("NO", false, cx + gap)] {
            let on = yes == self.yes;
            let colour = if on { GOLD } else { TEXT };
            f.draw_centred(c, x, y, colour, label);
            if on {
                let lx = x - f.width(label) / 2 - f.width("> ") - 2;
                f.draw(c, lx, y, GOLD, ">");
            }
        }
    }
}
