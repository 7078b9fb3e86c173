//! `bounceback play`: runs a level headless, as New Game on that level does (lives 3,
//! score 0), with a replay or the demo; prints one JSON summary line, and optionally writes
//! a per-tick trace and PNG frames drawn by the core's renderer. With `--view original
//! --scale 1:1|sharp|smooth` the frames are the PSP's whole screen with the original's
//! window shown at that SCREEN setting; `--frame-hashes` stay the 1:1 picture's.

use super::replay;
use super::resdir::RawFiles;
use super::{Args, Failure};
use crate::gfx::scale::Scale;
use crate::gfx::{Canvas, Frame, Rect, SCREEN_H, SCREEN_W};
use crate::render::{hud, original, scene};
use crate::res::crc32::crc32;
use crate::res::Resources;
use crate::sim::attack::{ghost::Ghost, Run};
use crate::sim::flow::Game;
use crate::sim::replay::{Player, ReplayEvent};
use crate::sim::{door, latch, Events, Sim, Sound};
use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Steps a run may take when `--ticks` is not given (30 minutes of play).
pub const DEFAULT_TICKS: u32 = 36_000;

/// What a run did: the JSON line `play` prints, and what the tests and `solve` check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunSummary {
    /// The level played (0-based).
    pub level: usize,
    /// Steps run.
    pub ticks: u32,
    /// The state hash at the end ([`crate::sim::hash::state_hash`]).
    pub hash: u64,
    /// Lives left.
    pub lives: i32,
    /// The score.
    pub score: i32,
    /// Hoops still to pass.
    pub hoops_left: i32,
    /// Deaths on the way.
    pub deaths: u32,
    /// The level was completed.
    pub exit: bool,
    /// Every event of the run.
    pub events: Events,
}

impl RunSummary {
    /// The summary as the one JSON line `play` prints.
    pub fn json(&self) -> String {
        format!(
            "{{\"level\":{},\"ticks\":{},\"hash\":\"{:016x}\",\"lives\":{},\"score\":{},\"hoops_left\":{},\"deaths\":{},\"exit\":{}}}",
            self.level,
            self.ticks,
            self.hash,
            self.lives,
            self.score,
            self.hoops_left,
            self.deaths,
            self.exit
        )
    }
}

/// Options of one run.
#[derive(Default)]
pub struct RunOptions<'a> {
    /// The level (0-based; the first when `None`).
    pub level: Option<usize>,
    /// Play the demo instead of a level.
    pub demo: bool,
    /// The input, in tick order.
    pub replay: &'a [ReplayEvent],
    /// Steps at most ([`DEFAULT_TICKS`] when `None`).
    pub ticks: Option<u32>,
    /// Where to write a trace line a step ([`trace_line`]).
    pub trace: Option<&'a mut dyn Write>,
    /// Where to write pictures of the run, and every how many steps.
    pub frames: Option<(&'a Path, u32)>,
    /// `TICK CRC32` of each tick's frame, the oracle's `hashes/` format.
    pub frame_hashes: Option<&'a mut dyn Write>,
    /// The view frames are drawn in.
    pub view: View,
    /// Whether frames carry the boxes' text (the oracle's frames do not).
    pub text: bool,
    /// Each tick's text boxes (original view), one JSON line per tick that has any.
    pub text_boxes: Option<&'a mut dyn Write>,
    /// With the original view: `--frames` pictures are the PSP's whole screen with the
    /// window shown at this SCREEN setting (the hashes stay the 176 x 208 picture's).
    pub scale: Option<Scale>,
    /// TIME ATTACK's ghost: this replay played from the level's start beside the run, one
    /// step for each, drawn translucent in the pictures (wide, or original at 1:1). It
    /// changes nothing of the run (its summary and trace are the same without it).
    pub ghost: Option<&'a [ReplayEvent]>,
}

/// The picture `--frames` and `--frame-hashes` draw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum View {
    /// The PSP's 480 x 272 wide view.
    #[default]
    Wide,
    /// The original's own 176 x 208 screen, as the original paints it after each tick.
    Original,
}

/// One trace line: the state after `tick` steps. Besides the ball's position, motion and
/// flags: `animA` (the animation counter A), `fMode` and `inflateMode` (0 when idle),
/// `animating`, `w` and `h` (the current sprite's size), the checkpoint (`respawnCol`,
/// `respawnRow`, `respawnBig`), the door (`doorAnim`, the counter I; `doorX`, `doorY`, the
/// latched position, -1 before), `inputs` (the latched slots jump, down, left, right: 0,
/// 1 pressed or 2 released), `cam` (the original 176 x 179 view's tile origin
/// `[camCol, camRow]` that decides when the door moves) and `demoTick` (the demo counter;
/// null when no demo runs), `events`, and `sounds`: the sound-table indices the step
/// started, in order (the oracle's `sounds`; the last is what is heard after it).
pub fn trace_line(tick: u32, sim: &Sim, events: Events, sounds: &[Sound]) -> String {
    trace_line_scored(tick, sim, events, sounds, sim.stats().score)
}

/// [`trace_line`] with the score given: `bounceback flow` traces the game's score, which
/// takes a completed level's bonus on the tick that completed it ([`Game::score`]), and the
/// sounds the application played on that tick.
pub fn trace_line_scored(
    tick: u32,
    sim: &Sim,
    events: Events,
    sounds: &[Sound],
    score: i32,
) -> String {
    let b = sim.ball();
    let mut s = String::with_capacity(768);
    let _ = write!(
        s,
        "{{\"tick\":{tick},\"x\":{},\"y\":{},\"vx\":{},\"vy\":{},\"onGround\":{},\"big\":{},\"sprite\":{},\"lives\":{},\"score\":{},\"hoopsLeft\":{},\"dying\":{},\"doorOpen\":{},\"levelScore\":{},\"water\":{},\"bounceG\":{},\"z\":{},\"revGrav\":{},\"jumpBoost\":{},\"speedBoost\":{},\"powerTimer\":{},\"fForm\":{},\"fTimer\":{},",
        b.x,
        b.y,
        b.vx,
        b.vy,
        b.on_ground,
        b.big,
        b.sprite,
        sim.stats().lives,
        score,
        sim.hoops_left(),
        b.dying,
        sim.door().open,
        sim.level_pts(),
        b.in_water,
        b.bounce,
        b.rubber_combo,
        b.reverse_gravity,
        b.jump_boost,
        b.speed_boost,
        b.power_timer,
        b.f_form,
        b.f_form_timer,
    );
    let (w, h) = sim.sprite_size(b.sprite);
    let (cam_col, cam_row) = door::camera_origin(b.x, b.y, sim.rows(), sim.cols());
    let inputs = sim.slots().0;
    let _ = write!(
        s,
        "\"animA\":{},\"fMode\":{},\"inflateMode\":{},\"animating\":{},\"w\":{w},\"h\":{h},\"respawnCol\":{},\"respawnRow\":{},\"respawnBig\":{},\"doorAnim\":{},\"doorX\":{},\"doorY\":{},\"inputs\":[{},{},{},{}],\"cam\":[{cam_col},{cam_row}],\"demoTick\":",
        b.anim_ticks,
        b.f_form_change,
        b.size_change,
        b.animating,
        b.respawn_col,
        b.respawn_row,
        b.respawn_big,
        sim.door().anim,
        sim.door().x,
        sim.door().y,
        inputs[latch::SLOT_JUMP],
        inputs[latch::SLOT_DOWN],
        inputs[latch::SLOT_LEFT],
        inputs[latch::SLOT_RIGHT],
    );
    match &sim.demo() {
        Some(d) => {
            let _ = write!(s, "{}", d.counter);
        }
        None => s.push_str("null"),
    }
    s.push_str(",\"enemies\":[");
    for (i, e) in sim.enemies().iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(s, "[{},{},{},{}]", e.x_off, e.y_off, e.x_speed, e.y_speed);
    }
    let _ = write!(s, "],\"mapCrc\":{},\"events\":[", crc32(sim.map().cells()));
    for (i, n) in events.names().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(s, "\"{n}\"");
    }
    s.push_str("],\"sounds\":");
    push_sounds(&mut s, sounds.iter().map(|x| *x as u8));
    s.push('}');
    s
}

/// Appends sound-table indices as a JSON array.
pub fn push_sounds(s: &mut String, sounds: impl Iterator<Item = u8>) {
    s.push('[');
    for (i, n) in sounds.enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(s, "{n}");
    }
    s.push(']');
}

/// Draws the game as the PSP screen shows it (world above, HUD strip below).
pub fn draw_frame(res: &Resources<'_>, sim: &Sim, pixels: &mut [u32]) {
    let Some(mut f) = Frame::new(pixels, SCREEN_W, SCREEN_H, SCREEN_W as usize) else {
        return;
    };
    f.clear(scene::BORDER);
    let view = Rect::new(0, 0, SCREEN_W, SCREEN_H - hud::HEIGHT);
    let pos = scene::Positions::of(sim);
    let cam = scene::Camera::follow_ball(sim, &pos, view);
    scene::draw(&mut f, res, sim, &pos, &cam, scene::Style::Wide);
    hud::draw(
        &mut f,
        res,
        sim,
        Rect::new(0, SCREEN_H - hud::HEIGHT, SCREEN_W, hud::HEIGHT),
    );
}

/// Draws TIME ATTACK's ghost over a [`draw_frame`] picture of `sim`: its ball at `pos`
/// with sprite `sprite`, under the same camera.
pub fn draw_ghost_over(
    res: &Resources<'_>,
    sim: &Sim,
    pos: (i32, i32),
    sprite: usize,
    pixels: &mut [u32],
) {
    let Some(mut f) = Frame::new(pixels, SCREEN_W, SCREEN_H, SCREEN_W as usize) else {
        return;
    };
    let view = Rect::new(0, 0, SCREEN_W, SCREEN_H - hud::HEIGHT);
    let cam = scene::Camera::follow_ball(sim, &scene::Positions::of(sim), view);
    scene::draw_ghost(&mut f, res, pos, sprite, &cam);
}

/// Draws TIME ATTACK's ghost over a [`draw_original`] picture of `sim` (the original's 176 x
/// 208 screen): under the original's own camera, inside its view, as the game's original
/// view draws it.
pub fn draw_ghost_over_original(
    res: &Resources<'_>,
    sim: &Sim,
    pos: (i32, i32),
    sprite: usize,
    pixels: &mut [u32],
) {
    let (w, h) = (original::SCREEN.w, original::SCREEN.h);
    let Some(mut f) = Frame::new(pixels, w, h, w as usize) else {
        return;
    };
    let cam = scene::Camera::original_ball(sim, &scene::Positions::of(sim), original::VIEW);
    scene::draw_ghost(&mut f, res, pos, sprite, &cam);
}

/// The tick on which `events` played from level `level`'s start with one life end the run
/// (the level completed, or the ball lost), or `limit`.
fn run_end(res: &Resources<'_>, level: usize, events: &[ReplayEvent], limit: u32) -> u32 {
    let Ok(mut sim) = Sim::load(res, level, crate::sim::attack::ATTACK_STATS) else {
        return limit;
    };
    let mut player = Player::new(events);
    for tick in 1..=limit {
        for e in player.before_next_step() {
            sim.key(e.key, e.pressed);
        }
        let ev = sim.step(res);
        if ev.ends_run() || ev.contains(Events::DEATH) {
            return tick;
        }
    }
    limit
}

/// Draws the original's 176 x 208 screen after a tick (tick 0: the loading call) from the
/// tick's own state, by the same code the PSP's original view draws with.
pub fn draw_original(
    res: &Resources<'_>,
    game: &Game,
    tick: u32,
    text: bool,
    pixels: &mut [u32],
) -> Option<()> {
    let (w, h) = (original::SCREEN.w, original::SCREEN.h);
    let mut f = Frame::new(pixels, w, h, w as usize)?;
    let paint = paint_of(game, tick);
    let font = box_font(res);
    let pos = scene::Positions::of(&game.sim);
    original::paint(&mut f, res, &game.sim, &pos, &paint, text.then_some(&font));
    Some(())
}

/// The font the original's boxes are written in: the set's sheet, at its own size.
fn box_font<'a>(res: &'a Resources<'_>) -> crate::gfx::text::Font<'a> {
    crate::gfx::text::Font::pick(
        res.pictures("im")
            .and_then(|p| p.get(crate::app::IM_FONT))
            .map(|p| p.image()),
        1,
    )
}

/// The PSP's screen in the original view after a tick, the window shown at `scale`: the
/// border, the window's frame line, the original's picture (enlarged by the software
/// reference of the GPU's filter, [`crate::gfx::scale`]) and the boxes' text, as the game's
/// play field draws them (here from the tick's own state).
pub fn draw_original_screen(
    res: &Resources<'_>,
    game: &Game,
    tick: u32,
    text: bool,
    scale: Scale,
    pixels: &mut [u32],
) -> Option<()> {
    use crate::gfx::Window;
    let mut scratch = vec![0u32; (original::SCREEN.w * original::SCREEN.h) as usize];
    let mut f =
        Frame::new(pixels, SCREEN_W, SCREEN_H, SCREEN_W as usize)?.with_scratch(&mut scratch);
    let size = (original::SCREEN.w, original::SCREEN.h);
    let win = scale.window((SCREEN_W, SCREEN_H), size);
    f.clear(scene::BORDER);
    let line = Rect::new(win.x - 2, win.y - 2, win.w + 4, win.h + 4);
    for r in [
        Rect::new(line.x, line.y, line.w, 1),
        Rect::new(line.x, line.y + line.h - 1, line.w, 1),
        Rect::new(line.x, line.y, 1, line.h),
        Rect::new(line.x + line.w - 1, line.y, 1, line.h),
    ] {
        f.fill_rect(r, scene::WINDOW_EDGE);
    }
    let paint = paint_of(game, tick);
    let font = box_font(res);
    let pos = scene::Positions::of(&game.sim);
    match scale.filter() {
        None => {
            let mut w = Window::new(&mut f, (win.x, win.y), size);
            original::paint(&mut w, res, &game.sim, &pos, &paint, text.then_some(&font));
        }
        Some(filter) => {
            f.picture(size, win, filter, &mut |pc| {
                let mut w = Window::new(pc, (0, 0), size);
                w.fill_rect(Rect::new(0, 0, size.0, size.1), scene::BORDER);
                original::paint(&mut w, res, &game.sim, &pos, &paint, None);
            });
            if text {
                original::paint_text(&mut f, &game.sim, &paint, &font, win);
            }
        }
    }
    Some(())
}

/// The tips as a player with the default jump button reads them.
static DEFAULT_TIPS: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| crate::app::hints::tips(crate::input::Jump::default()).to_string());

/// What the paint after `tick` shows besides the level: the loading screen and the banner
/// on the loading tick of a level (the oracle dismisses the banner before tick 1).
fn paint_of(game: &Game, tick: u32) -> original::Paint<'static> {
    let demo = game.sim.demo().is_some();
    original::Paint {
        loading: tick == 0,
        banner: (tick == 0 && !demo).then(|| game.level_number()),
        tips: &DEFAULT_TIPS,
    }
}

/// The CRC-32 of an RGB picture, row by row (the oracle's frame hash).
pub fn rgb_crc(pixels: &[u32]) -> u32 {
    let mut rgb = Vec::with_capacity(pixels.len() * 3);
    for p in pixels {
        let (r, g, b, _) = crate::gfx::channels(*p);
        rgb.extend_from_slice(&[r, g, b]);
    }
    crc32(&rgb)
}

/// One JSON line of a tick's text boxes: `{"tick":T,"boxes":[{"at":[x,y,w,h],"clip":[...],
/// "lines":[{"x":..,"y":..,"anchor":..,"text":".."}]}]}`, or `None` when it has none.
pub fn text_line(game: &Game, tick: u32) -> Option<String> {
    let boxes = original::text_boxes(&game.sim, &paint_of(game, tick));
    if boxes.is_empty() {
        return None;
    }
    let r4 = |r: &Rect| format!("[{},{},{},{}]", r.x, r.y, r.w, r.h);
    let mut s = format!("{{\"tick\":{tick},\"boxes\":[");
    for (i, b) in boxes.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(
            s,
            "{{\"at\":{},\"clip\":{},\"lines\":[",
            r4(&b.at),
            r4(&b.clip)
        );
        for (j, l) in b.lines.iter().enumerate() {
            if j > 0 {
                s.push(',');
            }
            let _ = write!(
                s,
                "{{\"x\":{},\"y\":{},\"anchor\":{},\"text\":{}}}",
                l.x,
                l.y,
                l.anchor,
                serde_json::Value::from(l.text.as_str())
            );
        }
        s.push_str("]}");
    }
    s.push_str("]}");
    Some(s)
}

/// A frame of the run in `opt.view`, as `(width, height, pixels)`.
fn frame_of(
    res: &Resources<'_>,
    game: &Game,
    tick: u32,
    view: View,
    text: bool,
) -> (i32, i32, Vec<u32>) {
    frame_scaled(res, game, tick, view, text, None)
}

/// [`frame_of`], or with the original view and a `scale` the PSP's whole screen.
fn frame_scaled(
    res: &Resources<'_>,
    game: &Game,
    tick: u32,
    view: View,
    text: bool,
    scale: Option<Scale>,
) -> (i32, i32, Vec<u32>) {
    if let (View::Original, Some(scale)) = (view, scale) {
        let mut px = vec![0u32; (SCREEN_W * SCREEN_H) as usize];
        let _ = draw_original_screen(res, game, tick, text, scale, &mut px);
        return (SCREEN_W, SCREEN_H, px);
    }
    match view {
        View::Wide => {
            let mut px = vec![0u32; (SCREEN_W * SCREEN_H) as usize];
            draw_frame(res, &game.sim, &mut px);
            (SCREEN_W, SCREEN_H, px)
        }
        View::Original => {
            let (w, h) = (original::SCREEN.w, original::SCREEN.h);
            let mut px = vec![0u32; (w * h) as usize];
            let _ = draw_original(res, game, tick, text, &mut px);
            (w, h, px)
        }
    }
}

fn write_frame(dir: &Path, tick: u32, (w, h, px): &(i32, i32, Vec<u32>)) -> Result<(), Failure> {
    let png = super::png::encode(*w as u32, *h as u32, px, false).map_err(|m| Failure {
        code: 1,
        message: m,
    })?;
    let path = dir.join(format!("tick_{tick:05}.png"));
    std::fs::write(&path, png).map_err(|e| Failure {
        code: 1,
        message: format!("cannot write {}: {e}", path.display()),
    })
}

/// The tick's picture: written to `--frames` when `stored`, hashed to `--frame-hashes`;
/// and its text boxes.
fn picture(
    res: &Resources<'_>,
    game: &Game,
    ghost: Option<&Ghost>,
    tick: u32,
    stored: bool,
    opt: &mut RunOptions<'_>,
) -> Result<(), Failure> {
    let write = |w: &mut dyn Write, line: &str| {
        writeln!(w, "{line}").map_err(|e| Failure {
            code: 1,
            message: format!("cannot write: {e}"),
        })
    };
    if let Some(w) = opt.text_boxes.as_mut() {
        if let Some(line) = text_line(game, tick) {
            write(&mut **w, &line)?;
        }
    }
    let dir = opt.frames.filter(|_| stored).map(|(d, _)| d);
    if dir.is_none() && opt.frame_hashes.is_none() {
        return Ok(());
    }
    let mut frame = frame_of(res, game, tick, opt.view, opt.text);
    match (ghost, opt.view) {
        (Some(g), View::Wide) => {
            draw_ghost_over(res, &game.sim, g.position(), g.sprite(), &mut frame.2)
        }
        (Some(g), View::Original) => {
            draw_ghost_over_original(res, &game.sim, g.position(), g.sprite(), &mut frame.2)
        }
        (None, _) => {}
    }
    if let Some(w) = opt.frame_hashes.as_mut() {
        // The oracle's hashes are of the 1:1 picture, whatever `--scale` shows.
        write(&mut **w, &format!("{tick} {:08x}", rgb_crc(&frame.2)))?;
    }
    if let Some(d) = dir {
        if opt.scale.is_some() && opt.view == View::Original {
            write_frame(
                d,
                tick,
                &frame_scaled(res, game, tick, opt.view, opt.text, opt.scale),
            )?;
        } else {
            write_frame(d, tick, &frame)?;
        }
    }
    Ok(())
}

/// Runs a level (or the demo) to its end or the tick limit.
///
/// # Errors
///
/// No such level, a level that does not load, or a trace or frame that cannot be written.
pub fn run(res: &Resources<'_>, mut opt: RunOptions<'_>) -> Result<RunSummary, Failure> {
    let fail = |m: String| Failure {
        code: 1,
        message: m,
    };
    let mut game = if opt.demo {
        Game::demo(res)
    } else {
        Game::new(res, opt.level.unwrap_or(0))
    }
    .map_err(|e| fail(e.to_string()))?;
    let limit = opt.ticks.unwrap_or(DEFAULT_TICKS);
    let level = game.sim.level();
    let mut ghost = match opt.ghost {
        Some(events) => Some(
            Ghost::new(
                res,
                level,
                &Run {
                    ticks: run_end(res, level, events, limit),
                    events: events.to_vec(),
                },
            )
            .map_err(|e| fail(e.to_string()))?,
        ),
        None => None,
    };
    let mut player = Player::new(opt.replay);
    let mut deaths = 0;
    let mut all = Events::default();
    let emit = |t: &mut Option<&mut dyn Write>, line: String| -> Result<(), Failure> {
        if let Some(w) = t.as_mut() {
            writeln!(w, "{line}").map_err(|e| Failure {
                code: 1,
                message: format!("cannot write the trace: {e}"),
            })?;
        }
        Ok(())
    };
    emit(
        &mut opt.trace,
        trace_line(0, &game.sim, Events::default(), &[]),
    )?;
    picture(res, &game, ghost.as_ref(), 0, true, &mut opt)?;
    let mut tick = 0;
    while tick < limit {
        for e in player.before_next_step() {
            game.sim.key(e.key, e.pressed);
        }
        let ev = game.step(res);
        if let Some(g) = ghost.as_mut() {
            g.step(res);
        }
        tick += 1;
        all.insert(ev);
        if ev.contains(Events::DEATH) {
            deaths += 1;
        }
        emit(
            &mut opt.trace,
            trace_line(tick, &game.sim, ev, game.sim.sounds()),
        )?;
        let stored = opt
            .frames
            .is_some_and(|(_, every)| tick % every.max(1) == 0 || ev.ends_run());
        picture(res, &game, ghost.as_ref(), tick, stored, &mut opt)?;
        if ev.ends_run() {
            break;
        }
    }
    Ok(RunSummary {
        level: game.sim.level(),
        ticks: tick,
        hash: game.sim.state_hash(),
        lives: game.sim.stats().lives,
        score: game.sim.stats().score,
        hoops_left: game.sim.hoops_left(),
        deaths,
        exit: all.contains(Events::LEVEL_COMPLETE),
        events: all,
    })
}

/// The `play` subcommand.
///
/// # Errors
///
/// Bad arguments (exit code 2), or what the subcommand found wrong or could not read or
/// write (1).
pub fn command(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let mut a = Args::new(args);
    let res_dir = a.option("--res")?;
    let level = a.number::<u32>("--level")?;
    let replay_path = a.option("--replay")?;
    let demo = a.flag("--demo");
    let ticks = a.number::<u32>("--ticks")?;
    let frames = a.option("--frames")?;
    let every = a.number::<u32>("--every")?.unwrap_or(1).max(1);
    let trace = a.option("--trace")?;
    let view = match a.option("--view")?.as_deref() {
        None | Some("wide") => View::Wide,
        Some("original") => View::Original,
        Some(v) => {
            return Err(Failure::usage(format!(
                "--view is wide or original, not {v}"
            )))
        }
    };
    let text = match a.option("--text")?.as_deref() {
        None | Some("on") => true,
        Some("off") => false,
        Some(v) => return Err(Failure::usage(format!("--text is on or off, not {v}"))),
    };
    let hashes = a.option("--frame-hashes")?;
    let boxes = a.option("--text-boxes")?;
    let scale = a
        .option("--scale")?
        .map(|s| super::app_run::parse_scale(&s))
        .transpose()?;
    let ghost_path = a.option("--ghost")?;
    a.finish()?;
    if ghost_path.is_some() && (demo || scale.is_some()) {
        return Err(Failure::usage(
            "--ghost races a level (--level N), drawn in the wide view or the original's 1:1",
        ));
    }
    if scale.is_some() && view != View::Original {
        return Err(Failure::usage("--scale goes with --view original"));
    }
    if demo == level.is_some() {
        return Err(Failure::usage("play needs --level N or --demo"));
    }
    if demo && replay_path.is_some() {
        return Err(Failure::usage(
            "--demo plays the resources' own demo; drop --replay",
        ));
    }
    let files = RawFiles::load(res_dir.as_deref().map(Path::new))?;
    let res = files.resources()?;
    let events = match &replay_path {
        Some(p) => replay::read(Path::new(p))?,
        None => Vec::new(),
    };
    let ghost_events = match &ghost_path {
        Some(p) => Some(replay::read(Path::new(p))?),
        None => None,
    };
    let frames_dir = frames.map(PathBuf::from);
    if let Some(d) = &frames_dir {
        std::fs::create_dir_all(d).map_err(|e| Failure {
            code: 1,
            message: format!("cannot create {}: {e}", d.display()),
        })?;
    }
    let create =
        |p: &Option<String>| -> Result<Option<std::io::BufWriter<std::fs::File>>, Failure> {
            match p {
                Some(p) => Ok(Some(std::io::BufWriter::new(
                    std::fs::File::create(p).map_err(|e| Failure {
                        code: 1,
                        message: format!("cannot create {p}: {e}"),
                    })?,
                ))),
                None => Ok(None),
            }
        };
    let mut trace_file = create(&trace)?;
    let mut hash_file = create(&hashes)?;
    let mut box_file = create(&boxes)?;
    let outcome = run(
        &res,
        RunOptions {
            level: level.map(|l| l as usize),
            demo,
            replay: &events,
            ticks,
            trace: trace_file.as_mut().map(|w| w as &mut dyn Write),
            frames: frames_dir.as_deref().map(|d| (d, every)),
            frame_hashes: hash_file.as_mut().map(|w| w as &mut dyn Write),
            view,
            text,
            text_boxes: box_file.as_mut().map(|w| w as &mut dyn Write),
            scale,
            ghost: ghost_events.as_deref(),
        },
    )?;
    for w in [trace_file, hash_file, box_file].into_iter().flatten() {
        w.into_inner().map_err(|e| Failure {
            code: 1,
            message: format!("cannot write: {e}"),
        })?;
    }
    writeln!(out, "{}", outcome.json()).map_err(|e| Failure {
        code: 1,
        message: e.to_string(),
    })
}
