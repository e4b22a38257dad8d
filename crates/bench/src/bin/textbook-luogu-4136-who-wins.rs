//! Luogu P4136 the textbook way: the line scanner, `println!` per board.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    loop {
        let n: u64 = sc.token();
        if n == 0 {
            break;
        }
        println!("{}", if n.is_multiple_of(2) { "Alice" } else { "Bob" });
    }
}
