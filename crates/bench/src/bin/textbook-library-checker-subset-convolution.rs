//! Library Checker subset_convolution the textbook way: for every k, the
//! submask loop `t = (t - 1) & k` over the ways to split k into t and k ^ t
//! (3^N products in all), one `%` per product.
use bench::Scanner;

const MOD: u64 = 998_244_353;

fn main() {
    let mut sc = Scanner::default();
    let n: u32 = sc.token();
    let len = 1usize << n;
    let a: Vec<u64> = (0..len).map(|_| sc.token()).collect();
    let b: Vec<u64> = (0..len).map(|_| sc.token()).collect();
    let mut c = vec![0u64; len];
    for (k, ck) in c.iter_mut().enumerate() {
        let mut t = k;
        loop {
            *ck = (*ck + a[t] * b[k ^ t]) % MOD;
            if t == 0 {
                break;
            }
            t = (t - 1) & k;
        }
    }
    let out: Vec<String> = c.iter().map(u64::to_string).collect();
    println!("{}", out.join(" "));
}
