//! ext-hackenbush-nim: the release binary on the sample, against the engine
//! playing the whole sum out (the tree cut by cut, each heap as a Nim heap;
//! no values, no signs) on every tree of at most 4 edges beside every
//! multiset of at most two heaps of at most 3 stones, against testkit's edge
//! rule and the XOR of the heaps on random large cases, the limits under a
//! 1 MiB stack, and bad input.

use std::path::PathBuf;
use testkit::partizan::{
    all_coloured_trees, hackenbush_nim_by_play, hackenbush_nim_input, hackenbush_tree_rule, Engine,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-hackenbush-nim"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_play_on_small_trees_and_heaps() {
    let mut heap_sets: Vec<Vec<u64>> = vec![vec![]];
    for a in 0..=3 {
        heap_sets.push(vec![a]);
        for b in a..=3 {
            heap_sets.push(vec![a, b]);
        }
    }
    let mut tests = Vec::new();
    for t in all_coloured_trees(4) {
        for h in &heap_sets {
            tests.push((t.clone(), h.clone()));
        }
    }
    let out = output_of(&bin(), &hackenbush_nim_input(&tests));
    let got: Vec<&str> = out.split_ascii_whitespace().collect();
    assert_eq!(got.len(), tests.len());
    let mut e = Engine::new();
    let mut classes = std::collections::HashSet::new();
    for (((parent, blue), heaps), g) in tests.iter().zip(&got) {
        let want = hackenbush_nim_by_play(&mut e, parent, blue, heaps);
        assert_eq!(
            g.to_string(),
            want.to_string(),
            "{parent:?} {blue:?} {heaps:?}"
        );
        classes.insert(want);
    }
    // All four outcome classes occur.
    assert_eq!(classes.len(), 4);
}

fn random_test(rng: &mut Rng, n: usize, k: usize) -> ((Vec<usize>, Vec<bool>), Vec<u64>) {
    let parent: Vec<usize> = (0..=n)
        .map(|v| {
            if v == 0 {
                0
            } else if rng.range(0, 2) == 0 {
                rng.range(0, v as u64 - 1) as usize
            } else {
                v - 1
            }
        })
        .collect();
    let blue: Vec<bool> = (0..=n).map(|v| v > 0 && rng.range(0, 1) == 0).collect();
    let heaps: Vec<u64> = (0..k)
        .map(|_| rng.range(0, 1_000_000_000_000_000_000))
        .collect();
    ((parent, blue), heaps)
}

fn by_rule(t: &((Vec<usize>, Vec<bool>), Vec<u64>)) -> char {
    let ((parent, blue), heaps) = t;
    let x = hackenbush_tree_rule(parent, blue);
    let s = heaps.iter().fold(0, |a, &b| a ^ b);
    match (x.p.signum(), s) {
        (1, _) => 'L',
        (-1, _) => 'R',
        (_, 0) => 'P',
        _ => 'N',
    }
}

/// 2000 random tests (forests up to 40 edges, up to 5 heaps up to 10^18),
/// half of them with a balanced forest (value 0) so that the heaps decide.
#[test]
fn agrees_with_the_rule_on_random_tests() {
    let seed = seed(1730);
    let mut rng = Rng::new(seed);
    let tests: Vec<_> = (0..2000)
        .map(|i| {
            let n = rng.range(0, 40) as usize;
            let k = rng.range(0, 5) as usize;
            let mut t = random_test(&mut rng, n, k);
            if i % 2 == 0 {
                // A blue edge and a red edge on the ground: value 0.
                t.0 = (vec![0, 0, 0], vec![false, true, false]);
            }
            t
        })
        .collect();
    let out = output_of(&bin(), &hackenbush_nim_input(&tests));
    let want: String = tests.iter().map(|t| format!("{}\n", by_rule(t))).collect();
    assert!(out == want, "TEST_SEED={seed}");
}

/// T = 10 000 tests of 63 edges and 20 heaps each (200 000 heaps in all),
/// 1 MiB stack, 1 s.
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    let seed = seed(10_000);
    let mut rng = Rng::new(seed);
    let tests: Vec<_> = (0..10_000).map(|_| random_test(&mut rng, 63, 20)).collect();
    let want: String = tests
        .iter()
        .take(100)
        .map(|t| format!("{}\n", by_rule(t)))
        .collect();
    let out = run_limited(&bin(), &hackenbush_nim_input(&tests));
    assert!(out.success, "TEST_SEED={seed}: {}", out.stderr);
    assert!(
        out.stdout.starts_with(&want),
        "wrong answer (TEST_SEED={seed})"
    );
    assert_eq!(out.stdout.lines().count(), 10_000);
    out.assert_within_ms(1000, "T = 10 000, 63 edges, 200 000 heaps");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0\n", "outside 1..=10000");
    assert_rejects(&bin(), "99999999999\n", "outside 1..=10000");
    assert_rejects(&bin(), "1\n64\n", "outside 0..=63");
    assert_rejects(&bin(), "1\n1\n0 B\n", "expected the number of heaps");
    assert_rejects(&bin(), "1\n0\n200001\n", "would pass 200000 heaps");
    assert_rejects(
        &bin(),
        "1\n0\n18446744073709551615\n",
        "would pass 200000 heaps",
    );
    assert_rejects(&bin(), "1\n0\n2 1\n", "expected 2 heaps, found 1");
    assert_rejects(&bin(), "1\n0\n1 1000000000000000001\n", "above 10^18");
    assert_rejects(&bin(), "1\n0\n1 x\n", "heap 1");
    assert_rejects(&bin(), "1\n1\n0 G\n0\n", "not B or R");
    assert_rejects(&bin(), "1\n0\n0\n5\n", "unexpected \"5\"");
    assert_rejects_bytes(&bin(), b"1\n0\n1 \xff\n", "not UTF-8");
}
