//! Options: sound on or off, the view (wide, or the original's window), how that window is
//! shown (SCREEN: 1:1, sharp or smooth) and the button that jumps; all saved. Reached from the title and from the pause menu, and returns there.
//! Each setting's entry is data ([`OptionsItem::value`], [`OptionsItem::change`]): the
//! screen lists the entries with their values and steps the one chosen.

use super::field;
use super::{Cx, Input, Next, PauseItem, Route, TitleItem, View};
use crate::app::hints::{self, Bar};
use crate::app::menu::{self, Item};
use crate::app::ui::Buf;
use crate::app::{indicators, ui, SaveData};
use crate::gfx::scale::Scale;
use crate::gfx::Canvas;
use crate::sim::Sound;
use core::fmt::Write as _;

/// The options' entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionsItem {
    /// Sound on or off.
    Sound,
    /// The wide view or the original's framing.
    View,
    /// How the original's window is shown (1:1, sharp or smooth); only in its view.
    Screen,
    /// The button that jumps ([`crate::input::Jump`]).
    Jump,
    /// Back to where the options were opened from.
    Done,
}

impl Item for OptionsItem {
    const ALL: &'static [OptionsItem] = &[
        OptionsItem::Sound,
        OptionsItem::View,
        OptionsItem::Screen,
        OptionsItem::Jump,
        OptionsItem::Done,
    ];

    fn label(self) -> &'static str {
        match self {
            OptionsItem::Sound => "SOUND",
            OptionsItem::View => "VIEW",
            OptionsItem::Screen => "SCREEN",
            OptionsItem::Jump => "JUMP",
            OptionsItem::Done => "DONE",
        }
    }
}

impl OptionsItem {
    /// The setting's value as the entry shows it after its label; `None` for an entry that
    /// is no setting (DONE).
    pub fn value(self, save: &SaveData) -> Option<&'static str> {
        Some(match self {
            OptionsItem::Sound if save.settings.sound => "ON",
            OptionsItem::Sound => "OFF",
            OptionsItem::View if save.options.original_view => "ORIGINAL",
            OptionsItem::View => "WIDE",
            OptionsItem::Screen => match save.options.scale {
                Scale::One => "1:1",
                Scale::Sharp => "SHARP",
                Scale::Smooth => "SMOOTH",
            },
            OptionsItem::Jump => hints::jump_choice(save.options.jump),
            OptionsItem::Done => return None,
        })
    }

    /// Whether the entry can be chosen: SCREEN only in the original view (greyed in the
    /// wide).
    pub fn enabled(self, save: &SaveData) -> bool {
        self != OptionsItem::Screen || save.options.original_view
    }

    /// Steps the setting `by` values on (1 the next, -1 the one before; an on/off setting
    /// toggles either way); whether the entry is a setting that changed (a greyed entry
    /// does not).
    pub fn change(self, save: &mut SaveData, by: i8) -> bool {
        if !self.enabled(save) {
            return false;
        }
        match self {
            OptionsItem::Sound => save.settings.sound = !save.settings.sound,
            OptionsItem::View => save.options.original_view = !save.options.original_view,
            OptionsItem::Screen if by < 0 => save.options.scale = save.options.scale.prev(),
            OptionsItem::Screen => save.options.scale = save.options.scale.next(),
            OptionsItem::Jump => save.options.jump = save.options.jump.step(by),
            OptionsItem::Done => return false,
        }
        true
    }
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
        let save = &*cx.save;
        self.sel = menu::step(self.sel, i.up, i.down, |item| item.enabled(save));
        let leave = i.back || (i.choose && self.sel == OptionsItem::Done);
        if i.choose && self.sel.change(cx.save, 1) {
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
        const N: usize = OptionsItem::ALL.len();
        let texts: [Buf; N] = core::array::from_fn(|k| {
            let item = OptionsItem::ALL[k];
            let mut b = Buf::new();
            let _ = match item.value(v.save) {
                Some(value) => write!(b, "{}: {value}", item.label()),
                None => write!(b, "{}", item.label()),
            };
            b
        });
        let items: [(&str, bool); N] = core::array::from_fn(|k| {
            (texts[k].as_str(), OptionsItem::ALL[k].enabled(v.save))
        });
        let (area, y) = if self.from_pause {
            // Five entries: raised to stay clear of the hint bar over the level.
            (ui::area(v), 72)
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
