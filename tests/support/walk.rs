//! The seeded button walks of the application tests (`tests/pins.rs` pins their digests,
//! `tests/runtime.rs` drives the platform boundary with them): after an optional prefix of
//! presses held three frames each, buttons drawn from `seed`, mostly taps of a frame or
//! two and sometimes holds of up to four seconds, each followed by a release so that menus
//! see every press. Seed 0 plays the prefix and then holds nothing.

use super::rng::Rng;
use bounceback::input::Buttons;

/// What the walks press: menus and play alike, and every other button too.
pub const CHOICES: [Buttons; 17] = [
    Buttons::NONE,
    Buttons::NONE,
    Buttons::CROSS,
    Buttons::CROSS,
    Buttons::CIRCLE,
    Buttons::START,
    Buttons::UP,
    Buttons::DOWN,
    Buttons::DOWN,
    Buttons::LEFT,
    Buttons::RIGHT,
    Buttons::RIGHT.union(Buttons::CROSS),
    Buttons::TRIANGLE,
    Buttons::SQUARE,
    Buttons::SELECT,
    Buttons::L,
    Buttons::R,
];

/// The buttons held on each of `frames` frames (index 0 is frame 1).
pub fn buttons(seed: u64, prefix: &[Buttons], frames: u32) -> Vec<Buttons> {
    let mut rng = Rng(seed);
    let mut prefix = prefix.iter();
    let mut held = Buttons::NONE;
    let mut left = 0u32;
    let mut out = Vec::with_capacity(frames as usize);
    for _ in 0..frames {
        if let (0, Some(&b)) = (left, prefix.next()) {
            held = b;
            left = 3;
        } else if left == 0 && seed == 0 {
            held = Buttons::NONE;
            left = 1;
        } else if left == 0 {
            held = CHOICES[(rng.splitmix64() % CHOICES.len() as u64) as usize];
            // Mostly taps (a frame or two), sometimes long holds.
            left = match rng.splitmix64() % 8 {
                0 => 30 + (rng.splitmix64() % 90) as u32,
                1..=3 => 1,
                _ => 2 + (rng.splitmix64() % 6) as u32,
            };
            // A release between two presses, so menus see each one.
            if held == Buttons::NONE {
                left += 2;
            }
        }
        left -= 1;
        out.push(if left == 0 { Buttons::NONE } else { held });
    }
    out
}
