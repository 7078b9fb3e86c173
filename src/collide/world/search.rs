//! Terrain candidate search: the cells of a map under a collider's bounds, found directly
//! (`cells`) or through the rectangle index (`rectangles`). Both visit the same cells that
//! pass the filters, in row-major order, so the solver sees identical input either way.

use super::buffer::FixedVec;
use super::diagnostics::{IndexDiagnostics, TileDiagnostics};
use super::index::CHUNK;
use super::map::WorldMap;
use super::narrow::shape_touches_rect;
use super::policy::{Filter, TilePolicy};
use super::shape::{Aabb, Placed};

/// Visits the cells of `map` under `aabb` that pass the layer/mask filter and `wants`, in
/// row-major order, with the direct or the indexed search.
#[allow(clippy::too_many_arguments)]
pub(crate) fn query(
    map: &mut WorldMap,
    shape: &Placed,
    aabb: &Aabb,
    filter: Filter,
    wants: &impl Fn(TilePolicy) -> bool,
    scratch: &mut FixedVec<u32>,
    diag: &mut TileDiagnostics,
    index_diag: &mut IndexDiagnostics,
    mut visit: impl FnMut(&WorldMap, i32, i32, usize, TilePolicy),
) {
    let Some((x0, y0, x1, y1)) = map.cell_range(aabb) else {
        return;
    };
    let w = map.cols();
    if map.has_index() {
        if collect_regions(
            map,
            shape,
            (x0, y0, x1, y1),
            filter,
            wants,
            scratch,
            index_diag,
        ) {
            scratch.sort_unstable();
            for &idx in scratch.iter() {
                let (x, y) = (idx as i32 % w, idx as i32 / w);
                diag.candidate_cells += 1;
                if let Some(p) = map.policy_at(idx as usize) {
                    visit(map, x, y, idx as usize, p);
                }
            }
            return;
        }
        index_diag.fallbacks += 1;
    }
    for y in y0..=y1 {
        for x in x0..=x1 {
            let idx = (y * w + x) as usize;
            diag.candidate_cells += 1;
            let Some(p) = map.policy_at(idx) else {
                continue;
            };
            if !p.filter.interacts(filter) {
                diag.policy_rejected += 1;
                continue;
            }
            if wants(p) {
                visit(map, x, y, idx, p);
            }
        }
    }
}

/// Collects into `scratch` the cells of index regions that pass the policy filter and touch
/// the shape; false when the scratch overflowed.
fn collect_regions(
    map: &mut WorldMap,
    shape: &Placed,
    (x0, y0, x1, y1): (i32, i32, i32, i32),
    filter: Filter,
    wants: &impl Fn(TilePolicy) -> bool,
    scratch: &mut FixedVec<u32>,
    index_diag: &mut IndexDiagnostics,
) -> bool {
    scratch.clear();
    let (geo, w) = (map.geometry(), map.cols());
    for cy in y0 / CHUNK..=y1 / CHUNK {
        for cx in x0 / CHUNK..=x1 / CHUNK {
            let Some(regions) = map.index_regions(cx, cy) else {
                return false;
            };
            for r in regions {
                let rx0 = (cx * CHUNK + r.x0 as i32).max(x0);
                let rx1 = (cx * CHUNK + r.x1 as i32).min(x1);
                let ry0 = (cy * CHUNK + r.y0 as i32).max(y0);
                let ry1 = (cy * CHUNK + r.y1 as i32).min(y1);
                if rx0 > rx1 || ry0 > ry1 {
                    continue;
                }
                index_diag.region_tests += 1;
                if !r.policy.filter.interacts(filter) || !wants(r.policy) {
                    continue;
                }
                index_diag.region_narrow_tests += 1;
                let rect = geo.span_rect(rx0, ry0, rx1, ry1);
                if !shape_touches_rect(shape, &rect) {
                    continue;
                }
                for y in ry0..=ry1 {
                    for x in rx0..=rx1 {
                        if scratch.push((y * w + x) as u32).is_err() {
                            return false;
                        }
                    }
                }
            }
        }
    }
    true
}
