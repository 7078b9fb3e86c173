//! Cell writes outside the map are refused with the grid's bounds error, `fill` included
//! (`docs/ENGINE.md`): a rectangle reaching past any edge leaves the map unchanged.

mod world_support;

use bounceback::collide::world::*;
use world_support::*;

fn map(w: &mut World) -> MapHandle {
    add_map(w, &["....", "....", "...."], 16, 16)
}

fn tiles(w: &World, m: MapHandle) -> Vec<Option<TileId>> {
    let map = w.map(m).unwrap();
    let mut v = Vec::new();
    for y in 0..map.height() as i32 {
        for x in 0..map.width() as i32 {
            v.push(map.tile(x, y).unwrap());
        }
    }
    v
}

#[test]
fn fill_past_any_edge_is_out_of_bounds_and_changes_nothing() {
    let mut w = world(TileSearch::Rectangles);
    let m = map(&mut w);
    let before = tiles(&w, m);
    let revs = |w: &World| {
        let map = w.map(m).unwrap();
        (map.collision_revision(), map.tile_revision())
    };
    let r0 = revs(&w);
    // (x, y, w, h) on a 4 x 3 map: each reaches one cell past one edge, or starts outside.
    for (x, y, fw, fh) in [
        (-1, 0, 2, 1),
        (0, -1, 1, 2),
        (3, 0, 2, 1),
        (0, 2, 1, 2),
        (0, 0, 5, 3),
        (0, 0, 4, 4),
        (4, 0, 1, 1),
        (0, 3, 1, 1),
        (i32::MAX, 0, 1, 1),
        (0, 0, i32::MAX, 1),
    ] {
        assert_eq!(
            w.map_mut(m).unwrap().fill(x, y, fw, fh, Some(WALL)),
            Err(Error::OutOfBounds),
            "fill({x}, {y}, {fw}, {fh})"
        );
    }
    // A negative size is not a rectangle.
    for (fw, fh) in [(-1, 1), (1, -1)] {
        assert!(matches!(
            w.map_mut(m).unwrap().fill(1, 1, fw, fh, Some(WALL)),
            Err(Error::InvalidValue(_))
        ));
    }
    assert_eq!(tiles(&w, m), before);
    assert_eq!(revs(&w), r0);
    // The bounds come before the id check, as for `set_tile`.
    assert_eq!(
        w.map_mut(m).unwrap().fill(-1, 0, 1, 1, Some(999)),
        Err(Error::OutOfBounds)
    );
}

#[test]
fn fill_exactly_to_the_edges_writes_every_cell() {
    let mut w = world(TileSearch::Cells);
    let m = map(&mut w);
    w.map_mut(m).unwrap().fill(0, 0, 4, 3, Some(WALL)).unwrap();
    assert!(tiles(&w, m).iter().all(|&t| t == Some(WALL)));
    w.map_mut(m).unwrap().fill(3, 2, 1, 1, Some(KEY)).unwrap();
    assert_eq!(w.map(m).unwrap().tile(3, 2).unwrap(), Some(KEY));
    // An empty rectangle inside the map (its corner may sit on the far edge) is a no-op.
    let r = w.map(m).unwrap().collision_revision();
    w.map_mut(m).unwrap().fill(4, 3, 0, 0, None).unwrap();
    w.map_mut(m).unwrap().fill(1, 1, 0, 2, None).unwrap();
    assert_eq!(w.map(m).unwrap().collision_revision(), r);
}

#[test]
fn fill_clipped_paints_only_the_part_inside() {
    let mut w = world(TileSearch::Cells);
    let m = map(&mut w);
    w.map_mut(m)
        .unwrap()
        .fill_clipped(-2, 1, 4, 5, Some(WALL))
        .unwrap();
    let got = tiles(&w, m);
    let want: Vec<_> = (0..12)
        .map(|i| (i % 4 < 2 && i / 4 >= 1).then_some(WALL))
        .collect();
    assert_eq!(got, want);
    // Wholly outside, or negative: nothing, and no revision.
    let r = w.map(m).unwrap().collision_revision();
    let map = w.map_mut(m).unwrap();
    map.fill_clipped(9, 9, 3, 3, Some(KEY)).unwrap();
    map.fill_clipped(1, 1, -3, 2, Some(KEY)).unwrap();
    map.fill_clipped(i32::MIN, i32::MIN, i32::MAX, i32::MAX, Some(KEY))
        .unwrap();
    assert_eq!(map.collision_revision(), r);
    assert_eq!(
        map.fill_clipped(0, 0, 1, 1, Some(999)),
        Err(Error::InvalidValue("tile id outside the sheet"))
    );
}
