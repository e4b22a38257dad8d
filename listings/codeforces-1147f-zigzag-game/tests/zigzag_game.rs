//! Codeforces 1147F: the release binary plays the jury of testkit::interact
//! (games batched up to the statement's 50 a run): the sample transcript,
//! every reply of the jury on every board with n ≤ 2 and on random boards
//! with n = 3, random boards up to n = 50 against the jury's best and random
//! moves, the limit (50 boards with n = 50) under a 1 MiB stack, and bad input.

use std::path::PathBuf;
use std::time::Instant;
use testkit::interact::zigzag::{Board, Zigzag};
use testkit::interact::{explore, render, Chooser, Jury};
use testkit::rng::{seed, Rng};
use testkit::run::{assert_rejects, assert_rejects_bytes, assert_samples_pass};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_codeforces-1147f-zigzag-game"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Every board with n = 1 and n = 2 (25 boards) and 30 random boards with
/// n = 3, each against every choice the jury can make: the direction, the
/// start and every move.
#[test]
fn wins_against_every_reply_on_small_boards() {
    let mut boards = Board::all(1);
    boards.extend(Board::all(2));
    let seed = seed(1147);
    let mut rng = Rng::new(seed);
    for _ in 0..30 {
        boards.push(Board::random(3, &mut rng));
    }
    match explore::<Zigzag>(&bin(), &boards, 20_000) {
        Ok((games, runs)) => {
            eprintln!("{games} games in {runs} runs");
            assert!(
                games >= 700 && runs <= 20,
                "{games} games in {runs} runs (TEST_SEED={seed})"
            )
        }
        Err((b, p)) => panic!(
            "{b:?}: {:?}\n{} (TEST_SEED={seed})",
            p.result,
            render(&p.transcript)
        ),
    }
}

/// Random boards with n from 1 to 50, 50 to a run, against the jury's best
/// moves and against random ones.
#[test]
fn wins_on_random_boards_against_best_and_random_moves() {
    let seed = seed(11470);
    let mut rng = Rng::new(seed);
    for round in 0..4 {
        let boards: Vec<Board> = (0..50)
            .map(|_| {
                let n = rng.range(1, 50) as usize;
                Board::random(n, &mut rng)
            })
            .collect();
        let mut chooser = if round % 2 == 0 {
            Chooser::Best
        } else {
            Chooser::Random(Rng::new(rng.next_u64()))
        };
        let p = Zigzag::play(&bin(), &boards, &mut chooser);
        assert!(
            p.result.is_ok(),
            "game {:?}: {:?}\n{} (TEST_SEED={seed})",
            p.game,
            p.result,
            render(&p.transcript)
        );
    }
}

/// The largest test: 50 boards with n = 50, well inside the 5 s limit.
#[test]
fn limit_test_runs_in_default_stack() {
    let mut rng = Rng::new(50);
    let boards: Vec<Board> = (0..50).map(|_| Board::random(50, &mut rng)).collect();
    let start = Instant::now();
    let p = Zigzag::play(&bin(), &boards, &mut Chooser::Best);
    assert!(p.result.is_ok(), "{:?}", p.result);
    let ms = start.elapsed().as_millis();
    assert!(
        ms <= 1000 * testkit::run::time_slack(),
        "50 games with n = 50 took {ms} ms"
    );
}

#[test]
fn rejects_bad_input() {
    assert_rejects(&bin(), "", "bad input");
    assert_rejects(&bin(), "0\n", "bad input");
    assert_rejects(&bin(), "99999999999\n", "bad input");
    assert_rejects(&bin(), "18446744073709551615\n", "bad input");
    assert_rejects(&bin(), "1\n51\n", "bad input");
    assert_rejects(&bin(), "1\n1\n2\n", "bad input");
    assert_rejects(&bin(), "1\n1\n1\nX 1\n", "bad input");
    assert_rejects_bytes(&bin(), b"2\n\xff\xfe\n", "bad input");
}
