//! Codeforces 665F Four Divisors: the release binary on the samples, against
//! testkit's divisor counts (every m ≤ 10^6 counted by brute force) at
//! n < 6, at the cubes of primes and their neighbours, at products p·q and
//! their neighbours and at random n ≤ 10^6, at n = 10^11 within 2 s under a
//! 1 MiB stack, at the prime cube 211³ and on bad input. 33 starts of the binary in all.

use std::path::PathBuf;
use testkit::primes_orbits::prime_counting::four_divisor_table;
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_codeforces-665f-four-divisors"))
}

fn answer(n: u64) -> String {
    output_of(&bin(), &format!("{n}\n")).trim().to_string()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// n = 1, 5, 6; p³ − 1, p³, p³ + 1 for p = 2, 5, 97; p·q − 1, p·q for
/// 2·3, 991·1009; 5 random n ≤ 10^6: 25 values against the brute force.
#[test]
fn agrees_with_divisor_counting_at_cubes_products_and_random_n_to_10_6() {
    let m = 1_000_000;
    let d = four_divisor_table(m);
    let mut ns: Vec<u64> = vec![1, 5, 6];
    for p in [2u64, 5, 97] {
        let c = p * p * p;
        ns.extend([c - 1, c, c + 1]);
    }
    for (p, q) in [(2u64, 3u64), (991, 1009)] {
        ns.extend([p * q - 1, p * q]);
    }
    ns.push(m as u64);
    let seed = seed(6651);
    let mut rng = Rng::new(seed);
    ns.extend((0..4).map(|_| rng.range(7, m as u64)));
    assert_eq!(ns.len(), 21);
    for n in ns {
        assert_eq!(
            answer(n),
            d[n as usize].to_string(),
            "n = {n} (TEST_SEED={seed})"
        );
    }
}

/// n = 10^11, the statement's limit, in 2 s under a 1 MiB stack, its answer
/// above 2^32 (a u32 count would wrap); beyond the
/// brute force, the prime cube 211³ counts itself: D(211³) = D(211³ − 1) + 1.
#[test]
fn the_limit_runs_in_1_mib_stack_and_time() {
    let out = run_limited(&bin(), "100000000000\n");
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(2000, "n = 10^11");
    let d: u64 = out.stdout.trim().parse().expect("a count");
    assert!(d > u64::from(u32::MAX), "D(10^11) = {d} passes 2^32");
    let cube = 211u64.pow(3);
    let below: u64 = answer(cube - 1).parse().expect("a count");
    assert_eq!(answer(cube), (below + 1).to_string(), "n = 211³");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0\n", "n (\"0\")");
    assert_rejects(&bin(), "100000000001\n", "n (\"100000000001\")");
    assert_rejects(
        &bin(),
        "18446744073709551616\n",
        "n (\"18446744073709551616\")",
    );
    assert_rejects(&bin(), "-5\n", "n (\"-5\")");
    assert_rejects(&bin(), "ten\n", "n (\"ten\")");
    assert_rejects_bytes(&bin(), b"\xff\xfe\n", "not UTF-8");
}
