//! The pause menu over the level: resume, restart the level, options, quit to the title
//! (keeping the continue point).

use super::field;
use super::{Cx, Input, Next, PauseItem, Route, TitleItem, View};
use crate::app::{menu, ui};
use crate::gfx::Canvas;
use crate::input::Buttons;
use crate::sim::Sound;

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
            return resume(cx, i.held);
        }
        if !i.ok {
            return Next::Stay;
        }
        cx.sound(Sound::Select);
        match self.sel {
            PauseItem::Resume => resume(cx, i.held),
            PauseItem::RestartLevel => {
                let res = cx.res();
                if let Some(g) = cx.c.play.game.as_mut() {
                    let _ = g.restart_level(res);
                }
                Next::Go(Route::Banner)
            }
            PauseItem::Options => Next::Go(Route::Options { from_pause: true }),
            PauseItem::QuitToTitle => {
                cx.store_snapshot();
                cx.c.play.game = None;
                Next::Go(Route::Title(TitleItem::Continue))
            }
        }
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
        menu::draw_items_in(v, c, ui::area(v), "PAUSED", self.sel, 80, |_| true);
    }
}

/// Back to play. Restarting the original's timer runs one more tile animation step (docs/RULES.md §3);
/// keys still held count only once pressed again.
fn resume(cx: &mut Cx<'_, '_>, held: Buttons) -> Next {
    if let Some(g) = cx.c.play.game.as_mut() {
        g.sim.animate();
    }
    cx.c.play.tick_held = held;
    Next::Go(Route::Playing)
}
