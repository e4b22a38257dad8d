//! The numbers stated in Part 11's chapters (theorem checks and exercise
//! answers), one section per chapter, each test named after its chapter and
//! theorem or exercise, with its bound in its doc comment.

// ---------------------------------------------------------------------------
// Chapter 1: k-colourings and the chromatic number
// (src/ie-algorithms/chromatic-number.md)
// ---------------------------------------------------------------------------

mod chromatic_number {
    use testkit::ie_algorithms::chromatic_number::{
        chromatic_by_colourings, complete_graph, covers_by_formula, covers_by_tuples, covers_exact,
        false_zero_graph, graph_from_code, proper_colourings_by_trying, FALSE_ZERO_PRIME,
    };

    /// Is `p` prime? Trial division up to √p.
    fn is_prime(p: u64) -> bool {
        p >= 2
            && (2..)
                .take_while(|d| d * d <= p)
                .all(|d| !p.is_multiple_of(d))
    }

    /// The `count` largest primes below 2^30, largest first (the listing's
    /// primes, found here on their own).
    fn primes_below_2_30(count: usize) -> Vec<u64> {
        (1..1u64 << 30)
            .rev()
            .filter(|&p| is_prime(p))
            .take(count)
            .collect()
    }

    /// A big integer as base-2^32 limbs, least significant first, times `m`.
    fn times(limbs: &mut Vec<u64>, m: u64) {
        let mut carry = 0u64;
        for l in limbs.iter_mut() {
            let t = *l * m + carry;
            *l = t & 0xffff_ffff;
            carry = t >> 32;
        }
        while carry > 0 {
            limbs.push(carry & 0xffff_ffff);
            carry >>= 32;
        }
    }

    /// Does the big integer exceed 2^e?
    fn exceeds_power_of_two(limbs: &[u64], e: usize) -> bool {
        let bits = limbs
            .iter()
            .rposition(|&l| l != 0)
            .map_or(0, |i| 32 * i + 64 - limbs[i].leading_zeros() as usize);
        // A number with more than e + 1 bits exceeds 2^e; with exactly e + 1
        // bits it exceeds 2^e unless it is 2^e itself.
        bits > e + 1 || (bits == e + 1 && limbs.iter().map(|l| l.count_ones()).sum::<u32>() > 1)
    }

    /// Theorem 1 and Corollary 2: for every graph with at most 4 vertices and
    /// k ≤ 4, and every graph with 5 vertices and k ≤ 2, the count of k-tuples
    /// of independent sets covering V equals the alternating sum, and it is
    /// positive exactly for k ≥ χ(G).
    #[test]
    fn chromatic_number_theorem1_covers_by_independent_sets() {
        for (n, kmax) in [(1, 4), (2, 4), (3, 4), (4, 4), (5, 2)] {
            for code in 0..1u64 << (n * (n - 1) / 2) {
                let edges = graph_from_code(n, code);
                let chi = chromatic_by_colourings(n, &edges);
                for k in 1..=kmax {
                    let tuples = covers_by_tuples(n, &edges, k);
                    assert_eq!(
                        i128::from(tuples),
                        covers_by_formula(n, &edges, k as u32),
                        "n = {n}, k = {k}, edges {edges:?}"
                    );
                    assert_eq!(tuples > 0, k >= chi, "n = {n}, k = {k}, edges {edges:?}");
                    assert!(u128::from(tuples) <= ((1u128 << k) - 1).pow(n as u32));
                }
            }
        }
    }

    /// Theorem 3's example: the false-zero graph (n = 20) has c_3 = 0 and
    /// c_4 = 790239560568 = 2^3 · 3 · 31 · 1062149947, a prime between 2^29
    /// and 2^30; modulo each of the 14 largest primes below 2^30 the residue
    /// of c_4 is not zero.
    #[test]
    fn chromatic_number_theorem3_false_zero_of_one_prime() {
        let (n, edges) = false_zero_graph();
        assert_eq!((n, edges.len()), (20, 26));
        assert_eq!(covers_exact(n, &edges, 3), 0);
        let c4 = covers_exact(n, &edges, 4);
        assert_eq!(c4, 790_239_560_568);
        assert_eq!(c4, 8 * 3 * 31 * i128::from(FALSE_ZERO_PRIME));
        assert!(is_prime(FALSE_ZERO_PRIME));
        const { assert!((1u64 << 29) < FALSE_ZERO_PRIME && FALSE_ZERO_PRIME < 1 << 30) };
        for p in primes_below_2_30(14) {
            assert_ne!(c4 % i128::from(p), 0, "p = {p}");
        }
    }

    /// Exercise 1: C_5 has c_2 = 0, c_3 = 60 and 30 proper 3-colourings.
    #[test]
    fn chromatic_number_ex1_five_cycle() {
        let cycle: Vec<(usize, usize)> = (0..4).map(|v| (v, v + 1)).chain([(0, 4)]).collect();
        assert_eq!(covers_by_formula(5, &cycle, 2), 0);
        assert_eq!(covers_by_formula(5, &cycle, 3), 60);
        assert_eq!(covers_by_tuples(5, &cycle, 2), 0);
        assert_eq!(covers_by_tuples(5, &cycle, 3), 60);
        assert_eq!(proper_colourings_by_trying(5, &cycle, 3), 30);
    }

    /// Exercise 2: for n ≤ 6 and k ≤ 7, c_k(K_n) = Σ_j (−1)^{n−j} C(n, j)
    /// (j+1)^k, checked against the tuples by definition where there are at
    /// most 15^5 of them, and c_n(K_n) = n!, c_{n−1}(K_n) = 0; c_3(K_3) = 6,
    /// c_4(K_3) = 60.
    #[test]
    fn chromatic_number_ex2_complete_graphs() {
        let closed = |n: usize, k: u32| -> i128 {
            let mut binom = 1i128;
            let mut sum = 0i128;
            for j in 0..=n {
                let sign = if (n - j).is_multiple_of(2) { 1 } else { -1 };
                sum += sign * binom * (j as i128 + 1).pow(k);
                binom = binom * (n - j) as i128 / (j as i128 + 1);
            }
            sum
        };
        for n in 1..=6usize {
            let edges = complete_graph(n);
            for k in 1..=7u32 {
                assert_eq!(
                    closed(n, k),
                    covers_by_formula(n, &edges, k),
                    "n = {n}, k = {k}"
                );
                if ((1u64 << k) - 1).pow(n as u32) <= 15u64.pow(5) {
                    let tuples = covers_by_tuples(n, &edges, k as usize);
                    assert_eq!(closed(n, k), i128::from(tuples), "n = {n}, k = {k}");
                }
            }
            let factorial: i128 = (1..=n as i128).product();
            assert_eq!(closed(n, n as u32), factorial);
            assert_eq!(closed(n, n as u32 - 1), 0);
        }
        assert_eq!(closed(3, 3), 6);
        assert_eq!(closed(3, 4), 60);
    }

    /// Exercise 3: counting 29 bits a prime, n = 20, k = 19 needs 14 primes
    /// and n = 12, k = 11 needs 5; by their true sizes, 13 of the 14 largest
    /// primes below 2^30 multiply to more than 2^380 and 12 do not.
    #[test]
    fn chromatic_number_ex3_primes_needed() {
        let by_29_bits = |n: usize, k: usize| (n * k).div_ceil(29);
        assert_eq!(by_29_bits(20, 19), 14);
        assert_eq!(by_29_bits(12, 11), 5);
        let primes = primes_below_2_30(14);
        assert!(primes.iter().all(|&p| p > 1 << 29));
        let mut product = vec![1u64];
        let mut least = None;
        for (j, &p) in primes.iter().enumerate() {
            times(&mut product, p);
            if j + 1 == 12 {
                assert!(!exceeds_power_of_two(&product, 360));
            }
            if j + 1 == 13 {
                assert!(exceeds_power_of_two(&product, 389));
            }
            if least.is_none() && exceeds_power_of_two(&product, 380) {
                least = Some(j + 1);
            }
        }
        assert_eq!(least, Some(13));
    }
}

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

// ---------------------------------------------------------------------------
// Chapter “多项式空间的哈密顿回路计数” (src/ie-algorithms/hamiltonian.md)
// ---------------------------------------------------------------------------

mod hamiltonian {
    use testkit::ie_algorithms::hamiltonian::{closed_walks_by_sequences, cycles_by_orders};
    use testkit::rng::Rng;
    use testkit::set_power_series::graphs::{complete_graph, random_graph};

    /// The adjacency matrix of a graph on `n` vertices, as 0/1 integers.
    fn adjacency(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<i128>> {
        let mut a = vec![vec![0i128; n]; n];
        for &(u, v) in edges {
            a[u][v] = 1;
            a[v][u] = 1;
        }
        a
    }

    /// The walks of length `len` inside the vertex set `keep` (a mask), from
    /// `from` (or from every vertex of `keep` if None) to every vertex: the
    /// vector 1ᵀ A_K^len or e_fromᵀ A_K^len, in exact integers.
    fn walks_inside(a: &[Vec<i128>], keep: u32, from: Option<usize>, len: usize) -> Vec<i128> {
        let n = a.len();
        let inside = |v: usize| keep >> v & 1 == 1;
        let mut w: Vec<i128> = (0..n)
            .map(|v| i128::from(inside(v) && from.is_none_or(|f| f == v)))
            .collect();
        for _ in 0..len {
            w = (0..n)
                .map(|u| {
                    if inside(u) {
                        (0..n).filter(|&x| inside(x)).map(|x| a[x][u] * w[x]).sum()
                    } else {
                        0
                    }
                })
                .collect();
        }
        w
    }

    /// hamiltonian exercise 1: on K_4, W(K) = 0, 1, 6, 21 for |K| = 1..4 (every
    /// sequence tried), the alternating sum is 6 = 2·3; for K_n with 3 ≤ n ≤ 8
    /// the alternating sum (W by matrix powers) is (n − 1)!, twice (n − 1)!/2.
    #[test]
    fn hamiltonian_ex1_terms_for_k4() {
        let k4 = complete_graph(4);
        let mut by_size = [0u64; 5];
        let mut sum = 0i64;
        for keep in (1..16u32).step_by(2) {
            let (w, _) = closed_walks_by_sequences(4, &k4, keep);
            let k = keep.count_ones() as usize;
            assert!(by_size[k] == 0 || by_size[k] == w, "W depends only on |K|");
            by_size[k] = w;
            sum += if (4 - k).is_multiple_of(2) {
                w as i64
            } else {
                -(w as i64)
            };
        }
        assert_eq!(&by_size[1..], &[0, 1, 6, 21]);
        assert_eq!(sum, 6);
        assert_eq!(cycles_by_orders(4, &k4), 3);
        for n in 3..=8usize {
            let a = adjacency(n, &complete_graph(n));
            let total: i128 = (1..1u32 << n)
                .step_by(2)
                .map(|keep| {
                    let w = walks_inside(&a, keep, Some(0), n)[0];
                    if (n - keep.count_ones() as usize).is_multiple_of(2) {
                        w
                    } else {
                        -w
                    }
                })
                .sum();
            let factorial: i128 = (1..n as i128).product();
            assert_eq!(total, factorial, "K_{n}");
        }
    }

    /// hamiltonian exercise 2: the cube Q_3 (the answer's input) has 6
    /// Hamiltonian cycles and the Petersen graph (the hint's labels) has 0,
    /// by trying every cyclic order.
    #[test]
    fn hamiltonian_ex2_cube_and_petersen() {
        let cube_input = [
            (1, 2),
            (1, 3),
            (1, 5),
            (2, 4),
            (2, 6),
            (3, 4),
            (3, 7),
            (4, 8),
            (5, 6),
            (5, 7),
            (6, 8),
            (7, 8),
        ];
        let cube: Vec<(usize, usize)> = cube_input.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
        for &(a, b) in &cube {
            assert_eq!((a ^ b).count_ones(), 1, "Q_3 joins numbers one bit apart");
        }
        assert_eq!(cube.len(), 12);
        assert_eq!(cycles_by_orders(8, &cube), 6);
        let mut petersen: Vec<(usize, usize)> = (0..5).map(|i| (i, (i + 1) % 5)).collect();
        petersen.extend([(5, 7), (7, 9), (9, 6), (6, 8), (8, 5)]);
        petersen.extend((0..5).map(|i| (i, i + 5)));
        for v in 0..10 {
            let degree = petersen.iter().filter(|&&(a, b)| a == v || b == v).count();
            assert_eq!(degree, 3, "the Petersen graph is 3-regular");
        }
        assert_eq!(cycles_by_orders(10, &petersen), 0);
    }

    /// The Hamiltonian paths of a graph (n ≥ 2), each once whatever its
    /// direction, by trying every order of the vertices.
    fn paths_by_orders(n: usize, edges: &[(usize, usize)]) -> i128 {
        let a = adjacency(n, edges);
        let mut order: Vec<usize> = (0..n).collect();
        let mut count = 0;
        loop {
            if order[0] < order[n - 1] && order.windows(2).all(|w| a[w[0]][w[1]] == 1) {
                count += 1;
            }
            // The next order in lexicographic order.
            let Some(i) = (1..n).rev().find(|&i| order[i - 1] < order[i]) else {
                return count;
            };
            let j = (i..n).rev().find(|&j| order[j] > order[i - 1]).unwrap();
            order.swap(i - 1, j);
            order[i..].reverse();
        }
    }

    /// ½ Σ_{K ⊆ V} (−1)^{n−|K|} P(K), P(K) all walks of length n − 1 in G[K].
    fn paths_by_inclusion_exclusion(n: usize, edges: &[(usize, usize)]) -> i128 {
        let a = adjacency(n, edges);
        let total: i128 = (0..1u32 << n)
            .map(|keep| {
                let p: i128 = walks_inside(&a, keep, None, n - 1).iter().sum();
                if (n - keep.count_ones() as usize).is_multiple_of(2) {
                    p
                } else {
                    -p
                }
            })
            .sum();
        assert_eq!(total % 2, 0);
        total / 2
    }

    /// hamiltonian exercise 3: K_4 has 12 Hamiltonian paths, C_5 has 5 and the
    /// star K_{1,3} has 0, by the inclusion–exclusion sum and by trying every
    /// order; the two agree on 200 random graphs with 2 to 7 vertices.
    #[test]
    fn hamiltonian_ex3_paths() {
        let c5: Vec<(usize, usize)> = (0..5).map(|i| (i, (i + 1) % 5)).collect();
        let star = [(0, 1), (0, 2), (0, 3)];
        for (n, edges, want) in [
            (4, complete_graph(4), 12),
            (5, c5, 5),
            (4, star.to_vec(), 0),
        ] {
            assert_eq!(paths_by_orders(n, &edges), want, "{edges:?}");
            assert_eq!(paths_by_inclusion_exclusion(n, &edges), want, "{edges:?}");
        }
        let mut rng = Rng::new(1143);
        for _ in 0..200 {
            let n = rng.range(2, 7) as usize;
            let percent = rng.range(0, 100);
            let edges = random_graph(&mut rng, n, percent);
            assert_eq!(
                paths_by_inclusion_exclusion(n, &edges),
                paths_by_orders(n, &edges),
                "n = {n}, {edges:?}"
            );
        }
    }
}

// ---------------------------------------------------------------------------
// 积和式：Ryser 公式 (src/ie-algorithms/permanent.md)
// ---------------------------------------------------------------------------

mod permanent {
    use testkit::ie_algorithms::permanent::{
        permanent_by_permutations, random_01_matrix, MOD_MATCHING,
    };
    use testkit::rng::Rng;

    /// C(n, k) exactly.
    fn binom(n: u64, k: u64) -> i128 {
        if k > n {
            return 0;
        }
        (0..k).fold(1i128, |c, i| c * (n - i) as i128 / (i + 1) as i128)
    }

    /// The determinant modulo 2 of a 0/1 matrix, by elimination over F_2.
    fn det_mod_2(a: &[Vec<u64>]) -> u64 {
        let n = a.len();
        let mut rows: Vec<u32> = a
            .iter()
            .map(|r| {
                r.iter()
                    .enumerate()
                    .map(|(j, &x)| ((x & 1) as u32) << j)
                    .sum()
            })
            .collect();
        for c in 0..n {
            let Some(p) = (c..n).find(|&r| rows[r] >> c & 1 == 1) else {
                return 0;
            };
            rows.swap(c, p);
            for r in c + 1..n {
                if rows[r] >> c & 1 == 1 {
                    rows[r] ^= rows[c];
                }
            }
        }
        1
    }

    /// The permanent of an m×n integer matrix (m ≤ n) by trying every
    /// injective map from rows to columns.
    fn rectangular_by_injections(a: &[Vec<i64>], n: usize) -> i128 {
        let m = a.len();
        let mut total = 0i128;
        // Every map rows → columns as a number in base n; keep the injective ones.
        for code in 0..(n as u64).pow(m as u32) {
            let cols: Vec<usize> = (0..m)
                .map(|i| (code / (n as u64).pow(i as u32) % n as u64) as usize)
                .collect();
            let used = cols.iter().fold(0u32, |u, &c| u | 1 << c);
            if used.count_ones() as usize == m {
                total += (0..m).map(|i| i128::from(a[i][cols[i]])).product::<i128>();
            }
        }
        total
    }

    /// The rectangular Ryser formula of the answer: Σ_{|S| ≤ m}
    /// (−1)^{m−|S|} C(n−|S|, m−|S|) Π_i Σ_{j∈S} a_ij.
    fn rectangular_by_ryser(a: &[Vec<i64>], n: usize) -> i128 {
        let m = a.len();
        let mut total = 0i128;
        for s in 0usize..1 << n {
            let k = s.count_ones() as usize;
            if k > m {
                continue;
            }
            let g: i128 = a
                .iter()
                .map(|row| {
                    (0..n)
                        .filter(|&j| s >> j & 1 == 1)
                        .map(|j| i128::from(row[j]))
                        .sum::<i128>()
                })
                .product();
            let sign = if (m - k) % 2 == 0 { 1 } else { -1 };
            total += sign * binom((n - k) as u64, (m - k) as u64) * g;
        }
        total
    }

    /// Exercise 1: Σ_k (−1)^{n−k} C(n, k) k^n = n! for n ≤ 12, exactly, and
    /// the three terms 3 − 24 + 27 = 6 at n = 3.
    #[test]
    fn permanent_ex1_all_ones_terms() {
        for n in 1..=12u64 {
            let sum: i128 = (0..=n)
                .map(|k| {
                    let sign = if (n - k) % 2 == 0 { 1 } else { -1 };
                    sign * binom(n, k) * i128::from(k).pow(n as u32)
                })
                .sum();
            let factorial: i128 = (1..=n as i128).product();
            assert_eq!(sum, factorial, "n = {n}");
        }
        let terms: Vec<i128> = (1..=3)
            .map(|k| {
                let sign = if (3 - k) % 2 == 0 { 1 } else { -1 };
                sign * binom(3, k) * i128::from(k).pow(3)
            })
            .collect();
        assert_eq!(terms, [3, -24, 27]);
    }

    /// Exercise 2: perm(J − I) = D_n = 0, 1, 2, 9, 44, 265 for n = 1..6, by
    /// every permutation for n ≤ 8 against D_n = (n−1)(D_{n−1} + D_{n−2}).
    #[test]
    fn permanent_ex2_derangements() {
        let mut d = vec![1u64, 0];
        for n in 2..=8u64 {
            let next = (n - 1) * (d[n as usize - 1] + d[n as usize - 2]);
            d.push(next);
        }
        let mut by_perm = Vec::new();
        for n in 1..=8usize {
            let a: Vec<Vec<u64>> = (0..n)
                .map(|i| (0..n).map(|j| u64::from(i != j)).collect())
                .collect();
            by_perm.push(permanent_by_permutations(&a, MOD_MATCHING));
        }
        assert_eq!(by_perm, d[1..].to_vec());
        assert_eq!(&by_perm[..6], &[0, 1, 2, 9, 44, 265]);
    }

    /// Exercise 3: perm A ≡ det A (mod 2) on every 0/1 matrix with n ≤ 3 (530)
    /// and 200 random ones with n ≤ 6; sample 1 has permanent 3, determinant 1.
    #[test]
    fn permanent_ex3_parity_is_the_determinants() {
        let mut checked = 0;
        for n in 1..=3usize {
            for code in 0u32..1 << (n * n) {
                let a: Vec<Vec<u64>> = (0..n)
                    .map(|i| (0..n).map(|j| u64::from(code >> (i * n + j) & 1)).collect())
                    .collect();
                assert_eq!(
                    permanent_by_permutations(&a, MOD_MATCHING) % 2,
                    det_mod_2(&a),
                    "{a:?}"
                );
                checked += 1;
            }
        }
        assert_eq!(checked, 530);
        let mut rng = Rng::new(1120);
        for _ in 0..200 {
            let n = rng.range(1, 6) as usize;
            let a = random_01_matrix(&mut rng, n, 50);
            assert_eq!(
                permanent_by_permutations(&a, MOD_MATCHING) % 2,
                det_mod_2(&a),
                "{a:?}"
            );
        }
        let sample = vec![vec![0, 1, 1], vec![1, 0, 1], vec![1, 1, 1]];
        assert_eq!(permanent_by_permutations(&sample, MOD_MATCHING), 3);
        // det over the integers by the rule of Sarrus.
        let m: Vec<Vec<i64>> = sample
            .iter()
            .map(|r| r.iter().map(|&x| x as i64).collect())
            .collect();
        let det =
            m[0][0] * m[1][1] * m[2][2] + m[0][1] * m[1][2] * m[2][0] + m[0][2] * m[1][0] * m[2][1]
                - m[0][2] * m[1][1] * m[2][0]
                - m[0][0] * m[1][2] * m[2][1]
                - m[0][1] * m[1][0] * m[2][2];
        assert_eq!(det, 1);
        assert_eq!(det_mod_2(&sample), 1);
    }

    /// Exercise 4: the rectangular Ryser formula against every injection on
    /// 200 random integer matrices with m ≤ n ≤ 5, and 6 for the all-ones 2×3.
    #[test]
    fn permanent_ex4_rectangular_ryser() {
        let mut rng = Rng::new(1121);
        for _ in 0..200 {
            let n = rng.range(1, 5) as usize;
            let m = rng.range(1, n as u64) as usize;
            let a: Vec<Vec<i64>> = (0..m)
                .map(|_| (0..n).map(|_| rng.range(0, 6) as i64 - 3).collect())
                .collect();
            assert_eq!(
                rectangular_by_ryser(&a, n),
                rectangular_by_injections(&a, n),
                "{a:?}"
            );
        }
        let ones = vec![vec![1i64; 3]; 2];
        assert_eq!(rectangular_by_ryser(&ones, 3), 6);
        assert_eq!(rectangular_by_injections(&ones, 3), 6);
    }
}
