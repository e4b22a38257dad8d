//! ext-hamiltonian-cycles: the release binary on the samples, against
//! testkit's trial of every cyclic order on every graph with at most 4
//! vertices and on 300 random graphs with at most 9, against testkit's
//! bitmask DP on 30 random graphs with 10 to 14 vertices, on the complete
//! graphs K_n (n ≤ 16 and n = 20) against (n − 1)!/2 under a 1 MiB stack, K_16
//! within 1 s, and on bad input.

use std::path::PathBuf;
use testkit::ie_algorithms::hamiltonian::{
    complete_graph_cycles, cycles_by_orders, cycles_by_paths,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};
use testkit::set_power_series::graphs::{
    complete_graph, graph_from_code, input_graph, random_graph,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-hamiltonian-cycles"))
}

fn answer(n: usize, edges: &[(usize, usize)]) -> u64 {
    output_of(&bin(), &input_graph(n, edges))
        .trim()
        .parse()
        .expect("a number")
}

/// The input with every edge written the other way round (v u).
fn reversed_input(n: usize, edges: &[(usize, usize)]) -> String {
    let flipped: Vec<(usize, usize)> = edges.iter().map(|&(a, b)| (b, a)).collect();
    input_graph(n, &flipped)
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

#[test]
fn agrees_with_every_cyclic_order_on_all_graphs_up_to_4_vertices() {
    for n in 1..=4 {
        for code in 0..1u64 << (n * (n - 1) / 2) {
            let edges = graph_from_code(n, code);
            assert_eq!(
                answer(n, &edges),
                cycles_by_orders(n, &edges),
                "n = {n}, edges {edges:?}"
            );
        }
    }
}

#[test]
fn agrees_with_every_cyclic_order_on_300_random_graphs_up_to_9_vertices() {
    let seed = seed(1140);
    let mut rng = Rng::new(seed);
    for i in 0..300 {
        let n = rng.range(1, 9) as usize;
        let percent = rng.range(0, 100);
        let edges = random_graph(&mut rng, n, percent);
        let want = cycles_by_orders(n, &edges);
        let input = if i % 2 == 0 {
            input_graph(n, &edges)
        } else {
            reversed_input(n, &edges)
        };
        let got: u64 = output_of(&bin(), &input).trim().parse().expect("a number");
        assert_eq!(got, want, "n = {n}, edges {edges:?} (TEST_SEED={seed})");
    }
}

#[test]
fn agrees_with_the_path_dp_on_30_graphs_of_10_to_14_vertices() {
    let seed = seed(1141);
    let mut rng = Rng::new(seed);
    for _ in 0..30 {
        let n = rng.range(10, 14) as usize;
        let percent = rng.range(20, 100);
        let edges = random_graph(&mut rng, n, percent);
        assert_eq!(
            answer(n, &edges),
            cycles_by_paths(n, &edges),
            "n = {n}, edges {edges:?} (TEST_SEED={seed})"
        );
    }
}

/// K_n has (n − 1)!/2 Hamiltonian cycles; n = 16 is the format's bound (1 s)
/// and n = 20 the program's (timed by the bench, not here).
#[test]
fn complete_graphs_up_to_16_vertices_and_k20_in_1_mib_stack_and_time() {
    for n in (1..=16).chain([20]) {
        let out = run_limited(&bin(), &input_graph(n, &complete_graph(n)));
        assert!(out.success, "{}", out.stderr);
        if n == 16 {
            out.assert_within_ms(1000, "K_16");
        }
        let got: u64 = out.stdout.trim().parse().expect("a number");
        assert_eq!(got, complete_graph_cycles(n), "K_{n}");
    }
}

/// Graphs with no Hamiltonian cycle at the bound: a path, two disjoint
/// copies of K_8, K_16 less every edge at one vertex but one.
#[test]
fn graphs_without_a_cycle_through_every_vertex_give_0() {
    let path: Vec<(usize, usize)> = (0..15).map(|v| (v, v + 1)).collect();
    assert_eq!(answer(16, &path), 0, "a path of 16 vertices");
    let mut two: Vec<(usize, usize)> = complete_graph(8);
    two.extend(complete_graph(8).iter().map(|&(a, b)| (a + 8, b + 8)));
    assert_eq!(answer(16, &two), 0, "two copies of K_8");
    let mut pendant = complete_graph(16);
    pendant.retain(|&(a, b)| a != 0 || b == 1);
    assert_eq!(answer(16, &pendant), 0, "vertex 1 of degree 1");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0 0\n", "n (\"0\")");
    assert_rejects(&bin(), "21 0\n", "n (\"21\")");
    assert_rejects(&bin(), "3\n", "expected m");
    assert_rejects(&bin(), "3 4\n", "m (\"4\")");
    assert_rejects(&bin(), "1 1\n1 1\n", "m (\"1\")");
    assert_rejects(&bin(), "3 2\n1 2\n", "expected 2 edges, found 1");
    assert_rejects(&bin(), "3 1\n2 2\n", "is a loop");
    assert_rejects(&bin(), "3 2\n1 2\n2 1\n", "appears twice");
    assert_rejects(&bin(), "3 1\n1 4\n", "v_1 (\"4\")");
    assert_rejects(&bin(), "3 1\n0 2\n", "u_1 (\"0\")");
    assert_rejects(&bin(), "3 1\n1 x\n", "v_1 (\"x\")");
    assert_rejects(&bin(), "3 1\n1 2\n3\n", "unexpected \"3\"");
    assert_rejects(&bin(), "99999999999 0\n", "n (\"99999999999\")");
    assert_rejects(
        &bin(),
        "3 18446744073709551615\n",
        "m (\"18446744073709551615\")",
    );
    assert_rejects_bytes(&bin(), b"3 1\n1 \xff\n", "not UTF-8");
}
