//! The collision contract, reference vs fast, on a synthetic level shaped like the real
//! ones (walls, floors, slopes, hoops, fan housings, pickups, water) with the ball's two
//! disc masks, most queries beside walls.
//!
//! Criterion measures each implementation over the same batch of queries, timed in on-CPU
//! time; the median time per query (median over criterion's samples of sample time /
//! iterations / batch size) and the ratio are printed at the end.

use std::hint::black_box;
use std::sync::Mutex;
use std::time::Duration;

use bounceback::collide::contract::{Hits, Impl, ObjectMask, Query, TileDef, TileMap, TileShapes};
use criterion::{criterion_group, criterion_main, Criterion};

/// On-CPU time of this thread: the machine this runs on is shared, and wall time would
/// count the time other processes hold the CPU.
fn cpu_now() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec for the duration of the call.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID)");
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

const ROWS: usize = 30;
const COLS: usize = 60;
const BATCH: usize = 4096;

/// SplitMix64: a fixed, dependency-free stream so every run measures the same queries.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The ball masks of `/res/b`: an n x n disc, 208 pixels at 16 and 448 at 24.
fn disc(n: usize) -> ObjectMask {
    let n2 = (n * n) as i64;
    let px: Vec<bool> = (0..n * n)
        .map(|i| {
            let (x, y) = ((i % n) as i64, (i / n) as i64);
            let (dx, dy) = (2 * x + 1 - n as i64, 2 * y + 1 - n as i64);
            dx * dx + dy * dy <= n2
        })
        .collect();
    ObjectMask::from_row_major(n, n, &px).unwrap()
}

fn rows_of(f: impl Fn(u16, u16) -> bool) -> [u16; 16] {
    core::array::from_fn(|y| {
        (0..16)
            .filter(|&x| f(x, y as u16))
            .fold(0, |r, x| r | 1 << x)
    })
}

/// A tile table laid out like the real one (117 ids, spec §2): walls, rubber, bricks and
/// pickups solid; slopes 3..6 and 113..116; the fan housing 52 and its alias 53; hoops 93..98
/// and 101/102 as masks and aliases.
fn table() -> Vec<TileDef> {
    let def = |ctype, transform, mask| TileDef {
        ctype,
        transform,
        mask,
    };
    let mut t = vec![def(0, 0, [0; 16]); 117];
    let slope = rows_of(|x, y| x + y >= 15);
    let fan = rows_of(|x, y| (y < 5 && x <= y) || (y == 4 && x >= 12) || (5..8).contains(&y));
    let small_hoop = rows_of(|x, y| (8..10).contains(&x) && (y == 0 || y == 15));
    let big_hoop = rows_of(|x, y| (7..9).contains(&x) && y == 0);
    for id in [2, 7, 8, 12, 30, 110, 111, 112] {
        t[id] = def(2, 0, [0; 16]);
    }
    for base in [3, 113] {
        t[base] = def(1, 0, slope);
        for rot in 1..4 {
            t[base + rot] = def(3, rot as u8, slope);
        }
    }
    t[52] = def(1, 0, fan);
    t[53] = def(3, 3, fan);
    t[93] = def(1, 0, small_hoop);
    t[94] = def(3, 1, small_hoop);
    t[97] = def(1, 0, big_hoop);
    for (id, tr) in [(98, 2), (101, 1), (102, 5)] {
        t[id] = def(3, tr, big_hoop);
    }
    t
}

/// 30 x 60 cells: a walled level with floors and platforms, slopes at their ends, rubber,
/// hoops, fan housings, pickups and a flooded lower-left area (0x80).
fn level() -> Vec<u8> {
    let mut m = vec![0u8; ROWS * COLS];
    let mut put = |r: usize, c: usize, b: u8| m[r * COLS + c] = b;
    for c in 0..COLS {
        put(0, c, 110);
        put(ROWS - 1, c, 110);
        put(ROWS - 2, c, if c % 7 == 3 { 2 } else { 111 });
    }
    for r in 0..ROWS {
        put(r, 0, 110);
        put(r, COLS - 1, 110);
    }
    // Platforms (row, first col, last col), with slopes above and below both ends.
    for &(r, c0, c1) in &[
        (22, 4, 18),
        (17, 22, 40),
        (12, 8, 20),
        (20, 42, 56),
        (8, 30, 52),
    ] {
        for c in c0..=c1 {
            put(r, c, if c % 5 == 0 { 7 } else { 112 });
        }
        put(r - 1, c0, 3);
        put(r - 1, c1, 4);
        put(r + 1, c0, 6);
        put(r + 1, c1, 5);
        put(r - 1, c0 + 3, 113);
        put(r - 1, c0 + 4, 114);
        put(r + 1, c1 - 3, 115);
        put(r + 1, c1 - 4, 116);
    }
    // A pillar and a staircase of slopes.
    for r in 23..ROWS - 2 {
        put(r, 26, 111);
    }
    for (i, c) in (44..50).enumerate() {
        for r in (ROWS - 3 - i)..ROWS - 2 {
            put(r, c, 112);
        }
        put(ROWS - 4 - i, c, 3);
    }
    // Hoops: small ones, big vertical (97 over 98) and big horizontal (101, 102).
    for &(r, c) in &[(19, 10), (14, 30), (5, 40), (24, 34)] {
        put(r, c, 93);
        put(r + 2, c + 2, 94);
    }
    for &(r, c) in &[(9, 14), (24, 12), (3, 20)] {
        put(r, c, 97);
        put(r + 1, c, 98);
    }
    for &(r, c) in &[(10, 24), (15, 50)] {
        put(r, c, 101);
        put(r, c + 1, 102);
    }
    // Fan housings on the floor and under a platform.
    for &(r, c) in &[(27, 20), (27, 38), (13, 45)] {
        put(r, c, 52);
        put(r, c + 1, 53);
    }
    // Pickups (solid: the ball collects them on contact).
    for &(r, c) in &[
        (20, 8),
        (15, 28),
        (10, 12),
        (18, 47),
        (6, 36),
        (25, 30),
        (4, 10),
    ] {
        put(r, c, if c % 2 == 0 { 12 } else { 30 });
    }
    // Water in the lower left, keeping what is there.
    for r in 23..ROWS - 1 {
        for c in 1..24 {
            m[r * COLS + c] |= 0x80;
        }
    }
    m
}

#[derive(Clone, Copy)]
struct Probe {
    x: i32,
    y: i32,
    big: bool,
    collect: bool,
}

/// What a query meets.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// Free, but within 3 px of a contact: the ball beside a wall, floor, slope or hoop.
    Beside,
    /// Touching: the ball resting, rolling or bouncing against something.
    Touching,
    /// Nothing within 3 px.
    OpenAir,
}

/// The batch: 55% beside a wall, 35% touching, 10% in open air; 3 of 4 with the 16 px disc;
/// 3 of 4 collecting (the ball's usual call). Positions are uniform over the level and kept
/// until each kind's quota is full.
fn queries(map: &TileMap, small: &ObjectMask, big: &ObjectMask) -> Vec<(Kind, Probe)> {
    let mut rng = Rng(0x5EED_C011_1DE5);
    let quota = |k: Kind| match k {
        Kind::Beside => BATCH * 55 / 100,
        Kind::Touching => BATCH * 35 / 100,
        Kind::OpenAir => BATCH - BATCH * 55 / 100 - BATCH * 35 / 100,
    };
    let mut out: Vec<(Kind, Probe)> = Vec::new();
    let mut hits = Hits::new();
    while out.len() < BATCH {
        let big_ball = rng.below(4) == 0;
        let mask = if big_ball { big } else { small };
        let n = mask.width() as u64;
        let x = 16 + rng.below((COLS as u64 - 2) * 16 - n) as i32;
        let y = 16 + rng.below((ROWS as u64 - 2) * 16 - n) as i32;
        let collect = rng.below(4) != 0;
        let mut hit = |x, y| Impl::Reference.collide(map, &Query::at(x, y, mask, false), &mut hits);
        let kind = if hit(x, y) {
            Kind::Touching
        } else if [
            (3, 0),
            (-3, 0),
            (0, 3),
            (0, -3),
            (2, 2),
            (-2, 2),
            (2, -2),
            (-2, -2),
        ]
        .iter()
        .any(|&(dx, dy)| hit(x + dx, y + dy))
        {
            Kind::Beside
        } else {
            Kind::OpenAir
        };
        if out.iter().filter(|(k, _)| *k == kind).count() < quota(kind) {
            out.push((
                kind,
                Probe {
                    x,
                    y,
                    big: big_ball,
                    collect,
                },
            ));
        }
    }
    out
}

/// Per-query seconds of each recorded sample, by benchmark name.
static SAMPLES: Mutex<Vec<(String, Vec<f64>)>> = Mutex::new(Vec::new());

fn record(name: &str, per_query: f64) {
    let mut s = SAMPLES.lock().unwrap();
    match s.iter_mut().find(|(n, _)| n == name) {
        Some((_, v)) => v.push(per_query),
        None => s.push((name.to_string(), vec![per_query])),
    }
}

/// The median over the last `samples` records of `name` (criterion takes `sample_size`
/// samples after its warm-up calls).
fn median(name: &str, samples: usize) -> Option<f64> {
    let s = SAMPLES.lock().unwrap();
    let all = &s.iter().find(|(n, _)| n == name)?.1;
    let mut v = all[all.len().saturating_sub(samples)..].to_vec();
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied()
}

const SAMPLE_SIZE: usize = 100;

fn bench(c: &mut Criterion) {
    let shapes = TileShapes::new(&table()).unwrap();
    let mut map = TileMap::new(shapes, ROWS, COLS, &level()).unwrap();
    // The game registers the ball's masks with each level's map and queries with them.
    let (small, big) = (map.add_mask(disc(16)), map.add_mask(disc(24)));
    let map = map;
    let (small, big) = (map.mask(small).unwrap(), map.mask(big).unwrap());
    assert_eq!((small.count(), big.count()), (208, 448));
    let all = queries(&map, small, big);
    let mask = |p: &Probe| if p.big { big } else { small };
    let answer = |imp: Impl, p: &Probe, hits: &mut Hits| {
        imp.collide(&map, &Query::at(p.x, p.y, mask(p), p.collect), hits)
    };
    // Both implementations agree on every query of the batch, slots included.
    let (mut a, mut b) = (Hits::new(), Hits::new());
    for (_, p) in &all {
        assert_eq!(
            answer(Impl::Reference, p, &mut a),
            answer(Impl::Fast, p, &mut b)
        );
        assert_eq!(a, b);
    }
    let trues = all
        .iter()
        .filter(|(_, p)| answer(Impl::Fast, p, &mut a))
        .count();
    eprintln!(
        "level {ROWS}x{COLS}; {BATCH} queries: {} with the 24 px disc, {} collecting, \
         {trues} answer true",
        all.iter().filter(|(_, p)| p.big).count(),
        all.iter().filter(|(_, p)| p.collect).count(),
    );

    let sets: [(&str, Vec<Probe>); 7] = [
        ("mix", all.iter().map(|(_, p)| *p).collect()),
        ("beside", pick(&all, Kind::Beside, false)),
        ("beside+c", pick(&all, Kind::Beside, true)),
        ("touch", pick(&all, Kind::Touching, false)),
        ("touch+c", pick(&all, Kind::Touching, true)),
        ("open", pick(&all, Kind::OpenAir, false)),
        ("open+c", pick(&all, Kind::OpenAir, true)),
    ];
    let mut group = c.benchmark_group("collide");
    group
        .sample_size(SAMPLE_SIZE)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    for (set, probes) in &sets {
        for imp in [Impl::Reference, Impl::Fast] {
            let name = format!("{set}/{}", imp.name());
            group.bench_function(name.as_str(), |bench| {
                bench.iter_custom(|iters| {
                    let mut hits = Hits::new();
                    let start = cpu_now();
                    for _ in 0..iters {
                        for p in probes {
                            let q = Query::at(black_box(p.x), black_box(p.y), mask(p), p.collect);
                            black_box(imp.collide(&map, &q, &mut hits));
                        }
                    }
                    let took = cpu_now() - start;
                    record(
                        &name,
                        took.as_secs_f64() / (iters as f64 * probes.len() as f64),
                    );
                    took
                })
            });
        }
    }
    group.finish();

    println!("\nmedian time per query (criterion samples, {SAMPLE_SIZE} each):");
    for (set, probes) in &sets {
        let m = |imp: Impl| median(&format!("{set}/{}", imp.name()), SAMPLE_SIZE);
        if let (Some(r), Some(f)) = (m(Impl::Reference), m(Impl::Fast)) {
            println!(
                "  {set:<9} ({:>4} queries): reference {:>7.1} ns, fast {:>6.2} ns, ratio {:>5.1}x",
                probes.len(),
                r * 1e9,
                f * 1e9,
                r / f
            );
        }
    }
}

/// The queries of one kind, collecting or not.
fn pick(all: &[(Kind, Probe)], kind: Kind, collect: bool) -> Vec<Probe> {
    all.iter()
        .filter(|(k, p)| *k == kind && p.collect == collect)
        .map(|(_, p)| *p)
        .collect()
}

criterion_group!(benches, bench);
criterion_main!(benches);
