//! The built book's tests, on any book root (the work tree or a scratch copy
//! that a fault broke):
//!
//! - [`book`]: `mdbook build` plus the Chinese search index ([`zhsearch`]), the
//!   output checks of [`checks`] and the link check; copying a book's sources;
//! - [`harness`]: the book served on localhost and opened from disk, and the
//!   runner of the Playwright scripts that drive Debian's Chromium;
//! - the browser tests: [`browser`] (every chapter's math, no remote request),
//!   [`search_test`] (Chinese search), [`reader_test`] (copy to judge, print
//!   view) and [`boards`] (the game boards, judged by testkit);
//! - [`pdf`]: one PDF per edition from its print view, and its checks.
//! - [`passed`]: the records that let a warm run skip a browser stage that
//!   passed on the same built book.
//! - [`source`]: the source archive in every build from git and the
//!   repository's links where book.toml names it; [`source_test`]: the test
//!   that the unpacked archive builds, and of those links.
//!
//! The pinned tools are installed by `cargo xtask` (`xtask/src/tools.rs`) and
//! handed in as [`Tools`].

pub mod boards;
pub mod book;
pub mod browser;
pub mod checks;
pub mod editions;
pub mod harness;
pub mod nowrap;
pub mod passed;
pub mod pdf;
pub mod pdf_links;
pub mod phone_test;
pub mod reader_test;
pub mod search_test;
pub mod source;
pub mod source_test;

use std::path::{Path, PathBuf};
use std::process::Command;

/// The browser faults' checks on one broken copy of the book (`root`, served
/// as `book`): what each fault is, and whether its test caught it (`Ok`).
pub fn browser_faults(
    root: &Path,
    book: &harness::Book,
) -> Vec<(&'static str, Result<(), String>)> {
    let mut checks = vec![
        (
            "a search index without Chinese terms",
            search_test::fault(root, book),
        ),
        (
            "a listing line hidden from the copy button",
            reader_test::copy_fault(root, book),
        ),
        (
            "a figure missing from the print view",
            reader_test::print_fault(root, book),
        ),
    ];
    checks.extend(boards::faults(root, book));
    checks
}

/// Where the pinned tools are on this machine.
#[derive(Clone, Debug)]
pub struct Tools {
    pub mdbook: PathBuf,
    pub mdbook_katex: PathBuf,
    pub hyperlink: PathBuf,
    /// The folder of the `playwright-core` npm module.
    pub playwright: PathBuf,
    pub chromium: PathBuf,
    /// The cache of pinned tools outside the work tree (`~/.cache/gamebook-tools`):
    /// the source stage keeps its unpacked tree and that tree's target folder
    /// there, so every clone on the machine reuses one compiled workshop.
    pub cache: PathBuf,
}

impl Tools {
    /// `mdbook` with `mdbook-katex` on its PATH, run in `book_root`.
    pub fn mdbook(&self, book_root: &std::path::Path) -> Command {
        let mut path = vec![self.mdbook_katex.parent().expect("bin dir").to_path_buf()];
        path.extend(std::env::split_paths(
            &std::env::var_os("PATH").unwrap_or_default(),
        ));
        let mut c = Command::new(&self.mdbook);
        c.current_dir(book_root)
            .env("PATH", std::env::join_paths(path).expect("PATH"));
        c
    }
}
