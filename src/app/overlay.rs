//! The performance overlay (SELECT): microseconds per simulation tick and per drawn frame,
//! the GPU display list's use, and the heap's (where the platform counts it).

use crate::gfx::text::Font;
use crate::gfx::{hex, rgba, Canvas, Mark, Rect, Rgba, Role, Target};
use crate::runtime::Timing;
use core::fmt::Write as _;
use embedded_graphics::primitives::{Primitive, PrimitiveStyle, Rectangle};

pub(super) fn draw(t: &Timing, c: &mut impl Canvas) {
    let f = Font::Builtin { scale: 1 };
    let mut b = heapless::String::<64>::new();
    let _ = write!(
        b,
        "TICK {}US DRAW {}US FRAME {}US",
        t.tick_us, t.draw_us, t.frame_us
    );
    let w = f.width(&b) + 8;
    // Opaque (docs/UI.md: panels are), its lines fine print.
    let back = PrimitiveStyle::with_fill(Rgba(rgba(0, 0, 0, 0xFF)));
    c.mark(Mark::Panel(Rect::new(2, 2, w, 12)));
    Target::new(c).draw(&Rectangle::from(Rect::new(2, 2, w, 12)).into_styled(back));
    c.mark(Mark::Role(Role::Fine));
    f.draw(c, 6, 4, hex(0x7FFF00), &b);
    if t.list_capacity != 0 {
        let mut b = heapless::String::<64>::new();
        let _ = write!(
            b,
            "LIST {}K/{}K HIGH {}K DROP {}",
            t.list_used.div_ceil(1024),
            t.list_capacity.div_ceil(1024),
            t.list_high.div_ceil(1024),
            t.list_dropped
        );
        let w = f.width(&b) + 8;
        let colour = if t.list_dropped != 0 {
            hex(0xFF5050)
        } else {
            hex(0x7FFF00)
        };
        c.mark(Mark::Panel(Rect::new(2, 14, w, 12)));
        Target::new(c).draw(&Rectangle::from(Rect::new(2, 14, w, 12)).into_styled(back));
        c.mark(Mark::Role(Role::Fine));
        f.draw(c, 6, 16, colour, &b);
    }
    if t.heap_counted {
        // Under the list's line where there is one: its row, else the second.
        let y = if t.list_capacity != 0 { 26 } else { 14 };
        let mut b = heapless::String::<64>::new();
        let _ = write!(
            b,
            "HEAP {}K PEAK {}K ALLOCS {}/S",
            t.heap_live.div_ceil(1024),
            t.heap_peak.div_ceil(1024),
            t.heap_allocs
        );
        let w = f.width(&b) + 8;
        c.mark(Mark::Panel(Rect::new(2, y, w, 12)));
        Target::new(c).draw(&Rectangle::from(Rect::new(2, y, w, 12)).into_styled(back));
        c.mark(Mark::Role(Role::Fine));
        f.draw(c, 6, y + 2, hex(0x7FFF00), &b);
    }
}
