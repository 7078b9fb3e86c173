//! The collision sandbox on the host: the room, walking with wall sliding, the chasm and
//! the dodge roll, keys and the gate, the scripted route through the whole application
//! (the one the emulator test plays), leaving, drawing, and random play against the
//! invariants that tie the grid module and the collision world together.

mod sandbox_support;

use bounceback::app::{App, Request, Screen, TitleItem};
use bounceback::collide::grid::{GridMap, Passability};
use bounceback::embedded::RESOURCES;
use bounceback::gfx::testing::TestCanvas;
use bounceback::gfx::{Color32, Frame};
use bounceback::input::Buttons;
use bounceback::sandbox::motion::{self, Px, DODGE, RADIUS, SUB, WALK_DIAGONAL};
use bounceback::sandbox::room::{self, tile, Cell, Room, RoomError, H, W};
use bounceback::sandbox::{Events, Sandbox, DODGE_COOLDOWN};
use bounceback::tool::support::held_at;
use proptest::prelude::*;
use sandbox_support::{from_boot, route_end, Driver, START};

const UP: Buttons = Buttons::UP;
const DOWN: Buttons = Buttons::DOWN;
const LEFT: Buttons = Buttons::LEFT;
const RIGHT: Buttons = Buttons::RIGHT;
const CROSS: Buttons = Buttons::CROSS;

/// Sub-pixels of a whole pixel count.
const fn px(n: i32) -> i32 {
    n * SUB
}

/// How close the walk's approach gets to a wall: under a 16th of a pixel.
const FLUSH: i32 = 16;

/// Whether the grid finds the hero overlapping something (walking or dodging rules).
fn blocked(s: &Sandbox, dodge: bool) -> bool {
    let map = GridMap::new(s.codes(), W, H, Passability::STANDARD).unwrap();
    map.is_position_blocked(motion::point(s.position()), motion::radius(), dodge)
}

/// A room where a wall column splits the room, a two-cell gate in it, one key on the way
/// to the gate and one away from it.
const GATE_ROOM: &str = "\
##############################
#.........#..................#
#.........#..................#
#.........#..................#
#.........#EEEEEEEEEEEEEEEEEE#
#@..k.....GEEEEEEEEEEEEEEEEEE#
#.........GEEEEEEEEEEEEEEEEEE#
#.........#EEEEEEEEEEEEEEEEEE#
#.........#..................#
#.........#..................#
#...k.....#..................#
#.........#..................#
#.........#..................#
##############################
";

#[test]
fn the_embedded_room_reads() {
    let r = Room::parse(room::ROOM).unwrap();
    assert_eq!(r.start, (1, 1));
    assert_eq!(r.keys, 3);
    assert_eq!(r.gates.as_slice(), &[(23, 4), (23, 5)]);
    // The chasm cuts the room from top to bottom: the far side is reachable only by dodging.
    for y in 1..H - 1 {
        assert_eq!(Cell::of_code(r.codes[y * W + 17]), Cell::Chasm, "row {y}");
        assert_eq!(Cell::of_code(r.codes[y * W + 18]), Cell::Chasm, "row {y}");
    }
    let s = Sandbox::new().unwrap();
    assert_eq!(s.keys(), (0, 3));
    assert!(!s.gate_open());
    assert_eq!(s.position(), Px::new(px(24), px(24)));
    // The world map mirrors the grid's cells.
    for y in 0..H {
        for x in 0..W {
            assert_eq!(
                s.world_tile(x, y),
                s.cell(x, y).unwrap().tile(),
                "({x}, {y})"
            );
        }
    }
}

#[test]
fn malformed_rooms_are_refused_with_a_reason() {
    let good = sandbox_support::room(&[(1, "#@"), (2, "#k"), (3, "#G"), (4, "#E")]);
    assert!(Room::parse(&good).is_ok());
    assert!(Room::parse(&good.replace('\n', "\r\n")).is_ok());
    let cases: Vec<(String, RoomError)> = vec![
        (
            good.lines().take(13).collect::<Vec<_>>().join("\n"),
            RoomError::Rows { got: 13 },
        ),
        (
            good.replacen("#@", "#@.", 1),
            RoomError::Columns { row: 1, got: 31 },
        ),
        (
            sandbox_support::room(&[(1, "#@"), (2, "#k"), (3, "#G"), (4, "#E"), (7, "#.x")]),
            RoomError::Unknown {
                x: 2,
                y: 7,
                ch: 'x',
            },
        ),
        (good.replace('@', "."), RoomError::Starts { got: 0 }),
        (good.replace("#k", "#@"), RoomError::Starts { got: 2 }),
        (good.replace('k', "."), RoomError::Keys { got: 0 }),
        (good.replace('G', "."), RoomError::Gates { got: 0 }),
        (good.replace('E', "."), RoomError::NoExit),
    ];
    for (text, want) in cases {
        assert_eq!(Room::parse(&text), Err(want));
        assert!(Sandbox::with_room(&text).is_err());
    }
    let nine_keys = sandbox_support::room(&[(1, "#@kkkkkkkkk"), (3, "#G"), (4, "#E")]);
    assert_eq!(Room::parse(&nine_keys), Err(RoomError::Keys { got: 9 }));
    // Gate cells past the room's capacity are counted, not lost.
    let eleven_gates = sandbox_support::room(&[(1, "#@k"), (3, "#GGGGGGGGGGG"), (4, "#E")]);
    assert_eq!(
        Room::parse(&eleven_gates),
        Err(RoomError::Gates { got: 11 })
    );
}

proptest! {
    #[test]
    fn any_text_reads_or_is_refused(text in "[#.~kGE@\\n]{0,460}") {
        let _ = Room::parse(&text);
    }

    #[test]
    fn any_edit_of_the_room_reads_or_is_refused(at in 0usize..434, ch in any::<char>()) {
        let mut t: Vec<char> = room::ROOM.chars().collect();
        t[at] = ch;
        let text: String = t.into_iter().collect();
        let _ = Room::parse(&text);
    }
}

#[test]
fn the_hero_slides_along_a_wall_instead_of_stopping() {
    // From (24, 24), up and right: the top wall (its face at y = 16) blocks the up half
    // at once; the grid takes the right half alone, every frame.
    let mut d = Driver::embedded();
    for f in 1..=12 {
        d.step(UP | RIGHT);
        let p = d.scene.position();
        assert_eq!(
            p.x,
            px(24) + f * WALK_DIAGONAL,
            "frame {f}: x went the full step"
        );
        assert!(p.y >= px(16) + RADIUS, "frame {f}: into the wall");
        if f >= 2 {
            assert!(d.scene.sliding(), "frame {f}");
            // Flush: the refused part was retried shorter until the gap closed.
            assert!(p.y < px(16) + RADIUS + FLUSH, "frame {f}: y {}", p.y);
        }
    }
    assert!(!blocked(&d.scene, false));
    // Straight into the wall: nothing moves, nothing slides.
    let before = d.scene.position();
    d.hold(UP, 5);
    assert_eq!(d.scene.position(), before);
    assert!(!d.scene.sliding());
}

#[test]
fn walking_never_enters_the_chasm() {
    // The route walks east along the south wall into the chasm's edge (x = 272).
    let mut d = Driver::embedded();
    d.play_route_to(376);
    let edge = px(272) - RADIUS;
    let x = d.scene.position().x;
    assert!(x <= edge && x > edge - FLUSH, "x {x}, edge {edge}");
    for held in [RIGHT, RIGHT | UP, RIGHT | DOWN] {
        for _ in 0..60 {
            d.step(held);
            assert!(d.scene.position().x <= edge);
            assert!(!blocked(&d.scene, false));
        }
    }
}

#[test]
fn the_dodge_roll_crosses_the_chasm() {
    let mut d = Driver::embedded();
    d.play_route_to(376);
    let start = d.scene.position();
    let ev = d.step(CROSS);
    assert!(ev.dodged && d.scene.dodging());
    let mut over_chasm = false;
    let mut frames = 1;
    while d.scene.dodging() {
        assert!(!blocked(&d.scene, true), "blocked while dodging");
        let (x, y) = d.px();
        over_chasm |= d.scene.cell((x / 16) as usize, (y / 16) as usize) == Some(Cell::Chasm);
        d.step(Buttons::NONE);
        frames += 1;
        assert!(frames <= 12, "a dodge lasts 12 frames");
    }
    assert_eq!(frames, 12);
    assert!(over_chasm, "the centre passed over the chasm");
    assert_eq!(d.scene.position(), Px::new(start.x + DODGE, start.y));
    assert!(!blocked(&d.scene, false));
    // A second roll waits for the cooldown.
    let ev = d.step(CROSS);
    assert!(!ev.dodged && !ev.refused);
    d.hold(Buttons::NONE, u32::from(DODGE_COOLDOWN));
    assert!(d.step(CROSS).dodged);
}

#[test]
fn a_dodge_that_would_land_in_the_chasm_is_refused_or_cut_short() {
    // A chasm four tiles wide (64 px) is wider than a roll (48 px) can clear.
    let text = sandbox_support::room(&[(1, "#k"), (2, "#G"), (3, "#E"), (5, "#.......@.~~~~")]);
    let mut d = Driver::new(Sandbox::with_room(&text).unwrap());
    let from = d.scene.position(); // (136, 88)
                                   // One tile short of the edge: a shorter roll stops on the near bank.
    assert!(d.step(CROSS).dodged);
    d.hold(Buttons::NONE, 12);
    let p = d.scene.position();
    assert!(p.x > from.x && p.x <= px(160) - RADIUS, "x {}", p.x);
    assert_eq!(p.y, from.y);
    d.hold(Buttons::NONE, u32::from(DODGE_COOLDOWN));
    // At the edge: every length lands in the chasm; the roll is refused.
    d.hold(RIGHT, 20);
    let at_edge = d.scene.position();
    let ev = d.step(CROSS);
    assert!(ev.refused && !ev.dodged && !d.scene.dodging());
    d.hold(Buttons::NONE, 15);
    assert_eq!(d.scene.position(), at_edge);
    // A wall is no chasm: no roll goes through one.
    let text = sandbox_support::room(&[(1, "#k"), (2, "#G"), (3, "#E"), (5, "#.......@#")]);
    let mut d = Driver::new(Sandbox::with_room(&text).unwrap());
    d.hold(RIGHT, 10);
    let ev = d.step(CROSS);
    assert!(ev.refused);
}

#[test]
fn the_gate_opens_only_when_every_key_is_taken() {
    let mut d = Driver::new(Sandbox::with_room(GATE_ROOM).unwrap());
    // East along row 5 over the first key, into the gate.
    let evs = d.hold(RIGHT, 100);
    assert_eq!(evs.iter().filter_map(|e| e.key).collect::<Vec<_>>(), [1]);
    assert_eq!(d.scene.keys(), (1, 2));
    assert!(!d.scene.gate_open());
    let x = d.scene.position().x;
    assert!(
        x <= px(160) - RADIUS && x > px(160) - RADIUS - FLUSH,
        "held by the gate: {x}"
    );
    assert_eq!(d.scene.cell(10, 5), Some(Cell::Gate));
    assert_eq!(d.scene.world_tile(10, 5), Some(tile::GATE));
    // Down and west over the second key: the gate opens in that frame, in both maps.
    d.hold(DOWN, 40);
    let evs = d.hold(LEFT, 60);
    let taken: Vec<usize> = (0..evs.len()).filter(|&i| evs[i].key.is_some()).collect();
    let opened: Vec<usize> = (0..evs.len()).filter(|&i| evs[i].gate_opened).collect();
    assert_eq!(taken.len(), 1);
    assert_eq!(opened, taken);
    assert_eq!(evs[taken[0]].key, Some(2));
    assert!(d.scene.gate_open());
    for y in [5, 6] {
        assert_eq!(d.scene.cell(10, y), Some(Cell::Floor));
        assert_eq!(d.scene.world_tile(10, y), None);
    }
    // And through it into the exit area.
    d.hold(UP, 40);
    let evs = d.hold(RIGHT, 80);
    assert_eq!(evs.iter().filter(|e| e.through_gate).count(), 1);
    assert!(d.scene.through_gate());
    assert!(d.scene.position().x > px(176));
    assert_eq!(d.scene.desyncs(), 0);
}

/// One frame's record of the route through the application.
struct Seen {
    frame: u32,
    lines: Vec<String>,
}

#[test]
fn the_scripted_route_takes_every_key_and_walks_through_the_gate() {
    let presses = from_boot();
    let mut app = App::new(&RESOURCES, Ok(None));
    let end = START + route_end() + 30;
    let mut seen = Vec::new();
    let mut keys_before = 0;
    let mut corrections = 0;
    for frame in 1..=end {
        assert_eq!(app.update(held_at(&presses, frame)), Request::None);
        let lines: Vec<String> = app.take_lines().iter().map(|l| l.to_string()).collect();
        if !lines.is_empty() {
            seen.push(Seen { frame, lines });
        }
        let Some(s) = app.sandbox() else {
            assert!(frame < START, "left the sandbox at frame {frame}");
            continue;
        };
        assert_eq!(app.screen(), Screen::Sandbox);
        assert!(
            !blocked(s, s.dodging()),
            "frame {frame}: the hero overlaps the room"
        );
        assert!(
            !s.report().lost.any(),
            "frame {frame}: {:?}",
            s.report().lost
        );
        corrections += s.report().corrections;
        let (taken, total) = s.keys();
        assert!(taken >= keys_before && taken <= total);
        keys_before = taken;
        assert_eq!(s.gate_open(), taken == total, "frame {frame}");
        assert_eq!(s.cell(23, 4) == Some(Cell::Gate), !s.gate_open());
    }
    let lines: Vec<&str> = seen
        .iter()
        .flat_map(|s| s.lines.iter().map(String::as_str))
        .collect();
    assert_eq!(
        lines,
        [
            "sandbox start",
            "sandbox key 1/3",
            "sandbox key 2/3",
            "sandbox key 3/3",
            "sandbox gate open",
            "sandbox through gate"
        ]
    );
    assert_eq!(seen[0].frame, START);
    let key3 = seen
        .iter()
        .find(|s| s.lines[0] == "sandbox key 3/3")
        .unwrap();
    assert_eq!(key3.lines, ["sandbox key 3/3", "sandbox gate open"]);
    let s = app.sandbox().unwrap();
    // The world never had to correct what the grid allowed.
    assert_eq!(corrections, 0);
    assert_eq!(s.desyncs(), 0);
    assert!(s.through_gate());
    let (x, y) = s.position().pixels();
    assert_eq!(
        s.cell((x / 16) as usize, (y / 16) as usize),
        Some(Cell::Exit)
    );
    assert!(x >= 24 * 16 + 6, "clear of the gate column");
}

#[test]
fn the_title_offers_the_sandbox_before_exit_and_circle_or_start_leave_it() {
    let mut app = App::new(&RESOURCES, Ok(None));
    let mut frame = 0;
    let mut tap = |app: &mut App<'_>, b: Buttons| {
        frame += 1;
        let r = app.update(b);
        app.update(Buttons::NONE);
        r
    };
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        }
    );
    for _ in 0..4 {
        tap(&mut app, DOWN);
    }
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Sandbox
        }
    );
    for leave in [Buttons::CIRCLE, Buttons::START] {
        tap(&mut app, CROSS);
        assert_eq!(app.screen(), Screen::Sandbox);
        assert_eq!(app.take_lines().as_slice(), ["sandbox start"]);
        for _ in 0..30 {
            app.update(RIGHT);
        }
        let moved = app.sandbox().unwrap().position();
        assert_ne!(moved, Px::new(px(24), px(24)));
        tap(&mut app, leave);
        assert_eq!(
            app.screen(),
            Screen::Title {
                sel: TitleItem::Sandbox
            }
        );
        assert!(app.sandbox().is_none());
    }
    // A new visit starts afresh.
    tap(&mut app, CROSS);
    assert_eq!(app.sandbox().unwrap().position(), Px::new(px(24), px(24)));
    tap(&mut app, Buttons::CIRCLE);
    // TIME ATTACK, MAKE A LEVEL, MY LEVELS, then EXIT follow SANDBOX.
    tap(&mut app, DOWN);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::TimeAttack
        }
    );
    tap(&mut app, DOWN);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::MakeLevel
        }
    );
    tap(&mut app, DOWN);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::MyLevels
        }
    );
    tap(&mut app, DOWN);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Exit
        }
    );
    // It asks first (NO selected); YES exits.
    assert_eq!(tap(&mut app, CROSS), Request::None);
    tap(&mut app, Buttons::LEFT);
    assert_eq!(tap(&mut app, CROSS), Request::Exit);
    // UP from SANDBOX is HELP, as before.
    let mut app = App::new(&RESOURCES, Ok(None));
    for _ in 0..4 {
        tap(&mut app, DOWN);
    }
    tap(&mut app, UP);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::Help
        }
    );
}

#[test]
fn select_toggles_the_counters() {
    // The room opens on its goal and controls (docs/UI.md), the counters behind SELECT.
    let mut d = Driver::embedded();
    assert!(!d.scene.diagnostics_shown());
    d.step(Buttons::SELECT);
    assert!(d.scene.diagnostics_shown());
    d.step(Buttons::SELECT); // still held: no new press
    assert!(d.scene.diagnostics_shown());
    d.step(Buttons::NONE);
    d.step(Buttons::SELECT);
    assert!(!d.scene.diagnostics_shown());
}

/// Counts drawing calls (the PSP turns each into a sprite in a fixed display list), on a
/// screen's size but unclipped, as the display list takes every call.
fn counter() -> TestCanvas {
    TestCanvas::blank(480, 272, &[('.', 0)]).allow_out_of_bounds()
}

/// The PSP display list is 256 KiB and a rectangle takes about 48 bytes of it: stay far
/// below, leaving room for the performance overlay.
const DRAW_BUDGET: usize = 2500;

#[test]
fn a_frame_draws_within_the_display_list_budget() {
    let presses = from_boot();
    let mut app = App::new(&RESOURCES, Ok(None));
    app.update(Buttons::SELECT); // the performance overlay on, as in the emulator test
    let mut most = 0;
    for frame in 2..=START + route_end() {
        app.update(held_at(&presses, frame));
        if frame > START && frame % 7 == 0 {
            let mut c = counter();
            app.draw(&mut c);
            most = most.max(c.draws());
        }
    }
    assert!(most > 500, "{most}: the room is drawn");
    assert!(most <= DRAW_BUDGET, "{most} drawing calls in a frame");
}

fn picture(s: &Sandbox) -> Vec<Color32> {
    // Unclipped: the scene leaves clipping to the canvas, as a `Frame` clips.
    let mut c = TestCanvas::blank(480, 272, &[('.', 0)]).allow_out_of_bounds();
    s.draw(&mut c, bounceback::gfx::text::Font::Builtin { scale: 1 });
    c.into_pixels()
}

#[test]
fn the_picture_shows_the_gate_shut_then_open_and_the_hero_where_it_is() {
    let mut d = Driver::embedded();
    let first = picture(&d.scene);
    d.play_route_to(560);
    assert!(d.scene.gate_open());
    let later = picture(&d.scene);
    let at = |p: &[Color32], x: i32, y: i32| p[(y * 480 + x) as usize];
    let differs = |x0: i32, y0: i32, w: i32, h: i32| {
        (y0..y0 + h).any(|y| (x0..x0 + w).any(|x| at(&first, x, y) != at(&later, x, y)))
    };
    // The gate's bars drew up (cells (23, 4) and (23, 5)).
    assert!(differs(23 * 16, 4 * 16 + 4, 16, 12));
    assert!(differs(23 * 16, 5 * 16 + 4, 16, 12));
    // The keys are gone from the floor ((4, 4), (12, 12), (26, 12)).
    for (x, y) in [(4, 4), (12, 12), (26, 12)] {
        assert!(differs(x * 16, y * 16, 16, 16), "key ({x}, {y})");
    }
    // The hero left its start and stands elsewhere.
    assert!(differs(18, 18, 12, 12));
    let (hx, hy) = d.px();
    assert!(differs(hx - 4, hy - 4, 8, 8));
    // A wall far from everything is the same.
    assert!(!differs(0, 13 * 16, 16, 16));
}

#[derive(Clone, Debug)]
struct Hold {
    buttons: u16,
    frames: u32,
}

fn hold() -> impl Strategy<Value = Hold> {
    // D-pad, CROSS and SELECT (CIRCLE and START would leave the scene).
    let bits = [UP, DOWN, LEFT, RIGHT, CROSS, Buttons::SELECT];
    (proptest::bits::u16::masked(0x3F), 1u32..40).prop_map(move |(m, frames)| Hold {
        buttons: (0..6)
            .filter(|i| m & (1 << i) != 0)
            .fold(0, |a, i| a | bits[i].0),
        frames,
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Whatever the player does, from anywhere on the route: the hero never overlaps what
    /// the grid blocks, the world never corrects the grid, no contact is lost, keys only
    /// count up and the gate is open exactly when all are taken.
    #[test]
    fn random_play_keeps_the_two_engines_in_agreement(
        prefix in 0u32..700,
        holds in proptest::collection::vec(hold(), 1..30),
    ) {
        let mut d = Driver::embedded();
        d.play_route_to(prefix);
        let mut keys = d.scene.keys().0;
        for h in holds {
            for _ in 0..h.frames {
                let ev: Events = d.step(Buttons(h.buttons));
                let s = &d.scene;
                prop_assert!(!ev.leave);
                prop_assert!(!blocked(s, s.dodging()), "overlap at {:?}", s.position());
                prop_assert_eq!(s.report().corrections, 0);
                prop_assert!(!s.report().lost.any());
                prop_assert_eq!(s.desyncs(), 0);
                let (taken, total) = s.keys();
                prop_assert!(taken >= keys && taken <= total);
                prop_assert_eq!(ev.key.is_some(), taken > keys);
                keys = taken;
                prop_assert_eq!(s.gate_open(), taken == total);
            }
        }
    }
}

proptest! {
    /// The merged-run text draws exactly the built-in font's pixels, in fewer rectangles.
    #[test]
    fn merged_text_matches_the_built_in_font(text in "[ -~]{0,40}", x in -8i32..40, y in -8i32..20) {
        let color = bounceback::gfx::hex(0x12AB34);
        let mut want = vec![0; 300 * 30];
        let mut got = vec![0; 300 * 30];
        let mut a = Frame::new(&mut want, 300, 30, 300).unwrap();
        bounceback::gfx::draw_text(&mut a, x, y, 1, color, &text);
        let mut b = Frame::new(&mut got, 300, 30, 300).unwrap();
        bounceback::sandbox::text::draw(&mut b, x, y, color, &text);
        prop_assert!(want == got);
        let (mut plain, mut merged) = (counter(), counter());
        bounceback::gfx::draw_text(&mut plain, x, y, 1, color, &text);
        bounceback::sandbox::text::draw(&mut merged, x, y, color, &text);
        prop_assert!(merged.draws() <= plain.draws());
    }
}

#[test]
fn merged_text_saves_rectangles_on_the_counter_lines() {
    let line = "PASSES 812 ITER 1 CORR 0 UNRES 0 LOST 0 DESYNC 0";
    // One rectangle a run of set pixels a row: the drawing without merging.
    let plain: usize = line
        .chars()
        .flat_map(|ch| bounceback::gfx::font::glyph(ch).iter())
        .map(|bits| {
            (0..5)
                .filter(|&c| bits & (0x10 >> c) != 0 && (c == 0 || bits & (0x20 >> c) == 0))
                .count()
        })
        .sum();
    let mut merged = counter();
    bounceback::sandbox::text::draw(&mut merged, 0, 0, 0xFFFF_FFFF, line);
    assert!(
        merged.draws() * 4 < plain * 3,
        "{} vs {}",
        merged.draws(),
        plain
    );
}

/// The room's end: through the exit, a panel says the room is done (the scene stands still
/// under it); the confirm button plays the room again from its start, the other button
/// (or START) leaves for the title, whichever button the console confirms with. Before
/// the end, the confirm button rolls and the other leaves: with ○ confirming, ○ never
/// throws the player out.
#[test]
fn the_room_s_end_shows_and_its_buttons_follow_the_confirm_setting() {
    use bounceback::input::Confirm;
    for confirm in [Confirm::Cross, Confirm::Circle] {
        let (ok, back) = (confirm.ok(), confirm.back());
        let tap = |app: &mut App<'_>, b: Buttons| {
            app.update(b);
            app.update(Buttons::NONE);
        };
        // On the room: the confirm button rolls (the scene stays), the back one leaves.
        let mut app = App::new(&RESOURCES, Ok(None));
        app.set_confirm(confirm);
        for _ in 0..4 {
            tap(&mut app, DOWN);
        }
        tap(&mut app, ok);
        assert_eq!(app.screen(), Screen::Sandbox, "{confirm:?}");
        app.update(RIGHT);
        app.update(RIGHT | ok);
        assert!(
            app.sandbox().unwrap().dodging(),
            "{confirm:?}: the confirm button rolls"
        );
        assert_eq!(app.screen(), Screen::Sandbox);
        tap(&mut app, back);
        assert_eq!(
            app.screen(),
            Screen::Title {
                sel: TitleItem::Sandbox
            },
            "{confirm:?}: the back button leaves"
        );
        // Through the exit by the route (its own roll is ✕: the route plays as a console
        // confirming with ✕ does): the end shows half a second later.
        let presses = from_boot();
        for leave in [back, Buttons::START] {
            let mut app = App::new(&RESOURCES, Ok(None));
            let mut frame = 0;
            while !app.sandbox().is_some_and(|s| s.through_gate()) {
                frame += 1;
                app.update(held_at(&presses, frame));
                assert!(frame < 5_000, "the route goes through the exit");
            }
            app.set_confirm(confirm);
            assert!(!app.sandbox_done(), "not at once");
            for _ in 0..60 {
                app.update(Buttons::NONE);
            }
            assert!(app.sandbox_done(), "{confirm:?}: the end shows");
            // The scene stands still under it: walking moves nothing.
            let at = app.sandbox().unwrap().position();
            for _ in 0..30 {
                app.update(LEFT);
            }
            app.update(Buttons::NONE);
            assert_eq!(app.sandbox().unwrap().position(), at);
            // The confirm button plays the room again, from its start.
            tap(&mut app, ok);
            assert_eq!(app.screen(), Screen::Sandbox);
            assert!(!app.sandbox_done());
            assert_eq!(app.sandbox().unwrap().position(), Px::new(px(24), px(24)));
            assert_eq!(app.sandbox().unwrap().keys().0, 0);
            // Done again, the back button (or START) leaves.
            // The route again, its roll on the confirm button.
            let route = sandbox_support::route();
            let mut frame = 0;
            while !app.sandbox_done() {
                frame += 1;
                let held = held_at(&route, frame);
                let held = if held.contains(CROSS) {
                    Buttons(held.0 & !CROSS.0) | ok
                } else {
                    held
                };
                app.update(held);
                assert!(frame < 5_000, "the route ends the room again");
            }
            tap(&mut app, leave);
            assert_eq!(
                app.screen(),
                Screen::Title {
                    sel: TitleItem::Sandbox
                },
                "{confirm:?}: {leave:?} leaves the end"
            );
        }
    }
}
