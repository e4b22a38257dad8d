//! AcWing 891 the textbook way: the line scanner, `println!`.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let mut x = 0u64;
    for _ in 0..n {
        x ^= sc.token::<u64>();
    }
    println!("{}", if x != 0 { "Yes" } else { "No" });
}
