//! The workshop's few ways of running a command and saying what happens, shared
//! by `xtask` and the crates it drives (judge, pagetest, bench), so every
//! progress line looks the same.

use std::process::{Command, Stdio};

/// `cargo` as the caller was run by (`$CARGO`), else from `PATH`.
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

/// A warning that must not pass unseen: red on a terminal and in CI logs.
pub fn warn(msg: &str) {
    eprintln!("\x1b[1;31m[xtask] warning: {msg}\x1b[0m");
}
