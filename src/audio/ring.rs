//! Which sample buffer to fill next when the audio driver keeps reading a buffer after the
//! call that handed it over returned.
//!
//! A blocking output call (the PSP's `sceAudioOutputBlocking`) waits until the driver can
//! take a new buffer, keeps only its address and plays it over the next buffer's worth of
//! time. Refilling the buffer just handed over would overwrite samples not yet played, so
//! the buffers are used in turn: the one filled next is always the one handed over longest
//! ago, never one of the last `N - 1`.

/// The turn of `N` (at least 2) buffers, by index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ring<const N: usize> {
    /// The buffer to fill next.
    next: usize,
    /// How many buffers have been handed over, up to `N`.
    queued: usize,
}

impl<const N: usize> Default for Ring<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> Ring<N> {
    const AT_LEAST_TWO: () = assert!(N >= 2, "a ring needs two buffers or more");

    /// No buffer handed over yet; buffer 0 is filled first.
    pub const fn new() -> Ring<N> {
        let () = Self::AT_LEAST_TWO;
        Ring { next: 0, queued: 0 }
    }

    /// The buffer to fill next: free, since the driver may read only the last `N - 1`
    /// handed over.
    pub fn next(&self) -> usize {
        self.next
    }

    /// Records that the buffer [`Ring::next`] named went to the driver, and returns it.
    pub fn hand_over(&mut self) -> usize {
        let i = self.next;
        self.next = (i + 1) % N;
        self.queued = (self.queued + 1).min(N);
        i
    }

    /// Whether the driver may still be reading buffer `i`: one of the last `N - 1` handed
    /// over.
    pub fn in_use(&self, i: usize) -> bool {
        let back = (self.next + N - 1 - i % N) % N; // 0: the last handed over
        i < N && back < (N - 1).min(self.queued)
    }

    /// The buffer the driver plays now: the last one handed over.
    pub fn playing(&self) -> Option<usize> {
        (self.queued > 0).then_some((self.next + N - 1) % N)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Drives the ring as the PSP thread does (fill `next`, hand it over) against a model
    /// of the driver: each buffer plays from the call that hands it over until the next
    /// call returns, and `N - 1` counts as the driver's memory (2 buffers: only the one
    /// playing; 3: that one and the one before).
    fn check<const N: usize>(calls: usize) {
        let mut ring = Ring::<N>::new();
        let mut handed: Vec<usize> = Vec::new();
        for call in 0..calls {
            let i = ring.next();
            assert_eq!(i, call % N, "buffers in turn");
            let reading = &handed[handed.len().saturating_sub(N - 1)..];
            assert!(
                !reading.contains(&i),
                "call {call}: filling buffer {i} while the driver reads {reading:?}"
            );
            assert_eq!(ring.playing(), handed.last().copied());
            for b in 0..N {
                assert_eq!(
                    ring.in_use(b),
                    reading.contains(&b),
                    "call {call}, buffer {b}"
                );
            }
            assert_eq!(ring.hand_over(), i);
            handed.push(i);
        }
    }

    #[test]
    fn two_buffers_alternate_and_never_the_playing_one() {
        check::<2>(10);
    }

    #[test]
    fn three_buffers_keep_the_last_two() {
        check::<3>(12);
    }

    #[test]
    fn out_of_range_is_not_in_use() {
        let mut ring = Ring::<2>::new();
        assert_eq!(ring.playing(), None);
        assert!(!ring.in_use(0) && !ring.in_use(1));
        ring.hand_over();
        assert!(ring.in_use(0) && !ring.in_use(1) && !ring.in_use(2));
    }
}
