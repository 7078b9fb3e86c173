//! The collision contract, reference vs fast, on two query sets:
//! - `game`: the queries the simulation itself makes (through `LevelMap::collide`), recorded
//!   while it plays the embedded levels: the original's demo, then scripted random input on
//!   every level with each ball. This is the realistic mix. Its parts: `game16` and `game24`
//!   by ball, `ask` not collecting and `col` collecting, `!` answering true;
//! - `mix`: a synthetic level shaped like the real ones (walls, floors, slopes, hoops, fan
//!   housings, pickups, water) with the ball's two disc masks, most queries beside walls;
//!   its parts by what a query meets (`beside`, `touch`, `open`; `+c` collecting);
//! - `near/...`: issue 52's workloads, boxes within 20 px of a solid cell on real levels and
//!   the synthetic pattern (16 x 16 to 255 x 255), disc masks 8 to 32 px, collecting half,
//!   none (`ask`) or all (`col`).
//!
//! Each criterion sample times both implementations back to back over the same queries, in
//! on-CPU time (the machine is shared), then the loop's two floors: a query answered from the
//! query alone, and one answered from one read of a first-level-cache word at an address made
//! from its position (no lookup of a map can answer in less); and the fast path on the same
//! positions with none collecting (`asking only`: the least its registered-mask route does,
//! tell the mask, check the size and range, read one reach bit). At the end the median time
//! per query of each (over criterion's samples: sample time / iterations / set size) and the
//! median of the samples' ratios are printed, with the fast path's memory per level, and per
//! set what 20x asks of the fast path (the reference's time / 20) beside its time and the
//! floors: a need below the one-read floor is out of reach of any lookup in this loop, one
//! below `asking only` out of reach of the fast path's route, whatever the slots cost.
//!
//! `FRESH_SETS=1 cargo bench --bench collide -- near/` times the near-solid mixes on a
//! million queries each instead of 2000: sets too long for the branch predictor to learn.

use std::hint::black_box;
use std::sync::Mutex;
use std::time::Duration;

use bounceback::collide::contract::{
    fast, reference, Hits, Impl, LevelMap, MaskId, ObjectMask, Query, Recorded, TileDef,
    TileShapes, ID_MASK,
};
use bounceback::embedded::RESOURCES;
use bounceback::sim::{Key, Sim, Stats};
use criterion::{criterion_group, criterion_main, Criterion, SamplingMode};

mod support;
use support::cpu_now;

const ROWS: usize = 30;
const COLS: usize = 60;
const BATCH: usize = 4096;
/// Queries of each of issue 52's near-solid mixes (the issue's own count).
const NEAR_BATCH: usize = 2000;
/// The near-solid mixes' count with `FRESH_SETS=1` in the environment: a set repeated pass
/// after pass is learned by the branch predictor when short enough (see `benches/grid.rs`),
/// a million queries are not, so their figures are the queries' own cost. Criterion then
/// takes [`FRESH_SAMPLES`] samples; run with `--bench near/`.
const FRESH_BATCH: usize = 1_000_000;
const FRESH_SAMPLES: usize = 10;

/// Whether `FRESH_SETS=1` asks for the near-solid mixes at [`FRESH_BATCH`] queries.
fn fresh() -> bool {
    std::env::var("FRESH_SETS").is_ok_and(|v| v == "1")
}

#[path = "../tests/support/rng.rs"]
#[allow(dead_code)]
mod rng;
use rng::Rng;

/// Draws from the shared generator's SplitMix64 stream, so every run measures the same
/// queries.
impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.splitmix64() % n
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
fn queries(map: &LevelMap, small: &ObjectMask, big: &ObjectMask) -> Vec<(Kind, Probe)> {
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
        let x = 16 + rng.below((map.cols() as u64 - 2) * 16 - n) as i32;
        let y = 16 + rng.below((map.rows() as u64 - 2) * 16 - n) as i32;
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

/// Steps of scripted play recorded per level and seed.
const PLAY_STEPS: usize = 700;

/// A map as a level was loaded, and the queries the game made on it.
struct Played {
    map: LevelMap,
    queries: Vec<Recorded>,
}

impl Played {
    /// The queries, with the map's own registered masks (so the fast path may use their
    /// tables, as it does in the game).
    fn queries(&self) -> Vec<Query<'_>> {
        self.queries
            .iter()
            .map(|r| {
                let id = r
                    .mask
                    .expect("the game queries with its registered ball masks");
                r.query(self.map.mask(id).unwrap())
            })
            .collect()
    }
}

/// Runs `sim` with `input` choosing key events before each step, until the run ends or
/// `steps` pass, and returns the map as loaded with every query the game made on it.
fn play(mut sim: Sim, steps: usize, mut input: impl FnMut(&mut Sim)) -> Played {
    let map = sim.map().clone();
    sim.map().record_queries();
    for _ in 0..steps {
        input(&mut sim);
        if sim.step(&RESOURCES).ends_run() {
            break;
        }
    }
    let queries = sim.map().take_recorded();
    Played { map, queries }
}

/// The recorded game mix: the demo (the original's own input on the tutorial level), then
/// on every level, with the small ball and with the big one (made big at the start, as an
/// inflater does), two runs of random input held a few steps at a time, biased to the right and
/// to jumping as a player is.
fn recorded() -> Vec<Played> {
    let res = &RESOURCES;
    let mut out = vec![play(Sim::load_demo(res).unwrap(), usize::MAX, |_| {})];
    for big in [false, true] {
        for seed in [0x00C0_FFEE_u64, 0x0B0B_CA75] {
            for level in 0..res.levels.len() {
                let mut sim = Sim::load(res, level, Stats::default()).unwrap();
                if big {
                    // As an inflater's last frame and a big respawn do.
                    sim.set_sprite(11);
                    let b = sim.ball_mut();
                    (b.big, b.respawn_big) = (true, true);
                }
                let mut rng = Rng(seed ^ level as u64);
                out.push(play(sim, PLAY_STEPS, |sim| {
                    if rng.below(4) == 0 {
                        let r = rng.splitmix64();
                        let key = match r % 8 {
                            0..=2 => Key::Right,
                            3 | 4 => Key::Jump,
                            5 => Key::Left,
                            _ => Key::Down,
                        };
                        sim.key(key, r >> 8 & 3 != 0);
                    }
                }));
            }
        }
    }
    out
}

/// The fast path's memory for a map of `rows` x `cols` cells of the synthetic level's
/// pattern with both balls registered.
fn memory(rows: usize, cols: usize) -> usize {
    let pattern = level();
    let cells: Vec<u8> = (0..rows * cols)
        .map(|i| pattern[(i / cols % ROWS) * COLS + i % cols % COLS])
        .collect();
    let mut map = LevelMap::new(TileShapes::new(&table()).unwrap(), rows, cols, &cells).unwrap();
    map.add_mask(disc(16));
    map.add_mask(disc(24));
    map.fast_path_bytes()
}

/// Per-query seconds of each sample (reference, fast, the two floors: the bench's loop
/// alone, and the loop with one read of a first-level-cache word; and the fast path on the
/// same positions asking only), by set.
type Samples = Vec<(String, Vec<[f64; 5]>)>;
static SAMPLES: Mutex<Samples> = Mutex::new(Vec::new());

fn record(set: &str, sample: [f64; 5]) {
    let mut s = SAMPLES.lock().unwrap();
    match s.iter_mut().find(|(n, _)| n == set) {
        Some((_, v)) => v.push(sample),
        None => s.push((set.to_string(), vec![sample])),
    }
}

/// The median times of a set's samples and the median of their ratios.
struct Medians {
    reference: f64,
    fast: f64,
    ratio: f64,
    /// The bench's loop with a query that answers from the query alone.
    bare: f64,
    /// The loop with a query that reads one word of a first-level-cache table.
    one_read: f64,
    /// The fast path on the same positions and masks, none collecting: the least a
    /// registered mask's answer does (tell the mask, check the size and range, read the
    /// reach bit), whatever the query asks.
    asking: f64,
}

/// Over the last `samples` samples of `set` (criterion takes `sample_size` samples after
/// its warm-up calls): the median times and the median ratio.
fn medians(set: &str, samples: usize) -> Option<Medians> {
    let s = SAMPLES.lock().unwrap();
    let all = &s.iter().find(|(n, _)| n == set)?.1;
    let last = &all[all.len().saturating_sub(samples)..];
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v.get(v.len() / 2).copied()
    };
    Some(Medians {
        reference: median(last.iter().map(|s| s[0]).collect())?,
        fast: median(last.iter().map(|s| s[1]).collect())?,
        ratio: median(last.iter().map(|s| s[0] / s[1]).collect())?,
        bare: median(last.iter().map(|s| s[2]).collect())?,
        one_read: median(last.iter().map(|s| s[3]).collect())?,
        asking: median(last.iter().map(|s| s[4]).collect())?,
    })
}

/// The floors' table's words.
const ONE_READ_WORDS: usize = 4096;

/// Fast is timed over this many times the reference's iterations, so both take similar time.
const FAST_REPEAT: u64 = 8;

const SAMPLE_SIZE: usize = 100;

/// Both implementations agree on every query of a set, slots included; returns how many
/// answer `true`.
fn agree(map: &LevelMap, queries: &[Query<'_>]) -> usize {
    let (mut a, mut b) = (Hits::new(), Hits::new());
    let mut trues = 0;
    for q in queries {
        let r = Impl::Reference.collide(map, q, &mut a);
        assert_eq!(r, Impl::Fast.collide(map, q, &mut b), "{q:?}");
        assert_eq!(a, b, "{q:?}");
        trues += usize::from(r);
    }
    trues
}

/// One timed set: its name and, per map, the queries made on it.
type Set<'a> = (&'static str, Vec<(&'a LevelMap, Vec<Query<'a>>)>);

fn bench(c: &mut Criterion) {
    // The game's own queries.
    let played = recorded();
    let game: Vec<(&LevelMap, Vec<Query<'_>>)> =
        played.iter().map(|p| (&p.map, p.queries())).collect();
    let (mut total, mut trues, mut big, mut collecting, mut touching) = (0, 0, 0, 0, 0);
    let mut hits = Hits::new();
    for (map, queries) in &game {
        trues += agree(map, queries);
        total += queries.len();
        big += queries.iter().filter(|q| q.mask.width() > 16).count();
        collecting += queries.iter().filter(|q| q.collect).count();
        touching += queries
            .iter()
            .filter(|q| q.collect && Impl::Reference.collide(map, q, &mut hits))
            .count();
    }
    eprintln!(
        "game: {total} queries recorded from {} runs ({} levels of {}x{} to {}x{} cells): \
         {big} with the 24 px disc, {collecting} collecting, {trues} answer true, \
         {touching} collecting and touching",
        played.len(),
        RESOURCES.levels.len(),
        RESOURCES.levels.iter().map(|l| l.rows).min().unwrap_or(0),
        RESOURCES.levels.iter().map(|l| l.cols).min().unwrap_or(0),
        RESOURCES.levels.iter().map(|l| l.rows).max().unwrap_or(0),
        RESOURCES.levels.iter().map(|l| l.cols).max().unwrap_or(0),
    );

    for (i, level) in RESOURCES.levels.iter().enumerate() {
        let map = Sim::load(&RESOURCES, i, Stats::default())
            .unwrap()
            .map()
            .clone();
        eprintln!(
            "level {i} ({}x{} cells): fast path tables {} KiB with both balls",
            level.rows,
            level.cols,
            map.fast_path_bytes() / 1024
        );
    }
    // The synthetic level, and its pattern over the largest original level's size.
    for (rows, cols) in [(ROWS, COLS), (90, 105)] {
        eprintln!(
            "a {rows}x{cols} map: fast path tables {} KiB with both balls",
            memory(rows, cols) / 1024
        );
    }

    // The synthetic level.
    let shapes = TileShapes::new(&table()).unwrap();
    let mut map = LevelMap::new(shapes, ROWS, COLS, &level()).unwrap();
    // The game registers the ball's masks with each level's map and queries with them.
    let (small, big) = (map.add_mask(disc(16)), map.add_mask(disc(24)));
    let map = map;
    let (small, big) = (map.mask(small).unwrap(), map.mask(big).unwrap());
    assert_eq!((small.count(), big.count()), (208, 448));
    let all = queries(&map, small, big);
    let mask = |p: &Probe| if p.big { big } else { small };
    let synthetic = |probes: Vec<Probe>| {
        let qs = probes
            .iter()
            .map(|p| Query::at(p.x, p.y, mask(p), p.collect))
            .collect::<Vec<_>>();
        vec![(&map, qs)]
    };
    let mix = synthetic(all.iter().map(|(_, p)| *p).collect());
    let trues = agree(&map, &mix[0].1);
    eprintln!(
        "mix: level {ROWS}x{COLS}; {BATCH} queries: {} with the 24 px disc, {} collecting, \
         {trues} answer true",
        all.iter().filter(|(_, p)| p.big).count(),
        all.iter().filter(|(_, p)| p.collect).count(),
    );

    // The same batch on a real level: the pack's largest (most walls to be near).
    let real_index = (0..RESOURCES.levels.len() - 1)
        .max_by_key(|&i| RESOURCES.levels[i].rows * RESOURCES.levels[i].cols)
        .unwrap_or(0);
    let real_level = &RESOURCES.levels[real_index];
    let mut real = LevelMap::new(
        TileShapes::new(&bounceback::sim::tile_defs(&RESOURCES.tiles)).unwrap(),
        real_level.rows,
        real_level.cols,
        real_level.cells,
    )
    .unwrap();
    let (rs, rb) = (real.add_mask(disc(16)), real.add_mask(disc(24)));
    let real = real;
    let (rs, rb) = (real.mask(rs).unwrap(), real.mask(rb).unwrap());
    let real_probes = queries(&real, rs, rb);
    let real_set = vec![(
        &real,
        real_probes
            .iter()
            .map(|(_, p)| Query::at(p.x, p.y, if p.big { rb } else { rs }, p.collect))
            .collect::<Vec<_>>(),
    )];
    eprintln!(
        "level{real_index:02}: the mix's batch on the pack's level {real_index} ({}x{} cells); {} answer true",
        real_level.rows,
        real_level.cols,
        agree(&real, &real_set[0].1)
    );

    // The game's queries by ball, by what they ask (collect or not) and by answer (each
    // map's queries kept in their order).
    let split = |collect: bool, answer: bool, big: bool| {
        let mut hits = Hits::new();
        game.iter()
            .map(|(map, qs)| {
                let qs = qs
                    .iter()
                    .filter(|q| {
                        q.collect == collect
                            && (q.mask.width() > 16) == big
                            && Impl::Reference.collide(map, q, &mut hits) == answer
                    })
                    .copied()
                    .collect();
                (*map, qs)
            })
            .collect::<Vec<_>>()
    };
    let real_name: &'static str = Box::leak(format!("level{real_index:02}").into_boxed_str());

    // Issue 52's mixes: boxes within 20 px of a cell with a collision type, on real levels
    // (the smallest, a middle one and the largest) and on the synthetic level's pattern over
    // 16 x 16 to 255 x 255 cells (the contract's largest), disc masks 8 to 32 px, collecting half, all or none.
    let defs = bounceback::sim::tile_defs(&RESOURCES.tiles);
    let real_cells = |i: usize| {
        let l = &RESOURCES.levels[i];
        (&defs[..], l.rows, l.cols, l.cells)
    };
    let pattern = level();
    let tiled = |rows: usize, cols: usize| -> Vec<u8> {
        (0..rows * cols)
            .map(|i| pattern[(i / cols % ROWS) * COLS + i % cols % COLS])
            .collect()
    };
    let synthetic_defs = table();
    let (tiled16, tiled255) = (tiled(16, 16), tiled(255, 255));
    let smallest = (0..RESOURCES.levels.len())
        .min_by_key(|&i| RESOURCES.levels[i].rows * RESOURCES.levels[i].cols)
        .unwrap_or(0);
    let near_maps: Vec<(&'static str, NearMap, Collect, Option<usize>)> = vec![
        (
            "near/big16+24",
            near_map(real_cells(real_index), &[16, 24]),
            Collect::Half,
            None,
        ),
        (
            "near/big16+24ask",
            near_map(real_cells(real_index), &[16, 24]),
            Collect::None,
            None,
        ),
        (
            "near/big16+24col",
            near_map(real_cells(real_index), &[16, 24]),
            Collect::All,
            None,
        ),
        (
            "near/small16+24",
            near_map(real_cells(smallest), &[16, 24]),
            Collect::Half,
            None,
        ),
        (
            "near/mid8+32",
            near_map(real_cells(3), &[8, 32]),
            Collect::Half,
            None,
        ),
        (
            "near/big8-32",
            near_map(real_cells(real_index), &[8, 16, 24, 32]),
            Collect::Half,
            None,
        ),
        (
            "near/syn16x16",
            near_map((&synthetic_defs, 16, 16, &tiled16), &[16, 24]),
            Collect::Half,
            None,
        ),
        (
            "near/syn255x255",
            near_map((&synthetic_defs, 255, 255, &tiled255), &[8, 16, 24, 32]),
            Collect::Half,
            None,
        ),
        // The shape with every box near one of four solid cells: the tables a
        // query reads stay in the first-level cache, so against `near/big16+24` this
        // measures what the spread's cache misses cost.
        (
            "near/big16+24few",
            near_map(real_cells(real_index), &[16, 24]),
            Collect::Half,
            Some(4),
        ),
        // The same for the largest synthetic map, whose four reach planes (2 MiB each) pass
        // the second-level cache: against `near/syn255x255`, what the spread's misses cost.
        (
            "near/syn255x255few",
            near_map((&synthetic_defs, 255, 255, &tiled255), &[8, 16, 24, 32]),
            Collect::Half,
            Some(4),
        ),
    ];
    let fresh = fresh();
    let batch = if fresh { FRESH_BATCH } else { NEAR_BATCH };
    let mut near_sets: Vec<Set<'_>> = Vec::new();
    for (i, (name, map, collect, few)) in near_maps.iter().enumerate() {
        let qs = near_queries(map, 0x5EED_0052_C011 + i as u64, batch, *collect, *few);
        let trues = agree(&map.0, &qs);
        eprintln!(
            "{name}: {}x{} cells, masks {:?} px, {batch} queries, {} collecting, {trues} answer true",
            map.0.rows(),
            map.0.cols(),
            map.1.iter().map(|&id| map.0.mask(id).unwrap().width()).collect::<Vec<_>>(),
            qs.iter().filter(|q| q.collect).count(),
        );
        near_sets.push((name, vec![(&map.0, qs)]));
    }

    let sets: Vec<Set<'_>> = [
        ("game", game.clone()),
        ("game16/ask", split(false, false, false)),
        ("game16/ask!", split(false, true, false)),
        ("game16/col", split(true, false, false)),
        ("game16/col!", split(true, true, false)),
        ("game24/ask", split(false, false, true)),
        ("game24/ask!", split(false, true, true)),
        ("game24/col", split(true, false, true)),
        ("game24/col!", split(true, true, true)),
        ("mix", mix),
        (real_name, real_set),
        ("beside", synthetic(pick(&all, Kind::Beside, false))),
        ("beside+c", synthetic(pick(&all, Kind::Beside, true))),
        ("touch", synthetic(pick(&all, Kind::Touching, false))),
        ("touch+c", synthetic(pick(&all, Kind::Touching, true))),
        ("open", synthetic(pick(&all, Kind::OpenAir, false))),
        ("open+c", synthetic(pick(&all, Kind::OpenAir, true))),
    ]
    .into_iter()
    .chain(near_sets)
    .collect();
    // The floors' table: 32 KiB, in the first-level cache once warm.
    let words: Vec<u64> = (0..ONE_READ_WORDS as u64)
        .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17))
        .collect();
    let words: &[u64; ONE_READ_WORDS] = words.as_slice().try_into().unwrap();
    // The least any query can do in this loop: clear the slots and answer from the query
    // (`bare`), or from one word read at an address made from its position (`one_read`). No
    // lookup of a map can answer in less than `one_read`.
    let bare = |_: &LevelMap, q: &Query<'_>, hits: &mut Hits| {
        hits.clear();
        q.collect
    };
    let one_read = |_: &LevelMap, q: &Query<'_>, hits: &mut Hits| {
        hits.clear();
        let at = ((q.x as u32 >> 4) ^ (q.y as u32) << 3) as usize % ONE_READ_WORDS;
        words[at] >> (q.x & 63) & 1 == 1
    };
    let samples = if fresh { FRESH_SAMPLES } else { SAMPLE_SIZE };
    let mut group = c.benchmark_group("collide");
    group
        .sample_size(samples)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(4));
    for (set, parts) in &sets {
        let count: usize = parts.iter().map(|(_, qs)| qs.len()).sum();
        let asking: Vec<(&LevelMap, Vec<Query<'_>>)> = parts
            .iter()
            .map(|(map, qs)| {
                let qs = qs
                    .iter()
                    .map(|q| Query {
                        collect: false,
                        ..*q
                    })
                    .collect();
                (*map, qs)
            })
            .collect();
        // One benchmark per set whose every sample times both implementations back to
        // back, so the two are always measured under the same load; criterion's own figure
        // for it is their sum.
        group.bench_function(*set, |bench| {
            bench.iter_custom(|iters| {
                // Each implementation's own function, so both are inlined alike.
                let r = run(parts, iters, reference::collide);
                let f = run(parts, iters * FAST_REPEAT, fast::collide);
                let b = run(parts, iters * FAST_REPEAT, bare);
                let o = run(parts, iters * FAST_REPEAT, one_read);
                let a = run(&asking, iters * FAST_REPEAT, fast::collide);
                let per_query =
                    |took: Duration, n: u64| took.as_secs_f64() / (n * count as u64) as f64;
                let many = |took| per_query(took, iters * FAST_REPEAT);
                record(
                    set,
                    [per_query(r, iters), many(f), many(b), many(o), many(a)],
                );
                r + f + b + o + a
            })
        });
    }
    group.finish();

    println!(
        "\nmedian time per query over criterion's {samples} samples, each timing both \
         implementations (ratio: median of the samples' ratios):"
    );
    for (set, parts) in &sets {
        let count: usize = parts.iter().map(|(_, qs)| qs.len()).sum();
        if let Some(m) = medians(set, samples) {
            println!(
                "  {set:<18} ({count:>5} queries): reference {:>7.1} ns, fast {:>6.2} ns, ratio {:>5.1}x",
                m.reference * 1e9,
                m.fast * 1e9,
                m.ratio,
            );
        }
    }
    // What 20x would ask of each set's fast path, against its time and the loop's floors
    // in the same samples: a set whose need is below `one read` cannot reach 20x by any
    // lookup in this loop; one whose need is below `asking only`, not by the fast path's
    // route (every query pays at least that, collecting or not).
    println!(
        "\nwhat 20x asks (the reference's median / 20), beside the fast path and the floors \
         (the loop alone; the loop and one read of a first-level-cache word; the fast path \
         on the same positions, none collecting):"
    );
    for (set, _) in &sets {
        if let Some(m) = medians(set, samples) {
            let need = m.reference / 20.0;
            println!(
                "  {set:<18} 20x needs {:>5.2} ns; fast {:>5.2} ns; loop {:>5.2} ns, one read {:>5.2} ns, asking only {:>5.2} ns{}",
                need * 1e9,
                m.fast * 1e9,
                m.bare * 1e9,
                m.one_read * 1e9,
                m.asking * 1e9,
                if need < m.one_read {
                    "  (below one read)"
                } else if need < m.asking {
                    "  (below asking only)"
                } else {
                    ""
                },
            );
        }
    }
}

/// Answers every query of `parts` `iters` times with `collide`; the on-CPU time taken.
#[inline(always)]
fn run(
    parts: &[(&LevelMap, Vec<Query<'_>>)],
    iters: u64,
    collide: impl Fn(&LevelMap, &Query<'_>, &mut Hits) -> bool,
) -> Duration {
    let mut hits = Hits::new();
    let start = cpu_now();
    for _ in 0..iters {
        for (map, queries) in parts {
            for q in queries {
                black_box(collide(map, black_box(q), &mut hits));
            }
        }
    }
    cpu_now() - start
}

/// The queries of one kind, collecting or not.
fn pick(all: &[(Kind, Probe)], kind: Kind, collect: bool) -> Vec<Probe> {
    all.iter()
        .filter(|(k, p)| *k == kind && p.collect == collect)
        .map(|(_, p)| *p)
        .collect()
}

/// A map with its registered masks' ids.
type NearMap = (LevelMap, Vec<MaskId>);

/// A map for the near-solid mixes of issue 52, with `sizes` disc masks registered in order
/// (the first two held in the map itself, as the ball's are, the rest in its list).
fn near_map(cells_of: (&[TileDef], usize, usize, &[u8]), sizes: &[usize]) -> NearMap {
    let (defs, rows, cols, cells) = cells_of;
    let mut map = LevelMap::new(TileShapes::new(defs).unwrap(), rows, cols, cells).unwrap();
    let ids = sizes.iter().map(|&n| map.add_mask(disc(n))).collect();
    (map, ids)
}

/// Which of a near-solid mix's queries collect.
#[derive(Clone, Copy)]
enum Collect {
    Half,
    All,
    None,
}

/// `count` queries as issue 52 describes them: each mask of the map (drawn evenly) placed
/// with its box within 20 px of a cell whose tile has a collision type (each axis' gap at
/// most 20 px), collecting as `collect` says; near `few` such cells only (drawn first) when
/// given.
fn near_queries<'m>(
    (map, ids): &'m NearMap,
    seed: u64,
    count: usize,
    collect: Collect,
    few: Option<usize>,
) -> Vec<Query<'m>> {
    let masks: Vec<&ObjectMask> = ids.iter().map(|&id| map.mask(id).unwrap()).collect();
    let solid: Vec<(i32, i32)> = (0..map.rows() as i32)
        .flat_map(|r| (0..map.cols() as i32).map(move |c| (r, c)))
        .filter(|&(r, c)| {
            let id = map.get(r, c).unwrap() & ID_MASK;
            map.shapes().get(id).is_some_and(|t| t.ctype != 0)
        })
        .collect();
    let mut rng = Rng(seed);
    let solid: Vec<(i32, i32)> = match few {
        Some(k) => (0..k)
            .map(|_| solid[rng.below(solid.len() as u64) as usize])
            .collect(),
        None => solid,
    };
    (0..count)
        .map(|_| {
            let mask = masks[rng.below(masks.len() as u64) as usize];
            let n = mask.width() as i32;
            let (r, c) = solid[rng.below(solid.len() as u64) as usize];
            // The box's left from 20 px left of the cell's box to 20 px right of it.
            let span = (16 + n + 40) as u64;
            let x = 16 * c - n - 20 + rng.below(span) as i32;
            let y = 16 * r - n - 20 + rng.below(span) as i32;
            let collect = match collect {
                Collect::Half => rng.below(2) == 0,
                Collect::All => true,
                Collect::None => false,
            };
            Query::at(x, y, mask, collect)
        })
        .collect()
}

criterion_group!(benches, bench);
criterion_main!(benches);
