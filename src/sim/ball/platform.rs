//! Enemies and platforms met in a slot (docs/RULES.md §5.4): riding, pushing off and being crushed.

use super::{Flow, Motion, Tick};
use crate::sim::enemy::Enemy;

/// Where a horizontal mover pushes the ball: past its right or left edge, or nowhere when
/// the centre is within its span (the `bool`).
fn beside(x: i32, left: i32, w: i32, hw: i32) -> (i32, bool) {
    if x > left + w {
        (left + w + hw, false)
    } else if x < left {
        (left - hw, false)
    } else {
        (x, true)
    }
}

impl Motion<'_> {
    /// The enemy the current slots name, if any.
    pub(super) fn touched_enemy(&self) -> Option<usize> {
        usize::try_from(self.ball.touched_enemy)
            .ok()
            .filter(|e| *e < self.enemies.len())
    }

    pub(super) fn reverse_or_die(&mut self, e: usize) -> Flow {
        if self.ball.f_form {
            self.enemies[e].reverse();
            Flow::Next
        } else {
            self.die();
            Flow::Died
        }
    }

    /// A platform (or an enemy under F) met while falling (docs/RULES.md §5.4, t = 200).
    pub(super) fn platform_falling(&mut self, t: &mut Tick, _slot: usize) -> Flow {
        let Some(e) = self.touched_enemy() else {
            return Flow::Next;
        };
        let en = self.enemies[e];
        let (left, top) = (en.left(), en.top());
        let (w, h) = en.size();
        let (hw, hh) = self.half();
        let (x, y) = (self.ball.x, self.ball.y);
        let rg = self.ball.reverse_gravity;
        if en.y_speed != 0 {
            let below = if rg { y + hh <= top + h } else { y - hh >= top };
            if below {
                let ny = if rg { top - hh } else { top + h + hh };
                if !self.hit(x, ny, false) {
                    self.ball.y = ny;
                    t.vy = 30;
                    return Flow::Handled;
                }
                return self.reverse_or_die(e);
            }
            if self.ball.jump_held() {
                t.vy = self.ball.jump_vel();
                self.ball.on_ground = false;
                if !self.ball.animating {
                    self.squash(1);
                }
                return Flow::Next;
            }
            if self.ball.on_ground {
                let ny = if rg { top + h + hh } else { top - hh };
                if !self.hit(x, ny, true) {
                    self.ball.y = ny;
                    t.steps = 0;
                    t.vy = 30;
                    return Flow::Handled;
                }
                return self.turned_or_crushed(e, Enemy::reverse);
            }
            return Flow::Next;
        }
        if en.x_speed != 0 {
            let above = if rg { y > top + h } else { y < top };
            let (nx, ny) = if above {
                (x, if rg { top + h + hh } else { top - hh })
            } else {
                (beside(x, left, w, hw).0, y)
            };
            if !self.hit(nx, ny, true) {
                self.ball.x = nx;
                self.ball.y = ny;
                return Flow::Handled;
            }
            return self.turned_or_crushed(e, Enemy::reverse_x);
        }
        Flow::Next
    }

    /// A push off a platform failed: the F ball turns the platform back with `turn` (once
    /// per step); otherwise a probe that touched no enemy means the ball is crushed against a
    /// tile.
    pub(super) fn turned_or_crushed(&mut self, e: usize, turn: fn(&mut Enemy)) -> Flow {
        if self.ball.f_form {
            turn(&mut self.enemies[e]);
            return Flow::Next;
        }
        if self.ball.touched_enemy == -1 {
            self.die();
            return Flow::Died;
        }
        Flow::Next
    }

    /// A platform met while rising: the height is a literal 11 for every type.
    pub(super) fn platform_rising(&mut self, t: &mut Tick, slot: usize) -> Flow {
        let Some(e) = self.touched_enemy() else {
            return Flow::Next;
        };
        let en = self.enemies[e];
        let (left, top) = (en.left(), en.top());
        let (w, _) = en.size();
        let (hw, hh) = self.half();
        let (x, y) = (self.ball.x, self.ball.y);
        let rg = self.ball.reverse_gravity;
        if en.y_speed != 0 {
            let at_or_above = if rg {
                y + hh >= top + 11
            } else {
                y - hh <= top
            };
            if at_or_above {
                // Never a push: slot 0 (with slot 1 empty) lets the loop go on to the next
                // slot, which names the same enemy again and ends here at index 1.
                let slot1_tile = self.ground.hit_cell(1).0 != -1;
                if slot != 0 || slot1_tile {
                    return self.reverse_or_die(e);
                }
                return Flow::Next;
            }
            let ny = if rg { top - hh } else { top + 11 + hh + 2 };
            if !self.hit(x, ny, false) {
                self.ball.y = ny;
                t.steps = 0;
                t.vy = 30;
                return Flow::Handled;
            }
            return self.reverse_or_die(e);
        }
        if en.x_speed != 0 {
            let (nx, within) = beside(x, left, w, hw);
            if !self.hit(nx, y, true) {
                self.ball.x = nx;
                if within {
                    t.steps = 0;
                    t.vy = 30;
                }
                return Flow::Handled;
            }
            return self.turned_or_crushed(e, Enemy::reverse_x);
        }
        Flow::Next
    }
}
