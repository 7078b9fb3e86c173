//! The vertical slot loop (docs/RULES.md §4.4): the landing response, then each slot's tile met falling
//! or rising, as the probe left the slots.

use super::hit::slide_free;
use super::{Flow, Motion, Tick, MAX_RESTARTS};
use crate::collide::contract::HIT_SLOTS;
use crate::sim::tiles::{self, *};

impl Motion<'_> {
    /// land(v): the landing response (docs/RULES.md §4.2).
    pub(super) fn land(&mut self, v: i32) -> i32 {
        let b = &mut *self.ball;
        if b.jump_held() {
            b.on_ground = false;
            b.bounce = 0;
            return b.jump_vel();
        }
        if v > 30 {
            if b.bounce == 0 {
                b.bounce = (-v).max(b.bounce_cap());
            }
            let result = b.bounce;
            b.bounce >>= 1;
            if b.bounce > -10 {
                b.on_ground = true;
                b.bounce = 0;
                return 30;
            }
            return result;
        }
        if v > -30 {
            b.on_ground = true;
            b.bounce = 0;
            return 30;
        }
        v
    }

    pub(super) fn settle(&mut self, t: &mut Tick) {
        self.ball.on_ground = true;
        t.vy = 30;
        self.ball.bounce = 0;
    }

    /// docs/RULES.md §4.4: the vertical slots, read live as each probe leaves them.
    pub(super) fn vertical_slots(&mut self, t: &mut Tick) {
        let mut i = 0;
        let mut restarts = 0;
        while i < HIT_SLOTS {
            let (id, row, col) = self.slot_tile(i, true);
            match self.vertical_slot(t, id, row, col, i) {
                Flow::Next => i += 1,
                Flow::Handled => return,
                Flow::Died => {
                    t.died = true;
                    return;
                }
                Flow::Restart => {
                    restarts += 1;
                    if restarts > MAX_RESTARTS {
                        return;
                    }
                    i = 1;
                }
            }
        }
    }

    pub(super) fn vertical_slot(
        &mut self,
        t: &mut Tick,
        id: u8,
        row: i32,
        col: i32,
        slot: usize,
    ) -> Flow {
        let (x, y) = (self.ball.x, self.ball.y);
        let (hw, _) = self.half();
        match id {
            EMPTY => Flow::Next,
            SLOT_SPIKED | SLOT_OTHER_ENEMY => {
                self.die();
                Flow::Died
            }
            _ if tiles::is_spike(id) => {
                if self.ball.f_form {
                    t.vy = 30;
                    if t.falling {
                        self.ball.on_ground = true;
                        return Flow::Handled;
                    }
                    Flow::Next
                } else {
                    self.die();
                    Flow::Died
                }
            }
            SMALL_H_HOOP | SMALL_H_HOOP_PASSED => {
                if !self.ball.big && x - hw == 16 * col {
                    self.ball.y += t.sy;
                    if id == SMALL_H_HOOP && self.ball.y == 16 * row + 8 {
                        self.score_hoop();
                        self.ground.set_id(row, col, SMALL_H_HOOP_PASSED);
                    }
                } else if slide_free(self, x + 1, y + t.sy) {
                    self.ball.x = x + 1;
                    self.ball.y = y + t.sy;
                } else if slide_free(self, x - 1, y + t.sy) {
                    self.ball.x = x - 1;
                    self.ball.y = y + t.sy;
                } else if t.falling {
                    t.vy = self.land(t.vy);
                } else {
                    t.vy = 0;
                }
                Flow::Handled
            }
            BIG_H_LEFT..=BIG_H_RIGHT_PASSED => {
                let moved = [0, 1, -1]
                    .into_iter()
                    .find(|dx| slide_free(self, x + dx, y + t.sy));
                match moved {
                    Some(dx) => {
                        self.ball.x = x + dx;
                        self.ball.y = y + t.sy;
                        if (id == BIG_H_LEFT || id == BIG_H_RIGHT) && self.ball.y == 16 * row + 8 {
                            self.score_hoop();
                            let left = if id == BIG_H_LEFT { col } else { col - 1 };
                            self.ground.set_id(row, left, BIG_H_LEFT_PASSED);
                            self.ground.set_id(row, left + 1, BIG_H_RIGHT_PASSED);
                        }
                    }
                    None if t.falling => t.vy = self.land(t.vy),
                    None => t.vy = 0,
                }
                Flow::Handled
            }
            _ if tiles::is_pickup(id) => {
                self.collect(id, row, col);
                Flow::Next
            }
            _ => {
                if tiles::is_power(id) {
                    self.power(id);
                }
                if t.falling {
                    self.falling(t, id, row, col, slot)
                } else {
                    self.rising(t, id, row, col, slot)
                }
            }
        }
    }

    pub(super) fn falling(
        &mut self,
        t: &mut Tick,
        id: u8,
        row: i32,
        col: i32,
        slot: usize,
    ) -> Flow {
        let rg = self.ball.reverse_gravity;
        let id = flat_side(id, !rg);
        let (x, y) = (self.ball.x, self.ball.y);
        match id {
            RUBBER_SLOPE_SE | RUBBER_SLOPE_NE | FAN_RIGHT | WALL_SLOPE_SE | WALL_SLOPE_NE => {
                if id != RUBBER_SLOPE_SE && id != RUBBER_SLOPE_NE {
                    t.combo = 0;
                }
                self.slope(t, -1, 40, if rg { 7 } else { 5 })
            }
            RUBBER_SLOPE_SW | RUBBER_SLOPE_NW | WALL_SLOPE_SW | WALL_SLOPE_NW => {
                self.slope(t, 1, 30, if rg { 5 } else { 7 })
            }
            RUBBER => {
                if slide_free(self, x + 1, y + t.sy) {
                    self.ball.x = x + 1;
                    self.ball.y = y + t.sy;
                    return Flow::Handled;
                }
                if slide_free(self, x - 1, y + t.sy) {
                    self.ball.x = x - 1;
                    self.ball.y = y + t.sy;
                    return Flow::Handled;
                }
                if t.vy > 40 && !self.ball.animating {
                    self.squash(1);
                    t.combo = t.stored_combo;
                    return Flow::Handled;
                }
                if self.ball.jump_held() {
                    self.ball.bounce = 0;
                    let c = if t.stored_combo == 0 {
                        -30
                    } else {
                        t.stored_combo
                    };
                    t.vy = self.ball.jump_vel() + c;
                    self.ball.on_ground = false;
                    t.combo = (c - 30).max(-83);
                } else if t.vy > 30 && !self.ball.on_ground {
                    if self.ball.bounce == 0 {
                        self.ball.bounce = (-t.vy).max(self.ball.bounce_cap());
                    }
                    t.vy = self.ball.bounce;
                    self.ball.bounce = (3 * self.ball.bounce) >> 2;
                    if self.ball.bounce > -10 {
                        self.settle(t);
                    }
                } else if t.vy > -30 {
                    self.settle(t);
                }
                Flow::Next
            }
            SLOT_PLATFORM => self.platform_falling(t, slot),
            _ => self.vertical_default(t, id, row, col),
        }
    }

    /// Groups L (`dir` = -1: down-slope to the left) and R (`dir` = +1).
    pub(super) fn slope(&mut self, t: &mut Tick, dir: i32, bounce_at: i32, squash: usize) -> Flow {
        let (x, y) = (self.ball.x, self.ball.y);
        if t.vy >= 80 && !self.ball.animating {
            self.squash(squash);
            return Flow::Handled;
        }
        if t.vy > bounce_at && !self.ball.on_ground {
            if self.ball.bounce == 0 {
                self.ball.bounce = (-(t.vy >> 1)).max(self.ball.bounce_cap() >> 1);
            }
            let g = self.ball.bounce;
            t.vy = g;
            // Group R keeps group L's gate (vx <= 0), as the original does.
            if t.vx <= 0 {
                t.vx = if dir < 0 { g } else { -g };
            }
            self.ball.bounce = (3 * g) >> 2;
            if self.ball.bounce > -10 {
                self.settle(t);
            }
        } else if t.vx == 0 {
            if !(self.ball.in_water && self.ball.big) && slide_free(self, x + dir, y + t.sy) {
                self.ball.x = x + dir;
                self.ball.y = y + t.sy;
                self.settle(t);
                return Flow::Handled;
            }
        } else if t.vy > -30 {
            self.settle(t);
        }
        Flow::Next
    }

    /// Q1: the vertical default for any other tile.
    pub(super) fn vertical_default(&mut self, t: &mut Tick, id: u8, row: i32, col: i32) -> Flow {
        let (x, y) = (self.ball.x, self.ball.y);
        t.combo = 0;
        let slid = if slide_free(self, x + 1, y + t.sy) {
            self.ball.x = x + 1;
            self.ball.y = y + t.sy;
            true
        } else if slide_free(self, x - 1, y + t.sy) {
            self.ball.x = x - 1;
            self.ball.y = y + t.sy;
            true
        } else {
            false
        };
        if tiles::is_brick(id) && self.ball.f_form {
            self.ground.break_brick(row, col);
        }
        if slid {
            return Flow::Handled;
        }
        if t.vy > 40 && !self.ball.animating {
            self.squash(1);
        }
        if !(self.ball.in_water && self.ball.big) {
            t.vy = self.land(t.vy);
        }
        let Some(dir) = tiles::conveyor_push(id) else {
            return Flow::Next;
        };
        let (x, y) = (self.ball.x, self.ball.y);
        if !self.hit(x + dir, y, true) {
            self.ball.x = x + dir;
            return Flow::Next;
        }
        if !self.ball.f_form {
            let (first, first_row) = self.ground.hit_cell(0);
            if first != -1 {
                let t0 = self.ground.id_at(first_row, first);
                if tiles::kills_on_conveyor(t0) {
                    // Dies without returning: the tick goes on with dying set.
                    self.die();
                }
            }
        }
        Flow::Restart
    }

    pub(super) fn rising(&mut self, t: &mut Tick, id: u8, row: i32, col: i32, slot: usize) -> Flow {
        let rg = self.ball.reverse_gravity;
        let id = flat_side(id, rg);
        let (x, y) = (self.ball.x, self.ball.y);
        match id {
            RUBBER_SLOPE_SE | RUBBER_SLOPE_NE | WALL_SLOPE_SE | WALL_SLOPE_NE | RUBBER_SLOPE_SW
            | RUBBER_SLOPE_NW | WALL_SLOPE_SW | WALL_SLOPE_NW => {
                let left = matches!(
                    id,
                    RUBBER_SLOPE_SE | RUBBER_SLOPE_NE | WALL_SLOPE_SE | WALL_SLOPE_NE
                );
                let dir = if left { -1 } else { 1 };
                let squash = match (left, rg) {
                    (true, false) | (false, true) => 7,
                    _ => 5,
                };
                if t.wind_up {
                    if slide_free(self, x + dir, y + t.sy) {
                        self.ball.x = x + dir;
                        self.ball.y = y + t.sy;
                    }
                } else if t.vy <= -40 && !self.ball.animating {
                    self.squash(squash);
                } else {
                    if t.vy != 0 {
                        t.vx = if left { t.vy >> 1 } else { -(t.vy >> 1) };
                    }
                    t.vy = 0;
                }
                Flow::Handled
            }
            SLOT_PLATFORM => self.platform_rising(t, slot),
            _ => {
                // Q1: the rising default.
                t.vy = 0;
                if tiles::is_brick(id) && self.ball.f_form {
                    self.ground.break_brick(row, col);
                }
                Flow::Next
            }
        }
    }
}

/// A slope that faces away from the ball counts as the flat tile of its kind (rubber or wall),
/// docs/RULES.md §4.4: with `north` the NW and NE slopes, else the SE and SW ones. Falling
/// folds the north ones (the south ones under reversed gravity), rising the others.
fn flat_side(id: u8, north: bool) -> u8 {
    match (north, id) {
        (true, RUBBER_SLOPE_NW | RUBBER_SLOPE_NE) | (false, RUBBER_SLOPE_SE | RUBBER_SLOPE_SW) => {
            RUBBER
        }
        (true, WALL_SLOPE_NW | WALL_SLOPE_NE) | (false, WALL_SLOPE_SE | WALL_SLOPE_SW) => WALL,
        _ => id,
    }
}
