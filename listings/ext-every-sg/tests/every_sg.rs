//! ext-every-sg: the release binary on our samples (checked by the oracle),
//! against an exhaustive search of the whole Every-SG game, at the format's
//! limits under a 1 MiB stack, and on malformed input.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited, sample_pairs,
};
use testkit::sums::{
    answer_first, assert_all_small_set_heaps, input_set_heaps, parse_set_heaps, step_counts,
    EveryOracle,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-every-sg"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Our own samples: their `.out` files are what the exhaustive search says.
#[test]
fn samples_agree_with_the_exhaustive_search() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    for (i, o) in sample_pairs(&dir).unwrap() {
        let (set, heaps) = parse_set_heaps(&std::fs::read_to_string(&i).unwrap());
        let want = answer_first(EveryOracle::new(&set).first_player_wins(&heaps));
        let got = std::fs::read_to_string(&o).unwrap();
        assert_eq!(got.trim(), want, "{}", i.display());
    }
}

/// Every nonempty S ⊆ {1,2,3,4} (15 sets) with every list of 1 or 2 heaps of
/// 0..=7 (72 lists): 1080 runs, each against the exhaustive search.
#[test]
fn agrees_with_exhaustive_search_for_all_sets_in_1_to_4_and_2_heaps_of_7() {
    let mut oracles: HashMap<Vec<u32>, EveryOracle> = HashMap::new();
    let runs = assert_all_small_set_heaps(&bin(), 7, |s, heaps| {
        let oracle = oracles
            .entry(s.to_vec())
            .or_insert_with(|| EveryOracle::new(s));
        answer_first(oracle.first_player_wins(heaps))
    });
    assert_eq!(runs, 15 * 72);
}

/// 300 random inputs: 1 to 4 move sizes from 1..=8 (duplicates allowed), 1 to
/// 3 heaps of 0..=12.
#[test]
fn agrees_with_exhaustive_search_on_random_inputs() {
    let seed = seed(5420);
    let mut rng = Rng::new(seed);
    for _ in 0..300 {
        let k = rng.range(1, 4) as usize;
        let s: Vec<u64> = (0..k).map(|_| rng.range(1, 8)).collect();
        let n = rng.range(1, 3) as usize;
        let heaps: Vec<u64> = (0..n).map(|_| rng.range(0, 12)).collect();
        let s32: Vec<u32> = s.iter().map(|&v| v as u32).collect();
        let h32: Vec<u32> = heaps.iter().map(|&v| v as u32).collect();
        let want = answer_first(EveryOracle::new(&s32).first_player_wins(&h32));
        let got = output_of(&bin(), &input_set_heaps(&s, &heaps));
        assert_eq!(
            got.trim(),
            want,
            "S = {s:?}, heaps {heaps:?} (TEST_SEED={seed})"
        );
    }
}

/// With S = {1, …, m} a heap of x loses alone iff (m + 1) | x, and its step
/// count is 2⌊x/(m+1)⌋ + [(m+1) ∤ x]: the loser's every move leaves a heap
/// from which the winner returns to the next multiple below.
fn bash_step(x: u64, m: u64) -> u64 {
    2 * (x / (m + 1)) + u64::from(x % (m + 1) != 0)
}

/// The formula agrees with the step counts the testkit derives from the
/// exhaustive solver's win/lose labels, for S = {1..m}, m ≤ 6, heaps ≤ 80.
#[test]
fn bash_step_formula_matches_the_definition() {
    for m in 1..=6u32 {
        let s: Vec<u32> = (1..=m).collect();
        let steps = step_counts(&s, 80, true);
        for (x, &v) in steps.iter().enumerate() {
            assert_eq!(bash_step(x as u64, m as u64), v, "m = {m}, x = {x}");
        }
    }
}

/// k = 100 (S = {1, …, 100}), n = 10^5 heaps below `top`, plus one heap of
/// `top`, which decides: an odd step count when 101 ∤ top (First), even
/// otherwise (Second). Returns the runs.
fn limit_runs(seed: u64, tops: &[u64]) -> Vec<testkit::run::RunOutput> {
    let mut rng = Rng::new(seed);
    let s: Vec<u64> = (1..=100).collect();
    let mut runs = Vec::new();
    for (case, &top) in tops.iter().enumerate() {
        let mut heaps: Vec<u64> = (0..100_000).map(|_| rng.range(0, top - 1)).collect();
        heaps[case * 7] = top;
        let largest = heaps.iter().map(|&h| bash_step(h, 100)).max().unwrap();
        let want = answer_first(largest % 2 == 1);
        assert_eq!(want, if top % 101 == 0 { "Second" } else { "First" });
        let out = run_limited(&bin(), &input_set_heaps(&s, &heaps));
        assert!(out.success, "failed (TEST_SEED={seed}): {}", out.stderr);
        assert_eq!(
            out.stdout.trim(),
            want,
            "case {case}, top {top} (TEST_SEED={seed})"
        );
        runs.push(out);
    }
    runs
}

/// The format's limits: k = 100, n = 10^5 heaps up to 10^5, each run within
/// 1 s under a 1 MiB stack.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    for out in limit_runs(seed(5421), &[100_000, 101 * 990, 99_999, 50_000]) {
        out.assert_within_ms(1000, "the run");
    }
}

/// Ten times the heap limit (heaps up to 10^6, the largest accepted) is still
/// answered correctly under a 1 MiB stack; its time is measured in the
/// chapter, not asserted here (about 0.16 s of CPU time per run, measured
/// with hyperfine on an input of this size).
#[test]
fn ten_times_the_heap_limit_is_answered() {
    limit_runs(seed(5422), &[1_000_000, 101 * 9900, 999_899]);
}

/// Heaps up to 10^6 are answered, one more is refused. With S = {1} a heap of
/// x lasts x moves, so the largest heap's parity decides.
#[test]
fn largest_accepted_heap_is_one_million() {
    assert_eq!(output_of(&bin(), "1\n1\n2\n1000000 7\n").trim(), "Second");
    assert_eq!(output_of(&bin(), "1\n1\n2\n999999 8\n").trim(), "First");
    assert_rejects(&bin(), "1\n1\n1\n1000001\n", "larger than 1000000");
}

#[test]
fn bad_input_gets_a_clear_message() {
    let cases = [
        ("", "expected k"),
        ("2\n2 5\n3\n2 4\n", "expected heap 3"),
        ("2\n0 5\n1\n4\n", "s_1 is 0"),
        ("1\nx\n1\n4\n", "s_1"),
        ("0\n1\n4\n", "k = 0"),
        ("101\n", "k = 101"),
        ("1\n1\n1\n-3\n", "heap 1"),
        ("1\n1\n99999999999\n1 2\n", "expected heap 3"),
        ("1\n1\n18446744073709551615\n", "expected heap 1"),
        (
            "1\n1\n18446744073709551616\n",
            "n (\"18446744073709551616\")",
        ),
        ("18446744073709551615\n1\n", "k = 18446744073709551615"),
    ];
    for (input, msg) in cases {
        assert_rejects(&bin(), input, msg);
    }
    assert_rejects_bytes(&bin(), b"1\n2\n2\n\xff\xfe\n", "not UTF-8");
}
