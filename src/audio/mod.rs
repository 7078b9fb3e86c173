//! Sound, platform-free: the tunes of the `s` resource as fixed-capacity event lists
//! ([`TuneBank`]), a sequencer that plays one of them at a time through a square-wave
//! oscillator ([`Player`], [`Square`]) at the player's volumes ([`Volume`]), and the order
//! in which a platform hands its sample buffers to an audio driver that reads them after
//! the call returns ([`Ring`]).
//!
//! Everything renders 16-bit mono samples at [`RATE`] Hz with integer arithmetic only and
//! allocates nothing once the bank is filled. The PSP audio thread drives it; on the host
//! `cargo test` measures the rendered samples against the tunes' own notes.

#![warn(missing_docs, unreachable_pub)]

mod bank;
mod player;
mod ring;
mod square;
mod volume;

pub use bank::{TuneBank, MAX_EVENTS, MAX_TUNES};
pub use player::Player;
pub use ring::Ring;
pub use square::{amplitude, Square, CYCLE};
pub use volume::{Volume, STEPS};

/// Samples per second (mono).
pub const RATE: u32 = 44_100;

/// The sample at which millisecond `ms` begins: `floor(ms * RATE / 1000)`. Tune times are
/// converted from their running millisecond total, so rounding never accumulates.
pub const fn ms_to_samples(ms: u32) -> u32 {
    (ms as u64 * RATE as u64 / 1000) as u32
}
