//! Building, serving and checking the book, and the listing-level checks.

use crate::tools::{self, CARGO_MUTANTS, OLD_RUST};
use crate::{cargo, cmd_capture, cmd_ok, fail, say, warn};
use faults::CompileEach;
use pagetest::checks;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

/// `cargo xtask serve`: build the book into `book/` with its Chinese search index
/// (and the English edition into `book/en/`),
/// serve it on 127.0.0.1 with pagetest's static server, and rebuild when
/// a source changes (checked every second; reload the page to see it). `mdbook
/// serve` would rewrite the search index without its Chinese terms on every rebuild.
pub fn serve(root: &Path, args: &[String]) -> ExitCode {
    let port = match args {
        [] => 3000,
        [flag, p] if flag == "--port" && p.parse::<u16>().is_ok() => p.parse().unwrap_or(3000),
        _ => fail("usage: cargo xtask serve [--port N]"),
    };
    let tools = tools::pinned(root, false);
    let dest = root.join("book");
    let rebuild = || {
        let t = std::time::Instant::now();
        match pagetest::book::build_book(&tools, root, &dest, zhsearch::Scheme::Bigrams) {
            Ok((_, s)) => say(&format!(
                "built book/ in {:.1} s (search index {} KB)",
                t.elapsed().as_secs_f64(),
                s.ours_bytes / 1000
            )),
            Err(e) => say(&format!("the build failed; serving what is there:\n{e}")),
        }
    };
    let mut seen = sources_fingerprint(root);
    rebuild();
    let _server = pagetest::harness::Server::start(&dest, port).unwrap_or_else(|e| fail(&e));
    say(&format!(
        "serving the book at http://127.0.0.1:{port}/ ; rebuilding on changes (Ctrl-C stops)"
    ));
    loop {
        std::thread::sleep(std::time::Duration::from_secs(1));
        let now = sources_fingerprint(root);
        if now != seen {
            seen = now;
            say("a source changed: rebuilding");
            rebuild();
        }
    }
}

/// Names, sizes and modification times of what the book is built from.
fn sources_fingerprint(root: &Path) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    let mut files = vec![root.join("book.toml")];
    for dir in ["src", "en", "theme", "listings"] {
        files.extend(checks::files_under(&root.join(dir)));
    }
    for f in files {
        if let Ok(m) = std::fs::metadata(&f) {
            f.hash(&mut h);
            m.len().hash(&mut h);
            m.modified().ok().hash(&mut h);
        }
    }
    h.finish()
}

/// `mdbook test` over both editions (Chinese at the root, English in `en/`): rustdoc compiles
/// every Rust block (and runs the runnable ones). Each chapter's pass is remembered by a stamp
/// named from the bytes of the chapter and of every file it includes (a listing, a sample), the
/// edition's book.toml, theme/, and the mdbook and rustc versions, kept in the tool cache, so a
/// run tests only the chapters whose inputs changed (in this clone or another on the machine):
/// one `mdbook test -c` each, or the whole edition at once when many changed (each call reads
/// the whole book first, about half a second).
pub fn mdbook_test(tools: &pagetest::Tools, root: &Path) -> Result<(), String> {
    use std::hash::{Hash, Hasher};
    let mut common = std::collections::hash_map::DefaultHasher::new();
    testkit::cmd::rustc_version().hash(&mut common);
    tools.mdbook.hash(&mut common); // its path names its version
    for f in checks::files_under(&root.join("theme")) {
        f.strip_prefix(root).unwrap_or(&f).hash(&mut common);
        std::fs::read(&f).unwrap_or_default().hash(&mut common);
    }
    let dir = tools.cache.join("mdbook-test");
    let _ = std::fs::create_dir_all(&dir);
    let books = [("", "the Chinese book"), ("en", "the English book, en/")];
    let (mut tested, mut kept) = (0, 0);
    for (edition, name) in books {
        let book = root.join(edition);
        let mut h = common.clone();
        (
            edition,
            std::fs::read(book.join("book.toml")).unwrap_or_default(),
        )
            .hash(&mut h);
        let chapters = registry::summary_order(&book)?;
        let stamps: Vec<(String, PathBuf)> = chapters
            .iter()
            .map(|rel| {
                let mut h = h.clone();
                let md = book.join("src").join(rel);
                for f in std::iter::once(md.clone()).chain(checks::included_by(&md)) {
                    f.strip_prefix(root).unwrap_or(&f).hash(&mut h);
                    std::fs::read(&f).unwrap_or_default().hash(&mut h);
                }
                let rel = rel.to_string_lossy().replace('\\', "/");
                (rel, dir.join(format!("chapter-{:016x}", h.finish())))
            })
            .collect();
        let todo: Vec<&(String, PathBuf)> = stamps.iter().filter(|(_, s)| !s.is_file()).collect();
        kept += stamps.len() - todo.len();
        if todo.len() > 20 {
            let (ok, log) = cmd_capture(tools.mdbook(&book).arg("test"))?;
            if !ok {
                return Err(format!("mdbook test failed ({name}):\n{log}"));
            }
        } else {
            for (rel, _) in &todo {
                let (ok, log) = cmd_capture(tools.mdbook(&book).args(["test", "-c", rel]))?;
                if !ok {
                    return Err(format!(
                        "mdbook test -c {rel} failed ({name}):\n{log}\n   reproduce: {}mdbook test -c {rel}",
                        if edition.is_empty() { String::new() } else { format!("cd {edition} && ") }
                    ));
                }
            }
        }
        for (_, stamp) in &todo {
            let _ = std::fs::write(stamp, "");
        }
        tested += todo.len();
    }
    testkit::cmd::prune_lru(&dir, 2000);
    say(&format!(
        "   mdbook test: {tested} chapters of the two editions tested, {kept} passed before with the same inputs ({}: a stamp per chapter)",
        dir.display()
    ));
    Ok(())
}

/// The listing folders, sorted.
pub fn listings(root: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root.join("listings"))
        .map(|d| {
            d.flatten()
                .map(|e| e.path())
                .filter(|p| p.join("Cargo.toml").is_file())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn name_of(dir: &Path) -> String {
    dir.file_name()
        .and_then(|n| n.to_str())
        .expect("ASCII listing folder")
        .to_string()
}

/// What a contest submission must be: std only, edition 2021, rust-version 1.70
/// with clippy's `incompatible_msrv` denied, no ANCHOR lines, and compilable on
/// its own by the real rustc 1.70.0 (`--edition 2021 -O`, as the oldest judges
/// compile). Where 1.70.0 cannot be installed, a red warning says so and the
/// check falls back to the MSRV lint and the current rustc. Every file must
/// also compile with the current stable rustc at `--edition 2024`, as Library
/// Checker compiles Rust.
pub fn check_listings(root: &Path) -> Result<(), String> {
    let mut errs = Vec::new();
    let dirs = listings(root);
    if dirs.is_empty() {
        return Err("no listings found under listings/".into());
    }
    for d in &dirs {
        let name = name_of(d);
        let toml = std::fs::read_to_string(d.join("Cargo.toml")).unwrap_or_default();
        for needed in [
            "edition = \"2021\"",
            "rust-version = \"1.70\"",
            "incompatible_msrv = \"deny\"",
        ] {
            if !toml.contains(needed) {
                errs.push(format!("{name}/Cargo.toml lacks `{needed}`"));
            }
        }
        let deps = toml
            .split("\n[")
            .find(|s| s.starts_with("dependencies]"))
            .map(|s| {
                s.lines()
                    .skip(1)
                    .filter(|l| !l.trim().is_empty() && !l.trim().starts_with('#'))
                    .count()
            })
            .unwrap_or(0);
        if deps > 0 {
            errs.push(format!(
                "{name}: a submission is std only, but [dependencies] is not empty"
            ));
        }
        let main = std::fs::read_to_string(d.join("src/main.rs")).unwrap_or_default();
        if !main.starts_with("// ") {
            errs.push(format!("{name}/src/main.rs: the first line must be a comment naming the problem and chapter"));
        }
        if main.contains("ANCHOR") {
            errs.push(format!(
                "{name}/src/main.rs holds ANCHOR lines; a submission is shown whole"
            ));
        }
        if !d.join("samples").is_dir() {
            errs.push(format!("{name}: no samples/ folder"));
        }
    }
    let mut clippy = cargo();
    clippy.args(["clippy", "--release", "--bins"]);
    for d in &dirs {
        clippy.args(["-p", &name_of(d)]);
    }
    clippy.args(["--", "-D", "warnings"]);
    if let Err(e) = cmd_ok(&mut clippy) {
        errs.push(e);
    }
    let scratch = root.join("target").join("standalone");
    std::fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
    match tools::ensure_old_rust() {
        Ok(()) => compile_standalone(
            &dirs,
            &scratch,
            compile_as_old_judge,
            &format!("rustc {OLD_RUST} (the judges' oldest)"),
            &mut errs,
        ),
        Err(why) => {
            warn(&format!(
                "rustc {OLD_RUST} is not available here, so no listing was compiled with it; \
                 falling back to clippy's incompatible_msrv lint (above) and the current rustc. Why:\n{why}"
            ));
            for d in &dirs {
                let name = name_of(d);
                let r = cmd_capture(
                    Command::new("rustc")
                        .args(["--edition", "2021", "-O", "--crate-name", "main", "-o"])
                        .arg(scratch.join(&name))
                        .arg(d.join("src/main.rs")),
                )?;
                if !r.0 {
                    errs.push(format!(
                        "{name}: `rustc --edition 2021 main.rs` fails on its own:\n{}",
                        r.1
                    ));
                }
            }
        }
    }
    compile_standalone(
        &dirs,
        &scratch,
        compile_as_new_judge,
        "the current stable rustc at --edition 2024 (Library Checker's)",
        &mut errs,
    );
    if errs.is_empty() {
        say(&format!("   {} listings checked", dirs.len()));
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}

/// The listings check's compiles, lent to the faults that prove them.
pub const COMPILERS: faults::Compilers = faults::Compilers {
    new_judge: compile_as_new_judge,
    old_judge: compile_as_old_judge,
    ensure_old_rust: tools::ensure_old_rust,
};

/// Compile the `src/main.rs` of every listing in `dirs` alone with `compile`,
/// pushing one error per listing that `compiler` cannot compile.
fn compile_standalone(
    dirs: &[PathBuf],
    scratch: &Path,
    compile: CompileEach,
    compiler: &str,
    errs: &mut Vec<String>,
) {
    let started = std::time::Instant::now();
    let mains: Vec<PathBuf> = dirs.iter().map(|d| d.join("src/main.rs")).collect();
    for (d, r) in dirs.iter().zip(compile(&mains, scratch)) {
        if let Err(log) = r {
            errs.push(format!(
                "{}: {compiler} cannot compile src/main.rs:\n{log}",
                name_of(d)
            ));
        }
    }
    say(&format!(
        "   {compiler} compiled the {} listings in {:.1} s",
        dirs.len(),
        started.elapsed().as_secs_f64()
    ));
}

/// Compile each submission file alone with rustc 1.70.0 (`--edition 2021 -O`),
/// as the oldest judges do, all at once (a source it accepted before is not
/// compiled again); each result is `Err` with the compiler's log if it fails.
/// Call `tools::ensure_old_rust` first.
pub fn compile_as_old_judge(mains: &[PathBuf], out_dir: &Path) -> Vec<Result<(), String>> {
    compile_each(
        tools::old_rustc,
        OLD_RUST,
        "2021",
        "old-rustc",
        mains,
        out_dir,
    )
}

/// Compile each submission file alone with the current stable rustc at
/// `--edition 2024 -O`, as Library Checker does (a source it accepted before
/// is not compiled again); each result is `Err` with the compiler's log if it
/// fails.
pub fn compile_as_new_judge(mains: &[PathBuf], out_dir: &Path) -> Vec<Result<(), String>> {
    compile_each(
        tools::stable_rustc,
        "stable",
        "2024",
        "stable-rustc",
        mains,
        out_dir,
    )
}

/// Compile every file of `mains` alone, all at once, with the rustc `rustc()`
/// gives (named `version` in the stamps) at `edition`, writing the binaries as
/// `out_dir/<prefix>-<i>`.
fn compile_each(
    rustc: fn() -> Command,
    version: &str,
    edition: &str,
    prefix: &str,
    mains: &[PathBuf],
    out_dir: &Path,
) -> Vec<Result<(), String>> {
    // A source the compiler accepted once is remembered by a stamp named from
    // its bytes, in the cache every clone on the machine shares.
    let stamps = tools::cache_root().join("compiled-ok");
    let _ = std::fs::create_dir_all(&stamps);
    let stamp = |main: &Path| {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (version, edition, std::fs::read(main).unwrap_or_default()).hash(&mut h);
        stamps.join(format!("{prefix}-ok-{:016x}", h.finish()))
    };
    let children: Vec<_> = mains
        .iter()
        .enumerate()
        .map(|(i, main)| {
            if testkit::cmd::mark_used(&stamp(main)) {
                return None;
            }
            Some(
                rustc()
                    .args(["--edition", edition, "-O", "--crate-name", "main", "-o"])
                    .arg(out_dir.join(format!("{prefix}-{i}")))
                    .arg(main)
                    .stdin(Stdio::null())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn(),
            )
        })
        .collect();
    children
        .into_iter()
        .zip(mains)
        .map(|(child, main)| {
            let Some(child) = child else { return Ok(()) };
            let out = child
                .and_then(|c| c.wait_with_output())
                .map_err(|e| format!("cannot run rustc ({prefix}): {e}"))?;
            if out.status.success() {
                let _ = std::fs::write(stamp(main), "");
                testkit::cmd::prune_lru(&stamps, 2000);
                Ok(())
            } else {
                Err(String::from_utf8_lossy(&out.stderr).into_owned())
            }
        })
        .collect()
}

/// Mutation testing: every mutant of a listing must be caught by its tests.
pub fn mutants(root: &Path, args: &[String]) -> ExitCode {
    let bin = tools::ensure(&CARGO_MUTANTS);
    let all: Vec<String> = listings(root).iter().map(|d| name_of(d)).collect();
    let chosen: Vec<String> = if args.is_empty() {
        all.clone()
    } else {
        for a in args {
            if !all.contains(a) {
                fail(&format!(
                    "no listing named {a:?}; the listings are: {}",
                    all.join(", ")
                ));
            }
        }
        args.to_vec()
    };
    let mut failed = Vec::new();
    for name in &chosen {
        say(&format!("mutants of {name}"));
        let out = root.join("target").join("mutants").join(name);
        std::fs::create_dir_all(&out).unwrap_or_else(|e| fail(&format!("{}: {e}", out.display())));
        let mut c = Command::new(&bin);
        c.arg("mutants")
            .args([
                "--package",
                name,
                "--test-workspace=false",
                "--jobs",
                "1",
                // Tests run the release binary at the limits, as in `cargo xtask test`.
                "--profile",
                "release",
                "--output",
            ])
            .arg(&out)
            .current_dir(root)
            .env("CARGO_MUTANTS_MINIMUM_TEST_TIMEOUT", "60");
        // cargo-mutants exits 0 when every mutant is caught, 2 when some are
        // missed and 3 when the only survivors are timeouts: a mutant that makes
        // the tests hang is detected too (the tests did not pass).
        let status = c
            .status()
            .unwrap_or_else(|e| fail(&format!("cannot run cargo-mutants: {e}")));
        match status.code() {
            Some(0) => {}
            Some(3) => say(&format!(
                "{name}: some mutants made the tests time out (counted as caught)"
            )),
            _ => failed.push(format!(
                "{name}: {status} (see {}/mutants.out)",
                out.display()
            )),
        }
    }
    if failed.is_empty() {
        say("every mutant of every listing was caught (or is explained beside the code)");
        ExitCode::SUCCESS
    } else {
        for f in &failed {
            say(f);
        }
        ExitCode::FAILURE
    }
}
