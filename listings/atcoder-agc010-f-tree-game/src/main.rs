// AtCoder AGC010 F Tree Game — 《博弈论与容斥原理》第“公平组合游戏与必胜态、必败态”章 (src/games/impartial.md) (en/src/games/impartial.md)
use std::io::{self, Read, Write};

/// The tree as adjacency lists in one array: the neighbours of vertex v
/// (0-based) are `adj[start[v]..start[v + 1]]`. Every edge appears twice.
struct Tree {
    start: Vec<usize>,
    adj: Vec<usize>,
}

/// Build the adjacency arrays of n vertices from 0-based edges (counting sort
/// by endpoint, so no per-vertex allocation).
fn build_tree(n: usize, edges: &[(usize, usize)]) -> Tree {
    let mut start = vec![0usize; n + 1];
    for &(x, y) in edges {
        start[x + 1] += 1;
        start[y + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut adj = vec![0usize; 2 * edges.len()];
    for &(x, y) in edges {
        adj[fill[x]] = y;
        fill[x] += 1;
        adj[fill[y]] = x;
        fill[y] += 1;
    }
    Tree { start, adj }
}

/// `win[v]`: the player to move wins with the piece on v. A move only wins
/// along an edge to a neighbour with strictly fewer stones that is itself a
/// loss for the player to move there, so the vertices are settled in
/// increasing order of stones: every such neighbour is settled before v.
fn winning_starts(a: &[u64], tree: &Tree) -> Vec<bool> {
    let n = a.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&v| a[v]);
    let mut win = vec![false; n];
    for &v in &order {
        win[v] = tree.adj[tree.start[v]..tree.start[v + 1]]
            .iter()
            .any(|&u| a[u] < a[v] && !win[u]);
    }
    win
}

/// The next token as a number of at most `max`, naming `what` in the error.
fn number(t: Option<&str>, max: u64, what: &str) -> Result<u64, String> {
    let t = t.ok_or_else(|| format!("the input ended before {what}"))?;
    match t.parse::<u64>() {
        Ok(x) if x <= max => Ok(x),
        _ => Err(format!("{what}: {t:?} is not an integer in 0..={max}")),
    }
}

/// The stones on each vertex and the tree's edges (0-based).
type Game = (Vec<u64>, Vec<(usize, usize)>);

/// Parse "N", the stones A_1..A_N and N − 1 edges "a b". The arrays are
/// preallocated only up to a cap, so an absurd N is caught by the missing
/// values, not by a huge allocation.
fn parse(input: &str) -> Result<Game, String> {
    let mut tokens = input.split_ascii_whitespace();
    let first = tokens.next().ok_or("empty input: expected N")?;
    let n: usize = first
        .parse()
        .map_err(|_| format!("N ({first:?}) is not a non-negative integer"))?;
    if n < 2 {
        return Err(format!("N must be at least 2, found {n}"));
    }
    let mut a = Vec::with_capacity(n.min(1 << 16));
    for i in 1..=n {
        a.push(number(tokens.next(), 1_000_000_000, &format!("A_{i}"))?);
    }
    let mut edges = Vec::with_capacity((n - 1).min(1 << 16));
    for i in 1..n {
        let x = number(tokens.next(), n as u64, &format!("edge {i}"))? as usize;
        let y = number(tokens.next(), n as u64, &format!("edge {i}"))? as usize;
        if x == 0 || y == 0 {
            return Err(format!("edge {i}: vertices are numbered from 1"));
        }
        if x == y {
            return Err(format!("edge {i}: a loop at vertex {x}"));
        }
        edges.push((x - 1, y - 1));
    }
    if let Some(t) = tokens.next() {
        return Err(format!("unexpected {t:?} after the {} edges", n - 1));
    }
    Ok((a, edges))
}

/// Whether the edges connect all vertices (N − 1 edges that do not are no
/// tree), by a walk from vertex 0 with an explicit stack.
fn connected(tree: &Tree) -> bool {
    let n = tree.start.len() - 1;
    let mut seen = vec![false; n];
    let mut stack = vec![0usize];
    seen[0] = true;
    let mut count = 1;
    while let Some(v) = stack.pop() {
        for &u in &tree.adj[tree.start[v]..tree.start[v + 1]] {
            if !seen[u] {
                seen[u] = true;
                count += 1;
                stack.push(u);
            }
        }
    }
    count == n
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let parsed = std::str::from_utf8(&bytes)
        .map_err(|_| "stdin is not UTF-8 text".to_string())
        .and_then(parse);
    let (a, edges) = match parsed {
        Ok(p) => p,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let tree = build_tree(a.len(), &edges);
    if !connected(&tree) {
        eprintln!("bad input: the edges do not form a tree");
        std::process::exit(1);
    }
    let win = winning_starts(&a, &tree);
    let answer: Vec<String> = (0..a.len())
        .filter(|&v| win[v])
        .map(|v| (v + 1).to_string())
        .collect();
    let mut out = io::stdout().lock();
    writeln!(out, "{}", answer.join(" ")).expect("failed to write stdout");
}
