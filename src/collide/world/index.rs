//! The optional `rectangles` candidate index of a map.
//!
//! Each 16x16 chunk is partitioned into regions: runs of consecutive cells with equal full
//! policy on a row, extended downwards while the next row has a run with the same bounds and
//! policy. Empty cells are never covered and no region crosses a chunk. A chunk is built the
//! first time a query touches it, into one of a fixed number of slots (least recently used
//! evicted), and dropped again by an edit of one of its cells, by a default change of a tile
//! id it contains, or by bulk changes. Regions only prune candidates: the solver still runs
//! its per-cell narrow phase and response on the surviving cells in row-major order.

use alloc::vec;
use alloc::vec::Vec;

use super::cells::Cells;
use super::policy::{TileId, TilePolicy};

/// Chunk side in cells.
pub const CHUNK: i32 = 16;
const FREE: u32 = u32::MAX;
const NO_SLOT: u16 = u16::MAX;
const PER_SLOT: usize = (CHUNK * CHUNK) as usize;

/// A region in chunk-local cell coordinates (inclusive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Region {
    pub x0: u8,
    pub y0: u8,
    pub x1: u8,
    pub y1: u8,
    pub policy: TilePolicy,
}

const EMPTY_REGION: Region = Region {
    x0: 0,
    y0: 0,
    x1: 0,
    y1: 0,
    policy: TilePolicy::SOLID,
};

pub(crate) struct RegionIndex {
    chunks_x: i32,
    chunk_slot: Vec<u16>,
    slot_chunk: Vec<u32>,
    slot_used: Vec<u64>,
    slot_len: Vec<u16>,
    slot_cells: Vec<u16>,
    regions: Vec<Region>,
    stamp: u64,
    builds: u64,
    built_cells: u64,
}

/// Current cache totals, and the cumulative builds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct CacheCounts {
    pub chunks: u32,
    pub regions: u32,
    pub cells: u32,
    /// Chunk builds since the map was created, and the cells covered by them.
    pub builds: u64,
    pub built_cells: u64,
}

impl RegionIndex {
    /// `slots` chunk slots (0 or more than the chunk count: one per chunk).
    pub(super) fn new(width: i32, height: i32, slots: usize) -> RegionIndex {
        let chunks_x = (width + CHUNK - 1) / CHUNK;
        let chunks_y = (height + CHUNK - 1) / CHUNK;
        let total = (chunks_x * chunks_y) as usize;
        let slots = if slots == 0 || slots > total {
            total
        } else {
            slots
        };
        RegionIndex {
            chunks_x,
            chunk_slot: vec![NO_SLOT; total],
            slot_chunk: vec![FREE; slots],
            slot_used: vec![0; slots],
            slot_len: vec![0; slots],
            slot_cells: vec![0; slots],
            regions: vec![EMPTY_REGION; slots * PER_SLOT],
            stamp: 0,
            builds: 0,
            built_cells: 0,
        }
    }

    pub(super) fn counts(&self) -> CacheCounts {
        let mut c = CacheCounts {
            builds: self.builds,
            built_cells: self.built_cells,
            ..CacheCounts::default()
        };
        for s in 0..self.slot_chunk.len() {
            if self.slot_chunk[s] != FREE {
                c.chunks += 1;
                c.regions += self.slot_len[s] as u32;
                c.cells += self.slot_cells[s] as u32;
            }
        }
        c
    }

    fn free_slot(&mut self, s: usize) {
        let chunk = self.slot_chunk[s];
        if chunk != FREE {
            self.chunk_slot[chunk as usize] = NO_SLOT;
            self.slot_chunk[s] = FREE;
        }
    }

    pub(super) fn clear(&mut self) {
        for s in 0..self.slot_chunk.len() {
            self.free_slot(s);
        }
    }

    /// Drops the chunk holding cell (x, y).
    pub(super) fn invalidate_cell(&mut self, x: i32, y: i32) {
        let chunk = (y / CHUNK * self.chunks_x + x / CHUNK) as usize;
        if let Some(&s) = self.chunk_slot.get(chunk) {
            if s != NO_SLOT {
                self.free_slot(s as usize);
            }
        }
    }

    /// Drops every cached chunk containing a cell showing `tile`.
    pub(super) fn invalidate_tile(&mut self, cells: &Cells, tile: TileId) {
        for s in 0..self.slot_chunk.len() {
            let chunk = self.slot_chunk[s];
            if chunk == FREE {
                continue;
            }
            let (cx, cy) = (chunk as i32 % self.chunks_x, chunk as i32 / self.chunks_x);
            let (x0, y0) = (cx * CHUNK, cy * CHUNK);
            let x1 = (x0 + CHUNK).min(cells.width());
            let y1 = (y0 + CHUNK).min(cells.height());
            if cells.shows((x0, x1), (y0, y1), tile) {
                self.free_slot(s);
            }
        }
    }

    /// The regions of chunk (cx, cy), building them if missing.
    pub(super) fn regions(&mut self, cells: &Cells, cx: i32, cy: i32) -> &[Region] {
        let chunk = (cy * self.chunks_x + cx) as usize;
        self.stamp += 1;
        let s = match self.chunk_slot[chunk] {
            NO_SLOT => {
                let s = self.take_slot();
                self.build(cells, s, cx, cy);
                self.slot_chunk[s] = chunk as u32;
                self.chunk_slot[chunk] = s as u16;
                s
            }
            s => s as usize,
        };
        self.slot_used[s] = self.stamp;
        let base = s * PER_SLOT;
        &self.regions[base..base + self.slot_len[s] as usize]
    }

    fn take_slot(&mut self) -> usize {
        let mut pick = 0;
        for s in 0..self.slot_chunk.len() {
            if self.slot_chunk[s] == FREE {
                return s;
            }
            if self.slot_used[s] < self.slot_used[pick] {
                pick = s;
            }
        }
        self.free_slot(pick);
        pick
    }

    fn build(&mut self, cells: &Cells, s: usize, cx: i32, cy: i32) {
        let (x0, y0) = (cx * CHUNK, cy * CHUNK);
        let cw = cells.width();
        let w = (cw - x0).min(CHUNK);
        let h = (cells.height() - y0).min(CHUNK);
        let base = s * PER_SLOT;
        let mut len = 0usize;
        let mut covered = 0u32;
        // Regions still open for extension start at `open` (they end on the previous row).
        let mut open = 0usize;
        for ly in 0..h {
            let row_start = len;
            let mut lx = 0;
            while lx < w {
                let Some(p) = cells.policy_at(((y0 + ly) * cw + x0 + lx) as usize) else {
                    lx += 1;
                    continue;
                };
                let start = lx;
                while lx < w && cells.policy_at(((y0 + ly) * cw + x0 + lx) as usize) == Some(p) {
                    lx += 1;
                }
                let (rx0, rx1) = (start as u8, (lx - 1) as u8);
                covered += (lx - start) as u32;
                let prev = &mut self.regions[base + open..base + row_start];
                if let Some(r) = prev
                    .iter_mut()
                    .find(|r| r.y1 as i32 == ly - 1 && r.x0 == rx0 && r.x1 == rx1 && r.policy == p)
                {
                    r.y1 = ly as u8;
                } else {
                    self.regions[base + len] = Region {
                        x0: rx0,
                        y0: ly as u8,
                        x1: rx1,
                        y1: ly as u8,
                        policy: p,
                    };
                    len += 1;
                }
            }
            // Regions that did not reach this row can no longer grow; skip past them.
            while open < len && (self.regions[base + open].y1 as i32) < ly {
                open += 1;
            }
        }
        self.slot_len[s] = len as u16;
        self.slot_cells[s] = covered as u16;
        self.builds += 1;
        self.built_cells += covered as u64;
    }
}

#[cfg(test)]
mod tests {
    use super::super::cells::EMPTY;
    use super::super::policy::{Response, TilePolicy, TileRule};
    use super::*;
    use proptest::prelude::*;

    /// Cells of a map with 256 tile ids and 16 override policies (a map's defaults), and
    /// an index of `slots` chunk slots.
    fn map(
        w: u16,
        h: u16,
        tiles: &[u8],
        overrides: &[(u16, u8)],
        slots: u16,
    ) -> (Cells, RegionIndex) {
        let rules = [
            TileRule::new(1, Response::Solid),
            TileRule::new(2, Response::Trigger),
            TileRule::new(3, Response::Solid),
            TileRule::new(4, Response::Solid).layer(2),
        ];
        let mut defaults = vec![None; 256];
        for r in rules {
            defaults[r.tile as usize] = Some(r.policy().unwrap());
        }
        let (wi, hi) = (w as i32, h as i32);
        let mut cells = Cells::new(wi, hi, defaults, 16);
        for i in 0..(wi * hi) as usize {
            let t = tiles[i % tiles.len()] % 6;
            cells.set_tile(i, if t < 5 { t as u16 } else { EMPTY });
        }
        for &(at, kind) in overrides {
            let i = at as i32 % (wi * hi);
            let p = match kind % 3 {
                0 => TilePolicy::SOLID,
                1 => TilePolicy::TRIGGER,
                _ => TilePolicy::new(Response::Solid, 4, 1).unwrap(),
            };
            cells.set_override(i as usize, p).unwrap();
        }
        (cells, RegionIndex::new(wi, hi, slots as usize))
    }

    proptest! {
        #[test]
        fn regions_partition_collidable_cells_within_chunks(
            w in 1u16..40, h in 1u16..40,
            tiles in proptest::collection::vec(any::<u8>(), 1..64),
            overrides in proptest::collection::vec((any::<u16>(), any::<u8>()), 0..12),
            slots in 0u16..3,
        ) {
            let (cells, mut index) = map(w, h, &tiles, &overrides, slots);
            let cells = &cells;
            let (wi, hi) = (w as i32, h as i32);
            let mut covered = vec![0u8; (wi * hi) as usize];
            for cy in 0..(hi + CHUNK - 1) / CHUNK {
                for cx in 0..(wi + CHUNK - 1) / CHUNK {
                    let regions: Vec<Region> = index.regions(cells, cx, cy).to_vec();
                    // Rebuilt from scratch (evicted or not) it is the same partition.
                    index.clear();
                    prop_assert_eq!(&regions[..], index.regions(cells, cx, cy));
                    for r in regions {
                        prop_assert!(r.x0 <= r.x1 && r.y0 <= r.y1);
                        for ly in r.y0..=r.y1 {
                            for lx in r.x0..=r.x1 {
                                let (x, y) = (cx * CHUNK + lx as i32, cy * CHUNK + ly as i32);
                                prop_assert!(x < wi && y < hi && (lx as i32) < CHUNK && (ly as i32) < CHUNK);
                                let i = (y * wi + x) as usize;
                                prop_assert_eq!(cells.policy_at(i), Some(r.policy));
                                covered[i] += 1;
                            }
                        }
                    }
                }
            }
            for (i, &n) in covered.iter().enumerate() {
                let want = u8::from(cells.policy_at(i).is_some());
                prop_assert_eq!(n, want, "cell {}", i);
            }
        }
    }

    #[test]
    fn runs_merge_vertically_only_with_equal_bounds_and_policy() {
        // Rows: "11.22", "11.22", "13.22", "11.4." (3 shares 1's policy, 4 does not).
        let rows = ["11.22", "11.22", "13.22", "11.4."];
        let tiles: Vec<u8> = rows
            .concat()
            .bytes()
            .map(|b| if b == b'.' { 5 } else { b - b'0' })
            .collect();
        let (cells, mut index) = map(5, 4, &tiles, &[], 0);
        let got: Vec<(u8, u8, u8, u8, Response)> = index
            .regions(&cells, 0, 0)
            .iter()
            .map(|r| (r.x0, r.y0, r.x1, r.y1, r.policy.response))
            .collect();
        assert_eq!(
            got,
            vec![
                (0, 0, 1, 3, Response::Solid),
                (3, 0, 4, 2, Response::Trigger),
                (3, 3, 3, 3, Response::Solid),
            ]
        );
    }
}
