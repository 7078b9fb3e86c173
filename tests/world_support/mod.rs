//! Shared set-up for the collision world tests: rooms drawn in ASCII.
#![allow(dead_code)]

use bounceback::collide::world::*;

pub const PLAIN: TileId = 0; // no rule: never collides
pub const WALL: TileId = 1; // Solid
pub const KEY: TileId = 2; // Trigger
pub const GATE: TileId = 3; // Solid, same policy as WALL
pub const ROCK: TileId = 4; // Solid on layers 1|2: a different policy from WALL

pub fn rules() -> [TileRule; 4] {
    [
        TileRule::new(WALL, Response::Solid),
        TileRule::new(KEY, Response::Trigger),
        TileRule::new(GATE, Response::Solid),
        TileRule::new(ROCK, Response::Solid).layer(3),
    ]
}

pub fn tile_of(c: char) -> Option<TileId> {
    match c {
        '#' => Some(WALL),
        'k' => Some(KEY),
        'g' => Some(GATE),
        'r' => Some(ROCK),
        ',' => Some(PLAIN),
        _ => None,
    }
}

pub fn px(v: i32) -> Fx {
    Fx::from_num(v)
}

pub fn pxf(v: f64) -> Fx {
    Fx::from_num(v)
}

pub fn to_f(v: Fx) -> f64 {
    v.to_num::<f64>()
}

/// Adds a map drawn by `rows` (tiles `tw` x `th` px, origin 0).
pub fn add_map(w: &mut World, rows: &[&str], tw: i32, th: i32) -> MapHandle {
    let rules = rules();
    let d = MapDesc::new(rows[0].len() as u16, rows.len() as u16, px(tw), px(th)).rules(&rules);
    let m = w.add_map(&d).unwrap();
    let map = w.map_mut(m).unwrap();
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.chars().enumerate() {
            map.set_tile(x as i32, y as i32, tile_of(c)).unwrap();
        }
    }
    m
}

pub fn world(search: TileSearch) -> World {
    World::new(WorldConfig::new(32).search(search)).unwrap()
}

pub struct Body1 {
    pub actor: ActorHandle,
    pub collider: ColliderHandle,
}

pub fn add_body(w: &mut World, at: Vec2, body: Body, desc: ColliderDesc) -> Body1 {
    let actor = w.add_actor(at, body).unwrap();
    let collider = w.add_collider(actor, desc).unwrap();
    Body1 { actor, collider }
}

pub fn circle(r: i32) -> ColliderDesc {
    ColliderDesc::new(Shape::circle(px(r)))
}

pub fn pos(w: &World, a: ActorHandle) -> (f64, f64) {
    let p = w.position(a).unwrap();
    (to_f(p.x), to_f(p.y))
}
