//! The game simulation: one [`Sim::step`] per original 20 Hz tick, integer arithmetic
//! only, in exactly the original's order of operations (docs/RULES.md §3 to §5).
//!
//! A [`Sim`] is one level in play; [`flow::Game`] carries lives, score and progress
//! between levels. The simulation knows nothing of frames or screens: the original's
//! 176 x 179 camera, which decides when the exit door moves, is computed here.
//!
//! Readings of the rule book's open questions (docs/RULES.md §8), each kept in one place:
//! - Q1, the code after the vertical branches' inner switch is that switch's default:
//!   [`ball`] `vertical_default` and `rising_default`;
//! - Q2, "falling" means gravity-relative `vy > 0`: [`ball`] `update`, step 11;
//! - Q4, quirks kept as written: the squash step during inflate and F start, the `vx <= 0`
//!   gate of group R, tile 54 missing from group R, the enemy Y direction kept within a
//!   step ([`enemy`]), the half-width used for the ball's top in the F-blocking rectangle,
//!   the slot loop restarting at slot 1, startBig not setting big;
//! - unguarded map reads (the cell under the ball centre, probe cells) read a cell outside
//!   the map as an empty, dry cell: [`Sim::cell_unguarded`];
//! - elapsed play time, which the bonus uses, is 50 ms per step: [`Sim::elapsed_ms`];
//! - a slot loop restarted more than [`ball::MAX_RESTARTS`] times in one probe stops
//!   (the original would hang there).

#![warn(missing_docs, unreachable_pub)]
#![warn(clippy::missing_errors_doc, clippy::missing_panics_doc)]

pub mod attack;
pub mod ball;
mod collision;
pub mod door;
pub mod enemy;
pub mod events;
pub mod flow;
pub mod hash;
pub mod latch;
pub mod limits;
pub mod replay;
pub mod snapshot;
pub mod tally;
pub mod tiles;

use crate::collide::contract::{LevelMap, MapError, MaskError, ShapeError, TileDef, TileShapes};
use crate::res::tf::{Collision, TileSet};
use crate::res::Resources;
use alloc::vec::Vec;
pub use ball::Ball;
use ball::{Motion, Shapes, Verdict};
use collision::Ground;
pub use collision::{Brick, BRICK_SLOTS};
pub use door::Door;
pub use enemy::Enemy;
use events::Sink;
pub use events::{Events, Sound};
pub use latch::{Key, Slots};
pub use tally::{Stats, Tally};

/// Most enemies a level can hold (the count is a signed byte).
pub const MAX_ENEMIES: usize = 127;
/// Most animation groups.
pub const MAX_GROUPS: usize = 127;
// Every level and tile set the readers accept fits.
const _: () = assert!(MAX_ENEMIES >= i8::MAX as usize && MAX_GROUPS >= crate::res::tf::MAX_GROUPS);
/// Ball sprites.
pub const SPRITES: usize = 25;

/// Why a level could not be set up: which part of the resources did not fit the collision
/// test, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The resources have no level with this index (or it is the tutorial, where only New
    /// Game's levels go).
    NoSuchLevel(crate::res::NoSuchLevel),
    /// The tile set's collision definitions.
    TileShapes(ShapeError),
    /// The map of level `level`.
    Map {
        /// The level.
        level: crate::res::LevelName,
        /// What is wrong with its map.
        error: MapError,
    },
    /// Ball collision mask `mask` (0 small, 1 big).
    BallMask {
        /// The mask's index.
        mask: usize,
        /// What is wrong with it.
        error: MaskError,
    },
}

impl core::fmt::Display for LoadError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            LoadError::NoSuchLevel(e) => write!(f, "{e}"),
            LoadError::TileShapes(e) => write!(f, "the tile set cannot be used: {e}"),
            LoadError::Map { level, error } => {
                write!(f, "the map of {level} cannot be used: {error}")
            }
            LoadError::BallMask { mask, error } => {
                write!(f, "ball mask {mask} cannot be used: {error}")
            }
        }
    }
}

impl core::error::Error for LoadError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            LoadError::NoSuchLevel(_) => None,
            LoadError::TileShapes(e) => Some(e),
            LoadError::Map { error, .. } => Some(error),
            LoadError::BallMask { error, .. } => Some(error),
        }
    }
}

/// One animation group's counter (docs/RULES.md §2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Anim {
    /// Steps left until the next frame.
    pub counter: i8,
    /// The frame shown (0 to `len - 1`).
    pub frame: u8,
    /// Steps a frame lasts.
    pub period: i8,
    /// The group's frame count.
    pub len: u8,
}

/// The demo in progress: the next record and the tutorial tip (docs/RULES.md §1.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Demo {
    /// Steps since the demo started, as its records count them.
    pub counter: i32,
    /// The next demo record to apply.
    pub next: usize,
    /// The tip on show, or the next to show (the tips' text, one a line).
    pub tip_index: i32,
    /// `Some(remaining paints)` while a tip is shown.
    pub tip: Option<i32>,
    /// The tip the last paint drew: a tip is drawn, then counted down, so the paint that
    /// drops it still shows it (81 paints in all, as the oracle's text log shows).
    pub painted: Option<i32>,
}

/// One level in play. Its state is read through the accessors below; the few mutators
/// (`ball_mut`, `set_sprite`, `key`, `release_keys`) are for the game, the tools and tests.
#[derive(Clone)]
pub struct Sim {
    level: usize,
    theme: i8,
    shapes: Shapes,
    ground: Ground,
    ball: Ball,
    enemies: heapless::Vec<Enemy, MAX_ENEMIES>,
    anims: heapless::Vec<Anim, MAX_GROUPS>,
    door: Door,
    exit: (i32, i32),
    slots: Slots,
    tally: Tally,
    /// Steps simulated since the level started.
    ticks: u32,
    demo: Option<Demo>,
    exit_requested: bool,
    /// Whether a paint since the level was loaded drew the HUD's power bar: its bottom
    /// rows lie below a HUD picture shorter than 29 rows, where nothing paints over them
    /// again (the oracle's frames keep them green after the bar is gone).
    bar_below: bool,
    game_over: bool,
    sink: Sink,
}

/// The collision definitions of a tile set, resolved for the contract.
pub fn tile_defs(tiles: &TileSet<'_>) -> Vec<TileDef> {
    tiles
        .tiles
        .iter()
        .enumerate()
        .map(|(i, t)| TileDef {
            ctype: t.collision as u8,
            transform: t.transform,
            mask: match t.collision {
                Collision::OwnMask | Collision::Alias => tiles.collision_mask(i).unwrap_or([0; 16]),
                _ => [0; 16],
            },
        })
        .collect()
}

impl Sim {
    /// Loads level `index` with the given stats (New Game: lives 3, score 0).
    ///
    /// # Errors
    ///
    /// No such level, or its map, the tile set or the ball's masks cannot be used.
    pub fn load(res: &Resources<'_>, index: usize, stats: Stats) -> Result<Sim, LoadError> {
        let name = crate::res::level_index(index, res.levels.len(), true)
            .map_err(LoadError::NoSuchLevel)?;
        Sim::load_level(res, &res.levels[name.index], name, stats)
    }

    /// [`Sim::load`], leaving the collision tables of the ball's masks to build in steps
    /// with [`Sim::prepare`] (for a level loaded while a screen shows: the load's frame
    /// then does a small part of the work). Until they are built the collision test takes
    /// its general path: every answer, and so the state, is the same.
    ///
    /// # Errors
    ///
    /// As for [`Sim::load`].
    pub fn load_deferred(
        res: &Resources<'_>,
        index: usize,
        stats: Stats,
    ) -> Result<Sim, LoadError> {
        let name = crate::res::level_index(index, res.levels.len(), true)
            .map_err(LoadError::NoSuchLevel)?;
        Sim::load_level_deferred(res, &res.levels[name.index], name, stats)
    }

    /// Builds the collision tables [`Sim::load_deferred`] left for about `budget` units of
    /// work (about a nanosecond of a desktop core each; on the PSP at 222 MHz about 80 ns);
    /// true when all are built. Changes no state the simulation reads.
    pub fn prepare(&mut self, budget: u32) -> bool {
        self.ground.prepare(budget)
    }

    /// Loads `level`, which need not be one of `res`'s (a level being edited), as the level
    /// `name` with the given stats; `res` gives everything else.
    ///
    /// # Errors
    ///
    /// Its map, the tile set or the ball's masks cannot be used.
    pub fn load_level(
        res: &Resources<'_>,
        level: &crate::res::lf::Level<'_>,
        name: crate::res::LevelName,
        stats: Stats,
    ) -> Result<Sim, LoadError> {
        let mut sim = Sim::load_level_deferred(res, level, name, stats)?;
        while !sim.prepare(u32::MAX) {}
        Ok(sim)
    }

    /// [`Sim::load_level`] as [`Sim::load_deferred`] does it.
    ///
    /// # Errors
    ///
    /// As for [`Sim::load_level`].
    pub fn load_level_deferred(
        res: &Resources<'_>,
        level: &crate::res::lf::Level<'_>,
        name: crate::res::LevelName,
        stats: Stats,
    ) -> Result<Sim, LoadError> {
        let index = name.index;
        let shapes = TileShapes::new(&tile_defs(&res.tiles)).map_err(LoadError::TileShapes)?;
        let map = LevelMap::new(shapes, level.rows, level.cols, level.cells)
            .map_err(|error| LoadError::Map { level: name, error })?;
        let mut ground = Ground::new(map);
        let shapes = Shapes::load(res, &mut ground)?;
        let enemies = level
            .enemies
            .iter()
            .take(MAX_ENEMIES)
            .map(Enemy::new)
            .collect();
        let anims = res
            .tiles
            .groups
            .iter()
            .take(MAX_GROUPS)
            .map(|g| Anim {
                counter: g.period,
                frame: 0,
                period: g.period,
                len: g.len,
            })
            .collect();
        let hoops_left = level
            .cells
            .iter()
            .filter(|c| tiles::counts_as_hoop(tiles::id(**c)))
            .count() as i32;
        let mut sim = Sim {
            level: index,
            theme: level.theme,
            shapes,
            ground,
            ball: Ball::spawn(
                level.spawn_row as i32,
                level.spawn_col as i32,
                level.start_big != 0,
            ),
            enemies,
            anims,
            door: Door::default(),
            exit: (level.exit_row as i32, level.exit_col as i32),
            slots: Slots::default(),
            tally: Tally {
                stats,
                level_pts: 0,
                hoops_left,
            },
            ticks: 0,
            demo: None,
            exit_requested: false,
            bar_below: false,
            game_over: false,
            sink: Sink::default(),
        };
        // Starting the timer runs the camera and one tile animation step (docs/RULES.md §3),
        // and the loading call paints: the door is latched when it is in the window.
        sim.animate();
        sim.paint_door();
        Ok(sim)
    }

    /// Loads the tutorial level and starts the resources' demo on it.
    ///
    /// # Errors
    ///
    /// The tutorial level cannot be loaded.
    pub fn load_demo(res: &Resources<'_>) -> Result<Sim, LoadError> {
        let mut sim = Sim::load_demo_deferred(res)?;
        while !sim.prepare(u32::MAX) {}
        Ok(sim)
    }

    /// [`Sim::load_demo`] as [`Sim::load_deferred`] does it.
    ///
    /// # Errors
    ///
    /// As for [`Sim::load_demo`].
    pub fn load_demo_deferred(res: &Resources<'_>) -> Result<Sim, LoadError> {
        let mut sim = Sim::load_deferred(res, res.tutorial_level(), Stats::default())?;
        sim.demo = Some(Demo::default());
        Ok(sim)
    }

    /// Latches a key event (applied at the next step).
    pub fn key(&mut self, key: Key, pressed: bool) {
        self.slots.key(key, pressed);
    }

    /// Losing focus: every input slot reads released.
    pub fn release_keys(&mut self) {
        self.slots.release_all();
    }

    /// The level's index in the resources.
    pub fn level(&self) -> usize {
        self.level
    }

    /// The level's theme (its background and palette).
    pub fn theme(&self) -> i8 {
        self.theme
    }

    /// The ball.
    pub fn ball(&self) -> &Ball {
        &self.ball
    }

    /// The ball, to set up a situation (tests and tools); the simulation takes it as it is.
    pub fn ball_mut(&mut self) -> &mut Ball {
        &mut self.ball
    }

    /// The enemies, in the level's order.
    pub fn enemies(&self) -> &[Enemy] {
        &self.enemies
    }

    /// The breaking bricks' timer slots.
    pub fn bricks(&self) -> &[Brick; BRICK_SLOTS] {
        self.ground.bricks()
    }

    /// The tile animation groups' counters.
    pub fn anims(&self) -> &[Anim] {
        &self.anims
    }

    /// The exit door.
    pub fn door(&self) -> &Door {
        &self.door
    }

    /// The exit door's tile, `(row, col)`.
    pub fn exit(&self) -> (i32, i32) {
        self.exit
    }

    /// The latched input slots.
    pub fn slots(&self) -> &Slots {
        &self.slots
    }

    /// Lives and score.
    pub fn stats(&self) -> Stats {
        self.tally.stats
    }

    /// This level's pickup points.
    pub fn level_pts(&self) -> i32 {
        self.tally.level_pts
    }

    /// Hoops still to pass before the door opens.
    pub fn hoops_left(&self) -> i32 {
        self.tally.hoops_left
    }

    /// Steps simulated since the level started.
    pub fn ticks(&self) -> u32 {
        self.ticks
    }

    /// Hoop cells a step found no hit slot for since the level loaded (the original's five
    /// slots; it faults on a sixth, the port leaves the cell out).
    pub fn hits_dropped(&self) -> u32 {
        self.ground.hits_dropped()
    }

    /// The demo in progress, if this is the demo.
    pub fn demo(&self) -> Option<Demo> {
        self.demo
    }

    /// Makes this level share `other`'s map (cells, bit plane and the ball's tables) when
    /// they are equal: for a tool that keeps many copies of one level (the solver's
    /// archive), where copies that wrote the same cells each hold their own map otherwise.
    /// A copy keeps its map until one of them writes a cell again. True when the map is
    /// shared afterwards.
    pub fn share_map(&mut self, other: &Sim) -> bool {
        self.ground.share_map(&other.ground)
    }

    /// A copy of this game at this very state that shares nothing with it, its map its
    /// own: a second game run beside this one (TIME ATTACK's ghost) whose writes never
    /// copy in play. Cheap right after [`Sim::load_deferred`], before the collision tables
    /// are built (each copy then builds its own with [`Sim::prepare`]).
    pub fn fork(&self) -> Sim {
        let mut s = self.clone();
        s.ground.own_map();
        s
    }

    /// The map as it is now (pickups taken, hoops passed, bricks broken).
    pub fn map(&self) -> &LevelMap {
        self.ground.map()
    }

    /// The map's rows.
    pub fn rows(&self) -> i32 {
        self.ground.rows()
    }

    /// The map's columns.
    pub fn cols(&self) -> i32 {
        self.ground.cols()
    }

    /// Events of the last step.
    pub fn events(&self) -> Events {
        self.sink.events()
    }

    /// Sounds started during the last step, in order (the game plays the last one: a new
    /// sound stops the current one).
    pub fn sounds(&self) -> &[Sound] {
        self.sink.sounds()
    }

    /// Play time as the original counts it, from the steps simulated (50 ms each).
    pub fn elapsed_ms(&self) -> i64 {
        self.ticks as i64 * 50
    }

    /// Whether the ball centre is on a water cell (the ball's own flag, updated each step).
    pub fn in_water(&self) -> bool {
        self.ball.in_water
    }

    /// A sprite's size in pixels.
    pub fn sprite_size(&self, sprite: usize) -> (i32, i32) {
        self.shapes.sprite_size(sprite)
    }

    /// The current frame of animation group `g`.
    pub fn anim_frame(&self, g: usize) -> u8 {
        self.anims.get(g).map_or(0, |a| a.frame)
    }

    /// The cell byte at `(row, col)` for the original's unguarded reads: a cell outside the
    /// map reads as empty and dry (the original would fault there).
    pub fn cell_unguarded(&self, row: i32, col: i32) -> u8 {
        self.ground.cell_unguarded(row, col)
    }

    /// Whether the exit door was entered and the level completes at the next step.
    /// Whether a paint since loading drew the power bar (see the field).
    pub fn bar_below(&self) -> bool {
        self.bar_below
    }

    /// The ball entered the door: the level completes at the next step.
    pub fn exit_pending(&self) -> bool {
        self.exit_requested
    }

    /// Whether the last death ended the game.
    pub fn is_game_over(&self) -> bool {
        self.game_over
    }

    /// The hash of the whole state ([`hash::state_hash`]).
    pub fn state_hash(&self) -> u64 {
        hash::state_hash(self)
    }

    /// The ball's step over this level's parts, and the door it may enter.
    fn motion(&mut self) -> (Motion<'_>, &mut Door) {
        let m = Motion::new(
            &mut self.ball,
            &self.shapes,
            &mut self.ground,
            &mut self.enemies,
            &mut self.tally,
            &mut self.sink,
        );
        (m, &mut self.door)
    }

    /// setSprite(s): changes the ball's sprite, moving the ball out of the tiles it would
    /// overlap (the unstick search).
    pub fn set_sprite(&mut self, s: usize) {
        self.motion().0.set_sprite(s);
    }

    /// Whether the ball's collision mask overlaps a solid tile pixel where it is now
    /// (outside the map counts as solid, as in the collision test).
    pub fn ball_in_tiles(&mut self) -> bool {
        let b = &self.ball;
        self.shapes.in_tiles(&mut self.ground, b.sprite, b.x, b.y)
    }

    /// The door's part of a paint (docs/RULES.md §5.3), by the original camera's tile origin,
    /// and the HUD's bar.
    fn paint_door(&mut self) {
        self.bar_below |= self.ball.power_bar > 0;
        let cam = door::camera_origin(self.ball.x, self.ball.y, self.rows(), self.cols());
        self.door.paint(self.exit, cam, self.tally.hoops_left);
    }

    /// One tick of the original's timer task (docs/RULES.md §3), from the exit check to the paint.
    pub fn step(&mut self, res: &Resources<'_>) -> Events {
        self.sink.clear();
        if self.game_over {
            self.sink.event(Events::GAME_OVER);
            return self.sink.events();
        }
        // 1. A pending exit completes the level (or ends the demo); the tick goes on.
        if self.exit_requested {
            self.exit_requested = false;
            self.door.open = false;
            if self.demo.is_some() {
                self.sink.event(Events::DEMO_END);
            } else {
                self.sink.event(Events::LEVEL_COMPLETE);
            }
        }
        // 4. Simulation.
        if let Some(mut demo) = self.demo {
            while let Some(r) = res.demo.get(demo.next) {
                if r.tick as i32 != demo.counter {
                    break;
                }
                if let Some(slot) = r.slot() {
                    self.slots.0[slot] = r.value;
                }
                demo.next += 1;
            }
            demo.counter += 1;
            if demo.next >= res.demo.len() {
                self.sink.event(Events::DEMO_END);
            }
            self.demo = Some(demo);
        }
        self.slots.apply(&mut self.ball.input);
        if let Some(demo) = self.demo.as_mut() {
            if self.slots.0[latch::SLOT_DEMO_TIP] != 0 {
                self.slots.0[latch::SLOT_DEMO_TIP] = 0;
                demo.tip = Some(80);
                self.sink.event(Events::TIP);
            }
            if self.slots.0[latch::SLOT_DEMO_END] == latch::PRESSED {
                self.slots.0[latch::SLOT_DEMO_END] = 0;
                self.sink.event(Events::DEMO_END);
            }
        }
        self.move_enemies();
        let (mut motion, door) = self.motion();
        match motion.update(door) {
            Verdict::Play => {}
            Verdict::Exit => self.exit_requested = true,
            Verdict::GameOver => self.game_over = true,
        }
        self.ground.tick_bricks();
        self.ticks += 1;
        // 5. Camera and the tile animation step.
        self.animate();
        // 6. Paint: the door moves, the tip counts down.
        self.paint_door();
        if let Some(demo) = self.demo.as_mut() {
            demo.painted = demo.tip.map(|_| demo.tip_index);
            if let Some(t) = demo.tip {
                if t - 1 < 0 {
                    demo.tip = None;
                    demo.tip_index += 1;
                } else {
                    demo.tip = Some(t - 1);
                }
            }
        }
        if self.game_over {
            self.sink.event(Events::GAME_OVER);
        }
        self.sink.events()
    }

    /// The tile animation step: each group's counter runs down its period, then the frame
    /// advances.
    pub fn animate(&mut self) {
        for a in self.anims.iter_mut() {
            a.counter -= 1;
            if a.counter <= 0 {
                a.counter = a.period;
                a.frame = if a.frame + 1 >= a.len { 0 } else { a.frame + 1 };
            }
        }
    }

    fn move_enemies(&mut self) {
        let blocker = if self.ball.f_form {
            let (w, h) = self.sprite_size(self.ball.sprite);
            let hw = w >> 1;
            let l = self.ball.x - hw - 1;
            // The top uses the half-width, as the original does.
            let t = self.ball.y - hw - 1;
            Some(enemy::Rect {
                l,
                t,
                w: w + 1,
                h: h + 1,
            })
        } else {
            None
        };
        for e in self.enemies.iter_mut() {
            e.step(blocker);
        }
    }
}

/// What restoring a continue snapshot (record 3) rewrites; nothing else changes state
/// from outside a step.
impl Sim {
    /// Finishes a death now: the respawn the dying countdown would reach (none with no
    /// life left).
    pub(crate) fn respawn_now(&mut self) {
        if self.tally.stats.lives > 0 {
            self.motion().0.respawn();
        }
    }

    pub(crate) fn tally_mut(&mut self) -> &mut Tally {
        &mut self.tally
    }

    pub(crate) fn door_mut(&mut self) -> &mut Door {
        &mut self.door
    }

    /// The enemies, to change in place: for tools and tests that set up a situation (the
    /// game moves them itself).
    pub fn enemies_mut(&mut self) -> &mut [Enemy] {
        &mut self.enemies
    }

    /// Sets the steps simulated (the play time a snapshot saved).
    pub(crate) fn set_ticks(&mut self, ticks: u32) {
        self.ticks = ticks;
    }

    /// Writes a cell byte as it is (restoring a snapshot).
    pub(crate) fn set_cell(&mut self, row: i32, col: i32, byte: u8) {
        self.ground.set_cell(row, col, byte);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use core::error::Error as _;

    #[test]
    fn load_errors_name_the_part_and_keep_the_cause() {
        let mask = MaskError::SizeMismatch {
            width: 2,
            height: 2,
            pixels: 3,
        };
        let e = LoadError::BallMask {
            mask: 1,
            error: mask,
        };
        assert_eq!(
            e.to_string(),
            "ball mask 1 cannot be used: a 2x2 mask needs 4 pixels, got 3"
        );
        assert_eq!(e.source().unwrap().to_string(), mask.to_string());
        let map = MapError::TooLarge { rows: 1, cols: 0 };
        let e = LoadError::Map {
            level: crate::res::LevelName::new(4, 22),
            error: map,
        };
        assert!(e
            .to_string()
            .starts_with("the map of Level 5 (index 4) cannot be used: "));
        assert_eq!(e.source().unwrap().to_string(), map.to_string());
        let none = crate::res::level_index(9, 3, false).unwrap_err();
        assert!(LoadError::NoSuchLevel(none).source().is_none());
        assert_eq!(
            LoadError::NoSuchLevel(none).to_string(),
            "there is no level 10 (index 9): levels are 1 to 2 (index 0 to 1)"
        );
        let s = snapshot::SnapshotError::Load(e);
        assert_eq!(s.source().unwrap().to_string(), e.to_string());
    }

    #[test]
    fn copies_share_the_map_until_one_writes_and_equal_maps_share_again() {
        let res = &crate::embedded::RESOURCES;
        let a = flow::Game::new(res, 0).unwrap().sim;
        let same = |x: &Sim, y: &Sim| core::ptr::eq(x.map(), y.map());
        let mut b = a.clone();
        assert!(same(&a, &b), "a copy shares the map");
        // A cell off the diagonal, written with another byte in the copy only.
        let (r, c) = (1, 3);
        let old = a.map().get(r, c).unwrap();
        b.set_cell(r, c, old ^ 1);
        assert!(!same(&a, &b));
        assert_eq!(a.map().get(r, c), Some(old), "the original is untouched");
        assert_eq!(b.map().get(r, c), Some(old ^ 1));
        assert_eq!(b.map().get(c, r), a.map().get(c, r));
        // Writing the same byte again copies nothing.
        let c1 = b.clone();
        b.set_cell(r, c, old ^ 1);
        assert!(same(&b, &c1));
        // Back to the original's bytes: equal, so shared again; a different map is not.
        let mut d = b.clone();
        b.set_cell(r, c, old);
        assert!(!same(&a, &b) && *a.map() == *b.map());
        assert!(b.share_map(&a) && same(&a, &b));
        assert!(!d.share_map(&a) && !same(&a, &d));
    }

    #[test]
    fn a_fork_holds_an_equal_map_of_its_own_and_runs_as_a_fresh_load() {
        let res = &crate::embedded::RESOURCES;
        let a = Sim::load_deferred(res, 0, Stats::default()).unwrap();
        let mut f = a.fork();
        assert!(!core::ptr::eq(a.map(), f.map()), "the fork shares no map");
        assert!(*a.map() == *f.map());
        // The fork steps as a level loaded on its own does, tick for tick (its tables
        // built in slices as it goes, the fresh one's at once).
        let mut fresh = Sim::load(res, 0, Stats::default()).unwrap();
        for t in 0..200u32 {
            let press = t % 40 < 25;
            f.key(Key::Right, press);
            fresh.key(Key::Right, press);
            f.prepare(2_000);
            f.step(res);
            fresh.step(res);
            assert_eq!(f.state_hash(), fresh.state_hash(), "tick {t}");
        }
        // The original is as loaded: nothing the fork wrote reached it.
        let again = Sim::load_deferred(res, 0, Stats::default()).unwrap();
        assert!(*a.map() == *again.map());
        assert_eq!(a.state_hash(), again.state_hash());
    }
}
