//! Shared by the sandbox tests: the scripted route, a driver for the scene alone, and
//! custom rooms.
#![allow(dead_code)]

use bounceback::input::Buttons;
use bounceback::sandbox::{Events, Sandbox};
use bounceback::tool::support::{held_at, parse_press, Press};

/// The route the emulator test plays too.
pub const ROUTE: &str = include_str!("../../content/sandbox/route.txt");

/// The frame the title's CROSS chooses SANDBOX in tests/emu/sandbox.sh (and here).
pub const START: u32 = 80;

/// The route's presses, frames counted from the scene's start (frame 1 is its first).
pub fn route() -> Vec<Press> {
    ROUTE
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| parse_press(l).unwrap_or_else(|f| panic!("route line {l}: {}", f.message)))
        .collect()
}

/// The first frame after every route press has been released.
pub fn route_end() -> u32 {
    route().iter().map(|p| p.frame + p.hold).max().unwrap_or(0)
}

/// The emulator test's presses from boot: DOWN four times on the title, CROSS on SANDBOX
/// at [`START`], then the route (its frames shifted by [`START`]).
pub fn from_boot() -> Vec<Press> {
    let mut p: Vec<Press> = [50, 56, 62, 68]
        .iter()
        .map(|&f| parse_press(&format!("{f}:down:2")).unwrap())
        .collect();
    p.push(parse_press(&format!("{START}:cross:2")).unwrap());
    p.extend(route().into_iter().map(|r| Press {
        frame: r.frame + START,
        ..r
    }));
    p
}

/// Drives a scene alone, deriving presses from consecutive held states as the app does.
pub struct Driver {
    pub scene: Sandbox,
    prev: Buttons,
    pub frame: u32,
}

impl Driver {
    pub fn new(scene: Sandbox) -> Driver {
        Driver {
            scene,
            prev: Buttons::NONE,
            frame: 0,
        }
    }

    pub fn embedded() -> Driver {
        Driver::new(Sandbox::new().expect("the embedded room"))
    }

    pub fn step(&mut self, held: Buttons) -> Events {
        let pressed = held.pressed_since(self.prev);
        self.prev = held;
        self.frame += 1;
        self.scene.update(held, pressed)
    }

    pub fn hold(&mut self, held: Buttons, frames: u32) -> Vec<Events> {
        (0..frames).map(|_| self.step(held)).collect()
    }

    /// Plays the route's frames up to and including `last`.
    pub fn play_route_to(&mut self, last: u32) -> Vec<Events> {
        let route = route();
        let mut out = Vec::new();
        while self.frame < last {
            let held = held_at(&route, self.frame + 1);
            out.push(self.step(held));
        }
        out
    }

    /// The hero's centre in whole pixels.
    pub fn px(&self) -> (i32, i32) {
        self.scene.position().pixels()
    }
}

/// A 30 x 14 room: walls all round, floor inside, with `rows` (`(y, text)`, text from
/// column 0) written over it.
pub fn room(rows: &[(usize, &str)]) -> String {
    let mut grid: Vec<Vec<char>> = (0..14)
        .map(|y| {
            (0..30)
                .map(|x| {
                    if x == 0 || y == 0 || x == 29 || y == 13 {
                        '#'
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect();
    for &(y, text) in rows {
        for (x, ch) in text.chars().enumerate() {
            grid[y][x] = ch;
        }
    }
    grid.iter()
        .map(|r| r.iter().collect::<String>() + "\n")
        .collect()
}
