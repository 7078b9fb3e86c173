//! Options: sound on or off, the effects' and the music's volumes (0 to 10, greyed with
//! sound off), the view (wide, or the original's window), how that window is
//! shown (SCREEN: 1:1, sharp or smooth; greyed in the wide view), the button that jumps
//! and whether TIME ATTACK's ghost is shown; all saved. Reached from the title and from the pause menu, and returns there. Each entry with a
//! value shows it as ‹ VALUE › and changes it with LEFT and RIGHT as well as the confirm
//! button (docs/UI.md); the entries are data (a label, the values, a step), so another
//! option is one more entry in each of [`OptionsItem`]'s tables.

use super::field;
use super::paused::PAUSE_Y;
use super::{Cx, Next, Pad, PauseItem, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::hints::{self, Bar};
use crate::app::menu::{self, Item, List, Row};
use crate::app::{indicators, ui, SaveData};
use crate::audio::STEPS;
use crate::gfx::scale::Scale;
use crate::gfx::{Canvas, Role};
use crate::input::{Buttons, Jump};
use crate::sim::Sound;

/// The options' entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionsItem {
    /// Sound on or off.
    Sound,
    /// The effects' volume ([`STEPS`] steps).
    Effects,
    /// The music's volume.
    Music,
    /// The wide view or the original's framing.
    View,
    /// How the original's window is shown (1:1, sharp or smooth); only in its view.
    Screen,
    /// The button that jumps ([`Jump`]).
    Jump,
    /// TIME ATTACK's ghost shown or hidden.
    Ghost,
    /// Back to where the options were opened from.
    Done,
}

impl Item for OptionsItem {
    const ALL: &'static [OptionsItem] = &[
        OptionsItem::Sound,
        OptionsItem::Effects,
        OptionsItem::Music,
        OptionsItem::View,
        OptionsItem::Screen,
        OptionsItem::Jump,
        OptionsItem::Ghost,
        OptionsItem::Done,
    ];

    fn label(self) -> &'static str {
        match self {
            OptionsItem::Sound => "SOUND",
            OptionsItem::Effects => "EFFECTS",
            OptionsItem::Music => "MUSIC",
            OptionsItem::View => "VIEW",
            OptionsItem::Screen => "SCREEN",
            OptionsItem::Jump => "JUMP",
            OptionsItem::Ghost => "GHOST",
            OptionsItem::Done => "DONE",
        }
    }
}

/// JUMP's values, in [`Jump::ALL`]'s order.
const JUMPS: [&str; 4] = [
    hints::jump_choice(Jump::Cross),
    hints::jump_choice(Jump::Square),
    hints::jump_choice(Jump::Triangle),
    hints::jump_choice(Jump::UpOnly),
];

/// A volume's values: its steps, from silence to [`STEPS`].
const LEVELS: [&str; STEPS as usize + 1] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];

impl OptionsItem {
    /// Every value the entry can take, in order (none for an action).
    pub fn values(self) -> &'static [&'static str] {
        match self {
            OptionsItem::Sound | OptionsItem::Ghost => &["ON", "OFF"],
            OptionsItem::Effects | OptionsItem::Music => &LEVELS,
            OptionsItem::View => &["WIDE", "ORIGINAL"],
            OptionsItem::Screen => &["1:1", "SHARP", "SMOOTH"],
            OptionsItem::Jump => &JUMPS,
            OptionsItem::Done => &[],
        }
    }

    /// The value the entry has now (an index into [`OptionsItem::values`]).
    fn get(self, save: &SaveData) -> usize {
        match self {
            OptionsItem::Sound => usize::from(!save.settings.sound),
            OptionsItem::Effects => usize::from(save.options.effects.min(STEPS)),
            OptionsItem::Music => usize::from(save.options.music.min(STEPS)),
            OptionsItem::View => usize::from(save.options.original_view),
            OptionsItem::Screen => Scale::ALL
                .iter()
                .position(|&s| s == save.options.scale)
                .unwrap_or(0),
            OptionsItem::Jump => usize::from(save.options.jump.index()),
            OptionsItem::Ghost => usize::from(!save.options.ghost),
            OptionsItem::Done => 0,
        }
    }

    /// Sets the value (an index into [`OptionsItem::values`]).
    fn set(self, save: &mut SaveData, k: usize) {
        match self {
            OptionsItem::Sound => save.settings.sound = k == 0,
            OptionsItem::Effects => save.options.effects = k.min(STEPS as usize) as u8,
            OptionsItem::Music => save.options.music = k.min(STEPS as usize) as u8,
            OptionsItem::View => save.options.original_view = k == 1,
            OptionsItem::Screen => save.options.scale = Scale::ALL[k % Scale::ALL.len()],
            OptionsItem::Jump => save.options.jump = Jump::ALL[k % Jump::ALL.len()],
            OptionsItem::Ghost => save.options.ghost = k == 0,
            OptionsItem::Done => {}
        }
    }

    /// Whether the entry can be chosen: SCREEN only in the original view (greyed in the
    /// wide), the volumes only with sound on.
    pub fn enabled(self, save: &SaveData) -> bool {
        match self {
            OptionsItem::Screen => save.options.original_view,
            OptionsItem::Effects | OptionsItem::Music => save.settings.sound,
            _ => true,
        }
    }

    /// Whether the entry is a volume: LEFT and RIGHT stop at its ends instead of going
    /// round (a slider, where a step past the loudest to silence would startle).
    fn is_volume(self) -> bool {
        matches!(self, OptionsItem::Effects | OptionsItem::Music)
    }

    /// The setting's value as the entry shows it; `None` for an entry that is no setting
    /// (DONE).
    pub fn value(self, save: &SaveData) -> Option<&'static str> {
        self.values().get(self.get(save)).copied()
    }

    /// Steps the setting `by` values on, round its values (1 the next, -1 the one before);
    /// whether the entry is a setting that changed (a greyed entry does not). A volume
    /// stops at its ends unless `round` (the confirm button, which has no way back).
    pub fn change(self, save: &mut SaveData, by: i8, round: bool) -> bool {
        let n = self.values().len() as i32;
        if n == 0 || !self.enabled(save) {
            return false;
        }
        let at = self.get(save) as i32;
        let to = at + i32::from(by);
        let k = if self.is_volume() && !round {
            to.clamp(0, n - 1)
        } else {
            to.rem_euclid(n)
        };
        if k == at {
            return false;
        }
        self.set(save, k as usize);
        true
    }

    /// The sound that says a change was made: the music's own kind for MUSIC, so the
    /// player hears the volume just chosen.
    fn heard(self) -> Sound {
        match self {
            OptionsItem::Music => Sound::Splash,
            _ => Sound::Select,
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

    /// Opens on `Route::Options`.
    pub(super) fn open(_: &mut Cx<'_, '_>, from_pause: bool) -> Option<Options> {
        Some(Options::new(from_pause))
    }
}

impl Scene for Options {
    fn at(&self) -> Screen {
        Screen::Options {
            sel: self.sel,
            from_pause: self.from_pause,
        }
    }

    fn over_title(&self) -> bool {
        !self.from_pause
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        let save = &*cx.save;
        self.sel = menu::step(self.sel, i.up, i.down, |item| item.enabled(save));
        // LEFT steps back, RIGHT and the confirm button forward, round the values (a
        // volume stops at its ends but for the confirm button).
        let by = if i.pressed.contains(Buttons::LEFT) {
            Some(-1)
        } else if i.pressed.contains(Buttons::RIGHT) || i.choose {
            Some(1)
        } else {
            None
        };
        if let Some(by) = by {
            if self.sel.change(cx.save, by, i.choose) {
                cx.c.saves.mark();
                cx.sound(self.sel.heard());
                return Next::Stay;
            }
            if self.sel.is_volume() {
                // At an end: nothing changed, nothing to hear, nothing else to do.
                return Next::Stay;
            }
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

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        if self.from_pause {
            field::draw(v, c);
            ui::dim_paused(v, c);
        } else {
            ui::backdrop(v, c);
        }
        let rows: heapless::Vec<Row<'_>, 8> = OptionsItem::ALL
            .iter()
            .map(|&i| {
                Row::plain(
                    [i.label(), i.value(v.save).unwrap_or("")],
                    i.enabled(v.save),
                )
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
        // In the original's narrow window the value rows' marks say LEFT and RIGHT change
        // them; the bar names the face buttons only.
        let bar = if ui::in_window(v) {
            hints::bar(v.c.confirm, Bar::OkBack)
        } else {
            hints::bar(v.c.confirm, Bar::Values)
        };
        let list = List {
            title: "OPTIONS",
            rows: &rows,
            sel: self.sel.index(),
            columns: [0, widest + 2 * f.width("‹ ")],
            above: false,
            below: false,
            values: true,
        };
        if self.from_pause {
            // Over a level where the pause menu stood, clear of the HUD and of the hint
            // bar (raised if it would reach the bar).
            let floor = indicators::hint_bar_top_over_level(v, bar) - 4;
            list.draw_above(v, c, ui::area(v), PAUSE_Y, floor);
            indicators::hint_bar_over_level(v, c, bar);
        } else {
            list.draw(v, c, ui::SCREEN, ui::below_title(v, 0));
            indicators::hint_bar(v, c, bar);
        }
    }
}
