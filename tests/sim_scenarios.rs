//! Scenario tests of the simulation: one tiny hand-made level per rule family, a replay,
//! and assertions on what the spec says must happen.

mod support;

use bounceback::sim::{replay, tiles, Events, Sim, Stats};
use support::{first, parse, run, TestRes};

/// A closed room with a floor of `floor` characters under the spawn.
fn room(spawn: (usize, usize), rows: &[&str]) -> String {
    let mut s = format!("theme 1\nspawn {} {}\nexit 1 1\n", spawn.0, spawn.1);
    s += &format!("map {} {}\n", rows.len(), rows[0].len());
    for r in rows {
        s += r;
        s.push('\n');
    }
    s
}

/// The vy values the ball left the ground with (a bounce or a jump), in order.
fn takeoffs(t: &[support::Tick]) -> Vec<i32> {
    let mut out = Vec::new();
    for w in t.windows(2) {
        if w[0].ball.vy > 0 && w[1].ball.vy < 0 {
            out.push(w[1].ball.vy);
        }
    }
    out
}

const TALL: &[&str] = &[
    "##########",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#FFFFFFFF#",
];

fn tall(floor: char) -> String {
    let rows: Vec<String> = TALL
        .iter()
        .map(|r| r.replace('F', &floor.to_string()))
        .collect();
    let refs: Vec<&str> = rows.iter().map(|s| s.as_str()).collect();
    room((12, 4), &refs)
}

#[test]
fn a_wall_landing_halves_the_bounce_until_the_ball_settles() {
    let r = TestRes::new(&[&tall('#')]);
    let table = r.table();
    let res = parse(&table);
    let (_, t) = run(&res, 0, "", 200);
    // land(): G = max(-80, -83) the first time, then halved on every landing. The third
    // landing returns -20, but sy stays fixed for the tick: the next step meets the floor
    // again and land(-20) settles (-20 > -30), so only two bounces are seen.
    assert_eq!(takeoffs(&t), vec![-80, -40]);
    let last = t.last().unwrap();
    assert!(last.ball.on_ground);
    assert_eq!((last.ball.vy, last.ball.bounce), (30, 0));
    // Resting on the floor of row 21: the centre is 8 pixels above it.
    assert_eq!(last.ball.y, 16 * 21 - 8);
}

#[test]
fn rubber_bounces_decay_by_three_quarters() {
    let r = TestRes::new(&[&tall('R')]);
    let table = r.table();
    let res = parse(&table);
    let (_, t) = run(&res, 0, "", 400);
    let b = takeoffs(&t);
    // G = -80, then (3G) >> 2 each landing: -60, -45, -34 ...
    assert_eq!(&b[..4], &[-80, -60, -45, -34]);
    assert!(b.windows(2).all(|w| w[1] > w[0]), "{b:?}");
    assert!(t.last().unwrap().ball.on_ground);
    // The first landing squashes (sprite 1, then 2, 1, 0).
    let squash: Vec<usize> = t
        .iter()
        .map(|x| x.ball.sprite)
        .skip_while(|s| *s == 0)
        .take(3)
        .collect();
    assert_eq!(squash, vec![1, 2, 1]);
}

#[test]
fn holding_jump_on_rubber_builds_the_combo_to_its_cap() {
    let r = TestRes::new(&[&tall('R')]);
    let table = r.table();
    let res = parse(&table);
    let (_, t) = run(&res, 0, "1 jump press\n", 400);
    // jumpVel (-125) + c, where c is the stored combo of the previous tick (-30 when 0);
    // the combo becomes max(c - 30, -83).
    assert_eq!(&takeoffs(&t)[..4], &[-155, -185, -208, -208]);
}

#[test]
fn a_jump_from_the_ground_uses_the_jump_velocity() {
    let r = TestRes::new(&[&tall('#')]);
    let table = r.table();
    let res = parse(&table);
    let (_, t) = run(&res, 0, "100 jump press\n101 jump release\n", 130);
    let jump = t.iter().find(|x| x.tick == 100).unwrap();
    assert_eq!(
        jump.ball.vy,
        -125 + 9,
        "jumpVel, then gravity in the same tick"
    );
    assert!(!jump.ball.on_ground);
}

/// A ramp: the slope tile at column 5 with a wall on its high side and an open floor one
/// row lower on its low side; the ball drops onto the slope.
fn slope_room(slope: char, rises_right: bool) -> String {
    let ramp = if rises_right {
        format!("#....{slope}#####")
    } else {
        format!("#####{slope}....#")
    };
    room(
        (2, 5),
        &[
            "###########",
            "#.........#",
            "#.........#",
            "#.........#",
            "#.........#",
            "#.........#",
            &ramp,
            "###########",
        ],
    )
}

fn slope_run(slope: char, rises_right: bool) -> Vec<support::Tick> {
    let r = TestRes::new(&[&slope_room(slope, rises_right)]);
    let table = r.table();
    let res = parse(&table);
    run(&res, 0, "", 60).1
}

#[test]
fn a_drop_onto_each_floor_slope_sends_the_ball_downhill() {
    // 3 and 113 rise to the right: the ball goes left. 4 and 114 rise to the left: right.
    for (ch, dir, squash) in [('/', -1, 5), ('L', 1, 7)] {
        let t = slope_run(ch, dir < 0);
        let hit = t
            .iter()
            .find(|x| x.ball.sprite != 0)
            .expect("a slope squash");
        assert_eq!(hit.ball.sprite, squash, "slope {ch}");
        let first_move = t
            .iter()
            .find(|x| x.ball.vx != 0)
            .expect("the slope pushes sideways");
        assert_eq!(first_move.ball.vx.signum(), dir, "slope {ch}");
        let end = t.last().unwrap();
        assert_eq!((end.ball.x - (16 * 5 + 8)).signum(), dir, "slope {ch}");
    }
}

#[test]
fn wall_slopes_behave_like_rubber_slopes_when_falling_on_them() {
    // 113 and 114 are walls on their flat side but slopes under a falling ball.
    for (id, dir) in [("113", -1), ("114", 1)] {
        let text = slope_room('X', dir < 0).replacen("map", &format!("legend X {id}\nmap"), 1);
        let r = TestRes::new(&[&text]);
        let table = r.table();
        let res = parse(&table);
        let (_, t) = run(&res, 0, "", 60);
        assert_eq!((t.last().unwrap().ball.x - 88).signum(), dir, "tile {id}");
    }
}

#[test]
fn ceiling_slopes_turn_a_rising_ball_sideways() {
    // Tiles 5 (solid where x + y <= 15) and 6 (x >= y) over the ball; it jumps into them.
    for (ch, dir) in [('\\', 1), ('J', -1)] {
        let text = room(
            (5, 5),
            &[
                "###########",
                "#.........#",
                &format!("#....{ch}....#"),
                "#.........#",
                "#.........#",
                "#.........#",
                "###########",
            ],
        );
        let r = TestRes::new(&[&text]);
        let table = r.table();
        let res = parse(&table);
        let (_, t) = run(&res, 0, "30 jump press\n31 jump release\n", 60);
        let turned = t
            .iter()
            .skip(30)
            .find(|x| x.ball.vx != 0)
            .expect("the ceiling slope turns the ball");
        assert_eq!(turned.ball.vx.signum(), dir, "tile {ch}");
    }
}

fn corridor(cells: &str, spawn_col: usize) -> String {
    let w = cells.len() + 2;
    let wall = "#".repeat(w);
    let air = format!("#{}#", ".".repeat(w - 2));
    room(
        (3, spawn_col),
        &[&wall, &air, &air, &format!("#{cells}#"), &wall],
    )
}

#[test]
fn a_small_vertical_hoop_lets_the_aligned_small_ball_through_and_scores() {
    let r = TestRes::new(&[&corridor("......H......", 2)]);
    let table = r.table();
    let res = parse(&table);
    let (game, t) = run(&res, 0, "1 right press\n", 60);
    let hoop = first(&t, Events::HOOP).expect("the hoop scores");
    assert_eq!(hoop.ball.x, 16 * 7 + 8, "scored on the tile's centre line");
    assert_eq!((hoop.hoops_left, hoop.stats.score), (0, 500));
    assert_eq!(game.sim.map().get(3, 7), Some(tiles::SMALL_V_HOOP_PASSED));
    assert!(
        t.last().unwrap().ball.x > 16 * 9,
        "the ball went on through"
    );
}

#[test]
fn a_small_hoop_refuses_the_big_ball() {
    let r = TestRes::new(&[&corridor("......H......", 2)]);
    let table = r.table();
    let res = parse(&table);
    let mut game = bounceback::sim::flow::Game::new(&res, 0).unwrap();
    game.sim.ball_mut().big = true;
    game.sim.set_sprite(11);
    game.sim.key(bounceback::sim::Key::Right, true);
    for _ in 0..60 {
        game.step(&res);
    }
    assert_eq!(game.sim.hoops_left(), 1);
    assert!(
        game.sim.ball().x < 16 * 7,
        "held back by the posts: {}",
        game.sim.ball().x
    );
}

#[test]
fn a_small_horizontal_hoop_scores_a_ball_falling_through_it() {
    let text = room(
        (1, 4),
        &[
            "#########",
            "#.......#",
            "#.......#",
            "#...h...#",
            "#.......#",
            "#.......#",
            "#########",
        ],
    );
    let r = TestRes::new(&[&text]);
    let table = r.table();
    let res = parse(&table);
    let (game, t) = run(&res, 0, "", 40);
    let hoop = first(&t, Events::HOOP).expect("scores");
    // Scored on the centre line during a through-move; the tick's later steps go on.
    assert!(hoop.ball.y >= 16 * 3 + 8, "{}", hoop.ball.y);
    assert_eq!(game.sim.map().get(3, 4), Some(tiles::SMALL_H_HOOP_PASSED));
    assert!(t.last().unwrap().ball.y > 16 * 4);
}

#[test]
fn big_hoops_let_either_ball_through() {
    // A big vertical hoop (97 over 98) passed sideways, and a big horizontal hoop (101, 102)
    // fallen through.
    let v = room(
        (4, 2),
        &[
            "##############",
            "#............#",
            "#............#",
            "#......O.....#",
            "#......0.....#",
            "##############",
        ],
    );
    let hzt = room(
        (1, 4),
        &[
            "#########",
            "#.......#",
            "#.......#",
            "#...Qq..#",
            "#.......#",
            "#.......#",
            "#########",
        ],
    );
    let r = TestRes::new(&[&v, &hzt]);
    let table = r.table();
    let res = parse(&table);
    let (game, t) = run(&res, 0, "1 right press\n", 80);
    let hoop = first(&t, Events::HOOP).expect("vertical big hoop scores");
    assert_eq!(hoop.ball.x, 16 * 7 + 8);
    assert_eq!(game.sim.map().get(3, 7), Some(tiles::BIG_V_TOP_PASSED));
    assert_eq!(game.sim.map().get(4, 7), Some(tiles::BIG_V_BOTTOM_PASSED));
    // A big horizontal hoop: the ball, a tile wide, falls between the posts at 4 and 5.
    let (game, t) = run(&res, 1, "", 40);
    let hoop = first(&t, Events::HOOP).expect("horizontal big hoop scores");
    assert!(hoop.ball.y >= 16 * 3 + 8, "{}", hoop.ball.y);
    assert_eq!(game.sim.map().get(3, 4), Some(tiles::BIG_H_LEFT_PASSED));
    assert_eq!(game.sim.map().get(3, 5), Some(tiles::BIG_H_RIGHT_PASSED));
}

fn pool() -> String {
    room(
        (2, 4),
        &[
            "#########",
            "#.......#",
            "#.......#",
            "#~~~~~~~#",
            "#~~~~~~~#",
            "#~~~~~~~#",
            "#~~~~~~~#",
            "#~~~~~~~#",
            "#########",
        ],
    )
}

#[test]
fn the_small_ball_sinks_slowly_in_water_and_the_big_ball_floats() {
    let r = TestRes::new(&[&pool()]);
    let table = r.table();
    let res = parse(&table);
    let (_, t) = run(&res, 0, "", 80);
    let wet: Vec<_> = t.iter().filter(|x| x.ball.in_water).collect();
    assert!(!wet.is_empty());
    // Entering at speed, the cap of 20 takes over in the water.
    assert!(
        wet.iter().skip(2).all(|x| x.ball.vy <= 30),
        "{:?}",
        wet.iter().map(|x| x.ball.vy).collect::<Vec<_>>()
    );
    assert!(t.last().unwrap().ball.y > 16 * 7, "sank to the bottom");
    // A big ball rises: vy -= 6 per tick, capped at -20.
    let mut game = bounceback::sim::flow::Game::new(&res, 0).unwrap();
    game.sim.ball_mut().big = true;
    game.sim.set_sprite(11);
    game.sim.ball_mut().y = 16 * 7 + 4;
    let mut ys = Vec::new();
    for _ in 0..40 {
        game.step(&res);
        ys.push((game.sim.ball().y, game.sim.ball().vy));
    }
    assert!(ys[5].0 < 16 * 7, "floats up: {ys:?}");
    assert!(ys.iter().all(|(_, vy)| *vy >= -20), "{ys:?}");
}

/// A corridor whose floor has `tile` at column 4 under the falling ball.
fn power_room(tile: &str) -> String {
    room(
        (1, 4),
        &[
            "###########",
            "#.........#",
            "#.........#",
            "#.........#",
            "####P######",
        ],
    )
    .replacen("map", &format!("legend P {tile}\nmap"), 1)
}

fn power_run(tile: &str, replay: &str, ticks: u32) -> Vec<support::Tick> {
    let r = TestRes::new(&[&power_room(tile)]);
    let table = r.table();
    let res = parse(&table);
    run(&res, 0, replay, ticks).1
}

#[test]
fn speed_jump_and_gravity_power_ups_last_450_ticks_and_exclude_each_other() {
    let t = power_run("39", "30 right press\n", 560);
    assert!(t.iter().any(|x| x.ball.speed_boost));
    assert!(t.iter().any(|x| x.ball.vx > 60), "the cap rises to 100");
    // Every touch of the tile sets the timer to 450; it then runs down one a tick.
    let last = t.iter().rfind(|x| x.ball.power_timer == 450).unwrap();
    let off = t
        .iter()
        .find(|x| x.tick > last.tick && !x.ball.speed_boost)
        .unwrap();
    assert_eq!(off.tick, last.tick + 450);
    assert!(t
        .iter()
        .filter(|x| x.tick > last.tick && x.tick < off.tick)
        .all(|x| x.ball.power_timer == 450 - (x.tick - last.tick) as i32));

    let t = power_run("26", "80 jump press\n81 jump release\n", 90);
    let settled = t.iter().find(|x| x.tick == 79).unwrap();
    assert!(settled.ball.jump_boost && settled.ball.on_ground);
    // jumpVel -125 + (-125 >> 2) = -157, then gravity.
    assert_eq!(t.iter().find(|x| x.tick == 80).unwrap().ball.vy, -157 + 9);

    let t = power_run("15", "", 40);
    let rg = t
        .iter()
        .find(|x| x.ball.reverse_gravity)
        .expect("reverse gravity");
    assert!(!rg.ball.on_ground);
    // Gravity now pulls up: the ball rises to the ceiling.
    assert!(t.last().unwrap().ball.y < 16 * 2);
}

#[test]
fn the_f_form_starts_with_its_frames_and_expires_after_550_ticks() {
    let t = power_run("22", "40 right press\n", 660);
    // The tick that touches the tile starts the animation (A = 3); the frames follow.
    let start = t.iter().position(|x| x.ball.animating).expect("F starts") + 1;
    let sprites: Vec<usize> = t[start..start + 3].iter().map(|x| x.ball.sprite).collect();
    assert_eq!(
        sprites,
        vec![21, 20, 22],
        "F start frames with the squash step (spec 4.7)"
    );
    let f_on = &t[start + 2];
    // Set to 550 by the animation (step 4), counted once by step 6 of the same tick.
    assert!(
        f_on.ball.f_form && f_on.ball.f_form_timer == 549,
        "{:?}",
        f_on.ball
    );
    // Touching the tile again while in F refreshes the timer to 550; after the last touch
    // it runs down, then F mode 2 takes three ticks (sprites 21, 20, 0).
    let last = t.iter().rfind(|x| x.ball.f_form_timer >= 549).unwrap();
    let off = t
        .iter()
        .find(|x| x.tick > last.tick && !x.ball.f_form)
        .unwrap();
    let zero = t
        .iter()
        .find(|x| x.tick > last.tick && x.ball.f_form_timer == 0)
        .unwrap();
    assert_eq!(zero.tick, last.tick + last.ball.f_form_timer as u32);
    assert_eq!(off.tick, zero.tick + 3);
    let tail: Vec<usize> = t[(zero.tick as usize)..(off.tick as usize)]
        .iter()
        .map(|x| x.ball.sprite)
        .collect();
    assert_eq!(tail, vec![21, 20, 0]);
}

#[test]
fn inflating_and_deflating_show_the_spec_frames() {
    let t = power_run("18", "", 40);
    let start = t
        .iter()
        .position(|x| x.ball.animating && x.ball.sprite >= 9)
        .expect("inflates");
    let sprites: Vec<usize> = t[start..start + 3].iter().map(|x| x.ball.sprite).collect();
    assert_eq!(sprites, vec![10, 9, 11]);
    assert!(t[start + 2].ball.big);
}

#[test]
fn a_conveyor_carries_the_resting_ball() {
    let text = room(
        (2, 3),
        &["##########", "#........#", "#........#", "##}}}}}}}#"],
    );
    let r = TestRes::new(&[&text]);
    let table = r.table();
    let res = parse(&table);
    let (_, t) = run(&res, 0, "", 40);
    let resting: Vec<_> = t.iter().filter(|x| x.ball.on_ground).collect();
    let a = resting[5];
    let b = resting[10];
    // Three vertical steps a tick, each nudging one pixel right.
    assert_eq!(b.ball.x - a.ball.x, 3 * (b.tick - a.tick) as i32);
}

#[test]
fn winds_push_sideways_and_lift() {
    let text = room(
        (2, 2),
        &[
            "############",
            "#..........#",
            "#.>>>>.....#",
            "############",
        ],
    );
    let r = TestRes::new(&[&text]);
    let table = r.table();
    let res = parse(&table);
    let (_, t) = run(&res, 0, "", 20);
    assert!(t
        .iter()
        .any(|x| x.ball.vx == 250 - 8 || x.ball.vx == 250 - 3));
    assert!(t.last().unwrap().ball.x > 16 * 6);

    let up = room(
        (5, 3),
        &[
            "#######", "#.....#", "#.....#", "#.....#", "#.....#", "#.AAA.#", "#######",
        ],
    );
    let r = TestRes::new(&[&up]);
    let table = r.table();
    let res = parse(&table);
    let (_, t) = run(&res, 0, "", 20);
    assert!(t.iter().any(|x| x.ball.y < 16 * 4), "lifted by the up-wind");
}

#[test]
fn the_f_ball_breaks_bricks_and_they_crumble_away() {
    let text = room(
        (1, 2),
        &[
            "##########",
            "#........#",
            "#.F......#",
            "#........#",
            "##BBBBBB##",
            "##########",
        ],
    );
    let r = TestRes::new(&[&text]);
    let table = r.table();
    let res = parse(&table);
    let (game, t) = run(&res, 0, "20 right press\n", 200);
    assert!(t.iter().any(|x| x.ball.f_form), "picked up the F-form");
    let broken = (2..8)
        .filter(|c| game.sim.map().get(4, *c) == Some(tiles::EMPTY))
        .count();
    assert!(broken >= 1, "bricks broken: {broken}");
    // Without F the same bricks hold.
    let plain = text.replace("#.F......#", "#..#.....#");
    let r = TestRes::new(&[&plain]);
    let table = r.table();
    let res = parse(&table);
    let (game, _) = run(&res, 0, "20 right press\n", 200);
    assert!((2..8).all(|c| game.sim.map().get(4, c) == Some(tiles::BRICK_A)));
}

fn enemy_room(kind: u8, x_speed: i8, y_speed: i8) -> String {
    room(
        (4, 2),
        &[
            "##############",
            "#............#",
            "#............#",
            "#............#",
            "#............#",
            "##############",
        ],
    )
    .replacen(
        "map",
        &format!("enemy {kind} 3 4 3 10 0 0 {y_speed} {x_speed}\nmap"),
        1,
    )
}

#[test]
fn spiked_enemies_and_bouncers_kill_the_ball() {
    for kind in [0u8, 1] {
        // The spiked enemy patrols row 3 towards the ball; the bouncer drops on it.
        let text = enemy_room(kind, -3, 0)
            .replace("3 4 3 10", if kind == 0 { "3 4 3 10" } else { "1 2 4 2" });
        let r = TestRes::new(&[&text]);
        let table = r.table();
        let res = parse(&table);
        let replay = if kind == 0 { "1 right press\n" } else { "" };
        let (_, t) = run(&res, 0, replay, 200);
        let d = first(&t, Events::DEATH).unwrap_or_else(|| panic!("type {kind} kills"));
        assert!(d.ball.dying);
    }
}

/// A walled 9 x 10 room with the spawn near the top, for the platform tests.
fn open_room() -> String {
    room(
        (1, 4),
        &[
            "##########",
            "#........#",
            "#........#",
            "#........#",
            "#........#",
            "#........#",
            "#........#",
            "#........#",
            "##########",
        ],
    )
}

#[test]
fn a_horizontal_platform_catches_a_falling_ball_but_never_carries_it() {
    // A platform patrolling row 5, columns 2 to 6, under the spawn column 4.
    let text = open_room().replacen("map", "enemy 2 5 2 5 6 0 1 0 1\nmap", 1);
    let r = TestRes::new(&[&text]);
    let table = r.table();
    let res = parse(&table);
    let mut game = bounceback::sim::flow::Game::new(&res, 0).unwrap();
    let mut caught = None;
    for t in 1..80 {
        game.step(&res);
        let e = game.sim.enemies()[0];
        if caught.is_none() && game.sim.ball().y == e.top() - 8 {
            caught = Some((t, game.sim.ball().x));
        }
        if let Some((_, x)) = caught {
            // Never carried sideways: x stays while the platform slides under it.
            if game.sim.ball().y == e.top() - 8 {
                assert_eq!(game.sim.ball().x, x);
            }
        }
    }
    let (_, x) = caught.expect("the platform's top catches the ball");
    assert_eq!(x, 16 * 4 + 8);
    assert!(
        game.sim.ball().y > 16 * 6,
        "the platform slid away and the ball fell"
    );
}

#[test]
fn a_grounded_ball_rides_a_vertical_platform() {
    let text = open_room().replacen("map", "enemy 2 6 4 2 4 0 0 -1 0\nmap", 1);
    let r = TestRes::new(&[&text]);
    let table = r.table();
    let res = parse(&table);
    let mut game = bounceback::sim::flow::Game::new(&res, 0).unwrap();
    // Put the ball on the platform, grounded, as a rolling ball arrives there.
    let e = game.sim.enemies()[0];
    game.sim.ball_mut().x = e.left() + 12;
    game.sim.ball_mut().y = e.top() - 8;
    game.sim.ball_mut().on_ground = true;
    game.sim.ball_mut().vy = 30;
    // Going up, the grounded ball is re-snapped onto the top every tick.
    let mut turned = false;
    for _ in 0..120 {
        let ev = game.step(&res);
        assert!(!ev.contains(Events::DEATH));
        let e = game.sim.enemies()[0];
        if e.y_speed > 0 {
            turned = true;
        }
        let gap = e.top() - 8 - game.sim.ball().y;
        if !turned {
            assert_eq!(gap, 0, "re-snapped at top {}", e.top());
            assert!(game.sim.ball().on_ground);
        } else if e.y_speed > 0 {
            // Going down, the ball is no longer grounded and falls after the platform,
            // resting on it as a falling ball does.
            assert!((0..=1).contains(&gap), "gap {gap} at top {}", e.top());
        }
    }
    assert!(turned, "the platform reached its top end and turned");
}

#[test]
fn death_respawns_at_the_last_checkpoint_and_costs_a_life() {
    let text = room(
        (3, 2),
        &[
            "#############",
            "#...........#",
            "#...........#",
            "#.....c.....#",
            "###########M#",
        ],
    )
    .replacen("map", "legend M 62\nmap", 1);
    let r = TestRes::new(&[&text]);
    let table = r.table();
    let res = parse(&table);
    let (game, t) = run(&res, 0, "1 right press\n", 120);
    let cp = first(&t, Events::CHECKPOINT).expect("checkpoint");
    assert_eq!(cp.stats.score, 200);
    assert_eq!((cp.ball.respawn_row, cp.ball.respawn_col), (3, 6));
    assert_eq!(game.sim.map().get(3, 6), Some(tiles::CHECKPOINT_ACTIVE));
    let death = first(&t, Events::DEATH).expect("the spikes kill");
    let back = t
        .iter()
        .find(|x| x.events.contains(Events::RESPAWN))
        .expect("respawn");
    assert_eq!(back.tick, death.tick + 25);
    assert_eq!(back.stats.lives, 2);
    assert_eq!((back.ball.x, back.ball.y), (16 * 6 + 8, 16 * 3 + 8));
}

#[test]
fn the_door_opens_after_the_last_hoop_and_completes_the_level_with_its_bonus() {
    // The door (columns 12 and 13) is against the right wall, so the rolling ball stops
    // inside it.
    let text = "theme 1\nspawn 3 2\nexit 2 12\nmap 6 15\n###############\n#.............#\n#.............#\n#.....H.......#\n###############\n###############\n";
    let r = TestRes::new(&[text]);
    let table = r.table();
    let res = parse(&table);
    let (game, t) = run(&res, 0, "1 right press\n", 300);
    let hoop = first(&t, Events::HOOP).expect("the hoop");
    let open = t.iter().find(|x| x.door_open).expect("the door opens");
    // The paint at the end of the hoop's own tick is the first of 48.
    assert_eq!(open.tick, hoop.tick + 47, "48 paints from the last hoop");
    let exit = first(&t, Events::EXIT).expect("enters the door");
    let done = first(&t, Events::LEVEL_COMPLETE).expect("level complete");
    assert_eq!(done.tick, exit.tick + 1, "handled at the next tick");
    match game.phase {
        bounceback::sim::flow::Phase::LevelComplete {
            old_score,
            bonus,
            new_score,
        } => {
            let secs = (done.tick as i64 * 50) / 1000;
            assert_eq!(old_score, 500);
            // Level number 1: the time part is (1200 - seconds) x 1.
            assert_eq!(bonus, (1200 - secs) as i32);
            assert_eq!(new_score, 500 + bonus);
        }
        p => panic!("phase {p:?}"),
    }
}

#[test]
fn outside_cells_read_as_empty_and_a_ball_placed_outside_does_not_panic() {
    let r = TestRes::new(&[&corridor("........", 2)]);
    let table = r.table();
    let res = parse(&table);
    let mut game = bounceback::sim::flow::Game::new(&res, 0).unwrap();
    assert_eq!(game.sim.cell_unguarded(-1, 3), 0);
    assert_eq!(game.sim.cell_unguarded(3, 400), 0);
    for (x, y) in [
        (-40, 20),
        (20, -40),
        (1000, 20),
        (20, 1000),
        (i32::MIN / 4, 0),
    ] {
        game.sim.ball_mut().x = x;
        game.sim.ball_mut().y = y;
        for _ in 0..3 {
            game.step(&res);
        }
    }
}

#[test]
fn the_deflater_shrinks_the_big_ball_with_the_spec_frames() {
    let r = TestRes::new(&[&power_room("11")]);
    let table = r.table();
    let res = parse(&table);
    let mut game = bounceback::sim::flow::Game::new(&res, 0).unwrap();
    game.sim.ball_mut().big = true;
    game.sim.set_sprite(11);
    let mut sprites = Vec::new();
    for _ in 0..40 {
        game.step(&res);
        sprites.push((
            game.sim.ball().sprite,
            game.sim.ball().big,
            game.sim.ball().size_change,
        ));
    }
    let start = sprites
        .iter()
        .position(|s| s.2 == bounceback::sim::Ball::DEFLATING)
        .expect("deflates");
    let seen: Vec<usize> = sprites[start + 1..start + 4].iter().map(|s| s.0).collect();
    assert_eq!(
        seen,
        vec![11, 8, 0],
        "deflate frames with the squash step (spec 4.7)"
    );
    assert!(!sprites[start + 3].1, "small again");
}

#[test]
fn reverse_gravity_expires_and_the_ball_falls_again() {
    let t = power_run("15", "", 600);
    let on = t
        .iter()
        .position(|x| x.ball.reverse_gravity)
        .expect("touched");
    let off = on
        + t[on..]
            .iter()
            .position(|x| !x.ball.reverse_gravity)
            .expect("expires");
    let last = t[..off]
        .iter()
        .rfind(|x| x.ball.power_timer == 450)
        .unwrap();
    assert_eq!(t[off].tick, last.tick + 450);
    // Resting on the ceiling until then; gravity pulls down again after.
    assert_eq!(t[off - 1].ball.y, 16 + 8);
    assert!(t[off + 3].ball.y > t[off - 1].ball.y + 8, "falls again");
}

/// A 40-column lane: the hoop at column 3, the door at columns 30 and 31 (x 480..512, rows
/// 2 and 3), the ball rolling along row 3. The original's view takes the door into its
/// window only once the ball is at x >= 376 (camCol 18 = 30 - 12).
fn door_lane() -> String {
    let wall = "#".repeat(40);
    let air = format!("#{}#", ".".repeat(38));
    let lane = format!("#..H{}#", ".".repeat(35));
    room((3, 1), &[&wall, &air, &air, &lane, &wall, &wall]).replace("exit 1 1", "exit 2 30")
}

#[test]
fn the_door_opens_on_exactly_48_and_stays_shut_once_entered() {
    let r = TestRes::new(&[&door_lane()]);
    let table = r.table();
    let res = parse(&table);
    // Roll right past the hoop and stop at x = 422, short of the door; start again on
    // tick 139, after the door has opened and looped once, and roll into it.
    let input = replay::parse_text("1 right press\n80 right release\n139 right press\n").unwrap();
    let mut player = replay::Player::new(&input);
    let mut sim = Sim::load(&res, 0, Stats::default()).unwrap();
    // (tick, I, open, latched door x, events) after each step; the run goes on past the
    // level's completion, straight on the simulation.
    let mut t = Vec::new();
    for tick in 1..=200u32 {
        for e in player.before_next_step() {
            sim.key(e.key, e.pressed);
        }
        let ev = sim.step(&res);
        t.push((tick, sim.door().anim, sim.door().open, sim.door().x, ev));
    }
    let at = |tick: u32| t[tick as usize - 1];
    let hoop = t.iter().find(|s| s.4.contains(Events::HOOP)).unwrap().0;
    assert_eq!(
        hoop, 9,
        "the hoop is passed long before the door is in view"
    );
    // Out of the window: nothing latched, nothing counted.
    for tick in 1..=72 {
        assert_eq!(
            (at(tick).1, at(tick).2, at(tick).3),
            (0, false, -1),
            "tick {tick}"
        );
    }
    // The first paint inside the window latches the door and counts 1; I = 48 on the 48th
    // paint opens it (the test is I == 48).
    for tick in 73..=120 {
        let s = at(tick);
        assert_eq!(
            (s.1, s.2, s.3),
            ((tick - 72) as i32, tick == 120, 480),
            "tick {tick}"
        );
    }
    // Open, I loops 48..71: 72 wraps to 48.
    let enter = t.iter().find(|s| s.4.contains(Events::EXIT)).unwrap().0;
    assert_eq!(
        enter, 153,
        "the ball reaches the doorway 14 ticks after the restart"
    );
    for tick in 120..enter {
        let s = at(tick);
        assert_eq!(
            (s.1, s.2),
            (48 + ((tick - 120) % 24) as i32, true),
            "tick {tick}"
        );
    }
    assert_eq!(at(143).1, 71);
    assert_eq!(at(144).1, 48);
    // Entered with I = 56: the door closes in the ball update, and the same tick's paint
    // counts on (57); the exit is handled at the next tick (58), the door still shut.
    assert_eq!(at(enter - 1).1, 56);
    assert_eq!((at(enter).1, at(enter).2), (57, false));
    let done = at(enter + 1);
    assert!(done.4.contains(Events::LEVEL_COMPLETE));
    assert_eq!((done.1, done.2), (58, false));
    // Later paints keep counting I past 71 without wrapping (I wraps only while open) and
    // never reopen the door, although the ball stays in the doorway for a while.
    for tick in enter..=200 {
        let s = at(tick);
        assert_eq!(
            (s.1, s.2),
            (57 + (tick - enter) as i32, false),
            "tick {tick}"
        );
        assert!(tick == enter || !s.4.contains(Events::EXIT), "tick {tick}");
    }
    assert!(at(200).1 > 72);
}

#[test]
fn the_big_ball_taking_the_f_form_shrinks_then_shows_the_small_balls_f_start() {
    let r = TestRes::new(&[&power_room("22")]);
    let table = r.table();
    let res = parse(&table);
    let mut game = bounceback::sim::flow::Game::new(&res, 0).unwrap();
    game.sim.ball_mut().big = true;
    game.sim.set_sprite(11);
    // (sprite, animating, A, fMode, big, F) after each step.
    let mut t = Vec::new();
    for _ in 0..80 {
        game.step(&res);
        let b = game.sim.ball();
        t.push((
            b.sprite,
            b.animating,
            b.anim_ticks,
            b.f_form_change,
            b.big,
            b.f_form,
        ));
    }
    let p = t.iter().position(|s| s.3 == 3).expect("takes the F pickup");
    // The pickup's tick: reset() gives sprite 11, startF() mode 3 with A = 3. Then the
    // shrink (mode 3 with the squash step: 11, 8), the hand-over (A 1 -> 0: sprite 0, small,
    // mode 1 with A = 3, which the inflate and squash steps read afresh and leave alone, so
    // animating stays set), and the F start as from the small ball: 21, 20, 22. Recorded
    // from the original: 11, 8, 0, 21, 20, 22.
    assert_eq!(
        t[p..p + 7],
        [
            (11, true, 3, 3, true, false),
            (11, true, 2, 3, true, false),
            (8, true, 1, 3, true, false),
            (0, true, 3, 1, false, false),
            (21, true, 2, 1, false, false),
            (20, true, 1, 1, false, false),
            (22, true, 0, 0, false, true),
        ]
    );
    // animating stays set for the whole F-form: no landing squash shows.
    assert!(
        t[p + 6..].iter().all(|s| s.0 == 22 && s.1 && s.5),
        "{:?}",
        &t[p + 6..]
    );
}

/// A left wind adds to the ball's speed every tick with no cap of the original's; the game
/// holds it at the bound a continue snapshot accepts, so a game restored at that bound in a
/// long wind still saves a snapshot that restores (the fuzzed `continue_snapshot` once found
/// this: a mutated speed near the bound, 40 ticks of wind, a resave refused).
#[test]
fn a_wind_never_pushes_the_speed_past_what_a_snapshot_holds() {
    use bounceback::sim::{flow::Game, snapshot::MAX_SPEED};
    let row = format!("#{}#", "<".repeat(40));
    let text = room(
        (2, 40),
        &[&"#".repeat(42), &row, &row, &row, &"#".repeat(42)],
    );
    let r = TestRes::new(&[&text]);
    let table = r.table();
    let res = parse(&table);
    for start in [-MAX_SPEED, -MAX_SPEED + 100, MAX_SPEED] {
        let mut g = Game::new(&res, 0).unwrap();
        g.sim.ball_mut().vx = start;
        let mut lowest = i32::MAX;
        for _ in 0..40 {
            g.step(&res);
            lowest = lowest.min(g.sim.ball().vx);
            let again = g.clone().snapshot().expect("a game in play saves");
            Game::restore(&res, &again).unwrap_or_else(|e| panic!("from {start}: {e:?}"));
        }
        assert!(lowest >= -MAX_SPEED, "{lowest}");
    }
}
