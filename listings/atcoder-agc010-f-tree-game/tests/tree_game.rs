//! AtCoder AGC010 F: the release binary on the samples, against a move-by-move
//! search over the whole vector of stones on every labelled tree with up to 4
//! vertices and small stones, and on random trees with up to 7 vertices;
//! the chapter's rule against the same search on every tree with up to 4
//! vertices and stones up to 3; and paths and stars of 3000 vertices under a
//! 1 MiB stack.

use std::path::PathBuf;
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};
use testkit::trees_graphs::{
    answer_agc010f, input_agc010f, labelled_trees, random_tree, stone_game_winners,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_atcoder-agc010-f-tree-game"))
}

/// Run the listing and compare with the exhaustive search.
fn check(stones: &[u8], edges: &[(usize, usize)], what: &str) {
    let want = answer_agc010f(stones, edges);
    let a: Vec<u64> = stones.iter().map(|&x| u64::from(x)).collect();
    let got = output_of(&bin(), &input_agc010f(&a, edges));
    assert_eq!(
        got.trim_end_matches('\n'),
        want,
        "{what}: stones {stones:?}, edges {edges:?}"
    );
}

/// Every vector of `n` values in `0..=max`.
fn vectors(n: usize, max: u8) -> Vec<Vec<u8>> {
    let mut all = vec![Vec::new()];
    for _ in 0..n {
        all = all
            .into_iter()
            .flat_map(|v| {
                (0..=max).map(move |x| {
                    let mut w = v.clone();
                    w.push(x);
                    w
                })
            })
            .collect();
    }
    all
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// The chapter's rule, on the oracle alone: the player to move at v wins iff
/// some neighbour u has fewer stones and is a loss to move from, settled in
/// increasing order of stones; every labelled tree with 2 to 4 vertices and
/// stones in 0..=3 (4 + 3·64 + 16·256 = 4292 positions, every start).
#[test]
fn rule_holds_on_every_tree_up_to_4_with_stones_up_to_3() {
    let mut checked = 0;
    for n in 2..=4 {
        for edges in labelled_trees(n) {
            for s in vectors(n, 3) {
                let mut order: Vec<usize> = (0..n).collect();
                order.sort_by_key(|&v| s[v]);
                let mut rule = vec![false; n];
                for &v in &order {
                    rule[v] = edges.iter().any(|&(x, y)| {
                        let u = if x == v {
                            y
                        } else if y == v {
                            x
                        } else {
                            return false;
                        };
                        s[u] < s[v] && !rule[u]
                    });
                }
                assert_eq!(
                    stone_game_winners(&s, &edges),
                    rule,
                    "stones {s:?}, edges {edges:?}"
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 16 + 3 * 64 + 16 * 256);
}

/// Every labelled tree with 2 or 3 vertices and stones in 0..=2, and with 4
/// vertices and stones in 0..=1 (9 + 3·27 + 16·16 = 346 runs; the rule itself
/// is checked on more positions in-process above).
#[test]
fn agrees_with_exhaustive_search_on_every_tree_up_to_4() {
    let mut runs = 0;
    for n in 2..=4 {
        let max = if n == 4 { 1 } else { 2 };
        for edges in labelled_trees(n) {
            for s in vectors(n, max) {
                check(&s, &edges, "every tree");
                runs += 1;
            }
        }
    }
    assert_eq!(runs, 9 + 3 * 27 + 16 * 16);
}

#[test]
fn agrees_with_exhaustive_search_on_random_trees_up_to_7() {
    let seed = seed(1010);
    let mut rng = Rng::new(seed);
    for _ in 0..150 {
        let n = rng.range(2, 7) as usize;
        let edges = random_tree(&mut rng, n);
        let s: Vec<u8> = (0..n).map(|_| rng.range(0, 3) as u8).collect();
        check(&s, &edges, &format!("random (TEST_SEED={seed})"));
    }
}

/// Paths of 3000 vertices with stones 1, 2, …, 3000 along the path (the even
/// positions win: each has a losing smaller neighbour, the odd ones none), in
/// both directions and with the edges in either order, and a star whose
/// centre holds 10^9 stones (only the centre wins: a leaf's one neighbour has
/// more stones). Under a 1 MiB stack within 1 s (the judge allows 2 s).
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let n = 3000;
    let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
    let up: Vec<u64> = (1..=n as u64).collect();
    let evens: Vec<String> = (2..=n).step_by(2).map(|v| v.to_string()).collect();
    let down: Vec<u64> = up.iter().rev().copied().collect();
    let odd_from_top: Vec<String> = (1..n).step_by(2).map(|v| v.to_string()).collect();
    let turned: Vec<(usize, usize)> = path.iter().map(|&(x, y)| (y, x)).collect();
    let star: Vec<(usize, usize)> = (1..n).map(|v| (0, v)).collect();
    let mut star_stones = vec![1_000_000_000u64; n];
    for (v, x) in star_stones.iter_mut().enumerate().skip(1) {
        *x = (v as u64 * 7919) % 1_000_000_000;
    }
    let cases = [
        (
            "path, stones increasing",
            input_agc010f(&up, &path),
            evens.join(" "),
        ),
        (
            "path turned, stones increasing",
            input_agc010f(&up, &turned),
            evens.join(" "),
        ),
        (
            "path, stones decreasing",
            input_agc010f(&down, &path),
            odd_from_top.join(" "),
        ),
        (
            "star, 10^9 at the centre",
            input_agc010f(&star_stones, &star),
            "1".to_string(),
        ),
    ];
    for (what, input, want) in cases {
        let out = run_limited(&bin(), &input);
        assert!(out.success, "{what}: {}", out.stderr);
        assert_eq!(out.stdout.trim_end_matches('\n'), want, "{what}");
        out.assert_within_ms(1000, what);
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    let b = bin();
    assert_rejects(&b, "", "expected N");
    assert_rejects(&b, "1\n5\n", "at least 2");
    assert_rejects(&b, "x\n", "N (\"x\")");
    assert_rejects(&b, "3\n1 2\n", "before A_3");
    assert_rejects(&b, "2\n1 1000000001\n1 2\n", "A_2: \"1000000001\"");
    assert_rejects(&b, "2\n1 -1\n1 2\n", "A_2: \"-1\"");
    assert_rejects(&b, "3\n1 2 3\n1 2\n", "before edge 2");
    assert_rejects(&b, "3\n1 2 3\n1 2\n2 4\n", "edge 2: \"4\"");
    assert_rejects(&b, "3\n1 2 3\n1 2\n0 3\n", "numbered from 1");
    assert_rejects(&b, "3\n1 2 3\n1 1\n2 3\n", "a loop at vertex 1");
    assert_rejects(&b, "4\n1 1 1 1\n1 2\n2 1\n3 4\n", "do not form a tree");
    assert_rejects(&b, "2\n1 1\n1 2\n7\n", "unexpected \"7\"");
    assert_rejects(&b, "99999999999\n1 2\n", "before A_3");
    assert_rejects(&b, "18446744073709551615\n", "before A_1");
    assert_rejects(
        &b,
        "18446744073709551616\n",
        "is not a non-negative integer",
    );
    assert_rejects_bytes(&b, b"2\n1 \xff\xfe\n1 2\n", "not UTF-8");
}

/// No stones anywhere: every start is a loss, and the line is empty.
#[test]
fn no_stones_prints_an_empty_line() {
    assert_eq!(output_of(&bin(), "2\n0 0\n1 2\n"), "\n");
}
