//! Recording the game's queries: the simulation's own collision queries are kept in order
//! while asked for, replay on the map as loaded with both implementations agreeing, and no
//! other map (a clone) or time (before the start, after the take) records anything.

use bounceback::collide::contract::{Hits, Impl};
use bounceback::embedded::RESOURCES;
use bounceback::sim::{Key, Sim};

#[test]
fn the_game_s_queries_are_recorded_and_replay_alike() {
    let res = &RESOURCES;
    let mut sim = Sim::load_demo(res).unwrap();
    let map = sim.map().clone();
    // Not recording yet: these steps keep nothing.
    sim.step(res);
    sim.map().record_queries();
    let twin = sim.map().clone();
    let mut steps = 0;
    while steps < 120 && !sim.step(res).ends_run() {
        steps += 1;
    }
    let log = sim.map().take_recorded();
    assert!(
        log.len() >= steps,
        "{} queries in {steps} steps (the ball is tested every step)",
        log.len()
    );
    let first = log[0];
    let mask = twin.mask(first.mask.unwrap()).unwrap();
    twin.collide(&first.query(mask), &mut Hits::new());
    assert!(
        twin.take_recorded().is_empty(),
        "a clone starts not recording"
    );
    sim.key(Key::Right, true);
    sim.step(res);
    assert!(
        sim.map().take_recorded().is_empty(),
        "taking stops the recording"
    );

    let (mut a, mut b) = (Hits::new(), Hits::new());
    let (mut collecting, mut trues) = (0, 0);
    for r in &log {
        let id = r
            .mask
            .expect("the game queries with its registered ball masks");
        let mask = map.mask(id).unwrap();
        assert_eq!(
            (r.w, r.h),
            (mask.width() as i32, mask.height() as i32),
            "at the mask's own size"
        );
        let q = r.query(mask);
        let want = Impl::Reference.collide(&map, &q, &mut a);
        assert_eq!(Impl::Fast.collide(&map, &q, &mut b), want, "{r:?}");
        assert_eq!(a, b, "{r:?}");
        collecting += usize::from(r.collect);
        trues += usize::from(want);
    }
    assert!(
        collecting > 0 && collecting < log.len(),
        "both kinds are made"
    );
    assert!(trues > 0 && trues < log.len(), "both answers occur");
}
