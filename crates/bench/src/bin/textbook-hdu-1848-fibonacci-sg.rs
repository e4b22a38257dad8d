//! HDU 1848 the textbook way: memoised recursion with a hash set per state,
//! the line scanner, `println!` per line.
use bench::Scanner;
use std::collections::HashSet;

fn sg(x: usize, fib: &[usize], f: &mut Vec<i64>) -> i64 {
    if x >= f.len() {
        f.resize(x + 1, -1);
    }
    if f[x] != -1 {
        return f[x];
    }
    let mut seen = HashSet::new();
    for &m in fib {
        if m > x {
            break;
        }
        seen.insert(sg(x - m, fib, f));
    }
    let mut i = 0;
    while seen.contains(&i) {
        i += 1;
    }
    f[x] = i;
    i
}

fn main() {
    let mut fib = vec![1usize, 2];
    while fib[fib.len() - 1] <= 10_000_000 {
        let next = fib[fib.len() - 1] + fib[fib.len() - 2];
        fib.push(next);
    }
    let mut f = Vec::new();
    let mut sc = Scanner::default();
    loop {
        let (m, n, p): (usize, usize, usize) = (sc.token(), sc.token(), sc.token());
        if m == 0 && n == 0 && p == 0 {
            break;
        }
        let x = sg(m, &fib, &mut f) ^ sg(n, &fib, &mut f) ^ sg(p, &fib, &mut f);
        println!("{}", if x != 0 { "Fibo" } else { "Nacci" });
    }
}
