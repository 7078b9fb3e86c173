//! Pictures decoded at run time (the set's art, its font sheet), settled where the GPU can
//! read them. The built-in font's atlas is a static the GPU reads in place (`gu.rs`:
//! `Pinned::of`, and `Gu`'s glyph sprites). The GPU takes a texture and its colour table
//! only from 16-byte aligned addresses (the allocator aligns a `Vec<u8>` to 1), and reads
//! main memory behind the CPU's data cache. So every picture's indices and palette move
//! into one aligned block, which is then written back from the cache; the decoder's many
//! small allocations are freed on the way.

use alloc::alloc::{alloc_zeroed, Layout};
use alloc::borrow::Cow;
use bounceback::gfx::Color32;
use bounceback::res::picture::Picture;
use bounceback::res::Resources;

const ALIGN: usize = 16;

fn round(n: usize) -> usize {
    n.div_ceil(ALIGN) * ALIGN
}

fn bytes_of(p: &Picture<'_>) -> usize {
    round(p.indices.len()) + round(p.palette.len() * core::mem::size_of::<Color32>())
}

/// A bump allocator over the settled block.
struct Block {
    base: *mut u8,
    used: usize,
    size: usize,
}

impl Block {
    /// Copies `src` into the block and returns the copy, which lives for the rest of the
    /// run (the block is never freed).
    fn put<T: Copy>(&mut self, src: &[T]) -> &'static [T] {
        const { assert!(core::mem::align_of::<T>() <= ALIGN) };
        let bytes = core::mem::size_of_val(src);
        let at = self.used;
        self.used += round(bytes);
        assert!(
            self.used <= self.size,
            "texture block sized from the same pictures"
        );
        // SAFETY: `at` is at most the block's size (checked above), so the pointer stays
        // inside the block's one allocation.
        let dst = unsafe { self.base.add(at) }.cast::<T>();
        // SAFETY: `at..at + bytes` lies inside the block (checked above), is 16-byte
        // aligned (every slot is rounded to 16 from an aligned base), which suits T (its
        // alignment, a power of two, is at most 16: asserted at compile time), and holds no
        // other slot; `src` is elsewhere (borrowed, not the block's).
        unsafe { core::ptr::copy_nonoverlapping(src.as_ptr(), dst, src.len()) };
        // SAFETY: `dst` now holds `src.len()` initialised values of T, aligned (above), in a
        // slot of a block that is never freed, and the slot is never written again.
        unsafe { core::slice::from_raw_parts(dst, src.len()) }
    }
}

/// Moves the pictures of `res` the GPU reads ([`Resources::drawn_mut`]) into one aligned block and writes it back from the data
/// cache. Returns the block's size in bytes (0 when the allocation failed: the pictures
/// then stay where they are and the GPU path skips them).
pub(super) fn settle(res: &mut Resources<'static>) -> usize {
    let mut size = 0;
    for p in res.drawn() {
        size += bytes_of(p);
    }
    let Ok(layout) = Layout::from_size_align(size.max(ALIGN), ALIGN) else {
        return 0;
    };
    // SAFETY: a non-zero size with a valid alignment.
    let base = unsafe { alloc_zeroed(layout) };
    if base.is_null() {
        return 0;
    }
    let mut block = Block {
        base,
        used: 0,
        size: layout.size(),
    };
    for p in res.drawn_mut() {
        p.indices = Cow::Borrowed(block.put(&p.indices));
        p.palette = Cow::Borrowed(block.put(&p.palette));
    }
    // SAFETY: the range is the block just filled; a writeback only flushes cache lines.
    unsafe {
        psp::sys::sceKernelDcacheWritebackRange(base as *const core::ffi::c_void, size as u32);
    }
    size
}
