//! Library Checker gcd_convolution the textbook way: the zeta and Möbius
//! transforms over multiples by the harmonic double loop (for every i, every
//! multiple i·j), N ln N steps, as most tutorials write them.
use bench::Scanner;

const MOD: u64 = 998_244_353;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let mut a = vec![0u64; n + 1];
    let mut b = vec![0u64; n + 1];
    for v in a.iter_mut().skip(1) {
        *v = sc.token();
    }
    for v in b.iter_mut().skip(1) {
        *v = sc.token();
    }
    for f in [&mut a, &mut b] {
        for i in 1..=n {
            for j in 2..=n / i {
                f[i] = (f[i] + f[i * j]) % MOD;
            }
        }
    }
    let mut c: Vec<u64> = a.iter().zip(&b).map(|(x, y)| x * y % MOD).collect();
    for i in (1..=n).rev() {
        for j in 2..=n / i {
            c[i] = (c[i] + MOD - c[i * j]) % MOD;
        }
    }
    let out: Vec<String> = c[1..].iter().map(u64::to_string).collect();
    println!("{}", out.join(" "));
}
