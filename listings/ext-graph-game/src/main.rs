// 有环有向图上的胜、负、平（本书自定格式） (Win, loss and draw on a directed graph with cycles; this book's own format) — 《博弈论与容斥原理》第“有环的有向图游戏：胜、负与平局”章 (src/more-games/loopy-graphs.md) (en/src/more-games/loopy-graphs.md)
use std::io::{self, Read, Write};

/// The largest n accepted, ten times the stated limit: the output alone is
/// 2n bytes, and the arrays below take about 40 bytes per vertex.
const MAX_N: usize = 1_000_000;

/// The outcome of a vertex for the player to move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// Not labelled (yet); at the end: neither player can force a win.
    Draw,
    /// The player to move can force a win.
    Win,
    /// The other player can force a win.
    Lose,
}

/// The reversed graph in one array: the vertices with an edge into v are
/// `pred[start[v]..start[v + 1]]`, one entry per edge (repeats kept).
fn predecessors(n: usize, edges: &[(u32, u32)]) -> (Vec<usize>, Vec<u32>) {
    let mut start = vec![0usize; n + 1];
    for &(_, v) in edges {
        start[v as usize + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut pred = vec![0u32; edges.len()];
    for &(u, v) in edges {
        pred[fill[v as usize]] = u;
        fill[v as usize] += 1;
    }
    (start, pred)
}

/// Retrograde analysis. `left[u]` starts as u's out-degree and counts the
/// edges out of u whose head is not yet known to be a win. Terminal vertices
/// are losses. A labelled vertex is queued once; popping v updates every
/// unlabelled u with an edge u → v: if v loses, u wins (move to v); if v wins,
/// one more of u's edges leads to a win, and when none is left u loses.
/// Vertices never labelled are draws (proved in the chapter).
fn retrograde(n: usize, edges: &[(u32, u32)]) -> Vec<Outcome> {
    let (start, pred) = predecessors(n, edges);
    let mut left = vec![0usize; n];
    for &(u, _) in edges {
        left[u as usize] += 1;
    }
    let mut label = vec![Outcome::Draw; n];
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    for v in 0..n {
        if left[v] == 0 {
            label[v] = Outcome::Lose;
            queue.push(v as u32);
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head] as usize;
        head += 1;
        for &u in &pred[start[v]..start[v + 1]] {
            let u = u as usize;
            if label[u] != Outcome::Draw {
                continue;
            }
            if label[v] == Outcome::Lose {
                label[u] = Outcome::Win;
                queue.push(u as u32);
            } else {
                left[u] -= 1;
                if left[u] == 0 {
                    label[u] = Outcome::Lose;
                    queue.push(u as u32);
                }
            }
        }
    }
    label
}

/// Read one count or vertex number.
fn number(t: Option<&str>, what: &dyn Fn() -> String) -> Result<usize, String> {
    let t = t.ok_or_else(|| format!("expected {}, found the end of the input", what()))?;
    t.parse()
        .map_err(|_| format!("{} ({t:?}) is not a non-negative integer", what()))
}

/// Parse "n m" and m edges "u v" (1 ≤ u, v ≤ n; loops and repeated edges
/// allowed) into 0-based pairs. Edges are collected one by one, so an absurd
/// m is caught by the missing edges, not by a huge allocation.
fn parse(input: &str) -> Result<(usize, Vec<(u32, u32)>), String> {
    let mut tokens = input.split_ascii_whitespace();
    let n = number(tokens.next(), &|| "n".to_string())?;
    if n > MAX_N {
        return Err(format!("n = {n} is above the limit {MAX_N}"));
    }
    let m = number(tokens.next(), &|| "m".to_string())?;
    let mut edges = Vec::with_capacity(m.min(1 << 16));
    for i in 1..=m {
        let mut end = || -> Result<u32, String> {
            let v = number(tokens.next(), &|| format!("edge {i} of {m}"))?;
            if (1..=n).contains(&v) {
                Ok((v - 1) as u32)
            } else {
                Err(format!("edge {i}: vertex {v} is not in 1..={n}"))
            }
        };
        let u = end()?;
        let v = end()?;
        edges.push((u, v));
    }
    if let Some(t) = tokens.next() {
        return Err(format!("unexpected {t:?} after the {m} edges"));
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
    let mut out = Vec::with_capacity(2 * n);
    for outcome in retrograde(n, &edges) {
        out.push(match outcome {
            Outcome::Win => b'W',
            Outcome::Lose => b'L',
            Outcome::Draw => b'D',
        });
        out.push(b'\n');
    }
    io::stdout()
        .lock()
        .write_all(&out)
        .expect("failed to write stdout");
}
