//! Every number stated in the answers to the exercises of Part 10, each
//! against a direct count (bounds in each test's name and comments).

/// The exercises of src/set-power-series/connected.md and dag-sources.md.
mod graphs {

    // ---------------------------------------------------------------------------
    // src/set-power-series/connected.md
    // ---------------------------------------------------------------------------

    use testkit::set_power_series::graphs::{
        acyclic_orientations_by_recurrence, acyclic_orientations_by_trying, chromatic_at_minus_one,
        complete_graph, components, connected_by_edge_sets, connected_complete,
        connectivity_by_edge_sets, dag_subgraphs_by_trying, outcomes_by_strings,
    };

    /// Exercise 1: C_1, …, C_6 by the closed recurrence and by trying every
    /// edge set of K_n (n ≤ 6, at most 2^15 edge sets).
    #[test]
    fn connected_ex1_connected_labelled_graphs() {
        let want = [1, 1, 4, 38, 728, 26704];
        assert_eq!(connected_complete(6)[1..], want);
        for n in 1..=6 {
            let full = (1usize << n) - 1;
            assert_eq!(
                connected_by_edge_sets(n, &complete_graph(n))[full],
                want[n - 1],
                "K_{n}"
            );
        }
    }

    /// Exercise 2: the cycle 1–2–3–4–1, all 16 edge sets.
    #[test]
    fn connected_ex2_cycle_of_four() {
        let cycle = [(0, 1), (1, 2), (2, 3), (0, 3)];
        assert_eq!(connectivity_by_edge_sets(4, &cycle), [9, 7, 9]);
    }

    /// Exercise 3: the 64 edge sets of K_4 by their number of components.
    #[test]
    fn connected_ex3_components_of_k4() {
        let k4 = complete_graph(4);
        let mut by_components = [0u64; 5];
        for pick in 0..1u32 << k4.len() {
            let chosen: Vec<(usize, usize)> = k4
                .iter()
                .enumerate()
                .filter(|(i, _)| pick >> i & 1 == 1)
                .map(|(_, &e)| e)
                .collect();
            by_components[components(4, &chosen, 0b1111)] += 1;
        }
        assert_eq!(by_components[1..], [38, 19, 6, 1]);
    }

    // ---------------------------------------------------------------------------
    // src/set-power-series/dag-sources.md
    // ---------------------------------------------------------------------------

    fn cycle(n: usize) -> Vec<(usize, usize)> {
        (0..n)
            .map(|v| ((v + 1) % n).min(v))
            .zip((0..n).map(|v| ((v + 1) % n).max(v)))
            .collect()
    }

    /// Exercise 1: the acyclic orientations of C_n, n = 3..=8, by trying all 2^n
    /// orientations and by (−1)^n P(C_n, −1) from colourings counted one by one.
    #[test]
    fn dag_sources_ex1_cycle_orientations() {
        let want = [6, 14, 30, 62, 126, 254];
        for n in 3..=8 {
            let c = cycle(n);
            assert_eq!(acyclic_orientations_by_trying(n, &c), want[n - 3], "C_{n}");
            let sign = if n % 2 == 0 { 1 } else { -1 };
            assert_eq!(
                sign * chromatic_at_minus_one(n, &c),
                want[n - 3] as i64,
                "P(C_{n}, −1)"
            );
        }
    }

    /// Exercise 2: paths and stars on n ≤ 6 vertices, every one of the 3^{n−1}
    /// strings can occur.
    #[test]
    fn dag_sources_ex2_trees() {
        for n in 2..=6usize {
            let path: Vec<(usize, usize)> = (0..n - 1).map(|v| (v, v + 1)).collect();
            let star: Vec<(usize, usize)> = (1..n).map(|v| (0, v)).collect();
            let all = 3u64.pow(n as u32 - 1);
            assert_eq!(outcomes_by_strings(n, &path), all, "path on {n}");
            assert_eq!(outcomes_by_strings(n, &star), all, "star on {n}");
        }
        assert_eq!(3u64.pow(5), 243);
    }

    /// Exercise 3: the cycle 1–2–3–4–1, all 81 strings; the independent-set
    /// recurrence gives the acyclic orientations instead.
    #[test]
    fn dag_sources_ex3_cycle_of_four() {
        let c = cycle(4);
        assert_eq!(outcomes_by_strings(4, &c), 51);
        assert_eq!(81 - (2 + 8 + 8 + 4 + 8), 51);
        assert_eq!(acyclic_orientations_by_recurrence(4, &c), 14);
    }

    /// Exercise 4: labelled DAGs on n ≤ 5 nodes, by the recurrence grouped by
    /// |T| = k and by trying the 3^{n(n−1)/2} choices on K_n.
    #[test]
    fn dag_sources_ex4_labelled_dags() {
        let binom = |m: i64, k: i64| (0..k).fold(1i64, |acc, i| acc * (m - i) / (i + 1));
        let mut d = vec![1i64];
        for m in 1..=5i64 {
            let v = (1..=m)
                .map(|k| {
                    let sign = if k % 2 == 1 { 1 } else { -1 };
                    sign * binom(m, k) * (1i64 << (k * (m - k))) * d[(m - k) as usize]
                })
                .sum();
            d.push(v);
        }
        assert_eq!(d[1..], [1, 3, 25, 543, 29281]);
        for n in 1..=5 {
            assert_eq!(
                dag_subgraphs_by_trying(n, &complete_graph(n)) as i64,
                d[n],
                "K_{n}"
            );
        }
    }
}
