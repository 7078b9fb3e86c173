//! `bounceback dump`: readable text of the binary resources, in the source formats, so a
//! dump is also something `pack` can build from.

use super::resdir::RawFiles;
use super::source::{ball, demo, level, sounds, tiles};
use super::Failure;
use crate::res::{
    ball as bfile, bg, container::Container, demo as dfile, lf, png, tf, tone, FileName, Place,
};
use std::fmt::Write as _;
use std::path::Path;

fn fail(message: impl Into<String>) -> Failure {
    Failure {
        code: 1,
        message: message.into(),
    }
}

/// The text of one kind: `tf`, `lf`, `b`, `r`, `bg`, `s` or `img`.
///
/// # Errors
///
/// An unknown kind (exit code 2), or a file missing from the set or unreadable (1).
pub fn text(files: &RawFiles, kind: &str) -> Result<String, Failure> {
    let res_err = |e: crate::res::ResError| files.fail(&e);
    Ok(match kind {
        "tf" => {
            let set = tf::TileSet::parse(FileName::new("tf"), files.get("tf")?).map_err(res_err)?;
            tiles::write(&set)
        }
        "lf" => {
            let levels = lf::parse(FileName::new("lf"), files.get("lf")?).map_err(res_err)?;
            let mut s = String::new();
            for (i, l) in levels.iter().enumerate() {
                let _ = writeln!(
                    s,
                    "# {}: {} x {} (rows x columns), {} enemies",
                    crate::res::LevelName::new(i, levels.len()),
                    l.rows,
                    l.cols,
                    l.enemies.len()
                );
                s.push_str(&level::write(l));
                s.push('\n');
            }
            s
        }
        "b" => {
            let b = bfile::parse(FileName::new("b"), files.get("b")?).map_err(res_err)?;
            let mut s = ball::write(&b.masks);
            for (k, (bytes, place)) in b.sprites.iter().enumerate() {
                let h = png::header(bytes, *place).map_err(res_err)?;
                let _ = writeln!(s, "# sprite {k}: {}x{}", h.width, h.height);
            }
            s
        }
        "r" => demo::write(&dfile::parse(FileName::new("r"), files.get("r")?).map_err(res_err)?),
        "bg" => background(&bg::parse(FileName::new("bg"), files.get("bg")?).map_err(res_err)?),
        "s" => sounds::write(&tone::parse(FileName::new("s"), files.get("s")?).map_err(res_err)?),
        "img" => images(files)?,
        other => {
            return Err(Failure::usage(format!(
                "dump: unknown kind '{other}', expected tf, lf, b, r, bg, s, img or src"
            )))
        }
    })
}

fn background(b: &bg::Background<'_>) -> String {
    let mut s = tiles::write(&b.tiles);
    if b.unused.is_empty() {
        s.push_str("unused -\n");
    } else {
        let hex: String = b.unused.iter().map(|x| format!("{x:02X}")).collect();
        let _ = writeln!(s, "unused {hex}");
    }
    level::write_map(&mut s, b.rows, b.cols, b.cells);
    s
}

fn picture_files(files: &RawFiles) -> Vec<String> {
    let mut names: Vec<String> = files
        .table()
        .iter()
        .map(|(n, _)| n.to_string())
        .filter(|n| n == "ic" || n == "im" || n.starts_with("if") || n.starts_with("ib"))
        .collect();
    names.sort();
    names
}

fn images(files: &RawFiles) -> Result<String, Failure> {
    let res_err = |e: crate::res::ResError| files.fail(&e);
    let mut s = String::new();
    let mut line =
        |name: &str, k: Option<usize>, bytes: &[u8], place: Place| -> Result<(), Failure> {
            let img = png::decode(bytes, place).map_err(res_err)?;
            let transparent = img.palette.iter().filter(|p| **p >> 24 != 0xFF).count();
            let which = k.map_or(String::new(), |k| format!(" {k:02}"));
            let _ = writeln!(
                s,
                "{name}{which}: {}x{}, {} colours, {} transparent",
                img.width,
                img.height,
                img.palette.len(),
                transparent
            );
            Ok(())
        };
    for name in picture_files(files) {
        let data = files.get(&name)?;
        let c = Container::parse(FileName::new(&name), data).map_err(res_err)?;
        for k in 0..c.len() {
            let (b, p) = c.chunk(k).map_err(res_err)?;
            line(&name, Some(k), b, p)?;
        }
    }
    let b = bfile::parse(FileName::new("b"), files.get("b")?).map_err(res_err)?;
    for (k, (bytes, place)) in b.sprites.iter().enumerate() {
        line("b sprite", Some(k), bytes, *place)?;
    }
    line("i", None, files.get("i")?, Place::file("i"))?;
    Ok(s)
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d)
            .map_err(|e| fail(format!("cannot create {}: {e}", d.display())))?;
    }
    std::fs::write(path, bytes).map_err(|e| fail(format!("cannot write {}: {e}", path.display())))
}

/// Writes the whole source tree of `files` into `out` (what `pack` reads).
///
/// # Errors
///
/// A resource file that does not read, or a source file that cannot be written (exit code 1).
pub fn source_tree(files: &RawFiles, out: &Path) -> Result<(), Failure> {
    let res_err = |e: crate::res::ResError| files.fail(&e);
    files.resources()?;
    write(&out.join("tiles.txt"), text(files, "tf")?.as_bytes())?;
    let levels = lf::parse(FileName::new("lf"), files.get("lf")?).map_err(res_err)?;
    for (i, l) in levels.iter().enumerate() {
        write(
            &out.join(format!("levels/{i:02}.txt")),
            level::write(l).as_bytes(),
        )?;
    }
    let b = bfile::parse(FileName::new("b"), files.get("b")?).map_err(res_err)?;
    write(&out.join("ball.txt"), ball::write(&b.masks).as_bytes())?;
    for (k, (bytes, _)) in b.sprites.iter().enumerate() {
        write(&out.join(format!("ball/{k:02}.png")), bytes)?;
    }
    write(&out.join("demo.txt"), text(files, "r")?.as_bytes())?;
    write(&out.join("background.txt"), text(files, "bg")?.as_bytes())?;
    write(&out.join("sounds.txt"), text(files, "s")?.as_bytes())?;
    write(&out.join("icon.png"), files.get("i")?)?;
    // The pars, when the set has them: each a replay headed with its ticks, as `pack`
    // reads them.
    let table = files.table();
    if let Some(bytes) = table.iter().find(|(n, _)| *n == crate::res::par::FILE) {
        let pars = crate::res::par::parse(FileName::new(crate::res::par::FILE), bytes.1)
            .map_err(res_err)?;
        for (k, par) in pars.iter().enumerate() {
            let Some(par) = par else {
                continue;
            };
            let run = crate::sim::attack::Run::read(par.run).map_err(|e| Failure {
                code: 1,
                message: format!("par: chunk {k}: {e}"),
            })?;
            let mut text = format!("# Completes level {k:02} in {} ticks (par).\n", run.ticks);
            text.push_str(&super::replay::to_text(&run.events));
            write(&out.join(format!("par/level_{k:02}.txt")), text.as_bytes())?;
        }
    }
    for name in picture_files(files) {
        let c = Container::parse(FileName::new(&name), files.get(&name)?).map_err(res_err)?;
        for k in 0..c.len() {
            let (bytes, _) = c.chunk(k).map_err(res_err)?;
            write(&out.join(format!("images/{name}/{k:02}.png")), bytes)?;
        }
    }
    Ok(())
}
