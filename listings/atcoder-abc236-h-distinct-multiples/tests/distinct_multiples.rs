//! AtCoder ABC236 H Distinct Multiples: the release binary on the samples,
//! against testkit's enumeration of every sequence on 400 tiny cases (N ≤ 5,
//! M ≤ 40, D_i up to M + 3, so N = 1 and D_i > M too; at most 10^5 sequences
//! each), against
//! inclusion–exclusion over the edge sets of the complete graph on 200 cases
//! with N ≤ 6 and values up to 10^18 (lcms past 2^64), against the O(3^N)
//! recurrence on 60 cases with 7 ≤ N ≤ 16, on the falling factorial when
//! every D_i is equal, at N = 16 within AtCoder's 2 s under a 1 MiB stack, and
//! on bad input.

use std::path::PathBuf;
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};
use testkit::set_power_series::{
    distinct_multiples_by_graphs, distinct_multiples_by_subsets, distinct_multiples_direct,
    falling_factorial, input_distinct_multiples, MOD_236,
};

const E18: u64 = 1_000_000_000_000_000_000;

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_atcoder-abc236-h-distinct-multiples"))
}

fn answer(m: u64, d: &[u64]) -> String {
    output_of(&bin(), &input_distinct_multiples(m, d))
        .trim()
        .to_string()
}

/// A value of D: small, near M, a product of two primes, or anything up to 10^18.
fn big_value(rng: &mut Rng) -> u64 {
    match rng.range(0, 4) {
        0 => rng.range(1, 40),
        1 => E18 - rng.range(0, 1000),
        2 => [274_177, 67_280_421_310_721, 1_000_000_007, 998_244_353][rng.range(0, 3) as usize],
        3 => rng.range(1, 1_000_000_000),
        _ => rng.range(1, E18),
    }
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_every_sequence_on_400_tiny_cases() {
    let seed = seed(2361);
    let mut rng = Rng::new(seed);
    let mut done = 0;
    while done < 400 {
        let n = rng.range(1, 5) as usize;
        let top = [6, 15, 40][rng.range(0, 2) as usize];
        let m = rng.range(1, top);
        let d: Vec<u64> = (0..n).map(|_| rng.range(1, m.min(6) + 3)).collect();
        // The enumeration lists Π ⌊M / D_i⌋ sequences: keep it below 10^5.
        if d.iter().map(|&x| m / x).product::<u64>() > 100_000 {
            continue;
        }
        done += 1;
        assert_eq!(
            answer(m, &d),
            (distinct_multiples_direct(m, &d) % MOD_236).to_string(),
            "M = {m}, D = {d:?} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn agrees_with_inclusion_exclusion_over_graphs_on_200_cases_up_to_1e18() {
    let seed = seed(2362);
    let mut rng = Rng::new(seed);
    for _ in 0..200 {
        let n = rng.range(1, 6) as usize;
        let m = if rng.range(0, 1) == 0 {
            E18
        } else {
            rng.range(1, E18)
        };
        let d: Vec<u64> = (0..n).map(|_| big_value(&mut rng)).collect();
        assert_eq!(
            answer(m, &d),
            distinct_multiples_by_graphs(m, &d).to_string(),
            "M = {m}, D = {d:?} (TEST_SEED={seed})"
        );
    }
    // 274177 · 67280421310721 = 2^64 + 1: an lcm that wraps to 1 in u64.
    let d = [274_177, 67_280_421_310_721];
    assert_eq!(
        answer(E18, &d),
        distinct_multiples_by_graphs(E18, &d).to_string()
    );
    assert_eq!(
        answer(E18, &d),
        ((E18 / d[0]) % MOD_236 * ((E18 / d[1]) % MOD_236) % MOD_236).to_string()
    );
}

#[test]
fn agrees_with_the_subset_recurrence_on_60_cases_with_n_7_to_16() {
    let seed = seed(2363);
    let mut rng = Rng::new(seed);
    for i in 0..60 {
        let n = 7 + i % 10;
        let m = if rng.range(0, 1) == 0 {
            E18
        } else {
            rng.range(1, E18)
        };
        let d: Vec<u64> = (0..n).map(|_| big_value(&mut rng)).collect();
        assert_eq!(
            answer(m, &d),
            distinct_multiples_by_subsets(m, &d).to_string(),
            "M = {m}, D = {d:?} (TEST_SEED={seed})"
        );
    }
    // The first 16 primes: the lcm of all of them exceeds 2^64.
    let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53];
    assert_eq!(
        answer(E18, &primes),
        distinct_multiples_by_subsets(E18, &primes).to_string()
    );
}

#[test]
fn equal_d_give_the_falling_factorial() {
    for n in 1..=16 {
        for (m, dv) in [(E18, 1), (E18, 7), (E18, E18 / 3), (20, 1), (15, 1), (5, 2)] {
            assert_eq!(
                answer(m, &vec![dv; n]),
                falling_factorial(m / dv, n).to_string(),
                "N = {n}, M = {m}, every D_i = {dv}"
            );
        }
    }
}

/// Beyond the statement: N = 1 is ⌊M / D_1⌋, and a D_i above M gives 0.
#[test]
fn n_1_and_d_above_m() {
    assert_eq!(answer(E18, &[3]), (E18 / 3 % MOD_236).to_string());
    assert_eq!(answer(5, &[7]), "0");
    assert_eq!(answer(10, &[1, 11, 2]), "0");
    assert_eq!(answer(E18, &[E18, E18]), "0");
}

/// N = 16, M = 10^18: AtCoder's limit is 2 s.
#[test]
fn n_16_runs_in_1_mib_stack_and_time() {
    let mut rng = Rng::new(seed(2364));
    for d in [
        vec![1u64; 16],
        (0..16).map(|_| rng.range(1, 30)).collect::<Vec<u64>>(),
        (0..16).map(|_| rng.range(1, E18)).collect(),
    ] {
        let out = run_limited(&bin(), &input_distinct_multiples(E18, &d));
        assert!(out.success, "{}", out.stderr);
        out.assert_within_ms(2000, "N = 16, M = 10^18");
        assert_eq!(
            out.stdout.trim(),
            distinct_multiples_by_subsets(E18, &d).to_string(),
            "D = {d:?}"
        );
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0 5\n", "N (\"0\")");
    assert_rejects(&bin(), "17 5\n", "N (\"17\")");
    assert_rejects(&bin(), "99999999999 5\n", "N (\"99999999999\")");
    assert_rejects(&bin(), "2\n", "expected M");
    assert_rejects(&bin(), "2 0\n1 1\n", "M (\"0\")");
    assert_rejects(
        &bin(),
        "2 1000000000000000001\n1 1\n",
        "M (\"1000000000000000001\")",
    );
    assert_rejects(
        &bin(),
        "2 18446744073709551615\n1 1\n",
        "M (\"18446744073709551615\")",
    );
    assert_rejects(&bin(), "3 7\n2 3\n", "expected 3 values D_i, found 2");
    assert_rejects(&bin(), "2 7\n0 3\n", "D_1 (\"0\")");
    assert_rejects(
        &bin(),
        "2 7\n3 1000000000000000001\n",
        "D_2 (\"1000000000000000001\")",
    );
    assert_rejects(&bin(), "2 7\n3 -1\n", "D_2 (\"-1\")");
    assert_rejects(&bin(), "2 7\n3 x\n", "D_2 (\"x\")");
    assert_rejects_bytes(&bin(), b"2 7\n\xff\xfe\n", "not UTF-8");
}
