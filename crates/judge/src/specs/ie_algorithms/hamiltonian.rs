//! Chapter “多项式空间的哈密顿回路计数” (ext-hamiltonian-cycles).
//!
//! A case is `[[n], [u, v], [u, v], …]`, one group per edge (1-based), so
//! that shrinking drops whole edges; `valid` keeps 1 ≤ n ≤ 16, the ends
//! inside 1..=n, no loop and no edge twice in either order.

use crate::problem::{trap, Case, Problem};
use testkit::ie_algorithms::hamiltonian::{cycles_by_orders, cycles_by_paths};
use testkit::rng::Rng;
use testkit::set_power_series::graphs::{complete_graph, random_graph};

pub fn problems() -> Vec<Problem> {
    vec![hamiltonian_cycles()]
}

/// The input text of a case: "n m" and the edges.
fn input(c: &Case) -> String {
    let mut s = format!("{} {}\n", c[0][0], c.len() - 1);
    for e in &c[1..] {
        s.push_str(&format!("{} {}\n", e[0], e[1]));
    }
    s
}

/// Is `c` a simple graph on 1..=16 vertices?
fn valid(c: &Case) -> bool {
    let Some(first) = c.first() else {
        return false;
    };
    if first.len() != 1 || !(1..=16).contains(&first[0]) {
        return false;
    }
    let n = first[0];
    let edges = &c[1..];
    let key = |e: &Vec<u64>| (e[0].min(e[1]), e[0].max(e[1]));
    edges
        .iter()
        .all(|e| e.len() == 2 && e[0] != e[1] && (1..=n).contains(&e[0]) && (1..=n).contains(&e[1]))
        && edges
            .iter()
            .enumerate()
            .all(|(i, e)| edges[..i].iter().all(|f| key(f) != key(e)))
}

/// The vertex count and the 0-based edges of a case.
fn graph_of(c: &Case) -> (usize, Vec<(usize, usize)>) {
    let edges = c[1..]
        .iter()
        .map(|e| (e[0] as usize - 1, e[1] as usize - 1))
        .collect();
    (c[0][0] as usize, edges)
}

/// A case from a vertex count and 0-based edges.
fn case(n: usize, edges: &[(usize, usize)]) -> Case {
    let mut c = vec![vec![n as u64]];
    c.extend(edges.iter().map(|&(a, b)| vec![a as u64 + 1, b as u64 + 1]));
    c
}

/// The answer by testkit: every cyclic order up to 9 vertices, else the
/// bitmask DP over paths.
fn expected(c: &Case) -> String {
    let (n, edges) = graph_of(c);
    let v = if n <= 9 {
        cycles_by_orders(n, &edges)
    } else {
        cycles_by_paths(n, &edges)
    };
    format!("{v}\n")
}

/// A random small case: 1 to 8 vertices, each pair an edge with a random
/// probability, some edges written the other way round.
fn small(r: &mut Rng) -> Case {
    let n = r.range(1, 8) as usize;
    let percent = r.range(0, 100);
    let mut edges = random_graph(r, n, percent);
    for e in edges.iter_mut() {
        if r.range(0, 1) == 1 {
            *e = (e.1, e.0);
        }
    }
    case(n, &edges)
}

fn hamiltonian_cycles() -> Problem {
    Problem {
        listing: "ext-hamiltonian-cycles",
        time_limit_ms: 1000,
        limits_by_check: false,
        small,
        input,
        valid,
        check: |c, out| crate::problem::same_tokens(&expected(c), out),
        traps: || {
            let path: Vec<(usize, usize)> = (0..15).map(|v| (v, v + 1)).collect();
            let mut two_k8 = complete_graph(8);
            two_k8.extend(complete_graph(8).iter().map(|&(a, b)| (a + 8, b + 8)));
            vec![
                trap(
                    "n = 1：一个顶点、没有边，答案 0",
                    "n = 1: one vertex, no edge, the answer 0",
                    case(1, &[]),
                ),
                trap(
                    "n = 2：一条边来回走一次不是回路，答案 0",
                    "n = 2: going along one edge and back is no cycle, the answer 0",
                    case(2, &[(0, 1)]),
                ),
                trap(
                    "n = 3：三角形是 1 条回路，忘了除以 2（两个方向）会得 2",
                    "n = 3: a triangle is 1 cycle; forgetting to halve (two directions) gives 2",
                    case(3, &[(0, 1), (1, 2), (0, 2)]),
                ),
                trap(
                    "K_4：长 4 的闭途径有 21 条，重复顶点的也算进去就错了，答案 3",
                    "K_4: 21 closed walks of length 4; counting those that repeat vertices is wrong, the answer 3",
                    case(4, &complete_graph(4)),
                ),
                trap(
                    "K_8：(8 − 1)!/2 = 2520",
                    "K_8: (8 − 1)!/2 = 2520",
                    case(8, &complete_graph(8)),
                ),
                trap(
                    "K_16：15!/2 要取模",
                    "K_16: 15!/2, reduced",
                    case(16, &complete_graph(16)),
                ),
                trap(
                    "没有圈的图：16 个顶点的路，答案 0",
                    "a graph with no cycle: a path of 16 vertices, the answer 0",
                    case(16, &path),
                ),
                trap(
                    "不连通的图：两个不相交的 K_8，答案 0",
                    "a disconnected graph: two disjoint copies of K_8, the answer 0",
                    case(16, &two_k8),
                ),
            ]
        },
        limits: |r| {
            let mut half = complete_graph(16);
            half.retain(|_| r.range(0, 1) == 1);
            vec![
                ("n = 16, K_16", case(16, &complete_graph(16))),
                ("n = 16, a random half of the pairs", case(16, &half)),
            ]
        },
    }
}
