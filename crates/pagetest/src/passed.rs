//! Records of the browser stages that passed, so a warm `cargo xtask test`
//! does not load the same pages again to reach the same verdict.
//!
//! A stage's record (`target/browser/passed-<stage>.txt`) holds one key: the
//! bytes of the built book (both editions; its PDFs and source archive left
//! out, the stages read neither), the running executable (the stages' scripts
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
        f.strip_prefix(dir).unwrap_or(&f).hash(&mut h);
        std::fs::read(&f).unwrap_or_default().hash(&mut h);
    }
    h.finish()
}

/// One stage's record.
pub struct Record {
    file: PathBuf,
    key: String,
}

impl Record {
    /// The record of `stage` under `root/target/browser`, keyed by `book`
    /// (a [`book_stamp`]), the running executable, `chromium`, `TEST_SEED`
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
