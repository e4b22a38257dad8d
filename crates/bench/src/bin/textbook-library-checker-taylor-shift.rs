//! Library Checker polynomial_taylor_shift the textbook way: Horner's rule on
//! polynomials, f(x + c) = (…(a_{N−1}·(x + c) + a_{N−2})·(x + c) + …) + a_0,
//! each step a multiplication by x + c in place (O(N²) steps), one `%` per
//! product, one `print!` per number.
use bench::Scanner;

const MOD: u64 = 998_244_353;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let c: u64 = sc.token();
    let a: Vec<u64> = (0..n).map(|_| sc.token()).collect();
    // b holds the polynomial built so far, lowest degree first.
    let mut b: Vec<u64> = Vec::with_capacity(n);
    for &ai in a.iter().rev() {
        // b ← b·(x + c) + a_i
        b.push(0);
        for k in (1..b.len()).rev() {
            b[k] = (b[k - 1] + c * b[k]) % MOD;
        }
        b[0] = (c * b[0] + ai) % MOD;
    }
    for (k, x) in b.iter().enumerate() {
        if k > 0 {
            print!(" ");
        }
        print!("{x}");
    }
    println!();
}
