//! `cargo test` of a workspace with its test binaries run side by side.
//!
//! `cargo test` runs its test binaries one after another, and most of the
//! book's binaries are a second or two of one or two threads: on two cores
//! about a third of the machine idles. Here cargo only builds them (`--no-run`)
//! and names them (`--message-format=json`); the binaries then run as many at
//! a time as there are cores, the slowest of the last run first, each in its
//! package's folder as cargo would run it. Each prints one progress line when
//! it ends; a failing one prints its output and the command that runs it alone.
//! A failure that is only a missed time limit (`RunOutput::assert_within_ms`)
//! is run again alone, the machine to itself, and counts as that run says.

use crate::cmd::{cargo, say};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::Instant;

/// One test binary as cargo built it.
#[derive(Clone, Debug)]
struct Binary {
    exe: PathBuf,
    /// The package's folder (where `cargo test` runs it).
    dir: PathBuf,
    package: String,
    /// `--lib` or `--test NAME`, for the command that runs it alone.
    which: String,
}

/// What one run of a binary said.
struct Ran {
    ok: bool,
    secs: f64,
    passed: usize,
    log: String,
}

/// Build with `cargo test <args> --test '*' --no-run` in `root` (every
/// integration test, and whatever else `args` ask for), then run every test binary
/// (as many at once as there are cores); their last times are kept in
/// `target/test-times.txt` to start the slowest first next time.
pub fn cargo_test(root: &Path, args: &[&str]) -> Result<(), String> {
    let out = cargo()
        .current_dir(root)
        .arg("test")
        .args(args)
        .args([
            "--test",
            "*",
            "--no-run",
            "--message-format=json-render-diagnostics",
        ])
        .stderr(std::process::Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run cargo test: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "cargo test {} --test '*' --no-run failed (its messages are above)",
            args.join(" ")
        ));
    }
    let mut bins: Vec<Binary> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(binary)
        .collect();
    if bins.is_empty() {
        return Err("cargo built no test binary".into());
    }
    let times_file = root.join("target").join("test-times.txt");
    let last: HashMap<String, f64> = std::fs::read_to_string(&times_file)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| {
            let (s, k) = l.split_once(' ')?;
            Some((k.to_string(), s.parse().ok()?))
        })
        .collect();
    let key = |b: &Binary| format!("{} {}", b.package, b.which);
    // A binary that passed before with the same executable and the same files
    // it reads is not run again: a listing's tests read only their package's
    // folder (samples, data) and run the listing's release binary; skeptic's
    // binary holds the chapters' blocks it compiles (build.rs writes them into
    // it) and reads nothing else but its compiler script; the crates in
    // `SELF_CONTAINED` read only their own folder; any other binary (the
    // judge, the pages' and registry's checks, the book-level tests) reads the
    // whole work tree. Tests draw their random cases from fixed seeds
    // (`TEST_SEED` overrides them, and is part of the key).
    let passed_file = root.join("target").join("test-passed.txt");
    let before: HashMap<String, String> = std::fs::read_to_string(&passed_file)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| {
            let (s, k) = l.split_once(' ')?;
            Some((k.to_string(), s.to_string()))
        })
        .collect();
    let tree = crate::cmd::tree_stamp(root, &["target", "book", "en/book"]);
    let listings = root.join("listings");
    let stamp = |b: &Binary| {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        crate::cmd::file_stamp(&b.exe).hash(&mut h);
        std::env::var("TEST_SEED").ok().hash(&mut h);
        if b.dir.starts_with(&listings) {
            crate::cmd::tree_stamp(&b.dir, &["target"]).hash(&mut h);
            crate::cmd::file_stamp(&crate::cmd::release_dir(root).join(&b.package)).hash(&mut h);
        } else if b.which == SKEPTIC {
            crate::cmd::file_stamp(Path::new(SKEPTIC_RUSTC)).hash(&mut h);
        } else if SELF_CONTAINED.contains(&b.package.as_str()) {
            crate::cmd::tree_stamp(&b.dir, &["target"]).hash(&mut h);
        } else {
            tree.hash(&mut h);
        }
        format!("{:016x}", h.finish())
    };
    let stamps: HashMap<String, String> = bins.iter().map(|b| (key(b), stamp(b))).collect();
    let reused = bins.len();
    bins.retain(|b| before.get(&key(b)) != Some(&stamps[&key(b)]));
    let reused = reused - bins.len();
    let mut passed_now: Vec<String> = before
        .iter()
        .filter(|(k, s)| stamps.get(*k) == Some(*s))
        .map(|(k, s)| format!("{s} {k}"))
        .collect();
    // The slowest first (a binary never timed counts as slow), so the last
    // to start are short and both cores stay busy to the end.
    bins.sort_by(|a, b| {
        let t = |x: &Binary| last.get(&key(x)).copied().unwrap_or(f64::MAX);
        t(b).total_cmp(&t(a))
    });
    let total = bins.len();
    let clock = Instant::now();
    let done = Mutex::new(0usize);
    let ran: Vec<Ran> = crate::cmd::par_map(&bins, |b| {
        let r = run(b);
        let mut n = done.lock().expect("counter");
        *n += 1;
        say(&format!(
            "   [{n:>2}/{total}] {:<5} {:>5.1} s  {} {} ({} passed)",
            if r.ok { "ok" } else { "FAIL" },
            r.secs,
            b.package,
            b.which,
            r.passed
        ));
        r
    });
    let mut failed = Vec::new();
    let mut times = String::new();
    let mut passed = 0;
    for (b, mut r) in bins.iter().zip(ran) {
        if !r.ok && missed_time_limit(&r.log) {
            say(&format!(
                "   {} {}: a time limit missed beside another binary; run again alone",
                b.package, b.which
            ));
            r = run(b);
        }
        times.push_str(&format!("{:.2} {}\n", r.secs, key(b)));
        passed += r.passed;
        if r.ok {
            passed_now.push(format!("{} {}", stamps[&key(b)], key(b)));
        }
        if !r.ok {
            // The binary itself reuses this build; a plain `cargo test` makes its
            // own (dynamic, under target/release: see `cmd::cargo`).
            failed.push(format!(
                "{}\n   reproduce: cd {} && {} (or: cargo test --release -p {} {})",
                r.log.trim_end(),
                b.dir.display(),
                b.exe.display(),
                b.package,
                b.which
            ));
        }
    }
    for (k, t) in &last {
        if !bins.iter().any(|b| &key(b) == k) && stamps.contains_key(k) {
            times.push_str(&format!("{t:.2} {k}\n"));
        }
    }
    let _ = std::fs::write(&times_file, times);
    passed_now.sort();
    let _ = std::fs::write(&passed_file, passed_now.join("\n") + "\n");
    if reused > 0 {
        say(&format!(
            "   {reused} test binaries passed before with the same executable and the same files, not run again ({}: delete it to run them all)",
            passed_file.strip_prefix(root).unwrap_or(&passed_file).display()
        ));
    }
    say(&format!(
        "   {total} test binaries run, {passed} tests passed, {} failed ({:.1} s, {} at a time)",
        failed.len(),
        clock.elapsed().as_secs_f64(),
        std::thread::available_parallelism().map_or(2, |n| n.get())
    ));
    if failed.is_empty() {
        Ok(())
    } else {
        Err(failed.join("\n\n"))
    }
}

/// The compiler skeptic's blocks are built with in the suite.
const SKEPTIC_RUSTC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/skeptic-rustc.sh");

/// The test binary of the chapters' Rust blocks.
const SKEPTIC: &str = "--test skeptic";

/// Packages whose tests read no file outside their own folder and start no
/// program but their own: testkit (the oracles; it includes nothing from the
/// listings), sg-period (its command-line tests run its own binary on its
/// examples), boards (the listings it compiles in are part of its executable).
const SELF_CONTAINED: [&str; 3] = ["testkit", "sg-period", "boards"];

/// Run one test binary as `cargo test` does: in its package's folder, with
/// the variables cargo sets at run time.
fn run(b: &Binary) -> Ran {
    let t = Instant::now();
    let mut c = Command::new(&b.exe);
    c.current_dir(&b.dir)
        .env("CARGO_MANIFEST_DIR", &b.dir)
        .env("CARGO_PKG_NAME", &b.package)
        .stdin(std::process::Stdio::null());
    if b.which == SKEPTIC {
        // Skeptic compiles the chapters' blocks with $RUSTC: optimised, with
        // the checks on, and kept in the tool cache by the block's text (see
        // the script), so skeptic's own cache, keyed on every library the
        // test binary links, would only keep a second copy.
        c.env("RUSTC", SKEPTIC_RUSTC)
            .env(
                "SKEPTIC_BLOCK_CACHE",
                crate::cmd::tool_cache().join("skeptic-blocks"),
            )
            .env("SKEPTIC_NO_BINARY_CACHE", "1");
    }
    let out = c.output();
    let secs = t.elapsed().as_secs_f64();
    match out {
        Ok(o) => {
            let mut log = String::from_utf8_lossy(&o.stdout).into_owned();
            log.push_str(&String::from_utf8_lossy(&o.stderr));
            let passed = passed_in(&log);
            Ran {
                ok: o.status.success(),
                secs,
                passed,
                log,
            }
        }
        Err(e) => Ran {
            ok: false,
            secs,
            passed: 0,
            log: format!("cannot run {}: {e}", b.exe.display()),
        },
    }
}

/// How many tests libtest's summary lines (`test result: ok. 5 passed; …`) count as passed.
fn passed_in(log: &str) -> usize {
    log.lines()
        .filter_map(|l| l.strip_prefix("test result: "))
        .filter_map(|l| {
            l.split("; ")
                .next()?
                .rsplit(' ')
                .nth(1)?
                .parse::<usize>()
                .ok()
        })
        .sum()
}

/// Whether every failure in a binary's log is a missed time limit: its
/// panics all come from `RunOutput::assert_within_ms` ("… took 1.2s (limit
/// 1000 ms)").
fn missed_time_limit(log: &str) -> bool {
    let panics: Vec<&str> = log
        .split("panicked at ")
        .skip(1)
        .map(|p| p.lines().nth(1).unwrap_or(""))
        .collect();
    !panics.is_empty()
        && panics
            .iter()
            .all(|m| m.contains(" took ") && m.contains("(limit "))
}

/// A test binary from one line of cargo's JSON messages (`None` for any
/// other message): a `compiler-artifact` built with the test profile.
fn binary(line: &str) -> Option<Binary> {
    if !line.starts_with("{\"reason\":\"compiler-artifact\"") {
        return None;
    }
    let at = line.find("\"profile\":{")?;
    let profile = &line[at..at + line[at..].find('}')?];
    if !profile.contains("\"test\":true") {
        return None;
    }
    let exe = PathBuf::from(string_after(line, "\"executable\":\"")?);
    let manifest = PathBuf::from(string_after(line, "\"manifest_path\":\"")?);
    let name = string_after(line, "\"name\":\"")?;
    let kinds = string_after(line, "\"kind\":[\"")?;
    let package = string_after(line, "\"package_id\":\"")?;
    // path+file:///…/acwing-891-nim#0.1.0, or …/folder#name@0.1.0
    let (path, version) = package.rsplit_once('#').unwrap_or((package, ""));
    let package = match version.split_once('@') {
        Some((n, _)) => n.to_string(),
        None => path.rsplit('/').next().unwrap_or(path).to_string(),
    };
    Some(Binary {
        exe,
        dir: manifest.parent()?.to_path_buf(),
        package,
        which: if kinds == "test" {
            format!("--test {name}")
        } else {
            "--lib".into()
        },
    })
}

/// The JSON string that follows `key` (paths and names hold no `"` or `\`).
fn string_after<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let rest = &line[line.find(key)? + key.len()..];
    Some(&rest[..rest.find('"')?])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries_are_counted_and_time_limits_told_from_other_failures() {
        let ok = "running 2 tests\ntest a ... ok\ntest b ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored\n";
        assert_eq!(passed_in(ok), 2);
        assert_eq!(
            passed_in(&format!("{ok}{}", ok.replace("2 passed", "3 passed"))),
            5
        );
        let slow =
            "thread 'big' (7) panicked at tests/nim.rs:75:13:\nthe run took 1.2s (limit 1000 ms)\n";
        let wrong =
            "thread 'small' (8) panicked at tests/nim.rs:40:9:\nassertion `left == right` failed\n";
        assert!(missed_time_limit(slow));
        assert!(!missed_time_limit(wrong));
        assert!(!missed_time_limit(&format!("{slow}{wrong}")));
        assert!(!missed_time_limit(ok));
    }

    #[test]
    fn test_binaries_are_read_from_cargo_messages() {
        let test = r#"{"reason":"compiler-artifact","package_id":"path+file:///w/listings/acwing-891-nim#0.1.0","manifest_path":"/w/listings/acwing-891-nim/Cargo.toml","target":{"kind":["test"],"crate_types":["bin"],"name":"nim","src_path":"/w/listings/acwing-891-nim/tests/nim.rs","edition":"2021","doc":false,"doctest":false,"test":true},"profile":{"opt_level":"3","debuginfo":0,"debug_assertions":false,"overflow_checks":false,"test":true},"features":[],"filenames":["/w/target/release/deps/nim-1"],"executable":"/w/target/release/deps/nim-1","fresh":true}"#;
        let b = binary(test).expect("a test binary");
        assert_eq!(b.exe, PathBuf::from("/w/target/release/deps/nim-1"));
        assert_eq!(b.dir, PathBuf::from("/w/listings/acwing-891-nim"));
        assert_eq!(
            (b.package.as_str(), b.which.as_str()),
            ("acwing-891-nim", "--test nim")
        );
        let lib = test
            .replace("\"kind\":[\"test\"]", "\"kind\":[\"lib\"]")
            .replace(
                "/w/listings/acwing-891-nim#0.1.0",
                "/w/crates/x#testkit@0.1.0",
            );
        let b = binary(&lib).expect("a unit-test binary");
        assert_eq!((b.package.as_str(), b.which.as_str()), ("testkit", "--lib"));
        // The listing's own binary (built for its tests, not a test) is not run.
        let bin = test.replace(
            "\"test\":true},\"features\"",
            "\"test\":false},\"features\"",
        );
        assert!(binary(&bin).is_none());
        assert!(binary(r#"{"reason":"build-finished","success":true}"#).is_none());
    }
}
