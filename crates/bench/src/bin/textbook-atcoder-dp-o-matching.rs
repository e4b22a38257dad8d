//! AtCoder EDPC O Matching the textbook way: the O(2^N·N) bitmask DP,
//! dp[T] = the ways to pair men 1..|T| with the women in T, man |T| + 1
//! trying every free compatible woman, with `%` at every step.
use bench::Scanner;

const MOD: u64 = 1_000_000_007;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let mut a = vec![vec![0u8; n]; n];
    for row in a.iter_mut() {
        for x in row.iter_mut() {
            *x = sc.token();
        }
    }
    let mut dp = vec![0u64; 1 << n];
    dp[0] = 1;
    for mask in 0..(1usize << n) {
        if dp[mask] == 0 {
            continue;
        }
        let man = mask.count_ones() as usize;
        if man == n {
            continue;
        }
        for (woman, &ok) in a[man].iter().enumerate() {
            if ok == 1 && mask >> woman & 1 == 0 {
                let next = mask | 1 << woman;
                dp[next] = (dp[next] + dp[mask]) % MOD;
            }
        }
    }
    println!("{}", dp[(1 << n) - 1]);
}
