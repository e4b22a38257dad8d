//! CSES 1654 the textbook way: count the values, then for every mask up to
//! the largest value's bit width sum the counts over its submasks by the
//! `t = (t - 1) & s` loop (3^B steps for B bits), and the same over
//! supermasks; answer each x from the tables.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let xs: Vec<usize> = (0..n).map(|_| sc.token()).collect();
    let bits = (usize::BITS - xs.iter().max().copied().unwrap_or(0).leading_zeros()).max(1);
    let size = 1usize << bits;
    let full = size - 1;
    let mut cnt = vec![0u64; size];
    for &x in &xs {
        cnt[x] += 1;
    }
    let mut sub = vec![0u64; size];
    let mut sup = vec![0u64; size];
    for s in 0..size {
        let mut t = s;
        loop {
            sub[s] += cnt[t];
            sup[t] += cnt[s];
            if t == 0 {
                break;
            }
            t = (t - 1) & s;
        }
    }
    for &x in &xs {
        println!("{} {} {}", sub[x], sup[x], n as u64 - sub[full ^ x]);
    }
}
