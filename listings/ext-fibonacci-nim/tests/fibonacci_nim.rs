//! ext-fibonacci-nim: `Second` exactly when the first player loses, otherwise
//! `First x` with x the smallest winning first take — judged by the exhaustive
//! search over states (stones left, largest allowed take) for every n ≤ 300,
//! and by the `u128` Zeckendorf oracle (checked against that search in
//! testkit) up to 2^64 − 1. Every batch is one run.

use std::path::{Path, PathBuf};
use testkit::moore_fibonacci::{expected_fib_line, input_fib, zeckendorf, FibNimTable};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-fibonacci-nim"))
}

/// Run once on `ns`; return the output lines (one per number).
fn run(ns: &[u64]) -> Vec<String> {
    let out = output_of(&bin(), &input_fib(ns));
    let lines: Vec<String> = out.lines().map(str::to_string).collect();
    assert_eq!(lines.len(), ns.len(), "one line per number");
    lines
}

#[test]
fn samples_pass_and_are_right() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
    // Our own sample: its expected output is itself judged by the oracle.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let input = std::fs::read_to_string(dir.join("1.in")).unwrap();
    let expected = std::fs::read_to_string(dir.join("1.out")).unwrap();
    let ns: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let lines: Vec<&str> = expected.lines().collect();
    assert_eq!(lines.len(), ns.len());
    for (&n, line) in ns.iter().zip(lines) {
        assert_eq!(line, expected_fib_line(n), "sample n = {n}");
    }
}

/// For every n ≤ 300: `Second` iff no first take wins (by the exhaustive
/// search over all states), else `First x` with x the least winning take.
#[test]
fn agrees_with_exhaustive_search_for_every_n_up_to_300() {
    let table = FibNimTable::new(300);
    let ns: Vec<u64> = (1..=300).collect();
    for (&n, line) in ns.iter().zip(run(&ns)) {
        let takes = table.winning_first_takes(n as usize);
        let want = match takes.first() {
            None => "Second".to_string(),
            Some(x) => format!("First {x}"),
        };
        assert_eq!(line, want, "n = {n}, winning first takes {takes:?}");
    }
}

/// Fibonacci numbers up to the largest in u64 and their neighbours, powers of
/// ten and of two, and random n of every size, against the Zeckendorf oracle;
/// for each `First x` also the proof's reason it wins: the opponent's state
/// (n − x stones, limit 2x) has its smallest Zeckendorf term above 2x.
#[test]
fn agrees_with_zeckendorf_oracle_up_to_2_pow_64() {
    let seed = seed(1548);
    let mut rng = Rng::new(seed);
    let mut ns: Vec<u64> = vec![1, 2, 3, u64::MAX, u64::MAX - 1];
    let (mut a, mut b) = (1u64, 2u64);
    while let Some(c) = a.checked_add(b) {
        ns.extend([a, a + 1, b - 1]);
        (a, b) = (b, c);
    }
    ns.extend([b - 1, b, b + 1]); // b = 12200160415121876738, the last in u64
    ns.extend((0..64).map(|i| 1u64 << i));
    ns.extend((0..20).map(|i| 10u64.pow(i)));
    for _ in 0..20_000 {
        let bits = rng.range(1, 64);
        ns.push((rng.next_u64() >> (64 - bits)).max(1));
    }
    for (&n, line) in ns.iter().zip(run(&ns)) {
        assert_eq!(line, expected_fib_line(n), "n = {n} (TEST_SEED={seed})");
        if let Some(x) = line.strip_prefix("First ") {
            let x: u64 = x.parse().unwrap();
            assert!(x < n, "n = {n}: the first take may not be everything");
            let rest = n - x;
            let z = *zeckendorf(rest).last().unwrap() as u128;
            assert!(
                z > 2 * x as u128,
                "n = {n}, x = {x}: the opponent could win"
            );
        }
    }
}

/// 2·10^5 numbers of 20 digits under a 1 MiB stack, within 1 s.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(1549);
    let mut rng = Rng::new(seed);
    let ns: Vec<u64> = (0..200_000)
        .map(|_| rng.range(10_000_000_000_000_000_000, u64::MAX))
        .collect();
    let out = run_limited(&bin(), &input_fib(&ns));
    assert!(out.success, "TEST_SEED={seed}: {}", out.stderr);
    out.assert_within_ms(1000, "2·10^5 numbers near 2^64");
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), ns.len());
    for (&n, line) in ns.iter().zip(&lines).step_by(101) {
        assert_eq!(*line, expected_fib_line(n), "n = {n} (TEST_SEED={seed})");
    }
}

#[test]
fn empty_input_gives_empty_output() {
    assert_eq!(output_of(&bin(), ""), "");
    assert_eq!(output_of(&bin(), "\n \n"), "");
}

#[test]
fn bad_input_gets_a_clear_message() {
    let b = bin();
    assert_rejects(&b, "0\n", "number 1: a heap must have at least 1 stone");
    assert_rejects(&b, "5\nx\n", "number 2");
    assert_rejects(&b, "-1\n", "number 1");
    assert_rejects(&b, "3.5\n", "number 1");
    assert_rejects(&b, "18446744073709551616\n", "number 1");
    assert_rejects(&b, "99999999999999999999999\n", "number 1");
    assert_rejects_bytes(&b, b"7\n\xff\xfe\n", "not valid UTF-8");
}
