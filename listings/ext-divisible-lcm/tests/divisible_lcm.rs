//! ext-divisible-lcm: the release binary on our samples (checked by the
//! oracle), against direct counting for every n ≤ 2000, against the plain
//! 2^m bitmask inclusion–exclusion up to n = 10^18, and at n = 10^18 under a
//! 1 MiB stack. The format takes many cases per run, so each test is one run.

use std::path::{Path, PathBuf};
use testkit::divisible::{
    count_bitmask, count_by_sieve_recurrence, count_direct, first_primes, input_ext, pick_distinct,
    primes_at_most, primes_up_to, random_divisor,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-divisible-lcm"))
}

type Case = (u64, Vec<u64>);

/// Run all `cases` in one input and compare line by line with `want`.
fn check(cases: &[Case], want: &[u64], seed: u64, time_limit_ms: u128) {
    let out = run_limited(&bin(), &input_ext(cases));
    assert!(out.success, "(TEST_SEED={seed}) {}", out.stderr);
    let got: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(got.len(), cases.len(), "one line per case");
    for ((case, w), g) in cases.iter().zip(want).zip(got) {
        assert_eq!(
            g,
            w.to_string(),
            "n={} a={:?} (TEST_SEED={seed})",
            case.0,
            case.1
        );
    }
    out.assert_within_ms(time_limit_ms, &format!("{} cases", cases.len()));
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Our samples are our own, so their answers must come from the oracle.
#[test]
fn sample_answers_are_the_oracles() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    for (i, o) in testkit::run::sample_pairs(&dir).unwrap() {
        let input = std::fs::read_to_string(&i).unwrap();
        let nums: Vec<u64> = input
            .split_ascii_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let mut want = String::new();
        let mut k = 0;
        while k < nums.len() {
            let (n, m) = (nums[k], nums[k + 1] as usize);
            let a = &nums[k + 2..k + 2 + m];
            want.push_str(&format!("{}\n", count_bitmask(n, a)));
            if n <= 1000 {
                assert_eq!(count_bitmask(n, a), count_direct(n, a));
            }
            k += 2 + m;
        }
        assert_eq!(
            std::fs::read_to_string(&o).unwrap(),
            want,
            "{}",
            o.display()
        );
    }
}

/// Every n in 1..=2000 with random numbers up to 60 (repeats, 1, multiples of
/// each other, shared factors), then 3000 more random cases with n ≤ 5000.
#[test]
fn agrees_with_direct_counting_for_every_n_up_to_2000() {
    let seed = seed(8901);
    let mut rng = Rng::new(seed);
    let mut cases: Vec<Case> = Vec::new();
    for n in 1..=2000 {
        let m = rng.range(1, 10) as usize;
        cases.push((n, (0..m).map(|_| random_divisor(&mut rng, 60)).collect()));
    }
    for _ in 0..3000 {
        let n = rng.range(1, 5000);
        let m = rng.range(1, 12) as usize;
        let max = [60, 500, 6000][rng.range(0, 2) as usize];
        cases.push((n, (0..m).map(|_| random_divisor(&mut rng, max)).collect()));
    }
    let want: Vec<u64> = cases.iter().map(|(n, a)| count_direct(*n, a)).collect();
    check(&cases, &want, seed, 1000);
}

/// n anywhere up to 10^18 (small, random, 10^18 itself, just below), numbers
/// of every size up to 10^18, including pairs whose lcm overflows u64.
#[test]
fn agrees_with_bitmask_inclusion_exclusion_up_to_10_pow_18() {
    let seed = seed(8902);
    let mut rng = Rng::new(seed);
    let top = 1_000_000_000_000_000_000u64;
    let mut cases: Vec<Case> = Vec::new();
    for k in 0..1500 {
        let n = match k % 4 {
            0 => top,
            1 => top - rng.range(0, 1000),
            2 => rng.range(1, top),
            _ => rng.range(1, 1_000_000_000),
        };
        let m = rng.range(1, if k % 10 == 0 { 14 } else { 9 }) as usize;
        let max = [100, 1_000_000, n, top][rng.range(0, 3) as usize];
        cases.push((n, (0..m).map(|_| random_divisor(&mut rng, max)).collect()));
    }
    // lcm of two numbers near 10^18 is near 10^36: fine in u128, not in u64.
    cases.push((top, vec![top, top - 1, top - 2]));
    cases.push((top, vec![999_999_999_999_999_989, 999_999_999_999_999_877]));
    let want: Vec<u64> = cases.iter().map(|(n, a)| count_bitmask(*n, a)).collect();
    assert_eq!(want[want.len() - 2], 3);
    check(&cases, &want, seed, 2000);
}

/// On 890's own inputs (distinct primes) with n up to 10^18, against
/// Legendre's recurrence, which never forms a product.
#[test]
fn agrees_with_legendre_recurrence_on_prime_sets() {
    let seed = seed(8903);
    let mut rng = Rng::new(seed);
    let pool = primes_up_to(3000);
    let mut cases: Vec<Case> = Vec::new();
    for m in [1, 5, 10, 15, 20] {
        cases.push((1_000_000_000_000_000_000, first_primes(m)));
    }
    for _ in 0..40 {
        let m = rng.range(1, 20) as usize;
        let n = rng.range(1, 1_000_000_000_000_000_000);
        cases.push((n, pick_distinct(&mut rng, &pool, m)));
    }
    cases.push((1_000_000_000, primes_at_most(1_000_000_000, 16)));
    let want: Vec<u64> = cases
        .iter()
        .map(|(n, a)| count_by_sieve_recurrence(*n, a))
        .collect();
    check(&cases, &want, seed, 1000);
}

/// The largest input we call practical: the first 25 primes at n = 10^18,
/// 16 149 336 terms, in the default 1 s and under a 1 MiB stack (the walk's
/// stack is on the heap). The answer is checked by Legendre's recurrence.
#[test]
fn first_25_primes_at_10_pow_18_in_1_mib_stack_and_time() {
    let ps = first_primes(25);
    let n = 1_000_000_000_000_000_000;
    let want = count_by_sieve_recurrence(n, &ps);
    check(&[(n, ps)], &[want], 0, 1000);
}

#[test]
fn bad_input_gets_a_clear_message() {
    for (input, says) in [
        ("", "input ended before n of case 1"),
        ("10 2\n2\n", "input ended before a_2 of case 1"),
        ("10 1\n2\n7 1\n0\n", "a_1 of case 2 (\"0\")"),
        ("10 1\n1000000000000000001\n", "a_1 of case 1"),
        ("10 65\n", "at most 64"),
    ] {
        assert_rejects(&bin(), input, says);
    }
}

/// 64 numbers per case is the documented maximum: 2..=65 is accepted and
/// counted exactly (it reduces to the 18 primes up to 61).
#[test]
fn sixty_four_numbers_are_accepted() {
    let a: Vec<u64> = (2..=65).collect();
    let list: Vec<String> = a.iter().map(u64::to_string).collect();
    for n in [1u64, 100, 2000] {
        let input = format!("{n} 64\n{}\n", list.join(" "));
        let want = count_direct(n, &a);
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
        "10 99999999999\n1 2\n",
        "m of case 1 is 99999999999; at most 64",
    );
    assert_rejects(
        &bin(),
        "10 18446744073709551615\n",
        "m of case 1 (\"18446744073709551615\") is not an integer in 1..=10^18",
    );
    assert_rejects_bytes(
        &bin(),
        b"10 2\n\xff\xfe\n",
        "the input is not UTF-8 text (at byte ",
    );
    assert_rejects_bytes(&bin(), b"\xc3", "the input is not UTF-8 text (at byte 0)");
}

/// x in 1..=n with at most one prime of `q` (distinct primes) among its
/// factors, by Möbius sums over the subsets of `q` (2^|q| products, no lcm):
/// none of them, plus for each p, multiples of p with no other prime of `q`.
fn at_most_one_prime_of(n: u64, q: &[u64]) -> u64 {
    let signed_sum = |primes: &[u64], times: u64| -> i128 {
        (0u32..1 << primes.len())
            .map(|mask| {
                let d = (0..primes.len())
                    .filter(|&i| mask >> i & 1 == 1)
                    .fold(times, |d, i| d * primes[i]);
                let t = (n / d) as i128;
                if mask.count_ones() % 2 == 1 {
                    -t
                } else {
                    t
                }
            })
            .sum()
    };
    let mut total = signed_sum(q, 1);
    for (i, &p) in q.iter().enumerate() {
        let others: Vec<u64> = q.iter().copied().filter(|&r| r != q[i]).collect();
        total += signed_sum(&others, p);
    }
    total as u64
}

/// The shared-factor family at its limit: n = 10^18 and the products p·q of
/// two primes p < q ≤ 23 (36 numbers) or ≤ 31 (55 numbers). A subset walk
/// visits every subset (all lcms divide 2·3·…·31 < n): 2^36 and 2^55 terms.
/// Merged by lcm there are at most 2^9 and 2^11, and the run takes
/// milliseconds. The answer (x with at least two of the primes as factors) is
/// counted here without any lcm; for 23 it is the number an independent
/// audit computed, 466128272051007285.
#[test]
fn products_of_two_small_primes_at_10_pow_18_are_quick() {
    let n = 1_000_000_000_000_000_000;
    let mut cases: Vec<Case> = Vec::new();
    let mut want = Vec::new();
    for top in [23, 31] {
        let q = primes_up_to(top);
        let mut pq = Vec::new();
        for i in 0..q.len() {
            for j in i + 1..q.len() {
                pq.push(q[i] * q[j]);
            }
        }
        want.push(n - at_most_one_prime_of(n, &q));
        cases.push((n, pq));
    }
    assert_eq!((cases[0].1.len(), cases[1].1.len()), (36, 55));
    assert_eq!(want[0], 466_128_272_051_007_285);
    check(&cases, &want, 0, 250);
}
