//! HDU 1848: the release binary on the sample, against an exhaustive search of
//! the whole 3-heap game, and at large inputs under a 1 MiB stack.

use std::path::PathBuf;
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
    run_limited_memory,
};
use testkit::sg::{input_1848, FibonacciBySg, FibonacciOracle};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_hdu-1848-fibonacci-sg"))
}

fn expect_lines(input: &str, want: &[&str], what: &str) {
    let got = output_of(&bin(), input);
    let got: Vec<&str> = got.lines().collect();
    assert_eq!(got.len(), want.len(), "{what}: number of answers");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert_eq!(g, w, "{what}: case {}", i + 1);
    }
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// All 12^3 = 1728 triples with heaps 1..=12 in one run (the format allows
/// many cases), each answer from a search of the whole 3-heap game.
#[test]
fn agrees_with_exhaustive_search_on_all_triples_up_to_12() {
    let mut oracle = FibonacciOracle::default();
    let mut cases = Vec::new();
    for a in 1..=12 {
        for b in 1..=12 {
            for c in 1..=12 {
                cases.push([a, b, c]);
            }
        }
    }
    let want: Vec<&str> = cases.iter().map(|&c| oracle.answer(c)).collect();
    expect_lines(&input_1848(&cases), &want, "triples ≤ 12");
}

/// Random triples up to the limit 1000: one heap's SG value by the exhaustive
/// single-heap solver, combined by xor (the SG theorem, checked in testkit).
#[test]
fn agrees_with_sg_oracle_on_random_large_triples() {
    let seed = seed(1848);
    let mut rng = Rng::new(seed);
    let oracle = FibonacciBySg::new(1000);
    let cases: Vec<[u32; 3]> = (0..2000)
        .map(|i| {
            let a = rng.range(1, 1000) as u32;
            let b = rng.range(1, 1000) as u32;
            // Every third case has two equal heaps, so a third heap with SG 0
            // makes a P-position and both answers occur often.
            if i % 3 == 0 {
                [a, a, b]
            } else {
                [a, b, rng.range(1, 1000) as u32]
            }
        })
        .collect();
    let want: Vec<&str> = cases.iter().map(|&c| oracle.answer(c)).collect();
    expect_lines(
        &input_1848(&cases),
        &want,
        &format!("random (TEST_SEED={seed})"),
    );
}

#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(18480);
    let mut rng = Rng::new(seed);
    let oracle = FibonacciBySg::new(1000);
    let cases: Vec<[u32; 3]> = (0..100_000)
        .map(|_| [0; 3].map(|_: u32| rng.range(1, 1000) as u32))
        .collect();
    let out = run_limited(&bin(), &input_1848(&cases));
    assert!(out.success, "failed (TEST_SEED={seed}): {}", out.stderr);
    let got: Vec<&str> = out.stdout.lines().collect();
    let want: Vec<&str> = cases.iter().map(|&c| oracle.answer(c)).collect();
    assert_eq!(got, want, "TEST_SEED={seed}");
    out.assert_within_ms(1000, "the run");
}

/// Answers come as the lines are read and only the SG table is kept: two
/// million lines (over 16 MiB of input) run with the address space limited to
/// 16 MiB; and nothing after `0 0 0` is read, not even bytes that are not UTF-8.
#[test]
fn two_million_lines_stream_in_16_mib() {
    let seed = seed(18481);
    let mut rng = Rng::new(seed);
    let oracle = FibonacciBySg::new(1000);
    let cases: Vec<[u32; 3]> = (0..2_000_000)
        .map(|_| [0; 3].map(|_: u32| rng.range(1, 1000) as u32))
        .collect();
    let mut input = input_1848(&cases).into_bytes();
    assert!(input.len() > 16 << 20);
    input.extend_from_slice(b"\xff\xfe\n");
    let out = run_limited_memory(&bin(), &input, 16 << 10);
    assert!(out.success, "TEST_SEED={seed}: {}", out.stderr);
    let got: Vec<&str> = out.stdout.lines().collect();
    let want: Vec<&str> = cases.iter().map(|&c| oracle.answer(c)).collect();
    assert_eq!(got, want, "TEST_SEED={seed}");
}

/// The last number need not be followed by a newline, wherever it starts.
#[test]
fn input_may_end_without_a_newline() {
    expect_lines("1 4 1", &["Nacci"], "no newline");
    expect_lines("1 4   1", &["Nacci"], "spaces, no newline");
    expect_lines(
        "1 1 1\n  0 0 0",
        &["Fibo"],
        "indented terminator, no newline",
    );
}

#[test]
fn input_stops_at_0_0_0_or_at_the_end() {
    expect_lines("1 1 1\n0 0 0\n1 4 1\n", &["Fibo"], "after 0 0 0");
    expect_lines("1 4 1\n", &["Nacci"], "no terminator");
    expect_lines("0 0 0\n", &[], "only the terminator");
    // Only the all-zero line ends the input; a single 0 is an empty heap.
    expect_lines("0 1 2\n0 3 0\n0 0 0\n", &["Fibo", "Fibo"], "zero heaps");
}

#[test]
fn bad_input_gets_a_clear_message() {
    let cases = [
        ("1 2\n", "case 1: expected 3 heap sizes, found 2"),
        ("1 1 1\n2 x 3\n0 0 0\n", "case 2"),
        ("5 5 9999999\n0 0 0\n", "exceeds"),
    ];
    for (input, msg) in cases {
        assert_rejects(&bin(), input, msg);
    }
}

/// Heaps up to 10^6 are accepted (the statement's limit is 1000): two equal
/// heaps of 10^6 and an empty one have SG sum 0, so the first player loses.
#[test]
fn largest_accepted_heap_is_one_million() {
    assert_eq!(
        output_of(&bin(), "1000000 1000000 0\n0 0 0\n").trim(),
        "Nacci"
    );
    assert_rejects(&bin(), "1000001 1 1\n0 0 0\n", "exceeds");
}

/// An absurd count reaches the listing's own message (no allocation of that
/// size is attempted), and bytes that are not UTF-8 are bad input too: exit
/// code 1 and a message, never a panic or an abort.
#[test]
fn absurd_counts_and_bytes_that_are_not_utf8_are_rejected() {
    assert_rejects(
        &bin(),
        "99999999999 1 2\n0 0 0\n",
        "case 1: heap 99999999999 exceeds 1000000",
    );
    assert_rejects(
        &bin(),
        "1 2 18446744073709551615\n",
        "case 1: heap 18446744073709551615 exceeds",
    );
    assert_rejects_bytes(
        &bin(),
        b"1 1 1\n\xff\xfe\n0 0 0\n",
        "line 2 is not UTF-8 text",
    );
    assert_rejects_bytes(&bin(), b"\xc3", "line 1 is not UTF-8 text");
}
