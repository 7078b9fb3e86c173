//! The frame's buttons as the screens and their questions read them: presses, the menu's
//! repeating moves and the confirm and back buttons. A leaf of `app`: the screens and
//! `dialog.rs` both read it, so it imports neither.

use crate::input::{Buttons, Confirm};

/// The frame's buttons, as the screens read them.
pub(super) struct Pad {
    pub held: Buttons,
    pub pressed: Buttons,
    /// Menu moves (the D-pad and the stick alike), repeating while held
    /// ([`crate::app::menu::Repeat`]).
    pub up: bool,
    pub down: bool,
    /// `up` or `down` is a held direction's repeat, not a fresh press: a list does not wrap
    /// round on it ([`crate::app::menu::step_list`]).
    pub repeated: bool,
    /// The confirm button, and the other one (back).
    pub ok: bool,
    pub back: bool,
    pub start: bool,
    /// A menu's choice: the confirm button or START (START confirms wherever the confirm
    /// button does on a menu, as on the title).
    pub choose: bool,
}

impl Pad {
    /// `moves` are the directions that move menus this frame (the repeat's output).
    pub(super) fn new(held: Buttons, before: Buttons, confirm: Confirm, moves: Buttons) -> Pad {
        let pressed = held.pressed_since(before);
        let ok = pressed.contains(confirm.ok());
        let start = pressed.contains(Buttons::START);
        Pad {
            held,
            pressed,
            up: moves.contains(Buttons::UP),
            down: moves.contains(Buttons::DOWN),
            repeated: moves.any(Buttons::UP | Buttons::DOWN)
                && !moves.any(held.navigation().pressed_since(before.navigation())),
            ok,
            back: pressed.contains(confirm.back()),
            start,
            choose: ok || start,
        }
    }
}
