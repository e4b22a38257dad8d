//! AtCoder ABC306 H the textbook way: the O(3^N) recurrence over the set T
//! of lightest weights, R(S) = Σ_{∅ ≠ T ⊆ S} (−1)^{c(T)+1} R(S ∖ T), with
//! the number of components c(T) of every G[T] by a depth-first search.
use bench::Scanner;

const MOD: u64 = 998_244_353;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let m: usize = sc.token();
    let mut adj = vec![0usize; n];
    for _ in 0..m {
        let a: usize = sc.token();
        let b: usize = sc.token();
        adj[a - 1] |= 1 << (b - 1);
        adj[b - 1] |= 1 << (a - 1);
    }
    let size = 1usize << n;
    let mut odd = vec![false; size];
    for (t, o) in odd.iter_mut().enumerate() {
        let mut seen = 0usize;
        let mut count = 0;
        for v in 0..n {
            if t >> v & 1 == 1 && seen >> v & 1 == 0 {
                count += 1;
                let mut stack = vec![v];
                seen |= 1 << v;
                while let Some(x) = stack.pop() {
                    for y in 0..n {
                        if adj[x] >> y & 1 == 1 && t >> y & 1 == 1 && seen >> y & 1 == 0 {
                            seen |= 1 << y;
                            stack.push(y);
                        }
                    }
                }
            }
        }
        *o = count % 2 == 1;
    }
    let mut r = vec![0u64; size];
    r[0] = 1;
    for s in 1..size {
        let mut total = 0;
        let mut t = s;
        while t != 0 {
            total = if odd[t] {
                (total + r[s ^ t]) % MOD
            } else {
                (total + MOD - r[s ^ t]) % MOD
            };
            t = (t - 1) & s;
        }
        r[s] = total;
    }
    println!("{}", r[size - 1]);
}
