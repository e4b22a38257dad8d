//! Luogu P3455: the release binary on the sample, against a gcd for every
//! pair (a, b ≤ 60, every d), at the judge's limits (50 000 queries with
//! a, b ≤ 50 000) under a 1 MiB stack against the exact-gcd table solved from
//! the multiples down, and on bad input.

use std::path::PathBuf;
use testkit::counting::{gcd_pairs_by_multiples, gcd_pairs_direct, input_3455};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_luogu-3455-zap-queries"))
}

type Query = (u64, u64, u64);

fn check(queries: &[Query], want: impl Fn(&Query) -> u64, seed: u64) {
    let out = output_of(&bin(), &input_3455(queries));
    let got: Vec<&str> = out.lines().collect();
    assert_eq!(got.len(), queries.len(), "one line per query");
    for (q, g) in queries.iter().zip(got) {
        assert_eq!(g, want(q).to_string(), "{q:?} (TEST_SEED={seed})");
    }
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Every (a, b) with a, b ≤ 40 and every d ≤ min(a, b) + 1 (d past the range
/// gives 0), in one run: 23 740 queries, each against a gcd per pair.
#[test]
fn agrees_with_a_gcd_for_every_pair_up_to_40() {
    let mut queries: Vec<Query> = Vec::new();
    for a in 1..=40 {
        for b in 1..=40 {
            for d in 1..=a.min(b) + 1 {
                queries.push((a, b, d));
            }
        }
    }
    check(&queries, |&(a, b, d)| gcd_pairs_direct(a, b, d), 0);
}

/// 600 random queries with a, b ≤ 300 against a gcd per pair.
#[test]
fn agrees_with_a_gcd_for_every_pair_on_random_queries() {
    let seed = seed(3455);
    let mut rng = Rng::new(seed);
    let queries: Vec<Query> = (0..600)
        .map(|_| {
            let (a, b) = (rng.range(1, 300), rng.range(1, 300));
            (a, b, rng.range(1, a.min(b)))
        })
        .collect();
    check(&queries, |&(a, b, d)| gcd_pairs_direct(a, b, d), seed);
}

/// The judge's limits: 50 000 queries with a, b ≤ 50 000 (half of them with
/// d = 1, the largest tables), in 1 s under a 1 MiB stack; every 250th query
/// against the exact-gcd table, and a = b = 50 000, d = 1 against it too.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(34550);
    let mut rng = Rng::new(seed);
    let mut queries: Vec<Query> = (0..50_000)
        .map(|i| {
            let (a, b) = (rng.range(1, 50_000), rng.range(1, 50_000));
            let d = if i % 2 == 0 {
                1
            } else {
                rng.range(1, a.min(b))
            };
            (a, b, d)
        })
        .collect();
    queries[0] = (50_000, 50_000, 1);
    let out = run_limited(&bin(), &input_3455(&queries));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(1000, "50 000 queries");
    let got: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(got.len(), queries.len());
    for (q, g) in queries.iter().zip(got).step_by(250) {
        let (a, b, d) = *q;
        assert_eq!(
            g,
            gcd_pairs_by_multiples(a, b, d).to_string(),
            "{q:?} (TEST_SEED={seed})"
        );
    }
}

/// Beyond the statement: a, b up to 10^7, d larger than a or b.
#[test]
fn beyond_the_statement() {
    let queries = [
        (10_000_000, 9_999_991, 1),
        (10_000_000, 10_000_000, 7),
        (5, 3, 4),
        (5, 3, 99),
    ];
    check(&queries, |&(a, b, d)| gcd_pairs_by_multiples(a, b, d), 0);
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "input ended before n");
    assert_rejects(&bin(), "2\n4 5 2\n", "input ended before a of query 2");
    assert_rejects(&bin(), "1\n4 5 0\n", "d of query 1 (\"0\")");
    assert_rejects(&bin(), "1\n0 5 1\n", "a of query 1 (\"0\")");
    assert_rejects(&bin(), "1\n4 10000001 1\n", "b of query 1");
    assert_rejects(&bin(), "1\n4 x 1\n", "b of query 1 (\"x\")");
    assert_rejects(
        &bin(),
        "99999999999\n4 5 2\n",
        "input ended before a of query 2",
    );
    assert_rejects(
        &bin(),
        "18446744073709551615\n",
        "input ended before a of query 1",
    );
    assert_rejects_bytes(&bin(), b"1\n\xff\xfe\n", "not UTF-8");
}
