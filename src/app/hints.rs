//! The button hints the screens draw, named after the system's confirm button ([`Confirm`])
//! and the player's jump button ([`Jump`]): pure functions, so tests read the same text the
//! screens show.
//! A button is named by its symbol (✕ ○ △ □), which the fonts draw as a small picture of
//! the PSP's button ([`crate::gfx::button_pictures`]); docs/PLAYERS.txt keeps words.

use super::TIPS;
#[cfg(test)]
use crate::gfx::button_pictures;
use crate::input::{Buttons, Confirm, Jump};

/// The symbol a line names `b` by: ✕ ○ △ □ for the face buttons, `None` for any other.
pub const fn symbol(b: Buttons) -> Option<&'static str> {
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
        ["SELECT", "SHOW FRAME TIMES"],
        [ok, "OK IN MENUS"],
        [back, "BACK IN MENUS"],
        ["HOME", "QUIT"],
    ]
}

/// The face button that jumps besides UP, as [`controls`] takes it (`Buttons::NONE`: UP
/// only).
pub fn jump_face(jump: Jump) -> Buttons {
    jump.face().unwrap_or(Buttons::NONE)
}

/// A button's name in words, for the original view's tips (drawn by the original's own
/// renderer, whose font has no button pictures) and docs/PLAYERS.txt.
pub const fn button_name(b: Buttons) -> &'static str {
    match b {
        Buttons::CROSS => "CROSS",
        Buttons::CIRCLE => "CIRCLE",
        Buttons::SQUARE => "SQUARE",
        Buttons::TRIANGLE => "TRIANGLE",
        _ => "UP",
    }
}

/// The jump choice as Options shows its value: the face button's picture, or `UP ONLY`.
pub const fn jump_choice(jump: Jump) -> &'static str {
    match jump.face() {
        Some(b) => match symbol(b) {
            Some(s) => s,
            None => "UP ONLY",
        },
        None => "UP ONLY",
    }
}

/// A tip line's buffer.
type TipLine = heapless::String<32>;

/// The buttons that jump in words, joined by `sep` (`CROSS or UP`, or `UP` alone).
fn jump_buttons(jump: Jump, sep: &str) -> TipLine {
    let mut h = TipLine::new();
    if let Some(b) = jump.face() {
        let _ = h.push_str(button_name(b));
        let _ = h.push_str(sep);
    }
    let _ = h.push_str("UP");
    h
}

/// Where the tips (`content/tips.txt`) name the jump buttons.
const JUMP_MARK: &str = "{JUMP}";

/// Characters a tip line holds: 20 glyphs of 8 pixels fill the original view's 160-pixel
/// tip box.
pub const TIP_COLUMNS: usize = 20;

/// The tutorial tips ([`TIPS`]) with the jump buttons named as the player chose them, in
/// words (`CROSS or UP`); a name that would overfill its line ([`TIP_COLUMNS`]) breaks it
/// before `or`. The wide view's tip box draws the button words as their pictures.
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

/// `text` in capitals, each word that names a face button (`CROSS`, whatever its case)
/// drawn as the button's picture (docs/UI.md, buttons): the tips as both views show them.
pub fn pictured<const N: usize>(text: &str) -> heapless::String<N> {
    let mut out = heapless::String::new();
    let mut rest = text;
    while let Some(ch) = rest.chars().next() {
        let word = rest
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(rest.len());
        if word == 0 {
            let _ = out.push(ch);
            rest = &rest[ch.len_utf8()..];
            continue;
        }
        let w = &rest[..word];
        let button = [
            Buttons::CROSS,
            Buttons::CIRCLE,
            Buttons::SQUARE,
            Buttons::TRIANGLE,
        ]
        .into_iter()
        .find(|&b| w.eq_ignore_ascii_case(button_name(b)));
        match button.and_then(symbol) {
            Some(sym) => {
                let _ = out.push_str(sym);
            }
            None => {
                for c in w.chars() {
                    let _ = out.push(c.to_ascii_uppercase());
                }
            }
        }
        rest = &rest[word..];
    }
    out
}

/// The hint bar of the level complete and game over menus: the confirm button takes the
/// choice; on the game over (`back_to_title`) the other button goes to the title, as the
/// original's any key did.
pub fn results(confirm: Confirm, back_to_title: bool) -> &'static str {
    match (confirm, back_to_title) {
        (Confirm::Cross, false) => "✕ OK",
        (Confirm::Circle, false) => "○ OK",
        (Confirm::Cross, true) => "✕ OK   ○ TITLE SCREEN",
        (Confirm::Circle, true) => "○ OK   ✕ TITLE SCREEN",
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

    #[test]
    fn pictured_tips_draw_whole_button_words_as_pictures() {
        let p: heapless::String<64> = super::pictured("Jump: CROSS or UP.|circle,Square");
        assert_eq!(p.as_str(), "JUMP: ✕ OR UP.|○,□");
        // Only whole words: a word holding a button's name stays a word.
        let p: heapless::String<64> = super::pictured("crossing TRIANGLES triangle");
        assert_eq!(p.as_str(), "CROSSING TRIANGLES △");
        // Every tip of every jump setting: no button named in words is left.
        for jump in crate::input::Jump::ALL {
            let t: heapless::String<{ super::TIPS.len() + 32 }> =
                super::pictured(&super::tips(jump));
            for name in ["CROSS", "CIRCLE", "SQUARE", "TRIANGLE"] {
                assert!(
                    !t.split(|c: char| !c.is_ascii_alphabetic())
                        .any(|w| w == name),
                    "{t}"
                );
            }
        }
    }

    /// The symbol a test expects for the confirm (or back) button.
    fn sym(name: &str) -> char {
        match name {
            "CROSS" => button_pictures::CROSS,
            _ => button_pictures::CIRCLE,
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
    fn the_controls_page_and_the_tips_name_the_jump_button_chosen() {
        let want = [
            ("✕ / UP", "Jump: CROSS or UP."),
            ("□ / UP", "Jump: SQUARE or UP."),
            ("△ / UP", "Jump: TRIANGLE|or UP."),
            ("UP", "Jump: UP."),
        ];
        for (j, (cell, tip)) in Jump::ALL.into_iter().zip(want) {
            assert_eq!(controls(Confirm::Cross, jump_face(j))[1][0], cell, "{j:?}");
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
        assert_eq!(jump_choice(Jump::Cross), "✕");
        assert_eq!(jump_choice(Jump::Triangle), "△");
        assert_eq!(jump_choice(Jump::UpOnly), "UP ONLY");
    }

    #[test]
    fn the_hints_name_the_confirm_back_and_jump_buttons() {
        for c in [Confirm::Cross, Confirm::Circle] {
            let page = controls(c, Buttons::CROSS);
            let ok = sym(c.ok_name()).to_string();
            let back = sym(c.back_name()).to_string();
            assert_eq!(page[5], [ok.as_str(), "OK IN MENUS"]);
            assert_eq!(page[6], [back.as_str(), "BACK IN MENUS"]);
            assert_eq!(results(c, false), bar(c, Bar::Ok));
            assert_eq!(
                results(c, true),
                alloc::format!("{ok} OK   {back} TITLE SCREEN")
            );
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
            assert!(button_pictures::is_button(s.chars().next().unwrap()));
        }
    }
}
