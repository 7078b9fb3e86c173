//! `collide::grid`: the seed's twelve test cases (§9) and the module's documented choices.

use bounceback::collide::grid::{
    compact, gate_words, index_words, set_gate, standard, Footprint, Gates, GridError, GridMap,
    Passability, Point, Prop, Schema, Slide, I16F16, MAX_SIDE,
};

fn fx(v: f64) -> I16F16 {
    I16F16::from_num(v)
}

fn p(x: f64, y: f64) -> Point {
    Point::new(fx(x), fx(y))
}

const R: f64 = 0.35;

/// A `w` x `h` map of `fill` with the listed cells overwritten.
fn cells(w: usize, h: usize, fill: u8, set: &[(usize, usize, u8)]) -> Vec<u8> {
    let mut c = vec![fill; w * h];
    for &(x, y, code) in set {
        c[y * w + x] = code;
    }
    c
}

fn standard_map(c: &[u8], w: usize, h: usize) -> GridMap<'_> {
    GridMap::new(c, w, h, Passability::STANDARD).unwrap()
}

fn blocked(map: &GridMap, x: f64, y: f64, r: f64, dodge: bool) -> bool {
    map.is_position_blocked(p(x, y), fx(r), dodge)
}

// --- The seed's §9 cases -------------------------------------------------------------------

#[test]
fn seed_01_floor_is_passable() {
    let c = cells(20, 20, standard::FLOOR, &[(10, 11, standard::WALL)]);
    let map = standard_map(&c, 20, 20);
    assert!(!blocked(&map, 10.5, 10.5, R, false));
    // The wall one tile below does block once the circle reaches into it.
    assert!(blocked(&map, 10.5, 10.7, R, false));
}

#[test]
fn seed_02_wall_is_blocked() {
    let c = cells(20, 20, standard::FLOOR, &[(5, 5, standard::WALL)]);
    let map = standard_map(&c, 20, 20);
    assert!(blocked(&map, 5.5, 5.5, R, false));
    assert!(blocked(&map, 5.5, 5.5, R, true));
    assert!(!blocked(&map, 6.5, 5.5, R, false));
}

#[test]
fn seed_03_chasm_blocks_when_walking() {
    let c = cells(20, 20, standard::FLOOR, &[(7, 4, standard::CHASM)]);
    let map = standard_map(&c, 20, 20);
    assert!(blocked(&map, 7.5, 4.5, R, false));
}

#[test]
fn seed_04_chasm_passes_while_dodging() {
    let c = cells(20, 20, standard::FLOOR, &[(7, 4, standard::CHASM)]);
    let map = standard_map(&c, 20, 20);
    assert!(!blocked(&map, 7.5, 4.5, R, true));
}

#[test]
fn seed_05_water_blocks_even_while_dodging() {
    let c = cells(20, 20, standard::FLOOR, &[(12, 7, standard::WATER)]);
    let map = standard_map(&c, 20, 20);
    assert!(blocked(&map, 12.5, 7.5, R, false));
    assert!(blocked(&map, 12.5, 7.5, R, true));
}

#[test]
fn seed_06_locked_boss_gate_blocks() {
    let c = cells(20, 20, standard::FLOOR, &[(15, 9, standard::BOSS_GATE)]);
    let map = standard_map(&c, 20, 20);
    assert!(blocked(&map, 15.5, 9.5, R, false));
    assert!(blocked(&map, 15.5, 9.5, R, true));
    let mut bits = vec![0u32; gate_words(20, 20)];
    set_gate(&mut bits, 20, 20, 9, 15, true).unwrap(); // (9, 15) is not the gate: swapped axes
    assert!(blocked(
        &map.with_gates(Gates::PerCell(&bits)),
        15.5,
        9.5,
        R,
        false
    ));
}

#[test]
fn seed_07_unlocked_boss_gate_passes() {
    let mut c = cells(20, 20, standard::FLOOR, &[(15, 9, standard::BOSS_GATE)]);
    let map = standard_map(&c, 20, 20);
    // Breached: every gate opens.
    assert!(!blocked(
        &map.with_gates(Gates::Breached),
        15.5,
        9.5,
        R,
        false
    ));
    // Per cell.
    let mut bits = vec![0u32; gate_words(20, 20)];
    set_gate(&mut bits, 20, 20, 15, 9, true).unwrap();
    assert!(!blocked(
        &map.with_gates(Gates::PerCell(&bits)),
        15.5,
        9.5,
        R,
        false
    ));
    // Rewritten to FLOOR.
    c[9 * 20 + 15] = map.passability().floor();
    assert_eq!(c[9 * 20 + 15], standard::FLOOR);
    assert!(!blocked(&standard_map(&c, 20, 20), 15.5, 9.5, R, false));
}

#[test]
fn seed_08_corner_clamping_finds_the_diagonal_wall() {
    let c = cells(6, 6, standard::FLOOR, &[(2, 2, standard::WALL)]);
    let map = standard_map(&c, 6, 6);
    // The centre is in tile (1, 1); only the wall's corner (2, 2) is within 0.35.
    assert!(blocked(&map, 1.9, 1.9, R, false));
    // Same offset from a floor corner: clear. And radius below the corner distance: clear.
    assert!(!blocked(&map, 1.9, 4.1, R, false));
    assert!(!blocked(&map, 1.9, 1.9, 0.14, false));
}

#[test]
fn seed_09_diagonal_move_into_a_wall_slides_along_it() {
    let wall: Vec<_> = (0..10).map(|x| (x, 5, standard::WALL)).collect();
    let c = cells(10, 10, standard::FLOOR, &wall);
    let map = standard_map(&c, 10, 10);
    let s = map.resolve_movement_with_sliding(p(3.5, 4.5), p(0.5, 0.5), fx(R), false);
    assert_eq!(
        s,
        Slide {
            pos: p(4.0, 4.5),
            sliding: true
        }
    );
}

#[test]
fn seed_10_dodge_across_a_one_tile_chasm() {
    let c = cells(8, 5, standard::FLOOR, &[(3, 2, standard::CHASM)]);
    let map = standard_map(&c, 8, 5);
    assert!(map.can_bypass_chasm(p(2.5, 2.5), p(4.5, 2.5), fx(R)));
    assert!(map.can_bypass_chasm(p(4.5, 2.5), p(2.5, 2.5), fx(R)));
}

#[test]
fn seed_11_dodge_landing_in_a_chasm_fails() {
    let c = cells(
        8,
        5,
        standard::FLOOR,
        &[(3, 2, standard::CHASM), (4, 2, standard::CHASM)],
    );
    let map = standard_map(&c, 8, 5);
    assert!(!map.can_bypass_chasm(p(2.5, 2.5), p(4.5, 2.5), fx(R)));
    assert!(!map.can_bypass_chasm(p(2.5, 2.5), p(3.5, 2.5), fx(R)));
    assert!(map.can_bypass_chasm(p(2.5, 2.5), p(5.5, 2.5), fx(R)));
}

#[test]
fn seed_12_compact_codes() {
    let codes = [
        compact::WALL,
        compact::CHASM,
        compact::WATER,
        compact::BOSS_GATE,
    ];
    let set: Vec<_> = codes
        .iter()
        .enumerate()
        .map(|(i, &c)| (2 * i, 1, c))
        .collect();
    let c = cells(9, 3, compact::FLOOR, &set);
    let map = GridMap::new(&c, 9, 3, Passability::of(Schema::Compact)).unwrap();
    for (i, code) in codes.iter().enumerate() {
        assert!(
            blocked(&map, 2.0 * i as f64 + 0.5, 1.5, R, false),
            "code {code}"
        );
        assert!(!blocked(&map, 2.0 * i as f64 + 1.5, 1.5, 0.45, false));
    }
    // Code 1 is a wall in compact maps but FLOOR in standard ones, and vice versa for 2.
    let c = cells(3, 3, 1, &[]);
    assert!(blocked(
        &GridMap::new(&c, 3, 3, Passability::COMPACT).unwrap(),
        1.5,
        1.5,
        R,
        false
    ));
    assert!(!blocked(&standard_map(&c, 3, 3), 1.5, 1.5, R, false));
    let c = cells(3, 3, standard::WALL, &[]);
    assert!(!blocked(
        &GridMap::new(&c, 3, 3, Passability::COMPACT).unwrap(),
        1.5,
        1.5,
        R,
        false
    ));
    // Compact chasm passes while dodging; compact gate opens.
    let c = cells(3, 3, 0, &[(1, 1, compact::CHASM)]);
    assert!(!blocked(
        &GridMap::new(&c, 3, 3, Passability::COMPACT).unwrap(),
        1.5,
        1.5,
        R,
        true
    ));
    let c = cells(3, 3, 0, &[(1, 1, compact::BOSS_GATE)]);
    let map = GridMap::new(&c, 3, 3, Passability::COMPACT).unwrap();
    assert!(blocked(&map, 1.5, 1.5, R, true));
    assert!(!blocked(
        &map.with_gates(Gates::Breached),
        1.5,
        1.5,
        R,
        false
    ));
}

// --- Passability tables --------------------------------------------------------------------

#[test]
fn standard_table_blocks_exactly_its_six_codes() {
    let t = Passability::STANDARD;
    let blocking: Vec<u8> = (0..=255).filter(|&c| t.blocks(c, false, false)).collect();
    assert_eq!(blocking, [0, 2, 3, 9, 10, 19]);
    let dodging: Vec<u8> = (0..=255).filter(|&c| t.blocks(c, true, false)).collect();
    assert_eq!(dodging, [0, 2, 3, 10, 19]);
    let open: Vec<u8> = (0..=255).filter(|&c| t.blocks(c, false, true)).collect();
    assert_eq!(open, [0, 2, 3, 9, 19]);
    assert!(t.is_chasm(9) && t.is_gate(10) && !t.is_gate(9));
}

#[test]
fn compact_table_blocks_exactly_its_four_codes() {
    let t = Passability::COMPACT;
    let blocking: Vec<u8> = (0..=255).filter(|&c| t.blocks(c, false, false)).collect();
    assert_eq!(blocking, [1, 4, 5, 15]);
    let dodging: Vec<u8> = (0..=255).filter(|&c| t.blocks(c, true, true)).collect();
    assert_eq!(dodging, [1, 5]);
    assert_eq!(t.floor(), 0);
}

#[test]
fn user_defined_table_with_high_codes() {
    // Lava 200 blocks, pit 130 is a chasm, portcullis 255 a gate, 7 opens to floor 64.
    let t = Passability::all_passable(64)
        .block(200)
        .chasm(130)
        .gate(255)
        .block(7)
        .pass(7);
    let c = cells(
        5,
        4,
        64,
        &[(1, 1, 200), (3, 1, 130), (1, 2, 255), (3, 2, 7)],
    );
    let map = GridMap::new(&c, 5, 4, t).unwrap();
    assert!(blocked(&map, 1.5, 1.5, 0.2, true));
    assert!(blocked(&map, 3.5, 1.5, 0.2, false));
    assert!(!blocked(&map, 3.5, 1.5, 0.2, true));
    assert!(blocked(&map, 1.5, 2.5, 0.2, true));
    assert!(!blocked(
        &map.with_gates(Gates::Breached),
        1.5,
        2.5,
        0.2,
        false
    ));
    assert!(!blocked(&map, 3.5, 2.5, 0.2, false));
    assert!(!blocked(&map, 0.5, 3.5, 0.2, false));
    // Later rules replace earlier ones for the same code.
    let t = Passability::all_passable(0).chasm(9).block(9);
    assert!(t.blocks(9, true, true) && !t.is_chasm(9));
}

// --- Gates ---------------------------------------------------------------------------------

#[test]
fn per_cell_gates_open_only_their_own_cell() {
    let c = cells(7, 3, standard::FLOOR, &[(1, 1, 10), (3, 1, 10), (5, 1, 10)]);
    let mut bits = vec![0u32; gate_words(7, 3)];
    set_gate(&mut bits, 7, 3, 3, 1, true).unwrap();
    let map = standard_map(&c, 7, 3).with_gates(Gates::PerCell(&bits));
    assert!(blocked(&map, 1.5, 1.5, R, false));
    assert!(!blocked(&map, 3.5, 1.5, R, false));
    assert!(blocked(&map, 5.5, 1.5, R, false));
    assert!(!map.is_cell_blocked(3, 1, false) && map.is_cell_blocked(5, 1, false));
    set_gate(&mut bits, 7, 3, 3, 1, false).unwrap();
    let map = standard_map(&c, 7, 3).with_gates(Gates::PerCell(&bits));
    assert!(blocked(&map, 3.5, 1.5, R, false));
    // A per-cell bit on a non-gate cell changes nothing.
    let c = cells(3, 3, standard::FLOOR, &[(1, 1, standard::WALL)]);
    let mut bits = vec![0u32; gate_words(3, 3)];
    set_gate(&mut bits, 3, 3, 1, 1, true).unwrap();
    let map = standard_map(&c, 3, 3).with_gates(Gates::PerCell(&bits));
    assert!(blocked(&map, 1.5, 1.5, R, false));
}

#[test]
fn gate_bits_report_bad_cells_and_short_bitsets() {
    let mut bits = [0u32; 1];
    assert_eq!(
        set_gate(&mut bits, 10, 10, 10, 0, true),
        Err(GridError::CellOutOfRange { x: 10, y: 0 })
    );
    assert_eq!(
        set_gate(&mut bits, 10, 10, 3, 4, true),
        Err(GridError::GateBitsTooShort { needed: 4, got: 1 })
    );
    // Absurd sizes are refused, not overflowed.
    assert_eq!(gate_words(usize::MAX, 3), usize::MAX.div_ceil(32));
    assert!(set_gate(&mut bits, usize::MAX, 3, 5, 2, true).is_err());
    // A short bitset reads as locked past its end.
    let c = cells(10, 10, standard::FLOOR, &[(3, 4, standard::BOSS_GATE)]);
    let map = standard_map(&c, 10, 10).with_gates(Gates::PerCell(&bits));
    assert!(blocked(&map, 3.5, 4.5, R, false));
}

#[test]
fn compact_gate_rewritten_to_its_floor_opens() {
    let mut c = cells(3, 3, 0, &[(1, 1, compact::BOSS_GATE)]);
    let floor = Passability::COMPACT.floor();
    c[4] = floor;
    assert!(!blocked(
        &GridMap::new(&c, 3, 3, Passability::COMPACT).unwrap(),
        1.5,
        1.5,
        R,
        false
    ));
    // The seed's literal rewrite to 1 walls the gate in a compact map.
    c[4] = 1;
    assert!(blocked(
        &GridMap::new(&c, 3, 3, Passability::COMPACT).unwrap(),
        1.5,
        1.5,
        R,
        false
    ));
}

// --- Geometry choices ----------------------------------------------------------------------

#[test]
fn touching_a_wall_or_the_map_edge_is_not_blocked() {
    let c = cells(4, 3, standard::FLOOR, &[(2, 1, standard::WALL)]);
    let map = standard_map(&c, 4, 3);
    let r = 0.25;
    assert!(!blocked(&map, 1.75, 1.5, r, false)); // touches the wall's left side
    assert!(blocked(&map, 1.75 + 1.0 / 65536.0, 1.5, r, false));
    assert!(!blocked(&map, 0.25, 0.25, r, false)); // touches the map's corner
    assert!(blocked(&map, 0.25 - 1.0 / 65536.0, 0.25, r, false));
    assert!(!blocked(&map, 3.75, 2.75, r, false));
    assert!(blocked(&map, 3.75, 2.75 + 1.0 / 65536.0, r, false));
    // One ulp of overlap counts, from every side, for small (2 x 2) and large circles.
    let ulp = 1.0 / 65536.0;
    let c = cells(7, 7, standard::FLOOR, &[(3, 3, standard::WALL)]);
    let map = standard_map(&c, 7, 7);
    for r in [0.25, 1.25] {
        for (x, y) in [
            (4.0 + r, 3.5),
            (3.0 - r, 3.5),
            (3.5, 4.0 + r),
            (3.5, 3.0 - r),
        ] {
            assert!(!blocked(&map, x, y, r, false), "({x}, {y}) r {r}");
            let (ix, iy) = ((3.5 - x).signum() * ulp, (3.5 - y).signum() * ulp);
            assert!(
                blocked(&map, x + ix, y + iy, r, false),
                "({x}, {y}) r {r} + ulp"
            );
        }
    }
    // Diagonal touch at a small circle's corner tile: (3, 3) - (2.8125, 2.75) = (3, 4) / 16,
    // distance 5 / 16.
    assert!(!blocked(&map, 2.8125, 2.75, 0.3125, false));
    assert!(blocked(&map, 2.8125, 2.75, 0.3125 + ulp, false));
    assert!(blocked(&map, 2.8125 + ulp, 2.75, 0.3125, false));
    // Diagonal touch at a wall corner: (3, 3) - (2.625, 2.5) = (0.375, 0.5), distance 0.625.
    let c = cells(6, 6, standard::FLOOR, &[(3, 3, standard::WALL)]);
    let map = standard_map(&c, 6, 6);
    assert!(!blocked(&map, 2.625, 2.5, 0.625, false));
    assert!(blocked(&map, 2.625, 2.5, 0.625 + 1.0 / 65536.0, false));
}

#[test]
fn zero_radius_points_are_blocked_by_the_edge_and_props_only() {
    let c = cells(3, 3, standard::WALL, &[]);
    let props = [Prop::new(
        p(1.5, 1.5),
        Footprint::Rect {
            width: fx(0.5),
            height: fx(0.5),
        },
    )];
    let map = standard_map(&c, 3, 3);
    assert!(!blocked(&map, 0.5, 0.5, 0.0, false));
    assert!(!blocked(&map, 3.0, 3.0, 0.0, false));
    assert!(blocked(&map, 3.0 + 1.0 / 65536.0, 3.0, 0.0, false));
    assert!(blocked(&map.with_props(&props), 1.5, 1.5, 0.0, false));
    // A negative radius counts as zero.
    assert!(!blocked(&map, 0.5, 0.5, -2.0, false));
}

#[test]
fn large_radii_test_every_spanned_tile() {
    // Wall tile (6, 4); from (3.5, 4.5) its left side is 2.5 away.
    let c = cells(12, 12, standard::FLOOR, &[(6, 4, standard::WALL)]);
    let map = standard_map(&c, 12, 12);
    assert!(!blocked(&map, 3.5, 4.5, 2.4, false));
    assert!(blocked(&map, 3.5, 4.5, 2.6, false));
    // Diagonal: its corner (6, 5) from (3.6, 6.3) is (2.4, 1.3) away, distance 2.7295.
    assert!(!blocked(&map, 3.6, 6.3, 2.72, false));
    assert!(blocked(&map, 3.6, 6.3, 2.74, false));
    // A radius past the map's half size is blocked by the edge first.
    assert!(blocked(&map, 6.0, 6.0, 6.01, false));
}

#[test]
fn far_away_and_extreme_positions_are_blocked_without_overflow() {
    let c = cells(4, 4, standard::FLOOR, &[]);
    let map = standard_map(&c, 4, 4);
    let (min, max) = (I16F16::MIN, I16F16::MAX);
    for &(x, y) in &[
        (min, min),
        (max, max),
        (min, max),
        (max, fx(2.0)),
        (fx(2.0), min),
    ] {
        for &r in &[fx(0.0), fx(R), max, min] {
            for dodge in [false, true] {
                assert!(map.is_position_blocked(Point::new(x, y), r, dodge));
            }
        }
    }
    assert!(map.is_position_blocked(p(2.0, 2.0), I16F16::MAX, false));
    // Moves whose target leaves the I16F16 range stay put.
    let s = map.resolve_movement_with_sliding(p(2.0, 2.0), Point::new(max, max), fx(R), false);
    assert_eq!(
        s,
        Slide {
            pos: p(2.0, 2.0),
            sliding: false
        }
    );
    let s = map.resolve_movement_with_sliding(p(2.0, 2.0), Point::new(min, fx(0.5)), fx(R), false);
    assert_eq!(
        s,
        Slide {
            pos: p(2.0, 2.5),
            sliding: true
        }
    );
    assert!(!map.can_bypass_chasm(p(2.0, 2.0), Point::new(max, min), fx(R)));
    assert!(!map.can_bypass_chasm(Point::new(min, min), p(2.0, 2.0), fx(R)));
}

#[test]
fn largest_map_is_addressable_to_its_far_corner() {
    // A 32767 x 1 strip: the far end is reachable and the step past it is not.
    let c = cells(
        MAX_SIDE,
        1,
        standard::FLOOR,
        &[(MAX_SIDE - 2, 0, standard::WALL)],
    );
    let map = standard_map(&c, MAX_SIDE, 1);
    let far = MAX_SIDE as f64 - 0.5;
    assert!(!blocked(&map, far, 0.5, 0.5, false));
    assert!(blocked(&map, far + 1.0 / 65536.0, 0.5, 0.5, false));
    assert!(blocked(&map, far - 1.0, 0.5, 0.5, false));
    let s = map.resolve_movement_with_sliding(p(far, 0.5), p(1.0, 0.0), fx(0.5), false);
    assert_eq!(
        s,
        Slide {
            pos: p(far, 0.5),
            sliding: false
        }
    );
}

#[test]
fn map_construction_checks_sizes() {
    let c = [1u8; 12];
    assert_eq!(
        GridMap::new(&c, 4, 4, Passability::STANDARD).unwrap_err(),
        GridError::CellsTooShort {
            needed: 16,
            got: 12
        }
    );
    assert_eq!(
        GridMap::new(&c, MAX_SIDE + 1, 0, Passability::STANDARD).unwrap_err(),
        GridError::TooLarge {
            width: MAX_SIDE + 1,
            height: 0
        }
    );
    // An empty map blocks every circle with area.
    let empty = GridMap::new(&[], 0, 0, Passability::STANDARD).unwrap();
    assert!(blocked(&empty, 0.0, 0.0, 0.1, false));
    assert!(!blocked(&empty, 0.0, 0.0, 0.0, false));
    let map = GridMap::new(&c, 4, 3, Passability::STANDARD).unwrap();
    assert_eq!((map.width(), map.height()), (4, 3));
    assert_eq!(map.cell(3, 2), Some(1));
    assert_eq!(map.cell(4, 0), None);
    assert!(map.is_cell_blocked(0, 3, false));
}

// --- Props ---------------------------------------------------------------------------------

#[test]
fn circle_ellipse_and_rect_footprints() {
    let c = cells(12, 8, standard::FLOOR, &[]);
    let props = [
        Prop::new(p(2.0, 2.0), Footprint::Circle { radius: fx(0.5) }),
        Prop::new(
            p(6.0, 2.0),
            Footprint::Ellipse {
                rx: fx(1.0),
                ry: fx(0.25),
            },
        ),
        Prop::new(
            p(9.0, 5.0),
            Footprint::Rect {
                width: fx(2.0),
                height: fx(1.0),
            },
        ),
    ];
    let map = standard_map(&c, 12, 8).with_props(&props);
    let r = 0.25;
    // Circle: blocks closer than 0.75.
    assert!(blocked(&map, 2.7, 2.0, r, false));
    assert!(!blocked(&map, 2.76, 2.0, r, false));
    assert!(blocked(&map, 2.5, 2.5, r, false)); // 0.707
    assert!(!blocked(&map, 2.55, 2.55, r, false)); // 0.778
                                                   // Ellipse with semi-axes 1.25 x 0.5 after growth: wide along x, thin along y.
    assert!(blocked(&map, 7.2, 2.0, r, false));
    assert!(!blocked(&map, 7.3, 2.0, r, false));
    assert!(blocked(&map, 6.0, 2.45, r, false));
    assert!(!blocked(&map, 6.0, 2.55, r, false));
    assert!(!blocked(&map, 6.9, 2.4, r, false)); // (0.72)^2 + (0.8)^2 > 1
                                                 // Rect grown by r on each side, square corners: |dx| < 1.25, |dy| < 0.75.
    assert!(blocked(&map, 10.2, 5.7, r, false));
    assert!(!blocked(&map, 10.3, 5.7, r, false));
    assert!(!blocked(&map, 10.2, 5.8, r, false));
    assert!(blocked(&map, 7.8, 4.3, r, false));
    // Exact touches do not block; one ulp further in does.
    let ulp = 1.0 / 65536.0;
    for (x, y, ix, iy) in [
        (2.75, 2.0, -ulp, 0.0),
        (2.0, 1.25, 0.0, ulp),
        (7.25, 2.0, -ulp, 0.0),
        (6.0, 1.5, 0.0, ulp),
        (10.25, 5.0, -ulp, 0.0),
        (9.0, 5.75, 0.0, -ulp),
        (7.75, 4.25, ulp, ulp),
    ] {
        assert!(!blocked(&map, x, y, r, false), "({x}, {y})");
        assert!(blocked(&map, x + ix, y + iy, r, false), "({x}, {y}) + ulp");
    }
}

#[test]
fn low_props_are_ignored_while_dodging() {
    let c = cells(6, 6, standard::FLOOR, &[]);
    let props = [
        Prop::new(p(2.0, 2.0), Footprint::Circle { radius: fx(0.5) }).low(),
        Prop::new(p(4.0, 4.0), Footprint::Circle { radius: fx(0.5) }),
    ];
    let map = standard_map(&c, 6, 6).with_props(&props);
    assert!(blocked(&map, 2.0, 2.0, R, false));
    assert!(!blocked(&map, 2.0, 2.0, R, true));
    assert!(blocked(&map, 4.0, 4.0, R, true));
    // A dodge passes over the low prop but not the tall one.
    assert!(map.can_bypass_chasm(p(0.5, 2.0), p(3.5, 2.0), fx(R)));
    assert!(!map.can_bypass_chasm(p(4.0, 5.5), p(4.0, 2.5), fx(R)));
}

#[test]
fn degenerate_footprints_block_nothing_but_grow_with_the_radius() {
    let c = cells(4, 4, standard::FLOOR, &[]);
    let props = [
        Prop::new(p(1.0, 1.0), Footprint::Circle { radius: fx(-1.0) }),
        Prop::new(
            p(3.0, 3.0),
            Footprint::Ellipse {
                rx: fx(0.0),
                ry: fx(-3.0),
            },
        ),
        Prop::new(
            p(3.0, 1.0),
            Footprint::Rect {
                width: fx(-1.0),
                height: fx(0.0),
            },
        ),
    ];
    let map = standard_map(&c, 4, 4).with_props(&props);
    for &(x, y) in &[(1.0, 1.0), (3.0, 3.0), (3.0, 1.0)] {
        assert!(!blocked(&map, x, y, 0.0, false));
        assert!(blocked(&map, x, y, 0.1, false));
    }
}

// --- Sliding and dodging -------------------------------------------------------------------

#[test]
fn sliding_picks_the_dominant_axis_at_an_outside_corner() {
    // A single wall tile (3, 3); moving from its upper-left diagonally into its corner.
    let c = cells(8, 8, standard::FLOOR, &[(3, 3, standard::WALL)]);
    let map = standard_map(&c, 8, 8);
    let r = fx(R);
    // Both single axes are clear; the diagonal cuts the corner.
    let from = p(2.5, 2.5);
    let s = map.resolve_movement_with_sliding(from, p(0.4, 0.3), r, false);
    assert_eq!(
        s,
        Slide {
            pos: p(2.9, 2.5),
            sliding: true
        }
    );
    let s = map.resolve_movement_with_sliding(from, p(0.3, 0.4), r, false);
    assert_eq!(
        s,
        Slide {
            pos: p(2.5, 2.9),
            sliding: true
        }
    );
    // A tie goes to x.
    let s = map.resolve_movement_with_sliding(from, p(0.4, 0.4), r, false);
    assert_eq!(
        s,
        Slide {
            pos: p(2.9, 2.5),
            sliding: true
        }
    );
    // A clear move is not sliding; a fully blocked one stays.
    let s = map.resolve_movement_with_sliding(from, p(-0.5, 0.25), r, false);
    assert_eq!(
        s,
        Slide {
            pos: p(2.0, 2.75),
            sliding: false
        }
    );
    let s = map.resolve_movement_with_sliding(p(3.5, 2.5), p(0.0, 0.5), r, false);
    assert_eq!(
        s,
        Slide {
            pos: p(3.5, 2.5),
            sliding: false
        }
    );
}

#[test]
fn a_zero_component_is_never_a_clear_axis() {
    // Standing against the wall below and pushing straight down: no slide, no move.
    let wall: Vec<_> = (0..6).map(|x| (x, 3, standard::WALL)).collect();
    let c = cells(6, 6, standard::FLOOR, &wall);
    let map = standard_map(&c, 6, 6);
    let s = map.resolve_movement_with_sliding(p(2.5, 2.6), p(0.0, 0.2), fx(R), false);
    assert_eq!(
        s,
        Slide {
            pos: p(2.5, 2.6),
            sliding: false
        }
    );
    // Zero move anywhere clear: stays, not sliding.
    let s = map.resolve_movement_with_sliding(p(2.5, 1.5), p(0.0, 0.0), fx(R), false);
    assert_eq!(
        s,
        Slide {
            pos: p(2.5, 1.5),
            sliding: false
        }
    );
}

#[test]
fn dodging_flag_applies_to_sliding() {
    let c = cells(6, 3, standard::FLOOR, &[(2, 1, standard::CHASM)]);
    let map = standard_map(&c, 6, 3);
    let from = p(1.5, 1.5);
    let walk = map.resolve_movement_with_sliding(from, p(1.0, 0.0), fx(R), false);
    assert_eq!(
        walk,
        Slide {
            pos: from,
            sliding: false
        }
    );
    let dodge = map.resolve_movement_with_sliding(from, p(1.0, 0.0), fx(R), true);
    assert_eq!(
        dodge,
        Slide {
            pos: p(2.5, 1.5),
            sliding: false
        }
    );
}

#[test]
fn bypass_is_stopped_by_walls_water_and_locked_gates() {
    for code in [
        standard::WALL,
        standard::WATER,
        standard::BOSS_GATE,
        standard::VOID,
    ] {
        let c = cells(
            9,
            3,
            standard::FLOOR,
            &[(3, 1, standard::CHASM), (4, 1, code)],
        );
        let map = standard_map(&c, 9, 3);
        assert!(
            !map.can_bypass_chasm(p(1.5, 1.5), p(6.5, 1.5), fx(R)),
            "code {code}"
        );
        // Going round it, over the row above, is fine.
        assert!(map.can_bypass_chasm(p(1.5, 0.5), p(6.5, 0.5), fx(R)));
    }
    let c = cells(
        9,
        3,
        standard::FLOOR,
        &[(3, 1, standard::CHASM), (4, 1, 10)],
    );
    let map = standard_map(&c, 9, 3).with_gates(Gates::Breached);
    assert!(map.can_bypass_chasm(p(1.5, 1.5), p(6.5, 1.5), fx(R)));
}

#[test]
fn bypass_samples_are_at_most_a_quarter_tile_apart() {
    // A point-sized tall prop on the dodge line: a radius 0.15 mover hits it only within a
    // 0.3-tile window, which samples a quarter tile apart cannot skip.
    let c = cells(12, 4, standard::FLOOR, &[]);
    let on_line = [Prop::new(
        p(4.37, 1.5),
        Footprint::Circle { radius: fx(0.0) },
    )];
    let off_line = [Prop::new(
        p(4.37, 1.7),
        Footprint::Circle { radius: fx(0.0) },
    )];
    let r = fx(0.15);
    for end in (0..=130).map(|i| 5.0 + f64::from(i) * 0.05) {
        let map = standard_map(&c, 12, 4);
        assert!(
            map.can_bypass_chasm(p(1.0, 1.5), p(end, 1.5), r),
            "to {end}"
        );
        let map = map.with_props(&on_line);
        assert!(
            !map.can_bypass_chasm(p(1.0, 1.5), p(end, 1.5), r),
            "to {end}"
        );
        let map = map.with_props(&off_line);
        assert!(
            map.can_bypass_chasm(p(1.0, 1.5), p(end, 1.5), r),
            "to {end}"
        );
    }
    // Zero length: the one sample is the start itself.
    let map = standard_map(&c, 12, 4).with_props(&on_line);
    assert!(map.can_bypass_chasm(p(1.0, 2.5), p(1.0, 2.5), r));
    assert!(!map.can_bypass_chasm(p(4.37, 1.5), p(4.37, 1.5), r));
}

// --- The index -----------------------------------------------------------------------------

/// Runs `f` on `map` answering from an index written for it.
fn with_index<T>(map: &GridMap, f: impl FnOnce(&GridMap) -> T) -> T {
    let mut index = vec![0u16; index_words(map.width(), map.height())];
    map.write_index(&mut index).unwrap();
    f(&map.with_index(&index).unwrap())
}

#[test]
fn indexed_maps_pass_the_seed_position_cases() {
    let c = cells(
        20,
        20,
        standard::FLOOR,
        &[
            (5, 5, standard::WALL),
            (7, 4, standard::CHASM),
            (12, 7, standard::WATER),
            (15, 9, standard::BOSS_GATE),
        ],
    );
    let map = standard_map(&c, 20, 20);
    with_index(&map, |m| {
        assert!(!blocked(m, 10.5, 10.5, R, false)); // 1
        assert!(blocked(m, 5.5, 5.5, R, false)); // 2
        assert!(blocked(m, 7.5, 4.5, R, false)); // 3
        assert!(!blocked(m, 7.5, 4.5, R, true)); // 4
        assert!(blocked(m, 12.5, 7.5, R, true)); // 5
        assert!(blocked(m, 15.5, 9.5, R, false)); // 6
    });
    with_index(&map.with_gates(Gates::Breached), |m| {
        assert!(!blocked(m, 15.5, 9.5, R, false)); // 7
    });
    let mut bits = vec![0u32; gate_words(20, 20)];
    set_gate(&mut bits, 20, 20, 15, 9, true).unwrap();
    with_index(&map.with_gates(Gates::PerCell(&bits)), |m| {
        assert!(!blocked(m, 15.5, 9.5, R, false)); // 7, per cell
    });
    let c = cells(6, 6, standard::FLOOR, &[(2, 2, standard::WALL)]);
    with_index(&standard_map(&c, 6, 6), |m| {
        assert!(blocked(m, 1.9, 1.9, R, false)); // 8
        assert!(!blocked(m, 1.9, 4.1, R, false));
        assert!(!blocked(m, 1.9, 1.9, 0.14, false));
    });
    let mut c = vec![0u8; 9 * 3];
    for (i, code) in [1u8, 4, 5, 15].into_iter().enumerate() {
        c[9 + 2 * i] = code;
    }
    let map = GridMap::new(&c, 9, 3, Passability::COMPACT).unwrap();
    with_index(&map, |m| {
        for i in 0..4 {
            assert!(blocked(m, 2.0 * i as f64 + 0.5, 1.5, R, false)); // 12
            assert!(!blocked(m, 2.0 * i as f64 + 1.5, 1.5, 0.45, false));
        }
    });
}

#[test]
fn indexed_maps_keep_the_edge_and_touching_rules() {
    let ulp = 1.0 / 65536.0;
    let c = cells(4, 3, standard::FLOOR, &[(2, 1, standard::WALL)]);
    with_index(&standard_map(&c, 4, 3), |m| {
        let r = 0.25;
        assert!(!blocked(m, 1.75, 1.5, r, false));
        assert!(blocked(m, 1.75 + ulp, 1.5, r, false));
        assert!(!blocked(m, 0.25, 0.25, r, false));
        assert!(blocked(m, 0.25 - ulp, 0.25, r, false));
        assert!(!blocked(m, 3.75, 2.75, r, false));
        assert!(blocked(m, 3.75, 2.75 + ulp, r, false));
        // Points: the far corner is on the map, one step past it is not.
        assert!(!blocked(m, 4.0, 3.0, 0.0, false));
        assert!(blocked(m, 4.0 + ulp, 3.0, 0.0, false));
        assert!(blocked(m, 4.0, 3.0, ulp, false));
        assert!(!blocked(m, 0.0, 0.0, 0.0, false));
        assert!(!blocked(m, 0.5, 0.5, -2.0, false));
        // Far away: blocked without overflow.
        let (min, max) = (I16F16::MIN, I16F16::MAX);
        for (x, y) in [(min, min), (max, max), (fx(2.0), min), (max, fx(1.0))] {
            for r in [fx(0.0), fx(R), max, min] {
                assert!(m.is_position_blocked(Point::new(x, y), r, false));
            }
        }
    });
    // Larger circles reach the edge from a tile or two in.
    let c = cells(4, 3, standard::FLOOR, &[]);
    with_index(&standard_map(&c, 4, 3), |m| {
        assert!(!blocked(m, 1.25, 1.5, 1.25, true));
        assert!(blocked(m, 1.25 - ulp, 1.5, 1.25, true));
        assert!(!blocked(m, 2.25, 1.5, 1.5, false));
        assert!(blocked(m, 2.25, 1.5 + ulp, 1.5, false));
    });
}

#[test]
fn index_seams_at_a_half_and_one_and_a_half_tiles() {
    // Centres on a quadrant seam (x = n + 1/2), walls at gap 1/2 on either side and at gap 3/2
    // (the block's far reach) on either side, across both axes.
    let ulp = 1.0 / 65536.0;
    let map_with = |x: usize, y: usize| cells(9, 9, standard::FLOOR, &[(x, y, standard::WALL)]);
    let cases = [
        ((3, 4), 0.5),
        ((5, 4), 0.5),
        ((4, 3), 0.5),
        ((4, 5), 0.5),
        ((2, 4), 1.5),
        ((6, 4), 1.5),
        ((4, 2), 1.5),
        ((4, 6), 1.5),
    ];
    for ((wx, wy), gap) in cases {
        let c = map_with(wx, wy);
        let map = standard_map(&c, 9, 9);
        with_index(&map, |m| {
            for dodge in [false, true] {
                assert!(
                    !blocked(m, 4.5, 4.5, gap, dodge),
                    "wall ({wx}, {wy}) r {gap}"
                );
                assert!(
                    blocked(m, 4.5, 4.5, gap + ulp, dodge),
                    "wall ({wx}, {wy}) + ulp"
                );
                assert!(blocked(&map, 4.5, 4.5, gap + ulp, dodge));
            }
        });
    }
    // Past 3/2 the index defers to the tile loop: a wall 2 tiles off.
    let c = map_with(2, 4);
    with_index(&standard_map(&c, 9, 9), |m| {
        assert!(!blocked(m, 4.25, 4.5, 1.25, false));
        assert!(blocked(m, 4.25, 4.5, 1.25 + ulp, false));
        assert!(blocked(m, 4.5, 4.5, 1.5 + ulp, false));
    });
}

#[test]
fn index_storage_is_checked() {
    let c = cells(4, 3, standard::FLOOR, &[]);
    let map = standard_map(&c, 4, 3);
    // The map and a ring a tile wide: 6 x 5 cells of 8 words.
    assert_eq!(index_words(4, 3), 240);
    assert_eq!(index_words(0, 3), 0);
    assert_eq!(index_words(usize::MAX, 3), usize::MAX);
    let short = GridError::IndexTooShort {
        needed: 240,
        got: 239,
    };
    let mut index = vec![0u16; 239];
    assert_eq!(map.write_index(&mut index), Err(short));
    assert_eq!(map.update_index(&mut index, 1, 1), Err(short));
    assert_eq!(map.with_index(&index).unwrap_err(), short);
    let mut index = vec![0u16; 241];
    assert_eq!(map.write_index(&mut index), Ok(()));
    assert_eq!(
        map.update_index(&mut index, 1, 3),
        Err(GridError::CellOutOfRange { x: 1, y: 3 })
    );
    assert!(map.with_index(&index).is_ok());
    // An empty map takes an empty index.
    let empty = GridMap::new(&[], 0, 0, Passability::STANDARD).unwrap();
    let m = empty.with_index(&[]).unwrap();
    assert!(blocked(&m, 0.0, 0.0, 0.1, false) && !blocked(&m, 0.0, 0.0, 0.0, false));
}

#[test]
fn index_follows_gate_changes_through_update_or_rewrite() {
    let (w, h) = (7, 5);
    let mut c = cells(w, h, standard::FLOOR, &[(3, 2, standard::BOSS_GATE)]);
    let mut bits = vec![0u32; gate_words(w, h)];
    let mut index = vec![0u16; index_words(w, h)];
    let map = standard_map(&c, w, h).with_gates(Gates::PerCell(&bits));
    map.write_index(&mut index).unwrap();
    assert!(blocked(
        &map.with_index(&index).unwrap(),
        3.5,
        2.5,
        R,
        false
    ));
    // Open the gate's bit, then update its neighbourhood on a map over the new bits.
    set_gate(&mut bits, w, h, 3, 2, true).unwrap();
    let map = standard_map(&c, w, h).with_gates(Gates::PerCell(&bits));
    let stale = map.with_index(&index).unwrap();
    assert!(blocked(&stale, 3.5, 2.5, R, false)); // not yet updated: the old answer
    map.update_index(&mut index, 3, 2).unwrap();
    assert!(!blocked(
        &map.with_index(&index).unwrap(),
        3.5,
        2.5,
        R,
        false
    ));
    // Lock it again and rewrite a wall two cells away instead.
    set_gate(&mut bits, w, h, 3, 2, false).unwrap();
    c[2 * w + 5] = standard::WALL;
    let map = standard_map(&c, w, h).with_gates(Gates::PerCell(&bits));
    map.update_index(&mut index, 3, 2).unwrap();
    map.update_index(&mut index, 5, 2).unwrap();
    let m = map.with_index(&index).unwrap();
    assert!(blocked(&m, 3.5, 2.5, R, false));
    assert!(blocked(&m, 4.5, 2.5, 0.51, false));
    assert!(!blocked(&m, 4.5, 2.5, 0.5, false));
    // A new gate state drops the index: the breached map answers for itself.
    let m = m.with_gates(Gates::Breached);
    assert!(!blocked(&m, 3.5, 2.5, R, false));
}

#[test]
fn index_answers_centres_in_its_ring_and_past_it_as_the_plain_map() {
    // A 5 x 3 map, walls and a chasm at two edges, floor at the others: the ring a tile wide
    // around it is all blocked in the index, whatever the edge cell beside it.
    let (w, h) = (5, 3);
    let c = cells(
        w,
        h,
        standard::FLOOR,
        &[(0, 0, standard::WALL), (4, 1, standard::CHASM)],
    );
    let plain = standard_map(&c, w, h);
    let mut index = vec![0u16; index_words(w, h)];
    plain.write_index(&mut index).unwrap();
    let indexed = plain.with_index(&index).unwrap();
    let raw = 1.0 / 65536.0;
    let radii = [
        -0.25,
        0.0,
        raw,
        0.25,
        0.5,
        0.5 + raw,
        1.0,
        1.5,
        1.5 + raw,
        2.5,
    ];
    let (mut outside, mut passable) = (0, 0);
    // Centres from 2.5 tiles before the map to 2.5 past it, an eighth apart, and a raw step
    // off each of those on both axes (the ring's own edges among them).
    for i in -20..=(8 * w as i32 + 20) {
        for j in -20..=(8 * h as i32 + 20) {
            for d in [-raw, 0.0, raw] {
                let (x, y) = (f64::from(i) / 8.0 + d, f64::from(j) / 8.0 - d);
                for r in radii {
                    for dodge in [false, true] {
                        let want = blocked(&plain, x, y, r, dodge);
                        assert_eq!(
                            blocked(&indexed, x, y, r, dodge),
                            want,
                            "{x} {y} {r} {dodge}"
                        );
                        let out = x < 0.0 || y < 0.0 || x >= w as f64 || y >= h as f64;
                        outside += usize::from(out);
                        passable += usize::from(out && !want);
                    }
                }
            }
        }
    }
    // Centres outside are blocked for r > 0; some with r <= 0 (on the far edges) are not.
    assert!(outside > 10_000 && passable > 0, "{outside} {passable}");
}
