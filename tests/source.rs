//! The source travels with the book (crates/pagetest/src/source.rs): the front
//! page, the local judge's page and the errata page of both editions link the
//! archive every build from git writes beside the book, the judge's page gives
//! the README's two commands, the errata page says how to report an error and
//! where, and nothing in the workshop but the archive needs git.

use pagetest::source::{readme_commands, ARCHIVE};
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The book's first page: the first link of src/SUMMARY.md.
fn front_page() -> String {
    let summary = read("src/SUMMARY.md");
    let at = summary.find("](").expect("SUMMARY.md links a chapter") + 2;
    summary[at..].split(')').next().unwrap_or("").to_string()
}

#[test]
fn the_front_judge_and_errata_pages_of_both_editions_link_the_source_archive() {
    let front = front_page();
    assert_eq!(
        front, "preface.md",
        "the front page moved: check its link to {ARCHIVE}"
    );
    for page in [front.as_str(), "judge.md", "errata.md"] {
        // The English edition is built into book/en/, the archive into book/.
        for (rel, link) in [
            (format!("src/{page}"), format!("]({ARCHIVE})")),
            (format!("en/src/{page}"), format!("](../{ARCHIVE})")),
        ] {
            assert!(
                read(&rel).contains(&link),
                "{rel} does not link the source archive as `{link}`"
            );
        }
    }
}

#[test]
fn the_judge_page_gives_the_readme_commands_and_both_pages_name_the_repository() {
    let cmds = readme_commands(&read("README.md")).unwrap_or_else(|e| panic!("{e}"));
    for rel in ["src/judge.md", "en/src/judge.md"] {
        let text = read(rel);
        for cmd in cmds.iter().map(String::as_str).chain(["cargo xtask judge"]) {
            assert!(text.contains(cmd), "{rel} does not give `{cmd}`");
        }
        assert!(
            text.contains("<span class=\"gb-repo\">"),
            "{rel}: no <span class=\"gb-repo\"> for the repository's address"
        );
    }
    for rel in ["src/errata.md", "en/src/errata.md"] {
        assert!(
            read(rel).contains("<span class=\"gb-repo\" data-path=\"/issues\">"),
            "{rel}: no <span class=\"gb-repo\" data-path=\"/issues\"> saying where to report"
        );
    }
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() && !p.ends_with("target") {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs" || x == "sh") {
            out.push(p);
        }
    }
}

/// A build from the unpacked archive has no `.git`: only the archive itself
/// (which a build without `.git` skips) may ask git for anything.
#[test]
fn nothing_but_the_source_archive_runs_git() {
    let needle = format!("Command::new({:?})", "git");
    let mut all = vec![root().join("build.rs")];
    for dir in ["xtask", "crates", "tests", ".ci"] {
        files(&root().join(dir), &mut all);
    }
    let allowed = root().join("crates/pagetest/src/source.rs");
    let runs: Vec<String> = all
        .iter()
        .filter(|f| **f != allowed)
        .filter(|f| {
            let text = std::fs::read_to_string(f).unwrap_or_default();
            text.contains(&needle)
                || text
                    .lines()
                    .any(|l| l.trim_start().starts_with("git ") && !l.contains("//"))
        })
        .map(|f| f.strip_prefix(root()).unwrap_or(f).display().to_string())
        .collect();
    assert!(
        runs.is_empty(),
        "these run git, which a build from the unpacked source archive does not have: {runs:?}"
    );
    assert!(all.len() > 100, "only {} files were read", all.len());
}
