//! `tests/tools/reinterlace.py` rewrites `res/` with every picture Adam7-interlaced: each
//! picture of its output is interlaced, and the game's readers give the same resources
//! (pixels, palettes and everything else) for it as for `res/`. Skipped without python3.

use bounceback::res::container::Container;
use bounceback::res::{FileName, Resources};
use bounceback::tool::resdir;
use std::path::Path;
use std::process::Command;

/// The interlace byte of a PNG (IHDR's last field).
fn interlace_byte(png: &[u8]) -> u8 {
    assert_eq!(&png[12..16], b"IHDR");
    png[28]
}

/// Every picture of a folder, named `file` or `file chunk`.
fn pictures(files: &[(String, Vec<u8>)]) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for (name, data) in files {
        let is_numbered = |p: &str| {
            name.strip_prefix(p)
                .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
        };
        let chunks = match name.as_str() {
            "i" => {
                out.push((name.clone(), data.clone()));
                continue;
            }
            "b" => 1..26,
            "ic" | "im" => 0..usize::MAX,
            _ if is_numbered("if") || is_numbered("ib") => 0..usize::MAX,
            _ => continue,
        };
        let c = Container::parse(FileName::new(name), data).unwrap();
        for k in chunks.take_while(|k| *k < c.len()) {
            out.push((format!("{name} {k}"), c.chunk(k).unwrap().0.to_vec()));
        }
    }
    out
}

#[test]
fn reinterlaced_content_reads_the_same() {
    if Command::new("python3").arg("--version").output().is_err() {
        eprintln!("python3 not found: skipped");
        return;
    }
    let out = std::env::temp_dir().join(format!("bounceback-reinterlace-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let status = Command::new("python3")
        .arg("tests/tools/reinterlace.py")
        .arg("res")
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success(), "reinterlace.py failed");
    let before = resdir::read_dir(Path::new("res")).unwrap();
    let after = resdir::read_dir(&out).unwrap();
    let _ = std::fs::remove_dir_all(&out);

    let names = |f: &[(String, Vec<u8>)]| f.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
    assert_eq!(names(&after), names(&before));
    let (old, new) = (pictures(&before), pictures(&after));
    assert_eq!(old.len(), new.len());
    assert!(new.len() > 100, "{} pictures", new.len());
    for ((name, a), (_, b)) in old.iter().zip(&new) {
        assert_eq!(interlace_byte(a), 0, "{name} in res/");
        assert_eq!(interlace_byte(b), 1, "{name} rewritten");
    }

    let (t0, t1) = (resdir::table(&before), resdir::table(&after));
    let r0 = Resources::parse(&t0[..]).unwrap();
    let r1 = Resources::parse(&t1[..]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r1.icon, r0.icon);
    assert_eq!(r1.ball_sprites, r0.ball_sprites);
    assert_eq!(r1.image_files, r0.image_files);
    assert_eq!(r1, r0);
}
