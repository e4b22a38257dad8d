//! CSES 2207: the release binary on the sample, against an exhaustive search of
//! the whole game on small heaps, against testkit's table for every heap up to
//! 10^5, bad input; and the computed fact the listing relies on: no P-position
//! between 1222 and the bound stated below. The judge's limits are tested in
//! `limits.rs`, a test binary of its own.

use std::path::PathBuf;
use std::sync::OnceLock;
use testkit::octal::{
    answer_2207, grundy_first_wins_exhaustive, grundy_p_positions, grundy_sg_table, input_2207,
};
use testkit::run::{assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cses-2207-grundys-game"))
}

/// Every SG value of Grundy's game is computed up to this bound (exclusive)
/// in `no_p_position_between_1222_and_10_pow_5`.
const CHECKED: usize = 100_000;

/// The P-positions (SG = 0) of Grundy's game below 1223, heap 0 included.
const P_POSITIONS: [usize; 42] = [
    0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346,
    359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932,
    1222,
];

/// SG(0..CHECKED), computed once for the tests that need it.
fn table() -> &'static [u32] {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    TABLE.get_or_init(|| grundy_sg_table(CHECKED))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// The computed fact, checked here by computing every SG value below 10^5
/// from the definition (about 2.5·10^9 xors; a few seconds in release).
#[test]
fn no_p_position_between_1222_and_10_pow_5() {
    assert_eq!(grundy_p_positions(table()), P_POSITIONS.to_vec());
}

/// The same up to 10^6, the judge's whole range: about 2.5·10^11 xors, so it
/// runs only when asked (`cargo test --release -- --ignored`); the chapter
/// reports its measured time.
#[test]
#[ignore]
fn no_p_position_between_1222_and_10_pow_6() {
    let table = grundy_sg_table(1_000_001);
    assert_eq!(grundy_p_positions(&table), P_POSITIONS.to_vec());
}

/// Heaps 0 to 30: the whole game (every multi-heap position a heap can split
/// into) searched by the solver, without SG values or the SG theorem's xor.
#[test]
fn agrees_with_exhaustive_search_up_to_30() {
    let heaps: Vec<u64> = (0..=30).collect();
    let want: String = heaps
        .iter()
        .map(|&n| {
            format!(
                "{}\n",
                answer_2207(grundy_first_wins_exhaustive(&[n as u32]))
            )
        })
        .collect();
    assert_eq!(output_of(&bin(), &input_2207(&heaps)), want);
}

/// Every heap from 0 to 10^5 − 1 in one run, against testkit's table.
#[test]
fn every_heap_below_10_pow_5_agrees_with_the_table() {
    let heaps: Vec<u64> = (0..CHECKED as u64).collect();
    let want: String = table()
        .iter()
        .map(|&g| format!("{}\n", answer_2207(g != 0)))
        .collect();
    let got = output_of(&bin(), &input_2207(&heaps));
    assert!(got == want, "some heap below {CHECKED} differs");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "x\n", "t is not");
    assert_rejects(&bin(), "3\n6\n7\n", "expected 3 heaps, found 2");
    assert_rejects(
        &bin(),
        "99999999999\n6\n",
        "expected 99999999999 heaps, found 1",
    );
    assert_rejects(&bin(), "18446744073709551616\n6\n", "t is not");
    assert_rejects(&bin(), "1\n-6\n", "heap 1");
    assert_rejects(&bin(), "1\n1000001\n", "above 1000000");
    assert_rejects(&bin(), "1\n18446744073709551615\n", "above 1000000");
    assert_rejects(&bin(), "1\n6 7\n", "unexpected \"7\"");
    assert_rejects_bytes(&bin(), b"2\n6\n\xff\xfe\n", "not UTF-8");
}
