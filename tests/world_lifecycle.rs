//! Removal and disabling are immediate lifetime gates (`docs/ENGINE.md`, collision world):
//! every observation query hides what was removed or disabled at once, whichever side of the
//! contact it was on, while the tracked record waits for the next pass to deliver its Exit.

mod world_support;

use bounceback::collide::world::*;
use world_support::*;

/// Two overlapping trigger circles over a 2x2 key map, stepped once: A touches all four
/// cells and B.
fn scene() -> (World, MapHandle, Body1, Body1) {
    let mut w = world(TileSearch::Cells);
    let map = add_map(&mut w, &["kk", "kk"], 16, 16);
    let a = add_body(&mut w, Vec2::px(16, 16), Body::None, circle(4));
    let b = add_body(&mut w, Vec2::px(18, 16), Body::Dynamic, circle(4));
    w.step();
    assert_eq!(w.tile_contacts_for(a.collider).count(), 4);
    assert_eq!(w.contacts_for(a.collider).count(), 1);
    assert_eq!(w.contacts_for(b.collider).count(), 1);
    (w, map, a, b)
}

fn exits(w: &World) -> (usize, usize) {
    let t = w.tile_events().iter().filter(|e| e.phase == Phase::Exit);
    let a = w.actor_events().iter().filter(|e| e.phase == Phase::Exit);
    (a.count(), t.count())
}

#[test]
fn a_removed_map_leaves_the_tile_query_at_once_and_exits_next_pass() {
    for search in [TileSearch::Cells, TileSearch::Rectangles] {
        let mut w = world(search);
        let keep = add_map(&mut w, &["...", "..."], 16, 16);
        let map = add_map(&mut w, &["kk", "kk"], 16, 16);
        let a = add_body(&mut w, Vec2::px(16, 16), Body::None, circle(4));
        w.step();
        assert_eq!(w.tile_contacts_for(a.collider).count(), 4);
        w.remove_map(map).unwrap();
        assert_eq!(
            w.tile_contacts_for(a.collider).count(),
            0,
            "{search:?}: contacts with a removed map are gone before the next step"
        );
        w.step();
        assert_eq!(exits(&w), (0, 4));
        assert!(w.tile_events().iter().all(|e| e.contact.map == map));
        w.step();
        assert!(w.tile_events().is_empty());
        // A map added into the removed one's slot is a different placement.
        let again = add_map(&mut w, &["kk", "kk"], 16, 16);
        assert_eq!(again.index(), map.index());
        w.step();
        let enters = w.tile_events().iter().filter(|e| e.phase == Phase::Enter);
        assert_eq!(enters.count(), 4);
        assert!(w.tile_contacts_for(a.collider).all(|c| c.map == again));
        let _ = keep;
    }
}

#[test]
fn a_disabled_map_leaves_the_tile_query_at_once_and_comes_back_when_enabled() {
    let (mut w, map, a, b) = scene();
    w.map_mut(map).unwrap().set_enabled(false);
    assert_eq!(w.tile_contacts_for(a.collider).count(), 0, "immediate");
    assert_eq!(w.tile_contacts_for(b.collider).count(), 0, "immediate");
    // Actor contacts do not depend on the map.
    assert_eq!(w.contacts_for(a.collider).count(), 1);
    w.step();
    assert_eq!(exits(&w), (0, 4 + w_b_cells(&w, &b)));
    // Enabled again (before a step): nothing is tracked, so nothing shows until the pass.
    w.map_mut(map).unwrap().set_enabled(true);
    assert_eq!(w.tile_contacts_for(a.collider).count(), 0);
    w.step();
    assert_eq!(w.tile_contacts_for(a.collider).count(), 4);
    // Disabled and enabled again between two steps: the tracked contacts show again.
    w.map_mut(map).unwrap().set_enabled(false);
    w.map_mut(map).unwrap().set_enabled(true);
    assert_eq!(w.tile_contacts_for(a.collider).count(), 4);
}

/// B's exits in the last pass (B's own cells, whatever its corrections made of them).
fn w_b_cells(w: &World, b: &Body1) -> usize {
    w.tile_events()
        .iter()
        .filter(|e| e.phase == Phase::Exit && e.contact.collider == b.collider)
        .count()
}

#[test]
fn a_removed_partner_collider_leaves_contacts_for_at_once() {
    let (mut w, _, a, b) = scene();
    w.remove_collider(b.collider).unwrap();
    assert_eq!(
        w.contacts_for(a.collider).count(),
        0,
        "the partner is gone before the next step"
    );
    assert_eq!(
        w.tile_contacts_for(a.collider).count(),
        4,
        "A's own cells stay"
    );
    w.step();
    let e = w.actor_events();
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].phase, Phase::Exit);
    assert_eq!(e[0].contact.b, b.collider);
}

#[test]
fn a_disabled_partner_collider_leaves_contacts_for_at_once() {
    let (mut w, _, a, b) = scene();
    w.set_collider_enabled(b.collider, false).unwrap();
    assert_eq!(w.contacts_for(a.collider).count(), 0);
    assert_eq!(w.contacts_for(b.collider).count(), 0);
    // Enabled again before a step: the tracked pair is visible again from both sides.
    w.set_collider_enabled(b.collider, true).unwrap();
    assert_eq!(w.contacts_for(a.collider).count(), 1);
    w.set_collider_enabled(b.collider, false).unwrap();
    w.step();
    assert_eq!(exits(&w).0, 1);
    assert_eq!(w.contacts_for(a.collider).count(), 0);
}

#[test]
fn a_disabled_or_removed_partner_actor_leaves_contacts_for_at_once() {
    let (mut w, _, a, b) = scene();
    w.set_actor_enabled(b.actor, false).unwrap();
    assert_eq!(w.contacts_for(a.collider).count(), 0, "disabled actor");
    assert_eq!(w.tile_contacts_for(b.collider).count(), 0);
    w.step();
    assert_eq!(exits(&w).0, 1);

    let (mut w, _, a, b) = scene();
    w.remove_actor(b.actor).unwrap();
    assert_eq!(w.contacts_for(a.collider).count(), 0, "removed actor");
    w.step();
    assert_eq!(exits(&w).0, 1);

    // The other way round: the older collider's actor goes.
    let (mut w, _, a, b) = scene();
    w.remove_actor(a.actor).unwrap();
    assert_eq!(
        w.contacts_for(b.collider).count(),
        0,
        "removed older partner"
    );
    assert_eq!(w.contacts_for(a.collider).count(), 0);
    w.step();
    assert_eq!(exits(&w), (1, 4));
}

#[test]
fn a_disabled_or_removed_collider_hides_its_own_contacts_at_once() {
    let (mut w, _, a, b) = scene();
    w.set_collider_enabled(a.collider, false).unwrap();
    assert_eq!(w.tile_contacts_for(a.collider).count(), 0);
    assert_eq!(w.contacts_for(a.collider).count(), 0);
    assert_eq!(w.contacts_for(b.collider).count(), 0);
    w.step();
    assert_eq!(exits(&w), (1, 4));

    let (mut w, _, a, _) = scene();
    w.remove_collider(a.collider).unwrap();
    assert_eq!(w.tile_contacts_for(a.collider).count(), 0);
    assert_eq!(w.contacts_for(a.collider).count(), 0);
    w.step();
    assert_eq!(exits(&w), (1, 4));
}

/// The capacity table of `WorldConfig`: with `new(n)` a large Trigger over small tiles fills
/// `tile_contacts` first, and the report says so in one line.
#[test]
fn a_large_trigger_over_small_tiles_overflows_tile_contacts_first_and_says_so() {
    let mut w = World::new(WorldConfig::new(8)).unwrap();
    let rows = vec!["kkkkkkkkkkkkkkkk"; 16];
    add_map(&mut w, &rows, 16, 16);
    add_body(&mut w, Vec2::px(128, 128), Body::None, circle(64));
    let r = w.step();
    let cap = w.config().tile_contacts;
    assert_eq!(cap, 64);
    assert_eq!(r.tile_events, cap, "every tracked cell entered");
    assert_eq!(r.lost.observations, 0);
    // The cells the circle touches, closed bounds (a reference count, not the engine's).
    let touched = (0..16)
        .flat_map(|y| (0..16).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let q = |c: i32, lo: i32| c.clamp(lo, lo + 16) - c;
            let (dx, dy) = (q(128, x * 16), q(128, y * 16));
            dx * dx + dy * dy <= 64 * 64
        })
        .count() as u32;
    assert_eq!(touched, 68);
    assert_eq!(r.lost.untracked, touched - cap, "{:?}", r.lost);
    assert_eq!(r.lost.events, 0);
    assert!(r.lost.any());
    assert_eq!(r.lost.total(), r.lost.untracked);
    assert_eq!(
        r.lost.to_string(),
        format!(
            "contacts lost: {} untracked (raise tile_contacts/actor_contacts)",
            r.lost.untracked
        )
    );
    // Sized from the footprint as documented, nothing is lost.
    let mut cfg = WorldConfig::new(8);
    let cells = (2 * 64 / 16 + 2) * (2 * 64 / 16 + 2);
    cfg.tile_contacts = cells;
    cfg.events = 2 * cells;
    let mut w = World::new(cfg).unwrap();
    add_map(&mut w, &rows, 16, 16);
    let b = add_body(&mut w, Vec2::px(128, 128), Body::None, circle(64));
    assert!(!w.step().lost.any());
    w.translate(b.actor, Vec2::px(8, 8)).unwrap();
    let r = w.step();
    assert!(!r.lost.any(), "{}", r.lost);
    assert_eq!(Losses::default().to_string(), "contacts lost: none");
}
