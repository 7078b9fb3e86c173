//! A time attack run's results: THIS RUN (its time, or BALL LOST), BEST and PREVIOUS BEST,
//! NEW BEST when it beat them; the level's PAR and this run TO PAR (gold at or under it),
//! both left out when the set has no par for the level; then RETRY (the level again from
//! its start at once, no banner, the new best its ghost), LEVEL LIST, TITLE SCREEN.

use super::field;
use super::result;
use super::{Cx, Next, Pad, Route, TitleItem, View};
use super::{Scene, Screen};
use crate::app::attack;
use crate::app::hints;
use crate::app::indicators;
use crate::app::menu;
use crate::app::raced::Raced;
use crate::app::ui::{self, Buf, GOLD, TEXT};
use crate::app::AttackEnd;
use crate::gfx::{Canvas, Rect, Role};
use crate::render::hud;
use crate::sim::attack::{at_par, clock};
use crate::sim::Sound;
use core::fmt::Write as _;

/// The results' choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttackChoice {
    /// The level again from its start, at once.
    Retry,
    /// TIME ATTACK's level list.
    LevelList,
    /// The title.
    Title,
}

const CHOICES: [AttackChoice; 3] = [
    AttackChoice::Retry,
    AttackChoice::LevelList,
    AttackChoice::Title,
];

impl AttackChoice {
    fn label(self) -> &'static str {
        match self {
            AttackChoice::Retry => "RETRY",
            AttackChoice::LevelList => "LEVEL LIST",
            AttackChoice::Title => "TITLE SCREEN",
        }
    }
}

/// The results screen.
pub(crate) struct AttackResult {
    sel: usize,
}

impl AttackResult {
    /// Opens on `Route::AttackResult` when a run has ended.
    pub(super) fn open(cx: &mut Cx<'_, '_>) -> Option<AttackResult> {
        cx.c.attack.as_ref()?.end?;
        Some(AttackResult { sel: 0 })
    }
}

fn end(v: View<'_, '_>) -> Option<AttackEnd> {
    v.c.attack.as_ref().and_then(|a| a.end)
}

impl Scene for AttackResult {
    fn at(&self) -> Screen {
        Screen::AttackResult {
            sel: CHOICES[self.sel],
        }
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        self.sel = menu::step_index(self.sel, CHOICES.len(), i.up, i.down, |_| true);
        if !i.choose {
            return Next::Stay;
        }
        cx.sound(Sound::Select);
        let level = cx.c.attack.as_ref().map_or(Raced::Set(0), |a| a.raced);
        match CHOICES[self.sel] {
            // At once: no banner; buttons held then act from the first tick, as after one.
            AttackChoice::Retry if attack::start(cx.attack_parts(), level) => {
                cx.c.play.hold_anew();
                Next::Go(Route::Playing)
            }
            AttackChoice::Retry | AttackChoice::LevelList => Next::Go(Route::AttackList(level)),
            AttackChoice::Title => {
                cx.c.attack = None;
                cx.c.play.game = None;
                Next::Go(Route::Title(TitleItem::TimeAttack))
            }
        }
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
        let Some(end) = end(v) else {
            return;
        };
        let level = v.c.attack.as_ref().map_or(Raced::Set(0), |a| a.raced);
        let times = lines(v, level, end);
        let t = ui::style(v, Role::Title);
        let b = ui::style(v, Role::Body);
        let f = ui::style(v, Role::Item);
        let choices: [(Buf, bool); 3] = CHOICES.map(|k| {
            let mut l = Buf::new();
            let _ = l.write_str(k.label());
            (l, true)
        });
        let choices_w = choices.iter().map(|(l, _)| f.width(l)).max().unwrap_or(0);
        let a = ui::area(v);
        let label_w = times.iter().map(|(k, _, _)| b.width(k)).max().unwrap_or(0);
        let value_w = times.iter().map(|(_, n, _)| b.width(n)).max().unwrap_or(0);
        let inner = (label_w + b.width("  ") + value_w).max(choices_w);
        // Room for the cursor left of the choices and the frame on both sides.
        let w = (inner + 48).max(240).min(a.w - 4);
        let (extra, choice_step, gap) = result::spacing(v);
        // The lines close up (down to the body's own step) when the panel would not fit
        // above the HUD: five lines with the par in a pack's large fonts.
        let room = ui::SCREEN.h - hud::HEIGHT - 18;
        let height = |step| result::panel_height(v, times.len() as i32, step, CHOICES.len() as i32);
        let step = (0..=extra)
            .rev()
            .map(|e| b.step() + e)
            .find(|&s| height(s) <= room)
            .unwrap_or(b.step());
        let h = height(step);
        let wide_y = (ui::SCREEN.h - hud::HEIGHT - 18 - h) / 2;
        let r = Rect::new(a.x + (a.w - w) / 2, ui::panel_top(a, h, wide_y), w, h);
        let cx = a.x + a.w / 2;
        ui::panel(v, c, r);
        let mut head = Buf::new();
        let _ = match level {
            Raced::Set(k) => write!(head, "LEVEL {} TIME", k + 1),
            // A level of MY LEVELS by its name, as its banner and list show it.
            Raced::Made { k, .. } => {
                let name = v.c.mylevels.levels.get(k).map_or("", |m| m.name.as_str());
                write!(head, "{name} TIME")
            }
        };
        t.centred(c, cx, r.y + 10, GOLD, &head);
        let (x0, x1) = (cx - inner / 2, cx + inner / 2);
        let mut y = r.y + 10 + t.height() + gap;
        for (k, value, gold) in &times {
            b.draw(c, x0, y, TEXT, k);
            b.right(c, x1, y, if *gold { GOLD } else { TEXT }, value);
            y += step;
        }
        y += b.height() - step + gap + 4;
        result::draw_choices(v, c, (x0, y), choice_step, &choices, Some(self.sel));
        indicators::hint_bar_over_level(v, c, hints::results(v.c.confirm, false));
    }
}

/// The panel's lines, each a label, its value and whether it is gold (a new best, a run at
/// or under par): this run; the best; the previous best when this run beat it, or how far
/// behind the best it finished; then the par and how far this run finished from it, when
/// the set has one for the level.
fn lines(
    v: View<'_, '_>,
    level: Raced,
    end: AttackEnd,
) -> heapless::Vec<(&'static str, Buf, bool), 5> {
    let time = |t: Option<u32>| {
        let mut s = Buf::new();
        let _ = match t {
            Some(t) => s.write_str(&clock(t)),
            None => s.write_str("--:--.--"),
        };
        s
    };
    let best = v.save.times.best(level.course()).map(|r| r.ticks);
    let mut out = heapless::Vec::new();
    match end {
        AttackEnd::Lost(_) => {
            let mut lost = Buf::new();
            let _ = lost.write_str("BALL LOST");
            let _ = out.push(("THIS RUN", lost, false));
            let _ = out.push(("BEST", time(best), false));
        }
        AttackEnd::Finished {
            ticks,
            offer,
            save_full,
        } => {
            let kept = offer.is_some_and(|o| o.kept);
            let previous = offer.and_then(|o| o.previous);
            let mut this = time(Some(ticks));
            if save_full {
                let _ = this.write_str(" SAVE FULL");
            }
            let _ = out.push(("THIS RUN", this, kept));
            let _ = out.push((if kept { "NEW BEST" } else { "BEST" }, time(best), kept));
            match (kept, best) {
                (true, _) => {
                    let _ = out.push(("PREVIOUS BEST", time(previous), false));
                }
                (false, Some(b)) if b <= ticks => {
                    let mut behind = Buf::new();
                    let _ = write!(behind, "+{}", clock(ticks - b));
                    let _ = out.push(("BEHIND BY", behind, false));
                }
                _ => {}
            }
        }
    }
    // A level of MY LEVELS has no par: the set's pars are its own levels'.
    let par = match level {
        Raced::Set(k) => v.c.res.par(k).map(|p| p.ticks),
        Raced::Made { .. } => None,
    };
    if let Some(par) = par {
        let _ = out.push(("PAR", time(Some(par)), false));
        if let AttackEnd::Finished { ticks, .. } = end {
            let mut to = Buf::new();
            let _ = if ticks >= par {
                write!(to, "+{}", clock(ticks - par))
            } else {
                write!(to, "-{}", clock(par - ticks))
            };
            let _ = out.push(("TO PAR", to, at_par(ticks, par)));
        }
    }
    out
}
