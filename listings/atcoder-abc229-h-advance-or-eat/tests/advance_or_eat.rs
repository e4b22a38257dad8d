//! ABC229 H: the release binary on the official samples, against whole-board
//! play (testkit, no game values) on every board of side ≤ 2 and on random
//! boards of side 3 and 4, against the game-value engine (columns built by
//! the rules, summed and compared with 0 by the order alone) on random boards
//! up to side 8, the limit under a 1 MiB stack, and bad input.

use std::collections::HashMap;
use std::path::PathBuf;
use testkit::advance_or_eat::{all_boards, engine_winner, input_229h, whole_board_winner, Board};
use testkit::partizan::Engine;
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_atcoder-abc229-h-advance-or-eat"))
}

fn random_board(rng: &mut Rng, n: usize, pieces_pct: u64) -> Board {
    let white_pct = rng.range(0, 100);
    (0..n)
        .map(|_| {
            (0..n)
                .map(|_| {
                    if rng.range(0, 99) >= pieces_pct {
                        b'.'
                    } else if rng.range(0, 99) < white_pct {
                        b'W'
                    } else {
                        b'B'
                    }
                })
                .collect()
        })
        .collect()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// All 84 boards of side 1 and 2, then 400 random boards of side 3 and 150 of
/// side 4 (at most about half the squares filled), against whole-board play.
#[test]
fn agrees_with_whole_board_play_on_small_boards() {
    let seed = seed(229);
    let mut rng = Rng::new(seed);
    let mut boards: Vec<Board> = all_boards(1).into_iter().chain(all_boards(2)).collect();
    boards.extend((0..400).map(|_| random_board(&mut rng, 3, 70)));
    boards.extend((0..150).map(|_| random_board(&mut rng, 4, 35)));
    let mut memo = HashMap::new();
    for b in &boards {
        let want = format!("{}\n", whole_board_winner(b, &mut memo));
        assert_eq!(
            output_of(&bin(), &input_229h(b)),
            want,
            "TEST_SEED={seed}:\n{}",
            input_229h(b)
        );
    }
}

/// 300 random boards of side 1..=8 (all densities) against the engine.
#[test]
fn agrees_with_the_engine_on_random_boards_up_to_8() {
    let seed = seed(2290);
    let mut rng = Rng::new(seed);
    let mut e = Engine::new();
    let mut cols = HashMap::new();
    for _ in 0..300 {
        let n = rng.range(1, 8) as usize;
        let pct = rng.range(10, 100);
        let b = random_board(&mut rng, n, pct);
        let want = format!("{}\n", engine_winner(&mut e, &b, &mut cols));
        assert_eq!(
            output_of(&bin(), &input_229h(&b)),
            want,
            "TEST_SEED={seed}:\n{}",
            input_229h(&b)
        );
    }
}

/// N = 8 (the limit: all 6561 columns are valued): full boards and an empty
/// one, 1 MiB stack, 2 s (the judge's limit).
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    let seed = seed(8);
    let mut rng = Rng::new(seed);
    let mut e = Engine::new();
    let mut cols = HashMap::new();
    let boards = vec![
        vec![b"WWWWWWWW".to_vec(); 8],
        vec![b"........".to_vec(); 8],
        random_board(&mut rng, 8, 100),
    ];
    for b in boards {
        let want = format!("{}\n", engine_winner(&mut e, &b, &mut cols));
        let out = run_limited(&bin(), &input_229h(&b));
        assert!(out.success, "TEST_SEED={seed}: {}", out.stderr);
        assert!(out.stdout == want, "wrong answer (TEST_SEED={seed})");
        out.assert_within_ms(2000, "N = 8");
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0\n", "outside 1..=8");
    assert_rejects(&bin(), "9\n", "outside 1..=8");
    assert_rejects(&bin(), "99999999999\n", "outside 1..=8");
    assert_rejects(&bin(), "18446744073709551615\n", "outside 1..=8");
    assert_rejects(&bin(), "x\n", "N (\"x\")");
    assert_rejects(&bin(), "2\n..\n", "expected 2 rows, found 1");
    assert_rejects(&bin(), "2\n...\n..\n", "does not have 2 characters");
    assert_rejects(&bin(), "2\nWX\n..\n", "not W, B or .");
    assert_rejects(&bin(), "1\nW\nB\n", "unexpected \"B\"");
    assert_rejects_bytes(&bin(), b"1\n\xff\n", "not UTF-8");
}
