//! AtCoder ABC212 H the textbook way: the Walsh–Hadamard transform mod p on
//! u64 with `%` at every step, then for each of the 2^16 points its own
//! geometric series (a power and a Fermat inverse per point, not per value).
use bench::Scanner;

const MOD: u64 = 998_244_353;

fn pow_mod(mut a: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = r * a % MOD;
        }
        a = a * a % MOD;
        e >>= 1;
    }
    r
}

fn series(y: u64, n: u64) -> u64 {
    if y == 1 {
        return n % MOD;
    }
    y * ((pow_mod(y, n) + MOD - 1) % MOD) % MOD * pow_mod((y + MOD - 1) % MOD, MOD - 2) % MOD
}

fn main() {
    let mut sc = Scanner::default();
    let n: u64 = sc.token();
    let k: usize = sc.token();
    let mut f = vec![0u64; 1 << 16];
    for _ in 0..k {
        let a: usize = sc.token();
        f[a] = 1;
    }
    let mut h = 1;
    while h < f.len() {
        for i in 0..f.len() {
            if i & h == 0 {
                let (x, y) = (f[i], f[i | h]);
                f[i] = (x + y) % MOD;
                f[i | h] = (x + MOD - y) % MOD;
            }
        }
        h *= 2;
    }
    let mut zero = 0;
    for &y in &f {
        zero = (zero + series(y, n)) % MOD;
    }
    zero = zero * pow_mod(pow_mod(2, 16), MOD - 2) % MOD;
    println!("{}", (series(k as u64, n) + MOD - zero) % MOD);
}
