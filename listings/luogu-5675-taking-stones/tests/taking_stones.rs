//! Luogu P5675: the release binary on the samples, against a count of every
//! choice with Alice's first move searched through the whole Nim game tree
//! (every pile list up to 3 piles of 4, random lists up to 5 piles of 6), and
//! on 200 piles of 200 under a 1 MiB stack.

use std::path::PathBuf;
use testkit::nim::answer_5675;
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_luogu-5675-taking-stones"))
}

fn input(piles: &[u32]) -> String {
    let p: Vec<String> = piles.iter().map(u32::to_string).collect();
    format!("{}\n{}\n", piles.len(), p.join(" "))
}

fn check(piles: &[u32], what: &str) {
    let want = answer_5675(piles).to_string();
    assert_eq!(
        output_of(&bin(), &input(piles)).trim(),
        want,
        "{what}: {piles:?}"
    );
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Every list of 1 to 3 piles of 1 to 4 stones (4 + 16 + 64 = 84 runs).
#[test]
fn agrees_with_search_on_every_list_up_to_3_piles_of_4() {
    let mut runs = 0;
    for n in 1..=3u32 {
        for code in 0..4u32.pow(n) {
            let piles: Vec<u32> = (0..n).map(|k| code / 4u32.pow(k) % 4 + 1).collect();
            check(&piles, "every list");
            runs += 1;
        }
    }
    assert_eq!(runs, 4 + 16 + 64);
}

#[test]
fn agrees_with_search_on_random_lists_up_to_5_piles_of_6() {
    let seed = seed(5675);
    let mut rng = Rng::new(seed);
    for _ in 0..40 {
        let n = rng.range(1, 5) as usize;
        let piles: Vec<u32> = (0..n).map(|_| rng.range(1, 6) as u32).collect();
        check(&piles, &format!("random (TEST_SEED={seed})"));
    }
}

/// 200 piles of 200 (the limit): the others' XOR is 200 exactly when an odd
/// number of them is kept, and only then Alice cannot move pile i to nim sum
/// 0; so the answer is 200 · 2^198 mod 10^9 + 7, computed here by repeated
/// doubling. Then 200 random piles, for the time alone. Under a 1 MiB stack
/// within 1 s.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let p = 1_000_000_007u64;
    let mut want = 200u64;
    for _ in 0..198 {
        want = want * 2 % p;
    }
    let out = run_limited(&bin(), &input(&[200; 200]));
    assert!(out.success, "{}", out.stderr);
    assert_eq!(out.stdout.trim(), want.to_string());
    out.assert_within_ms(1000, "200 piles of 200");
    let seed = seed(56750);
    let mut rng = Rng::new(seed);
    let piles: Vec<u32> = (0..200).map(|_| rng.range(1, 200) as u32).collect();
    let out = run_limited(&bin(), &input(&piles));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(1000, &format!("200 random piles (TEST_SEED={seed})"));
}

#[test]
fn bad_input_gets_a_clear_message() {
    let b = bin();
    assert_rejects(&b, "", "expected N");
    assert_rejects(&b, "0\n", "N (\"0\")");
    assert_rejects(&b, "201\n", "N (\"201\")");
    assert_rejects(&b, "99999999999\n", "N (\"99999999999\")");
    assert_rejects(&b, "18446744073709551615\n", "N (\"18446744073709551615\")");
    assert_rejects(&b, "3\n1 2\n", "expected 3 piles, found 2");
    assert_rejects(&b, "2\n1 201\n", "pile 2: \"201\"");
    assert_rejects(&b, "2\n0 1\n", "pile 1: \"0\"");
    assert_rejects(&b, "1\n5 6\n", "unexpected \"6\"");
    assert_rejects_bytes(&b, b"2\n1 \xff\xfe\n", "not UTF-8");
}

/// One pile: Alice takes it all and wins, so no choice is a loss.
#[test]
fn one_pile_is_always_won() {
    assert_eq!(output_of(&bin(), "1\n7\n").trim(), "0");
}
