//! Death and respawn (docs/RULES.md §4.3 step 1).

use super::{Ball, Motion, Verdict};
use crate::sim::events::{Events, Sound};

impl Motion<'_> {
    pub(super) fn die(&mut self) {
        self.ball.dying = true;
        self.ball.anim_ticks = 25;
        self.sink.sound(Sound::Death);
        self.sink.event(Events::DEATH);
    }

    pub(crate) fn respawn(&mut self) {
        let b = *self.ball;
        let mut n = Ball::spawn(b.respawn_row, b.respawn_col, false);
        n.respawn_big = b.respawn_big;
        // The latched input slots are not cleared: held keys come back next tick.
        n.input = 0;
        *self.ball = n;
        self.tally.stats.lives -= 1;
        self.sink.event(Events::RESPAWN);
        if b.respawn_big {
            self.set_sprite(11);
            self.ball.big = true;
        }
    }

    /// Step 1 while dying: the countdown, at whose end the ball respawns, or the game is
    /// over when no life is left.
    pub(super) fn count_down(&mut self) -> Verdict {
        self.ball.anim_ticks -= 1;
        if self.ball.anim_ticks <= 0 {
            if self.tally.stats.lives == 0 {
                return Verdict::GameOver;
            }
            self.respawn();
        }
        Verdict::Play
    }
}
