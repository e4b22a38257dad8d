//! Records of the browser stages that passed, so a warm `cargo xtask test`
//! does not load the same pages again to reach the same verdict.
//!
//! A stage's record (`target/browser/passed-<stage>.txt`) holds one key: the
//! bytes of the built book (both editions; its PDFs and source archive left
//! out, the stages read neither; for the boards, only the pages with a board
//! and the files that are not pages), the running executable (the stages' scripts
//! and oracles are compiled into it), the Chromium it drives, `TEST_SEED`, and
//! whatever else the stage reads from the work tree. The stage runs when the
//! key differs, and the record is rewritten only when it passes; `mdbook build`
//! writes the same bytes for the same sources, so an edit that changes no page
//! keeps the key. A fault's broken book never reaches a record: only the
//! contract's own stages keep one.

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

/// A stamp of the bytes of every file under `dir` but its PDFs and archives,
/// with their paths relative to `dir`.
pub fn book_stamp(dir: &Path) -> u64 {
    book_stamp_of(dir, |_, _| true)
}

/// A stamp of the files under `dir` the boards stage reads: every file that is
/// not a page (scripts, styles, fonts, the WebAssembly, figures) but the search
/// indexes, and the pages that hold a board (both editions; the print view
/// left out). An edit to a chapter without a board keeps it.
pub fn boards_stamp(dir: &Path) -> u64 {
    book_stamp_of(dir, |rel, bytes| {
        let name = rel.to_string_lossy();
        if name.ends_with(".html") {
            !name.ends_with("print.html")
                && (crate::boards::PAGES
                    .iter()
                    .any(|(_, p)| name == *p || name.strip_prefix("en/") == Some(p))
                    || bytes.windows(8).any(|w| w == b"gb-board"))
        } else {
            !name.contains("searchindex")
        }
    })
}

/// [`book_stamp`] of the files `keep` (given the path relative to `dir` and
/// the bytes) accepts.
fn book_stamp_of(dir: &Path, keep: impl Fn(&Path, &[u8]) -> bool) -> u64 {
    let mut files = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            match e.file_type() {
                Ok(t) if t.is_dir() => dirs.push(p),
                Ok(_) => {
                    let name = p.to_string_lossy();
                    if !name.ends_with(".pdf") && !name.ends_with(".tar.gz") {
                        files.push(p);
                    }
                }
                Err(_) => {}
            }
        }
    }
    files.sort();
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for f in files {
        let rel = f.strip_prefix(dir).unwrap_or(&f);
        let bytes = std::fs::read(&f).unwrap_or_default();
        if keep(rel, &bytes) {
            rel.hash(&mut h);
            bytes.hash(&mut h);
        }
    }
    h.finish()
}

/// A stamp of the files under `dir` every page loads or may load: every file
/// that is not a page (scripts, styles, fonts, figures, the WebAssembly) but
/// the search indexes, which only the search box loads.
pub fn assets_stamp(dir: &Path) -> u64 {
    book_stamp_of(dir, |rel, _| {
        let name = rel.to_string_lossy();
        !name.ends_with(".html") && !name.contains("searchindex")
    })
}

/// The pages stage with one record per page (`target/browser/passed-pages.txt`,
/// a line `key page` each): a page is loaded again only when its key changed,
/// the bytes of the page and of [`assets_stamp`], the running executable,
/// Chromium, the compiler the copy test builds with and `TEST_SEED`. A page's
/// copied listing is the page's own text (its samples too: each chapter shows
/// them), so an edit to one chapter pair loads those two pages. The language
/// switch is tested whenever some page is loaded.
pub fn pages_stage(root: &Path, book: &crate::harness::Book) -> Result<(), String> {
    let all = crate::checks::chapter_pages(&book.dir);
    if all.is_empty() {
        return crate::browser::page_test(root, book);
    }
    let mut common = std::collections::hash_map::DefaultHasher::new();
    assets_stamp(&book.dir).hash(&mut common);
    testkit::cmd::exe_stamp().hash(&mut common);
    testkit::cmd::file_stamp(&book.tools.chromium).hash(&mut common);
    testkit::cmd::rustc_version().hash(&mut common);
    std::env::var("TEST_SEED").ok().hash(&mut common);
    let common = common.finish();
    let keys: Vec<String> = all
        .iter()
        .map(|p| {
            let mut h = std::collections::hash_map::DefaultHasher::new();
            (
                common,
                p,
                std::fs::read(book.dir.join(p)).unwrap_or_default(),
            )
                .hash(&mut h);
            format!("{:016x}", h.finish())
        })
        .collect();
    let file = root.join("target").join("browser").join("passed-pages.txt");
    let before: std::collections::HashSet<String> = std::fs::read_to_string(&file)
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect();
    let line = |k: usize| format!("{} {}", keys[k], all[k]);
    let todo: Vec<usize> = (0..all.len())
        .filter(|&k| !before.contains(&line(k)))
        .collect();
    let shown = file.strip_prefix(root).unwrap_or(&file).display();
    if todo.is_empty() {
        testkit::cmd::say(&format!(
            "   all {} pages passed before with the same bytes, executable and Chromium: not loaded again ({shown}: delete it to load them all)",
            all.len()
        ));
        return Ok(());
    }
    if todo.len() < all.len() {
        testkit::cmd::say(&format!(
            "   {} of {} pages changed since they passed: loading those ({shown} keeps the others)",
            todo.len(),
            all.len()
        ));
    }
    let pages: Vec<String> = todo.iter().map(|&k| all[k].clone()).collect();
    let r = crate::browser::page_test_on(root, book, &pages, todo.len() == all.len());
    let mut kept: Vec<String> = (0..all.len())
        .filter(|k| before.contains(&line(*k)) || (r.is_ok() && todo.contains(k)))
        .map(line)
        .collect();
    kept.sort();
    let _ = std::fs::create_dir_all(file.parent().expect("a parent"));
    let _ = std::fs::write(&file, kept.join("\n") + "\n");
    r
}

/// One stage's record.
pub struct Record {
    file: PathBuf,
    key: String,
}

impl Record {
    /// The record of `stage` under `root/target/browser`, keyed by `book`
    /// (a [`book_stamp`], or 0 for a stage that gives a narrower stamp of the
    /// book in `more`, as the boards do), the running executable, `chromium`, `TEST_SEED`
    /// and `more` (stamps of what else the stage reads).
    pub fn new(root: &Path, stage: &str, book: u64, chromium: &Path, more: &[u64]) -> Record {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        book.hash(&mut h);
        testkit::cmd::exe_stamp().hash(&mut h);
        testkit::cmd::file_stamp(chromium).hash(&mut h);
        std::env::var("TEST_SEED").ok().hash(&mut h);
        more.hash(&mut h);
        Record {
            file: root
                .join("target")
                .join("browser")
                .join(format!("passed-{stage}.txt")),
            key: format!("{:016x}", h.finish()),
        }
    }

    /// Whether the stage passed before with this key.
    pub fn passed(&self) -> bool {
        std::fs::read_to_string(&self.file).is_ok_and(|k| k.trim() == self.key)
    }

    /// Keep this key as passed (after the stage passed).
    pub fn keep(&self) {
        if let Some(dir) = self.file.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let _ = std::fs::write(&self.file, format!("{}\n", self.key));
    }

    /// Where the record is, relative to `root` (for the line that says a stage was skipped).
    pub fn path_in(&self, root: &Path) -> String {
        self.file
            .strip_prefix(root)
            .unwrap_or(&self.file)
            .display()
            .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_book_stamp_follows_the_bytes_and_leaves_out_pdfs() {
        let dir = std::env::temp_dir().join(format!("gamebook-passed-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("en")).unwrap();
        std::fs::write(dir.join("index.html"), "a").unwrap();
        std::fs::write(dir.join("en/index.html"), "b").unwrap();
        let first = book_stamp(&dir);
        // Rewriting the same bytes keeps it; a PDF does not count.
        std::fs::write(dir.join("index.html"), "a").unwrap();
        std::fs::write(dir.join("zh.pdf"), "pdf").unwrap();
        assert_eq!(book_stamp(&dir), first);
        std::fs::write(dir.join("en/index.html"), "c").unwrap();
        assert_ne!(book_stamp(&dir), first);
        // The boards' stamp: a page with a board counts, one without does not.
        std::fs::create_dir_all(dir.join("games")).unwrap();
        std::fs::write(dir.join("games/nim.html"), "<div class=\"gb-board\">").unwrap();
        let boards = boards_stamp(&dir);
        std::fs::write(dir.join("en/index.html"), "d").unwrap();
        assert_eq!(boards_stamp(&dir), boards);
        std::fs::write(dir.join("games/nim.html"), "<div class=\"gb-board\"> ").unwrap();
        assert_ne!(boards_stamp(&dir), boards);
        // A record is kept only by `keep` and only for its own key.
        let chromium = dir.join("index.html");
        let r = Record::new(&dir, "pages", 1, &chromium, &[]);
        assert!(!r.passed());
        r.keep();
        assert!(r.passed());
        assert!(!Record::new(&dir, "pages", 2, &chromium, &[]).passed());
        assert!(!Record::new(&dir, "pages", 1, &chromium, &[3]).passed());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
