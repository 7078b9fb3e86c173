//! The host developer tool `bounceback`: subcommands over the same core the game runs.

use std::io::Write;
use std::path::Path;

mod grid_probe;
pub mod png;
mod xmb;

/// What a subcommand reports when it fails: a message for stderr and the exit code.
#[derive(Debug)]
pub struct Failure {
    pub code: i32,
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

const HELP: &str = "\
bounceback: developer tool of the Bounce Back PSP port

Usage: bounceback <command> [options]

Commands:
  help        show this text
  version     print the version
  xmb-art DIR draw the XMB icon (ICON0.PNG) and background (PIC1.PNG) into DIR
  grid-probe [--repeat K]  answer tile-grid collision queries (JSON on stdin)

Options:
  -h, --help     show this text
  -V, --version  print the version
";

/// Runs the tool with `args` (without the program name), writing to `out`.
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
        Some("grid-probe") => grid_probe::run(&args[1..], &mut std::io::stdin().lock(), out),
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
