//! AcWing 892 the textbook way: the line scanner, `println!`.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let mut x = 0u64;
    for i in 1..=n {
        let a: u64 = sc.token();
        if i % 2 == 1 {
            x ^= a;
        }
    }
    println!("{}", if x != 0 { "Yes" } else { "No" });
}
