//! The controls page (Help, Controls), naming the system's confirm button and the player's
//! jump button.

use super::{Cx, HelpItem, Next, Pad, Route, View};
use super::{Scene, Screen};
use crate::app::hints::{self, Bar};
use crate::app::indicators;
use crate::app::ui;
use crate::gfx::Canvas;
use crate::sim::Sound;

/// The controls screen.
pub(crate) struct Controls;

impl Scene for Controls {
    fn at(&self) -> Screen {
        Screen::Controls
    }

    fn over_title(&self) -> bool {
        true
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if i.choose || i.back {
            cx.sound(Sound::Back);
            return Next::Go(Route::Help(HelpItem::Controls));
        }
        Next::Stay
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        let rows = hints::controls(v.c.confirm, hints::jump_face(v.save.options.jump));
        ui::text_panel(v, c, ui::room(v), "CONTROLS", &rows, ui::Align::Columns);
        indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::Back));
    }
}
