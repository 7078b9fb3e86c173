//! "Level N" over the level before play; any button starts it.

use super::field;
use super::{Cx, Next, Pad, Route, View};
use super::{Scene, Screen};
use crate::app::ui::{self, Buf};
use crate::app::{hints, indicators};
use crate::gfx::{Canvas, Role};
use crate::input::Buttons;
use crate::runtime::Line;
use crate::sim::flow::Game;
use core::fmt::Write as _;

/// The level banner screen.
pub(crate) struct Banner;

impl Banner {
    /// Takes a fresh game (or level) into play behind its banner.
    pub(crate) fn begin(cx: &mut Cx<'_, '_>, g: Game) -> Banner {
        if cx.c.made_play.is_some() {
            // A level played from MY LEVELS opens nothing of New Game's.
            cx.c.play.start(g);
            cx.say("my levels level start");
            return Banner;
        }
        if let Some(k) = made_race(cx.view()) {
            // Nor does one of MY LEVELS raced in TIME ATTACK.
            cx.c.play.start(g);
            let mut l = Line::new();
            let _ = write!(l, "time attack my level {} start", k + 1);
            cx.line(l);
            return Banner;
        }
        Banner::begin_set_level(cx, g)
    }

    /// [`Banner::begin`] with a level of the set's: its progress kept.
    fn begin_set_level(cx: &mut Cx<'_, '_>, mut g: Game) -> Banner {
        g.records = cx.save.settings.records;
        g.highest_unlocked = cx.save.unlocked;
        // A level in play is open (Continue after a level complete starts one the
        // confirm would have unlocked).
        let n = g.level_number();
        if g.highest_unlocked != 0 && n > g.highest_unlocked {
            g.highest_unlocked = n;
            g.progress_changed = true;
        }
        // Kept at once: the list shows the level open from now on.
        cx.store_progress(&mut g);
        if let Some(a) = cx.c.autoplay.as_mut() {
            a.restart();
        }
        let mut l = Line::new();
        let _ = write!(l, "level {} start", g.level_number());
        cx.c.play.start(g);
        cx.line(l);
        Banner
    }

    /// Opens on `Route::Banner`, on the game in the shared state (none: no move).
    pub(super) fn open(cx: &mut Cx<'_, '_>) -> Option<Banner> {
        let g = cx.c.play.game.take()?;
        Some(Banner::begin(cx, g))
    }
}

/// The place in MY LEVELS of the level raced in TIME ATTACK, when it is one of them.
fn made_race(v: View<'_, '_>) -> Option<usize> {
    match v.c.attack.as_ref()?.raced {
        crate::app::raced::Raced::Made { k, .. } => Some(k),
        crate::app::raced::Raced::Set(_) => None,
    }
}

impl Scene for Banner {
    fn at(&self) -> Screen {
        Screen::Banner
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if i.pressed != Buttons::NONE {
            // Buttons still held (the one that dismissed the banner too) act from the
            // first tick.
            cx.c.play.hold_anew();
            return Next::Go(Route::Playing);
        }
        Next::Stay
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        if let Some(k) = v.c.made_play.or(made_race(v)) {
            // A level of the player's own, by its name (the original's box would number
            // it as a level of the set's), in both views.
            field::draw_with(v, c, None);
            let name = v.c.mylevels.levels.get(k).map_or("", |m| m.name.as_str());
            ui::message(v, c, name, hints::ANY_BUTTON, Role::Hint);
            return;
        }
        if v.save.options.original_view {
            // The original's own "Level N" box, in its window, and the prompt the phone
            // did without, where every hint over a level stands.
            field::draw_with(v, c, v.game().map(|g| g.level_number()));
            indicators::hint_bar_over_level(v, c, hints::ANY_BUTTON);
            return;
        }
        field::draw(v, c);
        if let Some(g) = v.game() {
            let mut b = Buf::new();
            if g.level_number() as usize == v.c.playable() {
                let _ = write!(b, "BONUS LEVEL {}", g.level_number());
            } else {
                let _ = write!(b, "LEVEL {}", g.level_number());
            }
            ui::message(v, c, &b, hints::ANY_BUTTON, Role::Hint);
        }
    }
}
