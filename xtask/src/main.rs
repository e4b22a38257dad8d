//! `cargo xtask <verb>`: every chore of the book in one place.
//!
//! - `serve`   install what is missing, build the book and serve it on localhost
//! - `test`    the whole test contract (what CI runs)
//! - `build`   build the book into `book/` and check the output
//! - `figures` redraw `src/figures/*.svg` from code
//! - `mutants` mutation testing of the listings with cargo-mutants
//! - `judge`   judge a reader's solution against the book's oracles and listings
//! - `search-index` rebuild a built book's search index by one scheme (measuring)
//! - `tools`   install the pinned tools only
//! - `problems` write the problem index and problem list pages from their data

mod bench;
mod boards;
mod book;
mod browser;
mod checks;
mod faults;
mod harness;
mod judge;
mod reader_test;
mod search;
mod search_test;
mod tools;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

const USAGE: &str = "usage: cargo xtask <verb>

verbs:
  serve [--port N]   install missing tools, build the book, serve it on http://127.0.0.1:N (default 3000)
  test               the whole test contract: listings, skeptic, mdbook test, build checks, fault injection
  build              build the book into book/ and run the output checks
  figures            redraw src/figures/*.svg from the code in crates/figures
  faults             break one thing at a time and check that a check catches it
  browser            serve the book and check it in headless Chromium, served and from disk (math, fonts,
                     no remote requests, Chinese search, copy to judge, print view)
  boards             play the game boards in headless Chromium, served and from disk, judged by testkit
  mutants [LISTING]  run cargo-mutants over the listings (or one listing)
  judge LISTING FILE [--seed N]
                     judge your own solution FILE.rs: samples, brute-force oracle, traps, limits
                     (`judge --list` names the known problems)
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
        "test" => test(&root),
        "build" => {
            book::build_and_check(&root, &root.join("book")).unwrap_or_else(|e| fail(&e));
            say("book built and checked: book/index.html");
            ExitCode::SUCCESS
        }
        "figures" => {
            figures_write(&root);
            ExitCode::SUCCESS
        }
        "mutants" => book::mutants(&root, rest),
        "judge" => judge::cli(&root, &cwd, rest),
        "bench" => bench::run(&root, rest),
        "faults" => match faults::run_all(&root) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => fail(&e),
        },
        "browser" => match harness::Book::start(&root).and_then(|b| {
            let pages = browser::page_test(&root, &b);
            let search = search_test::search_test(&root, &b);
            let copy = reader_test::copy_test(&root, &b);
            let print = reader_test::print_test(&root, &b);
            pages.and(search).and(copy).and(print)
        }) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => fail(&e),
        },
        "search-index" => search_index(rest),
        "boards" => match boards::board_test(&root) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => fail(&e),
        },
        "tools" => {
            book::ensure_all_tools(&root);
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

/// The test contract. Each step prints a progress line; the last line counts
/// passed and failed steps.
fn test(root: &Path) -> ExitCode {
    let started = Instant::now();
    let mut results: Vec<(&str, Result<(), String>)> = Vec::new();
    let mut times: Vec<(&str, f64)> = Vec::new();
    let mut step = |name: &'static str, f: &mut dyn FnMut() -> Result<(), String>| {
        say(&format!("── {name}"));
        let t = Instant::now();
        let r = f();
        let secs = t.elapsed().as_secs_f64();
        match &r {
            Ok(()) => say(&format!("   ok: {name} ({secs:.1} s)")),
            Err(e) => say(&format!("   FAILED: {name}\n{e}")),
        }
        results.push((name, r));
        times.push((name, secs));
    };
    step("tools and KaTeX assets", &mut || {
        book::ensure_all_tools(root);
        Ok(())
    });
    step("figures are what the code draws", &mut || {
        figures_check(root)
    });
    step("rustfmt", &mut || {
        cmd_ok(cargo().args(["fmt", "--all", "--check"]))
    });
    step(
        "listings: clippy with the MSRV lint, std only, each compiled alone by rustc 1.70.0 (edition 2021) and by stable rustc (edition 2024)",
        &mut || book::check_listings(root),
    );
    step(
        "cargo test --workspace --release (listings, testkit, skeptic over the chapters)",
        &mut || cmd_ok(cargo().args(["test", "--workspace", "--release"])),
    );
    step(
        "bench --quick: every listing and its textbook baseline run; the page's table has the verb's rows",
        &mut || bench::bench(root, true),
    );
    step("mdbook test", &mut || book::mdbook_test(root));
    step(
        "mdbook build, output checks, link and anchor check",
        &mut || book::build_and_check(root, &root.join("book")),
    );
    let mut book: Option<harness::Book> = None;
    step(
        "the served book in headless Chromium: math rendered, no request off localhost",
        &mut || {
            let b = harness::Book::start(root)?;
            let r = browser::page_test(root, &b);
            book = Some(b);
            r
        },
    );
    step(
        "Chinese search in mdBook's search box, served and from disk",
        &mut || match &book {
            Some(b) => search_test::search_test(root, b),
            None => Err("the book could not be built and served".into()),
        },
    );
    step(
        "copy to judge (every Rust block's copy button, compiled alone) and the print view",
        &mut || match &book {
            Some(b) => reader_test::copy_test(root, b).and(reader_test::print_test(root, b)),
            None => Err("the book could not be built and served".into()),
        },
    );
    drop(book);
    step(
        "the local judge: knows and accepts every listing, rejects the known-wrong fixtures",
        &mut || judge::self_test(root),
    );
    step(
        "the game boards in headless Chromium: the computer wins as the theorems say, tables equal testkit's",
        &mut || boards::board_test(root),
    );
    step(
        "each check catches its fault (include, formula, sample, link, CDN, MSRV, search index, copy, print)",
        &mut || faults::run_all(root),
    );
    let failed = results.iter().filter(|(_, r)| r.is_err()).count();
    report_stage_times(&times);
    say(&format!(
        "whole run: {:.0} s",
        started.elapsed().as_secs_f64()
    ));
    for (name, r) in &results {
        if r.is_err() {
            say(&format!("failed step: {name}"));
        }
    }
    println!(
        "xtask: {} passed, {} failed",
        results.len() - failed,
        failed
    );
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The warm core stages (everything but the browser and the faults) must stay
/// under this many seconds, so the test loop stays quick as chapters are added.
const CORE_BUDGET_S: f64 = 60.0;

/// Print each stage's time, the core total against [`CORE_BUDGET_S`], and a
/// red warning when the core passes it (a cold run, which builds everything
/// and may install tools, is expected to).
fn report_stage_times(times: &[(&str, f64)]) {
    let not_core = |name: &str| {
        name.starts_with("the served book")
            || name.starts_with("Chinese search")
            || name.starts_with("copy to judge")
            || name.starts_with("the local judge")
            || name.starts_with("the game boards")
            || name.starts_with("each check")
    };
    say("stage times:");
    for (name, secs) in times {
        say(&format!("   {secs:6.1} s  {name}"));
    }
    let core: f64 = times
        .iter()
        .filter(|(n, _)| !not_core(n))
        .map(|(_, s)| s)
        .sum();
    let rest: f64 = times
        .iter()
        .filter(|(n, _)| not_core(n))
        .map(|(_, s)| s)
        .sum();
    say(&format!(
        "core stages: {core:.1} s (budget {CORE_BUDGET_S:.0} s on a warm run); browser, search, copy/print, judge, boards and faults: {rest:.1} s"
    ));
    if core > CORE_BUDGET_S {
        book::warn(&format!(
            "the core stages took {core:.0} s, over the {CORE_BUDGET_S:.0} s budget for a warm run \
             (expected on a cold run; if it is warm, find the slow stage above)"
        ));
    }
}

fn figures_write(root: &Path) {
    let dir = root.join("src").join("figures");
    std::fs::create_dir_all(&dir).expect("create src/figures");
    for f in figures::all() {
        let path = dir.join(f.file);
        std::fs::write(&path, &f.svg).unwrap_or_else(|e| fail(&format!("{}: {e}", path.display())));
        say(&format!("wrote {}", path.display()));
    }
}

fn figures_check(root: &Path) -> Result<(), String> {
    let dir = root.join("src").join("figures");
    let mut errs = Vec::new();
    let drawn = figures::all();
    for f in &drawn {
        let path = dir.join(f.file);
        match std::fs::read_to_string(&path) {
            Ok(old) if old == f.svg => {}
            Ok(_) => errs.push(format!(
                "{} differs from what the code draws: run `cargo xtask figures`",
                path.display()
            )),
            Err(_) => errs.push(format!(
                "{} is missing: run `cargo xtask figures`",
                path.display()
            )),
        }
    }
    for p in checks::files_under(&dir) {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name.ends_with(".svg") && !drawn.iter().any(|f| f.file == name) {
            errs.push(format!(
                "{} is not drawn by any code: remove it or add its generator",
                p.display()
            ));
        }
    }
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}

/// The workspace root (the parent of this crate's folder).
fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

pub fn cargo() -> Command {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
}

/// Run a command with inherited output; `Err` if it fails.
pub fn cmd_ok(c: &mut Command) -> Result<(), String> {
    let shown = format!("{c:?}");
    let status = c
        .stdin(Stdio::null())
        .status()
        .map_err(|e| format!("cannot run {shown}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{shown} exited with {status}"))
    }
}

/// Run a command and capture stdout+stderr together (for logs that are checked).
pub fn cmd_capture(c: &mut Command) -> Result<(bool, String), String> {
    let shown = format!("{c:?}");
    let out = c
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {shown}: {e}"))?;
    let mut log = String::from_utf8_lossy(&out.stdout).into_owned();
    log.push_str(&String::from_utf8_lossy(&out.stderr));
    Ok((out.status.success(), log))
}

/// A progress line.
pub fn say(msg: &str) {
    eprintln!("[xtask] {msg}");
}

/// Stop with a message.
pub fn fail(msg: &str) -> ! {
    eprintln!("[xtask] error: {msg}");
    std::process::exit(1)
}

/// `cargo xtask search-index DIR [SCHEME]`: post-process the search index of a
/// book already built into DIR (for measuring the schemes; `build` does it too).
fn search_index(args: &[String]) -> ExitCode {
    let scheme = match args.get(1).map(String::as_str) {
        None | Some("bigrams") => search::Scheme::Bigrams,
        Some("unigrams") => search::Scheme::BigramsAndUnigrams,
        Some("latin") => search::Scheme::LatinOnly,
        Some(other) => fail(&format!(
            "unknown scheme {other:?}: bigrams, unigrams or latin"
        )),
    };
    let Some(dir) = args.first() else {
        fail("usage: cargo xtask search-index DIR [bigrams|unigrams|latin]")
    };
    match search::postprocess(Path::new(dir), scheme) {
        Ok(s) => {
            say(&format!("{s:?}"));
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e),
    }
}
