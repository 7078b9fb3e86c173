//! The README and `docs/` stay true to the tree: every repository path they name in backticks
//! exists, and the rooms table of `docs/PORTING.md` names exactly the top-level modules of
//! `src/` (so a renamed or moved module shows up here, not in a reader's lost afternoon).

use std::collections::BTreeSet;
use std::path::Path;

/// The folders a named path may start in; paths elsewhere (`target/`, `ms0:/...`) are made
/// at run time.
const ROOTS: &[&str] = &[
    "src/",
    "tests/",
    "docs/",
    "scripts/",
    "content/",
    "examples/",
    "benches/",
    "build/",
    "res/",
    "EBOOT-assets/",
    ".ci/",
];

/// Paths the documents name that are not in this tree, each for its reason.
const ELSEWHERE: &[&str] = &[
    // The `psp` crate's file (docs/HARDWARE.md cites its docs).
    "src/sys/utility.rs",
    // A folder on the memory stick the start-up search looks in.
    "res/res/",
];

/// The documents read: the README and every Markdown file directly in `docs/`.
fn documents() -> Vec<(String, String)> {
    let mut out = vec![(
        "README.md".to_string(),
        std::fs::read_to_string("README.md").unwrap(),
    )];
    let mut names: Vec<_> = std::fs::read_dir("docs")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    names.sort();
    for p in names {
        out.push((
            p.display().to_string(),
            std::fs::read_to_string(&p).unwrap(),
        ));
    }
    out
}

/// The backticked spans of `text` (a span may run over a line end, as Markdown allows).
fn spans(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_block = false;
    let mut prose = String::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if !in_block {
            prose.push_str(line);
            prose.push('\n');
        }
    }
    let mut parts = prose.split('`');
    parts.next();
    while let (Some(span), _) = (parts.next(), parts.next()) {
        out.push(span.replace('\n', " "));
    }
    out
}

/// The repository path a span names, if it is one: a single word under one of [`ROOTS`],
/// without placeholders (`<set>`, `level_NN`, `*`, `{a,b}`, `...`).
fn named_path(span: &str) -> Option<&str> {
    let p = span.trim().trim_end_matches([',', '.', ';', ':']);
    let placeholder =
        p.contains(['<', '*', ' ', '|', '[', '{']) || p.contains("NN") || p.contains("...");
    (ROOTS.iter().any(|r| p.starts_with(r)) && !placeholder).then_some(p)
}

#[test]
fn every_path_the_readme_and_docs_name_exists() {
    let mut missing = Vec::new();
    let mut seen = 0;
    for (doc, text) in documents() {
        for span in spans(&text) {
            if let Some(p) = named_path(&span) {
                seen += 1;
                if !Path::new(p).exists() && !ELSEWHERE.contains(&p) {
                    missing.push(format!("{doc}: `{p}`"));
                }
            }
        }
    }
    // The check reads what it should: the README and the docs name well over a hundred paths.
    assert!(seen > 100, "only {seen} paths found");
    assert!(
        missing.is_empty(),
        "paths named but not in the tree:\n{}",
        missing.join("\n")
    );
}

/// The rooms of the table under `## Rooms` in `docs/PORTING.md`: each row's first cell.
fn rooms_table() -> BTreeSet<String> {
    let text = std::fs::read_to_string("docs/PORTING.md").unwrap();
    let at = text
        .find("\n## Rooms")
        .expect("docs/PORTING.md has a Rooms section");
    let section = &text[at + 1..];
    let section = &section[..section[1..].find("\n## ").map_or(section.len(), |e| e + 1)];
    section
        .lines()
        .filter(|l| l.starts_with("| `"))
        .map(|l| l[3..].split('`').next().unwrap().to_string())
        .collect()
}

#[test]
fn the_rooms_table_names_every_top_level_module_of_src() {
    let mut modules = BTreeSet::new();
    for e in std::fs::read_dir("src").unwrap() {
        let p = e.unwrap().path();
        let name = p.file_stem().unwrap().to_string_lossy().into_owned();
        if (p.is_dir() || p.extension().is_some_and(|x| x == "rs"))
            && name != "lib"
            && name != "main"
        {
            modules.insert(name);
        }
    }
    let table = rooms_table();
    assert!(table.len() >= 10, "rooms read: {table:?}");
    assert_eq!(table, modules, "docs/PORTING.md's rooms against src/");
}

#[test]
fn the_span_reader_finds_paths_and_skips_placeholders() {
    let text = "see `src/lib.rs`, `tests/\nemu/` and\n```sh\n`src/nowhere.rs`\n```\n\
                `src/a/<set>/` `tests/replays/level_NN.txt` `cargo run -- app` `target/x`";
    let found: Vec<String> = spans(text)
        .iter()
        .filter_map(|s| named_path(s).map(String::from))
        .collect();
    // A path broken over a line end reads with a space in it (as Markdown shows it): skipped.
    assert_eq!(found, ["src/lib.rs"]);
}
