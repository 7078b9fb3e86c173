//! The level's counters the ball changes: lives and score (carried across levels), this
//! level's pickup points and the hoops still to pass.

/// Score and lives, which persist across levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stats {
    /// Lives left besides the ball in play.
    pub lives: i32,
    /// The score.
    pub score: i32,
}

impl Default for Stats {
    fn default() -> Self {
        Stats { lives: 3, score: 0 }
    }
}

/// Lives and score, pickup points and hoops left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tally {
    /// Score and lives.
    pub stats: Stats,
    /// This level's pickup points (the bonus counts a tenth of them).
    pub level_pts: i32,
    /// Hoops still to pass before the door opens.
    pub hoops_left: i32,
}
