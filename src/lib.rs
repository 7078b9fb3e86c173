//! The platform-free core of the Bounce Back port: resource formats, collision, simulation,
//! game flow and drawing into a [`gfx::Canvas`]. It knows nothing of the PSP; the PSP
//! platform layer (`platform`, built only for the PSP, the one module allowed `unsafe`)
//! and the host tool drive the same code.
//!
//! `no_std` unless the `std` feature is on; the feature is inert on `target_os = "psp"`.
//!
//! # A tour of the rooms
//!
//! The crate is a stack of rooms, each importing only the rooms below it; the *Rooms* table
//! of `docs/PORTING.md` is the one list of them and of what each may import
//! (`tests/layout.rs` checks it). Here is how a frame's data moves through them, from the
//! files to the screen.
//!
//! **Resources.** [`res`] reads the original's resource formats: the tile set, the levels,
//! the ball's masks, the pictures, the tunes and the demo, from a folder or the MIDlet's
//! archive, with typed errors and no copies. [`embedded`] holds the set the build embedded
//! (`build.rs` validates it with the same readers), and [`res::locate`] finds the player's
//! own at start-up.
//!
//! **Tile set and level.** A level's map and the tile set's collision shapes go into
//! [`collide`]: [`collide::contract`] is the original's pixel-exact tile test (its
//! `g.collisionTest`), the one the game's rules stand on; [`collide::grid`] and
//! [`collide::world`] are general engines a second game can use ([`sandbox`] does).
//!
//! **Simulation.** [`sim::Sim`] is one level stepped at the original's 20 Hz: it takes
//! [`sim::Key`] events, moves the enemies and the [`sim::Ball`] in the original's order
//! (docs/RULES.md) and reports [`sim::Events`] and sounds; [`sim::flow::Game`] strings
//! levels into a game, and [`sim::hash::state_hash`] pins a run. No floats, no heap in a step.
//!
//! **Frame.** [`render`] draws a level's scene and HUD, between the last two steps, into
//! any [`gfx::Canvas`]; [`app`] draws the screens over it (menus, panels, the level list,
//! the save's notices) and keeps the save file. [`gfx`] is the floor they all draw on:
//! [`gfx::Color32`], images, rectangles, fonts, and [`gfx::Target`], which makes any canvas
//! an embedded-graphics `DrawTarget`.
//!
//! **Screen.** [`runtime::Program`] is what a platform drives: buttons ([`input`]) and
//! timings in, drawing into its canvas, effects out as data (lines, sounds, save bytes,
//! exit). [`app`] offers the game as one, [`sandbox`] the collision sandbox (also a
//! screen of the game), both over [`assets`]; the PSP layer (`platform`)
//! runs one on the hardware, with the GPU as its canvas and [`audio`]'s synthesiser for
//! the tunes; on the host, the developer tool (`tool`) runs the same program headless and
//! writes its frames as pictures.

#![cfg_attr(not(all(feature = "std", not(target_os = "psp"))), no_std)]
#![deny(unsafe_code)]
// The PSP platform brings the program's own out-of-memory handler (platform/psp/memory.rs).
#![cfg_attr(target_os = "psp", feature(alloc_error_handler))]
#![warn(missing_docs, unreachable_pub)]

extern crate alloc;
// The platform's files name the crate as the binary once did.
#[cfg(target_os = "psp")]
extern crate self as bounceback;
#[cfg(test)]
extern crate std;

pub mod app;
pub mod assets;
pub mod audio;
pub mod collide;
pub mod edit;
pub mod embedded;
pub mod gfx;
pub mod input;
#[cfg(target_os = "psp")]
#[allow(unsafe_code)]
pub mod platform;
pub mod render;
pub mod res;
pub mod runtime;
pub mod sandbox;
pub mod sim;

#[cfg(all(feature = "std", not(target_os = "psp")))]
pub mod tool;

/// The crate version, as shown by the boot line and `bounceback --version`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The line the game writes to stdout once at boot, so tests can see that it started.
pub fn boot_line() -> &'static str {
    concat!("bounceback boot ok ", env!("CARGO_PKG_VERSION"))
}
