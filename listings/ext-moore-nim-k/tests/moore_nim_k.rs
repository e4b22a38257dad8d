//! ext-moore-nim-k: `Lose` exactly at a P-position, and otherwise a legal move
//! (1..=k heaps, each strictly lowered) that lands on a P-position — judged by
//! the exhaustive search on small positions and by the digit rule (itself
//! checked against the search in testkit) on big ones. Every batch is one run.

use std::path::{Path, PathBuf};
use testkit::game::all_lists_of;
use testkit::moore_fibonacci::{
    check_moore_line, digit_rule_p, input_moore, random_p_position, NimKOracle,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-moore-nim-k"))
}

/// Run once on `cases` and check every line with `is_p`.
fn run_and_check(cases: &[(u64, Vec<u64>)], is_p: &mut dyn FnMut(u64, &[u64]) -> bool, what: &str) {
    let out = output_of(&bin(), &input_moore(cases));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), cases.len(), "{what}: one line per case");
    for ((k, heaps), line) in cases.iter().zip(&lines) {
        let mut judge = |h: &[u64]| is_p(*k, h);
        check_moore_line(heaps, *k, line, &mut judge).unwrap_or_else(|e| panic!("{what}: {e}"));
    }
}

/// The exhaustive search as a judge, one solver per k.
fn exhaustive_judge() -> impl FnMut(u64, &[u64]) -> bool {
    let mut solvers: Vec<NimKOracle> = Vec::new();
    move |k, heaps| {
        while solvers.len() < k as usize {
            solvers.push(NimKOracle::new(solvers.len() + 1));
        }
        let small: Vec<u32> = heaps
            .iter()
            .map(|&h| u32::try_from(h).expect("small heaps"))
            .collect();
        solvers[k as usize - 1].is_p(&small)
    }
}

#[test]
fn samples_pass_and_are_right() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
    // Our own sample: its expected output is itself judged by the oracle.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let input = std::fs::read_to_string(dir.join("1.in")).unwrap();
    let expected = std::fs::read_to_string(dir.join("1.out")).unwrap();
    let nums: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut lines = expected.lines();
    let mut judge = exhaustive_judge();
    let mut at = 1;
    for _ in 0..nums[0] {
        let (n, k) = (nums[at] as usize, nums[at + 1]);
        let heaps = &nums[at + 2..at + 2 + n];
        at += 2 + n;
        let line = lines.next().expect("a line per case");
        let mut j = |h: &[u64]| judge(k, h);
        check_moore_line(heaps, k, line, &mut j).unwrap_or_else(|e| panic!("sample: {e}"));
    }
    assert!(lines.next().is_none());
}

/// All ordered positions of up to 4 heaps of ≤ 7 for k = 1, 2, 3 (4680 each)
/// and of up to 5 heaps of ≤ 3 for k = 1..=5 (1364 each).
#[test]
fn agrees_with_exhaustive_search_k2_up_to_4_heaps_of_7_and_k3_up_to_5_heaps_of_3() {
    let mut cases = Vec::new();
    for k in 1..=3u64 {
        for p in all_lists_of(4, 0..=7) {
            cases.push((k, p.iter().map(|&h| h as u64).collect::<Vec<u64>>()));
        }
    }
    assert_eq!(cases.len(), 3 * (8 + 64 + 512 + 4096));
    for k in 1..=5u64 {
        for p in all_lists_of(5, 0..=3) {
            cases.push((k, p.iter().map(|&h| h as u64).collect()));
        }
    }
    let mut judge = exhaustive_judge();
    run_and_check(&cases, &mut judge, "exhaustive");
}

/// Heaps anywhere in u64, k from 1 to past n (and u64::MAX); half the cases
/// forced to P-positions so that `Lose` is exercised as often as `Win`.
#[test]
fn moves_land_on_p_positions_for_random_big_heaps() {
    let seed = seed(15);
    let mut rng = Rng::new(seed);
    let mut cases = Vec::new();
    for c in 0..3000 {
        let n = rng.range(1, 24) as usize;
        let k = match c % 5 {
            0 => u64::MAX,
            _ => rng.range(1, n as u64 + 2),
        };
        let bits = rng.range(1, 64) as u32;
        let heaps = if c % 2 == 0 {
            random_p_position(&mut rng, n, k, bits)
        } else {
            (0..n).map(|_| rng.next_u64() >> (64 - bits)).collect()
        };
        cases.push((k, heaps));
    }
    let mut judge = |k: u64, h: &[u64]| digit_rule_p(h, k.min(h.len() as u64));
    run_and_check(&cases, &mut judge, &format!("random (TEST_SEED={seed})"));
}

/// 10^5 heaps of up to 2^64 − 1 in one case, and 5·10^4 cases of 10 heaps, under
/// a 1 MiB stack and within 1 s each.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(150);
    let mut rng = Rng::new(seed);
    let judge = |k: u64, h: &[u64]| digit_rule_p(h, k.min(h.len() as u64));
    for (i, k) in [1u64, 2, 7, 1000].into_iter().enumerate() {
        let heaps = if i % 2 == 0 {
            random_p_position(&mut rng, 100_000, k, 64)
        } else {
            (0..100_000).map(|_| rng.next_u64()).collect()
        };
        let cases = vec![(k, heaps)];
        let out = run_limited(&bin(), &input_moore(&cases));
        assert!(out.success, "k = {k} (TEST_SEED={seed}): {}", out.stderr);
        out.assert_within_ms(1000, &format!("10^5 heaps, k = {k}"));
        let mut j = |h: &[u64]| judge(k, h);
        check_moore_line(&cases[0].1, k, out.stdout.trim(), &mut j).unwrap_or_else(|e| {
            panic!(
                "TEST_SEED={seed}: {}",
                e.chars().take(300).collect::<String>()
            )
        });
    }
    let cases: Vec<(u64, Vec<u64>)> = (0..50_000)
        .map(|_| (rng.range(1, 4), (0..10).map(|_| rng.next_u64()).collect()))
        .collect();
    let out = run_limited(&bin(), &input_moore(&cases));
    assert!(out.success, "5·10^4 cases: {}", out.stderr);
    out.assert_within_ms(1000, "5·10^4 cases of 10 heaps");
    for ((k, heaps), line) in cases.iter().zip(out.stdout.lines()).step_by(97) {
        let mut j = |h: &[u64]| judge(*k, h);
        check_moore_line(heaps, *k, line, &mut j).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    let b = bin();
    assert_rejects(&b, "", "the number of cases T");
    assert_rejects(&b, "1\n3 1\n1 2\n", "case 1: heap 3");
    assert_rejects(&b, "1\n2 x\n1 2\n", "case 1: k");
    assert_rejects(&b, "1\n0 1\n", "n must be at least 1");
    assert_rejects(&b, "1\n2 0\n1 2\n", "k must be at least 1");
    assert_rejects(&b, "1\n1 1\n-1\n", "case 1: heap 1");
    assert_rejects(&b, "1\n1 1\n18446744073709551616\n", "case 1: heap 1");
    assert_rejects(&b, "2\n1 1\n5\n", "case 2: n");
    // Absurd counts reach the message, not an allocation failure.
    assert_rejects(&b, "99999999999\n1 1\n1\n", "case 2: n");
    assert_rejects(&b, "1\n18446744073709551615 1\n1 2\n", "case 1: heap 3");
    assert_rejects_bytes(&b, b"1\n2 1\n\xff\xfe\n", "not valid UTF-8");
}
