//! CSES 1099 the textbook way: the line scanner, `println!` per test.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let t: usize = sc.token();
    for _ in 0..t {
        let n: usize = sc.token();
        let mut x = 0u64;
        for i in 1..=n {
            let p: u64 = sc.token();
            if i % 2 == 0 {
                x ^= p;
            }
        }
        println!("{}", if x != 0 { "first" } else { "second" });
    }
}
