//! The host developer tool `bounceback`: subcommands over the same core the game runs.

#![warn(missing_docs, unreachable_pub)]
#![warn(clippy::missing_errors_doc, clippy::missing_panics_doc)]

use std::io::Write;
use std::path::Path;

pub mod app_run;
pub mod check;
pub mod disk;
pub mod dump;
pub mod flow;
mod grid_probe;
pub mod host_stick;
pub mod pack;
pub mod play;
pub mod png;
pub mod probe;
pub mod replay;
pub mod resdir;
pub mod solve;
pub mod source;
pub mod support;
mod world_probe;
mod xmb;

/// What a subcommand reports when it fails: a message for stderr and the exit code.
#[derive(Debug)]
pub struct Failure {
    /// The process's exit code: 2 for bad usage, 1 for a failure.
    pub code: i32,
    /// The message for stderr.
    pub message: String,
}

impl Failure {
    /// Bad usage or malformed input: exit code 2.
    pub fn usage(message: impl Into<String>) -> Self {
        Failure {
            code: 2,
            message: message.into(),
        }
    }
}

/// The tail of a probe's timing line on stderr: `queries` answered `passes` times in `took`,
/// as `in X ms (Y ns/query)` (0 ns/query when nothing was answered).
fn pass_timing(queries: usize, passes: u64, took: std::time::Duration) -> String {
    let total = queries as f64 * passes as f64;
    let per_query = if total == 0.0 {
        0.0
    } else {
        took.as_nanos() as f64 / total
    };
    format!(
        "in {:.3} ms ({per_query:.2} ns/query)",
        took.as_secs_f64() * 1e3
    )
}

const HELP: &str = "\
bounceback: developer tool of the Bounce Back PSP port

Usage: bounceback <command> [options]

Commands:
  help        show this text
  version     print the version
  app [--press FRAME:BUTTON[+BUTTON][:HOLD]]... [--shot FRAME,...] [--frames N]
      [--out DIR] [--save FILE] [--res DIR|JAR] [--stick DIR]
      [--confirm circle|cross]
              run the game application headless as the PSP does, 60 updates a
              second, and write pictures of the given frames; --res: play that
              resource set instead of the built-in one; --stick DIR stands
              for the memory stick: the player's own resources are searched as
              the EBOOT does (DIR/PSP/GAME/BounceBack/res/ or a *.jar there) and
              the save goes where the EBOOT keeps it,
              DIR/PSP/SAVEDATA/BOUNCE001<set>/DATA.BIN (an old save in
              DIR/PSP/SAVEDATA/BOUNCEBACK/ is read and written there); EXIT
              prints a line, exit, and ends the run; --confirm: the
              system's confirm button (default cross; the other goes back);
              BUTTON may be lstick-up, lstick-down, lstick-left, lstick-right
  dump KIND [--res DIR|JAR]
              print a resource file as text: tf, lf, b, r, bg, s or img
  dump src OUT [--res DIR|JAR]
              write the whole resource set as editable sources into OUT
  pack SRC OUT
              build the binary resource files from sources (see `dump src`)
  play (--level N | --demo) [--replay FILE] [--ticks K] [--trace FILE]
       [--frames DIR] [--every M] [--res DIR|JAR] [--view wide|original]
       [--frame-hashes FILE] [--text on|off] [--text-boxes FILE]
       [--ghost FILE]
              run a level headless (New Game: 3 lives, score 0) and print a JSON
              summary; --trace writes the state after every step as JSON lines,
              --frames writes PNG pictures every M steps (--view original: the
              original's 176x208 screen), --frame-hashes a CRC-32 of every frame,
              --text-boxes the original view's text boxes as JSON lines,
              --ghost races the replay FILE as TIME ATTACK's ghost, drawn
              translucent in the pictures, wide or original at 1:1 (the run is unchanged)
  flow SCENARIO.flow --events OUT.jsonl [--trace-prefix P] [--save-out FILE]
       [--res DIR|JAR]
              play a scenario of the oracle's flow language (docs/RULES.md
              6.6: start, restart, key K, wait, choose ITEM, ok, back, play
              SCRIPT [max N] [quit T] [offset K]) through the application's
              own screens by their buttons; write one JSON line per event
              (menu, levelSelect, options, records, levelStart,
              levelComplete, gameEnd, gameOver, quit), each with the sounds
              the menus played since the line before, and, with
              --trace-prefix, each level's per-tick state (with its sounds)
              to P_NN_level_LL.jsonl (scripts are read beside the scenario);
              --save-out writes the save file as the scenario left it
  solve --level N --out FILE [--path 'R,C hoop ...'] [--start FILE]
        [--beam W] [--hold K] [--per-cell P] [--lookahead L]
        [--max-ticks T] [--time-limit SECS] [--save-every SECS] [--log]
        [--strategy beam|explore] [--seed N] [--archive CELLS] [--rounds R]
        [--res DIR|JAR]
              search for a replay that completes a level (waypoints and hoops
              in --path first, then the other hoops, then the door); the best
              partial replay goes to FILE.partial every --save-every seconds
              (default 10) and when the search gives up; --log tells each hoop
              passed, each power taken and why the search ended; --strategy
              explore is the archive-and-return search (docs/SOLVER.md),
              deterministic for a --seed and --rounds, its archive capped at
              --archive cells (default 80000), going on after a run to the door
              for a shorter one until its time or rounds run out
  check [--res DIR|JAR]
              report what of a resource set the original game could not run:
              one line per broken limit (its name, the file, the record, the
              value and the limit; see docs/FORMAT.md), non-zero exit status;
              ok when there is none
  xmb-art DIR draw the XMB icon (ICON0.PNG) and background (PIC1.PNG) into DIR
  probe       answer collision queries (JSON on stdin) on a level:
              probe [--res DIR|JAR] --level N [--impl fast|reference] [--repeat K]
  grid-probe [--repeat K]
              answer tile-grid circle movement queries (JSON on stdin)
  world-probe build a collision world scene (JSON on stdin: config, maps,
              actors, a script of steps) and print one JSON line per step:
              results, positions, events, contacts, diagnostics, revisions,
              losses (docs/ENGINE.md)

Without --res, commands use the resources embedded at build time. --res takes a
resource folder or the original's .jar (any zip file).

Options:
  -h, --help     show this text
  -V, --version  print the version
";

/// Command-line arguments after the subcommand: `--name value` options and positionals.
pub struct Args<'a> {
    rest: Vec<&'a str>,
}

impl<'a> Args<'a> {
    /// The arguments `args`, options and positionals in order.
    pub fn new(args: &'a [String]) -> Self {
        Args {
            rest: args.iter().map(String::as_str).collect(),
        }
    }

    /// Takes `--name VALUE` if present.
    ///
    /// # Errors
    ///
    /// The option is given without a value (exit code 2).
    pub fn option(&mut self, name: &str) -> Result<Option<String>, Failure> {
        match self.rest.iter().position(|a| *a == name) {
            None => Ok(None),
            Some(i) if i + 1 < self.rest.len() => {
                let v = self.rest[i + 1].to_string();
                self.rest.drain(i..i + 2);
                Ok(Some(v))
            }
            Some(_) => Err(Failure::usage(format!("{name} needs a value"))),
        }
    }

    /// Takes `--name N` if present, as a number of type `T`.
    ///
    /// # Errors
    ///
    /// The option has no value, or one that is not a number (exit code 2).
    pub fn number<T: std::str::FromStr>(&mut self, name: &str) -> Result<Option<T>, Failure> {
        self.option(name)?
            .map(|s| {
                s.parse::<T>()
                    .map_err(|_| Failure::usage(format!("{name} '{s}' is not a number")))
            })
            .transpose()
    }

    /// Takes `--name` if present.
    pub fn flag(&mut self, name: &str) -> bool {
        match self.rest.iter().position(|a| *a == name) {
            Some(i) => {
                self.rest.remove(i);
                true
            }
            None => false,
        }
    }

    /// Takes the next argument that is not an option.
    pub fn positional(&mut self) -> Option<String> {
        let i = self.rest.iter().position(|a| !a.starts_with("--"))?;
        Some(self.rest.remove(i).to_string())
    }

    /// Fails on anything left over.
    ///
    /// # Errors
    ///
    /// Arguments are left over (exit code 2).
    pub fn finish(&self) -> Result<(), Failure> {
        match self.rest.first() {
            None => Ok(()),
            Some(a) => Err(Failure::usage(format!("unexpected argument '{a}'"))),
        }
    }
}

/// Runs the tool with `args` (without the program name), writing to `out`.
///
/// # Errors
///
/// What the subcommand failed with ([`Failure`]).
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let io = |e: std::io::Error| Failure {
        code: 1,
        message: format!("cannot write output: {e}"),
    };
    match args.first().map(String::as_str) {
        None | Some("help" | "-h" | "--help") => out.write_all(HELP.as_bytes()).map_err(io),
        Some("version" | "-V" | "--version") => {
            writeln!(out, "bounceback {}", crate::VERSION).map_err(io)
        }
        Some("dump") => {
            let mut rest = Args::new(&args[1..]);
            let res = rest.option("--res")?;
            let kind = rest.positional().ok_or_else(|| {
                Failure::usage("dump needs a kind: tf, lf, b, r, bg, s, img or src")
            })?;
            let files = resdir::RawFiles::load(res.as_deref().map(Path::new))?;
            if kind == "src" {
                let outdir = rest
                    .positional()
                    .ok_or_else(|| Failure::usage("dump src needs an output folder"))?;
                rest.finish()?;
                dump::source_tree(&files, Path::new(&outdir))?;
                writeln!(out, "wrote sources to {outdir}").map_err(io)
            } else {
                rest.finish()?;
                out.write_all(dump::text(&files, &kind)?.as_bytes())
                    .map_err(io)
            }
        }
        Some("pack") => {
            let mut rest = Args::new(&args[1..]);
            let (Some(src), Some(dst)) = (rest.positional(), rest.positional()) else {
                return Err(Failure::usage("pack needs SRC_DIR and OUT_DIR"));
            };
            rest.finish()?;
            let written = pack::pack(Path::new(&src), Path::new(&dst))?;
            writeln!(
                out,
                "packed {} files into {dst}: {}",
                written.len(),
                written.join(" ")
            )
            .map_err(io)
        }
        Some("play") => play::command(&args[1..], out),
        Some("app") => app_run::command(&args[1..], out),
        Some("solve") => solve::command(&args[1..], out),
        Some("flow") => flow::command(&args[1..], out),
        Some("check") => check::command(&args[1..], out),
        Some("xmb-art") => {
            let dir = args
                .get(1)
                .ok_or_else(|| Failure::usage("xmb-art needs an output folder"))?;
            for (name, bytes) in xmb::render_all()? {
                let path = Path::new(dir).join(name);
                std::fs::write(&path, bytes).map_err(|e| Failure {
                    code: 1,
                    message: format!("cannot write {}: {e}", path.display()),
                })?;
                writeln!(out, "wrote {}", path.display()).map_err(io)?;
            }
            Ok(())
        }
        Some("probe") => probe::run(&args[1..], &mut std::io::stdin().lock(), out),
        Some("grid-probe") => grid_probe::run(&args[1..], &mut std::io::stdin().lock(), out),
        Some("world-probe") => world_probe::run(&args[1..], &mut std::io::stdin().lock(), out),
        Some(other) => Err(Failure::usage(format!(
            "unknown command '{other}'; try 'bounceback --help'"
        ))),
    }
}

/// The host entry point: runs the tool on the process arguments and exits.
pub fn main() -> ! {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let code = match run(&args, &mut out) {
        Ok(()) => 0,
        Err(f) => {
            let _ = out.flush();
            eprintln!("bounceback: {}", f.message);
            f.code
        }
    };
    let _ = out.flush();
    std::process::exit(code)
}
