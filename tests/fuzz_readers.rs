//! Every reader against mutated valid files: it must return a value or a typed error,
//! never panic, and whatever it accepts must write back to the same bytes (so nothing is
//! silently dropped). 100,000 mutated inputs per reader.

use bounceback::res::{ball, bg, container::Container, demo, lf, png, tf, tone, FileName, Place};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

const CASES: u32 = 100_000;

#[derive(Debug, Clone)]
enum Op {
    Flip(usize, u8),
    Set(usize, u8),
    Truncate(usize),
    Insert(usize, Vec<u8>),
    Delete(usize, usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => (any::<usize>(), 0u8..8).prop_map(|(p, b)| Op::Flip(p, b)),
        4 => (any::<usize>(), any::<u8>()).prop_map(|(p, v)| Op::Set(p, v)),
        1 => any::<usize>().prop_map(Op::Truncate),
        1 => (any::<usize>(), proptest::collection::vec(any::<u8>(), 1..6)).prop_map(|(p, b)| Op::Insert(p, b)),
        1 => (any::<usize>(), 1usize..8).prop_map(|(p, n)| Op::Delete(p, n)),
    ]
}

fn mutate(seed: &[u8], ops: &[Op]) -> Vec<u8> {
    let mut v = seed.to_vec();
    for o in ops {
        let n = v.len().max(1);
        match o {
            Op::Flip(p, b) if !v.is_empty() => v[p % n] ^= 1 << b,
            Op::Set(p, x) if !v.is_empty() => v[p % n] = *x,
            Op::Truncate(p) => v.truncate(p % (v.len() + 1)),
            Op::Insert(p, bytes) => {
                let at = p % (v.len() + 1);
                v.splice(at..at, bytes.iter().copied());
            }
            Op::Delete(p, k) if !v.is_empty() => {
                let at = p % v.len();
                let end = (at + k).min(v.len());
                v.drain(at..end);
            }
            _ => {}
        }
    }
    v
}

fn raw(name: &str) -> Vec<u8> {
    std::fs::read(format!("res/{name}")).unwrap()
}

/// Runs `check` on CASES mutations of `seed`.
fn fuzz(seed: Vec<u8>, check: impl Fn(&[u8]) -> Result<(), TestCaseError>) {
    let mut runner = TestRunner::new(Config {
        cases: CASES,
        failure_persistence: None,
        ..Config::default()
    });
    let strategy = proptest::collection::vec(op(), 1..5);
    runner
        .run(&strategy, |ops| check(&mutate(&seed, &ops)))
        .unwrap();
}

#[test]
fn container() {
    fuzz(raw("ic"), |b| {
        if let Ok(c) = Container::parse(FileName::new("ic"), b) {
            let chunks: Vec<&[u8]> = (0..c.len()).map(|k| c.chunk(k).unwrap().0).collect();
            let mut out = Vec::new();
            bounceback::res::container::write(&mut out, &chunks).unwrap();
            prop_assert_eq!(out, b);
        }
        Ok(())
    });
}

#[test]
fn tile_set() {
    fuzz(raw("tf"), |b| {
        if let Ok(set) = tf::TileSet::parse(FileName::new("tf"), b) {
            prop_assert_eq!(set.to_file().unwrap(), b);
        }
        Ok(())
    });
}

#[test]
fn levels() {
    fuzz(raw("lf"), |b| {
        if let Ok(levels) = lf::parse(FileName::new("lf"), b) {
            prop_assert_eq!(lf::to_file(&levels).unwrap(), b);
        }
        Ok(())
    });
}

#[test]
fn ball_file() {
    fuzz(raw("b"), |b| {
        if let Ok(f) = ball::parse(FileName::new("b"), b) {
            let sprites: Vec<&[u8]> = f.sprites.iter().map(|(s, _)| *s).collect();
            prop_assert_eq!(ball::to_file(&f.masks, &sprites).unwrap(), b);
        }
        Ok(())
    });
}

#[test]
fn demo_records() {
    fuzz(raw("r"), |b| {
        if let Ok(recs) = demo::parse(FileName::new("r"), b) {
            prop_assert_eq!(demo::to_file(&recs), b);
        }
        Ok(())
    });
}

#[test]
fn background() {
    fuzz(raw("bg"), |b| {
        if let Ok(layer) = bg::parse(FileName::new("bg"), b) {
            prop_assert_eq!(bg::to_file(&layer).unwrap(), b);
        }
        Ok(())
    });
}

#[test]
fn tones() {
    fuzz(raw("s"), |b| {
        if let Ok(tunes) = tone::parse(FileName::new("s"), b) {
            // Re-reading the canonical form gives the same tunes.
            let again = tone::parse(FileName::new("s"), &tone::to_file(&tunes).unwrap()).unwrap();
            prop_assert_eq!(again, tunes);
        }
        Ok(())
    });
}

#[test]
fn png_pictures() {
    let ic = raw("ic");
    let c = Container::parse(FileName::new("ic"), &ic).unwrap();
    // The lives digit strip: a real, multi-row picture with transparency.
    let seed = c.chunk(1).unwrap().0.to_vec();
    fuzz(seed, |b| {
        if let Ok(img) = png::decode(b, Place::file("ic")) {
            prop_assert_eq!(img.indices.len(), (img.width * img.height) as usize);
            prop_assert!(img
                .indices
                .iter()
                .all(|i| (*i as usize) < img.palette.len()));
        }
        Ok(())
    });
}

#[test]
fn whole_set_with_one_mutated_file() {
    let files = bounceback::tool::resdir::read_dir(std::path::Path::new("res")).unwrap();
    let mut runner = TestRunner::new(Config {
        cases: 2_000,
        failure_persistence: None,
        ..Config::default()
    });
    let strategy = (0..files.len(), proptest::collection::vec(op(), 1..4));
    runner
        .run(&strategy, |(which, ops)| {
            let mut mutated = files.clone();
            mutated[which].1 = mutate(&files[which].1, &ops);
            let table = bounceback::tool::resdir::table(&mutated);
            let _ = bounceback::res::Resources::parse(&table[..]);
            Ok(())
        })
        .unwrap();
}

// ---- archives (`res::zip`): the original's .jar ----

mod zip_support;

/// A small jar with what the reader handles: a folder, stored and deflated entries, a data
/// descriptor, a local extra field, entries it skips and an archive comment.
fn small_jar() -> Vec<u8> {
    use zip_support::Entry;
    let mut r = Entry::deflated("res/r", &raw("r"));
    r.descriptor = true;
    let mut s = Entry::deflated("res/s", &raw("s"));
    s.extra = vec![0xFE, 0xCA, 0, 0];
    let entries = [
        Entry::stored("META-INF/", b""),
        Entry::deflated("META-INF/MANIFEST.MF", b"Manifest-Version: 1.0\r\n"),
        Entry::stored("res/", b""),
        Entry::deflated("res/bg", &raw("bg")),
        Entry::stored("res/ib0", &raw("ib0")),
        r,
        s,
        Entry::deflated("Bounce.class", &[0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 46]),
    ];
    zip_support::write(&entries, b"a comment").bytes
}

#[test]
fn archive() {
    use bounceback::res::{zip, ErrorKind};
    let name = FileName::new("BounceBack.jar");
    let seed = small_jar();
    assert_eq!(zip::Archive::parse(name, &seed).unwrap().members.len(), 4);
    fuzz(seed, |b| {
        match zip::Archive::parse(name, b) {
            Ok(a) => {
                prop_assert!(a.members.windows(2).all(|w| w[0].name < w[1].name));
                for m in &a.members {
                    prop_assert!(bounceback::res::set::is_resource_name(m.name));
                    let entry = a
                        .folder
                        .map_or(m.name.to_string(), |f| format!("{f}/{}", m.name));
                    prop_assert_eq!(m.entry, entry);
                    prop_assert!(m.data.len() <= zip::MAX_ENTRY);
                }
            }
            // An archive problem, placed inside the archive.
            Err(e) => {
                prop_assert_eq!(e.file, name);
                prop_assert!(e.offset <= b.len(), "{} past {}", e, b.len());
                prop_assert!(matches!(e.kind, ErrorKind::Zip { .. }), "{}", e);
            }
        }
        Ok(())
    });
}
