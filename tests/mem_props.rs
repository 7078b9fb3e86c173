//! The runtime's word-wide memory functions (`runtime::mem`, which the PSP's `memcpy`,
//! `memmove`, `memset` and `memcmp` run) against a byte-by-byte reference: every alignment
//! of both ends (0 to 7 bytes past a word boundary), every length up to 300 bytes, and
//! `memmove`'s overlaps both ways. The buffer is word-padded around the ranges, so a word
//! read outside what the caller named would show as an out-of-bounds index; the padding's
//! bytes must come out untouched.

use bounceback::runtime::mem::{self, Bytes};
use proptest::prelude::*;

const PAD: usize = 8;
const MAX: usize = 300;

fn buffer(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect()
}

/// The buffer for one case: two disjoint areas (`a` at PAD, `b` after it) with room for
/// MAX bytes at any of 8 offsets, and the padding around both.
fn two_areas(seed: u64) -> (Vec<u8>, usize, usize) {
    let a = PAD;
    let b = a + MAX + 2 * PAD;
    (buffer(seed, b + MAX + 2 * PAD), a, b)
}

fn byte_move(v: &mut [u8], dst: usize, src: usize, n: usize) {
    let copy: Vec<u8> = v[src..src + n].to_vec();
    v[dst..dst + n].copy_from_slice(&copy);
}

fn byte_compare(v: &[u8], a: usize, b: usize, n: usize) -> i32 {
    for i in 0..n {
        if v[a + i] != v[b + i] {
            return i32::from(v[a + i]) - i32::from(v[b + i]);
        }
    }
    0
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn copy_equals_bytes(seed in any::<u64>(), da in 0usize..8, sa in 0usize..8, n in 0usize..=MAX, swap in any::<bool>()) {
        let (mut v, a, b) = two_areas(seed);
        let (dst, src) = if swap { (b + da, a + sa) } else { (a + da, b + sa) };
        let mut want = v.clone();
        byte_move(&mut want, dst, src, n);
        mem::copy_forward(&mut Bytes(&mut v), dst, src, n);
        prop_assert_eq!(v, want);
    }

    #[test]
    fn move_equals_bytes_overlapping(seed in any::<u64>(), at in 0usize..8, shift in 1usize..40, n in 0usize..=MAX, up in any::<bool>()) {
        let mut v = buffer(seed, PAD + MAX + 40 + 8 + PAD);
        let (lo, hi) = (PAD + at, PAD + at + shift);
        let (dst, src) = if up { (hi, lo) } else { (lo, hi) };
        let mut want = v.clone();
        byte_move(&mut want, dst, src, n);
        mem::move_bytes(&mut Bytes(&mut v), dst, src, n);
        prop_assert_eq!(v, want);
    }

    #[test]
    fn move_equals_bytes_apart_or_same(seed in any::<u64>(), da in 0usize..8, sa in 0usize..8, n in 0usize..=MAX, same in any::<bool>()) {
        let (mut v, a, b) = two_areas(seed);
        let (dst, src) = if same { (a + da, a + da) } else { (a + da, b + sa) };
        let mut want = v.clone();
        byte_move(&mut want, dst, src, n);
        mem::move_bytes(&mut Bytes(&mut v), dst, src, n);
        prop_assert_eq!(v, want);
    }

    #[test]
    fn fill_equals_bytes(seed in any::<u64>(), da in 0usize..8, n in 0usize..=MAX, value in any::<u8>()) {
        let (mut v, a, _) = two_areas(seed);
        let mut want = v.clone();
        want[a + da..a + da + n].fill(value);
        mem::fill(&mut Bytes(&mut v), a + da, value, n);
        prop_assert_eq!(v, want);
    }

    /// Equal ranges with one byte changed (or none), so the first difference falls at any
    /// place, inside or past a word.
    #[test]
    fn compare_equals_bytes(seed in any::<u64>(), da in 0usize..8, sa in 0usize..8, n in 0usize..=MAX, at in any::<prop::sample::Index>(), delta in any::<u8>()) {
        let (mut v, a, b) = two_areas(seed);
        let (x, y) = (a + da, b + sa);
        byte_move(&mut v, y, x, n);
        if n > 0 {
            v[y + at.index(n)] = v[y + at.index(n)].wrapping_add(delta);
        }
        let want = byte_compare(&v, x, y, n);
        let before = v.clone();
        let got = mem::compare(&Bytes(&mut v), x, y, n);
        prop_assert_eq!(got.signum(), want.signum());
        prop_assert_eq!(got, want);
        prop_assert_eq!(v, before);
    }
}

/// Every alignment pair and every length up to 64, exhaustively (the edges' cases).
#[test]
fn every_small_case() {
    for da in 0..8 {
        for sa in 0..8 {
            for n in 0..=64 {
                let (v0, a, b) = two_areas((da * 64 + sa * 8 + n) as u64 + 1);
                for (dst, src) in [(a + da, b + sa), (b + da, a + sa), (a + da, a + sa)] {
                    let mut v = v0.clone();
                    let mut want = v0.clone();
                    byte_move(&mut want, dst, src, n);
                    mem::move_bytes(&mut Bytes(&mut v), dst, src, n);
                    assert_eq!(v, want, "move dst {dst} src {src} n {n}");
                }
                let mut v = v0.clone();
                let mut want = v0.clone();
                want[a + da..a + da + n].fill(0xa5);
                mem::fill(&mut Bytes(&mut v), a + da, 0xa5, n);
                assert_eq!(v, want, "fill dst {} n {n}", a + da);
                let mut v = v0.clone();
                byte_move(&mut v, b + sa, a + da, n);
                assert_eq!(mem::compare(&Bytes(&mut v), a + da, b + sa, n), 0);
            }
        }
    }
}
