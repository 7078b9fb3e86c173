//! The save data, in the original's record layouts (docs/RULES.md §6.5): record 1 (the highest unlocked
//! level), record 2 (sound, vibration, top five) and record 3 (the continue snapshot). The
//! platform stores these bytes; everything read back is checked and a bad record is an
//! error, never a panic.

use super::flow::{Game, Phase, TOP_SCORES};
use super::{tiles, Ball, LoadError, Stats};
use crate::res::Resources;
use alloc::vec::Vec;

/// Most map cells a snapshot keeps; more and the original does not write the record.
pub const MAX_CELLS: usize = 50;

/// The largest ball speed (either axis) a snapshot may hold: the game's own bound.
pub use super::ball::MAX_SPEED;
/// The largest power or F timer a snapshot may hold.
const MAX_TIMER: i32 = 550;
/// The deepest bounce a landing starts: a big ball with the jump boost (`bounce_cap`), which
/// landings then work up towards 0.
pub const DEEPEST_BOUNCE: i32 = -150;
/// The deepest rubber combo: the game clamps it there as it stores it.
pub const DEEPEST_COMBO: i32 = -83;
/// The largest score or level points a snapshot may hold: far past any play (a pickup gives
/// at most 2,500), and far enough from `i32`'s end that the play after a continue cannot
/// overflow it.
pub const MAX_SCORE: i32 = 1 << 30;
/// The longest time in a level a snapshot may hold (about 620 days): the tick count keeps
/// counting without overflowing.
pub const MAX_ELAPSED_MS: i64 = 50 << 30;

/// Why a record could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SnapshotError {
    /// The record ends early.
    Truncated,
    /// Bytes after the record's end.
    TrailingBytes,
    /// A field outside what the game accepts.
    Invalid(&'static str),
    /// The level could not be loaded.
    Load(LoadError),
}

impl core::fmt::Display for SnapshotError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            SnapshotError::Truncated => write!(f, "the record ends early"),
            SnapshotError::TrailingBytes => write!(f, "bytes after the end of the record"),
            SnapshotError::Invalid(what) => write!(f, "invalid {what}"),
            SnapshotError::Load(e) => write!(f, "{e}"),
        }
    }
}

impl core::error::Error for SnapshotError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            SnapshotError::Load(e) => Some(e),
            _ => None,
        }
    }
}

struct W(Vec<u8>);

impl W {
    fn i32(&mut self, v: i32) {
        self.0.extend_from_slice(&v.to_be_bytes());
    }
    fn i64(&mut self, v: i64) {
        self.0.extend_from_slice(&v.to_be_bytes());
    }
    fn i16(&mut self, v: i16) {
        self.0.extend_from_slice(&v.to_be_bytes());
    }
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }
    fn bool(&mut self, v: bool) {
        self.0.push(v as u8);
    }
}

struct R<'a>(&'a [u8]);

impl R<'_> {
    fn take<const N: usize>(&mut self) -> Result<[u8; N], SnapshotError> {
        if self.0.len() < N {
            return Err(SnapshotError::Truncated);
        }
        let mut a = [0u8; N];
        a.copy_from_slice(&self.0[..N]);
        self.0 = &self.0[N..];
        Ok(a)
    }
    fn i32(&mut self) -> Result<i32, SnapshotError> {
        Ok(i32::from_be_bytes(self.take()?))
    }
    fn i64(&mut self) -> Result<i64, SnapshotError> {
        Ok(i64::from_be_bytes(self.take()?))
    }
    fn i16(&mut self) -> Result<i16, SnapshotError> {
        Ok(i16::from_be_bytes(self.take()?))
    }
    fn u8(&mut self) -> Result<u8, SnapshotError> {
        Ok(self.take::<1>()?[0])
    }
    fn bool(&mut self) -> Result<bool, SnapshotError> {
        match self.u8()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(SnapshotError::Invalid("boolean")),
        }
    }
    fn finish(&self) -> Result<(), SnapshotError> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(SnapshotError::TrailingBytes)
        }
    }
}

/// Record 1: the highest unlocked level (1 by default, 0 for all).
pub fn write_unlocked(highest: i32) -> [u8; 4] {
    highest.to_be_bytes()
}

/// Reads record 1.
///
/// # Errors
///
/// A record that is not one `i32`, or a negative level.
pub fn read_unlocked(b: &[u8]) -> Result<i32, SnapshotError> {
    let mut r = R(b);
    let v = r.i32()?;
    r.finish()?;
    if v < 0 {
        return Err(SnapshotError::Invalid("highest unlocked level"));
    }
    Ok(v)
}

/// Record 2: sound, vibration and the top five scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Sound on.
    pub sound: bool,
    /// Vibration on: kept for the original's record, the port does not vibrate.
    pub vibra: bool,
    /// The top scores, highest first.
    pub records: [i32; TOP_SCORES],
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            sound: true,
            vibra: false,
            records: [0; TOP_SCORES],
        }
    }
}

impl Settings {
    /// Record 2's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = W(Vec::with_capacity(22));
        w.bool(self.sound);
        w.bool(self.vibra);
        for r in self.records {
            w.i32(r);
        }
        w.0
    }

    /// Reads record 2.
    ///
    /// # Errors
    ///
    /// A record shorter or longer than record 2.
    pub fn from_bytes(b: &[u8]) -> Result<Settings, SnapshotError> {
        let mut r = R(b);
        let sound = r.bool()?;
        let vibra = r.bool()?;
        let mut records = [0; TOP_SCORES];
        for x in records.iter_mut() {
            *x = r.i32()?;
        }
        r.finish()?;
        Ok(Settings {
            sound,
            vibra,
            records,
        })
    }
}

/// Record 3's state: no game to continue (after a game over).
pub const STATE_NONE: u8 = 0;
/// Record 3's state: a level in play, continued where it was.
pub const STATE_IN_PLAY: u8 = 1;
/// Record 3's state: a level completed, continued at the next one.
pub const STATE_LEVEL_COMPLETE: u8 = 2;

/// What record 3 says at boot: whether Continue is offered, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ContinueInfo {
    /// [`STATE_IN_PLAY`] or [`STATE_LEVEL_COMPLETE`].
    pub state: u8,
    /// The level saved (0-based).
    pub level: i32,
    /// The lives left.
    pub lives: i32,
    /// The score.
    pub score: i32,
}

/// Reads only the head of record 3 (the boot needs level, lives and score).
///
/// # Errors
///
/// A record cut short or with a state it does not know.
pub fn peek(b: &[u8]) -> Result<Option<ContinueInfo>, SnapshotError> {
    let mut r = R(b);
    let state = r.u8()?;
    if state == STATE_NONE {
        return Ok(None);
    }
    if state > STATE_LEVEL_COMPLETE {
        return Err(SnapshotError::Invalid("snapshot state"));
    }
    let level = r.i32()?;
    let lives = r.i32()?;
    let _completed = r.i32()?;
    let _one_go = r.bool()?;
    let score = r.i32()?;
    Ok(Some(ContinueInfo {
        state,
        level,
        lives,
        score,
    }))
}

impl Game {
    /// Record 3 for this game: [`STATE_IN_PLAY`], [`STATE_LEVEL_COMPLETE`], or
    /// [`STATE_NONE`] after game over. A dying ball respawns first (which costs a life).
    /// `None` when more than 50 cells would be kept (the original does not write the
    /// record then).
    pub fn snapshot(&mut self) -> Option<Vec<u8>> {
        let state = match self.phase {
            Phase::Playing => STATE_IN_PLAY,
            Phase::LevelComplete { .. } | Phase::Congratulation { .. } => STATE_LEVEL_COMPLETE,
            Phase::GameOver | Phase::DemoEnded => return Some(alloc::vec![STATE_NONE]),
        };
        if self.sim.ball().dying {
            self.sim.respawn_now();
        }
        // A finished level is saved as its confirm leaves the game: counted, its bonus in
        // the score (Continue then starts the next level).
        let (completed, score) = match self.phase {
            Phase::LevelComplete { .. } => (self.levels_completed.saturating_add(1), self.score()),
            _ => (self.levels_completed, self.sim.stats().score),
        };
        let s = &self.sim;
        let mut w = W(Vec::with_capacity(256));
        w.u8(state);
        w.i32(s.level() as i32);
        w.i32(s.stats().lives);
        w.i32(completed);
        w.bool(self.started_at_level1);
        w.i32(score);
        w.i32(s.level_pts());
        w.i64(s.elapsed_ms());
        w.i32(s.door().anim);
        w.bool(s.door().open);
        w.i32(s.hoops_left());
        let b = s.ball();
        for v in [
            b.x,
            b.y,
            b.respawn_row,
            b.respawn_col,
            b.vx,
            b.vy,
            b.bounce,
            b.rubber_combo,
            b.f_form_timer,
            b.power_timer,
        ] {
            w.i32(v);
        }
        for v in [b.on_ground, b.f_form, b.big, b.reverse_gravity, b.animating] {
            w.bool(v);
        }
        w.u8(b.size_change as u8);
        w.u8(b.f_form_change as u8);
        w.i32(b.anim_ticks);
        w.i32(b.sprite as i32);
        let map = s.map();
        let cols = map.cols();
        let kept: Vec<(usize, u8)> = map
            .cells()
            .iter()
            .enumerate()
            .filter(|(_, c)| tiles::in_snapshot(tiles::id(**c)))
            .map(|(i, c)| (i, *c))
            .collect();
        if kept.len() > MAX_CELLS {
            return None;
        }
        w.u8(kept.len() as u8);
        for (i, c) in kept {
            w.i16((i / cols) as i16);
            w.i16((i % cols) as i16);
            w.u8(c);
        }
        for e in s.enemies() {
            w.i32(e.x_off);
            w.i32(e.y_off);
            w.u8(e.x_speed as i8 as u8);
            w.u8(e.y_speed as i8 as u8);
        }
        Some(w.0)
    }

    /// Continue: reloads the saved level and overwrites it with record 3. A level complete
    /// loads the next level fresh with the saved lives and score.
    ///
    /// # Errors
    ///
    /// A record cut short, with a value out of range for the level (position, level, lives,
    /// animation, cells), or a level that does not load.
    pub fn restore(res: &Resources<'_>, b: &[u8]) -> Result<Game, SnapshotError> {
        let mut r = R(b);
        let state = r.u8()?;
        if !(STATE_IN_PLAY..=STATE_LEVEL_COMPLETE).contains(&state) {
            return Err(SnapshotError::Invalid("snapshot state"));
        }
        let level = r.i32()?;
        let playable = res.levels.len().saturating_sub(1) as i32;
        if !(0..playable).contains(&level) {
            return Err(SnapshotError::Invalid("level"));
        }
        let lives = r.i32()?;
        if !(0..=5).contains(&lives) {
            return Err(SnapshotError::Invalid("lives"));
        }
        let levels_completed = r.i32()?;
        if !(0..=res.levels.len() as i32).contains(&levels_completed) {
            return Err(SnapshotError::Invalid("levels completed"));
        }
        let started_at_level1 = r.bool()?;
        let score = r.i32()?;
        if !(0..=MAX_SCORE).contains(&score) {
            return Err(SnapshotError::Invalid("score"));
        }
        let stats = Stats { lives, score };
        let next = if state == STATE_LEVEL_COMPLETE {
            level + 1
        } else {
            level
        };
        if next >= playable {
            return Err(SnapshotError::Invalid("level"));
        }
        let mut game = Game::new(res, next as usize).map_err(SnapshotError::Load)?;
        game.sim.tally_mut().stats = stats;
        game.level_start = stats;
        game.levels_completed = levels_completed;
        game.started_at_level1 = started_at_level1;
        if state == STATE_LEVEL_COMPLETE {
            return Ok(game);
        }
        let s = &mut game.sim;
        let level_pts = r.i32()?;
        if !(0..=MAX_SCORE).contains(&level_pts) {
            return Err(SnapshotError::Invalid("level points"));
        }
        s.tally_mut().level_pts = level_pts;
        let elapsed = r.i64()?;
        if !(0..=MAX_ELAPSED_MS).contains(&elapsed) {
            return Err(SnapshotError::Invalid("elapsed time"));
        }
        s.set_ticks((elapsed / 50) as u32);
        let door = s.door_mut();
        door.anim = r.i32()?;
        door.drawn = door.anim;
        // A door the ball entered keeps counting past 71 (docs/RULES.md §5.3), so any count from 0 up
        // can be saved.
        if door.anim < 0 {
            return Err(SnapshotError::Invalid("door animation"));
        }
        door.open = r.bool()?;
        // Hoops are only ever passed: no more are left than the level starts with.
        let hoops_left = r.i32()?;
        if !(0..=s.hoops_left()).contains(&hoops_left) {
            return Err(SnapshotError::Invalid("hoops left"));
        }
        s.tally_mut().hoops_left = hoops_left;
        let mut ball = Ball::spawn(0, 0, false);
        let mut f = [0i32; 10];
        for v in f.iter_mut() {
            *v = r.i32()?;
        }
        [
            ball.x,
            ball.y,
            ball.respawn_row,
            ball.respawn_col,
            ball.vx,
            ball.vy,
            ball.bounce,
            ball.rubber_combo,
            ball.f_form_timer,
            ball.power_timer,
        ] = f;
        let (rows, cols) = (s.rows(), s.cols());
        if !(0..16 * cols).contains(&ball.x) || !(0..16 * rows).contains(&ball.y) {
            return Err(SnapshotError::Invalid("ball position"));
        }
        if !(0..rows).contains(&ball.respawn_row) || !(0..cols).contains(&ball.respawn_col) {
            return Err(SnapshotError::Invalid("respawn cell"));
        }
        // The game holds the speed within this bound (a left wind would otherwise add to it
        // with no cap; level 6's replay reaches 7461), so every snapshot it writes restores.
        if !(-MAX_SPEED..=MAX_SPEED).contains(&ball.vx)
            || !(-MAX_SPEED..=MAX_SPEED).contains(&ball.vy)
        {
            return Err(SnapshotError::Invalid("ball velocity"));
        }
        // A landing's bounce is a speed the game takes as the ball's next (upward) velocity.
        if !(DEEPEST_BOUNCE..=0).contains(&ball.bounce) {
            return Err(SnapshotError::Invalid("ball bounce"));
        }
        if !(DEEPEST_COMBO..=0).contains(&ball.rubber_combo) {
            return Err(SnapshotError::Invalid("rubber combo"));
        }
        // The game sets them to 450 and 550 and counts them down to 0.
        if !(0..=MAX_TIMER).contains(&ball.f_form_timer)
            || !(0..=MAX_TIMER).contains(&ball.power_timer)
        {
            return Err(SnapshotError::Invalid("power timer"));
        }
        ball.on_ground = r.bool()?;
        ball.f_form = r.bool()?;
        ball.big = r.bool()?;
        ball.reverse_gravity = r.bool()?;
        ball.animating = r.bool()?;
        ball.size_change = r.u8()? as i8 as i32;
        ball.f_form_change = r.u8()? as i8 as i32;
        ball.anim_ticks = r.i32()?;
        let sprite = r.i32()?;
        if !(0..=3).contains(&ball.size_change)
            || !(0..=3).contains(&ball.f_form_change)
            || !(0..=25).contains(&ball.anim_ticks)
        {
            return Err(SnapshotError::Invalid("ball animation"));
        }
        if !(0..super::SPRITES as i32).contains(&sprite) {
            return Err(SnapshotError::Invalid("sprite"));
        }
        ball.respawn_big = false;
        ball.input = 0;
        *s.ball_mut() = ball;
        // Re-apply the sprite through setSprite.
        s.set_sprite(sprite as usize);
        // Cells: every keepable cell of the fresh map takes its saved byte, or empties.
        let k = r.u8()? as usize;
        let mut saved: heapless::Vec<(i16, i16, u8), MAX_CELLS> = heapless::Vec::new();
        for _ in 0..k {
            let row = r.i16()?;
            let col = r.i16()?;
            let c = r.u8()?;
            if !(0..rows).contains(&(row as i32)) || !(0..cols).contains(&(col as i32)) {
                return Err(SnapshotError::Invalid("saved cell position"));
            }
            saved
                .push((row, col, c))
                .map_err(|_| SnapshotError::Invalid("saved cell count"))?;
        }
        for row in 0..rows {
            for col in 0..cols {
                let cell = s.cell_unguarded(row, col);
                if tiles::restored_by_snapshot(tiles::id(cell)) {
                    let byte = saved
                        .iter()
                        .find(|(r2, c2, _)| *r2 as i32 == row && *c2 as i32 == col)
                        .map_or(cell & tiles::WATER, |(_, _, b)| *b);
                    s.set_cell(row, col, byte);
                }
            }
        }
        for e in s.enemies_mut() {
            let x_off = r.i32()?;
            let y_off = r.i32()?;
            let xs = r.u8()? as i8 as i32;
            let ys = r.u8()? as i8 as i32;
            // The enemy's own step clamps its offsets into its path; before its first step
            // it stands where the level places it.
            if !e.path_holds(x_off, y_off) && (x_off, y_off) != (e.x_off, e.y_off) {
                return Err(SnapshotError::Invalid("enemy position"));
            }
            e.x_off = x_off;
            e.y_off = y_off;
            e.x_speed = xs;
            e.y_speed = ys;
        }
        r.finish()?;
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip() {
        let s = Settings {
            sound: false,
            vibra: true,
            records: [9000, 500, 3, 2, 1],
        };
        let b = s.to_bytes();
        assert_eq!(b.len(), 22);
        assert_eq!(Settings::from_bytes(&b).unwrap(), s);
        assert_eq!(
            Settings::from_bytes(&b[..21]),
            Err(SnapshotError::Truncated)
        );
        let mut bad = b.clone();
        bad[0] = 7;
        assert_eq!(
            Settings::from_bytes(&bad),
            Err(SnapshotError::Invalid("boolean"))
        );
        assert_eq!(read_unlocked(&write_unlocked(4)), Ok(4));
        assert!(read_unlocked(&[0, 0, 0]).is_err());
        assert!(read_unlocked(&(-1i32).to_be_bytes()).is_err());
    }

    #[test]
    fn the_deepest_bounce_is_the_deepest_cap_of_any_ball() {
        let mut deepest = 0;
        for flags in 0..8u8 {
            let mut b = Ball::spawn(1, 1, false);
            b.big = flags & 1 != 0;
            b.f_form = flags & 2 != 0;
            b.jump_boost = flags & 4 != 0;
            deepest = deepest.min(b.bounce_cap());
        }
        assert_eq!(deepest, DEEPEST_BOUNCE);
    }
}
