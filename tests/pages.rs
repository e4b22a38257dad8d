//! Book-level contract: what the reader copies is what CI compiles and tests.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A fenced code block of an expanded chapter.
struct Block {
    info: String,
    body: String,
}

fn blocks(markdown: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut cur: Option<(String, usize, Vec<&str>)> = None;
    for line in markdown.lines() {
        let t = line.trim_start();
        match &mut cur {
            None => {
                if let Some(rest) = t.strip_prefix("```") {
                    let ticks = 3 + rest.chars().take_while(|&c| c == '`').count();
                    cur = Some((
                        rest.trim_start_matches('`').trim().to_string(),
                        ticks,
                        Vec::new(),
                    ));
                }
            }
            Some((info, ticks, body)) => {
                if t.starts_with(&"`".repeat(*ticks)) && t.trim_end().chars().all(|c| c == '`') {
                    out.push(Block {
                        info: info.clone(),
                        body: body.join("\n"),
                    });
                    cur = None;
                } else {
                    body.push(line);
                }
            }
        }
    }
    out
}

fn is_rust(info: &str) -> bool {
    let first = info.split([',', ' ']).next().unwrap_or("");
    first == "rust"
}

fn chapters() -> BTreeMap<PathBuf, String> {
    bookexpand::expand(&root())
        .unwrap_or_else(|e| panic!("{e}"))
        .into_iter()
        .map(|c| (c.source, c.content))
        .collect()
}

fn listing_dirs() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("listings"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("src/main.rs").is_file())
        .collect();
    v.sort();
    v
}

#[test]
fn every_listing_is_shown_whole_in_the_chapter_its_first_line_names() {
    let chapters = chapters();
    let mut errors = Vec::new();
    for dir in listing_dirs() {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let main = std::fs::read_to_string(dir.join("src/main.rs")).unwrap();
        let first = main.lines().next().unwrap_or("");
        let Some(chapter) = first
            .split_whitespace()
            .map(|w| w.trim_matches(['(', ')']))
            .find(|w| w.starts_with("src/") && w.ends_with(".md"))
        else {
            errors.push(format!(
                "{name}: line 1 of src/main.rs names no chapter (src/….md)"
            ));
            continue;
        };
        // Line 1 names the English twin beside the chapter; the twin
        // shows the listing too, by tests/english.rs (the same includes).
        if !first.contains(&format!("({chapter}) (en/{chapter})")) {
            errors.push(format!(
                "{name}: line 1 of src/main.rs must name both chapters: `({chapter}) (en/{chapter})`"
            ));
        }
        let rel = Path::new(chapter.strip_prefix("src/").unwrap());
        let Some(text) = chapters.get(rel) else {
            errors.push(format!(
                "{name}: line 1 names {chapter}, which is not a chapter of the book"
            ));
            continue;
        };
        let shown = blocks(text)
            .into_iter()
            .find(|b| is_rust(&b.info) && b.body.trim_end() == main.trim_end());
        match shown {
            None => errors.push(format!(
                "{name}: {chapter} has no Rust block equal to src/main.rs"
            )),
            Some(b) => {
                if !b.info.contains("no_run") {
                    errors.push(format!(
                        "{name}: the submission block in {chapter} should be `rust,no_run`"
                    ));
                }
                if b.body
                    .lines()
                    .any(|l| l.trim_start().starts_with("# ") || l.trim() == "#")
                {
                    errors.push(format!(
                        "{name}: hidden `# ` lines would not be copied by the copy button"
                    ));
                }
            }
        }
        for sample in std::fs::read_dir(dir.join("samples"))
            .into_iter()
            .flatten()
            .flatten()
        {
            let file = sample.file_name().to_string_lossy().to_string();
            let needle = format!("listings/{name}/samples/{file}");
            let raw = std::fs::read_to_string(root().join("src").join(rel)).unwrap();
            if !raw.contains(&needle) {
                errors.push(format!("{name}: {chapter} does not show samples/{file}"));
            }
        }
    }
    assert!(errors.is_empty(), "\n{}", errors.join("\n"));
}

#[test]
fn skeptic_has_a_test_for_every_rust_block() {
    let rust_blocks: usize = chapters()
        .values()
        .map(|t| blocks(t).iter().filter(|b| is_rust(&b.info)).count())
        .sum();
    let generated = include_str!(concat!(env!("OUT_DIR"), "/skeptic-tests.rs"));
    let tests = generated.matches("#[test]").count();
    assert!(rust_blocks > 0, "no Rust blocks found in the chapters");
    assert!(
        tests >= rust_blocks,
        "{rust_blocks} Rust blocks in the chapters but only {tests} skeptic tests"
    );
}

#[test]
fn runnable_blocks_have_main_and_assert() {
    let mut errors = Vec::new();
    for (path, text) in chapters() {
        for b in blocks(&text) {
            if !is_rust(&b.info) || b.info.contains("no_run") || b.info.contains("ignore") {
                continue;
            }
            if !b.body.contains("fn main") {
                errors.push(format!(
                    "{}: a runnable Rust block has no fn main (skeptic adds none)",
                    path.display()
                ));
            }
            if !b.body.contains("assert") {
                errors.push(format!(
                    "{}: a runnable Rust block asserts nothing",
                    path.display()
                ));
            }
        }
    }
    assert!(errors.is_empty(), "\n{}", errors.join("\n"));
}

/// mdbook-katex resets *all* options to defaults (CDN stylesheet included) when
/// one option is mistyped, so every key must be one it knows.
#[test]
fn katex_options_are_all_known_and_offline() {
    const KNOWN: &[&str] = &[
        // mdBook's own preprocessor keys
        "after",
        "before",
        "renderers",
        "command",
        "optional",
        // mdbook-katex 0.10.0 KatexConfig (kebab-case)
        "output",
        "leqno",
        "fleqn",
        "throw-on-error",
        "error-color",
        "min-rule-thickness",
        "max-size",
        "max-expand",
        "trust",
        "no-css",
        "include-src",
        "macros",
        "block-delimiter",
        "inline-delimiter",
        "pre-render",
    ];
    let toml = std::fs::read_to_string(root().join("book.toml")).unwrap();
    let section: Vec<&str> = toml
        .lines()
        .skip_while(|l| l.trim() != "[preprocessor.katex]")
        .skip(1)
        .take_while(|l| !l.trim_start().starts_with('['))
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .collect();
    assert!(
        !section.is_empty(),
        "book.toml has no [preprocessor.katex] section"
    );
    let mut keys = BTreeMap::new();
    for l in &section {
        let (k, v) = l
            .split_once('=')
            .unwrap_or_else(|| panic!("not a key = value line: {l}"));
        keys.insert(k.trim().to_string(), v.trim().to_string());
    }
    for k in keys.keys() {
        assert!(
            KNOWN.contains(&k.as_str()),
            "unknown katex option `{k}`: mdbook-katex would silently reset all options"
        );
    }
    assert_eq!(
        keys.get("no-css").map(String::as_str),
        Some("true"),
        "no-css must be true (else a CDN stylesheet)"
    );
    assert_eq!(
        keys.get("renderers").map(String::as_str),
        Some("[\"html\"]"),
        "katex only for html (mdbook test)"
    );
    assert!(
        toml.contains("runnable = false"),
        "the playground must not be runnable (it calls a remote host)"
    );
}

#[test]
fn fence_parser_sees_blocks() {
    let md = "a\n```rust,no_run\nfn main() {}\n```\n````text\n```\n````\n";
    let b = blocks(md);
    assert_eq!(b.len(), 2);
    assert_eq!(b[0].info, "rust,no_run");
    assert_eq!(b[1].body, "```");
}
