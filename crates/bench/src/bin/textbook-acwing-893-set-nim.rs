//! AcWing 893 the textbook way: memoised recursion, a hash set of the
//! options' SG values per state (`f` starts at −1, as `memset(f, -1)`).
use bench::Scanner;
use std::collections::HashSet;

fn sg(x: usize, s: &[usize], f: &mut [i64]) -> i64 {
    if f[x] != -1 {
        return f[x];
    }
    let mut seen = HashSet::new();
    for &m in s {
        if x >= m {
            seen.insert(sg(x - m, s, f));
        }
    }
    let mut i = 0;
    while seen.contains(&i) {
        i += 1;
    }
    f[x] = i;
    i
}

fn main() {
    let mut sc = Scanner::default();
    let k: usize = sc.token();
    let s: Vec<usize> = (0..k).map(|_| sc.token()).collect();
    let n: usize = sc.token();
    let h: Vec<usize> = (0..n).map(|_| sc.token()).collect();
    let mut f = vec![-1i64; h.iter().max().copied().unwrap_or(0) + 1];
    let mut x = 0;
    for &a in &h {
        x ^= sg(a, &s, &mut f);
    }
    println!("{}", if x != 0 { "Yes" } else { "No" });
}
