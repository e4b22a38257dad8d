//! Chapter “色多项式” (Library Checker chromatic_polynomial).
//!
//! A case is `[[N], [u, v], [u, v], …]`, one group per edge (0-based, loops
//! and repeats allowed), so that shrinking drops whole edges; `valid` keeps
//! 1 ≤ N ≤ 20, M ≤ 500 and both ends below N.

use crate::problem::{same_tokens, trap, Case, Problem};
use testkit::ie_algorithms::chromatic_polynomial::{
    chromatic_by_colourings, chromatic_by_deletion_contraction, random_multigraph,
};

pub fn problems() -> Vec<Problem> {
    vec![chromatic_polynomial()]
}

fn graph_case(n: usize, edges: &[(usize, usize)]) -> Case {
    let mut c = vec![vec![n as u64]];
    c.extend(edges.iter().map(|&(u, v)| vec![u as u64, v as u64]));
    c
}

fn graph_of(c: &Case) -> (usize, Vec<(usize, usize)>) {
    let edges = c[1..]
        .iter()
        .map(|e| (e[0] as usize, e[1] as usize))
        .collect();
    (c[0][0] as usize, edges)
}

/// The coefficients by testkit: colourings interpolated up to 6 vertices,
/// else deletion–contraction (the traps beyond 6 vertices are sparse).
fn expected(c: &Case) -> String {
    let (n, edges) = graph_of(c);
    let p = if n <= 6 {
        chromatic_by_colourings(n, &edges)
    } else {
        chromatic_by_deletion_contraction(n, &edges)
    };
    let words: Vec<String> = p.iter().map(|x| x.to_string()).collect();
    format!("{}\n", words.join(" "))
}

fn chromatic_polynomial() -> Problem {
    Problem {
        listing: "library-checker-chromatic-polynomial",
        time_limit_ms: 10000,
        limits_by_check: false,
        small: |r| {
            let n = r.range(1, 6) as usize;
            let m = r.range(0, 12) as usize;
            let loops = r.range(0, 5) == 0;
            graph_case(n, &random_multigraph(r, n, m, loops))
        },
        input: |c| {
            let mut s = format!("{} {}\n", c[0][0], c.len() - 1);
            for e in &c[1..] {
                s.push_str(&format!("{} {}\n", e[0], e[1]));
            }
            s
        },
        valid: |c| {
            let Some(first) = c.first() else {
                return false;
            };
            first.len() == 1
                && (1..=20).contains(&first[0])
                && c.len() - 1 <= 500
                && c[1..]
                    .iter()
                    .all(|e| e.len() == 2 && e[0] < first[0] && e[1] < first[0])
        },
        check: |c, out| same_tokens(&expected(c), out),
        traps: || {
            let path: Vec<(usize, usize)> = (0..19).map(|v| (v, v + 1)).collect();
            vec![
                trap(
                    "重边当开关（adj ^=）：三角形的一条边给了两次",
                    "repeated edges as a toggle (adj ^=): a triangle with one edge given twice",
                    graph_case(3, &[(0, 1), (1, 2), (0, 2), (1, 0)]),
                ),
                trap(
                    "忽略自环：有自环时 P = 0",
                    "loops ignored: a loop makes P = 0",
                    graph_case(3, &[(0, 1), (2, 2)]),
                ),
                trap(
                    "只有一个自环的单点图：答案全是 0",
                    "one vertex with a loop: every coefficient is 0",
                    graph_case(1, &[(0, 0)]),
                ),
                trap(
                    "N = 1，没有边：P = x",
                    "N = 1 and no edge: P = x",
                    graph_case(1, &[]),
                ),
                trap(
                    "空图 N = 20，M = 0：P = x^20",
                    "the empty graph, N = 20, M = 0: P = x^20",
                    graph_case(20, &[]),
                ),
                trap(
                    "用覆盖计数代替染色（不按大小分层）：一条边",
                    "covers counted instead of colourings (no ranking by size): one edge",
                    graph_case(2, &[(0, 1)]),
                ),
                trap(
                    "20 个顶点的路：P = x(x − 1)^19",
                    "a path of 20 vertices: P = x(x − 1)^19",
                    graph_case(20, &path),
                ),
            ]
        },
        limits: |r| {
            let complete: Vec<(usize, usize)> = (0..20)
                .flat_map(|u| (u + 1..20).map(move |v| (u, v)))
                .collect();
            vec![
                ("N = 20, K_20", graph_case(20, &complete)),
                (
                    "N = 20, M = 500 random pairs with repeats",
                    graph_case(20, &random_multigraph(r, 20, 500, false)),
                ),
            ]
        },
    }
}
