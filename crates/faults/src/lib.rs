//! Fault injection (`cargo xtask faults`): prove each check can fail. The faults are grouped where
//! they cannot interfere, so that one build serves a group: every build fault
//! goes into one broken copy of the book, and each must show in the report of
//! the check it targets, by a mark only that fault leaves (its file, URL or
//! message); every browser fault goes into a second copy, built once and served
//! once (an index without Chinese terms, a listing line hidden from the copy,
//! a figure missing from the print view, a Nim board with a wrong move), and
//! each browser test runs on the pages its fault touches. A check that stays
//! green here is a check that checks nothing.

pub mod reader;

use pagetest::book::{build_and_check, copy_book, copy_dir};
use pagetest::Tools;
use std::path::{Path, PathBuf};
use testkit::cmd::{cargo, cmd_capture, say, warn};

/// Compiles each file alone; one result per file, `Err` with the compiler's log.
pub type CompileEach = fn(&[PathBuf], &Path) -> Vec<Result<(), String>>;

/// What the listings faults borrow from the verbs (`xtask/src/book.rs`,
/// `xtask/src/tools.rs`): the listings check's own compiles, so that a fault
/// proves the very compile the listings stage runs.
pub struct Compilers {
    /// Stable rustc at edition 2024, as Library Checker compiles.
    pub new_judge: CompileEach,
    /// rustc 1.70.0 at edition 2021, as the oldest judges compile.
    pub old_judge: CompileEach,
    /// Install Rust 1.70.0 if missing; `Err` says why it cannot be had here.
    pub ensure_old_rust: fn() -> Result<(), String>,
}

struct Fault {
    name: &'static str,
    /// Break the scratch copy; returns the check whose report must show it
    /// and the mark only this fault leaves there.
    inject: fn(&Path) -> Result<(&'static str, &'static str), String>,
}

const FAULTS: &[Fault] = &[
    Fault {
        name: "a broken include path",
        inject: broken_include,
    },
    Fault {
        name: "a broken KaTeX formula",
        inject: broken_formula,
    },
    Fault {
        name: "a broken link",
        inject: broken_link,
    },
    Fault {
        name: "a broken anchor",
        inject: broken_anchor,
    },
    Fault {
        name: "an added CDN script",
        inject: cdn_script,
    },
    Fault {
        name: "katex no-css turned off (its CDN stylesheet returns)",
        inject: katex_css_on,
    },
];

/// The part of a `build_and_check` report that the check `name` wrote.
fn section<'a>(report: &'a str, name: &str) -> &'a str {
    let head = format!("[{name}]\n");
    let Some(at) = report.find(&head) else {
        return "";
    };
    let rest = &report[at + head.len()..];
    let end = pagetest::book::CHECKS
        .iter()
        .filter_map(|c| rest.find(&format!("\n[{c}]\n")))
        .min()
        .unwrap_or(rest.len());
    &rest[..end]
}

/// Every fault, in four groups that share nothing (each its own copies under
/// `target/faults/`), two at a time; each group prints its time when it ends.
pub fn run_all(tools: &Tools, root: &Path, compilers: &Compilers) -> Result<(), String> {
    // Listings run here beside mdbook builds and Chromium (the groups below):
    // from now on their stack is set through the shell (testkit::run).
    testkit::run::limits_through_the_shell();
    let clock = std::time::Instant::now();
    let groups: [(&str, &(dyn Fn() -> Vec<String> + Sync)); 4] = [
        ("reader faults", &|| reader::run(tools, root)),
        ("browser faults", &|| browser_faults(tools, root)),
        ("build faults", &|| build_faults(tools, root)),
        ("sample, compile and registry faults", &|| {
            let mut errs = registry_faults(root);
            let edition = "a listing that edition 2024 refuses (`gen` is a keyword there)";
            let msrv = "a std API newer than Rust 1.70 (u64::isqrt, 1.84)";
            for (what, r) in [
                ("a broken sample file", sample_fault(root)),
                (edition, edition_2024_fault(root, compilers)),
                (msrv, msrv_fault(root, compilers)),
            ] {
                match r {
                    Ok(()) => say(&format!("   caught {what}")),
                    Err(e) => errs.push(e),
                }
            }
            errs
        }),
    ];
    // A group whose faults were all caught before, by the same checks (this
    // executable), on the same work tree, with the same Chromium, is not run
    // again: its record names the stamp it passed with.
    let record_dir = root.join("target/faults");
    let stamp = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        testkit::cmd::exe_stamp().hash(&mut h);
        testkit::cmd::file_stamp(&tools.chromium).hash(&mut h);
        testkit::cmd::tree_stamp(root, &["target", "book", "en/book"]).hash(&mut h);
        format!("{:016x}", h.finish())
    };
    let record =
        |what: &str| record_dir.join(format!("passed-{}.txt", what.replace([' ', ','], "-")));
    let errs: Vec<String> = testkit::cmd::par_map(&groups, |(what, run)| {
        if std::fs::read_to_string(record(what)).is_ok_and(|s| s.trim() == stamp) {
            say(&format!(
                "   ({what}: all caught before on this same tree and checks; not run again — delete {} to run them)",
                record(what).strip_prefix(root).unwrap_or(&record(what)).display()
            ));
            return Vec::new();
        }
        let _ = std::fs::remove_file(record(what));
        let t = std::time::Instant::now();
        let errs = run();
        say(&format!(
            "   ({what}: {:.0} s, ended {:.0} s into the fault stage)",
            t.elapsed().as_secs_f64(),
            clock.elapsed().as_secs_f64()
        ));
        if errs.is_empty() {
            let _ = std::fs::create_dir_all(&record_dir);
            let _ = std::fs::write(record(what), &stamp);
        }
        errs
    })
    .into_iter()
    .flatten()
    .collect();
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}

/// The build faults, all in one copy of the book: each is caught by a mark
/// only it leaves in the build report.
fn build_faults(tools: &Tools, root: &Path) -> Vec<String> {
    let mut errs = Vec::new();
    let scratch = root.join("target/faults/build");
    if let Err(e) = copy_book(root, &scratch) {
        return vec![e];
    }
    let mut expected = Vec::new();
    for f in FAULTS {
        match (f.inject)(&scratch) {
            Ok(m) => expected.push((f.name, m)),
            Err(e) => return vec![format!("{}: could not inject the fault: {e}", f.name)],
        }
    }
    say(&format!(
        "   {} build faults in one copy: rebuilding target/faults/build",
        FAULTS.len()
    ));
    match build_and_check(tools, &scratch, &scratch.join("book")) {
        Ok(_) => errs.push("the build checks passed a book with every build fault".into()),
        Err(report) => {
            for (name, (check, mark)) in expected {
                if section(&report, check).contains(mark) {
                    say(&format!("   caught {name} ([{check}] shows {mark:?})"));
                } else {
                    errs.push(format!(
                        "{name}: the check [{check}] does not show {mark:?}; the report:\n{report}"
                    ));
                }
            }
        }
    }
    errs
}

/// The browser faults, in one copy of the book built once with an index
/// without Chinese terms, a listing line hidden from the copy button, then a
/// figure removed and the boards' module with six faults (`boards::faults`).
fn browser_faults(tools: &Tools, root: &Path) -> Vec<String> {
    let scratch = root.join("target/faults/browser");
    // Every browser fault is on a Chinese page: the copy has no English
    // edition, whose build would cost 5 s of CPU (mdbook build in en/).
    let book = copy_book(root, &scratch)
        .and_then(|()| std::fs::remove_dir_all(scratch.join("en")).map_err(|e| e.to_string()))
        .and_then(|()| pagetest::reader_test::hide_a_line(&scratch))
        .and_then(|()| {
            say("   browser faults in one copy: rebuilding target/faults/browser");
            let dest = scratch.join("book");
            let (_, index) =
                pagetest::book::build_book(tools, &scratch, &dest, zhsearch::Scheme::LatinOnly)?;
            pagetest::boards::break_nim_move(&dest)?;
            pagetest::harness::Book::serve(tools, &dest, index)
        });
    let book = match book {
        Ok(b) => b,
        Err(e) => return vec![format!("the browser faults' book: {e}")],
    };
    let mut errs = Vec::new();
    for (what, r) in pagetest::browser_faults(&scratch, &book) {
        match r {
            Ok(()) => say(&format!("   caught {what}")),
            Err(e) => errs.push(e),
        }
    }
    errs
}

/// A sample whose expected output is wrong must fail the samples check that
/// every listing's `samples_pass` test runs.
fn sample_fault(root: &Path) -> Result<(), String> {
    let bin = testkit::cmd::release_dir(root).join("acwing-891-nim");
    if !bin.is_file() {
        return Err(format!(
            "{} is missing: the cargo test step builds it",
            bin.display()
        ));
    }
    let scratch = root.join("target/faults/sample");
    let _ = std::fs::remove_dir_all(&scratch);
    copy_dir(&root.join("listings/acwing-891-nim/samples"), &scratch)?;
    testkit::run::check_samples(&bin, &scratch)
        .map_err(|e| format!("the intact samples fail: {e}"))?;
    std::fs::write(scratch.join("1.out"), "No\n").map_err(|e| e.to_string())?;
    match testkit::run::check_samples(&bin, &scratch) {
        Ok(_) => Err("a sample with a wrong expected answer passed the samples check".into()),
        Err(_) => Ok(()),
    }
}

/// A listing that is fine in edition 2021 but not in 2024 (a variable named
/// `gen`, a keyword since 2024) must fail the edition 2024 compile of the
/// listings check, while the intact listing passes it.
fn edition_2024_fault(root: &Path, compilers: &Compilers) -> Result<(), String> {
    let listing = root.join("listings/acwing-891-nim");
    let scratch = root.join("target/faults/edition-2024");
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(scratch.join("src")).map_err(|e| e.to_string())?;
    let main = std::fs::read_to_string(listing.join("src/main.rs")).map_err(|e| e.to_string())?;
    let broken = main.replacen(
        "fn main() {",
        "fn main() {\n    let gen = 1u8;\n    let _ = gen;",
        1,
    );
    if broken == main {
        return Err("acwing-891-nim/src/main.rs has no `fn main() {` to break".into());
    }
    std::fs::write(scratch.join("src/main.rs"), broken).map_err(|e| e.to_string())?;
    let mains = [listing.join("src/main.rs"), scratch.join("src/main.rs")];
    let results = (compilers.new_judge)(&mains, &scratch);
    if let Err(log) = &results[0] {
        return Err(format!(
            "stable rustc at edition 2024 fails on the intact acwing-891-nim:\n{log}"
        ));
    }
    match &results[1] {
        Ok(()) => Err("stable rustc at edition 2024 compiled a variable named `gen`".into()),
        Err(log) if log.contains("gen") => Ok(()),
        Err(log) => Err(format!(
            "edition 2024 failed on the `gen` fault, but not for `gen`:\n{log}"
        )),
    }
}

/// A listing that calls a std API newer than Rust 1.70 must fail the listings
/// check: rustc 1.70.0 itself refuses it (the check `check_listings` runs). Where
/// 1.70.0 cannot be installed, the check falls back to clippy's MSRV lint, so
/// the fault is then run against that lint, with a red warning.
fn msrv_fault(root: &Path, compilers: &Compilers) -> Result<(), String> {
    let listing = root.join("listings/acwing-891-nim");
    let scratch = root.join("target/faults/msrv");
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(scratch.join("src")).map_err(|e| e.to_string())?;
    let main = std::fs::read_to_string(listing.join("src/main.rs")).map_err(|e| e.to_string())?;
    let broken = main.replacen("fn main() {", "fn main() {\n    let _ = 17u64.isqrt();", 1);
    if broken == main {
        return Err("acwing-891-nim/src/main.rs has no `fn main() {` to break".into());
    }
    std::fs::write(scratch.join("src/main.rs"), broken).map_err(|e| e.to_string())?;
    match (compilers.ensure_old_rust)() {
        Ok(()) => {
            let mains = [listing.join("src/main.rs"), scratch.join("src/main.rs")];
            let results = (compilers.old_judge)(&mains, &scratch);
            if let Err(log) = &results[0] {
                return Err(format!(
                    "rustc 1.70.0 fails on the intact acwing-891-nim:\n{log}"
                ));
            }
            match &results[1] {
                Ok(()) => {
                    Err("rustc 1.70.0 compiled a listing using u64::isqrt (Rust 1.84)".into())
                }
                Err(log) if log.contains("isqrt") => Ok(()),
                Err(log) => Err(format!(
                    "rustc 1.70.0 failed on the MSRV fault, but not for isqrt:\n{log}"
                )),
            }
        }
        Err(why) => {
            warn(&format!(
                "rustc 1.70.0 is not available ({why}); the MSRV fault runs against clippy's lint instead"
            ));
            clippy_msrv_fault(&listing, &scratch)
        }
    }
}

/// The fallback: the broken listing in `scratch` must fail clippy's
/// `incompatible_msrv` lint (denied) under its `rust-version = "1.70"`.
fn clippy_msrv_fault(listing: &Path, scratch: &Path) -> Result<(), String> {
    let toml = std::fs::read_to_string(listing.join("Cargo.toml")).map_err(|e| e.to_string())?;
    // Its own workspace, without the test-only dev-dependency.
    let toml = toml
        .split("[dev-dependencies]")
        .next()
        .unwrap_or("")
        .to_string()
        + "\n[lints.clippy]\nincompatible_msrv = \"deny\"\n\n[workspace]\n";
    if !toml.contains("rust-version = \"1.70\"") {
        return Err("acwing-891-nim/Cargo.toml lacks rust-version = \"1.70\"".into());
    }
    std::fs::write(scratch.join("Cargo.toml"), toml).map_err(|e| e.to_string())?;
    let (ok, log) = cmd_capture(
        cargo()
            .args(["clippy", "--quiet", "--manifest-path"])
            .arg(scratch.join("Cargo.toml"))
            .arg("--target-dir")
            .arg(scratch.join("target"))
            .args(["--", "-D", "warnings"]),
    )?;
    if ok {
        Err("a listing using u64::isqrt (Rust 1.84) passed clippy: the MSRV lint is not on".into())
    } else if log.contains("incompatible_msrv") || log.contains("MSRV") {
        Ok(())
    } else {
        Err(format!(
            "clippy failed on the MSRV fault, but not for the MSRV:\n{log}"
        ))
    }
}

fn first_chapter_with(root: &Path, needle: &str) -> Result<PathBuf, String> {
    pagetest::checks::files_under(&root.join("src"))
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .find(|p| std::fs::read_to_string(p).is_ok_and(|t| t.contains(needle)))
        .ok_or_else(|| format!("no chapter contains {needle:?} to break"))
}

fn edit(path: &Path, f: impl FnOnce(String) -> String) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let new = f(text.clone());
    if new == text {
        return Err(format!("{}: the fault changed nothing", path.display()));
    }
    std::fs::write(path, new).map_err(|e| format!("{}: {e}", path.display()))
}

fn broken_include(root: &Path) -> Result<(&'static str, &'static str), String> {
    let ch = first_chapter_with(root, "{{#include ../../listings/")?;
    edit(&ch, |t| {
        t.replacen("{{#include ../../listings/", "{{#include ../../listing/", 1)
    })?;
    Ok(("no unexpanded include", "{{#include ../../listing/"))
}

fn broken_formula(root: &Path) -> Result<(&'static str, &'static str), String> {
    let ch = first_chapter_with(root, "$$")?;
    edit(&ch, |t| t.replacen("$$\n", "$$\n\\frac{1}{\n", 1))?;
    Ok(("clean build log", "Rendering failed"))
}

fn broken_link(root: &Path) -> Result<(&'static str, &'static str), String> {
    let ch = root.join("src/preface.md");
    edit(&ch, |t| t + "\n[无此页](no-such-page.md)\n")?;
    Ok(("links and anchors", "no-such-page"))
}

fn broken_anchor(root: &Path) -> Result<(&'static str, &'static str), String> {
    let ch = root.join("src/preface.md");
    edit(&ch, |t| t + "\n[无此节](preface.md#no-such-heading)\n")?;
    Ok(("links and anchors", "no-such-heading"))
}

fn cdn_script(root: &Path) -> Result<(&'static str, &'static str), String> {
    let ch = root.join("src/preface.md");
    edit(&ch, |t| {
        t + "\n<script src=\"https://cdn.jsdelivr.net/npm/katex@0.16.4/dist/katex.min.js\"></script>\n"
    })?;
    Ok(("no request to another host", "dist/katex.min.js"))
}

fn katex_css_on(root: &Path) -> Result<(&'static str, &'static str), String> {
    edit(&root.join("book.toml"), |t| {
        t.replace("no-css = true", "no-css = false")
    })?;
    Ok(("no request to another host", "remote <link>"))
}

// ── Registry, problem list, references and glossary (crates/registry) ──────────

/// A fault for one check of `crates/registry`: break a copy of the book, run
/// the check on the copy, and expect its report to name the break.
struct RegistryFault {
    name: &'static str,
    check: registry::Check,
    inject: fn(&Path) -> Result<(), String>,
    expect: &'static str,
}

const REGISTRY_FAULTS: &[RegistryFault] = &[
    RegistryFault {
        name: "a listing folder missing from the registry",
        check: registry::check_registry,
        inject: |b| {
            let dir = b.join("listings/ext-unregistered/src");
            std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
            std::fs::write(dir.join("main.rs"), "// (src/preface.md)\nfn main() {}\n")
                .map_err(|e| e.to_string())
        },
        expect: "listings/ext-unregistered is not in the registry",
    },
    RegistryFault {
        name: "a registry entry naming a section that does not exist",
        check: registry::check_registry,
        inject: |b| {
            edit(&b.join("src/problems.toml"), |t| {
                t.replacen("anchor = \"题意\"", "anchor = \"no-such-section\"", 1)
            })
        },
        expect: "has no section #no-such-section",
    },
    RegistryFault {
        name: "a registry entry missing a sample file",
        check: registry::check_registry,
        inject: |b| {
            edit(&b.join("src/problems.toml"), |t| {
                t.replacen("samples = [\"1\"]", "samples = [\"1\", \"9\"]", 1)
            })
        },
        expect: "samples/9.in does not exist",
    },
    RegistryFault {
        name: "a problem index that drifted from the registry",
        check: registry::check_pages_current,
        inject: |b| edit(&b.join("src/problems.md"), |t| t + "| 手加的一行 | | | |\n"),
        expect: "src/problems.md differs from what the registry renders",
    },
    RegistryFault {
        name: "a practice problem without a source",
        check: registry::check_problem_list,
        inject: |b| {
            edit(&b.join("src/problem-list.toml"), |t| {
                let at = t.find("\nsource = \"").map_or(t.len(), |i| i + 1);
                let end = t[at..].find('\n').map_or(t.len(), |e| at + e);
                format!("{}source = \"\"{}", &t[..at], &t[end..])
            })
        },
        expect: "has no source",
    },
    RegistryFault {
        name: "a practice problem pointing at a chapter that does not exist",
        check: registry::check_problem_list,
        inject: |b| {
            edit(&b.join("src/problem-list.toml"), |t| {
                t.replacen(
                    "chapter = \"games/nim.md\"",
                    "chapter = \"games/no-such.md\"",
                    1,
                )
            })
        },
        expect: "chapter src/games/no-such.md does not exist",
    },
    RegistryFault {
        name: "a problem section whose 练习 names no problem of the list",
        check: registry::check_exercises,
        inject: |b| {
            edit(&b.join("src/games/nim.md"), |t| {
                t.replace("](../problem-list.md#", "](../problems.md#")
            })
        },
        expect: "src/games/nim.md: 练习 names 0 problems",
    },
    RegistryFault {
        name: "a reference cited nowhere",
        check: registry::check_references,
        inject: |b| {
            edit(&b.join("src/references.md"), |t| {
                t + "\n### Nobody 2000 {#nobody-2000}\n\nA. Nobody. *Unused*. 2000.\n"
            })
        },
        expect: "reference #nobody-2000 is cited nowhere",
    },
    RegistryFault {
        name: "a citation of a reference that does not exist",
        check: registry::check_references,
        inject: |b| {
            edit(&b.join("src/preface.md"), |t| {
                t + "\n见[无此文献](references.md#no-such-reference)。\n"
            })
        },
        expect: "cites references.md#no-such-reference, which is no reference",
    },
    RegistryFault {
        name: "a defining section that lost its link back to the glossary",
        check: registry::check_glossary,
        inject: |b| {
            edit(&b.join("src/sg/mex-sg.md"), |t| {
                t.replace("见[术语表](../glossary.md#term-mex)", "")
            })
        },
        expect: "does not link back to glossary.md#term-mex",
    },
    RegistryFault {
        name: "a glossary term without a link to its section",
        check: registry::check_glossary,
        inject: |b| {
            edit(&b.join("src/glossary.md"), |t| {
                t.replace("[mex 运算](sg/mex-sg.md#mex-运算)", "mex 运算")
            })
        },
        expect: "does not link to the section that defines it",
    },
    // The English edition against the Chinese one (crates/registry/src/english.rs):
    // one fault per kind of drift, each in one language only.
    RegistryFault {
        name: "twins: an include changed in one language",
        check: registry::english::check,
        inject: |b| edit(&b.join("src/games/nim.md"), |t| t.replacen("1.out}}", "1.in}}", 1)),
        expect: "en/src/games/nim.md drifted apart (change both in one commit):\n  [includes]",
    },
    RegistryFault {
        name: "twins: a code block changed in one language",
        check: registry::english::check,
        inject: |b| edit(&b.join("en/src/games/nim.md"), |t| t.replace("(checked, 216)", "(checked, 6 * 36)")),
        expect: "block #4 differs",
    },
    RegistryFault {
        name: "twins: a display formula changed in one language",
        check: registry::english::check,
        inject: |b| edit(&b.join("src/games/nim.md"), |t| t.replace("s = a_1 \\oplus a_2", "s = a_2 \\oplus a_1")),
        expect: "[display math] 5 against 5; first difference at #1",
    },
    RegistryFault {
        name: "twins: a figure added in one language",
        check: registry::english::check,
        inject: |b| edit(&b.join("src/games/nim.md"), |t| t + "\n![图](../figures/wythoff-grid.svg)\n"),
        expect: "[figures] 1 against 0",
    },
    RegistryFault {
        name: "twins: a section moved up a level in one language",
        check: registry::english::check,
        inject: |b| edit(&b.join("en/src/games/nim.md"), |t| t.replace("### Try it", "## Try it")),
        expect: "[sections]",
    },
    RegistryFault {
        name: "twins: a fixed heading mistranslated",
        check: registry::english::check,
        inject: |b| edit(&b.join("en/src/games/impartial.md"), |t| t.replace("## Summary", "## Proof")),
        expect: "src/games/impartial.md and en/src/games/impartial.md drifted apart (change both in one commit):\n  [sections]",
    },
    RegistryFault {
        name: "twins: a link to another chapter changed in one language",
        check: registry::english::check,
        inject: |b| edit(&b.join("src/games/nim.md"), |t| t.replace("#bouton-1901)", "#moore-1910)")),
        expect: "[links]",
    },
    RegistryFault {
        name: "twins: a number in a table cell changed in one language",
        check: registry::english::check,
        inject: |b| {
            let table = |n: &str| format!("\n| n | P-positions |\n| --- | --- |\n| 3 | {n} |\n");
            edit(&b.join("src/games/nim.md"), |t| t + &table("216"))?;
            edit(&b.join("en/src/games/nim.md"), |t| t + &table("215"))
        },
        expect: "[tables] 1 against 1; table #1 differs",
    },
    RegistryFault {
        name: "twins: a chapter neither translated nor listed untranslated",
        check: registry::english::check,
        inject: |b| {
            std::fs::remove_file(b.join("en/src/games/staircase.md")).map_err(|e| e.to_string())
        },
        expect: "src/games/staircase.md has no twin en/src/games/staircase.md and is not in en/UNTRANSLATED",
    },
    RegistryFault {
        name: "twins: an English chapter without its Chinese chapter",
        check: registry::english::check,
        inject: |b| std::fs::write(b.join("en/src/games/extra.md"), "# Extra\n").map_err(|e| e.to_string()),
        expect: "en/src/games/extra.md has no Chinese chapter src/games/extra.md",
    },
    RegistryFault {
        name: "twins: an English table of contents not rendered from the Chinese one",
        check: registry::english::check,
        inject: |b| edit(&b.join("en/titles.toml"), |t| t.replace("Nim and the XOR theorem", "Nim")),
        expect: "en/src/SUMMARY.md differs from what src/SUMMARY.md",
    },
    RegistryFault {
        name: "twins: a Chinese gloss in English prose",
        check: registry::english::check,
        inject: |b| edit(&b.join("en/src/games/nim.md"), |t| t.replacen("Nim", "Nim (尼姆)", 1)),
        expect: "en/src/games/nim.md:1: Chinese in English prose",
    },
];

/// Run every registry fault; returns the faults that went unnoticed or were
/// noticed for another reason. The intact copy must pass every check first.
fn registry_faults(root: &Path) -> Vec<String> {
    let mut errs = Vec::new();
    let intact = root.join("target/faults/registry-intact");
    if let Err(e) = copy_book(root, &intact) {
        return vec![e];
    }
    if let Err(e) = registry::check_all(&intact) {
        return vec![format!(
            "the intact copy of the book fails the registry checks:\n{e}"
        )];
    }
    for f in REGISTRY_FAULTS {
        let scratch = root
            .join("target/faults")
            .join(format!("registry-{}", f.name.replace(' ', "-")));
        let broken = copy_book(root, &scratch).and_then(|()| (f.inject)(&scratch));
        if let Err(e) = broken {
            errs.push(format!("{}: could not inject the fault: {e}", f.name));
            continue;
        }
        match (f.check)(&scratch) {
            Ok(()) => errs.push(format!(
                "{}: the check passed; the fault went unnoticed",
                f.name
            )),
            Err(report) if report.contains(f.expect) => {
                say(&format!("   caught {} ({})", f.name, f.expect))
            }
            Err(report) => errs.push(format!(
                "{}: failed, but not as expected ({}):\n{report}",
                f.name, f.expect
            )),
        }
    }
    errs
}
