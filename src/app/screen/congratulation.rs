//! Every level finished (in one go: on to the bonus level).

use super::field;
use super::result::accept_result;
use super::{Cx, Next, Pad, View};
use super::{Scene, Screen};
use crate::app::hints::{self, Bar};
use crate::app::{indicators, ui};
use crate::gfx::{Canvas, Role};
use crate::sim::flow::Phase;

/// The congratulation screen.
pub(crate) struct Congratulation;

impl Scene for Congratulation {
    fn at(&self) -> Screen {
        Screen::Congratulation
    }

    fn update(&mut self, cx: &mut Cx<'_, '_>, i: &Pad) -> Next {
        if i.choose {
            return accept_result(cx);
        }
        Next::Stay
    }

    fn draw(&self, v: View<'_, '_>, c: &mut impl Canvas) {
        field::draw(v, c);
        let one_go = matches!(
            v.game().map(|g| g.phase),
            Some(Phase::Congratulation { in_one_go: true })
        );
        if one_go {
            ui::message(
                v,
                c,
                "CONGRATULATIONS!",
                "ALL IN ONE GO: ON TO THE BONUS LEVEL",
                Role::Body,
            );
        } else {
            ui::message(
                v,
                c,
                "CONGRATULATIONS!",
                "YOU FINISHED EVERY LEVEL",
                Role::Body,
            );
        }
        indicators::hint_bar_over_level(v, c, hints::bar(v.c.confirm, Bar::Ok));
    }
}
