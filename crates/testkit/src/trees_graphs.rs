//! Part 6 (second half): oracles and generators for Green Hackenbush on trees
//! (AtCoder AGC017 D) and for games on directed graphs with cycles
//! (ext-graph-game); and, for part 2, the stone-and-piece game on a tree of
//! AtCoder AGC010 F, played out move by move on the whole vector of stones.
//!
//! The tree oracle plays the game by its rules: a position is the set of
//! vertices still attached to the root, a move deletes one edge and everything
//! cut off, and the SG value is the mex over all moves. It knows nothing of the
//! colon principle. The graph oracle computes "the player to move can force a
//! win within k moves" and "… loses within k moves" for k = 0, 1, 2, … until
//! nothing changes, re-examining every vertex each round; it keeps no counters
//! and no queue.

use crate::rng::Rng;
use std::collections::{BTreeSet, HashMap};

// ---------------------------------------------------------------- trees ---

/// Exhaustive Green Hackenbush on a tree rooted at vertex 0: the SG value of
/// the whole tree, by the mex over every edge removal. Vertices are 0-based,
/// `n ≤ 20`, and `edges` must form a tree on `0..n`.
pub fn tree_game_sg(n: usize, edges: &[(usize, usize)]) -> usize {
    assert!((1..=20).contains(&n), "the exhaustive search takes n ≤ 20");
    assert_eq!(
        edges.len(),
        n - 1,
        "a tree on {n} vertices has {} edges",
        n - 1
    );
    let mut memo = HashMap::new();
    let all = (1u32 << n) - 1;
    assert_eq!(component_of_root(n, edges, all, None), all, "not a tree");
    sg_of_set(n, edges, all, &mut memo)
}

/// The vertices (a bit set within `present`) joined to vertex 0 by edges with
/// both ends in `present`, not using edge number `cut`.
fn component_of_root(n: usize, edges: &[(usize, usize)], present: u32, cut: Option<usize>) -> u32 {
    let mut seen = 1u32;
    let mut changed = true;
    while changed {
        changed = false;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if Some(i) == cut || present >> a & 1 == 0 || present >> b & 1 == 0 {
                continue;
            }
            let (ia, ib) = (seen >> a & 1, seen >> b & 1);
            if ia != ib {
                seen |= 1 << a | 1 << b;
                changed = true;
            }
        }
    }
    debug_assert!(n <= 32);
    seen
}

/// SG value of the position "the vertices in `present` remain" (a connected
/// set holding vertex 0), by the mex over every edge inside it.
fn sg_of_set(
    n: usize,
    edges: &[(usize, usize)],
    present: u32,
    memo: &mut HashMap<u32, usize>,
) -> usize {
    if let Some(&g) = memo.get(&present) {
        return g;
    }
    let mut options = BTreeSet::new();
    for (i, &(a, b)) in edges.iter().enumerate() {
        if present >> a & 1 == 1 && present >> b & 1 == 1 {
            let next = component_of_root(n, edges, present, Some(i));
            options.insert(sg_of_set(n, edges, next, memo));
        }
    }
    let mut mex = 0;
    while options.contains(&mex) {
        mex += 1;
    }
    memo.insert(present, mex);
    mex
}

/// What AGC017 D prints for a tree of SG value `sg`: Alice moves first.
pub fn answer_agc017d(sg: usize) -> &'static str {
    if sg != 0 {
        "Alice"
    } else {
        "Bob"
    }
}

/// The judge's input for a tree on 0-based vertices: N, then the edges 1-based.
pub fn input_agc017d(n: usize, edges: &[(usize, usize)]) -> String {
    let mut s = format!("{n}\n");
    for &(a, b) in edges {
        s.push_str(&format!("{} {}\n", a + 1, b + 1));
    }
    s
}

/// Every labelled tree on `n ≥ 1` vertices `0..n`, each exactly once, decoded
/// from its Prüfer sequence (`n^(n-2)` trees by Cayley's formula).
pub fn labelled_trees(n: usize) -> Vec<Vec<(usize, usize)>> {
    assert!(n >= 1);
    if n == 1 {
        return vec![vec![]];
    }
    if n == 2 {
        return vec![vec![(0, 1)]];
    }
    let len = n - 2;
    let count = n.pow(len as u32);
    let mut trees = Vec::with_capacity(count);
    let mut seq = vec![0usize; len];
    for code in 0..count {
        let mut c = code;
        for s in seq.iter_mut() {
            *s = c % n;
            c /= n;
        }
        trees.push(prufer_decode(n, &seq));
    }
    trees
}

/// The tree whose Prüfer sequence is `seq` (length n − 2): repeatedly join
/// the smallest leaf to the next entry of the sequence.
fn prufer_decode(n: usize, seq: &[usize]) -> Vec<(usize, usize)> {
    let mut degree = vec![1usize; n];
    for &s in seq {
        degree[s] += 1;
    }
    let mut edges = Vec::with_capacity(n - 1);
    for &s in seq {
        let leaf = (0..n).find(|&v| degree[v] == 1).expect("a leaf exists");
        edges.push((leaf, s));
        degree[leaf] = 0;
        degree[s] -= 1;
    }
    let rest: Vec<usize> = (0..n).filter(|&v| degree[v] == 1).collect();
    edges.push((rest[0], rest[1]));
    edges
}

/// One tree for every unlabelled rooted shape with `n ≥ 1` vertices, root 0,
/// given by parent arrays (`parent[0] = 0`, `parent[v] < v`). Found by
/// running over all (n − 1)! such arrays and keeping one per canonical form,
/// so the count can be checked against OEIS A000081.
pub fn rooted_shapes(n: usize) -> Vec<Vec<usize>> {
    assert!((1..=9).contains(&n));
    let mut seen = BTreeSet::new();
    let mut shapes = Vec::new();
    let mut parent = vec![0usize; n];
    loop {
        let key = canonical(&parent);
        if seen.insert(key) {
            shapes.push(parent.clone());
        }
        // Next array in mixed radix: parent[v] runs over 0..v.
        let mut v = n;
        loop {
            if v <= 1 {
                return shapes;
            }
            v -= 1;
            if parent[v] + 1 < v {
                parent[v] += 1;
                break;
            }
            parent[v] = 0;
        }
    }
}

/// The canonical string of the rooted tree given by a parent array: a vertex
/// is "(" + its children's strings sorted + ")". Children have larger numbers
/// than parents, so walking the vertices downwards finishes children first.
fn canonical(parent: &[usize]) -> String {
    let n = parent.len();
    let mut kids: Vec<Vec<String>> = vec![Vec::new(); n];
    let mut code = vec![String::new(); n];
    for v in (0..n).rev() {
        let mut k = std::mem::take(&mut kids[v]);
        k.sort();
        code[v] = format!("({})", k.concat());
        if v > 0 {
            let c = code[v].clone();
            kids[parent[v]].push(c);
        }
    }
    code.swap_remove(0)
}

/// The edges of a parent array (root 0).
pub fn parent_edges(parent: &[usize]) -> Vec<(usize, usize)> {
    (1..parent.len()).map(|v| (parent[v], v)).collect()
}

/// A random tree on `n` vertices: each vertex v > 0 hangs below a random
/// earlier one, then the labels are permuted at random (so the root of the
/// game, vertex 0, is any vertex of the shape), the edges are shuffled and
/// each edge's two ends are swapped with probability 1/2.
pub fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let parent: Vec<usize> = (0..n)
        .map(|v| {
            if v == 0 {
                0
            } else {
                rng.range(0, v as u64 - 1) as usize
            }
        })
        .collect();
    relabel(rng, n, &parent_edges(&parent))
}

/// The same tree under a random permutation of the labels, with the edge
/// list shuffled and each edge's ends swapped with probability 1/2.
pub fn relabel(rng: &mut Rng, n: usize, edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (0..n).collect();
    shuffle(rng, &mut label);
    let mut out: Vec<(usize, usize)> = edges
        .iter()
        .map(|&(a, b)| {
            if rng.range(0, 1) == 0 {
                (label[a], label[b])
            } else {
                (label[b], label[a])
            }
        })
        .collect();
    shuffle(rng, &mut out);
    out
}

/// Fisher–Yates.
pub fn shuffle<T>(rng: &mut Rng, v: &mut [T]) {
    for i in (1..v.len()).rev() {
        let j = rng.range(0, i as u64) as usize;
        v.swap(i, j);
    }
}

// --------------------------------------------------------------- graphs ---

/// The outcome of a start vertex with the token on it and a player to move:
/// `'W'` the player to move can force a win, `'L'` the other player can, `'D'`
/// neither can (with best play the game never ends).
pub type Outcome = char;

/// The outcome of every vertex of the directed graph on `0..n` with the given
/// edges (loops and repeated edges allowed). Round k computes, from round
/// k − 1, the vertices where the player to move wins within k moves of his
/// own (some move reaches a vertex that loses within k − 1) and those where
/// he loses within k (every move, possibly none, reaches a vertex that wins
/// within k). Rounds continue until a round changes nothing; what is left is
/// a draw. No counters, no queue: every vertex is re-examined every round.
pub fn graph_outcomes(n: usize, edges: &[(usize, usize)]) -> Vec<Outcome> {
    let mut succ = vec![Vec::new(); n];
    for &(u, v) in edges {
        succ[u].push(v);
    }
    let mut out = vec!['D'; n];
    loop {
        let prev = out.clone();
        for v in 0..n {
            if prev[v] != 'D' {
                continue;
            }
            if succ[v].iter().any(|&u| prev[u] == 'L') {
                out[v] = 'W';
            } else if succ[v].iter().all(|&u| prev[u] == 'W') {
                out[v] = 'L';
            }
        }
        if out == prev {
            return out;
        }
    }
}

/// The directed graph on `0..n` whose edges are the set bits of `mask`: bit
/// `u·n + v` is the edge u → v (so loops u → u are bits `u·n + u`).
pub fn graph_from_mask(n: usize, mask: u64) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    for u in 0..n {
        for v in 0..n {
            if mask >> (u * n + v) & 1 == 1 {
                edges.push((u, v));
            }
        }
    }
    edges
}

/// `m` random edges on `0..n` (n ≥ 1), loops and repeats allowed.
pub fn random_graph(rng: &mut Rng, n: usize, m: usize) -> Vec<(usize, usize)> {
    (0..m)
        .map(|_| {
            (
                rng.range(0, n as u64 - 1) as usize,
                rng.range(0, n as u64 - 1) as usize,
            )
        })
        .collect()
}

/// The listing's input: "n m", then the edges 1-based, one per line.
pub fn input_graph_game(n: usize, edges: &[(usize, usize)]) -> String {
    let mut s = format!("{n} {}\n", edges.len());
    for &(u, v) in edges {
        s.push_str(&format!("{} {}\n", u + 1, v + 1));
    }
    s
}

/// The listing's expected output: one letter per line.
pub fn output_graph_game(outcomes: &[Outcome]) -> String {
    let mut s = String::with_capacity(2 * outcomes.len());
    for &c in outcomes {
        s.push(c);
        s.push('\n');
    }
    s
}

/// AtCoder AGC010 F by its rules, for every start at once: with the piece on
/// `v`, the player to move takes one stone from `v` (losing if there is none)
/// and moves the piece to a neighbour. Searched over the whole vector of
/// stones, memoised; it knows nothing of which neighbours have fewer stones.
/// Small cases only.
pub fn stone_game_winners(stones: &[u8], edges: &[(usize, usize)]) -> Vec<bool> {
    fn go(
        s: &mut Vec<u8>,
        adj: &[Vec<usize>],
        v: usize,
        memo: &mut HashMap<(Vec<u8>, usize), bool>,
    ) -> bool {
        if s[v] == 0 {
            return false;
        }
        if let Some(&w) = memo.get(&(s.clone(), v)) {
            return w;
        }
        s[v] -= 1;
        let win = adj[v].iter().any(|&u| !go(s, adj, u, memo));
        s[v] += 1;
        memo.insert((s.clone(), v), win);
        win
    }
    let mut adj = vec![Vec::new(); stones.len()];
    for &(x, y) in edges {
        adj[x].push(y);
        adj[y].push(x);
    }
    let mut memo = HashMap::new();
    let mut s = stones.to_vec();
    (0..stones.len())
        .map(|v| go(&mut s, &adj, v, &mut memo))
        .collect()
}

/// The expected AtCoder AGC010 F output line: the winning starts, 1-based and
/// increasing, by [`stone_game_winners`].
pub fn answer_agc010f(stones: &[u8], edges: &[(usize, usize)]) -> String {
    let wins: Vec<String> = stone_game_winners(stones, edges)
        .iter()
        .enumerate()
        .filter(|(_, &w)| w)
        .map(|(v, _)| (v + 1).to_string())
        .collect();
    wins.join(" ")
}

/// The AtCoder AGC010 F input of stones and 0-based edges.
pub fn input_agc010f(stones: &[u64], edges: &[(usize, usize)]) -> String {
    let mut s = format!("{}\n", stones.len());
    let a: Vec<String> = stones.iter().map(u64::to_string).collect();
    s.push_str(&a.join(" "));
    s.push('\n');
    for &(x, y) in edges {
        s.push_str(&format!("{} {}\n", x + 1, y + 1));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cayley_and_a000081_counts() {
        for n in 1..=7 {
            let trees = labelled_trees(n);
            assert_eq!(trees.len(), n.pow(n.saturating_sub(2) as u32).max(1));
            let distinct: BTreeSet<Vec<(usize, usize)>> = trees
                .iter()
                .map(|t| {
                    let mut t: Vec<_> = t.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
                    t.sort();
                    t
                })
                .collect();
            assert_eq!(distinct.len(), trees.len(), "n = {n}: a tree twice");
        }
        let a000081 = [1, 1, 2, 4, 9, 20, 48, 115, 286];
        for (n, &want) in (1..=9).zip(&a000081) {
            assert_eq!(rooted_shapes(n).len(), want, "rooted shapes on {n}");
        }
    }

    #[test]
    fn hand_checked_tree_values() {
        // A path of k edges from the root is a Nim heap of k.
        for k in 1..8 {
            let edges: Vec<_> = (1..=k).map(|v| (v - 1, v)).collect();
            assert_eq!(tree_game_sg(k + 1, &edges), k);
        }
        // A root with two single edges: *1 + *1 = 0.
        assert_eq!(tree_game_sg(3, &[(0, 1), (0, 2)]), 0);
    }

    #[test]
    fn hand_checked_graph_outcomes() {
        // 0 → 1 → 2: 2 is terminal (L), 1 is W, 0 is L.
        assert_eq!(graph_outcomes(3, &[(0, 1), (1, 2)]), vec!['L', 'W', 'L']);
        // A loop alone: move forever. A loop beside an exit to a terminal: W.
        assert_eq!(graph_outcomes(1, &[(0, 0)]), vec!['D']);
        assert_eq!(graph_outcomes(2, &[(0, 0), (0, 1)]), vec!['W', 'L']);
        assert_eq!(graph_from_mask(2, 0b1001), vec![(0, 0), (1, 1)]);
    }
}
