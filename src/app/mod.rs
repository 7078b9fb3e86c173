//! The game application as a player meets it: screens and their flow, driven once per
//! displayed frame with the buttons held, and drawn into any [`Canvas`].
//!
//! Platforms call [`App::update`] at 60 Hz and [`App::draw`] after it; they know nothing
//! of what the screens are.

pub mod title;

use crate::input::Buttons;
use crate::render::Canvas;

/// The logical screen size the application lays itself out for (the PSP screen).
pub const SCREEN_W: i32 = 480;
pub const SCREEN_H: i32 = 272;

/// What the platform should do after an update.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// Keep running.
    None,
    /// The player asked to leave the application.
    Exit,
}

/// The application state.
pub struct App {
    frame: u32,
    held: Buttons,
    title: title::Title,
}

impl Default for App {
    fn default() -> Self {
        Self::new()
    }
}

impl App {
    pub fn new() -> Self {
        App {
            frame: 0,
            held: Buttons::NONE,
            title: title::Title::new(),
        }
    }

    /// Frames updated since start.
    pub fn frame(&self) -> u32 {
        self.frame
    }

    /// Advances one displayed frame with the buttons now held.
    pub fn update(&mut self, held: Buttons) -> Request {
        let pressed = held.pressed_since(self.held);
        self.held = held;
        self.frame = self.frame.wrapping_add(1);
        self.title.update(pressed);
        Request::None
    }

    /// Draws the current screen.
    pub fn draw(&self, c: &mut impl Canvas) {
        self.title.draw(c, self.frame);
    }
}
