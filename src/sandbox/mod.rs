//! The collision sandbox (a title-menu entry): a top-down room where a circle hero walks
//! with wall sliding, dodge-rolls across a chasm, picks up keys and opens a gate, with the
//! collision world's counters on screen.
//!
//! Two engines, one room, consistently:
//!
//! - **Movement is the grid module's** (`collide::grid`): only it knows dodging (chasms
//!   pass while dodging, a dodge is approved by `can_bypass_chasm`) and its sliding is the
//!   exact circle-vs-tile rule. The hero's position is whatever the grid allows.
//! - **Contacts are the world's** (`collide::world`): the same room as a world map (walls
//!   and the gate Solid on the wall layer, the chasm Solid on a chasm layer, keys Trigger
//!   on a pickup layer), the hero a Solid circle on a dynamic body. Each frame the grid's
//!   position is handed to the world and the world steps: keys arrive as tile Enter events.
//!   While dodging, the hero's mask drops the chasm layer: the grid's dodge rule, in the
//!   world's terms. Since the grid never lets the circle overlap what the world finds
//!   Solid, the world never has anything to correct; a correction would mean the engines
//!   disagree, and is counted ([`Sandbox::desyncs`]).
//!
//! Opening the gate rewrites its cells in both maps. Everything is allocated when the
//! scene starts ([`Sandbox::new`]); a frame allocates nothing.

mod draw;
pub mod motion;
pub mod program;
pub mod room;
pub mod text;

use crate::collide::grid::{GridMap, Passability};
use crate::collide::world::{
    self, Body, ColliderDesc, ColliderHandle, Fx, MapDesc, MapHandle, Phase, Response, Shape,
    StepReport, TileRule, TileSearch, Vec2, WorldConfig,
};
use crate::input::{Buttons, Confirm};
use motion::{Dash, Px};
use room::{tile, Cell, Room, RoomError, H, MAX_GATES, MAX_KEYS, TILE_PX, W};

/// World layers: what the hero's mask selects.
pub mod layer {
    /// The room's walls and the gate.
    pub const WALLS: u32 = 1;
    /// The chasm: only a dodge roll crosses it.
    pub const CHASM: u32 = 2;
    /// The keys.
    pub const PICKUPS: u32 = 4;
    /// The hero.
    pub const HERO: u32 = 8;
    /// The hero's mask on foot (the chasm holds it).
    pub const WALKING: u32 = WALLS | CHASM | PICKUPS;
    /// The hero's mask while dodging.
    pub const DODGING: u32 = WALLS | PICKUPS;
}

const RULES: [TileRule; 4] = [
    TileRule::new(tile::WALL, Response::Solid).layer(layer::WALLS),
    TileRule::new(tile::GATE, Response::Solid).layer(layer::WALLS),
    TileRule::new(tile::CHASM, Response::Solid).layer(layer::CHASM),
    TileRule::new(tile::KEY, Response::Trigger).layer(layer::PICKUPS),
];

/// Frames after a dodge before the next one.
pub const DODGE_COOLDOWN: u8 = 18;
/// Frames a refused dodge flashes.
const REFUSED_FLASH: u8 = 20;

/// Why the scene could not start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SandboxError {
    /// The room text is malformed.
    Room(RoomError),
    /// The collision world refused the room.
    World(world::Error),
}

impl core::fmt::Display for SandboxError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            SandboxError::Room(e) => write!(f, "{e}"),
            SandboxError::World(e) => write!(f, "collision world: {e}"),
        }
    }
}

impl core::error::Error for SandboxError {}

impl From<world::Error> for SandboxError {
    fn from(e: world::Error) -> Self {
        SandboxError::World(e)
    }
}

/// What a frame did, for the application's lines and sounds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Events {
    /// A key was taken: how many are taken now.
    pub key: Option<u8>,
    /// The last key opened the gate.
    pub gate_opened: bool,
    /// The hero's centre entered the exit area (once).
    pub through_gate: bool,
    /// A dodge roll started.
    pub dodged: bool,
    /// A dodge was asked for and the grid refused every length of it.
    pub refused: bool,
    /// The back button (CIRCLE, or CROSS when CIRCLE confirms, [`Sandbox::set_confirm`])
    /// or START: back to the title.
    pub leave: bool,
}

/// The scene.
pub struct Sandbox {
    /// The grid module's cells (standard schema), rewritten as keys go and the gate opens.
    codes: [u8; W * H],
    gates: heapless::Vec<(usize, usize), MAX_GATES>,
    keys_total: u8,
    keys_taken: u8,
    gate_open: bool,
    through: bool,
    world: world::World,
    room: MapHandle,
    hero: world::ActorHandle,
    body: ColliderHandle,
    pos: Px,
    facing: (i32, i32),
    dash: Option<Dash>,
    cooldown: u8,
    refused: u8,
    sliding: bool,
    diagnostics: bool,
    frame: u32,
    report: StepReport,
    desyncs: u32,
    /// Recent positions for the dodge's after-images (newest last).
    trail: [Px; 4],
    /// The system's confirm button: it rolls, the other one leaves.
    confirm: Confirm,
}

impl Sandbox {
    /// The scene over the embedded room.
    ///
    /// # Errors
    ///
    /// The embedded room is malformed, or the collision world refuses it.
    pub fn new() -> Result<Sandbox, SandboxError> {
        Sandbox::with_room(room::ROOM)
    }

    /// The scene over a room text (see [`room`] for the legend).
    ///
    /// # Errors
    ///
    /// [`SandboxError::Room`] for a malformed room, [`SandboxError::World`] when the
    /// collision world refuses it.
    pub fn with_room(text: &str) -> Result<Sandbox, SandboxError> {
        let room = Room::parse(text).map_err(SandboxError::Room)?;
        let mut world = world::World::new(WorldConfig::new(2).search(TileSearch::Rectangles))?;
        let tile_fx = Fx::from_bits(TILE_PX * motion::SUB);
        let desc = MapDesc::new(W as u16, H as u16, tile_fx, tile_fx)
            .rules(&RULES)
            .tile_ids(tile::COUNT);
        let map_handle = world.add_map(&desc)?;
        let map = world.map_mut(map_handle)?;
        for (i, &code) in room.codes.iter().enumerate() {
            map.set_tile((i % W) as i32, (i / W) as i32, Cell::of_code(code).tile())?;
        }
        let half = TILE_PX * motion::SUB / 2;
        let pos = Px::new(
            room.start.0 as i32 * TILE_PX * motion::SUB + half,
            room.start.1 as i32 * TILE_PX * motion::SUB + half,
        );
        let hero = world.add_actor(vec2(pos), Body::Dynamic)?;
        let circle = ColliderDesc::new(Shape::circle(Fx::from_bits(motion::RADIUS)))
            .solid()
            .filter(layer::HERO, layer::WALKING);
        let body = world.add_collider(hero, circle)?;
        let mut s = Sandbox {
            codes: room.codes,
            gates: room.gates,
            keys_total: room.keys as u8,
            keys_taken: 0,
            gate_open: false,
            through: false,
            world,
            room: map_handle,
            hero,
            body,
            pos,
            facing: (1, 0),
            dash: None,
            cooldown: 0,
            refused: 0,
            sliding: false,
            diagnostics: false,
            frame: 0,
            report: StepReport::default(),
            desyncs: 0,
            trail: [pos; 4],
            confirm: Confirm::Cross,
        };
        // One pass so the overlay has counters, and a key under the start counts at once.
        s.step_world(&mut Events::default());
        Ok(s)
    }

    /// Advances one frame with the buttons held and those newly pressed.
    pub fn update(&mut self, held: Buttons, pressed: Buttons) -> Events {
        let mut ev = Events::default();
        if pressed.contains(self.confirm.back()) || pressed.contains(Buttons::START) {
            ev.leave = true;
            return ev;
        }
        self.frame = self.frame.wrapping_add(1);
        if pressed.contains(Buttons::SELECT) {
            self.diagnostics = !self.diagnostics;
        }
        self.refused = self.refused.saturating_sub(1);
        let dir = direction(held);
        if dir != (0, 0) {
            self.facing = dir;
        }
        self.trail.rotate_left(1);
        self.trail[3] = self.pos;
        self.sliding = false;
        let Ok(map) = GridMap::new(&self.codes, W, H, Passability::STANDARD) else {
            return ev;
        };
        if self.dash.is_none() {
            self.cooldown = self.cooldown.saturating_sub(1);
        }
        if self.dash.is_none() && self.cooldown == 0 && pressed.contains(self.confirm.ok()) {
            let toward = if dir != (0, 0) { dir } else { self.facing };
            match Dash::plan(&map, self.pos, toward) {
                Some(d) => {
                    self.dash = Some(d);
                    ev.dodged = true;
                }
                None => {
                    self.refused = REFUSED_FLASH;
                    ev.refused = true;
                }
            }
        }
        if let Some(mut d) = self.dash {
            match motion::dash_step(&map, &mut d) {
                Some(p) => self.pos = p,
                None => d.frame = d.frames,
            }
            self.dash = (!d.done()).then_some(d);
            if self.dash.is_none() {
                self.cooldown = DODGE_COOLDOWN;
                // A dash ends on walkable ground; should a cut-short one not, it is undone.
                if map.is_position_blocked(motion::point(self.pos), motion::radius(), false) {
                    self.pos = d.from;
                }
            }
        } else if dir != (0, 0) {
            let w = motion::walk(&map, self.pos, motion::walk_delta(dir));
            self.pos = w.pos;
            self.sliding = w.sliding;
        }
        self.step_world(&mut ev);
        if self.gate_open && !self.through && self.cell_at(self.pos) == Some(Cell::Exit) {
            self.through = true;
            ev.through_gate = true;
        }
        ev
    }

    /// Hands the position to the world, steps it, and takes the keys its Enter events name.
    fn step_world(&mut self, ev: &mut Events) {
        let mask = if self.dash.is_some() {
            layer::DODGING
        } else {
            layer::WALKING
        };
        let _ = self.world.set_filter(self.body, layer::HERO, mask);
        let _ = self.world.set_position(self.hero, vec2(self.pos));
        self.report = self.world.step();
        if self.world.position(self.hero) != Ok(vec2(self.pos)) {
            self.desyncs = self.desyncs.saturating_add(1);
        }
        let mut keys: heapless::Vec<(u16, u16), MAX_KEYS> = heapless::Vec::new();
        for e in self.world.tile_events() {
            if e.phase == Phase::Enter && e.contact.tile == Some(tile::KEY) {
                let fitted = keys.push((e.contact.tile_x, e.contact.tile_y));
                // One enter a tile, and the room holds at most MAX_KEYS key tiles.
                debug_assert!(fitted.is_ok());
            }
        }
        for (x, y) in keys {
            if self.take_key(usize::from(x), usize::from(y)) {
                ev.key = Some(self.keys_taken);
            }
        }
        if !self.gate_open && self.keys_taken >= self.keys_total {
            self.open_gate();
            ev.gate_opened = true;
        }
    }

    /// Removes the key at a cell from both maps; false if there was none.
    fn take_key(&mut self, x: usize, y: usize) -> bool {
        let Some(code) = self.codes.get_mut(y * W + x).filter(|_| x < W) else {
            return false;
        };
        if Cell::of_code(*code) != Cell::Key {
            return false;
        }
        *code = Cell::Floor.code();
        if let Ok(m) = self.world.map_mut(self.room) {
            let _ = m.set_tile(x as i32, y as i32, None);
        }
        self.keys_taken = self.keys_taken.saturating_add(1);
        true
    }

    /// Rewrites every gate cell to the grid's floor and clears it in the world map.
    fn open_gate(&mut self) {
        self.gate_open = true;
        let floor = Passability::STANDARD.floor();
        for &(x, y) in &self.gates {
            if let Some(c) = self.codes.get_mut(y * W + x) {
                *c = floor;
            }
            if let Ok(m) = self.world.map_mut(self.room) {
                let _ = m.set_tile(x as i32, y as i32, None);
            }
        }
    }

    fn cell_at(&self, p: Px) -> Option<Cell> {
        let (x, y) = p.pixels();
        if x < 0 || y < 0 {
            return None;
        }
        self.cell((x / TILE_PX) as usize, (y / TILE_PX) as usize)
    }

    /// The cell at (`x`, `y`) now, `None` outside the room.
    pub fn cell(&self, x: usize, y: usize) -> Option<Cell> {
        (x < W && y < H).then(|| Cell::of_code(self.codes[y * W + x]))
    }

    /// The world map's tile id at a cell (`None`: empty, or outside the room).
    pub fn world_tile(&self, x: usize, y: usize) -> Option<world::TileId> {
        let m = self.world.map(self.room).ok()?;
        m.tile(x as i32, y as i32).ok().flatten()
    }

    /// The grid module's cells now (row-major, standard schema).
    pub fn codes(&self) -> &[u8; W * H] {
        &self.codes
    }

    /// The hero's centre in sub-pixels (1/256 px).
    pub fn position(&self) -> Px {
        self.pos
    }

    /// Keys taken and in the room.
    pub fn keys(&self) -> (u8, u8) {
        (self.keys_taken, self.keys_total)
    }

    /// Whether the gate is open.
    pub fn gate_open(&self) -> bool {
        self.gate_open
    }

    /// Whether the hero went through the gate.
    pub fn through_gate(&self) -> bool {
        self.through
    }

    /// Whether a dodge roll is under way.
    pub fn dodging(&self) -> bool {
        self.dash.is_some()
    }

    /// Whether the last walk slid along an obstacle.
    pub fn sliding(&self) -> bool {
        self.sliding
    }

    /// Shows the engine counters or the room's goal and controls (the title's SANDBOX
    /// shows them with the performance overlay, SELECT's).
    pub fn set_diagnostics(&mut self, on: bool) {
        self.diagnostics = on;
    }

    /// The system's confirm button (CROSS unless set): it dodges, the other one leaves, and
    /// the controls line names them so.
    pub fn set_confirm(&mut self, confirm: Confirm) {
        self.confirm = confirm;
    }

    /// Whether the diagnostics overlay is shown.
    pub fn diagnostics_shown(&self) -> bool {
        self.diagnostics
    }

    /// The collision world, for its counters.
    pub fn world(&self) -> &world::World {
        &self.world
    }

    /// The last world step's report.
    pub fn report(&self) -> StepReport {
        self.report
    }

    /// Frames in which the world moved the hero away from the grid's position.
    pub fn desyncs(&self) -> u32 {
        self.desyncs
    }
}

/// The D-pad's (and the stick's) direction, each component -1, 0 or 1 (opposite buttons
/// cancel). The scene is seen from above, so the stick's up walks up like the D-pad's.
pub fn direction(held: Buttons) -> (i32, i32) {
    let held = held.navigation();
    let axis = |neg: Buttons, pos: Buttons| held.contains(pos) as i32 - held.contains(neg) as i32;
    (
        axis(Buttons::LEFT, Buttons::RIGHT),
        axis(Buttons::UP, Buttons::DOWN),
    )
}

fn vec2(p: Px) -> Vec2 {
    Vec2::new(Fx::from_bits(p.x), Fx::from_bits(p.y))
}
