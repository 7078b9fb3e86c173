/// PSP screen width in pixels
pub const SCREEN_WIDTH: u32 = 480;
/// PSP screen height in pixels
pub const SCREEN_HEIGHT: u32 = 272;
/// The screen buffer width is padded from 480 pixels to a power of 2 (512)
pub const BUF_WIDTH: u32 = 512;
