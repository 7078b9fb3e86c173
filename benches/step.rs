//! `Sim::step` on the busiest level of the embedded pack (most enemies, then the largest
//! map), driven by a fixed input pattern; reports the median time per tick.

use bounceback::embedded::RESOURCES;
use bounceback::sim::flow::Game;
use bounceback::sim::Key;
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

fn busiest() -> usize {
    let res = &RESOURCES;
    (0..res.levels.len() - 1)
        .max_by_key(|&i| {
            let l = &res.levels[i];
            (l.enemies.len(), l.rows * l.cols)
        })
        .unwrap_or(0)
}

fn step(c: &mut Criterion) {
    let res = &RESOURCES;
    let level = busiest();
    let fresh = Game::new(res, level).unwrap();
    let mut game = fresh.clone();
    let keys = [Key::Right, Key::Jump, Key::Right, Key::Left];
    let mut t = 0u32;
    c.bench_function(&format!("step level {level:02}"), |b| {
        b.iter(|| {
            if t.is_multiple_of(600) {
                game = fresh.clone();
            }
            let k = keys[(t / 40) as usize % keys.len()];
            game.sim.key(k, !t.is_multiple_of(7));
            t += 1;
            black_box(game.step(res))
        })
    });
}

criterion_group!(benches, step);
criterion_main!(benches);
