//! Level complete: the score, the bonus counting up and the total; the confirm button skips
//! the count, then goes on (the next level, the congratulation, or game over).

use super::field;
use super::result::accept_result;
use super::{Cx, Input, Next, View};
use crate::app::ui::{self, Buf, DIM, GOLD, TEXT};
use crate::app::{hints, SCREEN_W};
use crate::gfx::{Canvas, Rect};
use crate::sim::flow::Phase;
use core::fmt::Write as _;

/// The level complete screen.
pub struct LevelComplete {
    /// The bonus counted up so far.
    pub shown: i32,
}

impl LevelComplete {
    pub fn new() -> LevelComplete {
        LevelComplete { shown: 0 }
    }

    pub fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        let target = match cx.c.play.game.as_ref().map(|g| g.phase) {
            Some(Phase::LevelComplete { bonus, .. }) => bonus,
            _ => 0,
        };
        // The bonus counts up on screen; the confirm button skips, then continues.
        let step = (target / 40).max(17);
        self.shown = (self.shown + step).min(target);
        if !i.ok {
            Next::Stay
        } else if self.shown < target {
            self.shown = target;
            Next::Stay
        } else {
            accept_result(cx)
        }
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
        let Some(Phase::LevelComplete {
            old_score,
            bonus,
            new_score,
        }) = v.game().map(|g| g.phase)
        else {
            return;
        };
        let shown = self.shown;
        let f = ui::font(v);
        let r = Rect::new(120, 60, 240, 130);
        ui::panel(v, c, r);
        f.draw_centred(c, SCREEN_W / 2, r.y + 10, GOLD, "LEVEL COMPLETE");
        let total = if shown >= bonus {
            new_score
        } else {
            old_score + shown
        };
        let rows = [("SCORE", old_score), ("BONUS", shown), ("TOTAL", total)];
        for (i, (k, n)) in rows.iter().enumerate() {
            let mut b = Buf::new();
            let _ = write!(b, "{k:<6}{n:>9}");
            f.draw_centred(c, SCREEN_W / 2, r.y + 38 + 22 * i as i32, TEXT, &b);
        }
        if shown >= bonus {
            let hint = hints::press_ok(v.c.confirm);
            f.draw_centred(c, SCREEN_W / 2, r.y + r.h - 18, DIM, hint);
        }
    }
}
