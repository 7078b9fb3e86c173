//! Counter families of the last collision pass (cumulative where named so).
//!
//! Counts include repeated scans: a cell visited in three captures counts three times. The
//! index family is separate from the cell family: indexed search visits fewer rejected or
//! empty cells, so compare each family only with itself.

use super::config::TileSearch;

/// Actor/actor detection.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ActorDiagnostics {
    /// Eligible colliders in the pass.
    pub colliders: u32,
    /// Tracked actor pairs after the pass.
    pub contacts: u32,
    /// Pairs overlapping on x in the sweep, over all captures.
    pub x_candidates: u32,
    /// Actor pair narrow phases run by captures.
    pub narrow_tests: u32,
}

/// The solver shared by actor and terrain pairs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResponseDiagnostics {
    /// Steps run since the world was created (cumulative).
    pub passes: u64,
    /// Correction iterations used by the last pass.
    pub iterations: u32,
    /// Corrections applied (actor and terrain).
    pub corrections: u32,
    /// Movable Solid overlaps (actor and terrain) left at the final positions.
    pub unresolved: u32,
}

/// Terrain detection and response.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TileDiagnostics {
    /// Maps in the world, enabled or not.
    pub maps: u32,
    /// Cells visited by queries.
    pub candidate_cells: u32,
    /// Visited cells whose policy failed the layer/mask filter.
    pub policy_rejected: u32,
    /// Cell narrow phases run by captures.
    pub narrow_tests: u32,
    /// Cell narrow phases recomputed at response time.
    pub response_tests: u32,
    /// Tracked tile contacts after the pass.
    pub contacts: u32,
    /// Terrain corrections applied.
    pub corrections: u32,
    /// Movable Solid terrain overlaps left at the final positions.
    pub unresolved: u32,
    /// Neighbour probes: four per terrain response attempt that consults topology.
    pub neighbor_probes: u32,
    /// Distinct cells with live contact records (the retained last observations).
    pub retained_cells: u32,
}

/// The rectangle candidate index ([`TileSearch::Rectangles`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IndexDiagnostics {
    /// The world's search, so an overlay can tell which counters apply.
    pub mode: TileSearch,
    /// Chunks currently cached.
    pub cached_chunks: u32,
    /// Regions of the cached chunks.
    pub cached_regions: u32,
    /// Collidable cells those regions cover.
    pub cached_cells: u32,
    /// Chunk builds, cumulative over the live maps.
    pub builds: u64,
    /// Cells covered by those builds.
    pub built_cells: u64,
    /// Regions intersecting a query in the last pass.
    pub region_tests: u32,
    /// Of those, the ones that also passed the policy filter and got a shape test.
    pub region_narrow_tests: u32,
    /// Queries whose surviving cells exceeded the scratch capacity and fell back to a direct
    /// cell scan (same results, more work), in the last pass.
    pub fallbacks: u32,
}
