// judge: ext-fibonacci-nim WA
// Takes n minus the largest Fibonacci number not above n: that is the sum of
// all Zeckendorf terms but the largest, not the smallest term
// (src/sums/fibonacci-nim.md, 常见错误: 拿"n 减去最大的斐波那契数").
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut fib = vec![1u64, 2];
    while let Some(f) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        fib.push(f);
    }
    let mut out = String::new();
    for w in s.split_whitespace() {
        let n: u64 = w.parse().unwrap();
        let largest = *fib.iter().filter(|&&f| f <= n).last().unwrap();
        if largest == n {
            out.push_str("Second\n");
        } else {
            out.push_str(&format!("First {}\n", n - largest));
        }
    }
    print!("{out}");
}
