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

/// The rows of `text`'s three-column tables whose last two cells are a backticked code name
/// and a backticked file: `(section, first cell, code, file)`.
fn word_rows(text: &str) -> Vec<(String, String, String, String)> {
    let mut out = Vec::new();
    let mut section = String::new();
    for line in text.lines() {
        if let Some(h) = line.strip_prefix("## ") {
            section = h.to_string();
        }
        let cells: Vec<&str> = line.trim().trim_matches('|').split(" | ").collect();
        if !line.starts_with('|') || cells.len() != 3 {
            continue;
        }
        let ticked = |s: &str| {
            let s = s.trim();
            (s.len() > 2 && s.starts_with('`') && s.ends_with('`') && s.matches('`').count() == 2)
                .then(|| s[1..s.len() - 1].to_string())
        };
        if let (Some(code), Some(file)) = (ticked(cells[1]), ticked(cells[2])) {
            out.push((section.clone(), cells[0].trim().to_string(), code, file));
        }
    }
    out
}

/// Whether `src` (the text of `file`) defines `item`: a function, type, constant, static,
/// trait or module of that name, an enum variant or struct field of it, or the file itself
/// (a module named by its file).
fn defines(file: &Path, src: &str, item: &str) -> bool {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    if file.file_stem().is_some_and(|s| s == item) {
        return true;
    }
    let after_ok = |rest: &str| !rest.starts_with(is_ident);
    for kw in [
        "fn ", "struct ", "enum ", "const ", "static ", "type ", "trait ", "mod ",
    ] {
        let pat = format!("{kw}{item}");
        for (at, _) in src.match_indices(&pat) {
            let before_ok = src[..at].chars().next_back().is_none_or(|c| !is_ident(c));
            if before_ok && after_ok(&src[at + pat.len()..]) {
                return true;
            }
        }
    }
    // A variant (`Exit = 7,`, `Sound,`, `Title {`) or a field (`pub on_ground: bool,`).
    src.lines().any(|l| {
        let mut t = l.trim_start();
        for p in ["pub(crate) ", "pub(super) ", "pub "] {
            t = t.strip_prefix(p).unwrap_or(t);
        }
        t.strip_prefix(item)
            .is_some_and(|rest| rest.starts_with([':', ',', ' ', '=', '{', '(']) && after_ok(rest))
    })
}

/// What is wrong with the glossary `text`: a file that is not there, a code name its file
/// does not define, a screen title its screen does not spell, a screen or a module of
/// `src/` left out.
fn glossary_faults(text: &str) -> Vec<String> {
    let mut faults = Vec::new();
    let rows = word_rows(text);
    for (section, word, code, file) in &rows {
        let path = Path::new(file);
        let Ok(src) = std::fs::read_to_string(path) else {
            faults.push(format!("{section}: {word}: no file `{file}`"));
            continue;
        };
        let item = code.rsplit("::").next().unwrap_or(code);
        if !defines(path, &src, item) {
            faults.push(format!(
                "{section}: {word}: `{file}` does not define `{code}`"
            ));
        }
        // A title in quotes is spelt so in its screen's file.
        if section.starts_with("Screens") {
            let mut rest = word.as_str();
            while let Some(open) = rest.find('"') {
                let Some(len) = rest[open + 1..].find('"') else {
                    break;
                };
                let title = &rest[open + 1..open + 1 + len];
                if !src.contains(&format!("\"{title}")) {
                    faults.push(format!("{word}: `{file}` does not spell \"{title}\""));
                }
                rest = &rest[open + len + 2..];
            }
        }
    }
    // Every screen has its row, every module its line.
    for e in std::fs::read_dir("src/app/screen").unwrap() {
        let p = e.unwrap().path().display().to_string();
        if !rows.iter().any(|r| r.0.starts_with("Screens") && r.3 == p) {
            faults.push(format!("the screen `{p}` has no row under Screens"));
        }
    }
    let mut stack = vec![std::path::PathBuf::from("src")];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs")
                && !text.contains(&format!("`{}`", p.display()))
            {
                faults.push(format!(
                    "the module `{}` is not in the glossary",
                    p.display()
                ));
            }
        }
    }
    faults
}

#[test]
fn the_glossary_names_what_is_there_every_screen_and_every_module() {
    let text = std::fs::read_to_string("docs/GLOSSARY.md").unwrap();
    let rows = word_rows(&text);
    assert!(rows.len() > 100, "only {} rows read", rows.len());
    let faults = glossary_faults(&text);
    assert!(
        faults.is_empty(),
        "docs/GLOSSARY.md:\n{}",
        faults.join("\n")
    );
}

#[test]
fn a_stale_glossary_entry_is_found() {
    let text = std::fs::read_to_string("docs/GLOSSARY.md").unwrap();
    // A renamed function, a moved file, a retitled screen, a screen and a module left out.
    for (from, to, says) in [
        (
            "`is_position_blocked`",
            "`is_position_blockd`",
            "does not define `is_position_blockd`",
        ),
        (
            "`src/sim/collision.rs` |",
            "`src/sim/ground.rs` |",
            "no file `src/sim/ground.rs`",
        ),
        (
            "\"NO MEMORY STICK\"",
            "\"NO STICK\"",
            "does not spell \"NO STICK\"",
        ),
        (
            "| `Records` | `src/app/screen/records.rs` |",
            "| `Records` | `src/app/items.rs` |",
            "`src/app/screen/records.rs` has no row",
        ),
        (
            "| `src/audio/ring.rs` |",
            "| `src/audio/rung.rs` |",
            "`src/audio/ring.rs` is not in the glossary",
        ),
    ] {
        assert!(text.contains(from), "{from}");
        let faults = glossary_faults(&text.replacen(from, to, 1));
        assert!(faults.iter().any(|f| f.contains(says)), "{to}: {faults:?}");
    }
    // Variants and fields count as defined; a longer name does not.
    let src =
        "enum S {\n    Exit = 7,\n}\nstruct B {\n    pub on_ground: bool,\n}\nfn stepper() {}";
    let p = Path::new("x.rs");
    assert!(defines(p, src, "Exit") && defines(p, src, "on_ground") && defines(p, src, "x"));
    assert!(!defines(p, src, "step") && !defines(p, src, "ground"));
}

/// The steps of the flows in `docs/PORTING.md`'s `## Flows`: `(flow, file, function)`.
fn flow_steps(text: &str) -> Vec<(String, String, String)> {
    let at = text
        .find("\n## Flows")
        .expect("docs/PORTING.md has a Flows section");
    let section = &text[at + 1..];
    let section = &section[..section[1..].find("\n## ").map_or(section.len(), |e| e + 1)];
    let mut flow = String::new();
    let mut out = Vec::new();
    for line in section.lines() {
        if let Some(h) = line.strip_prefix("### ") {
            flow = h.to_string();
            continue;
        }
        let Some((n, rest)) = line.split_once(". `") else {
            continue;
        };
        if n.is_empty() || !n.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        // `file` `function`: ... (the path, a space, the function, each in backticks).
        let mut parts = rest.split('`');
        let (Some(file), Some(" "), Some(item)) = (parts.next(), parts.next(), parts.next()) else {
            out.push((flow.clone(), rest.to_string(), String::new()));
            continue;
        };
        out.push((flow.clone(), file.to_string(), item.to_string()));
    }
    out
}

/// What is wrong with the flows of `text`: a step whose file is not there or does not
/// define its function, or a flow of fewer than three steps.
fn flow_faults(text: &str) -> Vec<String> {
    let steps = flow_steps(text);
    let mut faults = Vec::new();
    let flows: BTreeSet<&str> = steps.iter().map(|s| s.0.as_str()).collect();
    for f in &flows {
        let n = steps.iter().filter(|s| s.0 == *f).count();
        if n < 3 {
            faults.push(format!("{f}: {n} steps"));
        }
    }
    for (flow, file, item) in &steps {
        let path = Path::new(file);
        match std::fs::read_to_string(path) {
            Err(_) => faults.push(format!("{flow}: no file `{file}`")),
            Ok(src) => {
                let name = item.rsplit("::").next().unwrap_or(item);
                if name.is_empty()
                    || !src.contains(&format!("fn {name}"))
                    || !defines(path, &src, name)
                {
                    faults.push(format!("{flow}: `{file}` has no `fn {item}`"));
                }
            }
        }
    }
    faults
}

#[test]
fn every_flow_step_names_a_function_its_file_defines() {
    let text = std::fs::read_to_string("docs/PORTING.md").unwrap();
    let steps = flow_steps(&text);
    let flows: BTreeSet<&str> = steps.iter().map(|s| s.0.as_str()).collect();
    assert_eq!(flows.len(), 6, "the six flows: {flows:?}");
    let faults = flow_faults(&text);
    assert!(
        faults.is_empty(),
        "docs/PORTING.md's flows:\n{}",
        faults.join("\n")
    );
    // A step gone stale is found.
    let stale = text.replacen("`Ground::collide`", "`Ground::collides`", 1);
    assert!(flow_faults(&stale)
        .iter()
        .any(|f| f.contains("has no `fn Ground::collides`")));
    let moved = text.replacen("`src/sim/collision.rs` `", "`src/sim/ground.rs` `", 1);
    assert!(flow_faults(&moved)
        .iter()
        .any(|f| f.contains("no file `src/sim/ground.rs`")));
}
