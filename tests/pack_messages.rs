//! The pack tools speak in source lines: a mistake in a source file is told as
//! `FILE:LINE:COLUMN: what`, whether the text reader or the game's reader of the packed
//! bytes finds it, and a failed pack writes nothing. Every tool message names a level as
//! the player sees it, with its index, and a refused index gives the range.

use bounceback::tool::{pack, run};
use std::path::{Path, PathBuf};

/// A fresh empty folder under the system's temp folder.
fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("bb-packmsg-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let p = e.unwrap().path();
        let dest = to.join(p.file_name().unwrap());
        if p.is_dir() {
            copy_tree(&p, &dest);
        } else {
            std::fs::copy(&p, &dest).unwrap();
        }
    }
}

/// A copy of `content/` with `file`'s text changed by `change`.
fn source_with(name: &str, file: &str, change: impl FnOnce(String) -> String) -> PathBuf {
    let src = temp(name);
    copy_tree(Path::new("content"), &src);
    let path = src.join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let changed = change(text.clone());
    assert_ne!(changed, text, "the change applies");
    std::fs::write(&path, changed).unwrap();
    src
}

/// Where `needle`'s first occurrence in `text` after `from` stands: its 1-based line and
/// column.
fn place(text: &str, from: &str, needle: &str) -> (usize, usize) {
    let start = text.find(from).expect("anchor");
    let at = start + text[start..].find(needle).expect("needle");
    let line = text[..at].matches('\n').count() + 1;
    let col = text[..at].rsplit('\n').next().unwrap().chars().count() + 1;
    (line, col)
}

/// Packs `src` into a folder that does not exist yet: the error, and that nothing was
/// written.
fn pack_fails(src: &Path) -> String {
    let out = src.with_extension("out");
    let _ = std::fs::remove_dir_all(&out);
    let e = pack::pack(src, &out).unwrap_err();
    assert!(!out.exists(), "a failed pack wrote {}", out.display());
    e.message
}

fn expect(src: &Path, file: &str, (line, col): (usize, usize), what: &str) {
    let message = pack_fails(src);
    let want = format!("{}:{line}:{col}: {what}", src.join(file).display());
    assert_eq!(message, want);
    std::fs::remove_dir_all(src).ok();
}

#[test]
fn a_map_character_without_a_legend_entry() {
    let text = std::fs::read_to_string("content/levels/01.txt").unwrap();
    let (line, _) = place(&text, "map 20 60", "\n");
    // Row 3 of the map (line + 3), its column 7.
    let src = source_with("legend", "levels/01.txt", |t| {
        let mut lines: Vec<String> = t.lines().map(str::to_owned).collect();
        let row = &mut lines[line + 2];
        row.replace_range(6..7, "?");
        lines.join("\n") + "\n"
    });
    expect(
        &src,
        "levels/01.txt",
        (line + 3, 7),
        "'?' has no legend entry",
    );
}

#[test]
fn a_spawn_outside_the_map_is_told_at_its_value() {
    // The text reads (a row is a signed byte); the game's level reader refuses it.
    let text = std::fs::read_to_string("content/levels/01.txt").unwrap();
    let at = place(&text, "spawn 6 2", "6 2");
    let src = source_with("spawn", "levels/01.txt", |t| {
        t.replacen("spawn 6 2", "spawn 90 2", 1)
    });
    expect(
        &src,
        "levels/01.txt",
        at,
        "spawn row is 90, expected a cell inside the map",
    );
}

#[test]
fn a_theme_without_art_is_told_at_its_value() {
    // Only the whole set knows which themes have art: found by the read-back.
    let text = std::fs::read_to_string("content/levels/03.txt").unwrap();
    let theme = text.lines().find(|l| l.starts_with("theme ")).unwrap();
    let at = place(&text, theme, &theme[6..]);
    let src = source_with("theme", "levels/03.txt", |t| {
        t.replacen(theme, "theme 9", 1)
    });
    expect(
        &src,
        "levels/03.txt",
        at,
        "theme is 9, expected a theme whose image file if<theme> exists",
    );
}

#[test]
fn an_enemy_value_is_told_at_its_word() {
    let text = std::fs::read_to_string("content/levels/01.txt").unwrap();
    let (line, _) = place(&text, "exit 14 56", "\n");
    let src = source_with("enemy", "levels/01.txt", |t| {
        t.replacen("exit 14 56\n", "exit 14 56\nenemy 1 3 4 3 9 0 0 0 x2\n", 1)
    });
    expect(
        &src,
        "levels/01.txt",
        (line + 1, 23),
        "xSpeed 'x2' is not a number",
    );
}

#[test]
fn demo_mistakes() {
    // A misspelt action: the text reader, at the word.
    let text = std::fs::read_to_string("content/demo.txt").unwrap();
    let (line, _) = place(&text, "\n10 right press", "10 right");
    let src = source_with("demo-action", "demo.txt", |t| {
        t.replacen("\n10 right press", "\n10 rihgt press", 1)
    });
    expect(
        &src,
        "demo.txt",
        (line, 4),
        "action 'rihgt', expected jump, down, left, right, tip or end",
    );
    // A tick before the one above it: the game's demo reader, at the record's tick.
    let src = source_with("demo-tick", "demo.txt", |t| {
        t.replacen("\n30 right release", "\n3 right release", 1)
    });
    let at = place(&text, "\n30 right release", "30 right");
    expect(
        &src,
        "demo.txt",
        at,
        "demo tick is 3, expected ticks in non-decreasing order from 0",
    );
}

#[test]
fn tile_set_mistakes() {
    let text = std::fs::read_to_string("content/tiles.txt").unwrap();
    let anchor = "tile 3 draw image image 40";
    let at = place(&text, anchor, "image image");
    let src = source_with("tiles", "tiles.txt", |t| {
        t.replacen(anchor, "tile 3 draw imgae image 40", 1)
    });
    expect(
        &src,
        "tiles.txt",
        at,
        "draw type 'imgae', expected none, image, fill, animated or fill_image",
    );
}

#[test]
fn tile_set_faults_the_game_s_reader_finds() {
    // Values the text reads but the tile set reader refuses, told at their word: a
    // group's period, and a tile of the first chunk and one of the second (from `split`
    // 110 on) drawing a picture the set does not have.
    let text = std::fs::read_to_string("content/tiles.txt").unwrap();
    let at = place(&text, "group 1 period 5", "5 frames");
    let src = source_with("tf-period", "tiles.txt", |t| {
        t.replacen("group 1 period 5", "group 1 period 0", 1)
    });
    expect(
        &src,
        "tiles.txt",
        at,
        "group period is 0, expected 1 or more",
    );
    for (anchor, tile) in [
        ("tile 100 draw image image 86", "tile 100"),
        ("tile 112 draw image image 93", "tile 112"),
    ] {
        let at = place(&text, anchor, "image image");
        let at = (at.0, at.1 + 12);
        let src = source_with("tf-image", "tiles.txt", |t| {
            t.replacen(anchor, &format!("{tile} draw image image 200"), 1)
        });
        expect(
            &src,
            "tiles.txt",
            at,
            "image index is 200, expected below the image count",
        );
    }
}

#[test]
fn text_sources_sounds_and_ascii_art() {
    let text = std::fs::read_to_string("content/sounds.txt").unwrap();
    let (line, col) = place(&text, "tune hoop", "tune hoop");
    let src = source_with("sounds", "sounds.txt", |t| {
        t.replacen("tune hoop", "tnue hoop", 1)
    });
    expect(&src, "sounds.txt", (line, col), "unknown keyword 'tnue'");

    // A pixel of an ASCII-art picture that is not in its palette.
    let file = "images/ic/00.txt";
    let text = std::fs::read_to_string(Path::new("content").join(file)).unwrap();
    let pixels = text.find("\npixels").expect("a pixels block") + 1;
    let first_row = pixels + text[pixels..].find('\n').unwrap() + 1;
    let line = text[..first_row].matches('\n').count() + 1;
    let src = source_with("art", file, |t| {
        let mut s = t.clone();
        s.replace_range(first_row + 4..first_row + 5, "\u{fe}");
        s
    });
    expect(&src, file, (line, 5), "'\u{fe}' is not in the palette");
}

#[test]
fn a_failed_pack_leaves_an_existing_folder_as_it_was() {
    let src = source_with("keep", "levels/01.txt", |t| {
        t.replacen("spawn 6 2", "spawn 90 2", 1)
    });
    let out = temp("keep-out");
    std::fs::write(out.join("lf"), b"old").unwrap();
    assert!(pack::pack(&src, &out).is_err());
    let names: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["lf"]);
    assert_eq!(std::fs::read(out.join("lf")).unwrap(), b"old");
    // The command says so and exits 1.
    let mut printed = Vec::new();
    let args = ["pack", src.to_str().unwrap(), out.to_str().unwrap()].map(String::from);
    let e = run(&args, &mut printed).unwrap_err();
    assert_eq!(e.code, 1);
    assert!(
        e.message.contains("01.txt:4:7: spawn row is 90"),
        "{}",
        e.message
    );
    assert!(printed.is_empty());
    for d in [src, out] {
        std::fs::remove_dir_all(d).ok();
    }
}

fn tool_error(args: &[&str]) -> String {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    run(&args, &mut Vec::new()).unwrap_err().message
}

#[test]
fn levels_are_named_as_the_player_sees_them_and_refusals_give_the_range() {
    // Our pack: 22 levels, 1 to 21 in New Game (21 the bonus), index 21 the tutorial.
    let e = tool_error(&["play", "--res", "res", "--level", "22", "--ticks", "1"]);
    assert_eq!(
        e,
        "there is no level 23 (index 22): levels are 1 to 21 (index 0 to 20)"
    );
    let e = tool_error(&["play", "--res", "res", "--level", "21", "--ticks", "1"]);
    assert_eq!(
        e,
        "the tutorial (index 21) is not one of New Game's levels: levels are 1 to 21 (index 0 \
         to 20)"
    );
    let out = std::env::temp_dir().join(format!("bb-packmsg-app-{}", std::process::id()));
    let e = tool_error(&[
        "app",
        "--frames",
        "1",
        "--out",
        out.to_str().unwrap(),
        "--replay",
        "tests/golden/short.txt",
        "--level",
        "30",
    ]);
    std::fs::remove_dir_all(&out).ok();
    assert_eq!(
        e,
        "there is no level 31 (index 30): levels are 1 to 21 (index 0 to 20)"
    );
    let e = bounceback::tool::probe::load_level(Some(Path::new("res")), 40)
        .err()
        .unwrap();
    assert_eq!(
        e.message,
        "there is no level 41 (index 40): levels are 1 to 21 (index 0 to 20), the tutorial \
         index 21"
    );
    // The banner of `play --level 3` says LEVEL 4; the name agrees.
    let res = &bounceback::embedded::RESOURCES;
    let g = bounceback::sim::flow::Game::new(res, 3).unwrap();
    let name = bounceback::res::LevelName::new(3, res.levels.len());
    assert_eq!(
        name.to_string(),
        format!("Level {} (index 3)", g.level_number())
    );
}
