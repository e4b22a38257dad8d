//! `cargo xtask test`: the test contract's sequence, its stage times, and the
//! author's loop (`--quick`). Every stage has a key; `--only KEY` runs that
//! stage alone (with the tools and, for a browser stage, the build it needs),
//! which is the command a failing stage prints to reproduce it.

use crate::{book, cargo, cmd_ok, say, tools, warn};
use pagetest::harness::Book;
use std::cell::RefCell;
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

/// The warm core stages (everything before the browser) must stay under this
/// many seconds, so the test loop stays quick as chapters are added.
const CORE_BUDGET_S: f64 = 60.0;

/// The stages, in order: (key, name, core?).
const STAGES: &[(&str, &str, bool)] = &[
    ("tools", "tools, KaTeX assets and the boards' WebAssembly", true),
    ("figures", "figures are what the code draws", true),
    ("fmt", "rustfmt", true),
    (
        "listings",
        "listings: clippy with the MSRV lint, std only, each compiled alone by rustc 1.70.0 (edition 2021) and by stable rustc (edition 2024)",
        true,
    ),
    (
        "tests",
        "cargo test --workspace --release --lib --test '*' (listings, testkit, judge, skeptic over the chapters)",
        true,
    ),
    (
        "bench",
        "bench --quick: every listing and its textbook baseline run; the page's table has the verb's rows",
        true,
    ),
    ("mdbook-test", "mdbook test", true),
    ("build", "mdbook build, output checks, link and anchor check", true),
    (
        "pages",
        "the built book in headless Chromium, one load per chapter: as a phone shows it, math rendered, figures' contrast in two themes, every Rust block's copy button (compiled alone), no request off localhost",
        false,
    ),
    ("search", "Chinese search in mdBook's search box, served and from disk", false),
    (
        "print",
        "the print view at A4, served and from disk: every formula typeset, every figure loaded, no table wider than the page",
        false,
    ),
    (
        "pdf",
        "one PDF per edition in book/pdf/ (reused while the print view is unchanged): A4, cover, outline entry for every chapter, fonts embedded, no TeX left; a PDF without a chapter is caught",
        false,
    ),
    (
        "judge",
        "the local judge: knows and accepts every listing, rejects the known-wrong fixtures",
        false,
    ),
    (
        "source",
        "the source archive unpacked, without .git: the README's two commands, `cargo xtask build`; a book with git-repository-url links it",
        false,
    ),
    (
        "boards",
        "the game boards in headless Chromium: the computer wins as the theorems say, tables equal testkit's",
        false,
    ),
    (
        "faults",
        "each check catches its fault (include, formula, sample, link, CDN, MSRV, search index, copy, print, boards, registry)",
        false,
    ),
];

/// The stages that need the build stage's book (`--only` runs it first).
const BROWSER: &[&str] = &["pages", "search", "print", "pdf", "source", "boards"];

/// `cargo xtask test [--only KEY | --quick NAME]`.
pub fn run(root: &Path, args: &[String]) -> ExitCode {
    match args {
        [] => contract(root, None),
        [flag, key] if flag == "--only" => {
            if !STAGES.iter().any(|s| s.0 == key) {
                crate::fail(&format!(
                    "no stage {key:?}; the stages are: {}",
                    STAGES.iter().map(|s| s.0).collect::<Vec<_>>().join(", ")
                ));
            }
            contract(root, Some(key))
        }
        [flag, name] if flag == "--quick" => quick(root, name),
        _ => crate::fail("usage: cargo xtask test [--only STAGE | --quick LISTING-OR-CHAPTER]"),
    }
}

/// The whole contract (or one stage of it). Each stage prints a line when it
/// starts and when it ends; a failing stage prints the command that runs it
/// alone; the end lists each stage's time and the core total.
fn contract(root: &Path, only: Option<&str>) -> ExitCode {
    let started = Instant::now();
    let wanted = |key: &str| match only {
        None => true,
        Some(o) => o == key || key == "tools" || (key == "build" && BROWSER.contains(&o)),
    };
    let mut results: Vec<(&str, Result<(), String>)> = Vec::new();
    let mut times: Vec<(&str, bool, f64, Option<f64>)> = Vec::new();
    let tools: RefCell<Option<pagetest::Tools>> = RefCell::new(None);
    let book: RefCell<Option<Book>> = RefCell::new(None);
    let served = |f: &dyn Fn(&Book) -> Result<(), String>| match &*book.borrow() {
        Some(b) => f(b),
        None => Err("the book could not be built and served (see the build stage)".into()),
    };
    let t = || tools.borrow().clone().expect("the tools stage ran first");
    for (n, &(key, name, core)) in STAGES.iter().enumerate() {
        if !wanted(key) {
            continue;
        }
        say(&format!("── [{}/{}] {name}", n + 1, STAGES.len()));
        let clock = Instant::now();
        let ticks = cpu_ticks();
        let record = book.borrow().as_ref().and_then(|b| record_of(root, key, b));
        if let Some(r) = record.as_ref().filter(|r| r.passed()) {
            say(&format!(
                "   passed before on the same book, executable and Chromium: not run again ({}: delete it to run the stage)",
                r.path_in(root)
            ));
            results.push((name, Ok(())));
            times.push((name, core, clock.elapsed().as_secs_f64(), None));
            continue;
        }
        let r = match key {
            "tools" => {
                *tools.borrow_mut() = Some(tools::pinned(root, true));
                Ok(())
            }
            "figures" => crate::figures_check(root),
            "fmt" => cmd_ok(cargo().args(["fmt", "--all", "--check"])),
            "listings" => book::check_listings(root),
            // Libraries' unit tests and every integration test; tests/layout.rs
            // checks that no binary holds a test and no doc comment a doctest.
            "tests" => testkit::suite::cargo_test(root, &["--workspace", "--release", "--lib"]),
            "bench" => bench::runner::bench(root, true),
            "mdbook-test" => book::mdbook_test(&t(), root),
            "build" => {
                let dest = root.join("book");
                pagetest::book::build_and_check(&t(), root, &dest).and_then(|index| {
                    *book.borrow_mut() = Some(Book::serve(&t(), &dest, index)?);
                    Ok(())
                })
            }
            // A record per page (`pagetest::passed::pages_stage`).
            "pages" => served(&|b| pagetest::passed::pages_stage(root, b)),
            "search" => served(&|b| pagetest::search_test::search_test(root, b)),
            "print" => served(&|b| pagetest::reader_test::print_test(root, b)),
            "pdf" => served(&|b| pagetest::pdf::stage(root, b)),
            "judge" => judge::self_test(root),
            "source" => pagetest::source_test::stage(&t(), root),
            "boards" => served(&|b| pagetest::boards::board_test(root, b)),
            "faults" => faults::run_all(&t(), root, &crate::book::COMPILERS),
            _ => unreachable!("every stage has a runner"),
        };
        let secs = clock.elapsed().as_secs_f64();
        if let (Ok(()), Some(rec)) = (&r, &record) {
            rec.keep();
        }
        match &r {
            Ok(()) => say(&format!("   ok: {name} ({secs:.1} s)")),
            Err(e) => say(&format!(
                "   FAILED: {name} ({secs:.1} s)\n{e}\n   reproduce: cargo xtask test --only {key}"
            )),
        }
        results.push((name, r));
        times.push((name, core, secs, cores_busy(ticks, cpu_ticks())));
    }
    drop(book);
    let failed: Vec<&str> = results
        .iter()
        .filter(|(_, r)| r.is_err())
        .map(|(n, _)| *n)
        .collect();
    report_stage_times(&times, only.is_none());
    say(&format!(
        "whole run: {:.0} s (load average now: {})",
        started.elapsed().as_secs_f64(),
        std::fs::read_to_string("/proc/loadavg")
            .unwrap_or_default()
            .split(' ')
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    ));
    for name in &failed {
        say(&format!("failed step: {name}"));
    }
    println!(
        "xtask: {} passed, {} failed",
        results.len() - failed.len(),
        failed.len()
    );
    if failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The pass record of a browser stage that can keep one (see
/// `pagetest::passed`): what each reads besides the built book and the
/// executable. The pages stage keeps a record per page, the PDF stage its own
/// cache, the faults their own records.
fn record_of(root: &Path, key: &str, book: &Book) -> Option<pagetest::passed::Record> {
    let more = match key {
        "search" | "print" => Vec::new(),
        // Only the pages with a board and the files that are not pages.
        "boards" => vec![pagetest::passed::boards_stamp(&book.dir)],
        // The archive's build and the copy with a repository read the work tree.
        "source" => vec![testkit::cmd::tree_stamp(
            root,
            &["target", "book", "en/book"],
        )],
        _ => return None,
    };
    let stamp = if key == "boards" {
        0
    } else {
        *BOOK_STAMP.get_or_init(|| pagetest::passed::book_stamp(&book.dir))
    };
    Some(pagetest::passed::Record::new(
        root,
        key,
        stamp,
        &book.tools.chromium,
        &more,
    ))
}

/// The built book's [`pagetest::passed::book_stamp`], taken once per run
/// (after the build stage; no stage writes into the book but its PDFs).
static BOOK_STAMP: std::sync::OnceLock<u64> = std::sync::OnceLock::new();

/// Print each stage's time, the core total against [`CORE_BUDGET_S`], and a
/// red warning when a whole run's core passes it (a cold run, which builds
/// everything and may install tools, is expected to).
fn report_stage_times(times: &[(&str, bool, f64, Option<f64>)], whole: bool) {
    say("stage times (and how many cores the machine kept busy meanwhile, all programs counted):");
    for (name, _, secs, busy) in times {
        let busy = busy.map_or(String::new(), |b| format!(" {b:3.1} cores"));
        say(&format!("   {secs:6.1} s{busy:<11}  {name}"));
    }
    // (+ 0.0: an empty sum of floats is -0.0.)
    let sum = |core: bool| -> f64 {
        times
            .iter()
            .filter(|t| t.1 == core)
            .map(|t| t.2)
            .sum::<f64>()
            + 0.0
    };
    let (core, rest) = (sum(true), sum(false));
    say(&format!(
        "core stages: {core:.1} s (budget {CORE_BUDGET_S:.0} s on a warm run); pages, search, print, pdf, judge, source, boards and faults: {rest:.1} s"
    ));
    if whole && core > CORE_BUDGET_S {
        warn(&format!(
            "the core stages took {core:.0} s, over the {CORE_BUDGET_S:.0} s budget for a warm run \
             (expected on a cold run; if it is warm, find the slow stage above)"
        ));
    }
}

/// The machine's busy and total CPU time so far, in ticks (`/proc/stat`'s
/// first line), where there is one.
fn cpu_ticks() -> Option<(u64, u64)> {
    let stat = std::fs::read_to_string("/proc/stat").ok()?;
    let t: Vec<u64> = stat
        .lines()
        .next()?
        .split_whitespace()
        .skip(1)
        .filter_map(|v| v.parse().ok())
        .collect();
    // user nice system idle iowait irq softirq steal …
    let idle = t.get(3)? + t.get(4).unwrap_or(&0);
    let total: u64 = t.iter().take(8).sum();
    Some((total - idle, total))
}

/// How many cores were busy on average between two [`cpu_ticks`].
fn cores_busy(before: Option<(u64, u64)>, after: Option<(u64, u64)>) -> Option<f64> {
    let ((b0, t0), (b1, t1)) = (before?, after?);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as f64;
    (t1 > t0).then(|| (b1 - b0) as f64 / (t1 - t0) as f64 * cores)
}

/// The author's loop: one listing (its folder name) or one chapter (its path
/// under `src/`, or its file stem). Runs the tests of the listing and of every
/// listing the chapter includes, the skeptic tests of the chapter's Rust
/// blocks, and the build with its output checks.
fn quick(root: &Path, name: &str) -> ExitCode {
    let started = Instant::now();
    let (chapter, listings) = match quick_target(root, name) {
        Ok(t) => t,
        Err(e) => crate::fail(&e),
    };
    say(&format!(
        "quick: {chapter} with its listings {}",
        if listings.is_empty() {
            "(none)".to_string()
        } else {
            listings.join(", ")
        }
    ));
    let tools = tools::pinned(root, false);
    let mut errs = Vec::new();
    let mut stage = |what: &str, r: Result<(), String>, clock: Instant| {
        let secs = clock.elapsed().as_secs_f64();
        match r {
            Ok(()) => say(&format!("   ok: {what} ({secs:.1} s)")),
            Err(e) => {
                say(&format!("   FAILED: {what} ({secs:.1} s)\n{e}"));
                errs.push(what.to_string());
            }
        }
    };
    let clock = Instant::now();
    let stem = Path::new(&chapter)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("")
        .to_string();
    let mut c = cargo();
    c.args(["test", "--release", "--quiet"]);
    for l in &listings {
        c.args(["-p", l]);
    }
    if !listings.is_empty() {
        stage("the listings' tests", cmd_ok(&mut c), clock);
    }
    let clock = Instant::now();
    stage(
        &format!("skeptic over the Rust blocks of {chapter}"),
        skeptic_of(&stem),
        clock,
    );
    let clock = Instant::now();
    let r = pagetest::book::build_and_check(&tools, root, &root.join("book")).map(|_| ());
    stage("mdbook build and the output checks", r, clock);
    say(&format!(
        "quick: {:.1} s in all",
        started.elapsed().as_secs_f64()
    ));
    if errs.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The chapter (`src/….md`) and the listings of a `--quick` target.
fn quick_target(root: &Path, name: &str) -> Result<(String, Vec<String>), String> {
    let listing = root.join("listings").join(name);
    if listing.join("Cargo.toml").is_file() {
        let main = std::fs::read_to_string(listing.join("src/main.rs")).unwrap_or_default();
        let chapter = main
            .lines()
            .next()
            .unwrap_or("")
            .split(['(', ')'])
            .find(|w| w.starts_with("src/") && w.ends_with(".md"))
            .ok_or(format!(
                "listings/{name}/src/main.rs does not name its chapter on line 1"
            ))?
            .to_string();
        return Ok((chapter, vec![name.to_string()]));
    }
    let stem = name.trim_start_matches("src/").trim_end_matches(".md");
    let chapter = pagetest::checks::files_under(&root.join("src"))
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .find(|p| {
            let rel = p.strip_prefix(root.join("src")).unwrap_or(p);
            rel.with_extension("").to_string_lossy() == stem
                || p.file_stem().is_some_and(|s| s.to_string_lossy() == stem)
        })
        .ok_or(format!(
            "{name:?} is neither a listing folder nor a chapter under src/"
        ))?;
    let text = std::fs::read_to_string(&chapter).map_err(|e| e.to_string())?;
    let mut listings: Vec<String> = text
        .split("listings/")
        .skip(1)
        .filter_map(|rest| rest.split('/').next())
        .filter(|l| root.join("listings").join(l).join("Cargo.toml").is_file())
        .map(str::to_string)
        .collect();
    listings.sort();
    listings.dedup();
    let rel = chapter.strip_prefix(root).unwrap_or(&chapter);
    Ok((rel.to_string_lossy().into_owned(), listings))
}

/// The skeptic tests of one chapter, by their names (`<stem>_sect_…`).
fn skeptic_of(stem: &str) -> Result<(), String> {
    let skeptic = || {
        let mut c = cargo();
        c.args([
            "test",
            "--release",
            "--quiet",
            "-p",
            "gamebook",
            "--test",
            "skeptic",
            "--",
        ]);
        c
    };
    let (ok, list) = crate::cmd_capture(skeptic().arg("--list"))?;
    if !ok {
        return Err(format!("cannot list the skeptic tests:\n{list}"));
    }
    // skeptic names a test after the file stem with `-` turned into `_`; the twin's: `en_…`.
    let prefix = format!("{}_sect_", stem.replace('-', "_"));
    let names: Vec<&str> = list
        .lines()
        .filter_map(|l| l.strip_suffix(": test"))
        .filter(|n| n.strip_prefix("en_").unwrap_or(n).starts_with(&prefix))
        .collect();
    say(&format!("   {} Rust blocks, both editions", names.len()));
    if names.is_empty() {
        return Ok(());
    }
    cmd_ok(skeptic().arg("--exact").args(&names))
}
