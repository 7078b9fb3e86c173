//! New Game's level list: the levels up to the highest unlocked, six rows at a time.

use super::{Cx, Input, Next, Route, TitleItem, View};
use crate::app::menu;
use crate::app::ui::{self, Buf};
use crate::gfx::Canvas;
use crate::sim::flow::Game;
use crate::sim::Sound;
use core::fmt::Write as _;

/// Rows shown at once.
const ROWS: usize = 6;

/// The level list screen.
pub struct LevelSelect {
    /// The selected level's index.
    pub sel: usize,
}

impl LevelSelect {
    pub fn new() -> LevelSelect {
        LevelSelect { sel: 0 }
    }

    pub fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Input) -> Next {
        let n = cx.view().selectable();
        self.sel = menu::step_index(self.sel, n, i.up, i.down, |_| true);
        if i.ok {
            cx.sound(Sound::Select);
            match Game::new(cx.res(), self.sel) {
                Ok(g) => {
                    cx.c.play.game = Some(g);
                    Next::Go(Route::Banner)
                }
                Err(_) => Next::Stay,
            }
        } else if i.back {
            cx.sound(Sound::Back);
            Next::Go(Route::Title(TitleItem::NewGame))
        } else {
            Next::Stay
        }
    }

    pub fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        ui::backdrop(v, c);
        let n = v.selectable();
        let mut names: heapless::Vec<Buf, 64> = heapless::Vec::new();
        for i in 0..n.min(64) {
            let mut b = Buf::new();
            if i + 1 == v.c.playable() {
                let _ = write!(b, "BONUS LEVEL {}", i + 1);
            } else {
                let _ = write!(b, "LEVEL {}", i + 1);
            }
            let _ = names.push(b);
        }
        // A window of rows around the selection.
        let first = self.sel.saturating_sub(2).min(n.saturating_sub(ROWS));
        let shown: heapless::Vec<(&str, bool), ROWS> = names
            .iter()
            .skip(first)
            .take(ROWS)
            .map(|b| (b.as_str(), true))
            .collect();
        let y = ui::below_title(v, 86);
        menu::draw(v, c, "NEW GAME", &shown, self.sel - first, y);
    }
}
