//! Luogu P4279 the textbook way: the line scanner, `println!` per case.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let t: usize = sc.token();
    for _ in 0..t {
        let n: usize = sc.token();
        let a: Vec<u64> = (0..n).map(|_| sc.token()).collect();
        let x = a.iter().fold(0, |s, &v| s ^ v);
        let all_one = a.iter().all(|&v| v <= 1);
        let john = if all_one {
            a.iter().filter(|&&v| v == 1).count() % 2 == 0
        } else {
            x != 0
        };
        println!("{}", if john { "John" } else { "Brother" });
    }
}
