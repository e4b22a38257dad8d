//! POJ 1067: the release binary on the samples, on every position with heaps
//! ≤ 300 (exhaustive search), on the first 10^5 P-positions (mex construction),
//! and where floating point goes wrong (Fibonacci k and every k ≤ 10^9 at which
//! f64 fails), judged by the square-root-free oracle; plus all-u64 edge cases,
//! the time limit and bad input. Every multi-position check is one run.

use std::path::{Path, PathBuf};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
    run_limited_memory,
};
use testkit::wythoff::{
    answer_1067, fibonacci_up_to, floor_k_phi, input_lines, is_p_position, largest_k_in_u64,
    p_pairs_by_mex, p_position_and_neighbours, random_position, Exhaustive,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_poj-1067-wythoff"))
}

/// Run the listing once on all `positions` and compare every line with `want`.
fn check_batch(positions: &[(u64, u64)], want: impl Fn(u64, u64) -> bool, what: &str) {
    let out = output_of(&bin(), &input_lines(positions));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines.len(),
        positions.len(),
        "{what}: one line per position"
    );
    for (&(a, b), got) in positions.iter().zip(&lines) {
        let expected = answer_1067(want(a, b));
        assert_eq!(got.trim(), expected, "{what}: position ({a}, {b})");
    }
}

/// The k from `tests/data/f64-failures.txt` (comment lines start with `#`),
/// with the exact and the f64 value of ⌊kφ⌋ recorded there.
fn float_failures() -> Vec<(u64, u64, u64)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/f64-failures.txt");
    let text = std::fs::read_to_string(&path).expect("read the f64 failure data");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let v: Vec<u64> = l
                .split_ascii_whitespace()
                .map(|t| t.parse().expect("number in the data file"))
                .collect();
            assert_eq!(v.len(), 3, "line {l:?}");
            (v[0], v[1], v[2])
        })
        .collect()
}

/// The foil: the notes' program, `N == int(cof*(M-N))` with N ≤ M and
/// `cof = (1+sqrt(5))/2` in f64. It must FAIL on the failure data.
fn float_first_player_wins(a: u64, b: u64) -> bool {
    let (n, m) = if a <= b { (a, b) } else { (b, a) };
    let cof = (1.0 + 5f64.sqrt()) / 2.0;
    n != (cof * (m - n) as f64) as u64
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_exhaustive_search_on_all_positions_up_to_300() {
    let table = Exhaustive::new(300);
    let positions: Vec<(u64, u64)> = (0..=300u64)
        .flat_map(|a| (0..=300u64).map(move |b| (a, b)))
        .collect();
    assert_eq!(positions.len(), 90_601);
    check_batch(
        &positions,
        |a, b| !table.is_lost(a as usize, b as usize),
        "exhaustive ≤ 300",
    );
}

#[test]
fn agrees_with_mex_construction_on_first_100000_p_positions() {
    let mut positions = Vec::new();
    for (a, b) in p_pairs_by_mex(100_000) {
        // The pair in both orders is P; one more stone in either heap is N,
        // because each number lies in exactly one P-pair.
        positions.extend([(a, b), (b, a), (a + 1, b), (a, b + 1)]);
    }
    let mut p = std::collections::HashSet::new();
    for (a, b) in p_pairs_by_mex(100_000) {
        p.insert((a, b));
        p.insert((b, a));
    }
    check_batch(&positions, |a, b| !p.contains(&(a, b)), "mex pairs");
}

#[test]
fn exact_where_f64_fails_and_at_every_fibonacci_k_up_to_1e18() {
    let failures = float_failures();
    let mut ks: Vec<u64> = failures.iter().map(|f| f.0).collect();
    ks.extend(fibonacci_up_to(1_000_000_000_000_000_000));
    let mut positions = Vec::new();
    for &k in &ks {
        positions.extend(p_position_and_neighbours(k));
    }
    check_batch(&positions, |a, b| !is_p_position(a, b), "float-failure k");
    // The first failing k, named in the chapter: the listing says 0 there.
    assert_eq!(failures[0].0, 102_334_155);
    let out = output_of(&bin(), "165580140 267914295\n165580141 267914296\n");
    assert_eq!(out, "0\n1\n");
}

#[test]
fn float_foil_fails_the_failure_data_but_passes_the_small_tests() {
    let failures = float_failures();
    assert_eq!(failures.len(), 95, "count of f64-failing k ≤ 10^9");
    for &(k, exact, f) in &failures {
        // The data file is right about the exact value and about f64.
        assert_eq!(floor_k_phi(k), exact as u128, "k = {k}");
        assert_eq!(
            ((k as f64) * ((1.0 + 5f64.sqrt()) / 2.0)).floor() as u64,
            f,
            "k = {k}"
        );
        assert_ne!(exact, f, "k = {k} is not a failure");
        // The foil misjudges both the P-position and the float's "P-position".
        assert!(float_first_player_wins(exact, exact + k), "k = {k}");
        assert!(!float_first_player_wins(f, f + k), "k = {k}");
    }
    // The same foil passes everything a small or random test would try.
    let table = Exhaustive::new(300);
    for a in 0..=300u64 {
        for b in 0..=300u64 {
            let want = !table.is_lost(a as usize, b as usize);
            assert_eq!(float_first_player_wins(a, b), want, "({a}, {b})");
        }
    }
    for (a, b) in p_pairs_by_mex(100_000) {
        assert!(!float_first_player_wins(a, b), "({a}, {b})");
    }
    let seed = seed(1067);
    let mut rng = Rng::new(seed);
    for _ in 0..100_000 {
        let (a, b) = (rng.range(0, 1_000_000_000), rng.range(0, 1_000_000_000));
        let want = !is_p_position(a, b);
        assert_eq!(
            float_first_player_wins(a, b),
            want,
            "({a}, {b}) TEST_SEED={seed}"
        );
    }
}

#[test]
fn exact_for_all_u64_inputs() {
    let k = largest_k_in_u64();
    let mut positions = p_position_and_neighbours(k);
    positions.extend(p_position_and_neighbours(k + 1)); // (a, a + k) leaves u64
    positions.extend([
        (0, 0),
        (0, 1),
        (1, 2),
        (0, u64::MAX),
        (u64::MAX, u64::MAX),
        (u64::MAX - 1, u64::MAX),
    ]);
    let seed = seed(10670);
    let mut rng = Rng::new(seed);
    for _ in 0..20_000 {
        positions.push(random_position(&mut rng, u64::MAX));
    }
    let out = output_of(&bin(), &input_lines(&positions));
    for (&(a, b), got) in positions.iter().zip(out.lines()) {
        let want = answer_1067(!is_p_position(a, b));
        assert_eq!(got, want, "({a}, {b}) TEST_SEED={seed}");
    }
    assert_eq!(out.lines().count(), positions.len());
}

/// The products of the test come closest to 2^128 at the top of u64: the last
/// P-positions that fit (every k within 200 of the largest), heaps near 2^64
/// with a small difference (m·s and (m + 1)(s + 1) near 2^128) and a small
/// heap against 2^64 − 1 (k near 2^64).
#[test]
fn exact_at_the_edges_near_2_pow_64() {
    let top = largest_k_in_u64();
    let mut positions = Vec::new();
    for k in top - 200..=top + 1 {
        positions.extend(p_position_and_neighbours(k));
    }
    for j in 0..300u64 {
        positions.push((u64::MAX - j, u64::MAX));
        positions.push((u64::MAX, u64::MAX - j));
        positions.push((u64::MAX - 300 - j, u64::MAX - j));
        positions.push((j, u64::MAX));
        positions.push((u64::MAX - j, j));
    }
    check_batch(&positions, |a, b| !is_p_position(a, b), "edges near 2^64");
}

/// Peak memory must not grow with the number of lines: a million lines (about
/// 20 MB of input, which the program could not hold) run with the address
/// space limited to 16 MiB.
#[test]
fn a_million_lines_stream_in_16_mib() {
    let seed = seed(10674);
    let mut rng = Rng::new(seed);
    let positions: Vec<(u64, u64)> = (0..1_000_000)
        .map(|_| random_position(&mut rng, 1_000_000_000))
        .collect();
    let input = input_lines(&positions);
    assert!(input.len() > 16 << 20);
    let out = run_limited_memory(&bin(), input.as_bytes(), 16 << 10);
    assert!(out.success, "TEST_SEED={seed}: {}", out.stderr);
    assert_eq!(out.stdout.lines().count(), positions.len());
    for (&(a, b), got) in positions.iter().zip(out.stdout.lines()) {
        let want = answer_1067(!is_p_position(a, b));
        assert_eq!(got, want, "({a}, {b}) TEST_SEED={seed}");
    }
}

#[test]
fn many_lines_at_the_limits_run_in_1_mib_stack_and_time() {
    let seed = seed(10671);
    let mut rng = Rng::new(seed);
    let positions: Vec<(u64, u64)> = (0..100_000)
        .map(|_| random_position(&mut rng, 1_000_000_000))
        .collect();
    let out = run_limited(&bin(), &input_lines(&positions));
    assert!(out.success, "TEST_SEED={seed}: {}", out.stderr);
    out.assert_within_ms(1000, "the run");
    for (&(a, b), got) in positions.iter().zip(out.stdout.lines()) {
        assert_eq!(
            got,
            answer_1067(!is_p_position(a, b)),
            "({a}, {b}) TEST_SEED={seed}"
        );
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "2 1\n8\n", "pair 2");
    assert_rejects(&bin(), "2 1\n-3 4\n", "\"-3\"");
    assert_rejects(&bin(), "2 1\n4 7\n5 x\n", "pair 3: \"x\"");
    assert_rejects(&bin(), "99999999999\n1 2\n", "pair 2: found a but no b");
    assert_rejects(&bin(), "18446744073709551615\n", "pair 1: found a but no b");
    assert_rejects_bytes(&bin(), b"2 1\n\xff\xfe\n", "pair 2: the input is not UTF-8");
    assert_rejects_bytes(&bin(), b"2 \xc3\n1\n", "pair 1: the input is not UTF-8");
    assert_rejects(
        &bin(),
        "18446744073709551616 0\n",
        "\"18446744073709551616\"",
    );
    // Empty input: no pairs, no output.
    let out = run_limited(&bin(), "");
    assert!(out.success && out.stdout.is_empty());
}

/// Luogu P2252 gives one pair per input; POJ gives many. Both are read, and an
/// odd number of numbers is refused wherever the lone `a` stands.
#[test]
fn one_pair_or_many_and_a_lone_number_is_refused() {
    assert_eq!(output_of(&bin(), "2 1\n").trim(), "0");
    assert_eq!(output_of(&bin(), "8 4").trim(), "1");
    assert_rejects(&bin(), "2 1\n8 4\n7\n", "pair 3");
}
