//! Level complete: the score, the bonus counting up and the total; the confirm button (or
//! START) skips the count, then goes on (the next level, the congratulation, or game over).

use super::field;
use super::result::accept_result;
use super::{Cx, Next, Pad, View};
use super::{Scene, Screen};
use crate::app::hints;
use crate::app::ui::{self, Buf, GOLD, TEXT};
use crate::gfx::{Canvas, Rect, Role};
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

    /// Opens on `Route::LevelComplete`.
    pub(super) fn open(cx: &mut Cx<'_, '_>) -> Option<LevelComplete> {
        // What this screen tells the player is theirs from its first frame: the next level
        // open and the best bonus, written now as the confirm would (docs/RULES.md §6.6).
        cx.keep_completed_level();
        // The original writes its continue point as the level ends: Continue then
        // starts the next level.
        cx.store_snapshot();
        Some(LevelComplete::new())
    }
}

impl Scene for LevelComplete {
    fn at(&self) -> Screen {
        Screen::LevelComplete { shown: self.shown }
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
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

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
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
        let hint = hints::press_ok(v.c.confirm);
        let t = ui::style(v, Role::Title);
        let b = ui::style(v, Role::Body);
        let p = ui::small(Role::Hint);
        // 240 wide on the whole screen; in the original's window as wide as it allows.
        let a = ui::area(v);
        let w = 240.min(a.w - 4);
        let step = b.step() + 6;
        let h = 10 + t.height() + 14 + 3 * step + 8 + p.step() + 6;
        let r = Rect::new(a.x + (a.w - w) / 2, ui::panel_top(a, h, 60), w, h);
        let cx = a.x + a.w / 2;
        ui::panel(v, c, r);
        t.centred(c, cx, r.y + 10, GOLD, "LEVEL COMPLETE");
        // The labels in a column on the left, the numbers right-aligned in one on the
        // right.
        let inner = b.width("TOTAL") + b.width("  ") + b.width("999999999");
        let (x0, x1) = (cx - inner / 2, cx + inner / 2);
        let mut y = r.y + 10 + t.height() + 14;
        for (k, n) in rows {
            let mut num = Buf::new();
            let _ = write!(num, "{n}");
            b.draw(c, x0, y, TEXT, k);
            b.right(c, x1, y, TEXT, &num);
            y += step;
        }
        if shown >= bonus {
            p.centred(c, cx, r.y + r.h - 6 - p.height() - 2, GOLD, hint);
        }
    }
}
