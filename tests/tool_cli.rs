//! The host tool's command line: version, help and a clear error with exit code 2.

use std::process::Command;

fn tool(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_bounceback"))
        .args(args)
        .output()
        .expect("run bounceback")
}

#[test]
fn version_prints_the_crate_version() {
    for flag in ["--version", "-V", "version"] {
        let out = tool(&[flag]);
        assert!(out.status.success());
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            format!("bounceback {}\n", env!("CARGO_PKG_VERSION"))
        );
    }
}

#[test]
fn help_lists_the_commands() {
    let out = tool(&["--help"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Usage: bounceback"), "{text}");
    assert!(text.contains("xmb-art"), "{text}");
}

#[test]
fn unknown_command_is_a_usage_error() {
    let out = tool(&["frobnicate"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown command 'frobnicate'"));
    assert!(out.stdout.is_empty());
}

#[test]
fn xmb_art_draws_both_pictures_at_their_sizes() {
    let dir = std::env::temp_dir().join(format!("bb-xmb-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = tool(&["xmb-art", dir.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for (name, w, h) in [("ICON0.PNG", 144, 80), ("PIC1.PNG", 480, 272)] {
        let bytes = std::fs::read(dir.join(name)).unwrap();
        // IHDR: width and height are the first fields after the 8-byte signature and
        // the chunk's length and type.
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        let be = |o: usize| u32::from_be_bytes(bytes[o..o + 4].try_into().unwrap());
        assert_eq!((be(16), be(20)), (w, h), "{name}");
        assert_eq!(bytes[25], 2, "{name} is 24-bit RGB for the XMB");
        let committed = std::fs::read(format!("EBOOT-assets/{name}")).unwrap();
        assert!(
            committed == bytes,
            "EBOOT-assets/{name} is stale: run `cargo run -- xmb-art EBOOT-assets`"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn dump_prints_each_kind_in_source_form() {
    let text = |kind: &str| {
        let out = tool(&["dump", kind]);
        assert!(
            out.status.success(),
            "{kind}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let tf = text("tf");
    assert!(tf.contains("tile 3 draw image"), "{tf}");
    assert!(tf.lines().any(|l| l == "mask"));
    let lf = text("lf");
    assert!(lf.starts_with("# Level 1 (index 0): "), "{lf}");
    assert!(lf.contains("\nspawn ") && lf.contains("\nexit ") && lf.contains("\nmap "));
    assert!(text("b").starts_with("mask 16 16\n"));
    assert!(text("r").lines().all(|l| l.split_whitespace().count() == 3));
    assert!(text("img").contains("ic 00: "));
    assert!(text("bg").contains("\nmap 4 4\n"));
    assert!(text("s").starts_with("tune "));
    // The same from a folder.
    let out = tool(&["dump", "tf", "--res", "res"]);
    assert_eq!(String::from_utf8(out.stdout).unwrap(), tf);
}

#[test]
fn dump_and_pack_usage_errors() {
    let out = tool(&["dump", "xyz"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown kind 'xyz'"));
    let out = tool(&["pack", "content"]);
    assert_eq!(out.status.code(), Some(2));
    let out = tool(&["dump", "tf", "--res", "/nonexistent/folder"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read /nonexistent/folder"));
}

mod zip_support;

/// `play --demo`'s state hash with `--res path`.
fn demo_hash(res: &std::path::Path) -> String {
    let out = tool(&["play", "--demo", "--res", res.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}: {}",
        res.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v["hash"].as_str().unwrap().to_string()
}

#[test]
fn res_takes_a_jar_like_the_folder() {
    let dir = std::env::temp_dir().join(format!("bb-jar-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let folder = demo_hash(std::path::Path::new("res"));
    // In one folder, at the root, and under a name that is not .jar (read by content).
    for (file, layout) in [
        ("BounceBack.jar", Some("res")),
        ("root.jar", None),
        ("game.zip-without-extension", Some("x")),
    ] {
        let jar = dir.join(file);
        std::fs::write(
            &jar,
            zip_support::jar_of(std::path::Path::new("res"), layout),
        )
        .unwrap();
        assert_eq!(demo_hash(&jar), folder, "{file}");
    }
    let jar = dir.join("BounceBack.jar");
    let out = tool(&["dump", "tf", "--res", jar.to_str().unwrap()]);
    assert_eq!(out.stdout, tool(&["dump", "tf", "--res", "res"]).stdout);

    // A damaged entry: the archive's path, the entry and the byte, exit code 1.
    let lf = std::fs::read("res/lf").unwrap();
    let mut entry = zip_support::Entry::stored("res/lf", &lf);
    entry.crc = Some(0xDEAD_BEEF);
    let w = zip_support::write(&[zip_support::Entry::deflated("res/tf", b"x"), entry], b"");
    let bad = dir.join("bad.jar");
    std::fs::write(&bad, &w.bytes).unwrap();
    let out = tool(&["play", "--demo", "--res", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        format!(
            "bounceback: {}: entry res/lf, byte {}: CRC-32 is 0x{:08X}, expected 0xDEADBEEF",
            bad.display(),
            w.data[1],
            zip_support::crc(&lf)
        )
    );
    // A reader's error in a member: the archive's path and the entry's name.
    let w = zip_support::write(&[zip_support::Entry::deflated("res/tf", b"x")], b"");
    std::fs::write(&bad, &w.bytes).unwrap();
    let out = tool(&["dump", "tf", "--res", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(
        text.starts_with(&format!("bounceback: {}: res/tf: byte 0: ", bad.display())),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// `flow` writes the events and, with `--trace-prefix`, one trace per level played, named
/// as the oracle names its own (`P_NN_level_LL.jsonl`); a scenario it cannot play is an
/// error naming the command.
#[test]
fn flow_writes_events_and_a_trace_per_level() {
    let dir = std::env::temp_dir().join(format!("bounceback_flow_cli_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let events = dir.join("b.jsonl");
    let prefix = dir.join("b");
    let out = tool(&[
        "flow",
        "tests/oracle/flow/pack_b_continue.flow",
        "--res",
        "tests/oracle/res",
        "--events",
        events.to_str().unwrap(),
        "--trace-prefix",
        prefix.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&events).unwrap();
    assert_eq!(
        text.lines()
            .filter(|l| l.contains("\"event\":\"quit\""))
            .count(),
        2
    );
    for name in [
        "01_level_00",
        "02_level_00",
        "03_level_01",
        "04_level_01",
        "05_level_02",
    ] {
        let t = std::fs::read_to_string(dir.join(format!("b_{name}.jsonl"))).unwrap();
        assert!(t.starts_with("{\"tick\":0,"), "{name}");
    }
    let bad = dir.join("bad.flow");
    std::fs::write(&bad, "start\nwait\nchoose Level 3\n").unwrap();
    let out = tool(&[
        "flow",
        bad.to_str().unwrap(),
        "--events",
        events.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("choose Level 3"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn scale_goes_with_the_original_view_and_names_a_setting() {
    let out = tool(&["play", "--level", "0", "--ticks", "1", "--scale", "sharp"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--scale goes with --view original"));
    let out = tool(&[
        "play", "--level", "0", "--view", "original", "--scale", "2x",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--scale is 1:1, sharp or smooth, not 2x")
    );
    let out = tool(&["app", "--frames", "1", "--scale", "blurry"]);
    assert_eq!(out.status.code(), Some(2));
    let out = tool(&["app", "--frames", "1", "--level", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--replay FILE and --level N go together")
    );
}

/// A folder given with `--res` that lacks a file: every command that reads the set names the
/// folder and the file, so a player with several folders knows which one to mend.
#[test]
fn a_missing_file_under_res_names_its_folder() {
    let dir = std::env::temp_dir().join(format!("bounce_missing_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for e in std::fs::read_dir("res").unwrap() {
        let e = e.unwrap();
        if e.file_name() != "tf" {
            std::fs::copy(e.path(), dir.join(e.file_name())).unwrap();
        }
    }
    let d = dir.display().to_string();
    for args in [
        vec!["play", "--res", &d, "--level", "0", "--frames", "2"],
        vec!["app", "--res", &d, "--frames", "2"],
        vec!["dump", "tf", "--res", &d],
    ] {
        let out = tool(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(&format!("{d}: tf")), "{args:?}: {err}");
        assert!(err.contains("the file is missing"), "{args:?}: {err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `play --ghost` wants a level, and the original view at 1:1 (no ghost on a scaled screen).
#[test]
fn play_ghost_needs_a_level_and_no_scale() {
    for args in [
        &["play", "--demo", "--ghost", "tests/replays/level_00.txt"][..],
        &[
            "play",
            "--level",
            "0",
            "--view",
            "original",
            "--scale",
            "sharp",
            "--ghost",
            "tests/replays/level_00.txt",
        ],
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_bounceback"))
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("--ghost"));
    }
}
