//! `bounceback solve` keeps its progress when it is interrupted: SIGINT ends the search at
//! the next layer, the best partial replay is written to `OUT.partial` and the log says
//! why the search ended. The run is on a level that takes the solver far longer than the
//! second it is given, and with the periodic write ten seconds away, so the partial file
//! can only come from the interrupt.

use bounceback::tool::replay;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[cfg(unix)]
#[test]
fn an_interrupted_search_writes_its_best_partial_replay_and_says_so() {
    let dir = std::env::temp_dir().join(format!("bounceback-solve-int-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("level_09.txt");
    let partial = dir.join("level_09.txt.partial");
    let _ = std::fs::remove_file(&partial);
    let child = Command::new(env!("CARGO_BIN_EXE_bounceback"))
        .args(["solve", "--level", "9", "--log", "--out"])
        .arg(&out)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_secs(1));
    let sent = Instant::now();
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let result = child.wait_with_output().unwrap();
    let log = String::from_utf8_lossy(&result.stderr);
    // Stopped at the next layer, not run on to a solution (level 9 takes the solver
    // about 20 s), and not killed by the signal either: it exited on its own, with 1.
    assert!(sent.elapsed() < Duration::from_secs(15), "{log}");
    assert_eq!(result.status.code(), Some(1), "{log}");
    assert!(!out.exists(), "no solution is claimed");
    assert!(
        log.contains("search ended: it was interrupted"),
        "the log says why: {log}"
    );
    let text = std::fs::read_to_string(&partial).expect("the partial replay is written");
    assert!(text.starts_with("# Partial: level 09"), "{text}");
    let events = replay::read(&partial).expect("the partial reads as a replay");
    assert!(!events.is_empty(), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
