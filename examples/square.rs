//! A second program on the platform, to show what a game needs of it: a square the d-pad
//! moves, a tune at start and on CROSS, and the square's place saved once it stops (and on
//! HOME) and restored at the next boot. `scripts/build-example.sh square` makes its EBOOT;
//! on the host, `cargo run --example square` drives it a few frames and prints where the
//! square went.

#![cfg_attr(target_os = "psp", no_std, no_main)]

extern crate alloc;

use alloc::vec::Vec;
use bounceback::audio::TuneBank;
use bounceback::gfx::{rgb, Canvas, Color32, Rect, SCREEN_H, SCREEN_W};
use bounceback::input::Buttons;
use bounceback::res::tone::ToneEvent;
use bounceback::runtime::{
    Assets, Boot, Effects, Event, GameName, JobError, Line, Program, SaveSlot, SaveStatus,
    SaveTitle, SaveWrite, Timing,
};

const SIDE: i32 = 32;
const SPEED: i32 = 2;
const BACKGROUND: Color32 = rgb(0x10, 0x20, 0x40);
const SQUARE: Color32 = rgb(0xF0, 0xA0, 0x20);
/// The save: this tag, then x and y as little-endian `u16`.
const TAG: &[u8; 2] = b"SQ";

/// A save that is not one of ours.
#[derive(Debug)]
struct NotOurs;

impl core::fmt::Display for NotOurs {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("not a square save")
    }
}

#[derive(Default)]
struct Square {
    x: i32,
    y: i32,
    /// The place last saved, and whether a write of the current one runs.
    saved: (i32, i32),
    writing: bool,
    /// A write is due whatever the square does (HOME).
    leaving: bool,
    held: Buttons,
    started: bool,
}

impl Square {
    fn new() -> Square {
        let centre = ((SCREEN_W - SIDE) / 2, (SCREEN_H - SIDE) / 2);
        Square {
            x: centre.0,
            y: centre.1,
            saved: centre,
            ..Square::default()
        }
    }
}

impl Assets for Square {
    fn pictures(&self, _each: &mut dyn FnMut(&'static [u8], &'static [Color32])) {}

    fn tunes(&self, bank: &mut TuneBank) {
        let note = |millihertz| ToneEvent {
            millihertz,
            ms: 90,
            sound_ms: 80,
            volume: 100,
        };
        let _ = bank.push(&[note(523_251), note(659_255), note(783_991)]);
    }
}

impl Program for Square {
    type Save = (i32, i32);
    type SaveError = NotOurs;

    fn keeps_save(&self) -> bool {
        true
    }

    fn save_slot(&self) -> Option<SaveSlot> {
        Some(SaveSlot::new(
            GameName::of("SQUARE001"),
            SaveTitle::of("Square"),
            0,
        ))
    }

    fn read_save(&self, found: Result<&[u8], JobError>) -> Result<(i32, i32), NotOurs> {
        match found.map_err(|_| NotOurs)? {
            [b'S', b'Q', x0, x1, y0, y1] => Ok((
                i32::from(u16::from_le_bytes([*x0, *x1])).min(SCREEN_W - SIDE),
                i32::from(u16::from_le_bytes([*y0, *y1])).min(SCREEN_H - SIDE),
            )),
            _ => Err(NotOurs),
        }
    }

    fn start(&mut self, boot: Boot<(i32, i32), NotOurs>) {
        if let Ok(Some((x, y))) = boot.save {
            (self.x, self.y) = (x, y);
            self.saved = (x, y);
        }
    }

    fn event(&mut self, event: Event) {
        if event == Event::ExitRequested {
            self.leaving = true;
        }
    }

    fn update(&mut self, held: Buttons) -> Effects {
        let mut fx = Effects::default();
        fx.sound_on = true;
        if !self.started {
            self.started = true;
            let mut l = Line::new();
            let _ = core::fmt::Write::write_fmt(
                &mut l,
                format_args!("square at {},{}", self.x, self.y),
            );
            let _ = fx.lines.push(l);
            let _ = fx.sounds.push(0);
        }
        if held.pressed_since(self.held).contains(Buttons::CROSS) {
            let _ = fx.sounds.push(0);
        }
        self.held = held;
        let axis = |minus, plus| {
            i32::from(held.contains(plus)) * SPEED - i32::from(held.contains(minus)) * SPEED
        };
        self.x = (self.x + axis(Buttons::LEFT, Buttons::RIGHT)).clamp(0, SCREEN_W - SIDE);
        self.y = (self.y + axis(Buttons::UP, Buttons::DOWN)).clamp(0, SCREEN_H - SIDE);
        fx
    }

    fn draw(&mut self, canvas: &mut impl Canvas, _timing: &Timing) {
        canvas.fill_rect(Rect::new(0, 0, SCREEN_W, SCREEN_H), BACKGROUND);
        canvas.fill_rect(Rect::new(self.x, self.y, SIDE, SIDE), SQUARE);
    }

    fn take_save(&mut self) -> Option<SaveWrite> {
        let pad = Buttons::UP
            .union(Buttons::DOWN)
            .union(Buttons::LEFT)
            .union(Buttons::RIGHT);
        let moving = self.held.any(pad);
        let due = self.saved != (self.x, self.y) && (!moving || self.leaving);
        if self.writing || !due {
            return None;
        }
        self.writing = true;
        self.saved = (self.x, self.y);
        let mut bytes = Vec::from(&TAG[..]);
        bytes.extend_from_slice(&(self.x as u16).to_le_bytes());
        bytes.extend_from_slice(&(self.y as u16).to_le_bytes());
        let mut detail = heapless::String::new();
        let _ = core::fmt::Write::write_fmt(
            &mut detail,
            format_args!("The square at {},{}", self.x, self.y),
        );
        Some(SaveWrite { bytes, detail })
    }

    fn save_done(&mut self, ok: bool) {
        self.writing = false;
        if !ok {
            // Tried again once the square stops anew.
            self.saved = (-1, -1);
        }
    }

    fn save_status(&self) -> SaveStatus {
        let unsaved = self.writing || self.saved != (self.x, self.y);
        SaveStatus {
            unsaved,
            failures: 0,
            hold_sleep: unsaved,
        }
    }
}

#[cfg(target_os = "psp")]
bounceback::psp_main!(|_start: &mut bounceback::platform::psp::Start| Square::new());

/// The host: a second of RIGHT, then a save, as the PSP's loop would take it.
#[cfg(not(target_os = "psp"))]
fn main() {
    let mut square = Square::new();
    square.start(Boot::new(Ok(None)));
    let mut screen = vec![0; (SCREEN_W * SCREEN_H) as usize];
    for frame in 0..90 {
        let held = if frame < 60 {
            Buttons::RIGHT
        } else {
            Buttons::NONE
        };
        for l in &square.update(held).lines {
            println!("{l}");
        }
        let mut canvas =
            bounceback::gfx::Frame::new(&mut screen, SCREEN_W, SCREEN_H, SCREEN_W as usize)
                .expect("a frame of the screen's size");
        square.draw(&mut canvas, &Timing::default());
        if let Some(w) = square.take_save() {
            println!("frame {frame}: save {:?} ({})", w.bytes, w.detail);
            square.save_done(true);
        }
    }
    let at = |x: i32, y: i32| screen[(y * SCREEN_W + x) as usize];
    let (cx, cy) = (square.x + SIDE / 2, square.y + SIDE / 2);
    println!(
        "square at {},{}: centre {}",
        square.x,
        square.y,
        if at(cx, cy) == SQUARE {
            "drawn"
        } else {
            "missing"
        }
    );
}
