//! Options: sound on or off, and the view (wide, or the original's window); all saved.
//! Reached from the title and from the pause menu, and returns there. Each entry with a
//! value shows it as ‹ VALUE › and changes it with LEFT and RIGHT as well as the confirm
//! button (docs/UI.md); the entries are data (a label, the values, a step), so another
//! option is one more entry in each of [`OptionsItem`]'s tables.

use super::field;
use super::{Cx, Input, Next, PauseItem, Route, TitleItem, View};
use crate::app::hints::{self, Bar};
use crate::app::menu::{self, Item, List, Row};
use crate::app::{indicators, ui};
use crate::gfx::{Canvas, Role};
use crate::input::Buttons;
use crate::sim::Sound;

/// The options' entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionsItem {
    /// Sound on or off.
    Sound,
    /// The wide view or the original's framing.
    View,
    /// Back to where the options were opened from.
    Done,
}

impl Item for OptionsItem {
    const ALL: &'static [OptionsItem] = &[OptionsItem::Sound, OptionsItem::View, OptionsItem::Done];

    fn label(self) -> &'static str {
        match self {
            OptionsItem::Sound => "SOUND",
            OptionsItem::View => "VIEW",
            OptionsItem::Done => "DONE",
        }
    }
}

impl OptionsItem {
    /// Every value the entry can take, in order (none for an action).
    pub fn values(self) -> &'static [&'static str] {
        match self {
            OptionsItem::Sound => &["ON", "OFF"],
            OptionsItem::View => &["WIDE", "ORIGINAL"],
            OptionsItem::Done => &[],
        }
    }

    /// The value the entry has now (an index into [`OptionsItem::values`]).
    fn get(self, v: View<'_, '_>) -> usize {
        match self {
            OptionsItem::Sound => usize::from(!v.save.settings.sound),
            OptionsItem::View => usize::from(v.save.options.original_view),
            OptionsItem::Done => 0,
        }
    }

    /// Sets the value (an index into [`OptionsItem::values`]).
    fn set(self, cx: &mut Cx<'_, '_>, k: usize) {
        match self {
            OptionsItem::Sound => cx.save.settings.sound = k == 0,
            OptionsItem::View => cx.save.options.original_view = k == 1,
            OptionsItem::Done => {}
        }
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
        self.sel = menu::step(self.sel, i.up, i.down, |_| true);
        let n = self.sel.values().len();
        // LEFT steps back, RIGHT and the confirm button forward, round the values.
        let step = if i.pressed.contains(Buttons::LEFT) {
            Some(n.saturating_sub(1))
        } else if i.pressed.contains(Buttons::RIGHT) || i.choose {
            Some(1)
        } else {
            None
        };
        if let (Some(step), true) = (step, n > 0) {
            let k = (self.sel.get(cx.view()) + step) % n;
            self.sel.set(cx, k);
            cx.c.saves.mark();
            cx.sound(Sound::Select);
            return Next::Stay;
        }
        if i.back || (i.choose && self.sel == OptionsItem::Done) {
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
        let rows: heapless::Vec<Row<'_>, 8> = OptionsItem::ALL
            .iter()
            .map(|&i| Row {
                cells: [i.label(), i.values().get(i.get(v)).copied().unwrap_or("")],
                enabled: true,
            })
            .collect();
        // The value column as wide as the widest value any entry can take.
        let f = ui::style(v, Role::Item);
        let widest = OptionsItem::ALL
            .iter()
            .flat_map(|i| i.values())
            .map(|s| f.width(s))
            .max()
            .unwrap_or(0);
        let (area, y) = if self.from_pause {
            (ui::area(v), 118)
        } else {
            (ui::SCREEN, ui::below_title(v, 118))
        };
        List {
            title: "OPTIONS",
            rows: &rows,
            sel: self.sel.index(),
            columns: [0, widest + 2 * f.width("‹ ")],
            above: false,
            below: false,
            values: true,
        }
        .draw(v, c, area, y);
        // In the original's narrow window the value rows' marks say LEFT and RIGHT change
        // them; the bar names the face buttons only.
        let bar = if ui::in_window(v) {
            hints::bar(v.c.confirm, Bar::OkBack)
        } else {
            hints::bar(v.c.confirm, Bar::Values)
        };
        if self.from_pause {
            indicators::hint_bar_over_level(v, c, bar);
        } else {
            indicators::hint_bar(v, c, bar);
        }
    }
}
