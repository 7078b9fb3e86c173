//! Reads the resource folder (`res/`, or the folder or `.jar` named by `BOUNCE_RES`),
//! validates every file with the crate's own readers, decodes the pictures and writes the
//! result as Rust statics (`$OUT_DIR/embedded.rs`), so the EBOOT has nothing to parse or
//! decode that could fail (it only inflates the large pictures `build/emit.rs` deflated). A broken folder or archive stops the build with the reader's
//! message (file, chunk, offset; for an archive also the entry).

extern crate alloc;

// The pixel floor and the readers, compiled from the crate's own sources under their own
// names (so `crate::gfx::Color32` and `crate::res::...` resolve here as in the library).
#[path = "src/gfx/mod.rs"]
pub mod gfx;
#[path = "src/res/mod.rs"]
pub mod res;
// The host's disk as the resource reader's volume, as the tool reads `--res`.
#[path = "src/tool/disk.rs"]
mod disk;
// Build-only: writes the validated resources as Rust source.
#[path = "build/emit.rs"]
mod emit;

use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/res");
    println!("cargo:rerun-if-changed=src/gfx");
    println!("cargo:rerun-if-changed=src/tool/disk.rs");
    println!("cargo:rerun-if-changed=build");
    println!("cargo:rerun-if-env-changed=BOUNCE_RES");
    println!("cargo:rerun-if-env-changed=BOUNCE_RES_BOOTSTRAP");
    println!("cargo:rerun-if-env-changed=BOUNCE_REPLAY");
    println!("cargo:rerun-if-env-changed=BOUNCE_VIEW");
    println!("cargo:rerun-if-env-changed=BOUNCE_SCALE");
    let manifest = PathBuf::from(
        std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"),
    );
    let dir = match std::env::var_os("BOUNCE_RES") {
        Some(d) => manifest.join(d),
        None => manifest.join("res"),
    };
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    if std::env::var_os("BOUNCE_RES_BOOTSTRAP").is_some_and(|v| !v.is_empty()) {
        // A tool-only build that embeds nothing, to pack a resource folder from sources
        // when no valid folder exists yet.
        if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("psp") {
            println!(
                "cargo::error=BOUNCE_RES_BOOTSTRAP builds the host tool only, never the EBOOT"
            );
            return;
        }
        println!("cargo:warning=bootstrap build: no resources embedded");
        let src = format!("/// Whether this is a bootstrap build (`BOUNCE_RES_BOOTSTRAP`), which embeds no resources.\npub const BOOTSTRAP: bool = true;\n{}", emit::bootstrap());
        std::fs::write(out.join("embedded.rs"), src).expect("write embedded.rs");
        return;
    }
    // A regular file is an archive (the original's MIDlet jar), whatever its name.
    let (what, loaded) = if dir.is_file() {
        ("resource archive", read_archive(&dir, &out))
    } else {
        ("resource folder", read_folder(&dir))
    };
    if let Err(message) = loaded.and_then(|files| embed(&files, &out)) {
        println!("cargo::error={what} {}: {message}", dir.display());
    }
    if let Err(message) = embed_replay(&manifest, &out) {
        println!("cargo::error={message}");
    }
}

/// With the `replay-autoplay` feature, the replay named by `BOUNCE_REPLAY`
/// (`.../level_NN.txt`) and its level `NN`.
fn embed_replay(manifest: &Path, out: &Path) -> Result<(), String> {
    let mut src = String::new();
    if std::env::var_os("CARGO_FEATURE_REPLAY_AUTOPLAY").is_some() {
        let path = std::env::var_os("BOUNCE_REPLAY")
            .ok_or("the replay-autoplay feature needs BOUNCE_REPLAY=tests/replays/level_NN.txt")?;
        let path = manifest.join(path);
        println!("cargo:rerun-if-changed={}", path.display());
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        let level: usize = name
            .strip_prefix("level_")
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| {
                format!(
                    "BOUNCE_REPLAY {}: expected a file named level_NN.txt",
                    path.display()
                )
            })?;
        if !path.is_file() {
            return Err(format!("BOUNCE_REPLAY {}: no such file", path.display()));
        }
        src += &format!(
            "/// The level the embedded replay plays.\npub const REPLAY_LEVEL: usize = {level};\n/// The embedded replay, as its file.\npub const REPLAY_TEXT: &str = include_str!({:?});\n",
            path.display().to_string()
        );
    }
    std::fs::write(out.join("replay.rs"), src).map_err(|e| format!("cannot write replay.rs: {e}"))
}

/// The files to embed: each name, its bytes and the path `include_bytes!` takes them from,
/// and how to report a reader's error on them.
struct Loaded {
    files: Vec<(String, Vec<u8>, PathBuf)>,
    describe: Box<dyn Fn(&res::ResError) -> String>,
}

/// The game's files in the folder, read as the memory stick's are (the one reader and its
/// rule for names, [`res::locate::read_folder`]).
fn read_folder(dir: &Path) -> Result<Loaded, String> {
    println!("cargo:rerun-if-changed={}", dir.display());
    let path = dir.to_str().ok_or("the folder's path is not UTF-8")?;
    let files = res::locate::read_folder(&mut disk::Disk, path).map_err(|e| e.to_string())?;
    let files = files
        .into_iter()
        .map(|f| {
            println!("cargo:rerun-if-changed={}", f.path);
            (f.name, f.bytes, PathBuf::from(f.path))
        })
        .collect();
    Ok(Loaded {
        files,
        describe: Box::new(|e| e.to_string()),
    })
}

/// The archive's resource entries, written out to `$OUT_DIR/jar/` so they embed exactly as
/// a folder's files do.
fn read_archive(path: &Path, out: &Path) -> Result<Loaded, String> {
    println!("cargo:rerun-if-changed={}", path.display());
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read the archive: {e}"))?;
    let label = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("archive");
    let archive = res::zip::Archive::parse(res::FileName::new(label), &bytes)
        .map_err(|e| res::zip::describe(None, &e))?;
    let dir = out.join("jar");
    if dir.exists() {
        std::fs::remove_dir_all(&dir)
            .map_err(|e| format!("cannot clear {}: {e}", dir.display()))?;
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut files = Vec::new();
    for m in &archive.members {
        let file = dir.join(m.name);
        std::fs::write(&file, &m.data)
            .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
        files.push((m.name.to_owned(), m.data.to_vec(), file));
    }
    let folder = archive.folder.map(str::to_owned);
    Ok(Loaded {
        files,
        describe: Box::new(move |e| res::zip::describe(folder.as_deref(), e)),
    })
}

fn embed(loaded: &Loaded, out: &Path) -> Result<(), String> {
    let mut files: Vec<&(String, Vec<u8>, PathBuf)> = loaded.files.iter().collect();
    files.sort();
    let table: Vec<(&str, &[u8])> = files
        .iter()
        .map(|(n, b, _)| (n.as_str(), b.as_slice()))
        .collect();
    let resources = res::Resources::parse(&table[..]).map_err(|e| (loaded.describe)(&e))?;

    let mut source = String::from("/// Whether this is a bootstrap build (`BOUNCE_RES_BOOTSTRAP`), which embeds no resources.\npub const BOOTSTRAP: bool = false;\n");
    source += &emit::Emitter::new(out)
        .resources(&resources)
        .map_err(|e| format!("cannot write the embedded data: {e}"))?;
    // The raw files too, for the host tool (dumps and round trips of the embedded set).
    source.push_str("/// The resource files as read (host builds only).\n#[cfg(all(feature = \"std\", not(target_os = \"psp\")))]\npub static RAW_FILES: &[(&str, &[u8])] = &[\n");
    for (name, _, path) in &files {
        source.push_str(&format!(
            "    ({name:?}, include_bytes!({:?})),\n",
            path.display().to_string()
        ));
    }
    source.push_str("];\n");
    std::fs::write(out.join("embedded.rs"), source)
        .map_err(|e| format!("cannot write embedded.rs: {e}"))?;
    Ok(())
}
