//! AtCoder ABC306 H Balance Scale: the release binary on the sample, against
//! testkit's trial of every outcome string on every graph with at most 4
//! vertices and on 200 random graphs with at most 5, against testkit's
//! O(3^N) recurrence on 100 random graphs with 6 to 12 vertices and at
//! N = 17 (random, a path, a star), against the ordered Bell number on the
//! complete graph K_17 within AtCoder's 3 s under a 1 MiB stack, and on bad input.

use std::path::PathBuf;
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};
use testkit::set_power_series::graphs::{
    complete_graph, fubini, graph_from_code, input_graph, outcomes_by_recurrence,
    outcomes_by_strings, random_graph,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_atcoder-abc306-h-balance-scale"))
}

fn answer(n: usize, edges: &[(usize, usize)]) -> u64 {
    output_of(&bin(), &input_graph(n, edges))
        .trim()
        .parse()
        .expect("a number")
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_every_string_on_all_graphs_up_to_4_vertices() {
    for n in 2..=4 {
        for code in 1..1u64 << (n * (n - 1) / 2) {
            let edges = graph_from_code(n, code);
            assert_eq!(
                answer(n, &edges),
                outcomes_by_strings(n, &edges),
                "N = {n}, comparisons {edges:?}"
            );
        }
    }
}

/// `count` random graphs with `lo..=hi` vertices and at least one edge.
fn random_graphs(seed: u64, count: usize, lo: u64, hi: u64) -> Vec<(usize, Vec<(usize, usize)>)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let n = rng.range(lo, hi) as usize;
        let percent = rng.range(0, 100);
        let edges = random_graph(&mut rng, n, percent);
        if !edges.is_empty() {
            out.push((n, edges));
        }
    }
    out
}

#[test]
fn agrees_with_every_string_on_200_random_graphs_up_to_5_vertices() {
    let seed = seed(3060);
    for (n, edges) in random_graphs(seed, 200, 2, 5) {
        assert_eq!(
            answer(n, &edges),
            outcomes_by_strings(n, &edges),
            "N = {n}, comparisons {edges:?} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn agrees_with_the_recurrence_on_100_graphs_of_6_to_12_vertices() {
    let seed = seed(3061);
    for (n, edges) in random_graphs(seed, 100, 6, 12) {
        assert_eq!(
            answer(n, &edges),
            outcomes_by_recurrence(n, &edges),
            "N = {n}, comparisons {edges:?} (TEST_SEED={seed})"
        );
    }
}

/// K_17 (M = 136) is AtCoder's largest input: 3 s there. Every weak order of
/// the 17 weights is an outcome, so the answer is the ordered Bell number.
#[test]
fn complete_graph_on_17_vertices_runs_in_1_mib_stack_and_time() {
    let out = run_limited(&bin(), &input_graph(17, &complete_graph(17)));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(3000, "N = 17, K_17");
    assert_eq!(out.stdout.trim(), fubini(17)[17].to_string());
}

#[test]
fn agrees_with_the_recurrence_at_17_vertices() {
    let seed = seed(3062);
    let mut rng = Rng::new(seed);
    let path: Vec<(usize, usize)> = (0..16).map(|v| (v, v + 1)).collect();
    let star: Vec<(usize, usize)> = (1..17).map(|v| (0, v)).collect();
    let cases = [
        ("a path", path),
        ("a star", star),
        ("10 % of the pairs", random_graph(&mut rng, 17, 10)),
        ("50 % of the pairs", random_graph(&mut rng, 17, 50)),
    ];
    for (what, edges) in cases {
        let out = run_limited(&bin(), &input_graph(17, &edges));
        assert!(out.success, "{}", out.stderr);
        out.assert_within_ms(3000, what);
        assert_eq!(
            out.stdout.trim(),
            outcomes_by_recurrence(17, &edges).to_string(),
            "N = 17, {what} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "1 1\n", "N (\"1\")");
    assert_rejects(&bin(), "18 1\n", "N (\"18\")");
    assert_rejects(&bin(), "3\n", "expected M");
    assert_rejects(&bin(), "3 0\n", "M (\"0\")");
    assert_rejects(&bin(), "3 4\n", "M (\"4\")");
    assert_rejects(&bin(), "3 2\n1 2\n", "expected 2 comparisons, found 1");
    assert_rejects(&bin(), "3 1\n2 1\n", "is not below");
    assert_rejects(&bin(), "3 1\n1 4\n", "B_1 (\"4\")");
    assert_rejects(&bin(), "3 1\n0 2\n", "A_1 (\"0\")");
    assert_rejects(&bin(), "3 2\n1 2\n1 2\n", "appears twice");
    assert_rejects(&bin(), "3 1\n1 -2\n", "B_1 (\"-2\")");
    assert_rejects(&bin(), "99999999999 1\n", "N (\"99999999999\")");
    assert_rejects(
        &bin(),
        "3 18446744073709551615\n",
        "M (\"18446744073709551615\")",
    );
    assert_rejects_bytes(&bin(), b"3 1\n1 \xff\n", "not UTF-8");
}
