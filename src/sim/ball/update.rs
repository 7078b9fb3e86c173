//! The ball update (docs/RULES.md §4.3), steps 1 to 17 in the original's order.

use super::{Ball, Motion, Tick, Verdict};
use crate::sim::door::Door;
use crate::sim::events::{Events, Sound};
use crate::sim::tiles::{self, *};

impl Motion<'_> {
    /// The ball update (docs/RULES.md §4.3); `door` is the exit door, which the ball may enter.
    pub(crate) fn update(&mut self, door: &mut Door) -> Verdict {
        // 1. Dying.
        if self.ball.dying {
            return self.count_down();
        }
        // 2. Exit.
        if door.entered(self.ball.x, self.ball.y) {
            door.open = false;
            self.sink.sound(Sound::Exit);
            self.sink.event(Events::EXIT);
            return Verdict::Exit;
        }
        // 3. Local copies.
        let mut t = Tick {
            vx: self.ball.vx,
            vy: self.ball.vy,
            combo: self.ball.rubber_combo,
            stored_combo: self.ball.rubber_combo,
            sy: 0,
            falling: false,
            wind_up: false,
            steps: 0,
            died: false,
        };
        // 4. Animations.
        if self.ball.anim_ticks != 0 {
            self.ball.anim_ticks -= 1;
            self.animations();
        }
        // 5. Power timer.
        if self.ball.power_timer != 0 {
            self.ball.power_timer -= 1;
            self.ball.power_bar = self.ball.power_timer / 18;
            if self.ball.power_timer == 0 {
                self.ball.reverse_gravity = false;
                self.ball.speed_boost = false;
                self.ball.jump_boost = false;
            }
        }
        // 6. F timer: "the same" as step 5, the HUD bar included (the oracle's frames show
        // the bar falling with fTimer / 18 through an F-form).
        if self.ball.f_form_timer != 0 {
            self.ball.f_form_timer -= 1;
            self.ball.power_bar = self.ball.f_form_timer / 18;
            if self.ball.f_form_timer == 0 {
                self.ball.f_form_change = Ball::F_ENDING;
                self.ball.anim_ticks = 3;
            }
        }
        // 7. The centre cell (unguarded read).
        let (x, y) = (self.ball.x, self.ball.y);
        let centre = self.ground.cell_unguarded(y / 16, x / 16);
        let mut tile = tiles::id(centre);
        self.ball.in_water = centre & WATER != 0;
        let c0 = x / 16;
        let mut row = y / 16;
        // 8. Jump from the ground.
        if self.ball.jump_held() && self.ball.on_ground {
            t.vy = self.ball.jump_vel();
            self.ball.on_ground = false;
        }
        // 9. Gravity.
        let (water, big) = (self.ball.in_water, self.ball.big);
        if !self.ball.on_ground || (water && big) {
            let cap;
            if water {
                cap = if self.ball.f_form { 80 } else { 20 };
                if big {
                    t.vy -= 6;
                    self.ball.on_ground = false;
                } else {
                    t.vy += 7;
                }
            } else {
                t.vy += 9;
                cap = 80;
            }
            t.vy = t.vy.min(cap);
            if water && big {
                t.vy = t.vy.max(-cap);
            }
        }
        // 10. Up-wind.
        if let Some(push) = tiles::up_wind(tile) {
            self.ball.on_ground = false;
            t.wind_up = true;
            if t.vy >= -100 {
                if self.ball.reverse_gravity {
                    t.vy += push;
                } else {
                    t.vy -= push;
                }
            }
        }
        // 11. Direction and steps, fixed for the whole loop [Q2: falling means vy > 0].
        t.sy = if self.ball.reverse_gravity {
            -t.vy.signum()
        } else {
            t.vy.signum()
        };
        t.falling = t.vy > 0;
        t.steps = (t.vy.abs() / 10).min(14);
        // 12. Vertical loop.
        let mut i = 0;
        while i < t.steps {
            let (x, y) = (self.ball.x, self.ball.y);
            let mut h = self.hit(x, y + t.sy, true);
            row = (y + t.sy) / 16;
            tile = self.ground.id_at(row, c0);
            if tiles::is_big_h_hoop(tile) {
                self.ground.mark_hit(c0, row);
                h = true;
            }
            if !h {
                self.ball.y += t.sy;
                self.ball.on_ground = false;
            } else {
                self.vertical_slots(&mut t);
                if t.died {
                    return Verdict::Play;
                }
            }
            i += 1;
        }
        // 13. Store the combo and vy.
        self.ball.rubber_combo = t.combo;
        self.ball.vy = t.vy;
        // 14. Horizontal input.
        let (acc, cap) = if self.ball.speed_boost {
            (22, 100)
        } else {
            (18, 60)
        };
        if self.ball.right() {
            t.vx += acc;
            if t.vx > cap {
                t.vx = cap;
            }
        } else if self.ball.left() {
            t.vx -= acc;
            if t.vx < -cap {
                t.vx = -cap;
            }
        }
        // 15. Friction and horizontal winds (T as last read).
        let f = if self.ball.on_ground { 8 } else { 3 };
        if let Some(push) = tiles::left_wind(tile) {
            t.vx -= f * t.vx.signum();
            t.vx = t.vx.wrapping_sub(push).max(-super::MAX_SPEED);
        } else if tiles::pushes_right(tile) {
            t.vx = 250 - f;
        } else if t.vx > 0 {
            t.vx = (t.vx - f).max(0);
        } else if t.vx < 0 {
            t.vx = (t.vx + f).min(0);
        }
        // 16. Horizontal loop.
        let steps = if t.vx != 0 && t.vx.abs() < 10 {
            1
        } else {
            (t.vx.abs() / 10).min(8)
        };
        let sx = t.vx.signum();
        for _ in 0..steps {
            let (x, y) = (self.ball.x, self.ball.y);
            let h0 = self.hit(x + sx, y, true);
            let col = (x + sx) / 16;
            let probe = self.ground.id_at(row, col);
            let mut h = h0;
            if tiles::is_big_v_hoop(probe) {
                self.ground.mark_hit(col, row);
                h = true;
            }
            if !h {
                self.ball.x += sx;
                let g = if self.ball.reverse_gravity { -1 } else { 1 };
                if self.ball.on_ground && !(self.ball.in_water && self.ball.big) {
                    let (x, y) = (self.ball.x, self.ball.y);
                    if !self.hit(x, y + g, false) {
                        row = (y + g) / 16;
                        let next = self.ground.id_at(row, (x + sx) / 16);
                        if !matches!(next, SMALL_H_HOOP | BIG_H_LEFT | BIG_H_RIGHT) {
                            self.ball.y += g;
                        }
                    }
                }
            } else {
                let handled = self.horizontal_slots(&mut t, sx);
                if t.died {
                    return Verdict::Play;
                }
                if handled {
                    break;
                }
            }
        }
        // 17.
        if self.ball.on_ground {
            self.ball.bounce = 0;
        }
        self.ball.vx = t.vx;
        Verdict::Play
    }
}
