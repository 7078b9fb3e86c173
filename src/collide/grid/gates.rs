//! Which gate cells are open. The state lives with the caller (a bitset it owns), so the core
//! needs no allocation and a game can keep it beside its map.

use super::GridError;

/// The open/locked state of a map's gate cells.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Gates<'a> {
    /// Every gate cell blocks.
    #[default]
    Locked,
    /// Every gate cell is open (the boss gate was breached).
    Breached,
    /// Per cell: bit `y * width + x` (word `i / 32`, bit `i % 32`) set means open. Bits past the
    /// slice's end read as locked. [`gate_words`] sizes it, [`set_gate`] writes it.
    PerCell(&'a [u32]),
}

impl Gates<'_> {
    /// Whether the gate at cell index `index` is open.
    #[inline]
    pub(super) fn is_open(&self, index: usize) -> bool {
        match *self {
            Gates::Locked => false,
            Gates::Breached => true,
            Gates::PerCell(bits) => bits
                .get(index / 32)
                .is_some_and(|word| (word >> (index % 32)) & 1 != 0),
        }
    }
}

/// Words a [`Gates::PerCell`] bitset needs for a `width` x `height` map.
pub const fn gate_words(width: usize, height: usize) -> usize {
    width.saturating_mul(height).div_ceil(32)
}

/// Opens (or locks) the gate state of cell (`x`, `y`) of a `width` x `height` map in `bits`.
///
/// # Errors
///
/// [`GridError::CellOutOfRange`] for a cell outside the map; [`GridError::GateBitsTooShort`]
/// when `bits` has no word for the cell. `bits` is unchanged.
pub fn set_gate(
    bits: &mut [u32],
    width: usize,
    height: usize,
    x: usize,
    y: usize,
    open: bool,
) -> Result<(), GridError> {
    if x >= width || y >= height {
        return Err(GridError::CellOutOfRange { x, y });
    }
    let index = y
        .checked_mul(width)
        .and_then(|row| row.checked_add(x))
        .ok_or(GridError::CellOutOfRange { x, y })?;
    let got = bits.len();
    let word = bits
        .get_mut(index / 32)
        .ok_or(GridError::GateBitsTooShort {
            needed: gate_words(width, height),
            got,
        })?;
    let bit = 1u32 << (index % 32);
    if open {
        *word |= bit;
    } else {
        *word &= !bit;
    }
    Ok(())
}
