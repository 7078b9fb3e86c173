//! Every reader against mutated valid files: it must return a value or a typed error,
//! never panic, and whatever it accepts must write back to the same bytes (so nothing is
//! silently dropped), except the bytes the original ignores, which write back in their
//! canonical form. 100,000 mutated inputs per reader.

mod png_support;

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
    fuzz_n(seed, CASES, check)
}

fn fuzz_n(seed: Vec<u8>, cases: u32, check: impl Fn(&[u8]) -> Result<(), TestCaseError>) {
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let strategy = proptest::collection::vec(op(), 1..5);
    runner
        .run(&strategy, |ops| check(&mutate(&seed, &ops)))
        .unwrap();
}

/// The chunk bodies of a container the readers accepted (bytes after the last chunk,
/// which nothing reads, are not among them).
fn chunks(b: &[u8]) -> Vec<Vec<u8>> {
    let c = Container::parse(FileName::new("x"), b).unwrap();
    (0..c.len())
        .map(|k| c.chunk(k).unwrap().0.to_vec())
        .collect()
}

fn container_file(chunks: &[Vec<u8>]) -> Vec<u8> {
    let mut out = Vec::new();
    bounceback::res::container::write(&mut out, chunks).unwrap();
    out
}

#[test]
fn container() {
    fuzz(raw("ic"), |b| {
        if let Ok(c) = Container::parse(FileName::new("ic"), b) {
            let chunks: Vec<&[u8]> = (0..c.len()).map(|k| c.chunk(k).unwrap().0).collect();
            let out = container_file(&chunks.iter().map(|c| c.to_vec()).collect::<Vec<_>>());
            // Everything up to the last chunk's end writes back; nothing after it is read.
            prop_assert_eq!(&out[..], &b[..out.len()]);
        }
        Ok(())
    });
}

/// Makes canonical the bytes a tile-set reader ignores, walking the layout `set` was
/// read with: each group's and record's index byte becomes its position, each inline mask
/// byte 0 or 1, and the bytes after the last record of each chunk go.
fn canonical_tiles(c0: &mut Vec<u8>, c1: Option<&mut Vec<u8>>, set: &tf::TileSet<'_>) {
    let mut at = 15;
    for (g, group) in set.groups.iter().enumerate() {
        c0[at] = g as u8;
        at += 3 + group.len as usize;
    }
    let mut empty = Vec::new();
    let c1 = c1.unwrap_or(&mut empty);
    let mut second = 0;
    for (i, t) in set.tiles.iter().enumerate() {
        let (chunk, pos) = if (i as i32) < set.split as i32 {
            (&mut *c0, &mut at)
        } else {
            (&mut *c1, &mut second)
        };
        chunk[*pos] = i as u8;
        *pos += 5;
        if t.collision == tf::Collision::OwnMask {
            for m in &mut chunk[*pos..*pos + 256] {
                *m = (*m != 0) as u8;
            }
            *pos += 256;
        }
        *pos += 4;
    }
    c0.truncate(at);
    c1.truncate(second);
}

#[test]
fn tile_set() {
    fuzz(raw("tf"), |b| {
        if let Ok(set) = tf::TileSet::parse(FileName::new("tf"), b) {
            let mut c = chunks(b);
            let (c0, c1) = c.split_at_mut(1);
            canonical_tiles(&mut c0[0], Some(&mut c1[0]), &set);
            prop_assert_eq!(set.to_file().unwrap(), container_file(&c));
        }
        Ok(())
    });
}

#[test]
fn levels() {
    fuzz(raw("lf"), |b| {
        if let Ok(levels) = lf::parse(FileName::new("lf"), b) {
            // Bytes after a header's last enemy or a map's last cell go.
            let mut c = chunks(b);
            for (l, level) in levels.iter().enumerate() {
                c[2 * l].truncate(7 + 9 * level.enemies.len());
                c[2 * l + 1].truncate(2 + level.rows * level.cols);
            }
            prop_assert_eq!(lf::to_file(&levels).unwrap(), container_file(&c));
        }
        Ok(())
    });
}

#[test]
fn ball_file() {
    fuzz(raw("b"), |b| {
        if let Ok(f) = ball::parse(FileName::new("b"), b) {
            let sprites: Vec<&[u8]> = f.sprites.iter().map(|(s, _)| *s).collect();
            // Bytes after the last mask go.
            let mut c = chunks(b);
            c[0].truncate(1 + f.masks.iter().map(|m| 2 + m.bits.len()).sum::<usize>());
            prop_assert_eq!(
                ball::to_file(&f.masks, &sprites).unwrap(),
                container_file(&c)
            );
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
            // The nested one-entry headers of chunks 0 and 2 are skipped unread; the
            // bytes after the tile set's last record and the map's last cell go.
            let mut c = chunks(b);
            let mut set = c[0].split_off(4);
            canonical_tiles(&mut set, None, &layer.tiles);
            let mut map = c[2].split_off(4);
            map.truncate(2 + layer.rows * layer.cols);
            c[0] = container_file(&[set]);
            c[2] = container_file(&[map]);
            prop_assert_eq!(bg::to_file(&layer).unwrap(), container_file(&c));
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

/// Accepted pictures are whole: one index per pixel, each inside the palette.
fn check_picture(b: &[u8]) -> Result<(), TestCaseError> {
    if let Ok(img) = png::decode(b, Place::file("if0")) {
        prop_assert_eq!(img.indices.len(), (img.width * img.height) as usize);
        prop_assert!(img
            .indices
            .iter()
            .all(|i| (*i as usize) < img.palette.len()));
    }
    Ok(())
}

/// Interlaced pictures at every depth, mutated as files (most mutations meet a CRC).
#[test]
fn png_interlaced_pictures() {
    for depth in [1, 2, 4, 8] {
        let img = png_support::pattern(13, 11, depth);
        let seed = png_support::interlaced(&img);
        assert_eq!(
            png::decode(&seed, Place::file("if0")).unwrap().indices,
            img.indices
        );
        fuzz_n(seed, CASES / 8, check_picture);
    }
}

/// Interlaced pictures whose filtered data and header fields are mutated, then written
/// with valid CRCs and a valid zlib stream, so the pass and filter code sees hostile
/// sizes, filter bytes and indices.
#[test]
fn png_interlaced_data() {
    let mut runner = TestRunner::new(Config {
        cases: CASES / 2,
        failure_persistence: None,
        ..Config::default()
    });
    let strategy = (
        prop::sample::select(vec![1u8, 2, 4, 8]),
        proptest::collection::vec(op(), 0..5),
        prop::option::of((1usize..=20, 1usize..=20)),
        prop::sample::select(vec![1u8, 2, 4, 8]),
        prop_oneof![8 => Just(1u8), 1 => Just(0u8), 1 => Just(2u8)],
        proptest::collection::vec(any::<usize>(), 0..3),
    );
    runner
        .run(&strategy, |(depth, ops, size, depth2, interlace, cuts)| {
            let img = png_support::pattern(9, 7, depth);
            let mut k = 0u8;
            let raw = img.filtered(true, &mut || {
                k = (k + 1) % 5;
                k
            });
            let mut header = img.clone();
            if let Some((w, h)) = size {
                (header.width, header.height, header.depth) = (w, h, depth2);
            }
            let layout = png_support::Layout {
                interlace,
                cuts,
                ancillary: false,
            };
            check_picture(&png_support::file(&header, &mutate(&raw, &ops), &layout))
        })
        .unwrap();
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

/// The continue snapshot as a game left it in play: a few cuts into the replays of two
/// levels.
fn snapshots() -> Vec<Vec<u8>> {
    use bounceback::embedded::RESOURCES;
    use bounceback::sim::{flow::Game, replay};
    let mut out = Vec::new();
    for (level, cuts) in [(0usize, [40u32, 300]), (7, [120, 400])] {
        let path = format!("tests/replays/level_{level:02}.txt");
        let events = replay::parse_text(&std::fs::read_to_string(path).unwrap()).unwrap();
        let mut g = Game::new(&RESOURCES, level).unwrap();
        let mut tick = 0;
        for cut in cuts {
            while tick < cut {
                for e in events.iter().filter(|e| e.tick == tick + 1) {
                    g.sim.key(e.key, e.pressed);
                }
                g.step(&RESOURCES);
                tick += 1;
            }
            out.push(g.clone().snapshot().unwrap());
        }
    }
    out
}

/// Restore reads the memory stick's bytes: a mutated snapshot is refused with a typed error,
/// or restores to a game that plays on (overflow checks on) and saves again to a snapshot
/// that restores.
#[test]
fn continue_snapshot() {
    for seed in snapshots() {
        prop_assert_ok(
            bounceback::sim::flow::Game::restore(&bounceback::embedded::RESOURCES, &seed)
                .map(|_| ()),
        );
        fuzz_n(seed, 1500, restores_and_plays_on);
    }
}

/// Random byte mutations rarely give a field a far value; this puts any `i32` (with the
/// ends of the range weighted in) at any byte of the record, so every field's bound is
/// tried, the ones the game's arithmetic leans on (speeds, bounce, combo, counters) first.
#[test]
fn continue_snapshot_any_field_value() {
    let seeds = snapshots();
    let value = prop_oneof![
        any::<i32>(),
        Just(i32::MIN),
        Just(i32::MAX),
        Just(-1),
        (-300i32..300),
    ];
    let mut runner = TestRunner::new(Config {
        cases: 6000,
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&(0..seeds.len(), any::<usize>(), value), |(i, at, v)| {
            let mut b = seeds[i].clone();
            let at = at % (b.len() - 3);
            b[at..at + 4].copy_from_slice(&v.to_be_bytes());
            restores_and_plays_on(&b)
        })
        .unwrap();
}

/// A record is refused with a typed error, or restores to a game that plays on (overflow
/// checks on) and saves a record that restores again.
fn restores_and_plays_on(b: &[u8]) -> Result<(), TestCaseError> {
    use bounceback::embedded::RESOURCES;
    use bounceback::sim::flow::{Game, Phase};
    use bounceback::sim::snapshot;
    let peeked = snapshot::peek(b);
    match Game::restore(&RESOURCES, b) {
        Ok(mut g) => {
            prop_assert!(matches!(peeked, Ok(Some(_))), "{:?}", peeked);
            for _ in 0..40 {
                if g.phase != Phase::Playing {
                    break;
                }
                g.step(&RESOURCES);
            }
            if let Some(again) = g.snapshot() {
                let back = Game::restore(&RESOURCES, &again);
                prop_assert!(back.is_ok() || again == [0], "{:?}", back.err());
            }
        }
        Err(e) => prop_assert!(!e.to_string().is_empty()),
    }
    Ok(())
}

fn prop_assert_ok<E: std::fmt::Debug>(r: Result<(), E>) {
    assert!(r.is_ok(), "{:?}", r.err());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Bytes of any kind: restore and peek answer with a value or a typed error.
    #[test]
    fn any_bytes_restore_or_are_refused(b in proptest::collection::vec(any::<u8>(), 0..160)) {
        use bounceback::embedded::RESOURCES;
        let _ = bounceback::sim::snapshot::peek(&b);
        if let Err(e) = bounceback::sim::flow::Game::restore(&RESOURCES, &b) {
            prop_assert!(!e.to_string().is_empty());
        }
    }
}

/// A level's pack replay as a time attack run (`tests/replays/level_NN.txt`, which
/// finishes its level in the ticks its first line says).
fn pack_run(level: usize) -> bounceback::sim::attack::Run {
    let path = format!("tests/replays/level_{level:02}.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    let events = bounceback::sim::replay::parse_text(&text).unwrap();
    let ticks = events.last().map_or(1, |e| e.tick + 1);
    bounceback::sim::attack::Run { ticks, events }
}

/// A time attack run as the save keeps it: mutated, it reads as a run that writes back to
/// the same bytes, or is refused with the byte it went wrong at, inside the bytes.
#[test]
fn time_attack_run() {
    use bounceback::sim::attack::Run;
    for level in [0, 9, 20] {
        let seed = pack_run(level).to_bytes();
        fuzz_n(seed, 20_000, |b| {
            match Run::read(b) {
                Ok(r) => prop_assert_eq!(r.to_bytes(), b),
                Err(e) => {
                    prop_assert!(e.at <= b.len());
                    prop_assert!(!e.to_string().is_empty());
                }
            }
            Ok(())
        });
    }
}

/// The pack's par file (`res/par`): mutated, it reads as pars whose runs write back to the
/// same chunks (every byte up to the last chunk's end), or is refused with a typed error
/// inside the file; a par's ticks are its run's.
#[test]
fn par_file() {
    use bounceback::res::par;
    use bounceback::sim::attack::Run;
    fuzz(raw("par"), |b| {
        match par::parse(FileName::new("par"), b) {
            Ok(pars) => {
                let mut runs = Vec::new();
                for p in &pars {
                    if let Some(p) = p {
                        let run = Run::read(p.run);
                        prop_assert!(run.is_ok(), "{:?}", run);
                        let run = run.unwrap();
                        prop_assert_eq!(run.ticks, p.ticks);
                        runs.push(run.to_bytes());
                    } else {
                        runs.push(Vec::new());
                    }
                }
                let out = container_file(&runs);
                prop_assert_eq!(&out[..], &b[..out.len()]);
            }
            Err(e) => {
                prop_assert!(e.offset <= b.len(), "{}", e);
                prop_assert!(!e.to_string().is_empty());
            }
        }
        Ok(())
    });
}

/// The save file read back from the memory stick: mutated records (under a true length and
/// CRC-32, so the records themselves are what is read, the options record with the jump
/// button and the volumes and the time attack runs among them) give a save or a typed
/// error, and a save read writes back to a file that reads the same (its refused time
/// records left out).
#[test]
fn save_file() {
    use bounceback::app::save::{PortOptions, SaveData};
    use bounceback::input::Jump;
    use bounceback::res::crc32::crc32;
    const SET: u32 = 0x00C0_FFEE;
    for jump in Jump::ALL {
        let mut best = [0; bounceback::app::save::BEST_LEVELS];
        best[1] = 1200;
        let s = SaveData {
            unlocked: 3,
            options: PortOptions {
                original_view: jump == Jump::Square,
                scale: bounceback::gfx::scale::Scale::Sharp,
                jump,
                effects: jump.index() * 3,
                music: 10 - jump.index(),
                ghost: jump.index() % 2 == 0,
            },
            best,
            ..SaveData::default()
        };
        let mut s = s;
        s.times
            .offer(jump.index() as usize, pack_run(jump.index() as usize * 5));
        s.times.offer(7, pack_run(1));
        // A level of MY LEVELS' too (version 7's record: 0xFF, its checksum, the run).
        s.times.offer(
            bounceback::sim::attack::Course::Made(0xFF00_0000 | jump.index() as u32),
            pack_run(2),
        );
        let file = s.to_bytes(SET);
        prop_assert_ok(SaveData::from_bytes(&file, SET, false).map(|_| ()));
        let (head, payload) = file.split_at(13);
        let head = head[..5].to_vec();
        fuzz_n(payload.to_vec(), 5000, |p| {
            let mut b = head.clone();
            b.extend_from_slice(&(p.len() as u32).to_be_bytes());
            b.extend_from_slice(&crc32(p).to_be_bytes());
            b.extend_from_slice(p);
            match SaveData::from_bytes(&b, SET, false) {
                Ok(d) => {
                    let again = SaveData::from_bytes(&d.to_bytes(SET), SET, false);
                    // A refused record starts inside the file (an empty last one at its
                    // very end) and says what is wrong.
                    for r in &d.refused {
                        prop_assert!(r.offset <= b.len() && !r.to_string().is_empty());
                    }
                    let kept = SaveData {
                        refused: Vec::new(),
                        ..d
                    };
                    prop_assert_eq!(again, Ok(kept));
                }
                Err(e) => prop_assert!(!e.to_string().is_empty()),
            }
            Ok(())
        });
    }
}
