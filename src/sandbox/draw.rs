//! Drawing the sandbox with filled rectangles and fonts: the room (floor, brick walls, the
//! chasm, bobbing keys, the gate shut or open, the exit), the hero with its dodge trail, and
//! the status bar with the collision world's counters.
//!
//! The PSP's display list holds a few thousand rectangles, so runs of alike cells share
//! rectangles and text is drawn in merged runs ([`text`]); a test keeps a frame under a
//! budget.

use super::motion::{Px, RADIUS};
use super::room::{Cell, H, TILE_PX, W};
use super::{text, Sandbox};
use crate::collide::world::TileSearch;
use crate::gfx::text::Font;
use crate::gfx::{hex, rgba, Canvas, Color32, Mark, Rect, Role, SCREEN_H};
use core::fmt::Write as _;

/// The room's height on screen; the status bar fills the rest.
pub(super) const ROOM_PX_H: i32 = H as i32 * TILE_PX;
pub(super) const BAR_Y: i32 = ROOM_PX_H;

const GROUT: Color32 = hex(0x1C2032);
const FLOOR: Color32 = hex(0x323852);
const EXIT_A: Color32 = hex(0x1F5A46);
const EXIT_B: Color32 = hex(0x1B5040);
const EXIT_PAD: Color32 = hex(0x2E8A66);
const WALL_TOP: Color32 = hex(0x6B6F94);
const WALL_LIGHT: Color32 = hex(0x9498C0);
const WALL_MORTAR: Color32 = hex(0x4C5072);
const WALL_FRONT: Color32 = hex(0x3A3D5A);
const WALL_SHADE: Color32 = hex(0x24263A);
const CHASM_DEEP: Color32 = hex(0x05060D);
const CHASM_LIP: Color32 = hex(0x232845);
const CHASM_WALL: Color32 = hex(0x10132A);
const CHASM_SPECK: Color32 = hex(0x3A4478);
const GOLD: Color32 = hex(0xFFD23F);
const GOLD_DARK: Color32 = hex(0xB8860B);
const GOLD_GLOW: Color32 = rgba(0xFF, 0xD2, 0x3F, 0x38);
const IRON: Color32 = hex(0x4A3C30);
const STEEL: Color32 = hex(0xA8B0C4);
const STEEL_DARK: Color32 = hex(0x6A7288);
const HERO_EDGE: Color32 = hex(0x2A0E12);
const HERO_BODY: Color32 = hex(0xE8403A);
const HERO_SHINE: Color32 = hex(0xFFB0A0);
const HERO_DODGE: Color32 = hex(0x6FE0FF);
const GHOST: Color32 = rgba(0x6F, 0xE0, 0xFF, 0x50);
const SHADOW: Color32 = rgba(0, 0, 0, 0x60);
const REFUSED: Color32 = rgba(0xFF, 0x30, 0x30, 0xC0);
const BAR: Color32 = hex(0x10131F);
const BAR_EDGE: Color32 = hex(0x6A74A8);
const TEXT: Color32 = hex(0xE8ECF8);
const DIM: Color32 = hex(0x7C84A4);
const LABEL: Color32 = hex(0x7FD0FF);
const WARN: Color32 = hex(0xFF6060);

type Buf = heapless::String<96>;

impl Sandbox {
    /// Draws the scene; `font` is the application's (the pack's sheet when it has one),
    /// used for the status bar's head when it leaves room for the rows below.
    pub fn draw(&self, c: &mut impl Canvas, font: Font<'_>) {
        // The floor: one slab, the exit's cells tinted, grout lines across everything.
        let room_w = W as i32 * TILE_PX;
        c.fill_rect(Rect::new(0, 0, room_w, ROOM_PX_H), FLOOR);
        for y in 0..H {
            for x in 0..W {
                if self.cell(x, y) == Some(Cell::Exit) {
                    let tone = if (x + y).is_multiple_of(2) {
                        EXIT_A
                    } else {
                        EXIT_B
                    };
                    let (px, py) = (x as i32 * TILE_PX, y as i32 * TILE_PX);
                    c.fill_rect(Rect::new(px, py, TILE_PX, TILE_PX), tone);
                }
            }
        }
        for y in 0..H as i32 {
            c.fill_rect(Rect::new(0, y * TILE_PX, room_w, 1), GROUT);
        }
        for x in 0..W as i32 {
            c.fill_rect(Rect::new(x * TILE_PX, 0, 1, ROOM_PX_H), GROUT);
        }
        for y in 0..H {
            self.walls(c, y);
            for x in 0..W {
                if self.cell(x, y) == Some(Cell::Chasm) {
                    self.chasm(c, x, y, x as i32 * TILE_PX, y as i32 * TILE_PX);
                }
            }
        }
        self.exit_sign(c);
        for &(x, y) in &self.gates {
            gate(c, x as i32 * TILE_PX, y as i32 * TILE_PX, self.gate_open);
        }
        for y in 0..H {
            for x in 0..W {
                if self.cell(x, y) == Some(Cell::Key) {
                    let bob = [0, 1, 2, 1][((self.frame / 8) as usize + x + y) % 4];
                    key(
                        c,
                        x as i32 * TILE_PX + 2,
                        y as i32 * TILE_PX + 4 - bob,
                        true,
                    );
                }
            }
        }
        self.hero(c);
        self.bar(c, font);
    }

    fn is_wall(&self, x: usize, y: usize) -> bool {
        self.cell(x, y).is_none_or(|k| k == Cell::Wall)
    }

    /// The walls of row `y`: each horizontal run of walls alike (a cap lit from above or
    /// not, a front face over open ground or not) in a few long rectangles, then the
    /// brick joints cell by cell.
    fn walls(&self, c: &mut impl Canvas, y: usize) {
        let look = |x: usize| {
            let lit = y == 0 || !self.is_wall(x, y - 1);
            let front = !self.is_wall(x, y + 1);
            (lit, front)
        };
        let py = y as i32 * TILE_PX;
        let mut x = 0;
        while x < W {
            if self.cell(x, y) != Some(Cell::Wall) {
                x += 1;
                continue;
            }
            let (lit, front) = look(x);
            let start = x;
            while x < W && self.cell(x, y) == Some(Cell::Wall) && look(x) == (lit, front) {
                x += 1;
            }
            let (px, w) = (start as i32 * TILE_PX, (x - start) as i32 * TILE_PX);
            let cap = if front { 11 } else { TILE_PX };
            c.fill_rect(Rect::new(px, py, w, cap), WALL_TOP);
            if lit {
                c.fill_rect(Rect::new(px, py, w, 1), WALL_LIGHT);
            }
            c.fill_rect(Rect::new(px, py + 5, w, 1), WALL_MORTAR);
            if front {
                c.fill_rect(Rect::new(px, py + 11, w, 4), WALL_FRONT);
                c.fill_rect(Rect::new(px, py + 15, w, 1), WALL_SHADE);
            }
            for bx in start..x {
                let px = bx as i32 * TILE_PX;
                let joint = if (bx + y).is_multiple_of(2) { 4 } else { 11 };
                c.fill_rect(Rect::new(px + joint, py + 1, 1, 4), WALL_MORTAR);
                c.fill_rect(Rect::new(px + (joint + 7) % 16, py + 6, 1, 5), WALL_MORTAR);
            }
        }
    }

    fn chasm(&self, c: &mut impl Canvas, x: usize, y: usize, px: i32, py: i32) {
        let open = |x: usize, y: usize| self.cell(x, y).is_some_and(|k| k != Cell::Chasm);
        c.fill_rect(Rect::new(px, py, TILE_PX, TILE_PX), CHASM_DEEP);
        // The far side's rock face, seen under a lip of ground above.
        if y > 0 && open(x, y - 1) {
            c.fill_rect(Rect::new(px, py, TILE_PX, 6), CHASM_WALL);
            c.fill_rect(Rect::new(px, py, TILE_PX, 2), CHASM_LIP);
        }
        if x > 0 && open(x - 1, y) {
            c.fill_rect(Rect::new(px, py, 3, TILE_PX), CHASM_WALL);
        }
        if open(x + 1, y) {
            c.fill_rect(Rect::new(px + TILE_PX - 2, py, 2, TILE_PX), CHASM_WALL);
        }
        // A drifting speck of dust far below.
        let h = (x * 7 + y * 13) as u32;
        let sx = (h.wrapping_mul(5) % 12) as i32 + 2;
        let sy = ((h.wrapping_mul(3) + self.frame / 6) % 14) as i32 + 1;
        c.fill_rect(Rect::new(px + sx, py + sy, 1, 1), CHASM_SPECK);
    }

    /// "EXIT" over the middle of the exit area.
    fn exit_sign(&self, c: &mut impl Canvas) {
        let (mut x0, mut y0, mut x1, mut y1) = (W, H, 0, 0);
        for y in 0..H {
            for x in 0..W {
                if self.cell(x, y) == Some(Cell::Exit) {
                    (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
                }
            }
        }
        if x0 > x1 {
            return;
        }
        let cx = (x0 + x1 + 1) as i32 * TILE_PX / 2;
        let cy = (y0 + y1 + 1) as i32 * TILE_PX / 2;
        let pad = if self.gate_open { EXIT_PAD } else { EXIT_B };
        let sign = Rect::new(cx - 22, cy - 12, 44, 24);
        c.mark(Mark::Panel(sign));
        c.fill_rect(sign, pad);
        c.fill_rect(Rect::new(cx - 20, cy - 10, 40, 20), EXIT_A);
        let color = if self.gate_open { GOLD } else { TEXT };
        text::draw(c, cx - 11, cy - 3, color, "EXIT");
    }

    fn hero(&self, c: &mut impl Canvas) {
        let (x, y) = self.pos.pixels();
        fill_circle(c, x + 1, y + 4, RADIUS >> 8, SHADOW);
        if self.dash.is_some() {
            for p in &self.trail[1..] {
                let (gx, gy) = Px::pixels(*p);
                fill_circle(c, gx, gy, (RADIUS >> 8) - 1, GHOST);
            }
        }
        let body = if self.dash.is_some() {
            HERO_DODGE
        } else {
            HERO_BODY
        };
        let r = RADIUS >> 8;
        fill_circle(c, x, y, r, HERO_EDGE);
        fill_circle(c, x, y, r - 1, body);
        c.fill_rect(Rect::new(x - 3, y - 3, 2, 2), HERO_SHINE);
        // The eye looks where the hero faces (and where a dodge would go).
        let (fx, fy) = self.facing;
        c.fill_rect(Rect::new(x + 3 * fx - 1, y + 3 * fy - 1, 2, 2), HERO_EDGE);
        if self.refused > 0 && (self.refused / 4).is_multiple_of(2) {
            ring(c, x, y, r + 3, REFUSED);
        }
    }

    fn bar(&self, c: &mut impl Canvas, font: Font<'_>) {
        let bar = Rect::new(0, BAR_Y, W as i32 * TILE_PX, SCREEN_H - BAR_Y);
        c.mark(Mark::Panel(bar));
        c.fill_rect(bar, BAR);
        c.fill_rect(Rect::new(0, BAR_Y, W as i32 * TILE_PX, 1), BAR_EDGE);
        // The bar's 48 rows hold the head (with the way out on its right) and four rows
        // of the small font 9 apart (two blank rows between), the last 2 pixels above the
        // screen's bottom: the head takes `font` when it is small enough for that, else
        // the small font too.
        let head_y = BAR_Y + 2;
        let small = Font::Builtin { scale: 1 };
        let head = if font.height() <= small.height() {
            font
        } else {
            small
        };
        c.mark(Mark::Role(Role::Fine));
        head.draw(c, 6, head_y, GOLD, "SANDBOX");
        let mut x = 6 + head.width("SANDBOX ") + 4;
        for i in 0..self.keys_total {
            key(c, x, head_y + 1, i < self.keys_taken);
            x += 16;
        }
        x += 6;
        let (gate, gate_color) = if self.gate_open {
            ("GATE OPEN", GOLD)
        } else {
            ("GATE LOCKED", DIM)
        };
        c.mark(Mark::Role(Role::Fine));
        head.draw(c, x, head_y, gate_color, gate);
        let mut b = Buf::new();
        let (dodge, dodge_color) = if self.dash.is_some() {
            ("DODGING", HERO_DODGE)
        } else if self.refused > 0 {
            ("NO WAY", WARN)
        } else if self.cooldown > 0 {
            let _ = write!(b, "DODGE {:>2}", self.cooldown);
            (b.as_str(), DIM)
        } else {
            ("DODGE READY", TEXT)
        };
        c.mark(Mark::Role(Role::Fine));
        head.draw(c, x + head.width(gate) + 12, head_y, dodge_color, dodge);

        let top = head_y + head.height() + 3;
        let rows = [top, top + 9, top + 18, top + 27];
        if !self.diagnostics {
            // The goal, the trick, then the controls (their buttons' pictures two rows
            // taller than the letters, so a row further down).
            text::draw(
                c,
                6,
                rows[0],
                TEXT,
                "TAKE EVERY KEY TO OPEN THE GATE, THEN REACH THE EXIT.",
            );
            text::draw(c, 6, rows[1], TEXT, "ONLY A DODGE ROLL CROSSES THE CHASM.");
            text::draw(
                c,
                6,
                rows[2] + 2,
                TEXT,
                match self.confirm {
                    crate::input::Confirm::Cross => {
                        "D-PAD WALK   ✕ DODGE ROLL   SELECT COUNTERS   ○ / START TITLE"
                    }
                    crate::input::Confirm::Circle => {
                        "D-PAD WALK   ○ DODGE ROLL   SELECT COUNTERS   ✕ / START TITLE"
                    }
                },
            );
            if self.report.lost.any() {
                // A full world buffer shows on every step it happens, counters on or off.
                text::draw(
                    c,
                    6,
                    rows[3] + 2,
                    WARN,
                    "CONTACTS LOST - WORLD CAPACITY FULL",
                );
            }
            return;
        }
        let w = &self.world;
        let (a, r, t, ix) = (
            w.diagnostics(),
            w.response_diagnostics(),
            w.tile_diagnostics(),
            w.index_diagnostics(),
        );
        let lost = self.report.lost;
        let lost = lost.observations + lost.candidates + lost.untracked + lost.events;
        let mut lines: [Buf; 4] = Default::default();
        let _ = write!(
            lines[0],
            "COLLIDERS {} CONTACTS {} X-CANDIDATES {} NARROW {}",
            a.colliders, a.contacts, a.x_candidates, a.narrow_tests
        );
        let _ = write!(
            lines[1],
            "PASSES {} ITER {} CORR {} UNRES {} LOST {} DESYNC {}",
            r.passes, r.iterations, r.corrections, r.unresolved, lost, self.desyncs
        );
        let _ = write!(
            lines[2],
            "MAPS {} CAND {} REJ {} NARR {} RESP {} CONT {} CORR {} UNRES {} PROBE {} KEPT {}",
            t.maps,
            t.candidate_cells,
            t.policy_rejected,
            t.narrow_tests,
            t.response_tests,
            t.contacts,
            t.corrections,
            t.unresolved,
            t.neighbor_probes,
            t.retained_cells
        );
        let mode = match ix.mode {
            TileSearch::Cells => "CELLS",
            TileSearch::Rectangles => "RECT",
        };
        let _ = write!(
            lines[3],
            "{mode} CHUNKS {} REGIONS {} CELLS {} BUILT {}/{} TESTS {} NARR {} FALLBK {}",
            ix.cached_chunks,
            ix.cached_regions,
            ix.cached_cells,
            ix.builds,
            ix.built_cells,
            ix.region_tests,
            ix.region_narrow_tests,
            ix.fallbacks
        );
        let labels = ["ACT", "RSP", "TIL", "IDX"];
        let trouble = [
            false,
            lost > 0 || self.desyncs > 0 || r.unresolved > 0,
            t.unresolved > 0,
            false,
        ];
        for (((y, label), line), bad) in rows.iter().zip(labels).zip(&lines).zip(trouble) {
            text::draw(c, 6, *y, LABEL, label);
            text::draw(c, 30, *y, if bad { WARN } else { TEXT }, line);
        }
    }
}

/// A gate cell: iron frame and steel bars with a lock, or the bars drawn up when open.
fn gate(c: &mut impl Canvas, px: i32, py: i32, open: bool) {
    c.fill_rect(Rect::new(px, py, 2, TILE_PX), IRON);
    c.fill_rect(Rect::new(px + TILE_PX - 2, py, 2, TILE_PX), IRON);
    let bar_h = if open { 3 } else { TILE_PX };
    for bx in [4, 7, 10] {
        c.fill_rect(Rect::new(px + bx, py, 2, bar_h), STEEL);
        c.fill_rect(Rect::new(px + bx + 1, py, 1, bar_h), STEEL_DARK);
    }
    if !open {
        c.fill_rect(Rect::new(px + 2, py + 6, TILE_PX - 4, 2), IRON);
        c.fill_rect(Rect::new(px + 6, py + 9, 4, 4), GOLD);
        c.fill_rect(Rect::new(px + 7, py + 11, 2, 1), GOLD_DARK);
    }
}

/// A key, 12 x 7, with its bow at (`x`, `y`); an untaken one in the status bar is an outline.
fn key(c: &mut impl Canvas, x: i32, y: i32, solid: bool) {
    if !solid {
        c.fill_rect(Rect::new(x, y, 5, 5), DIM);
        c.fill_rect(Rect::new(x + 1, y + 1, 3, 3), BAR);
        c.fill_rect(Rect::new(x + 5, y + 2, 7, 1), DIM);
        return;
    }
    c.fill_rect(Rect::new(x - 2, y - 2, 16, 11), GOLD_GLOW);
    c.fill_rect(Rect::new(x, y, 5, 5), GOLD);
    c.fill_rect(Rect::new(x + 1, y + 1, 3, 3), GOLD_DARK);
    c.fill_rect(Rect::new(x + 2, y + 2, 1, 1), GOLD_GLOW);
    c.fill_rect(Rect::new(x + 5, y + 2, 7, 2), GOLD);
    c.fill_rect(Rect::new(x + 9, y + 4, 1, 2), GOLD);
    c.fill_rect(Rect::new(x + 11, y + 4, 1, 3), GOLD);
}

/// Half-width of a circle of radius `r` at row `dy` (row centre `dy + 1/2`), in pixels.
fn half_width(r: i32, dy: i32) -> i32 {
    let rr = 4 * r * r - (2 * dy + 1) * (2 * dy + 1);
    if rr <= 0 {
        0
    } else {
        ((rr as u32).isqrt() as i32 + 1) / 2
    }
}

/// A filled disc, one rectangle per row.
fn fill_circle(c: &mut impl Canvas, cx: i32, cy: i32, r: i32, color: Color32) {
    for dy in -r..r {
        let h = half_width(r, dy);
        if h > 0 {
            c.fill_rect(Rect::new(cx - h, cy + dy, 2 * h, 1), color);
        }
    }
}

/// A one-pixel ring: each row of the disc minus the disc one pixel smaller.
fn ring(c: &mut impl Canvas, cx: i32, cy: i32, r: i32, color: Color32) {
    for dy in -r..r {
        let outer = half_width(r, dy);
        let inner = if dy == -r || dy == r - 1 {
            0
        } else {
            half_width(r - 1, dy)
        };
        let w = (outer - inner).max(1);
        c.fill_rect(Rect::new(cx - outer, cy + dy, w, 1), color);
        c.fill_rect(Rect::new(cx + outer - w, cy + dy, w, 1), color);
    }
}
