//! `bounceback world-probe`: builds a `collide::world` scene from JSON on stdin, runs a script
//! of steps and prints what the world reports after each, so the engine can be driven and
//! checked from outside the crate. The format is documented in `docs/ENGINE.md` (world probe).
//!
//! Objects are named by their index in the input: maps and actors by their place in `maps`
//! and `actors`, colliders by their place counting every actor's `colliders` in order. Inputs
//! are untrusted: malformed JSON, a missing or mistyped field, an unknown op or an index past
//! the input's objects is a usage error (exit code 2) naming where; anything the world itself
//! refuses (a stale handle, a cell outside a map, an invalid policy) is that operation's
//! result in the output, and the script goes on.

use super::Failure;
use crate::collide::world::{
    ActorHandle, Body, ColliderDesc, ColliderHandle, ContactView, Error, Fx, MapDesc, MapHandle,
    Normal, Response, Rot, Shape, TileContact, TileId, TilePolicy, TileRule, TileSearch, Vec2,
    World, WorldConfig,
};
use serde_json::{json, Map, Value};
use std::collections::HashMap;
use std::io::{Read, Write};

/// Runs `world-probe` (no options), reading the JSON request from `input`.
pub(super) fn run(
    args: &[String],
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    if let Some(a) = args.first() {
        return Err(bad(format!(
            "unexpected argument '{a}'; usage: bounceback world-probe < scene.json"
        )));
    }
    let mut text = String::new();
    input
        .read_to_string(&mut text)
        .map_err(|e| bad(format!("cannot read stdin: {e}")))?;
    let request: Value =
        serde_json::from_str(&text).map_err(|e| bad(format!("malformed JSON: {e}")))?;
    let request = request
        .as_object()
        .ok_or_else(|| bad("the request must be a JSON object"))?;
    let scene = Scene::parse(request).map_err(bad)?;
    let mut probe = Probe::build(&scene).map_err(bad)?;
    let write = |out: &mut dyn Write, v: &Value| {
        writeln!(out, "{v}").map_err(|e| Failure {
            code: 1,
            message: format!("cannot write output: {e}"),
        })
    };
    write(out, &probe.setup)?;
    for (k, ops) in scene.steps.iter().enumerate() {
        let line = probe.step(k, ops);
        write(out, &line)?;
    }
    Ok(())
}

fn bad(message: impl std::fmt::Display) -> Failure {
    Failure::usage(format!("world-probe: {message}"))
}

// ---- input ----

type Parsed<T> = Result<T, String>;

struct MapIn {
    width: u16,
    height: u16,
    tile_width: Fx,
    tile_height: Fx,
    origin: Vec2,
    tile_ids: u16,
    override_policies: u16,
    rules: Vec<TileRule>,
    rows: Vec<Vec<Option<TileId>>>,
    overrides: Vec<(i32, i32, PolicyIn)>,
    enabled: bool,
}

/// A policy as written (validated by the world, so an invalid one is a result, not a
/// usage error).
#[derive(Clone, Copy)]
struct PolicyIn {
    response: Response,
    layer: u32,
    mask: u32,
}

impl PolicyIn {
    fn policy(self) -> Result<TilePolicy, Error> {
        TilePolicy::new(self.response, self.layer, self.mask)
    }
}

struct ActorIn {
    position: Vec2,
    body: Body,
    enabled: bool,
    body_enabled: bool,
    colliders: Vec<ColliderDesc>,
}

#[derive(Clone, Copy)]
enum Target {
    Actor(usize),
    Collider(usize),
    Map(usize),
    Body(usize),
}

#[derive(Clone, Copy)]
enum Op {
    Translate(usize, Vec2),
    SetPosition(usize, Vec2),
    SetBody(usize, Body),
    SetTile(usize, i32, i32, Option<TileId>),
    Fill(usize, [i32; 4], Option<TileId>, bool),
    SetOverride(usize, i32, i32, PolicyIn),
    ResetOverride(usize, i32, i32),
    SetRule(usize, TileId, Option<PolicyIn>),
    Enable(Target, bool),
    SetOrigin(usize, Vec2),
    Remove(Target),
    SetResponse(usize, Response),
    SetFilter(usize, u32, u32),
    SetShape(usize, Shape),
}

struct Scene {
    config: WorldConfig,
    maps: Vec<MapIn>,
    actors: Vec<ActorIn>,
    steps: Vec<Vec<Op>>,
}

fn field<'a>(o: &'a Map<String, Value>, key: &str) -> Parsed<&'a Value> {
    o.get(key).ok_or_else(|| format!("missing \"{key}\""))
}

fn object<'a>(v: &'a Value, what: &str) -> Parsed<&'a Map<String, Value>> {
    v.as_object()
        .ok_or_else(|| format!("{what} must be an object, got {v}"))
}

fn array<'a>(v: &'a Value, what: &str) -> Parsed<&'a Vec<Value>> {
    v.as_array()
        .ok_or_else(|| format!("{what} must be an array, got {v}"))
}

fn int<T: TryFrom<i64>>(o: &Map<String, Value>, key: &str) -> Parsed<T> {
    let v = field(o, key)?;
    v.as_i64()
        .and_then(|n| T::try_from(n).ok())
        .ok_or_else(|| format!("\"{key}\" must be an integer in range, got {v}"))
}

fn int_or<T: TryFrom<i64>>(o: &Map<String, Value>, key: &str, default: T) -> Parsed<T> {
    if o.contains_key(key) {
        int(o, key)
    } else {
        Ok(default)
    }
}

fn flag_or(o: &Map<String, Value>, key: &str, default: bool) -> Parsed<bool> {
    match o.get(key) {
        None => Ok(default),
        Some(v) => v
            .as_bool()
            .ok_or_else(|| format!("\"{key}\" must be true or false, got {v}")),
    }
}

/// A decimal number of pixels as `Fx`, rounded to the nearest 1/256; values outside the
/// type are refused rather than clamped.
fn fx(v: &Value, what: &str) -> Parsed<Fx> {
    let x = v
        .as_f64()
        .ok_or_else(|| format!("{what} must be a number, got {v}"))?;
    Fx::checked_from_num(x).ok_or_else(|| format!("{what}: {x} is outside the 1/256 px range"))
}

fn fx_field(o: &Map<String, Value>, key: &str) -> Parsed<Fx> {
    fx(field(o, key)?, &format!("\"{key}\""))
}

fn vec2(o: &Map<String, Value>, key: &str) -> Parsed<Vec2> {
    let v = field(o, key)?;
    match v.as_array().map(Vec::as_slice) {
        Some([x, y]) => Ok(Vec2::new(
            fx(x, &format!("\"{key}\"[0]"))?,
            fx(y, &format!("\"{key}\"[1]"))?,
        )),
        _ => Err(format!("\"{key}\" must be [x, y], got {v}")),
    }
}

fn vec2_or(o: &Map<String, Value>, key: &str) -> Parsed<Vec2> {
    if o.contains_key(key) {
        vec2(o, key)
    } else {
        Ok(Vec2::ZERO)
    }
}

fn response(v: &Value, what: &str) -> Parsed<Response> {
    match v.as_str() {
        Some("solid") => Ok(Response::Solid),
        Some("trigger") => Ok(Response::Trigger),
        _ => Err(format!("{what} must be \"solid\" or \"trigger\", got {v}")),
    }
}

fn body(v: &Value) -> Parsed<Body> {
    match v.as_str() {
        Some("dynamic") => Ok(Body::Dynamic),
        Some("static") => Ok(Body::Static),
        Some("none") => Ok(Body::None),
        _ => Err(format!(
            "\"body\" must be \"dynamic\", \"static\" or \"none\", got {v}"
        )),
    }
}

fn policy(o: &Map<String, Value>) -> Parsed<PolicyIn> {
    Ok(PolicyIn {
        response: response(field(o, "response")?, "\"response\"")?,
        layer: int_or(o, "layer", 1)?,
        mask: int_or(o, "mask", u32::MAX)?,
    })
}

/// `null` or a tile id.
fn tile(v: &Value, what: &str) -> Parsed<Option<TileId>> {
    if v.is_null() {
        return Ok(None);
    }
    v.as_u64()
        .and_then(|n| TileId::try_from(n).ok())
        .map(Some)
        .ok_or_else(|| format!("{what} must be null or a tile id 0..65535, got {v}"))
}

/// A row: an array of ids and nulls, or a string of `.` (empty) and base-36 digits.
fn row(v: &Value, what: &str) -> Parsed<Vec<Option<TileId>>> {
    if let Some(s) = v.as_str() {
        return s
            .chars()
            .enumerate()
            .map(|(x, c)| match c {
                '.' => Ok(None),
                _ => c.to_digit(36).map(|d| Some(d as TileId)).ok_or_else(|| {
                    format!("{what}[{x}]: '{c}' is neither '.' nor a base-36 digit")
                }),
            })
            .collect();
    }
    array(v, what)?
        .iter()
        .enumerate()
        .map(|(x, t)| tile(t, &format!("{what}[{x}]")))
        .collect()
}

fn shape(o: &Map<String, Value>) -> Parsed<Shape> {
    match field(o, "shape")?.as_str() {
        Some("circle") => Ok(Shape::circle(fx_field(o, "radius")?)),
        Some("box") => {
            let deg: i32 = int_or(o, "rotation", 0)?;
            Ok(Shape::obb(
                fx_field(o, "half_width")?,
                fx_field(o, "half_height")?,
                Rot::from_degrees(deg),
            ))
        }
        _ => Err(format!(
            "\"shape\" must be \"circle\" or \"box\", got {}",
            o["shape"]
        )),
    }
}

fn collider(v: &Value) -> Parsed<ColliderDesc> {
    let o = object(v, "a collider")?;
    let mut d = ColliderDesc::new(shape(o)?)
        .offset(vec2_or(o, "offset")?)
        .filter(int_or(o, "layer", 1)?, int_or(o, "mask", u32::MAX)?);
    if let Some(r) = o.get("response") {
        d = d.response(response(r, "\"response\"")?);
    }
    d.enabled = flag_or(o, "enabled", true)?;
    Ok(d)
}

fn map_in(v: &Value) -> Parsed<MapIn> {
    let o = object(v, "a map")?;
    let rows = match o.get("rows") {
        None => Vec::new(),
        Some(v) => array(v, "\"rows\"")?
            .iter()
            .enumerate()
            .map(|(y, r)| row(r, &format!("rows[{y}]")))
            .collect::<Parsed<Vec<_>>>()?,
    };
    let longest = rows.iter().map(Vec::len).max().unwrap_or(0);
    let tile_width = fx_field(o, "tile_width")?;
    let tile_height = match o.get("tile_height") {
        None => tile_width,
        Some(v) => fx(v, "\"tile_height\"")?,
    };
    let rules = match o.get("rules") {
        None => Vec::new(),
        Some(v) => array(v, "\"rules\"")?
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let r = object(r, "a rule")?;
                let p = policy(r)?;
                Ok(TileRule::new(int(r, "tile")?, p.response)
                    .layer(p.layer)
                    .mask(p.mask))
                .map_err(|m: String| format!("rules[{i}]: {m}"))
            })
            .collect::<Parsed<Vec<_>>>()?,
    };
    let overrides = match o.get("overrides") {
        None => Vec::new(),
        Some(v) => array(v, "\"overrides\"")?
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let c = object(c, "an override")?;
                Ok((int(c, "x")?, int(c, "y")?, policy(c)?))
                    .map_err(|m: String| format!("overrides[{i}]: {m}"))
            })
            .collect::<Parsed<Vec<_>>>()?,
    };
    Ok(MapIn {
        width: int_or(o, "width", u16::try_from(longest).unwrap_or(u16::MAX))?,
        height: int_or(o, "height", u16::try_from(rows.len()).unwrap_or(u16::MAX))?,
        tile_width,
        tile_height,
        origin: vec2_or(o, "origin")?,
        tile_ids: int_or(o, "tile_ids", 256)?,
        override_policies: int_or(o, "override_policies", 16)?,
        rules,
        rows,
        overrides,
        enabled: flag_or(o, "enabled", true)?,
    })
}

fn actor_in(v: &Value) -> Parsed<ActorIn> {
    let o = object(v, "an actor")?;
    let colliders = match o.get("colliders") {
        None => Vec::new(),
        Some(v) => array(v, "\"colliders\"")?
            .iter()
            .enumerate()
            .map(|(i, c)| collider(c).map_err(|m| format!("colliders[{i}]: {m}")))
            .collect::<Parsed<Vec<_>>>()?,
    };
    Ok(ActorIn {
        position: vec2_or(o, "position")?,
        body: match o.get("body") {
            None => Body::None,
            Some(v) => body(v)?,
        },
        enabled: flag_or(o, "enabled", true)?,
        body_enabled: flag_or(o, "body_enabled", true)?,
        colliders,
    })
}

/// The world's configuration: `WorldConfig::new(colliders)` (colliders defaulting to the
/// input's count), then each field given.
fn config(
    o: Option<&Value>,
    n_actors: usize,
    n_colliders: usize,
    n_maps: usize,
) -> Parsed<WorldConfig> {
    let empty = Map::new();
    let o = match o {
        None => &empty,
        Some(v) => object(v, "\"config\"")?,
    };
    let fits = |n: usize| u16::try_from(n.max(1)).unwrap_or(u16::MAX - 1);
    let mut c = WorldConfig::new(int_or(o, "colliders", fits(n_colliders))?);
    c.actors = int_or(o, "actors", c.actors.max(fits(n_actors)))?;
    c.maps = int_or(o, "maps", c.maps.max(fits(n_maps)))?;
    c.actor_contacts = int_or(o, "actor_contacts", c.actor_contacts)?;
    c.tile_contacts = int_or(o, "tile_contacts", c.tile_contacts)?;
    c.actor_observations = int_or(o, "actor_observations", c.actor_observations)?;
    c.tile_observations = int_or(o, "tile_observations", c.tile_observations)?;
    c.candidates = int_or(o, "candidates", c.candidates)?;
    c.events = int_or(o, "events", c.events)?;
    c.scratch_cells = int_or(o, "scratch_cells", c.scratch_cells)?;
    c.iterations = int_or(o, "iterations", c.iterations)?;
    c.correct_positions = flag_or(o, "correct_positions", c.correct_positions)?;
    c.search = match o.get("search") {
        None => c.search,
        Some(v) => match v.as_str() {
            Some("cells") => TileSearch::Cells,
            Some("rectangles") => TileSearch::Rectangles,
            _ => {
                return Err(format!(
                    "\"search\" must be \"cells\" or \"rectangles\", got {v}"
                ))
            }
        },
    };
    Ok(c)
}

/// Counts of the input's objects, to check indices while parsing the script.
#[derive(Clone, Copy)]
struct Counts {
    maps: usize,
    actors: usize,
    colliders: usize,
}

fn index(o: &Map<String, Value>, key: &str, n: usize) -> Parsed<usize> {
    let i: usize = int(o, key)?;
    if i < n {
        Ok(i)
    } else {
        Err(format!("\"{key}\" {i} names no object (the input has {n})"))
    }
}

fn target(o: &Map<String, Value>, n: Counts, body_too: bool) -> Parsed<Target> {
    let mut found = Vec::new();
    if o.contains_key("actor") {
        found.push(Target::Actor(index(o, "actor", n.actors)?));
    }
    if o.contains_key("collider") {
        found.push(Target::Collider(index(o, "collider", n.colliders)?));
    }
    if o.contains_key("map") {
        found.push(Target::Map(index(o, "map", n.maps)?));
    }
    if body_too && o.contains_key("body") {
        found.push(Target::Body(index(o, "body", n.actors)?));
    }
    match found.as_slice() {
        [t] => Ok(*t),
        _ => Err(if body_too {
            "needs exactly one of \"actor\", \"collider\", \"map\", \"body\"".into()
        } else {
            "needs exactly one of \"actor\", \"collider\", \"map\"".into()
        }),
    }
}

fn op(v: &Value, n: Counts) -> Parsed<Op> {
    let o = object(v, "an operation")?;
    let name = field(o, "op")?.as_str().ok_or("\"op\" must be a string")?;
    let map = || index(o, "map", n.maps);
    let actor = || index(o, "actor", n.actors);
    let coll = || index(o, "collider", n.colliders);
    let xy = || Ok::<_, String>((int(o, "x")?, int(o, "y")?));
    Ok(match name {
        "translate" => Op::Translate(actor()?, vec2(o, "by")?),
        "set_position" => Op::SetPosition(actor()?, vec2(o, "to")?),
        "set_body" => Op::SetBody(actor()?, body(field(o, "body")?)?),
        "set_tile" => {
            let (x, y) = xy()?;
            Op::SetTile(map()?, x, y, tile(field(o, "tile")?, "\"tile\"")?)
        }
        "fill" | "fill_clipped" => {
            let (x, y) = xy()?;
            let rect = [x, y, int(o, "w")?, int(o, "h")?];
            let t = tile(field(o, "tile")?, "\"tile\"")?;
            Op::Fill(map()?, rect, t, name == "fill_clipped")
        }
        "set_override" => {
            let (x, y) = xy()?;
            Op::SetOverride(map()?, x, y, policy(o)?)
        }
        "reset_override" => {
            let (x, y) = xy()?;
            Op::ResetOverride(map()?, x, y)
        }
        "set_rule" => {
            let p = match field(o, "response")? {
                Value::Null => None,
                _ => Some(policy(o)?),
            };
            Op::SetRule(map()?, int(o, "tile")?, p)
        }
        "enable" | "disable" => Op::Enable(target(o, n, true)?, name == "enable"),
        "set_origin" => Op::SetOrigin(map()?, vec2(o, "to")?),
        "remove" => Op::Remove(target(o, n, false)?),
        "set_response" => {
            Op::SetResponse(coll()?, response(field(o, "response")?, "\"response\"")?)
        }
        "set_filter" => Op::SetFilter(coll()?, int(o, "layer")?, int(o, "mask")?),
        "set_shape" => Op::SetShape(coll()?, shape(o)?),
        other => return Err(format!("unknown op \"{other}\"")),
    })
}

impl Scene {
    fn parse(o: &Map<String, Value>) -> Parsed<Scene> {
        let list = |key: &str| -> Parsed<&[Value]> {
            match o.get(key) {
                None => Ok(&[]),
                Some(v) => Ok(array(v, &format!("\"{key}\""))?.as_slice()),
            }
        };
        let maps = list("maps")?
            .iter()
            .enumerate()
            .map(|(i, m)| map_in(m).map_err(|e| format!("maps[{i}]: {e}")))
            .collect::<Parsed<Vec<_>>>()?;
        let actors = list("actors")?
            .iter()
            .enumerate()
            .map(|(i, a)| actor_in(a).map_err(|e| format!("actors[{i}]: {e}")))
            .collect::<Parsed<Vec<_>>>()?;
        let n = Counts {
            maps: maps.len(),
            actors: actors.len(),
            colliders: actors.iter().map(|a| a.colliders.len()).sum(),
        };
        let config = config(o.get("config"), n.actors, n.colliders, n.maps)?;
        let steps = list("steps")?
            .iter()
            .enumerate()
            .map(|(k, s)| {
                array(s, &format!("steps[{k}]"))?
                    .iter()
                    .enumerate()
                    .map(|(i, v)| op(v, n).map_err(|e| format!("steps[{k}][{i}]: {e}")))
                    .collect::<Parsed<Vec<_>>>()
            })
            .collect::<Parsed<Vec<_>>>()?;
        Ok(Scene {
            config,
            maps,
            actors,
            steps,
        })
    }
}

// ---- running ----

struct Probe {
    world: World,
    maps: Vec<Option<MapHandle>>,
    actors: Vec<Option<ActorHandle>>,
    colliders: Vec<Option<ColliderHandle>>,
    map_names: HashMap<MapHandle, usize>,
    actor_names: HashMap<ActorHandle, usize>,
    collider_names: HashMap<ColliderHandle, usize>,
    setup: Value,
}

fn error_json(e: Error) -> Value {
    let kind = match e {
        Error::InvalidValue(_) => "invalid_value",
        Error::OutOfBounds => "out_of_bounds",
        Error::Stale => "stale",
        Error::Capacity(_) => "capacity",
    };
    json!({"error": kind, "message": e.to_string()})
}

fn result_json(r: Result<(), Error>) -> Value {
    match r {
        Ok(()) => Value::from("ok"),
        Err(e) => error_json(e),
    }
}

/// A set-up object that could not be created: operations on it answer this.
fn not_created() -> Value {
    json!({"error": "not_created", "message": "the object was not created at set-up"})
}

fn num(v: Fx) -> Value {
    Value::from(v.to_num::<f64>())
}

fn normal(n: Normal) -> Value {
    json!([n.x.to_num::<f64>(), n.y.to_num::<f64>()])
}

fn response_name(r: Response) -> &'static str {
    match r {
        Response::Solid => "solid",
        Response::Trigger => "trigger",
    }
}

fn policy_json(p: TilePolicy) -> Value {
    json!({
        "response": response_name(p.response),
        "layer": p.filter.layer(),
        "mask": p.filter.mask(),
    })
}

impl Probe {
    fn build(scene: &Scene) -> Parsed<Probe> {
        let world = World::new(scene.config).map_err(|e| format!("config: {e}"))?;
        let mut p = Probe {
            world,
            maps: Vec::new(),
            actors: Vec::new(),
            colliders: Vec::new(),
            map_names: HashMap::new(),
            actor_names: HashMap::new(),
            collider_names: HashMap::new(),
            setup: Value::Null,
        };
        let mut map_results = Vec::new();
        for (i, m) in scene.maps.iter().enumerate() {
            let d = MapDesc::new(m.width, m.height, m.tile_width, m.tile_height)
                .rules(&m.rules)
                .origin(m.origin)
                .tile_ids(m.tile_ids)
                .override_policies(m.override_policies);
            let (handle, r) = match p.world.add_map(&d) {
                Ok(h) => (Some(h), fill_map(&mut p.world, h, m)),
                Err(e) => (None, Err(e)),
            };
            if let Some(h) = handle {
                p.map_names.insert(h, i);
            }
            p.maps.push(handle);
            map_results.push(result_json(r));
        }
        let (mut actor_results, mut collider_results) = (Vec::new(), Vec::new());
        for (i, a) in scene.actors.iter().enumerate() {
            let world = &mut p.world;
            let added = world.add_actor(a.position, a.body).and_then(|h| {
                world.set_actor_enabled(h, a.enabled)?;
                world.set_body_enabled(h, a.body_enabled)?;
                Ok(h)
            });
            let handle = added.ok();
            if let Some(h) = handle {
                p.actor_names.insert(h, i);
            }
            p.actors.push(handle);
            actor_results.push(result_json(added.map(|_| ())));
            for d in &a.colliders {
                let c = match handle {
                    Some(h) => p.world.add_collider(h, *d),
                    None => Err(Error::Stale),
                };
                match c {
                    Ok(c) => {
                        p.collider_names.insert(c, p.colliders.len());
                        p.colliders.push(Some(c));
                        collider_results.push(Value::from("ok"));
                    }
                    Err(e) => {
                        p.colliders.push(None);
                        collider_results.push(if handle.is_some() {
                            error_json(e)
                        } else {
                            not_created()
                        });
                    }
                }
            }
        }
        let c = scene.config;
        p.setup = json!({"setup": {
            "config": {
                "actors": c.actors, "colliders": c.colliders, "maps": c.maps,
                "actor_contacts": c.actor_contacts, "tile_contacts": c.tile_contacts,
                "actor_observations": c.actor_observations,
                "tile_observations": c.tile_observations, "candidates": c.candidates,
                "events": c.events, "scratch_cells": c.scratch_cells,
                "iterations": c.iterations, "correct_positions": c.correct_positions,
                "search": search_name(c.search),
            },
            "maps": map_results,
            "actors": actor_results,
            "colliders": collider_results,
        }});
        Ok(p)
    }

    fn step(&mut self, k: usize, ops: &[Op]) -> Value {
        let results: Vec<Value> = ops.iter().map(|&op| self.apply(op)).collect();
        let r = self.world.step();
        let w = &self.world;
        let lost = r.lost;
        let positions: Vec<Value> = self
            .actors
            .iter()
            .map(|a| match a.map(|a| w.position(a)) {
                Some(Ok(p)) => json!({
                    "x": num(p.x), "y": num(p.y), "raw": [p.x.to_bits(), p.y.to_bits()],
                }),
                _ => Value::Null,
            })
            .collect();
        let actor_events: Vec<Value> = w
            .actor_events()
            .iter()
            .map(|e| {
                let c = e.contact;
                json!({
                    "phase": phase_name(e.phase),
                    "a": self.collider_names.get(&c.a),
                    "b": self.collider_names.get(&c.b),
                    "a_actor": self.actor_names.get(&c.a_actor),
                    "b_actor": self.actor_names.get(&c.b_actor),
                    "normal": normal(c.normal),
                    "depth": num(c.depth),
                    "response": response_name(c.response),
                    "resolved": c.resolved,
                })
            })
            .collect();
        let tile_events: Vec<Value> = w
            .tile_events()
            .iter()
            .map(|e| {
                let mut v = self.tile_json(&e.contact);
                v["phase"] = Value::from(phase_name(e.phase));
                v
            })
            .collect();
        let colliders: Vec<Value> = self
            .colliders
            .iter()
            .map(|c| match c {
                None => Value::Null,
                Some(c) => json!({
                    "active": w.collider_active(*c),
                    "tile_contacts": w.tile_contacts_for(*c).map(|t| self.tile_json(&t)).collect::<Vec<_>>(),
                    "contacts": w.contacts_for(*c).map(|v| self.view_json(&v)).collect::<Vec<_>>(),
                }),
            })
            .collect();
        let maps: Vec<Value> = self
            .maps
            .iter()
            .map(|m| match m.map(|m| w.map(m)) {
                Some(Ok(m)) => json!({
                    "collision_revision": m.collision_revision(),
                    "tile_revision": m.tile_revision(),
                    "enabled": m.enabled(),
                }),
                _ => Value::Null,
            })
            .collect();
        let (a, rd, t, ix) = (
            w.diagnostics(),
            w.response_diagnostics(),
            w.tile_diagnostics(),
            w.index_diagnostics(),
        );
        json!({
            "step": k,
            "ops": results,
            "report": {
                "actor_events": r.actor_events, "tile_events": r.tile_events,
                "iterations": r.iterations, "corrections": r.corrections,
                "unresolved": r.unresolved,
            },
            "lost": {
                "observations": lost.observations, "candidates": lost.candidates,
                "untracked": lost.untracked, "events": lost.events,
            },
            "warning": if lost.any() { Value::from(lost.to_string()) } else { Value::Null },
            "positions": positions,
            "actor_events": actor_events,
            "tile_events": tile_events,
            "colliders": colliders,
            "diagnostics": {
                "actor": {
                    "colliders": a.colliders, "contacts": a.contacts,
                    "x_candidates": a.x_candidates, "narrow_tests": a.narrow_tests,
                },
                "response": {
                    "passes": rd.passes, "iterations": rd.iterations,
                    "corrections": rd.corrections, "unresolved": rd.unresolved,
                },
                "tile": {
                    "maps": t.maps, "candidate_cells": t.candidate_cells,
                    "policy_rejected": t.policy_rejected, "narrow_tests": t.narrow_tests,
                    "response_tests": t.response_tests, "contacts": t.contacts,
                    "corrections": t.corrections, "unresolved": t.unresolved,
                    "neighbor_probes": t.neighbor_probes, "retained_cells": t.retained_cells,
                },
                "index": {
                    "mode": search_name(ix.mode), "cached_chunks": ix.cached_chunks,
                    "cached_regions": ix.cached_regions, "cached_cells": ix.cached_cells,
                    "builds": ix.builds, "built_cells": ix.built_cells,
                    "region_tests": ix.region_tests,
                    "region_narrow_tests": ix.region_narrow_tests,
                    "fallbacks": ix.fallbacks,
                },
            },
            "maps": maps,
        })
    }

    fn tile_json(&self, c: &TileContact) -> Value {
        json!({
            "collider": self.collider_names.get(&c.collider),
            "actor": self.actor_names.get(&c.actor),
            "map": self.map_names.get(&c.map),
            "x": c.tile_x,
            "y": c.tile_y,
            "tile": c.tile,
            "policy": policy_json(c.policy),
            "normal": normal(c.normal),
            "depth": num(c.depth),
            "response": response_name(c.response),
            "resolved": c.resolved,
        })
    }

    fn view_json(&self, v: &ContactView) -> Value {
        json!({
            "collider": self.collider_names.get(&v.collider),
            "actor": self.actor_names.get(&v.actor),
            "other": self.collider_names.get(&v.other),
            "other_actor": self.actor_names.get(&v.other_actor),
            "normal": normal(v.normal),
            "depth": num(v.depth),
            "response": response_name(v.response),
            "resolved": v.resolved,
        })
    }

    fn apply(&mut self, op: Op) -> Value {
        let w = &mut self.world;
        let (maps, actors, colliders) = (&self.maps, &self.actors, &self.colliders);
        let r = match op {
            Op::Translate(a, d) => actors[a].map(|a| w.translate(a, d)),
            Op::SetPosition(a, p) => actors[a].map(|a| w.set_position(a, p)),
            Op::SetBody(a, b) => actors[a].map(|a| w.set_body(a, b)),
            Op::SetTile(m, x, y, t) => {
                maps[m].map(|m| w.map_mut(m).and_then(|m| m.set_tile(x, y, t)))
            }
            Op::Fill(m, [x, y, fw, fh], t, clipped) => maps[m].map(|m| {
                w.map_mut(m).and_then(|m| {
                    if clipped {
                        m.fill_clipped(x, y, fw, fh, t)
                    } else {
                        m.fill(x, y, fw, fh, t)
                    }
                })
            }),
            Op::SetOverride(m, x, y, p) => maps[m].map(|m| {
                let p = p.policy();
                w.map_mut(m).and_then(|m| m.set_cell_policy(x, y, p?))
            }),
            Op::ResetOverride(m, x, y) => {
                maps[m].map(|m| w.map_mut(m).and_then(|m| m.reset_cell_policy(x, y)))
            }
            Op::SetRule(m, t, p) => maps[m].map(|m| {
                let p = p.map(PolicyIn::policy).transpose();
                w.map_mut(m).and_then(|m| m.set_tile_rule(t, p?))
            }),
            Op::Enable(Target::Actor(a), on) => actors[a].map(|a| w.set_actor_enabled(a, on)),
            Op::Enable(Target::Body(a), on) => actors[a].map(|a| w.set_body_enabled(a, on)),
            Op::Enable(Target::Collider(c), on) => {
                colliders[c].map(|c| w.set_collider_enabled(c, on))
            }
            Op::Enable(Target::Map(m), on) => {
                maps[m].map(|m| w.map_mut(m).map(|m| m.set_enabled(on)))
            }
            Op::SetOrigin(m, o) => maps[m].map(|m| w.map_mut(m).and_then(|m| m.set_origin(o))),
            Op::Remove(Target::Actor(a)) => actors[a].map(|a| w.remove_actor(a)),
            Op::Remove(Target::Collider(c)) => colliders[c].map(|c| w.remove_collider(c)),
            Op::Remove(Target::Map(m)) => maps[m].map(|m| w.remove_map(m)),
            // Bodies are not removed, only disabled; `target` never names one here.
            Op::Remove(Target::Body(_)) => None,
            Op::SetResponse(c, r) => colliders[c].map(|c| w.set_response(c, r)),
            Op::SetFilter(c, l, m) => colliders[c].map(|c| w.set_filter(c, l, m)),
            Op::SetShape(c, s) => colliders[c].map(|c| w.set_shape(c, s)),
        };
        r.map_or_else(not_created, result_json)
    }
}

/// Writes the map's rows, overrides and enabled flag; the first refusal is the map's set-up
/// result (the map stays, with what was written).
fn fill_map(world: &mut World, h: MapHandle, m: &MapIn) -> Result<(), Error> {
    let map = world.map_mut(h)?;
    let mut first = Ok(());
    let mut keep = |r: Result<(), Error>| {
        if first.is_ok() {
            first = r;
        }
    };
    for (y, row) in m.rows.iter().enumerate() {
        for (x, &t) in row.iter().enumerate() {
            if t.is_some() {
                let xy = (i32::try_from(x), i32::try_from(y));
                match xy {
                    (Ok(x), Ok(y)) => keep(map.set_tile(x, y, t)),
                    _ => keep(Err(Error::OutOfBounds)),
                }
            }
        }
    }
    for &(x, y, p) in &m.overrides {
        keep(p.policy().and_then(|p| map.set_cell_policy(x, y, p)));
    }
    map.set_enabled(m.enabled);
    first
}

fn phase_name(p: crate::collide::world::Phase) -> &'static str {
    match p {
        crate::collide::world::Phase::Enter => "enter",
        crate::collide::world::Phase::Stay => "stay",
        crate::collide::world::Phase::Exit => "exit",
    }
}

fn search_name(s: TileSearch) -> &'static str {
    match s {
        TileSearch::Cells => "cells",
        TileSearch::Rectangles => "rectangles",
    }
}
