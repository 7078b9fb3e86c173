//! What the platform keeps for a run (`runtime::Assets`): the PSP's GPU draws only the
//! pictures a program names there (it reads a texture after the draw call returned), so
//! every picture the game draws must be among them (the sandbox draws rectangles only);
//! and the tunes the game's and the sandbox's sounds index are the resources' own, in
//! order.

mod support;

use bounceback::app::program::AppProgram;
use bounceback::audio::TuneBank;
use bounceback::embedded::RESOURCES;
use bounceback::gfx::{Canvas, Color32, Image, Rect};
use bounceback::input::Buttons;
use bounceback::runtime::{Assets, Boot, Program, Timing};
use bounceback::sandbox::program::SandboxProgram;
use support::walk;

/// A canvas that draws nothing and notes every blit of a picture outside `named`.
struct Checking {
    named: Vec<(usize, usize)>,
    blits: usize,
    unnamed: Vec<String>,
}

impl Checking {
    fn of(assets: &impl Assets) -> Checking {
        let mut named = Vec::new();
        assets.pictures(&mut |indices: &'static [u8], palette: &'static [Color32]| {
            named.push((indices.as_ptr() as usize, indices.len()));
            named.push((palette.as_ptr() as usize, std::mem::size_of_val(palette)));
        });
        Checking {
            named,
            blits: 0,
            unnamed: Vec::new(),
        }
    }

    fn holds<T>(&self, s: &[T]) -> bool {
        let (at, len) = (s.as_ptr() as usize, std::mem::size_of_val(s));
        self.named
            .iter()
            .any(|&(start, n)| start <= at && at + len <= start + n)
    }

    fn check(&mut self, img: &Image<'_>, src: Rect) {
        self.blits += 1;
        if !(self.holds(img.indices()) && self.holds(img.palette())) && self.unnamed.len() < 4 {
            self.unnamed.push(format!(
                "{src:?} of a picture of {} indices",
                img.indices().len()
            ));
        }
    }
}

impl Canvas for Checking {
    fn size(&self) -> (i32, i32) {
        (480, 272)
    }

    fn fill_rect(&mut self, _r: Rect, _color: Color32) {}

    fn blit(&mut self, img: &Image<'_>, src: Rect, _dx: i32, _dy: i32) {
        self.check(img, src);
    }

    fn blit_tinted(&mut self, img: &Image<'_>, src: Rect, _dx: i32, _dy: i32, _tint: Color32) {
        self.check(img, src);
    }
}

/// Runs `program` from boot for `frames` with `held(frame)`, drawing every frame.
fn drawn<P: Program + Assets>(
    mut program: P,
    frames: u32,
    held: impl Fn(u32) -> Buttons,
) -> Checking {
    let mut canvas = Checking::of(&program);
    program.start(Boot::new(Ok(None)));
    for frame in 1..=frames {
        program.update(held(frame));
        program.draw(&mut canvas, &Timing::default());
        if program.take_save().is_some() {
            program.save_done(true);
        }
    }
    canvas
}

#[test]
fn every_picture_the_game_draws_is_one_it_names_for_the_gpu() {
    // Seeds whose walk plays a level within 1500 frames (as tests/runtime.rs's).
    for seed in [1, 2, 3] {
        let walk = walk::buttons(seed, &[], 1500);
        let c = drawn(AppProgram::player(&RESOURCES, None), 1500, |f| {
            walk[f as usize - 1]
        });
        assert!(c.blits > 1000, "seed {seed}: only {} blits", c.blits);
        assert!(c.unnamed.is_empty(), "seed {seed}: {:?}", c.unnamed);
    }
}

#[test]
fn a_picture_outside_the_named_ones_is_seen() {
    // The check itself: a picture of its own (not the resources') is unnamed.
    let mut c = Checking::of(&AppProgram::player(&RESOURCES, None));
    let indices = vec![1u8; 16 * 16];
    let palette = vec![0u32; 2];
    let img = Image::new(16, 16, 16, &indices, &palette).unwrap();
    c.blit(&img, Rect::new(0, 0, 16, 16), 0, 0);
    assert_eq!(c.unnamed.len(), 1);
    let named = &RESOURCES.ball_sprites[0];
    c.blit(&named.image(), Rect::new(0, 0, 4, 4), 0, 0);
    assert_eq!(c.unnamed.len(), 1);
}

#[test]
fn the_tunes_are_the_resources_own_in_order() {
    let mut bank = TuneBank::new();
    AppProgram::player(&RESOURCES, None).tunes(&mut bank);
    assert_eq!(bank, TuneBank::from_tunes(&RESOURCES.tunes));
    assert!(bank.len() > 1);
    let mut sandbox = TuneBank::new();
    SandboxProgram::new(&RESOURCES).tunes(&mut sandbox);
    assert_eq!(sandbox, bank);
}
