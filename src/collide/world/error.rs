//! Typed errors of the collision world; no input makes it panic.

use core::fmt;

/// Why a world operation was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// A policy, filter, shape, size or configuration value is invalid: zero layer,
    /// duplicate tile rule, non-positive size, id outside the sheet, coordinate beyond the
    /// limits.
    InvalidValue(&'static str),
    /// A cell coordinate outside the map (the grid's bounds error).
    OutOfBounds,
    /// The handle's object was removed (or never belonged to this world).
    Stale,
    /// A fixed set-up capacity is full.
    Capacity(&'static str),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::InvalidValue(what) => write!(f, "invalid value: {what}"),
            Error::OutOfBounds => f.write_str("cell coordinate out of bounds"),
            Error::Stale => f.write_str("stale handle"),
            Error::Capacity(what) => write!(f, "capacity exceeded: {what}"),
        }
    }
}

impl core::error::Error for Error {}
