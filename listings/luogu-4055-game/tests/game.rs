//! Luogu P4055: the release binary on the sample, against a search of the
//! game itself on every maze of up to 9 cells and on random mazes up to 5×5,
//! against the matching-size definition on random 20×20 mazes, at the limits
//! under a 1 MiB stack (with a greedy-matching trap), and on bad input.

use std::path::PathBuf;
use testkit::nimbers::{answer_4055, answer_4055_by_matching_size, input_4055};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_luogu-4055-game"))
}

fn maze_of(rows: &[&str]) -> Vec<Vec<u8>> {
    rows.iter().map(|r| r.bytes().collect()).collect()
}

fn random_maze(r: &mut Rng, n: usize, m: usize, open_percent: u64) -> Vec<Vec<u8>> {
    (0..n)
        .map(|_| {
            (0..m)
                .map(|_| {
                    if r.range(0, 99) < open_percent {
                        b'.'
                    } else {
                        b'#'
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

/// Every maze of 3×3, 2×4 and 1×8 cells, and 150 random mazes of 4×4 and
/// 5×5, against a search over the token's simple paths.
#[test]
fn agrees_with_a_search_of_the_game() {
    let mut mazes = Vec::new();
    for (r, c) in [(3usize, 3usize), (2, 4), (1, 8)] {
        for bits in 0..1u32 << (r * c) {
            mazes.push(
                (0..r)
                    .map(|i| {
                        (0..c)
                            .map(|j| {
                                if bits >> (i * c + j) & 1 == 1 {
                                    b'.'
                                } else {
                                    b'#'
                                }
                            })
                            .collect()
                    })
                    .collect::<Vec<Vec<u8>>>(),
            );
        }
    }
    let seed = seed(4055);
    let mut rng = Rng::new(seed);
    for _ in 0..150 {
        let s = rng.range(4, 5) as usize;
        mazes.push(random_maze(&mut rng, s, s, 70));
    }
    for maze in mazes {
        assert_eq!(
            output_of(&bin(), &input_4055(&maze)),
            answer_4055(&maze),
            "{maze:?} (TEST_SEED={seed})"
        );
    }
}

/// A path of four cells bent into an L: matching the first cell greedily
/// with its right neighbour leaves two cells free, but a perfect matching
/// exists, so the placer loses everywhere.
#[test]
fn greedy_matching_is_not_maximum() {
    let maze = maze_of(&["...", ".##"]);
    assert_eq!(output_of(&bin(), &input_4055(&maze)), "LOSE\n");
    let comb = maze_of(&["....", ".#.#", ".#.#"]);
    assert_eq!(output_of(&bin(), &input_4055(&comb)), answer_4055(&comb));
}

#[test]
fn agrees_with_the_matching_size_definition_on_20_by_20() {
    let seed = seed(2020);
    let mut rng = Rng::new(seed);
    for open in [50, 70, 90, 100] {
        let maze = random_maze(&mut rng, 20, 20, open);
        assert_eq!(
            output_of(&bin(), &input_4055(&maze)),
            answer_4055_by_matching_size(&maze),
            "TEST_SEED={seed}"
        );
    }
}

/// 100 × 100: all open (a perfect matching: LOSE), 99 × 99 all open (the
/// placer wins exactly on the cells with i + j even), a snake, and random.
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    let seed = seed(100);
    let mut rng = Rng::new(seed);
    let open = vec![vec![b'.'; 100]; 100];
    let odd = vec![vec![b'.'; 99]; 99];
    let snake: Vec<Vec<u8>> = (0..100)
        .map(|i| {
            (0..100)
                .map(|j| match i % 4 {
                    1 if j != 99 => b'#',
                    3 if j != 0 => b'#',
                    _ => b'.',
                })
                .collect()
        })
        .collect();
    let mut even_cells = String::from("WIN\n");
    for i in 0..99 {
        for j in 0..99 {
            if (i + j) % 2 == 0 {
                even_cells.push_str(&format!("{} {}\n", i + 1, j + 1));
            }
        }
    }
    let cases = [
        (open, Some("LOSE\n".to_string())),
        (odd, Some(even_cells)),
        (snake, None),
        (random_maze(&mut rng, 100, 100, 75), None),
    ];
    for (maze, want) in cases {
        let out = run_limited(&bin(), &input_4055(&maze));
        assert!(out.success, "{}", out.stderr);
        if let Some(w) = want {
            assert!(
                out.stdout == w,
                "wrong answer on a {}×{} grid",
                maze.len(),
                maze[0].len()
            );
        }
        out.assert_within_ms(1000, "100 × 100");
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "missing N");
    assert_rejects(&bin(), "2 2\n..\n", "expected 2 rows, found 1");
    assert_rejects(&bin(), "1 2\n.x\n", "expected 2 characters . or #");
    assert_rejects(&bin(), "0 2\n", "N = 0 is outside 1..=100");
    assert_rejects(&bin(), "101 2\n", "N = 101 is outside");
    assert_rejects(&bin(), "99999999999 1\n", "is outside");
    assert_rejects(
        &bin(),
        "18446744073709551616 1\n",
        "is not a non-negative integer",
    );
    assert_rejects(&bin(), "1 1\n.\n.\n", "unexpected \".\"");
    assert_rejects_bytes(&bin(), b"1 1\n\xff\n", "not UTF-8");
}
