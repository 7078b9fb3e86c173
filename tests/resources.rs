//! The resource pipeline end to end: the embedded statics equal what the readers make of
//! the same files, `res/` is exactly what `pack` builds from `content/`, and a dump of the
//! resources packs back into the same bytes.

use bounceback::embedded::{RAW_FILES, RESOURCES};
use bounceback::res::Resources;
use bounceback::tool::{dump, pack, resdir};
use std::path::{Path, PathBuf};

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("bb-res-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn files_of(dir: &Path) -> Vec<(String, Vec<u8>)> {
    resdir::read_dir(dir).unwrap()
}

#[test]
fn embedded_statics_equal_a_fresh_read_of_the_same_files() {
    let parsed = Resources::parse(RAW_FILES).unwrap();
    assert_eq!(parsed, RESOURCES);
    assert!(RESOURCES.levels.len() >= 2);
    // Every picture kept as it is starts on a 16-byte boundary, as the GPU needs (the
    // inflated ones are the heap's; the PSP's start-up settles them in an aligned block).
    for f in RESOURCES.image_files.iter() {
        for p in f.pictures.iter() {
            if let std::borrow::Cow::Borrowed(i) = p.indices {
                assert_eq!(i.as_ptr() as usize % 16, 0, "{}", f.name);
            }
            assert_eq!(p.palette.as_ptr() as usize % 16, 0, "{}", f.name);
            assert_eq!(p.stride as usize % 16, 0);
            assert_eq!(p.palette.len() % 8, 0);
        }
    }
}

#[test]
fn the_large_pictures_are_kept_deflated_and_inflate_to_the_files_own() {
    use bounceback::embedded::{packed, unpack};
    let parsed = Resources::parse(RAW_FILES).unwrap();
    let (mut raw, mut kept) = (0, 0);
    for p in packed() {
        let want = &parsed.image_files[p.file].pictures[p.picture].indices;
        assert_eq!(p.len, want.len());
        assert!(
            p.len >= 4096 && p.deflated.len() * 2 <= p.len,
            "{} {}",
            p.file,
            p.picture
        );
        raw += p.len;
        kept += p.deflated.len();
    }
    // The pack's full-screen title and its other large pictures: far more than the rest.
    assert!(
        raw >= 150_000 && kept * 4 <= raw,
        "{raw} bytes kept in {kept}"
    );
    // Every large picture that deflates to half is in the list, and only those.
    for (k, f) in parsed.image_files.iter().enumerate() {
        for (j, p) in f.pictures.iter().enumerate() {
            let listed = packed().iter().any(|q| (q.file, q.picture) == (k, j));
            let halves = p.indices.len() >= 4096
                && miniz_oxide::deflate::compress_to_vec(&p.indices, 9).len() * 2
                    <= p.indices.len();
            assert_eq!(listed, halves, "{} picture {j}", f.name);
        }
    }
    // A fresh copy is the set, and owns only what was inflated.
    let copy = unpack();
    assert_eq!(copy, parsed);
    for (k, f) in copy.image_files.iter().enumerate() {
        for (j, p) in f.pictures.iter().enumerate() {
            let listed = packed().iter().any(|q| (q.file, q.picture) == (k, j));
            assert_eq!(matches!(p.indices, std::borrow::Cow::Owned(_)), listed);
        }
    }
}

#[test]
fn res_is_exactly_what_pack_builds_from_content() {
    let out = temp("pack");
    pack::pack(Path::new("content"), &out).unwrap();
    let built = files_of(&out);
    let committed = files_of(Path::new("res"));
    let names = |f: &[(String, Vec<u8>)]| f.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
    assert_eq!(names(&built), names(&committed));
    for ((name, a), (_, b)) in built.iter().zip(&committed) {
        assert!(
            a == b,
            "res/{name} differs from packing content/: run `cargo run -- pack content res`"
        );
    }
    std::fs::remove_dir_all(&out).ok();
}

#[test]
fn dump_then_pack_gives_back_the_same_bytes() {
    let src = temp("dump");
    let out = temp("repack");
    let raw = resdir::RawFiles::load(Some(Path::new("res"))).unwrap();
    dump::source_tree(&raw, &src).unwrap();
    pack::pack(&src, &out).unwrap();
    assert_eq!(files_of(&out), files_of(Path::new("res")));
    // The embedded set dumps the same sources.
    let src2 = temp("dump-embedded");
    dump::source_tree(&resdir::RawFiles::Embedded, &src2).unwrap();
    let out2 = temp("repack-embedded");
    pack::pack(&src2, &out2).unwrap();
    assert_eq!(files_of(&out2), files_of(Path::new("res")));
    for d in [src, out, src2, out2] {
        std::fs::remove_dir_all(d).ok();
    }
}

#[test]
fn pack_reports_source_errors_with_file_and_line() {
    let src = temp("bad-src");
    let raw = resdir::RawFiles::load(Some(Path::new("res"))).unwrap();
    dump::source_tree(&raw, &src).unwrap();
    let level = src.join("levels/00.txt");
    let text = std::fs::read_to_string(&level).unwrap();
    let broken = text.replacen("theme 1", "theme x", 1);
    std::fs::write(&level, broken).unwrap();
    let e = pack::pack(&src, &temp("bad-out")).unwrap_err();
    assert!(
        e.message.ends_with("00.txt:1:7: theme 'x' is not a number"),
        "{}",
        e.message
    );
    std::fs::remove_dir_all(&src).ok();
}

#[test]
fn the_pictures_the_gpu_reads_are_one_list_shared_and_in_place() {
    let shared: Vec<&[u8]> = RESOURCES.drawn().map(|p| &p.indices[..]).collect();
    let expected = RESOURCES.ball_sprites.len()
        + RESOURCES
            .image_files
            .iter()
            .map(|f| f.pictures.len())
            .sum::<usize>()
        + 1;
    assert_eq!(
        shared.len(),
        expected,
        "sprites, every image file, the icon"
    );
    let mut copy = RESOURCES.clone();
    let firsts: Vec<(usize, Vec<u8>)> = copy
        .drawn_mut()
        .map(|p| (p.indices.len(), p.indices.to_vec()))
        .collect();
    let again: Vec<(usize, Vec<u8>)> = RESOURCES
        .drawn()
        .map(|p| (p.indices.len(), p.indices.to_vec()))
        .collect();
    assert_eq!(
        firsts, again,
        "drawn_mut walks the same pictures in the same order"
    );
    // Marks written through drawn_mut are read back through drawn, in order.
    for (k, p) in copy.drawn_mut().enumerate() {
        p.palette = std::borrow::Cow::Owned(vec![k as u32]);
    }
    for (k, p) in copy.drawn().enumerate() {
        assert_eq!(p.palette[0], k as u32);
    }
    assert_eq!(
        copy.icon.palette[0] as usize,
        expected - 1,
        "the icon is last"
    );
}
