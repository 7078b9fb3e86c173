//! The button hints the screens draw, named after the system's confirm button ([`Confirm`])
//! and the player's jump button ([`Jump`]): pure functions, so tests read the same text the
//! screens show.

use super::TIPS;
use crate::input::{Buttons, Confirm, Jump};
use core::fmt::Write as _;

/// A hint line built for the player's choices.
pub type Hint = heapless::String<48>;

/// A button's name as the hints spell it: the one place a button becomes text (where a
/// glyph may later stand for it).
pub fn button_name(b: Buttons) -> &'static str {
    match b {
        Buttons::CROSS => "CROSS",
        Buttons::CIRCLE => "CIRCLE",
        Buttons::SQUARE => "SQUARE",
        Buttons::TRIANGLE => "TRIANGLE",
        Buttons::UP => "UP",
        Buttons::DOWN => "DOWN",
        Buttons::LEFT => "LEFT",
        Buttons::RIGHT => "RIGHT",
        Buttons::START => "START",
        Buttons::SELECT => "SELECT",
        Buttons::L => "L",
        Buttons::R => "R",
        _ => "?",
    }
}

/// The jump choice as Options shows its value: the face button, or `UP ONLY`.
pub fn jump_choice(jump: Jump) -> &'static str {
    match jump.face() {
        Some(b) => button_name(b),
        None => "UP ONLY",
    }
}

/// The buttons that jump, joined by `sep` (`CROSS / UP`, or `UP` alone).
fn jump_buttons(jump: Jump, sep: &str) -> Hint {
    let mut h = Hint::new();
    if let Some(b) = jump.face() {
        let _ = write!(h, "{}{sep}", button_name(b));
    }
    let _ = h.push_str(button_name(Buttons::UP));
    h
}

/// The controls page (Help, Controls), one line each. Jumping is the player's choice
/// ([`Jump`]) with the D-pad's UP, whatever confirms in menus; the stick rolls but never
/// jumps.
pub fn controls(confirm: Confirm, jump: Jump) -> [Hint; 6] {
    let mut jumps = Hint::new();
    let _ = write!(
        jumps,
        "{:<16}JUMP (NOT THE STICK)",
        jump_buttons(jump, " / ").as_str()
    );
    let line = |s: &str| Hint::try_from(s).unwrap_or_default();
    [
        line("D-PAD / STICK   ROLL LEFT AND RIGHT"),
        jumps,
        line("DOWN            STAY LOW"),
        line("START           PAUSE"),
        line("SELECT          PERFORMANCE OVERLAY"),
        line(match confirm {
            Confirm::Cross => "CROSS OK   CIRCLE BACK   HOME QUIT",
            Confirm::Circle => "CIRCLE OK   CROSS BACK   HOME QUIT",
        }),
    ]
}

/// Where the tips (`content/tips.txt`) name the jump buttons.
const JUMP_MARK: &str = "{JUMP}";

/// Characters a tip line holds: 20 glyphs of 8 pixels fill the original view's 160-pixel
/// tip box.
pub const TIP_COLUMNS: usize = 20;

/// The tutorial tips ([`TIPS`]) with the jump buttons named as the player chose them
/// (`CROSS or UP`); a name that would overfill its line ([`TIP_COLUMNS`]) breaks it before
/// `or`.
pub fn tips(jump: Jump) -> heapless::String<{ TIPS.len() + 32 }> {
    let mut out = heapless::String::new();
    let mut rest = TIPS;
    while let Some(i) = rest.find(JUMP_MARK) {
        let before = &rest[..i];
        let after = &rest[i + JUMP_MARK.len()..];
        let start = before.rfind(['|', '\n']).map_or(0, |k| k + 1);
        let end = after.find(['|', '\n']).unwrap_or(after.len());
        let one = jump_buttons(jump, " or ");
        let width =
            before[start..].chars().count() + one.chars().count() + after[..end].chars().count();
        let names = if width <= TIP_COLUMNS {
            one
        } else {
            jump_buttons(jump, "|or ")
        };
        let _ = out.push_str(before);
        let _ = out.push_str(&names);
        rest = after;
    }
    let _ = out.push_str(rest);
    out
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
    fn the_controls_page_and_the_tips_name_the_jump_button_chosen() {
        let want = [
            ("CROSS / UP      JUMP", "Jump: CROSS or UP."),
            ("SQUARE / UP     JUMP", "Jump: SQUARE or UP."),
            ("TRIANGLE / UP   JUMP", "Jump: TRIANGLE|or UP."),
            ("UP              JUMP", "Jump: UP."),
        ];
        for (j, (line, tip)) in Jump::ALL.into_iter().zip(want) {
            assert!(controls(Confirm::Cross, j)[1].starts_with(line), "{j:?}");
            let tips = tips(j);
            assert_eq!(tips.lines().nth(1), Some(tip), "{j:?}");
            // Nothing else of the tips changes, and every line fits the tip box.
            assert_eq!(tips.lines().count(), TIPS.lines().count());
            assert!(!tips.contains(JUMP_MARK));
            for l in tips.lines().flat_map(|t| t.split('|')) {
                assert!(l.chars().count() <= TIP_COLUMNS, "{j:?}: '{l}'");
            }
            for (a, b) in tips.lines().zip(TIPS.lines()) {
                assert!(b.contains(JUMP_MARK) || a == b);
            }
        }
        assert_eq!(jump_choice(Jump::Cross), "CROSS");
        assert_eq!(jump_choice(Jump::UpOnly), "UP ONLY");
    }

    #[test]
    fn the_hints_name_the_confirm_and_back_buttons() {
        for c in [Confirm::Cross, Confirm::Circle] {
            let last = controls(c, Jump::Cross)[5].clone();
            let ok = alloc::format!("{} OK", c.ok_name());
            let back = alloc::format!("{} BACK", c.back_name());
            assert!(last.starts_with(&ok), "{last}");
            assert!(last.contains(&back), "{last}");
            assert_eq!(press_ok(c), alloc::format!("PRESS {}", c.ok_name()));
            let go_on = alloc::format!("{}: ", c.ok_name());
            assert!(resource_error_go_on(c).starts_with(&go_on));
            // Jumping is CROSS whichever button confirms.
            assert!(controls(c, Jump::Cross)[1].starts_with("CROSS / UP"));
        }
        assert_ne!(
            controls(Confirm::Cross, Jump::Cross),
            controls(Confirm::Circle, Jump::Cross)
        );
    }
}
