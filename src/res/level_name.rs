//! A level named as the player sees it, with its index: every tool message and error that
//! names a level says it the same way ("Level 4 (index 3)"), and every refusal of an index
//! gives the range ("there is no level 23 (index 22): levels are 1 to 21 (index 0 to 20),
//! the tutorial index 21").
//!
//! The game numbers its levels from 1 (New Game's list, the banner's LEVEL 4); the files,
//! the tools' `--level` and the code count from 0. Of a set's levels the last is the
//! tutorial the demo plays (never in New Game's list) and the one before it the bonus level.

use core::fmt;

/// Level `index` of a set of `count` levels, named as the player sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelName {
    /// 0-based, as in the files and `--level`.
    pub index: usize,
    /// Levels in the set, the tutorial included.
    pub count: usize,
}

impl LevelName {
    /// Level `index` of a set of `count` levels.
    pub const fn new(index: usize, count: usize) -> LevelName {
        LevelName { index, count }
    }

    /// Whether it is the tutorial level (the last; the demo plays it).
    pub const fn is_tutorial(self) -> bool {
        self.index + 1 == self.count
    }

    /// Whether it is the bonus level (the last of New Game's list).
    pub const fn is_bonus(self) -> bool {
        self.index + 2 == self.count
    }
}

impl fmt::Display for LevelName {
    /// `Level 4 (index 3)`, `Bonus level 21 (index 20)`, `the tutorial (index 21)`; past
    /// the set's end `level 23 (index 22)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (i, n) = (self.index, self.index + 1);
        if self.index >= self.count {
            write!(f, "level {n} (index {i})")
        } else if self.is_tutorial() {
            write!(f, "the tutorial (index {i})")
        } else if self.is_bonus() {
            write!(f, "Bonus level {n} (index {i})")
        } else {
            write!(f, "Level {n} (index {i})")
        }
    }
}

/// The levels an index may name in a set of `count` levels: New Game's (`tutorial` false)
/// or those and the tutorial.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelRange {
    /// Levels in the set, the tutorial included.
    pub count: usize,
    /// Whether the tutorial may be named too.
    pub tutorial: bool,
}

impl fmt::Display for LevelRange {
    /// `levels are 1 to 21 (index 0 to 20)`, with `, the tutorial index 21` when the
    /// tutorial counts.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let playable = self.count.saturating_sub(1);
        match playable {
            0 => write!(f, "the set has no level to play")?,
            1 => write!(f, "the only level is 1 (index 0)")?,
            p => write!(f, "levels are 1 to {p} (index 0 to {})", p - 1)?,
        }
        if self.tutorial && self.count > 0 {
            write!(f, ", the tutorial index {playable}")?;
        }
        Ok(())
    }
}

/// Why an index names no level: `there is no level 23 (index 22): levels are ...`, or, for
/// the tutorial where only New Game's levels go, `the tutorial (index 21) is not one of
/// New Game's levels: levels are ...`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoSuchLevel {
    /// The index asked for.
    pub index: usize,
    /// The levels it could have named.
    pub range: LevelRange,
}

impl fmt::Display for NoSuchLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = LevelName::new(self.index, self.range.count);
        if self.index < self.range.count {
            write!(f, "{name} is not one of New Game's levels: {}", self.range)
        } else {
            write!(f, "there is no {name}: {}", self.range)
        }
    }
}

/// Level `index` of a set of `count` levels, when `tutorial` allows the tutorial too;
/// else why not.
///
/// # Errors
///
/// [`NoSuchLevel`] naming the index and the range.
pub fn level_index(index: usize, count: usize, tutorial: bool) -> Result<LevelName, NoSuchLevel> {
    let range = LevelRange { count, tutorial };
    let last = if tutorial {
        count
    } else {
        count.saturating_sub(1)
    };
    if index < last {
        Ok(LevelName::new(index, count))
    } else {
        Err(NoSuchLevel { index, range })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn names_as_the_player_sees_them() {
        assert_eq!(LevelName::new(3, 22).to_string(), "Level 4 (index 3)");
        assert_eq!(LevelName::new(0, 22).to_string(), "Level 1 (index 0)");
        assert_eq!(
            LevelName::new(20, 22).to_string(),
            "Bonus level 21 (index 20)"
        );
        assert_eq!(
            LevelName::new(21, 22).to_string(),
            "the tutorial (index 21)"
        );
        assert_eq!(LevelName::new(22, 22).to_string(), "level 23 (index 22)");
        assert_eq!(LevelName::new(6, 8).to_string(), "Bonus level 7 (index 6)");
        assert_eq!(LevelName::new(5, 8).to_string(), "Level 6 (index 5)");
    }

    #[test]
    fn refusals_give_the_range() {
        let e = level_index(22, 22, true).unwrap_err();
        assert_eq!(
            e.to_string(),
            "there is no level 23 (index 22): levels are 1 to 21 (index 0 to 20), the \
             tutorial index 21"
        );
        let e = level_index(21, 22, false).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the tutorial (index 21) is not one of New Game's levels: levels are 1 to 21 \
             (index 0 to 20)"
        );
        let e = level_index(40, 2, false).unwrap_err();
        assert_eq!(
            e.to_string(),
            "there is no level 41 (index 40): the only level is 1 (index 0)"
        );
        assert_eq!(
            level_index(0, 0, true).unwrap_err().to_string(),
            "there is no level 1 (index 0): the set has no level to play"
        );
        assert_eq!(level_index(20, 22, false), Ok(LevelName::new(20, 22)));
        assert_eq!(level_index(21, 22, true), Ok(LevelName::new(21, 22)));
        assert!(level_index(21, 22, false).is_err());
    }
}
