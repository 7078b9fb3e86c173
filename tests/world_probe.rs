//! `bounceback world-probe`: a scene and a script as JSON in, one JSON line per step out.
//! The answers are checked against the library itself driven through its API (the probe
//! must report what the world reports), and the example in `docs/ENGINE.md` is run.

use bounceback::collide::world::*;
use serde_json::Value;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn probe(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bounceback"))
        .arg("world-probe")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run bounceback");
    // A usage error may exit before reading stdin: a broken pipe here is fine.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    child.wait_with_output().unwrap()
}

/// The answer's lines, parsed; the first is the set-up line.
fn lines(request: &str) -> Vec<Value> {
    let out = probe(&[], request);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect()
}

fn usage_error(args: &[&str], request: &str) -> String {
    let out = probe(args, request);
    assert_eq!(out.status.code(), Some(2), "{request}");
    assert!(out.stdout.is_empty());
    String::from_utf8(out.stderr).unwrap()
}

/// Whether `part` is contained in `whole`: objects by key, arrays element by element (same
/// length), the rest equal.
fn part_of(part: &Value, whole: &Value) -> bool {
    match (part, whole) {
        (Value::Object(p), Value::Object(w)) => p
            .iter()
            .all(|(k, v)| w.get(k).is_some_and(|wv| part_of(v, wv))),
        (Value::Array(p), Value::Array(w)) => {
            p.len() == w.len() && p.iter().zip(w).all(|(a, b)| part_of(a, b))
        }
        (Value::Number(a), Value::Number(b)) => a.as_f64() == b.as_f64(),
        _ => part == whole,
    }
}

/// The fenced block after `marker` in `text`.
fn block_after<'a>(text: &'a str, marker: &str) -> &'a str {
    let at = text
        .find(marker)
        .unwrap_or_else(|| panic!("{marker} in the doc"));
    let rest = &text[at..];
    let start = rest.find("```json\n").expect("a json block") + "```json\n".len();
    let end = rest[start..].find("```").expect("the block's end");
    &rest[start..start + end]
}

#[test]
fn the_engine_doc_example_runs() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/ENGINE.md")).unwrap();
    let input = block_after(&doc, "<!-- world-probe example input -->");
    let want = block_after(&doc, "<!-- world-probe example output -->");
    let got = lines(input);
    let want: Vec<Value> = want
        .lines()
        .map(|l| serde_json::from_str(l).expect("each excerpt line is JSON"))
        .collect();
    assert_eq!(
        got.len(),
        want.len(),
        "one line for the set-up, one per step"
    );
    for (w, g) in want.iter().zip(&got) {
        assert!(part_of(w, g), "the doc says\n{w}\nthe probe says\n{g}");
    }
}

// ---- the same scene through the probe and through the library ----

/// Every kind of object and operation the probe documents.
const SCENE: &str = r#"{
  "config": {"colliders": 6, "iterations": 3},
  "maps": [
    {"tile_width": 16, "tile_ids": 40,
     "rules": [{"tile": 1, "response": "solid"}, {"tile": 2, "response": "trigger"},
               {"tile": 3, "response": "solid", "layer": 2}],
     "rows": ["1111111111",
              "1..2.....1",
              "1...3....1",
              "1........1",
              "1111111111"],
     "overrides": [{"x": 6, "y": 3, "response": "trigger", "layer": 1, "mask": 1}]},
    {"tile_width": 8, "tile_height": 12, "origin": [200, 0],
     "rules": [{"tile": 5, "response": "trigger"}],
     "rows": [[5, 5, 5, 5], [5, null, null, 5], [5, 5, null, 5]],
     "enabled": true}
  ],
  "actors": [
    {"position": [40, 40], "body": "dynamic",
     "colliders": [
       {"shape": "circle", "radius": 6, "response": "solid"},
       {"shape": "box", "half_width": 4, "half_height": 2, "rotation": 30,
        "offset": [0, -9]}]},
    {"position": [80, 40], "body": "static",
     "colliders": [{"shape": "box", "half_width": 8, "half_height": 8, "response": "solid"}]},
    {"position": [212, 14], "body": "none", "enabled": true, "body_enabled": false,
     "colliders": [{"shape": "circle", "radius": 5, "layer": 2, "mask": 3}]}
  ],
  "steps": [
    [{"op": "translate", "actor": 0, "by": [20.5, 0.25]}],
    [{"op": "set_position", "actor": 0, "to": [70, 40]},
     {"op": "set_body", "actor": 1, "body": "dynamic"}],
    [{"op": "set_tile", "map": 0, "x": 3, "y": 2, "tile": 1},
     {"op": "fill", "map": 0, "x": 1, "y": 3, "w": 3, "h": 1, "tile": 2},
     {"op": "fill", "map": 0, "x": 8, "y": 0, "w": 4, "h": 1, "tile": 2},
     {"op": "fill_clipped", "map": 0, "x": 8, "y": 3, "w": 4, "h": 3, "tile": 3}],
    [{"op": "set_override", "map": 0, "x": 4, "y": 2, "response": "trigger"},
     {"op": "set_tile", "map": 0, "x": 0, "y": 0, "tile": 40}],
    [{"op": "reset_override", "map": 0, "x": 4, "y": 2},
     {"op": "set_rule", "map": 0, "tile": 2, "response": "solid", "layer": 1, "mask": 3},
     {"op": "set_rule", "map": 0, "tile": 3, "response": null},
     {"op": "set_rule", "map": 0, "tile": 7, "response": "solid", "layer": 0}],
    [{"op": "disable", "collider": 1}, {"op": "disable", "body": 0},
     {"op": "translate", "actor": 0, "by": [-30, 0]}],
    [{"op": "enable", "collider": 1}, {"op": "enable", "body": 0},
     {"op": "disable", "actor": 2}, {"op": "set_origin", "map": 1, "to": [190, 2]}],
    [{"op": "enable", "actor": 2}, {"op": "set_response", "collider": 2, "response": "trigger"},
     {"op": "set_filter", "collider": 3, "layer": 1, "mask": 1},
     {"op": "set_shape", "collider": 0, "shape": "box", "half_width": 5, "half_height": 5,
      "rotation": 10},
     {"op": "set_filter", "collider": 3, "layer": 0, "mask": 1}],
    [{"op": "remove", "collider": 1}, {"op": "remove", "map": 1},
     {"op": "translate", "actor": 2, "by": [1, 1]}],
    [{"op": "remove", "actor": 1}, {"op": "remove", "collider": 1},
     {"op": "remove", "map": 1}, {"op": "translate", "actor": 1, "by": [1, 0]},
     {"op": "set_shape", "collider": 0, "shape": "circle", "radius": 0}],
    [{"op": "disable", "map": 0}, {"op": "set_tile", "map": 0, "x": 10, "y": 0, "tile": 1},
     {"op": "set_origin", "map": 0, "to": [3000000, 0]}],
    [{"op": "enable", "map": 0}, {"op": "translate", "actor": 0, "by": [0, 3]}]
  ]
}"#;

/// The library side of `SCENE`, step by step: each step's op results and then the world.
struct Mirror {
    w: World,
    maps: Vec<MapHandle>,
    actors: Vec<ActorHandle>,
    colliders: Vec<ColliderHandle>,
}

fn fx(v: f64) -> Fx {
    Fx::from_num(v)
}

fn v2(x: f64, y: f64) -> Vec2 {
    Vec2::new(fx(x), fx(y))
}

fn kind(r: Result<(), Error>) -> String {
    match r {
        Ok(()) => "ok".into(),
        Err(Error::InvalidValue(_)) => "invalid_value".into(),
        Err(Error::OutOfBounds) => "out_of_bounds".into(),
        Err(Error::Stale) => "stale".into(),
        Err(Error::Capacity(_)) => "capacity".into(),
    }
}

impl Mirror {
    fn new() -> Mirror {
        let mut cfg = WorldConfig::new(6);
        cfg.iterations = 3;
        let mut w = World::new(cfg).unwrap();
        let r0 = [
            TileRule::new(1, Response::Solid),
            TileRule::new(2, Response::Trigger),
            TileRule::new(3, Response::Solid).layer(2),
        ];
        let m0 = w
            .add_map(
                &MapDesc::new(10, 5, fx(16.0), fx(16.0))
                    .tile_ids(40)
                    .rules(&r0),
            )
            .unwrap();
        let rows = [
            "1111111111",
            "1..2.....1",
            "1...3....1",
            "1........1",
            "1111111111",
        ];
        let map = w.map_mut(m0).unwrap();
        for (y, row) in rows.iter().enumerate() {
            for (x, c) in row.chars().enumerate() {
                if c != '.' {
                    let t = c.to_digit(10).unwrap() as TileId;
                    map.set_tile(x as i32, y as i32, Some(t)).unwrap();
                }
            }
        }
        let p = TilePolicy::new(Response::Trigger, 1, 1).unwrap();
        map.set_cell_policy(6, 3, p).unwrap();
        let r1 = [TileRule::new(5, Response::Trigger)];
        let m1 = w
            .add_map(
                &MapDesc::new(4, 3, fx(8.0), fx(12.0))
                    .rules(&r1)
                    .origin(v2(200.0, 0.0)),
            )
            .unwrap();
        let map = w.map_mut(m1).unwrap();
        for (y, row) in [[1, 1, 1, 1], [1, 0, 0, 1], [1, 1, 0, 1]]
            .iter()
            .enumerate()
        {
            for (x, &c) in row.iter().enumerate() {
                if c == 1 {
                    map.set_tile(x as i32, y as i32, Some(5)).unwrap();
                }
            }
        }
        let a0 = w.add_actor(v2(40.0, 40.0), Body::Dynamic).unwrap();
        let c0 = w
            .add_collider(a0, ColliderDesc::new(Shape::circle(fx(6.0))).solid())
            .unwrap();
        let box1 = Shape::obb(fx(4.0), fx(2.0), Rot::from_degrees(30));
        let c1 = w
            .add_collider(a0, ColliderDesc::new(box1).offset(v2(0.0, -9.0)))
            .unwrap();
        let a1 = w.add_actor(v2(80.0, 40.0), Body::Static).unwrap();
        let c2 = w
            .add_collider(a1, ColliderDesc::new(Shape::aabb(fx(8.0), fx(8.0))).solid())
            .unwrap();
        let a2 = w.add_actor(v2(212.0, 14.0), Body::None).unwrap();
        w.set_body_enabled(a2, false).unwrap();
        let c3 = w
            .add_collider(a2, ColliderDesc::new(Shape::circle(fx(5.0))).filter(2, 3))
            .unwrap();
        Mirror {
            w,
            maps: vec![m0, m1],
            actors: vec![a0, a1, a2],
            colliders: vec![c0, c1, c2, c3],
        }
    }

    /// Applies step `k`'s operations; their results.
    fn ops(&mut self, k: usize) -> Vec<String> {
        let (m, a, c) = (
            self.maps.clone(),
            self.actors.clone(),
            self.colliders.clone(),
        );
        let w = &mut self.w;
        let pol = |r, l, mask| TilePolicy::new(r, l, mask);
        let rs: Vec<Result<(), Error>> = match k {
            0 => vec![w.translate(a[0], v2(20.5, 0.25))],
            1 => vec![
                w.set_position(a[0], v2(70.0, 40.0)),
                w.set_body(a[1], Body::Dynamic),
            ],
            2 => {
                let map = w.map_mut(m[0]).unwrap();
                vec![
                    map.set_tile(3, 2, Some(1)),
                    map.fill(1, 3, 3, 1, Some(2)),
                    map.fill(8, 0, 4, 1, Some(2)),
                    map.fill_clipped(8, 3, 4, 3, Some(3)),
                ]
            }
            3 => {
                let map = w.map_mut(m[0]).unwrap();
                vec![
                    map.set_cell_policy(4, 2, TilePolicy::TRIGGER),
                    map.set_tile(0, 0, Some(40)),
                ]
            }
            4 => {
                let map = w.map_mut(m[0]).unwrap();
                vec![
                    map.reset_cell_policy(4, 2),
                    map.set_tile_rule(2, Some(pol(Response::Solid, 1, 3).unwrap())),
                    map.set_tile_rule(3, None),
                    pol(Response::Solid, 0, u32::MAX).map(|_| ()),
                ]
            }
            5 => vec![
                w.set_collider_enabled(c[1], false),
                w.set_body_enabled(a[0], false),
                w.translate(a[0], v2(-30.0, 0.0)),
            ],
            6 => vec![
                w.set_collider_enabled(c[1], true),
                w.set_body_enabled(a[0], true),
                w.set_actor_enabled(a[2], false),
                w.map_mut(m[1]).unwrap().set_origin(v2(190.0, 2.0)),
            ],
            7 => vec![
                w.set_actor_enabled(a[2], true),
                w.set_response(c[2], Response::Trigger),
                w.set_filter(c[3], 1, 1),
                w.set_shape(c[0], Shape::obb(fx(5.0), fx(5.0), Rot::from_degrees(10))),
                w.set_filter(c[3], 0, 1),
            ],
            8 => vec![
                w.remove_collider(c[1]),
                w.remove_map(m[1]),
                w.translate(a[2], v2(1.0, 1.0)),
            ],
            9 => vec![
                w.remove_actor(a[1]),
                w.remove_collider(c[1]),
                w.remove_map(m[1]),
                w.translate(a[1], v2(1.0, 0.0)),
                w.set_shape(c[0], Shape::circle(Fx::ZERO)),
            ],
            10 => {
                let map = w.map_mut(m[0]).unwrap();
                map.set_enabled(false);
                vec![
                    Ok(()),
                    map.set_tile(10, 0, Some(1)),
                    map.set_origin(v2(3_000_000.0, 0.0)),
                ]
            }
            11 => {
                w.map_mut(m[0]).unwrap().set_enabled(true);
                vec![Ok(()), w.translate(a[0], v2(0.0, 3.0))]
            }
            _ => unreachable!(),
        };
        rs.into_iter().map(kind).collect()
    }

    fn ci(&self, c: ColliderHandle) -> usize {
        self.colliders.iter().position(|&x| x == c).unwrap()
    }

    fn ai(&self, a: ActorHandle) -> usize {
        self.actors.iter().position(|&x| x == a).unwrap()
    }

    fn mi(&self, m: MapHandle) -> usize {
        self.maps.iter().position(|&x| x == m).unwrap()
    }

    fn tile(&self, phase: Option<Phase>, t: &TileContact) -> String {
        format!(
            "{} c{} a{} m{} ({},{}) {:?} {:?}/{}/{} n({},{}) d{} {:?} {}",
            phase.map_or("-".into(), |p| format!("{p:?}").to_lowercase()),
            self.ci(t.collider),
            self.ai(t.actor),
            self.mi(t.map),
            t.tile_x,
            t.tile_y,
            t.tile,
            t.policy.response,
            t.policy.filter.layer(),
            t.policy.filter.mask(),
            t.normal.x.to_num::<f64>(),
            t.normal.y.to_num::<f64>(),
            t.depth.to_num::<f64>(),
            t.response,
            t.resolved
        )
    }

    /// What the probe's step line must say, in the shape `probe_view` reads it.
    fn view(&self) -> Vec<String> {
        let w = &self.w;
        let mut v = Vec::new();
        for &a in &self.actors {
            v.push(match w.position(a) {
                Ok(p) => format!("pos {} {}", p.x.to_bits(), p.y.to_bits()),
                Err(_) => "pos removed".into(),
            });
        }
        for e in w.actor_events() {
            let c = e.contact;
            v.push(format!(
                "actor {} c{} c{} a{} a{} n({},{}) d{} {:?} {}",
                format!("{:?}", e.phase).to_lowercase(),
                self.ci(c.a),
                self.ci(c.b),
                self.ai(c.a_actor),
                self.ai(c.b_actor),
                c.normal.x.to_num::<f64>(),
                c.normal.y.to_num::<f64>(),
                c.depth.to_num::<f64>(),
                c.response,
                c.resolved
            ));
        }
        for e in w.tile_events() {
            v.push(format!("tile {}", self.tile(Some(e.phase), &e.contact)));
        }
        for &c in &self.colliders {
            v.push(format!("collider c{} {}", self.ci(c), w.collider_active(c)));
            for t in w.tile_contacts_for(c) {
                v.push(format!("  has {}", self.tile(None, &t)));
            }
            for k in w.contacts_for(c) {
                v.push(format!(
                    "  meets c{} a{} from c{} a{} n({},{}) d{} {:?} {}",
                    self.ci(k.other),
                    self.ai(k.other_actor),
                    self.ci(k.collider),
                    self.ai(k.actor),
                    k.normal.x.to_num::<f64>(),
                    k.normal.y.to_num::<f64>(),
                    k.depth.to_num::<f64>(),
                    k.response,
                    k.resolved
                ));
            }
        }
        for &m in &self.maps {
            v.push(match w.map(m) {
                Ok(m) => format!(
                    "map {} {} {}",
                    m.collision_revision(),
                    m.tile_revision(),
                    m.enabled()
                ),
                Err(_) => "map removed".into(),
            });
        }
        let t = w.tile_diagnostics();
        let r = w.response_diagnostics();
        v.push(format!(
            "diag {} {} {} {} {} {} {}",
            w.diagnostics().contacts,
            r.passes,
            r.corrections,
            r.unresolved,
            t.contacts,
            t.candidate_cells,
            t.retained_cells
        ));
        v
    }
}

fn response_of(v: &Value) -> &'static str {
    match v.as_str() {
        Some("solid") => "Solid",
        Some("trigger") => "Trigger",
        other => panic!("response {other:?}"),
    }
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap()
}

fn probe_tile(phase: Option<&str>, t: &Value) -> String {
    let tile = match &t["tile"] {
        Value::Null => "None".to_string(),
        id => format!("Some({id})"),
    };
    format!(
        "{} c{} a{} m{} ({},{}) {} {}/{}/{} n({},{}) d{} {} {}",
        phase.unwrap_or("-"),
        t["collider"],
        t["actor"],
        t["map"],
        t["x"],
        t["y"],
        tile,
        response_of(&t["policy"]["response"]),
        t["policy"]["layer"],
        t["policy"]["mask"],
        f(&t["normal"][0]),
        f(&t["normal"][1]),
        f(&t["depth"]),
        response_of(&t["response"]),
        t["resolved"]
    )
}

/// A probe step line in the shape of `Mirror::view`.
fn probe_view(line: &Value) -> Vec<String> {
    let mut v = Vec::new();
    for p in line["positions"].as_array().unwrap() {
        v.push(match p {
            Value::Null => "pos removed".into(),
            p => {
                // The decimal and the raw value agree.
                assert_eq!(f(&p["x"]) * 256.0, f(&p["raw"][0]));
                assert_eq!(f(&p["y"]) * 256.0, f(&p["raw"][1]));
                format!("pos {} {}", p["raw"][0], p["raw"][1])
            }
        });
    }
    for e in line["actor_events"].as_array().unwrap() {
        v.push(format!(
            "actor {} c{} c{} a{} a{} n({},{}) d{} {} {}",
            e["phase"].as_str().unwrap(),
            e["a"],
            e["b"],
            e["a_actor"],
            e["b_actor"],
            f(&e["normal"][0]),
            f(&e["normal"][1]),
            f(&e["depth"]),
            response_of(&e["response"]),
            e["resolved"]
        ));
    }
    for e in line["tile_events"].as_array().unwrap() {
        v.push(format!("tile {}", probe_tile(e["phase"].as_str(), e)));
    }
    for (i, c) in line["colliders"].as_array().unwrap().iter().enumerate() {
        v.push(format!("collider c{i} {}", c["active"]));
        for t in c["tile_contacts"].as_array().unwrap() {
            v.push(format!("  has {}", probe_tile(None, t)));
        }
        for k in c["contacts"].as_array().unwrap() {
            v.push(format!(
                "  meets c{} a{} from c{} a{} n({},{}) d{} {} {}",
                k["other"],
                k["other_actor"],
                k["collider"],
                k["actor"],
                f(&k["normal"][0]),
                f(&k["normal"][1]),
                f(&k["depth"]),
                response_of(&k["response"]),
                k["resolved"]
            ));
        }
    }
    for m in line["maps"].as_array().unwrap() {
        v.push(match m {
            Value::Null => "map removed".into(),
            m => format!(
                "map {} {} {}",
                m["collision_revision"], m["tile_revision"], m["enabled"]
            ),
        });
    }
    let d = &line["diagnostics"];
    v.push(format!(
        "diag {} {} {} {} {} {} {}",
        d["actor"]["contacts"],
        d["response"]["passes"],
        d["response"]["corrections"],
        d["response"]["unresolved"],
        d["tile"]["contacts"],
        d["tile"]["candidate_cells"],
        d["tile"]["retained_cells"]
    ));
    v
}

fn op_kinds(line: &Value) -> Vec<String> {
    line["ops"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| match r {
            Value::String(s) => s.clone(),
            e => e["error"].as_str().unwrap().to_string(),
        })
        .collect()
}

#[test]
fn every_documented_operation_answers_as_the_library_does() {
    let got = lines(SCENE);
    let setup = &got[0]["setup"];
    assert_eq!(setup["maps"], serde_json::json!(["ok", "ok"]));
    assert_eq!(
        setup["colliders"],
        serde_json::json!(["ok", "ok", "ok", "ok"])
    );
    assert_eq!(setup["config"]["iterations"], 3);
    assert_eq!(setup["config"]["tile_contacts"], 48);
    let mut mirror = Mirror::new();
    let steps = &got[1..];
    assert_eq!(steps.len(), 12);
    let mut seen = std::collections::BTreeSet::new();
    for (k, line) in steps.iter().enumerate() {
        assert_eq!(line["step"], k);
        let want_ops = mirror.ops(k);
        let report = mirror.w.step();
        assert_eq!(op_kinds(line), want_ops, "step {k}: operation results");
        seen.extend(want_ops);
        let want = mirror.view();
        let have = probe_view(line);
        assert_eq!(have, want, "step {k}");
        assert_eq!(line["report"]["corrections"], report.corrections);
        assert_eq!(line["report"]["iterations"], report.iterations);
        assert_eq!(line["lost"]["untracked"], report.lost.untracked);
        assert!(line["warning"].is_null());
    }
    // The scene exercised what it claims: each result kind, events of every phase, both
    // kinds of contact, and something moved.
    for k in ["ok", "out_of_bounds", "invalid_value", "stale"] {
        assert!(seen.contains(k), "no {k} result");
    }
    let all: Vec<String> = steps.iter().flat_map(probe_view).collect();
    for needle in [
        "actor enter",
        "actor exit",
        "tile enter",
        "tile stay",
        "tile exit",
        "  meets",
        "  has",
        "pos removed",
        "map removed",
    ] {
        assert!(all.iter().any(|l| l.starts_with(needle)), "no '{needle}'");
    }
    let moved = steps.iter().any(|l| l["report"]["corrections"] != 0);
    assert!(moved);
}

#[test]
fn rectangles_answer_as_cells_do() {
    let cells = lines(SCENE);
    let rects = lines(&SCENE.replace(
        r#""iterations": 3}"#,
        r#""iterations": 3, "search": "rectangles"}"#,
    ));
    assert_eq!(rects[0]["setup"]["config"]["search"], "rectangles");
    assert_eq!(cells.len(), rects.len());
    let mut built = 0;
    for (c, r) in cells[1..].iter().zip(&rects[1..]) {
        assert_eq!(r["diagnostics"]["index"]["mode"], "rectangles");
        built += r["diagnostics"]["index"]["builds"].as_u64().unwrap();
        for key in [
            "ops",
            "positions",
            "actor_events",
            "tile_events",
            "colliders",
            "maps",
            "report",
        ] {
            assert_eq!(c[key], r[key], "step {}: {key}", c["step"]);
        }
    }
    assert!(built > 0, "the index was used");
}

/// A large Trigger over small tiles with `WorldConfig::new(8)`: the step says what was lost.
#[test]
fn overflow_is_a_warning_on_the_step_line() {
    let rows = vec![r#""kkkkkkkkkkkkkkkk""#; 16].join(",");
    let scene = format!(
        r#"{{"config": {{"colliders": 8}},
            "maps": [{{"tile_width": 16, "rules": [{{"tile": 20, "response": "trigger"}}],
                       "rows": [{rows}]}}],
            "actors": [{{"position": [128, 128],
                         "colliders": [{{"shape": "circle", "radius": 64}}]}}],
            "steps": [[], [{{"op": "set_tile", "map": 0, "x": 0, "y": 0, "tile": null}}]]}}"#
    );
    let got = lines(&scene);
    let step = &got[1];
    let lost = step["lost"]["untracked"].as_u64().unwrap();
    assert!(lost > 0, "{}", step["lost"]);
    assert_eq!(step["tile_events"].as_array().unwrap().len(), 64);
    assert_eq!(
        step["warning"],
        format!("contacts lost: {lost} untracked (raise tile_contacts/actor_contacts)")
    );
    // Raised as documented, the same scene loses nothing.
    let raised = scene.replace(
        r#""colliders": 8}"#,
        r#""colliders": 8, "tile_contacts": 100, "events": 200}"#,
    );
    for line in &lines(&raised)[1..] {
        assert!(line["warning"].is_null(), "{}", line["warning"]);
        assert_eq!(line["lost"]["untracked"], 0);
    }
}

#[test]
fn set_up_refusals_are_reported_and_their_objects_answer_not_created() {
    let scene = r#"{
        "maps": [{"tile_width": 16, "rules": [{"tile": 1, "response": "solid"},
                                               {"tile": 1, "response": "trigger"}]},
                 {"tile_width": 16, "tile_ids": 4, "rows": ["0.9"]}],
        "actors": [{"position": [0, 0],
                    "colliders": [{"shape": "circle", "radius": 0},
                                  {"shape": "box", "half_width": 2, "half_height": 2,
                                   "layer": 0}]},
                   {"position": [3000000, 0],
                    "colliders": [{"shape": "circle", "radius": 2}]}],
        "steps": [[{"op": "set_tile", "map": 0, "x": 0, "y": 0, "tile": 1},
                   {"op": "set_tile", "map": 1, "x": 1, "y": 0, "tile": 3},
                   {"op": "translate", "actor": 1, "by": [1, 0]},
                   {"op": "remove", "collider": 2}]]
    }"#;
    let got = lines(scene);
    let setup = &got[0]["setup"];
    let kinds = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|r| match r {
                Value::String(s) => s.clone(),
                e => e["error"].as_str().unwrap().to_string(),
            })
            .collect()
    };
    assert_eq!(kinds(&setup["maps"]), ["invalid_value", "invalid_value"]);
    assert_eq!(kinds(&setup["actors"]), ["ok", "invalid_value"]);
    assert_eq!(
        kinds(&setup["colliders"]),
        ["invalid_value", "invalid_value", "not_created"]
    );
    let step = &got[1];
    // Map 1 was added (its tile 9 refused, past its 4 ids); map 0 was not.
    assert_eq!(
        op_kinds(step),
        ["not_created", "ok", "not_created", "not_created"]
    );
    assert_eq!(step["maps"][0], Value::Null);
    assert_eq!(step["maps"][1]["tile_revision"], 2);
    assert_eq!(step["positions"][1], Value::Null);
    assert_eq!(step["colliders"], serde_json::json!([null, null, null]));
}

#[test]
fn malformed_input_is_a_usage_error_naming_the_place() {
    for (request, says) in [
        ("{", "malformed JSON"),
        ("[]", "must be a JSON object"),
        (
            r#"{"maps": [{"rows": []}]}"#,
            "maps[0]: missing \"tile_width\"",
        ),
        (
            r#"{"actors": [{"colliders": [{"shape": "blob"}]}]}"#,
            "actors[0]: colliders[0]: \"shape\" must be",
        ),
        (
            r#"{"actors": [{"position": [1]}]}"#,
            "\"position\" must be [x, y]",
        ),
        (
            r#"{"steps": [[{"op": "translate", "actor": 0, "by": [1, 0]}]]}"#,
            "steps[0][0]: \"actor\" 0 names no object (the input has 0)",
        ),
        (r#"{"steps": [[{"op": "jump"}]]}"#, "unknown op \"jump\""),
        (
            r#"{"maps": [{"tile_width": 16}], "steps": [[{"op": "disable"}]]}"#,
            "needs exactly one of",
        ),
        (
            r#"{"maps": [{"tile_width": 16}], "steps": [[{"op": "remove", "map": 0, "actor": 0}]]}"#,
            "steps[0][0]",
        ),
        (
            r#"{"maps": [{"tile_width": 16, "rows": ["1#"]}]}"#,
            "maps[0]: rows[0][1]: '#' is neither",
        ),
        (r#"{"config": {"search": "quad"}}"#, "\"search\" must be"),
        (
            r#"{"config": {"colliders": 70000}}"#,
            "\"colliders\" must be an integer",
        ),
        (
            r#"{"actors": [{"position": [1e300, 0]}]}"#,
            "outside the 1/256 px range",
        ),
    ] {
        let err = usage_error(&[], request);
        assert!(err.contains("world-probe: "), "{err}");
        assert!(err.contains(says), "{request}: {err}");
    }
    assert!(usage_error(&["--fast"], "{}").contains("unexpected argument '--fast'"));
}

#[test]
fn an_empty_script_answers_the_set_up_only() {
    let got = lines("{}");
    assert_eq!(got.len(), 1);
    assert_eq!(got[0]["setup"]["config"]["colliders"], 1);
    assert_eq!(got[0]["setup"]["maps"], serde_json::json!([]));
}

#[test]
fn help_lists_world_probe() {
    let out = Command::new(env!("CARGO_BIN_EXE_bounceback"))
        .arg("--help")
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("world-probe"));
}

/// The set-up flags and sizes: a map, an actor and a collider that start disabled, a map
/// larger than its rows, and enabling each by script.
#[test]
fn set_up_flags_start_objects_disabled_until_enabled() {
    let scene = r#"{
        "maps": [{"tile_width": 10, "width": 6, "height": 4, "origin": [-20, -20],
                  "rules": [{"tile": 2, "response": "trigger"}],
                  "rows": ["22"], "enabled": false},
                 {"tile_width": 10, "tile_height": 5, "width": 3, "height": 2,
                  "rules": [{"tile": 2, "response": "trigger"}],
                  "rows": [[null, null, 2]]}],
        "actors": [{"position": [-15, -15], "enabled": false,
                    "colliders": [{"shape": "circle", "radius": 2}]},
                   {"position": [25, 2],
                    "colliders": [{"shape": "circle", "radius": 1, "enabled": false}]}],
        "steps": [[],
                  [{"op": "enable", "map": 0}],
                  [{"op": "enable", "actor": 0}, {"op": "enable", "collider": 1},
                   {"op": "set_tile", "map": 0, "x": 5, "y": 3, "tile": 2},
                   {"op": "set_tile", "map": 0, "x": 6, "y": 0, "tile": 2}]]
    }"#;
    let got = lines(scene);
    let tiles = |line: &Value, c: usize| -> Vec<(u64, u64, u64)> {
        line["colliders"][c]["tile_contacts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| {
                (
                    t["map"].as_u64().unwrap(),
                    t["x"].as_u64().unwrap(),
                    t["y"].as_u64().unwrap(),
                )
            })
            .collect()
    };
    for line in &got[1..3] {
        assert_eq!(line["colliders"][0]["active"], false);
        assert_eq!(line["colliders"][1]["active"], false);
        assert!(line["tile_events"].as_array().unwrap().is_empty());
    }
    assert_eq!(got[1]["maps"][0]["enabled"], false);
    assert_eq!(got[2]["maps"][0]["enabled"], true);
    let last = &got[3];
    assert_eq!(
        op_kinds(last),
        ["ok", "ok", "ok", "out_of_bounds"],
        "the map is 6 wide"
    );
    assert_eq!(tiles(last, 0), [(0, 0, 0)], "the origin moved the map");
    assert_eq!(tiles(last, 1), [(1, 2, 0)], "tiles 10 x 5");
    assert_eq!(last["maps"][0]["tile_revision"], 3);
}
