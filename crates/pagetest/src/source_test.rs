//! The test that the source travels with the book (the `source` stage of
//! `cargo xtask test`): the archive a build from git writes beside the book
//! ([`crate::source`]) unpacked where there is no `.git`, its README's two
//! commands found, and `cargo xtask build` run there; and a copy of the book
//! whose book.toml names a repository, with every page's links to it.

use crate::checks::{files_under, html_files};
use crate::source::{readme_commands, repository_url, ARCHIVE, PREFIX, SKIPPED, SPAN};
use crate::Tools;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;
use testkit::cmd::say;

/// The stage: a copy of the book built with a repository address links it on
/// every page; the archive in `root/book/` (the build stage's) unpacked, its
/// README's two commands found, and `cargo xtask build` run in it.
pub fn stage(tools: &Tools, root: &Path) -> Result<(), String> {
    let repo = with_repository(tools, root);
    let unpacked = unpacked_build(tools, root);
    match (repo, unpacked) {
        (Ok(()), Ok(())) => Ok(()),
        (a, b) => Err([a.err(), b.err()]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join("\n")),
    }
}

/// The address a test build publishes the book at.
const TEST_URL: &str = "https://example.org/owner/gamebook";

/// A copy of the book with `git-repository-url` and `edit-url-template` in its
/// book.toml: every chapter of both editions links the repository and its own
/// source file's edit page, and the judge and errata pages link the repository
/// and its issues.
fn with_repository(tools: &Tools, root: &Path) -> Result<(), String> {
    let t = Instant::now();
    let copy = root.join("target/source/with-repository");
    crate::book::copy_book(root, &copy)?;
    let toml_path = copy.join("book.toml");
    let toml = std::fs::read_to_string(&toml_path).map_err(|e| e.to_string())?;
    let settings = format!(
        "[output.html]\ngit-repository-url = \"{TEST_URL}\"\nedit-url-template = \"{TEST_URL}/edit/main/{{path}}\""
    );
    if !toml.contains("\n[output.html]\n") {
        return Err("book.toml has no [output.html] table".into());
    }
    std::fs::write(
        &toml_path,
        toml.replace("\n[output.html]", &format!("\n{settings}")),
    )
    .map_err(|e| e.to_string())?;
    let dest = copy.join("book");
    crate::book::build_book(tools, &copy, &dest, zhsearch::Scheme::LatinOnly)?;
    let mut errs = Vec::new();
    let mut pages = 0;
    for (dir, src) in [(dest.clone(), "src"), (dest.join("en"), "en/src")] {
        for page in html_files(&dir) {
            let rel = page.strip_prefix(&dir).expect("under dir");
            // toc.html is the sidebar alone, for readers without scripts.
            if (src == "src" && rel.starts_with("en")) || rel == Path::new("toc.html") {
                continue;
            }
            let md = rel.with_extension("md");
            let html = std::fs::read_to_string(&page).unwrap_or_default();
            let name = page
                .strip_prefix(&dest)
                .unwrap_or(&page)
                .display()
                .to_string();
            if repository_url(&html) != Some(TEST_URL) {
                errs.push(format!("{name}: no link to the repository in the top bar"));
            }
            if html.contains(SPAN) {
                errs.push(format!("{name}: a gb-repo span was not filled"));
            }
            if copy.join(src).join(&md).is_file() {
                let edit = format!("{TEST_URL}/edit/main/{src}/{}", md.display());
                if !html.contains(&format!("href=\"{edit}\"")) {
                    errs.push(format!("{name}: no edit link to {edit}"));
                }
                pages += 1;
            }
        }
        for (page, path) in [("judge.html", ""), ("errata.html", "/issues")] {
            let html = std::fs::read_to_string(dir.join(page)).unwrap_or_default();
            let link = format!("<a class=\"gb-repo\" href=\"{TEST_URL}{path}\">");
            if !html.contains(&link) {
                errs.push(format!("{src}/{page}: no {link}"));
            }
        }
    }
    if pages < 100 {
        errs.push(format!("only {pages} chapter pages were checked"));
    }
    say(&format!(
        "   with git-repository-url: {pages} pages link the repository and their edit page ({:.1} s)",
        t.elapsed().as_secs_f64()
    ));
    if errs.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "a book built with git-repository-url:\n{}",
            errs.join("\n")
        ))
    }
}

/// Unpack `root/book/`[`ARCHIVE`] into `source-build/unpacked/` of the tool
/// cache and run the build there, with a target folder of its own (see
/// CONTRIBUTING: shared with this tree, its builds would pass for this tree's).
fn unpacked_build(tools: &Tools, root: &Path) -> Result<(), String> {
    let archive = root.join("book").join(ARCHIVE);
    if !archive.is_file() {
        if root.join(".git").exists() {
            return Err(format!(
                "{} is missing: the build stage writes it",
                archive.display()
            ));
        }
        say(&format!("   {SKIPPED} here: no source archive to unpack"));
        return Ok(());
    }
    let t = Instant::now();
    // In the tool cache, not under target/: a fresh clone then finds the
    // unpacked tree compiled by an earlier clone and rebuilds only the crates
    // whose files changed (a first build of the workshop takes minutes).
    let work = tools.cache.join("source-build");
    let staging = work.join("staging");
    let _ = std::fs::remove_dir_all(&staging);
    std::fs::create_dir_all(&staging).map_err(|e| format!("{}: {e}", staging.display()))?;
    let (ok, log) = testkit::cmd::cmd_capture(
        Command::new("tar")
            .arg("-xzf")
            .arg(&archive)
            .arg("-C")
            .arg(&staging),
    )?;
    if !ok {
        return Err(format!(
            "tar could not unpack {}:\n{log}",
            archive.display()
        ));
    }
    let tree = work.join("unpacked").join(PREFIX);
    let (files, changed) = sync(&staging.join(PREFIX), &tree)?;
    let _ = std::fs::remove_dir_all(&staging);
    let readme = std::fs::read_to_string(tree.join("README.md"))
        .map_err(|e| format!("the archive's README.md: {e}"))?;
    let cmds = readme_commands(&readme)?;
    let target = work.join("target");
    say(&format!(
        "   unpacked {files} files into {} ({changed} new or changed since the last run); the README's \
         commands: {}; running `cargo xtask build` there, with the target folder {} (its first run \
         compiles the workshop: minutes)",
        tree.strip_prefix(root).unwrap_or(&tree).display(),
        cmds.join(", "),
        target.strip_prefix(root).unwrap_or(&target).display(),
    ));
    let book = root.join("book/index.html");
    let before = std::fs::metadata(&book).and_then(|m| m.modified()).ok();
    let (ok, log) = testkit::cmd::cmd_capture(
        Command::new(std::env::var_os("CARGO").unwrap_or("cargo".into()))
            .args(["xtask", "build"])
            .current_dir(&tree)
            .env("CARGO_TARGET_DIR", &target),
    )?;
    let skipped = log.lines().find(|l| l.contains(SKIPPED));
    let mut errs = Vec::new();
    if !ok {
        errs.push("`cargo xtask build` failed (the archive holds tracked files only: is a file the build needs not added to git?)".to_string());
    }
    if skipped.is_none() {
        errs.push(format!(
            "it did not say \"{SKIPPED} …: skipping the source archive\""
        ));
    }
    if !tree.join("book/index.html").is_file() {
        errs.push("it built no book/index.html in the unpacked folder".into());
    }
    if std::fs::metadata(&book).and_then(|m| m.modified()).ok() != before {
        errs.push(format!("it rebuilt {} instead", book.display()));
    }
    if !errs.is_empty() {
        return Err(format!(
            "`cargo xtask build` in the unpacked archive ({}): {}\nits output:\n{log}",
            tree.display(),
            errs.join("; ")
        ));
    }
    let said = skipped.unwrap_or_default();
    say(&format!(
        "   it said: {}",
        said.trim_start_matches("[xtask]").trim()
    ));
    say(&format!(
        "   the unpacked source builds the book ({:.1} s)",
        t.elapsed().as_secs_f64()
    ));
    Ok(())
}

/// Make `tree` hold exactly the files of `fresh` (the archive just unpacked):
/// a file whose bytes did not change is left alone, so that it keeps its
/// modification time and cargo rebuilds only what changed (git archive dates
/// every file at its commit); every other file of `tree` goes, and every folder
/// left empty (cargo would take an empty `listings/x/` for a broken member).
/// Returns how many files `tree` holds and how many were written.
fn sync(fresh: &Path, tree: &Path) -> Result<(usize, usize), String> {
    let new = files_under(fresh);
    let rel = |f: &Path, base: &Path| f.strip_prefix(base).expect("under base").to_path_buf();
    let keep: std::collections::BTreeSet<PathBuf> = new.iter().map(|f| rel(f, fresh)).collect();
    for old in files_under(tree) {
        if !keep.contains(&rel(&old, tree)) {
            std::fs::remove_file(&old).map_err(|e| format!("{}: {e}", old.display()))?;
        }
    }
    remove_empty_folders(tree);
    let mut written = 0;
    for f in &new {
        let to = tree.join(rel(f, fresh));
        let bytes = std::fs::read(f).map_err(|e| format!("{}: {e}", f.display()))?;
        if std::fs::read(&to).ok().as_deref() != Some(&bytes[..]) {
            // fs::copy keeps the mode (crates/testkit/skeptic-rustc.sh runs).
            std::fs::create_dir_all(to.parent().expect("a parent"))
                .and_then(|()| std::fs::copy(f, &to))
                .map_err(|e| format!("{}: {e}", to.display()))?;
            written += 1;
        }
    }
    Ok((new.len(), written))
}

/// Remove the folders under `dir` that hold no file (deepest first).
fn remove_empty_folders(dir: &Path) {
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        if e.path().is_dir() {
            remove_empty_folders(&e.path());
            let _ = std::fs::remove_dir(e.path());
        }
    }
}
