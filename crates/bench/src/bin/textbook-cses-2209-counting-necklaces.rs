//! CSES 2209 the textbook way: the line scanner, Burnside summed over all n
//! rotations, m^gcd(k, n) by fast exponentiation for each k, and the sum times
//! the inverse of n. O(n log n).
use bench::{gcd, pow_mod, Scanner};

const P: u64 = 1_000_000_007;

fn main() {
    let mut sc = Scanner::default();
    let n: u64 = sc.token();
    let m: u64 = sc.token();
    let mut sum = 0;
    for k in 0..n {
        sum = (sum + pow_mod(m, gcd(k, n), P)) % P;
    }
    println!("{}", sum * pow_mod(n, P - 2, P) % P);
}
