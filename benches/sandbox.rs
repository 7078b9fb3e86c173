//! The collision sandbox's per-frame cost on the host, against the game's own frame as the
//! reference measured in the same run: `App::update` and `App::draw` (into the software
//! canvas) per displayed frame, in the sandbox and while playing level 1.
//!
//! The sandbox plays its scripted route (content/sandbox/route.txt), entered afresh from the
//! title whenever the route runs out (outside the timing). Times are on-CPU time of this thread
//! (clock_gettime), robust to a shared, loaded machine; the median time per frame over
//! criterion's samples and the ratios are printed at the end.

use std::hint::black_box;
use std::sync::Mutex;
use std::time::Duration;

use bounceback::app::{App, Screen};
use bounceback::embedded::RESOURCES;
use bounceback::gfx::{Frame, SCREEN_H, SCREEN_W};
use bounceback::input::Buttons;
use bounceback::tool::support::{held_at, parse_press, Press};
use criterion::{criterion_group, criterion_main, Criterion};

mod support;
use support::cpu_now;

/// Per-frame seconds of each recorded sample, by benchmark name.
static SAMPLES: Mutex<Vec<(String, Vec<f64>)>> = Mutex::new(Vec::new());

fn record(name: &str, per_frame: f64) {
    let mut s = SAMPLES.lock().unwrap();
    match s.iter_mut().find(|(n, _)| n == name) {
        Some((_, v)) => v.push(per_frame),
        None => s.push((name.to_string(), vec![per_frame])),
    }
}

fn median(name: &str) -> Option<f64> {
    let s = SAMPLES.lock().unwrap();
    let all = &s.iter().find(|(n, _)| n == name)?.1;
    let mut v = all[all.len().saturating_sub(SAMPLE_SIZE)..].to_vec();
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied()
}

const SAMPLE_SIZE: usize = 30;

fn route() -> (Vec<Press>, u32) {
    let presses: Vec<Press> = include_str!("../content/sandbox/route.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| parse_press(l).map_err(|f| f.message).unwrap())
        .collect();
    let end = presses.iter().map(|p| p.frame + p.hold).max().unwrap();
    (presses, end)
}

/// The sandbox on its route through the application (chosen on the title as a player
/// does), started afresh when the route is done.
struct Route {
    presses: Vec<Press>,
    end: u32,
    app: App<'static>,
    frame: u32,
}

impl Route {
    fn new() -> Route {
        let (presses, end) = route();
        let mut app = App::new(&RESOURCES, Ok(None));
        for b in [
            Buttons::DOWN,
            Buttons::DOWN,
            Buttons::DOWN,
            Buttons::DOWN,
            Buttons::CROSS,
        ] {
            app.update(b);
            app.update(Buttons::NONE);
        }
        assert_eq!(app.screen(), Screen::Sandbox);
        app.take_lines();
        Route {
            presses,
            end,
            app,
            frame: 0,
        }
    }

    /// Starts over when the route is done (call outside the timing).
    fn renew(&mut self) {
        if self.frame >= self.end {
            *self = Route::new();
        }
    }

    fn update(&mut self) {
        self.frame += 1;
        black_box(self.app.update(held_at(&self.presses, self.frame)));
        self.app.take_lines();
    }
}

/// The game's own frame: level 1 played with a fixed pattern, restarted every 600 frames.
struct Game {
    app: App<'static>,
    frame: u32,
}

impl Game {
    fn new() -> Game {
        let mut app = App::new(&RESOURCES, Ok(None));
        for b in [Buttons::START, Buttons::CROSS, Buttons::CROSS] {
            app.update(b);
            app.update(Buttons::NONE);
        }
        assert_eq!(app.screen(), Screen::Playing);
        Game { app, frame: 0 }
    }

    fn renew(&mut self) {
        if self.frame >= 600 || self.app.screen() != Screen::Playing {
            *self = Game::new();
        }
    }

    fn update(&mut self) {
        self.frame += 1;
        let f = self.frame;
        let mut held = if (f / 90) % 4 == 3 {
            Buttons::LEFT
        } else {
            Buttons::RIGHT
        };
        if f % 50 < 10 {
            held = held | Buttons::CROSS;
        }
        black_box(self.app.update(held));
    }
}

fn bench(c: &mut Criterion) {
    let mut pixels = vec![0u32; (SCREEN_W * SCREEN_H) as usize];
    let mut group = c.benchmark_group("frame");
    group
        .sample_size(SAMPLE_SIZE)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));

    let mut r = Route::new();
    group.bench_function("sandbox/update", |b| {
        b.iter_custom(|iters| {
            let mut took = Duration::ZERO;
            let mut left = iters;
            while left > 0 {
                r.renew();
                let n = left.min(u64::from(r.end - r.frame));
                let start = cpu_now();
                for _ in 0..n {
                    r.update();
                }
                took += cpu_now() - start;
                left -= n;
            }
            record("sandbox/update", took.as_secs_f64() / iters as f64);
            took
        })
    });
    let mut r = Route::new();
    group.bench_function("sandbox/draw", |b| {
        b.iter_custom(|iters| {
            let mut took = Duration::ZERO;
            for _ in 0..iters {
                r.renew();
                r.update();
                let mut f = Frame::new(&mut pixels, SCREEN_W, SCREEN_H, SCREEN_W as usize).unwrap();
                let start = cpu_now();
                r.app.draw(&mut f);
                took += cpu_now() - start;
            }
            record("sandbox/draw", took.as_secs_f64() / iters as f64);
            took
        })
    });
    let mut g = Game::new();
    group.bench_function("game/update", |b| {
        b.iter_custom(|iters| {
            let mut took = Duration::ZERO;
            let mut left = iters;
            while left > 0 {
                g.renew();
                let n = left.min(u64::from(600 - g.frame));
                let start = cpu_now();
                for _ in 0..n {
                    g.update();
                }
                took += cpu_now() - start;
                left -= n;
            }
            record("game/update", took.as_secs_f64() / iters as f64);
            took
        })
    });
    let mut g = Game::new();
    group.bench_function("game/draw", |b| {
        b.iter_custom(|iters| {
            let mut took = Duration::ZERO;
            for _ in 0..iters {
                g.renew();
                g.update();
                let mut f = Frame::new(&mut pixels, SCREEN_W, SCREEN_H, SCREEN_W as usize).unwrap();
                let start = cpu_now();
                g.app.draw(&mut f);
                took += cpu_now() - start;
            }
            record("game/draw", took.as_secs_f64() / iters as f64);
            took
        })
    });
    group.finish();

    println!("\nmedian time per displayed frame (criterion samples, {SAMPLE_SIZE} each):");
    for part in ["update", "draw"] {
        let (s, g) = (
            median(&format!("sandbox/{part}")),
            median(&format!("game/{part}")),
        );
        if let (Some(s), Some(g)) = (s, g) {
            println!(
                "  {part:<6}: sandbox {:>8.2} us, game (level 1) {:>8.2} us, sandbox/game {:>5.2}x",
                s * 1e6,
                g * 1e6,
                s / g
            );
        }
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
