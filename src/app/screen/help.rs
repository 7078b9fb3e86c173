//! Help: the demo with its tips, the controls page, and back to the title.

use super::{Controls, Cx, Demo, Input, Next, TitleItem, TitleMenu, View};
use crate::app::menu::{self, Item};
use crate::app::ui;
use crate::render::Canvas;
use crate::sim::Sound;

/// Help's entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpItem {
    GameHelp,
    Controls,
    Back,
}

impl Item for HelpItem {
    const ALL: &'static [HelpItem] = &[HelpItem::GameHelp, HelpItem::Controls, HelpItem::Back];

    fn label(self) -> &'static str {
        match self {
            HelpItem::GameHelp => "GAME HELP",
            HelpItem::Controls => "CONTROLS",
            HelpItem::Back => "BACK",
        }
    }
}

/// The help menu screen.
pub struct Help {
    pub sel: HelpItem,
}

impl Help {
    pub fn at(sel: HelpItem) -> Help {
        Help { sel }
    }

    pub fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        self.sel = menu::step(self.sel, i.up, i.down, |_| true);
        if i.ok {
            cx.sound(Sound::Select);
            match self.sel {
                HelpItem::GameHelp => Demo::start(cx).into(),
                HelpItem::Controls => Next::to(Controls),
                HelpItem::Back => Next::to(TitleMenu::at(TitleItem::Help)),
            }
        } else if i.back {
            cx.sound(Sound::Back);
            Next::to(TitleMenu::at(TitleItem::Help))
        } else {
            Next::Stay
        }
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        menu::draw_items(v, c, "HELP", self.sel, 96, |_| true);
    }
}
