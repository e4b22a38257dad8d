//! The theorems of the chapters “连通子图计数” (src/set-power-series/connected.md)
//! and “按源点数 DAG” (src/set-power-series/dag-sources.md), each against a
//! direct count that does not use it, on every graph with at most 5 vertices
//! (1 + 1 + 2 + 8 + 64 + 1024 graphs) unless a test says otherwise:
//!
//! - 2^{edges in S} = Σ over the set partitions of S of the product of the
//!   connected counts of the blocks (the exponential formula), for every S;
//! - the lowest-vertex O(3^N) recurrence, against every edge set;
//! - the ranked route (zeta, a polynomial log or inverse in every row,
//!   Möbius, rank |S|) is ln and inverse for the subset convolution: 200
//!   random set functions with N ≤ 6 against exp by set partitions and the
//!   inverse by its definition;
//! - the sources recurrence for acyclic orientations (independent T), against
//!   every orientation; for DAG subgraphs (any T, weight 2^{e(T, S∖T)}),
//!   against every choice of arcs (every graph with at most 4 vertices, and
//!   K_5, K_6 against OEIS A003024);
//! - Stanley's theorem, (−1)^n P(G, −1) = the acyclic orientations, with P
//!   from colourings counted one by one;
//! - the lightest-weights recurrence with sign (−1)^{c(T)+1}, and the sum over
//!   partitions into connected blocks of the quotient's acyclic orientations,
//!   against every outcome string; the complete graph against the ordered
//!   Bell numbers for n ≤ 9.

use testkit::rng::{seed, Rng};
use testkit::set_power_series::graphs::{
    acyclic_orientations_by_recurrence, acyclic_orientations_by_trying, chromatic_at_minus_one,
    complete_graph, connected_by_edge_sets, connected_complete, connectivity_by_edge_sets,
    connectivity_by_recurrence, dag_subgraphs_by_trying, edges_in, fubini, graph_from_code,
    outcomes_by_partitions, outcomes_by_recurrence, outcomes_by_strings, pow_mod, set_partitions,
    MOD,
};

/// Every graph on 1..=max vertices.
fn all_graphs(max: usize) -> Vec<(usize, Vec<(usize, usize)>)> {
    (1..=max)
        .flat_map(|n| (0..1u64 << (n * (n - 1) / 2)).map(move |c| (n, graph_from_code(n, c))))
        .collect()
}

#[test]
fn all_edge_sets_are_the_exponential_of_the_connected_ones() {
    for (n, edges) in all_graphs(5) {
        let connected = connected_by_edge_sets(n, &edges);
        for s in 0..1u32 << n {
            let by_partitions: u64 = set_partitions(s)
                .iter()
                .map(|p| p.iter().map(|&b| connected[b as usize]).product::<u64>())
                .sum();
            assert_eq!(
                by_partitions,
                1 << edges_in(&edges, s),
                "N = {n}, {edges:?}, S = {s:b}"
            );
        }
    }
}

#[test]
fn the_lowest_vertex_recurrence_counts_every_edge_set() {
    for (n, edges) in all_graphs(5).into_iter().filter(|(n, _)| *n >= 2) {
        let exact: Vec<u64> = connectivity_by_edge_sets(n, &edges);
        assert_eq!(
            connectivity_by_recurrence(n, &edges),
            exact,
            "N = {n}, {edges:?}"
        );
    }
    // OEIS A001187: connected labelled graphs on m vertices.
    assert_eq!(
        connected_complete(7)[1..],
        [1, 1, 4, 38, 728, 26704, 1866256]
    );
}

// The ranked route, written here on its own (no listing's code).

fn ranked_zeta(f: &[Vec<u64>], n: usize) -> Vec<Vec<u64>> {
    let mut g = f.to_vec();
    for i in 0..n {
        for s in 0..1usize << n {
            if s >> i & 1 == 1 {
                for k in 0..=n {
                    g[s][k] = (g[s][k] + g[s ^ 1 << i][k]) % MOD;
                }
            }
        }
    }
    g
}

fn ranked_mobius_at_rank(f: &[Vec<u64>], n: usize) -> Vec<u64> {
    (0..1usize << n)
        .map(|s| {
            let k = s.count_ones() as usize;
            let mut t = s;
            let mut total = 0;
            loop {
                let sign_odd = (s ^ t).count_ones() % 2 == 1;
                total = if sign_odd {
                    (total + MOD - f[t][k]) % MOD
                } else {
                    (total + f[t][k]) % MOD
                };
                if t == 0 {
                    break;
                }
                t = (t - 1) & s;
            }
            total
        })
        .collect()
}

fn embed(a: &[u64], n: usize) -> Vec<Vec<u64>> {
    a.iter()
        .enumerate()
        .map(|(s, &x)| {
            let mut row = vec![0; n + 1];
            row[s.count_ones() as usize] = x;
            row
        })
        .collect()
}

fn inv(x: u64) -> u64 {
    pow_mod(x, MOD - 2)
}

#[test]
fn the_ranked_route_gives_ln_and_the_inverse() {
    let seed = seed(1010);
    let mut rng = Rng::new(seed);
    for _ in 0..200 {
        let n = rng.range(0, 6) as usize;
        let size = 1usize << n;
        // ln: f with f(∅) = 0, g = exp f by set partitions; ranked ln g = f.
        let f: Vec<u64> = (0..size)
            .map(|s| if s == 0 { 0 } else { rng.range(0, MOD - 1) })
            .collect();
        let g: Vec<u64> = (0..size as u32)
            .map(|s| {
                set_partitions(s)
                    .iter()
                    .map(|p| p.iter().fold(1, |acc, &b| acc * f[b as usize] % MOD))
                    .fold(0, |acc, x| (acc + x) % MOD)
            })
            .collect();
        let rows: Vec<Vec<u64>> = ranked_zeta(&embed(&g, n), n)
            .into_iter()
            .map(|p| {
                let mut q = vec![0u64; n + 1];
                for k in 1..=n {
                    let mut v = k as u64 * p[k] % MOD;
                    for j in 1..k {
                        v = (v + MOD - j as u64 * q[j] % MOD * p[k - j] % MOD) % MOD;
                    }
                    q[k] = v * inv(k as u64) % MOD;
                }
                q
            })
            .collect();
        assert_eq!(
            ranked_mobius_at_rank(&rows, n),
            f,
            "ln, N = {n} (TEST_SEED={seed})"
        );
        // Inverse: u with u(∅) = 1; a(S) = −Σ_{∅ ≠ T ⊆ S} u(T) a(S ∖ T).
        let u: Vec<u64> = (0..size)
            .map(|s| if s == 0 { 1 } else { rng.range(0, MOD - 1) })
            .collect();
        let mut a = vec![0u64; size];
        for s in 0..size {
            if s == 0 {
                a[0] = 1;
                continue;
            }
            let mut t = s;
            let mut total = 0;
            while t != 0 {
                total = (total + u[t] * a[s ^ t]) % MOD;
                t = (t - 1) & s;
            }
            a[s] = (MOD - total) % MOD;
        }
        let rows: Vec<Vec<u64>> = ranked_zeta(&embed(&u, n), n)
            .into_iter()
            .map(|p| {
                let mut r = vec![0u64; n + 1];
                r[0] = 1;
                for k in 1..=n {
                    let s: u64 = (1..=k).fold(0, |acc, j| (acc + p[j] * r[k - j]) % MOD);
                    r[k] = (MOD - s) % MOD;
                }
                r
            })
            .collect();
        assert_eq!(
            ranked_mobius_at_rank(&rows, n),
            a,
            "inverse, N = {n} (TEST_SEED={seed})"
        );
    }
}

#[test]
fn the_sources_recurrence_counts_acyclic_orientations() {
    for (n, edges) in all_graphs(5) {
        assert_eq!(
            acyclic_orientations_by_recurrence(n, &edges),
            acyclic_orientations_by_trying(n, &edges),
            "N = {n}, {edges:?}"
        );
    }
}

/// d(S) = Σ_{∅ ≠ T ⊆ S} (−1)^{|T|+1} 2^{e(T, S∖T)} d(S ∖ T), exactly.
fn dag_subgraphs_by_sources(n: usize, edges: &[(usize, usize)]) -> i128 {
    let size = 1usize << n;
    let mut d = vec![0i128; size];
    d[0] = 1;
    for s in 1..size {
        let mut t = s;
        while t != 0 {
            let between = edges_in(edges, s as u32)
                - edges_in(edges, t as u32)
                - edges_in(edges, (s ^ t) as u32);
            let sign = if t.count_ones() % 2 == 1 { 1 } else { -1 };
            d[s] += sign * (1i128 << between) * d[s ^ t];
            t = (t - 1) & s;
        }
    }
    d[size - 1]
}

#[test]
fn the_sources_recurrence_counts_dag_subgraphs() {
    for (n, edges) in all_graphs(4) {
        assert_eq!(
            dag_subgraphs_by_sources(n, &edges),
            dag_subgraphs_by_trying(n, &edges) as i128,
            "N = {n}, {edges:?}"
        );
    }
    assert_eq!(dag_subgraphs_by_trying(5, &complete_graph(5)), 29281);
    // OEIS A003024: labelled DAGs on n nodes.
    let labelled: Vec<i128> = (1..=7)
        .map(|n| dag_subgraphs_by_sources(n, &complete_graph(n)))
        .collect();
    assert_eq!(labelled, [1, 3, 25, 543, 29281, 3781503, 1138779265]);
}

#[test]
fn stanley_acyclic_orientations_are_the_chromatic_polynomial_at_minus_one() {
    for (n, edges) in all_graphs(5) {
        let sign = if n % 2 == 0 { 1 } else { -1 };
        assert_eq!(
            sign * chromatic_at_minus_one(n, &edges),
            acyclic_orientations_by_trying(n, &edges) as i64,
            "N = {n}, {edges:?}"
        );
    }
}

#[test]
fn the_lightest_weights_recurrence_counts_every_outcome_string() {
    for (n, edges) in all_graphs(5) {
        let exact = outcomes_by_strings(n, &edges);
        assert_eq!(
            outcomes_by_recurrence(n, &edges),
            exact,
            "recurrence, N = {n}, {edges:?}"
        );
        assert_eq!(
            outcomes_by_partitions(n, &edges),
            exact,
            "partitions, N = {n}, {edges:?}"
        );
    }
    let bell = fubini(9);
    for n in 1..=9 {
        assert_eq!(
            outcomes_by_recurrence(n, &complete_graph(n)),
            bell[n],
            "K_{n}"
        );
    }
    assert_eq!(bell[..6], [1, 1, 3, 13, 75, 541]);
}
