//! `cargo xtask <verb>`: every chore of the book in one place.
//!
//! - `serve`   install what is missing, build the book and serve it on localhost
//! - `test`    the whole test contract (what CI runs)
//! - `build`   build the book into `book/` and check the output
//! - `figures` redraw `src/figures/*.svg` and `en/src/figures/*.svg` from code
//! - `mutants` mutation testing of the listings with cargo-mutants
//! - `judge`   judge a reader's solution against the book's oracles and listings
//! - `cgt`     evaluate a short game (the hot-games chapter's calculator)
//! - `search-index` rebuild a built book's search index by one scheme (measuring)
//! - `tools`   install the pinned tools only
//! - `problems` write the problem index and problem list pages from their data

mod book;
mod contract;
mod tools;

pub use testkit::cmd::{cargo, cmd_capture, cmd_ok, say, warn};

use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask <verb>

verbs:
  serve [--port N]   install missing tools, build the book, serve it on http://127.0.0.1:N (default 3000)
  test [--only STAGE | --quick LISTING-OR-CHAPTER]
                     the whole test contract (or one stage of it); --quick: one listing's or one
                     chapter's tests, its skeptic blocks and the build's output checks
  build              build the book into book/ and run the output checks
  pdf                build the book and print each edition to book/pdf/ (zh.pdf, en.pdf: A4, cover,
                     outline, page numbers, fonts embedded), then check the PDFs
  figures            redraw src/figures/*.svg and en/src/figures/*.svg (English labels) from crates/figures
  faults             break one thing at a time and check that a check catches it
  browser            serve the book and check it in headless Chromium, served and from disk (math, fonts,
                     no remote requests, Chinese search, copy to judge, print view)
  reader-faults      only the faults of the reader's checks (quotes, phone, figure contrast, search
                     vocabulary; also part of `faults`)
  phone              the page as a reader sees it: every page at 390×844, figure contrast in light
                     and navy, the print view's tables (also part of `browser`)
  boards             play the game boards in headless Chromium, served and from disk, judged by testkit
  mutants [LISTING]  run cargo-mutants over the listings (or one listing)
  judge LISTING FILE [--seed N] [--lang en]
                     judge your own solution FILE.rs: samples, brute-force oracle, traps, limits
                     (messages in Chinese; in English with --lang en)
                     (`judge --list` names the known problems)
  cgt 'GAME'         a short game's canonical form, outcome, mean and temperature (the hot-games
                     chapter's notation: 3/4, *, *2, ^, v, {4||-4|-10}, sums with +)
  bench [--quick]    time every listing with hyperfine; write the table into src/appendix/performance.md
  search-index DIR [bigrams|unigrams|latin]
                     rebuild the search index of a book built into DIR by one scheme (for measuring)
  tools              install the pinned tools into the cache only
  problems           write src/problems.md and src/problem-list.md from src/problems.toml and src/problem-list.toml

environment:
  GAMEBOOK_TOOLS     where pinned tools are cached (default ~/.cache/gamebook-tools)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let verb = args.first().map(String::as_str).unwrap_or("");
    let rest = &args[args.len().min(1)..];
    let root = workspace_root();
    let cwd = std::env::current_dir().unwrap_or_else(|_| root.clone());
    std::env::set_current_dir(&root).expect("enter the workspace root");
    match verb {
        "serve" => book::serve(&root, rest),
        "test" => contract::run(&root, rest),
        "build" => {
            let tools = tools::pinned(&root, false);
            pagetest::book::build_and_check(&tools, &root, &root.join("book"))
                .unwrap_or_else(|e| fail(&e));
            say("book built and checked: book/index.html");
            ExitCode::SUCCESS
        }
        "pdf" => done(pagetest::pdf::make(&tools::pinned(&root, true), &root)),
        "figures" => {
            figures_write(&root);
            ExitCode::SUCCESS
        }
        "mutants" => book::mutants(&root, rest),
        "judge" => judge::cli(&root, &cwd, rest),
        "cgt" => match boards::short_game(&rest.join(" ")) {
            Ok(lines) => {
                print!("{lines}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("bad input: {e}");
                ExitCode::from(1)
            }
        },
        "bench" => bench::runner::run(&root, rest),
        "faults" => done(faults::run_all(
            &tools::pinned(&root, true),
            &root,
            &book::COMPILERS,
        )),
        "browser" => done(
            pagetest::harness::Book::start(&tools::pinned(&root, true), &root).and_then(|b| {
                use pagetest::{browser, reader_test, search_test};
                let pages = browser::page_test(&root, &b);
                let search = search_test::search_test(&root, &b);
                let print = reader_test::print_test(&root, &b);
                pages.and(search).and(print)
            }),
        ),
        "search-index" => done(zhsearch::postprocess_cli(rest).map(|stats| say(&stats))),
        "reader-faults" => {
            let errs = faults::reader::run(&tools::pinned(&root, true), &root);
            done(errs.is_empty().then_some(()).ok_or(errs.join("\n")))
        }
        "phone" => done(
            pagetest::harness::Book::start(&tools::pinned(&root, true), &root)
                .and_then(|b| pagetest::phone_test::phone_test(&root, &b)),
        ),
        "boards" => done(
            pagetest::harness::Book::start(&tools::pinned(&root, true), &root)
                .and_then(|b| pagetest::boards::board_test(&root, &b)),
        ),
        "tools" => {
            tools::pinned(&root, true);
            ExitCode::SUCCESS
        }
        "problems" => match registry::write_pages(&root) {
            Ok(paths) => {
                for p in paths {
                    say(&format!("wrote {}", p.display()));
                }
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e),
        },
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        other => {
            eprintln!("unknown verb {other:?}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// Each edition's figures (crates/figures writes them).
fn figures_write(root: &Path) {
    for p in figures::write_all(root).unwrap_or_else(|e| fail(&e)) {
        say(&format!("wrote {}", p.display()));
    }
}

pub fn figures_check(root: &Path) -> Result<(), String> {
    figures::check_all(root)
}

/// The workspace root (the parent of this crate's folder).
fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// A verb's exit: success, or stop with its message.
fn done(r: Result<(), String>) -> ExitCode {
    r.map_or_else(|e| fail(&e), |()| ExitCode::SUCCESS)
}

/// Stop with a message.
pub fn fail(msg: &str) -> ! {
    eprintln!("[xtask] error: {msg}");
    std::process::exit(1)
}
