//! Chapters “连通子图计数” and “按源点数 DAG” (AtCoder ABC213 G, ABC306 H).
//!
//! Graph problems (ABC213 G, ABC306 H) share one case shape: `[[N], [a, b],
//! [a, b], …]`, one group per edge (1-based, a < b), so that shrinking drops
//! whole edges; `valid` keeps N ≤ 17, the ends inside 1..=N, a < b and no
//! edge twice.

use crate::problem::{line, same_tokens, trap, Case, Problem};
use testkit::rng::Rng;
use testkit::set_power_series::graphs::{
    complete_graph, connectivity_by_edge_sets, connectivity_by_recurrence, outcomes_by_recurrence,
    outcomes_by_strings,
};

pub fn problems() -> Vec<Problem> {
    vec![connectivity_2(), balance_scale()]
}

/// The input text of a graph case: "N M" and the edges.
fn graph_input(c: &Case) -> String {
    let mut s = format!("{} {}\n", c[0][0], c.len() - 1);
    for e in &c[1..] {
        s.push_str(&line(e));
        s.push('\n');
    }
    s
}

/// Is `c` a simple graph on 2..=17 vertices with at least `min_edges` edges?
fn valid_graph(c: &Case, min_edges: usize) -> bool {
    let Some(first) = c.first() else {
        return false;
    };
    if first.len() != 1 || !(2..=17).contains(&first[0]) || c.len() - 1 < min_edges {
        return false;
    }
    let n = first[0];
    let edges = &c[1..];
    edges
        .iter()
        .all(|e| e.len() == 2 && 1 <= e[0] && e[0] < e[1] && e[1] <= n)
        && edges
            .iter()
            .enumerate()
            .all(|(i, e)| !edges[..i].contains(e))
}

/// The vertex count and the 0-based edges of a graph case.
fn graph_of(c: &Case) -> (usize, Vec<(usize, usize)>) {
    let edges = c[1..]
        .iter()
        .map(|e| (e[0] as usize - 1, e[1] as usize - 1))
        .collect();
    (c[0][0] as usize, edges)
}

/// A graph case from a vertex count and 0-based edges.
fn graph_case(n: usize, edges: &[(usize, usize)]) -> Case {
    let mut c = vec![vec![n as u64]];
    c.extend(edges.iter().map(|&(a, b)| vec![a as u64 + 1, b as u64 + 1]));
    c
}

/// A random graph case: `lo..=hi` vertices, each pair an edge with a random
/// probability, in a random order.
fn random_graph_case(r: &mut Rng, lo: u64, hi: u64, min_edges: usize) -> Case {
    loop {
        let n = r.range(lo, hi) as usize;
        let percent = r.range(0, 100);
        let edges = testkit::set_power_series::graphs::random_graph(r, n, percent);
        if edges.len() >= min_edges {
            return graph_case(n, &edges);
        }
    }
}

// ---------------------------------------------------------------------------
// Chapter 2: counting connected subgraphs (AtCoder ABC213 G)
// ---------------------------------------------------------------------------

/// ABC213 G by testkit: every edge set where there are at most 2^14, else
/// the O(3^N) recurrence.
fn connectivity(c: &Case) -> String {
    let (n, edges) = graph_of(c);
    let v = if edges.len() <= 14 {
        connectivity_by_edge_sets(n, &edges)
    } else {
        connectivity_by_recurrence(n, &edges)
    };
    v.iter().map(|x| format!("{x}\n")).collect()
}

fn connectivity_2() -> Problem {
    Problem {
        listing: "atcoder-abc213-g-connectivity-2",
        time_limit_ms: 3000,
        limits_by_check: false,
        small: |r| random_graph_case(r, 2, 6, 0),
        input: graph_input,
        valid: |c| valid_graph(c, 0),
        check: |c, out| same_tokens(&connectivity(c), out),
        traps: || {
            let path: Vec<(usize, usize)> = (0..16).map(|v| (v, v + 1)).collect();
            vec![
            trap(
                "忘了顶点 1 的连通块之外的边（乘 2^{e(V∖S)}）：边 1–2 与 3–4",
                "the edges outside vertex 1's component forgotten (the factor 2^{e(V∖S)}): edges 1–2 and 3–4",
                graph_case(4, &[(0, 1), (2, 3)]),
            ),
            trap(
                "把所有子图都当作连通的：三角形",
                "every edge set taken as connected: a triangle",
                graph_case(3, &[(0, 1), (0, 2), (1, 2)]),
            ),
            trap(
                "没有边：N = 17，M = 0，答案全是 0",
                "no edges: N = 17, M = 0, every answer 0",
                graph_case(17, &[]),
            ),
            trap(
                "完全图 K_17：2^136 要取模",
                "the complete graph K_17: 2^136 must be reduced",
                graph_case(17, &complete_graph(17)),
            ),
            trap(
                "一条 17 个顶点的路：只有整段路连通一种方式",
                "a path of 17 vertices: vertex 1 reaches k only along the path",
                graph_case(17, &path),
            ),
        ]
        },
        limits: |r| {
            let mut random = complete_graph(17);
            random.retain(|_| r.range(0, 1) == 1);
            vec![
                ("N = 17, K_17", graph_case(17, &complete_graph(17))),
                (
                    "N = 17, a random half of the pairs",
                    graph_case(17, &random),
                ),
            ]
        },
    }
}

// ---------------------------------------------------------------------------
// Chapter 3: DAGs by their sources (AtCoder ABC306 H)
// ---------------------------------------------------------------------------

/// ABC306 H by testkit: every outcome string where there are at most 3^9,
/// else the O(3^N) recurrence over the lightest weights.
fn outcomes(c: &Case) -> String {
    let (n, edges) = graph_of(c);
    if edges.len() <= 9 {
        outcomes_by_strings(n, &edges).to_string()
    } else {
        outcomes_by_recurrence(n, &edges).to_string()
    }
}

fn balance_scale() -> Problem {
    Problem {
        listing: "atcoder-abc306-h-balance-scale",
        time_limit_ms: 3000,
        limits_by_check: false,
        small: |r| random_graph_case(r, 2, 5, 1),
        input: graph_input,
        valid: |c| valid_graph(c, 1),
        check: |c, out| same_tokens(&outcomes(c), out),
        traps: || {
            let star: Vec<(usize, usize)> = (1..17).map(|v| (0, v)).collect();
            vec![
            trap(
                "只按独立的源点集合容斥（数的是无环定向，没有相等）：样例的三角形，应为 13 而不是 6",
                "inclusion–exclusion over independent sets of sources only (acyclic orientations, no ties): the sample's triangle, 13 and not 6",
                graph_case(3, &[(0, 1), (0, 2), (1, 2)]),
            ),
            trap(
                "符号用 (−1)^{|T|+1} 而不是 (−1)^{c(T)+1}：一条 3 个顶点的路",
                "the sign (−1)^{|T|+1} instead of (−1)^{c(T)+1}: a path of 3 vertices",
                graph_case(3, &[(0, 1), (1, 2)]),
            ),
            trap(
                "只许 G[T] 连通的 T：两条不相交的边",
                "only sets T with G[T] connected: two disjoint edges",
                graph_case(4, &[(0, 1), (2, 3)]),
            ),
            trap(
                "四个顶点的圈：相等的砝码可以不相邻",
                "a cycle of 4 vertices: equal weights need not be adjacent",
                graph_case(4, &[(0, 1), (1, 2), (2, 3), (0, 3)]),
            ),
            trap(
                "完全图 K_17：答案是有序贝尔数，要取模",
                "the complete graph K_17: the ordered Bell number, reduced",
                graph_case(17, &complete_graph(17)),
            ),
            trap(
                "N = 17 的星（树：3^16 个串都能出现）",
                "a star on N = 17 (a tree: all 3^16 strings occur)",
                graph_case(17, &star),
            ),
        ]
        },
        limits: |r| {
            let mut random = complete_graph(17);
            random.retain(|_| r.range(0, 1) == 1);
            if random.is_empty() {
                random.push((0, 1));
            }
            vec![
                ("N = 17, K_17", graph_case(17, &complete_graph(17))),
                (
                    "N = 17, a random half of the pairs",
                    graph_case(17, &random),
                ),
            ]
        },
    }
}
