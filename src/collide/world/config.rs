//! World configuration: every capacity is fixed here, allocated once by `World::new`.

use super::error::Error;

/// How terrain candidates are found. Both give the same contacts and positions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TileSearch {
    /// Direct lookup of every cell under a collider's bounds.
    #[default]
    Cells,
    /// Lazily built per-chunk rectangles of equal policy prune candidates first.
    Rectangles,
}

/// Capacities and solver settings.
///
/// Every buffer is sized here once; a pass that needs more drops the excess and counts it
/// in [`StepReport::lost`](super::StepReport::lost) (check [`Losses::any`](super::Losses::any)
/// once a step, or print the [`Losses`](super::Losses) line). What each capacity bounds, per
/// pass, and what a full one costs:
///
/// | capacity | holds | [`WorldConfig::new`]`(n)` | when full |
/// | --- | --- | --- | --- |
/// | `tile_contacts` | tracked actor/cell pairs: one per cell a collider touches | `8n` | `untracked`: the new cells get no Enter (and no Exit later) |
/// | `events` | events of each kind in one pass (Enters + Stays + Exits) | `8n` | `events`: events not delivered (tracking goes on) |
/// | `tile_observations` | one record per touched cell per capture (up to `iterations + 1` captures for movable Solids) | `32n` | `observations`: those cells look untouched (spurious Exit) |
/// | `candidates` | cells and pairs queued for one correction iteration | `8n` | `candidates`: those overlaps not corrected that iteration |
/// | `actor_contacts`, `actor_observations` | the same for actor pairs | `4n`, `16n` | as for tiles |
///
/// What overflows first with `new(n)` is `tile_contacts` and, as contacts turn over,
/// `events`: one large Trigger over small tiles touches more than `8n` cells, and the excess
/// cells are never entered (with `new(8)`, a circle of radius 64 px centred on a corner of
/// 16 px tiles touches 68 cells: 4 get no Enter; moved by (8, 8) px it also loses 6 events). Size from the footprint instead: a collider of half extent `r`
/// over tiles of side `t` touches up to `(2r / t + 2)^2` cells; sum that over the colliders
/// for `tile_contacts`, double it for `events` (a pass may exit the old cells and enter the
/// new ones), and multiply by `iterations + 1` for `tile_observations`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorldConfig {
    /// Actor slots: `add_actor` fails with `Capacity` past it, the world never grows.
    pub actors: u16,
    /// Collider slots; every per-collider pass buffer is this long.
    pub colliders: u16,
    /// Map placements.
    pub maps: u16,
    /// Actor pairs tracked across passes.
    pub actor_contacts: u32,
    /// Tile contacts tracked across passes.
    pub tile_contacts: u32,
    /// Per-pass actor observation records (one per pair and capture, merged at the end).
    pub actor_observations: u32,
    /// Per-pass tile observation records, likewise.
    pub tile_observations: u32,
    /// Per-iteration correction candidates (actor pairs and cells).
    pub candidates: u32,
    /// Events buffered per pass, for each kind.
    pub events: u32,
    /// Cells a `rectangles` query may collect before falling back to a direct scan.
    pub scratch_cells: u32,
    /// The shared iteration budget of actor and terrain corrections.
    pub iterations: u8,
    /// Off: detect and report only, move nothing.
    pub correct_positions: bool,
    /// How terrain candidates are found; a speed choice only, the results are the same.
    pub search: TileSearch,
}

impl WorldConfig {
    /// Capacities sized for `colliders` colliders of a few contacts each (see the table
    /// above: 8 tracked cells a collider on average), 4 maps, 4 iterations, direct cell
    /// search. Large Triggers or colliders over small tiles need more: raise `tile_contacts`
    /// and `events` first.
    pub fn new(colliders: u16) -> WorldConfig {
        let n = colliders as u32;
        WorldConfig {
            actors: colliders,
            colliders,
            maps: 4,
            actor_contacts: n * 4,
            tile_contacts: n * 8,
            actor_observations: n * 16,
            tile_observations: n * 32,
            candidates: n * 8,
            events: n * 8,
            scratch_cells: 1024,
            iterations: 4,
            correct_positions: true,
            search: TileSearch::Cells,
        }
    }

    /// Chooses the candidate search (builder style, for one-line set-up).
    pub fn search(mut self, search: TileSearch) -> Self {
        self.search = search;
        self
    }

    /// Sets the correction budget: more resolves deeper stacks, each costs a capture.
    pub fn iterations(mut self, n: u8) -> Self {
        self.iterations = n;
        self
    }

    pub(crate) fn validate(&self) -> Result<(), Error> {
        if self.colliders == u16::MAX || self.actors == u16::MAX || self.maps == u16::MAX {
            return Err(Error::InvalidValue("capacity must be below 65535"));
        }
        Ok(())
    }
}
