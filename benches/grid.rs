//! `GridMap::is_position_blocked` over a mixed query set, on the plain map (`fixed`) and on
//! the same map answering from its index (`indexed`, `GridMap::with_index`), against the `f64`
//! reference port of the seed (`tests/grid_reference.rs`) on the same queries in the same run.
//!
//! The map is 64 x 64 in the standard schema: a wall border and a scatter of walls, chasms,
//! water, gates and passable decor. Queries: 1024 centres uniform over the map and half a tile
//! past its edge, radii mostly 0.2 to 0.4 with a few up to 1.2, a quarter of them dodging.
//! Per-query time = the reported time per iteration / 1024.
//!
//! Two groups: `is_position_blocked` is criterion's wall clock. The machine is shared, so
//! `is_position_blocked_cpu` times the same loops by this thread's CPU time: the cost of the
//! code itself when other processes preempt it.

use bounceback::collide::grid::{
    index_words, Footprint, GridMap, Passability, Point, Prop, I16F16,
};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

mod support;
use support::cpu_now;

#[path = "../tests/grid_reference.rs"]
#[allow(dead_code)]
mod reference;

use reference::{RefMode, RefProp, RefWorld};

const SIDE: usize = 64;
const QUERIES: usize = 1024;

#[path = "../tests/support/rng.rs"]
#[allow(dead_code)]
mod rng;
use rng::Rng;

/// Draws from the shared generator's xorshift64* stream, so every run measures the same set.
impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.xorshift64star() % n
    }

    /// A raw `I16F16` in `[lo, hi)` tiles.
    fn fixed(&mut self, lo: f64, hi: f64) -> I16F16 {
        let (lo, hi) = ((lo * 65536.0) as i64, (hi * 65536.0) as i64);
        I16F16::from_bits((lo + self.below((hi - lo) as u64) as i64) as i32)
    }
}

fn map_cells(rng: &mut Rng) -> Vec<u8> {
    let mut cells = vec![1u8; SIDE * SIDE];
    for y in 0..SIDE {
        for x in 0..SIDE {
            let edge = x == 0 || y == 0 || x == SIDE - 1 || y == SIDE - 1;
            cells[y * SIDE + x] = if edge {
                2
            } else {
                match rng.below(100) {
                    0..=13 => 2,   // wall
                    14..=18 => 9,  // chasm
                    19..=21 => 19, // water
                    22..=23 => 10, // gate
                    24..=29 => 4,  // mud (passable)
                    30..=35 => 13, // path (passable)
                    _ => 1,        // floor
                }
            };
        }
    }
    cells
}

#[derive(Clone, Copy)]
struct Query {
    pos: Point,
    r: I16F16,
    dodge: bool,
}

fn queries(rng: &mut Rng) -> Vec<Query> {
    (0..QUERIES)
        .map(|_| {
            let span = SIDE as f64 + 0.5;
            let pos = Point::new(rng.fixed(-0.5, span), rng.fixed(-0.5, span));
            let r = if rng.below(10) == 0 {
                rng.fixed(0.4, 1.2)
            } else {
                rng.fixed(0.2, 0.4)
            };
            Query {
                pos,
                r,
                dodge: rng.below(4) == 0,
            }
        })
        .collect()
}

fn props(rng: &mut Rng) -> Vec<Prop> {
    (0..8)
        .map(|i| {
            let center = Point::new(rng.fixed(1.0, 63.0), rng.fixed(1.0, 63.0));
            let footprint = match i % 3 {
                0 => Footprint::Circle {
                    radius: rng.fixed(0.3, 0.8),
                },
                1 => Footprint::Ellipse {
                    rx: rng.fixed(0.3, 1.0),
                    ry: rng.fixed(0.2, 0.6),
                },
                _ => Footprint::Rect {
                    width: rng.fixed(0.5, 2.0),
                    height: rng.fixed(0.4, 1.2),
                },
            };
            let prop = Prop::new(center, footprint);
            if i % 4 == 0 {
                prop.low()
            } else {
                prop
            }
        })
        .collect()
}

fn reference_world(cells: &[u8], props: &[Prop]) -> RefWorld {
    let grid = cells.chunks(SIDE).map(<[u8]>::to_vec).collect();
    let mut world = RefWorld::new(grid, RefMode::Standard);
    world.props = props.iter().map(RefProp::of).collect();
    world
}

/// One benchmark variant: a label and a loop over the whole query set returning a checksum.
type Variant<'a> = (String, Box<dyn Fn() -> u32 + 'a>);

/// The timed loop over `set` on `map`: how many queries are blocked.
fn timed<'a>(map: GridMap<'a>, set: &'a [Query]) -> Box<dyn Fn() -> u32 + 'a> {
    Box::new(move || {
        let mut n = 0u32;
        for q in set {
            n += u32::from(map.is_position_blocked(black_box(q.pos), q.r, q.dodge));
        }
        n
    })
}

fn variants<'a>(
    cells: &'a [u8],
    set: &'a [Query],
    float_set: &'a [(f64, f64, f64, bool)],
    props: &'a [Prop],
    index: &'a [u16],
) -> Vec<Variant<'a>> {
    let mut out: Vec<Variant<'a>> = Vec::new();
    for (label, props) in [("no_props", &[][..]), ("8_props", props)] {
        let map = GridMap::new(cells, SIDE, SIDE, Passability::STANDARD)
            .unwrap()
            .with_props(props);
        let world = reference_world(cells, props);
        let blocked = set
            .iter()
            .filter(|q| map.is_position_blocked(q.pos, q.r, q.dodge))
            .count();
        let agree = set
            .iter()
            .zip(float_set)
            .filter(|(q, &(x, y, r, d))| {
                map.is_position_blocked(q.pos, q.r, q.dodge)
                    == world.is_position_blocked(x, y, r, d)
            })
            .count();
        eprintln!(
            "{label}: {blocked} of {QUERIES} queries blocked; fixed and f64 agree on {agree}"
        );
        out.push((format!("fixed/{label}"), timed(map, set)));
        let indexed = map.with_index(index).unwrap();
        let same = set
            .iter()
            .filter(|q| {
                indexed.is_position_blocked(q.pos, q.r, q.dodge)
                    == map.is_position_blocked(q.pos, q.r, q.dodge)
            })
            .count();
        eprintln!("{label}: indexed and plain agree on {same}");
        out.push((format!("indexed/{label}"), timed(indexed, set)));
        out.push((
            format!("f64_reference/{label}"),
            Box::new(move || {
                let mut n = 0u32;
                for &(x, y, r, d) in float_set {
                    n += u32::from(world.is_position_blocked(black_box(x), y, r, d));
                }
                n
            }),
        ));
    }
    out
}

fn bench_blocked(c: &mut Criterion) {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let cells = map_cells(&mut rng);
    let set = queries(&mut rng);
    let props = props(&mut rng);
    let float_set: Vec<(f64, f64, f64, bool)> = set
        .iter()
        .map(|q| (q.pos.x.to_num(), q.pos.y.to_num(), q.r.to_num(), q.dodge))
        .collect();
    let mut index = vec![0u16; index_words(SIDE, SIDE)];
    GridMap::new(&cells, SIDE, SIDE, Passability::STANDARD)
        .unwrap()
        .write_index(&mut index)
        .unwrap();
    let variants = variants(&cells, &set, &float_set, &props, &index);

    let mut group = c.benchmark_group("is_position_blocked");
    group.throughput(Throughput::Elements(QUERIES as u64));
    for (label, run) in &variants {
        group.bench_function(label.as_str(), |b| b.iter(run));
    }
    group.finish();

    let mut group = c.benchmark_group("is_position_blocked_cpu");
    group.throughput(Throughput::Elements(QUERIES as u64));
    for (label, run) in &variants {
        group.bench_function(label.as_str(), |b| {
            b.iter_custom(|iters| {
                let start = cpu_now();
                for _ in 0..iters {
                    black_box(run());
                }
                cpu_now() - start
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_blocked);
criterion_main!(benches);
