//! Collision world step: `cells` versus `rectangles` candidate search on a 256x256 map of
//! 16 px tiles. The required case is 1,000 moving circles of radius 5 px (small footprints,
//! 1-4 cells); a second case with 100 large boxes (48 x 40 px, rotated) shows a footprint
//! the index can prune. Both searches replay the same moves; only `step` is timed.

use std::hint::black_box;
use std::time::{Duration, Instant};

use bounceback::collide::world::*;
use criterion::{criterion_group, criterion_main, Criterion};

const SIDE: i32 = 256;
const TILE: i32 = 16;

#[path = "../tests/support/rng.rs"]
#[allow(dead_code)]
mod rng;
use rng::Rng;

/// Draws from the shared generator's LCG stream.
impl Rng {
    fn below(&mut self, n: u32) -> i32 {
        (self.lcg31() % n) as i32
    }
}

struct Scene {
    world: World,
    movers: Vec<(ActorHandle, ColliderHandle, Vec2)>,
}

fn scene(search: TileSearch, count: usize, shape: Shape) -> Scene {
    let mut rng = Rng(0x5eed);
    let mut cfg = WorldConfig::new(count as u16).search(search);
    cfg.maps = 1;
    let mut world = World::new(cfg).unwrap();
    let rules = [
        TileRule::new(1, Response::Solid),
        TileRule::new(2, Response::Trigger),
        TileRule::new(3, Response::Solid),
    ];
    let d = MapDesc::new(
        SIDE as u16,
        SIDE as u16,
        Fx::from_num(TILE),
        Fx::from_num(TILE),
    )
    .rules(&rules);
    let map = world.add_map(&d).unwrap();
    let mut solid = vec![false; (SIDE * SIDE) as usize];
    {
        let m = world.map_mut(map).unwrap();
        // Border walls, then rooms: random wall blocks (a tenth of the map), a few trigger
        // pads, and floor tiles without rules (id 0) elsewhere.
        m.fill(0, 0, SIDE, SIDE, Some(0)).unwrap();
        for i in 0..SIDE {
            for (x, y) in [(i, 0), (i, SIDE - 1), (0, i), (SIDE - 1, i)] {
                m.set_tile(x, y, Some(1)).unwrap();
                solid[(y * SIDE + x) as usize] = true;
            }
        }
        for _ in 0..900 {
            let (x, y) = (rng.below(SIDE as u32), rng.below(SIDE as u32));
            let (w, h) = (1 + rng.below(6), 1 + rng.below(6));
            let id = if rng.below(8) == 0 { 3 } else { 1 };
            for yy in y..(y + h).min(SIDE) {
                for xx in x..(x + w).min(SIDE) {
                    m.set_tile(xx, yy, Some(id)).unwrap();
                    solid[(yy * SIDE + xx) as usize] = true;
                }
            }
        }
        for _ in 0..400 {
            let (x, y) = (rng.below(SIDE as u32), rng.below(SIDE as u32));
            if !solid[(y * SIDE + x) as usize] {
                m.set_tile(x, y, Some(2)).unwrap();
            }
        }
    }
    let mut movers = Vec::with_capacity(count);
    while movers.len() < count {
        let (x, y) = (rng.below(SIDE as u32), rng.below(SIDE as u32));
        if solid[(y * SIDE + x) as usize] {
            continue;
        }
        let at = Vec2::px(x * TILE + TILE / 2, y * TILE + TILE / 2);
        let a = world.add_actor(at, Body::Dynamic).unwrap();
        let c = world
            .add_collider(a, ColliderDesc::new(shape).solid())
            .unwrap();
        // Velocities of up to 2 px per step in 1/256 px.
        let v = Vec2::new(
            Fx::from_bits(rng.below(1025) - 512),
            Fx::from_bits(rng.below(1025) - 512),
        );
        movers.push((a, c, v));
    }
    Scene { world, movers }
}

impl Scene {
    /// Moves every circle, steps, and turns back those that were stopped.
    fn tick(&mut self) -> Duration {
        for &(a, _, v) in &self.movers {
            self.world.translate(a, v).unwrap();
        }
        let t = Instant::now();
        black_box(self.world.step());
        let spent = t.elapsed();
        for (_, c, v) in self.movers.iter_mut() {
            // A circle corrected by a wall turns around.
            if self.world.tile_contacts_for(*c).any(|t| t.resolved) {
                *v = Vec2::new(-v.x, -v.y);
            }
        }
        spent
    }
}

fn warm(search: TileSearch, count: usize, shape: Shape) -> Scene {
    let mut s = scene(search, count, shape);
    for _ in 0..30 {
        s.tick();
    }
    s
}

fn compare(c: &mut Criterion, group: &str, count: usize, shape: Shape) {
    // Both searches must replay the same simulation.
    {
        let cells = warm(TileSearch::Cells, count, shape);
        let rects = warm(TileSearch::Rectangles, count, shape);
        for (a, b) in cells.movers.iter().zip(&rects.movers) {
            assert_eq!(
                cells.world.position(a.0).unwrap(),
                rects.world.position(b.0).unwrap()
            );
        }
    }
    let mut group = c.benchmark_group(group);
    group.measurement_time(Duration::from_secs(10));
    // One world alive at a time, warmed (contact tables, index chunks) before timing.
    for (name, search) in [
        ("cells", TileSearch::Cells),
        ("rectangles", TileSearch::Rectangles),
    ] {
        let mut s = warm(search, count, shape);
        group.bench_function(name, |b| {
            b.iter_custom(|iters| (0..iters).map(|_| s.tick()).sum());
        });
    }
    group.finish();
}

fn bench(c: &mut Criterion) {
    compare(
        c,
        "world_step_256x256_1000_circles",
        1000,
        Shape::circle(Fx::from_num(5)),
    );
    let boxes = Shape::obb(Fx::from_num(24), Fx::from_num(20), Rot::from_degrees(20));
    compare(c, "world_step_256x256_100_large_boxes", 100, boxes);
}

criterion_group!(benches, bench);
criterion_main!(benches);
