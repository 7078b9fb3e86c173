//! Hoops passed and pickups taken (docs/RULES.md §5.1, §5.2): score, lives, the checkpoint.

use super::Motion;
use crate::sim::events::{Events, Sound};
use crate::sim::tiles::{CHECKPOINT, CHECKPOINT_ACTIVE, EMPTY, LIFE};

impl Motion<'_> {
    pub(super) fn score_hoop(&mut self) {
        self.tally.stats.score += 500;
        self.tally.hoops_left -= 1;
        self.sink.sound(Sound::Hoop);
        self.sink.event(Events::HOOP);
    }

    /// Pickups (docs/RULES.md §5.1). Every rewrite keeps the water bit.
    pub(super) fn collect(&mut self, id: u8, row: i32, col: i32) {
        match id {
            CHECKPOINT => {
                self.tally.stats.score += 200;
                self.tally.level_pts += 200;
                let (rr, rc) = (self.ball.respawn_row, self.ball.respawn_col);
                if self.ground.id_at(rr, rc) == CHECKPOINT_ACTIVE {
                    self.ground.set_id(rr, rc, EMPTY);
                }
                self.ball.respawn_row = row;
                self.ball.respawn_col = col;
                self.ball.respawn_big = self.ball.big;
                self.sink.sound(Sound::Pickup);
                self.ground.set_id(row, col, CHECKPOINT_ACTIVE);
                self.sink.event(Events::CHECKPOINT);
            }
            LIFE => {
                self.tally.stats.score += 1000;
                self.tally.level_pts += 1000;
                if self.tally.stats.lives < 5 {
                    self.tally.stats.lives += 1;
                }
                self.sink.sound(Sound::Pickup);
                self.ground.set_id(row, col, EMPTY);
                self.sink.event(Events::PICKUP);
            }
            _ => {
                self.tally.stats.score += 2500;
                self.tally.level_pts += 2500;
                self.sink.sound(Sound::Pickup);
                self.ground.set_id(row, col, EMPTY);
                self.sink.event(Events::PICKUP);
            }
        }
    }
}
