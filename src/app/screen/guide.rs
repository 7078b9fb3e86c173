//! Help's guide ([`crate::app::guide`]): a page a thing a level holds, its picture drawn
//! from the resource set in play, enlarged; LEFT and RIGHT (or the confirm button) turn
//! the pages round, the back button goes back to Help.

use super::{Cx, HelpItem, Next, Pad, Route, View};
use super::{Scene, Screen};
use crate::app::guide::{PAGES, STAGE};
use crate::app::hints::{self, Bar};
use crate::app::indicators;
use crate::app::ui::{self, GOLD, TEXT};
use crate::gfx::scale::Filter;
use crate::gfx::{Canvas, Rect, Role, Window};
use crate::input::Buttons;
use crate::render::scene;
use crate::sim::Sound;
use core::fmt::Write as _;

/// The guide on a page.
pub(crate) struct Guide {
    page: usize,
}

impl Guide {
    /// Opens on `Route::Guide`, on the page given (the first when it is past the last).
    pub(super) fn open(_: &mut Cx<'_, '_>, page: usize) -> Option<Guide> {
        Some(Guide {
            page: if page < PAGES.len() { page } else { 0 },
        })
    }
}

/// How much the picture is enlarged: a whole factor, so that every pixel of the art stays
/// square and sharp.
const ZOOM: i32 = 2;
/// Padding inside the panel, and between its parts.
const PAD: i32 = 10;

impl Scene for Guide {
    fn at(&self) -> Screen {
        Screen::Guide { page: self.page }
    }

    fn over_title(&self) -> bool {
        true
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        let n = PAGES.len();
        if i.back {
            cx.sound(Sound::Back);
            return Next::Go(Route::Help(HelpItem::Guide));
        }
        let to = if i.pressed.contains(Buttons::LEFT) {
            (self.page + n - 1) % n
        } else if i.pressed.contains(Buttons::RIGHT) || i.ok {
            (self.page + 1) % n
        } else {
            return Next::Stay;
        };
        if to != self.page {
            cx.sound(Sound::Select);
            self.page = to;
        }
        Next::Stay
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        let Some(page) = PAGES.get(self.page) else {
            return;
        };
        let t = ui::style(v, Role::Title);
        let b = ui::style(v, Role::Body);
        let fine = ui::small(Role::Fine);
        let room = ui::room(v);
        let (pw, ph) = (STAGE.0 * ZOOM, STAGE.1 * ZOOM);
        // The text beside the picture, broken evenly (three lines in the pack's font, four in
        // the wider built-in one).
        let text_w = room.w - 2 * PAD - pw - PAD - 2 * PAD;
        let lines = ui::wrap_even(&b.f, page.text, text_w);
        let text_h = lines.len() as i32 * b.step() - (b.step() - b.height());
        let counter = {
            let mut s = ui::Buf::new();
            let _ = write!(s, "{} / {}", self.page + 1, PAGES.len());
            s
        };
        let body_h = ph.max(text_h);
        let h = PAD + t.height() + PAD + body_h + PAD / 2 + fine.height() + PAD / 2;
        let room = ui::tall_room(room, h);
        let r = Rect::new(room.x, room.y, room.w, h.min(room.h));
        ui::panel(v, c, r);
        let cx = r.x + r.w / 2;
        t.centred(c, cx, r.y + PAD, GOLD, page.name);
        let top = r.y + PAD + t.height() + PAD;
        // The picture: the level's sky of the first theme, the parts as a level draws them.
        let stage = Rect::new(r.x + 2 * PAD, top + (body_h - ph) / 2, pw, ph);
        let res = v.res();
        c.picture(STAGE, stage, Filter::Sharp, &mut |pc| {
            let mut w = Window::new(pc, (0, 0), STAGE);
            let all = Rect::new(0, 0, STAGE.0, STAGE.1);
            w.fill_rect(all, scene::BORDER);
            scene::draw_backdrop(&mut w, res, 0, all);
            for &(thing, x, y) in page.parts {
                scene::draw_thing(&mut w, res, 0, thing, x, y, STAGE.0.max(STAGE.1));
            }
        });
        let tx = stage.x + pw + PAD + PAD;
        let widest = lines.iter().map(|l| b.width(l)).max().unwrap_or(0);
        let tx = tx + (r.x + r.w - 2 * PAD - tx - widest).max(0) / 2;
        let mut y = top + (body_h - text_h) / 2;
        for l in &lines {
            b.draw(c, tx, y, TEXT, l);
            y += b.step();
        }
        fine.right(
            c,
            r.x + r.w - PAD,
            r.y + r.h - PAD / 2 - fine.height(),
            ui::DIM,
            &counter,
        );
        let mut bar = ui::Buf::new();
        let _ = bar.push_str("‹ › PAGE   ");
        let _ = bar.push_str(hints::bar(v.c.confirm, Bar::Back));
        indicators::hint_bar(v, c, &bar);
    }
}
