//! The port's own options (record 4 of the save): the settings the original's records have
//! no place for. The original's own (SOUND, vibration, the top five) are its record 2,
//! `sim::snapshot::Settings`. Adding an option: `docs/PORTING.md`, "Adding a saved option".

use super::SaveError;
use crate::audio::STEPS;
use crate::gfx::scale::Scale;
use crate::input::Jump;

/// The port's own options, which the original's records have no place for: record 4. Its
/// first byte: bit 0 the view, bits 1 and 2 the original view's SCREEN ([`Scale`]), bits 3
/// and 4 the jump button ([`Jump::index`]); both are 0 (1:1, CROSS) in every file written
/// before the choice existed, so those read with the default; from version 6 bit 5 set
/// hides TIME ATTACK's ghost (clear, the default, in every older file). From version 5 two
/// more bytes: the effects' and the music's volume steps (0 to [`STEPS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PortOptions {
    /// The play field drawn as the original's 176 x 208 window.
    pub original_view: bool,
    /// How that window is shown (bits 1 and 2; a save from before the option has them
    /// clear: 1:1).
    pub scale: Scale,
    /// The button that jumps in play.
    pub jump: Jump,
    /// The effects' volume step, 0 to [`STEPS`].
    pub effects: u8,
    /// The music's volume step, 0 to [`STEPS`].
    pub music: u8,
    /// TIME ATTACK's ghost drawn (it runs either way).
    pub ghost: bool,
}

impl Default for PortOptions {
    fn default() -> Self {
        PortOptions {
            original_view: false,
            scale: Scale::default(),
            jump: Jump::default(),
            effects: STEPS,
            music: STEPS,
            ghost: true,
        }
    }
}

impl PortOptions {
    const ORIGINAL_VIEW: u8 = 1 << 0;
    const SCALE_SHIFT: u8 = 1;
    const SCALE: u8 = 3 << Self::SCALE_SHIFT;
    const JUMP_SHIFT: u8 = 3;
    const JUMP: u8 = 3 << Self::JUMP_SHIFT;
    const GHOST_OFF: u8 = 1 << 5;
    const KNOWN: u8 = Self::ORIGINAL_VIEW | Self::SCALE | Self::JUMP | Self::GHOST_OFF;

    /// Record 4 as version 5 writes it.
    pub(super) fn to_record(self) -> [u8; 3] {
        [self.to_byte(), self.effects, self.music]
    }

    pub(super) fn to_byte(self) -> u8 {
        let view = if self.original_view {
            Self::ORIGINAL_VIEW
        } else {
            0
        };
        let scale = Scale::ALL
            .iter()
            .position(|&s| s == self.scale)
            .unwrap_or(0) as u8;
        let ghost_off = if self.ghost { 0 } else { Self::GHOST_OFF };
        view | scale << Self::SCALE_SHIFT | self.jump.index() << Self::JUMP_SHIFT | ghost_off
    }

    /// Record 4 of a file of `version` (3 on): one byte before version 5 (read at full
    /// volume), three from it. Unknown bits and steps past [`STEPS`] are refused, not
    /// dropped: they would be a newer port's options, and writing the file back would lose
    /// them silently.
    pub(super) fn from_record(r: &[u8], version: u8) -> Result<PortOptions, SaveError> {
        let (flags, effects, music) = match (version, r) {
            (..=4, &[flags]) => (flags, STEPS, STEPS),
            (5.., &[flags, effects, music]) => (flags, effects, music),
            _ => return Err(SaveError::OptionsLength(r.len())),
        };
        if effects > STEPS || music > STEPS {
            return Err(SaveError::UnknownOptions(effects.max(music)));
        }
        // The ghost's bit came with version 6: set in an older file it is no option of its.
        if version < 6 && flags & Self::GHOST_OFF != 0 {
            return Err(SaveError::UnknownOptions(flags));
        }
        let o = Self::from_byte(flags)?;
        Ok(PortOptions {
            effects,
            music,
            ..o
        })
    }

    /// The first byte of record 4, the volumes at full.
    fn from_byte(flags: u8) -> Result<PortOptions, SaveError> {
        let scale = Scale::ALL.get(((flags & Self::SCALE) >> Self::SCALE_SHIFT) as usize);
        let jump = Jump::from_index((flags & Self::JUMP) >> Self::JUMP_SHIFT);
        let (Some(&scale), Some(jump), 0) = (scale, jump, flags & !Self::KNOWN) else {
            return Err(SaveError::UnknownOptions(flags));
        };
        Ok(PortOptions {
            original_view: flags & Self::ORIGINAL_VIEW != 0,
            scale,
            jump,
            ghost: flags & Self::GHOST_OFF == 0,
            ..PortOptions::default()
        })
    }
}
