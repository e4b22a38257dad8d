//! The numbers stated in Part 11's chapters (theorem checks and exercise
//! answers), one section per chapter, each test named after its chapter and
//! theorem or exercise, with its bound in its doc comment.

// ---------------------------------------------------------------------------
// Chapter 2: the chromatic polynomial
// (src/ie-algorithms/chromatic-polynomial.md)
// ---------------------------------------------------------------------------

mod chromatic_polynomial {
    use testkit::ie_algorithms::chromatic_polynomial::{
        acyclic_orientations, chromatic_by_colourings, chromatic_exact, chromatic_value,
        random_multigraph,
    };
    use testkit::rng::Rng;
    use testkit::set_power_series::graphs::graph_from_code;

    /// Is the graph on `n` vertices connected? (Grow the component of 0.)
    fn connected(n: usize, edges: &[(usize, usize)]) -> bool {
        let mut seen = 1u32;
        loop {
            let mut grown = seen;
            for &(u, v) in edges {
                if seen >> u & 1 == 1 || seen >> v & 1 == 1 {
                    grown |= 1 << u | 1 << v;
                }
            }
            if grown == seen {
                return seen.count_ones() as usize == n;
            }
            seen = grown;
        }
    }

    /// Exercise 1: P(C_4, x) = x^4 − 4x^3 + 6x^2 − 3x, printed
    /// `0 998244350 6 998244349 1`, equal to P(P_4) − P(K_3) (Lemma 4);
    /// P(C_4, −1) = 14 = the acyclic orientations, 16 − 2.
    #[test]
    fn chromatic_polynomial_ex1_cycle_of_four() {
        let cycle = [(0, 1), (1, 2), (2, 3), (3, 0)];
        assert_eq!(chromatic_exact(4, &cycle), vec![0, -3, 6, -4, 1]);
        assert_eq!(
            chromatic_by_colourings(4, &cycle),
            vec![0, 998244350, 6, 998244349, 1]
        );
        let path = chromatic_exact(4, &[(0, 1), (1, 2), (2, 3)]);
        let triangle = chromatic_exact(3, &[(0, 1), (1, 2), (2, 0)]);
        let mut difference = path.clone();
        for (i, t) in triangle.iter().enumerate() {
            difference[i] -= t;
        }
        assert_eq!(difference, chromatic_exact(4, &cycle));
        assert_eq!(chromatic_value(4, &cycle, -1), 14);
        assert_eq!(acyclic_orientations(4, &cycle), 14);
    }

    /// Exercise 2: every labelled tree with n ≤ 6 vertices (n^{n−2} of them,
    /// 1296 for n = 6) has P = x(x−1)^{n−1} and 2^{n−1} acyclic orientations.
    #[test]
    fn chromatic_polynomial_ex2_trees() {
        for n in 1..=6usize {
            // x(x−1)^{n−1} as exact coefficients.
            let mut expected = vec![0i128, 1];
            for _ in 1..n {
                let mut next = vec![0i128; expected.len() + 1];
                for (i, &c) in expected.iter().enumerate() {
                    next[i + 1] += c;
                    next[i] -= c;
                }
                expected = next;
            }
            let mut trees = 0;
            for code in 0..1u64 << (n * (n - 1) / 2) {
                if code.count_ones() as usize + 1 != n {
                    continue;
                }
                let edges = graph_from_code(n, code);
                if !connected(n, &edges) {
                    continue;
                }
                trees += 1;
                assert_eq!(chromatic_exact(n, &edges), expected, "tree {edges:?}");
                assert_eq!(acyclic_orientations(n, &edges), 1 << (n - 1));
            }
            assert_eq!(trees, (n as u64).pow(n.saturating_sub(2) as u32), "n = {n}");
        }
    }

    /// Exercise 3: p_{n−1} = −|E| (distinct edges) on every simple graph with
    /// 2 ≤ n ≤ 5 vertices and on 100 random multigraphs without loops with at
    /// most 6 vertices; sample 1 (7 edges) prints 998244346 = p − 7.
    #[test]
    fn chromatic_polynomial_ex3_second_coefficient() {
        for n in 2..=5usize {
            for code in 0..1u64 << (n * (n - 1) / 2) {
                let edges = graph_from_code(n, code);
                assert_eq!(chromatic_exact(n, &edges)[n - 1], -(edges.len() as i128));
            }
        }
        let mut rng = Rng::new(1106);
        for _ in 0..100 {
            let n = rng.range(2, 6) as usize;
            let m = rng.range(0, 12) as usize;
            let edges = random_multigraph(&mut rng, n, m, false);
            let mut distinct: Vec<(usize, usize)> =
                edges.iter().map(|&(u, v)| (u.min(v), u.max(v))).collect();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(
                chromatic_exact(n, &edges)[n - 1],
                -(distinct.len() as i128),
                "edges {edges:?}"
            );
        }
        let sample = [(0, 1), (0, 2), (0, 4), (1, 3), (2, 3), (2, 4), (3, 4)];
        assert_eq!(chromatic_by_colourings(5, &sample)[4], 998244346);
    }
}
