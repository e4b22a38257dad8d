//! CSES 1730 the textbook way: the line scanner, `println!` per test.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let t: usize = sc.token();
    for _ in 0..t {
        let n: usize = sc.token();
        let mut x = 0u64;
        for _ in 0..n {
            x ^= sc.token::<u64>();
        }
        println!("{}", if x != 0 { "first" } else { "second" });
    }
}
