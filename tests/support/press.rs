//! Pressing the application's buttons as a player does: a tap is one frame pressed, one
//! released, so menus see the press and its release.

use bounceback::app::App;
use bounceback::input::Buttons;

/// Presses `b` for one frame, then releases it for one.
pub fn tap(app: &mut App<'_>, b: Buttons) {
    app.update(b);
    app.update(Buttons::NONE);
}

/// A tap of `b` with `hold` held through it (a shoulder button held while a direction is
/// tapped, as the editor's chords are pressed).
pub fn tap_with(app: &mut App<'_>, hold: Buttons, b: Buttons) {
    app.update(hold);
    app.update(hold | b);
    app.update(hold);
    app.update(Buttons::NONE);
}

/// Taps each of `bs` in turn.
pub fn taps(app: &mut App<'_>, bs: &[Buttons]) {
    for &b in bs {
        tap(app, b);
    }
}
