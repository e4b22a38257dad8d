//! Luogu P1446 the textbook way: the line scanner, the identity added as one
//! more shuffle, and per shuffle a three-dimensional knapsack f[r][b][g] over
//! its cycles (the green count kept as a third index, though it follows from
//! the other two), then the sum times the inverse of m + 1.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let sr: usize = sc.token();
    let sb: usize = sc.token();
    let sg: usize = sc.token();
    let m: usize = sc.token();
    let p: u64 = sc.token();
    let n = sr + sb + sg;
    let mut perms: Vec<Vec<usize>> = vec![(0..n).collect()];
    for _ in 0..m {
        perms.push((0..n).map(|_| sc.token::<usize>() - 1).collect());
    }
    let mut total = 0u64;
    for x in &perms {
        let mut seen = vec![false; n];
        let mut f = vec![vec![vec![0u64; sg + 1]; sb + 1]; sr + 1];
        f[0][0][0] = 1;
        for s in 0..n {
            if seen[s] {
                continue;
            }
            let mut len = 0;
            let mut i = s;
            while !seen[i] {
                seen[i] = true;
                i = x[i];
                len += 1;
            }
            for r in (0..=sr).rev() {
                for b in (0..=sb).rev() {
                    for g in (0..=sg).rev() {
                        let mut v = 0;
                        if r >= len {
                            v += f[r - len][b][g];
                        }
                        if b >= len {
                            v += f[r][b - len][g];
                        }
                        if g >= len {
                            v += f[r][b][g - len];
                        }
                        f[r][b][g] = v % p;
                    }
                }
            }
        }
        total = (total + f[sr][sb][sg]) % p;
    }
    let mut inv = 1;
    for _ in 0..p - 2 {
        inv = inv * (m as u64 + 1) % p;
    }
    println!("{}", total * inv % p);
}
