//! What the tests held against the oracle share (`tests/oracle.rs` for single levels,
//! `tests/flow.rs` across levels): reading its gzipped JSON lines, and comparing one of its
//! per-tick traces with the port's, field by field, under the port's names.

#![allow(dead_code)]

use flate2::read::GzDecoder;
use serde_json::Value;
use std::io::Read;
use std::path::Path;

/// The oracle's trace field names that the port's trace spells differently.
pub const RENAMED: &[(&str, &str)] = &[
    ("popped", "fForm"),
    ("popTimer", "fTimer"),
    ("stA", "inflateMode"),
    ("stR", "fMode"),
    ("q", "animating"),
    ("cpX", "respawnCol"),
    ("cpY", "respawnRow"),
    ("cpBig", "respawnBig"),
    ("doorPx", "doorX"),
    ("doorPy", "doorY"),
    ("camTile", "cam"),
];

/// The oracle's events the port's trace must show on the same tick (the others are the
/// port's own: deaths, hoops, pickups).
pub const EVENTS: &[&str] = &["levelComplete", "gameOver", "demoEnd"];

pub fn gunzip(path: &Path) -> String {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut s = String::new();
    GzDecoder::new(&bytes[..])
        .read_to_string(&mut s)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    s
}

pub fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// The first difference between the oracle's trace and the port's, on any field the oracle
/// carries but those in `skip` (`cam`, the original's camera focus, the port does not
/// trace): the run, the tick, the field and both values; or a length that differs.
pub fn trace_mismatch(
    run: &str,
    oracle: &[Value],
    port: &[Value],
    skip: &[&str],
) -> Option<String> {
    for (t, o) in oracle.iter().enumerate() {
        let Some(p) = port.get(t) else {
            return Some(format!("{run}: the port's trace ends after {t} ticks"));
        };
        for (k, v) in o.as_object().unwrap() {
            if k == "cam" || skip.contains(&k.as_str()) {
                continue;
            }
            let pk = RENAMED
                .iter()
                .find(|(a, _)| a == k)
                .map_or(k.as_str(), |(_, b)| b);
            let Some(mut pv) = p.get(pk).cloned() else {
                return Some(format!("{run}: the port's trace has no field {pk} ({k})"));
            };
            if k == "events" {
                pv = Value::Array(
                    pv.as_array()
                        .unwrap()
                        .iter()
                        .filter(|e| EVENTS.contains(&e.as_str().unwrap()))
                        .cloned()
                        .collect(),
                );
            }
            if &pv != v {
                return Some(format!(
                    "{run}: tick {t}: {k} is {pv} in the port, {v} in the oracle"
                ));
            }
        }
    }
    (port.len() != oracle.len()).then(|| {
        format!(
            "{run}: the port ran {} ticks, the oracle {}",
            port.len(),
            oracle.len()
        )
    })
}
