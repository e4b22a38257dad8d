//! Library Checker bitwise_and_convolution: the release binary on the sample,
//! against the O(4^N) sums of testkit on 300 random cases with N ≤ 8, at N = 20
//! under a 1 MiB stack (entries checked by direct sums), and on bad input.

use std::path::PathBuf;
use testkit::lattices::{check_limit_cases, check_rejects, check_small_cases, BitOp, Convolution};
use testkit::rng::seed;
use testkit::run::assert_samples_pass;

const WHAT: Convolution = Convolution::Bitwise(BitOp::And);

fn bin() -> PathBuf {
    PathBuf::from(env!(
        "CARGO_BIN_EXE_library-checker-bitwise-and-convolution"
    ))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_the_direct_sums_on_300_random_cases_up_to_n_8() {
    check_small_cases(&bin(), WHAT, 300, seed(2301));
}

/// The judge's limit is 5000 ms.
#[test]
fn n_20_runs_in_1_mib_stack_and_time() {
    check_limit_cases(&bin(), WHAT, 5000, seed(2302));
}

#[test]
fn bad_input_gets_a_clear_message() {
    check_rejects(&bin(), WHAT);
}
