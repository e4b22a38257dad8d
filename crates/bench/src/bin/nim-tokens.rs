//! Baseline for AcWing 891: the textbook way. Numbers read one token at a time
//! through a line iterator, the answer printed with `println!`.
use std::io::{self, BufRead};

fn main() {
    let stdin = io::stdin();
    let mut tokens = Vec::new();
    for line in stdin.lock().lines() {
        let line = line.expect("read stdin");
        for t in line.split_whitespace() {
            tokens.push(t.parse::<u64>().expect("a number"));
        }
    }
    let n = tokens[0] as usize;
    let mut x = 0;
    for &a in &tokens[1..=n] {
        x ^= a;
    }
    println!("{}", if x != 0 { "Yes" } else { "No" });
}
