//! Options: sound on or off, the view (wide, or the original's window) and how that window
//! is shown (SCREEN: 1:1, sharp or smooth); all saved.
//! Reached from the title and from the pause menu, and returns there.

use super::field;
use super::{Cx, Input, Next, PauseItem, Route, TitleItem, View};
use crate::app::hints::{self, Bar};
use crate::app::menu::{self, Item};
use crate::app::{indicators, ui};
use crate::gfx::scale::Scale;
use crate::gfx::Canvas;
use crate::sim::Sound;

/// The options' entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionsItem {
    /// Sound on or off.
    Sound,
    /// The wide view or the original's framing.
    View,
    /// How the original's window is shown (1:1, sharp or smooth); only in its view.
    Screen,
    /// Back to where the options were opened from.
    Done,
}

impl Item for OptionsItem {
    const ALL: &'static [OptionsItem] = &[
        OptionsItem::Sound,
        OptionsItem::View,
        OptionsItem::Screen,
        OptionsItem::Done,
    ];

    fn label(self) -> &'static str {
        match self {
            OptionsItem::Sound => "SOUND",
            OptionsItem::View => "VIEW",
            OptionsItem::Screen => "SCREEN",
            OptionsItem::Done => "DONE",
        }
    }
}

/// Whether `item` can be chosen: SCREEN only in the original view (greyed in the wide).
fn enabled(item: OptionsItem, original_view: bool) -> bool {
    item != OptionsItem::Screen || original_view
}

/// The options screen.
pub(crate) struct Options {
    pub sel: OptionsItem,
    /// Opened from the pause menu (the level shows behind it), else from the title.
    pub from_pause: bool,
}

impl Options {
    pub(crate) fn new(from_pause: bool) -> Options {
        Options {
            sel: OptionsItem::Sound,
            from_pause,
        }
    }

    pub(crate) fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        let original = cx.save.options.original_view;
        self.sel = menu::step(self.sel, i.up, i.down, |item| enabled(item, original));
        let leave = i.back || (i.choose && self.sel == OptionsItem::Done);
        if i.choose && self.sel == OptionsItem::Sound {
            cx.save.settings.sound = !cx.save.settings.sound;
            cx.c.saves.mark();
            cx.sound(Sound::Select);
        } else if i.choose && self.sel == OptionsItem::View {
            cx.save.options.original_view = !cx.save.options.original_view;
            cx.c.saves.mark();
            cx.sound(Sound::Select);
        } else if i.choose && self.sel == OptionsItem::Screen && original {
            cx.save.options.scale = cx.save.options.scale.next();
            cx.c.saves.mark();
            cx.sound(Sound::Select);
        } else if leave {
            cx.sound(Sound::Back);
            return if self.from_pause {
                Next::Go(Route::Paused(PauseItem::Options))
            } else {
                Next::Go(Route::Title(TitleItem::Options))
            };
        }
        Next::Stay
    }

    pub(crate) fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        if self.from_pause {
            field::draw(v, c);
        } else {
            ui::backdrop(v, c);
        }
        let label = |item: OptionsItem| match item {
            OptionsItem::Sound if v.save.settings.sound => "SOUND: ON",
            OptionsItem::Sound => "SOUND: OFF",
            OptionsItem::View if v.save.options.original_view => "VIEW: ORIGINAL",
            OptionsItem::View => "VIEW: WIDE",
            OptionsItem::Screen => match v.save.options.scale {
                Scale::One => "SCREEN: 1:1",
                Scale::Sharp => "SCREEN: SHARP",
                Scale::Smooth => "SCREEN: SMOOTH",
            },
            OptionsItem::Done => item.label(),
        };
        let original = v.save.options.original_view;
        let items: [(&str, bool); 4] = core::array::from_fn(|k| {
            let item = OptionsItem::ALL[k];
            (label(item), enabled(item, original))
        });
        let (area, y) = if self.from_pause {
            // Four entries: raised to stay clear of the hint bar.
            (ui::area(v), 96)
        } else {
            (ui::SCREEN, ui::below_title(v, 118))
        };
        menu::draw_in(v, c, area, "OPTIONS", &items, self.sel.index(), y);
        let bar = hints::bar(v.c.confirm, Bar::OkBack);
        if self.from_pause {
            indicators::hint_bar_over_level(v, c, bar);
        } else {
            indicators::hint_bar(v, c, bar);
        }
    }
}
