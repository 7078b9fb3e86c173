//! `bounceback grid-probe`: answers tile-grid collision queries read as JSON from stdin, so the
//! fixed-point engine can be compared with other implementations and timed from outside.
//!
//! Input: `{"grid": [[code, ...], ...], "mode": "standard" | "compact", "breached": bool,
//! "queries": [...]}` with `grid[y][x]`; rows shorter than the longest are padded with VOID
//! (code 0), and the map has no props. `mode` defaults to standard, `breached` to false. Each
//! query is `{"op": "blocked", "wx", "wy", "r", "dodge"}`, `{"op": "slide", "wx", "wy", "dx",
//! "dy", "r", "dodge"}` or `{"op": "bypass", "sx", "sy", "tx", "ty", "r"}`; `r` defaults to the
//! seed's 0.35 and `dodge` to false. Decimals are rounded to the nearest 2^-16; values outside
//! `I16F16` (-32768 to 32768) are refused rather than clamped, since clamping could change an
//! answer. Output: one JSON array, `true`/`false` per blocked or bypass query and
//! `[wx, wy, sliding]` per slide, the fixed-point position printed as a decimal.

use super::Failure;
use crate::collide::grid::{index_words, Gates, GridMap, Passability, Point, Schema, I16F16};
use serde_json::{Map, Value};
use std::io::{Read, Write};
use std::time::Instant;

/// The seed's default mover radius.
const DEFAULT_RADIUS: f64 = 0.35;

/// One parsed query.
#[derive(Clone, Copy, Debug)]
enum Query {
    Blocked {
        pos: Point,
        r: I16F16,
        dodge: bool,
    },
    Slide {
        pos: Point,
        delta: Point,
        r: I16F16,
        dodge: bool,
    },
    Bypass {
        start: Point,
        target: Point,
        r: I16F16,
    },
}

/// A query's answer.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Answer {
    Flag(bool),
    Slid(Point, bool),
}

/// Runs `grid-probe` with its options `args`, reading the JSON request from `input`.
pub(super) fn run(
    args: &[String],
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let repeat = parse_repeat(args)?;
    let mut text = String::new();
    input
        .read_to_string(&mut text)
        .map_err(|e| Failure::usage(format!("grid-probe: cannot read stdin: {e}")))?;
    let request: Value = serde_json::from_str(&text)
        .map_err(|e| Failure::usage(format!("grid-probe: malformed JSON: {e}")))?;
    let request = request
        .as_object()
        .ok_or_else(|| bad("the request must be a JSON object"))?;

    let (cells, width, height) = parse_grid(request)?;
    let schema = match request.get("mode") {
        None => Schema::Standard,
        Some(Value::String(s)) if s == "standard" => Schema::Standard,
        Some(Value::String(s)) if s == "compact" => Schema::Compact,
        Some(other) => {
            return Err(bad(format!(
                "mode must be \"standard\" or \"compact\", got {other}"
            )))
        }
    };
    let breached = match request.get("breached") {
        None => false,
        Some(v) => v
            .as_bool()
            .ok_or_else(|| bad("breached must be true or false"))?,
    };
    let queries = match request.get("queries") {
        None => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, q)| parse_query(q).map_err(|m| bad(format!("queries[{i}]: {m}"))))
            .collect::<Result<Vec<_>, _>>()?,
        Some(_) => return Err(bad("queries must be an array")),
    };

    let gates = if breached {
        Gates::Breached
    } else {
        Gates::Locked
    };
    let map = GridMap::new(&cells, width, height, Passability::of(schema))
        .map_err(|e| bad(e.to_string()))?
        .with_gates(gates);
    // The engine's lookup table for maps queried often, written once: the answers are the
    // plain map's, and `--repeat` times the query a game would run.
    let mut index = vec![0u16; index_words(width, height)];
    map.write_index(&mut index)
        .map_err(|e| bad(e.to_string()))?;
    let map = map.with_index(&index).map_err(|e| bad(e.to_string()))?;

    let started = Instant::now();
    let mut answers = vec![Answer::Flag(false); queries.len()];
    for _ in 0..repeat {
        // `black_box` on the set, not on each query: the passes are not folded into one, and
        // the loop does what a caller's would (read a query, answer, store it).
        for (a, &q) in answers.iter_mut().zip(std::hint::black_box(&queries[..])) {
            *a = answer(&map, q);
        }
        std::hint::black_box(&mut answers);
    }
    if args.iter().any(|a| a == "--repeat") {
        eprintln!(
            "grid-probe: {} queries x {repeat} {}",
            queries.len(),
            super::pass_timing(queries.len(), repeat, started.elapsed()),
        );
    }

    let json = Value::Array(answers.iter().map(|a| to_json(*a)).collect());
    writeln!(out, "{json}").map_err(|e| Failure {
        code: 1,
        message: format!("cannot write output: {e}"),
    })
}

fn bad(message: impl std::fmt::Display) -> Failure {
    Failure::usage(format!("grid-probe: {message}"))
}

fn parse_repeat(args: &[String]) -> Result<u64, Failure> {
    match args {
        [] => Ok(1),
        [flag, k] if flag == "--repeat" => match k.parse::<u64>() {
            Ok(k) if k >= 1 => Ok(k),
            _ => Err(bad(format!("--repeat needs a positive count, got '{k}'"))),
        },
        [flag] if flag == "--repeat" => Err(bad("--repeat needs a count")),
        [other, ..] => Err(bad(format!(
            "unexpected argument '{other}'; usage: bounceback grid-probe [--repeat K] < request.json"
        ))),
    }
}

/// The row-major cells, padded with VOID, and the map's size.
fn parse_grid(request: &Map<String, Value>) -> Result<(Vec<u8>, usize, usize), Failure> {
    let rows = request
        .get("grid")
        .ok_or_else(|| bad("missing \"grid\""))?
        .as_array()
        .ok_or_else(|| bad("grid must be an array of rows"))?;
    let mut parsed = Vec::with_capacity(rows.len());
    for (y, row) in rows.iter().enumerate() {
        let row = row
            .as_array()
            .ok_or_else(|| bad(format!("grid[{y}] must be an array of tile codes")))?;
        let codes = row
            .iter()
            .enumerate()
            .map(|(x, c)| {
                c.as_u64()
                    .and_then(|c| u8::try_from(c).ok())
                    .ok_or_else(|| {
                        bad(format!(
                            "grid[{y}][{x}] must be a tile code 0..255, got {c}"
                        ))
                    })
            })
            .collect::<Result<Vec<u8>, _>>()?;
        parsed.push(codes);
    }
    let width = parsed.iter().map(Vec::len).max().unwrap_or(0);
    let height = parsed.len();
    if width > crate::collide::grid::MAX_SIDE || height > crate::collide::grid::MAX_SIDE {
        return Err(bad(format!(
            "grid {width}x{height} exceeds {} tiles a side",
            crate::collide::grid::MAX_SIDE
        )));
    }
    let mut cells = vec![0u8; width * height];
    for (y, row) in parsed.iter().enumerate() {
        cells[y * width..y * width + row.len()].copy_from_slice(row);
    }
    Ok((cells, width, height))
}

fn parse_query(q: &Value) -> Result<Query, String> {
    let q = q.as_object().ok_or("a query must be an object")?;
    let num = |key: &str| -> Result<I16F16, String> {
        let v = q.get(key).ok_or_else(|| format!("missing \"{key}\""))?;
        fixed(v).map_err(|m| format!("\"{key}\" {m}"))
    };
    let radius = || match q.get("r") {
        None => Ok(I16F16::from_num(DEFAULT_RADIUS)),
        Some(v) => fixed(v).map_err(|m| format!("\"r\" {m}")),
    };
    let dodge = || match q.get("dodge") {
        None => Ok(false),
        Some(v) => v
            .as_bool()
            .ok_or("\"dodge\" must be true or false".to_string()),
    };
    let point = |kx: &str, ky: &str| Ok::<_, String>(Point::new(num(kx)?, num(ky)?));
    match q.get("op").and_then(Value::as_str) {
        Some("blocked") => Ok(Query::Blocked {
            pos: point("wx", "wy")?,
            r: radius()?,
            dodge: dodge()?,
        }),
        Some("slide") => Ok(Query::Slide {
            pos: point("wx", "wy")?,
            delta: point("dx", "dy")?,
            r: radius()?,
            dodge: dodge()?,
        }),
        Some("bypass") => Ok(Query::Bypass {
            start: point("sx", "sy")?,
            target: point("tx", "ty")?,
            r: radius()?,
        }),
        Some(op) => Err(format!(
            "unknown op \"{op}\" (expected \"blocked\", \"slide\" or \"bypass\")"
        )),
        None => Err("missing \"op\"".to_string()),
    }
}

/// A JSON number as `I16F16`, rounded to nearest; out-of-range values are refused.
fn fixed(v: &Value) -> Result<I16F16, String> {
    let x = v
        .as_f64()
        .ok_or_else(|| format!("must be a number, got {v}"))?;
    I16F16::checked_from_num(x).ok_or_else(|| format!("{x} is outside the I16F16 range"))
}

fn answer(map: &GridMap, q: Query) -> Answer {
    match q {
        Query::Blocked { pos, r, dodge } => Answer::Flag(map.is_position_blocked(pos, r, dodge)),
        Query::Slide {
            pos,
            delta,
            r,
            dodge,
        } => {
            let s = map.resolve_movement_with_sliding(pos, delta, r, dodge);
            Answer::Slid(s.pos, s.sliding)
        }
        Query::Bypass { start, target, r } => Answer::Flag(map.can_bypass_chasm(start, target, r)),
    }
}

fn to_json(a: Answer) -> Value {
    match a {
        Answer::Flag(b) => Value::Bool(b),
        Answer::Slid(p, sliding) => Value::Array(vec![
            Value::from(p.x.to_num::<f64>()),
            Value::from(p.y.to_num::<f64>()),
            Value::Bool(sliding),
        ]),
    }
}
