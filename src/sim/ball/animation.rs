//! The ball's sprite animations (docs/RULES.md §4.7): squash, the F-form change and inflating.

use super::{Ball, Motion};

impl Motion<'_> {
    /// squash(n): the base sprite plus `n`, three ticks of animation.
    pub(super) fn squash(&mut self, n: usize) {
        let s = self.ball.base_sprite() + n;
        self.set_sprite(s);
        self.ball.anim_ticks = 3;
        self.ball.animating = true;
    }

    /// Step 4's animations (docs/RULES.md §4.7): the F animation, the inflate animation, then the squash
    /// step, each reading A, the modes, `animating`, `F`, `big` and the sprite afresh, as
    /// the earlier steps of the same tick left them. This is the one place that choice
    /// lives: in the F mode 3 hand-over (A 1 -> 0, mode 3 ends and sets A = 3) the inflate
    /// and squash steps read A = 3, which neither handles, so `animating` stays set and the
    /// F start that follows shows 21, 20, 22 as from the small ball.
    pub(super) fn animations(&mut self) {
        match (self.ball.f_form_change, self.ball.anim_ticks) {
            (Ball::F_STARTING, 2) => self.set_sprite(20),
            (Ball::F_STARTING, 1) => self.set_sprite(21),
            (Ball::F_STARTING, 0) => {
                self.set_sprite(22);
                self.ball.f_form = true;
                self.ball.f_form_timer = 550;
                self.ball.f_form_change = Ball::NO_CHANGE;
            }
            (Ball::F_ENDING, 2) => self.set_sprite(21),
            (Ball::F_ENDING, 1) => self.set_sprite(20),
            (Ball::F_ENDING, 0) => {
                self.set_sprite(0);
                self.ball.f_form = false;
                self.ball.animating = false;
                self.ball.f_form_change = Ball::NO_CHANGE;
            }
            (Ball::F_STARTING_BIG, 2) => self.set_sprite(10),
            (Ball::F_STARTING_BIG, 1) => self.set_sprite(9),
            (Ball::F_STARTING_BIG, 0) => {
                self.set_sprite(0);
                self.ball.big = false;
                self.ball.f_form_change = Ball::F_STARTING;
                self.ball.anim_ticks = 3;
            }
            _ => {}
        }
        match (self.ball.size_change, self.ball.anim_ticks) {
            (Ball::INFLATING, 2) => self.set_sprite(9),
            (Ball::INFLATING, 1) => self.set_sprite(10),
            (Ball::INFLATING, 0) => {
                self.set_sprite(11);
                self.ball.big = true;
                self.ball.animating = false;
                self.ball.size_change = Ball::NO_CHANGE;
            }
            (Ball::DEFLATING, 2) => self.set_sprite(10),
            (Ball::DEFLATING, 1) => self.set_sprite(9),
            (Ball::DEFLATING, 0) => {
                self.set_sprite(0);
                self.ball.big = false;
                self.ball.animating = false;
                self.ball.size_change = Ball::NO_CHANGE;
            }
            _ => {}
        }
        if self.ball.animating && !self.ball.f_form {
            match self.ball.anim_ticks {
                2 => self.set_sprite(self.ball.sprite + 1),
                1 => self.set_sprite(self.ball.sprite.saturating_sub(1)),
                0 => {
                    let base = self.ball.base_sprite();
                    self.set_sprite(base);
                    self.ball.animating = false;
                }
                _ => {}
            }
        }
    }
}
