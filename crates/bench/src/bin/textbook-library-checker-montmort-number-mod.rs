//! Library Checker montmort_number_mod the textbook way: the recurrence
//! D(k) = k D(k − 1) + (−1)^k with a `%` per step, each number written by its
//! own `print!`.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let n: u64 = sc.token();
    let m: u64 = sc.token();
    let mut d = 1 % m;
    for k in 1..=n {
        d = (k % m * d + if k % 2 == 0 { 1 } else { m - 1 }) % m;
        print!("{d}{}", if k == n { "\n" } else { " " });
    }
}
