//! Shared fixtures for the collision contract tests: the contract's appendix masks, a tile
//! table shaped like the real one, and helpers that run both implementations.
#![allow(dead_code)]

use bounceback::collide::contract::{Hits, Impl, LevelMap, ObjectMask, Query, TileDef, TileShapes};

/// Runtime rows from text (rows are y, characters x, `#` set).
pub fn rows(text: &[&str; 16]) -> [u16; 16] {
    let mut m = [0u16; 16];
    for (y, line) in text.iter().enumerate() {
        assert_eq!(line.len(), 16);
        for (x, c) in line.chars().enumerate() {
            if c == '#' {
                m[y] |= 1 << x;
            }
        }
    }
    m
}

/// Tile 3 of the appendix: the rising diagonal.
pub fn tile3() -> [u16; 16] {
    rows(&[
        "...............#",
        "..............##",
        ".............###",
        "............####",
        "...........#####",
        "..........######",
        ".........#######",
        "........########",
        ".......#########",
        "......##########",
        ".....###########",
        "....############",
        "...#############",
        "..##############",
        ".###############",
        "################",
    ])
}

/// Tile 52 of the appendix: the left wedge over a solid band.
pub fn tile52() -> [u16; 16] {
    rows(&[
        "#...............",
        "##..............",
        "###.............",
        "####............",
        "#####.......####",
        "################",
        "################",
        "################",
        "................",
        "................",
        "................",
        "................",
        "................",
        "................",
        "................",
        "................",
    ])
}

/// Tile 97 of the appendix: two pixels at the top.
pub fn tile97() -> [u16; 16] {
    let mut m = [0u16; 16];
    m[0] = 1 << 7 | 1 << 8;
    m
}

pub const SOLID: u8 = 1;
pub const EMPTY: u8 = 0;
/// Table length of the real tile set: ids 117..=127 are index faults.
pub const TABLE_LEN: usize = 117;

/// A table like the real one: 0 empty, 1 and 2 solid, the appendix tiles and their aliases
/// (4, 5, 6 of tile 3 with transforms 0x01, 0x02, 0x03; 53 and 102 with 0x03 and 0x05), 7 an
/// own-mask tile with transform bits set (which type 1 must ignore), everything else empty.
pub fn table() -> Vec<TileDef> {
    let none = TileDef {
        ctype: 0,
        transform: 0,
        mask: [0; 16],
    };
    let mut t = vec![none; TABLE_LEN];
    let def = |ctype, transform, mask| TileDef {
        ctype,
        transform,
        mask,
    };
    t[1] = def(2, 0, [0; 16]);
    t[2] = def(2, 0x07, [0; 16]);
    t[3] = def(1, 0, tile3());
    t[4] = def(3, 0x01, tile3());
    t[5] = def(3, 0x02, tile3());
    t[6] = def(3, 0x03, tile3());
    t[52] = def(1, 0, tile52());
    t[53] = def(3, 0x03, tile52());
    t[97] = def(1, 0, tile97());
    t[102] = def(3, 0x05, tile97());
    t[7] = def(1, 0x0D, tile52());
    t
}

/// A map of `rows` x `cols` empty cells with the given (row, col, byte) cells set.
pub fn map_with(rows: usize, cols: usize, cells: &[(usize, usize, u8)]) -> LevelMap {
    let mut bytes = vec![EMPTY; rows * cols];
    for &(r, c, b) in cells {
        bytes[r * cols + c] = b;
    }
    LevelMap::new(TileShapes::new(&table()).unwrap(), rows, cols, &bytes).unwrap()
}

/// A mask of `w` x `h` with only the given pixels set.
pub fn mask_with(w: usize, h: usize, set: &[(usize, usize)]) -> ObjectMask {
    let mut px = vec![false; w * h];
    for &(x, y) in set {
        px[y * w + x] = true;
    }
    ObjectMask::from_row_major(w, h, &px).unwrap()
}

pub fn full(w: usize, h: usize) -> ObjectMask {
    ObjectMask::from_row_major(w, h, &vec![true; w * h]).unwrap()
}

/// The answer of one query: the result and the five slots (columns, rows).
pub type Answer = (bool, [i32; 5], [i32; 5]);

/// Runs `q` with both implementations, checks they agree (result and slots), and returns
/// the answer. The slots start dirty so a missing clear shows.
pub fn both(map: &LevelMap, q: &Query<'_>) -> Answer {
    let mut out = Vec::new();
    for imp in [Impl::Reference, Impl::Fast] {
        let mut hits = dirty_hits();
        let r = imp.collide(map, q, &mut hits);
        out.push((r, hits.cols(), hits.rows()));
    }
    assert_eq!(out[0], out[1], "reference vs fast on {q:?}");
    out[0]
}

/// Hit slots left full by an earlier collecting query (on a 3x3 solid map).
pub fn dirty_hits() -> Hits {
    let solid = map_with(
        3,
        3,
        &[(0, 0, 1), (0, 1, 1), (1, 0, 1), (1, 1, 1), (2, 0, 1)],
    );
    let m = full(20, 40);
    let mut h = Hits::new();
    assert!(Impl::Reference.collide(&solid, &Query::at(0, 0, &m, true), &mut h));
    assert_eq!(h.len(), 5, "the dirty slots are all filled");
    h
}

/// Shorthand: a query at (x, y) declaring the mask's own size.
pub fn at(map: &LevelMap, x: i32, y: i32, mask: &ObjectMask, collect: bool) -> Answer {
    both(map, &Query::at(x, y, mask, collect))
}

/// The filled slots of an answer, as (col, row).
pub fn filled(a: &Answer) -> Vec<(i32, i32)> {
    a.1.iter()
        .zip(&a.2)
        .take_while(|(c, _)| **c != -1)
        .map(|(&c, &r)| (c, r))
        .collect()
}
