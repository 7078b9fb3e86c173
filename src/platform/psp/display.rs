//! Double-buffered 32-bit framebuffers in VRAM, drawn by the core's software [`Frame`].

use bounceback::render::Frame;
use psp::sys::{DisplayMode, DisplayPixelFormat, DisplaySetBufSync};

const WIDTH: usize = 480;
const HEIGHT: usize = 272;
const STRIDE: usize = 512;
const BUF_WORDS: usize = STRIDE * HEIGHT;
/// VRAM as seen through the cached address window.
const VRAM: usize = 0x0400_0000;

pub struct Display {
    back: usize,
}

impl Display {
    pub fn init() -> Display {
        // SAFETY: configures the LCD and points it at the first buffer, which lies in VRAM.
        unsafe {
            psp::sys::sceDisplaySetMode(DisplayMode::Lcd, WIDTH, HEIGHT);
            psp::sys::sceDisplaySetFrameBuf(
                buffer_addr(0) as *const u8,
                STRIDE,
                DisplayPixelFormat::Psm8888,
                DisplaySetBufSync::NextFrame,
            );
        }
        Display { back: 1 }
    }

    /// Lets `draw` paint the back buffer.
    pub fn draw(&mut self, draw: impl FnOnce(&mut Frame<'_>)) {
        // SAFETY: the back buffer is a VRAM range of BUF_WORDS u32 that only this struct
        // touches and the display is not scanning out; the slice lives for this call only.
        let pixels = unsafe {
            core::slice::from_raw_parts_mut(buffer_addr(self.back) as *mut u32, BUF_WORDS)
        };
        if let Some(mut frame) = Frame::new(pixels, WIDTH as i32, HEIGHT as i32, STRIDE) {
            draw(&mut frame);
        }
    }

    /// Shows the back buffer at the next vertical blank and swaps.
    pub fn present(&mut self) {
        // SAFETY: flushes the CPU cache so the display sees what was drawn, then hands the
        // finished buffer (in VRAM) to the display and waits for the blank.
        unsafe {
            psp::sys::sceKernelDcacheWritebackAll();
            psp::sys::sceDisplaySetFrameBuf(
                buffer_addr(self.back) as *const u8,
                STRIDE,
                DisplayPixelFormat::Psm8888,
                DisplaySetBufSync::NextFrame,
            );
            psp::sys::sceDisplayWaitVblankStart();
        }
        self.back ^= 1;
    }
}

fn buffer_addr(i: usize) -> usize {
    VRAM + i * BUF_WORDS * 4
}
