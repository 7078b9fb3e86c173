//! Help: the demo with its tips, the controls page, the guide to what a level holds, and
//! back to the title.

use super::{Cx, HelpItem, Next, Pad, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::hints::{self, Bar};
use crate::app::ui;
use crate::app::{indicators, menu};
use crate::gfx::Canvas;
use crate::sim::Sound;

/// The help menu screen.
pub(crate) struct Help {
    pub sel: HelpItem,
}

impl Help {
    pub(crate) fn at(sel: HelpItem) -> Help {
        Help { sel }
    }

    /// Opens on `Route::Help`.
    pub(super) fn open(_: &mut Cx<'_, '_>, sel: HelpItem) -> Option<Help> {
        Some(Help::at(sel))
    }
}

impl Scene for Help {
    fn at(&self) -> Screen {
        Screen::Help { sel: self.sel }
    }

    fn over_title(&self) -> bool {
        true
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        self.sel = menu::step(self.sel, i.up, i.down, |_| true);
        if i.choose {
            cx.sound(Sound::Select);
            match self.sel {
                HelpItem::GameHelp => Next::Go(Route::Demo),
                HelpItem::Controls => Next::Go(Route::Controls),
                HelpItem::Guide => Next::Go(Route::Guide(0)),
                HelpItem::Back => Next::Go(Route::Title(TitleItem::Help)),
            }
        } else if i.back {
            cx.sound(Sound::Back);
            Next::Go(Route::Title(TitleItem::Help))
        } else {
            Next::Stay
        }
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        let y = ui::below_title(v, 96);
        let _ = menu::draw_items(v, c, "HELP", self.sel, y, |_| true);
        indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::OkBack));
    }
}
