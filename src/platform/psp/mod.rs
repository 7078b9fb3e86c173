//! The PSP platform layer: display, pad, stdout and the exit callback. It runs the core's
//! [`App`] and knows nothing of game rules.

mod display;
mod input;
mod stdout;

use bounceback::app::App;

/// The game's main loop: one update and one drawn frame per vertical blank.
pub fn run() {
    psp::enable_home_button();
    stdout::line(bounceback::boot_line());

    let mut screen = display::Display::init();
    let mut pad = input::Pad::init();
    let mut app = App::new(&bounceback::content::RESOURCES, Ok(None));
    loop {
        let held = pad.read();
        app.update(held);
        screen.draw(|frame| app.draw(frame));
        screen.present();
    }
}
