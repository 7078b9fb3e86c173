//! `bounceback grid-probe`: JSON queries in, one JSON array of answers out.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn probe(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bounceback"))
        .arg("grid-probe")
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

fn answers(request: &str) -> String {
    let out = probe(&[], request);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn usage_error(args: &[&str], request: &str) -> String {
    let out = probe(args, request);
    assert_eq!(out.status.code(), Some(2), "{request}");
    assert!(out.stdout.is_empty());
    String::from_utf8(out.stderr).unwrap()
}

/// A 6x4 standard map: wall row at y = 2 from x = 0 to 3, a chasm at (4, 1), a gate at (5, 3).
const GRID: &str = "[[1,1,1,1,1,1],[1,1,1,1,9,1],[2,2,2,2,1,1],[1,1,1,1,1,10]]";

#[test]
fn answers_each_kind_of_query_in_order() {
    let request = format!(
        r#"{{"grid": {GRID}, "mode": "standard", "breached": false, "queries": [
            {{"op": "blocked", "wx": 1.5, "wy": 1.5, "r": 0.35, "dodge": false}},
            {{"op": "blocked", "wx": 1.5, "wy": 1.7, "r": 0.35, "dodge": false}},
            {{"op": "blocked", "wx": 4.5, "wy": 1.5, "r": 0.35, "dodge": true}},
            {{"op": "slide", "wx": 1.5, "wy": 1.5, "dx": 0.5, "dy": 0.5, "r": 0.35, "dodge": false}},
            {{"op": "slide", "wx": 1.5, "wy": 1.5, "dx": -0.25, "dy": 0.125, "r": 0.35, "dodge": false}},
            {{"op": "bypass", "sx": 3.5, "sy": 1.5, "tx": 5.5, "ty": 1.5, "r": 0.35}},
            {{"op": "bypass", "sx": 3.5, "sy": 1.5, "tx": 4.5, "ty": 1.5, "r": 0.35}},
            {{"op": "blocked", "wx": 5.5, "wy": 3.5, "r": 0.35, "dodge": true}}
        ]}}"#
    );
    assert_eq!(
        answers(&request),
        "[false,true,false,[2.0,1.5,true],[1.25,1.625,false],true,false,true]\n"
    );
}

#[test]
fn breached_opens_gates_and_defaults_fill_r_and_dodge() {
    let request = format!(
        r#"{{"grid": {GRID}, "breached": true, "queries": [
            {{"op": "blocked", "wx": 5.5, "wy": 3.5}},
            {{"op": "blocked", "wx": 4.5, "wy": 1.5}},
            {{"op": "blocked", "wx": 5.6, "wy": 3.5}}
        ]}}"#
    );
    // r defaults to 0.35: 5.6 + 0.35 = 5.95 stays inside the 6-wide map.
    assert_eq!(answers(&request), "[false,true,false]\n");
}

#[test]
fn compact_mode_and_ragged_rows() {
    // Row 1 is short: its missing cells read as VOID, which blocks in standard maps only.
    let grid = "[[0,0,0,0],[0],[0,1,0,15]]";
    let queries = r#"[
        {"op": "blocked", "wx": 2.5, "wy": 1.5, "r": 0.3},
        {"op": "blocked", "wx": 1.5, "wy": 2.5, "r": 0.3},
        {"op": "blocked", "wx": 3.5, "wy": 2.5, "r": 0.3}
    ]"#;
    let compact = format!(r#"{{"grid": {grid}, "mode": "compact", "queries": {queries}}}"#);
    assert_eq!(answers(&compact), "[false,true,true]\n");
    let standard = format!(r#"{{"grid": {grid}, "mode": "standard", "queries": {queries}}}"#);
    assert_eq!(answers(&standard), "[true,false,false]\n");
}

#[test]
fn far_positions_and_fixed_point_rounding() {
    let request = format!(
        r#"{{"grid": {GRID}, "queries": [
            {{"op": "blocked", "wx": -30000, "wy": 32767.5, "r": 0.35}},
            {{"op": "slide", "wx": 1.1, "wy": 0.7, "dx": 0.1, "dy": 0, "r": 0.25}}
        ]}}"#
    );
    // Decimals round to the nearest 2^-16 on the way in; results print exactly.
    let q = |v: f64| (v * 65536.0).round();
    let (x, y) = ((q(1.1) + q(0.1)) / 65536.0, q(0.7) / 65536.0);
    assert_ne!(x, 1.2);
    assert_eq!(answers(&request), format!("[true,[{x},{y},false]]\n"));
}

#[test]
fn repeat_gives_the_same_answers_and_a_timing() {
    let request =
        format!(r#"{{"grid": {GRID}, "queries": [{{"op": "blocked", "wx": 1.5, "wy": 1.5}}]}}"#);
    let out = probe(&["--repeat", "50"], &request);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "[false]\n");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("1 queries x 50") && err.contains("ns/query"),
        "{err}"
    );
}

#[test]
fn malformed_requests_are_usage_errors() {
    let cases: &[(&str, &str)] = &[
        (r#"{"grid": [[1,1]"#, "malformed JSON"),
        ("[]", "must be a JSON object"),
        (r#"{"queries": []}"#, "missing \"grid\""),
        (r#"{"grid": [1, 2]}"#, "grid[0] must be an array"),
        (r#"{"grid": [[1, 256]]}"#, "grid[0][1] must be a tile code"),
        (r#"{"grid": [[1, -1]]}"#, "grid[0][1] must be a tile code"),
        (r#"{"grid": [[1]], "mode": "hex"}"#, "mode must be"),
        (r#"{"grid": [[1]], "breached": 1}"#, "breached must be"),
        (
            r#"{"grid": [[1]], "queries": {}}"#,
            "queries must be an array",
        ),
        (
            r#"{"grid": [[1]], "queries": [{"wx": 1}]}"#,
            "queries[0]: missing \"op\"",
        ),
        (
            r#"{"grid": [[1]], "queries": [{"op": "teleport"}]}"#,
            "unknown op \"teleport\"",
        ),
        (
            r#"{"grid": [[1]], "queries": [{"op": "blocked", "wx": 1}]}"#,
            "missing \"wy\"",
        ),
        (
            r#"{"grid": [[1]], "queries": [{"op": "blocked", "wx": "1", "wy": 1}]}"#,
            "\"wx\" must be a number",
        ),
        (
            r#"{"grid": [[1]], "queries": [{"op": "slide", "wx": 1, "wy": 1, "dx": 40000, "dy": 0}]}"#,
            "outside the I16F16 range",
        ),
        (
            r#"{"grid": [[1]], "queries": [{"op": "blocked", "wx": 0, "wy": 0, "dodge": "yes"}]}"#,
            "\"dodge\" must be true or false",
        ),
    ];
    for (request, message) in cases {
        let err = usage_error(&[], request);
        assert!(err.contains(message), "{request}: {err}");
    }
    assert!(usage_error(&["--repeat", "0"], "{}").contains("positive count"));
    assert!(usage_error(&["--repeat"], "{}").contains("needs a count"));
    assert!(usage_error(&["--fast"], "{}").contains("unexpected argument '--fast'"));
}

#[test]
fn help_lists_grid_probe() {
    let out = Command::new(env!("CARGO_BIN_EXE_bounceback"))
        .arg("--help")
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("grid-probe"));
}
