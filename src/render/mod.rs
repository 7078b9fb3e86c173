//! The game's drawing: the level scene (layers, camera, the original's framing) and the
//! HUD, drawn through the [`crate::gfx::Canvas`] boundary.

#![warn(missing_docs, unreachable_pub)]

pub mod hud;
pub mod original;
pub mod scene;
