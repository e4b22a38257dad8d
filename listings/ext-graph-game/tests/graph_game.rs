//! ext-graph-game: the release binary against the round-by-round fixpoint of
//! `testkit::trees_graphs::graph_outcomes` on every directed graph with up to
//! 4 vertices (self-loops included), on random graphs with up to 12, and at
//! n = 10^5, m = 2·10^5 under a 1 MiB stack.
//!
//! A vertex's outcome depends only on what it can reach, so many small graphs
//! can be checked in one run: their disjoint union is one input.

use std::path::{Path, PathBuf};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};
use testkit::trees_graphs::{
    graph_from_mask, graph_outcomes, input_graph_game, output_graph_game, random_graph, shuffle,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-graph-game"))
}

/// Run the listing on one graph and compare every line with the oracle.
fn check(n: usize, edges: &[(usize, usize)], what: &str) {
    let want = output_graph_game(&graph_outcomes(n, edges));
    let got = output_of(&bin(), &input_graph_game(n, edges));
    assert_eq!(got, want, "{what}: n = {n}, edges {edges:?} (0-based)");
}

#[test]
fn samples_pass_and_agree_with_the_oracle() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
    // Our own samples: their expected output is itself judged by the oracle.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    for i in 1..=3 {
        let input = std::fs::read_to_string(dir.join(format!("{i}.in"))).unwrap();
        let expected = std::fs::read_to_string(dir.join(format!("{i}.out"))).unwrap();
        let nums: Vec<usize> = input
            .split_ascii_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let (n, m) = (nums[0], nums[1]);
        let edges: Vec<(usize, usize)> =
            nums[2..].chunks(2).map(|e| (e[0] - 1, e[1] - 1)).collect();
        assert_eq!(edges.len(), m, "sample {i}");
        assert_eq!(
            expected,
            output_graph_game(&graph_outcomes(n, &edges)),
            "sample {i}"
        );
    }
}

/// Every graph on 1, 2 and 3 labelled vertices, self-loops included
/// (2 + 16 + 512 graphs), one run each.
#[test]
fn agrees_with_the_fixpoint_on_every_graph_up_to_3_vertices() {
    let mut runs = 0;
    for n in 1..=3usize {
        for mask in 0..1u64 << (n * n) {
            check(n, &graph_from_mask(n, mask), "every graph");
            runs += 1;
        }
    }
    assert_eq!(runs, 2 + 16 + 512);
}

/// All 2^16 = 65536 directed graphs on 4 labelled vertices, self-loops
/// included (so the 2^12 graphs without loops are among them), as one input:
/// graph k occupies vertices 4k..4k+4. Run twice: as laid out, and with the
/// 262144 vertex numbers permuted at random and the edges shuffled.
#[test]
fn agrees_with_the_fixpoint_on_every_graph_with_4_vertices() {
    let graphs = 1usize << 16;
    let n = 4 * graphs;
    let mut edges = Vec::new();
    let mut want = Vec::with_capacity(n);
    for mask in 0..graphs as u64 {
        let g = graph_from_mask(4, mask);
        want.extend(graph_outcomes(4, &g));
        let base = 4 * mask as usize;
        edges.extend(g.iter().map(|&(u, v)| (base + u, base + v)));
    }
    assert_eq!(
        edges.len(),
        graphs * 16 / 2,
        "each of 16 edges is in half the graphs"
    );
    let got = output_of(&bin(), &input_graph_game(n, &edges));
    assert_eq!(
        got,
        output_graph_game(&want),
        "the 65536 graphs laid out in order"
    );

    let seed = seed(4);
    let mut rng = Rng::new(seed);
    let mut label: Vec<usize> = (0..n).collect();
    shuffle(&mut rng, &mut label);
    let mut moved: Vec<(usize, usize)> = edges.iter().map(|&(u, v)| (label[u], label[v])).collect();
    shuffle(&mut rng, &mut moved);
    let mut want_moved = vec![' '; n];
    for v in 0..n {
        want_moved[label[v]] = want[v];
    }
    let got = output_of(&bin(), &input_graph_game(n, &moved));
    assert_eq!(
        got,
        output_graph_game(&want_moved),
        "relabelled (TEST_SEED={seed})"
    );
}

/// 500 random graphs with 1..=12 vertices and 0..=3n edges, loops and
/// repeated edges allowed.
#[test]
fn agrees_with_the_fixpoint_on_random_graphs_up_to_12() {
    let seed = seed(1712);
    let mut rng = Rng::new(seed);
    for _ in 0..500 {
        let n = rng.range(1, 12) as usize;
        let m = rng.range(0, 3 * n as u64) as usize;
        let edges = random_graph(&mut rng, n, m);
        check(n, &edges, &format!("random (TEST_SEED={seed})"));
    }
}

/// Run at the limit and compare with `want`, under a 1 MiB stack in 1 s.
fn check_limit(n: usize, edges: &[(usize, usize)], want: &str, what: &str) {
    assert!(
        n == 100_000 && edges.len() >= 199_998,
        "{what}: not at the limit"
    );
    let out = run_limited(&bin(), &input_graph_game(n, edges));
    assert!(out.success, "{what}: {}", out.stderr);
    assert!(out.stdout == want, "{what}: wrong output");
    out.assert_within_ms(1000, what);
}

/// n = 10^5, m ≈ 2·10^5: a chain with every edge doubled (W/L alternate back
/// from the end: 10^5 retrograde steps in a row), a cycle that exits to a
/// terminal vertex with every edge doubled (alternates around the cycle),
/// a cycle with a loop on every vertex (all draws), each with the answer
/// worked out by hand; and a random graph checked by the fixpoint oracle.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let n = 100_000;
    let alternate = |k: usize| if k % 2 == 0 { 'L' } else { 'W' };

    // Chain 0 → 1 → … → n−1, each edge twice: vertex i is k = n−1−i steps from the end.
    let mut chain = Vec::new();
    for i in 0..n - 1 {
        chain.push((i, i + 1));
        chain.push((i, i + 1));
    }
    let want: Vec<char> = (0..n).map(|i| alternate(n - 1 - i)).collect();
    check_limit(n, &chain, &output_graph_game(&want), "doubled chain");

    // Cycle 0 → 1 → … → n−2 → 0, and n−2 → n−1 (terminal); every edge twice.
    let mut exit = Vec::new();
    for i in 0..n - 1 {
        let next = if i == n - 2 { 0 } else { i + 1 };
        exit.push((i, next));
        exit.push((i, next));
    }
    exit.push((n - 2, n - 1));
    exit.push((n - 2, n - 1));
    let want: Vec<char> = (0..n).map(|i| alternate(n - 1 - i)).collect();
    check_limit(
        n,
        &exit,
        &output_graph_game(&want),
        "doubled cycle with an exit",
    );

    // Cycle through all n vertices plus a loop at each: no terminal, all draws.
    let mut loops: Vec<(usize, usize)> = (0..n).map(|i| (i, (i + 1) % n)).collect();
    loops.extend((0..n).map(|i| (i, i)));
    check_limit(n, &loops, &"D\n".repeat(n), "cycle with loops");

    let seed = seed(17_000);
    let mut rng = Rng::new(seed);
    let random = random_graph(&mut rng, n, 2 * n);
    let want = output_graph_game(&graph_outcomes(n, &random));
    assert!(want.contains('W') && want.contains('L') && want.contains('D'));
    check_limit(n, &random, &want, &format!("random (TEST_SEED={seed})"));
}

/// The stated limit n ≤ 10^6: the largest n is answered, one more is refused.
#[test]
fn the_largest_n_is_accepted() {
    let out = run_limited(&bin(), "1000000 1\n1000000 1\n");
    assert!(out.success, "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 1_000_000);
    assert_eq!((lines[0], lines[1], lines[999_999]), ("L", "L", "W"));
    out.assert_within_ms(1000, "n = 10^6");
    assert_rejects(&bin(), "1000001 0\n", "above the limit 1000000");
}

#[test]
fn bad_input_gets_a_clear_message() {
    let b = bin();
    assert_rejects(&b, "", "expected n");
    assert_rejects(&b, "3\n", "expected m");
    assert_rejects(&b, "x 1\n", "n (\"x\")");
    assert_rejects(&b, "3 -1\n", "m (\"-1\")");
    assert_rejects(&b, "3 2\n1 2\n", "expected edge 2 of 2");
    assert_rejects(&b, "3 2\n1 2\n3\n", "expected edge 2 of 2");
    assert_rejects(&b, "3 1\n1 4\n", "edge 1: vertex 4 is not in 1..=3");
    assert_rejects(&b, "3 1\n0 1\n", "edge 1: vertex 0");
    assert_rejects(&b, "0 1\n1 1\n", "not in 1..=0");
    assert_rejects(&b, "2 1\n1 2\n2\n", "unexpected \"2\"");
    assert_rejects(&b, "2 99999999999\n1 2\n", "expected edge 2 of 99999999999");
    assert_rejects(
        &b,
        "2 18446744073709551615\n",
        "expected edge 1 of 18446744073709551615",
    );
    assert_rejects(&b, "99999999999 0\n", "above the limit");
    assert_rejects(
        &b,
        "18446744073709551616 0\n",
        "is not a non-negative integer",
    );
    assert_rejects_bytes(&b, b"2 1\n1 \xff\xfe\n", "not UTF-8");
}

/// No vertices, no edges: nothing to print.
#[test]
fn the_empty_graph_prints_nothing() {
    assert_eq!(output_of(&bin(), "0 0\n"), "");
}
