//! Codeforces 1934D2: the release binary plays the jury of testkit::interact
//! (games batched up to the statement's 1000 a run): the sample transcript,
//! every reply of the jury for every n ≤ 63, random n up to 10^18 against the
//! jury's best and random breaks (every game within 63 breaks), the limit
//! (1000 games) under a 1 MiB stack, and bad input.

use std::path::PathBuf;
use std::time::Instant;
use testkit::interact::xor_break::XorBreak;
use testkit::interact::{explore, render, Chooser, Jury};
use testkit::rng::{seed, Rng};
use testkit::run::{assert_rejects, assert_rejects_bytes, assert_samples_pass};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_codeforces-1934d2-xor-break-game"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Every n from 1 to 63 against every break the jury can make.
#[test]
fn wins_against_every_reply_for_small_n() {
    let ns: Vec<u64> = (1..=63).collect();
    match explore::<XorBreak>(&bin(), &ns, 200_000) {
        Ok((games, runs)) => {
            eprintln!("{games} games in {runs} runs");
            assert!(games >= 900 && runs <= 10, "{games} games in {runs} runs")
        }
        Err((n, p)) => panic!("n = {n}: {:?}\n{}", p.result, render(&p.transcript)),
    }
}

/// Random n up to 10^18 (and all-ones numbers, the longest games), 1000 to a
/// run, against the jury's best breaks and random ones.
#[test]
fn wins_on_random_large_n_against_best_and_random_breaks() {
    let seed = seed(19342);
    let mut rng = Rng::new(seed);
    for round in 0..2 {
        let mut ns: Vec<u64> = (0..990)
            .map(|_| rng.range(1, 1_000_000_000_000_000_000))
            .collect();
        ns.extend((50..60).map(|b| (1u64 << b) - 1));
        let mut chooser = if round % 2 == 0 {
            Chooser::Best
        } else {
            Chooser::Random(Rng::new(rng.next_u64()))
        };
        let p = XorBreak::play(&bin(), &ns, &mut chooser);
        assert!(
            p.result.is_ok(),
            "game {:?}: {:?}\n{} (TEST_SEED={seed})",
            p.game,
            p.result,
            render(&p.transcript)
        );
    }
}

/// The largest test: 1000 games near 10^18, well inside the 3 s limit.
#[test]
fn limit_test_runs_in_default_stack() {
    let ns: Vec<u64> = (0..1000).map(|k| 1_000_000_000_000_000_000 - k).collect();
    let start = Instant::now();
    let p = XorBreak::play(&bin(), &ns, &mut Chooser::Best);
    assert!(p.result.is_ok(), "{:?}", p.result);
    let ms = start.elapsed().as_millis();
    assert!(
        ms <= 1000 * testkit::run::time_slack(),
        "1000 games took {ms} ms"
    );
}

#[test]
fn rejects_bad_input() {
    assert_rejects(&bin(), "", "bad input");
    assert_rejects(&bin(), "0\n", "bad input");
    assert_rejects(&bin(), "99999999999\n", "bad input");
    assert_rejects(&bin(), "18446744073709551615\n", "bad input");
    assert_rejects(&bin(), "1\n0\n", "bad input");
    assert_rejects(&bin(), "1\n1000000000000000001\n", "bad input");
    assert_rejects(&bin(), "1\n1\nx y\n", "bad input");
    assert_rejects_bytes(&bin(), b"2\n\xff\xfe\n", "bad input");
}
