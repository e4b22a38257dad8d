//! AtCoder ABC236 H the textbook way: the editorial's O(3^N) recurrence, the
//! block holding the lowest index of S against every subset of the rest,
//! g(T) h(|T|) dp[S \ T] with h(k) = (−1)^{k−1}(k−1)!, the lcm of each block
//! in u128 by its own loop over the bits, one `%` per product.
use bench::Scanner;

const MOD: u64 = 998_244_353;

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let m: u64 = sc.token();
    let d: Vec<u64> = (0..n).map(|_| sc.token()).collect();
    let full = (1usize << n) - 1;
    let mut fact = vec![1u64; n + 1];
    for k in 1..=n {
        fact[k] = fact[k - 1] * k as u64 % MOD;
    }
    let mut g = vec![0u64; full + 1];
    for (t, gt) in g.iter_mut().enumerate().skip(1) {
        let mut l: u128 = 1;
        for (i, &di) in d.iter().enumerate() {
            if t >> i & 1 == 1 && l <= u128::from(m) {
                l = l / gcd(l, u128::from(di)) * u128::from(di);
            }
        }
        let k = t.count_ones() as usize;
        let count = if l > u128::from(m) { 0 } else { m / l as u64 };
        let v = count % MOD * fact[k - 1] % MOD;
        *gt = if k % 2 == 1 { v } else { (MOD - v) % MOD };
    }
    let mut dp = vec![0u64; full + 1];
    dp[0] = 1;
    for s in 1..=full {
        let low = s & s.wrapping_neg();
        let rest = s ^ low;
        let mut u = rest;
        loop {
            dp[s] = (dp[s] + g[low | u] * dp[rest ^ u]) % MOD;
            if u == 0 {
                break;
            }
            u = (u - 1) & rest;
        }
    }
    println!("{}", dp[full]);
}
