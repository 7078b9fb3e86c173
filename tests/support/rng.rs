//! The small deterministic generator of the tests and benchmarks: one 64-bit state and the
//! three ways the suites step it. Each suite keeps the step (and seed) it always used, so it
//! draws exactly the sequence it always drew; range helpers suited to each suite live beside
//! it.

/// A generator state; seed it with any value (xorshift64* needs a non-zero one).
pub struct Rng(pub u64);

impl Rng {
    /// SplitMix64: full-period, any seed.
    pub fn splitmix64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// xorshift64*.
    pub fn xorshift64star(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Knuth's MMIX linear congruential step, returning the state's top 31 bits.
    pub fn lcg31(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as u32
    }
}
