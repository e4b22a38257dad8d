//! `probe <cap_ms> <stack_kib> <input> <stdout> <stderr> <program>`: run
//! `program` once with `input` on stdin, its output into the two files, the
//! stack limited to `stack_kib` KiB (as `testkit::run` does for the tests) and
//! the wall time capped at `cap_ms`. Prints one line:
//! `<status> <wall ms> <peak resident KiB>`, status `ok`, `exit:N`,
//! `signal:N` or `timeout`.
//!
//! The peak memory is `ru_maxrss` of the waited-for children, which is this
//! one program: the probe starts nothing else (the shell that sets the stack
//! limit `exec`s the program in its own place).
use std::fs::File;
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// `struct rusage` on 64-bit Linux: two `timeval`s, then 14 `long`s, the
/// first of which is `ru_maxrss` in KiB.
#[repr(C)]
struct Rusage([i64; 18]);

extern "C" {
    fn getrusage(who: i32, usage: *mut Rusage) -> i32;
}

/// `RUSAGE_CHILDREN`: the resources of the waited-for children.
const RUSAGE_CHILDREN: i32 = -1;

fn peak_of_children_kib() -> i64 {
    let mut usage = Rusage([0; 18]);
    // SAFETY: `usage` has the size and layout of `struct rusage` on 64-bit
    // Linux, and getrusage only writes into it.
    let rc = unsafe { getrusage(RUSAGE_CHILDREN, &mut usage) };
    if rc == 0 {
        usage.0[4]
    } else {
        -1
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [cap_ms, stack_kib, input, stdout, stderr, program] = &args[..] else {
        eprintln!("usage: probe <cap_ms> <stack_kib> <input> <stdout> <stderr> <program>");
        std::process::exit(2);
    };
    let cap = Duration::from_millis(cap_ms.parse().expect("cap in ms"));
    let open = |p: &str| File::open(p).unwrap_or_else(|e| panic!("{p}: {e}"));
    let create = |p: &str| File::create(p).unwrap_or_else(|e| panic!("{p}: {e}"));
    let start = Instant::now();
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -s {stack_kib} && exec \"$0\""))
        .arg(program)
        .stdin(Stdio::from(open(input)))
        .stdout(Stdio::from(create(stdout)))
        .stderr(Stdio::from(create(stderr)))
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {program}: {e}"));
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait for the program") {
            break Some(s);
        }
        if start.elapsed() > cap {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let status = match status {
        None => "timeout".to_string(),
        Some(s) if s.success() => "ok".to_string(),
        Some(s) => match (s.code(), s.signal()) {
            (Some(c), _) => format!("exit:{c}"),
            (None, Some(sig)) => format!("signal:{sig}"),
            (None, None) => "exit:?".to_string(),
        },
    };
    println!("{status} {ms:.3} {}", peak_of_children_kib());
}
