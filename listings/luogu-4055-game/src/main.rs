// 洛谷 P4055 [JSOI2009] 游戏 (Luogu P4055 Game) — 《博弈论与容斥原理》第“二分图博弈”章 (src/nimbers/bipartite-game.md) (en/src/nimbers/bipartite-game.md)
use std::io::{self, Read, Write};

const NONE: usize = usize::MAX;

/// The open grid: cells row-major, edges between side-adjacent open cells.
/// Cells with i + j even form one side of the bipartite graph.
struct Grid {
    n: usize,
    m: usize,
    open: Vec<bool>,
}

impl Grid {
    /// The k-th neighbour (k < 4: right, down, left, up) of cell c, if open.
    fn neighbour(&self, c: usize, k: usize) -> Option<usize> {
        let (i, j) = (c / self.m, c % self.m);
        let d = match k {
            0 if j + 1 < self.m => c + 1,
            1 if i + 1 < self.n => c + self.m,
            2 if j > 0 => c - 1,
            3 if i > 0 => c - self.m,
            _ => return None,
        };
        if self.open[d] {
            Some(d)
        } else {
            None
        }
    }

    fn is_left(&self, c: usize) -> bool {
        self.open[c] && (c / self.m + c % self.m) % 2 == 0
    }
}

/// A maximum matching by Hopcroft–Karp: `mate[c]` is c's partner or NONE.
/// Each phase is a BFS from the free left cells and iterative DFS along
/// layered edges; O(E·√V) with E ≤ 2V, V = n·m ≤ 10^4. No recursion.
fn maximum_matching(g: &Grid) -> Vec<usize> {
    let cells = g.n * g.m;
    let mut mate = vec![NONE; cells];
    let mut dist = vec![usize::MAX; cells];
    let mut next = vec![0usize; cells];
    let mut queue = Vec::with_capacity(cells);
    let mut stack = Vec::new();
    loop {
        // Layers: free left cells at 0; a left cell's matched partner's partner one deeper.
        queue.clear();
        for c in 0..cells {
            dist[c] = usize::MAX;
            if g.is_left(c) && mate[c] == NONE {
                dist[c] = 0;
                queue.push(c);
            }
        }
        let mut found = false;
        let mut head = 0;
        while head < queue.len() {
            let u = queue[head];
            head += 1;
            for k in 0..4 {
                if let Some(v) = g.neighbour(u, k) {
                    let w = mate[v];
                    if w == NONE {
                        found = true;
                    } else if dist[w] == usize::MAX {
                        dist[w] = dist[u] + 1;
                        queue.push(w);
                    }
                }
            }
        }
        if !found {
            return mate;
        }
        next.iter_mut().for_each(|x| *x = 0);
        for root in 0..cells {
            if !(g.is_left(root) && mate[root] == NONE) {
                continue;
            }
            stack.clear();
            stack.push(root);
            while let Some(&u) = stack.last() {
                if next[u] == 4 {
                    dist[u] = usize::MAX; // a dead end for the rest of the phase
                    stack.pop();
                    continue;
                }
                let k = next[u];
                next[u] += 1;
                let Some(v) = g.neighbour(u, k) else { continue };
                let w = mate[v];
                if w == NONE {
                    // Augment: each cell on the stack takes the neighbour it last tried.
                    for &x in stack.iter().rev() {
                        let y = g.neighbour(x, next[x] - 1).expect("the edge just used");
                        mate[x] = y;
                        mate[y] = x;
                    }
                    break;
                } else if dist[w] == dist[u] + 1 {
                    stack.push(w);
                }
            }
        }
    }
}

/// The cells missed by some maximum matching: the cells `mate` leaves free,
/// and every cell reached from them by a non-matching edge then a matching
/// edge (swap along that even alternating path). The placer wins exactly there.
fn not_in_every_maximum_matching(g: &Grid, mate: &[usize]) -> Vec<bool> {
    let cells = g.n * g.m;
    let mut marked = vec![false; cells];
    let mut stack: Vec<usize> = (0..cells)
        .filter(|&c| g.open[c] && mate[c] == NONE)
        .collect();
    for &c in &stack {
        marked[c] = true;
    }
    while let Some(x) = stack.pop() {
        for k in 0..4 {
            if let Some(v) = g.neighbour(x, k) {
                let w = mate[v];
                if w != NONE && !marked[w] {
                    marked[w] = true;
                    stack.push(w);
                }
            }
        }
    }
    marked
}

/// Parse "N M, then N rows of M characters . or #".
fn solve(input: &str) -> Result<String, String> {
    let mut tokens = input.split_ascii_whitespace();
    let mut size = |what: &str| -> Result<usize, String> {
        let tok = tokens.next().ok_or(format!("missing {what}"))?;
        let v: usize = tok
            .parse()
            .map_err(|_| format!("{what} ({tok:?}) is not a non-negative integer"))?;
        if !(1..=100).contains(&v) {
            return Err(format!("{what} = {v} is outside 1..=100"));
        }
        Ok(v)
    };
    let n = size("N")?;
    let m = size("M")?;
    let mut open = Vec::with_capacity(n * m);
    for i in 1..=n {
        let row = tokens
            .next()
            .ok_or(format!("expected {n} rows, found {}", i - 1))?;
        if row.len() != m || row.bytes().any(|c| c != b'.' && c != b'#') {
            return Err(format!("row {i}: expected {m} characters . or #"));
        }
        open.extend(row.bytes().map(|c| c == b'.'));
    }
    if let Some(extra) = tokens.next() {
        return Err(format!("unexpected {extra:?} after the {n} rows"));
    }
    let g = Grid { n, m, open };
    let mate = maximum_matching(&g);
    let wins = not_in_every_maximum_matching(&g, &mate);
    let mut out = String::new();
    for (c, _) in wins.iter().enumerate().filter(|&(_, &w)| w) {
        out.push_str(&format!("{} {}\n", c / m + 1, c % m + 1));
    }
    Ok(if out.is_empty() {
        "LOSE\n".to_string()
    } else {
        format!("WIN\n{out}")
    })
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let result = match std::str::from_utf8(&bytes) {
        Ok(text) => solve(text),
        Err(_) => Err("the input is not UTF-8 text".to_string()),
    };
    match result {
        Ok(answer) => {
            let mut out = io::stdout().lock();
            out.write_all(answer.as_bytes())
                .expect("failed to write stdout");
        }
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    }
}
