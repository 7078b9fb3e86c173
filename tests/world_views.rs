//! Actor contacts as each side sees them (`docs/ENGINE.md`, collision world): pairs in the
//! order the sweep discovered them, and a per-collider view with `other` and a normal
//! pointing away from the viewer.

mod world_support;

use bounceback::collide::world::*;
use world_support::*;

#[test]
fn pairs_are_delivered_in_sweep_discovery_order_not_creation_order() {
    let mut w = world(TileSearch::Cells);
    // Created first but far right: the sweep (by left edge) meets the pair on the left first.
    let r0 = add_body(&mut w, Vec2::px(200, 0), Body::None, circle(4));
    let l0 = add_body(&mut w, Vec2::px(0, 0), Body::None, circle(4));
    let l1 = add_body(&mut w, Vec2::px(5, 0), Body::None, circle(4));
    let r1 = add_body(&mut w, Vec2::px(203, 0), Body::None, circle(4));
    // And a middle pair whose older member lies right of the younger.
    let m1 = add_body(&mut w, Vec2::px(104, 0), Body::None, circle(4));
    let m0 = add_body(&mut w, Vec2::px(100, 0), Body::None, circle(4));
    w.step();
    let pairs: Vec<_> = w
        .actor_events()
        .iter()
        .map(|e| (e.phase, e.contact.a, e.contact.b))
        .collect();
    assert_eq!(
        pairs,
        vec![
            (Phase::Enter, l0.collider, l1.collider),
            (Phase::Enter, m1.collider, m0.collider),
            (Phase::Enter, r0.collider, r1.collider),
        ]
    );
    // Stays keep the sweep's order too; when the left pair moves to the far right, its
    // place in the order follows.
    w.translate(l0.actor, Vec2::px(400, 0)).unwrap();
    w.translate(l1.actor, Vec2::px(400, 0)).unwrap();
    w.step();
    let pairs: Vec<_> = w
        .actor_events()
        .iter()
        .map(|e| (e.phase, e.contact.a))
        .collect();
    assert_eq!(
        pairs,
        vec![
            (Phase::Stay, m1.collider),
            (Phase::Stay, r0.collider),
            (Phase::Stay, l0.collider),
        ]
    );
}

#[test]
fn exits_follow_the_observed_pairs_in_their_last_order() {
    let mut w = world(TileSearch::Cells);
    let a = add_body(&mut w, Vec2::px(100, 0), Body::None, circle(4));
    let b = add_body(&mut w, Vec2::px(104, 0), Body::None, circle(4));
    let c = add_body(&mut w, Vec2::px(0, 0), Body::None, circle(4));
    let d = add_body(&mut w, Vec2::px(4, 0), Body::None, circle(4));
    let e = add_body(&mut w, Vec2::px(50, 0), Body::None, circle(4));
    let f = add_body(&mut w, Vec2::px(54, 0), Body::None, circle(4));
    w.step();
    // Both outer pairs part; e/f stays.
    w.translate(b.actor, Vec2::px(40, 0)).unwrap();
    w.translate(d.actor, Vec2::px(-40, 0)).unwrap();
    w.step();
    let got: Vec<_> = w
        .actor_events()
        .iter()
        .map(|ev| (ev.phase, ev.contact.a))
        .collect();
    assert_eq!(
        got,
        vec![
            (Phase::Stay, e.collider),
            (Phase::Exit, c.collider),
            (Phase::Exit, a.collider),
        ]
    );
    let _ = f;
}

#[test]
fn each_side_sees_itself_as_self_with_the_normal_pointing_away() {
    let mut w = world(TileSearch::Cells);
    // The younger collider on the left: the pair's `a` (the older) is the right one.
    let right = add_body(&mut w, Vec2::px(12, 3), Body::Static, circle(5).solid());
    let left = add_body(&mut w, Vec2::px(4, 3), Body::Dynamic, circle(5).solid());
    w.step();
    let one = |n: f64| Unit::from_num(n);
    let from_left: Vec<_> = w.contacts_for(left.collider).collect();
    assert_eq!(from_left.len(), 1);
    let v = from_left[0];
    assert_eq!(
        (v.collider, v.actor, v.other, v.other_actor),
        (left.collider, left.actor, right.collider, right.actor)
    );
    assert_eq!(
        (v.normal.x, v.normal.y),
        (one(1.0), one(0.0)),
        "toward the right"
    );
    assert_eq!(
        (v.depth, v.response, v.resolved),
        (px(2), Response::Solid, true)
    );
    let from_right: Vec<_> = w.contacts_for(right.collider).collect();
    let u = from_right[0];
    assert_eq!(
        (u.collider, u.actor, u.other, u.other_actor),
        (right.collider, right.actor, left.collider, left.actor)
    );
    assert_eq!(
        (u.normal.x, u.normal.y),
        (one(-1.0), one(0.0)),
        "toward the left"
    );
    assert_eq!(
        (u.depth, u.response, u.resolved),
        (v.depth, v.response, v.resolved)
    );

    // The events, per receiver, carry the same views; a third collider receives none.
    let other = add_body(&mut w, Vec2::px(300, 0), Body::None, circle(2));
    w.translate(left.actor, Vec2::px(1, 1)).unwrap();
    w.step();
    let got: Vec<_> = w.actor_events_for(left.collider).collect();
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].phase, Phase::Stay);
    assert_eq!(got[0].contact.other, right.collider);
    assert_eq!(
        got[0].contact,
        w.contacts_for(left.collider).next().unwrap()
    );
    assert_eq!(w.actor_events_for(other.collider).count(), 0);
    // Both views of the pair event, in `a`, `b` order, and `view` of a stranger is None.
    let e = w.actor_events()[0];
    let [va, vb] = e.contact.views();
    assert_eq!((va.collider, vb.collider), (right.collider, left.collider));
    assert_eq!(vb.normal.x, -va.normal.x);
    assert_eq!(vb.normal.y, -va.normal.y);
    assert!(e.view(other.collider).is_none());
    // The normal of a diagonal contact flips in both components.
    assert_ne!(va.normal.y, Unit::ZERO);

    // After the pair parts, the Exit reaches each side with its own view of the last
    // observation.
    w.translate(left.actor, Vec2::px(-40, 0)).unwrap();
    w.step();
    let l: Vec<_> = w.actor_events_for(left.collider).collect();
    let r: Vec<_> = w.actor_events_for(right.collider).collect();
    assert_eq!((l[0].phase, r[0].phase), (Phase::Exit, Phase::Exit));
    assert_eq!(l[0].contact.other, right.collider);
    assert_eq!(r[0].contact.other, left.collider);
    assert!(l[0].contact.normal.x > Unit::ZERO && r[0].contact.normal.x < Unit::ZERO);
}
