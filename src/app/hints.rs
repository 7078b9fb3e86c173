//! The button hints the screens draw, named after the system's confirm button ([`Confirm`]):
//! pure functions, so tests read the same text the screens show.

use crate::input::Confirm;

/// The controls page (Help, Controls), one line each. Jumping is CROSS or the D-pad's UP
/// whatever confirms in menus; the stick rolls but never jumps.
pub fn controls(confirm: Confirm) -> [&'static str; 6] {
    [
        "D-PAD / STICK   ROLL LEFT AND RIGHT",
        "CROSS / UP      JUMP (NOT THE STICK)",
        "DOWN            STAY LOW",
        "START           PAUSE",
        "SELECT          PERFORMANCE OVERLAY",
        match confirm {
            Confirm::Cross => "CROSS OK   CIRCLE BACK   HOME QUIT",
            Confirm::Circle => "CIRCLE OK   CROSS BACK   HOME QUIT",
        },
    ]
}

/// The prompt under the level complete box once the bonus is counted: the confirm button
/// goes on.
pub fn press_ok(confirm: Confirm) -> &'static str {
    match confirm {
        Confirm::Cross => "PRESS CROSS",
        Confirm::Circle => "PRESS CIRCLE",
    }
}

/// The way on from the screen that says why the player's own resource files were refused:
/// the confirm button plays the built-in pack.
pub fn resource_error_go_on(confirm: Confirm) -> &'static str {
    match confirm {
        Confirm::Cross => "CROSS: PLAY THE BUILT-IN LEVELS",
        Confirm::Circle => "CIRCLE: PLAY THE BUILT-IN LEVELS",
    }
}

/// What a screen's hint bar offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bar {
    /// The confirm button chooses, the other goes back (most menus).
    OkBack,
    /// Only the confirm button goes on (the title, a message).
    Ok,
    /// Only a way back (the records, the controls page).
    Back,
}

/// The hint bar along the bottom of a menu: the buttons by the names the rest of the hints
/// use, the confirm button first. START confirms too, but the bar names the face buttons
/// only, as the system's own menus do.
pub fn bar(confirm: Confirm, bar: Bar) -> &'static str {
    match (confirm, bar) {
        (Confirm::Cross, Bar::OkBack) => "CROSS OK   CIRCLE BACK",
        (Confirm::Circle, Bar::OkBack) => "CIRCLE OK   CROSS BACK",
        (Confirm::Cross, Bar::Ok) => "CROSS OK",
        (Confirm::Circle, Bar::Ok) => "CIRCLE OK",
        (Confirm::Cross, Bar::Back) => "CIRCLE BACK",
        (Confirm::Circle, Bar::Back) => "CROSS BACK",
    }
}

/// The caption of the title's attract demo: any button ends it.
pub const ATTRACT: &str = "DEMO   PRESS ANY BUTTON";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_follows_the_confirm_setting() {
        for c in [Confirm::Cross, Confirm::Circle] {
            let ok = alloc::format!("{} OK", c.ok_name());
            let back = alloc::format!("{} BACK", c.back_name());
            assert_eq!(bar(c, Bar::OkBack), alloc::format!("{ok}   {back}"));
            assert_eq!(bar(c, Bar::Ok), ok);
            assert_eq!(bar(c, Bar::Back), back);
            // The back bar names the button that is not the confirm one.
            assert!(!bar(c, Bar::Back).starts_with(c.ok_name()));
        }
        assert_eq!(bar(Confirm::Cross, Bar::OkBack), "CROSS OK   CIRCLE BACK");
        assert_eq!(bar(Confirm::Circle, Bar::OkBack), "CIRCLE OK   CROSS BACK");
    }

    #[test]
    fn the_hints_name_the_confirm_and_back_buttons() {
        for c in [Confirm::Cross, Confirm::Circle] {
            let last = controls(c)[5];
            let ok = alloc::format!("{} OK", c.ok_name());
            let back = alloc::format!("{} BACK", c.back_name());
            assert!(last.starts_with(&ok), "{last}");
            assert!(last.contains(&back), "{last}");
            assert_eq!(press_ok(c), alloc::format!("PRESS {}", c.ok_name()));
            let go_on = alloc::format!("{}: ", c.ok_name());
            assert!(resource_error_go_on(c).starts_with(&go_on));
            // Jumping is CROSS whichever button confirms.
            assert!(controls(c)[1].starts_with("CROSS / UP"));
        }
        assert_ne!(controls(Confirm::Cross), controls(Confirm::Circle));
    }
}
