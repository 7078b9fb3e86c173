//! The probe tool: JSON in and out through its functions, and end to end through the binary
//! on a tiny tf/lf pair written per spec §1.1 to §1.3.

mod contract_support;

use std::io::Write;
use std::process::{Command, Stdio};

use bounceback::collide::contract::Impl;
use bounceback::tool::probe::{answer_queries, parse_args, parse_queries, Options};
use contract_support::*;
use serde_json::{json, Value};

/// One query object; `rows` are the mask's text rows.
fn query(x: i64, y: i64, w: i64, h: i64, rows: &[String], collect: bool) -> Value {
    json!({"x": x, "y": y, "w": w, "h": h, "mask": rows, "collect": collect})
}

/// `n` rows of `w` copies of `c`.
fn block(w: usize, n: usize, c: char) -> Vec<String> {
    vec![c.to_string().repeat(w); n]
}

fn doc(queries: &[Value]) -> String {
    json!({ "queries": queries }).to_string()
}

fn answer(map: &mut bounceback::collide::contract::LevelMap, imp: Impl, json: &str) -> String {
    let queries = parse_queries(json).unwrap();
    answer_queries(map, imp, 1, &queries)
}

#[test]
fn answers_list_the_filled_slots_in_order_for_both_implementations() {
    // Level 04's tile 4 at (col 14, row 42) (case A) and a solid cell below it.
    let dot = block(1, 1, '#');
    let mut ends = block(2, 16, '.');
    ends[0] = "#.".into();
    ends[15] = "#.".into();
    let json = doc(&[
        query(224, 672, 1, 1, &dot, true),
        query(225, 672, 1, 1, &dot, true),
        query(224, 680, 2, 16, &block(2, 16, '#'), true),
        query(224, 680, 2, 16, &ends, false),
        query(-16, 0, 1, 1, &dot, true),
        // A 1x1 mask declared 8x8 over tile 4: the first read is past the mask.
        query(224, 672, 8, 8, &dot, true),
    ]);
    let want = concat!(
        r#"[{"hit":true,"hits":[[14,42]]},{"hit":false,"hits":[]},"#,
        r#"{"hit":true,"hits":[[14,42],[14,43]]},{"hit":true,"hits":[]},"#,
        r#"{"hit":true,"hits":[]},{"hit":true,"hits":[]}]"#
    );
    for imp in [Impl::Fast, Impl::Reference] {
        let mut map = map_with(44, 16, &[(42, 14, 4), (43, 14, SOLID)]);
        assert_eq!(answer(&mut map, imp, &json), want, "{imp:?}");
    }
}

#[test]
fn malformed_input_is_a_usage_error_with_a_clear_message() {
    let one = |field: &str, value: Value| {
        let mut q = query(0, 0, 1, 1, &block(1, 1, '#'), true);
        match value {
            Value::Null => q.as_object_mut().unwrap().remove(field),
            v => q.as_object_mut().unwrap().insert(field.into(), v),
        };
        doc(&[q])
    };
    let cases = [
        ("{".to_string(), "not valid JSON"),
        ("[]".to_string(), "{\"queries\": [...]}"),
        (
            one("mask", json!(["##", "#"])),
            "query 0: mask row 1 has 1 characters, but row 0 has 2",
        ),
        (one("x", json!(0.5)), "query 0: \"x\" must be an integer"),
        (
            one("h", json!(4_294_967_296i64)),
            "\"h\" must be an integer in the 32-bit range",
        ),
        (one("mask", json!("#")), "\"mask\" must be an array"),
        (one("mask", json!([1])), "\"mask\" rows must be strings"),
        (
            one("collect", Value::Null),
            "\"collect\" must be true or false",
        ),
    ];
    for (json, msg) in &cases {
        let e = parse_queries(json).unwrap_err();
        assert_eq!(e.code, 2, "{json}");
        assert!(e.message.contains(msg), "{json}: {}", e.message);
    }
}

#[test]
fn options_parse_with_defaults_and_reject_bad_values() {
    let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        parse_args(&args(&["--level", "3"])).unwrap(),
        Options {
            res: None,
            level: 3,
            imp: Impl::Fast,
            repeat: 1
        }
    );
    let o = parse_args(&args(&[
        "--impl",
        "reference",
        "--res",
        "d",
        "--repeat",
        "7",
        "--level",
        "0",
    ]))
    .unwrap();
    assert_eq!(
        (o.imp, o.repeat, o.res.unwrap().to_str().unwrap()),
        (Impl::Reference, 7, "d")
    );
    for bad in [
        &["--impl", "fast"][..],
        &["--level", "x"],
        &["--level", "1", "--impl", "quick"],
        &["--level", "1", "--repeat", "0"],
        &["--level"],
        &["--level", "1", "--bogus"],
    ] {
        assert_eq!(parse_args(&args(bad)).unwrap_err().code, 2, "{bad:?}");
    }
}

/// A container (spec §1.1): u16 count, u16 sizes, bodies.
fn container(chunks: &[Vec<u8>]) -> Vec<u8> {
    let mut out = (chunks.len() as u16).to_be_bytes().to_vec();
    for c in chunks {
        out.extend((c.len() as u16).to_be_bytes());
    }
    for c in chunks {
        out.extend(c);
    }
    out
}

/// A tile record: index, drawType, image, transform, collisionType, [mask], aux.
fn record(id: u8, transform: u8, ctype: u8, mask: Option<&[u8; 256]>, aux: i32) -> Vec<u8> {
    let mut r = vec![id, 1, 0, transform, ctype];
    if let Some(m) = mask {
        r.extend(m);
    }
    r.extend(aux.to_be_bytes());
    r
}

/// tf with 6 tiles (split at 4, so tiles 4 and 5 come from chunk 1): 0 empty, 1 solid,
/// 2 empty, 3 own mask (the appendix's tile 52 in runtime orientation, written in file
/// order, so a reader that forgets the transposition fails), 4 = 3 under 0x03, 5 unknown
/// to no one. lf with one level: 3 rows x 4 cols.
fn write_res(dir: &std::path::Path) {
    let rt = tile52();
    let mut file = [0u8; 256];
    for (q, b) in file.iter_mut().enumerate() {
        // File byte 16u + v is runtime pixel (x = u, y = v).
        *b = (rt[q % 16] >> (q / 16) & 1) as u8;
    }
    let mut head = vec![6, 6, 1, 1, 12, 12, 6, 4, 0x7F, 0x80, 0x7F, 0, 0, 0x7F, 1];
    head.extend([0, 5, 2, 1, 2]); // one anim group of 2 frames
    head.extend(record(0, 0, 0, None, 0));
    head.extend(record(1, 0, 2, None, 0));
    head.extend(record(2, 5, 0, None, 0x00FF00));
    head.extend(record(3, 0, 1, Some(&file), 0));
    let mut tail = record(4, 0x03, 3, None, 3);
    tail.extend(record(5, 0, 0, None, 0));
    std::fs::write(dir.join("tf"), container(&[head, tail])).unwrap();
    // theme 1, spawn (1, 1), not big, exit (0, 0) (the 2 x 3 door fits), no enemies.
    let header = vec![1, 1, 1, 0, 0, 0, 0];
    let mut map = vec![3, 4];
    map.extend([0, 0, 0, 0, 0, 3, 4, 0, 1, 0x81, 1, 1]);
    std::fs::write(dir.join("lf"), container(&[header, map])).unwrap();
}

fn probe(args: &[&str], stdin: &str) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bounceback"))
        .arg("probe")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn the_binary_reads_tf_and_lf_and_answers_on_stdout() {
    let dir = std::env::temp_dir().join(format!("bb-probe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    write_res(&dir);
    let res = dir.to_str().unwrap();
    // Tile 3 at (col 1, row 1): runtime (15, 4) set, (4, 15) clear (the transpose would
    // swap them). Tile 4 at (col 2, row 1) is tile 52 under 0x03: local (4, 0) set, (0, 0)
    // clear (case B). Row 2 holds solids, the middle one with the water flag.
    let dot = block(1, 1, '#');
    let json = doc(&[
        query(31, 20, 1, 1, &dot, true),
        query(20, 31, 1, 1, &dot, true),
        query(36, 16, 1, 1, &dot, false),
        query(32, 16, 1, 1, &dot, false),
        // Rows 8..15 of tile 3 (the wedge) are empty; of tile 4 (rotated) they are not.
        query(16, 24, 30, 12, &block(30, 12, '#'), true),
        // Declared 16x6 with a 1x1 mask over solid row 2: a read past the mask.
        query(0, 40, 16, 6, &dot, true),
        // x + w = 70 reaches column 4, past the map.
        query(40, 0, 30, 1, &dot, false),
    ]);
    let want = concat!(
        r#"[{"hit":true,"hits":[[1,1]]},{"hit":false,"hits":[]},"#,
        r#"{"hit":true,"hits":[]},{"hit":false,"hits":[]},"#,
        r#"{"hit":true,"hits":[[1,2],[2,1],[2,2]]},"#,
        r#"{"hit":true,"hits":[]},{"hit":true,"hits":[]}]"#,
        "\n"
    );
    for args in [
        &["--res", res, "--level", "0"][..],
        &["--res", res, "--level", "0", "--impl", "reference"],
        &[
            "--res", res, "--level", "0", "--impl", "fast", "--repeat", "3",
        ],
    ] {
        let out = probe(args, &json);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(String::from_utf8_lossy(&out.stdout), want, "{args:?}");
        // With repeats, the timed passes' own time on stderr; without, nothing.
        let err = String::from_utf8_lossy(&out.stderr);
        let timed = args.contains(&"--repeat");
        assert_eq!(err.contains("queries x 2 timed passes in"), timed, "{err}");
        assert_eq!(err.contains("ns/query"), timed, "{err}");
    }
    // Level 1 does not exist.
    let out = probe(&["--res", res, "--level", "1"], &json);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "there is no level 2 (index 1): the set has no level to play, the tutorial index 0"
        ),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_binary_exits_with_2_on_malformed_input_and_1_on_a_missing_folder() {
    let out = probe(&["--level", "0"], "{\"queries\": [1, 2");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not valid JSON"));
    assert!(out.stdout.is_empty());
    let rows = doc(&[query(0, 0, 2, 2, &["##".into(), "#".into()], false)]);
    let out = probe(&["--level", "0"], &rows);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("mask row 1 has 1 characters"));
    // Without --res the embedded resources answer.
    let out = probe(&["--level", "0"], r#"{"queries":[]}"#);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "[]\n");
    let out = probe(
        &["--res", "/nonexistent/bb", "--level", "0"],
        r#"{"queries":[]}"#,
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

#[test]
fn extreme_queries_are_answered_like_java() {
    let mut map = map_with(3, 3, &[(1, 1, SOLID)]);
    let (min, max) = (i64::from(i32::MIN), i64::from(i32::MAX));
    let json = doc(&[
        query(min, min, max, max, &block(1, 1, '#'), true),
        query(max, 0, max, 1, &block(1, 1, '#'), true),
        query(-3, 0, min + 2, 16, &block(16, 1, '#'), true),
    ]);
    let fast = answer(&mut map.clone(), Impl::Fast, &json);
    assert_eq!(fast, answer(&mut map, Impl::Reference, &json));
    // MIN + MAX = -1: columns MIN/16 ..= 0 start off the map: a wall. MAX + MAX wraps to -2:
    // the range runs backwards, nothing is read. The third wraps to a far right edge.
    assert!(
        fast.starts_with(r#"[{"hit":true,"hits":[]},{"hit":false,"hits":[]},{"hit":true"#),
        "{fast}"
    );
}
