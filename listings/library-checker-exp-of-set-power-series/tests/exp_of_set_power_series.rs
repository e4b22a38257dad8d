//! Library Checker exp_of_set_power_series: the release binary on the
//! sample, against the sums over set partitions of testkit on 300 random
//! cases with N ≤ 8, at N = 20 under a 1 MiB stack (the sets of at most two
//! elements and a few larger ones checked by partition sums), and on bad input.

use std::path::PathBuf;
use testkit::rng::seed;
use testkit::run::assert_samples_pass;
use testkit::set_power_series::{check_limit_cases, check_rejects, check_small_cases, Series};

const WHAT: Series = Series::Exp;

fn bin() -> PathBuf {
    PathBuf::from(env!(
        "CARGO_BIN_EXE_library-checker-exp-of-set-power-series"
    ))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_the_partition_sums_on_300_random_cases_up_to_n_8() {
    check_small_cases(&bin(), WHAT, 300, seed(2001));
}

/// The judge's limit is 10000 ms.
#[test]
fn n_20_runs_in_1_mib_stack_and_time() {
    check_limit_cases(&bin(), WHAT, 10000, seed(2002));
}

#[test]
fn bad_input_gets_a_clear_message() {
    check_rejects(&bin(), WHAT);
}
