//! A ball rising into a platform that moves vertically (docs/RULES.md §5.4, "Rising"), held
//! on random platform places, speeds, ball sprites and floors against a plain reference of
//! one tick written from the rules, not from the port's code:
//! - the ball's top at or above the platform's top (y - hh <= top): never a push; a ball not
//!   in the F-form dies where it is, an F ball turns the platform back (once a tick), stays
//!   and keeps its vy;
//! - the ball's top below: the target y' = top + 11 + hh + 2 is "free" by the ordinary hit
//!   test: the collision mask of the sprite (never the squashed sprite's rectangle) against
//!   the tiles and the platform's rectangle. Free: the ball moves there with vy 30 and takes
//!   no further vertical step; not free: it dies, or under F turns the platform.
//!
//! The oracle's `cases/platform_rising` (tests/oracle.rs) holds the same rules against the
//! original's own runs; this test covers the places between them.

mod support;

use bounceback::sim::{Events, Sim, Stats};
use proptest::prelude::*;
use support::{parse, TestRes};

/// The room: 40 rows by 10 columns of plain wall around an empty inside, a platform in
/// column 3 whose path runs from row 10 down to row 16, and maybe one floor row.
const ROWS: usize = 40;
const COLS: usize = 10;
const COL0: i32 = 3;
const ROW0: i32 = 10;
const ROW1: i32 = 16;
/// The platform's collision size.
const PW: i32 = 24;
const PH: i32 = 11;

fn level(floor: Option<usize>) -> String {
    let mut s = String::from("theme 1\nspawn 30 1\nstart_big 0\nexit 1 6\n");
    s += &format!("enemy 2 {ROW0} {COL0} {ROW1} {COL0} 0 0 1 0\n");
    s += "legend # 110\nlegend . 0\n";
    s += &format!("map {ROWS} {COLS}\n");
    for r in 0..ROWS {
        for c in 0..COLS {
            let wall = r == 0 || r == ROWS - 1 || c == 0 || c == COLS - 1 || Some(r) == floor;
            s.push(if wall { '#' } else { '.' });
        }
        s.push('\n');
    }
    s
}

/// One random situation: the platform's offset and speed before the tick, the ball's
/// sprite, form, place (relative to the platform) and upward speed, and a floor row.
#[derive(Clone, Debug)]
struct Situation {
    y_off: i32,
    speed: i32,
    sprite: usize,
    f_form: bool,
    dx: i32,
    dy: i32,
    vy: i32,
    floor_below: Option<i32>,
}

fn situation() -> impl Strategy<Value = Situation> {
    (
        prop_oneof![-4i32..=-1, 1i32..=4],
        // The landing squashes (18 x 14, 20 x 12) half the time: they tell the mask from
        // the sprite's rectangle.
        prop_oneof![1usize..=2, 0usize..=22],
        any::<bool>(),
        -14i32..=38,
        -20i32..=30,
        -150i32..=-20,
        prop_oneof![Just(None), (0i32..=2).prop_map(Some)],
        0i32..=1000,
    )
        .prop_map(
            |(speed, sprite, f_form, dx, dy, vy, floor_below, at)| Situation {
                // Away from the path's ends by more than a tick's move: no turn this tick.
                y_off: speed.abs() + 1 + at % (16 * (ROW1 - ROW0) - 2 * speed.abs() - 1),
                speed,
                sprite,
                f_form,
                dx,
                dy,
                vy,
                floor_below,
            },
        )
}

/// What the tick leaves: the ball dead or alive, where, with what vy, and the platform's
/// speed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Outcome {
    died: bool,
    y: i32,
    vy: i32,
    platform_speed: i32,
}

/// The ball's collision mask: (w, h, bits row by row).
struct Mask {
    w: i32,
    h: i32,
    bits: Vec<bool>,
}

/// The plain reference of one tick for a ball in the air (no input, no animation, no power
/// timer ending, nothing but walls and the platform about), from the rules' text.
fn reference(
    s: &Situation,
    x: i32,
    y0: i32,
    sprite: (i32, i32),
    mask: &Mask,
    solid: &dyn Fn(i32, i32) -> bool,
) -> Option<(Outcome, Telling)> {
    let mut telling = Telling::default();
    // §5.4: enemies move first; away from the path's ends a vertical mover moves |ySpeed|
    // pixels in its direction.
    let top = 16 * ROW0 + s.y_off + s.speed;
    let left = 16 * COL0;
    let hh = sprite.1 >> 1;
    // §4.1: the collision box is the mask, top-left at (x - (mw >> 1), y - (mh >> 1)).
    let in_tiles = |x: i32, y: i32| {
        let (l, t) = (x - (mask.w >> 1), y - (mask.h >> 1));
        (0..mask.h).any(|py| {
            (0..mask.w).any(|px| {
                mask.bits[(py * mask.w + px) as usize]
                    && solid((l + px).div_euclid(16), (t + py).div_euclid(16))
            })
        })
    };
    let on_platform = |x: i32, y: i32| {
        let (l, t) = (x - (mask.w >> 1), y - (mask.h >> 1));
        l < left + PW && left < l + mask.w && t < top + PH && top < t + mask.h
    };
    // §4.3: gravity in the air (vy + 9, at most 80); one-pixel steps, |vy| / 10 of them
    // (at most 14), upward while vy < 0.
    let vy = (s.vy + 9).min(80);
    let steps = (vy.abs() / 10).min(14);
    let (mut y, mut out_vy, mut speed, mut turned) = (y0, vy, s.speed, false);
    for _ in 0..steps {
        if in_tiles(x, y - 1) {
            // A wall above: not this rule's business.
            return None;
        }
        if !on_platform(x, y - 1) {
            y -= 1;
            continue;
        }
        let ny = top + PH + hh + 2;
        let mask_free = !in_tiles(x, ny) && !on_platform(x, ny);
        let pushed = if y - hh <= top {
            // At or above the platform's top: never a push (the old port's push would
            // have been free here).
            telling.at_or_above_free |= mask_free;
            false
        } else {
            // The squashed sprite's rectangle, its top at y' - hw (the old port's probe).
            let (w, h) = sprite;
            let (l, t) = (x - (w >> 1), ny - (w >> 1));
            telling.rectangle_blocked |=
                mask_free && l < left + PW && left < l + w && t < top + PH && top < t + h;
            if mask_free {
                y = ny;
                out_vy = 30;
                break;
            }
            false
        };
        if !pushed {
            if !s.f_form {
                return Some((
                    Outcome {
                        died: true,
                        y,
                        vy: s.vy,
                        platform_speed: speed,
                    },
                    telling,
                ));
            }
            if !turned {
                turned = true;
                speed = -speed;
            }
        }
    }
    Some((
        Outcome {
            died: false,
            y,
            vy: out_vy,
            platform_speed: speed,
        },
        telling,
    ))
}

/// Where the old port's rules would have parted from these: a ball at or above the
/// platform's top whose push target was free (the old port pushed it), and a push free by
/// the mask that the squashed sprite's rectangle would have blocked.
#[derive(Clone, Copy, Debug, Default)]
struct Telling {
    at_or_above_free: bool,
    rectangle_blocked: bool,
}

fn check(s: &Situation) -> Result<(Outcome, Telling), TestCaseError> {
    let top0 = 16 * ROW0 + s.y_off;
    let top = top0 + s.speed;
    let (x, y) = (16 * COL0 + s.dx, top + s.dy);
    let r = TestRes::new(&[&level(None)]);
    let table = r.table();
    let res = parse(&table);
    let k = if (9..=19).contains(&s.sprite) { 1 } else { 0 };
    let m = &res.ball_masks[k];
    let mask = Mask {
        w: i32::from(m.w),
        h: i32::from(m.h),
        bits: m.bits.iter().map(|b| *b != 0).collect(),
    };
    let p = &res.ball_sprites[s.sprite];
    let sprite = (p.width as i32, p.height as i32);
    // The floor row, if any, lies below the ball's box (so it starts clear of it).
    let floor = s
        .floor_below
        .map(|k| ((y + (mask.h >> 1)).div_euclid(16) + 1 + k) as usize)
        .filter(|r| *r < ROWS - 1);
    let solid = |c: i32, r: i32| {
        r <= 0
            || c <= 0
            || r >= ROWS as i32 - 1
            || c >= COLS as i32 - 1
            || Some(r as usize) == floor
    };
    let Some((want, telling)) = reference(s, x, y, sprite, &mask, &solid) else {
        return Err(TestCaseError::reject("a wall above the ball"));
    };
    let r = TestRes::new(&[&level(floor)]);
    let table = r.table();
    let res = parse(&table);
    let mut sim = Sim::load(&res, 0, Stats::default()).unwrap();
    {
        let e = &mut sim.enemies_mut()[0];
        e.y_off = s.y_off;
        e.y_speed = s.speed;
    }
    {
        let b = sim.ball_mut();
        b.x = x;
        b.y = y;
        b.vx = 0;
        b.vy = s.vy;
        b.sprite = s.sprite;
        b.big = k == 1;
        b.on_ground = false;
        b.f_form = s.f_form;
        b.animating = s.f_form;
        b.f_form_timer = if s.f_form { 200 } else { 0 };
        b.anim_ticks = 0;
        b.bounce = 0;
    }
    let ev = sim.step(&res);
    let b = *sim.ball();
    let got = Outcome {
        died: b.dying,
        y: b.y,
        vy: if b.dying { s.vy } else { b.vy },
        platform_speed: sim.enemies()[0].y_speed,
    };
    prop_assert_eq!(ev.contains(Events::DEATH), got.died);
    prop_assert_eq!(b.x, x, "the ball is never carried sideways");
    prop_assert_eq!(
        got,
        want,
        "top {} (was {}), ball at ({}, {})",
        top,
        top0,
        x,
        y
    );
    Ok((got, telling))
}

/// What a tick came to, to count that every branch of the rules was met.
fn kind(s: &Situation, o: &Outcome) -> usize {
    if o.died {
        0
    } else if o.vy == 30 {
        1
    } else if o.platform_speed != s.speed {
        2
    } else {
        3
    }
}

#[test]
fn a_ball_rising_into_a_vertical_platform_follows_the_rules() {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases,
        max_global_rejects: cases,
        ..ProptestConfig::default()
    });
    let seen = std::cell::RefCell::new([0u32; 6]);
    runner
        .run(&situation(), |s| {
            let (o, t) = check(&s)?;
            let mut seen = seen.borrow_mut();
            seen[kind(&s, &o)] += 1;
            seen[4] += u32::from(t.at_or_above_free);
            seen[5] += u32::from(t.rectangle_blocked);
            Ok(())
        })
        .unwrap();
    let seen = seen.into_inner();
    println!(
        "died {}, pushed {}, turned under F {}, rose free {}; at or above with a free target {}, pushed where the rectangle is blocked {}",
        seen[0], seen[1], seen[2], seen[3], seen[4], seen[5]
    );
    // Each way a tick can end is met often (a situation generator that misses the
    // platform would pass on nothing).
    for (k, n) in seen.iter().enumerate() {
        assert!(*n * 20 >= cases, "outcome {k} met {n} times in {cases}");
    }
}

/// The situations that tell each rule from the old port's, as fixed cases: a squashed
/// sprite (20 x 12) pushed under the platform where its rectangle would be blocked and
/// its mask is free; and a ball whose top is level with the platform's, which the old port
/// pushed and the original kills (or, under F, turns the platform).
#[test]
fn the_two_rules_on_their_telling_cases() {
    // Top below the platform's by one: the target top + 11 + 6 + 2 is free by the 16 x 16
    // mask (its box starts at the platform's bottom) though the 20 x 12 rectangle from
    // y' - 10 overlaps it.
    let squashed = Situation {
        y_off: 40,
        speed: -1,
        sprite: 2,
        f_form: false,
        dx: 12,
        dy: 7,
        vy: -60,
        floor_below: None,
    };
    let (pushed, _) = check(&squashed).unwrap();
    // top = 160 + 40 - 1 = 199; the ball at 206 (its top 200, below 199): pushed to
    // 199 + 11 + 6 + 2 = 218 with vy 30.
    assert_eq!((pushed.died, pushed.y, pushed.vy), (false, 218, 30));
    let level = Situation {
        dy: 5,
        ..squashed.clone()
    };
    let (died, _) = check(&level).unwrap();
    assert!(died.died, "{died:?}");
    let (turned, _) = check(&Situation {
        f_form: true,
        ..level
    })
    .unwrap();
    assert_eq!(
        (turned.died, turned.vy, turned.platform_speed),
        (false, -51, 1),
        "an F ball stays, keeps its vy and turns the platform"
    );
}
