//! Library Checker counting_primes: the release binary on the samples,
//! against testkit's sieve of Eratosthenes at N < 2, at the squares of
//! primes and their neighbours (where the sieving primes end) and at random
//! N ≤ 10^7, against the published π(10^k) up to 10^11 within the judge's
//! 5 s under a 1 MiB stack, and on bad input. 33 starts of the binary in all.

use std::path::PathBuf;
use testkit::primes_orbits::prime_counting::{prime_pi_table, PI_POWERS_OF_TEN};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_library-checker-counting-primes"))
}

fn answer(n: u64) -> String {
    output_of(&bin(), &format!("{n}\n")).trim().to_string()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// N = 1, 2, 3; p² − 1, p², p² + 1 for p = 2, 3, 7 and the prime square
/// 3137² near 10^7; 6 random N ≤ 10^7: 20 values against the sieve.
#[test]
fn agrees_with_the_sieve_at_small_n_prime_squares_and_random_n_to_10_7() {
    let m = 10_000_000;
    let pi = prime_pi_table(m);
    let mut ns: Vec<u64> = vec![1, 2, 3];
    for p in [2u64, 3, 7, 3137] {
        ns.extend([p * p - 1, p * p, p * p + 1]);
    }
    ns.push(m as u64);
    let seed = seed(1201);
    let mut rng = Rng::new(seed);
    ns.extend((0..4).map(|_| rng.range(4, m as u64)));
    assert_eq!(ns.len(), 20);
    for n in ns {
        assert_eq!(
            answer(n),
            pi[n as usize].to_string(),
            "N = {n} (TEST_SEED={seed})"
        );
    }
}

/// π(10^8) … π(10^11) (OEIS A006880), each in 5 s under a 1 MiB stack.
#[test]
fn published_values_to_10_11_in_1_mib_stack_and_time() {
    for k in 8..=11u32 {
        let n = 10u64.pow(k);
        let out = run_limited(&bin(), &format!("{n}\n"));
        assert!(out.success, "{}", out.stderr);
        out.assert_within_ms(5000, &format!("N = 10^{k}"));
        assert_eq!(out.stdout.trim(), PI_POWERS_OF_TEN[k as usize].to_string());
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0\n", "N (\"0\")");
    assert_rejects(&bin(), "100000000001\n", "N (\"100000000001\")");
    assert_rejects(
        &bin(),
        "18446744073709551616\n",
        "N (\"18446744073709551616\")",
    );
    assert_rejects(&bin(), "-5\n", "N (\"-5\")");
    assert_rejects(&bin(), "ten\n", "N (\"ten\")");
    assert_rejects_bytes(&bin(), b"\xff\xfe\n", "not UTF-8");
}
