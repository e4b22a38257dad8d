//! AcWing 893: the release binary on the samples, against an exhaustive search
//! of the whole multi-heap game, and at the judge's limits under a 1 MiB stack.

use std::path::PathBuf;
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};
use testkit::sg::{
    all_nonempty_sets, input_893, random_set, subtraction_sg_plain, yes_no, SubtractionOracle,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_acwing-893-set-nim"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// One case per input, so one run per position: every nonempty S ⊆ {1,2,3,4}
/// (15 sets) with every list of 1 or 2 heaps of 1..=6 (42 lists): 630 runs.
#[test]
fn agrees_with_exhaustive_search_for_all_sets_in_1_to_4_and_2_heaps_of_6() {
    let mut runs = 0;
    for s in all_nonempty_sets(4) {
        let mut oracle = SubtractionOracle::new(&s);
        let s64: Vec<u64> = s.iter().map(|&v| v as u64).collect();
        for n in 1..=2u32 {
            for code in 0..6u32.pow(n) {
                let heaps: Vec<u32> = (0..n).map(|i| code / 6u32.pow(i) % 6 + 1).collect();
                let want = yes_no(oracle.first_player_wins(&heaps));
                let h64: Vec<u64> = heaps.iter().map(|&v| v as u64).collect();
                let got = output_of(&bin(), &input_893(&s64, &h64));
                assert_eq!(got.trim(), want, "S = {s:?}, heaps {heaps:?}");
                runs += 1;
            }
        }
    }
    assert_eq!(runs, 15 * 42);
}

#[test]
fn agrees_with_exhaustive_search_on_random_inputs() {
    let seed = seed(893);
    let mut rng = Rng::new(seed);
    for _ in 0..200 {
        let k = rng.range(1, 4) as usize;
        let s = random_set(&mut rng, k, 7);
        let n = rng.range(1, 3) as usize;
        let heaps: Vec<u64> = (0..n).map(|_| rng.range(1, 12)).collect();
        let s32: Vec<u32> = s.iter().map(|&v| v as u32).collect();
        let h32: Vec<u32> = heaps.iter().map(|&v| v as u32).collect();
        let want = yes_no(SubtractionOracle::new(&s32).first_player_wins(&h32));
        let got = output_of(&bin(), &input_893(&s, &heaps));
        assert_eq!(
            got.trim(),
            want,
            "S = {s:?}, heaps {heaps:?} (TEST_SEED={seed})"
        );
    }
}

/// At the limits (k = n = 100, values ≤ 10^4) the whole game is far too big to
/// search; the oracle is the SG theorem with a plain BTreeSet mex table.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(8930);
    let mut rng = Rng::new(seed);
    let mut sets: Vec<Vec<u64>> = (0..3).map(|_| random_set(&mut rng, 100, 10_000)).collect();
    sets.push((1..=100).collect()); // SG values reach 100 = k: the mex bound is tight
    sets.push(random_set(&mut rng, 100, 200));
    for s in sets {
        let g = subtraction_sg_plain(&s, 10_000);
        for round in 0..2 {
            let mut heaps: Vec<u64> = (0..100).map(|_| rng.range(1, 10_000)).collect();
            heaps[0] = 10_000;
            if round == 1 {
                // Force a P-position: pair up heaps so the SG values cancel.
                for i in 0..50 {
                    heaps[50 + i] = heaps[i];
                }
            }
            let x = heaps.iter().fold(0, |a, &h| a ^ g[h as usize]);
            let out = run_limited(&bin(), &input_893(&s, &heaps));
            assert!(out.success, "failed (TEST_SEED={seed}): {}", out.stderr);
            assert_eq!(
                out.stdout.trim(),
                yes_no(x != 0),
                "S = {s:?} (TEST_SEED={seed})"
            );
            out.assert_within_ms(1000, "the run");
        }
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    let cases = [
        ("2\n2 5\n3\n2 4\n", "expected heap 3"),
        ("2\n0 5\n1\n4\n", "s_1 is 0"),
        ("1\nx\n1\n4\n", "s_1"),
        ("1\n1\n1\n99999999999\n", "larger than"),
    ];
    for (input, msg) in cases {
        assert_rejects(&bin(), input, msg);
    }
}

/// The program takes heaps up to 10^7 (the judge's limit is 10^4): exactly
/// 10^7 is answered, one more is refused. With S = {1} the SG value is
/// x mod 2, so a single heap of 10^7 loses and one of 10^7 − 1 wins.
#[test]
fn largest_accepted_heap_is_ten_million() {
    assert_eq!(output_of(&bin(), "1\n1\n1\n10000000\n").trim(), "No");
    assert_eq!(output_of(&bin(), "1\n1\n1\n9999999\n").trim(), "Yes");
    assert_rejects(&bin(), "1\n1\n1\n10000001\n", "larger than");
}

/// An absurd count reaches the listing's own message (no allocation of that
/// size is attempted), and bytes that are not UTF-8 are bad input too: exit
/// code 1 and a message, never a panic or an abort.
#[test]
fn absurd_counts_and_bytes_that_are_not_utf8_are_rejected() {
    assert_rejects(
        &bin(),
        "99999999999\n1 2\n",
        "input ended early: expected s_3",
    );
    assert_rejects(
        &bin(),
        "18446744073709551615\n",
        "input ended early: expected s_1",
    );
    assert_rejects(
        &bin(),
        "1\n2\n99999999999\n1 2\n",
        "input ended early: expected heap 3",
    );
    assert_rejects(
        &bin(),
        "1\n2\n18446744073709551615\n",
        "input ended early: expected heap 1",
    );
    assert_rejects_bytes(
        &bin(),
        b"2\n\xff\xfe\n",
        "the input is not UTF-8 text (at byte ",
    );
    assert_rejects_bytes(&bin(), b"\xc3", "the input is not UTF-8 text (at byte 0)");
}
