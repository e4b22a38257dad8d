//! AtCoder AGC010 F the textbook way: the line scanner, adjacency lists of
//! vectors, and for each start a fresh search down the edges to fewer stones
//! (O(N) per start, O(N^2) in all), with an explicit stack.
use bench::Scanner;

/// Does the player to move win from `start`? Post-order over the tree of
/// moves to neighbours with fewer stones (a strictly decreasing walk in a tree
/// never meets a vertex twice).
fn wins(a: &[u64], adj: &[Vec<usize>], start: usize) -> bool {
    let n = a.len();
    let mut win = vec![false; n];
    let mut stack = vec![(start, false)];
    while let Some((v, done)) = stack.pop() {
        if done {
            win[v] = adj[v].iter().any(|&u| a[u] < a[v] && !win[u]);
        } else {
            stack.push((v, true));
            for &u in &adj[v] {
                if a[u] < a[v] {
                    stack.push((u, false));
                }
            }
        }
    }
    win[start]
}

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let a: Vec<u64> = (0..n).map(|_| sc.token()).collect();
    let mut adj = vec![Vec::new(); n];
    for _ in 1..n {
        let x: usize = sc.token();
        let y: usize = sc.token();
        adj[x - 1].push(y - 1);
        adj[y - 1].push(x - 1);
    }
    let out: Vec<String> = (0..n)
        .filter(|&v| wins(&a, &adj, v))
        .map(|v| (v + 1).to_string())
        .collect();
    println!("{}", out.join(" "));
}
