//! The horizontal slot loop (docs/RULES.md §4.5): slopes climbed, fans, vertical hoops, spikes,
//! pickups and the wall.

use super::{Flow, Motion, Tick, MAX_RESTARTS};
use crate::collide::contract::HIT_SLOTS;
use crate::sim::tiles::{self, *};

impl Motion<'_> {
    /// docs/RULES.md §4.5: the horizontal slots; all five are processed, and whether any handled the
    /// contact is returned.
    pub(super) fn horizontal_slots(&mut self, t: &mut Tick, sx: i32) -> bool {
        let mut handled = false;
        let mut i = 0;
        let mut restarts = 0;
        while i < HIT_SLOTS {
            let (id, row, col) = self.slot_tile(i, false);
            match self.horizontal_slot(t, id, row, col, sx) {
                Flow::Next => i += 1,
                Flow::Handled => {
                    handled = true;
                    i += 1;
                }
                Flow::Died => {
                    t.died = true;
                    return true;
                }
                Flow::Restart => {
                    restarts += 1;
                    if restarts > MAX_RESTARTS {
                        return handled;
                    }
                    i = 1;
                }
            }
        }
        handled
    }

    pub(super) fn horizontal_slot(
        &mut self,
        t: &mut Tick,
        id: u8,
        row: i32,
        col: i32,
        sx: i32,
    ) -> Flow {
        let id = match (sx > 0, id) {
            (true, WALL_SLOPE_SW) => WALL,
            (true, RUBBER_SLOPE_NW) => RUBBER,
            (false, WALL_SLOPE_SE) => WALL,
            (false, RUBBER_SLOPE_NE) => RUBBER,
            _ => id,
        };
        let (x, y) = (self.ball.x, self.ball.y);
        let (_, hh) = self.half();
        let water_big = self.ball.in_water && self.ball.big;
        match id {
            EMPTY => Flow::Next,
            RUBBER_SLOPE_SE | RUBBER_SLOPE_SW | WALL_SLOPE_SE | WALL_SLOPE_SW => {
                if self.ball.reverse_gravity {
                    return Flow::Next;
                }
                if !self.hit(x + sx, y - 1, true) {
                    self.ball.x = x + sx;
                    self.ball.y = y - 1;
                    Flow::Next
                } else if !water_big {
                    self.ball.y -= 1;
                    Flow::Restart
                } else {
                    Flow::Next
                }
            }
            RUBBER_SLOPE_NW | RUBBER_SLOPE_NE | WALL_SLOPE_NW | WALL_SLOPE_NE => {
                if !(self.ball.reverse_gravity || water_big) {
                    return Flow::Next;
                }
                if !self.hit(x + sx, y + 1, true) {
                    self.ball.x = x + sx;
                    self.ball.y = y + 1;
                    Flow::Next
                } else {
                    self.ball.y += 1;
                    Flow::Restart
                }
            }
            FAN_RIGHT..=FAN_HOUSING => {
                let e = if self.ball.reverse_gravity { 1 } else { -1 };
                if !self.hit(x + sx, y + e, true) {
                    self.ball.x = x + sx;
                    self.ball.y = y + e;
                } else if !self.hit(x + sx, y - e, true) {
                    self.ball.x = x + sx;
                    self.ball.y = y - e;
                }
                Flow::Next
            }
            SMALL_V_HOOP | SMALL_V_HOOP_PASSED => {
                if !self.ball.big && y - hh == 16 * row {
                    self.ball.x += sx;
                    if id == SMALL_V_HOOP && self.ball.x == 16 * col + 8 {
                        self.score_hoop();
                        self.ground.set_id(row, col, SMALL_V_HOOP_PASSED);
                    }
                }
                Flow::Next
            }
            BIG_V_TOP..=BIG_V_BOTTOM_PASSED => {
                if !self.hit(x + sx, y, false) {
                    self.ball.x = x + sx;
                    if (id == BIG_V_TOP || id == BIG_V_BOTTOM) && self.ball.x == 16 * col + 8 {
                        self.score_hoop();
                        let top = if id == BIG_V_TOP { row } else { row - 1 };
                        self.ground.set_id(top, col, BIG_V_TOP_PASSED);
                        self.ground.set_id(top + 1, col, BIG_V_BOTTOM_PASSED);
                    }
                } else {
                    let up = if self.ball.reverse_gravity { 1 } else { -1 };
                    if !self.hit(x + sx, y + up, false) {
                        self.ball.x = x + sx;
                        self.ball.y = y + up;
                    }
                }
                Flow::Next
            }
            SLOT_SPIKED | SLOT_OTHER_ENEMY => self.spiked_side(),
            _ if tiles::is_spike(id) => self.spiked_side(),
            _ if tiles::is_pickup(id) => {
                self.collect(id, row, col);
                Flow::Next
            }
            _ => {
                if tiles::is_power(id) {
                    self.power(id);
                }
                // The wall case.
                if t.vx.abs() > 90 && !self.ball.animating {
                    self.squash(3);
                } else if self.ball.on_ground && t.vx.abs() > 90 {
                    t.vx = -t.vx;
                } else {
                    t.vx = 0;
                }
                if tiles::is_brick(id) && self.ball.f_form {
                    self.ground.break_brick(row, col);
                }
                Flow::Handled
            }
        }
    }

    pub(super) fn spiked_side(&mut self) -> Flow {
        if self.ball.f_form {
            Flow::Next
        } else {
            self.die();
            Flow::Died
        }
    }
}
