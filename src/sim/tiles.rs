//! The tile ids the game rules name (docs/RULES.md §2), as the low seven bits of a map cell byte
//! (the high bit is the water flag, [`WATER`]). Tile meanings are fixed by the original's
//! tile table; the content pack assigns its own pictures to the same ids.
//!
//! These are the only tile id literals of the simulation and the tools: everything else
//! names them, or asks one of the predicates below.

pub use crate::res::lf::WATER;

/// The tile id of a cell byte (its water bit dropped).
#[inline]
pub const fn id(cell: u8) -> u8 {
    cell & !WATER
}

/// The largest id a cell byte can hold.
pub const LAST_ID: u8 = !WATER;

/// Nothing: air.
pub const EMPTY: u8 = 0;
/// The invisible deadly block (spike group; in no level).
pub const DEADLY: u8 = 1;
/// Rubber: springier landings and the jump combo.
pub const RUBBER: u8 = 2;

// Slopes, by the corner that is solid: floor slopes SE (rising to the right) and SW,
// ceiling slopes NW and NE. The rubber ones bounce like rubber, the wall ones are cut from
// the wall and stop like a wall when met on their flat side.
/// A rubber floor slope, solid at the bottom right.
pub const RUBBER_SLOPE_SE: u8 = 3;
/// A rubber floor slope, solid at the bottom left.
pub const RUBBER_SLOPE_SW: u8 = 4;
/// A rubber ceiling slope, solid at the top left.
pub const RUBBER_SLOPE_NW: u8 = 5;
/// A rubber ceiling slope, solid at the top right.
pub const RUBBER_SLOPE_NE: u8 = 6;
/// A wall floor slope, solid at the bottom right.
pub const WALL_SLOPE_SE: u8 = 113;
/// A wall floor slope, solid at the bottom left.
pub const WALL_SLOPE_SW: u8 = 114;
/// A wall ceiling slope, solid at the top left.
pub const WALL_SLOPE_NW: u8 = 115;
/// A wall ceiling slope, solid at the top right.
pub const WALL_SLOPE_NE: u8 = 116;

/// Breakable bricks (only the F-form breaks them).
pub const BRICK_A: u8 = 7;
/// The second breakable brick.
pub const BRICK_B: u8 = 8;
/// A breaking brick's first frame (not solid).
pub const BREAKING_1: u8 = 105;
/// A breaking brick's second frame (not solid).
pub const BREAKING_2: u8 = 106;

// Plain walls and bricks (most of the map).
/// A plain wall, the cell a flattened slope becomes.
pub const WALL: u8 = 110;
/// A plain wall, other art.
pub const WALL_B: u8 = 111;
/// A plain wall, other art.
pub const WALL_C: u8 = 112;

// Powers (docs/RULES.md §4.6).
/// Deflates the big ball.
pub const DEFLATER: u8 = 11;
/// Turns gravity up for a while.
pub const REVERSE_GRAVITY: u8 = 15;
/// Inflates the small ball.
pub const INFLATER: u8 = 18;
/// Turns the ball into the F-form.
pub const F_FORM: u8 = 22;
/// Jumps a quarter higher for a while.
pub const JUMP: u8 = 26;
/// Rolls faster for a while.
pub const SPEED: u8 = 39;

// Pickups (docs/RULES.md §5.1).
/// An extra life.
pub const LIFE: u8 = 12;
/// Points.
pub const GEM: u8 = 30;
/// A checkpoint not yet reached.
pub const CHECKPOINT: u8 = 34;
/// The checkpoint the ball respawns at.
pub const CHECKPOINT_ACTIVE: u8 = 35;

// Winds (no collision): strong pushes 250 (sideways) or 100 (up), breezes half that.
/// A strong wind to the right.
pub const WIND_RIGHT: u8 = 43;
/// A strong wind to the left.
pub const WIND_LEFT: u8 = 44;
/// A strong wind up.
pub const WIND_UP: u8 = 45;
/// A strong wind to the right, other art.
pub const WIND_RIGHT_2: u8 = 49;
/// A strong wind to the left, other art.
pub const WIND_LEFT_2: u8 = 50;
/// A strong wind up, other art.
pub const WIND_UP_2: u8 = 51;
/// A strong wind to the right, other art.
pub const WIND_RIGHT_3: u8 = 73;
/// A breeze up.
pub const BREEZE_UP: u8 = 75;
/// A breeze to the left.
pub const BREEZE_LEFT: u8 = 76;

// Fan housings: solid masks, some of which also push like a wind. 56..=60 are housings too.
/// A fan housing that blows right.
pub const FAN_RIGHT: u8 = 52;
/// A fan housing that blows up.
pub const FAN_UP: u8 = 53;
/// A fan housing that blows right, other art.
pub const FAN_RIGHT_2: u8 = 54;
/// The first of the plain fan housings (to [`FAN_HOUSING_LAST`]).
pub const FAN_HOUSING: u8 = 55;
/// The last of the plain fan housings.
pub const FAN_HOUSING_LAST: u8 = 61;
/// A fan housing that blows right, other art.
pub const FAN_RIGHT_3: u8 = 66;
/// A fan housing that blows up, other art.
pub const FAN_UP_2: u8 = 67;
/// A plain fan housing.
pub const FAN_HOUSING_2: u8 = 68;
/// A fan housing that blows right, other art.
pub const FAN_RIGHT_4: u8 = 69;
/// A plain fan housing.
pub const FAN_HOUSING_3: u8 = 70;
/// A fan housing that blows up, other art.
pub const FAN_UP_3: u8 = 71;
/// A plain fan housing.
pub const FAN_HOUSING_4: u8 = 72;

// Spikes, in two runs of ids (the original gives them no other names).
/// The first spike of the first run.
pub const SPIKE_A0: u8 = 62;
/// A spike of the first run.
pub const SPIKE_A1: u8 = 63;
/// A spike of the first run.
pub const SPIKE_A2: u8 = 64;
/// The last spike of the first run.
pub const SPIKE_A3: u8 = 65;
/// The first spike of the second run.
pub const SPIKE_B0: u8 = 85;
/// A spike of the second run, the last of those a conveyor kills on ([`kills_on_conveyor`]).
pub const SPIKE_B4: u8 = 89;
/// The last spike of the second run.
pub const SPIKE_B7: u8 = 92;

// Conveyors; 80 and 81 are animation frames between them.
/// A conveyor carrying left.
pub const CONVEYOR_LEFT: u8 = 79;
/// A conveyor carrying left, other frame.
pub const CONVEYOR_LEFT_2: u8 = 82;
/// A conveyor carrying right.
pub const CONVEYOR_RIGHT: u8 = 83;
/// A conveyor carrying right, other frame.
pub const CONVEYOR_RIGHT_2: u8 = 84;
/// A conveyor carrying right, other art.
pub const CONVEYOR_RIGHT_3: u8 = 108;
/// A conveyor carrying left, other art.
pub const CONVEYOR_LEFT_3: u8 = 109;

// Hoops: small ones in one cell, big ones over two (top/bottom or left/right).
/// A small upright hoop, to roll through.
pub const SMALL_V_HOOP: u8 = 93;
/// A small lying hoop, to fall or jump through.
pub const SMALL_H_HOOP: u8 = 94;
/// A small upright hoop passed.
pub const SMALL_V_HOOP_PASSED: u8 = 95;
/// A small lying hoop passed.
pub const SMALL_H_HOOP_PASSED: u8 = 96;
/// A big upright hoop's top cell.
pub const BIG_V_TOP: u8 = 97;
/// A big upright hoop's bottom cell.
pub const BIG_V_BOTTOM: u8 = 98;
/// A big upright hoop's top cell, passed.
pub const BIG_V_TOP_PASSED: u8 = 99;
/// A big upright hoop's bottom cell, passed.
pub const BIG_V_BOTTOM_PASSED: u8 = 100;
/// A big lying hoop's left cell.
pub const BIG_H_LEFT: u8 = 101;
/// A big lying hoop's right cell.
pub const BIG_H_RIGHT: u8 = 102;
/// A big lying hoop's left cell, passed.
pub const BIG_H_LEFT_PASSED: u8 = 103;
/// A big lying hoop's right cell, passed.
pub const BIG_H_RIGHT_PASSED: u8 = 104;

// What a probe slot reads when it touched an enemy instead of a tile (docs/RULES.md §4.4, §5.4): ids past
// the tile range, so one match handles both.
/// A platform, or any enemy under F met from above or below.
pub const SLOT_PLATFORM: u8 = 200;
/// A spiked enemy.
pub const SLOT_SPIKED: u8 = 201;
/// Any other enemy.
pub const SLOT_OTHER_ENEMY: u8 = 202;

/// Spikes and the invisible deadly block.
pub fn is_spike(t: u8) -> bool {
    t == DEADLY || (SPIKE_A0..=SPIKE_A3).contains(&t) || (SPIKE_B0..=SPIKE_B7).contains(&t)
}

/// The spikes that kill a ball a conveyor pushes into them (docs/RULES.md §4.4: the original's list, which
/// leaves some spikes out).
pub fn kills_on_conveyor(t: u8) -> bool {
    matches!(t, SPIKE_A1 | SPIKE_A2 | SPIKE_B0..=SPIKE_B4 | SPIKE_B7)
}

/// Tiles that add an upward wind (docs/RULES.md §4.3 step 10), and how hard.
pub fn up_wind(t: u8) -> Option<i32> {
    match t {
        WIND_UP | WIND_UP_2 | FAN_UP | FAN_UP_2 | FAN_UP_3 => Some(100),
        BREEZE_UP => Some(50),
        _ => None,
    }
}

/// Power tiles (docs/RULES.md §4.6).
pub fn is_power(t: u8) -> bool {
    matches!(
        t,
        DEFLATER | REVERSE_GRAVITY | INFLATER | F_FORM | JUMP | SPEED
    )
}

/// The bricks the F ball breaks (docs/RULES.md §5.6).
pub fn is_brick(t: u8) -> bool {
    matches!(t, BRICK_A | BRICK_B)
}

/// The plain walls (not the slopes cut from them).
pub fn is_wall(t: u8) -> bool {
    matches!(t, WALL | WALL_B | WALL_C)
}

/// Tiles that blow the ball to the left (docs/RULES.md §4.3 step 15), and how hard.
pub fn left_wind(t: u8) -> Option<i32> {
    match t {
        WIND_LEFT | WIND_LEFT_2 => Some(250),
        BREEZE_LEFT => Some(125),
        _ => None,
    }
}

/// Tiles that blow the ball to the right (docs/RULES.md §4.3 step 15), fans included.
pub fn pushes_right(t: u8) -> bool {
    matches!(
        t,
        WIND_RIGHT
            | WIND_RIGHT_2
            | WIND_RIGHT_3
            | FAN_RIGHT
            | FAN_RIGHT_2
            | FAN_RIGHT_3
            | FAN_RIGHT_4
    )
}

/// The way a conveyor carries the ball (+1 right, -1 left); `None` off a conveyor and on
/// its animation frames between.
pub fn conveyor_push(t: u8) -> Option<i32> {
    match t {
        CONVEYOR_RIGHT | CONVEYOR_RIGHT_2 | CONVEYOR_RIGHT_3 => Some(1),
        CONVEYOR_LEFT | CONVEYOR_LEFT_2 | CONVEYOR_LEFT_3 => Some(-1),
        _ => None,
    }
}

/// The two cells of a big horizontal hoop, passed or not (the probe meets them by id).
pub fn is_big_h_hoop(t: u8) -> bool {
    (BIG_H_LEFT..=BIG_H_RIGHT_PASSED).contains(&t)
}

/// The two cells of a big vertical hoop, passed or not (the probe meets them by id).
pub fn is_big_v_hoop(t: u8) -> bool {
    (BIG_V_TOP..=BIG_V_BOTTOM_PASSED).contains(&t)
}

/// Every cell of a hoop not passed yet (both halves of a big one).
pub fn is_unpassed_hoop(t: u8) -> bool {
    matches!(
        t,
        SMALL_V_HOOP | SMALL_H_HOOP | BIG_V_TOP | BIG_V_BOTTOM | BIG_H_LEFT | BIG_H_RIGHT
    )
}

/// Pickups (docs/RULES.md §5.1).
pub fn is_pickup(t: u8) -> bool {
    matches!(t, LIFE | GEM | CHECKPOINT)
}

/// Conveyor cells, with the animation frames between the first four.
pub fn is_conveyor(t: u8) -> bool {
    (CONVEYOR_LEFT..=CONVEYOR_RIGHT_2).contains(&t)
        || matches!(t, CONVEYOR_RIGHT_3 | CONVEYOR_LEFT_3)
}

/// Fan housings, drawn again over the ball (docs/RULES.md §2).
pub fn is_fan(t: u8) -> bool {
    (FAN_RIGHT..=FAN_HOUSING_LAST).contains(&t) || (FAN_RIGHT_3..=FAN_HOUSING_4).contains(&t)
}

/// Hoop cells whose front half is drawn over the ball.
pub fn is_hoop(t: u8) -> bool {
    (SMALL_V_HOOP..=BIG_H_RIGHT_PASSED).contains(&t)
}

/// Cells that count towards hoopsLeft at load (a big hoop counts once).
pub fn counts_as_hoop(t: u8) -> bool {
    matches!(t, SMALL_V_HOOP | SMALL_H_HOOP | BIG_V_TOP | BIG_H_LEFT)
}

/// Cells the continue snapshot keeps (docs/RULES.md §6.5).
pub fn in_snapshot(t: u8) -> bool {
    matches!(
        t,
        BRICK_A | BRICK_B | LIFE | GEM | CHECKPOINT | CHECKPOINT_ACTIVE
    ) || is_hoop(t)
}

/// Fresh-map cells a restored snapshot rewrites (docs/RULES.md §6.5): the kept ones but the active
/// checkpoint, which no fresh map has.
pub fn restored_by_snapshot(t: u8) -> bool {
    matches!(t, BRICK_A | BRICK_B | LIFE | GEM | CHECKPOINT) || is_hoop(t)
}
