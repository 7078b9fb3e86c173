//! The ball's collision query (docs/RULES.md §4.1): its mask against the tiles, then the enemy
//! rectangles; the sprite change with its unstick search; what a hit slot names.

use super::Motion;
use crate::sim::enemy::{Rect, BOUNCER, PLATFORM, SPIKED};
use crate::sim::tiles::{EMPTY, SLOT_OTHER_ENEMY, SLOT_PLATFORM, SLOT_SPIKED};
use crate::sim::SPRITES;

/// Whether the ball fits at `(x, y)` (the hit test without collecting slots).
pub(super) fn slide_free(m: &mut Motion<'_>, x: i32, y: i32) -> bool {
    !m.hit(x, y, false)
}

impl Motion<'_> {
    pub(super) fn half(&self) -> (i32, i32) {
        let (w, h) = self.shapes.sprite_size(self.ball.sprite);
        (w >> 1, h >> 1)
    }

    /// hit(): the tile test with the current sprite's mask, then the enemy rectangles with
    /// the mask's box. Every "free" of the game, the platform pushes' included, is this test
    /// (docs/RULES.md §5.4): a squashed sprite's size never enters the tested box.
    pub(super) fn hit(&mut self, x: i32, y: i32, collect: bool) -> bool {
        let (mask, (mw, mh)) = self.shapes.mask(self.ball.sprite);
        let (l, t) = (x - (mw >> 1), y - (mh >> 1));
        let tiles = self.ground.collide(l, t, mask, collect);
        if collect {
            self.ball.touched_enemy = -1;
        }
        let bx = Rect { l, t, w: mw, h: mh };
        let mut enemy = false;
        for (i, e) in self.enemies.iter().enumerate() {
            if bx.overlaps(&e.rect()) {
                if collect {
                    self.ball.touched_enemy = i as i32;
                }
                enemy = true;
                break;
            }
        }
        tiles || enemy
    }

    /// setSprite(s) with the unstick search.
    pub(crate) fn set_sprite(&mut self, s: usize) {
        let s = s.min(SPRITES - 1);
        let (ow, oh) = self.shapes.sprite_size(self.ball.sprite);
        self.ball.sprite = s;
        let (w, h) = self.shapes.sprite_size(s);
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

    /// The id a slot gives: its tile, or for an empty slot the enemy last touched.
    pub(super) fn slot_tile(&self, i: usize, vertical: bool) -> (u8, i32, i32) {
        let (c, r) = self.ground.hit_cell(i);
        if c != -1 {
            return (self.ground.id_at(r, c), r, c);
        }
        let e = self.ball.touched_enemy;
        if e < 0 {
            return (EMPTY, -1, -1);
        }
        let kind = self.enemies.get(e as usize).map_or(PLATFORM, |e| e.kind);
        let t = match kind {
            PLATFORM => SLOT_PLATFORM,
            SPIKED | BOUNCER if vertical && self.ball.f_form => SLOT_PLATFORM,
            SPIKED => SLOT_SPIKED,
            _ => SLOT_OTHER_ENEMY,
        };
        (t, -1, -1)
    }
}
