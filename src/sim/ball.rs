//! The ball (§4): state, the collision query, the helpers and the update with its
//! vertical and horizontal stepping and the five-slot contact processing.

use super::enemy::{Enemy, BOUNCER, PLATFORM, SPIKED};
use super::events::{Events, Sound};
use super::input::{BIT_DOWN, BIT_JUMP, BIT_LEFT, BIT_RIGHT};
use super::tiles::{self, *};
use super::{Sim, SPRITES};
use crate::collide::contract::{Query, HIT_SLOTS};

/// Restarts of one slot loop after which it stops (the original would loop forever).
pub const MAX_RESTARTS: u32 = 32;

// What a probe slot reads when it touched an enemy instead of a tile (§4.4, §5.4): ids past
// the tile range, so one match handles both.
/// A platform, or any enemy under F met from above or below.
const SLOT_PLATFORM: u8 = 200;
/// A spiked enemy.
const SLOT_SPIKED: u8 = 201;
/// Any other enemy.
const SLOT_OTHER_ENEMY: u8 = 202;

/// The ball's state. Velocities are tenths of a pixel per tick; `vy` is gravity-relative.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ball {
    pub x: i32,
    pub y: i32,
    pub vx: i32,
    pub vy: i32,
    pub sprite: usize,
    pub on_ground: bool,
    /// The bounce height being worked down.
    pub g: i32,
    /// The rubber jump combo.
    pub combo: i32,
    pub respawn_row: i32,
    pub respawn_col: i32,
    pub respawn_big: bool,
    pub big: bool,
    pub rg: bool,
    pub jump_boost: bool,
    pub speed_boost: bool,
    pub f: bool,
    pub in_water: bool,
    pub animating: bool,
    pub dying: bool,
    pub a: i32,
    pub power_timer: i32,
    pub f_timer: i32,
    pub inflate_mode: i32,
    pub f_mode: i32,
    pub enemy_hit: i32,
    pub bits: u8,
    /// The HUD power bar (powerTimer / 18).
    pub power_bar: i32,
}

impl Ball {
    /// A ball at the spawn tile. `start_big` gives the big sprite and offset but not the
    /// big flag, a latent bug of the original (§1.3) kept as is.
    pub fn spawn(row: i32, col: i32, start_big: bool) -> Ball {
        let mut b = Ball {
            x: 16 * col + 8,
            y: 16 * row + 8,
            vx: 0,
            vy: 0,
            sprite: 0,
            on_ground: false,
            g: 0,
            combo: 0,
            respawn_row: row,
            respawn_col: col,
            respawn_big: false,
            big: false,
            rg: false,
            jump_boost: false,
            speed_boost: false,
            f: false,
            in_water: false,
            animating: false,
            dying: false,
            a: 0,
            power_timer: 0,
            f_timer: 0,
            inflate_mode: 0,
            f_mode: 0,
            enemy_hit: -1,
            bits: 0,
            power_bar: 0,
        };
        if start_big {
            b.x += 12;
            b.y += 12;
            b.sprite = 11;
        }
        b
    }

    /// jumpHeld: jump down and not down.
    pub fn jump_held(&self) -> bool {
        self.bits & BIT_JUMP != 0 && self.bits & BIT_DOWN == 0
    }

    pub fn right(&self) -> bool {
        self.bits & BIT_RIGHT != 0 && self.bits & BIT_LEFT == 0
    }

    pub fn left(&self) -> bool {
        self.bits & BIT_LEFT != 0 && self.bits & BIT_RIGHT == 0
    }

    pub fn jump_vel(&self) -> i32 {
        let mut v = if self.big {
            -180
        } else if self.f {
            -95
        } else {
            -125
        };
        if self.jump_boost {
            v += v >> 2;
        }
        if self.in_water {
            v -= v >> 2;
        }
        v
    }

    pub fn bounce_cap(&self) -> i32 {
        let mut v = if self.big {
            -120
        } else if self.f {
            -63
        } else {
            -83
        };
        if self.jump_boost {
            v += v >> 2;
        }
        v
    }

    /// The sprite the ball rests as: 11 when big, else 0.
    pub fn base_sprite(&self) -> usize {
        if self.big {
            11
        } else {
            0
        }
    }
}

/// The locals of one update: the velocity copies, the combo, and the loop state.
struct Tick {
    vx: i32,
    vy: i32,
    combo: i32,
    /// The stored combo of the previous tick (`Z`).
    stored_combo: i32,
    sy: i32,
    falling: bool,
    wind_up: bool,
    steps: i32,
    died: bool,
}

/// What a slot's response did to the loop.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flow {
    Next,
    Handled,
    Restart,
    Died,
}

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

fn slide_free(sim: &mut Sim, x: i32, y: i32) -> bool {
    !sim.hit(x, y, false)
}

impl Sim {
    fn mask_index(&self) -> usize {
        crate::res::ball::mask_for_sprite(self.ball.sprite)
    }

    fn half(&self) -> (i32, i32) {
        let (w, h) = self.sprite_size(self.ball.sprite);
        (w >> 1, h >> 1)
    }

    /// hit(): the tile test with the current sprite's mask, then the enemy rectangles.
    pub fn hit(&mut self, x: i32, y: i32, collect: bool) -> bool {
        let k = self.mask_index();
        let (mw, mh) = self.mask_size[k];
        let (l, t) = (x - (mw >> 1), y - (mh >> 1));
        let tiles = match self.map.mask(self.masks[k]) {
            Some(mask) => self
                .map
                .collide(&Query::at(l, t, mask, collect), &mut self.hits),
            None => true,
        };
        if collect {
            self.ball.enemy_hit = -1;
        }
        let bx = super::enemy::Rect { l, t, w: mw, h: mh };
        let mut enemy = false;
        for (i, e) in self.enemies.iter().enumerate() {
            if bx.overlaps(&e.rect()) {
                if collect {
                    self.ball.enemy_hit = i as i32;
                }
                enemy = true;
                break;
            }
        }
        tiles || enemy
    }

    /// land(v): the landing response (§4.2).
    fn land(&mut self, v: i32) -> i32 {
        let b = &mut self.ball;
        if b.jump_held() {
            b.on_ground = false;
            b.g = 0;
            return b.jump_vel();
        }
        if v > 30 {
            if b.g == 0 {
                b.g = (-v).max(b.bounce_cap());
            }
            let result = b.g;
            b.g >>= 1;
            if b.g > -10 {
                b.on_ground = true;
                b.g = 0;
                return 30;
            }
            return result;
        }
        if v > -30 {
            b.on_ground = true;
            b.g = 0;
            return 30;
        }
        v
    }

    fn settle(&mut self, t: &mut Tick) {
        self.ball.on_ground = true;
        t.vy = 30;
        self.ball.g = 0;
    }

    /// setSprite(s) with the unstick search.
    pub fn set_sprite(&mut self, s: usize) {
        let s = s.min(SPRITES - 1);
        let (ow, oh) = self.sprite_size(self.ball.sprite);
        self.ball.sprite = s;
        let (w, h) = self.sprite_size(s);
        let (x, y) = (self.ball.x, self.ball.y);
        if !self.hit(x, y, false) {
            return;
        }
        let dx = (w - ow).abs() + 1;
        let dy = (h - oh).abs() + 1;
        for k in 1..=dx {
            for off in [k, -k] {
                if !self.hit(x + off, y, false) {
                    self.ball.x = x + off;
                    return;
                }
            }
        }
        for k in 1..=dy {
            for off in [k, -k] {
                if !self.hit(x, y + off, false) {
                    self.ball.y = y + off;
                    return;
                }
            }
        }
        for ky in 1..=dy {
            for kx in 1..=dx {
                for (ox, oy) in [(kx, ky), (kx, -ky), (-kx, ky), (-kx, -ky)] {
                    if !self.hit(x + ox, y + oy, false) {
                        self.ball.x = x + ox;
                        self.ball.y = y + oy;
                        return;
                    }
                }
            }
        }
    }

    /// squash(n): the base sprite plus `n`, three ticks of animation.
    fn squash(&mut self, n: usize) {
        let s = self.ball.base_sprite() + n;
        self.set_sprite(s);
        self.ball.a = 3;
        self.ball.animating = true;
    }

    fn die(&mut self) {
        self.ball.dying = true;
        self.ball.a = 25;
        self.play(Sound::Death);
        self.events.insert(Events::DEATH);
    }

    pub(super) fn respawn(&mut self) {
        let b = self.ball;
        let mut n = Ball::spawn(b.respawn_row, b.respawn_col, false);
        n.respawn_big = b.respawn_big;
        // The latched input slots are not cleared: held keys come back next tick.
        n.bits = 0;
        self.ball = n;
        self.stats.lives -= 1;
        self.events.insert(Events::RESPAWN);
        if b.respawn_big {
            self.set_sprite(11);
            self.ball.big = true;
        }
    }

    /// The ball update (§4.3).
    pub(super) fn ball_update(&mut self) {
        // 1. Dying.
        if self.ball.dying {
            self.ball.a -= 1;
            if self.ball.a <= 0 {
                if self.stats.lives == 0 {
                    self.game_over = true;
                } else {
                    self.respawn();
                }
            }
            return;
        }
        // 2. Exit.
        if self.door.entered(self.ball.x, self.ball.y) {
            self.door.open = false;
            self.play(Sound::Exit);
            self.exit_requested = true;
            self.events.insert(Events::EXIT);
            return;
        }
        // 3. Local copies.
        let mut t = Tick {
            vx: self.ball.vx,
            vy: self.ball.vy,
            combo: self.ball.combo,
            stored_combo: self.ball.combo,
            sy: 0,
            falling: false,
            wind_up: false,
            steps: 0,
            died: false,
        };
        // 4. Animations.
        if self.ball.a != 0 {
            self.ball.a -= 1;
            self.animations();
        }
        // 5. Power timer.
        if self.ball.power_timer != 0 {
            self.ball.power_timer -= 1;
            self.ball.power_bar = self.ball.power_timer / 18;
            if self.ball.power_timer == 0 {
                self.ball.rg = false;
                self.ball.speed_boost = false;
                self.ball.jump_boost = false;
            }
        }
        // 6. F timer.
        if self.ball.f_timer != 0 {
            self.ball.f_timer -= 1;
            if self.ball.f_timer == 0 {
                self.ball.f_mode = 2;
                self.ball.a = 3;
            }
        }
        // 7. The centre cell (unguarded read).
        let (x, y) = (self.ball.x, self.ball.y);
        let centre = self.cell_unguarded(y / 16, x / 16);
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
                cap = if self.ball.f { 80 } else { 20 };
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
                if self.ball.rg {
                    t.vy += push;
                } else {
                    t.vy -= push;
                }
            }
        }
        // 11. Direction and steps, fixed for the whole loop [Q2: falling means vy > 0].
        t.sy = if self.ball.rg {
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
            tile = self.id_at(row, c0);
            if (BIG_H_LEFT..=BIG_H_RIGHT_PASSED).contains(&tile) {
                let _ = self.hits.push(c0, row);
                h = true;
            }
            if !h {
                self.ball.y += t.sy;
                self.ball.on_ground = false;
            } else {
                self.vertical_slots(&mut t);
                if t.died {
                    return;
                }
            }
            i += 1;
        }
        // 13. Store the combo and vy.
        self.ball.combo = t.combo;
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
        match tile {
            WIND_LEFT | WIND_LEFT_2 | BREEZE_LEFT => {
                t.vx -= f * t.vx.signum();
                t.vx =
                    t.vx.wrapping_sub(if tile == BREEZE_LEFT { 125 } else { 250 });
            }
            WIND_RIGHT | WIND_RIGHT_2 | FAN_RIGHT | FAN_RIGHT_2 | FAN_RIGHT_3 | FAN_RIGHT_4
            | WIND_RIGHT_3 => t.vx = 250 - f,
            _ => {
                if t.vx > 0 {
                    t.vx = (t.vx - f).max(0);
                } else if t.vx < 0 {
                    t.vx = (t.vx + f).min(0);
                }
            }
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
            let probe = self.id_at(row, col);
            let mut h = h0;
            if (BIG_V_TOP..=BIG_V_BOTTOM_PASSED).contains(&probe) {
                let _ = self.hits.push(col, row);
                h = true;
            }
            if !h {
                self.ball.x += sx;
                let g = if self.ball.rg { -1 } else { 1 };
                if self.ball.on_ground && !(self.ball.in_water && self.ball.big) {
                    let (x, y) = (self.ball.x, self.ball.y);
                    if !self.hit(x, y + g, false) {
                        row = (y + g) / 16;
                        let next = self.id_at(row, (x + sx) / 16);
                        if !matches!(next, SMALL_H_HOOP | BIG_H_LEFT | BIG_H_RIGHT) {
                            self.ball.y += g;
                        }
                    }
                }
            } else {
                let handled = self.horizontal_slots(&mut t, sx);
                if t.died {
                    return;
                }
                if handled {
                    break;
                }
            }
        }
        // 17.
        if self.ball.on_ground {
            self.ball.g = 0;
        }
        self.ball.vx = t.vx;
    }

    /// Step 4's animations (§4.7): the F animation, the inflate animation, then the squash
    /// step, each reading A, the modes, `animating`, `F`, `big` and the sprite afresh, as
    /// the earlier steps of the same tick left them. This is the one place that choice
    /// lives: in the F mode 3 hand-over (A 1 -> 0, mode 3 ends and sets A = 3) the inflate
    /// and squash steps read A = 3, which neither handles, so `animating` stays set and the
    /// F start that follows shows 21, 20, 22 as from the small ball.
    fn animations(&mut self) {
        match (self.ball.f_mode, self.ball.a) {
            (1, 2) => self.set_sprite(20),
            (1, 1) => self.set_sprite(21),
            (1, 0) => {
                self.set_sprite(22);
                self.ball.f = true;
                self.ball.f_timer = 550;
                self.ball.f_mode = 0;
            }
            (2, 2) => self.set_sprite(21),
            (2, 1) => self.set_sprite(20),
            (2, 0) => {
                self.set_sprite(0);
                self.ball.f = false;
                self.ball.animating = false;
                self.ball.f_mode = 0;
            }
            (3, 2) => self.set_sprite(10),
            (3, 1) => self.set_sprite(9),
            (3, 0) => {
                self.set_sprite(0);
                self.ball.big = false;
                self.ball.f_mode = 1;
                self.ball.a = 3;
            }
            _ => {}
        }
        match (self.ball.inflate_mode, self.ball.a) {
            (1, 2) => self.set_sprite(9),
            (1, 1) => self.set_sprite(10),
            (1, 0) => {
                self.set_sprite(11);
                self.ball.big = true;
                self.ball.animating = false;
                self.ball.inflate_mode = 0;
            }
            (2, 2) => self.set_sprite(10),
            (2, 1) => self.set_sprite(9),
            (2, 0) => {
                self.set_sprite(0);
                self.ball.big = false;
                self.ball.animating = false;
                self.ball.inflate_mode = 0;
            }
            _ => {}
        }
        if self.ball.animating && !self.ball.f {
            match self.ball.a {
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

    /// The id a slot gives: its tile, or for an empty slot the enemy last touched.
    fn slot_tile(&self, i: usize, vertical: bool) -> (u8, i32, i32) {
        let (cols, rows) = (self.hits.cols(), self.hits.rows());
        let (c, r) = (cols[i], rows[i]);
        if c != -1 {
            return (self.id_at(r, c), r, c);
        }
        let e = self.ball.enemy_hit;
        if e < 0 {
            return (EMPTY, -1, -1);
        }
        let kind = self.enemies.get(e as usize).map_or(PLATFORM, |e| e.kind);
        let t = match kind {
            PLATFORM => SLOT_PLATFORM,
            SPIKED | BOUNCER if vertical && self.ball.f => SLOT_PLATFORM,
            SPIKED => SLOT_SPIKED,
            _ => SLOT_OTHER_ENEMY,
        };
        (t, -1, -1)
    }

    /// §4.4: the vertical slots, read live as each probe leaves them.
    fn vertical_slots(&mut self, t: &mut Tick) {
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

    fn vertical_slot(&mut self, t: &mut Tick, id: u8, row: i32, col: i32, slot: usize) -> Flow {
        let (x, y) = (self.ball.x, self.ball.y);
        let (hw, _) = self.half();
        match id {
            EMPTY => Flow::Next,
            SLOT_SPIKED | SLOT_OTHER_ENEMY => {
                self.die();
                Flow::Died
            }
            _ if tiles::is_spike(id) => {
                if self.ball.f {
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
                        self.set_id(row, col, SMALL_H_HOOP_PASSED);
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
                            self.set_id(row, left, BIG_H_LEFT_PASSED);
                            self.set_id(row, left + 1, BIG_H_RIGHT_PASSED);
                        }
                    }
                    None if t.falling => t.vy = self.land(t.vy),
                    None => t.vy = 0,
                }
                Flow::Handled
            }
            LIFE | GEM | CHECKPOINT => {
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

    fn falling(&mut self, t: &mut Tick, id: u8, row: i32, col: i32, slot: usize) -> Flow {
        let rg = self.ball.rg;
        let id = match (rg, id) {
            (false, RUBBER_SLOPE_NW | RUBBER_SLOPE_NE) => RUBBER,
            (false, WALL_SLOPE_NW | WALL_SLOPE_NE) => WALL,
            (true, RUBBER_SLOPE_SE | RUBBER_SLOPE_SW) => RUBBER,
            (true, WALL_SLOPE_SE | WALL_SLOPE_SW) => WALL,
            _ => id,
        };
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
                    self.ball.g = 0;
                    let c = if t.stored_combo == 0 {
                        -30
                    } else {
                        t.stored_combo
                    };
                    t.vy = self.ball.jump_vel() + c;
                    self.ball.on_ground = false;
                    t.combo = (c - 30).max(-83);
                } else if t.vy > 30 && !self.ball.on_ground {
                    if self.ball.g == 0 {
                        self.ball.g = (-t.vy).max(self.ball.bounce_cap());
                    }
                    t.vy = self.ball.g;
                    self.ball.g = (3 * self.ball.g) >> 2;
                    if self.ball.g > -10 {
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
    fn slope(&mut self, t: &mut Tick, dir: i32, bounce_at: i32, squash: usize) -> Flow {
        let (x, y) = (self.ball.x, self.ball.y);
        if t.vy >= 80 && !self.ball.animating {
            self.squash(squash);
            return Flow::Handled;
        }
        if t.vy > bounce_at && !self.ball.on_ground {
            if self.ball.g == 0 {
                self.ball.g = (-(t.vy >> 1)).max(self.ball.bounce_cap() >> 1);
            }
            let g = self.ball.g;
            t.vy = g;
            // Group R keeps group L's gate (vx <= 0), as the original does.
            if t.vx <= 0 {
                t.vx = if dir < 0 { g } else { -g };
            }
            self.ball.g = (3 * g) >> 2;
            if self.ball.g > -10 {
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
    fn vertical_default(&mut self, t: &mut Tick, id: u8, row: i32, col: i32) -> Flow {
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
        if (id == BRICK_A || id == BRICK_B) && self.ball.f {
            self.break_brick(row, col);
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
        let dir = match id {
            CONVEYOR_RIGHT | CONVEYOR_RIGHT_2 | CONVEYOR_RIGHT_3 => 1,
            CONVEYOR_LEFT | CONVEYOR_LEFT_2 | CONVEYOR_LEFT_3 => -1,
            _ => return Flow::Next,
        };
        let (x, y) = (self.ball.x, self.ball.y);
        if !self.hit(x + dir, y, true) {
            self.ball.x = x + dir;
            return Flow::Next;
        }
        if !self.ball.f {
            let first = self.hits.cols()[0];
            if first != -1 {
                let t0 = self.id_at(self.hits.rows()[0], first);
                if tiles::kills_on_conveyor(t0) {
                    // Dies without returning: the tick goes on with dying set.
                    self.die();
                }
            }
        }
        Flow::Restart
    }

    fn rising(&mut self, t: &mut Tick, id: u8, row: i32, col: i32, slot: usize) -> Flow {
        let rg = self.ball.rg;
        let id = match (rg, id) {
            (false, WALL_SLOPE_SE | WALL_SLOPE_SW) => WALL,
            (false, RUBBER_SLOPE_SE | RUBBER_SLOPE_SW) => RUBBER,
            (true, WALL_SLOPE_NE | WALL_SLOPE_NW) => WALL,
            (true, RUBBER_SLOPE_NE | RUBBER_SLOPE_NW) => RUBBER,
            _ => id,
        };
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
                if (id == BRICK_A || id == BRICK_B) && self.ball.f {
                    self.break_brick(row, col);
                }
                Flow::Next
            }
        }
    }

    /// The enemy the current slots name, if any.
    fn touched_enemy(&self) -> Option<usize> {
        usize::try_from(self.ball.enemy_hit)
            .ok()
            .filter(|e| *e < self.enemies.len())
    }

    fn reverse_or_die(&mut self, e: usize) -> Flow {
        if self.ball.f {
            self.enemies[e].reverse();
            Flow::Next
        } else {
            self.die();
            Flow::Died
        }
    }

    /// A platform (or an enemy under F) met while falling (§5.4, t = 200).
    fn platform_falling(&mut self, t: &mut Tick, _slot: usize) -> Flow {
        let Some(e) = self.touched_enemy() else {
            return Flow::Next;
        };
        let en = self.enemies[e];
        let (left, top) = (en.left(), en.top());
        let (w, h) = en.size();
        let (hw, hh) = self.half();
        let (x, y) = (self.ball.x, self.ball.y);
        let rg = self.ball.rg;
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
    fn turned_or_crushed(&mut self, e: usize, turn: fn(&mut Enemy)) -> Flow {
        if self.ball.f {
            turn(&mut self.enemies[e]);
            return Flow::Next;
        }
        if self.ball.enemy_hit == -1 {
            self.die();
            return Flow::Died;
        }
        Flow::Next
    }

    /// A platform met while rising: the height is a literal 11 for every type.
    fn platform_rising(&mut self, t: &mut Tick, slot: usize) -> Flow {
        let Some(e) = self.touched_enemy() else {
            return Flow::Next;
        };
        let en = self.enemies[e];
        let (left, top) = (en.left(), en.top());
        let (w, _) = en.size();
        let (hw, hh) = self.half();
        let (x, y) = (self.ball.x, self.ball.y);
        let rg = self.ball.rg;
        if en.y_speed != 0 {
            let at_or_above = if rg {
                y + hh >= top + 11
            } else {
                y - hh <= top
            };
            let slot1_tile = self.hits.cols()[1] != -1;
            if at_or_above && (slot != 0 || slot1_tile) {
                return self.reverse_or_die(e);
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

    /// §4.5: the horizontal slots; all five are processed, and whether any handled the
    /// contact is returned.
    fn horizontal_slots(&mut self, t: &mut Tick, sx: i32) -> bool {
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

    fn horizontal_slot(&mut self, t: &mut Tick, id: u8, row: i32, col: i32, sx: i32) -> Flow {
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
                if self.ball.rg {
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
                if !(self.ball.rg || water_big) {
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
                let e = if self.ball.rg { 1 } else { -1 };
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
                        self.set_id(row, col, SMALL_V_HOOP_PASSED);
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
                        self.set_id(top, col, BIG_V_TOP_PASSED);
                        self.set_id(top + 1, col, BIG_V_BOTTOM_PASSED);
                    }
                } else {
                    let up = if self.ball.rg { 1 } else { -1 };
                    if !self.hit(x + sx, y + up, false) {
                        self.ball.x = x + sx;
                        self.ball.y = y + up;
                    }
                }
                Flow::Next
            }
            SLOT_SPIKED | SLOT_OTHER_ENEMY => self.spiked_side(),
            _ if tiles::is_spike(id) => self.spiked_side(),
            LIFE | GEM | CHECKPOINT => {
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
                if (id == BRICK_A || id == BRICK_B) && self.ball.f {
                    self.break_brick(row, col);
                }
                Flow::Handled
            }
        }
    }

    fn spiked_side(&mut self) -> Flow {
        if self.ball.f {
            Flow::Next
        } else {
            self.die();
            Flow::Died
        }
    }

    fn score_hoop(&mut self) {
        self.stats.score += 500;
        self.hoops_left -= 1;
        self.play(Sound::Hoop);
        self.events.insert(Events::HOOP);
    }

    /// Pickups (§5.1). Every rewrite keeps the water bit.
    fn collect(&mut self, id: u8, row: i32, col: i32) {
        match id {
            CHECKPOINT => {
                self.stats.score += 200;
                self.level_pts += 200;
                let (rr, rc) = (self.ball.respawn_row, self.ball.respawn_col);
                if self.id_at(rr, rc) == CHECKPOINT_ACTIVE {
                    self.set_id(rr, rc, EMPTY);
                }
                self.ball.respawn_row = row;
                self.ball.respawn_col = col;
                self.ball.respawn_big = self.ball.big;
                self.play(Sound::Pickup);
                self.set_id(row, col, CHECKPOINT_ACTIVE);
                self.events.insert(Events::CHECKPOINT);
            }
            LIFE => {
                self.stats.score += 1000;
                self.level_pts += 1000;
                if self.stats.lives < 5 {
                    self.stats.lives += 1;
                }
                self.play(Sound::Pickup);
                self.set_id(row, col, EMPTY);
                self.events.insert(Events::PICKUP);
            }
            _ => {
                self.stats.score += 2500;
                self.level_pts += 2500;
                self.play(Sound::Pickup);
                self.set_id(row, col, EMPTY);
                self.events.insert(Events::PICKUP);
            }
        }
    }

    /// Power tiles (§4.6).
    fn power(&mut self, id: u8) {
        match id {
            SPEED | JUMP | REVERSE_GRAVITY => {
                let b = &mut self.ball;
                let was = match id {
                    SPEED => b.speed_boost,
                    JUMP => b.jump_boost,
                    _ => b.rg,
                };
                b.speed_boost = id == SPEED;
                b.jump_boost = id == JUMP;
                b.rg = id == REVERSE_GRAVITY;
                b.power_timer = 450;
                if id == REVERSE_GRAVITY {
                    b.on_ground = false;
                }
                if !was {
                    self.play(Sound::Power);
                }
            }
            F_FORM => {
                if !self.ball.f {
                    self.play(Sound::FForm);
                } else {
                    self.ball.f_timer = 550;
                }
                self.reset_sprite();
                self.start_f();
            }
            INFLATER | DEFLATER => {
                let inflate = id == INFLATER;
                let b = self.ball;
                if b.big != inflate && !b.f && b.inflate_mode == 0 {
                    self.reset_sprite();
                    if !self.ball.animating {
                        self.ball.inflate_mode = if inflate { 1 } else { 2 };
                        self.ball.animating = true;
                        self.ball.a = 3;
                    }
                    self.play(if inflate {
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
    fn reset_sprite(&mut self) {
        let b = self.ball;
        if !b.f && b.inflate_mode == 0 && b.f_mode == 0 {
            self.ball.a = 0;
            self.ball.animating = false;
            self.set_sprite(b.base_sprite());
        }
    }

    fn start_f(&mut self) {
        if !self.ball.animating {
            self.ball.f_mode = if self.ball.big { 3 } else { 1 };
            self.ball.animating = true;
            self.ball.a = 3;
        }
    }
}
