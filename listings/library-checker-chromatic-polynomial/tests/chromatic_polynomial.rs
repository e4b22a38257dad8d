//! Library Checker chromatic_polynomial: the release binary on the samples,
//! against testkit's colourings (tried vertex by vertex, then interpolated)
//! on every simple graph with at most 5 vertices and on 300 random
//! multigraphs with loops and repeated edges on at most 6, against testkit's
//! deletion–contraction on 60 sparse graphs with 8 to 14 vertices, at N = 20
//! (K_20, and four pieces of 5 vertices with M = 500) under a 1 MiB stack and
//! the judge's 10 s, and on bad input.

use std::path::PathBuf;
use testkit::ie_algorithms::chromatic_polynomial::{
    chromatic_by_colourings, chromatic_by_deletion_contraction, input, random_multigraph, MOD,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};
use testkit::set_power_series::graphs::{complete_graph, graph_from_code};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_library-checker-chromatic-polynomial"))
}

fn numbers(text: &str) -> Vec<u64> {
    text.split_ascii_whitespace()
        .map(|t| t.parse().expect("a number"))
        .collect()
}

fn answer(n: usize, edges: &[(usize, usize)]) -> Vec<u64> {
    numbers(&output_of(&bin(), &input(n, edges)))
}

/// The product of two polynomials mod MOD (coefficients from degree 0).
fn multiply(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut c = vec![0u64; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i + j] = (c[i + j] + x * y) % MOD;
        }
    }
    c
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_the_colourings_on_all_graphs_up_to_5_vertices() {
    for n in 1..=5 {
        for code in 0..1u64 << (n * (n - 1) / 2) {
            let edges = graph_from_code(n, code);
            assert_eq!(
                answer(n, &edges),
                chromatic_by_colourings(n, &edges),
                "N = {n}, edges {edges:?}"
            );
        }
    }
}

#[test]
fn agrees_with_the_colourings_on_300_random_multigraphs_up_to_6_vertices() {
    let seed = seed(1103);
    let mut rng = Rng::new(seed);
    for _ in 0..300 {
        let n = rng.range(1, 6) as usize;
        let m = rng.range(0, 25) as usize;
        let loops = rng.range(0, 4) == 0;
        let edges = random_multigraph(&mut rng, n, m, loops);
        assert_eq!(
            answer(n, &edges),
            chromatic_by_colourings(n, &edges),
            "N = {n}, edges {edges:?} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn agrees_with_deletion_contraction_on_60_sparse_graphs_of_8_to_14_vertices() {
    let seed = seed(1104);
    let mut rng = Rng::new(seed);
    for _ in 0..60 {
        let n = rng.range(8, 14) as usize;
        let m = rng.range(0, 16) as usize;
        let edges = random_multigraph(&mut rng, n, m, false);
        assert_eq!(
            answer(n, &edges),
            chromatic_by_deletion_contraction(n, &edges),
            "N = {n}, edges {edges:?} (TEST_SEED={seed})"
        );
    }
}

/// K_20: P(K_20, x) = x(x−1)⋯(x−19), within the judge's 10 s.
#[test]
fn complete_graph_on_20_vertices_runs_in_1_mib_stack_and_time() {
    let out = run_limited(&bin(), &input(20, &complete_graph(20)));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(10000, "N = 20, K_20");
    let mut falling = vec![1u64];
    for k in 0..20 {
        falling = multiply(&falling, &[MOD - k, 1]);
    }
    assert_eq!(numbers(&out.stdout), falling);
}

/// Four disjoint pieces of 5 vertices, 500 edges with repeats: P is the
/// product of the pieces' polynomials, each found by colouring.
#[test]
fn four_pieces_with_500_edges_give_the_product_of_their_polynomials() {
    let seed = seed(1105);
    let mut rng = Rng::new(seed);
    let mut edges = Vec::new();
    let mut expected = vec![1u64];
    for piece in 0..4 {
        let own = random_multigraph(&mut rng, 5, 125, false);
        expected = multiply(&expected, &chromatic_by_colourings(5, &own));
        edges.extend(own.iter().map(|&(u, v)| (u + 5 * piece, v + 5 * piece)));
    }
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.range(0, i as u64) as usize);
    }
    let out = run_limited(&bin(), &input(20, &edges));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(10000, "N = 20, M = 500");
    assert_eq!(
        numbers(&out.stdout),
        expected,
        "edges {edges:?} (TEST_SEED={seed})"
    );
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0 0\n", "N (\"0\")");
    assert_rejects(&bin(), "21 0\n", "N (\"21\")");
    assert_rejects(&bin(), "3\n", "expected M");
    assert_rejects(&bin(), "3 501\n", "M (\"501\")");
    assert_rejects(&bin(), "3 2\n0 1\n", "expected 2 edges, found 1");
    assert_rejects(&bin(), "3 1\n0\n", "expected 1 edges, found 0");
    assert_rejects(&bin(), "3 1\n0 3\n", "edge 0: \"3\"");
    assert_rejects(&bin(), "3 1\n-1 2\n", "edge 0: \"-1\"");
    assert_rejects(&bin(), "3 1\n0 x\n", "edge 0: \"x\"");
    assert_rejects(&bin(), "3 1\n0 1\n2\n", "unexpected \"2\"");
    assert_rejects(&bin(), "99999999999 0\n", "N (\"99999999999\")");
    assert_rejects(
        &bin(),
        "3 18446744073709551615\n",
        "M (\"18446744073709551615\")",
    );
    assert_rejects_bytes(&bin(), b"3 1\n0 \xff\n", "not UTF-8");
}
