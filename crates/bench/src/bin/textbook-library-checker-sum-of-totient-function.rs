//! Library Checker sum_of_totient_function the textbook way: the recurrence
//! Φ(x) = x(x + 1)/2 − Σ_{d ≥ 2} Φ(⌊x/d⌋) top-down with a HashMap memo and
//! no sieve at all (O(N^{3/4})), as in many first solutions.
use bench::Scanner;
use std::collections::HashMap;

const MOD: u64 = 998_244_353;

fn phi_sum(x: u64, memo: &mut HashMap<u64, u64>) -> u64 {
    if let Some(&v) = memo.get(&x) {
        return v;
    }
    let mut s = (u128::from(x) * u128::from(x + 1) / 2 % u128::from(MOD)) as u64;
    let mut d = 2;
    while d <= x {
        let q = x / d;
        let last = x / q;
        s = (s + MOD - (last - d + 1) % MOD * phi_sum(q, memo) % MOD) % MOD;
        d = last + 1;
    }
    memo.insert(x, s);
    s
}

fn main() {
    let mut sc = Scanner::default();
    let n: u64 = sc.token();
    println!("{}", phi_sum(n, &mut HashMap::new()));
}
