//! Property: the fast path answers exactly as the reference (result and all five slots), on
//! random tile tables, maps (with cells rewritten after load), masks from 1x1 to 40x40 and
//! positions on, beside and far off the map, collecting or not.

mod contract_support;

use std::sync::LazyLock;

use bounceback::collide::contract::{Hits, Impl, LevelMap, ObjectMask, Query, TileDef, TileShapes};
use proptest::prelude::*;

/// Slots left full by an earlier query, so a missing clear shows.
static DIRTY: LazyLock<Hits> = LazyLock::new(contract_support::dirty_hits);

/// A 16x16 tile mask: dense, sparse or very sparse random bits, or one of the appendix
/// shapes.
fn tile_mask() -> impl Strategy<Value = [u16; 16]> {
    prop_oneof![
        3 => (any::<[u16; 16]>(), any::<[u16; 16]>(), any::<[u16; 16]>(), 0..4u8).prop_map(
            |(a, b, c, density)| {
                core::array::from_fn(|i| match density {
                    0 => a[i],
                    1 => a[i] & b[i],
                    2 => a[i] & b[i] & c[i],
                    _ => a[i] & b[i] & c[i] & a[(i + 5) % 16],
                })
            }
        ),
        1 => prop_oneof![
            Just(contract_support::tile3()),
            Just(contract_support::tile52()),
            Just(contract_support::tile97()),
        ],
    ]
}

fn tile_def() -> impl Strategy<Value = TileDef> {
    (
        prop_oneof![4 => Just(0u8), 2 => Just(1u8), 1 => Just(2u8), 3 => Just(3u8)],
        any::<u8>(),
        tile_mask(),
    )
        .prop_map(|(ctype, transform, mask)| TileDef {
            ctype,
            transform,
            mask,
        })
}

#[derive(Debug, Clone)]
struct World {
    defs: Vec<TileDef>,
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
    /// Cell rewrites applied after the map is built: (row, col, byte).
    writes: Vec<(i32, i32, u8)>,
}

/// A cell byte: mostly a known id, sometimes (when `unknown`) one past the table; the water
/// flag at random.
fn cell(len: usize, unknown: bool) -> impl Strategy<Value = u8> {
    let top = if unknown { 128 } else { len };
    (0..len, 0..top, 0..8u8, any::<bool>()).prop_map(|(known, any_id, pick, water)| {
        let id = if pick == 0 { any_id } else { known };
        id as u8 | if water { 0x80 } else { 0 }
    })
}

fn world() -> impl Strategy<Value = World> {
    (
        prop::collection::vec(tile_def(), 1..=12),
        1..=8usize,
        1..=8usize,
        prop::bool::weighted(0.15),
    )
        .prop_flat_map(|(defs, rows, cols, unknown)| {
            let len = defs.len();
            (
                Just(defs),
                Just(rows),
                Just(cols),
                prop::collection::vec(cell(len, unknown), rows * cols),
                prop::collection::vec(
                    (-1..=rows as i32, -1..=cols as i32, cell(len, unknown)),
                    0..3,
                ),
            )
        })
        .prop_map(|(defs, rows, cols, cells, writes)| World {
            defs,
            rows,
            cols,
            cells,
            writes,
        })
}

/// An object mask 1x1 to 40x40: full, random, or a sparse scatter.
fn object_mask() -> impl Strategy<Value = ObjectMask> {
    (1..=40usize, 1..=40usize).prop_flat_map(|(w, h)| mask_of(w, h))
}

/// A `w` x `h` object mask: full, random, or a sparse scatter.
fn mask_of(w: usize, h: usize) -> impl Strategy<Value = ObjectMask> {
    (
        prop::collection::vec((any::<u64>(), any::<u64>()), h),
        0..3u8,
    )
        .prop_map(move |(rows, density)| {
            let mut px = Vec::with_capacity(w * h);
            for (a, b) in rows {
                let bits = match density {
                    0 => u64::MAX,
                    1 => a,
                    _ => a & b,
                };
                px.extend((0..w).map(|x| bits >> x & 1 == 1));
            }
            ObjectMask::from_row_major(w, h, &px).unwrap()
        })
}

/// A coordinate on the map (`span` pixels), beside it, or anywhere in i32.
fn coord(span: i32) -> impl Strategy<Value = i32> {
    prop_oneof![
        12 => -16..span + 4,
        1 => -60..span + 60,
        2 => -17..=0i32,
        1 => any::<i32>(),
    ]
}

/// A declared size: the mask's own (mostly), any small size, negative, or anything.
fn size(own: usize) -> impl Strategy<Value = i32> {
    let own = own as i32;
    prop_oneof![
        10 => Just(own),
        3 => 0..=48i32,
        1 => -20..0i32,
        1 => any::<i32>(),
    ]
}

type Case = (World, ObjectMask, bool, i32, i32, i32, i32, bool);

/// A world, a mask (registered with the map or not), a box and the collect flag.
fn case() -> impl Strategy<Value = Case> {
    (world(), object_mask(), any::<bool>()).prop_flat_map(|(world, mask, register)| {
        let (span_x, span_y) = (world.cols as i32 * 16, world.rows as i32 * 16);
        let (mw, mh) = (mask.width(), mask.height());
        (
            Just(world),
            Just(mask),
            Just(register),
            coord(span_x),
            coord(span_y),
            size(mw),
            size(mh),
            any::<bool>(),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 100_000,
        max_shrink_iters: 20_000,
        ..ProptestConfig::default()
    })]

    #[test]
    fn fast_agrees_with_reference((world, mask, register, x, y, w, h, collect) in case()) {
        let shapes = TileShapes::new(&world.defs).unwrap();
        let mut map = LevelMap::new(shapes, world.rows, world.cols, &world.cells).unwrap();
        // A registered mask is queried as the map's own instance (contact tables and reach
        // plane); the writes come after, so the reach plane must follow them.
        let id = register.then(|| map.add_mask(mask.clone()));
        for &(r, c, b) in &world.writes {
            let inside = r >= 0 && c >= 0 && (r as usize) < world.rows && (c as usize) < world.cols;
            prop_assert_eq!(map.set(r, c, b).is_ok(), inside);
        }
        let mask = match id {
            Some(id) => map.mask(id).unwrap(),
            None => &mask,
        };
        let q = Query { x, y, w, h, mask, collect };
        let mut want = DIRTY.clone();
        let mut got = DIRTY.clone();
        let r = Impl::Reference.collide(&map, &q, &mut want);
        let f = Impl::Fast.collide(&map, &q, &mut got);
        prop_assert_eq!((f, got.cols(), got.rows()), (r, want.cols(), want.rows()));
        if !collect {
            prop_assert!(want.is_empty());
        }
    }
}

type Leaving = (World, ObjectMask, bool, i32, i32, i32, i32, bool);

/// A box across the map's edges or beyond them, to past the reach planes' margins (64
/// positions), at or near the mask's own size, mostly collecting, the mask registered with
/// the map or not: the fast path answers these from the margins' bits, or without the tables
/// (`fast::leaving`).
fn leaving_case() -> impl Strategy<Value = Leaving> {
    (world(), object_mask(), any::<bool>()).prop_flat_map(|(world, mask, register)| {
        let (span_x, span_y) = (world.cols as i32 * 16, world.rows as i32 * 16);
        let (mw, mh) = (mask.width() as i32, mask.height() as i32);
        let near = |span: i32, own: i32| {
            prop_oneof![
                3 => span - own - 16..span + 8,
                2 => span - own - 16..span + 96 - own,
                2 => -100..0i32,
                1 => -16..span + 4,
            ]
        };
        let size = |own: i32| prop_oneof![4 => Just(own), 1 => (own - 3).max(0)..=own + 3];
        (
            Just(world),
            Just(mask),
            Just(register),
            near(span_x, mw),
            near(span_y, mh),
            size(mw),
            size(mh),
            prop::bool::weighted(0.7),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 20_000, ..ProptestConfig::default() })]

    #[test]
    fn boxes_leaving_the_map_agree_with_reference(
        (world, mask, register, x, y, w, h, collect) in leaving_case()
    ) {
        let shapes = TileShapes::new(&world.defs).unwrap();
        let mut map = LevelMap::new(shapes, world.rows, world.cols, &world.cells).unwrap();
        let id = register.then(|| map.add_mask(mask.clone()));
        for &(r, c, b) in &world.writes {
            let _ = map.set(r, c, b);
        }
        let mask = match id {
            Some(id) => map.mask(id).unwrap(),
            None => &mask,
        };
        let q = Query { x, y, w, h, mask, collect };
        let (mut want, mut got) = (DIRTY.clone(), DIRTY.clone());
        let r = Impl::Reference.collide(&map, &q, &mut want);
        let f = Impl::Fast.collide(&map, &q, &mut got);
        prop_assert_eq!((f, got.cols(), got.rows()), (r, want.cols(), want.rows()), "{:?}", q);
    }
}

/// A world, masks to register, and cell writes (row, column and byte, wrapped into the map).
fn rewritten() -> impl Strategy<Value = (World, Vec<ObjectMask>, Vec<(usize, usize, u8)>)> {
    (
        world(),
        // Up to four: the first two are held inline, the rest in a list.
        prop::collection::vec(object_mask(), 1..5),
        prop::collection::vec((any::<usize>(), any::<usize>(), any::<u8>()), 1..24),
    )
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 300,
        ..ProptestConfig::default()
    })]

    /// Rewriting cells after masks are registered leaves every plane (pixels, cells, each
    /// mask's reach) exactly as building the map from the final cells does.
    #[test]
    fn cell_writes_keep_every_plane_in_sync((world, masks, writes) in rewritten()) {
        let shapes = TileShapes::new(&world.defs).unwrap();
        let mut map = LevelMap::new(shapes.clone(), world.rows, world.cols, &world.cells).unwrap();
        for m in &masks {
            map.add_mask(m.clone());
        }
        for &(r, c, b) in &writes {
            // Mostly ids of the table (some past it), the water flag at random.
            let b = (b & 0x80) | ((b & 0x7F) % (world.defs.len() as u8 + 2));
            map.set((r % world.rows) as i32, (c % world.cols) as i32, b).unwrap();
        }
        let mut fresh = LevelMap::new(shapes, world.rows, world.cols, map.cells()).unwrap();
        for m in &masks {
            fresh.add_mask(m.clone());
        }
        prop_assert!(map == fresh, "planes differ from a fresh build");
    }
}

/// A world, the masks registered with it, which one asks, and where (x, y, collect).
type Asking = (World, Vec<ObjectMask>, usize, Vec<(i32, i32, bool)>);

/// A world, up to four registered masks of one size (so another's tables would answer for
/// the asking one) and which one asks, positions on and around the map, collecting or not.
fn among_registered() -> impl Strategy<Value = Asking> {
    let masks = (1..=40usize, 1..=40usize)
        .prop_flat_map(|(w, h)| prop::collection::vec(mask_of(w, h), 1..5));
    (world(), masks).prop_flat_map(|(world, masks)| {
        let (span_x, span_y) = (world.cols as i32 * 16, world.rows as i32 * 16);
        let n = masks.len();
        (
            Just(world),
            Just(masks),
            0..n,
            prop::collection::vec((coord(span_x), coord(span_y), any::<bool>()), 1..16),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 2_000,
        ..ProptestConfig::default()
    })]

    /// Whichever registration asks (the two held inline or one from the list), the fast
    /// path uses that mask's own tables: the answers are the reference's.
    #[test]
    fn every_registered_mask_answers_with_its_own_tables(
        (world, masks, asking, positions) in among_registered()
    ) {
        let shapes = TileShapes::new(&world.defs).unwrap();
        let mut map = LevelMap::new(shapes, world.rows, world.cols, &world.cells).unwrap();
        let ids: Vec<_> = masks.iter().map(|m| map.add_mask(m.clone())).collect();
        let mask = map.mask(ids[asking]).unwrap();
        prop_assert_eq!(mask, &masks[asking]);
        for &(x, y, collect) in &positions {
            let q = Query::at(x, y, mask, collect);
            let (mut want, mut got) = (DIRTY.clone(), DIRTY.clone());
            let r = Impl::Reference.collide(&map, &q, &mut want);
            let f = Impl::Fast.collide(&map, &q, &mut got);
            prop_assert_eq!((f, got.cols(), got.rows()), (r, want.cols(), want.rows()), "{:?}", q);
        }
    }
}
