//! The byte budget of a display list that is rebuilt every frame: a GPU back end asks for
//! room before it appends a group of commands (state changes, vertices, the draw), and a
//! group that does not fit is dropped whole and counted instead of being written past the
//! end of the list. Platform-free, so the rule is tested on the host.

/// A frame's use of a fixed-size command list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    capacity: u32,
    used: u32,
    high: u32,
    dropped: u32,
    dropped_total: u32,
    /// Bytes kept back each frame for its last layer, until [`Budget::release`].
    held_back: u32,
    released: bool,
}

impl Budget {
    /// A budget of `capacity` bytes (what may be appended before the list's closing
    /// commands, which the caller keeps out of it).
    pub const fn new(capacity: u32) -> Budget {
        Budget {
            capacity,
            used: 0,
            high: 0,
            dropped: 0,
            dropped_total: 0,
            held_back: 0,
            released: false,
        }
    }

    /// Keeps `n` bytes of every frame back for its last layer (the overlay, which shows
    /// the drops): they can be reserved only after [`Budget::release`].
    pub const fn holding_back(mut self, n: u32) -> Budget {
        self.held_back = n;
        self
    }

    /// Frees this frame's held-back bytes for what follows.
    pub fn release(&mut self) {
        self.released = true;
    }

    /// A new frame: nothing used, nothing dropped yet (the high-water mark stays).
    pub fn begin_frame(&mut self) {
        self.used = 0;
        self.dropped = 0;
        self.released = false;
    }

    /// Sets the bytes used so far this frame as the list itself reports them (the list's
    /// current pointer); the high-water mark follows.
    pub fn set_used(&mut self, used: u32) {
        self.used = used;
        self.high = self.high.max(used);
    }

    /// Room for `n` more bytes: true and counted as used when they fit, else false and
    /// the group counted as dropped (nothing is used).
    pub fn reserve(&mut self, n: u32) -> bool {
        let limit = if self.released {
            self.capacity
        } else {
            self.capacity.saturating_sub(self.held_back)
        };
        match self.used.checked_add(n) {
            Some(end) if end <= limit => {
                self.set_used(end);
                true
            }
            _ => {
                self.dropped = self.dropped.saturating_add(1);
                self.dropped_total = self.dropped_total.saturating_add(1);
                false
            }
        }
    }

    /// The list's size in bytes.
    pub fn capacity(&self) -> u32 {
        self.capacity
    }

    /// Bytes used this frame.
    pub fn used(&self) -> u32 {
        self.used
    }

    /// The most bytes any frame has used.
    pub fn high_water(&self) -> u32 {
        self.high
    }

    /// Groups dropped this frame.
    pub fn dropped(&self) -> u32 {
        self.dropped
    }

    /// Groups dropped since start.
    pub fn dropped_total(&self) -> u32 {
        self.dropped_total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserves_until_full_then_drops_and_counts() {
        let mut b = Budget::new(100);
        assert!(b.reserve(48));
        assert!(b.reserve(52));
        assert_eq!(b.used(), 100);
        // Exactly full: not one more byte.
        assert!(!b.reserve(1));
        assert!(!b.reserve(48));
        assert_eq!((b.used(), b.dropped(), b.dropped_total()), (100, 2, 2));
        assert_eq!(b.high_water(), 100);
    }

    #[test]
    fn a_group_that_does_not_fit_leaves_room_for_smaller_ones() {
        let mut b = Budget::new(100);
        assert!(b.reserve(60));
        assert!(!b.reserve(41));
        assert_eq!(b.used(), 60);
        assert!(b.reserve(40));
        assert_eq!((b.used(), b.dropped()), (100, 1));
    }

    #[test]
    fn the_list_s_own_count_is_followed_and_frames_start_afresh() {
        let mut b = Budget::new(1000);
        b.set_used(24);
        assert!(b.reserve(100));
        assert_eq!(b.used(), 124);
        // The list reports what it really wrote (less than the worst case reserved).
        b.set_used(110);
        assert!(b.reserve(890));
        assert!(!b.reserve(1));
        assert_eq!(b.high_water(), 1000);
        b.begin_frame();
        assert_eq!((b.used(), b.dropped(), b.dropped_total()), (0, 0, 1));
        b.set_used(300);
        assert!(b.reserve(10));
        // The high-water mark is the most of any frame, not this one's.
        assert_eq!((b.used(), b.high_water()), (310, 1000));
    }

    #[test]
    fn held_back_bytes_wait_for_the_last_layer_of_each_frame() {
        let mut b = Budget::new(100).holding_back(30);
        assert!(b.reserve(70));
        assert!(!b.reserve(1));
        b.release();
        assert!(b.reserve(30));
        assert!(!b.reserve(1));
        assert_eq!(b.dropped(), 2);
        // Held back again in the next frame.
        b.begin_frame();
        assert!(!b.reserve(71));
        b.release();
        assert!(b.reserve(71));
    }

    #[test]
    fn sizes_near_the_integer_limit_do_not_wrap() {
        let mut b = Budget::new(u32::MAX);
        b.set_used(u32::MAX - 4);
        assert!(!b.reserve(6));
        assert!(b.reserve(4));
        assert!(!b.reserve(u32::MAX));
        assert_eq!(b.dropped(), 2);
    }
}
