//! The sequencer: plays one tune of a [`TuneBank`] at a time into sample buffers.

use super::bank::TuneBank;
use super::ms_to_samples;
use super::square::{amplitude, Square};
use super::volume::Volume;
use crate::res::tone::ToneEvent;

/// Plays the tunes of a bank one at a time, as the original does: a new request stops the
/// current tune at once (docs/RULES.md §1.7). With sound off, requests are dropped and it renders
/// silence. Each tune plays at its kind's [`Volume`] (a change applies from the next sample,
/// to the tune playing too). Renders 16-bit mono samples at [`RATE`](super::RATE); any buffer size, with
/// the same samples whichever way the output is cut into buffers.
#[derive(Clone, Debug)]
pub struct Player<'a> {
    bank: &'a TuneBank,
    enabled: bool,
    volume: Volume,
    voice: Option<Voice>,
}

/// The tune being played and where in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Voice {
    tune: usize,
    /// The current event.
    event: usize,
    /// When the current event began, in milliseconds from the tune's start.
    start_ms: u32,
    /// Samples rendered since the tune's start.
    pos: u32,
    /// Where the current event's tone stops and where the event ends, in samples from the
    /// tune's start.
    sound_end: u32,
    end: u32,
    /// The current event's own volume (the tune's, before the player's [`Volume`]).
    event_volume: u8,
    wave: Square,
}

impl Voice {
    /// Makes `e` the current event, beginning at `start_ms`.
    fn enter(&mut self, e: &ToneEvent, volume: Volume) {
        self.end = ms_to_samples(self.start_ms + e.ms);
        self.sound_end = ms_to_samples(self.start_ms + e.sound_ms.min(e.ms));
        self.event_volume = e.volume;
        self.wave = Square::new(e.millihertz, self.amp(volume));
    }

    /// The current event's peak at the player's `volume`.
    fn amp(&self, volume: Volume) -> i16 {
        volume.scale(self.tune, amplitude(self.event_volume))
    }
}

impl<'a> Player<'a> {
    /// An idle player of `bank`'s tunes, sound on.
    pub const fn new(bank: &'a TuneBank) -> Player<'a> {
        Player {
            bank,
            enabled: true,
            volume: Volume::FULL,
            voice: None,
        }
    }

    /// Starts tune `k` from its beginning, stopping the current tune: the next rendered
    /// sample is the new tune's first. A tune the bank does not have (or an empty one)
    /// only stops the current one. Dropped while sound is off.
    pub fn play(&mut self, k: usize) {
        if !self.enabled {
            return;
        }
        self.voice = None;
        let Some(first) = self.bank.events(k).first() else {
            return;
        };
        let mut v = Voice {
            tune: k,
            event: 0,
            start_ms: 0,
            pos: 0,
            sound_end: 0,
            end: 0,
            event_volume: 0,
            wave: Square::default(),
        };
        v.enter(first, self.volume);
        self.voice = Some(v);
        self.settle();
    }

    /// Stops the current tune.
    pub fn stop(&mut self) {
        self.voice = None;
    }

    /// Sound on or off. Off stops the current tune and drops requests until it is on.
    pub fn set_enabled(&mut self, on: bool) {
        self.enabled = on;
        if !on {
            self.voice = None;
        }
    }

    /// The volumes to play at, from the next sample on (the tune playing included).
    pub fn set_volume(&mut self, volume: Volume) {
        if volume == self.volume {
            return;
        }
        self.volume = volume;
        if let Some(v) = &mut self.voice {
            let amp = v.amp(volume);
            v.wave.set_amp(amp);
        }
    }

    /// The volumes ([`Player::set_volume`]).
    pub fn volume(&self) -> Volume {
        self.volume
    }

    /// Whether sound is on ([`Player::set_enabled`]).
    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Whether a tune is playing: rendering gives it, not only silence. False from the
    /// sample after a tune's last event ends.
    pub fn is_playing(&self) -> bool {
        self.voice.is_some()
    }

    /// The tune playing.
    pub fn tune(&self) -> Option<usize> {
        self.voice.map(|v| v.tune)
    }

    /// Renders the next `out.len()` samples: the tune, then silence once it ends.
    pub fn render(&mut self, out: &mut [i16]) {
        let mut out = out;
        while let Some(v) = &mut self.voice {
            if out.is_empty() {
                return;
            }
            let n = out.len().min((v.end - v.pos) as usize);
            let (now, rest) = out.split_at_mut(n);
            let tone = (v.sound_end.saturating_sub(v.pos) as usize).min(n);
            v.wave.fill(&mut now[..tone]);
            now[tone..].fill(0);
            v.pos += n as u32;
            out = rest;
            self.settle();
        }
        out.fill(0);
    }

    /// Moves past the events that have ended (zero-length ones included); stops after the
    /// last.
    fn settle(&mut self) {
        let volume = self.volume;
        let events = self.bank.events(self.voice.map_or(0, |v| v.tune));
        while let Some(v) = &mut self.voice {
            if v.pos < v.end {
                return;
            }
            v.start_ms += events[v.event].ms;
            v.event += 1;
            match events.get(v.event) {
                Some(e) => v.enter(e, volume),
                None => self.voice = None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(millihertz: u32, ms: u32, sound_ms: u32) -> ToneEvent {
        ToneEvent {
            millihertz,
            ms,
            sound_ms,
            volume: 5,
        }
    }

    #[test]
    fn idle_renders_silence() {
        let bank = TuneBank::new();
        let mut p = Player::new(&bank);
        let mut s = [7i16; 100];
        p.render(&mut s);
        assert!(s.iter().all(|&x| x == 0));
        p.play(3);
        assert!(!p.is_playing());
    }

    #[test]
    fn a_tone_then_its_rest_then_idle() {
        let mut bank = TuneBank::new();
        // 441 Hz (100 samples a cycle) for 10 ms of 20; a 0 ms event; a 10 ms pause.
        bank.push(&[ev(441_000, 20, 10), ev(441_000, 0, 0), ev(0, 10, 0)]);
        let mut p = Player::new(&bank);
        p.play(0);
        assert_eq!(p.tune(), Some(0));
        let mut s = [1i16; 1400];
        p.render(&mut s);
        assert!(s[..50].iter().all(|&x| x == amplitude(5)));
        assert!(s[50..100].iter().all(|&x| x == -amplitude(5)));
        assert!(s[441..].iter().all(|&x| x == 0));
        assert_ne!(s[440], 0);
        assert!(!p.is_playing());
    }

    #[test]
    fn ends_exactly_at_the_tunes_length() {
        let mut bank = TuneBank::new();
        bank.push(&[ev(1_000_000, 3, 3), ev(0, 4, 0)]);
        let mut p = Player::new(&bank);
        p.play(0);
        let mut s = [0i16; 308]; // floor(7 * 44.1)
        p.render(&mut s[..307]);
        assert!(p.is_playing());
        p.render(&mut s[307..]);
        assert!(!p.is_playing());
    }

    #[test]
    fn sound_off_drops_requests_and_stops() {
        let mut bank = TuneBank::new();
        bank.push(&[ev(441_000, 100, 100)]);
        let mut p = Player::new(&bank);
        p.play(0);
        p.set_enabled(false);
        assert!(!p.is_playing());
        p.play(0);
        let mut s = [1i16; 64];
        p.render(&mut s);
        assert!(!p.is_playing() && s.iter().all(|&x| x == 0));
        p.set_enabled(true);
        p.play(0);
        assert!(p.is_playing() && p.enabled());
    }
}
