//! ext-lasker-nim: the release binary on our samples (checked by the oracle),
//! against an exhaustive search of the whole multi-heap game, against the
//! proved closed form on heaps up to 2^64 − 1, at the limits under a 1 MiB
//! stack, and on malformed input.

use std::path::{Path, PathBuf};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited, sample_pairs,
};
use testkit::sums::{answer_lasker, input_lasker, lasker_sg, random_heaps, LaskerOracle};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-lasker-nim"))
}

/// The answer by the closed form (proved in the chapter, and checked against
/// the exhaustive solver and the mex table in testkit's own tests).
fn by_formula(heaps: &[u64]) -> &'static str {
    let x = heaps
        .iter()
        .fold(0u128, |a, &h| a ^ lasker_sg(u128::from(h)));
    answer_lasker(x != 0)
}

/// The cases of an input, parsed here (test code, valid input only).
fn cases_of(text: &str) -> Vec<Vec<u64>> {
    let mut t = text
        .split_ascii_whitespace()
        .map(|w| w.parse::<u64>().unwrap());
    let count = t.next().unwrap();
    (0..count)
        .map(|_| {
            let n = t.next().unwrap();
            (0..n).map(|_| t.next().unwrap()).collect()
        })
        .collect()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Our own samples: small heaps by the exhaustive search, huge heaps (beyond
/// any search) by the closed form.
#[test]
fn samples_agree_with_the_oracles() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let mut oracle = LaskerOracle::default();
    for (i, o) in sample_pairs(&dir).unwrap() {
        let cases = cases_of(&std::fs::read_to_string(&i).unwrap());
        let want: Vec<&str> = cases
            .iter()
            .map(|c| {
                if c.iter().sum::<u64>() <= 24 && c.iter().all(|&h| h <= 24) {
                    let small: Vec<u32> = c.iter().map(|&h| h as u32).collect();
                    answer_lasker(oracle.first_player_wins(&small))
                } else {
                    by_formula(c)
                }
            })
            .collect();
        let got = std::fs::read_to_string(&o).unwrap();
        assert_eq!(
            got.split_whitespace().collect::<Vec<_>>(),
            want,
            "{}",
            i.display()
        );
    }
}

/// Every list of 1 to 3 heaps of 0..=7 (584 lists, at most 21 stones) in one
/// run of 584 cases, against the exhaustive search of the whole game (which
/// knows only the moves: take, or split into two nonempty heaps).
#[test]
fn agrees_with_exhaustive_search_up_to_3_heaps_of_7() {
    let lists = testkit::game::all_lists_of(3, 0..=7);
    assert_eq!(lists.len(), 8 + 64 + 512);
    let mut oracle = LaskerOracle::default();
    let want: Vec<&str> = lists
        .iter()
        .map(|p| answer_lasker(oracle.first_player_wins(p)))
        .collect();
    let cases: Vec<Vec<u64>> = lists
        .iter()
        .map(|p| p.iter().map(|&h| u64::from(h)).collect())
        .collect();
    let got = output_of(&bin(), &input_lasker(&cases));
    assert_eq!(got.lines().collect::<Vec<_>>(), want);
}

/// 400 random cases of 1 to 4 heaps with at most 26 stones in all, against the
/// exhaustive search.
#[test]
fn agrees_with_exhaustive_search_on_random_cases() {
    let seed = seed(5430);
    let mut rng = Rng::new(seed);
    let mut oracle = LaskerOracle::default();
    let mut cases = Vec::new();
    while cases.len() < 400 {
        let n = rng.range(1, 4) as usize;
        let c = random_heaps(&mut rng, n, 0, 13);
        if c.iter().sum::<u64>() <= 26 {
            cases.push(c);
        }
    }
    let want: Vec<&str> = cases
        .iter()
        .map(|c| {
            let small: Vec<u32> = c.iter().map(|&h| h as u32).collect();
            answer_lasker(oracle.first_player_wins(&small))
        })
        .collect();
    let got = output_of(&bin(), &input_lasker(&cases));
    assert_eq!(got.lines().collect::<Vec<_>>(), want, "TEST_SEED={seed}");
}

/// Heaps anywhere in 0..=2^64 − 1, half the cases forced to xor 0 by pairing
/// equal SG values, against the closed form; heaps near 2^64 included.
#[test]
fn agrees_with_the_closed_form_on_huge_heaps() {
    let seed = seed(5431);
    let mut rng = Rng::new(seed);
    let mut cases = Vec::new();
    for i in 0..500 {
        let n = rng.range(1, 6) as usize;
        let mut c = random_heaps(&mut rng, n, 0, u64::MAX);
        if i % 5 == 0 {
            c.push(u64::MAX - rng.range(0, 7));
        }
        if i % 2 == 0 {
            let copy = c.clone();
            c.extend(copy);
        }
        cases.push(c);
    }
    let want: Vec<&str> = cases.iter().map(|c| by_formula(c)).collect();
    assert!(want.contains(&"Bob") && want.contains(&"Alice"));
    let got = output_of(&bin(), &input_lasker(&cases));
    assert_eq!(got.lines().collect::<Vec<_>>(), want, "TEST_SEED={seed}");
}

/// HDU 3032's limits with heaps up to 10^18 instead of 2^31 − 1: one case of
/// 10^6 heaps (about 19 MB of input), and 100 cases of 10^4 heaps; half
/// forced to xor 0. Each run within 1 s under a 1 MiB stack.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(5432);
    let mut rng = Rng::new(seed);
    for (count, n) in [(1usize, 1_000_000usize), (100, 10_000)] {
        let cases: Vec<Vec<u64>> = (0..count)
            .map(|i| {
                let mut c = random_heaps(&mut rng, n, 1, 1_000_000_000_000_000_000);
                if i % 2 == 0 || count == 1 {
                    let half = n / 2;
                    for j in 0..half {
                        c[half + j] = c[j];
                    }
                }
                c
            })
            .collect();
        let want: Vec<&str> = cases.iter().map(|c| by_formula(c)).collect();
        let out = run_limited(&bin(), &input_lasker(&cases));
        assert!(out.success, "failed (TEST_SEED={seed}): {}", out.stderr);
        assert_eq!(
            out.stdout.lines().collect::<Vec<_>>(),
            want,
            "TEST_SEED={seed}"
        );
        out.assert_within_ms(1000, "the run");
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    let cases = [
        ("", "expected T"),
        ("1\n", "expected n of case 1"),
        ("2\n1\n5\n2\n1\n", "expected heap 2 of case 2"),
        ("1\n2\n1 x\n", "heap 2 of case 1 (\"x\")"),
        ("1\n1\n-1\n", "heap 1 of case 1"),
        ("1\n1\n18446744073709551616\n", "heap 1 of case 1"),
        ("99999999999\n1\n1\n", "expected n of case 2"),
        (
            "1\n18446744073709551615\n1 2\n",
            "expected heap 3 of case 1",
        ),
        ("18446744073709551616\n", "T (\"18446744073709551616\")"),
    ];
    for (input, msg) in cases {
        assert_rejects(&bin(), input, msg);
    }
    assert_rejects_bytes(&bin(), b"1\n2\n3 \xff\xfe\n", "not UTF-8");
}
