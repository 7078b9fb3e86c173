//! The soak test: random input for 200,000 steps across every level of the embedded pack,
//! with overflow checks on (the test profile's default). Nothing may panic, and the ball
//! may never rest inside a solid pixel of the map.

mod support;

use bounceback::embedded::RESOURCES;
use bounceback::sim::flow::{Game, Phase};
use bounceback::sim::{Events, Key};
use support::rng::Rng;

const STEPS: u32 = 200_000;

/// Whether the ball's box touches a hoop cell. A small hoop lets an aligned ball through
/// without a mask test (spec §5.2), so the ball overlaps the posts while it passes, and it
/// may stop inside the hoop; that is the original's rule, not a ball stuck in a wall.
fn touches_hoop(game: &Game) -> bool {
    let b = game.sim.ball();
    let (r0, r1) = ((b.y - 12).div_euclid(16), (b.y + 12).div_euclid(16));
    let (c0, c1) = ((b.x - 12).div_euclid(16), (b.x + 12).div_euclid(16));
    (r0..=r1).any(|r| {
        (c0..=c1).any(|c| {
            let id = game.sim.map().get(r, c).unwrap_or(0) & 0x7F;
            (93..=104).contains(&id)
        })
    })
}

/// Whether the ball is inflating. Sprites 9 and 10 already collide with the big mask, but
/// setSprite looks for room only |size change| + 1 = 3 px away, so a ball inflating
/// against the tile it touched stays 4 px into it for those two frames until the big
/// sprite's own search (5 px) frees it (spec §4.2, §4.6, §4.7).
fn inflating(game: &Game) -> bool {
    game.sim.ball().size_change == bounceback::sim::Ball::INFLATING
}

#[test]
fn random_play_never_panics_and_never_rests_inside_walls() {
    let res = &RESOURCES;
    let playable = res.levels.len() - 1;
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut level = 0;
    let mut game = Game::new(res, level).unwrap();
    let mut inside_run = 0u32;
    let mut worst_run = 0u32;
    let mut completed = 0;
    let mut deaths = 0;
    let mut simulated = 0u32;
    let (mut min_x, mut max_x) = (i32::MAX, i32::MIN);
    for step in 0..STEPS {
        // Change a key about every fourth step; hold right more often than left so the
        // ball explores the levels.
        if rng.xorshift64star().is_multiple_of(4) {
            let r = rng.xorshift64star();
            let key = match r % 7 {
                0..=2 => Key::Right,
                3 => Key::Left,
                4 | 5 => Key::Jump,
                _ => Key::Down,
            };
            game.sim.key(key, !(r >> 8).is_multiple_of(3));
        }
        let ev = game.step(res);
        min_x = min_x.min(game.sim.ball().x);
        max_x = max_x.max(game.sim.ball().x);
        if ev.contains(Events::DEATH) {
            deaths += 1;
        }
        if !game.sim.ball().dying
            && !touches_hoop(&game)
            && !inflating(&game)
            && game.sim.ball_in_tiles()
        {
            inside_run += 1;
            worst_run = worst_run.max(inside_run);
        } else {
            inside_run = 0;
        }
        if game.phase != Phase::Playing || step % 20_000 == 19_999 {
            if matches!(game.phase, Phase::LevelComplete { .. }) {
                completed += 1;
            }
            simulated += game.sim.ticks();
            level = (level + 1) % playable;
            game = Game::new(res, level).unwrap();
        }
    }
    let explored = max_x - min_x;
    simulated += game.sim.ticks();
    assert_eq!(simulated, STEPS, "every step simulated");
    println!("soak: {STEPS} steps, {completed} levels completed, {deaths} deaths, longest overlap {worst_run} steps");
    // A step may end with the ball a pixel into a slope (the original's unchecked climb),
    // but never stays there: the next step moves it out.
    assert!(
        worst_run <= 1,
        "the ball rested inside solid pixels for {worst_run} steps"
    );
    assert!(
        explored > 4 * 16,
        "random play should move the ball around: {explored} px"
    );
}
