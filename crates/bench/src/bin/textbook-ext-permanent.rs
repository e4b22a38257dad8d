//! The permanent modulo 998244353 the textbook way: Ryser's formula as
//! written, every subset S of the columns in turn with every row sum over S
//! computed afresh, O(2^n·n^2), with `%` at every step.
use bench::Scanner;

const MOD: u64 = 998_244_353;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let mut a = vec![vec![0u64; n]; n];
    for row in a.iter_mut() {
        for x in row.iter_mut() {
            *x = sc.token();
        }
    }
    let mut total = 0u64;
    for set in 1usize..1 << n {
        let mut term = 1u64;
        for row in &a {
            let mut sum = 0u64;
            for (j, &x) in row.iter().enumerate() {
                if set >> j & 1 == 1 {
                    sum = (sum + x) % MOD;
                }
            }
            term = term * sum % MOD;
        }
        if (n - set.count_ones() as usize) & 1 == 0 {
            total = (total + term) % MOD;
        } else {
            total = (total + MOD - term) % MOD;
        }
    }
    println!("{total}");
}
