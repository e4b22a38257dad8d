//! Library Checker bitwise_and_convolution the textbook way: the direct
//! double loop over all 4^N pairs (i, j), one `%` per product.
use bench::Scanner;

const MOD: u64 = 998_244_353;

fn main() {
    let mut sc = Scanner::default();
    let n: u32 = sc.token();
    let len = 1usize << n;
    let a: Vec<u64> = (0..len).map(|_| sc.token()).collect();
    let b: Vec<u64> = (0..len).map(|_| sc.token()).collect();
    let mut c = vec![0u64; len];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            let k = i & j;
            c[k] = (c[k] + x * y) % MOD;
        }
    }
    let out: Vec<String> = c.iter().map(u64::to_string).collect();
    println!("{}", out.join(" "));
}
