//! The save on the stick could not be used: the screen says why and what it held (all of
//! it is lost to this session: unlocked levels, the top five, the best bonuses, the
//! Continue point, sound and view), and asks before anything is written over it. KEEP IT
//! plays without saving (the file stays as it is, for another version or a backup to
//! restore); NEW SAVE asks once more, naming what the file holds ("REPLACE THE SAVE?",
//! opening on NO as every destructive question does), and only YES writes a fresh save over
//! it. Until the player answers nothing is written.

use super::{Active, Scene, Screen, TitleMenu};
use super::{Cx, Next, Pad, Route, View};
use crate::app::dialog::{Ask, Question};
use crate::app::hints::{self, Bar};
use crate::app::save::{Held, SaveError};
use crate::app::ui::{self, GOLD, TEXT};
use crate::app::{indicators, menu, SCREEN_W};
use crate::gfx::{Canvas, Rect, Role};
use crate::sim::Sound;
use core::fmt::Write;

/// What a save holds, named for the player, when the file's own records are not known
/// (each is lost to this session with a file that cannot be used).
pub(super) const LOST: &str = "NOT READ FROM IT: THE LEVELS YOU OPENED, THE TOP FIVE, \
     EACH LEVEL'S BEST BONUS, WHERE CONTINUE GOES ON, THE SOUND AND VIEW SETTINGS.";

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
    /// REPLACE THE SAVE?, once NEW SAVE was chosen.
    pub ask: Option<Ask>,
}

impl DamagedSave {
    pub(crate) fn new(error: SaveError) -> DamagedSave {
        DamagedSave {
            error,
            sel: DamagedChoice::Keep,
            ask: None,
        }
    }

    /// Opens on `Route::Opening`: this question while a damaged save is not answered,
    /// else the title as the game opens on it.
    pub(super) fn open(cx: &mut Cx<'_, '_>) -> Option<Active> {
        Some(match cx.c.damaged {
            Some(e) => DamagedSave::new(e).into(),
            None => TitleMenu::opening(cx.view()).into(),
        })
    }
}

impl Scene for DamagedSave {
    fn at(&self) -> Screen {
        Screen::DamagedSave { sel: self.sel }
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if let Some(ask) = &mut self.ask {
            return match ask.update(i) {
                Some(true) => {
                    cx.sound(Sound::Select);
                    cx.c.damaged = None;
                    cx.c.saves.resume();
                    cx.c.saves.mark();
                    cx.say("damaged save replaced");
                    Next::Go(Route::Opening)
                }
                Some(false) => {
                    cx.sound(Sound::Back);
                    self.ask = None;
                    Next::Stay
                }
                None => Next::Stay,
            };
        }
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
        match self.sel {
            DamagedChoice::Keep => {
                cx.c.damaged = None;
                cx.say("damaged save kept, not saving");
                Next::Go(Route::Opening)
            }
            DamagedChoice::Overwrite => {
                self.ask = Some(Ask::new(Question::ReplaceSave));
                Next::Stay
            }
        }
    }

    /// Below the title's logo and name (which stay readable), above the hint bar: the
    /// heading, why in plain words, what is not read from it, and the two answers as a
    /// list with the menus' cursor.
    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        let room = ui::room(v);
        let t = ui::style(v, Role::Title);
        let b = ui::style(v, Role::Body);
        let f = ui::style(v, Role::Item);
        let head = "YOUR SAVED DATA CANNOT BE USED";
        let width = room.w - 32;
        let why = ui::wrap_even(&b.f, reason(self.error), width);
        let mut what = heapless::String::<192>::new();
        holds(&mut what, v.c.damaged_held);
        let lost = ui::wrap_even(&b.f, &what, width);
        let step = b.step();
        let gap = 8;
        let h = 8
            + t.height()
            + gap
            + (why.len() + lost.len()) as i32 * step
            + gap
            + 2 * (f.height() + 6)
            + 4;
        // Centred in the room under the title art; from the top when it needs the screen's
        // height (it covers the art's lines whole then).
        let r = if h <= room.h {
            Rect::new(room.x, room.y + (room.h - h) / 2, room.w, h)
        } else {
            let tall = ui::tall_room(room, h);
            Rect::new(tall.x, tall.y, tall.w, h.min(tall.h))
        };
        ui::panel(v, c, r);
        let cx = SCREEN_W / 2;
        let mut y = r.y + 8;
        t.centred(c, cx, y, GOLD, head);
        y += t.height() + gap;
        for l in why.iter().chain(lost.iter()) {
            b.centred(c, cx, y, TEXT, l);
            y += step;
        }
        y += gap - (step - b.height());
        let x = cx - f.width(DamagedChoice::Keep.label()) / 2;
        for choice in [DamagedChoice::Keep, DamagedChoice::Overwrite] {
            let on = choice == self.sel;
            f.draw(c, x, y, if on { GOLD } else { TEXT }, choice.label());
            if on {
                menu::cursor(v, c, x, y, f.height());
            }
            y += f.height() + 6;
        }
        match &self.ask {
            Some(ask) => {
                let mut sub = heapless::String::<192>::new();
                replaced(&mut sub, v.c.damaged_held);
                ask.draw_saying(v, c, r, &sub);
                indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::OkBack));
            }
            None => indicators::hint_bar(v, c, hints::bar(v.c.confirm, Bar::Ok)),
        }
    }
}

/// What YES to REPLACE THE SAVE? loses, named from the records that read ("LEVELS 1-2
/// OPEN AND TOP SCORE 2688 WILL BE LOST"), else in general.
fn replaced(out: &mut impl Write, held: Option<Held>) {
    let Some(h) = held.filter(|h| h.any_record()) else {
        let _ = out.write_str("WHAT IT HOLDS IS WRITTEN OVER AND LOST");
        return;
    };
    let mut items: heapless::Vec<heapless::String<40>, 4> = heapless::Vec::new();
    let mut add = |args: core::fmt::Arguments<'_>| {
        let mut s = heapless::String::<40>::new();
        let _ = s.write_fmt(args);
        let _ = items.push(s);
    };
    // Level 1 open is what a new save has too: not named.
    match h.unlocked {
        Some(0) => add(format_args!("EVERY LEVEL OPEN")),
        Some(n) if n > 1 => add(format_args!("LEVELS 1-{n} OPEN")),
        _ => {}
    }
    if let Some(s) = h.top_score.filter(|s| *s > 0) {
        add(format_args!("THE TOP SCORE {s}"));
    }
    if let Some(l) = h.continue_level {
        add(format_args!("CONTINUE AT LEVEL {l}"));
    }
    match h.bests {
        Some(1) => add(format_args!("1 LEVEL'S BEST BONUS")),
        Some(n) if n > 1 => add(format_args!("{n} LEVELS' BEST BONUSES")),
        _ => {}
    }
    if items.is_empty() {
        let _ = out.write_str("WHAT IT HOLDS IS WRITTEN OVER AND LOST");
        return;
    }
    for (k, item) in items.iter().enumerate() {
        let sep = match k {
            0 => "",
            _ if k + 1 == items.len() => " AND ",
            _ => ", ",
        };
        let _ = out.write_str(sep);
        let _ = out.write_str(item);
    }
    let _ = out.write_str(" WILL BE LOST");
}

/// What the file holds, in the player's words: the records that read (what KEEP IT keeps
/// on the stick and NEW SAVE writes over), else what a save holds in general.
fn holds(out: &mut impl Write, held: Option<Held>) {
    let Some(h) = held else {
        let _ = out.write_str(LOST);
        return;
    };
    if !h.any_record() {
        // In the player's words: what the file is, not its size.
        let _ = out.write_str(if h.bytes == 0 {
            "THE FILE IS EMPTY."
        } else {
            "NOTHING IN IT READS AS YOUR PROGRESS."
        });
        return;
    }
    let _ = out.write_str("IT HOLDS:");
    let mut sep = " ";
    let mut item = |out: &mut dyn Write, args: core::fmt::Arguments<'_>| {
        let _ = out.write_str(sep);
        let _ = out.write_fmt(args);
        sep = ", ";
    };
    match h.unlocked {
        Some(0) => item(out, format_args!("EVERY LEVEL OPEN")),
        Some(1) => item(out, format_args!("LEVEL 1 OPEN")),
        Some(n) => item(out, format_args!("LEVELS OPEN TO {n}")),
        None => {}
    }
    match h.top_score {
        Some(s) if s > 0 => item(out, format_args!("TOP SCORE {s}")),
        Some(_) => item(out, format_args!("NO SCORES YET")),
        None => {}
    }
    if let Some(l) = h.continue_level {
        item(out, format_args!("CONTINUE AT LEVEL {l}"));
    }
    match h.bests {
        Some(1) => item(out, format_args!("1 BEST BONUS")),
        Some(n) if n > 1 => item(out, format_args!("{n} BEST BONUSES")),
        _ => {}
    }
    let _ = out.write_str(".");
}

/// Why the save cannot be used, in the player's words.
pub(super) fn reason(e: SaveError) -> &'static str {
    match e {
        SaveError::BadMagic => "THE FILE IS NOT A SAVE OF THIS GAME.",
        SaveError::UnknownVersion(_) => {
            "IT COMES FROM A NEWER VERSION OF THE GAME, WHICH THIS ONE CANNOT READ."
        }
        SaveError::Truncated => "THE FILE IS CUT SHORT: PART OF IT IS MISSING.",
        SaveError::BadChecksum => "THE FILE IS DAMAGED: ITS CONTENTS DO NOT MATCH ITS CHECK.",
        SaveError::BadRecord(_)
        | SaveError::OptionsLength(_)
        | SaveError::UnknownOptions(_)
        | SaveError::BestLength(_)
        | SaveError::NegativeBest(_) => "PART OF THE FILE HOLDS VALUES THIS GAME CANNOT USE.",
        SaveError::Unreadable(_) => "THE SYSTEM COULD NOT READ THE FILE.",
        SaveError::OtherSet { .. } => "IT IS THE SAVE OF ANOTHER SET OF LEVELS.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(h: Option<Held>) -> heapless::String<192> {
        let mut s = heapless::String::new();
        replaced(&mut s, h);
        s
    }

    #[test]
    fn replace_names_what_the_file_holds() {
        let h = Held {
            bytes: 193,
            version: Some(99),
            unlocked: Some(2),
            top_score: Some(2688),
            continue_level: Some(3),
            bests: Some(2),
        };
        assert_eq!(
            said(Some(h)),
            "LEVELS 1-2 OPEN, THE TOP SCORE 2688, CONTINUE AT LEVEL 3 AND 2 LEVELS' BEST BONUSES WILL BE LOST"
        );
        let only = Held {
            unlocked: Some(0),
            top_score: Some(0),
            continue_level: None,
            bests: Some(0),
            ..h
        };
        assert_eq!(said(Some(only)), "EVERY LEVEL OPEN WILL BE LOST");
        let fresh = Held {
            unlocked: Some(1),
            ..only
        };
        assert_eq!(said(Some(fresh)), "WHAT IT HOLDS IS WRITTEN OVER AND LOST");
        assert_eq!(said(None), "WHAT IT HOLDS IS WRITTEN OVER AND LOST");
    }
}
