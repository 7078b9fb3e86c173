//! Power tiles (docs/RULES.md §4.6): speed, jump and reversed gravity, the F-form, inflate and deflate.

use super::{Ball, Motion};
use crate::sim::events::Sound;
use crate::sim::tiles::{DEFLATER, F_FORM, INFLATER, JUMP, REVERSE_GRAVITY, SPEED};

impl Motion<'_> {
    /// Power tiles (docs/RULES.md §4.6).
    pub(super) fn power(&mut self, id: u8) {
        match id {
            SPEED | JUMP | REVERSE_GRAVITY => {
                let b = &mut *self.ball;
                let was = match id {
                    SPEED => b.speed_boost,
                    JUMP => b.jump_boost,
                    _ => b.reverse_gravity,
                };
                b.speed_boost = id == SPEED;
                b.jump_boost = id == JUMP;
                b.reverse_gravity = id == REVERSE_GRAVITY;
                b.power_timer = 450;
                if id == REVERSE_GRAVITY {
                    b.on_ground = false;
                }
                if !was {
                    self.sink.sound(Sound::Power);
                }
            }
            F_FORM => {
                if !self.ball.f_form {
                    self.sink.sound(Sound::FForm);
                } else {
                    self.ball.f_form_timer = 550;
                }
                self.reset_sprite();
                self.start_f();
            }
            INFLATER | DEFLATER => {
                let inflate = id == INFLATER;
                let b = *self.ball;
                if b.big != inflate && !b.f_form && b.size_change == Ball::NO_CHANGE {
                    self.reset_sprite();
                    if !self.ball.animating {
                        self.ball.size_change = if inflate {
                            Ball::INFLATING
                        } else {
                            Ball::DEFLATING
                        };
                        self.ball.animating = true;
                        self.ball.anim_ticks = 3;
                    }
                    self.sink.sound(if inflate {
                        Sound::Inflate
                    } else {
                        Sound::Deflate
                    });
                }
            }
            _ => {}
        }
    }

    /// reset(): drops a squash in progress (not during F or a transformation).
    pub(super) fn reset_sprite(&mut self) {
        let b = *self.ball;
        if !b.f_form && b.size_change == Ball::NO_CHANGE && b.f_form_change == Ball::NO_CHANGE {
            self.ball.anim_ticks = 0;
            self.ball.animating = false;
            self.set_sprite(b.base_sprite());
        }
    }

    pub(super) fn start_f(&mut self) {
        if !self.ball.animating {
            self.ball.f_form_change = if self.ball.big {
                Ball::F_STARTING_BIG
            } else {
                Ball::F_STARTING
            };
            self.ball.animating = true;
            self.ball.anim_ticks = 3;
        }
    }
}
