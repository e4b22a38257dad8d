//! Chapter “色多项式” (Library Checker chromatic_polynomial): the chromatic
//! polynomial P(G, x) of a graph that may have loops and repeated edges.
//!
//! - [`colourings`]: the proper colourings with x colours, tried vertex by
//!   vertex (exact, small n);
//! - [`newton_differences`] and [`chromatic_by_colourings`]: P(G, 0..=n)
//!   interpolated by forward differences, P(G, x) = Σ_k Δ^k P(0) · C(x, k);
//! - [`chromatic_by_deletion_contraction`]: P(G) = P(G − e) − P(G / e), the
//!   textbook recursion, for sparse graphs the brute force cannot reach;
//! - [`colourings_by_inclusion_exclusion`]: the chapter's formula
//!   Σ_S (−1)^{n−|S|} [z^n] (Σ_j i_j(S) z^j)^k, term by term;
//! - [`acyclic_orientations`]: every orientation of the simple graph tried.
//!
//! None of them shares code with the listing.

use crate::rng::Rng;

pub const MOD: u64 = 998_244_353;

/// The input text of the Library Checker format: "N M", then "u v" per edge (0-based).
pub fn input(n: usize, edges: &[(usize, usize)]) -> String {
    let mut s = format!("{n} {}\n", edges.len());
    for &(u, v) in edges {
        s.push_str(&format!("{u} {v}\n"));
    }
    s
}

/// `m` edges, each a uniform pair of the `n` vertices (so repeats occur);
/// a pair u = v (a loop) is kept only when `loops` (with one vertex and no
/// loops there is no edge to draw: the graph stays empty).
pub fn random_multigraph(rng: &mut Rng, n: usize, m: usize, loops: bool) -> Vec<(usize, usize)> {
    let mut edges = Vec::with_capacity(m);
    while edges.len() < m && (n > 1 || loops) {
        let u = rng.range(0, n as u64 - 1) as usize;
        let v = rng.range(0, n as u64 - 1) as usize;
        if u != v || loops {
            edges.push((u, v));
        }
    }
    edges
}

/// The proper colourings of the graph with `x` colours: colour the vertices
/// in order, each with every colour no earlier neighbour has (a loop at v
/// forbids every colour of v).
pub fn colourings(n: usize, edges: &[(usize, usize)], x: u64) -> u64 {
    let mut earlier = vec![Vec::new(); n];
    for &(u, v) in edges {
        let (a, b) = (u.min(v), u.max(v));
        earlier[b].push(a);
    }
    fn go(v: usize, n: usize, x: u64, earlier: &[Vec<usize>], colour: &mut Vec<u64>) -> u64 {
        if v == n {
            return 1;
        }
        let mut total = 0;
        for c in 0..x {
            if earlier[v].iter().all(|&a| a != v && colour[a] != c) {
                colour[v] = c;
                total += go(v + 1, n, x, earlier, colour);
            }
        }
        total
    }
    go(0, n, x, &earlier, &mut vec![0; n])
}

/// Δ^k P(0) for k = 0..=n, from P(G, x) = `colourings` at x = 0..=n: exact,
/// and P(G, x) = Σ_k Δ^k P(0) · C(x, k) for every x (a polynomial of degree
/// at most n is fixed by n + 1 values).
pub fn newton_differences(n: usize, edges: &[(usize, usize)]) -> Vec<i128> {
    let mut d: Vec<i128> = (0..=n as u64)
        .map(|x| i128::from(colourings(n, edges, x)))
        .collect();
    for k in 1..=n {
        for i in (k..=n).rev() {
            d[i] -= d[i - 1];
        }
    }
    d
}

/// C(x, k) = x(x−1)⋯(x−k+1) / k! for any integer x, exactly.
pub fn binomial_any(x: i128, k: usize) -> i128 {
    let mut c: i128 = 1;
    for i in 0..k as i128 {
        c = c * (x - i) / (i + 1);
    }
    c
}

/// P(G, x) at any integer x, exactly, from the forward differences.
pub fn chromatic_value(n: usize, edges: &[(usize, usize)], x: i128) -> i128 {
    newton_differences(n, edges)
        .iter()
        .enumerate()
        .map(|(k, &d)| d * binomial_any(x, k))
        .sum()
}

/// The exact coefficients p_0, …, p_n of P(G, x), from the forward
/// differences: C(x, k) expanded as a polynomial with rational steps, kept
/// exact because k! divides every falling product's contribution in total.
pub fn chromatic_exact(n: usize, edges: &[(usize, usize)]) -> Vec<i128> {
    let d = newton_differences(n, edges);
    let mut p = vec![0i128; n + 1];
    // falling = x(x−1)⋯(x−k+1) as integer coefficients.
    let mut falling = vec![0i128; n + 1];
    falling[0] = 1;
    let mut factorial: i128 = 1;
    for k in 0..=n {
        if k > 0 {
            factorial *= k as i128;
        }
        // d[k] · falling / k!: Δ^k P(0) counts ordered partitions into k
        // blocks, k! times the unordered ones, so the division is exact.
        assert_eq!(d[k] % factorial, 0, "Δ^k P(0) is a multiple of k!");
        for i in 0..=n {
            p[i] += d[k] / factorial * falling[i];
        }
        if k < n {
            for i in (0..=k + 1).rev() {
                let lower = if i > 0 { falling[i - 1] } else { 0 };
                falling[i] = lower - k as i128 * falling[i];
            }
        }
    }
    p
}

/// The coefficients of P(G, x) mod MOD by colouring and interpolating.
pub fn chromatic_by_colourings(n: usize, edges: &[(usize, usize)]) -> Vec<u64> {
    chromatic_exact(n, edges)
        .into_iter()
        .map(|c| c.rem_euclid(MOD as i128) as u64)
        .collect()
}

/// Deletion–contraction on a simple graph given by neighbour masks over the
/// vertices in `alive`: P(G) = P(G − e) − P(G / e) for an edge e = uv,
/// down to edgeless graphs, whose P is x^{|alive|}. The recursion runs on
/// an explicit stack of (signed graph) states; coefficients mod MOD.
pub fn chromatic_by_deletion_contraction(n: usize, edges: &[(usize, usize)]) -> Vec<u64> {
    let mut p = vec![0u64; n + 1];
    let mut adj = vec![0u32; n];
    for &(u, v) in edges {
        if u == v {
            return p; // a loop: no proper colouring at all
        }
        adj[u] |= 1 << v;
        adj[v] |= 1 << u;
    }
    let mut stack: Vec<(Vec<u32>, u32, bool)> = vec![(adj, (1u32 << n) - 1, true)];
    while let Some((adj, alive, plus)) = stack.pop() {
        let Some(u) = (0..n).find(|&u| alive >> u & 1 == 1 && adj[u] != 0) else {
            let k = alive.count_ones() as usize;
            p[k] = if plus {
                (p[k] + 1) % MOD
            } else {
                (p[k] + MOD - 1) % MOD
            };
            continue;
        };
        let v = adj[u].trailing_zeros() as usize;
        let mut deleted = adj.clone();
        deleted[u] &= !(1 << v);
        deleted[v] &= !(1 << u);
        // Contract: v's neighbours join u's, v disappears; parallel edges merge.
        let mut contracted = deleted.clone();
        let nv = contracted[v];
        contracted[v] = 0;
        for w in 0..n {
            if nv >> w & 1 == 1 {
                contracted[w] = (contracted[w] & !(1 << v)) | 1 << u;
            }
        }
        contracted[u] |= nv;
        stack.push((deleted, alive, plus));
        stack.push((contracted, alive & !(1 << v), !plus));
    }
    p
}

/// The chapter's formula, term by term and exactly: Σ over S ⊆ V of
/// (−1)^{n−|S|} [z^n] (Σ_j i_j(S) z^j)^k, i_j(S) the independent subsets
/// of S with j vertices (the empty set counted in i_0). Small n only.
pub fn colourings_by_inclusion_exclusion(n: usize, edges: &[(usize, usize)], k: usize) -> i128 {
    let independent = |t: usize| {
        edges
            .iter()
            .all(|&(u, v)| t >> u & 1 == 0 || t >> v & 1 == 0)
    };
    let mut total: i128 = 0;
    for s in 0..1usize << n {
        let mut ranks = vec![0i128; n + 1];
        for t in 0..1usize << n {
            if t & !s == 0 && independent(t) {
                ranks[t.count_ones() as usize] += 1;
            }
        }
        // power = (Σ_j i_j z^j)^k, truncated after z^n.
        let mut power = vec![0i128; n + 1];
        power[0] = 1;
        for _ in 0..k {
            let mut next = vec![0i128; n + 1];
            for (a, &pa) in power.iter().enumerate() {
                for (b, &rb) in ranks.iter().enumerate().take(n + 1 - a) {
                    next[a + b] += pa * rb;
                }
            }
            power = next;
        }
        let sign = if (n - s.count_ones() as usize) % 2 == 0 {
            1
        } else {
            -1
        };
        total += sign * power[n];
    }
    total
}

/// The acyclic orientations of the simple graph underlying `edges` (repeated
/// edges count once; a loop leaves none): each of the 2^m orientations of its
/// m distinct edges is kept when repeatedly removing a vertex with no
/// incoming edge empties the graph.
pub fn acyclic_orientations(n: usize, edges: &[(usize, usize)]) -> u64 {
    if edges.iter().any(|&(u, v)| u == v) {
        return 0;
    }
    let mut simple: Vec<(usize, usize)> =
        edges.iter().map(|&(u, v)| (u.min(v), u.max(v))).collect();
    simple.sort_unstable();
    simple.dedup();
    let mut count = 0;
    for bits in 0..1u64 << simple.len() {
        // into[w] = the vertices with an arc into w.
        let mut into = vec![0u32; n];
        for (i, &(u, v)) in simple.iter().enumerate() {
            if bits >> i & 1 == 1 {
                into[v] |= 1 << u;
            } else {
                into[u] |= 1 << v;
            }
        }
        let mut left: u32 = if n == 32 { u32::MAX } else { (1 << n) - 1 };
        while let Some(w) = (0..n).find(|&w| left >> w & 1 == 1 && into[w] & left == 0) {
            left &= !(1 << w);
        }
        if left == 0 {
            count += 1;
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::set_power_series::graphs::graph_from_code;

    /// Theorem 1 of the chapter on every simple graph with at most 4 vertices
    /// (1 + 2 + 8 + 64 graphs) and k = 0..=n+1.
    #[test]
    fn inclusion_exclusion_counts_proper_colourings_on_all_graphs_up_to_4_vertices() {
        for n in 1..=4 {
            for code in 0..1u64 << (n * (n - 1) / 2) {
                let edges = graph_from_code(n, code);
                for k in 0..=n + 1 {
                    assert_eq!(
                        colourings_by_inclusion_exclusion(n, &edges, k),
                        i128::from(colourings(n, &edges, k as u64)),
                        "n = {n}, edges {edges:?}, k = {k}"
                    );
                }
            }
        }
    }

    /// Deletion–contraction against colouring and interpolating, on every
    /// simple graph with at most 4 vertices and 200 multigraphs (loops too)
    /// with at most 6 vertices.
    #[test]
    fn deletion_contraction_agrees_with_colourings() {
        for n in 1..=4 {
            for code in 0..1u64 << (n * (n - 1) / 2) {
                let edges = graph_from_code(n, code);
                assert_eq!(
                    chromatic_by_deletion_contraction(n, &edges),
                    chromatic_by_colourings(n, &edges),
                    "n = {n}, edges {edges:?}"
                );
            }
        }
        let mut rng = Rng::new(1101);
        for _ in 0..200 {
            let n = rng.range(1, 6) as usize;
            let m = rng.range(0, 12) as usize;
            let loops = rng.range(0, 3) == 0;
            let edges = random_multigraph(&mut rng, n, m, loops);
            assert_eq!(
                chromatic_by_deletion_contraction(n, &edges),
                chromatic_by_colourings(n, &edges),
                "n = {n}, edges {edges:?}"
            );
        }
    }

    /// Stanley's theorem, (−1)^n P(G, −1) = the acyclic orientations, on every
    /// simple graph with at most 4 vertices and 100 multigraphs (loops too)
    /// with at most 6 vertices.
    #[test]
    fn value_at_minus_one_counts_acyclic_orientations() {
        let check = |n: usize, edges: &[(usize, usize)]| {
            let sign = if n % 2 == 0 { 1 } else { -1 };
            assert_eq!(
                sign * chromatic_value(n, edges, -1),
                i128::from(acyclic_orientations(n, edges)),
                "n = {n}, edges {edges:?}"
            );
        };
        for n in 1..=4 {
            for code in 0..1u64 << (n * (n - 1) / 2) {
                check(n, &graph_from_code(n, code));
            }
        }
        let mut rng = Rng::new(1102);
        for _ in 0..100 {
            let n = rng.range(1, 6) as usize;
            let m = rng.range(0, 14) as usize;
            let loops = rng.range(0, 4) == 0;
            let edges = random_multigraph(&mut rng, n, m, loops);
            check(n, &edges);
        }
    }
}
