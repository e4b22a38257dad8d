//! Luogu P2594: the release binary on the sample, against a search of the
//! whole game (no xor rule, no single-cell values) on every board of up to
//! 16 cells, on big boards against the single-cell rule kept as a parity
//! vector, at the limits under a 1 MiB stack, and on bad input.

use std::path::PathBuf;
use testkit::nimbers::{answer_2594, coloring_game_sg, input_coloring, Board};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_luogu-2594-coloring-game"))
}

/// The board whose 'T' cells are the set bits of `pos` (bit i·cols + j).
fn board(rows: usize, cols: usize, pos: u32) -> Board {
    (0..rows)
        .map(|i| {
            (0..cols)
                .map(|j| {
                    if pos >> (i * cols + j) & 1 == 1 {
                        b'T'
                    } else {
                        b'H'
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

/// Every position of every board shape up to 16 cells that the search can
/// afford: 1×n (n ≤ 12), 2×6, 3×4, 4×3, 6×2, 12×1 and 4×4, each shape's
/// positions as one multi-game input.
#[test]
fn agrees_with_a_search_of_the_whole_game_on_every_small_board() {
    let mut shapes: Vec<(usize, usize)> = (1..=12).map(|n| (1, n)).collect();
    shapes.extend([(2, 6), (3, 4), (4, 3), (6, 2), (12, 1), (4, 4)]);
    for (r, c) in shapes {
        let sg = coloring_game_sg(r, c);
        let boards: Vec<Board> = (0..1u32 << (r * c)).map(|p| board(r, c, p)).collect();
        let want: String = sg
            .iter()
            .map(|&g| format!("{}\n", answer_2594(g != 0)))
            .collect();
        assert!(
            output_of(&bin(), &input_coloring(&boards)) == want,
            "{r}×{c} differs"
        );
    }
}

/// The rule of the chapter, written here as a parity vector of 256 bits.
fn by_rule(b: &Board) -> bool {
    let mut bits = [false; 256];
    for (i, row) in b.iter().enumerate() {
        for (j, &c) in row.iter().enumerate() {
            if c == b'T' {
                let k = if i == 0 || j == 0 {
                    (i + j + 1).trailing_zeros() as usize
                } else {
                    i + j
                };
                bits[k] = !bits[k];
            }
        }
    }
    bits.iter().any(|&x| x)
}

fn random_board(r: &mut Rng, rows: usize, cols: usize, density: u64) -> Board {
    (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| if r.range(0, 99) < density { b'T' } else { b'H' })
                .collect()
        })
        .collect()
}

/// Random boards up to 100 × 100, sparse and dense, and boards whose only 'T'
/// cells sit on one anti-diagonal in pairs (values cancel) or beyond bit 64
/// and 128 (values overflow u64 and u128).
#[test]
fn agrees_with_the_rule_on_big_boards() {
    let seed = seed(2594);
    let mut rng = Rng::new(seed);
    let mut boards = Vec::new();
    for _ in 0..200 {
        let (n, m) = (rng.range(1, 100) as usize, rng.range(1, 100) as usize);
        let d = [1, 2, 50][rng.range(0, 2) as usize];
        boards.push(random_board(&mut rng, n, m, d));
    }
    for k in [64usize, 127, 128, 198] {
        let mut b = vec![vec![b'H'; 100]; 100];
        b[k / 2][k - k / 2] = b'T';
        boards.push(b.clone());
        if k < 198 {
            b[k / 2 - 1][k - k / 2 + 1] = b'T';
            boards.push(b);
        }
    }
    let want: String = boards
        .iter()
        .map(|b| format!("{}\n", answer_2594(by_rule(b))))
        .collect();
    assert!(
        output_of(&bin(), &input_coloring(&boards)) == want,
        "TEST_SEED={seed}"
    );
}

#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(25940);
    let mut rng = Rng::new(seed);
    let boards: Vec<Board> = (0..50)
        .map(|_| random_board(&mut rng, 100, 100, 50))
        .collect();
    let want: String = boards
        .iter()
        .map(|b| format!("{}\n", answer_2594(by_rule(b))))
        .collect();
    let out = run_limited(&bin(), &input_coloring(&boards));
    assert!(
        out.success && out.stdout == want,
        "TEST_SEED={seed}: {}",
        out.stderr
    );
    out.assert_within_ms(1000, "T = 50 boards of 100 × 100");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "missing T");
    assert_rejects(&bin(), "1\n2 3\nHHH\n", "expected 2 rows, found 1");
    assert_rejects(&bin(), "1\n1 3\nHHX\n", "expected 3 letters H or T");
    assert_rejects(&bin(), "1\n1 3\nHH\n", "expected 3 letters H or T");
    assert_rejects(&bin(), "1\n0 3\n", "must be at least 1");
    assert_rejects(
        &bin(),
        "99999999999\n1 1\nT\n",
        "missing n of game 2 (of T = 99999999999)",
    );
    assert_rejects(
        &bin(),
        "18446744073709551616\n",
        "T (\"18446744073709551616\") is not",
    );
    assert_rejects(
        &bin(),
        "1\n99999999999 1\nT\n",
        "expected 99999999999 rows, found 1",
    );
    assert_rejects(
        &bin(),
        "1\n1 18446744073709551615\nT\n",
        "expected 18446744073709551615 letters H or T",
    );
    assert_rejects(&bin(), "1\n1 3\nHHHT\n", "expected 3 letters H or T");
    assert_rejects(&bin(), "1\n1 3\nHH T\n", "expected 3 letters H or T");
    assert_rejects(&bin(), "1\n1 1\nT\nT\n", "unexpected \"T\"");
    assert_rejects_bytes(&bin(), b"1\n1 1\n\xff\n", "not UTF-8");
}
