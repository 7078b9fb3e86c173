//! The embedded content: the resource folder as `build.rs` read, checked and laid out
//! (see [`RESOURCES`]). The default folder is the project's own content pack in `res/`;
//! `BOUNCE_RES=/path/to/res` (or `/path/to/BounceBack.jar`) at build time embeds another
//! one, such as the original game's.

#![warn(missing_docs, unreachable_pub)]

/// Wraps data that must start on a 16-byte boundary (GPU textures).
#[repr(C, align(16))]
pub struct Align16<T: ?Sized>(pub T);

include!(concat!(env!("OUT_DIR"), "/embedded.rs"));

// The replay of the `replay-autoplay` feature (empty otherwise).
include!(concat!(env!("OUT_DIR"), "/replay.rs"));
