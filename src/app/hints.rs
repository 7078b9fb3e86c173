//! The button hints the screens draw, named after the system's confirm button ([`Confirm`])
//! and the button that jumps: pure functions, so tests read the same text the screens show.
//! A button is named by its symbol (✕ ○ △ □), which the fonts draw as a small picture of
//! the PSP's button ([`crate::gfx::glyphs`]); docs/PLAYERS.txt keeps words.

#[cfg(test)]
use crate::gfx::glyphs;
use crate::input::{Buttons, Confirm};

/// The symbol a line names `b` by: ✕ ○ △ □ for the face buttons, `None` for any other.
pub fn symbol(b: Buttons) -> Option<&'static str> {
    Some(match b {
        Buttons::CROSS => "✕",
        Buttons::CIRCLE => "○",
        Buttons::TRIANGLE => "△",
        Buttons::SQUARE => "□",
        _ => return None,
    })
}

/// The confirm button's symbol and the back button's.
fn ok_back(confirm: Confirm) -> (&'static str, &'static str) {
    match confirm {
        Confirm::Cross => ("✕", "○"),
        Confirm::Circle => ("○", "✕"),
    }
}

/// The controls page (Help, Controls), a row of two cells (the buttons, what they do)
/// each. `jump` is the face button that jumps besides the D-pad's UP (`Buttons::NONE`: UP
/// only), so the page follows the controls setting; the stick rolls but never jumps.
pub fn controls(confirm: Confirm, jump: Buttons) -> [[&'static str; 2]; 8] {
    let jump = match symbol(jump) {
        Some("✕") => "✕ / UP",
        Some("○") => "○ / UP",
        Some("△") => "△ / UP",
        Some(_) => "□ / UP",
        None => "UP",
    };
    let (ok, back) = ok_back(confirm);
    [
        ["D-PAD / STICK", "ROLL LEFT AND RIGHT"],
        [jump, "JUMP (NOT THE STICK)"],
        ["DOWN", "STAY LOW"],
        ["START", "PAUSE"],
        ["SELECT", "PERFORMANCE OVERLAY"],
        [ok, "OK IN MENUS"],
        [back, "BACK IN MENUS"],
        ["HOME", "QUIT"],
    ]
}

/// The prompt under the level complete box once the bonus is counted: the confirm button
/// goes on.
pub fn press_ok(confirm: Confirm) -> &'static str {
    match confirm {
        Confirm::Cross => "PRESS ✕",
        Confirm::Circle => "PRESS ○",
    }
}

/// The way on from the screen that says why the player's own resource files were refused:
/// the confirm button plays the built-in pack.
pub fn resource_error_go_on(confirm: Confirm) -> &'static str {
    match confirm {
        Confirm::Cross => "✕ PLAY THE BUILT-IN LEVELS",
        Confirm::Circle => "○ PLAY THE BUILT-IN LEVELS",
    }
}

/// What a screen's hint bar offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bar {
    /// The confirm button chooses, the other goes back (most menus).
    OkBack,
    /// The confirm button chooses, the other goes back, LEFT and RIGHT change the value
    /// selected (the options).
    Values,
    /// Only the confirm button goes on (the title, a message).
    Ok,
    /// Only a way back (the records, the controls page, Game Help's demo).
    Back,
}

/// The hint bar along the bottom of a menu: the buttons by their symbols, the confirm
/// button first. START confirms too, but the bar names the face buttons only, as the
/// system's own menus do.
pub fn bar(confirm: Confirm, bar: Bar) -> &'static str {
    match (confirm, bar) {
        (Confirm::Cross, Bar::OkBack) => "✕ OK   ○ BACK",
        (Confirm::Circle, Bar::OkBack) => "○ OK   ✕ BACK",
        (Confirm::Cross, Bar::Values) => "‹ › CHANGE   ✕ OK   ○ BACK",
        (Confirm::Circle, Bar::Values) => "‹ › CHANGE   ○ OK   ✕ BACK",
        (Confirm::Cross, Bar::Ok) => "✕ OK",
        (Confirm::Circle, Bar::Ok) => "○ OK",
        (Confirm::Cross, Bar::Back) => "○ BACK",
        (Confirm::Circle, Bar::Back) => "✕ BACK",
    }
}

/// The caption of the title's attract demo: any button ends it.
pub const ATTRACT: &str = "DEMO   PRESS ANY BUTTON";

/// The prompt under a level's banner: any button starts the level.
pub const ANY_BUTTON: &str = "PRESS ANY BUTTON";

#[cfg(test)]
mod tests {
    use super::*;

    /// The symbol a test expects for the confirm (or back) button.
    fn sym(name: &str) -> char {
        match name {
            "CROSS" => glyphs::CROSS,
            _ => glyphs::CIRCLE,
        }
    }

    #[test]
    fn the_bar_follows_the_confirm_setting() {
        for c in [Confirm::Cross, Confirm::Circle] {
            let ok = alloc::format!("{} OK", sym(c.ok_name()));
            let back = alloc::format!("{} BACK", sym(c.back_name()));
            assert_eq!(bar(c, Bar::OkBack), alloc::format!("{ok}   {back}"));
            assert_eq!(bar(c, Bar::Ok), ok);
            assert_eq!(bar(c, Bar::Back), back);
            assert!(bar(c, Bar::Values).ends_with(bar(c, Bar::OkBack)));
            // The back bar names the button that is not the confirm one.
            assert!(!bar(c, Bar::Back).starts_with(sym(c.ok_name())));
        }
        assert_eq!(bar(Confirm::Cross, Bar::OkBack), "✕ OK   ○ BACK");
        assert_eq!(bar(Confirm::Circle, Bar::OkBack), "○ OK   ✕ BACK");
    }

    #[test]
    fn the_hints_name_the_confirm_back_and_jump_buttons() {
        for c in [Confirm::Cross, Confirm::Circle] {
            let page = controls(c, Buttons::CROSS);
            let ok = sym(c.ok_name()).to_string();
            let back = sym(c.back_name()).to_string();
            assert_eq!(page[5], [ok.as_str(), "OK IN MENUS"]);
            assert_eq!(page[6], [back.as_str(), "BACK IN MENUS"]);
            assert_eq!(press_ok(c), alloc::format!("PRESS {ok}"));
            assert!(resource_error_go_on(c).starts_with(&ok));
            // Jumping is the jump button whichever button confirms.
            assert_eq!(page[1][0], "✕ / UP");
        }
        assert_ne!(
            controls(Confirm::Cross, Buttons::CROSS),
            controls(Confirm::Circle, Buttons::CROSS)
        );
        // The page follows the jump setting.
        let jump = |b| controls(Confirm::Cross, b)[1][0];
        assert_eq!(jump(Buttons::SQUARE), "□ / UP");
        assert_eq!(jump(Buttons::TRIANGLE), "△ / UP");
        assert_eq!(jump(Buttons::NONE), "UP");
        // Every button named is a picture the fonts draw.
        for s in ["✕", "○", "△", "□"] {
            assert!(glyphs::is_button(s.chars().next().unwrap()));
        }
    }
}
