//! The ball (docs/RULES.md §4): its state ([`Ball`]) and its step (`Motion`), which sees only what it
//! is handed: the ball, its shapes, the ground (map, hit slots, bricks), the enemies, the
//! tally and the sink for events and sounds.
//!
//! Each concept has its file: the collision query and sprite change (`probe`), the update's
//! seventeen steps (`update`), the vertical and horizontal slot loops (`vertical`,
//! `horizontal`), platforms and enemies in a slot (`platform`), pickups and hoops
//! (`pickup`), power tiles (`power`), sprite animations (`animation`), death and respawn
//! (`life`).

mod animation;
mod hit;
mod horizontal;
mod life;
mod pickup;
mod platform;
mod power;
mod shapes;
mod state;
mod update;
mod vertical;

pub(crate) use shapes::Shapes;
pub use state::Ball;

use super::collision::Ground;
use super::enemy::Enemy;
use super::events::Sink;
use super::tally::Tally;

/// Restarts of one slot loop after which it stops (the original would loop forever).
pub const MAX_RESTARTS: u32 = 32;

/// The largest ball speed on either axis. A left wind adds to the speed every tick with no
/// cap of the original's (its `int` would wrap after days in a wind); the game holds it
/// here, about 140 times what any level's replay reaches (7,461), so a continue snapshot
/// of any game in play restores (`snapshot` accepts this bound) and the steps' sums stay
/// far from overflowing.
pub const MAX_SPEED: i32 = 1 << 20;

/// One ball step's view of the level: what it reads and what it changes, each handed in.
pub(crate) struct Motion<'a> {
    ball: &'a mut Ball,
    shapes: &'a Shapes,
    ground: &'a mut Ground,
    enemies: &'a mut [Enemy],
    tally: &'a mut Tally,
    sink: &'a mut Sink,
}

/// How the ball's update ended for the level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The level goes on.
    Play,
    /// The ball entered the open door: the level completes at the next step.
    Exit,
    /// The ball died with no life left.
    GameOver,
}

impl<'a> Motion<'a> {
    pub(crate) fn new(
        ball: &'a mut Ball,
        shapes: &'a Shapes,
        ground: &'a mut Ground,
        enemies: &'a mut [Enemy],
        tally: &'a mut Tally,
        sink: &'a mut Sink,
    ) -> Motion<'a> {
        Motion {
            ball,
            shapes,
            ground,
            enemies,
            tally,
            sink,
        }
    }
}

/// The locals of one update: the velocity copies, the combo, and the loop state.
struct Tick {
    vx: i32,
    vy: i32,
    combo: i32,
    /// The stored combo of the previous tick (`Z`).
    stored_combo: i32,
    sy: i32,
    falling: bool,
    wind_up: bool,
    steps: i32,
    died: bool,
}

/// What a slot's response did to the loop.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flow {
    Next,
    Handled,
    Restart,
    Died,
}
