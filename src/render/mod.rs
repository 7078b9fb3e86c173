//! The game's drawing: the level scene (layers, camera, the original's framing) and the
//! HUD, drawn through the [`crate::gfx::Canvas`] boundary.

pub mod hud;
pub mod original;
pub mod scene;
