//! The screen size: the PSP's LCD, which the game lays itself out for and the host tool
//! draws its pictures at.

/// Screen width in pixels.
pub const SCREEN_W: i32 = 480;
/// Screen height in pixels.
pub const SCREEN_H: i32 = 272;
