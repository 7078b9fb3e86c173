//! A straightforward `f64` port of the seed's tile-collision engine (§8 of the founding
//! seed text `000_b54f756b0c537ae2.txt`), the reference `collide::grid` is checked
//! against here (and timed against in `benches/grid.rs`, which includes the top half of this
//! file). The port keeps the seed's structure line for line; the only additions are the
//! module's documented choices the seed leaves open (negative sizes count as zero; map data is
//! passed in instead of read from globals; a compact gate opens to code 0).

use std::collections::HashSet;

use bounceback::collide::grid::{Footprint, Prop, I16F16};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefMode {
    Standard,
    Compact,
}

#[derive(Clone, Copy, Debug)]
pub enum RefShape {
    Circle { radius: f64 },
    Ellipse { rx: f64, ry: f64 },
    Rect { width: f64, height: f64 },
}

#[derive(Clone, Copy, Debug)]
pub struct RefProp {
    pub wx: f64,
    pub wy: f64,
    pub shape: RefShape,
    pub low: bool,
}

impl RefProp {
    /// The same prop in the port's `f64` units.
    pub fn of(p: &Prop) -> RefProp {
        let f = |v: I16F16| v.to_num::<f64>();
        RefProp {
            wx: f(p.center.x),
            wy: f(p.center.y),
            low: p.low,
            shape: match p.footprint {
                Footprint::Circle { radius } => RefShape::Circle { radius: f(radius) },
                Footprint::Ellipse { rx, ry } => RefShape::Ellipse {
                    rx: f(rx),
                    ry: f(ry),
                },
                Footprint::Rect { width, height } => RefShape::Rect {
                    width: f(width),
                    height: f(height),
                },
            },
        }
    }
}

/// The seed's globals: the map grid (`grid[y][x]`, missing cells read as VOID), the tile mode,
/// the boss-gate state and the solid props.
#[derive(Clone, Debug)]
pub struct RefWorld {
    pub grid: Vec<Vec<u8>>,
    pub width: usize,
    pub height: usize,
    pub mode: RefMode,
    pub breached: bool,
    pub open_gates: HashSet<(i64, i64)>,
    pub props: Vec<RefProp>,
}

/// The seed's `Uint8Array(32)` tables: codes past 31 read `undefined`, i.e. passable.
fn table(mode: RefMode) -> [u8; 32] {
    let mut t = [0u8; 32];
    let codes: &[usize] = match mode {
        RefMode::Standard => &[0, 2, 3, 9, 10, 19],
        RefMode::Compact => &[1, 4, 5, 15],
    };
    for &c in codes {
        t[c] = 1;
    }
    t
}

impl RefWorld {
    pub fn new(grid: Vec<Vec<u8>>, mode: RefMode) -> RefWorld {
        let width = grid.iter().map(Vec::len).max().unwrap_or(0);
        let height = grid.len();
        RefWorld {
            grid,
            width,
            height,
            mode,
            breached: false,
            open_gates: HashSet::new(),
            props: Vec::new(),
        }
    }

    fn get_tile(&self, tx: i64, ty: i64) -> u8 {
        if tx < 0 || ty < 0 {
            return 0;
        }
        self.grid
            .get(ty as usize)
            .and_then(|row| row.get(tx as usize))
            .copied()
            .unwrap_or(0)
    }

    fn is_boss_gate_unlocked(&self, tx: i64, ty: i64) -> bool {
        self.breached || self.open_gates.contains(&(tx, ty))
    }

    pub fn is_tile_blocked(&self, tile: u8, is_dodge: bool, tx: i64, ty: i64) -> bool {
        let (chasm, gate) = match self.mode {
            RefMode::Compact => (4, 15),
            RefMode::Standard => (9, 10),
        };
        if tile == chasm && is_dodge {
            return false;
        }
        if tile == gate && self.is_boss_gate_unlocked(tx, ty) {
            return false;
        }
        table(self.mode).get(tile as usize) == Some(&1)
    }

    pub fn is_position_blocked(&self, wx: f64, wy: f64, radius: f64, is_dodge: bool) -> bool {
        if !wx.is_finite() || !wy.is_finite() {
            return true;
        }
        let radius = radius.max(0.0);
        let (map_w, map_h) = (self.width as f64, self.height as f64);
        if wx - radius < 0.0 || wx + radius > map_w || wy - radius < 0.0 || wy + radius > map_h {
            return true;
        }
        let tx0 = (wx - radius).floor() as i64;
        let tx1 = (wx + radius).floor() as i64;
        let ty0 = (wy - radius).floor() as i64;
        let ty1 = (wy + radius).floor() as i64;
        let rad_sq = radius * radius;
        for ty in ty0..=ty1 {
            for tx in tx0..=tx1 {
                let tile = self.get_tile(tx, ty);
                if self.is_tile_blocked(tile, is_dodge, tx, ty) {
                    let (txf, tyf) = (tx as f64, ty as f64);
                    let cx = if wx < txf {
                        txf
                    } else if wx > txf + 1.0 {
                        txf + 1.0
                    } else {
                        wx
                    };
                    let cy = if wy < tyf {
                        tyf
                    } else if wy > tyf + 1.0 {
                        tyf + 1.0
                    } else {
                        wy
                    };
                    let (dx, dy) = (wx - cx, wy - cy);
                    if dx * dx + dy * dy < rad_sq {
                        return true;
                    }
                }
            }
        }
        for prop in &self.props {
            if prop.low && is_dodge {
                continue;
            }
            match prop.shape {
                RefShape::Circle { .. } | RefShape::Ellipse { .. } => {
                    let (rx, ry) = ellipse_axes(prop.shape);
                    let dx = (wx - prop.wx) / (rx + radius);
                    let dy = (wy - prop.wy) / (ry + radius);
                    if dx * dx + dy * dy < 1.0 {
                        return true;
                    }
                }
                RefShape::Rect { width, height } => {
                    let half_w = width.max(0.0) * 0.5 + radius;
                    let half_h = height.max(0.0) * 0.5 + radius;
                    if (wx - prop.wx).abs() < half_w && (wy - prop.wy).abs() < half_h {
                        return true;
                    }
                }
            }
        }
        false
    }

    pub fn resolve_movement_with_sliding(
        &self,
        cur_wx: f64,
        cur_wy: f64,
        move_x: f64,
        move_y: f64,
        radius: f64,
        is_dodge: bool,
    ) -> (f64, f64, bool) {
        let (target_x, target_y) = (cur_wx + move_x, cur_wy + move_y);
        if !self.is_position_blocked(target_x, target_y, radius, is_dodge) {
            return (target_x, target_y, false);
        }
        let can_x = move_x != 0.0 && !self.is_position_blocked(target_x, cur_wy, radius, is_dodge);
        let can_y = move_y != 0.0 && !self.is_position_blocked(cur_wx, target_y, radius, is_dodge);
        if can_x && can_y {
            if move_x.abs() >= move_y.abs() {
                (target_x, cur_wy, true)
            } else {
                (cur_wx, target_y, true)
            }
        } else if can_x {
            (target_x, cur_wy, true)
        } else if can_y {
            (cur_wx, target_y, true)
        } else {
            (cur_wx, cur_wy, false)
        }
    }

    /// The dodge's sample points, `1..steps` (the seed's loop).
    pub fn dodge_samples(&self, start: (f64, f64), target: (f64, f64)) -> Vec<(f64, f64)> {
        let dist = (target.0 - start.0).hypot(target.1 - start.1);
        let steps = 2f64.max((dist / 0.25).ceil()) as i64;
        (1..steps)
            .map(|i| {
                let t = i as f64 / steps as f64;
                (
                    start.0 + (target.0 - start.0) * t,
                    start.1 + (target.1 - start.1) * t,
                )
            })
            .collect()
    }

    pub fn can_bypass_chasm(&self, start: (f64, f64), target: (f64, f64), radius: f64) -> bool {
        if self.is_position_blocked(start.0, start.1, radius, false)
            || self.is_position_blocked(target.0, target.1, radius, false)
        {
            return false;
        }
        self.dodge_samples(start, target)
            .iter()
            .all(|&(sx, sy)| !self.is_position_blocked(sx, sy, radius, true))
    }

    /// How far (in tiles) the blocked query is from flipping any of its comparisons: the map
    /// edge, each table-blocking tile's distance against the radius, each prop's outline.
    pub fn blocked_margin(&self, wx: f64, wy: f64, radius: f64, is_dodge: bool) -> f64 {
        let r = radius.max(0.0);
        let (map_w, map_h) = (self.width as f64, self.height as f64);
        let mut m = (wx - r)
            .abs()
            .min((wx + r - map_w).abs())
            .min((wy - r).abs())
            .min((wy + r - map_h).abs());
        if wx - r < 0.0 || wx + r > map_w || wy - r < 0.0 || wy + r > map_h {
            return m;
        }
        for ty in (wy - r).floor() as i64 - 1..=(wy + r).floor() as i64 + 1 {
            for tx in (wx - r).floor() as i64 - 1..=(wx + r).floor() as i64 + 1 {
                // With r = 0 the strict test `d^2 < 0` never holds: no boundary to be near.
                if r > 0.0 && self.is_tile_blocked(self.get_tile(tx, ty), is_dodge, tx, ty) {
                    let cx = wx.clamp(tx as f64, tx as f64 + 1.0);
                    let cy = wy.clamp(ty as f64, ty as f64 + 1.0);
                    m = m.min(((wx - cx).hypot(wy - cy) - r).abs());
                }
            }
        }
        for prop in &self.props {
            if prop.low && is_dodge {
                continue;
            }
            let (dx, dy) = ((wx - prop.wx).abs(), (wy - prop.wy).abs());
            match prop.shape {
                RefShape::Rect { width, height } => {
                    let half_w = width.max(0.0) * 0.5 + r;
                    let half_h = height.max(0.0) * 0.5 + r;
                    m = m.min((dx - half_w).abs()).min((dy - half_h).abs());
                }
                shape => {
                    let (rx, ry) = ellipse_axes(shape);
                    let (a, b) = (rx + r, ry + r);
                    let q = ((dx / a).powi(2) + (dy / b).powi(2)).sqrt();
                    let scale = a.min(b);
                    m = m.min(if scale > 0.0 {
                        (q - 1.0).abs() * scale
                    } else {
                        f64::INFINITY
                    });
                }
            }
        }
        m
    }
}

fn ellipse_axes(shape: RefShape) -> (f64, f64) {
    match shape {
        RefShape::Circle { radius } => (radius.max(0.0), radius.max(0.0)),
        RefShape::Ellipse { rx, ry } => (rx.max(0.0), ry.max(0.0)),
        RefShape::Rect { .. } => unreachable!("a box has no axes"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bounceback::collide::grid::{
        gate_words, index_words, set_gate, Footprint, Gates, GridMap, Passability, Point, Prop,
        Schema, I16F16,
    };
    use proptest::prelude::*;

    const ONE: i32 = 1 << 16;
    /// Queries closer than this (in tiles) to a decision boundary are not compared.
    const MARGIN: f64 = 1e-3;

    fn f(v: I16F16) -> f64 {
        v.to_num::<f64>()
    }

    // --- The seed's §9 cases on the reference, so the port itself is checked -------------

    fn floor_map(w: usize, h: usize, fill: u8, set: &[(usize, usize, u8)]) -> RefWorld {
        let mut grid = vec![vec![fill; w]; h];
        for &(x, y, c) in set {
            grid[y][x] = c;
        }
        RefWorld::new(grid, RefMode::Standard)
    }

    #[test]
    fn reference_passes_the_seed_cases() {
        let r = 0.35;
        let m = floor_map(20, 20, 1, &[(5, 5, 2), (7, 4, 9), (12, 7, 19), (15, 9, 10)]);
        assert!(!m.is_position_blocked(10.5, 10.5, r, false)); // 1
        assert!(m.is_position_blocked(5.5, 5.5, r, false)); // 2
        assert!(m.is_position_blocked(7.5, 4.5, r, false)); // 3
        assert!(!m.is_position_blocked(7.5, 4.5, r, true)); // 4
        assert!(m.is_position_blocked(12.5, 7.5, r, true)); // 5
        assert!(m.is_position_blocked(15.5, 9.5, r, false)); // 6
        let mut open = m.clone();
        open.breached = true;
        assert!(!open.is_position_blocked(15.5, 9.5, r, false)); // 7
        let mut open = m.clone();
        open.open_gates.insert((15, 9));
        assert!(!open.is_position_blocked(15.5, 9.5, r, false));
        let m = floor_map(6, 6, 1, &[(2, 2, 2)]);
        assert!(m.is_position_blocked(1.9, 1.9, r, false)); // 8
        assert!(!m.is_position_blocked(1.9, 4.1, r, false));
        let wall: Vec<_> = (0..10).map(|x| (x, 5, 2)).collect();
        let m = floor_map(10, 10, 1, &wall);
        assert_eq!(
            m.resolve_movement_with_sliding(3.5, 4.5, 0.5, 0.5, r, false),
            (4.0, 4.5, true)
        ); // 9
        let m = floor_map(8, 5, 1, &[(3, 2, 9)]);
        assert!(m.can_bypass_chasm((2.5, 2.5), (4.5, 2.5), r)); // 10
        assert!(!m.can_bypass_chasm((2.5, 2.5), (3.5, 2.5), r)); // 11
        let mut grid = vec![vec![0u8; 9]; 3];
        for (i, c) in [1u8, 4, 5, 15].into_iter().enumerate() {
            grid[1][2 * i] = c;
        }
        let m = RefWorld::new(grid, RefMode::Compact);
        for i in 0..4 {
            assert!(m.is_position_blocked(2.0 * i as f64 + 0.5, 1.5, r, false)); // 12
            assert!(!m.is_position_blocked(2.0 * i as f64 + 1.5, 1.5, 0.45, false));
        }
    }

    // --- Fixed point against the reference ---------------------------------------------------

    #[derive(Clone, Debug)]
    enum GateChoice {
        Locked,
        Breached,
        PerCell(Vec<bool>),
    }

    #[derive(Clone, Debug)]
    struct Scene {
        w: usize,
        h: usize,
        mode: RefMode,
        cells: Vec<u8>,
        gates: GateChoice,
        props: Vec<Prop>,
    }

    #[derive(Clone, Copy, Debug)]
    enum Query {
        Blocked(Point, I16F16, bool),
        Slide(Point, Point, I16F16, bool),
        Bypass(Point, Point, I16F16),
    }

    impl Scene {
        fn reference(&self) -> RefWorld {
            let grid = self.cells.chunks(self.w).map(<[u8]>::to_vec).collect();
            let mut world = RefWorld::new(grid, self.mode);
            match &self.gates {
                GateChoice::Locked => {}
                GateChoice::Breached => world.breached = true,
                GateChoice::PerCell(open) => {
                    for (i, _) in open.iter().enumerate().filter(|(_, &o)| o) {
                        world
                            .open_gates
                            .insert(((i % self.w) as i64, (i / self.w) as i64));
                    }
                }
            }
            world.props = self.props.iter().map(RefProp::of).collect();
            world
        }

        fn gate_bits(&self) -> Vec<u32> {
            let mut bits = vec![0u32; gate_words(self.w, self.h)];
            if let GateChoice::PerCell(open) = &self.gates {
                for (i, _) in open.iter().enumerate().filter(|(_, &o)| o) {
                    set_gate(&mut bits, self.w, self.h, i % self.w, i / self.w, true).unwrap();
                }
            }
            bits
        }

        /// Runs `f` on the fixed-point view of the scene.
        fn with_map<T>(&self, f: impl FnOnce(&GridMap) -> T) -> T {
            let bits = self.gate_bits();
            let schema = match self.mode {
                RefMode::Standard => Schema::Standard,
                RefMode::Compact => Schema::Compact,
            };
            let gates = match self.gates {
                GateChoice::Locked => Gates::Locked,
                GateChoice::Breached => Gates::Breached,
                GateChoice::PerCell(_) => Gates::PerCell(&bits),
            };
            let map = GridMap::new(&self.cells, self.w, self.h, Passability::of(schema))
                .unwrap()
                .with_gates(gates)
                .with_props(&self.props);
            f(&map)
        }
    }

    impl Scene {
        /// Runs `f` on the fixed-point view of the scene and the same view answering from an
        /// index written for it.
        fn with_maps<T>(&self, f: impl FnOnce(&GridMap, &GridMap) -> T) -> T {
            self.with_map(|map| {
                let mut index = vec![0u16; index_words(self.w, self.h)];
                map.write_index(&mut index).unwrap();
                f(map, &map.with_index(&index).unwrap())
            })
        }
    }

    /// What a compared query answered, for coverage counts.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    enum Seen {
        Blocked(bool),
        Slide { moved: bool, sliding: bool },
        Bypass(bool),
    }

    /// `Ok(None)`: too close to a boundary to compare. `Err`: the two disagree.
    fn compare(scene: &Scene, world: &RefWorld, q: Query) -> Result<Option<Seen>, String> {
        scene.with_map(|map| match q {
            Query::Blocked(pos, r, dodge) => {
                let (x, y, r) = (f(pos.x), f(pos.y), f(r));
                if world.blocked_margin(x, y, r, dodge) <= MARGIN {
                    return Ok(None);
                }
                let want = world.is_position_blocked(x, y, r, dodge);
                let got = map.is_position_blocked(pos, I16F16::from_num(r), dodge);
                if got != want {
                    return Err(format!("blocked({x}, {y}, r {r}, dodge {dodge}): {got} vs reference {want}"));
                }
                Ok(Some(Seen::Blocked(got)))
            }
            Query::Slide(pos, delta, r, dodge) => {
                let (x, y, dx, dy, rf) = (f(pos.x), f(pos.y), f(delta.x), f(delta.y), f(r));
                // The reference's own decision path, each step far enough from its boundary.
                let Some(direct) = decided(world, x + dx, y + dy, rf, dodge) else {
                    return Ok(None);
                };
                if direct {
                    let axes = [(dx != 0.0, x + dx, y), (dy != 0.0, x, y + dy)];
                    for (moving, px, py) in axes {
                        if moving && decided(world, px, py, rf, dodge).is_none() {
                            return Ok(None);
                        }
                    }
                }
                let want = world.resolve_movement_with_sliding(x, y, dx, dy, rf, dodge);
                let s = map.resolve_movement_with_sliding(pos, delta, r, dodge);
                let got = (f(s.pos.x), f(s.pos.y), s.sliding);
                if got != want {
                    return Err(format!(
                        "slide(({x}, {y}) by ({dx}, {dy}), r {rf}, dodge {dodge}): {got:?} vs reference {want:?}"
                    ));
                }
                Ok(Some(Seen::Slide {
                    moved: got.0 != x || got.1 != y,
                    sliding: got.2,
                }))
            }
            Query::Bypass(start, target, r) => {
                let (s, t, rf) = ((f(start.x), f(start.y)), (f(target.x), f(target.y)), f(r));
                // The reference's decision path: the ends, the step count, the samples in
                // order, each far enough from its boundary up to the first blocked one.
                'path: {
                    for (px, py) in [s, t] {
                        match decided(world, px, py, rf, false) {
                            None => return Ok(None),
                            Some(true) => break 'path,
                            Some(false) => {}
                        }
                    }
                    let quarters = 4.0 * (t.0 - s.0).hypot(t.1 - s.1);
                    if (quarters - quarters.round()).abs() / 4.0 <= MARGIN {
                        return Ok(None);
                    }
                    for (px, py) in world.dodge_samples(s, t) {
                        match decided(world, px, py, rf, true) {
                            None => return Ok(None),
                            Some(true) => break 'path,
                            Some(false) => {}
                        }
                    }
                }
                let want = world.can_bypass_chasm(s, t, rf);
                let got = map.can_bypass_chasm(start, target, r);
                if got != want {
                    return Err(format!("bypass({s:?} -> {t:?}, r {rf}): {got} vs reference {want}"));
                }
                Ok(Some(Seen::Bypass(got)))
            }
        })
    }

    /// The reference's blocked answer, or `None` within `MARGIN` of flipping.
    fn decided(world: &RefWorld, x: f64, y: f64, r: f64, dodge: bool) -> Option<bool> {
        (world.blocked_margin(x, y, r, dodge) > MARGIN)
            .then(|| world.is_position_blocked(x, y, r, dodge))
    }

    fn fx_in(lo: i32, hi: i32) -> impl Strategy<Value = I16F16> {
        (lo..=hi).prop_map(I16F16::from_bits)
    }

    fn radius() -> impl Strategy<Value = I16F16> {
        prop_oneof![
            6 => fx_in(0, ONE * 8 / 10),
            2 => fx_in(0, ONE * 3),
            1 => Just(I16F16::ZERO),
            1 => fx_in(-ONE, 0),
        ]
    }

    /// A coordinate in (or around) a side of `n` tiles, out to a tile and a half past each
    /// end (the index's ring is one tile); now and then anywhere at all.
    fn coord(n: usize) -> impl Strategy<Value = I16F16> {
        let n = n as i32;
        prop_oneof![
            20 => fx_in(-ONE / 2, (n * ONE) + ONE / 2),
            4 => fx_in(-ONE * 3 / 2, (n * ONE) + ONE * 3 / 2),
            1 => any::<i32>().prop_map(I16F16::from_bits),
        ]
    }

    fn step() -> impl Strategy<Value = I16F16> {
        prop_oneof![
            6 => fx_in(-ONE * 3 / 2, ONE * 3 / 2),
            1 => Just(I16F16::ZERO),
            1 => any::<i32>().prop_map(I16F16::from_bits),
        ]
    }

    fn query(w: usize, h: usize) -> impl Strategy<Value = Query> {
        let pos = move || (coord(w), coord(h)).prop_map(|(x, y)| Point::new(x, y));
        let delta = || (step(), step()).prop_map(|(x, y)| Point::new(x, y));
        prop_oneof![
            (pos(), radius(), any::<bool>()).prop_map(|(p, r, d)| Query::Blocked(p, r, d)),
            (pos(), delta(), radius(), any::<bool>())
                .prop_map(|(p, dp, r, d)| Query::Slide(p, dp, r, d)),
            (pos(), pos(), radius()).prop_map(|(s, t, r)| Query::Bypass(s, t, r)),
        ]
    }

    fn footprint() -> impl Strategy<Value = Footprint> {
        let size = || fx_in(-ONE / 4, ONE * 3 / 2);
        prop_oneof![
            size().prop_map(|radius| Footprint::Circle { radius }),
            (size(), size()).prop_map(|(rx, ry)| Footprint::Ellipse { rx, ry }),
            (size(), size()).prop_map(|(width, height)| Footprint::Rect { width, height }),
        ]
    }

    fn scene() -> impl Strategy<Value = Scene> {
        (1usize..=12, 1usize..=12, any::<bool>()).prop_flat_map(|(w, h, compact)| {
            let (mode, ground, others): (_, u8, &[u8]) = if compact {
                (RefMode::Compact, 0, &[1, 4, 5, 15, 2, 9, 10, 19, 200])
            } else {
                (RefMode::Standard, 1, &[0, 2, 3, 9, 10, 19, 4, 13, 40, 200])
            };
            let code = prop_oneof![3 => Just(ground), 2 => proptest::sample::select(others)];
            let gates = prop_oneof![
                Just(GateChoice::Locked),
                Just(GateChoice::Breached),
                proptest::collection::vec(any::<bool>(), w * h).prop_map(GateChoice::PerCell),
            ];
            let prop =
                (coord(w), coord(h), footprint(), any::<bool>()).prop_map(|(x, y, fp, low)| {
                    let p = Prop::new(Point::new(x, y), fp);
                    if low {
                        p.low()
                    } else {
                        p
                    }
                });
            (
                proptest::collection::vec(code, w * h),
                gates,
                proptest::collection::vec(prop, 0..=3),
            )
                .prop_map(move |(cells, gates, props)| Scene {
                    w,
                    h,
                    mode,
                    cells,
                    gates,
                    props,
                })
        })
    }

    fn scene_and_queries() -> impl Strategy<Value = (Scene, Vec<Query>)> {
        scene().prop_flat_map(|s| {
            let q = proptest::collection::vec(query(s.w, s.h), 24);
            (Just(s), q)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 192, ..ProptestConfig::default() })]

        #[test]
        fn fixed_point_agrees_with_the_f64_reference((scene, queries) in scene_and_queries()) {
            let world = scene.reference();
            for q in queries {
                if let Err(msg) = compare(&scene, &world, q) {
                    prop_assert!(false, "{}", msg);
                }
            }
        }
    }

    /// A large open map (the prop filter's squares many tiles wide) with props anywhere and
    /// blocked queries around them, within and past the filter's reach.
    fn wide_scene_and_queries() -> impl Strategy<Value = (Scene, Vec<Query>)> {
        let sides = (40usize..=700, 40usize..=700);
        sides.prop_flat_map(|(w, h)| {
            let prop =
                (coord(w), coord(h), footprint(), any::<bool>()).prop_map(|(x, y, fp, low)| {
                    let p = Prop::new(Point::new(x, y), fp);
                    if low {
                        p.low()
                    } else {
                        p
                    }
                });
            // Each query: a prop, an offset of up to 4 tiles from its centre, a radius.
            let offset = || fx_in(-4 * ONE, 4 * ONE);
            let query = (
                any::<prop::sample::Index>(),
                offset(),
                offset(),
                radius(),
                any::<bool>(),
            );
            (
                proptest::collection::vec(prop, 1..=4),
                proptest::collection::vec(query, 24),
            )
                .prop_map(move |(props, picks)| {
                    let queries = picks
                        .into_iter()
                        .map(|(i, dx, dy, r, d)| {
                            let c = props[i.index(props.len())].center;
                            let at = Point::new(c.x.saturating_add(dx), c.y.saturating_add(dy));
                            Query::Blocked(at, r, d)
                        })
                        .collect();
                    let scene = Scene {
                        w,
                        h,
                        mode: RefMode::Standard,
                        cells: vec![1; w * h],
                        gates: GateChoice::Locked,
                        props,
                    };
                    (scene, queries)
                })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

        #[test]
        fn the_prop_filter_agrees_with_the_f64_reference_on_wide_maps(
            (scene, queries) in wide_scene_and_queries()
        ) {
            let world = scene.reference();
            for q in queries {
                if let Err(msg) = compare(&scene, &world, q) {
                    prop_assert!(false, "{}", msg);
                }
            }
        }
    }

    /// Snaps to multiples of 1/16 tile: sums, differences and squares of such values are exact
    /// in `f64`, so the reference decides touching cases exactly too, and the lattice is coarse
    /// enough that they are common (3-4-5 corner touches at radius 5/16 included).
    fn snap(v: I16F16) -> I16F16 {
        I16F16::from_bits(v.to_bits() & !0xfff)
    }

    /// The scenes and queries above on the 1/16 lattice, where boundaries are hit exactly and
    /// often. Only box props (the reference divides for round ones) and no dodges (the
    /// reference's sample points divide).
    fn lattice_scene_and_queries() -> impl Strategy<Value = (Scene, Vec<Query>)> {
        (scene_and_queries(), corner_touches()).prop_map(|((mut scene, queries), touching)| {
            scene
                .props
                .retain(|p| matches!(p.footprint, Footprint::Rect { .. }));
            for p in &mut scene.props {
                p.center = Point::new(snap(p.center.x), snap(p.center.y));
                if let Footprint::Rect { width, height } = &mut p.footprint {
                    (*width, *height) = (snap(*width), snap(*height));
                }
            }
            let sp = |p: Point| Point::new(snap(p.x), snap(p.y));
            let queries = queries
                .into_iter()
                .filter_map(|q| match q {
                    Query::Blocked(p, r, d) => Some(Query::Blocked(sp(p), snap(r), d)),
                    Query::Slide(p, dp, r, d) => Some(Query::Slide(sp(p), sp(dp), snap(r), d)),
                    Query::Bypass(..) => None,
                })
                .chain(touching)
                .collect();
            (scene, queries)
        })
    }

    /// Circles touching a tile corner exactly (a 3-4-5 triangle, scaled) or one step inside it.
    fn corner_touches() -> impl Strategy<Value = Vec<Query>> {
        let touch = (
            0i32..12,
            0i32..12,
            1i32..=3,
            any::<(bool, bool, bool, bool)>(),
        )
            .prop_map(|(cx, cy, scale, (sx, sy, swap, inside))| {
                let (mut a, mut b) = (3 * scale, 4 * scale);
                if swap {
                    (a, b) = (b, a);
                }
                let sixteenth = ONE / 16;
                let off = |v: i32, s: bool| if s { v } else { -v } * sixteenth;
                let r = 5 * scale * sixteenth + if inside { 1 } else { 0 };
                let pos = Point::new(
                    I16F16::from_bits(cx * ONE + off(a, sx)),
                    I16F16::from_bits(cy * ONE + off(b, sy)),
                );
                Query::Blocked(pos, I16F16::from_bits(r), false)
            });
        proptest::collection::vec(touch, 8)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 192, ..ProptestConfig::default() })]

        #[test]
        fn on_the_lattice_fixed_point_agrees_exactly((scene, queries) in lattice_scene_and_queries()) {
            let world = scene.reference();
            scene.with_map(|map| {
                for q in queries {
                    match q {
                        Query::Blocked(pos, r, dodge) => {
                            let want = world.is_position_blocked(f(pos.x), f(pos.y), f(r), dodge);
                            prop_assert_eq!(map.is_position_blocked(pos, r, dodge), want, "{:?}", q);
                        }
                        Query::Slide(pos, delta, r, dodge) => {
                            let want = world.resolve_movement_with_sliding(
                                f(pos.x), f(pos.y), f(delta.x), f(delta.y), f(r), dodge,
                            );
                            let s = map.resolve_movement_with_sliding(pos, delta, r, dodge);
                            prop_assert_eq!((f(s.pos.x), f(s.pos.y), s.sliding), want, "{:?}", q);
                        }
                        Query::Bypass(..) => unreachable!(),
                    }
                }
                Ok(())
            })?;
        }
    }

    /// The agreement property is only as strong as its coverage: few queries may fall inside
    /// the excluded band, and every kind of answer must occur often.
    #[test]
    fn agreement_covers_every_kind_of_answer() {
        use proptest::strategy::ValueTree;
        use proptest::test_runner::TestRunner;
        let mut runner = TestRunner::deterministic();
        let strategy = scene_and_queries();
        let mut seen = std::collections::HashMap::<Seen, usize>::new();
        let (mut compared, mut excluded) = (0usize, 0usize);
        for _ in 0..150 {
            let (scene, queries) = strategy.new_tree(&mut runner).unwrap().current();
            let world = scene.reference();
            for q in queries {
                match compare(&scene, &world, q) {
                    Ok(Some(s)) => {
                        compared += 1;
                        *seen.entry(s).or_default() += 1;
                    }
                    Ok(None) => excluded += 1,
                    Err(msg) => panic!("{msg}"),
                }
            }
        }
        let total = compared + excluded;
        eprintln!("{excluded} of {total} excluded; {seen:?}");
        assert!(
            excluded * 50 < total,
            "{excluded} of {total} queries excluded"
        );
        let kinds = [
            Seen::Blocked(true),
            Seen::Blocked(false),
            Seen::Slide {
                moved: true,
                sliding: false,
            },
            Seen::Slide {
                moved: true,
                sliding: true,
            },
            Seen::Slide {
                moved: false,
                sliding: false,
            },
            Seen::Bypass(true),
            Seen::Bypass(false),
        ];
        for kind in kinds {
            let n = seen.get(&kind).copied().unwrap_or(0);
            assert!(
                n * 100 >= total,
                "{kind:?} seen {n} times of {total}: {seen:?}"
            );
        }
    }

    // --- The index: same answers as the plain map, kept in step by `update_index` ---------

    /// Every query kind on both maps: exact agreement, boundaries included.
    fn same_on_both(plain: &GridMap, indexed: &GridMap, q: Query) -> Result<(), TestCaseError> {
        match q {
            Query::Blocked(pos, r, dodge) => prop_assert_eq!(
                indexed.is_position_blocked(pos, r, dodge),
                plain.is_position_blocked(pos, r, dodge),
                "{:?}",
                q
            ),
            Query::Slide(pos, delta, r, dodge) => prop_assert_eq!(
                indexed.resolve_movement_with_sliding(pos, delta, r, dodge),
                plain.resolve_movement_with_sliding(pos, delta, r, dodge),
                "{:?}",
                q
            ),
            Query::Bypass(start, target, r) => prop_assert_eq!(
                indexed.can_bypass_chasm(start, target, r),
                plain.can_bypass_chasm(start, target, r),
                "{:?}",
                q
            ),
        }
        Ok(())
    }

    /// Radii at the index's seams (1/2 and 3/2 tile, one raw step either side) and elsewhere.
    fn seam_radius() -> impl Strategy<Value = I16F16> {
        let seams = vec![ONE / 2, ONE * 3 / 2];
        prop_oneof![
            (proptest::sample::select(seams), -1i32..=1)
                .prop_map(|(s, d)| I16F16::from_bits(s + d)),
            radius(),
        ]
    }

    /// Centres on or one raw step off the half-tile lattice (cell edges, quadrant seams, the
    /// map's edges, the index's ring a tile wide and the lattice point past it), and
    /// anywhere.
    fn seam_coord(n: usize) -> impl Strategy<Value = I16F16> {
        let n = n as i32;
        prop_oneof![
            (-3..=2 * n + 3, -1i32..=1).prop_map(|(k, d)| I16F16::from_bits(k * ONE / 2 + d)),
            coord(n as usize),
        ]
    }

    /// A scene, its queries, and 24 more blocked queries on its cell and quadrant seams.
    fn scene_queries_and_seams() -> impl Strategy<Value = (Scene, Vec<Query>, Vec<Query>)> {
        scene_and_queries().prop_flat_map(|(scene, queries)| {
            let q = (
                seam_coord(scene.w),
                seam_coord(scene.h),
                seam_radius(),
                any::<bool>(),
            )
                .prop_map(|(x, y, r, d)| Query::Blocked(Point::new(x, y), r, d));
            (Just(scene), Just(queries), proptest::collection::vec(q, 24))
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

        #[test]
        fn indexed_map_answers_as_the_plain_map(
            (scene, queries, seams) in scene_queries_and_seams()
        ) {
            scene.with_maps(|plain, indexed| {
                for q in queries.into_iter().chain(seams) {
                    same_on_both(plain, indexed, q)?;
                }
                Ok::<(), TestCaseError>(())
            })?;
        }

        #[test]
        fn on_the_lattice_the_indexed_map_agrees_with_the_reference(
            (scene, queries) in lattice_scene_and_queries()
        ) {
            let world = scene.reference();
            scene.with_maps(|plain, indexed| {
                for q in queries {
                    if let Query::Blocked(pos, r, dodge) = q {
                        let want = world.is_position_blocked(f(pos.x), f(pos.y), f(r), dodge);
                        prop_assert_eq!(indexed.is_position_blocked(pos, r, dodge), want, "{:?}", q);
                    }
                    same_on_both(plain, indexed, q)?;
                }
                Ok(())
            })?;
        }
    }

    #[derive(Clone, Copy, Debug)]
    enum Edit {
        /// Rewrite cell `i % (w * h)` to a code.
        Cell(usize, u8),
        /// Open or lock the gate bit of cell `i % (w * h)`.
        Gate(usize, bool),
    }

    fn edits() -> impl Strategy<Value = Vec<Edit>> {
        let code = proptest::sample::select(&[0u8, 1, 2, 4, 9, 10, 15, 19, 200][..]);
        let edit = prop_oneof![
            (any::<usize>(), code).prop_map(|(i, c)| Edit::Cell(i, c)),
            (any::<usize>(), any::<bool>()).prop_map(|(i, o)| Edit::Gate(i, o)),
        ];
        proptest::collection::vec(edit, 1..=6)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

        /// After each cell rewrite or gate change, `update_index` on the cell leaves the index
        /// word for word as a fresh `write_index` would, and the answers follow the new state.
        #[test]
        fn index_updates_track_cell_rewrites_and_gate_changes(
            ((scene, queries, seams), edits) in (scene_queries_and_seams(), edits())
        ) {
            let mut scene = scene;
            // Per-cell gates, so gate edits matter.
            if !matches!(scene.gates, GateChoice::PerCell(_)) {
                scene.gates = GateChoice::PerCell(vec![false; scene.w * scene.h]);
            }
            let mut index = vec![0u16; index_words(scene.w, scene.h)];
            scene.with_map(|map| map.write_index(&mut index)).unwrap();
            for edit in edits {
                let i = match edit {
                    Edit::Cell(i, code) => {
                        let i = i % scene.cells.len();
                        scene.cells[i] = code;
                        i
                    }
                    Edit::Gate(i, open) => {
                        let i = i % scene.cells.len();
                        if let GateChoice::PerCell(bits) = &mut scene.gates {
                            bits[i] = open;
                        }
                        i
                    }
                };
                scene.with_map(|map| map.update_index(&mut index, i % scene.w, i / scene.w)).unwrap();
                let mut fresh = vec![0u16; index.len()];
                scene.with_map(|map| map.write_index(&mut fresh)).unwrap();
                prop_assert_eq!(&index, &fresh, "after {:?}", edit);
                scene.with_map(|plain| {
                    let indexed = plain.with_index(&index).unwrap();
                    for &q in queries.iter().chain(&seams) {
                        same_on_both(plain, &indexed, q)?;
                    }
                    Ok::<(), TestCaseError>(())
                })?;
            }
        }
    }
}
