//! Running a listing's binary the way a judge does: input on stdin, output
//! compared with the expected text, and the stack limited to 1 MiB.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The stack limit tests run listings under, in KiB.
pub const STACK_KIB: u32 = 1024;

/// What a run produced.
#[derive(Debug)]
pub struct RunOutput {
    pub stdout: String,
    pub stderr: String,
    pub success: bool,
    /// The exit code; `None` when a signal ended the process (an abort, a crash).
    pub code: Option<i32>,
    pub elapsed: Duration,
}

impl RunOutput {
    /// Assert that the run finished within `limit_ms` milliseconds (the
    /// judge's time limit; 1 s unless a problem states otherwise). `what` names
    /// the input in the failure message. On a development machine shared with
    /// other work, `GAMEBOOK_TIME_SLACK=4` multiplies the limit (CI and the
    /// chapters use the limit itself; speed is measured by the benchmark).
    pub fn assert_within_ms(&self, limit_ms: u128, what: &str) {
        let slack = time_slack();
        assert!(
            self.elapsed.as_millis() < limit_ms * slack,
            "{what} took {:?} (limit {limit_ms} ms{})",
            self.elapsed,
            if slack > 1 {
                format!(" × GAMEBOOK_TIME_SLACK={slack}")
            } else {
                String::new()
            }
        );
    }
}

/// The factor `GAMEBOOK_TIME_SLACK` sets (1 when unset or unreadable).
pub fn time_slack() -> u128 {
    std::env::var("GAMEBOOK_TIME_SLACK")
        .ok()
        .and_then(|v| v.parse::<u128>().ok())
        .filter(|&v| v >= 1)
        .unwrap_or(1)
}

/// Run `bin` with `input` on stdin under a 1 MiB stack (`ulimit -s`). A process
/// normally gets 8 MiB, so without the limit a deep-recursion check could not fail.
pub fn run_limited(bin: &Path, input: &str) -> RunOutput {
    run_with_stack(bin, input, STACK_KIB)
}

/// Run `bin` with `input` on stdin and the stack limited to `stack_kib` KiB.
pub fn run_with_stack(bin: &Path, input: &str, stack_kib: u32) -> RunOutput {
    run_bytes_with_stack(bin, input.as_bytes(), stack_kib)
}

/// Run `bin` on raw bytes (which need not be UTF-8) under a 1 MiB stack.
pub fn run_limited_bytes(bin: &Path, input: &[u8]) -> RunOutput {
    run_bytes_with_stack(bin, input, STACK_KIB)
}

/// Run `bin` with the raw bytes `input` on stdin and the stack limited to `stack_kib` KiB.
pub fn run_bytes_with_stack(bin: &Path, input: &[u8], stack_kib: u32) -> RunOutput {
    let start = Instant::now();
    let child = spawn_with_stack(bin, stack_kib)
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", bin.display()));
    collect(child, input, start)
}

/// Whether [`spawn_with_stack`] goes through the shell (see [`limits_through_the_shell`]).
static THROUGH_THE_SHELL: AtomicBool = AtomicBool::new(false);

/// From now on, give every run of this process its stack through
/// `sh -c 'ulimit -s …; exec …'`. For a process whose other threads start
/// programs of their own while listings run (xtask: its fault groups build
/// books and start Chromium side by side): a program started in the moment
/// [`spawn_with_stack`] lowers this process's limit would get the 1 MiB stack
/// too. A test binary starts nothing but listings and compilers in that way.
pub fn limits_through_the_shell() {
    THROUGH_THE_SHELL.store(true, Ordering::Relaxed);
}

/// Held while [`spawn_with_stack`] has this process's stack limit lowered.
static SPAWN: Mutex<()> = Mutex::new(());

/// Run `f` while no [`spawn_with_stack`] has this process's limit lowered: a
/// program `f` starts inherits the process's own stack limit, even while
/// other threads of a test binary run listings.
pub fn outside_a_spawn<T>(f: impl FnOnce() -> T) -> T {
    let _none_lowered = SPAWN.lock().unwrap_or_else(|e| e.into_inner());
    f()
}

/// Start `bin` (stdin, stdout and stderr piped) with its stack limited to `stack_kib` KiB, as `ulimit -s`
/// limits it (the soft limit; a program that does not raise its own limit
/// sees no difference), without a shell: this process's own limit is
/// lowered for the moment of the spawn, under a lock, and put back. A child
/// inherits its parent's limits, and std starts it with `posix_spawn`, which
/// shares memory with the parent until the exec (`fork` would make the test's
/// next writes to its own pages fault). The tests' CPU, measured with
/// `/usr/bin/time cargo xtask test --only tests`: 112 s through
/// `sh -c 'ulimit -s …; exec …'`, 97 s this way.
///
/// The lowered limit holds this process's main thread, which is waiting for
/// the test threads meanwhile (their stacks are sized when they start), and
/// any program another thread starts in that moment: a process that starts
/// other programs beside its runs calls [`limits_through_the_shell`] first.
/// A limit above the hard limit is refused here as `ulimit` refuses it.
pub fn spawn_with_stack(bin: &Path, stack_kib: u32) -> std::io::Result<Child> {
    if THROUGH_THE_SHELL.load(Ordering::Relaxed) {
        return spawn_through_shell(bin, &format!("ulimit -s {stack_kib}"));
    }
    let _one_at_a_time = SPAWN.lock().unwrap_or_else(|e| e.into_inner());
    let mut old = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the structs given.
    if unsafe { libc::getrlimit(libc::RLIMIT_STACK, &mut old) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    let want = libc::rlim_t::from(stack_kib) * 1024;
    if old.rlim_max != libc::RLIM_INFINITY && want > old.rlim_max {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            format!(
                "a stack of {stack_kib} KiB is over the hard limit of {} KiB",
                old.rlim_max / 1024
            ),
        ));
    }
    let limited = libc::rlimit {
        rlim_cur: want,
        rlim_max: old.rlim_max,
    };
    if unsafe { libc::setrlimit(libc::RLIMIT_STACK, &limited) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    let child = Command::new(bin)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    // Put back even if the spawn failed.
    if unsafe { libc::setrlimit(libc::RLIMIT_STACK, &old) } != 0 {
        panic!(
            "cannot restore the stack limit: {}",
            std::io::Error::last_os_error()
        );
    }
    child
}

/// Run `bin` on raw bytes under a 1 MiB stack with its address space limited
/// to `mem_kib` KiB (`ulimit -v`): a program that holds an input larger than
/// that in memory fails, so a streaming reader can be told from one that is not.
pub fn run_limited_memory(bin: &Path, input: &[u8], mem_kib: u32) -> RunOutput {
    run_under_ulimits(
        bin,
        input,
        &format!("ulimit -s {STACK_KIB} && ulimit -v {mem_kib}"),
    )
}

/// Run `bin` with `input` on stdin after the shell command `ulimits` (the
/// address-space limit cannot be lowered in this process even for a moment:
/// its other threads would fail to allocate).
fn run_under_ulimits(bin: &Path, input: &[u8], ulimits: &str) -> RunOutput {
    let start = Instant::now();
    let child = spawn_through_shell(bin, ulimits)
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", bin.display()));
    collect(child, input, start)
}

/// Start `bin` (stdin, stdout and stderr piped) by `sh -c '<ulimits> && exec …'`.
fn spawn_through_shell(bin: &Path, ulimits: &str) -> std::io::Result<Child> {
    Command::new("sh")
        .arg("-c")
        .arg(format!("{ulimits} && exec \"$0\""))
        .arg(bin)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
}

/// Feed `input` to a started child and wait for its output.
fn collect(mut child: Child, input: &[u8], start: Instant) -> RunOutput {
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        // A program may exit before reading everything; that is its business.
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("wait for the listing");
    let _ = writer.join();
    RunOutput {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        success: out.status.success(),
        code: out.status.code(),
        elapsed: start.elapsed(),
    }
}

/// Run `bin` on `input` (1 MiB stack) and return its stdout; panic with the
/// stderr if it failed.
pub fn output_of(bin: &Path, input: &str) -> String {
    let out = run_limited(bin, input);
    assert!(
        out.success,
        "{} failed on input:\n{}\nstderr:\n{}",
        bin.display(),
        preview(input),
        out.stderr
    );
    out.stdout
}

/// Every `samples/N.in` of a listing with its `samples/N.out`, sorted by name.
pub fn sample_pairs(samples_dir: &Path) -> Result<Vec<(PathBuf, PathBuf)>, String> {
    let entries =
        std::fs::read_dir(samples_dir).map_err(|e| format!("{}: {e}", samples_dir.display()))?;
    let mut ins: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    ins.sort();
    if ins.is_empty() {
        return Err(format!("{}: no *.in sample files", samples_dir.display()));
    }
    let mut pairs = Vec::new();
    for i in ins {
        let o = i.with_extension("out");
        if !o.exists() {
            return Err(format!("{} has no matching {}", i.display(), o.display()));
        }
        pairs.push((i, o));
    }
    Ok(pairs)
}

/// Run `bin` on every sample in `samples_dir` and compare its output with the
/// `.out` file token by token, as judges do (trailing whitespace is not
/// significant). `Err` lists every mismatch.
///
/// An interactive listing's samples are transcripts: the jury plays them
/// back ([`crate::interact::replay`]).
pub fn check_samples(bin: &Path, samples_dir: &Path) -> Result<usize, String> {
    let listing = samples_dir
        .parent()
        .and_then(Path::file_name)
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let pairs = sample_pairs(samples_dir)?;
    if crate::interact::is_interactive(&listing) {
        return crate::interact::replay(&listing, bin, &pairs);
    }
    let mut errors = Vec::new();
    for (i, o) in &pairs {
        let input = std::fs::read_to_string(i).map_err(|e| format!("{}: {e}", i.display()))?;
        let expected = std::fs::read_to_string(o).map_err(|e| format!("{}: {e}", o.display()))?;
        let got = run_limited(bin, &input);
        if !got.success {
            errors.push(format!(
                "{}: the program failed:\n{}",
                i.display(),
                got.stderr
            ));
        } else if normalise(&got.stdout) != normalise(&expected) {
            errors.push(format!(
                "{}: expected\n{}\ngot\n{}",
                i.display(),
                expected.trim_end(),
                got.stdout.trim_end()
            ));
        }
    }
    if errors.is_empty() {
        Ok(pairs.len())
    } else {
        Err(errors.join("\n"))
    }
}

fn normalise(s: &str) -> Vec<&str> {
    s.lines()
        .map(str::trim_end)
        .filter(|l| !l.is_empty())
        .collect()
}

/// The first lines of a (possibly huge) input, for failure messages.
pub fn preview(input: &str) -> String {
    if input.len() <= 400 {
        input.to_string()
    } else {
        format!(
            "{}… ({} bytes)",
            &input[..input
                .char_indices()
                .nth(400)
                .map_or(input.len(), |(i, _)| i)],
            input.len()
        )
    }
}

/// Assert that every sample of the listing whose crate folder is
/// `manifest_dir` (pass `env!("CARGO_MANIFEST_DIR")`) passes through `bin`.
pub fn assert_samples_pass(bin: &Path, manifest_dir: &str) {
    let dir = Path::new(manifest_dir).join("samples");
    if let Err(e) = check_samples(bin, &dir) {
        panic!("{e}");
    }
}

/// Assert that `bin` rejects `input`: exit code 1 and a message on stderr
/// that contains `needle` (what a contestant needs to fix the input).
pub fn assert_rejects(bin: &Path, input: &str, needle: &str) {
    assert_rejects_bytes(bin, input.as_bytes(), needle);
}

/// Assert that `bin` rejects the raw bytes `input` (for example bytes that are
/// not UTF-8): a non-zero exit *code* (not a crash by a signal, not a panic's
/// 101) and a message on stderr that contains `needle`.
pub fn assert_rejects_bytes(bin: &Path, input: &[u8], needle: &str) {
    let out = run_limited_bytes(bin, input);
    let shown = preview(&String::from_utf8_lossy(input));
    assert!(
        !out.success,
        "{shown:?} was accepted; stdout: {}",
        out.stdout
    );
    assert_eq!(
        out.code,
        Some(1),
        "{shown:?}: expected exit code 1 with a message, got {:?}; stderr: {}",
        out.code,
        out.stderr
    );
    assert!(
        out.stderr.contains(needle),
        "{shown:?}: expected a message containing {needle:?}, got: {}",
        out.stderr
    );
}
