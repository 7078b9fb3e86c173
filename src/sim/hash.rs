//! `state_hash()`: a 64-bit FNV-1a hash over the whole simulation state, fed field by
//! field in a fixed order and byte order, so the same run gives the same hash on every
//! machine.

use super::{Ball, Sim};

/// FNV-1a, 64 bits.
#[derive(Clone, Copy, Debug)]
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    /// Feeds bytes.
    pub fn bytes(&mut self, b: &[u8]) {
        for x in b {
            self.0 ^= *x as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01B3);
        }
    }

    /// Feeds an `i32`, little-endian.
    pub fn i32(&mut self, v: i32) {
        self.bytes(&v.to_le_bytes());
    }

    /// Feeds a `bool` as one byte.
    pub fn bool(&mut self, v: bool) {
        self.bytes(&[v as u8]);
    }

    /// The hash so far.
    pub fn finish(&self) -> u64 {
        self.0
    }
}

fn ball(h: &mut Fnv, b: &Ball) {
    for v in [
        b.x,
        b.y,
        b.vx,
        b.vy,
        b.sprite as i32,
        b.bounce,
        b.rubber_combo,
        b.respawn_row,
        b.respawn_col,
        b.anim_ticks,
        b.power_timer,
        b.f_form_timer,
        b.size_change,
        b.f_form_change,
        b.touched_enemy,
        b.input as i32,
        b.power_bar,
    ] {
        h.i32(v);
    }
    for v in [
        b.on_ground,
        b.respawn_big,
        b.big,
        b.reverse_gravity,
        b.jump_boost,
        b.speed_boost,
        b.f_form,
        b.in_water,
        b.animating,
        b.dying,
    ] {
        h.bool(v);
    }
}

/// The hash of everything that makes up the state: ball, enemies, map, counters,
/// score, door, bricks, animation counters, input slots and demo.
pub fn state_hash(sim: &Sim) -> u64 {
    let mut h = Fnv::default();
    h.i32(sim.level() as i32);
    h.i32(sim.ticks() as i32);
    ball(&mut h, sim.ball());
    h.i32(sim.enemies().len() as i32);
    for e in sim.enemies() {
        for v in [
            e.row0, e.col0, e.row1, e.col1, e.x_off, e.y_off, e.x_speed, e.y_speed,
        ] {
            h.i32(v);
        }
        h.bool(e.reversed);
    }
    h.i32(sim.rows());
    h.i32(sim.cols());
    h.bytes(sim.map().cells());
    for v in [
        sim.stats().lives,
        sim.stats().score,
        sim.level_pts(),
        sim.hoops_left(),
    ] {
        h.i32(v);
    }
    for v in [sim.door().x, sim.door().y, sim.door().anim] {
        h.i32(v);
    }
    h.bool(sim.door().open);
    for b in sim.bricks() {
        for v in [b.timer, b.row, b.col] {
            h.i32(v);
        }
    }
    for a in sim.anims() {
        h.i32(a.counter as i32);
        h.i32(a.frame as i32);
    }
    h.bytes(&sim.slots().0.map(|s| s as u8));
    match sim.demo() {
        Some(d) => {
            h.bool(true);
            for v in [d.counter, d.next as i32, d.tip_index, d.tip.unwrap_or(-1)] {
                h.i32(v);
            }
        }
        None => h.bool(false),
    }
    h.bool(sim.exit_pending());
    h.bool(sim.is_game_over());
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv_known_values() {
        let mut h = Fnv::default();
        h.bytes(b"a");
        assert_eq!(h.finish(), 0xaf63_dc4c_8601_ec8c);
        let mut h = Fnv::default();
        h.bytes(b"foobar");
        assert_eq!(h.finish(), 0x8594_4171_f739_67e8);
    }
}
