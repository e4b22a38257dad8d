//! Part 6's tree and graph problems: AtCoder AGC017 D (Green Hackenbush on a
//! tree) and `ext-graph-game` (win, lose or draw on a graph with cycles).
//!
//! A tree is a case `[parents]`: vertex i + 2 hangs from `parents[i]`, a
//! smaller label, so dropping the last vertex or lowering a parent keeps a
//! tree. Small trees go to the exhaustive edge-removal search; bigger ones to
//! the colon principle written out here. Graphs go to the round-by-round
//! fixpoint of `testkit::trees_graphs` (no counters, no queue).

use super::{line, same_tokens, trap, Problem};
use testkit::trees_graphs::{graph_outcomes, tree_game_sg};

pub fn problems() -> Vec<Problem> {
    vec![
        Problem {
            listing: "atcoder-agc017-d-game-on-tree",
            time_limit_ms: 2000,
            limits_by_check: false,
            small: |r| {
                let n = r.range(2, 9) as usize;
                vec![(2..=n).map(|v| r.range(1, v as u64 - 1)).collect()]
            },
            input: |c| {
                let p = &c[0];
                let mut s = format!("{}\n", p.len() + 1);
                for (i, &q) in p.iter().enumerate() {
                    // Both orders occur in the judge's input: alternate them.
                    let v = i as u64 + 2;
                    s.push_str(&if i % 2 == 0 {
                        line(&[q, v])
                    } else {
                        line(&[v, q])
                    });
                    s.push('\n');
                }
                s
            },
            valid: |c| {
                c.len() == 1
                    && (1..100_000).contains(&c[0].len())
                    && c[0]
                        .iter()
                        .enumerate()
                        .all(|(i, &q)| (1..=i as u64 + 1).contains(&q))
            },
            check: |c, out| {
                let p = &c[0];
                let sg = if p.len() < 12 {
                    let edges: Vec<(usize, usize)> = p
                        .iter()
                        .enumerate()
                        .map(|(i, &q)| (q as usize - 1, i + 1))
                        .collect();
                    tree_game_sg(p.len() + 1, &edges) as u64
                } else {
                    colon_principle(p)
                };
                same_tokens(if sg != 0 { "Alice" } else { "Bob" }, out)
            },
            traps: || {
                vec![
                    trap(
                        "边数的奇偶说明不了什么：4 条边，Bob 赢", "the parity of the number of edges says nothing: 4 edges, Bob wins",
                        vec![vec![1, 2, 3, 1]],
                    ),
                    trap("忘了加 1：一条边的树 Alice 赢", "forgetting the +1: a tree of one edge is Alice's win", vec![vec![1]]),
                    trap("一根竹竿加一个叉", "a bamboo stalk plus a fork", vec![vec![1, 2, 2, 4]]),
                ]
            },
            limits: |r| {
                vec![
                    (
                        "a path of 10^5 vertices (deep recursion)",
                        vec![(1..100_000).collect()],
                    ),
                    (
                        "a random tree of 10^5 vertices",
                        vec![(2..=100_000u64).map(|v| r.range(1, v - 1)).collect()],
                    ),
                ]
            },
        },
        Problem {
            listing: "ext-graph-game",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                let n = r.range(1, 6);
                let m = r.range(0, 10);
                let mut c = vec![vec![n]];
                c.extend((0..m).map(|_| vec![r.range(1, n), r.range(1, n)]));
                c
            },
            input: |c| {
                let mut s = format!("{} {}\n", c[0][0], c.len() - 1);
                for e in &c[1..] {
                    s.push_str(&line(e));
                    s.push('\n');
                }
                s
            },
            valid: |c| {
                !c.is_empty()
                    && c[0].len() == 1
                    && (1..=100_000).contains(&c[0][0])
                    && c[1..]
                        .iter()
                        .all(|e| e.len() == 2 && e.iter().all(|&v| (1..=c[0][0]).contains(&v)))
            },
            check: |c, out| {
                let n = c[0][0] as usize;
                let edges: Vec<(usize, usize)> = c[1..]
                    .iter()
                    .map(|e| (e[0] as usize - 1, e[1] as usize - 1))
                    .collect();
                let want: Vec<String> = graph_outcomes(n, &edges)
                    .iter()
                    .map(|o| o.to_string())
                    .collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                vec![
                    trap(
                        "“所有出边通向 W”写成“有一条出边通向 W”", "\"every move leads to W\" written as \"some move leads to W\"",
                        vec![vec![3], vec![1, 2], vec![1, 3], vec![2, 3]],
                    ),
                    trap(
                        "把环上的点都判平局：环上有出口", "every vertex on a cycle declared a draw: the cycle has an exit",
                        vec![vec![3], vec![1, 2], vec![2, 1], vec![2, 3]],
                    ),
                    trap(
                        "忘了重边", "forgetting parallel edges",
                        vec![vec![2], vec![1, 2], vec![1, 2], vec![2, 1]],
                    ),
                    trap("自环", "self-loops", vec![vec![2], vec![1, 1], vec![1, 2]]),
                ]
            },
            limits: |r| {
                let n = 100_000u64;
                let mut c = vec![vec![n]];
                c.extend((0..200_000).map(|_| vec![r.range(1, n), r.range(1, n)]));
                let mut chain = vec![vec![n]];
                for v in 1..n {
                    chain.push(vec![v, v + 1]);
                    chain.push(vec![v, v + 1]);
                }
                vec![
                    ("n = 10^5, m = 2*10^5 random edges", c),
                    ("a chain of 10^5 with every edge doubled", chain),
                ]
            },
        },
    ]
}

/// The colon principle (proved in the Hackenbush chapter), bottom-up: a
/// vertex's value is the xor over its children c of value(c) + 1. Children
/// have larger labels, so one pass from the last vertex down suffices.
fn colon_principle(parents: &[u64]) -> u64 {
    let n = parents.len() + 1;
    let mut value = vec![0u64; n + 1];
    for v in (2..=n).rev() {
        let p = parents[v - 2] as usize;
        value[p] ^= value[v] + 1;
    }
    value[1]
}
