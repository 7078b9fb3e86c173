//! The collision contract's semantics, one test each, checked on both implementations
//! (every query goes through `both`, which also asserts reference == fast).

mod contract_support;

use bounceback::collide::contract::{
    mask_from_file_bytes, Hits, Impl, LevelMap, ObjectMask, Query, TileDef, TileShapes,
};
use contract_support::*;

const NONE: [i32; 5] = [-1; 5];

fn q(x: i32, y: i32, w: i32, h: i32, mask: &ObjectMask, collect: bool) -> Query<'_> {
    Query {
        x,
        y,
        w,
        h,
        mask,
        collect,
    }
}

#[test]
fn case_a_tile_4_is_tile_3_under_transform_0x01() {
    // Level 04, tile (col 14, row 42).
    let map = map_with(44, 16, &[(42, 14, 4)]);
    let (ox, oy) = (14 * 16, 42 * 16);
    let dot = full(1, 1);
    // local (0, 0) -> base (0, 15): set.
    assert_eq!(
        at(&map, ox, oy, &dot, true),
        (true, [14, -1, -1, -1, -1], [42, -1, -1, -1, -1])
    );
    // local (1, 0) -> base (0, 14): clear.
    assert_eq!(at(&map, ox + 1, oy, &dot, true), (false, NONE, NONE));
    // The untransformed base would read the other way round: (0, 0) is clear in tile 3 and
    // (15, 0) set; under 0x01 local (15, 0) -> base (0, 0), clear.
    assert!(!at(&map, ox + 15, oy, &dot, false).0);
}

#[test]
fn case_b_tile_53_is_tile_52_under_transform_0x03() {
    // Level 05, tile (9, 31).
    let map = map_with(33, 11, &[(31, 9, 53)]);
    let (ox, oy) = (9 * 16, 31 * 16);
    let dot = full(1, 1);
    // local (4, 0) -> base (15, 4): set.
    assert!(at(&map, ox + 4, oy, &dot, false).0);
    // local (0, 0) -> base (15, 0): clear.
    assert!(!at(&map, ox, oy, &dot, false).0);
    // local (0, 15) -> base (0, 0): set (the wedge's tip).
    assert!(at(&map, ox, oy + 15, &dot, false).0);
}

#[test]
fn case_c_tile_102_is_tile_97_under_flip_y_then_rotation_1() {
    // Level 00, tile (43, 17).
    let map = map_with(19, 45, &[(17, 43, 102)]);
    let (ox, oy) = (43 * 16, 17 * 16);
    let dot = full(1, 1);
    // local (15, 7) -> base (8, 0): set; and (15, 8) -> base (7, 0): set.
    assert!(at(&map, ox + 15, oy + 7, &dot, false).0);
    assert!(at(&map, ox + 15, oy + 8, &dot, false).0);
    // local (0, 0) -> base (15, 15): clear; (15, 6) and (15, 9): clear.
    for (lx, ly) in [(0, 0), (15, 6), (15, 9), (0, 7), (7, 0)] {
        assert!(!at(&map, ox + lx, oy + ly, &dot, false).0, "({lx}, {ly})");
    }
    // The only set pixels of tile 102 are (15, 7) and (15, 8).
    let mut set = Vec::new();
    for ly in 0..16 {
        for lx in 0..16 {
            if at(&map, ox + lx, oy + ly, &dot, false).0 {
                set.push((lx, ly));
            }
        }
    }
    assert_eq!(set, [(15, 7), (15, 8)]);
}

#[test]
fn the_slopes_of_tile_3_match_the_spec_table() {
    // Spec §2: 3 solid where x + y >= 15; 4 (rot 1) where y >= x; 5 (rot 2) where
    // x + y <= 15; 6 (rot 3) where x >= y.
    let map = map_with(2, 5, &[(0, 0, 3), (0, 1, 4), (0, 2, 5), (0, 3, 6)]);
    let dot = full(1, 1);
    type Rule = fn(i32, i32) -> bool;
    let rules: [(i32, Rule); 4] = [
        (0, |x, y| x + y >= 15),
        (1, |x, y| y >= x),
        (2, |x, y| x + y <= 15),
        (3, |x, y| x >= y),
    ];
    for (col, solid) in rules {
        for y in 0..16 {
            for x in 0..16 {
                let hit = at(&map, col * 16 + x, y, &dot, false).0;
                assert_eq!(hit, solid(x, y), "tile {} at ({x}, {y})", col + 3);
            }
        }
    }
}

#[test]
fn case_d_outside_the_map_is_a_wall() {
    let map = map_with(4, 4, &[]);
    let dot = full(1, 1);
    assert!(at(&map, -16, 20, &dot, false).0, "x = -16 is tile -1");
    assert!(at(&map, 20, -16, &dot, false).0, "y = -16 is tile -1");
    assert!(
        !at(&map, -1, 20, &dot, false).0,
        "x = -1 is tile 0 (division toward zero)"
    );
    assert!(!at(&map, -15, -15, &dot, true).0, "-15 is still tile 0");
    assert!(at(&map, 200, 20, &dot, true).0);
    assert!(at(&map, 20, 200, &dot, true).0);
    assert!(at(&map, i32::MIN, 0, &dot, true).0);
}

#[test]
fn tile_range_uses_java_division_and_ignores_pixels_left_of_the_map() {
    // Cell (0, 0) solid. A 16x16 mask whose left half only is set, at x = -8: the walked
    // range is column 0 only (-8 / 16 == 0); the set half lies at x -8..-1, which no tile
    // covers, so nothing is hit. The right half set instead lands in tile 0 and hits.
    let map = map_with(3, 3, &[(0, 0, SOLID)]);
    let left: Vec<(usize, usize)> = (0..16).flat_map(|y| (0..8).map(move |x| (x, y))).collect();
    let right: Vec<(usize, usize)> = (0..16).flat_map(|y| (8..16).map(move |x| (x, y))).collect();
    assert!(!at(&map, -8, 0, &mask_with(16, 16, &left), true).0);
    assert_eq!(
        filled(&at(&map, -8, 0, &mask_with(16, 16, &right), true)),
        [(0, 0)]
    );
    // Same on y.
    let top: Vec<(usize, usize)> = (0..8).flat_map(|y| (0..16).map(move |x| (x, y))).collect();
    assert!(!at(&map, 0, -8, &mask_with(16, 16, &top), false).0);
    assert!(at(&map, 0, -8, &full(16, 16), false).0);
}

#[test]
fn right_and_bottom_edges_block_one_pixel_early() {
    // A 2x2 empty map is 32x32 pixels. A 1x1 box at x = 31 is inside it, but (31 + 1) / 16
    // reaches column 2, outside: a wall.
    let map = map_with(2, 2, &[]);
    let dot = full(1, 1);
    assert!(!at(&map, 30, 30, &dot, true).0);
    assert!(at(&map, 31, 0, &dot, false).0);
    assert!(at(&map, 0, 31, &dot, false).0);
    let ball = full(16, 16);
    assert!(!at(&map, 15, 15, &ball, true).0);
    assert!(
        at(&map, 16, 0, &ball, true).0,
        "x + w = 32 reaches column 2"
    );
    assert!(at(&map, 0, 16, &ball, true).0);
}

#[test]
fn hits_are_columns_outer_rows_inner_one_per_tile() {
    // A 3x3 solid block at rows 1..=3, cols 1..=3 of a 5x5 map; a 40x40 box at (16, 16)
    // covers cols 1..=3 and rows 1..=3 (nine tiles). Only four tiles are made solid here:
    let map = map_with(
        5,
        5,
        &[(1, 2, SOLID), (3, 1, SOLID), (2, 3, SOLID), (1, 1, SOLID)],
    );
    let a = at(&map, 16, 16, &full(40, 40), true);
    assert!(a.0);
    assert_eq!(filled(&a), [(1, 1), (1, 3), (2, 1), (3, 2)]);
    assert_eq!(a.1[4], -1);
    // Not collecting: true, and the slots stay empty.
    assert_eq!(at(&map, 16, 16, &full(40, 40), false), (true, NONE, NONE));
}

#[test]
fn collection_stops_at_five_and_a_sixth_hit_answers_true_with_five_filled() {
    let solid: Vec<(usize, usize, u8)> = (1..4)
        .flat_map(|r| (1..4).map(move |c| (r, c, SOLID)))
        .collect();
    let map = map_with(5, 5, &solid);
    let a = at(&map, 16, 16, &full(40, 40), true);
    assert!(a.0);
    assert_eq!(filled(&a), [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2)]);
    // Exactly five hits is not an overflow: the walk completes (a later fault would show).
    let five = map_with(
        5,
        5,
        &[(1, 1, 1), (2, 1, 1), (3, 1, 1), (1, 2, 1), (3, 3, 1)],
    );
    let a = at(&five, 16, 16, &full(40, 40), true);
    assert_eq!(filled(&a), [(1, 1), (1, 2), (1, 3), (2, 1), (3, 3)]);
}

#[test]
fn slots_are_cleared_on_every_call_collecting_or_not() {
    let map = map_with(3, 3, &[(1, 1, SOLID)]);
    let dot = full(1, 1);
    for (x, collect, want) in [(20, false, true), (2, false, false), (2, true, false)] {
        let mut hits = dirty_hits();
        for imp in [Impl::Reference, Impl::Fast] {
            let mut h = hits.clone();
            assert_eq!(
                imp.collide(&map, &Query::at(x, 20, &dot, collect), &mut h),
                want
            );
            assert_eq!((h.cols(), h.rows()), (NONE, NONE), "{imp:?} x {x}");
        }
        hits.clear();
    }
}

#[test]
fn index_faults_answer_true_and_keep_earlier_hits() {
    let dot = full(1, 1);
    // An unknown tile id (past the 117-entry table), with or without the water flag.
    for cell in [117u8, 127, 0x80 | 117] {
        let map = map_with(2, 2, &[(0, 1, cell)]);
        assert!(at(&map, 20, 4, &dot, false).0, "cell {cell:#x}");
        // The unknown cell need not overlap any pixel: being walked is enough.
        let a = at(&map, 0, 0, &full(16, 8), true);
        assert_eq!(a, (true, NONE, NONE), "x + w = 16 walks column 1");
    }
    // A hit in column 0, then column 1 past the map: true with the first hit kept.
    let map = map_with(1, 1, &[(0, 0, SOLID)]);
    let a = at(&map, 0, 0, &full(15, 15), true);
    assert_eq!(filled(&a), [(0, 0)]);
    assert!(a.0);
    let a = at(&map, 1, 0, &full(15, 15), true);
    assert_eq!((a.0, filled(&a)), (true, vec![(0, 0)]));
    // An unknown id after a hit, in walk order.
    let map = map_with(3, 3, &[(0, 0, SOLID), (1, 0, 120)]);
    let a = at(&map, 0, 0, &full(8, 20), true);
    assert_eq!((a.0, filled(&a)), (true, vec![(0, 0)]));
}

#[test]
fn a_mask_smaller_than_declared_faults_where_a_pixel_test_reads_past_it() {
    // A 10x10 mask declared 20x20. Over empty tiles nothing is read: no fault.
    let small = full(10, 10);
    let map = map_with(4, 4, &[(1, 1, SOLID), (1, 2, SOLID)]);
    assert!(!both(&map, &q(0, 40, 20, 20, &small, true)).0);
    // Over tile (1, 1) the overlap is mask u 0..=9: a hit; the overlap with (1, 2) is mask
    // u 10..=19, past the mask: a fault, after the first hit was kept.
    let a = both(&map, &q(22, 18, 20, 8, &small, true));
    assert_eq!((a.0, filled(&a)), (true, vec![(1, 1)]));
    // The first read is the overlap's bottom-right pixel, so a fault comes before any hit
    // in that tile even when a set in-bounds pixel would hit: the tile is not recorded.
    let map = map_with(4, 4, &[(1, 1, SOLID), (2, 1, SOLID)]);
    let a = both(&map, &q(16, 6, 16, 16, &full(16, 12), true));
    assert_eq!((a.0, filled(&a)), (true, vec![]));
    // With a zero-width overlap there is no read at all, so no fault.
    let none = ObjectMask::from_row_major(0, 0, &[]).unwrap();
    assert!(!both(&map, &q(16, 16, 0, 0, &none, true)).0);
    // And a larger-than-declared mask is fine: only the declared box is read.
    let big = full(30, 30);
    assert!(!both(&map, &q(0, 0, 15, 15, &big, true)).0);
}

#[test]
fn collision_types_0_1_2_3() {
    let dot = full(1, 1);
    // Type 0 never hits, even with a mask set in its definition.
    let none = TileDef {
        ctype: 0,
        transform: 0,
        mask: [u16::MAX; 16],
    };
    // Type 1 from file bytes, asymmetric: file byte 16u + v set for (u 2, v 9) and
    // (u 11, v 0); runtime pixels (2, 9) and (11, 0). Its transform bits are ignored.
    let mut bytes = [0u8; 256];
    bytes[16 * 2 + 9] = 1;
    bytes[16 * 11] = 1;
    let own = TileDef {
        ctype: 1,
        transform: 0x0F,
        mask: mask_from_file_bytes(&bytes),
    };
    let solid = TileDef {
        ctype: 2,
        transform: 0,
        mask: [0; 16],
    };
    // Type 3 of the same mask under 0x08 (flip x): (13, 9) and (4, 0).
    let alias = TileDef {
        ctype: 3,
        transform: 0x08,
        mask: own.mask,
    };
    let shapes = TileShapes::new(&[none, own, solid, alias]).unwrap();
    // A second, empty row: a box touching y = 15 also walks row 1.
    let map = LevelMap::new(shapes, 2, 5, &[0, 1, 2, 3, 0, 0, 0, 0, 0, 0]).unwrap();
    let probe = |col: i32, lx: i32, ly: i32| at(&map, col * 16 + lx, ly, &dot, false).0;
    let all = |col: i32| -> Vec<(i32, i32)> {
        (0..16)
            .flat_map(|ly| (0..16).map(move |lx| (lx, ly)))
            .filter(|&(lx, ly)| probe(col, lx, ly))
            .collect()
    };
    assert_eq!(all(0), []);
    assert_eq!(all(1), [(11, 0), (2, 9)]);
    assert_eq!(all(2).len(), 256);
    assert_eq!(all(3), [(4, 0), (13, 9)]);
    assert!(
        !probe(1, 9, 2),
        "the file order is transposed, not taken as rows"
    );
}

#[test]
fn the_water_flag_never_takes_part() {
    let dot = full(1, 1);
    let map = map_with(
        1,
        4,
        &[(0, 0, 0x80 | SOLID), (0, 1, 0x80), (0, 2, 0x80 | 3)],
    );
    assert_eq!(filled(&at(&map, 5, 5, &dot, true)), [(0, 0)]);
    assert!(!at(&map, 16 + 5, 5, &dot, true).0);
    // Tile 3 with the flag: (15, 0) set, (0, 0) clear.
    assert!(at(&map, 32 + 15, 0, &dot, false).0);
    assert!(!at(&map, 32, 0, &dot, false).0);
    assert_eq!(map.get(0, 2), Some(0x83), "the map keeps the stored byte");
}

#[test]
fn overlap_formulas_for_each_case() {
    // Tile (0, 1) carries tile 97: pixels (7, 0) and (8, 0) only. A 1-pixel-wide mask
    // row of 40 with a single set pixel at u shows exactly which tile pixel each mask pixel
    // meets.
    let map = map_with(2, 4, &[(0, 1, 97)]);
    let line = |u: usize| mask_with(40, 1, &[(u, 0)]);
    // x < ox: x = 4, ox = 16: mask offset 12, so mask u = 12 + 7 meets tile x = 7.
    assert!(at(&map, 4, 0, &line(19), false).0);
    assert!(!at(&map, 4, 0, &line(18), false).0);
    assert!(at(&map, 4, 0, &line(20), false).0);
    assert!(!at(&map, 4, 0, &line(21), false).0);
    // x > ox: x = 19, tile offset 3: mask u = 4 meets tile x = 7.
    assert!(at(&map, 19, 0, &line(4), false).0);
    assert!(!at(&map, 19, 0, &line(3), false).0);
    // x == ox: u = 7.
    assert!(at(&map, 16, 0, &line(7), false).0);
    assert!(!at(&map, 16, 0, &line(6), false).0);
    // Width min(16, w - skip): a box 20 wide from x = 4 reaches tile x 7 only if w - 12 > 7.
    let wide = full(40, 1);
    assert!(
        !both(&map, &q(4, 0, 19, 1, &wide, false)).0,
        "overlap width 7"
    );
    assert!(
        both(&map, &q(4, 0, 20, 1, &wide, false)).0,
        "overlap width 8"
    );
    // Width min(w, 16 - tx): from x = 16 + 9, nothing of the tile row is left of x.
    assert!(!both(&map, &q(25, 0, 16, 1, &wide, false)).0);
    // The same on y: tile 97 rotated into column form is tile 102 ((15, 7) and (15, 8)).
    let map = map_with(4, 2, &[(1, 0, 102)]);
    let column = |v: usize| mask_with(1, 40, &[(0, v)]);
    assert!(at(&map, 15, 4, &column(19), false).0, "y < oy: offset 12");
    assert!(!at(&map, 15, 4, &column(18), false).0);
    assert!(
        at(&map, 15, 20, &column(3), false).0,
        "y > oy: tile offset 4"
    );
    assert!(at(&map, 15, 16, &column(8), false).0, "y == oy");
    assert!(!at(&map, 15, 16, &column(9), false).0);
}

#[test]
fn zero_or_negative_widths_test_no_pixel_but_still_index_the_cell() {
    let map = map_with(2, 2, &[(0, 0, SOLID), (1, 1, 125)]);
    let ball = full(16, 16);
    // Width 0 on a solid tile: no pixel test, no hit.
    assert!(!both(&map, &q(5, 5, 0, 0, &ball, true)).0);
    assert!(!both(&map, &q(5, 5, 0, 8, &ball, true)).0);
    // Negative width inside one tile: the cell is walked, no pixel test.
    assert!(!both(&map, &q(10, 5, -3, 8, &ball, true)).0);
    // The unknown cell (1, 1) is walked with a zero-size overlap: a fault.
    assert!(both(&map, &q(16, 16, 0, 0, &ball, false)).0);
    // A range that runs backwards walks nothing at all, even far outside the map.
    assert!(!both(&map, &q(40, 5, -30, 5, &ball, true)).0);
    assert!(!both(&map, &q(-500, -500, 3, -20, &ball, true)).0);
}

#[test]
fn extreme_coordinates_never_panic_and_agree() {
    let map = map_with(3, 3, &[(0, 0, SOLID), (1, 1, 3), (2, 2, 53)]);
    let ball = full(16, 16);
    let vals = [
        i32::MIN,
        i32::MIN + 1,
        i32::MIN + 15,
        -17,
        -16,
        -15,
        -1,
        0,
        1,
        15,
        16,
        31,
        47,
        i32::MAX - 16,
        i32::MAX,
    ];
    for &x in &vals {
        for &w in &vals {
            for collect in [false, true] {
                both(&map, &q(x, 3, w, 16, &ball, collect));
                both(&map, &q(3, x, 16, w, &ball, collect));
                both(&map, &q(x, x, w, w, &ball, collect));
            }
        }
    }
    // A huge negative width from a small negative x wraps to a far right edge: the walk
    // runs across the map with full-size overlaps and then faults past it.
    let a = both(&map, &q(-3, 0, i32::MIN + 2, 16, &ball, true));
    assert!(a.0);
}

#[test]
fn set_keeps_the_fast_path_in_sync() {
    let mut map = map_with(3, 3, &[(1, 1, SOLID)]);
    let ball = full(16, 16);
    assert!(at(&map, 16, 16, &ball, false).0);
    map.set(1, 1, 0x80).unwrap(); // a pickup cleared, the water flag kept
    assert!(!at(&map, 16, 16, &ball, false).0);
    map.set(1, 1, 0x80 | 4).unwrap();
    assert!(
        at(&map, 16, 16, &full(1, 1), false).0,
        "tile 4 local (0, 0) is set"
    );
    assert!(!at(&map, 17, 16, &full(1, 1), false).0);
    map.set(1, 1, 121).unwrap();
    assert!(at(&map, 16, 16, &ball, false).0, "unknown ids fault");
    map.set(1, 1, 0).unwrap();
    assert!(!at(&map, 16, 16, &ball, true).0);
    assert!(map.set(3, 0, 1).is_err());
    assert!(map.set(0, -1, 1).is_err());
    assert_eq!(map.get(-1, 0), None);
    assert_eq!(map.get(1, 1), Some(0));
    let _ = Hits::new();
}
