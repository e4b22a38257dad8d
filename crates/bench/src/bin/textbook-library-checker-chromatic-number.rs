//! Library Checker chromatic_number the textbook way: the O(3^N) recurrence
//! colours(S) = 1 + min colours(S ∖ T) over the independent T ⊆ S that hold
//! S's lowest vertex (T is one colour class), colours(∅) = 0.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let m: usize = sc.token();
    let mut adj = vec![0usize; n];
    for _ in 0..m {
        let a: usize = sc.token();
        let b: usize = sc.token();
        adj[a] |= 1 << b;
        adj[b] |= 1 << a;
    }
    let size = 1usize << n;
    let mut independent = vec![false; size];
    independent[0] = true;
    for s in 1..size {
        let v = s.trailing_zeros() as usize;
        let rest = s & (s - 1);
        independent[s] = independent[rest] && adj[v] & rest == 0;
    }
    let mut colours = vec![0u8; size];
    for s in 1..size {
        let low = s & s.wrapping_neg();
        let rest = s ^ low;
        let mut best = u8::MAX;
        let mut u = rest;
        loop {
            let t = low | u;
            if independent[t] {
                best = best.min(1 + colours[s ^ t]);
            }
            if u == 0 {
                break;
            }
            u = (u - 1) & rest;
        }
        colours[s] = best;
    }
    println!("{}", colours[size - 1]);
}
