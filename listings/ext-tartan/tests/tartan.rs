//! ext-tartan: the release binary on its samples (answers recomputed here),
//! against a search of the whole product game on small boards, against
//! testkit's nim product on big random inputs, at the limit under a 1 MiB
//! stack, and on bad input.

use std::path::PathBuf;
use testkit::nimbers::{answer_tartan, input_tartan, product_game_sg, NimBits};
use testkit::rng::{seed, Rng};
use testkit::run::{assert_rejects, assert_rejects_bytes, output_of, run_limited};

const GAMES: [&str; 4] = ["ruler", "twins", "turtles", "mock"];

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-tartan"))
}

/// Our own samples: each `.out` must be what testkit computes for its `.in`.
#[test]
fn samples_agree_with_testkit() {
    let bits = NimBits::new();
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("samples");
    for k in 1..=3 {
        let input = std::fs::read_to_string(dir.join(format!("{k}.in"))).unwrap();
        let mut t = input.split_ascii_whitespace();
        let (g1, g2) = (t.next().unwrap(), t.next().unwrap());
        let n: usize = t.next().unwrap().parse().unwrap();
        let heads: Vec<(u64, u64)> = (0..n)
            .map(|_| {
                (
                    t.next().unwrap().parse().unwrap(),
                    t.next().unwrap().parse().unwrap(),
                )
            })
            .collect();
        let want = answer_tartan(&bits, g1, g2, &heads);
        assert_eq!(
            std::fs::read_to_string(dir.join(format!("{k}.out"))).unwrap(),
            want,
            "sample {k}"
        );
        assert_eq!(output_of(&bin(), &input), want, "sample {k}");
    }
}

/// All 16 pairs of factor games: every position of a 2 × 3 board, and 40
/// random positions of a 4 × 4 board, against the search of the whole game.
#[test]
fn agrees_with_a_search_of_the_whole_product_game() {
    let seed = seed(1414);
    let mut rng = Rng::new(seed);
    for g1 in GAMES {
        for g2 in GAMES {
            for (r, c, count) in [(2usize, 3usize, 64usize), (4, 4, 40)] {
                let sg = product_game_sg(g1, g2, r, c);
                for k in 0..count {
                    let pos = if count == 64 {
                        k as u32
                    } else {
                        rng.range(0, (1 << 16) - 1) as u32
                    };
                    let heads: Vec<(u64, u64)> = (0..r * c)
                        .filter(|&b| pos >> b & 1 == 1)
                        .map(|b| ((b / c) as u64, (b % c) as u64))
                        .collect();
                    let g = sg[pos as usize];
                    let want = format!("{g} {}\n", if g != 0 { "first" } else { "second" });
                    let got = output_of(&bin(), &input_tartan(g1, g2, &heads));
                    assert_eq!(
                        got, want,
                        "{g1} × {g2}, {r}×{c}, heads {heads:?} (TEST_SEED={seed})"
                    );
                }
            }
        }
    }
}

fn random_heads(rng: &mut Rng, k: usize) -> Vec<(u64, u64)> {
    let mut seen = std::collections::HashSet::new();
    let mut heads = Vec::new();
    while heads.len() < k {
        let h = (rng.range(0, 99_999), rng.range(0, 99_999));
        if seen.insert(h) {
            heads.push(h);
        }
    }
    heads
}

#[test]
fn agrees_with_testkit_on_big_random_inputs() {
    let seed = seed(3533);
    let mut rng = Rng::new(seed);
    let bits = NimBits::new();
    for g1 in GAMES {
        for g2 in GAMES {
            let k = rng.range(1, 50) as usize;
            let heads = random_heads(&mut rng, k);
            let want = answer_tartan(&bits, g1, g2, &heads);
            assert_eq!(
                output_of(&bin(), &input_tartan(g1, g2, &heads)),
                want,
                "TEST_SEED={seed}"
            );
        }
    }
}

#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(100_000);
    let mut rng = Rng::new(seed);
    let bits = NimBits::new();
    let heads = random_heads(&mut rng, 100_000);
    let out = run_limited(&bin(), &input_tartan("mock", "ruler", &heads));
    assert!(out.success, "{}", out.stderr);
    assert_eq!(
        out.stdout,
        answer_tartan(&bits, "mock", "ruler", &heads),
        "TEST_SEED={seed}"
    );
    out.assert_within_ms(1000, "k = 10^5 heads");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "ruler\n", "expected a second game");
    assert_rejects(&bin(), "ruler chess\n1\n0 0\n", "unknown game \"chess\"");
    assert_rejects(
        &bin(),
        "ruler ruler\n2\n0 0\n",
        "missing x of head 2 (of k = 2)",
    );
    assert_rejects(
        &bin(),
        "ruler ruler\n99999999999\n0 0\n",
        "k = 99999999999 is not below 100001",
    );
    assert_rejects(
        &bin(),
        "ruler ruler\n18446744073709551616\n",
        "is not a non-negative integer",
    );
    assert_rejects(
        &bin(),
        "ruler ruler\n1\n100000 0\n",
        "x of head 1 (of k = 1) = 100000 is not below 100000",
    );
    assert_rejects(
        &bin(),
        "ruler ruler\n2\n3 4\n3 4\n",
        "the coin (3, 4) is listed twice",
    );
    assert_rejects(&bin(), "ruler ruler\n1\n0 0\n7\n", "unexpected \"7\"");
    assert_rejects_bytes(&bin(), b"ruler ruler\n1\n0 \xff\n", "not UTF-8");
}
