//! AtCoder ABC213 G Connectivity 2: the release binary on the samples,
//! against testkit's trial of every edge set on every graph with at most 4
//! vertices and on 300 random graphs with at most 6, against testkit's
//! O(3^N) recurrence on 100 random graphs with 7 to 12 vertices and at
//! N = 17 (random, empty), against the closed form on the complete graph
//! K_17 within AtCoder's 3 s under a 1 MiB stack, and on bad input.

use std::path::PathBuf;
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};
use testkit::set_power_series::graphs::{
    complete_graph, connectivity_by_edge_sets, connectivity_by_recurrence, connectivity_complete,
    graph_from_code, input_graph, random_graph,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_atcoder-abc213-g-connectivity-2"))
}

fn answer(n: usize, edges: &[(usize, usize)]) -> Vec<u64> {
    output_of(&bin(), &input_graph(n, edges))
        .split_ascii_whitespace()
        .map(|t| t.parse().expect("a number"))
        .collect()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_every_edge_set_on_all_graphs_up_to_4_vertices() {
    for n in 2..=4 {
        for code in 0..1u64 << (n * (n - 1) / 2) {
            let edges = graph_from_code(n, code);
            assert_eq!(
                answer(n, &edges),
                connectivity_by_edge_sets(n, &edges),
                "N = {n}, edges {edges:?}"
            );
        }
    }
}

#[test]
fn agrees_with_every_edge_set_on_300_random_graphs_up_to_6_vertices() {
    let seed = seed(2130);
    let mut rng = Rng::new(seed);
    for _ in 0..300 {
        let n = rng.range(2, 6) as usize;
        let percent = rng.range(0, 100);
        let edges = random_graph(&mut rng, n, percent);
        assert_eq!(
            answer(n, &edges),
            connectivity_by_edge_sets(n, &edges),
            "N = {n}, edges {edges:?} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn agrees_with_the_recurrence_on_100_graphs_of_7_to_12_vertices() {
    let seed = seed(2131);
    let mut rng = Rng::new(seed);
    for _ in 0..100 {
        let n = rng.range(7, 12) as usize;
        let percent = rng.range(0, 100);
        let edges = random_graph(&mut rng, n, percent);
        assert_eq!(
            answer(n, &edges),
            connectivity_by_recurrence(n, &edges),
            "N = {n}, edges {edges:?} (TEST_SEED={seed})"
        );
    }
}

/// K_17 (M = 136) is AtCoder's largest input: 3 s there.
#[test]
fn complete_graph_on_17_vertices_runs_in_1_mib_stack_and_time() {
    let input = input_graph(17, &complete_graph(17));
    let out = run_limited(&bin(), &input);
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(3000, "N = 17, K_17");
    let got: Vec<u64> = out
        .stdout
        .split_ascii_whitespace()
        .map(|t| t.parse().expect("a number"))
        .collect();
    assert_eq!(got, connectivity_complete(17));
}

#[test]
fn agrees_with_the_recurrence_at_17_vertices() {
    let seed = seed(2132);
    let mut rng = Rng::new(seed);
    for percent in [0, 10, 50] {
        let edges = random_graph(&mut rng, 17, percent);
        let out = run_limited(&bin(), &input_graph(17, &edges));
        assert!(out.success, "{}", out.stderr);
        out.assert_within_ms(3000, "N = 17, a random graph");
        let got: Vec<u64> = out
            .stdout
            .split_ascii_whitespace()
            .map(|t| t.parse().expect("a number"))
            .collect();
        assert_eq!(
            got,
            connectivity_by_recurrence(17, &edges),
            "N = 17, {percent} % of the pairs (TEST_SEED={seed})"
        );
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "1 0\n", "N (\"1\")");
    assert_rejects(&bin(), "18 0\n", "N (\"18\")");
    assert_rejects(&bin(), "3\n", "expected M");
    assert_rejects(&bin(), "3 4\n", "M (\"4\")");
    assert_rejects(&bin(), "3 2\n1 2\n", "expected 2 edges, found 1");
    assert_rejects(&bin(), "3 1\n2 1\n", "is not below");
    assert_rejects(&bin(), "3 1\n1 1\n", "is not below");
    assert_rejects(&bin(), "3 1\n1 4\n", "b_1 (\"4\")");
    assert_rejects(&bin(), "3 1\n0 2\n", "a_1 (\"0\")");
    assert_rejects(&bin(), "3 2\n1 2\n1 2\n", "appears twice");
    assert_rejects(&bin(), "3 1\n1 x\n", "b_1 (\"x\")");
    assert_rejects(&bin(), "99999999999 0\n", "N (\"99999999999\")");
    assert_rejects(
        &bin(),
        "3 18446744073709551615\n",
        "M (\"18446744073709551615\")",
    );
    assert_rejects_bytes(&bin(), b"3 1\n1 \xff\n", "not UTF-8");
}
