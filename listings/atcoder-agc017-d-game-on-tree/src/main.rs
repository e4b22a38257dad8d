// AtCoder AGC017 D Game on Tree — 《博弈论与容斥原理》第“树上删边游戏：Green Hackenbush 与冒号原理”章 (src/more-games/hackenbush.md) (en/src/more-games/hackenbush.md)
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

/// Breadth-first order from vertex 0 and each vertex's parent (the root is its
/// own parent). Every vertex comes after its parent in the order; vertices not
/// reached from 0 are missing from it.
fn bfs_order(tree: &Tree) -> (Vec<usize>, Vec<usize>) {
    let n = tree.start.len() - 1;
    let mut parent = vec![usize::MAX; n];
    let mut order = Vec::with_capacity(n);
    parent[0] = 0;
    order.push(0);
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &u in &tree.adj[tree.start[v]..tree.start[v + 1]] {
            if parent[u] == usize::MAX {
                parent[u] = v;
                order.push(u);
            }
        }
    }
    (order, parent)
}

/// The SG value of the game on the tree rooted at vertex 0, by the colon
/// principle: g(v) = xor over the children c of v of (g(c) + 1). Children are
/// finished before their parent because the BFS order is walked backwards, so
/// no recursion is needed. Values stay below n, so `+ 1` cannot overflow.
fn root_sg(order: &[usize], parent: &[usize]) -> usize {
    let mut g = vec![0usize; parent.len()];
    for &v in order.iter().skip(1).rev() {
        g[parent[v]] ^= g[v] + 1;
    }
    g[0]
}

/// Read the vertex `t` (an endpoint of edge `edge`, 1-based) as 0-based;
/// `None` means the input ended there, after `edge - 1` whole edges.
fn vertex(t: Option<&str>, n: usize, edge: usize) -> Result<usize, String> {
    let t = t.ok_or_else(|| format!("expected {} edges, found {}", n - 1, edge - 1))?;
    match t.parse::<usize>() {
        Ok(v) if (1..=n).contains(&v) => Ok(v - 1),
        _ => Err(format!("edge {edge}: {t:?} is not a vertex in 1..={n}")),
    }
}

/// Parse "N" and N − 1 edges "x y"; `Err` names what is missing or malformed.
/// Edges are collected before any array of size N is made, so an absurd N is
/// caught by the missing edges, not by a huge allocation.
fn parse(input: &str) -> Result<(usize, Vec<(usize, usize)>), String> {
    let mut tokens = input.split_ascii_whitespace();
    let first = tokens.next().ok_or("empty input: expected N")?;
    let n: usize = first
        .parse()
        .map_err(|_| format!("N ({first:?}) is not a non-negative integer"))?;
    if n == 0 {
        return Err("N must be at least 1".to_string());
    }
    let mut edges = Vec::with_capacity((n - 1).min(1 << 16));
    for i in 1..n {
        let x = vertex(tokens.next(), n, i)?;
        let y = vertex(tokens.next(), n, i)?;
        if x == y {
            return Err(format!("edge {i}: a loop at vertex {}", x + 1));
        }
        edges.push((x, y));
    }
    if let Some(t) = tokens.next() {
        return Err(format!("unexpected {t:?} after the {} edges", n - 1));
    }
    Ok((n, edges))
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
    let (n, edges) = match parsed {
        Ok(p) => p,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let tree = build_tree(n, &edges);
    let (order, parent) = bfs_order(&tree);
    if order.len() != n {
        // N − 1 edges that do not connect N vertices contain a cycle.
        eprintln!(
            "bad input: the edges do not form a tree (vertex 1 reaches only {} of {n} vertices)",
            order.len()
        );
        std::process::exit(1);
    }
    let answer = if root_sg(&order, &parent) != 0 {
        "Alice"
    } else {
        "Bob"
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{answer}").expect("failed to write stdout");
}
