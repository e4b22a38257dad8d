//! Library Checker chromatic_number: the release binary on the samples,
//! against testkit's trial of every colouring on every graph with at most 4
//! vertices and on 150 random graphs with at most 7, against testkit's
//! O(3^N) recurrence on 40 random graphs with 8 to 12 vertices, against
//! backtracking at N = 20 (two random graphs, the graph whose count vanishes
//! modulo one prime), within the judge's 10 s under a 1 MiB stack, and on
//! bad input.

use std::path::PathBuf;
use testkit::ie_algorithms::chromatic_number::{
    chromatic_by_backtracking, chromatic_by_colourings, chromatic_by_subsets, complete_graph,
    false_zero_graph, graph_from_code, input_graph, random_case, random_graph,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_library-checker-chromatic-number"))
}

fn answer(n: usize, edges: &[(usize, usize)]) -> usize {
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
fn agrees_with_every_colouring_on_all_graphs_up_to_4_vertices() {
    for n in 1..=4 {
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
fn agrees_with_every_colouring_on_150_random_graphs_up_to_7_vertices() {
    let seed = seed(1100);
    let mut rng = Rng::new(seed);
    for _ in 0..150 {
        let (n, edges) = random_case(&mut rng, 1, 7);
        assert_eq!(
            answer(n, &edges),
            chromatic_by_colourings(n, &edges),
            "N = {n}, edges {edges:?} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn agrees_with_the_recurrence_on_40_graphs_of_8_to_12_vertices() {
    let seed = seed(1101);
    let mut rng = Rng::new(seed);
    for _ in 0..40 {
        let (n, edges) = random_case(&mut rng, 8, 12);
        assert_eq!(
            answer(n, &edges),
            chromatic_by_subsets(n, &edges),
            "N = {n}, edges {edges:?} (TEST_SEED={seed})"
        );
    }
}

/// The judge's limit is 10 s; every graph here has N = 20, the statement's
/// largest: the complete graph (the most primes to certify a zero), the empty
/// graph, two random graphs and the graph of the false zero.
#[test]
fn n_20_runs_in_1_mib_stack_and_time() {
    let seed = seed(1102);
    let mut rng = Rng::new(seed);
    let mut cases = vec![
        ("K_20", 20, complete_graph(20)),
        ("no edges", 20, Vec::new()),
    ];
    for percent in [20, 50] {
        cases.push(("random", 20, random_graph(&mut rng, 20, percent)));
    }
    let (n, edges) = false_zero_graph();
    cases.push(("false zero", n, edges));
    for (what, n, edges) in cases {
        let out = run_limited(&bin(), &input_graph(n, &edges));
        assert!(out.success, "{}", out.stderr);
        out.assert_within_ms(10_000, what);
        let got: usize = out.stdout.trim().parse().expect("a number");
        assert_eq!(
            got,
            chromatic_by_backtracking(n, &edges),
            "{what}: N = {n}, edges {edges:?} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "expected N");
    assert_rejects(&bin(), "0 0\n", "N (\"0\")");
    assert_rejects(&bin(), "21 0\n", "N (\"21\")");
    assert_rejects(&bin(), "3\n", "expected M");
    assert_rejects(&bin(), "3 4\n", "M (\"4\")");
    assert_rejects(&bin(), "3 2\n0 1\n", "expected edge 1");
    assert_rejects(&bin(), "3 1\n1 1\n", "is a loop");
    assert_rejects(&bin(), "3 1\n0 3\n", "(\"3\") is not in 0..3");
    assert_rejects(&bin(), "3 2\n0 1\n1 0\n", "appears twice");
    assert_rejects(&bin(), "3 1\n1 x\n", "(\"x\")");
    assert_rejects(&bin(), "99999999999 0\n", "N (\"99999999999\")");
    assert_rejects(
        &bin(),
        "3 18446744073709551615\n",
        "M (\"18446744073709551615\")",
    );
    assert_rejects_bytes(&bin(), b"3 1\n1 \xff\n", "not UTF-8");
}
