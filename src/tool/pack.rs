//! `bounceback pack SRC_DIR OUT_DIR`: builds the binary resource files from the text
//! sources (see [`super::source`]), then reads them back with the game's readers.

use super::source::{art, ball, demo, level, sounds, text::Text, tiles, SrcError};
use super::Failure;
use crate::res::ball::{self as bfile, BallMask};
use crate::res::bg::{self, Background};
use crate::res::{container, lf, png, tone, Resources};
use std::path::{Path, PathBuf};

fn fail(message: impl Into<String>) -> Failure {
    Failure {
        code: 1,
        message: message.into(),
    }
}

fn src_err(e: SrcError) -> Failure {
    fail(e.to_string())
}

fn read_text(path: &Path) -> Result<String, Failure> {
    std::fs::read_to_string(path).map_err(|e| fail(format!("cannot read {}: {e}", path.display())))
}

/// A picture source: `NAME.png` as it is, or `NAME.txt` ASCII art encoded as a PNG.
fn picture(stem: &Path) -> Result<Option<Vec<u8>>, Failure> {
    let png_path = stem.with_extension("png");
    let txt_path = stem.with_extension("txt");
    match (png_path.is_file(), txt_path.is_file()) {
        (true, true) => Err(fail(format!(
            "{} has both a .png and a .txt source",
            stem.display()
        ))),
        (true, false) => {
            let bytes = std::fs::read(&png_path)
                .map_err(|e| fail(format!("{}: {e}", png_path.display())))?;
            png::decode(&bytes, crate::res::Place::file("png"))
                .map_err(|e| fail(format!("{}: {}", png_path.display(), e.kind)))?;
            Ok(Some(bytes))
        }
        (false, true) => {
            let src = read_text(&txt_path)?;
            let img = art::parse(&mut Text::new(txt_path.display().to_string(), &src))
                .map_err(src_err)?;
            Ok(Some(png::encode(&img)))
        }
        (false, false) => Ok(None),
    }
}

/// Pictures `DIR/00.*`, `DIR/01.*`, ... in order, with no gaps.
fn numbered_pictures(dir: &Path) -> Result<Vec<Vec<u8>>, Failure> {
    let mut out = Vec::new();
    let count = std::fs::read_dir(dir)
        .map_err(|e| fail(format!("cannot read {}: {e}", dir.display())))?
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_file())
        .count();
    for k in 0.. {
        let stem = dir.join(format!("{k:02}"));
        match picture(&stem)? {
            Some(p) => out.push(p),
            None => break,
        }
    }
    if out.len() != count {
        return Err(fail(format!(
            "{}: pictures must be numbered 00, 01, ... without gaps ({} files, {} in sequence)",
            dir.display(),
            count,
            out.len()
        )));
    }
    Ok(out)
}

fn write_container(out: &Path, name: &str, chunks: &[Vec<u8>]) -> Result<(), Failure> {
    let mut bytes = Vec::new();
    container::write(&mut bytes, chunks).map_err(|e| fail(format!("{name}: {e}")))?;
    write_file(out, name, &bytes)
}

fn write_file(out: &Path, name: &str, bytes: &[u8]) -> Result<(), Failure> {
    let p = out.join(name);
    std::fs::write(&p, bytes).map_err(|e| fail(format!("cannot write {}: {e}", p.display())))
}

/// Packs `src` into `out` and validates the result; returns the file names written.
///
/// # Errors
///
/// A source file that does not read or parse, or an output that cannot be written (exit
/// code 1).
pub fn pack(src: &Path, out: &Path) -> Result<Vec<String>, Failure> {
    std::fs::create_dir_all(out)
        .map_err(|e| fail(format!("cannot create {}: {e}", out.display())))?;
    let mut written = Vec::new();
    let mut put = |name: &str, bytes: Vec<u8>| -> Result<(), Failure> {
        write_file(out, name, &bytes)?;
        written.push(name.to_string());
        Ok(())
    };

    // tf
    let path = src.join("tiles.txt");
    let text = read_text(&path)?;
    let mut t = Text::new(path.display().to_string(), &text);
    let set = tiles::parse(&mut t).map_err(src_err)?;
    if let Some(l) = t.next_line() {
        return Err(src_err(
            t.error(l.number, format!("unknown keyword '{}'", l.words()[0])),
        ));
    }
    put("tf", set.to_file().map_err(|e| fail(format!("tf: {e}")))?)?;

    // lf
    let mut level_files: Vec<PathBuf> = std::fs::read_dir(src.join("levels"))
        .map_err(|e| fail(format!("cannot read {}/levels: {e}", src.display())))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    level_files.sort();
    let mut levels = Vec::new();
    for p in &level_files {
        let text = read_text(p)?;
        levels.push(level::parse(&mut Text::new(p.display().to_string(), &text)).map_err(src_err)?);
    }
    let views: Vec<lf::Level<'_>> = levels.iter().map(|l| l.level()).collect();
    put(
        "lf",
        lf::to_file(&views).map_err(|e| fail(format!("lf: {e}")))?,
    )?;

    // b
    let path = src.join("ball.txt");
    let text = read_text(&path)?;
    let masks = ball::parse(&mut Text::new(path.display().to_string(), &text)).map_err(src_err)?;
    let mask_views: Vec<BallMask<'_>> = masks
        .iter()
        .map(|(w, h, bits)| BallMask { w: *w, h: *h, bits })
        .collect();
    let sprites = numbered_pictures(&src.join("ball"))?;
    let sprite_refs: Vec<&[u8]> = sprites.iter().map(|s| s.as_slice()).collect();
    put(
        "b",
        bfile::to_file(&mask_views, &sprite_refs).map_err(|e| fail(format!("b: {e}")))?,
    )?;

    // r
    let path = src.join("demo.txt");
    let text = read_text(&path)?;
    let records =
        demo::parse(&mut Text::new(path.display().to_string(), &text)).map_err(src_err)?;
    put("r", crate::res::demo::to_file(&records))?;

    // bg
    let path = src.join("background.txt");
    let text = read_text(&path)?;
    let mut t = Text::new(path.display().to_string(), &text);
    let bg_tiles = tiles::parse(&mut t).map_err(src_err)?;
    let mut unused = Vec::new();
    let mut legend = std::collections::BTreeMap::new();
    let mut map = None;
    while let Some(line) = t.next_line() {
        let w = line.words();
        match w[0] {
            "unused" => {
                if w.len() != 2 {
                    return Err(src_err(
                        t.error(line.number, "expected 'unused HEX' or 'unused -'"),
                    ));
                }
                if w[1] != "-" {
                    unused = hex_bytes(w[1])
                        .ok_or_else(|| src_err(t.error(line.number, "not hex bytes")))?;
                }
            }
            "legend" => level::parse_legend(&t, &line, &mut legend).map_err(src_err)?,
            "map" | "map_hex" => {
                map = Some(level::parse_map(&mut t, &line, &legend).map_err(src_err)?)
            }
            other => {
                return Err(src_err(
                    t.error(line.number, format!("unknown keyword '{other}'")),
                ))
            }
        }
    }
    let (rows, cols, cells) = map.ok_or_else(|| src_err(t.error(t.end_line(), "missing 'map'")))?;
    let background = Background {
        tiles: bg_tiles,
        unused: &unused,
        rows,
        cols,
        cells: &cells,
    };
    put(
        "bg",
        bg::to_file(&background).map_err(|e| fail(format!("bg: {e}")))?,
    )?;

    // s
    let path = src.join("sounds.txt");
    let text = read_text(&path)?;
    let tunes =
        sounds::parse(&mut Text::new(path.display().to_string(), &text)).map_err(src_err)?;
    put(
        "s",
        tone::to_file(&tunes).map_err(|e| fail(format!("s: {e}")))?,
    )?;

    // i
    let icon = picture(&src.join("icon"))?
        .ok_or_else(|| fail(format!("{}/icon.png or icon.txt is missing", src.display())))?;
    put("i", icon)?;

    // picture containers
    let images = src.join("images");
    let mut names: Vec<String> = std::fs::read_dir(&images)
        .map_err(|e| fail(format!("cannot read {}: {e}", images.display())))?
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .filter_map(|e| e.file_name().to_str().map(str::to_owned))
        .collect();
    names.sort();
    for name in names {
        let chunks = numbered_pictures(&images.join(&name))?;
        write_container(out, &name, &chunks)?;
        written.push(name);
    }

    // Read everything back with the game's readers.
    let files = super::resdir::read_dir(out)?;
    let table = super::resdir::table(&files);
    Resources::parse(&table[..])
        .map_err(|e| fail(format!("packed resources do not read back: {e}")))?;
    Ok(written)
}

fn hex_bytes(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok())
        .collect()
}
