//! AtCoder ABC212 H Nim Counting: the release binary on the samples, against
//! testkit's enumeration of every sequence (K^N ≤ 4^7) on 300 random small
//! cases, against its table over the xor value on 100 cases with N ≤ 300 and
//! heaps below 2^6 and at N = 2·10^5 with heaps below 2^3, against the
//! recurrence for all 2^16 − 1 heap sizes at N = 2·10^5 within AtCoder's 2 s
//! under a 1 MiB stack, and on bad input.

use std::path::PathBuf;
use testkit::lattices::{
    input_nim_counting, nim_counting_all_sizes, nim_counting_by_table, nim_counting_direct,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_atcoder-abc212-h-nim-counting"))
}

fn answer(n: u64, heaps: &[u64]) -> String {
    output_of(&bin(), &input_nim_counting(n, heaps))
        .trim()
        .to_string()
}

/// K distinct heap sizes in 1..=max.
fn distinct(rng: &mut Rng, k: usize, max: u64) -> Vec<u64> {
    let mut heaps: Vec<u64> = Vec::new();
    while heaps.len() < k {
        let a = rng.range(1, max);
        if !heaps.contains(&a) {
            heaps.push(a);
        }
    }
    heaps
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_the_enumeration_on_300_small_cases() {
    let seed = seed(2121);
    let mut rng = Rng::new(seed);
    for _ in 0..300 {
        let max = [3, 15, 65_535][rng.range(0, 2) as usize];
        let k = rng.range(1, 4.min(max)) as usize;
        let n = rng.range(1, 7);
        let heaps = distinct(&mut rng, k, max);
        assert_eq!(
            answer(n, &heaps),
            nim_counting_direct(n, &heaps).to_string(),
            "N = {n}, heaps {heaps:?} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn agrees_with_the_table_on_100_cases_and_at_n_2e5() {
    let seed = seed(2122);
    let mut rng = Rng::new(seed);
    for _ in 0..100 {
        let k = rng.range(1, 63) as usize;
        let n = rng.range(1, 300);
        let heaps = distinct(&mut rng, k, 63);
        assert_eq!(
            answer(n, &heaps),
            nim_counting_by_table(n, &heaps).to_string(),
            "N = {n}, heaps {heaps:?} (TEST_SEED={seed})"
        );
    }
    // F(s) = 1 for some s (one heap size; or sizes 1, 2, 3 where F(0) = 3
    // and the others are −1): the geometric series with ratio 1.
    for heaps in [vec![1], vec![1, 2, 3], vec![1, 2, 3, 4, 5, 6, 7], vec![5]] {
        assert_eq!(
            answer(200_000, &heaps),
            nim_counting_by_table(200_000, &heaps).to_string(),
            "N = 2·10^5, heaps {heaps:?}"
        );
    }
}

/// Every heap size 1..2^16 (K = 2^16 − 1), N = 2·10^5: AtCoder's limit is 2 s.
#[test]
fn every_heap_size_at_n_2e5_runs_in_1_mib_stack_and_time() {
    let heaps: Vec<u64> = (1..1 << 16).collect();
    let input = input_nim_counting(200_000, &heaps);
    let out = run_limited(&bin(), &input);
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(2000, "N = 2·10^5, K = 65535");
    assert_eq!(
        out.stdout.trim(),
        nim_counting_all_sizes(200_000).to_string()
    );
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0 1\n1\n", "N (\"0\")");
    assert_rejects(&bin(), "200001 1\n1\n", "N (\"200001\")");
    assert_rejects(&bin(), "2\n", "expected K");
    assert_rejects(&bin(), "2 0\n", "K (\"0\")");
    assert_rejects(&bin(), "2 65536\n", "K (\"65536\")");
    assert_rejects(&bin(), "2 2\n1\n", "expected 2 values A_i, found 1");
    assert_rejects(&bin(), "2 2\n1 65536\n", "A_2 (\"65536\")");
    assert_rejects(&bin(), "2 2\n0 1\n", "A_1 (\"0\")");
    assert_rejects(&bin(), "2 2\n3 3\n", "A_2 = 3 appears twice");
    assert_rejects(&bin(), "2 1\n-1\n", "A_1 (\"-1\")");
    assert_rejects_bytes(&bin(), b"2 1\n\xff\n", "not UTF-8");
}
