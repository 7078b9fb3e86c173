//! Driving the game application headless, shared by `bounceback app` ([`super::app_run`]),
//! the tests and the benches: a press script in the emulator harness's syntax (the buttons
//! held at each frame) and the picture of the app's current screen.

use super::Failure;
use crate::app::App;
use crate::gfx::{Frame, SCREEN_H, SCREEN_W};
use crate::input::{self, Buttons};

/// A button press: the frame it starts, the buttons, and how many frames it is held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Press {
    /// The frame it starts on (0 is the first).
    pub frame: u32,
    /// The buttons pressed.
    pub buttons: Buttons,
    /// Frames they are held (1 at least).
    pub hold: u32,
}

/// Parses `FRAME:BUTTON[+BUTTON...][:HOLD]` (the emulator harness's syntax). A button may
/// be a stick direction, `lstick-up`, `lstick-down`, `lstick-left` or `lstick-right`: the
/// stick held at full deflection, folded by [`input::stick`] as the PSP folds it.
///
/// # Errors
///
/// A malformed press (exit code 2).
pub fn parse_press(s: &str) -> Result<Press, Failure> {
    let bad = || {
        Failure::usage(format!(
            "press '{s}': expected FRAME:BUTTON[+BUTTON][:HOLD]"
        ))
    };
    let mut parts = s.split(':');
    let frame = parts.next().and_then(|f| f.parse().ok()).ok_or_else(bad)?;
    let names = parts.next().ok_or_else(bad)?;
    let hold = match parts.next() {
        Some(h) => h.parse().map_err(|_| bad())?,
        None => 6,
    };
    let mut buttons = Buttons::NONE;
    for n in names.split('+') {
        let b = match n {
            "up" => Buttons::UP,
            "down" => Buttons::DOWN,
            "left" => Buttons::LEFT,
            "right" => Buttons::RIGHT,
            "cross" => Buttons::CROSS,
            "circle" => Buttons::CIRCLE,
            "square" => Buttons::SQUARE,
            "triangle" => Buttons::TRIANGLE,
            "start" => Buttons::START,
            "select" => Buttons::SELECT,
            "l" => Buttons::L,
            "r" => Buttons::R,
            "lstick-up" => input::stick(128, 0),
            "lstick-down" => input::stick(128, 255),
            "lstick-left" => input::stick(0, 128),
            "lstick-right" => input::stick(255, 128),
            _ => return Err(bad()),
        };
        buttons = buttons | b;
    }
    Ok(Press {
        frame,
        buttons,
        hold,
    })
}

/// The buttons held at `frame`.
pub fn held_at(presses: &[Press], frame: u32) -> Buttons {
    presses
        .iter()
        .filter(|p| (p.frame..p.frame + p.hold).contains(&frame))
        .fold(Buttons::NONE, |a, p| a | p.buttons)
}

/// Draws the app's current screen into a new picture (an enlarged original view scaled as
/// the PSP's GPU scales it, by [`crate::gfx::scale`]).
pub fn picture(app: &App<'_>) -> Vec<u32> {
    let mut px = vec![0u32; (SCREEN_W * SCREEN_H) as usize];
    let mut scratch = vec![0u32; (SCREEN_W * SCREEN_H) as usize];
    if let Some(f) = Frame::new(&mut px, SCREEN_W, SCREEN_H, SCREEN_W as usize) {
        app.draw(&mut f.with_scratch(&mut scratch));
    }
    px
}
