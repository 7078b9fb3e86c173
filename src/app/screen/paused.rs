//! The pause menu over the level: resume, restart the level, options, quit to the title
//! (keeping the continue point).

use super::field;
use super::{Banner, Cx, Input, Next, Options, Playing, TitleItem, TitleMenu, View};
use crate::app::menu::{self, Item};
use crate::gfx::Canvas;
use crate::input::Buttons;
use crate::sim::Sound;

/// The pause menu's entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PauseItem {
    Resume,
    RestartLevel,
    Options,
    QuitToTitle,
}

impl Item for PauseItem {
    const ALL: &'static [PauseItem] = &[
        PauseItem::Resume,
        PauseItem::RestartLevel,
        PauseItem::Options,
        PauseItem::QuitToTitle,
    ];

    fn label(self) -> &'static str {
        match self {
            PauseItem::Resume => "RESUME",
            PauseItem::RestartLevel => "RESTART LEVEL",
            PauseItem::Options => "OPTIONS",
            PauseItem::QuitToTitle => "QUIT TO TITLE",
        }
    }
}

/// The pause screen.
pub struct Paused {
    pub sel: PauseItem,
}

impl Paused {
    pub fn at(sel: PauseItem) -> Paused {
        Paused { sel }
    }

    /// Pauses the level in play. Pausing stops the original's timer: every input slot
    /// reads released.
    pub fn pause(cx: &mut Cx<'_, '_>) -> Paused {
        if let Some(g) = cx.c.play.game.as_mut() {
            g.sim.release_keys();
        }
        Paused::at(PauseItem::Resume)
    }

    pub fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        self.sel = menu::step(self.sel, i.up, i.down, |_| true);
        if i.start || i.back {
            return Next::to(resume(cx, i.held));
        }
        if !i.ok {
            return Next::Stay;
        }
        cx.sound(Sound::Select);
        match self.sel {
            PauseItem::Resume => Next::to(resume(cx, i.held)),
            PauseItem::RestartLevel => {
                let res = cx.res();
                if let Some(g) = cx.c.play.game.as_mut() {
                    let _ = g.restart_level(res);
                }
                match cx.c.play.game.take() {
                    Some(g) => Next::to(Banner::begin(cx, g)),
                    None => Next::Stay,
                }
            }
            PauseItem::Options => Next::to(Options::new(true)),
            PauseItem::QuitToTitle => {
                cx.store_snapshot();
                cx.c.play.game = None;
                Next::to(TitleMenu::at(TitleItem::Continue))
            }
        }
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
        menu::draw_items(v, c, "PAUSED", self.sel, 80, |_| true);
    }
}

/// Back to play. Restarting the original's timer runs one more tile animation step (docs/RULES.md §3);
/// keys still held count only once pressed again.
fn resume(cx: &mut Cx<'_, '_>, held: Buttons) -> Playing {
    if let Some(g) = cx.c.play.game.as_mut() {
        g.sim.animate();
    }
    cx.c.play.tick_held = held;
    Playing
}
