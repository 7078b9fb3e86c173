//! `bounceback pack SRC_DIR OUT_DIR`: builds the binary resource files from the text
//! sources (see [`super::source`]), then reads them back with the game's readers.

use super::source::{art, ball, demo, level, sounds, text::Text, tiles, SrcError};
use super::Failure;
use crate::res::ball::{self as bfile, BallMask};
use crate::res::bg::{self, Background};
use crate::res::container::{self, Container};
use crate::res::tf::TileSet;
use crate::res::{lf, png, tone, FileName, ResError, Resources};
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

/// The files a pack builds, in memory until every one is built and reads back.
#[derive(Default)]
struct Built {
    files: Vec<(String, Vec<u8>)>,
}

impl Built {
    fn put(&mut self, name: &str, bytes: Vec<u8>) {
        self.files.push((name.to_string(), bytes));
    }

    fn put_container(&mut self, name: &str, chunks: &[Vec<u8>]) -> Result<(), Failure> {
        let mut bytes = Vec::new();
        container::write(&mut bytes, chunks).map_err(|e| fail(format!("{name}: {e}")))?;
        self.put(name, bytes);
        Ok(())
    }
}

/// Where the values of the packed `lf` and `r` came from, to tell a fault the game's
/// readers find in their bytes at its source line and column.
struct Origins {
    /// Each level's file, its places and its column count.
    levels: Vec<(String, level::LevelPlaces, usize)>,
    /// `demo.txt` and its records' places.
    demo: (String, Vec<demo::RecordPlace>),
    /// `tiles.txt`, the set it made and its places.
    tiles: (String, TileSet<'static>, tiles::TilePlaces),
}

impl Origins {
    /// `e` told at its source, when it is in `lf` or `r` and the place is known.
    fn locate(&self, e: &ResError, files: &[(String, Vec<u8>)]) -> Option<SrcError> {
        let at = |file: &str, (line, column): (usize, usize)| SrcError {
            file: file.to_string(),
            line,
            column,
            message: e.kind.to_string(),
        };
        match e.file.as_str() {
            "lf" => {
                let k = e.chunk?;
                let (file, places, cols) = self.levels.get(k / 2)?;
                let bytes = &files.iter().find(|(n, _)| n == "lf")?.1;
                let c = Container::parse(FileName::new("lf"), bytes).ok()?;
                let base = c.chunk(k).ok()?.1.base;
                let pos = places.of_byte(k % 2 == 1, e.offset.checked_sub(base)?, *cols);
                Some(at(file, pos))
            }
            "r" => {
                let (file, places) = &self.demo;
                let p = places.get(e.offset / RECORD)?;
                Some(at(file, p.of_byte(e.offset % RECORD)))
            }
            "tf" => {
                let (file, set, places) = &self.tiles;
                let k = e.chunk?;
                let bytes = &files.iter().find(|(n, _)| n == "tf")?.1;
                let c = Container::parse(FileName::new("tf"), bytes).ok()?;
                let base = c.chunk(k).ok()?.1.base;
                let pos = places.of_byte(set, k, e.offset.checked_sub(base)?);
                (pos.0 > 0).then(|| at(file, pos))
            }
            _ => None,
        }
    }
}

/// Bytes of one `r` record.
const RECORD: usize = 7;

/// Packs `src` into `out` and validates the result; returns the file names written.
/// Nothing is written unless every file builds and the set reads back with the game's
/// readers.
///
/// # Errors
///
/// A source file that does not read or parse (`FILE:LINE:COLUMN: what`), a packed file the
/// game's readers refuse (told at its source where the bytes came from a level or the
/// demo), or an output that cannot be written (exit code 1).
pub fn pack(src: &Path, out: &Path) -> Result<Vec<String>, Failure> {
    let (built, origins) = build(src)?;
    let table = super::resdir::table(&built.files);
    Resources::parse(&table[..]).map_err(|e| match origins.locate(&e, &built.files) {
        Some(at) => fail(at.to_string()),
        None => fail(format!("packed resources do not read back: {e}")),
    })?;
    std::fs::create_dir_all(out)
        .map_err(|e| fail(format!("cannot create {}: {e}", out.display())))?;
    let mut written = Vec::new();
    for (name, bytes) in &built.files {
        let p = out.join(name);
        std::fs::write(&p, bytes)
            .map_err(|e| fail(format!("cannot write {}: {e}", p.display())))?;
        written.push(name.clone());
    }
    Ok(written)
}

/// Every file of `src` built into memory, in the order `pack` lists them.
fn build(src: &Path) -> Result<(Built, Origins), Failure> {
    let mut built = Built::default();

    // tf
    let path = src.join("tiles.txt");
    let text = read_text(&path)?;
    let tiles_name = path.display().to_string();
    let mut t = Text::new(tiles_name.clone(), &text);
    let (set, tile_places) = tiles::parse_placed(&mut t).map_err(src_err)?;
    if let Some(l) = t.next_line() {
        return Err(src_err(t.word_error(
            &l,
            0,
            format!("unknown keyword '{}'", l.words()[0]),
        )));
    }
    built.put(
        "tf",
        set.to_file()
            .map_err(|e| fail(format!("{}: {e}", path.display())))?,
    );

    // lf
    let mut level_files: Vec<PathBuf> = std::fs::read_dir(src.join("levels"))
        .map_err(|e| fail(format!("cannot read {}/levels: {e}", src.display())))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    level_files.sort();
    let mut levels = Vec::new();
    let mut level_origins = Vec::new();
    for p in &level_files {
        let text = read_text(p)?;
        let name = p.display().to_string();
        let l = level::parse(&mut Text::new(name.clone(), &text)).map_err(src_err)?;
        level_origins.push((name, l.places.clone(), l.cols));
        levels.push(l);
    }
    let views: Vec<lf::Level<'_>> = levels.iter().map(|l| l.level()).collect();
    built.put(
        "lf",
        lf::to_file(&views).map_err(|e| fail(format!("{}/levels: {e}", src.display())))?,
    );

    // par (optional)
    if let Some(file) = pars(&src.join("par"), levels.len().saturating_sub(1))? {
        built.put(crate::res::par::FILE, file);
    }

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
    built.put(
        "b",
        bfile::to_file(&mask_views, &sprite_refs).map_err(|e| fail(format!("b: {e}")))?,
    );

    // r
    let path = src.join("demo.txt");
    let text = read_text(&path)?;
    let demo_name = path.display().to_string();
    let (records, record_places) =
        demo::parse_placed(&mut Text::new(demo_name.clone(), &text)).map_err(src_err)?;
    built.put("r", crate::res::demo::to_file(&records));

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
                    return Err(src_err(t.word_error(
                        &line,
                        1,
                        "expected 'unused HEX' or 'unused -'",
                    )));
                }
                if w[1] != "-" {
                    unused = hex_bytes(w[1])
                        .ok_or_else(|| src_err(t.word_error(&line, 1, "not hex bytes")))?;
                }
            }
            "legend" => level::parse_legend(&t, &line, &mut legend).map_err(src_err)?,
            "map" | "map_hex" => {
                map = Some(level::parse_map(&mut t, &line, &legend).map_err(src_err)?)
            }
            other => {
                return Err(src_err(t.word_error(
                    &line,
                    0,
                    format!("unknown keyword '{other}'"),
                )))
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
    built.put(
        "bg",
        bg::to_file(&background).map_err(|e| fail(format!("{}: {e}", path.display())))?,
    );

    // s
    let path = src.join("sounds.txt");
    let text = read_text(&path)?;
    let tunes =
        sounds::parse(&mut Text::new(path.display().to_string(), &text)).map_err(src_err)?;
    built.put(
        "s",
        tone::to_file(&tunes).map_err(|e| fail(format!("{}: {e}", path.display())))?,
    );

    // i
    let icon = picture(&src.join("icon"))?
        .ok_or_else(|| fail(format!("{}/icon.png or icon.txt is missing", src.display())))?;
    built.put("i", icon);

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
        built.put_container(&name, &chunks)?;
    }
    let origins = Origins {
        levels: level_origins,
        demo: (demo_name, record_places),
        tiles: (tiles_name, set, tile_places),
    };
    Ok((built, origins))
}

/// The par file from `dir`'s `level_NN.txt` (each the replay text of a run, headed
/// `# Completes level NN in T ticks`), one chunk for each of the `playable` levels, empty
/// for a level without one; `None` when there is no `dir`.
fn pars(dir: &Path, playable: usize) -> Result<Option<Vec<u8>>, Failure> {
    use crate::sim::attack::{Run, MAX_EVENTS};
    if !dir.is_dir() {
        return Ok(None);
    }
    let at = |file: &Path, line, message: String| {
        src_err(SrcError {
            file: file.display().to_string(),
            line,
            column: 0,
            message,
        })
    };
    let mut runs: Vec<Option<Vec<u8>>> = vec![None; playable];
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| fail(format!("cannot read {}: {e}", dir.display())))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    paths.sort();
    for p in &paths {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let level = name
            .strip_prefix("level_")
            .and_then(|n| n.strip_suffix(".txt"))
            .filter(|n| n.len() == 2)
            .and_then(|n| n.parse::<usize>().ok())
            .filter(|&k| k < playable)
            .ok_or_else(|| {
                at(
                    p,
                    0,
                    format!(
                        "a par file is named level_NN.txt, NN a playable level (00 to {:02})",
                        playable.saturating_sub(1)
                    ),
                )
            })?;
        let text = read_text(p)?;
        let head = text.lines().next().unwrap_or("");
        let words: Vec<&str> = head.split_whitespace().collect();
        let ticks = match words[..] {
            ["#", "Completes", "level", n, "in", t, "ticks", ..]
                if n.parse::<usize>().ok() == Some(level) =>
            {
                t.parse::<u32>().ok().filter(|&t| t > 0)
            }
            _ => None,
        }
        .ok_or_else(|| {
            at(
                p,
                1,
                format!("expected '# Completes level {level:02} in T ticks' (T above 0)"),
            )
        })?;
        let events = crate::sim::replay::parse_text(&text)
            .map_err(|e| at(p, e.line, e.message.to_string()))?;
        if events.len() > MAX_EVENTS {
            return Err(at(
                p,
                0,
                format!(
                    "{} events, more than a run keeps ({MAX_EVENTS})",
                    events.len()
                ),
            ));
        }
        if let Some(e) = events.iter().find(|e| e.tick > ticks) {
            return Err(at(
                p,
                0,
                format!("an event on tick {}, after the run's {ticks} ticks", e.tick),
            ));
        }
        runs[level] = Some(Run { ticks, events }.to_bytes());
    }
    let refs: Vec<Option<&[u8]>> = runs.iter().map(|r| r.as_deref()).collect();
    crate::res::par::to_file(&refs)
        .map(Some)
        .map_err(|e| fail(format!("{}: {e}", dir.display())))
}

fn hex_bytes(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok())
        .collect()
}
