//! CSES 1729 the textbook way: memoised recursion on "some move leads to a
//! losing position", asked for n first, one `print!` per character.
use bench::Scanner;

fn wins(x: usize, p: &[usize], memo: &mut [i8]) -> bool {
    if memo[x] != -1 {
        return memo[x] == 1;
    }
    let mut w = false;
    for &m in p {
        if m <= x && !wins(x - m, p, memo) {
            w = true;
            break;
        }
    }
    memo[x] = i8::from(w);
    w
}

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let k: usize = sc.token();
    let p: Vec<usize> = (0..k).map(|_| sc.token()).collect();
    let mut memo = vec![-1i8; n + 1];
    wins(n, &p, &mut memo);
    for x in 1..=n {
        print!("{}", if wins(x, &p, &mut memo) { 'W' } else { 'L' });
    }
    println!();
}
