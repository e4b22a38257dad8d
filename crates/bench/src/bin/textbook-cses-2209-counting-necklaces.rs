//! CSES 2209 the textbook way: the line scanner, Burnside summed over all n
//! rotations, m^gcd(k, n) by fast exponentiation for each k, and the sum times
//! the inverse of n. O(n log n).
use bench::Scanner;

const P: u64 = 1_000_000_007;

fn pow_mod(mut a: u64, mut e: u64) -> u64 {
    let mut r = 1;
    a %= P;
    while e > 0 {
        if e & 1 == 1 {
            r = r * a % P;
        }
        a = a * a % P;
        e >>= 1;
    }
    r
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

fn main() {
    let mut sc = Scanner::default();
    let n: u64 = sc.token();
    let m: u64 = sc.token();
    let mut sum = 0;
    for k in 0..n {
        sum = (sum + pow_mod(m, gcd(k, n))) % P;
    }
    println!("{}", sum * pow_mod(n, P - 2) % P);
}
