//! The ground floor for pixels: the pixel format, palette images, rectangles, the
//! [`Canvas`] boundary every platform implements, the software [`Frame`], the fonts, the
//! display-list [`Budget`] and the screen size.
//!
//! It depends on no other room of the crate (only `core` and embedded-graphics), so the
//! resource readers, the game's drawing and the platforms all stand on it, and `build.rs`
//! compiles it as it is. Through [`Target`] every canvas is an embedded-graphics
//! `DrawTarget`.

#![warn(missing_docs, unreachable_pub)]
#![warn(clippy::missing_errors_doc, clippy::missing_panics_doc)]

mod budget;
pub mod button_pictures;
mod canvas;
mod color;
mod draw_target;
pub mod font;
mod frame;
mod image;
mod rect;
pub mod scale;
mod screen;
#[cfg(any(test, all(feature = "std", not(target_os = "psp"))))]
pub mod testing;
pub mod text;
mod window;

pub use budget::Budget;
pub use canvas::{blit_masked, Canvas, Mark, Role};
pub use color::*;
pub use draw_target::{Rgba, Target};
pub use frame::Frame;
pub use image::Image;
pub use rect::Rect;
pub use screen::{SCREEN_H, SCREEN_W};
pub use text::{draw_text, draw_text_centred};
pub use window::Window;
