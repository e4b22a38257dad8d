//! AcWing 890: the release binary on the samples, against direct counting for
//! every n ≤ 2000, and at the judge's limits under a 1 MiB stack.

use std::path::PathBuf;
use testkit::divisible::{
    count_by_sieve_recurrence, count_direct, direct_counts_up_to, first_primes, input_890,
    pick_distinct, primes_at_most, primes_up_to,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_acwing-890-divisible"))
}

/// Run the binary on one case and parse its answer.
fn answer(n: u64, primes: &[u64]) -> u64 {
    let out = output_of(&bin(), &input_890(n, primes));
    out.trim()
        .parse()
        .unwrap_or_else(|_| panic!("n={n} primes={primes:?}: output {out:?} is not a number"))
}

/// Check `cases` on two threads (one run of the binary per case).
fn check_all(cases: Vec<(u64, Vec<u64>, u64)>, seed: u64) {
    let (left, right) = cases.split_at(cases.len() / 2);
    std::thread::scope(|s| {
        for half in [left, right] {
            s.spawn(move || {
                for (n, primes, want) in half {
                    assert_eq!(
                        answer(*n, primes),
                        *want,
                        "n={n} primes={primes:?} (TEST_SEED={seed})"
                    );
                }
            });
        }
    });
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Every n in 1..=2000, each with its own random set of 1..=16 distinct primes
/// drawn from the primes up to 2100 (so some exceed n and some products land
/// near n). The oracle tests each x in 1..=n.
#[test]
fn agrees_with_direct_counting_for_every_n_up_to_2000_random_primes() {
    let seed = seed(890);
    let mut rng = Rng::new(seed);
    let pool = primes_up_to(2100);
    let mut cases = Vec::new();
    for n in 1..=2000u64 {
        // Small primes make long products ≤ n; bias towards them half the time.
        let from = if rng.range(0, 1) == 0 {
            &pool[..16]
        } else {
            &pool[..]
        };
        let m = rng.range(1, 16) as usize;
        let primes = pick_distinct(&mut rng, from, m);
        let want = count_direct(n, &primes);
        cases.push((n, primes, want));
    }
    check_all(cases, seed);
}

/// Every n in 1..=2000 with the first 16 primes, the set with the most
/// products ≤ n (up to 2·3·5·7·11 = 2310) and so the most cancellation.
#[test]
fn agrees_with_direct_counting_for_every_n_up_to_2000_first_16_primes() {
    let primes = first_primes(16);
    let want = direct_counts_up_to(2000, &primes);
    let cases = (1..=2000u64)
        .map(|n| (n, primes.clone(), want[n as usize]))
        .collect();
    check_all(cases, 0);
}

/// Products exactly equal to n: the term ⌊n / product⌋ = 1 must be kept.
#[test]
fn product_equal_to_n_is_a_term() {
    let primes = first_primes(16);
    let mut n = 1;
    for &p in &primes[..9] {
        n *= p; // 2·3·…·23 = 223092870 ≤ 10^9
        for m in [n - 1, n, n + 1] {
            assert_eq!(answer(m, &primes), count_by_sieve_recurrence(m, &primes));
        }
    }
}

/// m = 16 and n = 10^9: the first 16 primes (many products ≤ n), the 16
/// largest primes below 10^9 (every product of two exceeds n; the answer is 16),
/// 16 primes near √(10^9) (products of two land around n), and random primes.
/// The oracle is Legendre's recurrence, which never multiplies.
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    let seed = seed(8900);
    let mut rng = Rng::new(seed);
    let near_root = primes_at_most(31_700, 16);
    let mut sets = vec![
        first_primes(16),
        primes_at_most(1_000_000_000, 16),
        near_root,
    ];
    let pool = primes_up_to(100_000);
    for _ in 0..3 {
        sets.push(pick_distinct(&mut rng, &pool[..200], 16));
        sets.push(pick_distinct(&mut rng, &pool, 16));
    }
    assert_eq!(sets[1][0], 999_999_937);
    for primes in &sets {
        for n in [1_000_000_000, rng.range(1, 1_000_000_000)] {
            let out = run_limited(&bin(), &input_890(n, primes));
            assert!(out.success, "n={n} primes={primes:?}: {}", out.stderr);
            let want = count_by_sieve_recurrence(n, primes);
            assert_eq!(
                out.stdout.trim(),
                want.to_string(),
                "n={n} primes={primes:?} (TEST_SEED={seed})"
            );
            out.assert_within_ms(1000, &format!("n={n} primes={primes:?}"));
        }
    }
    assert_eq!(answer(1_000_000_000, &sets[1]), 16);
}

#[test]
fn bad_input_gets_a_clear_message() {
    for (input, says) in [
        ("10 2\n2\n", "input ended before p_2"),
        ("10 2\n2 4\n", "not coprime"),
        ("0 1\n2\n", "n (\"0\")"),
        ("10 1\n1000000001\n", "p_1"),
        ("10 21\n", "m = 21"),
    ] {
        assert_rejects(&bin(), input, says);
    }
}

/// The judge allows m ≤ 16; the program takes up to 20 numbers (2^20 − 1
/// terms) and refuses 21. At m = 20, compare with direct counting.
#[test]
fn accepts_twenty_primes_and_counts_exactly() {
    let primes: [u64; 20] = [
        2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71,
    ];
    for n in [1u64, 70, 2000, 1_000_000_000] {
        // Direct counting where it is cheap; Legendre's recurrence (no
        // products at all) at n = 10^9.
        let want = if n <= 2000 {
            count_direct(n, &primes)
        } else {
            count_by_sieve_recurrence(n, &primes)
        };
        let list: Vec<String> = primes.iter().map(u64::to_string).collect();
        let input = format!("{n} 20\n{}\n", list.join(" "));
        assert_eq!(
            output_of(&bin(), &input).trim(),
            want.to_string(),
            "n = {n}"
        );
    }
}

/// An absurd count reaches the listing's own message (no allocation of that
/// size is attempted), and bytes that are not UTF-8 are bad input too: exit
/// code 1 and a message, never a panic or an abort.
#[test]
fn absurd_counts_and_bytes_that_are_not_utf8_are_rejected() {
    assert_rejects(
        &bin(),
        "99999999999\n1 2\n",
        "n (\"99999999999\") is not an integer in 1..=10^9",
    );
    assert_rejects(
        &bin(),
        "10 18446744073709551615\n2\n",
        "m (\"18446744073709551615\") is not an integer in 1..=10^9",
    );
    assert_rejects(
        &bin(),
        "10 99999999999 2 3\n",
        "m (\"99999999999\") is not an integer",
    );
    assert_rejects_bytes(
        &bin(),
        b"10 2\n\xff\xfe\n",
        "the input is not UTF-8 text (at byte ",
    );
    assert_rejects_bytes(&bin(), b"\xc3", "the input is not UTF-8 text (at byte 0)");
}
