//! The player's two volumes, as PSP releases offer them: the effects and the music, each in
//! [`STEPS`] steps above silence. The audio layer does not know which tune is music; the
//! game says so with a mask of tune indices ([`Volume::music_tunes`]), so one setting
//! covers a tune whichever way a set numbers them.

/// The loudest step; 0 is silent.
pub const STEPS: u8 = 10;

/// How loud each kind of tune plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Volume {
    /// Effects' step, 0 to [`STEPS`] (more counts as [`STEPS`]).
    pub effects: u8,
    /// Music's step, 0 to [`STEPS`].
    pub music: u8,
    /// Bit `k` set: tune `k` is music (a bank holds 16 tunes at most).
    pub music_tunes: u16,
}

impl Default for Volume {
    fn default() -> Self {
        Volume::FULL
    }
}

impl Volume {
    /// Everything at full volume: what the player heard before the steps existed.
    pub const FULL: Volume = Volume {
        effects: STEPS,
        music: STEPS,
        music_tunes: 0,
    };

    /// Tune `k`'s step.
    pub fn step(self, k: usize) -> u8 {
        let music = k < 16 && self.music_tunes >> k & 1 != 0;
        let s = if music { self.music } else { self.effects };
        s.min(STEPS)
    }

    /// `amp` at tune `k`'s step. The gain grows with the square of the step, as loudness
    /// is heard: each step up sounds about as much louder as the one before (a linear
    /// gain would crowd the audible change into the lowest steps).
    pub fn scale(self, k: usize, amp: i16) -> i16 {
        let s = i32::from(self.step(k));
        let full = i32::from(STEPS) * i32::from(STEPS);
        (i32::from(amp) * s * s / full) as i16
    }

    /// Packed in one word (effects, music, the mask), for a platform that hands it to its
    /// audio thread in an atomic.
    pub const fn to_word(self) -> u32 {
        self.effects as u32 | (self.music as u32) << 8 | (self.music_tunes as u32) << 16
    }

    /// [`Volume::to_word`]'s inverse.
    pub const fn from_word(w: u32) -> Volume {
        Volume {
            effects: w as u8,
            music: (w >> 8) as u8,
            music_tunes: (w >> 16) as u16,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_follows_its_own_step() {
        let v = Volume {
            effects: 3,
            music: 7,
            music_tunes: 1 << 7 | 1 << 8,
        };
        assert_eq!((v.step(0), v.step(7), v.step(8), v.step(9)), (3, 7, 7, 3));
        assert_eq!(v.step(40), 3, "past the mask: an effect");
        assert_eq!(v.step(15), 3);
        assert_eq!(v.scale(0, 9000), 810);
        assert_eq!(v.scale(7, 9000), 4410);
        assert_eq!(v.scale(7, -9000), -4410);
        let full = Volume::default();
        assert_eq!(full.scale(5, 9000), 9000);
        let off = Volume { effects: 0, ..full };
        assert_eq!(off.scale(5, 9000), 0);
        let loud = Volume {
            effects: 200,
            ..full
        };
        assert_eq!(loud.scale(5, 9000), 9000, "above the top counts as the top");
    }

    impl Volume {
        /// The same mask with the two steps swapped.
        fn with_steps_swapped(self) -> Volume {
            Volume {
                effects: self.music,
                music: self.effects,
                ..self
            }
        }
    }

    #[test]
    fn the_steps_rise_and_the_word_round_trips() {
        let mut last = -1;
        for s in 0..=STEPS {
            let v = Volume {
                effects: s,
                music: STEPS - s,
                music_tunes: 0xA5C3,
            };
            let g = v.scale(2, i16::MAX);
            assert_eq!(
                v.scale(0, i16::MAX),
                v.with_steps_swapped().scale(2, i16::MAX)
            );
            assert!(g > last, "step {s}: {g} after {last}");
            last = g;
            assert_eq!(Volume::from_word(v.to_word()), v);
        }
        assert_eq!(last, i16::MAX);
    }
}
