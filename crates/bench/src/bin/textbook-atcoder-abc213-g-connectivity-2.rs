//! AtCoder ABC213 G the textbook way: the O(3^N) recurrence over the part T
//! of S that holds S's lowest vertex, connected(S) = 2^{e(S)} −
//! Σ_{v ∈ T ⊊ S} connected(T)·2^{e(S∖T)}, with `%` at every step; then for
//! each k the sum over the components S of vertex 1 that hold k.
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
    let mut all = vec![1u64; size];
    for s in 1..size {
        let v = s.trailing_zeros() as usize;
        let e = (adj[v] & s).count_ones();
        all[s] = all[s & (s - 1)] * (1u64 << e) % MOD;
    }
    let mut connected = vec![0u64; size];
    for s in 1..size {
        let low = s & s.wrapping_neg();
        let rest = s ^ low;
        let mut total = all[s];
        let mut sub = rest;
        while sub != 0 {
            sub = (sub - 1) & rest;
            let t = low | sub;
            total = (total + MOD - connected[t] * all[s ^ t] % MOD) % MOD;
        }
        connected[s] = total;
    }
    for k in 1..n {
        let mut answer = 0;
        for s in (1..size).step_by(2) {
            if s >> k & 1 == 1 {
                answer = (answer + connected[s] * all[(size - 1) ^ s]) % MOD;
            }
        }
        println!("{answer}");
    }
}
