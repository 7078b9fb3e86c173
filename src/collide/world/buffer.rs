//! A vector that never grows past the capacity it was created with: per-step buffers are
//! allocated once at set-up, and a full buffer refuses (the caller counts the overflow)
//! instead of reallocating.

use alloc::vec::Vec;
use core::ops::{Deref, DerefMut};

pub(crate) struct FixedVec<T> {
    items: Vec<T>,
    cap: usize,
}

impl<T> FixedVec<T> {
    pub(super) fn new(cap: usize) -> Self {
        FixedVec {
            items: Vec::with_capacity(cap),
            cap,
        }
    }

    /// Appends, or hands the value back when full.
    pub(super) fn push(&mut self, v: T) -> Result<(), T> {
        if self.items.len() < self.cap {
            self.items.push(v);
            Ok(())
        } else {
            Err(v)
        }
    }

    pub(super) fn clear(&mut self) {
        self.items.clear();
    }

    pub(super) fn truncate(&mut self, n: usize) {
        self.items.truncate(n);
    }

    pub(super) fn remove(&mut self, i: usize) -> T {
        self.items.remove(i)
    }

    pub(super) fn capacity(&self) -> usize {
        self.cap
    }
}

impl<T> Deref for FixedVec<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items
    }
}

impl<T> DerefMut for FixedVec<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_past_capacity() {
        let mut v = FixedVec::new(2);
        assert_eq!(v.push(1), Ok(()));
        assert_eq!(v.push(2), Ok(()));
        assert_eq!(v.push(3), Err(3));
        assert_eq!(&v[..], &[1, 2]);
        v.remove(0);
        assert_eq!(v.push(5), Ok(()));
        assert_eq!(&v[..], &[2, 5]);
    }
}
