//! The memory functions (`memcpy`, `memmove`, `memset`, `memcmp`) a word at a time, over any
//! memory that can load and store bytes and aligned words ([`Memory`]). The compiler calls
//! them for every struct copy, slice copy and buffer fill; on the PSP's 222 MHz MIPS a byte
//! loop costs about four times the word loop. The PSP's C symbols
//! (`platform/psp/memory.rs`) run these over raw addresses; the host tests
//! (`tests/mem_props.rs`) run them over a byte buffer ([`Bytes`]) against a byte-by-byte
//! reference, at every alignment and length.
//!
//! Words are little-endian (the PSP's byte order; [`Bytes`] loads them so too). An aligned
//! word is read only when at least one of its bytes lies in the range read, so no access
//! reaches a word the caller did not name.

/// A flat memory: byte and aligned-word access at absolute addresses.
pub trait Memory {
    /// The byte at `at`.
    fn load8(&self, at: usize) -> u8;
    /// Writes the byte at `at`.
    fn store8(&mut self, at: usize, v: u8);
    /// The word at `at` (a multiple of 4), its byte at `at` lowest.
    fn load32(&self, at: usize) -> u32;
    /// Writes the word at `at` (a multiple of 4).
    fn store32(&mut self, at: usize, v: u32);
}

const W: usize = 4;

/// Copies `n` bytes from `src` to `dst`, lowest address first: right for ranges that do
/// not overlap, and for overlapping ones with `dst` below `src` (each word is read before
/// any write reaches it).
#[inline(always)]
pub fn copy_forward<M: Memory + ?Sized>(m: &mut M, mut dst: usize, mut src: usize, mut n: usize) {
    // Bytes up to dst's first word boundary.
    while n > 0 && !dst.is_multiple_of(W) {
        m.store8(dst, m.load8(src));
        dst += 1;
        src += 1;
        n -= 1;
    }
    let words = n / W;
    let k = src % W;
    if k == 0 {
        // Both aligned: four words a turn, then the rest.
        let mut i = 0;
        while i + 4 <= words {
            let (a, b, c, d) = (
                m.load32(src),
                m.load32(src + 4),
                m.load32(src + 8),
                m.load32(src + 12),
            );
            m.store32(dst, a);
            m.store32(dst + 4, b);
            m.store32(dst + 8, c);
            m.store32(dst + 12, d);
            src += 16;
            dst += 16;
            i += 4;
        }
        while i < words {
            m.store32(dst, m.load32(src));
            src += W;
            dst += W;
            i += 1;
        }
    } else if words > 0 {
        // dst aligned, src `k` bytes past a boundary: each stored word is the top of one
        // aligned source word and the bottom of the next. The last aligned word read starts
        // at src - k + 4 * words, below src + n: every word read holds a byte of the range.
        let (lo, hi) = (8 * k as u32, 32 - 8 * k as u32);
        let mut s = src - k;
        let mut prev = m.load32(s);
        for _ in 0..words {
            let next = m.load32(s + W);
            m.store32(dst, (prev >> lo) | (next << hi));
            prev = next;
            s += W;
            dst += W;
        }
        src += words * W;
    }
    n -= words * W;
    while n > 0 {
        m.store8(dst, m.load8(src));
        dst += 1;
        src += 1;
        n -= 1;
    }
}

/// Copies `n` bytes from `src` to `dst`, highest address first: right for overlapping
/// ranges with `dst` above `src`. Words when the two are aligned alike, bytes otherwise.
#[inline(always)]
pub fn copy_backward<M: Memory + ?Sized>(m: &mut M, dst: usize, src: usize, mut n: usize) {
    let (mut d, mut s) = (dst + n, src + n);
    if d % W == s % W {
        while n > 0 && !d.is_multiple_of(W) {
            d -= 1;
            s -= 1;
            m.store8(d, m.load8(s));
            n -= 1;
        }
        while n >= 4 * W {
            let (a, b, c, e) = (
                m.load32(s - 4),
                m.load32(s - 8),
                m.load32(s - 12),
                m.load32(s - 16),
            );
            m.store32(d - 4, a);
            m.store32(d - 8, b);
            m.store32(d - 12, c);
            m.store32(d - 16, e);
            d -= 16;
            s -= 16;
            n -= 16;
        }
        while n >= W {
            d -= W;
            s -= W;
            m.store32(d, m.load32(s));
            n -= W;
        }
    }
    while n > 0 {
        d -= 1;
        s -= 1;
        m.store8(d, m.load8(s));
        n -= 1;
    }
}

/// `memmove`: copies `n` bytes from `src` to `dst`, the ranges may overlap.
#[inline(always)]
pub fn move_bytes<M: Memory + ?Sized>(m: &mut M, dst: usize, src: usize, n: usize) {
    if dst <= src || dst >= src + n {
        copy_forward(m, dst, src, n);
    } else {
        copy_backward(m, dst, src, n);
    }
}

/// `memset`: writes `v` to the `n` bytes at `dst`.
#[inline(always)]
pub fn fill<M: Memory + ?Sized>(m: &mut M, mut dst: usize, v: u8, mut n: usize) {
    while n > 0 && !dst.is_multiple_of(W) {
        m.store8(dst, v);
        dst += 1;
        n -= 1;
    }
    let w = u32::from(v) * 0x0101_0101;
    while n >= 4 * W {
        m.store32(dst, w);
        m.store32(dst + 4, w);
        m.store32(dst + 8, w);
        m.store32(dst + 12, w);
        dst += 16;
        n -= 16;
    }
    while n >= W {
        m.store32(dst, w);
        dst += W;
        n -= W;
    }
    while n > 0 {
        m.store8(dst, v);
        dst += 1;
        n -= 1;
    }
}

/// `memcmp`: the difference of the first differing bytes of the `n` at `a` and at `b`
/// (`a`'s minus `b`'s, as unsigned bytes), 0 when all are equal. Words while both are
/// aligned alike, then bytes from the first word that differs.
#[inline(always)]
pub fn compare<M: Memory + ?Sized>(m: &M, mut a: usize, mut b: usize, mut n: usize) -> i32 {
    if a % W == b % W {
        while n > 0 && !a.is_multiple_of(W) {
            let (x, y) = (m.load8(a), m.load8(b));
            if x != y {
                return i32::from(x) - i32::from(y);
            }
            a += 1;
            b += 1;
            n -= 1;
        }
        while n >= W && m.load32(a) == m.load32(b) {
            a += W;
            b += W;
            n -= W;
        }
    }
    while n > 0 {
        let (x, y) = (m.load8(a), m.load8(b));
        if x != y {
            return i32::from(x) - i32::from(y);
        }
        a += 1;
        b += 1;
        n -= 1;
    }
    0
}

/// A byte buffer as a [`Memory`] whose addresses are its indices: the host's view of the
/// functions above (the tests), and a safe way to run them over a slice.
pub struct Bytes<'a>(pub &'a mut [u8]);

impl Memory for Bytes<'_> {
    fn load8(&self, at: usize) -> u8 {
        self.0[at]
    }
    fn store8(&mut self, at: usize, v: u8) {
        self.0[at] = v;
    }
    fn load32(&self, at: usize) -> u32 {
        debug_assert_eq!(at % W, 0);
        u32::from_le_bytes([self.0[at], self.0[at + 1], self.0[at + 2], self.0[at + 3]])
    }
    fn store32(&mut self, at: usize, v: u32) {
        debug_assert_eq!(at % W, 0);
        self.0[at..at + W].copy_from_slice(&v.to_le_bytes());
    }
}
