//! The numbers stated in the answers to Part 10's exercises, each test named
//! after its chapter and exercise, with its bound in its doc comment.

use testkit::set_power_series::{
    exp_by_lowest_block, exp_by_partitions, log_by_partitions, set_partitions, MOD,
};

/// Bell numbers B_0, …, B_n by B_{n+1} = Σ_k C(n, k) B_k, exact in u128.
fn bell(n: usize) -> Vec<u128> {
    let mut b = vec![1u128];
    for m in 0..n {
        let mut binom = 1u128;
        let mut next = 0u128;
        for (k, &bk) in b.iter().enumerate() {
            next += binom * bk;
            binom = binom * (m - k) as u128 / (k + 1) as u128;
        }
        b.push(next);
    }
    b
}

/// The series b_S = 1 on every non-empty S ⊆ {0, …, n−1}, b_∅ = 0.
fn ones(n: u32) -> Vec<u64> {
    let mut b = vec![1; 1 << n];
    b[0] = 0;
    b
}

/// exp-log exercise 1: exp of the all-ones series is B_{|S|} at every S
/// (every entry for N ≤ 8 by partition sums; the last entry for N = 10 by
/// the O(3^N) recurrence); N = 3 prints 1 1 1 2 1 2 2 5; B_20 =
/// 51724158235372 ≡ 127084677 (mod 998244353).
#[test]
fn exp_log_ex1_bell_numbers() {
    let b = bell(20);
    for n in 0..=8u32 {
        let got = exp_by_partitions(&ones(n));
        for (s, &g) in got.iter().enumerate() {
            assert_eq!(
                u128::from(g),
                b[s.count_ones() as usize],
                "N = {n}, S = {s:#b}"
            );
        }
    }
    assert_eq!(exp_by_partitions(&ones(3)), [1, 1, 1, 2, 1, 2, 2, 5]);
    assert_eq!(*exp_by_lowest_block(&ones(10)).last().unwrap(), 115_975);
    assert_eq!(b[10], 115_975);
    assert_eq!(b[20], 51_724_158_235_372);
    assert_eq!(b[20] % u128::from(MOD), 127_084_677);
}

/// exp-log exercise 2: log of 2^{C(|S|,2)} counts connected graphs: 1, 1, 4,
/// 38, 728, 26704 for |S| = 1, …, 6 (the log by partition sums at N = 6;
/// every graph on n ≤ 5 vertices enumerated and its connectivity checked).
#[test]
fn exp_log_ex2_connected_graphs() {
    let graphs: Vec<u64> = (0..1u32 << 6)
        .map(|s| {
            let m = s.count_ones();
            1 << (m * m.saturating_sub(1) / 2)
        })
        .collect();
    let c = log_by_partitions(&graphs);
    let want = [0, 1, 1, 4, 38, 728, 26704];
    for (s, &x) in c.iter().enumerate() {
        assert_eq!(x, want[s.count_ones() as usize], "S = {s:#b}");
    }
    for (n, &count) in want.iter().enumerate().take(6).skip(1) {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .collect();
        let connected = (0..1u32 << pairs.len())
            .filter(|edges| {
                // Grow the component of vertex 0 until it stops growing.
                let mut reach = 1u32;
                loop {
                    let before = reach;
                    for (e, &(i, j)) in pairs.iter().enumerate() {
                        if edges >> e & 1 == 1 && (reach >> i & 1 == 1 || reach >> j & 1 == 1) {
                            reach |= 1 << i | 1 << j;
                        }
                    }
                    if reach == before {
                        break;
                    }
                }
                reach == (1 << n) - 1
            })
            .count();
        assert_eq!(connected as u64, count, "n = {n}");
    }
}

/// exp-log exercise 3: modulo 7 with N = 7, the all-ones series has last
/// entry B_7 = 877 ≡ 2: the partition sum without any division (the
/// lowest-block recurrence, exact since 877 < 998244353, checked against the
/// number of partitions of a 7-set).
#[test]
fn exp_log_ex3_modulus_7() {
    let g = exp_by_lowest_block(&ones(7));
    let len = g.len();
    assert_eq!(g[len - 1], 877);
    assert_eq!(set_partitions(len - 1).len(), 877);
    assert_eq!(g[len - 1] % 7, 2);
}

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
