//! Baseline for POJ 1067: the notes' way. A golden ratio in f64, numbers read
//! one token at a time, one `println!` per answer (stdout is line-buffered).
//! Wrong from k = 102334155 on (see the chapter on floating point).
use std::io::{self, BufRead};

fn main() {
    let cof = (1.0 + 5f64.sqrt()) / 2.0;
    let stdin = io::stdin();
    let mut nums = Vec::new();
    for line in stdin.lock().lines() {
        let line = line.expect("read stdin");
        for t in line.split_whitespace() {
            nums.push(t.parse::<i64>().expect("a number"));
            if nums.len() == 2 {
                let (mut n, mut m) = (nums[0], nums[1]);
                if n > m {
                    std::mem::swap(&mut n, &mut m);
                }
                let p = n == (cof * (m - n) as f64) as i64;
                println!("{}", if p { 0 } else { 1 });
                nums.clear();
            }
        }
    }
}
