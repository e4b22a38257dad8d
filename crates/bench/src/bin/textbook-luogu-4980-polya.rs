//! Luogu P4980 the textbook way: the line scanner, and for each case Burnside
//! summed over all n rotations, n^gcd(k, n) by fast exponentiation for each k,
//! and the sum times the inverse of n. O(n log n) a case.
use bench::{gcd, pow_mod, Scanner};

const P: u64 = 1_000_000_007;

fn main() {
    let mut sc = Scanner::default();
    let t: usize = sc.token();
    for _ in 0..t {
        let n: u64 = sc.token();
        let mut sum = 0;
        for k in 0..n {
            sum = (sum + pow_mod(n, gcd(k, n), P)) % P;
        }
        println!("{}", sum * pow_mod(n, P - 2, P) % P);
    }
}
