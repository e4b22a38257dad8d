//! AcWing 891: the release binary on the samples, against an exhaustive game
//! search, and at the judge's limits under a 1 MiB stack.

use std::path::PathBuf;
use testkit::nim::{all_positions, answer_891, force_xor_zero, input_891, random_heaps, NimOracle};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_acwing-891-nim"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Feed many positions to one run is impossible (one case per input), so batch
/// by running the binary once per position; 4 heaps of ≤ 7 is 2800 positions.
#[test]
fn agrees_with_exhaustive_search_up_to_4_heaps_of_7() {
    let mut oracle = NimOracle::default();
    let positions = all_positions(4, 7);
    assert_eq!(positions.len(), 7 + 49 + 343 + 2401);
    for p in positions {
        let heaps: Vec<u64> = p.iter().map(|&h| h as u64).collect();
        let want = answer_891(oracle.first_player_wins(&p));
        let got = output_of(&bin(), &input_891(&heaps));
        assert_eq!(got.trim(), want, "heaps {heaps:?}");
    }
}

#[test]
fn agrees_with_exhaustive_search_on_random_positions() {
    let seed = seed(891);
    let mut rng = Rng::new(seed);
    let mut oracle = NimOracle::default();
    for _ in 0..300 {
        let n = rng.range(1, 6) as usize;
        let heaps = random_heaps(&mut rng, n, 9);
        let small: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
        let want = answer_891(oracle.first_player_wins(&small));
        let got = output_of(&bin(), &input_891(&heaps));
        assert_eq!(got.trim(), want, "heaps {heaps:?} (TEST_SEED={seed})");
    }
}

/// At the limits the game is far too big to search; the oracle is the xor rule,
/// computed here independently, and the point is speed and stack use.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(8910);
    let mut rng = Rng::new(seed);
    for case in 0..4 {
        let mut heaps = random_heaps(&mut rng, 100_000, 1_000_000_000);
        if case % 2 == 0 {
            // Force a P-position: make the last heap the xor of the others,
            // staying within 1..=10^9 by retrying the draw.
            force_xor_zero(&mut rng, &mut heaps, 1_000_000_000);
        }
        let mut xor = 0u64;
        for &h in &heaps {
            xor ^= h;
        }
        let want = if xor == 0 { "No" } else { "Yes" };
        let out = run_limited(&bin(), &input_891(&heaps));
        assert!(
            out.success,
            "failed at the limit (TEST_SEED={seed}): {}",
            out.stderr
        );
        assert_eq!(out.stdout.trim(), want, "case {case} (TEST_SEED={seed})");
        out.assert_within_ms(1000, "the run");
    }
    // All heaps at the maximum: 10^5 copies of 10^9 xor to 0 (even count).
    let heaps = vec![1_000_000_000u64; 100_000];
    assert_eq!(output_of(&bin(), &input_891(&heaps)).trim(), "No");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "3\n1 2\n", "expected 3 heap sizes, found 2");
    assert_rejects(&bin(), "2\n1 x\n", "heap 2");
}

/// An absurd count reaches the listing's own message (no allocation of that
/// size is attempted), and bytes that are not UTF-8 are bad input too: exit
/// code 1 and a message, never a panic or an abort.
#[test]
fn absurd_counts_and_bytes_that_are_not_utf8_are_rejected() {
    assert_rejects(
        &bin(),
        "99999999999\n1 2\n",
        "expected 99999999999 heap sizes, found 2",
    );
    assert_rejects(
        &bin(),
        "18446744073709551615\n",
        "expected 18446744073709551615 heap sizes, found 0",
    );
    assert_rejects_bytes(
        &bin(),
        b"2\n\xff\xfe\n",
        "the input is not UTF-8 text (at byte ",
    );
    assert_rejects_bytes(&bin(), b"\xc3", "the input is not UTF-8 text (at byte 0)");
}
