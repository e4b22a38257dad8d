//! The workshop's shape: xtask holds the verbs only, and no crate's
//! modules import each other in a circle. Crates cannot form circles (cargo
//! refuses them); inside a crate, the modules can, so this test reads every
//! `crate::<module>` path of every top-level module and looks for a cycle.
//! And the repository speaks of the book alone: no file names a work item by
//! number or says how a fact was looked up.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The xtask's budget: `find xtask/src -name '*.rs' | xargs cat | wc -l`.
const XTASK_MAX_LINES: usize = 2000;

#[test]
fn xtask_is_the_verbs_only() {
    let lines: usize = rust_files(&root().join("xtask/src"))
        .iter()
        .map(|f| std::fs::read_to_string(f).unwrap().lines().count())
        .sum();
    assert!(
        lines <= XTASK_MAX_LINES,
        "xtask/src holds {lines} lines (at most {XTASK_MAX_LINES}): move product code into a crate of its own"
    );
}

/// The first path segment after each `crate::` in `text` (`crate::{a, b::c}` gives a and b).
fn crate_paths(text: &str) -> BTreeSet<String> {
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = BTreeSet::new();
    for (at, _) in text.match_indices("crate::") {
        let rest = &text[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let (mut depth, mut start) = (0, 0);
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        out.insert(ident(&group[start..i]));
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.insert(ident(&group[start..i]));
                        start = i + 1;
                    }
                    _ => {}
                }
            }
        } else {
            out.insert(ident(rest));
        }
    }
    out.remove("");
    out
}

/// The top-level modules of the crate whose sources are in `src` and the
/// modules each of them (its file and its folder) names by a `crate::` path.
fn module_graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let top = |f: &Path| -> Option<String> {
        let rel = f.strip_prefix(src).ok()?;
        let first = rel.components().next()?.as_os_str().to_str()?;
        let name = first.trim_end_matches(".rs");
        (!matches!(name, "lib" | "main" | "bin")).then(|| name.to_string())
    };
    let files = rust_files(src);
    let modules: BTreeSet<String> = files.iter().filter_map(|f| top(f)).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for f in &files {
        let Some(m) = top(f) else { continue };
        let text = std::fs::read_to_string(f).unwrap();
        let deps = graph.entry(m.clone()).or_default();
        for d in crate_paths(&text) {
            if d != m && modules.contains(&d) {
                deps.insert(d);
            }
        }
    }
    graph
}

/// A cycle of `graph`, if it has one.
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        m: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|p| p == m) {
            let mut cycle = path[i..].to_vec();
            cycle.push(m.to_string());
            return Some(cycle);
        }
        if done.contains(m) {
            return None;
        }
        path.push(m.to_string());
        for d in graph.get(m).into_iter().flatten() {
            if let Some(c) = visit(d, graph, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(m.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|m| visit(m, graph, &mut Vec::new(), &mut done))
}

#[test]
fn no_crate_has_an_import_circle_among_its_modules() {
    let mut srcs = vec![root().join("xtask/src")];
    for e in std::fs::read_dir(root().join("crates")).unwrap().flatten() {
        srcs.push(e.path().join("src"));
    }
    let mut checked = 0;
    for src in srcs.iter().filter(|s| s.is_dir()) {
        let graph = module_graph(src);
        checked += graph.len();
        if let Some(cycle) = find_cycle(&graph) {
            panic!(
                "{}: the modules import each other in a circle: {}",
                src.display(),
                cycle.join(" → ")
            );
        }
    }
    assert!(checked > 20, "only {checked} modules were read");
}

#[test]
fn the_cycle_finder_finds_a_circle_and_reads_grouped_paths() {
    let paths =
        crate_paths("use crate::{book::x, say, tools::{A, B}};\nlet _ = crate::harness::f();");
    let want: BTreeSet<String> = ["book", "say", "tools", "harness"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(paths, want);
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    g.entry("boards".into()).or_default().insert("book".into());
    g.entry("book".into()).or_default().insert("harness".into());
    g.entry("harness".into())
        .or_default()
        .insert("checks".into());
    assert_eq!(find_cycle(&g), None);
    g.entry("harness".into()).or_default().insert("book".into());
    assert_eq!(
        find_cycle(&g),
        Some(vec!["book".into(), "harness".into(), "book".into()])
    );
}

/// `cargo xtask test` runs `cargo test --workspace --release --lib --test '*'`:
/// the libraries' unit tests and every integration test, without linking a
/// test harness for each of the ~50 binaries (listings, baselines, tools) and
/// without a rustdoc pass per library. That loses nothing only while no binary
/// holds a unit test and no doc comment holds a code block: checked here.
#[test]
fn no_binary_holds_a_unit_test_and_no_doc_comment_a_doctest() {
    let mut errs = Vec::new();
    let mut dirs = vec![root().join("xtask/src")];
    for group in ["crates", "listings"] {
        for e in std::fs::read_dir(root().join(group)).unwrap().flatten() {
            dirs.push(e.path().join("src"));
        }
    }
    for f in dirs.iter().flat_map(|d| rust_files(d)) {
        let text = std::fs::read_to_string(&f).unwrap();
        let binary = f.ends_with("main.rs")
            || f.parent().is_some_and(|p| p.ends_with("bin"))
            || f.starts_with(root().join("xtask"));
        if binary && (text.contains("#[test]") || text.contains("cfg(test)")) {
            errs.push(format!("{}: a unit test in a binary", f.display()));
        }
        let lib = f.starts_with(root().join("crates"));
        if lib
            && text.lines().any(|l| {
                let t = l.trim_start();
                (t.starts_with("///") || t.starts_with("//!")) && t.contains("```")
            })
        {
            errs.push(format!("{}: a code block in a doc comment", f.display()));
        }
    }
    assert!(
        errs.is_empty(),
        "cargo xtask test would not run these (move them to a library or tests/):\n{}",
        errs.join("\n")
    );
}

/// Every file of the repository: `git ls-files`, or, outside a git checkout
/// (an unpacked source archive), the tree without what is built
/// (`target/`, `book/`, the copies `cargo xtask` puts under `src/` and `en/src/`).
fn tracked_files() -> Vec<PathBuf> {
    if let Some(files) = pagetest::source::tracked_files(root()) {
        return files;
    }
    let built = [
        "target",
        "book",
        ".git",
        ".book-en",
        "src/katex",
        "src/boards",
        "en/src/katex",
        "en/src/boards",
        "node_modules",
    ];
    let mut out = Vec::new();
    let mut stack = vec![root().to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            let rel = p.strip_prefix(root()).unwrap_or(&p);
            if built.iter().any(|b| rel == Path::new(b))
                || rel.to_string_lossy().starts_with("mutants.out")
            {
                continue;
            }
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Where `line` speaks of a work item by number (the word, a space, maybe a
/// `#`, digits), rather than citing an address (`…/issues/1081` never
/// matches: an address has no space).
fn work_item_at(line: &str) -> Option<String> {
    let lower = line.to_lowercase();
    let bytes = lower.as_bytes();
    let mut from = 0;
    while let Some(i) = lower[from..].find("issue").map(|i| i + from) {
        from = i + "issue".len();
        let word_start = i == 0 || !bytes[i - 1].is_ascii_alphanumeric();
        let rest = lower[from..].trim_start_matches(' ');
        let spaced = rest.len() < lower.len() - from;
        let number = rest.strip_prefix('#').unwrap_or(rest);
        if word_start && spaced && number.starts_with(|c: char| c.is_ascii_digit()) {
            let digits = number.find(|c: char| !c.is_ascii_digit());
            let end = lower.len() - number.len() + digits.unwrap_or(number.len());
            let same = line.len() == lower.len(); // lowercasing kept every byte offset
            return Some(if same { &line[i..end] } else { &lower[i..end] }.to_string());
        }
    }
    None
}

/// The phrases that belong to how the book was made, not to the book. Split
/// in two so that this file does not hold them whole and is checked too.
const NOT_THE_BOOK: [[&str; 2]; 10] = [
    ["coordi", "nator"],
    ["搜索", "工具"],
    ["search", " tool"],
    ["search", " 工具"],
    ["search", " pages"],
    ["search", " code"],
    ["find", "_string"],
    ["read", "_file"],
    ["文件", " id"],
    ["other", " authors"],
];

/// The repository speaks of the book alone: no tracked file names a work item
/// by number, who did something, or how a fact was looked up. A source is
/// cited by its address; a measurement by its command, machine kind and load.
#[test]
fn no_file_speaks_of_work_items_or_how_facts_were_looked_up() {
    let phrases: Vec<String> = NOT_THE_BOOK.iter().map(|p| p.concat()).collect();
    let mut errs = Vec::new();
    for f in tracked_files() {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue; // not UTF-8 text
        };
        let rel = f.strip_prefix(root()).unwrap_or(&f).display().to_string();
        for (n, line) in text.lines().enumerate() {
            let lower = line.to_lowercase();
            for p in &phrases {
                if lower.contains(p.as_str()) {
                    errs.push(format!("{rel}:{}: \"{p}\"", n + 1));
                }
            }
            if let Some(w) = work_item_at(line) {
                errs.push(format!("{rel}:{}: \"{w}\"", n + 1));
            }
        }
    }
    assert!(
        errs.is_empty(),
        "{} phrases speak of how the book was made, not of the book (cite a source by its \
         address, a measurement by its command, machine kind and load):\n{}",
        errs.len(),
        errs.join("\n")
    );
}

#[test]
fn the_work_item_finder_reads_prose_not_addresses() {
    let w = "issue"; // built here, so that this file holds no such line itself
    assert_eq!(
        work_item_at(&format!("see {w} 26).")).as_deref(),
        Some(&*format!("{w} 26"))
    );
    assert_eq!(
        work_item_at(&format!("(I{} #4)", &w[1..])).as_deref(),
        Some(&*format!("I{} #4", &w[1..]))
    );
    assert_eq!(
        work_item_at(&format!("mdBook {w}  1081 says")).as_deref(),
        Some(&*format!("{w}  1081"))
    );
    assert_eq!(
        work_item_at("https://github.com/rust-lang/mdBook/issues/1081"),
        None
    );
    assert_eq!(work_item_at(&format!("a t{w} 3 and an {w} of style")), None);
    assert_eq!(work_item_at(w), None);
}
