//! Library Checker convolution_mod by its definition: for every pair (i, j),
//! c_{i+j} += a_i b_j mod P, O(N·M) products, the way a first solution
//! writes it.
use std::io::{Read, Write};

const P: u64 = 998_244_353;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let (n, m) = (it.next().unwrap() as usize, it.next().unwrap() as usize);
    let a: Vec<u64> = it.by_ref().take(n).collect();
    let b: Vec<u64> = it.take(m).collect();
    let mut c = vec![0u64; n + m - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i + j] = (c[i + j] + x * y) % P;
        }
    }
    let out: Vec<String> = c.iter().map(u64::to_string).collect();
    writeln!(std::io::stdout().lock(), "{}", out.join(" ")).unwrap();
}
