//! The square-wave oscillator: a phase accumulator counting in millihertz-samples.

use super::RATE;

/// Phase units in one cycle: the phase advances by the frequency in millihertz each
/// sample, so a cycle lasts `CYCLE / millihertz` samples on average. Periods that are not
/// a whole number of samples alternate between the two nearest lengths and the pitch stays
/// exact over a note instead of being rounded to a whole period.
pub const CYCLE: u32 = RATE * 1000;

/// The peak of the wave at `volume` 0 (silent) to 15 (the loudest).
pub const fn amplitude(volume: u8) -> i16 {
    let v = if volume > 15 { 15 } else { volume };
    600 * v as i16
}

/// A square wave: `+amp` for the first half of each cycle, `-amp` for the second.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Square {
    phase: u32,
    step: u32,
    amp: i16,
}

impl Square {
    /// A wave of `millihertz` at `amp`, starting at the beginning of a cycle (its first
    /// sample is `+amp`). Frequencies at or above half the sample rate, which cannot be
    /// represented, and 0 give silence.
    pub const fn new(millihertz: u32, amp: i16) -> Square {
        let audible = millihertz > 0 && millihertz < CYCLE / 2;
        Square {
            phase: 0,
            step: if audible { millihertz } else { 0 },
            amp: if audible { amp } else { 0 },
        }
    }

    /// The same wave at another peak, from the sample it is at (the phase kept, so a change
    /// of volume in the middle of a note does not click or shift the pitch). A silent wave
    /// stays silent.
    pub fn set_amp(&mut self, amp: i16) {
        self.amp = if self.step == 0 { 0 } else { amp };
    }

    /// The next sample.
    pub fn next_sample(&mut self) -> i16 {
        let s = if self.phase < CYCLE / 2 {
            self.amp
        } else {
            -self.amp
        };
        self.phase += self.step;
        if self.phase >= CYCLE {
            self.phase -= CYCLE;
        }
        s
    }

    /// Fills `out` with the next samples.
    pub fn fill(&mut self, out: &mut [i16]) {
        for s in out {
            *s = self.next_sample();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_whole_period_is_half_high_half_low() {
        // 441 Hz: exactly 100 samples a cycle.
        let mut w = Square::new(441_000, 1000);
        let mut s = [0i16; 200];
        w.fill(&mut s);
        assert!(s[..50].iter().all(|&x| x == 1000));
        assert!(s[50..100].iter().all(|&x| x == -1000));
        assert_eq!(s[..100], s[100..]);
    }

    #[test]
    fn fractional_periods_keep_the_average_pitch() {
        // 1000 Hz: 44.1 samples a cycle; 1000 cycles take 44,100 samples, +-1.
        let mut w = Square::new(1_000_000, 1);
        let mut s = vec![0i16; 44_100];
        w.fill(&mut s);
        let rises = s.windows(2).filter(|p| p[0] < 0 && p[1] > 0).count();
        assert!((999..=1000).contains(&rises), "{rises} rising edges");
    }

    #[test]
    fn silence_and_out_of_range() {
        for mhz in [0, CYCLE / 2, u32::MAX] {
            let mut w = Square::new(mhz, 5000);
            assert_eq!(w.next_sample(), 0, "{mhz} mHz");
        }
        assert_eq!(amplitude(0), 0);
        assert_eq!(amplitude(7), 4200);
        assert_eq!(amplitude(200), 9000);
    }
}
