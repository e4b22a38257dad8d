//! AcWing 894: the release binary on the sample, against an exhaustive search
//! of the whole multi-heap game, and at the limits under a 1 MiB stack.

use std::path::PathBuf;
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};
use testkit::sg::{input_894, odious, split_sg_plain, yes_no, SplitOracle};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_acwing-894-split-nim"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// One case per input: every list of 1 to 3 heaps of 1..=4 (84 lists) and
/// every single heap up to 7, each answered by searching the whole game (the
/// number of heaps grows during play, so the game is big; no SG theorem).
#[test]
fn agrees_with_exhaustive_search_up_to_3_heaps_of_4() {
    let mut oracle = SplitOracle::default();
    let mut runs = 0;
    for n in 1..=3u32 {
        for code in 0..4u32.pow(n) {
            let heaps: Vec<u32> = (0..n).map(|i| code / 4u32.pow(i) % 4 + 1).collect();
            let want = yes_no(oracle.first_player_wins(&heaps));
            let h64: Vec<u64> = heaps.iter().map(|&v| v as u64).collect();
            assert_eq!(
                output_of(&bin(), &input_894(&h64)).trim(),
                want,
                "{heaps:?}"
            );
            runs += 1;
        }
    }
    assert_eq!(runs, 4 + 16 + 64);
    for a in 1..=7u32 {
        let want = yes_no(oracle.first_player_wins(&[a]));
        assert_eq!(output_of(&bin(), &input_894(&[a as u64])).trim(), want);
    }
}

/// Pairs of equal heaps plus one heap: a P-position exactly when that heap's SG
/// value is 0, so these inputs probe single SG values up to the limit. The SG
/// values come from the proved closed form (the a-th odious number), which
/// testkit checks against the exhaustive solver for a ≤ 7 and a plain mex
/// table for a ≤ 300.
#[test]
fn agrees_with_the_odious_closed_form_on_random_inputs() {
    let seed = seed(894);
    let mut rng = Rng::new(seed);
    let sg = |a: u64| if a == 0 { 0 } else { odious(a) };
    for round in 0..120 {
        let n = rng.range(1, 6) as usize;
        let mut heaps: Vec<u64> = (0..n).map(|_| rng.range(1, 100)).collect();
        if round % 2 == 0 {
            // Force a P-position half the time: append a heap with the right
            // SG value when one exists (the SG values of heaps are distinct).
            let x = heaps.iter().fold(0, |acc, &a| acc ^ sg(a));
            if let Some(a) = (1..=100).find(|&a| sg(a) == x) {
                heaps.push(a);
            }
        }
        let x = heaps.iter().fold(0, |acc, &a| acc ^ sg(a));
        let got = output_of(&bin(), &input_894(&heaps));
        assert_eq!(got.trim(), yes_no(x != 0), "{heaps:?} (TEST_SEED={seed})");
    }
}

/// Limits: 100 heaps of up to 100, under 1 MiB stack and 1 s, against a plain
/// BTreeSet mex table; also beyond the limit (heaps of 1000).
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(8940);
    let mut rng = Rng::new(seed);
    let g = split_sg_plain(100);
    for round in 0..4 {
        let mut heaps: Vec<u64> = (0..100).map(|_| rng.range(1, 100)).collect();
        heaps[0] = 100;
        if round % 2 == 1 {
            for i in 0..50 {
                heaps[50 + i] = heaps[i];
            }
        }
        let x = heaps.iter().fold(0, |acc, &a| acc ^ g[a as usize]);
        let out = run_limited(&bin(), &input_894(&heaps));
        assert!(out.success, "failed (TEST_SEED={seed}): {}", out.stderr);
        assert_eq!(out.stdout.trim(), yes_no(x != 0), "TEST_SEED={seed}");
        out.assert_within_ms(1000, "the run");
    }
    // Heap 1000: SG = 1999 (odious), so one heap wins and two cancel.
    assert_eq!(odious(1000), 1999);
    let out = run_limited(&bin(), &input_894(&[1000]));
    assert_eq!(out.stdout.trim(), "Yes", "{}", out.stderr);
    let out = run_limited(&bin(), &input_894(&[1000, 1000]));
    assert_eq!(out.stdout.trim(), "No", "{}", out.stderr);
    out.assert_within_ms(1000, "the run");
}

#[test]
fn bad_input_gets_a_clear_message() {
    let cases = [
        ("3\n1 2\n", "expected 3 heap sizes, found 2"),
        ("2\n1 y\n", "heap 2"),
        ("1\n1001\n", "larger than 1000"),
    ];
    for (input, msg) in cases {
        assert_rejects(&bin(), input, msg);
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
