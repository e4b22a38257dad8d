//! Library Checker chromatic_polynomial the textbook way: deletion–contraction,
//! P(G) = P(G − e) − P(G / e) on the simple graph (repeated edges merged; a
//! loop gives P = 0), down to edgeless graphs, whose P is x^k; an explicit
//! stack of (neighbour masks, vertices left, sign), coefficients mod p.
use bench::Scanner;

const MOD: u64 = 998_244_353;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let m: usize = sc.token();
    let mut adj = vec![0u32; n];
    let mut has_loop = false;
    for _ in 0..m {
        let u: usize = sc.token();
        let v: usize = sc.token();
        if u == v {
            has_loop = true;
        } else {
            adj[u] |= 1 << v;
            adj[v] |= 1 << u;
        }
    }
    let mut p = vec![0u64; n + 1];
    if !has_loop {
        let mut stack = vec![(adj, (1u32 << n) - 1, true)];
        while let Some((adj, alive, plus)) = stack.pop() {
            let Some(u) = (0..n).find(|&u| adj[u] != 0) else {
                let k = alive.count_ones() as usize;
                p[k] = if plus {
                    (p[k] + 1) % MOD
                } else {
                    (p[k] + MOD - 1) % MOD
                };
                continue;
            };
            let v = adj[u].trailing_zeros() as usize;
            let mut deleted = adj.clone();
            deleted[u] &= !(1 << v);
            deleted[v] &= !(1 << u);
            let mut contracted = deleted.clone();
            let nv = contracted[v];
            contracted[v] = 0;
            for w in 0..n {
                if nv >> w & 1 == 1 {
                    contracted[w] = (contracted[w] & !(1 << v)) | 1 << u;
                }
            }
            contracted[u] |= nv;
            stack.push((deleted, alive, plus));
            stack.push((contracted, alive & !(1 << v), !plus));
        }
    }
    let words: Vec<String> = p.iter().map(|c| c.to_string()).collect();
    println!("{}", words.join(" "));
}
