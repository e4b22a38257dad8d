//! nim_product_64 at the judge's limit (T = 10^6 pairs below 2^64) under a
//! 1 MiB stack, alone in its test binary. The product must cost at most twice
//! the reading: the run on random pairs takes under 3× the run on the same
//! bytes with every A written as zeros (0 ⊗ B costs nothing), which is the
//! binary reading, parsing and printing that input.

use std::path::PathBuf;
use testkit::nimbers::NimBits;
use testkit::rng::{seed, Rng};
use testkit::run::run_limited;

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_library-checker-nim-product-64"))
}

#[test]
fn limit_input_runs_in_1_mib_stack_within_3_times_the_reading() {
    let seed = seed(1_000_000);
    let mut rng = Rng::new(seed);
    let pairs: Vec<(u64, u64)> = (0..1_000_000)
        .map(|_| (rng.next_u64(), rng.next_u64()))
        .collect();
    let (mut full, mut zeros) = (String::from("1000000\n"), String::from("1000000\n"));
    for &(a, b) in &pairs {
        let a = a.to_string();
        full.push_str(&format!("{a} {b}\n"));
        zeros.push_str(&format!("{} {b}\n", "0".repeat(a.len())));
    }
    assert_eq!(full.len(), zeros.len());
    let bits = NimBits::new();
    let mut best = (u128::MAX, u128::MAX);
    for _ in 0..3 {
        let out = run_limited(&bin(), &full);
        assert!(out.success, "TEST_SEED={seed}: {}", out.stderr);
        for (k, line) in out.stdout.lines().enumerate().step_by(997) {
            let (a, b) = pairs[k];
            assert_eq!(
                line,
                bits.mul(a, b).to_string(),
                "pair {k} (TEST_SEED={seed})"
            );
        }
        out.assert_within_ms(10_000, "T = 10^6");
        let read = run_limited(&bin(), &zeros);
        assert!(read.success && read.stdout.lines().all(|l| l == "0"));
        best = (
            best.0.min(out.elapsed.as_millis()),
            best.1.min(read.elapsed.as_millis()),
        );
    }
    eprintln!(
        "T = 10^6: {} ms; reading the same bytes: {} ms",
        best.0, best.1
    );
    assert!(
        best.0 < 3 * best.1.max(1),
        "{} ms is not within 3× the reading ({} ms)",
        best.0,
        best.1
    );
}
