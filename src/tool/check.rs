//! `bounceback check [--res DIR|JAR]`: what of a resource set the original game could not
//! run, printed one problem a line. The rules live in the core, in [`crate::sim::limits`]
//! (the level editor asks the same ones); this is their command-line front.

use super::resdir::RawFiles;
use super::{Args, Failure};
pub use crate::sim::limits::{
    check, check_level, check_map, Problem, HUD_ROWS, LEVELS, LIMITS, MAP_LIMITS, MAX_FAN_CELLS,
    MAX_HOOP_ENTRIES, MAX_SAVED_CELLS, MIN_COLS, MIN_ROWS, MIN_TILES, TIP_POSITIONS, WINDOW,
};
use std::io::Write;
use std::path::Path;

/// `check [--res DIR|JAR]`: prints one line per broken limit (non-zero exit), or "ok".
///
/// # Errors
///
/// Bad arguments (exit code 2), or what the subcommand found wrong or could not read or
/// write (1).
pub fn command(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let mut rest = Args::new(args);
    let path = rest.option("--res")?;
    rest.finish()?;
    let io = |e: std::io::Error| Failure {
        code: 1,
        message: format!("cannot write output: {e}"),
    };
    let name = path.clone().unwrap_or_else(|| "the embedded set".into());
    let files = RawFiles::load(path.as_deref().map(Path::new))?;
    let table = files.table();
    let problems = match crate::res::Resources::parse(&table[..]) {
        Ok(res) => check(&res),
        Err(e) => vec![Problem::new(
            "load",
            &name,
            "(the whole set)".into(),
            format!("the set does not load: {}", files.describe(&e)),
        )],
    };
    for p in &problems {
        writeln!(out, "{p}").map_err(io)?;
    }
    if problems.is_empty() {
        writeln!(
            out,
            "ok: {name} is within every limit of the original ({} checked)",
            LIMITS.len()
        )
        .map_err(io)
    } else {
        Err(Failure {
            code: 1,
            message: format!(
                "{name}: {} problem(s) the original could not run",
                problems.len()
            ),
        })
    }
}
