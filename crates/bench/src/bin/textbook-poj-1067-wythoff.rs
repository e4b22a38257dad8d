//! POJ 1067 the textbook way: the golden ratio in floating point
//! (`(int)(k * (1 + sqrt(5)) / 2) == a`), the line scanner, `println!`.
use bench::Scanner;

fn main() {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let mut sc = Scanner::default();
    while let Some(a) = sc.token_opt::<u64>() {
        let b: u64 = sc.token();
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        let k = b - a;
        let lose = (k as f64 * phi) as u64 == a;
        println!("{}", if lose { 0 } else { 1 });
    }
}
