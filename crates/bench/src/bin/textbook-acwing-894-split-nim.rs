//! AcWing 894 the textbook way: memoised recursion, a hash set of the
//! options' SG values per state, every pair (i, j) with j ≤ i < x.
use bench::Scanner;
use std::collections::HashSet;

fn sg(x: usize, f: &mut [i64]) -> i64 {
    if f[x] != -1 {
        return f[x];
    }
    let mut seen = HashSet::new();
    for i in 0..x {
        for j in 0..=i {
            let v = sg(i, f) ^ sg(j, f);
            seen.insert(v);
        }
    }
    let mut m = 0;
    while seen.contains(&m) {
        m += 1;
    }
    f[x] = m;
    m
}

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let a: Vec<usize> = (0..n).map(|_| sc.token()).collect();
    let mut f = vec![-1i64; a.iter().max().copied().unwrap_or(0) + 1];
    let mut x = 0;
    for &h in &a {
        x ^= sg(h, &mut f);
    }
    println!("{}", if x != 0 { "Yes" } else { "No" });
}
