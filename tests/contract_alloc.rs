//! The fast path allocates nothing per query: a counting global allocator watches a batch of
//! queries on every path (contact tables, level plane, tile walk, faults), collecting or not.

mod contract_support;
mod support;

use bounceback::collide::contract::{Hits, Impl, Query};
use contract_support::*;
use support::alloc::{allocations, Counting};

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn fast_queries_allocate_nothing() {
    let mut map = map_with(
        6,
        6,
        &[
            (2, 2, SOLID),
            (2, 3, 3),
            (3, 2, 53),
            (3, 3, 0x80 | 102),
            (4, 4, 120),
        ],
    );
    let ball = map.add_mask(full(16, 16));
    let other = full(24, 24);
    let small = full(4, 4);
    let map = map;
    let ball = map.mask(ball).unwrap();
    let mut hits = Hits::new();
    let mut answers = 0usize;
    let before = allocations();
    for y in (-20..100).step_by(3) {
        for x in (-20..100).step_by(3) {
            for collect in [false, true] {
                // Registered (tables), unregistered (plane), declared larger than the mask
                // (walk with faults), and off-map boxes, all through the game's path.
                let queries = [
                    Query::at(x, y, ball, collect),
                    Query::at(x, y, &other, collect),
                    Query {
                        x,
                        y,
                        w: 12,
                        h: 12,
                        mask: &small,
                        collect,
                    },
                ];
                for q in &queries {
                    answers += usize::from(Impl::Fast.collide(&map, q, &mut hits));
                    answers += usize::from(map.collide(q, &mut hits));
                }
            }
        }
    }
    assert_eq!(
        allocations() - before,
        0,
        "allocations during {answers} true answers"
    );
    assert!(answers > 0, "the batch has hits");
    // The counter does count: a Vec allocates.
    let v = vec![1u8; 3];
    assert!(allocations() > before, "{v:?}");
}

#[test]
fn cell_writes_allocate_nothing() {
    // Writes keep every registered mask's lookups in sync (reach bits, hit patterns), as
    // bricks breaking and pickups taken do during play: none of it allocates.
    let mut map = map_with(6, 6, &[(2, 2, SOLID), (2, 3, 3), (3, 2, 53)]);
    let small = map.add_mask(full(16, 16));
    let big = map.add_mask(full(24, 24));
    let before = allocations();
    for (i, (r, c)) in [(1, 1), (2, 2), (4, 3), (0, 5), (5, 0), (3, 3)]
        .into_iter()
        .enumerate()
    {
        // New squares, then back to old ones, so patterns are both made and reused.
        let byte = [SOLID, 3, 53, 0x80 | 102, EMPTY, 120][i];
        map.set(r, c, byte).unwrap();
        map.set(r, c, EMPTY).unwrap();
        map.set(r, c, byte).unwrap();
    }
    assert_eq!(allocations() - before, 0, "allocations during cell writes");
    let mut hits = Hits::new();
    for id in [small, big] {
        let q = Query::at(30, 30, map.mask(id).unwrap(), true);
        assert!(Impl::Fast.collide(&map, &q, &mut hits));
    }
}
