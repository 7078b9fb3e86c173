//! The game across levels held against the original's own flow (`tests/oracle/flow/`,
//! copied from the shared oracle): each scenario there is played by `bounceback flow`
//! through the port's application on the oracle's resource set, and every event line and
//! every per-tick line of every level played must equal the oracle's, what the player hears
//! among them: the sounds of every tick in play, and the menus' sounds in order, each with
//! the event it comes before (the port's screens run at 60 frames a second, the original's
//! menus at their own pace, so the menus' sounds are compared by order and event, not by
//! step: the oracle's sounds of the lines the port does not record, its key presses, go
//! with the next event it does). The port's own
//! scenarios (`tests/flow/`) are held to the port's own expected events the same way
//! (`BOUNCE_FLOW_REFRESH=1 cargo test --test flow` rewrites those after a deliberate
//! change; the oracle's files are never rewritten).
//!
//! A mismatch names the scenario, the event (its kind and place) or the level's trace and
//! tick, the field, and both values.

mod oracle_support;

use bounceback::tool::flow::{self, Recorded};
use bounceback::tool::resdir::RawFiles;
use oracle_support::{gunzip, json_lines, trace_mismatch};
use serde_json::Value;
use std::path::Path;

const ORACLE: &str = "tests/oracle/flow";
const OWN: &str = "tests/flow";

/// The events the port records, as the oracle names them.
const KINDS: &[&str] = &[
    "menu",
    "levelSelect",
    "options",
    "records",
    "levelStart",
    "levelComplete",
    "gameEnd",
    "gameOver",
    "quit",
];

/// The oracle's scenarios, every one of which must be played.
const SCENARIOS: &[&str] = &[
    "pack_a_levels",
    "pack_b_continue",
    "pack_c_end",
    "pack_d_onego",
    "pack_e_options",
];

/// The fields each event must carry (beyond `event`; every one carries `sounds`).
const REQUIRED: &[(&str, &[&str])] = &[
    ("menu", &["unlocked", "continueEnabled", "records"]),
    (
        "levelSelect",
        &[
            "selected",
            "items",
            "unlocked",
            "continueEnabled",
            "records",
        ],
    ),
    (
        "options",
        &["selected", "unlocked", "continueEnabled", "records"],
    ),
    (
        "gameEnd",
        &[
            "mode",
            "level",
            "score",
            "lives",
            "completed",
            "unlocked",
            "oneGo",
            "continueEnabled",
            "records",
        ],
    ),
    (
        "levelStart",
        &[
            "tick",
            "levelIndex",
            "resumed",
            "level",
            "score",
            "lives",
            "completed",
            "unlocked",
            "oneGo",
            "continueEnabled",
            "records",
            "ball",
            "hoopsLeft",
            "levelScore",
            "levelTimeMs",
        ],
    ),
    (
        "levelComplete",
        &[
            "tick",
            "levelTimeMs",
            "timeBonus",
            "levelScore",
            "itemBonus",
            "bonus",
            "score",
            "lives",
            "level",
            "completed",
            "unlocked",
            "oneGo",
            "continueEnabled",
            "records",
        ],
    ),
    (
        "gameOver",
        &[
            "tick",
            "level",
            "completed",
            "score",
            "lives",
            "newRecord",
            "records",
            "unlocked",
        ],
    ),
    (
        "quit",
        &[
            "tick",
            "beforeTick",
            "level",
            "score",
            "lives",
            "completed",
            "unlocked",
            "continueEnabled",
            "records",
        ],
    ),
    ("records", &["records", "unlocked", "continueEnabled"]),
];

/// Fields the port writes but deliberately does not hold to the oracle (docs/RULES.md
/// §6.6): the original still offers Continue on the tick its game ends and drops it only
/// as its game over screen is left; the port drops it as the game ends. And the clicks of
/// the port's own pause menu on the way to the title (the original's soft key goes there
/// at once, silently).
const NOT_COMPARED: &[(&str, &str)] =
    &[("gameOver", "continueEnabled"), ("quit", "pauseMenuSounds")];

fn play(dir: &str, name: &str, res: Option<&str>) -> Recorded {
    let files = RawFiles::load(res.map(Path::new)).unwrap();
    let res_set = files.resources().unwrap();
    let path = Path::new(dir).join(format!("{name}.flow"));
    let text = std::fs::read_to_string(&path).unwrap();
    flow::run(&res_set, res.is_none(), &text, Path::new(dir))
        .unwrap_or_else(|f| panic!("{name}: {}", f.message))
}

fn kind(v: &Value) -> &str {
    v["event"].as_str().unwrap_or("")
}

/// The oracle's events of the port's kinds, each with the sounds of every line since the
/// one before it of those kinds (the key presses' lines among them), and the sounds after
/// the last.
fn oracle_events(lines: &[Value]) -> (Vec<Value>, Vec<Value>) {
    let (mut out, mut heard) = (Vec::new(), Vec::new());
    for l in lines {
        let s = l["sounds"]
            .as_array()
            .unwrap_or_else(|| panic!("an oracle line without sounds: {l}"));
        heard.extend(s.iter().cloned());
        if KINDS.contains(&kind(l)) {
            let mut e = l.clone();
            e["sounds"] = Value::Array(std::mem::take(&mut heard));
            out.push(e);
        }
    }
    (out, heard)
}

/// How many sounds the lines carry, all told.
fn sound_count(events: &[Value]) -> usize {
    events
        .iter()
        .map(|e| e["sounds"].as_array().map_or(0, |a| a.len()))
        .sum()
}

/// Every difference between the oracle's events of the port's kinds and the port's.
fn event_mismatches(name: &str, oracle: &[Value], port: &[Value]) -> Vec<String> {
    let oracle: Vec<&Value> = oracle.iter().filter(|e| KINDS.contains(&kind(e))).collect();
    let mut out = Vec::new();
    for (i, o) in oracle.iter().enumerate() {
        let Some(p) = port.get(i) else {
            out.push(format!(
                "{name}: event {i} ({}): the port has none (it recorded {})",
                kind(o),
                port.len()
            ));
            break;
        };
        let k = kind(o);
        if kind(p) != k {
            out.push(format!(
                "{name}: event {i}: the port records {}, the oracle {k}",
                kind(p)
            ));
            break;
        }
        let required = REQUIRED
            .iter()
            .find(|(n, _)| *n == k)
            .map_or(&[][..], |r| r.1);
        for f in required.iter().chain(&["sounds"]) {
            if p.get(*f).is_none() {
                out.push(format!(
                    "{name}: event {i} ({k}): the port has no field {f}"
                ));
            }
        }
        for (f, pv) in p.as_object().unwrap() {
            if f == "event" || NOT_COMPARED.contains(&(k, f.as_str())) {
                continue;
            }
            match o.get(f) {
                None => out.push(format!(
                    "{name}: event {i} ({k}): the oracle has no field {f}"
                )),
                Some(ov) if ov != pv => out.push(format!(
                    "{name}: event {i} ({k}): {f} is {pv} in the port, {ov} in the oracle"
                )),
                _ => {}
            }
        }
    }
    if port.len() > oracle.len() {
        out.push(format!(
            "{name}: the port records {} events, the oracle {} (the first extra: {})",
            port.len(),
            oracle.len(),
            port[oracle.len()]
        ));
    }
    out
}

/// What one scenario compared.
#[derive(Default)]
struct Counts {
    events: usize,
    menu_sounds: usize,
    ticks: usize,
    tick_sounds: usize,
}

fn check_oracle(name: &str) -> Counts {
    let rec = play(ORACLE, name, Some("tests/oracle/res"));
    let lines = json_lines(
        &std::fs::read_to_string(Path::new(ORACLE).join(format!("{name}.events.jsonl"))).unwrap(),
    );
    let (oracle, after) = oracle_events(&lines);
    let port = json_lines(&rec.events.join("\n"));
    let mut bad = event_mismatches(name, &oracle, &port);
    let port_after: Vec<Value> = rec.sounds_after.iter().map(|s| Value::from(*s)).collect();
    if port_after != after {
        bad.push(format!(
            "{name}: after the last event the port's menus played {port_after:?}, the oracle's {after:?}"
        ));
    }
    let mut counts = Counts {
        events: oracle.len(),
        menu_sounds: sound_count(&oracle) + after.len(),
        ..Counts::default()
    };
    let mut traces = 0;
    for entry in std::fs::read_dir(ORACLE).unwrap() {
        let file = entry.unwrap().file_name().into_string().unwrap();
        let Some(level) = file
            .strip_prefix(&format!("{name}_"))
            .and_then(|f| f.strip_suffix(".jsonl.gz"))
        else {
            continue;
        };
        traces += 1;
        let o = json_lines(&gunzip(&Path::new(ORACLE).join(&file)));
        counts.ticks += o.len();
        counts.tick_sounds += sound_count(&o);
        match rec.traces.iter().find(|(n, _)| n == level) {
            None => bad.push(format!("{name}_{level}: the port played no such level")),
            Some((_, lines)) => {
                let p = json_lines(&lines.join("\n"));
                bad.extend(trace_mismatch(&format!("{name}_{level}"), &o, &p, &[]));
            }
        }
    }
    assert!(traces > 0, "{name}: the oracle holds no trace");
    if rec.traces.len() != traces {
        bad.push(format!(
            "{name}: the port played {} levels, the oracle {traces}",
            rec.traces.len()
        ));
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    println!(
        "{name}: {} events equal, {} menu sounds among them; {traces} levels, {} ticks equal, {} sounds in play",
        counts.events, counts.menu_sounds, counts.ticks, counts.tick_sounds
    );
    counts
}

#[test]
fn pack_a_levels_is_the_originals() {
    check_oracle("pack_a_levels");
}

#[test]
fn pack_b_continue_is_the_originals() {
    check_oracle("pack_b_continue");
}

#[test]
fn pack_c_end_is_the_originals() {
    let c = check_oracle("pack_c_end");
    assert!(c.menu_sounds > 0 && c.tick_sounds > 0);
}

#[test]
fn pack_d_onego_is_the_originals() {
    check_oracle("pack_d_onego");
}

#[test]
fn pack_e_options_is_the_originals() {
    check_oracle("pack_e_options");
}

/// Every scenario the oracle holds has its test above.
#[test]
fn every_scenario_of_the_oracle_is_played() {
    let mut found: Vec<String> = std::fs::read_dir(ORACLE)
        .unwrap()
        .filter_map(|e| {
            let n = e.unwrap().file_name().into_string().unwrap();
            n.strip_suffix(".flow").map(str::to_string)
        })
        .collect();
    found.sort();
    assert_eq!(found, SCENARIOS);
}

/// A port scenario against the port's expected events (`NAME.events.jsonl`).
fn check_own(name: &str) -> Vec<Value> {
    let rec = play(OWN, name, None);
    let expected_path = Path::new(OWN).join(format!("{name}.events.jsonl"));
    let mut text = rec.events.join("\n");
    text.push('\n');
    if std::env::var_os("BOUNCE_FLOW_REFRESH").is_some() {
        std::fs::write(&expected_path, &text).unwrap();
    }
    let expected = json_lines(
        &std::fs::read_to_string(&expected_path).unwrap_or_else(|e| {
            panic!(
                "{}: {e} (BOUNCE_FLOW_REFRESH=1 writes it)",
                expected_path.display()
            )
        }),
    );
    let port = json_lines(&text);
    let bad = event_mismatches(name, &expected, &port);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    port
}

fn events_of<'a>(events: &'a [Value], k: &str) -> Vec<&'a Value> {
    events.iter().filter(|e| kind(e) == k).collect()
}

#[test]
fn game_over_on_the_first_level_played() {
    let ev = check_own("first_level_game_over");
    let over = events_of(&ev, "gameOver");
    assert_eq!(over.len(), 1);
    // No level completed, and the score reaching the fifth record is announced, even 0.
    assert_eq!(over[0]["completed"], 0);
    assert_eq!(over[0]["lives"], 0);
    assert_eq!(over[0]["newRecord"], true);
    assert_eq!(
        events_of(&ev, "records")[0]["records"],
        over[0]["records"],
        "the records shown after the game are the ones it left"
    );
}

#[test]
fn bonus_level_reached_in_one_go_and_the_end_of_the_game() {
    let ev = check_own("bonus_in_one_go");
    let starts = events_of(&ev, "levelStart");
    let done = events_of(&ev, "levelComplete");
    assert_eq!(done.len(), starts.len(), "every level started is completed");
    // Each level starts with the score the last one left and one more level completed
    // and unlocked.
    for (i, (c, next)) in done.iter().zip(starts.iter().skip(1)).enumerate() {
        assert_eq!(next["score"], c["score"], "level {}", i + 2);
        assert_eq!(next["completed"].as_i64(), Some(i as i64 + 1));
        assert_eq!(next["unlocked"].as_i64(), Some(i as i64 + 2));
    }
    let congrats = events_of(&ev, "gameEnd");
    assert_eq!(congrats.len(), 1);
    assert_eq!(congrats[0]["mode"], 11, "the congratulation for one go");
    let bonus = starts.last().unwrap();
    assert_eq!(
        bonus["level"], 21,
        "the bonus level follows the congratulation"
    );
    let over = events_of(&ev, "gameOver");
    assert_eq!(over.len(), 1, "the game ends after the bonus level");
    assert_eq!(over[0]["score"], done.last().unwrap()["score"]);
    assert_eq!(over[0]["completed"], 21);
}

#[test]
fn last_level_of_a_game_not_begun_at_level_one_ends_it() {
    let ev = check_own("last_level_not_in_one_go");
    assert_eq!(events_of(&ev, "gameEnd")[0]["mode"], 12, "not in one go");
    assert_eq!(events_of(&ev, "levelStart").len(), 1, "no bonus level");
    let over = events_of(&ev, "gameOver");
    assert_eq!(
        over[0]["score"],
        events_of(&ev, "levelComplete")[0]["score"]
    );
    assert_eq!(over[0]["newRecord"], true);
}

#[test]
fn restart_while_the_level_complete_screen_is_up() {
    let ev = check_own("restart_at_level_complete");
    let done = events_of(&ev, "levelComplete");
    let starts = events_of(&ev, "levelStart");
    // The second start is Continue after the restart: the next level, fresh, with the
    // finished level counted, its bonus in the score and the next level open.
    let c = &starts[1];
    assert_eq!(c["levelIndex"], 1);
    assert_eq!(c["resumed"], false);
    assert_eq!(c["score"], done[0]["score"]);
    assert_eq!(c["completed"], 1);
    assert_eq!(c["unlocked"], 2);
    assert_eq!(c["oneGo"], true);
}

/// The walk: Level 1 completed, the application closed on its results, Continue
/// plays Level 2 and quits, then New Game: Level 2 is open there (the results kept it as
/// they showed it), as it is on the title's menu right after the restart.
#[test]
fn leaving_at_level_complete_keeps_the_next_level_open() {
    let ev = check_own("leave_at_level_complete");
    let menus = events_of(&ev, "menu");
    assert_eq!(menus[1]["unlocked"], 2, "the title after the restart");
    let lists = events_of(&ev, "levelSelect");
    let last = lists.last().unwrap();
    assert_eq!((&last["unlocked"], &last["items"]), (&2.into(), &2.into()));
}

/// A game in one go paused four ticks before the end of Level 20
/// (`one_go_paused_on_level_20.flow`, whose save the emulator's `tests/emu/end.sh` starts
/// from), then what that test does on the PSP: the application started again, Continue,
/// the splash dismissed and no key (the ball rolls into the door), the level complete, the
/// congratulation for one go and the bonus level behind its banner. The level completes
/// with the score and levels completed the original reached there without the pause.
#[test]
fn the_end_in_one_go_continued_from_a_pause_on_level_20() {
    let paused = check_own("one_go_paused_on_level_20");
    let quit = events_of(&paused, "quit");
    assert_eq!(quit.len(), 1);
    assert_eq!(quit[0]["level"], 20);
    assert_eq!(quit[0]["oneGo"], true);
    assert_eq!(quit[0]["continueEnabled"], true);

    let files = RawFiles::load(None).unwrap();
    let res = files.resources().unwrap();
    let mut text =
        std::fs::read_to_string(Path::new(OWN).join("one_go_paused_on_level_20.flow")).unwrap();
    text.push_str(
        "restart\nwait\nchoose Continue\nplay ../replays/level_19.txt offset 221 max 20\nok\nok\nplay ../replays/level_20.txt max 1\n",
    );
    let rec =
        flow::run(&res, true, &text, Path::new(OWN)).unwrap_or_else(|f| panic!("{}", f.message));
    let ev = json_lines(&rec.events.join("\n"));
    let resumed = ev
        .iter()
        .position(|e| kind(e) == "levelStart" && e["resumed"] == true)
        .expect("Continue resumes Level 20");
    let after = &ev[resumed..];
    assert_eq!(after[0]["levelIndex"], 19);
    assert_eq!(
        after[0]["sounds"],
        serde_json::json!([8, 9]),
        "the splash tune, then Continue's click"
    );
    let done = events_of(after, "levelComplete");
    assert_eq!(done.len(), 1);
    assert_eq!(
        done[0]["tick"], 4,
        "tick 225 of the level, the pause before tick 222"
    );
    let oracle = json_lines(
        &std::fs::read_to_string(Path::new(ORACLE).join("pack_d_onego.events.jsonl")).unwrap(),
    );
    let theirs = oracle
        .iter()
        .find(|e| kind(e) == "levelComplete" && e["level"] == 20)
        .unwrap();
    for f in [
        "score",
        "lives",
        "levelTimeMs",
        "bonus",
        "completed",
        "unlocked",
    ] {
        assert_eq!(
            done[0][f], theirs[f],
            "{f}: a pause and Continue change nothing"
        );
    }
    let end = events_of(after, "gameEnd");
    assert_eq!(end.len(), 1);
    assert_eq!(end[0]["mode"], 11, "the congratulation for one go");
    let bonus = events_of(after, "levelStart");
    assert_eq!(bonus.len(), 2);
    assert_eq!(bonus[1]["levelIndex"], 20, "the bonus level follows");
    assert_eq!(bonus[1]["score"], theirs["score"]);
    assert_eq!(bonus[1]["completed"], 20);
}
