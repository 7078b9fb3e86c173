//! The house's layout, checked: each room of `src/` imports only the rooms `docs/PORTING.md`'s
//! Rooms table says it may, and no two sibling modules import each other, directly or round
//! a loop (a `pub use` re-export counts as the module it comes from). Reads the sources as
//! text: paths after `crate::`, `super::` and `self::` (and `bounceback::` in the binary's
//! files), outside comments, string literals and `#[cfg(test)] mod tests`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

type Module = Vec<String>;

/// Room, and the rooms it may import (besides itself).
const ROOMS: &[(&str, &[&str])] = &[
    ("gfx", &[]),
    ("input", &[]),
    ("collide", &[]),
    ("res", &["gfx"]),
    ("embedded", &["res", "gfx"]),
    ("audio", &["res"]),
    ("runtime", &["gfx", "input", "audio"]),
    ("sim", &["res", "collide"]),
    ("assets", &["gfx", "res", "audio"]),
    (
        "sandbox",
        &[
            "gfx", "input", "res", "collide", "sim", "runtime", "audio", "assets",
        ],
    ),
    ("render", &["gfx", "res", "sim"]),
    ("edit", &["res", "sim"]),
    (
        "app",
        &[
            "gfx", "input", "res", "embedded", "collide", "sim", "render", "runtime", "audio",
            "assets", "sandbox", "edit",
        ],
    ),
    (
        "platform",
        &["gfx", "input", "res", "audio", "runtime", "boot_line"],
    ),
    ("boot", &["platform", "res", "embedded"]),
    (
        "tool",
        &[
            "gfx", "input", "res", "embedded", "collide", "sim", "render", "runtime", "app",
            "audio",
        ],
    ),
];

/// The source with comments, string and char literals blanked and unit tests cut off.
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(i) => &text[..i],
        None => text,
    };
    let b = text.as_bytes();
    let mut out = String::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            let end = text[i + 2..].find("*/").map_or(b.len(), |e| i + 2 + e + 2);
            i = end;
        } else if b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if b[i..].starts_with(b"r#\"") {
            let end = text[i + 3..].find("\"#").map_or(b.len(), |e| i + 3 + e + 2);
            i = end;
            out.push_str("\"\"");
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Every path that starts with one of `heads`, with its `{...}` group flattened into one
/// path per member: `super::a::{B, c::D}` gives `super::a::B` and `super::a::c::D`.
fn paths(code: &str, heads: &[&str]) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if !(i == 0 || !is_ident(chars[i - 1]) && chars[i - 1] != ':') {
            i += 1;
            continue;
        }
        let Some(head) = heads.iter().find(|h| {
            let h: Vec<char> = h.chars().collect();
            chars[i..].starts_with(&h)
                && chars.get(i + h.len()) == Some(&':')
                && chars.get(i + h.len() + 1) == Some(&':')
        }) else {
            i += 1;
            continue;
        };
        let mut j = i + head.len();
        let mut path = vec![head.to_string()];
        while chars.get(j) == Some(&':') && chars.get(j + 1) == Some(&':') {
            j += 2;
            if chars.get(j) == Some(&'{') {
                let end = (j..chars.len())
                    .find(|&k| chars[k] == '}')
                    .unwrap_or(chars.len());
                let group: String = chars[j + 1..end].iter().collect();
                for member in group.split(',') {
                    let mut p = path.clone();
                    p.extend(
                        member
                            .split("::")
                            .map(|s| s.trim().split(' ').next().unwrap_or("").to_string())
                            .filter(|s| !s.is_empty() && s.chars().all(is_ident)),
                    );
                    out.push(p);
                }
                path.clear();
                j = end;
                break;
            }
            let start = j;
            while j < chars.len() && is_ident(chars[j]) {
                j += 1;
            }
            if j == start {
                break;
            }
            path.push(chars[start..j].iter().collect());
        }
        if !path.is_empty() {
            out.push(path);
        }
        i = j.max(i + 1);
    }
    out
}

struct Tree {
    /// Module path (without the crate) -> its source with comments and literals blanked.
    code: BTreeMap<Module, String>,
    /// (module, name) -> the child module a `pub use child::name` re-exports it from.
    reexports: BTreeMap<(Module, String), Module>,
}

fn walk(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            walk(&p, files);
        } else if p.extension().is_some_and(|x| x == "rs") {
            files.push(p);
        }
    }
}

fn tree() -> Tree {
    let mut files = Vec::new();
    walk(Path::new("src"), &mut files);
    let mut code = BTreeMap::new();
    for f in files {
        let rel = f.strip_prefix("src").unwrap().with_extension("");
        let mut m: Module = rel
            .iter()
            .map(|s| s.to_string_lossy().into_owned())
            .collect();
        if m.last().is_some_and(|l| l == "mod") {
            m.pop();
        }
        code.insert(m, code_of(&std::fs::read_to_string(&f).unwrap()));
    }
    let mut reexports = BTreeMap::new();
    for (m, c) in &code {
        for stmt in c.split(';') {
            let s = stmt.trim();
            let Some(rest) = s
                .strip_prefix("pub use ")
                .or_else(|| s.strip_prefix("pub(crate) use "))
                .or_else(|| s.strip_prefix("pub(super) use "))
            else {
                continue;
            };
            let rest = rest.strip_prefix("self::").unwrap_or(rest);
            let Some((child, names)) = rest.split_once("::") else {
                continue;
            };
            let mut cm = m.clone();
            cm.push(child.trim().to_string());
            if !code.contains_key(&cm) {
                continue;
            }
            for n in names
                .split(|c: char| !is_ident(c))
                .filter(|n| !n.is_empty())
            {
                reexports.insert((m.clone(), n.to_string()), cm.clone());
            }
        }
    }
    Tree { code, reexports }
}

impl Tree {
    /// The modules `m` refers to (the longest module prefix of each path, through re-exports).
    fn refs(&self, m: &Module, binary: bool) -> BTreeSet<Module> {
        let code = &self.code[m];
        let heads: &[&str] = if binary {
            &["bounceback", "crate", "super", "self"]
        } else {
            &["crate", "super", "self"]
        };
        let mut out = BTreeSet::new();
        for p in paths(code, heads) {
            let mut full: Module = match p[0].as_str() {
                "crate" | "bounceback" => Vec::new(),
                "self" => m.clone(),
                _ => m[..m.len() - 1].to_vec(),
            };
            // `super` of `a::b` is `a`, whether `b` is `a/b.rs` or `a/b/mod.rs`.
            full.extend(p[1..].iter().cloned());
            for k in (1..=full.len()).rev() {
                let prefix = full[..k].to_vec();
                if self.code.contains_key(&prefix) {
                    let target = full
                        .get(k)
                        .and_then(|n| self.reexports.get(&(prefix.clone(), n.clone())))
                        .cloned()
                        .unwrap_or(prefix);
                    if &target != m {
                        out.insert(target);
                    }
                    break;
                }
            }
        }
        out
    }
}

/// Rooms that name the crate `bounceback::` (the binary's side: the platform, declared by
/// the library only on the PSP, and the game's start-up on it).
fn binary_side(room: &str) -> bool {
    room == "platform" || room == "boot"
}

#[test]
fn each_room_imports_only_what_the_layout_allows() {
    let t = tree();
    let mut wrong = Vec::new();
    for m in t.code.keys() {
        let room = m[0].as_str();
        if room == "lib" || room == "main" {
            continue;
        }
        let Some((_, allowed)) = ROOMS.iter().find(|(r, _)| *r == room) else {
            wrong.push(format!("src/{room} is not in the layout table"));
            continue;
        };
        for r in t.refs(m, binary_side(room)) {
            let to = r[0].as_str();
            if to != room && !allowed.contains(&to) {
                wrong.push(format!("{} imports {}", m.join("::"), r.join("::")));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports the layout does not allow:\n{}",
        wrong.join("\n")
    );
}

/// Imports between siblings: an import from a file counts as one from every folder above
/// it, so `a::x::f -> a::y` gives `a::x -> a::y` as well as any edge at `f`'s own level.
fn sibling_edges(t: &Tree) -> BTreeMap<Module, BTreeSet<Module>> {
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for m in t.code.keys() {
        if m.len() == 1 && (m[0] == "lib" || m[0] == "main") {
            continue;
        }
        for r in t.refs(m, binary_side(m[0].as_str())) {
            for k in 1..=m.len() {
                if r.len() >= k && r[..k - 1] == m[..k - 1] && r[..k] != m[..k] {
                    edges
                        .entry(m[..k].to_vec())
                        .or_default()
                        .insert(r[..k].to_vec());
                }
            }
        }
    }
    edges
}

#[test]
fn no_two_sibling_modules_import_each_other() {
    let t = tree();
    let cycles = strongly_connected(&sibling_edges(&t));
    let shown: Vec<String> = cycles
        .iter()
        .map(|c| {
            c.iter()
                .map(|m| m.join("::"))
                .collect::<Vec<_>>()
                .join(" <-> ")
        })
        .collect();
    assert!(shown.is_empty(), "import cycles:\n{}", shown.join("\n"));
}

/// Tarjan's components with more than one member.
fn strongly_connected(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct S<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<Module, usize>,
        low: BTreeMap<Module, usize>,
        stack: Vec<Module>,
        out: Vec<Vec<Module>>,
    }
    fn visit(s: &mut S<'_>, v: &Module) {
        let n = s.index.len();
        s.index.insert(v.clone(), n);
        s.low.insert(v.clone(), n);
        s.stack.push(v.clone());
        for w in s.edges.get(v).into_iter().flatten() {
            if !s.index.contains_key(w) {
                visit(s, w);
                let lw = s.low[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(lw);
            } else if s.stack.contains(w) {
                let iw = s.index[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(iw);
            }
        }
        if s.low[v] == s.index[v] {
            let mut comp = Vec::new();
            while let Some(w) = s.stack.pop() {
                let done = &w == v;
                comp.push(w);
                if done {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                s.out.push(comp);
            }
        }
    }
    let mut s = S {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        out: Vec::new(),
    };
    let keys: Vec<Module> = edges.keys().cloned().collect();
    for k in &keys {
        if !s.index.contains_key(k) {
            visit(&mut s, k);
        }
    }
    s.out
}

#[test]
fn the_checker_sees_a_cycle_a_re_export_and_a_forbidden_import() {
    let code = |s: &str| code_of(s);
    let mut t = Tree {
        code: BTreeMap::new(),
        reexports: BTreeMap::new(),
    };
    let m = |p: &str| p.split("::").map(String::from).collect::<Module>();
    t.code
        .insert(m("res"), code("pub mod a; pub use a::Thing;"));
    t.code
        .insert(m("res::a"), code("use super::b::{X, y::Z}; // crate::app"));
    t.code.insert(
        m("res::b"),
        code("use super::Thing; fn f() { crate::sim::x(\"crate::app\") }"),
    );
    t.code.insert(m("sim"), code(""));
    t.reexports.insert((m("res"), "Thing".into()), m("res::a"));
    assert_eq!(t.refs(&m("res::a"), false), BTreeSet::from([m("res::b")]));
    assert_eq!(
        t.refs(&m("res::b"), false),
        BTreeSet::from([m("res::a"), m("sim")])
    );
    let mut edges = BTreeMap::new();
    edges.insert(m("res::a"), BTreeSet::from([m("res::b")]));
    edges.insert(m("res::b"), BTreeSet::from([m("res::a")]));
    assert_eq!(
        strongly_connected(&edges),
        vec![vec![m("res::a"), m("res::b")]]
    );
}

#[test]
fn a_circle_through_a_sub_folder_is_a_circle() {
    let m = |p: &str| p.split("::").map(String::from).collect::<Module>();
    let mut t = Tree {
        code: BTreeMap::new(),
        reexports: BTreeMap::new(),
    };
    t.code.insert(m("app"), code_of("mod dialog; mod screen;"));
    t.code
        .insert(m("app::dialog"), code_of("use super::screen::Pad;"));
    t.code.insert(m("app::screen"), code_of("mod paused;"));
    t.code.insert(
        m("app::screen::paused"),
        code_of("use crate::app::dialog::Ask;"),
    );
    let edges = sibling_edges(&t);
    assert_eq!(
        edges.get(&m("app::screen")),
        Some(&BTreeSet::from([m("app::dialog")]))
    );
    assert_eq!(
        strongly_connected(&edges),
        vec![vec![m("app::dialog"), m("app::screen")]]
    );
}
