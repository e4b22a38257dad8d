//! CSES 2210: the release binary on the sample, against testkit's listing of
//! every grid (the least of each orbit under the four rotations) for n ≤ 4,
//! against Burnside with the rotations built cell by cell for n up to 300,
//! at the limit under a 1 MiB stack, and on bad input.

use std::path::PathBuf;
use testkit::primes_orbits::burnside::{grids_by_cycles, grids_by_orbits, pow_mod, MOD};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cses-2210-counting-grids"))
}

fn answer(n: u64) -> String {
    output_of(&bin(), &format!("{n}\n")).trim().to_string()
}

#[test]
fn sample_passes() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// n ≤ 4 (2^16 grids at most): every grid listed and canonicalised under the
/// rotations; the counts are below p.
#[test]
fn agrees_with_listing_every_grid() {
    for n in 1..=4 {
        assert_eq!(answer(n as u64), grids_by_orbits(n).to_string(), "n = {n}");
    }
}

/// Odd and even sizes from 5 to 300, each against Burnside with the cycles
/// of each rotation counted on the n² cells one by one.
#[test]
fn agrees_with_counting_cycles_cell_by_cell() {
    for n in [5usize, 6, 7, 8, 9, 10, 99, 100, 299, 300] {
        assert_eq!(
            answer(n as u64),
            grids_by_cycles(n, MOD).to_string(),
            "n = {n}"
        );
    }
}

/// n = 10^9 and 10^9 − 1 (the limit, even and odd) within 1 s under a 1 MiB
/// stack. The expected value: the quarter turn's cycles counted by the parity
/// of n (n²/4 for even n; (n² − 1)/4 and the centre for odd n), the half
/// turn's likewise, and the sum divided by 4 through 4^(p−2).
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    for n in [1_000_000_000u64, 999_999_999] {
        let cells = n * n;
        let (quarter, half) = if n % 2 == 0 {
            (cells / 4, cells / 2)
        } else {
            ((cells - 1) / 4 + 1, (cells - 1) / 2 + 1)
        };
        let sum =
            (pow_mod(2, cells, MOD) + 2 * pow_mod(2, quarter, MOD) + pow_mod(2, half, MOD)) % MOD;
        let want = sum * pow_mod(4, MOD - 2, MOD) % MOD;
        let out = run_limited(&bin(), &format!("{n}\n"));
        assert!(out.success, "{}", out.stderr);
        assert_eq!(out.stdout.trim(), want.to_string(), "n = {n}");
        out.assert_within_ms(1000, "n at the limit");
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    let b = bin();
    assert_rejects(&b, "", "empty input");
    assert_rejects(&b, "0\n", "n = \"0\" is not an integer in 1..=1000000000");
    assert_rejects(&b, "1000000001\n", "n = \"1000000001\"");
    assert_rejects(&b, "-4\n", "n = \"-4\"");
    assert_rejects(&b, "99999999999\n", "n = \"99999999999\"");
    assert_rejects(&b, "18446744073709551615\n", "n = \"18446744073709551615\"");
    assert_rejects(&b, "4 4\n", "unexpected \"4\" after n");
    assert_rejects_bytes(&b, b"\xff\xfe\n", "not UTF-8");
}
