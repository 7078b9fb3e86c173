//! Level complete: the score, the bonus counting up and the total; the confirm button (or
//! START) skips the count, then goes on (the next level, the congratulation, or game over).

use super::field;
use super::result::accept_result;
use super::{Cx, Input, Next, View};
use crate::app::hints;
use crate::app::ui::{self, Buf, DIM, GOLD, TEXT};
use crate::gfx::{Canvas, Rect};
use crate::sim::flow::Phase;
use core::fmt::Write as _;

/// The level complete screen.
pub(crate) struct LevelComplete {
    /// The bonus counted up so far.
    pub shown: i32,
}

impl LevelComplete {
    pub(crate) fn new() -> LevelComplete {
        LevelComplete { shown: 0 }
    }

    pub(crate) fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        let target = match cx.c.play.game.as_ref().map(|g| g.phase) {
            Some(Phase::LevelComplete { bonus, .. }) => bonus,
            _ => 0,
        };
        // The bonus counts up on screen; the confirm button skips, then continues.
        let step = (target / 40).max(17);
        self.shown = (self.shown + step).min(target);
        if !i.choose {
            Next::Stay
        } else if self.shown < target {
            self.shown = target;
            Next::Stay
        } else {
            accept_result(cx)
        }
    }

    pub(crate) fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
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
        let total = if shown >= bonus {
            new_score
        } else {
            old_score + shown
        };
        let rows = [("SCORE", old_score), ("BONUS", shown), ("TOTAL", total)];
        let lines = rows.map(|(k, n)| {
            let mut b = Buf::new();
            let _ = write!(b, "{k:<6}{n:>9}");
            b
        });
        let hint = hints::press_ok(v.c.confirm);
        // 240 x 130 on the whole screen; in the original's window as wide as it allows.
        let a = ui::area(v);
        let w = 240.min(a.w - 4);
        let f = ui::font_fitting(
            v,
            w - 16,
            &["LEVEL COMPLETE", &lines[0], &lines[1], &lines[2], hint],
        );
        let r = Rect::new(a.x + (a.w - w) / 2, ui::panel_top(a, 130, 60), w, 130);
        let cx = a.x + a.w / 2;
        ui::panel(v, c, r);
        f.draw_centred(c, cx, r.y + 10, GOLD, "LEVEL COMPLETE");
        for (i, b) in lines.iter().enumerate() {
            f.draw_centred(c, cx, r.y + 38 + 22 * i as i32, TEXT, b);
        }
        if shown >= bonus {
            f.draw_centred(c, cx, r.y + r.h - 18, DIM, hint);
        }
    }
}
