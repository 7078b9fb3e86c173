//! The resources as what a platform keeps for the run ([`Assets`](crate::runtime::Assets)):
//! the game (`app`) and the sandbox (`sandbox`) draw from the same pictures, write with the
//! same font and play the same tunes.

use crate::audio::TuneBank;
use crate::gfx::Color32;
use crate::res::Resources;

/// Every picture of `res` the programs draw from ([`Resources::drawn`], the one list of
/// what a platform's GPU reads).
pub fn pictures(
    res: &'static Resources<'static>,
    each: &mut dyn FnMut(&'static [u8], &'static [Color32]),
) {
    for p in res.drawn() {
        each(&p.indices, &p.palette);
    }
}

/// The tunes of `res`, in order: a program's sound effects index them.
pub fn tunes(res: &Resources<'_>, bank: &mut TuneBank) {
    bank.load(&res.tunes);
}

/// The pack's font sheet: picture 5 of `im` (the game's menus and the sandbox write with it).
pub const IM_FONT: usize = 5;
