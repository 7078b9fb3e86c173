//! Scenario tests of the collision world, one rule each.

mod world_support;

use bounceback::collide::world::*;
use world_support::*;

const CORRIDOR: [&str; 3] = ["..........", ".....#....", ".........."];

/// A circle of radius 6 at (60, 24) moving +4 px/step toward the wall cell (5, 1), whose
/// left face is x = 80. Returns the final x and the tile events seen.
fn run_into_wall(
    body: Body,
    desc: ColliderDesc,
    body_enabled: bool,
) -> (f64, Vec<TileContactEvent>) {
    let mut w = world(TileSearch::Cells);
    add_map(&mut w, &CORRIDOR, 16, 16);
    let b = add_body(&mut w, Vec2::px(60, 24), body, desc);
    w.set_body_enabled(b.actor, body_enabled).unwrap();
    let mut events = Vec::new();
    for _ in 0..10 {
        w.translate(b.actor, Vec2::px(4, 0)).unwrap();
        w.step();
        events.extend_from_slice(w.tile_events());
    }
    let (x, y) = pos(&w, b.actor);
    assert_eq!(y, 24.0, "no vertical drift");
    (x, events)
}

#[test]
fn wall_stops_a_dynamic_solid_body_only_when_both_are_solid() {
    let (x, ev) = run_into_wall(Body::Dynamic, circle(6).solid(), true);
    assert_eq!(x, 74.0, "stopped exactly at the face");
    let enter = ev.iter().find(|e| e.phase == Phase::Enter).unwrap().contact;
    assert_eq!((enter.tile_x, enter.tile_y, enter.tile), (5, 1, Some(WALL)));
    assert_eq!(enter.response, Response::Solid);
    assert_eq!(enter.policy, TilePolicy::SOLID);
    assert!(enter.resolved);
    assert_eq!(
        enter.normal,
        Normal {
            x: Unit::ONE,
            y: Unit::ZERO
        }
    );
    assert_eq!(enter.depth, px(2), "76 + 6 - 80");
    assert!(ev.iter().all(|e| e.phase != Phase::Exit));

    // Trigger collider: passes through, reports Trigger pair response on a Solid cell.
    let (x, ev) = run_into_wall(Body::Dynamic, circle(6), true);
    assert_eq!(x, 100.0);
    let enter = ev.iter().find(|e| e.phase == Phase::Enter).unwrap().contact;
    assert_eq!(enter.response, Response::Trigger);
    assert_eq!(enter.policy.response, Response::Solid);
    assert!(ev.iter().all(|e| !e.contact.resolved));

    // Static, bodiless and disabled bodies have zero correction weight.
    for (body, on) in [
        (Body::Static, true),
        (Body::None, true),
        (Body::Dynamic, false),
    ] {
        let (x, ev) = run_into_wall(body, circle(6).solid(), on);
        assert_eq!(x, 100.0, "{body:?} enabled={on}");
        assert!(ev
            .iter()
            .any(|e| e.phase == Phase::Enter && e.contact.response == Response::Solid));
        assert!(ev.iter().all(|e| !e.contact.resolved));
    }

    // Filtered out: the collider's mask refuses the wall's layer 1: no contact, no push.
    let (x, ev) = run_into_wall(Body::Dynamic, circle(6).solid().filter(2, 2), true);
    assert_eq!(x, 100.0);
    assert!(ev.is_empty());
}

#[test]
fn trigger_tiles_report_but_never_push() {
    let mut w = world(TileSearch::Cells);
    let map = add_map(&mut w, &["..........", ".....k....", ".........."], 16, 16);
    let b = add_body(&mut w, Vec2::px(60, 24), Body::Dynamic, circle(6).solid());
    let mut phases = Vec::new();
    for i in 1..=12 {
        w.translate(b.actor, Vec2::px(4, 0)).unwrap();
        let r = w.step();
        assert_eq!(r.corrections, 0);
        assert_eq!(pos(&w, b.actor), (60.0 + 4.0 * i as f64, 24.0));
        for e in w.tile_events() {
            let c = e.contact;
            assert_eq!((c.map, c.tile_x, c.tile_y, c.tile), (map, 5, 1, Some(KEY)));
            assert_eq!(
                (c.policy, c.response, c.resolved),
                (TilePolicy::TRIGGER, Response::Trigger, false)
            );
            phases.push((i, e.phase));
        }
    }
    // Touches when x + 6 >= 80 (x = 76, step 4) until x - 6 > 96 (x = 104, step 11).
    let mut want = vec![(4, Phase::Enter)];
    want.extend((5..=10).map(|i| (i, Phase::Stay)));
    want.push((11, Phase::Exit));
    assert_eq!(phases, want);
}

/// Slides a shape along a surface: each step moves it by `(along, into)`; it must end each
/// step advanced exactly by `along` at an unchanged rest position across the normal.
#[allow(clippy::too_many_arguments)]
fn slide(
    rows: &[&str],
    tw: i32,
    th: i32,
    start: Vec2,
    desc: ColliderDesc,
    step: (i32, i32),
    steps: usize,
    horizontal: bool,
) -> Result<(), String> {
    let mut w = world(TileSearch::Cells);
    add_map(&mut w, rows, tw, th);
    let b = add_body(&mut w, start, Body::Dynamic, desc);
    // Settle onto the surface first.
    for _ in 0..20 {
        w.translate(
            b.actor,
            Vec2::px(
                if horizontal { 0 } else { step.0 },
                if horizontal { step.1 } else { 0 },
            ),
        )
        .unwrap();
        w.step();
    }
    let rest = pos(&w, b.actor);
    for i in 0..steps {
        let before = pos(&w, b.actor);
        w.translate(b.actor, Vec2::px(step.0, step.1)).unwrap();
        let r = w.step();
        let after = pos(&w, b.actor);
        let ok = if horizontal {
            after.0 == before.0 + step.0 as f64 && after.1 == rest.1
        } else {
            after.1 == before.1 + step.1 as f64 && after.0 == rest.0
        };
        if !ok || r.unresolved != 0 {
            return Err(format!(
                "step {i}: {before:?} -> {after:?} (rest {rest:?}, {r:?})"
            ));
        }
    }
    Ok(())
}

fn floor_rows(tile: char, w: usize) -> Vec<String> {
    let mut rows = vec![".".repeat(w); 10];
    rows.push(tile.to_string().repeat(w));
    rows.push(tile.to_string().repeat(w));
    rows
}

#[test]
fn a_circle_slides_along_a_flat_wall_of_equal_tiles_without_catching() {
    let rows = floor_rows('#', 40);
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    // Square tiles, both directions; floor top at y = 160.
    slide(
        &rows,
        16,
        16,
        Vec2::px(20, 150),
        circle(6).solid(),
        (3, 2),
        180,
        true,
    )
    .unwrap();
    slide(
        &rows,
        16,
        16,
        Vec2::px(620, 150),
        circle(6).solid(),
        (-3, 2),
        180,
        true,
    )
    .unwrap();
    // Non-square tiles (16 x 8): floor top at y = 80; odd radius and speed.
    slide(
        &rows,
        16,
        8,
        Vec2::px(20, 70),
        circle(5).solid(),
        (5, 3),
        110,
        true,
    )
    .unwrap();
    slide(
        &rows,
        16,
        8,
        Vec2::px(620, 70),
        circle(5).solid(),
        (-5, 3),
        110,
        true,
    )
    .unwrap();
    // A vertical wall (column 20 of a tall map), pressed from the left while moving down,
    // then from the right while moving up.
    let mut tall = vec![String::new(); 60];
    for r in tall.iter_mut() {
        *r = format!("{}#{}", ".".repeat(20), ".".repeat(10));
    }
    let tall: Vec<&str> = tall.iter().map(String::as_str).collect();
    slide(
        &tall,
        8,
        16,
        Vec2::px(150, 10),
        circle(6).solid(),
        (2, 3),
        250,
        false,
    )
    .unwrap();
    slide(
        &tall,
        8,
        16,
        Vec2::px(180, 900),
        circle(6).solid(),
        (-2, -3),
        250,
        false,
    )
    .unwrap();
}

#[test]
fn rotated_boxes_and_masks_slide_without_catching() {
    let rows = floor_rows('#', 40);
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let obb = ColliderDesc::new(Shape::obb(px(8), px(4), Rot::from_degrees(30))).solid();
    slide(&rows, 16, 16, Vec2::px(20, 140), obb, (3, 2), 180, true).unwrap();
    slide(&rows, 16, 16, Vec2::px(620, 140), obb, (-3, 2), 180, true).unwrap();
    let obb = ColliderDesc::new(Shape::obb(px(7), px(3), Rot::from_degrees(-20))).solid();
    slide(&rows, 16, 8, Vec2::px(20, 60), obb, (5, 3), 110, true).unwrap();
    let mask = PixelMask::new(6, 5, &[0b000110, 0b001111, 0b011111, 0b111110, 0b100100]).unwrap();
    let mask = ColliderDesc::new(Shape::Mask(mask)).solid();
    slide(&rows, 16, 16, Vec2::px(20, 140), mask, (3, 2), 180, true).unwrap();
    slide(&rows, 16, 16, Vec2::px(620, 140), mask, (-3, 2), 180, true).unwrap();
}

#[test]
fn different_policies_keep_their_seam_features() {
    // Alternating WALL and ROCK (both Solid, different layers): each seam is a real convex
    // corner pair, so a sliding circle is deflected there (documented seed behaviour).
    let mut rows = vec![".".repeat(40); 10];
    rows.push("#r".repeat(20));
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let err = slide(
        &rows,
        16,
        16,
        Vec2::px(20, 150),
        circle(6).solid(),
        (3, 2),
        180,
        true,
    );
    assert!(
        err.is_err(),
        "seams between different policies must keep their corners"
    );
}

#[test]
fn convex_corner_keeps_the_exact_diagonal_manifold() {
    let mut w = world(TileSearch::Cells);
    let rows = [
        "........", "........", "........", "........", "........", ".....#..", "........",
    ];
    add_map(&mut w, &rows, 16, 16);
    // The block's top-left corner is (80, 80); the circle centre is 3,3 px up-left of it.
    let b = add_body(&mut w, Vec2::px(77, 77), Body::Dynamic, circle(6).solid());
    let r = w.step();
    assert_eq!((r.corrections, r.unresolved), (1, 0));
    let (x, y) = pos(&w, b.actor);
    let want = 80.0 - 6.0 / 2f64.sqrt();
    assert_eq!(x, y, "pushed along the diagonal");
    assert!((x - want).abs() <= 2.0 / 256.0, "{x} vs {want}");
    let c = w.tile_events()[0].contact;
    assert!((c.normal.x.to_num::<f64>() - std::f64::consts::FRAC_1_SQRT_2).abs() < 1e-3);
    assert_eq!(c.normal.x, c.normal.y);
    // Mirror: from below-right of the bottom-right corner (96, 96).
    let mut w = world(TileSearch::Cells);
    add_map(&mut w, &rows, 16, 16);
    let b = add_body(&mut w, Vec2::px(99, 98), Body::Dynamic, circle(6).solid());
    w.step();
    let (x, y) = pos(&w, b.actor);
    let d = ((x - 96.0).powi(2) + (y - 96.0).powi(2)).sqrt();
    assert!(
        (d - 6.0).abs() <= 2.0 / 256.0 && x > 96.0 && y > 96.0,
        "{x} {y}"
    );
    // The push keeps the asymmetric direction (3, 2).
    assert!(((x - 96.0) / (y - 96.0) - 1.5).abs() < 0.01);
}

#[test]
fn concave_corners_settle_exactly_in_both_directions() {
    let rows = [
        "...............",
        "...............",
        ".......#.......",
        ".......#.......",
        "...############",
    ];
    for (start, want) in [((108, 60), (106.0, 58.0)), ((132, 60), (134.0, 58.0))] {
        let mut w = world(TileSearch::Cells);
        add_map(&mut w, &rows, 16, 16);
        let b = add_body(
            &mut w,
            Vec2::px(start.0, start.1),
            Body::Dynamic,
            circle(6).solid(),
        );
        let r = w.step();
        assert_eq!(r.unresolved, 0);
        assert_eq!(pos(&w, b.actor), want);
    }
    // Rotated boxes pushed into either corner end without penetration.
    for (start, push) in [((104, 56), (2, 2)), ((136, 56), (-2, 2))] {
        let mut w = world(TileSearch::Cells);
        add_map(&mut w, &rows, 16, 16);
        let d = ColliderDesc::new(Shape::obb(px(5), px(3), Rot::from_degrees(40))).solid();
        let b = add_body(&mut w, Vec2::px(start.0, start.1), Body::Dynamic, d);
        for _ in 0..20 {
            w.translate(b.actor, Vec2::px(push.0, push.1)).unwrap();
            let r = w.step();
            assert_eq!(r.unresolved, 0);
        }
        // Nothing left penetrating: the contacts at the final positions are all touching.
        let (x, y) = pos(&w, b.actor);
        assert!(
            w.tile_contacts_for(b.collider).count() >= 2,
            "touching both walls at {x},{y}"
        );
        w.step();
        assert!(w.tile_contacts_for(b.collider).all(|c| c.depth == Fx::ZERO));
        // Wedged in the corner: x on the open side of the column, y above the floor.
        assert!(if push.0 > 0 { x < 112.0 } else { x > 128.0 } && y < 64.0);
    }
}

#[test]
fn an_embedded_start_is_reported_unresolved_not_crashed() {
    let rows = ["#######"; 7];
    for search in [TileSearch::Cells, TileSearch::Rectangles] {
        let mut w = world(search);
        add_map(&mut w, &rows, 16, 16);
        let b = add_body(&mut w, Vec2::px(56, 56), Body::Dynamic, circle(6).solid());
        let r = w.step();
        assert_eq!(r.unresolved, 1, "{search:?}");
        assert_eq!(r.corrections, 0);
        assert_eq!(pos(&w, b.actor), (56.0, 56.0));
        assert_eq!(w.tile_diagnostics().unresolved, 1);
        let c: Vec<_> = w.tile_contacts_for(b.collider).collect();
        assert_eq!(c.len(), 1);
        assert_eq!((c[0].tile_x, c[0].tile_y, c[0].resolved), (3, 3, false));
        assert_eq!(c[0].depth, px(14), "radius + distance to the nearest face");
        // Stays so, step after step, without panicking.
        for _ in 0..3 {
            assert_eq!(w.step().unresolved, 1);
        }
        assert_eq!(w.tile_events()[0].phase, Phase::Stay);
    }
}

#[test]
fn actor_pairs_split_corrections_by_weight() {
    let mut w = world(TileSearch::Cells);
    let a = add_body(&mut w, Vec2::px(0, 0), Body::Dynamic, circle(10).solid());
    let b = add_body(&mut w, Vec2::px(15, 0), Body::Dynamic, circle(10).solid());
    w.step();
    assert_eq!(pos(&w, a.actor), (-2.5, 0.0));
    assert_eq!(pos(&w, b.actor), (17.5, 0.0));
    let e = w.actor_events()[0];
    assert_eq!(e.phase, Phase::Enter);
    assert_eq!((e.contact.a, e.contact.b), (a.collider, b.collider));
    assert_eq!(
        e.contact.normal,
        Normal {
            x: Unit::ONE,
            y: Unit::ZERO
        }
    );
    assert_eq!((e.contact.depth, e.contact.resolved), (px(5), true));

    // Dynamic against static: the dynamic one moves all the way.
    let mut w = world(TileSearch::Cells);
    let a = add_body(&mut w, Vec2::px(0, 0), Body::Static, circle(10).solid());
    let b = add_body(&mut w, Vec2::px(0, 12), Body::Dynamic, circle(10).solid());
    w.step();
    assert_eq!(pos(&w, a.actor), (0.0, 0.0));
    assert_eq!(pos(&w, b.actor), (0.0, 20.0));

    // A Trigger pair reports and never pushes; a filtered pair does not even report.
    let mut w = world(TileSearch::Cells);
    let a = add_body(&mut w, Vec2::px(0, 0), Body::Dynamic, circle(10).solid());
    let b = add_body(&mut w, Vec2::px(5, 0), Body::Dynamic, circle(10));
    let c = add_body(
        &mut w,
        Vec2::px(-5, 0),
        Body::Dynamic,
        circle(10).solid().filter(2, 2),
    );
    w.step();
    for x in [&a, &b, &c] {
        assert_eq!(w.position(x.actor).unwrap().y, Fx::ZERO);
    }
    assert_eq!(pos(&w, a.actor).0, 0.0);
    let ev = w.actor_events();
    assert_eq!(ev.len(), 1);
    assert_eq!(
        (ev[0].contact.a, ev[0].contact.b, ev[0].contact.response),
        (a.collider, b.collider, Response::Trigger)
    );
    assert_eq!(w.contacts_for(c.collider).count(), 0);
    assert_eq!(w.contacts_for(a.collider).count(), 1);
}

#[test]
fn solids_seen_during_correction_stay_observed_and_triggers_are_final_only() {
    let mut w = world(TileSearch::Cells);
    add_map(&mut w, &CORRIDOR, 16, 16);
    // A penetrates the wall's left face (x = 80) by 1 px; the static B pushes A 2 px left,
    // off the wall; the trigger C touches A only at the start.
    let a = add_body(&mut w, Vec2::px(75, 24), Body::Dynamic, circle(6).solid());
    let b = add_body(&mut w, Vec2::px(85, 24), Body::Static, circle(6).solid());
    let c = add_body(&mut w, Vec2::px(83, 24), Body::None, circle(2));
    let r = w.step();
    assert_eq!(pos(&w, a.actor), (73.0, 24.0));
    assert_eq!(r.iterations, 2);
    let ev: Vec<_> = w
        .actor_events()
        .iter()
        .map(|e| (e.phase, e.contact.a, e.contact.b, e.contact.resolved))
        .collect();
    assert_eq!(
        ev,
        vec![
            (Phase::Enter, a.collider, b.collider, true),
            (Phase::Enter, b.collider, c.collider, false),
        ],
        "no A/C event: triggers are sampled at final positions only"
    );
    assert_eq!(
        w.actor_events()[0].contact.depth,
        px(2),
        "deepest observation kept"
    );
    // (B and C sit inside the wall cell and report it too; look at A's contacts.)
    let tiles: Vec<_> = w
        .tile_events()
        .iter()
        .filter(|e| e.contact.collider == a.collider)
        .collect();
    assert_eq!(tiles.len(), 1, "the wall was seen during correction");
    let t = tiles[0].contact;
    assert_eq!(
        (t.collider, t.tile_x, t.tile_y, t.depth, t.resolved),
        (a.collider, 5, 1, px(1), false)
    );
    // Next pass: A no longer touches the wall.
    w.step();
    let e = w
        .tile_events()
        .iter()
        .find(|e| e.contact.collider == a.collider)
        .unwrap();
    assert_eq!(
        (e.phase, e.contact.depth),
        (Phase::Exit, px(1)),
        "exit keeps the last observation"
    );
}

#[test]
fn each_pair_notifies_once_per_pass() {
    // A crowd pushed into a corner takes several iterations; still one event per pair.
    let mut w = World::new(WorldConfig::new(32).iterations(8)).unwrap();
    add_map(&mut w, &["######", "#....#", "#....#", "######"], 16, 16);
    let mut bodies = Vec::new();
    for i in 0..4 {
        bodies.push(add_body(
            &mut w,
            Vec2::px(20 + 4 * i, 22 + 2 * i),
            Body::Dynamic,
            circle(5).solid(),
        ));
    }
    let r = w.step();
    assert!(r.iterations >= 2, "{r:?}");
    let mut keys: Vec<_> = w
        .actor_events()
        .iter()
        .map(|e| (e.contact.a, e.contact.b))
        .collect();
    let n = keys.len();
    keys.dedup();
    assert_eq!(keys.len(), n);
    let mut tkeys: Vec<_> = w
        .tile_events()
        .iter()
        .map(|e| {
            (
                e.contact.collider,
                e.contact.tile_x,
                e.contact.tile_y,
                e.contact.response,
            )
        })
        .collect();
    let n = tkeys.len();
    tkeys.sort();
    tkeys.dedup();
    assert_eq!(tkeys.len(), n);
    assert!(n > 0);
}

#[test]
fn delivery_order_is_actor_pairs_then_collider_map_row_major() {
    let mut w = world(TileSearch::Cells);
    let rows = ["kkkk", "kkkk", "kkkk"];
    // Creation order of maps: m0, m1; remove m0 and add m2 (reusing m0's slot): order m1, m2.
    let m0 = add_map(&mut w, &rows, 8, 8);
    let m1 = add_map(&mut w, &rows, 8, 8);
    w.remove_map(m0).unwrap();
    let m2 = add_map(&mut w, &rows, 8, 8);
    assert_eq!(m2.index(), m0.index());
    // Colliders: c0, c1, remove c0, c2 reuses its slot; c2 sits left of c1 (sweep order
    // differs from creation order).
    let c0 = add_body(&mut w, Vec2::px(0, 0), Body::None, circle(3));
    let c1 = add_body(&mut w, Vec2::px(20, 12), Body::None, circle(3));
    w.remove_actor(c0.actor).unwrap();
    let c2 = add_body(&mut w, Vec2::px(16, 12), Body::None, circle(3));
    assert_eq!(c2.collider.index(), c0.collider.index());
    w.step();
    let ae = w.actor_events();
    assert_eq!(ae.len(), 1);
    assert_eq!(
        (ae[0].contact.a, ae[0].contact.b),
        (c1.collider, c2.collider)
    );
    let got: Vec<_> = w
        .tile_events()
        .iter()
        .map(|e| {
            (
                e.contact.collider,
                e.contact.map,
                e.contact.tile_y,
                e.contact.tile_x,
            )
        })
        .collect();
    let mut want = Vec::new();
    for c in [c1.collider, c2.collider] {
        let p = w.position(w.collider_actor(c).unwrap()).unwrap();
        for m in [m1, m2] {
            for y in 0..3u16 {
                for x in 0..4u16 {
                    // Closed test of the radius-3 circle against cell (x, y).
                    let (cx, cy) = (to_f(p.x), to_f(p.y));
                    let qx = cx.clamp(x as f64 * 8.0, x as f64 * 8.0 + 8.0);
                    let qy = cy.clamp(y as f64 * 8.0, y as f64 * 8.0 + 8.0);
                    if (qx - cx).powi(2) + (qy - cy).powi(2) <= 9.0 {
                        want.push((c, m, y, x));
                    }
                }
            }
        }
    }
    assert!(want.len() > 4);
    assert_eq!(got, want);
}

#[test]
fn exit_keeps_the_last_observation_after_edits_and_removal() {
    let mut w = world(TileSearch::Cells);
    let map = add_map(&mut w, &["..", ".k", ".."], 16, 16);
    let b = add_body(&mut w, Vec2::px(24, 24), Body::None, circle(4));
    w.step();
    assert_eq!(w.tile_events()[0].phase, Phase::Enter);
    // Image edit to an id with the same (trigger) policy: same identity, a Stay with the
    // new id.
    w.map_mut(map)
        .unwrap()
        .set_tile_rule(PLAIN, Some(TilePolicy::TRIGGER))
        .unwrap();
    w.map_mut(map).unwrap().set_tile(1, 1, Some(PLAIN)).unwrap();
    w.step();
    let e = w.tile_events()[0];
    assert_eq!((e.phase, e.contact.tile), (Phase::Stay, Some(PLAIN)));
    // Clear the cell: Exit carries the last observed id and policy.
    w.map_mut(map).unwrap().set_tile(1, 1, None).unwrap();
    w.step();
    let e = w.tile_events()[0];
    assert_eq!(
        (e.phase, e.contact.tile, e.contact.policy),
        (Phase::Exit, Some(PLAIN), TilePolicy::TRIGGER)
    );
    // Removal of the map: Exit next pass with the old payload, queries empty at once.
    w.map_mut(map).unwrap().set_tile(1, 1, Some(KEY)).unwrap();
    w.step();
    assert_eq!(w.tile_contacts_for(b.collider).count(), 1);
    w.remove_map(map).unwrap();
    assert!(w.map(map).is_err());
    w.step();
    let e = w.tile_events()[0];
    assert_eq!(
        (e.phase, e.contact.map, e.contact.tile),
        (Phase::Exit, map, Some(KEY))
    );
    w.step();
    assert!(w.tile_events().is_empty());
}

#[test]
fn disable_and_removal_gate_queries_at_once_and_exit_next_pass() {
    let mut w = world(TileSearch::Cells);
    add_map(&mut w, &["kk", "kk"], 16, 16);
    let a = add_body(&mut w, Vec2::px(16, 16), Body::None, circle(4));
    let b = add_body(&mut w, Vec2::px(18, 16), Body::None, circle(4));
    w.step();
    assert_eq!(w.tile_contacts_for(a.collider).count(), 4);
    assert_eq!(w.contacts_for(a.collider).count(), 1);
    w.set_collider_enabled(a.collider, false).unwrap();
    assert_eq!(w.tile_contacts_for(a.collider).count(), 0, "immediate");
    assert_eq!(w.contacts_for(a.collider).count(), 0);
    w.step();
    let exits = w
        .tile_events()
        .iter()
        .filter(|e| e.phase == Phase::Exit && e.contact.collider == a.collider)
        .count();
    assert_eq!(exits, 4);
    assert_eq!(w.actor_events()[0].phase, Phase::Exit);
    // Re-enabled: Enter again. Then the whole actor is removed.
    w.set_collider_enabled(a.collider, true).unwrap();
    w.step();
    assert_eq!(
        w.tile_events()
            .iter()
            .filter(|e| e.phase == Phase::Enter)
            .count(),
        4
    );
    w.remove_actor(b.actor).unwrap();
    assert!(w.position(b.actor).is_err());
    assert_eq!(w.tile_contacts_for(b.collider).count(), 0);
    w.step();
    let exits = w
        .tile_events()
        .iter()
        .filter(|e| e.phase == Phase::Exit && e.contact.collider == b.collider)
        .count();
    assert_eq!(exits, 4);
    // Disabling the actor gates its colliders too.
    w.set_actor_enabled(a.actor, false).unwrap();
    assert_eq!(w.tile_contacts_for(a.collider).count(), 0);
}

#[test]
fn identity_includes_the_effective_response() {
    let mut w = world(TileSearch::Cells);
    add_map(&mut w, &CORRIDOR, 16, 16);
    let b = add_body(&mut w, Vec2::px(74, 24), Body::Dynamic, circle(6).solid());
    w.step();
    assert_eq!(w.tile_events()[0].phase, Phase::Enter);
    w.set_response(b.collider, Response::Trigger).unwrap();
    w.step();
    let ev: Vec<_> = w
        .tile_events()
        .iter()
        .map(|e| (e.phase, e.contact.response))
        .collect();
    // Key order puts Solid before Trigger for the same cell.
    assert_eq!(
        ev,
        vec![
            (Phase::Exit, Response::Solid),
            (Phase::Enter, Response::Trigger)
        ]
    );
}

#[test]
fn a_gate_opens_when_its_cells_are_rewritten() {
    let rows = ["##########", "....g.....", "##########"];
    let mut w = world(TileSearch::Rectangles);
    let map = add_map(&mut w, &rows, 16, 16);
    let hero = add_body(&mut w, Vec2::px(40, 24), Body::Dynamic, circle(6).solid());
    for _ in 0..10 {
        w.translate(hero.actor, Vec2::px(3, 0)).unwrap();
        w.step();
    }
    assert_eq!(
        pos(&w, hero.actor),
        (58.0, 24.0),
        "held by the gate at x = 64"
    );
    let rev = w.map(map).unwrap().collision_revision();
    w.map_mut(map).unwrap().set_tile(4, 1, None).unwrap();
    assert_eq!(w.map(map).unwrap().collision_revision(), rev + 1);
    for _ in 0..10 {
        w.translate(hero.actor, Vec2::px(3, 0)).unwrap();
        let r = w.step();
        assert_eq!(r.corrections, 0, "walls above and below are only touched");
    }
    assert_eq!(pos(&w, hero.actor), (88.0, 24.0));
}

#[test]
fn overflow_is_reported_not_lost_silently() {
    let mut cfg = WorldConfig::new(4);
    cfg.events = 1;
    cfg.tile_contacts = 2;
    let mut w = World::new(cfg).unwrap();
    add_map(&mut w, &["kk", "kk"], 16, 16);
    add_body(&mut w, Vec2::px(16, 16), Body::None, circle(4));
    let r = w.step();
    assert_eq!(r.lost.untracked, 2, "4 contacts, 2 tracked");
    assert_eq!(r.lost.events, 1, "2 enters, 1 buffered");
    assert_eq!(w.tile_events().len(), 1);
    assert!(r.lost.any());
    // Observations overflow too.
    let mut cfg = WorldConfig::new(4);
    cfg.tile_observations = 3;
    let mut w = World::new(cfg).unwrap();
    add_map(&mut w, &["kk", "kk"], 16, 16);
    add_body(&mut w, Vec2::px(16, 16), Body::None, circle(4));
    assert_eq!(w.step().lost.observations, 1);
}

#[test]
fn a_pixel_mask_collides_only_where_its_bits_are() {
    // A 12 x 12 px mask: an L of its left column and bottom row (asymmetric).
    let mut rows = [0u32; 12];
    for r in rows.iter_mut() {
        *r = 1;
    }
    rows[11] = 0xfff;
    let mask = PixelMask::new(12, 12, &rows).unwrap();
    // An 8x8 px tile at (48..56, 40..48). The mask's top-right is empty.
    let map_rows = [
        ".......", ".......", ".......", ".......", "......#", ".......",
    ];
    let run = |start: Vec2, step: Vec2, n: usize| {
        let mut w = world(TileSearch::Cells);
        add_map(&mut w, &map_rows, 8, 8);
        let b = add_body(
            &mut w,
            start,
            Body::Dynamic,
            ColliderDesc::new(Shape::Mask(mask)).solid(),
        );
        let mut hits = 0;
        for _ in 0..n {
            w.translate(b.actor, step).unwrap();
            w.step();
            hits += w
                .tile_events()
                .iter()
                .filter(|e| e.phase == Phase::Enter)
                .count();
        }
        (pos(&w, b.actor), hits)
    };
    // The tile is cell (6, 4): x 48..56, y 32..40. Centred at y = 42 the mask spans
    // y 36..48: its rows over the tile are empty except the left column, which stays left of
    // x = 48 up to a centre of 52 (column at 46..47).
    let ((x, y), hits) = run(Vec2::px(30, 42), Vec2::px(1, 0), 22);
    assert_eq!(
        (x, y, hits),
        (52.0, 42.0, 0),
        "passes the tile's corner untouched"
    );
    // Centred at y = 30 the bottom row (y 35..36) runs into the tile's left face at x = 48:
    // the row's right end (centre + 6) stops there.
    let ((x, y), hits) = run(Vec2::px(30, 30), Vec2::px(1, 0), 22);
    assert_eq!((x, y, hits), (42.0, 30.0, 1));
}

#[test]
fn diagnostics_count_the_documented_work() {
    let mut w = world(TileSearch::Cells);
    let map = add_map(&mut w, &["......", ".kk...", ".#....", "......"], 16, 16);
    w.map_mut(map)
        .unwrap()
        .set_cell_policy(1, 2, TilePolicy::new(Response::Solid, 1, 0).unwrap())
        .unwrap();
    let c1 = add_body(&mut w, Vec2::px(32, 32), Body::None, circle(6));
    add_body(&mut w, Vec2::px(40, 24), Body::None, circle(6));
    let r = w.step();
    assert_eq!((r.iterations, r.corrections, r.unresolved), (1, 0, 0));
    let t = w.tile_diagnostics();
    assert_eq!(t.maps, 1);
    assert_eq!(t.candidate_cells, 5, "2x2 cells + 1 cell");
    assert_eq!(t.policy_rejected, 1, "the mask-0 override");
    assert_eq!(t.narrow_tests, 3);
    assert_eq!(
        (
            t.response_tests,
            t.neighbor_probes,
            t.corrections,
            t.unresolved
        ),
        (0, 0, 0, 0)
    );
    assert_eq!(t.contacts, 3);
    assert_eq!(t.retained_cells, 2, "cell (2,1) is held by both colliders");
    let a = w.diagnostics();
    assert_eq!(
        a,
        ActorDiagnostics {
            colliders: 2,
            contacts: 1,
            x_candidates: 2,
            narrow_tests: 1
        }
    );
    assert_eq!(w.tile_contacts_for(c1.collider).count(), 2);

    // A solid hero pushed 1 px into a wall: two iterations, one correction.
    let mut w = world(TileSearch::Cells);
    add_map(&mut w, &CORRIDOR, 16, 16);
    add_body(&mut w, Vec2::px(75, 24), Body::Dynamic, circle(6).solid());
    let r = w.step();
    assert_eq!((r.iterations, r.corrections, r.unresolved), (2, 1, 0));
    let t = w.tile_diagnostics();
    assert_eq!(t.candidate_cells, 6, "2 cells in each of 3 captures");
    assert_eq!(
        (
            t.narrow_tests,
            t.response_tests,
            t.neighbor_probes,
            t.corrections
        ),
        (2, 1, 4, 1)
    );
    let rd = w.response_diagnostics();
    assert_eq!(
        (rd.passes, rd.iterations, rd.corrections, rd.unresolved),
        (1, 2, 1, 0)
    );
    w.step();
    assert_eq!(w.response_diagnostics().passes, 2);
}

#[test]
fn the_index_builds_lazily_and_invalidates_per_chunk_and_per_id() {
    let mut w = world(TileSearch::Rectangles);
    let rules = rules();
    let d = MapDesc::new(40, 40, px(16), px(16)).rules(&rules);
    let map = w.add_map(&d).unwrap();
    w.map_mut(map)
        .unwrap()
        .fill(0, 0, 16, 16, Some(WALL))
        .unwrap();
    let probe = add_body(&mut w, Vec2::px(100, 100), Body::None, circle(6));
    w.step();
    let i = w.index_diagnostics();
    assert_eq!(i.mode, TileSearch::Rectangles);
    assert_eq!(
        (
            i.builds,
            i.built_cells,
            i.cached_chunks,
            i.cached_regions,
            i.cached_cells
        ),
        (1, 256, 1, 1, 256)
    );
    assert_eq!((i.region_tests, i.region_narrow_tests), (1, 1));
    assert_eq!(w.tile_contacts_for(probe.collider).count(), 4);

    // An edit in an uncached chunk changes nothing cached.
    w.map_mut(map)
        .unwrap()
        .set_tile(20, 20, Some(WALL))
        .unwrap();
    assert_eq!(w.index_diagnostics().cached_chunks, 1);
    // An image-only edit (GATE has WALL's policy) drops the chunk but not the revision.
    let rev = w.map(map).unwrap().collision_revision();
    w.map_mut(map).unwrap().set_tile(3, 3, Some(GATE)).unwrap();
    assert_eq!(w.map(map).unwrap().collision_revision(), rev);
    assert_eq!(w.index_diagnostics().cached_chunks, 0);
    w.step();
    let i = w.index_diagnostics();
    assert_eq!(
        (i.builds, i.cached_chunks, i.cached_regions),
        (2, 1, 1),
        "ids do not prevent merging"
    );
    // A default change for an id not in the chunk keeps it; for GATE it drops it.
    w.map_mut(map)
        .unwrap()
        .set_tile_rule(ROCK, Some(TilePolicy::TRIGGER))
        .unwrap();
    assert_eq!(w.index_diagnostics().cached_chunks, 1);
    w.map_mut(map)
        .unwrap()
        .set_tile_rule(GATE, Some(TilePolicy::TRIGGER))
        .unwrap();
    assert_eq!(w.index_diagnostics().cached_chunks, 0);
    w.step();
    let i = w.index_diagnostics();
    // Rows 0-2 | row 3: 0-2, 3, 4-15 | rows 4-15.
    assert_eq!((i.builds, i.cached_regions, i.cached_cells), (3, 5, 256));
    // Disabling the map clears the cache; a disabled map is not queried.
    w.map_mut(map).unwrap().set_enabled(false);
    assert_eq!(w.index_diagnostics().cached_chunks, 0);
    w.step();
    assert_eq!(w.index_diagnostics().builds, 3);
    assert_eq!(w.tile_diagnostics().maps, 1);
    assert_eq!(w.tile_contacts_for(probe.collider).count(), 0);
    // Removed maps no longer count.
    w.remove_map(map).unwrap();
    assert_eq!(w.index_diagnostics().builds, 0);
}

#[test]
fn invalid_input_gives_typed_errors() {
    let mut w = world(TileSearch::Cells);
    let bad = [TileRule::new(1, Response::Solid).layer(0)];
    assert!(matches!(
        w.add_map(&MapDesc::new(2, 2, px(8), px(8)).rules(&bad)),
        Err(Error::InvalidValue(_))
    ));
    let dup = [
        TileRule::new(1, Response::Solid),
        TileRule::new(1, Response::Solid),
    ];
    assert!(matches!(
        w.add_map(&MapDesc::new(2, 2, px(8), px(8)).rules(&dup)),
        Err(Error::InvalidValue(_))
    ));
    let m = add_map(&mut w, &["..", ".."], 8, 8);
    assert_eq!(
        w.map_mut(m).unwrap().set_tile(2, 0, Some(WALL)),
        Err(Error::OutOfBounds)
    );
    assert_eq!(w.map(m).unwrap().policy(-1, 0), Err(Error::OutOfBounds));
    assert!(matches!(
        TilePolicy::new(Response::Solid, 0, 1),
        Err(Error::InvalidValue(_))
    ));
    let a = w.add_actor(Vec2::ZERO, Body::Dynamic).unwrap();
    assert!(matches!(
        w.add_collider(a, circle(4).filter(0, 1)),
        Err(Error::InvalidValue(_))
    ));
    assert!(matches!(
        w.add_collider(a, circle(0)),
        Err(Error::InvalidValue(_))
    ));
    assert!(matches!(
        w.add_collider(a, ColliderDesc::new(Shape::aabb(px(-1), px(2)))),
        Err(Error::InvalidValue(_))
    ));
    assert!(matches!(
        w.set_position(a, Vec2::px(1 << 22, 0)),
        Err(Error::InvalidValue(_))
    ));
    w.remove_actor(a).unwrap();
    assert_eq!(w.add_collider(a, circle(4)), Err(Error::Stale));
    assert_eq!(w.remove_actor(a), Err(Error::Stale));
    // Capacity: the 33rd actor of a 32-actor world.
    for _ in 0..32 {
        w.add_actor(Vec2::ZERO, Body::None).unwrap();
    }
    assert!(matches!(
        w.add_actor(Vec2::ZERO, Body::None),
        Err(Error::Capacity(_))
    ));
}
