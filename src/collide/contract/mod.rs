//! **Reference text:** the Bounce Back collision contract (`COLLISION_CONTRACT.md`,
//! `g.collisionTest`; its `tf` fields renderType, transform, collisionType and aux are
//! [`TileShapes`]' inputs).
//!
//! The original game's pixel-exact tile collision test (`g.collisionTest`, docs/RULES.md §7), with
//! every quirk kept: truncating division for the tile range, the extra right/bottom tile,
//! five hit slots cleared on every call, and "any index fault answers true".
//!
//! Two implementations answer the same [`Query`]: [`reference`](mod@reference) walks pixels exactly as the
//! contract describes and is the oracle for tests; [`fast`] is what the game runs, from bits
//! that [`LevelMap`] precomputes and keeps in sync with cell writes. [`Impl`] selects one at
//! run time.
//!
//! Set-up, once per level: [`TileShapes`] from the tile table (masks in runtime orientation),
//! a [`LevelMap`] from it and the cells, then [`LevelMap::add_mask`] for each ball mask. Per
//! query: [`Query::at`] with [`LevelMap::mask`], [`LevelMap::collide`], and the [`Hits`] slots.
//! Nothing on the query path allocates, nor does a cell write.
//!
//! On the host a map can also record the queries made through [`LevelMap::collide`]
//! (`record_queries`, `take_recorded`): the collide benchmark times both implementations on
//! what the simulation really asks.

mod bits;
mod cells;
mod contact;
mod hits;
mod map;
mod mask;
mod patterns;
mod plane;
mod reach;
#[cfg(all(feature = "std", not(target_os = "psp")))]
mod record;
mod registered;
mod shapes;
mod tables;

pub mod fast;
pub mod reference;

pub use hits::{Hits, HIT_SLOTS};
pub use map::{LevelMap, MapError, OutsideMap, MAX_MAP_DIM};
pub use mask::{MaskError, ObjectMask};
#[cfg(all(feature = "std", not(target_os = "psp")))]
pub use record::Recorded;
pub use registered::MaskId;
pub use shapes::{
    ctype, mask_from_file_bytes, transformed, ShapeError, TileDef, TileShapes, ID_MASK, TILE,
};

/// One collision query: the box's top-left corner and declared size in world pixels, the
/// object mask read as `mask[u][v]` inside it, and whether hits are collected.
///
/// The declared `w` x `h` may differ from the mask's own size, as in the original; a read past
/// the mask is an index fault and the answer is `true`.
#[derive(Clone, Copy, Debug)]
pub struct Query<'m> {
    /// The box's left edge in world pixels.
    pub x: i32,
    /// The box's top edge in world pixels.
    pub y: i32,
    /// The declared width: the tile range and the mask reads follow it, not the mask.
    pub w: i32,
    /// The declared height.
    pub h: i32,
    /// The object's pixels, `mask[u][v]` from the box's corner.
    pub mask: &'m ObjectMask,
    /// Fill the hit slots (the original's `Y[]`/`P[]`) rather than only answer.
    pub collect: bool,
}

impl<'m> Query<'m> {
    /// A query whose declared size is the mask's own (the game's case).
    pub fn at(x: i32, y: i32, mask: &'m ObjectMask, collect: bool) -> Self {
        Query {
            x,
            y,
            w: i32::try_from(mask.width()).unwrap_or(i32::MAX),
            h: i32::try_from(mask.height()).unwrap_or(i32::MAX),
            mask,
            collect,
        }
    }
}

/// Which implementation answers a query. Both give identical results and hit slots.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Impl {
    /// The per-pixel loop of the contract.
    Reference,
    /// Bit rows and the level bit plane; the game's choice.
    #[default]
    Fast,
}

impl Impl {
    /// Runs `query` against `map`, leaving the hit slots as the original leaves `Y[]`/`P[]`.
    pub fn collide(self, map: &LevelMap, query: &Query<'_>, hits: &mut Hits) -> bool {
        match self {
            Impl::Reference => reference::collide(map, query, hits),
            Impl::Fast => fast::collide(map, query, hits),
        }
    }

    /// The implementation's command-line name.
    pub fn name(self) -> &'static str {
        match self {
            Impl::Reference => "reference",
            Impl::Fast => "fast",
        }
    }
}

impl core::str::FromStr for Impl {
    type Err = ();

    fn from_str(s: &str) -> Result<Self, ()> {
        match s {
            "reference" => Ok(Impl::Reference),
            "fast" => Ok(Impl::Fast),
            _ => Err(()),
        }
    }
}

/// The tile range the original walks: `x/16 ..= (x+w)/16` by Java int arithmetic (wrapping
/// add, division toward zero), and the same for y.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TileRange {
    pub col0: i32,
    pub col1: i32,
    pub row0: i32,
    pub row1: i32,
}

impl TileRange {
    pub(crate) fn of(q: &Query<'_>) -> Self {
        TileRange {
            col0: q.x / TILE,
            col1: q.x.wrapping_add(q.w) / TILE,
            row0: q.y / TILE,
            row1: q.y.wrapping_add(q.h) / TILE,
        }
    }

    /// No cell is indexed at all (the inner loop never runs).
    pub(crate) fn is_empty(&self) -> bool {
        self.col0 > self.col1 || self.row0 > self.row1
    }
}
