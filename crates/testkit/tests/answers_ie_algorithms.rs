//! The numbers stated in the answers to Part 11's exercises, each test named
//! after its chapter and exercise, with its bound in its doc comment; one
//! section per chapter.

// ---------------------------------------------------------------------------
// Chapter “多项式空间的哈密顿回路计数” (src/ie-algorithms/hamiltonian.md)
// ---------------------------------------------------------------------------

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
