//! The workshop's few ways of running a command and saying what happens, shared
//! by `xtask` and the crates it drives (judge, pagetest, bench), so every
//! progress line looks the same.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// `cargo` as the caller was run by (`$CARGO`), else from `PATH`. On a glibc
/// Linux it builds for [`static_target`]: every binary it links is static, so
/// a test that starts a listing tens of thousands of times spends less on each
/// start (measured on these machines: 0.55 ms a start against 0.80 ms; the
/// tests stage 39.0–43.7 s against 45.5–47.0 s, run alternately). Its output
/// is then under `target/<triple>/` (see [`release_dir`]).
pub fn cargo() -> Command {
    let mut c = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    if let Some(triple) = static_target() {
        let key = triple.to_uppercase().replace(['-', '.'], "_");
        c.env("CARGO_BUILD_TARGET", triple).env(
            format!("CARGO_TARGET_{key}_RUSTFLAGS"),
            "-C target-feature=+crt-static",
        );
    }
    c
}

/// The host's triple (from `rustc -vV`) if it is a glibc Linux with glibc's
/// static archives, where the workshop's builds link statically (`-C
/// target-feature=+crt-static`); else `None`, and they link as usual. The
/// target is named explicitly (`CARGO_BUILD_TARGET`) so the flag reaches the
/// target's crates only: build scripts and proc-macros (mdBook's crates use
/// some) cannot be static.
pub fn static_target() -> Option<&'static str> {
    static HOST: OnceLock<Option<String>> = OnceLock::new();
    HOST.get_or_init(|| {
        let host = rustc_version()
            .lines()
            .find_map(|l| l.strip_prefix("host: "))?;
        // Static glibc needs its archives (libc6-dev): the C compiler rustc links
        // with names libc.a's path if it has one, else echoes the bare name.
        let libc = Command::new("cc")
            .arg("-print-file-name=libc.a")
            .output()
            .ok()?;
        let libc = String::from_utf8_lossy(&libc.stdout).trim().to_string();
        let archives = Path::new(&libc).is_absolute() && Path::new(&libc).is_file();
        (host.ends_with("-linux-gnu") && archives).then(|| host.to_string())
    })
    .as_deref()
}

/// `rustc -vV` (empty if rustc cannot be run), asked once per process: the
/// host's triple, and the key of every cache of compiled code.
pub fn rustc_version() -> &'static str {
    static VERSION: OnceLock<String> = OnceLock::new();
    VERSION.get_or_init(|| {
        Command::new("rustc")
            .arg("-vV")
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default()
    })
}

/// Where [`cargo`]'s `--release` binaries are: `target/<triple>/release` when it
/// builds for [`static_target`], else `target/release`.
pub fn release_dir(root: &Path) -> PathBuf {
    match static_target() {
        Some(triple) => root.join("target").join(triple).join("release"),
        None => root.join("target").join("release"),
    }
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

/// A warning that must not pass unseen: red on a terminal and in CI logs.
pub fn warn(msg: &str) {
    eprintln!("\x1b[1;31m[xtask] warning: {msg}\x1b[0m");
}

/// `rustc --edition 2021 -O` of one file, as the judges and the book's checks
/// compile a submission, with the binary kept in `cache/` under a name made
/// from the source bytes and `rustc -vV`: the same source is compiled once per
/// compiler. `Err` holds rustc's stderr.
pub fn rustc_cached(src: &Path, cache: &Path) -> Result<PathBuf, String> {
    use std::hash::{Hash, Hasher};
    let version = rustc_version();
    let text = std::fs::read(src).map_err(|e| format!("{}: {e}", src.display()))?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (version, &text).hash(&mut h);
    let bin = cache.join(format!("{:016x}", h.finish()));
    if mark_used(&bin) {
        return Ok(bin);
    }
    std::fs::create_dir_all(cache).map_err(|e| format!("{}: {e}", cache.display()))?;
    // A folder of its own per call: the same source may be compiled by two
    // threads at once (the two editions' copies of one listing), and rustc names
    // its object files after the output, so two calls must never share a folder.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let work = cache.join(format!(".work-{}-{call}", std::process::id()));
    std::fs::create_dir_all(&work).map_err(|e| format!("{}: {e}", work.display()))?;
    let tmp = work.join("main");
    let o = Command::new("rustc")
        // Without std's debug info: a tenth of the size, the same program.
        .args(["--edition", "2021", "-O", "-C", "strip=debuginfo"])
        .args(["--crate-name", "main", "-o"])
        .arg(&tmp)
        .arg(src)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"));
    let done = match o {
        Ok(o) if o.status.success() => {
            // rename replaces a binary another thread put there first (the same bytes).
            std::fs::rename(&tmp, &bin).map_err(|e| format!("{}: {e}", bin.display()))
        }
        Ok(o) => Err(String::from_utf8_lossy(&o.stderr).into_owned()),
        Err(e) => Err(e),
    };
    let _ = std::fs::remove_dir_all(&work);
    done.map(|()| bin)
}

/// The cache outside the work tree that every clone on the machine shares
/// (pinned tools, compiled programs keyed by their source, printed PDFs):
/// `$GAMEBOOK_TOOLS`, else `$XDG_CACHE_HOME/gamebook-tools`, else
/// `~/.cache/gamebook-tools`.
pub fn tool_cache() -> PathBuf {
    if let Some(p) = std::env::var_os("GAMEBOOK_TOOLS").filter(|p| !p.is_empty()) {
        return PathBuf::from(p);
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(|| std::env::temp_dir().join("gamebook-cache"));
    base.join("gamebook-tools")
}

/// A stamp of the files under `root` as they are now: each file's path, size
/// and modification time, every folder but `skip` (relative to `root`) and
/// hidden ones walked. Any edit, addition or removal changes it; a file
/// rewritten with the same bytes does too (a miss, never a false hit).
pub fn tree_stamp(root: &Path, skip: &[&str]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    let mut dirs = vec![root.to_path_buf()];
    let mut files = Vec::new();
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            let rel = p.strip_prefix(root).unwrap_or(&p).to_path_buf();
            let hidden = rel
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('.'));
            let Ok(m) = e.metadata() else { continue };
            if m.is_dir() {
                if !hidden && !skip.iter().any(|s| rel == Path::new(s)) {
                    dirs.push(p);
                }
            } else {
                files.push((rel, m.len(), m.modified().ok()));
            }
        }
    }
    files.sort();
    files.hash(&mut h);
    h.finish()
}

/// If the cache entry `path` exists, mark it as just used (so [`prune_lru`]
/// keeps it) and say so. The file is opened read-only: an entry may be a
/// program another thread is starting, and Linux refuses to start a file
/// that is open for writing ("Text file busy"); the owner may set the time
/// through any descriptor.
pub fn mark_used(path: &Path) -> bool {
    std::fs::File::open(path)
        .and_then(|f| f.set_modified(std::time::SystemTime::now()))
        .is_ok()
}

/// A stamp of the running executable (see [`file_stamp`]): a record keyed by
/// it is stale once the program is rebuilt.
pub fn exe_stamp() -> u64 {
    std::env::current_exe().map_or(0, |e| file_stamp(&e))
}

/// A stamp of an executable: its path, size and modification time.
pub fn file_stamp(path: &Path) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    path.hash(&mut h);
    if let Ok(m) = std::fs::metadata(path) {
        (m.len(), m.modified().ok()).hash(&mut h);
    }
    h.finish()
}

/// Remove all but the `keep` most recently used files of `dir` (a cache that
/// outlives the work tree stays bounded); folders are left alone.
pub fn prune_lru(dir: &Path, keep: usize) {
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let m = e.metadata().ok()?;
            m.is_file().then_some((m.modified().ok()?, e.path()))
        })
        .collect();
    files.sort_by_key(|f| std::cmp::Reverse(f.0));
    for (_, f) in files.into_iter().skip(keep) {
        let _ = std::fs::remove_file(f);
    }
}

/// `f` over every item on as many threads as the machine has cores, results in order.
pub fn par_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = AtomicUsize::new(0);
    let mut out: Vec<(usize, R)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads.min(items.len()).max(1))
            .map(|_| {
                s.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break };
                        done.push((i, f(item)));
                    }
                    done
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker panicked"))
            .collect()
    });
    out.sort_by_key(|(i, _)| *i);
    out.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The copy test compiles the two editions' copies of a listing at once: the
    /// same source on several threads must give every caller its binary.
    #[test]
    fn the_same_source_compiled_on_several_threads_at_once() {
        let dir = std::env::temp_dir().join(format!("rustc-cached-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let src = dir.join("main.rs");
        std::fs::write(&src, "fn main() { println!(\"4\"); }\n").unwrap();
        let copies = vec![src.clone(); 4];
        let cache = dir.join("cache");
        let bins: Vec<_> = std::thread::scope(|s| {
            let hs: Vec<_> = copies
                .iter()
                .map(|p| s.spawn(|| rustc_cached(p, &cache)))
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for b in bins {
            let b = b.expect("every thread gets the binary");
            let out = Command::new(&b).output().unwrap();
            assert_eq!(String::from_utf8_lossy(&out.stdout), "4\n");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A cached program marked used on one thread while others start it: every
    /// start succeeds (opening it for writing made some fail with "Text file
    /// busy"), and the mark moves its modification time to now.
    #[test]
    fn marking_a_cached_program_used_never_stops_it_from_starting() {
        let dir = std::env::temp_dir().join(format!("mark-used-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let src = dir.join("main.rs");
        std::fs::write(&src, "fn main() {}\n").unwrap();
        let bin = rustc_cached(&src, &dir.join("cache")).expect("compiles");
        let old = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1 << 30);
        std::fs::File::open(&bin)
            .unwrap()
            .set_modified(old)
            .unwrap();
        assert!(mark_used(&bin));
        let age = std::fs::metadata(&bin)
            .unwrap()
            .modified()
            .unwrap()
            .elapsed();
        assert!(
            age.map_or(true, |a| a.as_secs() < 60),
            "the mark sets the time to now"
        );
        let done = std::sync::atomic::AtomicBool::new(false);
        let failed = std::thread::scope(|s| {
            s.spawn(|| {
                while !done.load(std::sync::atomic::Ordering::Relaxed) {
                    mark_used(&bin);
                }
            });
            let runs: Vec<_> = (0..2)
                .map(|_| {
                    s.spawn(|| {
                        (0..150)
                            .filter(|_| Command::new(&bin).status().is_err())
                            .count()
                    })
                })
                .collect();
            let failed: usize = runs.into_iter().map(|h| h.join().unwrap()).sum();
            done.store(true, std::sync::atomic::Ordering::Relaxed);
            failed
        });
        assert_eq!(
            failed, 0,
            "starts refused while the program was marked used"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
