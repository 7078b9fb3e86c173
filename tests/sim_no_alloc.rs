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
