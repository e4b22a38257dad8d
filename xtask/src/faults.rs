//! Fault injection: prove each check can fail. For each fault, copy the book to
//! a scratch folder, break one thing, build it and expect the named check to
//! report it. A check that stays green here is a check that checks nothing.

use crate::book::build_and_check;
use crate::say;
use std::path::{Path, PathBuf};

struct Fault {
    name: &'static str,
    /// Break the scratch copy; returns what the failure report must mention.
    inject: fn(&Path) -> Result<&'static str, String>,
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

pub fn run_all(root: &Path) -> Result<(), String> {
    let mut errs = Vec::new();
    for f in FAULTS {
        let scratch = root
            .join("target")
            .join("faults")
            .join(f.name.replace(' ', "-"));
        copy_book(root, &scratch)?;
        let expect = (f.inject)(&scratch)?;
        match build_and_check(&scratch, &scratch.join("book")) {
            Ok(()) => errs.push(format!(
                "{}: the build checks passed; the fault went unnoticed",
                f.name
            )),
            Err(report) if report.contains(expect) => {
                say(&format!("   caught {} ({expect})", f.name))
            }
            Err(report) => errs.push(format!(
                "{}: failed, but not as expected ({expect}):\n{report}",
                f.name
            )),
        }
    }
    match sample_fault(root) {
        Ok(()) => say("   caught a broken sample file"),
        Err(e) => errs.push(e),
    }
    match crate::search_test::fault(root) {
        Ok(()) => say("   caught a search index without Chinese terms"),
        Err(e) => errs.push(e),
    }
    if let Err(e) = crate::reader_test::faults(root) {
        errs.push(e);
    }
    match msrv_fault(root) {
        Ok(()) => say("   caught a std API newer than Rust 1.70 (u64::isqrt, 1.84)"),
        Err(e) => errs.push(e),
    }
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}

/// A sample whose expected output is wrong must fail the samples check that
/// every listing's `samples_pass` test runs.
fn sample_fault(root: &Path) -> Result<(), String> {
    let bin = root.join("target/release/acwing-891-nim");
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

/// A listing that calls a std API newer than its rust-version must fail the
/// clippy run of `check_listings` (the `incompatible_msrv` lint, denied).
fn msrv_fault(root: &Path) -> Result<(), String> {
    let listing = root.join("listings/acwing-891-nim");
    let scratch = root.join("target/faults/msrv");
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(scratch.join("src")).map_err(|e| e.to_string())?;
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
    let main = std::fs::read_to_string(listing.join("src/main.rs")).map_err(|e| e.to_string())?;
    let broken = main.replacen("fn main() {", "fn main() {\n    let _ = 17u64.isqrt();", 1);
    std::fs::write(scratch.join("src/main.rs"), broken).map_err(|e| e.to_string())?;
    let (ok, log) = crate::cmd_capture(
        crate::cargo()
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
    crate::checks::files_under(&root.join("src"))
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

fn broken_include(root: &Path) -> Result<&'static str, String> {
    let ch = first_chapter_with(root, "{{#include ../../listings/")?;
    edit(&ch, |t| {
        t.replacen("{{#include ../../listings/", "{{#include ../../listing/", 1)
    })?;
    Ok("no unexpanded include")
}

fn broken_formula(root: &Path) -> Result<&'static str, String> {
    let ch = first_chapter_with(root, "$$")?;
    edit(&ch, |t| t.replacen("$$\n", "$$\n\\frac{1}{\n", 1))?;
    Ok("clean build log")
}

fn broken_link(root: &Path) -> Result<&'static str, String> {
    let ch = root.join("src/preface.md");
    edit(&ch, |t| t + "\n[无此页](no-such-page.md)\n")?;
    Ok("links and anchors")
}

fn broken_anchor(root: &Path) -> Result<&'static str, String> {
    let ch = root.join("src/preface.md");
    edit(&ch, |t| t + "\n[无此节](preface.md#no-such-heading)\n")?;
    Ok("links and anchors")
}

fn cdn_script(root: &Path) -> Result<&'static str, String> {
    let ch = root.join("src/preface.md");
    edit(&ch, |t| {
        t + "\n<script src=\"https://cdn.jsdelivr.net/npm/katex@0.16.4/dist/katex.min.js\"></script>\n"
    })?;
    Ok("no request to another host")
}

fn katex_css_on(root: &Path) -> Result<&'static str, String> {
    edit(&root.join("book.toml"), |t| {
        t.replace("no-css = true", "no-css = false")
    })?;
    Ok("no request to another host")
}

/// Copy what `mdbook build` reads: book.toml, src/, theme/ and the sources and
/// samples of listings/ and crates/ (chapters include them).
pub fn copy_book(root: &Path, dest: &Path) -> Result<(), String> {
    let _ = std::fs::remove_dir_all(dest);
    std::fs::create_dir_all(dest).map_err(|e| e.to_string())?;
    std::fs::copy(root.join("book.toml"), dest.join("book.toml")).map_err(|e| e.to_string())?;
    copy_dir(&root.join("src"), &dest.join("src"))?;
    copy_dir(&root.join("theme"), &dest.join("theme"))?;
    for group in ["listings", "crates"] {
        let Ok(entries) = std::fs::read_dir(root.join(group)) else {
            continue;
        };
        for d in entries.flatten().map(|e| e.path()) {
            let name = d.file_name().expect("name").to_owned();
            for sub in ["src", "samples"] {
                if d.join(sub).is_dir() {
                    copy_dir(&d.join(sub), &dest.join(group).join(&name).join(sub))?;
                }
            }
        }
    }
    Ok(())
}

fn copy_dir(from: &Path, to: &Path) -> Result<(), String> {
    for f in crate::checks::files_under(from) {
        let rel = f.strip_prefix(from).expect("under from");
        let target = to.join(rel);
        std::fs::create_dir_all(target.parent().expect("parent")).map_err(|e| e.to_string())?;
        std::fs::copy(&f, &target).map_err(|e| format!("{}: {e}", f.display()))?;
    }
    Ok(())
}
