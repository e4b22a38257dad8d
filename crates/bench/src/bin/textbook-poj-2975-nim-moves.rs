//! POJ 2975 the textbook way: each case into a vector with the line
//! scanner, `println!` per case.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    loop {
        let n: usize = sc.token();
        if n == 0 {
            break;
        }
        let k: Vec<u64> = (0..n).map(|_| sc.token()).collect();
        let x = k.iter().fold(0, |a, &b| a ^ b);
        let count = k.iter().filter(|&&h| (h ^ x) < h).count();
        println!("{count}");
    }
}
