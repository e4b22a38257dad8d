//! Chapter “k 着色与色数” (Library Checker chromatic_number).
//!
//! A case is `[[N], [u, v], [u, v], …]`, one group per edge (0-based, either
//! order), so that shrinking drops whole edges; `valid` keeps 1 ≤ N ≤ 20,
//! the ends inside 0..N, no loop and no edge twice.

use crate::problem::{line, same_tokens, trap, Case, Problem};
use testkit::ie_algorithms::chromatic_number::{
    chromatic_by_backtracking, chromatic_by_subsets, complete_graph, false_zero_graph,
    random_graph,
};
use testkit::rng::Rng;

pub fn problems() -> Vec<Problem> {
    vec![chromatic_number()]
}

/// The input text of a case: "N M" and the edges.
fn graph_input(c: &Case) -> String {
    let mut s = format!("{} {}\n", c[0][0], c.len() - 1);
    for e in &c[1..] {
        s.push_str(&line(e));
        s.push('\n');
    }
    s
}

/// Is `c` a simple graph on 1..=20 vertices?
fn valid_graph(c: &Case) -> bool {
    let Some(first) = c.first() else {
        return false;
    };
    if first.len() != 1 || !(1..=20).contains(&first[0]) {
        return false;
    }
    let n = first[0];
    let edges = &c[1..];
    let key = |e: &Vec<u64>| (e[0].min(e[1]), e[0].max(e[1]));
    edges
        .iter()
        .all(|e| e.len() == 2 && e[0] != e[1] && e[0] < n && e[1] < n)
        && edges
            .iter()
            .enumerate()
            .all(|(i, e)| edges[..i].iter().all(|f| key(f) != key(e)))
}

/// The vertex count and the edges (a < b) of a case.
fn graph_of(c: &Case) -> (usize, Vec<(usize, usize)>) {
    let edges = c[1..]
        .iter()
        .map(|e| (e[0].min(e[1]) as usize, e[0].max(e[1]) as usize))
        .collect();
    (c[0][0] as usize, edges)
}

/// A case from a vertex count and edges, each printed in a random order of
/// its ends when `rng` is given.
fn graph_case(n: usize, edges: &[(usize, usize)], rng: Option<&mut Rng>) -> Case {
    let mut c = vec![vec![n as u64]];
    let mut flip = rng;
    for &(a, b) in edges {
        let swap = flip.as_mut().is_some_and(|r| r.range(0, 1) == 1);
        c.push(if swap {
            vec![b as u64, a as u64]
        } else {
            vec![a as u64, b as u64]
        });
    }
    c
}

/// The chromatic number by testkit: the O(3^N) recurrence up to 12 vertices,
/// backtracking above.
fn chromatic(c: &Case) -> String {
    let (n, edges) = graph_of(c);
    let k = if n <= 12 {
        chromatic_by_subsets(n, &edges)
    } else {
        chromatic_by_backtracking(n, &edges)
    };
    format!("{k}\n")
}

fn chromatic_number() -> Problem {
    Problem {
        listing: "library-checker-chromatic-number",
        time_limit_ms: 10_000,
        limits_by_check: false,
        small: |r| {
            let n = r.range(1, 7) as usize;
            let percent = r.range(0, 100);
            let edges = random_graph(r, n, percent);
            graph_case(n, &edges, Some(r))
        },
        input: graph_input,
        valid: valid_graph,
        check: |c, out| same_tokens(&chromatic(c), out),
        traps: || {
            let (n, edges) = false_zero_graph();
            let cycle: Vec<(usize, usize)> = (0..5).map(|v| (v, (v + 1) % 5)).collect();
            vec![
                trap(
                    "只用一个模数判断 c_k ≠ 0：这个图的 c_4 恰好是那个质数的倍数（假零）",
                    "c_k ≠ 0 tested modulo one prime: this graph's c_4 is a multiple of that prime (a false zero)",
                    graph_case(n, &edges, None),
                ),
                trap(
                    "没有边：N = 20，M = 0，答案是 1",
                    "no edges: N = 20, M = 0, the answer is 1",
                    graph_case(20, &[], None),
                ),
                trap(
                    "只有一个顶点：N = 1，答案是 1",
                    "a single vertex: N = 1, the answer is 1",
                    graph_case(1, &[], None),
                ),
                trap(
                    "完全图 K_20：答案是 20，k 要试到 N",
                    "the complete graph K_20: the answer is 20, so k must go up to N",
                    graph_case(20, &complete_graph(20), None),
                ),
                trap(
                    "五个顶点的圈：奇圈要 3 种颜色（只看最大团会答 2）",
                    "a cycle of five vertices: an odd cycle needs 3 colours (the largest clique says 2)",
                    graph_case(5, &cycle, None),
                ),
            ]
        },
        limits: |r| {
            let mut random = complete_graph(20);
            random.retain(|_| r.range(0, 1) == 1);
            vec![
                ("N = 20, K_20", graph_case(20, &complete_graph(20), None)),
                ("N = 20, a random half of the pairs", graph_case(20, &random, Some(r))),
            ]
        },
    }
}
