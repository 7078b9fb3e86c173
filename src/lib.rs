//! The platform-free core of the Bounce Back port: resource formats, collision, simulation,
//! game flow and drawing into a [`gfx::Canvas`]. It knows nothing of the PSP; the PSP
//! platform layer (`platform`, built only for the PSP, the one module allowed `unsafe`)
//! and the host tool drive the same code.
//!
//! `no_std` unless the `std` feature is on; the feature is inert on `target_os = "psp"`.

#![cfg_attr(not(all(feature = "std", not(target_os = "psp"))), no_std)]
#![deny(unsafe_code)]

extern crate alloc;
// The platform's files name the crate as the binary once did.
#[cfg(target_os = "psp")]
extern crate self as bounceback;
#[cfg(test)]
extern crate std;

pub mod app;
pub mod audio;
pub mod collide;
pub mod content;
pub mod gfx;
pub mod input;
#[cfg(target_os = "psp")]
#[allow(unsafe_code)]
pub mod platform;
pub mod render;
pub mod res;
pub mod runtime;
pub mod sim;

#[cfg(all(feature = "std", not(target_os = "psp")))]
pub mod tool;

/// The crate version, as shown by the boot line and `bounceback --version`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The line the game writes to stdout once at boot, so tests can see that it started.
pub fn boot_line() -> &'static str {
    concat!("bounceback boot ok ", env!("CARGO_PKG_VERSION"))
}
