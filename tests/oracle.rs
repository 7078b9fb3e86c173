//! The port held against the original's own behaviour on our pack (`tests/oracle/`, copied
//! from the project's shared oracle: per-tick state, a CRC-32 of every frame of the 176 x
//! 208 screen, every text box). Every run there is played by the port on the oracle's
//! resource set, and:
//! - the state must equal the oracle's on every field it carries, on every tick, the
//!   sounds started on that tick (`sounds`, in order) among them;
//! - the original view's frame (`--view original --text off`) must hash as the oracle's on
//!   every tick;
//! - the text boxes must equal the oracle's on every tick with text.
//!
//! And while the shared oracle is beside the clone (`../shared/oracle`), the copy here must
//! be its copy, file for file.
//!
//! On a mismatch the message names the run, tick and first field or pixel, and the port's
//! frame, the oracle's (when one is stored, in `../shared/oracle/frames`) and a diff
//! picture are written under `target/oracle/`.

mod oracle_support;

use bounceback::tool::play::{self, RunOptions, View};
use bounceback::tool::resdir::RawFiles;
use oracle_support::{gunzip, json_lines, trace_mismatch};
use serde_json::Value;
use std::path::{Path, PathBuf};

const DIR: &str = "tests/oracle";

/// Every run, by name, in order.
fn runs() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(Path::new(DIR).join("hashes"))
        .unwrap()
        .map(|e| {
            let n = e.unwrap().file_name().into_string().unwrap();
            n.trim_end_matches(".txt").to_string()
        })
        .collect();
    v.sort();
    v
}

/// What one run of the port gives: its trace lines, frame hashes and text boxes.
struct Played {
    trace: Vec<Value>,
    hashes: Vec<(u32, u32)>,
    boxes: Vec<Value>,
}

fn play(files: &RawFiles, run: &str, ticks: u32, frames: Option<(&Path, u32)>) -> Played {
    play_in(files, Path::new(DIR), run, ticks, frames)
}

/// [`play`] with the run's input script read from `dir`'s `runs/` (the oracle's own, or a
/// case's).
fn play_in(
    files: &RawFiles,
    dir: &Path,
    run: &str,
    ticks: u32,
    frames: Option<(&Path, u32)>,
) -> Played {
    let res = files.resources().unwrap();
    let replay = if run == "demo" {
        Vec::new()
    } else {
        bounceback::tool::replay::read(&dir.join("runs").join(format!("{run}.txt"))).unwrap()
    };
    let level = run
        .strip_prefix("level_")
        .map(|r| r[..2].parse::<usize>().unwrap());
    let (mut trace, mut hashes, mut boxes) = (Vec::new(), Vec::new(), Vec::new());
    play::run(
        &res,
        RunOptions {
            level,
            demo: level.is_none(),
            replay: &replay,
            ticks: Some(ticks),
            trace: Some(&mut trace),
            frames,
            frame_hashes: Some(&mut hashes),
            view: View::Original,
            text: false,
            text_boxes: Some(&mut boxes),
            scale: None,
            ghost: None,
        },
    )
    .unwrap();
    let hashes = String::from_utf8(hashes)
        .unwrap()
        .lines()
        .map(|l| {
            let (t, h) = l.split_once(' ').unwrap();
            (t.parse().unwrap(), u32::from_str_radix(h, 16).unwrap())
        })
        .collect();
    Played {
        trace: json_lines(&String::from_utf8(trace).unwrap()),
        hashes,
        boxes: json_lines(&String::from_utf8(boxes).unwrap()),
    }
}

fn oracle_hashes(run: &str) -> Vec<(u32, u32)> {
    hashes_in(Path::new(DIR), run)
}

fn hashes_in(dir: &Path, run: &str) -> Vec<(u32, u32)> {
    std::fs::read_to_string(dir.join("hashes").join(format!("{run}.txt")))
        .unwrap()
        .lines()
        .map(|l| {
            let (t, h) = l.split_once(' ').unwrap();
            (t.parse().unwrap(), u32::from_str_radix(h, 16).unwrap())
        })
        .collect()
}

fn first_frame_gap(oracle: &[(u32, u32)], port: &[(u32, u32)]) -> Option<u32> {
    for (i, o) in oracle.iter().enumerate() {
        if port.get(i) != Some(o) {
            return Some(o.0);
        }
    }
    None
}

fn read_png(path: &Path) -> Option<(u32, u32, Vec<u8>)> {
    let dec = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).ok()?));
    let mut r = dec.read_info().ok()?;
    let mut buf = vec![0; r.output_buffer_size()?];
    let info = r.next_frame(&mut buf).ok()?;
    let ch = info.color_type.samples();
    let mut rgb = Vec::new();
    for px in buf[..info.buffer_size()].chunks(ch) {
        rgb.extend_from_slice(&px[..3]);
    }
    Some((info.width, info.height, rgb))
}

/// Writes the port's frame of `tick` (and, when the oracle stored one, the oracle's and a
/// diff picture) under `target/oracle/RUN/`; returns what it found.
fn explain_frame(files: &RawFiles, run: &str, tick: u32) -> String {
    let out = PathBuf::from("target/oracle").join(run);
    let _ = std::fs::create_dir_all(&out);
    play(files, run, tick, Some((&out, tick.max(1))));
    let mine = out.join(format!("tick_{tick:05}.png"));
    let theirs = Path::new("../shared/oracle/frames")
        .join(run)
        .join(format!("tick_{tick:05}.png"));
    let mut msg = format!("the port's frame: {}", mine.display());
    if let (Some(a), Some(b)) = (read_png(&theirs), read_png(&mine)) {
        let _ = std::fs::copy(&theirs, out.join(format!("oracle_{tick:05}.png")));
        let (w, h) = (a.0, a.1);
        let mut diff = vec![0u8; (w * h * 3) as usize];
        let mut first = None;
        let mut count = 0;
        for i in 0..(w * h) as usize {
            let (pa, pb) = (&a.2[3 * i..3 * i + 3], &b.2[3 * i..3 * i + 3]);
            if pa != pb {
                count += 1;
                first.get_or_insert((i as u32 % w, i as u32 / w, pa.to_vec(), pb.to_vec()));
                diff[3 * i] = 255;
            } else {
                for c in 0..3 {
                    diff[3 * i + c] = pa[c] / 3;
                }
            }
        }
        let path = out.join(format!("diff_{tick:05}.png"));
        let mut enc = png::Encoder::new(
            std::io::BufWriter::new(std::fs::File::create(&path).unwrap()),
            w,
            h,
        );
        enc.set_color(png::ColorType::Rgb);
        enc.write_header().unwrap().write_image_data(&diff).unwrap();
        if let Some((x, y, pa, pb)) = first {
            msg += &format!(
                "; {count} pixels differ, the first at ({x}, {y}): oracle {pa:?}, port {pb:?}; diff {}",
                path.display()
            );
        }
    } else {
        msg += " (the oracle stored no picture of this tick)";
    }
    msg
}

/// The oracle's text boxes of a tick, as the port writes them: the box's place and clip,
/// and each line's anchor point and anchor.
fn oracle_boxes(tick: &Value) -> Value {
    let boxes: Vec<Value> = tick["blits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            let lines: Vec<Value> = b["text"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| serde_json::json!({"x": t["x"], "y": t["y"], "anchor": t["anchor"]}))
                .collect();
            serde_json::json!({"at": [b["x"], b["y"], b["w"], b["h"]], "clip": b["clip"], "lines": lines})
        })
        .collect();
    serde_json::json!({"tick": tick["tick"], "boxes": boxes})
}

/// The port's boxes without the words (the oracle keeps only their length).
fn without_text(mut v: Value) -> Value {
    for b in v["boxes"].as_array_mut().unwrap() {
        for l in b["lines"].as_array_mut().unwrap() {
            l.as_object_mut().unwrap().remove("text");
        }
    }
    v
}

#[test]
fn every_run_of_the_oracle_is_equal_in_state_frames_and_text() {
    let files = RawFiles::load(Some(&Path::new(DIR).join("res"))).unwrap();
    let mut failures = Vec::new();
    let (mut runs_state, mut runs_frames, mut ticks, mut equal_frames, mut text_ticks) =
        (0, 0, 0, 0, 0);
    let (mut sounds, mut sound_ticks) = (0, 0);
    let all = runs();
    assert_eq!(all.len(), 85, "the oracle's runs");
    for run in &all {
        let oracle = json_lines(&gunzip(
            &Path::new(DIR).join("runs").join(format!("{run}.jsonl.gz")),
        ));
        let hashes = oracle_hashes(run);
        assert_eq!(hashes.len(), oracle.len(), "{run}: a hash per tick");
        let p = play(&files, run, oracle.len() as u32 - 1, None);
        ticks += oracle.len();
        for o in &oracle {
            let n = o["sounds"].as_array().map_or(0, |a| a.len());
            sounds += n;
            sound_ticks += usize::from(n > 0);
        }
        match trace_mismatch(run, &oracle, &p.trace, &["tick"]) {
            Some(m) => failures.push(m),
            None => runs_state += 1,
        }
        equal_frames += hashes.iter().zip(&p.hashes).filter(|(a, b)| a == b).count();
        match first_frame_gap(&hashes, &p.hashes) {
            Some(t) => failures.push(format!(
                "{run}: tick {t}: the frame's hash differs from the oracle's ({})",
                explain_frame(&files, run, t)
            )),
            None => runs_frames += 1,
        }
        let text = json_lines(&gunzip(
            &Path::new(DIR).join("text").join(format!("{run}.jsonl.gz")),
        ));
        let mine: Vec<Value> = p.boxes.into_iter().map(without_text).collect();
        let theirs: Vec<Value> = text.iter().map(oracle_boxes).collect();
        text_ticks += theirs.len();
        if let Some(i) = (0..theirs.len().max(mine.len())).find(|&i| mine.get(i) != theirs.get(i)) {
            failures.push(format!(
                "{run}: text boxes differ: port {:?}, oracle {:?}",
                mine.get(i).map(|v| v.to_string()),
                theirs.get(i).map(|v| v.to_string())
            ));
        }
    }
    println!(
        "oracle: {runs_state} of {} runs equal in state (sounds included: {sounds} sounds on {sound_ticks} ticks), {runs_frames} in every frame; {equal_frames} of {ticks} frames equal; {text_ticks} ticks with text",
        all.len()
    );
    assert!(
        sounds > 0,
        "the oracle's runs start no sound: nothing was compared"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every case of `cases/` (version 3: single rules on small levels made for them): its set is
/// the oracle's `res/` with the case's `res/` files over it; its `levels/NN.txt` are the
/// sources of the levels it replaces, so the port's reader must give them back; every run is
/// played to its tick limit and held to the oracle in state (sounds included) and in the
/// original view's frame on every tick.
#[test]
fn every_case_of_the_oracle_is_equal_in_state_sounds_and_frames() {
    let base = bounceback::tool::resdir::read_dir(&Path::new(DIR).join("res")).unwrap();
    let mut cases: Vec<PathBuf> = std::fs::read_dir(Path::new(DIR).join("cases"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    cases.sort();
    assert!(!cases.is_empty(), "the oracle holds no case");
    let (mut failures, mut played, mut ticks, mut deaths) = (Vec::new(), 0, 0, 0);
    for case in &cases {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let mut files = base.clone();
        for (n, bytes) in bounceback::tool::resdir::read_dir(&case.join("res")).unwrap() {
            match files.iter_mut().find(|(m, _)| *m == n) {
                Some(f) => f.1 = bytes,
                None => files.push((n, bytes)),
            }
        }
        let files = RawFiles::Dir {
            path: case.join("res"),
            files,
        };
        // The levels the case replaces read back as their sources.
        let src = PathBuf::from("target/oracle/cases").join(&name).join("src");
        let _ = std::fs::remove_dir_all(&src);
        bounceback::tool::dump::source_tree(&files, &src).unwrap();
        let mut levels = 0;
        for e in std::fs::read_dir(case.join("levels")).unwrap() {
            let e = e.unwrap();
            let theirs = std::fs::read_to_string(e.path()).unwrap();
            let mine = std::fs::read_to_string(src.join("levels").join(e.file_name())).unwrap();
            if mine != theirs {
                failures.push(format!(
                    "{name}: levels/{}: the port's reader gives another source",
                    e.file_name().to_string_lossy()
                ));
            }
            levels += 1;
        }
        assert!(levels > 0, "{name}: no level sources");
        let mut runs: Vec<String> = std::fs::read_dir(case.join("hashes"))
            .unwrap()
            .map(|e| {
                let n = e.unwrap().file_name().into_string().unwrap();
                n.trim_end_matches(".txt").to_string()
            })
            .collect();
        runs.sort();
        let scripts = std::fs::read_dir(case.join("runs"))
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .file_name()
                    .to_string_lossy()
                    .ends_with(".txt")
            })
            .count();
        assert_eq!(runs.len(), scripts, "{name}: a hash file per run");
        for run in &runs {
            let label = format!("{name}/{run}");
            let oracle = json_lines(&gunzip(&case.join("runs").join(format!("{run}.jsonl.gz"))));
            let hashes = hashes_in(case, run);
            assert_eq!(hashes.len(), oracle.len(), "{label}: a hash per tick");
            let p = play_in(&files, case, run, oracle.len() as u32 - 1, None);
            ticks += oracle.len();
            deaths += oracle
                .iter()
                .filter(|o| {
                    o["sounds"]
                        .as_array()
                        .is_some_and(|a| a.contains(&0.into()))
                })
                .count();
            if let Some(m) = trace_mismatch(&label, &oracle, &p.trace, &["tick"]) {
                failures.push(m);
            }
            if let Some(t) = first_frame_gap(&hashes, &p.hashes) {
                failures.push(format!("{label}: tick {t}: the frame's hash differs"));
            }
            played += 1;
        }
    }
    println!(
        "oracle cases: {} cases, {played} runs, {ticks} ticks ({deaths} with a death's sound)",
        cases.len()
    );
    assert!(deaths > 0, "no case run dies: the rule was not exercised");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every file under `dir`, as paths relative to it, sorted.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![PathBuf::new()];
    while let Some(rel) = stack.pop() {
        for e in std::fs::read_dir(dir.join(&rel)).unwrap() {
            let e = e.unwrap();
            let r = rel.join(e.file_name());
            if e.file_type().unwrap().is_dir() {
                stack.push(r);
            } else {
                out.push(r);
            }
        }
    }
    out.sort();
    out
}

/// The copy here is the shared oracle's, file for file and byte for byte (but its pictures,
/// which are not copied, and the README, which is the copy's own), whenever the shared
/// oracle is beside the clone (`../shared/oracle`); without it there is nothing to hold the
/// copy to and the check says so and passes.
#[test]
fn the_copy_is_the_shared_oracle() {
    let shared = Path::new("../shared/oracle");
    if !shared.is_dir() {
        println!("skipped: no {} beside the clone", shared.display());
        return;
    }
    let own = |p: &PathBuf| p.starts_with("frames") || p == Path::new("README.md");
    let theirs: Vec<PathBuf> = files_under(shared)
        .into_iter()
        .filter(|p| !own(p))
        .collect();
    let mine: Vec<PathBuf> = files_under(Path::new(DIR))
        .into_iter()
        .filter(|p| !own(p))
        .collect();
    let missing: Vec<_> = theirs.iter().filter(|p| !mine.contains(p)).collect();
    let extra: Vec<_> = mine.iter().filter(|p| !theirs.contains(p)).collect();
    let differ: Vec<_> = theirs
        .iter()
        .filter(|p| mine.contains(p))
        .filter(|p| {
            std::fs::read(shared.join(p)).unwrap() != std::fs::read(Path::new(DIR).join(p)).unwrap()
        })
        .collect();
    assert!(
        missing.is_empty() && extra.is_empty() && differ.is_empty(),
        "tests/oracle is not ../shared/oracle (copy it again): missing {missing:?}, not in the shared oracle {extra:?}, different {differ:?}"
    );
    assert!(
        theirs.len() > 300,
        "the shared oracle's files: {}",
        theirs.len()
    );
}
