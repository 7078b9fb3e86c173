//! `step()` allocates nothing: a counting allocator watches 10,000 steps of play.

mod support;

use bounceback::embedded::RESOURCES;
use bounceback::sim::flow::Game;
use bounceback::sim::Key;
use support::alloc::{allocations, Counting};

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn ten_thousand_steps_allocate_nothing() {
    let res = &RESOURCES;
    let mut game = Game::new(res, 0).unwrap();
    let keys = [Key::Right, Key::Jump, Key::Left, Key::Down];
    let before = allocations();
    for t in 0..10_000u32 {
        let k = keys[(t / 37) as usize % 4];
        game.sim.key(k, t % 5 != 0);
        game.step(res);
        std::hint::black_box(game.sim.state_hash());
    }
    let after = allocations();
    assert_eq!(after - before, 0, "allocations during 10,000 steps");
    assert_eq!(game.sim.ticks(), 10_000);
}

/// A time attack run with its ghost allocates nothing a frame either: not the recording
/// (its room is taken at the start; past it the run is marked too long to keep), not the
/// ghost. Level 1 cannot be lost, so all 10,000 steps are played.
#[test]
fn a_time_attack_run_with_its_ghost_allocates_nothing() {
    use bounceback::sim::attack::{Attack, Phase, Run};
    use bounceback::sim::replay;
    let res = &RESOURCES;
    let text = std::fs::read_to_string("tests/replays/level_00.txt").unwrap();
    let events = replay::parse_text(&text).unwrap();
    let best = Run {
        ticks: events.last().unwrap().tick + 1,
        events,
    };
    let mut a = Attack::start(res, 0, Some(&best)).unwrap();
    let keys = [Key::Right, Key::Jump, Key::Left, Key::Down];
    let before = allocations();
    for t in 0..10_000u32 {
        a.key(keys[(t / 37) as usize % 4], t % 5 != 0);
        a.step(res);
        std::hint::black_box(a.ghost.as_ref().map(|g| g.position()));
    }
    let after = allocations();
    assert_eq!(after - before, 0, "allocations during 10,000 steps");
    assert_eq!((a.ticks(), a.phase()), (10_000, Phase::Running));
}
