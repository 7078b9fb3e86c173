//! The tunes a [`Player`](super::Player) can play, as timed tone events in fixed-size
//! storage, so that playing allocates nothing.

use crate::res::tone::{ToneEvent, Tune};

/// Tunes a bank holds (the `s` resource has 11).
pub const MAX_TUNES: usize = 16;
/// Events a tune keeps; later ones are dropped.
pub const MAX_EVENTS: usize = 256;

const NO_EVENT: ToneEvent = ToneEvent {
    millihertz: 0,
    ms: 0,
    sound_ms: 0,
    volume: 0,
};

/// Up to [`MAX_TUNES`] tunes of up to [`MAX_EVENTS`] events each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TuneBank {
    events: [[ToneEvent; MAX_EVENTS]; MAX_TUNES],
    lens: [u16; MAX_TUNES],
    count: u8,
}

impl Default for TuneBank {
    fn default() -> Self {
        Self::new()
    }
}

impl TuneBank {
    /// An empty bank (`const`, so it can be a `static`).
    pub const fn new() -> TuneBank {
        TuneBank {
            events: [[NO_EVENT; MAX_EVENTS]; MAX_TUNES],
            lens: [0; MAX_TUNES],
            count: 0,
        }
    }

    /// A bank of the tunes' events, in order (see [`TuneBank::load`]).
    pub fn from_tunes(tunes: &[Tune<'_>]) -> TuneBank {
        let mut bank = TuneBank::new();
        bank.load(tunes);
        bank
    }

    /// Replaces the bank's tunes with these, in order, in place (the bank is 64 KiB: too
    /// big for a small thread's stack). Tunes past [`MAX_TUNES`] are left out. Expanding a
    /// tune's loops allocates; done once, before playing.
    pub fn load(&mut self, tunes: &[Tune<'_>]) {
        self.count = 0;
        for t in tunes {
            self.push(&t.events());
        }
    }

    /// Adds a tune, keeping its first [`MAX_EVENTS`] events. Returns its index, or `None`
    /// when the bank is full.
    pub fn push(&mut self, events: &[ToneEvent]) -> Option<usize> {
        let k = self.count as usize;
        if k == MAX_TUNES {
            return None;
        }
        let n = events.len().min(MAX_EVENTS);
        self.events[k][..n].copy_from_slice(&events[..n]);
        self.lens[k] = n as u16;
        self.count += 1;
        Some(k)
    }

    /// The number of tunes.
    pub fn len(&self) -> usize {
        self.count as usize
    }

    /// No tune loaded yet.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Tune `k`'s events; empty for a tune that is not there.
    pub fn events(&self, k: usize) -> &[ToneEvent] {
        if k < self.len() {
            &self.events[k][..self.lens[k] as usize]
        } else {
            &[]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::embedded::RESOURCES;

    #[test]
    fn the_embedded_tunes_fit_whole() {
        let bank = TuneBank::from_tunes(&RESOURCES.tunes);
        assert_eq!(bank.len(), RESOURCES.tunes.len());
        for (k, t) in RESOURCES.tunes.iter().enumerate() {
            assert_eq!(bank.events(k), &t.events()[..], "tune {k}");
        }
        assert!(bank.events(bank.len()).is_empty());
    }

    #[test]
    fn long_tunes_are_cut_and_a_full_bank_refuses() {
        let e = ToneEvent {
            millihertz: 440_000,
            ms: 10,
            sound_ms: 5,
            volume: 3,
        };
        let mut bank = TuneBank::new();
        assert_eq!(bank.push(&[e; MAX_EVENTS + 9]), Some(0));
        assert_eq!(bank.events(0).len(), MAX_EVENTS);
        for k in 1..MAX_TUNES {
            assert_eq!(bank.push(&[e]), Some(k));
        }
        assert_eq!(bank.push(&[e]), None);
        assert_eq!(bank.len(), MAX_TUNES);
    }
}
