//! The runner really limits the stack and the sample check really compares.

use std::path::PathBuf;
use testkit::run::*;

fn deep_recursion() -> PathBuf {
    // Built by cargo for this package's tests.
    PathBuf::from(env!("CARGO_BIN_EXE_deep-recursion"))
}

/// Both ways of giving the stack: this process's own limit lowered around
/// the spawn, then (as xtask does) through the shell.
#[test]
fn stack_limit_bites_on_deep_recursion() {
    limit_bites();
    limits_through_the_shell();
    limit_bites();
}

fn limit_bites() {
    // 200 000 frames of at least 64 bytes: fits in 64 MiB, not in 1 MiB.
    let limited = run_with_stack(&deep_recursion(), "200000", STACK_KIB);
    assert!(
        !limited.success,
        "deep recursion survived a 1 MiB stack: the limit is not applied"
    );
    let roomy = run_with_stack(&deep_recursion(), "200000", 64 * 1024);
    assert!(
        roomy.success,
        "deep recursion failed even with 64 MiB: {}",
        roomy.stderr
    );
    assert_eq!(roomy.stdout.trim(), "200000");
}

#[test]
fn sample_check_reports_a_wrong_answer() {
    let dir = std::env::temp_dir().join(format!("testkit-samples-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // deep-recursion prints the depth it reached.
    std::fs::write(dir.join("1.in"), "10").unwrap();
    std::fs::write(dir.join("1.out"), "10\n").unwrap();
    assert_eq!(check_samples(&deep_recursion(), &dir), Ok(1));
    std::fs::write(dir.join("1.out"), "11\n").unwrap();
    assert!(check_samples(&deep_recursion(), &dir).is_err());
    std::fs::remove_file(dir.join("1.out")).unwrap();
    assert!(check_samples(&deep_recursion(), &dir)
        .unwrap_err()
        .contains("no matching"));
}
