//! `bounceback probe`: answers collision queries given as JSON on stdin against a level, with
//! either implementation, so the contract can be checked from outside the crate.
//!
//! Input: `{"queries":[{"x":int,"y":int,"w":int,"h":int,"mask":["#..#",...],"collect":bool}]}`
//! (mask rows are y, characters are x, `#` set). Output: one JSON array with, per query,
//! `{"hit":bool,"hits":[[tileX,tileY],...]}`: the hit slots filled when the call returned.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde_json::Value;

use super::resdir::RawFiles;
use super::Failure;
use crate::collide::contract::{
    fast, reference, Hits, Impl, LevelMap, ObjectMask, Query, TileShapes,
};
use crate::res::lf::{self, Level};
use crate::res::tf::TileSet;
use crate::res::FileName;

/// Distinct query masks registered with the map (the game's fastest path); further masks
/// still work, through the general fast path.
const REGISTERED_MASKS: usize = 8;
/// Distinct query masks whose queries share one instance; further ones keep their own.
const SHARED_MASKS: usize = 64;

/// The subcommand's usage line.
pub const USAGE: &str =
    "usage: bounceback probe [--res DIR|JAR] --level N [--impl fast|reference] [--repeat K]";

/// The probe's options.
#[derive(Debug, PartialEq, Eq)]
pub struct Options {
    /// The resource set (the embedded one when `None`).
    pub res: Option<PathBuf>,
    /// The level whose map is probed.
    pub level: usize,
    /// Which implementation answers.
    pub imp: Impl,
    /// Times each query is answered (for timing).
    pub repeat: usize,
}

/// Parses the arguments after `probe`.
///
/// # Errors
///
/// Bad arguments (exit code 2).
pub fn parse_args(args: &[String]) -> Result<Options, Failure> {
    let (mut res, mut level, mut imp, mut repeat) = (None, None, Impl::Fast, 1);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .ok_or_else(|| Failure::usage(format!("{flag} needs a value; {USAGE}")))
        };
        match flag.as_str() {
            "--res" => res = Some(PathBuf::from(value()?)),
            "--level" => {
                let v = value()?;
                level = Some(v.parse().map_err(|_| {
                    Failure::usage(format!("--level wants a level number, not '{v}'"))
                })?);
            }
            "--impl" => {
                let v = value()?;
                imp = v.parse().map_err(|()| {
                    Failure::usage(format!("--impl is fast or reference, not '{v}'"))
                })?;
            }
            "--repeat" => {
                let v = value()?;
                repeat = v.parse().ok().filter(|&k| k >= 1).ok_or_else(|| {
                    Failure::usage(format!("--repeat wants a count >= 1, not '{v}'"))
                })?;
            }
            other => return Err(Failure::usage(format!("unknown option '{other}'; {USAGE}"))),
        }
    }
    let level = level.ok_or_else(|| Failure::usage(format!("--level is required; {USAGE}")))?;
    Ok(Options {
        res,
        level,
        imp,
        repeat,
    })
}

/// Runs the probe: options from `args`, queries from `input`, the answer to `out`.
///
/// # Errors
///
/// Bad arguments or queries (exit code 2), a level that does not load or output that cannot
/// be written (1).
pub fn run(args: &[String], input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Failure> {
    let opts = parse_args(args)?;
    let mut text = String::new();
    input
        .read_to_string(&mut text)
        .map_err(|e| Failure::usage(format!("cannot read the queries from stdin: {e}")))?;
    // Check the queries before loading anything, so malformed input always exits with 2.
    let queries = parse_queries(&text)?;
    let mut map = load_level(opts.res.as_deref(), opts.level)?;
    let (answer, took) = timed_answers(&mut map, opts.imp, opts.repeat, &queries);
    if opts.repeat > 1 {
        // The timed passes alone, as `grid-probe` reports them: no parsing, no output.
        let passes = opts.repeat - 1;
        eprintln!(
            "probe: {} queries x {passes} timed passes {}",
            queries.len(),
            super::pass_timing(queries.len(), passes as u64, took),
        );
    }
    writeln!(out, "{answer}").map_err(|e| Failure {
        code: 1,
        message: format!("cannot write output: {e}"),
    })
}

/// Loads level `level`'s tile table and map from `tf` and `lf` of a resource folder or
/// archive (docs/RULES.md §1.2, §1.3).
///
/// # Errors
///
/// The resources do not read, or the level or its map does not load (exit code 1).
pub fn load_level(res_dir: Option<&Path>, level: usize) -> Result<LevelMap, Failure> {
    let fail = |m: String| Failure {
        code: 1,
        message: m,
    };
    let build = |tiles: &TileSet<'_>, l: Option<&Level<'_>>, count: usize| {
        let l = l.ok_or_else(|| {
            let e = crate::res::level_index(level, count, true).err();
            Failure::usage(e.map_or_else(String::new, |e| e.to_string()))
        })?;
        let shapes =
            TileShapes::new(&crate::sim::tile_defs(tiles)).map_err(|e| fail(e.to_string()))?;
        LevelMap::new(shapes, l.rows, l.cols, l.cells).map_err(|e| fail(e.to_string()))
    };
    match res_dir {
        None => {
            let r = &crate::embedded::RESOURCES;
            if crate::embedded::BOOTSTRAP {
                return Err(fail(
                    "this build embeds no resources; pass --res DIR".into(),
                ));
            }
            build(&r.tiles, r.levels.get(level), r.levels.len())
        }
        Some(path) => {
            let files = RawFiles::load(Some(path))?;
            let tiles = TileSet::parse(FileName::new("tf"), files.get("tf")?)
                .map_err(|e| files.fail(&e))?;
            let levels =
                lf::parse(FileName::new("lf"), files.get("lf")?).map_err(|e| files.fail(&e))?;
            build(&tiles, levels.get(level), levels.len())
        }
    }
}

/// One parsed query: the box, its mask and the collect flag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProbeQuery {
    /// The box's left.
    pub x: i32,
    /// The box's top.
    pub y: i32,
    /// The box's width.
    pub w: i32,
    /// The box's height.
    pub h: i32,
    /// The mask the box is tested with.
    pub mask: ObjectMask,
    /// Whether the query collects the slots.
    pub collect: bool,
}

/// Parses the input document; malformed JSON, wrong fields and unequal mask rows are usage
/// errors (exit code 2). A mask smaller than the declared size is kept as it is.
///
/// # Errors
///
/// The first malformed query line (exit code 2).
pub fn parse_queries(text: &str) -> Result<Vec<ProbeQuery>, Failure> {
    let doc: Value = serde_json::from_str(text)
        .map_err(|e| Failure::usage(format!("the input is not valid JSON: {e}")))?;
    let list = doc
        .get("queries")
        .and_then(Value::as_array)
        .ok_or_else(|| Failure::usage("the input must be an object {\"queries\": [...]}"))?;
    list.iter()
        .enumerate()
        .map(|(i, q)| parse_query(q).map_err(|m| Failure::usage(format!("query {i}: {m}"))))
        .collect()
}

fn parse_query(q: &Value) -> Result<ProbeQuery, String> {
    let int = |name: &str| -> Result<i32, String> {
        q.get(name)
            .and_then(Value::as_i64)
            .and_then(|v| i32::try_from(v).ok())
            .ok_or_else(|| format!("\"{name}\" must be an integer in the 32-bit range"))
    };
    let rows = q
        .get("mask")
        .and_then(Value::as_array)
        .ok_or("\"mask\" must be an array of strings")?
        .iter()
        .map(|r| r.as_str().ok_or("\"mask\" rows must be strings"))
        .collect::<Result<Vec<&str>, _>>()?;
    let mask = ObjectMask::from_ascii_rows(&rows).map_err(|e| e.to_string())?;
    let collect = q
        .get("collect")
        .and_then(Value::as_bool)
        .ok_or("\"collect\" must be true or false")?;
    Ok(ProbeQuery {
        x: int("x")?,
        y: int("y")?,
        w: int("w")?,
        h: int("h")?,
        mask,
        collect,
    })
}

/// Runs every query `repeat` times with `imp` and returns the JSON answer of the last run.
/// Equal masks share one instance for both implementations, as a caller's queries name the
/// masks it holds rather than carrying a copy each (with a long set, a copy each would be a
/// cache miss a query for the reference); for `fast`, the first few distinct masks are
/// registered with the map, as the game does with the ball's.
pub fn answer_queries(
    map: &mut LevelMap,
    imp: Impl,
    repeat: usize,
    queries: &[ProbeQuery],
) -> String {
    timed_answers(map, imp, repeat, queries).0
}

/// [`answer_queries`] and the time of its `repeat - 1` timed passes.
fn timed_answers(
    map: &mut LevelMap,
    imp: Impl,
    repeat: usize,
    queries: &[ProbeQuery],
) -> (String, Duration) {
    // Each query's place in `shared` (one search a query), when its mask is among the first
    // SHARED_MASKS distinct ones.
    let mut shared: Vec<&ObjectMask> = Vec::new();
    let places: Vec<Option<usize>> = queries
        .iter()
        .map(|q| match shared.iter().position(|&m| *m == q.mask) {
            Some(i) => Some(i),
            None if shared.len() < SHARED_MASKS => {
                shared.push(&q.mask);
                Some(shared.len() - 1)
            }
            None => None,
        })
        .collect();
    let registered: Vec<_> = match imp {
        Impl::Fast => shared
            .iter()
            .take(REGISTERED_MASKS)
            .map(|&m| map.add_mask(m.clone()))
            .collect(),
        Impl::Reference => Vec::new(),
    };
    let map = &*map;
    let masks: Vec<&ObjectMask> = queries
        .iter()
        .zip(&places)
        .map(|(q, &place)| match place {
            Some(i) => registered
                .get(i)
                .and_then(|&id| map.mask(id))
                .unwrap_or(shared[i]),
            None => &q.mask,
        })
        .collect();
    let built: Vec<Query<'_>> = queries
        .iter()
        .zip(&masks)
        .map(|(q, mask)| Query {
            x: q.x,
            y: q.y,
            w: q.w,
            h: q.h,
            mask,
            collect: q.collect,
        })
        .collect();
    // The timed passes answer as a caller does, into one set of slots (`black_box` keeps them
    // from being folded into one); the answers printed come from the last pass.
    let started = Instant::now();
    match imp {
        Impl::Fast => passes(map, &built, repeat.saturating_sub(1), fast::collide),
        Impl::Reference => passes(map, &built, repeat.saturating_sub(1), reference::collide),
    }
    let took = started.elapsed();
    let answers: Vec<(bool, Hits)> = built
        .iter()
        .map(|q| {
            let mut hits = Hits::new();
            (imp.collide(map, q, &mut hits), hits)
        })
        .collect();
    let json: Vec<Value> = answers
        .iter()
        .map(|(hit, hits)| {
            let list: Vec<Value> = hits
                .iter()
                .map(|(c, r)| serde_json::json!([c, r]))
                .collect();
            serde_json::json!({ "hit": hit, "hits": list })
        })
        .collect();
    (Value::Array(json).to_string(), took)
}

/// Answers every query `n` times with `collide` (each implementation's own function, so both
/// are inlined alike).
#[inline(always)]
fn passes(
    map: &LevelMap,
    queries: &[Query<'_>],
    n: usize,
    collide: impl Fn(&LevelMap, &Query<'_>, &mut Hits) -> bool,
) {
    let mut hits = Hits::new();
    for _ in 0..n {
        for q in std::hint::black_box(queries) {
            std::hint::black_box(collide(map, q, &mut hits));
        }
    }
}
