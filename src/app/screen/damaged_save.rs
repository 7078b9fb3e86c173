//! The save on the stick could not be used: the screen says why and what it held (all of
//! it is lost to this session: unlocked levels, the top five, the best bonuses, the
//! Continue point, sound and view), and asks before anything is written over it. KEEP IT
//! plays without saving (the file stays as it is, for another version or a backup to
//! restore); NEW SAVE writes a fresh save over it at once. Until the player answers nothing
//! is written.

use super::{Cx, Input, Next, Route, View};
use crate::app::hints::{self, Bar};
use crate::app::save::SaveError;
use crate::app::ui::{self, Buf, DIM, GOLD, TEXT};
use crate::app::{indicators, SCREEN_W};
use crate::gfx::text::Font;
use crate::gfx::{Canvas, Rect};
use crate::sim::Sound;
use core::fmt::Write as _;

/// The records a save holds, named for the player (each is lost with a damaged file).
pub(super) const LOST: [&str; 3] = [
    "LEVELS UNLOCKED, THE TOP FIVE SCORES AND",
    "EACH LEVEL'S BEST BONUS, THE CONTINUE POINT,",
    "AND THE SOUND AND VIEW SETTINGS",
];

/// The answers, the safe one first (selected when the screen opens).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DamagedChoice {
    /// Play without saving; the damaged file is left alone.
    Keep,
    /// Write a new save over the damaged one.
    Overwrite,
}

impl DamagedChoice {
    /// The answer as the screen shows it.
    pub fn label(self) -> &'static str {
        match self {
            DamagedChoice::Keep => "KEEP IT, PLAY WITHOUT SAVING",
            DamagedChoice::Overwrite => "START A NEW SAVE OVER IT",
        }
    }
}

/// The damaged save screen.
pub(crate) struct DamagedSave {
    pub error: SaveError,
    pub sel: DamagedChoice,
}

impl DamagedSave {
    pub(crate) fn new(error: SaveError) -> DamagedSave {
        DamagedSave {
            error,
            sel: DamagedChoice::Keep,
        }
    }

    pub(crate) fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        if i.up || i.down {
            self.sel = match self.sel {
                DamagedChoice::Keep => DamagedChoice::Overwrite,
                DamagedChoice::Overwrite => DamagedChoice::Keep,
            };
        }
        if !i.choose {
            return Next::Stay;
        }
        cx.sound(Sound::Select);
        cx.c.damaged = None;
        match self.sel {
            DamagedChoice::Keep => cx.say("damaged save kept, not saving"),
            DamagedChoice::Overwrite => {
                cx.c.saves.resume();
                cx.c.saves.mark();
                cx.say("damaged save replaced");
            }
        }
        Next::Go(Route::Opening)
    }

    /// Below the title's logo and name (which stay readable), above the hint bar.
    pub(crate) fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        let r = Rect::new(12, 112, SCREEN_W - 24, 134);
        ui::panel(v, c, r);
        let cx = SCREEN_W / 2;
        let head = "YOUR SAVED DATA CANNOT BE USED";
        let f = ui::font_fitting(v, r.w - 16, &[head, DamagedChoice::Keep.label()]);
        let small = Font::Builtin { scale: 1 };
        let mut y = r.y + 6;
        f.draw_centred(c, cx, y, GOLD, head);
        y += f.line_height() + 3;
        let mut why = Buf::new();
        let _ = write!(why, "{}", self.error);
        why.make_ascii_uppercase();
        small.draw_centred(c, cx, y, DIM, &why);
        y += small.line_height() + 4;
        small.draw_centred(c, cx, y, TEXT, "SO THESE CANNOT BE READ FROM IT:");
        for l in LOST {
            y += small.line_height() + 2;
            small.draw_centred(c, cx, y, TEXT, l);
        }
        y += small.line_height() + 6;
        for choice in [DamagedChoice::Keep, DamagedChoice::Overwrite] {
            let on = choice == self.sel;
            let t = choice.label();
            let x = cx - f.width(t) / 2;
            f.draw(c, x, y, if on { GOLD } else { TEXT }, t);
            if on {
                f.draw(c, x - f.width("> ") - 2, y, GOLD, ">");
            }
            y += f.line_height() + 3;
        }
        indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::Ok));
    }
}
