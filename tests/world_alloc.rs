//! Proves that steps, edits and queries of the collision world never touch the heap after
//! set-up: a counting global allocator that counts this thread only.

mod support;

use bounceback::collide::world::*;
use support::alloc::{counted, Counting};

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn the_counter_sees_allocations() {
    let (_, n) = counted(|| vec![1u8; 64]);
    assert!(n >= 1);
}

#[test]
fn steps_edits_and_queries_do_not_allocate() {
    for search in [TileSearch::Cells, TileSearch::Rectangles] {
        let mut cfg = WorldConfig::new(64).search(search);
        cfg.scratch_cells = 64;
        let mut w = World::new(cfg).unwrap();
        let rules = [
            TileRule::new(1, Response::Solid),
            TileRule::new(2, Response::Trigger),
            TileRule::new(3, Response::Solid).layer(2),
        ];
        let d = MapDesc::new(48, 40, Fx::from_num(16), Fx::from_num(16))
            .rules(&rules)
            .index_chunks(3);
        let m = w.add_map(&d).unwrap();
        {
            let map = w.map_mut(m).unwrap();
            for y in 0..40 {
                for x in 0..48 {
                    let t = match (x * 7 + y * 13) % 11 {
                        0 | 1 => Some(1),
                        2 => Some(2),
                        3 => Some(3),
                        _ => None,
                    };
                    map.set_tile(x, y, t).unwrap();
                }
            }
        }
        let mut bodies = Vec::new();
        for i in 0..60 {
            let a = w
                .add_actor(
                    Vec2::px(20 + (i * 37) % 700, 20 + (i * 53) % 600),
                    Body::Dynamic,
                )
                .unwrap();
            let shape = match i % 3 {
                0 => Shape::circle(Fx::from_num(6)),
                1 => Shape::obb(Fx::from_num(7), Fx::from_num(4), Rot::from_degrees(i * 11)),
                _ => Shape::Mask(
                    PixelMask::new(9, 7, &[0x1ff, 0x101, 0x1ff, 0x3c, 0x3c, 0x18, 0x18]).unwrap(),
                ),
            };
            let mut desc = ColliderDesc::new(shape).solid();
            if i % 5 == 0 {
                desc = ColliderDesc::new(shape);
            }
            bodies.push((a, w.add_collider(a, desc).unwrap()));
        }
        let (_, n) = counted(|| {
            let mut seen = 0usize;
            for k in 0..40i32 {
                for (i, &(a, _)) in bodies.iter().enumerate() {
                    let i = i as i32;
                    let d = Vec2::px(((i + k) % 7) - 3, ((i * 3 + k) % 7) - 3);
                    w.translate(a, d).unwrap();
                }
                let map = w.map_mut(m).unwrap();
                map.set_tile(k % 48, k % 40, Some((k % 3) as u16 + 1))
                    .unwrap();
                map.set_cell_policy((k * 5) % 48, (k * 3) % 40, TilePolicy::TRIGGER)
                    .unwrap();
                map.reset_cell_policy((k * 7) % 48, (k * 2) % 40).unwrap();
                if k % 10 == 0 {
                    let p = if k % 20 == 0 {
                        TilePolicy::SOLID
                    } else {
                        TilePolicy::TRIGGER
                    };
                    map.set_tile_rule(3, Some(p)).unwrap();
                    map.fill(2, 2, 3, 3, Some(2)).unwrap();
                }
                let r = w.step();
                seen += r.actor_events as usize + r.tile_events as usize;
                for &(_, c) in &bodies {
                    seen += w.tile_contacts_for(c).count() + w.contacts_for(c).count();
                }
                seen += w.tile_events().len() + w.actor_events().len();
                let _ = (
                    w.diagnostics(),
                    w.tile_diagnostics(),
                    w.index_diagnostics(),
                    w.response_diagnostics(),
                );
            }
            seen
        });
        assert_eq!(n, 0, "{search:?}: allocations during steps");
        // And the run did real work.
        let i = w.index_diagnostics();
        if search == TileSearch::Rectangles {
            assert!(i.builds > 3, "{i:?}");
        }
        assert!(w.response_diagnostics().passes == 40);
    }
}
