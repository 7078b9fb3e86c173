//! The tile ids the game rules name (spec §2). Tile meanings are fixed by the original's
//! tile table; the content pack assigns its own pictures to the same ids.

pub const EMPTY: u8 = 0;
pub const DEADLY: u8 = 1;
pub const RUBBER: u8 = 2;
pub const BRICK_A: u8 = 7;
pub const BRICK_B: u8 = 8;
pub const DEFLATER: u8 = 11;
pub const LIFE: u8 = 12;
pub const REVERSE_GRAVITY: u8 = 15;
pub const INFLATER: u8 = 18;
pub const F_FORM: u8 = 22;
pub const JUMP: u8 = 26;
pub const GEM: u8 = 30;
pub const CHECKPOINT: u8 = 34;
pub const CHECKPOINT_ACTIVE: u8 = 35;
pub const SPEED: u8 = 39;
pub const SMALL_V_HOOP: u8 = 93;
pub const SMALL_H_HOOP: u8 = 94;
pub const SMALL_V_HOOP_PASSED: u8 = 95;
pub const SMALL_H_HOOP_PASSED: u8 = 96;
pub const BIG_V_TOP: u8 = 97;
pub const BIG_V_BOTTOM: u8 = 98;
pub const BIG_V_TOP_PASSED: u8 = 99;
pub const BIG_V_BOTTOM_PASSED: u8 = 100;
pub const BIG_H_LEFT: u8 = 101;
pub const BIG_H_RIGHT: u8 = 102;
pub const BIG_H_LEFT_PASSED: u8 = 103;
pub const BIG_H_RIGHT_PASSED: u8 = 104;
pub const BREAKING_1: u8 = 105;
pub const BREAKING_2: u8 = 106;
pub const WALL: u8 = 110;

/// Spikes and the invisible deadly block.
pub fn is_spike(t: i32) -> bool {
    t == 1 || (62..=65).contains(&t) || (85..=92).contains(&t)
}

/// Tiles that add an upward wind (§4.3 step 10), and how hard.
pub fn up_wind(t: i32) -> Option<i32> {
    match t {
        45 | 51 | 53 | 67 | 71 => Some(100),
        75 => Some(50),
        _ => None,
    }
}

/// Power tiles (§4.6).
pub fn is_power(t: i32) -> bool {
    matches!(t, 11 | 15 | 18 | 22 | 26 | 39)
}

/// Pickups (§5.1).
pub fn is_pickup(t: i32) -> bool {
    matches!(t, 12 | 30 | 34)
}

/// Fan housings, drawn again over the ball (§2).
pub fn is_fan(t: u8) -> bool {
    (52..=61).contains(&t) || (66..=72).contains(&t)
}

/// Hoop cells whose front half is drawn over the ball.
pub fn is_hoop(t: u8) -> bool {
    (93..=104).contains(&t)
}

/// Cells that count towards hoopsLeft at load (a big hoop counts once).
pub fn counts_as_hoop(t: u8) -> bool {
    matches!(t, 93 | 94 | 97 | 101)
}

/// Cells the continue snapshot keeps (§6.5).
pub fn in_snapshot(t: u8) -> bool {
    matches!(t, 7 | 8 | 12 | 30 | 34 | 35) || (93..=104).contains(&t)
}
